#pragma once
// Small hand-made model specs for rule tests, each with its arithmetic written where it is used.

#include <nlohmann/json.hpp>

#include "modeljson.h"
#include "scenario.h"

namespace kvtest {

// Ten layers of 52,428,800 f16 attention parameters (10 x 100 MiB = 1000 MiB of weights, nothing else to speak
// of), one KV head of 64: 10 x (64 + 64) values x 2 bytes = 2560 bytes of f16 cache a token. Put into `s`.
inline void useTenLayers(kv::Scenario& s)
{
    s.model = kv::modelFromJson({{"id", "ten"},
                                 {"n_layer", 10},
                                 {"n_head", 1},
                                 {"n_head_kv", 1},
                                 {"head_dim", 64},
                                 {"n_vocab", 1000},
                                 {"n_embd", 64},
                                 {"n_ctx_train", 8192},
                                 {"params", {{"attention", 524288000}}}});
    s.weights = {"F16", 16, 16, 16, 32};
}

// 32 layers x 8 KV heads x 128: 1024 K + 1024 V values per layer per token (Llama-3.1-8B geometry).
inline kv::ModelSpec llamaLike(uint32_t nCtxTrain = 131072)
{
    return kv::modelFromJson({{"id", "llama-like"},
                              {"n_layer", 32},
                              {"n_head", 32},
                              {"n_head_kv", 8},
                              {"head_dim", 128},
                              {"n_embd", 4096},
                              {"n_vocab", 128256},
                              {"n_ctx_train", nCtxTrain}});
}

// 6 layers, pattern 3 (layers 0,1,3,4 SWA with window 1000; 2,5 full), 2 KV heads x 64.
inline kv::ModelSpec swaLike()
{
    return kv::modelFromJson({{"id", "swa-like"},
                              {"n_layer", 6},
                              {"n_head", 4},
                              {"n_head_kv", 2},
                              {"head_dim", 64},
                              {"n_embd", 256},
                              {"n_vocab", 1000},
                              {"n_ctx_train", 32768},
                              {"sliding_window", 1000},
                              {"swa_pattern", 3}});
}

// Llama 4 Scout's attention geometry (config text_config): 48 layers x 8 KV heads x 128; chunked local
// attention over chunks of 8192 tokens in 3 of every 4 layers (llama.cpp pattern 4: layers 3, 7, ..., 47
// are full, NoPE). K and V are 1024 values each per layer per token: 4096 bytes per layer per cell in f16.
inline kv::ModelSpec scoutLike()
{
    return kv::modelFromJson({{"id", "scout-like"},
                              {"n_layer", 48},
                              {"n_head", 40},
                              {"n_head_kv", 8},
                              {"head_dim", 128},
                              {"n_embd", 5120},
                              {"n_vocab", 202048},
                              {"n_ctx_train", 10485760},
                              {"attention_chunk", 8192},
                              {"chunk_pattern", 4}});
}

} // namespace kvtest
