#pragma once
// kvplanner-cli talk: talk mode as PDF slides, one 16:9 page per step, drawn by the same renderer as
// the full-screen talk (app/talk), for the plan given by the estimate options. Like `report`, it needs
// a QGuiApplication (fonts, painting), which main() creates offscreen.
//   kvplanner-cli talk --model qwen3-8b --hardware rtx-4090 --out talk.pdf --lang ja [--notes] \
//       [--talk-file my-talk.json] [--png-dir slides/]
// The default talk is bound to the plan: the options given (model, machine, runtime, KV type, context,
// users) win over the talk's own scenario fields. A --talk-file keeps its steps' fields; the options
// fill in what a step leaves out.
// Exit status: 0 written, 2 bad input or a file that cannot be written (nothing partial is left).

#include <QStringList>

namespace kvcli {

bool isTalkCommand(int argc, char** argv);
int cmdTalk(const QStringList& args);

} // namespace kvcli
