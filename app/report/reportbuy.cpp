// The "What to buy" page (ReportRenderer::buyPage) and the rows it shows.
#include "reportbuy.h"

#include "reportcanvas.h"
#include "reportrenderer.h"
#include "reportstyle.h"
#include "reporttr.h"

#include "choosewording.h"
#include "format.h"
#include "wording.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace kvreport {

WhatToBuy whatToBuy(const kv::Scenario& plan, const std::vector<kv::HardwarePreset>& presets,
                    const std::vector<kv::UserPrice>& prices, const std::string& currency, const kv::EnergyUse& use)
{
    std::vector<kv::MachineRow> rows = kv::machineRanking(plan, presets, 4);
    kv::priceRows(rows, prices, kvapp::moneyTable(), currency);
    WhatToBuy b;
    b.currency = currency;
    b.use = use;
    const kv::MachinePower power = kv::machinePower(plan.hardware, presets);
    b.ownBoardW = power.boardW;
    b.ownIdleW = power.idleW;
    b.ownPrice = kv::machinePrice(plan.hardware, presets, prices, kvapp::moneyTable(), currency);
    kv::MachineChoice choice;
    choice.order = kv::MachineOrder::Price;
    choice.currency = currency;
    const std::vector<kv::MachineRow> ordered = kv::chooseMachines(std::move(rows), choice);
    for (const kv::MachineRow& r : ordered) {
        if (b.cheapest.size() == kBuyRows)
            break;
        if (r.verdict == kv::Verdict::Fits && !r.refusal && r.price && r.currency == currency)
            b.cheapest.push_back(r);
    }
    return b;
}

namespace {

// The plan's own machine's price as the rows are shown and noted: one row per currency it was given in.
std::vector<kv::MachineRow> ownPriceRows(const kv::MachinePrice& p)
{
    std::vector<kv::MachineRow> rows;
    for (const std::string& given : p.givenIn) {
        kv::MachineRow r;
        r.price = p.amount;
        r.currency = p.currency;
        r.priceCurrency = given;
        r.ownPrice = p.own;
        rows.push_back(std::move(r));
    }
    return rows;
}

QString ownPriceText(const std::optional<kv::MachinePrice>& p)
{
    if (!p)
        return QStringLiteral("–");
    std::vector<kv::MachineRow> rows = ownPriceRows(*p);
    // A price converted from any currency is shown as exact as the rate: whole units.
    const auto converted =
        std::find_if(rows.begin(), rows.end(), [](const kv::MachineRow& r) { return r.priceCurrency != r.currency; });
    const kv::MachineRow& shown = converted != rows.end() ? *converted : rows.front();
    return kvapp::rowPriceText(shown) + (p->own ? QStringLiteral(" *") : QString());
}

// One column of the page's table: a machine's figures as shown.
struct BuyColumn
{
    QString name;
    QString price;
    QString fit;
    QString context;
    QString users;
    QString speed;
    QString power;
    QString energy;
    QString month;
};

QString atMostTokens(double tps)
{
    return tps > 0 ? Tr::tr("at most %1 tokens/s").arg(QLocale().toString(tps, 'f', tps < 100 ? 1 : 0))
                   : QStringLiteral("–");
}

void fillEnergy(BuyColumn& col, const kv::EnergyBound& b, const kv::EnergyUse& use)
{
    col.power = b.boardW ? kvapp::formatWatts(*b.boardW) : Tr::tr("unknown");
    col.energy = b.whPerMillionTokens ? Tr::tr("at most %1 Wh").arg(QLocale().toString(*b.whPerMillionTokens, 'f', 0))
                                      : QStringLiteral("–");
    col.month =
        b.costPerMonth
            ? Tr::tr("at most %1").arg(kvapp::formatPrice(*b.costPerMonth, QString::fromStdString(use.currency)))
            : QStringLiteral("–");
}

// The longest context and the most users without spilling; for a machine that spills (yours, when it is short),
// also what it holds with layers in RAM, which is how it runs the plan: "0 (3 with layers in RAM)".
QString limitText(bool known, bool spills, uint64_t onGpu, uint64_t offloaded, bool tokens)
{
    if (!known)
        return QStringLiteral("–");
    const auto shown = [tokens](uint64_t n) {
        return tokens ? Tr::tr("%1 tokens").arg(kvapp::formatCount(n)) : kvapp::formatCount(n);
    };
    if (spills && offloaded > onGpu)
        //: %1 the limit with every layer on the GPU, %2 the limit with layers in system RAM
        return Tr::tr("%1 (%2 with layers in RAM)").arg(shown(onGpu), shown(offloaded));
    return shown(onGpu);
}

BuyColumn rowColumn(const kv::MachineRow& r, uint32_t users, const kv::EnergyUse& use)
{
    BuyColumn col;
    col.name = kvapp::machineName(r);
    col.price = kvapp::rowPriceText(r) + (r.ownPrice ? QStringLiteral(" *") : QString());
    col.fit = kvapp::rowVerdictText(r.verdict, r.layersInRam, r.refusal.has_value());
    col.context =
        r.limits.known ? Tr::tr("%1 tokens").arg(kvapp::formatCount(r.limits.maxContextPerUser)) : QStringLiteral("–");
    col.users = r.limits.known ? kvapp::formatCount(r.limits.maxUsers) : QStringLiteral("–");
    col.speed = atMostTokens(r.tokensPerSecond);
    fillEnergy(col, kvapp::rowEnergy(r, users, use), use);
    return col;
}

} // namespace

