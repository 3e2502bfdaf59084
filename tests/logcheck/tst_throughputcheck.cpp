// vLLM's and SGLang's prompt throughput (RuntimeLog::promptThroughput): an average over a logging interval with no
// prompt length, read as a floor and set beside the prefill bound at the plan's own prompt length (promptcheck.h),
// never kept as an efficiency (calibration.h). The truth: the runtimes' own wording (runtimelog.h names the files)
// in tests/data/logs/vllm-v1-llama31-8b-4090-serving.log (README there), and the bound worked out by hand.

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "logfixtures.h"

#include "calibration.h"
#include "checkjson.h"
#include "errors.h"
#include "estimator.h"
#include "logcheck.h"
#include "prefill.h"
#include "promptcheck.h"
#include "runtimelog.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

namespace {

using kvtest::catalog;
using kvtest::lineOf;

std::string logFile(const char* name)
{
    return kvtest::fixture(name);
}

std::string fixture()
{
    return logFile("vllm-v1-llama31-8b-4090-serving.log");
}

// The machine named for the check: one GPU of 24 GiB at 1000 GB/s with a peak of `tflops`.
kv::Hardware gpuMachine(double tflops)
{
    return kvtest::oneDeviceMachine("test GPU", "GPU 0", kv::DeviceKind::Gpu, 24ull << 30, 1000, tflops);
}

// The busiest interval of the fixture: two prompts of 16384 tokens whose first tokens came in the same 10 s,
// 32768 / 10 = 3276.8 tokens/s as vLLM prints it ("%.1f": half a step is 0.05).
constexpr double kFloor = 3276.8;

// Llama 3.1 8B (32 layers, n_embd 4096, 32 heads of 128, 8 KV heads, n_ff 14336, vocabulary 128256) at the plan's
// prompt: the log's max_model_len 32768 for one user, so defaultConversation()'s half, 16384 tokens. By hand from
// core/prefill.h's rule:
//   weights per layer   4096 x 4096 (q) + 2 x 4096 x 1024 (k, v) + 4096 x 4096 (o) + 3 x 4096 x 14336 = 218,103,808
//   x 32 layers x 2 x 16384 tokens                                            = 228,698,418,577,408 FLOPs
//   the output layer, once: 2 x 128256 x 4096                                 =       1,050,673,152
//   attention: 32 layers x 2 x 32 x (128 + 128) x 16384 x 16385 / 2 keys      =  70,373,039,144,960
//   total                                                                      = 299,072,508,395,520
// At 100 TFLOPS: 2.9907250839552 s, so at most 16384 / 2.9907250839552 = 5478.2702 prompt tokens/s (the memory
// term, two micro-batches of 8192 each reading ~16 GB at 1000 GB/s, is ~0.03 s: compute limits).
constexpr uint64_t kPrompt = 16384;
constexpr double kHandFlops = 299072508395520.0;

double boundAt(double tflops)
{
    return static_cast<double>(kPrompt) / (kHandFlops / (tflops * 1e12));
}

} // namespace

class TestThroughputCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheBusiestVllmInterval();
    void readsVllmV0AndSglang();
    void garbageIsSkipped();
    void floorBelowTheBound();
    void floorAboveTheBound();
    void noMachineNoBound();
    void efficiencyIgnoresTheFloor();
    void jsonCarriesTheFloor();
    void cliSaysItIsAFloor();
};

void TestThroughputCheck::readsTheBusiestVllmInterval()
{
    const kv::RuntimeLog log = kv::parseRuntimeLog(fixture());
    QCOMPARE(log.dialect, kv::LogDialect::Vllm);
    QVERIFY(log.prompts.empty()); // no line of it is a prompt's speed
    QVERIFY(log.promptThroughput.has_value());
    const kv::LogThroughput& t = *log.promptThroughput;
    QCOMPARE(t.source, std::string("vllm"));
    // 1638.4 (one prompt), 0.0, 3276.8 (two prompts), 0.0, 0.0: the busiest is kept, the idle ones not counted.
    QCOMPARE(t.tokensPerSecond.text, std::string("3276.8"));
    QCOMPARE(t.tokensPerSecond.value, kFloor);
    QCOMPARE(t.tokensPerSecond.halfStep, 0.05);
    QCOMPARE(t.intervals, uint64_t(2));
    // The start-up figures are read as before.
    QCOMPARE(log.vllm.kvTokens, std::optional<uint64_t>(40384));
}

