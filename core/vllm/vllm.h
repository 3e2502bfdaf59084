#pragma once
// vLLM's allocation rules (DESIGN §4.3), checked against vLLM 0.6 (V0) and 0.8 (V1) start-up logs. One machine in
// vllm.cpp, a Ray cluster in vllmray.cpp, the pages, blocks and KV-cache groups both use in vllmpages.cpp.
//
// vLLM reserves gpu_memory_utilization x VRAM on every GPU at start, whatever the traffic. Inside it:
// the weights (divided by tensor parallelism), the activation peak of a profiling run over
// max_num_batched_tokens, non-torch memory, and the KV pool: blocks of block_size tokens over all
// layers. Llama-3.1-8B, bf16, TP 1: a block is 16 x 32 layers x 2 x 8 heads x 128 x 2 bytes = 2 MiB;
// a 3.8125 GiB pool holds 1952 blocks = 31232 tokens = 1.56 requests of 20000 tokens.
//
// A pool given in VllmOptions (from a log's "Available KV cache memory") gives the blocks, tokens and
// concurrency with or without a machine (without one the verdict stays Unknown). With a GPU, the GPU
// then holds exactly the reservation: where kvplanner's estimates of weights, activation peak and
// non-torch memory exceed what the pool leaves of it, the device follows the log (warning
// "vllm-pool-leaves-less": pool, what it leaves, kvplanner's estimate of the rest).
//
// Hybrid models (attention beside Mamba-1/2, Gated DeltaNet, KDA or short-conv state; vLLM v1 as read at 1936cf38 /
// bc8282e6 / 001cabc1 / 02d71083): each recurrent layer holds one page per request; the attention block is raised to
// a multiple of 16 (64 for MLA) tokens whose page holds one state, the state padded to it; layers are grouped and a
// block id holds one page per layer slot of a group. Granite 4.0 H Tiny, bf16: state 806400 bytes, block 400 tokens,
// page 819200, 10 groups of 4 layers; a 20 GiB pool holds 6553 block ids; a 32768-token request takes 82 + 9 of them.
// A --block-size below the needed one is raised (warning "vllm-hybrid-block-size": given, used).
//
// Attention-only models whose layer kinds (sliding / full / chunked, head shapes) differ in page size (Gemma 4;
// vLLM 001cabc1, kv_cache_utils.py unify_kv_cache_spec_page_size): the largest page stays, each smaller page's block
// is scaled up to it, and the layers are grouped as for hybrids; a block id holds one page per layer slot of a group.
// Gemma 4 31B, bf16: sliding pages 16 x 16384 B, global blocks of 32 tokens of 8192 B, 6 groups of 10 layers; a 4 GiB
// pool holds 1638 block ids = 4368 tokens as vLLM reports them. Kinds of equal pages are grouped the same way, with
// vLLM's padding slots (Gemma 3 27B: 52 sliding + 10 full layers, 7 groups of 10); one kind of token slots (all
// full attention, or one window) keeps one group of per-layer pages.
// DeepSeek-V3.2 (MLA with a sparse-attention indexer) runs on FlashMLA sparse: 64-token blocks whatever
// --block-size (warning "vllm-sparse-block-size": given, used), and an FP8 cache is fp8_ds_mla, 656 bytes a token
// (512 fp8 + 4 f32 scales + 64 bf16), beside the indexer's 132.

#include "errors.h"
#include "estimate.h"
#include "scenario.h"

namespace kv {

Estimate estimateVllm(const Scenario& s);

// vLLM on a Ray cluster (Hardware with several nodes): T = --tensor-parallel-size GPUs per stage, P =
// --pipeline-parallel-size stages (default one per node), ranks on the cluster's GPUs in node order.
// Each stage holds its layers (get_pp_indices), the first the embedding, the last the LM head; a rank
// holds 1/T of its stage's weights and KV heads; its reservation minus weights, activation peak and
// non-torch memory is its pool, its blocks pool / (block of its layers); every rank gets the minimum.
// Refuses heads not divisible by T, T not a multiple of fewer KV heads, more stages than layers, more
// ranks than GPUs. Two nodes x one 24 GiB GPU, 80 layers, T 1 x P 2: stages of 40 layers each.
Estimate estimateVllmRay(const Scenario& s);

// Pages one request of `tokens` holds, over all layers, in bytes (sliding-window layers keep only
// cdiv(min(window - 1 + batched, tokens), block) + 1 pages, chunked local attention layers
// cdiv(min(chunk + batched, tokens), block)). Chunked layers assume the hybrid KV-cache manager is on:
// the default since VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE became 1 (vLLM PR #29627); with it
// 0 (its default from 0.10, PR #21761, until then) vLLM gives chunked layers full-attention pages.
uint64_t vllmRequestBytes(const Scenario& s, uint64_t tokens);

// vLLM's --mamba-cache-dtype / --mamba-ssm-cache-dtype values: "float32" / "f32" -> F32, "float16" / "f16" -> F16,
// "bfloat16" / "bf16" -> BF16; "auto" -> nullopt (the default); anything else throws InputError.
std::optional<ElemType> vllmMambaDtype(std::string_view name);
// The name vLLM gives a state dtype ("auto" for nullopt).
std::string vllmMambaDtypeName(const std::optional<ElemType>& t);

} // namespace kv
