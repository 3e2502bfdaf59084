// Ollama's server log: logfmt lines "time=... level=INFO source=server.go:104 msg=\"kv cache\" device=CUDA0
// size=\"1.0 GiB\"". The llama.cpp engine's own lines arrive in the same log and go to llamaCppLine.
#include "logreaders.h"

#include <map>

namespace kv::logread {

using namespace logtext;

namespace {

using Fields = std::map<std::string, std::string, std::less<>>;

std::string field(const Fields& f, std::string_view key)
{
    auto it = f.find(key);
    return it == f.end() ? std::string() : it->second;
}

// "{Operation:commit LoraPath:[] Parallel:1 BatchSize:512 FlashAttention:Auto KvSize:2048 ...}"
std::string requestValue(std::string_view request, std::string_view key)
{
    const std::string k = " " + std::string(key) + ":";
    const std::string braced = "{" + std::string(key) + ":";
    auto v = after(request, k);
    if (!v)
        v = after(request, braced);
    if (!v)
        return {};
    return std::string(v->substr(0, v->find_first_of(" }")));
}

void loadRequest(std::string_view req, RuntimeLog& log)
{
    LogRun& r = log.run;
    if (auto p = toUInt(requestValue(req, "Parallel")))
        r.parallel = p;
    if (auto b = toUInt(requestValue(req, "BatchSize")))
        r.nBatch = b;
    if (auto kv = toUInt(requestValue(req, "KvSize")))
        r.ctxRequested = kv;
    const std::string fa = requestValue(req, "FlashAttention");
    if (fa == "Enabled" || fa == "true")
        r.flashAttn = true;
    else if (fa == "Disabled" || fa == "false")
        r.flashAttn = false;
    const std::string type = requestValue(req, "KvCacheType");
    if (!type.empty())
        r.typeK = r.typeV = type;
}

// env="map[OLLAMA_FLASH_ATTENTION:true OLLAMA_KV_CACHE_TYPE:q8_0 OLLAMA_NUM_PARALLEL:4 ...]"
void serverConfig(std::string_view env, RuntimeLog& log)
{
    const std::string type = requestValue(env, "OLLAMA_KV_CACHE_TYPE");
    if (!type.empty() && log.run.typeK.empty())
        log.run.typeK = log.run.typeV = type;
    if (auto fa = toBool(requestValue(env, "OLLAMA_FLASH_ATTENTION")); fa && !log.run.flashAttn)
        log.run.flashAttn = fa;
    if (auto np = toUInt(requestValue(env, "OLLAMA_NUM_PARALLEL")); np && *np > 0 && !log.run.parallel)
        log.run.parallel = np;
}

bool allocation(const std::string& msg, const Fields& f, RuntimeLog& log)
{
    static const std::map<std::string, std::string, std::less<>> kWhat = {
        {"model weights", "model"}, {"kv cache", "kv"}, {"compute graph", "compute"}};
    const auto size = parseMeasured(field(f, "size"));
    if (msg == "total memory" && size) {
        log.ollama.total = size;
        return true;
    }
    auto it = kWhat.find(msg);
    if (it == kWhat.end() || !size)
        return false;
    log.ollama.allocations.push_back({it->second, field(f, "device"), "", *size});
    return true;
}

bool ollamaMessage(const std::string& msg, const Fields& f, RuntimeLog& log)
{
    if (allocation(msg, f, log))
        return true;
    if (startsWith(msg, "offload to")) {
        if (auto kv = parseMeasured(field(f, "memory.required.kv")))
            log.ollama.requiredKv = kv;
        return true;
    }
    if (msg == "requested context size too large for model") {
        log.run.numCtxRequested = toUInt(field(f, "num_ctx"));
        if (auto t = toUInt(field(f, "n_ctx_train")))
            log.model.nCtxTrain = t;
        return true;
    }
    if (msg == "load") {
        loadRequest(field(f, "request"), log);
        return true;
    }
    if (msg == "starting llama server" || msg == "starting runner")
        return commandLine(field(f, "cmd"), log);
    if (msg == "server config") {
        serverConfig(field(f, "env"), log);
        return true;
    }
    if (auto v = after(msg, "(version "); v && startsWith(msg, "Listening on")) {
        log.ollama.version = std::string(v->substr(0, v->find(')')));
        return true;
    }
    if (f.count("architecture") && f.count("file_type")) {
        log.model.arch = field(f, "architecture");
        log.model.fileType = field(f, "file_type");
        if (log.model.name.empty())
            log.model.name = field(f, "name");
        return true;
    }
    return false;
}

} // namespace

bool ollamaLine(std::string_view line, RuntimeLog& log)
{
    if (!contains(line, "msg=") || !contains(line, "level="))
        return false;
    Fields f;
    for (auto& [k, v] : logfmt(line))
        f[k] = v;
    if (!f.count("msg"))
        return false;
    const bool kept = ollamaMessage(field(f, "msg"), f, log);
    if (kept || contains(line, "source="))
        log.dialect = LogDialect::Ollama;
    return kept;
}

} // namespace kv::logread
