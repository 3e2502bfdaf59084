#include "defaults.h"

#include <algorithm>
#include <cmath>

namespace kv {

std::string_view defaultWeightScheme(Runtime runtime)
{
    return describe(runtime).weightScheme;
}

ElemType defaultCacheType(Runtime runtime)
{
    return describe(runtime).cacheType;
}

uint64_t trainingContext(const ModelSpec& model)
{
    return model.nCtxTrain > 0 ? model.nCtxTrain : defaults::kTrainingContextFallback;
}

bool acceptsCacheType(Runtime runtime, ElemType t)
{
    return describe(runtime).acceptsCache(t);
}

std::vector<ElemType> cacheTypesFor(Runtime runtime)
{
    std::vector<ElemType> out;
    for (ElemType t : kAllElemTypes)
        if (acceptsCacheType(runtime, t))
            out.push_back(t);
    return out;
}

std::vector<uint64_t> sweepPoints(const Scenario& s, SweepAxis axis, uint32_t n, Spacing spacing)
{
    n = std::max<uint32_t>(n, 2);
    uint64_t lo = 1, hi = 0;
    if (axis == SweepAxis::Context) {
        lo = 256;
        hi = std::max<uint64_t>({trainingContext(s.model), s.contextPerUser, 512});
    } else {
        hi = std::max<uint64_t>(s.users, std::min<uint64_t>(256, std::max<uint64_t>(16, uint64_t(s.users) * 4)));
    }
    std::vector<uint64_t> xs;
    if (hi - lo + 1 <= n) {
        for (uint64_t x = lo; x <= hi; ++x)
            xs.push_back(x);
        return xs;
    }
    const double a = static_cast<double>(lo), b = static_cast<double>(hi);
    for (uint32_t i = 0; i < n; ++i) {
        const double t = static_cast<double>(i) / (n - 1);
        const double x = spacing == Spacing::Logarithmic ? a * std::pow(b / a, t) : a + (b - a) * t;
        const auto v = static_cast<uint64_t>(std::llround(x));
        if (xs.empty() || v > xs.back())
            xs.push_back(v);
    }
    xs.back() = hi;
    return xs;
}

std::vector<uint64_t> contextSweepPoints(const Scenario& s, uint32_t n)
{
    const uint64_t hi = std::max<uint64_t>(trainingContext(s.model), s.contextPerUser);
    std::vector<uint64_t> xs = linearPoints(0, hi, n);
    xs.front() = 1; // an empty context is no request; one token shows the fixed part
    return xs;
}

uint64_t tokensThatFit(const std::vector<SweepPoint>& growth, uint64_t kvCapacity, uint64_t kvBytesPerToken)
{
    if (kvCapacity == 0 || growth.empty())
        return 0;
    uint64_t fit = 0;
    for (const SweepPoint& p : growth)
        if (p.memory.kv <= kvCapacity)
            fit = p.x;
    if (fit == growth.back().x || kvBytesPerToken == 0)
        return fit;
    return std::max(fit, kvCapacity / kvBytesPerToken); // full-attention models: exact
}

} // namespace kv
