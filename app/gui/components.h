#pragma once
// The four parts every memory figure is split into, in the one order used by every table, chart and
// legend: weights, KV cache, recurrent state, compute buffer + fixed overhead.
//   bytesOf(Component::Kv, estimate.devices[0]) == estimate.devices[0].kvBytes
//   bytesOf(Component::Compute, point) == point.computeBytes + point.overheadBytes

#include "estimate.h"
#include "estimator.h"

#include <QString>

#include <array>
#include <cstdint>

namespace kvgui {

enum class Component : uint8_t { Weights, Kv, Recurrent, Compute };

inline constexpr std::array<Component, 4> kComponents = {Component::Weights, Component::Kv, Component::Recurrent,
                                                         Component::Compute};

QString componentName(Component c); // translated: "Weights", "KV cache", ...
QString componentHint(Component c); // one sentence for tooltips

uint64_t bytesOf(Component c, const kv::DeviceUse& d);
uint64_t bytesOf(Component c, const kv::SweepPoint& p);
uint64_t bytesOf(Component c, const kv::Estimate& e);

// "≤ 15.4 tokens/s": the decode speed bound, one decimal below 100.
// "32,768 tokens" / "1 token" in the current language (locale digit grouping, plural forms).
QString tokensText(uint64_t tokens);
QString speedText(double tokensPerSecond);

// Bytes as GiB for chart values (exact: a division by a power of two).
inline double toGiB(uint64_t bytes)
{
    return static_cast<double>(bytes) / 1073741824.0;
}

} // namespace kvgui
