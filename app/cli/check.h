#pragma once
// kvplanner-cli check LOGFILE [--json]: read a llama.cpp / ik_llama.cpp / Ollama / vLLM start-up log
// ("-" reads stdin, at most 64 MiB), rebuild the scenario it describes, estimate it, and show line by
// line what the runtime allocated, what kvplanner predicts, the difference and why.
//
//   $ kvplanner-cli check llama-server.log
//   item            runtime logged   kvplanner        difference   why
//   kv.non_swa      3072.00 MiB      3072.00 MiB      0            matches to the printed digit
//   compute.CUDA0    456.98 MiB       443.41 MiB      -13.57 MiB   The compute buffer is an approximation ...
// JSON: schema "kvplanner.check/1" (core/logcheck/checkjson.h) with a "message" beside every code.
// Bad input (empty, binary, not a log, no allocation lines, a model it cannot rebuild) exits 2 with one
// line saying what was and was not found.

#include <QStringList>

namespace kvcli {

int cmdCheck(const QStringList& args);

} // namespace kvcli
