#include "llamacpp/placement.h"

#include "checked.h"
#include "estimator.h"
#include "llamacpp/computegraph.h"
#include "weightscheme.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace kv {

namespace {

struct Pools
{
    std::vector<size_t> gpus;  // indexes into hardware.devices: the devices llama.cpp splits layers over, in its order
    std::optional<size_t> ram; // the main node's RAM or unified pool
};

// llama.cpp's device list (src/llama.cpp llama_model_load_from_file_impl, v0.5.0 0ad4a86): the RPC
// servers' devices first, in --rpc order, then the local GPUs. An rpc-server exposes its node's
// accelerators, or its CPU when it has none (tools/rpc/README.md), so a remote node without a GPU
// lends its RAM (or unified pool) as one device; a remote node's RAM beside GPUs holds nothing.
Pools pools(const std::vector<Device>& devs)
{
    Pools p;
    uint32_t nodes = 1;
    for (const Device& d : devs)
        nodes = std::max(nodes, d.node + 1);
    for (uint32_t n = 1; n < nodes; ++n) {
        std::optional<size_t> host;
        bool gpu = false;
        for (size_t i = 0; i < devs.size(); ++i) {
            if (devs[i].node != n)
                continue;
            if (devs[i].kind == DeviceKind::Gpu) {
                p.gpus.push_back(i);
                gpu = true;
            } else if (!host) {
                host = i;
            }
        }
        if (!gpu && host)
            p.gpus.push_back(*host);
    }
    for (size_t i = 0; i < devs.size(); ++i) {
        if (devs[i].node != 0)
            continue;
        if (devs[i].kind == DeviceKind::Gpu)
            p.gpus.push_back(i);
        else if (!p.ram)
            p.ram = i;
    }
    return p;
}

// The machine plus stand-ins for what it does not say: without any hardware, an unbounded GPU (the
// usual full offload); without system RAM, an unbounded host. Stand-ins are never reported.
std::vector<Device> workingDevices(const Hardware& hw)
{
    std::vector<Device> devs = hw.devices;
    constexpr uint64_t kUnbounded = uint64_t(1) << 62;
    if (devs.empty())
        devs.push_back({"(any GPU)", DeviceKind::Gpu, kUnbounded, 0, 0, 0, 0});
    if (!pools(devs).ram)
        devs.push_back({"(host)", DeviceKind::Ram, kUnbounded, 0, 0, 0, 0});
    return devs;
}

uint64_t usable(const Device& d)
{
    const uint64_t u = d.usableBytes();
    return d.gpuLimitBytes > 0 ? std::min(u, d.gpuLimitBytes) : u;
}

// Cumulative split points over the GPUs (llama.cpp: upper_bound of layer fraction into these).
std::vector<double> splitPoints(const Scenario& s, const std::vector<Device>& devs, const Pools& p)
{
    std::vector<double> w;
    for (size_t k = 0; k < p.gpus.size(); ++k) {
        if (k < s.placement.tensorSplit.size())
            w.push_back(std::max(0.0, s.placement.tensorSplit[k]));
        else
            w.push_back(static_cast<double>(usable(devs[p.gpus[k]])));
    }
    const double sum = std::accumulate(w.begin(), w.end(), 0.0);
    std::vector<double> cum;
    double acc = 0;
    for (double x : w) {
        acc += sum > 0 ? x / sum : 1.0 / w.size();
        cum.push_back(acc);
    }
    return cum;
}

// Compute buffers (approximate; see DESIGN §4.1), where the scheduler's split of the graph is not reproduced
// (llamaCppGpuComputeBytes: partial offload, --no-kv-offload, --n-cpu-moe, unified memory, graphs kvplanner does not
// sketch). Calibrated on logged buffers:
//  - the output GPU holds the logits of one micro-batch plus one activation row per token
//    (Qwen3-32B, ub 512: (151936 + 5120) x 512 x 4 = 306.75 MiB, as logged);
//  - the host buffer holds the f32 KQ masks (cells x ub) and the input embeddings, once per pipeline
//    copy (gpt-oss-20b, 131072 ctx: (131072 + 768 + 2880) x 512 x 4 = 263.1 MiB, logged 263.15;
//    Qwen2.5-32B on 2 GPUs, 4 copies: 4 x (32000 + 5120) x 512 x 4 = 290 MiB, logged 260 — the masks
//    there were narrower);
//  - MoE adds the gate/up activations of the experts in use; without flash attention the KQ scores.
struct ComputeParts
{
    uint64_t outputDevice = 0, perGpuLayerDevice = 0, host = 0;
};

ComputeParts computeParts(const Scenario& s, const Estimate& e, const Allocation& a, uint32_t copies)
{
    const ModelSpec& m = s.model;
    const uint64_t ub = e.runtime.nUbatch;
    uint64_t act = m.nEmbd;
    if (m.isMoe() && m.nLayer() > 0 && m.nEmbd > 0) {
        const uint64_t ffExp = m.params.experts / (uint64_t(m.nLayer()) * m.nExpert * 3 * m.nEmbd);
        act += 2ull * m.nExpertUsed * ffExp;
    }
    uint64_t perLayer = mul(mul(4, ub), act);
    if (!e.runtime.flashAttn && m.nHead > 0)
        perLayer = add(perLayer, mul(mul(mul(4, m.nHead), a.maxCells), ub));
    ComputeParts c;
    c.perGpuLayerDevice = perLayer;
    c.outputDevice = add(perLayer, mul(mul(4, ub), m.nVocab));
    c.host = mul(copies, mul(mul(4, ub), add(a.maskCells, m.nEmbd)));
    return c;
}

// True when the compute buffer is llama.cpp's own CPU figure: no GPU in the machine and a known graph.
bool exactCompute(const Pools& p, const Allocation& a)
{
    return p.gpus.empty() && a.cpuComputeBytes.has_value();
}

// One device's share in a candidate layout (the -ngl search tries several; names are copied once, for
// the layout chosen).
struct Slot
{
    MemoryParts memory;
    uint32_t layers = 0;
    uint64_t usableBytes = 0;
    bool fits = true;
    uint64_t used() const { return memory.total(); }
};

struct Layout
{
    std::vector<Slot> uses; // parallel to the working devices
    uint32_t nGpuLayers = 0;
    bool outputOnGpu = false;
    uint64_t outputCopy = 0;       // tied output duplicated on a real GPU
    bool exactCompute = false;     // the GPUs' and the host's compute buffers are llama.cpp's own (full offload)
    bool fits = false;             // every device within its usable memory
    bool gpuFits = true;           // every GPU (every device llama.cpp splits over) within its usable memory
    std::vector<size_t> layerHome; // per repeating layer, then the output layer: its working device
};

Layout layout(const Scenario& s, const Estimate& e, const Allocation& a, const std::vector<Device>& devs,
              const Pools& p, const std::vector<double>& split, const WeightSplit& w,
              const std::vector<MemoryParts>& side, uint32_t ngl)
{
    const ModelSpec& m = s.model;
    const uint32_t n = m.nLayer();
    Layout L;
    L.uses.resize(devs.size());
    for (size_t i = 0; i < devs.size(); ++i) {
        L.uses[i].usableBytes = usable(devs[i]);
        L.uses[i].memory = side[i];
    }
    const bool haveGpu = !p.gpus.empty();
    const uint32_t act = haveGpu ? std::min(ngl, n + 1) : 0;
    // llama_model::load_tensors (v0.5.0): i_gpu_start = n_layer + 1 - ngl; the output layer counts as layer n_layer,
    // so -ngl N <= n_layer puts the last N - 1 repeating layers and the output layer on the GPUs.
    const uint32_t start = n + 1 > act ? n + 1 - act : 0;
    auto gpuFor = [&](uint32_t il) -> std::optional<size_t> {
        if (!haveGpu || il < start || il - start >= act)
            return std::nullopt;
        const double f = static_cast<double>(il - start) / act;
        const size_t k = std::upper_bound(split.begin(), split.end(), f) - split.begin();
        return p.gpus[std::min(k, p.gpus.size() - 1)];
    };
    Slot* ram = p.ram ? &L.uses[*p.ram] : nullptr;
    auto onCpu = [&](auto fn) {
        if (ram)
            fn(*ram);
    };
    for (uint32_t il = 0; il < n; ++il) {
        const auto g = gpuFor(il);
        Slot* home = g ? &L.uses[*g] : ram;
        Slot* kvHome = s.placement.kvOffload ? home : ram;
        Slot* expertHome = il < s.placement.nCpuMoe ? ram : home;
        if (home) {
            home->memory.weights += w.layerDense[il];
            home->layers += 1;
        }
        if (expertHome)
            expertHome->memory.weights += w.layerExperts[il];
        if (kvHome) {
            kvHome->memory.kv += a.layers[il].memory.kv;
            kvHome->memory.recurrent += a.layers[il].memory.recurrent;
        }
        if (g)
            ++L.nGpuLayers;
        L.layerHome.push_back(g ? *g : p.ram.value_or(0));
    }
    const auto outGpu = gpuFor(n);
    L.layerHome.push_back(outGpu ? *outGpu : p.ram.value_or(0));
    L.outputOnGpu = outGpu.has_value();
    const bool anyGpuLayer = L.nGpuLayers > 0 || L.outputOnGpu;
    const uint32_t copies = p.gpus.size() > 1 && L.outputOnGpu && L.nGpuLayers == n && s.placement.kvOffload ? 4 : 1;
    const ComputeParts c = computeParts(s, e, a, copies);
    onCpu([&](Slot& r) {
        r.memory.weights += w.embedding;
        r.memory.other += e.outputBytes;
    });
    // Every layer, the output and the cache on discrete GPUs: the scheduler's split of llama.cpp's own graph
    // (computegraph.h llamaCppGpuComputeBytes), where kvplanner knows the graph. Apple's unified memory runs
    // Metal, whose graph_optimize reorders the nodes: it keeps the approximation below, as does a Metal or Vulkan GPU
    // a log names (Device::splitAsCuda).
    std::optional<GpuComputeBytes> exact;
    // RPC devices (another node's) are left out too: ggml-rpc's buffers and whether the scheduler keeps pipeline
    // copies over RPC are not modelled.
    const bool discrete = std::all_of(p.gpus.begin(), p.gpus.end(), [&](size_t k) {
        return devs[k].kind == DeviceKind::Gpu && devs[k].node == 0 && devs[k].splitAsCuda;
    });
    // A plan without hardware (the stand-in GPU) keeps the approximation too: which GPU is unknown, and its sweeps
    // stay at a few microseconds a point (the split graph costs about 0.2 ms an estimate; issue 2's sweep budget).
    if (a.computeGraph && haveGpu && discrete && !s.hardware.devices.empty() && L.outputOnGpu && L.nGpuLayers == n &&
        s.placement.kvOffload && s.placement.nCpuMoe == 0) {
        std::vector<int> homes;
        for (const size_t h : L.layerHome)
            homes.push_back(static_cast<int>(std::find(p.gpus.begin(), p.gpus.end(), h) - p.gpus.begin()));
        exact = llamaCppGpuComputeBytes(m, *a.computeGraph, homes, static_cast<int>(p.gpus.size()), copies);
    }
    L.exactCompute = exact.has_value();
    if (exact) {
        for (size_t k = 0; k < p.gpus.size(); ++k)
            L.uses[p.gpus[k]].memory.compute += exact->gpus[k];
        onCpu([&](Slot& r) { r.memory.compute += exact->host; });
    }
    if (L.outputOnGpu) {
        // A tied output is a second copy of token_embd on that GPU; on the stand-in GPU of a plan without
        // hardware the weights stay what the file maps.
        L.outputCopy = *outGpu < s.hardware.devices.size() ? w.outputCopy : 0;
        L.uses[*outGpu].memory.weights += w.output + L.outputCopy;
        if (!exact) {
            L.uses[*outGpu].memory.compute += c.outputDevice;
            onCpu([&](Slot& r) { r.memory.compute += c.host; });
        }
    } else {
        // No GPU at all: llama.cpp's CPU graph, reproduced where kvplanner knows it (computegraph.h).
        const bool cpuOnly = exactCompute(p, a);
        onCpu([&](Slot& r) {
            r.memory.weights += w.output;
            r.memory.compute +=
                cpuOnly ? *a.cpuComputeBytes
                        : c.outputDevice + (anyGpuLayer ? c.host : mul(mul(4, e.runtime.nUbatch), a.maskCells));
        });
    }
    for (size_t k : p.gpus)
        if (!exact && L.uses[k].layers > 0 && !(outGpu && *outGpu == k))
            L.uses[k].memory.compute += c.perGpuLayerDevice;
    // A machine profile's calibration scales the approximation; a reproduced figure needs none.
    if (s.computeScale != 1.0 && s.computeScale > 0 && !exactCompute(p, a) && !exact) {
        for (Slot& u : L.uses)
            u.memory.compute =
                static_cast<uint64_t>(std::llround(static_cast<double>(u.memory.compute) * s.computeScale));
    }
    if (s.computeBytesOverride) {
        // The user's measured figure replaces the approximation, split like the approximation.
        uint64_t natural = 0;
        for (const Slot& u : L.uses)
            natural += u.memory.compute;
        uint64_t left = *s.computeBytesOverride;
        Slot* largest = &L.uses.front();
        for (Slot& u : L.uses) {
            if (u.memory.compute > largest->memory.compute)
                largest = &u;
            u.memory.compute = natural ? static_cast<uint64_t>(static_cast<long double>(u.memory.compute) *
                                                               *s.computeBytesOverride / natural)
                                       : 0;
            left -= u.memory.compute;
        }
        largest->memory.compute += left; // the rounding remainder
    }
    L.fits = true;
    for (size_t i = 0; i < L.uses.size(); ++i) {
        Slot& u = L.uses[i];
        u.fits = u.used() <= u.usableBytes;
        L.fits = L.fits && u.fits;
        if (std::find(p.gpus.begin(), p.gpus.end(), i) != p.gpus.end())
            L.gpuFits = L.gpuFits && u.fits;
    }
    return L;
}

// The draft model's scenario: the main context's cells, sequences and batch (as llama-server copies its
// parameters to the draft), the draft's own model, weights, cache types and -ngld.
Scenario draftScenario(const Scenario& s, const Estimate& e)
{
    const DraftOptions& d = *s.side.draft;
    Scenario t = s;
    t.runtime = Runtime::LlamaCpp;
    t.model = d.model;
    t.weights = d.weights;
    t.typeK = d.typeK;
    t.typeV = d.typeV;
    t.side = {};
    t.resolved = {};
    t.llama.serverDefaults = false;
    t.llama.ctxSize = e.runtime.nCtxRequested;
    t.llama.parallel = e.runtime.nSeq;
    t.llama.kvUnified = e.runtime.kvUnified;
    t.placement = {};
    t.placement.nGpuLayers = d.nGpuLayers.value_or(d.model.nLayer() + 1);
    t.placement.kvOffload = s.placement.kvOffload;
    t.computeBytesOverride.reset();
    t.whatIfs = {};
    return t;
}

// What the side models hold on each working device, before the main model is placed around them.
std::vector<MemoryParts> placeSide(const Scenario& s, const std::vector<Device>& devs, const Pools& p,
                                   const Estimate& e, LlamaPlacement& out)
{
    std::vector<MemoryParts> side(devs.size());
    if (s.side.draft && s.runtime == Runtime::LlamaCpp) {
        const Estimate d = estimate(draftScenario(s, e));
        if (d.refusal) {
            out.refusal = Warning{Diag::DraftRefused, {std::string(codeName(d.refusal->code))}};
            return side;
        }
        if (s.hardware.devices.empty())
            side[0] += d.memory; // the stand-in GPU holds the whole draft
        for (size_t i = 0; i < d.devices.size() && i < side.size(); ++i)
            side[i] += d.devices[i].memory;
        out.side.draft = d.memory;
        out.side.draftId = s.side.draft->model.id;
    } else if (s.side.draft) {
        out.warnings.push_back({Diag::DraftNotOllama, {}});
    }
    if (const auto& proj = s.side.projector) {
        // mtmd loads the projector on the first GPU unless told not to (mmproj_use_gpu).
        const std::optional<size_t> home = proj->offload && !p.gpus.empty() ? std::optional(p.gpus.front()) : p.ram;
        if (home) {
            side[*home].weights = add(side[*home].weights, proj->bytes);
            out.side.projectorBytes = proj->bytes;
        }
        out.warnings.push_back({Diag::ProjectorComputeNotCounted, {}});
    }
    return side;
}

// A decode step's link traffic over the layers' homes (Placement::linkCrossings): the step starts at
// the main node's input embedding and ends with the logits back on the main node.
void countCrossings(const Scenario& s, const std::vector<Device>& devs, const Layout& L, const Estimate& e,
                    LlamaPlacement& out)
{
    const uint64_t seqs = std::max<uint32_t>(1, e.runtime.nSeq);
    const uint64_t activation = mul(mul(4, s.model.nEmbd), seqs);
    uint32_t crossings = 0;
    uint64_t bytes = 0;
    uint32_t at = 0; // the node holding the current activations
    for (const size_t home : L.layerHome) {
        const uint32_t to = devs[home].node;
        if (to == at)
            continue;
        const uint32_t hops = at != 0 && to != 0 ? 2 : 1; // remote to remote goes through the main node
        crossings += hops;
        bytes = add(bytes, mul(hops, activation));
        at = to;
    }
    if (at != 0) { // the output layer is remote: its logits come back
        crossings += 1;
        bytes = add(bytes, mul(mul(4, s.model.nVocab), seqs));
    }
    out.placement.linkCrossings = crossings;
    out.placement.linkBytesPerStep = bytes;
}

// llama.cpp RPC over a cluster (tools/rpc/README.md, common/arg.cpp --rpc, v0.5.0 0ad4a86): every
// remote node runs ggml-rpc-server, bound to all interfaces (-H 0.0.0.0; its default is 127.0.0.1) on
// port 50052 with its local tensor cache (-c: $HOME/.cache/llama.cpp/rpc, or LLAMA_CACHE); the main
// node runs llama-server with --rpc host:50052,... in node order.
void planRpcNodes(const Scenario& s, const std::vector<Device>& devs, const Layout& L, const Estimate& e,
                  LlamaPlacement& out)
{
    constexpr int kRpcPort = 50052;
    const Hardware& hw = s.hardware;
    const uint32_t nodes = hw.nodeCount();
    countCrossings(s, devs, L, e, out);
    std::string servers;
    for (uint32_t n = 1; n < nodes; ++n)
        servers += (servers.empty() ? "" : ",") + hw.host(n) + ":" + std::to_string(kRpcPort);
    if (e.runtime.name == "llama.cpp")
        out.launch += " --rpc " + servers;
    const Pools p = pools(devs);
    auto holds = [&](size_t i) { // a remote node's RAM beside its GPUs is not lent to llama.cpp
        return devs[i].node == 0 || std::find(p.gpus.begin(), p.gpus.end(), i) != p.gpus.end();
    };
    out.nodes.clear();
    for (uint32_t n = 0; n < nodes; ++n) {
        NodeUse node;
        node.name = "node " + std::to_string(n + 1);
        node.host = hw.host(n);
        node.role = n == 0 ? "main" : "rpc-server";
        for (size_t i = 0; i < out.devices.size(); ++i) {
            const DeviceUse& d = out.devices[i];
            if (d.node != n)
                continue;
            node.devices.push_back(d.name);
            if (holds(i))
                node.usableBytes = add(node.usableBytes, d.usableBytes);
            node.usedBytes = add(node.usedBytes, d.used());
            node.layers += d.layers;
            node.fits = node.fits && d.fits;
        }
        if (n == 0)
            node.commands.push_back(out.launch);
        else
            node.commands.push_back("ggml-rpc-server -H 0.0.0.0 -p " + std::to_string(kRpcPort) + " -c");
        out.nodes.push_back(std::move(node));
    }
    out.warnings.push_back({Diag::RpcTrustedNetwork, {}});
}

} // namespace

