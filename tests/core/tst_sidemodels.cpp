// Side models (DESIGN §4.1, Scenario::side): a vision projector and a draft model for speculative
// decoding, placed as llama-server v0.5.0 places them, each figure written out by hand.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "errors.h"
#include "estimator.h"
#include "ggufmodel.h"
#include "ggufreader.h"
#include "ggufwriter.h"
#include "modeljson.h"
#include "scenariojson.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace {

constexpr uint64_t kMiB = 1048576;

// Main: 10 layers of exactly 100 MiB of f16 weights, 1 KV head x 64; at 1024 cells one layer's f16 K+V
// is 1024 x (64 + 64) x 2 = 262144 bytes.
kv::ModelSpec layers(const char* id, uint32_t n, uint64_t paramsPerLayer)
{
    kv::ModelSpec m = kv::modelFromJson({{"id", id},
                                         {"n_layer", n},
                                         {"n_head", 1},
                                         {"n_head_kv", 1},
                                         {"head_dim", 64},
                                         {"n_vocab", 1000},
                                         {"n_embd", 64},
                                         {"n_ctx_train", 8192},
                                         {"params", {{"attention", n * paramsPerLayer}}}});
    m.origin = kv::ModelSource::Spec;
    return m;
}

kv::WeightScheme f16()
{
    return {"F16", 16, 16, 16, 32};
}

kv::Scenario withDraft()
{
    kv::Scenario s;
    s.model = layers("main", 10, 52428800); // 100 MiB per layer
    s.weights = f16();
    s.contextPerUser = 1024;
    s.users = 1;
    kv::DraftOptions d;
    d.model = layers("draft", 4, 5242880); // 10 MiB per layer
    d.weights = f16();
    s.side.draft = d;
    return s;
}

kv::Device gpu(uint64_t bytes)
{
    return {"GPU 0", kv::DeviceKind::Gpu, bytes, 0, 0, 1000};
}

kv::Device ram(uint64_t bytes)
{
    return {"RAM", kv::DeviceKind::Ram, bytes, 0, 0, 100};
}

bool hasWarning(const kv::Estimate& e, const std::string& code)
{
    return std::any_of(e.warnings.begin(), e.warnings.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

bool has(const std::string& s, const char* part)
{
    return s.find(part) != std::string::npos;
}

} // namespace

class TestSideModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void draftCountsItsWeightsAndCache();
    void draftFollowsTheMainContext();
    void mainLayersFittedAroundTheDraft();
    void projectorOnTheFirstGpu();
    void otherRuntimesLeaveThemOut();
    void scenarioFileKeepsThem();
    void projectorFileBytes();
    void cliFlags();
};

void TestSideModels::draftCountsItsWeightsAndCache()
{
    // Weights: 10 x 100 MiB + 4 x 10 MiB = 1040 MiB. KV at 1024 cells, f16: (10 + 4) x 262144 bytes.
    const kv::Scenario s = withDraft();
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.memory.weights, 1040 * kMiB);
    QCOMPARE(e.memory.kv, uint64_t(14) * 262144);
    QCOMPARE(e.side.draft.weights, 40 * kMiB);
    QCOMPARE(e.side.draft.kv, uint64_t(4) * 262144);
    QCOMPARE(e.side.draftId, std::string("draft"));
    // The draft's compute and output buffers join the totals: the estimate without it is smaller by
    // exactly the draft's parts.
    kv::Scenario alone = s;
    alone.side = {};
    const kv::Estimate a = kv::estimate(alone);
    QCOMPARE(e.memory.total(), a.memory.total() + e.side.draft.total());
    QCOMPARE(e.memory.compute, a.memory.compute + e.side.draft.compute);
    // A q8_0 draft cache: a row of 64 values is 2 blocks of 34 bytes: 4 x 1024 x (68 + 68) bytes.
    kv::Scenario q8 = s;
    q8.side.draft->typeK = q8.side.draft->typeV = kv::ElemType::Q8_0;
    const kv::Estimate eq = kv::estimate(q8);
    QCOMPARE(eq.side.draft.kv, uint64_t(4) * 1024 * (68 + 68));
    QVERIFY(has(eq.runtime.launch, " -md DRAFT.gguf -ctkd q8_0 -ctvd q8_0"));
    // A quantised V without flash attention is refused for the draft as for the main model.
    q8.llama.flashAttn = kv::FlashAttn::Off;
    const kv::Estimate refused = kv::estimate(q8);
    QVERIFY(refused.refusal);
    QCOMPARE(std::string(kv::codeName(refused.refusal->code)), std::string("draft-refused"));
    QCOMPARE(refused.refusal->args.at(0), std::string("quantized-v-needs-flash-attention"));
}

