#pragma once
// A model's weights tensor by tensor, as a GGUF file stores them: name, layer, shape, ggml type, bytes.
//
// For a preset (no file) archTensors() lists the tensors llama.cpp's converter writes for the model's
// architecture, with shapes from the model's dimensions (dense FFN and expert widths are read back from the
// parameter counts), in the converter's types: 1-D tensors, norms, biases and MoE routers F32, the rest at
// the file's base type. The list is returned only when its parameter count by class reproduces the preset's
// counts exactly; otherwise (an architecture not laid out yet) it is empty and the caller falls back to
// average bits per class. quantrules.h then gives every tensor the type llama.cpp's quantizer picks.
//   Llama-3.1-8B: token_embd [4096, 128256], 32 x {attn_norm [4096], attn_q [4096, 4096], attn_k [4096, 1024],
//   attn_v [4096, 1024], attn_output [4096, 4096], ffn_norm [4096], ffn_gate [4096, 14336],
//   ffn_up [4096, 14336], ffn_down [14336, 4096]}, output_norm [4096], output [4096, 128256]: 291 tensors.
//   Mixtral 8x7B: per layer ffn_gate_inp [4096, 8] (F32) and ffn_{gate,up}_exps [4096, 14336, 8],
//   ffn_down_exps [14336, 4096, 8] instead of the dense FFN.

#include "modelspec.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

// Parameter class of a tensor by its llama.cpp name ("blk.3.ffn_up_exps.weight" -> experts).
TensorClass classifyTensor(std::string_view name);

struct TensorWeight
{
    std::string name;             // "blk.3.attn_v.weight"
    int32_t layer = -1;           // -1: outside the repeating layers
    std::array<uint64_t, 3> ne{}; // ne0 (row width) first; 1 for missing dimensions
    uint32_t type = 0;            // GgmlType
    uint64_t bytes = 0;           // exact: rows x row size of the type
    TensorClass cls = TensorClass::Other;
    uint64_t elements() const { return ne[0] * ne[1] * ne[2]; }
    bool operator==(const TensorWeight&) const = default;
};

// Bytes of one ggml type in a layout ("Q6_K": 825753600).
struct TypeBytes
{
    std::string_view type; // ggml's static type name ("?" for an id it does not define)
    uint64_t tensors = 0;
    uint64_t bytes = 0;
    bool operator==(const TypeBytes&) const = default;
};

struct WeightLayout
{
    std::vector<TensorWeight> tensors;
    std::string rules; // which rules typed the tensors, e.g. kQuantRulesVersion

    uint64_t fileBytes() const;
    ClassBytes bytesByClass() const;
    ClassBytes paramsByClass() const;
    std::vector<TypeBytes> bytesByType() const; // largest first
    bool operator==(const WeightLayout&) const = default;
};

// The converter's tensor list for the model's architecture, with every quantisable weight at baseType and
// everything else F32. Empty when the architecture is not laid out or the list does not reproduce
// model.params class by class. Laid out: llama (Llama, Mistral, Mixtral), mistral3, smollm3, seed_oss,
// qwen2, qwen3, qwen3moe, gemma2, gemma3, phi3.
std::vector<TensorWeight> archTensors(const ModelSpec& model, uint32_t baseType);

} // namespace kv
