#pragma once
// File operations of the window, through the dialog seam: New, Open scenario, Open model file or folder,
// Save, Save As, recent files, files dropped on the window, and the unsaved-changes question.
//   fc.openPath(u"qwen.kvplan"_s);   // a scenario: replaces the document (asks first if dirty)
//   fc.openPath(u"config.json"_s);   // a model file: an undoable model change
// Errors are shown with DialogProvider::showError and leave the document as it was.

#include <QObject>
#include <QStringList>
#include <QWidget>

namespace kvgui {

class PlannerDocument;

class FileController : public QObject
{
    Q_OBJECT

public:
    FileController(PlannerDocument* document, QWidget* window);

    bool newDocument();
    bool open();                        // asks for a *.kvplan
    bool openModelFile();               // asks for a GGUF / config.json / spec JSON / .safetensors
    bool openModelFolder();             // asks for a model folder (config.json + *.safetensors, e.g. MLX)
    bool checkLog();                    // asks for a runtime log and opens the log check
    bool addModelFolder();              // asks for a folder of models, remembers it and rescans
    bool openClusterFile();             // asks for a kvplanner.cluster/1 file: the machine becomes that cluster
    bool openPath(const QString& path); // a scenario, a model file, or a runtime log (*.log, *.txt)
    bool checkLogFile(const QString& path);
    bool save();
    bool saveAs();
    // Asks to save a dirty document; false = the user cancelled (keep the document open).
    bool maybeSave();

    QStringList recentFiles() const;
    void clearRecentFiles();
    static bool isScenarioFile(const QString& path);
    static bool isLogFile(const QString& path);

Q_SIGNALS:
    void recentFilesChanged();

private:
    bool openScenario(const QString& path);
    bool openModel(const QString& path);
    void addRecent(const QString& path);
    QString startDirectory() const;
    void rememberDirectory(const QString& path);

    PlannerDocument* m_document;
    QWidget* m_window;
};

} // namespace kvgui
