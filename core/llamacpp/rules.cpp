#include "llamacpp/rules.h"

#include "checked.h"
#include "llamacpp/computegraph.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace kv {

namespace {

// Accumulates per-layer bytes into one CacheBlock per kind, in llama.cpp's report order.
struct CacheAccumulator
{
    CacheBlock full{CacheKind::Full}, swa{CacheKind::Swa}, chunked{CacheKind::Chunked}, mla{CacheKind::Mla},
        idx{CacheKind::Indexer}, rec{CacheKind::Recurrent};

    CacheBlock& blockFor(AttnKind a)
    {
        switch (a) {
        case AttnKind::Swa: return swa;
        case AttnKind::Chunked: return chunked;
        case AttnKind::Mla: return mla;
        case AttnKind::Full:
        case AttnKind::None: break;
        }
        return full;
    }

    // One cell's K (or V) row of the last layer asked about: layers mostly repeat their shapes.
    struct Row
    {
        ElemType type = ElemType::F16;
        uint64_t values = 0, bytes = 0;
        uint64_t of(ElemType t, uint64_t n)
        {
            if (t != type || n != values) {
                type = t;
                values = n;
                bytes = rowBytes(t, n);
            }
            return bytes;
        }
    } rowK, rowV;

    // Adds one layer's cache; returns its bytes. `vWidth`: the V values per cell (the layer's own, or wider
    // when the runtime pads V rows).
    uint64_t addAttention(CacheBlock& b, const LayerSpec& l, uint64_t cells, uint32_t streams, ElemType k, ElemType v)
    {
        return addAttention(b, l, cells, streams, k, v, l.vValues());
    }
    uint64_t addAttention(CacheBlock& b, const LayerSpec& l, uint64_t cells, uint32_t streams, ElemType k, ElemType v,
                          uint64_t vWidth)
    {
        b.layers += 1;
        b.cellsPerStream = cells;
        b.streams = streams;
        b.typeK = k;
        b.typeV = v;
        const uint64_t n = mul(cells, streams);
        const uint64_t kb = mul(n, rowK.of(k, l.kValues()));
        const uint64_t vb = l.attn != AttnKind::Mla ? mul(n, rowV.of(v, vWidth)) : 0;
        b.kBytes = add(b.kBytes, kb);
        b.vBytes = add(b.vBytes, vb);
        return kb + vb;
    }
    // The layer's sparse-attention indexer keys: K only, one head of indexerK values per cell, of the K type
    // (llama_kv_cache_dsa's second llama_kv_cache: n_head_kv 1, head size indexer_head_size, -ctk applies).
    uint64_t addIndexer(const LayerSpec& l, uint64_t cells, uint32_t streams, ElemType k)
    {
        if (!l.hasIndexer())
            return 0;
        idx.layers += 1;
        idx.cellsPerStream = cells;
        idx.streams = streams;
        idx.typeK = idx.typeV = k;
        const uint64_t kb = mul(mul(cells, streams), rowBytes(k, l.indexerK));
        idx.kBytes = add(idx.kBytes, kb);
        return kb;
    }
    uint64_t addRecurrent(const LayerSpec& l, uint32_t rows)
    {
        rec.layers += 1;
        rec.cellsPerStream = 1;
        rec.streams = rows;
        rec.typeK = rec.typeV = ElemType::F32;
        const uint64_t r = mul(rows, rowBytes(ElemType::F32, l.stateR));
        const uint64_t st = mul(rows, rowBytes(ElemType::F32, l.stateS));
        rec.kBytes = add(rec.kBytes, r);
        rec.vBytes = add(rec.vBytes, st);
        return r + st;
    }
    std::vector<CacheBlock> blocks() const
    {
        std::vector<CacheBlock> out;
        for (const CacheBlock* b : {&full, &swa, &chunked, &mla, &idx, &rec})
            if (b->layers > 0)
                out.push_back(*b);
        return out;
    }
};

// The cache flags both launch lines share: -ctk / -ctv when not f16, --swa-full.
void appendCacheFlags(std::string& cmd, const RuntimeParams& rt, const Scenario& s)
{
    if (s.typeK != ElemType::F16)
        cmd += " -ctk " + std::string(name(s.typeK));
    if (s.typeV != ElemType::F16)
        cmd += " -ctv " + std::string(name(s.typeV));
    if (rt.swaFull)
        cmd += " --swa-full";
}

} // namespace

