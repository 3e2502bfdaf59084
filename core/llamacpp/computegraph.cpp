#include "computegraph.h"

#include "graphblocks.h"
#include "graphdims.h"
#include "memo.h"

#include <algorithm>
#include <utility>

namespace kv {

using namespace llamacpp;

namespace {

// Everything the graph depends on, as the memo's key.
std::vector<uint64_t> memoKey(const Dims& d, const ComputeGraphParams& p)
{
    std::vector<uint64_t> k{d.embd, d.headsQ, d.headDimK, d.headDimV, d.headsKv, d.ff, d.vocab, d.layers};
    k.insert(k.end(), {d.experts, d.expertsUsed, d.ffExp});
    k.insert(k.end(), {uint64_t(d.qkNorm), uint64_t(d.gemma), uint64_t(d.attnSoftcap), uint64_t(d.logitSoftcap),
                       uint64_t(d.qkvOrder), uint64_t(d.gptOss)});
    k.insert(k.end(), {uint64_t(d.moeNorm), uint64_t(d.moeBias), uint64_t(d.moeScale), d.moeGroups, d.moeGroupsUsed,
                       d.denseLead, d.sharedFf, uint64_t(d.mla), d.qLora, d.kvLora, d.qkRope, d.qkNope, d.vHeadMla});
    k.insert(k.end(), {p.tokens, p.sequences, p.streams, p.outputs, p.cellsFull, p.cellsSwa, uint64_t(p.flashAttn),
                       uint64_t(p.typeK), uint64_t(p.typeV)});
    k.insert(k.end(),
             {d.ssmConv, d.ssmInner, d.ssmState, d.ssmGroups, d.ssmHeads, uint64_t(d.ssmFfn), uint64_t(d.rope)});
    k.insert(k.end(), {uint64_t(d.deltaNet), uint64_t(d.deltaNetNext), uint64_t(d.mrope), uint64_t(d.nemotronH),
                       d.mlpOnly.size()});
    k.insert(k.end(), d.mlpOnly.begin(), d.mlpOnly.end());
    k.insert(k.end(), {uint64_t(d.attnTemp), uint64_t(d.olmo2), uint64_t(d.phi3), uint64_t(d.llama4), d.moeStep,
                       d.noRope.size()});
    k.insert(k.end(), d.swa.begin(), d.swa.end());
    k.insert(k.end(), d.ssm.begin(), d.ssm.end());
    k.insert(k.end(), d.noRope.begin(), d.noRope.end());
    return k;
}

} // namespace

namespace {

// The two graphs sched_reserve builds: the prompt graph (tokens, min(tokens, n_outputs_max) outputs) and the
// generation graph (one token and one output per sequence).
std::pair<Batch, Batch> reservedBatches(const ComputeGraphParams& p)
{
    Batch pp;
    pp.tokens = p.tokens;
    pp.outputs = p.outputs;
    pp.cellsFull = p.cellsFull;
    pp.cellsSwa = p.cellsSwa;
    pp.streams = p.streams;
    pp.sequences = p.sequences;
    pp.typeK = p.typeK;
    pp.typeV = p.typeV;
    pp.fa = p.flashAttn;
    Batch tg = pp;
    tg.tokens = p.sequences;
    tg.outputs = p.sequences;
    return {pp, tg};
}

} // namespace

std::optional<uint64_t> llamaCppCpuComputeBytes(const ModelSpec& m, const ComputeGraphParams& p)
{
    const std::optional<Dims> d = graphDims(m);
    if (!d || p.tokens == 0 || p.sequences == 0)
        return std::nullopt;
    // The answer is a pure function of the graph's dimensions and parameters (never of the weights or the
    // machine), and the limit searches, `fit` and `machines` ask for the same ones many times (every
    // scheme of a model, every machine of a ranking probes the same contexts): memoised.
    static Memo<std::vector<uint64_t>, uint64_t> memo{"llama.cpp CPU compute buffers", 16384};
    std::vector<uint64_t> key = memoKey(*d, p);
    if (auto hit = memo.find(key))
        return *hit;
    // sched_reserve: the prompt graph (tokens, min(tokens, n_outputs_max) outputs), then the generation graph
    // (one token per sequence); the buffer keeps the larger. The caller has rounded tokens to the sequences.
    const auto [pp, tg] = reservedBatches(p);
    const uint64_t bytes =
        std::max(buildGraph(*d, pp).allocatorPeak(kCpuAlignment), buildGraph(*d, tg).allocatorPeak(kCpuAlignment));
    memo.store(std::move(key), bytes);
    return bytes;
}

std::optional<GpuComputeBytes> llamaCppGpuComputeBytes(const ModelSpec& m, const ComputeGraphParams& p,
                                                       const std::vector<int>& deviceOfLayer, int nGpus,
                                                       uint32_t copies)
{
    constexpr uint64_t kCudaAlignment = 128; // ggml_backend_cuda_buffer_type_get_alignment (ggml-cuda.cu)
    // Only the architectures checked against CUDA buffers (tst_gpu_compute); the llama-like decoders added later
    // (qwen2, seed_oss, smollm3, mistral3, olmo2) have CPU fixtures only.
    const std::optional<Dims> d = cudaChecked(m) ? graphDims(m) : std::nullopt;
    if (!d || d->experts > 0 || p.tokens == 0 || p.sequences == 0 || nGpus <= 0 ||
        deviceOfLayer.size() != size_t(d->layers) + 1 || copies == 0)
        return std::nullopt;
    if (p.flashAttn && (p.typeK != ElemType::F16 || p.typeV != ElemType::F16))
        return std::nullopt;
    for (int dev : deviceOfLayer)
        if (dev < 0 || dev >= nGpus)
            return std::nullopt;
    std::vector<uint64_t> key = memoKey(*d, p);
    key.insert(key.end(), {uint64_t(nGpus), copies, uint64_t(p.typeV), 0xC0DA});
    key.insert(key.end(), deviceOfLayer.begin(), deviceOfLayer.end());
    static Memo<std::vector<uint64_t>, GpuComputeBytes> memo{"llama.cpp GPU compute buffers", 4096};
    if (auto hit = memo.find(key))
        return *hit;
    // Layer -1 (the nodes before the first layer's norm, e.g. gemma's embedding scale) runs where layer 0 does:
    // the scheduler expands the first GPU node's device upwards.
    std::vector<int> devs{deviceOfLayer.front()};
    devs.insert(devs.end(), deviceOfLayer.begin(), deviceOfLayer.end());
    std::vector<uint64_t> alignments(static_cast<size_t>(nGpus), kCudaAlignment);
    alignments.push_back(kCpuAlignment); // CUDA_Host: ggml_backend_cuda_host_buffer_type takes the CPU's alignment
    const auto [pp, tg] = reservedBatches(p);
    // sched_reserve reserves the prompt graph, the generation graph and the prompt graph again; each buffer
    // keeps the largest size it was asked for.
    const std::vector<uint64_t> a = buildGraph(*d, pp).scheduled(devs, nGpus, copies).allocatorPeaks(alignments);
    const std::vector<uint64_t> b = buildGraph(*d, tg).scheduled(devs, nGpus, copies).allocatorPeaks(alignments);
    GpuComputeBytes out;
    for (int k = 0; k < nGpus; ++k)
        out.gpus.push_back(std::max(a[static_cast<size_t>(k)], b[static_cast<size_t>(k)]));
    out.host = std::max(a.back(), b.back());
    memo.store(std::move(key), out);
    return out;
}

} // namespace kv
