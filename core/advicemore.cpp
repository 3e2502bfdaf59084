#include "advicemore.h"

#include "defaults.h"
#include "elemtype.h"
#include "estimator.h"
#include "parallel.h"

#include <algorithm>
#include <cstdio>
#include <tuple>

namespace kv::advice {

namespace {

constexpr uint64_t kGiB = 1ull << 30;
constexpr uint64_t kMinUsefulContext = 2048;  // a combination never shortens the context below this
constexpr double kUsableTokensPerSecond = 10; // a machine suggested at this speed or more comes first
constexpr double kFaster = 1.05;              // what spills less must also decode at least 5% faster

bool fits(const Scenario& s)
{
    const Estimate e = estimate(s);
    return !e.refusal && e.verdict == Verdict::Fits;
}

bool llama(const Scenario& s)
{
    return s.runtime == Runtime::LlamaCpp || s.runtime == Runtime::Ollama;
}

// What a suggestion of that kind costs the user: free, quality, speed, capability, money.
int costOf(AdviceKind k)
{
    switch (k) {
    case AdviceKind::GpuLimit:
    case AdviceKind::VllmUtilization: return 0;
    case AdviceKind::KvQ8:
    case AdviceKind::Weights:
    case AdviceKind::KvQ4: return 1;
    case AdviceKind::NCpuMoe:
    case AdviceKind::Offload: return 2;
    case AdviceKind::Context:
    case AdviceKind::Users: return 3;
    case AdviceKind::MoreGpus:
    case AdviceKind::Combination:
    case AdviceKind::Machine: return 4;
    }
    return 4;
}

// The KV cache types smaller than today's that the runtime takes, the larger first (q8_0 or fp8, q4_0).
std::vector<ElemType> smallerCaches(const Scenario& s)
{
    std::vector<ElemType> out;
    if (s.runtime == Runtime::Ideal)
        return out;
    for (ElemType t : {describe(s.runtime).eightBitCache, ElemType::Q4_0}) {
        const bool smaller = rowBytes(t, 3200) < rowBytes(s.typeK, 3200) || rowBytes(t, 3200) < rowBytes(s.typeV, 3200);
        if (acceptsCacheType(s.runtime, t) && smaller)
            out.push_back(t);
    }
    return out;
}

// The scenario with both caches of type t (flash attention on where a quantised V cache needs it).
AdviceStep withCache(Scenario& c, ElemType t)
{
    c.typeK = c.typeV = t;
    AdviceStep step{t == ElemType::Q4_0 ? AdviceKind::KvQ4 : AdviceKind::KvQ8,
                    {"--kv-type", std::string(name(t))},
                    0,
                    std::string(name(t))};
    if (llama(c) && c.llama.flashAttn == FlashAttn::Off) {
        c.llama.flashAttn = FlashAttn::On;
        step.args.insert(step.args.end(), {"--flash-attn", "on"});
    }
    return step;
}

// The weight schemes below today's that the runtime loads, highest precision first.
std::vector<WeightScheme> lowerSchemes(const Scenario& s, const AdviceOptions& o)
{
    std::vector<WeightScheme> out;
    if (s.model.weightsBytesExact > 0)
        return out; // the weights come from a file
    for (const WeightScheme& w : o.schemes)
        if (w.bodyBits < s.weights.bodyBits && loadsScheme(s.runtime, w))
            out.push_back(w);
    std::stable_sort(out.begin(), out.end(),
                     [](const WeightScheme& a, const WeightScheme& b) { return a.bodyBits > b.bodyBits; });
    return out;
}

// A candidate: the changed plan and the changes that made it.
struct Setting
{
    Scenario s;
    std::vector<AdviceStep> steps;
};

void addStep(Setting& t, AdviceStep step)
{
    t.steps.push_back(std::move(step));
}

// The levers a combination pulls, each at most once. The first two are used at their most (they are
// free); the weights, the KV type and the GPU count are searched from the mildest; --n-cpu-moe, the users
// and the context are filled in last, as little as makes the rest fit.
enum class Lever : uint8_t { GpuLimit, VllmUtil, Kv, Weights, MoreGpus, NCpuMoe, Users, Context };

class Combiner
{
public:
    Combiner(const Scenario& s, const Estimate& e, const AdviceOptions& o)
        : m_s(s), m_o(o), m_caches(smallerCaches(s)), m_schemes(lowerSchemes(s, o))
    {
        const bool fixedSlots = s.llama.ctxSize || s.llama.parallel || s.vllm.maxModelLen;
        if (o.machine && s.hardware.devices.size() == 1 && s.hardware.devices[0].kind == DeviceKind::Unified) {
            const Device& d = s.hardware.devices[0];
            const uint64_t now = d.gpuLimitBytes > 0 ? d.gpuLimitBytes : d.capacityBytes;
            const uint64_t cap = d.usableBytes() / kGiB;
            if (now / kGiB < cap)
                if (auto hw = o.machine({.gpuLimitBytes = cap * kGiB})) {
                    m_limitHw = std::move(hw);
                    m_limitGib = cap;
                    m_levers.push_back(Lever::GpuLimit);
                }
        }
        if (s.runtime == Runtime::Vllm && s.vllm.gpuMemoryUtilization < 0.95)
            m_levers.push_back(Lever::VllmUtil);
        if (!m_caches.empty())
            m_levers.push_back(Lever::Kv);
        if (!m_schemes.empty())
            m_levers.push_back(Lever::Weights);
        moreGpus();
        if (s.runtime == Runtime::LlamaCpp && s.model.isMoe() && !(e.pools.gpu.present && e.pools.unified))
            m_levers.push_back(Lever::NCpuMoe);
        if (s.users > 1 && !s.llama.parallel && !s.llama.ctxSize)
            m_levers.push_back(Lever::Users);
        if (!fixedSlots && s.contextPerUser > kMinUsefulContext)
            m_levers.push_back(Lever::Context);
    }

