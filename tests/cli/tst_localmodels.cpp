// The models already on this computer: fake Ollama, LM Studio, llama.cpp and Hugging Face stores in a
// temporary system root (real manifest shapes, tiny GGUF headers from the test writer), with broken
// manifests, missing blobs, unreadable folders and symlink loops. Expected names, sizes and types
// come from the files written here.

#include "ggufwriter.h"
#include "localmodels.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <filesystem>

#include <unistd.h>

namespace fs = std::filesystem;

namespace {

const QString kHome = QStringLiteral("/home/user");
const QString kDigestModel = QString(64, QLatin1Char('a'));
const QString kDigestParams = QString(64, QLatin1Char('b'));
const QString kDigestProjector = QString(64, QLatin1Char('c'));
const QString kDigestMissing = QString(64, QLatin1Char('d'));

// A two-layer llama-shaped GGUF header (tensor data is a sparse hole) of the given file type.
uint64_t writeModel(const QString& path, const std::string& arch, uint32_t fileType, uint32_t splitNo = 0,
                    uint32_t splitCount = 1)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    kvtest::GgufWriter w;
    w.str("general.architecture", arch).u32("general.file_type", fileType);
    if (splitCount > 1)
        w.u32("split.no", splitNo).u32("split.count", splitCount);
    if (arch == "clip") {
        w.tensor("v.patch_embd.weight", {64, 64}, kvtest::kF16, kvtest::f16(64, 64));
    } else if (splitNo == 0) {
        w.u32(arch + ".block_count", 2).u32(arch + ".embedding_length", 64);
        w.u32(arch + ".attention.head_count", 4).u32(arch + ".attention.head_count_kv", 2);
        w.u32(arch + ".context_length", 4096);
        w.strs("tokenizer.ggml.tokens", 100);
        kvtest::llamaTensors(w, 2, 64, 4, 2, 16, 128, 100, true);
    } else {
        w.tensor("output.weight", {64, 100}, kvtest::kF16, kvtest::f16(64, 100));
    }
    w.write(fs::path(path.toStdString()));
    return static_cast<uint64_t>(QFileInfo(path).size());
}

void writeText(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

QByteArray manifest(const QString& model, const QString& params, const QString& projector)
{
    nlohmann::json layers = nlohmann::json::array();
    layers.push_back({{"mediaType", "application/vnd.ollama.image.model"},
                      {"digest", "sha256:" + model.toStdString()},
                      {"size", 1}});
    if (!projector.isEmpty())
        layers.push_back({{"mediaType", "application/vnd.ollama.image.projector"},
                          {"digest", "sha256:" + projector.toStdString()},
                          {"size", 1}});
    if (!params.isEmpty())
        layers.push_back({{"mediaType", "application/vnd.ollama.image.params"},
                          {"digest", "sha256:" + params.toStdString()},
                          {"size", 1}});
    layers.push_back({{"mediaType", "application/vnd.ollama.image.template"},
                      {"digest", "sha256:" + QString(64, QLatin1Char('e')).toStdString()},
                      {"size", 1}});
    const nlohmann::json j = {{"schemaVersion", 2},
                              {"mediaType", "application/vnd.docker.distribution.manifest.v2+json"},
                              {"config",
                               {{"mediaType", "application/vnd.docker.container.image.v1+json"},
                                {"digest", "sha256:" + QString(64, QLatin1Char('f')).toStdString()},
                                {"size", 1}}},
                              {"layers", layers}};
    return QByteArray::fromStdString(j.dump());
}

const kvapp::LocalModel* named(const kvapp::LocalScan& scan, const QString& name)
{
    for (const auto& m : scan.models)
        if (m.name == name)
            return &m;
    return nullptr;
}

bool noted(const kvapp::LocalScan& scan, kvapp::LocalNoteCode code, const QString& pathPart)
{
    return std::any_of(scan.notes.begin(), scan.notes.end(),
                       [&](const kvapp::LocalNote& n) { return n.code == code && n.path.contains(pathPart); });
}

} // namespace

class TestLocalModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void ollamaStore();
    void lmStudioAndLlamaCache();
    void huggingFaceCache();
    void userFolderAndBrokenThings();
    void environmentOverrides();
    void cliLocalAndOllamaModel();
    void estimateSaysWeightsFromFile();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString root() const { return m_dir->path(); }
    QString home() const { return root() + kHome; }
    QString ollama() const { return home() + QStringLiteral("/.ollama/models"); }
    void buildOllama() const;
};

