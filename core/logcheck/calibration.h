#pragma once
// Calibration: what a runtime log measured on the user's own machine, kept as a machine profile so
// later plans for that machine use it (issue "Check the plan against reality", item 4).
//
// The compute buffers are the one figure kvplanner approximates; a profile keeps the ratio of the
// logged buffers to kvplanner's approximation for the logged run, and later estimates scale their
// approximation by it. vLLM's activation peak and non-torch memory are kept as measured.
//   gpt-oss-20b log: compute logged 456.98 + 263.15 MiB, approximated 443.39 + 263.13 MiB
//     -> computeScale 1.0192; a later plan's 500 MiB approximation becomes 509.6 MiB.
// File format "kvplanner.machine/1":
//   { "schema": "kvplanner.machine/1", "name": "...", "source": "...", "compute_scale": 1.0192,
//     "n_ubatch": 512, "vllm_activation_peak_bytes": null, "vllm_non_torch_bytes": null,
//     "prefill_efficiency": 0.206 }   (written only when the log printed a prompt speed with a bound)

#include "logcheck.h"
#include "scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace kv {

struct MachineProfile
{
    std::string name;
    std::string source;                 // the log it came from: runtime, build, model, n_ubatch
    std::optional<double> computeScale; // logged / approximated compute buffers
    uint32_t nUbatch = 0;               // micro-batch of the logged run
    std::optional<uint64_t> vllmActivationPeakBytes;
    std::optional<uint64_t> vllmNonTorchBytes;
    // The longest printed prompt's speed over its prefill bound on the machine named (promptcheck.h), 0..1 and a
    // little over when the machine's peak figure is low; later plans say "about" the bound over it.
    std::optional<double> prefillEfficiency;
    bool operator==(const MachineProfile&) const = default;
    bool empty() const { return !computeScale && !vllmActivationPeakBytes && !vllmNonTorchBytes && !prefillEfficiency; }
};

// What the check measured that a profile can keep (empty when the log has nothing to calibrate).
MachineProfile calibrationFromCheck(const LogCheck& check);

// Applies the measured values to a scenario for the same machine.
void applyProfile(const MachineProfile& profile, Scenario& s);

nlohmann::json profileToJson(const MachineProfile& profile);
MachineProfile profileFromJson(const nlohmann::json& j); // throws InputError("profile-invalid", field)

} // namespace kv
