#pragma once
// The full-screen talk (F5 in the planner window; Esc leaves). It steps through a TalkScript, each
// step bound to the presenter's scenario with the step's overrides, drawn large in a high-contrast
// theme with no controls.
//
// Keys: → / space / PgDn next, ← / PgUp previous, 1–9 jump, B blank, P pause, Esc leave,
//       M / Shift+M next / previous model, H / Shift+H next / previous machine (shown in a small
//       overlay; the choice wins over the steps' own models until the talk ends).
//   TalkWindow w(&document, defaultTalk());  w.showFullScreen();  w.goTo(3);
#include "catalog.h"
#include "scenario.h"
#include "talkscript.h"

#include <QTimer>
#include <QWidget>

class QLabel;

#include <optional>

namespace kvgui {
class PlannerDocument;
}

namespace kvgui::talk {

class StepView;

class TalkWindow : public QWidget
{
    Q_OBJECT
public:
    TalkWindow(const PlannerDocument* document, TalkScript script, QWidget* parent = nullptr);

    int stepCount() const { return int(m_script.steps.size()); }
    int currentStep() const { return m_index; }
    StepView* view() const { return m_view; }
    QString stepTitleAt(int index) const; // the title step `index` shows (for the speaker notes)
    void goTo(int index);                 // clamped
    QString overlayText() const { return m_overlay; }

Q_SIGNALS:
    void stepChanged(int index);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void cycleModel(int delta);
    void cycleHardware(int delta);
    void showOverlay(const QString& text);
    void prepare();

    const kv::Catalog& m_catalog;
    kv::Scenario m_base;
    TalkScript m_script;
    StepView* m_view;
    int m_index = 0;
    std::optional<size_t> m_model, m_hardware; // presenter's choices, indices into the catalog
    QString m_overlay;
    QLabel* m_overlayLabel;
    QTimer m_overlayTimer;
};

} // namespace kvgui::talk
