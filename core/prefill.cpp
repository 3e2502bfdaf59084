#include "prefill.h"

#include "estimator.h"
#include "weightscheme.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>
#include <vector>

namespace kv {

namespace {

// K and V values per query head of one layer's attention, as the runtime computes it.
struct HeadDims
{
    double k = 0, v = 0;
};

HeadDims headDims(const ModelSpec& m, const LayerSpec& l, Runtime runtime)
{
    if (l.attn != AttnKind::Mla)
        return {static_cast<double>(l.headDimK), static_cast<double>(l.headDimV ? l.headDimV : l.headDimK)};
    // MLA: llama.cpp attends in the latent (absorbed: K = the cached latent + rope, V = the latent); the others
    // decompress the latent into per-head keys and values for the prompt.
    const bool expanded = !describe(runtime).llamaCppGraph && m.qkNopeHeadDim > 0 && m.vHeadDimMla > 0;
    if (expanded)
        return {static_cast<double>(m.qkNopeHeadDim + m.qkRopeHeadDim), static_cast<double>(m.vHeadDimMla)};
    return {static_cast<double>(l.headDimK), static_cast<double>(m.kvLoraRank ? m.kvLoraRank : l.headDimK)};
}

double expertShare(const ModelSpec& m)
{
    return m.isMoe() && m.nExpertUsed > 0 ? static_cast<double>(m.nExpertUsed) / m.nExpert : 1.0;
}

// A pipeline of stages, one after another, each taking t per micro-batch, over `batches` micro-batches:
// sum t + (batches - 1) x max t (the last micro-batch passes every stage; the slowest stage serves them all).
double pipeline(const std::vector<double>& t, double batches, bool sideBySide)
{
    double sum = 0, most = 0;
    for (double x : t) {
        sum += x;
        most = std::max(most, x);
    }
    if (sideBySide)
        return most * batches;
    return sum + (batches - 1) * most;
}

} // namespace

double keysAttended(AttnKind kind, uint64_t window, uint64_t n)
{
    const auto tri = [](double x) { return x * (x + 1) / 2; };
    const double N = static_cast<double>(n);
    if (kind == AttnKind::None)
        return 0;
    if (kind == AttnKind::Swa && window > 0 && n > window)
        return tri(static_cast<double>(window)) + (N - static_cast<double>(window)) * static_cast<double>(window);
    if (kind == AttnKind::Chunked && window > 0) {
        const double chunks = std::floor(N / static_cast<double>(window));
        return chunks * tri(static_cast<double>(window)) + tri(static_cast<double>(n % window));
    }
    return tri(N);
}

double prefillFlops(const ModelSpec& m, Runtime runtime, uint64_t n)
{
    const ParamCounts& p = m.params;
    const double perToken =
        static_cast<double>(p.attention + p.ffn + p.recurrent) + static_cast<double>(p.experts) * expertShare(m);
    const double output = p.output > 0 ? static_cast<double>(p.output) : double(m.nVocab) * m.nEmbd;
    double attention = 0;
    for (const LayerSpec& l : m.layers) {
        if (!l.attends())
            continue;
        const HeadDims d = headDims(m, l, runtime);
        attention += 2.0 * m.nHead * (d.k + d.v) * keysAttended(l.attn, l.window, n);
    }
    return 2.0 * perToken * static_cast<double>(n) + 2.0 * output + attention;
}

uint64_t promptCapacity(const Scenario& s, const Estimate& e)
{
    return e.runtime.nCtxSeq > 0 ? e.runtime.nCtxSeq : s.contextPerUser;
}

std::vector<PromptPoint> promptSweep(const Scenario& s, const std::vector<uint64_t>& prompts)
{
    return promptSweep(s, estimate(s), prompts);
}

std::vector<PromptPoint> promptSweep(const Scenario& s, const Estimate& e, const std::vector<uint64_t>& prompts)
{
    const uint64_t capacity = promptCapacity(s, e);
    std::vector<PromptPoint> out;
    out.reserve(prompts.size());
    Scenario t = s;
    for (uint64_t n : prompts) {
        PromptPoint p;
        p.promptTokens = n;
        p.exceedsContext = n > capacity;
        t.promptTokens = n;
        if (!p.exceedsContext)
            p.bound = boundPrefill(t, e);
        out.push_back(p);
    }
    return out;
}

std::optional<PrefillBound> boundPrefill(const Scenario& s, const Estimate& e)
{
    const ModelSpec& m = s.model;
    const VllmPool* vllm = e.view<VllmPool>();
    const bool ray = vllm && !vllm->ranks.empty();
    if (e.refusal || e.devices.empty() || s.hardware.nodeCount() > 1 || ray || m.nLayer() == 0 || m.params.total() == 0)
        return std::nullopt;
    const ConversationLengths def = defaultConversation(s);
    PrefillBound b;
    b.promptTokens = s.promptTokens ? s.promptTokens : def.promptTokens;
    b.answerTokens = s.answerTokens ? s.answerTokens : def.answerTokens;
    const uint64_t n = b.promptTokens;
    if (n > promptCapacity(s, e))
        return std::nullopt;
    b.flops = prefillFlops(m, s.runtime, n);

    const uint32_t ubatch = e.runtime.nUbatch > 0 ? e.runtime.nUbatch : kDefaultPrefillChunk;
    const double batches = std::ceil(static_cast<double>(n) / ubatch);
    const uint64_t perBatch = std::min<uint64_t>(n, ubatch);
    const bool sideBySide = vllm || e.view<SglangPool>();

    // The input embedding (a row lookup, never multiplied) and the output layer, as the weights file holds them.
    const std::shared_ptr<const WeightSplit> split =
        sharedWeightSplit(m, s.weights, weightsFormat(s.runtime), s.resolved);
    const double embBytes = static_cast<double>(split->embedding);
    const double outBytes = static_cast<double>(split->output);
    // A micro-batch touches each routed expert some token picked: at most all, at least perBatch x used / n_expert.
    const double touched = std::min(1.0, expertShare(m) * static_cast<double>(perBatch));
    const double expertsFrac = static_cast<double>(m.params.experts) / static_cast<double>(m.params.total());
    const double readFrac = 1.0 - expertsFrac * (1.0 - touched);

    std::vector<const DeviceUse*> gpus;
    for (const DeviceUse& d : e.devices)
        if (d.kind == DeviceKind::Gpu && d.used() > 0)
            gpus.push_back(&d);
    const bool llama = describe(s.runtime).llamaCppGraph;
    // llama.cpp keeps the input embedding in host memory (a row lookup, never multiplied).
    const DeviceUse* embHolder = nullptr;
    for (const DeviceUse& d : e.devices)
        if (llama && d.kind != DeviceKind::Gpu)
            embHolder = &d;

    uint32_t layersPlaced = 0;
    for (const DeviceUse& d : e.devices)
        layersPlaced += d.layers;
    if (layersPlaced == 0)
        return std::nullopt;

    // Per device: its share of the work (and which device computes it), what it reads, what crosses the host link.
    std::vector<std::pair<const DeviceUse*, double>> stages; // computing device, its FLOPs
    auto addWork = [&](const DeviceUse* d, double flops) {
        for (auto& st : stages)
            if (st.first == d) {
                st.second += flops;
                return;
            }
        stages.emplace_back(d, flops);
    };
    std::vector<double> memoryT;
    double linkT = 0;
    const double perGpu = 1.0 / static_cast<double>(std::max<size_t>(1, gpus.size()));
    for (const DeviceUse& d : e.devices) {
        if (d.used() == 0 || d.memory.weights == 0)
            continue;
        if (d.bandwidthGBs <= 0)
            return std::nullopt;
        const double share = sideBySide ? perGpu : static_cast<double>(d.layers) / layersPlaced;
        double weights = static_cast<double>(d.memory.weights);
        if (&d == embHolder)
            weights = std::max(0.0, weights - embBytes);
        if (sideBySide)
            weights = std::max(0.0, weights - embBytes * perGpu);
        memoryT.push_back(weights * readFrac / (d.bandwidthGBs * 1e9));
        const bool streamed = llama && d.kind == DeviceKind::Ram && !gpus.empty() && perBatch >= kOpOffloadMinBatch;
        if (streamed) {
            // Op offload: GPU 0 multiplies these weights, copied over its host link for every micro-batch
            // (the output layer, one token of logits, stays on the CPU).
            const double copied = std::max(0.0, weights - (e.placement.outputOnGpu ? 0 : outBytes)) * readFrac;
            if (copied > 0) {
                if (gpus.front()->hostLinkGBs <= 0)
                    return std::nullopt;
                linkT += copied / (gpus.front()->hostLinkGBs * 1e9);
            }
            addWork(gpus.front(), b.flops * share);
        } else
            addWork(&d, b.flops * share);
    }
    std::vector<double> computeT;
    for (const auto& [d, flops] : stages) {
        if (flops <= 0)
            continue;
        if (d->peakTflops <= 0)
            return std::nullopt;
        computeT.push_back(flops / (d->peakTflops * 1e12) / batches);
    }
    if (computeT.empty())
        return std::nullopt;
    b.computeSeconds = pipeline(computeT, batches, sideBySide);
    b.memorySeconds = pipeline(memoryT, batches, sideBySide);
    b.hostLinkSeconds = linkT * batches;
    b.firstTokenSeconds = b.computeSeconds;
    b.limitedBy = PrefillLimit::Compute;
    if (b.hostLinkSeconds > b.firstTokenSeconds) {
        b.firstTokenSeconds = b.hostLinkSeconds;
        b.limitedBy = PrefillLimit::HostLink;
    }
    if (b.memorySeconds > b.firstTokenSeconds) {
        b.firstTokenSeconds = b.memorySeconds;
        b.limitedBy = PrefillLimit::Memory;
    }
    if (b.firstTokenSeconds <= 0)
        return std::nullopt;
    b.tokensPerSecond = static_cast<double>(n) / b.firstTokenSeconds;
    if (s.prefillEfficiency > 0) {
        b.efficiency = s.prefillEfficiency;
        b.expectedFirstTokenSeconds = b.firstTokenSeconds / s.prefillEfficiency;
    }
    if (e.speed.tokensPerSecond > 0)
        b.answerSeconds = b.firstTokenSeconds + static_cast<double>(b.answerTokens) / e.speed.tokensPerSecond;
    return b;
}

} // namespace kv
