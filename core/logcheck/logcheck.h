#pragma once
// The whole check in one call, for the window ("File → Check against a log…", drag and drop) and the CLI:
// parse the text, rebuild the scenario, estimate it, compare line by line. Never throws for bad input:
// `problem` holds the reason a log cannot be checked ("log-empty", "log-binary", "log-not-recognised",
// "log-no-allocations", or an InputError's code such as "log-model-unknown" with `problemSubject`).
// A log whose model kvplanner cannot tell ("log-model-unknown") still has `lines`: what the runtime
// reported, with nothing predicted (reportedLines()).
//
//   const kv::LogCheck c = kv::checkLog(text, catalog);
//   if (!c.problem.empty()) { show(describeLogProblem(c.problem), found(c.log)); return; }
//   for (const kv::CheckLine& l : c.lines) table.add(l);   // c.rebuilt->scenario can seed a new plan
// The lines end with the printed prompt speeds beside the prefill bound on `machine` (promptcheck.h).

#include "catalog.h"
#include "estimate.h"
#include "logcompare.h"
#include "rebuild.h"
#include "runtimelog.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

struct LogCheck
{
    RuntimeLog log;
    std::optional<RebuiltScenario> rebuilt;
    std::optional<Estimate> estimate; // absent when rebuilding failed; estimate->refusal when kvplanner refuses
    std::vector<CheckLine> lines;
    std::string problem;        // "" when the lines are meaningful
    std::string problemSubject; // the InputError's subject (a model name), if any
    bool operator==(const LogCheck&) const = default;
};

// `machine`: the machine that ran the log, for the prefill lines' bound (promptcheck.h); nullopt: the log's own
// devices, which carry no peak figures, so printed prompt speeds are listed without a bound.
LogCheck checkLog(std::string_view text, const Catalog& catalog, const std::optional<Hardware>& machine = std::nullopt);

} // namespace kv
