// The report's sections, page by page (ReportRenderer's private members; see reportrenderer.h).
#include "reportrenderer.h"

#include "comparerows.h"

#include "format.h"
#include "reportcanvas.h"
#include "reportcharts.h"
#include "reportlanguage.h"
#include "reportstyle.h"
#include "reporttext.h"
#include "reporttr.h"
#include "wording.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace kvreport {

namespace {

constexpr double kLabelColumn = 150;

} // namespace

void ReportRenderer::answerPage(ReportCanvas& c) const
{
    const QString& lang = m_options.language;
    const kv::Scenario& s = m_input.scenario;
    const kv::Estimate& e = m_input.estimate;
    c.space(8);
    c.paragraph(question(s, e), reportFont(FontRole::Title, lang));
    c.space(12);
    verdictBox(c);
    if (e.refusal)
        return;
    c.space(10);
    figureTiles(c);
    c.heading(Tr::tr("The plan"), reportFont(FontRole::Heading, lang));
    c.table(inputRows(s, e), reportFont(FontRole::Body, lang), kLabelColumn);
    if (!e.devices.empty())
        deviceSection(c);
    c.heading(Tr::tr("Where the memory goes"), reportFont(FontRole::Heading, lang));
    partsTable(c);
}

void ReportRenderer::deviceSection(ReportCanvas& c) const
{
    const QString& lang = m_options.language;
    c.heading(Tr::tr("Memory on each device"), reportFont(FontRole::Heading, lang));
    QString legend = Tr::tr("Each bar is one memory pool; the black line is what the plan may use, the hatched "
                            "end what the system keeps for itself.");
    if (anyGrowth(m_input.estimate))
        //: appended to the device chart's explanation; the orange hatch sits on top of the host's bar
        legend += Tr::tr(" The orange hatch: what the server may add while it serves (prompt cache, checkpoints).");
    c.paragraph(legend, reportFont(FontRole::Small, lang), kMuted);
    c.space(2);
    chartBlock(c, ReportChart::DeviceBars);
}

void ReportRenderer::partsTable(ReportCanvas& c) const
{
    const kv::Estimate& e = m_input.estimate;
    const QFont body = reportFont(FontRole::Body, m_options.language);
    const QFont bold = reportFont(FontRole::Bold, m_options.language);
    const auto row = [&](const QColor& swatch, const QString& name, uint64_t bytes, const QFont& font) {
        const QRectF r = c.take(15);
        if (!c.painting())
            return;
        QPainter& p = *c.painter();
        p.setPen(Qt::NoPen);
        p.setBrush(swatch);
        p.drawRect(QRectF(r.left(), r.top() + 3, 9, 9));
        p.setFont(font);
        p.setPen(kInk);
        p.drawText(QRectF(r.left() + 16, r.top(), 200, r.height()), Qt::AlignLeft | Qt::AlignVCenter, name);
        p.drawText(QRectF(r.left() + 216, r.top(), 80, r.height()), Qt::AlignRight | Qt::AlignVCenter,
                   kvapp::formatBytes(bytes));
        const double share =
            e.memory.total() ? 100.0 * static_cast<double>(bytes) / static_cast<double>(e.memory.total()) : 0;
        p.setPen(kMuted);
        p.drawText(QRectF(r.left() + 296, r.top(), 60, r.height()), Qt::AlignRight | Qt::AlignVCenter,
                   Tr::tr("%1 %").arg(QLocale().toString(share, 'f', 1)));
    };
    for (Part part : kParts)
        if (part != Part::Recurrent || e.memory.recurrent > 0)
            row(partColor(part), partName(part), partBytes(part, e.memory), body);
    row(Qt::transparent, Tr::tr("Total"), e.memory.total(), bold);
}

void ReportRenderer::whyPage(ReportCanvas& c) const
{
    const QString& lang = m_options.language;
    const kv::Estimate& e = m_input.estimate;
    c.heading(Tr::tr("Memory against context"), reportFont(FontRole::Heading, lang));
    c.paragraph(Tr::tr("Everything the runtime allocates, for %Ln users, as the context per user grows to the "
                       "model's training context. The KV cache is the part that grows.",
                       nullptr, int(m_input.scenario.users)),
                reportFont(FontRole::Small, lang), kMuted);
    c.space(6);
    chartBlock(c, ReportChart::Context);
    c.heading(Tr::tr("Bytes per token by layer kind"), reportFont(FontRole::Heading, lang));
    c.paragraph(Tr::tr("KV cache for one token of one user, at the chosen precision: %1 over all layers.")
                    .arg(kvapp::formatBytes(e.kvBytesPerToken)),
                reportFont(FontRole::Small, lang), kMuted);
    c.space(6);
    chartBlock(c, ReportChart::BytesPerToken);
    c.heading(Tr::tr("Limits"), reportFont(FontRole::Heading, lang));
    c.table(limitRows(m_input.scenario, e), reportFont(FontRole::Body, lang), 220);
    c.heading(Tr::tr("Speed bound"), reportFont(FontRole::Heading, lang));
    c.paragraph(speedText(e), reportFont(FontRole::Body, lang));
    if (const QString first = firstTokenParagraph(e); !first.isEmpty())
        c.paragraph(first, reportFont(FontRole::Body, lang));
    if (const QString network = networkText(e); !network.isEmpty())
        c.paragraph(network, reportFont(FontRole::Body, lang));
}

