// SGLang's part of rebuildScenario() and compareWithLog(). The log gives the free memory before the weights
// ("Load weight begin. avail mem="), the weights' own measured size ("Load weight end ... mem usage="), the
// fraction (server_args / --mem-fraction-static), the TP size and the context length; kvplanner's SGLang rules
// (core/sglang/sglang.h) then give the token pool, which is compared with "KV Cache is allocated. #tokens: N" and
// max_total_num_tokens. The K and V sizes printed beside #tokens are checked against #tokens x kvplanner's
// bytes per token per GPU, which tests the cell rule (heads / TP, head sizes, dtype, layers) on its own.
// SGLang prints GB of 2^30 bytes to two decimals.
#include "logdiagnose.h"
#include "sglang/sglang.h"

#include <algorithm>
#include <cmath>

namespace kv::logcheck {

namespace {

constexpr uint64_t kNominalBytes = uint64_t(1) << 40; // a GPU whose free memory the log does not give

ElemType cacheType(const LogSglang& g, SglangOptions& o)
{
    const std::string& d = g.kvCacheDtype;
    if (d == "fp8_e5m2") {
        o.fp8E5m2 = true;
        return ElemType::FP8;
    }
    if (d.rfind("fp8", 0) == 0)
        return ElemType::FP8;
    if (d == "auto" || d.empty())
        return g.dtype == "float16" || g.dtype == "torch.float16" || g.dtype == "half" ? ElemType::F16 : ElemType::BF16;
    return d == "float16" ? ElemType::F16 : ElemType::BF16;
}

// The free memory SGLang measured before loading the weights: printed, or what is left after them plus their size.
std::optional<Measured> freeBeforeLoad(const LogSglang& g)
{
    if (g.availBeforeLoad)
        return g.availBeforeLoad;
    if (g.availAfterLoad && g.weights)
        return sumOf(*g.availAfterLoad, *g.weights);
    return std::nullopt;
}

} // namespace

void sglangParams(const RuntimeLog& log, RebuiltScenario& r)
{
    Scenario& s = r.scenario;
    const LogSglang& g = log.sglang;
    SglangOptions& o = s.sglang;
    s.runtime = Runtime::SGLang;
    s.users = 1;
    if (!g.tpSize && g.tpRanks && *g.tpRanks > 1)
        r.assumptions.push_back({Diag::LogTpFromRanks, {std::to_string(*g.tpRanks)}});
    o.tpSize = static_cast<uint32_t>(std::clamp<uint64_t>(g.tpSize.value_or(g.tpRanks.value_or(1)), 1, 64));
    o.pageSize = static_cast<uint32_t>(std::clamp<uint64_t>(g.pageSize.value_or(1), 1, 4096));
    if (g.memFractionStatic && g.memFractionStatic->value > 0 && g.memFractionStatic->value < 1)
        o.memFractionStatic = g.memFractionStatic->value;
    uint64_t ctx = g.contextLen.value_or(g.contextLength.value_or(0));
    if (ctx == 0) {
        ctx = s.model.nCtxTrain ? s.model.nCtxTrain : 4096;
        r.assumptions.push_back({Diag::LogContextLengthAssumed, {std::to_string(ctx)}});
    }
    s.contextPerUser = std::min(ctx, kMaxContext);
    o.contextLength = s.contextPerUser;
    if (g.maxRunningRequests)
        o.maxRunningRequests = static_cast<uint32_t>(std::clamp<uint64_t>(*g.maxRunningRequests, 1, kMaxUsers));
    s.typeK = s.typeV = cacheType(g, o);
    if (g.weights)
        o.weightsBytes = static_cast<uint64_t>(g.weights->value);
    const std::optional<Measured> free = freeBeforeLoad(g);
    if (!free)
        r.assumptions.push_back({Diag::LogFreeMemoryUnknown, {}});
    else if (!g.availBeforeLoad)
        r.assumptions.push_back({Diag::LogFreeMemoryFromLoadEnd, {free->text}});
    std::vector<Device> devs;
    for (uint32_t i = 0; i < o.tpSize; ++i) {
        Device d;
        d.name = "GPU " + std::to_string(i);
        d.kind = DeviceKind::Gpu;
        d.capacityBytes = free ? static_cast<uint64_t>(free->value) : kNominalBytes;
        devs.push_back(d);
    }
    s.hardware = {};
    s.hardware.name = "machine from the log";
    s.hardware.devices = devs;
}

void sglangCheckLines(const RuntimeLog& log, const Scenario& s, const Estimate& e, std::vector<CheckLine>& out)
{
    const SglangPool* sglangPool = e.view<SglangPool>();
    const LogSglang& g = log.sglang;
    const bool predicted = sglangPool != nullptr;
    const std::pair<uint64_t, uint64_t> cell = predicted ? sglangTokenKv(s) : std::pair<uint64_t, uint64_t>{0, 0};
    const std::optional<uint64_t> tokens = g.kvTokens ? g.kvTokens : g.maxTotalTokens;
    const auto bytesFor = [&](uint64_t cell) {
        return predicted && tokens ? std::optional<double>(static_cast<double>(*tokens) * static_cast<double>(cell))
                                   : std::nullopt;
    };
    const std::optional<Measured> free = freeBeforeLoad(g);
    // The pool follows from the log's own rounded figures only when all of them are printed or given.
    const bool poolKnown = predicted && free && g.weights && s.sglang.memFractionStatic;
    if (tokens || predicted) {
        std::optional<double> pool;
        double tol = 0;
        if (poolKnown && sglangPool->cellBytes > 0) {
            pool = static_cast<double>(sglangPool->maxTotalTokens);
            const double f = *s.sglang.memFractionStatic;
            tol = std::ceil((f * free->halfStep + g.weights->halfStep) / static_cast<double>(sglangPool->cellBytes)) +
                  s.sglang.pageSize;
        }
        out.push_back(makeCheckLine("sglang.kv_tokens", "tokens",
                                    tokens ? std::optional<Measured>(countOf(*tokens)) : std::nullopt, pool, tol));
    }
    if (g.kSize)
        out.push_back(makeCheckLine("sglang.k", "bytes", g.kSize, bytesFor(cell.first)));
    if (g.vSize)
        out.push_back(makeCheckLine("sglang.v", "bytes", g.vSize, bytesFor(cell.second)));
    if (g.kvSize)
        out.push_back(makeCheckLine("sglang.kv", "bytes", g.kvSize, bytesFor(cell.first + cell.second)));
    if (g.contextLen)
        out.push_back(makeCheckLine("sglang.context_len", "tokens", countOf(*g.contextLen),
                                    predicted ? std::optional<double>(static_cast<double>(sglangPool->contextLength))
                                              : std::nullopt));
}

} // namespace kv::logcheck
