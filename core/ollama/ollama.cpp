// Ollama's rules, from Ollama's own source (github.com/ollama/ollama), per release (OllamaRelease):
//
// v0.32.15 (b7871fc, 2026-08-19; unchanged at v0.33.0-rc2 fb30760). Since v0.30.0 ("runner: Remove CGO
// engines, use llama-server exclusively for GGML models", 9db4bdbad) every GGUF model runs in
// llama.cpp's llama-server (LLAMA_CPP_VERSION b10488), started by llm/llama_server.go with
//   -c num_ctx x parallel -np parallel --flash-attn auto|on|off [-ctk T -ctv T] [-b N -ub N]
// and no -ngl (llama-server fits the layers itself). num_ctx is clamped to the training context
// (llm/server.go); the scheduler (server/sched.go) picks num_batch and forces parallel 1 for some
// architectures. The cache is then llama.cpp's (rules.cpp).
//
// v0.24.0 (c28ddc0, 2026-05-14), the last release with Ollama's own Go engine. The architectures of
// KV.OllamaEngineRequired (fs/ggml/ggml.go) ran on it; their cache is kvcache/causal.go, initialised by
// runner/ollamarunner/cache.go with (dtype, parallel, capacity = num_ctx, maxBatch = num_batch):
//   one pool shared by all slots, padded to 256 cells (ml/backend/ggml CacheConfig.CachePadding):
//   full layers    : roundUp(parallel x num_ctx, 256)
//   sliding layers : memory m = window (gpt-oss, gemma4: 4096, NewSWAMemCache); m = max(m, window + 1)
//                    when parallel > 1; m >= num_ctx -> as full; else roundUp(parallel x m + batch, 256)
//   chunked layers : (Llama 4, NewChunkedAttentionCache) no window: as full
//   dtype          : q8_0 / q4_0 / f16, quantised only with flash attention, otherwise f16
// The other architectures ran in the CGO llama.cpp runner: -c num_ctx x parallel -np parallel -b 512.

#include "ollama/ollama.h"

#include "arch/architecture.h"

#include "checked.h"
#include "weightscheme.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <string_view>

