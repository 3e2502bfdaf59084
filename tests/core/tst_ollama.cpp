// Ollama's rules (core/ollama/ollama.cpp), worked out by hand from Ollama's Go source:
// v0.32.15 (b7871fc): server/routes.go (default num_ctx), server/sched.go (parallel, num_batch, retry),
// llm/llama_server.go (llama-server flags); v0.24.0 (c28ddc0): kvcache/causal.go Causal.Init,
// runner/ollamarunner/cache.go, llm/server.go, fs/ggml/ggml.go.
#include "estimator.h"
#include "llamacpp/rules.h"
#include "modeljson.h"
#include "ollama/ollama.h"
#include "specs.h"

#include <QtTest>

#include <algorithm>

namespace {

constexpr uint64_t kGiB = uint64_t(1) << 30;

// Gemma 3 27B's attention: 62 layers, 16 KV heads x 128 (f16: 16 x 128 x 2 bytes x (K + V) = 8192 bytes
// per cell per layer), window 1024, pattern 6: layers 5, 11, ..., 59 full (10), the other 52 sliding.
kv::ModelSpec gemma3Like()
{
    return kv::modelFromJson({{"id", "gemma3-like"},
                              {"arch", "gemma3"},
                              {"n_layer", 62},
                              {"n_head", 32},
                              {"n_head_kv", 16},
                              {"head_dim", 128},
                              {"n_embd", 5376},
                              {"n_vocab", 262208},
                              {"n_ctx_train", 131072},
                              {"sliding_window", 1024},
                              {"swa_pattern", 6}});
}

// gpt-oss-20b's attention: 24 layers, 8 KV heads x 64 (f16: 2048 bytes per cell per layer), window 128,
// even layers sliding (12), odd layers full (12).
kv::ModelSpec gptOssLike()
{
    return kv::modelFromJson({{"id", "gpt-oss-like"},
                              {"arch", "gpt-oss"},
                              {"n_layer", 24},
                              {"n_head", 64},
                              {"n_head_kv", 8},
                              {"head_dim", 64},
                              {"n_embd", 2880},
                              {"n_vocab", 201088},
                              {"n_ctx_train", 131072},
                              {"sliding_window", 128},
                              {"swa_pattern", 2}});
}

kv::Scenario ollama(const kv::ModelSpec& m, uint64_t numCtx, uint32_t parallel, kv::OllamaRelease release)
{
    kv::Scenario s;
    s.model = m;
    s.runtime = kv::Runtime::Ollama;
    s.ollama.release = release;
    s.contextPerUser = numCtx;
    s.users = parallel;
    return s;
}

kv::Hardware gpus(uint32_t count, uint64_t vramBytes, uint64_t ramBytes)
{
    kv::Hardware hw;
    for (uint32_t i = 0; i < count; ++i) {
        kv::Device d;
        d.name = "GPU " + std::to_string(i);
        d.kind = kv::DeviceKind::Gpu;
        d.capacityBytes = vramBytes;
        hw.devices.push_back(d);
    }
    kv::Device ram;
    ram.name = "RAM";
    ram.kind = kv::DeviceKind::Ram;
    ram.capacityBytes = ramBytes;
    hw.devices.push_back(ram);
    return hw;
}

bool hasWarning(const kv::Estimate& e, const std::string& code)
{
    return std::any_of(e.warnings.begin(), e.warnings.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

} // namespace

class TestOllama : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultNumCtx_data();
    void defaultNumCtx();
    void goEngine_gemma3();
    void goEngine_gemma3_kvTypes();
    void goEngine_gptOss_memory4096();
    void goEngine_llama4_chunkedIsFull();
    void current_gemma3_llamaServer();
    void current_automaticBatch();
    void current_quantizedNeedsFlashAttention();
    void parallelForcedToOne();
    void defaults_plainServe();
    void defaults_retryLowerContext();
};

void TestOllama::defaultNumCtx_data()
{
    QTest::addColumn<kv::Hardware>("hw");
    QTest::addColumn<uint64_t>("numCtx");
    QTest::addRow("no machine") << kv::Hardware{} << uint64_t(4096);
    QTest::addRow("16 GiB GPU") << gpus(1, 16 * kGiB, 64 * kGiB) << uint64_t(4096);
    QTest::addRow("22.9 GiB GPU") << gpus(1, 23 * kGiB - 1, 64 * kGiB) << uint64_t(4096);
    QTest::addRow("23 GiB GPU") << gpus(1, 23 * kGiB, 64 * kGiB) << uint64_t(32768);
    QTest::addRow("24 GiB GPU") << gpus(1, 24 * kGiB, 64 * kGiB) << uint64_t(32768);
    QTest::addRow("2 x 24 GiB GPUs") << gpus(2, 24 * kGiB, 64 * kGiB) << uint64_t(262144);
    QTest::addRow("CPU only, 128 GiB RAM") << gpus(0, 0, 128 * kGiB) << uint64_t(4096);
    kv::Hardware mac;
    kv::Device pool;
    pool.name = "Unified memory";
    pool.kind = kv::DeviceKind::Unified;
    pool.capacityBytes = 64 * kGiB;
    pool.gpuLimitBytes = 48 * kGiB; // the Metal working-set limit is the GPU's total to Ollama
    mac.devices.push_back(pool);
    QTest::addRow("Mac 64 GiB, GPU limit 48 GiB") << mac << uint64_t(262144);
    mac.devices[0].gpuLimitBytes = 46 * kGiB;
    QTest::addRow("Mac 64 GiB, GPU limit 46 GiB") << mac << uint64_t(32768);
}

void TestOllama::defaultNumCtx()
{
    QFETCH(kv::Hardware, hw);
    QFETCH(uint64_t, numCtx);
    QCOMPARE(kv::ollamaDefaultNumCtx(hw), numCtx);
}

void TestOllama::goEngine_gemma3()
{
    // v0.24.0, num_ctx 8192, 1 slot: capacity 8192, maxBatch = min(512, 8192) = 512, one pool padded to 256.
    //   full: roundUp(1 x 8192, 256) = 8192 cells; 10 x 8192 x 8192 B = 671088640
    //   SWA : memory 1024 (< 8192), roundUp(1 x 1024 + 512, 256) = 1536 cells; 52 x 1536 x 8192 B = 654311424
    kv::Estimate e = kv::estimate(ollama(gemma3Like(), 8192, 1, kv::OllamaRelease::V0_24));
    QVERIFY(!e.refusal);
    QCOMPARE(e.runtime.engine, std::string("ollama engine"));
    QVERIFY(e.runtime.flashAttn); // gemma3 is among GGML.FlashAttention's architectures
    QCOMPARE(e.caches.size(), size_t(2));
    QCOMPARE(e.caches[0].cellsPerStream, uint64_t(8192));
    QCOMPARE(e.caches[0].bytes(), uint64_t(671088640));
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(1536));
    QCOMPARE(e.caches[1].bytes(), uint64_t(654311424));
    QCOMPARE(e.memory.kv, uint64_t(671088640) + 654311424);

