// ExLlamaV3 / TabbyAPI's cache, worked out by hand from ExLlamaV3's source at 4f8ad01 (exllamav3/cache/fp16.py,
// quant.py and mla.py: the shapes of the K / V tensors; constants.py: PAGE_SIZE 256; modules/sliding_attn.py:
// SWALayerState and kv_state_size; gated_delta_net.py GDNLayerState; short_conv.py ShortConvLayerState) and
// TabbyAPI's at e632af4 (backends/exllamav3/model.py: cache_size, max_seq_len, cache_mode "Q4" = "4,4").
// No ExLlamaV3 run is recorded here (it needs a CUDA GPU); every figure below is the tensor shapes' arithmetic.
#include <QTest>

#include "choose.h"
#include "errors.h"
#include "estimator.h"
#include "exllamav3/exllamav3.h"
#include "groundtruth.h"
#include "hardware.h"
#include "scenariojson.h"
#include "weightscheme.h"

namespace {

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kvtest::presets();
    return cat;
}

kv::Scenario scenario(const std::string& id, uint64_t context, uint32_t users)
{
    kv::Scenario s;
    s.model = *catalog().findModel(id);
    s.runtime = kv::Runtime::ExLlamaV3;
    s.contextPerUser = context;
    s.users = users;
    s.weights = *kv::exl3Scheme("exl3-4.0bpw");
    return s;
}

const kv::CacheBlock* block(const kv::Estimate& e, kv::CacheKind k, uint32_t streams = 0)
{
    for (const kv::CacheBlock& b : e.caches)
        if (b.kind == k && (streams == 0 || b.streams == streams))
            return &b;
    return nullptr;
}

bool hasWarning(const kv::Estimate& e, const std::string& code)
{
    return std::any_of(e.warnings.begin(), e.warnings.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

// One 24 GiB GPU with its 400 MiB driver context (headless) and 64 GiB of RAM.
kv::Hardware gpu24(uint32_t gpus = 1)
{
    kv::MachineOptions o;
    o.headless = true;
    return kv::customMachine(24ull << 30, gpus, 64ull << 30, o);
}

} // namespace

class TestExLlamaV3 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tabbyDefaultBatch();
    void rowBytes();
    void cacheModes();
    void denseFp16SeveralUsers();
    void denseQuantised();
    void denseMixedBits();
    void cacheSizeRoundsUpToPages();
    void slidingRingGptOss();
    void slidingAsFullGemma3();
    void mlaLatent();
    void recurrentQwen3Next();
    void shortConvLfm2();
    void weightsExl3();
    void placementOnGpu();
    void jobsWaitAreNotAFit();
    void maxSeqLenLimited();
    void refusals();
    void scenarioJson();
    void launchText();
    void fitSchemes();
};

void TestExLlamaV3::rowBytes()
{
    // FP16: 2 bytes a value. Quantised: n / 32 int32 words per bit of precision, plus n / 32 fp16 scales.
    QCOMPARE(kv::exllamav3RowBytes(1024, 16), uint64_t(2048));
    QCOMPARE(kv::exllamav3RowBytes(1024, 4), uint64_t(1024 / 32 * 4 * 4 + 1024 / 32 * 2)); // 512 + 64 = 576
    QCOMPARE(kv::exllamav3RowBytes(1024, 8), uint64_t(1088));                              // 1024 + 64
    QCOMPARE(kv::exllamav3RowBytes(512, 2), uint64_t(512 / 32 * 2 * 4 + 512 / 32 * 2));    // 128 + 32 = 160
}

void TestExLlamaV3::cacheModes()
{
    QCOMPARE(kv::exllamav3CacheMode("FP16"), std::make_pair(16u, 16u));
    QCOMPARE(kv::exllamav3CacheMode("Q4"), std::make_pair(4u, 4u));
    QCOMPARE(kv::exllamav3CacheMode("q6"), std::make_pair(6u, 6u));
    QCOMPARE(kv::exllamav3CacheMode("8, 4"), std::make_pair(8u, 4u));
    QCOMPARE(kv::exllamav3CacheModeName(8, 4), std::string("8,4"));
    QCOMPARE(kv::exllamav3CacheModeName(16, 16), std::string("FP16"));
    for (const char* bad : {"Q5", "1,4", "9,9", "4", "fp8", "4,4,4", ""}) {
        bool threw = false;
        try {
            kv::exllamav3CacheMode(bad);
        } catch (const kv::InputError& e) {
            threw = e.code() == "exllamav3-cache-mode-invalid";
        }
        QVERIFY2(threw, bad);
    }
}

