// Hand-worked cases for every llama.cpp / Ollama / ideal rule of DESIGN §4, each with its arithmetic.

#include <QTest>

#include <fstream>

#include "hardware.h"
#include "llamacpp/rules.h"

#include "checked.h"
#include "errors.h"
#include "estimator.h"
#include "specs.h"
#include "vllm/vllm.h"

namespace {

kv::Scenario scenario(const kv::ModelSpec& m, uint64_t ctxPerUser, uint32_t users)
{
    kv::Scenario s;
    s.model = m;
    s.contextPerUser = ctxPerUser;
    s.users = users;
    return s;
}

bool hasWarning(const kv::Estimate& e, const std::string& code)
{
    return std::any_of(e.warnings.begin(), e.warnings.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planner_mapsContextAndUsers();
    void nonUnified_streamsGrowTotal();
    void unified_oneStream();
    void batchClampsToUnpaddedRequest();
    void swa_windowPlusUbatch();
    void swa_full();
    void swa_unifiedScalesWindowBySequences();
    void mla_kOnly();
    void chunked_sizedLikeSwa();
    void chunked_swaFullAndUnified();
    void chunked_ollamaFollowsLlamaCpp();
    void chunked_ideal();
    void chunked_vllmPages();
    void chunked_measured_data();
    void chunked_measured();
    void refusals_data();
    void refusals();
    void recurrent_constantInContext();
    void recurrent_unifiedStillPerSequence();
    void zeroHeadLayersCacheNothing();
    void outputBuffer();
    void computeWithoutFlashAttentionAddsScores();
    void computeOverride();
    void ollama_fallsBackToF16WithoutFlashAttention();
    void ollama_launch();
    void ideal_noPadding();
    void hugeNumbersDoNotWrap();
    void absurdInputs_data();
    void absurdInputs();
    void verdictsAndLimits();
    void sweepIsMonotone();
    void deterministic();
    void serverDefaults_fourUnifiedSlots();
    void serverDefaults_ctxZeroIsTrainingTimesSlots();
    void serverDefaults_fitMeasured_data();
    void serverDefaults_fitMeasured();
    void serverDefaults_fitsOnMachine();
    void serverMayGrow();
    void growthLandsOnTheHost();
};

void TestRules::planner_mapsContextAndUsers()
{
    // 8192 tokens per user x 4 users -> llama-server -c 32768 -np 4; each sequence 8192 cells.
    const kv::Estimate e = kv::estimate(scenario(kvtest::llamaLike(), 8192, 4));
    QCOMPARE(e.runtime.nCtxRequested, uint64_t(32768));
    QCOMPARE(e.runtime.nSeq, 4u);
    QCOMPARE(e.runtime.nCtxSeq, uint64_t(8192));
    QCOMPARE(e.runtime.streams, 4u);
    // 32 layers x 8192 cells x 4 streams x (1024 + 1024) values x 2 bytes = 4 GiB.
    QCOMPARE(e.memory.kv, uint64_t(32) * 8192 * 4 * 2048 * 2);
    QVERIFY(e.runtime.launch.find("-c 32768 -np 4") != std::string::npos);
}

void TestRules::nonUnified_streamsGrowTotal()
{
    // -c 1000 -np 3: pad(1000) = 1024; 1024 / 3 = 341 -> pad 512 per sequence; total 1536 cells (grew).
    kv::Scenario s = scenario(kvtest::llamaLike(), 1, 1);
    s.llama.ctxSize = 1000;
    s.llama.parallel = 3;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.runtime.nCtxSeq, uint64_t(512));
    QCOMPARE(e.runtime.nCtx, uint64_t(1536));
    QCOMPARE(e.caches[0].streams, 3u);
    QCOMPARE(e.memory.kv, uint64_t(32) * 1536 * 2048 * 2);
}

void TestRules::unified_oneStream()
{
    // --kv-unified -c 1000 -np 3: one stream of pad(1000) = 1024 cells shared by all sequences.
    kv::Scenario s = scenario(kvtest::llamaLike(), 1, 1);
    s.llama.ctxSize = 1000;
    s.llama.parallel = 3;
    s.llama.kvUnified = true;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.runtime.nCtx, uint64_t(1024));
    QCOMPARE(e.runtime.nCtxSeq, uint64_t(1024));
    QCOMPARE(e.caches[0].streams, 1u);
    QCOMPARE(e.caches[0].cellsPerStream, uint64_t(1024));
}

void TestRules::batchClampsToUnpaddedRequest()
{
    // -c 300: n_batch = min(300, 2048) = 300 and n_ubatch = min(300, 512) = 300, although n_ctx pads to 512.
    kv::Scenario s = scenario(kvtest::llamaLike(), 300, 1);
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.runtime.nBatch, 300u);
    QCOMPARE(e.runtime.nUbatch, 300u);
    QCOMPARE(e.runtime.nCtx, uint64_t(512));
    // -c 8192 with server defaults: n_batch 2048, n_ubatch 512.
    const kv::Estimate f = kv::estimate(scenario(kvtest::llamaLike(), 8192, 1));
    QCOMPARE(f.runtime.nBatch, 2048u);
    QCOMPARE(f.runtime.nUbatch, 512u);
}

