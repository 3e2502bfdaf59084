#include "memorycharts.h"

#include "chartstyle.h"

#include "breakdownmodel.h"
#include "palette.h"
#include "plannerdocument.h"

#include "defaults.h"
#include "format.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kvgui {

using namespace charts;

namespace {

constexpr int kSweepPoints = 200;

} // namespace

// --- SweepChart --------------------------------------------------------------------------------

SweepChart::SweepChart(PlannerDocument* document, kv::SweepAxis axis, QWidget* parent)
    : QWidget(parent), m_document(document), m_axis(axis), m_chart(new QChart), m_gpuLine(new QLineSeries(this)),
      m_machineLine(new QLineSeries(this)), m_marker(new QLineSeries(this)), m_limit(new QScatterSeries(this)),
      m_xLinear(new QValueAxis(this)), m_xLog(new QLogValueAxis(this)), m_y(new QValueAxis)
{
    m_view = makeView(m_chart, this);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_xLinear->setLabelFormat(QStringLiteral("%.0f"));
    m_xLog->setLabelFormat(QStringLiteral("%.0f"));
    m_xLog->setBase(2);
    for (Part c : kParts) {
        auto* area = new QAreaSeries;
        area->setUpperSeries(new QLineSeries(area));
        area->setLowerSeries(new QLineSeries(area));
        QColor fill = partColor(c);
        fill.setAlpha(215);
        area->setBrush(fill);
        area->setPen(QPen(partColor(c).darker(120), 1.0));
        connect(area, &QAreaSeries::hovered, this, &SweepChart::showTip);
        m_chart->addSeries(area);
        m_areas[static_cast<size_t>(c)] = area;
    }
    for (QLineSeries* line : {m_gpuLine, m_machineLine, m_marker})
        m_chart->addSeries(line);
    m_chart->addSeries(m_limit);
    m_limit->setMarkerSize(13);
    m_limit->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    for (QAbstractSeries* s : m_chart->series())
        s->attachAxis(m_y);
    m_chart->addAxis(m_xLinear, Qt::AlignBottom);
    for (QAbstractSeries* s : m_chart->series())
        s->attachAxis(m_xLinear);
    m_chart->addAxis(m_xLog, Qt::AlignBottom);
    m_chart->removeAxis(m_xLog);
    m_xLog->setParent(this);
    connect(m_document, &PlannerDocument::estimateChanged, this, &SweepChart::refresh);
    retranslate();
}

void SweepChart::setLogScale(bool on)
{
    if (on == m_log)
        return;
    m_log = on;
    // A log axis must never see x = 0: going to log, new points first; going back, the axis first.
    if (on) {
        refresh();
        attachX();
    } else {
        attachX();
        refresh();
    }
}

// Swapping the x axis: QChart::removeAxis detaches every series from it.
void SweepChart::attachX()
{
    QAbstractAxis* from = m_logDrawn ? static_cast<QAbstractAxis*>(m_xLog) : m_xLinear;
    QAbstractAxis* to = m_log ? static_cast<QAbstractAxis*>(m_xLog) : m_xLinear;
    if (from == to)
        return;
    m_chart->removeAxis(from);
    from->setParent(this);
    m_chart->addAxis(to, Qt::AlignBottom);
    for (QAbstractSeries* s : m_chart->series())
        s->attachAxis(to);
    m_logDrawn = m_log;
    styleChart(m_chart, this);
}

std::vector<uint64_t> SweepChart::points() const
{
    return kv::sweepPoints(m_document->scenario(), m_axis, kSweepPoints,
                           m_log ? kv::Spacing::Logarithmic : kv::Spacing::Linear);
}

