// MLX's rules (core/mlx/mlx.h), worked out by hand from mlx-lm 0.32.0 (d78bf58): models/cache.py (KVCache,
// RotatingKVCache, QuantizedKVCache: step 256), generate.py (generate_step reads a prompt of N tokens in chunks
// of min(2048, remaining - 1) while more than one token remains, then the last token; --quantized-kv-start
// 5000, --kv-group-size 64), server.py (--decode-concurrency 32, --prompt-cache-size 10); and mlx 0.32.1
// (846d176) metal/allocator.cpp (memory limit min(1.5 x recommended working set, 0.95 x RAM)).
#include "choose.h"
#include "errors.h"
#include "estimator.h"
#include "groundtruth.h"
#include "mlx/mlx.h"
#include "modeljson.h"
#include "scenariojson.h"
#include "specs.h"
#include "weightscheme.h"

#include <nlohmann/json.hpp>

#include <QtTest>

namespace {

constexpr uint64_t kGiB = uint64_t(1) << 30;
constexpr uint64_t kMiB = uint64_t(1) << 20;

const kv::Catalog& catalog()
{
    static const kv::Catalog c = kvtest::presets();
    return c;
}

kv::Scenario mlx(const char* model, uint64_t context, uint32_t users = 1)
{
    kv::Scenario s;
    const kv::ModelSpec* spec = catalog().findModel(model);
    if (!spec)
        throw std::invalid_argument(std::string("no preset ") + model); // QtTest fails the test, not the run
    s.model = *spec;
    s.runtime = kv::Runtime::Mlx;
    s.weights = *catalog().findScheme("mlx-4bit");
    s.contextPerUser = context;
    s.users = users;
    return s;
}

const kv::CacheBlock* block(const kv::Estimate& e, kv::CacheKind kind)
{
    for (const kv::CacheBlock& c : e.caches)
        if (c.kind == kind)
            return &c;
    return nullptr;
}

// A unified pool as the preset macbook-pro-m2-max-96gb gives it: 96 GiB, working set 0.75 x 96 GiB = 72 GiB,
// OS reserve 3 GiB (kv::Reserves::ramOsBytes).
kv::Device mac96()
{
    kv::Device d;
    d.name = "Unified memory";
    d.kind = kv::DeviceKind::Unified;
    d.capacityBytes = 96 * kGiB;
    d.gpuLimitBytes = 72 * kGiB;
    d.reserveBytes = 3 * kGiB;
    return d;
}

// An estimate whose unified pool holds `used` bytes (the band only looks at what the pool holds).
kv::Estimate holding(uint64_t used)
{
    kv::Estimate e;
    kv::DeviceUse u;
    u.name = "Unified memory";
    u.kind = kv::DeviceKind::Unified;
    u.memory.weights = used;
    e.devices.push_back(u);
    return e;
}

} // namespace

class TestMlx : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void presetsAreWhatTheArithmeticAssumes();
    void denseGrowsInSteps_data();
    void denseGrowsInSteps();
    void slidingWindowRotates();
    void mlaCachesTheLatent();
    void mlaPerHeadInDeepseekV2();
    void modelFilesDecide();
    void recurrentState();
    void chunkedTrimsToTheChunk();
    void cacheListsAreNeverQuantised();
    void latentQuantisedFails();
    void quantisedCache_data();
    void quantisedCache();
    void maxKvSize();
    void users();
    void refusals();
    void badOptions_data();
    void badOptions();
    void scenarioRoundTrip();
    void weightSchemes();
    void bands_data();
    void bands();
    void nothingReservedAtLoad();
    void smallMacBand();
    void bandInEstimate();
    void fitOffersMlxSchemesOnly();
};

void TestMlx::presetsAreWhatTheArithmeticAssumes()
{
    // The inputs of the hand arithmetic below, as published (config.json of each model).
    const kv::ModelSpec& llama = *catalog().findModel("llama-3.1-8b");
    QCOMPARE(llama.nLayer(), 32u);
    QCOMPARE(llama.layers[0].nHeadKv, 8u);
    QCOMPARE(llama.layers[0].headDimK, 128u);
    QCOMPARE(llama.layers[0].headDimV, 128u);
    const kv::ModelSpec& gemma = *catalog().findModel("gemma-3-27b");
    QCOMPARE(gemma.nLayer(), 62u);
    QCOMPARE(kv::census(gemma).full, 10u);
    QCOMPARE(kv::census(gemma).swa, 52u);
    QCOMPARE(gemma.layers[0].window, 1024u);
    QCOMPARE(gemma.layers[0].nHeadKv, 16u);
    QCOMPARE(gemma.layers[0].headDimK, 128u);
    const kv::ModelSpec& ds = *catalog().findModel("deepseek-v3");
    QCOMPARE(ds.nLayer(), 61u);
    QCOMPARE(ds.kvLoraRank, 512u);
    QCOMPARE(ds.qkRopeHeadDim, 64u);
    const kv::ModelSpec& next = *catalog().findModel("qwen3-next-80b-a3b");
    QCOMPARE(kv::census(next).recurrent, 36u);
}

void TestMlx::denseGrowsInSteps_data()
{
    QTest::addColumn<uint64_t>("tokens");
    QTest::addColumn<uint64_t>("cells");
    // Llama 3.1 8B: per layer and cell 8 heads x (128 + 128) x 2 bytes = 4096 bytes.
    // 1000: one chunk of 999 -> ceil(999 / 256) = 4 steps = 1024 cells; the last token fits.
    QTest::addRow("1000 tokens") << uint64_t(1000) << uint64_t(1024);
    // 4096: 2048 (2048 cells), then 2047 -> 2048 + 2048 = 4096, then one token: 4096.
    QTest::addRow("4096 tokens") << uint64_t(4096) << uint64_t(4096);
    // 257: 256 (256 cells), then one token does not fit: + 256 = 512.
    QTest::addRow("257 tokens") << uint64_t(257) << uint64_t(512);
    // 2050: 2048, then a chunk of 1 -> + 256 = 2304, then one token: 2304.
    QTest::addRow("2050 tokens") << uint64_t(2050) << uint64_t(2304);
    QTest::addRow("1 token") << uint64_t(1) << uint64_t(256);
}

