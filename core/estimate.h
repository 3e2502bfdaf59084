#pragma once
// The result of an estimate: what the runtime allocates, cache by cache, and whether it fits.
//
// Example, llama-3.1-8b, 8192 tokens, 1 user, llama.cpp, f16 cache: one Full cache block of 32 layers
// x 8192 cells x 1 stream, k_bytes = v_bytes = 32 x 8192 x 1024 x 2 = 536870912, memory.kv 1073741824.

#include "devicekind.h"
#include "diagnostics.h"
#include "elemtype.h"
#include "memoryparts.h"
#include "weightscheme.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace kv {

// Chunked: Llama 4's chunked local attention layers (llama.cpp keeps them in its SWA cache).
// Indexer: DeepSeek sparse attention's lightning-indexer keys (llama.cpp's second cache of llama_kv_cache_dsa).
enum class CacheKind : uint8_t { Full, Swa, Mla, Recurrent, Chunked, Indexer };

struct CacheBlock
{
    CacheKind kind = CacheKind::Full;
    uint32_t layers = 0;
    uint64_t cellsPerStream = 0; // recurrent: 1 row per sequence
    uint32_t streams = 0;
    ElemType typeK = ElemType::F16;
    ElemType typeV = ElemType::F16;
    uint64_t kBytes = 0; // recurrent: conv/shift state (r)
    uint64_t vBytes = 0; // recurrent: SSM state (s)
    uint64_t bytes() const { return kBytes + vBytes; }
    bool operator==(const CacheBlock&) const = default;
};

// What the runtime was told and what it derived.
struct RuntimeParams
{
    std::string name;         // "llama.cpp", "ollama", "vllm", "ideal"
    std::string rulesVersion; // the runtime version the rules were checked against
    uint64_t nCtx = 0;        // total cells after padding
    uint64_t nCtxSeq = 0;     // cells per sequence
    uint64_t nCtxRequested = 0;
    uint32_t nSeq = 0;
    uint32_t nBatch = 0;
    uint32_t nUbatch = 0;
    uint32_t nOutputsMax = 0; // logits rows the worst-case graph reserves (llama.cpp n_outputs_max)
    uint32_t streams = 0;
    bool flashAttn = true;
    bool kvUnified = false;
    bool swaFull = false;
    uint64_t numCtx = 0; // Ollama: num_ctx per user after clamping
    std::string engine;  // Ollama: "llama-server", "llama.cpp runner" or "ollama engine" (its Go kvcache)
    std::string launch;  // command line / environment that realises the plan
    bool operator==(const RuntimeParams&) const = default;
};

// What one memory pool holds. memory.total() is what the device uses; it fits when that is at most
// usable (capacity minus reserve, or a unified pool's GPU working-set limit).
struct DeviceUse
{
    std::string name;
    DeviceKind kind = DeviceKind::Gpu;
    uint64_t capacityBytes = 0; // physical size
    uint64_t reserveBytes = 0;  // OS / desktop / driver context / display
    uint64_t usableBytes = 0;   // what the plan may use
    MemoryParts memory;
    uint32_t layers = 0; // repeating layers placed here
    double bandwidthGBs = 0;
    double peakTflops = 0;  // Device::peakTflops (0 = unknown)
    double hostLinkGBs = 0; // Device::hostLinkGBs (0 = unknown)
    uint32_t node = 0;      // the cluster node it is on (Device::node)
    bool fits = true;
    // What the runtime may add here while it serves, beyond used() (Estimate::growth: llama-server's prompt
    // cache and checkpoints, mlx_lm.server's prompt cache): on the host's memory only. Not in `fits`, which is
    // the memory at start.
    uint64_t mayGrowBytes = 0;
    uint64_t used() const { return memory.total(); }
    int64_t headroom() const { return static_cast<int64_t>(usableBytes) - static_cast<int64_t>(used()); }
    bool operator==(const DeviceUse&) const = default;
};

