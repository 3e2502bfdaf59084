#include "sglang.h"

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

Estimate estimateSglang(const Scenario& s)
{
    Estimate e;
    const SglangOptions& o = s.sglang;
    const ModelSpec& m = s.model;
    RuntimeParams& rt = e.runtime;
    rt.name = "sglang";
    rt.rulesVersion = kRules;
    if (o.memFractionStatic && !(*o.memFractionStatic > 0 && *o.memFractionStatic < 1))
        throw InputError("sglang-mem-fraction-invalid", fraction(*o.memFractionStatic));
    if (o.tpSize == 0 || o.tpSize > 64 || o.pageSize == 0 || o.pageSize > 4096)
        throw InputError("sglang-option-invalid", num(o.tpSize) + "/" + num(o.pageSize));
    if (s.typeK != s.typeV || !(s.typeK == ElemType::BF16 || s.typeK == ElemType::F16 || s.typeK == ElemType::FP8)) {
        e.refusal = Warning{Diag::SglangCacheType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
        return e;
    }
    if (m.nHead > 0 && m.nHead % tp(s) != 0) {
        e.refusal = Warning{Diag::SglangTpHeads, {num(m.nHead), num(tp(s))}};
        return e;
    }
    std::vector<const Device*> gpus;
    for (const Device& d : s.hardware.devices)
        if (d.kind == DeviceKind::Gpu)
            gpus.push_back(&d);
    if (!s.hardware.devices.empty() && gpus.empty()) {
        e.refusal = Warning{Diag::SglangNeedsGpu, {}};
        return e;
    }
    if (!gpus.empty() && gpus.size() < tp(s)) {
        e.refusal = Warning{Diag::SglangTpExceedsGpus, {num(tp(s)), num(gpus.size())}};
        return e;
    }

    const uint64_t ctxLen = o.contextLength.value_or(s.contextPerUser);
    const uint32_t running = o.maxRunningRequests.value_or(s.users);
    const uint64_t page = o.pageSize;

    // Cells: the full pool's and the SWA pool's bytes per token, per GPU.
    uint64_t fullCell = 0, swaCell = 0;
    CacheBlock full, swa, mla;
    full.kind = CacheKind::Full;
    swa.kind = CacheKind::Swa;
    mla.kind = CacheKind::Mla;
    const uint64_t shared = std::min(s.whatIfs.sharedPrefixTokens, s.contextPerUser);
    const uint64_t heldTokens = mul(s.contextPerUser - shared, s.users) + (s.users > 0 ? shared : 0);
    uint64_t used = 0; // per GPU: what the users hold, a shared prefix once in the full pool
    for (const LayerSpec& l : m.layers) {
        if (!l.hasAttention())
            continue;
        const auto [k, v] = tokenBytes(s, l);
        const bool inSwa = swaPool(m, l);
        (inSwa ? swaCell : fullCell) = add(inSwa ? swaCell : fullCell, add(k, v));
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
        used = add(used, mul(inSwa ? tokens : heldTokens, add(k, v)));
        b.kBytes = add(b.kBytes, mul(mul(k, tokens), ranks));
        b.vBytes = add(b.vBytes, mul(mul(v, tokens), ranks));
    }
    for (const CacheBlock* b : {&full, &swa, &mla})
        if (b->layers > 0)
            e.caches.push_back(*b);

    SglangPool pool;
    pool.contextLength = ctxLen;
    pool.maxRunningRequests = running;
    pool.cellBytes = fullCell;
    const double cell = static_cast<double>(fullCell) + (fullCell > 0 ? kSwaRatio : 1.0) * static_cast<double>(swaCell);
    pool.usedBytes = used;

    const uint64_t weightsPerGpu =
        o.weightsBytes.value_or(weightBytes(m, s.weights, WeightsFormat::Checkpoint) / tp(s));
    double f = o.memFractionStatic.value_or(0);
    if (!gpus.empty()) {
        // get_device_memory_capacity: the smallest visible GPU; the free memory before the load: the smallest of
        // the TP ranks' (get_available_gpu_memory, distributed).
        uint64_t smallest = UINT64_MAX, freeBytes = UINT64_MAX;
        for (const Device* d : gpus)
            smallest = std::min(smallest, d->capacityBytes);
        for (uint32_t g = 0; g < tp(s); ++g)
            freeBytes = std::min(freeBytes, gpus[g]->usableBytes());
        if (!o.memFractionStatic) {
            const auto [df, reservedMiB] = sglangDefaultFraction(smallest >> 20, tp(s));
            f = df;
            pool.reservedMiB = reservedMiB;
            e.warnings.push_back({Diag::SglangDefaultFraction, {fraction(f), num(reservedMiB), num(smallest >> 20)}});
        }
        pool.reservedBytes = static_cast<uint64_t>(std::floor(f * static_cast<double>(freeBytes)));
        pool.kvPoolBytes = pool.reservedBytes > weightsPerGpu ? pool.reservedBytes - weightsPerGpu : 0;
        uint64_t tokens =
            cell > 0 ? static_cast<uint64_t>(std::floor(static_cast<double>(pool.kvPoolBytes) / cell)) : 0;
        tokens = tokens / page * page;
        if (fullCell > 0 && swaCell > 0)
            pool.swaTokens = static_cast<uint64_t>(static_cast<double>(tokens) * kSwaRatio) / page * page;
        else if (fullCell == 0)
            pool.swaTokens = tokens;
        pool.maxTotalTokens = tokens;
        pool.maxConcurrency = ctxLen ? static_cast<double>(tokens) / static_cast<double>(ctxLen) : 0;
        const uint64_t allocated = add(mul(fullCell > 0 ? tokens : 0, fullCell), mul(pool.swaTokens, swaCell));
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
            u.layers = m.nLayer();
            u.fits = u.used() <= u.usableBytes && tokens > 0;
            e.devices.push_back(u);
        }
    }
    pool.memFractionStatic = f;

    // Whether every user's request runs at once in the pool.
    bool served = pool.maxTotalTokens > 0;
    if (s.contextPerUser > ctxLen) {
        e.warnings.push_back({Diag::SglangContextOverContextLength, {num(s.contextPerUser), num(ctxLen)}});
        served = false;
    }
    if (s.users > running) {
        e.warnings.push_back({Diag::SglangRunningBelowUsers, {num(running), num(s.users)}});
        served = false;
    }
    const uint64_t needed = fullCell > 0 ? heldTokens : mul(s.contextPerUser, s.users);
    if (!gpus.empty() && pool.maxTotalTokens > 0 && needed > pool.maxTotalTokens) {
        e.warnings.push_back({Diag::SglangPoolBelowUsers, {num(pool.maxTotalTokens), num(needed)}});
        served = false;
    }
    if (!gpus.empty()) {
        bool inVram = true;
        for (const DeviceUse& u : e.devices)
            inVram = inVram && u.used() <= u.usableBytes;
        e.verdict = served && inVram ? Verdict::Fits : Verdict::DoesNotFit;
    }
    e.sglang = pool;
    e.memory.compute = 0;
    for (const DeviceUse& u : e.devices)
        e.memory.compute = add(e.memory.compute, u.memory.compute);
    e.outputBytes = 0;
    for (const DeviceUse& u : e.devices)
        e.outputBytes = add(e.outputBytes, u.memory.other);
    e.computeIsApproximate = !o.memFractionStatic;

    rt.nSeq = s.users;
    rt.streams = s.users;
    rt.nCtxSeq = ctxLen;
    rt.nCtx = pool.maxTotalTokens ? pool.maxTotalTokens : mul(s.contextPerUser, s.users);
    rt.nCtxRequested = mul(s.contextPerUser, s.users);
    rt.kvUnified = true;
    std::string cmd = "python -m sglang.launch_server --model-path MODEL --context-length " + num(ctxLen);
    if (o.memFractionStatic || !gpus.empty())
        cmd += " --mem-fraction-static " + fraction(f);
    cmd += " --max-running-requests " + num(running);
    if (tp(s) > 1)
        cmd += " --tp-size " + num(tp(s));
    if (s.typeK == ElemType::FP8)
        cmd += o.fp8E5m2 ? " --kv-cache-dtype fp8_e5m2" : " --kv-cache-dtype fp8_e4m3";
    if (o.pageSize != 1)
        cmd += " --page-size " + num(o.pageSize);
    rt.launch = cmd;
    return e;
}

} // namespace kv
