// The cases of groundtruth/runtime-log-cases.json: KV sizes real runtimes printed in public logs,
// reproduced to the printed MiB (2 decimals). Geometry comes from each case's "arch" and "params".
// Cases that need rules not modelled yet are expected failures with the reason.

#include <QTest>

#include "errors.h"
#include "estimator.h"
#include "groundtruth.h"
#include "vllm/vllm.h"

#include <cmath>

using nlohmann::json;

namespace {

constexpr double kMiB = 1048576.0;

json caseById(const std::string& id)
{
    const json all = kvtest::loadJson("groundtruth/runtime-log-cases.json");
    for (const json& c : all.at("cases"))
        if (c.at("id") == id)
            return c;
    qFatal("no ground-truth case %s", id.c_str());
}

// A dense model spec from a case's "arch" block (n_layers, n_kv_heads, head_dim [, sliding window]).
kv::ModelSpec specFromArch(const json& a, uint32_t nCtxTrain = 131072)
{
    json j{{"id", "case"},
           {"n_layer", a.at("n_layers")},
           {"n_head_kv", a.at("n_kv_heads")},
           {"head_dim", a.at("head_dim")},
           {"n_vocab", 32000},
           {"n_ctx_train", nCtxTrain}};
    if (a.contains("sliding_window")) {
        j["sliding_window"] = a.at("sliding_window");
        j["swa_pattern"] =
            a.contains("swa_pattern") && a.at("swa_pattern").is_number() ? a.at("swa_pattern").get<int>() : 2;
    }
    return kv::modelFromJson(j);
}

kv::Scenario llama(const kv::ModelSpec& m, uint64_t ctx, uint32_t np, const char* k, const char* v, bool fa = true)
{
    kv::Scenario s;
    s.model = m;
    s.llama.ctxSize = ctx;
    s.llama.parallel = np;
    s.typeK = *kv::elemTypeFromName(k);
    s.typeV = *kv::elemTypeFromName(v);
    s.llama.flashAttn = fa ? kv::FlashAttn::On : kv::FlashAttn::Off;
    return s;
}

bool sameMiB(uint64_t bytes, double printedMiB)
{
    return std::fabs(static_cast<double>(bytes) / kMiB - printedMiB) < 0.005;
}

#define COMPARE_MIB(bytes, mib)                                                                                        \
    QVERIFY2(sameMiB((bytes), (mib)),                                                                                  \
             qPrintable(QStringLiteral("%1 MiB, log says %2 MiB").arg(double(bytes) / kMiB, 0, 'f', 3).arg(mib)))

} // namespace

class TestRuntimeLogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gptOss20b131k();
    void qwen25Coder32bQ8();
    void llama31_8bQ8();
    void llama32_3bKvTypes_data();
    void llama32_3bKvTypes();
    void gemma3_270mGrid_data();
    void gemma3_270mGrid();
    void ollamaClampsContext();
    void ikQwen3_32bPadding();
    void ikDeepSeekR1Mla();
    void ikNemotronZeroHeadLayers();
    void vllmLlama8b20k();
    void vllmDeepSeekMla();
    void vllmQwen3NextHybridTp2Fp8();
    void vllmPoolWithoutMachine();
    void vllmPoolFromLogOnSmallerGpu();
};

void TestRuntimeLogs::gptOss20b131k()
{
    const json c = caseById("lcpp-gptoss20b-131k-ub512");
    kv::Scenario s = llama(specFromArch(c.at("arch")), 131072, 1, "f16", "f16");
    s.llama.ubatchSize = 512;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches.size(), size_t(2));
    // non-SWA: 12 layers x 131072 cells; SWA: 12 layers x PAD(128 + 512, 256) = 768 cells.
    QCOMPARE(e.caches[0].kind, kv::CacheKind::Full);
    QCOMPARE(e.caches[0].cellsPerStream, uint64_t(131072));
    COMPARE_MIB(e.caches[0].bytes(), 3072.00);
    COMPARE_MIB(e.caches[0].kBytes, 1536.00);
    QCOMPARE(e.caches[1].kind, kv::CacheKind::Swa);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(768));
    COMPARE_MIB(e.caches[1].bytes(), 18.00);
    COMPARE_MIB(e.memory.kv, c.at("reported").at("total_kv_MiB").get<double>());
}

