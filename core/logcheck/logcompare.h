#pragma once
// Prediction beside reality: each allocation a runtime log reported, next to what kvplanner's
// estimate of the rebuilt scenario says, with how well they agree and, when they do not, why.
//
// A line matches Exact when kvplanner's number prints as the log's digits (a logged "3072.00 MiB"
// matches when |predicted / MiB - 3072.00| < 0.005); WithinRounding when it lies inside what the
// log's rounded figures allow (a sum of rounded buffers, vLLM blocks from a pool printed to 0.01 GiB);
// Differs otherwise, with a reason code. Items kvplanner predicts that the log does not print are
// NotInLog; items the log prints that kvplanner does not model are NotPredicted.
//
//   gpt-oss-20b, 131072 ctx, ub 512: "kv.non_swa" 3072.00 MiB vs 3221225472 bytes -> Exact
//                                     "kv.swa"       18.00 MiB vs   18874368 bytes -> Exact
//                                     "compute.CUDA0" 456.98 MiB vs 443.4 MiB -> Differs, "compute-approximate"
// Item codes: n_ctx, n_ctx_seq, kv.total[.k|.v], kv.cells, kv.layers, kv.non_swa[.k|.v|.cells|.layers],
// kv.swa[...], kv.device.<dev>, recurrent[.r|.s], recurrent.device.<dev>, compute.<dev>, output,
// weights (the model buffers but the repacked copies), weights.repack.<buffer> ("AMX", "CPU_REPACK": NotPredicted,
// reason repacked-copy), ollama.kv[.<dev>], ollama.predicted_kv, vllm.kv_pool, vllm.num_blocks, vllm.kv_tokens,
// vllm.max_concurrency, vllm.kv_needed, exllamav3.cache_size, exllamav3.max_seq_len, mlx.peak_memory, mlx.prompt_cache.
// Reason codes (worded in app/): older-padding, fork-swa-full, older-swa-full, compute-approximate,
// not-in-log, not-predicted, per-device-alignment, placement-differs, weights-approximate,
// ollama-estimate, rule-differs, model-unknown, repacked-copy, exllamav3-no-bytes-in-log, exllamav3-cache-not-pages,
// mlx-peak-is-bound, mlx-peak-below-plan.

#include "estimate.h"
#include "runtimelog.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

// WithinBound: the log prints a bound of kvplanner's figure, not the figure (mlx-lm's peak memory holds the weights and
// caches kvplanner predicts plus activations it does not), and the prediction lies on the right side of it.
enum class CheckMatch : uint8_t { Exact, WithinRounding, Differs, NotInLog, NotPredicted, WithinBound };

struct CheckLine
{
    std::string item;                // "kv.non_swa", "compute.CUDA0", "vllm.num_blocks", ...
    std::string unit;                // "bytes" | "cells" | "layers" | "blocks" | "tokens" | "ratio"
    std::optional<Measured> logged;  // as printed, with its rounding
    std::optional<double> predicted; // kvplanner's figure, in the same unit
    double tolerance = 0;            // how far the prediction may move with the log's rounded inputs
    CheckMatch match = CheckMatch::Differs;
    std::optional<Warning> reason; // when it differs (or is missing on one side)
    bool operator==(const CheckLine&) const = default;

    double difference() const { return predicted && logged ? *predicted - logged->value : 0; }
};

std::vector<CheckLine> compareWithLog(const RuntimeLog& log, const Scenario& scenario, const Estimate& estimate);

// What the runtime reported, when kvplanner does not know the model: the items compareWithLog() gives
// for the log's dialect, each with the logged figure only (NotPredicted, reason "model-unknown").
//   "llama_kv_cache: size = 448.00 MiB (4096 cells, 28 layers, 1/1 seqs), K (f16): 224.00 MiB, ..."
//   -> kv.total 448.00 MiB, kv.k 224.00 MiB, kv.v 224.00 MiB, kv.cells 4096, kv.layers 28
std::vector<CheckLine> reportedLines(const RuntimeLog& log);

// "exact", "within-rounding", "differs", "not-in-log", "not-predicted", "within-bound"
std::string_view checkMatchId(CheckMatch match);

// Counts by kind, for summaries ("9 of 12 match to the printed digit").
struct CheckSummary
{
    uint32_t exact = 0, withinRounding = 0, differs = 0, notInLog = 0, notPredicted = 0, withinBound = 0;
};
CheckSummary summarize(const std::vector<CheckLine>& lines);

} // namespace kv
