// Step pictures 1 and 2: the per-layer stack of one token, and the growth curve; plus plot helpers.
#include "talkpaint.h"
#include "talktr.h"

#include "components.h"
#include "format.h"
#include "talktexts.h"

#include <QCoreApplication>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace kvgui::talk {

namespace {

QColor kvColor()
{
    return partColor(Part::Kv);
}

// One row per layer, bottom = first layer; K and V side by side, widths in bytes per token.
void paintLayerRows(const Canvas& c, const StepData& d, const QRectF& r, uint32_t shown, double maxBytes)
{
    const auto& layers = d.scenario.model.layers;
    const double rowH = r.height() / std::max<size_t>(layers.size(), 1);
    const double gap = rowH > 6 ? 0.2 * rowH : 0;
    for (uint32_t i = 0; i < shown && i < layers.size(); ++i) {
        const kv::LayerSpec& l = layers[i];
        const double y = r.bottom() - (i + 1) * rowH;
        const double k = l.hasAttention() ? double(kv::rowBytes(d.scenario.typeK, l.kValues())) : 0;
        const double v =
            l.hasAttention() && l.attn != kv::AttnKind::Mla ? double(kv::rowBytes(d.scenario.typeV, l.vValues())) : 0;
        const double kw = r.width() * k / maxBytes, vw = r.width() * v / maxBytes;
        QColor kc = kvColor(), vc = kvColor().lighter(135);
        if (kv::isLocal(l.attn))
            kc.setAlpha(150), vc.setAlpha(150);
        c.p.fillRect(QRectF(r.left(), y + gap / 2, kw, rowH - gap), kc);
        c.p.fillRect(QRectF(r.left() + kw, y + gap / 2, vw, rowH - gap), vc);
        if (!l.hasAttention() && l.hasRecurrent())
            c.p.fillRect(QRectF(r.left(), y + gap / 2, 14 * c.s, rowH - gap), partColor(Part::Recurrent));
    }
}

} // namespace

void paintLayers(const Canvas& c, const StepData& d)
{
    const auto& layers = d.scenario.model.layers;
    const uint32_t n = static_cast<uint32_t>(layers.size());
    const uint32_t shown = static_cast<uint32_t>(std::ceil(n * ease(c.t, 0, 0.8)));
    double maxBytes = 1;
    uint64_t total = 0;
    for (uint32_t i = 0; i < n; ++i) {
        const kv::LayerSpec& l = layers[i];
        const uint64_t k = l.hasAttention() ? kv::rowBytes(d.scenario.typeK, l.kValues()) : 0;
        const uint64_t v =
            l.hasAttention() && l.attn != kv::AttnKind::Mla ? kv::rowBytes(d.scenario.typeV, l.vValues()) : 0;
        maxBytes = std::max(maxBytes, double(k + v));
        if (i < shown)
            total += k + v;
    }
    const QRectF stack(c.area.left() + 150 * c.s, c.area.top() + 40 * c.s, c.area.width() * 0.42,
                       c.area.height() - 80 * c.s);
    paintLayerRows(c, d, stack, shown, maxBytes);
    const int flags = Qt::AlignRight | Qt::AlignVCenter;
    //: under the per-layer stack: the first and last layer
    c.text(QRectF(c.area.left(), stack.bottom() - 40 * c.s, 135 * c.s, 40 * c.s), Talk::tr("layer %1").arg(1), 24,
           c.theme.dim, flags);
    c.text(QRectF(c.area.left(), stack.top(), 135 * c.s, 40 * c.s), Talk::tr("layer %1").arg(n), 24, c.theme.dim,
           flags);
    //: legend of the per-layer stack: K and V halves of each layer's row
    c.text(QRectF(stack.left(), c.area.top(), stack.width(), 36 * c.s),
           Talk::tr("each row: one layer's key (K) and value (V)"), 24, c.theme.dim, Qt::AlignLeft | Qt::AlignVCenter);
    const QRectF right(stack.right() + 60 * c.s, stack.top(), c.area.right() - stack.right() - 60 * c.s,
                       stack.height());
    c.text(QRectF(right.left(), right.center().y() - 130 * c.s, right.width(), 150 * c.s), kvapp::formatBytes(total),
           130, kvColor(), Qt::AlignLeft | Qt::AlignBottom, true);
    //: under the big number of step 1
    c.text(QRectF(right.left(), right.center().y() + 30 * c.s, right.width(), 60 * c.s),
           Talk::tr("per token, all layers"), 40, c.theme.text, Qt::AlignLeft | Qt::AlignTop);
}

