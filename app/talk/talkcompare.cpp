// Step data for the comparisons: architectures side by side, and the remedies that move the limit.
#include "talkdata.h"

#include "choose.h"
#include "defaults.h"
#include "modelspec.h"

#include <QStringList>

namespace kvgui::talk {

namespace {

// "mqa:llama-3.1-8b" = that model with one KV head per layer: multi-query attention at the same size.
std::optional<kv::ModelSpec> modelFor(const QString& id, const kv::Catalog& catalog)
{
    const bool mqa = id.startsWith(QStringLiteral("mqa:"));
    const kv::ModelSpec* m = catalog.findModel((mqa ? id.mid(4) : id).toStdString());
    if (!m)
        return std::nullopt;
    kv::ModelSpec spec = *m;
    if (mqa) {
        for (kv::LayerSpec& l : spec.layers)
            l.nHeadKv = l.hasAttention() ? 1 : 0;
        spec.name += " (MQA)";
    }
    return spec;
}

QString badgesOf(const kv::ModelSpec& model, bool mqa)
{
    if (mqa)
        return QStringLiteral("MQA");
    QStringList out;
    for (const std::string& b : kv::attentionBadges(model))
        if (b != "MoE")
            out << QString::fromStdString(b);
    return out.join(QStringLiteral(" · "));
}

} // namespace

void prepareArchitectures(StepData& d, const kv::Catalog& catalog)
{
    QStringList ids = d.step.scenario.models;
    if (ids.isEmpty())
        ids = {QStringLiteral("phi-3.5-mini"),     QStringLiteral("llama-3.1-8b"), QStringLiteral("mqa:llama-3.1-8b"),
               QStringLiteral("deepseek-v2-lite"), QStringLiteral("gemma-3-12b"),  QStringLiteral("jamba-1.5-mini")};
    for (const QString& id : ids) {
        const auto model = modelFor(id, catalog);
        if (!model) {
            d.error = QStringLiteral("model “%1”?").arg(id);
            continue;
        }
        kv::Scenario s = d.scenario;
        s.model = *model;
        s.users = 1;
        s.hardware = {};
        const kv::Estimate e = kv::estimate(s);
        d.architectures.push_back({QString::fromStdString(model->name),
                                   badgesOf(*model, id.startsWith(QStringLiteral("mqa:"))),
                                   e.kvBytesPerToken,
                                   {.kv = e.memory.kv, .recurrent = e.memory.recurrent}});
    }
}

void prepareRuntimes(StepData& d, const kv::Catalog& catalog)
{
    for (const kv::Runtime r : kv::kAllRuntimes) {
        if (r == kv::Runtime::Ideal)
            continue;
        kv::Scenario s = d.scenario;
        s.runtime = r;
        s.weights = kv::weightsForRuntime(r, s.weights, catalog); // vLLM serves BF16, MLX its own 4-bit, ...
        if (!kv::acceptsCacheType(r, s.typeK) || !kv::acceptsCacheType(r, s.typeV))
            s.typeK = s.typeV = kv::defaultCacheType(r);
        const kv::Estimate e = kv::estimate(s);
        RuntimeBar bar;
        bar.runtime = r;
        bar.refusal = e.refusal;
        bar.cache = kv::cacheReservation(e);
        d.runtimes.push_back(bar);
    }
}

void prepareRemedies(StepData& d)
{
    const uint64_t ctx = d.scenario.contextPerUser;
    const uint32_t quarter = static_cast<uint32_t>(std::max<uint64_t>(ctx / 4, 256));
    for (Remedy r :
         {Remedy::Baseline, Remedy::Paged, Remedy::Q8, Remedy::Q4, Remedy::Kivi2, Remedy::Budget, Remedy::Window}) {
        kv::Scenario s = d.scenario; // the what-ifs apply on top of the step's runtime (DESIGN §4.4)
        RemedyRow row{r, {}, 0, 0};
        switch (r) {
        case Remedy::Baseline: break;
        case Remedy::Paged: s.whatIfs.pagedBlock = row.value = 16; break;
        case Remedy::Q8: s.typeK = s.typeV = kv::ElemType::Q8_0; break;
        case Remedy::Q4: s.typeK = s.typeV = kv::ElemType::Q4_0; break;
        case Remedy::Kivi2: s.whatIfs.kiviBits = row.value = 2; break;
        case Remedy::Budget: s.whatIfs.tokenBudget = row.value = quarter; break;
        case Remedy::Window: s.whatIfs.slidingWindow = row.value = quarter; break;
        }
        row.memory.kv = kv::estimate(s).memory.kv;
        if (!s.hardware.devices.empty())
            row.maxContext = kv::findLimits(s).maxContextPerUser;
        d.remedies.push_back(row);
    }
}

} // namespace kvgui::talk
