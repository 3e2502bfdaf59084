// Gemma 3n and Gemma 4 attention layouts: per-layer KV head shapes (global layers with their own KV heads and
// global_head_dim 512), attention_k_eq_v, KV sharing (the last num_kv_shared_layers layers attend over an
// earlier layer's cache and own none), and llama.cpp's V padding without flash attention. Every number is
// either measured (tests/data/groundtruth/llamacpp-gemma4.json, llama.cpp v0.5.0, made by
// tests/tools/measure_gemma4.sh) or worked out by hand in the comment beside it.

#include <QTest>

#include "errors.h"
#include "estimator.h"
#include "groundtruth.h"
#include "llamacpp/rules.h"
#include "modeljson.h"
#include "vllm/vllm.h"
#include "weightscheme.h"

#include <algorithm>

namespace {

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kvtest::presets();
    return cat;
}

const kv::ModelSpec& preset(const char* id)
{
    const kv::ModelSpec* m = catalog().findModel(id);
    if (!m)
        qFatal("missing preset %s", id);
    return *m;
}

kv::Scenario scenario(const kv::ModelSpec& m, uint64_t ctxPerUser, uint32_t users)
{
    kv::Scenario s;
    s.model = m;
    s.contextPerUser = ctxPerUser;
    s.users = users;
    return s;
}

// The two synthetic shapes the harness measured (tests/tools/gemma4_gguf.py), as compact specs.
kv::ModelSpec measuredShape(const std::string& shape)
{
    nlohmann::json j{
        {"id", "g4-" + shape}, {"arch", "gemma4"}, {"n_embd", 256}, {"n_vocab", 1024}, {"n_ctx_train", 131072}};
    if (shape == "12b") {
        j.update({{"n_layer", 48},
                  {"n_head", 16},
                  {"n_head_kv", 8},
                  {"head_dim", 256},
                  {"sliding_window", 1024},
                  {"swa_pattern", 6},
                  {"n_head_kv_full", 1},
                  {"head_dim_full", 512}});
    } else {
        j.update({{"n_layer", 35},
                  {"n_head", 8},
                  {"n_head_kv", 1},
                  {"head_dim", 256},
                  {"sliding_window", 512},
                  {"swa_pattern", 5},
                  {"head_dim_full", 512},
                  {"kv_shared_layers", 20}});
    }
    return kv::modelFromJson(j);
}

kv::ElemType cacheType(const std::string& s)
{
    return s == "q8_0" ? kv::ElemType::Q8_0 : kv::ElemType::F16;
}

} // namespace

class TestGemma4 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void layout();
    void specFormat();
    void llamaCppByHand();
    void llamaCppPadsVWithoutFlashAttention();
    void measured_data();
    void measured();
    void ideal();
    void vllm();
    void moe();
    void perLayerEmbeddingsStayOffTheTiedOutput();
};