void ReportRenderer::buyPage(ReportCanvas& c) const
{
    const QString& lang = m_options.language;
    const kv::Scenario& s = m_input.scenario;
    const kv::Estimate& e = m_input.estimate;
    const WhatToBuy& b = *m_input.buy;
    const QFont body = reportFont(FontRole::Body, lang), bold = reportFont(FontRole::Bold, lang),
                small = reportFont(FontRole::Small, lang);
    const QString currency = QString::fromStdString(b.currency);
    c.heading(Tr::tr("What to buy"), reportFont(FontRole::Heading, lang));
    //: %1 tokens of context per user, %n users, %2 a currency code
    c.paragraph(Tr::tr("The cheapest machines that run this plan as asked, %1 tokens for each of %n users without "
                       "spilling to RAM, beside yours; prices in %2. A graphics card's price is the cards only, not "
                       "the PC around them.",
                       nullptr, int(s.users))
                    .arg(kvapp::formatCount(s.contextPerUser), currency),
                small, kMuted);
    c.space(4);

    std::vector<BuyColumn> cols;
    for (const kv::MachineRow& r : b.cheapest)
        cols.push_back(rowColumn(r, s.users, b.use));
    BuyColumn own;
    own.name = Tr::tr("Your machine: %1").arg(QString::fromStdString(s.hardware.name));
    own.price = ownPriceText(b.ownPrice);
    own.fit = kvapp::rowVerdictText(e.verdict, e.layersInRam, e.refusal.has_value());
    const bool spills = e.verdict == kv::Verdict::Spills;
    const kv::Limits& l = e.limits;
    own.context = limitText(l.known, spills, l.maxContextPerUser, l.maxContextPerUserOffloaded, true);
    own.users = limitText(l.known, spills, l.maxUsers, l.maxUsersOffloaded, false);
    own.speed = atMostTokens(e.speed.tokensPerSecond);
    const bool runs = !e.refusal && e.verdict != kv::Verdict::DoesNotFit;
    fillEnergy(own, kv::energyBound(b.ownBoardW, b.ownIdleW, runs ? e.speed.tokensPerSecond * s.users : 0, b.use),
               b.use);
    cols.push_back(own);

    const std::pair<QString, QString BuyColumn::*> rows[] = {
        {Tr::tr("Price"), &BuyColumn::price},
        {Tr::tr("Fit"), &BuyColumn::fit},
        {Tr::tr("Longest context per user"), &BuyColumn::context},
        {Tr::tr("Users at this context"), &BuyColumn::users},
        {Tr::tr("Speed bound per user"), &BuyColumn::speed},
        {Tr::tr("Board power"), &BuyColumn::power},
        {Tr::tr("Energy per million tokens"), &BuyColumn::energy},
        {Tr::tr("Running cost a month"), &BuyColumn::month},
    };
    auto drawRow = [&](const QString& label, const QStringList& values, bool header) {
        // The user's own machine: the last column, shaded.
        c.columnsRow(label, values,
                     {.labelWidth = 118,
                      .labelFont = body,
                      .valueFont = header ? bold : body,
                      .band = header ? kPanel : QColor(Qt::transparent),
                      .lastColumn = QColor(0xf0, 0x8a, 0x24, 22)});
    };
    QStringList names;
    for (const BuyColumn& col : cols)
        names << col.name;
    drawRow(QString(), names, true);
    for (const auto& [label, field] : rows) {
        QStringList values;
        for (const BuyColumn& col : cols)
            values << col.*field;
        drawRow(label, values, false);
    }
    c.space(8);
    if (b.cheapest.empty())
        c.paragraph(Tr::tr("No machine of known price runs this plan as asked without spilling."), body);

    // The small print: where each price comes from, the conversion, what the running cost assumes.
    QStringList sources;
    for (const kv::MachineRow& r : b.cheapest) {
        const QString source = QString::fromStdString(r.priceSource);
        //: the small print under What to buy: %1 a machine, %2 where its price comes from
        sources << (r.ownPrice ? Tr::tr("%1: your own price (%2)") : Tr::tr("%1: %2"))
                       .arg(kvapp::machineName(r), source.isEmpty() ? Tr::tr("no source given") : source);
    }
    if (!sources.isEmpty())
        //: %1 the price sources, one after the other
        c.paragraph(Tr::tr("Prices: %1.").arg(sources.join(QStringLiteral("; "))), small, kMuted);
    std::vector<kv::MachineRow> shown = b.cheapest;
    if (b.ownPrice)
        for (kv::MachineRow& r : ownPriceRows(*b.ownPrice))
            shown.push_back(std::move(r));
    if (const QString note = kvapp::conversionNote(shown, currency); !note.isEmpty())
        c.paragraph(note, small, kMuted);
    c.paragraph(kvapp::energyNote(b.use, QLocale(), true), small, kMuted);
}

} // namespace kvreport
