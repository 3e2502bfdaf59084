// Finding a model by what people type (issue 34 §2): each query below is what someone copies from the
// README, from `ollama list` or from a Hugging Face page, and the preset a person would expect it to find;
// the second column lists presets it must not find (a sibling of another generation or size).
// Expected ids are written by hand from the model names, never taken from the search's own output.

#include "catalog.h"
#include "modelsearch.h"

#include <QTest>

namespace {

QStringList found(const kv::Catalog& catalog, const QString& query)
{
    QStringList out;
    for (const kv::ModelSpec& m : catalog.models)
        if (kvapp::matchesModelSearch(kvapp::modelSearchNames(m), query))
            out << QString::fromStdString(m.id);
    return out;
}

} // namespace

class TestModelSearch : public QObject
{
    Q_OBJECT

private:
    kv::Catalog m_catalog;

private Q_SLOTS:
    void initTestCase() { m_catalog = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets"); }

    void keys()
    {
        QCOMPARE(kvapp::searchKey(QStringLiteral("Llama-3.1 8B")), QStringLiteral("llama318b"));
        QCOMPARE(kvapp::searchKey(QStringLiteral("qwen3:30b-a3b")), QStringLiteral("qwen330ba3b"));
        QCOMPARE(kvapp::searchKey(QStringLiteral("Qwen/Qwen3_32B")), QStringLiteral("qwenqwen332b"));
    }

    void finds_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("notIds");
        const QStringList none;
        // Preset ids and display names, as the CLI and the window show them.
        QTest::addRow("preset id") << "gemma-3-27b"
                                   << "gemma-3-27b" << QStringList{"gemma-2-27b", "gemma-3-12b"};
        QTest::addRow("display name") << "Gemma 3 27B"
                                      << "gemma-3-27b" << QStringList{"gemma-2-27b"};
        QTest::addRow("name in lower case, no spaces") << "gemma327b"
                                                       << "gemma-3-27b" << none;
        QTest::addRow("family") << "gpt-oss"
                                << "gpt-oss-120b" << QStringList{"seed-oss-36b"};
        QTest::addRow("family with a space") << "gpt oss"
                                             << "gpt-oss-20b" << none;
        QTest::addRow("name with a space")
            << "llama3.1 8b"
            << "llama-3.1-8b" << QStringList{"llama-3.1-70b", "llama-3.1-405b", "llama-3.2-1b"};
        QTest::addRow("upper case, underscores") << "QWEN3_8B"
                                                 << "qwen3-8b" << QStringList{"qwen3.5-9b"};
        // Ollama tags: family:size.
        QTest::addRow("ollama qwen3:30b-a3b") << "qwen3:30b-a3b"
                                              << "qwen3-30b-a3b" << QStringList{"qwen3-coder-30b-a3b"};
        QTest::addRow("ollama gemma3:27b") << "gemma3:27b"
                                           << "gemma-3-27b" << QStringList{"gemma-2-27b"};
        QTest::addRow("ollama gpt-oss:20b") << "gpt-oss:20b"
                                            << "gpt-oss-20b" << QStringList{"gpt-oss-120b"};
        QTest::addRow("ollama llama3.1:8b") << "llama3.1:8b"
                                            << "llama-3.1-8b" << QStringList{"llama-3.1-70b", "llama-3.2-1b"};
        QTest::addRow("ollama gemma3:1b is not the 12B") << "gemma3:1b"
                                                         << "gemma-3-1b" << QStringList{"gemma-3-12b"};
        QTest::addRow("ollama qwen3:32b is not qwen2.5") << "qwen3:32b"
                                                         << "qwen3-32b" << QStringList{"qwen2.5-32b"};
        QTest::addRow("ollama tag with a quantisation")
            << "qwen3:30b-a3b-instruct-2507-q4_K_M"
            << "qwen3-30b-a3b-instruct-2507" << QStringList{"qwen3-30b-a3b"};
        QTest::addRow("ollama llama3.1:8b-instruct-q8_0") << "llama3.1:8b-instruct-q8_0"
                                                          << "llama-3.1-8b" << none;
        QTest::addRow("ollama phi3.5 (an alias)") << "phi3.5:3.8b"
                                                  << "phi-3.5-mini" << QStringList{"phi-4-mini"};
        QTest::addRow("ollama granite4:small-h (an alias)")
            << "granite4:small-h"
            << "granite-4.0-h-small" << QStringList{"granite-4.0-h-tiny"};
        QTest::addRow("ollama deepseek-v2:16b (an alias)") << "deepseek-v2:16b"
                                                           << "deepseek-v2-lite" << QStringList{"deepseek-v3"};
        QTest::addRow("ollama llama4:16x17b (an alias)")
            << "llama4:16x17b"
            << "llama-4-scout-17b-16e" << QStringList{"llama-4-maverick-17b-128e"};
        // Hugging Face repos, with and without the organisation.
        QTest::addRow("hf Qwen/Qwen3-32B") << "Qwen/Qwen3-32B"
                                           << "qwen3-32b" << QStringList{"qwen2.5-32b"};
        QTest::addRow("hf google/gemma-3-27b-it") << "google/gemma-3-27b-it"
                                                  << "gemma-3-27b" << QStringList{"gemma-3-12b", "gemma-2-27b"};
        QTest::addRow("hf repo without its org") << "gemma-3-27b-it"
                                                 << "gemma-3-27b" << none;
        QTest::addRow("hf instruct repo") << "meta-llama/Llama-3.1-8B-Instruct"
                                          << "llama-3.1-8b" << QStringList{"llama-3.1-70b"};
        QTest::addRow("hf GGUF repo of another org") << "unsloth/gpt-oss-20b-GGUF"
                                                     << "gpt-oss-20b" << QStringList{"gpt-oss-120b"};
        QTest::addRow("hf AWQ repo") << "Qwen/Qwen2.5-7B-Instruct-AWQ"
                                     << "qwen2.5-7b" << QStringList{"qwen3-8b"};
        QTest::addRow("hf MLX repo") << "mlx-community/Qwen3-8B-4bit"
                                     << "qwen3-8b" << none;
        QTest::addRow("hf repo whose name differs from the preset's") << "ai21labs/AI21-Jamba-1.5-Mini"
                                                                      << "jamba-1.5-mini" << none;
    }

