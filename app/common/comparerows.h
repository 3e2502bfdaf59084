#pragma once
// The rows of a side-by-side comparison of pinned plans, worded once for the window's Compare view and
// the report's comparison page: model, weights, machine, runtime, question, verdict, total, KV cache,
// limits, speed bound, launch command; `differs` marks the rows whose values are not all the same.
//   compareRows({a, b}, planPins({a, b}))[0] == {"Model", {"Qwen3 32B", "Qwen3 32B"}, false}
// A pin the core no longer plans (its preset gone, a rule changed since it was saved) keeps its column: no
// figures, and its Verdict row says why.

#include "estimate.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace kvapp {

struct CompareRow
{
    QString label;
    QStringList values; // one per plan
    bool differs = false;
};

// A pinned plan as the views show it: its plan, or why there is none (failure, worded by currentFailure()).
struct PinnedPlan
{
    kv::Estimate estimate;
    QString failure;
};

// kv::plan() of each pin, for the window's Compare view and the report's comparison page. What the core
// refuses to plan (kv::InputError, kv::OverflowError) becomes that pin's failure; anything else is a bug and
// goes on.
std::vector<PinnedPlan> planPins(const std::vector<kv::Scenario>& pins);

std::vector<CompareRow> compareRows(const std::vector<kv::Scenario>& plans, const std::vector<PinnedPlan>& pinned);

} // namespace kvapp