void appendSideFlags(std::string& cmd, const Scenario& s)
{
    if (const auto& p = s.side.projector) {
        cmd += " --mmproj MMPROJ.gguf";
        if (!p->offload)
            cmd += " --no-mmproj-offload";
    }
    if (const auto& d = s.side.draft) {
        cmd += " -md DRAFT.gguf";
        if (d->nGpuLayers)
            cmd += " -ngld " + std::to_string(*d->nGpuLayers > d->model.nLayer() ? 999 : *d->nGpuLayers);
        if (d->typeK != ElemType::F16)
            cmd += " -ctkd " + std::string(name(d->typeK));
        if (d->typeV != ElemType::F16)
            cmd += " -ctvd " + std::string(name(d->typeV));
    }
}

namespace {

std::string launchLlamaServer(const RuntimeParams& rt, const Scenario& s, bool batchGiven)
{
    std::string cmd =
        "llama-server -m MODEL.gguf -c " + std::to_string(rt.nCtxRequested) + " -np " + std::to_string(rt.nSeq);
    if (batchGiven)
        cmd += " -b " + std::to_string(s.llama.batchSize) + " -ub " + std::to_string(s.llama.ubatchSize);
    cmd += rt.flashAttn ? " -fa on" : " -fa off";
    appendCacheFlags(cmd, rt, s);
    if (rt.kvUnified)
        cmd += " --kv-unified";
    return cmd;
}

} // namespace

namespace {

int64_t total(const std::vector<int64_t>& v)
{
    int64_t t = 0;
    for (int64_t x : v)
        t += x;
    return t;
}

} // namespace

bool fitNeedsSmallerContext(const FitInputs& in)
{
    bool enough = true;
    for (size_t i = 0; i < in.free.size(); ++i)
        enough = enough && in.free[i] - in.used[i] >= in.margin;
    const auto nd = static_cast<int64_t>(in.free.size());
    const int64_t surplus = total(in.free) - total(in.used) - nd * in.margin;
    return !enough && surplus < 0 && in.nMax > in.nMin;
}

uint64_t fittedContext(const FitInputs& in)
{
    const auto nd = static_cast<int64_t>(in.free.size());
    int64_t target = total(in.free) - nd * in.margin;
    if (nd > 1) { // only whole layers (dense) or tensors (MoE) go to a device: keep a safety margin
        const int64_t perLayer = in.modelBytes / static_cast<int64_t>(std::max<uint64_t>(1, in.gpuLayers));
        target -= (nd + 1) * perLayer / (in.nExpert == 0 ? 2 : 6);
    }
    const int64_t usedMax = total(in.used);
    uint64_t n = in.nMin;
    if (target > in.usedMinContext && usedMax > in.usedMinContext) {
        n += static_cast<uint32_t>(static_cast<int64_t>(in.nMax - in.nMin) * (target - in.usedMinContext) /
                                   (usedMax - in.usedMinContext));
        const uint64_t align = 256 * in.streams;
        n = std::max(n - n % align, in.nMin);
    }
    return n;
}

Estimate::Growth llamaServerGrowth(const Estimate& e, const RuntimeParams& rt)
{
    constexpr uint64_t kCacheRamBytes = uint64_t(8192) << 20; // --cache-ram default
    constexpr uint64_t kCheckpointsPerSlot = 32;              // --ctx-checkpoints default
    Estimate::Growth g;
    g.promptCacheBytes = kCacheRamBytes;
    uint64_t perCheckpoint = 0;
    for (const CacheBlock& c : e.caches) {
        const uint64_t streams = std::max<uint64_t>(1, c.streams);
        if (c.kind == CacheKind::Swa || c.kind == CacheKind::Chunked) {
            // one sequence's part of the window: a stream, or its share of a unified cache
            const uint64_t share = rt.kvUnified ? std::max<uint64_t>(1, rt.nSeq) : 1;
            perCheckpoint = add(perCheckpoint, c.bytes() / streams / share);
        } else if (c.kind == CacheKind::Recurrent) {
            perCheckpoint = add(perCheckpoint, c.bytes() / std::max<uint64_t>(1, rt.nSeq));
        }
    }
    g.checkpointBytes = mul(mul(perCheckpoint, kCheckpointsPerSlot), std::max<uint32_t>(1, rt.nSeq));
    return g;
}

