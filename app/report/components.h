#pragma once
// The window's words for memory parts and token counts. The parts themselves are kvapp::Part (one enum
// for the window, the report and talk mode), their bytes kvapp::partBytes, their colour kvreport::partColor:
//   partBytes(Part::Kv, estimate.devices[0].memory) == estimate.devices[0].memory.kv
//   partBytes(Part::Compute, point.memory) == point.memory.compute + point.memory.other

#include "estimate.h"
#include "estimator.h"
#include "parts.h"
#include "reportstyle.h"

#include <QString>

#include <cstdint>

namespace kvgui {

using kvapp::kParts;
using kvapp::Part;
using kvapp::partBytes;
using kvapp::partHint;
using kvapp::partName;
using kvreport::partColor;

// "≤ 15.4 tokens/s": the decode speed bound, one decimal below 100.
// "32,768 tokens" / "1 token" in the current language (locale digit grouping, plural forms).
QString tokensText(uint64_t tokens);
QString speedText(double tokensPerSecond);
// "≥ 0.44 s", "≥ 38 s", "≥ 2.5 min": a lower bound on a wait such as the time to the first token (two decimals
// below 10 s, whole seconds below 2 minutes, then minutes with one decimal).
QString waitText(double seconds);

// Bytes as GiB for chart values (exact: a division by a power of two).
inline double toGiB(uint64_t bytes)
{
    return static_cast<double>(bytes) / 1073741824.0;
}

} // namespace kvgui
