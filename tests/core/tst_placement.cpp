// Planning against hardware (DESIGN §4.1 placement, §5, §6): layer placement and offload, several GPUs,
// unified memory, reserves, compute buffers against logged sizes, limits, speed bound, what-ifs and the
// growth timeline — each with its arithmetic written out.

#include <QTest>

#include "estimator.h"
#include "groundtruth.h"
#include "hardware.h"
#include "specs.h"

#include <cmath>

namespace {

constexpr uint64_t kMiB = 1048576;

// 10 layers of exactly 100 MiB of f16 weights (52428800 parameters each), 1 KV head x 64, vocab 1000,
// n_embd 64. At 1024 tokens, 1 user, f16: KV per layer = 1024 x (64 + 64) x 2 = 262144 bytes (0.25 MiB).
// Compute (ubatch 512): 4 x 512 x 64 = 131072 bytes on a GPU holding layers, plus 4 x 512 x 1000 on the
// device holding the output layer.
kv::Scenario tenLayers()
{
    kv::Scenario s;
    kvtest::useTenLayers(s);
    s.contextPerUser = 1024;
    s.users = 1;
    return s;
}

kv::Device gpu(const char* name, uint64_t bytes, double bw = 1000)
{
    return {name, kv::DeviceKind::Gpu, bytes, 0, 0, bw};
}

kv::Device ram(uint64_t bytes, double bw = 100)
{
    return {"RAM", kv::DeviceKind::Ram, bytes, 0, 0, bw};
}

bool hasWarning(const kv::Estimate& e, const std::string& code)
{
    return std::any_of(e.warnings.begin(), e.warnings.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

} // namespace

class TestPlacement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void autoFitSpillsLayers();
    void kvOffloadOff();
    void explicitNgl();
    void tensorSplit_data();
    void tensorSplit();
    void nCpuMoe();
    void reservesCount();
    void unifiedMemoryUsesGpuLimit();
    void cpuOnlyBox();
    void idealBaselineVerdict();
    void computeBuffersMatchLogs();
    void speedBound();
    void limitsAgreeWithBruteForce();
    void sweepMonotoneWithPlacement();
    void whatIfs();
    void timeline();
    void doneWhen70bOn4090();
};

void TestPlacement::autoFitSpillsLayers()
{
    // llama.cpp v0.5.0 (llama_model::load_tensors): i_gpu_start = n_layer + 1 - ngl, the output layer
    // being layer n_layer: -ngl k <= n_layer puts the output layer and the last k - 1 repeating layers on
    // the GPU. GPU of 430 MiB (450887680 bytes): the output layer's device holds the logits and one row
    // of activations, 4 x 512 x (1000 + 64) = 2179072 bytes of compute (no weights here); each layer
    // 100 MiB + 0.25 MiB of KV. -ngl 5 = 4 layers (6..9) + output: 4 x 105119744 + 2179072 = 422658048
    // fits; -ngl 6 = 527777792 does not.
    kv::Scenario s = tenLayers();
    s.hardware.devices = {gpu("GPU 0", 430 * kMiB), ram(8ull << 30)};
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.placement.nGpuLayers, 5u);
    QCOMPARE(e.devices[0].layers, 4u);
    QCOMPARE(e.devices[0].used(), uint64_t(422658048));
    QCOMPARE(e.devices[1].layers, 6u);
    QCOMPARE(e.layersInRam, 6u);
    QVERIFY(e.placement.outputOnGpu);
    QCOMPARE(e.verdict, kv::Verdict::Spills);
    QVERIFY(e.runtime.launch.find(" -ngl 5") != std::string::npos);
    // Everything fits in 1100 MiB: all 10 layers + output layer -> -ngl 999 (all), verdict Fits.
    s.hardware.devices[0].capacityBytes = 1100 * kMiB;
    const kv::Estimate all = kv::estimate(s);
    QCOMPARE(all.placement.nGpuLayers, 11u);
    QVERIFY(all.placement.outputOnGpu);
    QCOMPARE(all.verdict, kv::Verdict::Fits);
    QVERIFY(all.runtime.launch.find(" -ngl 999") != std::string::npos);
}

