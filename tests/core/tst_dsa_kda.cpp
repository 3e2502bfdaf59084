// DeepSeek-V3.2 (MLA + DeepSeek Sparse Attention's lightning-indexer keys) and Kimi Linear 48B-A3B (MLA + Kimi
// Delta Attention recurrent layers), against llama.cpp v0.5.0's measured allocations
// (groundtruth/llamacpp-dsa-kda.json, tests/tools/measure_dsa_kda.py), vLLM's and the ideal baseline's rules
// worked out by hand below, the HF config reader, the GGUF reader and the CLI.
#include <QProcess>
#include <QTest>

#include <algorithm>

#include "estimator.h"
#include "ggufmodel.h"
#include "ggufwriter.h"
#include "groundtruth.h"
#include "hfconfig.h"
#include "llamacpp/rules.h"
#include "modelfile.h"

#include <regex>

using nlohmann::json;

namespace {

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kvtest::presets();
    return cat;
}

kv::Scenario scenario(const std::string& id, kv::Runtime rt, uint64_t context, uint32_t users, kv::ElemType t)
{
    kv::Scenario s;
    s.model = *catalog().findModel(id);
    s.runtime = rt;
    s.contextPerUser = context;
    s.users = users;
    s.typeK = s.typeV = t;
    return s;
}

const kv::CacheBlock* block(const kv::Estimate& e, kv::CacheKind k)
{
    for (const kv::CacheBlock& b : e.caches)
        if (b.kind == k)
            return &b;
    return nullptr;
}

// The synthetic files' metadata (tests/tools/dsa_kda_gguf.py), written by the test's GGUF writer.
kv::ModelSpec syntheticDeepseek32()
{
    kvtest::GgufWriter w;
    const std::string a = "deepseek32";
    w.str("general.architecture", a).u32(a + ".block_count", 62).u32(a + ".nextn_predict_layers", 1);
    w.u32(a + ".embedding_length", 256).u32(a + ".context_length", 163840).u32(a + ".feed_forward_length", 512);
    w.u32(a + ".attention.head_count", 16).u32(a + ".attention.head_count_kv", 1);
    w.u32(a + ".attention.key_length", 576).u32(a + ".attention.value_length", 512);
    w.u32(a + ".attention.key_length_mla", 192).u32(a + ".attention.value_length_mla", 128);
    w.u32(a + ".attention.kv_lora_rank", 512).u32(a + ".attention.q_lora_rank", 256);
    w.u32(a + ".rope.dimension_count", 64);
    w.u32(a + ".attention.indexer.head_count", 64).u32(a + ".attention.indexer.key_length", 128);
    w.u32(a + ".attention.indexer.top_k", 2048);
    w.u32(a + ".expert_count", 8).u32(a + ".expert_used_count", 2);
    w.strs("tokenizer.ggml.tokens", 1024);
    const std::string b = w.bytes();
    auto src = kv::memorySource(b);
    return kv::importGguf(kv::readGguf(*src)).model;
}

kv::ModelSpec syntheticKimiLinear()
{
    kvtest::GgufWriter w;
    const std::string a = "kimi-linear";
    std::vector<uint32_t> kv(27, 0);
    for (uint32_t i : {3, 7, 11, 15, 19, 23, 26})
        kv[i] = 1;
    w.str("general.architecture", a).u32(a + ".block_count", 27);
    w.u32(a + ".embedding_length", 256).u32(a + ".context_length", 1048576).u32(a + ".feed_forward_length", 512);
    w.u32(a + ".attention.head_count", 32).u32s(a + ".attention.head_count_kv", kv);
    w.u32(a + ".attention.key_length", 576).u32(a + ".attention.value_length", 512);
    w.u32(a + ".attention.key_length_mla", 192).u32(a + ".attention.value_length_mla", 128);
    w.u32(a + ".attention.kv_lora_rank", 512).u32(a + ".rope.dimension_count", 64);
    w.u32(a + ".ssm.conv_kernel", 4).u32(a + ".kda.head_dim", 128);
    w.u32(a + ".expert_count", 8).u32(a + ".expert_used_count", 2);
    w.strs("tokenizer.ggml.tokens", 1024);
    const std::string b = w.bytes();
    auto src = kv::memorySource(b);
    return kv::importGguf(kv::readGguf(*src)).model;
}

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

