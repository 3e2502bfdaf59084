// libFuzzer target: the preset readers (model specs, hardware, weight schemes) and machine profiles on
// arbitrary text. Every input must end in a value or an InputError.
#include "calibration.h"
#include "catalog.h"
#include "errors.h"
#include "hardware.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        (void)kv::modelFromJson(kv::parseJsonText(text, "fuzz.json"));
    } catch (const kv::InputError&) {
    }
    try {
        (void)kv::hardwareFromJson(text, "hardware-fuzz.json");
    } catch (const kv::InputError&) {
    }
    try {
        (void)kv::schemesFromJson(text);
    } catch (const kv::InputError&) {
    }
    try {
        (void)kv::profileFromJson(kv::parseJsonText(text, "profile.json"));
    } catch (const kv::InputError&) {
    }
    return 0;
}
