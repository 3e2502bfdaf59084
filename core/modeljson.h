#pragma once
// kvplanner's own model description format (presets and `--model spec.json`), schema 1.
//
// Compact form (what presets use):
//   { "schemaVersion": 1, "id": "gemma-3-27b", "name": "Gemma 3 27B", "family": "Gemma", "arch": "gemma3",
//     "n_ctx_train": 131072, "n_vocab": 262208, "n_embd": 5376, "n_head": 32,
//     "n_layer": 62, "n_head_kv": 16, "head_dim": 128,
//     "sliding_window": 1024, "swa_pattern": 6,          // layer l is SWA when l % 6 < 5 (0: all, 1: none)
//     "params": { "embedding": ..., "attention": ..., "ffn": ..., "norm": ..., "output": 0 },
//     "tied_embeddings": true, "source": "..." }
// Llama 4's chunked local attention likewise: "attention_chunk": 8192, "chunk_pattern": 4 (layers 3, 7, ...
// stay full) or "chunk_layers": [true/false ...].
// Also: "n_head_kv": [per-layer list], "head_dim_k"/"head_dim_v", "swa_layers": [true/false ...],
// "mla": {"kv_lora_rank", "qk_rope_head_dim"}, "attention_layers": [indices with attention],
// "recurrent": {"kind": "mamba"|"mamba2"|"gated-deltanet"|"short-conv"|"custom", "d_conv", "d_inner", "d_state",
// "n_group", "state_r", "state_s", "layers": "non-attention"|"all"|[indices]},
// "n_expert", "n_expert_used", "active_params", "weights_bytes".
// Explicit form: "layers": [{"attn": "full|swa|chunked|mla|none", "n_head_kv", "head_dim_k", "head_dim_v",
// "window" (the window or the chunk), "state_r", "state_s"}, ...] — what modelToJson writes, so every spec round-trips.
// Unknown keys are ignored; a wrong type or an absurd value throws InputError naming the field.

#include "modelspec.h"

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace kv {

ModelSpec modelFromJson(const nlohmann::json& j);
nlohmann::json modelToJson(const ModelSpec& m);

// Parses text (a whole file's contents); malformed JSON throws InputError("json-malformed", ...).
nlohmann::json parseJsonText(const std::string& text, const std::string& what);

inline constexpr int kModelSchemaVersion = 1;

} // namespace kv
