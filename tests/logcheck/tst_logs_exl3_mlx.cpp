// The log check for TabbyAPI / ExLlamaV3 and mlx-lm. The mlx-lm fixtures are verbatim output quoted in public
// pull requests, the TabbyAPI ones are built from its source's format strings (tests/data/logs/README.md). Every
// expected figure is worked out by hand in the comments from the log's text and the runtimes' rules.

#include <QProcess>
#include <QTest>

#include "checkjson.h"
#include "errors.h"
#include "estimator.h"
#include "logcheck.h"
#include "logdialects.h"
#include "logfixtures.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using kv::CheckMatch;

namespace {

// Llama 3.1 8B in mlx-community's 4-bit: every Linear and Embedding at 4 + 2 x 16 / 64 = 4.5 bits (the preset's
// parameter counts: embedding 525336576, attention 1342177280, FFN 5637144576, output 525336576 = 8029995008),
// the norms (266240) at 16 bits: 8029995008 x 4.5 / 8 + 266240 x 2 = 4516872192 + 532480 bytes.
constexpr double kLlama8bMlx4bitWeights = 4517404672.0;
// One cell over the 32 layers: 8 KV heads x (128 + 128) values x 2 bytes x 32 = 131072 bytes.
constexpr double kLlama8bCellBytes = 131072.0;

const kv::CheckLine* lineOf(const std::vector<kv::CheckLine>& lines, const std::string& item)
{
    for (const kv::CheckLine& l : lines)
        if (l.item == item)
            return &l;
    return nullptr;
}

bool hasAssumption(const kv::RebuiltScenario& r, const std::string& code)
{
    return std::any_of(r.assumptions.begin(), r.assumptions.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

} // namespace

class TestLogsExl3Mlx : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dialectIds();
    void mlxExtracted();
    void mlxShortPromptBound();
    void mlxLongPromptBound();
    void mlxBoundEdges_data();
    void mlxBoundEdges();
    void mlxWithoutModel();
    void mlxTruncated();
    void exl3Defaults();
    void exl3QuantisedLimited();
    void exl3OlderRounding();
    void exl3DefaultCacheNotWholePages();
    void exl3NoSizes();
    void exl3SchemeFromDirectory_data();
    void exl3SchemeFromDirectory();
    void noisyEqualsClean_data();
    void noisyEqualsClean();
    void everyPrefixParses();
    void otherLogsUnchanged();
    void json();
    void cli();
};

void TestLogsExl3Mlx::dialectIds()
{
    QCOMPARE(kv::dialectId(kv::LogDialect::ExLlamaV3), kv::runtimeId(kv::Runtime::ExLlamaV3));
    QCOMPARE(kv::dialectId(kv::LogDialect::Mlx), kv::runtimeId(kv::Runtime::Mlx));
    QCOMPARE(kv::dialectId(kv::LogDialect::Mlx), std::string_view("mlx"));
    QCOMPARE(kv::checkMatchId(CheckMatch::WithinBound), std::string_view("within-bound"));
}

void TestLogsExl3Mlx::mlxExtracted()
{
    // ml-explore/mlx-examples#1122: "Prompt: 1929 tokens, 775.695 tokens-per-sec" ... "Peak memory: 5.197 GB"
    const kv::RuntimeLog log = kv::parseRuntimeLog(kvtest::fixture("mlx-generate-llama31-8b-1929.log"));
    QCOMPARE(log.dialect, kv::LogDialect::Mlx);
    QCOMPARE(log.recognised, uint64_t(4));
    QCOMPARE(log.model.file, std::string("mlx-community/Meta-Llama-3.1-8B-Instruct-4bit"));
    QCOMPARE(log.mlx.tool, std::string("mlx_lm.generate"));
    QCOMPARE(*log.mlx.promptTokens, uint64_t(1929));
    QCOMPARE(*log.mlx.generationTokens, uint64_t(256));
    QCOMPARE(log.mlx.promptTps->value, 775.695);
    QCOMPARE(log.mlx.generationTps->value, 72.733);
    // GB are 10^9 bytes (mx.get_peak_memory() / 1e9), printed to 3 decimals: half a step is 0.0005 GB.
    QCOMPARE(log.mlx.peakMemory->value, 5.197e9);
    QCOMPARE(log.mlx.peakMemory->halfStep, 0.0005e9);
    QVERIFY(!log.mlx.maxKvSize); // -m 256 is --max-tokens, not a cache flag nor the model
    QCOMPARE(kv::logProblem(log), std::string_view());
}

void TestLogsExl3Mlx::mlxShortPromptBound()
{
    const kvtest::Checked c = kvtest::check("mlx-generate-llama31-8b-1929.log");
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("llama-3.1-8b"));
    QCOMPARE(c.rebuilt.scenario.runtime, kv::Runtime::Mlx);
    QCOMPARE(c.rebuilt.scenario.weights.id, std::string("mlx-4bit"));
    // 1929 prompt + 256 generated = 2185 tokens held; the cache grows in steps of 256: 9 steps = 2304 cells.
    QCOMPARE(c.rebuilt.scenario.contextPerUser, uint64_t(2185));
    QCOMPARE(double(c.estimate.memory.weights), kLlama8bMlx4bitWeights);
    QCOMPARE(double(c.estimate.memory.kv), 2304 * kLlama8bCellBytes); // 301989888
    const kv::CheckLine* peak = c.line("mlx.peak_memory");
    QVERIFY(peak);
    // 4517404672 + 301989888 = 4819394560 bytes, 4.819 GB, under the printed 5.197 GB: 0.378 GB of activations.
    QCOMPARE(*peak->predicted, 4819394560.0);
    QCOMPARE(peak->match, CheckMatch::WithinBound);
    QCOMPARE(kvtest::reasonOf(peak), std::string("mlx-peak-is-bound"));
    QCOMPARE(peak->reason->args.at(0), std::string("0.378 GB"));
    COMPARE_MATCH(c, "kv.total", CheckMatch::NotInLog);
    QCOMPARE(kv::summarize(c.lines).withinBound, uint32_t(1));
}

