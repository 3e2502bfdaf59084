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
#include <cmath>
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

QString priceCell(const std::optional<double>& amount, const std::string& currency)
{
    return amount ? kvapp::formatPrice(*amount, q(currency), QLocale::c()) : QStringLiteral("–");
}

QString machinesText(const kv::Scenario& plan, const std::vector<kv::MachineRow>& rows, const kv::MachineChoice& choice)
{
    const QLocale c = QLocale::c();
    QString out = Cli::tr("Plan        %1, %2, %3 tokens per user x %n users, %4\n\n", nullptr, int(plan.users))
                      .arg(q(plan.model.name.empty() ? plan.model.id : plan.model.name), q(plan.weights.id))
                      .arg(plan.contextPerUser)
                      .arg(kvapp::runtimeText(plan.runtime));
    if (choice.budget || choice.minTokensPerSecond > 0)
        out.chop(1); // the filters' lines go before the blank line
    if (choice.budget)
        //: %1 an amount with its currency code, e.g. 2000 USD
        out += Cli::tr("Budget      %1 (list prices; machines of unknown price are left out)\n")
                   .arg(kvapp::formatPrice(*choice.budget, q(choice.currency), c));
    if (choice.minTokensPerSecond > 0)
        out += Cli::tr("Min speed   %1 tokens/s per user\n").arg(c.toString(choice.minTokensPerSecond, 'g', 6));
    if (choice.budget || choice.minTokensPerSecond > 0)
        out += QLatin1Char('\n');
    out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
               .arg(Cli::tr("hardware").leftJustified(44), Cli::tr("gpus").rightJustified(4),
                    Cli::tr("verdict").leftJustified(18), Cli::tr("headroom").rightJustified(12),
                    Cli::tr("ctx on GPU").rightJustified(11), Cli::tr("users").rightJustified(6),
                    Cli::tr("tok/s").rightJustified(7), Cli::tr("price").rightJustified(10),
                    Cli::tr("power").rightJustified(7)) +
           QStringLiteral(" %1\n").arg(Cli::tr("per tok/s").rightJustified(11));
    for (const kv::MachineRow& r : rows) {
        QString headroom = QStringLiteral("–");
        if (!r.refusal)
            headroom = r.headroomBytes < 0 ? QStringLiteral("-") + kvapp::formatBytes(uint64_t(-r.headroomBytes), c)
                                           : kvapp::formatBytes(uint64_t(r.headroomBytes), c);
        const QString power = r.powerW ? kvapp::formatWatts(*r.powerW, c) : QStringLiteral("–");
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                   .arg(q(r.hardware).leftJustified(44), QString::number(r.gpus).rightJustified(4),
                        kvapp::rowVerdictText(r.verdict, r.layersInRam, r.refusal.has_value()).leftJustified(18),
                        headroom.rightJustified(12), count(r.limits.maxContextPerUser).rightJustified(11),
                        count(r.limits.maxUsers).rightJustified(6),
                        speedCell(r.verdict == kv::Verdict::DoesNotFit ? 0 : r.tokensPerSecond).rightJustified(7),
                        priceCell(r.price, r.currency).rightJustified(10), power.rightJustified(7)) +
               QStringLiteral(" %1\n").arg(priceCell(r.pricePerTokenPerSecond, r.currency).rightJustified(11));
    }
    if (rows.empty())
        out += Cli::tr("No machine meets the budget and the minimum speed.\n");
    out += Cli::tr("\nheadroom: usable minus used on the tightest device (negative: over by that much).\n");
    out += Cli::tr("price: the launch list price as published, a card's times the GPU count or a whole system's "
                   "own (`hardware --json` gives its source); power: the cards' board power (not the PC around "
                   "them) or the system's maximum; per tok/s: price divided by the decode-speed bound per user; "
                   "–: unknown.\n");
    return out;
}

double positiveOption(const QCommandLineParser& p, const char* name, double max)
{
    const QString option = QString::fromLatin1(name);
    bool ok = false;
    const double v = p.value(option).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0 || v > max)
        //: %1 option name, %2 the largest number accepted, %3 what the user typed
        throw CliError{Cli::tr("--%1 needs a number greater than 0 (at most %2), not “%3”")
                           .arg(option, QString::number(max, 'f', 0), p.value(option))};
    return v;
}

kv::MachineChoice choiceOptions(const QCommandLineParser& p)
{
    kv::MachineChoice choice;
    choice.order = kv::MachineOrder::Price;
    if (p.isSet(QStringLiteral("sort"))) {
        const QString sort = p.value(QStringLiteral("sort"));
        if (sort == QLatin1String("speed"))
            choice.order = kv::MachineOrder::Speed;
        else if (sort == QLatin1String("headroom"))
            choice.order = kv::MachineOrder::Headroom;
        else if (sort != QLatin1String("price"))
            //: %1 what the user typed
            throw CliError{Cli::tr("--sort takes price, speed or headroom, not “%1”").arg(sort)};
    }
    if (p.isSet(QStringLiteral("budget")))
        choice.budget = positiveOption(p, "budget", 1e9);
    if (p.isSet(QStringLiteral("min-speed")))
        choice.minTokensPerSecond = positiveOption(p, "min-speed", 1e6);
    return choice;
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
    p.addOption(QCommandLineOption(
        QStringLiteral("sort"),
        Cli::tr("Order within fits and within spills (does not fit: closest first): price (cheapest first, unknown "
                "prices last; the default), speed (fastest first) or headroom (most headroom first)."),
        QStringLiteral("price|speed|headroom")));
    p.addOption(QCommandLineOption(
        QStringLiteral("budget"),
        Cli::tr("Only machines whose list price is at most AMOUNT US dollars (the presets' currency; no conversion "
                "yet). Machines of unknown price are left out."),
        QStringLiteral("AMOUNT")));
    p.addOption(QCommandLineOption(
        QStringLiteral("min-speed"),
        Cli::tr("Only machines that run the plan at TOKENS_PER_S or more per user (the decode-speed bound)."),
        QStringLiteral("TOKENS_PER_S")));
    if (!parseCommand(p, args,
                      Cli::tr("One plan on every hardware preset (discrete GPUs 1 to --max-gpus times), with its "
                              "price and power, cheapest first."),
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
    const kv::MachineChoice choice = choiceOptions(p);
    const kv::Scenario plan = kvapp::scenarioFromOptions(p, cat);
    const auto rows = kv::chooseMachines(kv::machineRanking(plan, cat.hardware, maxGpus), choice);
    if (p.isSet(QStringLiteral("json")))
        printJson(kv::machinesToJson(plan, rows, choice));
    else
        print(machinesText(plan, rows, choice));
    return 0;
}

} // namespace kvcli
