// SGLang's memory, worked out by hand from SGLang's source: the static region and the KV budget of
// model_executor/model_runner_kv_cache_mixin.py _profile_available_bytes (rest = free after load - free before load
// x (1 - mem_fraction_static), i.e. free x f - weights), the cell and the token count of
// model_executor/pool_configurator.py at 001067ff (DefaultPoolConfigurator._compute_cell_size / calculate_pool_sizes,
// HybridSWAPoolConfigurator with --swa-full-tokens-ratio 0.8), and the default mem_fraction_static of
// server_args.py _handle_gpu_memory_settings (cuda_graph_max_bs form). No SGLang log is recorded here (it needs a
// GPU); every figure below is that arithmetic. Machines: GPUs with a 400 MiB driver context, headless, so a
// GPU's free memory at start is its capacity - 400 MiB.
#include <QTest>

#include "errors.h"
#include "estimator.h"
#include "groundtruth.h"
#include "hardware.h"
#include "scenariojson.h"
#include "sglang/sglang.h"
#include "weightscheme.h"

namespace {

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kvtest::presets();
    return cat;
}

kv::Hardware gpus(uint64_t gib, uint32_t n = 1)
{
    kv::MachineOptions o;
    o.headless = true;
    return kv::customMachine(gib << 30, n, 128ull << 30, o);
}

kv::Scenario scenario(const std::string& id, uint64_t context, uint32_t users, uint64_t gib = 24)
{
    kv::Scenario s;
    s.model = *catalog().findModel(id);
    s.runtime = kv::Runtime::SGLang;
    s.contextPerUser = context;
    s.users = users;
    s.weights = *catalog().findScheme("BF16");
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.hardware = gpus(gib);
    return s;
}

bool hasWarning(const kv::Estimate& e, const std::string& code)
{
    return std::any_of(e.warnings.begin(), e.warnings.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

// Free memory of one GPU at start: capacity - the 400 MiB driver context.
constexpr uint64_t free24 = (24576ull - 400) << 20; // 25350373376
// Llama-3.1-8B in BF16: 8030261248 parameters, the 266240 norm weights in f32.
constexpr uint64_t kLlamaBf16 = (8030261248ull - 266240) * 2 + 266240 * 4; // 16061054976

} // namespace

class TestSglang : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaultFraction_data();
    void defaultFraction();
    void denseDefaultFraction();
    void fp8Cache();
    void tensorParallel();
    void mlaLatent();
    void hybridSlidingWindow();
    void slidingAsFullGemma3();
    void severalUsersAndSharedPrefix();
    void notEnoughMemory();
    void refusals();
    void scenarioJson();
    void launchLine();
};

void TestSglang::defaultFraction_data()
{
    QTest::addColumn<qulonglong>("gpuMiB");
    QTest::addColumn<uint>("tp");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<qulonglong>("reserved");
    // reserved = 512 + 1.5 x max(chunked_prefill_size, 2048) + 2 x cuda_graph_max_bs + TP / 8 x 1024 (MiB);
    // f = round((gpu - reserved) / gpu, 3).
    QTest::addRow("16 GiB, chunk 2048, bs 8") << 16384ull << 1u << 0.772 << 3728ull;    // 12656 / 16384 = 0.77246
    QTest::addRow("24 GiB, chunk 2048, bs 24") << 24576ull << 1u << 0.847 << 3760ull;   // 20816 / 24576 = 0.84701
    QTest::addRow("24 GiB TP 2 (+128 MiB)") << 24576ull << 2u << 0.842 << 3888ull;      // 20688 / 24576 = 0.84180
    QTest::addRow("48 GiB TP 4, bs 160") << 49152ull << 4u << 0.848 << 7488ull;         // 41664 / 49152 = 0.84766
    QTest::addRow("64 GiB, chunk 8192, bs 256") << 65536ull << 1u << 0.795 << 13440ull; // 52096 / 65536 = 0.79492
    QTest::addRow("80 GiB, chunk 8192, bs 256") << 81920ull << 1u << 0.836 << 13440ull; // 68480 / 81920 = 0.83594
    QTest::addRow("192 GiB TP 8, chunk 16384") << 196608ull << 8u << 0.862 << 27136ull; // 169472 / 196608 = 0.86198
}

void TestSglang::defaultFraction()
{
    QFETCH(qulonglong, gpuMiB);
    QFETCH(uint, tp);
    QFETCH(double, fraction);
    QFETCH(qulonglong, reserved);
    const auto [f, r] = kv::sglangDefaultFraction(gpuMiB, tp);
    QCOMPARE(f, fraction);
    QCOMPARE(r, uint64_t(reserved));
}

