// The prompt speeds a runtime log printed, beside the prefill bound of the machine that ran it (promptcheck.h),
// and what a machine profile keeps of them (calibration.h). The truth: a real llama.cpp log
// (tests/data/logs/llamacpp-cpu-prompt-1024.log, README there for the command) and the bound worked out by hand.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "logfixtures.h"

#include "calibration.h"
#include "errors.h"
#include "estimatejson.h"
#include "estimator.h"
#include "logcheck.h"
#include "prefill.h"
#include "promptcheck.h"
#include "runtimelog.h"

#include <nlohmann/json.hpp>

#include <QFile>

#include <cmath>
#include <string>

namespace {

using kvtest::catalog;
using kvtest::lineOf;

std::string fixture()
{
    return kvtest::fixture("llamacpp-cpu-prompt-1024.log");
}

// The machine that ran it, as a user describes it: one CPU with 16 GiB of RAM at 50 GB/s, peak 1 TFLOPS.
kv::Hardware cpuMachine(double tflops)
{
    return kvtest::oneDeviceMachine("test CPU", "RAM", kv::DeviceKind::Ram, 16ull << 30, 50, tflops);
}

// The probe model (8 layers, n_embd 2048, 32 heads of 64, 8 KV heads, n_ff 8192, vocabulary 32000) reading a
// prompt of 1024 tokens, by hand from core/prefill.h's rule:
//   attention weights per layer  2048 x 2048 (q) + 2 x 2048 x 512 (k, v) + 2048 x 2048 (o)  = 10,485,760
//   FFN weights per layer        3 x 2048 x 8192                                            = 50,331,648
//   per token                    2 x 8 x 60,817,408                                         = 973,078,528 FLOPs
//   x 1024 tokens                                                                           = 996,432,412,672
//   the output layer, once       2 x 32000 x 2048                                           = 131,072,000
//   attention                    8 layers x 2 x 32 x (64 + 64) x 1024 x 1025 / 2 keys       = 34,393,292,800
//   total                                                                                   = 1,030,956,777,472
// At 1 TFLOPS: 1.030956777472 s, so at most 1024 / 1.030956777472 = 993.2521 prompt tokens/s (the memory term,
// 2 micro-batches of 512 each reading ~0.5 GB at 50 GB/s, is about 0.02 s: compute limits).
constexpr double kHandFlops = 1030956777472.0;
constexpr double kLoggedSpeed = 221.96;

} // namespace

class TestPrefillCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsLlamaCppTimings();
    void readsLlamaBenchAndOllama();
    void boundWorkedOutByHand();
    void fasterThanTheBoundDiffers();
    void noMachineNoBound();
    void promptOverTheContext();
    void profileKeepsTheEfficiency();
    void profileRejectsAbsurdEfficiency();
    void benchTableAloneIsReported();
    void cliCheckAndProfile();
};

void TestPrefillCheck::readsLlamaCppTimings()
{
    const kv::RuntimeLog log = kv::parseRuntimeLog(fixture());
    QCOMPARE(log.dialect, kv::LogDialect::LlamaCpp);
    // "prompt eval time =    4613.48 ms /  1024 tokens (    4.51 ms per token,   221.96 tokens per second)";
    // the "eval time = ... runs" decode line after it is not a prompt.
    QCOMPARE(log.prompts.size(), size_t(1));
    QCOMPARE(log.prompts[0].source, std::string("llama.cpp"));
    QCOMPARE(log.prompts[0].tokens, uint64_t(1024));
    QCOMPARE(log.prompts[0].tokensPerSecond.value, kLoggedSpeed);
    QCOMPARE(log.prompts[0].tokensPerSecond.halfStep, 0.005);
}