    // 4 slots of 8192: full roundUp(32768, 256) = 32768 cells, 10 x 32768 x 8192 = 2684354560; SWA memory
    // max(1024, 1024 + 1) = 1025 (the stop token), roundUp(4 x 1025 + 512, 256) = roundUp(4612, 256) = 4864
    // cells, 52 x 4864 x 8192 = 2071986176.
    e = kv::estimate(ollama(gemma3Like(), 8192, 4, kv::OllamaRelease::V0_24));
    QCOMPARE(e.caches[0].cellsPerStream, uint64_t(32768));
    QCOMPARE(e.caches[0].bytes(), uint64_t(2684354560));
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(4864));
    QCOMPARE(e.caches[1].bytes(), uint64_t(2071986176));
    QCOMPARE(e.runtime.streams, 1u); // one pool shared by the slots

    // num_ctx 1024: the window's memory (1024) is not below the capacity, so the SWA layers are full size.
    e = kv::estimate(ollama(gemma3Like(), 1024, 1, kv::OllamaRelease::V0_24));
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(1024));
}

void TestOllama::goEngine_gemma3_kvTypes()
{
    // q8_0 with flash attention (gemma3's default): a 128-value head row is 4 blocks x 34 = 136 bytes,
    // 16 heads x 136 x (K + V) = 4352 bytes per cell per layer: 10 x 8192 x 4352 + 52 x 1536 x 4352.
    kv::Scenario s = ollama(gemma3Like(), 8192, 1, kv::OllamaRelease::V0_24);
    s.typeK = s.typeV = kv::ElemType::Q8_0;
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches[0].typeK, kv::ElemType::Q8_0);
    QCOMPARE(e.memory.kv, uint64_t(356515840) + 347602944);
    // Ollama's own figure prices q8_0 at 1 byte: 62 layers x 8192 x (2048 + 2048) x 1 = 2080374784.
    QCOMPARE(e.view<kv::OllamaPreflight>()->kvBytes, uint64_t(2080374784));

    // OLLAMA_FLASH_ATTENTION=0: the Go engine keeps f16 (and says so).
    s.llama.flashAttn = kv::FlashAttn::Off;
    e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QVERIFY(hasWarning(e, "ollama-kv-type-needs-flash-attention"));
    QCOMPARE(e.caches[0].typeK, kv::ElemType::F16);
    QCOMPARE(e.memory.kv, uint64_t(671088640) + 654311424);

    // Only q8_0 and q4_0 are cache types there (SupportsKVCacheType): q5_1 stays f16.
    s.llama.flashAttn = kv::FlashAttn::Auto;
    s.typeK = s.typeV = kv::ElemType::Q5_1;
    e = kv::estimate(s);
    QCOMPARE(e.caches[0].typeK, kv::ElemType::F16);
}