void TestRuntimeLogs::qwen25Coder32bQ8()
{
    const json c = caseById("lcpp-qwen25-coder-32b-32000-q8");
    const kv::Estimate e = kv::estimate(llama(specFromArch(c.at("arch")), 32000, 1, "q8_0", "q8_0"));
    // 64 layers x 32000 cells x 1024 values x 34/32 bytes, for K and for V.
    COMPARE_MIB(e.memory.kv, 4250.00);
    COMPARE_MIB(e.caches[0].kBytes, 2125.00);
    COMPARE_MIB(e.caches[0].vBytes, 2125.00);
}

void TestRuntimeLogs::llama31_8bQ8()
{
    const json c = caseById("lcpp-llama31-8b-4k-q8");
    const kv::Estimate e = kv::estimate(llama(specFromArch(c.at("arch")), 4096, 1, "q8_0", "q8_0"));
    COMPARE_MIB(e.memory.kv, 272.00);
    COMPARE_MIB(e.caches[0].kBytes, 136.00);
}

void TestRuntimeLogs::llama32_3bKvTypes_data()
{
    QTest::addColumn<QString>("k");
    QTest::addColumn<QString>("v");
    QTest::addColumn<bool>("fa");
    QTest::addColumn<double>("kOnlyMiB");
    QTest::addColumn<double>("totalMiB");
    // The fork's table: K-only quantisation runs without flash attention (V stays f16).
    QTest::addRow("f16/f16") << "f16"
                             << "f16" << false << 224.0 << 448.0;
    QTest::addRow("bf16/f16") << "bf16"
                              << "f16" << false << 224.0 << 448.0;
    QTest::addRow("q8_0/f16") << "q8_0"
                              << "f16" << false << 119.0 << 343.0;
    QTest::addRow("q4_0/f16") << "q4_0"
                              << "f16" << false << 63.0 << 287.0;
    QTest::addRow("q4_1/f16") << "q4_1"
                              << "f16" << false << 70.0 << 294.0;
    QTest::addRow("q5_0/f16") << "q5_0"
                              << "f16" << false << 77.0 << 301.0;
    QTest::addRow("q5_1/f16") << "q5_1"
                              << "f16" << false << 84.0 << 308.0;
    QTest::addRow("q4_0/q4_0 FA") << "q4_0"
                                  << "q4_0" << true << 63.0 << 126.0;
}

void TestRuntimeLogs::llama32_3bKvTypes()
{
    QFETCH(QString, k);
    QFETCH(QString, v);
    QFETCH(bool, fa);
    QFETCH(double, kOnlyMiB);
    QFETCH(double, totalMiB);
    const json c = caseById("lcpp-fork-llama32-3b-4k-kvtypes");
    const kv::Estimate e = kv::estimate(
        llama(specFromArch(c.at("arch")), 4096, 1, k.toLatin1().constData(), v.toLatin1().constData(), fa));
    QVERIFY(!e.refusal);
    COMPARE_MIB(e.caches[0].kBytes, kOnlyMiB);
    COMPARE_MIB(e.memory.kv, totalMiB);
}

void TestRuntimeLogs::gemma3_270mGrid_data()
{
    QTest::addColumn<quint64>("ctx");
    QTest::addColumn<quint32>("np");
    QTest::addColumn<double>("mib");
    const json rep = caseById("lcpp-server-gemma3-270m-grid").at("reported");
    for (const auto& [key, value] : rep.items()) {
        // "ctx4096_np2" -> 4096, 2
        const size_t us = key.find("_np");
        const quint64 ctx = std::stoull(key.substr(3, us - 3));
        const quint32 np = static_cast<quint32>(std::stoul(key.substr(us + 3)));
        QTest::addRow("%s", key.c_str()) << ctx << np << value.get<double>();
    }
}

