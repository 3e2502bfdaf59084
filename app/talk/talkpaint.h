#pragma once
// Internal to the talk renderer: the shared drawing context and one painter per step kind.
#include "talkrenderer.h"

#include <QFont>
#include <QPainter>
#include <QString>

#include <utility>
#include <vector>

namespace kvgui::talk {

struct Canvas
{
    QPainter& p;
    QRectF area; // where the picture goes
    double s;    // scale: 1.0 at 1080 px high
    const TalkTheme& theme;
    double t; // animation progress 0..1

    QFont font(double px, bool bold = false) const;
    // Text in a box; flags as for QPainter::drawText.
    void text(const QRectF& r, const QString& s, double px, const QColor& c, int flags, bool bold = false) const;
    // One line that must fit the box's width: the type shrinks to 3/4 of px at most, then the end is elided.
    void line(const QRectF& r, const QString& s, double px, const QColor& c, int flags, bool bold = false) const;
};

// A plot frame with three ticks per axis (tokens or users on x, bytes on y); returns the inner rect.
QRectF plotFrame(const Canvas& c, const QRectF& r, uint64_t xMax, uint64_t yMax, const QString& xTitle);
QPointF plotPoint(const QRectF& plot, double x, double y, double xMax, double yMax);
// A labelled dashed horizontal line at y bytes (a capacity).
void hLine(const Canvas& c, const QRectF& plot, double y, double yMax, const QString& label, const QColor& col);

// A row of horizontal bars: a label, a smaller note under it, segments and the value at the end.
struct BarRow
{
    QString label, note, value;
    std::vector<std::pair<uint64_t, QColor>> segments;
};
// barShare: the longest bar's share of the width right of the labels (the rest holds the value text).
void paintBarRows(const Canvas& c, const std::vector<BarRow>& rows, double labelWidth, double barShare = 0.60);

// Eases 0..1 -> 0..1 (smooth start and stop); `from` / `to` pick a slice of the whole animation.
double ease(double t, double from = 0, double to = 1);

void paintRuntimes(const Canvas& c, const StepData& d);      // bars, one per runtime
void paintLayers(const Canvas& c, const StepData& d);        // bytes per token: per-layer stack
void paintGrowth(const Canvas& c, const StepData& d);        // memory against retained tokens
void paintArchitectures(const Canvas& c, const StepData& d); // bars, one per model
void paintRemedies(const Canvas& c, const StepData& d);      // what-ifs, each with its price
void paintConversation(const Canvas& c, const StepData& d);  // prefill then decode timeline
void paintUsers(const Canvas& c, const StepData& d);         // users joining one by one
void paintLimit(const Canvas& c, const StepData& d);         // the device bar and the limits
void paintFaq(const Canvas& c, const StepData& d);           // questions and answers

} // namespace kvgui::talk