void TestSglang::denseDefaultFraction()
{
    // Llama-3.1-8B BF16, 8192 tokens x 4 users on one 24 GiB GPU, default f 0.847: static region
    // floor(0.847 x 25350373376) = 21471766249 bytes; the pool = 21471766249 - 16061054976 = 5410711273; a cell =
    // 8 KV heads x (128 + 128) x 32 layers x 2 = 131072; 5410711273 / 131072 = 41280 tokens = 5.04 requests of 8192.
    const kv::Scenario s = scenario("llama-3.1-8b", 8192, 4);
    QCOMPARE(kv::weightBytes(s.model, s.weights, kv::WeightsFormat::Checkpoint), kLlamaBf16);
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QVERIFY(e.view<kv::SglangPool>());
    const kv::SglangPool& p = *e.view<kv::SglangPool>();
    QCOMPARE(p.memFractionStatic, 0.847);
    QCOMPARE(p.reservedMiB, uint64_t(3760));
    QCOMPARE(p.reservedBytes, uint64_t(21471766249));
    QCOMPARE(p.kvPoolBytes, uint64_t(5410711273));
    QCOMPARE(p.cellBytes, uint64_t(131072));
    QCOMPARE(p.maxTotalTokens, uint64_t(41280));
    QCOMPARE(p.maxConcurrency, 41280.0 / 8192);
    QCOMPARE(p.contextLength, uint64_t(8192));
    QCOMPARE(p.maxRunningRequests, 4u);
    QVERIFY(hasWarning(e, "sglang-default-fraction"));
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    // Reserved versus used: the GPU holds the weights, the whole pool (41280 x 131072 = 5410652160), the dynamic
    // region 25350373376 - 21471766249 = 3878607127 and the static region's rest 59113: all of its free memory.
    QCOMPARE(e.devices.size(), size_t(1));
    const kv::DeviceUse& g = e.devices.front();
    QCOMPARE(g.memory.weights, kLlamaBf16);
    QCOMPARE(g.memory.kv, uint64_t(5410652160));
    QCOMPARE(g.memory.compute, uint64_t(3878607127));
    QCOMPARE(g.memory.other, uint64_t(59113));
    QCOMPARE(g.used(), free24);
    // What the 4 users hold: 4 x 8192 tokens x 131072 = 4294967296 of the pool.
    QCOMPARE(p.usedBytes, uint64_t(4294967296));
    QCOMPARE(e.memory.kv, uint64_t(4294967296));
    QCOMPARE(kv::admissionTokens(s, e, 4), uint64_t(8192)); // 41280 / 4 = 10320, context_length 8192
}

void TestSglang::fp8Cache()
{
    // --kv-cache-dtype fp8_e4m3: one byte a value, a cell of 65536: 5410711273 / 65536 = 82560 tokens.
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 4);
    s.typeK = s.typeV = kv::ElemType::FP8;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.view<kv::SglangPool>()->cellBytes, uint64_t(65536));
    QCOMPARE(e.view<kv::SglangPool>()->maxTotalTokens, uint64_t(82560));
    QVERIFY(e.runtime.launch.find("--kv-cache-dtype fp8_e4m3") != std::string::npos);
    s.sglang.fp8E5m2 = true;
    QVERIFY(kv::estimate(s).runtime.launch.find("--kv-cache-dtype fp8_e5m2") != std::string::npos);
}

void TestSglang::tensorParallel()
{
    // TP 2 on two 24 GiB GPUs: f 0.842 (TP adds 2 / 8 x 1024 MiB), static region floor(0.842 x 25350373376) =
    // 21345014382 per GPU; half the weights, 8030527488, per GPU; 4 of the 8 KV heads per GPU: a cell of 65536;
    // (21345014382 - 8030527488) / 65536 = 13314486894 / 65536 = 203162 tokens.
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 4);
    s.hardware = gpus(24, 2);
    s.sglang.tpSize = 2;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::SglangPool>()->memFractionStatic, 0.842);
    QCOMPARE(e.view<kv::SglangPool>()->reservedBytes, uint64_t(21345014382));
    QCOMPARE(e.view<kv::SglangPool>()->kvPoolBytes, uint64_t(13314486894));
    QCOMPARE(e.view<kv::SglangPool>()->cellBytes, uint64_t(65536));
    QCOMPARE(e.view<kv::SglangPool>()->maxTotalTokens, uint64_t(203162));
    QCOMPARE(e.devices.size(), size_t(2));
    QCOMPARE(e.devices[1].memory.weights, uint64_t(8030527488));
    QVERIFY(e.runtime.launch.find("--tp-size 2") != std::string::npos);
    // TP 3 does not divide the 32 attention heads; TP 4 needs four GPUs.
    s.sglang.tpSize = 3;
    s.hardware = gpus(24, 4);
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("sglang-tp-heads"));
    s.sglang.tpSize = 4;
    s.hardware = gpus(24, 2);
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("sglang-tp-exceeds-gpus"));
}

