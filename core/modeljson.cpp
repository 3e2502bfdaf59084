#include "modeljson.h"

#include "errors.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

namespace kv {

using nlohmann::json;

namespace {

constexpr uint64_t kMaxDim = uint64_t(1) << 31;

bool isIndex(const json& e, uint64_t limit)
{
    return e.is_number_integer() && e.get<int64_t>() >= 0 && e.get<uint64_t>() < limit;
}

uint64_t getUInt(const json& j, const char* key, uint64_t fallback, uint64_t max = kMaxDim)
{
    auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return fallback;
    if (!it->is_number_integer() &&
        !(it->is_number_float() && it->get<double>() == static_cast<double>(static_cast<uint64_t>(it->get<double>()))))
        throw InputError("model-field-invalid", key, reason::kNotInteger);
    if (it->is_number_integer() && !it->is_number_unsigned() && it->get<int64_t>() < 0)
        throw InputError("model-field-invalid", key, reason::kNegative);
    if (it->is_number_float() && it->get<double>() < 0)
        throw InputError("model-field-invalid", key, reason::kNegative);
    const uint64_t v = it->is_number_float() ? static_cast<uint64_t>(it->get<double>()) : it->get<uint64_t>();
    if (v > max)
        throw InputError("model-field-invalid", key, reason::kTooLarge);
    return v;
}

uint32_t getU32(const json& j, const char* key, uint32_t fallback)
{
    return static_cast<uint32_t>(getUInt(j, key, fallback));
}

std::string getString(const json& j, const char* key, std::string fallback = {})
{
    auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return fallback;
    if (!it->is_string())
        throw InputError("model-field-invalid", key, reason::kNotText);
    return it->get<std::string>();
}

// An optional list of non-empty texts ("aliases": ["gemma3:27b", "google/gemma-3-27b-it"]).
std::vector<std::string> getStringList(const json& j, const char* key)
{
    std::vector<std::string> out;
    auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return out;
    if (!it->is_array())
        throw InputError("model-field-invalid", key, reason::kNotList);
    for (const json& e : *it) {
        if (!e.is_string() || e.get<std::string>().empty() || e.get<std::string>().size() > 200)
            throw InputError("model-field-invalid", key, reason::kNotShortText);
        out.push_back(e.get<std::string>());
    }
    return out;
}

bool getBool(const json& j, const char* key, bool fallback)
{
    auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return fallback;
    if (!it->is_boolean())
        throw InputError("model-field-invalid", key, reason::kNotBool);
    return it->get<bool>();
}

// The "moe" object: how a DeepSeek-style MoE routes (ModelSpec::moe). Absent keys keep the defaults.
MoeRouting moeFromJson(const json& o)
{
    if (!o.is_object())
        throw InputError("model-field-invalid", "moe", reason::kNotObject);
    MoeRouting r;
    r.nDenseLead = getU32(o, "n_dense_lead", 0);
    r.nShared = getU32(o, "n_shared", 0);
    r.nFfExp = getU32(o, "n_ff_exp", 0);
    const std::string gating = getString(o, "gating", "softmax");
    if (gating == "sigmoid")
        r.gating = MoeRouting::Gating::Sigmoid;
    else if (gating != "softmax")
        throw InputError("model-field-invalid", "moe.gating", reason::kChoice, {"softmax, sigmoid"});
    r.probsBias = getBool(o, "probs_bias", false);
    r.weightsNorm = getBool(o, "weights_norm", false);
    if (auto it = o.find("weights_scale"); it != o.end() && !it->is_null()) {
        if (!it->is_number() || it->get<double>() <= 0 || it->get<double>() > 1e6)
            throw InputError("model-field-invalid", "moe.weights_scale", reason::kNotPositive);
        r.weightsScale = it->get<double>();
    }
    r.groups = getU32(o, "groups", 0);
    r.groupsUsed = getU32(o, "groups_used", 0);
    if (r.groups > 1 && (r.groupsUsed == 0 || r.groupsUsed >= r.groups))
        throw InputError("model-field-invalid", "moe.groups_used", reason::kOutOfRange,
                         {"1", std::to_string(r.groups - 1)});
    return r;
}

json moeToJson(const MoeRouting& r)
{
    return {{"n_dense_lead", r.nDenseLead},
            {"n_shared", r.nShared},
            {"n_ff_exp", r.nFfExp},
            {"gating", r.gating == MoeRouting::Gating::Sigmoid ? "sigmoid" : "softmax"},
            {"probs_bias", r.probsBias},
            {"weights_norm", r.weightsNorm},
            {"weights_scale", r.weightsScale},
            {"groups", r.groups},
            {"groups_used", r.groupsUsed}};
}

std::vector<uint32_t> getIndexList(const json& v, const char* key, uint32_t nLayer)
{
    if (!v.is_array())
        throw InputError("model-field-invalid", key, reason::kNotList);
    std::vector<uint32_t> out;
    for (const json& e : v) {
        if (!isIndex(e, nLayer))
            throw InputError("model-field-invalid", key, reason::kLayerIndex);
        out.push_back(e.get<uint32_t>());
    }
    return out;
}

AttnKind attnFromId(const std::string& s)
{
    if (s == "full")
        return AttnKind::Full;
    if (s == "swa")
        return AttnKind::Swa;
    if (s == "mla")
        return AttnKind::Mla;
    if (s == "chunked")
        return AttnKind::Chunked;
    if (s == "none")
        return AttnKind::None;
    throw InputError("model-field-invalid", "attn", s);
}

const char* attnId(AttnKind k)
{
    switch (k) {
    case AttnKind::Full: return "full";
    case AttnKind::Swa: return "swa";
    case AttnKind::Mla: return "mla";
    case AttnKind::Chunked: return "chunked";
    case AttnKind::None: break;
    }
    return "none";
}

std::vector<LayerSpec> explicitLayers(const json& arr)
{
    if (!arr.is_array() || arr.empty() || arr.size() > kMaxLayers)
        throw InputError("model-field-invalid", "layers", reason::kNotList);
    std::vector<LayerSpec> layers;
    layers.reserve(arr.size());
    for (const json& o : arr) {
        if (!o.is_object())
            throw InputError("model-field-invalid", "layers", reason::kBadEntries, {"{}"});
        LayerSpec l;
        l.attn = attnFromId(getString(o, "attn", "full"));
        l.nHeadKv = getU32(o, "n_head_kv", 0);
        l.headDimK = getU32(o, "head_dim_k", 0);
        l.headDimV = getU32(o, "head_dim_v", 0);
        l.window = getU32(o, "window", 0);
        l.stateR = getUInt(o, "state_r", 0, uint64_t(1) << 40);
        l.stateS = getUInt(o, "state_s", 0, uint64_t(1) << 40);
        l.indexerK = getU32(o, "indexer_k", 0);
        l.kvShared = getBool(o, "kv_shared", false);
        layers.push_back(l);
    }
    return layers;
}

void applyRecurrent(const json& r, ModelSpec& m, const std::vector<bool>& hasAttn)
{
    if (!r.is_object())
        throw InputError("model-field-invalid", "recurrent", reason::kNotObject);
    RecurrentInfo& ri = m.recurrent;
    const std::string kindName = getString(r, "kind", "mamba2");
    const auto kind = recurrentKindFromName(kindName);
    if (!kind)
        throw InputError("model-field-invalid", "recurrent.kind", kindName);
    ri.kind = *kind;
    ri.dConv = getU32(r, "d_conv", 0);
    ri.dInner = getU32(r, "d_inner", 0);
    ri.dState = getU32(r, "d_state", 0);
    ri.nGroup = getU32(r, "n_group", 0);
    uint64_t stateR = 0, stateS = 0;
    if (ri.kind == RecurrentKind::Mamba || ri.kind == RecurrentKind::Mamba2 ||
        ri.kind == RecurrentKind::GatedDeltaNet) {
        // llama.cpp: r = (d_conv - 1) * (d_inner + 2 * n_group * d_state), s = d_state * d_inner
        if (ri.dConv == 0 || ri.dInner == 0 || ri.dState == 0)
            throw InputError("model-field-invalid", "recurrent", reason::kNeedsFields, {"d_conv, d_inner, d_state"});
        stateR = uint64_t(ri.dConv - 1) * (uint64_t(ri.dInner) + 2ull * ri.nGroup * ri.dState);
        stateS = uint64_t(ri.dState) * ri.dInner;
    } else if (ri.kind == RecurrentKind::Kda) {
        // Kimi Delta Attention (llama.cpp n_embd_r / n_embd_s with kda.head_dim): short convolutions over q, k and v,
        // r = 3 * (d_conv - 1) * d_inner; one head_dim x head_dim state per head, s = d_state * d_inner
        if (ri.dConv == 0 || ri.dInner == 0 || ri.dState == 0)
            throw InputError("model-field-invalid", "recurrent", reason::kNeedsFields, {"d_conv, d_inner, d_state"});
        stateR = 3ull * (ri.dConv - 1) * ri.dInner;
        stateS = uint64_t(ri.dState) * ri.dInner;
    } else if (ri.kind == RecurrentKind::ShortConv) {
        // LFM2: r = (L_cache - 1) * n_embd, no s
        if (ri.dConv == 0 || ri.dInner == 0)
            throw InputError("model-field-invalid", "recurrent", reason::kNeedsFields, {"d_conv, d_inner"});
        stateR = uint64_t(ri.dConv - 1) * ri.dInner;
    } else {
        stateR = getUInt(r, "state_r", 0, uint64_t(1) << 40);
        stateS = getUInt(r, "state_s", 0, uint64_t(1) << 40);
    }
    const uint32_t n = m.nLayer();
    std::vector<bool> isRec(n, false);
    auto lit = r.find("layers");
    if (lit == r.end() || (lit->is_string() && *lit == "non-attention")) {
        for (uint32_t i = 0; i < n; ++i)
            isRec[i] = !hasAttn[i];
    } else if (lit->is_string() && *lit == "all") {
        isRec.assign(n, true);
    } else {
        for (uint32_t i : getIndexList(*lit, "recurrent.layers", n))
            isRec[i] = true;
    }
    for (uint32_t i = 0; i < n; ++i) {
        if (isRec[i]) {
            m.layers[i].stateR = stateR;
            m.layers[i].stateS = stateS;
        }
    }
}

// The keys that make some full-attention layers local: a span of tokens and which layers use it.
struct LocalKeys
{
    const char* span;    // "sliding_window" / "attention_chunk": tokens
    const char* pattern; // P: layer l is local when l % P < P - 1 (llama.cpp's set_swa_pattern; 0 = all, 1 = none)
    const char* list;    // or a per-layer list of true/false
    AttnKind kind;
};

void applyLocal(const json& j, const LocalKeys& k, std::vector<LayerSpec>& layers)
{
    const uint32_t span = getU32(j, k.span, 0);
    if (span == 0)
        return;
    const auto n = static_cast<uint32_t>(layers.size());
    std::vector<bool> local(n, false);
    if (auto sl = j.find(k.list); sl != j.end()) {
        if (!sl->is_array() || sl->size() != n)
            throw InputError("model-field-invalid", k.list, reason::kPerLayerCount);
        for (uint32_t i = 0; i < n; ++i) {
            const json& e = (*sl)[i];
            if (!e.is_boolean() && !isIndex(e, 2))
                throw InputError("model-field-invalid", k.list, reason::kBadEntries, {"true/false"});
            local[i] = e.is_boolean() ? e.get<bool>() : e.get<uint64_t>() != 0;
        }
    } else {
        if (!j.contains(k.pattern))
            throw InputError("model-field-invalid", k.pattern, reason::kNeedsOneOf, {k.pattern, k.list});
        const uint32_t p = getU32(j, k.pattern, 0);
        for (uint32_t i = 0; i < n; ++i)
            local[i] = p == 0 || (i % p) < p - 1;
    }
    for (uint32_t i = 0; i < n; ++i)
        if (local[i] && layers[i].attn == AttnKind::Full) {
            layers[i].attn = k.kind;
            layers[i].window = span;
        }
}

// Gemma 4: the global (full-attention) layers have their own KV heads and head size ("n_head_kv_full",
// "head_dim_full"), and the last "kv_shared_layers" layers attend over an earlier layer's cache.
void applyGlobalShapes(const json& j, std::vector<LayerSpec>& layers)
{
    const uint32_t headsFull = getU32(j, "n_head_kv_full", 0);
    const uint32_t dimFull = getU32(j, "head_dim_full", 0);
    for (auto& l : layers) {
        if (l.attn != AttnKind::Full || l.nHeadKv == 0)
            continue;
        if (headsFull)
            l.nHeadKv = headsFull;
        if (dimFull)
            l.headDimK = l.headDimV = dimFull;
    }
    const uint64_t shared = getUInt(j, "kv_shared_layers", 0, kMaxLayers);
    if (shared >= layers.size() && shared > 0)
        throw InputError("model-field-invalid", "kv_shared_layers", reason::kNotBelowLayers);
    for (size_t i = layers.size() - shared; i < layers.size(); ++i)
        layers[i].kvShared = layers[i].nHeadKv > 0;
}

std::vector<LayerSpec> compactLayers(const json& j, ModelSpec& m)
{
    const uint64_t nLayer = getUInt(j, "n_layer", 0, kMaxLayers);
    if (nLayer == 0)
        throw InputError("model-field-invalid", "n_layer", reason::kAtLeastOne);
    const auto n = static_cast<uint32_t>(nLayer);
    const uint32_t headDim = getU32(j, "head_dim", 0);
    const uint32_t dk = getU32(j, "head_dim_k", headDim);
    const uint32_t dv = getU32(j, "head_dim_v", headDim);

    std::vector<LayerSpec> layers(n);
    // KV heads: a number for every layer, or a per-layer list.
    auto kv = j.find("n_head_kv");
    if (kv != j.end() && kv->is_array()) {
        if (kv->size() != n)
            throw InputError("model-field-invalid", "n_head_kv", reason::kPerLayerCount);
        for (uint32_t i = 0; i < n; ++i) {
            const json& e = (*kv)[i];
            if (!isIndex(e, 65537))
                throw InputError("model-field-invalid", "n_head_kv", reason::kBadEntries, {"0 1 2 …"});
            layers[i].nHeadKv = e.get<uint32_t>();
        }
    } else {
        const uint32_t h = getU32(j, "n_head_kv", 0);
        for (auto& l : layers)
            l.nHeadKv = h;
    }
    for (auto& l : layers) {
        l.headDimK = dk;
        l.headDimV = dv;
        l.attn = l.nHeadKv > 0 ? AttnKind::Full : AttnKind::None;
    }
    if (auto al = j.find("attention_layers"); al != j.end()) {
        std::vector<bool> keep(n, false);
        for (uint32_t i : getIndexList(*al, "attention_layers", n))
            keep[i] = true;
        for (uint32_t i = 0; i < n; ++i)
            if (!keep[i]) {
                layers[i].attn = AttnKind::None;
                layers[i].nHeadKv = 0;
            }
    }
    // Sliding window (llama.cpp: layer l is SWA when l % P < P - 1) and Llama 4's chunked local attention,
    // each by pattern or a per-layer list.
    applyLocal(j, {"sliding_window", "swa_pattern", "swa_layers", AttnKind::Swa}, layers);
    applyLocal(j, {"attention_chunk", "chunk_pattern", "chunk_layers", AttnKind::Chunked}, layers);
    applyGlobalShapes(j, layers);
    if (auto mla = j.find("mla"); mla != j.end()) {
        if (!mla->is_object())
            throw InputError("model-field-invalid", "mla", reason::kNotObject);
        m.kvLoraRank = getU32(*mla, "kv_lora_rank", 0);
        m.qkRopeHeadDim = getU32(*mla, "qk_rope_head_dim", 0);
        m.qLoraRank = getU32(*mla, "q_lora_rank", 0);
        m.qkNopeHeadDim = getU32(*mla, "qk_nope_head_dim", 0);
        m.vHeadDimMla = getU32(*mla, "v_head_dim", 0);
        if (m.kvLoraRank == 0)
            throw InputError("model-field-invalid", "mla.kv_lora_rank", reason::kMissing);
        for (auto& l : layers)
            if (l.attn != AttnKind::None) {
                l.attn = AttnKind::Mla;
                l.nHeadKv = 1;
                l.headDimK = m.kvLoraRank + m.qkRopeHeadDim;
                l.headDimV = 0;
            }
    }
    // DeepSeek sparse attention: every attention layer caches one indexer key of head_dim values per token too.
    if (auto idx = j.find("indexer"); idx != j.end()) {
        if (!idx->is_object())
            throw InputError("model-field-invalid", "indexer", reason::kNotObject);
        const uint32_t dim = getU32(*idx, "head_dim", 0);
        if (dim == 0)
            throw InputError("model-field-invalid", "indexer.head_dim", reason::kMissing);
        for (auto& l : layers)
            if (l.attn != AttnKind::None)
                l.indexerK = dim;
    }
    return layers;
}

ParamCounts paramsFromJson(const json& p)
{
    if (!p.is_object())
        throw InputError("model-field-invalid", "params", reason::kNotObject);
    constexpr uint64_t kMaxParams = uint64_t(1) << 50;
    ParamCounts c;
    c.embedding = getUInt(p, "embedding", 0, kMaxParams);
    c.attention = getUInt(p, "attention", 0, kMaxParams);
    c.ffn = getUInt(p, "ffn", 0, kMaxParams);
    c.experts = getUInt(p, "experts", 0, kMaxParams);
    c.recurrent = getUInt(p, "recurrent", 0, kMaxParams);
    c.norm = getUInt(p, "norm", 0, kMaxParams);
    c.output = getUInt(p, "output", 0, kMaxParams);
    c.other = getUInt(p, "other", 0, kMaxParams);
    return c;
}

std::vector<uint64_t> getBytesList(const json& j, const char* key, size_t n)
{
    auto it = j.find(key);
    if (it == j.end() || !it->is_array() || it->size() != n)
        throw InputError("model-field-invalid", key, reason::kPerLayerCount);
    std::vector<uint64_t> out;
    for (const json& e : *it) {
        if (!e.is_number_unsigned())
            throw InputError("model-field-invalid", key, reason::kBadEntries, {"0 1 2 …"});
        out.push_back(e.get<uint64_t>());
    }
    return out;
}

// "file_weights": a real file's exact bytes by layer and class (written for GGUF imports).
FileWeights fileWeightsFromJson(const json& j, size_t nLayer)
{
    if (!j.is_object())
        throw InputError("model-field-invalid", "file_weights", reason::kNotObject);
    constexpr uint64_t kMax = uint64_t(1) << 52;
    FileWeights f;
    f.layerDense = getBytesList(j, "layer_dense", nLayer);
    f.layerExperts = getBytesList(j, "layer_experts", nLayer);
    f.embedding = getUInt(j, "embedding", 0, kMax);
    f.output = getUInt(j, "output", 0, kMax);
    f.outside = getUInt(j, "outside", 0, kMax);
    f.nextnLayers = static_cast<uint32_t>(getUInt(j, "nextn_layers", 0, 64));
    f.nextnBytes = getUInt(j, "nextn_bytes", 0, kMax);
    if (auto c = j.find("by_class"); c != j.end()) {
        const ParamCounts p = paramsFromJson(*c);
        f.bytesByClass = {p.embedding, p.attention, p.ffn, p.experts, p.recurrent, p.norm, p.output, p.other};
    }
    return f;
}

} // namespace

json parseJsonText(const std::string& text, const std::string& what)
{
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded())
        throw InputError("json-malformed", what);
    return j;
}

