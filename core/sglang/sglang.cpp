#include "sglang/sglang.h"

#include "arch/architecture.h"

#include "checked.h"
#include "errors.h"
#include "llamacpp/placement.h"
#include "weightscheme.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace kv {

namespace {

constexpr const char* kRules = "SGLang 001067ff (model_runner_kv_cache_mixin.py, pool_configurator.py); "
                               "default mem_fraction_static: server_args.py _handle_gpu_memory_settings "
                               "(cuda_graph_max_bs form)";
constexpr double kSwaRatio = 0.8; // --swa-full-tokens-ratio default

uint32_t tp(const Scenario& s)
{
    return std::max<uint32_t>(1, s.sglang.tpSize);
}

// model_config.py is_hybrid_swa_model (the architecture's description).
bool hybridSwa(const ModelSpec& m)
{
    return architecture(m.arch).sglang.hybridSwa;
}

bool swaPool(const ModelSpec& m, const LayerSpec& l)
{
    return hybridSwa(m) && (l.attn == AttnKind::Swa || l.attn == AttnKind::Chunked);
}

// One token of one layer on one GPU, K and V.
std::pair<uint64_t, uint64_t> tokenBytes(const Scenario& s, const LayerSpec& l)
{
    const uint64_t dtype = rowBytes(s.typeK, 1);
    if (l.attn == AttnKind::Mla)
        return {mul(l.kValues(), dtype), 0};
    const uint64_t heads = std::max<uint64_t>(1, l.nHeadKv / tp(s));
    return {mul(mul(heads, l.headDimK), dtype), mul(mul(heads, l.headDimV), dtype)};
}

std::string num(uint64_t v)
{
    return std::to_string(v);
}

std::string fraction(double f)
{
    char buf[32];
    const auto written = std::to_chars(buf, buf + sizeof buf, f); // shortest round trip: 0.847, 0.8 (no locale)
    return std::string(buf, written.ptr);
}

} // namespace

std::pair<double, uint64_t> sglangDefaultFraction(uint64_t gpuMiB, uint32_t t)
{
    uint64_t chunked = 16384, maxBs = 512;
    if (gpuMiB < 20 * 1024) {
        chunked = 2048;
        maxBs = 8;
    } else if (gpuMiB < 35 * 1024) {
        chunked = 2048;
        maxBs = t < 4 ? 24 : 80;
    } else if (gpuMiB < 60 * 1024) {
        chunked = 4096;
        maxBs = t < 4 ? 32 : 160;
    } else if (gpuMiB < 160 * 1024) {
        chunked = 8192;
        maxBs = t < 4 ? 256 : 512;
    }
    double reserved = 512 + static_cast<double>(std::max<uint64_t>(chunked, 2048)) * 1.5 +
                      static_cast<double>(maxBs) * 2 + static_cast<double>(t) / 8 * 1024;
    if (gpuMiB > 60 * 1024)
        reserved = std::max(reserved, 10.0 * 1024);
    const double g = static_cast<double>(gpuMiB);
    const double f = std::round((g - reserved) / g * 1000) / 1000;
    return {f, static_cast<uint64_t>(std::llround(reserved))};
}

std::pair<uint64_t, uint64_t> sglangTokenKv(const Scenario& s)
{
    uint64_t k = 0, v = 0;
    for (const LayerSpec& l : s.model.layers) {
        if (!l.hasAttention() || swaPool(s.model, l))
            continue;
        const auto [lk, lv] = tokenBytes(s, l);
        k = add(k, lk);
        v = add(v, lv);
    }
    return {k, v};
}

