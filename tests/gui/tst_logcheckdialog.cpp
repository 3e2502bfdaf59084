// File → Check Against a Log…: the dialog shows every compared line of kv::checkLog, plans the logged
// run, and keeps what the log measured for this machine (through the dialog seam).

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include "calibration.h"
#include "dialogprovider.h"
#include "filecontroller.h"
#include "guitestutil.h"
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
