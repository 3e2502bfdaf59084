#include "stepview.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace kvgui::talk {

StepView::StepView(QWidget* parent) : QWidget(parent)
{
    m_timer.setInterval(16); // ~60 Hz
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &StepView::tick);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(320, 200);
}

void StepView::setData(StepData data)
{
    m_data = std::move(data);
    m_progress = 0;
    m_clock.start();
    if (!m_paused)
        m_timer.start();
    update();
}

void StepView::setTheme(const TalkTheme& theme)
{
    m_theme = theme;
    update();
}

void StepView::setPaused(bool paused)
{
    m_paused = paused;
    if (paused) {
        m_timer.stop();
    } else if (m_progress < 1) {
        m_clock.start();
        m_timer.start();
    }
    update();
}

void StepView::setBlank(bool blank)
{
    m_blank = blank;
    update();
}

void StepView::finish()
{
    m_progress = 1;
    m_timer.stop();
    update();
}

void StepView::tick()
{
    const double duration = std::max(1, m_data.step.durationMs);
    m_progress = std::min(1.0, m_progress + double(m_clock.restart()) / duration);
    if (m_progress >= 1)
        m_timer.stop();
    update();
}

void StepView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    if (m_blank) {
        p.fillRect(rect(), Qt::black);
        return;
    }
    if (m_drawing == Drawing::Slide) {
        paintStep(p, QRectF(rect()), m_data, m_progress, m_theme);
        return;
    }
    constexpr double kVirtualWidth = 1100;
    const double scale = width() / kVirtualWidth;
    p.scale(scale, scale);
    paintStepPicture(p, QRectF(0, 0, kVirtualWidth, height() / scale), m_data, m_progress, m_theme);
}

void StepView::setDrawing(Drawing drawing)
{
    m_drawing = drawing;
    QSizePolicy policy = sizePolicy();
    policy.setHeightForWidth(drawing == Drawing::Picture);
    setSizePolicy(policy);
    updateGeometry();
    update();
}

void StepView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        update(); // every text is worded at paint time
    QWidget::changeEvent(event);
}

} // namespace kvgui::talk
