// File → Check Against a Log…: the dialog shows every compared line of kv::checkLog, plans the logged
// run, and keeps what the log measured for this machine (through the dialog seam).

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "calibration.h"
#include "dialogprovider.h"
#include "filecontroller.h"
#include "guitestutil.h"
#include "languagemanager.h"
#include "logcheckdialog.h"

#include <nlohmann/json.hpp>

using namespace kvgui;

namespace {

QString logFixture(const char* name)
{
    return QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/") + QString::fromLatin1(name);
}

} // namespace

class TestLogCheckDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { DialogProvider::setTestMode(true), DialogProvider::reset(); }

    void linesMatchTheCore()
    {
        PlannerDocument doc(kvtest::catalog());
        LogCheckDialog dialog(&doc, logFixture("llamacpp-gptoss20b-131k.log"));
        QAbstractItemModelTester tester(dialog.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(dialog.check().problem.empty());
        QCOMPARE(dialog.model()->rowCount(), static_cast<int>(dialog.check().lines.size()));
        // "llama_kv_cache: size = 3072.00 MiB (131072 cells, 12 layers ...)": the non-SWA cache matches.
        bool found = false;
        for (int r = 0; r < dialog.model()->rowCount(); ++r) {
            if (dialog.model()->index(r, 0).data().toString() != QLatin1String("kv.non_swa"))
                continue;
            found = true;
            QCOMPARE(dialog.model()->index(r, 1).data().toString(), QStringLiteral("3072.00 MiB"));
            QCOMPARE(dialog.model()->index(r, 2).data().toString(), QStringLiteral("3072.00 MiB"));
            QCOMPARE(dialog.model()->index(r, 3).data().toString(), QStringLiteral("0"));
        }
        QVERIFY(found);
    }

    void assumptionsShown()
    {
        // Every buffer of the AMX log is in main memory (CPU_Mapped, AMX, then the CPU's output, KV and compute
        // buffers): the dialog says the run was planned on the CPU.
        PlannerDocument doc(kvtest::catalog());
        LogCheckDialog dialog(&doc, logFixture("variant-cpu-llama8b-shape-q4_0-amx.log"));
        QVERIFY(dialog.check().problem.empty());
        const QString text = dialog.assumptionsText();
        QVERIFY2(text.contains(QStringLiteral("(CPU_Mapped, AMX, CPU): planned as a CPU run")), qPrintable(text));
        const auto* label = dialog.findChild<QLabel*>(QStringLiteral("assumptions"));
        QVERIFY(label);
        QCOMPARE(label->text(), text);
    }

    void planThisRun()
    {
        PlannerDocument doc(kvtest::catalog());
        LogCheckDialog dialog(&doc, logFixture("llamacpp-gptoss20b-131k.log"));
        dialog.planThisRun();
        QCOMPARE(doc.scenario(), dialog.check().rebuilt->scenario);
        QVERIFY(doc.undoStack()->canUndo());
        // The plan's KV cache is what the log allocated: 3072.00 + 18.00 MiB.
        QCOMPARE(doc.estimate().memory.kv, uint64_t(3090) << 20);
    }

    void useMeasurementsSavesAProfile()
    {
        QTemporaryDir dir;
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc);
        const uint64_t before = doc.estimate().memory.compute;
        LogCheckDialog dialog(&doc, logFixture("llamacpp-gptoss20b-131k.log"));
        const QString file = dir.filePath(QStringLiteral("box.json"));
        DialogProvider::setNextFileName(file);
        dialog.useMeasurements();
        const double scale = *kv::calibrationFromCheck(dialog.check()).computeScale;
        QCOMPARE(doc.scenario().computeScale, scale);
        QVERIFY(std::abs(static_cast<double>(doc.estimate().memory.compute) - before * scale) <= 4);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const kv::MachineProfile saved = kv::profileFromJson(nlohmann::json::parse(f.readAll().toStdString()));
        QCOMPARE(*saved.computeScale, scale);
        QCOMPARE(saved.name, std::string("box"));
    }

    void promptSpeedAgainstThePlannedMachine()
    {
        // The planned machine is the one that ran tests/data/logs/llamacpp-cpu-prompt-1024.log, described with
        // its peak (1 TFLOPS) and bandwidth (50 GB/s): the dialog sets the logged 221.96 tokens/s beside the
        // bound worked out by hand in tst_prefillcheck (993.25 tokens/s), 22.3 %, and keeps it for the machine.
        PlannerDocument doc(kvtest::catalog());
        kv::Scenario s = doc.scenario();
        s.hardware = {};
        s.hardware.name = "test CPU";
        kv::Device ram;
        ram.name = "RAM";
        ram.kind = kv::DeviceKind::Ram;
        ram.capacityBytes = 16ull << 30;
        ram.bandwidthGBs = 50;
        ram.peakTflops = 1.0;
        s.hardware.devices.push_back(ram);
        doc.setScenario(s, QStringLiteral("machine"));
        LogCheckDialog dialog(&doc, logFixture("llamacpp-cpu-prompt-1024.log"));
        QVERIFY(dialog.check().problem.empty());
        int row = -1;
        for (int r = 0; r < dialog.model()->rowCount(); ++r)
            if (dialog.model()->index(r, 0).data().toString() == QLatin1String("prefill.1024"))
                row = r;
        QVERIFY(row >= 0);
        QCOMPARE(dialog.model()->index(row, 1).data().toString(), QStringLiteral("221.96 tok/s"));
        QCOMPARE(dialog.model()->index(row, 2).data().toString(), QStringLiteral("993.25 tok/s"));
        bool said = false;
        for (const QLabel* l : dialog.findChildren<QLabel*>())
            said = said || l->text().contains(QStringLiteral("longest prompt at 22.3 %"));
        QVERIFY(said);
        QTemporaryDir dir;
        DialogProvider::setNextFileName(dir.filePath(QStringLiteral("cpu.json")));
        dialog.useMeasurements();
        QVERIFY(std::fabs(doc.scenario().prefillEfficiency - 221.96 / 993.2521152932728) < 1e-6);
        if (const QString shots = qEnvironmentVariable("KV_SCREENSHOT_DIR"); !shots.isEmpty()) { // to look at
            LanguageManager languages;
            for (const QString& lang : {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("it")}) {
                languages.setLanguage(lang);
                LogCheckDialog shown(&doc, logFixture("llamacpp-cpu-prompt-1024.log"));
                shown.show();
                QTest::qWait(100);
                shown.grab().save(QStringLiteral("%1/logcheck-prompt-%2.png").arg(shots, lang));
            }
        }
    }

    void notALog()
    {
        PlannerDocument doc(kvtest::catalog());
        const kv::Scenario before = doc.scenario();
        LogCheckDialog dialog(&doc, logFixture("bad-not-a-log.txt"));
        QVERIFY(!dialog.check().problem.empty());
        QCOMPARE(dialog.model()->rowCount(), 0);
        dialog.planThisRun();
        QCOMPARE(doc.scenario(), before);
        LogCheckDialog missing(&doc, QStringLiteral("/nonexistent/server.log"));
        QCOMPARE(QString::fromStdString(missing.check().problem), QStringLiteral("file-unreadable"));
    }

    void unnamedExcerptShowsReported()
    {
        // Buffers only: the model stays unknown, the table still lists what the runtime reported.
        PlannerDocument doc(kvtest::catalog());
        LogCheckDialog dialog(&doc, logFixture("excerpt-unnamed-buffers.log"));
        QCOMPARE(QString::fromStdString(dialog.check().problem), QStringLiteral("log-model-unknown"));
        QCOMPARE(dialog.model()->rowCount(), 9);
    }

    void droppedLogOpensTheCheck()
    {
        PlannerDocument doc(kvtest::catalog());
        QWidget window;
        FileController files(&doc, &window);
        QVERIFY(FileController::isLogFile(QStringLiteral("server.log")));
        QVERIFY(!FileController::isLogFile(QStringLiteral("qwen.kvplan")));
        QVERIFY(files.openPath(logFixture("llamacpp-gptoss20b-131k.log")));
        QVERIFY(window.findChild<LogCheckDialog*>() != nullptr);
    }
};

QTEST_MAIN(TestLogCheckDialog)
#include "tst_logcheckdialog.moc"
