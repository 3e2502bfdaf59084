#pragma once
// A widget that shows one talk step and animates it: the full-screen talk and the Explain panel both
// embed one. The numbers come in precomputed (setData); a 60 Hz QTimer only advances the progress,
// so frames cost painting and nothing else.
//
//   StepView v;  v.setTheme(TalkTheme::dark());  v.setData(prepareStep(step, scenario, catalog));
//   v.setPaused(true);  v.finish();   // jump to the last frame (screenshots, tests)
#include "talkdata.h"
#include "talkrenderer.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

namespace kvgui::talk {

class StepView : public QWidget
{
    Q_OBJECT
public:
    explicit StepView(QWidget* parent = nullptr);

    void setData(StepData data); // restarts the animation
    const StepData& data() const { return m_data; }
    void setTheme(const TalkTheme& theme);
    double progress() const { return m_progress; }
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    bool isBlank() const { return m_blank; }
    void setBlank(bool blank);
    void finish(); // the last frame, at once

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void tick();

    StepData m_data;
    TalkTheme m_theme = TalkTheme::dark();
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_progress = 1;
    bool m_paused = false;
    bool m_blank = false;
};

} // namespace kvgui::talk