std::string launchPlainLlamaServer(const RuntimeParams& rt, const Scenario& s)
{
    // What the user's command says, nothing more: llama-server fills in the rest itself.
    std::string cmd = "llama-server -m MODEL.gguf";
    if (s.llama.ctxSize)
        cmd += " -c " + std::to_string(*s.llama.ctxSize);
    if (s.llama.parallel)
        cmd += " -np " + std::to_string(*s.llama.parallel);
    if (s.llama.flashAttn != FlashAttn::Auto)
        cmd += rt.flashAttn ? " -fa on" : " -fa off";
    appendCacheFlags(cmd, rt, s);
    if (s.llama.parallel && rt.kvUnified)
        cmd += " --kv-unified";
    appendSideFlags(cmd, s);
    return cmd;
}

namespace {

// llama-server's worst-case graph (llama_context::sched_reserve, v0.5.0): a micro-batch of
// min(n_ctx, n_ubatch) tokens rounded up to a multiple of n_seq_max (graph_reserve), with
// min(tokens, n_outputs_max) outputs, where llama-server sets n_outputs_max = min(n_batch, slots) and a
// program that calls libllama directly leaves it at n_batch (llama-context.cpp:250).
ComputeGraphParams serverComputeGraph(const RuntimeParams& rt, uint64_t fullCells, uint64_t swaCells, ElemType typeK,
                                      ElemType typeV)
{
    ComputeGraphParams p;
    const uint64_t seqs = std::max<uint32_t>(1, rt.nSeq);
    const uint64_t t0 = std::min<uint64_t>(rt.nCtx, rt.nUbatch);
    p.tokens = static_cast<uint32_t>((t0 + seqs - 1) / seqs * seqs);
    p.sequences = static_cast<uint32_t>(seqs);
    p.streams = rt.streams;
    p.outputs = static_cast<uint32_t>(std::min<uint64_t>(t0, rt.nOutputsMax));
    p.cellsFull = fullCells;
    p.cellsSwa = swaCells;
    p.flashAttn = rt.flashAttn;
    p.typeK = typeK;
    p.typeV = typeV;
    return p;
}

} // namespace

const LlamaCppProfile& mainlineLlamaCpp()
{
    static const LlamaCppProfile p{"llama.cpp b6699 (2025-10) – v0.5.0 (0ad4a86)", 256, 256, 256, true};
    return p;
}

LlamaCppAllocation estimateLlamaCpp(const Scenario& s)
{
    return estimateLlamaCppWith(s, mainlineLlamaCpp());
}

