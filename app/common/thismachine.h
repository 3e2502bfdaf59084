#pragma once
// "This computer": what the machine kvplanner runs on has — system RAM, the CPU, each GPU and its
// memory — found without root, and each device matched to a preset for its bandwidth.
//
//   ThisMachine m = detectThisMachine(catalog.hardware);
//   if (m.found()) catalog.hardware.insert(catalog.hardware.begin(), thisMachinePreset(m));
//
// Linux: /proc/meminfo (MemTotal), /proc/cpuinfo (model name), /proc/device-tree/model (boards),
// `nvidia-smi --query-gpu=name,memory.total,pci.device_id --format=csv,noheader,nounits` when it
// is on PATH, else /proc/driver/nvidia/gpus/*/information (a name, no memory size);
// /sys/class/drm/card*/device: vendor, device, mem_info_vram_total and mem_info_gtt_total (amdgpu),
// tile*/physical_vram_size_bytes (xe), lmem_total_bytes (i915). An AMD APU (Ryzen AI Max) is one
// unified pool: RAM plus the VRAM carve-out, of which the GPU may use carve-out + GTT.
// macOS (sysctl hw.memsize, machdep.cpu.brand_string, iogpu.wired_limit_mb): the same code runs
// wherever `sysctl` answers those names, so it is tested with a fake sysctl on PATH.
//
// Test seam: KVPLANNER_SYSROOT=DIR makes every file read happen under DIR; the tools (nvidia-smi,
// sysctl) are looked up on PATH. Nothing here throws: a missing or malformed file is a Finding.

#include "hardware.h"

#include <QString>

#include <optional>
#include <vector>

namespace kvapp {

// Why something was not detected, or what was assumed; worded by findingText().
enum class FindingCode {
    Unreadable,    // a file that should be there is not (path)
    Malformed,     // a file or a tool's output that does not say what it should (path)
    ToolFailed,    // a tool that exists did not answer (path = the tool)
    NoMemorySize,  // a GPU whose memory the system does not report, taken from its preset (name)
    UnknownMemory, // a GPU whose memory nobody reports, left out (name)
    NoPreset,      // a device no preset matches: its bandwidth is assumed (name, value = GB/s)
    Integrated,    // an integrated GPU without memory of its own, planned as the CPU (name)
};

struct Finding
{
    FindingCode code = FindingCode::Unreadable;
    QString subject; // a path, a tool, or a device name
    double value = 0;
};

struct DetectedGpu
{
    QString name;             // as the system reports it
    QString pciId;            // "10de:2684", or "" when not reported
    uint64_t memoryBytes = 0; // VRAM (APU: the BIOS carve-out)
    uint64_t gttBytes = 0;    // amdgpu: system memory the GPU may map
    QString source;           // where it was read: "nvidia-smi", "/sys/class/drm/card0/device"
    QString presetId;         // the matched preset, or ""
    double bandwidthGBs = 0;  // from the preset (0 when none matched)
};

struct ThisMachine
{
    uint64_t ramBytes = 0; // MemTotal (macOS: hw.memsize)
    QString ramSource;
    QString cpuName;
    QString boardName; // device-tree model (Raspberry Pi, Jetson), or ""
    std::vector<DetectedGpu> gpus;
    // One pool shared by CPU and GPU (Mac, Ryzen AI Max, DGX Spark, Jetson): then gpus holds the
    // integrated GPU (if reported) and these describe the pool.
    bool unified = false;
    uint64_t unifiedBytes = 0;  // the whole pool
    uint64_t gpuLimitBytes = 0; // what the GPU may use (0 = the preset's default)
    QString gpuLimitSource;
    QString poolPresetId; // the preset of the pool or CPU box (bandwidth), or ""
    double poolBandwidthGBs = 0;
    double poolGpuLimitFraction = 0; // the matched unified preset's default GPU share
    std::vector<Finding> findings;

    bool found() const { return ramBytes > 0 || unifiedBytes > 0; }
};

// Detection for the platform kvplanner was built for.
ThisMachine detectThisMachine(const std::vector<kv::HardwarePreset>& presets);
ThisMachine detectLinux(const std::vector<kv::HardwarePreset>& presets);
ThisMachine detectMac(const std::vector<kv::HardwarePreset>& presets);

// The machine as a preset with id "this-machine" (category "this-machine"), card by card, so every
// front-end plans it like any other machine. Only meaningful when m.found().
kv::HardwarePreset thisMachinePreset(const ThisMachine& m);
inline constexpr const char* kThisMachineId = "this-machine";

// A path under KVPLANNER_SYSROOT (or the path itself).
QString systemPath(const QString& absolutePath);

QString findingText(const Finding& f);
// One line per device: "GPU 0: NVIDIA GeForce RTX 4090, 24 GiB (nvidia-smi) — preset rtx-4090, 1008 GB/s".
QStringList thisMachineLines(const ThisMachine& m);

} // namespace kvapp