void TestRules::swa_windowPlusUbatch()
{
    // swa-like: 4 SWA layers (window 1000), 2 full; 2 KV heads x 64 = 128 values for K and V.
    // 16384 tokens, 1 user: SWA cells = pad(min(16384, 1000 + 512)) = pad(1512) = 1536.
    const kv::Estimate e = kv::estimate(scenario(kvtest::swaLike(), 16384, 1));
    QCOMPARE(e.caches.size(), size_t(2));
    QCOMPARE(e.caches[0].kind, kv::CacheKind::Full);
    QCOMPARE(e.caches[0].layers, 2u);
    QCOMPARE(e.caches[0].bytes(), uint64_t(2) * 16384 * 128 * 2 * 2);
    QCOMPARE(e.caches[1].kind, kv::CacheKind::Swa);
    QCOMPARE(e.caches[1].layers, 4u);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(1536));
    QCOMPARE(e.caches[1].bytes(), uint64_t(4) * 1536 * 128 * 2 * 2);
    // Smaller context than the window: 1024 cells, min(1024, 1512) = 1024.
    const kv::Estimate small = kv::estimate(scenario(kvtest::swaLike(), 1024, 1));
    QCOMPARE(small.caches[1].cellsPerStream, uint64_t(1024));
    // With -ub 128: pad(1000 + 128) = 1280.
    kv::Scenario s = scenario(kvtest::swaLike(), 16384, 1);
    s.llama.ubatchSize = 128;
    QCOMPARE(kv::estimate(s).caches[1].cellsPerStream, uint64_t(1280));
}

void TestRules::swa_full()
{
    kv::Scenario s = scenario(kvtest::swaLike(), 16384, 1);
    s.llama.swaFull = true;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(16384));
    QVERIFY(e.runtime.launch.find("--swa-full") != std::string::npos);
}

void TestRules::swa_unifiedScalesWindowBySequences()
{
    // --kv-unified with 4 sequences of 8192: one stream of 32768 cells; SWA keeps
    // pad(min(32768, 1000 x 4 + 512)) = pad(4512) = 4608 cells.
    kv::Scenario s = scenario(kvtest::swaLike(), 8192, 4);
    s.llama.kvUnified = true;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches[1].streams, 1u);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(4608));
}

void TestRules::mla_kOnly()
{
    // 4 MLA layers, latent 512 + rope 64 = 576 values per token, K only: 4 x 4096 x 576 x 2 bytes.
    const kv::ModelSpec m = kv::modelFromJson({{"id", "mla"},
                                               {"n_layer", 4},
                                               {"n_head_kv", 16},
                                               {"head_dim_k", 192},
                                               {"head_dim_v", 128},
                                               {"mla", {{"kv_lora_rank", 512}, {"qk_rope_head_dim", 64}}}});
    const kv::Estimate e = kv::estimate(scenario(m, 4096, 1));
    QCOMPARE(e.caches.size(), size_t(1));
    QCOMPARE(e.caches[0].kind, kv::CacheKind::Mla);
    QCOMPARE(e.caches[0].kBytes, uint64_t(4) * 4096 * 576 * 2);
    QCOMPARE(e.caches[0].vBytes, uint64_t(0));
    QCOMPARE(e.kvBytesPerToken, uint64_t(4) * 576 * 2);
}

void TestRules::chunked_sizedLikeSwa()
{
    // Llama 4 Scout geometry, 32768 tokens, 1 user, f16 (llama-server -c 32768 -np 1). llama.cpp keeps the
    // 36 chunked layers in its SWA cache (llama_kv_cache_iswa, n_swa = 8192):
    //   chunked cells = pad256(min(32768, 8192 x 1 + n_ubatch 512)) = pad256(8704) = 8704
    //   chunked bytes = 36 layers x 8704 cells x (1024 K + 1024 V) x 2 bytes = 1283457024
    //   full bytes    = 12 layers x 32768 cells x 2048 x 2 bytes           = 1610612736
    const kv::ModelSpec m = kvtest::scoutLike();
    QCOMPARE(kv::census(m).chunked, 36u);
    QCOMPARE(kv::census(m).full, 12u);
    QCOMPARE(m.layers[3].attn, kv::AttnKind::Full);
    QCOMPARE(m.layers[47].attn, kv::AttnKind::Full);
    QCOMPARE(m.layers[46].attn, kv::AttnKind::Chunked);
    const kv::Estimate e = kv::estimate(scenario(m, 32768, 1));
    QCOMPARE(e.caches.size(), size_t(2));
    QCOMPARE(e.caches[0].kind, kv::CacheKind::Full);
    QCOMPARE(e.caches[0].layers, 12u);
    QCOMPARE(e.caches[0].cellsPerStream, uint64_t(32768));
    QCOMPARE(e.caches[0].bytes(), uint64_t(1610612736));
    QCOMPARE(e.caches[1].kind, kv::CacheKind::Chunked);
    QCOMPARE(e.caches[1].layers, 36u);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(8704));
    QCOMPARE(e.caches[1].kBytes, uint64_t(36) * 8704 * 1024 * 2);
    QCOMPARE(e.caches[1].bytes(), uint64_t(1283457024));
    QCOMPARE(e.memory.kv, uint64_t(1610612736) + 1283457024);
    QCOMPARE(kv::cacheKindId(e.caches[1].kind), std::string_view("chunked"));
    // Below the chunk the cache holds the whole context: 4096 tokens, min(4096, 8704) = 4096 cells.
    QCOMPARE(kv::estimate(scenario(m, 4096, 1)).caches[1].cellsPerStream, uint64_t(4096));
    // 4 users of 32768 (-c 131072 -np 4): 4 streams of 32768; chunked pad256(min(32768, 8192 + 512)) = 8704 each.
    const kv::Estimate four = kv::estimate(scenario(m, 32768, 4));
    QCOMPARE(four.caches[1].streams, 4u);
    QCOMPARE(four.caches[1].cellsPerStream, uint64_t(8704));
    QCOMPARE(four.caches[1].bytes(), uint64_t(4) * 1283457024);
}

