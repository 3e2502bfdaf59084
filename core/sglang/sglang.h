#pragma once
// SGLang's allocation rules, read from SGLang's source (python/sglang/srt): the memory split of
// model_executor/model_runner_kv_cache_mixin.py _profile_available_bytes and model_executor/pool_configurator.py
// (DefaultPoolConfigurator._compute_cell_size, calculate_pool_sizes; HybridSWAPoolConfigurator) at 001067ff, the
// default --mem-fraction-static of server_args.py _handle_gpu_memory_settings in its cuda_graph_max_bs form.
//
// The contract:
//  - At start SGLang measures each GPU's free memory (here: its usable memory) and keeps mem_fraction_static of it
//    for the weights and a token pool; the rest is the dynamic region for activations and CUDA graphs. KV pool per
//    GPU = free x f - weights / TP; max_total_num_tokens = pool / cell, down to a multiple of --page-size (1).
//  - Cell = bytes of one token over every layer, per GPU: n_kv_heads / TP (at least 1) x (d_k + d_v) x dtype for
//    attention layers, (kv_lora_rank + qk_rope_head_dim) x dtype for MLA (replicated on every GPU). dtype: auto =
//    the model's bf16, fp8_e5m2 / fp8_e4m3 = 1 byte.
//  - Hybrid sliding-window models (gpt-oss, Gemma 4, Llama 4's chunked layers; model_config.py is_hybrid_swa_model):
//    two pools, SWA tokens = 0.8 x full tokens (--swa-full-tokens-ratio); cell = full layers' bytes + 0.8 x SWA
//    layers' bytes. Other sliding-window models (Gemma 2 / 3) keep every layer in the full pool.
//  - Default f, when --mem-fraction-static is not given, from the GPU's total memory in MiB (the smallest GPU):
//    chunked_prefill_size and cuda_graph_max_bs by tier (< 20 GiB 2048 / 8; < 35 GiB 2048 / 24, TP >= 4: 80;
//    < 60 GiB 4096 / 32 (160); < 160 GiB 8192 / 256 (512); more 16384 / 512), reserved = 512 + 1.5 x
//    max(chunked, 2048) + 2 x cuda_graph_max_bs + TP / 8 x 1024 MiB, at least 10240 MiB above 60 GiB;
//    f = round((gpu_mem - reserved) / gpu_mem, 3). SGLang's newest main (001067ff) reworks this heuristic (a
//    prefill-graph term, other tiers), so the default is marked unpinned (warning "sglang-default-fraction").
//  - RadixAttention's prefix cache lives in the same token pool: a prompt prefix shared by the users (the
//    shared-prefix what-if, WhatIfs::sharedPrefixTokens) is held once.
//  - GPUs only, TP GPUs used; TP must divide the attention heads.
//
// Worked example: Llama-3.1-8B BF16 on one RTX 4090 (24564 MiB, usable 24564 MiB - 400 MiB driver), default f:
// reserved = 512 + 3072 + 48 + 128 = 3760 MiB, f = round(20804 / 24564, 3) = 0.847; cell = 8 x 256 x 32 x 2 =
// 131072 bytes (128 KiB a token); the pool = floor(0.847 x free) - weights.

#include "estimate.h"
#include "scenario.h"

namespace kv {

Estimate estimateSglang(const Scenario& s);

// One token's K and V bytes on one GPU over the full pool's layers (MLA: the latent as K, V 0): what SGLang's
// "KV Cache is allocated. #tokens: N, K size: A GB, V size: B GB" divides into.
//   Qwen3-235B-A22B, bf16, TP 4: 94 layers x 1 head x 128 x 2 bytes = {24064, 24064}
std::pair<uint64_t, uint64_t> sglangTokenKv(const Scenario& s);

// SGLang's default --mem-fraction-static for a GPU of gpuMiB MiB (total memory) at tensor parallelism tp, and the
// reserved_mem (MiB) it leaves.   sglangDefaultFraction(24564, 1) == {0.847, 3760}
std::pair<double, uint64_t> sglangDefaultFraction(uint64_t gpuMiB, uint32_t tp);

} // namespace kv
