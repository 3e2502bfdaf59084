#include "conversationtab.h"

#include "charts/conversationchart.h"
#include "plannerdocument.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>

namespace kvgui {

ConversationTab::ConversationTab(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_chart(new ConversationChart(document)), m_promptLabel(new QLabel),
      m_prompt(new QSpinBox), m_answerLabel(new QLabel), m_answer(new QSpinBox), m_reset(new QToolButton),
      m_mode(new QComboBox)
{
    auto* row = new QHBoxLayout;
    row->setContentsMargins(4, 2, 4, 0);
    row->addWidget(m_mode);
    row->addSpacing(8);
    for (auto [label, box] : {std::pair{m_promptLabel, m_prompt}, std::pair{m_answerLabel, m_answer}}) {
        box->setRange(1, std::numeric_limits<int>::max());
        box->setGroupSeparatorShown(true);
        box->setAccelerated(true);
        box->setKeyboardTracking(false);
        label->setBuddy(box);
        row->addWidget(label);
        row->addWidget(box);
        connect(box, &QSpinBox::valueChanged, this, &ConversationTab::lengthsEdited);
    }
    row->addWidget(m_reset);
    row->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(m_chart, 1);
    m_mode->addItem(QString());
    m_mode->addItem(QString());
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this](int i) {
        const bool conversation = i == 0;
        m_chart->setMode(conversation ? ConversationChart::Mode::Conversation : ConversationChart::Mode::UsersJoining);
        for (QWidget* w :
             {static_cast<QWidget*>(m_prompt), static_cast<QWidget*>(m_answer), static_cast<QWidget*>(m_reset)})
            w->setEnabled(conversation);
    });
    connect(m_reset, &QToolButton::clicked, this, [this] {
        m_custom = false;
        followDefault();
    });
    connect(m_document, &PlannerDocument::scenarioChanged, this, [this] {
        if (!m_custom)
            followDefault();
    });
    followDefault();
    retranslate();
}

void ConversationTab::followDefault()
{
    const kv::ConversationLengths d = m_document->defaultConversation();
    constexpr uint64_t kMax = std::numeric_limits<int>::max();
    {
        const QSignalBlocker a(m_prompt), b(m_answer);
        m_prompt->setValue(static_cast<int>(std::min(d.promptTokens, kMax)));
        m_answer->setValue(static_cast<int>(std::min(d.answerTokens, kMax)));
    }
    m_chart->setLengths(d);
}

void ConversationTab::lengthsEdited()
{
    m_custom = true;
    kv::ConversationLengths l;
    l.promptTokens = static_cast<uint64_t>(m_prompt->value());
    l.answerTokens = static_cast<uint64_t>(m_answer->value());
    m_chart->setLengths(l);
}

void ConversationTab::retranslate()
{
    //: the conversation tab: draw one prompt read and answered
    m_mode->setItemText(0, tr("As the answer is written"));
    //: the conversation tab: draw the users joining one by one, each at the full context
    m_mode->setItemText(1, tr("As users join"));
    m_promptLabel->setText(tr("&Prompt:"));
    m_answerLabel->setText(tr("&Answer:"));
    //: spin box suffix: a number of tokens
    m_prompt->setSuffix(tr(" tokens"));
    m_answer->setSuffix(tr(" tokens"));
    m_prompt->setToolTip(tr("How many tokens the question (with any document pasted in) holds."));
    m_answer->setToolTip(tr("How many tokens the model writes in reply."));
    //: button: put the prompt and answer lengths back to half the context each
    m_reset->setText(tr("Default"));
    m_reset->setToolTip(tr("Half the context per user for the prompt and half for the answer, following the "
                           "context slider."));
    m_chart->retranslate();
}

void ConversationTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace kvgui
