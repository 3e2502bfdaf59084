#pragma once
// The talk's text in widgets (Explain panel, speaker notes): a word-wrapped, selectable plain-text label
// at `scale` times the widget font, bold or not.

#include <QFont>
#include <QLabel>

namespace kvgui::talk {

inline QLabel* wrappedLabel(double scale, bool bold)
{
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * scale);
    f.setBold(bold);
    label->setFont(f);
    return label;
}

} // namespace kvgui::talk