void TestLogsExl3Mlx::mlxLongPromptBound()
{
    // ml-explore/mlx-examples#1081: 32188 + 892 = 33080 tokens -> ceil(33080 / 256) = 130 steps = 33280 cells:
    // 33280 x 131072 = 4362076160 bytes of KV; + 4517404672 = 8879480832 bytes (8.879 GB) under 11.496 GB.
    const kvtest::Checked c = kvtest::check("mlx-generate-llama31-8b-32k.log");
    QCOMPARE(double(c.estimate.memory.kv), 33280 * kLlama8bCellBytes);
    const kv::CheckLine* peak = c.line("mlx.peak_memory");
    QVERIFY(peak);
    QCOMPARE(*peak->predicted, 8879480832.0);
    QCOMPARE(peak->match, CheckMatch::WithinBound);
    QCOMPARE(peak->reason->args.at(0), std::string("2.617 GB")); // 11.496e9 - 8879480832 = 2616519168
}

void TestLogsExl3Mlx::mlxBoundEdges_data()
{
    QTest::addColumn<QString>("peak");
    QTest::addColumn<int>("match");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("arg");
    // The plan (4819394560 bytes, above) against peaks around it. The only slack below the plan is the print's
    // rounding: half its last digit (0.0005 GB for 3 decimals, 0.00005 GB for 4).
    QTest::addRow("at the printed digit") // 4.819e9 - 4819394560 = -394560, inside 500000
        << "4.819 GB" << int(CheckMatch::WithinBound) << "mlx-peak-is-bound"
        << "0.000 GB";
    QTest::addRow("one more digit, below") // -494560, outside 50000
        << "4.8189 GB" << int(CheckMatch::Differs) << "mlx-peak-below-plan"
        << "0.000 GB";
    QTest::addRow("below the plan") // 4819394560 - 4.8e9 = 19394560
        << "4.800 GB" << int(CheckMatch::Differs) << "mlx-peak-below-plan"
        << "0.019 GB";
    QTest::addRow("far above") // no upper tolerance: activations have no fixed size
        << "40.000 GB" << int(CheckMatch::WithinBound) << "mlx-peak-is-bound"
        << "35.181 GB";
}

void TestLogsExl3Mlx::mlxBoundEdges()
{
    QFETCH(QString, peak);
    QFETCH(int, match);
    QFETCH(QString, reason);
    QFETCH(QString, arg);
    const std::string text = "mlx_lm.generate --model mlx-community/Meta-Llama-3.1-8B-Instruct-4bit -m 256\n"
                             "Prompt: 1929 tokens, 775.695 tokens-per-sec\n"
                             "Generation: 256 tokens, 72.733 tokens-per-sec\n"
                             "Peak memory: " +
                             peak.toStdString() + "\n";
    const kv::LogCheck c = kv::checkLog(text, kvtest::catalog());
    QCOMPARE(c.problem, std::string());
    const kv::CheckLine* l = lineOf(c.lines, "mlx.peak_memory");
    QVERIFY(l);
    QCOMPARE(int(l->match), match);
    QCOMPARE(QString::fromStdString(kvtest::reasonOf(l)), reason);
    QCOMPARE(QString::fromStdString(l->reason->args.at(0)), arg);
}

