#pragma once
// Advice beyond the single changes (kv::advise in choose.h calls these; not a public interface):
//   combinations(s, e, o)  two or three changes that fit together, when no single one does;
//   partial(s, e, o)       for a plan that spills: single changes that spill fewer layers or decode at
//                          least 5% faster without making it fit, the fastest first;
//   machines(s, o)         up to two presets from machineRanking that run the plan as it is.
// Every row is an ordinary Scenario planned with plan(), exactly like a single suggestion: e.g. Llama 3.3
// 70B Q4_K_M at 32k x 2 on one RTX 3090 + 64 GB spills; a q8_0 KV cache makes it spill fewer layers and
// run faster (partial), Q3_K_M + q8_0 + a shorter context can fit together (a combination).

#include "choose.h"

#include <vector>

namespace kv::advice {

// The advice row for a changed plan and its plan() estimate.
Advice made(AdviceKind kind, Scenario changed, const Estimate& planned, std::vector<std::string> args, uint64_t value,
            std::string text);

// The discrete GPUs of a machine (the "more GPUs" lever starts from there).
uint32_t gpuCount(const Hardware& hw);

std::vector<Advice> combinations(const Scenario& s, const Estimate& e, const AdviceOptions& o);
std::vector<Advice> partial(const Scenario& s, const Estimate& e, const AdviceOptions& o,
                            const std::vector<Advice>& singles);
std::vector<Advice> machines(const Scenario& s, const AdviceOptions& o);

} // namespace kv::advice
