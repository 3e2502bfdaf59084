#pragma once
// The report's "What to buy" page from values (issue 31 §4): the cheapest machines that run the plan as asked
// (its context and users, without spilling), each with its price, fit, longest context, users, speed bound and
// running cost, beside the user's own machine. Worked out once by the caller, so the renderer never ranks.
//   kvreport::WhatToBuy b = kvreport::whatToBuy(qwen32bAt32kFor2, catalog.hardware, {}, "USD", use);
//   b.cheapest[0].hardware == "arc-b580", b.cheapest[0].gpus == 4     // 4 x 249 = 996 USD
//   input.buy = b;                                                   // the renderer adds the page

#include "choose.h"
#include "energy.h"
#include "money.h"

#include <optional>
#include <string>
#include <vector>

namespace kvreport {

inline constexpr size_t kBuyRows = 3;

struct WhatToBuy
{
    std::vector<kv::MachineRow> cheapest;     // at most kBuyRows: priced, fits without spilling, cheapest first
    std::optional<kv::MachinePrice> ownPrice; // the plan's own machine priced node by node (kv::machinePrice)
    std::optional<double> ownBoardW;          // the plan's own machine's power (kv::machinePower)
    std::optional<double> ownIdleW;
    std::string currency; // every price's, after conversion
    kv::EnergyUse use;
};

// kv::machineRanking (1 to 4 GPUs of a kind) priced in `currency` with the user's own prices (kv::priceRows),
// in price order (kv::chooseMachines); the first kBuyRows rows that fit and have a price in `currency`.
WhatToBuy whatToBuy(const kv::Scenario& plan, const std::vector<kv::HardwarePreset>& presets,
                    const std::vector<kv::UserPrice>& prices, const std::string& currency, const kv::EnergyUse& use);

} // namespace kvreport
