#pragma once
// ExLlamaV3 served by TabbyAPI: what the cache allocates at load, read from ExLlamaV3's source at 4f8ad01
// (exllamav3/cache/{cache,fp16,quant,mla}.py, constants.py, modules/sliding_attn.py, gated_delta_net.py,
// mamba2.py, short_conv.py) and TabbyAPI's at e632af4 (backends/exllamav3/model.py).
//
// The contract:
//  - One page pool of cache_size tokens (pages of 256, PAGE_SIZE; a cache_size that is not a multiple of 256 fails
//    exllamav3's assertion, TabbyAPI's rounding helper adjust_cache_size is never called) shared by every job. It is
//    allocated whole at load, for every attention layer that owns a cache, whatever the traffic: full-attention
//    layers and the sliding-window layers of architectures that run them as ordinary attention (Gemma 2 / 3).
//    cache_size unset = max_seq_len in TabbyAPI; here, the planner's context x users rounded up to 256.
//    max_seq_len above cache_size is lowered to it (TabbyAPI's warning). max_batch_size unset = the users here;
//    TabbyAPI's own default is 4 for models with recurrent state (sliding-window rings included), else 128.
//  - Per token and layer: FP16 K and V, n_kv_heads x head_dim x 2 bytes each. A quantised cache (cache_mode
//    "k,v" with 2..8 bits, "Q4" / "Q6" / "Q8" = 4,4 / 6,6 / 8,8) packs n/32 x bits int32 words per token plus n/32
//    fp16 scales, for K and V apart: (bits + 0.5) / 8 bytes per element. MLA layers hold the latent
//    (kv_lora_rank) and the rope key: FP16 both, or the latent quantised with K's bits (V's are unused) and the
//    rope key in FP16.
//  - Per job slot (max_batch_size of them, allocated at load): the layers that keep state. Sliding-window layers
//    of the architectures exllamav3 builds with SlidingAttention (gpt-oss, Gemma 4; also AFMoE, Laguna, Step 3.5)
//    keep an FP16 ring of cdiv(window + 512, 256) x 256 tokens for K and V, whatever the cache mode. Gated DeltaNet
//    and Mamba-2 layers keep a bf16 conv state of channels x d_conv and an f32 state of heads x d_k x d_v (no
//    speculative history: max_history 0); short-conv layers (LFM2) an fp16 conv state of hidden x d_conv. Other
//    recurrent kinds are not pinned (warning "exllamav3-state-unpinned": priced at llama.cpp's f32 state).
//  - GPUs only (CUDA, Ampere or newer); the load splits the layers over the GPUs (autosplit), here in proportion
//    to their usable memory. Activations and the CUDA context are not modelled (warning
//    "exllamav3-activations-not-modelled").
//  - Verdict: fits when it all fits in the GPUs and the users' jobs fit at once: context <= max_seq_len,
//    users x context <= cache_size, users <= max_batch_size (otherwise jobs wait: warnings
//    "exllamav3-context-over-max-seq-len", "exllamav3-cache-below-users", "exllamav3-batch-below-users").
//
// Worked example: Llama-3.1-8B (32 layers, 8 KV heads x 128), 8192 tokens x 4 users, cache_mode Q4: cache_size =
// 32768; a token of one layer = 2 x (1024 / 32 x 4 x 4 + 1024 / 32 x 2) = 2 x 576 = 1152 bytes (FP16: 4096); the
// cache = 32768 x 32 x 1152 = 1207959552 bytes (FP16: 4294967296).

#include "estimate.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <string_view>

namespace kv {

Estimate estimateExLlamaV3(const Scenario& s);

// TabbyAPI's max_batch_size when config.yml gives none (backends/exllamav3/model.py, e632af4): 4 for a model with
// per-slot state (recurrent layers, or exllamav3's sliding-window ring), 128 otherwise.
//   Qwen3-Next: 4 (its 36 Gated DeltaNet layers);  Llama 3.1 8B: 128;  gpt-oss-20b: 4 (its ring)
uint32_t tabbyDefaultMaxBatchSize(const ModelSpec& m);

// Bytes of one token's K (or V) row of n values in one layer under a cache mode's bits (16 = FP16).
//   exllamav3RowBytes(1024, 16) == 2048, exllamav3RowBytes(1024, 4) == 576
uint64_t exllamav3RowBytes(uint64_t n, uint32_t bits);

// TabbyAPI's cache_mode: "FP16", "Q4" / "Q6" / "Q8", or "K,V" with K and V in 2..8 -> {kBits, vBits}; anything
// else throws InputError("exllamav3-cache-mode-invalid").
std::pair<uint32_t, uint32_t> exllamav3CacheMode(std::string_view mode);
// The cache_mode TabbyAPI reads for the bits: "FP16" or "K,V".
std::string exllamav3CacheModeName(uint32_t kBits, uint32_t vBits);

// An EXL3 weight scheme by name: "exl3-<bpw>[bpw][-h<head bits>]" (case-insensitive), <bpw> from 1 to 8 bits per
// decoder weight, the head at 6 bits unless given (1..8 or 16), the embedding and the norms unquantised (16 bits):
// exllamav3/conversion/convert_model.py's --bits and --head_bits (default 6).
//   exl3Scheme("exl3-4.0bpw") -> {id "EXL3-4.0BPW", body 4, output 6, embedding 16, norms 16}
//   exl3Scheme("exl3-3.5-h8") -> {id "EXL3-3.5BPW-H8", body 3.5, output 8, ...}; exl3Scheme("q4_k_m") -> nullopt
std::optional<WeightScheme> exl3Scheme(std::string_view id);

} // namespace kv