void TestRuntimeLogs::gemma3_270mGrid()
{
    QFETCH(quint64, ctx);
    QFETCH(quint32, np);
    QFETCH(double, mib);
    const json a = caseById("lcpp-server-gemma3-270m-grid").at("arch");
    // 18 layers, 1 KV head of 256, window 512, pattern 6 (3 global layers, 15 SWA).
    const kv::ModelSpec m = kv::modelFromJson({{"id", "gemma3-270m"},
                                               {"n_layer", a.at("n_layers")},
                                               {"n_head_kv", a.at("n_kv_heads")},
                                               {"head_dim", a.at("head_dim")},
                                               {"sliding_window", a.at("sliding_window")},
                                               {"swa_pattern", a.at("swa_pattern")},
                                               {"n_ctx_train", 32768}});
    QCOMPARE(kv::census(m).swa, a.at("swa_layers").get<uint32_t>());
    const kv::Estimate e = kv::estimate(llama(m, ctx, np, "f16", "f16"));
    COMPARE_MIB(e.memory.kv, mib);
}

void TestRuntimeLogs::ollamaClampsContext()
{
    const json c = caseById("ollama-0.16-orca-mini-3b-ctx-capped");
    kv::Scenario s;
    s.model = specFromArch(c.at("arch"), 2048);
    s.runtime = kv::Runtime::Ollama;
    s.ollama.release = kv::OllamaRelease::V0_24; // the log's 0.16.3 estimator is the pre-0.30 runners'
    s.contextPerUser = 4096;                     // num_ctx requested; Ollama clamps it to n_ctx_train 2048
    s.users = 1;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.runtime.numCtx, uint64_t(2048));
    QCOMPARE(e.runtime.nCtx, uint64_t(2048));
    // 26 layers x 2048 x (3200 + 3200) x 2 bytes = 681574400 = 650.0 MiB: Ollama's figure, and the allocation.
    QVERIFY(e.view<kv::OllamaPreflight>());
    QCOMPARE(e.view<kv::OllamaPreflight>()->kvBytes, uint64_t(681574400));
    COMPARE_MIB(e.view<kv::OllamaPreflight>()->kvBytes, 650.0);
    COMPARE_MIB(e.memory.kv, 650.0);
    const bool clampWarned = std::any_of(e.warnings.begin(), e.warnings.end(), [](const kv::Warning& w) {
        return kv::codeName(w.code) == "context-clamped";
    });
    QVERIFY(clampWarned);
}

void TestRuntimeLogs::ikQwen3_32bPadding()
{
    // ik_llama.cpp pads the same way as mainline here: -c 16768 becomes 16896 cells.
    const json c = caseById("ik-qwen3-32b-16768-q8-pad");
    const kv::Estimate e = kv::estimate(llama(specFromArch(c.at("arch")), 16768, 1, "q8_0", "q8_0"));
    QCOMPARE(e.runtime.nCtx, uint64_t(16896));
    COMPARE_MIB(e.memory.kv, 2244.00);
    COMPARE_MIB(e.caches[0].kBytes, 1122.00);
}

void TestRuntimeLogs::ikDeepSeekR1Mla()
{
    // 61 MLA layers x 65536 cells x 576 q8_0 values (18 blocks x 34 B) = 2333.25 MiB, K only.
    const json a = caseById("ik-deepseek-r1-64k-mla2-q8").at("arch");
    const kv::ModelSpec m = kv::modelFromJson(
        {{"id", "deepseek-r1"},
         {"n_layer", a.at("n_layers")},
         {"n_head_kv", a.at("n_heads")},
         {"head_dim_k", a.at("qk_head_dim")},
         {"head_dim_v", a.at("v_head_dim")},
         {"mla", {{"kv_lora_rank", a.at("kv_lora_rank")}, {"qk_rope_head_dim", a.at("qk_rope_head_dim")}}},
         {"n_ctx_train", 163840}});
    const kv::Estimate e = kv::estimate(llama(m, 65536, 1, "q8_0", "q8_0"));
    QCOMPARE(e.caches.size(), size_t(1));
    QCOMPARE(e.caches[0].kind, kv::CacheKind::Mla);
    QCOMPARE(e.caches[0].vBytes, uint64_t(0));
    COMPARE_MIB(e.memory.kv, 2333.25);
}