void TestThroughputCheck::readsVllmV0AndSglang()
{
    // vLLM 0.6 (V0, vllm/engine/metrics.py): no engine index, "Swapped" and "Pending" after the throughputs.
    const kv::RuntimeLog v0 = kv::parseRuntimeLog(
        "INFO 11-20 10:01:05 metrics.py:345] Avg prompt throughput: 812.4 tokens/s, Avg generation throughput: "
        "30.2 tokens/s, Running: 1 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 2.1%, CPU KV cache "
        "usage: 0.0%.\n");
    QVERIFY(v0.promptThroughput.has_value());
    QCOMPARE(v0.promptThroughput->source, std::string("vllm"));
    QCOMPARE(v0.promptThroughput->tokensPerSecond.value, 812.4);
    QCOMPARE(v0.dialect, kv::LogDialect::Vllm);
    QCOMPARE(std::string(kv::logProblem(v0)), std::string()); // checkable on the throughput alone

    // SGLang (scheduler_metrics_mixin.py report_prefill_stats, "%.2f"): the first batch's 0.00 is skipped, the
    // decode line's "gen throughput" is not a prompt figure.
    const kv::RuntimeLog sg = kv::parseRuntimeLog(
        "[2026-02-27 17:10:28 TP0] Prefill batch, #new-seq: 1, #new-token: 8192, #cached-token: 0, token usage: 0.01, "
        "#running-req: 0, #queue-req: 1, #pending-token: 8192, cuda graph: False, input throughput (token/s): 0.00\n"
        "[2026-02-27 17:10:29 TP0] Prefill batch, #new-seq: 1, #new-token: 8192, #cached-token: 0, token usage: 0.03, "
        "#running-req: 1, #queue-req: 0, #pending-token: 0, cuda graph: False, input throughput (token/s): 5210.40\n"
        "[2026-02-27 17:10:31 TP0] Decode batch, #running-req: 2, #token: 16640, token usage: 0.03, cuda graph: True, "
        "gen throughput (token/s): 91.37, #queue-req: 0\n");
    QVERIFY(sg.promptThroughput.has_value());
    QCOMPARE(sg.promptThroughput->source, std::string("sglang"));
    QCOMPARE(sg.promptThroughput->tokensPerSecond.value, 5210.40);
    QCOMPARE(sg.promptThroughput->tokensPerSecond.halfStep, 0.005);
    QCOMPARE(sg.promptThroughput->intervals, uint64_t(1));
    QCOMPARE(sg.dialect, kv::LogDialect::SGLang);
}

void TestThroughputCheck::garbageIsSkipped()
{
    // Nothing that is not a printed non-negative number is kept, and nothing throws.
    const kv::RuntimeLog log = kv::parseRuntimeLog("Avg prompt throughput: tokens/s\n"
                                                   "Avg prompt throughput: -12.5 tokens/s\n"
                                                   "Avg prompt throughput: nan tokens/s\n"
                                                   "Avg prompt throughput: 1234.5 (no unit)\n"
                                                   "Avg prompt throughput: " +
                                                   std::string(300, '9') +
                                                   " tokens/s\n"
                                                   "Prefill batch, input throughput (token/s): \n"
                                                   "input throughput (token/s): 5.0 outside a prefill batch\n");
    QVERIFY(!log.promptThroughput.has_value());
}

void TestThroughputCheck::floorBelowTheBound()
{
    const kv::LogCheck c = kv::checkLog(fixture(), catalog(), gpuMachine(100));
    QVERIFY2(c.problem.empty(), c.problem.c_str());
    const kv::Scenario& s = c.rebuilt->scenario;
    QCOMPARE(s.runtime, kv::Runtime::Vllm);
    QCOMPARE(kv::defaultConversation(s).promptTokens, kPrompt);
    QCOMPARE(kv::prefillFlops(s.model, s.runtime, kPrompt), kHandFlops);
    const kv::CheckLine* l = lineOf(c, kv::kPrefillFloorItem);
    QVERIFY(l);
    QCOMPARE(l->unit, std::string("tokens/s"));
    QCOMPARE(l->logged->value, kFloor);
    QCOMPARE(l->tolerance, 0.05);
    QVERIFY(l->predicted.has_value());
    QVERIFY2(std::fabs(*l->predicted - boundAt(100)) < 1e-9 * boundAt(100),
             qPrintable(QString::number(*l->predicted, 'f', 6))); // 5478.2702
    // 3276.8 <= 5478.27: the run read prompts at least 3276.8 / 5478.27 = 59.8 % as fast as the bound.
    QCOMPARE(l->match, kv::CheckMatch::WithinBound);
    QCOMPARE(l->reason->code, kv::Diag::PrefillFloorWithinBound);
    QCOMPARE(l->reason->args, (std::vector<std::string>{"59.8", "16384", "compute", "vllm"}));
    // The only prompt line: no prefill.<tokens> line is made up from it.
    for (const kv::CheckLine& other : c.lines)
        QVERIFY(other.item == kv::kPrefillFloorItem || !other.item.starts_with("prefill."));
}

