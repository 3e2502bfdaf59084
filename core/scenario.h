#pragma once
// Everything an estimate depends on, as plain values: the model, the runtime and its options, the
// planner's inputs (context per user, concurrent users, precisions) and the hardware.
//
// The planner speaks of *context per user* and *concurrent users*. Each runtime turns them into its
// own parameters: llama.cpp gets -c context x users -np users; Ollama num_ctx = context (clamped to the
// training context) and OLLAMA_NUM_PARALLEL = users. LlamaCppOptions' optional fields override that
// mapping with exactly what llama-server's flags mean.

#include "elemtype.h"
#include "modelspec.h"
#include "weightscheme.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kv {

enum class Runtime : uint8_t { LlamaCpp, Ollama, Vllm, Ideal };

enum class FlashAttn : uint8_t { Auto, On, Off };

struct LlamaCppOptions
{
    std::optional<uint64_t> ctxSize;  // -c: TOTAL cells over all sequences (0 = training context)
    std::optional<uint32_t> parallel; // -np
    uint32_t batchSize = 2048;        // -b  (llama-server default)
    uint32_t ubatchSize = 512;        // -ub
    FlashAttn flashAttn = FlashAttn::Auto; // auto resolves to on
    bool swaFull = false;             // --swa-full
    bool kvUnified = false;           // --kv-unified
    bool operator==(const LlamaCppOptions&) const = default;
};

enum class DeviceKind : uint8_t { Gpu, Ram, Unified };

// One memory pool of the machine. A discrete GPU's VRAM, system RAM, or a unified pool (Apple
// silicon, Ryzen AI Max, Jetson) that the CPU and GPU share.
struct Device
{
    std::string name;        // "GPU 0", "RAM", "Unified memory"
    DeviceKind kind = DeviceKind::Gpu;
    uint64_t capacityBytes = 0; // physical size
    uint64_t reserveBytes = 0;  // what the user cannot use: OS + desktop (RAM), driver context + display (GPU)
    uint64_t gpuLimitBytes = 0; // unified only: the GPU's working-set limit (0 = no limit beyond capacity)
    double bandwidthGBs = 0;    // memory bandwidth, GB/s (1e9 bytes/s), for the decode speed bound
    bool operator==(const Device&) const = default;

    uint64_t usableBytes() const { return capacityBytes > reserveBytes ? capacityBytes - reserveBytes : 0; }
};

struct Hardware
{
    std::string id;              // preset id, or "" for custom
    std::string name;            // "RTX 4090 24 GB + 64 GB RAM"
    std::vector<Device> devices; // GPUs first, then RAM (or one unified pool)
    bool operator==(const Hardware&) const = default;
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
    std::optional<uint64_t> computeBytesOverride;
    Hardware hardware;
    bool operator==(const Scenario&) const = default;
};

// Input bounds the estimator accepts (beyond them the inputs are absurd, not large).
inline constexpr uint64_t kMaxContext = uint64_t(1) << 32; // 4 Gi tokens per user
inline constexpr uint32_t kMaxUsers = 65536;
inline constexpr uint32_t kMaxLayers = 100000;

} // namespace kv
