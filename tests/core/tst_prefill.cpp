// The prefill bound (core/prefill.h): the prompt's work counted by hand from the models' parameter counts and
// shapes, and the time for it at the devices' sourced peak figures (resources/presets/hardware-*.json).

#include <QTest>

#include "estimator.h"
#include "groundtruth.h"
#include "hardware.h"
#include "prefill.h"
#include "weightscheme.h"

#include <cmath>
#include <numeric>

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

kv::Scenario onPreset(const kv::Catalog& cat, const char* model, const char* hardware, uint32_t gpus = 1)
{
    kv::Scenario s;
    s.model = *cat.findModel(model);
    s.weights = *cat.findScheme("Q4_K_M");
    s.contextPerUser = 8192;
    kv::MachineOptions o;
    o.gpus = gpus;
    s.hardware = kv::machineFrom(*cat.findHardware(hardware), o);
    return s;
}

// Llama 3.1 8B (params of resources/presets/models/llama-3.1-8b.json):
//   weights a token multiplies: attention 1,342,177,280 + FFN 5,637,144,576 = 6,979,321,856 -> x 2 = 13,958,643,712
//   output layer, once per sequence: 2 x 525,336,576 = 1,050,673,152
//   attention per key: 32 layers x 2 x 32 heads x (128 + 128) = 524,288
constexpr double kLlama8bPerToken = 13958643712.0;
constexpr double kLlama8bOutput = 1050673152.0;
constexpr double kLlama8bPerKey = 524288.0;

} // namespace

class TestPrefill : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keysAttended();
    void denseWorkPerToken();
    void moeCountsActiveExpertsOnly();
    void attentionGrowsFullVersusSlidingWindow();
    void mlaAsTheRuntimeComputesIt();
    void denseOnOneRtx4090();
    void partialOffloadLimitedByHostLink();
    void macStudioM1Max();
    void unknownPeakGivesNoBound();
    void promptAndAnswerDefaults();
};

void TestPrefill::keysAttended()
{
    // Full over 4 tokens: 1 + 2 + 3 + 4 = 10; a window of 2: 1 + 2 + 2 + 2 = 7; chunks of 2 over 5 tokens:
    // 1 + 2 | 1 + 2 | 1 = 7; recurrent-only: none.
    QCOMPARE(kv::keysAttended(kv::AttnKind::Full, 0, 4), 10.0);
    QCOMPARE(kv::keysAttended(kv::AttnKind::Swa, 2, 4), 7.0);
    QCOMPARE(kv::keysAttended(kv::AttnKind::Swa, 8, 4), 10.0); // shorter than the window: as full
    QCOMPARE(kv::keysAttended(kv::AttnKind::Chunked, 2, 5), 7.0);
    QCOMPARE(kv::keysAttended(kv::AttnKind::None, 0, 4), 0.0);
    // 32768 tokens: full 32768 x 32769 / 2 = 536,887,296; window 1024: 1024 x 1025 / 2 + 31744 x 1024 = 33,030,656.
    QCOMPARE(kv::keysAttended(kv::AttnKind::Full, 0, 32768), 536887296.0);
    QCOMPARE(kv::keysAttended(kv::AttnKind::Swa, 1024, 32768), 33030656.0);
}

void TestPrefill::denseWorkPerToken()
{
    const kv::Catalog cat = kvtest::presets();
    const kv::ModelSpec& m = *cat.findModel("llama-3.1-8b");
    // One token: 13,958,643,712 + 1,050,673,152 + 524,288 x 1 = 15,009,841,152 FLOPs.
    QCOMPARE(kv::prefillFlops(m, kv::Runtime::LlamaCpp, 1), 15009841152.0);
    // 4096 tokens: 13,958,643,712 x 4096 = 57,174,604,644,352; keys 4096 x 4097 / 2 = 8,390,656,
    // x 524,288 = 4,399,120,252,928; + 1,050,673,152 = 61,574,775,570,432.
    QCOMPARE(kv::prefillFlops(m, kv::Runtime::LlamaCpp, 4096), 61574775570432.0);
    QCOMPARE(kLlama8bPerToken * 4096 + kLlama8bOutput + kLlama8bPerKey * 8390656, 61574775570432.0);
}

void TestPrefill::moeCountsActiveExpertsOnly()
{
    const kv::Catalog cat = kvtest::presets();
    const kv::ModelSpec& m = *cat.findModel("qwen3-30b-a3b");
    // Qwen3 30B-A3B: attention 905,969,664 + experts 28,991,029,248 x 8 / 128 = 1,811,939,328 -> 2,717,908,992
    // per token, x 2 = 5,435,817,984 (all 128 experts would be 59,793,997,824); the router (other) is left out.
    // Output 2 x 311,164,928 = 622,329,856. Attention per key: 48 x 2 x 32 x (128 + 128) = 786,432.
    // One token: 5,435,817,984 + 622,329,856 + 786,432 = 6,058,934,272.
    QCOMPARE(kv::prefillFlops(m, kv::Runtime::LlamaCpp, 1), 6058934272.0);
    // 2048 tokens: 5,435,817,984 x 2048 = 11,132,555,231,232; keys 2048 x 2049 / 2 = 2,098,176 x 786,432
    // = 1,650,072,748,032; total 11,132,555,231,232 + 622,329,856 + 1,650,072,748,032 = 12,783,250,309,120.
    QCOMPARE(kv::prefillFlops(m, kv::Runtime::LlamaCpp, 2048), 12783250309120.0);
}