void ReportRenderer::howPage(ReportCanvas& c) const
{
    const QString& lang = m_options.language;
    const kv::Estimate& e = m_input.estimate;
    if (!e.runtime.launch.empty() && e.nodes.empty()) { // a cluster's are on its own page
        c.heading(Tr::tr("Launch command"), reportFont(FontRole::Heading, lang));
        codeBlock(c, kvapp::launchText(e));
    }
    c.heading(Tr::tr("What the runtime allocates"), reportFont(FontRole::Heading, lang));
    c.table(runtimeRows(e), reportFont(FontRole::Body, lang), kLabelColumn);
    const QStringList n = notes(e);
    if (!n.isEmpty()) {
        c.heading(Tr::tr("Assumptions and warnings"), reportFont(FontRole::Heading, lang));
        c.bullets(n, reportFont(FontRole::Body, lang));
    }
    c.heading(Tr::tr("Not modelled"), reportFont(FontRole::Heading, lang));
    c.bullets(notModelled(m_input.scenario), reportFont(FontRole::Body, lang));
}

void ReportRenderer::clusterPage(ReportCanvas& c) const
{
    const QString& lang = m_options.language;
    const kv::Estimate& e = m_input.estimate;
    c.heading(Tr::tr("The cluster"), reportFont(FontRole::Heading, lang));
    c.paragraph(Tr::tr("Each node holds its layers and their KV cache; for every generated token the activations "
                       "cross the link between the nodes."),
                reportFont(FontRole::Small, lang), kMuted);
    c.table(clusterRows(m_input.scenario, e), reportFont(FontRole::Body, lang), kLabelColumn);
    if (const QString network = networkText(e); !network.isEmpty())
        c.paragraph(network, reportFont(FontRole::Body, lang));
    c.heading(Tr::tr("Launch commands, one block per node"), reportFont(FontRole::Heading, lang));
    for (const kv::NodeUse& n : e.nodes)
        codeBlock(c, kvapp::nodeLaunchText(n));
}

void ReportRenderer::comparePage(ReportCanvas& c) const
{
    const QString& lang = m_options.language;
    const auto& pins = m_input.pins;
    c.heading(Tr::tr("Plans side by side"), reportFont(FontRole::Heading, lang));
    c.paragraph(Tr::tr("The pinned plans; rows whose values differ are in bold."), reportFont(FontRole::Small, lang),
                kMuted);
    const QFont body = reportFont(FontRole::Body, lang), bold = reportFont(FontRole::Bold, lang);
    const auto rows = kvapp::compareRows(pins, m_input.pinEstimates);
    const QFont small = reportFont(FontRole::Small, lang);
    auto drawRow = [&](const QString& label, const QStringList& values, bool strong, bool header, bool code = false) {
        c.columnsRow(label, values,
                     {.labelFont = body,
                      .valueFont = code               ? small
                                   : strong || header ? bold
                                                      : body,
                      .band = header   ? kPanel
                              : strong ? QColor(0xf0, 0x8a, 0x24, 28)
                                       : QColor(Qt::transparent)});
    };
    QStringList headers;
    for (size_t i = 0; i < pins.size(); ++i)
        headers << Tr::tr("Plan %1").arg(i + 1);
    drawRow(QString(), headers, false, true);
    for (size_t i = 0; i < rows.size(); ++i) // the last row, the launch command, in small type
        drawRow(rows[i].label, rows[i].values, rows[i].differs, false, i + 1 == rows.size());
    c.space(10);
    for (size_t i = 0; i < pins.size() && i < m_input.pinEstimates.size(); ++i) {
        const kv::Estimate& e = m_input.pinEstimates[i].estimate;
        if (e.devices.empty())
            continue;
        const double h = deviceBarsHeight(e);
        c.ensure(h + 20);
        c.paragraph(Tr::tr("Plan %1").arg(i + 1), bold);
        const QRectF r = c.take(h);
        if (c.painting())
            drawDeviceBars(*c.painter(), r, e, lang);
    }
}

