// Memory against context per user: the report's second chart (declared in reportcharts.h).
#include "reportcharts.h"

#include "chartutil.h"
#include "format.h"
#include "reportcanvas.h"
#include "reportstyle.h"
#include "reporttr.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace kvreport {

namespace {

constexpr double kCapacityMargin = 96; // right of the plot: the capacity lines' labels

struct Axes
{
    QRectF plot;
    double maxX = 1, maxY = 1;
    QPointF at(double x, double yGiB) const
    {
        return {plot.left() + plot.width() * x / maxX, plot.bottom() - plot.height() * yGiB / maxY};
    }
};

struct Capacity
{
    QString label;
    uint64_t bytes = 0;
};

// The GPU pool (GPUs or the unified pool) and, with RAM, the whole machine.
std::vector<Capacity> capacities(const kv::Estimate& e)
{
    const uint64_t gpu = e.pools.gpu.usable, all = e.pools.machine.usable;
    const bool unified = e.pools.unified;
    std::vector<Capacity> caps;
    if (gpu > 0)
        caps.push_back({unified ? Tr::tr("usable unified memory") : Tr::tr("usable VRAM"), gpu});
    if (all > gpu)
        caps.push_back({gpu > 0 ? Tr::tr("usable VRAM + RAM") : Tr::tr("usable RAM"), all});
    return caps;
}

void drawAreas(QPainter& p, const Axes& a, const std::vector<kv::SweepPoint>& sweep)
{
    std::vector<double> below(sweep.size(), 0.0);
    for (Part part : kParts) {
        QPainterPath path;
        std::vector<double> above(below);
        for (size_t i = 0; i < sweep.size(); ++i)
            above[i] += gib(partBytes(part, sweep[i].memory));
        path.moveTo(a.at(static_cast<double>(sweep.front().x), below.front()));
        for (size_t i = 0; i < sweep.size(); ++i)
            path.lineTo(a.at(static_cast<double>(sweep[i].x), above[i]));
        for (size_t i = sweep.size(); i-- > 0;)
            path.lineTo(a.at(static_cast<double>(sweep[i].x), below[i]));
        path.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(partColor(part));
        p.drawPath(path);
        below = std::move(above);
    }
}

void drawGrid(QPainter& p, const Axes& a, const QFont& font)
{
    const double yStep = niceStep(a.maxY, 5);
    for (double v = 0; v <= a.maxY + yStep * 1e-6; v += yStep) {
        const QPointF l = a.at(0, v);
        p.setPen(QPen(kRule, 0.5));
        p.drawLine(l, QPointF(a.plot.right(), l.y()));
        drawLabel(p, QPointF(a.plot.left() - 4, l.y()), Qt::AlignRight, gibLabel(v, yStep), font, kMuted);
    }
    const double xStep = niceStep(a.maxX, 6);
    for (double x = 0; x <= a.maxX + 0.5; x += xStep) {
        const QPointF b = a.at(x, 0);
        p.setPen(QPen(kRule, 0.5));
        p.drawLine(b, QPointF(b.x(), b.y() + 3));
        drawLabel(p, QPointF(b.x(), b.y() + 9), Qt::AlignHCenter, kvapp::formatCount(static_cast<uint64_t>(x)), font,
                  kMuted);
    }
    drawLabel(p, QPointF(a.plot.right(), a.plot.bottom() + 20), Qt::AlignRight, Tr::tr("tokens of context per user"),
              font, kMuted);
    drawLabel(p, QPointF(a.plot.left() - 4, a.plot.top() - 9), Qt::AlignRight, Tr::tr("GiB"), font, kMuted);
}

// Capacity lines, labelled in the margin right of the plot (never over the areas).
void drawCapacities(QPainter& p, const Axes& a, const std::vector<Capacity>& caps, const QFont& font)
{
    QFont bold = font;
    bold.setBold(true);
    for (const Capacity& c : caps) {
        const QPointF l = a.at(0, gib(c.bytes));
        p.setPen(QPen(kInk, 1.2, Qt::DashLine));
        p.drawLine(l, QPointF(a.plot.right() + 3, l.y()));
        drawLabel(p, QPointF(a.plot.right() + 6, l.y() - 5), Qt::AlignLeft, c.label, font, kMuted);
        drawLabel(p, QPointF(a.plot.right() + 6, l.y() + 5), Qt::AlignLeft, kvapp::formatBytes(c.bytes), bold, kInk);
    }
}

struct Marker
{
    uint64_t x = 0;
    QString label;
    bool strong = false;
};

void drawMarkers(QPainter& p, const Axes& a, std::vector<Marker> markers, const QFont& font)
{
    std::sort(markers.begin(), markers.end(), [](const Marker& l, const Marker& r) { return l.x < r.x; });
    double lastRight = -1e9;
    int row = 0;
    for (const Marker& m : markers) {
        const double x = a.at(static_cast<double>(m.x), 0).x();
        p.setPen(QPen(m.strong ? kInk : kMuted, m.strong ? 1.4 : 1.0, m.strong ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(x, a.plot.top()), QPointF(x, a.plot.bottom()));
        const double w = ReportCanvas::textWidth(m.label, font);
        const bool right = x + 4 + w < a.plot.right();
        const double left = right ? x + 3 : x - 3 - w;
        row = left < lastRight + 4 ? row + 1 : 0;
        const double y = a.plot.top() + 6 + 11 * row;
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 220));
        p.drawRect(QRectF(left - 1, y - 5, w + 2, 10));
        drawLabel(p, QPointF(right ? x + 3 : x - 3, y), right ? Qt::AlignLeft : Qt::AlignRight, m.label, font,
                  m.strong ? kInk : kMuted);
        lastRight = std::max(lastRight, left + w);
    }
}

