#pragma once
// Draws one talk step onto any QPainter: the full-screen talk, the Explain panel and --talk
// screenshots, the PDF slides and their PNGs all use it. It reads only the precomputed StepData; `t` (0..1) is the
// animation's progress, so a frame costs a few hundred primitives and no estimates.
//
//   TalkTheme theme = TalkTheme::dark();                 // high contrast, for projectors
//   paintStep(painter, QRectF(0, 0, 1920, 1080), data, 1.0, theme);
// Every size scales with the rectangle's height (1080 px = 1.0), with a floor for small panels.
#include "talkdata.h"

#include <QColor>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace kvgui::talk {

struct TalkTheme
{
    QColor background, text, dim, grid, bad;
    // Fonts. On paper (PDF slides) the families are the report's, pinned so that the PDF's text
    // extracts as written in every language (no ligatures, IPA Gothic for Japanese; see reportstyle.h).
    QStringList families{QStringLiteral("Noto Sans"), QStringLiteral("Noto Sans CJK JP"), QStringLiteral("IPAGothic")};
    bool noShaping = false;
    static TalkTheme dark();  // the projector theme: near-black, white text
    static TalkTheme light(); // the Explain panel in a light window
    static TalkTheme paper(); // the projector theme with the PDF's fonts (slides, --png-dir)
};

void paintStep(QPainter& p, const QRectF& rect, const StepData& d, double t, const TalkTheme& theme);
// The step's picture alone (no title, sentences or footer): the Explain panel words those itself at
// dock size and draws the picture below them. Sizes scale with the rectangle's height as above.
void paintStepPicture(QPainter& p, const QRectF& rect, const StepData& d, double t, const TalkTheme& theme);

} // namespace kvgui::talk
