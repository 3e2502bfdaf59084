#pragma once
// Small drawing helpers the report charts share (internal to kvreport).
//   niceStep(50.8, 5) == 10;  gib(1073741824) == 1.0
//   drawLegend(p, QPointF(x, y), {Part::Weights, Part::Kv}, font) -> width drawn

#include "reportstyle.h"

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace kvreport {

double niceStep(double range, int targetTicks);
inline double gib(uint64_t bytes)
{
    return static_cast<double>(bytes) / 1073741824.0;
}
// Axis label for a GiB value in the current locale: "0", "12", "2.5".
QString gibLabel(double value, double step);
// Swatches and names of the given parts in one row.
double drawLegend(QPainter& p, QPointF topLeft, const std::vector<Part>& parts, const QFont& font);
// Text centred, left or right aligned on a point (baseline-independent: the point is the box's middle).
void drawLabel(QPainter& p, QPointF at, Qt::Alignment align, const QString& text, const QFont& font,
               const QColor& color);

} // namespace kvreport
