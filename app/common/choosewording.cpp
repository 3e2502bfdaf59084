#include "choosewording.h"

#include "datapaths.h"
#include "format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace kvapp {

namespace {

struct Choose
{
    Q_DECLARE_TR_FUNCTIONS(Choose)
};

QString speed(double tps)
{
    return QLocale().toString(tps, 'f', tps < 100 ? 1 : 0);
}

// "at most 12.3 tokens/s instead of 30.1", or nothing when a bound is unknown.
QString speedCost(double now, double then)
{
    if (now <= 0 || then <= 0)
        return {};
    //: %1 the new decode-speed bound, %2 the current one
    return Choose::tr(" (at most %1 tokens/s per user; now %2)").arg(speed(then), speed(now));
}

// One change of a combination, in a few words: "a q8_0 KV cache", "Q3_K_M weights".
QString stepText(const kv::AdviceStep& step, const kv::Scenario& base)
{
    switch (step.kind) {
    case kv::AdviceKind::GpuLimit:
        //: one change of several: %1 the GPU working-set limit of a Mac (45.0 GiB)
        return Choose::tr("a %1 GPU limit").arg(formatBytes(step.value));
    case kv::AdviceKind::VllmUtilization:
        //: one change of several: %1 a percentage
        return Choose::tr("vLLM reserving %1% of the GPU").arg(step.value);
    case kv::AdviceKind::KvQ8:
    case kv::AdviceKind::KvQ4:
        //: one change of several: %1 a KV cache type (q8_0)
        return Choose::tr("a %1 KV cache").arg(QString::fromStdString(step.text));
    case kv::AdviceKind::Weights:
        //: one change of several: %1 a weight scheme (Q3_K_M)
        return Choose::tr("%1 weights").arg(QString::fromStdString(step.text));
    case kv::AdviceKind::NCpuMoe:
        //: one change of several: %1 layers whose experts stay in system RAM
        return Choose::tr("the experts of %1 layers in RAM").arg(step.value);
    case kv::AdviceKind::Context:
        //: one change of several: %1 the context per user, %2 the context asked for
        return Choose::tr("%1 tokens per user (not %2)").arg(formatCount(step.value), formatCount(base.contextPerUser));
    case kv::AdviceKind::Users:
        //: one change of several: %1 users at once, %2 the users asked for
        return Choose::tr("%1 users at once (not %2)").arg(formatCount(step.value), formatCount(base.users));
    case kv::AdviceKind::MoreGpus:
        //: one change of several: %1 a number of GPUs
        return Choose::tr("%1 GPUs").arg(step.value);
    case kv::AdviceKind::Offload:
    case kv::AdviceKind::Combination:
    case kv::AdviceKind::Machine: break;
    }
    return {};
}

int costRank(kv::AdviceKind kind)
{
    switch (kind) {
    case kv::AdviceKind::GpuLimit:
    case kv::AdviceKind::VllmUtilization: return 0;
    case kv::AdviceKind::KvQ8:
    case kv::AdviceKind::Weights:
    case kv::AdviceKind::KvQ4: return 1;
    case kv::AdviceKind::NCpuMoe:
    case kv::AdviceKind::Offload: return 2;
    case kv::AdviceKind::Context:
    case kv::AdviceKind::Users: return 3;
    case kv::AdviceKind::MoreGpus:
    case kv::AdviceKind::Combination:
    case kv::AdviceKind::Machine: return 4;
    }
    return 4;
}

} // namespace

