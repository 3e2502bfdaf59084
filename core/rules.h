#pragma once
// Runtime allocation rules (internal to the estimator). Each runtime profile states the version its
// rules were checked against; version differences are data in the profile, not scattered ifs.

#include "estimate.h"
#include "scenario.h"

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
};

void estimateLlamaCpp(const Scenario& s, Estimate& e, Allocation& alloc);
void estimateLlamaCppWith(const Scenario& s, const LlamaCppProfile& profile, Estimate& e, Allocation& alloc);
void estimateOllama(const Scenario& s, Estimate& e, Allocation& alloc);

// Caches of the on-demand baseline: `context` tokens for each of `users`, no padding.
std::vector<CacheBlock> idealCaches(const ModelSpec& m, uint64_t context, uint32_t users, ElemType k, ElemType v);

// Attention-cache bytes per retained token over all attention layers (no window cut).
uint64_t kvBytesPerToken(const ModelSpec& m, ElemType k, ElemType v);

} // namespace kv