void TestLogsExl3Mlx::mlxWithoutModel()
{
    // ml-explore/mlx-lm#40 quotes no command line: the peak is reported, nothing is predicted.
    const kv::LogCheck c = kv::checkLog(kvtest::fixture("mlx-generate-mistral7b-33k-nomodel.log"), kvtest::catalog());
    QCOMPARE(c.log.dialect, kv::LogDialect::Mlx);
    QCOMPARE(*c.log.mlx.promptTokens, uint64_t(33898));
    QVERIFY(!c.log.mlx.generationTokens);
    QCOMPARE(c.problem, std::string("log-model-unknown"));
    // The peak, and the prompt speed "Prompt: 33898 tokens, 869.279 tokens-per-sec" (issue 32), as reported.
    QCOMPARE(c.lines.size(), size_t(2));
    QCOMPARE(c.lines[0].item, std::string("mlx.peak_memory"));
    QCOMPARE(c.lines[0].logged->value, 9.111e9);
    QCOMPARE(c.lines[0].match, CheckMatch::NotPredicted);
    QCOMPARE(kvtest::reasonOf(&c.lines[0]), std::string("model-unknown"));
    QCOMPARE(c.lines[1].item, std::string("prefill.33898"));
    QCOMPARE(c.lines[1].logged->value, 869.279);
    QVERIFY(!c.lines[1].predicted);
}

void TestLogsExl3Mlx::mlxTruncated()
{
    // Cut inside the "Prompt:" line, before "Peak memory": the command line alone allocates nothing.
    const kv::RuntimeLog log = kv::parseRuntimeLog(kvtest::fixture("truncated-mlx-llama31-8b-no-peak.log"));
    QCOMPARE(log.dialect, kv::LogDialect::Mlx);
    QVERIFY(!log.mlx.promptTokens);
    QCOMPARE(kv::logProblem(log), std::string_view("log-no-allocations"));
}

void TestLogsExl3Mlx::exl3Defaults()
{
    const kvtest::Checked c = kvtest::check("exllamav3-qwen3-32b-defaults.log");
    QCOMPARE(c.log.dialect, kv::LogDialect::ExLlamaV3);
    const kv::LogExllamaV3& x = c.log.exllamav3;
    QCOMPARE(*x.maxSeqLen, uint64_t(40960));
    QCOMPARE(x.maxSeqLenFrom, std::string("model"));
    QCOMPARE(*x.cacheSize, uint64_t(40960));
    QVERIFY(x.cacheSizeDefaulted);
    QCOMPARE(x.modelDir, std::string("/home/user/tabbyAPI/models/Qwen3-32B-exl3_4.5bpw"));
    QCOMPARE(x.split, std::string("manual"));
    QVERIFY(x.loaded);
    QCOMPARE(kv::logProblem(c.log), std::string_view()); // no bytes, but sizes to check
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("qwen3-32b"));
    QCOMPARE(c.rebuilt.scenario.runtime, kv::Runtime::ExLlamaV3);
    QCOMPARE(c.rebuilt.scenario.weights.id, std::string("EXL3-4.5BPW"));
    QVERIFY(!c.rebuilt.scenario.exllamav3.cacheSize); // TabbyAPI defaulted it: kvplanner derives its own
    QVERIFY(hasAssumption(c.rebuilt, "log-exllamav3-cache-mode-default"));
    // No max_batch_size in the log: TabbyAPI's default for a model without per-slot state is 128 (model.py, e632af4).
    QVERIFY(hasAssumption(c.rebuilt, "log-exllamav3-batch-unknown"));
    QCOMPARE(c.rebuilt.scenario.exllamav3.maxBatchSize, std::optional<uint32_t>(128));
    // One job of 40960 tokens: kvplanner's cache_size = ceil(40960 / 256) x 256 = 40960, TabbyAPI's = max_seq_len.
    COMPARE_MATCH(c, "exllamav3.cache_size", CheckMatch::Exact);
    COMPARE_MATCH(c, "exllamav3.max_seq_len", CheckMatch::Exact);
    // FP16: 40960 tokens x 64 layers x 8 heads x 128 x 2 (K, V) x 2 bytes = 10737418240 bytes, not in the log.
    const kv::CheckLine* kv = c.line("kv.total");
    QVERIFY(kv);
    QCOMPARE(*kv->predicted, 10737418240.0);
    QCOMPARE(kv->match, CheckMatch::NotInLog);
    QCOMPARE(kvtest::reasonOf(kv), std::string("exllamav3-no-bytes-in-log"));
}

