#pragma once
// Everything an estimate depends on, as plain values: the model, the runtime and its options, the
// planner's inputs (context per user, concurrent users, precisions) and the hardware.
//
// The planner speaks of *context per user* and *concurrent users*. Each runtime turns them into its
// own parameters: llama.cpp gets -c context x users -np users; Ollama num_ctx = context (clamped to the
// training context) and OLLAMA_NUM_PARALLEL = users. LlamaCppOptions' optional fields override that
// mapping with exactly what llama-server's flags mean.

#include "devicekind.h"
#include "elemtype.h"
#include "modelspec.h"
#include "runtimes.h"
#include "weightscheme.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kv {

enum class FlashAttn : uint8_t { Auto, On, Off };

struct LlamaCppOptions
{
    std::optional<uint64_t> ctxSize;       // -c: TOTAL cells over all sequences (0 = training context x -np)
    std::optional<uint32_t> parallel;      // -np
    uint32_t batchSize = 2048;             // -b  (llama-server default)
    uint32_t ubatchSize = 512;             // -ub
    FlashAttn flashAttn = FlashAttn::Auto; // auto resolves to on
    bool swaFull = false;                  // --swa-full
    bool kvUnified = false;                // --kv-unified
    // What llama-server (v0.5.0) does with what its command leaves out, instead of the planner's
    // mapping (-c context x users -np users): -np omitted = 4 slots sharing one unified cache; -c
    // omitted = the training context x the slots, reduced until every GPU keeps 1 GiB free (-fit on,
    // common/fit.cpp); -c 0 = the training context x the slots, never reduced.
    //   `llama-server -m model.gguf` on an RTX 4090 = {.serverDefaults = true}
    bool serverDefaults = false;
    // llama.cpp's n_outputs_max, the logits rows its worst-case graph reserves: llama-server sets one per
    // slot; a program that calls libllama directly leaves it 0, which means n_batch (KoboldCpp).
    bool outputsPerBatchToken = false;
    // Cells a llama.cpp build adds to the sliding-window cache after llama.cpp's own rule, clamped to the full cache.
    // Not a llama-server flag: KoboldCpp's bundled llama-kv-cache-iswa.cpp adds 128 (its extra_context_handle_
    // fragmentation; 1.104 at b7428048, 1.113.1 at de2c5f1c with the clamp and --swapadding 0).
    uint32_t swaExtraCells = 0;
    bool operator==(const LlamaCppOptions&) const = default;
};

// Which Ollama release's rules (core/ollama/ollama.cpp). V0_32: v0.32.15 (b7871fc; unchanged at v0.33.0-rc2
// fb30760), which serves every GGUF model with llama.cpp's llama-server (b10488) since v0.30.0 removed
// its own engine. V0_24: v0.24.0 (c28ddc0), the last release with Ollama's Go engine (kvcache/causal.go)
// for the architectures it required (gemma3, qwen3, gpt-oss, llama4, mistral3, ...), the CGO llama.cpp
// runner for the rest.
enum class OllamaRelease : uint8_t { V0_32, V0_24 };

// Ollama's knobs. Unset numCtx / numParallel follow the planner (num_ctx = context per user,
// OLLAMA_NUM_PARALLEL = users) or, with serverDefaults, what plain `ollama serve` + `ollama run MODEL`
// picks: num_ctx 4096 / 32768 / 262144 by total VRAM (< 23 / < 47 / >= 47 GiB, server/routes.go),
// OLLAMA_NUM_PARALLEL 1, num_batch chosen by the scheduler (server/sched.go).
//   `ollama run gemma3:27b` on an RTX 4090 = {.serverDefaults = true} -> num_ctx 32768, 1 slot
struct OllamaOptions
{
    OllamaRelease release = OllamaRelease::V0_32;
    bool serverDefaults = false;
    std::optional<uint64_t> numCtx;      // num_ctx / OLLAMA_CONTEXT_LENGTH, per slot
    std::optional<uint32_t> numParallel; // OLLAMA_NUM_PARALLEL
    std::optional<uint32_t> numBatch;    // num_batch (Modelfile / request option); unset = Ollama's choice
    bool operator==(const OllamaOptions&) const = default;
};

