#pragma once
// The parts every memory figure is made of, with one set of names everywhere: an Estimate's totals, each
// device's share (DeviceUse), each sweep point. The total is always derived, never stored, so no stage
// can read a total that was not summed yet.
//
//   kv::MemoryParts m{.weights = 4'920'000'000, .kv = 1'073'741'824, .compute = 300'000'000};
//   m.total() == 6'293'741'824
//   (a += b) adds part by part; both throw kv::OverflowError instead of wrapping.

#include "checked.h"

#include <cstdint>

namespace kv {

struct MemoryParts
{
    uint64_t weights = 0;   // the model's tensors at their stored types
    uint64_t kv = 0;        // attention caches (full + sliding-window + latent)
    uint64_t recurrent = 0; // recurrent (SSM / linear attention) state
    uint64_t compute = 0;   // compute buffers (the graph allocator's peak)
    uint64_t other = 0;     // output (logits) buffer and other fixed overhead

    uint64_t total() const { return add(add(add(weights, kv), add(recurrent, compute)), other); }
    uint64_t cache() const { return add(kv, recurrent); } // what grows with users (and, for kv, context)

    MemoryParts& operator+=(const MemoryParts& o)
    {
        weights = add(weights, o.weights);
        kv = add(kv, o.kv);
        recurrent = add(recurrent, o.recurrent);
        compute = add(compute, o.compute);
        other = add(other, o.other);
        return *this;
    }
    bool operator==(const MemoryParts&) const = default;
};

} // namespace kv