QPointF plotPoint(const QRectF& plot, double x, double y, double xMax, double yMax)
{
    return {plot.left() + plot.width() * x / std::max(1.0, xMax),
            plot.bottom() - plot.height() * y / std::max(1.0, yMax)};
}

QRectF plotFrame(const Canvas& c, const QRectF& r, uint64_t xMax, uint64_t yMax, const QString& xTitle)
{
    const QRectF plot = r.adjusted(170 * c.s, 10 * c.s, -40 * c.s, -90 * c.s);
    c.p.setPen(QPen(c.theme.grid, 2 * c.s));
    for (int i = 0; i <= 2; ++i) {
        const double y = plot.bottom() - plot.height() * i / 2;
        c.p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        c.text(QRectF(r.left(), y - 20 * c.s, 155 * c.s, 40 * c.s), kvapp::formatBytes(yMax * i / 2), 24, c.theme.dim,
               Qt::AlignRight | Qt::AlignVCenter);
        const double x = plot.left() + plot.width() * i / 2;
        c.text(QRectF(x - 120 * c.s, plot.bottom() + 8 * c.s, 240 * c.s, 36 * c.s), kvapp::formatCount(xMax * i / 2),
               24, c.theme.dim, Qt::AlignHCenter | Qt::AlignTop);
    }
    c.text(QRectF(plot.left(), plot.bottom() + 44 * c.s, plot.width(), 40 * c.s), xTitle, 26, c.theme.dim,
           Qt::AlignHCenter | Qt::AlignTop);
    return plot;
}

void hLine(const Canvas& c, const QRectF& plot, double y, double yMax, const QString& label, const QColor& col)
{
    const double py = plotPoint(plot, 0, y, 1, yMax).y();
    c.p.setPen(QPen(col, 3 * c.s, Qt::DashLine));
    c.p.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
    c.text(QRectF(plot.left() + 12 * c.s, py - 44 * c.s, plot.width() - 24 * c.s, 40 * c.s), label, 26, col,
           Qt::AlignLeft | Qt::AlignBottom, true);
}

void paintGrowth(const Canvas& c, const StepData& d)
{
    if (d.growth.empty())
        return;
    const uint64_t xMax = d.growth.back().x;
    const uint64_t top = d.growth.back().memory.kv;
    const bool showCap = d.kvCapacity > 0 && d.kvCapacity < top * 2;
    const uint64_t yMax = uint64_t(double(showCap ? std::max(top, d.kvCapacity) : top) * 1.1);
    const QRectF plot = plotFrame(c, c.area, xMax, yMax, Talk::tr("tokens kept in the cache"));
    const double xNow = ease(c.t, 0, 0.9) * xMax;
    QPainterPath line, area;
    area.moveTo(plotPoint(plot, 0, 0, xMax, yMax));
    double yNow = 0;
    for (const kv::SweepPoint& p : d.growth) {
        const double x = std::min<double>(p.x, xNow);
        const QPointF pt = plotPoint(plot, x, p.memory.kv, xMax, yMax);
        line.isEmpty() ? line.moveTo(pt) : line.lineTo(pt);
        area.lineTo(pt);
        yNow = p.memory.kv;
        if (p.x >= xNow)
            break;
    }
    area.lineTo(plotPoint(plot, xNow, 0, xMax, yMax));
    QColor fill = kvColor();
    fill.setAlpha(70);
    c.p.fillPath(area, fill);
    c.p.strokePath(line, QPen(kvColor(), 6 * c.s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    if (showCap)
        //: dashed line on the growth chart: %1 bytes free for the cache
        hLine(c, plot, double(d.kvCapacity), double(yMax),
              Talk::tr("room beside the weights: %1").arg(kvapp::formatBytes(d.kvCapacity)),
              d.kvCapacity < yNow ? c.theme.bad : c.theme.text);
    const QPointF dot = plotPoint(plot, xNow, yNow, xMax, yMax);
    c.p.setBrush(kvColor());
    c.p.setPen(Qt::NoPen);
    c.p.drawEllipse(dot, 12 * c.s, 12 * c.s);
    //: the moving marker on the growth curve: %1 tokens, %2 bytes
    const QString label =
        Talk::tr("%1 tokens → %2").arg(kvapp::formatCount(uint64_t(xNow)), kvapp::formatBytes(uint64_t(yNow)));
    const bool left = dot.x() > plot.center().x();
    c.text(QRectF(left ? dot.x() - 620 * c.s : dot.x() + 24 * c.s, dot.y() - 70 * c.s, 600 * c.s, 50 * c.s), label, 34,
           c.theme.text, (left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom, true);
}

} // namespace kvgui::talk