void TestRules::chunked_swaFullAndUnified()
{
    // --swa-full: the chunked layers keep the whole context too, 36 x 32768 x 4096 = 4831838208 bytes.
    kv::Scenario s = scenario(kvtest::scoutLike(), 32768, 1);
    s.llama.swaFull = true;
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(32768));
    QCOMPARE(e.caches[1].bytes(), uint64_t(4831838208));
    // --kv-unified, 4 users of 32768: one stream of 131072 cells; the chunked layers keep
    // pad256(min(131072, 8192 x 4 + 512)) = pad256(33280) = 33280 cells.
    s = scenario(kvtest::scoutLike(), 32768, 4);
    s.llama.kvUnified = true;
    e = kv::estimate(s);
    QCOMPARE(e.caches[1].streams, 1u);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(33280));
    // Flash attention off changes nothing in the cache sizes (f16 V needs no flash attention).
    s = scenario(kvtest::scoutLike(), 32768, 1);
    s.llama.flashAttn = kv::FlashAttn::Off;
    QCOMPARE(kv::estimate(s).memory.kv, uint64_t(1610612736) + 1283457024);
}

void TestRules::chunked_ollamaFollowsLlamaCpp()
{
    // Ollama v0.32.15 runs llama-server -c 32768 -np 1 -b 1024 -ub 1024 (num_ctx 32768 > 4096: its 1024
    // batch): pad(8192 + 1024) = 9216 chunked cells, 36 x 9216 x 4096 = 1358954496 next to the full 12.
    kv::Scenario s = scenario(kvtest::scoutLike(), 32768, 1);
    s.runtime = kv::Runtime::Ollama;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches[1].kind, kv::CacheKind::Chunked);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(9216));
    QCOMPARE(e.memory.kv, uint64_t(1610612736) + 1358954496);
}

void TestRules::chunked_ideal()
{
    // On demand, a chunked layer holds the tokens since its current chunk began; on the way to 32768
    // tokens that peaked at the whole chunk, 8192: 36 x 8192 x 4096 + 12 x 32768 x 4096 = 2818572288.
    kv::Scenario s = scenario(kvtest::scoutLike(), 32768, 1);
    s.runtime = kv::Runtime::Ideal;
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches[1].kind, kv::CacheKind::Chunked);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(8192));
    QCOMPARE(e.memory.kv, uint64_t(36) * 8192 * 4096 + uint64_t(12) * 32768 * 4096);
    QCOMPARE(e.memory.kv, uint64_t(2818572288));
    // Inside the first chunk every layer holds every token: 48 x 5000 x 4096.
    s.contextPerUser = 5000;
    QCOMPARE(kv::estimate(s).memory.kv, uint64_t(48) * 5000 * 4096);
    // The llama.cpp estimate carries the same baseline.
    QCOMPARE(kv::estimate(scenario(kvtest::scoutLike(), 32768, 1)).idealKvBytes, uint64_t(2818572288));
}

void TestRules::chunked_vllmPages()
{
    // vLLM, bf16, block 16, max_num_batched_tokens 8192, max_model_len 32768. One page of one layer:
    // 16 tokens x 8 heads x (128 + 128) x 2 bytes = 65536 bytes.
    //   full layer    cdiv(32768, 16)                        = 2048 pages
    //   chunked layer cdiv(min(8192 + 8192, 32768), 16)      = 1024 pages (ChunkedLocalAttentionSpec;
    //                 a sliding window of 8192 would take cdiv(8191 + 8192, 16) + 1 = 1025)
    //   request       (12 x 2048 + 36 x 1024) x 65536        = 4026531840 bytes
    kv::Scenario s = scenario(kvtest::scoutLike(), 32768, 1);
    s.runtime = kv::Runtime::Vllm;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, 80ull << 30}};
    s.vllm.kvPoolBytes = 20ull << 30;
    QCOMPARE(kv::vllmRequestBytes(s, 32768), uint64_t(4026531840));
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches.size(), size_t(2));
    QCOMPARE(e.caches[1].kind, kv::CacheKind::Chunked);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(1024) * 16);
    QCOMPARE(e.caches[1].bytes(), uint64_t(36) * 1024 * 65536);
    // The pool (v1/core/kv_cache_utils.py, commit 001cabc1): 12 full + 36 chunked layers of equal pages make groups
    // of 12 (the fewest of one kind), 1 full + 3 chunked; a block id is 12 x 65536 = 786432 bytes;
    // 20 GiB / 65536 / 12 = 27306 block ids, 27306 // 4 groups x 16 = 6826 x 16 = 109216 tokens; a request holds
    // 2048 + 3 x 1024 = 5120 block ids: concurrency 27306 / 5120 = 5.33.
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(786432));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(27306));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(109216));
    QCOMPARE(QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2), QStringLiteral("5.33"));
    // A smaller step budget shrinks the chunked pages: cdiv(min(8192 + 2048, 32768), 16) = 640.
    s.vllm.maxNumBatchedTokens = 2048;
    QCOMPARE(kv::vllmRequestBytes(s, 32768), (uint64_t(12) * 2048 + 36 * 640) * 65536);
    // A short request holds the same pages in every layer: cdiv(4096, 16) = 256.
    QCOMPARE(kv::vllmRequestBytes(s, 4096), uint64_t(48) * 256 * 65536);
}