// KoboldCpp's knobs (core/koboldcpp/koboldcpp.h has its rules). Unset contextSize follows the planner (the context
// per user); KoboldCpp serves one request at a time, so the cache holds one sequence.
//   `koboldcpp --model M.gguf --contextsize 32768 --quantkv q8_0` = {.contextSize 32768}, typeK = typeV = Q8_0
struct KoboldCppOptions
{
    std::optional<uint64_t> contextSize; // --contextsize (KoboldCpp's default 8192)
    uint32_t batchSize = 512;            // --batchsize / --blasbatchsize (micro-batch; the batch is twice that)
    bool flashAttention = true;          // --noflashattention turns it off
    bool useSwa = false;                 // --useswa: sliding-window layers keep only their window
    bool operator==(const KoboldCppOptions&) const = default;
};

// Where llama.cpp puts layers (DESIGN §4.1 placement). nGpuLayers unset = automatic: the most layers
// that fit on the GPUs, like llama.cpp's own fit, for hardware the user may not own yet.
struct PlacementOptions
{
    std::optional<uint32_t> nGpuLayers; // -ngl (values above n_layer + 1 mean "all")
    bool kvOffload = true;              // false: --no-kv-offload
    uint32_t nCpuMoe = 0;               // --n-cpu-moe: the first N layers keep their experts in RAM
    std::vector<double> tensorSplit;    // --tensor-split; empty = by usable capacity
    bool operator==(const PlacementOptions&) const = default;
};

// vLLM's parameters (DESIGN §4.3). Unset values follow the planner (max_model_len = context per user)
// or vLLM's defaults; the measured figures come from a vLLM start-up log when the user has one.
struct VllmOptions
{
    std::optional<uint64_t> maxModelLen;         // --max-model-len
    std::optional<uint32_t> maxNumSeqs;          // --max-num-seqs (default 256)
    double gpuMemoryUtilization = 0.9;           // --gpu-memory-utilization
    uint32_t blockSize = 16;                     // --block-size
    uint32_t tensorParallel = 1;                 // --tensor-parallel-size
    uint32_t pipelineParallel = 0;               // --pipeline-parallel-size (0: one stage per node of a cluster)
    std::optional<uint64_t> maxNumBatchedTokens; // default: max(max_model_len, 2048) capped at 8192 (V1 default 8192)
    std::optional<uint64_t> weightsBytes;        // "model weights took" (per GPU)
    std::optional<uint64_t> activationPeakBytes; // peak activations of the profiling run
    std::optional<uint64_t> nonTorchBytes;       // CUDA context, NCCL, ...
    std::optional<uint64_t> kvPoolBytes;         // "Available KV cache memory" (overrides the above)
    // Hybrid models' recurrent state: --mamba-cache-dtype (conv state; unset = auto, the model's 16-bit dtype) and
    // --mamba-ssm-cache-dtype (the SSM / delta-rule state; unset = auto, the conv state's dtype). f32, f16 or bf16.
    std::optional<ElemType> mambaCacheDtype;
    std::optional<ElemType> mambaSsmCacheDtype;
    bool fp8E5m2 = false; // with an FP8 cache: --kv-cache-dtype fp8_e5m2 (else fp8, which vLLM takes as fp8_e4m3)
    bool operator==(const VllmOptions&) const = default;
};

// mlx-lm's KV-cache knobs (core/mlx/mlx.h; mlx_lm.generate's flags, mlx-lm 0.32.0 d78bf58 generate.py). Unset
// maxKvSize = every layer's cache grows with the context; unset kvBits = no quantisation.
//   `mlx_lm.generate --model M --kv-bits 8` = {.kvBits = 8}: group 64, quantised once 5000 tokens are cached
struct MlxOptions
{
    std::optional<uint64_t> maxKvSize; // --max-kv-size: a rotating cache of this many tokens (keeps the first 4)
    std::optional<uint32_t> kvBits;    // --kv-bits: 2, 3, 4, 5, 6 or 8
    uint32_t kvGroupSize = 64;         // --kv-group-size: 32, 64 or 128
    uint64_t quantizedKvStart = 5000;  // --quantized-kv-start (DEFAULT_QUANTIZED_KV_START)
    bool operator==(const MlxOptions&) const = default;
};