void TestMlx::denseGrowsInSteps()
{
    QFETCH(uint64_t, tokens);
    QFETCH(uint64_t, cells);
    const kv::Estimate e = kv::estimate(mlx("llama-3.1-8b", tokens));
    QVERIFY(!e.refusal);
    QCOMPARE(e.caches.size(), size_t(1));
    QCOMPARE(e.caches[0].kind, kv::CacheKind::Full);
    QCOMPARE(e.caches[0].layers, 32u);
    QCOMPARE(e.caches[0].cellsPerStream, cells);
    QCOMPARE(e.memory.kv, 32 * cells * 4096);
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesAfterPrompt, 32 * cells * 4096);
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesPeak, 32 * cells * 4096);
    QCOMPARE(e.runtime.name, std::string("mlx"));
    QVERIFY(e.runtime.rulesVersion.find("d78bf58") != std::string::npos);
    QCOMPARE(e.runtime.launch, std::string("mlx_lm.server --model MODEL"));
    if (tokens == 1000)
        QCOMPARE(e.memory.kv, uint64_t(134217728)); // 128 MiB
    if (tokens == 4096)
        QCOMPARE(e.memory.kv, uint64_t(536870912)); // 512 MiB
}

void TestMlx::slidingWindowRotates()
{
    // Gemma 3 27B at 32768 tokens: 8192 bytes per layer and cell (16 x 256 x 2). Chunks: 15 x 2048 = 30720, then
    // 2047, then one token.
    // Full layers (KVCache): 32768 cells.
    // Sliding layers (RotatingKVCache, max_size 1024, keep 0): chunk 1 -> 2048 cells; each later chunk keeps
    // 1024 - 1 = 1023 and appends it: 1023 + 2048 = 3071, the 2047-token chunk 1023 + 2047 = 3070; the last
    // token trims the buffer to 1024.
    // Peak at the 2047-token chunk: 10 x 32768 + 52 x 3070 = 487320 cells (the chunk before:
    // 10 x 30720 + 52 x 3071 = 466892); after the prompt 10 x 32768 + 52 x 1024 = 380928 cells.
    const kv::Estimate e = kv::estimate(mlx("gemma-3-27b", 32768));
    QVERIFY(!e.refusal);
    const kv::CacheBlock* full = block(e, kv::CacheKind::Full);
    const kv::CacheBlock* swa = block(e, kv::CacheKind::Swa);
    QVERIFY(full && swa);
    QCOMPARE(full->layers, 10u);
    QCOMPARE(full->cellsPerStream, uint64_t(32768));
    QCOMPARE(swa->layers, 52u);
    QCOMPARE(swa->cellsPerStream, uint64_t(3070));
    QCOMPARE(e.memory.kv, uint64_t(487320) * 8192);
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesPeak, uint64_t(3992125440));
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesAfterPrompt, uint64_t(380928) * 8192);
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesAfterPrompt, uint64_t(3120562176));

    // At 600 tokens the window is not reached: one chunk of 599 (599 cells: a first chunk is stored as it is),
    // then the last token grows the buffer by min(256, 1024 - 599) = 256 -> 855. Full layers: 768.
    const kv::Estimate small = kv::estimate(mlx("gemma-3-27b", 600));
    QCOMPARE(block(small, kv::CacheKind::Swa)->cellsPerStream, uint64_t(855));
    QCOMPARE(block(small, kv::CacheKind::Full)->cellsPerStream, uint64_t(768));
    QCOMPARE(small.memory.kv, (uint64_t(10) * 768 + uint64_t(52) * 855) * 8192);
}

void TestMlx::mlaCachesTheLatent()
{
    // DeepSeek-V3 (deepseek_v3.py): keys = the normalised latent (1 head x 512), values = k_pe (1 x 64), a
    // KVCache per layer: at 4096 tokens 61 x 4096 x 512 x 2 (K) and 61 x 4096 x 64 x 2 (V).
    const kv::Estimate e = kv::estimate(mlx("deepseek-v3", 4096));
    QVERIFY(!e.refusal);
    const kv::CacheBlock* mla = block(e, kv::CacheKind::Mla);
    QVERIFY(mla);
    QCOMPARE(mla->layers, 61u);
    QCOMPARE(mla->cellsPerStream, uint64_t(4096));
    QCOMPARE(mla->kBytes, uint64_t(61) * 4096 * 512 * 2);
    QCOMPARE(mla->vBytes, uint64_t(61) * 4096 * 64 * 2);
    QCOMPARE(e.memory.kv, uint64_t(287834112));
}