namespace {

std::vector<const Device*> gpusOf(const Scenario& s)
{
    std::vector<const Device*> gpus;
    for (const Device& d : s.hardware.devices)
        if (d.kind == DeviceKind::Gpu)
            gpus.push_back(&d);
    return gpus;
}

// Why SGLang does not start the plan (its cache types, the heads over the TP ranks, the GPUs), or nothing.
std::optional<Warning> refusal(const Scenario& s, const std::vector<const Device*>& gpus)
{
    const SglangOptions& o = s.sglang;
    if (o.memFractionStatic && !(*o.memFractionStatic > 0 && *o.memFractionStatic < 1))
        throw InputError("sglang-mem-fraction-invalid", fraction(*o.memFractionStatic));
    if (o.tpSize == 0 || o.tpSize > 64 || o.pageSize == 0 || o.pageSize > 4096)
        throw InputError("sglang-option-invalid", num(o.tpSize) + "/" + num(o.pageSize));
    if (s.typeK != s.typeV || !(s.typeK == ElemType::BF16 || s.typeK == ElemType::F16 || s.typeK == ElemType::FP8))
        return Warning{Diag::SglangCacheType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
    if (s.model.nHead > 0 && s.model.nHead % tp(s) != 0)
        return Warning{Diag::SglangTpHeads, {num(s.model.nHead), num(tp(s))}};
    if (!s.hardware.devices.empty() && gpus.empty())
        return Warning{Diag::SglangNeedsGpu, {}};
    if (!gpus.empty() && gpus.size() < tp(s))
        return Warning{Diag::SglangTpExceedsGpus, {num(tp(s)), num(gpus.size())}};
    return std::nullopt;
}

// The full pool's and the SWA pool's bytes per token on one GPU, what the users hold, and the caches they make.
struct Cells
{
    uint64_t full = 0, swa = 0;
    uint64_t heldTokens = 0; // the users' tokens in the full pool, a shared prefix once
    uint64_t used = 0;       // per GPU: what the users hold
    std::vector<CacheBlock> caches;
};

Cells cellsOf(const Scenario& s)
{
    const ModelSpec& m = s.model;
    Cells c;
    CacheBlock full, swa, mla;
    full.kind = CacheKind::Full;
    swa.kind = CacheKind::Swa;
    mla.kind = CacheKind::Mla;
    const uint64_t shared = std::min(s.whatIfs.sharedPrefixTokens, s.contextPerUser);
    c.heldTokens = mul(s.contextPerUser - shared, s.users) + (s.users > 0 ? shared : 0);
    for (const LayerSpec& l : m.layers) {
        if (!l.hasAttention())
            continue;
        const auto [k, v] = tokenBytes(s, l);
        const bool inSwa = swaPool(m, l);
        (inSwa ? c.swa : c.full) = add(inSwa ? c.swa : c.full, add(k, v));
        CacheBlock& b = l.attn == AttnKind::Mla ? mla : inSwa ? swa : full;
        // What the users hold, over the TP GPUs (the latent is replicated: counted once). A SWA layer holds the
        // window's tokens of each request (at most its context). A shared prefix is taken off by the what-if
        // (applyWhatIfs), as RadixAttention holds it once.
        const uint64_t ranks = l.attn == AttnKind::Mla ? 1 : tp(s);
        const uint64_t tokens = mul(inSwa ? std::min<uint64_t>(l.window, s.contextPerUser) : s.contextPerUser, s.users);
        b.layers += 1;
        b.cellsPerStream = inSwa ? std::min<uint64_t>(l.window, s.contextPerUser) : s.contextPerUser;
        b.streams = s.users;
        b.typeK = s.typeK;
        b.typeV = s.typeV;
        c.used = add(c.used, mul(inSwa ? tokens : c.heldTokens, add(k, v)));
        b.kBytes = add(b.kBytes, mul(mul(k, tokens), ranks));
        b.vBytes = add(b.vBytes, mul(mul(v, tokens), ranks));
    }
    for (const CacheBlock* b : {&full, &swa, &mla})
        if (b->layers > 0)
            c.caches.push_back(*b);
    return c;
}

// The static region on each TP rank: mem_fraction_static of the free memory, the weights, then the pool's tokens
// (a multiple of the page; the SWA pool at --swa-full-tokens-ratio of them).
void reservePools(const Scenario& s, const std::vector<const Device*>& gpus, const Cells& c, SglangPool& pool,
                  Estimate& e)
{
    const SglangOptions& o = s.sglang;
    const uint64_t weightsPerGpu =
        o.weightsBytes.value_or(weightBytes(s.model, s.weights, WeightsFormat::Checkpoint) / tp(s));
    const double cell = static_cast<double>(c.full) + (c.full > 0 ? kSwaRatio : 1.0) * static_cast<double>(c.swa);
    // get_device_memory_capacity: the smallest visible GPU; the free memory before the load: the smallest of the TP
    // ranks' (get_available_gpu_memory, distributed).
    uint64_t smallest = UINT64_MAX, freeBytes = UINT64_MAX;
    for (const Device* d : gpus)
        smallest = std::min(smallest, d->capacityBytes);
    for (uint32_t g = 0; g < tp(s); ++g)
        freeBytes = std::min(freeBytes, gpus[g]->usableBytes());
    if (!o.memFractionStatic) {
        const auto [df, reservedMiB] = sglangDefaultFraction(smallest >> 20, tp(s));
        pool.memFractionStatic = df;
        pool.reservedMiB = reservedMiB;
        e.warnings.push_back({Diag::SglangDefaultFraction, {fraction(df), num(reservedMiB), num(smallest >> 20)}});
    }
    const double f = pool.memFractionStatic;
    pool.reservedBytes = static_cast<uint64_t>(std::floor(f * static_cast<double>(freeBytes)));
    pool.kvPoolBytes = pool.reservedBytes > weightsPerGpu ? pool.reservedBytes - weightsPerGpu : 0;
    uint64_t tokens = cell > 0 ? static_cast<uint64_t>(std::floor(static_cast<double>(pool.kvPoolBytes) / cell)) : 0;
    tokens = tokens / o.pageSize * o.pageSize;
    if (c.full > 0 && c.swa > 0)
        pool.swaTokens = static_cast<uint64_t>(static_cast<double>(tokens) * kSwaRatio) / o.pageSize * o.pageSize;
    else if (c.full == 0)
        pool.swaTokens = tokens;
    pool.maxTotalTokens = tokens;
    pool.maxConcurrency =
        pool.contextLength ? static_cast<double>(tokens) / static_cast<double>(pool.contextLength) : 0;
    const uint64_t allocated = add(mul(c.full > 0 ? tokens : 0, c.full), mul(pool.swaTokens, c.swa));
    if (pool.kvPoolBytes == 0 || tokens == 0)
        e.warnings.push_back({Diag::SglangNotEnoughMemory, {num(pool.reservedBytes), num(weightsPerGpu)}});
    for (uint32_t g = 0; g < tp(s); ++g) {
        const Device& d = *gpus[g];
        DeviceUse u = emptyUse(d);
        u.memory.weights = weightsPerGpu;
        u.memory.kv = allocated;
        // The dynamic region SGLang leaves for activations and CUDA graphs, and the static region's rest.
        u.memory.compute = d.usableBytes() - pool.reservedBytes;
        const uint64_t held = add(weightsPerGpu, allocated);
        u.memory.other = pool.reservedBytes > held ? pool.reservedBytes - held : 0;
        u.layers = s.model.nLayer();
        u.fits = u.used() <= u.usableBytes && tokens > 0;
        e.devices.push_back(u);
    }
}

// Whether every user's request runs at once in the pool, with the notes of what stops it.
bool served(const Scenario& s, const Cells& c, const SglangPool& pool, bool onGpus, Estimate& e)
{
    bool all = pool.maxTotalTokens > 0;
    if (s.contextPerUser > pool.contextLength) {
        e.warnings.push_back({Diag::SglangContextOverContextLength, {num(s.contextPerUser), num(pool.contextLength)}});
        all = false;
    }
    if (s.users > pool.maxRunningRequests) {
        e.warnings.push_back({Diag::SglangRunningBelowUsers, {num(pool.maxRunningRequests), num(s.users)}});
        all = false;
    }
    const uint64_t needed = c.full > 0 ? c.heldTokens : mul(s.contextPerUser, s.users);
    if (onGpus && pool.maxTotalTokens > 0 && needed > pool.maxTotalTokens) {
        e.warnings.push_back({Diag::SglangPoolBelowUsers, {num(pool.maxTotalTokens), num(needed)}});
        all = false;
    }
    return all;
}

std::string launchLine(const Scenario& s, const SglangPool& pool, bool onGpus)
{
    const SglangOptions& o = s.sglang;
    std::string cmd = "python -m sglang.launch_server --model-path MODEL --context-length " + num(pool.contextLength);
    if (o.memFractionStatic || onGpus)
        cmd += " --mem-fraction-static " + fraction(pool.memFractionStatic);
    cmd += " --max-running-requests " + num(pool.maxRunningRequests);
    if (tp(s) > 1)
        cmd += " --tp-size " + num(tp(s));
    if (s.typeK == ElemType::FP8)
        cmd += o.fp8E5m2 ? " --kv-cache-dtype fp8_e5m2" : " --kv-cache-dtype fp8_e4m3";
    if (o.pageSize != 1)
        cmd += " --page-size " + num(o.pageSize);
    return cmd;
}

} // namespace

Estimate estimateSglang(const Scenario& s)
{
    Estimate e;
    const SglangOptions& o = s.sglang;
    RuntimeParams& rt = e.runtime;
    rt.name = "sglang";
    rt.rulesVersion = kRules;
    const std::vector<const Device*> gpus = gpusOf(s);
    if (auto why = refusal(s, gpus)) {
        e.refusal = std::move(why);
        return e;
    }
    Cells cells = cellsOf(s);
    e.caches = std::move(cells.caches);
    SglangPool pool;
    pool.contextLength = o.contextLength.value_or(s.contextPerUser);
    pool.maxRunningRequests = o.maxRunningRequests.value_or(s.users);
    pool.cellBytes = cells.full;
    pool.usedBytes = cells.used;
    pool.memFractionStatic = o.memFractionStatic.value_or(0);
    const bool onGpus = !gpus.empty();
    if (onGpus)
        reservePools(s, gpus, cells, pool, e);
    const bool all = served(s, cells, pool, onGpus, e);
    if (onGpus) {
        bool inVram = true;
        for (const DeviceUse& u : e.devices)
            inVram = inVram && u.used() <= u.usableBytes;
        e.verdict = all && inVram ? Verdict::Fits : Verdict::DoesNotFit;
    }
    e.memory.compute = 0;
    e.outputBytes = 0;
    for (const DeviceUse& u : e.devices) {
        e.memory.compute = add(e.memory.compute, u.memory.compute);
        e.outputBytes = add(e.outputBytes, u.memory.other);
    }
    e.computeIsApproximate = !o.memFractionStatic;
    rt.nSeq = s.users;
    rt.streams = s.users;
    rt.nCtxSeq = pool.contextLength;
    rt.nCtx = pool.maxTotalTokens ? pool.maxTotalTokens : mul(s.contextPerUser, s.users);
    rt.nCtxRequested = mul(s.contextPerUser, s.users);
    rt.kvUnified = true;
    rt.launch = launchLine(s, pool, onGpus);
    e.detail = pool;
    return e;
}

} // namespace kv
