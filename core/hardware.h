#pragma once
// Hardware presets (resources/presets/hardware*.json) and the machines built from them.
//
// A preset is one product: a discrete GPU (VRAM per card), a unified-memory machine (Mac, Ryzen AI Max,
// Jetson), or a CPU-only box (mini PC, NAS, single-board computer). A machine combines them:
//   machineFrom(rtx4090, {.gpus = 2, .ramBytes = 64 GiB})  ->  GPU 0, GPU 1 (24 GiB each) + RAM 64 GiB
//   machineFrom(macStudioM2Ultra192, {})                    ->  one unified pool of 192 GiB whose GPU may
//                                                             use 75% by default (iogpu.wired_limit_mb)
// File format, one array per file:
//   { "schemaVersion": 1, "hardware": [ { "id": "rtx-4090", "name": "NVIDIA GeForce RTX 4090",
//     "vendor": "NVIDIA", "category": "consumer-gpu", "kind": "gpu", "memory_gib": 24,
//     "bandwidth_gbs": 1008, "system_ram_gib": 64, "ram_bandwidth_gbs": 80, "gpu_limit_fraction": 0,
//     "source": "...",
//     "price": { "amount": 1599, "currency": "USD", "date": "2022-10", "source": "..." },
//     "power_w": 450, "idle_power_w": null, "power_source": "...",
//     "peak_tflops": 330.3, "peak_source": "...", "host_link_gbs": 31.5, "host_link_source": "..." } ] }
// price is the launch list price (MSRP or the maker's list price) in the currency it was given in; null (or
// absent) when no public figure exists, with a price_note saying why. power_w is board power for a card
// (per card) and the maker's figure for a whole system.

#include "scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

// A list price as published: never converted, never guessed.
struct Price
{
    double amount = 0;    // > 0, in `currency`
    std::string currency; // ISO 4217, "USD"
    std::string date;     // when it was the list price: "2022-10"
    std::string source;
    bool operator==(const Price&) const = default;
};

struct HardwarePreset
{
    std::string id;
    std::string name;
    std::string vendor;
    std::string category; // consumer-gpu, workstation-gpu, datacenter-gpu, apple, unified, mini-pc, nas, sbc
    DeviceKind kind = DeviceKind::Gpu;
    uint64_t memoryBytes = 0;    // VRAM per card, or the unified / system memory
    double bandwidthGBs = 0;     // that memory's bandwidth
    uint64_t systemRamBytes = 0; // GPU presets: the machine's default system RAM (editable)
    double ramBandwidthGBs = 0;  // GPU presets: system RAM bandwidth (dual-channel DDR5 ~ 80 GB/s)
    double gpuLimitFraction = 0; // unified: share of memory the GPU may use by default (0 = all)
    std::string source;
    std::optional<Price> price;       // per card for discrete GPUs; nullopt: unknown
    std::string priceNote;            // why the price is unknown, or what changed since launch
    std::optional<double> powerW;     // board power per card (TGP/TBP), or the whole system's maximum
    std::optional<double> idlePowerW; // where the maker publishes one
    std::string powerSource;
    std::string powerNote;
    // Peak compute (the prefill bound): dense FP16/BF16 tensor TFLOPS for a GPU (not the sparse figure), the
    // GPU's for an Apple / unified machine, a CPU box's cores x vector FLOPs per cycle x clock; nullopt when no
    // source gives it. hostLinkGBs: a discrete GPU's PCIe link, GB/s per direction (usable); nullopt = unknown.
    std::optional<double> peakTflops;
    std::string peakSource;
    std::string peakNote; // why the peak is unknown
    std::optional<double> hostLinkGBs;
    std::string hostLinkSource;
    // How detection recognises the product when its marketing name is not what the system reports:
    // PCI ids ("1002:744c", from pci.ids) and reported names ("NVIDIA GB10", a CPU model, a board's
    // device-tree model), each matching a reported name that starts with the same words.
    std::vector<std::string> match;
    // A machine described card by card (what detection found; cards may differ). Empty for presets:
    // machineFrom() then repeats memoryBytes / bandwidthGBs MachineOptions::gpus times.
    struct Card
    {
        std::string name;
        uint64_t memoryBytes = 0;
        double bandwidthGBs = 0;
        bool operator==(const Card&) const = default;
    };
    std::vector<Card> cards;
    bool operator==(const HardwarePreset&) const = default;
};

// Reserves the planner assumes unless the user edits them (shown in every breakdown).
struct Reserves
{
    uint64_t ramOsBytes = 3ull << 30;        // OS + desktop in system RAM (or in a unified pool)
    uint64_t gpuDriverBytes = 400ull << 20;  // CUDA/ROCm/Metal context on every GPU
    uint64_t gpuDisplayBytes = 512ull << 20; // the desktop's framebuffers on the primary GPU
    bool operator==(const Reserves&) const = default;
};

struct MachineOptions
{
    uint32_t gpus = 1;
    std::optional<uint64_t> ramBytes;      // system RAM for GPU machines (default: the preset's)
    std::optional<uint64_t> gpuLimitBytes; // unified: override of the GPU working-set limit
    Reserves reserves;
    bool headless = false; // no desktop: no display reserve on GPU 0
};

Hardware machineFrom(const HardwarePreset& preset, const MachineOptions& options);
// A custom machine: `gpus` GPUs of vramBytes each (0 = none) plus ramBytes of system RAM.
Hardware customMachine(uint64_t vramBytes, uint32_t gpus, uint64_t ramBytes, const MachineOptions& options);

std::vector<HardwarePreset> hardwareFromJson(const std::string& text, const std::string& fileName);

// What one node of a machine is, for its price and power: the preset it names (Hardware::nodePreset) and how many
// of it the node holds (its GPUs for a discrete GPU preset, one for a whole system). {nullptr, 0} for a node that
// names no preset, a preset described card by card, or a GPU preset with no GPU on the node.
struct NodeUnits
{
    const HardwarePreset* preset = nullptr;
    uint32_t count = 0;
};
NodeUnits nodeUnits(const Hardware& hardware, uint32_t node, const std::vector<HardwarePreset>& presets);

// What a system reports about one device, to find its preset (for the bandwidth).
struct DeviceQuery
{
    std::string name;         // "NVIDIA GeForce RTX 4090", "AMD Ryzen AI Max+ 395 w/ Radeon 8060S"
    std::string pciId;        // "10de:2684" (lower case), or ""
    uint64_t memoryBytes = 0; // what the device reports (0 = not reported)
    DeviceKind kind = DeviceKind::Gpu;
};

// The preset of that kind the device is: one whose `match` list names its PCI id or the start of its
// name, or whose own name (without vendor words and the memory size) has the device's words, and no
// word the device lacks (so "RTX 4090 Laptop GPU" is not an RTX 4090, and "RTX 4070 Ti" is not an
// RTX 4070). Among several, the one whose memory is nearest the reported memory; a reported memory
// more than 12% away from a preset's rules that preset out. nullptr when nothing matches.
const HardwarePreset* matchPreset(const std::vector<HardwarePreset>& presets, const DeviceQuery& device);

// "NVIDIA GeForce RTX 4070 Ti SUPER 16 GB" -> {"rtx", "4070", "ti", "super"}: lower case, vendor
// words and memory sizes dropped, the words that name the same product unified (sxm4 -> sxm).
std::vector<std::string> productWords(std::string_view name);

} // namespace kv