void TestGemma4::layout()
{
    // E2B: 35 layers, 4 sliding + 1 global; the last 20 (15..34) share KV, so 12 sliding + 3 global own a cache.
    kv::LayerCensus c = kv::census(preset("gemma-4-e2b"));
    QCOMPARE(c.swa, 12u);
    QCOMPARE(c.full, 3u);
    QCOMPARE(c.shared, 20u);
    const kv::ModelSpec& e2b = preset("gemma-4-e2b");
    QCOMPARE(e2b.layers[14].attn, kv::AttnKind::Full);
    QCOMPARE(e2b.layers[14].headDimK, 512u);
    QVERIFY(e2b.layers[14].hasAttention() && !e2b.layers[14].kvShared);
    QVERIFY(e2b.layers[15].attends() && e2b.layers[15].kvShared && !e2b.layers[15].hasAttention());
    QCOMPARE(e2b.layers[15].attn, kv::AttnKind::Swa);
    QCOMPARE(e2b.layers[15].window, 512u);
    // E4B: 42 layers, 5 + 1, the last 18 share: 20 sliding + 4 global own a cache.
    c = kv::census(preset("gemma-4-e4b"));
    QCOMPARE(c.swa, 20u);
    QCOMPARE(c.full, 4u);
    QCOMPARE(c.shared, 18u);
    // Gemma 3n: llama.cpp fixes n_layer_kv_from_start at 20 (16 sliding + 4 global own a cache).
    for (const char* id : {"gemma-3n-e2b", "gemma-3n-e4b"}) {
        c = kv::census(preset(id));
        QCOMPARE(c.swa, 16u);
        QCOMPARE(c.full, 4u);
        QCOMPARE(c.swa + c.full + c.shared, preset(id).nLayer());
    }
    // 31B: 50 sliding layers of 16 KV heads x 256, 10 global ones of 4 x 512 (k_eq_v), nothing shared.
    const kv::ModelSpec& b31 = preset("gemma-4-31b");
    c = kv::census(b31);
    QCOMPARE(c.swa, 50u);
    QCOMPARE(c.full, 10u);
    QCOMPARE(c.shared, 0u);
    QCOMPARE(b31.layers[0].kValues(), uint64_t(16 * 256));
    QCOMPARE(b31.layers[5].kValues(), uint64_t(4 * 512));
    QCOMPARE(b31.layers[5].vValues(), uint64_t(4 * 512)); // k_eq_v: V is still cached
    // f16 bytes per token, every layer that owns a cache: 50 x 4096 x 2 x 2 + 10 x 2048 x 2 x 2 = 901120.
    QCOMPARE(kv::kvBytesPerToken(b31, kv::ElemType::F16, kv::ElemType::F16), uint64_t(901120));
}

void TestGemma4::specFormat()
{
    // kv_shared_layers must leave at least one layer that owns a cache.
    nlohmann::json j{{"id", "x"},      {"n_layer", 4},   {"n_head", 4},
                     {"n_head_kv", 1}, {"head_dim", 64}, {"kv_shared_layers", 4}};
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::modelFromJson(j));
    // A KV-shared layer survives the explicit-layer format.
    j["kv_shared_layers"] = 1;
    const kv::ModelSpec m = kv::modelFromJson(j);
    QVERIFY(m.layers[3].kvShared && !m.layers[2].kvShared);
    QCOMPARE(kv::modelFromJson(kv::modelToJson(m)), m);
    // A layer with no heads cannot share.
    nlohmann::json bad = kv::modelToJson(m);
    bad["layers"][3]["n_head_kv"] = 0;
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::modelFromJson(bad));
}

void TestGemma4::llamaCppByHand()
{
    // Gemma 4 12B, llama-server -c 8192 -np 1, f16, flash attention on:
    //   global  8 layers x 8192 cells x 1 KV head x 512 x 2 B x 2 (K, V)                 = 134217728
    //   sliding 40 layers x pad(min(8192, 1024 + 512)) = 1536 cells x 8 x 256 x 2 B x 2   = 503316480
    kv::Scenario s = scenario(preset("gemma-4-12b"), 8192, 1);
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches.size(), size_t(2));
    QCOMPARE(e.caches[0].kind, kv::CacheKind::Full);
    QCOMPARE(e.caches[0].layers, 8u);
    QCOMPARE(e.caches[0].bytes(), uint64_t(8) * 8192 * 512 * 2 * 2);
    QCOMPARE(e.caches[1].layers, 40u);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(1536));
    QCOMPARE(e.caches[1].bytes(), uint64_t(40) * 1536 * 8 * 256 * 2 * 2);
    QCOMPARE(e.memory.kv, uint64_t(134217728) + 503316480);

    // Gemma 4 E2B, -c 8192 -np 1: only layers 0..14 own a cache.
    //   global  3 x 8192 x 1 x 512 x 2 x 2                              = 50331648
    //   sliding 12 x pad(min(8192, 512 + 512)) = 1024 x 1 x 256 x 2 x 2 = 12582912
    e = kv::estimate(scenario(preset("gemma-4-e2b"), 8192, 1));
    QCOMPARE(e.caches[0].layers, 3u);
    QCOMPARE(e.caches[1].layers, 12u);
    QCOMPARE(e.caches[1].cellsPerStream, uint64_t(1024));
    QCOMPARE(e.memory.kv, uint64_t(50331648) + 12582912);

    // Gemma 3n E4B, -c 32768 -np 2 (n_ctx_seq 16384), q8_0: 2 KV heads x 256 = 512 values = 16 blocks of
    // 34 bytes = 544 bytes a row.
    //   global  4 x 16384 x 2 streams x 544 x 2             = 142606336
    //   sliding 16 x pad(min(16384, 512 + 512)) = 1024 x 2 x 544 x 2 = 35651584
    s = scenario(preset("gemma-3n-e4b"), 16384, 2);
    s.typeK = s.typeV = kv::ElemType::Q8_0;
    e = kv::estimate(s);
    QCOMPARE(e.memory.kv, uint64_t(4) * 16384 * 2 * 544 * 2 + uint64_t(16) * 1024 * 2 * 544 * 2);
    QCOMPARE(e.memory.kv, uint64_t(142606336) + 35651584);
}

