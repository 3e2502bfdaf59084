#include "choosecmd.h"

#include "catalog.h"
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
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <span>

namespace kvcli {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// Options that describe one model or one machine, which `fit` and `machines` vary themselves: parsed (to be
// refused with the reason) but not listed in their --help.
constexpr std::array<const char*, 4> kNotForFit = {"model", "ctx-size", "parallel", "n-gpu-layers"};
// `machines` plans every preset with its own system RAM and the default reserves, one machine at a time.
constexpr std::array<const char*, 19> kNotForMachines = {"hardware",
                                                         "vram",
                                                         "ram",
                                                         "gpus",
                                                         "gpu-limit-gib",
                                                         "tensor-split",
                                                         "tensor-parallel-size",
                                                         "tp-size",
                                                         "bandwidth-gbs",
                                                         "os-reserve-gib",
                                                         "gpu-reserve-mib",
                                                         "display-reserve-mib",
                                                         "headless",
                                                         "nodes",
                                                         "cluster",
                                                         "link",
                                                         "link-gbps",
                                                         "link-latency-us",
                                                         "hosts"};

void refuse(const QCommandLineParser& p, std::span<const char* const> names, const QString& why)
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

// A row's time to the first token, a lower bound in seconds ("0.19", "41.3"), or – without a bound.
QString firstTokenCell(const std::optional<kv::PrefillBound>& b)
{
    if (!b)
        return QStringLiteral("–");
    return QLocale::c().toString(b->firstTokenSeconds, 'f', b->firstTokenSeconds < 10 ? 2 : 1);
}

// The footnote's prompt: the question's --prompt, else half its context (kv::defaultConversation).
uint64_t promptOf(const kv::Scenario& s)
{
    return s.promptTokens ? s.promptTokens : kv::defaultConversation(s).promptTokens;
}

// The footnote of the first-token column.
QString firstTokenNote(const kv::Scenario& question)
{
    //: %1 prompt tokens; "1st tok s" is the column's heading
    return Cli::tr("1st tok s: at least this many seconds until the first token of the answer to a %1-token prompt "
                   "(the prefill bound; –: a peak figure unknown, or the prompt longer than the context).\n")
        .arg(promptOf(question));
}

QString count(uint64_t n)
{
    return n > 0 ? QLocale::c().toString(static_cast<qulonglong>(n)) : QStringLiteral("–");
}

// The machine and the question, as every `fit` text begins.
QString fitHeading(const kv::Scenario& question)
{
    return Cli::tr("Machine     %1\nQuestion    %2 tokens per user x %n users, %3, KV %4\n\n", nullptr,
                   int(question.users))
        .arg(q(question.hardware.name.empty() ? std::string("custom") : question.hardware.name))
        .arg(question.contextPerUser)
        .arg(kvapp::runtimeText(question.runtime), q(std::string(kv::name(question.typeK))));
}

// --all: every model and scheme, grouped by family.
QString fitAllText(const kv::Scenario& question, const std::vector<kv::FitRow>& rows, const kv::Catalog& cat)
{
    const QLocale c = QLocale::c();
    QString out = fitHeading(question);
    const QString header = QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                               .arg(Cli::tr("model").leftJustified(24), Cli::tr("weights").leftJustified(10),
                                    Cli::tr("verdict").leftJustified(18), Cli::tr("total").rightJustified(10),
                                    Cli::tr("ctx on GPU").rightJustified(11), Cli::tr("ctx offload").rightJustified(11),
                                    Cli::tr("users").rightJustified(6), Cli::tr("tok/s").rightJustified(7),
                                    Cli::tr("1st tok s").rightJustified(9));
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
                QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8 %9%10\n")
                    .arg(q(r->model).leftJustified(24), q(r->weights).leftJustified(10),
                         kvapp::rowVerdictText(r->verdict, r->layersInRam, r->refusal.has_value()).leftJustified(18),
                         (r->refusal ? QStringLiteral("–") : kvapp::formatBytes(r->totalBytes, c)).rightJustified(10),
                         count(r->limits.maxContextPerUser).rightJustified(11),
                         count(r->limits.maxContextPerUserOffloaded).rightJustified(11),
                         count(r->limits.maxUsers).rightJustified(6),
                         speedCell(r->verdict == kv::Verdict::DoesNotFit ? 0 : r->tokensPerSecond).rightJustified(7),
                         firstTokenCell(r->prefill).rightJustified(9))
                    .arg(r->best ? Cli::tr("  ★ best") : QString());
        out += QLatin1Char('\n');
    }
    out += Cli::tr("★ best: the highest-precision scheme of each model that fits without spilling. ctx on GPU: the "
                   "longest context per user with everything on the GPU; ctx offload: with layers in RAM; users: the "
                   "most users at the context asked; tok/s: the decode-speed bound per user.\n");
    out += firstTokenNote(question);
    return out;
}

