// libFuzzer target: sysfs one-number files (/sys/class/drm/card*/device/vendor, mem_info_vram_total, ...)
// and pci.ids on arbitrary bytes. Nothing throws: every input ends in a value, nullopt or "".
#include "systemtext.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)kv::sysfsNumber(text);
    (void)kv::pciIdsName(text, "1002", "744c");
    (void)kv::pciIdsName(text, "8086", "e20b");
    return 0;
}
