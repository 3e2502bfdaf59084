#pragma once
// Plain words for choosing: what a suggestion changes and what it costs, and the short verdict of a
// fit-table or machine row. Used by the CLI, the window and the report alike.
//   adviceText(kvq8, base) == "Store the KV cache as q8_0: about half the memory of f16, with a barely
//                              measurable loss of quality."
//   rowVerdictText(Verdict::Spills, 12) == "spills 12 layers"

#include "choose.h"
#include "energy.h"
#include "estimate.h"
#include "money.h"

#include <QLocale>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace kvapp {

// What the money suggestions cost: the presets' list prices (or the user's own), shown in `currency`.
struct AdvicePricing
{
    const std::vector<kv::HardwarePreset>* presets = nullptr;
    std::vector<kv::UserPrice> own;
    QString currency = QStringLiteral("USD");
};
// MoreGpus: the cards added (the new count minus the machine's GPUs) times a card's price; Machine: the
// machine's price (a card's times its GPUs, a whole system's own). nullopt when the price is unknown or the
// suggestion costs no money. E.g. one RTX 3090 made two: 1 x 1,499 = 1,499 USD.
std::optional<double> adviceAmount(const kv::Advice& advice, const kv::Scenario& base, const AdvicePricing& pricing);
// What `gpus` of a preset cost in pricing's currency (the user's price or the list price, converted; a whole
// system's own price for gpus 1); nullopt when unknown. kv::AdviceOptions::priceOf, so that the machines the
// advice names are the cheapest that run the plan: priceOf(pricing)(rtx-3090, 2) == 2 x 1,499 = 2,998 USD.
std::function<std::optional<double>(const kv::HardwarePreset&, uint32_t)> priceOf(const AdvicePricing& pricing);
// With pricing, the money suggestions say what they cost: "Use 2 GPUs of this kind: the cards you add cost
// about 1499 USD (list price), at most 20.1 tokens/s per user."
QString adviceText(const kv::Advice& advice, const kv::Scenario& base, const kv::Estimate& current,
                   const AdvicePricing* pricing = nullptr);
// The cost in a few words: "free", "quality", "speed", "capability", "money"; a combination's is its
// costliest change's.
QString adviceCostText(kv::AdviceKind kind);
QString adviceCostText(const kv::Advice& advice);
// What a suggestion leads to: "fits, 23.0 GiB in all"; one that spills less also gives the speed:
// "spills 4 layers, 12.1 tokens/s instead of 3.2, 61.0 GiB in all".
QString adviceResultText(const kv::Advice& advice, const kv::Estimate& current);
// A Machine suggestion's machine: "Mac Studio M3 Ultra 256 GB", "2 × NVIDIA GeForce RTX 5090 32 GB".
QString machineName(const kv::Advice& advice);
// The estimate flags that realise a suggestion, as typed: "--kv-type q8_0 --flash-attn on".
QString adviceFlags(const kv::Advice& advice);
QString rowVerdictText(kv::Verdict verdict, uint32_t layersInRam, bool refused);

// What to buy (issue 31).
// The shipped rates and electricity table (presetDir()/money.json), read once; throws InputError when damaged;
// US dollars only (no conversion, no electricity price) when the data folder has none.
const kv::MoneyTable& moneyTable();
// The currency a user of this interface language sees by default: ja JPY, it EUR, otherwise USD.
QString defaultCurrency(const QString& language);
// The electricity use assumed unless the user says otherwise: kv::kDefaultHoursPerDay, the table's average
// price per kWh in `currency` (0 when the table has none for it).
kv::EnergyUse defaultEnergyUse(const QString& currency);
// A ranking row's machine: "NVIDIA GeForce RTX 3090", "2 × NVIDIA GeForce RTX 3090".
QString machineName(const kv::MachineRow& row);
// A row's price as shown: "1499 USD", "234848 JPY" (converted), "700 EUR" (the user's); "–" when unknown.
QString rowPriceText(const kv::MachineRow& row, const QLocale& locale = QLocale());
// Under a priced table: "Prices in JPY: list prices in US dollars converted at the rate of 2025-12-31
// (ECB ...)." Empty when no shown price was converted.
QString conversionNote(const std::vector<kv::MachineRow>& rows, const QString& currency);
// The one-line answer above a ranking (rows in chooseMachines's order): "Cheapest that fits: 2 × NVIDIA
// GeForce RTX 3090 at 2998 USD, 22.1 tokens/s per user." — the first priced row that fits without spilling,
// else the first priced row that spills; a sentence saying so when none is priced or none runs.
QString cheapestAnswer(const std::vector<kv::MachineRow>& rows, const QLocale& locale = QLocale());
// The row cheapestAnswer names (nullopt when none).
std::optional<size_t> cheapestRow(const std::vector<kv::MachineRow>& rows);
// The running-cost figures of a row, for `use`: board power and idle power times the GPUs, the plan's users.
kv::EnergyBound rowEnergy(const kv::MachineRow& row, uint32_t users, const kv::EnergyUse& use);
// The running cost of a plan on its own machine: the preset's power (kv::machinePower; unknown for a custom
// machine or this computer) at the decode-speed bound of all users together (0 when the plan does not run).
kv::EnergyBound planEnergy(const kv::Scenario& s, const kv::Estimate& e, const std::vector<kv::HardwarePreset>& presets,
                           const kv::EnergyUse& use);
// The running cost in one line, bounds stated: "at most 4861 Wh per million tokens, at most 14.52 USD a month
// (700 W board power, 4 h a day)"; the per-token part only when the plan runs, the month only with a price per
// kWh; empty when the board power is unknown.
QString runningCostText(const kv::EnergyBound& bound, const kv::EnergyUse& use, const QLocale& locale = QLocale());
// What the running-cost figures are: "Running cost: upper bounds at full board power (memory-bound decoding
// rarely draws it), 4 h of generation a day at 0.1729 USD per kWh (U.S. EIA, 2025), idle the rest of the day
// where the maker publishes an idle figure; Wh/Mtok: the energy for a million tokens at the decode-speed bound."
// withPerToken: also say what Wh/Mtok is (the CLI's column).
QString energyNote(const kv::EnergyUse& use, const QLocale& locale = QLocale(), bool withPerToken = true);

} // namespace kvapp
