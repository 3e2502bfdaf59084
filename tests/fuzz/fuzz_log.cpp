// libFuzzer target: the runtime log parser on arbitrary text, then the rebuild, the estimate and the
// comparison whenever the parser finds a usable log, and the prompt speeds and throughput beside the prefill bound
// of a machine with peak figures. Every input must end in a result or an InputError
// (no crash, no hang, no overflow trap). The catalog is empty, so models are rebuilt from the log.
#include "catalog.h"
#include "checked.h"
#include "checkjson.h"
#include "errors.h"
#include "estimator.h"
#include "logcompare.h"
#include "promptcheck.h"
#include "rebuild.h"
#include "runtimelog.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

// One GPU with peak figures, so that the bound (and the lines set beside it) is worked out.
const kv::Hardware& machine()
{
    static const kv::Hardware h = [] {
        kv::Hardware m;
        m.name = "fuzz GPU";
        kv::Device g;
        g.name = "GPU 0";
        g.kind = kv::DeviceKind::Gpu;
        g.capacityBytes = 24ull << 30;
        g.bandwidthGBs = 1000;
        g.peakTflops = 100;
        m.devices.push_back(g);
        return m;
    }();
    return h;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const kv::RuntimeLog log = kv::parseRuntimeLog(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!kv::logProblem(log).empty())
        return 0;
    static const kv::Catalog empty;
    try {
        const kv::RebuiltScenario r = kv::rebuildScenario(log, empty);
        const kv::Estimate e = kv::estimate(r.scenario);
        auto lines = kv::compareWithLog(log, r.scenario, e);
        if (!e.refusal)
            for (kv::CheckLine& l : kv::promptLines(log, r.scenario, machine()))
                lines.push_back(std::move(l));
        (void)kv::prefillEfficiency(lines);
        (void)kv::checkToJson(log, &r, &e, lines).dump(); // must not throw: the parser keeps UTF-8 valid
    } catch (const kv::InputError&) {
    } catch (const kv::OverflowError&) {
    }
    return 0;
}
