#include "logcompare.h"

#include "logdiagnose.h"
#include "logdialects.h"
#include "promptcheck.h"
#include "rebuild.h"

#include <cmath>
#include <map>

namespace kv {

using namespace logcheck;

namespace logcheck {

namespace {

void classify(CheckLine& c)
{
    if (!c.logged) {
        c.match = CheckMatch::NotInLog;
        c.reason = Warning{Diag::NotInLog, {}};
    } else if (!c.predicted) {
        c.match = CheckMatch::NotPredicted;
        c.reason = Warning{Diag::NotPredicted, {}};
    } else if (c.logged->prints(*c.predicted)) {
        c.match = CheckMatch::Exact;
    } else if (std::fabs(c.difference()) <= c.logged->halfStep + c.tolerance) {
        c.match = CheckMatch::WithinRounding;
    } else {
        c.match = CheckMatch::Differs;
    }
}

} // namespace

CheckLine makeCheckLine(std::string item, std::string unit, std::optional<Measured> logged,
                        std::optional<double> predicted, double tolerance)
{
    CheckLine c;
    c.item = std::move(item);
    c.unit = std::move(unit);
    c.logged = std::move(logged);
    c.predicted = predicted;
    c.tolerance = tolerance;
    classify(c);
    return c;
}

Measured countOf(uint64_t v)
{
    return Measured{std::to_string(v), static_cast<double>(v), 0};
}

} // namespace logcheck

namespace {

std::optional<double> bytes(std::optional<uint64_t> v)
{
    return v ? std::optional<double>(static_cast<double>(*v)) : std::nullopt;
}

const DeviceUse* deviceUse(const Estimate& e, const std::string& name)
{
    for (const DeviceUse& d : e.devices)
        if (d.name == name)
            return &d;
    return nullptr;
}

// Printed buffers of one kind, summed per kvplanner device, in the order the log printed them.
std::vector<std::pair<std::string, Measured>> perDevice(const std::vector<LogBuffer>& buffers, std::string_view what)
{
    std::vector<std::pair<std::string, Measured>> out;
    std::map<std::string, size_t> index;
    for (const LogBuffer& b : buffers) {
        if (b.what != what)
            continue;
        const std::string dev = deviceOf(b.device);
        auto it = index.find(dev);
        if (it == index.end()) {
            index[dev] = out.size();
            out.emplace_back(dev == std::string(kHostDevice) ? b.device : dev, b.size);
        } else {
            out[it->second].second = sumOf(out[it->second].second, b.size);
        }
    }
    return out;
}

void addCacheLines(const LogCache& c, const Estimate& e, std::vector<CheckLine>& out)
{
    const PredictedCache p = predictedCache(e, c.cache);
    const std::string item =
        c.cache == "recurrent"
            ? "recurrent"
            : (c.cache.empty() ? "kv.total" : "kv." + std::string(c.cache == "swa" ? "swa" : "non_swa"));
    const std::string stem = c.cache.empty() ? "kv" : item;
    const auto pred = [&](uint64_t v) {
        return p.layers ? std::optional<double>(static_cast<double>(v)) : std::nullopt;
    };
    out.push_back(makeCheckLine(item, "bytes", c.size, pred(p.bytes)));
    const char* kName = c.cache == "recurrent" ? ".r" : ".k";
    const char* vName = c.cache == "recurrent" ? ".s" : ".v";
    if (c.k)
        out.push_back(makeCheckLine(item + kName, "bytes", c.k, pred(p.k)));
    if (c.v)
        out.push_back(makeCheckLine(item + vName, "bytes", c.v, pred(p.v)));
    if (c.cells && c.cache != "recurrent")
        out.push_back(makeCheckLine(stem + ".cells", "cells", countOf(*c.cells), pred(p.cells)));
    if (c.layers && c.cache != "recurrent") // recurrent summaries count differently across builds
        out.push_back(makeCheckLine(stem + ".layers", "layers", countOf(*c.layers), pred(p.layers)));
}

void cacheLines(const RuntimeLog& log, const Estimate& e, std::vector<CheckLine>& out)
{
    std::optional<Measured> total;
    size_t attention = 0;
    for (const LogCache& c : log.caches) {
        addCacheLines(c, e, out);
        if (c.cache != "recurrent") {
            total = total ? sumOf(*total, c.size) : c.size;
            ++attention;
        }
    }
    if (attention > 1)
        out.push_back(makeCheckLine("kv.total", "bytes", total, static_cast<double>(e.memory.kv)));
    if (log.caches.empty() && (e.memory.kv > 0 || e.memory.recurrent > 0) && log.ollama.allocations.empty())
        out.push_back(makeCheckLine("kv.total", "bytes", std::nullopt, static_cast<double>(e.memory.kv)));
}

void deviceLines(const std::vector<LogBuffer>& buffers, std::string_view what, const std::string& prefix,
                 const Estimate& e, std::vector<CheckLine>& out)
{
    for (const auto& [dev, logged] : perDevice(buffers, what)) {
        const DeviceUse* d = deviceUse(e, deviceOf(dev));
        std::optional<double> p;
        if (d && what == "kv")
            p = static_cast<double>(d->memory.kv + (prefix == "ollama.kv." ? d->memory.recurrent : 0));
        else if (d && what == "recurrent")
            p = static_cast<double>(d->memory.recurrent);
        else if (d && what == "compute")
            p = static_cast<double>(d->memory.compute);
        out.push_back(makeCheckLine(prefix + dev, "bytes", logged, p));
    }
}

// The printed buffers of one kind, summed; model buffers without the repacked copies (AMX, CPU_REPACK).
std::optional<Measured> total(const std::vector<LogBuffer>& buffers, std::string_view what)
{
    std::optional<Measured> t;
    for (const LogBuffer& b : buffers)
        if (b.what == what && !(what == "model" && isRepackedCopy(b.device)))
            t = t ? sumOf(*t, b.size) : b.size;
    return t;
}

// Each repacked copy of the weights as what it is: the CPU backend's second copy, not more weights.
void repackLines(const std::vector<LogBuffer>& buffers, std::vector<CheckLine>& out)
{
    for (const LogBuffer& b : buffers) {
        if (b.what != "model" || !isRepackedCopy(b.device))
            continue;
        CheckLine l = makeCheckLine("weights.repack." + b.device, "bytes", b.size, std::nullopt);
        l.reason = Warning{Diag::RepackedCopy, {b.device}};
        out.push_back(std::move(l));
    }
}

void llamaLines(const RuntimeLog& log, const Estimate& e, std::vector<CheckLine>& out)
{
    if (log.run.nCtx)
        out.push_back(makeCheckLine("n_ctx", "cells", countOf(*log.run.nCtx), static_cast<double>(e.runtime.nCtx)));
    if (log.run.nCtxSeq)
        out.push_back(
            makeCheckLine("n_ctx_seq", "cells", countOf(*log.run.nCtxSeq), static_cast<double>(e.runtime.nCtxSeq)));
    cacheLines(log, e, out);
    deviceLines(log.buffers, "kv", "kv.device.", e, out);
    deviceLines(log.buffers, "recurrent", "recurrent.device.", e, out);
    deviceLines(log.buffers, "compute", "compute.", e, out);
    if (!log.caches.empty() && !total(log.buffers, "compute"))
        out.push_back(makeCheckLine("compute", "bytes", std::nullopt, static_cast<double>(e.memory.compute)));
    const auto output = total(log.buffers, "output");
    if (output || !log.caches.empty())
        out.push_back(makeCheckLine("output", "bytes", output, static_cast<double>(e.outputBytes)));
    if (const auto model = total(log.buffers, "model"))
        out.push_back(makeCheckLine("weights", "bytes", model,
                                    e.memory.weights ? std::optional<double>(static_cast<double>(e.memory.weights))
                                                     : std::nullopt));
    repackLines(log.buffers, out);
}

void ollamaLines(const RuntimeLog& log, const Estimate& e, std::vector<CheckLine>& out)
{
    deviceLines(log.ollama.allocations, "kv", "ollama.kv.", e, out);
    deviceLines(log.ollama.allocations, "compute", "ollama.compute.", e, out);
    const OllamaPreflight* preflight = e.view<OllamaPreflight>();
    if (log.ollama.requiredKv)
        out.push_back(makeCheckLine("ollama.predicted_kv", "bytes", log.ollama.requiredKv,
                                    bytes(preflight ? std::optional(preflight->kvBytes) : std::nullopt)));
}

} // namespace

std::vector<CheckLine> compareWithLog(const RuntimeLog& log, const Scenario& s, const Estimate& e)
{
    std::vector<CheckLine> out;
    if (e.refusal)
        return out;
    if (s.runtime == Runtime::ExLlamaV3) {
        exllamav3CheckLines(log, e, out);
        return out;
    }
    if (s.runtime == Runtime::Mlx) {
        mlxCheckLines(log, e, out);
        return out;
    }
    if (s.runtime == Runtime::Vllm) {
        vllmCheckLines(log, s, e, out);
    } else if (s.runtime == Runtime::SGLang) {
        sglangCheckLines(log, s, e, out);
    } else {
        llamaLines(log, e, out);
        ollamaLines(log, e, out);
    }
    explainDifferences(log, s, e, out);
    return out;
}

std::vector<CheckLine> reportedLines(const RuntimeLog& log)
{
    Scenario s;
    s.runtime = log.dialect == LogDialect::Vllm     ? Runtime::Vllm
                : log.dialect == LogDialect::SGLang ? Runtime::SGLang
                                                    : Runtime::LlamaCpp;
    Estimate nothing;
    nothing.detail = VllmPool{};
    std::vector<CheckLine> all;
    if (log.dialect == LogDialect::ExLlamaV3) {
        exllamav3CheckLines(log, nothing, all);
    } else if (log.dialect == LogDialect::Mlx) {
        mlxCheckLines(log, nothing, all);
    } else if (s.runtime == Runtime::Vllm) {
        vllmCheckLines(log, s, nothing, all);
    } else if (s.runtime == Runtime::SGLang) {
        sglangCheckLines(log, s, nothing, all);
    } else {
        llamaLines(log, nothing, all);
        ollamaLines(log, nothing, all);
    }
    for (const LogPrompt& p : log.prompts) {
        CheckLine l;
        l.item = "prefill." + std::to_string(p.tokens);
        l.unit = "tokens/s";
        l.logged = p.tokensPerSecond;
        all.push_back(std::move(l));
    }
    if (log.promptThroughput) {
        CheckLine l;
        l.item = std::string(kPrefillFloorItem);
        l.unit = "tokens/s";
        l.logged = log.promptThroughput->tokensPerSecond;
        all.push_back(std::move(l));
    }
    std::vector<CheckLine> out;
    for (CheckLine& l : all) {
        if (!l.logged)
            continue;
        l.predicted.reset();
        l.tolerance = 0;
        l.match = CheckMatch::NotPredicted;
        l.reason = Warning{Diag::ModelUnknown, {}};
        out.push_back(std::move(l));
    }
    return out;
}

std::string_view checkMatchId(CheckMatch match)
{
    switch (match) {
    case CheckMatch::Exact: return "exact";
    case CheckMatch::WithinRounding: return "within-rounding";
    case CheckMatch::Differs: return "differs";
    case CheckMatch::NotInLog: return "not-in-log";
    case CheckMatch::WithinBound: return "within-bound";
    case CheckMatch::NotPredicted: break;
    }
    return "not-predicted";
}

CheckSummary summarize(const std::vector<CheckLine>& lines)
{
    CheckSummary s;
    for (const CheckLine& l : lines) {
        switch (l.match) {
        case CheckMatch::Exact: ++s.exact; break;
        case CheckMatch::WithinRounding: ++s.withinRounding; break;
        case CheckMatch::Differs: ++s.differs; break;
        case CheckMatch::NotInLog: ++s.notInLog; break;
        case CheckMatch::NotPredicted: ++s.notPredicted; break;
        case CheckMatch::WithinBound: ++s.withinBound; break;
        }
    }
    return s;
}

} // namespace kv
