#pragma once
// Ways to make it fit, under the verdict banner: the core's suggestions (kv::advise through the
// document) for a plan that spills, does not fit, or fits with little room, each with what it costs,
// what it leads to, and an Apply button that makes the change as one undoable step. Compact, so the
// charts keep their room: one line with the top suggestion (its text cut at a word with "…", the whole
// sentence as tooltip) and an "N more" button that unfolds the others. Hidden when there is nothing to
// suggest. Recomputed shortly after the plan settles, so dragging a slider stays smooth.

#include "choose.h"

#include <QFrame>

#include <vector>

class QGridLayout;
class QLabel;
class QScrollArea;
class QTimer;
class QToolButton;

namespace kvgui {

class ElidedLabel;
class PlannerDocument;

class AdvicePanel : public QFrame
{
    Q_OBJECT

public:
    explicit AdvicePanel(PlannerDocument* document, QWidget* parent = nullptr);

    const std::vector<kv::Advice>& advice() const { return m_advice; }
    void refreshNow(); // recompute at once (tests, screenshots)
    // The summary shown for suggestion i, its outcome ("fits, 23.0 GiB in all"), and the Apply button's action.
    QString rowText(int i) const;
    QString resultText(int i) const;
    void apply(int i);
    // Row i's text label (the first is always shown; the others when "N more" is open).
    ElidedLabel* rowLabel(int i) const;
    QToolButton* moreButton() const { return m_more; }
    void setExpanded(bool open);

    static constexpr double kAdviceShare = 0.16; // unfolded, at most this share of the window's height

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void rebuild();
    void retranslateUi();
    void fitHeight();

    PlannerDocument* m_document;
    QTimer* m_timer;
    QLabel* m_title;
    QToolButton* m_more;
    QScrollArea* m_scroll;
    QWidget* m_rows; // the grid of suggestions, inside m_scroll
    QGridLayout* m_grid;
    std::vector<kv::Advice> m_advice;
    std::vector<ElidedLabel*> m_texts;
    std::vector<QWidget*> m_extra; // the widgets of rows 2.. (shown when expanded)
    bool m_expanded = false;
};

} // namespace kvgui