std::optional<double> adviceAmount(const kv::Advice& a, const kv::Scenario& base, const AdvicePricing& p)
{
    if (!p.presets || (a.kind != kv::AdviceKind::MoreGpus && a.kind != kv::AdviceKind::Machine))
        return std::nullopt;
    const std::string id = a.kind == kv::AdviceKind::Machine ? a.text : base.hardware.id;
    const auto h = std::find_if(p.presets->begin(), p.presets->end(),
                                [&](const kv::HardwarePreset& x) { return !id.empty() && x.id == id; });
    if (h == p.presets->end() || !h->cards.empty())
        return std::nullopt;
    double units = 1;
    if (a.kind == kv::AdviceKind::MoreGpus) {
        if (h->kind != kv::DeviceKind::Gpu)
            return std::nullopt;
        double now = 0;
        for (const kv::Device& d : base.hardware.devices)
            now += d.kind == kv::DeviceKind::Gpu ? 1 : 0;
        units = double(a.value) - now;
    } else if (h->kind == kv::DeviceKind::Gpu) {
        units = double(std::max<uint64_t>(1, a.value));
    }
    if (units <= 0)
        return std::nullopt;
    std::optional<double> unit;
    std::string from;
    const auto own = std::find_if(p.own.begin(), p.own.end(), [&](const kv::UserPrice& u) { return u.hardware == id; });
    if (own != p.own.end()) {
        unit = own->amount;
        from = own->currency;
    } else if (h->price) {
        unit = h->price->amount;
        from = h->price->currency;
    }
    if (!unit)
        return std::nullopt;
    const std::optional<double> shown = kv::convert(moneyTable(), *unit * units, from, p.currency.toStdString());
    return shown;
}

std::function<std::optional<double>(const kv::HardwarePreset&, uint32_t)> priceOf(const AdvicePricing& pricing)
{
    return [pricing](const kv::HardwarePreset& h, uint32_t gpus) -> std::optional<double> {
        if (!h.cards.empty())
            return std::nullopt;
        kv::Advice a;
        a.kind = kv::AdviceKind::Machine;
        a.text = h.id;
        a.value = gpus;
        return adviceAmount(a, kv::Scenario{}, pricing);
    };
}

