#pragma once
// The text a machine tells about itself, parsed without reading anything: /proc/meminfo, /proc/cpuinfo,
// /proc/driver/nvidia/gpus/*/information, /proc/device-tree/model, one-number sysfs files, pci.ids,
// `nvidia-smi --query-gpu=name,memory.total,pci.device_id --format=csv,noheader,nounits` and
// `sysctl hw.memsize machdep.cpu.brand_string iogpu.wired_limit_mb`. app/common/thismachine.cpp reads the
// files and runs the tools; these functions only read text, so they are fuzzed (tests/fuzz/fuzz_system)
// and tested on real-shaped samples (tests/import/tst_systemtext). None throws; text that does not say
// what it should gives nullopt, "" or a count of malformed lines.
//
//   meminfoTotalBytes("MemTotal:       65536000 kB\nMemFree: ...")      -> 67108864000
//   cpuinfoModel("processor\t: 0\nmodel name\t: AMD Ryzen 9 7950X ...") -> "AMD Ryzen 9 7950X ..."
//   sysfsNumber("0x1002\n") -> 4098        sysfsNumber("25753026560\n") -> 25753026560
//   parseNvidiaSmi("NVIDIA GeForce RTX 4090, 24564, 0x268410DE\n")
//     -> {{"NVIDIA GeForce RTX 4090", 24564 MiB, "10de:2684"}}, malformed 0

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

// MemTotal in bytes: the first line "MemTotal: <kB> kB", at least 1 kB and at most 2^40 kB.
std::optional<uint64_t> meminfoTotalBytes(std::string_view text);

// The CPU's name: the value of the first "model name", "Model" or "Hardware" line that has one,
// whitespace simplified (x86 and Arm spell it differently), or "".
std::string cpuinfoModel(std::string_view text);

// NVIDIA's /proc information file: the value of its "Model:" line, simplified, or "".
std::string nvidiaInformationModel(std::string_view text);

// /proc/device-tree/model: NUL-terminated; NULs dropped, whitespace simplified ("" when none).
std::string deviceTreeModel(std::string_view text);

// A sysfs file holding one unsigned number, surrounded by whitespace: decimal, 0x hexadecimal or
// 0-led octal (as strtoull base 0). nullopt when empty, not a number, or over 2^64 - 1.
std::optional<uint64_t> sysfsNumber(std::string_view text);

// pci.ids: the device name listed under vendor `vendor` ("1002") for device `device` ("744c"),
// lower-case hex as sysfs gives them, or "".
std::string pciIdsName(std::string_view text, std::string_view vendor, std::string_view device);

struct SmiGpu
{
    std::string name;
    uint64_t memoryBytes = 0; // 0 when nvidia-smi says "[N/A]" (unified parts) or nonsense
    std::string pciId;        // "10de:2684", or ""
    bool operator==(const SmiGpu&) const = default;
};

struct SmiGpus
{
    std::vector<SmiGpu> gpus;
    uint32_t malformed = 0; // lines without a name and a memory field
};

// One GPU per non-empty line: "name, memory MiB, 0xDDDDVVVV" (pci.device_id: device id then vendor id).
SmiGpus parseNvidiaSmi(std::string_view text);

struct SysctlValues
{
    uint64_t memsize = 0;      // hw.memsize, 0 when absent or not a number
    std::string cpuName;       // machdep.cpu.brand_string
    uint64_t wiredLimitMb = 0; // iogpu.wired_limit_mb (0: macOS's own default)
};

// "key: value" lines (a later line wins).
SysctlValues parseSysctl(std::string_view text);

} // namespace kv
