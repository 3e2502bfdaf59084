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

// The interval average beside the bound at the plan's own prompt length: the run read prompts at least this fast.
CheckLine floorLine(const LogThroughput& t, const Scenario& s, const Estimate& e)
{
    const uint64_t prompt = s.promptTokens ? s.promptTokens : defaultConversation(s).promptTokens;
    const PromptPoint point = promptSweep(s, e, {prompt}).front();
    CheckLine l;
    l.item = std::string(kPrefillFloorItem);
    l.unit = "tokens/s";
    l.logged = t.tokensPerSecond;
    l.tolerance = t.tokensPerSecond.halfStep;
    l.match = CheckMatch::NotPredicted;
    if (point.exceedsContext) {
        l.reason = Warning{Diag::PrefillOverContext, {std::to_string(prompt), std::to_string(promptCapacity(s, e))}};
        return l;
    }
    if (!point.bound) {
        l.reason = Warning{Diag::PrefillNoBound, {}};
        return l;
    }
    const double bound = point.bound->tokensPerSecond;
    l.predicted = bound;
    const std::string ratio = percent(t.tokensPerSecond.value / bound);
    if (t.tokensPerSecond.value <= bound + l.tolerance) {
        l.match = CheckMatch::WithinBound;
        l.reason =
            Warning{Diag::PrefillFloorWithinBound,
                    {ratio, std::to_string(prompt), std::string(prefillLimitId(point.bound->limitedBy)), t.source}};
    } else {
        l.match = CheckMatch::Differs;
        l.reason = Warning{Diag::PrefillFloorAboveBound, {ratio, std::to_string(prompt), t.source}};
    }
    return l;
}

// "prefill.1024" -> 1024; "prefill.floor" (or any other suffix) -> nullopt.
std::optional<uint64_t> promptLength(const std::string& item)
{
    if (!item.starts_with(kPrefix) || item.size() == kPrefix.size() || item.size() > kPrefix.size() + 19)
        return std::nullopt;
    uint64_t n = 0;
    for (size_t i = kPrefix.size(); i < item.size(); ++i) {
        if (item[i] < '0' || item[i] > '9')
            return std::nullopt;
        n = n * 10 + static_cast<uint64_t>(item[i] - '0');
    }
    return n;
}

} // namespace

std::vector<CheckLine> promptLines(const RuntimeLog& log, const Scenario& run, const std::optional<Hardware>& machine)
{
    std::vector<CheckLine> out;
    if (log.prompts.empty() && !log.promptThroughput)
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
    if (log.promptThroughput)
        out.push_back(floorLine(*log.promptThroughput, s, e));
    return out;
}

std::optional<double> prefillEfficiency(const std::vector<CheckLine>& lines)
{
    std::optional<double> best;
    uint64_t longest = 0;
    for (const CheckLine& l : lines) {
        const std::optional<uint64_t> n = promptLength(l.item);
        if (!n || !l.predicted || !l.logged || !(*l.predicted > 0))
            continue;
        if (*n >= longest) {
            longest = *n;
            best = l.logged->value / *l.predicted;
        }
    }
    return best;
}

} // namespace kv
