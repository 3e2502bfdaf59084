#pragma once
// Plain words for choosing: what a suggestion changes and what it costs, and the short verdict of a
// fit-table or machine row. Used by the CLI, the window and the report alike.
//   adviceText(kvq8, base) == "Store the KV cache as q8_0: about half the memory of f16, with a barely
//                              measurable loss of quality."
//   rowVerdictText(Verdict::Spills, 12) == "spills 12 layers"

#include "choose.h"
#include "estimate.h"

#include <QString>

namespace kvapp {

QString adviceText(const kv::Advice& advice, const kv::Scenario& base, const kv::Estimate& current);
// The cost in a few words: "free", "quality", "speed", "capability", "money"; a combination's is its
// costliest change's.
QString adviceCostText(kv::AdviceKind kind);
QString adviceCostText(const kv::Advice& advice);
// What a suggestion leads to: "fits, 23.0 GiB in all"; one that spills less also gives the speed:
// "spills 4 layers, 12.1 tokens/s instead of 3.2, 61.0 GiB in all".
QString adviceResultText(const kv::Advice& advice, const kv::Estimate& current);
// A Machine suggestion's machine: "Mac Studio M3 Ultra 256 GB", "2 × NVIDIA GeForce RTX 5090 32 GB".
QString machineName(const kv::Advice& advice);
// The estimate flags that realise a suggestion, as typed: "--kv-type q8_0 --flash-attn on".
QString adviceFlags(const kv::Advice& advice);
QString rowVerdictText(kv::Verdict verdict, uint32_t layersInRam, bool refused);

} // namespace kvapp
