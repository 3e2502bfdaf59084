#include "mainwindow.h"

#include "advicepanel.h"
#include "choosewindow.h"

#include <QLineEdit>

#include "breakdownmodel.h"
#include "chartspanel.h"
#include "chartstage.h"
#include "dialogprovider.h"
#include "elidedlabel.h"
#include "exporter.h"
#include "filecontroller.h"
#include "hardwarepanel.h"
#include "inputsliders.h"
#include "languagemanager.h"
#include "modelpicker.h"
#include "palette.h"
#include "plannerdocument.h"
#include "reportdialog.h"
#include "resultspanel.h"
#include "runtimepanel.h"
#include "settings.h"
#include "sidemodelspanel.h"
#include "talk/explainpanel.h"
#include "talk/speakernotes.h"
#include "talk/talkstartup.h"
#include "talk/talkwindow.h"
#include "talkexport.h"
#include "verdictbanner.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QGroupBox>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QUndoStack>
#include <QVBoxLayout>

namespace kvgui {

MainWindow::MainWindow(PlannerDocument* document, LanguageManager* languages, QWidget* parent)
    : QMainWindow(parent), m_document(document), m_languages(languages), m_breakdown(new BreakdownModel(this)),
      m_files(new FileController(document, this))
{
    m_breakdown->setEstimate(m_document->estimate());
    connect(m_document, &PlannerDocument::estimateChanged, m_breakdown, &BreakdownModel::setEstimate);
    if (m_languages)
        connect(m_languages, &LanguageManager::languageChanged, m_breakdown, &BreakdownModel::retranslate);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(buildSidebar());
    m_splitter->addWidget(buildMain());
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({360, 920});
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);

    m_explainDock = new QDockWidget(this);
    m_explainDock->setObjectName(QStringLiteral("explainDock"));
    m_explainDock->setWidget(new talk::ExplainPanel(m_document));
    m_explainDock->setMinimumWidth(kExplainMinWidth);
    m_explainDock->setMaximumWidth(kExplainMaxWidth); // docked, it never takes the charts' room
    addDockWidget(Qt::RightDockWidgetArea, m_explainDock);
    m_explainDock->hide(); // View → Explain; keeps the default layout (and screenshots) unchanged
    connect(m_explainDock, &QDockWidget::visibilityChanged, this, [this] { placeExplain(); });
    connect(m_explainDock, &QDockWidget::topLevelChanged, this, [this] { placeExplain(); });
    createActions();
    createMenus();
    retranslateUi();
    setAcceptDrops(true);
    setMinimumSize(kMainMinWidth, 680); // below this the verdict tiles and the result columns would crowd
    connect(m_document, &PlannerDocument::dirtyChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlannerDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlannerDocument::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_files, &FileController::recentFilesChanged, this, &MainWindow::updateRecentMenu);
    updateRecentMenu();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // ~QWidget closes the window after this body and hides the dock, which would call back into a MainWindow
    // that is already only a QWidget.
    if (m_explainDock)
        m_explainDock->disconnect(this);
}

QWidget* MainWindow::buildSidebar()
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(10, 10, 6, 10);
    layout->setSpacing(10);
    m_modelPicker = new ModelPicker(m_document);
    m_hardware = new HardwarePanel(m_document);
    m_runtime = new RuntimePanel(m_document);
    m_side = new SideModelsPanel(m_document);
    const std::array<QWidget*, 4> panels{m_modelPicker, m_hardware, m_runtime, m_side};
    for (size_t i = 0; i < panels.size(); ++i) {
        m_groups[i] = new QGroupBox;
        auto* box = new QVBoxLayout(m_groups[i]);
        box->addWidget(panels[i]);
        layout->addWidget(m_groups[i], i == 0 ? 1 : 0);
    }
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("inputs"));
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the controls inside; focusing one scrolls to it
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(350);
    return scroll;
}

