#pragma once
// A one-line label that shows as much of its text as fits, ended in "…" at a place where a line may
// break (between words in Latin scripts, between characters in Japanese): never in the middle of a word.
// The whole text is its tooltip (and its accessible name) whenever it is cut.
//   auto* l = new ElidedLabel;  l->setFullText(tr("Store the KV cache as q8_0: about half the memory ..."));
//   // 300 px wide: "Store the KV cache as q8_0: about half the…"

#include <QLabel>

namespace kvgui {

class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    QString fullText() const { return m_full; }
    bool isElided() const { return text() != m_full; }
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    // The longest start of `text` that ends where a line may break and fits `width` pixels with "…".
    static QString elideAtBreak(const QString& text, const QFontMetrics& metrics, int width);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void relayout();

    QString m_full;
};

} // namespace kvgui