void TestGemma4::llamaCppPadsVWithoutFlashAttention()
{
    // Without flash attention V is stored transposed and padded to the widest layer's n_head_kv x head_dim_v.
    // 12B: sliding 8 x 256 = 2048, global 1 x 512 = 512 -> the global V rows become 2048 wide:
    //   global K 8 x 8192 x 512 x 2 = 67108864, V 8 x 8192 x 2048 x 2 = 268435456; sliding unchanged.
    kv::Scenario s = scenario(preset("gemma-4-12b"), 8192, 1);
    s.llama.flashAttn = kv::FlashAttn::Off;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.caches[0].kBytes, uint64_t(67108864));
    QCOMPARE(e.caches[0].vBytes, uint64_t(268435456));
    QCOMPARE(e.caches[1].vBytes, uint64_t(40) * 1536 * 2048 * 2);
    // A model whose layers all have one V width is unchanged (Gemma 3 27B: 16 x 128 everywhere).
    kv::Scenario g3 = scenario(preset("gemma-3-27b"), 8192, 1);
    const uint64_t withFa = kv::estimate(g3).memory.kv;
    g3.llama.flashAttn = kv::FlashAttn::Off;
    QCOMPARE(kv::estimate(g3).memory.kv, withFa);
}

void TestGemma4::measured_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<quint64>("ctx");
    QTest::addColumn<quint32>("seqs");
    QTest::addColumn<bool>("fa");
    QTest::addColumn<bool>("unified");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QByteArray>("caches"); // the measured caches, JSON
    const nlohmann::json cases = kvtest::loadJson("groundtruth/llamacpp-gemma4.json").at("cases");
    QVERIFY(cases.size() >= 6);
    for (const auto& c : cases) {
        const auto& r = c.at("result");
        const auto& req = r.at("request");
        QTest::addRow("%s", c.at("command").get<std::string>().c_str())
            << QString::fromStdString(c.at("shape").get<std::string>()) << quint64(req.at("n_ctx").get<uint64_t>())
            << quint32(req.at("n_seq_max").get<uint32_t>()) << (req.at("flash_attn") == "on")
            << req.at("kv_unified").get<bool>() << QString::fromStdString(req.at("type_k").get<std::string>())
            << QByteArray::fromStdString(r.at("caches").dump());
    }
}

