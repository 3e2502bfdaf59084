#include "filecontroller.h"

#include "logcheckdialog.h"

#include "dialogprovider.h"
#include "plannerdocument.h"
#include "settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kvgui {

FileController::FileController(PlannerDocument* document, QWidget* window)
    : QObject(window), m_document(document), m_window(window)
{
}

bool FileController::isScenarioFile(const QString& path)
{
    if (path.endsWith(QStringLiteral(".kvplan"), Qt::CaseInsensitive))
        return true;
    // A JSON file that says it is a scenario.
    QFile f(path);
    if (!path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) || !f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(4096);
    return head.contains("\"app\": \"kvplanner\"") || head.contains("\"app\":\"kvplanner\"");
}

bool FileController::maybeSave()
{
    if (!m_document->isDirty())
        return true;
    switch (DialogProvider::askSaveChanges(m_window, m_document->displayName())) {
    case DialogProvider::Answer::Save: return save();
    case DialogProvider::Answer::Discard: return true;
    case DialogProvider::Answer::Cancel: break;
    }
    return false;
}

bool FileController::newDocument()
{
    if (!maybeSave())
        return false;
    m_document->newDocument();
    return true;
}

bool FileController::open()
{
    const QString path = DialogProvider::openFileName(m_window, tr("Open scenario"), startDirectory(),
                                                      tr("kvplanner scenarios (*.kvplan);;All files (*)"));
    return !path.isEmpty() && openPath(path);
}

bool FileController::openModelFile()
{
    const QString path =
        DialogProvider::openFileName(m_window, tr("Open model file"), startDirectory(),
                                     tr("Model files (*.gguf *.json *.safetensors);;GGUF files (*.gguf);;config.json "
                                        "or model description (*.json);;safetensors beside a config.json "
                                        "(*.safetensors);;All files (*)"));
    return !path.isEmpty() && openModel(path);
}

bool FileController::openModelFolder()
{
    const QString dir = DialogProvider::directoryName(
        m_window, tr("Open a model folder (config.json + *.safetensors, such as an MLX one)"), startDirectory());
    return !dir.isEmpty() && openModel(dir);
}

bool FileController::addModelFolder()
{
    const QString dir = DialogProvider::directoryName(m_window, tr("Add a folder of models"), startDirectory());
    if (dir.isEmpty())
        return false;
    QStringList folders = Settings::get(settings::kModelFolders);
    const QString path = QFileInfo(dir).absoluteFilePath();
    if (!folders.contains(path))
        folders << path;
    Settings::set(settings::kModelFolders, folders);
    m_document->scanLocalModelsInBackground(folders);
    return true;
}

bool FileController::openClusterFile()
{
    const QString path = DialogProvider::openFileName(m_window, tr("Open a cluster"), startDirectory(),
                                                      tr("Cluster files (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    try {
        m_document->openClusterFile(path);
    } catch (...) {
        DialogProvider::showCurrentFailure(m_window, tr("Cannot open cluster"));
        return false;
    }
    rememberDirectory(path);
    return true;
}

bool FileController::openPath(const QString& path)
{
    if (isLogFile(path))
        return checkLogFile(path);
    return isScenarioFile(path) ? openScenario(path) : openModel(path);
}

bool FileController::checkLog()
{
    const QString path = DialogProvider::openFileName(m_window, tr("Check against a log"), startDirectory(),
                                                      tr("Runtime logs (*.log *.txt *.out);;All files (*)"));
    return !path.isEmpty() && checkLogFile(path);
}

bool FileController::checkLogFile(const QString& path)
{
    rememberDirectory(path);
    auto* dialog = new LogCheckDialog(m_document, path, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return true;
}

bool FileController::isLogFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("log") || suffix == QLatin1String("txt") || suffix == QLatin1String("out");
}

bool FileController::openScenario(const QString& path)
{
    if (!maybeSave())
        return false;
    try {
        m_document->load(path);
    } catch (...) {
        DialogProvider::showCurrentFailure(m_window, tr("Cannot open scenario"));
        return false;
    }
    rememberDirectory(path);
    addRecent(m_document->filePath());
    return true;
}

bool FileController::openModel(const QString& path)
{
    try {
        m_document->openModelFile(path);
    } catch (...) {
        DialogProvider::showCurrentFailure(m_window, tr("Cannot open model file"));
        return false;
    }
    rememberDirectory(path);
    addRecent(QFileInfo(path).absoluteFilePath());
    return true;
}

bool FileController::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    try {
        m_document->save(m_document->filePath());
    } catch (...) {
        DialogProvider::showCurrentFailure(m_window, tr("Cannot save"));
        return false;
    }
    return true;
}

bool FileController::saveAs()
{
    QString suggested = m_document->filePath();
    if (suggested.isEmpty())
        suggested = QDir(startDirectory())
                        .filePath(QString::fromStdString(m_document->scenario().model.id) + QStringLiteral(".kvplan"));
    QString path =
        DialogProvider::saveFileName(m_window, tr("Save scenario"), suggested, tr("kvplanner scenarios (*.kvplan)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".kvplan");
    try {
        m_document->save(path);
    } catch (...) {
        DialogProvider::showCurrentFailure(m_window, tr("Cannot save"));
        return false;
    }
    rememberDirectory(path);
    addRecent(m_document->filePath());
    return true;
}

QStringList FileController::recentFiles() const
{
    return Settings::get(settings::kRecentFiles);
}

void FileController::clearRecentFiles()
{
    Settings::set(settings::kRecentFiles, QStringList());
    Q_EMIT recentFilesChanged();
}

void FileController::addRecent(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > settings::kMaxRecentFiles)
        files.removeLast();
    Settings::set(settings::kRecentFiles, files);
    Q_EMIT recentFilesChanged();
}

QString FileController::startDirectory() const
{
    const QString dir = Settings::get(settings::kLastDirectory);
    return dir.isEmpty() ? QDir::homePath() : dir;
}

void FileController::rememberDirectory(const QString& path)
{
    Settings::set(settings::kLastDirectory, QFileInfo(path).absolutePath());
}

} // namespace kvgui