QWidget* MainWindow::buildMain()
{
    auto* main = new QWidget;
    auto* layout = new QVBoxLayout(main);
    layout->setContentsMargins(6, 8, 10, 8);
    layout->setSpacing(8);
    m_banner = new VerdictBanner(m_document);
    m_sliders = new InputSliders(m_document);
    m_charts = new ChartsPanel(m_document, m_breakdown);
    m_results = new ResultsPanel(m_document);
    m_advice = new AdvicePanel(m_document);
    m_stage = new ChartStage(m_charts, m_results);
    m_startNote = new ElidedLabel;
    m_startNote->setObjectName(QStringLiteral("startNote"));
    m_startNote->hide();
    layout->addWidget(m_startNote);
    layout->addWidget(m_banner);
    layout->addWidget(m_advice);
    layout->addWidget(m_sliders);
    layout->addWidget(m_stage, 1); // the charts keep their share of the height; the numbers scroll below
    return main;
}

void MainWindow::createActions()
{
    m_new = new QAction(this);
    m_new->setShortcut(QKeySequence::New);
    connect(m_new, &QAction::triggered, m_files, &FileController::newDocument);
    m_open = new QAction(this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, m_files, &FileController::open);
    m_openModel = new QAction(this);
    m_openModel->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openModel, &QAction::triggered, m_files, &FileController::openModelFile);
    m_openModelFolder = new QAction(this);
    connect(m_openModelFolder, &QAction::triggered, m_files, &FileController::openModelFolder);
    m_addModelFolder = new QAction(this);
    connect(m_addModelFolder, &QAction::triggered, m_files, &FileController::addModelFolder);
    m_openCluster = new QAction(this);
    connect(m_openCluster, &QAction::triggered, m_files, &FileController::openClusterFile);
    connect(m_hardware, &HardwarePanel::clusterFileRequested, m_files, &FileController::openClusterFile);
    m_checkLog = new QAction(this);
    connect(m_checkLog, &QAction::triggered, m_files, &FileController::checkLog);
    m_save = new QAction(this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, m_files, &FileController::save);
    m_saveAs = new QAction(this);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAs, &QAction::triggered, m_files, &FileController::saveAs);
    m_exportReport = new QAction(this);
    m_exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(m_exportReport, &QAction::triggered, this, [this] { ReportDialog(m_document, this).exec(); });
    m_exportTalk = new QAction(this);
    m_exportTalk->setObjectName(QStringLiteral("exportTalkAction"));
    connect(m_exportTalk, &QAction::triggered, this, &MainWindow::exportTalk);
    m_exportPng = new QAction(this);
    connect(m_exportPng, &QAction::triggered, this, &MainWindow::exportChart);
    m_copyJson = new QAction(this);
    m_copyJson->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyJson, &QAction::triggered, this, [this] { copyEstimateJson(*m_document); });
    m_copyMarkdown = new QAction(this);
    m_copyMarkdown->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(m_copyMarkdown, &QAction::triggered, this, [this] { copyEstimateMarkdown(*m_document); });
    m_clearRecent = new QAction(this);
    connect(m_clearRecent, &QAction::triggered, m_files, &FileController::clearRecentFiles);
    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    m_undo = m_document->undoStack()->createUndoAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_document->undoStack()->createRedoAction(this);
    m_redo->setShortcut(QKeySequence::Redo);
    m_logScale = new QAction(this);
    m_logScale->setCheckable(true);
    m_logScale->setChecked(m_charts->logToggle()->isChecked());
    connect(m_logScale, &QAction::toggled, m_charts, &ChartsPanel::setLogScale);
    connect(m_charts->logToggle(), &QCheckBox::toggled, m_logScale, &QAction::setChecked);
    m_talk = new QAction(this);
    m_talk->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_talk, &QAction::triggered, this, &MainWindow::startTalk);
    m_notes = new QAction(this);
    m_notes->setObjectName(QStringLiteral("speakerNotesAction"));
    m_notes->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    connect(m_notes, &QAction::triggered, this, &MainWindow::openSpeakerNotes);
    m_fitAction = new QAction(this);
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    connect(m_fitAction, &QAction::triggered, this, [this] { openChoose(ChooseWindow::ModelsTab); });
    m_machinesAction = new QAction(this);
    m_machinesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    connect(m_machinesAction, &QAction::triggered, this, [this] { openChoose(ChooseWindow::MachinesTab); });
    m_compareAction = new QAction(this);
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_compareAction, &QAction::triggered, this, [this] { openChoose(ChooseWindow::CompareTab); });
    m_pinAction = new QAction(this);
    m_pinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_pinAction, &QAction::triggered, m_document, &PlannerDocument::pinCurrent);
    connect(m_document, &PlannerDocument::estimateChanged, m_pinAction,
            [this] { m_pinAction->setEnabled(m_document->canPin()); });
    connect(m_document, &PlannerDocument::pinsChanged, m_pinAction,
            [this] { m_pinAction->setEnabled(m_document->canPin()); });
    m_findModel = new QAction(this);
    m_findModel->setShortcut(QKeySequence::Find);
    connect(m_findModel, &QAction::triggered, this, [this] {
        m_modelPicker->searchField()->setFocus(Qt::ShortcutFocusReason);
        m_modelPicker->searchField()->selectAll();
    });
    m_about = new QAction(this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About kvplanner"),
                           tr("<b>kvplanner %1</b><p>Will this language model fit your machine? Weights plus the "
                              "KV cache that grows with every token and every user, as the runtimes really "
                              "allocate it.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions(
        {m_new, m_open, m_openModel, m_openModelFolder, m_addModelFolder, m_openCluster, m_checkLog});
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_save, m_saveAs});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_exportReport, m_exportTalk});
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->addActions({m_exportPng, m_copyJson, m_copyMarkdown});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undo, m_redo});
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_logScale);
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({m_talk, m_notes});
    QAction* explain = m_explainDock->toggleViewAction();
    explain->setShortcut(QKeySequence(Qt::Key_F6));
    m_viewMenu->addAction(explain);
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themes = new QActionGroup(this);
    const QString current = Settings::get(settings::kTheme);
    for (int i = 0; i < 3; ++i) {
        QAction* a = m_themeMenu->addAction(QString());
        a->setCheckable(true);
        a->setData(i);
        a->setChecked(i == (current == QStringLiteral("light") ? 1 : current == QStringLiteral("dark") ? 2 : 0));
        m_themes->addAction(a);
    }
    connect(m_themes, &QActionGroup::triggered, this, [this](QAction* a) { setTheme(a->data().toInt()); });
    if (m_languages) // View → Language: English, 日本語, Italiano; switches at once
        m_viewMenu->addMenu(m_languages->createMenu(this));
    m_chooseMenu = menuBar()->addMenu(QString());
    m_chooseMenu->addActions({m_fitAction, m_machinesAction, m_compareAction});
    m_chooseMenu->addSeparator();
    m_chooseMenu->addAction(m_pinAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_findModel);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_about);
}

