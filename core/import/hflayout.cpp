// config.json -> per-layer layout (attention, sliding window, latent, recurrent) and dimensions.
#include "errors.h"
#include "hfdims.h"

#include <nlohmann/json.hpp>

#include <initializer_list>

namespace kv {

namespace {

using Hf = ModelType::Hf;

// Nemotron-H's hybrid_override_pattern: one character per layer (transformers NemotronHConfig; llama.cpp's
// conversion/nemotron.py reads the same string).
std::string nemotronBlocks(const HfCfg& c, uint64_t nLayer)
{
    std::string p = c.text("hybrid_override_pattern");
    if (p.size() != nLayer)
        throw InputError("model-field-invalid", "hybrid_override_pattern", reason::kPerLayerCount);
    if (p.find_first_not_of("M*-E") != std::string::npos)
        throw InputError("model-field-invalid", "hybrid_override_pattern", reason::kCharacters, {"M * - E"});
    return p;
}

// The first of several spellings a config may use (llama.cpp's find_hparam).
uint64_t numAny(const HfCfg& c, std::initializer_list<const char*> keys)
{
    for (const char* k : keys)
        if (c.has(k))
            return c.num(k);
    return c.num(*keys.begin()); // throws, naming the first spelling
}

void readCore(const HfCfg& c, HfDims& d)
{
    ImportResult& r = c.result();
    d.L = c.num("num_hidden_layers");
    d.E = c.num("hidden_size");
    d.V = c.num("vocab_size");
    d.H = c.num("num_attention_heads");
    if (d.L == 0 || d.L > 100000 || d.E == 0 || d.H == 0)
        throw InputError("model-field-invalid", "num_hidden_layers", reason::kNotPositive);
    d.KV = c.has("num_key_value_heads") ? c.num("num_key_value_heads") : d.H;
    if (!c.has("num_key_value_heads"))
        r.assume(Diag::KvHeadsDefault, {std::to_string(d.H)});
    if (c.has("head_dim")) {
        d.hd = c.num("head_dim");
    } else {
        d.hd = d.E / d.H;
        r.assume(Diag::HeadDimDerived, {std::to_string(d.E), std::to_string(d.H), std::to_string(d.hd)});
    }
    d.F = c.numOr("intermediate_size", 0);
    if (c.has("tie_word_embeddings"))
        d.tied = c.flag("tie_word_embeddings", false);
    else if (c.has("tie_embedding"))
        d.tied = c.flag("tie_embedding", false);
    else {
        d.tied = d.hf.tiedByDefault;
        r.assume(Diag::TiedDefault, {d.tied ? "true" : "false"});
    }
    for (const char* k : {"num_local_experts", "num_experts", "n_routed_experts"})
        d.nExpert = c.numOr(k, d.nExpert);
    for (const char* k :
         {"num_experts_per_tok", "experts_per_token", "n_activated_experts", "num_experts_per_token", "top_k_experts"})
        d.nExpertUsed = c.numOr(k, d.nExpertUsed);
}

void readFeedForward(const HfCfg& c, HfDims& d);

void readFamily(const HfCfg& c, HfDims& d)
{
    const Hf& f = d.hf;
    d.qkvBias = f.qkvBias;
    d.attnBias = c.flag("attention_bias", false);
    d.qkNorm = f.qkNorm;
    d.gatedQ = f.gatedQuery == Hf::GatedQuery::Always ||
               (f.gatedQuery == Hf::GatedQuery::UnlessDisabled && c.flag("attn_output_gate", true));
    if (f.attention == Hf::Attention::QkvBiasAndQkNormFlags) { // Glm4MoeAttention: q/k/v biases only, o_proj without
        d.qkvBias = d.attnBias;
        d.attnBias = false;
        d.qkNorm = c.flag("use_qk_norm", false);
    } else if (f.attention == Hf::Attention::SeedOss) { // SeedOssConfig: attention_bias (q/k/v) defaults to true,
                                                        // attention_out_bias to false
        if (!c.has("attention_bias"))
            c.result().assume(Diag::ConfigDefault, {"attention_bias", "true"});
        d.qkvBias = c.flag("attention_bias", true);
        d.attnBias = false;
        if (c.flag("attention_out_bias", false))
            d.attnBias = true, d.qkvBias = true; // attnBias counts q/k/v and o biases together
    } else if (f.attention == Hf::Attention::QkNormType) {
        d.qkNorm = d.qkNormAllHeads = c.flag("use_qk_norm", true) && c.text("qk_norm_type") != "per_head";
    }
    d.sinks = f.sinks;
    d.normsPerLayer = f.normsPerLayer;
    if (f.qkNormAllHeads) // OLMo 2/3: q and k norms over all heads
        d.qkNorm = d.qkNormAllHeads = true;
    readFeedForward(c, d);
}

void readFeedForward(const HfCfg& c, HfDims& d)
{
    const Hf& f = d.hf;
    d.moeF = c.numOr("moe_intermediate_size", d.F);
    if (f.ffn == Hf::Ffn::SharedExpert || (f.ffn == Hf::Ffn::SharedWithExperts && d.nExpert > 1)) {
        d.nShared = 1;
        d.sharedF = c.num("shared_expert_intermediate_size");
    } else if (f.ffn == Hf::Ffn::Granite) {
        d.nShared = 1;
        d.sharedF = c.num("shared_intermediate_size");
        if (d.nExpert <= 1)
            d.F = d.sharedF, d.nShared = 0;
    } else if (f.ffn == Hf::Ffn::Glm) { // DeepSeek-V3's MoE layout: dense first layers, shared experts, router bias
        d.nShared = c.numOr("n_shared_experts", 0);
        d.sharedF = d.moeF;
        d.firstDense = c.numOr("first_k_dense_replace", 0);
        d.expertBias = true; // Glm4MoeTopkRouter's e_score_correction_bias
    } else if (f.ffn == Hf::Ffn::RoutingBiasFlag) {
        d.expertBias = c.flag("use_routing_bias", false); // e_score_correction_bias
    } else if (f.ffn == Hf::Ffn::Llama4) {
        // transformers Llama4TextConfig: intermediate_size is each expert's (and the shared expert's) width,
        // intermediate_size_mlp the dense layers'; MoE on layers step-1, 2*step-1, ... (Scout 1: every
        // layer; Maverick 2: the odd ones), each with one shared expert. Llama4TextL2Norm has no weights.
        d.moeF = d.sharedF = d.F;
        d.nShared = 1;
        d.F = c.numOr("intermediate_size_mlp", d.F);
        d.expertPeriod = std::max<uint64_t>(1, c.numOr("interleave_moe_layer_step", 1));
        d.expertOffset = d.expertPeriod - 1;
        d.qkNorm = false;
    } else if (f.ffn == Hf::Ffn::Lfm2Moe) {
        d.firstDense = c.numOr("num_dense_layers", 0);
        d.expertBias = c.flag("use_expert_bias", false);
    } else if (f.ffn == Hf::Ffn::Deepseek) {
        d.nShared = c.numOr("n_shared_experts", c.numOr("num_shared_experts", 0)); // Kimi Linear: num_shared_experts
        d.sharedF = d.moeF;
        d.firstDense = c.numOr("first_k_dense_replace", 0);
        // e_score_correction_bias: V3's noaux_tc routing; Kimi Linear's gate carries one too
        d.expertBias = f.routerBias || c.flag("_score_bias", false) || c.text("topk_method") == "noaux_tc";
        if (f.indexer) {
            d.idxHeads = c.num("index_n_heads");
            d.idxDim = c.num("index_head_dim");
        }
        d.qLora = c.numOr("q_lora_rank", 0);
        d.kvLora = c.num("kv_lora_rank");
        d.qkNope = c.num("qk_nope_head_dim");
        d.qkRope = c.num("qk_rope_head_dim");
        d.vHead = c.num("v_head_dim");
        // convert_hf_to_gguf's deepseek2 keys: expert_gating_func from scoring_func, expert_weights_norm from
        // norm_topk_prob, expert_weights_scale from routed_scaling_factor, expert_group_count from n_group and
        // expert_group_used_count from topk_group (DeepSeek-V3: sigmoid, true, 2.5, 8, 4).
        MoeRouting& r = d.routing;
        r.nDenseLead = uint32_t(d.firstDense);
        r.nShared = uint32_t(d.nShared);
        r.nFfExp = uint32_t(d.moeF);
        // GLM-4.7-Flash states no scoring_func: its GGUF has no gating key and llama.cpp takes sigmoid for it.
        const bool sigmoid = c.text("scoring_func") == "sigmoid" || f.sigmoidRouting;
        r.gating = sigmoid ? MoeRouting::Gating::Sigmoid : MoeRouting::Gating::Softmax;
        r.probsBias = d.expertBias;
        r.weightsNorm = c.flag("norm_topk_prob", false);
        if (c.has("routed_scaling_factor") && c.raw()["routed_scaling_factor"].is_number())
            r.weightsScale = c.raw()["routed_scaling_factor"].get<double>();
        r.groups = uint32_t(c.numOr("n_group", 0));
        r.groupsUsed = uint32_t(c.numOr("topk_group", 0));
    } else if (f.ffn ==
               Hf::Ffn::NemotronH) { // MoE blocks: routed experts + one shared expert, router with a score bias
        d.nShared = d.nExpert > 1 ? 1 : 0;
        d.sharedF = d.nShared ? c.num("moe_shared_expert_intermediate_size") : 0;
        d.expertBias = d.nExpert > 1;
    } else if (f.ffn == Hf::Ffn::JambaPeriod) {
        d.expertPeriod = std::max<uint64_t>(1, c.numOr("expert_layer_period", 2));
        d.expertOffset = c.numOr("expert_layer_offset", 1);
    } else if (f.ffn == Hf::Ffn::Lfm2AutoAdjust && c.flag("block_auto_adjust_ff_dim", false)) {
        // transformers Lfm2MLP: ff = int(2 * ff / 3), times the multiplier, rounded up to multiple_of
        uint64_t ff = 2 * d.F / 3;
        if (c.has("block_ffn_dim_multiplier"))
            ff = static_cast<uint64_t>(c.raw()["block_ffn_dim_multiplier"].get<double>() * double(ff));
        const uint64_t multiple = std::max<uint64_t>(1, c.numOr("block_multiple_of", 256));
        d.F = (ff + multiple - 1) / multiple * multiple;
        c.result().assume(Diag::FfnAutoAdjusted, {std::to_string(c.num("intermediate_size")), std::to_string(d.F)});
    }
}

void readRecurrent(const HfCfg& c, HfDims& d)
{
    const Hf& f = d.hf;
    RecurrentInfo& r = d.rec;
    if (f.recurrent == Hf::Recurrent::Mamba1) { // Mamba-1: d_inner = expand * hidden, no groups
        r = {RecurrentKind::Mamba, uint32_t(c.num("mamba_d_conv")), uint32_t(c.num("mamba_expand") * d.E),
             uint32_t(c.num("mamba_d_state")), 0};
        const bool autoRank = c.raw().contains("mamba_dt_rank") && c.raw()["mamba_dt_rank"].is_string();
        d.dtRank = autoRank || !c.has("mamba_dt_rank") ? (d.E + 15) / 16 : c.num("mamba_dt_rank");
        d.convBias = c.flag("mamba_conv_bias", true);
        d.projBias = c.flag("mamba_proj_bias", false);
    } else if (f.recurrent == Hf::Recurrent::Mamba2) {
        d.ssmHeads = c.num("mamba_n_heads");
        const uint64_t di = c.has("mamba_d_ssm")    ? c.num("mamba_d_ssm")
                            : c.has("mamba_d_head") ? d.ssmHeads * c.num("mamba_d_head")
                                                    : c.numOr("mamba_expand", 2) * d.E;
        r = {RecurrentKind::Mamba2, uint32_t(c.num("mamba_d_conv")), uint32_t(di), uint32_t(c.num("mamba_d_state")),
             uint32_t(c.num("mamba_n_groups"))};
        d.convBias = c.flag("mamba_conv_bias", true);
        d.ssmNorm = f.ssmNormAlways || c.flag("mamba_rms_norm", false);
    } else if (f.recurrent ==
               Hf::Recurrent::NemotronH) { // Mamba-2 with d_inner = heads x head_dim (conversion/nemotron.py)
        d.blocks = nemotronBlocks(c, d.L);
        d.ssmHeads = c.num("mamba_num_heads");
        const uint64_t di = d.ssmHeads * c.num("mamba_head_dim");
        r = {RecurrentKind::Mamba2, uint32_t(c.numOrAssume("conv_kernel", 4)), uint32_t(di),
             uint32_t(numAny(c, {"ssm_state_size", "state_size", "mamba_d_state"})),
             uint32_t(numAny(c, {"n_groups", "mamba_n_groups", "mamba_num_groups"}))};
        d.convBias = c.flag("use_conv_bias", true);
        d.ssmNorm = true; // gated RMSNorm over d_inner
    } else if (f.recurrent ==
               Hf::Recurrent::DeltaNet) { // Gated DeltaNet: conv over q, k, v; one dk x dv state per value head
        d.linNk = c.num("linear_num_key_heads");
        d.linNv = c.num("linear_num_value_heads");
        d.linDk = c.num("linear_key_head_dim");
        d.linDv = c.num("linear_value_head_dim");
        r = {RecurrentKind::GatedDeltaNet, uint32_t(c.num("linear_conv_kernel_dim")), uint32_t(d.linNv * d.linDv),
             uint32_t(d.linDk), uint32_t(d.linNk)};
    } else if (f.recurrent ==
               Hf::Recurrent::Kda) { // KDA: short convs over q, k, v; one head_dim x head_dim state per head
        const nlohmann::json& la = c.object("linear_attn_config");
        const HfCfg lc(la, c.result());
        d.linNk = d.linNv = lc.num("num_heads");
        d.linDk = d.linDv = lc.num("head_dim");
        r = {RecurrentKind::Kda, uint32_t(lc.num("short_conv_kernel_size")), uint32_t(d.linNv * d.linDv),
             uint32_t(d.linDk), 0};
    } else if (f.recurrent == Hf::Recurrent::ShortConv) { // short convolution over the last L_cache inputs
        d.convDim = c.numOr("conv_dim", d.E);
        d.convBias = c.flag("conv_bias", false);
        r = {RecurrentKind::ShortConv, uint32_t(c.num("conv_L_cache")), uint32_t(d.convDim), 0, 0};
    }
}

// Which layers attend, per family.
std::vector<bool> attentionLayers(const HfCfg& c, const HfDims& d)
{
    const uint64_t n = d.L;
    switch (d.hf.layers) {
    case Hf::Layers::All: return std::vector<bool>(n, true);
    case Hf::Layers::Period: {
        const uint64_t period = std::max<uint64_t>(1, c.num("attn_layer_period")), offset = c.num("attn_layer_offset");
        std::vector<bool> a(n);
        for (uint64_t i = 0; i < n; ++i)
            a[i] = i % period == offset;
        return a;
    }
    case Hf::Layers::LayerTypesAttention: return c.layerTypeIs(n, "attention");
    case Hf::Layers::BlockPattern: {
        std::vector<bool> a(n);
        for (uint64_t i = 0; i < n; ++i)
            a[i] = d.blocks[i] == '*';
        return a;
    }
    case Hf::Layers::LayerTypesFull: return c.layerTypeIs(n, "full_attention");
    case Hf::Layers::FullAttnList: { // linear_attn_config.full_attn_layers counts layers from 1 (convert_hf_to_gguf: il
                                     // + 1)
        const nlohmann::json& list = c.object("linear_attn_config")["full_attn_layers"];
        if (!list.is_array())
            throw InputError("model-field-invalid", "linear_attn_config.full_attn_layers", reason::kNotList);
        std::vector<bool> a(n, false);
        for (const nlohmann::json& e : list) {
            if (!e.is_number_unsigned() || e.get<uint64_t>() == 0 || e.get<uint64_t>() > n)
                throw InputError("model-field-invalid", "linear_attn_config.full_attn_layers", reason::kLayerIndex);
            a[e.get<uint64_t>() - 1] = true;
        }
        return a;
    }
    case Hf::Layers::FullInterval: {
        if (c.has("layer_types"))
            return c.layerTypeIs(n, "full_attention");
        const uint64_t k = std::max<uint64_t>(1, c.numOr("full_attention_interval", 4));
        std::vector<bool> a(n);
        for (uint64_t i = 0; i < n; ++i)
            a[i] = (i + 1) % k == 0;
        return a;
    }
    }
    return std::vector<bool>(n, true);
}

// Gemma 4 / 3n (llama.cpp v0.5.0 conversion/gemma.py + src/models/gemma4.cpp, gemma3n.cpp; vLLM
// models/gemma4.py): global layers use global_head_dim and, with attention_k_eq_v, num_global_key_value_heads
// (K is used as V, but V is still cached); the last num_kv_shared_layers layers attend over an earlier layer's
// cache and own none.
void applyGemma4Shapes(const HfCfg& c, const HfDims& d, ModelSpec& m)
{
    if (!d.hf.gemma4Shapes)
        return;
    const bool kEqV = c.flag("attention_k_eq_v", false);
    const uint64_t dimFull = c.numOr("global_head_dim", d.hd);
    const uint64_t kvFull = kEqV ? c.numOr("num_global_key_value_heads", d.KV) : d.KV;
    for (LayerSpec& l : m.layers)
        if (l.attn == AttnKind::Full && l.nHeadKv > 0) {
            l.nHeadKv = uint32_t(kvFull);
            l.headDimK = l.headDimV = uint32_t(dimFull);
        }
    const uint64_t shared = c.numOr("num_kv_shared_layers", 0);
    if (shared >= d.L && shared > 0)
        throw InputError("model-field-invalid", "num_kv_shared_layers", reason::kNotBelowLayers);
    for (uint64_t i = d.L - shared; i < d.L; ++i)
        m.layers[i].kvShared = m.layers[i].attends();
    m.nEmbdPerLayer = uint32_t(c.numOr("hidden_size_per_layer_input", 0));
}

// Sliding-window layers as llama.cpp applies them (the families whose description has a window: gemma2, gemma3,
// gemma3n, gemma4, gpt-oss, cohere2, olmo3 as olmo2).
std::vector<bool> swaLayers(const HfCfg& c, const HfDims& d, uint64_t& window)
{
    const Hf::Swa& w = d.hf.swa;
    const uint64_t n = d.L;
    window = 0;
    if (w.kind == Hf::Swa::Kind::None) {
        if (c.has("sliding_window") && c.raw()["sliding_window"].is_number() && c.num("sliding_window") > 0)
            c.result().assume(Diag::SwaIgnored, {d.type, std::to_string(c.num("sliding_window"))});
        return std::vector<bool>(n, false);
    }
    if (w.kind == Hf::Swa::Kind::LayerTypes || (w.kind == Hf::Swa::Kind::LayerTypesElse && c.has("layer_types"))) {
        window = c.num("sliding_window");
        return c.layerTypeIs(n, "sliding_attention");
    }
    window = w.windowDefault ? c.numOrAssume("sliding_window", w.windowDefault) : c.num("sliding_window");
    const std::string key(w.patternKey), assumed(w.patternAssumed);
    uint64_t pattern = w.pattern;
    if (!key.empty() && c.has(key.c_str()))
        pattern = c.num(key.c_str());
    else if (!assumed.empty())
        pattern = c.numOrAssume(assumed.c_str(), w.pattern);
    else if (w.patternIsDefault) // no layer_types: the config class's and llama.cpp's default
        c.result().assume(Diag::ConfigDefault, {"layer_types", std::to_string(w.pattern - 1) + " sliding + 1 full"});
    std::vector<bool> swa(n, false);
    for (uint64_t i = 0; i < n; ++i)
        swa[i] = pattern == 0 || i % pattern < pattern - 1;
    return swa;
}

// Llama 4's chunked local attention (attention_chunk_size): the RoPE layers, no_rope_layers[i] == 1
// (transformers' default list: every layer but each no_rope_layer_interval-th, 4). The NoPE layers 3, 7, ...
// attend globally. vLLM reads the list (ChunkedLocalAttention when not nope); llama.cpp's llama4 loader uses
// pattern 4 and chunk 8192, which both published checkpoints match.
std::vector<bool> chunkedLayers(const HfCfg& c, const HfDims& d, uint64_t& chunk)
{
    const uint64_t n = d.L;
    chunk = 0;
    if (!d.hf.chunkedAttention || !c.has("attention_chunk_size") || c.num("attention_chunk_size") == 0)
        return std::vector<bool>(n, false);
    chunk = c.num("attention_chunk_size");
    std::vector<bool> chunked(n, false);
    if (c.has("no_rope_layers")) {
        const nlohmann::json& v = c.raw()["no_rope_layers"];
        if (!v.is_array() || v.size() != n)
            throw InputError("model-field-invalid", "no_rope_layers", reason::kPerLayerCount);
        for (uint64_t i = 0; i < n; ++i) {
            if (!v[i].is_number_integer() && !v[i].is_boolean())
                throw InputError("model-field-invalid", "no_rope_layers", reason::kBadEntries, {"0/1"});
            chunked[i] = v[i].is_boolean() ? v[i].get<bool>() : v[i].get<int64_t>() != 0;
        }
        return chunked;
    }
    const uint64_t interval = std::max<uint64_t>(1, c.numOrAssume("no_rope_layer_interval", 4));
    for (uint64_t i = 0; i < n; ++i)
        chunked[i] = (i + 1) % interval != 0;
    return chunked;
}

} // namespace

void readHfDims(const HfCfg& c, HfDims& d)
{
    readCore(c, d);
    readFamily(c, d);
    readRecurrent(c, d);
}

void hfLayout(const HfCfg& c, HfDims& d, ModelSpec& m)
{
    d.attn = attentionLayers(c, d);
    uint64_t window = 0;
    const std::vector<bool> swa = swaLayers(c, d, window);
    uint64_t chunk = 0;
    const std::vector<bool> chunked = chunkedLayers(c, d, chunk);
    d.rec_.assign(d.L, false);
    if (d.rec.kind != RecurrentKind::None)
        for (uint64_t i = 0; i < d.L; ++i)
            d.rec_[i] =
                d.hf.layers == Hf::Layers::BlockPattern ? d.blocks[i] == 'M' : d.hf.recurrentEveryLayer || !d.attn[i];
    const RecurrentInfo& r = d.rec;
    uint64_t stateR = 0, stateS = 0;
    if (r.kind == RecurrentKind::ShortConv) {
        stateR = uint64_t(r.dConv - 1) * r.dInner;
    } else if (r.kind ==
               RecurrentKind::Kda) { // llama.cpp: r = 3 (d_conv - 1) d_inner (q, k, v convs), s = head_dim^2 x heads
        stateR = 3ull * (r.dConv ? r.dConv - 1 : 0) * r.dInner;
        stateS = uint64_t(r.dState) * r.dInner;
    } else if (r.kind !=
               RecurrentKind::None) { // llama.cpp: r = (d_conv - 1)(d_inner + 2 n_group d_state), s = d_state d_inner
        stateR = uint64_t(r.dConv ? r.dConv - 1 : 0) * (uint64_t(r.dInner) + 2ull * r.nGroup * r.dState);
        stateS = uint64_t(r.dState) * r.dInner;
    }
    m.recurrent = r;
    m.kvLoraRank = uint32_t(d.kvLora);
    m.qkRopeHeadDim = uint32_t(d.kvLora ? d.qkRope : 0);
    if (d.kvLora) {
        m.qLoraRank = uint32_t(d.qLora);
        m.qkNopeHeadDim = uint32_t(d.qkNope);
        m.vHeadDimMla = uint32_t(d.vHead);
        m.nFf = uint32_t(d.F);
        m.moe = d.routing;
    }
    m.layers.assign(d.L, LayerSpec{});
    for (uint64_t i = 0; i < d.L; ++i) {
        LayerSpec& l = m.layers[i];
        if (d.attn[i] && d.kvLora) {
            l.attn = AttnKind::Mla;
            l.nHeadKv = 1;
            l.headDimK = uint32_t(d.kvLora + d.qkRope);
            l.indexerK = uint32_t(d.idxDim);
        } else if (d.attn[i]) {
            const AttnKind kind = swa[i] ? AttnKind::Swa : chunked[i] ? AttnKind::Chunked : AttnKind::Full;
            const uint64_t span = swa[i] ? window : chunked[i] ? chunk : 0;
            l.attn = kind;
            l.nHeadKv = uint32_t(d.KV);
            l.headDimK = l.headDimV = uint32_t(d.hd);
            l.window = uint32_t(span);
        } else {
            l.attn = AttnKind::None;
        }
        if (d.rec_[i]) {
            l.stateR = stateR;
            l.stateS = stateS;
        }
    }
    applyGemma4Shapes(c, d, m);
}

} // namespace kv