void TestPlacement::kvOffloadOff()
{
    // 403 MiB (422576128 bytes): with the KV on the GPU, -ngl 5 (4 layers + output) needs 4 x 105119744 +
    // 2179072 = 422658048 bytes (too much) -> -ngl 4; with --no-kv-offload it needs 4 x 104857600 + 2179072 =
    // 421609472 -> -ngl 5, and the GPU holds no KV.
    kv::Scenario s = tenLayers();
    s.hardware.devices = {gpu("GPU 0", 403 * kMiB), ram(8ull << 30)};
    QCOMPARE(kv::estimate(s).placement.nGpuLayers, 4u);
    s.placement.kvOffload = false;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.placement.nGpuLayers, 5u);
    QCOMPARE(e.devices[0].memory.kv, uint64_t(0));
    QCOMPARE(e.devices[1].memory.kv, uint64_t(10) * 262144);
    QVERIFY(e.runtime.launch.find("--no-kv-offload") != std::string::npos);
}

void TestPlacement::explicitNgl()
{
    // -ngl 7 on a GPU too small for it: placed as asked (the output layer and the last 6 repeating layers),
    // and the verdict says it does not fit.
    kv::Scenario s = tenLayers();
    s.hardware.devices = {gpu("GPU 0", 430 * kMiB), ram(8ull << 30)};
    s.placement.nGpuLayers = 7;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.devices[0].layers, 6u);
    QVERIFY(e.placement.outputOnGpu);
    QVERIFY(!e.devices[0].fits);
    QCOMPARE(e.verdict, kv::Verdict::DoesNotFit);
}

void TestPlacement::tensorSplit_data()
{
    QTest::addColumn<QString>("split");
    QTest::addColumn<uint>("gpu0");
    QTest::addColumn<uint>("gpu1");
    // All 10 layers + output (-ngl 11). Layer il goes to the first GPU whose cumulative share exceeds
    // il / 11. Equal split [0.5, 1]: il / 11 < 0.5 for il <= 5 -> 6 layers on GPU 0, 4 (+ output) on GPU 1.
    QTest::addRow("default by capacity") << "" << 6u << 4u;
    // 3,1 -> [0.75, 1]: il / 11 < 0.75 for il <= 8 -> 9 layers on GPU 0, 1 (+ output) on GPU 1.
    QTest::addRow("3,1") << "3,1" << 9u << 1u;
}

void TestPlacement::tensorSplit()
{
    QFETCH(QString, split);
    QFETCH(uint, gpu0);
    QFETCH(uint, gpu1);
    kv::Scenario s = tenLayers();
    s.hardware.devices = {gpu("GPU 0", 2ull << 30), gpu("GPU 1", 2ull << 30), ram(8ull << 30)};
    for (const QString& x : split.split(QLatin1Char(','), Qt::SkipEmptyParts))
        s.placement.tensorSplit.push_back(x.toDouble());
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.devices[0].layers, gpu0);
    QCOMPARE(e.devices[1].layers, gpu1);
    QVERIFY(e.placement.outputOnGpu);
    // The output layer (logits buffer) sits on the last GPU.
    QVERIFY(e.devices[1].memory.compute > e.devices[0].memory.compute);
    QCOMPARE(e.verdict, kv::Verdict::Fits);
}

