#include "estimator.h"

#include "checked.h"
#include "defaults.h"
#include "errors.h"
#include "exllamav3/exllamav3.h"
#include "koboldcpp/koboldcpp.h"
#include "llamacpp/placement.h"
#include "llamacpp/rules.h"
#include "mlx/mlx.h"
#include "ollama/ollama.h"
#include "prefill.h"
#include "sglang/sglang.h"
#include "vllm/vllm.h"
#include "weightscheme.h"
#include "whatifs.h"

#include <algorithm>

namespace kv {

namespace {

void validateScenario(const Scenario& s)
{
    validate(s.model);
    if (s.contextPerUser == 0 || s.contextPerUser > kMaxContext)
        throw InputError("context-out-of-range", std::to_string(s.contextPerUser));
    if (s.users == 0 || s.users > kMaxUsers)
        throw InputError("users-out-of-range", std::to_string(s.users));
    const auto& l = s.llama;
    if (l.ctxSize && *l.ctxSize > kMaxContext * 16)
        throw InputError("context-out-of-range", std::to_string(*l.ctxSize));
    if (l.parallel && (*l.parallel == 0 || *l.parallel > kMaxUsers))
        throw InputError("users-out-of-range", std::to_string(*l.parallel));
    const OllamaOptions& o = s.ollama;
    if (o.numCtx && (*o.numCtx == 0 || *o.numCtx > kMaxContext))
        throw InputError("context-out-of-range", std::to_string(*o.numCtx));
    if (o.numParallel && (*o.numParallel == 0 || *o.numParallel > kMaxUsers))
        throw InputError("users-out-of-range", std::to_string(*o.numParallel));
    if (o.numBatch && *o.numBatch == 0)
        throw InputError("batch-out-of-range", std::to_string(*o.numBatch));
    if (!defaults::kBatch.contains(l.batchSize) || !defaults::kBatch.contains(l.ubatchSize))
        throw InputError("batch-out-of-range", std::to_string(l.batchSize) + "/" + std::to_string(l.ubatchSize));
    if (s.kobold.batchSize == 0 || s.kobold.batchSize > 4096)
        throw InputError("batch-out-of-range", std::to_string(s.kobold.batchSize));
    if (s.kobold.contextSize && *s.kobold.contextSize > kMaxContext)
        throw InputError("context-out-of-range", std::to_string(*s.kobold.contextSize));
    if (s.weights.bodyBits <= 0 || s.weights.bodyBits > 64)
        throw InputError("weights-scheme-invalid", s.weights.id);
    const ExLlamaV3Options& x = s.exllamav3;
    if (x.cacheSize && *x.cacheSize > kMaxContext * 16)
        throw InputError("context-out-of-range", std::to_string(*x.cacheSize));
    if (x.maxSeqLen && (*x.maxSeqLen == 0 || *x.maxSeqLen > kMaxContext))
        throw InputError("context-out-of-range", std::to_string(*x.maxSeqLen));
    if (x.maxBatchSize && (*x.maxBatchSize == 0 || *x.maxBatchSize > kMaxUsers))
        throw InputError("users-out-of-range", std::to_string(*x.maxBatchSize));
    const SglangOptions& g = s.sglang;
    if (g.contextLength && (*g.contextLength == 0 || *g.contextLength > kMaxContext))
        throw InputError("context-out-of-range", std::to_string(*g.contextLength));
    if (g.maxRunningRequests && (*g.maxRunningRequests == 0 || *g.maxRunningRequests > kMaxUsers))
        throw InputError("users-out-of-range", std::to_string(*g.maxRunningRequests));
}

// The on-demand baseline: retained tokens x bytes per token, no padding, no reservation.
Estimate estimateIdeal(const Scenario& s)
{
    Estimate e;
    e.runtime.name = "ideal";
    e.runtime.rulesVersion = "tokens × bytes/token";
    e.runtime.nSeq = s.users;
    e.runtime.streams = s.users;
    e.runtime.nCtxSeq = s.contextPerUser;
    e.runtime.nCtx = mul(s.contextPerUser, s.users);
    e.runtime.nCtxRequested = e.runtime.nCtx;
    e.runtime.launch = "";
    e.caches = idealCaches(s.model, s.contextPerUser, s.users, s.typeK, s.typeV);
    e.memory.compute = 0;
    e.outputBytes = 0;
    return e;
}

// What an estimate is for: everything a view shows, or only the verdict and the memory parts (the limit
// searches and sweeps, which ask dozens to thousands of times per plan; those figures are the same
// either way).
enum class Detail { Full, Memory };

// Apple silicon's bands (core/mlx/mlx.h appleBand): MLX's verdict follows them (Pages = it loads but pages,
// reported as Spills); llama.cpp's keeps its placement's and gains the band and the sysctl.
void applyBand(const Scenario& s, Estimate& e)
{
    e.band = appleBand(s, e);
    const BandInfo& b = e.band;
    if (b.band == MemoryBand::None)
        return;
    if (describe(s.runtime).bandDecidesVerdict)
        e.verdict = b.band == MemoryBand::Fits ? Verdict::Fits
                                               : (b.band == MemoryBand::Pages ? Verdict::Spills : Verdict::DoesNotFit);
    if (b.band == MemoryBand::Fits)
        return;
    e.warnings.push_back({b.band == MemoryBand::Pages ? Diag::AppleBandPages : Diag::AppleBandFails,
                          {std::to_string(b.neededBytes), std::to_string(b.workingSetBytes),
                           std::to_string(b.hardLimitBytes), std::to_string(b.wiredLimitMb)}});
}

// What the runtime may add while it serves (Estimate::growth) lands in the host's memory: system RAM of the node
// the server runs on (the first), else the machine's one pool (a Mac's unified memory).
void placeGrowth(Estimate& e)
{
    for (DeviceUse& d : e.devices)
        d.mayGrowBytes = 0;
    if (e.growth.total() == 0)
        return;
    auto host = std::find_if(e.devices.begin(), e.devices.end(),
                             [](const DeviceUse& d) { return d.kind == DeviceKind::Ram && d.node == 0; });
    if (host == e.devices.end())
        host = std::find_if(e.devices.begin(), e.devices.end(),
                            [](const DeviceUse& d) { return d.kind == DeviceKind::Unified && d.node == 0; });
    if (host != e.devices.end())
        host->mayGrowBytes = e.growth.total();
}

// The note on the compute figure, emitted once, in the place llama.cpp's rules left for it
// (Allocation::computeNoteAt); nothing where the rules left none.
void noteCompute(const Allocation& alloc, Estimate& e, Warning note)
{
    if (!alloc.computeNoteAt)
        return;
    const size_t at = std::min(*alloc.computeNoteAt, e.warnings.size());
    e.warnings.insert(e.warnings.begin() + static_cast<std::ptrdiff_t>(at), std::move(note));
}

void finish(const Scenario& s, const Allocation& alloc, Estimate& e, Detail detail)
{
    std::optional<uint64_t> gpuSplitHost; // the host's compute bytes of a full offload, from the graph
    for (const auto& c : e.caches) {
        if (c.kind == CacheKind::Recurrent)
            e.memory.recurrent = add(e.memory.recurrent, c.bytes());
        else
            e.memory.kv = add(e.memory.kv, c.bytes());
    }
    const bool llamaPlaced = describe(s.runtime).placesLayers;
    if (detail == Detail::Full || !llamaPlaced) { // llama.cpp's placement sums the weights it places itself
        e.weightsFile = weightsInfo(s.model, s.weights, weightsFormat(s.runtime), s.resolved);
        e.memory.weights = e.weightsFile.fileBytes;
    }
    e.memory.other = e.outputBytes;
    if (detail == Detail::Full && e.kvBytesPerToken == 0) { // unless the runtime caches other rows (mlx.h)
        e.kvBytesPerToken = kvBytesPerToken(s.model, s.typeK, s.typeV);
        for (const auto& c : idealCaches(s.model, s.contextPerUser, s.users, s.typeK, s.typeV))
            if (c.kind != CacheKind::Recurrent)
                e.idealKvBytes = add(e.idealKvBytes, c.bytes());
    }
    if (!llamaPlaced && s.side.any())
        e.warnings.push_back({Diag::SideModelsIgnored, {std::string(runtimeId(s.runtime))}});
    if (llamaPlaced) {
        LlamaPlacement placed = placeLlamaCpp(s, alloc, e);
        if (placed.refusal) {
            e.refusal = std::move(placed.refusal);
            noteCompute(alloc, e, Warning{Diag::ComputeApproximate, {}});
            return;
        }
        e.memory.weights = placed.weights;
        e.memory.compute = placed.compute;
        // The draft's caches and output buffer join the model-level totals (the devices hold them already).
        e.memory.kv = add(e.memory.kv, placed.side.draft.kv);
        e.memory.recurrent = add(e.memory.recurrent, placed.side.draft.recurrent);
        e.memory.other = add(e.memory.other, placed.side.draft.other);
        e.side = std::move(placed.side);
        e.devices = std::move(placed.devices);
        e.nodes = std::move(placed.nodes);
        e.placement = placed.placement;
        e.layersInRam = placed.layersInRam;
        e.verdict = placed.verdict;
        e.runtime.launch = std::move(placed.launch);
        e.warnings.insert(e.warnings.end(), placed.warnings.begin(), placed.warnings.end());
        if (placed.computeExact)
            e.computeIsApproximate = false; // llama.cpp's own CPU compute buffer
        gpuSplitHost = placed.gpuSplitHostCompute;
    } else if (describe(s.runtime).placesPools) {
        // estimateVllm / estimateSglang placed everything already (the reservation is per GPU).
    } else {
        if (s.computeBytesOverride)
            e.memory.compute = *s.computeBytesOverride;
        Placed placed = placeWhole(s, e.memory);
        e.devices = std::move(placed.devices);
        e.verdict = placed.verdict;
        if (const ExLlamaV3Plan* x = e.view<ExLlamaV3Plan>(); x && !x->served && e.verdict == Verdict::Fits)
            e.verdict = Verdict::DoesNotFit; // the memory fits, but some users' jobs would wait
    }
    e.computeIsApproximate = e.computeIsApproximate && !s.computeBytesOverride;
    // A full offload says what its host figure is; else the approximation is noted while it stands.
    if (gpuSplitHost)
        noteCompute(alloc, e, Warning{Diag::ComputeGpuSplit, {std::to_string(*gpuSplitHost)}});
    else if (e.computeIsApproximate)
        noteCompute(alloc, e, Warning{Diag::ComputeApproximate, {}});
    placeGrowth(e);
    e.pools = poolsOf(e.devices);
    applyBand(s, e);
    if (detail == Detail::Full) {
        boundSpeed(s, e);
        e.speed.prefill = boundPrefill(s, e);
        if (!e.refusal && s.promptTokens > promptCapacity(s, e))
            e.warnings.push_back(
                {Diag::PromptExceedsContext, {std::to_string(s.promptTokens), std::to_string(promptCapacity(s, e))}});
    }
}

// llama-server's fit of an omitted -c (common/fit.cpp llama_params_fit_impl, llama.cpp v0.5.0 0ad4a86):
// a target of 1 GiB free per device (fit_params_target), a smallest context of 4096 per stream
// (fit_params_min_ctx), measured with every layer on the GPUs.
constexpr uint64_t kFitMinContext = 4096;
constexpr uint32_t kServerSlots = 4; // -np omitted: n_parallel = 4 with kv_unified (tools/server/server.cpp)

struct FitMeasure
{
    std::vector<int64_t> free, used; // per GPU (a unified pool's GPU limit); without GPUs, the host
    int64_t model = 0;
    bool refused = false;
};

// How each runtime's estimate is made, one stage per runtime (stageOf). A runtime that runs another's rules
// composes that runtime's steps instead of rewriting the scenario and estimating again from the top: KoboldCpp is
// llama.cpp's allocation under its bundle's profile, relabelled; Ollama is its own llama.cpp allocation, retried
// once at a lower context; plain llama-server is the scenario its omitted flags make, allocated as llama.cpp.

Estimate refused(const Scenario& s, Warning why)
{
    Estimate e;
    e.runtime.name = std::string(runtimeId(s.runtime));
    e.refusal = std::move(why);
    return e;
}

// The tail every allocation shares: the what-ifs, then finish().
Estimate settle(const Scenario& s, Estimate e, Allocation& alloc, Detail detail)
{
    if (e.refusal)
        return e;
    applyWhatIfs(s, e, alloc);
    finish(s, alloc, e, detail);
    return e;
}

Estimate settle(const Scenario& s, Estimate e, Detail detail)
{
    Allocation none;
    return settle(s, std::move(e), none, detail);
}

// `llama`: the llama.cpp rules the scenario runs under (KoboldCpp's bundle, or mainline's).
Estimate llamaCppAllocated(const Scenario& s, Detail detail, const LlamaCppProfile& llama)
{
    LlamaCppAllocation r = estimateLlamaCppWith(s, llama);
    return settle(s, std::move(r.estimate), r.alloc, detail);
}

FitMeasure measureFit(const Scenario& t)
{
    validateScenario(t);
    const Estimate e = llamaCppAllocated(t, Detail::Full, mainlineLlamaCpp());
    FitMeasure m;
    m.refused = e.refusal.has_value();
    for (const DeviceUse& d : e.devices) {
        if (d.kind == DeviceKind::Ram)
            continue;
        m.free.push_back(static_cast<int64_t>(d.usableBytes));
        m.used.push_back(static_cast<int64_t>(d.memory.total()));
        m.model += static_cast<int64_t>(d.memory.weights);
    }
    if (m.free.empty()) { // CPU only: llama.cpp compares with the host's total memory
        for (const DeviceUse& d : e.devices) {
            m.free.push_back(static_cast<int64_t>(d.capacityBytes));
            m.used.push_back(static_cast<int64_t>(d.memory.total()));
            m.model += static_cast<int64_t>(d.memory.weights);
        }
    }
    return m;
}

int64_t sum(const std::vector<int64_t>& v)
{
    int64_t total = 0;
    for (int64_t x : v)
        total += x;
    return total;
}

// The scenario llama-server runs for what its command leaves out (LlamaCppOptions::serverDefaults).
// `fittedFrom` is set to the unreduced context when the fit reduced it.
Scenario llamaServerScenario(const Scenario& s, uint64_t& fittedFrom)
{
    Scenario t = s;
    t.llama.serverDefaults = false;
    if (!s.llama.parallel) {
        t.llama.parallel = kServerSlots;
        t.llama.kvUnified = true;
    }
    const uint32_t nSeq = *t.llama.parallel;
    const uint64_t streams = t.llama.kvUnified ? 1 : nSeq;
    const uint64_t nMax = std::min<uint64_t>(mul(s.model.nCtxTrain, nSeq), UINT32_MAX);
    if (s.llama.ctxSize)
        return t; // -c N as given; -c 0 is the training context x the slots (rules), never reduced
    t.llama.ctxSize = nMax;
    if (t.hardware.devices.empty())
        return t; // no machine to fit
    Scenario m = t;
    if (!m.placement.nGpuLayers)
        m.placement.nGpuLayers = s.model.nLayer() + 1; // measured with llama.cpp's default: all layers
    const FitMeasure full = measureFit(m);
    if (full.refused)
        return t;
    const uint64_t nMin = std::min<uint64_t>(kFitMinContext * streams, UINT32_MAX);
    FitInputs in;
    in.free = full.free;
    in.used = full.used;
    in.modelBytes = full.model;
    in.nMin = nMin;
    in.nMax = nMax;
    in.streams = streams;
    in.gpuLayers = std::min<uint64_t>(*m.placement.nGpuLayers, s.model.nLayer() + 1);
    in.nExpert = s.model.nExpert;
    if (!fitNeedsSmallerContext(in))
        return t; // nothing to reduce (then -ngl is fitted as usual)
    m.llama.ctxSize = nMin;
    in.usedMinContext = sum(measureFit(m).used);
    const uint64_t n = fittedContext(in);
    fittedFrom = nMax;
    t.llama.ctxSize = n;
    return t;
}

// Plain llama-server (LlamaCppOptions::serverDefaults): the scenario its omitted -np and -c make, allocated as
// llama.cpp, with the launch line and the notes of what llama-server chose.
Estimate plainLlamaServer(const Scenario& s)
{
    uint64_t fittedFrom = 0;
    const Scenario t = llamaServerScenario(s, fittedFrom);
    validateScenario(t);
    Estimate e = llamaCppAllocated(t, Detail::Full, mainlineLlamaCpp());
    if (e.refusal)
        return e;
    e.runtime.launch = launchPlainLlamaServer(e.runtime, s);
    e.runtime.rulesVersion += ", llama-server v0.5.0 (0ad4a86)";
    if (!s.llama.parallel)
        e.warnings.push_back({Diag::ServerDefaultSlots, {std::to_string(e.runtime.nSeq)}});
    if (fittedFrom > 0)
        e.warnings.push_back(
            {Diag::ServerContextFitted, {std::to_string(fittedFrom), std::to_string(*t.llama.ctxSize)}});
    return e;
}

Estimate llamaCppStage(const Scenario& s, Detail detail)
{
    if (s.llama.serverDefaults)
        return plainLlamaServer(s);
    return llamaCppAllocated(s, detail, mainlineLlamaCpp());
}

Estimate ollamaAllocated(const Scenario& s, Detail detail)
{
    LlamaCppAllocation r = estimateOllama(s);
    return settle(s, std::move(r.estimate), r.alloc, detail);
}

// Ollama v0.32.15's scheduler, when a load with its automatic num_ctx runs out of memory, retries once
// at the next lower tier of the clamped context (server/sched.go reduceAutoNumCtxForLoadOOM): "does not
// fit" here is that failed load (-fit on spills layers to RAM before it fails).
Estimate retryOllamaContext(const Scenario& s, Estimate e, Detail detail)
{
    const OllamaOptions& o = s.ollama;
    if (o.release != OllamaRelease::V0_32 || !o.serverDefaults || o.numCtx || e.verdict != Verdict::DoesNotFit)
        return e;
    const uint64_t asked = std::max<uint64_t>(ollamaDefaultNumCtx(s.hardware), 4);
    const auto lower = ollamaLowerAutoNumCtx(e.runtime.numCtx);
    if (!lower || *lower >= asked)
        return e;
    Scenario t = s;
    t.ollama.numCtx = *lower;
    validateScenario(t);
    Estimate retried = ollamaAllocated(t, detail);
    if (retried.refusal)
        return e;
    retried.runtime.launch = e.runtime.launch; // the same plain `ollama serve`
    retried.warnings.push_back({Diag::OllamaContextRetried, {std::to_string(asked), std::to_string(*lower)}});
    return retried;
}

Estimate ollamaStage(const Scenario& s, Detail detail)
{
    Estimate e = ollamaAllocated(s, detail);
    if (e.refusal)
        return e;
    return retryOllamaContext(s, std::move(e), detail);
}

Estimate koboldCppStage(const Scenario& s, Detail detail)
{
    if (auto why = koboldCppRefusal(s))
        return refused(s, std::move(*why));
    Estimate e = llamaCppAllocated(koboldCppAsLlamaCpp(s), detail, koboldCppLlama());
    if (!e.refusal)
        relabelKoboldCpp(s, e);
    e.runtime.name = std::string(runtimeId(s.runtime));
    return e;
}

Estimate vllmStage(const Scenario& s, Detail detail)
{
    const bool ray = s.hardware.nodeCount() > 1 || s.vllm.pipelineParallel > 1;
    return settle(s, ray ? estimateVllmRay(s) : estimateVllm(s), detail);
}

using Stage = Estimate (*)(const Scenario&, Detail);

Stage stageOf(Runtime r)
{
    switch (r) {
    case Runtime::LlamaCpp: return llamaCppStage;
    case Runtime::Ollama: return ollamaStage;
    case Runtime::KoboldCpp: return koboldCppStage;
    case Runtime::Vllm: return vllmStage;
    case Runtime::Ideal: return [](const Scenario& s, Detail d) { return settle(s, estimateIdeal(s), d); };
    case Runtime::Mlx: return [](const Scenario& s, Detail d) { return settle(s, estimateMlx(s), d); };
    case Runtime::ExLlamaV3: return [](const Scenario& s, Detail d) { return settle(s, estimateExLlamaV3(s), d); };
    case Runtime::SGLang: return [](const Scenario& s, Detail d) { return settle(s, estimateSglang(s), d); };
    }
    return llamaCppStage;
}

Estimate estimateWith(const Scenario& s, Detail detail)
{
    validateScenario(s);
    if (s.hardware.nodeCount() > 1 && describe(s.runtime).singleNode) // Ollama: it exposes no --rpc
        return refused(s, Warning{Diag::OllamaNoCluster, {std::to_string(s.hardware.nodeCount())}});
    return stageOf(s.runtime)(s, detail);
}

} // namespace

Estimate estimate(const Scenario& s)
{
    return estimateWith(s, Detail::Full);
}

namespace {

Verdict verdictWith(Scenario& t, uint64_t ctx, uint32_t users)
{
    t.contextPerUser = ctx;
    t.users = users;
    const Estimate e = estimateWith(t, Detail::Memory);
    return e.refusal ? Verdict::DoesNotFit : e.verdict;
}

// The scenario the limit searches vary: the planner's context and users, not llama.cpp's -c / -np.
// For the "fits" searches, -ngl unset is exactly the layout with every layer and the output offloaded
// fitting, so those searches set it and skip llama.cpp's -ngl bisection.
Scenario searchBase(const Scenario& s, bool allOnGpu)
{
    Scenario t = s;
    t.llama.ctxSize.reset();
    t.llama.parallel.reset();
    t.llama.serverDefaults = false;
    t.ollama.serverDefaults = false;
    t.ollama.numCtx.reset();
    t.ollama.numParallel.reset();
    t.kobold.contextSize.reset();
    if (allOnGpu && !s.placement.nGpuLayers && describe(s.runtime).placesLayers)
        t.placement.nGpuLayers = s.model.nLayer() + 1;
    t.resolved = resolveWeights(t.model, t.weights, weightsFormat(t.runtime), s.resolved);
    return t;
}

// Largest x in [lo, hi] with pred(x) true, pred monotone (true then false); 0 when pred(lo) is false.
// The top is tried first: small models fit up to their training context.
template <typename Pred> uint64_t largest(uint64_t lo, uint64_t hi, Pred pred)
{
    if (!pred(lo))
        return 0;
    if (pred(hi))
        return hi;
    --hi;
    while (lo < hi) {
        const uint64_t mid = lo + (hi - lo + 1) / 2;
        if (pred(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

// The same, doubling from one first (the most users is a small number).
template <typename Pred> uint64_t largestGalloping(uint64_t hi, Pred pred)
{
    if (!pred(1))
        return 0;
    uint64_t x = 1;
    while (x < hi && pred(std::min(2 * x, hi)))
        x = std::min(2 * x, hi);
    return x == hi ? hi : largest(x, std::min(2 * x - 1, hi), pred);
}

uint64_t contextLimit(const Scenario& s, bool allOnGpu)
{
    if (s.hardware.devices.empty())
        return 0;
    Scenario t = searchBase(s, allOnGpu);
    uint64_t lo = 1, hi = std::max<uint64_t>(trainingContext(s.model), s.contextPerUser);
    if (const RuntimeDescription& r = describe(s.runtime); r.maxContext > 0) { // its flag's own range
        lo = r.minContext;
        hi = std::clamp(hi, r.minContext, r.maxContext);
    }
    return largest(lo, hi, [&](uint64_t c) {
        const Verdict v = verdictWith(t, c, s.users);
        return v == Verdict::Fits || (!allOnGpu && v == Verdict::Spills);
    });
}

uint32_t usersLimit(const Scenario& s, bool allOnGpu)
{
    if (s.hardware.devices.empty())
        return 0;
    Scenario t = searchBase(s, allOnGpu);
    if (describe(s.runtime).oneRequestAtATime) { // whatever the memory
        const Verdict v = verdictWith(t, s.contextPerUser, 1);
        return v == Verdict::Fits || (!allOnGpu && v == Verdict::Spills) ? 1 : 0;
    }
    return static_cast<uint32_t>(largestGalloping(kMaxUsers, [&](uint64_t u) {
        const Verdict v = verdictWith(t, s.contextPerUser, static_cast<uint32_t>(u));
        return v == Verdict::Fits || (!allOnGpu && v == Verdict::Spills);
    }));
}

} // namespace

uint64_t maxContextPerUser(const Scenario& s)
{
    return contextLimit(s, true);
}

uint32_t maxUsers(const Scenario& s)
{
    return usersLimit(s, true);
}

uint64_t maxContextPerUserOffloaded(const Scenario& s)
{
    return contextLimit(s, false);
}

uint32_t maxUsersOffloaded(const Scenario& s)
{
    return usersLimit(s, false);
}

Limits findLimits(const Scenario& s)
{
    Limits lim;
    if (s.hardware.devices.empty())
        return lim;
    lim.known = true;
    lim.maxContextPerUser = maxContextPerUser(s);
    lim.maxUsers = maxUsers(s);
    lim.maxContextPerUserOffloaded = maxContextPerUserOffloaded(s);
    lim.maxUsersOffloaded = maxUsersOffloaded(s);
    return lim;
}

uint64_t admissionTokens(const Scenario& s, const Estimate& e, uint32_t users)
{
    users = std::max<uint32_t>(1, users);
    if (s.runtime == Runtime::KoboldCpp) // each request in turn, up to --contextsize
        return koboldContextSize(s);
    const VllmPool* vllm = e.view<VllmPool>();
    const SglangPool* sglang = e.view<SglangPool>();
    uint64_t t = vllm     ? std::min<uint64_t>(vllm->kvTokens / users, e.runtime.nCtxSeq)
                 : sglang ? std::min<uint64_t>(sglang->maxTotalTokens / users, e.runtime.nCtxSeq)
                 : e.view<ExLlamaV3Plan>()
                     ? std::min<uint64_t>(e.runtime.nCtx / users, e.runtime.nCtxSeq) // pages shared, max_seq_len each
                     : (e.runtime.kvUnified ? e.runtime.nCtx / users : e.runtime.nCtxSeq);
    if (describe(s.runtime).capsAtTrainingContext && s.model.nCtxTrain > 0)
        t = std::min<uint64_t>(t, s.model.nCtxTrain);
    return t;
}

Estimate plan(const Scenario& s)
{
    Estimate e = estimate(s);
    if (e.refusal)
        return e;
    e.limits = findLimits(s);
    e.limits.admissionTokens = admissionTokens(s, e);
    return e;
}

std::vector<SweepPoint> sweep(const Scenario& s, SweepAxis axis, const std::vector<uint64_t>& xs)
{
    std::vector<SweepPoint> out;
    out.reserve(xs.size());
    Scenario t = searchBase(s, false);
    for (uint64_t x : xs) {
        if (axis == SweepAxis::Context)
            t.contextPerUser = x;
        else
            t.users = static_cast<uint32_t>(x);
        const Estimate e = estimateWith(t, Detail::Memory);
        SweepPoint p;
        p.x = x;
        p.refused = e.refusal.has_value();
        p.memory = e.memory;
        out.push_back(p);
    }
    return out;
}

std::vector<uint64_t> linearPoints(uint64_t lo, uint64_t hi, uint32_t n)
{
    std::vector<uint64_t> xs;
    if (hi < lo)
        std::swap(lo, hi);
    n = std::max<uint32_t>(n, 2);
    xs.reserve(n);
    for (uint32_t i = 0; i < n; ++i) {
        const uint64_t x = lo + static_cast<uint64_t>((static_cast<long double>(hi - lo) * i) / (n - 1) + 0.5L);
        if (xs.empty() || xs.back() != x)
            xs.push_back(x);
    }
    return xs;
}

namespace {

TimelinePoint timelinePoint(const Scenario& s, const Estimate& base, uint64_t tokens, uint32_t users)
{
    TimelinePoint p;
    p.tokens = tokens;
    p.users = users;
    uint64_t kv = 0;
    for (const auto& c : idealCaches(s.model, tokens, users, s.typeK, s.typeV))
        kv = add(kv, c.bytes());
    const uint64_t fixed = base.memory.weights + base.memory.compute + base.memory.other;
    p.usedBytes = add(fixed, kv);
    p.reservedBytes = base.memory.total();
    if (base.view<MlxInfo>()) {
        // MLX reserves nothing up front: what is allocated at this token is the cache's steps so far.
        Scenario t = s;
        t.contextPerUser = std::max<uint64_t>(1, tokens);
        t.users = users;
        const Estimate now = estimateWith(t, Detail::Memory);
        if (const MlxInfo* mlx = now.view<MlxInfo>())
            p.reservedBytes = add(fixed, add(mlx->kvBytesAfterPrompt, now.memory.recurrent));
    }
    if (const VllmPool* vllm = base.view<VllmPool>())
        p.reservedBytes =
            std::max<uint64_t>(p.reservedBytes, vllm->reservedBytes * std::max<uint32_t>(1, s.vllm.tensorParallel));
    const uint64_t limit = admissionTokens(s, base, users);
    p.admitted = limit == 0 || tokens <= limit;
    return p;
}

} // namespace

std::vector<TimelinePoint> conversationTimeline(const Scenario& s, uint64_t promptTokens, uint64_t answerTokens,
                                                uint32_t points)
{
    const Estimate base = estimate(s);
    std::vector<TimelinePoint> out;
    if (base.refusal)
        return out;
    const uint64_t end = add(promptTokens, answerTokens);
    for (uint64_t t : linearPoints(1, std::max<uint64_t>(end, 2), std::max<uint32_t>(points, 2))) {
        TimelinePoint p = timelinePoint(s, base, t, s.users);
        p.generating = t > promptTokens;
        out.push_back(p);
    }
    return out;
}

ConversationLengths defaultConversation(const Scenario& s)
{
    ConversationLengths c;
    c.promptTokens = std::max<uint64_t>(1, s.contextPerUser / 2);
    c.answerTokens = c.promptTokens;
    return c;
}

std::vector<TimelinePoint> usersJoining(const Scenario& s)
{
    const Estimate base = estimate(s);
    std::vector<TimelinePoint> out;
    if (base.refusal)
        return out;
    for (uint32_t u = 1; u <= s.users; ++u)
        out.push_back(timelinePoint(s, base, s.contextPerUser, u));
    return out;
}

CacheReservation cacheReservation(const Estimate& e)
{
    CacheReservation r;
    const uint64_t cells = add(e.memory.kv, e.memory.recurrent);
    r.atStartBytes = r.heldBytes = cells;
    if (e.refusal)
        return r;
    if (e.view<MlxInfo>()) {
        r.atStartBytes = 0;
    } else if (const ExLlamaV3Plan* x = e.view<ExLlamaV3Plan>()) {
        r.heldBytes = x->usedBytes;
    } else if (e.view<VllmPool>() || e.view<SglangPool>()) {
        uint64_t pool = 0;
        for (const DeviceUse& d : e.devices)
            pool = add(pool, add(d.memory.kv, d.memory.recurrent));
        if (pool > 0)
            r.atStartBytes = pool;
    }
    return r;
}

std::string_view verdictId(Verdict v)
{
    switch (v) {
    case Verdict::Fits: return "fits";
    case Verdict::Spills: return "spills";
    case Verdict::DoesNotFit: return "does-not-fit";
    case Verdict::Unknown: break;
    }
    return "unknown";
}

std::string_view memoryBandId(MemoryBand b)
{
    switch (b) {
    case MemoryBand::Fits: return "fits";
    case MemoryBand::Pages: return "pages";
    case MemoryBand::Fails: return "fails";
    case MemoryBand::None: break;
    }
    return "none";
}

std::string_view cacheKindId(CacheKind k)
{
    switch (k) {
    case CacheKind::Full: return "full";
    case CacheKind::Swa: return "swa";
    case CacheKind::Mla: return "mla";
    case CacheKind::Recurrent: return "recurrent";
    case CacheKind::Chunked: return "chunked";
    case CacheKind::Indexer: return "indexer";
    }
    return "full";
}

} // namespace kv