    std::vector<Advice> run()
    {
        std::vector<std::vector<Lever>> pairs, triples;
        const size_t n = m_levers.size();
        for (size_t a = 0; a < n; ++a)
            for (size_t b = a + 1; b < n; ++b) {
                pairs.push_back({m_levers[a], m_levers[b]});
                for (size_t c = b + 1; c < n; ++c)
                    triples.push_back({m_levers[a], m_levers[b], m_levers[c]});
            }
        std::vector<Setting> found = searchAll(pairs);
        // No combination that holds one that fits already.
        std::erase_if(triples, [&](const std::vector<Lever>& t) {
            return std::any_of(m_fitting.begin(), m_fitting.end(), [&](const std::vector<Lever>& p) {
                return std::includes(t.begin(), t.end(), p.begin(), p.end());
            });
        });
        for (Setting& s : searchAll(triples))
            found.push_back(std::move(s));
        std::stable_sort(found.begin(), found.end(),
                         [this](const Setting& a, const Setting& b) { return rank(a) < rank(b); });
        std::vector<Advice> out;
        for (Setting& t : found) {
            if (out.size() == 3)
                break;
            shrinkFreeLevers(t);
            const Estimate planned = plan(t.s);
            if (planned.refusal || planned.verdict != Verdict::Fits)
                continue;
            std::vector<std::string> args;
            for (const AdviceStep& step : t.steps)
                args.insert(args.end(), step.args.begin(), step.args.end());
            Advice a = made(AdviceKind::Combination, std::move(t.s), planned, std::move(args), 0, {});
            a.steps = std::move(t.steps);
            out.push_back(std::move(a));
        }
        return out;
    }

private:
    void moreGpus()
    {
        if (!m_o.machine)
            return;
        const uint32_t gpus = gpuCount(m_s.hardware);
        if (gpus == 0)
            return;
        for (uint32_t g = gpus + 1; g <= std::max(m_o.maxGpus, gpus); ++g)
            if (auto hw = m_o.machine({.gpus = g}))
                m_gpus.emplace_back(g, std::move(*hw));
        if (!m_gpus.empty())
            m_levers.push_back(Lever::MoreGpus);
    }

    std::vector<Setting> searchAll(const std::vector<std::vector<Lever>>& sets)
    {
        std::vector<std::optional<Setting>> results(sets.size());
        parallelFor(sets.size(), [&](size_t i) { results[i] = search(sets[i]); });
        std::vector<Setting> out;
        for (size_t i = 0; i < sets.size(); ++i)
            if (results[i]) {
                m_fitting.push_back(sets[i]);
                out.push_back(std::move(*results[i]));
            }
        return out;
    }

    static bool has(const std::vector<Lever>& set, Lever l)
    {
        return std::find(set.begin(), set.end(), l) != set.end();
    }