namespace {

// How a suggestion moves the first token (the prefill bound for the plan's prompt), when both plans run and it moves
// by a tenth or more and at least 0.05 s: "" otherwise. Offloading layers to RAM makes it later (the weights cross
// the host link for every micro-batch); a smaller scheme, more GPUs or a shorter context, sooner.
QString firstTokenChange(const kv::Advice& a, const kv::Estimate& current)
{
    const bool runs = current.verdict == kv::Verdict::Fits || current.verdict == kv::Verdict::Spills;
    if (!runs || !current.speed.prefill || a.firstTokenSeconds <= 0 || a.verdict == kv::Verdict::DoesNotFit)
        return {};
    const double now = current.speed.prefill->firstTokenSeconds;
    const double then = a.firstTokenSeconds;
    const double moved = std::fabs(then - now);
    if (moved < 0.05 || moved < 0.1 * now)
        return {};
    const QLocale locale;
    const auto secs = [&locale](double x) { return locale.toString(x, 'f', x < 10 ? 2 : 1); };
    if (then < now)
        //: after a suggestion: %1 seconds gained, %2 the new first-token bound in seconds, %3 the current one
        return QLatin1Char(' ') + Choose::tr("The first token comes %1 s sooner (after at least %2 s; now %3 s).")
                                      .arg(secs(moved), secs(then), secs(now));
    //: after a suggestion: %1 seconds lost, %2 the new first-token bound in seconds, %3 the current one
    return QLatin1Char(' ') + Choose::tr("The first token comes %1 s later (after at least %2 s; now %3 s).")
                                  .arg(secs(moved), secs(then), secs(now));
}

QString adviceSentence(const kv::Advice& a, const kv::Scenario& base, const kv::Estimate& current,
                       const AdvicePricing* pricing)
{
    const std::optional<double> amount = pricing ? adviceAmount(a, base, *pricing) : std::nullopt;
    const QString cost = amount ? formatPrice(std::round(*amount), pricing->currency) : QString();
    const QString tps =
        a.tokensPerSecond > 0 ? Choose::tr(", at most %1 tokens/s per user").arg(speed(a.tokensPerSecond)) : QString();
    if (amount && a.kind == kv::AdviceKind::MoreGpus)
        //: %1 a number of GPUs (two or more), %2 what the added cards cost (1499 USD), %3 the speed bound with them
        return Choose::tr("Use %1 GPUs of this kind: the cards you add cost about %2%3.").arg(a.value).arg(cost, tps);
    if (amount && a.kind == kv::AdviceKind::Machine)
        //: %1 a machine's name (with its GPU count), %2 its price (3998 USD), %3 the speed bound there
        return Choose::tr("Run it as it is on %1, about %2: it fits there%3.").arg(machineName(a), cost, tps);
    switch (a.kind) {
    case kv::AdviceKind::GpuLimit: {
        const uint64_t mib = a.value >> 20;
        //: %1 the new GPU memory limit (e.g. 120 GiB), %2 the same in MiB for the sysctl command
        return Choose::tr("Let the GPU use up to %1 of the unified memory (sudo sysctl iogpu.wired_limit_mb=%2): "
                          "free, but it leaves less memory for other programs until the next restart.")
            .arg(formatBytes(a.value), QString::number(mib));
    }
    case kv::AdviceKind::VllmUtilization:
        //: %1 a percentage, %2 the flag's value (0.95)
        return Choose::tr("Let vLLM reserve %1% of the GPU (--gpu-memory-utilization %2): free, if nothing else "
                          "needs that GPU memory.")
            .arg(a.value)
            .arg(QString::number(static_cast<double>(a.value) / 100, 'f', 2));
    case kv::AdviceKind::KvQ8:
        return Choose::tr("Store the KV cache as %1: about half the memory of 16-bit values, with a barely "
                          "measurable loss of quality.")
            .arg(QString::fromStdString(a.text));
    case kv::AdviceKind::Weights:
        //: %1 a weight scheme (Q3_K_M), %2 its size, %3 the current scheme
        return Choose::tr("Use %1 weights (%2 in all) instead of %3: smaller, at some loss of quality.")
            .arg(QString::fromStdString(a.text), formatBytes(a.totalBytes), QString::fromStdString(base.weights.id));
    case kv::AdviceKind::KvQ4:
        return Choose::tr("Store the KV cache as %1: about a quarter of the memory of 16-bit values, with a "
                          "noticeable loss of quality on long contexts.")
            .arg(QString::fromStdString(a.text));
    case kv::AdviceKind::NCpuMoe:
        //: %1 a number of layers whose experts stay in system RAM
        return Choose::tr("Keep the experts of the first %1 layers in system RAM (--n-cpu-moe %1): everything else "
                          "stays on the GPU, and every token reads those experts from RAM%2.")
            .arg(a.value)
            .arg(speedCost(current.speed.tokensPerSecond, a.tokensPerSecond));
    case kv::AdviceKind::Offload:
        return Choose::tr("Put %1 layers on the GPU and the rest in system RAM (-ngl %1): it runs, but slower%2.")
            .arg(a.value)
            .arg(speedCost(current.speed.tokensPerSecond, a.tokensPerSecond));
    case kv::AdviceKind::Context:
        //: %1 the longest context per user that fits, %2 the context asked for
        return Choose::tr("Shorten the context to %1 tokens per user (instead of %2): longer conversations are cut "
                          "off.")
            .arg(formatCount(a.value), formatCount(base.contextPerUser));
    case kv::AdviceKind::Users:
        //: %1 the users that fit at once, %2 the users asked for
        return Choose::tr("Serve %1 of the %2 users at once: the others wait their turn.")
            .arg(formatCount(a.value), formatCount(base.users));
    case kv::AdviceKind::MoreGpus:
        //: %1 a number of GPUs (two or more), %2 the speed bound with them
        return Choose::tr("Use %1 GPUs of this kind: it costs the cards you add%2.")
            .arg(a.value)
            .arg(a.tokensPerSecond > 0 ? Choose::tr(", at most %1 tokens/s per user").arg(speed(a.tokensPerSecond))
                                       : QString());
    case kv::AdviceKind::Combination: {
        QStringList steps;
        QString sysctl;
        for (const kv::AdviceStep& step : a.steps) {
            steps << stepText(step, base);
            if (step.kind == kv::AdviceKind::GpuLimit)
                //: after a combination with a larger GPU limit: %1 the limit in MiB
                sysctl = Choose::tr(" The GPU limit: sudo sysctl iogpu.wired_limit_mb=%1 (until the next restart).")
                             .arg(step.value >> 20);
        }
        //: two or three changes that fit only together; %1 the changes joined by " + " (e.g. "Q3_K_M weights +
        //: a q8_0 KV cache")
        return Choose::tr("Together: %1. No one of them alone makes it fit.")
                   //: the separator between the changes of a combination
                   .arg(steps.join(Choose::tr(" + "))) +
               sysctl;
    }
    case kv::AdviceKind::Machine:
        //: %1 a machine's name (with its GPU count), %2 the speed bound there
        return Choose::tr("Run it as it is on %1: it fits there%2.")
            .arg(machineName(a), a.tokensPerSecond > 0
                                     ? Choose::tr(", at most %1 tokens/s per user").arg(speed(a.tokensPerSecond))
                                     : QString());
    }
    return {};
}

} // namespace