void TestRuntimeLogs::ikNemotronZeroHeadLayers()
{
    // The log's per-layer n_head_kv list: 64 layers with 8 KV heads, 98 with none.
    const json c = caseById("ik-nemotron-ultra-253b-12k-mixed");
    const std::string quote = c.at("quote");
    const size_t start = quote.find('[', quote.find("n_head_kv"));
    const size_t end = quote.find(']', start);
    const json heads = json::parse(quote.substr(start, end - start + 1));
    QCOMPARE(heads.size(), size_t(162));
    const kv::ModelSpec m = kv::modelFromJson(
        {{"id", "nemotron-ultra"}, {"n_layer", 162}, {"n_head_kv", heads}, {"head_dim", 128}, {"n_ctx_train", 131072}});
    QCOMPARE(kv::census(m).full, 64u);
    const kv::Estimate e = kv::estimate(llama(m, 12228, 1, "q8_0", "q4_0"));
    QCOMPARE(e.runtime.nCtx, uint64_t(12288));
    COMPARE_MIB(e.caches[0].kBytes, 816.00);
    COMPARE_MIB(e.caches[0].vBytes, 432.00);
    COMPARE_MIB(e.memory.kv, 1248.00);
}

void TestRuntimeLogs::vllmLlama8b20k()
{
    // "Memory profiling results: total_gpu_memory=23.58GiB ... peak_torch_memory=17.06GiB
    //  non_torch_memory=0.35GiB kv_cache_size=3.81GiB gpu_memory_utilization=0.90", weights 14.9888 GiB
    // (vLLM prints GiB as "GB"), "GPU blocks: 1952", "Maximum concurrency for 20000 tokens: 1.56x".
    const json c = caseById("vllm-v0-llama31-8b-3090-20k");
    const json& rep = c.at("reported");
    constexpr double kGiB = 1073741824.0;
    kv::Scenario s;
    s.model = specFromArch(c.at("arch"));
    s.runtime = kv::Runtime::Vllm;
    s.contextPerUser = 20000;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.hardware.devices = {
        {"GPU 0", kv::DeviceKind::Gpu, uint64_t(rep.at("total_gpu_memory_GiB").get<double>() * kGiB)}};
    s.vllm.gpuMemoryUtilization = 0.9;
    s.vllm.maxModelLen = 20000;
    const double weights = rep.at("model_weights_GB").get<double>();
    s.vllm.weightsBytes = uint64_t(weights * kGiB);
    s.vllm.activationPeakBytes = uint64_t((rep.at("peak_torch_memory_GiB").get<double>() - weights) * kGiB);
    s.vllm.nonTorchBytes = uint64_t(rep.at("non_torch_memory_GiB").get<double>() * kGiB);
    kv::Estimate e = kv::estimate(s);
    QVERIFY(e.view<kv::VllmPool>());
    // One block: 16 tokens x 32 layers x 2 (K, V) x 8 heads x 128 x 2 bytes = 2 MiB.
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(2097152));
    // 0.9 x 23.58 - 17.06 - 0.35 = 3.812 GiB, which the log prints as 3.81.
    QVERIFY(std::fabs(e.view<kv::VllmPool>()->kvPoolBytes / kGiB - 3.81) < 0.005);
    // The log's figures are rounded to 0.01 GiB (5 MiB = 2.5 blocks each): 1951 from them, 1952 logged.
    QVERIFY(std::abs(int64_t(e.view<kv::VllmPool>()->numBlocks) - rep.at("gpu_blocks").get<int64_t>()) <= 3);
    // The pool of the logged run (1952 whole blocks) reproduces blocks, tokens and concurrency exactly.
    s.vllm.kvPoolBytes = uint64_t(1952) * 2097152;
    e = kv::estimate(s);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(1952));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(31232));
    QCOMPARE(QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2) + QLatin1Char('x'),
             QString::fromStdString(rep.at("max_concurrency").get<std::string>()));
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    // Two users of 20000 tokens need 2 x 1250 blocks: more than vLLM holds at once.
    s.users = 2;
    e = kv::estimate(s);
    QCOMPARE(e.verdict, kv::Verdict::DoesNotFit);
    QVERIFY(std::any_of(e.warnings.begin(), e.warnings.end(),
                        [](const kv::Warning& w) { return kv::codeName(w.code) == "vllm-concurrency-below-users"; }));
}

