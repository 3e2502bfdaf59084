#pragma once
// Getting an estimate out of the window: the versioned JSON (kvplanner.estimate/1, the CLI's
// --json) or a Markdown summary for a chat or an issue, both to the clipboard; charts as PNG.
//   copyEstimateJson(doc);   // clipboard: { "schema": "kvplanner.estimate/1", ... }

#include <QString>

class QImage;

namespace kvgui {

class PlannerDocument;

QString estimateJson(const PlannerDocument& document);
QString estimateMarkdown(const PlannerDocument& document);
void copyEstimateJson(const PlannerDocument& document);
void copyEstimateMarkdown(const PlannerDocument& document);
// Saves a PNG; throws kvapp::AppError ("Cannot write “c.png”: ...") when it cannot.
void savePng(const QImage& image, const QString& path);

} // namespace kvgui
