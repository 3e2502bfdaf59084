#pragma once
// The human-readable form of an estimate for the terminal (the JSON form is kv::estimateToJson).

#include "choosewording.h"
#include <QString>

#include "choose.h"
#include "estimate.h"
#include "scenario.h"

namespace kvcli {

// runningCost: the "Running cost" line's text (kvapp::runningCostText), none when empty.
QString estimateText(const kv::Scenario& s, const kv::Estimate& e, const QString& runningCost = {});
// The "Advice" section of `estimate --advise`: one line per suggestion, with its flags and its result.
QString adviceText(const kv::Scenario& s, const kv::Estimate& e, const std::vector<kv::Advice>& advice,
                   const kvapp::AdvicePricing* pricing = nullptr);

} // namespace kvcli