void TestRuntimeLogs::vllmDeepSeekMla()
{
    // "To serve at least one request with the models's max seq len (32768), (0.95 GiB KV cache is needed,
    //  which is larger than the available KV cache memory (0.93 GiB)."
    const json a = caseById("vllm-v1-deepseek-v2-lite-mla-32k").at("arch");
    kv::Scenario s;
    s.model = kv::modelFromJson(
        {{"id", "deepseek-v2-lite"},
         {"n_layer", a.at("n_layers")},
         {"n_head_kv", a.at("n_heads")},
         {"head_dim_k", a.at("qk_nope_head_dim").get<int>() + a.at("qk_rope_head_dim").get<int>()},
         {"head_dim_v", a.at("v_head_dim")},
         {"mla", {{"kv_lora_rank", a.at("kv_lora_rank")}, {"qk_rope_head_dim", a.at("qk_rope_head_dim")}}}});
    s.runtime = kv::Runtime::Vllm;
    s.contextPerUser = 32768;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, 22ull << 30}};
    s.vllm.kvPoolBytes = uint64_t(0.93 * 1073741824.0);
    // One request: 27 layers x 576 latent values x 2 bytes x 32768 tokens = 1019215872 bytes = 0.95 GiB.
    QCOMPARE(kv::vllmRequestBytes(s, 32768), uint64_t(1019215872));
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.verdict, kv::Verdict::DoesNotFit);
    const auto w = std::find_if(e.warnings.begin(), e.warnings.end(), [](const kv::Warning& x) {
        return kv::codeName(x.code) == "vllm-cannot-serve-one-request";
    });
    QVERIFY(w != e.warnings.end());
    QCOMPARE(w->args.at(0), std::string("1019215872"));
}

// vllm-project/vllm#26646: Qwen3-Next 80B-A3B (Intel's int4 AutoRound weights), vLLM V1 of October 2025,
// `--tensor-parallel-size 2 --max-model-len 215040 --dtype float16 --kv-cache-dtype fp8_e5m2`:
//   "GPU KV cache size: 90,048 tokens", "Maximum concurrency for 215,040 tokens per request: 1.66x".
// The thread prints no pool ("Available KV cache memory"); both lines together pin the block ids it held.
// Per GPU: attention 2 (K, V) x 1 KV head x 256 x 1 byte = 512 bytes a token a layer; the Gated DeltaNet
// state in float16: (3 x (2 x 16 x 128 + 32 x 128) / 2 + 16 x 128 x 128) x 2 = 548864 bytes a layer.
//   block = 16 x cdiv(548864, 16 x 512) = 16 x 67 = 1072 tokens; page 1072 x 512 = 548864 (no padding)
//   12 attention + 36 DeltaNet layers, groups of 12: 1 + 3 = 4 groups; a block id = 12 pages = 6586368 bytes
//   tokens = num_blocks / 4 x 1072 = 90048 -> num_blocks / 4 = 84 -> 336..339 block ids
//   a request: cdiv(215040, 1072) = 201 attention blocks + 3 state blocks = 204;
//   concurrency num_blocks / 204: 336 -> 1.647, 337 -> 1.652 ("1.65x"), 338 -> 1.657, 339 -> 1.662 ("1.66x")
void TestRuntimeLogs::vllmQwen3NextHybridTp2Fp8()
{
    const json c = caseById("vllm-v1-qwen3-next-80b-tp2-fp8-215k");
    const json& rep = c.at("reported");
    const json& p = c.at("params");
    kv::Scenario s;
    s.model = *kvtest::presets().findModel("qwen3-next-80b-a3b");
    QCOMPARE(s.model.layers.size(), size_t(c.at("arch").at("n_layers").get<int>()));
    s.runtime = kv::Runtime::Vllm;
    s.contextPerUser = p.at("max_model_len").get<uint64_t>();
    s.typeK = s.typeV = kv::ElemType::FP8; // fp8_e5m2: one byte an element
    s.vllm.fp8E5m2 = true;
    s.vllm.maxModelLen = p.at("max_model_len").get<uint64_t>();
    s.vllm.maxNumSeqs = p.at("max_num_seqs").get<uint32_t>();
    s.vllm.gpuMemoryUtilization = p.at("gpu_memory_utilization").get<double>();
    s.vllm.tensorParallel = p.at("tp").get<uint32_t>();
    const uint64_t blockId = 12ull * 1072 * 512;
    QCOMPARE(blockId, uint64_t(6586368));
    for (const uint64_t blocks : {336ull, 337ull, 338ull, 339ull}) {
        s.vllm.kvPoolBytes = blocks * blockId;
        const kv::Estimate e = kv::estimate(s);
        QVERIFY(e.view<kv::VllmPool>());
        QVERIFY(!e.refusal);
        QCOMPARE(e.view<kv::VllmPool>()->blockBytes, blockId);
        QCOMPARE(e.view<kv::VllmPool>()->numBlocks, blocks);
        QCOMPARE(e.view<kv::VllmPool>()->kvTokens, rep.at("kv_tokens").get<uint64_t>()); // 84 x 1072 for each
        QCOMPARE(e.view<kv::VllmPool>()->maxConcurrency, double(blocks) / 204.0);
        QVERIFY(e.runtime.launch.find(" --kv-cache-dtype fp8_e5m2") != std::string::npos); // as the log ran it
        const QString printed = QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2) + QLatin1Char('x');
        QCOMPARE(printed == QString::fromStdString(rep.at("max_concurrency").get<std::string>()), blocks >= 338);
    }
    // The run's kv_cache_dtype matters: with bf16 KV the block is 16 x cdiv(548864, 16 x 1024) = 544 tokens
    // (1024 bytes a token), and no pool gives 90048 tokens (not a multiple of 544).
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.vllm.kvPoolBytes = 338 * blockId;
    const kv::Estimate bf16 = kv::estimate(s);
    QCOMPARE(bf16.view<kv::VllmPool>()->blockBytes, 12ull * 544 * 1024);
    QCOMPARE(bf16.view<kv::VllmPool>()->kvTokens % 544, uint64_t(0));
    QVERIFY(90048 % 544 != 0);
}