void TestPrefill::attentionGrowsFullVersusSlidingWindow()
{
    const kv::Catalog cat = kvtest::presets();
    const kv::ModelSpec& m = *cat.findModel("gemma-3-27b");
    const kv::LayerCensus c = kv::census(m);
    QCOMPARE(c.full, 10u); // layers 5, 11, ..., 59
    QCOMPARE(c.swa, 52u);  // window 1024
    // Weights: attention 4,095,737,856 + FFN 21,502,623,744 = 25,598,361,600 per token, x 2; the output is tied:
    // n_vocab x n_embd = 262,208 x 5,376 = 1,409,630,208, x 2.
    const auto weightsPart = [](double n) { return 2 * 25598361600.0 * n + 2 * 1409630208.0; };
    // Attention per key per layer: 2 x 32 heads x (128 + 128) = 16,384.
    // 32768 tokens: 16,384 x (10 x 536,887,296 + 52 x 33,030,656) = 16,384 x 7,086,467,072 = 116,104,676,507,648,
    // where 62 full layers would take 16,384 x 62 x 536,887,296 = 545,374,410,375,168: 4.7 times as much.
    const double a32k = kv::prefillFlops(m, kv::Runtime::LlamaCpp, 32768) - weightsPart(32768);
    QCOMPARE(a32k, 116104676507648.0);
    // 1024 tokens (within the window every layer attends to all): 16,384 x 62 x 1024 x 1025 / 2 = 533,096,038,400.
    const double a1k = kv::prefillFlops(m, kv::Runtime::LlamaCpp, 1024) - weightsPart(1024);
    QCOMPARE(a1k, 533096038400.0);
}

void TestPrefill::mlaAsTheRuntimeComputesIt()
{
    const kv::Catalog cat = kvtest::presets();
    const kv::ModelSpec& m = *cat.findModel("deepseek-v2-lite");
    // DeepSeek-V2-Lite, 1000 tokens. Weights: attention 371,589,120 + FFN 517,079,040 + experts 14,394,851,328 x 6 /
    // 64 = 1,349,517,312 -> 2,238,185,472 per token, x 2 x 1000 = 4,476,370,944,000; output 2 x 209,715,200.
    // Keys: 1000 x 1001 / 2 = 500,500 over 27 MLA layers of 16 heads.
    // llama.cpp attends in the latent: K = 512 + 64 = 576, V = 512: 27 x 2 x 16 x 1088 x 500,500 = 470,486,016,000;
    // total 4,476,370,944,000 + 419,430,400 + 470,486,016,000 = 4,947,276,390,400.
    QCOMPARE(kv::prefillFlops(m, kv::Runtime::LlamaCpp, 1000), 4947276390400.0);
    // vLLM decompresses for the prompt: K = 128 + 64 = 192, V = 128: 27 x 2 x 16 x 320 x 500,500 = 138,378,240,000;
    // total 4,615,168,614,400.
    QCOMPARE(kv::prefillFlops(m, kv::Runtime::Vllm, 1000), 4615168614400.0);
}

void TestPrefill::denseOnOneRtx4090()
{
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario s = onPreset(cat, "llama-3.1-8b", "rtx-4090");
    s.promptTokens = 4096;
    s.answerTokens = 512;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    QVERIFY(e.speed.prefill);
    const kv::PrefillBound& b = *e.speed.prefill;
    QCOMPARE(b.promptTokens, uint64_t(4096));
    QCOMPARE(b.flops, 61574775570432.0);
    // Everything on the GPU: 61,574,775,570,432 / 330.3e12 = 0.186421 s, 21,972 tokens/s.
    QCOMPARE(b.limitedBy, kv::PrefillLimit::Compute);
    QVERIFY(near(b.firstTokenSeconds, 61574775570432.0 / 330.3e12));
    QVERIFY(std::abs(b.firstTokenSeconds - 0.186421) < 1e-6);
    QVERIFY(near(b.tokensPerSecond, 4096 / (61574775570432.0 / 330.3e12)));
    QCOMPARE(b.hostLinkSeconds, 0.0); // nothing of the layers in RAM
    // Reading the ~4.6 GB of weights once per 512-token micro-batch, 8 of them, at 1008 GB/s: ~0.04 s.
    QVERIFY(b.memorySeconds > 0.02 && b.memorySeconds < 0.06);
    // The answer: 512 tokens at the decode bound, after the first.
    QVERIFY(e.speed.tokensPerSecond > 0);
    QVERIFY(near(b.answerSeconds, b.firstTokenSeconds + 512 / e.speed.tokensPerSecond));
}

