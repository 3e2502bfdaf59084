#include "elidedlabel.h"

#include <QEvent>
#include <QTextBoundaryFinder>

namespace kvgui {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString& text)
{
    if (text == m_full && !text.isEmpty())
        return;
    m_full = text;
    relayout();
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("MMMM…")), QLabel::minimumSizeHint().height()};
}

QSize ElidedLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    return {fontMetrics().horizontalAdvance(m_full) + m.left() + m.right() + 2 * margin() + 2,
            QLabel::sizeHint().height()};
}

QString ElidedLabel::elideAtBreak(const QString& text, const QFontMetrics& fm, int width)
{
    if (fm.horizontalAdvance(text) <= width)
        return text;
    const QString ellipsis(QChar(0x2026));
    const int room = width - fm.horizontalAdvance(ellipsis) - 2; // shaping may join "…" a pixel wider
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qsizetype best = 0;
    for (qsizetype at = breaks.toNextBoundary(); at > 0 && at < text.size(); at = breaks.toNextBoundary()) {
        const QString head = text.left(at).trimmed();
        if (fm.horizontalAdvance(head) > room)
            break;
        best = at;
    }
    QString head = text.left(best).trimmed();
    // Do not end on a dangling separator ("…quality;…", "…q8_0:…"): drop trailing punctuation.
    while (!head.isEmpty() && (head.back().isPunct() || head.back().isSpace()) && head.back() != QChar(0x2019))
        head.chop(1);
    return head.isEmpty() ? ellipsis : head + ellipsis;
}

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    relayout();
}

void ElidedLabel::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        relayout();
}

void ElidedLabel::relayout()
{
    const int width = contentsRect().width() - 2 * margin();
    const QString shown = width > 0 ? elideAtBreak(m_full, fontMetrics(), width) : m_full;
    if (shown != text())
        setText(shown);
    setToolTip(shown != m_full ? m_full : QString());
    setAccessibleName(m_full);
}

} // namespace kvgui