// The pool a vLLM log reports ("Available KV cache memory: 10.00 GiB") answers blocks, tokens and
// concurrency on its own, with or without a machine.
void TestRuntimeLogs::vllmPoolWithoutMachine()
{
    const json a = caseById("vllm-v0-llama31-8b-3090-20k").at("arch");
    constexpr uint64_t kGiB = uint64_t(1) << 30;
    kv::Scenario s;
    s.model = specFromArch(a);
    s.runtime = kv::Runtime::Vllm;
    s.contextPerUser = 20000;
    s.users = 4;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.vllm.kvPoolBytes = 10 * kGiB;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(e.view<kv::VllmPool>());
    // bf16 KV per token: 32 layers x 2 (K, V) x 8 heads x 128 x 2 bytes = 131072 bytes (128 KiB).
    const uint64_t perToken = 32ull * 2 * 8 * 128 * 2;
    QCOMPARE(perToken, uint64_t(131072));
    QCOMPARE(e.kvBytesPerToken, perToken);
    // A block is 16 tokens: 16 x 131072 = 2 MiB. blocks = floor(10 GiB / 2 MiB) = 5120.
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, 16 * perToken);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, 10 * kGiB / (16 * perToken));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(5120));
    // tokens = 5120 x 16 = 81920; concurrency = 81920 / max_model_len 20000 = 4.096.
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(81920));
    QCOMPARE(e.view<kv::VllmPool>()->maxConcurrency, 81920.0 / 20000.0);
    QCOMPARE(e.view<kv::VllmPool>()->kvPoolBytes, 10 * kGiB);
    QCOMPARE(e.view<kv::VllmPool>()->reservedBytes, uint64_t(0)); // no machine: no reservation
    QCOMPARE(e.verdict, kv::Verdict::Unknown);
    QVERIFY(e.warnings.end() == std::find_if(e.warnings.begin(), e.warnings.end(), [](const kv::Warning& w) {
                return kv::codeName(w.code).rfind("vllm-c", 0) == 0;
            }));
    // Five users: 4.096 requests fit at once, the fifth waits; 4.096 / user is known without a machine.
    s.users = 5;
    const kv::Estimate five = kv::estimate(s);
    const auto w = std::find_if(five.warnings.begin(), five.warnings.end(), [](const kv::Warning& x) {
        return kv::codeName(x.code) == "vllm-concurrency-below-users";
    });
    QVERIFY(w != five.warnings.end());
    QCOMPARE(w->args, (std::vector<std::string>{"4.10", "5"}));
    // One request of 131072 tokens needs 8192 blocks (16 GiB), more than the pool holds.
    s.users = 1;
    s.contextPerUser = 131072;
    s.vllm.maxModelLen = 131072;
    const kv::Estimate longOne = kv::estimate(s);
    const auto refused = std::find_if(longOne.warnings.begin(), longOne.warnings.end(), [](const kv::Warning& x) {
        return kv::codeName(x.code) == "vllm-cannot-serve-one-request";
    });
    QVERIFY(refused != longOne.warnings.end());
    QCOMPARE(refused->args, (std::vector<std::string>{std::to_string(8192ull * 16 * perToken),
                                                      std::to_string(5120ull * 16 * perToken)}));
}

