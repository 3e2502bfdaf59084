// vLLM's lines of compareWithLog(): the KV pool (when kvplanner computed it from the logged weights,
// activation peak and non-torch memory), the block count, the KV tokens, the maximum concurrency and
// the KV one request needs. The pool's inputs are printed to 0.01 GiB, so the blocks carry that slack.
#include "logdiagnose.h"

#include "vllm/vllm.h"

#include <cmath>

namespace kv::logcheck {

namespace {

// How far the pool may move with the rounding of the figures it was computed from.
double poolTolerance(const LogVllm& v, const Scenario& s)
{
    if (s.vllm.kvPoolBytes)
        return v.kvPool ? v.kvPool->halfStep : 0;
    double t = 0;
    if (v.totalGpuMemory)
        t += s.vllm.gpuMemoryUtilization * v.totalGpuMemory->halfStep;
    for (const auto* m : {&v.weights, &v.nonTorch})
        if (*m)
            t += (*m)->halfStep;
    if (v.activationPeak)
        t += v.activationPeak->halfStep;
    else if (v.peakTorch && v.weights)
        t += v.peakTorch->halfStep + v.weights->halfStep;
    return t;
}

// The lines that follow from the pool, when neither the log's pool line nor its GPUs' memory tells what it is.
void poolUnknownLines(const LogVllm& v, std::vector<CheckLine>& out)
{
    auto line = [&](const char* item, const char* unit, std::optional<Measured> logged) {
        if (!logged)
            return;
        CheckLine c = makeCheckLine(item, unit, std::move(logged), std::nullopt);
        c.reason = Warning{Diag::VllmPoolUnknown, {}};
        out.push_back(std::move(c));
    };
    line("vllm.num_blocks", "blocks", v.gpuBlocks ? std::optional(countOf(*v.gpuBlocks)) : std::nullopt);
    line("vllm.kv_tokens", "tokens", v.kvTokens ? std::optional(countOf(*v.kvTokens)) : std::nullopt);
    line("vllm.max_concurrency", "ratio", v.maxConcurrency);
}

} // namespace

void vllmCheckLines(const RuntimeLog& log, const Scenario& s, const Estimate& e, std::vector<CheckLine>& out)
{
    const VllmPool* vllmPool = e.view<VllmPool>();
    const LogVllm& v = log.vllm;
    if (!vllmPool)
        return;
    const VllmPool& p = *vllmPool;
    const bool poolKnown = v.kvPool || s.vllm.kvPoolBytes || v.totalGpuMemory;
    if (!poolKnown) {
        poolUnknownLines(v, out); // the rebuilt GPUs are nominal (rebuild.cpp): so would their pool be
    } else {
        const double poolTol = poolTolerance(v, s);
        const double blockTol = p.blockBytes ? std::ceil(poolTol / static_cast<double>(p.blockBytes)) + 1 : 0;
        if (v.kvPool && !s.vllm.kvPoolBytes)
            out.push_back(
                makeCheckLine("vllm.kv_pool", "bytes", v.kvPool, static_cast<double>(p.kvPoolBytes), poolTol));
        if (v.gpuBlocks)
            out.push_back(makeCheckLine("vllm.num_blocks", "blocks", countOf(*v.gpuBlocks),
                                        static_cast<double>(p.numBlocks), blockTol));
        if (v.kvTokens)
            out.push_back(makeCheckLine("vllm.kv_tokens", "tokens", countOf(*v.kvTokens),
                                        static_cast<double>(p.kvTokens), blockTol * s.vllm.blockSize));
        if (v.maxConcurrency) {
            const double relTol = p.numBlocks ? blockTol / static_cast<double>(p.numBlocks) : 0;
            out.push_back(makeCheckLine("vllm.max_concurrency", "ratio", v.maxConcurrency, p.maxConcurrency,
                                        p.maxConcurrency * relTol));
        }
    }
    if (v.kvNeeded) {
        const uint64_t mml = s.vllm.maxModelLen.value_or(s.contextPerUser);
        out.push_back(
            makeCheckLine("vllm.kv_needed", "bytes", v.kvNeeded, static_cast<double>(vllmRequestBytes(s, mml))));
    }
    // What the known pool holds, when nothing else compares (an unknown pool's blocks are not predicted).
    if (poolKnown && !v.gpuBlocks && !v.kvTokens && !v.kvNeeded)
        out.push_back(makeCheckLine("vllm.num_blocks", "blocks", std::nullopt, static_cast<double>(p.numBlocks)));
}

} // namespace kv::logcheck