DeviceUse emptyUse(const Device& d)
{
    DeviceUse u;
    u.name = d.name;
    u.kind = d.kind;
    u.capacityBytes = d.capacityBytes;
    u.reserveBytes = d.reserveBytes;
    u.usableBytes = usable(d);
    u.bandwidthGBs = d.bandwidthGBs;
    u.peakTflops = d.peakTflops;
    u.hostLinkGBs = d.hostLinkGBs;
    u.node = d.node;
    return u;
}

std::string joinSplit(const std::vector<double>& v, char sep)
{
    std::string out;
    for (double x : v) {
        if (!out.empty())
            out += sep;
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", x);
        out += buf;
    }
    return out;
}

LlamaPlacement placeLlamaCpp(const Scenario& s, const Allocation& a, const Estimate& e)
{
    LlamaPlacement out;
    out.launch = e.runtime.launch;
    const std::vector<Device> devs = workingDevices(s.hardware);
    const Pools p = pools(devs);
    const uint32_t n = s.model.nLayer();
    const std::shared_ptr<const WeightSplit> shared =
        sharedWeightSplit(s.model, s.weights, weightsFormat(s.runtime), s.resolved);
    const WeightSplit& w = *shared;
    const std::vector<double> split = splitPoints(s, devs, p);
    const std::vector<MemoryParts> side = placeSide(s, devs, p, e, out);
    if (out.refusal)
        return out;
    // Without a RAM device in the machine there is nowhere to spill to: all layers stay on the GPUs.
    const bool canSpill = pools(s.hardware.devices).ram.has_value();
    uint32_t ngl = 0;
    if (s.placement.nGpuLayers) {
        ngl = std::min(*s.placement.nGpuLayers, n + 1);
    } else if (!canSpill) {
        ngl = n + 1;
    } else if (!p.gpus.empty()) {
        // The largest -ngl whose GPUs fit: bisection, since each added layer only adds to the GPUs.
        uint32_t lo = 0, hi = n + 1;
        if (layout(s, e, a, devs, p, split, w, side, hi).gpuFits) {
            lo = hi;
        } else {
            while (lo + 1 < hi) {
                const uint32_t mid = lo + (hi - lo) / 2;
                (layout(s, e, a, devs, p, split, w, side, mid).gpuFits ? lo : hi) = mid;
            }
        }
        ngl = lo;
    }
    const Layout L = layout(s, e, a, devs, p, split, w, side, ngl);
    // Model-level totals count every allocation, the stand-ins' too; only real devices are reported.
    for (const Slot& u : L.uses) {
        out.weights += u.memory.weights;
        out.compute += u.memory.compute;
    }
    if (L.outputCopy > 0)
        out.warnings.push_back({Diag::TiedOutputDuplicated, {}});
    for (size_t i = 0; i < s.hardware.devices.size(); ++i) {
        DeviceUse u = emptyUse(devs[i]);
        u.memory = L.uses[i].memory;
        u.layers = L.uses[i].layers;
        u.fits = L.uses[i].fits;
        out.devices.push_back(std::move(u));
    }
    // The GPUs' figures come from the graph, but the host's is not yet confirmed by a log (tst_gpu_compute): only
    // the CPU-only figure drops the label; a full offload says what its figure is instead of the approximation's
    // note (args: the host's compute bytes).
    out.computeExact = exactCompute(p, a);
    if (L.exactCompute && p.ram)
        out.gpuSplitHostCompute = L.uses[*p.ram].memory.compute;
    out.placement.nGpuLayers = p.gpus.empty() ? 0 : ngl;
    out.placement.nLayer = n;
    out.placement.outputOnGpu = L.outputOnGpu;
    out.placement.kvOffload = s.placement.kvOffload;
    out.placement.nCpuMoe = s.placement.nCpuMoe;
    out.placement.tensorSplit = s.placement.tensorSplit;
    const bool realGpu = !pools(s.hardware.devices).gpus.empty();
    out.layersInRam = realGpu ? n - std::min(L.nGpuLayers, n) : 0;

    if (s.hardware.devices.empty())
        out.verdict = Verdict::Unknown;
    else if (!L.fits)
        out.verdict = Verdict::DoesNotFit;
    else if (realGpu && (L.nGpuLayers < n || !L.outputOnGpu))
        out.verdict = Verdict::Spills;
    else
        out.verdict = Verdict::Fits;

    if (realGpu && e.runtime.name == "llama.cpp") {
        std::string& cmd = out.launch;
        cmd += " -ngl " + std::to_string(ngl > n ? 999 : ngl);
        if (p.gpus.size() > 1 && !s.placement.tensorSplit.empty())
            cmd += " -ts " + joinSplit(s.placement.tensorSplit, ',');
        if (!s.placement.kvOffload)
            cmd += " --no-kv-offload";
        if (s.placement.nCpuMoe > 0)
            cmd += " --n-cpu-moe " + std::to_string(s.placement.nCpuMoe);
    }
    if (e.runtime.name == "llama.cpp")
        appendSideFlags(out.launch, s);
    if (s.hardware.nodeCount() > 1)
        planRpcNodes(s, devs, L, e, out);
    return out;
}