void TestLocalModels::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    qputenv("KVPLANNER_SYSROOT", root().toUtf8());
    qputenv("HOME", kHome.toUtf8());
    for (const char* v : {"OLLAMA_MODELS", "LLAMA_CACHE", "HF_HUB_CACHE", "HF_HOME"})
        qunsetenv(v);
}

void TestLocalModels::cleanup()
{
    // Unreadable folders must be readable again for QTemporaryDir to remove them.
    QFile::setPermissions(home() + QStringLiteral("/models/locked"),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    m_dir.reset();
}

void TestLocalModels::buildOllama() const
{
    const QString blobs = ollama() + QStringLiteral("/blobs/");
    writeModel(blobs + QStringLiteral("sha256-") + kDigestModel, "qwen3", 15); // Q4_K_M
    writeModel(blobs + QStringLiteral("sha256-") + kDigestProjector, "clip", 1);
    writeText(blobs + QStringLiteral("sha256-") + kDigestParams, R"({"num_ctx": 8192, "stop": ["<|im_end|>"]})");
    const QString m = ollama() + QStringLiteral("/manifests/");
    writeText(m + QStringLiteral("registry.ollama.ai/library/qwen3/32b"),
              manifest(kDigestModel, kDigestParams, QString()));
    writeText(m + QStringLiteral("registry.ollama.ai/library/gemma3/latest"),
              manifest(kDigestModel, QString(), kDigestProjector));
    writeText(m + QStringLiteral("registry.ollama.ai/someone/tiny/q8"), manifest(kDigestModel, QString(), QString()));
    writeText(m + QStringLiteral("hf.co/bartowski/Qwen3-8B-GGUF/Q4_K_M"), manifest(kDigestModel, QString(), QString()));
    // Broken: not JSON, no model layer, a digest that tries to leave blobs/, a blob never downloaded.
    writeText(m + QStringLiteral("registry.ollama.ai/library/broken/1b"), "{ not json");
    writeText(m + QStringLiteral("registry.ollama.ai/library/nolayer/1b"), R"({"schemaVersion":2,"layers":[]})");
    writeText(m + QStringLiteral("registry.ollama.ai/library/escape/1b"),
              R"({"layers":[{"mediaType":"application/vnd.ollama.image.model","digest":"sha256:../../etc/passwd"}]})");
    writeText(m + QStringLiteral("registry.ollama.ai/library/partial/7b"),
              manifest(kDigestMissing, QString(), QString()));
}

void TestLocalModels::ollamaStore()
{
    buildOllama();
    const kvapp::LocalScan scan = kvapp::scanLocalModels({});
    const auto* qwen = named(scan, QStringLiteral("qwen3:32b"));
    QVERIFY(qwen);
    QCOMPARE(qwen->source, kvapp::LocalSource::Ollama);
    QCOMPARE(qwen->fileType, QStringLiteral("Q4_K_M"));
    QCOMPARE(qwen->arch, QStringLiteral("qwen3"));
    QCOMPARE(qwen->path, ollama() + QStringLiteral("/blobs/sha256-") + kDigestModel);
    QCOMPARE(qwen->bytes, static_cast<uint64_t>(QFileInfo(qwen->path).size()));
    QCOMPARE(qwen->numCtx, std::optional<uint64_t>(8192));
    QVERIFY(qwen->projector.isEmpty());
    const auto* gemma = named(scan, QStringLiteral("gemma3:latest"));
    QVERIFY(gemma);
    QCOMPARE(gemma->projector, ollama() + QStringLiteral("/blobs/sha256-") + kDigestProjector);
    QVERIFY(named(scan, QStringLiteral("someone/tiny:q8")));
    QVERIFY(named(scan, QStringLiteral("hf.co/bartowski/Qwen3-8B-GGUF:Q4_K_M")));
    QVERIFY(noted(scan, kvapp::LocalNoteCode::BadManifest, QStringLiteral("broken")));
    QVERIFY(noted(scan, kvapp::LocalNoteCode::BadManifest, QStringLiteral("nolayer")));
    QVERIFY(noted(scan, kvapp::LocalNoteCode::BadManifest, QStringLiteral("escape")));
    QVERIFY(noted(scan, kvapp::LocalNoteCode::MissingBlob, QStringLiteral("partial")));
    QCOMPARE(scan.models.size(), size_t(4));

    QCOMPARE(kvapp::findOllamaModel(QStringLiteral("ollama:gemma3"))->name, QStringLiteral("gemma3:latest"));
    QVERIFY(!kvapp::findOllamaModel(QStringLiteral("ollama:nothing:7b")));
    const kv::ModelSpec spec = kvapp::loadLocalModel(QStringLiteral("ollama:qwen3:32b"));
    QCOMPARE(spec.id, std::string("ollama:qwen3:32b"));
    QCOMPARE(spec.nLayer(), 2u);
    QVERIFY(spec.weightsBytesExact > 0);
}

void TestLocalModels::lmStudioAndLlamaCache()
{
    const QString lms = home() + QStringLiteral("/.lmstudio/models/lmstudio-community/Qwen3-8B-GGUF/");
    writeModel(lms + QStringLiteral("Qwen3-8B-Q8_0.gguf"), "qwen3", 7);
    writeModel(lms + QStringLiteral("mmproj-Qwen3-8B-F16.gguf"), "clip", 1);
    const QString split = home() + QStringLiteral("/.cache/lm-studio/models/big/Llama-GGUF/");
    const uint64_t p1 = writeModel(split + QStringLiteral("Llama-Q4_K_M-00001-of-00002.gguf"), "llama", 15, 0, 2);
    const uint64_t p2 = writeModel(split + QStringLiteral("Llama-Q4_K_M-00002-of-00002.gguf"), "llama", 15, 1, 2);
    const QString cache = home() + QStringLiteral("/.cache/llama.cpp/");
    writeModel(cache + QStringLiteral("unsloth_gemma-3-1b-it-GGUF_gemma-3-1b-it-Q6_K.gguf"), "gemma3", 18);
    writeText(cache + QStringLiteral("unsloth_gemma-3-1b-it-GGUF_gemma-3-1b-it-Q6_K.gguf.json"), "{}");
    const kvapp::LocalScan scan = kvapp::scanLocalModels({});
    const auto* q8 = named(scan, QStringLiteral("lmstudio-community/Qwen3-8B-GGUF/Qwen3-8B-Q8_0"));
    QVERIFY(q8);
    QCOMPARE(q8->source, kvapp::LocalSource::LmStudio);
    QCOMPARE(q8->fileType, QStringLiteral("Q8_0"));
    QCOMPARE(q8->projector, lms + QStringLiteral("mmproj-Qwen3-8B-F16.gguf"));
    const auto* big = named(scan, QStringLiteral("big/Llama-GGUF/Llama-Q4_K_M-00001-of-00002"));
    QVERIFY(big);
    QCOMPARE(big->parts, 2u);
    QCOMPARE(big->bytes, p1 + p2);
    const auto* gemma = named(scan, QStringLiteral("unsloth_gemma-3-1b-it-GGUF_gemma-3-1b-it-Q6_K"));
    QVERIFY(gemma);
    QCOMPARE(gemma->source, kvapp::LocalSource::LlamaCpp);
    QCOMPARE(gemma->fileType, QStringLiteral("Q6_K"));
    QCOMPARE(scan.models.size(), size_t(3)); // no projector, no second part listed as a model

    // A missing part is said, and the model still listed.
    QFile::remove(split + QStringLiteral("Llama-Q4_K_M-00002-of-00002.gguf"));
    const kvapp::LocalScan partial = kvapp::scanLocalModels({});
    QCOMPARE(named(partial, QStringLiteral("big/Llama-GGUF/Llama-Q4_K_M-00001-of-00002"))->bytes, p1);
    QVERIFY(noted(partial, kvapp::LocalNoteCode::MissingParts, QStringLiteral("00001-of-00002")));
}

void TestLocalModels::huggingFaceCache()
{
    const QString repo = home() + QStringLiteral("/.cache/huggingface/hub/models--Qwen--Qwen3-0.6B/");
    writeText(repo + QStringLiteral("blobs/0123"),
              QByteArray::fromStdString(nlohmann::json{{"model_type", "qwen3"}}.dump()));
    writeText(repo + QStringLiteral("blobs/4567"), QByteArray(1000, 'x'));
    QDir().mkpath(repo + QStringLiteral("snapshots/abc"));
    QVERIFY(QFile::link(QStringLiteral("../../blobs/0123"), repo + QStringLiteral("snapshots/abc/config.json")));
    QVERIFY(QFile::link(QStringLiteral("../../blobs/4567"), repo + QStringLiteral("snapshots/abc/model.safetensors")));
    const QString ggufRepo = home() + QStringLiteral("/.cache/huggingface/hub/models--unsloth--Qwen3-8B-GGUF/");
    writeModel(ggufRepo + QStringLiteral("snapshots/def/Qwen3-8B-Q4_K_M.gguf"), "qwen3", 15);
    const kvapp::LocalScan scan = kvapp::scanLocalModels({});
    const auto* cfg = named(scan, QStringLiteral("Qwen/Qwen3-0.6B"));
    QVERIFY(cfg);
    QVERIFY(cfg->isConfig());
    QCOMPARE(cfg->arch, QStringLiteral("qwen3"));
    QCOMPARE(cfg->bytes, uint64_t(1000));
    const auto* g = named(scan, QStringLiteral("unsloth/Qwen3-8B-GGUF/Qwen3-8B-Q4_K_M"));
    QVERIFY(g);
    QCOMPARE(g->source, kvapp::LocalSource::HuggingFace);
}

void TestLocalModels::userFolderAndBrokenThings()
{
    const QString folder = home() + QStringLiteral("/models");
    writeModel(folder + QStringLiteral("/phi/phi-4-Q5_K_M.gguf"), "phi3", 17);
    writeText(folder + QStringLiteral("/junk.gguf"), "GGUF but not really");
    writeText(folder + QStringLiteral("/empty.gguf"), QByteArray());
    writeText(folder + QStringLiteral("/app/config.json"), R"({"window": 3})"); // not a model's config
    QDir().mkpath(folder + QStringLiteral("/loop"));
    QVERIFY(QFile::link(folder, folder + QStringLiteral("/loop/back")));
    QDir().mkpath(folder + QStringLiteral("/locked"));
    writeModel(folder + QStringLiteral("/locked/secret-Q4_0.gguf"), "llama", 2);
    QFile::setPermissions(folder + QStringLiteral("/locked"), QFileDevice::WriteOwner);
    const kvapp::LocalScan scan = kvapp::scanLocalModels({folder, root() + QStringLiteral("/no/such/folder")});
    const auto* phi = named(scan, QStringLiteral("phi-4-Q5_K_M"));
    QVERIFY(phi);
    QCOMPARE(phi->source, kvapp::LocalSource::Folder);
    QCOMPARE(phi->fileType, QStringLiteral("Q5_K_M"));
    QVERIFY(noted(scan, kvapp::LocalNoteCode::NotAModel, QStringLiteral("junk.gguf")));
    QVERIFY(noted(scan, kvapp::LocalNoteCode::NotAModel, QStringLiteral("empty.gguf")));
    QVERIFY(noted(scan, kvapp::LocalNoteCode::Loop, QStringLiteral("loop/back")));
    QVERIFY(noted(scan, kvapp::LocalNoteCode::Unreadable, QStringLiteral("no/such/folder")));
    if (::geteuid() != 0) // root reads any folder
        QVERIFY(noted(scan, kvapp::LocalNoteCode::Unreadable, QStringLiteral("locked")));
    QCOMPARE(scan.models.size(), size_t(::geteuid() != 0 ? 1 : 2));
    for (const auto& n : scan.notes)
        QVERIFY(!kvapp::localNoteText(n).isEmpty());
}

void TestLocalModels::environmentOverrides()
{
    qputenv("OLLAMA_MODELS", "/srv/ollama");
    qputenv("LLAMA_CACHE", "/srv/llama");
    qputenv("HF_HOME", "/srv/hf");
    writeModel(root() + QStringLiteral("/srv/llama/a-Q8_0.gguf"), "llama", 7);
    writeModel(root() + QStringLiteral("/srv/hf/hub/models--x--y/snapshots/1/y-F16.gguf"), "llama", 1);
    writeModel(ollama() + QStringLiteral("/blobs/sha256-") + kDigestModel, "qwen3", 15); // ignored: OLLAMA_MODELS
    writeText(ollama() + QStringLiteral("/manifests/registry.ollama.ai/library/qwen3/8b"),
              manifest(kDigestModel, QString(), QString()));
    const kvapp::LocalScan scan = kvapp::scanLocalModels({});
    QVERIFY(named(scan, QStringLiteral("a-Q8_0")));
    QCOMPARE(named(scan, QStringLiteral("x/y/y-F16"))->fileType, QStringLiteral("F16"));
    QVERIFY(!named(scan, QStringLiteral("qwen3:8b")));
    qunsetenv("OLLAMA_MODELS");
    qunsetenv("LLAMA_CACHE");
    qunsetenv("HF_HOME");
}

// A GGUF's weights are its own tensors: the question says so, with general.file_type (7 = LLAMA_FTYPE_MOSTLY_Q8_0),
// instead of the default scheme a preset is planned with.
void TestLocalModels::estimateSaysWeightsFromFile()
{
    const QString file = root() + QStringLiteral("/models/tiny-Q8_0.gguf");
    writeModel(file, "llama", 7);
    const auto run = [](const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(KV_CLI_PATH), args);
        [&] { QVERIFY(p.waitForFinished(20000)); }();
        return QString::fromUtf8(p.readAllStandardOutput());
    };
    const QString fromFile = run({QStringLiteral("estimate"), QStringLiteral("--model"), file});
    QVERIFY2(fromFile.contains(QStringLiteral("x 1 user, weights from the file: Q8_0, K f16")), qPrintable(fromFile));
    QVERIFY2(fromFile.contains(QStringLiteral("(from the file: Q8_0)")), qPrintable(fromFile));
    // The model JSON keeps the file type, so a saved scenario says the same.
    const auto j = nlohmann::json::parse(
        run({QStringLiteral("estimate"), QStringLiteral("--model"), file, QStringLiteral("--json")}).toStdString());
    QCOMPARE(j.at("model").at("source").get<std::string>(), std::string("gguf"));
    const QString preset = run({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("qwen3-0.6b")});
    QVERIFY2(preset.contains(QStringLiteral("x 1 user, weights Q4_K_M, K f16")), qPrintable(preset));
}