void TestRules::chunked_measured_data()
{
    // Measured with the llama.cpp of node-llama-cpp 3.22.1 (release v0.5.0, commit 0ad4a86): kvprobe on a
    // synthetic llama4 GGUF with Scout's attention (48 layers, 8 KV heads x 128, no chunk or pattern key,
    // so the loader's n_swa 8192 and pattern 4). The runtime reported a "non_swa" cache of 12 layers and a
    // "swa" cache of 36 with these cells per stream, and these total KV bytes.
    QTest::addColumn<quint64>("ctx");
    QTest::addColumn<quint32>("seqs");
    QTest::addColumn<quint32>("ubatch");
    QTest::addColumn<bool>("unified");
    QTest::addColumn<bool>("swaFull");
    QTest::addColumn<bool>("fa");
    QTest::addColumn<quint64>("fullCells");
    QTest::addColumn<quint64>("chunkedCells");
    QTest::addColumn<quint64>("kvBytes");
    QTest::addRow("-c 32768") << quint64(32768) << 1u << 512u << false << false << true << quint64(32768)
                              << quint64(8704) << quint64(2894069760);
    QTest::addRow("-c 32768 -np 2") << quint64(32768) << 2u << 512u << false << false << true << quint64(16384)
                                    << quint64(8704) << quint64(4177526784);
    QTest::addRow("-c 32768 -np 2 -kvu") << quint64(32768) << 2u << 512u << true << false << true << quint64(32768)
                                         << quint64(16896) << quint64(4102029312);
    QTest::addRow("-c 16384 --swa-full") << quint64(16384) << 1u << 512u << false << true << true << quint64(16384)
                                         << quint64(16384) << quint64(3221225472);
    QTest::addRow("-c 16384 -ub 256 -fa off") << quint64(16384) << 1u << 256u << false << false << false
                                              << quint64(16384) << quint64(8448) << quint64(2051014656);
}

void TestRules::chunked_measured()
{
    QFETCH(quint64, ctx);
    QFETCH(quint32, seqs);
    QFETCH(quint32, ubatch);
    QFETCH(bool, unified);
    QFETCH(bool, swaFull);
    QFETCH(bool, fa);
    QFETCH(quint64, fullCells);
    QFETCH(quint64, chunkedCells);
    QFETCH(quint64, kvBytes);
    kv::Scenario s = scenario(kvtest::scoutLike(), ctx / seqs, seqs);
    s.llama.ctxSize = ctx;
    s.llama.parallel = seqs;
    s.llama.ubatchSize = ubatch;
    s.llama.kvUnified = unified;
    s.llama.swaFull = swaFull;
    s.llama.flashAttn = fa ? kv::FlashAttn::On : kv::FlashAttn::Off;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches.size(), size_t(2));
    QCOMPARE(e.caches[0].cellsPerStream, uint64_t(fullCells));
    QCOMPARE(e.caches[1].kind, kv::CacheKind::Chunked);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(chunkedCells));
    QCOMPARE(e.memory.kv, uint64_t(kvBytes));
}

void TestRules::refusals_data()
{
    QTest::addColumn<QString>("k");
    QTest::addColumn<QString>("v");
    QTest::addColumn<bool>("fa");
    QTest::addColumn<bool>("mla");
    QTest::addColumn<QString>("code");
    QTest::addRow("q8_0 V without FA") << "f16"
                                       << "q8_0" << false << false << "quantized-v-needs-flash-attention";
    QTest::addRow("q4_0 V without FA") << "q4_0"
                                       << "q4_0" << false << false << "quantized-v-needs-flash-attention";
    QTest::addRow("MLA K/V differ") << "q8_0"
                                    << "f16" << true << true << "mla-kv-types-differ";
    QTest::addRow("fp8 in llama.cpp") << "fp8"
                                      << "fp8" << true << false << "unsupported-cache-type";
    QTest::addRow("q8_0 K only without FA is fine") << "q8_0"
                                                    << "f16" << false << false << "";
}

void TestRules::refusals()
{
    QFETCH(QString, k);
    QFETCH(QString, v);
    QFETCH(bool, fa);
    QFETCH(bool, mla);
    QFETCH(QString, code);
    kv::ModelSpec m = kvtest::llamaLike();
    if (mla)
        m = kv::modelFromJson({{"id", "mla"},
                               {"n_layer", 2},
                               {"n_head_kv", 1},
                               {"head_dim", 64},
                               {"mla", {{"kv_lora_rank", 512}, {"qk_rope_head_dim", 64}}}});
    kv::Scenario s = scenario(m, 4096, 1);
    s.typeK = *kv::elemTypeFromName(k.toStdString());
    s.typeV = *kv::elemTypeFromName(v.toStdString());
    s.llama.flashAttn = fa ? kv::FlashAttn::On : kv::FlashAttn::Off;
    const kv::Estimate e = kv::estimate(s);
    if (code.isEmpty()) {
        QVERIFY(!e.refusal);
        QVERIFY(e.memory.kv > 0);
    } else {
        QVERIFY(e.refusal);
        QCOMPARE(QString::fromUtf8(kv::codeName(e.refusal->code)), code);
        QCOMPARE(e.memory.kv, uint64_t(0));
    }
}

void TestRules::recurrent_constantInContext()
{
    // Mamba-2, 4 layers, d_conv 4, d_inner 1024, d_state 128, 1 group:
    // r = 3 x (1024 + 2 x 128) = 3840 values, s = 128 x 1024 = 131072 values, f32, per sequence per layer.
    const kv::ModelSpec m = kv::modelFromJson(
        {{"id", "mamba"},
         {"n_layer", 4},
         {"n_head_kv", 0},
         {"recurrent", {{"kind", "mamba2"}, {"d_conv", 4}, {"d_inner", 1024}, {"d_state", 128}, {"n_group", 1}}}});
    const uint64_t perSeq = uint64_t(4) * (3840 + 131072) * 4;
    for (uint64_t ctx : {256u, 8192u, 131072u}) {
        const kv::Estimate e = kv::estimate(scenario(m, ctx, 3));
        QCOMPARE(e.memory.kv, uint64_t(0));
        QCOMPARE(e.memory.recurrent, 3 * perSeq);
    }
}

