// The one table of plan options (app/common/planoptions.h) against what is written about it elsewhere:
// kvplanner-cli's man page names every option (and `machines`' own), and each row's range is the range the CLI
// enforces, written out here from core/defaults.h and the runtimes' own limits (not read back from the table). (The
// bash completion needs no check: it reads the option names from `kvplanner-cli CMD --help`.)

#include "planoptions.h"

#include <QFile>
#include <QTest>

class TestOptionTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void manPageNamesEveryOption_data()
    {
        QTest::addColumn<QString>("option");
        for (const kvapp::ScenarioOption& o : kvapp::scenarioOptions())
            QTest::newRow(o.name) << QString::fromLatin1(o.name);
        // `machines`' own options (app/cli/choosecmd.cpp), outside the table, and the money options it shares with
        // estimate.
        for (const char* name :
             {"max-gpus", "sort", "budget", "min-speed", "currency", "prices", "hours-per-day", "kwh-price"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void manPageNamesEveryOption()
    {
        QFETCH(QString, option);
        QFile f(QStringLiteral(KV_SOURCE_DIR "/packaging/man/kvplanner-cli.1"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString man = QString::fromUtf8(f.readAll()).replace(QLatin1String("\\-"), QLatin1String("-"));
        QVERIFY2(man.contains(QLatin1String("--") + option), qPrintable(option));
    }

    void ranges_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<qulonglong>("min");
        QTest::addColumn<qulonglong>("max");
        QTest::addRow("context") << "context" << 1ull << 4294967296ull;       // 2^32 tokens per user
        QTest::addRow("users") << "users" << 1ull << 65536ull;                // kMaxUsers
        QTest::addRow("ctx-size") << "ctx-size" << 0ull << 4294967296ull;     // 0 = the training context
        QTest::addRow("batch-size") << "batch-size" << 1ull << 1048576ull;    // 1 << 20, as the core's cap
        QTest::addRow("contextsize") << "contextsize" << 256ull << 262144ull; // koboldcpp.py check_range
        QTest::addRow("blasbatchsize") << "blasbatchsize" << 1ull << 4096ull;
        QTest::addRow("kv-bits") << "kv-bits" << 2ull << 8ull; // mlx_lm --kv-bits
        QTest::addRow("kv-group-size") << "kv-group-size" << 32ull << 128ull;
        QTest::addRow("cache-size") << "cache-size" << 256ull << 4294967296ull; // ExLlamaV3's page
        QTest::addRow("nodes") << "nodes" << 1ull << 64ull;
        QTest::addRow("gpus") << "gpus" << 1ull << 64ull;
        QTest::addRow("block-size") << "block-size" << 1ull << 4096ull;
    }

    void ranges()
    {
        QFETCH(QString, option);
        QFETCH(qulonglong, min);
        QFETCH(qulonglong, max);
        const kvapp::ScenarioOption* o = kvapp::findScenarioOption(option.toStdString());
        QVERIFY(o);
        QVERIFY(o->isCount());
        QCOMPARE(qulonglong(o->range.min), min);
        QCOMPARE(qulonglong(o->range.max), max);
    }

    // Whose flag each option is: the ones a runtime refuses elsewhere, by hand from their own docs.
    void runtimes()
    {
        auto runtimeOf = [](const char* n) { return kvapp::findScenarioOption(n)->runtime; };
        QCOMPARE(runtimeOf("contextsize"), std::optional(kv::Runtime::KoboldCpp));
        QCOMPARE(runtimeOf("quantkv"), std::optional(kv::Runtime::KoboldCpp));
        QCOMPARE(runtimeOf("cache-mode"), std::optional(kv::Runtime::ExLlamaV3));
        QCOMPARE(runtimeOf("mem-fraction-static"), std::optional(kv::Runtime::SGLang));
        QCOMPARE(runtimeOf("max-kv-size"), std::optional(kv::Runtime::Mlx));
        QCOMPARE(runtimeOf("max-model-len"), std::optional(kv::Runtime::Vllm));
        QCOMPARE(runtimeOf("ctx-size"), std::optional(kv::Runtime::LlamaCpp));
        QCOMPARE(runtimeOf("context"), std::optional<kv::Runtime>());
        QVERIFY(!kvapp::findScenarioOption("no-such-option"));
    }
};

QTEST_APPLESS_MAIN(TestOptionTable)
#include "tst_optiontable.moc"
