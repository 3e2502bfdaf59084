// vLLM v1's memory for hybrid models (attention beside Mamba-2 / Gated DeltaNet state), worked out by hand from
// vLLM's source: model_executor/models/config.py (1936cf38, HybridAttentionMambaModelConfig),
// v1/kv_cache_interface.py (bc8282e6, MambaSpec.page_size_bytes), v1/core/kv_cache_utils.py (001cabc1, grouping,
// get_num_blocks, get_max_concurrency_for_kv_cache_config, _report_kv_cache_config) and
// model_executor/layers/mamba/mamba_utils.py (02d71083, state shapes and dtypes).
// Every figure below is the formulas' arithmetic; the one public log of a hybrid model (Qwen3-Next at TP 2 with
// fp8 KV, vllm#26646) is checked in tst_runtime_logs (vllmQwen3NextHybridTp2Fp8).
#include <QTest>

#include "estimator.h"
#include "groundtruth.h"
#include "vllm/vllm.h"

using kv::ElemType;

namespace {

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kvtest::presets();
    return cat;
}

constexpr uint64_t kPool = 20ull << 30; // "Available KV cache memory: 20.00 GiB" = 21474836480 bytes

kv::Scenario scenario(const std::string& id, uint64_t context, uint32_t users)
{
    kv::Scenario s;
    s.model = *catalog().findModel(id);
    s.runtime = kv::Runtime::Vllm;
    s.contextPerUser = context;
    s.users = users;
    s.typeK = s.typeV = ElemType::BF16;
    s.vllm.kvPoolBytes = kPool;
    return s;
}

const kv::CacheBlock* block(const kv::Estimate& e, kv::CacheKind k)
{
    for (const kv::CacheBlock& b : e.caches)
        if (b.kind == k)
            return &b;
    return nullptr;
}

bool hasWarning(const kv::Estimate& e, const std::string& code)
{
    return std::any_of(e.warnings.begin(), e.warnings.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

} // namespace

class TestVllmHybrid : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void graniteTiny();
    void graniteTinyUserBlockSize();
    void graniteTinyFp8AndSsmF32();
    void graniteTinyTensorParallel();
    void qwen3Next();
    void nemotronNano9b();
    void mambaDtypeNames();
    void graniteTinyTwoStages();
};

// Granite 4.0 H Tiny, bf16, 32768 tokens x 4 users, pool 20 GiB, TP 1.
//   attention token: 4 KV heads x (128 + 128) x 2 bytes = 2048
//   Mamba-2 state: conv 3 x (3072 + 2 x 1 x 128) = 9984 values, ssm 48 heads x 64 x 128 = 393216 values,
//                  (9984 + 393216) x 2 bytes = 806400 bytes
//   block = 16 x cdiv(806400, 16 x 2048) = 16 x cdiv(806400, 32768) = 16 x 25 = 400 tokens
//   page = 400 x 2048 = 819200 (the state padded by 12800 bytes, 1.59 %)
//   groups: 4 attention, 36 Mamba-2 -> size 4 (36 >= 1.5 x 4): 1 + 9 = 10 groups; a block id = 4 pages = 3276800
//   num_blocks = 21474836480 / 819200 / 4 = 6553; "GPU KV cache size" = 6553 / 10 x 400 = 655 x 400 = 262000
//   a request: cdiv(32768, 400) = 82 attention blocks + 9 state blocks = 91; concurrency 6553 / 91 = 72.01
void TestVllmHybrid::graniteTiny()
{
    const kv::Estimate e = kv::estimate(scenario("granite-4.0-h-tiny", 32768, 4));
    QVERIFY(!e.refusal);
    QVERIFY(e.view<kv::VllmPool>());
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(4) * 819200);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(6553));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(262000));
    QCOMPARE(QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2), QStringLiteral("72.01"));
    QCOMPARE(e.view<kv::VllmPool>()->usedBytes, uint64_t(4) * 91 * 3276800);
    // The caches the users hold: 82 attention block ids each, and 9 state block ids each.
    const kv::CacheBlock* full = block(e, kv::CacheKind::Full);
    QVERIFY(full);
    QCOMPARE(full->layers, 4u);
    QCOMPARE(full->cellsPerStream, uint64_t(82) * 400);
    QCOMPARE(full->bytes(), uint64_t(4) * 82 * 3276800);
    QCOMPARE(full->kBytes, full->vBytes);
    const kv::CacheBlock* rec = block(e, kv::CacheKind::Recurrent);
    QVERIFY(rec);
    QCOMPARE(rec->layers, 36u);
    QCOMPARE(rec->streams, 4u);
    QCOMPARE(rec->bytes(), uint64_t(4) * 9 * 3276800);
    QCOMPARE(rec->kBytes, uint64_t(4) * 36 * 9984 * 2); // the conv states; the rest is ssm state and padding
    QCOMPARE(e.memory.recurrent, uint64_t(117964800));
    // vLLM chose the block itself: 16 (its default) counts as not given, no warning; the launch does not set it.
    QVERIFY(!hasWarning(e, "vllm-hybrid-block-size"));
    QVERIFY(e.runtime.launch.find("--block-size") == std::string::npos);
    QVERIFY(e.runtime.rulesVersion.find("1936cf38") != std::string::npos);
}

