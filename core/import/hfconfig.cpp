#include "hfconfig.h"

#include "arch/architecture.h"
#include "catalog.h"
#include "errors.h"
#include "hfdims.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace kv {

using nlohmann::json;

namespace {

// Gemma 3's multimodal config nests the text model and omits every field equal to a Gemma3TextConfig
// default (transformers configuration_gemma3.py).
json textConfig(const json& file, ImportResult& r)
{
    json cfg = file["text_config"];
    if (!cfg.is_object())
        throw InputError("model-field-invalid", "text_config", reason::kNotObject);
    if (!cfg.contains("model_type") && file.contains("model_type"))
        cfg["model_type"] = file["model_type"];
    const auto mt = cfg.find("model_type");
    const std::string type = mt != cfg.end() && mt->is_string() ? mt->get<std::string>() : std::string();
    if (type != "gemma3" && type != "gemma3_text")
        return cfg;
    const std::pair<const char*, json> defaults[] = {{"head_dim", 256},
                                                     {"num_attention_heads", 8},
                                                     {"num_key_value_heads", 4},
                                                     {"vocab_size", 262208},
                                                     {"max_position_embeddings", 131072},
                                                     {"sliding_window", 4096},
                                                     {"sliding_window_pattern", 6},
                                                     {"tie_word_embeddings", true},
                                                     {"hidden_size", 2304},
                                                     {"intermediate_size", 9216},
                                                     {"num_hidden_layers", 26}};
    for (const auto& [key, value] : defaults)
        if (!cfg.contains(key) || cfg[key].is_null()) {
            cfg[key] = value;
            r.assume(Diag::ConfigDefault, {key, value.dump()});
        }
    return cfg;
}

// DeepSeek's own inference config (n_layers, dim, ...) in Hugging Face field names.
json fromNative(const json& n)
{
    json c{{"model_type", "deepseek_native"}};
    const std::pair<const char*, const char*> names[] = {{"n_layers", "num_hidden_layers"},
                                                         {"dim", "hidden_size"},
                                                         {"n_heads", "num_attention_heads"},
                                                         {"inter_dim", "intermediate_size"},
                                                         {"moe_inter_dim", "moe_intermediate_size"},
                                                         {"n_dense_layers", "first_k_dense_replace"},
                                                         {"n_routed_experts", "n_routed_experts"},
                                                         {"n_shared_experts", "n_shared_experts"},
                                                         {"n_activated_experts", "num_experts_per_tok"},
                                                         {"q_lora_rank", "q_lora_rank"},
                                                         {"kv_lora_rank", "kv_lora_rank"},
                                                         {"qk_nope_head_dim", "qk_nope_head_dim"},
                                                         {"qk_rope_head_dim", "qk_rope_head_dim"},
                                                         {"v_head_dim", "v_head_dim"},
                                                         {"vocab_size", "vocab_size"}};
    for (const auto& [from, to] : names)
        if (n.contains(from))
            c[to] = n[from];
    if (const auto q = n.find("q_lora_rank"); q == n.end() || (q->is_number() && q->get<double>() == 0))
        c["q_lora_rank"] = nullptr;
    const auto sf = n.find("score_func");
    const bool sigmoid = sf != n.end() && sf->is_string() && sf->get<std::string>() == "sigmoid";
    c["_score_bias"] = sigmoid;
    // DeepSeek's inference code (model.py Gate): sigmoid scores are renormalised over the chosen experts, then
    // scaled by route_scale; experts are chosen within the n_limited_groups best of n_expert_groups.
    if (n.contains("score_func"))
        c["scoring_func"] = n["score_func"];
    c["norm_topk_prob"] = sigmoid;
    if (n.contains("route_scale"))
        c["routed_scaling_factor"] = n["route_scale"];
    if (n.contains("n_expert_groups"))
        c["n_group"] = n["n_expert_groups"];
    if (n.contains("n_limited_groups"))
        c["topk_group"] = n["n_limited_groups"];
    return c;
}

} // namespace

namespace {

// model_type, else from architectures[0] ("Qwen2ForCausalLM" -> "qwen2").
std::string modelType(const HfCfg& c)
{
    if (c.has("model_type"))
        return c.text("model_type");
    const json& a = c.raw().contains("architectures") ? c.raw()["architectures"] : json();
    if (!a.is_array() || a.empty() || !a[0].is_string())
        return {};
    std::string name = a[0].get<std::string>();
    name.resize(std::min(name.size(), name.find("For")));
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char ch) { return char(std::tolower(ch)); });
    return architectureOfModelType(name) ? name : std::string();
}

