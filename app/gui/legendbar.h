#pragma once
// One legend for all charts, above them: the four component colours (and the hatched "may grow" when a device
// may grow while the server runs), then the line styles
// (usable capacity, VRAM + RAM, the current value, the limit). Drawn as plain widgets so it never
// truncates the way a chart's built-in legend does in a narrow chart, and follows the palette.

#include <QWidget>

#include <array>

class QLabel;

namespace kvgui {

class PlannerDocument;

class LegendBar : public QWidget
{
    Q_OBJECT

public:
    explicit LegendBar(PlannerDocument* document, QWidget* parent = nullptr);

    QStringList texts() const; // the visible entries, in order (tests)
    // Whether the chart draws the VRAM + RAM line (it leaves it out when far above the stack).
    void setMachineLineShown(bool shown);

protected:
    void changeEvent(QEvent* event) override;

private:
    enum Entry { Weights, Kv, Recurrent, Compute, Grow, Capacity, Machine, Now, Limit, EntryCount };
    void retranslateUi();
    void refresh();
    QPixmap sample(int entry) const;

    PlannerDocument* m_document;
    std::array<QLabel*, EntryCount> m_icons{};
    std::array<QLabel*, EntryCount> m_texts{};
    bool m_machineShown = true;
};

} // namespace kvgui
