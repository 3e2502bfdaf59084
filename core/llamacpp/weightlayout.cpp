#include "llamacpp/weightlayout.h"

#include "arch/architecture.h"

#include "checked.h"
#include "ggmltype.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <map>
#include <optional>

namespace kv {

namespace {

bool has(std::string_view s, std::string_view part)
{
    return s.find(part) != std::string_view::npos;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

// The tensor's own part: "blk.12.attn_q.weight" -> "attn_q".
std::string_view stem(std::string_view name)
{
    if (startsWith(name, "blk.")) {
        name.remove_prefix(4);
        const size_t dot = name.find('.');
        name = dot == std::string_view::npos ? std::string_view() : name.substr(dot + 1);
    }
    const size_t dot = name.find('.');
    return dot == std::string_view::npos ? name : name.substr(0, dot);
}

// What an architecture's converter writes per layer: its description's tensors (arch/architecture.h).
using ArchShape = Architecture::Tensors;

bool archShape(const std::string& arch, ArchShape& s)
{
    s = architecture(arch).tensors;
    return s.known;
}

std::string blk(uint32_t il, std::string_view part)
{
    std::string out = "blk.";
    out.reserve(16 + part.size());
    out += std::to_string(il);
    out += '.';
    out += part;
    return out;
}

// llama_model_loader's weight_name_comparer: by layer (-1 first), then by name. The quantizer walks the
// tensors in this order, so its attn_v / ffn_down counters follow it.
[[maybe_unused]] bool loaderOrder(const TensorWeight& a, const TensorWeight& b)
{
    return a.layer != b.layer ? a.layer < b.layer : a.name < b.name;
}

ClassBytes asClasses(const ParamCounts& p)
{
    return {p.embedding, p.attention, p.ffn, p.experts, p.recurrent, p.norm, p.output, p.other};
}

ClassBytes paramsOf(const std::vector<TensorWeight>& tensors)
{
    ClassBytes c;
    for (const TensorWeight& t : tensors)
        c.at(t.cls) = add(c.at(t.cls), t.elements());
    return c;
}

} // namespace

TensorClass classifyTensor(std::string_view name)
{
    const std::string_view s = stem(name);
    // gemma4's scales (conversion/gemma.py): router.scale (ffn_gate_inp.scale, per channel of the router's input)
    // and layer_scalar (layer_output_scale) count as norms, per_expert_scale (ffn_down_exps.scale) with the routers;
    // gemma3n's altup_correct_scale [n_embd] as a norm.
    const bool scale = name.size() >= 6 && name.substr(name.size() - 6) == ".scale";
    if (scale && s == "ffn_gate_inp")
        return TensorClass::Norm;
    if (scale && has(s, "_exps"))
        return TensorClass::Other;
    if (s == "layer_output_scale" || s == "altup_correct_scale")
        return TensorClass::Norm;
    // DeepSeek-V3.2's lightning indexer ("blk.N.indexer.attn_k.weight"): its k_norm weight and bias are norms, its
    // projections attention.
    if (s == "indexer")
        return has(name, "norm") ? TensorClass::Norm : TensorClass::Attention;
    if (s == "token_embd" || s == "per_layer_token_embd") // Gemma 3n / 4: the per-layer embeddings (input layer)
        return TensorClass::Embedding;
    if (s == "output")
        return TensorClass::Output;
    if (has(s, "norm"))
        return TensorClass::Norm;
    if (has(s, "_exps") || has(s, "_exp_")) // ffn_up_exps, ffn_gate_up_exps; biases of experts too
        return has(s, "probs") ? TensorClass::Other : TensorClass::Experts;
    if (s == "ffn_gate_inp" || has(s, "gate_inp") || has(s, "exp_probs"))
        return TensorClass::Other; // routers, shared-expert gates, expert score biases
    if (startsWith(s, "attn_"))
        return TensorClass::Attention;
    if (startsWith(s, "ffn_"))
        return TensorClass::Ffn;
    if (startsWith(s, "ssm_") || startsWith(s, "shortconv") || startsWith(s, "time_mix"))
        return TensorClass::Recurrent;
    return TensorClass::Other;
}

uint64_t WeightLayout::fileBytes() const
{
    uint64_t total = 0;
    for (const TensorWeight& t : tensors)
        total = add(total, t.bytes);
    return total;
}

ClassBytes WeightLayout::bytesByClass() const
{
    ClassBytes c;
    for (const TensorWeight& t : tensors)
        c.at(t.cls) = add(c.at(t.cls), t.bytes);
    return c;
}

ClassBytes WeightLayout::paramsByClass() const
{
    return paramsOf(tensors);
}

std::vector<TypeBytes> WeightLayout::bytesByType() const
{
    std::map<std::string_view, TypeBytes> by;
    std::map<uint32_t, TypeBytes> byId; // names looked up once per type, merged by name ("?" for unknown ids)
    for (const TensorWeight& t : tensors) {
        TypeBytes& b = byId[t.type];
        b.tensors += 1;
        b.bytes = add(b.bytes, t.bytes);
    }
    for (const auto& [id, b] : byId) {
        const char* name = ggmlTypeInfo(id).name;
        TypeBytes& n = by[name ? name : "?"];
        n.type = name ? name : "?";
        n.tensors += b.tensors;
        n.bytes = add(n.bytes, b.bytes);
    }
    std::vector<TypeBytes> out;
    out.reserve(by.size());
    for (auto& [_, b] : by)
        out.push_back(b);
    std::stable_sort(out.begin(), out.end(), [](const TypeBytes& a, const TypeBytes& b) { return a.bytes > b.bytes; });
    return out;
}

namespace {

// What a layer may hold, the same names in every layer that has the part; the sizes are read per layer.
enum class Dim {
    One,
    Embd,
    Vocab,
    Q,
    K,
    V,
    O,
    Qkv,
    HeadK,
    Ff,
    TwoFf,
    FfExp,
    Experts,
    Shared,
    Heads,
    QMla,
    QLora,
    KvA,
    Lora,
    Nope,
    VMla,
    OMla,
    InProj,
    DConv,
    Conv,
    SsmHeads,
    SsmNorm,
    Groups,
    DInner,
    QGated,
    VHeads,
    TwoVHeads,
    DState,
    TwoFfExp,
    Ple,
    PleAll,
    RopeHalf,
    AltUp,
    AltUp2,
    AltUpM1,
    Laurel,
    IdxDim,
    IdxHeads,
    IdxQ,
    ThreeEmbd,
    TwoDInner,
    XProj,
    DtRank
};
// Which layers have the part: all, those that attend, the recurrent ones, the dense-FFN ones, the routed ones.
// AttnV: the layers that attend and have their own V projection (gemma4 kEqV: not the full ones).
enum class When { All, Attn, AttnV, Rec, Dense, Moe };
struct Part
{
    std::string_view name;
    std::array<Dim, 3> ne;
    When when = When::All;
    TensorClass cls = TensorClass::Other;
    bool f32 = false;
};

// The widths a preset leaves to its parameter counts, read back from them, and which layers route.
struct Widths
{
    uint32_t n = 0;    // layers
    uint64_t e = 0;    // n_embd
    bool moe = false;  // the model routes experts
    uint64_t mats = 3; // matrices per FFN (nemotron_h: up and down only)
    uint32_t nDense = 0;
    uint32_t moeStep = 1;
    uint64_t nMoe = 0;
    uint64_t nFfExp = 0, nShared = 0, nFf = 0;
    uint64_t nPle = 0, ropeHalf = 0;
    uint64_t groups = 1, conv = 0, ssmHeads = 0, vHeads = 0, dtRank = 0;
    uint64_t qkMla = 0, idxDim = 0, idxHeads = 0;
};

// nemotron_h: only the layers that neither attend nor recur have an FFN, dense in nemotron_h, routed in
// nemotron_h_moe (hybrid_override_pattern "-" / "E"); its FFNs have up and down matrices only.
bool hasFfn(const ModelSpec& m, const ArchShape& shape, uint32_t il)
{
    return !shape.nemotronH || (!m.layers[il].attends() && !m.layers[il].hasRecurrent());
}

// Whether layer il routes: after the leading dense layers, or every moeStep-th one (nemotron_h_moe: every FFN).
bool routes(const ArchShape& shape, const Widths& w, uint32_t il)
{
    return shape.nemotronH ? w.moe : shape.interleavedMoe ? (il + 1) % w.moeStep == 0 : il >= w.nDense;
}

uint64_t recurrentLayers(const ModelSpec& m)
{
    uint64_t nRec = 0;
    for (const LayerSpec& l : m.layers)
        nRec += l.hasRecurrent() ? 1 : 0;
    return nRec;
}

// Dense and routed layers. deepseek2's first_k_dense_replace layers have a dense FFN; the others route. llama4's
// routed layers are every step-th (interleave_moe_layer_step), glm4moe's all after leading_dense_block_count,
// neither in the presets: the number of routed layers is read back from the routers, the only tensors of class
// other (n_embd x n_expert each, glm4moe plus the exp_probs_b bias of n_expert). Scout: 48 routed layers of 48,
// step 1; Maverick: 24, step 2; GLM-4.5-Air: 45 of 46, one dense layer; GLM-4.6/4.7: 89 of 92.
bool readRouting(const ModelSpec& m, const ArchShape& shape, Widths& w)
{
    const ParamCounts& p = m.params;
    w.nDense = w.moe ? (shape.mla ? std::min(m.moe.nDenseLead, w.n) : 0) : w.n;
    uint32_t nFfnLayers = 0;
    for (uint32_t il = 0; il < w.n; ++il)
        nFfnLayers += hasFfn(m, shape, il) ? 1 : 0;
    w.mats = shape.nemotronH ? 2 : 3;
    if (shape.nemotronH)
        w.nDense = w.moe ? 0 : nFfnLayers;
    // lfm2moe's leading dense layers (leading_dense_block_count, not in the preset) are read back from its routers
    // as glm4moe's: LFM2-8B-A1B 22 routed layers of 24 (2 dense).
    if (w.moe && (shape.interleavedMoe || shape.glmMoe || shape.kimiLinear || (shape.shortConv && shape.routerBias))) {
        const uint64_t router =
            w.e * m.nExpert + (shape.glmMoe || shape.kimiLinear || shape.routerBias ? m.nExpert : 0);
        const uint64_t routed = p.other / router;
        if (routed == 0 || routed > w.n || p.other % router != 0 || (shape.interleavedMoe && w.n % routed != 0))
            return false;
        w.moeStep = shape.interleavedMoe ? static_cast<uint32_t>(w.n / routed) : 1;
        w.nDense = static_cast<uint32_t>(w.n - routed);
    }
    w.nMoe = shape.nemotronH ? (w.moe ? nFfnLayers : 0) : w.n - w.nDense;
    return true;
}

// The FFN widths. The widths are not all in the preset; what is missing is what the parameter counts leave: 3
// matrices of n_embd x width per layer and per expert (gpt-oss: plus the gate and up biases of the width and the
// down bias of n_embd per expert, which makes 2880 x 2880 experts read as 2880, not 2881: see expertWidth in
// computegraph.cpp).
bool readFfnWidths(const ModelSpec& m, const ArchShape& shape, Widths& w)
{
    const ParamCounts& p = m.params;
    const uint64_t e = w.e, mats = w.mats, nMoe = w.nMoe;
    w.nFfExp = m.moe.nFfExp;
    if (w.moe && w.nFfExp == 0 && nMoe > 0) {
        const uint64_t per = p.experts / (nMoe * m.nExpert);
        w.nFfExp = shape.gptOss && per > e && (per - e) % (3 * e + 2) == 0 ? (per - e) / (3 * e + 2) : per / (mats * e);
    }
    // Shared experts (in params.ffn): deepseek2 n_shared x n_ff_exp; llama4 n_ff_exp (n_ff_shexp = n_ff_exp);
    // glm4moe n_shared x n_ff_exp, one shared expert when the preset does not say (n_shared_experts 1 in every
    // GLM-4.5/4.6/4.7 config.json; the dense width left over must then divide exactly and the counts match);
    // granitehybrid n_ff_shexp, read from the counts; nemotron_h_moe n_ff_shexp (up and down) likewise.
    if (w.moe && shape.sharedExperts)
        w.nShared = shape.kimiLinear       ? uint64_t(std::max<uint32_t>(m.moe.nShared, 1)) * w.nFfExp
                    : shape.nemotronH      ? (nMoe > 0 ? p.ffn / (nMoe * mats * e) : 0)
                    : shape.mla            ? uint64_t(m.moe.nShared) * w.nFfExp
                    : shape.interleavedMoe ? w.nFfExp
                    : shape.glmMoe         ? uint64_t(std::max<uint32_t>(m.moe.nShared, 1)) * w.nFfExp
                                           : p.ffn / (uint64_t(w.n) * 3 * e);
    if (shape.ffn && w.nDense > 0) {
        const uint64_t sharedParams = nMoe * mats * e * w.nShared;
        w.nFf = m.nFf != 0 && shape.mla ? m.nFf
                : p.ffn > sharedParams  ? (p.ffn - sharedParams) / (w.nDense * mats * e)
                                        : 0;
    }
    // gemma4: a dense FFN of n_ff in every layer, experts or not, twice as wide on the KV-shared layers when
    // doubleWideFfn (conversion/gemma.py writes feed_forward_length per layer then); n_ff as stated, else read back.
    if (shape.gemma4) {
        uint64_t units = 0;
        for (const LayerSpec& l : m.layers)
            units += shape.doubleWideFfn && l.kvShared ? 2 : 1;
        w.nFf = m.nFf != 0 ? m.nFf : p.ffn / (units * 3 * e);
    }
    return !((w.moe && w.nFfExp == 0) || (!w.moe && p.experts != 0) || (shape.ffn && w.nDense > 0 && w.nFf == 0) ||
             (shape.gemma4 && w.nFf == 0));
}

// The recurrent blocks' widths.
bool readRecurrentWidths(const ModelSpec& m, const ArchShape& shape, Widths& w)
{
    const ParamCounts& p = m.params;
    const uint64_t e = w.e;
    // Mamba-2 (src/models/mamba2.cpp, granite-hybrid.cpp): d_in_proj = 2 d_inner + 2 n_group d_state + n_head,
    // conv over d_inner + 2 n_group d_state channels; the SSM head count is what the recurrent counts leave:
    // per layer e (2 d_inner + conv) + e h (ssm_in) + (d_conv + 1) conv (conv1d, its bias) + 3 h (dt bias, A, D)
    // with ssm_out (d_inner x e) in the first term.
    const RecurrentInfo& r = m.recurrent;
    w.groups = std::max<uint32_t>(r.nGroup, 1);
    w.conv = uint64_t(r.dInner) + 2 * w.groups * r.dState;
    if (shape.mamba2) {
        const uint64_t nRec = recurrentLayers(m);
        const uint64_t fixed = e * (2 * uint64_t(r.dInner) + w.conv) + (uint64_t(r.dConv) + 1) * w.conv;
        const uint64_t per = nRec ? p.recurrent / nRec : 0;
        if (r.kind != RecurrentKind::Mamba2 || nRec == 0 || r.dInner == 0 || r.dConv == 0 || per <= fixed ||
            (per - fixed) % (e + 3) != 0 || r.dInner % w.groups != 0)
            return false;
        w.ssmHeads = (per - fixed) / (e + 3);
    }
    // Gated DeltaNet: value heads of d_state (head_v_dim = head_k_dim = ssm_d_state in llama.cpp).
    if (shape.gatedDeltaNet && (r.kind != RecurrentKind::GatedDeltaNet || r.dState == 0 || r.nGroup == 0 ||
                                r.dConv == 0 || r.dInner % r.dState != 0))
        return false;
    w.vHeads = shape.gatedDeltaNet ? r.dInner / r.dState : 0;
    // Mamba-1 (jamba.cpp): the dt rank is what the recurrent counts leave: per layer 3 e d_inner (ssm_in, ssm_out)
    // + (d_conv + 3) d_inner (conv1d, its bias, dt bias, D) + 3 d_state d_inner (ssm_x's B and C rows, A)
    // + 2 d_inner dt_rank (ssm_x's dt rows, ssm_dt). Jamba 1.5 Mini: 105308160 per layer, dt_rank 256.
    if (shape.mamba1) {
        const uint64_t nRec = recurrentLayers(m);
        const uint64_t di = r.dInner;
        const uint64_t fixed = 3 * e * di + (uint64_t(r.dConv) + 3) * di + 3 * uint64_t(r.dState) * di;
        const uint64_t per = nRec ? p.recurrent / nRec : 0;
        if (r.kind != RecurrentKind::Mamba || nRec == 0 || di == 0 || r.dConv == 0 || per <= fixed ||
            (per - fixed) % (2 * di) != 0)
            return false;
        w.dtRank = (per - fixed) / (2 * di);
    }
    if (shape.shortConv && (r.kind != RecurrentKind::ShortConv || r.dConv == 0))
        return false;
    // kimi-linear's Kimi Delta Attention: d_inner = n_head x head_dim, head_dim = d_state.
    if (shape.kimiLinear &&
        (r.kind != RecurrentKind::Kda || r.dState == 0 || r.dConv == 0 || r.dInner != uint64_t(m.nHead) * r.dState))
        return false;
    return true;
}

// The latent attention's widths and DeepSeek-V3.2's lightning indexer.
bool readAttentionWidths(const ModelSpec& m, const ArchShape& shape, Widths& w)
{
    const uint64_t e = w.e;
    w.qkMla = uint64_t(m.qkNopeHeadDim) + m.qkRopeHeadDim;
    if (shape.mla && (m.kvLoraRank == 0 || m.qkNopeHeadDim == 0 || m.qkRopeHeadDim == 0 || m.vHeadDimMla == 0))
        return false;
    // deepseek32: per attending layer, attention = the MLA projections + indexer attn_k (n_embd x D) + indexer
    // attn_q_b (q_lora_rank x H x D) + indexer proj (n_embd x H), D = indexer_head_size; H is read back.
    w.idxDim = m.layers.empty() ? 0 : m.layers[0].indexerK;
    if (shape.dsaIndexer) {
        uint64_t nAttn = 0;
        for (const LayerSpec& l : m.layers)
            nAttn += l.attends() ? 1 : 0;
        const uint64_t h = m.nHead, qLora = m.qLoraRank, kvLora = m.kvLoraRank, idxDim = w.idxDim;
        const uint64_t mlaPer = e * qLora + qLora * h * w.qkMla + e * (kvLora + m.qkRopeHeadDim) +
                                uint64_t(m.qkNopeHeadDim) * kvLora * h + kvLora * m.vHeadDimMla * h +
                                h * m.vHeadDimMla * e;
        const uint64_t per = nAttn ? m.params.attention / nAttn : 0;
        if (qLora == 0 || idxDim == 0 || per <= mlaPer + e * idxDim ||
            (per - mlaPer - e * idxDim) % (qLora * idxDim + e))
            return false;
        w.idxHeads = (per - mlaPer - e * idxDim) / (qLora * idxDim + e);
    }
    return true;
}

// Every width, or nullopt when the counts do not reproduce this reading of the shape.
std::optional<Widths> readWidths(const ModelSpec& m, const ArchShape& shape)
{
    Widths w;
    w.n = m.nLayer();
    w.e = m.nEmbd;
    w.moe = m.isMoe();
    if (!readRouting(m, shape, w) || !readFfnWidths(m, shape, w))
        return std::nullopt;
    // Per-layer embedding width (gemma3n: llama.cpp's fixed n_embd_altup 256 when the preset does not say) and the
    // full layers' rope_freqs (half the first full layer's head size).
    w.nPle = !shape.perLayerEmbd ? 0 : m.nEmbdPerLayer ? m.nEmbdPerLayer : shape.altup ? 256 : 0;
    for (const LayerSpec& l : m.layers)
        if (shape.gemma4 && w.ropeHalf == 0 && l.attn == AttnKind::Full && l.attends())
            w.ropeHalf = l.headDimK / 2;
    if (!readRecurrentWidths(m, shape, w) || !readAttentionWidths(m, shape, w))
        return std::nullopt;
    return w;
}

// A list of parts being written, in the converter's order.
struct Parts
{
    std::vector<Part> list;
    void operator()(std::string_view name, When when, Dim d0, Dim d1 = Dim::One, Dim d2 = Dim::One)
    {
        list.push_back({name, {d0, d1, d2}, when});
    }
};

void normParts(const ArchShape& shape, Parts& part)
{
    if (shape.preNorms)
        part("attn_norm.weight", When::All, Dim::Embd);
    // gpt-oss and glm4moe normalise before the FFN with post_attention_norm
    if (shape.preNorms && shape.ffn && !shape.gptOss && !shape.glmMoe && !shape.gatedDeltaNet && !shape.nemotronH &&
        !shape.falconH1)
        part("ffn_norm.weight", When::All, Dim::Embd);
    if (shape.falconH1)
        part("ffn_norm", When::All, Dim::Embd);
    if (shape.postNorms || shape.gptOss || shape.glmMoe || shape.gatedDeltaNet)
        part("post_attention_norm.weight", When::All, Dim::Embd);
    if (shape.postNorms)
        part("post_ffw_norm.weight", When::All, Dim::Embd);
    if (shape.qkNorm) {
        part("attn_q_norm.weight", When::Attn, Dim::HeadK);
        part("attn_k_norm.weight", When::Attn, Dim::HeadK);
    }
    if (shape.qkNormFull) {
        part("attn_q_norm.weight", When::Attn, Dim::Q);
        part("attn_k_norm.weight", When::Attn, Dim::K);
    }
}

void attentionParts(const ModelSpec& m, const ArchShape& shape, Parts& part)
{
    if (shape.mla) {
        if (m.qLoraRank > 0) {
            part("attn_q_a_norm.weight", When::Attn, Dim::QLora);
            part("attn_q_a.weight", When::Attn, Dim::Embd, Dim::QLora);
            part("attn_q_b.weight", When::Attn, Dim::QLora, Dim::QMla);
        } else {
            part("attn_q.weight", When::Attn, Dim::Embd, Dim::QMla);
        }
        part("attn_kv_a_norm.weight", When::Attn, Dim::Lora);
        part("attn_kv_a_mqa.weight", When::Attn, Dim::Embd, Dim::KvA);
        part("attn_k_b.weight", When::Attn, Dim::Nope, Dim::Lora, Dim::Heads);
        part("attn_v_b.weight", When::Attn, Dim::Lora, Dim::VMla, Dim::Heads);
        part("attn_output.weight", When::Attn, Dim::OMla, Dim::Embd);
        if (shape.dsaIndexer) {
            part("indexer.attn_k.weight", When::Attn, Dim::Embd, Dim::IdxDim);
            part("indexer.attn_q_b.weight", When::Attn, Dim::QLora, Dim::IdxQ);
            part("indexer.k_norm.bias", When::Attn, Dim::IdxDim);
            part("indexer.k_norm.weight", When::Attn, Dim::IdxDim);
            part("indexer.proj.weight", When::Attn, Dim::Embd, Dim::IdxHeads);
        }
    } else if (shape.fusedQkv) {
        part("attn_qkv.weight", When::Attn, Dim::Embd, Dim::Qkv);
    } else {
        part("attn_q.weight", When::Attn, Dim::Embd, shape.gatedDeltaNet ? Dim::QGated : Dim::Q);
        part("attn_k.weight", When::Attn, Dim::Embd, Dim::K);
        part("attn_v.weight", shape.kEqV ? When::AttnV : When::Attn, Dim::Embd, Dim::V);
    }
    if (shape.qkvBias) {
        part("attn_q.bias", When::Attn, Dim::Q);
        part("attn_k.bias", When::Attn, Dim::K);
        part("attn_v.bias", When::Attn, Dim::V);
    }
    if (!shape.mla)
        part("attn_output.weight", When::Attn, Dim::O, Dim::Embd);
    if (shape.gptOss) {
        part("attn_output.bias", When::Attn, Dim::Embd);
        part("attn_sinks.weight", When::Attn, Dim::Heads);
        part("ffn_gate_inp.bias", When::Moe, Dim::Experts);
        part("ffn_gate_exps.bias", When::Moe, Dim::FfExp, Dim::Experts);
        part("ffn_up_exps.bias", When::Moe, Dim::FfExp, Dim::Experts);
        part("ffn_down_exps.bias", When::Moe, Dim::Embd, Dim::Experts);
    }
}

void recurrentParts(const ArchShape& shape, Parts& part)
{
    if (shape.mamba2) {
        part("ssm_in.weight", When::Rec, Dim::Embd, Dim::InProj);
        part("ssm_conv1d.weight", When::Rec, Dim::DConv, Dim::Conv);
        part("ssm_conv1d.bias", When::Rec, Dim::Conv);
        part("ssm_dt.bias", When::Rec, Dim::SsmHeads);
        part("ssm_a", When::Rec, Dim::One, Dim::SsmHeads);
        part("ssm_d", When::Rec, Dim::One, Dim::SsmHeads);
        if (shape.ssmNorm)
            part("ssm_norm.weight", When::Rec, Dim::SsmNorm, Dim::Groups);
        part("ssm_out.weight", When::Rec, Dim::DInner, Dim::Embd);
    }
    if (shape.gatedDeltaNet) {
        part("attn_qkv.weight", When::Rec, Dim::Embd, Dim::Conv);
        part("attn_gate.weight", When::Rec, Dim::Embd, Dim::DInner);
        part("ssm_conv1d.weight", When::Rec, Dim::DConv, Dim::Conv);
        part("ssm_dt.bias", When::Rec, Dim::VHeads);
        part("ssm_a", When::Rec, Dim::VHeads);
        if (shape.ssmBa) {
            part("ssm_ba.weight", When::Rec, Dim::Embd, Dim::TwoVHeads);
        } else {
            part("ssm_beta.weight", When::Rec, Dim::Embd, Dim::VHeads);
            part("ssm_alpha.weight", When::Rec, Dim::Embd, Dim::VHeads);
        }
        part("ssm_norm.weight", When::Rec, Dim::DState);
        part("ssm_out.weight", When::Rec, Dim::DInner, Dim::Embd);
    }
    if (shape.kimiLinear) {
        for (const char* x : {"ssm_conv1d_q.weight", "ssm_conv1d_k.weight", "ssm_conv1d_v.weight"})
            part(x, When::Rec, Dim::DConv, Dim::One, Dim::DInner);
        for (const char* x : {"attn_q.weight", "attn_k.weight", "attn_v.weight"})
            part(x, When::Rec, Dim::Embd, Dim::DInner);
        part("ssm_f_a.weight", When::Rec, Dim::Embd, Dim::DState);
        part("ssm_f_b.weight", When::Rec, Dim::DState, Dim::DInner);
        part("ssm_g_a.weight", When::Rec, Dim::Embd, Dim::DState);
        part("ssm_g_b.weight", When::Rec, Dim::DState, Dim::DInner);
        part("ssm_beta.weight", When::Rec, Dim::Embd, Dim::Heads);
        part("ssm_a", When::Rec, Dim::One, Dim::Heads);
        part("ssm_dt.bias", When::Rec, Dim::DInner);
        part("ssm_norm.weight", When::Rec, Dim::DState);
        part("attn_output.weight", When::Rec, Dim::DInner, Dim::Embd);
    }
    if (shape.mamba1) {
        part("ssm_in.weight", When::Rec, Dim::Embd, Dim::TwoDInner);
        part("ssm_conv1d.weight", When::Rec, Dim::DConv, Dim::DInner);
        part("ssm_conv1d.bias", When::Rec, Dim::DInner);
        part("ssm_x.weight", When::Rec, Dim::DInner, Dim::XProj);
        part("ssm_dt_norm.weight", When::Rec, Dim::DtRank);
        part("ssm_dt.weight", When::Rec, Dim::DtRank, Dim::DInner);
        part("ssm_dt.bias", When::Rec, Dim::DInner);
        part("ssm_b_norm.weight", When::Rec, Dim::DState);
        part("ssm_c_norm.weight", When::Rec, Dim::DState);
        part("ssm_a", When::Rec, Dim::DState, Dim::DInner);
        part("ssm_d", When::Rec, Dim::DInner);
        part("ssm_out.weight", When::Rec, Dim::DInner, Dim::Embd);
    }
    if (shape.shortConv) {
        part("shortconv.conv.weight", When::Rec, Dim::DConv, Dim::Embd);
        part("shortconv.in_proj.weight", When::Rec, Dim::Embd, Dim::ThreeEmbd);
        part("shortconv.out_proj.weight", When::Rec, Dim::Embd, Dim::Embd);
    }
}

// gemma4's layer scale, the per-layer embeddings' projections (gemma3n, gemma4) and gemma3n's AltUp and Laurel.
void gemmaExtraParts(const ArchShape& shape, const Widths& w, Parts& part)
{
    if (shape.gemma4)
        part("layer_output_scale.weight", When::All, Dim::One);
    if (w.nPle > 0) {
        part("inp_gate.weight", When::All, Dim::Embd, Dim::Ple);
        part("proj.weight", When::All, Dim::Ple, Dim::Embd);
        part("post_norm.weight", When::All, Dim::Embd);
    }
    if (shape.altup) {
        part("altup_correct_coef.weight", When::All, Dim::AltUp, Dim::AltUp);
        part("altup_correct_scale.weight", When::All, Dim::Embd);
        part("altup_predict_coef.weight", When::All, Dim::AltUp, Dim::AltUp2);
        part("altup_router.weight", When::All, Dim::Embd, Dim::AltUp);
        part("altup_router_norm.weight", When::All, Dim::Embd);
        part("laurel_l.weight", When::All, Dim::Embd, Dim::Laurel);
        part("laurel_r.weight", When::All, Dim::Laurel, Dim::Embd);
        part("laurel_post_norm.weight", When::All, Dim::Embd);
    }
}

void ffnParts(const ModelSpec& m, const ArchShape& shape, const Widths& w, Parts& part)
{
    if (shape.gemma4 && w.moe) {
        part("ffn_gate_inp.weight", When::Moe, Dim::Embd, Dim::Experts);
        part("ffn_gate_inp.scale", When::Moe, Dim::Embd);
        part("pre_ffw_norm_2.weight", When::Moe, Dim::Embd);
        part("post_ffw_norm_1.weight", When::Moe, Dim::Embd);
        part("post_ffw_norm_2.weight", When::Moe, Dim::Embd);
        part("ffn_gate_up_exps.weight", When::Moe, Dim::Embd, Dim::TwoFfExp, Dim::Experts);
        part("ffn_down_exps.weight", When::Moe, Dim::FfExp, Dim::Embd, Dim::Experts);
        part("ffn_down_exps.scale", When::Moe, Dim::Experts);
    } else if (shape.ffn && w.moe) {
        part("ffn_gate_inp.weight", When::Moe, Dim::Embd, Dim::Experts);
        if (shape.gatedDeltaNet && w.nShared > 0)
            part("ffn_gate_inp_shexp.weight", When::Moe, Dim::Embd);
        if ((shape.mla && m.moe.probsBias) || shape.glmMoe || shape.kimiLinear || shape.routerBias || shape.nemotronH)
            part("exp_probs_b.bias", When::Moe, Dim::Experts);
        if (w.mats == 3)
            part("ffn_gate_exps.weight", When::Moe, Dim::Embd, Dim::FfExp, Dim::Experts);
        part("ffn_up_exps.weight", When::Moe, Dim::Embd, Dim::FfExp, Dim::Experts);
        part("ffn_down_exps.weight", When::Moe, Dim::FfExp, Dim::Embd, Dim::Experts);
        if (w.nShared > 0) {
            if (w.mats == 3)
                part("ffn_gate_shexp.weight", When::Moe, Dim::Embd, Dim::Shared);
            part("ffn_up_shexp.weight", When::Moe, Dim::Embd, Dim::Shared);
            part("ffn_down_shexp.weight", When::Moe, Dim::Shared, Dim::Embd);
        }
    }
    if (shape.ffn && (w.nDense > 0 || shape.gemma4)) {
        const When dense = shape.gemma4 ? When::All : When::Dense; // gemma4: beside the experts
        if (shape.fusedQkv) {
            part("ffn_up.weight", When::Dense, Dim::Embd, Dim::TwoFf);
            part("ffn_down.weight", When::Dense, Dim::Ff, Dim::Embd);
        } else {
            if (w.mats == 3)
                part("ffn_gate.weight", dense, Dim::Embd, Dim::Ff);
            part("ffn_up.weight", dense, Dim::Embd, Dim::Ff);
            part("ffn_down.weight", dense, Dim::Ff, Dim::Embd);
        }
    }
}

// convert_hf_to_gguf.py (conversion/base.py prepare_tensors): 1-D tensors, norms, routers, ssm_conv1d and
// names not ending in ".weight" (biases, ssm_a, ssm_d, gemma4's .scale) and gemma3n's altup_correct_coef /
// altup_predict_coef are F32; other weights the base type.
void classify(Part& pt)
{
    pt.cls = classifyTensor(pt.name);
    const bool weight = pt.name.size() >= 7 && pt.name.substr(pt.name.size() - 7) == ".weight";
    pt.f32 = pt.ne[1] == Dim::One || pt.cls == TensorClass::Norm || has(pt.name, "ffn_gate_inp") ||
             has(pt.name, "ssm_conv1d") || has(pt.name, "shortconv.conv") || has(pt.name, "altup_correct_coef") ||
             has(pt.name, "altup_predict_coef") || has(pt.name, "indexer.proj") || !weight;
}

// The parts of a layer, classified, in the loader's order (by name, the same in every layer).
std::vector<Part> layerParts(const ModelSpec& m, const ArchShape& shape, const Widths& w)
{
    Parts part;
    normParts(shape, part);
    attentionParts(m, shape, part);
    recurrentParts(shape, part);
    gemmaExtraParts(shape, w, part);
    ffnParts(m, shape, w, part);
    for (Part& pt : part.list) {
        classify(pt);
        if ((shape.gatedDeltaNet || shape.kimiLinear) && pt.when == When::Rec && startsWith(pt.name, "attn_"))
            pt.cls = shape.recProjClass;
    }
    std::sort(part.list.begin(), part.list.end(), [](const Part& x, const Part& y) { return x.name < y.name; });
    return std::move(part.list);
}

// The tensors outside the layers, classified, in the loader's order.
std::vector<Part> outsideParts(const ModelSpec& m, const ArchShape& shape, const Widths& w)
{
    std::vector<Part> outside;
    if (!m.tiedEmbeddings)
        outside.push_back({"output.weight", {Dim::Embd, Dim::Vocab, Dim::One}});
    // lfm2's output norm is token_embd_norm (sorted after token_embd.weight)
    outside.push_back(
        {shape.shortConv ? "token_embd_norm.weight" : "output_norm.weight", {Dim::Embd, Dim::One, Dim::One}});
    outside.push_back({"token_embd.weight", {Dim::Embd, Dim::Vocab, Dim::One}});
    if (w.ropeHalf > 0)
        outside.push_back({"rope_freqs.weight", {Dim::RopeHalf, Dim::One, Dim::One}});
    if (w.nPle > 0) {
        outside.push_back({"per_layer_token_embd.weight", {Dim::PleAll, Dim::Vocab, Dim::One}});
        outside.push_back({"per_layer_model_proj.weight", {Dim::Embd, Dim::PleAll, Dim::One}});
        outside.push_back({"per_layer_proj_norm.weight", {Dim::Ple, Dim::One, Dim::One}});
    }
    if (shape.altup) {
        outside.push_back({"altup_proj.weight", {Dim::Embd, Dim::Embd, Dim::AltUpM1}});
        outside.push_back({"altup_unembd_proj.weight", {Dim::Embd, Dim::Embd, Dim::AltUpM1}});
    }
    std::sort(outside.begin(), outside.end(), [](const Part& x, const Part& y) { return x.name < y.name; });
    for (Part& pt : outside)
        classify(pt);
    return outside;
}

// The size of a part's dimension in layer l (outside the layers: an empty layer, only the model-wide sizes are
// asked).
uint64_t sizeOf(Dim d, const LayerSpec& l, const ModelSpec& m, const ArchShape& shape, const Widths& w)
{
    const RecurrentInfo& r = m.recurrent;
    switch (d) {
    case Dim::One: return 1;
    case Dim::Embd: return w.e;
    case Dim::Vocab: return m.nVocab;
    case Dim::Q: return uint64_t(m.nHead) * l.headDimK;
    case Dim::K: return l.kValues();
    case Dim::V: return l.vValues();
    case Dim::O: return uint64_t(m.nHead) * l.headDimV;
    case Dim::Qkv: return uint64_t(m.nHead) * l.headDimK + l.kValues() + l.vValues();
    case Dim::HeadK: return l.headDimK;
    case Dim::Ff: return shape.doubleWideFfn && l.kvShared ? 2 * w.nFf : w.nFf;
    case Dim::TwoFf: return 2 * w.nFf;
    case Dim::FfExp: return w.nFfExp;
    case Dim::Experts: return m.nExpert;
    case Dim::Shared: return w.nShared;
    case Dim::Heads: return m.nHead;
    case Dim::QMla: return m.nHead * w.qkMla;
    case Dim::QLora: return m.qLoraRank;
    case Dim::KvA: return uint64_t(m.kvLoraRank) + m.qkRopeHeadDim;
    case Dim::Lora: return m.kvLoraRank;
    case Dim::Nope: return m.qkNopeHeadDim;
    case Dim::VMla: return m.vHeadDimMla;
    case Dim::OMla: return uint64_t(m.nHead) * m.vHeadDimMla;
    case Dim::InProj: return r.dInner + w.conv + w.ssmHeads;
    case Dim::DConv: return r.dConv;
    case Dim::Conv: return w.conv;
    case Dim::SsmHeads: return w.ssmHeads;
    case Dim::SsmNorm: return r.dInner / w.groups;
    case Dim::Groups: return w.groups;
    case Dim::DInner: return r.dInner;
    case Dim::TwoFfExp: return 2 * w.nFfExp;
    case Dim::Ple: return w.nPle;
    case Dim::PleAll: return w.nPle * w.n;
    case Dim::RopeHalf: return w.ropeHalf;
    case Dim::AltUp: return 4;
    case Dim::AltUp2: return 16;
    case Dim::AltUpM1: return 3;
    case Dim::Laurel: return 64;
    case Dim::IdxDim: return w.idxDim;
    case Dim::IdxHeads: return w.idxHeads;
    case Dim::IdxQ: return w.idxHeads * w.idxDim;
    case Dim::QGated: return 2 * uint64_t(m.nHead) * l.headDimK;
    case Dim::VHeads: return w.vHeads;
    case Dim::TwoVHeads: return 2 * w.vHeads;
    case Dim::DState: return r.dState;
    case Dim::ThreeEmbd: return 3 * w.e;
    case Dim::TwoDInner: return 2 * uint64_t(r.dInner);
    case Dim::XProj: return w.dtRank + 2 * uint64_t(r.dState);
    case Dim::DtRank: return w.dtRank;
    }
    return 1;
}

// Whether layer il has a part of this kind.
bool layerHas(When when, const ModelSpec& m, const ArchShape& shape, const Widths& w, uint32_t il)
{
    const LayerSpec& l = m.layers[il];
    switch (when) {
    case When::All: return true;
    case When::Attn: return l.attends();
    case When::AttnV: return l.attends() && !(shape.kEqV && l.attn == AttnKind::Full);
    case When::Rec: return l.hasRecurrent();
    case When::Dense: return hasFfn(m, shape, il) && !routes(shape, w, il);
    case When::Moe: return hasFfn(m, shape, il) && routes(shape, w, il);
    }
    return false;
}

// The tensor list for one reading of the architecture's shape; empty when it does not reproduce the counts.
std::vector<TensorWeight> layOut(const ModelSpec& m, uint32_t baseType, const ArchShape& shape)
{
    const std::optional<Widths> w = readWidths(m, shape);
    if (!w)
        return {};
    const std::vector<Part> parts = layerParts(m, shape, *w);
    std::vector<TensorWeight> out;
    out.reserve(3 + size_t(w->n) * parts.size());
    auto put = [&](std::string name, const Part& pt, int32_t layer, const LayerSpec& l) {
        TensorWeight t;
        t.name = std::move(name);
        t.cls = pt.cls;
        t.layer = layer;
        t.ne = {sizeOf(pt.ne[0], l, m, shape, *w), sizeOf(pt.ne[1], l, m, shape, *w),
                sizeOf(pt.ne[2], l, m, shape, *w)};
        t.type = pt.f32 ? uint32_t(GgmlType::F32) : baseType;
        out.push_back(std::move(t));
    };
    // Loader order (by layer, then by name): the tensors outside the layers first, then each layer's
    // tensors, whose names sort the same way in every layer.
    const LayerSpec none;
    for (const Part& pt : outsideParts(m, shape, *w))
        put(std::string(pt.name), pt, -1, none);
    for (uint32_t il = 0; il < w->n; ++il)
        for (const Part& pt : parts)
            if (layerHas(pt.when, m, shape, *w, il))
                put(blk(il, pt.name), pt, static_cast<int32_t>(il), m.layers[il]);
    assert(std::is_sorted(out.begin(), out.end(), loaderOrder));
    ClassBytes want = asClasses(m.params);
    if (m.tiedEmbeddings)
        want.output = 0;
    if (paramsOf(out) != want)
        return {};
    return out;
}

} // namespace

std::vector<TensorWeight> archTensors(const ModelSpec& m, uint32_t baseType)
{
    ArchShape shape;
    if (!archShape(m.arch, shape) || m.nLayer() == 0 || m.nEmbd == 0 || m.nVocab == 0 ||
        (m.nHead == 0 && !shape.mamba2))
        return {};
    // gemma4: tried first without attn_v on the full layers (attention_k_eq_v: 12B, 26B A4B, 31B), then with it (E4B),
    // then with the double-wide FFN on the KV-shared layers (use_double_wide_mlp: E2B), either way; the counts decide.
    shape.kEqV = shape.gemma4;
    std::vector<TensorWeight> out = layOut(m, baseType, shape);
    for (int variant = 1; out.empty() && shape.gemma4 && variant < 4; ++variant) {
        shape.kEqV = variant == 3;
        shape.doubleWideFfn = variant >= 2;
        out = layOut(m, baseType, shape);
    }
    if (out.empty() && shape.gptOss) { // a gpt-oss without attention biases (create_tensor_qkv allows it)
        shape.qkvBias = false;
        out = layOut(m, baseType, shape);
    }
    if (out.empty() && (shape.gatedDeltaNet || shape.kimiLinear)) { // the projections as attention (a GGUF's names)
        shape.recProjClass = TensorClass::Attention;
        out = layOut(m, baseType, shape);
    }
    if (out.empty() && shape.falconH1) { // Falcon-H1 with mamba_rms_norm: ssm_norm (TENSOR_NOT_REQUIRED)
        shape.ssmNorm = true;
        out = layOut(m, baseType, shape);
    }
    if (out.empty() && shape.glmMoe) { // GLM-4.7: attn_{q,k}_norm (TENSOR_NOT_REQUIRED in glm4-moe.cpp)
        shape.qkNorm = true;
        out = layOut(m, baseType, shape);
    }
    return out;
}

} // namespace kv