ChooseWindow* MainWindow::chooseWindow()
{
    if (!m_choose)
        m_choose = new ChooseWindow(m_document, this);
    return m_choose;
}

void MainWindow::openChoose(int tab)
{
    ChooseWindow* w = chooseWindow();
    w->showTab(static_cast<ChooseWindow::Tab>(tab));
    w->show();
    w->raise();
    w->activateWindow();
}

void MainWindow::retranslateUi()
{
    m_groups[0]->setTitle(tr("Model"));
    m_groups[1]->setTitle(tr("Machine"));
    m_groups[2]->setTitle(tr("Runtime"));
    m_groups[3]->setTitle(tr("Side models"));
    m_fileMenu->setTitle(tr("&File"));
    m_chooseMenu->setTitle(tr("&Choose"));
    m_fitAction->setText(tr("&Models That Fit This Machine…"));
    m_fitAction->setToolTip(tr("Every model at every weight scheme on this machine, for this context and users."));
    m_machinesAction->setText(tr("M&achines for This Plan…"));
    m_machinesAction->setToolTip(tr("This model, context and users on every hardware preset, best first."));
    m_compareAction->setText(tr("&Compare Pinned Plans…"));
    m_pinAction->setText(tr("&Pin This Plan"));
    m_pinAction->setToolTip(tr("Keep this plan to compare with others (up to four; saved in the file)."));
    m_findModel->setText(tr("&Find Model"));
    m_new->setText(tr("&New"));
    m_open->setText(tr("&Open Scenario…"));
    m_addModelFolder->setText(tr("Add Model &Folder…"));
    m_addModelFolder->setToolTip(tr("Also list the GGUF files and config.json snapshots in a folder of yours under "
                                    "“On this computer” (Ollama's, LM Studio's, llama.cpp's and Hugging Face's "
                                    "folders are found by themselves)."));
    m_openModel->setText(tr("Open &Model File…"));
    m_openCluster->setText(tr("Open C&luster File…"));
    m_openCluster->setToolTip(tr("Plan on several machines whose nodes differ, described in a kvplanner.cluster/1 "
                                 "file (see the README)."));
    m_openModel->setToolTip(tr("Read a model from a GGUF file, a Hugging Face config.json or a kvplanner model "
                               "description."));
    m_openModelFolder->setText(tr("Open MLX / safetensors Fol&der…"));
    m_openModelFolder->setToolTip(tr("Read a model folder as downloaded from Hugging Face (config.json + "
                                     "*.safetensors, such as mlx-community's MLX folders): the weights' exact bytes "
                                     "from the safetensors headers; an MLX folder plans under MLX."));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_clearRecent->setText(tr("&Clear Recent Files"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As…"));
    m_checkLog->setText(tr("&Check Against a Log…"));
    m_checkLog->setToolTip(tr("Compare these numbers with what llama.cpp, Ollama or vLLM printed at start-up, "
                              "line by line; drop a log on the window to do the same."));
    m_exportReport->setText(tr("Export &Report…"));
    m_exportTalk->setText(tr("Export &Talk as PDF…"));
    m_exportTalk->setToolTip(tr("Talk mode as slides for this plan: one 16:9 page per step, each followed by "
                                "its speaker notes"));
    m_exportMenu->setTitle(tr("&Export"));
    m_exportPng->setText(tr("Charts as &PNG…"));
    m_copyJson->setText(tr("Copy Estimate as &JSON"));
    m_copyMarkdown->setText(tr("Copy Estimate as &Markdown"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_logScale->setText(tr("&Logarithmic Axis"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_talk->setText(tr("&Talk Mode"));
    m_talk->setToolTip(tr("Explain the KV cache full screen, step by step (Esc leaves)"));
    m_notes->setText(tr("Speaker &Notes"));
    m_notes->setToolTip(tr("The talk with a second window showing each step's speaker notes, on another screen "
                           "when there is one"));
    // The menu's action keeps the mnemonic; the dock's title bar shows the plain word ("E&xplain" ->
    // "Explain", "説明(&X)" -> "説明").
    const QString explain = tr("E&xplain");
    m_explainDock->setWindowTitle(
        QString(explain).remove(QRegularExpression(QStringLiteral("\\(&.\\)"))).remove(QLatin1Char('&')));
    m_explainDock->toggleViewAction()->setText(explain);
    const QList<QAction*> themes = m_themes->actions();
    themes[0]->setText(tr("&System"));
    themes[1]->setText(tr("&Light"));
    themes[2]->setText(tr("&Dark"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About kvplanner"));
    updateRecentMenu();
    updateTitle();
}

void MainWindow::updateTitle()
{
    const kv::Scenario& s = m_document->scenario();
    //: window title: %1 document name, %2 model, %3 machine; [*] marks unsaved changes
    setWindowTitle(tr("%1[*] — %2 on %3 — kvplanner")
                       .arg(m_document->displayName(), QString::fromStdString(s.model.name),
                            QString::fromStdString(s.hardware.name)));
    setWindowModified(m_document->isDirty());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_files->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        //: recent-file menu entry: %1 its number (keyboard accelerator), %2 the file name
        QAction* a = m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(files[i]).fileName()));
        a->setToolTip(QDir::toNativeSeparators(files[i]));
        const QString& path = files[i]; // captured by value below
        connect(a, &QAction::triggered, this, [this, path] { m_files->openPath(path); });
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecent);
    m_clearRecent->setEnabled(!files.isEmpty());
}

void MainWindow::exportChart()
{
    const QString path = DialogProvider::saveFileName(this, tr("Export charts"),
                                                      QDir::home().filePath(QStringLiteral("kvplanner-charts.png")),
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    try {
        savePng(m_charts->render(2.0), path);
    } catch (...) {
        DialogProvider::showCurrentFailure(this, tr("Cannot export"));
    }
}

void MainWindow::exportTalk()
{
    const QString path = DialogProvider::saveFileName(this, tr("Export Talk as PDF"),
                                                      QDir::home().filePath(QStringLiteral("kvplanner-talk.pdf")),
                                                      tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    talk::SlideOptions options;
    options.notes = true;
    try {
        talk::exportTalkPdf(*m_document, path, options);
    } catch (...) {
        DialogProvider::showCurrentFailure(this, tr("Cannot export"));
    }
}

void MainWindow::setTheme(int theme)
{
    static const QString names[] = {QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")};
    Settings::set(settings::kTheme, names[std::clamp(theme, 0, 2)]);
    applyTheme(static_cast<Theme>(std::clamp(theme, 0, 2)));
}

// Docked at the right, beside the charts, so it never covers the verdict or the charts a speaker points
// at. When the window is too narrow for the inputs, the charts and the panel side by side (under
// kMainMinWidth + kExplainMinWidth, e.g. 1280 px), the inputs make way while the panel is open and come
// back when it closes. A panel the user tore off floats where they put it.
void MainWindow::placeExplain()
{
    QWidget* sidebar = m_splitter->widget(0);
    const bool docked = m_explainDock->isVisible() && !m_explainDock->isFloating();
    const bool narrow = width() - kExplainMinWidth < kMainMinWidth;
    sidebar->setVisible(!(docked && narrow));
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    if (m_explainDock->isVisible())
        placeExplain();
}

void MainWindow::startTalk()
{
    if (m_talkWindow) {
        m_talkWindow->activateWindow();
        return;
    }
    m_talkWindow = new talk::TalkWindow(m_document, talk::defaultTalk());
    m_talkWindow->setAttribute(Qt::WA_DeleteOnClose);
    m_talkWindow->showFullScreen();
}

void MainWindow::openSpeakerNotes()
{
    startTalk();
    talk::SpeakerNotes* notes = speakerNotes();
    if (!notes)
        notes = new talk::SpeakerNotes(m_talkWindow);
    notes->show();
    notes->raise();
    m_talkWindow->activateWindow(); // the keys keep driving the talk
}

talk::TalkWindow* MainWindow::talkWindow() const
{
    return m_talkWindow;
}

talk::SpeakerNotes* MainWindow::speakerNotes() const
{
    return m_talkWindow ? m_talkWindow->findChild<talk::SpeakerNotes*>() : nullptr;
}

void MainWindow::restoreWindowState()
{
    const QByteArray geometry = Settings::get(settings::kGeometry);
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    else if (screen())
        setGeometry(openingGeometry(screen()->availableGeometry(), minimumSize()));
    const QByteArray splitter = Settings::get(settings::kSplitterState);
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
}

// The first run's window: most of the screen's free area (the charts want the height), centred, at
// least the minimum size and at most 1680x1050: on a 1440x900 desktop with a 30 px panel, 1382x835.
QRect MainWindow::openingGeometry(const QRect& available, const QSize& minimum)
{
    const QSize size = (available.size() * 0.96)
                           .boundedTo(QSize(1680, 1050))
                           .expandedTo(minimum)
                           .boundedTo(available.size().expandedTo(minimum));
    QRect r(QPoint(0, 0), size);
    r.moveCenter(available.center());
    r.moveTop(std::max(available.top(), r.top()));
    r.moveLeft(std::max(available.left(), r.left()));
    return r;
}

void MainWindow::setStartNote(const QString& note)
{
    m_startNote->setFullText(note);
    m_startNote->setVisible(!note.isEmpty());
    if (!note.isEmpty())
        connect(m_document, &PlannerDocument::scenarioChanged, m_startNote, &QWidget::hide, Qt::SingleShotConnection);
}

QString MainWindow::startNote() const
{
    return m_startNote->fullText();
}

bool MainWindow::startNoteShown() const
{
    return !m_startNote->isHidden();
}

void MainWindow::saveWindowState()
{
    Settings::set(settings::kGeometry, saveGeometry());
    Settings::set(settings::kSplitterState, m_splitter->saveState());
    Settings::set(settings::kLastScenario, m_document->toJson());
    Settings::set(settings::kLastFile, m_document->isDirty() ? QString() : m_document->filePath());
    Settings::sync();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    saveWindowState();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.front().isLocalFile())
        return;
    event->acceptProposedAction();
    m_files->openPath(urls.front().toLocalFile());
}

} // namespace kvgui
