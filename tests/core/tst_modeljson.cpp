// The model spec and scenario formats: what parses, what is refused (and with which code), round trips.

#include <QTest>

#include "errors.h"
#include "estimator.h"
#include "groundtruth.h"
#include "scenariojson.h"

using nlohmann::json;

class TestModelJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void badSpecs_data();
    void badSpecs();
    void compactForms();
    void roundTrip();
    void scenarioRoundTrip();
    void scenarioEveryOptionKey();
    void scenarioTooNew();
    void scenarioIntegersInRange();
    void planFilePins();
    void scenarioBadFields_data();
    void scenarioBadFields();
};

void TestModelJson::badSpecs_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("code");
    QTest::addRow("not json") << QByteArray("{\"n_layer\": 3,") << "json-malformed";
    QTest::addRow("array") << QByteArray("[1,2]") << "model-field-invalid";
    QTest::addRow("no layers") << QByteArray("{\"id\":\"x\"}") << "model-field-invalid";
    QTest::addRow("negative layers") << QByteArray("{\"n_layer\":-3,\"n_head_kv\":8,\"head_dim\":128}")
                                     << "model-field-invalid";
    QTest::addRow("string heads") << QByteArray("{\"n_layer\":3,\"n_head_kv\":\"8\",\"head_dim\":128}")
                                  << "model-field-invalid";
    QTest::addRow("2^60 layers") << QByteArray("{\"n_layer\":1152921504606846976,\"n_head_kv\":8,\"head_dim\":128}")
                                 << "model-field-invalid";
    QTest::addRow("per-layer list too short")
        << QByteArray("{\"n_layer\":3,\"n_head_kv\":[8,8],\"head_dim\":128}") << "model-field-invalid";
    QTest::addRow("window without pattern")
        << QByteArray("{\"n_layer\":3,\"n_head_kv\":8,\"head_dim\":128,\"sliding_window\":4096}")
        << "model-field-invalid";
    QTest::addRow("heads without head size") << QByteArray("{\"n_layer\":3,\"n_head_kv\":8}") << "model-field-invalid";
    QTest::addRow("attention layer out of range")
        << QByteArray("{\"n_layer\":3,\"n_head_kv\":8,\"head_dim\":64,\"attention_layers\":[3]}")
        << "model-field-invalid";
    QTest::addRow("unknown recurrent kind")
        << QByteArray("{\"n_layer\":3,\"recurrent\":{\"kind\":\"rwkv9\"}}") << "model-field-invalid";
    QTest::addRow("aliases not a list")
        << QByteArray("{\"n_layer\":3,\"n_head_kv\":8,\"head_dim\":64,\"aliases\":\"gemma3:27b\"}")
        << "model-field-invalid";
    QTest::addRow("empty alias") << QByteArray("{\"n_layer\":3,\"n_head_kv\":8,\"head_dim\":64,\"aliases\":[\"\"]}")
                                 << "model-field-invalid";
    QTest::addRow("newer schema") << QByteArray("{\"schemaVersion\":7,\"n_layer\":3,\"n_head_kv\":8,\"head_dim\":64}")
                                  << "schema-too-new";
}

void TestModelJson::badSpecs()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, code);
    try {
        (void)kv::modelFromJson(kv::parseJsonText(text.toStdString(), "spec.json"));
        QFAIL("expected an InputError");
    } catch (const kv::InputError& e) {
        QCOMPARE(QString::fromStdString(e.code()), code);
    }
}

