// libFuzzer target: the runtime log parser on arbitrary text, then the rebuild, the estimate and the
// comparison whenever the parser finds a usable log. Every input must end in a result or an InputError
// (no crash, no hang, no overflow trap). The catalog is empty, so models are rebuilt from the log.
#include "catalog.h"
#include "checked.h"
#include "checkjson.h"
#include "errors.h"
#include "estimator.h"
#include "logcompare.h"
#include "rebuild.h"
#include "runtimelog.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const kv::RuntimeLog log = kv::parseRuntimeLog(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!kv::logProblem(log).empty())
        return 0;
    static const kv::Catalog empty;
    try {
        const kv::RebuiltScenario r = kv::rebuildScenario(log, empty);
        const kv::Estimate e = kv::estimate(r.scenario);
        const auto lines = kv::compareWithLog(log, r.scenario, e);
        (void)kv::checkToJson(log, &r, &e, lines).dump(); // must not throw: the parser keeps UTF-8 valid
    } catch (const kv::InputError&) {
    } catch (const kv::OverflowError&) {
    }
    return 0;
}