namespace kv {

namespace {

constexpr uint64_t kGiB = uint64_t(1) << 30;
constexpr uint64_t kMiB = uint64_t(1) << 20;

// What Ollama does with an architecture (server/sched.go's num_parallel list; v0.24.0's Go engine, its flash
// attention default and its sliding caches) is part of the architecture's description (arch/architecture.h).
const Architecture::Ollama& traits(std::string_view arch)
{
    return architecture(arch).ollama;
}

// server/routes.go: the default num_ctx by total VRAM (GPU TotalMemory - OLLAMA_GPU_OVERHEAD, summed;
// on Apple silicon the GPU's working-set limit). 47/23 GiB "to account for small differences".
uint64_t vramTierContext(const Hardware& hw)
{
    uint64_t vram = 0;
    for (const Device& d : hw.devices) {
        if (d.kind == DeviceKind::Gpu)
            vram = add(vram, d.capacityBytes);
        else if (d.kind == DeviceKind::Unified)
            vram = add(vram, d.gpuLimitBytes ? d.gpuLimitBytes : d.capacityBytes);
    }
    if (vram >= 47 * kGiB)
        return 262144;
    if (vram >= 23 * kGiB)
        return 32768;
    return 4096;
}

// llm/llama_server.go PredictServerVRAM's KV term: 2 x layers x min KV heads x (n_embd / n_head) x ctx x 2,
// always f16 whatever OLLAMA_KV_CACHE_TYPE says.
uint64_t predictServerKv(const ModelSpec& m, uint64_t ctx)
{
    uint32_t kvHeads = 0;
    bool first = true;
    for (const LayerSpec& l : m.layers) {
        kvHeads = first ? l.nHeadKv : std::min(kvHeads, l.nHeadKv);
        first = false;
    }
    kvHeads = std::max<uint32_t>(kvHeads, 1);
    const uint64_t headDim = m.nHead > 0 ? m.nEmbd / m.nHead : 0;
    return mul(mul(mul(mul(2, m.nLayer()), kvHeads), mul(headDim, ctx)), 2);
}

struct Gpus
{
    bool any = false;
    bool small = false;     // some GPU with at most 8 GiB
    uint64_t available = 0; // free memory the scheduler sees (0 = no GPU)
};

Gpus gpusOf(const Hardware& hw)
{
    Gpus g;
    for (const Device& d : hw.devices) {
        if (d.kind == DeviceKind::Ram)
            continue;
        g.any = true;
        const uint64_t total = d.kind == DeviceKind::Unified && d.gpuLimitBytes ? d.gpuLimitBytes : d.capacityBytes;
        g.small = g.small || total <= 8 * kGiB;
        g.available = add(g.available, std::min(total, d.usableBytes()));
    }
    return g;
}

uint64_t batchSurcharge(uint32_t batch)
{
    return batch >= 2048 ? 2 * kGiB : batch >= 1024 ? 768 * kMiB : 0;
}

bool batchFits(uint32_t batch, uint64_t predicted, uint64_t available)
{
    if (predicted == 0 || available == 0)
        return true;
    const uint64_t threshold = available * 80 / 100;
    if (predicted > threshold)
        return false;
    if (batch >= 2048 && predicted > available * 60 / 100)
        return false;
    if (batch >= 1024 && batch < 2048 && predicted > available * 75 / 100)
        return false;
    return batchSurcharge(batch) <= threshold - predicted;
}

// server/sched.go automaticGenerationBatch (v0.32.15). Flash attention off: 512, or 256 past 4096 cells
// on a CUDA GPU of at most 8 GiB (kvplanner takes every discrete GPU for CUDA). Otherwise by the
// effective context (num_ctx x parallel): > 32768 -> 2048, > 4096 -> 1024, else 512, stepped down
// while the pre-flight figure leaves too little headroom.
uint32_t automaticBatch(uint64_t effectiveCtx, bool faOff, uint64_t predicted, const Gpus& g)
{
    if (faOff && g.any)
        return effectiveCtx > 4096 && g.small ? 256 : 512;
    uint32_t batch = effectiveCtx > 32768 ? 2048 : effectiveCtx > 4096 ? 1024 : 512;
    while (batch > 512 && !batchFits(batch, predicted, g.available))
        batch = batch > 1024 ? 1024 : 512;
    return batch;
}

double crudeBytes(ElemType t)
{
    switch (t) {
    case ElemType::F32: return 4;
    case ElemType::Q8_0:
    case ElemType::FP8: return 1;
    case ElemType::Q4_0:
    case ElemType::Q4_1:
    case ElemType::IQ4_NL:
    case ElemType::Q5_0:
    case ElemType::Q5_1: return 0.5;
    default: return 2;
    }
}

// v0.24.0's own estimate (fs/ggml GraphSize): q8_0 at 1 byte, q4_0 at half a byte.
uint64_t crudeKv(const ModelSpec& m, uint64_t tokens, ElemType k, ElemType v)
{
    long double predicted = 0;
    for (const LayerSpec& l : m.layers)
        if (l.hasAttention())
            predicted += static_cast<long double>(tokens) * (l.kValues() * crudeBytes(k) + l.vValues() * crudeBytes(v));
    return static_cast<uint64_t>(std::llround(static_cast<double>(predicted)));
}

struct Resolved
{
    uint64_t numCtx = 0;
    uint32_t parallel = 1;
    uint32_t parallelAsked = 1; // OLLAMA_NUM_PARALLEL before the scheduler forced it to 1
};

std::string envLine(const Scenario& s, const Resolved& r, ElemType kvType)
{
    const OllamaOptions& o = s.ollama;
    std::string env;
    auto put = [&env](const std::string& kv) { env += kv + " "; };
    if (!o.serverDefaults || o.numCtx)
        put("OLLAMA_CONTEXT_LENGTH=" + std::to_string(r.numCtx));
    if (!o.serverDefaults || o.numParallel)
        put("OLLAMA_NUM_PARALLEL=" + std::to_string(r.parallelAsked));
    if (s.llama.flashAttn != FlashAttn::Auto)
        put(s.llama.flashAttn == FlashAttn::On ? "OLLAMA_FLASH_ATTENTION=1" : "OLLAMA_FLASH_ATTENTION=0");
    if (kvType != ElemType::F16)
        put("OLLAMA_KV_CACHE_TYPE=" + std::string(name(kvType)));
    return env + "ollama serve";
}

// The Go engine's cache (v0.24.0 kvcache/causal.go Causal.Init): one pool for all slots.
uint64_t goCells(const LayerSpec& l, std::string_view arch, const Resolved& r, uint32_t batch)
{
    const uint64_t full = padTo(mul(r.parallel, r.numCtx), 256);
    if (l.attn != AttnKind::Swa)
        return full; // full, and chunked (no window: the chunk only masks)
    uint64_t memory = traits(arch).swaMemory4096 ? 4096 : l.window;
    if (r.parallel > 1)
        memory = std::max<uint64_t>(memory, uint64_t(l.window) + 1);
    if (memory >= r.numCtx)
        return full;
    return padTo(add(mul(r.parallel, memory), batch), 256);
}

void estimateGoEngine(const Scenario& s, const Resolved& r, bool fa, ElemType type, Estimate& e, Allocation& alloc)
{
    RuntimeParams& rt = e.runtime;
    const uint32_t batch = s.ollama.numBatch.value_or(static_cast<uint32_t>(std::min<uint64_t>(512, r.numCtx)));
    rt.nSeq = r.parallel;
    rt.nCtxRequested = mul(r.numCtx, r.parallel);
    rt.nCtx = padTo(rt.nCtxRequested, 256);
    rt.nCtxSeq = r.numCtx;
    rt.streams = 1;
    rt.kvUnified = true;
    rt.flashAttn = fa;
    rt.nBatch = rt.nUbatch = batch;

    std::array<CacheBlock, 3> blocks{CacheBlock{CacheKind::Full}, CacheBlock{CacheKind::Swa},
                                     CacheBlock{CacheKind::Chunked}};
    alloc = {};
    alloc.layers.resize(s.model.layers.size());
    uint64_t fullCells = 0, localCells = 0;
    for (size_t i = 0; i < s.model.layers.size(); ++i) {
        const LayerSpec& l = s.model.layers[i];
        if (!l.hasAttention())
            continue;
        const uint64_t cells = goCells(l, s.model.arch, r, batch);
        CacheBlock& b = blocks[l.attn == AttnKind::Swa ? 1 : l.attn == AttnKind::Chunked ? 2 : 0];
        // K is (head_dim, kv_heads, cells) of the cache type, V likewise (or permuted without flash
        // attention, f16 then): a row per head.
        const uint64_t kb = mul(mul(cells, l.nHeadKv), rowBytes(type, l.headDimK));
        const uint64_t vb = mul(mul(cells, l.nHeadKv), rowBytes(type, l.headDimV));
        b.layers += 1;
        b.cellsPerStream = cells;
        b.streams = 1;
        b.typeK = b.typeV = type;
        b.kBytes = add(b.kBytes, kb);
        b.vBytes = add(b.vBytes, vb);
        alloc.layers[i].memory.kv = kb + vb;
        uint64_t& widest = l.attn == AttnKind::Full ? fullCells : localCells;
        widest = std::max(widest, cells);
    }
    alloc.maskCells = fullCells + localCells;
    alloc.maxCells = std::max(fullCells, localCells);
    e.caches.clear();
    for (const CacheBlock& b : blocks)
        if (b.layers > 0)
            e.caches.push_back(b);
    e.outputBytes = mul(mul(s.model.nVocab, r.parallel), 4);
    e.computeIsApproximate = true;
    alloc.computeNoteAt = e.warnings.size(); // placement decides the note (finish)
}

// Go-engine architectures whose cache kvplanner does not model from the Go code (latent attention,
// recurrent state): they keep llama.cpp's rule, with a warning.
// Ollama's CGO llama.cpp runner (v0.24.0 runner/llamarunner): mainline's rules, without llama-server's
// prompt cache and checkpoints (no Estimate::growth, no "server-may-grow").
const LlamaCppProfile& cgoRunner()
{
    static const LlamaCppProfile p = [] {
        LlamaCppProfile q = mainlineLlamaCpp();
        q.serverCaches = false;
        return q;
    }();
    return p;
}

// Ollama's own notes, emitted before the engine's, stay first; the place left for the compute note moves with
// the engine's notes.
void keepFirst(std::vector<Warning> kept, Estimate& e, Allocation& alloc)
{
    if (alloc.computeNoteAt)
        *alloc.computeNoteAt += kept.size();
    kept.insert(kept.end(), e.warnings.begin(), e.warnings.end());
    e.warnings = std::move(kept);
}

bool goEngineModelled(const ModelSpec& m)
{
    return std::none_of(m.layers.begin(), m.layers.end(),
                        [](const LayerSpec& l) { return l.attn == AttnKind::Mla || l.hasRecurrent(); });
}

} // namespace

uint64_t ollamaDefaultNumCtx(const Hardware& hw)
{
    return vramTierContext(hw);
}

std::optional<uint64_t> ollamaLowerAutoNumCtx(uint64_t numCtx)
{
    if (numCtx > 32768)
        return 32768;
    if (numCtx > 4096)
        return 4096;
    return std::nullopt;
}

LlamaCppAllocation estimateOllama(const Scenario& s)
{
    LlamaCppAllocation out;
    Estimate& e = out.estimate;
    Allocation& alloc = out.alloc;
    const OllamaOptions& o = s.ollama;
    const bool current = o.release == OllamaRelease::V0_32;
    Resolved r;
    r.numCtx = o.numCtx.value_or(o.serverDefaults ? vramTierContext(s.hardware) : s.contextPerUser);
    r.parallel = o.numParallel.value_or(o.serverDefaults ? 1 : s.users);
    r.numCtx = std::max<uint64_t>(r.numCtx, 4); // sched.go getRunner
    r.parallelAsked = r.parallel;
    const bool forced = r.parallel > 1 && traits(s.model.arch).parallelForcedToOne;
    if (forced) {
        e.warnings.push_back({Diag::OllamaParallelForced, {s.model.arch, std::to_string(r.parallel)}});
        r.parallel = 1;
    }
    if (s.model.nCtxTrain > 0 && r.numCtx > s.model.nCtxTrain) { // llm/server.go NewLlamaServer
        e.warnings.push_back({Diag::ContextClamped, {std::to_string(r.numCtx), std::to_string(s.model.nCtxTrain)}});
        r.numCtx = s.model.nCtxTrain;
    }
    if (s.typeK != s.typeV) {
        e.refusal = Warning{Diag::OllamaOneKvType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
        return out;
    }
    const uint64_t effectiveCtx = mul(r.numCtx, r.parallel);
    const bool goEngine = !current && traits(s.model.arch).goEngine && goEngineModelled(s.model);
    ElemType kvType = s.typeK;

    if (goEngine) {
        // llm/server.go (v0.24.0): flash attention as OLLAMA_FLASH_ATTENTION says, else per architecture;
        // never when K and V heads differ in size; quantised caches only with it, and only q8_0 / q4_0.
        bool fa = s.llama.flashAttn == FlashAttn::Auto ? traits(s.model.arch).flashByDefault
                                                       : s.llama.flashAttn == FlashAttn::On;
        const bool sameHeads = std::all_of(s.model.layers.begin(), s.model.layers.end(), [](const LayerSpec& l) {
            return !l.hasAttention() || l.headDimK == l.headDimV;
        });
        fa = fa && sameHeads;
        if (kvType != ElemType::F16 && (!fa || (kvType != ElemType::Q8_0 && kvType != ElemType::Q4_0))) {
            e.warnings.push_back({Diag::OllamaKvTypeNeedsFlashAttention, {std::string(name(kvType))}});
            kvType = ElemType::F16;
        }
        std::vector<Warning> kept = std::move(e.warnings);
        e.warnings.clear();
        estimateGoEngine(s, r, fa, kvType, e, alloc);
        keepFirst(std::move(kept), e, alloc);
        e.runtime.engine = "ollama engine";
        e.runtime.rulesVersion = "Ollama v0.24.0 (c28ddc0): Go engine, kvcache/causal.go";
        e.detail = OllamaPreflight{crudeKv(s.model, effectiveCtx, kvType, kvType)};
    } else {
        Scenario t = s;
        t.runtime = Runtime::LlamaCpp;
        t.contextPerUser = r.numCtx;
        t.llama = LlamaCppOptions{};
        t.llama.ctxSize = effectiveCtx;
        t.llama.parallel = r.parallel;
        t.llama.flashAttn = s.llama.flashAttn;
        uint32_t batch = 512;
        if (current) {
            // OLLAMA_KV_CACHE_TYPE goes to llama-server as it is; llama.cpp itself refuses a quantised V
            // cache without flash attention.
            const uint64_t weights = s.model.weightsBytesExact ? s.model.weightsBytesExact
                                                               : weightBytes(s.model, s.weights, WeightsFormat::Gguf);
            const uint64_t predicted = add(weights, predictServerKv(s.model, effectiveCtx));
            batch = o.numBatch.value_or(
                automaticBatch(effectiveCtx, s.llama.flashAttn == FlashAttn::Off, predicted, gpusOf(s.hardware)));
            e.detail = OllamaPreflight{predictServerKv(s.model, effectiveCtx)};
        } else {
            // The CGO runner (v0.24.0 llm/server.go): num_batch capped at num_ctx; a quantised type
            // needs flash attention, else f16.
            batch = static_cast<uint32_t>(std::min<uint64_t>(o.numBatch.value_or(512), r.numCtx));
            if (isBlockQuantized(kvType) && s.llama.flashAttn == FlashAttn::Off) {
                e.warnings.push_back({Diag::OllamaKvTypeNeedsFlashAttention, {std::string(name(kvType))}});
                kvType = ElemType::F16;
            }
            t.typeK = t.typeV = kvType;
            if (traits(s.model.arch).goEngine)
                e.warnings.push_back({Diag::OllamaEngineNotModelled, {s.model.arch}});
        }
        t.llama.batchSize = t.llama.ubatchSize = batch;
        std::vector<Warning> kept = std::move(e.warnings);
        RuntimeDetail preflight = std::move(e.detail);
        out = estimateLlamaCppWith(t, current ? mainlineLlamaCpp() : cgoRunner());
        e.detail = std::move(preflight);
        keepFirst(std::move(kept), e, alloc);
        if (e.refusal)
            return out;
        const std::string llamaVersion = e.runtime.rulesVersion;
        if (current) {
            e.runtime.engine = "llama-server";
            e.runtime.rulesVersion =
                "Ollama v0.32.15 (b7871fc; same at v0.33.0-rc2 fb30760): llama-server b10488, rules of " + llamaVersion;
        } else {
            e.runtime.engine = "llama.cpp runner";
            e.runtime.rulesVersion = "Ollama v0.24.0 (c28ddc0): CGO llama.cpp runner, rules of " + llamaVersion;
            e.detail = OllamaPreflight{crudeKv(s.model, effectiveCtx, kvType, kvType)};
        }
    }
    e.runtime.name = "ollama";
    e.runtime.numCtx = r.numCtx;
    e.runtime.launch = envLine(s, r, kvType);
    return out;
}

} // namespace kv
