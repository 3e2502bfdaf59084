// KoboldCpp's part of rebuildScenario(): the Scenario a KoboldCpp console describes, run by KoboldCpp's rules
// (core/koboldcpp/koboldcpp.h), so that the comparison sees n_ctx = pad(contextsize + 128), one sequence, n_ubatch =
// --batchsize. The llama.cpp lines KoboldCpp prints (flash_attn, K and V types, offloaded layers) win over its
// arguments: they are what the adapter did.
#include "koboldcpp/koboldcpp.h"
#include "logdiagnose.h"

#include <algorithm>

namespace kv::logcheck {

namespace {

// quantkv as KoboldCpp's launcher takes it: 0 = f16, 1 = q8_0, 2 = q4_0 (older builds), or a type name.
std::optional<ElemType> quantKvType(const std::string& q)
{
    if (q == "0")
        return ElemType::F16;
    if (q == "1")
        return ElemType::Q8_0;
    if (q == "2")
        return ElemType::Q4_0;
    return elemTypeFromName(q);
}

uint64_t contextSize(const LogKobold& k, uint64_t cells, RebuiltScenario& r)
{
    uint64_t c = 0;
    if (k.contextSize) {
        c = *k.contextSize;
    } else if (k.autofitContext && *k.autofitContext > kKoboldExtraContext) {
        c = *k.autofitContext - kKoboldExtraContext;
        r.assumptions.push_back(
            {Diag::LogKoboldcppContextFromAutofit, {std::to_string(c), std::to_string(*k.autofitContext)}});
    } else {
        c = cells > kKoboldExtraContext ? cells - kKoboldExtraContext : cells;
        r.assumptions.push_back({Diag::LogKoboldcppContextFromCells, {std::to_string(c), std::to_string(cells)}});
    }
    return std::clamp(c, kKoboldMinContext, kKoboldMaxContext);
}

} // namespace

void koboldParams(const RuntimeLog& log, uint64_t cells, RebuiltScenario& r)
{
    Scenario& s = r.scenario;
    const LogKobold& k = log.kobold;
    const LogRun& run = log.run;
    KoboldCppOptions& o = s.kobold;
    s.runtime = Runtime::KoboldCpp;
    s.users = 1;
    o.contextSize = contextSize(k, cells, r);
    s.contextPerUser = *o.contextSize;
    const uint64_t batch = k.batchSize.value_or(run.nUbatch.value_or(0));
    if (batch > 0)
        o.batchSize = static_cast<uint32_t>(std::min<uint64_t>(batch, 1u << 24));
    else
        r.assumptions.push_back({Diag::LogUbatchDefault, {std::to_string(o.batchSize)}});
    if (run.flashAttn)
        o.flashAttention = *run.flashAttn;
    else if (k.flashAttention)
        o.flashAttention = *k.flashAttention;
    else
        r.assumptions.push_back({Diag::LogFlashAttnUnknown, {}});
    o.useSwa = k.useSwa ? *k.useSwa : (run.swaFull && !*run.swaFull);
    // One --quantkv type for K and V; without flash attention KoboldCpp keeps V at f16 itself.
    if (run.typeK.empty() && !k.quantKv.empty())
        if (const auto t = quantKvType(k.quantKv))
            s.typeK = *t;
    s.typeV = s.typeK;
    PlacementOptions& p = s.placement;
    if (!run.offloadedLayers) {
        if (k.autofitGpuLayers)
            p.nGpuLayers = static_cast<uint32_t>(std::min<uint64_t>(*k.autofitGpuLayers, 100000));
        else if (k.gpuLayers && *k.gpuLayers >= 0)
            p.nGpuLayers = static_cast<uint32_t>(std::min<int64_t>(*k.gpuLayers, 100000));
    }
    if (k.lowVram && *k.lowVram)
        p.kvOffload = false;
}

} // namespace kv::logcheck
