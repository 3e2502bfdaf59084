#include "palette.h"

#include "reportstyle.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace kvgui {

// One colour per component everywhere: the report's table is the single source (same order of parts).
QColor verdictColor(VerdictTone tone)
{
    switch (tone) {
    case VerdictTone::Good: return QColor(0x2e, 0x9e, 0x4f);
    case VerdictTone::Warn: return QColor(0xd9, 0x8e, 0x04);
    case VerdictTone::Bad: return QColor(0xd6, 0x3b, 0x3b);
    case VerdictTone::Neutral: break;
    }
    return QColor(0x80, 0x80, 0x80);
}

QColor capacityColor(const QPalette& palette)
{
    return palette.color(QPalette::WindowText);
}

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x26, 0x28, 0x2c), base(0x1c, 0x1e, 0x22), text(0xe8, 0xe8, 0xea);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2c, 0x2f, 0x34));
    p.setColor(QPalette::ToolTipBase, QColor(0x33, 0x36, 0x3b));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x93, 0x99));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x33, 0x36, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x44, 0x47, 0x4d));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::Mid, QColor(0x55, 0x58, 0x5e));
    p.setColor(QPalette::Dark, QColor(0x16, 0x17, 0x1a));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x7a, 0x7d, 0x83));
    return p;
}

void applyTheme(Theme theme)
{
    // Following the system is the default: leave the platform's own palette (a dark desktop theme
    // included) alone, unless a fixed theme was applied during this run.
    static bool changed = false;
    if (theme == Theme::System) {
        if (changed)
            QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    changed = true;
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette() : QApplication::style()->standardPalette());
}

} // namespace kvgui
