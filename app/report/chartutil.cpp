#include "chartutil.h"

#include "reportcanvas.h"

#include <QLocale>
#include <QPainter>

#include <cmath>

namespace kvreport {

double niceStep(double range, int targetTicks)
{
    if (range <= 0 || targetTicks < 1)
        return 1;
    const double raw = range / targetTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (raw <= m * magnitude)
            return m * magnitude;
    return 10 * magnitude;
}

QString gibLabel(double value, double step)
{
    const int decimals = step >= 1 ? 0 : (step >= 0.1 ? 1 : 2);
    return QLocale().toString(value, 'f', decimals);
}

double drawLegend(QPainter& p, QPointF topLeft, const std::vector<Part>& parts, const QFont& font)
{
    double x = topLeft.x();
    const double box = 8;
    for (Part part : parts) {
        p.setPen(Qt::NoPen);
        p.setBrush(partColor(part));
        p.drawRect(QRectF(x, topLeft.y() + 1, box, box));
        const QString name = partName(part);
        drawLabel(p, QPointF(x + box + 4, topLeft.y() + 1 + box / 2), Qt::AlignLeft, name, font, kInk);
        x += box + 4 + ReportCanvas::textWidth(name, font) + 14;
    }
    return x - topLeft.x();
}

void drawLabel(QPainter& p, QPointF at, Qt::Alignment align, const QString& text, const QFont& font,
               const QColor& color)
{
    const double w = ReportCanvas::textWidth(text, font) + 2;
    const double h = 2 * font.pointSizeF();
    double left = at.x() - w / 2;
    if (align & Qt::AlignLeft)
        left = at.x();
    else if (align & Qt::AlignRight)
        left = at.x() - w;
    p.setFont(font);
    p.setPen(color);
    p.setBrush(Qt::NoBrush);
    p.drawText(QRectF(left, at.y() - h / 2, w, h), Qt::AlignVCenter | (align & Qt::AlignHorizontal_Mask), text);
}

} // namespace kvreport
