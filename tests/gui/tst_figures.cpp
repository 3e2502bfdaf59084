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

    void runtimeRows()
    {
        // MLX on a Mac mini M4 Pro 48 GB: nothing set aside at load, the cache fills as tokens arrive; the band and
        // the GPU working-set limit (75% of 48 GiB = 36 GiB, by hand) have their own rows.
        PlannerDocument doc(kvtest::catalog());
        doc.setModelById(QStringLiteral("gemma-3-27b"));
        doc.setRuntime(kv::Runtime::Mlx);
        doc.setContextPerUser(32768);
        MachineChoice m;
        m.presetId = QStringLiteral("mac-mini-m4-pro-48gb");
        doc.setMachine(m);
        MainWindow w(&doc, nullptr);
        const kv::Estimate e = kv::plan(doc.scenario());
        QCOMPARE(doc.scenario().weights.id, std::string("mlx-4bit")); // switching to MLX leaves GGUF behind
        const QString mem = w.results()->memoryText();
        QCOMPARE(rowValue(mem, QStringLiteral("Cache set aside at load")), kvapp::formatBytes(0));
        QCOMPARE(rowValue(mem, QStringLiteral("Cache the users fill")), kvapp::formatBytes(e.memory.kv));
        QCOMPARE(rowValue(mem, QStringLiteral("Memory band")), QStringLiteral("fits"));
        QCOMPARE(rowValue(mem, QStringLiteral("GPU working-set limit")), QStringLiteral("36.0 GiB"));

        // SGLang on a 4090: the whole static fraction is reserved; its pool is what the BF16 weights leave.
        doc.setModelById(QStringLiteral("llama-3.1-8b"));
        doc.setRuntime(kv::Runtime::SGLang);
        doc.setContextPerUser(8192);
        m.presetId = QStringLiteral("rtx-4090");
        doc.setMachine(m);
        const kv::Estimate s = kv::plan(doc.scenario());
        QVERIFY(s.sglang.has_value());
        const QString sg = w.results()->memoryText();
        QCOMPARE(rowValue(sg, QStringLiteral("SGLang reserves")), kvapp::formatBytes(s.sglang->reservedBytes));
        QCOMPARE(rowValue(sg, QStringLiteral("Cache set aside at load")), kvapp::formatBytes(s.sglang->kvPoolBytes));
        QCOMPARE(rowValue(sg, QStringLiteral("Cache the users fill")),
                 kvapp::formatBytes(uint64_t(8192) * 131072)); // 32 layers x 2048 values x 2 bytes per token
    }
};

QTEST_MAIN(TestFigures)
#include "tst_figures.moc"