Run cli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH), args);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    Run r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class TestDsaKda : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void measured_data();
    void measured();
    void llamaCppDeepseekV32();
    void vllmDeepseekV32();
    void idealDeepseekV32();
    void llamaCppKimiLinear();
    void idealKimiLinear();
    void hfConfigsAgreeWithPresets_data();
    void hfConfigsAgreeWithPresets();
    void ggufReader();
    void cliEstimate();
};

void TestDsaKda::measured_data()
{
    QTest::addColumn<QByteArray>("caseJson");
    const json cases = kvtest::loadJson("groundtruth/llamacpp-dsa-kda.json").at("cases");
    QCOMPARE(cases.size(), size_t(9));
    for (const json& c : cases)
        QTest::addRow("%s", c.at("id").get<std::string>().c_str()) << QByteArray::fromStdString(c.dump());
}

void TestDsaKda::measured()
{
    QFETCH(QByteArray, caseJson);
    const json c = json::parse(caseJson.toStdString());
    const json& req = c.at("request");
    const bool dsa = c.at("id").get<std::string>().rfind("dsv32", 0) == 0;
    kv::Scenario s;
    s.model = dsa ? syntheticDeepseek32() : syntheticKimiLinear();
    s.runtime = kv::Runtime::LlamaCpp;
    s.llama.ctxSize = req.at("n_ctx").get<uint64_t>();
    s.llama.parallel = req.at("n_seq_max").get<uint32_t>();
    s.llama.kvUnified = req.at("kv_unified");
    s.llama.flashAttn = req.at("flash_attn") == "on" ? kv::FlashAttn::On : kv::FlashAttn::Auto;
    s.typeK = *kv::elemTypeFromName(req.at("type_k").get<std::string>());
    s.typeV = *kv::elemTypeFromName(req.at("type_v").get<std::string>());
    const kv::Estimate e = kv::estimate(s);
    if (!c.at("ok")) { // MLA with different K and V types: llama.cpp refuses, and so does kvplanner
        QVERIFY(e.refusal);
        QCOMPARE(std::string(kv::codeName(e.refusal->code)), std::string("mla-kv-types-differ"));
        return;
    }
    QVERIFY(!e.refusal);
    const json& res = c.at("result");
    QCOMPARE(e.runtime.nCtx, res.at("n_ctx").get<uint64_t>());
    QCOMPARE(e.runtime.nCtxSeq, res.at("n_ctx_seq").get<uint64_t>());
    QCOMPARE(e.memory.kv + e.memory.recurrent, res.at("context_bytes").get<uint64_t>());
    const kv::CacheBlock* mla = block(e, kv::CacheKind::Mla);
    QVERIFY(mla);
    // llama.cpp's own per-cache lines: "size = X MiB ( C cells, L layers, ...), K (t): Y MiB".
    const std::regex line(R"(size = +([0-9.]+) MiB \( *([0-9]+) cells, +([0-9]+) layers)");
    std::vector<const kv::CacheBlock*> order{mla, dsa ? block(e, kv::CacheKind::Indexer)
                                                      : block(e, kv::CacheKind::Recurrent)};
    const json& logs = res.at("log_sizes");
    QCOMPARE(logs.size(), size_t(2));
    for (size_t i = 0; i < 2; ++i) {
        QVERIFY(order[i]);
        std::smatch m;
        const std::string text = logs[i];
        QVERIFY2(std::regex_search(text, m, line), text.c_str());
        const double mib = double(order[i]->bytes()) / 1048576.0; // the log rounds to 0.01 MiB
        QVERIFY2(std::abs(mib - std::stod(m[1])) <= 0.005 + 1e-9, qPrintable(QString::number(mib, 'f', 4)));
        if (order[i]->kind != kv::CacheKind::Recurrent)
            QCOMPARE(order[i]->cellsPerStream, std::stoull(m[2]));
        // The recurrent memory's line counts every layer of the model; 20 of the 27 carry state.
        QCOMPARE(uint64_t(order[i]->layers), order[i]->kind == kv::CacheKind::Recurrent ? 20 : std::stoull(m[3]));
    }
    if (!dsa) { // the hybrid memory is walked exactly
        QCOMPARE(e.memory.kv, res.at("kv_bytes").get<uint64_t>());
        QCOMPARE(e.memory.recurrent, res.at("recurrent_bytes").get<uint64_t>());
        QCOMPARE(mla->kBytes, res.at("caches")[0].at("k_bytes").get<uint64_t>());
        QCOMPARE(uint64_t(mla->layers), res.at("caches")[0].at("layers").get<uint64_t>());
        const json& r = res.at("recurrent")[0];
        const kv::CacheBlock* rec = block(e, kv::CacheKind::Recurrent);
        QCOMPARE(rec->kBytes, r.at("r_bytes").get<uint64_t>());
        QCOMPARE(rec->vBytes, r.at("s_bytes").get<uint64_t>());
    }
}