void SweepChart::refresh()
{
    // A chart on a hidden tab waits until it is shown: a context drag recomputes the users sweep
    // at every step, which nobody would see.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const SweepResult& r = m_document->sweep(m_axis, points());
    if (r.generation != m_generation) {
        m_generation = r.generation;
        m_points = r.points;
        fillAreas(m_points);
    }
    const double xMin = m_points.empty() ? 1 : static_cast<double>(m_points.front().x);
    const double xMax = m_points.empty() ? 2 : static_cast<double>(m_points.back().x);
    placeLines(xMin, xMax);
    const double linearMin = m_axis == kv::SweepAxis::Context ? 0 : xMin;
    if (m_xLinear->min() != linearMin || m_xLinear->max() != xMax)
        m_xLinear->setRange(linearMin, xMax);
    if (m_xLog->min() != xMin || m_xLog->max() != xMax)
        m_xLog->setRange(xMin, xMax);
    updateTitle();
}

void SweepChart::updateTitle()
{
    const kv::Scenario& s = m_document->scenario();
    const QString title = m_axis == kv::SweepAxis::Context
                              //: chart title; %1 is the number of concurrent users
                              ? tr("Memory against context (users: %1)").arg(kvapp::formatCount(s.users))
                              : tr("Memory against users (%1 tokens each)").arg(kvapp::formatCount(s.contextPerUser));
    if (title != m_chart->title()) {
        m_chart->setTitle(title);
        setAccessibleName(title);
    }
}

void SweepChart::fillAreas(const std::vector<kv::SweepPoint>& points)
{
    std::array<QList<QPointF>, 4> upper, lower;
    m_stackMax = 0;
    for (const kv::SweepPoint& p : points) {
        const double x = static_cast<double>(p.x);
        double base = 0;
        for (Part c : kParts) {
            const auto i = static_cast<size_t>(c);
            const double v = p.refused ? 0.0 : toGiB(partBytes(c, p.memory));
            lower[i] << QPointF(x, base);
            base += v;
            upper[i] << QPointF(x, base);
        }
        m_stackMax = std::max(m_stackMax, base);
    }
    bool recurrent = false;
    for (const kv::SweepPoint& p : points)
        recurrent = recurrent || p.memory.recurrent > 0;
    for (Part c : kParts) {
        const auto i = static_cast<size_t>(c);
        m_areas[i]->upperSeries()->replace(upper[i]);
        m_areas[i]->lowerSeries()->replace(lower[i]);
    }
    m_areas[static_cast<size_t>(Part::Recurrent)]->setVisible(recurrent);
}

void SweepChart::placeLines(double xMin, double xMax)
{
    const kv::Estimate& e = m_document->estimate();
    const uint64_t gpu = e.pools.gpu.usable, all = e.pools.machine.usable;
    const double gpuGiB = toGiB(gpu > 0 ? gpu : all), allGiB = toGiB(all);
    double top = std::max(m_stackMax, gpuGiB);
    const bool showMachine = gpu > 0 && all > gpu && allGiB <= top * 1.6;
    if (showMachine)
        top = std::max(top, allGiB);
    const double lineStart = m_log ? xMin : std::min(xMin, 0.0);
    replaceIfChanged(m_gpuLine, {QPointF(lineStart, gpuGiB), QPointF(xMax, gpuGiB)});
    m_gpuLine->setVisible(all > 0);
    replaceIfChanged(m_machineLine, {QPointF(lineStart, allGiB), QPointF(xMax, allGiB)});
    m_machineLine->setVisible(showMachine);
    setYRange(m_y, top);
    const kv::Scenario& s = m_document->scenario();
    const double now = static_cast<double>(m_axis == kv::SweepAxis::Context ? s.contextPerUser : s.users);
    m_marker->replace({QPointF(now, 0), QPointF(now, m_y->max())});
    const uint64_t limit = !e.limits.known                    ? 0
                           : m_axis == kv::SweepAxis::Context ? e.limits.maxContextPerUser
                                                              : e.limits.maxUsers;
    QList<QPointF> limitPoints;
    if (limit > 0 && static_cast<double>(limit) <= xMax && !m_points.empty()) {
        // The stack's height at the limit, interpolated between the swept points.
        auto it = std::lower_bound(m_points.begin(), m_points.end(), limit,
                                   [](const kv::SweepPoint& p, uint64_t x) { return p.x < x; });
        if (it == m_points.end())
            --it;
        double y = toGiB(it->memory.total());
        if (it != m_points.begin() && it->x != limit) {
            const auto prev = std::prev(it);
            const double t = static_cast<double>(limit - prev->x) / static_cast<double>(it->x - prev->x);
            y = toGiB(prev->memory.total()) + t * (toGiB(it->memory.total()) - toGiB(prev->memory.total()));
        }
        limitPoints << QPointF(static_cast<double>(limit), y);
    }
    if (limitPoints != m_limit->points())
        m_limit->replace(limitPoints);
    m_limit->setVisible(!limitPoints.isEmpty());
}

