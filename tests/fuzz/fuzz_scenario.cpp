// libFuzzer target: scenario files (*.kvplan, with their pins) on arbitrary text, then the estimator on whatever they
// describe. Every input must end in an Estimate, an InputError or an OverflowError — never a crash,
// a hang or a huge allocation.
#include "catalog.h"
#include "checked.h"
#include "errors.h"
#include "estimator.h"
#include "modeljson.h"
#include "scenariojson.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
    return cat;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    try {
        const nlohmann::json j =
            kv::parseJsonText(std::string(reinterpret_cast<const char*>(data), size), "fuzz.kvplan");
        const kv::Scenario s = kv::scenarioFromJson(j, catalog());
        (void)kv::estimate(s);
        for (const kv::Scenario& pin : kv::pinsFromJson(j, catalog())) // schema 2: pinned plans
            (void)kv::estimate(pin);
    } catch (const kv::InputError&) {
    } catch (const kv::OverflowError&) {
    }
    return 0;
}
