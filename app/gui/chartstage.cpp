#include "chartstage.h"

#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace kvgui {

ChartStage::ChartStage(QWidget* charts, QWidget* results, QWidget* parent)
    : QWidget(parent), m_charts(charts), m_results(results), m_area(new QScrollArea(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(charts, 1); // first, so Tab reaches the charts' tabs before the numbers below
    m_area->setWidget(results);
    m_area->setWidgetResizable(true);
    m_area->setFocusPolicy(Qt::NoFocus); // Tab goes to the controls inside; focusing one scrolls to it
    m_area->setFrameShape(QFrame::NoFrame);
    m_area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_area->viewport()->setAutoFillBackground(false);
    m_area->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // Only the height scrolls: across, the numbers take the stage's width as they did in the window's layout.
    results->setSizePolicy(QSizePolicy::Ignored, results->sizePolicy().verticalPolicy());
    layout->addWidget(m_area);
    results->installEventFilter(this); // its height follows its content (ResultsPanel::fitSections)
}

bool ChartStage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_results && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        share();
    return QWidget::eventFilter(watched, event);
}

void ChartStage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    share();
}

// The numbers get what the charts' share leaves of this stage, at most their own height.
void ChartStage::share()
{
    const QWidget* top = window();
    const int spacing = layout()->spacing();
    const int wanted = static_cast<int>(top->height() * kChartShare) + spacing;
    const int lines = m_results->fontMetrics().lineSpacing() * 3 + 8;
    const int own = m_results->minimumHeight() > 0 ? m_results->minimumHeight() : m_results->sizeHint().height();
    const int room = std::max(lines, height() - wanted);
    const int h = std::min(own, room);
    if (m_area->height() != h || m_area->minimumHeight() != h)
        m_area->setFixedHeight(h);
}

} // namespace kvgui