ModelSpec modelFromJson(const json& j)
{
    if (!j.is_object())
        throw InputError("model-field-invalid", "(top level)", reason::kNotObject);
    const uint64_t version = getUInt(j, "schemaVersion", 1, 1000000);
    if (version > kModelSchemaVersion)
        throw InputError("schema-too-new", std::to_string(version));
    ModelSpec m;
    m.id = getString(j, "id");
    m.name = getString(j, "name", m.id);
    m.family = getString(j, "family");
    m.arch = getString(j, "arch");
    m.modelType = getString(j, "model_type");
    m.source = getString(j, "source");
    m.aliases = getStringList(j, "aliases");
    m.nCtxTrain = getU32(j, "n_ctx_train", 0);
    m.nVocab = getU32(j, "n_vocab", 0);
    m.nEmbd = getU32(j, "n_embd", 0);
    m.nHead = getU32(j, "n_head", 0);
    m.nFf = getU32(j, "n_ff", 0);
    m.nEmbdPerLayer = getU32(j, "n_embd_per_layer", 0);
    m.nExpert = getU32(j, "n_expert", 0);
    m.nExpertUsed = getU32(j, "n_expert_used", 0);
    m.tiedEmbeddings = getBool(j, "tied_embeddings", false);
    m.attnTemperature = getBool(j, "attention_temperature", false);
    m.ropeFinetuned = getBool(j, "rope_finetuned", false);
    m.activeParams = getUInt(j, "active_params", 0, uint64_t(1) << 50);
    m.weightsBytesExact = getUInt(j, "weights_bytes", 0, uint64_t(1) << 52);
    m.weightsFileType = getString(j, "weights_file_type");
    if (auto q = j.find("mlx_quantization"); q != j.end() && q->is_object()) {
        m.mlxQuant.bits = getU32(*q, "bits", 0);
        m.mlxQuant.groupSize = getU32(*q, "group_size", 0);
        m.mlxQuant.overrides = getU32(*q, "overrides", 0);
        m.mlxQuant.mode = getString(*q, "mode");
    }

    if (auto it = j.find("layers"); it != j.end()) {
        m.layers = explicitLayers(*it);
        m.kvLoraRank = getU32(j, "kv_lora_rank", 0);
        m.qkRopeHeadDim = getU32(j, "qk_rope_head_dim", 0);
        m.qLoraRank = getU32(j, "q_lora_rank", 0);
        m.qkNopeHeadDim = getU32(j, "qk_nope_head_dim", 0);
        m.vHeadDimMla = getU32(j, "v_head_dim_mla", 0);
        if (auto r = j.find("recurrent_info"); r != j.end() && r->is_object()) {
            const std::string kindName = getString(*r, "kind");
            if (!kindName.empty()) {
                const auto kind = recurrentKindFromName(kindName);
                if (!kind)
                    throw InputError("model-field-invalid", "recurrent_info.kind", kindName);
                m.recurrent.kind = *kind;
            }
            m.recurrent.dConv = getU32(*r, "d_conv", 0);
            m.recurrent.dInner = getU32(*r, "d_inner", 0);
            m.recurrent.dState = getU32(*r, "d_state", 0);
            m.recurrent.nGroup = getU32(*r, "n_group", 0);
        }
    } else {
        m.layers = compactLayers(j, m);
        if (auto r = j.find("recurrent"); r != j.end()) {
            std::vector<bool> hasAttn(m.layers.size());
            for (size_t i = 0; i < m.layers.size(); ++i)
                hasAttn[i] = m.layers[i].attends();
            applyRecurrent(*r, m, hasAttn);
        }
    }
    if (auto mo = j.find("moe"); mo != j.end())
        m.moe = moeFromJson(*mo);
    if (auto p = j.find("params"); p != j.end())
        m.params = paramsFromJson(*p);
    if (auto f = j.find("file_weights"); f != j.end())
        m.fileWeights = fileWeightsFromJson(*f, m.layers.size());
    validate(m);
    return m;
}