// ExLlamaV3 served by TabbyAPI (core/exllamav3/exllamav3.h). Unset values follow the planner: cache_size = context per
// user x users rounded up to exllamav3's 256-token page, max_seq_len = context per user, max_batch_size = users.
//   TabbyAPI config.yml {max_seq_len: 16384, cache_size: 32768, cache_mode: Q4, max_batch_size: 2}
//   = {.cacheSize = 32768, .maxSeqLen = 16384, .maxBatchSize = 2, .kBits = 4, .vBits = 4}
struct ExLlamaV3Options
{
    std::optional<uint64_t> cacheSize;    // cache_size: tokens shared by all jobs, a multiple of 256
    std::optional<uint64_t> maxSeqLen;    // max_seq_len: the longest job
    std::optional<uint32_t> maxBatchSize; // max_batch_size: jobs at once (and recurrent / sliding-window state slots)
    uint32_t kBits = 16;                  // cache_mode: 16 = FP16, 2..8 = quantised keys ("Q4" = 4,4; "6,4" = 6 and 4)
    uint32_t vBits = 16;                  //   the values' bits (16 only together with kBits 16)
    bool quantised() const { return kBits != 16; }
    bool operator==(const ExLlamaV3Options&) const = default;
};

// SGLang's parameters (core/sglang/sglang.h). Unset values follow the planner (context_length = context per user,
// max_running_requests = users) or SGLang's defaults (mem_fraction_static from the GPU's memory and the TP size).
// The KV cache dtype is Scenario::typeK (auto = the model's bf16, or FP8); fp8E5m2 names which FP8.
//   python -m sglang.launch_server --model-path M --context-length 32768 --mem-fraction-static 0.85 --tp-size 2
//   = {.memFractionStatic = 0.85, .contextLength = 32768, .tpSize = 2}
struct SglangOptions
{
    std::optional<double> memFractionStatic;    // --mem-fraction-static (0 < f < 1)
    std::optional<uint64_t> contextLength;      // --context-length
    std::optional<uint32_t> maxRunningRequests; // --max-running-requests
    uint32_t tpSize = 1;                        // --tp-size
    uint32_t pageSize = 1;                      // --page-size (tokens per KV page)
    bool fp8E5m2 = false;                       // with an FP8 cache: --kv-cache-dtype fp8_e5m2 (else fp8_e4m3)
    std::optional<uint64_t> weightsBytes;       // per GPU, as a log measured it ("Load weight end ... mem usage")
    bool operator==(const SglangOptions&) const = default;
};

// Research what-ifs layered on a runtime (DESIGN §4.4). Each trades quality or latency for memory and
// is never what a named runtime does by default; 0 = off.
struct WhatIfs
{
    uint32_t pagedBlock = 0;         // paged blocks of this many tokens (internal fragmentation)
    uint64_t sharedPrefixTokens = 0; // a prompt prefix shared by all users, counted once
    uint32_t kiviBits = 0;           // KIVI-style 2- or 4-bit KV with per-group scales
    uint32_t kiviGroup = 32;         //   group size of the scales (f16 scale + zero per group)
    uint32_t kiviResidual = 128;     //   recent tokens kept at full precision
    uint64_t tokenBudget = 0;        // H2O-style: heavy hitters + recent window, at most this many tokens
    uint32_t slidingWindow = 0;      // treat every full-attention layer as sliding with this window
    bool operator==(const WhatIfs&) const = default;
    bool any() const { return pagedBlock || sharedPrefixTokens || kiviBits || tokenBudget || slidingWindow; }
};

