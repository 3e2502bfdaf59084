#pragma once
// The answer first: "Fits", "Spills 12 layers to RAM", "Does not fit" in large type with a symbol
// (readable without colour), one sentence of why, and tiles with the key numbers (total against
// usable memory, KV cache, longest context, speed bound, how long the plan's prompt takes to read).

#include "estimate.h"

#include <QFrame>

class QHBoxLayout;
class QLabel;

namespace kvgui {

class PlannerDocument;

class VerdictBanner : public QFrame
{
    Q_OBJECT

public:
    explicit VerdictBanner(PlannerDocument* document, QWidget* parent = nullptr);

    QString headline() const; // the verdict as shown
    QString kvText() const;   // the KV cache tile's value
    // The tiles' values as shown: memory needed, usable memory, KV cache, longest context, speed bound, first token.
    QStringList tileValues() const;

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Tile
    {
        QLabel* caption;
        QLabel* value;
    };
    Tile addTile(QHBoxLayout* row);
    void refresh();
    void showVerdict();
    void showTiles();
    void fitDetail(); // the detail sentence in two lines, ending in "…" when longer

    PlannerDocument* m_document;
    QLabel* m_symbol;
    QLabel* m_headline;
    QLabel* m_detail;
    QString m_detailText; // the whole sentence (tooltip, accessibility)
    Tile m_total;
    Tile m_usable;
    Tile m_kv;
    Tile m_context;
    Tile m_speed;
    Tile m_firstToken; // hidden when the prefill bound is unknown (no peak compute figure for the machine)
    QColor m_tone;
};

} // namespace kvgui
