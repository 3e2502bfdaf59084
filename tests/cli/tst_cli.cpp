// kvplanner-cli as scripts see it: golden JSON (tests/data/cli/<case>/{args,expected}.json, expected
// values derived by hand and explained in each file's "_why"), exit codes, and one-line errors.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <nlohmann/json.hpp>

#include "catalog.h"
#include "safetensorswriter.h"

#include <QTemporaryDir>

#include <cmath>

using nlohmann::json;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

Run cli(const QStringList& args, const QByteArray& stdinData = {})
{
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH), args);
    if (!stdinData.isEmpty())
        p.write(stdinData);
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

// Every key of `want` must be in `got` with an equal value (objects recursively, arrays by position).
QString subsetMismatch(const json& want, const json& got, const std::string& path)
{
    if (want.is_object()) {
        if (!got.is_object())
            return QString::fromStdString(path + ": expected an object");
        for (const auto& [k, v] : want.items()) {
            if (k.rfind('_', 0) == 0)
                continue; // "_why" and other notes
            if (!got.contains(k))
                return QString::fromStdString(std::string(path).append(".").append(k).append(": missing"));
            QString m = subsetMismatch(v, got.at(k), std::string(path).append(".").append(k));
            if (!m.isEmpty())
                return m;
        }
        return {};
    }
    if (want.is_array()) {
        if (!got.is_array() || got.size() != want.size())
            return QString::fromStdString(path + ": array size differs: " + got.dump());
        for (size_t i = 0; i < want.size(); ++i) {
            QString m =
                subsetMismatch(want[i], got[i], std::string(path).append("[").append(std::to_string(i)).append("]"));
            if (!m.isEmpty())
                return m;
        }
        return {};
    }
    if (want != got)
        return QString::fromStdString(path + ": expected " + want.dump() + ", got " + got.dump());
    return {};
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdictSaysWhatMayGrow();
    void plainLlamaServer();
    void plainOllamaServe();
    void golden_data();
    void golden();
    void badInput_data();
    void badInput();
    void refusedExitsWith3();
    void clusterJson();
    void versionAndHelp();
    void subCommandHelp_data();
    void subCommandHelp();
    void talkWithoutModel();
    void talkPricesTheRunningCost();
    void modelsJson();
    void sweepJson();
    void textOutput();
    void textRowsAreTheirFigures();
    void prefillBound();
    void promptSweep();
    void promptOverContext();
    void firstTokenInFitAndMachines();
    void conversationTimeline();
    void hybridStateIsConstant();
    void gemma4Estimate();
    void vllmFp8DsMla();
    void exllamav3AndSglang();
    void mlxFolder();
};

void TestCli::verdictSaysWhatMayGrow()
{
    // Qwen3-32B Q4_K_M at 16k on an RTX 4090 fits the GPU; llama-server's prompt cache (--cache-ram 8192 MiB
    // by default) lives in system RAM. With 8 GB of RAM (3 GiB kept for the OS: 5 GiB usable, minus the
    // input embedding and host buffers) 8 GiB does not fit there: the verdict says so. With 64 GB it does.
    const QStringList base = {QStringLiteral("estimate"),   QStringLiteral("--model"),  QStringLiteral("qwen3-32b"),
                              QStringLiteral("--hardware"), QStringLiteral("rtx-4090"), QStringLiteral("--context"),
                              QStringLiteral("16384"),      QStringLiteral("--ram")};
    const Run small = cli(base + QStringList{QStringLiteral("8")});
    QCOMPARE(small.exitCode, 0);
    const QString verdict =
        QString::fromUtf8(small.out).split(QLatin1Char('\n')).filter(QStringLiteral("Verdict")).value(0);
    QVERIFY2(verdict.contains(QStringLiteral("Fits")) &&
                 verdict.contains(QStringLiteral("prompt cache can take up to 8.00 GiB more of RAM")),
             qPrintable(verdict));
    // The device it lands on says so too: RAM's line, not the GPU's; and the JSON's RAM device carries the 8192 MiB
    // (Qwen3 has no sliding-window or recurrent layers: no checkpoints).
    const QStringList devices = QString::fromUtf8(small.out).split(QLatin1Char('\n')).filter(QStringLiteral("Device"));
    QCOMPARE(devices.size(), qsizetype(2));
    QVERIFY2(!devices[0].contains(QStringLiteral("may grow")), qPrintable(devices[0]));
    QVERIFY2(devices[1].contains(QStringLiteral("RAM")) &&
                 devices[1].contains(QStringLiteral("at start; may grow by 8.00 GiB while it serves")),
             qPrintable(devices[1]));
    const Run js = cli(base + QStringList{QStringLiteral("8"), QStringLiteral("--json")});
    const nlohmann::json j = nlohmann::json::parse(js.out.toStdString());
    QCOMPARE(j.at("devices").at(0).at("may_grow_bytes").get<uint64_t>(), uint64_t(0));
    QCOMPARE(j.at("devices").at(1).at("may_grow_bytes").get<uint64_t>(), uint64_t(8192) << 20);
    const Run big = cli(base + QStringList{QStringLiteral("64")});
    QVERIFY(!QString::fromUtf8(big.out)
                 .split(QLatin1Char('\n'))
                 .filter(QStringLiteral("Verdict"))
                 .value(0)
                 .contains(QStringLiteral("prompt cache")));
}

void TestCli::plainLlamaServer()
{
    // --ctx-size 0 without --parallel: what `llama-server -m X.gguf -c 0` allocates (v0.5.0): 4 slots in one
    // unified cache of the training context for each, 4 x 40960 = 163840 cells, never reduced.
    Run r = cli({"estimate", "--model", "qwen3-8b", "--ctx-size", "0", "--hardware", "rtx-4090", "--json"});
    QCOMPARE(r.exitCode, 0);
    json j = json::parse(r.out.toStdString());
    QCOMPARE(j["runtime"]["n_ctx"].get<uint64_t>(), uint64_t(163840));
    QCOMPARE(j["runtime"]["streams"].get<uint32_t>(), 1u);
    QCOMPARE(j["runtime"]["kv_unified"].get<bool>(), true);
    // 36 layers x 163840 cells x 8 KV heads x 128 x (K + V) x 2 bytes
    QCOMPARE(j["kv_bytes"].get<uint64_t>(), uint64_t(36) * 163840 * 8 * 128 * 2 * 2);
    QCOMPARE(j["runtime"]["launch"].get<std::string>(), std::string("llama-server -m MODEL.gguf -c 0"));
    // a request is cut off at the training context: llama-server caps every slot there
    QCOMPARE(j["limits"]["admission_tokens"].get<uint64_t>(), uint64_t(40960));

    // The plain command (no -c): the same 163840 cells do not leave 1 GiB free on a 24 GiB card, so the
    // context is fitted below it, to a multiple of 256.
    r = cli({"estimate", "--model", "qwen3-8b", "--server-defaults", "--hardware", "rtx-4090", "--json"});
    QCOMPARE(r.exitCode, 0);
    j = json::parse(r.out.toStdString());
    const uint64_t n = j["runtime"]["n_ctx"].get<uint64_t>();
    QVERIFY2(n < 163840 && n >= 4096 && n % 256 == 0, std::to_string(n).c_str());
    QCOMPARE(j["runtime"]["launch"].get<std::string>(), std::string("llama-server -m MODEL.gguf"));
    bool fitted = false;
    for (const auto& w : j["warnings"])
        fitted = fitted || w["code"] == "server-context-fitted";
    QVERIFY(fitted);
}