void TestMlx::mlaPerHeadInDeepseekV2()
{
    // DeepSeek-V2-Lite (model_type deepseek_v2 -> mlx_lm/models/deepseek_v2.py, mlx-lm 0.32.0 d78bf58): the attention
    // caches, per head, the no-RoPE key (128) concatenated with the RoPE key repeated over the head (64) and the value
    // (128): 16 heads x 192 keys and 16 x 128 values per token and layer, not the 512 + 64 latent of deepseek_v3.py.
    // bf16: 27 layers x (3072 + 2048) x 2 = 276480 bytes per token (the latent would be 27 x 576 x 2 = 31104).
    // 8192 tokens: chunks 2048, 2048, 2048, 2047 (each grows the KVCache by a whole 2048), then one token: 8192 cells.
    const kv::Estimate e = kv::estimate(mlx("deepseek-v2-lite", 8192));
    QVERIFY(!e.refusal);
    const kv::CacheBlock* mla = block(e, kv::CacheKind::Mla);
    QVERIFY(mla);
    QCOMPARE(mla->layers, 27u);
    QCOMPARE(mla->cellsPerStream, uint64_t(8192));
    QCOMPARE(mla->kBytes, uint64_t(27) * 8192 * 16 * 192 * 2);
    QCOMPARE(mla->vBytes, uint64_t(27) * 8192 * 16 * 128 * 2);
    QCOMPARE(e.memory.kv, uint64_t(8192) * 276480);
    QCOMPARE(e.memory.kv, uint64_t(2264924160));
    // The per-token figure shown beside it is deepseek_v2.py's too (the latent's 31104 would be llama.cpp's).
    QCOMPARE(e.kvBytesPerToken, uint64_t(276480));
    QCOMPARE(e.idealKvBytes, uint64_t(8192) * 276480);
    // No make_cache in deepseek_v2.py: --max-kv-size is honoured (a RotatingKVCache of 4096, keep 4).
    kv::Scenario capped = mlx("deepseek-v2-lite", 8192);
    capped.mlx.maxKvSize = 4096;
    const kv::Estimate c = kv::estimate(capped);
    QVERIFY(!c.refusal);
    QVERIFY(std::none_of(c.warnings.begin(), c.warnings.end(),
                         [](const kv::Warning& w) { return w.code == kv::Diag::MlxMaxKvSizeIgnored; }));
    QVERIFY(c.memory.kv < e.memory.kv);
    // --kv-bits 8 --kv-group-size 64 at 8192 tokens (quantised once 5000 are cached): a 192-value key row costs
    // 192 + 2 x 3 x 2 = 204 bytes, a 128-value value row 128 + 2 x 2 x 2 = 136; x 16 heads x 27 layers x 8192 cells.
    kv::Scenario q = mlx("deepseek-v2-lite", 8192);
    q.mlx.kvBits = 8;
    QCOMPARE(kv::estimate(q).view<kv::MlxInfo>()->kvBytesAfterPrompt, uint64_t(8192) * 27 * 16 * (204 + 136));
    // Group 128 does not divide the 192-value key rows: mlx-lm cannot quantise them.
    q.mlx.kvGroupSize = 128;
    QVERIFY(kv::estimate(q).refusal);
    // Kimi K2 (kimi_k2 -> deepseek_v3.py) keeps the latent: 61 x 576 x 2 bytes per token.
    QCOMPARE(kv::estimate(mlx("kimi-k2", 4096)).memory.kv, uint64_t(61) * 4096 * 576 * 2);
}

void TestMlx::modelFilesDecide()
{
    // gemma2.py has no sliding window: every one of Gemma 2 9B's 42 layers is a full KVCache (8 KV heads x 256:
    // 8192 bytes per cell in bf16), 8192 cells at 8192 tokens, and --max-kv-size applies.
    const kv::Estimate g = kv::estimate(mlx("gemma-2-9b", 8192));
    QVERIFY(!g.refusal);
    QVERIFY(!block(g, kv::CacheKind::Swa));
    QCOMPARE(block(g, kv::CacheKind::Full)->layers, 42u);
    QCOMPARE(g.memory.kv, uint64_t(42) * 8192 * 8192);
    // mixtral.py and mistral3.py define no make_cache(): --max-kv-size is honoured (llama.py's own caches ignore it).
    for (const char* id : {"mixtral-8x7b", "mistral-small-3.1-24b"}) {
        kv::Scenario s = mlx(id, 8192);
        s.mlx.maxKvSize = 2048;
        const kv::Estimate e = kv::estimate(s);
        QVERIFY2(!e.refusal, id);
        QVERIFY2(std::none_of(e.warnings.begin(), e.warnings.end(),
                              [](const kv::Warning& w) { return w.code == kv::Diag::MlxMaxKvSizeIgnored; }),
                 id);
    }
    kv::Scenario llama = mlx("llama-3.1-8b", 8192);
    llama.mlx.maxKvSize = 2048;
    const kv::Estimate l = kv::estimate(llama);
    QVERIFY(std::any_of(l.warnings.begin(), l.warnings.end(),
                        [](const kv::Warning& w) { return w.code == kv::Diag::MlxMaxKvSizeIgnored; }));
    // jamba.py keeps the Mamba-1 state (d_inner x d_state = 8192 x 16 values) in the activation dtype: 2 bytes per
    // value in bf16, not float32's 4. Jamba 1.5 Mini: 28 Mamba layers of 8192 x 16.
    const kv::Estimate j = kv::estimate(mlx("jamba-1.5-mini", 1000));
    QVERIFY(!j.refusal);
    const kv::CacheBlock* r = block(j, kv::CacheKind::Recurrent);
    QVERIFY(r);
    QCOMPARE(r->layers, 28u);
    QCOMPARE(r->vBytes, uint64_t(28) * 8192 * 16 * 2);
}