// What `fit` answers in one screen (issue 34): one row per model that fits or runs with layers in RAM,
// in the order a user would pick. Usable: a decode-speed bound of at least kUsableTokensPerSecond per user.
//  - a model's row: among its schemes that fit (else those that spill), the highest-precision one at a
//    usable speed, else the fastest;
//  - models that fit come first, then those that spill; within each, the usable ones first, the largest
//    (total parameters) first and then the fastest; the rest fastest first;
//  - at most kShownModels rows, then one line counting what was left out.
constexpr double kUsableTokensPerSecond = 10;
constexpr size_t kShownModels = 20;

struct Pick
{
    const kv::FitRow* row = nullptr;
    uint64_t params = 0;
};

std::vector<Pick> picks(const std::vector<kv::FitRow>& rows, const kv::Catalog& cat)
{
    std::map<std::string, std::vector<const kv::FitRow*>> byModel;
    std::vector<std::string> order;
    for (const kv::FitRow& r : rows) {
        if (!byModel.count(r.model))
            order.push_back(r.model);
        byModel[r.model].push_back(&r);
    }
    std::vector<Pick> out;
    for (const std::string& id : order) {
        const auto& schemes = byModel[id];
        for (const kv::Verdict v : {kv::Verdict::Fits, kv::Verdict::Spills}) {
            std::vector<const kv::FitRow*> runs;
            for (const kv::FitRow* r : schemes)
                if (r->verdict == v && !r->refusal)
                    runs.push_back(r);
            if (runs.empty())
                continue;
            const auto usable = std::find_if(runs.begin(), runs.end(), [](const kv::FitRow* r) {
                return r->tokensPerSecond >= kUsableTokensPerSecond;
            });
            const kv::FitRow* pick =
                usable != runs.end() ? *usable
                                     : *std::max_element(runs.begin(), runs.end(), [](const auto* a, const auto* b) {
                                           return a->tokensPerSecond < b->tokensPerSecond;
                                       });
            const kv::ModelSpec* m = cat.findModel(id);
            out.push_back({pick, m ? m->params.total() : 0});
            break;
        }
    }
    auto group = [](const Pick& p) {
        const bool usable = p.row->tokensPerSecond >= kUsableTokensPerSecond;
        return (p.row->verdict == kv::Verdict::Fits ? 0 : 2) + (usable ? 0 : 1);
    };
    std::stable_sort(out.begin(), out.end(), [&](const Pick& a, const Pick& b) {
        if (group(a) != group(b))
            return group(a) < group(b);
        if (group(a) % 2 == 0 && a.params != b.params)
            return a.params > b.params;
        return a.row->tokensPerSecond > b.row->tokensPerSecond;
    });
    return out;
}