QString adviceText(const kv::Advice& a, const kv::Scenario& base, const kv::Estimate& current,
                   const AdvicePricing* pricing)
{
    return adviceSentence(a, base, current, pricing) + firstTokenChange(a, current);
}

QString machineName(const kv::Advice& a)
{
    QString name = QString::fromStdString(a.scenario.hardware.name);
    if (a.value <= 1)
        return name;
    //: %1 a number of GPUs, %2 the machine or GPU's name
    return Choose::tr("%1 × %2").arg(a.value).arg(name);
}

QString adviceCostText(const kv::Advice& a)
{
    if (a.kind != kv::AdviceKind::Combination || a.steps.empty())
        return adviceCostText(a.kind);
    // A combination costs what its costliest change costs.
    kv::AdviceKind worst = a.steps.front().kind;
    for (const kv::AdviceStep& step : a.steps)
        if (costRank(step.kind) > costRank(worst))
            worst = step.kind;
    return adviceCostText(worst);
}

QString adviceResultText(const kv::Advice& a, const kv::Estimate& current)
{
    const QString verdict = rowVerdictText(a.verdict, a.layersInRam, false);
    if (a.partial && a.tokensPerSecond > 0 && current.speed.tokensPerSecond > 0)
        //: a change that spills less: %1 its verdict (spills 4 layers), %2 its speed bound, %3 today's, %4 bytes
        return Choose::tr("%1, %2 tokens/s instead of %3, %4 in all")
            .arg(verdict, speed(a.tokensPerSecond), speed(current.speed.tokensPerSecond), formatBytes(a.totalBytes));
    //: a suggestion's outcome: %1 its verdict (fits), %2 the plan's bytes
    return Choose::tr("%1, %2 in all").arg(verdict, formatBytes(a.totalBytes));
}

QString adviceCostText(kv::AdviceKind kind)
{
    switch (kind) {
    case kv::AdviceKind::GpuLimit:
    case kv::AdviceKind::VllmUtilization: return Choose::tr("free");
    case kv::AdviceKind::KvQ8:
    case kv::AdviceKind::Weights:
    case kv::AdviceKind::KvQ4: return Choose::tr("quality");
    case kv::AdviceKind::NCpuMoe:
    case kv::AdviceKind::Offload: return Choose::tr("speed");
    case kv::AdviceKind::Context:
    case kv::AdviceKind::Users: return Choose::tr("capability");
    case kv::AdviceKind::MoreGpus:
    case kv::AdviceKind::Machine: return Choose::tr("money");
    case kv::AdviceKind::Combination: return Choose::tr("several");
    }
    return {};
}

QString adviceFlags(const kv::Advice& a)
{
    QStringList flags;
    for (const std::string& f : a.args)
        flags << QString::fromStdString(f);
    return flags.join(QLatin1Char(' '));
}

QString rowVerdictText(kv::Verdict v, uint32_t layersInRam, bool refused)
{
    if (refused)
        //: the runtime refuses this combination (e.g. a quantised V cache without flash attention)
        return Choose::tr("refused");
    switch (v) {
    case kv::Verdict::Fits: return Choose::tr("fits");
    case kv::Verdict::Spills:
        return layersInRam > 0 ? Choose::tr("spills %Ln layers", nullptr, static_cast<int>(layersInRam))
                               : Choose::tr("spills");
    case kv::Verdict::DoesNotFit: return Choose::tr("does not fit");
    case kv::Verdict::Unknown: break;
    }
    return Choose::tr("no machine");
}

