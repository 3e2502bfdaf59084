#pragma once
// Placement of a llama.cpp allocation on a machine (internal to the estimator).
//
// llama.cpp puts the last -ngl repeating layers on the GPUs (split in proportion to --tensor-split,
// by default to each GPU's usable memory) and, when -ngl exceeds n_layer, the output layer too; the
// token embedding (input layer) always stays in RAM. Each layer's KV cache and recurrent state live
// with the layer unless --no-kv-offload keeps them in RAM; --n-cpu-moe keeps the first N layers'
// experts in RAM. With -ngl unset, the planner picks the largest -ngl that fits, like llama.cpp's fit.
// Example: a 70B Q4_K_M (80 layers, 0.5 GiB each) on a 24 GiB GPU at 32k context: -ngl 38, 42 layers
// in RAM, verdict Spills.

#include "estimate.h"
#include "llamacpp/rules.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace kv {

// What llama.cpp's placement decides for an allocation, given the estimate so far (its runtime parameters,
// launch line and output buffer). The estimator applies it (estimator.cpp finish()).
struct LlamaPlacement
{
    std::optional<Warning> refusal; // the draft model refused
    std::vector<DeviceUse> devices; // the machine's devices (the stand-ins of a plan without hardware left out)
    uint64_t weights = 0;           // placed on every device, stand-ins included
    uint64_t compute = 0;
    Estimate::SideUse side; // the draft and the projector; the draft's caches join the totals
    Placement placement;
    uint32_t layersInRam = 0;
    Verdict verdict = Verdict::Unknown;
    std::string launch;            // the launch line with the placement's flags (-ngl, -ts, --rpc, side models)
    std::vector<NodeUse> nodes;    // a cluster's nodes
    std::vector<Warning> warnings; // to add
    bool computeExact = false;     // llama.cpp's own CPU compute buffer (no GPU, a known graph)
    // A full offload whose GPUs' compute buffers come from the split graph: the host's share, for its note.
    std::optional<uint64_t> gpuSplitHostCompute;
};
LlamaPlacement placeLlamaCpp(const Scenario& s, const Allocation& alloc, const Estimate& e);

// Everything in one pool (the ideal baseline, or a runtime without layer placement): each device's share
// of the whole model's memory, and the verdict.
struct Placed
{
    std::vector<DeviceUse> devices;
    Verdict verdict = Verdict::Unknown;
};
Placed placeWhole(const Scenario& s, const MemoryParts& whole);

// A device as a plan starts it: its name, kind, capacity, reserve, usable memory (within a Mac's GPU
// working-set limit when one is set), bandwidth and node; nothing placed yet.
DeviceUse emptyUse(const Device& d);

// Decode speed bound from what each device holds (weights active per token + KV read per user).
void boundSpeed(const Scenario& s, Estimate& e);

// A tensor split as launch flags write it: 3,1 for llama.cpp's -ts, 3 1 for KoboldCpp's --tensor_split.
std::string joinSplit(const std::vector<double>& split, char sep);

} // namespace kv
