#include "chartstyle.h"

#include "palette.h"

#include "format.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kvgui::charts {

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
    view->setFocusPolicy(Qt::NoFocus); // nothing to do with keys; the Table tab has every number
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
    const QColor grid =
        QColor::fromRgbF(0.84f * base.redF() + 0.16f * ink.redF(), 0.84f * base.greenF() + 0.16f * ink.greenF(),
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
    // At least 1 GiB: an empty chart (a refused setup) keeps readable labels, not "0.00" five times.
    const double top = std::max(maxGiB * 1.08, maxGiB > 0 ? 0.001 : 1.0);
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

QString exactBytes(uint64_t bytes)
{
    //: %1 rounded size (8.00 GiB), %2 exact byte count
    return QCoreApplication::translate("Charts", "%1 (%2 bytes)")
        .arg(kvapp::formatBytes(bytes), QLocale().toString(static_cast<qulonglong>(bytes)));
}

} // namespace kvgui::charts
