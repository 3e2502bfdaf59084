#include "logdiagnose.h"

#include "koboldcpp/koboldcpp.h"
#include "llamacpp/rules.h"

#include <algorithm>
#include <cmath>

namespace kv::logcheck {

namespace {

bool inGroup(CacheKind kind, std::string_view label)
{
    if (label == "recurrent")
        return kind == CacheKind::Recurrent;
    if (label == "swa") // llama.cpp's SWA cache also holds Llama 4's chunked layers
        return kind == CacheKind::Swa || kind == CacheKind::Chunked;
    if (label == "non-swa")
        return kind == CacheKind::Full || kind == CacheKind::Mla;
    return kind != CacheKind::Recurrent;
}

// The scenario as plain llama.cpp sees it (Ollama passes -c num_ctx x parallel -np parallel -b 512).
Scenario asLlamaCpp(const Scenario& s, const Estimate& e)
{
    Scenario t = s.runtime == Runtime::KoboldCpp ? koboldCppAsLlamaCpp(s) : s;
    if (s.runtime == Runtime::Ollama) {
        t.runtime = Runtime::LlamaCpp;
        t.llama.ctxSize = e.runtime.nCtxRequested;
        t.llama.parallel = e.runtime.nSeq;
        t.llama.batchSize = t.llama.ubatchSize = 512;
    }
    return t;
}

// True when every logged attention cache prints as the alternative estimate's.
bool reproduces(const RuntimeLog& log, const Estimate& alt)
{
    bool any = false;
    for (const LogCache& c : log.caches) {
        if (c.cache == "recurrent")
            continue;
        const PredictedCache p = predictedCache(alt, c.cache);
        if (p.layers == 0 || !c.size.prints(static_cast<double>(p.bytes)))
            return false;
        any = true;
    }
    return any;
}

struct Alternative
{
    Diag code;
    uint32_t ctxPadNoFa;
    bool swaShrinks;
};

// The rules of other builds and forks that reproduce the log, if any.
std::optional<Warning> kvExplanation(const RuntimeLog& log, const Scenario& s, const Estimate& e)
{
    if (s.runtime == Runtime::Vllm || s.runtime == Runtime::Ideal || s.runtime == Runtime::SGLang)
        return std::nullopt;
    const bool fork = log.dialect == LogDialect::IkLlamaCpp || log.generation != "kv_cache_init";
    const Alternative alternatives[] = {{Diag::OlderPadding, 32, true},
                                        {fork ? Diag::ForkSwaFull : Diag::OlderSwaFull, 256, false},
                                        {Diag::OlderPadding, 32, false}};
    const Scenario t = asLlamaCpp(s, e);
    for (const Alternative& a : alternatives) {
        LlamaCppProfile prof = mainlineLlamaCpp();
        prof.version = std::string(codeName(a.code));
        prof.ctxPadNoFa = a.ctxPadNoFa;
        prof.seqPad = std::min(prof.seqPad, a.ctxPadNoFa); // older builds: one stream, no per-sequence padding
        prof.swaShrinks = a.swaShrinks;
        prof.graphKnown = false; // an older build's graph is not reproduced
        Estimate alt;
        try {
            alt = estimateLlamaCppWith(t, prof).estimate;
        } catch (const std::exception&) {
            continue;
        }
        if (alt.refusal || !reproduces(log, alt))
            continue;
        if (a.swaShrinks)
            return Warning{a.code, {std::to_string(alt.runtime.nCtx), std::to_string(e.runtime.nCtx), "32"}};
        return Warning{a.code, {std::to_string(alt.runtime.nCtxSeq)}};
    }
    return std::nullopt;
}

Warning deviceReason(const CheckLine& l)
{
    const double d = std::fabs(l.difference());
    if (l.logged && d <= std::max(1048576.0, 0.005 * l.logged->value))
        return {Diag::PerDeviceAlignment, {}};
    return {Diag::PlacementDiffers, {}};
}

bool startsWith(const std::string& s, std::string_view p)
{
    return s.compare(0, p.size(), p) == 0;
}

} // namespace

PredictedCache predictedCache(const Estimate& e, std::string_view label)
{
    PredictedCache p;
    for (const CacheBlock& b : e.caches) {
        if (!inGroup(b.kind, label))
            continue;
        p.bytes += b.bytes();
        p.k += b.kBytes;
        p.v += b.vBytes;
        p.layers += b.layers;
        if (p.cells == 0 || b.kind == CacheKind::Full || b.kind == CacheKind::Mla)
            p.cells = b.cellsPerStream;
    }
    return p;
}

void explainDifferences(const RuntimeLog& log, const Scenario& s, const Estimate& e, std::vector<CheckLine>& lines)
{
    // Only a cache figure that differs asks for other builds' rules; a device split alone is a placement matter
    // (every alternative that reproduces the matching caches would otherwise be blamed for it).
    const bool anyKvDiffers = std::any_of(lines.begin(), lines.end(), [](const CheckLine& l) {
        return l.match == CheckMatch::Differs && !startsWith(l.item, "kv.device.") &&
               (startsWith(l.item, "kv.") || startsWith(l.item, "n_ctx"));
    });
    const std::optional<Warning> kv = anyKvDiffers ? kvExplanation(log, s, e) : std::nullopt;
    for (CheckLine& l : lines) {
        if (l.match != CheckMatch::Differs)
            continue;
        if (startsWith(l.item, "kv.device.") || startsWith(l.item, "recurrent.device.") ||
            startsWith(l.item, "ollama.kv.")) {
            l.reason = deviceReason(l);
            if (kv && l.reason->code == Diag::PlacementDiffers)
                l.reason = kv;
        } else if (startsWith(l.item, "kv.") || startsWith(l.item, "n_ctx"))
            l.reason = kv ? *kv : Warning{Diag::RuleDiffers, {}};
        else if (startsWith(l.item, "compute") || startsWith(l.item, "ollama.compute."))
            l.reason = Warning{Diag::ComputeApproximate, {}};
        else if (l.item == "weights")
            l.reason = Warning{Diag::WeightsApproximate, {}};
        else if (l.item == "ollama.predicted_kv")
            l.reason = Warning{Diag::OllamaEstimate, {}};
        else
            l.reason = Warning{Diag::RuleDiffers, {}};
    }
}

} // namespace kv::logcheck