void TestModelJson::compactForms()
{
    // gpt-oss style: pattern 2 -> even layers SWA.
    const kv::ModelSpec g = kv::modelFromJson(
        {{"n_layer", 4}, {"n_head_kv", 8}, {"head_dim", 64}, {"sliding_window", 128}, {"swa_pattern", 2}});
    QCOMPARE(g.layers[0].attn, kv::AttnKind::Swa);
    QCOMPARE(g.layers[1].attn, kv::AttnKind::Full);
    QCOMPARE(g.layers[2].window, 128u);
    // llama.cpp's pattern semantics: 0 = every layer slides (Mistral 7B v0.1 style), 1 = none.
    const kv::ModelSpec allSwa = kv::modelFromJson(
        {{"n_layer", 3}, {"n_head_kv", 8}, {"head_dim", 64}, {"sliding_window", 4096}, {"swa_pattern", 0}});
    QCOMPARE(kv::census(allSwa).swa, 3u);
    const kv::ModelSpec none = kv::modelFromJson(
        {{"n_layer", 3}, {"n_head_kv", 8}, {"head_dim", 64}, {"sliding_window", 4096}, {"swa_pattern", 1}});
    QCOMPARE(kv::census(none).swa, 0u);
    // Per-layer list wins over a pattern.
    const kv::ModelSpec l = kv::modelFromJson({{"n_layer", 3},
                                               {"n_head_kv", 8},
                                               {"head_dim", 64},
                                               {"sliding_window", 512},
                                               {"swa_layers", {false, true, true}}});
    QCOMPARE(kv::census(l).swa, 2u);
    // Hybrid: attention at 1 and 3, Mamba-2 elsewhere; Falcon-H1 style "all".
    const json rec{{"kind", "mamba2"}, {"d_conv", 4}, {"d_inner", 64}, {"d_state", 16}, {"n_group", 1}};
    const kv::ModelSpec h = kv::modelFromJson(
        {{"n_layer", 4}, {"n_head_kv", 2}, {"head_dim", 32}, {"attention_layers", {1, 3}}, {"recurrent", rec}});
    QCOMPARE(kv::census(h).full, 2u);
    QCOMPARE(kv::census(h).recurrent, 2u);
    QCOMPARE(h.layers[0].stateR, uint64_t(3 * (64 + 2 * 16)));
    QCOMPARE(h.layers[0].stateS, uint64_t(16 * 64));
    json all = rec;
    all["layers"] = "all";
    const kv::ModelSpec f = kv::modelFromJson({{"n_layer", 4}, {"n_head_kv", 2}, {"head_dim", 32}, {"recurrent", all}});
    QCOMPARE(kv::census(f).full, 4u);
    QCOMPARE(kv::census(f).recurrent, 4u);
    // LFM2 short conv: r = (L_cache - 1) x n_embd.
    const kv::ModelSpec c =
        kv::modelFromJson({{"n_layer", 2}, {"recurrent", {{"kind", "short-conv"}, {"d_conv", 3}, {"d_inner", 2048}}}});
    QCOMPARE(c.layers[1].stateR, uint64_t(2 * 2048));
    QCOMPARE(kv::attentionBadges(h), (std::vector<std::string>{"GQA", "hybrid"}));
}

void TestModelJson::roundTrip()
{
    const json rec{{"kind", "mamba2"}, {"d_conv", 4}, {"d_inner", 64}, {"d_state", 16}, {"n_group", 1}};
    const kv::ModelSpec h = kv::modelFromJson({{"id", "h"},
                                               {"n_layer", 4},
                                               {"n_head_kv", 2},
                                               {"head_dim", 32},
                                               {"attention_layers", {1, 3}},
                                               {"recurrent", rec},
                                               {"aliases", {"h:1b", "org/H-1B"}},
                                               {"params", {{"embedding", 10}, {"ffn", 20}}}});
    QCOMPARE(h.aliases, (std::vector<std::string>{"h:1b", "org/H-1B"}));
    QCOMPARE(kv::modelFromJson(kv::modelToJson(h)), h);
}

void TestModelJson::scenarioRoundTrip()
{
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario s;
    s.model = kv::modelFromJson({{"id", "custom"}, {"n_layer", 3}, {"n_head_kv", 2}, {"head_dim", 64}});
    s.runtime = kv::Runtime::Ollama;
    s.contextPerUser = 12345;
    s.users = 7;
    s.weights = *cat.findScheme("Q5_K_M");
    s.typeK = kv::ElemType::Q8_0;
    s.typeV = kv::ElemType::Q4_0;
    s.llama.ubatchSize = 256;
    s.llama.ctxSize = 99999;
    s.llama.flashAttn = kv::FlashAttn::Off;
    s.computeBytesOverride = 123456;
    s.hardware.id = "rtx-4090";
    s.hardware.name = "NVIDIA GeForce RTX 4090";
    s.hardware.devices = {{"GPU 0", kv::DeviceKind::Gpu, 25769803776ull, 956301312, 0, 1008},
                          {"RAM", kv::DeviceKind::Ram, 1ull << 36, 3ull << 30, 0, 89.6}};
    s.placement.nGpuLayers = 40;
    s.placement.kvOffload = false;
    s.placement.nCpuMoe = 3;
    s.placement.tensorSplit = {3, 1};
    s.vllm.maxModelLen = 20000;
    s.vllm.gpuMemoryUtilization = 0.85;
    s.vllm.kvPoolBytes = 4093640704;
    s.whatIfs.kiviBits = 2;
    s.whatIfs.sharedPrefixTokens = 512;
    s.computeScale = 1.02;
    const json j = kv::scenarioToJson(s);
    QCOMPARE(kv::scenarioFromJson(j, cat), s);
    // Through text, as a file would be.
    QCOMPARE(kv::scenarioFromJson(kv::parseJsonText(j.dump(), "x.kvplan"), cat), s);
}