void TestOllama::goEngine_gptOss_memory4096()
{
    // gpt-oss keeps 4096 tokens of its 128-token window (NewSWAMemCache(128, 4096)).
    // num_ctx 4096: memory 4096 >= capacity 4096 -> the SWA layers are full size: 24 x 4096 x 2048 B.
    kv::Estimate e = kv::estimate(ollama(gptOssLike(), 4096, 1, kv::OllamaRelease::V0_24));
    QCOMPARE(e.caches[1].kind, kv::CacheKind::Swa);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(4096));
    QCOMPARE(e.memory.kv, uint64_t(24) * 4096 * 2048);
    QCOMPARE(e.memory.kv, uint64_t(201326592));
    // llama-server (v0.32.15, -b 512) keeps pad(min(4096, 128 + 512), 256) = pad(640) = 768 cells there
    // instead: 12 x 768 x 2048 + 12 x 4096 x 2048 = 18874368 + 100663296.
    e = kv::estimate(ollama(gptOssLike(), 4096, 1, kv::OllamaRelease::V0_32));
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(768));
    QCOMPARE(e.memory.kv, uint64_t(119537664));

    // num_ctx 8192, 2 slots: memory max(4096, 129) = 4096 < 8192 -> roundUp(2 x 4096 + 512, 256) = 8704;
    // full roundUp(16384, 256) = 16384: 12 x 16384 x 2048 + 12 x 8704 x 2048 = 402653184 + 213909504.
    e = kv::estimate(ollama(gptOssLike(), 8192, 2, kv::OllamaRelease::V0_24));
    QCOMPARE(e.caches[0].cellsPerStream, uint64_t(16384));
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(8704));
    QCOMPARE(e.memory.kv, uint64_t(616562688));
}

void TestOllama::goEngine_llama4_chunkedIsFull()
{
    // NewChunkedAttentionCache has no window: the chunk only masks, every layer holds the whole pool,
    // 48 x 32768 x 4096 B = 6442450944. Llama 4 is not among the flash-attention defaults.
    kv::ModelSpec m = kvtest::scoutLike();
    m.arch = "llama4";
    const kv::Estimate e = kv::estimate(ollama(m, 32768, 1, kv::OllamaRelease::V0_24));
    QCOMPARE(e.caches[1].kind, kv::CacheKind::Chunked);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(32768));
    QCOMPARE(e.memory.kv, uint64_t(6442450944));
    QVERIFY(!e.runtime.flashAttn);
}

