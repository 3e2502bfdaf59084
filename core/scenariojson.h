#pragma once
// Scenario files (*.kvplan), schema 1: everything needed to reproduce an estimate.
//
//   { "schemaVersion": 1, "app": "kvplanner",
//     "model": { "preset": "qwen3-32b", "spec": { ...modelToJson... } },
//     "runtime": "llama.cpp", "context_per_user": 32768, "users": 4,
//     "weights": "Q4_K_M", "cache_type_k": "q8_0", "cache_type_v": "q8_0",
//     "llama": { "batch_size": 2048, "ubatch_size": 512, "flash_attn": "auto", "swa_full": false,
//                "kv_unified": false, "ctx_size": null, "parallel": null },
//     "compute_bytes": null,
//     "hardware": { "id": "", "devices": [ { "name": "GPU 0", "kind": "gpu", "capacity_bytes": 25769803776 } ] } }
// The model is stored both by preset id and in full, so a file still opens when presets change.
// Missing keys take defaults; unknown keys are ignored; a newer schemaVersion is refused
// (InputError "schema-too-new") rather than half-read.

#include "catalog.h"
#include "scenario.h"

#include <nlohmann/json_fwd.hpp>

namespace kv {

inline constexpr int kScenarioSchemaVersion = 1;

nlohmann::json scenarioToJson(const Scenario& s);
// Resolves the model through the catalog when its preset id is known there, else uses the stored spec.
Scenario scenarioFromJson(const nlohmann::json& j, const Catalog& catalog);

std::string_view flashAttnId(FlashAttn fa); // "auto", "on", "off"
std::optional<FlashAttn> flashAttnFromId(std::string_view id);

} // namespace kv
