#include "reportcharts.h"

#include "chartutil.h"
#include "format.h"
#include "reportcanvas.h"
#include "reportstyle.h"
#include "reporttr.h"
#include "wording.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace kvreport {

namespace {

constexpr double kLegendRow = 18;
constexpr double kDeviceRow = 48;
constexpr double kAxisRow = 16;
constexpr double kLabelColumn = 104;

std::vector<Part> partsShown(bool recurrent)
{
    std::vector<Part> parts;
    for (Part part : kParts)
        if (part != Part::Recurrent || recurrent)
            parts.push_back(part);
    return parts;
}

void drawGibAxis(QPainter& p, const QRectF& plot, double maxGiB, double step, const QFont& font)
{
    for (double v = 0; v <= maxGiB + step * 1e-6; v += step) {
        const double x = plot.left() + plot.width() * v / maxGiB;
        p.setPen(QPen(kRule, 0.5));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        drawLabel(p, QPointF(x, plot.bottom() + 7), Qt::AlignHCenter, gibLabel(v, step), font, kMuted);
    }
    drawLabel(p, QPointF(plot.right(), plot.bottom() + 17), Qt::AlignRight, Tr::tr("GiB"), font, kMuted);
}

void drawDevice(QPainter& p, const QRectF& row, const QRectF& plot, double maxGiB, const kv::DeviceUse& d,
                const QString& lang)
{
    const auto xOf = [&](uint64_t bytes) { return plot.left() + plot.width() * gib(bytes) / maxGiB; };
    const QRectF bar(plot.left(), row.top() + 18, 0, 18);
    const QFont label = reportFont(FontRole::ChartLabel, lang);
    drawLabel(p, QPointF(row.left(), bar.center().y() - 5), Qt::AlignLeft, kvapp::deviceText(d.name),
              reportFont(FontRole::Bold, lang), kInk);
    drawLabel(p, QPointF(row.left(), bar.center().y() + 6), Qt::AlignLeft,
              Tr::tr("%1 physical").arg(kvapp::formatBytes(d.capacityBytes)), label, kMuted);
    // The reserve (OS, display, driver) is part of the device but not of the plan: shaded.
    p.setPen(Qt::NoPen);
    p.setBrush(QBrush(kRule, Qt::BDiagPattern));
    p.drawRect(QRectF(QPointF(xOf(d.usableBytes), bar.top()), QPointF(xOf(d.capacityBytes), bar.bottom())));
    p.setBrush(kPanel);
    p.drawRect(QRectF(QPointF(plot.left(), bar.top()), QPointF(xOf(d.usableBytes), bar.bottom())));
    uint64_t below = 0;
    for (Part part : kParts) {
        const uint64_t bytes = partBytes(part, d.memory);
        p.setBrush(partColor(part));
        p.drawRect(QRectF(QPointF(xOf(below), bar.top()), QPointF(xOf(below + bytes), bar.bottom())));
        below += bytes;
    }
    if (d.mayGrowBytes > 0) { // at start it fits or not; this is what serving may add on top
        p.setPen(growthPen());
        p.setBrush(growthBrush());
        p.drawRect(
            QRectF(QPointF(xOf(below), bar.top() + 0.4), QPointF(xOf(below + d.mayGrowBytes), bar.bottom() - 0.4)));
    }
    const double cap = xOf(d.usableBytes);
    p.setPen(QPen(kInk, 1.4));
    p.drawLine(QPointF(cap, bar.top() - 2), QPointF(cap, bar.bottom() + 2));
    //: under a device's bar: %1 used, %2 usable, %3 repeating layers placed there
    const QString caption =
        d.layers > 0
            ? Tr::tr("%1 of %2 usable · %3 layers")
                  .arg(kvapp::formatBytes(d.used()), kvapp::formatBytes(d.usableBytes), kvapp::formatCount(d.layers))
            : Tr::tr("%1 of %2 usable").arg(kvapp::formatBytes(d.used()), kvapp::formatBytes(d.usableBytes));
    drawLabel(p, QPointF(plot.left(), bar.top() - 9), Qt::AlignLeft, caption, label,
              d.used() > d.usableBytes ? verdictColor(kv::Verdict::DoesNotFit) : kMuted);
}

} // namespace

double deviceBarsHeight(const kv::Estimate& e, Legend legend)
{
    return (legend == Legend::Shown ? kLegendRow : 0) +
           kDeviceRow * static_cast<double>(std::max<size_t>(e.devices.size(), 1)) + kAxisRow + 12;
}

double drawPartsLegend(QPainter& p, QPointF topLeft, bool recurrent, bool growth, const QString& lang)
{
    const QFont font = reportFont(FontRole::ChartLabel, lang);
    const double w = drawLegend(p, topLeft, partsShown(recurrent), font);
    if (growth) {
        const double box = 8, x = topLeft.x() + w;
        p.setPen(growthPen());
        p.setBrush(growthBrush());
        p.drawRect(QRectF(x, topLeft.y() + 1, box, box));
        drawLabel(p, QPointF(x + box + 4, topLeft.y() + 1 + box / 2), Qt::AlignLeft, kvapp::growthName(), font, kInk);
    }
    return kLegendRow;
}

