// Step pictures 4, 5, 7 and the FAQ: the conversation timeline, users joining, the limit, questions.
#include "talkpaint.h"
#include "talktr.h"

#include "components.h"
#include "format.h"
#include "talktexts.h"
#include "wording.h"

#include <QCoreApplication>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace kvgui::talk {

namespace {

uint64_t fixedBytes(const kv::Estimate& e)
{
    return e.memory.total() - e.memory.cache();
}

uint64_t usableTotal(const kv::Estimate& e)
{
    return e.pools.primary().usable;
}

// A labelled dashed vertical line at x; the label sits to the left of the line when `left`.
void vLine(const Canvas& c, const QRectF& plot, double x, double xMax, const QString& label, const QColor& col,
           bool left)
{
    const double px = plotPoint(plot, x, 0, xMax, 1).x();
    c.p.setPen(QPen(col, 3 * c.s, Qt::DashLine));
    c.p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
    const QRectF box(left ? px - 530 * c.s : px + 10 * c.s, plot.top(), 520 * c.s, 40 * c.s);
    c.text(box, label, 26, col, (left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop, true);
}

} // namespace

void paintConversation(const Canvas& c, const StepData& d)
{
    if (d.timeline.empty())
        return;
    const double xMax = double(d.timeline.back().tokens);
    uint64_t yTop = 0;
    for (const kv::TimelinePoint& p : d.timeline)
        yTop = std::max({yTop, p.usedBytes, p.reservedBytes});
    const double yMax = yTop * 1.1;
    const QRectF plot = plotFrame(c, c.area, uint64_t(xMax), uint64_t(yMax), Talk::tr("tokens in the conversation"));
    const double fixed = double(fixedBytes(d.estimate));
    c.p.fillRect(QRectF(plotPoint(plot, 0, fixed, xMax, yMax), plot.bottomRight()),
                 partColor(Part::Weights).darker(140));
    c.text(plot.adjusted(16 * c.s, 0, 0, -10 * c.s), Talk::tr("weights and buffers"), 26, c.theme.text,
           Qt::AlignLeft | Qt::AlignBottom);
    const double xNow = ease(c.t, 0, 0.9) * xMax;
    QPointF prev = plotPoint(plot, 0, fixed, xMax, yMax);
    for (const kv::TimelinePoint& p : d.timeline) {
        if (double(p.tokens) > xNow)
            break;
        const QPointF pt = plotPoint(plot, double(p.tokens), double(p.usedBytes), xMax, yMax);
        const QColor col = !p.admitted    ? c.theme.bad
                           : p.generating ? partColor(Part::Kv).lighter(125)
                                          : partColor(Part::Kv);
        c.p.setPen(QPen(col, 7 * c.s, Qt::SolidLine, Qt::RoundCap));
        c.p.drawLine(prev, pt);
        prev = pt;
    }
    //: dashed line: what the runtime reserved at start
    hLine(c, plot, double(d.timeline.front().reservedBytes), yMax, Talk::tr("reserved at start"), c.theme.dim);
    vLine(c, plot, double(d.promptTokens), xMax, Talk::tr("prompt read · answer starts"), c.theme.text, true);
    if (d.overflowToken && d.overflowToken < xMax && xNow >= double(d.overflowToken))
        //: vertical line: %1 the last token that fits
        vLine(c, plot, double(d.overflowToken), xMax, Talk::tr("full at %1").arg(kvapp::formatCount(d.overflowToken)),
              c.theme.bad, false);
}

void paintUsers(const Canvas& c, const StepData& d)
{
    const size_t n = d.joining.size();
    if (n == 0)
        return;
    const uint64_t cap = usableTotal(d.estimate);
    const uint64_t yMax = uint64_t(double(std::max(d.joining.back().usedBytes, cap)) * 1.1);
    const QRectF plot = plotFrame(c, c.area, n, yMax, Talk::tr("users"));
    const size_t shown = size_t(std::ceil(n * ease(c.t, 0, 0.85)));
    const double slot = plot.width() / n;
    const double fixed = double(fixedBytes(d.estimate));
    for (size_t i = 0; i < shown; ++i) {
        const kv::TimelinePoint& p = d.joining[i];
        const double x = plot.left() + slot * i + slot * 0.15;
        const QPointF top = plotPoint(plot, 0, double(p.usedBytes), 1, yMax), mid = plotPoint(plot, 0, fixed, 1, yMax);
        c.p.fillRect(QRectF(x, mid.y(), slot * 0.7, plot.bottom() - mid.y()), partColor(Part::Weights));
        c.p.fillRect(QRectF(x, top.y(), slot * 0.7, mid.y() - top.y()),
                     cap && p.usedBytes > cap ? c.theme.bad : partColor(Part::Kv));
    }
    if (cap)
        //: dashed line: %1 usable memory of the machine
        hLine(c, plot, double(cap), double(yMax), Talk::tr("usable memory: %1").arg(kvapp::formatBytes(cap)),
              c.theme.text);
}

void paintLimit(const Canvas& c, const StepData& d)
{
    const kv::Limits& l = d.estimate.limits;
    const QRectF bars(c.area.left(), c.area.top(), c.area.width(), c.area.height() * 0.45);
    const double rowH = std::min(bars.height() / std::max<size_t>(1, d.estimate.devices.size()), 110 * c.s);
    for (size_t i = 0; i < d.estimate.devices.size(); ++i) {
        const kv::DeviceUse& dev = d.estimate.devices[i];
        const QRectF row(bars.left() + 300 * c.s, bars.top() + i * rowH + rowH * 0.15, bars.width() - 300 * c.s,
                         rowH * 0.6);
        c.text(QRectF(bars.left(), row.top(), 280 * c.s, row.height()), kvapp::deviceText(dev.name), 30, c.theme.text,
               Qt::AlignLeft | Qt::AlignVCenter, true);
        const double scale = row.width() / double(std::max<uint64_t>({dev.usableBytes, dev.used(), 1}));
        c.p.fillRect(QRectF(row.left(), row.top(), dev.usableBytes * scale, row.height()), c.theme.grid);
        double x = row.left();
        for (Part k : kParts) {
            const double w = double(partBytes(k, dev.memory)) * scale * ease(c.t, 0, 0.5);
            c.p.fillRect(QRectF(x, row.top(), w, row.height()), partColor(k));
            x += w;
        }
    }
    if (!l.known)
        return;
    const QRectF tiles(c.area.left(), bars.bottom() + 20 * c.s, c.area.width(),
                       c.area.bottom() - bars.bottom() - 20 * c.s);
    const std::pair<QString, QString> items[] = {
        {kvapp::formatCount(l.maxContextPerUser), Talk::tr("tokens per user, at most")},
        {kvapp::formatCount(l.maxUsers), Talk::tr("users at this context")},
        {kvapp::formatCount(l.admissionTokens), Talk::tr("tokens one request may hold")}};
    for (int i = 0; i < 3; ++i) {
        const QRectF t(tiles.left() + i * tiles.width() / 3, tiles.top(), tiles.width() / 3 - 30 * c.s, tiles.height());
        const double a = ease(c.t, 0.4 + 0.15 * i, 0.7 + 0.15 * i);
        QColor col = partColor(Part::Kv);
        col.setAlphaF(a);
        c.text(QRectF(t.left(), t.top(), t.width(), t.height() * 0.6), items[i].first, 96, col,
               Qt::AlignLeft | Qt::AlignBottom, true);
        c.text(QRectF(t.left(), t.top() + t.height() * 0.6, t.width(), t.height() * 0.4), items[i].second, 30,
               c.theme.dim, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);
    }
}

void paintFaq(const Canvas& c, const StepData& d)
{
    const auto items = faqItems(d);
    const double h = c.area.height() / items.size();
    for (size_t i = 0; i < items.size(); ++i) {
        const double step = 0.75 / static_cast<double>(items.size()); // every answer shown by t = 1
        const double a = ease(c.t, step * i, step * i + 0.25);
        QColor q = c.theme.text, ans = partColor(Part::Kv);
        q.setAlphaF(a);
        ans.setAlphaF(a);
        const double y = c.area.top() + i * h;
        c.text(QRectF(c.area.left(), y, c.area.width(), h * 0.42), items[i].question, 44, q,
               Qt::AlignLeft | Qt::AlignBottom, true);
        c.text(QRectF(c.area.left() + 40 * c.s, y + h * 0.45, c.area.width() - 40 * c.s, h * 0.55), items[i].answer, 36,
               ans, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);
    }
}

} // namespace kvgui::talk