void TestOllama::current_gemma3_llamaServer()
{
    // v0.32.15: llama-server -c 32768 -np 4 -b 1024 -ub 1024 (num_ctx 8192 x 4 = 32768 > 4096, no machine
    // to step the batch down). Non-unified: 4 streams of 8192 full cells, SWA pad(min(8192, 1024 + 1024))
    // = 2048 cells per stream: 10 x 8192 x 4 x 8192 + 52 x 2048 x 4 x 8192 = 2684354560 + 3489660928.
    const kv::Estimate e = kv::estimate(ollama(gemma3Like(), 8192, 4, kv::OllamaRelease::V0_32));
    QCOMPARE(e.runtime.engine, std::string("llama-server"));
    QCOMPARE(e.runtime.nBatch, 1024u);
    QCOMPARE(e.runtime.nUbatch, 1024u);
    QCOMPARE(e.runtime.streams, 4u);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(2048));
    QCOMPARE(e.memory.kv, uint64_t(2684354560) + 3489660928);
    // PredictServerVRAM's KV: 2 x 62 layers x 16 heads x (5376 / 32 = 168) x 32768 x 2 bytes, f16, no window.
    QCOMPARE(e.view<kv::OllamaPreflight>()->kvBytes, uint64_t(2) * 62 * 16 * 168 * 32768 * 2);
    QCOMPARE(QString::fromStdString(e.runtime.launch),
             QStringLiteral("OLLAMA_CONTEXT_LENGTH=8192 OLLAMA_NUM_PARALLEL=4 ollama serve"));
    QVERIFY(e.runtime.rulesVersion.find("v0.32.15") != std::string::npos);
}

void TestOllama::current_automaticBatch()
{
    // By num_ctx x parallel: <= 4096 -> 512, <= 32768 -> 1024, more -> 2048 (no machine: nothing to fit).
    kv::Scenario s = ollama(kvtest::llamaLike(), 4096, 1, kv::OllamaRelease::V0_32);
    QCOMPARE(kv::estimate(s).runtime.nBatch, 512u);
    s.contextPerUser = 4097;
    QCOMPARE(kv::estimate(s).runtime.nBatch, 1024u);
    s.contextPerUser = 16384;
    s.users = 2;
    QCOMPARE(kv::estimate(s).runtime.nBatch, 1024u);
    s.users = 4;
    QCOMPARE(kv::estimate(s).runtime.nBatch, 2048u);

    // Stepped down by the pre-flight figure: file 10 GiB + KV 2 x 32 x 8 x 128 x 65536 x 2 = 8 GiB = 18 GiB.
    // One 24 GiB GPU: 2048 needs 18 <= 60 % of 24 = 14.4 GiB: no. 1024: 18 <= 75 % = 18 GiB, 18 <= 80 %
    // (19.2 GiB) and the 768 MiB surcharge <= 19.2 - 18 GiB: yes.
    s.model.weightsBytesExact = 10 * kGiB;
    s.hardware = gpus(1, 24 * kGiB, 64 * kGiB);
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.view<kv::OllamaPreflight>()->kvBytes, 8 * kGiB);
    QCOMPARE(e.runtime.nBatch, 1024u);
    // A 20 GiB GPU: 18 GiB > 80 % of 20 -> 512.
    s.hardware = gpus(1, 20 * kGiB, 64 * kGiB);
    QCOMPARE(kv::estimate(s).runtime.nBatch, 512u);
    // Flash attention off on a GPU (CUDA): 512, or 256 past 4096 cells on a GPU of at most 8 GiB.
    s.llama.flashAttn = kv::FlashAttn::Off;
    s.hardware = gpus(1, 24 * kGiB, 64 * kGiB);
    QCOMPARE(kv::estimate(s).runtime.nBatch, 512u);
    s.hardware = gpus(1, 8 * kGiB, 64 * kGiB);
    QCOMPARE(kv::estimate(s).runtime.nBatch, 256u);
}

void TestOllama::current_quantizedNeedsFlashAttention()
{
    // v0.32.15 passes OLLAMA_KV_CACHE_TYPE to llama-server as it is; without flash attention llama.cpp
    // refuses a quantised V cache (there is no f16 fallback any more).
    kv::Scenario s = ollama(kvtest::llamaLike(), 4096, 1, kv::OllamaRelease::V0_32);
    s.typeK = s.typeV = kv::ElemType::Q8_0;
    s.llama.flashAttn = kv::FlashAttn::Off;
    kv::Estimate e = kv::estimate(s);
    QVERIFY(e.refusal);
    QCOMPARE(std::string(kv::codeName(e.refusal->code)), std::string("quantized-v-needs-flash-attention"));
    // Any llama.cpp cache type is taken, q5_1 too: 32 x 4096 x 2048 values x 24/32 bytes.
    s.llama.flashAttn = kv::FlashAttn::Auto;
    s.typeK = s.typeV = kv::ElemType::Q5_1;
    e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.memory.kv, uint64_t(32) * 4096 * 2048 * 24 / 32);
}

