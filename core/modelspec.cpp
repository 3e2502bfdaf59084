#include "modelspec.h"

#include "errors.h"
#include "scenario.h"

#include <algorithm>

namespace kv {

namespace {

constexpr std::pair<RecurrentKind, std::string_view> kRecurrentNames[] = {
    {RecurrentKind::Mamba, "mamba"},
    {RecurrentKind::Mamba2, "mamba2"},
    {RecurrentKind::GatedDeltaNet, "gated-deltanet"},
    {RecurrentKind::ShortConv, "short-conv"},
    {RecurrentKind::Kda, "kda"},
    {RecurrentKind::Custom, "custom"},
};

} // namespace

std::string_view recurrentKindName(RecurrentKind k)
{
    for (const auto& [kind, name] : kRecurrentNames)
        if (kind == k)
            return name;
    return {};
}

std::optional<RecurrentKind> recurrentKindFromName(std::string_view name)
{
    for (const auto& [kind, n] : kRecurrentNames)
        if (n == name)
            return kind;
    return std::nullopt;
}

uint64_t& ClassBytes::at(TensorClass c)
{
    switch (c) {
    case TensorClass::Embedding: return embedding;
    case TensorClass::Attention: return attention;
    case TensorClass::Ffn: return ffn;
    case TensorClass::Experts: return experts;
    case TensorClass::Recurrent: return recurrent;
    case TensorClass::Norm: return norm;
    case TensorClass::Output: return output;
    case TensorClass::Other: break;
    }
    return other;
}

LayerCensus census(const ModelSpec& model)
{
    LayerCensus c;
    for (const LayerSpec& l : model.layers) {
        if (l.hasRecurrent())
            ++c.recurrent;
        if (l.attends() && l.kvShared) {
            ++c.shared;
            continue;
        }
        if (!l.hasAttention()) {
            if (!l.hasRecurrent())
                ++c.none;
            continue;
        }
        switch (l.attn) {
        case AttnKind::Full: ++c.full; break;
        case AttnKind::Swa: ++c.swa; break;
        case AttnKind::Mla: ++c.mla; break;
        case AttnKind::Chunked: ++c.chunked; break;
        case AttnKind::None: break;
        }
    }
    return c;
}

std::vector<std::string> attentionBadges(const ModelSpec& model)
{
    std::vector<std::string> badges;
    const LayerCensus c = census(model);
    if (c.mla > 0) {
        badges.emplace_back("MLA");
    } else if (c.full + c.swa + c.chunked > 0) {
        uint32_t kvHeads = 0;
        for (const LayerSpec& l : model.layers)
            if (l.hasAttention())
                kvHeads = std::max(kvHeads, l.nHeadKv);
        if (kvHeads == 1)
            badges.emplace_back("MQA");
        else if (model.nHead > 0 && kvHeads >= model.nHead)
            badges.emplace_back("MHA");
        else
            badges.emplace_back("GQA");
    }
    if (c.swa > 0)
        badges.emplace_back("SWA");
    if (c.chunked > 0)
        badges.emplace_back("chunked");
    if (c.recurrent > 0)
        badges.emplace_back("hybrid");
    if (model.isMoe())
        badges.emplace_back("MoE");
    return badges;
}

void validate(const ModelSpec& m)
{
    if (m.layers.empty())
        throw InputError("model-field-invalid", "n_layer", reason::kNoLayers);
    if (m.layers.size() > kMaxLayers)
        throw InputError("model-field-invalid", "n_layer", std::to_string(m.layers.size()));
    bool anyState = false;
    for (const LayerSpec& l : m.layers) {
        if (l.nHeadKv > 65536 || l.headDimK > 65536 || l.headDimV > 65536)
            throw InputError("model-field-invalid", "head sizes", reason::kAbsurdHeads);
        if (l.attn == AttnKind::Swa && l.window == 0 && l.nHeadKv > 0)
            throw InputError("model-field-invalid", "sliding_window", reason::kNoWindow);
        if (l.attn == AttnKind::Chunked && l.window == 0 && l.nHeadKv > 0)
            throw InputError("model-field-invalid", "attention_chunk", reason::kNoChunk);
        if (l.stateR > (uint64_t(1) << 40) || l.stateS > (uint64_t(1) << 40))
            throw InputError("model-field-invalid", "recurrent", reason::kAbsurdState);
        if (l.kvShared && !(l.attends() && (l.attn == AttnKind::Full || isLocal(l.attn))))
            throw InputError("model-field-invalid", "kv_shared", reason::kSharedKind);
        if (l.attends() && l.headDimK == 0)
            throw InputError("model-field-invalid", "head_dim", reason::kZeroHead);
        if (l.indexerK > 65536 || (l.indexerK > 0 && !l.hasAttention()))
            throw InputError("model-field-invalid", "indexer", reason::kBadIndexer);
        anyState = anyState || l.hasAttention() || l.hasRecurrent();
    }
    if (!anyState)
        throw InputError("model-field-invalid", "layers", reason::kNothingCached);
    if (m.nVocab > (1u << 26))
        throw InputError("model-field-invalid", "n_vocab", std::to_string(m.nVocab));
}

} // namespace kv