void TestCli::plainOllamaServe()
{
    // `ollama run gemma3:27b` under plain `ollama serve` (v0.32.15) on a 24 GiB GPU: num_ctx 32768 (23-47 GiB
    // of VRAM), 1 slot. Gemma 3 27B: 10 full layers x 32768 cells + 52 sliding layers x pad(1024 + 512)
    // cells, 16 KV heads x 128 x (K + V) x 2 bytes = 8192 bytes per cell per layer.
    Run r = cli({"estimate", "--model", "gemma-3-27b", "--ollama-defaults", "--hardware", "rtx-4090", "--json"});
    QCOMPARE(r.exitCode, 0);
    json j = json::parse(r.out.toStdString());
    QCOMPARE(j["runtime"]["name"].get<std::string>(), std::string("ollama"));
    QCOMPARE(j["runtime"]["engine"].get<std::string>(), std::string("llama-server"));
    QCOMPARE(j["runtime"]["num_ctx"].get<uint64_t>(), uint64_t(32768));
    QCOMPARE(j["runtime"]["n_seq"].get<uint32_t>(), 1u);
    QCOMPARE(j["runtime"]["launch"].get<std::string>(), std::string("ollama serve"));
    QCOMPARE(j["kv_bytes"].get<uint64_t>(), uint64_t(10) * 32768 * 8192 + uint64_t(52) * 1536 * 8192);

    // Ollama 0.24's Go engine with OLLAMA_NUM_PARALLEL=2: one pool of roundUp(2 x 32768, 256) = 65536 full
    // cells; sliding roundUp(2 x 1025 + 512, 256) = 2816 cells.
    r = cli({"estimate", "--model", "gemma-3-27b", "--ollama-defaults", "--users", "2", "--ollama-version", "0.24",
             "--hardware", "rtx-4090", "--json"});
    QCOMPARE(r.exitCode, 0);
    j = json::parse(r.out.toStdString());
    QCOMPARE(j["runtime"]["engine"].get<std::string>(), std::string("ollama engine"));
    QCOMPARE(j["runtime"]["launch"].get<std::string>(), std::string("OLLAMA_NUM_PARALLEL=2 ollama serve"));
    QCOMPARE(j["kv_bytes"].get<uint64_t>(), uint64_t(10) * 65536 * 8192 + uint64_t(52) * 2816 * 8192);

    r = cli({"estimate", "--model", "gemma-3-27b", "--runtime", "ollama", "--ollama-version", "0.16"});
    QVERIFY(r.exitCode != 0);
    QVERIFY(r.err.contains("--ollama-version"));
}

void TestCli::golden_data()
{
    QTest::addColumn<QString>("dir");
    const QDir root(QStringLiteral(KV_TEST_DATA "/cli"));
    const QStringList dirs = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY(dirs.size() >= 5);
    for (const QString& d : dirs)
        QTest::addRow("%s", qPrintable(d)) << root.absoluteFilePath(d);
}

void TestCli::golden()
{
    QFETCH(QString, dir);
    const json args = json::parse(kv::readTextFile((dir + QStringLiteral("/args.json")).toStdString()));
    const json want = json::parse(kv::readTextFile((dir + QStringLiteral("/expected.json")).toStdString()));
    QStringList a;
    for (const json& x : args) {
        QString s = QString::fromStdString(x.get<std::string>());
        s.replace(QStringLiteral("@DATA@"), QStringLiteral(KV_TEST_DATA));
        a << s;
    }
    const Run r = cli(a);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const json got = json::parse(r.out.toStdString(), nullptr, false);
    QVERIFY(!got.is_discarded());
    const QString mismatch = subsetMismatch(want, got, "$");
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString tiny = QStringLiteral(KV_TEST_DATA "/cli/tiny-spec.json");
    QTest::addRow("unknown model") << QStringList{"estimate", "--model", "llama-9b"} << "llama-9b";
    QTest::addRow("no model") << QStringList{"estimate"} << "--model";
    QTest::addRow("negative context") << QStringList{"estimate", "--model", tiny, "--context", "-5"} << "--context";
    QTest::addRow("absurd context") << QStringList{"estimate", "--model", tiny, "--context", "99999999999999"}
                                    << "--context";
    QTest::addRow("words for users") << QStringList{"estimate", "--model", tiny, "--users", "many"} << "--users";
    QTest::addRow("zero users") << QStringList{"estimate", "--model", tiny, "--users", "0"} << "--users";
    QTest::addRow("negative vram") << QStringList{"estimate", "--model", tiny, "--vram", "-24"} << "--vram";
    QTest::addRow("nan vram") << QStringList{"estimate", "--model", tiny, "--vram", "nan"} << "--vram";
    QTest::addRow("unknown kv type") << QStringList{"estimate", "--model", tiny, "--kv-type", "q3_k"} << "q3_k";
    QTest::addRow("unknown weights") << QStringList{"estimate", "--model", tiny, "--weights", "Q9"} << "Q9";
    QTest::addRow("unknown runtime") << QStringList{"estimate", "--model", tiny, "--runtime", "tgi"} << "tgi";
    QTest::addRow("unknown option") << QStringList{"estimate", "--model", tiny, "--frobnicate"} << "frobnicate";
    QTest::addRow("zero prompt") << QStringList{"estimate", "--model", tiny, "--prompt", "0"} << "--prompt";
    QTest::addRow("words for answer") << QStringList{"estimate", "--model", tiny, "--answer", "long"} << "--answer";
    QTest::addRow("mlx option without mlx")
        << QStringList{"estimate", "--model", tiny, "--max-kv-size", "1024"} << "--runtime mlx";
    QTest::addRow("kv-bits for llama.cpp")
        << QStringList{"estimate", "--model", tiny, "--runtime", "llama.cpp", "--kv-bits", "8"} << "--kv-bits";
    QTest::addRow("kv-bits 7") << QStringList{"estimate", "--model", tiny, "--runtime", "mlx", "--kv-bits", "7"} << "7";
    QTest::addRow("kv-bits 9") << QStringList{"estimate", "--model", tiny, "--runtime", "mlx", "--kv-bits", "9"}
                               << "--kv-bits";
    QTest::addRow("kv-group-size 48") << QStringList{"estimate", "--model",         tiny, "--runtime",
                                                     "mlx",      "--kv-group-size", "48"}
                                      << "48";
    QTest::addRow("max-kv-size 4") << QStringList{"estimate", "--model", tiny, "--runtime", "mlx", "--max-kv-size", "4"}
                                   << "--max-kv-size";
    QTest::addRow("unknown command") << QStringList{"estimat"} << "estimat";
    QTest::addRow("malformed spec") << QStringList{"estimate", "--model",
                                                   QStringLiteral(KV_TEST_DATA "/cli/llama31-8b-8k/args.json")}
                                    << "args.json";
    QTest::addRow("missing scenario") << QStringList{"estimate", "--scenario", "/nonexistent/x.kvplan"} << "x.kvplan";
    QTest::addRow("folder as model") << QStringList{"estimate", "--model", QStringLiteral(KV_TEST_DATA)} << "data";
    const QStringList node{"estimate", "--model", tiny, "--hardware", "rtx-3090"};
    QTest::addRow("cluster without link") << (node + QStringList{"--nodes", "2"}) << "--link";
    QTest::addRow("unknown link") << (node + QStringList{"--nodes", "2", "--link", "5gbe"}) << "5gbe";
    QTest::addRow("zero nodes") << (node + QStringList{"--nodes", "0", "--link", "1gbe"}) << "--nodes";
    QTest::addRow("too many nodes") << (node + QStringList{"--nodes", "65", "--link", "1gbe"}) << "--nodes";
    QTest::addRow("zero link speed") << (node + QStringList{"--nodes", "2", "--link-gbps", "0"}) << "--link-gbps";
    QTest::addRow("negative latency") << (node +
                                          QStringList{"--nodes", "2", "--link", "1gbe", "--link-latency-us", "-1"})
                                      << "--link-latency-us";
    QTest::addRow("link without nodes") << (node + QStringList{"--link", "10gbe"}) << "--nodes";
    QTest::addRow("hosts miscounted") << (node + QStringList{"--nodes", "2", "--link", "1gbe", "--hosts", "a"})
                                      << "--hosts";
    QTest::addRow("nodes without hardware") << QStringList{"estimate", "--model", tiny, "--nodes", "2"} << "--nodes";
    QTest::addRow("missing cluster file")
        << QStringList{"estimate", "--model", tiny, "--cluster", "/nonexistent/c.json"} << "c.json";
    QTest::addRow("cluster file with no nodes")
        << QStringList{"estimate", "--model", tiny, "--cluster",
                       QStringLiteral(KV_TEST_DATA "/cli/cluster-no-nodes.json")}
        << "nodes";
    QTest::addRow("cluster and hardware") << QStringList{"estimate",
                                                         "--model",
                                                         tiny,
                                                         "--hardware",
                                                         "rtx-3090",
                                                         "--cluster",
                                                         QStringLiteral(KV_TEST_DATA "/cli/cluster-two-pcs.json")}
                                          << "--cluster";
    const QStringList llama{"estimate", "--model", "llama-3.1-8b"};
    QTest::addRow("cache size off the page")
        << (llama + QStringList{"--runtime", "exllamav3", "--cache-size", "1000"}) << "--cache-size";
    QTest::addRow("exllamav3 option, llama.cpp plan")
        << (llama + QStringList{"--cache-size", "8192"}) << "--runtime exllamav3";
    QTest::addRow("unknown cache mode") << (llama + QStringList{"--runtime", "exllamav3", "--cache-mode", "Q5"})
                                        << "Q5";
    QTest::addRow("sglang option, vllm plan")
        << (llama + QStringList{"--runtime", "vllm", "--mem-fraction-static", "0.8"}) << "--runtime sglang";
    QTest::addRow("fraction out of range")
        << (llama + QStringList{"--runtime", "sglang", "--mem-fraction-static", "1.2"}) << "--mem-fraction-static";
    QTest::addRow("sglang kv dtype") << (llama + QStringList{"--runtime", "sglang", "--kv-cache-dtype", "q8_0"})
                                     << "q8_0";
    QTest::addRow("zero batch size") << (llama + QStringList{"--runtime", "exllamav3", "--max-batch-size", "0"})
                                     << "--max-batch-size";
}

void TestCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith(QLatin1String("kvplanner-cli: error: ")), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(mentions), qPrintable(err));
}

void TestCli::refusedExitsWith3()
{
    const Run r = cli(QStringList{"estimate", "--model", QStringLiteral(KV_TEST_DATA "/cli/tiny-spec.json"),
                                  "--cache-type-v", "q8_0", "--flash-attn", "off"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.err.startsWith("kvplanner-cli: error: "));
    QVERIFY2(r.err.contains("flash attention"), r.err.constData());
}

void TestCli::clusterJson()
{
    // Two PCs with an RTX 3090 each (cluster-two-pcs.json: hosts 192.168.1.10 and .11, 10 GbE), the
    // tiny model: llama-server on node 1 names node 2's RPC server; node 2 runs ggml-rpc-server.
    const Run r = cli({"estimate", "--model", QStringLiteral(KV_TEST_DATA "/cli/tiny-spec.json"), "--cluster",
                       QStringLiteral(KV_TEST_DATA "/cli/cluster-two-pcs.json"), "--json"});
    QCOMPARE(r.exitCode, 0);
    const json j = json::parse(r.out.toStdString());
    QCOMPARE(j["nodes"].size(), size_t(2));
    QCOMPARE(j["nodes"][0]["host"].get<std::string>(), std::string("192.168.1.10"));
    QVERIFY(j["nodes"][0]["commands"][0].get<std::string>().find(" --rpc 192.168.1.11:50052") != std::string::npos);
    QCOMPARE(j["nodes"][1]["commands"][0].get<std::string>(), std::string("ggml-rpc-server -H 0.0.0.0 -p 50052 -c"));
    QCOMPARE(j["link"]["gbps"].get<double>(), 10.0);
    QCOMPARE(j["devices"][2]["node"].get<int>(), 1);
    QCOMPARE(j["devices"][2]["name"].get<std::string>(), std::string("node 2 GPU 0"));
    // Ollama cannot spread a model over machines: refused (exit 3) with its reason.
    const Run o = cli({"estimate", "--model", QStringLiteral(KV_TEST_DATA "/cli/tiny-spec.json"), "--cluster",
                       QStringLiteral(KV_TEST_DATA "/cli/cluster-two-pcs.json"), "--runtime", "ollama"});
    QCOMPARE(o.exitCode, 3);
    QVERIFY2(o.err.contains("Ollama"), o.err.constData());
}

void TestCli::versionAndHelp()
{
    Run r = cli({"--version"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("kvplanner-cli " KV_VERSION));
    r = cli({"estimate", "--help"});
    QCOMPARE(r.exitCode, 0);
    for (const char* flag : {"--model",        "--context",      "--users",      "--weights",  "--kv-type",
                             "--cache-type-k", "--cache-type-v", "--runtime",    "--ctx-size", "--parallel",
                             "--batch-size",   "--ubatch-size",  "--flash-attn", "--swa-full", "--kv-unified",
                             "--vram",         "--ram",          "--gpus",       "--scenario", "--json"})
        QVERIFY2(r.out.contains(flag), flag);
}

// Issue 34 §3: each sub-command's --help names itself and lists the options it takes, and only those
// (the options `fit` and `machines` vary themselves are refused there, so not listed).
void TestCli::subCommandHelp_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("usage");
    QTest::addColumn<QStringList>("listed");
    QTest::addColumn<QStringList>("notListed");
    QTest::addRow("fit") << "fit"
                         << "Usage: kvplanner-cli fit [options]"
                         << QStringList{"all", "context", "users", "weights", "hardware", "this-machine", "json"}
                         << QStringList{"model", "ctx-size", "parallel", "n-gpu-layers", "advise", "max-gpus", "out"};
    QTest::addRow("machines") << "machines"
                              << "Usage: kvplanner-cli machines [options]"
                              << QStringList{"model", "context", "max-gpus", "this-machine", "json"}
                              << QStringList{"hardware", "vram",     "ram", "gpus",  "tensor-parallel-size",
                                             "nodes",    "headless", "all", "advise"};
    QTest::addRow("estimate") << "estimate"
                              << "Usage: kvplanner-cli estimate [options]"
                              << QStringList{"model", "advise", "hardware", "n-gpu-layers", "json"}
                              << QStringList{"all", "max-gpus", "over", "out"};
    QTest::addRow("sweep") << "sweep"
                           << "Usage: kvplanner-cli sweep [options]" << QStringList{"model", "over", "points", "json"}
                           << QStringList{"advise", "all", "max-gpus", "out"};
    QTest::addRow("talk") << "talk"
                          << "Usage: kvplanner-cli talk [options]"
                          << QStringList{"model", "out", "talk-file", "notes", "currency", "kwh-price"}
                          << QStringList{"json", "advise", "all", "max-gpus"};
    QTest::addRow("report") << "report"
                            << "Usage: kvplanner-cli report [options]" << QStringList{"model", "out", "lang"}
                            << QStringList{"json", "advise", "all"};
    QTest::addRow("check") << "check"
                           << "Usage: kvplanner-cli check [options] logfile"
                           << QStringList{"model", "save-profile", "json", "hardware", "gpus", "peak-tflops"}
                           << QStringList{"context", "vram", "runtime"};
    QTest::addRow("inspect") << "inspect"
                             << "Usage: kvplanner-cli inspect [options] file" << QStringList{"json"}
                             << QStringList{"model", "context"};
    QTest::addRow("models") << "models"
                            << "Usage: kvplanner-cli models [options]" << QStringList{"local", "folder", "json"}
                            << QStringList{"model", "context"};
    QTest::addRow("hardware") << "hardware"
                              << "Usage: kvplanner-cli hardware [options]" << QStringList{"this-machine", "json"}
                              << QStringList{"model", "hardware"};
}

void TestCli::subCommandHelp()
{
    QFETCH(QString, command);
    QFETCH(QString, usage);
    QFETCH(QStringList, listed);
    QFETCH(QStringList, notListed);
    const Run r = cli({command, "--help"});
    QCOMPARE(r.exitCode, 0);
    const QString help = QString::fromUtf8(r.out);
    QCOMPARE(help.section(u'\n', 0, 0), usage);
    QVERIFY(!help.contains(QStringLiteral(KV_CLI_PATH)));
    // An option's own line: "  --model <ID|FILE>   Model preset id, ..." (not "--model-draft", not a mention).
    const auto optionLine = [&help](const QString& name) {
        return help.contains(QRegularExpression(QStringLiteral("^  (-\\w, )?--%1( <[^>]*>)?( |$)").arg(name),
                                                QRegularExpression::MultilineOption));
    };
    for (const QString& o : listed)
        QVERIFY2(optionLine(o), qPrintable(command + QStringLiteral(" --help lacks --") + o));
    for (const QString& o : notListed)
        QVERIFY2(!optionLine(o), qPrintable(command + QStringLiteral(" --help lists --") + o));
    QVERIFY(optionLine(QStringLiteral("help")));
}

// Issue 34 §3: `talk --out slides.pdf` without --model plans what the default talk file names (its "plan":
// Llama 3.1 8B on an RTX 4060 Ti 16 GB, resources/talks/default.json); every page's footer names both.
void TestCli::talkWithoutModel()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("slides.pdf"));
    Run r = cli({"talk", "--out", pdf});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.startsWith("wrote "), r.out.constData());
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                             QStringLiteral("1"), pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(30000));
    const QString page =
        QString::fromUtf8(text.readAllStandardOutput()).remove(QRegularExpression(QStringLiteral("\\s")));
    QVERIFY2(page.contains(QStringLiteral("Llama3.18B")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("RTX4060Ti")), qPrintable(page));

    // A talk file without a plan still needs --model, and says why.
    const QString file = dir.filePath(QStringLiteral("mine.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({ "steps": [ { "kind": "growth" } ] })");
    f.close();
    r = cli({"talk", "--out", pdf, "--talk-file", file});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("kvplanner-cli: error: talk needs --model ID: the talk “"), r.err.constData());
    QVERIFY2(r.err.contains(file.toUtf8()), r.err.constData());
}