    // The mildest setting of these levers that fits: the fewest GPUs, then per KV type the highest
    // weight scheme, of those the best weights (then the larger cache type); nullopt when none fits.
    std::optional<Setting> search(const std::vector<Lever>& set) const
    {
        if (has(set, Lever::NCpuMoe) && (has(set, Lever::Users) || has(set, Lever::Context)))
            return std::nullopt; // two fill-ins would trade against each other
        Setting base{m_s, {}};
        if (has(set, Lever::GpuLimit)) {
            base.s.hardware = *m_limitHw;
            addStep(base,
                    {AdviceKind::GpuLimit, {"--gpu-limit-gib", std::to_string(m_limitGib)}, m_limitGib * kGiB, {}});
        }
        if (has(set, Lever::VllmUtil)) {
            base.s.vllm.gpuMemoryUtilization = 0.95;
            addStep(base, {AdviceKind::VllmUtilization, {"--gpu-memory-utilization", "0.95"}, 95, {}});
        }
        const std::vector<ElemType> caches = has(set, Lever::Kv) ? m_caches : std::vector<ElemType>{ElemType::F32};
        const size_t schemes = has(set, Lever::Weights) ? m_schemes.size() : 1;
        const size_t gpus = has(set, Lever::MoreGpus) ? m_gpus.size() : 1;
        // The strongest of everything first: when even that does not fit, nothing does.
        auto strongest = leaf(base, set, gpus - 1, caches.back(), schemes - 1);
        if (!strongest || (gpus == 1 && caches.size() == 1 && schemes == 1))
            return strongest;
        for (size_t g = 0; g < gpus; ++g) {
            std::optional<Setting> best;
            double bestBits = -1;
            for (ElemType cache : caches) {
                if (schemes > 1 && !leaf(base, set, g, cache, schemes - 1))
                    continue;
                for (size_t w = 0; w < schemes; ++w) {
                    auto t = leaf(base, set, g, cache, w);
                    if (!t)
                        continue;
                    const double bits = has(set, Lever::Weights) ? m_schemes[w].bodyBits : 0;
                    if (bits > bestBits) {
                        bestBits = bits;
                        best = std::move(t);
                    }
                    break;
                }
            }
            if (best)
                return best;
        }
        return std::nullopt;
    }

    std::optional<Setting> leaf(Setting t, const std::vector<Lever>& set, size_t g, ElemType cache, size_t w) const
    {
        if (has(set, Lever::MoreGpus)) {
            const auto& [count, hw] = m_gpus[g];
            t.s.hardware = hw;
            AdviceStep step{AdviceKind::MoreGpus, {"--gpus", std::to_string(count)}, count, {}};
            const RuntimeDescription& r = describe(t.s.runtime);
            if (r.setTensorParallel) {
                r.setTensorParallel(t.s, count);
                step.args.insert(step.args.end(), {std::string(r.tensorParallelFlag), std::to_string(count)});
            }
            addStep(t, std::move(step));
        }
        if (has(set, Lever::Kv))
            addStep(t, withCache(t.s, cache));
        if (has(set, Lever::Weights)) {
            t.s.weights = m_schemes[w];
            addStep(t, {AdviceKind::Weights, {"--weights", m_schemes[w].id}, 0, m_schemes[w].id});
        }
        return fill(std::move(t), set);
    }

    // The fill-ins: as few experts in RAM, as many users and as long a context as let the rest fit.
    std::optional<Setting> fill(Setting t, const std::vector<Lever>& set) const
    {
        if (has(set, Lever::NCpuMoe)) {
            const uint32_t n = t.s.model.nLayer();
            uint32_t lo = t.s.placement.nCpuMoe + 1, hi = n;
            auto with = [&](uint32_t k) {
                Scenario c = t.s;
                c.placement.nCpuMoe = k;
                return c;
            };
            if (lo > hi || !fits(with(hi)))
                return std::nullopt;
            while (lo < hi) {
                const uint32_t mid = lo + (hi - lo) / 2;
                if (fits(with(mid)))
                    hi = mid;
                else
                    lo = mid + 1;
            }
            t.s.placement.nCpuMoe = lo;
            addStep(t, {AdviceKind::NCpuMoe, {"--n-cpu-moe", std::to_string(lo)}, lo, {}});
            return t;
        }
        if (has(set, Lever::Users)) {
            const uint32_t u = has(set, Lever::Context) ? 1 : maxUsers(t.s);
            if (u == 0 || u >= m_s.users)
                return std::nullopt; // nothing fits, or the other changes fit without this one
            t.s.users = u;
            addStep(t, {AdviceKind::Users, {"--users", std::to_string(u)}, u, {}});
        }
        if (has(set, Lever::Context)) {
            const uint64_t c = maxContextPerUser(t.s);
            if (c < kMinUsefulContext || c >= m_s.contextPerUser)
                return std::nullopt;
            t.s.contextPerUser = c;
            addStep(t, {AdviceKind::Context, {"--context", std::to_string(c)}, c, {}});
            return t; // found by the search over the exact function: it fits
        }
        return fits(t.s) ? std::optional<Setting>(std::move(t)) : std::nullopt;
    }

