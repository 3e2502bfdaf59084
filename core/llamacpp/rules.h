#pragma once
// Runtime allocation rules (internal to the estimator). Each runtime profile states the version its
// rules were checked against; version differences are data in the profile, not scattered ifs.

#include "estimate.h"
#include "llamacpp/computegraph.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace kv {

// llama.cpp's context/cache sizing, as data.
struct LlamaCppProfile
{
    std::string version;   // what the rules were checked against
    uint32_t ctxPad = 256; // n_ctx rounds up to this (older builds: 256 with FA, 32 without)
    uint32_t ctxPadNoFa = 256;
    uint32_t seqPad = 256;  // n_ctx_seq rounds up to this (non-unified)
    bool swaShrinks = true; // false in forks that keep SWA layers at full size (ik_llama.cpp)
    // kvplanner reproduces this build's compute graph (computegraph.h): mainline's, and the programs that
    // bundle it unchanged; not the older builds and forks logcheck tries.
    bool graphKnown = true;
    // What the program around the rules keeps besides llama.cpp's buffers: llama-server's prompt cache and
    // context checkpoints (Estimate::growth, noted "server-may-grow"). KoboldCpp (SmartCache off by default)
    // and Ollama's CGO runner (v0.24.0) embed libllama without them.
    bool serverCaches = true;
    // A context padded past the one asked is noted ("context-padded"); KoboldCpp says it in its own words
    // ("koboldcpp-context", which counts its extra cells).
    bool notesPadding = true;
};

const LlamaCppProfile& mainlineLlamaCpp();

// What each repeating layer allocates, for placement: attention cache and recurrent state bytes.
struct LayerAlloc
{
    MemoryParts memory; // kv and recurrent only
};
struct Allocation
{
    std::vector<LayerAlloc> layers;
    uint64_t maskCells = 0; // KQ-mask width: the distinct caches' cells per stream, summed (f32 per token)
    uint64_t maxCells = 0;  // widest attention span, for the KQ scores without flash attention
    // llama-server's compute buffer with no GPU at all (everything on the CPU), reproduced from the graph
    // (computegraph.h) for the models whose graph kvplanner knows; unset where only the approximation exists.
    std::optional<uint64_t> cpuComputeBytes;
    // The worst-case graph's parameters for mainline llama.cpp, from which placement derives the GPU buffers of a
    // full offload (llamaCppGpuComputeBytes); unset for other profiles and runtimes.
    std::optional<ComputeGraphParams> computeGraph;
    // Where the note on the compute figure belongs among the estimate's warnings (before the rules' own notes).
    // Which note it is — "compute-approximate", "compute-gpu-split" or none — only the placement knows, so
    // finish() emits it there, once; unset where the rules give no such note (every runtime but llama.cpp's).
    std::optional<size_t> computeNoteAt;
};

// What llama.cpp's allocation rules give for a scenario: the estimate so far (runtime parameters, caches, notes)
// and the per-layer allocation that placement works from.
struct LlamaCppAllocation
{
    Estimate estimate;
    Allocation alloc;
};
LlamaCppAllocation estimateLlamaCpp(const Scenario& s);
LlamaCppAllocation estimateLlamaCppWith(const Scenario& s, const LlamaCppProfile& profile);
// llama_params_fit's context step (common/fit.cpp, llama.cpp v0.5.0 0ad4a86) on memory figures measured
// (by llama.cpp) or estimated (by kvplanner) at the largest and the smallest context:
//   free/used: per GPU (without GPUs, the host's total memory and use) at nMax cells;
//   usedMinContext: the sum over those devices at nMin cells.
// It reduces only when some device keeps less than `margin` free and the devices together are short;
// then it interpolates linearly between nMin and nMax and aligns down to 256 x streams.
//   free {25276059648}, used {2435453984} at 262144, used 57283616 at 4096, margin 23665704960
//   -> fittedContext = 172544 (measured with fitprobe; tests/data/groundtruth/llamacpp-fit.json)
struct FitInputs
{
    std::vector<int64_t> free, used;
    int64_t usedMinContext = 0;
    int64_t modelBytes = 0; // weights on those devices (multi-GPU safety term)
    uint64_t nMin = 0, nMax = 0;
    uint64_t streams = 1;
    uint64_t gpuLayers = 1; // min(-ngl, n_layer + 1)
    uint32_t nExpert = 0;
    int64_t margin = int64_t(1) << 30; // fit_params_target: 1 GiB per device
};
bool fitNeedsSmallerContext(const FitInputs& in);
uint64_t fittedContext(const FitInputs& in);

// What llama-server may add in host RAM while serving (Estimate::Growth), from its allocation.
Estimate::Growth llamaServerGrowth(const Estimate& e, const RuntimeParams& rt);

// `llama-server -m MODEL.gguf` plus only the flags the scenario gives (LlamaCppOptions::serverDefaults).
std::string launchPlainLlamaServer(const RuntimeParams& rt, const Scenario& s);
// The side models' flags (Scenario::side): --mmproj, --no-mmproj-offload, -md, -ngld, -ctkd, -ctvd.
void appendSideFlags(std::string& cmd, const Scenario& s);

// Caches of the on-demand baseline: `context` tokens for each of `users`, no padding.
std::vector<CacheBlock> idealCaches(const ModelSpec& m, uint64_t context, uint32_t users, ElemType k, ElemType v);

// Attention-cache bytes per retained token over all attention layers (no window cut).
uint64_t kvBytesPerToken(const ModelSpec& m, ElemType k, ElemType v);
// The same over the layers that keep every token (not sliding-window or chunked): what one more token
// costs once the windows are full. Equal to kvBytesPerToken for a model without local layers.
//   Gemma 3 27B, f16: 10 full layers x 16 KV heads x 128 x 2 x 2 bytes = 80 KiB (kvBytesPerToken: 496 KiB)
uint64_t kvBytesPerTokenBeyondWindows(const ModelSpec& m, ElemType k, ElemType v);

} // namespace kv
