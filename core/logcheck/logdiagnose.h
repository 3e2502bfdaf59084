#pragma once
// Internals of compareWithLog() (core/logcheck): building and classifying check lines, kvplanner's
// figures per cache as the log groups them, the vLLM lines, and the reasons for differences.
//
// Reasons for KV differences are found by re-running the llama.cpp rules with the profiles of other
// builds and forks (rules.h LlamaCppProfile): when an older build's padding (256 with flash attention,
// 32 without) or a fork's full-size sliding-window layers reproduce every logged cache to the printed
// digit, that is the reason ("older-padding", "fork-swa-full", "older-swa-full").

#include "estimate.h"
#include "logcompare.h"
#include "rebuild.h"
#include "runtimelog.h"
#include "scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace kv::logcheck {

CheckLine makeCheckLine(std::string item, std::string unit, std::optional<Measured> logged,
                        std::optional<double> predicted, double tolerance = 0);
Measured countOf(uint64_t value);

// kvplanner's caches as a log groups them: "non-swa" (full + latent), "swa", "" (every attention
// cache together), "recurrent". layers == 0 when kvplanner has no such cache.
struct PredictedCache
{
    uint64_t bytes = 0, k = 0, v = 0, cells = 0, layers = 0;
};
PredictedCache predictedCache(const Estimate& e, std::string_view label);

void vllmCheckLines(const RuntimeLog& log, const Scenario& s, const Estimate& e, std::vector<CheckLine>& out);

// KoboldCpp's launch as the log tells it (koboldcppcheck.cpp): runtime KoboldCpp, one sequence, --contextsize from
// the Namespace, else Autofit's -c minus the 128 cells KoboldCpp adds, else the printed cells minus 128.
// `cells` is the context the llama.cpp lines give (rebuild.cpp requestedCells). After placement().
void koboldParams(const RuntimeLog& log, uint64_t cells, RebuiltScenario& r);

// SGLang's launch (sglangcheck.cpp): runtime SGLang, its options from server_args / the launch command, one GPU per
// TP rank holding the free memory "Load weight begin" printed, the weights "Load weight end" measured.
void sglangParams(const RuntimeLog& log, RebuiltScenario& r);
// sglang.kv_tokens (max_total_num_tokens, when the free memory, the weights and the fraction are all known),
// sglang.k / sglang.v / sglang.kv (the printed #tokens x kvplanner's bytes per token), sglang.context_len.
void sglangCheckLines(const RuntimeLog& log, const Scenario& s, const Estimate& e, std::vector<CheckLine>& out);

// Fills the reason of every line that differs.
void explainDifferences(const RuntimeLog& log, const Scenario& s, const Estimate& e, std::vector<CheckLine>& lines);

} // namespace kv::logcheck
