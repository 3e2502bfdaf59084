// The one table of plan options (app/common/planoptions.h) against what is written about it elsewhere:
// kvplanner-cli's man page names every option (and `machines`' own), and each row's range is the range the CLI
// enforces, written out here from core/defaults.h and the runtimes' own limits (not read back from the table). (The
// bash completion needs no check: it reads the option names from `kvplanner-cli CMD --help`.)

#include "groundtruth.h"
#include "planoptions.h"
#include "scenariojson.h"

#include <nlohmann/json.hpp>

#include <QCommandLineParser>
#include <QFile>
#include <QTest>

#include <algorithm>

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

    // Each option that names a scenario key sets that key: the plan with the option given, written as a scenario
    // file, differs there from the same plan without it. Values by hand where a row's range does not give one.
    void scenarioKeys()
    {
        const kv::Catalog cat = kvtest::presets();
        const std::vector<std::string> keys = kv::scenarioJsonKeys();
        const std::map<std::string, QString> values{{"flash-attn", "off"},
                                                    {"ollama-version", "0.24"},
                                                    {"tensor-split", "3,1"},
                                                    {"mamba-cache-dtype", "float32"},
                                                    {"mamba-ssm-cache-dtype", "float32"},
                                                    {"cache-mode", "Q4"},
                                                    {"weights-gib", "5"},
                                                    {"activation-peak-gib", "1"},
                                                    {"non-torch-gib", "1"},
                                                    {"kv-pool-gib", "4"},
                                                    {"gpu-memory-utilization", "0.8"},
                                                    {"mem-fraction-static", "0.7"},
                                                    {"kv-group-size", "32"},
                                                    {"kv-bits", "4"},
                                                    {"cache-size", "8192"},
                                                    {"gpulayers", "20"},
                                                    {"n-gpu-layers", "20"},
                                                    {"paged-block", "16"},
                                                    {"kivi-bits", "2"},
                                                    {"sliding-window", "1024"},
                                                    {"ctx-size", "8192"}};
        int checked = 0;
        for (const kvapp::ScenarioOption& o : kvapp::scenarioOptions()) {
            if (!o.scenarioKey)
                continue;
            const std::string key = o.scenarioKey;
            QVERIFY2(std::find(keys.begin(), keys.end(), key) != keys.end(), o.name);
            const QString runtime =
                QString::fromLatin1(kv::runtimeId(o.runtime.value_or(kv::Runtime::LlamaCpp)).data());
            const QStringList base{QStringLiteral("kvplanner-cli"), QStringLiteral("--model"),
                                   QStringLiteral("qwen3-next-80b-a3b"), QStringLiteral("--runtime"), runtime};
            QStringList with = base;
            with << QLatin1String("--") + QLatin1String(o.name);
            if (o.valueName) {
                const auto v = values.find(o.name);
                with << (v != values.end()
                             ? v->second
                             : QString::number(o.range.min > 0 ? std::min(o.range.min * 2, o.range.max) : uint64_t(1)));
            }
            auto planned = [&](const QStringList& args) {
                QCommandLineParser p;
                kvapp::addScenarioOptions(p);
                if (!p.parse(args))
                    qFatal("%s: %s", o.name, qPrintable(p.errorText()));
                return kv::scenarioToJson(kvapp::scenarioFromOptions(p, cat));
            };
            const std::string section = key.substr(0, key.find('.'));
            const std::string field = key.substr(key.find('.') + 1);
            const nlohmann::json before = planned(base), after = planned(with);
            if (std::string_view(o.name) == "flashattention") // KoboldCpp's default already: the switch keeps it on
                QVERIFY(after.at(section).at(field) == nlohmann::json(true));
            else
                QVERIFY2(after.at(section).at(field) != before.at(section).at(field), o.name);
            ++checked;
        }
        QVERIFY(checked >= 50);
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
