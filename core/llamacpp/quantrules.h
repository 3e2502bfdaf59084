#pragma once
// The type llama.cpp's quantizer gives each tensor of a file type, and the layout of a preset's weights.
//
// A port of llama_tensor_get_type / llama_tensor_get_type_impl / tensor_type_fallback /
// tensor_allows_quantization / llama_ftype_get_default_type in src/llama-quant.cpp of the rules version
// (kQuantRulesVersion), for a plain `llama-quantize in.gguf out.gguf TYPE` from an F16/BF16 file:
//  - output.weight (and token_embd when the embeddings are tied: the same tensor) -> Q6_K, or Q8_0 when
//    its row is not whole blocks of the base type, Q5_K for the IQ1/IQ2 mixes, kept at Q8_0 for Q8_0;
//  - attn_v / ffn_down bumped by layer for the _M/_S mixes (use_more_bits: the first and last eighth and
//    every third layer between), with the 70B (80 layers, GQA) and 8-expert exceptions, the GQA >= 4
//    rules of Q2_K / IQ3 / IQ4, MoE expert tensors by the layer in their name;
//  - a row whose width is not whole blocks falls back (Q4_K -> Q5_0, Q6_K -> Q8_0, Q2_K/Q3_K -> Q4_0,
//    IQ* -> IQ4_NL, else F16);
//  - 1-D tensors, norms and routers keep their F32.
// Example: Gemma 3 1B (n_embd 1152 = 4.5 blocks of 256) at Q4_K_M: token_embd (tied) Q8_0, attn_q/k/v
// and ffn_gate/up (rows of 1152) Q5_0 or, where attn_v is bumped, Q8_0; attn_output and ffn_down (rows
// of 1024 and 6912) Q4_K / Q6_K.
// imatrix: whether an importance matrix was given (it changes the ffn_down rule of IQ4_NL/IQ4_XS, Q4_0,
// IQ3_XXS).
// Truth: llama.cpp's own quantizer of the rules version (llama_model_quantize in the prebuilt libllama of
// node-llama-cpp 3.22.1, tests/tools/quantprobe.cpp) on synthetic models of llama (dense, 8 experts), qwen3,
// qwen3moe, gemma2, gemma3, gpt-oss, deepseek2, deepseek32, mamba2, granitehybrid, qwen35, qwen35moe, qwen3next,
// kimi-linear, minimax-m2, gemma4, gemma3n, nemotron_h, nemotron_h_moe, lfm2, lfm2moe, falcon-h1 and jamba, for Q2_K,
// Q3_K_S/M/L, Q4_0, Q4_K_S/M, Q5_K_S/M, Q6_K, Q8_0, IQ4_NL and IQ4_XS: every tensor's type and bytes equal
// (tests/core/tst_quant_layouts.cpp, groundtruth/llamacpp-quant-layouts*.json). The GQA rules read n_head / n_head_kv
// of layer 0 as llama.cpp's hparams hold it: 0 for a layer without attention where the file gives per-layer KV heads
// (granitehybrid), the attention layers' ratio where it gives one number (qwen35, qwen35moe, qwen3next: their
// linear-attention layer 0 gets a Q2_K attn_qkv of Q4_K at GQA 4). The imatrix rules and the IQ1/IQ2/IQ3 mixes are
// ported but not measured (llama-quantize needs an importance matrix for them).

#include "llamacpp/weightlayout.h"
#include "modelspec.h"

#include <optional>
#include <string_view>

namespace kv {

inline constexpr const char* kQuantRulesVersion =
    "llama.cpp v0.5.0 (0ad4a86, as bundled in node-llama-cpp 3.22.1): src/llama-quant.cpp llama_tensor_get_type";

// llama_ftype of a scheme name ("Q4_K_M" -> 15), case-insensitive; -1 when it is not a llama.cpp file type
// (FP8, AWQ-INT4, ...).
int llamaFileTypeOf(std::string_view schemeId);

// Gives every tensor (in loader order, as archTensors() returns them) its type and exact bytes.
void assignQuantTypes(const ModelSpec& model, int fileType, bool imatrix, std::vector<TensorWeight>& tensors);

// The preset's weights laid out as llama.cpp would write them for the scheme; nullopt when the scheme is
// not a llama.cpp file type or the architecture is not laid out (see archTensors).
// imatrix: the file was made with an importance matrix (always so for the schemes llama-quantize refuses to
// make without one: IQ1_*, IQ2_*, IQ3_XXS).
std::optional<WeightLayout> quantizedLayout(const ModelSpec& model, std::string_view schemeId, bool imatrix = false);

} // namespace kv