// vLLM computed its pool as reservation - weights - activation peak - non-torch and started: a plan with
// that pool must not come out "does not fit" on the GPU because kvplanner estimates the rest higher.
void TestRuntimeLogs::vllmPoolFromLogOnSmallerGpu()
{
    const json a = caseById("vllm-v0-llama31-8b-3090-20k").at("arch");
    constexpr uint64_t kGiB = uint64_t(1) << 30;
    kv::Scenario s;
    s.model = specFromArch(a);
    s.runtime = kv::Runtime::Vllm;
    s.contextPerUser = 20000;
    s.users = 4;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, 24 * kGiB}};
    s.vllm.weightsBytes = 15 * kGiB; // kvplanner's figure for the rest: 15 + 1 + 0.5 GiB = 16.5 GiB
    s.vllm.activationPeakBytes = 1 * kGiB;
    s.vllm.nonTorchBytes = kGiB / 2;
    s.vllm.kvPoolBytes = 10 * kGiB;
    const kv::Estimate e = kv::estimate(s);
    // reservation = floor(0.9 x 24 GiB) = 23193511526 bytes; the pool leaves 23193511526 - 10 GiB =
    // 12456093286 bytes for the rest, less than the 16.5 GiB estimated.
    const uint64_t reserved = uint64_t(0.9 * double(24 * kGiB));
    QCOMPARE(e.view<kv::VllmPool>()->reservedBytes, reserved);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(5120));
    QCOMPARE(e.devices.size(), size_t(1));
    QCOMPARE(e.devices[0].memory.kv, 10 * kGiB);
    QCOMPARE(e.devices[0].used(), reserved); // vLLM takes the reservation, no more
    QVERIFY(e.devices[0].fits);
    QCOMPARE(e.verdict, kv::Verdict::Fits); // 4 users <= 4.096 at once
    const auto w = std::find_if(e.warnings.begin(), e.warnings.end(),
                                [](const kv::Warning& x) { return kv::codeName(x.code) == "vllm-pool-leaves-less"; });
    QVERIFY(w != e.warnings.end());
    QCOMPARE(w->args, (std::vector<std::string>{std::to_string(10 * kGiB), std::to_string(reserved - 10 * kGiB),
                                                std::to_string(16 * kGiB + kGiB / 2)}));
    // Without the pool, kvplanner's own figures leave 23193511526 - 16.5 GiB = 5.9 GiB: 3025 blocks,
    // 1.94 requests of 20000 tokens, fewer than the 4 users.
    s.vllm.kvPoolBytes.reset();
    const kv::Estimate own = kv::estimate(s);
    QCOMPARE(own.view<kv::VllmPool>()->numBlocks, (reserved - (16 * kGiB + kGiB / 2)) / (2ull << 20));
    QCOMPARE(own.verdict, kv::Verdict::DoesNotFit);
}

QTEST_APPLESS_MAIN(TestRuntimeLogs)
#include "tst_runtime_logs.moc"
