// Choosing (issue 15) as scripts see it: `fit` rows and `machines` rows equal what `estimate` prints
// for the same model, scheme, machine and question; every `estimate --advise` suggestion's flags,
// appended to the same command, reproduce its verdict and total; the orderings and "best" rows follow
// the rules, checked against hand arithmetic where the answer is clear-cut.

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <nlohmann/json.hpp>

#include <map>
#include <set>

using nlohmann::json;

namespace {

int exitOf(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH), args);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
}

json cliJson(const QStringList& args, int expectedExit = 0)
{
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH), args);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    if (p.exitCode() != expectedExit) {
        qWarning("%s -> exit %d: %s", qPrintable(args.join(QLatin1Char(' '))), p.exitCode(),
                 p.readAllStandardError().constData());
        return {};
    }
    return json::parse(p.readAllStandardOutput().toStdString(), nullptr, false);
}

QStringList words(const char* s)
{
    return QString::fromLatin1(s).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The command without its machine flags: a Machine suggestion's --hardware ID --gpus G replace them.
QStringList withoutMachine(const QStringList& args)
{
    static const QStringList machineFlags = {QStringLiteral("--hardware"), QStringLiteral("--ram"),
                                             QStringLiteral("--vram"), QStringLiteral("--gpus")};
    QStringList out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (machineFlags.contains(args[i])) {
            ++i;
            continue;
        }
        out << args[i];
    }
    return out;
}

QStringList toList(const json& args)
{
    QStringList out;
    for (const auto& a : args)
        out << QString::fromStdString(a.get<std::string>());
    return out;
}

// The figures a row shares with `estimate --json`.
void compareWithEstimate(const json& row, const json& e, const std::string& what)
{
    const std::string verdict = row.at("verdict").get<std::string>();
    QVERIFY2(!e.is_discarded() && !e.is_null(), what.c_str());
    QCOMPARE(QString::fromStdString(verdict), QString::fromStdString(e.at("verdict").get<std::string>()));
    QCOMPARE(row.at("total_bytes").get<uint64_t>(), e.at("total_bytes").get<uint64_t>());
    QCOMPARE(row.at("max_context_per_user").get<uint64_t>(), e.at("limits").at("max_context_per_user").get<uint64_t>());
    QCOMPARE(row.at("max_users").get<uint64_t>(), e.at("limits").at("max_users").get<uint64_t>());
    if (row.contains("max_context_per_user_offloaded"))
        QCOMPARE(row.at("max_context_per_user_offloaded").get<uint64_t>(),
                 e.at("limits").at("max_context_per_user_offloaded").get<uint64_t>());
    const json& tps = row.at("tokens_per_second_per_user");
    if (tps.is_null())
        QVERIFY(!e.contains("speed"));
    else
        QCOMPARE(tps.get<double>(), e.at("speed").at("tokens_per_second_per_user").get<double>());
}

const char* const kQuestion = "--hardware rtx-3090 --ram 64 --context 16384 --users 2";

} // namespace

