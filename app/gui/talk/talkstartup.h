#pragma once
// Starting a talk: the default talk (resources/talks/default.json, or a built-in copy when the file
// is missing) and the --talk command line.
//   kvplanner --talk [--talk-step N] [--talk-file FILE.json] [--screenshot out.png --size 1920x1080]
// With --screenshot, step N (1 = first) is rendered at its last frame and the program exits.
#include "talkscript.h"

#include <QSize>
#include <QString>

#include <optional>

namespace kvgui {
class MainWindow;
class PlannerDocument;
struct StartupOptions;
} // namespace kvgui

namespace kvgui::talk {

// The shipped talk; never empty. A malformed default file falls back to the built-in steps.
TalkScript defaultTalk();
// The built-in steps: one of each kind, in story order, bound to the presenter's scenario.
TalkScript builtinTalk();

// nullopt when --talk was not given; otherwise the exit code (a screenshot) or the event loop's.
std::optional<int> runTalkOption(const StartupOptions& options, MainWindow& window);

// Renders step `index` (0-based) at its last frame into a PNG.
bool saveTalkScreenshot(const PlannerDocument& document, const TalkScript& script, int index, const QSize& size,
                        const QString& path, QString* error);

} // namespace kvgui::talk
