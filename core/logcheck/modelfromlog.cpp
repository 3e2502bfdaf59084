// The model a log describes: a preset that agrees with it, or a spec from the log's own numbers.
#include "rebuild.h"

#include "arch/architecture.h"
#include "errors.h"
#include "logtext.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

#include <cctype>

namespace kv {

namespace {

// "meta-llama/Llama-3.1-8B-Instruct" -> "llama318binstruct"; "Gpt Oss 20b" -> "gptoss20b".
std::string squash(std::string_view s)
{
    if (const size_t slash = s.rfind('/'); slash != std::string_view::npos)
        s = s.substr(slash + 1);
    std::string out;
    for (char c : s)
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

const LayerSpec* firstAttention(const ModelSpec& m, AttnKind kind)
{
    for (const LayerSpec& l : m.layers)
        if (l.hasAttention() && l.attn == kind)
            return &l;
    return nullptr;
}

// Every shape figure the log prints must agree with the preset; returns the first that does not.
std::string disagreement(const LogModel& lm, const ModelSpec& m)
{
    auto differs = [](const std::optional<uint64_t>& logged, uint64_t preset) { return logged && *logged != preset; };
    const LayerCensus c = census(m);
    const LayerSpec* full = firstAttention(m, AttnKind::Full);
    // llama.cpp prints Llama 4's chunk size as n_swa (its chunked layers live in the SWA cache).
    const LayerSpec* swa =
        firstAttention(m, AttnKind::Swa) ? firstAttention(m, AttnKind::Swa) : firstAttention(m, AttnKind::Chunked);
    const LayerSpec* any = full ? full : swa;
    if (differs(lm.nLayer, m.nLayer()))
        return "n_layer";
    if (differs(lm.nVocab, m.nVocab))
        return "n_vocab";
    if (differs(lm.nEmbd, m.nEmbd))
        return "n_embd";
    if (c.mla == 0 && any && (differs(lm.nHeadKv, any->nHeadKv) || differs(lm.headDimK, any->headDimK)))
        return "n_head_kv";
    if (lm.nSwa && *lm.nSwa > 0 && (!swa || swa->window != *lm.nSwa))
        return "n_swa";
    if (lm.nSwa && *lm.nSwa == 0 && swa)
        return "n_swa";
    if (differs(lm.nExpert, m.nExpert))
        return "n_expert";
    return {};
}

const ModelSpec* byName(const LogModel& lm, const Catalog& catalog)
{
    const std::string name = squash(lm.name);
    const ModelSpec* best = nullptr;
    size_t bestLen = 0;
    for (const ModelSpec& m : catalog.models) {
        for (const std::string& key : {squash(m.id), squash(m.name)}) {
            if (key.size() > bestLen && !name.empty() && name.find(key) != std::string::npos) {
                best = &m;
                bestLen = key.size();
            }
        }
    }
    return best;
}

// The preset whose id or name spans the most words of the model file's name:
// "/models/Qwen_Qwen3-0.6B-Q6_K.gguf" -> qwen3-0.6b (a publisher prefix such as "Qwen_" or "bartowski_" is
// just one more word). Ollama's blobs ("sha256-...") name nothing.
const ModelSpec* byFileName(const LogModel& lm, const Catalog& catalog)
{
    if (lm.file.empty())
        return nullptr;
    const logtext::NameWords words = logtext::nameWords(lm.file);
    const ModelSpec* best = nullptr;
    size_t bestLen = 0;
    for (const ModelSpec& m : catalog.models)
        for (const std::string& key : {m.id, m.name})
            if (const size_t len = logtext::spansWords(words, key); len > bestLen) {
                best = &m;
                bestLen = len;
            }
    return best;
}

const ModelSpec* byShape(const LogModel& lm, const Catalog& catalog)
{
    if (!lm.nLayer || !lm.nEmbd || !lm.nVocab || (!lm.nHeadKv && !lm.kvLoraRank))
        return nullptr;
    for (const ModelSpec& m : catalog.models)
        if ((lm.arch.empty() || m.arch.empty() || lm.arch == m.arch) && disagreement(lm, m).empty())
            return &m;
    return nullptr;
}

void addSwa(const LogModel& lm, nlohmann::json& j, std::vector<Warning>& assumptions)
{
    if (!lm.nSwa || *lm.nSwa == 0)
        return;
    j["sliding_window"] = *lm.nSwa;
    if (lm.swaLayers.size() == lm.nLayer.value_or(0)) {
        j["swa_layers"] = lm.swaLayers;
        return;
    }
    uint64_t pattern = lm.swaPattern.value_or(architecture(lm.arch).llamacpp.swaPattern);
    if (pattern == 0) {
        pattern = 2;
        assumptions.push_back({Diag::LogSwaPatternAssumed, {lm.arch, "2"}});
    }
    j["swa_pattern"] = pattern;
}

void addStructure(const LogModel& lm, nlohmann::json& j, std::vector<Warning>& assumptions)
{
    if (lm.kvLoraRank && *lm.kvLoraRank > 0)
        j["mla"] = {{"kv_lora_rank", *lm.kvLoraRank}, {"qk_rope_head_dim", lm.nRot.value_or(64)}};
    if (lm.ssmDState && *lm.ssmDState > 0) {
        const uint64_t groups = lm.ssmNGroup.value_or(0);
        j["recurrent"] = {{"kind", groups > 0 ? "mamba2" : "mamba"},
                          {"d_conv", lm.ssmDConv.value_or(4)},
                          {"d_inner", lm.ssmDInner.value_or(0)},
                          {"d_state", *lm.ssmDState},
                          {"n_group", groups},
                          {"layers", "non-attention"}};
    }
    addSwa(lm, j, assumptions);
}

// The parameter counts by class (what the prefill bound multiplies, prefill.h) from print_info's printed total and
// the shape: attention from the heads (q and o over n_head, k and v over n_head_kv; MLA's projections stay in the
// remainder), the input embedding n_vocab x n_embd, a gated FFN of 3 x n_embd x n_ff per layer (routed experts:
// n_expert of 3 x n_embd x n_ff_exp per layer), and an output layer when what is left holds one (else it is tied to
// the embedding). Without n_ff (or with routed experts), what is left goes to the FFN (shared experts, dense layers,
// recurrent blocks); with it, what is left beyond the FFN and the output layer is norms and biases.
//   the probe of tests/data/logs/llamacpp-cpu-prompt-1024.log, 8 x 2048, 32 heads / 8 KV heads of 64, n_ff 8192,
//   vocabulary 32000, "model params = 552.11 M": attention 8 x 10,485,760 = 83,886,080, embedding 65,536,000,
//   FFN 8 x 3 x 2048 x 8192 = 402,653,184; left 34,736 (norms) < half an output layer's 65,536,000: tied.
nlohmann::json paramsFromLog(const LogModel& lm, uint64_t dk, uint64_t dv)
{
    const double total = lm.params->value;
    const double L = static_cast<double>(lm.nLayer.value_or(0));
    const double E = static_cast<double>(lm.nEmbd.value_or(0));
    const double H = static_cast<double>(lm.nHead.value_or(0));
    const double V = static_cast<double>(lm.nVocab.value_or(0));
    double kvHeads = 0; // summed over the layers
    if (lm.nHeadKvPerLayer.size() == lm.nLayer.value_or(0))
        for (uint64_t h : lm.nHeadKvPerLayer)
            kvHeads += static_cast<double>(h);
    else
        kvHeads = L * static_cast<double>(lm.nHeadKv.value_or(0));
    const bool mla = lm.kvLoraRank.value_or(0) > 0;
    const double attention =
        mla ? 0 : L * E * H * static_cast<double>(dk + dv) + kvHeads * E * static_cast<double>(dk + dv);
    const double embedding = V * E;
    double left = total - attention - embedding;
    if (!(left > 0)) // the shape does not add up to the printed total: keep it all in the FFN
        return {{"ffn", static_cast<uint64_t>(std::llround(total))}};
    double experts = 0;
    if (lm.nExpert.value_or(0) > 0) {
        experts = lm.nFfExp ? L * static_cast<double>(*lm.nExpert) * 3.0 * E * static_cast<double>(*lm.nFfExp) : left;
        experts = std::min(experts, left);
        left -= experts;
    }
    double ffn =
        lm.nExpert.value_or(0) == 0 && lm.nFf ? std::min(left, L * 3.0 * E * static_cast<double>(*lm.nFf)) : left;
    left -= ffn;
    double output = 0;
    if (left >= embedding / 2) // what is left holds an output layer: untied
        output = std::min(left, embedding);
    const double norm = left - output; // norms and biases, never multiplied
    const auto count = [](double x) { return static_cast<uint64_t>(std::llround(std::max(0.0, x))); };
    return {{"attention", count(attention)}, {"embedding", count(embedding)}, {"ffn", count(ffn)},
            {"experts", count(experts)},     {"output", count(output)},       {"norm", count(norm)}};
}

ModelSpec fromNumbers(const LogModel& lm, std::vector<Warning>& assumptions)
{
    const bool shaped = lm.nLayer && (lm.nHeadKv || !lm.nHeadKvPerLayer.empty()) &&
                        (lm.headDimK || (lm.nEmbd && lm.nHead && *lm.nHead > 0));
    if (!shaped)
        throw InputError("log-model-unknown", lm.name);
    uint64_t dk = lm.headDimK.value_or(0);
    if (dk == 0) {
        dk = *lm.nEmbd / *lm.nHead;
        assumptions.push_back({Diag::LogHeadDimDerived, {std::to_string(dk)}});
    }
    nlohmann::json j{{"id", "from-log"},
                     {"name", lm.name.empty() ? std::string("model from log") : lm.name},
                     {"arch", lm.arch},
                     {"n_layer", *lm.nLayer},
                     {"head_dim_k", dk},
                     {"head_dim_v", lm.headDimV.value_or(dk)},
                     {"n_embd", lm.nEmbd.value_or(0)},
                     {"n_head", lm.nHead.value_or(0)},
                     {"n_vocab", lm.nVocab.value_or(0)},
                     {"n_ctx_train", lm.nCtxTrain.value_or(0)},
                     {"n_expert", lm.nExpert.value_or(0)},
                     {"n_expert_used", lm.nExpertUsed.value_or(0)},
                     {"source", "rebuilt from a runtime log"}};
    if (lm.nHeadKvPerLayer.size() == *lm.nLayer)
        j["n_head_kv"] = lm.nHeadKvPerLayer;
    else
        j["n_head_kv"] = lm.nHeadKv.value_or(0);
    addStructure(lm, j, assumptions);
    if (lm.params)
        j["params"] = paramsFromLog(lm, dk, lm.headDimV.value_or(dk));
    else if (lm.fileSize) // no parameter count printed: the file's bytes, spread over the layers as 16-bit weights
        j["params"] = {{"ffn", static_cast<uint64_t>(lm.fileSize->value / 2)}};
    if (!lm.nVocab)
        assumptions.push_back({Diag::LogVocabUnknown, {}});
    ModelSpec m = modelFromJson(j);
    m.origin = ModelSource::Spec;
    return m;
}

} // namespace

std::string logModelDisagreement(const LogModel& logged, const ModelSpec& model)
{
    return disagreement(logged, model);
}

RebuiltScenario modelFromLog(const RuntimeLog& log, const Catalog& catalog)
{
    RebuiltScenario r;
    const LogModel& lm = log.model;
    const ModelSpec* preset = byName(lm, catalog);
    if (!preset && (preset = byFileName(lm, catalog)))
        r.assumptions.push_back({Diag::LogPresetByFileName, {preset->id, lm.file}});
    if (preset) {
        const std::string field = disagreement(lm, *preset);
        if (!field.empty()) {
            r.assumptions.push_back({Diag::LogPresetShapeDiffers, {preset->id, field}});
            preset = nullptr;
        }
    }
    if (!preset && (preset = byShape(lm, catalog)))
        r.assumptions.push_back({Diag::LogPresetByShape, {preset->id}});
    if (preset) {
        r.scenario.model = *preset;
        r.matchedPresetId = preset->id;
    } else {
        r.scenario.model = fromNumbers(lm, r.assumptions);
    }
    if (lm.fileSize) {
        r.scenario.model.weightsBytesExact = static_cast<uint64_t>(lm.fileSize->value);
        r.assumptions.push_back({Diag::LogWeightsFromFileSize, {lm.fileSize->text}});
    }
    return r;
}

} // namespace kv