void TestMlx::chunkedTrimsToTheChunk()
{
    // Llama 4 Scout (llama4.py): layers 3, 7, ..., 47 are KVCaches, the other 36 ChunkedKVCache(8192); 8 KV heads x
    // 128 in bf16: 2 x 8 x 128 x 2 = 4096 bytes per cell per layer. A 32768-token prompt is read as 15 chunks of
    // 2048, one of 2047 and the last token.
    // KVCache: 16 allocations of 2048 -> 32768 cells; the last token fits.
    // ChunkedKVCache: 8192 cells after four chunks; the fifth grows it to 10240 (8192 held is not more than the
    // chunk, so nothing is trimmed); from the sixth on, maybe_trim_front() slices it to the last 8192 (start
    // 2048, 4096, ...) and the chunk grows it to 10240 again (the 2047-token chunk too: rounded up to 2048). The last
    // token: 10239 held -> 8192, plus one 256-step -> 8448 cells.
    const kv::Estimate e = kv::estimate(mlx("llama-4-scout-17b-16e", 32768));
    QVERIFY(!e.refusal);
    const kv::CacheBlock* full = block(e, kv::CacheKind::Full);
    const kv::CacheBlock* chunked = block(e, kv::CacheKind::Chunked);
    QVERIFY(full && chunked);
    QCOMPARE(full->layers, 12u);
    QCOMPARE(chunked->layers, 36u);
    QVERIFY(e.view<kv::MlxInfo>());
    // After the prompt: 12 x 32768 x 4096 + 36 x 8448 x 4096.
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesAfterPrompt, uint64_t(12) * 32768 * 4096 + uint64_t(36) * 8448 * 4096);
    // What must fit is the peak while reading it: the 2047-token chunk, 32768 and 10240 cells.
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesPeak, uint64_t(12) * 32768 * 4096 + uint64_t(36) * 10240 * 4096);
    QCOMPARE(e.memory.kv, uint64_t(3120562176));
    QCOMPARE(chunked->cellsPerStream, uint64_t(10240));
    // Below the chunk a ChunkedKVCache is a KVCache: 4096 tokens, 4096 cells in every layer.
    QCOMPARE(kv::estimate(mlx("llama-4-scout-17b-16e", 4096)).memory.kv, uint64_t(48) * 4096 * 4096);
    // --kv-bits quantises the 12 KVCaches only (ChunkedKVCache has no to_quantized): at 8192 tokens, 8-bit groups
    // of 64 cost 128 + 2 x 2 x 2 = 136 bytes per 128-value row, x 8 heads x 2 (K and V) = 2176 per cell.
    kv::Scenario q = mlx("llama-4-scout-17b-16e", 8192);
    q.mlx.kvBits = 8;
    const kv::Estimate qe = kv::estimate(q);
    QVERIFY(!qe.refusal);
    QCOMPARE(qe.view<kv::MlxInfo>()->kvBytesAfterPrompt, uint64_t(12) * 8192 * 2176 + uint64_t(36) * 8192 * 4096);
    // mlx_lm.server cannot batch a ChunkedKVCache (no merge): four users are answered one after another, one live
    // cache, and the server says so.
    const kv::Estimate four = kv::estimate(mlx("llama-4-scout-17b-16e", 4096, 4));
    QCOMPARE(four.memory.kv, uint64_t(48) * 4096 * 4096);
    QCOMPARE(four.runtime.nSeq, 1u);
    QVERIFY(std::any_of(four.warnings.begin(), four.warnings.end(),
                        [](const kv::Warning& w) { return w.code == kv::Diag::MlxServerSequential; }));
    // llama4_text.py has no chunks: every layer a growing KVCache.
    kv::Scenario text = mlx("llama-4-scout-17b-16e", 32768);
    text.model.modelType = "llama4_text";
    QCOMPARE(kv::estimate(text).memory.kv, uint64_t(48) * 32768 * 4096);
}

void TestMlx::cacheListsAreNeverQuantised()
{
    // deepseek_v32.py: CacheList(KVCache(), KVCache()) per layer: the latent (1 x 512) with the rope key (1 x 64),
    // and the lightning indexer's key (1 x 128) with an empty value. 61 layers at 4096 tokens in bf16:
    // 61 x 4096 x (512 + 128) x 2 keys, 61 x 4096 x 64 x 2 values.
    const kv::Estimate e = kv::estimate(mlx("deepseek-v3.2", 4096));
    QVERIFY(!e.refusal);
    const kv::CacheBlock* mla = block(e, kv::CacheKind::Mla);
    QVERIFY(mla);
    QCOMPARE(mla->kBytes, uint64_t(61) * 4096 * 640 * 2);
    QCOMPARE(mla->vBytes, uint64_t(61) * 4096 * 64 * 2);
    // A CacheList has no to_quantized: --kv-bits (even with groups of 128, which do not divide 64) changes nothing.
    kv::Scenario q = mlx("deepseek-v3.2", 8192);
    q.mlx.kvBits = 4;
    q.mlx.kvGroupSize = 128;
    const kv::Estimate qe = kv::estimate(q);
    QVERIFY(!qe.refusal);
    QCOMPARE(qe.memory.kv, kv::estimate(mlx("deepseek-v3.2", 8192)).memory.kv);
    QVERIFY(!qe.view<kv::MlxInfo>()->quantized);
    // falcon_h1.py: CacheList(ArraysCache(2), KVCache()) in every layer: 2 KV heads x 128 stay bf16.
    kv::Scenario f = mlx("falcon-h1-7b", 8192);
    const uint64_t plain = kv::estimate(f).memory.kv;
    f.mlx.kvBits = 8;
    QCOMPARE(kv::estimate(f).memory.kv, plain);
}

