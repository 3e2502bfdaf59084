// vLLM's start-up lines, recognised by content behind any prefix ("INFO 11-20 10:00:00 [worker.py:232]",
// "(VllmWorker rank=0 pid=123)"):
//   V0 0.6: "Loading model weights took 14.9888 GB", "Memory profiling results: total_gpu_memory=23.58GiB
//           ... kv_cache_size=3.81GiB gpu_memory_utilization=0.90", "# GPU blocks: 1952, # CPU blocks: 2048"
//   0.7+:   "model weights take 14.99GiB; non_torch_memory takes 0.35GiB; PyTorch activation peak memory takes
//           2.07GiB; the rest of the memory reserved for KV Cache is 3.81GiB."
//   V1:     "Model loading took 14.99 GiB and 4.52 seconds", "Available KV cache memory: 4.73 GiB",
//           "GPU KV cache size: 43,648 tokens", "Maximum concurrency for 32,768 tokens per request: 1.33x"
// vLLM divides by 2^30 but some versions print "GB": read as GiB.
#include "logreaders.h"

namespace kv::logread {

using namespace logtext;

namespace {

std::optional<Measured> gib(std::string_view text)
{
    return parseMeasured(text, true);
}

void engineConfig(std::string_view line, RuntimeLog& log)
{
    LogRun& r = log.run;
    auto num = [&](std::string_view key) { return pyCount(line, key); };
    if (auto m = pyValue(line, "model"); m && log.model.name.empty())
        log.model.name = *m;
    if (auto v = num("max_model_len"))
        r.maxModelLen = v;
    else if (auto s = num("max_seq_len"))
        r.maxModelLen = s;
    if (auto v = num("tensor_parallel_size"))
        r.tensorParallel = v;
    if (auto v = num("block_size"))
        r.blockSize = v;
    if (auto v = num("max_num_seqs"))
        r.maxNumSeqs = v;
    if (auto v = num("max_num_batched_tokens"))
        r.maxNumBatchedTokens = v;
    if (auto u = pyValue(line, "gpu_memory_utilization"))
        if (auto m = parseNumber(*u))
            r.gpuMemoryUtilization = m;
    if (auto d = pyValue(line, "dtype"))
        r.dtype = *d;
    if (auto d = pyValue(line, "kv_cache_dtype"))
        r.kvCacheDtype = *d;
}

void profilingResults(std::string_view line, RuntimeLog& log)
{
    LogVllm& v = log.vllm;
    auto val = [&](std::string_view key) {
        auto s = pyValue(line, key);
        return s ? gib(*s) : std::nullopt;
    };
    if (auto m = val("total_gpu_memory"))
        v.totalGpuMemory = m;
    if (auto m = val("peak_torch_memory"))
        v.peakTorch = m;
    if (auto m = val("non_torch_memory"))
        v.nonTorch = m;
    if (auto m = val("kv_cache_size"))
        v.kvPool = m;
    if (auto u = pyValue(line, "gpu_memory_utilization"))
        log.run.gpuMemoryUtilization = parseNumber(*u);
}

// "model weights take 14.99GiB; non_torch_memory takes 0.35GiB; PyTorch activation peak memory takes
// 2.07GiB; the rest of the memory reserved for KV Cache is 3.81GiB."
void memoryBreakdown(std::string_view line, RuntimeLog& log)
{
    LogVllm& v = log.vllm;
    if (auto w = after(line, "model weights take "); w && !v.weights)
        v.weights = gib(*w);
    if (auto n = after(line, "non_torch_memory takes "))
        v.nonTorch = gib(*n);
    if (auto a = after(line, "activation peak memory takes "))
        v.activationPeak = gib(*a);
    if (auto k = after(line, "reserved for KV Cache is "))
        v.kvPool = gib(*k);
}

bool blocksAndTokens(std::string_view line, RuntimeLog& log)
{
    LogVllm& v = log.vllm;
    if (auto g = after(line, "# GPU blocks: ")) {
        v.gpuBlocks = toUInt(*g);
    } else if (auto c = after(line, "# cuda blocks: ")) {
        v.gpuBlocks = toUInt(*c);
    } else if (auto t = after(line, "GPU KV cache size: ")) {
        v.kvTokens = toUInt(*t);
    } else if (auto m = after(line, "Maximum concurrency for ")) {
        v.concurrencyTokens = toUInt(*m);
        if (auto x = after(*m, "per request: "))
            v.maxConcurrency = parseNumber(*x);
    } else {
        return false;
    }
    if (auto cpu = after(line, "# CPU blocks: "))
        v.cpuBlocks = toUInt(*cpu);
    return true;
}

bool weightsAndPool(std::string_view line, RuntimeLog& log)
{
    LogVllm& v = log.vllm;
    if (auto w = after(line, "Loading model weights took ")) {
        v.weights = gib(*w);
    } else if (auto m = after(line, "Model loading took ")) {
        v.weights = gib(*m);
    } else if (auto a = after(line, "Available KV cache memory: ")) {
        v.kvPool = gib(*a);
    } else if (auto need = after(line, "GiB KV cache is needed")) {
        // "(0.95 GiB KV cache is needed, which is larger than the available KV cache memory (0.93 GiB)."
        const std::string_view head = line.substr(0, line.find("GiB KV cache is needed") + 3);
        v.kvNeeded = gib(head.substr(head.rfind('(') + 1));
        if (auto avail = after(*need, "available KV cache memory ("))
            v.kvPool = gib(*avail);
        if (auto len = after(line, "max seq len ("))
            log.run.maxModelLen = toUInt(*len);
    } else if (auto tot = after(line, "can use total_gpu_memory (")) {
        v.totalGpuMemory = gib(*tot);
        if (auto u = after(*tot, "gpu_memory_utilization ("))
            log.run.gpuMemoryUtilization = parseNumber(*u);
    } else {
        return false;
    }
    return true;
}

} // namespace

bool vllmLine(std::string_view line, RuntimeLog& log)
{
    bool kept = true;
    if (auto cfg = after(line, "Initializing a V1 LLM engine")) {
        log.vllm.engine = "V1";
        engineConfig(*cfg, log);
    } else if (auto cfg0 = after(line, "Initializing an LLM engine")) {
        log.vllm.engine = "V0";
        engineConfig(*cfg0, log);
    } else if (auto args = after(line, "non-default args: ")) {
        engineConfig(*args, log);
    } else if (auto ns = after(line, "args: Namespace(")) {
        engineConfig(*ns, log);
    } else if (auto prof = after(line, "Memory profiling results: ")) {
        profilingResults(*prof, log);
    } else if (contains(line, "model weights take ") || contains(line, "reserved for KV Cache is ")) {
        memoryBreakdown(line, log);
    } else {
        kept = blocksAndTokens(line, log) || weightsAndPool(line, log);
    }
    if (!kept)
        return false;
    log.dialect = LogDialect::Vllm;
    if (log.vllm.version.empty())
        if (auto v = after(line, "engine (v"))
            log.vllm.version = std::string(v->substr(0, v->find(')')));
    return true;
}

} // namespace kv::logread
