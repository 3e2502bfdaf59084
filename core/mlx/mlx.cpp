#include "mlx/mlx.h"

#include "arch/architecture.h"
#include "checked.h"
#include "errors.h"

#include <algorithm>
#include <array>
#include <map>
#include <tuple>

namespace kv {

namespace {

// Whether make_prompt_cache ignores --max-kv-size: the model file defines make_cache(), as every file of a model with
// sliding-window, chunked or recurrent layers does.
// The model file mlx-lm runs this model through: its architecture's, by the checkpoint's model_type.
const ModelType::Mlx& fileOf(const ModelSpec& m)
{
    return architecture(m.arch).modelType(m.modelType).mlx;
}

// A sliding-window layer as the model file caches it (gemma2.py has no window: a full cache).
bool slides(const ModelType::Mlx& file, const LayerSpec& l)
{
    return l.attn == AttnKind::Swa && !file.noSlidingWindow;
}

// A chunked-attention layer as the model file caches it (llama4.py: a ChunkedKVCache; llama4_text.py: a full one).
bool chunks(const ModelType::Mlx& file, const LayerSpec& l)
{
    return l.attn == AttnKind::Chunked && !file.noSlidingWindow;
}

bool ownsMakeCache(const ModelSpec& m)
{
    const ModelType::Mlx& file = fileOf(m);
    if (file.defaultCaches)
        return false;
    if (architecture(m.arch).mlx.ownsMakeCache)
        return true;
    return std::any_of(m.layers.begin(), m.layers.end(),
                       [&file](const LayerSpec& l) { return slides(file, l) || chunks(file, l) || l.hasRecurrent(); });
}

uint64_t ceilSteps(uint64_t n)
{
    return (n + kMlxStep - 1) / kMlxStep * kMlxStep;
}

// One layer's buffer, replayed chunk by chunk exactly as cache.py does.
struct LayerSim
{
    enum class Kind : uint8_t { Growing, Rotating, Chunked, State };
    Kind kind = Kind::Growing;
    uint64_t maxSize = 0; // Rotating; Chunked: the chunk size
    uint64_t keep = 0;    // Rotating
    uint64_t cells = 0;   // buffer length (0 = None)
    uint64_t offset = 0;
    uint64_t idx = 0;
    uint64_t start = 0; // Chunked: start_position, the first token still held
    bool quantized = false;

    void update(uint64_t n)
    {
        if (kind == Kind::Growing)
            grow(n);
        else if (kind == Kind::Rotating)
            n == 1 ? rotateInPlace() : rotateConcat(n);
        else if (kind == Kind::Chunked)
            chunk(n);
    }
    // ChunkedKVCache: llama4.py calls maybe_trim_front() before each forward, which slices the buffer down to the
    // last chunk_size tokens once more are held; update_and_fetch then grows it like a KVCache, counted from
    // start_position. A long context holds chunk_size plus the appended chunk rounded up to 256.
    void chunk(uint64_t n)
    {
        if (cells != 0 && offset - start > maxSize) {
            start = offset - maxSize;
            cells = maxSize;
        }
        const uint64_t prev = offset - start;
        if (cells == 0 || prev + n > cells) {
            if (cells != 0 && prev % kMlxStep != 0)
                cells = prev;
            cells += ceilSteps(n);
        }
        offset += n;
    }
    // KVCache / QuantizedKVCache update_and_fetch
    void grow(uint64_t n)
    {
        if (cells == 0 || offset + n > cells) {
            if (cells != 0 && offset % kMlxStep != 0)
                cells = offset;
            cells += ceilSteps(n);
        }
        offset += n;
    }
    // RotatingKVCache._update_concat
    void rotateConcat(uint64_t n)
    {
        if (cells == 0) {
            cells = n;
        } else {
            if (idx != cells && idx >= offset)
                cells = idx; // _temporal_order slices off the unused end
            idx = cells;
            if (idx + 1 > maxSize) // trim_size = idx - max_size + 1
                cells -= idx + 1 - maxSize;
            cells += n;
        }
        offset += n;
        idx = cells;
    }
    // RotatingKVCache._update_in_place (one token)
    void rotateInPlace()
    {
        const uint64_t prev = offset;
        if (cells == 0 || (prev >= cells && cells < maxSize)) {
            cells += prev < maxSize ? std::min<uint64_t>(kMlxStep, maxSize - prev) : 0;
            idx = prev;
        }
        if (cells > maxSize) {
            cells = maxSize;
            idx = maxSize;
        }
        if (idx == maxSize)
            idx = keep;
        ++idx;
        ++offset;
    }
};

struct LayerCost
{
    CacheKind kind = CacheKind::Full;
    uint64_t kPerCell = 0, vPerCell = 0; // unquantised, bytes per cell per sequence
    uint64_t kQuant = 0, vQuant = 0;     // quantised
    uint64_t stateR = 0, stateS = 0;     // recurrent, bytes per sequence
};

uint64_t dtypeBytes(ElemType t)
{
    switch (t) {
    case ElemType::F32: return 4;
    case ElemType::F16:
    case ElemType::BF16: return 2;
    default: return 0;
    }
}

// mx.quantize: d values -> d x bits / 32 uint32 words, plus a scale and a bias per group in the input dtype.
uint64_t quantRow(uint64_t d, uint32_t bits, uint32_t group, uint64_t db)
{
    return d * bits / 8 + 2 * (d / group) * db;
}

struct Sim
{
    std::vector<LayerSim> layers;
    std::vector<LayerCost> costs;
    uint64_t sequences = 1;