void TestLogsExl3Mlx::exl3QuantisedLimited()
{
    const kvtest::Checked c = kvtest::check("exllamav3-qwen3-32b-q4-limited.log");
    const kv::LogExllamaV3& x = c.log.exllamav3;
    QCOMPARE(x.cacheMode, std::string("Q4")); // from the pasted config.yml
    QCOMPARE(*x.maxBatchSize, uint64_t(2));
    QCOMPARE(*x.maxSeqLen, uint64_t(65536));
    QCOMPARE(*x.maxSeqLenLimit, uint64_t(32768));
    QCOMPARE(*x.cacheSize, uint64_t(32768)); // "# a multiple of 256" is a YAML comment
    const kv::ExLlamaV3Options& o = c.rebuilt.scenario.exllamav3;
    QCOMPARE(o.kBits, uint32_t(4));
    QCOMPARE(o.vBits, uint32_t(4));
    QCOMPARE(*o.maxBatchSize, uint32_t(2));
    QCOMPARE(*o.maxSeqLen, uint64_t(65536)); // as configured: kvplanner lowers it itself
    // TabbyAPI limits max_seq_len 65536 to cache_size 32768; so does kvplanner.
    COMPARE_MATCH(c, "exllamav3.max_seq_len", CheckMatch::Exact);
    QCOMPARE(*c.line("exllamav3.max_seq_len")->predicted, 32768.0);
    COMPARE_MATCH(c, "exllamav3.cache_size", CheckMatch::Exact);
    // Q4: a row of 1024 values = 1024 / 32 x 4 int32 words (512 bytes) + 1024 / 32 fp16 scales (64) = 576 bytes,
    // K and V: 1152 bytes per token and layer x 64 layers x 32768 tokens = 2415919104 bytes.
    QCOMPARE(*c.line("kv.total")->predicted, 2415919104.0);
}

void TestLogsExl3Mlx::exl3OlderRounding()
{
    // TabbyAPI's 2025 adjust_cache_size: 20000 is rounded up to 79 pages = 20224 tokens.
    const kvtest::Checked c = kvtest::check("exllamav3-2025-cache-rounded.log");
    const kv::LogExllamaV3& x = c.log.exllamav3;
    QCOMPARE(*x.cacheSize, uint64_t(20000));
    QCOMPARE(*x.cacheSizeRounded, uint64_t(20224));
    QCOMPARE(*x.maxSeqLen, uint64_t(16384));
    QCOMPARE(c.log.model.file, std::string("Qwen3-32B-exl3_4.5bpw")); // config.yml model_name
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("qwen3-32b"));
    QVERIFY(hasAssumption(c.rebuilt, "log-exllamav3-cache-rounded"));
    COMPARE_MATCH(c, "exllamav3.cache_size", CheckMatch::Exact);
    COMPARE_MATCH(c, "exllamav3.max_seq_len", CheckMatch::Exact);
    // FP16: 20224 x 64 layers x 4096 bytes = 5301600256 bytes.
    QCOMPARE(*c.line("kv.total")->predicted, 5301600256.0);
}

void TestLogsExl3Mlx::exl3DefaultCacheNotWholePages()
{
    // TabbyAPI defaults cache_size to max_seq_len even when that is not whole pages (30000 = 117.2 pages, which
    // exllamav3's page assertion then refuses); kvplanner's own default rounds up to 118 pages = 30208: the check
    // shows the difference instead of hiding it.
    const std::string text = "INFO:     Loading model: /models/Qwen3-32B-exl3_4.5bpw\n"
                             "INFO:     Using configured max_seq_len: 30000 tokens.\n"
                             "WARNING:  cache_size is undefined. Defaulting to 30000 tokens. You should ideally "
                             "configure cache_size explicitly.\n";
    const kv::LogCheck c = kv::checkLog(text, kvtest::catalog());
    QCOMPARE(c.problem, std::string());
    const kv::CheckLine* cache = lineOf(c.lines, "exllamav3.cache_size");
    QVERIFY(cache);
    QCOMPARE(*cache->predicted, 30208.0);
    QCOMPARE(cache->match, CheckMatch::Differs);
    QCOMPARE(kvtest::reasonOf(cache), std::string("exllamav3-cache-not-pages"));
    QCOMPARE(lineOf(c.lines, "exllamav3.max_seq_len")->match, CheckMatch::Exact);
}