QList<QPointF> SweepChart::band(Part c) const
{
    const QAreaSeries* area = m_areas[static_cast<size_t>(c)];
    QList<QPointF> out;
    const QList<QPointF> up = area->upperSeries()->points(), low = area->lowerSeries()->points();
    for (qsizetype i = 0; i < up.size() && i < low.size(); ++i)
        out << QPointF(up[i].x(), up[i].y() - low[i].y());
    return out;
}

qreal SweepChart::markerX() const
{
    return m_marker->count() > 0 ? m_marker->at(0).x() : 0.0;
}

QPointF SweepChart::limitPoint() const
{
    return m_limit->count() > 0 ? m_limit->at(0) : QPointF();
}

QList<qreal> SweepChart::capacityLines() const
{
    QList<qreal> out;
    for (const QLineSeries* line : {m_gpuLine, m_machineLine})
        if (line->isVisible() && line->count() > 0)
            out << line->at(0).y();
    return out;
}

QString SweepChart::title() const
{
    return m_chart->title();
}

QString SweepChart::xText(uint64_t x) const
{
    return m_axis == kv::SweepAxis::Context ? tr("%1 tokens per user").arg(kvapp::formatCount(x))
                                            //: tooltip heading in the memory-against-users chart
                                            : tr("Concurrent users: %1").arg(kvapp::formatCount(x));
}

void SweepChart::showTip(const QPointF& point, bool on)
{
    if (!on || m_points.empty()) {
        QToolTip::hideText();
        return;
    }
    auto nearest =
        std::min_element(m_points.begin(), m_points.end(), [&](const kv::SweepPoint& a, const kv::SweepPoint& b) {
            return std::abs(static_cast<double>(a.x) - point.x()) < std::abs(static_cast<double>(b.x) - point.x());
        });
    QStringList lines{xText(nearest->x)};
    for (Part c : kParts)
        if (c != Part::Recurrent || nearest->memory.recurrent > 0)
            //: chart tooltip line: %1 component, %2 its size
            lines << tr("%1: %2").arg(partName(c), kvapp::formatBytes(partBytes(c, nearest->memory)));
    lines << tr("Total: %1").arg(exactBytes(nearest->memory.total()));
    QToolTip::showText(QCursor::pos(), lines.join(QLatin1Char('\n')), m_view);
}

void SweepChart::retranslate()
{
    const kv::Scenario& s = m_document->scenario();
    m_xLinear->setTitleText(m_axis == kv::SweepAxis::Context ? tr("Context per user (tokens)")
                                                             : tr("Concurrent users"));
    m_xLog->setTitleText(m_xLinear->titleText());
    m_y->setTitleText(tr("GiB"));
    for (Part c : kParts)
        m_areas[static_cast<size_t>(c)]->setName(partName(c));
    bool gpu = false;
    for (const kv::Device& d : s.hardware.devices)
        gpu = gpu || d.kind == kv::DeviceKind::Gpu;
    m_gpuLine->setName(gpu ? tr("VRAM (usable)") : tr("Memory (usable)"));
    m_machineLine->setName(tr("VRAM + RAM"));
    QPen marker(capacityColor(palette()), 1.5, Qt::DotLine);
    m_marker->setPen(marker);
    m_limit->setColor(verdictColor(VerdictTone::Good));
    m_limit->setBorderColor(capacityColor(palette()));
    QPen pen = capacityPen(this);
    m_gpuLine->setPen(pen);
    pen.setStyle(Qt::DashDotLine);
    m_machineLine->setPen(pen);
    styleChart(m_chart, this);
    refresh();
}

void SweepChart::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void SweepChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace kvgui