    void finds()
    {
        QFETCH(QString, query);
        QFETCH(QString, id);
        QFETCH(QStringList, notIds);
        const QStringList hits = found(m_catalog, query);
        QVERIFY2(hits.contains(id), qPrintable(query + QStringLiteral(" -> ") + hits.join(u' ')));
        for (const QString& other : notIds) {
            QVERIFY2(m_catalog.findModel(other.toStdString()), qPrintable(other)); // a real preset
            QVERIFY2(!hits.contains(other), qPrintable(query + QStringLiteral(" also found ") + other));
        }
    }

    void findsNothing_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addRow("a model kvplanner has no preset for") << "llama3:8b";
        QTest::addRow("gibberish") << "zzqx";
        QTest::addRow("a size no preset has") << "qwen3:7b";
        QTest::addRow("a quantisation alone is not dropped") << "q4_K_M";
    }

    void findsNothing()
    {
        QFETCH(QString, query);
        QCOMPARE(found(m_catalog, query), QStringList());
    }

    void emptyQueryFindsEverything()
    {
        QCOMPARE(found(m_catalog, QString()).size(), qsizetype(m_catalog.models.size()));
        QCOMPARE(found(m_catalog, QStringLiteral(" - ")).size(), qsizetype(m_catalog.models.size()));
    }

    // Every alias in the presets finds its own preset (a typo in the data would find nothing or another).
    void everyAliasFindsItsPreset()
    {
        for (const kv::ModelSpec& m : m_catalog.models)
            for (const std::string& a : m.aliases)
                QVERIFY2(found(m_catalog, QString::fromStdString(a)).contains(QString::fromStdString(m.id)), a.c_str());
    }
};

QTEST_APPLESS_MAIN(TestModelSearch)
#include "tst_modelsearch.moc"
