// Figures that a wrong value once slipped past (issue 33 §6), each pinned against an independent figure:
// arithmetic written out here, or the source's own number. Each was broken on purpose once and this
// test failed (the commit message says how).
//  - the users limit of a machine that holds more than 256 users (the galloping search's upper range);
//  - vLLM's default activation peak of the profiling run (core/vllm/vllm.cpp defaultActivation);
//  - the share of a MoE layer's experts that a decode step reads, in the speed bound (core/llamacpp/placement.cpp);
//  - Ollama's pre-flight price of a quantised KV cache (core/ollama/ollama.cpp predictServerKv, crudeKv).

#include "estimator.h"
#include "groundtruth.h"
#include "modeljson.h"
#include "specs.h"

#include <QTest>

#include <cmath>

namespace {

constexpr uint64_t kMiB = 1048576;
constexpr uint64_t kGiB = 1073741824;

// 10 layers of exactly 100 MiB of f16 weights (52428800 parameters each), 1 KV head x 64, no embedding or output
// weights. One token of f16 cache: 10 layers x (64 + 64) values x 2 bytes = 2560 bytes.
kv::Scenario tenLayers(kv::Runtime runtime)
{
    kv::Scenario s;
    kvtest::useTenLayers(s);
    s.runtime = runtime;
    s.contextPerUser = 1024;
    s.users = 1;
    return s;
}

kv::Device device(const char* name, kv::DeviceKind kind, uint64_t bytes, double gbs)
{
    kv::Device d;
    d.name = name;
    d.kind = kind;
    d.capacityBytes = bytes;
    d.bandwidthGBs = gbs;
    return d;
}

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kvtest::presets();
    return cat;
}

} // namespace

class TestPinned : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void usersPast256();
    void vllmActivation();
    void moeExpertShareInSpeed();
    void ollamaPreflightQuantisedCache();
};

void TestPinned::usersPast256()
{
    // Tokens x bytes per token ("ideal"): 1024 tokens x 2560 bytes = 2.5 MiB per user beside 1000 MiB of weights.
    // A GPU of 1000 MiB + 1000 x 2.5 MiB = 3500 MiB holds exactly 1000 users, and not 1001.
    kv::Scenario s = tenLayers(kv::Runtime::Ideal);
    s.hardware.devices = {device("GPU 0", kv::DeviceKind::Gpu, 3500 * kMiB, 1000)};
    QCOMPARE(kv::maxUsers(s), 1000u);
    s.users = 1000;
    QCOMPARE(kv::estimate(s).verdict, kv::Verdict::Fits);
    s.users = 1001;
    QCOMPARE(kv::estimate(s).verdict, kv::Verdict::DoesNotFit);
    // 40,000 users: 1000 MiB + 40000 x 2.5 MiB = 101000 MiB.
    s.users = 1;
    s.hardware.devices[0].capacityBytes = 101000 * kMiB;
    QCOMPARE(kv::maxUsers(s), 40000u);
    // Past the planner's 65,536 users (kMaxUsers) the limit is that cap: 1000 MiB + 65536 x 2.5 MiB = 164840 MiB
    // holds every user the planner plans.
    s.hardware.devices[0].capacityBytes = 200000 * kMiB;
    QCOMPARE(kv::maxUsers(s), 65536u);
}

void TestPinned::vllmActivation()
{
    // Llama 3.1 8B (config.json: 32 layers, hidden 4096, intermediate 14336, vocab 128256): per batched token
    // 8 x 14336 + 12 x 4096 = 163840 bytes; logits 256 sequences x 128256 x 4 = 131334144 bytes.
    kv::Scenario s;
    s.model = *catalog().findModel("llama-3.1-8b");
    s.weights = *catalog().findScheme("BF16");
    s.runtime = kv::Runtime::Vllm;
    s.contextPerUser = 20000;
    s.users = 1;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.hardware.devices = {device("GPU 0", kv::DeviceKind::Gpu, 24 * kGiB, 936)};
    // V1's default max_num_batched_tokens 8192: 8192 x 163840 + 131334144 = 1473511424.
    kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.memory.compute, uint64_t(1473511424));
    // V0 batched the whole 20000-token prompt: 20000 x 163840 + 131334144 = 3408134144 bytes = 3.174 GiB, where
    // the V0 log measured 3.10 GiB (peak 17.06 - weights 13.96; tests/data/logs vllm-v0-llama31-8b-3090): within 3 %.
    s.vllm.maxNumBatchedTokens = 20000;
    e = kv::estimate(s);
    QCOMPARE(e.memory.compute, uint64_t(3408134144));
    QVERIFY(std::fabs(double(e.memory.compute) / double(kGiB) / 3.10 - 1) < 0.03);
    // Tensor parallel 2: each GPU keeps half a token's rows, 81920 bytes, and all the logits:
    // 20000 x 81920 + 131334144 = 1769734144 per GPU, twice that in all.
    s.vllm.tensorParallel = 2;
    s.hardware.devices.push_back(s.hardware.devices[0]);
    s.hardware.devices[1].name = "GPU 1";
    e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.memory.compute, uint64_t(2) * 1769734144);
}

