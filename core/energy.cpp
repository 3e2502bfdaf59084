#include "energy.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace kv {

EnergyBound energyBound(std::optional<double> boardW, std::optional<double> idleW, double tokensPerSecond,
                        const EnergyUse& use)
{
    EnergyBound b;
    b.boardW = boardW;
    b.idleW = idleW;
    if (!boardW)
        return b;
    if (tokensPerSecond > 0)
        b.whPerMillionTokens = *boardW * (1e6 / tokensPerSecond) / 3600;
    const double hours = std::clamp(use.hoursPerDay, 0.0, 24.0);
    b.kwhPerMonth = (*boardW * hours + idleW.value_or(0) * (24 - hours)) * kDaysPerMonth / 1000;
    if (use.pricePerKwh > 0)
        b.costPerMonth = *b.kwhPerMonth * use.pricePerKwh;
    return b;
}

MachinePower machinePower(const Hardware& hw, const std::vector<HardwarePreset>& presets)
{
    const uint32_t nodes = hw.nodeCount();
    if (nodes == 0)
        return {};
    MachinePower p{0.0, 0.0};
    for (uint32_t n = 0; n < nodes; ++n) {
        const NodeUnits u = nodeUnits(hw, n, presets);
        if (!u.preset)
            return {}; // a node of unknown make: the machine's power is unknown, not its known nodes' sum
        if (p.boardW && u.preset->powerW)
            *p.boardW += *u.preset->powerW * u.count;
        else
            p.boardW.reset();
        if (p.idleW && u.preset->idlePowerW)
            *p.idleW += *u.preset->idlePowerW * u.count;
        else
            p.idleW.reset();
    }
    return p;
}

nlohmann::json energyToJson(const EnergyBound& b, const EnergyUse& use)
{
    auto opt = [](const std::optional<double>& v) { return v ? nlohmann::json(*v) : nlohmann::json(nullptr); };
    return {{"board_w", opt(b.boardW)},
            {"idle_w", opt(b.idleW)},
            {"wh_per_million_tokens", opt(b.whPerMillionTokens)},
            {"kwh_per_month", opt(b.kwhPerMonth)},
            {"cost_per_month", opt(b.costPerMonth)},
            {"currency", use.pricePerKwh > 0 ? nlohmann::json(use.currency) : nlohmann::json(nullptr)},
            {"price_per_kwh", use.pricePerKwh > 0 ? nlohmann::json(use.pricePerKwh) : nlohmann::json(nullptr)},
            {"hours_per_day", use.hoursPerDay}};
}

} // namespace kv
