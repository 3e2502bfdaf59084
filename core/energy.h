#pragma once
// What a machine costs to run, as bounds from its power figures and the decode-speed bound.
//
//   kv::EnergyUse use{.hoursPerDay = 4, .pricePerKwh = 0.1729, .currency = "USD"};
//   kv::EnergyBound b = kv::energyBound(700, std::nullopt, 2 * 20.0, use);
//   // 2 x RTX 3090 (700 W) generating 40 tokens/s in all: 1e6 / 40 = 25,000 s per million tokens,
//   // 700 W x 25,000 s / 3600 = 4,861.1 Wh; a month of 4 h a day: 700 x 4 x 30 / 1000 = 84 kWh = 14.52 USD.
//
// Both figures are upper bounds on what the board draws: they take the full board power (TGP/TBP, or the
// system's maximum) for every hour of use, and memory-bound decoding rarely draws it. The energy per million
// tokens takes the time at the decode-speed bound (tokens per second per user x users, all users decoding at
// once). The idle power, where the maker publishes one, adds the rest of the day (24 - hours) to the month.
// For a discrete GPU these are the cards only, not the PC around them.

#include "hardware.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace kv {

inline constexpr double kDefaultHoursPerDay = 4;
inline constexpr double kDaysPerMonth = 30;

struct EnergyUse
{
    double hoursPerDay = kDefaultHoursPerDay; // of generation; 0 .. 24
    double pricePerKwh = 0;                   // in `currency`; 0: no cost figure
    std::string currency;
};

struct EnergyBound
{
    std::optional<double> boardW;
    std::optional<double> idleW;
    std::optional<double> whPerMillionTokens; // boardW x (1e6 / tokens per s) / 3600
    std::optional<double> kwhPerMonth;        // (boardW x h + idleW x (24 - h)) x 30 / 1000
    std::optional<double> costPerMonth;       // kwhPerMonth x pricePerKwh, in use.currency
};

// tokensPerSecond: all users together (0: the plan does not run; no per-token figure).
EnergyBound energyBound(std::optional<double> boardW, std::optional<double> idleW, double tokensPerSecond,
                        const EnergyUse& use);

// The power of a machine, node by node (kv::nodeUnits): a discrete GPU preset's figures times the node's GPUs, a
// whole system's once per node, summed over the nodes of a cluster. Unknown for a custom machine, for this
// computer and for a cluster with a node of unknown make; the idle figure only where every node's maker gives one.
struct MachinePower
{
    std::optional<double> boardW;
    std::optional<double> idleW;
};
MachinePower machinePower(const Hardware& hardware, const std::vector<HardwarePreset>& presets);

// {board_w, idle_w, wh_per_million_tokens, kwh_per_month, cost_per_month, currency, price_per_kwh,
//  hours_per_day}, null where unknown.
nlohmann::json energyToJson(const EnergyBound& bound, const EnergyUse& use);

} // namespace kv