void ReportRenderer::verdictBox(ReportCanvas& c) const
{
    const QString& lang = m_options.language;
    const kv::Estimate& e = m_input.estimate;
    const QFont headFont = reportFont(FontRole::Verdict, lang), body = reportFont(FontRole::Body, lang);
    const QString head = verdictHeadline(m_input.scenario, e), detail = verdictDetail(m_input.scenario, e);
    const double pad = 12, symbolW = 26, textW = c.width() - 2 * pad - symbolW - 6;
    const double headH = ReportCanvas::textHeight(head, headFont, textW);
    const double h = pad + headH + 4 + ReportCanvas::textHeight(detail, body, textW) + pad;
    const QRectF r = c.take(h);
    if (!c.painting())
        return;
    QPainter& p = *c.painter();
    const QColor tone = e.refusal ? verdictColor(kv::Verdict::DoesNotFit) : verdictColor(e.verdict);
    p.setPen(Qt::NoPen);
    p.setBrush(kPanel);
    p.drawRect(r);
    p.setBrush(tone);
    p.drawRect(QRectF(r.left(), r.top(), 5, r.height()));
    p.setFont(headFont);
    p.setPen(tone);
    p.drawText(QRectF(r.left() + pad, r.top() + pad, symbolW, headH), Qt::AlignLeft | Qt::AlignTop,
               verdictSymbol(m_input.scenario, e));
    const double x = r.left() + pad + symbolW + 6;
    p.setPen(kInk);
    p.drawText(QRectF(x, r.top() + pad, textW, headH), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, head);
    p.setFont(body);
    p.drawText(QRectF(x, r.top() + pad + headH + 4, textW, h), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, detail);
}

void ReportRenderer::figureTiles(ReportCanvas& c) const
{
    const Rows tiles = keyFigures(m_input.estimate);
    const QFont caption = reportFont(FontRole::Small, m_options.language);
    const QFont value = reportFont(FontRole::Verdict, m_options.language);
    const double gap = 8,
                 w = (c.width() - gap * static_cast<double>(tiles.size() - 1)) / static_cast<double>(tiles.size());
    const QRectF r = c.take(54);
    if (!c.painting())
        return;
    QPainter& p = *c.painter();
    for (size_t i = 0; i < tiles.size(); ++i) {
        const QRectF t(r.left() + static_cast<double>(i) * (w + gap), r.top(), w, r.height());
        p.setPen(QPen(kRule, 0.75));
        p.setBrush(Qt::NoBrush);
        p.drawRect(t);
        p.setFont(caption);
        p.setPen(kMuted);
        p.drawText(t.adjusted(8, 6, -6, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, tiles[i].first);
        // A long figure ("40,960 tokens" in a quarter of the page) is set smaller rather than cut at the tile's edge.
        QFont fitted = value;
        const double room = t.width() - 14, wide = ReportCanvas::textWidth(tiles[i].second, value);
        if (wide > room)
            fitted.setPointSizeF(value.pointSizeF() * std::max(0.6, room / wide));
        p.setFont(fitted);
        p.setPen(kInk);
        p.drawText(t.adjusted(8, 0, -6, -6), Qt::AlignLeft | Qt::AlignBottom, tiles[i].second);
    }
}

void ReportRenderer::codeBlock(ReportCanvas& c, const QString& text) const
{
    const QFont mono = reportFont(FontRole::Mono, m_options.language);
    const double pad = 8;
    const QRectF r = c.take(ReportCanvas::textHeight(text, mono, c.width() - 2 * pad) + 2 * pad);
    if (!c.painting())
        return;
    QPainter& p = *c.painter();
    p.setPen(Qt::NoPen);
    p.setBrush(kPanel);
    p.drawRect(r);
    p.setFont(mono);
    p.setPen(kInk);
    p.drawText(r.adjusted(pad, pad, -pad, -pad), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
}

void ReportRenderer::chartBlock(ReportCanvas& c, ReportChart chart) const
{
    const QRectF r = c.take(chartSize(chart).height());
    if (!c.painting())
        return;
    c.painter()->save();
    c.painter()->translate(r.topLeft());
    paintChart(*c.painter(), chart);
    c.painter()->restore();
}

QSizeF ReportRenderer::chartSize(ReportChart chart) const
{
    const double w = pageSize().width() - 2 * ReportCanvas::kMargin;
    switch (chart) {
    case ReportChart::DeviceBars: return {w, deviceBarsHeight(m_input.estimate)};
    case ReportChart::Context: return {w, kContextChartHeight};
    case ReportChart::BytesPerToken: break;
    }
    return {w, bytesPerTokenHeight(m_input.estimate)};
}

void ReportRenderer::paintChart(QPainter& p, ReportChart chart) const
{
    const QRectF r(QPointF(0, 0), chartSize(chart));
    const QString& lang = m_options.language;
    switch (chart) {
    case ReportChart::DeviceBars: drawDeviceBars(p, r, m_input.estimate, lang); return;
    case ReportChart::Context:
        drawContextChart(p, r, m_input.scenario, m_input.estimate, m_input.contextSweep, lang);
        return;
    case ReportChart::BytesPerToken: drawBytesPerToken(p, r, m_input.estimate, lang); return;
    }
}

QImage ReportRenderer::chartImage(ReportChart chart, double scale) const
{
    ScopedReportLanguage language(m_options.language);
    const double pad = 12;
    const QSizeF size = chartSize(chart) + QSizeF(2 * pad, 2 * pad);
    QImage image(static_cast<int>(std::ceil(size.width() * scale)), static_cast<int>(std::ceil(size.height() * scale)),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(2835);
    image.setDotsPerMeterY(2835);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(scale, scale);
    p.translate(pad, pad);
    paintChart(p, chart);
    return image;
}

} // namespace kvreport