QString fitText(const kv::Scenario& question, const std::vector<kv::FitRow>& rows, const kv::Catalog& cat)
{
    const QLocale c = QLocale::c();
    QString out = fitHeading(question);
    const std::vector<Pick> chosen = picks(rows, cat);
    std::set<std::string> models;
    for (const kv::FitRow& r : rows)
        models.insert(r.model);
    const size_t shown = std::min(chosen.size(), kShownModels);
    if (chosen.empty())
        out += Cli::tr("No model fits or runs with layers in RAM on this machine for this question.\n");
    else
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
                   .arg(Cli::tr("model").leftJustified(28), Cli::tr("params").rightJustified(7),
                        Cli::tr("weights").leftJustified(10), Cli::tr("verdict").leftJustified(18),
                        Cli::tr("total").rightJustified(10), Cli::tr("ctx on GPU").rightJustified(11),
                        Cli::tr("ctx offload").rightJustified(11), Cli::tr("users").rightJustified(6),
                        Cli::tr("tok/s").rightJustified(7), Cli::tr("1st tok s").rightJustified(9));
    for (size_t i = 0; i < shown; ++i) {
        const kv::FitRow& r = *chosen[i].row;
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
                   .arg(q(r.model).leftJustified(28), kvapp::formatParams(chosen[i].params, c).rightJustified(7),
                        q(r.weights).leftJustified(10),
                        kvapp::rowVerdictText(r.verdict, r.layersInRam, false).leftJustified(18),
                        kvapp::formatBytes(r.totalBytes, c).rightJustified(10),
                        count(r.limits.maxContextPerUser).rightJustified(11),
                        count(r.limits.maxContextPerUserOffloaded).rightJustified(11),
                        count(r.limits.maxUsers).rightJustified(6), speedCell(r.tokensPerSecond).rightJustified(7),
                        firstTokenCell(r.prefill).rightJustified(9));
    }
    const int notRunning = int(models.size() - chosen.size());
    const int more = int(chosen.size() - shown);
    //: fit's summary; %n models of the table for which no weight scheme fits or runs with layers in RAM
    QString left = Cli::tr("%n model(s) do not fit", nullptr, notRunning);
    if (more > 0)
        //: fit's summary, after "N models do not fit": models that fit or spill but are below the shown rows
        left = Cli::tr("%1, %2").arg(left, Cli::tr("%n more fit or spill", nullptr, more));
    //: fit's summary line; %1 "N models do not fit[, M more fit or spill]", %2 "K rows not shown"
    out += Cli::tr("\n%1; %2 (--all lists every model and scheme).\n")
               .arg(left, Cli::tr("%n row(s) not shown", nullptr, int(rows.size() - shown)));
    out += Cli::tr("Ranked as a user would pick: models that fit first, then those that spill; within each, the "
                   "largest (total parameters) at a usable speed (at least %1 tok/s per user) first, then the "
                   "fastest. weights: the model's highest-precision scheme at a usable speed (else its fastest). "
                   "tok/s: the decode-speed bound per user.\n")
               .arg(kUsableTokensPerSecond);
    out += firstTokenNote(question);
    return out;
}

