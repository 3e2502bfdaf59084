#include "energy.h"

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

} // namespace kv
