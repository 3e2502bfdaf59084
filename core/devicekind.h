#pragma once
// The three kinds of memory pool a machine has, and their stable ids in files and JSON.
//   kv::deviceKindId(kv::DeviceKind::Unified) == "unified";  kv::deviceKindFromId("cpu") == DeviceKind::Ram

#include <cstdint>
#include <optional>
#include <string_view>

namespace kv {

// Gpu: a discrete GPU's VRAM. Ram: system RAM (a CPU-only box has only this). Unified: one pool the
// CPU and GPU share (Apple silicon, Ryzen AI Max, DGX Spark, Jetson), with a GPU working-set limit.
enum class DeviceKind : uint8_t { Gpu, Ram, Unified };

constexpr std::string_view deviceKindId(DeviceKind k)
{
    switch (k) {
    case DeviceKind::Gpu: return "gpu";
    case DeviceKind::Ram: return "ram";
    case DeviceKind::Unified: return "unified";
    }
    return "gpu";
}

// "gpu", "ram" (also "cpu", the hardware presets' word for a CPU-only box), "unified".
constexpr std::optional<DeviceKind> deviceKindFromId(std::string_view id)
{
    if (id == "gpu")
        return DeviceKind::Gpu;
    if (id == "ram" || id == "cpu")
        return DeviceKind::Ram;
    if (id == "unified")
        return DeviceKind::Unified;
    return std::nullopt;
}

} // namespace kv
