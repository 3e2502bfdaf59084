#pragma once
// MLX (mlx-lm, and LM Studio's MLX engine, which runs mlx-lm's caches): the rules read from mlx-lm 0.32.0
// (d78bf58, mlx_lm/models/cache.py, generate.py, server.py) and mlx 0.32.1 (846d176,
// mlx/backend/metal/allocator.cpp).
//
// Nothing is reserved at load: every layer's cache grows as tokens arrive.
//  - KVCache (full attention, and MLA): grows in steps of 256 cells; a chunk of S tokens that does not fit
//    cuts the buffer to the tokens held (when they are not a whole number of steps) and appends
//    ceil(S / 256) x 256 cells. The prompt is read in chunks of 2048 (--prefill-step-size), the last
//    token apart, so a prompt of N tokens leaves ceil(N / 256) x 256 cells.
//  - RotatingKVCache (sliding-window layers, max_size = the window, keep 0; and every layer under
//    --max-kv-size, keep 4): a multi-token chunk keeps the last max_size - 1 tokens and appends the chunk
//    (max_size - 1 + S cells, the prefill overshoot); a single token grows the buffer by
//    min(256, max_size - offset) and trims it back to max_size.
//  - QuantizedKVCache (--kv-bits B, --kv-group-size G): once a cache holds --quantized-kv-start tokens
//    (5000 by default) it is converted, same cells; each row of d values then costs d x B / 8 bytes of
//    packed words plus one scale and one bias per group of G in the activation dtype. A RotatingKVCache
//    cannot be converted (mlx-lm raises "RotatingKVCache Quantization NYI": refusal
//    "mlx-rotating-quantized").
//  - MLA: what the model file caches (the checkpoint's model_type, arch/architecture.h). deepseek_v3.py (DeepSeek-V3,
//    Kimi K2) and glm4_moe_lite.py hold the normalised latent (kv_lora_rank values) as keys and the rope key
//    (qk_rope_head_dim) as values, one head each, in a KVCache; deepseek_v2.py (DeepSeek-V2, V2-Lite, Coder-V2)
//    the keys and values expanded per head: n_head x (qk_nope_head_dim + qk_rope_head_dim) keys, n_head x v_head_dim
//    values (DeepSeek-V2-Lite, bf16: 27 layers x 5120 values x 2 = 276480 bytes per token, 8.9x the latent's).
//  - gemma2.py keeps no sliding window (every layer a full KVCache); jamba.py keeps its Mamba-1 state in the
//    activation dtype; mixtral.py and mistral3.py build no caches of their own, so --max-kv-size applies.
//  - ArraysCache (Qwen3-Next's gated delta net, Mamba): per sequence, the conv state in the activation
//    dtype and the recurrent state in float32, whatever the context.
//  - --max-kv-size is honoured only by models without their own make_cache(): llama.py (Llama, Mistral),
//    gemma3, gpt-oss, the hybrids ... build their caches themselves and ignore it (warning
//    "mlx-max-kv-size-ignored").
// The cache dtype is the model's activation dtype (bf16 or f16: --kv-type f16/bf16; f32 for an f32 model).
//
// Users: mlx_lm.server decodes up to --decode-concurrency (32) requests in one batch (BatchKVCache: the
// same rules per sequence); mlx_lm.server has no KV flags, so --max-kv-size / --kv-bits mean
// mlx_lm.generate, which serves one prompt (several users with them: refusal "mlx-server-no-kv-options").
// Its LRU prompt cache keeps up to --prompt-cache-size (10) finished caches with no byte limit by default
// (Estimate::growth.promptCacheBytes: ten caches of one user's context, an upper bound).
// Not modelled: activation memory (compute 0 unless given), the transient copy while a buffer grows or is
// quantised, mlx's buffer cache.
//
// Worked example, Llama 3.1 8B (32 layers, 8 KV heads x 128) at 1000 tokens, bf16: ceil(1000 / 256) x 256 = 1024
// cells x 32 layers x 8 x (128 + 128) x 2 bytes = 134217728 bytes (128 MiB); at 4096 tokens 4096 cells, 512 MiB.
// With --kv-bits 8 --kv-group-size 64 at 8192 tokens (quantised from 5000): a row of 128 costs 128 + 2 x 2 x 2 =
// 136 bytes instead of 256.

#include "estimate.h"
#include "scenario.h"

#include <string_view>

namespace kv {

inline constexpr std::string_view kMlxRulesVersion = "mlx-lm 0.32.0 (d78bf58) models/cache.py, mlx 0.32.1 (846d176)";
inline constexpr uint32_t kMlxStep = 256;
inline constexpr uint32_t kMlxPrefillStep = 2048;
inline constexpr uint32_t kMlxDecodeConcurrency = 32;
inline constexpr uint32_t kMlxPromptCacheSize = 10;
inline constexpr uint32_t kMlxMaxKvKeep = 4;

// Throws InputError for out-of-range options: kv-bits-invalid (not 2, 3, 4, 5, 6 or 8), kv-group-size-invalid
// (not 32, 64 or 128), max-kv-size-invalid (at most 4, or beyond kMaxContext), quantized-kv-start-invalid.
void validateMlx(const MlxOptions& o);

Estimate estimateMlx(const Scenario& s);

// The band a plan falls in on the scenario's unified pool (estimate.h MemoryBand), for llama.cpp (Metal)
// and MLX; MemoryBand::None otherwise. Hard limits: MLX's memory limit min(1.5 x working set, 0.95 x RAM)
// (allocator.cpp block_limit_); llama.cpp's Metal backend only warns above the working set
// (ggml-metal-device.m "current allocated size is greater than the recommended max working set size"),
// so its hard limit is the pool itself (capacity - reserve); MLX's is never above that either. Fits needs both
// limits: an 8 GiB Mac's working set (5.36 GiB) is above its 5 GiB usable.
//   M2 Max 96 GiB, working set 72 GiB, reserve 4 GiB, MLX, 80 GiB needed: Pages (hard limit 91.2 GiB);
//   sysctl iogpu.wired_limit_mb = ceil((80 + 4) GiB / MiB) = 86016
BandInfo appleBand(const Scenario& s, const Estimate& e);

} // namespace kv
