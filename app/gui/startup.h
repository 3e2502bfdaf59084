#pragma once
// The GUI's command line (QCommandLineParser):
//   kvplanner [FILE] [--scenario FILE.kvplan] [--model ID|FILE] [--context N] [--users N]
//             [--weights SCHEME] [--hardware ID | --vram GIB [--gpus N] [--ram GIB]]
//             [--screenshot OUT.png [--size 1280x800] [--explain [--explain-step N]]] [--lang xx]
//             [--theme light|dark]
//             [--talk [--talk-step N] [--talk-file TALK.json]]   (talk mode, see talk/talkstartup.h)
// FILE is a scenario (*.kvplan) or a model file. --screenshot renders the window to a PNG after
// layout and one pass of the event loop, then exits — for the README, talks and tests. Screenshots
// start from the default scenario (never from the last session) so they are reproducible.

#include "catalog.h"
#include "thismachine.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace kvgui {

class MainWindow;
class PlannerDocument;

struct StartupOptions
{
    QString file;
    QString scenario;
    QString model;
    std::optional<qint64> context;
    std::optional<qint64> users;
    QString weights;
    QString hardware;
    std::optional<double> vramGiB;
    std::optional<double> ramGiB;
    std::optional<int> gpus;
    QString screenshot;
    QSize size{1280, 800};
    QString lang;
    QString theme;                  // "", "system", "light", "dark"
    bool talk = false;              // --talk: start (or screenshot) the full-screen talk
    bool explain = false;           // --explain: open the Explain panel (F6), e.g. for a screenshot
    std::optional<int> talkStep;    // 1-based
    std::optional<int> explainStep; // 1-based, with --explain
    QString talkFile;
    bool hasInputs() const;
};

// Detects this computer and, when something was found, puts it first among the catalog's machines.
kvapp::ThisMachine addThisMachine(kv::Catalog& catalog);

// Parses the application's arguments; on a bad value returns the error text.
std::optional<StartupOptions> parseStartup(const QStringList& arguments, QString* error);

// Applies the file, scenario and quick options to the document, in that order. Returns the errors
// (one per option that could not be applied); the document keeps whatever did apply.
QStringList applyStartup(const StartupOptions& options, PlannerDocument& document);

// The last session: reopens the last file when it was saved (and still opens), else restores the
// last scenario from the settings. Returns false when there was nothing to restore.
bool restoreLastSession(PlannerDocument& document);

// Renders the window at `size` into `path`, with the Explain panel beside it when it floats.
// Returns false (and an error text) on failure.
bool takeScreenshot(MainWindow& window, const QString& path, const QSize& size, QString* error);

} // namespace kvgui
