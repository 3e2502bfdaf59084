// libFuzzer target: the /proc files "This computer" reads (meminfo, cpuinfo, NVIDIA's information
// file, the device-tree model) on arbitrary bytes. Nothing throws: every input ends in a value,
// nullopt or "" — never a crash or a hang.
#include "systemtext.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (const auto bytes = kv::meminfoTotalBytes(text); bytes && (*bytes == 0 || *bytes > (uint64_t(1) << 50)))
        __builtin_trap(); // at most 2^40 kB
    (void)kv::cpuinfoModel(text);
    (void)kv::nvidiaInformationModel(text);
    (void)kv::deviceTreeModel(text);
    return 0;
}
