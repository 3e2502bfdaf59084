#pragma once
// The GUI's command line (QCommandLineParser):
//   kvplanner [FILE] [PLAN OPTIONS] [--screenshot OUT.png [--size 1280x800] [--explain [--explain-step N]]]
//             [--lang xx] [--theme light|dark] [--talk [--talk-step N] [--talk-file TALK.json]]
// FILE is a scenario (*.kvplan) or a model file. PLAN OPTIONS are exactly `kvplanner-cli estimate`'s
// (app/common/planoptions.h, one table): --scenario, --model, --context, --users, --runtime, --weights,
// --kv-type, --contextsize, --max-model-len, --hardware, --vram ... They apply on top of FILE (or of the
// default plan), so `kvplanner --model qwen3-8b --runtime koboldcpp --context 32768` opens on the plan
// `kvplanner-cli estimate` prints for the same options. A bad plan option is refused before the window
// opens, with the CLI's reason, on stderr ("kvplanner: error: ...") and exit status 2: these options are
// typed in a terminal or written in a script or a launcher, which read stderr and the status, and a
// window showing some other plan than the one asked for would mislead. A FILE that cannot be opened is
// reported on stderr and the window opens anyway (a double-clicked file keeps its window).
// --screenshot renders the window to a PNG after layout and one pass of the event loop, then exits —
// for the README, talks and tests. Screenshots start from the default scenario (never from the last
// session) so they are reproducible.
//
// Errors follow app/'s convention (app/common/apperror.h): the functions below throw kvapp::AppError or
// kv::InputError; main() words them with kvapp::currentFailure().

#include "catalog.h"
#include "thismachine.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QCommandLineParser;

namespace kvgui {

class MainWindow;
class PlannerDocument;

struct StartupOptions
{
    QString file;
    // Every option as parsed: the plan options are read from it by kvapp::applyScenarioOptions.
    std::shared_ptr<const QCommandLineParser> parser;
    QString screenshot;
    QSize size{1280, 800};
    QString lang;
    QString theme;                  // "", "system", "light", "dark"
    bool talk = false;              // --talk: start (or screenshot) the full-screen talk
    bool explain = false;           // --explain: open the Explain panel (F6), e.g. for a screenshot
    std::optional<int> talkStep;    // 1-based
    std::optional<int> explainStep; // 1-based, with --explain
    QString talkFile;
    bool hasInputs() const; // FILE or a plan option
};

// Detects this computer and, when something was found, puts it first among the catalog's machines.
kvapp::ThisMachine addThisMachine(kv::Catalog& catalog);

// Parses the application's arguments (--help and --version print and exit here). Throws AppError on an
// unknown option or a bad value of a window option (--size, --talk-step ...); plan options are checked
// by applyStartup.
StartupOptions parseStartup(const QStringList& arguments);

// Opens FILE (a scenario or a model file), if any. Throws AppError when it cannot be opened.
void openStartupFile(const StartupOptions& options, PlannerDocument& document);

// Opens --scenario, then applies the other plan options on top of the document's plan, in one step.
// Throws (AppError, kv::InputError) on a bad value with the CLI's reason; the plan options then change
// nothing.
void applyStartup(const StartupOptions& options, PlannerDocument& document);

// The last session: reopens the last file when it was saved (and still opens), else restores the
// last scenario from the settings. Returns false when there was nothing to restore.
bool restoreLastSession(PlannerDocument& document);

// The first run (no file, no plan option, no saved or last-used plan): the most capable model the fit
// table finds for 8,192 tokens and one user on this computer (the default machine when this computer
// was not detected): of the rows that fit without spilling at 4 bits or more, with room for twice that
// context and a tenth of the memory to spare, and decode at 10 tokens/s or faster (or at an unknown
// speed), the model with the most parameters at its highest such scheme.
// Opens it as an unmodified, unsaved plan and returns the one line that says why it was chosen; returns
// "" and leaves the plan alone when no row qualifies.
//   on an RTX 4090 + 64 GB: Qwen3 32B at Q4_K_M — "Opened on Qwen3 32B (Q4_K_M): the largest model that
//   fits the NVIDIA GeForce RTX 4090 24 GB at 8,192 tokens for one user, at most 38.6 tokens/s."
QString openFirstRunPlan(PlannerDocument& document);
// The plan the window starts on when no FILE or plan option was given: the last session (not for a
// screenshot), else the first run's plan (not for the talk, whose file names its own). Returns the
// first run's line, or "".
QString openStartPlan(const StartupOptions& options, PlannerDocument& document, bool screenshot);

// Renders the window at `size` into `path`, with the Explain panel beside it when it floats.
// Throws AppError (exit status 1) when the picture cannot be written.
void takeScreenshot(MainWindow& window, const QString& path, const QSize& size);

} // namespace kvgui
