#include "calibration.h"

#include "errors.h"
#include "promptcheck.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace kv {

MachineProfile calibrationFromCheck(const LogCheck& check)
{
    MachineProfile p;
    double logged = 0, predicted = 0;
    for (const CheckLine& l : check.lines) {
        if (l.item.rfind("compute.", 0) == 0 && l.logged && l.predicted && *l.predicted > 0) {
            logged += l.logged->value;
            predicted += *l.predicted;
        }
    }
    if (logged > 0 && predicted > 0)
        p.computeScale = logged / predicted;
    const LogVllm& v = check.log.vllm;
    if (v.activationPeak)
        p.vllmActivationPeakBytes = static_cast<uint64_t>(std::llround(v.activationPeak->value));
    else if (v.peakTorch && v.weights && v.peakTorch->value > v.weights->value)
        p.vllmActivationPeakBytes = static_cast<uint64_t>(std::llround(v.peakTorch->value - v.weights->value));
    if (v.nonTorch)
        p.vllmNonTorchBytes = static_cast<uint64_t>(std::llround(v.nonTorch->value));
    p.prefillEfficiency = prefillEfficiency(check.lines);
    if (check.log.run.nUbatch)
        p.nUbatch = static_cast<uint32_t>(*check.log.run.nUbatch);
    std::string src = std::string(dialectId(check.log.dialect));
    if (!check.log.buildInfo.empty())
        src += " (" + check.log.buildInfo + ")";
    if (!check.log.model.name.empty())
        src += ", " + check.log.model.name;
    if (p.nUbatch)
        src += ", n_ubatch " + std::to_string(p.nUbatch);
    p.source = src;
    return p;
}

void applyProfile(const MachineProfile& profile, Scenario& s)
{
    if (profile.computeScale)
        s.computeScale = *profile.computeScale;
    if (profile.vllmActivationPeakBytes)
        s.vllm.activationPeakBytes = profile.vllmActivationPeakBytes;
    if (profile.vllmNonTorchBytes)
        s.vllm.nonTorchBytes = profile.vllmNonTorchBytes;
    if (profile.prefillEfficiency)
        s.prefillEfficiency = *profile.prefillEfficiency;
}

nlohmann::json profileToJson(const MachineProfile& p)
{
    using nlohmann::json;
    json j = {
        {"schema", "kvplanner.machine/1"},
        {"name", p.name},
        {"source", p.source},
        {"compute_scale", p.computeScale ? json(*p.computeScale) : json(nullptr)},
        {"n_ubatch", p.nUbatch},
        {"vllm_activation_peak_bytes", p.vllmActivationPeakBytes ? json(*p.vllmActivationPeakBytes) : json(nullptr)},
        {"vllm_non_torch_bytes", p.vllmNonTorchBytes ? json(*p.vllmNonTorchBytes) : json(nullptr)}};
    if (p.prefillEfficiency)
        j["prefill_efficiency"] = *p.prefillEfficiency;
    return j;
}

MachineProfile profileFromJson(const nlohmann::json& j)
{
    if (!j.is_object() || j.value("schema", std::string()) != "kvplanner.machine/1")
        throw InputError("profile-invalid", "schema", reason::kNotProfile);
    MachineProfile p;
    try {
        p.name = j.value("name", std::string());
        p.source = j.value("source", std::string());
        p.nUbatch = j.value("n_ubatch", 0u);
        if (j.contains("compute_scale") && !j["compute_scale"].is_null()) {
            const double scale = j["compute_scale"].get<double>();
            if (!(scale > 0.01 && scale < 100))
                throw InputError("profile-invalid", "compute_scale", reason::kOutOfRange, {"0.01", "100"});
            p.computeScale = scale;
        }
        if (j.contains("prefill_efficiency") && !j["prefill_efficiency"].is_null()) {
            const double eff = j["prefill_efficiency"].get<double>();
            if (!(eff > 0.001 && eff <= kMaxPrefillEfficiency))
                throw InputError("profile-invalid", "prefill_efficiency", reason::kOutOfRange, {"0.001", "2"});
            p.prefillEfficiency = eff;
        }
        for (const char* key : {"vllm_activation_peak_bytes", "vllm_non_torch_bytes"}) {
            if (!j.contains(key) || j[key].is_null())
                continue;
            if (!j[key].is_number_unsigned() || j[key].get<uint64_t>() > (uint64_t(1) << 44))
                throw InputError("profile-invalid", key, reason::kNotInteger);
            (std::string(key) == "vllm_non_torch_bytes" ? p.vllmNonTorchBytes : p.vllmActivationPeakBytes) =
                j[key].get<uint64_t>();
        }
    } catch (const nlohmann::json::exception&) {
        throw InputError("profile-invalid", "(fields)", reason::kWrongTypes);
    }
    return p;
}

} // namespace kv
