#pragma once
// How a compared line of a log check reads, for the CLI table and the window's dialog alike:
// the prediction in the logged figure's unit and precision ("3072.00 MiB"), the difference, and why.
//   logged "456.98 MiB", predicted 464,933,519 bytes -> "443.39 MiB", difference "-13.59 MiB"

#include <QString>

#include "logcompare.h"

namespace kvapp {

QString checkValueText(double value, const kv::CheckLine& line);
QString checkLoggedText(const kv::CheckLine& line);     // as printed, or "—"
QString checkPredictedText(const kv::CheckLine& line);  // in the logged unit, or "—"
QString checkDifferenceText(const kv::CheckLine& line); // "0", "+1.25 MiB", "-13.59 MiB" or "—"
QString checkWhyText(const kv::CheckLine& line);

} // namespace kvapp
