#include "memorycharts.h"

#include "breakdownmodel.h"
#include "palette.h"
#include "plannerdocument.h"

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

namespace {

constexpr int kSweepPoints = 200;

QChartView* makeView(QChart* chart, QWidget* parent)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setMargins(QMargins(4, 4, 18, 4)); // room for the last x label
    chart->setBackgroundRoundness(0);
    chart->legend()->hide(); // one LegendBar serves every chart
    auto* view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(260, 220);
    auto* layout = new QVBoxLayout(parent);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view);
    return view;
}

// Colours and fonts from the widget's palette, so the charts follow a dark theme.
void styleChart(QChart* chart, const QWidget* widget)
{
    const QPalette& pal = widget->palette();
    chart->setLocale(QLocale());
    chart->setBackgroundBrush(pal.color(QPalette::Base));
    chart->setTitleBrush(pal.color(QPalette::WindowText));
    QFont title = widget->font();
    title.setPointSizeF(title.pointSizeF() * 1.15);
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setLabelColor(pal.color(QPalette::WindowText));
    chart->legend()->setFont(widget->font());
    // Opaque, not translucent: the raster engine draws opaque hairlines much faster.
    const QColor ink = pal.color(QPalette::WindowText), base = pal.color(QPalette::Base);
    const QColor grid = QColor::fromRgbF(0.84f * base.redF() + 0.16f * ink.redF(), 0.84f * base.greenF() + 0.16f * ink.greenF(),
                                         0.84f * base.blueF() + 0.16f * ink.blueF());
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsBrush(pal.color(QPalette::WindowText));
        axis->setTitleBrush(pal.color(QPalette::WindowText));
        axis->setLabelsFont(widget->font());
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
}

// Sets the memory axis, unless it already shows this range: an axis change relayouts every label
// (rich-text items inside Qt Charts), far more work than moving a marker.
void setYRange(QValueAxis* y, double maxGiB)
{
    const double top = std::max(maxGiB * 1.08, 0.001);
    if (y->property("kvTop").toDouble() == top)
        return;
    y->setProperty("kvTop", top);
    y->setLabelFormat(top < 2 ? QStringLiteral("%.2f") : top < 20 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    y->setRange(0, top);
    y->applyNiceNumbers();
}

QPen capacityPen(const QWidget* w)
{
    QPen pen(capacityColor(w->palette()), 2.0, Qt::DashLine);
    pen.setCosmetic(true);
    return pen;
}

void replaceIfChanged(QXYSeries* series, const QList<QPointF>& points)
{
    if (series->points() != points)
        series->replace(points);
}

void hideFromLegend(QChart* chart, QAbstractSeries* series)
{
    for (QLegendMarker* m : chart->legend()->markers(series))
        m->setVisible(false);
}

QString exactBytes(uint64_t bytes)
{
    //: %1 rounded size (8.00 GiB), %2 exact byte count
    return DeviceBarsChart::tr("%1 (%2 bytes)").arg(kvapp::formatBytes(bytes), QLocale().toString(static_cast<qulonglong>(bytes)));
}

} // namespace

// --- DeviceBarsChart ---------------------------------------------------------------------------

DeviceBarsChart::DeviceBarsChart(BreakdownModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_chart(new QChart), m_bars(new QStackedBarSeries),
      m_x(new QBarCategoryAxis), m_y(new QValueAxis)
{
    m_view = makeView(m_chart, this);
    for (Component c : kComponents) {
        auto* set = new QBarSet(componentName(c));
        set->setColor(componentColor(c));
        set->setBorderColor(componentColor(c).darker(115));
        connect(set, &QBarSet::hovered, this, [this, c](bool on, int index) { showTip(on, index, c); });
        m_sets[static_cast<size_t>(c)] = set;
        m_bars->append(set);
    }
    m_bars->setBarWidth(0.6);
    m_chart->addSeries(m_bars);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_bars->attachAxis(m_x);
    m_bars->attachAxis(m_y);
    connect(m_model, &QAbstractItemModel::modelReset, this, &DeviceBarsChart::rebuild);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &DeviceBarsChart::refreshValues);
    retranslate();
    rebuild();
}

void DeviceBarsChart::rebuild()
{
    for (QLineSeries* line : std::as_const(m_capacity)) {
        m_chart->removeSeries(line);
        delete line;
    }
    m_capacity.clear();
    for (int r = 0; r < m_model->rowCount(); ++r) {
        auto* line = new QLineSeries(this);
        line->setPen(capacityPen(this));
        m_chart->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        if (r > 0)
            hideFromLegend(m_chart, line);
        m_capacity << line;
    }
    for (QBarSet* set : m_sets)
        set->remove(0, set->count());
    for (QBarSet* set : m_sets)
        for (int r = 0; r < m_model->rowCount(); ++r)
            set->append(0.0);
    retranslate();
    refreshValues();
}

