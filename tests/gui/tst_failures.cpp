// One way to fail (issue 14 §3, app/common/apperror.h): a file that cannot be written and a file that
// cannot be read say the same one line, with the same exit status, from the CLI and from the window —
// its command line (stderr, exit status) and its dialogs (DialogProvider::lastError()).
//
// The paths are unwritable for root too: a folder under a plain file. The expected messages are
// written out from the translated strings they come from (app/common/atomicfile.cpp "Cannot write
// “%1”: %2", app/talk/talkscript.cpp "step %1: " + "“%1” must be a whole number from %2 to %3"), so
// a changed wording or a lost prefix fails here, not just a changed exit status.

#include "../support/failure.h"
#include "guitestutil.h"

#include "dialogprovider.h"
#include "filecontroller.h"
#include "mainwindow.h"
#include "reportdialog.h"
#include "settings.h"
#include "startup.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kvgui;

namespace {

struct Run
{
    int status = -1;
    QString err; // the last line of stderr (Qt may warn about XDG_RUNTIME_DIR before it)
    QString out;
};

Run run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(120000))
        return r;
    r.status = p.exitCode();
    r.err = QString::fromUtf8(p.readAllStandardError()).trimmed().section(QLatin1Char('\n'), -1);
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    return r;
}

const QStringList kPlan{QStringLiteral("--model"), QStringLiteral("qwen3-8b"), QStringLiteral("--hardware"),
                        QStringLiteral("rtx-4090")};

} // namespace

