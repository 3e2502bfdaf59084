#include "comparerows.h"

#include "apperror.h"
#include "errors.h"
#include "estimator.h"
#include "format.h"
#include "verdictwording.h"
#include "wording.h"

#include <QCoreApplication>
#include <QLocale>

namespace kvapp {

namespace {

struct Compare
{
    Q_DECLARE_TR_FUNCTIONS(Compare)
};

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString limitText(uint64_t n, bool known)
{
    return !known ? Compare::tr("–") : n == 0 ? Compare::tr("none") : formatCount(n);
}

} // namespace

std::vector<PinnedPlan> planPins(const std::vector<kv::Scenario>& pins)
{
    std::vector<PinnedPlan> out;
    for (const kv::Scenario& s : pins) {
        PinnedPlan p;
        try {
            p.estimate = kv::plan(s);
        } catch (const kv::InputError&) {
            p.failure = currentFailure().message;
        } catch (const kv::OverflowError&) {
            p.failure = currentFailure().message;
        }
        out.push_back(std::move(p));
    }
    return out;
}

std::vector<CompareRow> compareRows(const std::vector<kv::Scenario>& plans, const std::vector<PinnedPlan>& pinned)
{
    std::vector<CompareRow> rows = {
        {Compare::tr("Model"), {}, false},           {Compare::tr("Weights"), {}, false},
        {Compare::tr("Machine"), {}, false},         {Compare::tr("Runtime"), {}, false},
        {Compare::tr("Context × users"), {}, false}, {Compare::tr("KV cache type"), {}, false},
        {Compare::tr("Verdict"), {}, false},         {Compare::tr("Total"), {}, false},
        {Compare::tr("KV cache"), {}, false},        {Compare::tr("Longest context on the GPU"), {}, false},
        {Compare::tr("Most users"), {}, false},      {Compare::tr("Speed bound"), {}, false},
        {Compare::tr("Launch"), {}, false}};
    for (size_t i = 0; i < plans.size(); ++i) {
        const kv::Scenario& s = plans[i];
        const PinnedPlan none{};
        const PinnedPlan& pin = i < pinned.size() ? pinned[i] : none;
        const kv::Estimate& e = pin.estimate;
        const bool ok = pin.failure.isEmpty() && !e.refusal && e.memory.total() > 0;
        QStringList v;
        v << q(s.model.name.empty() ? s.model.id : s.model.name) << kvapp::weightsText(s)
          << (s.hardware.devices.empty() ? Compare::tr("none")
                                         : q(s.hardware.name.empty() ? "custom" : s.hardware.name))
          << runtimeText(s.runtime)
          //: context per user × users, e.g. "32,768 × 4"
          << Compare::tr("%1 × %2").arg(formatCount(s.contextPerUser), formatCount(s.users))
          << (s.typeK == s.typeV
                  ? q(std::string(kv::name(s.typeK)))
                  : Compare::tr("K %1, V %2").arg(q(std::string(kv::name(s.typeK))), q(std::string(kv::name(s.typeV)))))
          << (pin.failure.isEmpty() ? verdictWords(s, e).headline : pin.failure)
          << (ok ? formatBytes(e.memory.total()) : Compare::tr("–"))
          << (ok ? formatBytes(e.memory.kv) : Compare::tr("–"))
          << limitText(e.limits.maxContextPerUser, ok && e.limits.known)
          << limitText(e.limits.maxUsers, ok && e.limits.known)
          << (ok && e.speed.tokensPerSecond > 0
                  ? Compare::tr("≤ %1 tokens/s")
                        .arg(QLocale().toString(e.speed.tokensPerSecond, 'f', e.speed.tokensPerSecond < 100 ? 1 : 0))
                  : Compare::tr("–"))
          << q(e.runtime.launch);
        for (size_t r = 0; r < rows.size(); ++r)
            rows[r].values << v[static_cast<qsizetype>(r)];
    }
    for (CompareRow& r : rows)
        for (const QString& v : r.values)
            r.differs = r.differs || v != r.values.front();
    return rows;
}

} // namespace kvapp