void TestGemma4::measured()
{
    QFETCH(QString, shape);
    QFETCH(quint64, ctx);
    QFETCH(quint32, seqs);
    QFETCH(bool, fa);
    QFETCH(bool, unified);
    QFETCH(QString, type);
    QFETCH(QByteArray, caches);
    kv::Scenario s = scenario(measuredShape(shape.toStdString()), ctx, seqs);
    s.llama.ctxSize = ctx;
    s.llama.parallel = seqs;
    s.llama.flashAttn = fa ? kv::FlashAttn::On : kv::FlashAttn::Off;
    s.llama.kvUnified = unified;
    s.typeK = s.typeV = cacheType(type.toStdString());
    const kv::Estimate e = kv::estimate(s);
    const nlohmann::json want = nlohmann::json::parse(caches.toStdString());
    QCOMPARE(e.caches.size(), want.size());
    for (const auto& w : want) {
        const kv::CacheKind kind = w.at("kind") == "swa" ? kv::CacheKind::Swa : kv::CacheKind::Full;
        const auto it =
            std::find_if(e.caches.begin(), e.caches.end(), [&](const kv::CacheBlock& b) { return b.kind == kind; });
        QVERIFY(it != e.caches.end());
        QCOMPARE(uint64_t(it->layers), uint64_t(w.at("layer_ids").size()));
        QCOMPARE(it->cellsPerStream, w.at("cells").get<uint64_t>());
        QCOMPARE(uint64_t(it->streams), w.at("n_stream").get<uint64_t>());
        QCOMPARE(it->kBytes, w.at("k_bytes").get<uint64_t>());
        QCOMPARE(it->vBytes, w.at("v_bytes").get<uint64_t>());
    }
}

void TestGemma4::ideal()
{
    // On demand, 8192 tokens, one user, f16. E2B: 3 global layers x 8192 x (512 + 512) x 2 B = 50331648;
    // 12 sliding layers x 512 (the window) x (256 + 256) x 2 B = 6291456; the 20 shared layers nothing.
    kv::Scenario s = scenario(preset("gemma-4-e2b"), 8192, 1);
    s.runtime = kv::Runtime::Ideal;
    QCOMPARE(kv::estimate(s).memory.kv, uint64_t(3) * 8192 * 1024 * 2 + uint64_t(12) * 512 * 512 * 2);
    QCOMPARE(kv::estimate(s).memory.kv, uint64_t(56623104));
    // 26B A4B: 25 sliding x 1024 x 8 x 256 x 2 B x 2 (K, V) = 209715200, plus 5 global x 8192 x 2 x 512 x 2 B x 2
    // = 167772160.
    s = scenario(preset("gemma-4-26b-a4b"), 8192, 1);
    s.runtime = kv::Runtime::Ideal;
    QCOMPARE(kv::estimate(s).memory.kv, uint64_t(25) * 1024 * 8 * 256 * 2 * 2 + uint64_t(5) * 8192 * 2 * 512 * 2 * 2);
    QCOMPARE(kv::estimate(s).memory.kv, uint64_t(209715200) + 167772160);
}

