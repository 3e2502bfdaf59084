#pragma once
// Ways to make it fit, under the verdict banner: the core's suggestions (kv::advise through the
// document) for a plan that spills, does not fit, or fits with little room, each with what it costs,
// what it leads to, and an Apply button that makes the change as one undoable step. Hidden when there is
// nothing to suggest. Recomputed shortly after the plan settles, so dragging a slider stays smooth.

#include "choose.h"

#include <QFrame>

#include <vector>

class QGridLayout;
class QLabel;
class QTimer;
class QToolButton;

namespace kvgui {

class PlannerDocument;

class AdvicePanel : public QFrame
{
    Q_OBJECT

public:
    explicit AdvicePanel(PlannerDocument* document, QWidget* parent = nullptr);

    const std::vector<kv::Advice>& advice() const { return m_advice; }
    void refreshNow(); // recompute at once (tests, screenshots)
    // The summary shown for suggestion i, and the Apply button's action.
    QString rowText(int i) const;
    void apply(int i);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void retranslateUi();

    PlannerDocument* m_document;
    QTimer* m_timer;
    QToolButton* m_toggle;
    QWidget* m_body;
    QGridLayout* m_grid;
    std::vector<kv::Advice> m_advice;
    std::vector<QLabel*> m_texts;
};

} // namespace kvgui
