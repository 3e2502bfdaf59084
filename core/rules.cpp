#include "rules.h"

#include "checked.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace kv {

namespace {

// Accumulates per-layer bytes into one CacheBlock per kind, in llama.cpp's report order.
struct CacheAccumulator
{
    CacheBlock full{CacheKind::Full}, swa{CacheKind::Swa}, mla{CacheKind::Mla}, rec{CacheKind::Recurrent};

    void addAttention(CacheBlock& b, const LayerSpec& l, uint64_t cells, uint32_t streams, ElemType k, ElemType v)
    {
        b.layers += 1;
        b.cellsPerStream = cells;
        b.streams = streams;
        b.typeK = k;
        b.typeV = v;
        const uint64_t n = mul(cells, streams);
        b.kBytes = add(b.kBytes, mul(n, rowBytes(k, l.kValues())));
        if (l.attn != AttnKind::Mla)
            b.vBytes = add(b.vBytes, mul(n, rowBytes(v, l.vValues())));
    }
    void addRecurrent(const LayerSpec& l, uint32_t rows)
    {
        rec.layers += 1;
        rec.cellsPerStream = 1;
        rec.streams = rows;
        rec.typeK = rec.typeV = ElemType::F32;
        rec.kBytes = add(rec.kBytes, mul(rows, rowBytes(ElemType::F32, l.stateR)));
        rec.vBytes = add(rec.vBytes, mul(rows, rowBytes(ElemType::F32, l.stateS)));
    }
    std::vector<CacheBlock> blocks() const
    {
        std::vector<CacheBlock> out;
        for (const CacheBlock* b : {&full, &swa, &mla, &rec})
            if (b->layers > 0)
                out.push_back(*b);
        return out;
    }
};

std::string launchLlamaServer(const RuntimeParams& rt, const Scenario& s, bool batchGiven)
{
    std::string cmd = "llama-server -m MODEL.gguf -c " + std::to_string(rt.nCtxRequested) + " -np " +
                      std::to_string(rt.nSeq);
    if (batchGiven)
        cmd += " -b " + std::to_string(s.llama.batchSize) + " -ub " + std::to_string(s.llama.ubatchSize);
    cmd += rt.flashAttn ? " -fa on" : " -fa off";
    if (s.typeK != ElemType::F16)
        cmd += " -ctk " + std::string(name(s.typeK));
    if (s.typeV != ElemType::F16)
        cmd += " -ctv " + std::string(name(s.typeV));
    if (rt.swaFull)
        cmd += " --swa-full";
    if (rt.kvUnified)
        cmd += " --kv-unified";
    return cmd;
}

// Approximate compute buffer: logits for one micro-batch (n_vocab x n_ubatch f32) plus the widest
// activation, plus, without flash attention, the KQ score matrix (n_head x n_kv x n_ubatch f32).
// Calibrated on Qwen3-32B (FA, ub 512): 151936 x 512 x 4 + 5120 x 512 x 4 = 306.75 MiB, as logged.
uint64_t approximateCompute(const ModelSpec& m, const RuntimeParams& rt, uint64_t maxCells)
{
    uint64_t bytes = mul(mul(4, rt.nUbatch), add(m.nVocab, m.nEmbd));
    if (!rt.flashAttn && m.nHead > 0)
        bytes = add(bytes, mul(mul(mul(4, m.nHead), maxCells), rt.nUbatch));
    return bytes;
}

double ollamaCrudeBytes(ElemType t)
{
    switch (t) {
    case ElemType::F32:
        return 4;
    case ElemType::Q8_0:
    case ElemType::FP8:
        return 1;
    case ElemType::Q4_0:
    case ElemType::Q4_1:
    case ElemType::IQ4_NL:
    case ElemType::Q5_0:
    case ElemType::Q5_1:
        return 0.5;
    default:
        return 2;
    }
}

} // namespace

const LlamaCppProfile& mainlineLlamaCpp()
{
    static const LlamaCppProfile p{"llama.cpp b6699 (Oct 2025) and later", 256, 256, 256, true};
    return p;
}

void estimateLlamaCpp(const Scenario& s, Estimate& e)
{
    estimateLlamaCppWith(s, mainlineLlamaCpp(), e);
}