void TestSideModels::draftFollowsTheMainContext()
{
    // 3 users x 1024: llama-server -c 3072 -np 3, three streams of 1024 cells; the draft gets the same:
    // 4 layers x 3 x 1024 x 256 bytes.
    kv::Scenario s = withDraft();
    s.users = 3;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.side.draft.kv, uint64_t(4) * 3 * 1024 * 256);
    QCOMPARE(e.memory.kv, uint64_t(14) * 3 * 262144);
    // A context the main pads (1000 -> 1024 cells) is padded for the draft too.
    s.users = 1;
    s.contextPerUser = 1000;
    QCOMPARE(kv::estimate(s).side.draft.kv, uint64_t(4) * 262144);
    // llama-server -c 3000 -np 1: 3072 cells for both models, whatever the planner's context says.
    s.llama.ctxSize = 3000;
    s.llama.parallel = 1;
    const kv::Estimate c = kv::estimate(s);
    QCOMPARE(c.side.draft.kv, uint64_t(4) * 3072 * 256);
    QCOMPARE(c.memory.kv, uint64_t(14) * 3072 * 256);
}

void TestSideModels::mainLayersFittedAroundTheDraft()
{
    kv::Scenario s = withDraft();
    kv::Scenario alone = s;
    alone.side = {};
    alone.hardware.devices = {gpu(64ull << 30), ram(64ull << 30)};
    const uint64_t mainOnGpu = kv::estimate(alone).devices[0].used();
    kv::Scenario draftOnly = alone;
    draftOnly.model = s.side.draft->model;
    const uint64_t draftOnGpu = kv::estimate(draftOnly).devices[0].used();
    QVERIFY(draftOnGpu > 40 * kMiB);

    // Room for the main model and 30 MiB: the 40 MiB draft goes to the GPU first, one main layer
    // (100 MiB) moves to RAM.
    s.hardware.devices = {gpu(mainOnGpu + 30 * kMiB), ram(64ull << 30)};
    const kv::Estimate tight = kv::estimate(s);
    QCOMPARE(tight.verdict, kv::Verdict::Spills);
    QVERIFY(tight.layersInRam >= 1);
    QVERIFY(tight.devices[0].memory.weights >= 40 * kMiB);
    QVERIFY(tight.devices[0].fits);
    // Room for both: every layer stays on the GPU.
    s.hardware.devices = {gpu(mainOnGpu + draftOnGpu), ram(64ull << 30)};
    const kv::Estimate roomy = kv::estimate(s);
    QCOMPARE(roomy.verdict, kv::Verdict::Fits);
    QCOMPARE(roomy.layersInRam, 0u);
    // -ngld 0 keeps the draft's layers in RAM.
    s.side.draft->nGpuLayers = 0;
    const kv::Estimate cpuDraft = kv::estimate(s);
    QVERIFY(has(cpuDraft.runtime.launch, " -ngld 0"));
    QVERIFY(cpuDraft.devices[1].memory.weights >= 40 * kMiB);
}

void TestSideModels::projectorOnTheFirstGpu()
{
    kv::Scenario s = withDraft();
    s.side.draft.reset();
    s.hardware.devices = {gpu(8ull << 30), ram(64ull << 30)};
    const kv::Estimate without = kv::estimate(s);
    kv::ProjectorOptions p;
    p.name = "mmproj-test-f16.gguf";
    p.bytes = 200 * kMiB;
    s.side.projector = p;
    const kv::Estimate on = kv::estimate(s);
    QCOMPARE(on.devices[0].memory.weights, without.devices[0].memory.weights + 200 * kMiB);
    QCOMPARE(on.devices[1].memory.weights, without.devices[1].memory.weights);
    QCOMPARE(on.memory.total(), without.memory.total() + 200 * kMiB);
    QCOMPARE(on.side.projectorBytes, 200 * kMiB);
    QVERIFY(has(on.runtime.launch, " --mmproj MMPROJ.gguf"));
    QVERIFY(hasWarning(on, "projector-compute-not-counted"));
    // --no-mmproj-offload: in RAM.
    s.side.projector->offload = false;
    const kv::Estimate off = kv::estimate(s);
    QCOMPARE(off.devices[0].memory.weights, without.devices[0].memory.weights);
    QCOMPARE(off.devices[1].memory.weights, without.devices[1].memory.weights + 200 * kMiB);
    QVERIFY(has(off.runtime.launch, " --mmproj MMPROJ.gguf --no-mmproj-offload"));
    // A CPU-only box: RAM.
    s.hardware.devices = {ram(64ull << 30)};
    s.side.projector->offload = true;
    QCOMPARE(kv::estimate(s).devices[0].memory.weights, 1000 * kMiB + 200 * kMiB);
}

void TestSideModels::otherRuntimesLeaveThemOut()
{
    kv::Scenario s = withDraft();
    s.runtime = kv::Runtime::Ideal;
    const kv::Estimate ideal = kv::estimate(s);
    QVERIFY(hasWarning(ideal, "side-models-ignored"));
    QCOMPARE(ideal.memory.weights, 1000 * kMiB);
    // Ollama: no draft models; its projector counts.
    s.runtime = kv::Runtime::Ollama;
    const kv::Estimate ollama = kv::estimate(s);
    QVERIFY(hasWarning(ollama, "draft-not-ollama"));
    QCOMPARE(ollama.memory.kv, uint64_t(10) * 262144);
    QCOMPARE(ollama.side.draft.total(), uint64_t(0));
}