void TestPrefillCheck::readsLlamaBenchAndOllama()
{
    // llama-bench's table (only plain ppN rows; a depth or a mixed test is not a prompt from empty), then an
    // `ollama run --verbose` summary; the prompt of one token is a decode step and is skipped.
    const std::string text =
        "| model                          |       size |     params | backend    | ngl |            test |"
        "                  t/s |\n"
        "| ------------------------------ | ---------: | ---------: | ---------- | --: | --------------: |"
        " -------------------: |\n"
        "| llama 8B Q4_K - Medium         |   4.58 GiB |     8.03 B | CUDA       |  99 |           pp512 |"
        "     11723.35 ± 41.65 |\n"
        "| llama 8B Q4_K - Medium         |   4.58 GiB |     8.03 B | CUDA       |  99 |   pp512 @ d4096 |"
        "      9012.00 ± 12.00 |\n"
        "| llama 8B Q4_K - Medium         |   4.58 GiB |     8.03 B | CUDA       |  99 |           tg128 |"
        "        162.87 ± 0.55 |\n"
        "prompt eval count:    26 token(s)\n"
        "prompt eval duration: 38.2ms\n"
        "prompt eval rate:     680.63 tokens/s\n"
        "prompt eval count:    1 token(s)\n"
        "prompt eval rate:     90.00 tokens/s\n";
    const kv::RuntimeLog log = kv::parseRuntimeLog(text);
    QCOMPARE(log.prompts.size(), size_t(2));
    QCOMPARE(log.prompts[0].source, std::string("llama-bench"));
    QCOMPARE(log.prompts[0].tokens, uint64_t(512));
    QCOMPARE(log.prompts[0].tokensPerSecond.value, 11723.35);
    QCOMPARE(log.prompts[1].source, std::string("ollama"));
    QCOMPARE(log.prompts[1].tokens, uint64_t(26));
    QCOMPARE(log.prompts[1].tokensPerSecond.value, 680.63);
    QCOMPARE(std::string(kv::logProblem(log)), std::string()); // checkable on its prompt speeds alone
}

void TestPrefillCheck::boundWorkedOutByHand()
{
    const kv::LogCheck c = kv::checkLog(fixture(), catalog(), cpuMachine(1.0));
    QVERIFY2(c.problem.empty(), c.problem.c_str());
    // The rebuilt plan's own work figure is the hand one.
    QCOMPARE(kv::prefillFlops(c.rebuilt->scenario.model, c.rebuilt->scenario.runtime, 1024), kHandFlops);
    const kv::CheckLine* l = lineOf(c, "prefill.1024");
    QVERIFY(l);
    QCOMPARE(l->unit, std::string("tokens/s"));
    QVERIFY(l->predicted.has_value());
    const double bound = 1024.0 / (kHandFlops / 1e12); // 993.2521 tokens/s
    QVERIFY2(std::fabs(*l->predicted - bound) < 1e-9 * bound, qPrintable(QString::number(*l->predicted, 'f', 6)));
    QCOMPARE(l->match, kv::CheckMatch::WithinBound);
    QVERIFY(l->reason.has_value());
    QCOMPARE(l->reason->code, kv::Diag::PrefillWithinBound);
    // 221.96 / 993.2521 = 22.35 %
    QCOMPARE(l->reason->args, (std::vector<std::string>{"22.3", "compute", "llama.cpp"}));
    const std::optional<double> eff = kv::prefillEfficiency(c.lines);
    QVERIFY(eff.has_value());
    QVERIFY(std::fabs(*eff - kLoggedSpeed / bound) < 1e-12);
}

void TestPrefillCheck::fasterThanTheBoundDiffers()
{
    // A peak of 0.2 TFLOPS allows 1024 / 5.15478 s = 198.65 tokens/s: the log's 221.96 (111.7 % of it) cannot be,
    // so the peak figure is wrong (or another machine ran the log).
    const kv::LogCheck c = kv::checkLog(fixture(), catalog(), cpuMachine(0.2));
    const kv::CheckLine* l = lineOf(c, "prefill.1024");
    QVERIFY(l && l->predicted);
    QVERIFY(std::fabs(*l->predicted - 1024.0 / (kHandFlops / 2e11)) < 1e-9);
    QCOMPARE(l->match, kv::CheckMatch::Differs);
    QCOMPARE(l->reason->code, kv::Diag::PrefillAboveBound);
    QCOMPARE(l->reason->args, (std::vector<std::string>{"111.7"}));
    QVERIFY(kv::summarize(c.lines).differs >= 1);
}

void TestPrefillCheck::noMachineNoBound()
{
    // The log's own devices carry no peak compute figure: the speed is listed, with nothing to set it beside.
    const kv::LogCheck c = kv::checkLog(fixture(), catalog());
    const kv::CheckLine* l = lineOf(c, "prefill.1024");
    QVERIFY(l);
    QVERIFY(!l->predicted.has_value());
    QCOMPARE(l->logged->value, kLoggedSpeed);
    QCOMPARE(l->match, kv::CheckMatch::NotPredicted);
    QCOMPARE(l->reason->code, kv::Diag::PrefillNoBound);
    QVERIFY(!kv::prefillEfficiency(c.lines).has_value());
    QVERIFY(kv::calibrationFromCheck(c).prefillEfficiency == std::nullopt);
}