// Models llama-server loads beside the main one (llama.cpp v0.5.0 tools/server/server-context.cpp
// load_model, common/speculative.cpp common_base_params_to_speculative):
//  - a vision projector (--mmproj FILE): its weights on the first GPU, or in RAM with
//    --no-mmproj-offload; the compute buffer of its image encoder is not counted (it depends on the
//    image size and is measured by llama.cpp only at start-up);
//  - a draft model for speculative decoding (--model-draft FILE): its own weights and KV cache with the
//    main context's cells, sequences, batch and flash-attention settings, its cache types -ctkd/-ctvd
//    (f16 by default), its layers on the GPUs (-ngld, default all); the main model's -ngl is fitted
//    around it (common_fit_extra_model).
//   `llama-server -m gemma-3-27b.gguf --mmproj mmproj-gemma-3-27b-f16.gguf -md gemma-3-1b-q8_0.gguf`
struct ProjectorOptions
{
    std::string name;    // file name shown in the launch line and the breakdown
    uint64_t bytes = 0;  // the projector file's tensor bytes
    bool offload = true; // false: --no-mmproj-offload
    bool operator==(const ProjectorOptions&) const = default;
};
struct DraftOptions
{
    ModelSpec model;
    WeightScheme weights;
    ElemType typeK = ElemType::F16;     // -ctkd
    ElemType typeV = ElemType::F16;     // -ctvd
    std::optional<uint32_t> nGpuLayers; // -ngld; unset = all layers on the GPUs
    bool operator==(const DraftOptions&) const = default;
};
struct SideModels
{
    std::optional<ProjectorOptions> projector;
    std::optional<DraftOptions> draft;
    bool any() const { return projector || draft; }
    bool operator==(const SideModels&) const = default;
};

// One memory pool of the machine. A discrete GPU's VRAM, system RAM, or a unified pool (Apple
// silicon, Ryzen AI Max, Jetson) that the CPU and GPU share.
struct Device
{
    std::string name; // "GPU 0", "RAM", "Unified memory"
    DeviceKind kind = DeviceKind::Gpu;
    uint64_t capacityBytes = 0; // physical size
    uint64_t reserveBytes = 0;  // what the user cannot use: OS + desktop (RAM), driver context + display (GPU)
    uint64_t gpuLimitBytes = 0; // unified only: the GPU's working-set limit (0 = no limit beyond capacity)
    double bandwidthGBs = 0;    // memory bandwidth, GB/s (1e9 bytes/s), for the decode speed bound
    // Peak compute for the prefill bound, TFLOPS (1e12 FLOP/s): a GPU's dense FP16/BF16 tensor figure, the Apple
    // GPU's (unified), a CPU's cores x vector FLOPs per cycle x clock (RAM); 0 = unknown (no prefill bound from it).
    double peakTflops = 0;
    double hostLinkGBs = 0; // a discrete GPU's link to the host (PCIe), GB/s per direction; 0 = unknown
    uint32_t node = 0;      // which machine of a cluster holds it (0 = the main node, where the server runs)
    // A GPU llama.cpp drives with its CUDA (or HIP) backend, whose scheduler's split of the compute graph kvplanner
    // reproduces (llamacpp/computegraph.h); false for a Metal, Vulkan, SYCL or RPC device a runtime log names, which
    // keeps the approximation. Presets plan as CUDA.
    bool splitAsCuda = true;
    bool operator==(const Device&) const = default;

    uint64_t usableBytes() const { return capacityBytes > reserveBytes ? capacityBytes - reserveBytes : 0; }
};

// The network between the nodes of a cluster (core/cluster.h has the sourced presets). One link speed
// for the whole cluster: every node reaches every other through it (a switch, or a direct cable).
//   {id "10gbe", gbps 10, latencyUs 20}: 16 KiB of activations cost 16384 x 8 / 10e9 s + 20 us = 33.1 us
struct Link
{
    std::string id;       // preset id ("10gbe"), or "" for figures the user typed
    double gbps = 0;      // usable bandwidth, Gbit/s (1e9 bits/s)
    double latencyUs = 0; // one message's one-way latency, application to application, microseconds
    bool operator==(const Link&) const = default;
};

