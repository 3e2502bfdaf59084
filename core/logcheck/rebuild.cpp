#include "rebuild.h"

#include "arch/architecture.h"
#include "errors.h"
#include "llamacpp/quantrules.h"
#include "logdiagnose.h"
#include "logdialects.h"
#include "logtext.h"

#include <utility>

#include <algorithm>

namespace kv {

namespace {

using logtext::contains;

constexpr uint64_t kNominalBytes = uint64_t(1) << 40; // a device whose size the log does not give

// The CPU's buffer types: "CPU", "CPU_Mapped", the repacked "CPU_REPACK" / "CPU_AARCH64" / "CPU_KLEIDIAI" and "AMX"
// (ggml-cpu's extra buffer types), and the pinned host memory of a GPU backend ("CUDA_Host", "Vulkan_Host",
// "ROCm_Host"). Everything else is a GPU: Metal, CUDAn, Vulkann, ROCmn, SYCLn, RPC[host:port], or a device's own
// description as ik_llama.cpp's Vulkan build prints it.
bool isHost(std::string_view d)
{
    return d.empty() || logtext::startsWith(d, "CPU") || d == "AMX" || contains(d, "_Host") || d == "cpu";
}

std::optional<ElemType> elemType(std::string_view name)
{
    if (name == "bfloat16" || name == "torch.bfloat16")
        return ElemType::BF16;
    if (name == "float16" || name == "half" || name == "torch.float16")
        return ElemType::F16;
    if (logtext::startsWith(name, "fp8"))
        return ElemType::FP8;
    return elemTypeFromName(name);
}

void cacheTypes(const RuntimeLog& log, RebuiltScenario& r)
{
    Scenario& s = r.scenario;
    const auto k = elemType(log.run.typeK);
    const auto v = elemType(log.run.typeV.empty() ? log.run.typeK : log.run.typeV);
    if (!k || !v) {
        if (!log.run.typeK.empty())
            r.assumptions.push_back({Diag::LogCacheTypeUnknown, {log.run.typeK}});
        else if (!log.caches.empty())
            r.assumptions.push_back({Diag::LogCacheTypeDefault, {"f16"}});
        return;
    }
    s.typeK = *k;
    s.typeV = *v;
}

// The cells the log asked for: the command line's -c, else the printed n_ctx, else the caches' cells.
uint64_t requestedCells(const RuntimeLog& log, RebuiltScenario& r)
{
    if (log.run.ctxRequested)
        return *log.run.ctxRequested;
    if (log.run.nCtx)
        return *log.run.nCtx;
    for (const LogCache& c : log.caches)
        if (c.cache != "swa" && c.cache != "recurrent" && c.cells) {
            r.assumptions.push_back({Diag::LogContextFromCache, {std::to_string(*c.cells)}});
            return *c.cells * c.streams.value_or(1);
        }
    r.assumptions.push_back({Diag::LogContextUnknown, {"4096"}});
    return 4096;
}

void llamaParams(const RuntimeLog& log, RebuiltScenario& r)
{
    Scenario& s = r.scenario;
    const LogRun& run = log.run;
    const uint64_t nSeq = std::clamp<uint64_t>(run.nSeqMax.value_or(run.parallel.value_or(1)), 1, kMaxUsers);
    const uint64_t req = requestedCells(log, r);
    s.users = static_cast<uint32_t>(nSeq);
    s.llama.parallel = s.users;
    s.llama.ctxSize = req;
    s.contextPerUser = std::clamp<uint64_t>(req / nSeq, 1, kMaxContext);
    if (run.nBatch)
        s.llama.batchSize = static_cast<uint32_t>(std::clamp<uint64_t>(*run.nBatch, 1, 1u << 24));
    if (run.nUbatch)
        s.llama.ubatchSize = static_cast<uint32_t>(std::clamp<uint64_t>(*run.nUbatch, 1, 1u << 24));
    else
        r.assumptions.push_back({Diag::LogUbatchDefault, {std::to_string(s.llama.ubatchSize)}});
    if (run.flashAttn)
        s.llama.flashAttn = *run.flashAttn ? FlashAttn::On : FlashAttn::Off;
    else
        r.assumptions.push_back({Diag::LogFlashAttnUnknown, {}});
    s.llama.swaFull = run.swaFull.value_or(false);
    s.llama.kvUnified = run.kvUnified.value_or(false);
    if (!run.kvUnified && nSeq > 1 && !run.nSeqMax) {
        // Builds before per-sequence streams (mid-2025) shared one cache among all slots.
        s.llama.kvUnified = true;
        r.assumptions.push_back({Diag::LogOlderUnifiedCache, {std::to_string(nSeq)}});
    }
}

void ollamaParams(const RuntimeLog& log, RebuiltScenario& r)
{
    Scenario& s = r.scenario;
    const LogRun& run = log.run;
    const uint64_t users = std::clamp<uint64_t>(run.parallel.value_or(run.nSeqMax.value_or(1)), 1, kMaxUsers);
    s.runtime = Runtime::Ollama;
    // The Ollama logs read here (server.go "kv cache" lines, the "runner --ctx-size" command) are the
    // pre-0.30 runners'; from v0.30 Ollama starts llama-server, whose log reads as llama.cpp's.
    s.ollama.release = OllamaRelease::V0_24;
    s.users = static_cast<uint32_t>(users);
    uint64_t perUser = run.numCtxRequested.value_or(0);
    if (perUser == 0)
        perUser = requestedCells(log, r) / users;
    s.contextPerUser = std::clamp<uint64_t>(perUser, 1, kMaxContext);
    if (run.flashAttn)
        s.llama.flashAttn = *run.flashAttn ? FlashAttn::On : FlashAttn::Off;
}

void placement(const RuntimeLog& log, RebuiltScenario& r)
{
    PlacementOptions& p = r.scenario.placement;
    const LogRun& run = log.run;
    if (run.offloadedLayers)
        p.nGpuLayers = static_cast<uint32_t>(*run.offloadedLayers);
    else if (run.nGpuLayers)
        p.nGpuLayers = static_cast<uint32_t>(std::min<uint64_t>(*run.nGpuLayers, 100000));
    p.kvOffload = run.kvOffload.value_or(true);
    p.nCpuMoe = static_cast<uint32_t>(std::min<uint64_t>(run.nCpuMoe.value_or(0), 100000));
    p.tensorSplit = run.tensorSplit;
}

void addGpu(std::vector<Device>& devs, const std::string& name)
{
    if (name.empty() || name == kHostDevice)
        return;
    for (const Device& d : devs)
        if (d.name == name)
            return;
    Device d{name, DeviceKind::Gpu, kNominalBytes, 0, 0, 0};
    // ggml-cuda names its devices CUDA0, CUDA1, ... (ROCm0 built for HIP): the graph split kvplanner reproduces.
    d.splitAsCuda = logtext::startsWith(name, "CUDA") || logtext::startsWith(name, "ROCm");
    devs.push_back(std::move(d));
}

std::string joined(const std::vector<std::string>& names)
{
    std::string out;
    for (const std::string& n : names) {
        if (!out.empty())
            out += ", ";
        out += n;
    }
    return out;
}

// What the buffer lines say about the devices and the offload, said as assumptions: a log whose every buffer is the
// CPU's is a CPU run (no layer offloaded, whatever the defaults say); otherwise the GPUs it names, with the layers
// "offloaded N/M layers to GPU" gives them.
void inferOffload(const RuntimeLog& log, const std::vector<Device>& gpus, RebuiltScenario& r)
{
    std::vector<std::string> names;
    auto note = [&](const std::string& printed) {
        if (std::find(names.begin(), names.end(), printed) == names.end())
            names.push_back(printed);
    };
    for (const LogBuffer& b : log.buffers)
        if (b.what != "free")
            note(b.device);
    for (const LogBuffer& b : log.ollama.allocations)
        note(b.device);
    if (names.empty())
        return;
    const LogRun& run = log.run;
    if (gpus.empty()) {
        r.scenario.placement.nGpuLayers = 0;
        r.assumptions.push_back({Diag::LogCpuOnly, {joined(names)}});
        return;
    }
    std::vector<std::string> gpuNames;
    gpuNames.reserve(gpus.size());
    for (const Device& d : gpus)
        gpuNames.push_back(d.name);
    if (run.offloadedLayers)
        r.assumptions.push_back(
            {Diag::LogDevicesInferred,
             {joined(gpuNames), std::to_string(*run.offloadedLayers) + "/" +
                                    std::to_string(run.offloadableLayers.value_or(*run.offloadedLayers))}});
    else if (!run.nGpuLayers)
        r.assumptions.push_back({Diag::LogDevicesAllLayers, {joined(gpuNames)}});
}

// One device per device the log names; capacities from "MiB free" when printed.
void machine(const RuntimeLog& log, RebuiltScenario& r)
{
    std::vector<Device> devs;
    for (const LogBuffer& b : log.buffers)
        addGpu(devs, deviceOf(b.device));
    for (const LogBuffer& b : log.ollama.allocations)
        addGpu(devs, deviceOf(b.device));
    inferOffload(log, devs, r);
    for (const LogBuffer& b : log.buffers)
        for (Device& d : devs)
            if (b.what == "free" && d.name == deviceOf(b.device))
                d.capacityBytes = static_cast<uint64_t>(b.size.value);
    devs.push_back({std::string(kHostDevice), DeviceKind::Ram, kNominalBytes, 0, 0, 0});
    r.scenario.hardware = {};
    r.scenario.hardware.name = "machine from the log";
    r.scenario.hardware.devices = devs;
}

void vllmParams(const RuntimeLog& log, RebuiltScenario& r)
{
    Scenario& s = r.scenario;
    const LogRun& run = log.run;
    const LogVllm& v = log.vllm;
    VllmOptions& o = s.vllm;
    s.runtime = Runtime::Vllm;
    uint64_t mml = run.maxModelLen.value_or(v.concurrencyTokens.value_or(0));
    if (mml == 0) {
        mml = s.model.nCtxTrain ? s.model.nCtxTrain : 4096;
        r.assumptions.push_back({Diag::LogMaxModelLenAssumed, {std::to_string(mml)}});
    }
    s.contextPerUser = std::min(mml, kMaxContext);
    o.maxModelLen = s.contextPerUser;
    o.blockSize = static_cast<uint32_t>(std::clamp<uint64_t>(run.blockSize.value_or(16), 1, 4096));
    o.tensorParallel = static_cast<uint32_t>(std::clamp<uint64_t>(run.tensorParallel.value_or(1), 1, 64));
    if (run.gpuMemoryUtilization && run.gpuMemoryUtilization->value > 0 && run.gpuMemoryUtilization->value <= 1)
        o.gpuMemoryUtilization = run.gpuMemoryUtilization->value;
    o.maxNumSeqs = run.maxNumSeqs
                       ? std::optional<uint32_t>(static_cast<uint32_t>(std::min<uint64_t>(*run.maxNumSeqs, kMaxUsers)))
                       : std::nullopt;
    o.maxNumBatchedTokens = run.maxNumBatchedTokens;
    const std::string dtype = run.kvCacheDtype.empty() || run.kvCacheDtype == "auto" ? run.dtype : run.kvCacheDtype;
    s.typeK = s.typeV = elemType(dtype).value_or(ElemType::BF16);
    o.fp8E5m2 = s.typeK == ElemType::FP8 && dtype == "fp8_e5m2";
    auto bytes = [](const Measured& m) { return static_cast<uint64_t>(m.value); };
    if (v.weights)
        o.weightsBytes = bytes(*v.weights);
    if (v.activationPeak)
        o.activationPeakBytes = bytes(*v.activationPeak);
    else if (v.peakTorch && v.weights && v.peakTorch->value > v.weights->value)
        o.activationPeakBytes = static_cast<uint64_t>(v.peakTorch->value - v.weights->value);
    if (v.nonTorch)
        o.nonTorchBytes = bytes(*v.nonTorch);
    const bool formula = v.totalGpuMemory && o.weightsBytes && o.activationPeakBytes && o.nonTorchBytes;
    if (!formula && v.kvPool) {
        o.kvPoolBytes = bytes(*v.kvPool);
        r.assumptions.push_back({Diag::LogKvPoolGiven, {v.kvPool->text}});
    }
    const uint64_t capacity = v.totalGpuMemory ? bytes(*v.totalGpuMemory) : kNominalBytes;
    std::vector<Device> devs;
    for (uint32_t g = 0; g < o.tensorParallel; ++g)
        devs.push_back({"GPU " + std::to_string(g), DeviceKind::Gpu, capacity, 0, 0, 0});
    s.hardware = {};
    s.hardware.name = "machine from the log";
    s.hardware.devices = devs;
}

// "Q4_K - Medium" -> "Q4_K_M", "MXFP4 MoE" -> "MXFP4_MOE" (llama.cpp's file type), vLLM's torch.bfloat16 -> "BF16".
std::string schemeId(const RuntimeLog& log)
{
    std::string t = log.dialect == LogDialect::Vllm     ? log.run.dtype
                    : log.dialect == LogDialect::SGLang ? log.sglang.dtype
                                                        : log.model.fileType;
    if (logtext::startsWith(t, "torch."))
        t = t.substr(6);
    if (t == "bfloat16" || t == "auto")
        return "BF16";
    if (t == "float16" || t == "half")
        return "F16";
    for (const auto& [from, to] :
         {std::pair{" - Small", "_S"}, {" - Medium", "_M"}, {" - Large", "_L"}, {" MoE", "_MOE"}})
        if (const size_t p = t.find(from); p != std::string::npos)
            t.replace(p, std::string::npos, to);
    return t.substr(0, t.find(' '));
}

// The scheme whose name spans the most words of the model file's name ("...-Q6_K.gguf" -> Q6_K).
const WeightScheme* schemeOfFile(const RuntimeLog& log, const Catalog& catalog)
{
    if (log.model.file.empty())
        return nullptr;
    const logtext::NameWords words = logtext::nameWords(log.model.file);
    const WeightScheme* best = nullptr;
    size_t bestLen = 0;
    for (const SchemeInfo& s : catalog.schemes)
        if (const size_t len = logtext::spansWords(words, s.scheme.id); len > bestLen) {
            best = &s.scheme;
            bestLen = len;
        }
    return best;
}

// A llama.cpp file type the catalogue does not list ("MXFP4_MOE"): laid out tensor by tensor by the quantizer's
// rules all the same (weightscheme.h), so only its id matters.
std::optional<WeightScheme> fileTypeScheme(std::string_view id)
{
    if (id.empty() || llamaFileTypeOf(id) < 0)
        return std::nullopt;
    WeightScheme w;
    w.id = std::string(id);
    return w;
}

void weights(const RuntimeLog& log, const Catalog& catalog, RebuiltScenario& r)
{
    const std::string id = schemeId(log);
    if (const WeightScheme* w = catalog.findScheme(id)) {
        r.scenario.weights = *w;
        return;
    }
    if (const auto w = fileTypeScheme(id)) {
        r.scenario.weights = *w;
        return;
    }
    if (const WeightScheme* w = id.empty() ? schemeOfFile(log, catalog) : nullptr) {
        r.scenario.weights = *w;
        r.assumptions.push_back({Diag::LogWeightsFromFileName, {w->id, log.model.file}});
        return;
    }
    // No file type: the weights as the model ships them, when that is not 16-bit (gpt-oss: MXFP4 experts).
    const std::string_view native = id.empty() ? architecture(r.scenario.model.arch).nativeScheme : "";
    const WeightScheme* listed = catalog.findScheme(native);
    if (const auto w = listed ? std::optional<WeightScheme>(*listed) : fileTypeScheme(native)) {
        r.scenario.weights = *w;
        const ModelSpec& m = r.scenario.model;
        if (m.weightsBytesExact == 0)
            r.assumptions.push_back({Diag::LogWeightsNativeScheme, {w->id, m.id.empty() ? m.arch : m.id}});
        return;
    }
    const bool safetensors = log.dialect == LogDialect::Vllm || log.dialect == LogDialect::SGLang;
    if (const WeightScheme* q = catalog.findScheme(safetensors ? "BF16" : "Q4_K_M"))
        r.scenario.weights = *q;
    if (r.scenario.model.weightsBytesExact == 0)
        r.assumptions.push_back(id.empty() ? Warning{Diag::LogWeightsTypeUnprinted, {r.scenario.weights.id}}
                                           : Warning{Diag::LogWeightsSchemeAssumed, {id, r.scenario.weights.id}});
}

RebuiltScenario rebuildAround(const RuntimeLog& log, const Catalog& catalog, RebuiltScenario r)
{
    if (log.dialect == LogDialect::ExLlamaV3) {
        logcheck::exllamav3Rebuild(log, r);
        return r;
    }
    if (log.dialect == LogDialect::Mlx) {
        logcheck::mlxRebuild(log, catalog, r);
        return r;
    }
    weights(log, catalog, r);
    if (log.dialect == LogDialect::Vllm) {
        vllmParams(log, r);
        return r;
    }
    if (log.dialect == LogDialect::SGLang) {
        logcheck::sglangParams(log, r);
        return r;
    }
    cacheTypes(log, r);
    if (log.dialect == LogDialect::Ollama)
        ollamaParams(log, r);
    else if (log.dialect != LogDialect::KoboldCpp)
        llamaParams(log, r);
    placement(log, r);
    if (log.dialect == LogDialect::KoboldCpp)
        logcheck::koboldParams(log, log.kobold.contextSize || log.kobold.autofitContext ? 0 : requestedCells(log, r),
                               r);
    machine(log, r);
    return r;
}

} // namespace

bool isRepackedCopy(std::string_view printed)
{
    return printed == "AMX" || printed == "CPU_REPACK" || printed == "CPU_AARCH64" || printed == "CPU_KLEIDIAI";
}

std::string deviceOf(std::string_view printed)
{
    if (isHost(printed))
        return std::string(kHostDevice);
    for (std::string_view suffix : {"_Mapped", "_REPACK"})
        if (printed.size() > suffix.size() && printed.substr(printed.size() - suffix.size()) == suffix)
            return std::string(printed.substr(0, printed.size() - suffix.size()));
    return std::string(printed);
}

RebuiltScenario rebuildScenario(const RuntimeLog& log, const Catalog& catalog)
{
    return rebuildAround(log, catalog, modelFromLog(log, catalog));
}

RebuiltScenario rebuildScenario(const RuntimeLog& log, const Catalog& catalog, const ModelSpec& model)
{
    RebuiltScenario r;
    r.scenario.model = model;
    if (model.origin == ModelSource::Preset)
        r.matchedPresetId = model.id;
    r.assumptions.push_back({Diag::LogModelGiven, {model.id.empty() ? model.name : model.id}});
    if (const std::string field = logModelDisagreement(log.model, model); !field.empty())
        r.assumptions.push_back({Diag::LogGivenModelDiffers, {model.id.empty() ? model.name : model.id, field}});
    return rebuildAround(log, catalog, std::move(r));
}

} // namespace kv
