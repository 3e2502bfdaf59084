#pragma once
// The rows of a side-by-side comparison of pinned plans, worded once for the window's Compare view and
// the report's comparison page: model, weights, machine, runtime, question, verdict, total, KV cache,
// limits, speed bound, launch command; `differs` marks the rows whose values are not all the same.
//   compareRows({a, b}, {plan(a), plan(b)})[0] == {"Model", {"Qwen3 32B", "Qwen3 32B"}, false}

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

std::vector<CompareRow> compareRows(const std::vector<kv::Scenario>& plans, const std::vector<kv::Estimate>& estimates);

} // namespace kvapp