// The ranking row nearest this computer: itself when it was ranked (--this-machine); else the preset
// detection matched (its GPU's, the number of GPUs detected; or the pool's, the box's); else the preset of
// the same kind whose memory is nearest. nullopt when nothing was detected or no row is of its kind.
std::optional<size_t> closestRow(const std::vector<kv::MachineRow>& rows, const kvapp::ThisMachine& m,
                                 const kv::Catalog& cat)
{
    const auto self = std::find_if(rows.begin(), rows.end(),
                                   [](const kv::MachineRow& r) { return r.hardware == kvapp::kThisMachineId; });
    if (self != rows.end())
        return size_t(self - rows.begin());
    if (!m.found())
        return std::nullopt;
    const bool gpu = !m.unified && !m.gpus.empty();
    const std::string preset = (gpu ? m.gpus.front().presetId : m.poolPresetId).toStdString();
    const auto gpus = static_cast<int64_t>(gpu ? m.gpus.size() : 1);
    const kv::DeviceKind kind = m.unified ? kv::DeviceKind::Unified : gpu ? kv::DeviceKind::Gpu : kv::DeviceKind::Ram;
    const uint64_t own = m.unified ? m.unifiedBytes : gpu ? m.gpus.front().memoryBytes : m.ramBytes;
    const auto memory = static_cast<int64_t>(own);
    std::optional<size_t> best;
    int64_t bestDistance = INT64_MAX;
    for (size_t i = 0; i < rows.size(); ++i) {
        const kv::HardwarePreset* h = cat.findHardware(rows[i].hardware);
        if (!h || h->kind != kind)
            continue;
        const int64_t gpuGap = std::abs(int64_t(rows[i].gpus) - gpus);
        // The matched preset beats any other; then the fewest GPUs away, then the nearest memory.
        const int64_t distance = (h->id == preset ? 0 : int64_t(1) << 60) + (gpuGap << 50) +
                                 std::min<int64_t>(std::abs(int64_t(h->memoryBytes) - memory), int64_t(1) << 49);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

QString priceCell(const std::optional<double>& amount, const std::string& currency)
{
    return amount ? kvapp::formatPrice(*amount, q(currency), QLocale::c()) : QStringLiteral("–");
}

QString machinesText(const kv::Scenario& plan, const std::vector<kv::MachineRow>& rows, const kv::MachineChoice& choice,
                     std::optional<size_t> mark, const QString& thisComputer, const kv::EnergyUse& use)
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
        out += Cli::tr("Budget      %1 (machines of unknown price are left out)\n")
                   .arg(kvapp::formatPrice(*choice.budget, q(choice.currency), c));
    if (choice.minTokensPerSecond > 0)
        out += Cli::tr("Min speed   %1 tokens/s per user\n").arg(c.toString(choice.minTokensPerSecond, 'g', 6));
    if (choice.budget || choice.minTokensPerSecond > 0)
        out += QLatin1Char('\n');
    out += kvapp::cheapestAnswer(rows, c) + QStringLiteral("\n\n");
    out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
               .arg(Cli::tr("hardware").leftJustified(44), Cli::tr("gpus").rightJustified(4),
                    Cli::tr("verdict").leftJustified(18), Cli::tr("headroom").rightJustified(12),
                    Cli::tr("ctx on GPU").rightJustified(11), Cli::tr("users").rightJustified(6),
                    Cli::tr("tok/s").rightJustified(7), Cli::tr("price").rightJustified(12),
                    Cli::tr("power").rightJustified(7)) +
           QStringLiteral(" %1 %2 %3 %4\n")
               .arg(Cli::tr("per tok/s").rightJustified(11), Cli::tr("Wh/Mtok").rightJustified(8),
                    Cli::tr("per month").rightJustified(11), Cli::tr("1st tok s").rightJustified(9));
    for (size_t i = 0; i < rows.size(); ++i) {
        const kv::MachineRow& r = rows[i];
        QString headroom = QStringLiteral("–");
        if (!r.refusal)
            headroom = r.headroomBytes < 0 ? QStringLiteral("-") + kvapp::formatBytes(uint64_t(-r.headroomBytes), c)
                                           : kvapp::formatBytes(uint64_t(r.headroomBytes), c);
        const QString power = r.powerW ? kvapp::formatWatts(*r.powerW, c) : QStringLiteral("–");
        const kv::EnergyBound e = kvapp::rowEnergy(r, plan.users, use);
        out +=
            QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                .arg(q(r.hardware).leftJustified(44), QString::number(r.gpus).rightJustified(4),
                     kvapp::rowVerdictText(r.verdict, r.layersInRam, r.refusal.has_value()).leftJustified(18),
                     headroom.rightJustified(12), count(r.limits.maxContextPerUser).rightJustified(11),
                     count(r.limits.maxUsers).rightJustified(6),
                     speedCell(r.verdict == kv::Verdict::DoesNotFit ? 0 : r.tokensPerSecond).rightJustified(7),
                     (priceCell(r.price, r.currency) + (r.ownPrice ? QStringLiteral("*") : QString()))
                         .rightJustified(12),
                     power.rightJustified(7)) +
            QStringLiteral(" %1 %2 %3 %4%5\n")
                .arg(priceCell(r.pricePerTokenPerSecond, r.currency).rightJustified(11),
                     (e.whPerMillionTokens ? c.toString(*e.whPerMillionTokens, 'f', 0) : QStringLiteral("–"))
                         .rightJustified(8),
                     priceCell(e.costPerMonth, use.currency).rightJustified(11),
                     firstTokenCell(r.prefill).rightJustified(9), mark == i ? Cli::tr("  ◀ this computer") : QString());
    }
    if (rows.empty())
        out += Cli::tr("No machine meets the budget and the minimum speed.\n");
    out += QLatin1Char('\n') + thisComputer;
    out += Cli::tr("\nheadroom: usable minus used on the tightest device (negative: over by that much).\n");
    out += Cli::tr("price: the launch list price as published, a card's times the GPU count or a whole system's "
                   "own (`hardware --json` gives its source); power: the cards' board power (not the PC around "
                   "them) or the system's maximum; per tok/s: price divided by the decode-speed bound per user; "
                   "–: unknown.\n");
    out += firstTokenNote(plan);
    const QString converted = kvapp::conversionNote(rows, q(choice.currency));
    if (!converted.isEmpty())
        out += converted + QLatin1Char('\n');
    out += kvapp::energyNote(use, c) + QLatin1Char('\n');
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

void addMoneyOptions(QCommandLineParser& p, bool prices)
{
    p.addOption(QCommandLineOption(
        QStringLiteral("currency"),
        Cli::tr("Show prices and running costs in CODE (USD, EUR or JPY; default USD), converting at the dated "
                "rate shipped in money.json."),
        QStringLiteral("CODE")));
    if (prices)
        p.addOption(QCommandLineOption(
            QStringLiteral("prices"),
            Cli::tr("Your own prices (a used card, a quote) from a kvplanner.prices/1 "
                    "JSON file; they replace the list prices and, machine by machine, those a --scenario file keeps."),
            QStringLiteral("FILE")));
    p.addOption(QCommandLineOption(
        QStringLiteral("hours-per-day"),
        Cli::tr("Hours of generation a day for the running cost (default %1; idle the rest of the day).")
            .arg(kv::kDefaultHoursPerDay),
        QStringLiteral("H")));
    p.addOption(QCommandLineOption(
        QStringLiteral("kwh-price"),
        Cli::tr("Electricity price per kWh in the --currency (default: the shipped average for US dollars, yen "
                "or euros)."),
        QStringLiteral("AMOUNT")));
}

MoneyOptions moneyFromOptions(const QCommandLineParser& p, const kv::Catalog& catalog, bool prices,
                              const QString& language)
{
    const kv::MoneyTable& t = kvapp::moneyTable();
    MoneyOptions m;
    m.currency = p.isSet(QStringLiteral("currency")) ? p.value(QStringLiteral("currency")).trimmed().toUpper()
                                                     : kvapp::defaultCurrency(language);
    if (!t.rate(m.currency.toStdString())) {
        QStringList known;
        for (const std::string& c : t.currencies())
            known << q(c);
        //: %1 what the user typed, %2 the currency codes known
        throw CliError{Cli::tr("--currency takes one of %2, not “%1”")
                           .arg(p.value(QStringLiteral("currency")), known.join(QStringLiteral(", ")))};
    }
    m.use = kvapp::defaultEnergyUse(m.currency);
    if (p.isSet(QStringLiteral("hours-per-day"))) {
        bool ok = false;
        const double h = p.value(QStringLiteral("hours-per-day")).trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(h) || h < 0 || h > 24)
            //: %1 what the user typed
            throw CliError{Cli::tr("--hours-per-day needs a number from 0 to 24, not “%1”")
                               .arg(p.value(QStringLiteral("hours-per-day")))};
        m.use.hoursPerDay = h;
    }
    if (p.isSet(QStringLiteral("kwh-price")))
        m.use.pricePerKwh = positiveOption(p, "kwh-price", 1e6);
    // A saved plan's own prices (what the window kept with it) apply first; a --prices file's replace those of
    // the same machines.
    if (p.optionNames().contains(QStringLiteral("scenario")))
        m.prices = kvapp::readScenarioPrices(p.value(QStringLiteral("scenario")), catalog);
    if (prices && p.isSet(QStringLiteral("prices"))) {
        const std::string file = p.value(QStringLiteral("prices")).toStdString();
        kv::overlayUserPrices(m.prices, kv::userPricesFromJson(kv::readTextFile(file, 1u << 20), file, catalog, t));
    }
    return m;
}

void addPromptOptions(QCommandLineParser& p)
{
    p.addOption(QCommandLineOption(QStringLiteral("prompt"),
                                   Cli::tr("Prompt tokens read before the first token, for the prefill bound "
                                           "(default: half the context per user)."),
                                   QStringLiteral("N")));
    p.addOption(QCommandLineOption(QStringLiteral("answer"),
                                   Cli::tr("Answer tokens generated after it, for the whole answer's time "
                                           "(default: half the context per user)."),
                                   QStringLiteral("N")));
}

void applyPromptOptions(const QCommandLineParser& p, kv::Scenario& s)
{
    if (p.isSet(QStringLiteral("prompt")))
        s.promptTokens =
            kvapp::parseCount(QStringLiteral("prompt"), p.value(QStringLiteral("prompt")), 1, kv::kMaxContext);
    if (p.isSet(QStringLiteral("answer")))
        s.answerTokens =
            kvapp::parseCount(QStringLiteral("answer"), p.value(QStringLiteral("answer")), 1, kv::kMaxContext);
}

namespace {

void addFitOptions(QCommandLineParser& p)
{
    kvapp::addScenarioOptions(p, kNotForFit);
    addPromptOptions(p);
    p.addOption(QCommandLineOption(QStringLiteral("all"),
                                   Cli::tr("Text: every model at every scheme, grouped by family (the JSON always "
                                           "has every row).")));
}

bool parseFit(QCommandLineParser& p, const QStringList& args)
{
    addFitOptions(p);
    return parseCommand(p, args,
                        Cli::tr("Which model presets fit a machine (this computer unless --hardware, --vram or "
                                "--scenario names another), at which weight scheme (or those of --weights A,B,...), "
                                "for one question: verdict, total, limits and speed."),
                        kv::kFitSchema);
}

QString detectionReasons(const kvapp::ThisMachine& m)
{
    QStringList why;
    for (const kvapp::Finding& f : m.findings)
        why << kvapp::findingText(f);
    return why.isEmpty() ? Cli::tr("no memory size was found") : why.join(QLatin1Char(' '));
}

} // namespace

int cmdFit(const QStringList& args)
{
    QCommandLineParser p;
    if (!parseFit(p, args))
        return 0;
    refuse(p, kNotForFit, Cli::tr("fit plans every model preset with the planner's context and users"));
    const kv::Catalog cat = loadPresets();
    kv::Scenario question = kvapp::questionFromOptions(p, cat);
    applyPromptOptions(p, question);
    bool thisComputer = false;
    if (question.hardware.devices.empty()) {
        // No machine named: this computer, exactly as --this-machine plans it.
        const kvapp::ThisMachine& m = kvapp::thisMachine(cat);
        if (!m.found())
            throw CliError{Cli::tr("fit needs a machine and this computer could not be detected (%1): give "
                                   "--hardware ID, --vram GIB --ram GIB, or --scenario FILE")
                               .arg(detectionReasons(m))};
        QCommandLineParser here;
        (void)parseFit(here, args + QStringList{QStringLiteral("--this-machine")});
        question = kvapp::questionFromOptions(here, cat);
        applyPromptOptions(p, question);
        thisComputer = true;
    }
    const auto rows = kv::fitTable(question, cat.models, schemesOption(p, cat, question.runtime));
    if (p.isSet(QStringLiteral("json"))) {
        printJson(kv::fitToJson(question, rows));
        return 0;
    }
    if (thisComputer)
        print(Cli::tr("No machine given: planning for this computer, as --this-machine does (--hardware ID or --vram "
                      "GIB --ram GIB for another).\n"));
    print(p.isSet(QStringLiteral("all")) ? fitAllText(question, rows, cat) : fitText(question, rows, cat));
    return 0;
}

int cmdMachines(const QStringList& args)
{
    QCommandLineParser p;
    kvapp::addScenarioOptions(p, kNotForMachines);
    p.addOption(QCommandLineOption(QStringLiteral("max-gpus"),
                                   Cli::tr("Discrete GPUs: try 1 to N of each (default 4)."), QStringLiteral("N")));
    p.addOption(QCommandLineOption(
        QStringLiteral("sort"),
        Cli::tr("Order within fits and within spills (does not fit: closest first): price (cheapest first, unknown "
                "prices last; the default), speed (fastest first) or headroom (most headroom first)."),
        QStringLiteral("price|speed|headroom")));
    p.addOption(QCommandLineOption(
        QStringLiteral("budget"),
        Cli::tr("Only machines whose price is at most AMOUNT in the --currency (list prices in another currency "
                "converted at the shipped rate). Machines of unknown price are left out."),
        QStringLiteral("AMOUNT")));
    p.addOption(QCommandLineOption(
        QStringLiteral("min-speed"),
        Cli::tr("Only machines that run the plan at TOKENS_PER_S or more per user (the decode-speed bound)."),
        QStringLiteral("TOKENS_PER_S")));
    addPromptOptions(p);
    addMoneyOptions(p, true);
    if (!parseCommand(p, args,
                      Cli::tr("One plan on every hardware preset (discrete GPUs 1 to --max-gpus times), with its "
                              "price and power, cheapest first; the row closest to this computer is marked."),
                      kv::kMachinesSchema))
        return 0;
    refuse(p, kNotForMachines, Cli::tr("machines tries every hardware preset"));
    const uint32_t maxGpus = p.isSet(QStringLiteral("max-gpus"))
                                 ? static_cast<uint32_t>(kvapp::parseCount(QStringLiteral("max-gpus"),
                                                                           p.value(QStringLiteral("max-gpus")), 1, 8))
                                 : 4;
    kv::Catalog cat = loadPresets();
    if (p.isSet(QStringLiteral("this-machine"))) // this computer ranked among the presets
        cat.hardware.insert(cat.hardware.begin(), kvapp::thisMachinePreset(cat));
    const MoneyOptions money = moneyFromOptions(p, cat, true);
    kv::MachineChoice choice = choiceOptions(p);
    choice.currency = money.currency.toStdString();
    kv::Scenario plan = kvapp::scenarioFromOptions(p, cat);
    applyPromptOptions(p, plan);
    std::vector<kv::MachineRow> ranked = kv::machineRanking(plan, cat.hardware, maxGpus);
    kv::priceRows(ranked, money.prices, kvapp::moneyTable(), choice.currency);
    const auto rows = kv::chooseMachines(std::move(ranked), choice);
    const kvapp::ThisMachine& here = kvapp::thisMachine(cat);
    const std::optional<size_t> mark = closestRow(rows, here, cat);
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json j = kv::machinesToJson(plan, rows, choice);
        j["closest_to_this_machine"] = mark ? nlohmann::json(*mark) : nlohmann::json(nullptr);
        const kv::MoneyTable& t = kvapp::moneyTable();
        j["question"]["rates"] = {{"date", t.date}, {"source", t.source}};
        j["question"]["energy"] = {{"hours_per_day", money.use.hoursPerDay},
                                   {"price_per_kwh", money.use.pricePerKwh},
                                   {"currency", money.use.currency}};
        for (size_t i = 0; i < rows.size(); ++i) {
            j["rows"][i]["own_price"] = rows[i].ownPrice;
            j["rows"][i]["price_currency_given"] =
                rows[i].priceCurrency.empty() ? nlohmann::json(nullptr) : nlohmann::json(rows[i].priceCurrency);
            j["rows"][i]["idle_power_w"] = rows[i].idlePowerW ? nlohmann::json(*rows[i].idlePowerW) : nullptr;
            j["rows"][i]["power"] = kv::energyToJson(kvapp::rowEnergy(rows[i], plan.users, money.use), money.use);
        }
        printJson(j);
        return 0;
    }
    QString note;
    if (mark && rows[*mark].hardware == kvapp::kThisMachineId)
        note = Cli::tr("◀ this computer, as detected.\n");
    else if (mark)
        //: %1 what was detected ("NVIDIA GeForce RTX 4090 + 62 GiB RAM")
        note = Cli::tr("◀ the row closest to this computer (%1); --this-machine ranks it as it is.\n")
                   .arg(q(kvapp::thisMachinePreset(here).name));
    else if (here.found())
        note = Cli::tr("No row is like this computer; --this-machine ranks it as it is.\n");
    else
        note = Cli::tr("This computer was not detected (%1): no row is marked.\n").arg(detectionReasons(here));
    print(machinesText(plan, rows, choice, mark, note, money.use));
    return 0;
}

} // namespace kvcli