Placed placeWhole(const Scenario& s, const MemoryParts& whole)
{
    // Everything in one pool: the GPUs when there are any, else RAM / unified memory, spread by usable
    // memory.
    const bool gpusOnly = !pools(s.hardware.devices).gpus.empty();
    auto inPool = [gpusOnly](const Device& d) { return !gpusOnly || d.kind == DeviceKind::Gpu; };
    uint64_t cap = 0;
    for (const Device& d : s.hardware.devices)
        if (inPool(d))
            cap += usable(d);
    Placed out;
    // The repeating layers split the same way, whole layers: device i holds the layers between
    // floor(n x its share so far) and floor(n x its share so far plus its own), so they add up to n.
    const uint64_t n = s.model.nLayer();
    uint64_t before = 0;
    for (const Device& d : s.hardware.devices) {
        DeviceUse u = emptyUse(d);
        if (inPool(d) && cap > 0) {
            const long double f = static_cast<long double>(u.usableBytes) / cap;
            auto share = [f](uint64_t b) { return static_cast<uint64_t>(b * f); };
            u.memory = {share(whole.weights), share(whole.kv), share(whole.recurrent), share(whole.compute),
                        share(whole.other)};
            const uint64_t from = n * before / cap;
            before += u.usableBytes;
            u.layers = static_cast<uint32_t>(n * before / cap - from);
        }
        u.fits = u.used() <= u.usableBytes;
        out.devices.push_back(u);
    }
    out.verdict =
        s.hardware.devices.empty() ? Verdict::Unknown : (whole.total() <= cap ? Verdict::Fits : Verdict::DoesNotFit);
    return out;
}