const kv::MoneyTable& moneyTable()
{
    // A data folder without the table (an older or trimmed one) still prices in US dollars, unconverted.
    static const kv::MoneyTable table = [] {
        const std::filesystem::path dir = presetDir().toStdString();
        if (!std::filesystem::exists(dir / "money.json"))
            return kv::MoneyTable{.perUsd = {{"USD", 1.0}}};
        return kv::loadMoneyTable(dir);
    }();
    return table;
}

QString defaultCurrency(const QString& language)
{
    if (language.startsWith(QLatin1String("ja")))
        return QStringLiteral("JPY");
    if (language.startsWith(QLatin1String("it")))
        return QStringLiteral("EUR");
    return QStringLiteral("USD");
}

kv::EnergyUse defaultEnergyUse(const QString& currency)
{
    kv::EnergyUse use;
    use.currency = currency.toStdString();
    if (const kv::Electricity* e = moneyTable().electricityIn(use.currency))
        use.pricePerKwh = e->pricePerKwh;
    return use;
}

QString machineName(const kv::MachineRow& r)
{
    QString name = QString::fromStdString(r.name.empty() ? r.hardware : r.name);
    if (r.gpus <= 1)
        return name;
    //: %1 a number of GPUs, %2 the machine or GPU's name
    return Choose::tr("%1 × %2").arg(r.gpus).arg(name);
}

QString rowPriceText(const kv::MachineRow& r, const QLocale& locale)
{
    if (!r.price)
        return QStringLiteral("–");
    // A converted price is as exact as the rate: whole units.
    const double shown = r.priceCurrency != r.currency ? std::round(*r.price) : *r.price;
    return formatPrice(shown, QString::fromStdString(r.currency), locale);
}

QString conversionNote(const std::vector<kv::MachineRow>& rows, const QString& currency)
{
    QStringList from;
    bool own = false;
    for (const kv::MachineRow& r : rows) {
        if (r.price && r.priceCurrency != r.currency) {
            const QString c = QString::fromStdString(r.priceCurrency);
            if (!from.contains(c))
                from << c;
        }
        own = own || r.ownPrice;
    }
    QString out;
    if (!from.isEmpty()) {
        const kv::MoneyTable& t = moneyTable();
        //: %1 the display currency (JPY), %2 the currencies prices were given in (USD), %3 the rates' date
        //: (2025-12-31), %4 the rates' name (ECB euro reference rates)
        out = Choose::tr("Prices in %1: prices given in %2 converted at the rate of %3 (%4).")
                  .arg(currency, from.join(QStringLiteral(", ")), QString::fromStdString(t.date),
                       QString::fromStdString(t.name));
    }
    if (own)
        out += (out.isEmpty() ? QString() : QStringLiteral(" ")) +
               Choose::tr("Prices marked * are your own, not the list price.");
    return out;
}

std::optional<size_t> cheapestRow(const std::vector<kv::MachineRow>& rows)
{
    for (const kv::Verdict v : {kv::Verdict::Fits, kv::Verdict::Spills}) {
        std::optional<size_t> best;
        for (size_t i = 0; i < rows.size(); ++i) {
            const kv::MachineRow& r = rows[i];
            if (r.verdict != v || r.refusal || !r.price)
                continue;
            if (!best || (r.currency == rows[*best].currency && *r.price < *rows[*best].price))
                best = i;
        }
        if (best)
            return best;
    }
    return std::nullopt;
}

QString cheapestAnswer(const std::vector<kv::MachineRow>& rows, const QLocale& locale)
{
    const std::optional<size_t> i = cheapestRow(rows);
    if (!i)
        return Choose::tr("No machine of known price runs this plan.");
    const kv::MachineRow& r = rows[*i];
    const QString tps = locale.toString(r.tokensPerSecond, 'f', r.tokensPerSecond < 100 ? 1 : 0);
    if (r.verdict == kv::Verdict::Fits)
        //: %1 a machine, %2 its price, %3 its decode-speed bound per user
        return Choose::tr("Cheapest that fits: %1 at %2, %3 tokens/s per user.")
            .arg(machineName(r), rowPriceText(r, locale), tps);
    //: none fits on the GPU: %1 a machine whose layers partly stay in system RAM, %2 its price, %3 its speed
    return Choose::tr("Nothing priced fits; cheapest that runs with layers in RAM: %1 at %2, %3 tokens/s per user.")
        .arg(machineName(r), rowPriceText(r, locale), tps);
}