void TestRules::recurrent_unifiedStillPerSequence()
{
    const kv::ModelSpec m = kv::modelFromJson(
        {{"id", "mamba"}, {"n_layer", 2}, {"recurrent", {{"kind", "custom"}, {"state_r", 10}, {"state_s", 90}}}});
    kv::Scenario s = scenario(m, 1024, 5);
    s.llama.kvUnified = true;
    // 2 layers x 5 sequences x (10 + 90) values x 4 bytes, unified or not.
    QCOMPARE(kv::estimate(s).memory.recurrent, uint64_t(2) * 5 * 100 * 4);
}

void TestRules::zeroHeadLayersCacheNothing()
{
    const kv::ModelSpec m =
        kv::modelFromJson({{"id", "nas"}, {"n_layer", 4}, {"n_head_kv", {8, 0, 0, 8}}, {"head_dim", 128}});
    const kv::Estimate e = kv::estimate(scenario(m, 4096, 1));
    QCOMPARE(e.caches[0].layers, 2u);
    QCOMPARE(e.memory.kv, uint64_t(2) * 4096 * 2048 * 2);
}

void TestRules::outputBuffer()
{
    // n_vocab x n_seq x 4 bytes: 128256 x 4 x 4.
    const kv::Estimate e = kv::estimate(scenario(kvtest::llamaLike(), 4096, 4));
    QCOMPARE(e.outputBytes, uint64_t(128256) * 4 * 4);
    QCOMPARE(e.memory.other, e.outputBytes);
    QCOMPARE(e.memory.total(), e.memory.weights + e.memory.kv + e.memory.recurrent + e.memory.compute + e.memory.other);
}

void TestRules::computeWithoutFlashAttentionAddsScores()
{
    // Full offload with FA: the output GPU holds logits + one activation row per token,
    // 4 x ubatch x (n_vocab + n_embd) = 4 x 512 x (128256 + 4096); the host holds the f32 KQ mask and
    // the input embeddings, 4 x 512 x (8192 + 4096).
    kv::Scenario s = scenario(kvtest::llamaLike(), 8192, 1);
    const kv::Estimate fa = kv::estimate(s);
    QCOMPARE(fa.memory.compute, uint64_t(4) * 512 * (128256 + 4096) + uint64_t(4) * 512 * (8192 + 4096));
    QVERIFY(fa.computeIsApproximate);
    // Without FA, plus the KQ scores: 4 x n_head 32 x n_kv 8192 x ubatch 512.
    s.llama.flashAttn = kv::FlashAttn::Off;
    const kv::Estimate noFa = kv::estimate(s);
    QCOMPARE(noFa.memory.compute, fa.memory.compute + uint64_t(4) * 32 * 8192 * 512);
}

void TestRules::computeOverride()
{
    kv::Scenario s = scenario(kvtest::llamaLike(), 8192, 1);
    s.computeBytesOverride = 300u << 20;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.memory.compute, uint64_t(300) << 20);
    QVERIFY(!e.computeIsApproximate);
}

void TestRules::ollama_fallsBackToF16WithoutFlashAttention()
{
    // The CGO llama.cpp runner of Ollama v0.24.0 (llm/server.go): no flash attention, no quantised cache.
    kv::Scenario s = scenario(kvtest::llamaLike(), 4096, 2);
    s.runtime = kv::Runtime::Ollama;
    s.ollama.release = kv::OllamaRelease::V0_24;
    s.typeK = s.typeV = kv::ElemType::Q8_0;
    s.llama.flashAttn = kv::FlashAttn::Off;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QVERIFY(hasWarning(e, "ollama-kv-type-needs-flash-attention"));
    QCOMPARE(e.caches[0].typeK, kv::ElemType::F16);
    // -c 8192 -np 2: 32 x 4096 x 2 streams x 2048 values x 2 bytes.
    QCOMPARE(e.memory.kv, uint64_t(32) * 4096 * 2 * 2048 * 2);
    // With FA on, q8_0 is used, and Ollama's pre-flight prices it at 1 byte: 32 x 8192 x 2048 x 1.
    s.llama.flashAttn = kv::FlashAttn::On;
    const kv::Estimate q8 = kv::estimate(s);
    QCOMPARE(q8.memory.kv, uint64_t(32) * 8192 * 2048 * 34 / 32);
    QCOMPARE(q8.view<kv::OllamaPreflight>()->kvBytes, uint64_t(32) * 8192 * 2048);
}

void TestRules::ollama_launch()
{
    kv::Scenario s = scenario(kvtest::llamaLike(), 8192, 4);
    s.runtime = kv::Runtime::Ollama;
    s.typeK = s.typeV = kv::ElemType::Q4_0;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(QString::fromStdString(e.runtime.launch),
             QStringLiteral("OLLAMA_CONTEXT_LENGTH=8192 OLLAMA_NUM_PARALLEL=4 OLLAMA_KV_CACHE_TYPE=q4_0 ollama serve"));
    // num_ctx 8192 x 4 = 32768 > 4096: Ollama v0.32.15 passes -b 1024 -ub 1024.
    QCOMPARE(e.runtime.nBatch, 1024u);
    s.llama.flashAttn = kv::FlashAttn::On;
    QCOMPARE(QString::fromStdString(kv::estimate(s).runtime.launch),
             QStringLiteral("OLLAMA_CONTEXT_LENGTH=8192 OLLAMA_NUM_PARALLEL=4 OLLAMA_FLASH_ATTENTION=1 "
                            "OLLAMA_KV_CACHE_TYPE=q4_0 ollama serve"));
}

