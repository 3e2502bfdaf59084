#pragma once
// Scenario files (*.kvplan): everything needed to reproduce an estimate. Schema 2 adds "pins": up to
// four pinned plans compared side by side, each a whole scenario object of its own; schema 1 files
// (no pins) still load.
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
#include "money.h"
#include "scenario.h"

#include <nlohmann/json_fwd.hpp>

namespace kv {

// 3: side models (side_models: projector, draft). A plan without them is still written as 2, so that
// earlier versions of kvplanner keep reading it; one with them is 3, which they refuse rather than
// silently dropping the side models.
inline constexpr int kScenarioSchemaVersion = 3;
inline constexpr size_t kMaxPins = 4;

nlohmann::json scenarioToJson(const Scenario& s);
// Every runtime option's key in a scenario file, "section.key" ("llama.ctx_size", "vllm.kv_pool_bytes", ...): the
// one list scenarioToJson and scenarioFromJson both walk (plus the few with codecs of their own).
std::vector<std::string> scenarioJsonKeys();
// Resolves the model through the catalog when its preset id is known there, else uses the stored spec.
Scenario scenarioFromJson(const nlohmann::json& j, const Catalog& catalog);
// A plan file: the scenario plus its pins.
nlohmann::json planFileToJson(const Scenario& s, const std::vector<Scenario>& pins);
// The pins of a plan file (none in schema 1); more than kMaxPins, or a malformed pin, is an InputError.
std::vector<Scenario> pinsFromJson(const nlohmann::json& j, const Catalog& catalog);
// The user's own prices kept in a plan file: "prices", a kvplanner.prices/1 document exactly as --prices reads it
// (money.h), written only when there are any (earlier versions ignore the key):
//   { "schemaVersion": 2, ..., "prices": { "schema": "kvplanner.prices/1",
//                                          "prices": [ { "hardware": "rtx-3090", "amount": 700, "currency": "EUR" } ] }
//                                          }
nlohmann::json planFileToJson(const Scenario& s, const std::vector<Scenario>& pins,
                              const std::vector<UserPrice>& prices);
// None when the file has no "prices"; read as strictly as a price file: one bad entry refuses them all
// (InputError "prices-invalid" / "prices-malformed", the field named under "prices").
std::vector<UserPrice> pricesFromPlanFile(const nlohmann::json& j, const std::string& file, const Catalog& catalog,
                                          const MoneyTable& table);

std::string_view flashAttnId(FlashAttn fa); // "auto", "on", "off"
std::optional<FlashAttn> flashAttnFromId(std::string_view id);

} // namespace kv
