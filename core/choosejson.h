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
// Each row: hardware, name, gpus, verdict, fits, layers_in_ram, headroom_bytes, total_bytes, limits, speed, and
// what it costs: price (a number in `currency`), currency, price_source, power_w, price_per_token_per_s, each
// null when unknown. The question says how the rows were chosen: sort, currency, budget, min_speed.
nlohmann::json machinesToJson(const Scenario& plan, const std::vector<MachineRow>& rows, const MachineChoice& choice);
std::string_view machineOrderId(MachineOrder order); // "speed", "price", "headroom"
// [{kind, args, verdict, fits, total_bytes, tokens_per_second_per_user, value, max_context_per_user}]
nlohmann::json adviceToJson(const std::vector<Advice>& advice);

} // namespace kv
