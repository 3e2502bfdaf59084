#pragma once
// Every Qt Charts type kvplanner uses lives behind these two classes, so that a move to Qt Graphs
// stays inside charts/ (Qt Charts is deprecated in newer Qt). Nothing outside sees a QChart.
//
// DeviceBarsChart: one stacked bar per device (weights, KV cache, recurrent state, compute &
// overhead, bottom to top), read from the BreakdownModel, with each device's usable capacity as a
// line across its bar.
// SweepChart: stacked areas of memory against context per user (256 to the training context) or
// against users, with the VRAM and VRAM + RAM capacity lines, a marker at the current value and a
// dot at the limit (the longest context / the most users that still fit).
// Values are GiB (bytes / 2^30, exact), so tests compare them with the core's byte counts:
//   bars.values(Part::Kv)[0] * 2^30 == estimate.devices[0].memory.kv

#include "components.h"
#include "estimator.h"

#include <QImage>
#include <QList>
#include <QPointF>
#include <QWidget>

#include <array>

class QAbstractItemModel;

class QAreaSeries;
class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QStackedBarSeries;
class QValueAxis;

namespace kvgui {

class BreakdownModel;
class PlannerDocument;

class DeviceBarsChart : public QWidget
{
    Q_OBJECT

public:
    explicit DeviceBarsChart(BreakdownModel* model, QWidget* parent = nullptr);

    QList<qreal> values(Part c) const; // GiB per device, as drawn
    QList<qreal> growth() const;       // GiB per device that may grow while the server runs, hatched on top
    QList<qreal> capacities() const;   // usable GiB per device, as drawn
    QStringList categories() const;
    QList<qreal> nodeSeparators() const; // a cluster: x between the last bar of a node and the next
    QStringList nodeLabels() const;      // a cluster: the node names above the groups

public Q_SLOTS:
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void refreshValues();
    void updateCategories();
    void updateNodeLines();
    void placeNodeLabels();
    void showTip(bool on, int index, Part c);
    void showGrowthTip(bool on, int index);

    BreakdownModel* m_model;
    QChartView* m_view;
    QChart* m_chart;
    QStackedBarSeries* m_bars;
    std::array<QBarSet*, 4> m_sets{};
    QBarSet* m_grow = nullptr;
    QBarCategoryAxis* m_x;
    QValueAxis* m_y;
    QList<QLineSeries*> m_capacity;
    QList<QLineSeries*> m_nodeLines; // a cluster: a line between the nodes' groups of bars
    QList<QGraphicsSimpleTextItem*> m_nodeLabels;
};

class SweepChart : public QWidget
{
    Q_OBJECT

public:
    SweepChart(PlannerDocument* document, kv::SweepAxis axis, QWidget* parent = nullptr);

    void setLogScale(bool on);
    bool logScale() const { return m_log; }
    // Each component's own thickness (GiB) at every swept x, as drawn.
    QList<QPointF> band(Part c) const;
    qreal markerX() const;
    QPointF limitPoint() const;         // (x, GiB); x = 0 when there is no limit to show
    QList<qreal> capacityLines() const; // GiB of the capacity lines shown
    QString title() const;

public Q_SLOTS:
    void refresh();
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    std::vector<uint64_t> points() const;
    void fillAreas(const std::vector<kv::SweepPoint>& points);
    void placeLines(double xMin, double xMax);
    void updateTitle();
    void attachX();
    void showTip(const QPointF& point, bool on);
    QString xText(uint64_t x) const;

    PlannerDocument* m_document;
    kv::SweepAxis m_axis;
    bool m_log = false;
    quint64 m_generation = 0;
    bool m_logDrawn = false;
    bool m_stale = true;
    double m_stackMax = 0;
    std::vector<kv::SweepPoint> m_points;
    QChartView* m_view;
    QChart* m_chart;
    std::array<QAreaSeries*, 4> m_areas{};
    QLineSeries* m_gpuLine;
    QLineSeries* m_machineLine;
    QLineSeries* m_marker;
    QScatterSeries* m_limit;
    QValueAxis* m_xLinear;
    QLogValueAxis* m_xLog;
    QValueAxis* m_y;
};

} // namespace kvgui
