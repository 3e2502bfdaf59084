#pragma once
// The result of an estimate: what the runtime allocates, cache by cache, and whether it fits.
//
// Example, llama-3.1-8b, 8192 tokens, 1 user, llama.cpp, f16 cache: one Full cache block of 32 layers
// x 8192 cells x 1 stream, k_bytes = v_bytes = 32 x 8192 x 1024 x 2 = 536870912, kvBytes 1073741824.

#include "elemtype.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kv {

enum class CacheKind : uint8_t { Full, Swa, Mla, Recurrent };

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
    std::string name;          // "llama.cpp", "ollama", "vllm", "ideal"
    std::string rulesVersion;  // the runtime version the rules were checked against
    uint64_t nCtx = 0;         // total cells after padding
    uint64_t nCtxSeq = 0;      // cells per sequence
    uint64_t nCtxRequested = 0;
    uint32_t nSeq = 0;
    uint32_t nBatch = 0;
    uint32_t nUbatch = 0;
    uint32_t streams = 0;
    bool flashAttn = true;
    bool kvUnified = false;
    bool swaFull = false;
    uint64_t numCtx = 0;       // Ollama: num_ctx per user after clamping
    std::string launch;        // command line / environment that realises the plan
    bool operator==(const RuntimeParams&) const = default;
};

struct DeviceUse
{
    std::string name;
    std::string kind; // "gpu" | "ram" | "unified"
    uint64_t capacityBytes = 0;
    uint64_t usedBytes = 0;
    uint64_t weightsBytes = 0;
    uint64_t kvBytes = 0;      // attention caches + recurrent state
    uint64_t otherBytes = 0;   // compute + output buffers
    bool fits = true;
    bool operator==(const DeviceUse&) const = default;
};

enum class Verdict : uint8_t { Unknown, Fits, Spills, DoesNotFit };

struct Limits
{
    uint64_t maxContextPerUser = 0; // 0 = even the smallest context does not fit
    uint32_t maxUsers = 0;
    bool known = false;             // false without hardware
    bool operator==(const Limits&) const = default;
};

// A stable code and its arguments; app/ words it.
struct Warning
{
    std::string code;
    std::vector<std::string> args;
    bool operator==(const Warning&) const = default;
};

struct Estimate
{
    // A configuration the runtime itself refuses (e.g. quantised V without flash attention):
    // refusal holds the code, and no bytes are computed.
    std::optional<Warning> refusal;

    RuntimeParams runtime;
    std::vector<CacheBlock> caches;

    uint64_t kvBytes = 0;        // full + swa + mla
    uint64_t recurrentBytes = 0;
    uint64_t weightsBytes = 0;
    uint64_t computeBytes = 0;   // approximate, see computeIsApproximate
    uint64_t outputBytes = 0;    // llama.cpp output (logits) buffer
    uint64_t overheadBytes = 0;  // output buffer + other fixed overhead
    uint64_t totalBytes = 0;
    bool computeIsApproximate = true;

    uint64_t idealKvBytes = 0;        // on-demand baseline for the same tokens (no padding)
    uint64_t kvBytesPerToken = 0;     // attention cache per retained token, all layers, at the cache types
    std::optional<uint64_t> ollamaPredictedKvBytes; // Ollama's own pre-flight figure

    std::vector<DeviceUse> devices;
    Verdict verdict = Verdict::Unknown;
    Limits limits;
    std::vector<Warning> warnings;

    bool operator==(const Estimate&) const = default;
};

} // namespace kv
