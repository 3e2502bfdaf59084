#pragma once
// Each architecture's graph dimensions for llama.cpp v0.5.0's compute graph, read from its description
// (Architecture::graph in core/arch): which sketch of graphblocks.h reproduces it, and the widths, heads and
// per-layer kinds that sketch needs.

#include "graphblocks.h"
#include "modelspec.h"

#include <cstdint>
#include <optional>

namespace kv::llamacpp {

// The graph's dimensions for `m`, or nullopt when no sketch reproduces its architecture or its shape (routed experts
// where the sketch has none, layers the sketch does not build, widths that do not divide).
std::optional<Dims> graphDims(const ModelSpec& m);

// The architecture's CUDA graph is checked against CUDA buffers (Architecture::Graph::cudaChecked).
bool cudaChecked(const ModelSpec& m);

// The FFN width used by the graph: nFf when the model states it, else derived from the FFN parameters of
// a gated FFN (3 x n_embd x n_ff per layer); 0 when neither is known.
uint64_t ffnWidth(const ModelSpec& m);

} // namespace kv::llamacpp
