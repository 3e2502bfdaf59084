#pragma once
// The versioned JSON form of a log check ("kvplanner.check/1"): every field extracted from the log,
// the rebuilt scenario's essentials, and every compared line. Printed numbers keep their text and
// precision; kvplanner's byte and count figures are exact integers.
//   { "schema": "kvplanner.check/1", "dialect": "llama.cpp", "generation": "kv_cache", ...,
//     "extracted": { "model": {...}, "run": {...}, "buffers": [...], "caches": [...], "vllm": {...},
//                    "ollama": {...},
//                    "prompt_throughput": {"source": "vllm", "tokens_per_second": {...}, "intervals": 3} },
//                    (prompt_throughput only when the log printed one: vLLM's / SGLang's interval average, a floor;
//                    its line is "prefill.floor", promptcheck.h)
//     "rebuilt": { "preset": "gpt-oss-20b", "runtime": "llama.cpp", "launch": "llama-server ...",
//                  "assumptions": [ {"code", "args"} ] },
//     "lines": [ { "item": "kv.non_swa", "unit": "bytes", "logged": {"text": "3072.00 MiB",
//                  "value": 3221225472, "half_step": 5242.88}, "predicted": 3221225472,
//                  "difference": 0, "match": "exact", "reason": null } ],
//     "summary": { "exact": 9, "within_rounding": 0, "differs": 2, "not_in_log": 0, "not_predicted": 0 } }
// The CLI adds a "message" (its own words) beside every code.

#include "estimate.h"
#include "logcompare.h"
#include "rebuild.h"
#include "runtimelog.h"

#include <nlohmann/json_fwd.hpp>

namespace kv {

inline constexpr const char* kCheckSchema = "kvplanner.check/1";

nlohmann::json runtimeLogToJson(const RuntimeLog& log);
nlohmann::json checkLineToJson(const CheckLine& line);
nlohmann::json checkToJson(const RuntimeLog& log, const RebuiltScenario* rebuilt, const Estimate* estimate,
                           const std::vector<CheckLine>& lines);

} // namespace kv
