#pragma once
// What an importer read from an outside model file (GGUF or Hugging Face config.json), plus what it had
// to assume. Assumptions are codes with arguments (app/ words them), e.g.
//   {"head-dim-derived", {"4096", "32", "128"}}   // head_dim = hidden_size / num_attention_heads
//   {"swa-ignored", {"qwen2", "131072"}}          // use_sliding_window false: llama.cpp caches every token
// For GGUF files the exact weight bytes are known per layer (for placement) and in total
// (model.weightsBytesExact).

#include "estimate.h"
#include "modelspec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kv {

struct ImportResult
{
    ModelSpec model;
    std::vector<Warning> assumptions;
    std::string format; // "gguf" | "hf-config" | "safetensors" (a model folder) | "spec"
    uint32_t ggufVersion = 0;
    uint64_t tensorCount = 0;
    uint32_t fileParts = 1;                 // split GGUF, sharded safetensors: number of files read
    std::vector<uint64_t> layerWeightBytes; // GGUF, safetensors: bytes of blk.N.* (model.layers.N.*) tensors, per layer
    uint64_t otherWeightBytes = 0;          // GGUF, safetensors: embedding, output, final norm, ...

    void assume(Diag code, std::vector<std::string> args = {}) { assumptions.push_back({code, std::move(args)}); }
};

} // namespace kv
