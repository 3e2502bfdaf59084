#include "memorycharts.h"

#include "chartstyle.h"

#include "breakdownmodel.h"
#include "palette.h"
#include "plannerdocument.h"

#include "format.h"
#include "wording.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QGraphicsSimpleTextItem>
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

// --- DeviceBarsChart ---------------------------------------------------------------------------

DeviceBarsChart::DeviceBarsChart(BreakdownModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_chart(new QChart), m_bars(new QStackedBarSeries), m_x(new QBarCategoryAxis),
      m_y(new QValueAxis)
{
    m_view = makeView(m_chart, this);
    for (Part c : kParts) {
        auto* set = new QBarSet(partName(c));
        set->setColor(partColor(c));
        set->setBorderColor(partColor(c).darker(115));
        connect(set, &QBarSet::hovered, this, [this, c](bool on, int index) { showTip(on, index, c); });
        m_sets[static_cast<size_t>(c)] = set;
        m_bars->append(set);
    }
    m_grow = new QBarSet(kvapp::growthName());
    m_grow->setBrush(kvreport::growthBrush());
    m_grow->setPen(kvreport::growthPen());
    connect(m_grow, &QBarSet::hovered, this, [this](bool on, int index) { showGrowthTip(on, index); });
    m_bars->append(m_grow);
    m_bars->setBarWidth(0.6);
    m_chart->addSeries(m_bars);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_bars->attachAxis(m_x);
    m_bars->attachAxis(m_y);
    connect(m_model, &QAbstractItemModel::modelReset, this, &DeviceBarsChart::rebuild);
    connect(m_chart, &QChart::plotAreaChanged, this, &DeviceBarsChart::placeNodeLabels);
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
        m_capacity << line;
    }
    for (QBarSet* set : m_sets)
        set->remove(0, set->count());
    m_grow->remove(0, m_grow->count());
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (QBarSet* set : m_sets)
            set->append(0.0);
        m_grow->append(0.0);
    }
    retranslate();
    refreshValues();
}

void DeviceBarsChart::refreshValues()
{
    double top = 0;
    const bool hasCapacity =
        m_model->rowCount() > 0 &&
        m_model->index(0, BreakdownModel::UsableColumn).data(BreakdownModel::BytesRole).toULongLong() > 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (Part c : kParts) {
            const uint64_t bytes =
                m_model->index(r, BreakdownModel::columnOf(c)).data(BreakdownModel::BytesRole).toULongLong();
            QBarSet* set = m_sets[static_cast<size_t>(c)];
            if (set->at(r) != toGiB(bytes))
                set->replace(r, toGiB(bytes));
        }
        const double grow =
            toGiB(m_model->index(r, BreakdownModel::MayGrowColumn).data(BreakdownModel::BytesRole).toULongLong());
        if (m_grow->at(r) != grow)
            m_grow->replace(r, grow);
        const double used =
            toGiB(m_model->index(r, BreakdownModel::UsedColumn).data(BreakdownModel::BytesRole).toULongLong()) + grow;
        const double usable =
            toGiB(m_model->index(r, BreakdownModel::UsableColumn).data(BreakdownModel::BytesRole).toULongLong());
        replaceIfChanged(m_capacity[r], {QPointF(r - 0.42, usable), QPointF(r + 0.42, usable)});
        m_capacity[r]->setVisible(hasCapacity);
        top = std::max(top, used);
        // The first device's capacity always counts; a much larger RAM would squash the GPU bars, so
        // its line may fall off the top (its size is in the category label).
        if (r == 0 || usable <= 2.0 * std::max(top, m_capacity[0]->at(0).y()))
            top = std::max(top, usable);
    }
    updateNodeLines();
    updateCategories();
    setYRange(m_y, top);
}

// A cluster's devices come node by node: a line between the groups of bars.
void DeviceBarsChart::updateNodeLines()
{
    QList<qreal> xs;
    for (int r = 1; r < m_model->rowCount(); ++r)
        if (m_model->index(r, 0).data(BreakdownModel::NodeRole) !=
            m_model->index(r - 1, 0).data(BreakdownModel::NodeRole))
            xs << r - 0.5;
    if (xs == nodeSeparators())
        return;
    for (QLineSeries* line : std::as_const(m_nodeLines)) {
        m_chart->removeSeries(line);
        delete line;
    }
    m_nodeLines.clear();
    qDeleteAll(m_nodeLabels);
    m_nodeLabels.clear();
    if (!xs.isEmpty())
        for (int r = 0; r < m_model->rowCount(); ++r)
            if (r == 0 || xs.contains(r - 0.5)) {
                const uint node = m_model->index(r, 0).data(BreakdownModel::NodeRole).toUInt();
                auto* label = new QGraphicsSimpleTextItem(kvapp::nodeText("node " + std::to_string(node + 1)), m_chart);
                label->setBrush(palette().color(QPalette::WindowText));
                m_nodeLabels << label;
            }
    for (qreal x : xs) {
        auto* line = new QLineSeries(this);
        line->setPen(QPen(palette().color(QPalette::Mid), 1.0));
        m_chart->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        line->replace({QPointF(x, 0), QPointF(x, 1e9)}); // clipped at the top of the plot
        m_nodeLines << line;
    }
    placeNodeLabels();
}

