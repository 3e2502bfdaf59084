#include "talkrenderer.h"

#include "talkpaint.h"
#include "talktexts.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace kvgui::talk {

TalkTheme TalkTheme::dark()
{
    TalkTheme t;
    t.background = QColor(0x0e, 0x11, 0x16);
    t.text = QColor(0xf4, 0xf4, 0xf0);
    t.dim = QColor(0xa9, 0xb1, 0xbb);
    t.grid = QColor(0x3a, 0x41, 0x4b);
    t.bad = QColor(0xff, 0x5a, 0x52);
    return t;
}

TalkTheme TalkTheme::light()
{
    TalkTheme t;
    t.background = QColor(0xfb, 0xfb, 0xf9);
    t.text = QColor(0x14, 0x16, 0x1a);
    t.dim = QColor(0x55, 0x5d, 0x66);
    t.grid = QColor(0xd4, 0xd8, 0xdd);
    t.bad = QColor(0xc8, 0x2a, 0x2a);
    return t;
}

TalkTheme TalkTheme::paper()
{
    TalkTheme t = dark();
    t.families = {QStringLiteral("DejaVu Sans"), QStringLiteral("IPAPGothic"), QStringLiteral("IPAGothic")};
    t.noShaping = true;
    return t;
}

QFont Canvas::font(double px, bool bold) const
{
    QFont f(theme.families.value(0));
    f.setFamilies(theme.families);
    if (theme.noShaping) {
        f.setStyleStrategy(QFont::PreferNoShaping);
        f.setHintingPreference(QFont::PreferNoHinting);
    }
    f.setPixelSize(std::max(9, int(std::lround(px * s))));
    f.setBold(bold);
    return f;
}

void Canvas::text(const QRectF& r, const QString& str, double px, const QColor& col, int flags, bool bold) const
{
    p.setFont(font(px, bold));
    p.setPen(col);
    p.drawText(r, flags, str);
}

void Canvas::line(const QRectF& r, const QString& str, double px, const QColor& col, int flags, bool bold) const
{
    double size = px;
    while (size > px * 0.75 && QFontMetricsF(font(size, bold), p.device()).horizontalAdvance(str) > r.width())
        size -= px / 16;
    const QFont f = font(size, bold);
    p.setFont(f);
    p.setPen(col);
    p.drawText(r, flags, QFontMetricsF(f, p.device()).elidedText(str, Qt::ElideRight, r.width()));
}

double ease(double t, double from, double to)
{
    const double x = std::clamp((t - from) / std::max(1e-9, to - from), 0.0, 1.0);
    return x * x * (3 - 2 * x);
}

namespace {

// Title and sentences at the top; returns the height they took.
double paintHeader(const Canvas& c, const QRectF& r, const StepData& d)
{
    const QRectF titleBox(r.left(), r.top(), r.width(), 90 * c.s);
    c.text(titleBox, stepTitle(d), 58, c.theme.text, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, true);
    double y = titleBox.bottom() + 10 * c.s;
    for (const QString& line : stepLines(d)) {
        c.p.setFont(c.font(34));
        const QRectF need = c.p.boundingRect(QRectF(r.left(), y, r.width(), 400 * c.s), Qt::TextWordWrap, line);
        c.text(QRectF(r.left(), y, r.width(), need.height()), line, 34, c.theme.dim, Qt::AlignLeft | Qt::TextWordWrap);
        y += need.height() + 6 * c.s;
    }
    return y - r.top();
}

void paintPicture(const Canvas& c, const StepData& d)
{
    switch (d.step.kind) {
    case StepKind::BytesPerToken: return paintLayers(c, d);
    case StepKind::Growth: return paintGrowth(c, d);
    case StepKind::Architectures: return paintArchitectures(c, d);
    case StepKind::Conversation: return paintConversation(c, d);
    case StepKind::Users: return paintUsers(c, d);
    case StepKind::WhatIfs: return paintRemedies(c, d);
    case StepKind::Limit: return paintLimit(c, d);
    case StepKind::Faq: return paintFaq(c, d);
    case StepKind::Runtimes: return paintRuntimes(c, d);
    }
}

} // namespace

void paintStep(QPainter& p, const QRectF& rect, const StepData& d, double t, const TalkTheme& theme)
{
    p.save();
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    p.fillRect(rect, theme.background);
    const double s = std::max(0.42, rect.height() / 1080.0);
    const double margin = 64 * s;
    const QRectF inner = rect.adjusted(margin, 40 * s, -margin, -30 * s);
    Canvas c{p, inner, s, theme, std::clamp(t, 0.0, 1.0)};
    const double head = paintHeader(c, inner, d);
    const double foot = 40 * s;
    c.area = QRectF(inner.left(), inner.top() + head + 24 * s, inner.width(), inner.height() - head - 24 * s - foot);
    paintPicture(c, d);
    c.text(QRectF(inner.left(), inner.bottom() - foot, inner.width(), foot), scenarioLine(d.scenario), 22, theme.dim,
           Qt::AlignLeft | Qt::AlignBottom);
    if (!d.error.isEmpty())
        c.text(QRectF(inner.left(), inner.bottom() - foot, inner.width(), foot), d.error, 22, theme.bad,
               Qt::AlignRight | Qt::AlignBottom);
    p.restore();
}

void paintStepPicture(QPainter& p, const QRectF& rect, const StepData& d, double t, const TalkTheme& theme)
{
    p.save();
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    p.fillRect(rect, theme.background);
    const double s = std::max(0.42, rect.height() / 1080.0);
    const QRectF inner = rect.adjusted(24 * s, 16 * s, -24 * s, -16 * s);
    Canvas c{p, inner, s, theme, std::clamp(t, 0.0, 1.0)};
    paintPicture(c, d);
    p.restore();
}

} // namespace kvgui::talk