void TestExLlamaV3::denseFp16SeveralUsers()
{
    // Llama-3.1-8B: 32 layers of 8 KV heads x 128. 8192 tokens x 4 users: cache_size 32768 (a multiple of 256), one
    // page pool for every job. K of all layers = 32 x 32768 x 1024 x 2 = 2147483648 bytes, V the same.
    const kv::Estimate e = kv::estimate(scenario("llama-3.1-8b", 8192, 4));
    QVERIFY(!e.refusal);
    QCOMPARE(e.caches.size(), size_t(1));
    const kv::CacheBlock* full = block(e, kv::CacheKind::Full);
    QVERIFY(full);
    QCOMPARE(full->layers, 32u);
    QCOMPARE(full->cellsPerStream, uint64_t(32768));
    QCOMPARE(full->streams, 1u);
    QCOMPARE(full->kBytes, uint64_t(2147483648));
    QCOMPARE(full->vBytes, uint64_t(2147483648));
    QCOMPARE(e.memory.kv, uint64_t(4294967296));
    QCOMPARE(e.memory.recurrent, uint64_t(0));
    QVERIFY(e.view<kv::ExLlamaV3Plan>());
    QCOMPARE(e.view<kv::ExLlamaV3Plan>()->cacheSize, uint64_t(32768));
    QCOMPARE(e.view<kv::ExLlamaV3Plan>()->maxSeqLen, uint64_t(8192));
    QCOMPARE(e.view<kv::ExLlamaV3Plan>()->maxBatchSize, 4u);
    // A page: 256 tokens x 32 layers x (2048 + 2048) bytes = 33554432.
    QCOMPARE(e.view<kv::ExLlamaV3Plan>()->pageBytes, uint64_t(33554432));
    QCOMPARE(e.view<kv::ExLlamaV3Plan>()->maxConcurrency, 4.0);
    QCOMPARE(e.runtime.nCtx, uint64_t(32768));
    QCOMPARE(e.runtime.nCtxSeq, uint64_t(8192));
    QCOMPARE(e.runtime.name, std::string("exllamav3"));
    QVERIFY(e.runtime.rulesVersion.find("4f8ad01") != std::string::npos);
    QVERIFY(e.runtime.rulesVersion.find("e632af4") != std::string::npos);
    QVERIFY(hasWarning(e, "exllamav3-activations-not-modelled"));
    // The admission limit: the pages shared by 4 users, at most max_seq_len each.
    QCOMPARE(kv::admissionTokens(scenario("llama-3.1-8b", 8192, 4), e), uint64_t(8192));
}

void TestExLlamaV3::denseQuantised()
{
    // cache_mode Q4 = 4,4: K per token and layer = 1024 / 32 x 4 int32 (512 bytes) + 1024 / 32 fp16 scales (64) =
    // 576 bytes, V the same: 32 layers x 32768 x 576 = 603979776 each, 1207959552 in all (FP16: 4294967296).
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 4);
    s.exllamav3.kBits = s.exllamav3.vBits = 4;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    const kv::CacheBlock* full = block(e, kv::CacheKind::Full);
    QVERIFY(full);
    QCOMPARE(full->kBytes, uint64_t(603979776));
    QCOMPARE(full->vBytes, uint64_t(603979776));
    QCOMPARE(e.memory.kv, uint64_t(1207959552));
    QVERIFY(e.runtime.launch.find("cache_mode: 4,4") != std::string::npos);
}