void TestThroughputCheck::floorAboveTheBound()
{
    // At 50 TFLOPS the bound is 16384 / 5.9814501679104 s = 2739.135 tokens/s; 3276.8 is 119.6 % of it, more than
    // the rounding (0.05) allows: it differs, and the reason says what can lift an interval average there.
    const kv::LogCheck c = kv::checkLog(fixture(), catalog(), gpuMachine(50));
    const kv::CheckLine* l = lineOf(c, kv::kPrefillFloorItem);
    QVERIFY(l && l->predicted);
    QVERIFY(std::fabs(*l->predicted - boundAt(50)) < 1e-9 * boundAt(50));
    QCOMPARE(l->match, kv::CheckMatch::Differs);
    QCOMPARE(l->reason->code, kv::Diag::PrefillFloorAboveBound);
    QCOMPARE(l->reason->args, (std::vector<std::string>{"119.6", "16384", "vllm"}));

    // The printed rounding decides at the edge: 3276.8 stands for anything below 3276.85, so a bound of 3276.76
    // tokens/s still holds it and one of 3276.74 does not. A bound b needs a peak of b x 299,072,508,395,520 / 16384.
    const auto edge = [](double bound) {
        const double tflops = bound * kHandFlops / static_cast<double>(kPrompt) / 1e12;
        const kv::LogCheck e = kv::checkLog(fixture(), catalog(), gpuMachine(tflops));
        const kv::CheckLine* f = lineOf(e, kv::kPrefillFloorItem);
        return f ? f->match : kv::CheckMatch::NotInLog;
    };
    QCOMPARE(edge(3276.76), kv::CheckMatch::WithinBound);
    QCOMPARE(edge(3276.74), kv::CheckMatch::Differs);
}

void TestThroughputCheck::noMachineNoBound()
{
    const kv::LogCheck c = kv::checkLog(fixture(), catalog());
    const kv::CheckLine* l = lineOf(c, kv::kPrefillFloorItem);
    QVERIFY(l);
    QVERIFY(!l->predicted.has_value());
    QCOMPARE(l->match, kv::CheckMatch::NotPredicted);
    QCOMPARE(l->reason->code, kv::Diag::PrefillNoBound);
}

void TestThroughputCheck::efficiencyIgnoresTheFloor()
{
    // With a bound, the floor line carries logged and predicted, as a prompt line does, yet is no efficiency.
    const kv::LogCheck c = kv::checkLog(fixture(), catalog(), gpuMachine(100));
    QVERIFY(lineOf(c, kv::kPrefillFloorItem)->predicted.has_value());
    QVERIFY(!kv::prefillEfficiency(c.lines).has_value());
    const kv::MachineProfile p = kv::calibrationFromCheck(c);
    QVERIFY(!p.prefillEfficiency.has_value());
    QVERIFY(!kv::profileToJson(p).contains("prefill_efficiency"));

    // Beside a real prompt speed, the efficiency stays that prompt's own: llama.cpp's 221.96 tokens/s over its
    // hand bound of 993.2521 (tst_prefillcheck), whatever throughput line follows.
    std::string text = logFile("llamacpp-cpu-prompt-1024.log");
    text += "INFO 06-12 14:21:29 [loggers.py:118] Engine 000: Avg prompt throughput: 900.0 tokens/s, Avg generation "
            "throughput: 1.0 tokens/s, Running: 1 reqs, Waiting: 0 reqs, GPU KV cache usage: 1.0%, Prefix cache hit "
            "rate: 0.0%\n";
    kv::Hardware cpu;
    kv::Device ram;
    ram.name = "RAM";
    ram.kind = kv::DeviceKind::Ram;
    ram.capacityBytes = 16ull << 30;
    ram.bandwidthGBs = 50;
    ram.peakTflops = 1;
    cpu.devices.push_back(ram);
    const kv::LogCheck mixed = kv::checkLog(text, catalog(), cpu);
    QVERIFY2(mixed.problem.empty(), mixed.problem.c_str());
    QVERIFY(lineOf(mixed, kv::kPrefillFloorItem) && lineOf(mixed, "prefill.1024"));
    const std::optional<double> eff = kv::prefillEfficiency(mixed.lines);
    QVERIFY(eff.has_value());
    QVERIFY(std::fabs(*eff - 221.96 / (1024.0 / 1.030956777472)) < 1e-12);
}