void TestGemma4::vllm()
{
    // vLLM (models/gemma4.py): global layers use global_head_dim and, with attention_k_eq_v,
    // num_global_key_value_heads; K is loaded into V's slot, and the cache keeps both. KV-shared layers get
    // kv_sharing_target_layer_name and no KV cache spec. bf16, block 16, max_model_len 8192, 8192 batched tokens.
    // Sliding and global layers differ in page size, so vLLM (v1/core/kv_cache_utils.py, commit 001cabc1)
    // unifies the pages (unify_kv_cache_spec_page_size: the smaller pages' block x largest / smaller) and groups
    // the layers (_get_kv_cache_groups_uniform_page_size: group size = the fewest layers of one kind unless the
    // most is < 1.5 x that; cdiv(layers, size) groups per kind; num_blocks = pool / page / size).
    //
    // E2B, the 15 layers that own a cache: 3 global, 1 KV head x (512 + 512) x 2 B = 2048 B a token, page
    // 16 x 2048 = 32768 B; 12 sliding (window 512), 1 x (256 + 256) x 2 B = 1024 B a token, page 16384 B at 16
    // tokens, so the sliding block becomes 16 x 32768 / 16384 = 32 tokens (page 32768 B).
    //   group size: fewest 3, most 12 >= 4.5 -> 3; groups: 1 global + 4 sliding = 5; a block id 3 x 32768 = 98304 B
    //   4 GiB pool: 4294967296 / 32768 / 3 = 43690 block ids
    //   "GPU KV cache size": 43690 // 5 groups x the smallest block 16 = 8738 x 16 = 139808 tokens
    //   a request of 8192: global cdiv(8192, 16) = 512 blocks; each sliding group cdiv(min(511 + 8192, 8192), 32) + 1
    //   = 257; 512 + 4 x 257 = 1540 block ids = 1540 x 98304 = 151388160 B
    //   "Maximum concurrency": 43690 / 1540 = 28.37
    // (Priced per layer at 16-token pages, the request was 3 x 512 x 32768 + 12 x 513 x 16384 = 151191552 B.)
    kv::Scenario s = scenario(preset("gemma-4-e2b"), 8192, 1);
    s.runtime = kv::Runtime::Vllm;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, 24ull << 30}};
    s.vllm.kvPoolBytes = 4ull << 30;
    QCOMPARE(kv::vllmRequestBytes(s, 8192), uint64_t(1540) * 98304);
    QCOMPARE(kv::vllmRequestBytes(s, 8192), uint64_t(151388160));
    kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(98304));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(43690));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(139808));
    QCOMPARE(e.view<kv::VllmPool>()->maxConcurrency, 43690.0 / 1540);
    QCOMPARE(e.view<kv::VllmPool>()->usedBytes, uint64_t(151388160));
    QVERIFY(e.runtime.rulesVersion.find("page-size unification: vLLM 001cabc1") != std::string::npos);
    // The caches: global 1 group x 512 block ids x 98304 = 50331648 B of 8192 cells; sliding 4 groups x 257 x
    // 98304 = 101056512 B of 257 x 32 = 8224 cells.
    const auto cache = [&](kv::CacheKind k) {
        const auto it =
            std::find_if(e.caches.begin(), e.caches.end(), [&](const kv::CacheBlock& b) { return b.kind == k; });
        return it == e.caches.end() ? kv::CacheBlock{} : *it;
    };
    QCOMPARE(cache(kv::CacheKind::Full).kBytes + cache(kv::CacheKind::Full).vBytes, uint64_t(50331648));
    QCOMPARE(cache(kv::CacheKind::Full).layers, 3u);
    QCOMPARE(cache(kv::CacheKind::Full).cellsPerStream, uint64_t(8192));
    QCOMPARE(cache(kv::CacheKind::Swa).kBytes + cache(kv::CacheKind::Swa).vBytes, uint64_t(101056512));
    QCOMPARE(cache(kv::CacheKind::Swa).layers, 12u);
    QCOMPARE(cache(kv::CacheKind::Swa).cellsPerStream, uint64_t(8224));
    QCOMPARE(e.memory.kv, uint64_t(151388160));

    // 31B: 50 sliding (window 1024), 16 heads x 512 x 2 B = 16384 B a token, page 262144 B; 10 global, 4 x 1024 x
    // 2 B = 8192 B a token, page 131072 B at 16 tokens -> the global block becomes 32 tokens.
    //   group size: fewest 10, most 50 -> 10; groups 5 sliding + 1 global = 6; a block id 10 x 262144 = 2621440 B
    //   4 GiB: 4294967296 / 262144 / 10 = 1638 block ids; 1638 // 6 x 16 = 273 x 16 = 4368 tokens
    //   a request of 8192: 5 x (cdiv(min(1023 + 8192, 8192), 16) + 1) + cdiv(8192, 32) = 5 x 513 + 256 = 2821
    //   block ids = 2821 x 2621440 = 7395082240 B (no padding here: the same as 10 x 512 x 131072 + 50 x 513 x
    //   262144 = 671088640 + 6723993600 per layer); concurrency 1638 / 2821 = 0.58.
    // (Per layer the pool held 4294967296 / (50 x 262144 + 10 x 131072) = 297 blocks of 16 tokens = 4752 tokens.)
    s = scenario(preset("gemma-4-31b"), 8192, 1);
    s.runtime = kv::Runtime::Vllm;
    s.typeK = s.typeV = kv::ElemType::BF16;
    QCOMPARE(kv::vllmRequestBytes(s, 8192), uint64_t(2821) * 2621440);
    QCOMPARE(kv::vllmRequestBytes(s, 8192), uint64_t(671088640) + 6723993600);
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, 80ull << 30}};
    s.vllm.kvPoolBytes = 4ull << 30;
    e = kv::estimate(s);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(2621440));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(1638));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(4368));
    QCOMPARE(e.view<kv::VllmPool>()->maxConcurrency, 1638.0 / 2821);
    QVERIFY(std::any_of(e.warnings.begin(), e.warnings.end(),
                        [](const kv::Warning& w) { return kv::codeName(w.code) == "vllm-cannot-serve-one-request"; }));

    // 26B A4B under tensor parallelism 2: sliding 8 / 2 = 4 heads x 512 x 2 B = 4096 B a token (page 65536), global
    // 2 / 2 = 1 x 1024 x 2 B = 2048 B (page 32768) -> global block 32; 25 sliding + 5 global: size 5, 5 + 1 groups,
    // a block id 5 x 65536 = 327680 B per GPU. A 2 GiB pool per GPU: 2147483648 / 65536 / 5 = 6553 block ids,
    // 6553 // 6 x 16 = 1092 x 16 = 17472 tokens. A request of 8192: 5 x 513 + 256 = 2821 block ids.
    s = scenario(preset("gemma-4-26b-a4b"), 8192, 1);
    s.runtime = kv::Runtime::Vllm;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.vllm.tensorParallel = 2;
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, 80ull << 30}, {"GPU 1", kv::DeviceKind::Gpu, 80ull << 30}};
    s.vllm.kvPoolBytes = 2ull << 30;
    e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(327680));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(6553));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(17472));
    QCOMPARE(e.view<kv::VllmPool>()->maxConcurrency, 6553.0 / 2821);
    // Under tensor parallelism 4 the pages are equal (sliding 2 heads x 512 x 2 B = global max(1, 2 / 4) x 1024 x
    // 2 B = 2048 B a token, page 32768): no block is scaled, the groups stay (5 sliding + 1 global of 5 layers), a
    // block id 5 x 32768 = 163840 B; 2 GiB / 32768 / 5 = 13107 block ids, 13107 // 6 x 16 = 2184 x 16 = 34944
    // tokens; a request of 8192: 5 x 513 + cdiv(8192, 16) = 2565 + 512 = 3077 block ids.
    s.vllm.tensorParallel = 4;
    for (int i = 2; i < 4; ++i)
        s.hardware.devices.push_back({"GPU " + std::to_string(i), kv::DeviceKind::Gpu, 80ull << 30});
    e = kv::estimate(s);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(163840));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(13107));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(34944));
    QCOMPARE(e.view<kv::VllmPool>()->maxConcurrency, 13107.0 / 3077);

    // Gemma 3 27B (equal pages, 16 tokens x 16 KV heads x (128 + 128) x 2 B = 131072 B; 52 sliding + 10 full): groups
    // of 10, cdiv(52, 10) = 6 sliding + 1 full = 7 groups, 70 layer slots of which 8 are padding (vLLM: "Add 8 padding
    // layers"). A block id 10 x 131072 = 1310720 B; 4 GiB: 4294967296 / 131072 / 10 = 3276 block ids,
    // 3276 // 7 x 16 = 468 x 16 = 7488 tokens. A request of 8192: 6 x 513 + 512 = 3590 block ids = 4705484800 B
    // (per layer it was (52 x 513 + 10 x 512) x 131072 = 4167565312 B).
    s = scenario(preset("gemma-3-27b"), 8192, 1);
    s.runtime = kv::Runtime::Vllm;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, 80ull << 30}};
    s.vllm.kvPoolBytes = 4ull << 30;
    QCOMPARE(kv::vllmRequestBytes(s, 8192), uint64_t(3590) * 1310720);
    QCOMPARE(kv::vllmRequestBytes(s, 8192), uint64_t(4705484800));
    e = kv::estimate(s);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(1310720));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(3276));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(7488));
    QCOMPARE(e.view<kv::VllmPool>()->maxConcurrency, 3276.0 / 3590);

    // 31B on two nodes (Ray, tensor parallelism 1, pipeline 2): 30 layers a stage, 25 sliding + 5 global each. The
    // groups take their kind's layers round-robin (layers[i::num_groups]): each of the 5 sliding groups has 5 layers
    // in either stage, the global group 5; a worker's block id is 5 pages of 262144 = 1310720 B
    // (get_kv_cache_config_from_groups on the projected groups). A 4 GiB pool per worker: 4294967296 / 262144 / 5 =
    // 3276 block ids, 3276 // 6 x 16 = 546 x 16 = 8736 tokens; a request of 8192 still takes 2821 block ids.
    s = scenario(preset("gemma-4-31b"), 8192, 1);
    s.runtime = kv::Runtime::Vllm;
    s.typeK = s.typeV = kv::ElemType::BF16;
    s.vllm.kvPoolBytes = 4ull << 30;
    for (uint32_t n = 0; n < 2; ++n) {
        kv::Device d;
        d.name = "node " + std::to_string(n + 1) + " GPU 0";
        d.kind = kv::DeviceKind::Gpu;
        d.capacityBytes = 80ull << 30;
        d.bandwidthGBs = 1000;
        d.node = n;
        s.hardware.devices.push_back(d);
    }
    s.hardware.hosts = {"10.0.0.1", "10.0.0.2"};
    e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->ranks.size(), size_t(2));
    QCOMPARE(e.view<kv::VllmPool>()->ranks[0].blockBytes, uint64_t(1310720));
    QCOMPARE(e.view<kv::VllmPool>()->ranks[1].blockBytes, uint64_t(1310720));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(3276));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(8736));
    QCOMPARE(e.view<kv::VllmPool>()->maxConcurrency, 3276.0 / 2821);
}

