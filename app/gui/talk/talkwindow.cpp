#include "talkwindow.h"
#include "moneysettings.h"
#include "talktr.h"

#include "hardware.h"
#include "plannerdocument.h"
#include "stepview.h"
#include "talktexts.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace kvgui::talk {

namespace {

size_t cycled(std::optional<size_t> current, size_t fallback, int delta, size_t n)
{
    const size_t from = current.value_or(fallback);
    return (from + n + size_t(delta % int(n) + int(n))) % n;
}

} // namespace

TalkWindow::TalkWindow(const PlannerDocument* document, TalkScript script, QWidget* parent)
    : QWidget(parent), m_catalog(document->catalog()), m_base(document->scenario()), m_script(std::move(script)),
      m_view(new StepView(this)), m_overlayLabel(new QLabel(this))
{
    setWindowTitle(Talk::tr("kvplanner talk"));
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setFocusProxy(this);
    m_overlayLabel->setStyleSheet(QStringLiteral("QLabel { background: rgba(40,44,52,230); color: white; "
                                                 "padding: 10px 18px; border-radius: 8px; font-size: 22px; }"));
    m_overlayLabel->hide();
    m_overlayTimer.setSingleShot(true);
    m_overlayTimer.setInterval(2500);
    connect(&m_overlayTimer, &QTimer::timeout, m_overlayLabel, &QWidget::hide);
    setCursor(Qt::BlankCursor);
    prepare();
}

void TalkWindow::goTo(int index)
{
    const int clamped = std::clamp(index, 0, stepCount() - 1);
    if (clamped == m_index && m_view->progress() > 0)
        return;
    m_index = clamped;
    prepare();
    Q_EMIT stepChanged(m_index);
}

void TalkWindow::prepare()
{
    if (m_script.steps.empty())
        return;
    TalkStep step = m_script.steps[size_t(m_index)];
    if (m_model)
        step.scenario.model = QString::fromStdString(m_catalog.models[*m_model].id);
    if (m_hardware)
        step.scenario.hardware = QString::fromStdString(m_catalog.hardware[*m_hardware].id);
    m_view->setData(prepareStep(step, m_base, m_catalog, savedEnergyUse()));
}

QString TalkWindow::stepTitleAt(int index) const
{
    const TalkStep& step = m_script.steps.at(size_t(std::clamp(index, 0, stepCount() - 1)));
    if (!step.title.isEmpty())
        return step.title;
    StepData d;
    d.step = step;
    return stepTitle(d);
}

void TalkWindow::cycleModel(int delta)
{
    if (m_catalog.models.empty())
        return;
    size_t now = 0;
    for (size_t i = 0; i < m_catalog.models.size(); ++i)
        if (m_catalog.models[i].id == m_view->data().scenario.model.id)
            now = i;
    m_model = cycled(m_model, now, delta, m_catalog.models.size());
    prepare();
    //: overlay while the presenter changes the model: %1 its name
    showOverlay(Talk::tr("Model: %1   (M / Shift+M)").arg(QString::fromStdString(m_catalog.models[*m_model].name)));
}

void TalkWindow::cycleHardware(int delta)
{
    if (m_catalog.hardware.empty())
        return;
    size_t now = 0;
    for (size_t i = 0; i < m_catalog.hardware.size(); ++i)
        if (m_catalog.hardware[i].id == m_view->data().scenario.hardware.id)
            now = i;
    m_hardware = cycled(m_hardware, now, delta, m_catalog.hardware.size());
    prepare();
    //: overlay while the presenter changes the machine: %1 its name
    showOverlay(
        Talk::tr("Machine: %1   (H / Shift+H)").arg(QString::fromStdString(m_catalog.hardware[*m_hardware].name)));
}

void TalkWindow::showOverlay(const QString& text)
{
    m_overlay = text;
    m_overlayLabel->setText(text);
    m_overlayLabel->adjustSize();
    m_overlayLabel->move(width() - m_overlayLabel->width() - 24, 24);
    m_overlayLabel->show();
    m_overlayLabel->raise();
    m_overlayTimer.start();
}

void TalkWindow::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const int back = event->modifiers() & Qt::ShiftModifier ? -1 : 1;
    if (key == Qt::Key_Right || key == Qt::Key_Space || key == Qt::Key_PageDown || key == Qt::Key_Down)
        goTo(m_index + 1);
    else if (key == Qt::Key_Left || key == Qt::Key_PageUp || key == Qt::Key_Backspace || key == Qt::Key_Up)
        goTo(m_index - 1);
    else if (key >= Qt::Key_1 && key <= Qt::Key_9)
        goTo(key - Qt::Key_1);
    else if (key == Qt::Key_B || key == Qt::Key_Period)
        m_view->setBlank(!m_view->isBlank());
    else if (key == Qt::Key_P)
        m_view->setPaused(!m_view->isPaused());
    else if (key == Qt::Key_M)
        cycleModel(back);
    else if (key == Qt::Key_H)
        cycleHardware(back);
    else if (key == Qt::Key_Escape)
        close();
    else
        QWidget::keyPressEvent(event);
}

void TalkWindow::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_overlayLabel->move(width() - m_overlayLabel->width() - 24, 24);
}

} // namespace kvgui::talk