void TestSglang::mlaLatent()
{
    // DeepSeek-V2-Lite BF16 (15706484224 parameters, 126464 norm weights in f32: 31413221376 bytes) on a 48 GiB GPU
    // at --mem-fraction-static 0.9: static region floor(0.9 x 51120226304) = 46008159436; pool 14594938060; a cell
    // = (512 + 64) x 27 layers x 2 = 31104 bytes; 14594938060 / 31104 = 469230 tokens.
    kv::Scenario s = scenario("deepseek-v2-lite", 16384, 2, 48);
    s.sglang.memFractionStatic = 0.9;
    QCOMPARE(kv::weightBytes(s.model, s.weights, kv::WeightsFormat::Checkpoint), uint64_t(31413221376));
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QVERIFY(!hasWarning(e, "sglang-default-fraction"));
    QCOMPARE(e.view<kv::SglangPool>()->reservedBytes, uint64_t(46008159436));
    QCOMPARE(e.view<kv::SglangPool>()->cellBytes, uint64_t(31104));
    QCOMPARE(e.view<kv::SglangPool>()->maxTotalTokens, uint64_t(469230));
    // The users' latent: 2 x 16384 x 31104, K only.
    QCOMPARE(e.caches.size(), size_t(1));
    QCOMPARE(e.caches.front().kind, kv::CacheKind::Mla);
    QCOMPARE(e.caches.front().kBytes, uint64_t(2) * 16384 * 31104);
    QCOMPARE(e.caches.front().vBytes, uint64_t(0));
}

void TestSglang::hybridSlidingWindow()
{
    // gpt-oss-20b BF16 (20914757184 parameters, 141120 norm weights in f32: 41829796608 bytes) on an 80 GiB GPU,
    // default f 0.836: static region floor(0.836 x 85479620608) = 71461209374; pool 29631412766. Hybrid SWA: 12 full
    // and 12 sliding layers of 8 x (64 + 64) x 2 = 2048 bytes; cell = 12 x 2048 + 0.8 x 12 x 2048 = 44236.8;
    // full tokens = floor(29631412766 / 44236.8) = 669836, SWA tokens = floor(0.8 x 669836) = 535868.
    const kv::Scenario s = scenario("gpt-oss-20b", 32768, 4, 80);
    QCOMPARE(kv::weightBytes(s.model, s.weights, kv::WeightsFormat::Checkpoint), uint64_t(41829796608));
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::SglangPool>()->memFractionStatic, 0.836);
    QCOMPARE(e.view<kv::SglangPool>()->reservedBytes, uint64_t(71461209374));
    QCOMPARE(e.view<kv::SglangPool>()->cellBytes, uint64_t(24576));
    QCOMPARE(e.view<kv::SglangPool>()->maxTotalTokens, uint64_t(669836));
    QCOMPARE(e.view<kv::SglangPool>()->swaTokens, uint64_t(535868));
    // The GPU holds both pools: 669836 x 24576 + 535868 x 24576.
    QCOMPARE(e.devices.front().memory.kv, uint64_t(669836 + 535868) * 24576);
    // The users hold 32768 tokens each in the full layers, the window (128) in the sliding ones.
    uint64_t swaBytes = 0;
    for (const kv::CacheBlock& b : e.caches)
        if (b.kind == kv::CacheKind::Swa)
            swaBytes = b.bytes();
    QCOMPARE(swaBytes, uint64_t(12) * 4 * 128 * 2048);
    QCOMPARE(e.view<kv::SglangPool>()->usedBytes, uint64_t(12) * 4 * 32768 * 2048 + uint64_t(12) * 4 * 128 * 2048);
}

void TestSglang::slidingAsFullGemma3()
{
    // Gemma 3 is not one of SGLang's hybrid-SWA architectures: every layer in the one pool, a cell of 62 layers x
    // 16 x (128 + 128) x 2 = 507904 bytes.
    kv::Scenario s = scenario("gemma-3-27b", 8192, 1, 80);
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.view<kv::SglangPool>()->cellBytes, uint64_t(507904));
    QCOMPARE(e.view<kv::SglangPool>()->swaTokens, uint64_t(0));
}