class TestChoose : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitRowsEqualEstimate()
    {
        const json fit =
            cliJson(QStringList{QStringLiteral("fit")} + words(kQuestion) + QStringList{QStringLiteral("--json")});
        QCOMPARE(QString::fromStdString(fit.at("schema").get<std::string>()), QStringLiteral("kvplanner.fit/1"));
        QCOMPARE(fit.at("question").at("context").get<uint64_t>(), uint64_t(16384));
        QCOMPARE(fit.at("question").at("users").get<uint64_t>(), uint64_t(2));
        QCOMPARE(QString::fromStdString(fit.at("machine").at("id").get<std::string>()), QStringLiteral("rtx-3090"));
        const json& rows = fit.at("rows");
        QVERIFY(rows.size() > 500); // every preset x every GGUF scheme
        // A sample: every 37th row, and every verdict kind at least once.
        std::set<std::string> kinds;
        for (size_t i = 0; i < rows.size(); ++i) {
            const json& r = rows[i];
            const std::string v = r.at("verdict").get<std::string>();
            if (i % 37 != 0 && kinds.count(v))
                continue;
            kinds.insert(v);
            const json e = cliJson(QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),
                                               QString::fromStdString(r.at("model").get<std::string>()),
                                               QStringLiteral("--weights"),
                                               QString::fromStdString(r.at("weights").get<std::string>())} +
                                   words(kQuestion) + QStringList{QStringLiteral("--json")});
            compareWithEstimate(r, e, r.at("model").get<std::string>() + " " + r.at("weights").get<std::string>());
        }
        QVERIFY(kinds.count("fits") && kinds.count("spills") && kinds.count("does-not-fit"));
    }

    void fitBestRows()
    {
        const json fit =
            cliJson(QStringList{QStringLiteral("fit")} + words(kQuestion) + QStringList{QStringLiteral("--json")});
        std::map<std::string, std::vector<json>> byModel;
        for (const json& r : fit.at("rows"))
            byModel[r.at("model").get<std::string>()].push_back(r);
        for (const auto& [model, rows] : byModel) {
            // At most one best row per model, and it is the first row (highest precision) that fits.
            int best = 0;
            bool seenFit = false;
            for (const json& r : rows) {
                const bool fits = r.at("verdict") == "fits";
                if (r.at("best").get<bool>()) {
                    ++best;
                    QVERIFY2(fits && !seenFit, model.c_str());
                }
                seenFit = seenFit || fits;
            }
            QCOMPARE(best, seenFit ? 1 : 0);
        }
        // By hand: Llama 3.1 8B at BF16 is 8.03e9 x 2 bytes = 14.96 GiB, its cache 32 layers x 8 KV heads x
        // 128 x 2 (K, V) x 2 bytes = 128 KiB per token x 32768 tokens = 4 GiB: about 19 GiB of the 3090's
        // 23.1 usable, so the best row is BF16 (listed before F16).
        auto bestOf = [&](const std::string& m) -> std::string {
            for (const json& r : byModel.at(m))
                if (r.at("best").get<bool>())
                    return r.at("weights").get<std::string>();
            return "none";
        };
        QCOMPARE(QString::fromStdString(bestOf("llama-3.1-8b")), QStringLiteral("BF16"));
        // Llama 3.3 70B: even IQ2_XXS weights (70.6e9 x 2.38 bits = 19.6 GiB) plus 80 layers x 8 x 128 x 2 x 2
        // = 320 KiB per token x 32768 = 10 GiB of cache exceed 23.1 GiB: no row fits on the GPU.
        QCOMPARE(QString::fromStdString(bestOf("llama-3.3-70b")), QStringLiteral("none"));
    }

    void fitWeightsListAndErrors()
    {
        const json fit =
            cliJson(QStringList{QStringLiteral("fit")} + words(kQuestion) + words("--weights Q8_0,Q4_K_M --json"));
        QCOMPARE(fit.at("rows").size() % 2, size_t(0));
        QCOMPARE(QString::fromStdString(fit.at("rows")[0].at("weights").get<std::string>()), QStringLiteral("Q8_0"));
        QCOMPARE(QString::fromStdString(fit.at("rows")[1].at("weights").get<std::string>()), QStringLiteral("Q4_K_M"));
        QCOMPARE(exitOf(words("fit --context 4096 --json")), 2); // no machine
        QCOMPARE(exitOf(words("fit --hardware rtx-3090 --weights Q9_X --json")), 2);
        QCOMPARE(exitOf(words("fit --hardware rtx-3090 --model qwen3-8b --json")), 2);
        QCOMPARE(exitOf(words("machines --model qwen3-8b --hardware rtx-3090")), 2);
        QCOMPARE(exitOf(words("machines --model qwen3-8b --max-gpus 9")), 2);
    }

    // Issue 34 §3: `fit`'s text answers in one screen. The rules, restated here from the issue and checked
    // against the JSON of the same question (whose rows equal `estimate`, fitRowsEqualEstimate):
    //  - one row per model that fits or spills, at most 20; a model's row is, among its schemes that fit
    //    (else spill), the highest-precision one whose decode bound is at least 10 tok/s, else its fastest;
    //  - models that fit before those that spill; within each, usable ones (>= 10 tok/s) first, largest total
    //    parameters first; then one line counting the models that do not fit and the rows not shown.
    void fitAnswersInOneScreen()
    {
        const QStringList question = QStringList{QStringLiteral("fit")} + words(kQuestion);
        const json fit = cliJson(question + QStringList{QStringLiteral("--json")});
        const json models = cliJson(words("models --json"));
        std::map<std::string, uint64_t> params;
        for (const json& m : models.at("models"))
            params[m.at("id").get<std::string>()] = m.at("params_total").get<uint64_t>();
        // The rows that may be shown, per model, in the table's order (highest precision first).
        std::map<std::string, std::vector<json>> runs;
        std::set<std::string> all;
        for (const json& r : fit.at("rows")) {
            all.insert(r.at("model").get<std::string>());
            if (r.at("verdict") == "fits" || r.at("verdict") == "spills")
                runs[r.at("model").get<std::string>()].push_back(r);
        }
        QProcess p;
        p.start(QStringLiteral(KV_CLI_PATH), question);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n');
        QVERIFY2(lines.size() < 40, qPrintable(lines.join(u'\n'))); // one screen
        const qsizetype header = lines.indexOf(QRegularExpression(QStringLiteral("model\\s+params\\s+weights.*")));
        QVERIFY(header > 0);
        struct Shown
        {
            std::string model, weights;
            bool fits;
            double tps;
        };
        std::vector<Shown> shown;
        for (qsizetype i = header + 1; i < lines.size() && !lines[i].isEmpty(); ++i) {
            const QStringList cells = lines[i].split(u' ', Qt::SkipEmptyParts);
            shown.push_back({cells[0].toStdString(), cells[2].toStdString(), cells[3] == QLatin1String("fits"), 0});
            // Its speed as the JSON has it (the text rounds to 0.1).
            for (const json& r : fit.at("rows"))
                if (r.at("model") == shown.back().model && r.at("weights") == shown.back().weights)
                    shown.back().tps = r.at("tokens_per_second_per_user").get<double>();
        }
        QCOMPARE(shown.size(), std::min<size_t>(runs.size(), 20));
        std::set<std::string> seen;
        for (size_t i = 0; i < shown.size(); ++i) {
            const Shown& s = shown[i];
            QVERIFY2(seen.insert(s.model).second, s.model.c_str()); // one row per model
            // Its scheme, by the rule.
            const std::vector<json>& mine = runs.at(s.model);
            const bool anyFits =
                std::any_of(mine.begin(), mine.end(), [](const json& r) { return r.at("verdict") == "fits"; });
            std::vector<json> group;
            for (const json& r : mine)
                if (r.at("verdict") == (anyFits ? "fits" : "spills"))
                    group.push_back(r);
            std::string expected;
            for (const json& r : group)
                if (r.at("tokens_per_second_per_user").get<double>() >= 10) {
                    expected = r.at("weights").get<std::string>();
                    break;
                }
            if (expected.empty())
                expected = (*std::max_element(group.begin(), group.end(),
                                              [](const json& a, const json& b) {
                                                  return a.at("tokens_per_second_per_user").get<double>() <
                                                         b.at("tokens_per_second_per_user").get<double>();
                                              }))
                               .at("weights")
                               .get<std::string>();
            QCOMPARE(QString::fromStdString(s.weights), QString::fromStdString(expected));
            QCOMPARE(s.fits, group.front().at("verdict") == "fits");
            if (i == 0)
                continue;
            // The order.
            const Shown& a = shown[i - 1];
            QVERIFY2(a.fits || !s.fits, s.model.c_str());
            if (a.fits == s.fits) {
                QVERIFY2(a.tps >= 10 || s.tps < 10, s.model.c_str());
                if (a.tps >= 10 && s.tps >= 10)
                    QVERIFY2(params.at(a.model) >= params.at(s.model), s.model.c_str());
                else if (s.tps < 10)
                    QVERIFY2(a.tps >= s.tps, s.model.c_str());
            }
        }
        // By hand (fitBestRows): Llama 3.3 70B never fits on the 3090's 23.1 GiB, so if it is shown it spills.
        for (const Shown& s : shown)
            if (s.model == "llama-3.3-70b")
                QVERIFY(!s.fits);
        // The summary: models without a row that fits or spills, and every row of the table not shown.
        const QString summary = lines[header + qsizetype(shown.size()) + 2];
        const size_t notRunning = all.size() - runs.size();
        // By hand, English plurals: "1 model does not fit", "8 models do not fit".
        const QString notFitting = notRunning == 1 ? QStringLiteral("1 model does not fit")
                                                   : QStringLiteral("%1 models do not fit").arg(notRunning);
        QVERIFY2(summary.startsWith(notFitting), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("; %1 rows not shown (--all lists every model and scheme).")
                                      .arg(fit.at("rows").size() - shown.size())),
                 qPrintable(summary));
        if (runs.size() > 20)
            QVERIFY2(summary.contains(QStringLiteral(", %1 more fit or spill;").arg(runs.size() - 20)),
                     qPrintable(summary));

        // --all: every model and scheme, as before (one line per row of the JSON).
        p.start(QStringLiteral(KV_CLI_PATH), question + QStringList{QStringLiteral("--all")});
        QVERIFY(p.waitForFinished(60000));
        const QStringList every = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n');
        qsizetype rowLines = 0;
        for (const QString& l : every)
            if (l.startsWith(QLatin1String("  ")) && all.count(l.trimmed().section(u' ', 0, 0).toStdString()))
                ++rowLines;
        QCOMPARE(size_t(rowLines), fit.at("rows").size());
    }

    void machinesRowsEqualEstimate()
    {
        const json m = cliJson(words("machines --model llama-3.3-70b --context 32768 --json"));
        QCOMPARE(QString::fromStdString(m.at("schema").get<std::string>()), QStringLiteral("kvplanner.machines/1"));
        const json& rows = m.at("rows");
        QVERIFY(rows.size() > 100);
        // Fits (fastest first), then spills (fastest first), then does not fit (closest first).
        auto group = [](const json& r) { return r.at("verdict") == "fits" ? 0 : r.at("verdict") == "spills" ? 1 : 2; };
        for (size_t i = 1; i < rows.size(); ++i) {
            QVERIFY(group(rows[i - 1]) <= group(rows[i]));
            if (group(rows[i]) == group(rows[i - 1]) && group(rows[i]) < 2)
                QVERIFY(rows[i - 1].at("tokens_per_second_per_user").get<double>() >=
                        rows[i].at("tokens_per_second_per_user").get<double>() * 0.99);
            if (group(rows[i]) == 2 && group(rows[i - 1]) == 2 && !rows[i].at("headroom_bytes").is_null())
                QVERIFY(rows[i - 1].at("headroom_bytes").get<int64_t>() >= rows[i].at("headroom_bytes").get<int64_t>());
        }
        for (size_t i = 0; i < rows.size(); i += 23) {
            const json& r = rows[i];
            if (r.at("verdict") == "refused")
                continue;
            const json e = cliJson(
                QStringList{QStringLiteral("estimate")} + words("--model llama-3.3-70b --context 32768") +
                QStringList{QStringLiteral("--hardware"), QString::fromStdString(r.at("hardware").get<std::string>()),
                            QStringLiteral("--gpus"), QString::number(r.at("gpus").get<int>()),
                            QStringLiteral("--json")});
            compareWithEstimate(r, e, r.at("hardware").get<std::string>());
            // Headroom: usable minus used on the tightest device.
            int64_t tightest = INT64_MAX;
            for (const json& d : e.at("devices"))
                tightest = std::min(tightest, d.at("usable_bytes").get<int64_t>() - d.at("used_bytes").get<int64_t>());
            QCOMPARE(r.at("headroom_bytes").get<int64_t>(), tightest);
        }
        // By hand: the 70B at Q4_K_M needs 70.6e9 x 4.89 bits = 39.6 GiB of weights + 80 x 8 x 128 x 2 x 2
        // bytes x 32768 = 10 GiB of cache, about 50 GiB: two 24 GB RTX 3090s (2 x 23.1 = 46.2 GiB usable)
        // still spill, three (69.3 GiB) fit.
        std::map<int, std::string> rtx3090;
        for (const json& r : rows)
            if (r.at("hardware") == "rtx-3090")
                rtx3090[r.at("gpus").get<int>()] = r.at("verdict").get<std::string>();
        QCOMPARE(QString::fromStdString(rtx3090[1]), QStringLiteral("spills"));
        QCOMPARE(QString::fromStdString(rtx3090[2]), QStringLiteral("spills"));
        QCOMPARE(QString::fromStdString(rtx3090[3]), QStringLiteral("fits"));
    }

    void machinesForVllmAreGpus()
    {
        // vLLM serves from a GPU pool: every row is a discrete-GPU machine with a verdict, and a GPU count
        // that does not divide Qwen3-8B's 32 attention heads (3) is refused, not planned.
        const json m = cliJson(words("machines --model qwen3-8b --runtime vllm --context 8192 --json"));
        for (const json& r : m.at("rows")) {
            QVERIFY(r.at("verdict") != "unknown");
            if (r.at("gpus") == 3)
                QCOMPARE(QString::fromStdString(r.at("verdict").get<std::string>()), QStringLiteral("refused"));
        }
    }

    void adviceReproduces_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<int>("atLeast");
        QTest::addRow("32b q8 4x32k on a 4090 with 16 GB: does not fit")
            << "--model qwen3-32b --weights Q8_0 --context 32768 --users 4 --hardware rtx-4090 --ram 16" << 2;
        QTest::addRow("moe spills on a 16 GB card")
            << "--model qwen3-30b-a3b --context 65536 --hardware rtx-4060-ti-16gb --ram 64" << 3;
        QTest::addRow("gemma 27b q8 128k on a 48 GB mac")
            << "--model gemma-3-27b --weights Q8_0 --context 131072 --hardware mac-mini-m4-pro-48gb" << 3;
        QTest::addRow("vllm 8 users on a 4090")
            << "--model qwen3-8b --runtime vllm --context 32768 --users 8 --hardware rtx-4090" << 3;
        QTest::addRow("70b on one 3090")
            << "--model llama-3.3-70b --context 32768 --users 2 --hardware rtx-3090 --ram 64" << 1;
        QTest::addRow("fixed -ngl too high")
            << "--model qwen3-14b --context 32768 --hardware rtx-4060-ti-16gb --ram 32 --n-gpu-layers 99 --weights Q8_0"
            << 1;
        QTest::addRow("gpt-oss-120b 64k x 2 on a 64 GB mac mini: only combinations")
            << "--model gpt-oss-120b --context 65536 --users 2 --hardware mac-mini-m4-pro-64gb" << 2;
    }

    void adviceReproduces()
    {
        QFETCH(QString, args);
        QFETCH(int, atLeast);
        const QStringList base = QStringList{QStringLiteral("estimate")} + args.split(QLatin1Char(' '));
        const json e = cliJson(base + words("--advise --json"));
        QVERIFY(e.at("verdict") != "fits");
        const json& advice = e.at("advice");
        QVERIFY2(int(advice.size()) >= atLeast, advice.dump().c_str());
        for (const json& a : advice) {
            QVERIFY(!a.at("summary").get<std::string>().empty());
            const QStringList command = a.at("kind") == "machine" ? withoutMachine(base) : base;
            const json again = cliJson(command + toList(a.at("args")) + QStringList{QStringLiteral("--json")});
            QCOMPARE(QString::fromStdString(again.at("verdict").get<std::string>()),
                     QString::fromStdString(a.at("verdict").get<std::string>()));
            QCOMPARE(again.at("total_bytes").get<uint64_t>(), a.at("total_bytes").get<uint64_t>());
            // Each suggestion fits; one for a plan that does not run may run with layers in RAM.
            QCOMPARE(again.value("speed", json::object()).value("tokens_per_second_per_user", 0.0),
                     a.at("tokens_per_second_per_user").is_null() ? 0.0
                                                                  : a.at("tokens_per_second_per_user").get<double>());
            // Each suggestion fits; one for a plan that does not run may run with layers in RAM; one for a
            // plan that spills may only spill less (partial).
            QVERIFY(a.at("verdict") == "fits" || (a.at("verdict") == "spills" && e.at("verdict") == "does-not-fit") ||
                    a.at("kind") == "offload" || (a.at("partial").get<bool>() && e.at("verdict") == "spills"));
        }
    }

    // Issue 34 §4: every suggestion list has a way forward.
    void adviceCombinesWhenNoSingleChangeFits()
    {
        // Llama 3.3 70B Q4_K_M at 32k x 2 on a 48 GB Mac mini: the GPU may use 75% = 36 GiB, at most the
        // 45 GiB left after the OS's 3. The weights alone (70.6e9 x 4.89 bits = 39.6 GiB) exceed 36 GiB, so
        // no shorter context, fewer users or smaller cache fits; the smallest scheme (IQ2_XXS, 19.6 GiB)
        // plus the cache (80 layers x 8 x 128 x 2 x 2 bytes = 320 KiB per token x 65536 = 20 GiB) is over
        // 36 too, and a 45 GiB limit is under the 59.9 GiB asked. Together: the 45 GiB limit with Q2_K
        // (44.8 GiB in all), cheapest first (free + quality).
        const QStringList base = words("estimate --model llama-3.3-70b --context 32768 --users 2 --hardware "
                                       "mac-mini-m4-pro-48gb");
        const json e = cliJson(base + words("--advise --json"));
        QCOMPARE(QString::fromStdString(e.at("verdict").get<std::string>()), QStringLiteral("does-not-fit"));
        const json& advice = e.at("advice");
        std::vector<std::string> kinds;
        for (const json& a : advice)
            kinds.push_back(a.at("kind").get<std::string>());
        QCOMPARE(std::count(kinds.begin(), kinds.end(), "combination"), 3);
        QCOMPARE(std::count(kinds.begin(), kinds.end(), "machine"), 2);
        QCOMPARE(kinds.size(), size_t(5)); // no single change fits
        const json& first = advice[0];
        QCOMPARE(toList(first.at("args")), words("--gpu-limit-gib 45 --weights Q2_K"));
        QCOMPARE(first.at("steps").size(), size_t(2));
        QCOMPARE(QString::fromStdString(first.at("steps")[0].at("kind").get<std::string>()),
                 QStringLiteral("gpu-limit"));
        QCOMPARE(first.at("steps")[0].at("value").get<uint64_t>(), 45ull << 30);
        QVERIFY(first.at("fits").get<bool>());
        QVERIFY(first.at("total_bytes").get<uint64_t>() <= 45ull << 30);
        QVERIFY(QString::fromStdString(first.at("summary").get<std::string>()).startsWith(QStringLiteral("Together:")));
        // Minimal: neither change alone fits (each is what a single suggestion would have been).
        for (const char* alone : {"--gpu-limit-gib 45", "--weights Q2_K"})
            QCOMPARE(QString::fromStdString(cliJson(base + words(alone) + words("--json")).at("verdict")),
                     QStringLiteral("does-not-fit"));
        // The machines fit as the plan is: the smallest at 10 tokens/s or more first.
        const json& machine = advice[3];
        QCOMPARE(toList(machine.at("args")).mid(0, 2),
                 (QStringList{QStringLiteral("--hardware"), QString::fromStdString(machine.at("hardware"))}));
        QVERIFY(machine.at("tokens_per_second_per_user").get<double>() >= 10);
        const json there = cliJson(words("estimate --model llama-3.3-70b --context 32768 --users 2") +
                                   toList(machine.at("args")) + words("--json"));
        QCOMPARE(QString::fromStdString(there.at("verdict").get<std::string>()), QStringLiteral("fits"));
        QCOMPARE(there.at("total_bytes").get<uint64_t>(), machine.at("total_bytes").get<uint64_t>());
        // The text says it too.
        QProcess p;
        p.start(QStringLiteral(KV_CLI_PATH), base + words("--advise"));
        QVERIFY(p.waitForFinished(60000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY(
            text.contains(QStringLiteral("Together: a 45.0 GiB GPU limit + Q2_K weights. No one of them alone makes "
                                         "it fit. The GPU limit: sudo sysctl iogpu.wired_limit_mb=46080")));
        QVERIFY(text.contains(QStringLiteral("instead of the machine's flags: --hardware")));
        QVERIFY(!text.contains(QStringLiteral("No single change makes it fit")));
    }

    void adviceSpillsLess()
    {
        // Qwen3 32B Q4_K_M at 64k on an RTX 4090 + 64 GB spills 22 of 64 layers. Its f16 cache is 64 layers
        // x 8 heads x 128 x 2 (K, V) x 2 bytes = 256 KiB per token x 65536 = 16 GiB; as q8_0 it is 34/32
        // bytes per value: 64 x 65536 x 2 x 1088 bytes = 8.5 GiB, 7.5 GiB less, so the plan needs 27.3 GiB
        // and 9 layers stay in RAM: not a fit, but twice as fast. Listed after the ways that fit, by speed.
        const QStringList base = words("estimate --model qwen3-32b --context 65536 --hardware rtx-4090 --ram 64");
        const json e = cliJson(base + words("--advise --json"));
        QCOMPARE(QString::fromStdString(e.at("verdict").get<std::string>()), QStringLiteral("spills"));
        const json* q8 = nullptr;
        bool seenPartial = false;
        double lastSpeed = 1e9;
        for (const json& a : e.at("advice")) {
            if (!a.at("partial").get<bool>()) {
                QVERIFY(!seenPartial); // the ways that fit come first
                continue;
            }
            seenPartial = true;
            QVERIFY(a.at("tokens_per_second_per_user").get<double>() <= lastSpeed);
            lastSpeed = a.at("tokens_per_second_per_user").get<double>();
            QVERIFY(a.at("tokens_per_second_per_user").get<double>() >=
                    e.at("speed").at("tokens_per_second_per_user").get<double>() * 1.05);
            if (a.at("kind") == "kv-q8")
                q8 = &a;
        }
        QVERIFY(q8);
        QCOMPARE(e.at("total_bytes").get<uint64_t>() - q8->at("total_bytes").get<uint64_t>(), 8'053'063'680ull);
        QCOMPARE(q8->at("layers_in_ram").get<uint64_t>(), 9ull);
        QCOMPARE(QString::fromStdString(q8->at("verdict").get<std::string>()), QStringLiteral("spills"));
    }

    void vllmPoolTooSmallIsTheVerdict()
    {
        // A pool from a log of 1 GiB for Llama 3.1 8B: bf16 KV = 131072 bytes per token, a block of 16
        // tokens = 2 MiB, so 512 blocks = 8192 tokens, less than one request of 20000: vLLM will not start
        // on any machine, and the verdict says so without one.
        QProcess p;
        p.start(QStringLiteral(KV_CLI_PATH),
                words("estimate --model llama-3.1-8b --runtime vllm --context 20000 --kv-pool-gib 1"));
        QVERIFY(p.waitForFinished(60000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(text.contains(QStringLiteral("vLLM will not start — Its KV cache pool of 1.00 GiB holds 8,192 tokens, "
                                              "less than one request of --max-model-len 20,000")),
                 qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("Choose a machine")));
    }

    void adviceSpecifics()
    {
        // The Mac: its GPU may use 75% of 48 GiB = 36 GiB by default; the plan needs 38.1 GiB, so the
        // smallest whole-GiB limit that fits is 39 GiB = 39936 MiB, and the summary gives the sysctl.
        const json mac = cliJson(words("estimate --model gemma-3-27b --weights Q8_0 --context 131072 --hardware "
                                       "mac-mini-m4-pro-48gb --advise --json"));
        QCOMPARE(QString::fromStdString(mac.at("advice")[0].at("kind").get<std::string>()),
                 QStringLiteral("gpu-limit"));
        QVERIFY(QString::fromStdString(mac.at("advice")[0].at("summary").get<std::string>())
                    .contains(QStringLiteral("iogpu.wired_limit_mb=")));
        // The order is by cost: free, quality, speed, capability, money.
        const std::vector<std::string> order = {"gpu-limit", "vllm-utilization", "kv-q8",   "weights", "kv-q4",
                                                "n-cpu-moe", "offload",          "context", "users",   "more-gpus"};
        for (const json* e : {&mac}) {
            size_t last = 0;
            for (const json& a : e->at("advice")) {
                if (a.at("partial").get<bool>())
                    break; // those that only spill less come after, by speed
                const size_t at =
                    size_t(std::find(order.begin(), order.end(), a.at("kind").get<std::string>()) - order.begin());
                QVERIFY(at >= last);
                last = at;
            }
        }
        // A plan that fits with room to spare gets no advice.
        const json roomy = cliJson(words("estimate --model qwen3-0.6b --hardware rtx-4090 --advise --json"));
        QCOMPARE(roomy.at("advice").size(), size_t(0));
        // vLLM uses more GPUs through tensor parallelism, and refuses head counts the GPUs do not divide:
        // Qwen3-8B has 32 attention heads, so 3 GPUs are refused and the advice goes to 4.
        const json vllm = cliJson(words("estimate --model qwen3-8b --runtime vllm --context 32768 --users 8 "
                                        "--hardware rtx-4090 --advise --json"));
        const json& more = vllm.at("advice").back();
        QCOMPARE(QString::fromStdString(more.at("kind").get<std::string>()), QStringLiteral("more-gpus"));
        QCOMPARE(toList(more.at("args")), words("--gpus 4 --tensor-parallel-size 4"));
        QCOMPARE(exitOf(words("estimate --model qwen3-8b --runtime vllm --hardware rtx-4090 --gpus 3 "
                              "--tensor-parallel-size 3 --json")),
                 3);
    }
};

QTEST_APPLESS_MAIN(TestChoose)
#include "tst_choose.moc"
