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

namespace {

// vllm/distributed/utils.py get_pp_indices (vLLM commit 5a6541d): n / P layers per stage; the
// remainder r goes one each to the stages before the last, from the second-to-last backwards.
//   80 layers, P 3: 80 / 3 = 26 rem 2 -> the second-to-last and the third-to-last + 1: 27, 27, 26
std::vector<uint32_t> ppPartition(uint32_t layers, uint32_t pp)
{
    std::vector<uint32_t> parts(pp, layers / pp);
    const uint32_t rem = layers % pp;
    for (uint32_t i = 2; i < rem + 2 && i <= pp; ++i)
        parts[pp - i] += 1;
    return parts;
}

// A Ray deployment's shape, shared by its steps: the tensor- and pipeline-parallel sizes, the GPUs the ranks take
// (in node order: Ray packs a stage's TP group), the layers of each stage, and the per-rank figures.
struct RayPlan
{
    RayPlan(const Scenario& scenario, HybridPlan hybrid) : s(scenario), h(std::move(hybrid)) {}
    const Scenario& s; // with the hybrid block size applied
    HybridPlan h;
    uint32_t t = 1, pp = 1, kvHeads = 0;
    uint64_t mml = 0, activation = 0, nonTorch = 0;
    std::vector<size_t> gpus;
    std::vector<uint32_t> parts;
    std::shared_ptr<const WeightSplit> weights;
};

// QKVParallelLinear: more GPUs than KV heads replicate the heads, which needs T a multiple of them.
uint32_t firstKvHeads(const ModelSpec& m)
{
    uint32_t kvHeads = 0;
    for (const LayerSpec& l : m.layers)
        if (l.hasAttention() && l.attn != AttnKind::Mla) {
            kvHeads = l.nHeadKv;
            break;
        }
    return kvHeads;
}

// Why vLLM would not start this deployment, if it would not.
std::optional<Warning> rayRefusal(const RayPlan& plan)
{
    const Scenario& s = plan.s;
    const ModelSpec& m = plan.s.model;
    const uint32_t t = plan.t;
    const uint32_t pp = plan.pp;
    const uint32_t kvHeads = plan.kvHeads;
    const std::vector<size_t>& gpus = plan.gpus;
    if (s.typeK != s.typeV || !(s.typeK == ElemType::F16 || s.typeK == ElemType::BF16 || s.typeK == ElemType::FP8 ||
                                s.typeK == ElemType::F32)) {
        return Warning{Diag::VllmCacheType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
    }
    if (m.nHead > 0 && m.nHead % t != 0) {
        return Warning{Diag::VllmTpHeads, {std::to_string(m.nHead), std::to_string(t)}};
    }
    if (kvHeads > 0 && t > kvHeads && t % kvHeads != 0) {
        return Warning{Diag::VllmTpKvHeads, {std::to_string(kvHeads), std::to_string(t)}};
    }
    if (pp > m.nLayer()) {
        return Warning{Diag::VllmPpExceedsLayers, {std::to_string(pp), std::to_string(m.nLayer())}};
    }
    if (gpus.size() < uint64_t(t) * pp) {
        return Warning{Diag::VllmRanksExceedGpus, {std::to_string(uint64_t(t) * pp), std::to_string(gpus.size())}};
    }
    return std::nullopt;
}

// Each rank's weights, activations, non-torch memory and KV pool (its reservation less what it holds).
std::vector<VllmRank> placeRanks(const RayPlan& plan, Estimate& e)
{
    const Scenario& s = plan.s;
    const VllmOptions& o = plan.s.vllm;
    const Hardware& hw = plan.s.hardware;
    const ModelSpec& m = plan.s.model;
    const HybridPlan& h = plan.h;
    const uint32_t t = plan.t;
    const uint32_t pp = plan.pp;
    const uint32_t kvHeads = plan.kvHeads;
    const std::vector<size_t>& gpus = plan.gpus;
    const std::vector<uint32_t>& parts = plan.parts;
    const uint64_t activation = plan.activation;
    const uint64_t nonTorch = plan.nonTorch;
    const WeightSplit& w = *plan.weights;
    e.devices.clear();
    for (const Device& d : hw.devices)
        e.devices.push_back(emptyUse(d));
    std::vector<VllmRank> ranks;
    uint32_t first = 0;
    for (uint32_t st = 0; st < pp; ++st) {
        uint64_t dense = 0, page = 0;
        for (uint32_t il = first; il < first + parts[st]; ++il) {
            dense = add(dense, add(w.layerDense[il], w.layerExperts[il]));
            const LayerSpec& l = m.layers[il];
            if (l.hasAttention())
                page = add(page, pageBytes(s, l));
        }
        if (h.active) // a block id holds one page per layer slot of the stage's fullest group
            page = mul(h.page, hybridStageGroupSize(s, h, first, parts[st]));
        if (h.unified)
            page = mul(h.page, unifiedStageGroupSize(s, h, first, parts[st]));
        // The embedding on the first stage, the LM head on the last (a tied head loads its own copy there).
        uint64_t bytes = dense;
        if (st == 0)
            bytes = add(bytes, w.embedding);
        if (st + 1 == pp)
            bytes = add(bytes, add(w.output, pp > 1 ? w.outputCopy : 0));
        for (uint32_t r = 0; r < t; ++r) {
            const size_t dev = gpus[st * t + r];
            const Device& d = hw.devices[dev];
            VllmRank k;
            k.rank = st * t + r;
            k.node = d.node;
            k.gpu = d.name;
            k.stage = st;
            k.tpRank = r;
            k.firstLayer = first;
            k.layers = parts[st];
            k.kvHeads = kvHeads ? std::max<uint32_t>(1, kvHeads / t) : 0;
            k.weightsBytes = bytes / t;
            const uint64_t reserved =
                static_cast<uint64_t>(std::floor(o.gpuMemoryUtilization * static_cast<double>(d.capacityBytes)));
            const uint64_t taken = k.weightsBytes + activation + nonTorch;
            k.kvPoolBytes = o.kvPoolBytes.value_or(reserved > taken ? reserved - taken : 0);
            k.blockBytes = page;
            k.numBlocks = page ? k.kvPoolBytes / page : 0;
            DeviceUse& u = e.devices[dev];
            u.memory.weights = k.weightsBytes;
            u.memory.compute = activation;
            u.memory.other = nonTorch;
            u.layers = k.layers;
            ranks.push_back(k);
        }
        first += parts[st];
    }
    return ranks;
}

// The pool every worker gets (vLLM v1 gives all the smallest block count), the concurrency of the tightest rank,
// and whether the users are served.
void poolOverRanks(const RayPlan& plan, std::vector<VllmRank> ranks, Estimate& e)
{
    const Scenario& s = plan.s;
    const VllmOptions& o = plan.s.vllm;
    const ModelSpec& m = plan.s.model;
    const HybridPlan& h = plan.h;
    const uint32_t t = plan.t;
    const uint64_t mml = plan.mml;
    const std::vector<size_t>& gpus = plan.gpus;
    const uint64_t activation = plan.activation;
    const uint64_t nonTorch = plan.nonTorch;
    // vLLM v1 (core/kv_cache_utils.py): every worker gets the smallest block count of them all.
    VllmPool pool;
    const auto fewest = std::min_element(
        ranks.begin(), ranks.end(), [](const VllmRank& a, const VllmRank& b) { return a.numBlocks < b.numBlocks; });
    pool.numBlocks = fewest == ranks.end() ? 0 : fewest->numBlocks;
    pool.kvTokens = poolTokens(s, h, pool.numBlocks, mml);
    double concurrency = -1;
    uint64_t tightRequest = 0, tightPool = 0;
    for (const VllmRank& k : ranks) {
        DeviceUse& u = e.devices[gpus[k.rank]];
        u.memory.kv = mul(pool.numBlocks, k.blockBytes);
        const uint64_t reserved =
            static_cast<uint64_t>(std::floor(o.gpuMemoryUtilization * static_cast<double>(u.capacityBytes)));
        if (u.used() < reserved)
            u.memory.other += reserved - u.used(); // the reservation is taken whatever its parts
        pool.reservedBytes = std::max(pool.reservedBytes, reserved);
        pool.kvPoolBytes = k.rank == 0 ? k.kvPoolBytes : std::min(pool.kvPoolBytes, k.kvPoolBytes);
        pool.blockBytes = std::max(pool.blockBytes, k.blockBytes);
        uint64_t request = 0;
        for (uint32_t il = k.firstLayer; il < k.firstLayer + k.layers; ++il)
            if (m.layers[il].hasAttention())
                request = add(request, mul(pagesFor(s, m.layers[il], mml), pageBytes(s, m.layers[il])));
        if (h.active) // every rank holds a block id in every group
            request = mul(hybridRequestBlocks(s, h, mml), k.blockBytes);
        if (h.unified)
            request = mul(unifiedRequestBlocks(s, h, mml), k.blockBytes);
        const double c = request ? static_cast<double>(pool.numBlocks * k.blockBytes) / request : 0;
        if (concurrency < 0 || c < concurrency) {
            concurrency = c;
            tightRequest = request; // the rank that admits the fewest requests
            tightPool = pool.numBlocks * k.blockBytes;
        }
    }
    pool.maxConcurrency = std::max(0.0, concurrency);
    pool.usedBytes = mul(requestBytes(s, h, s.contextPerUser), s.users);
    const bool oneRequest = pool.maxConcurrency >= 1;
    const bool served = oneRequest && pool.maxConcurrency >= s.users;
    bool inVram = true;
    for (DeviceUse& u : e.devices) {
        u.fits = u.used() <= u.usableBytes && (u.used() == 0 || oneRequest);
        inVram = inVram && u.used() <= u.usableBytes;
    }
    e.memory.compute = mul(activation, ranks.size());
    e.outputBytes = mul(nonTorch, ranks.size()); // reported as overhead
    // Caches as the users hold them, over all ranks (hybrid: priced with the whole model's groups on every rank).
    e.caches = h.active ? hybridCaches(s, h, t) : h.unified ? unifiedCaches(s, h, t) : userCaches(s, t);
    if (!oneRequest)
        e.warnings.push_back(
            {Diag::VllmCannotServeOneRequest, {std::to_string(tightRequest), std::to_string(tightPool)}}); // per rank
    else if (!served) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.2f", pool.maxConcurrency);
        e.warnings.push_back({Diag::VllmConcurrencyBelowUsers, {buf, std::to_string(s.users)}});
    }
    e.verdict = served && inVram ? Verdict::Fits : Verdict::DoesNotFit;
    pool.ranks = std::move(ranks);
    e.detail = std::move(pool);
}

// The command on the head node (vLLM docs, "Distributed inference and serving": a Ray cluster, then vllm serve).
std::string rayLaunch(const RayPlan& plan, const Scenario& given)
{
    const Scenario& s = plan.s;
    const VllmOptions& o = plan.s.vllm;
    const uint32_t t = plan.t;
    const uint32_t pp = plan.pp;
    const uint64_t mml = plan.mml;
    char util[16];
    std::snprintf(util, sizeof util, "%g", o.gpuMemoryUtilization);
    std::string cmd = "vllm serve MODEL --max-model-len " + std::to_string(mml) + " --gpu-memory-utilization " + util +
                      " --max-num-seqs " + std::to_string(o.maxNumSeqs.value_or(std::max<uint32_t>(s.users, 1))) +
                      " --tensor-parallel-size " + std::to_string(t) + " --pipeline-parallel-size " +
                      std::to_string(pp) + " --distributed-executor-backend ray";
    if (given.vllm.blockSize != 16)
        cmd += " --block-size " + std::to_string(given.vllm.blockSize);
    cmd += cacheDtypeFlag(s);
    return cmd;
}

// Each node's share and the commands to start it.
void rayNodes(const RayPlan& plan, const std::string& cmd, Estimate& e)
{
    const Hardware& hw = plan.s.hardware;
    e.nodes.clear();
    for (uint32_t n = 0; n < hw.nodeCount(); ++n) {
        NodeUse node;
        node.name = "node " + std::to_string(n + 1);
        node.host = hw.host(n);
        node.role = n == 0 ? "ray-head" : "ray-worker";
        for (const DeviceUse& u : e.devices) {
            if (u.node != n)
                continue;
            node.devices.push_back(u.name);
            if (u.kind == DeviceKind::Gpu)
                node.usableBytes = add(node.usableBytes, u.usableBytes);
            node.usedBytes = add(node.usedBytes, u.used());
            node.fits = node.fits && u.fits;
        }
        for (const VllmRank& k : e.view<VllmPool>()->ranks)
            if (k.node == n && k.tpRank == 0)
                node.layers += k.layers;
        if (n == 0) {
            node.commands.emplace_back("ray start --head --port=6379");
            node.commands.push_back(cmd);
        } else {
            node.commands.push_back("ray start --address=" + hw.host(0) + ":6379");
        }
        e.nodes.push_back(std::move(node));
    }
}

// What crosses the link per token: the stage boundaries between nodes, and tensor-parallel all-reduces.
void rayLinkTraffic(const RayPlan& plan, Estimate& e)
{
    const Scenario& s = plan.s;
    const ModelSpec& m = plan.s.model;
    const uint32_t t = plan.t;
    const uint32_t pp = plan.pp;
    const std::vector<uint32_t>& parts = plan.parts;
    // Per token, each stage boundary on a different node carries the hidden state and the residual
    // (IntermediateTensors of the decoder models, 16-bit) of every sequence.
    const std::vector<VllmRank>& ranks = e.view<VllmPool>()->ranks;
    uint32_t crossings = 0;
    for (uint32_t st = 1; st < pp; ++st)
        if (ranks[st * t].node != ranks[(st - 1) * t].node)
            ++crossings;
    e.placement.linkCrossings = crossings;
    e.placement.linkBytesPerStep = mul(mul(mul(crossings, 2 * 2), m.nEmbd), std::max<uint32_t>(1, s.users));
    // Tensor parallelism over the link: every decoder layer ends its attention and its MLP with an
    // all-reduce of the hidden state (RowParallelLinear with reduce_results, vLLM 5a6541d
    // model_executor/layers/linear.py), 16-bit, n_embd values per sequence. A ring all-reduce over T
    // ranks takes 2(T-1) steps, each moving 1/T of it; when a stage's ranks sit on more than one node the
    // ring runs at the link's pace, so every step counts as a message over it. Within one node the
    // all-reduce runs over PCIe or NVLink, which is not modelled (counted as free).
    if (t > 1)
        for (uint32_t st = 0; st < pp; ++st) {
            bool spans = false;
            for (uint32_t r = 1; r < t; ++r)
                spans = spans || ranks[st * t + r].node != ranks[st * t].node;
            if (!spans)
                continue;
            const uint64_t steps = mul(mul(2, parts[st]), 2 * (uint64_t(t) - 1));
            const uint64_t chunk = mul(mul(2, m.nEmbd), std::max<uint32_t>(1, s.users)) / t;
            e.placement.allReduceSteps = add(e.placement.allReduceSteps, steps);
            e.placement.allReduceBytes = add(e.placement.allReduceBytes, mul(steps, chunk));
        }
    e.placement.linkCrossings = static_cast<uint32_t>(
        std::min<uint64_t>(UINT32_MAX, add(e.placement.linkCrossings, e.placement.allReduceSteps)));
    e.placement.linkBytesPerStep = add(e.placement.linkBytesPerStep, e.placement.allReduceBytes);
}

} // namespace

