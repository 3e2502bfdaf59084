#pragma once
// The versioned JSON of choosing: "kvplanner.fit/1" (models x schemes for one machine and question) and
// "kvplanner.machines/1" (one plan on every machine), and the advice list that `estimate --advise`
// adds. Byte counts are exact integers; the CLI adds each suggestion's English summary.

#include "choose.h"

#include <nlohmann/json_fwd.hpp>

namespace kv {

inline constexpr const char* kFitSchema = "kvplanner.fit/1";
inline constexpr const char* kMachinesSchema = "kvplanner.machines/1";

nlohmann::json fitToJson(const Scenario& question, const std::vector<FitRow>& rows);
nlohmann::json machinesToJson(const Scenario& plan, const std::vector<MachineRow>& rows);
// [{kind, args, verdict, fits, total_bytes, tokens_per_second_per_user, value, max_context_per_user}]
nlohmann::json adviceToJson(const std::vector<Advice>& advice);

} // namespace kv
