#include "vllm/vllm.h"

#include "checked.h"
#include "llamacpp/placement.h"
#include "vllm/vllmpages.h"
#include "weightscheme.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

namespace kv {

using namespace vllmpages; // this runtime's own helpers (vllmpages.h)

Estimate estimateVllm(const Scenario& given)
{
    Estimate e;
    const HybridPlan h = hybridPlan(given);
    const bool reblocked = h.block != given.vllm.blockSize;
    const Scenario hybrid = reblocked ? withBlock(given, h.block) : Scenario{};
    const Scenario& s = reblocked ? hybrid : given;
    const VllmOptions& o = s.vllm;
    if (s.typeK != s.typeV || !(s.typeK == ElemType::F16 || s.typeK == ElemType::BF16 || s.typeK == ElemType::FP8 ||
                                s.typeK == ElemType::F32)) {
        e.refusal = Warning{Diag::VllmCacheType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
        return e;
    }
    // vLLM splits the attention heads over the tensor-parallel GPUs (config.py,
    // verify_with_parallel_config: "Total number of attention heads must be divisible by tensor parallel size").
    if (s.model.nHead > 0 && s.model.nHead % tp(s) != 0) {
        e.refusal = Warning{Diag::VllmTpHeads, {std::to_string(s.model.nHead), std::to_string(tp(s))}};
        return e;
    }
    const uint64_t mml = maxModelLen(s);
    RuntimeParams& rt = e.runtime;
    fillRuntime(s, mml, rulesFor(s, h, kVllmRules), rt);
    warnBlockSize(given, h, e);

    VllmPool pool;
    pool.blockBytes = blockBytesOf(s, h);
    pool.usedBytes = mul(requestBytes(s, h, s.contextPerUser), s.users);

    // Caches as the users hold them, summed over the tensor-parallel GPUs.
    e.caches = h.active ? hybridCaches(s, h, tp(s)) : h.unified ? unifiedCaches(s, h, tp(s)) : userCaches(s, tp(s));

    const uint64_t weightsPerGpu =
        o.weightsBytes.value_or(weightBytes(s.model, s.weights, WeightsFormat::Checkpoint) / tp(s));
    const uint64_t activation = o.activationPeakBytes.value_or(defaultActivation(s));
    const uint64_t nonTorch = o.nonTorchBytes.value_or((tp(s) > 1 ? 600ull : 400ull) << 20);
    e.memory.compute = mul(activation, tp(s));
    e.outputBytes = mul(nonTorch, tp(s)); // reported as overhead
    e.computeIsApproximate = !o.activationPeakBytes && !o.kvPoolBytes;
    if (e.computeIsApproximate)
        e.warnings.push_back({Diag::VllmActivationApproximate, {}});

    std::vector<const Device*> gpus;
    for (const Device& d : s.hardware.devices)
        if (d.kind == DeviceKind::Gpu)
            gpus.push_back(&d);
    if (!gpus.empty() && gpus.size() < tp(s)) {
        e.refusal = Warning{Diag::VllmTpExceedsGpus, {std::to_string(tp(s)), std::to_string(gpus.size())}};
        return e;
    }
    const uint64_t taken = weightsPerGpu + activation + nonTorch;
    if (!gpus.empty())
        pool.reservedBytes = static_cast<uint64_t>(
            std::floor(o.gpuMemoryUtilization * static_cast<double>(gpus.front()->capacityBytes)));
    // A pool from a log holds whatever the machine: blocks, tokens and concurrency follow from it alone.
    const bool poolKnown = !gpus.empty() || o.kvPoolBytes;
    const uint64_t perRequest = requestBytes(s, h, mml);
    const uint64_t poolHeld = [&] {
        if (!poolKnown)
            return uint64_t(0);
        pool.kvPoolBytes = o.kvPoolBytes.value_or(pool.reservedBytes > taken ? pool.reservedBytes - taken : 0);
        pool.numBlocks = pool.blockBytes ? pool.kvPoolBytes / pool.blockBytes : 0;
        pool.kvTokens = poolTokens(s, h, pool.numBlocks, mml);
        pool.maxConcurrency = perRequest ? static_cast<double>(pool.numBlocks * pool.blockBytes) / perRequest : 0;
        return pool.numBlocks * pool.blockBytes;
    }();
    const bool oneRequest = perRequest <= poolHeld;
    const bool served = oneRequest && pool.maxConcurrency >= s.users;
    if (poolKnown && !oneRequest)
        e.warnings.push_back({Diag::VllmCannotServeOneRequest, {std::to_string(perRequest), std::to_string(poolHeld)}});
    if (poolKnown && oneRequest && !served) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.2f", pool.maxConcurrency);
        e.warnings.push_back({Diag::VllmConcurrencyBelowUsers, {buf, std::to_string(s.users)}});
    }
    // vLLM computed a given pool as reservation - weights - activation peak - non-torch: whatever it
    // measured for the rest fitted in what the pool leaves, so the GPU holds exactly the reservation.
    // Where kvplanner's estimates of the rest are larger, the device follows the log.
    const uint64_t rest = pool.reservedBytes > pool.kvPoolBytes ? pool.reservedBytes - pool.kvPoolBytes : 0;
    const bool clampToPool = o.kvPoolBytes && !gpus.empty() && taken > rest;
    if (clampToPool)
        e.warnings.push_back({Diag::VllmPoolLeavesLess,
                              {std::to_string(pool.kvPoolBytes), std::to_string(rest), std::to_string(taken)}});
    if (!gpus.empty()) {
        for (uint32_t g = 0; g < tp(s); ++g) {
            const Device& d = *gpus[g];
            DeviceUse u = emptyUse(d);
            u.memory.weights = clampToPool ? std::min(weightsPerGpu, rest) : weightsPerGpu;
            u.memory.compute = clampToPool ? std::min(activation, rest - u.memory.weights) : activation;
            u.memory.other = clampToPool ? rest - u.memory.weights - u.memory.compute : nonTorch;
            u.memory.kv = pool.kvPoolBytes;
            // The reservation is taken whatever the parts add up to (a pool read from a log may leave
            // a few MiB of it unaccounted): that slack counts as other overhead.
            if (u.used() < pool.reservedBytes)
                u.memory.other += pool.reservedBytes - u.used();
            u.bandwidthGBs = d.bandwidthGBs;
            u.layers = s.model.nLayer();
            u.fits = u.used() <= u.usableBytes && oneRequest;
            e.devices.push_back(u);
        }
        const bool inVram = e.devices.front().used() <= e.devices.front().usableBytes;
        e.verdict = served && inVram ? Verdict::Fits : Verdict::DoesNotFit;
        if (!inVram)
            e.warnings.push_back({Diag::VllmReserveExceedsFree, {}});
    }
    e.detail = pool;

    char util[16];
    std::snprintf(util, sizeof util, "%g", o.gpuMemoryUtilization);
    std::string cmd = "vllm serve MODEL --max-model-len " + std::to_string(mml) + " --gpu-memory-utilization " + util +
                      " --max-num-seqs " + std::to_string(o.maxNumSeqs.value_or(std::max<uint32_t>(s.users, 1)));
    if (given.vllm.blockSize != 16)
        cmd += " --block-size " + std::to_string(given.vllm.blockSize);
    cmd += cacheDtypeFlag(s);
    if (tp(s) > 1)
        cmd += " --tensor-parallel-size " + std::to_string(tp(s));
    rt.launch = cmd;
    return e;
}

} // namespace kv
