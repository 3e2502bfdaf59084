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
    const auto preset = std::find_if(presets.begin(), presets.end(),
                                     [&](const HardwarePreset& h) { return !hw.id.empty() && h.id == hw.id; });
    if (preset == presets.end() || !preset->cards.empty())
        return {};
    double count = 0;
    if (preset->kind == DeviceKind::Gpu) {
        for (const Device& d : hw.devices)
            count += d.kind == DeviceKind::Gpu ? 1 : 0;
    } else {
        count = hw.nodeCount();
    }
    MachinePower p;
    if (preset->powerW && count > 0)
        p.boardW = *preset->powerW * count;
    if (preset->idlePowerW && count > 0)
        p.idleW = *preset->idlePowerW * count;
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