bool anyGrowth(const kv::Estimate& e)
{
    return std::any_of(e.devices.begin(), e.devices.end(), [](const kv::DeviceUse& d) { return d.mayGrowBytes > 0; });
}

void drawDeviceBars(QPainter& p, const QRectF& rect, const kv::Estimate& e, const QString& lang, Legend legend)
{
    const QFont label = reportFont(FontRole::ChartLabel, lang);
    const double legendRow =
        legend == Legend::Shown ? drawPartsLegend(p, rect.topLeft(), e.memory.recurrent > 0, anyGrowth(e), lang) : 0;
    double maxGiB = 1;
    for (const kv::DeviceUse& d : e.devices)
        maxGiB = std::max({maxGiB, gib(d.capacityBytes), gib(d.used() + d.mayGrowBytes)});
    const double step = niceStep(maxGiB, 6);
    maxGiB = std::ceil(maxGiB / step) * step;
    const QRectF plot(rect.left() + kLabelColumn, rect.top() + legendRow, rect.width() - kLabelColumn - 8,
                      kDeviceRow * static_cast<double>(e.devices.size()));
    drawGibAxis(p, plot, maxGiB, step, label);
    for (size_t i = 0; i < e.devices.size(); ++i) {
        const QRectF row(rect.left(), plot.top() + kDeviceRow * static_cast<double>(i), rect.width(), kDeviceRow);
        drawDevice(p, row, plot, maxGiB, e.devices[i], lang);
    }
}

namespace {

struct KindRow
{
    QString label;
    uint64_t bytesPerToken = 0;
    QString note;
};

std::vector<KindRow> kindRows(const kv::Estimate& e)
{
    std::vector<KindRow> rows;
    for (const kv::CacheBlock& b : e.caches) {
        const uint64_t cells = b.cellsPerStream * b.streams;
        if (b.kind == kv::CacheKind::Recurrent || cells == 0 || b.layers == 0)
            continue;
        KindRow r;
        r.label = Tr::tr("%1 · %2 layers").arg(kvapp::cacheKindText(b.kind), kvapp::formatCount(b.layers));
        r.bytesPerToken = b.bytes() / cells;
        if (b.kind == kv::CacheKind::Swa)
            r.note = Tr::tr("only the last %1 tokens per user").arg(kvapp::formatCount(b.cellsPerStream));
        else if (b.kind == kv::CacheKind::Chunked)
            r.note =
                Tr::tr("only the current chunk, up to %1 tokens per user").arg(kvapp::formatCount(b.cellsPerStream));
        rows.push_back(r);
    }
    return rows;
}

} // namespace

double bytesPerTokenHeight(const kv::Estimate& e)
{
    const double rows = static_cast<double>(std::max<size_t>(kindRows(e).size(), 1));
    return 28 * rows + (e.memory.recurrent > 0 ? 18 : 0) + 6;
}

void drawBytesPerToken(QPainter& p, const QRectF& rect, const kv::Estimate& e, const QString& lang)
{
    const QFont label = reportFont(FontRole::ChartLabel, lang);
    const QFont body = reportFont(FontRole::Body, lang);
    const std::vector<KindRow> rows = kindRows(e);
    uint64_t maxBytes = 1;
    for (const KindRow& r : rows)
        maxBytes = std::max(maxBytes, r.bytesPerToken);
    const double barLeft = rect.left() + 170, barMax = rect.width() - 170 - 110;
    double y = rect.top();
    for (const KindRow& r : rows) {
        drawLabel(p, QPointF(rect.left(), y + 8), Qt::AlignLeft, r.label, body, kInk);
        const double w = barMax * static_cast<double>(r.bytesPerToken) / static_cast<double>(maxBytes);
        p.setPen(Qt::NoPen);
        p.setBrush(partColor(Part::Kv));
        p.drawRect(QRectF(barLeft, y + 2, std::max(w, 1.0), 12));
        drawLabel(p, QPointF(barLeft + w + 6, y + 8), Qt::AlignLeft,
                  Tr::tr("%1 per token").arg(kvapp::formatBytes(r.bytesPerToken)), label, kInk);
        if (!r.note.isEmpty())
            drawLabel(p, QPointF(rect.left(), y + 19), Qt::AlignLeft, r.note, label, kMuted);
        y += 28;
    }
    if (e.memory.recurrent > 0) {
        p.setPen(Qt::NoPen);
        p.setBrush(partColor(Part::Recurrent));
        p.drawRect(QRectF(rect.left(), y + 3, 8, 8));
        drawLabel(p, QPointF(rect.left() + 14, y + 7), Qt::AlignLeft,
                  Tr::tr("Recurrent state: %1 in all, fixed per user, whatever the context")
                      .arg(kvapp::formatBytes(e.memory.recurrent)),
                  label, kInk);
    }
}

} // namespace kvreport