// The pools the views talk about, summed once (kv::poolsOf):
//   gpu     the GPUs, or the unified pool: "fits" means everything is here
//   ram     system RAM beside GPUs, where layers spill (a CPU-only box: its RAM)
//   machine every device
// A pool with no device has usable == 0 and present == false.
struct PoolUse
{
    uint64_t usable = 0;
    uint64_t used = 0;
    bool present = false;
    int64_t headroom() const { return static_cast<int64_t>(usable) - static_cast<int64_t>(used); }
    bool operator==(const PoolUse&) const = default;
};
struct MachinePools
{
    PoolUse gpu;
    PoolUse ram;
    PoolUse machine;
    bool unified = false; // the gpu pool is a unified pool
    int64_t tightest = 0; // the smallest headroom over the devices (negative: over capacity)
    // The pool a verdict is about: the GPU pool when there is one, else the whole machine.
    const PoolUse& primary() const { return gpu.present ? gpu : machine; }
    bool operator==(const MachinePools&) const = default;
};
MachinePools poolsOf(const std::vector<DeviceUse>& devices);

// Where llama.cpp puts the layers: the last nGpuLayers repeating layers (and, at nLayer + 1, the
// output layer) on the GPUs, the rest in RAM.
struct Placement
{
    uint32_t nGpuLayers = 0; // -ngl
    uint32_t nLayer = 0;
    bool outputOnGpu = false;
    bool kvOffload = true;           // false: --no-kv-offload keeps every layer's KV in RAM
    uint32_t nCpuMoe = 0;            // --n-cpu-moe: layers whose experts stay in RAM
    std::vector<double> tensorSplit; // per GPU, proportions
    // A cluster: how often one decode step crosses the link, and the bytes it carries. llama.cpp RPC
    // (ggml-rpc.cpp, v0.5.0): the activations (n_embd f32 per sequence) go from the main node's input
    // embedding to the first device, from node to node wherever consecutive layers change node (two
    // crossings between two remote nodes: the copy goes through the main node), and the logits
    // (n_vocab f32 per sequence) come back when the output layer is remote.
    // vLLM: both include the tensor-parallel all-reduces of stages whose ranks span nodes (their share
    // apart below): 2 per layer, each a ring of 2(T-1) steps of 1/T of the 16-bit hidden state.
    uint32_t linkCrossings = 0;
    uint64_t linkBytesPerStep = 0;
    uint64_t allReduceSteps = 0;
    uint64_t allReduceBytes = 0;
    bool operator==(const Placement&) const = default;
};

// What sets the prefill bound's pace (core/prefill.h): the devices' peak compute, the host link that llama.cpp
// streams RAM-resident weights over for every micro-batch, or reading the weights once per micro-batch.
enum class PrefillLimit : uint8_t { Compute, HostLink, Memory };

// Lower bound on the time to the first token (core/prefill.h): the prompt's work at the devices' peak figures.
struct PrefillBound
{
    uint64_t promptTokens = 0; // per user
    uint64_t answerTokens = 0;
    double flops = 0;             // the prompt's work: weights' matrix products + attention + the output layer
    double computeSeconds = 0;    // flops at the peak figures
    double hostLinkSeconds = 0;   // RAM-resident weights over the host link, once per micro-batch
    double memorySeconds = 0;     // every device reads its weights once per micro-batch
    double tokensPerSecond = 0;   // promptTokens / firstTokenSeconds
    double firstTokenSeconds = 0; // the largest of the three
    PrefillLimit limitedBy = PrefillLimit::Compute;
    double answerSeconds = 0; // firstTokenSeconds + answerTokens / the decode bound (0 when that is unknown)
    // With a measured efficiency (Scenario::prefillEfficiency): firstTokenSeconds / that efficiency, what this machine
    // took for a prompt before, scaled; 0 = not measured.
    double efficiency = 0;
    double expectedFirstTokenSeconds = 0;
    bool operator==(const PrefillBound&) const = default;
};

