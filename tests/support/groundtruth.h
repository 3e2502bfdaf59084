#pragma once
// Test support: loads the ground-truth files (copied from real runtime measurements into
// tests/data/groundtruth/) and turns a measured case's GGUF hyperparameters into a model spec.

#include <nlohmann/json.hpp>

#include "catalog.h"
#include "modeljson.h"
#include "scenario.h"

#include <string>

namespace kvtest {

inline nlohmann::json loadJson(const std::string& relPath)
{
    return nlohmann::json::parse(kv::readTextFile(std::string(KV_TEST_DATA) + "/" + relPath));
}

inline kv::Catalog presets()
{
    return kv::loadCatalog(std::string(KV_SOURCE_DIR) + "/resources/presets");
}

// A measured case's "model" object (GGUF hyperparameters) as a kvplanner spec JSON.
inline nlohmann::json specFromMeasuredModel(const nlohmann::json& m)
{
    const std::string arch = m.at("arch");
    nlohmann::json j{{"id", m.at("name")},
                     {"arch", arch},
                     {"n_layer", m.at("n_layer")},
                     {"n_head", m.at("n_head")},
                     {"n_head_kv", m.at("n_head_kv")},
                     {"head_dim", m.at("head_dim")},
                     {"n_embd", m.at("n_embd")},
                     {"n_vocab", m.at("n_vocab")},
                     {"n_ctx_train", m.at("n_ctx_train")}};
    if (m.contains("swa")) {
        j["sliding_window"] = m.at("swa");
        j["swa_pattern"] = m.at("swa_pattern");
    }
    if (m.contains("kv_lora_rank"))
        j["mla"] = {{"kv_lora_rank", m.at("kv_lora_rank")}, {"qk_rope_head_dim", m.at("qk_rope")}};
    if (m.contains("ssm_state")) {
        j["recurrent"] = {{"kind", "mamba2"},
                          {"d_conv", m.at("ssm_conv")},
                          {"d_inner", m.at("ssm_inner")},
                          {"d_state", m.at("ssm_state")},
                          {"n_group", m.at("ssm_groups")}};
        if (m.contains("attn_layers")) {
            nlohmann::json idx = nlohmann::json::array();
            std::string s = m.at("attn_layers");
            size_t pos = 0;
            while (pos < s.size()) {
                const size_t comma = s.find(',', pos);
                idx.push_back(std::stoul(s.substr(pos, comma - pos)));
                pos = comma == std::string::npos ? s.size() : comma + 1;
            }
            j["attention_layers"] = idx;
        }
    }
    return j;
}

} // namespace kvtest
