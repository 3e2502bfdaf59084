#pragma once
// What vLLM's one-machine and Ray estimates share (core/vllm/ only): the page of each layer kind, the pages a
// request holds, the hybrid and unified KV-cache groups, and the plan's common settings. The rules and their
// sources are written beside each definition in vllmpages.cpp; vllm.h says what they add up to.

#include "estimate.h"
#include "modelspec.h"
#include "scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kv::vllmpages {

inline constexpr const char* kVllmRules = "vLLM 0.6 (V0) / 0.8 (V1)";

// One kind of attention layer (one KV-cache spec: kind, window, head shapes) after vLLM's page-size unification.
struct KindGroup
{
    const LayerSpec* layer = nullptr; // the kind's first layer
    uint32_t layers = 0;              // layers of the kind
    uint32_t block = 0;               // its block size: the base block x (largest page / its page)
    uint32_t groups = 0;              // groups of groupSize layer slots
};

struct HybridPlan
{
    bool active = false;
    bool unified = false; // attention only, kinds grouped, pages unified (Gemma 4); `kinds`, `page`, `groupSize`
    std::vector<KindGroup> kinds; // unified: every kind of attention layer
    uint32_t block = 0;           // the attention block size vLLM uses (unified: the largest pages')
    uint64_t statePage = 0;       // one layer's state, per GPU, unpadded
    uint64_t stateConv = 0;       // of which the conv state
    uint64_t page = 0;            // one layer's page, per GPU (the attention page; the state padded to it)
    uint32_t groupSize = 0;       // layers per group
    uint32_t attnGroups = 0;      // groups of attention layers
    uint32_t stateGroups = 0;     // groups of recurrent layers
    uint32_t attnLayers = 0, stateLayers = 0;
};

// --tensor-parallel-size (at least 1).
uint32_t tp(const Scenario& s);
// The plan's runtime parameters: one sequence per user of max_model_len tokens, the batched tokens as the batch.
void fillRuntime(const Scenario& s, uint64_t mml, const std::string& rules, RuntimeParams& rt);
// --max-model-len, else the context per user.
uint64_t maxModelLen(const Scenario& s);
// The activation peak of the profiling run when no log gives it.
uint64_t defaultActivation(const Scenario& s);

// Pages: one layer's block_size page on one GPU, and the pages a request of `tokens` holds in that layer.
uint64_t pageBytes(const Scenario& s, const LayerSpec& l);
uint64_t pagesFor(const Scenario& s, const LayerSpec& l, uint64_t tokens);
// The caches the users' requests hold, summed over `ranks` GPUs (attention-only models without unification).
std::vector<CacheBlock> userCaches(const Scenario& s, uint64_t ranks);

// Hybrid (attention beside recurrent state) and unified (attention kinds of different pages) KV-cache groups.
HybridPlan hybridPlan(const Scenario& s);
// The scenario with the block size the plan uses.
Scenario withBlock(const Scenario& s, uint32_t block);
// Block ids one request of `tokens` holds, and the users' caches summed over `ranks` GPUs.
uint64_t hybridRequestBlocks(const Scenario& hs, const HybridPlan& h, uint64_t tokens);
uint64_t unifiedRequestBlocks(const Scenario& s, const HybridPlan& h, uint64_t tokens);
std::vector<CacheBlock> hybridCaches(const Scenario& hs, const HybridPlan& h, uint64_t ranks);
std::vector<CacheBlock> unifiedCaches(const Scenario& s, const HybridPlan& h, uint64_t ranks);
// Layers of one block id on the GPUs of a pipeline stage (layers [first, first + count)).
uint32_t hybridStageGroupSize(const Scenario& s, const HybridPlan& h, uint32_t first, uint32_t count);
uint32_t unifiedStageGroupSize(const Scenario& s, const HybridPlan& h, uint32_t first, uint32_t count);
// One block id over all layers of one GPU, and one request of `tokens`, in bytes.
uint64_t blockBytesOf(const Scenario& s, const HybridPlan& h);
uint64_t requestBytes(const Scenario& s, const HybridPlan& h, uint64_t tokens);
// The pool's tokens as vLLM's log reports them ("GPU KV cache size").
uint64_t poolTokens(const Scenario& s, const HybridPlan& h, uint64_t numBlocks, uint64_t mml);

// The rules a plan follows (with the vLLM commits of the parts it takes), the block-size warning, and the
// cache type's flag in a launch command.
std::string rulesFor(const Scenario& s, const HybridPlan& h, const char* base);
void warnBlockSize(const Scenario& given, const HybridPlan& h, Estimate& e);
std::string cacheDtypeFlag(const Scenario& s);

} // namespace kv::vllmpages