void TestMlx::latentQuantisedFails()
{
    // deepseek_v3.py, glm4_moe_lite.py (GLM-4.7-Flash), kimi_k2 -> deepseek_v3.py: once --kv-bits converts the latent
    // cache (5000 tokens cached by default), the next forward fails on k_pe.swapaxes.
    for (const char* id : {"deepseek-v3", "glm-4.7-flash", "kimi-k2"}) {
        kv::Scenario s = mlx(id, 8192);
        s.mlx.kvBits = 8;
        const kv::Estimate e = kv::estimate(s);
        QVERIFY2(e.refusal, id);
        QCOMPARE(std::string(kv::codeName(e.refusal->code)), std::string("mlx-latent-quantized"));
        QCOMPARE(e.refusal->args.at(1), std::string("5000"));
        // Below --quantized-kv-start nothing is converted: it runs, unquantised.
        s.contextPerUser = 4999;
        QVERIFY2(!kv::estimate(s).refusal, id);
    }
    // deepseek_v2.py's per-head cache quantises (mlaPerHeadInDeepseekV2).
    kv::Scenario v2 = mlx("deepseek-v2-lite", 8192);
    v2.mlx.kvBits = 8;
    QVERIFY(!kv::estimate(v2).refusal);
}

void TestMlx::recurrentState()
{
    // Qwen3-Next (qwen3_next.py, ArraysCache(size=2)): conv state (d_conv - 1) x (d_inner + 2 x n_group x d_state)
    // = 3 x (4096 + 2 x 16 x 128) = 24576 values in the input dtype (2 bytes); the gated-delta state
    // 32 heads x 128 x 128 = 524288 values in float32. 36 linear layers, per sequence, whatever the context.
    // The 12 attention layers: 2 KV heads x 256: 2 x (256 + 256) x 2 = 2048 bytes per cell; 1000 tokens -> 1024.
    for (uint32_t users : {1u, 3u}) {
        const kv::Estimate e = kv::estimate(mlx("qwen3-next-80b-a3b", 1000, users));
        QVERIFY(!e.refusal);
        const kv::CacheBlock* r = block(e, kv::CacheKind::Recurrent);
        QVERIFY(r);
        QCOMPARE(r->layers, 36u);
        QCOMPARE(r->kBytes, uint64_t(36) * 24576 * 2 * users);
        QCOMPARE(r->vBytes, uint64_t(36) * 524288 * 4 * users);
        QCOMPARE(e.memory.recurrent, uint64_t(77266944) * users);
        QCOMPARE(e.memory.kv, uint64_t(12) * 1024 * 2048 * users);
    }
}

void TestMlx::quantisedCache_data()
{
    QTest::addColumn<uint64_t>("start");
    QTest::addColumn<uint64_t>("peak");
    QTest::addColumn<uint64_t>("after");
    // Llama 3.1 8B at 8192 tokens, --kv-bits 8 --kv-group-size 64. A quantised row of 128 values: 128 x 8 / 8 =
    // 128 bytes + a scale and a bias per group of 64 in bf16: 2 x 2 x 2 = 8 -> 136; per layer and cell
    // 8 heads x 2 x 136 = 2176 bytes (unquantised 4096).
    // Start 5000 (the default): chunks 2048, 4096, 6144 cells unquantised (the peak, 32 x 6144 x 4096), then
    // converted; the 2047-token chunk grows the quantised cache to 8192 cells: 32 x 8192 x 2176.
    QTest::addRow("start 5000") << uint64_t(5000) << uint64_t(32) * 6144 * 4096 << uint64_t(32) * 8192 * 2176;
    // Start 0: quantised after the first chunk (2048 cells unquantised = 268435456, less than the end).
    QTest::addRow("start 0") << uint64_t(0) << uint64_t(32) * 8192 * 2176 << uint64_t(32) * 8192 * 2176;
}

void TestMlx::quantisedCache()
{
    QFETCH(uint64_t, start);
    QFETCH(uint64_t, peak);
    QFETCH(uint64_t, after);
    kv::Scenario s = mlx("llama-3.1-8b", 8192);
    s.mlx.kvBits = 8;
    s.mlx.kvGroupSize = 64;
    s.mlx.quantizedKvStart = start;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QVERIFY(e.view<kv::MlxInfo>()->quantized);
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesPeak, peak);
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesAfterPrompt, after);
    QCOMPARE(e.memory.kv, peak);
    QCOMPARE(after, uint64_t(570425344));
    QCOMPARE(e.runtime.launch, "mlx_lm.generate --model MODEL --kv-bits 8 --kv-group-size 64 --quantized-kv-start " +
                                   std::to_string(start));

    // Below the start nothing is quantised: 4096 tokens cost what they cost without --kv-bits.
    s.contextPerUser = 4096;
    const kv::Estimate below = kv::estimate(s);
    QCOMPARE(below.view<kv::MlxInfo>()->quantized, start == 0);
    if (start == 5000)
        QCOMPARE(below.memory.kv, uint64_t(536870912));
}

void TestMlx::maxKvSize()
{
    // A model without its own make_cache (qwen3.py): --max-kv-size 1024 gives every layer a RotatingKVCache(1024,
    // keep 4). 4096 tokens: chunk 2048 -> 2048 cells; chunk 2047 keeps 1023 and appends: 3070 (the peak); the last
    // token trims to 1024. Llama-like geometry: 4096 bytes per layer and cell.
    kv::ModelSpec qwen = kvtest::llamaLike();
    qwen.arch = "qwen3";
    kv::Scenario s;
    s.model = qwen;
    s.runtime = kv::Runtime::Mlx;
    s.contextPerUser = 4096;
    s.mlx.maxKvSize = 1024;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QVERIFY(e.view<kv::MlxInfo>()->maxKvSizeHonoured);
    QCOMPARE(e.caches.size(), size_t(1));
    QCOMPARE(e.caches[0].cellsPerStream, uint64_t(3070));
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesPeak, uint64_t(32) * 3070 * 4096);
    QCOMPARE(e.view<kv::MlxInfo>()->kvBytesAfterPrompt, uint64_t(32) * 1024 * 4096);
    QCOMPARE(e.runtime.launch, std::string("mlx_lm.generate --model MODEL --max-kv-size 1024"));

    // llama.py defines make_cache(), so make_prompt_cache never sees --max-kv-size: the cache grows as without it.
    kv::Scenario l = mlx("llama-3.1-8b", 4096);
    l.mlx.maxKvSize = 1024;
    const kv::Estimate le = kv::estimate(l);
    QVERIFY(!le.view<kv::MlxInfo>()->maxKvSizeHonoured);
    QCOMPARE(le.memory.kv, uint64_t(536870912));
    QVERIFY(std::any_of(le.warnings.begin(), le.warnings.end(),
                        [](const kv::Warning& w) { return kv::codeName(w.code) == "mlx-max-kv-size-ignored"; }));
}