void TestPlacement::nCpuMoe()
{
    // 4 layers, experts 4 x 200 MiB at f16 (104857600 params each), dense 4 x 20 MiB.
    kv::Scenario s;
    s.model = kv::modelFromJson({{"id", "moe"},
                                 {"n_layer", 4},
                                 {"n_head_kv", 1},
                                 {"head_dim", 64},
                                 {"n_vocab", 100},
                                 {"n_embd", 64},
                                 {"n_expert", 8},
                                 {"n_expert_used", 2},
                                 {"params", {{"attention", 41943040}, {"experts", 419430400}}}});
    s.weights = {"F16", 16, 16, 16, 32};
    s.contextPerUser = 256;
    s.hardware.devices = {gpu("GPU 0", 8ull << 30), ram(8ull << 30)};
    s.placement.nCpuMoe = 3;
    const kv::Estimate e = kv::estimate(s);
    // All layers on the GPU, but the experts of layers 0..2 in RAM: GPU weights = 4 x 20 + 1 x 200 MiB.
    QCOMPARE(e.devices[0].memory.weights, (4 * 20 + 200) * kMiB);
    QCOMPARE(e.devices[1].memory.weights, 3 * 200 * kMiB);
    QVERIFY(e.runtime.launch.find("--n-cpu-moe 3") != std::string::npos);
}

void TestPlacement::reservesCount()
{
    // RTX 3090 preset x 2 with 64 GiB RAM: GPU 0 keeps 400 MiB (driver) + 512 MiB (display), GPU 1 400 MiB,
    // RAM 3 GiB for the OS and desktop.
    const kv::Catalog cat = kvtest::presets();
    const kv::HardwarePreset* p = cat.findHardware("rtx-3090");
    QVERIFY(p);
    kv::MachineOptions o;
    o.gpus = 2;
    o.ramBytes = 64ull << 30;
    kv::Scenario s = tenLayers();
    s.hardware = kv::machineFrom(*p, o);
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.devices.size(), size_t(3));
    QCOMPARE(e.devices[0].usableBytes, (24ull << 30) - 912 * kMiB);
    QCOMPARE(e.devices[1].usableBytes, (24ull << 30) - 400 * kMiB);
    QCOMPARE(e.devices[2].usableBytes, (64ull << 30) - (3ull << 30));
}

void TestPlacement::unifiedMemoryUsesGpuLimit()
{
    // A 128 GB Mac (M4 Max): the GPU may wire 0.75 x 128 GiB = 96 GiB, not 128.
    const kv::Catalog cat = kvtest::presets();
    const kv::HardwarePreset* mac = nullptr;
    for (const auto& h : cat.hardware)
        if (h.kind == kv::DeviceKind::Unified && h.memoryBytes == (128ull << 30) && h.vendor == "Apple" &&
            h.gpuLimitFraction == 0.75) // not the M5 Max: macOS 26 gives it 107.52 GiB
            mac = &h;
    QVERIFY(mac);
    kv::Scenario s = tenLayers();
    s.hardware = kv::machineFrom(*mac, {});
    QCOMPARE(s.hardware.devices.size(), size_t(1));
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.devices[0].usableBytes, 96ull << 30);
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    // A 100 GiB model: fits in 128 GiB of RAM but not under the GPU limit; raising the limit
    // (sudo sysctl iogpu.wired_limit_mb=120000) makes it fit. No double counting: one device.
    s.model.params.attention = 50ull << 30; // 100 GiB at f16
    QCOMPARE(kv::estimate(s).verdict, kv::Verdict::DoesNotFit);
    kv::MachineOptions o;
    o.gpuLimitBytes = 120000 * kMiB;
    s.hardware = kv::machineFrom(*mac, o);
    e = kv::estimate(s);
    QCOMPARE(e.devices[0].usableBytes, 120000 * kMiB);
    QCOMPARE(e.verdict, kv::Verdict::Fits);
}

void TestPlacement::cpuOnlyBox()
{
    // Raspberry Pi 5 8 GB: 8 GiB - 3 GiB OS = 5 GiB usable, everything in RAM, verdict by that.
    const kv::Catalog cat = kvtest::presets();
    const kv::HardwarePreset* pi = cat.findHardware("raspberry-pi-5-8gb");
    QVERIFY(pi);
    kv::Scenario s = tenLayers();
    s.hardware = kv::machineFrom(*pi, {});
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.devices.size(), size_t(1));
    QCOMPARE(e.devices[0].layers, 10u);
    QCOMPARE(e.devices[0].usableBytes, 5ull << 30);
    QCOMPARE(e.placement.nGpuLayers, 0u);
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    QVERIFY(e.runtime.launch.find("-ngl") == std::string::npos);
}