// Each node's name centred over its group of bars, just inside the top of the plot.
void DeviceBarsChart::placeNodeLabels()
{
    const QRectF plot = m_chart->plotArea();
    const QList<qreal> seps = nodeSeparators();
    const double rows = std::max(1, m_model->rowCount());
    for (qsizetype i = 0; i < m_nodeLabels.size(); ++i) {
        QGraphicsSimpleTextItem* label = m_nodeLabels[i];
        const qreal from = i == 0 ? -0.5 : seps[i - 1];
        const qreal to = i < seps.size() ? seps[i] : rows - 0.5;
        const qreal left = plot.left() + plot.width() * (from + 0.5) / rows;
        const qreal right = plot.left() + plot.width() * (to + 0.5) / rows;
        label->setPos((left + right - label->boundingRect().width()) / 2, plot.top() + 2);
    }
}

QStringList DeviceBarsChart::nodeLabels() const
{
    QStringList out;
    for (const QGraphicsSimpleTextItem* label : m_nodeLabels)
        out << label->text();
    return out;
}

// "GPU 0" over "23.1 GiB usable": the capacity stays readable even when its line is off the chart.
void DeviceBarsChart::updateCategories()
{
    QStringList names;
    const bool cluster = !nodeSeparators().isEmpty();
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex name = m_model->index(r, BreakdownModel::DeviceColumn);
        // A cluster's bars say the device alone; each node's name stands above its group (placeNodeLabels).
        // Categories must differ, so node N's carry N invisible zero-width spaces.
        const QString device =
            cluster ? name.data(BreakdownModel::ShortNameRole).toString() +
                          QString(static_cast<qsizetype>(name.data(BreakdownModel::NodeRole).toUInt()), QChar(0x200B))
                    : name.data().toString();
        const uint64_t usable =
            m_model->index(r, BreakdownModel::UsableColumn).data(BreakdownModel::BytesRole).toULongLong();
        //: bar label on two lines (<br>): %1 device, %2 its usable memory
        names << (usable > 0 ? tr("%1<br>%2").arg(device, kvapp::formatBytes(usable)) : device);
    }
    // Qt Charts 6.4 elides a two-line label by the width of both lines ("23.1 G..." under a bar with room to
    // spare); up to three devices the labels fit whole, beyond that they may crowd and are elided.
    m_x->setTruncateLabels(names.size() > 3);
    if (names != m_x->categories()) {
        m_x->clear();
        m_x->append(names);
    }
}

QList<qreal> DeviceBarsChart::values(Part c) const
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

QList<qreal> DeviceBarsChart::nodeSeparators() const
{
    QList<qreal> out;
    for (const QLineSeries* line : m_nodeLines)
        out << line->at(0).x();
    return out;
}

QStringList DeviceBarsChart::categories() const
{
    return m_x->categories();
}

void DeviceBarsChart::showTip(bool on, int index, Part c)
{
    if (!on || index < 0 || index >= m_model->rowCount()) {
        QToolTip::hideText();
        return;
    }
    const QModelIndex cell = m_model->index(index, BreakdownModel::columnOf(c));
    const QString device = m_model->index(index, BreakdownModel::DeviceColumn).data().toString();
    const uint64_t used =
        m_model->index(index, BreakdownModel::UsedColumn).data(BreakdownModel::BytesRole).toULongLong();
    const uint64_t usable =
        m_model->index(index, BreakdownModel::UsableColumn).data(BreakdownModel::BytesRole).toULongLong();
    //: chart tooltip: %1 device, %2 component, %3 its size, %4 used in total, %5 usable
    QToolTip::showText(QCursor::pos(),
                       tr("%1 — %2: %3\nUsed %4 of %5 usable")
                           .arg(device, partName(c), exactBytes(cell.data(BreakdownModel::BytesRole).toULongLong()),
                                kvapp::formatBytes(used), kvapp::formatBytes(usable)),
                       m_view);
}

void DeviceBarsChart::showGrowthTip(bool on, int index)
{
    if (!on || index < 0 || index >= m_model->rowCount()) {
        QToolTip::hideText();
        return;
    }
    const QString device = m_model->index(index, BreakdownModel::DeviceColumn).data().toString();
    const uint64_t grow =
        m_model->index(index, BreakdownModel::MayGrowColumn).data(BreakdownModel::BytesRole).toULongLong();
    //: chart tooltip on the hatched part: %1 device, %2 "May grow", %3 its size, %4 what it is
    QToolTip::showText(QCursor::pos(),
                       tr("%1 — %2: %3\n%4").arg(device, kvapp::growthName(), exactBytes(grow), kvapp::growthHint()),
                       m_view);
}

QList<qreal> DeviceBarsChart::growth() const
{
    QList<qreal> out;
    for (int i = 0; i < m_grow->count(); ++i)
        out << m_grow->at(i);
    return out;
}

void DeviceBarsChart::retranslate()
{
    m_chart->setTitle(tr("Memory per device"));
    m_y->setTitleText(tr("GiB"));
    for (Part c : kParts)
        m_sets[static_cast<size_t>(c)]->setLabel(partName(c));
    m_grow->setLabel(kvapp::growthName());
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

} // namespace kvgui