void TestRules::ideal_noPadding()
{
    // 1000 tokens x 3 users, no padding: 32 x 3000 x 2048 x 2. SWA layers keep min(tokens, window).
    kv::Scenario s = scenario(kvtest::llamaLike(), 1000, 3);
    s.runtime = kv::Runtime::Ideal;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.memory.kv, uint64_t(32) * 3000 * 2048 * 2);
    QCOMPARE(e.memory.compute, uint64_t(0));
    kv::Scenario w = scenario(kvtest::swaLike(), 5000, 1);
    w.runtime = kv::Runtime::Ideal;
    // 2 full layers x 5000 + 4 SWA layers x 1000, 256 values x 2 bytes each.
    QCOMPARE(kv::estimate(w).memory.kv, (uint64_t(2) * 5000 + 4 * 1000) * 256 * 2);
    // The llama.cpp estimate carries the same baseline for comparison.
    QCOMPARE(kv::estimate(scenario(kvtest::llamaLike(), 1000, 3)).idealKvBytes, uint64_t(32) * 3000 * 2048 * 2);
}

void TestRules::hugeNumbersDoNotWrap()
{
    // Llama-3.1-405B geometry (126 layers, 8 x 128), a million tokens x 256 users in f32:
    // 126 x 1048576 x 256 x 2048 x 4 bytes = 2.77e17, exact and without wrapping.
    kv::ModelSpec m =
        kv::modelFromJson({{"id", "405b"}, {"n_layer", 126}, {"n_head_kv", 8}, {"head_dim", 128}, {"n_vocab", 128256}});
    kv::Scenario s = scenario(m, 1u << 20, 256);
    s.typeK = s.typeV = kv::ElemType::F32;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.memory.kv, uint64_t(126) * (1u << 20) * 256 * 2048 * 4);
    // Absurd geometry overflows 64 bits: an error, never a wrapped number.
    kv::ModelSpec absurd =
        kv::modelFromJson({{"id", "absurd"}, {"n_layer", 100000}, {"n_head_kv", 65536}, {"head_dim", 65536}});
    kv::Scenario t = scenario(absurd, kv::kMaxContext, kv::kMaxUsers);
    QVERIFY_THROWS_EXCEPTION(kv::OverflowError, kv::estimate(t));
}

void TestRules::absurdInputs_data()
{
    QTest::addColumn<quint64>("context");
    QTest::addColumn<quint32>("users");
    QTest::addColumn<QString>("code");
    QTest::addRow("zero context") << quint64(0) << quint32(1) << "context-out-of-range";
    QTest::addRow("context beyond 2^32") << (quint64(1) << 33) << quint32(1) << "context-out-of-range";
    QTest::addRow("zero users") << quint64(4096) << quint32(0) << "users-out-of-range";
    QTest::addRow("a million users") << quint64(4096) << quint32(1000000) << "users-out-of-range";
}

void TestRules::absurdInputs()
{
    QFETCH(quint64, context);
    QFETCH(quint32, users);
    QFETCH(QString, code);
    try {
        (void)kv::estimate(scenario(kvtest::llamaLike(), context, users));
        QFAIL("expected an InputError");
    } catch (const kv::InputError& e) {
        QCOMPARE(QString::fromStdString(e.code()), code);
    }
}

void TestRules::verdictsAndLimits()
{
    // llama-like with no weights (params 0): the KV cache + buffers alone. 8192 ctx, 1 user:
    // KV 1 GiB; compute 4 x 512 x (128256 + 4096) on the GPU + 4 x 512 x (8192 + 4096) on the host
    // = 296222720; output 128256 x 4 = 513024. A GPU-only machine: the host side is not checked.
    kv::Scenario s = scenario(kvtest::llamaLike(), 8192, 1);
    const uint64_t total = (uint64_t(1) << 30) + 296222720 + 513024;
    const uint64_t onGpu = (uint64_t(1) << 30) + 271056896;
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, onGpu}};
    kv::Estimate e = kv::plan(s);
    QCOMPARE(e.memory.total(), total);
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    QVERIFY(e.limits.known);
    // Exactly full at 8192: one more 256-cell pad step does not fit.
    QCOMPARE(e.limits.maxContextPerUser, uint64_t(8192));
    QCOMPARE(e.limits.maxUsers, 1u);
    QCOMPARE(e.devices[0].used(), onGpu);
    // One byte less: not everything fits; without RAM the rest has nowhere to go. With RAM, -ngl n_layer
    // (llama.cpp v0.5.0: i_gpu_start = n_layer + 1 - ngl) keeps the output layer on the GPU and moves the
    // first repeating layer to RAM.
    s.hardware.devices[0].capacityBytes = onGpu - 1;
    QCOMPARE(kv::estimate(s).verdict, kv::Verdict::DoesNotFit);
    s.hardware.devices.push_back({"RAM", kv::DeviceKind::Ram, uint64_t(4) << 30});
    const kv::Estimate spill = kv::estimate(s);
    QCOMPARE(spill.verdict, kv::Verdict::Spills);
    QVERIFY(spill.placement.outputOnGpu);
    QCOMPARE(spill.layersInRam, 1u);
    // Brute force agrees with the search on a small grid.
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, onGpu}};
    for (uint32_t users = 1; users <= 3; ++users) {
        s.users = users;
        const kv::Limits lim = kv::findLimits(s);
        uint64_t brute = 0;
        for (uint64_t c = 1; c <= 9000; c += 1) {
            kv::Scenario t = s;
            t.contextPerUser = c;
            if (kv::estimate(t).verdict == kv::Verdict::Fits)
                brute = c;
        }
        QCOMPARE(lim.maxContextPerUser, brute);
    }
}