void TestSglang::severalUsersAndSharedPrefix()
{
    // 8 users of 8192 need 65536 tokens: more than the 41280 the pool holds, so requests wait.
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 8);
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(hasWarning(e, "sglang-pool-below-users"));
    QCOMPARE(e.verdict, kv::Verdict::DoesNotFit);
    // A 4096-token prompt shared by all of them is held once (RadixAttention): 8 x 4096 + 4096 = 36864 tokens fit.
    s.whatIfs.sharedPrefixTokens = 4096;
    const kv::Estimate shared = kv::estimate(s);
    QVERIFY(!hasWarning(shared, "sglang-pool-below-users"));
    QCOMPARE(shared.verdict, kv::Verdict::Fits);
    QCOMPARE(shared.view<kv::SglangPool>()->usedBytes, uint64_t(36864) * 131072);
    QCOMPARE(shared.memory.kv, uint64_t(36864) * 131072);
    // --max-running-requests 4 for 8 users: the others wait.
    kv::Scenario r = scenario("llama-3.1-8b", 2048, 8);
    r.sglang.maxRunningRequests = 4;
    const kv::Estimate er = kv::estimate(r);
    QVERIFY(hasWarning(er, "sglang-running-below-users"));
    QCOMPARE(er.verdict, kv::Verdict::DoesNotFit);
    // A conversation longer than --context-length is refused.
    kv::Scenario c = scenario("llama-3.1-8b", 8192, 1);
    c.sglang.contextLength = 4096;
    const kv::Estimate ec = kv::estimate(c);
    QVERIFY(hasWarning(ec, "sglang-context-over-context-length"));
    QCOMPARE(ec.verdict, kv::Verdict::DoesNotFit);
}

void TestSglang::notEnoughMemory()
{
    // A 16 GiB GPU: f 0.772, static region floor(0.772 x 16760438784) = 12939058741 < 16061054976 bytes of
    // weights: SGLang stops with "Not enough memory".
    const kv::Estimate e = kv::estimate(scenario("llama-3.1-8b", 4096, 1, 16));
    QCOMPARE(e.view<kv::SglangPool>()->memFractionStatic, 0.772);
    QCOMPARE(e.view<kv::SglangPool>()->reservedBytes, uint64_t(12939058741));
    QCOMPARE(e.view<kv::SglangPool>()->maxTotalTokens, uint64_t(0));
    QVERIFY(hasWarning(e, "sglang-not-enough-memory"));
    QCOMPARE(e.verdict, kv::Verdict::DoesNotFit);
}

void TestSglang::refusals()
{
    kv::Scenario q = scenario("llama-3.1-8b", 4096, 1);
    q.typeK = q.typeV = kv::ElemType::Q8_0;
    QCOMPARE(std::string(kv::codeName(kv::estimate(q).refusal->code)), std::string("sglang-cache-type"));
    kv::Scenario c = scenario("llama-3.1-8b", 4096, 1);
    c.hardware = kv::customMachine(0, 0, 64ull << 30, {});
    QCOMPARE(std::string(kv::codeName(kv::estimate(c).refusal->code)), std::string("sglang-needs-gpu"));
    kv::Scenario f = scenario("llama-3.1-8b", 4096, 1);
    f.sglang.memFractionStatic = 1.0;
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::estimate(f));
    kv::Scenario z = scenario("llama-3.1-8b", 4096, 1);
    z.sglang.maxRunningRequests = 0;
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::estimate(z));
}

void TestSglang::scenarioJson()
{
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 2);
    s.sglang.memFractionStatic = 0.8;
    s.sglang.contextLength = 16384;
    s.sglang.maxRunningRequests = 6;
    s.sglang.tpSize = 2;
    s.sglang.pageSize = 16;
    s.sglang.fp8E5m2 = true;
    const nlohmann::json j = kv::scenarioToJson(s);
    const kv::Scenario back = kv::scenarioFromJson(j, catalog());
    QCOMPARE(back.sglang, s.sglang);
    QCOMPARE(back.runtime, kv::Runtime::SGLang);
    for (const char* field : {"mem_fraction_static", "tp_size", "max_running_requests", "context_length"}) {
        nlohmann::json bad = j;
        bad["sglang"][field] = std::string(field) == "mem_fraction_static" ? nlohmann::json(1.5) : nlohmann::json(0);
        bool threw = false;
        try {
            kv::scenarioFromJson(bad, catalog());
        } catch (const kv::InputError& e) {
            threw = e.code() == "scenario-field-invalid";
        }
        QVERIFY2(threw, field);
    }
}

void TestSglang::launchLine()
{
    QCOMPARE(kv::estimate(scenario("llama-3.1-8b", 8192, 4)).runtime.launch,
             std::string("python -m sglang.launch_server --model-path MODEL --context-length 8192 "
                         "--mem-fraction-static 0.847 --max-running-requests 4"));
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 4);
    s.sglang.memFractionStatic = 0.8;
    s.sglang.pageSize = 16;
    QCOMPARE(kv::estimate(s).runtime.launch,
             std::string("python -m sglang.launch_server --model-path MODEL --context-length 8192 "
                         "--mem-fraction-static 0.8 --max-running-requests 4 --page-size 16"));
}

QTEST_APPLESS_MAIN(TestSglang)
#include "tst_sglang.moc"
