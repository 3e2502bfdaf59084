#pragma once
// A slider that moves between familiar values, with a spin box that shows and accepts the exact one.
//   SnapSlider s;  s.setStops({256, 512, 1024, 2048});  s.setRange(1, 1 << 20);
//   s.setValue(3000);   // spin box 3000, slider handle at the nearest stop (2048)
// valueEdited() fires on every user change (slider step or spin box); dragFinished() when the slider
// is released, so a document can end one undo step there.

#include <QList>
#include <QWidget>

class QLabel;
class QSlider;
class QSpinBox;

namespace kvgui {

class SnapSlider : public QWidget
{
    Q_OBJECT

public:
    explicit SnapSlider(QWidget* parent = nullptr);

    void setStops(const QList<qint64>& stops);     // ascending
    void setRange(qint64 minimum, qint64 maximum); // what the spin box accepts
    void setValue(qint64 value);                   // no signal
    qint64 value() const;
    void setSuffix(const QString& suffix);
    void setAccessibleNames(const QString& name);
    void setToolTips(const QString& tip);
    // Captions under the slider's two ends (e.g. "256" and "40,960").
    void setEndLabels(const QString& low, const QString& high);

    QSlider* slider() const { return m_slider; }
    QSpinBox* spinBox() const { return m_spin; }

Q_SIGNALS:
    void valueEdited(qint64 value);
    void dragFinished();

private:
    void onSliderMoved(int position);
    void onSpinEdited();
    int nearestStop(qint64 value) const;

    QList<qint64> m_stops;
    QSlider* m_slider;
    QSpinBox* m_spin;
    QLabel* m_low;
    QLabel* m_high;
};

} // namespace kvgui
