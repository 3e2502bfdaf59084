#pragma once
// The prompt speeds a runtime log printed (RuntimeLog::prompts) beside the prefill bound (core/prefill.h) of the
// run the log describes, on the machine that ran it. The bound is the most the hardware allows; the measured speed
// over it is the run's efficiency, which a machine profile can keep (calibration.h) so that later plans for that
// machine say what to expect, not only the bound.
//
// One CheckLine per printed prompt length: item "prefill.<tokens>", unit "tokens/s", logged the printed speed,
// predicted the bound's prompt tokens per second (tolerance: the printed rounding).
//   at or below the bound   WithinBound, reason prefill-within-bound {efficiency %, limiting term, source}
//   above it                Differs, reason prefill-above-bound {efficiency %}: the machine's peak figure is too low,
//                           or it is not the machine that ran the log
//   no bound                NotPredicted, reason prefill-no-bound (no peak compute or bandwidth figure for the
//                           machine: the log's own devices carry none), or prefill-over-context {tokens, capacity}
//
//   tests/data/logs/llamacpp-cpu-prompt-1024.log (llama.cpp v0.5.0 on 2 CPU threads): "prompt eval time =
//   4613.48 ms / 1024 tokens (..., 221.96 tokens per second)"; on a machine whose CPU peaks at 1 TFLOPS the
//   bound is 1e12 x 1024 / 1,030,956,777,472 FLOPs = 993.25 tokens/s (compute), efficiency 22.3 %.

#include "logcompare.h"
#include "runtimelog.h"
#include "scenario.h"

#include <optional>
#include <vector>

namespace kv {

// `machine`: the machine that ran the log, with its peak figures (nullopt: the run's own devices).
std::vector<CheckLine> promptLines(const RuntimeLog& log, const Scenario& run, const std::optional<Hardware>& machine);

// The efficiency of the longest printed prompt that has a bound (its speed over the bound's), or nullopt.
std::optional<double> prefillEfficiency(const std::vector<CheckLine>& lines);

} // namespace kv