void TestMlx::users()
{
    // mlx_lm.server batches up to 32 sequences (BatchKVCache, the same 256-cell steps per sequence):
    // 4 users x 1000 tokens = 4 x 134217728. Its LRU prompt cache may keep 10 finished caches of one user.
    const kv::Estimate e = kv::estimate(mlx("llama-3.1-8b", 1000, 4));
    QCOMPARE(e.memory.kv, uint64_t(4) * 134217728);
    QCOMPARE(e.caches[0].streams, 4u);
    QCOMPARE(e.view<kv::MlxInfo>()->sequences, 4u);
    QCOMPARE(e.growth.promptCacheBytes, uint64_t(10) * 134217728);
    QCOMPARE(e.runtime.launch, std::string("mlx_lm.server --model MODEL"));
    // More users than --decode-concurrency's 32: the launch raises it.
    const kv::Estimate many = kv::estimate(mlx("llama-3.1-8b", 1000, 40));
    QCOMPARE(many.memory.kv, uint64_t(40) * 134217728);
    QCOMPARE(many.runtime.launch, std::string("mlx_lm.server --model MODEL --decode-concurrency 40"));
    // Nothing reserved at load, no compute modelled: the total is the weights and the cache.
    QCOMPARE(e.memory.total(), e.memory.weights + e.memory.kv);
}

void TestMlx::refusals()
{
    // mlx_lm.server has no KV flags.
    kv::Scenario s = mlx("llama-3.1-8b", 1000, 2);
    s.mlx.kvBits = 4;
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("mlx-server-no-kv-options"));
    // RotatingKVCache.to_quantized raises NotImplementedError once the offset reaches --quantized-kv-start.
    kv::Scenario g = mlx("gemma-3-27b", 32768);
    g.mlx.kvBits = 8;
    QCOMPARE(std::string(kv::codeName(kv::estimate(g).refusal->code)), std::string("mlx-rotating-quantized"));
    g.contextPerUser = 4999;
    QVERIFY(!kv::estimate(g).refusal);
    // Groups of 128 do not divide DeepSeek's 64-value rope key.
    kv::Scenario d = mlx("deepseek-v3", 4096);
    d.mlx.kvBits = 4;
    d.mlx.kvGroupSize = 128;
    QCOMPARE(std::string(kv::codeName(kv::estimate(d).refusal->code)), std::string("mlx-kv-group-size"));
    // The cache is the activation dtype: q8_0 is llama.cpp's.
    kv::Scenario q = mlx("llama-3.1-8b", 1000);
    q.typeK = q.typeV = kv::ElemType::Q8_0;
    QCOMPARE(std::string(kv::codeName(kv::estimate(q).refusal->code)), std::string("mlx-kv-type"));
}

void TestMlx::badOptions_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("code");
    QTest::addRow("7 bits") << "kv_bits" << 7 << "kv-bits-invalid";
    QTest::addRow("1 bit") << "kv_bits" << 1 << "kv-bits-invalid";
    QTest::addRow("16 bits") << "kv_bits" << 16 << "kv-bits-invalid";
    QTest::addRow("group 48") << "kv_group_size" << 48 << "kv-group-size-invalid";
    QTest::addRow("max kv 4") << "max_kv_size" << 4 << "max-kv-size-invalid";
    QTest::addRow("negative start") << "quantized_kv_start" << -1 << "scenario-field-invalid";
}

void TestMlx::badOptions()
{
    QFETCH(QString, field);
    QFETCH(int, value);
    QFETCH(QString, code);
    nlohmann::json j = kv::scenarioToJson(mlx("llama-3.1-8b", 1000));
    j["mlx"][field.toStdString()] = value;
    try {
        (void)kv::scenarioFromJson(j, catalog());
        QFAIL("accepted");
    } catch (const kv::InputError& err) {
        QCOMPARE(QString::fromStdString(err.code()), code);
    }
}

void TestMlx::scenarioRoundTrip()
{
    kv::Scenario s = mlx("llama-3.1-8b", 8192);
    s.mlx.kvBits = 4;
    s.mlx.kvGroupSize = 32;
    s.mlx.quantizedKvStart = 0;
    s.mlx.maxKvSize = 2048;
    const nlohmann::json j = kv::scenarioToJson(s);
    QCOMPARE(j["runtime"].get<std::string>(), std::string("mlx"));
    QCOMPARE(j["mlx"]["kv_bits"].get<uint32_t>(), 4u);
    const kv::Scenario back = kv::scenarioFromJson(j, catalog());
    QCOMPARE(back.runtime, kv::Runtime::Mlx);
    QVERIFY(back.mlx == s.mlx);
    QCOMPARE(kv::runtimeFromId("mlx"), std::optional<kv::Runtime>(kv::Runtime::Mlx));
    // A file without an "mlx" object takes mlx-lm's defaults.
    nlohmann::json old = j;
    old.erase("mlx");
    const kv::Scenario d = kv::scenarioFromJson(old, catalog());
    QVERIFY(!d.mlx.kvBits);
    QCOMPARE(d.mlx.kvGroupSize, 64u);
    QCOMPARE(d.mlx.quantizedKvStart, uint64_t(5000));
}

