#pragma once
// The versioned JSON form of an estimate ("kvplanner.estimate/1", DESIGN §7). Every byte count is an
// exact integer. Warnings carry their stable code and arguments; the CLI adds the English message.

#include "estimate.h"
#include "estimator.h"
#include "prefill.h"
#include "scenario.h"

#include <nlohmann/json_fwd.hpp>

namespace kv {

inline constexpr const char* kEstimateSchema = "kvplanner.estimate/1";

nlohmann::json estimateToJson(const Scenario& s, const Estimate& e);
// The machine as planned: {id, name, devices: [{name, kind, capacity_bytes, reserve_bytes, usable_bytes,
// bandwidth_gbs, gpu_limit_bytes (unified)}]}; estimate, fit and machines all write it this way.
nlohmann::json hardwareToJson(const Hardware& hardware);
nlohmann::json sweepToJson(const Scenario& s, SweepAxis axis, const std::vector<SweepPoint>& points);
// `sweep --over prompt`: {schema, model, runtime, over: "prompt", context, answer_tokens, points: [{x,
// exceeds_context, first_token_seconds, answer_seconds, tokens_per_second, limited_by}]} (null figures where there
// is no bound: a peak unknown, or the prompt longer than the context).
nlohmann::json promptSweepToJson(const Scenario& s, const std::vector<PromptPoint>& points);
// The prefill bound's "limited_by": "compute", "host_link" or "memory".
std::string_view prefillLimitId(PrefillLimit limit);

std::string_view modelSourceId(ModelSource source); // "preset", "gguf", "hf-config", "safetensors", "spec"

} // namespace kv
