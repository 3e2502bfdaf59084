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
// A serving engine's prompt throughput (RuntimeLog::promptThroughput: vLLM's "Avg prompt throughput", SGLang's
// "input throughput") is an average over a span of wall time with no prompt length, so it is not a prompt's speed: at
// best a floor on it. One line, item "prefill.floor", logged the busiest line's figure, predicted the bound at the
// plan's own prompt length (Scenario::promptTokens, else defaultConversation()'s):
//   at or below the bound   WithinBound, reason prefill-floor-within-bound {floor / bound %, prompt tokens, limiting
//                           term, source}: "at least X tok/s averaged over an interval; the bound is Y"
//   above it                Differs, reason prefill-floor-above-bound {floor / bound %, prompt tokens, source}:
//                           shorter prompts, prefix-cache hits (vLLM V1 counts them) or a prompt begun in the
//                           interval before, else the machine's peak figure is too low
//   no bound                NotPredicted, prefill-no-bound or prefill-over-context, as above
// It never is an efficiency: prefillEfficiency() and so a machine profile ignore it.
//   vLLM V1, "Avg prompt throughput: 3276.8 tokens/s" for Llama 3.1 8B at 32768 tokens (prompt 16384) on a GPU of
//   100 TFLOPS: bound 16384 / 2.9907 s = 5478.27 tokens/s, the floor is 59.8 % of it.
//
//   tests/data/logs/llamacpp-cpu-prompt-1024.log (llama.cpp v0.5.0 on 2 CPU threads): "prompt eval time =
//   4613.48 ms / 1024 tokens (..., 221.96 tokens per second)"; on a machine whose CPU peaks at 1 TFLOPS the
//   bound is 1e12 x 1024 / 1,030,956,777,472 FLOPs = 993.25 tokens/s (compute), efficiency 22.3 %.

#include "logcompare.h"
#include "runtimelog.h"
#include "scenario.h"

#include <optional>
#include <string_view>
#include <vector>

namespace kv {

// The item of the prompt-throughput line (a floor, not a speed at a prompt length).
inline constexpr std::string_view kPrefillFloorItem = "prefill.floor";

// `machine`: the machine that ran the log, with its peak figures (nullopt: the run's own devices).
std::vector<CheckLine> promptLines(const RuntimeLog& log, const Scenario& run, const std::optional<Hardware>& machine);

// The efficiency of the longest printed prompt that has a bound (its speed over the bound's), or nullopt. Only
// "prefill.<tokens>" lines count: the prompt-throughput floor ("prefill.floor") is no efficiency.
std::optional<double> prefillEfficiency(const std::vector<CheckLine>& lines);

} // namespace kv