void TestExLlamaV3::denseMixedBits()
{
    // cache_mode 8,4: K = 1024 / 32 x 8 x 4 + 64 = 1088 bytes a token and layer, V = 576.
    kv::Scenario s = scenario("llama-3.1-8b", 4096, 1);
    s.exllamav3.kBits = 8;
    s.exllamav3.vBits = 4;
    const kv::Estimate e = kv::estimate(s);
    const kv::CacheBlock* full = block(e, kv::CacheKind::Full);
    QVERIFY(full);
    QCOMPARE(full->kBytes, uint64_t(32) * 4096 * 1088); // 142606336
    QCOMPARE(full->vBytes, uint64_t(32) * 4096 * 576);  // 75497472
}

void TestExLlamaV3::cacheSizeRoundsUpToPages()
{
    // 5000 tokens x 3 users = 15000: the planner asks for cdiv(15000, 256) x 256 = 59 x 256 = 15104 tokens.
    const kv::Estimate e = kv::estimate(scenario("llama-3.1-8b", 5000, 3));
    QCOMPARE(e.view<kv::ExLlamaV3Plan>()->cacheSize, uint64_t(15104));
    QCOMPARE(e.runtime.nCtxRequested, uint64_t(15000));
    QCOMPARE(block(e, kv::CacheKind::Full)->kBytes, uint64_t(32) * 15104 * 2048);
}

void TestExLlamaV3::slidingRingGptOss()
{
    // gpt-oss-20b: 24 layers of 8 KV heads x 64 (512 values), sliding window 128 on every other layer. exllamav3
    // builds those as SlidingAttention: each of max_batch_size slots keeps an FP16 ring of
    // cdiv(128 + 512, 256) x 256 = 768 tokens. 4096 tokens x 2 users: cache_size 8192 for the 12 full layers.
    const kv::Estimate e = kv::estimate(scenario("gpt-oss-20b", 4096, 2));
    QVERIFY(!e.refusal);
    const kv::CacheBlock* full = block(e, kv::CacheKind::Full);
    const kv::CacheBlock* ring = block(e, kv::CacheKind::Swa);
    QVERIFY(full && ring);
    QCOMPARE(full->layers, 12u);
    QCOMPARE(full->kBytes, uint64_t(12) * 8192 * 512 * 2); // 100663296
    QCOMPARE(ring->layers, 12u);
    QCOMPARE(ring->cellsPerStream, uint64_t(768));
    QCOMPARE(ring->streams, 2u);
    QCOMPARE(ring->kBytes, uint64_t(12) * 768 * 512 * 2 * 2); // 18874368
    QCOMPARE(ring->vBytes, ring->kBytes);
    // A slot: 12 layers x 768 x 512 x 2 x 2 (K and V) = 18874368 / 2 x 2 = 18874368 bytes.
    QCOMPARE(e.view<kv::ExLlamaV3Plan>()->slotBytes, uint64_t(12) * 768 * 512 * 2 * 2);
    // The ring is FP16 whatever the cache mode: Q4 shrinks only the full layers.
    kv::Scenario q = scenario("gpt-oss-20b", 4096, 2);
    q.exllamav3.kBits = q.exllamav3.vBits = 4;
    const kv::Estimate eq = kv::estimate(q);
    QCOMPARE(block(eq, kv::CacheKind::Swa)->kBytes, uint64_t(18874368));
    QCOMPARE(block(eq, kv::CacheKind::Full)->kBytes, uint64_t(12) * 8192 * (512 / 32 * 4 * 4 + 512 / 32 * 2));
}

void TestExLlamaV3::slidingAsFullGemma3()
{
    // Gemma 3 27B: exllamav3 runs its sliding-window layers (window 1024, 5 of every 6) as ordinary attention with
    // the whole paged cache: 62 layers x 8192 tokens x 16 x 128 x 2 bytes for K.
    const kv::Estimate e = kv::estimate(scenario("gemma-3-27b", 8192, 1));
    uint64_t k = 0;
    uint32_t layers = 0;
    for (const kv::CacheBlock& b : e.caches) {
        QCOMPARE(b.cellsPerStream, uint64_t(8192));
        QCOMPARE(b.streams, 1u);
        k += b.kBytes;
        layers += b.layers;
    }
    QCOMPARE(layers, 62u);
    QCOMPARE(k, uint64_t(62) * 8192 * 16 * 128 * 2); // 2080374784
}

