#include "legendbar.h"

#include "components.h"
#include "palette.h"
#include "plannerdocument.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>

#include <algorithm>

namespace kvgui {

LegendBar::LegendBar(PlannerDocument* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 0, 4, 0);
    row->setSpacing(4);
    for (int i = 0; i < EntryCount; ++i) {
        m_icons[i] = new QLabel(this);
        m_texts[i] = new QLabel(this);
        row->addWidget(m_icons[i]);
        row->addWidget(m_texts[i]);
        row->addSpacing(i == Grow ? 18 : 8);
    }
    row->addStretch();
    connect(m_document, &PlannerDocument::estimateChanged, this, &LegendBar::refresh);
    retranslateUi();
}

QPixmap LegendBar::sample(int entry) const
{
    const qreal dpr = devicePixelRatioF();
    const QSize size(entry <= Grow ? 14 : 26, 14);
    QPixmap pm(size * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor ink = capacityColor(palette());
    if (entry <= Compute) {
        const QColor c = partColor(static_cast<Part>(entry));
        p.setPen(c.darker(120));
        p.setBrush(c);
        p.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 2, 2);
    } else if (entry == Grow) {
        p.setPen(kvreport::growthPen());
        p.setBrush(kvreport::growthBrush());
        p.drawRect(QRectF(0.5, 0.5, 13, 13));
    } else if (entry == Limit) {
        p.setPen(QPen(ink, 1.2));
        p.setBrush(verdictColor(VerdictTone::Good));
        p.drawEllipse(QPointF(13, 7), 5.5, 5.5);
    } else {
        const Qt::PenStyle style = entry == Capacity ? Qt::DashLine : entry == Machine ? Qt::DashDotLine : Qt::DotLine;
        p.setPen(QPen(ink, entry == Now ? 1.5 : 2.0, style));
        p.drawLine(QPointF(1, 7), QPointF(25, 7));
    }
    return pm;
}

void LegendBar::retranslateUi()
{
    for (int i = 0; i <= Compute; ++i) {
        m_texts[i]->setText(partName(static_cast<Part>(i)));
        m_texts[i]->setToolTip(partHint(static_cast<Part>(i)));
    }
    m_texts[Grow]->setText(kvapp::growthName());
    m_texts[Grow]->setToolTip(kvapp::growthHint());
    m_texts[Capacity]->setText(tr("Usable capacity"));
    m_texts[Capacity]->setToolTip(tr("What the plan may use: the memory minus what the driver, display and OS keep."));
    m_texts[Machine]->setText(tr("VRAM + RAM"));
    m_texts[Now]->setText(tr("Now"));
    m_texts[Now]->setToolTip(tr("The current context (or number of users)."));
    m_texts[Limit]->setText(tr("Limit that still fits"));
    m_texts[Limit]->setToolTip(tr("The longest context (or the most users) for which everything stays in VRAM."));
    for (int i = 0; i < EntryCount; ++i)
        m_icons[i]->setPixmap(sample(i));
    setAccessibleName(tr("Chart legend"));
    refresh();
}

void LegendBar::refresh()
{
    const kv::Estimate& e = m_document->estimate();
    // The machine line is drawn when there is a GPU pool and RAM beside it (kv::MachinePools).
    const bool gpu = e.pools.gpu.present && !e.pools.unified, ram = e.pools.ram.present;
    const bool recurrent = e.memory.recurrent > 0;
    m_icons[Recurrent]->setVisible(recurrent);
    m_texts[Recurrent]->setVisible(recurrent);
    const bool grow =
        std::any_of(e.devices.begin(), e.devices.end(), [](const kv::DeviceUse& d) { return d.mayGrowBytes > 0; });
    m_icons[Grow]->setVisible(grow);
    m_texts[Grow]->setVisible(grow);
    m_icons[Machine]->setVisible(gpu && ram && m_machineShown);
    m_texts[Machine]->setVisible(gpu && ram && m_machineShown);
    for (int i : {Capacity, Limit}) {
        m_icons[i]->setVisible(!e.devices.empty());
        m_texts[i]->setVisible(!e.devices.empty());
    }
}

void LegendBar::setMachineLineShown(bool shown)
{
    if (shown == m_machineShown)
        return;
    m_machineShown = shown;
    refresh();
}

QStringList LegendBar::texts() const
{
    QStringList out;
    for (const QLabel* l : m_texts)
        if (l->isVisibleTo(this))
            out << l->text();
    return out;
}

void LegendBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kvgui