void boundSpeed(const Scenario& s, Estimate& e)
{
    // Per decode step every device reads its share of the active weights once, and the KV that each
    // user's token attends to. Fraction of a layer's weights read per token: dense + used experts.
    const ModelSpec& m = s.model;
    const ParamCounts& pc = m.params;
    double expertShare = 1.0;
    if (m.isMoe() && m.nExpertUsed > 0)
        expertShare = static_cast<double>(m.nExpertUsed) / m.nExpert;
    const double expertsFrac = pc.total() ? static_cast<double>(pc.experts) / pc.total() : 0;
    const double activeFrac = 1.0 - expertsFrac * (1.0 - expertShare);
    const uint32_t users = std::max<uint32_t>(1, e.runtime.nSeq);
    // llama.cpp's layer split runs the devices one after another; vLLM's tensor parallelism runs its
    // GPUs side by side, each reading its share, so the slowest GPU sets the pace.
    const VllmPool* vllm = e.view<VllmPool>();
    const bool sideBySide = vllm != nullptr;
    double seconds = 0;
    uint64_t bytes = 0;
    std::string slowest;
    double slowestTime = -1;
    if (vllm && !vllm->ranks.empty()) {
        // vLLM pipeline stages run one after another for a token; a stage's TP ranks side by side, each
        // reading its share of the stage's weights and KV: the slowest rank sets the stage's pace.
        std::vector<double> stage;
        for (const VllmRank& k : vllm->ranks) {
            const DeviceUse* d = nullptr;
            for (const DeviceUse& u : e.devices)
                if (u.name == k.gpu)
                    d = &u;
            if (!d || d->bandwidthGBs <= 0)
                return;
            const double kv = m.nLayer() ? static_cast<double>(e.idealKvBytes) * k.layers / m.nLayer() : 0;
            uint32_t t = 0;
            for (const VllmRank& o : vllm->ranks)
                t += o.stage == k.stage ? 1 : 0;
            const double stepBytes = static_cast<double>(k.weightsBytes) * activeFrac + kv / t;
            const double tk = stepBytes / (d->bandwidthGBs * 1e9);
            if (stage.size() <= k.stage)
                stage.resize(k.stage + 1, 0.0);
            stage[k.stage] = std::max(stage[k.stage], tk);
            bytes += static_cast<uint64_t>(stepBytes);
            if (tk > slowestTime) {
                slowestTime = tk;
                slowest = d->name;
            }
        }
        for (double x : stage)
            seconds += x;
    } else
        for (const DeviceUse& d : e.devices) {
            if (d.used() == 0)
                continue;
            // Weights actually read (the input embedding is a row lookup, not a full read).
            const double w = static_cast<double>(d.memory.weights) * activeFrac;
            // KV actually attended: the filled part, i.e. the ideal cache, in this device's share.
            const double kvShare = sideBySide    ? 1.0 / static_cast<double>(e.devices.size())
                                   : e.memory.kv ? static_cast<double>(d.memory.kv) / e.memory.kv
                                                 : 0;
            const double kv = static_cast<double>(e.idealKvBytes) * kvShare + static_cast<double>(d.memory.recurrent);
            const double stepBytes = w + kv;
            if (d.bandwidthGBs <= 0)
                return;
            const double t = stepBytes / (d.bandwidthGBs * 1e9);
            seconds = sideBySide ? std::max(seconds, t) : seconds + t;
            bytes += static_cast<uint64_t>(stepBytes);
            if (t > slowestTime) {
                slowestTime = t;
                slowest = d.name;
            }
        }
    if (seconds <= 0)
        return;
    e.speed.memorySeconds = seconds;
    if (s.hardware.nodeCount() > 1 && e.placement.linkCrossings > 0) {
        const Link& l = s.hardware.link;
        if (l.gbps <= 0) {
            e.speed = {};
            return; // a cluster without a link speed: no bound
        }
        e.speed.networkSeconds = static_cast<double>(e.placement.linkBytesPerStep) * 8 / (l.gbps * 1e9) +
                                 e.placement.linkCrossings * l.latencyUs * 1e-6;
        seconds += e.speed.networkSeconds;
    }
    e.speed.tokensPerSecond = 1.0 / seconds;
    e.speed.aggregateTokensPerSecond = users / seconds;
    e.speed.bytesPerToken = bytes;
    e.speed.limitingDevice = slowest;
}

} // namespace kv
