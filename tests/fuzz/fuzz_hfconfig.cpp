// libFuzzer target: the config.json reader on arbitrary text. Every input must end in a ModelSpec or an
// InputError.
#include "errors.h"
#include "hfconfig.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    try {
        (void)kv::importHfConfig(kv::parseJsonText(std::string(reinterpret_cast<const char*>(data), size), "fuzz"));
    } catch (const kv::InputError&) {
    }
    return 0;
}