void TestPinned::moeExpertShareInSpeed()
{
    // Ten layers of 100 MiB each: 50 MiB of attention and 50 MiB of 8 experts of which 2 are used. A decode step
    // reads 50 MiB + 50 MiB x 2/8 = 62.5 MiB per layer, 625 MiB in all, plus the filled cache (1024 x 2560 bytes).
    // All on one GPU of 1000 GB/s: tokens/s <= 1e12 / (625 MiB + 2.5 MiB).
    kv::Scenario s = tenLayers(kv::Runtime::Ideal);
    nlohmann::json j = {{"id", "ten-moe"},
                        {"n_layer", 10},
                        {"n_head", 1},
                        {"n_head_kv", 1},
                        {"head_dim", 64},
                        {"n_vocab", 1000},
                        {"n_embd", 64},
                        {"n_ctx_train", 8192},
                        {"n_expert", 8},
                        {"n_expert_used", 2},
                        {"params", {{"attention", 262144000}, {"experts", 262144000}}}};
    s.model = kv::modelFromJson(j);
    QVERIFY(s.model.isMoe());
    s.hardware.devices = {device("GPU 0", kv::DeviceKind::Gpu, 2 * kGiB, 1000)};
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.memory.weights, uint64_t(1000) * kMiB); // 524288000 parameters x 2 bytes
    const double bytes = 625.0 * kMiB + 1024 * 2560;
    QVERIFY2(std::fabs(e.speed.tokensPerSecond - 1e12 / bytes) < 1e-6 * e.speed.tokensPerSecond,
             qPrintable(QString::number(e.speed.tokensPerSecond, 'f', 3)));
    // Every expert used: the whole 1000 MiB is read.
    j["n_expert_used"] = 8;
    s.model = kv::modelFromJson(j);
    const kv::Estimate all = kv::estimate(s);
    const double allBytes = 1000.0 * kMiB + 1024 * 2560;
    QVERIFY(std::fabs(all.speed.tokensPerSecond - 1e12 / allBytes) < 1e-6 * all.speed.tokensPerSecond);
}

void TestPinned::ollamaPreflightQuantisedCache()
{
    // Llama-like: 32 layers, 8 KV heads x 128, n_embd 4096 / 32 heads = 128; num_ctx 8192, one slot.
    kv::Scenario s;
    s.model = kvtest::llamaLike();
    s.runtime = kv::Runtime::Ollama;
    s.contextPerUser = 8192;
    s.users = 1;
    s.typeK = s.typeV = kv::ElemType::Q8_0;
    // v0.32.15 PredictServerVRAM: 2 x 32 x 8 x 128 x 8192 x 2 bytes = 1073741824, f16 whatever the cache type.
    s.ollama.release = kv::OllamaRelease::V0_32;
    kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::OllamaPreflight>()->kvBytes, uint64_t(1073741824));
    QCOMPARE(e.caches.at(0).typeK, kv::ElemType::Q8_0); // while the cache itself is q8_0
    // v0.24.0 (the CGO runner for llama, fs/ggml GraphSize): q8_0 at 1 byte a value,
    // 32 x 8192 x (1024 + 1024) x 1 = 536870912; q4_0 at half a byte, 268435456; f16 at 2, 1073741824.
    s.ollama.release = kv::OllamaRelease::V0_24;
    e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::OllamaPreflight>()->kvBytes, uint64_t(536870912));
    s.typeK = s.typeV = kv::ElemType::Q4_0;
    e = kv::estimate(s);
    QCOMPARE(e.view<kv::OllamaPreflight>()->kvBytes, uint64_t(268435456));
    s.typeK = s.typeV = kv::ElemType::F16;
    e = kv::estimate(s);
    QCOMPARE(e.view<kv::OllamaPreflight>()->kvBytes, uint64_t(1073741824));
}

QTEST_APPLESS_MAIN(TestPinned)
#include "tst_pinned.moc"
