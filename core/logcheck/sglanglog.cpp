// SGLang's start-up lines, behind any prefix ("[2026-02-27 17:10:28 TP0] "). Wording of
// python/sglang/srt (model_executor/model_runner.py, mem_cache/memory_pool.py, managers/scheduler.py):
//   "Load weight begin. avail mem=137.29 GB"
//   "Load weight end. type=Qwen2ForCausalLM, dtype=torch.bfloat16, avail mem=19.08 GB, mem usage=3.76 GB."
//   "KV Cache is allocated. #tokens: 580364, K size: 4.15 GB, V size: 4.15 GB"   (MLA: "..., KV size: 8.23 GB")
//   "max_total_num_tokens=580364, chunked_prefill_size=2048, max_prefill_tokens=16384, max_running_requests=1,
//    context_len=8192, available_gpu_mem=3.63 GB"
//   "server_args=ServerArgs(model_path='...', ..., mem_fraction_static=0.88, ..., tp_size=1, ...)"
//   "python3 -m sglang.launch_server --model M --tp 4 --mem-fraction-static 0.93"
// Every TP rank prints its own copy: the free memory kept is the smallest (SGLang takes the minimum over ranks).
#include "logreaders.h"

namespace kv::logread {

using namespace logtext;

namespace {

std::optional<Measured> gib(std::string_view text)
{
    return parseMeasured(text, true); // SGLang divides by 1 << 30 and prints "GB"
}

void keepSmaller(std::optional<Measured>& kept, std::optional<Measured> seen)
{
    if (seen && (!kept || seen->value < kept->value))
        kept = seen;
}

void serverArgs(std::string_view args, RuntimeLog& log)
{
    LogSglang& g = log.sglang;
    auto num = [&](std::string_view key) { return pyCount(args, key); };
    if (auto m = pyValue(args, "model_path"); m && log.model.file.empty())
        log.model.file = *m;
    if (auto f = pyValue(args, "mem_fraction_static"))
        g.memFractionStatic = parseNumber(*f);
    if (auto c = num("context_length"))
        g.contextLength = c;
    if (auto t = num("tp_size"))
        g.tpSize = t;
    if (auto p = num("page_size"))
        g.pageSize = p;
    if (auto r = num("max_running_requests"))
        g.maxRunningRequests = g.maxRunningRequests ? g.maxRunningRequests : r;
    if (auto d = pyValue(args, "kv_cache_dtype"))
        g.kvCacheDtype = *d;
    if (auto d = pyValue(args, "dtype"); d && g.dtype.empty())
        g.dtype = *d;
}

void launchCommand(std::string_view line, RuntimeLog& log)
{
    LogSglang& g = log.sglang;
    const std::vector<std::string> w = words(line);
    for (size_t i = 0; i + 1 < w.size(); ++i) {
        const std::string& f = w[i];
        const std::string& v = w[i + 1];
        if ((f == "--model" || f == "--model-path") && log.model.file.empty())
            log.model.file = v;
        else if (f == "--mem-fraction-static")
            g.memFractionStatic = parseNumber(v);
        else if (f == "--context-length")
            g.contextLength = toUInt(v);
        else if (f == "--tp" || f == "--tp-size")
            g.tpSize = toUInt(v);
        else if (f == "--page-size")
            g.pageSize = toUInt(v);
        else if (f == "--max-running-requests")
            g.maxRunningRequests = toUInt(v);
        else if (f == "--kv-cache-dtype")
            g.kvCacheDtype = v;
    }
}

bool schedulerLine(std::string_view line, RuntimeLog& log)
{
    LogSglang& g = log.sglang;
    if (auto b = after(line, "Load weight begin. avail mem=")) {
        keepSmaller(g.availBeforeLoad, gib(*b));
    } else if (auto e = after(line, "Load weight end.")) {
        if (auto t = pyValue(*e, "type"); t && g.modelType.empty())
            g.modelType = *t;
        if (auto d = pyValue(*e, "dtype"); d && g.dtype.empty())
            g.dtype = *d;
        if (auto a = after(*e, "avail mem="))
            keepSmaller(g.availAfterLoad, gib(*a));
        if (auto u = after(*e, "mem usage="); u && !g.weights)
            g.weights = gib(*u);
    } else if (auto alloc = after(line, "KV Cache is allocated. #tokens: ")) {
        if (g.kvTokens)
            return true; // another rank's copy
        g.kvTokens = toUInt(*alloc);
        if (auto k = after(*alloc, " K size: "))
            g.kSize = gib(*k);
        if (auto v = after(*alloc, " V size: "))
            g.vSize = gib(*v);
        if (auto both = after(*alloc, " KV size: "))
            g.kvSize = gib(*both);
    } else if (auto m = after(line, "max_total_num_tokens=")) {
        g.maxTotalTokens = toUInt(*m);
        auto num = [&](std::string_view key) { return pyCount(line, key); };
        if (auto r = num("max_running_requests"))
            g.maxRunningRequests = r;
        if (auto c = num("context_len"))
            g.contextLen = c;
        if (auto c = num("chunked_prefill_size"))
            g.chunkedPrefill = c;
    } else {
        return false;
    }
    return true;
}

// "[2026-02-27 17:10:28 TP1] ..." -> 1
std::optional<uint64_t> rankOf(std::string_view line)
{
    const size_t close = line.find(']');
    if (close == std::string_view::npos || line.empty() || line[0] != '[')
        return std::nullopt;
    const size_t tp = line.rfind(" TP", close);
    if (tp == std::string_view::npos)
        return std::nullopt;
    const std::string_view digits = line.substr(tp + 3, close - tp - 3);
    if (digits.empty() || digits.size() > 3 || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    return toUInt(digits);
}

} // namespace

bool sglangLine(std::string_view line, RuntimeLog& log)
{
    if (auto args = after(line, "server_args=ServerArgs(")) {
        serverArgs(*args, log);
    } else if (contains(line, "sglang.launch_server") || contains(line, "sglang serve ")) {
        if (!contains(line, " --"))
            return false;
        launchCommand(line, log);
    } else if (!schedulerLine(line, log)) {
        return false;
    }
    if (const auto rank = rankOf(line); rank && *rank + 1 > log.sglang.tpRanks.value_or(0))
        log.sglang.tpRanks = *rank + 1;
    log.dialect = LogDialect::SGLang;
    return true;
}

} // namespace kv::logread
