#pragma once
// Rebuild and comparison for the dialects that print no buffers (internal to core/logcheck):
//  - TabbyAPI / ExLlamaV3 prints the sizes it settled on and no bytes: the check compares kvplanner's cache_size and
//    max_seq_len with the log's, and lists the KV bytes as not in the log (reason "exllamav3-no-bytes-in-log").
//      "cache_size is undefined. Defaulting to 40960 tokens." with max_seq_len 40960: kvplanner's default for one
//      user, ceil(40960 / 256) x 256 = 40960 -> exllamav3.cache_size Exact
//  - mlx_lm.generate prints its peak memory, which holds the weights, the caches and every activation and transient
//    buffer: kvplanner's weights + KV at prompt + generated tokens is a lower bound of it. The line matches
//    (CheckMatch::WithinBound, reason "mlx-peak-is-bound" with the excess) when the plan lies at or below the
//    printed peak, within the print's rounding (0.0005 GB); above it, it differs ("mlx-peak-below-plan"). There is
//    no upper tolerance: how much activations take depends on the prefill chunk, the vocabulary and the attention.

#include "catalog.h"
#include "estimate.h"
#include "logcompare.h"
#include "rebuild.h"
#include "runtimelog.h"

#include <optional>
#include <string_view>
#include <vector>

namespace kv::logcheck {

void exllamav3Rebuild(const RuntimeLog& log, RebuiltScenario& r);
void exllamav3CheckLines(const RuntimeLog& log, const Estimate& e, std::vector<CheckLine>& out);
// The EXL3 scheme a model directory names: ".../Qwen3-32B-exl3_4.5bpw" -> exl3-4.5bpw, "..._3.00bpw_H4" -> h4.
std::optional<WeightScheme> exl3SchemeOfName(std::string_view name);

void mlxRebuild(const RuntimeLog& log, const Catalog& catalog, RebuiltScenario& r);
void mlxCheckLines(const RuntimeLog& log, const Estimate& e, std::vector<CheckLine>& out);

} // namespace kv::logcheck