void TestExLlamaV3::mlaLatent()
{
    // DeepSeek-V2-Lite: 27 MLA layers, latent 512 + rope key 64. FP16: 1152 bytes a token and layer; 8192 tokens:
    // 27 x 8192 x 1152 = 254803968, no V.
    const kv::Estimate e = kv::estimate(scenario("deepseek-v2-lite", 8192, 1));
    const kv::CacheBlock* mla = block(e, kv::CacheKind::Mla);
    QVERIFY(mla);
    QCOMPARE(mla->layers, 27u);
    QCOMPARE(mla->kBytes, uint64_t(254803968));
    QCOMPARE(mla->vBytes, uint64_t(0));
    // Q4: the latent quantised with K's bits (512 / 32 x 4 x 4 = 256 bytes + 16 scales x 2 = 32), the rope key
    // in FP16 (128 bytes): 416 a token and layer; 27 x 8192 x 416 = 92012544. V's bits are unused.
    kv::Scenario q = scenario("deepseek-v2-lite", 8192, 1);
    q.exllamav3.kBits = 4;
    q.exllamav3.vBits = 8;
    QCOMPARE(block(kv::estimate(q), kv::CacheKind::Mla)->kBytes, uint64_t(92012544));
}

void TestExLlamaV3::recurrentQwen3Next()
{
    // Qwen3-Next 80B-A3B: 12 full-attention layers (2 KV heads x 256) and 36 Gated DeltaNet layers. Per slot and
    // DeltaNet layer (GDNLayerState, max_history 0): a bf16 conv state of fdim_qkv x d_conv = (2 x 16 x 128 +
    // 32 x 128) x 4 = 8192 x 4 values = 65536 bytes, an f32 state of 32 x 128 x 128 = 524288 values = 2097152 bytes.
    // 4096 tokens x 3 users, max_batch_size 3.
    const kv::Estimate e = kv::estimate(scenario("qwen3-next-80b-a3b", 4096, 3));
    const kv::CacheBlock* full = block(e, kv::CacheKind::Full);
    const kv::CacheBlock* rec = block(e, kv::CacheKind::Recurrent);
    QVERIFY(full && rec);
    QCOMPARE(full->layers, 12u);
    QCOMPARE(full->kBytes, uint64_t(12) * 12288 * 512 * 2); // 150994944
    QCOMPARE(rec->layers, 36u);
    QCOMPARE(rec->streams, 3u);
    QCOMPARE(rec->kBytes, uint64_t(36) * 3 * 65536);   // 7077888
    QCOMPARE(rec->vBytes, uint64_t(36) * 3 * 2097152); // 226492416
    QCOMPARE(e.memory.recurrent, uint64_t(7077888 + 226492416));
    QVERIFY(!hasWarning(e, "exllamav3-state-unpinned"));
    // More slots cost state whatever the traffic: max_batch_size 8 with the same 3 users.
    kv::Scenario s8 = scenario("qwen3-next-80b-a3b", 4096, 3);
    s8.exllamav3.maxBatchSize = 8;
    QCOMPARE(kv::estimate(s8).memory.recurrent, uint64_t(36) * 8 * (65536 + 2097152));
}

void TestExLlamaV3::shortConvLfm2()
{
    // LFM2 1.2B: 10 short-conv layers with an fp16 conv state of hidden 2048 x d_conv 3 = 12288 bytes per slot.
    const kv::Estimate e = kv::estimate(scenario("lfm2-1.2b", 2048, 2));
    const kv::CacheBlock* rec = block(e, kv::CacheKind::Recurrent);
    QVERIFY(rec);
    QCOMPARE(rec->layers, 10u);
    QCOMPARE(rec->kBytes, uint64_t(10) * 2 * 12288);
    QCOMPARE(rec->vBytes, uint64_t(0));
    // Mamba-1 state is not pinned: priced as llama.cpp's f32 state, said so.
    const kv::Estimate j = kv::estimate(scenario("jamba-1.5-mini", 2048, 1));
    QVERIFY(hasWarning(j, "exllamav3-state-unpinned"));
}