// Issue 31 §4: the talk's FAQ prices the running cost in the slides' language's currency unless --currency,
// --hours-per-day or --kwh-price say otherwise. The default talk's RTX 4060 Ti 16 GB draws at most 165 W:
// 165 x 4 x 30 / 1000 = 19.8 kWh a month x the shipped Italian 0.33 EUR = 6.534 EUR; at 8 h a day in US
// dollars 39.6 kWh x 0.1729 USD = 6.847 USD; at 0.50 USD 39.6 x 0.50 = 19.80 USD.
void TestCli::talkPricesTheRunningCost()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("slides.pdf"));
    const auto text = [&pdf] {
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput()).remove(QRegularExpression(QStringLiteral("\\s")));
    };
    Run r = cli({"talk", "--out", pdf, "--lang", "it"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(text().contains(QStringLiteral("Almassimo6,53EURalmesea4halgiorno")), qPrintable(text()));
    r = cli({"talk", "--out", pdf, "--lang", "it", "--currency", "USD", "--hours-per-day", "8"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(text().contains(QStringLiteral("Almassimo6,85USDalmesea8halgiorno")), qPrintable(text()));
    r = cli({"talk", "--out", pdf, "--currency", "USD", "--hours-per-day", "8", "--kwh-price", "0.5"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(text().contains(QStringLiteral("Atmost19.80USDamonthat8haday")), qPrintable(text()));
    // A bad amount is refused before anything is written.
    const QString none = dir.filePath(QStringLiteral("none.pdf"));
    r = cli({"talk", "--out", none, "--currency", "XYZ"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--currency takes one of"), r.err.constData());
    QVERIFY(!QFile::exists(none));
}

void TestCli::modelsJson()
{
    const Run r = cli({"models", "--json"});
    QCOMPARE(r.exitCode, 0);
    const json j = json::parse(r.out.toStdString());
    QCOMPARE(j.at("schema").get<std::string>(), std::string("kvplanner.models/1"));
    QVERIFY(j.at("models").size() >= 30);
}

void TestCli::sweepJson()
{
    // tiny spec, 1 user, contexts 256 .. 8192 in 32 points: KV grows with every step of 256 cells.
    const Run r = cli(QStringList{"sweep", "--model", QStringLiteral(KV_TEST_DATA "/cli/tiny-spec.json"), "--over",
                                  "context", "--from", "256", "--to", "8192", "--points", "32", "--json"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const json j = json::parse(r.out.toStdString());
    const json& pts = j.at("points");
    QCOMPARE(pts.size(), size_t(32));
    QCOMPARE(pts[0].at("x").get<uint64_t>(), uint64_t(256));
    // 2 layers x 256 cells x 256 values x 2 bytes.
    QCOMPARE(pts[0].at("kv_bytes").get<uint64_t>(), uint64_t(2 * 256 * 256 * 2));
    for (size_t i = 1; i < pts.size(); ++i)
        QVERIFY(pts[i].at("kv_bytes").get<uint64_t>() >= pts[i - 1].at("kv_bytes").get<uint64_t>());
}

void TestCli::conversationTimeline()
{
    // tiny spec, 1000-token slots (pad -> 1024 cells): a 700-token prompt and a 600-token answer run past
    // the slot; llama.cpp reserved everything at start, so "reserved" stays flat while "used" grows.
    const Run r =
        cli(QStringList{"sweep", "--model", QStringLiteral(KV_TEST_DATA "/cli/tiny-spec.json"), "--context", "1000",
                        "--over", "conversation", "--prompt", "700", "--answer", "600", "--points", "14", "--json"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const json pts = json::parse(r.out.toStdString()).at("points");
    QCOMPARE(pts.size(), size_t(14));
    for (size_t i = 0; i < pts.size(); ++i) {
        QCOMPARE(pts[i].at("reserved_bytes").get<uint64_t>(), pts[0].at("reserved_bytes").get<uint64_t>());
        QCOMPARE(pts[i].at("admitted").get<bool>(), pts[i].at("tokens").get<uint64_t>() <= 1024);
        QCOMPARE(pts[i].at("phase").get<std::string>(),
                 std::string(pts[i].at("tokens").get<uint64_t>() > 700 ? "generate" : "prompt"));
        if (i > 0) // 2 layers x 256 values x 2 bytes = 1024 bytes more per token
            QVERIFY(pts[i].at("used_bytes").get<uint64_t>() > pts[i - 1].at("used_bytes").get<uint64_t>());
    }
    const uint64_t dt = pts[1].at("tokens").get<uint64_t>() - pts[0].at("tokens").get<uint64_t>();
    QCOMPARE(pts[1].at("used_bytes").get<uint64_t>() - pts[0].at("used_bytes").get<uint64_t>(), dt * 1024);
}

void TestCli::textOutput()
{
    const Run r = cli(
        QStringList{"estimate", "--model", QStringLiteral(KV_TEST_DATA "/cli/tiny-spec.json"), "--context", "1000"});
    QCOMPARE(r.exitCode, 0);
    // 2 x 1024 x 256 x 2 = 1048576 bytes
    QVERIFY2(r.out.contains("1048576 bytes"), r.out.constData());
    QVERIFY(r.out.contains("llama-server -m MODEL.gguf -c 1000 -np 1"));
}

// The text report's rows, each read back by its label, carry that row's own figure: the JSON of the same run (the
// core's estimate) for every row, and by hand where it can be: Qwen3-32B (64 layers, 8 KV heads x 128) at
// 32768 tokens, f16: 64 x 32768 x 8 x 128 x 2 (K and V) x 2 bytes = 8589934592 bytes, 256 KiB per token; the
// RTX 4090's usable 24 GiB - 400 MiB - 512 MiB = 23664 MiB, the RAM's 64 - 3 = 61 GiB.
void TestCli::prefillBound()
{
    // Llama 3.1 8B Q4_K_M on one RTX 4090, a 4096-token prompt: 61,574,775,570,432 FLOPs (tst_prefill, by hand)
    // at 330.3 TFLOPS = 0.186421 s, 4096 / 0.186421 = 21,972 prompt tokens/s; then 512 tokens at the decode bound.
    const QStringList args{"estimate",   "--model",  "llama-3.1-8b", "--weights", "Q4_K_M",   "--context", "8192",
                           "--hardware", "rtx-4090", "--prompt",     "4096",      "--answer", "512"};
    const Run js = cli(args + QStringList{"--json"});
    QCOMPARE(js.exitCode, 0);
    const json e = json::parse(js.out.toStdString());
    const json& b = e.at("speed").at("prefill");
    QCOMPARE(b.at("prompt_tokens").get<uint64_t>(), uint64_t(4096));
    QCOMPARE(b.at("answer_tokens").get<uint64_t>(), uint64_t(512));
    QCOMPARE(b.at("limited_by").get<std::string>(), std::string("compute"));
    QVERIFY(b.at("is_lower_bound").get<bool>());
    const double first = 61574775570432.0 / 330.3e12;
    QVERIFY(std::abs(b.at("first_token_seconds").get<double>() - first) < 1e-12);
    QVERIFY(std::abs(b.at("tokens_per_second").get<double>() - 4096 / first) < 1e-6);
    const double decode = e.at("speed").at("tokens_per_second_per_user").get<double>();
    QVERIFY(std::abs(b.at("answer_seconds").get<double>() - (first + 512 / decode)) < 1e-9);
    const Run text = cli(args);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("First token after at least 0.19 s (prompt 4096 tokens, limited by compute; at most "
                               "21972 prompt tokens/s)"),
             text.out.constData());
    // Without a sourced peak (a Mac mini M4): no bound, null in the JSON, no row in the text.
    const QStringList m4{"estimate", "--model", "llama-3.1-8b", "--hardware", "mac-mini-m4-32gb"};
    const json n = json::parse(cli(m4 + QStringList{"--json"}).out.toStdString());
    QVERIFY(n.at("speed").at("prefill").is_null());
    QVERIFY(!cli(m4).out.contains("First token"));
}

// `sweep --over prompt`: Llama 3.1 8B Q4_K_M on one RTX 4090 (tst_prefill's figures, by hand), every layer on the GPU
// so compute limits: per prompt token 13,958,643,712 FLOPs, the output layer 1,050,673,152 once, 524,288 per key.
//   1024 tokens: 13,958,643,712 x 1024 = 14,293,651,161,088 + 1,050,673,152 + 524,288 x (1024 x 1025 / 2 = 524,800)
//                = 275,146,342,400 -> 14,569,848,176,640 FLOPs / 330.3e12 = 0.0441110 s, 23,214 prompt tokens/s
//   4096 tokens: 61,574,775,570,432 FLOPs / 330.3e12 = 0.1864208 s, 21,972 prompt tokens/s
// The answer: 512 tokens at the plan's decode bound (the estimate's own tokens/s) after the first.
void TestCli::promptSweep()
{
    const QStringList args{"sweep",     "--model", "llama-3.1-8b", "--weights", "Q4_K_M",
                           "--context", "8192",    "--hardware",   "rtx-4090",  "--over",
                           "prompt",    "--from",  "1024",         "--to",      "4096",
                           "--points",  "2",       "--answer",     "512"};
    const Run js = cli(args + QStringList{"--json"});
    QVERIFY2(js.exitCode == 0, js.err.constData());
    const json j = json::parse(js.out.toStdString());
    QCOMPARE(j.at("over").get<std::string>(), std::string("prompt"));
    QCOMPARE(j.at("answer_tokens").get<uint64_t>(), uint64_t(512));
    const json& pts = j.at("points");
    QCOMPARE(pts.size(), size_t(2));
    const double first[2] = {14569848176640.0 / 330.3e12, 61574775570432.0 / 330.3e12};
    QVERIFY(std::abs(first[0] - 0.0441110) < 1e-7 && std::abs(first[1] - 0.1864208) < 1e-7);
    const json e = json::parse(cli(QStringList{"estimate", "--model", "llama-3.1-8b", "--weights", "Q4_K_M",
                                               "--context", "8192", "--hardware", "rtx-4090", "--json"})
                                   .out.toStdString());
    const double decode = e.at("speed").at("tokens_per_second_per_user").get<double>();
    for (size_t i = 0; i < 2; ++i) {
        QCOMPARE(pts[i].at("x").get<uint64_t>(), uint64_t(i == 0 ? 1024 : 4096));
        QVERIFY(!pts[i].at("exceeds_context").get<bool>());
        QCOMPARE(pts[i].at("limited_by").get<std::string>(), std::string("compute"));
        QVERIFY(std::abs(pts[i].at("first_token_seconds").get<double>() - first[i]) < 1e-12);
        QVERIFY(std::abs(pts[i].at("tokens_per_second").get<double>() - (i == 0 ? 1024 : 4096) / first[i]) < 1e-6);
        QVERIFY(std::abs(pts[i].at("answer_seconds").get<double>() - (first[i] + 512 / decode)) < 1e-9);
    }
    const Run text = cli(args);
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(text.out.startsWith("prompt\tfirst_token_seconds\tanswer_seconds\tprompt_tokens_per_second\tlimited_by\n"
                                 "1024\t0.0441\t"),
             text.out.constData());
    QVERIFY2(text.out.contains("\n4096\t0.1864\t"), text.out.constData());
    QVERIFY(text.out.contains("\t21972\tcompute\n"));
    // Without a sourced peak (a Mac mini M4): the points are there, the figures null.
    const Run m4 = cli(QStringList{"sweep", "--model", "llama-3.1-8b", "--hardware", "mac-mini-m4-32gb", "--over",
                                   "prompt", "--points", "3", "--json"});
    QVERIFY2(m4.exitCode == 0, m4.err.constData());
    const json m4Sweep = json::parse(m4.out.toStdString()); // kept: a range-for over a temporary's member dangles
    for (const json& pt : m4Sweep.at("points"))
        QVERIFY(pt.at("first_token_seconds").is_null() && pt.at("limited_by").is_null());
}

// A prompt longer than the 8192 cells a sequence holds: llama-server refuses the request, so no bound; estimate
// notes it (code prompt-exceeds-context, args the prompt and the cells), sweep refuses a --to past it.
void TestCli::promptOverContext()
{
    const QStringList args{"estimate", "--model", "llama-3.1-8b", "--context", "8192",
                           "--prompt", "9000",    "--hardware",   "rtx-4090"};
    const Run js = cli(args + QStringList{"--json"});
    QCOMPARE(js.exitCode, 0);
    const json e = json::parse(js.out.toStdString());
    QVERIFY(e.at("speed").at("prefill").is_null());
    bool noted = false;
    for (const json& w : e.at("warnings"))
        if (w.at("code") == "prompt-exceeds-context") {
            QVERIFY(w.at("args") == json({"9000", "8192"}));
            noted = true;
        }
    QVERIFY(noted);
    const Run text = cli(args);
    QVERIFY2(text.out.contains("A prompt of 9,000 tokens does not fit in the 8,192 tokens a sequence may hold"),
             text.out.constData());
    QVERIFY(!text.out.contains("First token"));
    const Run sweep = cli(QStringList{"sweep", "--model", "llama-3.1-8b", "--context", "8192", "--hardware", "rtx-4090",
                                      "--over", "prompt", "--to", "9000"});
    QCOMPARE(sweep.exitCode, 2);
    QVERIFY2(sweep.err.contains("A prompt of 9,000 tokens does not fit in the 8,192 tokens"), sweep.err.constData());
    QVERIFY(sweep.out.isEmpty());
}

// fit and machines: a first-token column and field for the question's prompt (4096 tokens), the figure of
// promptSweep's hand arithmetic (Llama 3.1 8B Q4_K_M on one RTX 4090: 0.1864208 s); null without a peak (Mac mini M4).
void TestCli::firstTokenInFitAndMachines()
{
    const double first = 61574775570432.0 / 330.3e12;
    const QStringList fit{"fit",      "--hardware", "rtx-4090",  "--context", "8192",
                          "--prompt", "4096",       "--weights", "Q4_K_M"};
    const Run fj = cli(fit + QStringList{"--json"});
    QVERIFY2(fj.exitCode == 0, fj.err.constData());
    const json f = json::parse(fj.out.toStdString());
    QCOMPARE(f.at("question").at("prompt_tokens").get<uint64_t>(), uint64_t(4096));
    bool seen = false;
    for (const json& r : f.at("rows"))
        if (r.at("model") == "llama-3.1-8b") {
            QVERIFY(std::abs(r.at("first_token_seconds").get<double>() - first) < 1e-12);
            QCOMPARE(r.at("first_token_limited_by").get<std::string>(), std::string("compute"));
            seen = true;
        }
    QVERIFY(seen);
    const Run ft = cli(fit + QStringList{"--all"});
    QVERIFY2(ft.exitCode == 0, ft.err.constData());
    QVERIFY2(QString::fromUtf8(ft.out).contains(
                 QRegularExpression(QStringLiteral("llama-3\\.1-8b +Q4_K_M .* 0\\.19(  ★ best)?\\n"))),
             ft.out.constData());
    QVERIFY(ft.out.contains("1st tok s: at least this many seconds until the first token of the answer to a "
                            "4096-token prompt"));

    const QStringList machines{"machines", "--model", "llama-3.1-8b", "--context", "8192", "--prompt", "4096"};
    const Run mj = cli(machines + QStringList{"--json"});
    QVERIFY2(mj.exitCode == 0, mj.err.constData());
    const json m = json::parse(mj.out.toStdString());
    int checked = 0;
    for (const json& r : m.at("rows")) {
        if (r.at("hardware") == "rtx-4090" && r.at("gpus") == 1) {
            QVERIFY(std::abs(r.at("first_token_seconds").get<double>() - first) < 1e-12);
            ++checked;
        }
        if (r.at("hardware") == "mac-mini-m4-32gb") {
            QVERIFY(r.at("first_token_seconds").is_null() && r.at("first_token_limited_by").is_null());
            ++checked;
        }
    }
    QCOMPARE(checked, 2);
    const Run mt = cli(machines);
    QVERIFY2(
        QString::fromUtf8(mt.out).contains(QRegularExpression(QStringLiteral("\\nrtx-4090 +1 .* 0\\.19(  ◀.*)?\\n"))),
        mt.out.constData());
}

void TestCli::textRowsAreTheirFigures()
{
    const QStringList args{"estimate", "--model",    "qwen3-32b", "--weights", "Q8_0", "--context",
                           "32768",    "--hardware", "rtx-4090",  "--ram",     "64"};
    const Run text = cli(args);
    const Run js = cli(args + QStringList{"--json"});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(js.exitCode, 0);
    const json e = json::parse(js.out.toStdString());
    QStringList rows;
    QStringList devices;
    for (const QString& line : QString::fromUtf8(text.out).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Device ")))
            devices << line.mid(12);
        rows << line;
    }
    auto row = [&](const QString& label) {
        for (const QString& l : rows)
            if (l.startsWith(label + QLatin1Char(' ')))
                return l.mid(12);
        return QStringLiteral("(no row %1)").arg(label);
    };
    // A shown size ("22.9 GiB", "381 MiB") against exact bytes: within half of its last digit.
    auto shows = [](const QString& shown, uint64_t bytes) {
        static const QRegularExpression size(QStringLiteral("^([0-9.]+) (KiB|MiB|GiB)"));
        const QRegularExpressionMatch m = size.match(shown);
        if (!m.hasMatch())
            return false;
        const double unit = m.captured(2) == QLatin1String("GiB")   ? 1024.0 * 1024 * 1024
                            : m.captured(2) == QLatin1String("MiB") ? 1024.0 * 1024
                                                                    : 1024.0;
        const QString digits = m.captured(1);
        const int decimals = digits.contains(QLatin1Char('.')) ? int(digits.size() - digits.indexOf('.') - 1) : 0;
        return std::abs(digits.toDouble() - double(bytes) / unit) <= 0.5 * std::pow(10.0, -decimals) + 1e-9;
    };
    QCOMPARE(e.at("kv_bytes").get<uint64_t>(), uint64_t(8589934592));
    QVERIFY2(row("KV cache").contains(QStringLiteral("(8589934592 bytes; 256 KiB per token)")),
             qPrintable(row("KV cache")));
    QVERIFY2(shows(row("KV cache"), 8589934592), qPrintable(row("KV cache")));
    QVERIFY2(shows(row("Weights"), e.at("weights_bytes")), qPrintable(row("Weights")));
    QVERIFY2(shows(row("Compute").remove(QStringLiteral("about ")), e.at("compute_bytes")), qPrintable(row("Compute")));
    QVERIFY2(shows(row("Overhead"), e.at("overhead_bytes").get<uint64_t>() + e.at("output_bytes").get<uint64_t>()) ||
                 shows(row("Overhead"), e.at("overhead_bytes")),
             qPrintable(row("Overhead")));
    QVERIFY2(row("Total").contains(QStringLiteral("(%1 bytes)").arg(e.at("total_bytes").get<uint64_t>())),
             qPrintable(row("Total")));
    // The device rows, in the core's order: name, used, usable, layers.
    const json& dev = e.at("devices");
    QCOMPARE(devices.size(), qsizetype(dev.size()));
    QCOMPARE(dev.at(0).at("usable_bytes").get<uint64_t>(), uint64_t(23664) << 20);
    QCOMPARE(dev.at(1).at("usable_bytes").get<uint64_t>(), uint64_t(61) << 30);
    static const QRegularExpression device(
        QStringLiteral("^(.+?): ([0-9.]+ [KMG]iB) of ([0-9.]+ [KMG]iB) usable .*, ([0-9]+) layers"));
    for (qsizetype i = 0; i < devices.size(); ++i) {
        const json& d = dev.at(size_t(i));
        const QRegularExpressionMatch m = device.match(devices[i]);
        QVERIFY2(m.hasMatch(), qPrintable(devices[i]));
        QCOMPARE(m.captured(1), QString::fromStdString(d.at("name")));
        QVERIFY2(shows(m.captured(2), d.at("used_bytes")), qPrintable(devices[i]));
        QVERIFY2(shows(m.captured(3), d.at("usable_bytes")), qPrintable(devices[i]));
        QCOMPARE(m.captured(4).toUInt(), d.at("layers").get<uint32_t>());
    }
    QCOMPARE(dev.at(0).at("layers").get<uint32_t>() + dev.at(1).at("layers").get<uint32_t>(), 64u);
    // The limits row: the offloaded longest context and most users, the cut-off.
    const json& lim = e.at("limits");
    const QString limits = row("Limits");
    QVERIFY2(limits.contains(QStringLiteral("with offload: %1 tokens, %2 users")
                                 .arg(lim.at("max_context_per_user_offloaded").get<uint64_t>())
                                 .arg(lim.at("max_users_offloaded").get<uint64_t>())),
             qPrintable(limits));
    QVERIFY2(limits.contains(QStringLiteral("cut off at %1 tokens").arg(lim.at("admission_tokens").get<uint64_t>())),
             qPrintable(limits));
    QVERIFY(row("Launch").contains(QStringLiteral("-ngl %1").arg(dev.at(0).at("layers").get<uint32_t>() + 1)));
}

void TestCli::hybridStateIsConstant()
{
    // A hybrid preset: the recurrent state stays the same while the attention cache grows.
    json prev;
    for (const char* ctx : {"4096", "65536"}) {
        const Run r =
            cli(QStringList{"estimate", "--model", "jamba-1.5-mini", "--context", QString::fromLatin1(ctx), "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const json j = json::parse(r.out.toStdString());
        QVERIFY(j.at("recurrent_bytes").get<uint64_t>() > 0);
        if (!prev.is_null()) {
            QCOMPARE(j.at("recurrent_bytes").get<uint64_t>(), prev.at("recurrent_bytes").get<uint64_t>());
            // 16x the context: the attention cache grows 16x.
            QCOMPARE(j.at("kv_bytes").get<uint64_t>(), 16 * prev.at("kv_bytes").get<uint64_t>());
        }
        prev = j;
    }
}

void TestCli::gemma4Estimate()
{
    // Gemma 4 12B, -c 8192 -np 1, f16, flash attention (auto = on), by hand:
    //   8 global layers x 8192 x 1 KV head x 512 x 2 B x 2 (K, V)             = 134217728
    //   40 sliding layers x pad(1024 + 512) = 1536 x 8 x 256 x 2 B x 2          = 503316480
    const Run r = cli(QStringList{"estimate", "--model", "gemma-4-12b", "--context", "8192", "--json"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const json j = json::parse(r.out.toStdString());
    QCOMPARE(j.at("kv_bytes").get<uint64_t>(), uint64_t(134217728) + 503316480);
    QCOMPARE(j.at("caches").size(), size_t(2));
    QCOMPARE(j.at("caches")[0].at("layers").get<int>(), 8);
    QCOMPARE(j.at("caches")[1].at("cells_per_stream").get<int>(), 1536);
    // Without flash attention the 8 global layers' V rows are padded to the sliding layers' 8 x 256 = 2048:
    // V grows by 8 x 8192 x (2048 - 512) x 2 B = 201326592.
    const Run off =
        cli(QStringList{"estimate", "--model", "gemma-4-12b", "--context", "8192", "--flash-attn", "off", "--json"});
    QVERIFY2(off.exitCode == 0, off.err.constData());
    QCOMPARE(json::parse(off.out.toStdString()).at("kv_bytes").get<uint64_t>(),
             uint64_t(134217728) + 503316480 + 201326592);
}

void TestCli::vllmFp8DsMla()
{
    // DeepSeek-V3.2 under vLLM, 1 user x 32768 tokens, --kv-cache-dtype fp8_ds_mla, by hand (FlashMLA sparse:
    // 64-token blocks, 656 bytes a token: 512 fp8 + 4 f32 scales + 64 bf16; indexer 132 bytes a token):
    //   latent  61 layers x 512 pages x 64 x 656 = 1311244288
    //   indexer 61 layers x 512 pages x 64 x 132 =  263847936
    // vLLM's FlashMLA sparse backend takes plain fp8 as the same format.
    for (const char* dtype : {"fp8_ds_mla", "fp8"}) {
        const Run r = cli(QStringList{"estimate", "--model", "deepseek-v3.2", "--runtime", "vllm", "--context", "32768",
                                      "--kv-cache-dtype", QString::fromLatin1(dtype), "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(json::parse(r.out.toStdString()).at("kv_bytes").get<uint64_t>(), uint64_t(1311244288) + 263847936);
    }
    // A misspelt value is still refused.
    const Run bad = cli(QStringList{"estimate", "--model", "deepseek-v3.2", "--runtime", "vllm", "--context", "32768",
                                    "--kv-cache-dtype", "fp8_ds", "--json"});
    QVERIFY(bad.exitCode != 0);
}

void TestCli::exllamav3AndSglang()
{
    // ExLlamaV3: 8192 tokens x 4 users, cache_mode Q4: cache_size 32768; Llama-3.1-8B's 32 layers x 32768 x 2 x
    // (1024 / 32 x 4 x 4 + 1024 / 32 x 2 = 576 bytes) = 1207959552 bytes of cache; weights EXL3 4.0 bpw by default.
    Run r = cli({"estimate", "--model", "llama-3.1-8b", "--runtime", "exllamav3", "--context", "8192", "--users", "4",
                 "--cache-mode", "Q4", "--json"});
    QCOMPARE(r.exitCode, 0);
    json j = json::parse(r.out.toStdString());
    QCOMPARE(j["runtime"]["name"].get<std::string>(), std::string("exllamav3"));
    QCOMPARE(j["runtime"]["exllamav3"]["cache_size"].get<uint64_t>(), uint64_t(32768));
    QCOMPARE(j["runtime"]["exllamav3"]["cache_mode"].get<std::string>(), std::string("4,4"));
    QCOMPARE(j["kv_bytes"].get<uint64_t>(), uint64_t(1207959552));
    QCOMPARE(j["scenario"]["weights"].get<std::string>(), std::string("EXL3-4.0BPW"));
    QVERIFY(j["runtime"]["launch"].get<std::string>().find("  cache_mode: 4,4\n") != std::string::npos);
    // A ggml cache type is refused with the reason (exit 3).
    r = cli({"estimate", "--model", "llama-3.1-8b", "--runtime", "exllamav3", "--kv-type", "q8_0"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("--cache-mode"), r.err.constData());
    // SGLang on a 24 GiB GPU (headless: 400 MiB driver context): default f 0.847, pool floor(0.847 x 25350373376)
    // - 16061054976 bytes of BF16 weights = 5410711273; / 131072 bytes a token = 41280 tokens.
    r = cli({"estimate", "--model", "llama-3.1-8b", "--runtime", "sglang", "--context", "8192", "--users", "4",
             "--vram", "24", "--ram", "64", "--headless", "--json"});
    QCOMPARE(r.exitCode, 0);
    j = json::parse(r.out.toStdString());
    QCOMPARE(j["runtime"]["sglang"]["mem_fraction_static"].get<double>(), 0.847);
    QCOMPARE(j["runtime"]["sglang"]["max_total_num_tokens"].get<uint64_t>(), uint64_t(41280));
    QCOMPARE(j["fits"].get<bool>(), true);
    QVERIFY(j["runtime"]["launch"].get<std::string>().find("--mem-fraction-static 0.847") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"

void TestCli::mlxFolder()
{
    // sttest::writeTinyMlxFolder: 1 layer, 4-bit group 64, 1544448 bytes of weights (worked out there by hand).
    QTemporaryDir dir;
    const std::filesystem::path d = dir.path().toStdString();
    sttest::writeTinyMlxFolder(d);
    const QString folder = dir.path();

    // No --runtime: an MLX folder plans under MLX. At 1000 tokens mlx-lm's cache holds ceil(1000 / 256) x 256 =
    // 1024 cells x 1 layer x 2 KV heads x (64 + 64) x 2 bytes = 524288 bytes.
    Run r = cli({"estimate", "--model", folder, "--context", "1000", "--json"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    json j = json::parse(r.out.toStdString());
    QCOMPARE(j["runtime"]["name"].get<std::string>(), std::string("mlx"));
    QCOMPARE(j["model"]["source"].get<std::string>(), std::string("safetensors"));
    QCOMPARE(j["model"]["mlx_quantization"]["bits"].get<int>(), 4);
    QCOMPARE(j["model"]["mlx_quantization"]["group_size"].get<int>(), 64);
    QCOMPARE(j["weights_bytes"].get<uint64_t>(), uint64_t(1544448));
    QCOMPARE(j["kv_bytes"].get<uint64_t>(), uint64_t(524288));
    QCOMPARE(j["scenario"]["weights"].get<std::string>(), std::string("mlx-4bit"));
    // The folder's .safetensors file opens the same folder; --runtime still chooses.
    r = cli({"estimate", "--model", folder + QStringLiteral("/model.safetensors"), "--runtime", "llama.cpp", "--json"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    j = json::parse(r.out.toStdString());
    QCOMPARE(j["runtime"]["name"].get<std::string>(), std::string("llama.cpp"));
    QCOMPARE(j["weights_bytes"].get<uint64_t>(), uint64_t(1544448));

    r = cli({"inspect", folder});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("weights: 1544448 bytes exactly"), r.out.constData());
    QVERIFY2(r.out.contains("weights from the folder: MLX 4-bit, group 64"), r.out.constData());
    // embedding 288000; attention 2 x 147456 + 2 x 36864 = 368640; ffn 3 x 294912 = 884736; norm 3072
    QVERIFY2(r.out.contains("weight bytes by class: embedding 288000, attention 368640, ffn 884736, experts 0, "
                            "recurrent 0, norm 3072, output 0, other 0"),
             r.out.constData());
    r = cli({"inspect", folder, "--json"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    j = json::parse(r.out.toStdString());
    QCOMPARE(j["format"].get<std::string>(), std::string("safetensors"));
    QCOMPARE(j["tensor_count"].get<int>(), 3 + 7 * 3 + 3);
    QCOMPARE(j["weight_bytes_by_class"]["ffn"].get<uint64_t>(), uint64_t(884736));

    // A damaged header: one line on stderr naming the file and the reason.
    std::ofstream(d / "model.safetensors", std::ios::binary | std::ios::trunc) << sttest::le64(uint64_t(1) << 40);
    r = cli({"inspect", folder});
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.err.startsWith("kvplanner-cli: error: "), r.err.constData());
    QVERIFY2(r.err.contains("model.safetensors"), r.err.constData());
}