void TestOllama::parallelForcedToOne()
{
    // server/sched.go: qwen3next (and mllama, qwen3vl, qwen35, lfm2, nemotron_h, ...) run one request at a time.
    kv::ModelSpec m = kvtest::llamaLike();
    m.arch = "qwen3next";
    const kv::Estimate e = kv::estimate(ollama(m, 8192, 4, kv::OllamaRelease::V0_32));
    QCOMPARE(e.runtime.nSeq, 1u);
    QVERIFY(hasWarning(e, "ollama-parallel-forced"));
    QCOMPARE(e.memory.kv, uint64_t(32) * 8192 * 2048 * 2);
    QCOMPARE(QString::fromStdString(e.runtime.launch),
             QStringLiteral("OLLAMA_CONTEXT_LENGTH=8192 OLLAMA_NUM_PARALLEL=4 ollama serve"));
}

void TestOllama::defaults_plainServe()
{
    // Plain `ollama serve` on one 24 GiB GPU: num_ctx 32768, 1 slot, whatever the planner's inputs say.
    kv::Scenario s = ollama(gemma3Like(), 4096, 3, kv::OllamaRelease::V0_32);
    s.ollama.serverDefaults = true;
    s.hardware = gpus(1, 24 * kGiB, 64 * kGiB);
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.runtime.numCtx, uint64_t(32768));
    QCOMPARE(e.runtime.nSeq, 1u);
    QCOMPARE(e.runtime.launch, std::string("ollama serve"));
    // 10 x 32768 x 8192 full + 52 x SWA cells x 8192: -b 512 here (the pre-flight figure, f16 over all 62
    // layers at 168 values per head, is 20.3 GiB + weights, more than 75 % of 24 GiB), so 1024 + 512 = 1536.
    QCOMPARE(e.runtime.nBatch, 512u);
    QCOMPARE(e.memory.kv, uint64_t(10) * 32768 * 8192 + uint64_t(52) * 1536 * 8192);

    // Two 24 GiB GPUs: 262144, clamped to the training context 131072.
    s.hardware = gpus(2, 24 * kGiB, 64 * kGiB);
    e = kv::estimate(s);
    QCOMPARE(e.runtime.numCtx, uint64_t(131072));
    QVERIFY(hasWarning(e, "context-clamped"));
    // A num_ctx the user gives is kept (OLLAMA_CONTEXT_LENGTH).
    s.ollama.numCtx = 8192;
    e = kv::estimate(s);
    QCOMPARE(e.runtime.numCtx, uint64_t(8192));
    QCOMPARE(e.runtime.launch, std::string("OLLAMA_CONTEXT_LENGTH=8192 ollama serve"));
}

void TestOllama::defaults_retryLowerContext()
{
    // 32 layers x 32 KV heads x 128: 524288 bytes per token in f16. Two 24 GiB GPUs (tier 262144) and 8 GiB
    // of RAM: 262144 x 524288 = 128 GiB does not load; the scheduler retries once at 32768 (16 GiB).
    kv::ModelSpec m = kv::modelFromJson({{"id", "wide"},
                                         {"n_layer", 32},
                                         {"n_head", 32},
                                         {"n_head_kv", 32},
                                         {"head_dim", 128},
                                         {"n_embd", 4096},
                                         {"n_vocab", 32000},
                                         {"n_ctx_train", 1048576}});
    m.weightsBytesExact = 4 * kGiB;
    kv::Scenario s = ollama(m, 4096, 1, kv::OllamaRelease::V0_32);
    s.ollama.serverDefaults = true;
    s.hardware = gpus(2, 24 * kGiB, 8 * kGiB);
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.runtime.numCtx, uint64_t(32768));
    QVERIFY(hasWarning(e, "ollama-context-retried"));
    QCOMPARE(e.memory.kv, uint64_t(32768) * 524288);
    QVERIFY(e.verdict != kv::Verdict::DoesNotFit);
}

QTEST_APPLESS_MAIN(TestOllama)
#include "tst_ollama.moc"