void TestSideModels::scenarioFileKeepsThem()
{
    kv::Catalog catalog;
    kv::Scenario s = withDraft();
    s.side.draft->typeK = kv::ElemType::Q8_0;
    s.side.draft->nGpuLayers = 2;
    kv::ProjectorOptions p;
    p.name = "mmproj.gguf";
    p.bytes = 123456789;
    p.offload = false;
    s.side.projector = p;
    const nlohmann::json j = kv::scenarioToJson(s);
    QCOMPARE(j.at("schemaVersion").get<int>(), 3);
    catalog.schemes.push_back({f16(), {}, {}});
    const kv::Scenario back = kv::scenarioFromJson(j, catalog);
    QVERIFY(back.side == s.side);
    // Without side models the file stays at schema 2 (earlier kvplanner versions read it).
    s.side = {};
    QCOMPARE(kv::scenarioToJson(s).at("schemaVersion").get<int>(), 2);
    // Malformed side models are refused, not half-read.
    nlohmann::json bad = j;
    bad["side_models"]["draft"] = 5;
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::scenarioFromJson(bad, catalog));
    bad = j;
    bad["side_models"]["projector"]["bytes"] = -1;
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::scenarioFromJson(bad, catalog));
}

void TestSideModels::projectorFileBytes()
{
    QTemporaryDir dir;
    // An mmproj file: general.architecture "clip"; its tensors' bytes are 1024 x 1152 x 2 (f16) and
    // 1152 x 4 (f32).
    kvtest::GgufWriter w;
    w.str("general.architecture", "clip");
    w.tensor("v.patch_embd.weight", {1024, 1152}, kvtest::kF16, 1024ull * 1152 * 2);
    w.tensor("v.post_ln.weight", {1152}, kvtest::kF32, 1152ull * 4);
    const QString path = dir.filePath(QStringLiteral("mmproj-test.gguf"));
    w.write(path.toStdString());
    const kv::ProjectorOptions p = kv::projectorFromGgufFile(path.toStdString());
    QCOMPARE(p.bytes, 1024ull * 1152 * 2 + 1152ull * 4);
    QCOMPARE(p.name, std::string("mmproj-test.gguf"));
    // A text model is not a projector.
    kvtest::GgufWriter m;
    m.str("general.architecture", "llama");
    const QString model = dir.filePath(QStringLiteral("model.gguf"));
    m.write(model.toStdString());
    try {
        (void)kv::projectorFromGgufFile(model.toStdString());
        QFAIL("a llama GGUF was taken as a projector");
    } catch (const kv::InputError& e) {
        QCOMPARE(std::string(e.code()), std::string("gguf-not-projector"));
    }
}

void TestSideModels::cliFlags()
{
    auto run = [](const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(KV_CLI_PATH), args);
        p.waitForFinished(60000);
        return std::pair{p.exitCode(), p.readAllStandardOutput() + p.readAllStandardError()};
    };
    // Llama 3.2 1B as the draft of Llama 3.1 8B at 8192 tokens, f16: 16 layers x 8192 x 8 heads x 64 x 2 x
    // 2 bytes = 256 MiB of KV for the draft, 32 x 8192 x 8 x 128 x 2 x 2 = 1 GiB for the main model.
    const auto [code, out] = run({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                                  QStringLiteral("--context"), QStringLiteral("8192"), QStringLiteral("--model-draft"),
                                  QStringLiteral("llama-3.2-1b"), QStringLiteral("--draft-weights"),
                                  QStringLiteral("Q8_0"), QStringLiteral("--json")});
    QCOMPARE(code, 0);
    const nlohmann::json j = nlohmann::json::parse(out.toStdString());
    QCOMPARE(j.at("side_models").at("draft").at("kv_bytes").get<uint64_t>(), 256 * kMiB);
    QCOMPARE(j.at("kv_bytes").get<uint64_t>(), 1024 * kMiB + 256 * kMiB);
    QCOMPARE(j.at("side_models").at("draft").at("weights").get<std::string>(), std::string("Q8_0"));
    QVERIFY(has(j.at("runtime").at("launch").get<std::string>(), " -md DRAFT.gguf"));
    // Draft options without a draft, and a projector that is not a file, are errors (exit 2).
    QCOMPARE(run({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                  QStringLiteral("--gpu-layers-draft"), QStringLiteral("4")})
                 .first,
             2);
    QCOMPARE(run({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                  QStringLiteral("--mmproj"), QStringLiteral("/nonexistent/mmproj.gguf")})
                 .first,
             2);
}

QTEST_APPLESS_MAIN(TestSideModels)
#include "tst_sidemodels.moc"