void TestLocalModels::cliLocalAndOllamaModel()
{
    buildOllama();
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH),
            {QStringLiteral("models"), QStringLiteral("--local"), QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(p.exitCode(), 0);
    const auto j = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    QCOMPARE(j["schema"].get<std::string>(), std::string("kvplanner.local-models/1"));
    QCOMPARE(j["models"].size(), size_t(4));
    bool sawQwen = false;
    for (const auto& m : j["models"]) {
        if (m["name"] == "qwen3:32b") {
            sawQwen = true;
            QCOMPARE(m["source"].get<std::string>(), std::string("ollama"));
            QCOMPARE(m["file_type"].get<std::string>(), std::string("Q4_K_M"));
            QCOMPARE(m["arch"].get<std::string>(), std::string("qwen3"));
            QCOMPARE(m["num_ctx"].get<uint64_t>(), uint64_t(8192));
        }
    }
    QVERIFY(sawQwen);
    QVERIFY(j["notes"].size() >= 4);

    // --model ollama:NAME plans that exact file: the same figures as naming the blob itself.
    const auto estimate = [&](const QString& model) {
        p.start(QStringLiteral(KV_CLI_PATH),
                {QStringLiteral("estimate"), QStringLiteral("--model"), model, QStringLiteral("--json")});
        [&] { QVERIFY(p.waitForFinished(20000)); }();
        return nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    };
    const auto byName = estimate(QStringLiteral("ollama:qwen3:32b"));
    const auto byPath = estimate(ollama() + QStringLiteral("/blobs/sha256-") + kDigestModel);
    QCOMPARE(byName["model"]["id"].get<std::string>(), std::string("ollama:qwen3:32b"));
    QCOMPARE(byName["model"]["source"].get<std::string>(), std::string("gguf"));
    QCOMPARE(byName["model"]["n_layer"].get<uint32_t>(), 2u);
    QCOMPARE(byName["weights_bytes"].get<uint64_t>(), byPath["weights_bytes"].get<uint64_t>());
    QCOMPARE(byName["kv_bytes"].get<uint64_t>(), byPath["kv_bytes"].get<uint64_t>());
    // 2 layers x 2 KV heads x 16 x (K + V) x f16 per token, 4096 tokens.
    QCOMPARE(byName["kv_bytes"].get<uint64_t>(), uint64_t(2 * 2 * 16 * 2 * 2) * 4096);

    p.start(QStringLiteral(KV_CLI_PATH),
            {QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("ollama:nothing-here")});
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("models --local")));
}

QTEST_GUILESS_MAIN(TestLocalModels)
#include "tst_localmodels.moc"