void DeviceBarsChart::refreshValues()
{
    double top = 0;
    const bool hasCapacity = m_model->rowCount() > 0 && m_model->index(0, BreakdownModel::UsableColumn)
                                                                .data(BreakdownModel::BytesRole)
                                                                .toULongLong() > 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (Component c : kComponents) {
            const uint64_t bytes =
                m_model->index(r, BreakdownModel::columnOf(c)).data(BreakdownModel::BytesRole).toULongLong();
            QBarSet* set = m_sets[static_cast<size_t>(c)];
            if (set->at(r) != toGiB(bytes))
                set->replace(r, toGiB(bytes));
        }
        const double used = toGiB(m_model->index(r, BreakdownModel::UsedColumn).data(BreakdownModel::BytesRole).toULongLong());
        const double usable = toGiB(m_model->index(r, BreakdownModel::UsableColumn).data(BreakdownModel::BytesRole).toULongLong());
        replaceIfChanged(m_capacity[r], {QPointF(r - 0.42, usable), QPointF(r + 0.42, usable)});
        m_capacity[r]->setVisible(hasCapacity);
        top = std::max(top, used);
        // The first device's capacity always counts; a much larger RAM would squash the GPU bars, so
        // its line may fall off the top (its size is in the category label).
        if (r == 0 || usable <= 2.0 * std::max(top, m_capacity[0]->at(0).y()))
            top = std::max(top, usable);
    }
    updateCategories();
    setYRange(m_y, top);
}

// "GPU 0" over "23.1 GiB usable": the capacity stays readable even when its line is off the chart.
void DeviceBarsChart::updateCategories()
{
    QStringList names;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QString device = m_model->index(r, BreakdownModel::DeviceColumn).data().toString();
        const uint64_t usable =
            m_model->index(r, BreakdownModel::UsableColumn).data(BreakdownModel::BytesRole).toULongLong();
        //: bar label on two lines (<br>): %1 device, %2 its usable memory
        names << (usable > 0 ? tr("%1<br>%2").arg(device, kvapp::formatBytes(usable)) : device);
    }
    if (names != m_x->categories()) {
        m_x->clear();
        m_x->append(names);
    }
}

QList<qreal> DeviceBarsChart::values(Component c) const
{
    QList<qreal> out;
    const QBarSet* set = m_sets[static_cast<size_t>(c)];
    for (int i = 0; i < set->count(); ++i)
        out << set->at(i);
    return out;
}

QList<qreal> DeviceBarsChart::capacities() const
{
    QList<qreal> out;
    for (const QLineSeries* line : m_capacity)
        out << (line->count() > 0 ? line->at(0).y() : 0.0);
    return out;
}

QStringList DeviceBarsChart::categories() const
{
    return m_x->categories();
}

void DeviceBarsChart::showTip(bool on, int index, Component c)
{
    if (!on || index < 0 || index >= m_model->rowCount()) {
        QToolTip::hideText();
        return;
    }
    const QModelIndex cell = m_model->index(index, BreakdownModel::columnOf(c));
    const QString device = m_model->index(index, BreakdownModel::DeviceColumn).data().toString();
    const uint64_t used = m_model->index(index, BreakdownModel::UsedColumn).data(BreakdownModel::BytesRole).toULongLong();
    const uint64_t usable = m_model->index(index, BreakdownModel::UsableColumn).data(BreakdownModel::BytesRole).toULongLong();
    //: chart tooltip: %1 device, %2 component, %3 its size, %4 used in total, %5 usable
    QToolTip::showText(QCursor::pos(), tr("%1 — %2: %3\nUsed %4 of %5 usable")
                                           .arg(device, componentName(c),
                                                exactBytes(cell.data(BreakdownModel::BytesRole).toULongLong()),
                                                kvapp::formatBytes(used), kvapp::formatBytes(usable)),
                       m_view);
}

void DeviceBarsChart::retranslate()
{
    m_chart->setTitle(tr("Memory per device"));
    m_y->setTitleText(tr("GiB"));
    for (Component c : kComponents)
        m_sets[static_cast<size_t>(c)]->setLabel(componentName(c));
    if (!m_capacity.isEmpty())
        m_capacity.front()->setName(tr("Usable capacity"));
    updateCategories();
    styleChart(m_chart, this);
    setAccessibleName(m_chart->title());
}

void DeviceBarsChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        styleChart(m_chart, this);
        for (QLineSeries* line : std::as_const(m_capacity))
            line->setPen(capacityPen(this));
    }
    QWidget::changeEvent(event);
}

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
    for (Component c : kComponents) {
        auto* area = new QAreaSeries;
        area->setUpperSeries(new QLineSeries(area));
        area->setLowerSeries(new QLineSeries(area));
        QColor fill = componentColor(c);
        fill.setAlpha(215);
        area->setBrush(fill);
        area->setPen(QPen(componentColor(c).darker(120), 1.0));
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
    const kv::Scenario& s = m_document->scenario();
    uint64_t lo = 1, hi = 0;
    if (m_axis == kv::SweepAxis::Context) {
        lo = 256;
        hi = std::max<uint64_t>({s.model.nCtxTrain > 0 ? s.model.nCtxTrain : 131072, s.contextPerUser, 512});
    } else {
        hi = std::max<uint64_t>(s.users, std::min<uint64_t>(256, std::max<uint64_t>(16, uint64_t(s.users) * 4)));
    }
    std::vector<uint64_t> xs;
    if (hi - lo + 1 <= kSweepPoints) {
        for (uint64_t x = lo; x <= hi; ++x)
            xs.push_back(x);
        return xs;
    }
    const double a = static_cast<double>(lo), b = static_cast<double>(hi);
    for (int i = 0; i < kSweepPoints; ++i) {
        const double t = static_cast<double>(i) / (kSweepPoints - 1);
        const double x = m_log ? a * std::pow(b / a, t) : a + (b - a) * t;
        const auto v = static_cast<uint64_t>(std::llround(x));
        if (xs.empty() || v > xs.back())
            xs.push_back(v);
    }
    xs.back() = hi;
    return xs;
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
    const QString title =
        m_axis == kv::SweepAxis::Context
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
        for (Component c : kComponents) {
            const auto i = static_cast<size_t>(c);
            const double v = p.refused ? 0.0 : toGiB(bytesOf(c, p));
            lower[i] << QPointF(x, base);
            base += v;
            upper[i] << QPointF(x, base);
        }
        m_stackMax = std::max(m_stackMax, base);
    }
    bool recurrent = false;
    for (const kv::SweepPoint& p : points)
        recurrent = recurrent || p.recurrentBytes > 0;
    for (Component c : kComponents) {
        const auto i = static_cast<size_t>(c);
        m_areas[i]->upperSeries()->replace(upper[i]);
        m_areas[i]->lowerSeries()->replace(lower[i]);
    }
    m_areas[static_cast<size_t>(Component::Recurrent)]->setVisible(recurrent);
}

void SweepChart::placeLines(double xMin, double xMax)
{
    const kv::Estimate& e = m_document->estimate();
    uint64_t gpu = 0, all = 0;
    for (const kv::DeviceUse& d : e.devices) {
        all += d.usableBytes;
        if (d.kind == "gpu")
            gpu += d.usableBytes;
    }
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
    const uint64_t limit = !e.limits.known ? 0
                           : m_axis == kv::SweepAxis::Context ? e.limits.maxContextPerUser : e.limits.maxUsers;
    QList<QPointF> limitPoints;
    if (limit > 0 && static_cast<double>(limit) <= xMax && !m_points.empty()) {
        // The stack's height at the limit, interpolated between the swept points.
        auto it = std::lower_bound(m_points.begin(), m_points.end(), limit,
                                   [](const kv::SweepPoint& p, uint64_t x) { return p.x < x; });
        if (it == m_points.end())
            --it;
        double y = toGiB(it->totalBytes);
        if (it != m_points.begin() && it->x != limit) {
            const auto prev = std::prev(it);
            const double t = static_cast<double>(limit - prev->x) / static_cast<double>(it->x - prev->x);
            y = toGiB(prev->totalBytes) + t * (toGiB(it->totalBytes) - toGiB(prev->totalBytes));
        }
        limitPoints << QPointF(static_cast<double>(limit), y);
    }
    if (limitPoints != m_limit->points())
        m_limit->replace(limitPoints);
    m_limit->setVisible(!limitPoints.isEmpty());
}

QList<QPointF> SweepChart::band(Component c) const
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
    auto nearest = std::min_element(m_points.begin(), m_points.end(), [&](const kv::SweepPoint& a, const kv::SweepPoint& b) {
        return std::abs(static_cast<double>(a.x) - point.x()) < std::abs(static_cast<double>(b.x) - point.x());
    });
    QStringList lines{xText(nearest->x)};
    for (Component c : kComponents)
        if (c != Component::Recurrent || nearest->recurrentBytes > 0)
            //: chart tooltip line: %1 component, %2 its size
            lines << tr("%1: %2").arg(componentName(c), kvapp::formatBytes(bytesOf(c, *nearest)));
    lines << tr("Total: %1").arg(exactBytes(nearest->totalBytes));
    QToolTip::showText(QCursor::pos(), lines.join(QLatin1Char('\n')), m_view);
}

void SweepChart::retranslate()
{
    const kv::Scenario& s = m_document->scenario();
    m_xLinear->setTitleText(m_axis == kv::SweepAxis::Context ? tr("Context per user (tokens)") : tr("Concurrent users"));
    m_xLog->setTitleText(m_xLinear->titleText());
    m_y->setTitleText(tr("GiB"));
    for (Component c : kComponents)
        m_areas[static_cast<size_t>(c)]->setName(componentName(c));
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
