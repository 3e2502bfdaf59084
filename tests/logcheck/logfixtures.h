#pragma once
// Test support for the log-check tests (tst_logcheck, tst_prefillcheck, tst_throughputcheck, ...): reading the fixture
// logs of tests/data/logs/, running the whole check (parse, rebuild, estimate, compare) and finding a compared line by
// its item code.

#include <QTest>

#include "catalog.h"
#include "estimator.h"
#include "logcheck.h"
#include "logcompare.h"
#include "rebuild.h"
#include "runtimelog.h"

#include <cmath>
#include <string>
#include <string_view>
#include <vector>

namespace kvtest {

constexpr double kMiB = 1048576.0;
constexpr double kGiB = 1073741824.0;

inline std::string fixture(const std::string& name)
{
    return kv::readTextFile(std::string(KV_SOURCE_DIR) + "/tests/data/logs/" + name);
}

inline const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kv::loadCatalog(std::string(KV_SOURCE_DIR) + "/resources/presets");
    return cat;
}

struct Checked
{
    kv::RuntimeLog log;
    kv::RebuiltScenario rebuilt;
    kv::Estimate estimate;
    std::vector<kv::CheckLine> lines;

    const kv::CheckLine* line(const std::string& item) const
    {
        for (const kv::CheckLine& l : lines)
            if (l.item == item)
                return &l;
        return nullptr;
    }
};

inline Checked check(const std::string& name)
{
    Checked c;
    c.log = kv::parseRuntimeLog(fixture(name));
    c.rebuilt = kv::rebuildScenario(c.log, catalog());
    c.estimate = kv::estimate(c.rebuilt.scenario);
    c.lines = kv::compareWithLog(c.log, c.rebuilt.scenario, c.estimate);
    return c;
}

// A compared line of a whole check (kv::checkLog) by its item code, or nullptr.
inline const kv::CheckLine* lineOf(const kv::LogCheck& c, std::string_view item)
{
    for (const kv::CheckLine& l : c.lines)
        if (l.item == item)
            return &l;
    return nullptr;
}

// The machine named for a check, as a user describes it: one device with its memory, bandwidth and peak compute.
inline kv::Hardware oneDeviceMachine(const char* machine, const char* device, kv::DeviceKind kind, uint64_t capacity,
                                     double bandwidthGBs, double tflops)
{
    kv::Hardware h;
    h.name = machine;
    kv::Device d;
    d.name = device;
    d.kind = kind;
    d.capacityBytes = capacity;
    d.bandwidthGBs = bandwidthGBs;
    d.peakTflops = tflops;
    h.devices.push_back(d);
    return h;
}

inline std::string reasonOf(const kv::CheckLine* l)
{
    return l && l->reason ? std::string(kv::codeName(l->reason->code)) : std::string();
}

} // namespace kvtest

// A line's match kind, with the item in the message.
#define COMPARE_MATCH(checked, item, kind)                                                                             \
    do {                                                                                                               \
        const kv::CheckLine* l_ = (checked).line(item);                                                                \
        QVERIFY2(l_, "no line " item);                                                                                 \
        QVERIFY2(l_->match == (kind), qPrintable(QStringLiteral(item ": %1, predicted %2, logged %3")                  \
                                                     .arg(QString::fromUtf8(kv::checkMatchId(l_->match).data()))       \
                                                     .arg(l_->predicted.value_or(-1), 0, 'f', 0)                       \
                                                     .arg(l_->logged ? l_->logged->value : -1, 0, 'f', 0)));           \
    } while (0)
