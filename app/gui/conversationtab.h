#pragma once
// The "Conversation" chart tab: a ConversationChart with the prompt and answer lengths (spin
// boxes) and what it draws (one conversation, or the users joining) above it. The lengths start at
// the core's default conversation (kv::defaultConversation: half the context each) and follow it as
// the context changes, until the user edits one; "Default" goes back to following it.
//   ConversationTab tab(&document);  tab.prompt()->setValue(4096);   // chart redrawn for 4096 + answer

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace kvgui {

class ConversationChart;
class PlannerDocument;

class ConversationTab : public QWidget
{
    Q_OBJECT

public:
    explicit ConversationTab(PlannerDocument* document, QWidget* parent = nullptr);

    ConversationChart* chart() const { return m_chart; }
    QSpinBox* prompt() const { return m_prompt; }
    QSpinBox* answer() const { return m_answer; }
    QComboBox* mode() const { return m_mode; }
    QToolButton* resetButton() const { return m_reset; }

public Q_SLOTS:
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    void followDefault();
    void lengthsEdited();

    PlannerDocument* m_document;
    ConversationChart* m_chart;
    QLabel* m_promptLabel;
    QSpinBox* m_prompt;
    QLabel* m_answerLabel;
    QSpinBox* m_answer;
    QToolButton* m_reset;
    QComboBox* m_mode;
    bool m_custom = false;
};

} // namespace kvgui