void applyIndexSize(const std::filesystem::path& config, ImportResult& r)
{
    if (config.filename() != "config.json")
        return;
    const std::filesystem::path index = config.parent_path() / "model.safetensors.index.json";
    std::error_code ec;
    if (!std::filesystem::is_regular_file(index, ec))
        return;
    const json j = parseJsonText(readTextFile(index), index.filename().string());
    const json* size =
        j.is_object() && j.contains("metadata") && j["metadata"].is_object() && j["metadata"].contains("total_size")
            ? &j["metadata"]["total_size"]
            : nullptr;
    if (!size || !size->is_number_unsigned())
        throw InputError("model-field-invalid", "metadata.total_size", index.filename().string());
    r.model.weightsBytesExact = size->get<uint64_t>();
    r.assume(Diag::WeightsFromIndex, {std::to_string(r.model.weightsBytesExact)});
}

} // namespace

ImportResult importHfConfig(const json& file)
{
    ImportResult r;
    r.format = "hf-config";
    if (!file.is_object())
        throw InputError("model-field-invalid", "(top level)", reason::kNotObject);
    const bool native = file.contains("n_layers") && file.contains("kv_lora_rank");
    const json cfg = native ? fromNative(file) : file.contains("text_config") ? textConfig(file, r) : file;
    const HfCfg c(cfg, r);
    HfDims d;
    d.type = modelType(c);
    // The architecture llama.cpp converts this model_type as, from the architectures' descriptions.
    const Architecture* arch = architectureOfModelType(d.type);
    if (d.type.empty() && c.has("num_hidden_layers")) { // no model_type at all: read it as a Llama-like model
        r.assume(Diag::ModelTypeMissing, {"llama"});
        d.type = "llama";
        arch = architectureOfModelType(d.type);
    } else if (!arch) {
        if (!c.has("num_hidden_layers") || !c.has("hidden_size") || !c.has("num_attention_heads"))
            throw InputError("model-arch-unknown", d.type.empty() ? std::string("(no model_type)") : d.type);
        r.assume(Diag::ArchUnknown, {d.type});
    }
    if (arch)
        d.hf = arch->modelType(d.type).hf;
    readHfDims(c, d);
    ModelSpec& m = r.model;
    m.origin = ModelSource::HfConfig;
    m.arch = arch ? std::string(arch->id) : d.type;
    m.modelType = d.type;
    const ModelType::Convert convert = arch ? arch->modelType(d.type).convert : ModelType::Convert{};
    if (!convert.withExperts.empty() && d.nExpert > 1)
        m.arch = std::string(convert.withExperts);
    // A multimodal wrapper converts its text model under its own architecture.
    if (file.contains("model_type") && file["model_type"].is_string()) {
        const std::string outer = file["model_type"].get<std::string>();
        if (const Architecture* w = architectureOfModelType(outer); w && w->modelType(outer).convert.wrapper) {
            m.arch = std::string(w->id);
            m.modelType = outer;
        }
    }
    // conversion/mistral3.py: a ministral3 text model must carry rope_parameters.llama_4_scaling_beta (it asserts YaRN
    // and reads the key) and writes it as attention.temperature_scale, which adds an input to llama.cpp's compute graph
    // (src/models/mistral3.cpp); a config excerpt without the key still converts with it.
    if (convert.attentionTemperature) {
        m.attnTemperature = true;
        if (auto rp = cfg.find("rope_parameters"); rp != cfg.end() && rp->is_object())
            if (auto beta = rp->find("llama_4_scaling_beta"); beta != rp->end() && beta->is_number())
                m.attnTemperature = beta->get<double>() != 0.0;
    }
    m.nVocab = uint32_t(d.V);
    m.nEmbd = uint32_t(d.E);
    m.nHead = uint32_t(d.H);
    m.nExpert = uint32_t(d.nExpert);
    m.nExpertUsed = uint32_t(d.nExpertUsed);
    m.tiedEmbeddings = d.tied;
    // convert_hf_to_gguf.py's context_length: the first of these the config has (Kimi Linear: model_max_length)
    m.nCtxTrain = uint32_t(c.numOr("max_position_embeddings", c.numOr("model_max_length", 0)));
    if (m.nCtxTrain == 0)
        r.assume(Diag::CtxTrainUnknown);
    hfLayout(c, d, m);
    m.params = hfParams(d);
    r.assume(Diag::ParamsDerived);
    if (m.isMoe() && m.params.experts > 0)
        m.activeParams = m.params.total() - m.params.experts + m.params.experts / m.nExpert * m.nExpertUsed;
    validate(m);
    return r;
}

ImportResult importHfConfigFile(const std::filesystem::path& path)
{
    ImportResult r = importHfConfig(parseJsonText(readTextFile(path), path.filename().string()));
    r.model.id = path.parent_path().filename().string();
    if (r.model.id.empty() || path.filename() != "config.json")
        r.model.id = path.stem().string();
    r.model.name = r.model.id;
    applyIndexSize(path, r);
    return r;
}

} // namespace kv
