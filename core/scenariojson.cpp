#include "scenariojson.h"

#include "errors.h"
#include "estimator.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

namespace kv {

using nlohmann::json;

std::string_view flashAttnId(FlashAttn fa)
{
    switch (fa) {
    case FlashAttn::On:
        return "on";
    case FlashAttn::Off:
        return "off";
    case FlashAttn::Auto:
        break;
    }
    return "auto";
}

std::optional<FlashAttn> flashAttnFromId(std::string_view id)
{
    if (id == "auto")
        return FlashAttn::Auto;
    if (id == "on" || id == "1" || id == "true")
        return FlashAttn::On;
    if (id == "off" || id == "0" || id == "false")
        return FlashAttn::Off;
    return std::nullopt;
}

namespace {

std::string_view deviceKindId(DeviceKind k)
{
    switch (k) {
    case DeviceKind::Gpu:
        return "gpu";
    case DeviceKind::Ram:
        return "ram";
    case DeviceKind::Unified:
        break;
    }
    return "unified";
}

template <typename T> T field(const json& j, const char* key, T fallback)
{
    auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return fallback;
    try {
        if constexpr (std::is_unsigned_v<T> && !std::is_same_v<T, bool>) {
            if (!it->is_number_integer() || it->template get<int64_t>() < 0)
                throw InputError("scenario-field-invalid", key, "expected a whole number");
        }
        return it->get<T>();
    } catch (const json::exception&) {
        throw InputError("scenario-field-invalid", key);
    }
}

ElemType elemField(const json& j, const char* key)
{
    const auto s = field<std::string>(j, key, "f16");
    const auto t = elemTypeFromName(s);
    if (!t)
        throw InputError("scenario-field-invalid", key, s);
    return *t;
}

} // namespace

json scenarioToJson(const Scenario& s)
{
    json devices = json::array();
    for (const Device& d : s.hardware.devices)
        devices.push_back({{"name", d.name}, {"kind", deviceKindId(d.kind)}, {"capacity_bytes", d.capacityBytes}});
    const LlamaCppOptions& l = s.llama;
    json model{{"spec", modelToJson(s.model)}};
    if (s.model.origin == ModelSource::Preset)
        model["preset"] = s.model.id;
    return {{"schemaVersion", kScenarioSchemaVersion},
            {"app", "kvplanner"},
            {"model", std::move(model)},
            {"runtime", runtimeId(s.runtime)},
            {"context_per_user", s.contextPerUser},
            {"users", s.users},
            {"weights", s.weights.id},
            {"weights_scheme",
             {{"body_bits", s.weights.bodyBits},
              {"embedding_bits", s.weights.embeddingBits},
              {"output_bits", s.weights.outputBits},
              {"norm_bits", s.weights.normBits}}},
            {"cache_type_k", name(s.typeK)},
            {"cache_type_v", name(s.typeV)},
            {"llama",
             {{"ctx_size", l.ctxSize ? json(*l.ctxSize) : json(nullptr)},
              {"parallel", l.parallel ? json(*l.parallel) : json(nullptr)},
              {"batch_size", l.batchSize},
              {"ubatch_size", l.ubatchSize},
              {"flash_attn", flashAttnId(l.flashAttn)},
              {"swa_full", l.swaFull},
              {"kv_unified", l.kvUnified}}},
            {"compute_bytes", s.computeBytesOverride ? json(*s.computeBytesOverride) : json(nullptr)},
            {"hardware", {{"id", s.hardware.id}, {"devices", std::move(devices)}}}};
}

Scenario scenarioFromJson(const json& j, const Catalog& catalog)
{
    if (!j.is_object())
        throw InputError("scenario-field-invalid", "(top level)", "expected a JSON object");
    const auto version = field<uint64_t>(j, "schemaVersion", 0);
    if (version == 0)
        throw InputError("scenario-field-invalid", "schemaVersion", "missing: not a kvplanner scenario");
    if (version > kScenarioSchemaVersion)
        throw InputError("schema-too-new", std::to_string(version));

    Scenario s;
    const json model = j.value("model", json::object());
    if (!model.is_object())
        throw InputError("scenario-field-invalid", "model");
    const std::string preset = field<std::string>(model, "preset", "");
    if (const ModelSpec* m = preset.empty() ? nullptr : catalog.findModel(preset)) {
        s.model = *m;
    } else if (auto spec = model.find("spec"); spec != model.end()) {
        s.model = modelFromJson(*spec);
        s.model.origin = preset.empty() ? ModelSource::Spec : ModelSource::Preset;
    } else {
        throw InputError(preset.empty() ? "scenario-field-invalid" : "unknown-model", preset.empty() ? "model" : preset);
    }

    const auto rt = runtimeFromId(field<std::string>(j, "runtime", "llama.cpp"));
    if (!rt)
        throw InputError("scenario-field-invalid", "runtime");
    s.runtime = *rt;
    s.contextPerUser = field<uint64_t>(j, "context_per_user", s.contextPerUser);
    s.users = field<uint32_t>(j, "users", s.users);
    const std::string weights = field<std::string>(j, "weights", "Q4_K_M");
    if (const WeightScheme* w = catalog.findScheme(weights)) {
        s.weights = *w;
    } else if (auto ws = j.find("weights_scheme"); ws != j.end() && ws->is_object()) {
        s.weights.id = weights;
        s.weights.bodyBits = field<double>(*ws, "body_bits", 16);
        s.weights.embeddingBits = field<double>(*ws, "embedding_bits", 16);
        s.weights.outputBits = field<double>(*ws, "output_bits", 16);
        s.weights.normBits = field<double>(*ws, "norm_bits", 32);
    } else {
        throw InputError("unknown-weights", weights);
    }
    s.typeK = elemField(j, "cache_type_k");
    s.typeV = elemField(j, "cache_type_v");

    const json l = j.value("llama", json::object());
    if (l.is_object()) {
        if (l.contains("ctx_size") && !l["ctx_size"].is_null())
            s.llama.ctxSize = field<uint64_t>(l, "ctx_size", 0);
        if (l.contains("parallel") && !l["parallel"].is_null())
            s.llama.parallel = field<uint32_t>(l, "parallel", 1);
        s.llama.batchSize = field<uint32_t>(l, "batch_size", s.llama.batchSize);
        s.llama.ubatchSize = field<uint32_t>(l, "ubatch_size", s.llama.ubatchSize);
        const auto fa = flashAttnFromId(field<std::string>(l, "flash_attn", "auto"));
        if (!fa)
            throw InputError("scenario-field-invalid", "llama.flash_attn");
        s.llama.flashAttn = *fa;
        s.llama.swaFull = field<bool>(l, "swa_full", false);
        s.llama.kvUnified = field<bool>(l, "kv_unified", false);
    }
    if (j.contains("compute_bytes") && !j["compute_bytes"].is_null())
        s.computeBytesOverride = field<uint64_t>(j, "compute_bytes", 0);

    const json hw = j.value("hardware", json::object());
    if (hw.is_object()) {
        s.hardware.id = field<std::string>(hw, "id", "");
        const json devs = hw.value("devices", json::array());
        if (!devs.is_array())
            throw InputError("scenario-field-invalid", "hardware.devices");
        for (const json& d : devs) {
            if (!d.is_object())
                throw InputError("scenario-field-invalid", "hardware.devices");
            Device dev;
            dev.name = field<std::string>(d, "name", "");
            const std::string kind = field<std::string>(d, "kind", "gpu");
            dev.kind = kind == "ram" ? DeviceKind::Ram : kind == "unified" ? DeviceKind::Unified : DeviceKind::Gpu;
            dev.capacityBytes = field<uint64_t>(d, "capacity_bytes", 0);
            s.hardware.devices.push_back(dev);
        }
    }
    return s;
}

} // namespace kv