void TestLogsExl3Mlx::exl3NoSizes()
{
    // A TabbyAPI log without max_seq_len or cache_size: recognised, and said to be so, not "not recognised".
    const kv::RuntimeLog log = kv::parseRuntimeLog(kvtest::fixture("exllamav3-no-sizes.log"));
    QCOMPARE(log.dialect, kv::LogDialect::ExLlamaV3);
    QCOMPARE(log.recognised, uint64_t(3));
    QCOMPARE(log.exllamav3.split, std::string("autosplit"));
    QCOMPARE(kv::logProblem(log), std::string_view("log-exllamav3-no-sizes"));
    QCOMPARE(kv::checkLog(kvtest::fixture("exllamav3-no-sizes.log"), kvtest::catalog()).problem,
             std::string("log-exllamav3-no-sizes"));
    // config.yml lines alone are not a log.
    QCOMPARE(kv::logProblem(kv::parseRuntimeLog("cache_mode: Q4\nmax_seq_len: 4096\n")),
             std::string_view("log-not-recognised"));
}

void TestLogsExl3Mlx::exl3SchemeFromDirectory_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("id"); // "" = none
    QTest::addColumn<double>("head");
    QTest::addRow("exl3_4.5bpw") << "/models/Qwen3-32B-exl3_4.5bpw"
                                 << "EXL3-4.5BPW" << 6.0;
    QTest::addRow("head bits") << "Qwen3.8-27B-exl3-SC_3.00bpw_H4-2-2-2"
                               << "EXL3-3.0BPW-H4" << 4.0; // exl3Scheme's spelling
    QTest::addRow("windows path") << "D:\\AI\\models\\Llama-3.1-8B-exl3-6.0bpw-h8"
                                  << "EXL3-6.0BPW-H8" << 8.0;
    QTest::addRow("no bpw") << "/models/Qwen3-32B-exl3"
                            << "" << 0.0;
    QTest::addRow("bpw without a figure") << "/models/bpw"
                                          << "" << 0.0;
}

void TestLogsExl3Mlx::exl3SchemeFromDirectory()
{
    QFETCH(QString, dir);
    QFETCH(QString, id);
    QFETCH(double, head);
    const auto w = kv::logcheck::exl3SchemeOfName(dir.toStdString());
    QCOMPARE(w.has_value(), !id.isEmpty());
    if (w) {
        QCOMPARE(QString::fromStdString(w->id), id);
        QCOMPARE(w->outputBits, head);
    }
}

void TestLogsExl3Mlx::noisyEqualsClean_data()
{
    QTest::addColumn<QString>("noisy");
    QTest::addColumn<QString>("clean");
    QTest::addRow("tabbyapi compose ansi crlf") << "noisy-exllamav3-qwen3-32b-compose-crlf.log"
                                                << "exllamav3-qwen3-32b-q4-limited.log";
    QTest::addRow("mlx ansi crlf") << "noisy-mlx-llama31-8b-ansi-crlf.log"
                                   << "mlx-generate-llama31-8b-1929.log";
}

void TestLogsExl3Mlx::noisyEqualsClean()
{
    QFETCH(QString, noisy);
    QFETCH(QString, clean);
    const kvtest::Checked n = kvtest::check(noisy.toStdString());
    const kvtest::Checked c = kvtest::check(clean.toStdString());
    QCOMPARE(n.log.dialect, c.log.dialect);
    QVERIFY(n.log.model == c.log.model);
    QVERIFY(n.log.exllamav3 == c.log.exllamav3);
    QVERIFY(n.log.mlx == c.log.mlx);
    QVERIFY(n.lines == c.lines);
    QVERIFY(!n.lines.empty());
}

void TestLogsExl3Mlx::everyPrefixParses()
{
    for (const char* name : {"exllamav3-qwen3-32b-q4-limited.log", "noisy-exllamav3-qwen3-32b-compose-crlf.log",
                             "exllamav3-2025-cache-rounded.log", "mlx-generate-llama31-8b-32k.log",
                             "noisy-mlx-llama31-8b-ansi-crlf.log"}) {
        const std::string text = kvtest::fixture(name);
        for (size_t cut = 0; cut < text.size(); cut += 7) {
            const kv::LogCheck c = kv::checkLog(std::string_view(text).substr(0, cut), kvtest::catalog());
            (void)kv::checkToJson(c.log, c.rebuilt ? &*c.rebuilt : nullptr, c.estimate ? &*c.estimate : nullptr,
                                  c.lines)
                .dump();
        }
    }
}

