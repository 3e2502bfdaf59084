#pragma once
// The Explain panel of the planner window: the talk's story, step by step, for the document's current
// scenario (no step overrides), laid out for a dock: the step's title and sentences as wrapped text
// at the window's type sizes, the step's picture (the talk renderer, scaled to the panel's width),
// then the answers to the questions people ask, for this plan (talktexts.h faqItems: does the file
// grow, is the whole context allocated at once, can RAM hold the cache and what that costs), all in
// a vertical scroll area. It follows the document, recomputing (debounced, and only while visible)
// when the scenario changes.
//   auto* dock = new QDockWidget;  dock->setWidget(new ExplainPanel(document));
#include <QWidget>

class QLabel;
class QVBoxLayout;
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
    QString titleText() const;
    QStringList faqTexts() const; // "question\nanswer" per question, as shown

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void fillTexts();
    void retranslateUi();

    PlannerDocument* m_document;
    StepView* m_view;
    QLabel* m_title;
    QVBoxLayout* m_lines;
    QLabel* m_faqHeading;
    QVBoxLayout* m_faq;
    QToolButton* m_prev;
    QToolButton* m_next;
    QLabel* m_position;
    QTimer* m_debounce;
    int m_index = 0;
};

} // namespace kvgui::talk
