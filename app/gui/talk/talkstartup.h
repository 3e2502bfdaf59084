#pragma once
// Starting a talk (the default talk is talkscript.h's defaultTalk()) from the --talk command line.
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

// nullopt when --talk was not given; otherwise the exit code (a screenshot) or the event loop's.
// Throws kvapp::AppError (app/common/apperror.h) for a --talk-file that cannot be read (exit status 2)
// or a screenshot that cannot be written (1); main() words it.
std::optional<int> runTalkOption(const StartupOptions& options, MainWindow& window);

// Writes the default talk as PDF slides for the document's plan (its model, machine, runtime and KV
// type win over the talk's own), in the window's language; throws AppError with the worded reason
// (nothing is left at the path then). `notes` adds a notes page after each slide.
struct SlideOptions;
void exportTalkPdf(const PlannerDocument& document, const QString& path, const SlideOptions& options);

// Renders step `index` (0-based) at its last frame into a PNG; throws AppError (exit status 1, as
// the window's --screenshot) when the picture cannot be written.
void saveTalkScreenshot(const PlannerDocument& document, const TalkScript& script, int index, const QSize& size,
                        const QString& path);

} // namespace kvgui::talk