class TestFailures : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_plain; // a plain file: nothing can be written "inside" it, not even by root

    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString write(const QString& name, const QByteArray& bytes) const
    {
        QFile f(path(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write the test file %s", qPrintable(name));
        return f.fileName();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QLocale::setDefault(QLocale::c());
        Settings::useFile(path(QStringLiteral("settings.ini")));
        DialogProvider::setTestMode(true);
        m_plain = write(QStringLiteral("plain.txt"), "not a folder\n");
    }

    void init() { DialogProvider::reset(); }

    // kvplanner-cli report ... --out/--csv/--json-out/--png-charts BAD, and the report dialog's Save
    // PDF / CSV / JSON / chart images with the same path.
    void unwritableExport_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("wholeReason"); // the reason is kvplanner's own, not the system's
        QTest::addRow("pdf") << QStringLiteral("--out") << QStringLiteral("r.pdf") << false;
        QTest::addRow("csv") << QStringLiteral("--csv") << QStringLiteral("r.csv") << false;
        QTest::addRow("json") << QStringLiteral("--json-out") << QStringLiteral("r.json") << false;
        QTest::addRow("png") << QStringLiteral("--png-charts") << QStringLiteral("charts") << true;
    }

    void unwritableExport()
    {
        QFETCH(QString, option);
        QFETCH(QString, name);
        QFETCH(bool, wholeReason);
        const QString bad = m_plain + QLatin1Char('/') + name;
        const QString expected = QStringLiteral("Cannot write “%1”: ").arg(bad) +
                                 (wholeReason ? QStringLiteral("the folder cannot be created") : QString());

        // The CLI: one line on stderr, exit status 2, nothing at the path.
        QStringList args{QStringLiteral("report")};
        args << kPlan;
        if (option != QLatin1String("--out"))
            args << QStringLiteral("--out") << path(QStringLiteral("ok-%1.pdf").arg(name));
        args << option << bad;
        const Run cli = run(QStringLiteral(KV_CLI_PATH), args);
        QCOMPARE(cli.status, 2);
        QVERIFY2(cli.err.startsWith(QStringLiteral("kvplanner-cli: error: ") + expected), qPrintable(cli.err));
        if (wholeReason)
            QCOMPARE(cli.err, QStringLiteral("kvplanner-cli: error: ") + expected);
        QVERIFY(!QFileInfo::exists(bad));

        // The window: the report dialog's export shows the very same line.
        PlannerDocument doc(kvtest::catalog());
        applyStartup(parseStartup(QStringList{QStringLiteral("kvplanner")} + kPlan), doc);
        ReportDialog dialog(&doc);
        DialogProvider::setNextFileName(bad);
        const bool written = option == QLatin1String("--out")        ? dialog.savePdf()
                             : option == QLatin1String("--csv")      ? dialog.saveCsv()
                             : option == QLatin1String("--json-out") ? dialog.saveJson()
                                                                     : dialog.saveCharts();
        QVERIFY(!written);
        QCOMPARE(QStringLiteral("kvplanner-cli: error: ") + DialogProvider::lastError(), cli.err);
        QVERIFY(!QFileInfo::exists(bad));
    }

    // A scenario that is not JSON: `kvplanner-cli estimate --scenario F` and `kvplanner --scenario F`
    // refuse it with one reason and exit status 2; opened as the window's FILE or from File → Open,
    // the window's own sentence is on stderr and in the dialog alike.
    void malformedScenario()
    {
        const QString file = write(QStringLiteral("broken.kvplan"), "{ \"schemaVersion\": 1, \"model\": ");
        const QString shot = path(QStringLiteral("never.png"));

        const Run cli =
            run(QStringLiteral(KV_CLI_PATH), {QStringLiteral("estimate"), QStringLiteral("--scenario"), file});
        QCOMPARE(cli.status, 2);
        QVERIFY2(cli.err.startsWith(QStringLiteral("kvplanner-cli: error: ")), qPrintable(cli.err));
        QVERIFY2(cli.err.contains(QStringLiteral("broken.kvplan")), qPrintable(cli.err));
        const QString reason = cli.err.mid(QStringLiteral("kvplanner-cli: error: ").size());

        const Run option = run(QStringLiteral(KV_GUI_PATH),
                               {QStringLiteral("--scenario"), file, QStringLiteral("--screenshot"), shot});
        QCOMPARE(option.status, 2);
        QCOMPARE(option.err, QStringLiteral("kvplanner: error: ") + reason);
        QVERIFY(!QFileInfo::exists(shot));

        // FILE: the sentence of File → Open ("“broken.kvplan” is not a scenario kvplanner can open: ...").
        const Run positional = run(QStringLiteral(KV_GUI_PATH), {file, QStringLiteral("--screenshot"), shot});
        QCOMPARE(positional.status, 2);
        PlannerDocument doc(kvtest::catalog());
        MainWindow window(&doc, nullptr);
        QVERIFY(!window.files()->openPath(file));
        const QString shown = DialogProvider::lastError();
        QVERIFY2(shown.startsWith(QStringLiteral("“broken.kvplan” is not a scenario kvplanner can open: ")),
                 qPrintable(shown));
        QCOMPARE(positional.err, QStringLiteral("kvplanner: error: ") + shown);
        QVERIFY(!QFileInfo::exists(shot));
    }

    // A talk whose second step has a context of 0: `kvplanner-cli talk --talk-file F` and
    // `kvplanner --talk --talk-file F` say the same line, exit status 2.
    void malformedTalkScript()
    {
        const QString file = write(QStringLiteral("bad-talk.json"),
                                   R"({ "steps": [ { "kind": "growth" },
                                                   { "kind": "users", "scenario": { "context": 0 } } ] })");
        const QString expected =
            file + QStringLiteral(": step 2: “context” must be a whole number from 1 to 4294967296");
        const QString pdf = path(QStringLiteral("never.pdf")), shot = path(QStringLiteral("never-talk.png"));

        QStringList args{QStringLiteral("talk"), QStringLiteral("--out"), pdf, QStringLiteral("--talk-file"), file};
        args << kPlan;
        const Run cli = run(QStringLiteral(KV_CLI_PATH), args);
        QCOMPARE(cli.status, 2);
        QCOMPARE(cli.err, QStringLiteral("kvplanner-cli: error: ") + expected);
        QVERIFY(!QFileInfo::exists(pdf));

        const Run window = run(QStringLiteral(KV_GUI_PATH), {QStringLiteral("--talk"), QStringLiteral("--talk-file"),
                                                             file, QStringLiteral("--screenshot"), shot});
        QCOMPARE(window.status, 2);
        QCOMPARE(window.err, QStringLiteral("kvplanner: error: ") + expected);
        QVERIFY(!QFileInfo::exists(shot));
    }

    // The window's screenshots (plain and talk) that cannot be written: exit status 1, one line.
    void unwritableScreenshot_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("window") << QStringList{};
        QTest::addRow("talk") << QStringList{QStringLiteral("--talk")};
    }

    void unwritableScreenshot()
    {
        QFETCH(QStringList, args);
        const QString bad = m_plain + QStringLiteral("/shot.png");
        const Run r = run(QStringLiteral(KV_GUI_PATH), args + QStringList{QStringLiteral("--screenshot"), bad});
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err, QStringLiteral("kvplanner: error: cannot write the screenshot “%1”").arg(bad));
    }
};

QTEST_MAIN(TestFailures)
#include "tst_failures.moc"
