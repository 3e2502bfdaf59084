#pragma once
// The human-readable form of an estimate for the terminal (the JSON form is kv::estimateToJson).

#include <QString>

#include "estimate.h"
#include "scenario.h"

namespace kvcli {

QString estimateText(const kv::Scenario& s, const kv::Estimate& e);

} // namespace kvcli