void TestPrefill::partialOffloadLimitedByHostLink()
{
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario s = onPreset(cat, "llama-3.1-70b", "rtx-4090");
    // -ngl 40 of 80 layers + the output: llama.cpp (v0.5.0 i_gpu_start = n_layer + 1 - ngl = 41) puts the output
    // layer and layers 41..79 on the GPU, layers 0..40 in RAM.
    s.placement.nGpuLayers = 40;
    s.promptTokens = 4096;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(e.speed.prefill);
    const kv::PrefillBound& b = *e.speed.prefill;
    // llama.cpp runs the RAM layers' matrix products on the GPU (batches of >= 32 tokens), copying their weights
    // over PCIe 4.0 x16 (31.5 GB/s) for each of the 4096 / 512 = 8 micro-batches; the input embedding, also in
    // RAM, is a row lookup and is not copied.
    QCOMPARE(e.devices[0].layers, 39u);
    QCOMPARE(e.devices[1].layers, 41u);
    QVERIFY(e.placement.outputOnGpu);
    const auto split = kv::sharedWeightSplit(s.model, s.weights, kv::WeightsFormat::Gguf);
    const double ramLayers = std::accumulate(split->layerDense.begin(), split->layerDense.begin() + 41, 0.0);
    QVERIFY(ramLayers > 15e9 && ramLayers < 25e9); // half of a ~40 GiB Q4_K_M file
    QVERIFY(near(b.hostLinkSeconds, 8 * ramLayers / 31.5e9));
    // The compute: every layer at the 4090's 330.3 TFLOPS (the GPU does the RAM layers' work too).
    QVERIFY(near(b.computeSeconds, kv::prefillFlops(s.model, s.runtime, 4096) / 330.3e12));
    QVERIFY(b.hostLinkSeconds > 2 * b.computeSeconds);
    QCOMPARE(b.limitedBy, kv::PrefillLimit::HostLink);
    QVERIFY(near(b.firstTokenSeconds, b.hostLinkSeconds));
    // Below llama.cpp's op-offload threshold (micro-batches of 16 tokens) the CPU would multiply the RAM
    // layers, and its peak is unknown around a card: no bound rather than a guess.
    s.llama.ubatchSize = 16;
    s.llama.batchSize = 16;
    QVERIFY(!kv::estimate(s).speed.prefill);
}

void TestPrefill::macStudioM1Max()
{
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario s = onPreset(cat, "llama-3.1-8b", "mac-studio-m1-max-64gb");
    s.promptTokens = 4096;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(e.speed.prefill);
    // Unified memory, the M1 Max's 32-core GPU at 10.4 TFLOPS: 61,574,775,570,432 / 10.4e12 = 5.9206 s.
    QCOMPARE(e.speed.prefill->limitedBy, kv::PrefillLimit::Compute);
    QVERIFY(near(e.speed.prefill->firstTokenSeconds, 61574775570432.0 / 10.4e12));
    QVERIFY(std::abs(e.speed.prefill->firstTokenSeconds - 5.9206515) < 1e-6);
    QCOMPARE(e.speed.prefill->hostLinkSeconds, 0.0);
}

void TestPrefill::unknownPeakGivesNoBound()
{
    // No source gives the Raspberry Pi 5's vector peak, nor the M4's: no prefill bound, never a guessed one.
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario pi = onPreset(cat, "llama-3.1-8b", "raspberry-pi-5-16gb");
    QVERIFY(!kv::estimate(pi).speed.prefill);
    kv::Scenario m4 = onPreset(cat, "llama-3.1-8b", "mac-mini-m4-32gb");
    QVERIFY(!kv::estimate(m4).speed.prefill);
    // The same box with a figure the user typed: a bound (8B, 4096 tokens at 1 TFLOPS: 61.57 s).
    pi.hardware.devices[0].peakTflops = 1.0;
    pi.promptTokens = 4096;
    const kv::Estimate e = kv::estimate(pi);
    QVERIFY(e.speed.prefill);
    QVERIFY(near(e.speed.prefill->computeSeconds, 61574775570432.0 / 1e12));
}

void TestPrefill::promptAndAnswerDefaults()
{
    // Without --prompt / --answer: half the context per user each (defaultConversation): 8192 -> 4096 and 4096.
    const kv::Catalog cat = kvtest::presets();
    const kv::Estimate e = kv::estimate(onPreset(cat, "llama-3.1-8b", "rtx-4090"));
    QVERIFY(e.speed.prefill);
    QCOMPARE(e.speed.prefill->promptTokens, uint64_t(4096));
    QCOMPARE(e.speed.prefill->answerTokens, uint64_t(4096));
}

QTEST_APPLESS_MAIN(TestPrefill)
#include "tst_prefill.moc"