void estimateLlamaCppWith(const Scenario& s, const LlamaCppProfile& prof, Estimate& e)
{
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
            e.refusal = Warning{"unsupported-cache-type", {std::string(name(t))}};
            return;
        }
    }
    if (isBlockQuantized(s.typeV) && !rt.flashAttn) {
        e.refusal = Warning{"quantized-v-needs-flash-attention", {std::string(name(s.typeV))}};
        return;
    }
    const bool hasMla = std::any_of(s.model.layers.begin(), s.model.layers.end(),
                                    [](const LayerSpec& l) { return l.attn == AttnKind::Mla && l.nHeadKv > 0; });
    if (hasMla && s.typeK != s.typeV) {
        e.refusal = Warning{"mla-kv-types-differ", {std::string(name(s.typeK)), std::string(name(s.typeV))}};
        return;
    }

    uint64_t req = o.ctxSize ? *o.ctxSize : mul(s.contextPerUser, rt.nSeq);
    if (req == 0)
        req = s.model.nCtxTrain;
    rt.nCtxRequested = req;
    rt.nBatch = static_cast<uint32_t>(std::min<uint64_t>(req, o.batchSize));
    rt.nUbatch = std::min(rt.nBatch, o.ubatchSize);
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

    CacheAccumulator acc;
    uint64_t maxCells = 0;
    for (const LayerSpec& l : s.model.layers) {
        if (l.hasAttention()) {
            if (l.attn == AttnKind::Swa) {
                uint64_t swaCells = cells;
                if (!rt.swaFull && prof.swaShrinks) {
                    const uint64_t want = add(mul(l.window, rt.kvUnified ? rt.nSeq : 1), rt.nUbatch);
                    swaCells = padTo(std::min(cells, want), 256);
                }
                acc.addAttention(acc.swa, l, swaCells, streams, s.typeK, s.typeV);
                maxCells = std::max(maxCells, swaCells);
            } else {
                acc.addAttention(l.attn == AttnKind::Mla ? acc.mla : acc.full, l, cells, streams, s.typeK, s.typeV);
                maxCells = std::max(maxCells, cells);
            }
        }
        if (l.hasRecurrent())
            acc.addRecurrent(l, std::max<uint32_t>(1, rt.nSeq));
    }
    e.caches = acc.blocks();
    e.outputBytes = mul(mul(s.model.nVocab, rt.nSeq), 4);
    e.computeBytes = approximateCompute(s.model, rt, maxCells);
    e.computeIsApproximate = true;
    e.warnings.push_back({"compute-approximate", {}});
    if (rt.nCtx != req)
        e.warnings.push_back({"context-padded", {std::to_string(req), std::to_string(rt.nCtx)}});
    if (s.model.nCtxTrain > 0 && rt.nCtxSeq > s.model.nCtxTrain)
        e.warnings.push_back({"context-exceeds-training", {std::to_string(rt.nCtxSeq), std::to_string(s.model.nCtxTrain)}});
    const bool batchGiven = o.batchSize != LlamaCppOptions{}.batchSize || o.ubatchSize != LlamaCppOptions{}.ubatchSize;
    rt.launch = launchLlamaServer(rt, s, batchGiven);
}

void estimateOllama(const Scenario& s, Estimate& e)
{
    // Ollama runs llama.cpp with -c num_ctx x num_parallel -np num_parallel, after clamping num_ctx to
    // the training context; a quantised KV type needs flash attention, otherwise Ollama falls back to f16.
    Scenario t = s;
    uint64_t numCtx = s.contextPerUser;
    if (s.model.nCtxTrain > 0 && numCtx > s.model.nCtxTrain) {
        e.warnings.push_back({"context-clamped", {std::to_string(numCtx), std::to_string(s.model.nCtxTrain)}});
        numCtx = s.model.nCtxTrain;
    }
    if (s.typeK != s.typeV) {
        e.refusal = Warning{"ollama-one-kv-type", {std::string(name(s.typeK)), std::string(name(s.typeV))}};
        return;
    }
    const bool fa = s.llama.flashAttn != FlashAttn::Off;
    if (isBlockQuantized(s.typeK) && !fa) {
        e.warnings.push_back({"ollama-kv-type-needs-flash-attention", {std::string(name(s.typeK))}});
        t.typeK = t.typeV = ElemType::F16;
    }
    t.contextPerUser = numCtx;
    t.llama.ctxSize = mul(numCtx, s.users);
    t.llama.parallel = s.users;
    t.llama.batchSize = 512;
    t.llama.ubatchSize = 512;
    std::vector<Warning> kept = std::move(e.warnings);
    estimateLlamaCpp(t, e);
    kept.insert(kept.end(), e.warnings.begin(), e.warnings.end());
    e.warnings = std::move(kept);
    if (e.refusal)
        return;
    e.runtime.name = "ollama";
    e.runtime.rulesVersion = "Ollama 0.16 (llama.cpp engine)";
    e.runtime.numCtx = numCtx;

    // Ollama's own pre-flight estimate prices q8_0 at 1 byte and q4_0 at half a byte.
    long double predicted = 0;
    const uint64_t tokens = mul(numCtx, s.users);
    for (const LayerSpec& l : s.model.layers) {
        if (!l.hasAttention())
            continue;
        predicted += static_cast<long double>(tokens) *
                     (l.kValues() * ollamaCrudeBytes(t.typeK) + l.vValues() * ollamaCrudeBytes(t.typeV));
    }
    e.ollamaPredictedKvBytes = static_cast<uint64_t>(std::llround(static_cast<double>(predicted)));

    std::string env = "OLLAMA_CONTEXT_LENGTH=" + std::to_string(numCtx) + " OLLAMA_NUM_PARALLEL=" +
                      std::to_string(s.users) + (fa ? " OLLAMA_FLASH_ATTENTION=1" : " OLLAMA_FLASH_ATTENTION=0");
    if (t.typeK != ElemType::F16)
        env += " OLLAMA_KV_CACHE_TYPE=" + std::string(name(t.typeK));
    e.runtime.launch = env + " ollama serve";
}

std::vector<CacheBlock> idealCaches(const ModelSpec& m, uint64_t context, uint32_t users, ElemType k, ElemType v)
{
    CacheAccumulator acc;
    for (const LayerSpec& l : m.layers) {
        if (l.hasAttention()) {
            CacheBlock& b = l.attn == AttnKind::Swa ? acc.swa : (l.attn == AttnKind::Mla ? acc.mla : acc.full);
            const uint64_t cells = l.attn == AttnKind::Swa ? std::min<uint64_t>(context, l.window) : context;
            acc.addAttention(b, l, cells, users, k, v);
        }
        if (l.hasRecurrent())
            acc.addRecurrent(l, users);
    }
    return acc.blocks();
}

uint64_t kvBytesPerToken(const ModelSpec& m, ElemType k, ElemType v)
{
    uint64_t bytes = 0;
    for (const LayerSpec& l : m.layers) {
        if (!l.hasAttention())
            continue;
        bytes = add(bytes, rowBytes(k, l.kValues()));
        if (l.attn != AttnKind::Mla)
            bytes = add(bytes, rowBytes(v, l.vValues()));
    }
    return bytes;
}

} // namespace kv