void TestPrefillCheck::promptOverTheContext()
{
    // The same log claiming a prompt of 8192 tokens in an n_ctx of 4096: no bound for a prompt that cannot fit.
    std::string text = fixture();
    const size_t at = text.find("/  1024 tokens");
    QVERIFY(at != std::string::npos);
    text.replace(at, 14, "/  8192 tokens");
    const kv::LogCheck c = kv::checkLog(text, catalog(), cpuMachine(1.0));
    const kv::CheckLine* l = lineOf(c, "prefill.8192");
    QVERIFY(l);
    QCOMPARE(l->match, kv::CheckMatch::NotPredicted);
    QCOMPARE(l->reason->code, kv::Diag::PrefillOverContext);
    QCOMPARE(l->reason->args, (std::vector<std::string>{"8192", "4096"}));
}

void TestPrefillCheck::profileKeepsTheEfficiency()
{
    const kv::LogCheck c = kv::checkLog(fixture(), catalog(), cpuMachine(1.0));
    const kv::MachineProfile p = kv::calibrationFromCheck(c);
    QVERIFY(!p.empty());
    QVERIFY(p.prefillEfficiency.has_value());
    const double eff = kLoggedSpeed / (1024.0 / (kHandFlops / 1e12)); // 0.223468
    QVERIFY(std::fabs(*p.prefillEfficiency - eff) < 1e-12);
    const kv::MachineProfile back = kv::profileFromJson(kv::profileToJson(p));
    QCOMPARE(back, p);

    // Applied to a later plan on that machine: the bound stays, the expected first token is the bound over it.
    kv::Scenario s = c.rebuilt->scenario;
    s.hardware = cpuMachine(1.0);
    s.promptTokens = 1024;
    kv::applyProfile(back, s);
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(e.speed.prefill.has_value());
    const kv::PrefillBound& b = *e.speed.prefill;
    QVERIFY(std::fabs(b.firstTokenSeconds - kHandFlops / 1e12) < 1e-12);
    QCOMPARE(b.efficiency, *p.prefillEfficiency);
    // 1.030956777472 s / 0.223468 = 4.6134 s: the 4613.48 ms the log printed, as it must be.
    QVERIFY2(std::fabs(b.expectedFirstTokenSeconds - 4.61348) < 5e-4,
             qPrintable(QString::number(b.expectedFirstTokenSeconds, 'f', 6)));
    const nlohmann::json j = kv::estimateToJson(s, e);
    const nlohmann::json& pj = j["speed"]["prefill"];
    QCOMPARE(pj["measured_efficiency"].get<double>(), *p.prefillEfficiency);
    QCOMPARE(pj["expected_first_token_seconds"].get<double>(), b.expectedFirstTokenSeconds);

    // Without a profile the JSON carries neither key (the goldens stay as they were).
    s.prefillEfficiency = 0;
    const nlohmann::json plain = kv::estimateToJson(s, kv::estimate(s));
    QVERIFY(!plain["speed"]["prefill"].contains("measured_efficiency"));
    QVERIFY(!plain["speed"]["prefill"].contains("expected_first_token_seconds"));
}

void TestPrefillCheck::profileRejectsAbsurdEfficiency()
{
    nlohmann::json j = {{"schema", "kvplanner.machine/1"}, {"name", "x"}, {"prefill_efficiency", 5.0}};
    try {
        (void)kv::profileFromJson(j);
        QFAIL("an efficiency of 500 % was accepted");
    } catch (const kv::InputError& e) {
        QCOMPARE(e.code(), std::string("profile-invalid"));
        QCOMPARE(e.subject(), std::string("prefill_efficiency"));
    }
    j["prefill_efficiency"] = 0.0;
    QVERIFY_THROWS_EXCEPTION(kv::InputError, (void)kv::profileFromJson(j));
}

