#include "reportexport.h"

#include "apperror.h"
#include "atomicfile.h"
#include "estimatejson.h"
#include "reportlanguage.h"
#include "reporttr.h"
#include "wording.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <nlohmann/json.hpp>

namespace kvreport {

namespace {

// Paints the whole report as PDF onto an open device; false when the painter cannot start.
bool paintPdf(QIODevice* device, const ReportRenderer& renderer)
{
    QPdfWriter writer(device);
    const bool letter = renderer.options().page == PageSize::Letter;
    writer.setPageLayout(QPageLayout(QPageSize(letter ? QPageSize::Letter : QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(0, 0, 0, 0), QPageLayout::Point));
    writer.setResolution(72); // one device unit per point: fonts and layout are in points
    writer.setTitle(renderer.title());
    writer.setCreator(QStringLiteral("kvplanner %1").arg(renderer.options().version));
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    renderer.paint(painter, [&writer] { writer.newPage(); });
    return painter.end();
}

} // namespace

void writePdf(const QString& path, const ReportRenderer& renderer)
{
    kvapp::saveAtomically(
        path, [&renderer](QFileDevice& f) { return paintPdf(&f, renderer) && f.error() == QFileDevice::NoError; });
}

QByteArray pdfBytes(const ReportRenderer& renderer)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    paintPdf(&buffer, renderer);
    return bytes;
}

QByteArray sweepCsv(const ReportInput& input)
{
    QByteArray csv(
        "context_per_user,weights_bytes,kv_bytes,recurrent_bytes,compute_bytes,overhead_bytes,total_bytes\n");
    for (const kv::SweepPoint& p : input.contextSweep)
        csv += QByteArray::number(p.x) + ',' + QByteArray::number(p.memory.weights) + ',' +
               QByteArray::number(p.memory.kv) + ',' + QByteArray::number(p.memory.recurrent) + ',' +
               QByteArray::number(p.memory.compute) + ',' + QByteArray::number(p.memory.other) + ',' +
               QByteArray::number(p.memory.total()) + '\n';
    return csv;
}

void writeSweepCsv(const QString& path, const ReportInput& input)
{
    kvapp::saveBytes(path, sweepCsv(input));
}

QByteArray estimateJson(const ReportInput& input)
{
    nlohmann::json j = kv::estimateToJson(input.scenario, input.estimate);
    for (size_t i = 0; i < input.estimate.warnings.size(); ++i)
        j["warnings"][i]["message"] = kvapp::describeWarning(input.estimate.warnings[i]).toStdString();
    return QByteArray::fromStdString(j.dump(2) + "\n");
}

void writeEstimateJson(const QString& path, const ReportInput& input)
{
    kvapp::saveBytes(path, estimateJson(input));
}

void writeChartPngs(const QString& directory, const ReportRenderer& renderer, double scale)
{
    if (!QDir().mkpath(directory))
        throw kvapp::AppError{kvapp::cannotWriteText(directory, Tr::tr("the folder cannot be created"))};
    for (ReportChart chart : kReportCharts) {
        const QImage image = renderer.chartImage(chart, scale);
        const QString path = QDir(directory).filePath(chartFileStem(chart) + QStringLiteral(".png"));
        kvapp::saveAtomically(path, [&image](QFileDevice& f) {
            QImageWriter writer(&f, "png");
            return writer.write(image);
        });
    }
}

} // namespace kvreport
