// TabbyAPI / ExLlamaV3: the run the load lines describe, and kvplanner's sizes beside the log's (logdialects.h).
#include "logdialects.h"

#include "errors.h"
#include "exllamav3/exllamav3.h"
#include "logdiagnose.h"

#include <algorithm>
#include <cctype>

namespace kv::logcheck {

namespace {

constexpr uint64_t kNominalBytes = uint64_t(1) << 40; // a GPU whose size the log does not give

std::string num(uint64_t v)
{
    return std::to_string(v);
}

void cacheMode(const LogExllamaV3& x, RebuiltScenario& r)
{
    ExLlamaV3Options& o = r.scenario.exllamav3;
    if (x.cacheMode.empty()) {
        r.assumptions.push_back({Diag::LogExllamav3CacheModeDefault, {"FP16"}});
        return;
    }
    try {
        const auto [k, v] = exllamav3CacheMode(x.cacheMode);
        o.kBits = k;
        o.vBits = v;
    } catch (const InputError&) {
        r.assumptions.push_back({Diag::LogCacheTypeUnknown, {x.cacheMode}});
    }
}

void sizes(const LogExllamaV3& x, RebuiltScenario& r)
{
    Scenario& s = r.scenario;
    ExLlamaV3Options& o = s.exllamav3;
    if (x.cacheSizeRounded) {
        // TabbyAPI before March 2026 rounded a cache_size that is not whole pages up; today's exllamav3 refuses it.
        o.cacheSize = x.cacheSizeRounded;
        r.assumptions.push_back(
            {Diag::LogExllamav3CacheRounded, {num(x.cacheSize.value_or(0)), num(*x.cacheSizeRounded)}});
    } else if (x.cacheSize && !x.cacheSizeDefaulted) {
        o.cacheSize = x.cacheSize; // else TabbyAPI defaulted it to max_seq_len: kvplanner derives its own
    }
    uint64_t longest = x.maxSeqLen.value_or(0);
    if (x.maxSeqLen) {
        o.maxSeqLen = x.maxSeqLen;
    } else {
        longest = o.cacheSize.value_or(x.cacheSize.value_or(8192));
        r.assumptions.push_back({Diag::LogExllamav3MaxSeqLenUnknown, {num(longest)}});
    }
    if (o.cacheSize)
        longest = std::min(longest, *o.cacheSize);
    s.users = 1;
    s.contextPerUser = std::clamp<uint64_t>(longest, 1, kMaxContext);
    if (x.maxBatchSize) {
        o.maxBatchSize = static_cast<uint32_t>(std::clamp<uint64_t>(*x.maxBatchSize, 1, kMaxUsers));
    } else {
        o.maxBatchSize = tabbyDefaultMaxBatchSize(s.model);
        r.assumptions.push_back({Diag::LogExllamav3BatchUnknown, {num(*o.maxBatchSize)}});
    }
    r.assumptions.push_back({Diag::LogExllamav3OneJob, {}});
}

std::optional<double> tokensOf(const std::optional<uint64_t>& v)
{
    return v ? std::optional<double>(static_cast<double>(*v)) : std::nullopt;
}

} // namespace

std::optional<WeightScheme> exl3SchemeOfName(std::string_view name)
{
    if (const size_t slash = name.find_last_of("/\\"); slash != std::string_view::npos)
        name = name.substr(slash + 1);
    std::string low;
    for (const char c : name)
        low += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const size_t bpw = low.find("bpw");
    if (bpw == std::string::npos)
        return std::nullopt;
    size_t start = bpw;
    while (start > 0 && (std::isdigit(static_cast<unsigned char>(low[start - 1])) || low[start - 1] == '.'))
        --start;
    if (start == bpw)
        return std::nullopt;
    std::string id = "exl3-" + low.substr(start, bpw - start) + "bpw";
    // The head's bits right after: "_h6", "-h8", "_H4-2-2-2" (only the head's figure is read).
    const size_t h = bpw + 3;
    if (h + 2 <= low.size() && (low[h] == '_' || low[h] == '-') && low[h + 1] == 'h') {
        size_t end = h + 2;
        while (end < low.size() && std::isdigit(static_cast<unsigned char>(low[end])))
            ++end;
        if (end > h + 2)
            id += "-h" + low.substr(h + 2, end - h - 2);
    }
    return exl3Scheme(id);
}

void exllamav3Rebuild(const RuntimeLog& log, RebuiltScenario& r)
{
    const LogExllamaV3& x = log.exllamav3;
    Scenario& s = r.scenario;
    s.runtime = Runtime::ExLlamaV3;
    s.typeK = s.typeV = ElemType::F16; // the cache mode carries the bits
    const std::string& dir = x.modelDir.empty() ? log.model.file : x.modelDir;
    if (const auto w = exl3SchemeOfName(dir)) {
        s.weights = *w;
    } else if (const auto d = exl3Scheme("exl3-4.0bpw"); d && s.model.weightsBytesExact == 0) {
        s.weights = *d;
        r.assumptions.push_back({Diag::LogWeightsSchemeAssumed, {dir, d->id}});
    }
    cacheMode(x, r);
    sizes(x, r);
    s.hardware = {};
    s.hardware.name = "machine from the log";
    Device gpu;
    gpu.name = "GPU 0";
    gpu.kind = DeviceKind::Gpu;
    gpu.capacityBytes = kNominalBytes;
    s.hardware.devices = {gpu};
}

void exllamav3CheckLines(const RuntimeLog& log, const Estimate& e, std::vector<CheckLine>& out)
{
    const LogExllamaV3& x = log.exllamav3;
    const ExLlamaV3Plan* p = e.view<ExLlamaV3Plan>();
    const auto cacheLogged = x.cacheSizeRounded ? x.cacheSizeRounded : x.cacheSize;
    if (cacheLogged) {
        CheckLine c = makeCheckLine("exllamav3.cache_size", "tokens", countOf(*cacheLogged),
                                    p ? tokensOf(p->cacheSize) : std::nullopt);
        if (c.match == CheckMatch::Differs && *cacheLogged % 256 != 0) // TabbyAPI's default, max_seq_len, in part pages
            c.reason = Warning{Diag::Exllamav3CacheNotPages, {num(*cacheLogged)}};
        out.push_back(std::move(c));
    }
    const auto seqLogged = x.maxSeqLenLimit ? x.maxSeqLenLimit : x.maxSeqLen;
    if (seqLogged)
        out.push_back(makeCheckLine("exllamav3.max_seq_len", "tokens", countOf(*seqLogged),
                                    p ? tokensOf(p->maxSeqLen) : std::nullopt));
    if (!p)
        return;
    CheckLine kv = makeCheckLine("kv.total", "bytes", std::nullopt, static_cast<double>(e.memory.cache()));
    kv.reason = Warning{Diag::Exllamav3NoBytesInLog, {}};
    out.push_back(std::move(kv));
}

} // namespace kv::logcheck