void TestDsaKda::llamaCppDeepseekV32()
{
    using kv::ElemType;
    // 2 users x 32768, f16: -c 65536 -np 2, two streams of 32768 cells. The latent: 61 layers x 65536 cells x
    // 576 x 2 bytes = 4,605,345,792; the indexer keys, a second cache of the same cells: 61 x 65536 x 128 x 2 =
    // 1,023,410,176.
    kv::Estimate e = kv::estimate(scenario("deepseek-v3.2", kv::Runtime::LlamaCpp, 32768, 2, ElemType::F16));
    QVERIFY(!e.refusal);
    QCOMPARE(e.runtime.nCtxSeq, uint64_t(32768));
    const kv::CacheBlock* mla = block(e, kv::CacheKind::Mla);
    const kv::CacheBlock* idx = block(e, kv::CacheKind::Indexer);
    QVERIFY(mla && idx);
    QCOMPARE(mla->kBytes, uint64_t(4605345792));
    QCOMPARE(idx->layers, 61u);
    QCOMPARE(idx->cellsPerStream, uint64_t(32768));
    QCOMPARE(idx->streams, 2u);
    QCOMPARE(idx->kBytes, uint64_t(1023410176));
    QCOMPARE(idx->vBytes, uint64_t(0));
    QCOMPARE(e.memory.kv, uint64_t(4605345792 + 1023410176));
    // -ctk applies to the indexer too: q8_0 rows of 128 values are 4 blocks of 34 bytes (measured above with
    // q8_0 and q4_0). 1 user x 16384: 61 x 16384 x 612 (576 values: 18 blocks) and 61 x 16384 x 136.
    e = kv::estimate(scenario("deepseek-v3.2", kv::Runtime::LlamaCpp, 16384, 1, ElemType::Q8_0));
    QCOMPARE(block(e, kv::CacheKind::Mla)->kBytes, uint64_t(611647488));
    QCOMPARE(block(e, kv::CacheKind::Indexer)->kBytes, uint64_t(135921664));
    // Ollama runs llama-server for this architecture: the same two caches (num_ctx 16384, parallel 1).
    kv::Scenario o = scenario("deepseek-v3.2", kv::Runtime::Ollama, 16384, 1, ElemType::Q8_0);
    o.llama.flashAttn = kv::FlashAttn::On;
    e = kv::estimate(o);
    QVERIFY(!e.refusal);
    QCOMPARE(block(e, kv::CacheKind::Indexer)->kBytes, uint64_t(135921664));
}