LlamaCppAllocation estimateLlamaCppWith(const Scenario& s, const LlamaCppProfile& prof)
{
    LlamaCppAllocation out;
    Estimate& e = out.estimate;
    Allocation& alloc = out.alloc;
    const auto& o = s.llama;
    RuntimeParams& rt = e.runtime;
    rt.name = "llama.cpp";
    rt.rulesVersion = prof.version;
    rt.flashAttn = o.flashAttn != FlashAttn::Off;
    rt.kvUnified = o.kvUnified;
    rt.swaFull = o.swaFull;
    rt.nSeq = o.parallel.value_or(s.users);

    for (ElemType t : {s.typeK, s.typeV}) {
        if (!info(t).llamaCppCacheType) {
            e.refusal = Warning{Diag::UnsupportedCacheType, {std::string(name(t))}};
            return out;
        }
    }
    if (isBlockQuantized(s.typeV) && !rt.flashAttn) {
        e.refusal = Warning{Diag::QuantizedVNeedsFlashAttention, {std::string(name(s.typeV))}};
        return out;
    }
    const bool hasMla = std::any_of(s.model.layers.begin(), s.model.layers.end(),
                                    [](const LayerSpec& l) { return l.attn == AttnKind::Mla && l.nHeadKv > 0; });
    if (hasMla && s.typeK != s.typeV) {
        e.refusal = Warning{Diag::MlaKvTypesDiffer, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
        return out;
    }

    uint64_t req = o.ctxSize ? *o.ctxSize : mul(s.contextPerUser, rt.nSeq);
    if (req == 0) // -c 0: llama_params_fit sizes the context for all sequences (common/fit.cpp, v0.5.0)
        req = mul(s.model.nCtxTrain, rt.nSeq);
    rt.nCtxRequested = req;
    rt.nBatch = static_cast<uint32_t>(std::min<uint64_t>(req, o.batchSize));
    rt.nUbatch = std::min(rt.nBatch, o.ubatchSize);
    rt.nOutputsMax = o.outputsPerBatchToken ? rt.nBatch : std::min(rt.nBatch, std::max<uint32_t>(1, rt.nSeq));
    const uint32_t pad = rt.flashAttn ? prof.ctxPad : prof.ctxPadNoFa;
    rt.nCtx = padTo(req, pad);
    if (rt.kvUnified) {
        rt.nCtxSeq = rt.nCtx;
        rt.streams = 1;
    } else {
        rt.nCtxSeq = padTo(rt.nCtx / rt.nSeq, prof.seqPad);
        rt.nCtx = mul(rt.nCtxSeq, rt.nSeq);
        rt.streams = rt.nSeq;
    }
    const uint64_t cells = rt.kvUnified ? rt.nCtx : rt.nCtxSeq;
    const uint32_t streams = rt.streams;

    // Without flash attention the V cache is stored transposed, and when the layers' V widths differ
    // (Gemma 4: 8 x 256 on sliding layers, 1 x 512 on global ones) every layer's V row is padded to the widest
    // layer's n_head_kv x head_dim_v (src/llama-kv-cache.cpp, TAG_V_CACHE_VARIABLE, n_embd_v_gqa_max over all
    // layers, KV-shared ones included; measured: tests/data/groundtruth/llamacpp-gemma4.json).
    uint64_t vWidthMax = 0;
    for (const LayerSpec& l : s.model.layers)
        if (l.attends() && l.attn != AttnKind::Mla)
            vWidthMax = std::max(vWidthMax, l.vValues());
    const auto vWidth = [&](const LayerSpec& l) { return rt.flashAttn ? l.vValues() : vWidthMax; };

    CacheAccumulator acc;
    alloc = {};
    alloc.layers.resize(s.model.layers.size());
    uint64_t fullCells = 0, swaCellsMax = 0;
    for (size_t i = 0; i < s.model.layers.size(); ++i) {
        const LayerSpec& l = s.model.layers[i];
        LayerAlloc& la = alloc.layers[i];
        if (l.hasAttention()) {
            if (isLocal(l.attn)) {
                // llama_kv_cache_iswa: Llama 4's chunked layers (LLAMA_SWA_TYPE_CHUNKED, n_swa = the chunk)
                // share the SWA cache and its size rule; only the mask differs.
                uint64_t swaCells = cells;
                if (!rt.swaFull && prof.swaShrinks) {
                    const uint64_t want = add(mul(l.window, rt.kvUnified ? rt.nSeq : 1), rt.nUbatch);
                    swaCells = std::min(cells, add(padTo(std::min(cells, want), 256), o.swaExtraCells));
                }
                la.memory.kv =
                    acc.addAttention(acc.blockFor(l.attn), l, swaCells, streams, s.typeK, s.typeV, vWidth(l));
                swaCellsMax = std::max(swaCellsMax, swaCells);
            } else {
                la.memory.kv = acc.addAttention(acc.blockFor(l.attn), l, cells, streams, s.typeK, s.typeV, vWidth(l));
                la.memory.kv += acc.addIndexer(l, cells, streams, s.typeK);
                fullCells = cells;
            }
        }
        if (l.hasRecurrent())
            la.memory.recurrent = acc.addRecurrent(l, std::max<uint32_t>(1, rt.nSeq));
    }
    // The KQ mask spans each cache's cells of one stream (all of them when unified) for every token.
    alloc.maskCells = fullCells + swaCellsMax;
    alloc.maxCells = std::max(fullCells, swaCellsMax);
    e.caches = acc.blocks();
    e.outputBytes = mul(mul(s.model.nVocab, rt.nSeq), 4);
    // Only a machine without GPUs runs the whole graph on the CPU (the graph sketch costs a few microseconds).
    const bool cpuOnly =
        !s.hardware.devices.empty() && std::none_of(s.hardware.devices.begin(), s.hardware.devices.end(),
                                                    [](const Device& d) { return d.kind == DeviceKind::Gpu; });
    if (s.runtime == Runtime::LlamaCpp && prof.graphKnown) {
        alloc.computeGraph = serverComputeGraph(rt, fullCells, swaCellsMax, s.typeK, s.typeV);
        if (cpuOnly)
            alloc.cpuComputeBytes = llamaCppCpuComputeBytes(s.model, *alloc.computeGraph);
    }
    e.computeIsApproximate = true;
    alloc.computeNoteAt = e.warnings.size(); // placement decides the note (finish)
    if (rt.nCtx != req && prof.notesPadding)
        e.warnings.push_back({Diag::ContextPadded, {std::to_string(req), std::to_string(rt.nCtx)}});
    // A unified cache is shared: one slot holding more than the training context is what -np x n_ctx_train
    // means (llama-server caps each slot at the training context itself).
    if (s.model.nCtxTrain > 0 && rt.nCtxSeq > s.model.nCtxTrain &&
        !(rt.kvUnified && rt.nSeq > 1 && rt.nCtxSeq <= mul(s.model.nCtxTrain, rt.nSeq)))
        e.warnings.push_back(
            {Diag::ContextExceedsTraining, {std::to_string(rt.nCtxSeq), std::to_string(s.model.nCtxTrain)}});
    const bool batchGiven = o.batchSize != LlamaCppOptions{}.batchSize || o.ubatchSize != LlamaCppOptions{}.ubatchSize;
    rt.launch = launchLlamaServer(rt, s, batchGiven);
    if (prof.serverCaches) {
        e.growth = llamaServerGrowth(e, rt);
        e.warnings.push_back({Diag::ServerMayGrow,
                              {std::to_string(e.growth.promptCacheBytes), std::to_string(e.growth.checkpointBytes)}});
    }
    return out;
}

std::vector<CacheBlock> idealCaches(const ModelSpec& m, uint64_t context, uint32_t users, ElemType k, ElemType v)
{
    CacheAccumulator acc;
    for (const LayerSpec& l : m.layers) {
        if (l.hasAttention()) {
            // A sliding layer keeps the last `window` tokens. A chunked layer keeps the tokens since its
            // current chunk began, ((context - 1) mod chunk) + 1; on the way to `context` it has held
            // min(context, chunk) of them, and that peak is what must fit.
            const uint64_t cells = isLocal(l.attn) ? std::min<uint64_t>(context, l.window) : context;
            acc.addAttention(acc.blockFor(l.attn), l, cells, users, k, v);
            acc.addIndexer(l, cells, users, k);
        }
        if (l.hasRecurrent())
            acc.addRecurrent(l, users);
    }
    return acc.blocks();
}

uint64_t kvBytesPerTokenBeyondWindows(const ModelSpec& m, ElemType k, ElemType v)
{
    ModelSpec full = m;
    std::erase_if(full.layers, [](const LayerSpec& l) { return isLocal(l.attn); });
    return kvBytesPerToken(full, k, v);
}

uint64_t kvBytesPerToken(const ModelSpec& m, ElemType k, ElemType v)
{
    uint64_t bytes = 0;
    for (const LayerSpec& l : m.layers) {
        if (!l.hasAttention())
            continue;
        bytes = add(bytes, rowBytes(k, l.kValues()));
        if (l.hasIndexer())
            bytes = add(bytes, rowBytes(k, l.indexerK));
        if (l.attn != AttnKind::Mla)
            bytes = add(bytes, rowBytes(v, l.vValues()));
    }
    return bytes;
}

} // namespace kv