void TestPrefillCheck::benchTableAloneIsReported()
{
    // A llama-bench table names no model kvplanner can plan, but its speeds are what the runtime reported.
    const std::string text = "| llama 8B Q4_K - Medium |   4.58 GiB |     8.03 B | CUDA |  99 |   pp512 | "
                             "11723.35 ± 41.65 |\n";
    const kv::LogCheck c = kv::checkLog(text, catalog(), cpuMachine(1.0));
    QCOMPARE(c.problem, std::string("log-model-unknown"));
    const kv::CheckLine* l = lineOf(c, "prefill.512");
    QVERIFY(l);
    QCOMPARE(l->logged->value, 11723.35);
    QVERIFY(!l->predicted.has_value());
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

void TestPrefillCheck::cliCheckAndProfile()
{
    const QString log = QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/llamacpp-cpu-prompt-1024.log");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString profile = dir.filePath(QStringLiteral("box.json"));
    // The log's own CPU at 1 TFLOPS and 50 GB/s: the hand bound of 993.25 tokens/s; the profile keeps 22.35 %.
    const QStringList figures{QStringLiteral("--peak-tflops"), QStringLiteral("1"), QStringLiteral("--bandwidth-gbs"),
                              QStringLiteral("50")};
    const Run j = cli(QStringList{QStringLiteral("check"), log} + figures +
                      QStringList{QStringLiteral("--json"), QStringLiteral("--save-profile"), profile});
    QCOMPARE(j.exitCode, 0);
    const nlohmann::json doc = nlohmann::json::parse(j.out.toStdString());
    bool seen = false;
    for (const nlohmann::json& l : doc.at("lines"))
        if (l.at("item") == "prefill.1024") {
            seen = true;
            QVERIFY(std::fabs(l.at("predicted").get<double>() - 1024.0 / (kHandFlops / 1e12)) < 1e-6);
            QCOMPARE(l.at("match").get<std::string>(), std::string("within-bound"));
            QVERIFY(l.at("reason").at("message").get<std::string>().find("22.3 %") != std::string::npos);
        }
    QVERIFY(seen);
    QFile f(profile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const nlohmann::json saved = nlohmann::json::parse(f.readAll().toStdString());
    QVERIFY(std::fabs(saved.at("prefill_efficiency").get<double>() - kLoggedSpeed / (1024.0 / (kHandFlops / 1e12))) <
            1e-9);

    // The text says the efficiency in words; without a machine, how to name one.
    const Run t = cli(QStringList{QStringLiteral("check"), log} + figures);
    QCOMPARE(t.exitCode, 0);
    QVERIFY2(t.out.contains("at 22.3 % of the prefill bound"), t.out.constData());
    const Run none = cli({QStringLiteral("check"), log});
    QVERIFY(none.out.contains("--hardware ID"));
    const Run bad = cli({QStringLiteral("check"), log, QStringLiteral("--hardware"), QStringLiteral("no-such-box")});
    QVERIFY(bad.exitCode != 0);
    QVERIFY2(bad.err.contains("no-such-box"), bad.err.constData());
    const Run absurd = cli({QStringLiteral("check"), log, QStringLiteral("--peak-tflops"), QStringLiteral("-3")});
    QVERIFY(absurd.exitCode != 0);
    QVERIFY2(absurd.err.contains("--peak-tflops"), absurd.err.constData());

    // A later plan with the profile: the expected first token, the bound over the efficiency, in text and JSON.
    const QStringList plan{QStringLiteral("estimate"),   QStringLiteral("--model"),   QStringLiteral("llama-3.1-8b"),
                           QStringLiteral("--hardware"), QStringLiteral("rtx-4090"),  QStringLiteral("--prompt"),
                           QStringLiteral("4096"),       QStringLiteral("--profile"), profile};
    const Run pj = cli(plan + QStringList{QStringLiteral("--json")});
    QCOMPARE(pj.exitCode, 0);
    const nlohmann::json e = nlohmann::json::parse(pj.out.toStdString()).at("speed").at("prefill");
    const double expected = e.at("first_token_seconds").get<double>() / saved.at("prefill_efficiency").get<double>();
    QVERIFY(std::fabs(e.at("expected_first_token_seconds").get<double>() - expected) < 1e-9);
    const Run pt = cli(plan);
    QCOMPARE(pt.exitCode, 0);
    QVERIFY2(pt.out.contains(QStringLiteral("first token after about %1 s").arg(expected, 0, 'f', 2).toUtf8()),
             pt.out.constData());
}

QTEST_APPLESS_MAIN(TestPrefillCheck)
#include "tst_prefillcheck.moc"
