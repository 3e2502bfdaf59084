// libFuzzer target: the safetensors header reader on arbitrary bytes, as the whole file and as the head of a
// longer one (data beyond the bytes given). Every input must end in a header or an InputError: no crash, no
// hang, no allocation beyond the header's bytes (a header length of 2^63 is refused before anything is read).
#include "errors.h"
#include "safetensors.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    for (const uint64_t fileBytes : {uint64_t(size), uint64_t(size) + 4096}) {
        try {
            const kv::SafetensorsHeader h = kv::parseSafetensorsHeader(bytes, fileBytes, "fuzz.safetensors");
            uint64_t total = 0;
            for (const kv::SafetensorsTensor& t : h.tensors)
                total += t.bytes();
            if (total != h.dataBytes()) // the tensors tile the data exactly
                __builtin_trap();
        } catch (const kv::InputError&) {
        }
    }
    return 0;
}
