#include "explainpanel.h"

#include "palette.h"
#include "plannerdocument.h"
#include "stepview.h"
#include "talkstartup.h"
#include "talktr.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
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

} // namespace

ExplainPanel::ExplainPanel(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_view(new StepView), m_prev(new QToolButton), m_next(new QToolButton),
      m_position(new QLabel), m_debounce(new QTimer(this))
{
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_prev);
    bar->addWidget(m_position, 1, Qt::AlignCenter);
    bar->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_view, 1);
    layout->addLayout(bar);
    m_prev->setArrowType(Qt::LeftArrow);
    m_next->setArrowType(Qt::RightArrow);
    connect(m_prev, &QToolButton::clicked, this, [this] { goTo(m_index - 1); });
    connect(m_next, &QToolButton::clicked, this, [this] { goTo(m_index + 1); });
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150); // a slider drag recomputes once it rests
    connect(m_debounce, &QTimer::timeout, this, &ExplainPanel::refresh);
    connect(m_document, &PlannerDocument::scenarioChanged, m_debounce, qOverload<>(&QTimer::start));
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
    m_view->setData(prepareStep(panelScript().steps[size_t(m_index)], m_document->scenario(), m_document->catalog()));
    retranslateUi();
}

void ExplainPanel::retranslateUi()
{
    //: Explain panel: %1 the step, %2 how many
    m_position->setText(Talk::tr("Step %1 of %2").arg(m_index + 1).arg(stepCount()));
    m_prev->setToolTip(Talk::tr("Previous step"));
    m_next->setToolTip(Talk::tr("Next step"));
    m_prev->setEnabled(m_index > 0);
    m_next->setEnabled(m_index + 1 < stepCount());
}

void ExplainPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        m_view->setTheme(isDark(palette()) ? TalkTheme::dark() : TalkTheme::light());
    QWidget::changeEvent(event);
}

void ExplainPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refresh();
}

} // namespace kvgui::talk