void TestPlacement::idealBaselineVerdict()
{
    // The ideal baseline: 10 x 100 MiB of weights + 10 x 0.25 MiB of KV (no buffers) = 1002.5 MiB in
    // one pool. 1 GiB holds it; 1000 MiB does not.
    kv::Scenario s = tenLayers();
    s.runtime = kv::Runtime::Ideal;
    s.hardware.devices = {gpu("GPU 0", 1024 * kMiB)};
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.memory.total(), 10 * (100 * kMiB + 262144));
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    s.hardware.devices = {gpu("GPU 0", 1000 * kMiB)};
    e = kv::estimate(s);
    QCOMPARE(e.verdict, kv::Verdict::DoesNotFit);
    QVERIFY(!e.devices[0].fits);
}

void TestPlacement::computeBuffersMatchLogs()
{
    const kv::Catalog cat = kvtest::presets();
    // Qwen3-32B, -c 16768 (-> 16896), q8_0, FA, all layers on one GPU: "compute buffer size = 306.75 MiB"
    // = (151936 logits + 5120 activations) x 512 x 4 bytes.
    kv::Scenario q;
    q.model = *cat.findModel("qwen3-32b");
    q.weights = *cat.findScheme("Q4_K_M");
    q.llama.ctxSize = 16768;
    q.typeK = q.typeV = kv::ElemType::Q8_0;
    q.hardware.devices = {gpu("GPU 0", 48ull << 30), ram(64ull << 30)};
    kv::Estimate e = kv::estimate(q);
    QVERIFY(e.placement.outputOnGpu);
    QCOMPARE(e.devices[0].memory.compute, uint64_t((151936 + 5120) * 512 * 4));
    QCOMPARE(e.devices[0].memory.compute / double(kMiB), 306.75);
    // gpt-oss-20b, 131072 cells, --n-cpu-moe 99: the host buffer holds the f32 masks and input rows,
    // (131072 + 768 + 2880) x 512 x 4 = 263.1 MiB, logged 263.15 MiB; the GPU buffer is logged as
    // 456.98 MiB and our approximation (logits + activations + used experts) lands within 5%.
    kv::Scenario g;
    g.model = *cat.findModel("gpt-oss-20b");
    g.weights = *cat.findScheme("Q4_K_M");
    g.llama.ctxSize = 131072;
    g.placement.nCpuMoe = 99;
    g.hardware.devices = {gpu("GPU 0", 8ull << 30), ram(64ull << 30)};
    e = kv::estimate(g);
    QVERIFY(std::fabs(e.devices[1].memory.compute / double(kMiB) - 263.15) < 0.1);
    QVERIFY2(std::fabs(e.devices[0].memory.compute / double(kMiB) / 456.98 - 1) < 0.05,
             qPrintable(QString::number(e.devices[0].memory.compute / double(kMiB))));
}

void TestPlacement::speedBound()
{
    // All on one GPU of 1000 GB/s at 1024 tokens, 1 user: per token it reads 10 x 100 MiB of weights and
    // the filled KV (10 x 0.25 MiB); the embedding/output are absent here.
    // tokens/s <= 1e12 / (1000 MiB + 2.5 MiB + output layer 0).
    kv::Scenario s = tenLayers();
    s.hardware.devices = {gpu("GPU 0", 2ull << 30, 1000), ram(8ull << 30, 100)};
    const kv::Estimate e = kv::estimate(s);
    const double bytes = 10 * (100.0 * kMiB + 262144);
    QVERIFY(std::fabs(e.speed.tokensPerSecond - 1e12 / bytes) < 1e-6 * e.speed.tokensPerSecond);
    QCOMPARE(e.speed.limitingDevice, std::string("GPU 0"));
    // Half the layers in RAM at 100 GB/s: 5 x 100.25 MiB / 1e12 + 5 x 100.25 MiB / 1e11 seconds per token
    // (-ngl 6: the output layer, which has no weights here, and the last 5 repeating layers).
    s.hardware.devices[0].capacityBytes = 520 * kMiB;
    const kv::Estimate half = kv::estimate(s);
    QCOMPARE(half.placement.nGpuLayers, 6u);
    const double t = 5 * (100.0 * kMiB + 262144) / 1e12 + 5 * (100.0 * kMiB + 262144) / 1e11;
    QVERIFY(std::fabs(half.speed.tokensPerSecond - 1 / t) < 1e-6 / t);
    QCOMPARE(half.speed.limitingDevice, std::string("RAM"));
}

