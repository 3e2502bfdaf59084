#pragma once
// A model's weights tensor by tensor, as a GGUF file stores them: name, layer, shape, ggml type, bytes.
//
// For a preset (no file) archTensors() lists the tensors llama.cpp's converter writes for the model's architecture,
// shapes from its dimensions (FFN, expert, shared-expert, Mamba-2 head and Mamba-1 dt-rank widths, and which layers
// route, read back from the parameter counts where the preset does not state them), in the converter's types: 1-D
// tensors, norms, biases, routers, ssm_conv1d, shortconv.conv and ssm_a F32, the rest the base type. Returned only when
// its parameter count by class reproduces the preset's counts exactly; else (an architecture not laid out) empty, and
// the caller uses average bits per class. quantrules.h types each tensor. Checked tensor by tensor against llama.cpp's
// own quantizer: tst_quant_layouts.
//   Llama-3.1-8B: token_embd [4096, 128256], 32 x {attn_norm, attn_q [4096, 4096], attn_k/v [4096, 1024],
//   attn_output, ffn_norm, ffn_gate/up [4096, 14336], ffn_down [14336, 4096]}, output_norm, output: 291 tensors.
//   Mixtral 8x7B: ffn_gate_inp [4096, 8] (F32), ffn_{gate,up}_exps [4096, 14336, 8], ffn_down_exps [14336, 4096, 8].
//   gpt-oss-20b: + post_attention_norm, q/k/v/o biases, attn_sinks [64], router and expert biases: 3 + 24 x 19.
//   DeepSeek-V3: attn_q_a/_b, attn_kv_a_mqa, attn_k_b [128, 512, 128], attn_v_b; 3 dense layers, then shexp too.
//   OLMo 3 7B (olmo2): no pre-norms; post_attention_norm, post_ffw_norm, attn_q_norm/attn_k_norm [4096].
//   Llama 4 Maverick: dense layers (ffn_* [5120, 16384]) and routed ones (128 experts of 8192, a shared expert
//   ffn_*_shexp of 8192) alternate; GLM-4.5-Air: 1 dense layer, then router, exp_probs_b.bias and a shared expert.
//   Qwen3.5-4B (qwen35): Gated DeltaNet layers attn_qkv [2560, 8192], attn_gate [2560, 4096], ssm_conv1d [4, 8192],
//   ssm_beta/ssm_alpha [2560, 32], ssm_out, and every 4th layer gated attention attn_q [2560, 2 x 16 x 256]: 426.
//   Gemma 4 E2B: per_layer_token_embd [8960, 262144] (35 x 256), per_layer_model_proj, rope_freqs [256]; per layer
//   inp_gate/proj/post_norm and layer_output_scale [1], FFN 12288 on the 20 KV-shared layers (6144 before); 12B /
//   31B / 26B A4B: no attn_v on the full layers (k_eq_v), 26B A4B a dense FFN beside ffn_gate_up_exps [2816, 1408,
//   128]. Gemma 3n: AltUp (altup_proj [2048, 2048, 3], per-layer coefficients and router) and LAuReL (rank 64).
//   Nemotron 3 Nano 4B (nemotron_h): each layer one of Mamba-2 (ssm_in [3136, 17504], ...), attention, or an MLP of
//   ffn_up/ffn_down only; LFM2 1.2B: shortconv.{conv [3, 2048] F32, in_proj [2048, 6144], out_proj} in the
//   non-attention layers, token_embd_norm as the output norm; Falcon-H1: attention + Mamba-2 + FFN in every layer,
//   its FFN norm "blk.N.ffn_norm"; Jamba: Mamba-1 (ssm_x, ssm_dt, ssm_a [16, 8192], ...) with MoE every 2nd layer.

#include "modelspec.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

// Parameter class of a tensor by its llama.cpp name ("blk.3.ffn_up_exps.weight" -> experts).
TensorClass classifyTensor(std::string_view name);

struct TensorWeight
{
    std::string name;             // "blk.3.attn_v.weight"
    int32_t layer = -1;           // -1: outside the repeating layers
    std::array<uint64_t, 3> ne{}; // ne0 (row width) first; 1 for missing dimensions
    uint32_t type = 0;            // GgmlType
    uint64_t bytes = 0;           // exact: rows x row size of the type
    TensorClass cls = TensorClass::Other;
    uint64_t elements() const { return ne[0] * ne[1] * ne[2]; }
    bool operator==(const TensorWeight&) const = default;
};

// Bytes of one ggml type in a layout ("Q6_K": 825753600).
struct TypeBytes
{
    std::string_view type; // ggml's static type name ("?" for an id it does not define)
    uint64_t tensors = 0;
    uint64_t bytes = 0;
    bool operator==(const TypeBytes&) const = default;
};

struct WeightLayout
{
    std::vector<TensorWeight> tensors;
    std::string rules; // which rules typed the tensors, e.g. kQuantRulesVersion

    uint64_t fileBytes() const;
    ClassBytes bytesByClass() const;
    ClassBytes paramsByClass() const;
    std::vector<TypeBytes> bytesByType() const; // largest first
    bool operator==(const WeightLayout&) const = default;
};

// The converter's tensor list for the model's architecture, with every quantisable weight at baseType and
// everything else F32. Empty when the architecture is not laid out or the list does not reproduce model.params.
// Laid out: llama (Llama, Mistral, Mixtral), mistral3, smollm3, seed_oss, qwen2, qwen3, qwen3moe, gemma2, gemma3,
// phi3, gpt-oss, deepseek2 (MLA: DeepSeek-V2/V3, Kimi K2, GLM-4.7-Flash), mamba2, granitehybrid (Granite 4.0 H),
// olmo2 (OLMo 2/3), llama4 (Scout, Maverick), glm4moe (GLM-4.5/4.6/4.7 without their NextN layer, which the
// converter writes as one more block and the presets do not count), the Gated DeltaNet hybrids qwen35, qwen35moe
// (Qwen3.5) and qwen3next (Qwen3-Next), also without their MTP block, kimi-linear (KDA + MLA), minimax-m2, gemma4
// (E2B, E4B, 12B, 26B A4B, 31B), gemma3n (E2B, E4B), deepseek32 (DeepSeek-V3.2: deepseek2 plus the lightning
// indexer) and the recurrent hybrids nemotron_h and nemotron_h_moe (Nemotron Nano 9B v2, Nemotron 3 Nano 4B /
// 30B-A3B, without an MTP block), lfm2 and lfm2moe, falcon-h1 and jamba: all 78 presets are laid out.
std::vector<TensorWeight> archTensors(const ModelSpec& model, uint32_t baseType);

} // namespace kv