    // Fewer changes first, then the cheaper (by the costliest step, then all), then the one that keeps
    // more of the question (users, context), then the better weights.
    std::tuple<size_t, int, int, int64_t, int64_t, double> rank(const Setting& t) const
    {
        int worst = 0, sum = 0;
        for (const AdviceStep& s : t.steps) {
            worst = std::max(worst, costOf(s.kind));
            sum += costOf(s.kind);
        }
        return std::make_tuple(t.steps.size(), worst, sum, -static_cast<int64_t>(t.s.users),
                               -static_cast<int64_t>(t.s.contextPerUser), -t.s.weights.bodyBits);
    }

    // The free changes as small as still fits: the lowest whole-GiB GPU limit, the lowest utilization.
    void shrinkFreeLevers(Setting& t) const
    {
        for (AdviceStep& step : t.steps) {
            if (step.kind == AdviceKind::GpuLimit && m_o.machine) {
                const Device& d = m_s.hardware.devices[0];
                const uint64_t now = d.gpuLimitBytes > 0 ? d.gpuLimitBytes : d.capacityBytes;
                uint64_t lo = now / kGiB + 1, hi = m_limitGib;
                auto with = [&](uint64_t gib) {
                    Scenario c = t.s;
                    if (auto hw = m_o.machine({.gpuLimitBytes = gib * kGiB}))
                        c.hardware = *hw;
                    return c;
                };
                while (lo < hi) {
                    const uint64_t mid = lo + (hi - lo) / 2;
                    if (fits(with(mid)))
                        hi = mid;
                    else
                        lo = mid + 1;
                }
                t.s = with(hi);
                step.value = hi * kGiB;
                step.args = {"--gpu-limit-gib", std::to_string(hi)};
            }
        }
    }