void TestExLlamaV3::weightsExl3()
{
    const auto w = kv::exl3Scheme("exl3-4.0bpw");
    QVERIFY(w);
    QCOMPARE(w->id, std::string("EXL3-4.0BPW"));
    QCOMPARE(w->bodyBits, 4.0);
    QCOMPARE(w->outputBits, 6.0); // convert_model.py --head_bits default 6
    QCOMPARE(w->embeddingBits, 16.0);
    QCOMPARE(kv::exl3Scheme("EXL3-3.5-h8")->id, std::string("EXL3-3.5BPW-H8"));
    QCOMPARE(kv::exl3Scheme("exl3-2.25bpw")->bodyBits, 2.25);
    QCOMPARE(kv::exl3Scheme("exl3-2.25bpw")->id, std::string("EXL3-2.25BPW"));
    QCOMPARE(kv::exl3Scheme("EXL3-4.0BPW")->id, std::string("EXL3-4.0BPW")); // its own id reads back
    QCOMPARE(kv::exl3Scheme("exl3-6bpw-h16")->outputBits, 16.0);
    for (const char* bad : {"exl3-9bpw", "exl3-0.5bpw", "exl3-4.0bpw-h9", "exl3-", "exl3-abc", "Q4_K_M"})
        QVERIFY2(!kv::exl3Scheme(bad), bad);
    // Llama-3.1-8B at 4.0 bpw: attention + FFN (1342177280 + 5637144576) x 4 / 8 = 3489660928, the embedding
    // 525336576 x 2 = 1050673152, the head 525336576 x 6 / 8 = 394002432, the norms 266240 x 2 = 532480:
    // 4934868992 bytes.
    QCOMPARE(kv::weightBytes(*catalog().findModel("llama-3.1-8b"), *w, kv::WeightsFormat::Checkpoint),
             uint64_t(4934868992));
    // Weights of another format are priced as asked, with a word that ExLlamaV3 loads EXL3 only.
    kv::Scenario s = scenario("llama-3.1-8b", 4096, 1);
    s.weights = *catalog().findScheme("Q4_K_M");
    QVERIFY(hasWarning(kv::estimate(s), "exllamav3-weights-not-exl3"));
    QVERIFY(!hasWarning(kv::estimate(scenario("llama-3.1-8b", 4096, 1)), "exllamav3-weights-not-exl3"));
}

void TestExLlamaV3::placementOnGpu()
{
    // Llama-3.1-8B EXL3 4.0 bpw, 8192 tokens x 2 users, FP16 cache on one 24 GiB GPU: weights 4934868992 + cache
    // 16384 x 32 x 4096 = 2147483648 = 7082352640 bytes on the GPU, nothing in RAM; usable 24 GiB - 400 MiB.
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 2);
    s.hardware = gpu24();
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    const kv::DeviceUse& g = e.devices.front();
    QCOMPARE(g.kind, kv::DeviceKind::Gpu);
    QCOMPARE(g.memory.weights, uint64_t(4934868992));
    QCOMPARE(g.memory.kv, uint64_t(2147483648));
    QCOMPARE(g.used(), uint64_t(7082352640));
    QCOMPARE(g.usableBytes, (24ull << 30) - (400ull << 20));
    for (const kv::DeviceUse& d : e.devices)
        if (d.kind == kv::DeviceKind::Ram)
            QCOMPARE(d.used(), uint64_t(0));
    // 131072 tokens x 8 users = 1 Mi tokens: 32 x 2^20 x 4096 = 128 GiB of cache does not fit.
    s.contextPerUser = 131072;
    s.users = 8;
    QCOMPARE(kv::estimate(s).verdict, kv::Verdict::DoesNotFit);
}

void TestExLlamaV3::jobsWaitAreNotAFit()
{
    // cache_size 16384 for 4 users of 8192: the memory fits, but two jobs wait for pages.
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 4);
    s.hardware = gpu24();
    s.exllamav3.cacheSize = 16384;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(hasWarning(e, "exllamav3-cache-below-users"));
    QCOMPARE(e.verdict, kv::Verdict::DoesNotFit);
    QCOMPARE(e.view<kv::ExLlamaV3Plan>()->maxConcurrency, 2.0);
    // max_batch_size 2 for 4 users: two wait.
    kv::Scenario b = scenario("llama-3.1-8b", 8192, 4);
    b.hardware = gpu24();
    b.exllamav3.maxBatchSize = 2;
    const kv::Estimate eb = kv::estimate(b);
    QVERIFY(hasWarning(eb, "exllamav3-batch-below-users"));
    QCOMPARE(eb.verdict, kv::Verdict::DoesNotFit);
    // The same plan with room for everyone fits.
    kv::Scenario ok = scenario("llama-3.1-8b", 8192, 4);
    ok.hardware = gpu24();
    QCOMPARE(kv::estimate(ok).verdict, kv::Verdict::Fits);
}