// Every runtime option's key as the file format spells it (README "Scenario files"), written here by hand rather than
// taken from the reader's table: each is read into its own member, and the writer writes exactly these keys back.
void TestModelJson::scenarioEveryOptionKey()
{
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario base;
    base.model = *cat.findModel("llama-3.1-8b");
    json j = kv::scenarioToJson(base);
    j["llama"] = {{"ctx_size", 8192}, {"parallel", 3},      {"batch_size", 1024},      {"ubatch_size", 256},
                  {"swa_full", true}, {"kv_unified", true}, {"server_defaults", true}, {"flash_attn", "off"}};
    j["ollama"] = {
        {"server_defaults", true}, {"num_ctx", 5000}, {"num_parallel", 2}, {"num_batch", 128}, {"release", "0.24"}};
    j["koboldcpp"] = {{"context_size", 6000}, {"batch_size", 256}, {"flash_attention", false}, {"use_swa", true}};
    j["placement"] = {{"n_gpu_layers", 20}, {"kv_offload", false}, {"n_cpu_moe", 4}, {"tensor_split", {2.0, 1.0}}};
    j["vllm"] = {{"max_model_len", 7000},
                 {"max_num_seqs", 9},
                 {"gpu_memory_utilization", 0.8},
                 {"block_size", 32},
                 {"tensor_parallel", 2},
                 {"pipeline_parallel", 3},
                 {"max_num_batched_tokens", 4096},
                 {"weights_bytes", 111},
                 {"activation_peak_bytes", 222},
                 {"non_torch_bytes", 333},
                 {"kv_pool_bytes", 444},
                 {"mamba_cache_dtype", "float32"},
                 {"mamba_ssm_cache_dtype", "float16"},
                 {"fp8_e5m2", true}};
    j["mlx"] = {{"max_kv_size", 3000}, {"kv_bits", 4}, {"kv_group_size", 32}, {"quantized_kv_start", 100}};
    j["exllamav3"] = {{"cache_size", 8192}, {"max_seq_len", 4096}, {"max_batch_size", 2}, {"cache_mode", "6,4"}};
    j["sglang"] = {{"mem_fraction_static", 0.7},
                   {"context_length", 9000},
                   {"max_running_requests", 5},
                   {"tp_size", 2},
                   {"page_size", 16},
                   {"fp8_e5m2", true},
                   {"weights_bytes", 555}};
    j["what_ifs"] = {{"paged_block", 16},   {"shared_prefix_tokens", 64}, {"kivi_bits", 2},       {"kivi_group", 16},
                     {"kivi_residual", 64}, {"token_budget", 1000},       {"sliding_window", 512}};
    const kv::Scenario s = kv::scenarioFromJson(j, cat);
    QCOMPARE(*s.llama.ctxSize, uint64_t(8192));
    QCOMPARE(*s.llama.parallel, 3u);
    QCOMPARE(s.llama.batchSize, 1024u);
    QCOMPARE(s.llama.ubatchSize, 256u);
    QVERIFY(s.llama.swaFull && s.llama.kvUnified && s.llama.serverDefaults);
    QCOMPARE(s.llama.flashAttn, kv::FlashAttn::Off);
    QVERIFY(s.ollama.serverDefaults);
    QCOMPARE(*s.ollama.numCtx, uint64_t(5000));
    QCOMPARE(*s.ollama.numParallel, 2u);
    QCOMPARE(*s.ollama.numBatch, 128u);
    QCOMPARE(s.ollama.release, kv::OllamaRelease::V0_24);
    QCOMPARE(*s.kobold.contextSize, uint64_t(6000));
    QCOMPARE(s.kobold.batchSize, 256u);
    QVERIFY(!s.kobold.flashAttention && s.kobold.useSwa);
    QCOMPARE(*s.placement.nGpuLayers, 20u);
    QVERIFY(!s.placement.kvOffload);
    QCOMPARE(s.placement.nCpuMoe, 4u);
    QCOMPARE(s.placement.tensorSplit, (std::vector<double>{2.0, 1.0}));
    QCOMPARE(*s.vllm.maxModelLen, uint64_t(7000));
    QCOMPARE(*s.vllm.maxNumSeqs, 9u);
    QCOMPARE(s.vllm.gpuMemoryUtilization, 0.8);
    QCOMPARE(s.vllm.blockSize, 32u);
    QCOMPARE(s.vllm.tensorParallel, 2u);
    QCOMPARE(s.vllm.pipelineParallel, 3u);
    QCOMPARE(*s.vllm.maxNumBatchedTokens, uint64_t(4096));
    QCOMPARE(*s.vllm.weightsBytes, uint64_t(111));
    QCOMPARE(*s.vllm.activationPeakBytes, uint64_t(222));
    QCOMPARE(*s.vllm.nonTorchBytes, uint64_t(333));
    QCOMPARE(*s.vllm.kvPoolBytes, uint64_t(444));
    QCOMPARE(*s.vllm.mambaCacheDtype, kv::ElemType::F32);
    QCOMPARE(*s.vllm.mambaSsmCacheDtype, kv::ElemType::F16);
    QVERIFY(s.vllm.fp8E5m2);
    QCOMPARE(*s.mlx.maxKvSize, uint64_t(3000));
    QCOMPARE(*s.mlx.kvBits, 4u);
    QCOMPARE(s.mlx.kvGroupSize, 32u);
    QCOMPARE(s.mlx.quantizedKvStart, uint64_t(100));
    QCOMPARE(*s.exllamav3.cacheSize, uint64_t(8192));
    QCOMPARE(*s.exllamav3.maxSeqLen, uint64_t(4096));
    QCOMPARE(*s.exllamav3.maxBatchSize, 2u);
    QCOMPARE(s.exllamav3.kBits, 6u);
    QCOMPARE(s.exllamav3.vBits, 4u);
    QCOMPARE(*s.sglang.memFractionStatic, 0.7);
    QCOMPARE(*s.sglang.contextLength, uint64_t(9000));
    QCOMPARE(*s.sglang.maxRunningRequests, 5u);
    QCOMPARE(s.sglang.tpSize, 2u);
    QCOMPARE(s.sglang.pageSize, 16u);
    QVERIFY(s.sglang.fp8E5m2);
    QCOMPARE(*s.sglang.weightsBytes, uint64_t(555));
    QCOMPARE(s.whatIfs.pagedBlock, 16u);
    QCOMPARE(s.whatIfs.sharedPrefixTokens, uint64_t(64));
    QCOMPARE(s.whatIfs.kiviBits, 2u);
    QCOMPARE(s.whatIfs.kiviGroup, 16u);
    QCOMPARE(s.whatIfs.kiviResidual, 64u);
    QCOMPARE(s.whatIfs.tokenBudget, uint64_t(1000));
    QCOMPARE(s.whatIfs.slidingWindow, 512u);
    // The writer writes back exactly the keys above, and kv::scenarioJsonKeys() names each of them once.
    const json back = kv::scenarioToJson(s);
    std::vector<std::string> written;
    for (const char* section :
         {"llama", "ollama", "koboldcpp", "placement", "vllm", "mlx", "exllamav3", "sglang", "what_ifs"}) {
        QCOMPARE(back.at(section).size(), j.at(section).size());
        for (const auto& [key, value] : j.at(section).items()) {
            QVERIFY2(back.at(section).contains(key), key.c_str());
            written.push_back(std::string(section) + "." + key);
        }
    }
    std::vector<std::string> listed = kv::scenarioJsonKeys();
    std::sort(listed.begin(), listed.end());
    std::sort(written.begin(), written.end());
    QCOMPARE(listed, written);
}

