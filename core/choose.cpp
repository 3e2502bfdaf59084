#include "choose.h"

#include "advicemore.h"
#include "checked.h"
#include "defaults.h"
#include "estimator.h"
#include "exllamav3/exllamav3.h"
#include "parallel.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <iterator>

namespace kv {

namespace {

bool higherPrecision(const WeightScheme& a, const WeightScheme& b)
{
    return a.bodyBits > b.bodyBits;
}

} // namespace

bool loadsScheme(Runtime runtime, const WeightScheme& w)
{
    return describe(runtime).loadsScheme(w);
}

std::vector<WeightScheme> schemesFor(Runtime runtime, const Catalog& catalog)
{
    std::vector<WeightScheme> out;
    if (runtime == Runtime::ExLlamaV3) { // EXL3 is parameterised: the bit rates people publish, head at 6 bits
        for (const char* id : {"exl3-8.0bpw", "exl3-6.0bpw", "exl3-5.0bpw", "exl3-4.0bpw", "exl3-3.5bpw", "exl3-3.0bpw",
                               "exl3-2.5bpw", "exl3-2.0bpw"})
            out.push_back(*exl3Scheme(id));
        return out;
    }
    for (const SchemeInfo& i : catalog.schemes)
        if (loadsScheme(runtime, i.scheme) && i.scheme.id != "F32")
            out.push_back(i.scheme);
    std::stable_sort(out.begin(), out.end(), higherPrecision);
    return out;
}

WeightScheme weightsForRuntime(Runtime runtime, const WeightScheme& current, const Catalog& catalog)
{
    if (loadsScheme(runtime, current))
        return current;
    const std::string_view id = defaultWeightScheme(runtime);
    if (const WeightScheme* w = catalog.findScheme(id))
        return *w;
    if (const auto exl3 = exl3Scheme(id))
        return *exl3;
    return current;
}

Scenario withModel(const Scenario& question, const ModelSpec& model, const WeightScheme& scheme)
{
    Scenario s = question;
    s.model = model;
    s.weights = scheme;
    return s;
}

namespace {

// The limits a table row shows (plan() also finds the most users with offload, which no row shows).
Limits rowLimits(const Scenario& s, const Estimate& e)
{
    Limits l;
    if (s.hardware.devices.empty())
        return l;
    l.known = true;
    l.maxContextPerUser = maxContextPerUser(s);
    l.maxUsers = maxUsers(s);
    l.maxContextPerUserOffloaded = maxContextPerUserOffloaded(s);
    l.admissionTokens = admissionTokens(s, e);
    return l;
}

// The figures every table row shares (FitRow, MachineRow), from one estimate of its scenario; the
// estimate is returned for what only one kind of row shows.
template <typename Row> Estimate fillFigures(Row& r, const Scenario& s)
{
    Estimate e = estimate(s);
    r.refusal = e.refusal;
    r.verdict = e.refusal ? Verdict::DoesNotFit : e.verdict;
    if (!e.refusal) {
        r.layersInRam = e.layersInRam;
        r.totalBytes = e.memory.total();
        r.limits = rowLimits(s, e);
        r.tokensPerSecond = e.speed.tokensPerSecond;
        if (r.verdict != Verdict::DoesNotFit)
            r.prefill = e.speed.prefill;
    }
    return e;
}

// A ranking row's price and power from its preset (see MachineRow).
void fillCost(MachineRow& r, const HardwarePreset& h)
{
    if (!h.cards.empty())
        return; // described card by card (this computer): no list price
    const double count = h.kind == DeviceKind::Gpu ? r.gpus : 1;
    if (h.price) {
        r.price = h.price->amount * count;
        r.currency = h.price->currency;
        r.priceCurrency = h.price->currency;
        r.priceSource = h.price->source;
        if (!r.refusal && r.verdict != Verdict::DoesNotFit && r.tokensPerSecond > 0)
            r.pricePerTokenPerSecond = *r.price / r.tokensPerSecond;
    }
    if (h.powerW)
        r.powerW = *h.powerW * count;
    if (h.idlePowerW)
        r.idlePowerW = *h.idlePowerW * count;
}

} // namespace

std::vector<FitRow> fitTable(const Scenario& question, const std::vector<ModelSpec>& models,
                             const std::vector<WeightScheme>& schemes)
{
    std::vector<WeightScheme> ordered = schemes;
    std::stable_sort(ordered.begin(), ordered.end(), higherPrecision);
    std::vector<FitRow> rows(models.size() * ordered.size());
    parallelFor(rows.size(), [&](size_t i) {
        const ModelSpec& m = models[i / ordered.size()];
        const WeightScheme& w = ordered[i % ordered.size()];
        FitRow& r = rows[i];
        r.model = m.id;
        r.family = m.family;
        r.weights = w.id;
        r.bodyBits = w.bodyBits;
        Scenario s = withModel(question, m, w);
        s.resolved = resolveWeights(s.model, s.weights, weightsFormat(s.runtime)); // for the row and its searches
        fillFigures(r, s);
    });
    for (size_t m = 0; m < models.size(); ++m) {
        for (size_t k = 0; k < ordered.size(); ++k) {
            FitRow& r = rows[m * ordered.size() + k];
            if (r.verdict == Verdict::Fits) {
                r.best = true;
                break;
            }
        }
    }
    return rows;
}

Scenario onMachine(const Scenario& plan, const HardwarePreset& preset, uint32_t gpus)
{
    Scenario s = plan;
    MachineOptions mo;
    mo.gpus = preset.kind != DeviceKind::Gpu ? 1
              : preset.cards.empty()         ? gpus
                                             : static_cast<uint32_t>(preset.cards.size());
    s.hardware = machineFrom(preset, mo);
    if (const auto tp = describe(s.runtime).setTensorParallel)
        tp(s, mo.gpus);
    return s;
}

std::vector<MachineRow> machineRanking(const Scenario& plan, const std::vector<HardwarePreset>& presets,
                                       uint32_t maxGpus)
{
    std::vector<std::pair<const HardwarePreset*, uint32_t>> machines;
    for (const HardwarePreset& h : presets) {
        if (describe(plan.runtime).gpuOnly && h.kind != DeviceKind::Gpu)
            continue;
        // A machine described card by card (this computer) is ranked as it is.
        const uint32_t top = h.kind == DeviceKind::Gpu && h.cards.empty() ? std::max<uint32_t>(1, maxGpus) : 1;
        for (uint32_t g = 1; g <= top; ++g)
            machines.emplace_back(&h, h.cards.empty() ? g : static_cast<uint32_t>(h.cards.size()));
    }
    std::vector<MachineRow> rows(machines.size());
    parallelFor(rows.size(), [&](size_t i) {
        const HardwarePreset& h = *machines[i].first;
        MachineRow& r = rows[i];
        r.hardware = h.id;
        r.name = h.name;
        r.category = h.category;
        r.gpus = machines[i].second;
        const Estimate e = fillFigures(r, onMachine(plan, h, r.gpus));
        r.headroomBytes = e.refusal ? INT64_MIN : e.pools.tightest;
        fillCost(r, h);
    });
    return chooseMachines(std::move(rows), {});
}

std::vector<MachineRow> chooseMachines(std::vector<MachineRow> rows, const MachineChoice& c)
{
    std::erase_if(rows, [&](const MachineRow& r) {
        if (c.budget && !(r.price && r.currency == c.currency && *r.price <= *c.budget))
            return true;
        return c.minTokensPerSecond > 0 &&
               (r.refusal || r.verdict == Verdict::DoesNotFit || r.tokensPerSecond < c.minTokensPerSecond);
    });
    auto group = [](const MachineRow& r) {
        return r.verdict == Verdict::Fits ? 0 : r.verdict == Verdict::Spills ? 1 : 2;
    };
    // Speeds within about 0.5% of each other count as equal (splitting layers over more cards does not
    // change the bound); then fewer GPUs first.
    auto speedBucket = [](const MachineRow& r) {
        return r.tokensPerSecond > 0 ? std::llround(std::log(r.tokensPerSecond) * 200) : LLONG_MIN;
    };
    auto priced = [&](const MachineRow& r) { return r.price && r.currency == c.currency; };
    std::stable_sort(rows.begin(), rows.end(), [&](const MachineRow& a, const MachineRow& b) {
        if (group(a) != group(b))
            return group(a) < group(b);
        if (group(a) == 2)
            return a.headroomBytes > b.headroomBytes;
        if (c.order == MachineOrder::Headroom && a.headroomBytes != b.headroomBytes)
            return a.headroomBytes > b.headroomBytes;
        if (c.order == MachineOrder::Price) {
            if (priced(a) != priced(b))
                return priced(a);
            if (priced(a) && *a.price != *b.price)
                return *a.price < *b.price;
        }
        if (speedBucket(a) != speedBucket(b))
            return speedBucket(a) > speedBucket(b);
        return a.gpus < b.gpus;
    });
    return rows;
}

std::string_view adviceKindId(AdviceKind k)
{
    switch (k) {
    case AdviceKind::GpuLimit: return "gpu-limit";
    case AdviceKind::VllmUtilization: return "vllm-utilization";
    case AdviceKind::KvQ8: return "kv-q8";
    case AdviceKind::Weights: return "weights";
    case AdviceKind::KvQ4: return "kv-q4";
    case AdviceKind::NCpuMoe: return "n-cpu-moe";
    case AdviceKind::Offload: return "offload";
    case AdviceKind::Context: return "context";
    case AdviceKind::Users: return "users";
    case AdviceKind::MoreGpus: return "more-gpus";
    case AdviceKind::Combination: return "combination";
    case AdviceKind::Machine: return "machine";
    }
    return "context";
}

namespace {

constexpr uint64_t kGiB = 1ull << 30;

Verdict verdictOf(const Scenario& s)
{
    const Estimate e = estimate(s);
    return e.refusal ? Verdict::DoesNotFit : e.verdict;
}

bool fits(const Scenario& s)
{
    return verdictOf(s) == Verdict::Fits;
}

// Smallest x in [lo, hi] with pred(x), pred monotone (false then true); nullopt when pred(hi) is false.
template <typename Pred> std::optional<uint64_t> smallest(uint64_t lo, uint64_t hi, Pred pred)
{
    if (lo > hi || !pred(hi))
        return std::nullopt;
    while (lo < hi) {
        const uint64_t mid = lo + (hi - lo) / 2;
        if (pred(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

class Adviser
{
public:
    Adviser(const Scenario& s, const Estimate& e, const AdviceOptions& o) : m_s(s), m_e(e), m_o(o)
    {
        m_fitsNow = e.verdict == Verdict::Fits;
        const PoolUse& pool = e.pools.primary();
        m_tight = m_fitsNow && pool.usable > 0 && pool.headroom() * 10 < static_cast<int64_t>(pool.usable);
    }

    std::vector<Advice> run()
    {
        if (m_e.refusal || m_s.hardware.devices.empty() || (m_fitsNow && !m_tight))
            return {};
        gpuLimit();
        vllmUtilization();
        kvType(AdviceKind::KvQ8);
        weights();
        kvType(AdviceKind::KvQ4);
        nCpuMoe();
        offload();
        context();
        users();
        moreGpus();
        if (m_fitsNow)
            return std::move(m_out);
        // Every list has a way forward: when no single change fits, changes that fit together and the
        // machines that run it as it is; for a plan that spills, also what spills less.
        const bool oneFits =
            std::any_of(m_out.begin(), m_out.end(), [](const Advice& a) { return a.verdict == Verdict::Fits; });
        std::vector<Advice> more = oneFits ? std::vector<Advice>{} : advice::combinations(m_s, m_e, m_o);
        std::vector<Advice> less = advice::partial(m_s, m_e, m_o, m_out);
        std::vector<Advice> elsewhere = oneFits ? std::vector<Advice>{} : advice::machines(m_s, m_o);
        for (std::vector<Advice>* part : {&more, &less, &elsewhere})
            std::move(part->begin(), part->end(), std::back_inserter(m_out));
        return std::move(m_out);
    }

private:
    // Good enough for a suggestion: fits, or (when the plan does not run today) runs with layers in RAM.
    bool runs(const Scenario& c) const
    {
        const Verdict v = verdictOf(c);
        return v == Verdict::Fits || (m_e.verdict == Verdict::DoesNotFit && v == Verdict::Spills);
    }

    bool llama() const { return m_s.runtime == Runtime::LlamaCpp || m_s.runtime == Runtime::Ollama; }

    // Keeps a change that fits (or, for the ways that run slower, runs at all) and, for a plan that
    // already fits, reaches a longer context than now.
    void keep(AdviceKind kind, Scenario changed, std::vector<std::string> args, uint64_t value, std::string text,
              bool runningIsEnough = false)
    {
        const Estimate e = plan(changed);
        if (e.refusal)
            return;
        // For a plan that does not even run, a change that makes it run with layers in RAM helps too.
        const bool spillOk = runningIsEnough || m_e.verdict == Verdict::DoesNotFit;
        const bool ok = e.verdict == Verdict::Fits || (spillOk && e.verdict == Verdict::Spills);
        if (!ok)
            return;
        if (m_fitsNow && e.limits.maxContextPerUser <= m_e.limits.maxContextPerUser)
            return;
        m_out.push_back(advice::made(kind, std::move(changed), e, std::move(args), value, std::move(text)));
    }

    void gpuLimit()
    {
        if (!m_o.machine || m_s.hardware.devices.size() != 1 || m_s.hardware.devices[0].kind != DeviceKind::Unified)
            return;
        const Device& d = m_s.hardware.devices[0];
        const uint64_t now = d.gpuLimitBytes > 0 ? d.gpuLimitBytes : d.capacityBytes;
        const uint64_t cap = d.usableBytes(); // leave the OS its reserve
        if (now >= cap)
            return;
        auto with = [&](uint64_t gib) {
            Scenario t = m_s;
            if (auto hw = m_o.machine({.gpuLimitBytes = gib * kGiB}))
                t.hardware = *hw;
            return t;
        };
        const auto gib = smallest(now / kGiB + 1, cap / kGiB, [&](uint64_t g) { return fits(with(g)); });
        if (gib)
            keep(AdviceKind::GpuLimit, with(*gib), {"--gpu-limit-gib", std::to_string(*gib)}, *gib * kGiB, {});
    }

    void vllmUtilization()
    {
        if (m_s.runtime != Runtime::Vllm)
            return;
        const auto now = static_cast<uint64_t>(std::llround(m_s.vllm.gpuMemoryUtilization * 100));
        auto with = [&](uint64_t hundredths) {
            Scenario t = m_s;
            t.vllm.gpuMemoryUtilization = static_cast<double>(hundredths) / 100;
            return t;
        };
        const auto u = smallest(now + 1, 98, [&](uint64_t h) { return fits(with(h)); });
        if (u) {
            char buf[16];
            std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(*u) / 100);
            keep(AdviceKind::VllmUtilization, with(*u), {"--gpu-memory-utilization", buf}, *u, {});
        }
    }

    void kvType(AdviceKind kind)
    {
        const ElemType t = kind == AdviceKind::KvQ8 ? describe(m_s.runtime).eightBitCache : ElemType::Q4_0;
        if (!acceptsCacheType(m_s.runtime, t) || m_s.runtime == Runtime::Ideal)
            return;
        // Only a smaller cache than today's.
        auto smaller = [t](ElemType than) { return rowBytes(t, 3200) < rowBytes(than, 3200); };
        if (!smaller(m_s.typeK) && !smaller(m_s.typeV))
            return;
        Scenario c = m_s;
        c.typeK = c.typeV = t;
        std::vector<std::string> args = {"--kv-type", std::string(name(t))};
        if (llama() && c.llama.flashAttn == FlashAttn::Off) {
            c.llama.flashAttn = FlashAttn::On; // a quantised V cache needs flash attention
            args.insert(args.end(), {"--flash-attn", "on"});
        }
        keep(kind, std::move(c), std::move(args), 0, std::string(name(t)));
    }

    void weights()
    {
        if (m_s.model.weightsBytesExact > 0)
            return; // the weights come from a file
        for (const WeightScheme& w : m_o.schemes) {
            if (w.bodyBits >= m_s.weights.bodyBits || !loadsScheme(m_s.runtime, w))
                continue;
            Scenario c = m_s;
            c.weights = w;
            if (runs(c)) {
                keep(AdviceKind::Weights, std::move(c), {"--weights", w.id}, 0, w.id);
                return;
            }
        }
    }

    void nCpuMoe()
    {
        if (m_s.runtime != Runtime::LlamaCpp || !m_s.model.isMoe() || m_fitsNow)
            return;
        if (m_e.pools.gpu.present && m_e.pools.unified)
            return;
        const uint32_t n = m_s.model.nLayer();
        auto with = [&](uint64_t k) {
            Scenario t = m_s;
            t.placement.nCpuMoe = static_cast<uint32_t>(k);
            return t;
        };
        const auto k = smallest(m_s.placement.nCpuMoe + 1, n, [&](uint64_t x) { return fits(with(x)); });
        if (k)
            keep(AdviceKind::NCpuMoe, with(*k), {"--n-cpu-moe", std::to_string(*k)}, *k, {});
    }

    void offload()
    {
        // Partial offload is what an unset -ngl already does; it is advice when the user fixed -ngl.
        if (!llama() || !m_s.placement.nGpuLayers || m_e.verdict != Verdict::DoesNotFit)
            return;
        Scenario a = m_s;
        a.placement.nGpuLayers.reset();
        const Estimate e = estimate(a);
        if (e.refusal || e.verdict == Verdict::DoesNotFit)
            return;
        Scenario c = m_s;
        c.placement.nGpuLayers = e.placement.nGpuLayers;
        keep(AdviceKind::Offload, std::move(c), {"--n-gpu-layers", std::to_string(e.placement.nGpuLayers)},
             e.placement.nGpuLayers, {}, true);
    }

    void context()
    {
        if (m_fitsNow || m_s.llama.ctxSize || m_s.llama.parallel || m_s.vllm.maxModelLen)
            return;
        uint64_t c = m_e.limits.maxContextPerUser;
        if (c == 0 && m_e.verdict == Verdict::DoesNotFit)
            c = m_e.limits.maxContextPerUserOffloaded;
        if (c == 0 || c >= m_s.contextPerUser)
            return;
        Scenario t = m_s;
        t.contextPerUser = c;
        keep(AdviceKind::Context, std::move(t), {"--context", std::to_string(c)}, c, {});
    }

    void users()
    {
        if (m_fitsNow || m_s.llama.parallel || m_s.llama.ctxSize)
            return;
        uint32_t u = m_e.limits.maxUsers;
        if (u == 0 && m_e.verdict == Verdict::DoesNotFit)
            u = m_e.limits.maxUsersOffloaded;
        if (u == 0 || u >= m_s.users)
            return;
        Scenario t = m_s;
        t.users = u;
        keep(AdviceKind::Users, std::move(t), {"--users", std::to_string(u)}, u, {});
    }

    void moreGpus()
    {
        if (!m_o.machine)
            return;
        const uint32_t gpus = advice::gpuCount(m_s.hardware);
        if (gpus == 0)
            return;
        auto with = [&](uint64_t g) -> std::optional<Scenario> {
            auto hw = m_o.machine({.gpus = static_cast<uint32_t>(g)});
            if (!hw)
                return std::nullopt;
            Scenario t = m_s;
            t.hardware = *hw;
            if (const auto tp = describe(t.runtime).setTensorParallel) // vLLM, SGLang: through tensor parallelism
                tp(t, static_cast<uint32_t>(g));
            return t;
        };
        for (uint32_t g = gpus + 1; g <= std::max(m_o.maxGpus, gpus); ++g) {
            auto t = with(g);
            if (t && fits(*t)) {
                std::vector<std::string> args = {"--gpus", std::to_string(g)};
                if (const std::string_view flag = describe(m_s.runtime).tensorParallelFlag; !flag.empty())
                    args.insert(args.end(), {std::string(flag), std::to_string(g)});
                keep(AdviceKind::MoreGpus, std::move(*t), std::move(args), g, {});
                return;
            }
        }
    }

    const Scenario& m_s;
    const Estimate& m_e;
    const AdviceOptions& m_o;
    bool m_fitsNow = false;
    bool m_tight = false;
    std::vector<Advice> m_out;
};

} // namespace

std::vector<Advice> advise(const Scenario& scenario, const Estimate& current, const AdviceOptions& options)
{
    return Adviser(scenario, current, options).run();
}

} // namespace kv