void TestRules::sweepIsMonotone()
{
    const kv::Scenario s = scenario(kvtest::swaLike(), 1, 2);
    const auto pts = kv::sweep(s, kv::SweepAxis::Context, kv::linearPoints(1, 32768, 200));
    QCOMPARE(pts.size(), size_t(200));
    for (size_t i = 1; i < pts.size(); ++i)
        QVERIFY(pts[i].memory.kv >= pts[i - 1].memory.kv);
    const auto users =
        kv::sweep(scenario(kvtest::llamaLike(), 4096, 1), kv::SweepAxis::Users, kv::linearPoints(1, 64, 64));
    for (size_t i = 1; i < users.size(); ++i)
        QVERIFY(users[i].memory.total() > users[i - 1].memory.total());
}

void TestRules::deterministic()
{
    const kv::Scenario s = scenario(kvtest::swaLike(), 12345, 3);
    QCOMPARE(kv::estimate(s), kv::estimate(s));
}

void TestRules::serverDefaults_fourUnifiedSlots()
{
    // `llama-server -m model.gguf` with no machine to fit: -np omitted = 4 slots, one unified cache; -c
    // omitted = the training context for every slot: 4 x 131072 = 524288 cells.
    kv::Scenario s = scenario(kvtest::llamaLike(), 4096, 1);
    s.llama.serverDefaults = true;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.runtime.nSeq, 4u);
    QVERIFY(e.runtime.kvUnified);
    QCOMPARE(e.runtime.streams, 1u);
    QCOMPARE(e.runtime.nCtx, uint64_t(524288));
    // 32 layers x 524288 cells x (1024 K + 1024 V) x 2 bytes = 64 GiB
    QCOMPARE(e.memory.kv, uint64_t(32) * 524288 * 2048 * 2);
    // logits for one row per slot: 128256 x 4 slots x 4 bytes
    QCOMPARE(e.outputBytes, uint64_t(128256) * 4 * 4);
    QCOMPARE(e.runtime.launch, std::string("llama-server -m MODEL.gguf"));
    QVERIFY(hasWarning(e, "server-default-slots"));
    QVERIFY(!hasWarning(e, "server-context-fitted"));

    // -np 2 given: two slots of their own (not unified), still the training context each.
    s.llama.parallel = 2;
    const kv::Estimate two = kv::estimate(s);
    QCOMPARE(two.runtime.nSeq, 2u);
    QVERIFY(!two.runtime.kvUnified);
    QCOMPARE(two.runtime.nCtxSeq, uint64_t(131072));
    QCOMPARE(two.runtime.launch, std::string("llama-server -m MODEL.gguf -np 2"));
}

void TestRules::serverDefaults_ctxZeroIsTrainingTimesSlots()
{
    // -c 0 (llama.cpp v0.5.0): the fit sizes the context for all sequences, 2 x 131072, never reduced.
    kv::Scenario s = scenario(kvtest::llamaLike(), 4096, 1);
    s.llama.ctxSize = 0;
    s.llama.parallel = 2;
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.runtime.nCtx, uint64_t(262144));
    QCOMPARE(e.runtime.nCtxSeq, uint64_t(131072));
    // Even on a machine far too small, -c 0 is not reduced.
    s.llama.serverDefaults = true;
    s.hardware = kv::customMachine(8ull << 30, 1, 16ull << 30, {});
    e = kv::estimate(s);
    QCOMPARE(e.runtime.nCtx, uint64_t(262144));
    QVERIFY(!hasWarning(e, "server-context-fitted"));
    QCOMPARE(e.runtime.launch, std::string("llama-server -m MODEL.gguf -c 0 -np 2"));
}

void TestRules::serverDefaults_fitMeasured_data()
{
    QTest::addColumn<int>("index");
    QTest::newRow("4 unified slots") << 0;
    QTest::newRow("2 slots") << 1;
}

void TestRules::serverDefaults_fitMeasured()
{
    // llama.cpp's own totals at the smallest and largest context, and the context its fit chose
    // (tests/data/groundtruth/llamacpp-fit.json, measured with fitprobe / serverprobe).
    QFETCH(int, index);
    std::ifstream in(KV_TEST_DATA "/groundtruth/llamacpp-fit.json");
    const auto j = nlohmann::json::parse(in);
    const auto& c = j.at("cases").at(static_cast<size_t>(index));
    kv::FitInputs f;
    f.free = {j.at("host_total_bytes").get<int64_t>()};
    f.used = {c.at("total_bytes_max").get<int64_t>()};
    f.usedMinContext = c.at("total_bytes_min").get<int64_t>();
    f.margin = c.at("margin_bytes").get<int64_t>();
    f.nMin = c.at("n_ctx_min").get<uint64_t>();
    f.nMax = c.at("n_ctx_max").get<uint64_t>();
    f.streams = c.at("kv_unified").get<bool>() ? 1 : c.at("slots").get<uint64_t>();
    QVERIFY(kv::fitNeedsSmallerContext(f));
    QCOMPARE(kv::fittedContext(f), c.at("n_ctx_after_fit").get<uint64_t>());
    // With 1 GiB to spare after the largest context, nothing is reduced.
    f.margin = f.free[0] - f.used[0] - 1;
    QVERIFY(!kv::fitNeedsSmallerContext(f));
}