// Upper bound on decode speed: tokens/s <= bandwidth / bytes read per token, per device, slowest wins.
struct SpeedBound
{
    double tokensPerSecond = 0;          // per user, all users decoding together; 0 = unknown (no hardware)
    double aggregateTokensPerSecond = 0; // over all users
    uint64_t bytesPerToken = 0;          // active weights + KV read at the current context
    std::string limitingDevice;
    // Per decode step: reading memory, and (a cluster) moving activations over the link; a step takes
    // their sum, since the stages of one sequence run one after another.
    double memorySeconds = 0;
    double networkSeconds = 0;
    bool networkLimited() const { return networkSeconds > memorySeconds; }
    std::optional<PrefillBound> prefill; // nullopt: a peak figure the prompt needs is unknown
    bool operator==(const SpeedBound&) const = default;
};

// One GPU worker of vLLM on a Ray cluster: pipeline stage x tensor-parallel rank.
//   Llama-3.3-70B BF16 on two nodes x 1 GPU, TP 1 x PP 2: rank 1 = {node 1, stage 1, layers 40..79,
//   kv_heads 8, ...}
struct VllmRank
{
    uint32_t rank = 0; // stage x TP + tpRank
    uint32_t node = 0;
    std::string gpu; // the device's name
    uint32_t stage = 0;
    uint32_t tpRank = 0;
    uint32_t firstLayer = 0;
    uint32_t layers = 0;
    uint32_t kvHeads = 0; // per layer on this rank (the first attention layer's)
    uint64_t weightsBytes = 0;
    uint64_t kvPoolBytes = 0; // what its reservation leaves for the KV cache
    uint64_t blockBytes = 0;  // one block of its layers
    uint64_t numBlocks = 0;   // its own pool's blocks (vLLM then takes the minimum over the ranks)
    bool operator==(const VllmRank&) const = default;
};

// vLLM's view: a fixed reservation, and a pool of fixed-size blocks inside it.
struct VllmPool
{
    uint64_t reservedBytes = 0; // gpu_memory_utilization x VRAM (per GPU)
    uint64_t kvPoolBytes = 0;   // reserve - weights - activation peak - non-torch
    uint64_t blockBytes = 0;    // one block of block_size tokens over all layers
    uint64_t numBlocks = 0;
    uint64_t kvTokens = 0;
    double maxConcurrency = 0;   // kvTokens / max_model_len (sliding-window aware)
    uint64_t usedBytes = 0;      // blocks the current users actually hold
    std::vector<VllmRank> ranks; // vLLM on a Ray cluster: every GPU worker (empty on one machine)
    bool operator==(const VllmPool&) const = default;
};

// ExLlamaV3 / TabbyAPI's view: one page pool of cache_size tokens that every job draws from, plus a state slot
// per max_batch_size job for the layers that keep state (sliding-window rings, recurrent state).
struct ExLlamaV3Plan
{
    uint64_t cacheSize = 0;    // cache_size used (tokens, a multiple of 256)
    uint64_t maxSeqLen = 0;    // max_seq_len used (at most cache_size)
    uint32_t maxBatchSize = 0; // max_batch_size used
    uint32_t kBits = 16, vBits = 16;
    uint64_t pageBytes = 0;    // one 256-token page over every layer with a paged cache
    uint64_t slotBytes = 0;    // one job's state slot over every stateful layer
    double maxConcurrency = 0; // cache_size / max_seq_len: jobs of max_seq_len tokens that fit at once
    uint64_t usedBytes = 0;    // pages the current users actually hold (plus their slots)
    bool served = true;        // every user's job runs at once (else some wait: the verdict is DoesNotFit)
    bool operator==(const ExLlamaV3Plan&) const = default;
};