void TestExLlamaV3::maxSeqLenLimited()
{
    // max_seq_len 65536 above cache_size 8192: TabbyAPI lowers it to 8192.
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 1);
    s.exllamav3.maxSeqLen = 65536;
    s.exllamav3.cacheSize = 8192;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(hasWarning(e, "exllamav3-max-seq-len-limited"));
    QCOMPARE(e.view<kv::ExLlamaV3Plan>()->maxSeqLen, uint64_t(8192));
    // A conversation longer than max_seq_len is refused by TabbyAPI: not a fit.
    kv::Scenario l = scenario("llama-3.1-8b", 8192, 1);
    l.hardware = gpu24();
    l.exllamav3.maxSeqLen = 4096;
    const kv::Estimate el = kv::estimate(l);
    QVERIFY(hasWarning(el, "exllamav3-context-over-max-seq-len"));
    QCOMPARE(el.verdict, kv::Verdict::DoesNotFit);
}

void TestExLlamaV3::refusals()
{
    // cache_size not a multiple of 256: exllamav3 asserts (TabbyAPI never calls its rounding helper).
    kv::Scenario s = scenario("llama-3.1-8b", 4096, 1);
    s.exllamav3.cacheSize = 5000;
    kv::Estimate e = kv::estimate(s);
    QVERIFY(e.refusal);
    QCOMPARE(std::string(kv::codeName(e.refusal->code)), std::string("exllamav3-cache-size-page"));
    QCOMPARE(e.refusal->args, std::vector<std::string>{"5000"});
    // A ggml cache type is not an ExLlamaV3 cache mode.
    kv::Scenario t = scenario("llama-3.1-8b", 4096, 1);
    t.typeK = t.typeV = kv::ElemType::Q8_0;
    QCOMPARE(std::string(kv::codeName(kv::estimate(t).refusal->code)), std::string("exllamav3-cache-type"));
    // A machine without a GPU (a Mac's unified memory included).
    kv::Scenario c = scenario("llama-3.1-8b", 4096, 1);
    c.hardware = kv::customMachine(0, 0, 64ull << 30, {});
    QCOMPARE(std::string(kv::codeName(kv::estimate(c).refusal->code)), std::string("exllamav3-needs-gpu"));
    // Half-FP16 cache modes are not TabbyAPI's: an input error.
    kv::Scenario m = scenario("llama-3.1-8b", 4096, 1);
    m.exllamav3.kBits = 16;
    m.exllamav3.vBits = 4;
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::estimate(m));
    // max_batch_size 0 is absurd.
    kv::Scenario z = scenario("llama-3.1-8b", 4096, 1);
    z.exllamav3.maxBatchSize = 0;
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::estimate(z));
}

void TestExLlamaV3::scenarioJson()
{
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 2);
    s.exllamav3.cacheSize = 32768;
    s.exllamav3.maxSeqLen = 16384;
    s.exllamav3.maxBatchSize = 3;
    s.exllamav3.kBits = 6;
    s.exllamav3.vBits = 4;
    const nlohmann::json j = kv::scenarioToJson(s);
    QCOMPARE(j["exllamav3"]["cache_mode"].get<std::string>(), std::string("6,4"));
    QCOMPARE(j["weights"].get<std::string>(), std::string("EXL3-4.0BPW"));
    const kv::Scenario back = kv::scenarioFromJson(j, catalog());
    QCOMPARE(back.exllamav3, s.exllamav3);
    QCOMPARE(back.weights, s.weights);
    QCOMPARE(back.runtime, kv::Runtime::ExLlamaV3);
    for (const char* field : {"cache_size", "max_batch_size", "cache_mode"}) {
        nlohmann::json bad = j;
        bad["exllamav3"][field] = std::string(field) == "cache_mode" ? nlohmann::json("Q5") : nlohmann::json(1000);
        if (std::string(field) == "max_batch_size")
            bad["exllamav3"][field] = 0;
        bool threw = false;
        try {
            kv::scenarioFromJson(bad, catalog());
        } catch (const kv::InputError& e) {
            threw = e.code() == "scenario-field-invalid";
        }
        QVERIFY2(threw, field);
    }
}

