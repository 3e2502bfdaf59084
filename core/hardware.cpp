#include "hardware.h"

#include "errors.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace kv {

namespace {

constexpr double kGiB = 1073741824.0;

uint64_t gibToBytes(double gib)
{
    return static_cast<uint64_t>(std::llround(gib * kGiB));
}

double number(const nlohmann::json& o, const char* key, double fallback, double max, const std::string& file)
{
    auto it = o.find(key);
    if (it == o.end() || it->is_null())
        return fallback;
    if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < 0 || it->get<double>() > max)
        throw InputError("preset-invalid", file,
                         std::string(key) + " must be a number from 0 to " + std::to_string(max));
    return it->get<double>();
}

std::string text(const nlohmann::json& o, const char* key, const std::string& file, bool required)
{
    auto it = o.find(key);
    if (it == o.end() || it->is_null()) {
        if (required)
            throw InputError("preset-invalid", file, std::string(key) + " is required");
        return {};
    }
    if (!it->is_string())
        throw InputError("preset-invalid", file, std::string(key) + " must be text");
    return it->get<std::string>();
}

Device gpuDevice(uint32_t index, const HardwarePreset& p, const MachineOptions& o)
{
    Device d;
    d.name = "GPU " + std::to_string(index);
    d.kind = DeviceKind::Gpu;
    d.capacityBytes = p.memoryBytes;
    d.bandwidthGBs = p.bandwidthGBs;
    d.reserveBytes = o.reserves.gpuDriverBytes + (index == 0 && !o.headless ? o.reserves.gpuDisplayBytes : 0);
    return d;
}

} // namespace

Hardware machineFrom(const HardwarePreset& p, const MachineOptions& o)
{
    Hardware hw;
    hw.id = p.id;
    hw.name = p.name;
    if (p.kind == DeviceKind::Gpu) {
        for (uint32_t i = 0; i < std::max<uint32_t>(1, o.gpus); ++i)
            hw.devices.push_back(gpuDevice(i, p, o));
        Device ram;
        ram.name = "RAM";
        ram.kind = DeviceKind::Ram;
        ram.capacityBytes = o.ramBytes.value_or(p.systemRamBytes);
        ram.reserveBytes = o.reserves.ramOsBytes;
        ram.bandwidthGBs = p.ramBandwidthGBs > 0 ? p.ramBandwidthGBs : 80;
        if (ram.capacityBytes > 0)
            hw.devices.push_back(ram);
    } else {
        Device d;
        d.name = p.kind == DeviceKind::Unified ? "Unified memory" : "RAM";
        d.kind = p.kind;
        d.capacityBytes = p.memoryBytes;
        d.bandwidthGBs = p.bandwidthGBs;
        d.reserveBytes = o.reserves.ramOsBytes;
        if (p.kind == DeviceKind::Unified) {
            d.gpuLimitBytes = o.gpuLimitBytes.value_or(
                p.gpuLimitFraction > 0 ? static_cast<uint64_t>(std::llround(p.memoryBytes * p.gpuLimitFraction)) : 0);
        }
        hw.devices.push_back(d);
    }
    return hw;
}

Hardware customMachine(uint64_t vramBytes, uint32_t gpus, uint64_t ramBytes, const MachineOptions& o)
{
    HardwarePreset p;
    p.id = "";
    p.name = "Custom";
    p.kind = vramBytes > 0 && gpus > 0 ? DeviceKind::Gpu : DeviceKind::Ram;
    p.memoryBytes = p.kind == DeviceKind::Gpu ? vramBytes : ramBytes;
    p.systemRamBytes = ramBytes;
    p.bandwidthGBs = p.kind == DeviceKind::Gpu ? 1000 : 80;
    p.ramBandwidthGBs = 80;
    MachineOptions opts = o;
    opts.gpus = std::max<uint32_t>(1, gpus);
    opts.ramBytes = ramBytes;
    return machineFrom(p, opts);
}

std::vector<HardwarePreset> hardwareFromJson(const std::string& textIn, const std::string& file)
{
    const nlohmann::json j = parseJsonText(textIn, file);
    auto arr = j.is_object() ? j.find("hardware") : j.end();
    if (!j.is_object() || arr == j.end() || !arr->is_array())
        throw InputError("preset-invalid", file, "expected a \"hardware\" list");
    std::vector<HardwarePreset> out;
    for (const auto& o : *arr) {
        if (!o.is_object())
            throw InputError("preset-invalid", file, "each hardware entry must be an object");
        HardwarePreset p;
        p.id = text(o, "id", file, true);
        p.name = text(o, "name", file, true);
        p.vendor = text(o, "vendor", file, false);
        p.category = text(o, "category", file, false);
        const auto kind = deviceKindFromId(text(o, "kind", file, true));
        if (kind)
            p.kind = *kind;
        else
            throw InputError("preset-invalid", file, p.id + ": kind must be gpu, unified or cpu");
        p.memoryBytes = gibToBytes(number(o, "memory_gib", 0, 1 << 20, file));
        if (p.memoryBytes == 0)
            throw InputError("preset-invalid", file, p.id + ": memory_gib is required");
        p.bandwidthGBs = number(o, "bandwidth_gbs", 0, 1e5, file);
        p.systemRamBytes = gibToBytes(number(o, "system_ram_gib", p.kind == DeviceKind::Gpu ? 64 : 0, 1 << 20, file));
        p.ramBandwidthGBs = number(o, "ram_bandwidth_gbs", 80, 1e5, file);
        p.gpuLimitFraction = number(o, "gpu_limit_fraction", 0, 1, file);
        p.source = text(o, "source", file, false);
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace kv