    const Scenario& m_s;
    const AdviceOptions& m_o;
    std::vector<Lever> m_levers;
    std::vector<ElemType> m_caches;
    std::vector<WeightScheme> m_schemes;
    std::optional<Hardware> m_limitHw;
    uint64_t m_limitGib = 0;
    std::vector<std::pair<uint32_t, Hardware>> m_gpus;
    std::vector<std::vector<Lever>> m_fitting;
};

} // namespace

uint32_t gpuCount(const Hardware& hw)
{
    return static_cast<uint32_t>(
        std::count_if(hw.devices.begin(), hw.devices.end(), [](const Device& d) { return d.kind == DeviceKind::Gpu; }));
}

Advice made(AdviceKind kind, Scenario changed, const Estimate& e, std::vector<std::string> args, uint64_t value,
            std::string text)
{
    Advice a;
    a.kind = kind;
    a.args = std::move(args);
    a.value = value;
    a.text = std::move(text);
    a.verdict = e.verdict;
    a.layersInRam = e.layersInRam;
    a.totalBytes = e.memory.total();
    a.tokensPerSecond = e.speed.tokensPerSecond;
    a.firstTokenSeconds = e.speed.prefill ? e.speed.prefill->firstTokenSeconds : 0;
    a.limits = e.limits;
    a.scenario = std::move(changed);
    return a;
}

std::vector<Advice> combinations(const Scenario& s, const Estimate& e, const AdviceOptions& o)
{
    return Combiner(s, e, o).run();
}

std::vector<Advice> partial(const Scenario& s, const Estimate& e, const AdviceOptions& o,
                            const std::vector<Advice>& singles)
{
    if (e.verdict != Verdict::Spills || e.refusal)
        return {};
    auto listed = [&](AdviceKind k) {
        return std::any_of(singles.begin(), singles.end(), [k](const Advice& a) { return a.kind == k; });
    };
    auto better = [&](const Estimate& c) {
        return !c.refusal && c.verdict == Verdict::Spills && c.layersInRam <= e.layersInRam &&
               c.speed.tokensPerSecond >= e.speed.tokensPerSecond * kFaster;
    };
    std::vector<Advice> out;
    for (ElemType t : smallerCaches(s)) {
        Scenario c = s;
        AdviceStep step = withCache(c, t);
        if (listed(step.kind))
            continue;
        const Estimate planned = plan(c);
        if (better(planned))
            out.push_back(made(step.kind, std::move(c), planned, std::move(step.args), 0, std::move(step.text)));
    }
    if (!listed(AdviceKind::Weights)) {
        // The highest lower scheme that spills fewer layers and decodes faster.
        for (const WeightScheme& w : lowerSchemes(s, o)) {
            Scenario c = s;
            c.weights = w;
            const Estimate quick = estimate(c);
            if (quick.refusal || quick.verdict != Verdict::Spills || quick.layersInRam >= e.layersInRam ||
                quick.speed.tokensPerSecond < e.speed.tokensPerSecond * kFaster)
                continue;
            const Estimate planned = plan(c);
            if (better(planned))
                out.push_back(made(AdviceKind::Weights, std::move(c), planned, {"--weights", w.id}, 0, w.id));
            break;
        }
    }
    for (Advice& a : out)
        a.partial = true;
    std::stable_sort(out.begin(), out.end(),
                     [](const Advice& a, const Advice& b) { return a.tokensPerSecond > b.tokensPerSecond; });
    return out;
}

std::vector<Advice> machines(const Scenario& s, const AdviceOptions& o)
{
    if (o.machines.empty())
        return {};
    // machineRanking's machines (up to four GPUs of a kind: what a home or office box holds), each
    // estimated once; only the two chosen are planned with their limits.
    struct Candidate
    {
        const HardwarePreset* preset;
        uint32_t gpus;
        bool fits = false;
        double speed = 0;
        int64_t headroom = 0;
        std::optional<double> price; // AdviceOptions::priceOf
    };
    std::vector<Candidate> all;
    for (const HardwarePreset& h : o.machines) {
        if (describe(s.runtime).gpuOnly && h.kind != DeviceKind::Gpu)
            continue;
        if (h.id == s.hardware.id)
            continue;
        const uint32_t top = h.kind == DeviceKind::Gpu && h.cards.empty() ? std::min<uint32_t>(o.maxGpus, 4) : 1;
        for (uint32_t g = 1; g <= top; ++g)
            all.push_back({&h, h.cards.empty() ? g : static_cast<uint32_t>(h.cards.size()), false, 0, 0, std::nullopt});
    }
    if (o.priceOf)
        for (Candidate& c : all)
            c.price = o.priceOf(*c.preset, c.gpus);
    parallelFor(all.size(), [&](size_t i) {
        const Estimate e = estimate(onMachine(s, *all[i].preset, all[i].gpus));
        all[i].fits = !e.refusal && e.verdict == Verdict::Fits;
        all[i].speed = e.speed.tokensPerSecond;
        all[i].headroom = e.pools.tightest;
    });
    std::erase_if(all, [](const Candidate& c) { return !c.fits; });
    // At a usable speed (10 tokens/s per user or more) first; then, with prices, the cheapest priced machine;
    // then the smallest: the fewest GPUs, the least to spare. The slower ones follow the same way.
    auto key = [](const Candidate& c) {
        return std::make_tuple(c.speed >= kUsableTokensPerSecond ? 0 : 1, c.price ? 0 : 1, c.price.value_or(0), c.gpus,
                               c.headroom);
    };
    std::stable_sort(all.begin(), all.end(), [&](const Candidate& a, const Candidate& b) { return key(a) < key(b); });
    std::vector<Advice> out;
    for (const Candidate& c : all) {
        if (out.size() == 2)
            break;
        Scenario changed = onMachine(s, *c.preset, c.gpus);
        std::vector<std::string> args = {"--hardware", c.preset->id, "--gpus", std::to_string(c.gpus)};
        if (const std::string_view flag = describe(s.runtime).tensorParallelFlag; !flag.empty())
            args.insert(args.end(), {std::string(flag), std::to_string(c.gpus)});
        const Estimate planned = plan(changed);
        if (!planned.refusal && planned.verdict == Verdict::Fits)
            out.push_back(
                made(AdviceKind::Machine, std::move(changed), planned, std::move(args), c.gpus, c.preset->id));
    }
    return out;
}

} // namespace kv::advice