void TestModelJson::scenarioTooNew()
{
    try {
        (void)kv::scenarioFromJson({{"schemaVersion", kv::kScenarioSchemaVersion + 1}, {"app", "kvplanner"}},
                                   kvtest::presets());
        QFAIL("expected schema-too-new");
    } catch (const kv::InputError& e) {
        QCOMPARE(QString::fromStdString(e.code()), QStringLiteral("schema-too-new"));
    }
}

void TestModelJson::scenarioBadFields_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("code");
    const std::string model = R"("model":{"spec":{"n_layer":2,"n_head_kv":2,"head_dim":64}})";
    QTest::addRow("no version") << QByteArray("{}") << "scenario-field-invalid";
    QTest::addRow("negative users") << QByteArray::fromStdString("{\"schemaVersion\":1," + model + ",\"users\":-1}")
                                    << "scenario-field-invalid";
    QTest::addRow("bad runtime") << QByteArray::fromStdString("{\"schemaVersion\":1," + model + ",\"runtime\":\"tgi\"}")
                                 << "scenario-field-invalid";
    QTest::addRow("bad cache type") << QByteArray::fromStdString("{\"schemaVersion\":1," + model +
                                                                 ",\"cache_type_k\":\"q3\"}")
                                    << "scenario-field-invalid";
    QTest::addRow("unknown preset, no spec")
        << QByteArray("{\"schemaVersion\":1,\"model\":{\"preset\":\"nope\"}}") << "unknown-model";
}