// SGLang's view: mem_fraction_static of what each GPU has free at start holds the weights and a token pool.
struct SglangPool
{
    double memFractionStatic = 0; // used (given, or SGLang's default for this GPU)
    uint64_t reservedBytes = 0;   // mem_fraction_static x the GPU's free memory (per GPU)
    uint64_t reservedMiB = 0;     // the default's reserved_mem (MiB), 0 when the fraction was given
    uint64_t kvPoolBytes = 0;     // reserved - weights (per GPU)
    uint64_t cellBytes = 0;       // one token over every layer, per GPU
    uint64_t maxTotalTokens = 0;  // pool / cell, down to the page size
    uint64_t swaTokens = 0;       // hybrid sliding-window models: the SWA pool's tokens (0 = none)
    uint64_t contextLength = 0;
    uint32_t maxRunningRequests = 0;
    double maxConcurrency = 0; // max_total_tokens / context_length
    uint64_t usedBytes = 0;    // tokens the current users hold (RadixAttention shares a common prefix once)
    bool operator==(const SglangPool&) const = default;
};

enum class Verdict : uint8_t { Unknown, Fits, Spills, DoesNotFit };

// Apple silicon's three bands (core/mlx/mlx.h appleBand): a unified pool under llama.cpp (Metal) or MLX.
// Fits: the plan needs at most the GPU working-set limit (recommendedMaxWorkingSetSize); Pages: above it
// but within the hard limit the runtime allows (it loads, then pages and slows down); Fails: above that.
// None: no unified pool, or a runtime the bands are not known for.
enum class MemoryBand : uint8_t { None, Fits, Pages, Fails };
struct BandInfo
{
    MemoryBand band = MemoryBand::None;
    std::string device;           // the unified pool's name
    uint64_t neededBytes = 0;     // what the plan puts in the pool
    uint64_t workingSetBytes = 0; // the GPU working-set limit (Device::gpuLimitBytes, or the capacity)
    uint64_t hardLimitBytes = 0;  // min(the runtime's, capacity - reserve); MLX's: min(1.5 x working set, 0.95 x RAM)
    uint64_t reserveBytes = 0;    // the OS reserve of the pool
    // `sudo sysctl iogpu.wired_limit_mb=N` that moves the plan into Fits: N = ceil((needed + reserve) / MiB);
    // 0 when the plan fits already or when even that would exceed the physical memory.
    uint64_t wiredLimitMb = 0;
    bool operator==(const BandInfo&) const = default;
};

// What mlx-lm allocates (core/mlx/mlx.h): its cache grows lazily, nothing is reserved at load.
struct MlxInfo
{
    uint64_t kvBytesAfterPrompt = 0; // once the prompt is read (the caches of Estimate::caches are the peak)
    uint64_t kvBytesPeak = 0;        // the largest moment of the prompt's prefill (rotating caches overshoot)
    uint32_t sequences = 0;          // sequences decoded together (mlx_lm.server --decode-concurrency, 32)
    bool maxKvSizeHonoured = false;  // --max-kv-size applied (models with their own make_cache ignore it)
    bool quantized = false;          // the cache was converted to QuantizedKVCache
    uint64_t promptCacheEntries = 0; // mlx_lm.server's LRU prompt cache (--prompt-cache-size, 10)
    bool operator==(const MlxInfo&) const = default;
};

// One machine of a cluster: what its devices hold and the commands that start its part.
//   llama.cpp RPC, node 2 of two: {name "node 2", host "node2", role "rpc-server",
//   commands {"ggml-rpc-server -H 0.0.0.0 -p 50052 -c"}}
struct NodeUse
{
    std::string name; // "node 1"
    std::string host;
    std::string role;                 // "main" (llama-server) or "rpc-server"
    std::vector<std::string> devices; // names of its devices, as in Estimate::devices
    uint64_t usableBytes = 0;
    uint64_t usedBytes = 0;
    uint32_t layers = 0;
    bool fits = true;
    std::vector<std::string> commands;
    bool operator==(const NodeUse&) const = default;
};

