#pragma once
// What kvplanner knows about a model family, described once: one Architecture per llama.cpp architecture name
// (GGUF general.architecture), with the names other runtimes give it and what each runtime does with it. The
// runtimes, the quantizer rules and the importers read these descriptions instead of keeping lists of names.
//   architecture("gpt-oss").ollama.swaMemory4096 == true   // Ollama v0.24's Go engine: NewSWAMemCache(window, 4096)
//   architecture("gptoss").id == "gpt-oss"                  // Ollama's converter writes "gptoss"
//   architecture("deepseek2").modelType("deepseek_v2").mlx.mla == ModelType::Mlx::MlaCache::PerHead
//   architecture("no-such-arch").id == ""                   // unknown: every trait off
// Adding a family: one entry in core/arch/architectures.cpp (README, "Adding a model family").

#include "modelspec.h"

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace kv {

// A checkpoint family of an architecture, by its Hugging Face model_type: llama.cpp's deepseek2 serves DeepSeek-V2
// ("deepseek_v2"), V3 ("deepseek_v3"), Kimi K2 ("kimi_k2") and GLM-4.7-Flash ("glm4_moe_lite"), and mlx-lm runs
// each through its own model file, which decides what its cache holds.
struct ModelType
{
    std::string_view name; // config.json model_type

    // llama.cpp's converter (convert_hf_to_gguf.py, conversion/*.py) for this model type.
    struct Convert
    {
        // The architecture it writes instead when the config has routed experts (conversion/nemotron.py).
        std::string_view withExperts;
        // A multimodal wrapper whose text model is converted under this architecture, whatever the text_config's
        // own model_type (Mistral3ForConditionalGeneration -> MISTRAL3 over a "mistral" text model).
        bool wrapper = false;
        // Writes attention.temperature_scale from rope_parameters.llama_4_scaling_beta (conversion/mistral3.py,
        // ministral3): one more input in llama.cpp's compute graph (ModelSpec::attnTemperature).
        bool attentionTemperature = false;
        bool operator==(const Convert&) const = default;
    } convert;

    // mlx-lm 0.32.0 (d78bf58; core/mlx/mlx.cpp): what mlx_lm/models/<file>.py caches.
    struct Mlx
    {
        // Latent-attention (MLA) layers cache the compressed latent and the shared RoPE key (deepseek_v3.py and the
        // files that follow it), or keys and values expanded per head (deepseek_v2.py: per head, the no-RoPE part
        // with the RoPE part repeated over every head as keys, and the values).
        enum class MlaCache : uint8_t { Latent, PerHead };
        std::string_view file; // "deepseek_v2": mlx_lm/models/deepseek_v2.py
        MlaCache mla = MlaCache::Latent;
        // The file defines no make_cache() though its architecture's other files do, so --max-kv-size is honoured
        // (mixtral.py beside llama.py).
        bool defaultCaches = false;
        // The file ignores the sliding window and the attention chunks: every layer is a full, growing KVCache
        // (gemma2.py, llama4_text.py).
        bool noSlidingWindow = false;
        // The recurrent (SSM) state is kept in the activation dtype, not float32 (jamba.py's own Mamba-1 scan).
        bool stateInModelDtype = false;
        // make_cache() wraps each layer's caches in a CacheList (falcon_h1.py, deepseek_v32.py): a CacheList has no
        // to_quantized(), so --kv-bits leaves the whole cache as it is.
        bool cacheList = false;
        // The sparse attention's lightning indexer keeps its key in a second KVCache beside the latent, one head of
        // indexerK values per token and an empty value (deepseek_v32.py).
        bool indexerKey = false;
        // The absorbed latent attention cannot read a quantised cache: the first forward after --kv-bits converts
        // it fails ("'list' object has no attribute 'swapaxes'" on k_pe; deepseek_v3.py, glm4_moe_lite.py,
        // kimi_linear.py; mlx-lm PRs #1323, #1558, #1800, closed unmerged).
        bool quantizedLatentFails = false;
        bool operator==(const Mlx&) const = default;
    } mlx;

    // How its transformers config.json is read (core/import/hflayout.cpp, hfparams.cpp): the fields this family
    // states differently, and the readers of its feed-forward, recurrent and layer-pattern fields.
    struct Hf
    {
        bool tiedByDefault = false;  // tie_word_embeddings absent: Gemma*Config and Lfm2MoeConfig default to tied
        bool qkvBias = false;        // q/k/v projections with biases (Qwen2*)
        bool qkNorm = false;         // per-head q/k RMSNorms (Qwen3*, Gemma 3, LFM2)
        bool qkNormAllHeads = false; // one q and one k norm over all heads (OLMo 2/3)
        bool sinks = false;          // attention sinks and biased experts (gpt-oss)
        uint8_t normsPerLayer = 2;   // Gemma 2/3/3n 4 (pre and post), Nemotron-H 1 (one per block)
        // The query doubles as its output gate: always (qwen3_next), or unless attn_output_gate is false (qwen3_5*).
        enum class GatedQuery : uint8_t { Never, Always, UnlessDisabled };
        GatedQuery gatedQuery = GatedQuery::Never;
        // The attention's bias and q/k-norm fields when they are not attention_bias alone.
        enum class Attention : uint8_t {
            Plain,
            QkvBiasAndQkNormFlags, // glm4_moe: attention_bias on q/k/v only, use_qk_norm
            SeedOss,               // attention_bias (default true) on q/k/v, attention_out_bias on o
            QkNormType,            // minimax_m2: use_qk_norm (default true) and qk_norm_type "per_layer"
        };
        Attention attention = Attention::Plain;
        // The feed-forward and expert fields.
        enum class Ffn : uint8_t {
            Plain,             // intermediate_size, moe_intermediate_size, the expert counts
            SharedExpert,      // + one shared expert of shared_expert_intermediate_size (qwen2_moe)
            SharedWithExperts, // the same only when routed experts exist (the Qwen3.5 / Qwen3-Next hybrids)
            Granite,           // shared_intermediate_size; without experts it is the dense FFN
            Glm,               // n_shared_experts, first_k_dense_replace, a router bias (glm4_moe)
            RoutingBiasFlag,   // use_routing_bias (minimax_m2)
            Llama4,            // intermediate_size_mlp, interleave_moe_layer_step, one shared expert
            Lfm2Moe,           // num_dense_layers, use_expert_bias
            Lfm2AutoAdjust,    // block_auto_adjust_ff_dim (transformers Lfm2MLP)
            Deepseek,          // the MLA and DeepSeek-style routing fields
            NemotronH,         // moe_shared_expert_intermediate_size, a router bias with experts
            JambaPeriod,       // expert_layer_period, expert_layer_offset
        };
        Ffn ffn = Ffn::Plain;
        bool routerBias = false; // Ffn::Deepseek: e_score_correction_bias whatever topk_method says (V3, Kimi Linear)
        bool sigmoidRouting = false;   // Ffn::Deepseek: sigmoid when scoring_func is absent (glm4_moe_lite)
        bool indexer = false;          // Ffn::Deepseek: the lightning indexer's index_n_heads, index_head_dim (V3.2)
        bool sharedExpertGate = false; // the shared expert has a gate of hidden_size (Qwen2-MoE, Qwen3.5, Qwen3-Next)
        // The recurrent block's fields.
        enum class Recurrent : uint8_t {
            None,
            Mamba1,    // mamba_d_conv, mamba_expand, mamba_d_state, mamba_dt_rank (jamba)
            Mamba2,    // mamba_n_heads, mamba_d_ssm / mamba_d_head / mamba_expand, mamba_n_groups
            NemotronH, // mamba_num_heads x mamba_head_dim, conv_kernel, ssm_state_size, n_groups
            DeltaNet,  // linear_num_{key,value}_heads, linear_{key,value}_head_dim, linear_conv_kernel_dim
            Kda,       // linear_attn_config (kimi_linear)
            ShortConv, // conv_L_cache, conv_dim (lfm2)
        };
        Recurrent recurrent = Recurrent::None;
        bool ssmNormAlways = false;       // Mamba2: ssm_norm whatever mamba_rms_norm says (granitemoehybrid)
        bool recurrentEveryLayer = false; // a recurrent block beside the attention in every layer (falcon_h1)
        // Which layers attend.
        enum class Layers : uint8_t {
            All,
            Period,              // attn_layer_period, attn_layer_offset (jamba)
            LayerTypesAttention, // layer_types[i] == "attention" (granitemoehybrid)
            BlockPattern,        // hybrid_override_pattern "*" (nemotron_h; "M" layers are recurrent)
            LayerTypesFull,      // layer_types[i] == "full_attention" (lfm2)
            FullAttnList,        // linear_attn_config.full_attn_layers, counted from 1 (kimi_linear)
            FullInterval,        // layer_types, else every full_attention_interval-th (default 4)
        };
        Layers layers = Layers::All;
        // Sliding-window layers as llama.cpp applies them.
        struct Swa
        {
            enum class Kind : uint8_t {
                None,
                LayerTypes,     // layer_types "sliding_attention", sliding_window required
                LayerTypesElse, // layer_types when given, else the pattern below
                Pattern,        // the pattern below, layer_types ignored (gemma2)
            };
            Kind kind = Kind::None;
            uint32_t windowDefault = 0;      // assumed when sliding_window is absent; 0: required
            uint32_t pattern = 0;            // one full layer in every `pattern`
            std::string_view patternKey;     // read when present (gemma3: sliding_window_pattern)
            std::string_view patternAssumed; // else read, or the pattern assumed under this key's name
            bool patternIsDefault = false;   // neither: the pattern is the config class's default, said so (olmo3)
            bool operator==(const Swa&) const = default;
        } swa;
        bool chunkedAttention = false; // attention_chunk_size and no_rope_layers (llama4)
        bool gemma4Shapes = false;     // global_head_dim, attention_k_eq_v, num_kv_shared_layers (gemma3n, gemma4)
        bool operator==(const Hf&) const = default;
    } hf;
    bool operator==(const ModelType&) const = default;
};

struct Architecture
{
    std::string_view id;                       // llama.cpp's name: "llama", "gemma3", "gpt-oss", ...
    std::array<std::string_view, 2> aliases{}; // the same architecture under another name (Ollama's "gptoss")
    // Its checkpoint families, the usual one first (what a GGUF file, which names none, is taken for).
    std::span<const ModelType> modelTypes;
    // The llama.cpp file type its released weights ship in when that is not 16-bit, and that a GGUF of them keeps
    // (gpt-oss: "MXFP4_MOE", the experts in MXFP4 as openai/gpt-oss-20b's quantization_config quant_method "mxfp4"
    // stores them, the other tensors Q8_0 as llama.cpp's quantizer writes them); "" for 16-bit releases. What a log
    // that prints no file type is taken to have loaded (core/logcheck/rebuild.cpp).
    std::string_view nativeScheme;

    // The tensors llama.cpp's converter writes per layer (convert_hf_to_gguf.py and the tensor lists in
    // src/models/*.cpp of llama.cpp v0.5.0), for laying the weights out tensor by tensor
    // (core/llamacpp/weightlayout.cpp) and the quantizer's per-tensor choices (core/llamacpp/quantrules.cpp). `known` =
    // kvplanner lays this architecture out.
    struct Tensors
    {
        bool known = false;
        bool qkvBias = false; // qwen2, seed_oss: attn_{q,k,v}.bias
        bool qkNorm = false;  // qwen3, qwen3moe, gemma3: attn_{q,k}_norm [head_dim]
        // olmo2 (src/models/olmo2.cpp): attn_q_norm [n_head x head_dim], attn_k_norm [n_head_kv x head_dim], over the
        // whole projection rather than per head.
        bool qkNormFull = false;
        bool preNorms = true;   // attn_norm, ffn_norm; olmo2 normalises only after attention and FFN (post norms)
        bool postNorms = false; // gemma2, gemma3, olmo2: post_attention_norm, post_ffw_norm
        bool fusedQkv = false;  // phi3: attn_qkv, and ffn_up holding gate and up
        // gpt-oss (src/models/openai-moe.cpp): post_attention_norm, attn_sinks [n_head], attn_output.bias, a router
        // bias and expert biases (ffn_{gate,up}_exps.bias [n_ff_exp, n_expert], ffn_down_exps.bias [n_embd, n_expert]);
        // attn_{q,k,v}.bias as the released checkpoints have them (tried without too, as create_tensor_qkv allows).
        bool gptOss = false;
        bool mla = false; // deepseek2: attn_q (or attn_q_a/_b), attn_kv_a_mqa, attn_k_b, attn_v_b; dense leading layers
        bool mamba2 = false; // mamba2, granitehybrid: ssm_in, ssm_conv1d, ssm_dt, ssm_a, ssm_d, ssm_norm, ssm_out
        bool ffn = true;     // a feed-forward block in each layer (mamba2 has none)
        bool sharedExperts = false; // deepseek2, granitehybrid MoE: ffn_{gate,up,down}_shexp beside the routed experts
        // llama4 (src/models/llama4.cpp load_arch_tensors): every n_moe_layer_step-th layer routes ((il + 1) % step ==
        // 0), the others have a dense FFN of n_ff; a routed layer has one shared expert as wide as an expert.
        bool interleavedMoe = false;
        // glm4moe (src/models/glm4-moe.cpp): attn_norm and post_attention_norm (before the FFN; no ffn_norm), q/k/v
        // biases, optional attn_{q,k}_norm [head_dim] (GLM-4.7 has them, GLM-4.5-Air and 4.6 not: tried both ways),
        // leading dense layers, then a router with exp_probs_b.bias [n_expert] and n_shared shared experts of n_ff_exp.
        bool glmMoe = false;
        // qwen35, qwen35moe, qwen3next (src/models/qwen35.cpp, qwen35moe.cpp, qwen3next.cpp load_arch_tensors):
        // attn_norm and post_attention_norm (no ffn_norm); attention layers with attn_q [n_embd, 2 x n_head x head_dim]
        // (the query and its output gate) and attn_{q,k}_norm [head_dim]; Gated DeltaNet in the others: attn_qkv
        // [n_embd, 2 key_dim
        // + value_dim], attn_gate [n_embd, value_dim], ssm_conv1d, ssm_dt.bias, ssm_a [n_v_heads], ssm_beta and
        // ssm_alpha [n_embd, n_v_heads] (qwen3next: one ssm_ba of 2 n_v_heads), ssm_norm [head_v_dim], ssm_out.
        // key_dim = d_state x n_group, value_dim = d_inner, n_v_heads = d_inner / d_state. MoE: routed experts, a
        // shared expert and its gate ffn_gate_inp_shexp [n_embd] in every layer.
        bool gatedDeltaNet = false;
        bool ssmBa = false; // qwen3next: ssm_ba in place of ssm_beta and ssm_alpha
        // kimi-linear (src/models/kimi-linear.cpp load_arch_tensors): MLA layers as deepseek2's without a query LoRA,
        // Kimi Delta Attention in the others: ssm_conv1d_{q,k,v} [d_conv, 1, d_inner], attn_{q,k,v} [n_embd, d_inner],
        // ssm_f_a / ssm_g_a [n_embd, head_dim], ssm_f_b / ssm_g_b [head_dim, d_inner], ssm_beta [n_embd, n_head], ssm_a
        // [1, n_head], ssm_dt.bias [d_inner], ssm_norm [head_dim], attn_output [d_inner, n_embd] (d_inner = n_head x
        // head_dim, head_dim = d_state); attn_norm and ffn_norm; leading dense layers, then a router with
        // exp_probs_b.bias and n_shared shared experts of n_ff_exp (1 when the preset does not say: num_shared_experts
        // 1).
        bool kimiLinear = false;
        // minimax-m2 (src/models/minimax-m2.cpp load_arch_tensors): olmo2's whole-projection q/k norms with attn_norm
        // and ffn_norm, routed experts in every layer with exp_probs_b.bias [n_expert], no shared expert. Also
        // lfm2moe's routed layers (the bias counted with the routers); glm4moe has it too.
        bool routerBias = false;
        // The class of the linear-attention layers' attn_* projections (qwen35*: attn_qkv, attn_gate; kimi-linear:
        // attn_{q,k,v,output}): recurrent as the presets count them (the checkpoint's linear_attn / KDA projections),
        // attention as a GGUF's names read (tried second).
        TensorClass recProjClass = TensorClass::Recurrent;
        // gemma4 (src/models/gemma4.cpp load_arch_tensors; conversion/gemma.py Gemma4Model): gemma3's norms and q/k
        // norms (of each layer's head size), layer_output_scale [1] per layer and rope_freqs [head_dim_full / 2] once
        // (for the full layers); with experts a dense FFN beside them in every layer, the router's ffn_gate_inp.scale
        // [n_embd], pre_ffw_norm_2, post_ffw_norm_1/_2, fused ffn_gate_up_exps [n_embd, 2 n_ff_exp, n_expert] and
        // ffn_down_exps.scale [n_expert] (per_expert_scale).
        bool gemma4 = false;
        bool kEqV = false;          // gemma4 attention_k_eq_v: full layers have no attn_v (tried both ways)
        bool doubleWideFfn = false; // gemma4 use_double_wide_mlp: n_ff x 2 on the KV-shared layers (tried both ways)
        // Gemma 3n / 4 per-layer embeddings: per_layer_token_embd [n_ple x n_layer, n_vocab], per_layer_model_proj
        // [n_embd, n_ple x n_layer], per_layer_proj_norm [n_ple]; per layer inp_gate [n_embd, n_ple], proj [n_ple,
        // n_embd], post_norm [n_embd]. gemma4 only when n_embd_per_layer > 0.
        bool perLayerEmbd = false;
        // gemma3n (src/models/gemma3n.cpp; n_altup 4 and laurel_rank 64 fixed in llama-hparams.h): altup_proj and
        // altup_unembd_proj [n_embd, n_embd, 3]; per layer altup_correct_coef [4, 4], altup_correct_scale [n_embd],
        // altup_predict_coef [4, 16], altup_router [n_embd, 4], altup_router_norm, laurel_l [n_embd, 64], laurel_r
        // [64, n_embd], laurel_post_norm.
        bool altup = false;
        // deepseek32 (src/models/deepseek32.cpp load_arch_tensors): deepseek2's tensors plus the lightning indexer's
        // indexer.k_norm weight and bias [indexer_head_size], indexer.proj [n_embd, n_indexer_head] (F32: conversion/
        // base.py keeps MODEL_TENSOR.INDEXER_PROJ so), indexer.attn_k [n_embd, indexer_head_size] and indexer.attn_q_b
        // [q_lora_rank, n_indexer_head x indexer_head_size] in every layer; the indexer's head count is what the
        // attention counts leave beside the MLA projections.
        bool dsaIndexer = false;
        // nemotron_h, nemotron_h_moe (src/models/nemotron-h.cpp): each layer is ONE of attention (q/k/v/o), Mamba-2, or
        // an FFN: up and down only (squared ReLU, no gate), or routed (ffn_gate_inp, exp_probs_b.bias,
        // ffn_{up,down}_exps and a shared expert ffn_{up,down}_shexp); attn_norm in every layer, no ffn_norm.
        bool nemotronH = false;
        // lfm2, lfm2moe (src/models/lfm2.cpp, lfm2moe.cpp): short convolution in the non-attention layers
        // (shortconv.conv [L_cache, n_embd], shortconv.in_proj [n_embd, 3 n_embd], shortconv.out_proj [n_embd,
        // n_embd]); the output norm is named token_embd_norm (LLM_TENSOR_OUTPUT_NORM_LFM2). lfm2moe routes after
        // leading_dense_block_count layers with exp_probs_b.bias [n_expert].
        bool shortConv = false;
        // falcon-h1 (src/models/falcon-h1.cpp): attention, Mamba-2 and FFN in every layer; its FFN norm is
        // "blk.N.ffn_norm" without ".weight" (the converter maps pre_ff_layernorm.weight to FFN_PRE_NORM, named
        // blk.{bid}.ffn_norm: gguf-py tensor_mapping.py); ssm_norm only with mamba_rms_norm (false in the released
        // configs; tried without, then with).
        bool falconH1 = false;
        bool ssmNorm = true; // mamba2: ssm_norm [d_inner / n_group, n_group]
        // jamba (src/models/jamba.cpp): Mamba-1 layers (ssm_in [n_embd, 2 d_inner], ssm_conv1d and bias, ssm_x
        // [d_inner, dt_rank + 2 d_state], ssm_dt_norm [dt_rank], ssm_dt [dt_rank, d_inner] and bias, ssm_b_norm and
        // ssm_c_norm [d_state], ssm_a [d_state, d_inner], ssm_d [d_inner], ssm_out [d_inner, n_embd]); routed layers
        // interleaved as llama4's (expert_layer_period 2, offset 1 in AI21-Jamba-1.5-Mini's config.json).
        bool mamba1 = false;
        bool operator==(const Tensors&) const = default;
    } tensors;

    // llama.cpp v0.5.0's compute graph (core/llamacpp/graphdims.cpp): which of kvplanner's graph sketches reproduces
    // this architecture's src/models/<arch>.cpp (checked against the CPU buffers of
    // tests/data/groundtruth/llamacpp-compute.json), and what sets it apart within that sketch. Sketch::None: the
    // compute buffer is the labelled approximation. The tensor traits above (qkNorm, postNorms, preNorms, qkNormFull,
    // fusedQkv, gptOss, glmMoe, ffn, ssmBa) are read as well: a trait is stated once.
    struct Graph
    {
        enum class Sketch : uint8_t {
            None,
            Decoder,   // llama's graph and the decoders that differ from it in a few steps (decoderGraph)
            Llama4,    // chunked and NoPE global layers, interleaved routed layers (decoderGraph)
            Mla,       // deepseek2's absorbed latent attention (decoderGraph)
            Mamba2,    // mamba2 and granitehybrid (ssmGraph)
            DeltaNet,  // the Gated DeltaNet hybrids (deltaNetGraph)
            NemotronH, // Mamba-2, attention and MLP-only layers (nemotronHGraph)
        };
        Sketch sketch = Sketch::None;
        // Routed experts: the sketch reproduces the architecture without them, only with them, or either way (llama:
        // dense, or Mixtral's softmax router; granitehybrid: Granite 4.0 H Micro and Tiny).
        enum class Experts : uint8_t { Never, Always, Either };
        Experts experts = Experts::Never;
        bool slidingWindow = false;   // sliding-window layers beside the full ones (gemma2, gemma3, gpt-oss, olmo2)
        bool qSizedAsEmbd = false;    // load_arch_tensors sizes Q as n_embd, no other head shape (qwen2, olmo2, phi3)
        bool attnTemperature = false; // reads attention.temperature_scale: build_inp_attn_scale (mistral3)
        bool gemma = false;           // scaled embeddings, Q scaled after RoPE (gemma2, gemma3)
        bool softcaps = false;        // attention and logit soft-capping (gemma2)
        bool qkvOrder = false;        // computes Q, K, then V (gemma2, gemma3, gpt-oss); else Q, V, K
        uint32_t noRopeStep = 0;      // every n-th layer skips RoPE (smollm3: n_no_rope_layer_step 4)
        bool normalisedTopK = false;  // build_moe_ffn's norm_w: the chosen weights over their sum (qwen3moe, Mixtral)
        bool ropeless = false;        // attention without RoPE (granitehybrid as the converter writes Granite 4.0 H)
        bool mrope = false;           // four positions per token: M-RoPE (qwen35, qwen35moe)
        bool qkRepeated = false;      // Q and K heads repeated up to the value heads (qwen3next)
        // The CUDA graph checked against CUDA buffers (tst_gpu_compute: llama, qwen3, gemma2, gemma3 dense); the
        // others in this sketch have CPU fixtures only.
        bool cudaChecked = false;
        bool operator==(const Graph&) const = default;
    } graph;

    // llama.cpp's quantizer (src/llama-quant.cpp) and converter.
    struct LlamaCpp
    {
        // When llama.cpp calls the model type 70B (src/models/*.cpp load_arch_hparams), the only size its
        // quantizer asks about: never, at 80 layers, or at 80 layers with grouped-query attention (llama).
        enum class Type70b : uint8_t { Never, At80Layers, At80LayersWithGqa };
        Type70b type70b = Type70b::Never;
        // The converter writes head_count_kv as one number that every layer gets, the linear-attention ones too
        // (Qwen3NextModel): the quantizer's GQA ratio of layer 0 is the attention layers'.
        bool oneKvHeadCount = false;
        // llama-quant.cpp's LLM_ARCH_FALCON cases: the output layer always Q8_0, attn_v and ffn_down kept lower in
        // the K-quant mixes.
        bool falconQuant = false;
        // Under MXFP4_MOE the routed experts stay Q8_0 rather than MXFP4 (llama-quant.cpp's LLM_ARCH_BAILINGMOE3
        // case).
        bool expertsQ8UnderMxfp4 = false;
        // The sliding-window pattern the loader sets when the GGUF states none (src/models/<arch>.cpp
        // load_arch_hparams set_swa_pattern: gemma3 and gemma3n 6, gemma2 and gpt-oss 2, cohere2 4); 0 = none. What
        // the log check assumes for a log that prints a window but no pattern (core/logcheck/modelfromlog.cpp).
        uint32_t swaPattern = 0;
        bool operator==(const LlamaCpp&) const = default;
    } llamacpp;

    // Ollama (core/ollama/ollama.cpp), v0.32.15 and v0.24.0.
    struct Ollama
    {
        bool parallelForcedToOne = false; // server/sched.go: "not safe with num_parallel > 1"
        bool goEngine = false;            // v0.24.0 fs/ggml/ggml.go OllamaEngineRequired
        bool flashByDefault = false;      // v0.24.0 GGML.FlashAttention: on unless OLLAMA_FLASH_ATTENTION says
        bool swaMemory4096 = false;       // v0.24.0 model/models: NewSWAMemCache(window, 4096)
        bool operator==(const Ollama&) const = default;
    } ollama;

    // mlx-lm 0.32.0 (d78bf58; core/mlx/mlx.cpp), for every model file of the architecture.
    struct Mlx
    {
        bool ownsMakeCache = false; // the Model defines make_cache(), so make_prompt_cache ignores --max-kv-size
        bool operator==(const Mlx&) const = default;
    } mlx;

    // SGLang (core/sglang/sglang.cpp) 001067ff: model_config.py is_hybrid_swa_model (a separate sliding-window pool).
    struct SGLang
    {
        bool hybridSwa = false;
        bool operator==(const SGLang&) const = default;
    } sglang;

    // ExLlamaV3 (core/exllamav3/exllamav3.cpp) v1.4.1: the sliding-window layers are a SlidingAttention ring per batch
    // slot (architecture/gpt_oss.py, gemma4.py, afmoe.py, laguna.py, step3_5.py); elsewhere full attention.
    struct ExLlamaV3
    {
        bool slidingRing = false;
        bool operator==(const ExLlamaV3&) const = default;
    } exllamav3;

    // Its GGUF metadata as kvplanner reads it (core/import/ggufmodel.cpp; the loader's load_arch_hparams in
    // llama.cpp v0.5.0 src/models/<arch>.cpp).
    struct Gguf
    {
        bool known = false; // kvplanner reads its hyperparameters; otherwise read generically, and said so
        // Sliding-window layers: the loader applies a window (swa), the pattern it sets when the file states none
        // (one full layer in every swaPattern; 0: the file's per-layer array), the window it assumes when the file
        // states none (0: the file must say). gemma2 2 / 4096, gemma3 6, cohere2 4, gpt-oss 2, olmo2 4 (only with
        // attention.sliding_window > 0), gemma3n 5 (load_swa_pattern(ml, 5)), gemma4 its array.
        bool swa = false;
        uint32_t swaPattern = 0;
        uint32_t swaWindow = 0;
        // llama4: chunked local attention of 8192 unless attention.sliding_window is 0, pattern default 4.
        bool chunked = false;
        // Gemma 3n / 4: sliding layers take attention.key_length_swa / value_length_swa; the layers from
        // n_layer_kv_from_start on own no cache (gemma3n: fixed at 20; gemma4: block_count - shared_kv_layers).
        enum class SharedKv : uint8_t { None, From20, FromSharedKvLayers };
        SharedKv sharedKv = SharedKv::None;
        // The expert routing keys of deepseek2 (src/models/deepseek2.cpp), read also for glm4moe and llama4, and
        // the gating when expert_gating_func is absent.
        enum class Routing : uint8_t { None, SoftmaxUnlessSaid, SigmoidUnlessSaid };
        Routing routing = Routing::None;
        // Which layers carry recurrent state when the file has no attention.recurrent_layers list: those without KV
        // heads; every layer (mamba, mamba2, falcon-h1); nemotron-h's (no KV heads and no FFN width, checked before
        // any list); every layer but each full_attention_interval-th (the Gated DeltaNet hybrids).
        enum class RecurrentLayers : uint8_t { NoKvHeads, Every, NemotronH, FullInterval };
        RecurrentLayers recurrentLayers = RecurrentLayers::NoKvHeads;
        RecurrentKind recurrentKind = RecurrentKind::Mamba2; // RecurrentInfo::kind of its recurrent layers
        // rope.scaling.finetuned switches the attention's RoPE (src/models/granite-hybrid.cpp: absent = on; the
        // converter writes false for Granite 4.0 H, true for Bamba): ModelSpec::ropeFinetuned.
        bool ropeFromFinetuned = false;
        bool operator==(const Gguf&) const = default;
    } gguf;

    // The checkpoint family `name`, or the usual one when the name is empty or not this architecture's; a blank
    // ModelType when the architecture lists none.
    const ModelType& modelType(std::string_view name) const;
};

// The description of `name` (an id or an alias); a blank Architecture{} (every trait off) for an unknown name.
const Architecture& architecture(std::string_view name);
// The architecture llama.cpp converts a Hugging Face model_type as (the first that lists it), or nullptr.
//   architectureOfModelType("mixtral")->id == "llama";  architectureOfModelType("olmo3")->id == "olmo2"
const Architecture* architectureOfModelType(std::string_view modelType);
// Every description, in the table's order.
std::span<const Architecture> allArchitectures();

} // namespace kv
