// A launch command quoted in the log: "./llama-server -m x.gguf -c 32000 -fa -ctk q8_0 -ctv q8_0 -ts 3,10",
// Ollama's runner cmd ("... runner --model ... --ctx-size 8192 --batch-size 512 --parallel 4"), or
// "vllm serve MODEL --max-model-len 20000". Only the flags that change an allocation are read.
#include "logreaders.h"

#include <cstdlib>

namespace kv::logread {

using namespace logtext;

namespace {

bool isLaunch(std::string_view line)
{
    for (std::string_view exe : {"llama-server", "llama-cli", "ollama_llama_server", "ollama runner", " runner --model",
                                 "vllm serve", "llama-bench"})
        if (contains(line, exe))
            return contains(line, " -");
    return false;
}

std::vector<double> splitList(const std::string& s)
{
    std::vector<double> out;
    size_t pos = 0;
    while (pos <= s.size()) {
        const size_t comma = s.find_first_of(",/", pos);
        const std::string part = s.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
        char* end = nullptr;
        const double v = std::strtod(part.c_str(), &end);
        if (part.empty() || end != part.c_str() + part.size() || !(v >= 0 && v < 1e6))
            return {};
        out.push_back(v);
        if (comma == std::string::npos)
            break;
        pos = comma + 1;
    }
    return out;
}

// A flag with a value; returns true when it consumed the value.
bool valueFlag(const std::string& f, const std::string& v, RuntimeLog& log)
{
    LogRun& r = log.run;
    if (f == "-c" || f == "--ctx-size")
        r.ctxRequested = toUInt(v);
    else if (f == "-np" || f == "--parallel")
        r.parallel = toUInt(v);
    else if (f == "-b" || f == "--batch-size")
        r.nBatch = r.nBatch ? r.nBatch : toUInt(v);
    else if (f == "-ub" || f == "--ubatch-size")
        r.nUbatch = r.nUbatch ? r.nUbatch : toUInt(v);
    else if (f == "-ngl" || f == "--n-gpu-layers" || f == "--gpu-layers")
        r.nGpuLayers = toUInt(v);
    else if (f == "--n-cpu-moe" || f == "-ncmoe")
        r.nCpuMoe = toUInt(v);
    else if (f == "-ts" || f == "--tensor-split")
        r.tensorSplit = splitList(v);
    else if (f == "-ctk" || f == "--cache-type-k" || f == "--kv-cache-type")
        r.typeK = r.typeK.empty() ? v : r.typeK;
    else if (f == "-ctv" || f == "--cache-type-v")
        r.typeV = r.typeV.empty() ? v : r.typeV;
    else if (f == "-m" || f == "--model")
        log.model.file = log.model.file.empty() ? utf8Prefix(v, 1000) : log.model.file;
    else if (f == "--max-model-len")
        r.maxModelLen = toUInt(v);
    else if (f == "--tensor-parallel-size" || f == "-tp")
        r.tensorParallel = toUInt(v);
    else if (f == "--gpu-memory-utilization")
        r.gpuMemoryUtilization = parseNumber(v);
    else if (f == "--block-size")
        r.blockSize = toUInt(v);
    else if (f == "--max-num-seqs")
        r.maxNumSeqs = toUInt(v);
    else if (f == "--dtype") // vLLM's weights and activations dtype (the engine's "dtype=torch.X" line wins)
        r.dtype = r.dtype.empty() ? v : r.dtype;
    else
        return false;
    return true;
}

void switchFlag(const std::string& f, const std::string& next, bool& consumed, RuntimeLog& log)
{
    LogRun& r = log.run;
    consumed = false;
    if (f == "-fa" || f == "--flash-attn") {
        const auto b = toBool(next);
        consumed = b.has_value() || next == "auto";
        if (!r.flashAttn)
            r.flashAttn = b.value_or(true); // "-fa" alone or "-fa auto": on where supported
    } else if (f == "--swa-full") {
        r.swaFull = r.swaFull.value_or(true);
    } else if (f == "--kv-unified" || f == "-kvu") {
        r.kvUnified = r.kvUnified.value_or(true);
    } else if (f == "-nkvo" || f == "--no-kv-offload") {
        r.kvOffload = false;
    }
}

} // namespace

bool commandLine(std::string_view line, RuntimeLog& log)
{
    if (!isLaunch(line))
        return false;
    const std::vector<std::string> w = words(line);
    for (size_t i = 0; i < w.size(); ++i) {
        if (w[i].size() < 2 || w[i][0] != '-')
            continue;
        const std::string next = i + 1 < w.size() ? w[i + 1] : std::string();
        if (!next.empty() && valueFlag(w[i], next, log)) {
            ++i;
            continue;
        }
        bool consumed = false;
        switchFlag(w[i], next, consumed, log);
        if (consumed)
            ++i;
    }
    if (log.run.kvCacheDtype.empty() && log.run.typeK.empty())
        if (auto d = after(line, "--kv-cache-dtype "))
            log.run.kvCacheDtype = std::string(d->substr(0, d->find(' ')));
    log.run.commandLine = utf8Prefix(trim(line), 2000);
    return true;
}

} // namespace kv::logread