// Found by searching estimate() itself. "Fits" = everything on the GPUs (or in the one pool);
// "offloaded" = layers may spill to RAM. 0 = even the smallest value does not fit.
struct Limits
{
    uint64_t maxContextPerUser = 0;
    uint32_t maxUsers = 0;
    uint64_t maxContextPerUserOffloaded = 0;
    uint32_t maxUsersOffloaded = 0;
    // The token at which a request can no longer be admitted: llama.cpp's per-slot n_ctx_seq (the whole
    // n_ctx when unified), vLLM's KV tokens for one request (max_model_len at most).
    uint64_t admissionTokens = 0;
    bool known = false; // false without hardware
    bool operator==(const Limits&) const = default;
};

// A diagnostic of the catalogue (diagnostics.h) and its arguments; app/ words it.
//   Warning{Diag::ContextPadded, {"16768", "16896"}}
struct Warning
{
    Diag code{};
    std::vector<std::string> args;
    bool operator==(const Warning&) const = default;
};

// Ollama's own pre-flight figure of the KV cache (the one its scheduler compares with the free memory).
struct OllamaPreflight
{
    uint64_t kvBytes = 0;
    bool operator==(const OllamaPreflight&) const = default;
};

// The part of an estimate that only one runtime reports: at most one, always the estimate's own runtime's.
using RuntimeDetail = std::variant<std::monostate, OllamaPreflight, VllmPool, MlxInfo, ExLlamaV3Plan, SglangPool>;

struct Estimate
{
    // A configuration the runtime itself refuses (e.g. quantised V without flash attention):
    // refusal holds the code, and no bytes are computed.
    std::optional<Warning> refusal;

    RuntimeParams runtime;
    std::vector<CacheBlock> caches;

    MemoryParts memory;       // the whole model's memory, over every device (stand-ins included)
    uint64_t outputBytes = 0; // of memory.other: llama.cpp's output (logits) buffer
    bool computeIsApproximate = true;
    WeightsInfo weightsFile; // the weights file (or the file the scheme would make); memory.weights is what is loaded

    uint64_t idealKvBytes = 0; // on-demand baseline for the same tokens (no padding)
    // What llama-server may add in host RAM while it serves, beyond memory.total() (v0.5.0 defaults,
    // common/common.h): the prompt cache (--cache-ram 8192 MiB) and, for sliding-window and recurrent
    // models, up to 32 context checkpoints per slot (--ctx-checkpoints) of the state that cannot be
    // rolled back (one sequence's sliding-window cells and recurrent state).
    struct Growth
    {
        uint64_t promptCacheBytes = 0;
        uint64_t checkpointBytes = 0; // all slots, all checkpoints
        uint64_t total() const { return promptCacheBytes + checkpointBytes; }
        bool operator==(const Growth&) const = default;
    } growth;
    uint64_t kvBytesPerToken = 0; // attention cache per retained token, all layers, at the cache types
    // The side models' share of `memory` and of the devices (Scenario::side), for the breakdown.
    struct SideUse
    {
        uint64_t projectorBytes = 0; // vision projector weights
        MemoryParts draft;           // draft model: weights, KV cache (and state), compute, output
        std::string draftId;
        bool any() const { return projectorBytes > 0 || draft.total() > 0; }
        bool operator==(const SideUse&) const = default;
    } side;

    std::vector<DeviceUse> devices;
    std::vector<NodeUse> nodes; // a cluster's nodes (empty for one machine)
    MachinePools pools;         // poolsOf(devices)
    Placement placement;
    SpeedBound speed;
    BandInfo band; // Apple silicon's memory band (llama.cpp and MLX on a unified pool)
    // What only the estimate's own runtime reports (none for llama.cpp and KoboldCpp): e.view<VllmPool>() is
    // vLLM's pool, or null when another runtime made the estimate.
    RuntimeDetail detail;
    Verdict verdict = Verdict::Unknown;
    uint32_t layersInRam = 0; // repeating layers that spill to RAM (Verdict::Spills)
    Limits limits;
    std::vector<Warning> warnings;

    template <class T> const T* view() const { return std::get_if<T>(&detail); }
    template <class T> T* view() { return std::get_if<T>(&detail); }

    bool operator==(const Estimate&) const = default;
};

} // namespace kv
