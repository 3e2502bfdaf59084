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
    // Slide: the whole step (the talk). Picture: the picture alone, drawn as on a 1100-px-wide slide
    // and scaled to the widget's width, its height following the width (the Explain panel).
    enum class Drawing : uint8_t { Slide, Picture };
    void setDrawing(Drawing drawing);
    bool hasHeightForWidth() const override { return m_drawing == Drawing::Picture; }
    int heightForWidth(int width) const override { return width * 9 / 16; }

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
    Drawing m_drawing = Drawing::Slide;
};

} // namespace kvgui::talk