void TestDsaKda::vllmDeepseekV32()
{
    using kv::ElemType;
    // vLLM (deepseek_v2.py, commit 002d6073): the indexer cache is an MLAAttentionSpec of one head of
    // 128 + 128 / 128 x 4 = 132 uint8 values per token (fp8 key + one f32 scale), whatever the KV dtype.
    // DeepSeek-V3.2 runs on FlashMLA sparse, whose only block size is 64 (flashmla_sparse.py, commit 008a0c31;
    // vllm/platforms/cuda.py forces it). Pages of 64 tokens: latent 64 x 576 x 2 = 73728 bytes, indexer
    // 64 x 132 = 8448 bytes, per layer. Latent and indexer are both full attention at one block size: one group,
    // each layer its own page (UniformTypeKVCacheSpecs), no page-size unification.
    // 2 users x 32768 tokens = 512 pages each: latent 61 x 512 x 73728 x 2 = 4,605,345,792,
    // indexer 61 x 512 x 8448 x 2 = 527,695,872.
    kv::Scenario s = scenario("deepseek-v3.2", kv::Runtime::Vllm, 32768, 2, ElemType::BF16);
    kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(block(e, kv::CacheKind::Mla)->kBytes, uint64_t(4605345792));
    const kv::CacheBlock* idx = block(e, kv::CacheKind::Indexer);
    QVERIFY(idx);
    QCOMPARE(idx->kBytes, uint64_t(527695872));
    QCOMPARE(idx->layers, 61u);
    QCOMPARE(idx->cellsPerStream, uint64_t(32768));
    QCOMPARE(e.memory.kv, uint64_t(4605345792 + 527695872));
    // A block of the pool: 61 x (73728 + 8448) = 5,012,736 bytes.
    QVERIFY(e.view<kv::VllmPool>());
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(5012736));
    QVERIFY(e.runtime.rulesVersion.find("sparse MLA: vLLM 008a0c31") != std::string::npos);
    // The 64-token block shows where the context is not a multiple of it: 1 user x 30000 tokens holds
    // cdiv(30000, 64) = 469 pages = 30016 cells (at 16 tokens it was 1875 pages = 30000 cells):
    // latent 61 x 469 x 73728 = 2,109,284,352.
    s = scenario("deepseek-v3.2", kv::Runtime::Vllm, 30000, 1, ElemType::BF16);
    e = kv::estimate(s);
    QCOMPARE(block(e, kv::CacheKind::Mla)->kBytes, uint64_t(2109284352));
    QCOMPARE(block(e, kv::CacheKind::Mla)->cellsPerStream, uint64_t(30016));
    // A --block-size other than the default is replaced by 64, with a warning; 64 itself is not.
    const auto warned = [](const kv::Estimate& x) {
        return std::any_of(x.warnings.begin(), x.warnings.end(),
                           [](const kv::Warning& w) { return kv::codeName(w.code) == "vllm-sparse-block-size"; });
    };
    QVERIFY(!warned(e));
    s.vllm.blockSize = 32;
    e = kv::estimate(s);
    QVERIFY(warned(e));
    QVERIFY(std::find(e.warnings.begin(), e.warnings.end(), kv::Warning{kv::Diag::VllmSparseBlockSize, {"32", "64"}}) !=
            e.warnings.end());
    QCOMPARE(block(e, kv::CacheKind::Mla)->kBytes, uint64_t(2109284352));
    s.vllm.blockSize = 64;
    QVERIFY(!warned(kv::estimate(s)));

    // fp8 on the sparse backend is fp8_ds_mla (flashmla_sparse.py: "fp8" is its alias; kv_cache_interface.py,
    // commit 001cabc1: MLAAttentionSpec page = block x 656): per token 512 fp8 NoPE values + 4 f32 scales (one per
    // 128) + 64 bf16 RoPE values = 512 + 16 + 128 = 656 bytes, not 576. Page 64 x 656 = 41984 bytes.
    // 2 users x 32768: latent 61 x 512 x 41984 x 2 = 2,622,488,576; the indexer stays 527,695,872;
    // a block 61 x (41984 + 8448) = 3,076,352 bytes.
    e = kv::estimate(scenario("deepseek-v3.2", kv::Runtime::Vllm, 32768, 2, ElemType::FP8));
    QCOMPARE(block(e, kv::CacheKind::Mla)->kBytes, uint64_t(2622488576));
    QCOMPARE(block(e, kv::CacheKind::Indexer)->kBytes, uint64_t(527695872));
    QCOMPARE(e.view<kv::VllmPool>()->blockBytes, uint64_t(3076352));
    QVERIFY(e.runtime.launch.find("--kv-cache-dtype fp8_ds_mla") != std::string::npos);
    // DeepSeek-V3 (dense MLA, no indexer) keeps fp8 at one byte a value: 576 bytes a token, page 16 x 576.
    e = kv::estimate(scenario("deepseek-v3", kv::Runtime::Vllm, 32768, 1, ElemType::FP8));
    QCOMPARE(block(e, kv::CacheKind::Mla)->kBytes, uint64_t(61) * 2048 * 16 * 576);
    QVERIFY(e.runtime.launch.find("--kv-cache-dtype fp8") != std::string::npos);
    QVERIFY(e.runtime.launch.find("fp8_ds_mla") == std::string::npos);
}

