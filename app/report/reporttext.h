#pragma once
// The report's words, from values: the question, the verdict, the inputs, the limits, the speed bound,
// the runtime's parameters, what is not modelled. Each call speaks the language of the
// ScopedReportLanguage around it; numbers go through kvapp's formatters, exactly as the window and the
// CLI write them.
//   question(s, e) == "Will Qwen3 32B run with 32,768 tokens of context for each of 4 users on
//                      RTX 4090 24 GB + 64 GB RAM?"
//   verdictHeadline(s, e) == "Spills 35 of 64 layers to RAM"

#include "estimate.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace kvreport {

using Rows = std::vector<std::pair<QString, QString>>;

QString question(const kv::Scenario& s, const kv::Estimate& e);
// The verdict in kvapp::verdictWords' one wording (the banner and the CLI use it too).
QString verdictSymbol(const kv::Scenario& s, const kv::Estimate& e); // ✓ ⚠ ✗ ?
QString verdictHeadline(const kv::Scenario& s, const kv::Estimate& e);
QString verdictDetail(const kv::Scenario& s, const kv::Estimate& e);
Rows keyFigures(const kv::Estimate& e); // caption, value: memory needed, KV cache, longest context, speed

Rows inputRows(const kv::Scenario& s, const kv::Estimate& e);
QString attentionLayout(const kv::ModelSpec& model);
Rows limitRows(const kv::Scenario& s, const kv::Estimate& e);
QString speedText(const kv::Estimate& e);
Rows runtimeRows(const kv::Estimate& e);
// A cluster: the link, each node (what it holds, whether it fits), vLLM's ranks. Empty for one machine.
Rows clusterRows(const kv::Scenario& s, const kv::Estimate& e);
// A cluster's decode step split into memory and network time ("" for one machine).
QString networkText(const kv::Estimate& e);
// The first-token bound for the plan's prompt, and the whole answer's; "" without one (no peak figure, a cluster).
QString firstTokenParagraph(const kv::Estimate& e);
QStringList notes(const kv::Estimate& e);       // the estimate's warnings and assumptions
QStringList notModelled(const kv::Scenario& s); // fixed caveats

} // namespace kvreport