void TestMlx::weightSchemes()
{
    // mlx.core.quantize (affine): b bits + a 16-bit scale and a 16-bit bias per group of 64 = b + 32 / 64.
    const std::pair<const char*, double> expected[] = {{"mlx-4bit", 4.5}, {"mlx-6bit", 6.5}, {"mlx-8bit", 8.5}};
    for (const auto& [id, bits] : expected) {
        const kv::WeightScheme* w = catalog().findScheme(id);
        QVERIFY2(w, id);
        QCOMPARE(w->bodyBits, bits);
        QCOMPARE(w->embeddingBits, bits); // nn.Embedding has to_quantized: quantised too
        QCOMPARE(w->outputBits, bits);
        QCOMPARE(w->normBits, 16.0); // RMSNorm has none: kept in the model dtype
    }
    // Llama 3.1 8B in mlx-4bit: the quantised tensors at 4.5 bits = 9/16 byte a weight (rounded to the byte per
    // group of tensors: embedding, layers, output), the norms at 2 bytes.
    const kv::ModelSpec& m = *catalog().findModel("llama-3.1-8b");
    const kv::ParamCounts& p = m.params;
    QVERIFY(!m.tiedEmbeddings);
    QCOMPARE(p.experts, uint64_t(0));
    const auto at45 = [](uint64_t n) { return (n * 9 + 8) / 16; };
    QCOMPARE(kv::weightBytes(m, *catalog().findScheme("mlx-4bit"), kv::WeightsFormat::Checkpoint),
             at45(p.embedding) + at45(p.attention + p.ffn + p.recurrent + p.other) + at45(p.output) + p.norm * 2);
}

void TestMlx::bands_data()
{
    QTest::addColumn<int>("runtime");
    QTest::addColumn<uint64_t>("needed");
    QTest::addColumn<int>("band");
    QTest::addColumn<uint64_t>("hard");
    QTest::addColumn<uint64_t>("sysctl");
    // 96 GiB Mac, working set 72 GiB, reserve 3 GiB.
    // MLX's hard limit: min(1.5 x 72 GiB, 0.95 x 96 GiB) = 0.95 x 103079215104 = 97925254348.8 -> 97925254348.
    // The sysctl: ceil((needed + 3 GiB) / MiB).
    const auto m = static_cast<int>(kv::Runtime::Mlx);
    const auto l = static_cast<int>(kv::Runtime::LlamaCpp);
    const uint64_t mlxHard = 97925254348;
    QTest::addRow("mlx 70 GiB fits") << m << 70 * kGiB << int(kv::MemoryBand::Fits) << mlxHard << uint64_t(0);
    QTest::addRow("mlx 72 GiB fits") << m << 72 * kGiB << int(kv::MemoryBand::Fits) << mlxHard << uint64_t(0);
    QTest::addRow("mlx 80 GiB pages") << m << 80 * kGiB << int(kv::MemoryBand::Pages) << mlxHard << uint64_t(83 * 1024);
    QTest::addRow("mlx 80 GiB + 1 byte pages")
        << m << 80 * kGiB + 1 << int(kv::MemoryBand::Pages) << mlxHard << uint64_t(83 * 1024 + 1);
    QTest::addRow("mlx 92 GiB fails") << m << 92 * kGiB << int(kv::MemoryBand::Fails) << mlxHard << uint64_t(95 * 1024);
    QTest::addRow("mlx 94 GiB fails, no sysctl")
        << m << 94 * kGiB << int(kv::MemoryBand::Fails) << mlxHard << uint64_t(0);
    // llama.cpp (Metal) only warns above the working set: its hard limit is the pool, 96 - 3 = 93 GiB.
    QTest::addRow("llama.cpp 92 GiB pages")
        << l << 92 * kGiB << int(kv::MemoryBand::Pages) << 93 * kGiB << uint64_t(95 * 1024);
    // Above the pool, the plan and the 3 GiB reserve exceed 96 GiB: no wired limit helps (0).
    QTest::addRow("llama.cpp 93.5 GiB fails, no sysctl")
        << l << 93 * kGiB + 512 * kMiB << int(kv::MemoryBand::Fails) << 93 * kGiB << uint64_t(0);
}

void TestMlx::bands()
{
    QFETCH(int, runtime);
    QFETCH(uint64_t, needed);
    QFETCH(int, band);
    QFETCH(uint64_t, hard);
    QFETCH(uint64_t, sysctl);
    kv::Scenario s;
    s.runtime = static_cast<kv::Runtime>(runtime);
    s.hardware.devices.push_back(mac96());
    const kv::BandInfo b = kv::appleBand(s, holding(needed));
    QCOMPARE(int(b.band), band);
    QCOMPARE(b.neededBytes, needed);
    QCOMPARE(b.workingSetBytes, 72 * kGiB);
    QCOMPARE(b.hardLimitBytes, hard);
    QCOMPARE(b.wiredLimitMb, sysctl);
    // Not on a GPU machine, not for vLLM.
    s.runtime = kv::Runtime::Vllm;
    QCOMPARE(kv::appleBand(s, holding(needed)).band, kv::MemoryBand::None);
}