kv::EnergyBound rowEnergy(const kv::MachineRow& r, uint32_t users, const kv::EnergyUse& use)
{
    const bool runs = !r.refusal && r.verdict != kv::Verdict::DoesNotFit;
    return kv::energyBound(r.powerW, r.idlePowerW, runs ? r.tokensPerSecond * users : 0, use);
}

kv::EnergyBound planEnergy(const kv::Scenario& s, const kv::Estimate& e, const std::vector<kv::HardwarePreset>& presets,
                           const kv::EnergyUse& use)
{
    const kv::MachinePower power = kv::machinePower(s.hardware, presets);
    const bool runs = !e.refusal && e.verdict != kv::Verdict::DoesNotFit;
    return kv::energyBound(power.boardW, power.idleW, runs ? e.speed.tokensPerSecond * s.users : 0, use);
}

QString runningCostText(const kv::EnergyBound& b, const kv::EnergyUse& use, const QLocale& locale)
{
    if (!b.boardW)
        return {};
    QStringList parts;
    if (b.whPerMillionTokens)
        //: %1 watt-hours (an upper bound) for a million generated tokens
        parts << Choose::tr("at most %1 Wh per million tokens").arg(locale.toString(*b.whPerMillionTokens, 'f', 0));
    if (b.costPerMonth)
        //: %1 a price (an upper bound) for a month of use
        parts << Choose::tr("at most %1 a month")
                     .arg(formatPrice(*b.costPerMonth, QString::fromStdString(use.currency), locale));
    else if (b.kwhPerMonth)
        //: %1 kilowatt-hours (an upper bound) for a month of use, when no price per kWh is known
        parts << Choose::tr("at most %1 kWh a month").arg(locale.toString(*b.kwhPerMonth, 'f', 1));
    //: after the running-cost bounds: %1 the board power (700 W), %2 hours of generation a day
    return Choose::tr("%1 (%2 board power, %3 h a day)")
        .arg(parts.join(Choose::tr(", ")), formatWatts(*b.boardW, locale), locale.toString(use.hoursPerDay, 'g', 4));
}

QString energyNote(const kv::EnergyUse& use, const QLocale& locale, bool withPerToken)
{
    QString price;
    const QString kwh = locale.toString(use.pricePerKwh, 'g', 4);
    const kv::Electricity* e = moneyTable().electricityIn(use.currency);
    if (use.pricePerKwh <= 0)
        price = Choose::tr("no price per kWh for %1").arg(QString::fromStdString(use.currency));
    else if (e && e->pricePerKwh == use.pricePerKwh)
        //: %1 a price per kWh, %2 its currency, %3 a region code (US, JP, IT), %4 a date
        price = Choose::tr("%1 %2 per kWh (%3 average, %4)")
                    .arg(kwh, QString::fromStdString(use.currency), QString::fromStdString(e->region),
                         QString::fromStdString(e->date));
    else
        price = Choose::tr("%1 %2 per kWh (yours)").arg(kwh, QString::fromStdString(use.currency));
    //: %1 hours of generation a day, %2 the electricity price ("0.17 USD per kWh (US average, 2025)")
    QString bounds =
        Choose::tr("Running cost, upper bounds: the full board power (the cards only, or the whole system) for %1 h "
                   "of generation a day at %2, the maker's idle power the rest of the day where it is published; "
                   "memory-bound decoding rarely draws full board power.")
            .arg(locale.toString(use.hoursPerDay, 'g', 4), price);
    if (!withPerToken)
        return bounds;
    return bounds + QLatin1Char(' ') +
           Choose::tr("Wh/Mtok: that power for the time a million tokens take at the decode-speed bound, all users "
                      "together.");
}

} // namespace kvapp
