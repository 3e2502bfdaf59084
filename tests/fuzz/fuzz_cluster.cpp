// libFuzzer target: cluster files (kvplanner.cluster/1) on arbitrary text, then a scenario on whatever
// cluster they describe: estimated (llama.cpp across the nodes) and saved and loaded back. Every input
// must end in a Hardware, an InputError or an OverflowError — never a crash, a hang or a huge allocation.
#include "catalog.h"
#include "checked.h"
#include "cluster.h"
#include "errors.h"
#include "estimator.h"
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
    const kv::Catalog& cat = catalog();
    try {
        kv::Scenario s;
        s.hardware =
            kv::clusterFromJson(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json", cat.hardware);
        s.model = *cat.findModel("llama-3.1-8b");
        s.weights = *cat.findScheme("Q4_K_M");
        s.contextPerUser = 8192;
        (void)kv::estimate(s);
        (void)kv::scenarioFromJson(kv::scenarioToJson(s), cat);
    } catch (const kv::InputError&) {
    } catch (const kv::OverflowError&) {
    }
    return 0;
}