// A --block-size below what one state needs is raised (with a warning); a larger one is kept and the state
// padded to its page: 800 x 2048 = 1638400 a page; blocks 21474836480 / 1638400 / 4 = 3276; tokens 3276 / 10 x 800
// = 327 x 800 = 261600; a request cdiv(32768, 800) = 41 + 9 = 50; concurrency 3276 / 50 = 65.52.
void TestVllmHybrid::graniteTinyUserBlockSize()
{
    kv::Scenario s = scenario("granite-4.0-h-tiny", 32768, 4);
    s.vllm.blockSize = 32;
    kv::Estimate e = kv::estimate(s);
    QVERIFY(hasWarning(e, "vllm-hybrid-block-size"));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(6553));
    QVERIFY(e.runtime.launch.find("--block-size 32") != std::string::npos);
    s.vllm.blockSize = 800;
    e = kv::estimate(s);
    QVERIFY(!hasWarning(e, "vllm-hybrid-block-size"));
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(4) * 1638400);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(3276));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(261600));
    QCOMPARE(QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2), QStringLiteral("65.52"));
}

// --kv-cache-dtype fp8 halves the attention token (1024 bytes) but not the state (mamba_cache_dtype auto = the
// model's bf16): block 16 x cdiv(806400, 16384) = 16 x 50 = 800, page 819200 again, so the same blocks.
// --mamba-ssm-cache-dtype float32: state 9984 x 2 + 393216 x 4 = 1592832; block 16 x cdiv(1592832, 32768)
// = 16 x 49 = 784, page 1605632; blocks 21474836480 / 1605632 / 4 = 3343; tokens 334 x 784 = 261856;
// a request cdiv(32768, 784) = 42 + 9 = 51; concurrency 3343 / 51 = 65.55.
void TestVllmHybrid::graniteTinyFp8AndSsmF32()
{
    kv::Scenario s = scenario("granite-4.0-h-tiny", 32768, 4);
    s.typeK = s.typeV = ElemType::FP8;
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(4) * 800 * 1024);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(6553));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(655) * 800);
    s.typeK = s.typeV = ElemType::BF16;
    s.vllm.mambaSsmCacheDtype = ElemType::F32;
    e = kv::estimate(s);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(4) * 1605632);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(3343));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(261856));
    QCOMPARE(QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2), QStringLiteral("65.55"));
}

// TP 2: 2 KV heads per GPU (1024 bytes a token); n_group 1 is not divisible by 2, so vLLM extends it to 2 groups
// (extra_groups_for_head_shards): conv 3 x (3072 + 2 x 2 x 128) / 2 = 5376, ssm 24 x 64 x 128 = 196608 values,
// (5376 + 196608) x 2 = 403968 bytes; block 16 x cdiv(403968, 16384) = 16 x 25 = 400; page 409600 per GPU;
// blocks 21474836480 / 409600 / 4 = 13107; tokens 1310 x 400 = 524000; concurrency 13107 / 91 = 144.03.
void TestVllmHybrid::graniteTinyTensorParallel()
{
    kv::Scenario s = scenario("granite-4.0-h-tiny", 32768, 4);
    s.vllm.tensorParallel = 2;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(4) * 409600);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(13107));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(524000));
    QCOMPARE(QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2), QStringLiteral("144.03"));
    // Summed over both GPUs: 4 users x 9 state block ids x 4 pages x 409600 x 2.
    QCOMPARE(block(e, kv::CacheKind::Recurrent)->bytes(), uint64_t(4) * 9 * 4 * 409600 * 2);
}

