#pragma once
// Helpers shared by the two chart classes (charts/ only: nothing outside sees a Qt Charts type).

#include <QPen>
#include <QString>

#include <cstdint>

class QAbstractSeries;
class QChart;
class QChartView;
class QValueAxis;
class QWidget;
class QXYSeries;

namespace kvgui::charts {

// A chart view filling `parent`, no animation, localized numbers, no built-in legend (LegendBar).
QChartView* makeView(QChart* chart, QWidget* parent);
// Colours and fonts from the widget's palette and font, so charts follow a dark theme.
void styleChart(QChart* chart, const QWidget* widget);
// Sets the memory axis (GiB) unless it already shows this range: an axis change relayouts every label.
void setYRange(QValueAxis* y, double maxGiB);
QPen capacityPen(const QWidget* widget);
void replaceIfChanged(QXYSeries* series, const QList<QPointF>& points);
QString exactBytes(uint64_t bytes); // "8.00 GiB (8,589,934,592 bytes)"

} // namespace kvgui::charts
