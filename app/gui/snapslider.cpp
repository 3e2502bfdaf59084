#include "snapslider.h"

#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <cmath>
#include <limits>

namespace kvgui {

SnapSlider::SnapSlider(QWidget* parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal, this)), m_spin(new QSpinBox(this)), m_low(new QLabel(this)),
      m_high(new QLabel(this))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(0);
    grid->addWidget(m_slider, 0, 0, 1, 2);
    grid->addWidget(m_spin, 0, 2);
    grid->addWidget(m_low, 1, 0, Qt::AlignLeft);
    grid->addWidget(m_high, 1, 1, Qt::AlignRight);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    for (QLabel* l : {m_low, m_high}) {
        QFont f = l->font();
        f.setPointSizeF(f.pointSizeF() * 0.85);
        l->setFont(f);
        l->setForegroundRole(QPalette::PlaceholderText);
    }
    m_slider->setPageStep(2);
    m_slider->setTickPosition(QSlider::NoTicks);
    m_spin->setKeyboardTracking(false);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setAlignment(Qt::AlignRight);
    m_spin->setMinimumWidth(m_spin->fontMetrics().horizontalAdvance(QStringLiteral("0,000,000,000")));
    m_spin->setAccelerated(true);
    connect(m_slider, &QSlider::valueChanged, this, &SnapSlider::onSliderMoved);
    connect(m_slider, &QSlider::sliderReleased, this, &SnapSlider::dragFinished);
    // Without keyboard tracking this fires on Enter, on leaving the box and on each arrow step.
    connect(m_spin, &QSpinBox::valueChanged, this, [this] { onSpinEdited(); });
    setFocusProxy(m_slider);
}

void SnapSlider::setStops(const QList<qint64>& stops)
{
    const qint64 current = value();
    m_stops = stops;
    const QSignalBlocker block(m_slider);
    m_slider->setRange(0, std::max<int>(0, static_cast<int>(m_stops.size()) - 1));
    m_slider->setValue(nearestStop(current));
}

void SnapSlider::setRange(qint64 minimum, qint64 maximum)
{
    const QSignalBlocker block(m_spin);
    constexpr qint64 kIntMax = std::numeric_limits<int>::max();
    m_spin->setRange(static_cast<int>(std::min(minimum, kIntMax)), static_cast<int>(std::min(maximum, kIntMax)));
}

void SnapSlider::setValue(qint64 value)
{
    const QSignalBlocker blockSpin(m_spin);
    const QSignalBlocker blockSlider(m_slider);
    m_spin->setValue(static_cast<int>(std::min<qint64>(value, std::numeric_limits<int>::max())));
    m_slider->setValue(nearestStop(value));
}

qint64 SnapSlider::value() const
{
    return m_spin->value();
}

void SnapSlider::setSuffix(const QString& suffix)
{
    m_spin->setSuffix(suffix);
}

void SnapSlider::setAccessibleNames(const QString& name)
{
    m_slider->setAccessibleName(name);
    m_spin->setAccessibleName(name);
}

void SnapSlider::setToolTips(const QString& tip)
{
    m_slider->setToolTip(tip);
    m_spin->setToolTip(tip);
}

void SnapSlider::setEndLabels(const QString& low, const QString& high)
{
    m_low->setText(low);
    m_high->setText(high);
}

void SnapSlider::onSliderMoved(int position)
{
    if (position < 0 || position >= m_stops.size())
        return;
    const qint64 v = m_stops[position];
    {
        const QSignalBlocker block(m_spin);
        m_spin->setValue(static_cast<int>(v));
    }
    Q_EMIT valueEdited(v);
}

void SnapSlider::onSpinEdited()
{
    const qint64 v = m_spin->value();
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(nearestStop(v));
    }
    Q_EMIT valueEdited(v);
}

// The stop closest on a logarithmic scale (the stops are spaced that way).
int SnapSlider::nearestStop(qint64 value) const
{
    int best = 0;
    double bestDistance = std::numeric_limits<double>::max();
    const double lv = std::log(static_cast<double>(std::max<qint64>(1, value)));
    for (int i = 0; i < m_stops.size(); ++i) {
        const double d = std::abs(std::log(static_cast<double>(std::max<qint64>(1, m_stops[i]))) - lv);
        if (d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

} // namespace kvgui
