#pragma once
// Getting a report and its data out, for the window and the CLI alike. Every file is written
// atomically (QSaveFile): on any failure nothing is left at the path (an existing file stays as it
// was) and kvapp::AppError (app/common/apperror.h) is thrown with the worded reason.
//   kvreport::writePdf(u"/tmp/r.pdf"_s, renderer);   // or throws AppError{"Cannot write “/tmp/r.pdf”: ..."}
//   kvreport::writeSweepCsv(u"sweep.csv"_s, input);                      // context_per_user,weights_bytes,...
//   kvreport::writeEstimateJson(u"e.json"_s, input);                     // kvplanner.estimate/1
//   kvreport::writeChartPngs(u"charts/"_s, renderer, 2.0);               // devices.png, context.png, ...

#include "reportrenderer.h"

#include <QByteArray>
#include <QString>

namespace kvreport {

void writePdf(const QString& path, const ReportRenderer& renderer);
QByteArray pdfBytes(const ReportRenderer& renderer); // the same PDF in memory (benchmarks, tests)

QByteArray sweepCsv(const ReportInput& input);
void writeSweepCsv(const QString& path, const ReportInput& input);
QByteArray estimateJson(const ReportInput& input); // warnings carry their message in the current language
void writeEstimateJson(const QString& path, const ReportInput& input);
// One PNG per chart (chartFileStem(chart) + ".png") in an existing directory, at scale x 72 dpi.
void writeChartPngs(const QString& directory, const ReportRenderer& renderer, double scale = 2.0);

} // namespace kvreport
