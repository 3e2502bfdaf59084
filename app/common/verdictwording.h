#pragma once
// The one wording of a verdict, used by the window's banner, the PDF report and the CLI's text output,
// so the three never drift apart. The pools it speaks of are the core's (Estimate::pools).
//   verdictWords(s, e) on Qwen3 32B Q4_K_M, 32k x 4 users, RTX 4090 + 64 GB:
//     {"⚠", "Spills 35 of 64 layers to RAM",
//      "Needs 29.1 GiB but the GPU has 23.1 GiB usable: the rest runs from system RAM, and every token
//       waits for it. Launch with -ngl 29."}

#include "estimate.h"
#include "scenario.h"

#include <QString>

namespace kvapp {

struct VerdictWords
{
    QString symbol;   // ✓ ⚠ ✗ ?
    QString headline; // "Fits", "Spills 35 of 64 layers to RAM", "Does not fit", "Needs 4.6 GiB", a refusal
    QString detail;   // one or two sentences with the figures
};

VerdictWords verdictWords(const kv::Scenario& scenario, const kv::Estimate& estimate);
// The runtime will not run this plan on any machine: a refusal, or a vLLM KV pool (from a log) that
// cannot hold one request of max_model_len. Then the verdict says so even without a machine.
bool refusedAnywhere(const kv::Scenario& scenario, const kv::Estimate& estimate);

} // namespace kvapp
