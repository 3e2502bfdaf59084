// The window's command line takes the CLI's plan options (one table, app/common/planoptions.h): started
// with them it shows that plan, and a bad value is refused with the CLI's own reason (issue 14 §2).
// The KV figure is worked out by hand; the whole plan is also compared with `kvplanner-cli estimate
// --json` for the same options, so the two front-ends cannot drift apart.

#include "guitestutil.h"

#include "apperror.h"
#include "dialogprovider.h"
#include "mainwindow.h"
#include "settings.h"
#include "startup.h"
#include "verdictbanner.h"

#include "choose.h"
#include "estimator.h"
#include "format.h"
#include "thismachine.h"
#include "verdictwording.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <nlohmann/json.hpp>

using namespace kvgui;

namespace {

QStringList withProgram(const QStringList& args)
{
    return QStringList{QStringLiteral("kvplanner")} + args;
}

// What the window's start-up says about `args` ("" when they apply).
QString windowFailure(const QStringList& args)
{
    PlannerDocument doc(kvtest::catalog());
    try {
        applyStartup(parseStartup(withProgram(args)), doc);
    } catch (...) {
        return kvapp::currentFailure().message;
    }
    return {};
}

struct Run
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(60000))
        return r;
    r.status = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class TestStartup : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        Settings::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
        DialogProvider::setTestMode(true);
    }

    // The first run opens on a plan that works here: the tests' empty KVPLANNER_SYSROOT detects no
    // computer, so the default machine (an RTX 4090, 24 GiB, 23.1 usable) stands in for it.
    void firstRunOpensOnAPlanThatWorks()
    {
        PlannerDocument doc(kvtest::catalog());
        QVERIFY(!doc.catalog().findHardware(kvapp::kThisMachineId));
        const QString note = openFirstRunPlan(doc);
        const kv::Scenario& s = doc.scenario();
        QCOMPARE(s.hardware.id, std::string("rtx-4090"));
        QCOMPARE(s.contextPerUser, 8192ull);
        QCOMPARE(s.users, 1u);
        QCOMPARE(doc.estimate().verdict, kv::Verdict::Fits);
        QVERIFY(s.weights.bodyBits >= 4);
        QVERIFY(doc.estimate().speed.tokensPerSecond >= 10);
        QVERIFY(!doc.isDirty());
        QCOMPARE(doc.undoStack()->count(), 0);
        // By hand: Seed-OSS 36B (36.2e9 parameters) is the largest preset that fits the 4090's 23.1 GiB at
        // 4 bits or more with a tenth to spare: IQ4_XS weights (18.3 GiB) + 64 layers x 8 KV heads x 128 x 2
        // (K, V) x 2 bytes = 256 KiB per token x 8192 = 2 GiB of cache + 340 MiB of compute = 20.7 GiB,
        // 2.9 GiB (12%) to spare, and room for 19,968 tokens; its Q4_0 (19.1 GiB of weights) leaves only
        // 7%. The presets with more parameters (70B and up) do not fit at 4 bits.
        QCOMPARE(QString::fromStdString(s.model.id), QStringLiteral("seed-oss-36b"));
        QCOMPARE(QString::fromStdString(s.weights.id), QStringLiteral("IQ4_XS"));
        QCOMPARE(doc.estimate().kvBytesPerToken, 262144ull);
        QCOMPARE(doc.estimate().memory.kv, 2ull << 30);
        QVERIFY(doc.estimate().pools.primary().headroom() * 10 >= int64_t(doc.estimate().pools.primary().usable));
        QVERIFY(note.startsWith(QStringLiteral("Opened on Seed-OSS 36B (IQ4_XS): the largest model that fits the "
                                               "NVIDIA GeForce RTX 4090 24 GB at ")));
        QVERIFY(note.contains(QStringLiteral("this computer could not be read")));
        QVERIFY(note.contains(QLocale().toString(doc.estimate().speed.tokensPerSecond, 'f', 1)));
        // No model with more parameters has a row that fits at 4 bits or more and 10 tokens/s.
        const auto rows =
            kv::fitTable(doc.defaultScenario(), doc.catalog().models, kv::schemesFor(s.runtime, doc.catalog()));
        for (const kv::FitRow& r : rows)
            if (doc.catalog().findModel(r.model)->params.total() > s.model.params.total())
                QVERIFY2(r.verdict != kv::Verdict::Fits || r.bodyBits < 4 || r.tokensPerSecond < 10, r.model.c_str());
        // The window says why, until the plan changes.
        MainWindow w(&doc, nullptr);
        w.setStartNote(note);
        w.show();
        QVERIFY(w.startNoteShown());
        doc.setUsers(2);
        QVERIFY(!w.startNoteShown());
    }

    void savedPlanWinsOverTheFirstRun()
    {
        PlannerDocument last(kvtest::catalog());
        last.setModelById(QStringLiteral("qwen3-8b"));
        last.setContextPerUser(4096);
        Settings::set(settings::kLastScenario, last.toJson());
        PlannerDocument doc(kvtest::catalog());
        QCOMPARE(openStartPlan(parseStartup(withProgram({})), doc, false), QString());
        QCOMPARE(doc.scenario().model.id, std::string("qwen3-8b"));
        QCOMPARE(doc.scenario().contextPerUser, 4096ull);
        // A screenshot never restores a session: it shows the first run.
        PlannerDocument shot(kvtest::catalog());
        QVERIFY(!openStartPlan(parseStartup(withProgram({})), shot, true).isEmpty());
        QCOMPARE(QString::fromStdString(shot.scenario().model.id), QStringLiteral("seed-oss-36b"));
        // Plan options, a file or the talk: no first run.
        PlannerDocument asked(kvtest::catalog());
        QCOMPARE(
            openStartPlan(parseStartup(withProgram({QStringLiteral("--users"), QStringLiteral("2")})), asked, true),
            QString());
        QCOMPARE(openStartPlan(parseStartup(withProgram({QStringLiteral("--talk")})), asked, true), QString());
        QCOMPARE(asked.scenario(), PlannerDocument(kvtest::catalog()).scenario());
        Settings::set(settings::kLastScenario, QByteArray());
    }

    // A vLLM pool from a log (1 GiB) that cannot hold one request of 20000 tokens (Llama 3.1 8B: 128 KiB
    // per token, 2 MiB blocks of 16 tokens, 512 blocks = 8192 tokens): the verdict says vLLM will not start,
    // even without a machine.
    void vllmThatWillNotStartSaysSo()
    {
        PlannerDocument doc(kvtest::catalog());
        applyStartup(
            parseStartup(withProgram({QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                                      QStringLiteral("--runtime"), QStringLiteral("vllm"), QStringLiteral("--context"),
                                      QStringLiteral("20000"), QStringLiteral("--kv-pool-gib"), QStringLiteral("1")})),
            doc);
        QCOMPARE(doc.estimate().view<kv::VllmPool>()->kvTokens, 8192ull);
        MainWindow w(&doc, nullptr);
        QCOMPARE(w.banner()->headline(), QStringLiteral("vLLM will not start"));
        // The same plan without a machine (as `kvplanner-cli estimate` plans it) says the same.
        kv::Scenario none = doc.scenario();
        none.hardware = {};
        const kv::Estimate e = kv::plan(none);
        QCOMPARE(e.verdict, kv::Verdict::Unknown);
        QCOMPARE(kvapp::verdictWords(none, e).headline, QStringLiteral("vLLM will not start"));
        // With a pool that holds four requests it asks for a machine, as before.
        PlannerDocument roomy(kvtest::catalog());
        applyStartup(
            parseStartup(withProgram({QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                                      QStringLiteral("--runtime"), QStringLiteral("vllm"), QStringLiteral("--context"),
                                      QStringLiteral("20000"), QStringLiteral("--kv-pool-gib"), QStringLiteral("10")})),
            roomy);
        MainWindow w2(&roomy, nullptr);
        QVERIFY(w2.banner()->headline() != QStringLiteral("vLLM will not start"));
    }

    // kvplanner --model qwen3-8b --runtime koboldcpp --context 32768 --hardware rtx-4090
    void opensOnThePlan()
    {
        const QStringList args = {QStringLiteral("--model"),    QStringLiteral("qwen3-8b"),
                                  QStringLiteral("--runtime"),  QStringLiteral("koboldcpp"),
                                  QStringLiteral("--context"),  QStringLiteral("32768"),
                                  QStringLiteral("--hardware"), QStringLiteral("rtx-4090")};
        PlannerDocument doc(kvtest::catalog());
        applyStartup(parseStartup(withProgram(args)), doc);
        MainWindow w(&doc, nullptr);
        QCOMPARE(doc.scenario().model.id, std::string("qwen3-8b"));
        QCOMPARE(doc.scenario().runtime, kv::Runtime::KoboldCpp);
        QCOMPARE(doc.scenario().contextPerUser, 32768ull);
        QCOMPARE(doc.scenario().hardware.id, std::string("rtx-4090"));
        QVERIFY(!doc.isDirty()); // the starting point, not an edit
        QCOMPARE(doc.estimate(), kv::plan(doc.scenario()));

        // By hand (core/koboldcpp/koboldcpp.h): n_ctx = 32768 + 128 = 32896, padded to 256 -> 33024 cells, one
        // unified stream, f16 K and V; Qwen3 8B has 36 layers of 8 KV heads x 128:
        // 36 x 33024 x 2 x 8 x 128 x 2 bytes = 4,869,586,944 bytes = 4.535 GiB.
        QCOMPARE(doc.estimate().memory.kv, 4'869'586'944ull);
        QCOMPARE(w.banner()->tileValues().at(2), QStringLiteral("4.54 GiB"));

        // The CLI with the same options plans the same bytes.
        const Run cli = run(QStringLiteral(KV_CLI_PATH),
                            QStringList{QStringLiteral("estimate")} + args + QStringList{QStringLiteral("--json")});
        QCOMPARE(cli.status, 0);
        const auto j = nlohmann::json::parse(cli.out.toStdString());
        QCOMPARE(j.at("kv_bytes").get<uint64_t>(), doc.estimate().memory.kv);
        QCOMPARE(j.at("weights_bytes").get<uint64_t>(), doc.estimate().memory.weights);
        QCOMPARE(j.at("compute_bytes").get<uint64_t>(), doc.estimate().memory.compute);
        QCOMPARE(j.at("total_bytes").get<uint64_t>(), doc.estimate().memory.total());
    }

    // A runtime given without --weights takes its own default scheme, as in the CLI (core/defaults.h:
    // vLLM serves the checkpoint as published, BF16).
    void runtimeDefaults()
    {
        PlannerDocument doc(kvtest::catalog());
        applyStartup(parseStartup(withProgram({QStringLiteral("--model"), QStringLiteral("qwen3-8b"),
                                               QStringLiteral("--runtime"), QStringLiteral("vllm")})),
                     doc);
        QCOMPARE(doc.scenario().runtime, kv::Runtime::Vllm);
        QCOMPARE(doc.scenario().weights.id, std::string("BF16"));
        const QString machine = QString::fromStdString(doc.scenario().hardware.id);
        QVERIFY2(!doc.scenario().hardware.devices.empty(), qPrintable(machine)); // the window keeps a machine
    }

    void refusedLikeTheCli_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("reason"); // written out from the ranges in core/defaults.h etc.
        const QString m = QStringLiteral("--model"), q = QStringLiteral("qwen3-8b");
        QTest::addRow("context 0") << QStringList{m, q, QStringLiteral("--context"), QStringLiteral("0")}
                                   << QStringLiteral("--context needs a whole number from 1 to 4294967296, not “0”");
        QTest::addRow("users 65537") << QStringList{m, q, QStringLiteral("--users"), QStringLiteral("65537")}
                                     << QStringLiteral("--users needs a whole number from 1 to 65536, not “65537”");
        QTest::addRow("contextsize below koboldcpp's range")
            << QStringList{m,
                           q,
                           QStringLiteral("--runtime"),
                           QStringLiteral("koboldcpp"),
                           QStringLiteral("--contextsize"),
                           QStringLiteral("100")}
            << QStringLiteral("--contextsize needs a whole number from 256 to 262144, not “100”");
        QTest::addRow("koboldcpp option with llama.cpp")
            << QStringList{m, q, QStringLiteral("--contextsize"), QStringLiteral("4096")}
            << QStringLiteral("--contextsize is an option of --runtime koboldcpp; this plan runs llama.cpp");
        QTest::addRow("mlx option with llama.cpp")
            << QStringList{m, q, QStringLiteral("--kv-bits"), QStringLiteral("4")}
            << QStringLiteral("--kv-bits is an MLX option (mlx_lm.generate); it needs --runtime mlx");
        QTest::addRow("unknown runtime")
            << QStringList{m, q, QStringLiteral("--runtime"), QStringLiteral("nosuch")}
            << QStringLiteral(
                   "unknown runtime “nosuch” (llama.cpp, ollama, vllm, sglang, mlx, exllamav3, koboldcpp, ideal)");
        QTest::addRow("unknown model") << QStringList{m, QStringLiteral("no-such-model")}
                                       << QStringLiteral(
                                              "no model preset is called “no-such-model” (see “kvplanner-cli models”)");
        QTest::addRow("block size 0") << QStringList{m, q, QStringLiteral("--block-size"), QStringLiteral("0")}
                                      << QStringLiteral("--block-size needs a whole number from 1 to 4096, not “0”");
    }

    void refusedLikeTheCli()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, reason);
        QCOMPARE(windowFailure(args), reason);
        const Run cli = run(QStringLiteral(KV_CLI_PATH), QStringList{QStringLiteral("estimate")} + args);
        QCOMPARE(cli.status, 2);
        QCOMPARE(QString::fromUtf8(cli.err).trimmed(), QStringLiteral("kvplanner-cli: error: ") + reason);
    }

    // The program itself: refused before any window, on stderr, with the CLI's exit status.
    void programRefuses()
    {
        const Run app =
            run(QStringLiteral(KV_GUI_PATH),
                {QStringLiteral("--model"), QStringLiteral("qwen3-8b"), QStringLiteral("--context"),
                 QStringLiteral("0"), QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("x.png"))});
        QCOMPARE(app.status, 2);
        // The last line: Qt may warn about the environment (XDG_RUNTIME_DIR) before it.
        QCOMPARE(QString::fromUtf8(app.err).trimmed().section(QLatin1Char('\n'), -1),
                 QStringLiteral("kvplanner: error: --context needs a whole number from 1 to 4294967296, not “0”"));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("x.png"))));
    }
};

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
