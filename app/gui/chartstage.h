#pragma once
// The charts above the numbers, with the charts as the stable centre: whatever the suggestions, the
// warnings or the window's size, the charts keep at least `chartShare` of the window's height (the
// default, 0.42, leaves both charts their whole axes at 1280x800, 1366x768 and the first-run size), and
// the numbers below take what is left, up to their own height, scrolling inside it when it is less
// (never below three lines, so the launch command's title and first line stay in view).
//   auto* stage = new ChartStage(charts, results);  layout->addWidget(stage, 1);

#include <QWidget>

class QScrollArea;

namespace kvgui {

class ChartStage : public QWidget
{
    Q_OBJECT

public:
    ChartStage(QWidget* charts, QWidget* results, QWidget* parent = nullptr);

    static constexpr double kChartShare = 0.42;
    QScrollArea* resultsArea() const { return m_area; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void share();

    QWidget* m_charts;
    QWidget* m_results;
    QScrollArea* m_area;
};

} // namespace kvgui
