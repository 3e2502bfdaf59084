// Every figure the banner and the results panel show is the core's value for THAT figure (issue 14
// §5): swapping the total and the KV cache, or summing RAM into the GPU pool, fails here. The usable
// memory is checked against the machine's own arithmetic (capacity minus reserves over the GPU pool),
// written out, not against the core's pool sums.

#include "guitestutil.h"

#include "dialogprovider.h"
#include "mainwindow.h"
#include "resultspanel.h"
#include "settings.h"
#include "verdictbanner.h"

#include "estimator.h"
#include "format.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kvgui;

namespace {

QString rowValue(const QString& table, const QString& label)
{
    for (const QString& line : table.split(QLatin1Char('\n')))
        if (line.section(QLatin1Char('\t'), 0, 0).trimmed() == label)
            return line.section(QLatin1Char('\t'), 1).trimmed();
    return QStringLiteral("(no row %1)").arg(label);
}

} // namespace

class TestFigures : public QObject
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

    void bannerAndResults_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<qulonglong>("context");
        QTest::addColumn<QString>("usable"); // by hand
        // RTX 4090: 24 GiB - 400 MiB driver - 512 MiB display = 23664 MiB = 23.1 GiB (RAM not counted).
        QTest::addRow("qwen3-32b on a 4090 + 64 GB") << "qwen3-32b"
                                                     << "rtx-4090" << 1 << 32768ull << "23.1 GiB";
        // Two: 2 x 24576 - 2 x 400 - 512 = 47840 MiB = 46.7 GiB.
        QTest::addRow("qwen3-32b on two 4090s") << "qwen3-32b"
                                                << "rtx-4090" << 2 << 32768ull << "46.7 GiB";
        // Mac mini M4 Pro 48 GB: the GPU may use 75% = 36 GiB (below 48 - 3 GiB OS).
        QTest::addRow("gemma on a 48 GB mac") << "gemma-3-27b"
                                              << "mac-mini-m4-pro-48gb" << 1 << 32768ull << "36.0 GiB";
        // A CPU-only NAS with 32 GB: 32 - 3 GiB OS = 29 GiB.
        QTest::addRow("qwen3-8b on a NAS") << "qwen3-8b"
                                           << "zimacube-pro-32gb" << 1 << 8192ull << "29.0 GiB";
    }

    void bannerAndResults()
    {
        QFETCH(QString, model);
        QFETCH(QString, hardware);
        QFETCH(int, gpus);
        QFETCH(qulonglong, context);
        QFETCH(QString, usable);
        PlannerDocument doc(kvtest::catalog());
        doc.setModelById(model);
        doc.setWeightScheme(QStringLiteral("Q4_K_M"));
        doc.setContextPerUser(context);
        MachineChoice m;
        m.presetId = hardware;
        m.gpus = uint32_t(gpus);
        m.ramBytes = 64ull << 30;
        doc.setMachine(m);
        MainWindow w(&doc, nullptr);
        const kv::Estimate e = kv::plan(doc.scenario());
        QCOMPARE(doc.estimate(), e);

        const QStringList tiles = w.banner()->tileValues();
        QCOMPARE(tiles[0], kvapp::formatBytes(e.memory.total()));
        QCOMPARE(tiles[1], usable);
        QCOMPARE(tiles[2], kvapp::formatBytes(e.memory.kv));
        QVERIFY(tiles[0] != tiles[2]);

        const QString mem = w.results()->memoryText();
        QCOMPARE(rowValue(mem, QStringLiteral("Weights")), kvapp::formatBytes(e.memory.weights));
        QCOMPARE(rowValue(mem, QStringLiteral("KV cache")), kvapp::formatBytes(e.memory.kv));
        QCOMPARE(rowValue(mem, QStringLiteral("Compute & overhead")),
                 kvapp::formatBytes(e.memory.compute + e.memory.other));
        QCOMPARE(rowValue(mem, QStringLiteral("Total")), kvapp::formatBytes(e.memory.total()));
    }
};

QTEST_MAIN(TestFigures)
#include "tst_figures.moc"