void TestDsaKda::idealDeepseekV32()
{
    using kv::ElemType;
    // Exactly the tokens: 30000 x 2 users x 61 layers x (576 + 128) x 2 bytes = 5,153,280,000; per token
    // 61 x 1408 = 85,888 bytes.
    const kv::Estimate e = kv::estimate(scenario("deepseek-v3.2", kv::Runtime::Ideal, 30000, 2, ElemType::F16));
    QCOMPARE(e.kvBytesPerToken, uint64_t(85888));
    QCOMPARE(e.memory.kv, uint64_t(5153280000));
    QCOMPARE(e.idealKvBytes, uint64_t(5153280000));
    QCOMPARE(block(e, kv::CacheKind::Indexer)->kBytes, uint64_t(30000) * 2 * 61 * 256);
}

void TestDsaKda::llamaCppKimiLinear()
{
    using kv::ElemType;
    // 4 users x 8192, f16: -c 32768 -np 4, four streams of 8192 cells. 7 MLA layers x 32768 cells x 576 x 2 =
    // 264,241,152. KDA state per sequence and layer: conv 3 x (4 - 1) x 4096 = 36,864 f32 values, state
    // 128 x 128 x 32 = 524,288; 20 layers x 4 sequences x 561,152 x 4 bytes = 179,568,640 (the measured
    // kimi-linear 16384 x 4 unified case holds the same state: it does not depend on the context).
    const kv::Estimate e = kv::estimate(scenario("kimi-linear-48b-a3b", kv::Runtime::LlamaCpp, 8192, 4, ElemType::F16));
    QVERIFY(!e.refusal);
    QCOMPARE(block(e, kv::CacheKind::Mla)->layers, 7u);
    QCOMPARE(e.memory.kv, uint64_t(264241152));
    const kv::CacheBlock* rec = block(e, kv::CacheKind::Recurrent);
    QVERIFY(rec);
    QCOMPARE(rec->layers, 20u);
    QCOMPARE(rec->kBytes, uint64_t(20) * 4 * 36864 * 4);
    QCOMPARE(rec->vBytes, uint64_t(20) * 4 * 524288 * 4);
    QCOMPARE(e.memory.recurrent, uint64_t(179568640));
    QVERIFY(!block(e, kv::CacheKind::Indexer));
}

void TestDsaKda::idealKimiLinear()
{
    // 10000 tokens x 4 users: 7 x 40000 x 1152 = 322,560,000 bytes of latent; the state as above, 179,568,640.
    const kv::ModelSpec& m = *catalog().findModel("kimi-linear-48b-a3b");
    uint64_t kvBytes = 0, rec = 0;
    for (const kv::CacheBlock& b : kv::idealCaches(m, 10000, 4, kv::ElemType::F16, kv::ElemType::F16))
        (b.kind == kv::CacheKind::Recurrent ? rec : kvBytes) += b.bytes();
    QCOMPARE(kvBytes, uint64_t(322560000));
    QCOMPARE(rec, uint64_t(179568640));
}

void TestDsaKda::hfConfigsAgreeWithPresets_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("config");
    QTest::addRow("deepseek-v3.2") << "deepseek-v3.2"
                                   << "DeepSeek-V3.2.json";
    QTest::addRow("kimi-linear-48b-a3b") << "kimi-linear-48b-a3b"
                                         << "Kimi-Linear-48B-A3B-Instruct.json";
}