    uint64_t kBytes(size_t i) const
    {
        const LayerSim& l = layers[i];
        return mul(mul(l.cells, l.quantized ? costs[i].kQuant : costs[i].kPerCell), sequences);
    }
    uint64_t vBytes(size_t i) const
    {
        const LayerSim& l = layers[i];
        return mul(mul(l.cells, l.quantized ? costs[i].vQuant : costs[i].vPerCell), sequences);
    }
    uint64_t kvTotal() const
    {
        uint64_t t = 0;
        for (size_t i = 0; i < layers.size(); ++i)
            t = add(t, add(kBytes(i), vBytes(i)));
        return t;
    }
};

std::vector<CacheBlock> blocksOf(const Sim& sim, ElemType dtype)
{
    // One block per (kind, cells), in the order of first appearance.
    std::vector<CacheBlock> out;
    std::map<std::pair<CacheKind, uint64_t>, size_t> where;
    uint64_t rS = 0, rV = 0;
    uint32_t recurrentLayers = 0;
    for (size_t i = 0; i < sim.layers.size(); ++i) {
        const LayerCost& c = sim.costs[i];
        if (c.stateR + c.stateS > 0) {
            rS = add(rS, mul(c.stateR, sim.sequences));
            rV = add(rV, mul(c.stateS, sim.sequences));
            ++recurrentLayers;
        }
        if (c.kPerCell + c.vPerCell == 0)
            continue;
        const auto key = std::make_pair(c.kind, sim.layers[i].cells);
        auto it = where.find(key);
        if (it == where.end()) {
            CacheBlock b;
            b.kind = c.kind;
            b.cellsPerStream = sim.layers[i].cells;
            b.streams = static_cast<uint32_t>(sim.sequences);
            b.typeK = dtype;
            b.typeV = dtype;
            it = where.emplace(key, out.size()).first;
            out.push_back(b);
        }
        CacheBlock& b = out[it->second];
        ++b.layers;
        b.kBytes = add(b.kBytes, sim.kBytes(i));
        b.vBytes = add(b.vBytes, sim.vBytes(i));
    }
    if (recurrentLayers > 0) {
        CacheBlock b;
        b.kind = CacheKind::Recurrent;
        b.layers = recurrentLayers;
        b.cellsPerStream = 1;
        b.streams = static_cast<uint32_t>(sim.sequences);
        b.typeK = dtype;
        b.typeV = ElemType::F32;
        b.kBytes = rS;
        b.vBytes = rV;
        out.push_back(b);
    }
    return out;
}

std::string launchLine(const Scenario& s, uint32_t sequences)
{
    const MlxOptions& o = s.mlx;
    if (o.maxKvSize || o.kvBits) {
        std::string cmd = "mlx_lm.generate --model MODEL";
        if (o.maxKvSize)
            cmd += " --max-kv-size " + std::to_string(*o.maxKvSize);
        if (o.kvBits)
            cmd += " --kv-bits " + std::to_string(*o.kvBits) + " --kv-group-size " + std::to_string(o.kvGroupSize) +
                   " --quantized-kv-start " + std::to_string(o.quantizedKvStart);
        return cmd;
    }
    std::string cmd = "mlx_lm.server --model MODEL";
    if (sequences > kMlxDecodeConcurrency)
        cmd += " --decode-concurrency " + std::to_string(sequences);
    return cmd;
}

} // namespace

void validateMlx(const MlxOptions& o)
{
    if (o.kvBits && !(*o.kvBits >= 2 && *o.kvBits <= 8 && *o.kvBits != 7))
        throw InputError("kv-bits-invalid", std::to_string(*o.kvBits));
    if (o.kvGroupSize != 32 && o.kvGroupSize != 64 && o.kvGroupSize != 128)
        throw InputError("kv-group-size-invalid", std::to_string(o.kvGroupSize));
    if (o.maxKvSize && (*o.maxKvSize <= kMlxMaxKvKeep || *o.maxKvSize > kMaxContext))
        throw InputError("max-kv-size-invalid", std::to_string(*o.maxKvSize));
    if (o.quantizedKvStart > kMaxContext)
        throw InputError("quantized-kv-start-invalid", std::to_string(o.quantizedKvStart));
}

namespace {

// The cache rows one attention layer's model file keeps per cell (unquantised and, with --kv-bits, quantised), or
// why mlx-lm cannot run it. `db`: the cache dtype's bytes.
std::optional<Warning> perHeadMlaCost(const Scenario& s, bool quantizes, uint64_t db, LayerCost& c)
{
    // deepseek_v2.py: per head, the no-RoPE key with the RoPE key repeated, and the value.
    const MlxOptions& o = s.mlx;
    c.kind = CacheKind::Mla;
    const uint64_t heads = s.model.nHead;
    const uint64_t kHead = uint64_t(s.model.qkNopeHeadDim) + s.model.qkRopeHeadDim;
    const uint64_t vHead = s.model.vHeadDimMla;
    if (heads == 0 || s.model.qkNopeHeadDim == 0 || vHead == 0)
        return Warning{Diag::MlxMlaHeadsUnknown, {s.model.modelType}};
    c.kPerCell = heads * kHead * db;
    c.vPerCell = heads * vHead * db;
    if (quantizes) {
        if (kHead % o.kvGroupSize != 0 || vHead % o.kvGroupSize != 0)
            return Warning{Diag::MlxKvGroupSize, {std::to_string(o.kvGroupSize)}};
        c.kQuant = heads * quantRow(kHead, *o.kvBits, o.kvGroupSize, db);
        c.vQuant = heads * quantRow(vHead, *o.kvBits, o.kvGroupSize, db);
    }
    return std::nullopt;
}

std::optional<Warning> latentCost(const Scenario& s, const ModelType::Mlx& file, const LayerSpec& l, bool quantizes,
                                  uint64_t db, LayerCost& c)
{
    const MlxOptions& o = s.mlx;
    c.kind = CacheKind::Mla;
    const uint64_t rope = s.model.qkRopeHeadDim;
    const uint64_t latent = l.kValues() > rope ? l.kValues() - rope : l.kValues();
    c.kPerCell = latent * db;
    c.vPerCell = rope * db;
    if (file.indexerKey && l.hasIndexer()) // its own KVCache: one head of indexerK keys, empty values
        c.kPerCell = add(c.kPerCell, mul(l.indexerK, db));
    if (quantizes) {
        if (latent % o.kvGroupSize != 0 || rope % o.kvGroupSize != 0)
            return Warning{Diag::MlxKvGroupSize, {std::to_string(o.kvGroupSize)}};
        c.kQuant = quantRow(latent, *o.kvBits, o.kvGroupSize, db);
        c.vQuant = quantRow(rope, *o.kvBits, o.kvGroupSize, db);
    }
    return std::nullopt;
}

std::optional<Warning> headsCost(const Scenario& s, const ModelType::Mlx& file, const LayerSpec& l, bool quantizes,
                                 uint64_t db, LayerCost& c)
{
    const MlxOptions& o = s.mlx;
    c.kind = slides(file, l) ? CacheKind::Swa : (chunks(file, l) ? CacheKind::Chunked : CacheKind::Full);
    c.kPerCell = l.kValues() * db;
    c.vPerCell = l.vValues() * db;
    if (quantizes) {
        if (l.headDimK % o.kvGroupSize != 0 || l.headDimV % o.kvGroupSize != 0)
            return Warning{Diag::MlxKvGroupSize, {std::to_string(o.kvGroupSize)}};
        c.kQuant = l.nHeadKv * quantRow(l.headDimK, *o.kvBits, o.kvGroupSize, db);
        c.vQuant = l.nHeadKv * quantRow(l.headDimV, *o.kvBits, o.kvGroupSize, db);
    }
    return std::nullopt;
}

// How one layer's cache behaves while the prompt is read: it grows, rotates (a sliding window, or --max-kv-size
// where the model file honours it), trims to its chunk, or holds a fixed recurrent state.
LayerSim layerBehaviour(const ModelType::Mlx& file, const LayerSpec& l, const std::optional<uint64_t>& maxKv)
{
    LayerSim ls;
    if (!l.hasAttention()) {
        ls.kind = LayerSim::Kind::State;
    } else if (slides(file, l)) {
        ls.kind = LayerSim::Kind::Rotating;
        ls.maxSize = l.window;
    } else if (chunks(file, l)) {
        ls.kind = LayerSim::Kind::Chunked;
        ls.maxSize = l.window;
    } else if (maxKv) {
        ls.kind = LayerSim::Kind::Rotating;
        ls.maxSize = *maxKv;
        ls.keep = kMlxMaxKvKeep;
    }
    return ls;
}

// Every layer's cache, as the model file makes it (`sequences` of each), or why mlx-lm cannot run it.
struct BuiltSim
{
    Sim sim;
    std::optional<Warning> refusal;
};

BuiltSim buildSim(const Scenario& s, const ModelType::Mlx& file, uint32_t sequences, bool maxKvHonoured)
{
    const MlxOptions& o = s.mlx;
    const uint64_t db = dtypeBytes(s.typeK);
    BuiltSim out;
    out.sim.sequences = sequences;
    bool anyRotating = false;
    bool anyLatent = false;
    for (const LayerSpec& l : s.model.layers) {
        LayerCost c;
        // --kv-bits converts only what has to_quantized(): a KVCache, not a CacheList nor a ChunkedKVCache.
        const bool quantizes = o.kvBits && !file.cacheList && !chunks(file, l);
        if (l.hasAttention()) {
            const bool perHead = l.attn == AttnKind::Mla && file.mla == ModelType::Mlx::MlaCache::PerHead;
            anyLatent = anyLatent || (l.attn == AttnKind::Mla && !perHead);
            out.refusal = perHead                   ? perHeadMlaCost(s, quantizes, db, c)
                          : l.attn == AttnKind::Mla ? latentCost(s, file, l, quantizes, db, c)
                                                    : headsCost(s, file, l, quantizes, db, c);
            if (out.refusal)
                return out;
        }
        if (l.hasRecurrent()) {
            c.stateR = mul(l.stateR, db);                              // conv state: the input dtype
            c.stateS = mul(l.stateS, file.stateInModelDtype ? db : 4); // float32, or jamba.py's dtype
        }
        const LayerSim ls = layerBehaviour(file, l, maxKvHonoured ? o.maxKvSize : std::nullopt);
        anyRotating = anyRotating || ls.kind == LayerSim::Kind::Rotating;
        out.sim.layers.push_back(ls);
        out.sim.costs.push_back(c);
    }
    const uint64_t n = s.contextPerUser;
    if (o.kvBits && file.quantizedLatentFails && anyLatent && n >= o.quantizedKvStart)
        out.refusal = Warning{Diag::MlxLatentQuantized, {std::string(file.file), std::to_string(o.quantizedKvStart)}};
    else if (o.kvBits && !file.cacheList && anyRotating && n >= o.quantizedKvStart)
        out.refusal = Warning{Diag::MlxRotatingQuantized, {std::to_string(o.quantizedKvStart)}};
    return out;
}

// generate_step: chunks of min(2048, remaining - 1) while more than one token remains, then the rest (one token)
// through the decode step; the cache may be quantised after each. Returns the peak's total; `sim` ends after the
// prompt, `atPeak` holds the caches at the peak moment.
uint64_t readPrompt(Sim& sim, const MlxOptions& o, const ModelType::Mlx& file, uint64_t n,
                    std::vector<LayerSim>& atPeak)
{
    uint64_t done = 0;
    uint64_t peak = 0;
    atPeak = sim.layers;
    auto step = [&](uint64_t chunk) {
        for (LayerSim& l : sim.layers)
            l.update(chunk);
        done += chunk;
        const uint64_t t = sim.kvTotal();
        if (t > peak) {
            peak = t;
            atPeak = sim.layers;
        }
        if (o.kvBits && !file.cacheList && done >= o.quantizedKvStart)
            for (LayerSim& l : sim.layers)
                if (l.kind == LayerSim::Kind::Growing)
                    l.quantized = true;
    };
    while (n - done > 1)
        step(std::min<uint64_t>(kMlxPrefillStep, n - done - 1));
    step(n - done);
    return peak;
}

void setRuntime(const Scenario& s, uint32_t sequences, RuntimeParams& rt)
{
    const uint64_t n = s.contextPerUser;
    rt.nSeq = sequences;
    rt.streams = sequences;
    rt.nCtxRequested = n;
    rt.nCtxSeq = n;
    rt.nCtx = mul(n, sequences);
    rt.nBatch = kMlxPrefillStep;
    rt.nUbatch = kMlxPrefillStep;
    rt.flashAttn = false;
    rt.launch = launchLine(s, sequences);
}

} // namespace

Estimate estimateMlx(const Scenario& s)
{
    Estimate e;
    validateMlx(s.mlx);
    const MlxOptions& o = s.mlx;
    e.runtime.name = "mlx";
    e.runtime.rulesVersion = std::string(kMlxRulesVersion);
    if (dtypeBytes(s.typeK) == 0 || s.typeV != s.typeK) {
        e.refusal = Warning{Diag::MlxKvType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
        return e;
    }
    const bool kvFlags = o.maxKvSize || o.kvBits;
    if (kvFlags && s.users > 1) {
        e.refusal = Warning{Diag::MlxServerNoKvOptions, {std::to_string(s.users)}};
        return e;
    }
    const ModelType::Mlx& file = fileOf(s.model); // what mlx-lm's model file caches
    // mlx_lm.server batches only when every cache of the model can merge; ChunkedKVCache cannot, so such a model
    // answers its users one after another (server.py's is_batchable): one user's cache is live at a time.
    const bool batchable = std::none_of(s.model.layers.begin(), s.model.layers.end(),
                                        [&file](const LayerSpec& l) { return chunks(file, l); });
    const uint32_t sequences = batchable ? s.users : 1;
    if (!batchable && s.users > 1)
        e.warnings.push_back({Diag::MlxServerSequential, {std::to_string(s.users)}});
    const uint64_t n = s.contextPerUser;
    const bool maxKvHonoured = o.maxKvSize && !ownsMakeCache(s.model);
    if (o.maxKvSize && !maxKvHonoured)
        e.warnings.push_back({Diag::MlxMaxKvSizeIgnored, {s.model.arch}});
    BuiltSim built = buildSim(s, file, sequences, maxKvHonoured);
    if (built.refusal) {
        e.refusal = std::move(built.refusal);
        return e;
    }
    Sim& sim = built.sim;
    std::vector<LayerSim> atPeak;
    MlxInfo info;
    info.kvBytesPeak = readPrompt(sim, o, file, n, atPeak);
    info.kvBytesAfterPrompt = sim.kvTotal();
    info.sequences = sequences;
    info.maxKvSizeHonoured = maxKvHonoured;
    info.quantized = std::any_of(sim.layers.begin(), sim.layers.end(), [](const LayerSim& l) { return l.quantized; });
    info.promptCacheEntries = kvFlags ? 0 : kMlxPromptCacheSize;
    // The caches at the peak moment of the prefill (their sum is what must fit).
    sim.layers = atPeak;
    e.caches = blocksOf(sim, s.typeK);
    setRuntime(s, sequences, e.runtime);
    // What the server's prompt cache may keep beside the live caches: ten finished caches of one user's context.
    if (!kvFlags && sequences > 0)
        e.growth.promptCacheBytes = mul(info.kvBytesAfterPrompt / sequences, kMlxPromptCacheSize);
    e.detail = info;
    // deepseek_v2.py's rows are not the latent llama.cpp's per-token figure assumes: its own per token (every layer
    // is latent-attention, so the on-demand baseline is that times the tokens).
    if (file.mla == ModelType::Mlx::MlaCache::PerHead) {
        for (const LayerCost& c : sim.costs)
            e.kvBytesPerToken = add(e.kvBytesPerToken, add(c.kPerCell, c.vPerCell));
        e.idealKvBytes = mul(mul(e.kvBytesPerToken, n), sequences);
    }
    e.outputBytes = 0;
    e.memory.compute = 0;
    e.warnings.push_back({Diag::MlxComputeNotModelled, {}});
    return e;
}

BandInfo appleBand(const Scenario& s, const Estimate& e)
{
    BandInfo b;
    if (s.runtime != Runtime::Mlx && s.runtime != Runtime::LlamaCpp)
        return b;
    const auto dev = std::find_if(e.devices.begin(), e.devices.end(),
                                  [](const DeviceUse& d) { return d.kind == DeviceKind::Unified; });
    const auto spec = std::find_if(s.hardware.devices.begin(), s.hardware.devices.end(),
                                   [](const Device& d) { return d.kind == DeviceKind::Unified; });
    if (dev == e.devices.end() || spec == s.hardware.devices.end())
        return b;
    b.device = dev->name;
    b.neededBytes = dev->used();
    b.reserveBytes = spec->reserveBytes;
    b.workingSetBytes = spec->gpuLimitBytes > 0 ? spec->gpuLimitBytes : spec->capacityBytes;
    if (s.runtime == Runtime::Mlx) {
        // block_limit_ = min(1.5 * max_rec_size, 0.95 * memsize), computed in double and truncated to size_t.
        const auto ws = static_cast<long double>(b.workingSetBytes);
        const auto mem = static_cast<long double>(spec->capacityBytes);
        b.hardLimitBytes = static_cast<uint64_t>(std::min(1.5L * ws, 0.95L * mem));
    } else {
        b.hardLimitBytes = spec->usableBytes();
    }
    // Beyond the pool less the OS reserve the machine swaps whatever the runtime allows (an 8 GiB Mac: working set
    // 2/3 x 8 GiB = 5.33 GiB, but 8 - 3 = 5 GiB usable).
    b.hardLimitBytes = std::min(b.hardLimitBytes, spec->usableBytes());
    if (b.neededBytes <= b.workingSetBytes && b.neededBytes <= b.hardLimitBytes)
        b.band = MemoryBand::Fits;
    else if (b.neededBytes <= b.hardLimitBytes)
        b.band = MemoryBand::Pages;
    else
        b.band = MemoryBand::Fails;
    constexpr uint64_t kMiB = uint64_t(1) << 20;
    const uint64_t want = add(b.neededBytes, b.reserveBytes);
    if (b.band != MemoryBand::Fits && want <= spec->capacityBytes)
        b.wiredLimitMb = (want + kMiB - 1) / kMiB;
    return b;
}

} // namespace kv