// A machine, or a cluster of machines (nodes): every device says which node it is on. Node 0 is the
// main node (llama-server, or Ray's head); a one-node machine has every device on node 0 and no link.
//   two PCs with an RTX 3090 each over 10 GbE: devices "node 1 GPU 0", "node 1 RAM" (node 0),
//   "node 2 GPU 0", "node 2 RAM" (node 1); link 10gbe; hosts {"node1", "node2"}
struct Hardware
{
    std::string id;                 // preset id, or "" for custom
    std::string name;               // "RTX 4090 24 GB + 64 GB RAM"
    std::vector<Device> devices;    // per node: GPUs first, then RAM (or one unified pool)
    Link link;                      // between the nodes (unused with one node)
    std::vector<std::string> hosts; // per node, the address the commands use; missing = "node1", "node2", ...
    // Per node of a cluster file, the hardware preset it names ("" = a node that lists its devices); empty when
    // every node is `id` (one machine, or kv::clusterOf). What prices and powers the machine node by node.
    std::vector<std::string> nodePresets;
    bool operator==(const Hardware&) const = default;

    uint32_t nodeCount() const
    {
        uint32_t n = devices.empty() ? 0 : 1;
        for (const Device& d : devices)
            n = std::max(n, d.node + 1);
        return n;
    }
    const std::string& nodePreset(uint32_t node) const
    {
        static const std::string none;
        if (nodePresets.empty())
            return id;
        return node < nodePresets.size() ? nodePresets[node] : none;
    }
    std::string host(uint32_t node) const
    {
        return node < hosts.size() && !hosts[node].empty() ? hosts[node] : "node" + std::to_string(node + 1);
    }
};

struct Scenario
{
    ModelSpec model;
    Runtime runtime = Runtime::LlamaCpp;
    uint64_t contextPerUser = 4096;
    uint32_t users = 1;
    WeightScheme weights;
    ElemType typeK = ElemType::F16;
    ElemType typeV = ElemType::F16;
    LlamaCppOptions llama;
    OllamaOptions ollama;
    PlacementOptions placement;
    VllmOptions vllm;
    KoboldCppOptions kobold;
    MlxOptions mlx;
    ExLlamaV3Options exllamav3;
    SglangOptions sglang;
    WhatIfs whatIfs;
    SideModels side; // llama.cpp (and Ollama's projector) only
    std::optional<uint64_t> computeBytesOverride;
    double computeScale = 1.0; // calibration from a machine profile: measured / approximated compute buffers
    Hardware hardware;
    // The prompt read before the first token and the answer after it, per user, for the prefill bound
    // (SpeedBound::prefill); 0 = defaultConversation()'s (half the context per user each).
    uint64_t promptTokens = 0;
    uint64_t answerTokens = 0;
    // A machine profile's measured prompt speed over the bound (calibration.h); 0 = not measured. The bound stays the
    // bound; the estimate adds what to expect at this efficiency (PrefillBound::expectedFirstTokenSeconds).
    double prefillEfficiency = 0;
    // The model's weights as resolved once for many estimates of the same model (weightscheme.h): set only on the
    // core's own working copies (the limit searches, sweeps, the fit table's rows), which vary the context and the
    // users, never the model; it names the model and scheme it holds, by id. Empty = each estimate looks them up.
    // Not part of the scenario's value.
    ResolvedRef resolved;
    bool operator==(const Scenario&) const = default;
};

// Input bounds the estimator accepts (beyond them the inputs are absurd, not large).
inline constexpr uint64_t kMaxContext = uint64_t(1) << 32; // 4 Gi tokens per user
inline constexpr uint32_t kMaxUsers = 65536;
inline constexpr double kMaxPrefillEfficiency = 2.0; // a measured prompt speed over twice the bound is a wrong peak
inline constexpr uint32_t kMaxLayers = 100000;

} // namespace kv