void TestDsaKda::hfConfigsAgreeWithPresets()
{
    QFETCH(QString, id);
    QFETCH(QString, config);
    const kv::ModelSpec& p = *catalog().findModel(id.toStdString());
    const kv::ImportResult r = kv::importHfConfig(
        json::parse(kv::readTextFile(std::string(KV_TEST_DATA) + "/models/hf-configs/" + config.toStdString())));
    const kv::ModelSpec& m = r.model;
    QCOMPARE(m.arch, p.arch);
    QCOMPARE(m.nCtxTrain, p.nCtxTrain);
    // What each layer caches (a preset's layers without attention may keep the head sizes it was written with).
    QCOMPARE(m.layers.size(), p.layers.size());
    for (size_t i = 0; i < m.layers.size(); ++i) {
        const kv::LayerSpec &a = m.layers[i], &b = p.layers[i];
        QCOMPARE(a.attn, b.attn);
        QCOMPARE(a.hasAttention(), b.hasAttention());
        QCOMPARE(a.kValues(), b.kValues());
        QCOMPARE(a.vValues(), b.vValues());
        QCOMPARE(a.indexerK, b.indexerK);
        QCOMPARE(a.stateR, b.stateR);
        QCOMPARE(a.stateS, b.stateS);
    }
    QCOMPARE(m.recurrent, p.recurrent);
    QCOMPARE(m.params, p.params);
    QCOMPARE(m.params.total(), p.params.total());
    QCOMPARE(m.nExpert, p.nExpert);
    QCOMPARE(m.nExpertUsed, p.nExpertUsed);
}

void TestDsaKda::ggufReader()
{
    // deepseek32: block_count 62 includes the NextN layer, which the main context does not cache.
    const kv::ModelSpec ds = syntheticDeepseek32();
    QCOMPARE(ds.nLayer(), 61u);
    for (const kv::LayerSpec& l : ds.layers) {
        QCOMPARE(l.attn, kv::AttnKind::Mla);
        QCOMPARE(l.kValues(), uint64_t(576));
        QCOMPARE(l.indexerK, 128u);
    }
    // kimi-linear: MLA where head_count_kv is 1, KDA state elsewhere.
    const kv::ModelSpec kimi = syntheticKimiLinear();
    QCOMPARE(kimi.recurrent.kind, kv::RecurrentKind::Kda);
    QCOMPARE(kv::census(kimi).mla, 7u);
    QCOMPARE(kv::census(kimi).recurrent, 20u);
    QCOMPARE(kimi.layers[3].attn, kv::AttnKind::Mla);
    QCOMPARE(kimi.layers[3].kValues(), uint64_t(576));
    QVERIFY(!kimi.layers[3].hasRecurrent());
    QCOMPARE(kimi.layers[0].stateR, uint64_t(36864));
    QCOMPARE(kimi.layers[0].stateS, uint64_t(524288));
    QCOMPARE(kimi.layers[0].indexerK, 0u);
}

void TestDsaKda::cliEstimate()
{
    // The measured CLI contract end to end: the two caches of DeepSeek-V3.2 (see llamaCppDeepseekV32).
    Run r = cli({"estimate", "--model", "deepseek-v3.2", "--context", "32768", "--users", "2", "--runtime", "llama.cpp",
                 "--json"});
    QCOMPARE(r.exitCode, 0);
    json j = json::parse(r.out.toStdString());
    QCOMPARE(j.at("kv_bytes").get<uint64_t>(), uint64_t(4605345792 + 1023410176));
    bool sawIndexer = false;
    for (const json& c : j.at("caches"))
        if (c.at("kind") == "indexer") {
            sawIndexer = true;
            QCOMPARE(c.at("k_bytes").get<uint64_t>(), uint64_t(1023410176));
            QCOMPARE(c.at("layers").get<uint32_t>(), 61u);
        }
    QVERIFY(sawIndexer);
    // Kimi Linear: the latent of 7 layers and the KDA state of 20 (see llamaCppKimiLinear).
    r = cli({"estimate", "--model", "kimi-linear-48b-a3b", "--context", "8192", "--users", "4", "--runtime",
             "llama.cpp", "--json"});
    QCOMPARE(r.exitCode, 0);
    j = json::parse(r.out.toStdString());
    QCOMPARE(j.at("kv_bytes").get<uint64_t>(), uint64_t(264241152));
    QCOMPARE(j.at("recurrent_bytes").get<uint64_t>(), uint64_t(179568640));
}

QTEST_APPLESS_MAIN(TestDsaKda)
#include "tst_dsa_kda.moc"