void TestGemma4::moe()
{
    // 26B A4B: 128 experts of 704, 8 used, per layer 3 x 2816 x 704 x 128 = 761266176; 30 layers.
    const kv::ModelSpec& m = preset("gemma-4-26b-a4b");
    QVERIFY(m.isMoe());
    QCOMPARE(m.nExpert, 128u);
    QCOMPARE(m.nExpertUsed, 8u);
    QCOMPARE(m.params.experts, uint64_t(30) * 3 * 2816 * 704 * 128);
    // Active: everything but 120 of the 128 experts = 3822530846 ("3.8B active"; with the 256 values of rope_freqs,
    // which conversion/gemma.py Gemma4Model.generate_extra_tensors writes).
    QCOMPARE(m.activeParams, m.params.total() - uint64_t(30) * 120 * 3 * 2816 * 704);
    QCOMPARE(m.activeParams, uint64_t(3822530846));
}

void TestGemma4::perLayerEmbeddingsStayOffTheTiedOutput()
{
    // E2B's embedding class: token_embd 262144 x 1536 plus the per-layer table 262144 x 35 x 256.
    const kv::ModelSpec& m = preset("gemma-4-e2b");
    QCOMPARE(m.params.embedding, uint64_t(262144) * 1536 + uint64_t(262144) * 35 * 256);
    QCOMPARE(m.perLayerEmbeddingParams(), uint64_t(262144) * 35 * 256);
    // The tied output layer llama.cpp copies to the GPU is token_embd alone: at 16 bits, 262144 x 1536 x 2 B.
    const kv::WeightScheme* bf16 = catalog().findScheme("BF16");
    QVERIFY(bf16);
    QCOMPARE(kv::weightSplit(m, *bf16, kv::WeightsFormat::Gguf).outputCopy, uint64_t(262144) * 1536 * 2);
}

QTEST_APPLESS_MAIN(TestGemma4)
#include "tst_gemma4.moc"
