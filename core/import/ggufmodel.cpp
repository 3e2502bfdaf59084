// GGUF metadata -> ModelSpec, per architecture as llama.cpp's llama-model.cpp loads it.
#include "ggufmodel.h"

#include "arch/architecture.h"
#include "errors.h"
#include "ggmltype.h"
#include "scenario.h"

#include <algorithm>
#include <array>
#include <optional>

namespace kv {

namespace {

constexpr uint64_t kMaxDim = uint64_t(1) << 31;

using Gguf = Architecture::Gguf;

// The description of the file's architecture when kvplanner reads its hyperparameters (Gguf::known), by its exact
// llama.cpp name (Ollama's aliases, which llama.cpp does not load, stay unknown); else the blank description.
const Architecture& ggufArchitecture(const std::string& name)
{
    const Architecture& a = architecture(name);
    return a.id == name && a.gguf.known ? a : architecture("");
}

// Typed access to the metadata, with errors naming the key.
class Meta
{
public:
    Meta(const GgufFile& f, std::string arch) : m_f(f), m_arch(std::move(arch)) {}
    const std::string& arch() const { return m_arch; }
    std::string key(std::string_view k) const { return m_arch + "." + std::string(k); }
    const GgufValue* find(const std::string& fullKey) const
    {
        auto it = m_f.meta.find(fullKey);
        return it == m_f.meta.end() ? nullptr : &it->second;
    }
    std::optional<uint64_t> num(std::string_view k, uint64_t max = kMaxDim) const { return numFull(key(k), max); }
    std::optional<uint64_t> numFull(const std::string& full, uint64_t max = kMaxDim) const
    {
        const GgufValue* v = find(full);
        if (!v)
            return std::nullopt;
        return checkedNumber(*v, full, max);
    }
    // A number for every layer, or a per-layer array (llama.cpp's get_key_or_arr).
    std::optional<std::vector<uint64_t>> perLayer(std::string_view k, uint32_t nLayer) const
    {
        const std::string full = key(k);
        const GgufValue* v = find(full);
        if (!v)
            return std::nullopt;
        if (!v->isArray())
            return std::vector<uint64_t>(nLayer, checkedNumber(*v, full, kMaxDim));
        if (!v->itemsStored || v->count != nLayer)
            throw InputError("gguf-value-invalid", full, reason::kPerLayerCount);
        std::vector<uint64_t> out;
        for (const GgufValue& e : v->items)
            out.push_back(checkedNumber(e, full, kMaxDim));
        return out;
    }

private:
    static uint64_t checkedNumber(const GgufValue& v, const std::string& key, uint64_t max)
    {
        if (!v.isInteger())
            throw InputError("gguf-value-invalid", key, reason::kNotInteger);
        if (v.i < 0 || v.u > max)
            throw InputError("gguf-value-invalid", key, reason::kTooLarge);
        return v.u;
    }
    const GgufFile& m_f;
    std::string m_arch;
};

uint32_t u32(uint64_t v)
{
    return static_cast<uint32_t>(v);
}

std::string archOf(const GgufFile& f)
{
    auto it = f.meta.find("general.architecture");
    if (it == f.meta.end())
        throw InputError("gguf-value-invalid", "general.architecture", reason::kMissing);
    if (it->second.type != GgufType::String || it->second.str.empty() || it->second.str.size() > 64)
        throw InputError("gguf-value-invalid", "general.architecture", reason::kNotShortText);
    return it->second.str;
}

uint32_t vocabOf(const GgufFile& f, const Meta& m, ImportResult& r)
{
    if (auto v = m.num("vocab_size"))
        return u32(*v);
    auto it = f.meta.find("tokenizer.ggml.tokens");
    if (it != f.meta.end() && it->second.isArray())
        return u32(std::min<uint64_t>(it->second.count, kMaxDim));
    for (const GgufTensor& t : f.tensors)
        if (t.name == "token_embd.weight" && t.dims.size() == 2) {
            r.assume(Diag::VocabFromEmbedding, {std::to_string(t.dims[1])});
            return u32(std::min<uint64_t>(t.dims[1], kMaxDim));
        }
    r.assume(Diag::VocabUnknown);
    return 0;
}

void baseLayers(const Meta& m, uint32_t nLayer, ImportResult& r)
{
    ModelSpec& s = r.model;
    const auto heads = m.perLayer("attention.head_count", nLayer).value_or(std::vector<uint64_t>(nLayer, 0));
    const auto kvHeads = m.perLayer("attention.head_count_kv", nLayer).value_or(heads);
    s.nHead = u32(heads[0] ? heads[0] : *std::max_element(heads.begin(), heads.end()));
    const uint64_t head0 = heads[0];
    const auto dk = m.num("attention.key_length");
    const auto dv = m.num("attention.value_length");
    if ((!dk || !dv) && head0 > 0)
        r.assume(Diag::HeadDimDerived,
                 {std::to_string(s.nEmbd), std::to_string(head0), std::to_string(s.nEmbd / head0)});
    const uint64_t dkv = dk.value_or(head0 ? s.nEmbd / head0 : 0);
    const uint64_t dvv = dv.value_or(head0 ? s.nEmbd / head0 : 0);
    s.layers.assign(nLayer, LayerSpec{});
    for (uint32_t i = 0; i < nLayer; ++i) {
        LayerSpec& l = s.layers[i];
        l.nHeadKv = u32(std::min<uint64_t>(kvHeads[i], 65537));
        l.headDimK = u32(std::min<uint64_t>(dkv, 65537));
        l.headDimV = u32(std::min<uint64_t>(dvv, 65537));
        l.attn = l.nHeadKv > 0 ? AttnKind::Full : AttnKind::None;
    }
}

std::vector<bool> swaLayers(const Meta& m, uint32_t nLayer, uint32_t defaultPattern)
{
    std::vector<bool> swa(nLayer, false);
    const std::string key = m.key("attention.sliding_window_pattern");
    const GgufValue* v = m.find(key);
    if (v && v->isArray()) {
        if (!v->itemsStored || v->count != nLayer)
            throw InputError("gguf-value-invalid", key, reason::kPerLayerCount);
        for (uint32_t i = 0; i < nLayer; ++i) {
            if (!v->items[i].isInteger())
                throw InputError("gguf-value-invalid", key, reason::kBadEntries, {"true/false"});
            swa[i] = v->items[i].u != 0;
        }
        return swa;
    }
    const uint64_t p = v ? m.num("attention.sliding_window_pattern", 1u << 20).value_or(0) : defaultPattern;
    for (uint32_t i = 0; i < nLayer; ++i) // llama_hparams::set_swa_pattern: 0 = all SWA, 1 = none
        swa[i] = p == 0 || (i % p < p - 1);
    return swa;
}

// llama4 (src/models/llama4.cpp, load_arch_hparams): chunked local attention unless the file carries
// attention.sliding_window = 0 (MobileLLM: every layer global). The chunk is fixed at 8192 whatever the
// key's other values; the layers come from attention.sliding_window_pattern, default 4 (3 chunked, 1 full).
void applyChunked(const Meta& m, ImportResult& r)
{
    ModelSpec& s = r.model;
    const auto window = m.num("attention.sliding_window");
    if (window && *window == 0)
        return;
    constexpr uint32_t kChunk = 8192;
    const std::vector<bool> chunked = swaLayers(m, s.nLayer(), 4);
    for (uint32_t i = 0; i < s.nLayer(); ++i)
        if (chunked[i] && s.layers[i].attn == AttnKind::Full) {
            s.layers[i].attn = AttnKind::Chunked;
            s.layers[i].window = kChunk;
        }
}

// Sliding-window layers as the loader applies them (Architecture::Gguf::swa): olmo2 (src/models/olmo2.cpp) only when
// the file has attention.sliding_window > 0 (OLMo 3, converted as olmo2 with a per-layer pattern from layer_types).
void applySwa(const Meta& m, ImportResult& r, const Gguf& g)
{
    ModelSpec& s = r.model;
    if (g.chunked) {
        applyChunked(m, r);
        return;
    }
    const auto window = m.num("attention.sliding_window");
    const bool patternKey = m.find(m.key("attention.sliding_window_pattern")) != nullptr;
    uint64_t w = 0;
    uint32_t pattern = 0;
    if (g.swa) {
        w = window.value_or(g.swaWindow);
        pattern = g.swaPattern;
        if (!window && w)
            r.assume(Diag::SwaWindowDefault, {m.arch(), std::to_string(w)});
    } else if (!g.known && window && *window > 0 && patternKey) {
        w = *window;
        r.assume(Diag::SwaGeneric, {m.arch(), std::to_string(w)});
    } else if (window && *window > 0) {
        r.assume(Diag::SwaIgnored, {m.arch(), std::to_string(*window)});
        return;
    }
    if (w == 0)
        return;
    const std::vector<bool> swa = swaLayers(m, s.nLayer(), pattern);
    for (uint32_t i = 0; i < s.nLayer(); ++i)
        if (swa[i] && s.layers[i].attn == AttnKind::Full) {
            s.layers[i].attn = AttnKind::Swa;
            s.layers[i].window = u32(w);
        }
}

// Gemma 3n / 4 (llama.cpp v0.5.0 src/models/gemma3n.cpp, gemma4.cpp, src/llama-hparams.cpp): sliding layers
// take attention.key_length_swa / value_length_swa (the global layers key_length / value_length); the layers
// from n_layer_kv_from_start on own no cache and attend over an earlier one (gemma3n: fixed at 20; gemma4:
// block_count - attention.shared_kv_layers); embedding_length_per_layer_input is the per-layer embedding width.
void applyGemmaKv(const Meta& m, ImportResult& r, const Gguf& g)
{
    ModelSpec& s = r.model;
    if (g.sharedKv == Gguf::SharedKv::None)
        return;
    const auto dkSwa = m.num("attention.key_length_swa");
    const auto dvSwa = m.num("attention.value_length_swa");
    for (LayerSpec& l : s.layers) {
        if (l.attn != AttnKind::Swa)
            continue;
        if (dkSwa)
            l.headDimK = u32(std::min<uint64_t>(*dkSwa, 65537));
        if (dvSwa)
            l.headDimV = u32(std::min<uint64_t>(*dvSwa, 65537));
    }
    uint64_t fromStart = 20;
    if (g.sharedKv == Gguf::SharedKv::FromSharedKvLayers) {
        const uint64_t shared = m.num("attention.shared_kv_layers", kMaxLayers).value_or(0);
        fromStart = shared < s.nLayer() ? s.nLayer() - shared : 0;
    }
    if (fromStart < 2 && fromStart < s.nLayer())
        throw InputError("gguf-value-invalid", m.key("attention.shared_kv_layers"), reason::kTooFewOwnCaches);
    for (uint64_t i = fromStart; i < s.nLayer(); ++i)
        s.layers[i].kvShared = s.layers[i].attends();
    s.nEmbdPerLayer = u32(m.num("embedding_length_per_layer_input", 1u << 20).value_or(0));
}

void applyMla(const Meta& m, ImportResult& r, const Architecture& a)
{
    ModelSpec& s = r.model;
    const auto rank = m.num("attention.kv_lora_rank");
    if (!rank)
        return;
    if (!m.num("attention.key_length_mla")) {
        // Files converted before llama.cpp's MLA cache: it decompresses and caches every head's K and V.
        r.assume(Diag::MlaLegacyGguf, {m.arch()});
        return;
    }
    s.kvLoraRank = u32(*rank);
    s.qkRopeHeadDim = u32(m.num("rope.dimension_count").value_or(0));
    // The per-head shapes the compute graph needs: key_length_mla = qk_nope + qk_rope, value_length_mla = v_head_dim.
    s.qLoraRank = u32(m.num("attention.q_lora_rank").value_or(0));
    const uint64_t keyMla = m.num("attention.key_length_mla").value_or(0);
    s.qkNopeHeadDim = keyMla > s.qkRopeHeadDim ? u32(keyMla - s.qkRopeHeadDim) : 0;
    s.vHeadDimMla = u32(m.num("attention.value_length_mla").value_or(0));
    // deepseek32's lightning indexer (llama_kv_cache_dsa): one key of indexer.key_length values per token and
    // trunk layer, in a second cache beside the latent.
    const bool dsa = a.tensors.dsaIndexer;
    const uint64_t indexer = dsa ? m.num("attention.indexer.key_length").value_or(0) : 0;
    if (dsa && indexer == 0)
        throw InputError("gguf-value-invalid", m.key("attention.indexer.key_length"), reason::kMissing);
    for (LayerSpec& l : s.layers)
        if (l.attn != AttnKind::None) {
            l.attn = AttnKind::Mla;
            l.nHeadKv = 1;
            l.headDimK = s.kvLoraRank + s.qkRopeHeadDim;
            l.headDimV = 0;
            l.indexerK = u32(std::min<uint64_t>(indexer, 65536));
        }
}

// deepseek2's routing as src/models/deepseek2.cpp reads it: leading dense layers, shared experts, the expert width,
// the gating function (absent: softmax, or sigmoid for GLM-4.7-Flash's 47/48 layers and 154880 tokens), normalised
// and scaled weights, expert groups, and the selection bias (the blk.N.exp_probs_b.bias tensors).
void applyMoeRouting(const GgufFile& file, const Meta& m, ModelSpec& s, const Gguf& g)
{
    // glm4moe reads the same keys (src/models/glm4-moe.cpp load_arch_hparams; gating absent: sigmoid); llama4 its
    // expert width (expert_feed_forward_length), which the compute graph needs.
    if (g.routing == Gguf::Routing::None)
        return;
    const bool sigmoidUnlessSaid = g.routing == Gguf::Routing::SigmoidUnlessSaid;
    MoeRouting& r = s.moe;
    r.nDenseLead = u32(m.num("leading_dense_block_count", kMaxLayers).value_or(0));
    r.nShared = u32(m.num("expert_shared_count").value_or(0));
    if (const GgufValue* ff = m.find(m.key("expert_feed_forward_length")); ff && !ff->isArray() && ff->isInteger())
        r.nFfExp = u32(m.num("expert_feed_forward_length").value_or(0));
    const uint64_t gating = m.num("expert_gating_func", 16).value_or(0);
    const bool glmLite = (s.nLayer() == 47 || s.nLayer() == 48) && s.nVocab == 154880;
    r.gating = gating == 2 || (gating == 0 && (glmLite || sigmoidUnlessSaid)) ? MoeRouting::Gating::Sigmoid
                                                                              : MoeRouting::Gating::Softmax;
    if (const GgufValue* v = m.find(m.key("expert_weights_norm")); v && v->type == GgufType::Bool)
        r.weightsNorm = v->u != 0;
    if (const GgufValue* v = m.find(m.key("expert_weights_scale"));
        v && (v->type == GgufType::F32 || v->type == GgufType::F64))
        r.weightsScale = v->f;
    r.groups = u32(m.num("expert_group_count", 1u << 16).value_or(0));
    r.groupsUsed = u32(m.num("expert_group_used_count", 1u << 16).value_or(0));
    r.probsBias = std::any_of(file.tensors.begin(), file.tensors.end(), [](const GgufTensor& t) {
        return t.name.size() > 17 && t.name.compare(t.name.size() - 17, 17, ".exp_probs_b.bias") == 0;
    });
}

} // namespace

namespace {

// Which layers carry recurrent state, per llama.cpp's recurrent_layer_arr.
std::vector<bool> recurrentLayers(const Meta& m, const ModelSpec& s, ImportResult& r, const Gguf& g)
{
    const uint32_t n = s.nLayer();
    std::vector<bool> rec(n, false);
    if (g.recurrentLayers == Gguf::RecurrentLayers::Every) {
        rec.assign(n, true);
    } else if (g.recurrentLayers == Gguf::RecurrentLayers::NemotronH) {
        // src/models/nemotron-h.cpp: recurrent iff head_count_kv(i) == 0 and feed_forward_length(i) == 0;
        // a layer with an FFN width and no KV heads is an MLP (or MoE) layer and keeps nothing.
        const auto ff = m.perLayer("feed_forward_length", n).value_or(std::vector<uint64_t>(n, 0));
        for (uint32_t i = 0; i < n; ++i)
            rec[i] = s.layers[i].nHeadKv == 0 && ff[i] == 0;
    } else if (const GgufValue* list = m.find(m.key("attention.recurrent_layers")); list && list->isArray()) {
        // qwen35 / qwen35moe: an explicit per-layer list when the file has one
        if (!list->itemsStored || list->count != n)
            throw InputError("gguf-value-invalid", m.key("attention.recurrent_layers"), reason::kPerLayerCount);
        for (uint32_t i = 0; i < n; ++i)
            rec[i] = list->items[i].isInteger() && list->items[i].u != 0;
    } else if (g.recurrentLayers == Gguf::RecurrentLayers::FullInterval) {
        const auto interval = m.num("full_attention_interval");
        if (!interval)
            r.assume(Diag::FullAttentionIntervalDefault, {"4"});
        const uint64_t k = std::max<uint64_t>(1, interval.value_or(4));
        for (uint32_t i = 0; i < n; ++i)
            rec[i] = (i + 1) % k != 0;
    } else {
        for (uint32_t i = 0; i < n; ++i)
            rec[i] = s.layers[i].nHeadKv == 0;
    }
    return rec;
}

void applyRecurrent(const Meta& m, ImportResult& r, const Architecture& a)
{
    ModelSpec& s = r.model;
    RecurrentInfo& ri = s.recurrent;
    const auto lCache = m.num("shortconv.l_cache");
    const auto conv = m.num("ssm.conv_kernel");
    if (!lCache && !conv)
        return;
    ri.kind = a.gguf.recurrentKind;
    uint64_t stateR = 0, stateS = 0;
    if (lCache) { // LFM2: the last L-1 inputs of width n_embd
        ri.kind = RecurrentKind::ShortConv;
        ri.dConv = u32(*lCache);
        ri.dInner = s.nEmbd;
        stateR = uint64_t(ri.dConv ? ri.dConv - 1 : 0) * s.nEmbd;
    } else if (const auto kda = m.num("kda.head_dim"); kda && ri.kind == RecurrentKind::Kda) {
        // kimi-linear (llama_hparams::n_embd_r / n_embd_s): q, k, v short convs, r = 3 (d_conv - 1) n_head kda;
        // one kda x kda state per head, s = kda^2 n_head
        ri.dConv = u32(*conv);
        ri.dState = u32(*kda);
        ri.dInner = u32(std::min<uint64_t>(uint64_t(s.nHead) * *kda, kMaxDim));
        stateR = 3ull * (ri.dConv ? ri.dConv - 1 : 3) * ri.dInner;
        stateS = uint64_t(ri.dState) * ri.dInner;
    } else { // llama.cpp: r = (d_conv - 1) * (d_inner + 2 * n_group * d_state), s = d_state * d_inner
        ri.dConv = u32(*conv);
        ri.dInner = u32(m.num("ssm.inner_size").value_or(0));
        ri.dState = u32(m.num("ssm.state_size").value_or(0));
        ri.nGroup = u32(m.num("ssm.group_count").value_or(0));
        stateR = uint64_t(ri.dConv ? ri.dConv - 1 : 0) * (uint64_t(ri.dInner) + 2ull * ri.nGroup * ri.dState);
        stateS = uint64_t(ri.dState) * ri.dInner;
    }
    const std::vector<bool> rec = recurrentLayers(m, s, r, a.gguf);
    const bool attentionEverywhere = a.tensors.falconH1; // attention beside Mamba-2 in every layer
    for (uint32_t i = 0; i < s.nLayer(); ++i) {
        LayerSpec& l = s.layers[i];
        if (!rec[i])
            continue;
        l.stateR = stateR;
        l.stateS = stateS;
        if (!attentionEverywhere) {
            l.attn = AttnKind::None;
            l.nHeadKv = 0;
        }
    }
}

} // namespace

ImportResult importGguf(const GgufFile& file)
{
    ImportResult r;
    r.format = "gguf";
    r.ggufVersion = file.version;
    r.tensorCount = file.tensors.size();
    ModelSpec& s = r.model;
    s.origin = ModelSource::Gguf;
    s.arch = archOf(file);
    const Architecture& arch = ggufArchitecture(s.arch);
    const Gguf& g = arch.gguf;
    const bool known = g.known;
    const Meta m(file, s.arch);
    const auto nLayer = m.num("block_count", kMaxLayers);
    if (!nLayer)
        throw known ? InputError("gguf-value-invalid", m.key("block_count"), reason::kMissing)
                    : InputError("model-arch-unknown", s.arch);
    if (*nLayer == 0)
        throw InputError("gguf-value-invalid", m.key("block_count"), reason::kAtLeastOne);
    // Every architecture: the converter appends the NextN (multi-token prediction) blocks to block_count, and
    // llama.cpp v0.5.0 reads nextn_predict_layers for all of them (llama_model::load_hparams); the main context
    // builds, caches and loads only the trunk, n_layer() = block_count - nextn (create_memory's layer filters; the
    // loaders' TENSOR_SKIP of the NextN tensors unless --spec-type draft-mtp). Measured: a glm4moe file of 4 + 1
    // blocks takes the model buffer, KV cache and compute buffer of the same file without its NextN block.
    const uint64_t nextn = m.num("nextn_predict_layers").value_or(0);
    if (nextn >= *nLayer)
        throw InputError("gguf-value-invalid", m.key("nextn_predict_layers"), reason::kNotBelowLayers);
    const uint64_t trunk = *nLayer - nextn;
    if (!known)
        r.assume(Diag::ArchUnknown, {s.arch});
    const auto embd = m.num("embedding_length");
    if (!embd)
        throw InputError("gguf-value-invalid", m.key("embedding_length"), reason::kMissing);
    s.nEmbd = u32(*embd);
    s.nCtxTrain = u32(m.num("context_length").value_or(0));
    if (s.nCtxTrain == 0)
        r.assume(Diag::CtxTrainUnknown);
    // The dense FFN width, for the compute-buffer graph; a per-layer array (OpenELM) leaves it unknown.
    if (const GgufValue* ff = m.find(m.key("feed_forward_length")); ff && !ff->isArray() && ff->isInteger())
        s.nFf = u32(m.num("feed_forward_length").value_or(0));
    s.nExpert = u32(m.num("expert_count").value_or(0));
    s.nExpertUsed = u32(m.num("expert_used_count").value_or(0));
    s.nVocab = vocabOf(file, m, r);
    // attention.temperature_scale (src/models/mistral3.cpp, llama4.cpp): a non-zero value adds inp_attn_scale.
    if (const GgufValue* t = m.find(m.key("attention.temperature_scale"));
        t && (t->type == GgufType::F32 || t->type == GgufType::F64))
        s.attnTemperature = t->f != 0.0;
    if (g.ropeFromFinetuned) {
        const GgufValue* f = m.find(m.key("rope.scaling.finetuned"));
        s.ropeFinetuned = !f || f->type != GgufType::Bool || f->u != 0;
    }
    if (const GgufValue* name = m.find("general.name"); name && name->type == GgufType::String)
        s.name = name->str;
    if (const auto ft = m.numFull("general.file_type"))
        s.weightsFileType = llamaFileTypeName(*ft);
    baseLayers(m, u32(*nLayer), r);
    s.layers.resize(trunk);
    applySwa(m, r, g);
    applyGemmaKv(m, r, g);
    applyMla(m, r, arch);
    applyMoeRouting(file, m, s, g);
    applyRecurrent(m, r, arch);
    applyTensors(file, r, u32(nextn));
    if (s.fileWeights.nextnLayers > 0)
        r.assume(Diag::GgufNextnNotLoaded,
                 {std::to_string(s.fileWeights.nextnLayers), std::to_string(s.fileWeights.nextnBytes)});
    validate(s);
    return r;
}

} // namespace kv
