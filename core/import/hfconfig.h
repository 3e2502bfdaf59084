#pragma once
// Reads a Hugging Face config.json (or DeepSeek's native inference config) into a ModelSpec, as
// llama.cpp would run the converted model.
//
//   kv::ImportResult r = kv::importHfConfigFile("Qwen3-32B/config.json");
//   r.model.arch == "qwen3"; r.model.layers[0].headDimK == 128   // head_dim, not 5120 / 64 = 80
//
// Handled: llama, mistral, mixtral, qwen2 / qwen2_moe, qwen3 / qwen3_moe / qwen3_next, gemma, gemma2,
// gemma3 (nested text_config; missing fields take Gemma3TextConfig's defaults, each recorded as the
// assumption "config-default"), phi3, deepseek_v2 / deepseek_v3 (and DeepSeek's native n_layers / dim
// format; the cache is the latent kv_lora_rank + qk_rope_head_dim, K only), gpt_oss (layer_types),
// jamba (attn_layer_period / offset, Mamba-1), granitemoehybrid (layer_types, Mamba-2), falcon_h1
// (attention and Mamba-2 in every layer), lfm2 / lfm2_moe (layer_types, short convolution), cohere2,
// granite, glm4, glm4_moe (GLM-4.5/4.6/4.7: q/k/v biases, optional q/k norms, DeepSeek-style MoE),
// glm4_moe_lite and kimi_k2 (DeepSeek-V3's latent attention: arch deepseek2), minimax_m2 (q/k norms over
// all heads), smollm3, seed_oss, qwen3_5 / qwen3_5_moe (Gated DeltaNet hybrids, nested text_config),
// mistral3 (arch mistral3 whatever its text_config's model_type, as llama.cpp converts it). Multi-token
// prediction layers (num_nextn_predict_layers, mtp_*) are not counted: llama.cpp gives them no KV cache.
// Llama 4 (Llama4ForConditionalGeneration, text_config llama4_text): the text decoder only (the vision
// tower is a separate mmproj in llama.cpp); attention_chunk_size makes the RoPE layers (no_rope_layers 1)
// Chunked; interleave_moe_layer_step alternates dense (intermediate_size_mlp) and MoE layers (experts and a
// shared expert of intermediate_size).
// Traps: Qwen2's sliding_window with use_sliding_window false, Phi-3's and Mistral v0.1's windows are
// not applied (llama.cpp does not), recorded as "swa-ignored". Parameter counts are derived from the
// dimensions. A sibling model.safetensors.index.json (metadata.total_size) sets weightsBytesExact.
// Another model_type imports with the generic llama-like fields and the assumption "arch-unknown"; without
// num_hidden_layers / hidden_size / num_attention_heads it throws InputError("model-arch-unknown", type).

#include "importresult.h"

#include <filesystem>
#include <nlohmann/json_fwd.hpp>

namespace kv {

ImportResult importHfConfig(const nlohmann::json& config);
ImportResult importHfConfigFile(const std::filesystem::path& path);

} // namespace kv