void TestExLlamaV3::launchText()
{
    kv::Scenario s = scenario("llama-3.1-8b", 8192, 4);
    s.exllamav3.kBits = s.exllamav3.vBits = 8;
    QCOMPARE(kv::estimate(s).runtime.launch, std::string("model:\n"
                                                         "  model_name: MODEL\n"
                                                         "  max_seq_len: 8192\n"
                                                         "  cache_size: 32768\n"
                                                         "  cache_mode: 8,8\n"
                                                         "  max_batch_size: 4"));
}

void TestExLlamaV3::fitSchemes()
{
    // The fit table offers ExLlamaV3 EXL3 rates only, finest first; GGUF schemes are not ExLlamaV3's.
    const std::vector<kv::WeightScheme> w = kv::schemesFor(kv::Runtime::ExLlamaV3, catalog());
    QCOMPARE(w.size(), size_t(8));
    QCOMPARE(w.front().id, std::string("EXL3-8.0BPW"));
    QCOMPARE(w.back().id, std::string("EXL3-2.0BPW"));
    QVERIFY(!kv::loadsScheme(kv::Runtime::ExLlamaV3, *catalog().findScheme("Q4_K_M")));
    QVERIFY(kv::loadsScheme(kv::Runtime::ExLlamaV3, *kv::exl3Scheme("exl3-3.25bpw")));
    // SGLang loads the checkpoints vLLM loads.
    std::vector<std::string> sg, vl;
    for (const kv::WeightScheme& x : kv::schemesFor(kv::Runtime::SGLang, catalog()))
        sg.push_back(x.id);
    for (const kv::WeightScheme& x : kv::schemesFor(kv::Runtime::Vllm, catalog()))
        vl.push_back(x.id);
    QCOMPARE(sg, vl);
    QVERIFY(!kv::loadsScheme(kv::Runtime::SGLang, *catalog().findScheme("Q4_K_M")));
}

void TestExLlamaV3::tabbyDefaultBatch()
{
    // TabbyAPI e632af4 backends/exllamav3/model.py: max_batch_size unset -> 4 when the model has recurrent_states
    // (Gated DeltaNet, Mamba-2 or short-conv layers; exllamav3's SlidingAttention ring: gpt-oss, Gemma 4), else 128.
    QCOMPARE(kv::tabbyDefaultMaxBatchSize(catalog().findModel("qwen3-next-80b-a3b")[0]), 4u);
    QCOMPARE(kv::tabbyDefaultMaxBatchSize(catalog().findModel("gpt-oss-20b")[0]), 4u);
    QCOMPARE(kv::tabbyDefaultMaxBatchSize(catalog().findModel("llama-3.1-8b")[0]), 128u);
    // Gemma 3's sliding layers are paged Attention in exllamav3 (no ring): no per-slot state.
    QCOMPARE(kv::tabbyDefaultMaxBatchSize(catalog().findModel("gemma-3-27b")[0]), 128u);
    // Qwen3-Next with TabbyAPI's 4 slots: per slot 36 Gated DeltaNet layers x (conv 8192 x 4 x 2 bytes (bf16, the full
    // kernel) + state 32 x 128 x 128 x 4 bytes (f32)) = 36 x 2162688 = 77856768 bytes; 4 slots 311427072.
    kv::Scenario s = scenario("qwen3-next-80b-a3b", 32768, 1);
    s.exllamav3.maxBatchSize = 4;
    QCOMPARE(kv::estimate(s).memory.recurrent, uint64_t(311427072));
}

QTEST_APPLESS_MAIN(TestExLlamaV3)
#include "tst_exllamav3.moc"
