// `kvplanner --screenshot out.png` renders the window to a PNG of the asked size and exits.

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestScreenshot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rendersAPng()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("w.png"));
        QProcess app;
        app.start(QStringLiteral(KV_GUI_PATH),
                  {QStringLiteral("--model"), QStringLiteral("qwen3-32b"), QStringLiteral("--context"),
                   QStringLiteral("32768"), QStringLiteral("--screenshot"), out, QStringLiteral("--size"),
                   QStringLiteral("1200x720")});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 0);
        QImage image(out);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1200, 720));
    }

    void badOptionsFail()
    {
        QProcess app;
        app.start(QStringLiteral(KV_GUI_PATH), {QStringLiteral("--users"), QStringLiteral("zero"),
                                                QStringLiteral("--screenshot"), QStringLiteral("/dev/null")});
        QVERIFY(app.waitForFinished(60000));
        QVERIFY(app.exitCode() != 0);
        QVERIFY(app.readAllStandardError().contains("kvplanner:"));

        app.start(QStringLiteral(KV_GUI_PATH), {QStringLiteral("--model"), QStringLiteral("no-such-model"),
                                                QStringLiteral("--screenshot"), QStringLiteral("/dev/null")});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 2);
        QVERIFY(app.readAllStandardError().contains("no-such-model"));
    }
};

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
