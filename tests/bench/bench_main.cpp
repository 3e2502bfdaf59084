// kvplanner-bench: budgets on this project's 2-core machines (see README): one estimate <= 20 us,
// a 1000-point context sweep <= 5 ms, plan() with limits for a 405B-class model stays well under 20 ms.
// Presets come from KVPLANNER_DATA_DIR/presets when set, else the source tree.

#include <benchmark/benchmark.h>

#include "catalog.h"
#include "choose.h"
#include "estimator.h"
#include "llamacpp/quantrules.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <cstdlib>

namespace {

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = [] {
        const char* env = std::getenv("KVPLANNER_DATA_DIR");
        return kv::loadCatalog(std::string(env ? env : KV_SOURCE_DIR "/resources") + "/presets");
    }();
    return cat;
}

kv::Scenario scenarioFor(const char* id, uint64_t ctx, uint32_t users)
{
    kv::Scenario s;
    if (const kv::ModelSpec* m = catalog().findModel(id))
        s.model = *m;
    else
        s.model = kv::modelFromJson({{"id", id},
                                     {"n_layer", 126},
                                     {"n_head_kv", 8},
                                     {"head_dim", 128},
                                     {"n_vocab", 128256},
                                     {"n_embd", 16384},
                                     {"n_ctx_train", 131072}});
    s.weights = *catalog().findScheme("Q4_K_M");
    s.contextPerUser = ctx;
    s.users = users;
    return s;
}

void BM_Estimate(benchmark::State& state, const char* id)
{
    const kv::Scenario s = scenarioFor(id, 32768, 4);
    for (auto _ : state)
        benchmark::DoNotOptimize(kv::estimate(s));
}
BENCHMARK_CAPTURE(BM_Estimate, llama_3_1_8b, "llama-3.1-8b")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Estimate, gemma_3_27b, "gemma-3-27b")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Estimate, llama_3_1_405b, "llama-3.1-405b")->Unit(benchmark::kMicrosecond);

void BM_Sweep1000(benchmark::State& state)
{
    const kv::Scenario s = scenarioFor("gemma-3-27b", 4096, 1);
    const auto xs = kv::linearPoints(256, 131072, 1000);
    for (auto _ : state)
        benchmark::DoNotOptimize(kv::sweep(s, kv::SweepAxis::Context, xs));
}
BENCHMARK(BM_Sweep1000)->Unit(benchmark::kMillisecond);

void BM_Plan405b(benchmark::State& state)
{
    kv::Scenario s = scenarioFor("llama-3.1-405b", 32768, 4);
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, 8ull << 40}, {"RAM", kv::DeviceKind::Ram, 1ull << 40}};
    for (auto _ : state)
        benchmark::DoNotOptimize(kv::plan(s));
}
BENCHMARK(BM_Plan405b)->Unit(benchmark::kMillisecond);

// Issue 15's question: an RTX 3090 with 64 GB of RAM, 16k context for two users.
kv::Scenario rtx3090Question()
{
    kv::Scenario q = scenarioFor("qwen3-32b", 16384, 2);
    kv::MachineOptions mo;
    mo.ramBytes = 64ull << 30;
    q.hardware = kv::machineFrom(*catalog().findHardware("rtx-3090"), mo);
    return q;
}

// Every model preset x every GGUF scheme, each with its limits.
// The preset layouts are memoised (they depend on the model and scheme only, never on context or
// users); they are laid out once before the timing, and BM_WeightLayouts times laying them out.
void BM_FitTable(benchmark::State& state)
{
    const kv::Scenario q = rtx3090Question();
    const auto schemes = kv::schemesFor(q.runtime, catalog());
    benchmark::DoNotOptimize(kv::fitTable(q, catalog().models, schemes));
    for (auto _ : state)
        benchmark::DoNotOptimize(kv::fitTable(q, catalog().models, schemes));
}
BENCHMARK(BM_FitTable)->Unit(benchmark::kMillisecond);

// Every model preset laid out tensor by tensor in every llama.cpp file type the fit table shows, on one
// thread and without the memo: what a fresh process's first fit table pays on top of BM_FitTable.
void BM_WeightLayouts(benchmark::State& state)
{
    const auto schemes = kv::schemesFor(kv::Runtime::LlamaCpp, catalog());
    for (auto _ : state)
        for (const kv::ModelSpec& m : catalog().models)
            for (const kv::WeightScheme& w : schemes)
                benchmark::DoNotOptimize(kv::quantizedLayout(m, w.id, w.imatrix));
}
BENCHMARK(BM_WeightLayouts)->Unit(benchmark::kMillisecond);

// Llama 3.3 70B Q4_K_M at 32k on every hardware preset with 1-4 GPUs.
void BM_MachineRanking(benchmark::State& state)
{
    const kv::Scenario s = scenarioFor("llama-3.3-70b", 32768, 1);
    for (auto _ : state)
        benchmark::DoNotOptimize(kv::machineRanking(s, catalog().hardware, 4));
}
BENCHMARK(BM_MachineRanking)->Unit(benchmark::kMillisecond);

// Advice for a plan that does not fit: Llama 3.3 70B Q4_K_M at 32k x 2 on the RTX 3090 box.
void BM_Advice(benchmark::State& state)
{
    kv::Scenario s = rtx3090Question();
    s.model = *catalog().findModel("llama-3.3-70b");
    s.contextPerUser = 32768;
    const kv::Estimate e = kv::plan(s);
    kv::AdviceOptions o;
    o.schemes = kv::schemesFor(s.runtime, catalog());
    o.machine = [&](const kv::MachineTweak& t) -> std::optional<kv::Hardware> {
        kv::MachineOptions mo;
        mo.ramBytes = 64ull << 30;
        mo.gpus = t.gpus.value_or(1);
        return kv::machineFrom(*catalog().findHardware("rtx-3090"), mo);
    };
    for (auto _ : state)
        benchmark::DoNotOptimize(kv::advise(s, e, o));
}
BENCHMARK(BM_Advice)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