void TestLogsExl3Mlx::otherLogsUnchanged()
{
    // The new readers claim no line of the other runtimes' fixtures.
    for (const char* name : {"llamacpp-gptoss20b-131k.log", "vllm-v1-llama31-8b-4090.log",
                             "ollama-0.5-llama31-8b-np4.log", "noisy-vllm-v0-compose.log"}) {
        const kv::RuntimeLog log = kv::parseRuntimeLog(kvtest::fixture(name));
        QVERIFY2(log.exllamav3 == kv::LogExllamaV3{}, name);
        QVERIFY2(log.mlx == kv::LogMlx{}, name);
        QVERIFY(log.dialect != kv::LogDialect::ExLlamaV3 && log.dialect != kv::LogDialect::Mlx);
    }
}

void TestLogsExl3Mlx::json()
{
    const kvtest::Checked c = kvtest::check("mlx-generate-llama31-8b-1929.log");
    const nlohmann::json j = kv::checkToJson(c.log, &c.rebuilt, &c.estimate, c.lines);
    QCOMPARE(j.at("dialect").get<std::string>(), std::string("mlx"));
    QCOMPARE(j.at("extracted").at("mlx").at("peak_memory").at("text").get<std::string>(), std::string("5.197 GB"));
    QCOMPARE(j.at("extracted").at("mlx").at("prompt_tokens").get<int>(), 1929);
    QCOMPARE(j.at("rebuilt").at("runtime").get<std::string>(), std::string("mlx"));
    QCOMPARE(j.at("summary").at("within_bound").get<int>(), 1);
    bool seen = false;
    for (const auto& l : j.at("lines"))
        if (l.at("item") == "mlx.peak_memory") {
            seen = true;
            QCOMPARE(l.at("match").get<std::string>(), std::string("within-bound"));
            QCOMPARE(l.at("predicted").get<uint64_t>(), uint64_t(4819394560));
        }
    QVERIFY(seen);
    const kvtest::Checked x = kvtest::check("exllamav3-qwen3-32b-q4-limited.log");
    const nlohmann::json jx = kv::checkToJson(x.log, &x.rebuilt, &x.estimate, x.lines);
    QCOMPARE(jx.at("dialect").get<std::string>(), std::string("exllamav3"));
    QCOMPARE(jx.at("extracted").at("exllamav3").at("max_seq_len_limit").get<int>(), 32768);
    QCOMPARE(jx.at("extracted").at("exllamav3").at("cache_mode").get<std::string>(), std::string("Q4"));
}

void TestLogsExl3Mlx::cli()
{
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH),
            {QStringLiteral("check"), QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/mlx-generate-llama31-8b-32k.log"),
             QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const auto j = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    for (const auto& l : j.at("lines"))
        if (l.at("item") == "mlx.peak_memory")
            QVERIFY(l.at("reason").at("message").get<std::string>().find("2.617 GB") != std::string::npos);
    QProcess text;
    text.start(
        QStringLiteral(KV_CLI_PATH),
        {QStringLiteral("check"), QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/exllamav3-qwen3-32b-q4-limited.log")});
    QVERIFY(text.waitForFinished(30000));
    QCOMPARE(text.exitCode(), 0);
    const QByteArray out = text.readAllStandardOutput();
    QVERIFY2(out.contains("exllamav3.max_seq_len"), out.constData());
    QVERIFY(out.contains("cache_mode: 4,4")); // the launch: config.yml's Q4, as TabbyAPI reads it
    QProcess bad;
    bad.start(QStringLiteral(KV_CLI_PATH),
              {QStringLiteral("check"), QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/exllamav3-no-sizes.log")});
    QVERIFY(bad.waitForFinished(30000));
    QCOMPARE(bad.exitCode(), 2);
    const QByteArray err = bad.readAllStandardError();
    QVERIFY2(err.contains("ExLlamaV3 prints no allocation"), err.constData());
    QVERIFY(err.contains("Qwen3-32B-exl3_4.5bpw")); // what was found: the model directory
}

QTEST_APPLESS_MAIN(TestLogsExl3Mlx)
#include "tst_logs_exl3_mlx.moc"