void TestPlacement::limitsAgreeWithBruteForce()
{
    kv::Scenario s = tenLayers();
    s.model.params.attention = 52428800; // 10 MiB of weights in all, so context decides
    s.hardware.devices = {gpu("GPU 0", 64 * kMiB), ram(96 * kMiB)};
    for (uint32_t users : {1u, 2u, 3u}) {
        s.users = users;
        const kv::Limits lim = kv::findLimits(s);
        uint64_t fits = 0, placed = 0;
        for (uint64_t c = 1; c <= 8192; c += 1) {
            kv::Scenario t = s;
            t.contextPerUser = c;
            const kv::Verdict v = kv::estimate(t).verdict;
            if (v == kv::Verdict::Fits)
                fits = c;
            if (v == kv::Verdict::Fits || v == kv::Verdict::Spills)
                placed = c;
        }
        QCOMPARE(lim.maxContextPerUser, fits);
        QCOMPARE(lim.maxContextPerUserOffloaded, placed);
        QVERIFY(placed >= fits);
    }
}

void TestPlacement::sweepMonotoneWithPlacement()
{
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario s;
    s.model = *cat.findModel("llama-3.1-70b");
    s.weights = *cat.findScheme("Q4_K_M");
    s.hardware = kv::machineFrom(*cat.findHardware("rtx-4090"), {});
    const auto pts = kv::sweep(s, kv::SweepAxis::Context, kv::linearPoints(256, 131072, 100));
    for (size_t i = 1; i < pts.size(); ++i)
        QVERIFY(pts[i].memory.total() >= pts[i - 1].memory.total());
    uint32_t prevGpu = 1000;
    for (uint64_t c : kv::linearPoints(256, 131072, 40)) {
        s.contextPerUser = c;
        const uint32_t ngl = kv::estimate(s).placement.nGpuLayers;
        QVERIFY(ngl <= prevGpu); // more context, fewer layers fit on the GPU
        prevGpu = ngl;
    }
}

void TestPlacement::whatIfs()
{
    // 10 layers x 2 users x 1024 cells x 256 bytes per cell (64 + 64 values x 2 bytes) = 5 MiB as allocated.
    kv::Scenario s = tenLayers();
    s.users = 2;
    const uint64_t base = kv::estimate(s).memory.kv;
    QCOMPARE(base, uint64_t(10) * 2 * 1024 * 256);
    // Token budget 256: 10 x 2 x 256 x 256.
    kv::Scenario b = s;
    b.whatIfs.tokenBudget = 256;
    kv::Estimate e = kv::estimate(b);
    QCOMPARE(e.memory.kv, uint64_t(10) * 2 * 256 * 256);
    QVERIFY(hasWarning(e, "whatif-active"));
    // Shared prefix of 512 tokens: the second user does not store them: 10 x (2 x 1024 - 512) x 256.
    kv::Scenario p = s;
    p.whatIfs.sharedPrefixTokens = 512;
    QCOMPARE(kv::estimate(p).memory.kv, uint64_t(10) * (2 * 1024 - 512) * 256);
    // KIVI 2-bit, group 32, residual 128: per stream 896 old tokens at 2 + 32/32 = 3 bits per value and
    // 128 recent at 16 bits; 128 values per cell per layer: 10 x 2 x (896 x 128 x 3 + 128 x 128 x 16) / 8.
    kv::Scenario k = s;
    k.whatIfs.kiviBits = 2;
    QCOMPARE(kv::estimate(k).memory.kv, uint64_t(10) * 2 * (896 * 128 * 3 + 128 * 128 * 16) / 8);
    // Paged blocks of 768 tokens: 1024 cells round up to 1536.
    kv::Scenario g = s;
    g.whatIfs.pagedBlock = 768;
    QCOMPARE(kv::estimate(g).memory.kv, uint64_t(10) * 2 * 1536 * 256);
}