void TestModelJson::scenarioBadFields()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, code);
    try {
        (void)kv::scenarioFromJson(kv::parseJsonText(text.toStdString(), "x"), kvtest::presets());
        QFAIL("expected an InputError");
    } catch (const kv::InputError& e) {
        QCOMPARE(QString::fromStdString(e.code()), code);
    }
}

void TestModelJson::scenarioIntegersInRange()
{
    // 4294967297 = 2^32 + 1 would wrap to 1 user in a 32-bit field: it must be refused, not truncated.
    kv::Scenario s;
    s.model = *kvtest::presets().findModel("qwen3-8b");
    s.weights = *kvtest::presets().findScheme("Q4_K_M");
    const json base = kv::scenarioToJson(s);
    for (const auto& [key, value] : std::vector<std::pair<std::string, json>>{{"users", json(4294967297ull)},
                                                                              {"users", json(-1)},
                                                                              {"users", json(1.5)},
                                                                              {"context_per_user", json("4k")}}) {
        json j = base;
        j[key] = value;
        try {
            (void)kv::scenarioFromJson(j, kvtest::presets());
            QFAIL(qPrintable(QStringLiteral("accepted %1 = %2")
                                 .arg(QString::fromStdString(key), QString::fromStdString(value.dump()))));
        } catch (const kv::InputError& e) {
            QCOMPARE(QString::fromStdString(e.code()), QStringLiteral("scenario-field-invalid"));
        }
    }
    json j = base;
    j["users"] = 65536; // within the field: loads (the estimator bounds users at kMaxUsers)
    QCOMPARE(kv::scenarioFromJson(j, kvtest::presets()).users, 65536u);
}

void TestModelJson::planFilePins()
{
    const kv::Catalog& cat = kvtest::presets();
    kv::Scenario a;
    a.model = *cat.findModel("qwen3-32b");
    a.weights = *cat.findScheme("Q4_K_M");
    kv::Scenario b = a;
    b.runtime = kv::Runtime::Ollama;
    b.contextPerUser = 16384;
    const json j = kv::planFileToJson(a, {a, b});
    QCOMPARE(j.at("schemaVersion").get<int>(), 2);
    QCOMPARE(kv::scenarioFromJson(j, cat), a);
    const auto pins = kv::pinsFromJson(j, cat);
    QCOMPARE(pins.size(), size_t(2));
    QCOMPARE(pins[1], b);
    // A schema 1 file (no pins) still loads, with no pins.
    json old = kv::scenarioToJson(a);
    old["schemaVersion"] = 1;
    QCOMPARE(kv::scenarioFromJson(old, cat), a);
    QVERIFY(kv::pinsFromJson(old, cat).empty());
    // Five pins, or a pin holding pins, are refused.
    json five = kv::planFileToJson(a, {a, a, a, a, a});
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::pinsFromJson(five, cat));
    json nested = kv::planFileToJson(a, {a});
    nested["pins"][0]["pins"] = json::array();
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::pinsFromJson(nested, cat));
}

QTEST_APPLESS_MAIN(TestModelJson)
#include "tst_modeljson.moc"
