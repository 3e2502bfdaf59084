// Error paths on purpose (issue "Quality gates", item 4): a full disk, an unwritable folder, corrupt
// settings, a missing translation, missing presets, a scenario from a future schemaVersion. Each gives a
// clear message and loses nothing.

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "../support/failure.h"
#include "errors.h"
#include "guitestutil.h"
#include "languagemanager.h"
#include "plannerdocument.h"
#include "settings.h"
#include "startup.h"

#include <sys/stat.h>

using namespace kvgui;

class TestErrorPaths : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        Settings::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
    }

    void fullDiskKeepsTheDevice()
    {
        // /dev/full accepts the open and fails every write: the save fails with the system's reason, the
        // document stays dirty, and /dev/full is still a device (a rename over it would have replaced it).
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full");
        PlannerDocument doc(kvtest::catalog());
        doc.setUsers(2);
        const auto error = kvtest::errorOf([&] { doc.save(QStringLiteral("/dev/full")); });
        QVERIFY(error.has_value());
        QVERIFY2(error->contains(QLatin1String("/dev/full")), qPrintable(*error));
        QVERIFY(doc.isDirty());
        struct stat st
        {
        };
        QCOMPARE(stat("/dev/full", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
    }

    void unwritableFolderLeavesNoFile()
    {
        PlannerDocument doc(kvtest::catalog());
        const QString path = m_dir.filePath(QStringLiteral("missing-folder/plan.kvplan"));
        const auto error = kvtest::errorOf([&] { doc.save(path); });
        QVERIFY(error.has_value());
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(doc.filePath().isEmpty());
    }

    void existingFileSurvivesAFailedSave()
    {
        // A scenario saved once, then a save that cannot complete: the old file is intact.
        PlannerDocument doc(kvtest::catalog());
        const QString path = m_dir.filePath(QStringLiteral("keep.kvplan"));
        QCOMPARE(kvtest::errorText([&] { doc.save(path); }), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        QVERIFY(QFile::setPermissions(m_dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        doc.setUsers(7);
        const bool root = geteuid() == 0; // root writes anyway: then the new content must be complete
        const auto error = kvtest::errorOf([&] { doc.save(path); });
        QVERIFY(QFile::setPermissions(m_dir.path(),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray after = f.readAll();
        if (root)
            QVERIFY(!error && after != before && after.trimmed().endsWith("}"));
        else
            QVERIFY(error && after == before);
    }

    void corruptSettingsStartClean()
    {
        Settings::set(settings::kLastFile, QString());
        Settings::set(settings::kLastScenario, QByteArray("{\"schemaVersion\": 1, \"model\": [garbage"));
        PlannerDocument doc(kvtest::catalog());
        const kv::Scenario before = doc.scenario();
        QVERIFY(!restoreLastSession(doc));
        QCOMPARE(doc.scenario(), before);
        QVERIFY(!doc.hasError());
        Settings::set(settings::kLastScenario, QByteArray());
    }

    void futureScenarioIsRefusedNotHalfRead()
    {
        const QString path = m_dir.filePath(QStringLiteral("future.kvplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schemaVersion\": 9, \"app\": \"kvplanner\", \"users\": 77}");
        f.close();
        PlannerDocument doc(kvtest::catalog());
        const kv::Scenario before = doc.scenario();
        const auto error = kvtest::errorOf([&] { doc.load(path); });
        QVERIFY(error.has_value());
        QVERIFY2(error->contains(QLatin1String("9")), qPrintable(*error));
        QCOMPARE(doc.scenario(), before);
    }

    void missingTranslationFallsBack()
    {
        // A language without an embedded translation: no crash, the interface stays readable (English),
        // and switching to a real language afterwards works.
        LanguageManager lm;
        QVERIFY(!LanguageManager::availableLanguages().contains(QStringLiteral("xx")));
        lm.setLanguage(QStringLiteral("xx"));
        QVERIFY(!QLocale().name().startsWith(QLatin1String("xx")));
        QVERIFY(lm.setLanguage(QStringLiteral("en")));
    }

    void missingPresetsAreReported()
    {
        try {
            (void)kv::loadCatalog("/nonexistent/presets");
            QFAIL("expected an InputError");
        } catch (const kv::InputError& e) {
            QCOMPARE(QString::fromStdString(e.code()), QStringLiteral("file-unreadable"));
        }
        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KVPLANNER_DATA_DIR"), QStringLiteral("/nonexistent"));
        cli.setProcessEnvironment(env);
        cli.start(QStringLiteral(KV_CLI_PATH), {QStringLiteral("models")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().startsWith("kvplanner-cli: error: "));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestErrorPaths)
#include "tst_errorpaths.moc"
