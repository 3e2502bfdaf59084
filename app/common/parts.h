#pragma once
// The four parts every memory figure is shown as, in the one order used by every table, chart, legend,
// report and talk step: weights, KV cache, recurrent state, compute buffer + fixed overhead. The core's
// kv::MemoryParts has five; the window and the report fold "other" (the output buffer) into compute.
//   kvapp::partBytes(Part::Kv, estimate.devices[0].memory) == estimate.devices[0].memory.kv
//   kvapp::partBytes(Part::Compute, point.memory) == point.memory.compute + point.memory.other
// The one colour of each part is kvreport::partColor (the report library, which has Qt Gui).

#include "memoryparts.h"

#include <QString>

#include <array>
#include <cstdint>

namespace kvapp {

enum class Part : uint8_t { Weights, Kv, Recurrent, Compute };
inline constexpr std::array<Part, 4> kParts = {Part::Weights, Part::Kv, Part::Recurrent, Part::Compute};

uint64_t partBytes(Part part, const kv::MemoryParts& memory);
QString partName(Part part); // translated: "Weights", "KV cache", ...
QString partHint(Part part); // one sentence for tooltips
// Not a part of the memory at start: what the server may add while it serves (kv::DeviceUse::mayGrowBytes),
// drawn hatched on top of the host's bar.
QString growthName(); // translated: "May grow"
QString growthHint();

} // namespace kvapp
