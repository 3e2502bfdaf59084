// libFuzzer target: the output of the tools "This computer" runs — nvidia-smi's CSV and macOS's
// sysctl — on arbitrary bytes. Nothing throws: every input ends in values, never a crash or a hang.
#include "systemtext.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const kv::SmiGpu& g : kv::parseNvidiaSmi(text).gpus)
        if (g.name.empty() || g.memoryBytes > (uint64_t(1) << 50) || (!g.pciId.empty() && g.pciId.size() != 9))
            __builtin_trap(); // a named GPU, under 2^30 MiB, "vvvv:dddd"
    (void)kv::parseSysctl(text);
    return 0;
}
