// libFuzzer target: the GGUF header reader and the architecture mapping on arbitrary bytes. Every input
// must end in a ModelSpec or an InputError: no crash, no hang, no huge allocation.
#include "errors.h"
#include "ggufmodel.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    try {
        auto src = kv::memorySource({reinterpret_cast<const char*>(data), size});
        (void)kv::importGguf(kv::readGguf(*src));
    } catch (const kv::InputError&) {
    }
    return 0;
}
