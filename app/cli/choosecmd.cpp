#include "choosecmd.h"

#include "choose.h"
#include "choosejson.h"
#include "choosewording.h"
#include "clierror.h"
#include "cliio.h"
#include "clitr.h"
#include "estimator.h"
#include "format.h"
#include "planoptions.h"
#include "wording.h"

#include <QCommandLineParser>
#include <QLocale>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

namespace kvcli {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// Options that describe one model or one machine, which `fit` and `machines` vary themselves.
void refuse(const QCommandLineParser& p, std::initializer_list<const char*> names, const QString& why)
{
    for (const char* n : names)
        if (p.isSet(QString::fromLatin1(n)))
            throw CliError{Cli::tr("--%1 does not apply here: %2").arg(QString::fromLatin1(n), why)};
}

std::vector<kv::WeightScheme> schemesOption(const QCommandLineParser& p, const kv::Catalog& cat, kv::Runtime runtime)
{
    if (!p.isSet(QStringLiteral("weights")))
        return kv::schemesFor(runtime, cat);
    std::vector<kv::WeightScheme> out;
    for (const QString& id : p.value(QStringLiteral("weights")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const kv::WeightScheme* w = cat.findScheme(id.trimmed().toStdString());
        if (!w)
            throw kv::InputError("unknown-weights", id.trimmed().toStdString());
        out.push_back(*w);
    }
    if (out.empty())
        throw CliError{Cli::tr("--weights needs at least one scheme")};
    return out;
}

QString speedCell(double tps)
{
    return tps > 0 ? QLocale::c().toString(tps, 'f', tps < 100 ? 1 : 0) : QStringLiteral("–");
}

QString count(uint64_t n)
{
    return n > 0 ? QLocale::c().toString(static_cast<qulonglong>(n)) : QStringLiteral("–");
}

QString fitText(const kv::Scenario& question, const std::vector<kv::FitRow>& rows, const kv::Catalog& cat)
{
    const QLocale c = QLocale::c();
    QString out = Cli::tr("Machine     %1\nQuestion    %2 tokens per user x %n users, %3, KV %4\n\n", nullptr,
                          int(question.users))
                      .arg(q(question.hardware.name.empty() ? std::string("custom") : question.hardware.name))
                      .arg(question.contextPerUser)
                      .arg(kvapp::runtimeText(question.runtime), q(std::string(kv::name(question.typeK))));
    const QString header = QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8\n")
                               .arg(Cli::tr("model").leftJustified(24), Cli::tr("weights").leftJustified(10),
                                    Cli::tr("verdict").leftJustified(18), Cli::tr("total").rightJustified(10),
                                    Cli::tr("ctx on GPU").rightJustified(11), Cli::tr("ctx offload").rightJustified(11),
                                    Cli::tr("users").rightJustified(6), Cli::tr("tok/s").rightJustified(7));
    // Grouped by family (in the catalog's order: the rows are the catalog's models), fitting rows first,
    // then spilling, then the rest.
    std::vector<std::string> families;
    for (const kv::ModelSpec& m : cat.models)
        if (std::find(families.begin(), families.end(), m.family) == families.end())
            families.push_back(m.family);
    auto rank = [](const kv::FitRow& r) {
        return r.verdict == kv::Verdict::Fits ? 0 : r.verdict == kv::Verdict::Spills ? 1 : 2;
    };
    for (const std::string& f : families) {
        std::vector<const kv::FitRow*> group;
        for (const kv::FitRow& r : rows)
            if (r.family == f)
                group.push_back(&r);
        if (group.empty())
            continue;
        std::stable_sort(group.begin(), group.end(),
                         [&](const kv::FitRow* a, const kv::FitRow* b) { return rank(*a) < rank(*b); });
        out += q(f.empty() ? std::string("-") : f) + QLatin1Char('\n') + header;
        for (const kv::FitRow* r : group)
            out +=
                QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8%9\n")
                    .arg(q(r->model).leftJustified(24), q(r->weights).leftJustified(10),
                         kvapp::rowVerdictText(r->verdict, r->layersInRam, r->refusal.has_value()).leftJustified(18),
                         (r->refusal ? QStringLiteral("–") : kvapp::formatBytes(r->totalBytes, c)).rightJustified(10),
                         count(r->limits.maxContextPerUser).rightJustified(11),
                         count(r->limits.maxContextPerUserOffloaded).rightJustified(11),
                         count(r->limits.maxUsers).rightJustified(6),
                         speedCell(r->verdict == kv::Verdict::DoesNotFit ? 0 : r->tokensPerSecond).rightJustified(7))
                    .arg(r->best ? Cli::tr("  ★ best") : QString());
        out += QLatin1Char('\n');
    }
    out += Cli::tr("★ best: the highest-precision scheme of each model that fits without spilling. ctx on GPU: the "
                   "longest context per user with everything on the GPU; ctx offload: with layers in RAM; users: the "
                   "most users at the context asked; tok/s: the decode-speed bound per user.\n");
    return out;
}

QString machinesText(const kv::Scenario& plan, const std::vector<kv::MachineRow>& rows)
{
    const QLocale c = QLocale::c();
    QString out = Cli::tr("Plan        %1, %2, %3 tokens per user x %n users, %4\n\n", nullptr, int(plan.users))
                      .arg(q(plan.model.name.empty() ? plan.model.id : plan.model.name), q(plan.weights.id))
                      .arg(plan.contextPerUser)
                      .arg(kvapp::runtimeText(plan.runtime));
    out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(Cli::tr("hardware").leftJustified(44), Cli::tr("gpus").rightJustified(4),
                    Cli::tr("verdict").leftJustified(18), Cli::tr("headroom").rightJustified(12),
                    Cli::tr("ctx on GPU").rightJustified(11), Cli::tr("users").rightJustified(6),
                    Cli::tr("tok/s").rightJustified(7));
    for (const kv::MachineRow& r : rows) {
        QString headroom = QStringLiteral("–");
        if (!r.refusal)
            headroom = r.headroomBytes < 0 ? QStringLiteral("-") + kvapp::formatBytes(uint64_t(-r.headroomBytes), c)
                                           : kvapp::formatBytes(uint64_t(r.headroomBytes), c);
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(q(r.hardware).leftJustified(44), QString::number(r.gpus).rightJustified(4),
                        kvapp::rowVerdictText(r.verdict, r.layersInRam, r.refusal.has_value()).leftJustified(18),
                        headroom.rightJustified(12), count(r.limits.maxContextPerUser).rightJustified(11),
                        count(r.limits.maxUsers).rightJustified(6),
                        speedCell(r.verdict == kv::Verdict::DoesNotFit ? 0 : r.tokensPerSecond).rightJustified(7));
    }
    out += Cli::tr("\nheadroom: usable minus used on the tightest device (negative: over by that much).\n");
    return out;
}

} // namespace

int cmdFit(const QStringList& args)
{
    QCommandLineParser p;
    kvapp::addScenarioOptions(p);
    if (!parseCommand(p, args,
                      Cli::tr("Every model preset at every weight scheme (or those of --weights A,B,...) for one "
                              "machine and question: verdict, total, limits and speed."),
                      kv::kFitSchema))
        return 0;
    refuse(p, {"model", "ctx-size", "parallel", "n-gpu-layers"},
           Cli::tr("fit plans every model preset with the planner's context and users"));
    const kv::Catalog cat = loadPresets();
    const kv::Scenario question = kvapp::questionFromOptions(p, cat);
    if (question.hardware.devices.empty())
        throw CliError{Cli::tr("fit needs a machine: --hardware ID, --vram GIB --ram GIB, or --scenario FILE")};
    const auto rows = kv::fitTable(question, cat.models, schemesOption(p, cat, question.runtime));
    if (p.isSet(QStringLiteral("json")))
        printJson(kv::fitToJson(question, rows));
    else
        print(fitText(question, rows, cat));
    return 0;
}

int cmdMachines(const QStringList& args)
{
    QCommandLineParser p;
    kvapp::addScenarioOptions(p);
    p.addOption(QCommandLineOption(QStringLiteral("max-gpus"),
                                   Cli::tr("Discrete GPUs: try 1 to N of each (default 4)."), QStringLiteral("N")));
    if (!parseCommand(p, args,
                      Cli::tr("One plan on every hardware preset (discrete GPUs 1 to --max-gpus times), best first."),
                      kv::kMachinesSchema))
        return 0;
    refuse(p, {"hardware", "vram", "ram", "gpus", "gpu-limit-gib", "tensor-split", "tensor-parallel-size"},
           Cli::tr("machines tries every hardware preset"));
    const uint32_t maxGpus = p.isSet(QStringLiteral("max-gpus"))
                                 ? static_cast<uint32_t>(kvapp::parseCount(QStringLiteral("max-gpus"),
                                                                           p.value(QStringLiteral("max-gpus")), 1, 8))
                                 : 4;
    kv::Catalog cat = loadPresets();
    if (p.isSet(QStringLiteral("this-machine"))) // this computer ranked among the presets
        cat.hardware.insert(cat.hardware.begin(), kvapp::thisMachinePreset(cat));
    const kv::Scenario plan = kvapp::scenarioFromOptions(p, cat);
    const auto rows = kv::machineRanking(plan, cat.hardware, maxGpus);
    if (p.isSet(QStringLiteral("json")))
        printJson(kv::machinesToJson(plan, rows));
    else
        print(machinesText(plan, rows));
    return 0;
}

} // namespace kvcli
