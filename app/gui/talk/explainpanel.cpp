#include "explainpanel.h"
#include "moneysettings.h"

#include "palette.h"
#include "plannerdocument.h"
#include "stepview.h"
#include "talkstartup.h"
#include "talktexts.h"
#include "talktr.h"
#include "wrappedlabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace kvgui::talk {

namespace {

const TalkScript& panelScript()
{
    static const TalkScript script = builtinTalk();
    return script;
}

const TalkStep* faqStep()
{
    for (const TalkStep& step : panelScript().steps)
        if (step.kind == StepKind::Faq)
            return &step;
    return nullptr;
}

void clear(QVBoxLayout* layout)
{
    while (QLayoutItem* item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

} // namespace

ExplainPanel::ExplainPanel(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_view(new StepView), m_title(wrappedLabel(1.25, true)),
      m_lines(new QVBoxLayout), m_faqHeading(wrappedLabel(1.1, true)), m_faq(new QVBoxLayout), m_prev(new QToolButton),
      m_next(new QToolButton), m_position(new QLabel), m_debounce(new QTimer(this))
{
    m_view->setDrawing(StepView::Drawing::Picture);
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(8, 6, 8, 8);
    column->setSpacing(6);
    column->addWidget(m_title);
    column->addLayout(m_lines);
    column->addWidget(m_view);
    column->addSpacing(6);
    column->addWidget(m_faqHeading);
    column->addLayout(m_faq);
    column->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_prev);
    bar->addWidget(m_position, 1, Qt::AlignCenter);
    bar->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 4);
    layout->addWidget(scroll, 1);
    layout->addLayout(bar);
    m_prev->setArrowType(Qt::LeftArrow);
    m_next->setArrowType(Qt::RightArrow);
    connect(m_prev, &QToolButton::clicked, this, [this] { goTo(m_index - 1); });
    connect(m_next, &QToolButton::clicked, this, [this] { goTo(m_index + 1); });
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150); // a slider drag recomputes once it rests
    connect(m_debounce, &QTimer::timeout, this, &ExplainPanel::refresh);
    connect(m_document, &PlannerDocument::scenarioChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_document, &PlannerDocument::moneyChanged, m_debounce, qOverload<>(&QTimer::start));
    retranslateUi();
}

int ExplainPanel::stepCount() const
{
    return int(panelScript().steps.size());
}

void ExplainPanel::goTo(int index)
{
    m_index = std::clamp(index, 0, stepCount() - 1);
    refresh();
}

void ExplainPanel::refresh()
{
    if (!isVisible() && m_view->data().step.id == panelScript().steps[size_t(m_index)].id)
        return; // recomputed when shown
    m_view->setTheme(isDark(palette()) ? TalkTheme::dark() : TalkTheme::light());
    m_view->setData(prepareStep(panelScript().steps[size_t(m_index)], m_document->scenario(), m_document->catalog(),
                                savedEnergyUse()));
    fillTexts();
    retranslateUi();
}

QString ExplainPanel::titleText() const
{
    return m_title->text();
}

QStringList ExplainPanel::faqTexts() const
{
    QStringList out;
    for (int i = 0; i + 1 < m_faq->count(); i += 2) {
        const auto* q = qobject_cast<QLabel*>(m_faq->itemAt(i)->widget());
        const auto* a = qobject_cast<QLabel*>(m_faq->itemAt(i + 1)->widget());
        if (q && a)
            out << q->text() + QLatin1Char('\n') + a->text();
    }
    return out;
}

// The words of the step and the answers for this plan, at dock size (the numbers come from the core
// through prepareStep; nothing is worded here that the talk does not word).
void ExplainPanel::fillTexts()
{
    const StepData& d = m_view->data();
    m_title->setText(stepTitle(d));
    clear(m_lines);
    for (const QString& line : stepLines(d)) {
        QLabel* label = wrappedLabel(1.0, false);
        label->setText(line);
        m_lines->addWidget(label);
    }
    clear(m_faq);
    const TalkStep* faq = faqStep();
    if (!faq)
        return;
    const StepData f = d.step.kind == StepKind::Faq
                           ? d
                           : prepareStep(*faq, m_document->scenario(), m_document->catalog(), savedEnergyUse());
    for (const FaqItem& item : faqItems(f)) {
        QLabel* q = wrappedLabel(1.0, true);
        q->setText(item.question);
        QLabel* a = wrappedLabel(1.0, false);
        a->setText(item.answer);
        m_faq->addWidget(q);
        m_faq->addWidget(a);
    }
}

void ExplainPanel::retranslateUi()
{
    //: Explain panel: %1 the step, %2 how many
    m_position->setText(Talk::tr("Step %1 of %2").arg(m_index + 1).arg(stepCount()));
    m_prev->setToolTip(Talk::tr("Previous step"));
    m_next->setToolTip(Talk::tr("Next step"));
    m_prev->setEnabled(m_index > 0);
    m_next->setEnabled(m_index + 1 < stepCount());
    //: Explain panel: heading above the answers to common questions, worked out for the current plan
    m_faqHeading->setText(Talk::tr("For this plan"));
    m_faqHeading->setVisible(m_faq->count() > 0);
}

void ExplainPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        fillTexts();
        retranslateUi();
    } else if (event->type() == QEvent::PaletteChange)
        m_view->setTheme(isDark(palette()) ? TalkTheme::dark() : TalkTheme::light());
    QWidget::changeEvent(event);
}

void ExplainPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refresh();
}

} // namespace kvgui::talk
