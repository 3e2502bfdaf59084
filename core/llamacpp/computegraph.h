#pragma once
// llama.cpp's compute buffers (CPU and CUDA), from a sketch of the graph it reserves (graphsketch.h: the allocator
// and the scheduler), the layer blocks (graphblocks.h) and each architecture's dimensions (graphdims.h, read from
// its description in core/arch: Architecture::graph).

#include "elemtype.h"
#include "modelspec.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace kv {

// What the worst-case graph depends on besides the model.
struct ComputeGraphParams
{
    uint32_t tokens = 0;    // the micro-batch, a multiple of `sequences`
    uint32_t sequences = 1; // n_seq_max
    uint32_t streams = 1;   // KV streams: 1 when unified, else n_seq_max
    uint32_t outputs = 1;   // logits rows
    uint64_t cellsFull = 0; // cells per stream of the full-attention cache
    uint64_t cellsSwa = 0;  // cells per stream of the sliding-window cache (0 without one)
    bool flashAttn = true;
    ElemType typeK = ElemType::F16; // the K cache's type (MLA without flash attention copies it out as V)
    ElemType typeV = ElemType::F16;
};

// The CPU compute buffer of llama.cpp v0.5.0 for `m`, if kvplanner knows its graph; nullopt otherwise.
// Known, with the same attention shape (KV heads, head sizes) in every layer:
//   llama    full attention (GQA/MQA/MHA), SwiGLU FFN, or routed experts (Mixtral: softmax, normalised top-k weights);
//   qwen2, seed_oss, smollm3, mistral3  llama's graph to the byte: q/k/v biases (qwen2, seed_oss) are added in place,
//            smollm3's NoPE layers (every 4th) leave Q and K unroped, and mistral3 with attention.temperature_scale
//            (ModelSpec::attnTemperature: Ministral 3, Devstral Small 2) adds a 4 x tokens input scaling Q in place;
//   phi3     llama with one fused attn_qkv product (Q, K, V its views), Q scaled after RoPE, and an FFN of ffn_up
//            (2 x n_ff) split by SwiGLU; llama.cpp ignores its sliding window (Phi-3.5-mini);
//   glm4moe  llama's attention, leading dense layers, routed experts (selection bias, normalised scaled weights) plus a
//            shared expert (ModelSpec::moe: nDenseLead, nFfExp, nShared);
//   llama4   chunked layers over the sliding-window cache, every 4th layer global and NoPE with the attention
//            temperature, interleaved routed layers (weights applied before the experts) plus a shared expert;
//   olmo2    no pre-norms; Q/K RMS norms over the whole projection; post-attention and post-FFN norms; OLMo 3's
//            sliding-window layers (a per-layer pattern) with their own KQ mask;
//   qwen3    llama plus per-head RMS norms of Q and K;
//   gemma3   Q/K norms, scaled embeddings and Q, post-attention and post-FFN norms, GeGLU, sliding-window layers
//            with their own KQ mask (cellsSwa wide);
//   gemma2   gemma3 without Q/K norms, plus soft-capped scores (without flash attention) and logits;
//   qwen3moe qwen3 with a routed-expert FFN (softmax router, top-k, normalised weights, ggml_mul_mat_id; the
//            expert width is params.experts / (n_layer x n_expert x 3 x n_embd));
//   gpt-oss  sliding-window layers, attention-output bias, biased experts with softmax-weighted top-k, and the
//            last layer run on every token (its output is kept: t_h_nextn).
//   deepseek2 MLA with the absorbed K/V projections (a K-only latent cache read back as V), V3's q_lora or
//            V2-Lite's single attn_q, leading dense layers, routed experts (softmax or sigmoid gating, selection
//            bias, normalised and scaled weights, group-limited routing) plus shared experts; it needs
//            qk_nope_head_dim and v_head_dim (ModelSpec::qkNopeHeadDim, vHeadDimMla).
//   mamba2   Mamba-2 layers without FFN: ssm_in, the conv state gathered per sequence (rs_s_copy) and concatenated,
//            ggml_ssm_conv, ggml_ssm_scan (output and final state), the gated grouped RMS norm, ssm_out; the SSM heads
//            come from the layers' recurrent parameters (ModelSpec::params.recurrent);
//   granitehybrid  Mamba-2 or llama-style full-attention layers without RoPE (as llama.cpp converts Granite 4.0 H),
//            each followed by a SwiGLU FFN or by routed experts (softmax, normalised weights; width from
//            params.experts) plus a shared expert (width from params.ffn).
//   qwen35, qwen35moe, qwen3next  Gated DeltaNet layers (conv state gathered and concatenated, ssm_conv, L2-normed Q
//   and
//            K, qwen3next's repeat of them to the value heads, the decay gate and beta, one fused ggml_gated_delta_net:
//            on the CPU llama.cpp runs it for prompt and generation batches alike, so the chunk size plays no part),
//            gated full attention (query and output gate in one projection, Q/K RMS norms; M-RoPE positions, four
//            per token, for qwen35*), a SwiGLU FFN (qwen35) or routed experts (softmax, normalised weights) plus a
//            sigmoid-gated shared expert (width from params.ffn); every layer on all tokens, the output rows taken
//            after the final norm. The value heads are d_inner / d_state, the key heads n_group.
//   nemotron_h  Mamba-2 layers (mamba2's block), attention layers without RoPE and MLP-only layers (ReLU² FFN, width
//            from n_ff or params.ffn), in any order; every layer on all tokens, the output rows taken after the final
//            norm. Not nemotron_h_moe (Nemotron 3 Nano 30B-A3B: latent experts, another graph).
// Not yet: granitehybrid with RoPE (Bamba: not told apart from Granite 4.0 H in a ModelSpec), other hybrids
// (lfm2, nemotron_h_moe, falcon-h1, jamba, ...), and every other architecture.
std::optional<uint64_t> llamaCppCpuComputeBytes(const ModelSpec& m, const ComputeGraphParams& p);

// llama.cpp v0.5.0's compute buffers on CUDA GPUs holding every repeating layer, the output layer and the KV cache
// (-ngl > n_layer, layer split): gpus[k] for GPU k (CUDA0, CUDA1, ...), host for CUDA_Host. deviceOfLayer has
// n_layer + 1 entries (the output layer last), each a GPU index below nGpus; copies is 4 with pipeline parallelism
// (several GPUs, full offload, KV offloaded), else 1. The GPUs' buffers are 128-byte aligned (CUDA's
// ggml_backend_cuda_buffer_type_get_alignment), the host's 32. Known for the dense decoders of
// llamaCppCpuComputeBytes (llama, qwen3, gemma2, gemma3) with an f16 cache; nullopt otherwise: routed experts
// (CUDA's graph_optimize keeps fused MoE tensors alive longer: add_alloc_dep), MLA and recurrent graphs and the
// llama-like decoders added with CPU fixtures only (qwen2, seed_oss, smollm3, mistral3, olmo2) are not checked, and
// with a quantized cache CUDA's flash attention allocates f16 copies of K and V whose need depends on the kernel the
// GPU picks (fattn.cu ggml_cuda_flash_attn_ext_get_alloc_size).
struct GpuComputeBytes
{
    std::vector<uint64_t> gpus;
    uint64_t host = 0;
};
std::optional<GpuComputeBytes> llamaCppGpuComputeBytes(const ModelSpec& m, const ComputeGraphParams& p,
                                                       const std::vector<int>& deviceOfLayer, int nGpus,
                                                       uint32_t copies);

} // namespace kv
