#pragma once
// The layer blocks of llama.cpp v0.5.0's graphs (src/models/*.cpp, src/llama-graph.cpp) as GraphSketch tensors:
// what a graph needs to know of a model (Dims, filled per architecture by graphdims.h) and of the micro-batch it
// is reserved for (Batch), and the four graphs kvplanner reproduces.

#include "elemtype.h"
#include "graphsketch.h"

#include <cstdint>
#include <vector>

namespace kv::llamacpp {

constexpr uint64_t kF32 = 4, kF16 = 2, kI32 = 4, kI64 = 8;
constexpr uint64_t kCpuAlignment = 32; // TENSOR_ALIGNMENT, ggml/src/ggml-impl.h

// The graph's shape: the model's dimensions and which of the per-architecture steps its graph has.
struct Dims
{
    uint64_t embd = 0, headsQ = 0, headDimK = 0, headDimV = 0, headsKv = 0, ff = 0, vocab = 0;
    uint32_t layers = 0;
    bool qkNorm = false;       // RMS norm of Q and K per head before RoPE (qwen3, gemma3)
    bool gemma = false;        // gemma2/3: scaled embeddings, Q scaled after RoPE, post-attention and post-FFN norms
    bool attnSoftcap = false;  // gemma2 without flash attention: scale, tanh, scale of the scores
    bool logitSoftcap = false; // gemma2: scale, tanh, scale of the logits
    bool qkvOrder = false;     // the graph computes Q, K, then V (gemma, gpt-oss); else Q, V, K
    bool gptOss = false;       // attention output bias; experts with biases and softmax-weighted routing; the last
                               // layer on every token, its output kept, the output rows taken after it
    uint64_t experts = 0, expertsUsed = 0, ffExp = 0; // MoE FFN (qwen3moe, gpt-oss): ggml_mul_mat_id per layer
    // build_moe_ffn's options: normalised top-k weights (qwen3moe, deepseek2's expert_weights_norm), the router's
    // selection bias (exp_probs_b), a weight scale other than 1, group-limited routing (groups > 1).
    bool moeNorm = false, moeBias = false, moeScale = false;
    uint64_t moeGroups = 0, moeGroupsUsed = 0;
    uint32_t denseLead = 0; // deepseek2: leading layers with a dense FFN of width ff
    uint64_t sharedFf = 0;  // deepseek2: the shared experts' FFN width (n_ff_exp x n_shared), 0 = none
    // deepseek2's MLA (mla = true): query LoRA rank (0 = one attn_q), latent rank, RoPE and non-RoPE head parts,
    // and the decompressed value head.
    bool mla = false;
    uint64_t qLora = 0, kvLora = 0, qkRope = 0, qkNope = 0, vHeadMla = 0;
    std::vector<bool> swa; // per layer: attends over the sliding-window cache
    // mamba2 and granitehybrid (ssmGraph): which layers are Mamba-2 layers (the others attend over the full cache),
    // the SSM's widths (conv kernel, d_inner, d_state, groups, heads = ssm_dt_rank) and whether each layer ends in a
    // dense FFN (granitehybrid; mamba2 has none).
    std::vector<bool> ssm;
    uint64_t ssmConv = 0, ssmInner = 0, ssmState = 0, ssmGroups = 0, ssmHeads = 0;
    bool ssmFfn = false;
    bool rope = true; // false: attention without RoPE (granitehybrid as llama.cpp converts Granite 4.0 H)
    // The Gated DeltaNet hybrids (deltaNetGraph): `ssm` marks the Gated DeltaNet layers (the others are gated full
    // attention) and the ssm* widths are conv kernel, value width (d_inner), head width (d_state), key heads (groups)
    // and value heads. deltaNetNext: qwen3next's graph (one fused beta/alpha projection; Q and K heads repeated up to
    // the value heads); mrope: four positions per token (qwen35, qwen35moe: M-RoPE); the shared expert is gated.
    bool deltaNet = false, deltaNetNext = false, mrope = false;
    // nemotron_h (nemotronHGraph): `ssm` marks the Mamba-2 layers, mlpOnly the MLP-only layers (a ReLU² FFN of width
    // ff), the others attend (without RoPE).
    bool nemotronH = false;
    std::vector<bool> mlpOnly;
    // Per layer: no RoPE in this layer (smollm3's every 4th layer, src/models/smollm3.cpp n_no_rope_layer_step);
    // empty = every layer ropes (when `rope`).
    std::vector<bool> noRope;
    // mistral3 with attention.temperature_scale (Ministral 3, Devstral Small 2): build_inp_attn_scale's 1 x 1 x tokens
    // f32 input, multiplied into each layer's roped Q (src/models/mistral3.cpp).
    bool attnTemp = false;
    // olmo2 (src/models/olmo2.cpp): no pre-norms; Q and K RMS-normed over the whole projection before the per-head
    // view and RoPE; RMS norms after the attention output and after the FFN (post_attention_norm, post_ffw_norm).
    bool olmo2 = false;
    // phi3 (src/models/phi3.cpp): one fused attn_qkv product viewed as Q, K and V, Q scaled after RoPE; the FFN is
    // ffn_up of 2 x n_ff split by SwiGLU (LLM_FFN_SWIGLU, no ffn_gate) and ffn_down; the layer's last add reads the
    // residual first.
    bool phi3 = false;
    // llama4 (src/models/llama4.cpp): the attention temperature scales Q only in the NoPE (global) layers; routed
    // layers every moeStep-th layer (interleave_moe_layer_step; 0 = every layer past denseLead), routed as
    // llama4MoeFfn does, beside a shared expert of sharedFf; the others have a dense FFN of ff.
    bool llama4 = false;
    uint32_t moeStep = 0;
};

// One cache's graph inputs: the K and V row indices of the tokens and the KQ mask.
struct CacheInputs
{
    int kIdx = -1, vIdx = -1, mask = -1;
    // The Hadamard rotations of a quantised cache (llama_kv_cache attn_rot_k / attn_rot_v): -1 when off.
    int kRot = -1, vRot = -1;
    int attnScale = -1; // mistral3's inp_attn_scale (not the cache's, read by every layer's attention)
};

struct Batch
{
    uint64_t tokens = 0, outputs = 0, cellsFull = 0, cellsSwa = 0, streams = 1, sequences = 1;
    bool fa = true;
    ElemType typeK = ElemType::F16;
    ElemType typeV = ElemType::F16;
};

// The graph llama.cpp reserves for micro-batch `b` of a model of dimensions `d`, in the CPU graph's order: the Gated
// DeltaNet hybrids' (d.deltaNet), nemotron_h's (d.nemotronH), the Mamba-2 models' (d.ssm marks layers) or the
// decoders' (llama and its kin, llama4, deepseek2's MLA); see graphblocks.cpp for what each reproduces.
GraphSketch buildGraph(const Dims& d, const Batch& b);

} // namespace kv::llamacpp
