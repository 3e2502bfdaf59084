#pragma once
// The Explain panel of the planner window: the talk's story, step by step, for the document's current
// scenario (no step overrides), drawn by the same renderer at panel size. It follows the document,
// recomputing (debounced, and only while visible) when the scenario changes.
//   auto* dock = new QDockWidget;  dock->setWidget(new ExplainPanel(document));
#include <QWidget>

class QLabel;
class QToolButton;

namespace kvgui {
class PlannerDocument;
}

namespace kvgui::talk {

class StepView;

class ExplainPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ExplainPanel(PlannerDocument* document, QWidget* parent = nullptr);

    int currentStep() const { return m_index; }
    int stepCount() const;
    void goTo(int index);
    StepView* view() const { return m_view; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void retranslateUi();

    PlannerDocument* m_document;
    StepView* m_view;
    QToolButton* m_prev;
    QToolButton* m_next;
    QLabel* m_position;
    QTimer* m_debounce;
    int m_index = 0;
};

} // namespace kvgui::talk
