#pragma once
// Internal to the config.json reader: the dimensions it read, shared by the layout (hfconfig.cpp) and the
// parameter count (hfparams.cpp).

#include "arch/architecture.h"
#include "errors.h"
#include "importresult.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace kv {

struct HfDims
{
    std::string type; // model_type ("deepseek_native" for DeepSeek's own inference config)
    ModelType::Hf hf; // how its family's config is read (blank for an unknown model_type)
    uint64_t L = 0, E = 0, V = 0, H = 0, KV = 0, hd = 0, F = 0;
    bool tied = false;
    bool attnBias = false, qkvBias = false, qkNorm = false, gatedQ = false, sinks = false;
    bool qkNormAllHeads = false; // MiniMax-M2: one q norm over all query heads, one k norm over all KV heads
    uint32_t normsPerLayer = 2;
    uint64_t nExpert = 0, nExpertUsed = 0, moeF = 0, sharedF = 0, nShared = 0, firstDense = 0;
    uint64_t expertPeriod = 1, expertOffset = 0;
    bool expertBias = false;                                           // DeepSeek-V3 e_score_correction_bias
    uint64_t qLora = 0, kvLora = 0, qkNope = 0, qkRope = 0, vHead = 0; // MLA
    MoeRouting routing;                // DeepSeek-style routing, for llama.cpp's compute graph (ModelSpec::moe)
    uint64_t idxHeads = 0, idxDim = 0; // DeepSeek-V3.2's lightning indexer: index_n_heads x index_head_dim
    // recurrent blocks
    uint64_t dtRank = 0, ssmHeads = 0, convDim = 0, linNk = 0, linNv = 0, linDk = 0, linDv = 0;
    bool convBias = true, projBias = false, ssmNorm = false;
    RecurrentInfo rec;
    std::string blocks;           // Nemotron-H: one character per layer (M Mamba-2, * attention, - MLP, E MoE)
    std::vector<bool> attn, rec_; // per layer: attention, recurrent state
};

inline constexpr uint64_t kMaxHfDim = uint64_t(1) << 31;

// Field access with errors naming the field, and defaults recorded as assumptions.
class HfCfg
{
public:
    HfCfg(const nlohmann::json& j, ImportResult& r) : m_j(j), m_r(r) {}
    bool has(const char* k) const { return m_j.contains(k) && !m_j[k].is_null(); }
    uint64_t num(const char* k) const
    {
        if (!has(k))
            throw InputError("model-field-invalid", k, reason::kMissing);
        const nlohmann::json& v = m_j[k];
        if (v.is_number_unsigned() || (v.is_number_integer() && v.get<int64_t>() >= 0)) {
            if (v.get<uint64_t>() <= kMaxHfDim)
                return v.get<uint64_t>();
        } else if (v.is_number_float() && v.get<double>() >= 0 && v.get<double>() <= double(kMaxHfDim) &&
                   v.get<double>() == double(uint64_t(v.get<double>()))) {
            return uint64_t(v.get<double>());
        }
        throw InputError("model-field-invalid", k, reason::kNotInteger);
    }
    uint64_t numOr(const char* k, uint64_t fallback) const { return has(k) ? num(k) : fallback; }
    uint64_t numOrAssume(const char* k, uint64_t fallback) const
    {
        if (has(k))
            return num(k);
        m_r.assume(Diag::ConfigDefault, {k, std::to_string(fallback)});
        return fallback;
    }
    bool flag(const char* k, bool fallback) const
    {
        if (!has(k))
            return fallback;
        if (!m_j[k].is_boolean())
            throw InputError("model-field-invalid", k, reason::kNotBool);
        return m_j[k].get<bool>();
    }
    std::string text(const char* k) const
    {
        if (!has(k))
            return {};
        if (!m_j[k].is_string())
            throw InputError("model-field-invalid", k, reason::kNotText);
        return m_j[k].get<std::string>();
    }
    // layer_types[i] == value, for every layer.
    std::vector<bool> layerTypeIs(uint64_t n, const std::string& value) const
    {
        if (!has("layer_types") || !m_j["layer_types"].is_array() || m_j["layer_types"].size() != n)
            throw InputError("model-field-invalid", "layer_types", reason::kPerLayerCount);
        std::vector<bool> out;
        for (const nlohmann::json& e : m_j["layer_types"]) {
            if (!e.is_string())
                throw InputError("model-field-invalid", "layer_types", reason::kBadEntries, {"\"text\""});
            out.push_back(e.get<std::string>() == value);
        }
        return out;
    }
    const nlohmann::json& raw() const { return m_j; }
    // A nested object's field access (Kimi Linear's linear_attn_config), errors naming the object.
    const nlohmann::json& object(const char* k) const
    {
        if (!has(k) || !m_j[k].is_object())
            throw InputError("model-field-invalid", k, reason::kNotObject);
        return m_j[k];
    }
    ImportResult& result() const { return m_r; }

private:
    const nlohmann::json& m_j;
    ImportResult& m_r;
};

// Reads the dimensions of config `c` (model_type already resolved into d.type).
void readHfDims(const HfCfg& c, HfDims& d);
// Which layers attend (with sliding windows, latent) and which carry recurrent state.
void hfLayout(const HfCfg& c, HfDims& d, ModelSpec& m);
ParamCounts hfParams(const HfDims& d);

} // namespace kv
