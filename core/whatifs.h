#pragma once
// Research what-ifs layered on any runtime's caches (DESIGN §4.4). Each one trades quality (or, for
// paging, nothing but fragmentation) for memory, and none is what a named runtime does by default:
// the estimate carries a "whatif-active" warning naming them.
//   token budget B / sliding window W: each stream keeps min(cells, B) tokens in every attention layer
//     (W: the full-attention layers only);
//   shared prefix P: users - 1 copies of min(P, cells) tokens are not stored;
//   KIVI b bits, group g, residual R: (cells - R) tokens at b + 32 / g bits per value (f16 scale and
//     zero per group), the R most recent at 16 bits;
//   paged blocks B: every stream rounds its cells up to a multiple of B.

#include "estimate.h"
#include "llamacpp/rules.h"
#include "scenario.h"

namespace kv {

void applyWhatIfs(const Scenario& s, Estimate& e, Allocation& alloc);

} // namespace kv