json modelToJson(const ModelSpec& m)
{
    json layers = json::array();
    for (const LayerSpec& l : m.layers) {
        json o{
            {"attn", attnId(l.attn)}, {"n_head_kv", l.nHeadKv}, {"head_dim_k", l.headDimK}, {"head_dim_v", l.headDimV}};
        if (l.window)
            o["window"] = l.window;
        if (l.stateR)
            o["state_r"] = l.stateR;
        if (l.stateS)
            o["state_s"] = l.stateS;
        if (l.indexerK)
            o["indexer_k"] = l.indexerK;
        if (l.kvShared)
            o["kv_shared"] = true;
        layers.push_back(std::move(o));
    }
    const ParamCounts& p = m.params;
    json j{{"schemaVersion", kModelSchemaVersion},
           {"id", m.id},
           {"name", m.name},
           {"family", m.family},
           {"arch", m.arch},
           {"source", m.source},
           {"n_ctx_train", m.nCtxTrain},
           {"n_vocab", m.nVocab},
           {"n_embd", m.nEmbd},
           {"n_head", m.nHead},
           {"n_ff", m.nFf},
           {"n_embd_per_layer", m.nEmbdPerLayer},
           {"n_expert", m.nExpert},
           {"n_expert_used", m.nExpertUsed},
           {"kv_lora_rank", m.kvLoraRank},
           {"qk_rope_head_dim", m.qkRopeHeadDim},
           {"q_lora_rank", m.qLoraRank},
           {"qk_nope_head_dim", m.qkNopeHeadDim},
           {"v_head_dim_mla", m.vHeadDimMla},
           {"tied_embeddings", m.tiedEmbeddings},
           {"active_params", m.activeParams},
           {"params",
            {{"embedding", p.embedding},
             {"attention", p.attention},
             {"ffn", p.ffn},
             {"experts", p.experts},
             {"recurrent", p.recurrent},
             {"norm", p.norm},
             {"output", p.output},
             {"other", p.other}}},
           {"layers", std::move(layers)}};
    if (!m.modelType.empty())
        j["model_type"] = m.modelType;
    if (m.moe != MoeRouting{})
        j["moe"] = moeToJson(m.moe);
    if (!m.aliases.empty())
        j["aliases"] = m.aliases;
    if (m.attnTemperature)
        j["attention_temperature"] = true;
    if (m.ropeFinetuned)
        j["rope_finetuned"] = true;
    if (m.weightsBytesExact)
        j["weights_bytes"] = m.weightsBytesExact;
    if (!m.weightsFileType.empty())
        j["weights_file_type"] = m.weightsFileType;
    if (m.mlxQuant.bits > 0)
        j["mlx_quantization"] = {{"bits", m.mlxQuant.bits},
                                 {"group_size", m.mlxQuant.groupSize},
                                 {"overrides", m.mlxQuant.overrides},
                                 {"mode", m.mlxQuant.mode}};
    if (!m.fileWeights.empty()) {
        const FileWeights& f = m.fileWeights;
        const ClassBytes& c = f.bytesByClass;
        j["file_weights"] = {{"layer_dense", f.layerDense},
                             {"layer_experts", f.layerExperts},
                             {"embedding", f.embedding},
                             {"output", f.output},
                             {"outside", f.outside},
                             {"by_class",
                              {{"embedding", c.embedding},
                               {"attention", c.attention},
                               {"ffn", c.ffn},
                               {"experts", c.experts},
                               {"recurrent", c.recurrent},
                               {"norm", c.norm},
                               {"output", c.output},
                               {"other", c.other}}}};
        if (f.nextnLayers > 0) { // written only when the file has them, so that other models' files stay as they were
            j["file_weights"]["nextn_layers"] = f.nextnLayers;
            j["file_weights"]["nextn_bytes"] = f.nextnBytes;
        }
    }
    if (m.recurrent.kind != RecurrentKind::None)
        j["recurrent_info"] = {{"kind", recurrentKindName(m.recurrent.kind)},
                               {"d_conv", m.recurrent.dConv},
                               {"d_inner", m.recurrent.dInner},
                               {"d_state", m.recurrent.dState},
                               {"n_group", m.recurrent.nGroup}};
    return j;
}

} // namespace kv