void TestThroughputCheck::jsonCarriesTheFloor()
{
    const kv::LogCheck c = kv::checkLog(fixture(), catalog(), gpuMachine(100));
    const nlohmann::json j = kv::checkToJson(c.log, &*c.rebuilt, &*c.estimate, c.lines);
    const nlohmann::json& t = j.at("extracted").at("prompt_throughput");
    QCOMPARE(t.at("source").get<std::string>(), std::string("vllm"));
    QCOMPARE(t.at("tokens_per_second").at("text").get<std::string>(), std::string("3276.8"));
    QCOMPARE(t.at("intervals").get<uint64_t>(), uint64_t(2));
    bool seen = false;
    for (const nlohmann::json& l : j.at("lines"))
        if (l.at("item") == "prefill.floor") {
            seen = true;
            QCOMPARE(l.at("match").get<std::string>(), std::string("within-bound"));
            QVERIFY(std::fabs(l.at("predicted").get<double>() - boundAt(100)) < 1e-6);
            QCOMPARE(l.at("reason").at("code").get<std::string>(), std::string("prefill-floor-within-bound"));
        }
    QVERIFY(seen);
    QCOMPARE(j.at("summary").at("within_bound").get<int>(), 1);

    // A log without throughput lines keeps its JSON as it was: no key at all.
    const kv::RuntimeLog plain = kv::parseRuntimeLog(logFile("vllm-v1-llama31-8b-4090.log"));
    QVERIFY(!kv::runtimeLogToJson(plain).contains("prompt_throughput"));
}

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

Run cli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH), args);
    Run r;
    if (!p.waitForFinished(60000))
        return r;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

void TestThroughputCheck::cliSaysItIsAFloor()
{
    const QString log = QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/vllm-v1-llama31-8b-4090-serving.log");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString profile = dir.filePath(QStringLiteral("box.json"));
    const QStringList figures{QStringLiteral("--peak-tflops"), QStringLiteral("100"), QStringLiteral("--bandwidth-gbs"),
                              QStringLiteral("1000")};
    const Run j = cli(QStringList{QStringLiteral("check"), log} + figures + QStringList{QStringLiteral("--json")});
    QVERIFY2(j.exitCode == 0, j.err.constData());
    const nlohmann::json doc = nlohmann::json::parse(j.out.toStdString());
    bool seen = false;
    for (const nlohmann::json& l : doc.at("lines"))
        if (l.at("item") == "prefill.floor") {
            seen = true;
            QVERIFY(std::fabs(l.at("predicted").get<double>() - boundAt(100)) < 1e-6);
            QVERIFY(l.at("reason").at("message").get<std::string>().find("at least this fast") != std::string::npos);
        }
    QVERIFY(seen);
    // A floor is nothing a profile keeps: this log measured nothing else, so --save-profile refuses and writes none.
    const Run save = cli(QStringList{QStringLiteral("check"), log} + figures +
                         QStringList{QStringLiteral("--save-profile"), profile});
    QVERIFY(save.exitCode != 0);
    QVERIFY2(save.err.contains("nothing a machine profile can keep"), save.err.constData());
    QVERIFY(!QFile::exists(profile));

    const Run t = cli(QStringList{QStringLiteral("check"), log} + figures);
    QCOMPARE(t.exitCode, 0);
    QVERIFY2(t.out.contains("at least 3276.8 tokens/s"), t.out.constData());
    QVERIFY2(t.out.contains("\xe2\x89\xa5 3276.80 tok/s"), t.out.constData()); // the table's logged column: "≥"
    const Run none = cli({QStringLiteral("check"), log});
    QVERIFY2(none.out.contains("--hardware ID"), none.out.constData());
}

QTEST_APPLESS_MAIN(TestThroughputCheck)
#include "tst_throughputcheck.moc"
