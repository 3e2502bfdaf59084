#include "promptcheck.h"

#include "estimatejson.h"
#include "estimator.h"
#include "prefill.h"

#include <cstdio>
#include <string>

namespace kv {

namespace {

constexpr std::string_view kPrefix = "prefill.";

std::string percent(double ratio)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", ratio * 100.0);
    return buf;
}

CheckLine lineFor(const LogPrompt& p, const PromptPoint& point, uint64_t capacity)
{
    CheckLine l;
    l.item = std::string(kPrefix) + std::to_string(p.tokens);
    l.unit = "tokens/s";
    l.logged = p.tokensPerSecond;
    l.tolerance = p.tokensPerSecond.halfStep;
    if (point.exceedsContext) {
        l.match = CheckMatch::NotPredicted;
        l.reason = Warning{Diag::PrefillOverContext, {std::to_string(p.tokens), std::to_string(capacity)}};
        return l;
    }
    if (!point.bound) {
        l.match = CheckMatch::NotPredicted;
        l.reason = Warning{Diag::PrefillNoBound, {}};
        return l;
    }
    const double bound = point.bound->tokensPerSecond;
    l.predicted = bound;
    const double ratio = p.tokensPerSecond.value / bound;
    if (p.tokensPerSecond.value <= bound + l.tolerance) {
        l.match = CheckMatch::WithinBound;
        l.reason = Warning{Diag::PrefillWithinBound,
                           {percent(ratio), std::string(prefillLimitId(point.bound->limitedBy)), p.source}};
    } else {
        l.match = CheckMatch::Differs;
        l.reason = Warning{Diag::PrefillAboveBound, {percent(ratio)}};
    }
    return l;
}

} // namespace

std::vector<CheckLine> promptLines(const RuntimeLog& log, const Scenario& run, const std::optional<Hardware>& machine)
{
    std::vector<CheckLine> out;
    if (log.prompts.empty())
        return out;
    Scenario s = run;
    if (machine)
        s.hardware = *machine;
    const Estimate e = estimate(s);
    std::vector<uint64_t> tokens;
    tokens.reserve(log.prompts.size());
    for (const LogPrompt& p : log.prompts)
        tokens.push_back(p.tokens);
    const std::vector<PromptPoint> points = promptSweep(s, e, tokens);
    const uint64_t capacity = promptCapacity(s, e);
    for (size_t i = 0; i < points.size(); ++i)
        out.push_back(lineFor(log.prompts[i], points[i], capacity));
    return out;
}

std::optional<double> prefillEfficiency(const std::vector<CheckLine>& lines)
{
    std::optional<double> best;
    uint64_t longest = 0;
    for (const CheckLine& l : lines) {
        if (!l.item.starts_with(kPrefix) || !l.predicted || !l.logged || !(*l.predicted > 0))
            continue;
        const uint64_t n = std::stoull(l.item.substr(kPrefix.size()));
        if (n >= longest) {
            longest = n;
            best = l.logged->value / *l.predicted;
        }
    }
    return best;
}

} // namespace kv