void TestMlx::nothingReservedAtLoad()
{
    // Over a conversation the allocation follows the tokens: at token 1 one step (32 x 256 x 4096 bytes), at
    // token 1000 four (32 x 1024 x 4096); the tokens themselves fill 32 x 1 x 4096 and 32 x 1000 x 4096.
    const kv::Scenario s = mlx("llama-3.1-8b", 1000);
    const auto points = kv::conversationTimeline(s, 500, 500, 2);
    QCOMPARE(points.size(), size_t(2));
    const uint64_t weights = kv::weightBytes(s.model, s.weights, kv::WeightsFormat::Checkpoint);
    QCOMPARE(points[0].tokens, uint64_t(1));
    QCOMPARE(points[0].reservedBytes, weights + uint64_t(32) * 256 * 4096);
    QCOMPARE(points[0].usedBytes, weights + uint64_t(32) * 1 * 4096);
    QCOMPARE(points[1].tokens, uint64_t(1000));
    QCOMPARE(points[1].reservedBytes, weights + uint64_t(32) * 1024 * 4096);
    QCOMPARE(points[1].usedBytes, weights + uint64_t(32) * 1000 * 4096);
}

void TestMlx::smallMacBand()
{
    // macbook-air-m2-8gb: 8 GiB, working set 8 GiB x 2/3 in whole 16 KiB pages = 349526 x 16384 = 5726633984, reserve 3
    // GiB -> 5 GiB usable, below the working set. A plan of 5 GiB + 1 byte is under the working set but over what the
    // OS leaves: it fails, and no sysctl helps (5 GiB + 1 + 3 GiB > 8 GiB). MLX's own limit, min(1.5 x 5726633984, 0.95
    // x 8 GiB) = 8160437862, is above the 5 GiB too.
    kv::Scenario s;
    s.hardware = kv::machineFrom(*catalog().findHardware("macbook-air-m2-8gb"), kv::MachineOptions{});
    QCOMPARE(s.hardware.devices[0].gpuLimitBytes, uint64_t(349526) * 16384);
    for (kv::Runtime r : {kv::Runtime::LlamaCpp, kv::Runtime::Mlx}) {
        s.runtime = r;
        const kv::BandInfo b = kv::appleBand(s, holding(5 * kGiB + 1));
        QCOMPARE(b.hardLimitBytes, 5 * kGiB);
        QCOMPARE(b.band, kv::MemoryBand::Fails);
        QCOMPARE(b.wiredLimitMb, uint64_t(0));
        QCOMPARE(kv::appleBand(s, holding(5 * kGiB)).band, kv::MemoryBand::Fits);
    }
}

void TestMlx::bandInEstimate()
{
    // The preset: 96 GiB, working set 96 GiB x 3/4 = 72 GiB, reserve 3 GiB.
    kv::Scenario s = mlx("gemma-3-27b", 32768);
    s.hardware = kv::machineFrom(*catalog().findHardware("macbook-pro-m2-max-96gb"), kv::MachineOptions{});
    QCOMPARE(s.hardware.devices.size(), size_t(1));
    QCOMPARE(s.hardware.devices[0].gpuLimitBytes, 72 * kGiB);
    QCOMPARE(s.hardware.devices[0].reserveBytes, 3 * kGiB);
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.band.band, kv::MemoryBand::Fits);
    QCOMPARE(e.band.neededBytes, e.memory.weights + uint64_t(3992125440));
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    // 9 users at 32768: KV 9 x 3992125440 = 35929128960 bytes (33.46 GiB) + the weights (about 15 GiB) is above
    // the 72 GiB working set? No: 48 GiB. 20 users: 79842508800 (74.4 GiB) + weights: above 72 GiB, below 91.2 GiB.
    s.users = 20;
    e = kv::estimate(s);
    const uint64_t needed = e.memory.weights + uint64_t(20) * 3992125440;
    QCOMPARE(e.band.neededBytes, needed);
    QVERIFY(needed > 72 * kGiB && needed <= 97925254348);
    QCOMPARE(e.band.band, kv::MemoryBand::Pages);
    QCOMPARE(e.verdict, kv::Verdict::Spills);
    QCOMPARE(e.band.wiredLimitMb, (needed + 3 * kGiB + kMiB - 1) / kMiB);
    QVERIFY(std::any_of(e.warnings.begin(), e.warnings.end(),
                        [](const kv::Warning& w) { return kv::codeName(w.code) == "apple-band-pages"; }));
}

void TestMlx::fitOffersMlxSchemesOnly()
{
    // mlx-lm loads safetensors checkpoints: its own affine 8/6/4-bit conversions and the unquantised BF16 / F16
    // weights, never a GGUF type; the GGUF runtimes never get an MLX conversion. Bits per weight from the format:
    // 8/6/4 + 2 x 16 / 64 = 8.5, 6.5, 4.5, so the finest first is BF16, F16 (16), then 8.5, 6.5, 4.5.
    std::vector<std::string> ids;
    for (const kv::WeightScheme& w : kv::schemesFor(kv::Runtime::Mlx, catalog()))
        ids.push_back(w.id);
    QCOMPARE(ids, (std::vector<std::string>{"BF16", "F16", "mlx-8bit", "mlx-6bit", "mlx-4bit"}));
    for (const kv::Runtime r : {kv::Runtime::LlamaCpp, kv::Runtime::Ollama, kv::Runtime::KoboldCpp, kv::Runtime::Ideal})
        for (const kv::WeightScheme& w : kv::schemesFor(r, catalog()))
            QVERIFY2(w.id.rfind("mlx-", 0) != 0, w.id.c_str());
    QVERIFY(!kv::loadsScheme(kv::Runtime::Mlx, *catalog().findScheme("Q4_K_M")));
    QVERIFY(!kv::loadsScheme(kv::Runtime::KoboldCpp, *catalog().findScheme("mlx-4bit")));
    QVERIFY(kv::loadsScheme(kv::Runtime::KoboldCpp, *catalog().findScheme("Q4_K_M")));
}

QTEST_APPLESS_MAIN(TestMlx)
#include "tst_mlx.moc"