void TestPlacement::timeline()
{
    // llama-like 8B geometry, 4096 tokens per user: llama.cpp reserves the whole cache at start;
    // used memory grows with the tokens read and generated.
    kv::Scenario s = tenLayers();
    s.contextPerUser = 4096;
    const auto t = kv::conversationTimeline(s, 3000, 2000, 11);
    QCOMPARE(t.size(), size_t(11));
    const uint64_t reserved = kv::estimate(s).memory.total();
    for (size_t i = 0; i < t.size(); ++i) {
        QCOMPARE(t[i].reservedBytes, reserved);
        if (i > 0)
            QVERIFY(t[i].usedBytes > t[i - 1].usedBytes);
    }
    QVERIFY(!t.front().generating);
    QVERIFY(t.back().generating);
    // 5000 tokens do not fit a 4096-cell slot: the last points are not admitted.
    QVERIFY(t.front().admitted);
    QVERIFY(!t.back().admitted);
    // The default conversation: half of 4096 read, half generated; one token each at the smallest context.
    QCOMPARE(kv::defaultConversation(s), (kv::ConversationLengths{2048, 2048}));
    s.contextPerUser = 3;
    QCOMPARE(kv::defaultConversation(s), (kv::ConversationLengths{1, 1}));
    s.contextPerUser = 1;
    QCOMPARE(kv::defaultConversation(s), (kv::ConversationLengths{1, 1}));
    s.contextPerUser = 4096;
    s.users = 3;
    const auto j = kv::usersJoining(s);
    QCOMPARE(j.size(), size_t(3));
    QVERIFY(j[2].usedBytes > j[1].usedBytes && j[1].usedBytes > j[0].usedBytes);
}

void TestPlacement::doneWhen70bOn4090()
{
    // Llama-3.1-70B Q4_K_M, 32768 x 2 users on an RTX 4090 (24 GiB, 1008 GB/s) with 64 GiB RAM: 80 layers
    // of ~0.5 GiB + 0.25 GiB KV each cannot all fit; some go to RAM, and the launch line says -ngl N.
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario s;
    s.model = *cat.findModel("llama-3.1-70b");
    s.weights = *cat.findScheme("Q4_K_M");
    s.contextPerUser = 32768;
    s.users = 2;
    s.hardware = kv::machineFrom(*cat.findHardware("rtx-4090"), {});
    const kv::Estimate e = kv::plan(s);
    QCOMPARE(e.verdict, kv::Verdict::Spills);
    QVERIFY(e.placement.nGpuLayers > 20 && e.placement.nGpuLayers < 40);
    QCOMPARE(e.devices[0].layers + e.devices[1].layers, 80u);
    QVERIFY(e.devices[0].fits && e.devices[1].fits);
    QVERIFY(e.runtime.launch.find("-ngl " + std::to_string(e.placement.nGpuLayers)) != std::string::npos);
    QVERIFY(e.speed.tokensPerSecond > 0.5 && e.speed.tokensPerSecond < 10);
    QCOMPARE(e.speed.limitingDevice, std::string("RAM"));
    QVERIFY(e.limits.maxContextPerUserOffloaded >= 32768);
}

QTEST_APPLESS_MAIN(TestPlacement)
#include "tst_placement.moc"
