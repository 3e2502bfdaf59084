#pragma once
// Turns GGUF header(s) into a ModelSpec, following what llama.cpp's llama-model.cpp does per architecture.
//
//   kv::ImportResult r = kv::importGgufFile("Qwen3-8B-Q4_K_M.gguf");
//   r.model.arch == "qwen3"; r.model.layers.size() == 36; r.model.weightsBytesExact == sum of tensor bytes
//
// Keys read ({arch} = general.architecture): {arch}.block_count, embedding_length, context_length,
// vocab_size (else the length of tokenizer.ggml.tokens), attention.head_count / head_count_kv (a number
// or a per-layer array; head_count_kv 0 = no attention cache in that layer), attention.key_length /
// value_length (default n_embd / head_count of layer 0), attention.sliding_window and
// attention.sliding_window_pattern (an int P: layer l slides when l % P < P-1; or a per-layer bool array),
// expert_count / expert_used_count, attention.kv_lora_rank + rope.dimension_count (MLA: only when the file
// carries attention.key_length_mla, as llama.cpp decides), ssm.conv_kernel / inner_size / state_size /
// group_count and shortconv.l_cache (recurrent state).
// Sliding windows are applied only where llama.cpp applies them: gemma2 (pattern 2, window default
// 4096), gemma3 (pattern 6; no window = no SWA), cohere2 (pattern 4), gpt-oss (pattern 2); phi3's window
// and any other architecture's are recorded as the assumption "swa-ignored". llama4 gets chunked local
// attention (chunk 8192, pattern 4 or the pattern key) unless attention.sliding_window is 0.
// Unknown architecture: decided to import with the generic keys above and record the assumption
// "arch-unknown" (naming it); when even {arch}.block_count is missing it throws
// InputError("model-arch-unknown", arch).
// Split files (name-0000k-of-0000N.gguf): every part is read, metadata from the first, tensors from all.

#include "ggufreader.h"
#include "importresult.h"
#include "llamacpp/weightlayout.h"
#include "scenario.h"

#include <filesystem>

namespace kv {

ImportResult importGguf(const GgufFile& file);
ImportResult importGgufFile(const std::filesystem::path& path);

// Fills params, tied flag, active params, exact bytes (total, per layer and outside layers). The tensors of the
// `nextnLayers` blocks after the trunk (blk.N, N >= r.model.layers.size()) count in the file's total alone.
void applyTensors(const GgufFile& file, ImportResult& r, uint32_t nextnLayers = 0);

// A vision projector file (llama.cpp's mmproj GGUF, general.architecture "clip"): its name and the
// exact bytes of its tensors. Anything else is InputError("gguf-not-projector", file name).
//   projectorFromGguf("mmproj-gemma-3-27b-f16.gguf").bytes == sum of its tensors' bytes
ProjectorOptions projectorFromGguf(const GgufFile& file, const std::string& name);
ProjectorOptions projectorFromGgufFile(const std::filesystem::path& path);

} // namespace kv