Estimate estimateVllmRay(const Scenario& given)
{
    Estimate e;
    const HybridPlan h = hybridPlan(given);
    const bool reblocked = h.block != given.vllm.blockSize;
    const Scenario hybrid = reblocked ? withBlock(given, h.block) : Scenario{};
    const Scenario& s = reblocked ? hybrid : given;
    const VllmOptions& o = s.vllm;
    RayPlan plan(s, h);
    plan.t = tp(s);
    plan.pp = o.pipelineParallel > 0 ? o.pipelineParallel : s.hardware.nodeCount();
    plan.kvHeads = firstKvHeads(s.model);
    for (size_t i = 0; i < s.hardware.devices.size(); ++i)
        if (s.hardware.devices[i].kind == DeviceKind::Gpu)
            plan.gpus.push_back(i);
    if (std::optional<Warning> refused = rayRefusal(plan)) {
        e.refusal = std::move(refused);
        return e;
    }
    plan.mml = maxModelLen(s);
    fillRuntime(s, plan.mml, rulesFor(s, h, "vLLM 0.6 (V0) / 0.8 (V1); pipeline stages: vLLM 5a6541d"), e.runtime);
    warnBlockSize(given, h, e);
    plan.weights = sharedWeightSplit(s.model, s.weights, WeightsFormat::Checkpoint, s.resolved);
    plan.parts = ppPartition(s.model.nLayer(), plan.pp);
    plan.activation = o.activationPeakBytes.value_or(defaultActivation(s));
    plan.nonTorch = o.nonTorchBytes.value_or((plan.t > 1 ? 600ull : 400ull) << 20);
    e.computeIsApproximate = !o.activationPeakBytes && !o.kvPoolBytes;
    if (e.computeIsApproximate)
        e.warnings.push_back({Diag::VllmActivationApproximate, {}});
    poolOverRanks(plan, placeRanks(plan, e), e);
    e.runtime.launch = rayLaunch(plan, given);
    rayNodes(plan, e.runtime.launch, e);
    rayLinkTraffic(plan, e);
    return e;
}

} // namespace kv
