// Every case in groundtruth/llamacpp-measured-cases.json, byte for byte: KV caches and recurrent state
// that a real llama.cpp build allocated for models with real attention layouts.

#include <QTest>

#include "estimator.h"
#include "groundtruth.h"

using nlohmann::json;

class TestLlamaCppMeasured : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void measured_data();
    void measured();
};

void TestLlamaCppMeasured::measured_data()
{
    QTest::addColumn<QByteArray>("caseJson");
    const json cases = kvtest::loadJson("groundtruth/llamacpp-measured-cases.json").at("cases");
    QVERIFY(cases.size() >= 10);
    for (const json& c : cases)
        QTest::addRow("%s", c.at("id").get<std::string>().c_str()) << QByteArray::fromStdString(c.dump());
}

void TestLlamaCppMeasured::measured()
{
    QFETCH(QByteArray, caseJson);
    const json c = json::parse(caseJson.toStdString());
    const json& req = c.at("request");
    const json& res = c.at("result");

    kv::Scenario s;
    s.model = kv::modelFromJson(kvtest::specFromMeasuredModel(c.at("model")));
    s.runtime = kv::Runtime::LlamaCpp;
    s.llama.ctxSize = req.at("ctx_size").get<uint64_t>();
    s.llama.parallel = req.at("parallel").get<uint32_t>();
    s.llama.batchSize = req.at("batch_size");
    s.llama.ubatchSize = req.at("ubatch_size");
    s.llama.swaFull = req.at("swa_full");
    s.llama.kvUnified = req.at("kv_unified");
    s.llama.flashAttn = kv::FlashAttn::Auto;
    s.typeK = *kv::elemTypeFromName(req.at("cache_type_k").get<std::string>());
    s.typeV = *kv::elemTypeFromName(req.at("cache_type_v").get<std::string>());

    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.runtime.nCtx, res.at("n_ctx").get<uint64_t>());
    QCOMPARE(e.runtime.nCtxSeq, res.at("n_ctx_seq").get<uint64_t>());
    QCOMPARE(e.runtime.nUbatch, res.at("n_ubatch").get<uint32_t>());

    // The runtime reports its attention caches as "kv" (one cache), or "non_swa" + "swa".
    std::vector<kv::CacheBlock> attention;
    for (const auto& b : e.caches)
        if (b.kind != kv::CacheKind::Recurrent)
            attention.push_back(b);
    const json& caches = res.at("caches");
    QCOMPARE(attention.size(), caches.size());
    for (size_t i = 0; i < caches.size(); ++i) {
        const json& want = caches[i];
        const kv::CacheBlock& got = attention[i];
        const std::string kind = want.at("kind");
        if (kind == "swa")
            QCOMPARE(got.kind, kv::CacheKind::Swa);
        else
            QVERIFY(got.kind == kv::CacheKind::Full || got.kind == kv::CacheKind::Mla);
        QCOMPARE(got.layers, want.at("layers").get<uint32_t>());
        QCOMPARE(got.cellsPerStream, want.at("cells_per_stream").get<uint64_t>());
        QCOMPARE(got.streams, want.at("streams").get<uint32_t>());
        QCOMPARE(got.kBytes, want.at("k_bytes").get<uint64_t>());
        QCOMPARE(got.vBytes, want.at("v_bytes").get<uint64_t>());
    }
    QCOMPARE(e.memory.recurrent, res.at("recurrent_bytes").get<uint64_t>());
    QCOMPARE(e.memory.kv + e.memory.recurrent, res.at("context_bytes_exact").get<uint64_t>());
}

QTEST_APPLESS_MAIN(TestLlamaCppMeasured)
#include "tst_llamacpp_measured.moc"
