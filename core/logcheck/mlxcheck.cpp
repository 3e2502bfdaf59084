// mlx-lm: the run mlx_lm.generate's summary describes, and its peak memory beside kvplanner's weights + KV
// (a bound, see logdialects.h).
#include "logdialects.h"

#include "logdiagnose.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace kv::logcheck {

namespace {

constexpr uint64_t kNominalBytes = uint64_t(1) << 40; // a Mac whose memory the log does not give

std::string lower(std::string_view s)
{
    std::string out;
    for (const char c : s)
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// "mlx-community/Meta-Llama-3.1-8B-Instruct-4bit" -> "mlx-4bit"; "-bf16" -> "BF16"; "" when the name says nothing.
std::string schemeOfName(std::string_view model)
{
    const std::string n = lower(model.substr(std::min(model.size(), model.find_last_of('/') + 1)));
    for (const char* bits : {"4", "6", "8"})
        for (const char* form : {"bit", "-bit"})
            if (n.find(std::string(bits) + form) != std::string::npos)
                return std::string("mlx-") + bits + "bit";
    if (n.find("bf16") != std::string::npos)
        return "BF16";
    if (n.find("fp16") != std::string::npos || n.find("f16") != std::string::npos)
        return "F16";
    return "";
}

void options(const LogMlx& x, MlxOptions& o)
{
    if (x.maxKvSize)
        o.maxKvSize = x.maxKvSize;
    if (x.kvBits)
        o.kvBits = static_cast<uint32_t>(std::min<uint64_t>(*x.kvBits, 64));
    if (x.kvGroupSize)
        o.kvGroupSize = static_cast<uint32_t>(std::min<uint64_t>(*x.kvGroupSize, 1u << 20));
    if (x.quantizedKvStart)
        o.quantizedKvStart = *x.quantizedKvStart;
}

// "2.617 GB" (decimal, as mlx-lm prints)
std::string gbText(double bytes)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f GB", bytes / 1e9);
    return buf;
}

} // namespace

void mlxRebuild(const RuntimeLog& log, const Catalog& catalog, RebuiltScenario& r)
{
    const LogMlx& x = log.mlx;
    Scenario& s = r.scenario;
    s.runtime = Runtime::Mlx;
    s.users = 1;
    const uint64_t tokens = x.promptTokens.value_or(0) + x.generationTokens.value_or(0);
    if (tokens == 0)
        r.assumptions.push_back({Diag::LogContextUnknown, {"4096"}});
    s.contextPerUser = std::clamp<uint64_t>(tokens ? tokens : 4096, 1, kMaxContext);
    options(x, s.mlx);
    // The cache is in the activation dtype, 16-bit for every mlx-community conversion (f16 and bf16 cost the same).
    s.typeK = s.typeV = ElemType::F16;
    const std::string id = schemeOfName(log.model.file);
    if (const WeightScheme* w = id.empty() ? nullptr : catalog.findScheme(id)) {
        s.weights = *w;
    } else if (const WeightScheme* d = catalog.findScheme("mlx-4bit"); d && s.model.weightsBytesExact == 0) {
        s.weights = *d;
        r.assumptions.push_back({Diag::LogWeightsSchemeAssumed, {log.model.file, d->id}});
    }
    Device mac;
    mac.name = "Unified memory";
    mac.kind = DeviceKind::Unified;
    mac.capacityBytes = kNominalBytes;
    s.hardware = {};
    s.hardware.name = "machine from the log";
    s.hardware.devices = {mac};
}

void mlxCheckLines(const RuntimeLog& log, const Estimate& e, std::vector<CheckLine>& out)
{
    const LogMlx& x = log.mlx;
    const bool planned = e.view<MlxInfo>() != nullptr;
    if (x.peakMemory) {
        const std::optional<double> bound =
            planned ? std::optional<double>(static_cast<double>(e.memory.total())) : std::nullopt;
        CheckLine c = makeCheckLine("mlx.peak_memory", "bytes", x.peakMemory, bound);
        if (bound) {
            const double room = x.peakMemory->value - *bound;
            if (room >= -x.peakMemory->halfStep) {
                c.match = CheckMatch::WithinBound;
                c.reason = Warning{Diag::MlxPeakIsBound, {gbText(std::max(0.0, room))}};
            } else {
                c.match = CheckMatch::Differs;
                c.reason = Warning{Diag::MlxPeakBelowPlan, {gbText(-room)}};
            }
        }
        out.push_back(std::move(c));
    }
    if (x.promptCache)
        out.push_back(makeCheckLine("mlx.prompt_cache", "bytes", x.promptCache, std::nullopt));
    if (planned)
        out.push_back(makeCheckLine("kv.total", "bytes", std::nullopt, static_cast<double>(e.memory.cache())));
}

} // namespace kv::logcheck
