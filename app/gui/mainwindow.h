#pragma once
// The planner window. It only wires: it creates the panels, the actions and the menus, and connects
// them to the one PlannerDocument. Layout: inputs (model, machine, runtime) in a sidebar; on the
// right the verdict first, then the sliders, the charts and the numbers.

#include <QMainWindow>
#include <QPointer>

#include <array>

class QAction;
class QGroupBox;
class QActionGroup;
class QDockWidget;
class QMenu;
class QSplitter;

namespace kvgui {

class AdvicePanel;
class BreakdownModel;
class ChooseWindow;
class ChartsPanel;
class ChartStage;
class ElidedLabel;
class FileController;
class HardwarePanel;
class InputSliders;
class LanguageManager;
class ModelPicker;
class PlannerDocument;
class ResultsPanel;
class RuntimePanel;
class SideModelsPanel;
class VerdictBanner;
namespace talk {
class SpeakerNotes;
class TalkWindow;
} // namespace talk

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(PlannerDocument* document, LanguageManager* languages, QWidget* parent = nullptr);
    ~MainWindow() override;

    PlannerDocument* document() const { return m_document; }
    FileController* files() const { return m_files; }
    BreakdownModel* breakdown() const { return m_breakdown; }
    ModelPicker* modelPicker() const { return m_modelPicker; }
    HardwarePanel* hardwarePanel() const { return m_hardware; }
    RuntimePanel* runtimePanel() const { return m_runtime; }
    InputSliders* sliders() const { return m_sliders; }
    VerdictBanner* banner() const { return m_banner; }
    ChartsPanel* charts() const { return m_charts; }
    ChartStage* stage() const { return m_stage; }
    ResultsPanel* results() const { return m_results; }
    AdvicePanel* advice() const { return m_advice; }
    ChooseWindow* chooseWindow(); // created on first use
    void openChoose(int tab);     // ChooseWindow::Tab

    void restoreWindowState(); // geometry and splitter from the settings
    // One line above the verdict saying why the first run opened on this plan; hidden once the plan changes.
    void setStartNote(const QString& note);
    QString startNote() const;
    bool startNoteShown() const;
    void startTalk(); // the full-screen talk (F5) for the current scenario
    // View → Speaker Notes (Shift+F5): the notes window beside the talk, starting the talk if needed.
    void openSpeakerNotes();
    talk::TalkWindow* talkWindow() const;     // the running talk, or nullptr
    talk::SpeakerNotes* speakerNotes() const; // its notes window, or nullptr
    QDockWidget* explainDock() const { return m_explainDock; }
    static constexpr int kMainMinWidth = 1180; // the inputs and results need this much beside a dock
    static constexpr int kExplainMinWidth = 300, kExplainMaxWidth = 440;
    void saveWindowState(); // geometry, splitter, the scenario and the file path
    static QRect openingGeometry(const QRect& available, const QSize& minimum); // the first run's window

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QWidget* buildSidebar();
    QWidget* buildMain();
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateTitle();
    void updateRecentMenu();
    void exportChart();
    void exportTalk();
    void placeExplain();
    void setTheme(int theme);

    PlannerDocument* m_document;
    LanguageManager* m_languages;
    BreakdownModel* m_breakdown;
    FileController* m_files;
    ModelPicker* m_modelPicker = nullptr;
    HardwarePanel* m_hardware = nullptr;
    RuntimePanel* m_runtime = nullptr;
    SideModelsPanel* m_side = nullptr;
    InputSliders* m_sliders = nullptr;
    VerdictBanner* m_banner = nullptr;
    ChartsPanel* m_charts = nullptr;
    ChartStage* m_stage = nullptr;
    ElidedLabel* m_startNote = nullptr;
    ResultsPanel* m_results = nullptr;
    AdvicePanel* m_advice = nullptr;
    ChooseWindow* m_choose = nullptr;
    QMenu* m_chooseMenu = nullptr;
    QAction* m_fitAction = nullptr;
    QAction* m_machinesAction = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_pinAction = nullptr;
    QAction* m_findModel = nullptr;
    QSplitter* m_splitter = nullptr;
    std::array<QGroupBox*, 4> m_groups{};

    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_exportMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_themeMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_new = nullptr;
    QAction* m_open = nullptr;
    QAction* m_checkLog = nullptr;
    QAction* m_addModelFolder = nullptr;
    QAction* m_openCluster = nullptr;
    QAction* m_openModel = nullptr;
    QAction* m_openModelFolder = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_exportReport = nullptr;
    QAction* m_exportPng = nullptr;
    QAction* m_exportTalk = nullptr;
    QAction* m_copyJson = nullptr;
    QAction* m_copyMarkdown = nullptr;
    QAction* m_clearRecent = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_logScale = nullptr;
    QAction* m_about = nullptr;
    QAction* m_talk = nullptr;
    QAction* m_notes = nullptr;
    QPointer<talk::TalkWindow> m_talkWindow;
    QDockWidget* m_explainDock = nullptr;
    QActionGroup* m_themes = nullptr;
};

} // namespace kvgui
