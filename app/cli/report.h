#pragma once
// kvplanner-cli report: the sizing report as PDF, plus optional exports, from the estimate options
// (or --scenario FILE.kvplan). Needs a QGuiApplication (fonts, painting): main() creates one, offscreen
// unless QT_QPA_PLATFORM says otherwise, only when the command is `report`.
//   kvplanner-cli report --model qwen3-32b --context 32768 --users 4 --hardware rtx-4090 \
//       --out r.pdf --lang ja [--page a4|letter] [--png-charts DIR] [--csv FILE] [--json-out FILE]
// Exit status: 0 written, 2 bad input or a file that cannot be written (nothing partial is left),
// 3 a configuration the runtime refuses.

#include <QStringList>

namespace kvcli {

bool isReportCommand(int argc, char** argv);
int cmdReport(const QStringList& args);

} // namespace kvcli