// Qwen3-Next 80B-A3B, bf16, 32768 x 4, pool 20 GiB.
//   attention token: 2 KV heads x (256 + 256) x 2 = 2048
//   Gated DeltaNet: conv 3 x (2 x 16 x 128 + 32 x 128) = 24576 values, ssm 32 x 128 x 128 = 524288 values,
//                   x 2 bytes = 1097728
//   block = 16 x cdiv(1097728, 32768) = 16 x 34 = 544 (vLLM logs "Setting attention block size to 544 tokens")
//   page = 544 x 2048 = 1114112 (padding 16384 bytes, 1.49 %)
//   groups: 12 attention, 36 DeltaNet -> size 12: 1 + 3 = 4 groups; a block id 12 pages = 13369344
//   num_blocks = 21474836480 / 1114112 / 12 = 1606; tokens 1606 / 4 x 544 = 401 x 544 = 218144
//   a request cdiv(32768, 544) = 61 + 3 = 64; concurrency 1606 / 64 = 25.09
void TestVllmHybrid::qwen3Next()
{
    const kv::Estimate e = kv::estimate(scenario("qwen3-next-80b-a3b", 32768, 4));
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(12) * 1114112);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(1606));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(218144));
    QCOMPARE(QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2), QStringLiteral("25.09"));
    QCOMPARE(block(e, kv::CacheKind::Full)->bytes(), uint64_t(4) * 61 * 12 * 1114112);
    QCOMPARE(block(e, kv::CacheKind::Recurrent)->bytes(), uint64_t(4) * 3 * 12 * 1114112);
    QCOMPARE(block(e, kv::CacheKind::Recurrent)->layers, 36u);
}

// Nemotron Nano 9B v2, bf16, 32768 x 4, pool 20 GiB.
//   attention token: 8 x 256 x 2 = 4096
//   Mamba-2: conv 3 x (10240 + 2 x 8 x 128) = 36864 values, ssm 128 x 80 x 128 = 1310720, x 2 = 2695168 bytes
//   block = 16 x cdiv(2695168, 65536) = 16 x 42 = 672; page 672 x 4096 = 2752512
//   groups: 4 attention, 27 Mamba-2 -> size 4: 1 + cdiv(27, 4) = 1 + 7 = 8 groups (one padding slot)
//   num_blocks = 21474836480 / 2752512 / 4 = 1950; tokens 1950 / 8 x 672 = 243 x 672 = 163296
//   a request cdiv(32768, 672) = 49 + 7 = 56; concurrency 1950 / 56 = 34.82
void TestVllmHybrid::nemotronNano9b()
{
    const kv::Estimate e = kv::estimate(scenario("nemotron-nano-9b-v2", 32768, 4));
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(4) * 2752512);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(1950));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(163296));
    QCOMPARE(QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2), QStringLiteral("34.82"));
    QCOMPARE(block(e, kv::CacheKind::Recurrent)->layers, 27u);
    QCOMPARE(block(e, kv::CacheKind::Recurrent)->bytes(), uint64_t(4) * 7 * 4 * 2752512);
}

// vLLM's dtype names, and a bad one refused.
void TestVllmHybrid::mambaDtypeNames()
{
    QVERIFY(!kv::vllmMambaDtype("auto"));
    QCOMPARE(*kv::vllmMambaDtype("float32"), ElemType::F32);
    QCOMPARE(*kv::vllmMambaDtype("bfloat16"), ElemType::BF16);
    QCOMPARE(kv::vllmMambaDtypeName(ElemType::F16), std::string("float16"));
    QCOMPARE(kv::vllmMambaDtypeName(std::nullopt), std::string("auto"));
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::vllmMambaDtype("fp8"));
}

// Ray, two nodes of one 48 GiB GPU, TP 1 x PP 2, the pool given (20 GiB per rank). get_pp_indices: layers 0-19 and
// 20-39. Each stage has 2 of the 4 attention layers (5, 15 | 25, 35) and 18 Mamba-2 layers; the 9 state groups take
// the 36 Mamba-2 layers round-robin (layers[i::9]), so each group has 2 on each stage: a rank's block id holds 2 pages
// (kv_cache_utils get_kv_cache_config_from_groups on the projected groups): 2 x 819200 = 1638400 bytes;
// num_blocks = 21474836480 / 819200 / 2 = 13107; tokens 13107 / 10 x 400 = 524000; concurrency 13107 / 91 = 144.03.
void TestVllmHybrid::graniteTinyTwoStages()
{
    kv::Scenario s = scenario("granite-4.0-h-tiny", 32768, 4);
    for (uint32_t n = 0; n < 2; ++n) {
        kv::Device d;
        d.name = n == 0 ? "node 1 GPU 0" : "node 2 GPU 0";
        d.kind = kv::DeviceKind::Gpu;
        d.capacityBytes = 48ull << 30;
        d.bandwidthGBs = 1000;
        d.node = n;
        s.hardware.devices.push_back(d);
    }
    s.hardware.hosts = {"10.0.0.1", "10.0.0.2"};
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->ranks.size(), size_t(2));
    QCOMPARE(e.view<kv::VllmPool>()->ranks[0].blockBytes, uint64_t(2) * 819200);
    QCOMPARE(e.view<kv::VllmPool>()->ranks[1].blockBytes, uint64_t(2) * 819200);
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(13107));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(524000));
    QCOMPARE(QString::number(e.view<kv::VllmPool>()->maxConcurrency, 'f', 2), QStringLiteral("144.03"));
}

QTEST_APPLESS_MAIN(TestVllmHybrid)
#include "tst_vllm_hybrid.moc"