void TestRules::serverDefaults_fitsOnMachine()
{
    // Llama-3.1-8B geometry, no weights (a spec), on one 24 GiB GPU: 4 x 131072 cells do not fit, so the
    // fit interpolates between 4096 and 524288 cells on kvplanner's own totals at those two contexts.
    kv::Scenario s = scenario(kvtest::llamaLike(), 4096, 1);
    s.llama.serverDefaults = true;
    s.hardware = kv::customMachine(24ull << 30, 1, 64ull << 30, {});
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(hasWarning(e, "server-context-fitted"));

    const auto totalAt = [&](uint64_t cells) {
        kv::Scenario t = s;
        t.llama.serverDefaults = false;
        t.llama.parallel = 4;
        t.llama.kvUnified = true;
        t.llama.ctxSize = cells;
        t.placement.nGpuLayers = 33;
        const kv::Estimate x = kv::estimate(t);
        return static_cast<int64_t>(x.devices.at(0).memory.total());
    };
    const int64_t usable = static_cast<int64_t>((24ull << 30) - ((400 + 512) << 20));
    const int64_t target = usable - (int64_t(1) << 30);
    const int64_t lo = totalAt(4096), hi = totalAt(524288);
    uint64_t n = 4096 + static_cast<uint64_t>(int64_t(524288 - 4096) * (target - lo) / (hi - lo));
    n -= n % 256;
    QCOMPARE(e.runtime.nCtx, n);
    QVERIFY(n > 4096 && n < 524288);
    // The fitted plan keeps about 1 GiB free on the GPU (linear interpolation, so not exactly).
    QVERIFY(e.devices.at(0).usableBytes - e.devices.at(0).memory.total() > (900ull << 20));
}

void TestRules::serverMayGrow()
{
    // swaLike: SWA layers 0,1,3,4 (window 1000), 2 KV heads x 64. At 8192 tokens, 1 user: the SWA cache is
    // pad256(min(8192, 1000 + 512)) = 1536 cells x 4 layers x (2 x 64 K + 2 x 64 V) x 2 bytes = 3145728
    // bytes, one checkpoint; 32 per slot (--ctx-checkpoints); plus the 8192 MiB prompt cache (--cache-ram).
    kv::Scenario s = scenario(kvtest::swaLike(), 8192, 1);
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.growth.promptCacheBytes, uint64_t(8192) << 20);
    QCOMPARE(e.growth.checkpointBytes, uint64_t(1536) * 4 * 512 * 32);
    QVERIFY(hasWarning(e, "server-may-grow"));
    // Two users, two streams: a checkpoint is one stream's window, 32 per slot, two slots.
    s.users = 2;
    e = kv::estimate(s);
    QCOMPARE(e.growth.checkpointBytes, uint64_t(1536) * 4 * 512 * 32 * 2);
    // A model without sliding windows or recurrent state needs no checkpoints.
    e = kv::estimate(scenario(kvtest::llamaLike(), 8192, 1));
    QCOMPARE(e.growth.checkpointBytes, uint64_t(0));
    // Ollama v0.32.15 starts llama-server without --cache-ram: its 8 GiB prompt cache can grow too.
    s.runtime = kv::Runtime::Ollama;
    e = kv::estimate(s);
    QCOMPARE(e.growth.promptCacheBytes, uint64_t(8192) << 20);
    QVERIFY(hasWarning(e, "server-may-grow"));
    // Its v0.24.0 runners kept neither.
    s.ollama.release = kv::OllamaRelease::V0_24;
    e = kv::estimate(s);
    QCOMPARE(e.growth.total(), uint64_t(0));
    QVERIFY(!hasWarning(e, "server-may-grow"));
}

void TestRules::growthLandsOnTheHost()
{
    // What llama-server may add while it serves is host memory: the 8192 MiB prompt cache (--cache-ram) and the
    // swaLike model's 32 checkpoints of 1536 cells x 4 layers x 512 bytes (serverMayGrow) go to the RAM beside
    // the GPU, never to the GPU; the memory at start (used, fits) does not include them.
    const uint64_t grow = (uint64_t(8192) << 20) + uint64_t(1536) * 4 * 512 * 32;
    kv::Scenario s = scenario(kvtest::swaLike(), 8192, 1);
    s.hardware = kv::customMachine(24ull << 30, 1, 64ull << 30, {});
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.devices.size(), size_t(2));
    QCOMPARE(e.devices[0].kind, kv::DeviceKind::Gpu);
    QCOMPARE(e.devices[0].mayGrowBytes, uint64_t(0));
    QCOMPARE(e.devices[1].kind, kv::DeviceKind::Ram);
    QCOMPARE(e.devices[1].mayGrowBytes, grow);
    QVERIFY(e.devices[1].used() < grow); // a few hundred MiB at start (the embedding), not the 8 GiB
    // A Mac: the one unified pool.
    s.hardware.devices = {{"Unified memory", kv::DeviceKind::Unified, 64ull << 30}};
    e = kv::estimate(s);
    QCOMPARE(e.devices.size(), size_t(1));
    QCOMPARE(e.devices[0].mayGrowBytes, grow);
    // KoboldCpp keeps no prompt cache: nothing grows.
    s.runtime = kv::Runtime::KoboldCpp;
    e = kv::estimate(s);
    QCOMPARE(e.devices.at(0).mayGrowBytes, uint64_t(0));
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