std::vector<Marker> markersFor(const kv::Scenario& s, const kv::Estimate& e, uint64_t maxX)
{
    std::vector<Marker> m{{s.contextPerUser, Tr::tr("this plan: %1").arg(kvapp::formatCount(s.contextPerUser)), true}};
    if (e.limits.known && e.limits.maxContextPerUser > 0 && e.limits.maxContextPerUser <= maxX)
        m.push_back({e.limits.maxContextPerUser,
                     Tr::tr("all on GPU up to %1").arg(kvapp::formatCount(e.limits.maxContextPerUser))});
    const uint64_t off = e.limits.maxContextPerUserOffloaded;
    if (e.limits.known && off > 0 && off <= maxX && off != e.limits.maxContextPerUser)
        m.push_back({off, Tr::tr("with offload up to %1").arg(kvapp::formatCount(off))});
    return m;
}

} // namespace

void drawContextChart(QPainter& p, const QRectF& rect, const kv::Scenario& s, const kv::Estimate& e,
                      const std::vector<kv::SweepPoint>& sweep, const QString& lang)
{
    const QFont label = reportFont(FontRole::ChartLabel, lang);
    std::vector<Part> parts{Part::Weights, Part::Kv};
    if (e.memory.recurrent > 0)
        parts.push_back(Part::Recurrent);
    parts.push_back(Part::Compute);
    drawLegend(p, rect.topLeft(), parts, label);
    Axes a;
    a.plot = QRectF(rect.left() + 34, rect.top() + 30, rect.width() - 34 - kCapacityMargin, rect.height() - 58);
    const std::vector<Capacity> caps = capacities(e);
    for (const kv::SweepPoint& pt : sweep) {
        a.maxX = std::max(a.maxX, static_cast<double>(pt.x));
        a.maxY = std::max(a.maxY, gib(pt.memory.total()));
    }
    a.maxX = std::max(a.maxX, static_cast<double>(s.contextPerUser));
    for (const Capacity& c : caps)
        a.maxY = std::max(a.maxY, gib(c.bytes));
    a.maxY = std::ceil(a.maxY * 1.08 / niceStep(a.maxY * 1.08, 5)) * niceStep(a.maxY * 1.08, 5);
    drawGrid(p, a, label);
    if (!sweep.empty())
        drawAreas(p, a, sweep);
    drawCapacities(p, a, caps, label);
    drawMarkers(p, a, markersFor(s, e, static_cast<uint64_t>(a.maxX)), label);
    p.setPen(QPen(kInk, 0.8));
    p.drawLine(a.plot.bottomLeft(), a.plot.bottomRight());
    p.drawLine(a.plot.bottomLeft(), a.plot.topLeft());
}

} // namespace kvreport
