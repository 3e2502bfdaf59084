// Choosing (issue 15) as scripts see it: `fit` rows and `machines` rows equal what `estimate` prints
// for the same model, scheme, machine and question; every `estimate --advise` suggestion's flags,
// appended to the same command, reproduce its verdict and total; the orderings and "best" rows follow
// the rules, checked against hand arithmetic where the answer is clear-cut.

#include "catalog.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
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

// The CLI's output with its presets from dataDir (KVPLANNER_DATA_DIR; empty: the tests' own, the source tree's).
QString cliOut(const QStringList& args, const QString& dataDir = {})
{
    QProcess p;
    if (!dataDir.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KVPLANNER_DATA_DIR"), dataDir);
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral(KV_CLI_PATH), args);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

json cliJson(const QStringList& args, int expectedExit = 0, const QString& dataDir = {})
{
    QProcess p;
    if (!dataDir.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KVPLANNER_DATA_DIR"), dataDir);
        p.setProcessEnvironment(env);
    }
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

// A data folder whose only hardware presets are the shipped entries named (copied as they are), with the shipped
// models and weight schemes: a ranking small enough to work out by hand.
bool writePresetDir(const QTemporaryDir& dir, const std::vector<std::string>& ids)
{
    const QString src = QStringLiteral(KV_SOURCE_DIR "/resources/presets");
    const QString dst = dir.path() + QStringLiteral("/presets");
    if (!QDir().mkpath(dst) || !QFile::link(src + QStringLiteral("/models"), dst + QStringLiteral("/models")) ||
        !QFile::copy(src + QStringLiteral("/weights.json"), dst + QStringLiteral("/weights.json")) ||
        !QFile::copy(src + QStringLiteral("/money.json"), dst + QStringLiteral("/money.json")))
        return false;
    json out{{"schemaVersion", 1}, {"hardware", json::array()}};
    for (const std::string& id : ids)
        for (const QString& f : QDir(src).entryList({QStringLiteral("hardware-*.json")})) {
            std::ifstream in((src + QLatin1Char('/') + f).toStdString());
            const json file = json::parse(in);
            for (const json& h : file.at("hardware"))
                if (h.at("id") == id)
                    out["hardware"].push_back(h);
        }
    std::ofstream((dst + QStringLiteral("/hardware-test.json")).toStdString()) << out.dump(1);
    return out["hardware"].size() == ids.size();
}

const kv::HardwarePreset& preset(const std::string& id)
{
    static const kv::Catalog cat = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
    return *cat.findHardware(id);
}

// `estimate`'s decode-speed bound for Qwen3-8B Q4_K_M at 8k for one user on one card of this preset.
double speedOn(const std::string& id)
{
    const json e = cliJson(words("estimate --model qwen3-8b --context 8192 --json --hardware") +
                           QStringList{QString::fromStdString(id)});
    return e.at("speed").at("tokens_per_second_per_user").get<double>();
}

std::vector<std::string> rowIds(const json& rows)
{
    std::vector<std::string> out;
    for (const json& r : rows)
        out.push_back(r.at("hardware").get<std::string>() + " x" + std::to_string(r.at("gpus").get<int>()));
    return out;
}

const char* const kSmallPlan = "machines --model qwen3-8b --context 8192 --max-gpus 2";

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
        const json m = cliJson(words("machines --model llama-3.3-70b --context 32768 --sort speed --json"));
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

    // Issue 31: the cheapest machine that runs a plan. Qwen3-8B Q4_K_M at 8k for one user on three shipped
    // presets, 1 or 2 cards each; every row fits (about 6 GiB: 4.7 GiB of weights, 1.1 GiB of cache). The list
    // prices (the presets'): RTX 3060 12 GB $329, RTX 3090 $1,499, RTX 4090 $1,599. The decode-speed bounds
    // (estimate's): about 43.2, 76.2 and 102.7 tokens/s; two cards split the layers and read as much per token,
    // so they are as fast. A budget of $1,600 leaves the single cards and two 3060s ($658); a minimum of 50
    // tokens/s drops the 3060s: the RTX 3090 ($1,499) then the RTX 4090 ($1,599).
    void machinesByPriceBudgetAndSpeed()
    {
        QTemporaryDir dir;
        QVERIFY(writePresetDir(dir, {"rtx-3060-12gb", "rtx-3090", "rtx-4090"}));
        QCOMPARE(preset("rtx-3060-12gb").price->amount, 329.0);
        QCOMPARE(preset("rtx-3090").price->amount, 1499.0);
        QCOMPARE(preset("rtx-4090").price->amount, 1599.0);
        const double s3060 = speedOn("rtx-3060-12gb");
        const double s3090 = speedOn("rtx-3090");
        const double s4090 = speedOn("rtx-4090");
        QVERIFY(std::abs(s3060 - 43.2) < 0.1 && std::abs(s3090 - 76.2) < 0.1 && std::abs(s4090 - 102.7) < 0.1);

        // Cheapest first (the default order).
        const json all = cliJson(words(kSmallPlan) + words("--json"), 0, dir.path());
        QCOMPARE(rowIds(all.at("rows")),
                 (std::vector<std::string>{"rtx-3060-12gb x1", "rtx-3060-12gb x2", "rtx-3090 x1", "rtx-4090 x1",
                                           "rtx-3090 x2", "rtx-4090 x2"}));
        QCOMPARE(QString::fromStdString(all.at("question").at("sort").get<std::string>()), QStringLiteral("price"));

        const json m = cliJson(words(kSmallPlan) + words("--budget 1600 --min-speed 50 --json"), 0, dir.path());
        QCOMPARE(rowIds(m.at("rows")), (std::vector<std::string>{"rtx-3090 x1", "rtx-4090 x1"}));
        QCOMPARE(m.at("question").at("budget").get<double>(), 1600.0);
        QCOMPARE(m.at("question").at("min_speed").get<double>(), 50.0);
        const json& r3090 = m.at("rows")[0];
        const json& r4090 = m.at("rows")[1];
        // Each figure against the core's: the preset's price, its source, its board power, and price / speed.
        QCOMPARE(r3090.at("price").get<double>(), preset("rtx-3090").price->amount);
        QCOMPARE(r3090.at("currency").get<std::string>(), std::string("USD"));
        QCOMPARE(r3090.at("price_source").get<std::string>(), preset("rtx-3090").price->source);
        QCOMPARE(r3090.at("power_w").get<double>(), 350.0);
        QCOMPARE(r3090.at("tokens_per_second_per_user").get<double>(), s3090);
        QCOMPARE(r3090.at("price_per_token_per_s").get<double>(), 1499.0 / s3090); // about 19.67
        QCOMPARE(r4090.at("price").get<double>(), 1599.0);
        QCOMPARE(r4090.at("power_w").get<double>(), 450.0);
        QCOMPARE(r4090.at("price_per_token_per_s").get<double>(), 1599.0 / s4090); // about 15.57

        // The budget is inclusive; a dollar less leaves the 4090 out. Sorted by speed, the 4090 leads.
        QCOMPARE(
            rowIds(cliJson(words(kSmallPlan) + words("--budget 1599 --min-speed 50 --json"), 0, dir.path()).at("rows")),
            (std::vector<std::string>{"rtx-3090 x1", "rtx-4090 x1"}));
        QCOMPARE(
            rowIds(cliJson(words(kSmallPlan) + words("--budget 1598 --min-speed 50 --json"), 0, dir.path()).at("rows")),
            (std::vector<std::string>{"rtx-3090 x1"}));
        QCOMPARE(
            rowIds(cliJson(words(kSmallPlan) + words("--budget 1600 --min-speed 50 --sort speed --json"), 0, dir.path())
                       .at("rows")),
            (std::vector<std::string>{"rtx-4090 x1", "rtx-3090 x1"}));

        // The text shows the same figures: 1499 USD, 350 W, 19.67 USD per token/s.
        const QString text = cliOut(words(kSmallPlan) + words("--budget 1600 --min-speed 50"), dir.path());
        QVERIFY2(text.contains(QStringLiteral("Budget      1600 USD")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Min speed   50 tokens/s per user")), qPrintable(text));
        const QStringList lines = text.split(QLatin1Char('\n'));
        auto line = [&](const char* id) {
            for (const QString& l : lines)
                if (l.startsWith(QLatin1String(id) + QLatin1Char(' ')))
                    return l;
            return QString();
        };
        QVERIFY2(
            line("rtx-3090")
                .contains(QStringLiteral(" 1499 USD   350 W   %1 USD").arg(QString::number(1499.0 / s3090, 'f', 2))),
            qPrintable(line("rtx-3090")));
        QVERIFY2(
            line("rtx-4090")
                .contains(QStringLiteral(" 1599 USD   450 W   %1 USD").arg(QString::number(1599.0 / s4090, 'f', 2))),
            qPrintable(line("rtx-4090")));
        // The one-line answer: the cheapest that fits at 50 tokens/s or more, the RTX 3090.
        QVERIFY2(text.contains(QStringLiteral("Cheapest that fits: NVIDIA GeForce RTX 3090 24 GB at 1499 USD, %1 "
                                              "tokens/s per user.")
                                   .arg(QString::number(s3090, 'f', 1))),
                 qPrintable(text));
        QVERIFY(line("rtx-3060-12gb").isEmpty());
    }

    // Two cards cost twice the card and draw twice its board power: 2 x $1,499 = $2,998 and 2 x 350 W = 700 W
    // for two RTX 3090s; a whole system is priced as itself (Mac Studio M4 Max 128 GB: $3,499, 145 W at most).
    void machinesPriceTwoCardsAndSystems()
    {
        const json m = cliJson(words("machines --model qwen3-8b --context 8192 --max-gpus 2 --json"));
        std::map<std::string, json> byId;
        for (const json& r : m.at("rows"))
            byId[r.at("hardware").get<std::string>() + " x" + std::to_string(r.at("gpus").get<int>())] = r;
        const json& two = byId.at("rtx-3090 x2");
        QCOMPARE(two.at("price").get<double>(), 2998.0);
        QCOMPARE(two.at("price").get<double>(), 2 * preset("rtx-3090").price->amount);
        QCOMPARE(two.at("power_w").get<double>(), 700.0);
        QCOMPARE(two.at("power_w").get<double>(), 2 * *preset("rtx-3090").powerW);
        QCOMPARE(two.at("price_per_token_per_s").get<double>(),
                 2998.0 / two.at("tokens_per_second_per_user").get<double>());
        const json& mac = byId.at("mac-studio-m4-max-128gb x1");
        QCOMPARE(mac.at("price").get<double>(), 3499.0);
        QCOMPARE(mac.at("price").get<double>(), preset("mac-studio-m4-max-128gb").price->amount);
        QCOMPARE(mac.at("power_w").get<double>(), 145.0);
        // Unknown stays unknown: the H100 PCIe has no public list price (700 W for two is known).
        const json& h100 = byId.at("h100-80gb-pcie x2");
        QVERIFY(h100.at("price").is_null() && h100.at("currency").is_null() && h100.at("price_source").is_null());
        QVERIFY(h100.at("price_per_token_per_s").is_null());
        QCOMPARE(h100.at("power_w").get<double>(), 700.0);
        // A MacBook: priced, but Apple publishes no wall power.
        QVERIFY(byId.at("macbook-air-m2-16gb x1").at("power_w").is_null());
    }

    // A machine of unknown price is ranked after every priced one of its group, even when it is the fastest:
    // the H100 PCIe (no public list price, about 245 tokens/s here) after the RTX 4090 ($1,599, 102.7).
    void machinesUnknownPriceLast()
    {
        QTemporaryDir dir;
        QVERIFY(writePresetDir(dir, {"rtx-3060-12gb", "rtx-3090", "rtx-4090", "h100-80gb-pcie"}));
        QVERIFY(!preset("h100-80gb-pcie").price);
        QVERIFY(speedOn("h100-80gb-pcie") > speedOn("rtx-4090"));
        const json m = cliJson(words(kSmallPlan) + words("--json"), 0, dir.path());
        QCOMPARE(rowIds(m.at("rows")),
                 (std::vector<std::string>{"rtx-3060-12gb x1", "rtx-3060-12gb x2", "rtx-3090 x1", "rtx-4090 x1",
                                           "rtx-3090 x2", "rtx-4090 x2", "h100-80gb-pcie x1", "h100-80gb-pcie x2"}));
        // A budget cannot be checked against an unknown price: the H100 is left out.
        const json b = cliJson(words(kSmallPlan) + words("--budget 100000 --json"), 0, dir.path());
        QCOMPARE(b.at("rows").size(), size_t(6));
        // On the whole catalogue: within fits and within spills, prices rise and no priced row follows an
        // unknown one.
        const json all = cliJson(words("machines --model llama-3.3-70b --context 32768 --json"));
        std::string group;
        bool unknownSeen = false;
        double last = 0;
        for (const json& r : all.at("rows")) {
            const std::string g = r.at("verdict").get<std::string>();
            if (g != "fits" && g != "spills")
                break;
            if (g != group) {
                group = g;
                unknownSeen = false;
                last = 0;
            }
            if (r.at("price").is_null()) {
                unknownSeen = true;
                continue;
            }
            QVERIFY2(!unknownSeen, r.dump().c_str());
            QVERIFY2(r.at("price").get<double>() >= last, r.dump().c_str());
            last = r.at("price").get<double>();
        }
        QVERIFY(unknownSeen);
    }

    // The same three cards in yen and with the user's own price, and what they cost to run (issue 31).
    void machinesInYenWithOwnPriceAndEnergy()
    {
        QTemporaryDir dir;
        QVERIFY(writePresetDir(dir, {"rtx-3060-12gb", "rtx-3090", "rtx-4090"}));
        const double s3090 = speedOn("rtx-3090");
        const double s4090 = speedOn("rtx-4090");
        // Yen at the table's rate of 2025-12-31 (USD 1 = JPY 156.67): 1,499 x 156.67 = 234,848.33 and
        // 1,599 x 156.67 = 250,515.33. A budget of 240,000 yen keeps the 3090 of the two that reach 50 tokens/s.
        const json y =
            cliJson(words(kSmallPlan) + words("--currency JPY --budget 240000 --min-speed 50 --json"), 0, dir.path());
        QCOMPARE(rowIds(y.at("rows")), (std::vector<std::string>{"rtx-3090 x1"}));
        QVERIFY(std::abs(y.at("rows")[0].at("price").get<double>() - 234848.33) < 1e-6);
        QCOMPARE(y.at("rows")[0].at("currency").get<std::string>(), std::string("JPY"));
        QCOMPARE(y.at("rows")[0].at("price_currency_given").get<std::string>(), std::string("USD"));
        QCOMPARE(y.at("question").at("rates").at("date").get<std::string>(), std::string("2025-12-31"));
        const QString text =
            cliOut(words(kSmallPlan) + words("--currency JPY --budget 240000 --min-speed 50"), dir.path());
        QVERIFY2(text.contains(QStringLiteral("Budget      240000 JPY")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(" 234848 JPY ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("converted at the rate of 2025-12-31 (ECB euro reference rates)")),
                 qPrintable(text));

        // A used RTX 4090 at 1,000 euros: 1000 / 0.8511 = 1,174.95 dollars, now cheaper than the 3090's $1,499;
        // it leads the two that reach 50 tokens/s.
        QFile f(dir.path() + QStringLiteral("/prices.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-4090","amount":1000,"currency":"EUR","note":"used"}]})");
        f.close();
        const QStringList own = words("--min-speed 50 --json --prices") + QStringList{f.fileName()};
        const json m = cliJson(words(kSmallPlan) + own, 0, dir.path());
        // Two used cards: 2 x 1,174.95 = 2,349.90 dollars, under two 3090s' 2 x 1,499 = 2,998.
        QCOMPARE(rowIds(m.at("rows")),
                 (std::vector<std::string>{"rtx-4090 x1", "rtx-3090 x1", "rtx-4090 x2", "rtx-3090 x2"}));
        QVERIFY(std::abs(m.at("rows")[2].at("price").get<double>() - 2349.900) < 1e-3);
        const json& used = m.at("rows")[0];
        QVERIFY(std::abs(used.at("price").get<double>() - 1174.950) < 1e-3);
        QVERIFY(used.at("own_price").get<bool>());
        QCOMPARE(used.at("price_source").get<std::string>(), std::string("used"));
        QVERIFY(std::abs(used.at("price_per_token_per_s").get<double>() - 1000 / 0.8511 / s4090) < 1e-9);

        // Running cost of one RTX 4090 (450 W), 1 user: a million tokens take 1e6 / s4090 seconds at
        // 450 W: 450 x 1e6 / s4090 / 3600 Wh; 4 h a day for 30 days: 450 x 4 x 30 / 1000 = 54 kWh, x 0.1729 USD
        // (EIA 2025 average) = 9.3366 USD. No idle figure for the card.
        const json& power = used.at("power");
        QCOMPARE(power.at("board_w").get<double>(), 450.0);
        QVERIFY(power.at("idle_w").is_null());
        QVERIFY(std::abs(power.at("wh_per_million_tokens").get<double>() - 450 * 1e6 / s4090 / 3600) < 1e-6);
        QVERIFY(std::abs(power.at("kwh_per_month").get<double>() - 54) < 1e-9);
        QVERIFY(std::abs(power.at("cost_per_month").get<double>() - 9.3366) < 1e-9);
        // 8 h a day at 0.40 USD: 450 x 8 x 30 / 1000 = 108 kWh x 0.40 = 43.20 USD.
        const json h = cliJson(words(kSmallPlan) + words("--min-speed 50 --hours-per-day 8 --kwh-price 0.40 --json"), 0,
                               dir.path());
        QVERIFY(std::abs(h.at("rows")[1].at("power").at("cost_per_month").get<double>() - 43.2) < 1e-9);
        QCOMPARE(h.at("rows")[1].at("hardware").get<std::string>(), std::string("rtx-4090"));
        // estimate --json carries the same power object: 2 x RTX 3090 = 700 W; 700 x 4 x 30 / 1000 = 84 kWh
        // x 0.33 EUR (Eurostat Italy H1 2025) = 27.72 EUR.
        const json e = cliJson(words("estimate --model qwen3-8b --context 8192 --hardware rtx-3090 --gpus 2 "
                                     "--currency EUR --json"));
        QCOMPARE(e.at("power").at("board_w").get<double>(), 700.0);
        QVERIFY(std::abs(e.at("power").at("cost_per_month").get<double>() - 27.72) < 1e-9);
        QCOMPARE(e.at("power").at("currency").get<std::string>(), std::string("EUR"));
        QVERIFY(std::abs(e.at("power").at("wh_per_million_tokens").get<double>() -
                         700 * 1e6 / e.at("speed").at("tokens_per_second_per_user").get<double>() / 3600) < 1e-6);
        (void)s3090;
    }

    // A saved plan keeps the user's own prices; machines --scenario ranks with them, and a --prices file
    // replaces them machine by machine (issue 31).
    void machinesReadTheSavedPlansPrices()
    {
        QTemporaryDir dir;
        QVERIFY(writePresetDir(dir, {"rtx-3060-12gb", "rtx-3090", "rtx-4090"}));
        auto write = [&](const char* name, const char* text) {
            QFile f(dir.path() + QLatin1Char('/') + QLatin1String(name));
            if (!f.open(QIODevice::WriteOnly))
                return QString();
            f.write(text);
            return f.fileName();
        };
        // A used RTX 3090 at 600 dollars kept in the plan file, beside the list prices of $329 (3060 12 GB)
        // and $1,599 (4090).
        const QString plan = write("plan.kvplan", R"({"schemaVersion":1,"model":{"preset":"qwen3-8b"},)"
                                                  R"("runtime":"llama.cpp","context_per_user":8192,"users":1,)"
                                                  R"("weights":"Q4_K_M","prices":{"schema":"kvplanner.prices/1",)"
                                                  R"("prices":[{"hardware":"rtx-3090","amount":600,)"
                                                  R"("currency":"USD","note":"used"}]}})");
        QVERIFY(!plan.isEmpty());
        const QStringList machines =
            QStringList{QStringLiteral("machines"), QStringLiteral("--scenario"), plan} + words("--max-gpus 1 --json");
        const json m = cliJson(machines, 0, dir.path());
        auto rowOf = [](const json& rows, const std::string& id) -> const json* {
            for (const json& r : rows)
                if (r.at("hardware").get<std::string>() == id)
                    return &r;
            return nullptr;
        };
        const json* r3090 = rowOf(m.at("rows"), "rtx-3090");
        QVERIFY(r3090);
        QCOMPARE(r3090->at("price").get<double>(), 600.0);
        QVERIFY(r3090->at("own_price").get<bool>());
        QCOMPARE(rowIds(m.at("rows")), (std::vector<std::string>{"rtx-3060-12gb x1", "rtx-3090 x1", "rtx-4090 x1"}));
        // A --prices file's 3090 at 250 dollars replaces the plan's 600; the 3090 now leads the 3060's $329.
        const QString prices = write("prices.json", R"({"schema":"kvplanner.prices/1","prices":[{"hardware":)"
                                                    R"("rtx-3090","amount":250,"currency":"USD"}]})");
        const json o = cliJson(machines + QStringList{QStringLiteral("--prices"), prices}, 0, dir.path());
        QCOMPARE(rowOf(o.at("rows"), "rtx-3090")->at("price").get<double>(), 250.0);
        QCOMPARE(rowIds(o.at("rows")), (std::vector<std::string>{"rtx-3090 x1", "rtx-3060-12gb x1", "rtx-4090 x1"}));
        // In another currency than the plan's: a quote of 320 euros still replaces the plan's 600 dollars (a price
        // is the machine's, whatever it is written in), shown at the table's rate of 0.8511 EUR a dollar:
        // 320 / 0.8511 = 375.98 USD, between the 3060's $329 and the 4090's $1,599.
        const QString euros = write("euros.json", R"({"schema":"kvplanner.prices/1","prices":[{"hardware":)"
                                                  R"("rtx-3090","amount":320,"currency":"EUR"}]})");
        const json e = cliJson(machines + QStringList{QStringLiteral("--prices"), euros}, 0, dir.path());
        QVERIFY(std::abs(rowOf(e.at("rows"), "rtx-3090")->at("price").get<double>() - 320 / 0.8511) < 0.005);
        QVERIFY(rowOf(e.at("rows"), "rtx-3090")->at("own_price").get<bool>());
        QCOMPARE(rowIds(e.at("rows")), (std::vector<std::string>{"rtx-3060-12gb x1", "rtx-3090 x1", "rtx-4090 x1"}));
        // In euros, the same quote is shown as typed: 320 EUR.
        const json inEuros = cliJson(machines + QStringList{QStringLiteral("--prices"), euros,
                                                            QStringLiteral("--currency"), QStringLiteral("EUR")},
                                     0, dir.path());
        QCOMPARE(rowOf(inEuros.at("rows"), "rtx-3090")->at("price").get<double>(), 320.0);
    }

    // estimate's text states the same running cost as its JSON, as bounds: 2 x RTX 3090 (2 x 350 = 700 W) at
    // 4 h a day: 700 x 4 x 30 / 1000 = 84 kWh x 0.33 EUR = 27.72 EUR a month; a million tokens at the decode bound
    // (one user) take 1e6 / speed s at 700 W. A custom machine has no published power: no line.
    void estimateTextStatesTheRunningCost()
    {
        const QStringList plan = words("estimate --model qwen3-8b --context 8192 --hardware rtx-3090 --gpus 2 "
                                       "--currency EUR");
        const json e = cliJson(plan + QStringList{QStringLiteral("--json")});
        const double wh = 700 * 1e6 / e.at("speed").at("tokens_per_second_per_user").get<double>() / 3600;
        const QString text = cliOut(plan);
        const QString want = QStringLiteral("Power cost  at most %1 Wh per million tokens, at most 27.72 EUR a month "
                                            "(700 W board power, 4 h a day)")
                                 .arg(QString::number(std::round(wh), 'f', 0));
        QVERIFY2(text.contains(want), qPrintable(text));
        // 10 h a day at 0.25 EUR: 700 x 10 x 30 / 1000 = 210 kWh x 0.25 = 52.50 EUR.
        QVERIFY(cliOut(plan + words("--hours-per-day 10 --kwh-price 0.25"))
                    .contains(QStringLiteral("at most 52.50 EUR a month (700 W board power, 10 h a day)")));
        QVERIFY(!cliOut(words("estimate --model qwen3-8b --context 8192 --vram 24"))
                     .contains(QStringLiteral("Power cost")));
    }

    // When nothing on this machine makes the plan fit, the machines the advice names are the cheapest that run it
    // at a usable speed (10 tokens/s per user or more), as the machines ranking prices them: Llama 3.3 70B at 32k
    // for 2 users on a 48 GB Mac mini M4 Pro; 3 x RX 7900 XTX at 3 x 999 = 2,997 USD, then 4 x RX 7900 XT at
    // 4 x 899 = 3,596 USD (the cheaper ones that fit, 3 x Arc Pro B60 at 1,497 USD, a Ryzen AI Max+ 395 or two
    // Radeon AI Pro R9700, decode below 10 tokens/s per user).
    void adviceNamesTheCheapestMachines()
    {
        const json j = cliJson(words("estimate --model llama-3.3-70b --context 32768 --users 2 "
                                     "--hardware mac-mini-m4-pro-48gb --advise --json"));
        std::vector<std::string> machines;
        for (const json& a : j.at("advice"))
            if (a.at("kind") == "machine")
                machines.push_back(a.at("args")[1].get<std::string>() + " x" + a.at("args")[3].get<std::string>());
        QCOMPARE(machines, (std::vector<std::string>{"rx-7900-xtx x3", "rx-7900-xt x4"}));
        QCOMPARE(preset("rx-7900-xtx").price->amount, 999.0);
        QCOMPARE(preset("rx-7900-xt").price->amount, 899.0);
        const json m = cliJson(words("machines --model llama-3.3-70b --context 32768 --users 2 --min-speed 10 --json"));
        QCOMPARE(m.at("rows")[0].at("hardware").get<std::string>(), std::string("rx-7900-xtx"));
        QCOMPARE(m.at("rows")[0].at("price").get<double>(), 3 * 999.0);
    }

    // The money suggestions say what they cost: Llama 3.1 70B Q4_K_M at 8k does not fit one RTX 3090; "use N
    // GPUs of this kind" adds N - 1 cards at the list price of 1,499 USD each, and a machine that runs it as it is
    // costs its preset's price (a card's times its GPUs).
    void moneyAdviceStatesTheAmount()
    {
        const json j = cliJson(
            words("estimate --model llama-3.1-70b --context 8192 --hardware rtx-3090 --ram 32 --advise --json"));
        bool more = false;
        for (const json& a : j.at("advice")) {
            // Digit grouping follows the locale ("1,499 USD"): compared without it.
            const QString summary = QString::fromStdString(a.at("summary").get<std::string>()).remove(QLatin1Char(','));
            if (a.at("kind") == "more-gpus") {
                const uint64_t n = a.at("value").get<uint64_t>();
                QVERIFY2(summary.contains(QStringLiteral("the cards you add cost about %1 USD").arg((n - 1) * 1499)),
                         qPrintable(summary));
                more = true;
            }
        }
        QVERIFY(more);
        // In euros at the table's rate: 1,499 x 0.8511 = 1,275.80 euros a card.
        const json eur = cliJson(words("estimate --model llama-3.1-70b --context 8192 --hardware rtx-3090 --ram 32 "
                                       "--advise --currency EUR --json"));
        for (const json& a : eur.at("advice"))
            if (a.at("kind") == "more-gpus") {
                const uint64_t n = a.at("value").get<uint64_t>();
                const QString summary =
                    QString::fromStdString(a.at("summary").get<std::string>()).remove(QLatin1Char(','));
                QVERIFY2(summary.contains(QStringLiteral("about %1 EUR").arg(std::llround((n - 1) * 1499 * 0.8511))),
                         qPrintable(summary));
            }
        // A preset with no public price (H100 PCIe): the old wording, no amount.
        const json h = cliJson(words("estimate --model llama-3.1-405b --context 8192 --hardware h100-80gb-pcie "
                                     "--advise --json"));
        for (const json& a : h.at("advice"))
            if (a.at("kind") == "more-gpus")
                QVERIFY(a.at("summary").get<std::string>().find("it costs the cards you add") != std::string::npos);
    }

    // Issue 32: a suggestion that moves the first token says by how much. Its figure is the first-token bound of
    // the plan with the suggestion's flags appended (estimated again here), and the sentence quotes it and the
    // current bound, with the difference, whenever it moves by a tenth or more.
    void adviceSaysFirstTokenChange()
    {
        const char* base = "estimate --model qwen3-32b --hardware rtx-4090 --context 32768 --users 2 --prompt 16384";
        const json j = cliJson(words(base) + QStringList{QStringLiteral("--advise"), QStringLiteral("--json")});
        const double now = j.at("speed").at("prefill").at("first_token_seconds").get<double>();
        QVERIFY(now > 1); // spilling to RAM: the weights cross the host link
        int said = 0;
        for (const json& a : j.at("advice")) {
            if (a.at("first_token_seconds").is_null())
                continue;
            const double then = a.at("first_token_seconds").get<double>();
            QStringList args = words(base);
            for (const json& arg : a.at("args"))
                args << QString::fromStdString(arg.get<std::string>());
            const json again = cliJson(args + QStringList{QStringLiteral("--json")});
            QCOMPARE(again.at("speed").at("prefill").at("first_token_seconds").get<double>(), then);
            const QString summary = QString::fromStdString(a.at("summary").get<std::string>());
            const double moved = std::fabs(then - now);
            if (moved < 0.05 || moved < 0.1 * now) {
                QVERIFY2(!summary.contains(QStringLiteral("The first token comes")), qPrintable(summary));
                continue;
            }
            const auto secs = [](double x) { return QString::number(x, 'f', x < 10 ? 2 : 1); };
            const QString expected =
                QStringLiteral("The first token comes %1 s %2 (after at least %3 s; now %4 s).")
                    .arg(secs(moved), then < now ? QStringLiteral("sooner") : QStringLiteral("later"), secs(then),
                         secs(now));
            QVERIFY2(summary.contains(expected), qPrintable(summary + QStringLiteral(" / ") + expected));
            ++said;
        }
        QVERIFY(said >= 2); // a q4_0 cache and a second GPU both bring it closer
    }

    void badPriceFilesChangeNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + QStringLiteral("/prices.json");
        auto run = [&](const char* text) {
            QFile f(path);
            (void)f.open(QIODevice::WriteOnly | QIODevice::Truncate);
            f.write(text);
            f.close();
            QProcess p;
            p.start(QStringLiteral(KV_CLI_PATH), words("machines --model qwen3-8b --prices") + QStringList{path});
            p.waitForFinished(60000);
            return std::make_pair(p.exitCode(), QString::fromUtf8(p.readAllStandardError()));
        };
        const auto unknown =
            run(R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-9999","amount":1,"currency":"USD"}]})");
        QCOMPARE(unknown.first, 2);
        QVERIFY2(
            unknown.second.contains(QStringLiteral("“prices[0].hardware”: no hardware preset is called “rtx-9999”")),
            qPrintable(unknown.second));
        const auto negative =
            run(R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-3090","amount":-1,"currency":"USD"}]})");
        QCOMPARE(negative.first, 2);
        QVERIFY2(negative.second.contains(QStringLiteral("“prices[0].amount” is invalid")),
                 qPrintable(negative.second));
        const auto malformed = run("{\n\"schema\": \"kvplanner.prices/1\",\n\"prices\": [}\n");
        QCOMPARE(malformed.first, 2);
        QVERIFY2(malformed.second.contains(QStringLiteral("is not valid JSON (line 3)")), qPrintable(malformed.second));
        QCOMPARE(exitOf(words("machines --model qwen3-8b --currency GBP")), 2);
        QCOMPARE(exitOf(words("machines --model qwen3-8b --hours-per-day 25")), 2);
        QCOMPARE(exitOf(words("machines --model qwen3-8b --kwh-price -1")), 2);
    }

    void machinesChoiceErrors()
    {
        QCOMPARE(exitOf(words("machines --model qwen3-8b --sort cost")), 2);
        QCOMPARE(exitOf(words("machines --model qwen3-8b --budget 0")), 2);
        QCOMPARE(exitOf(words("machines --model qwen3-8b --budget -5")), 2);
        QCOMPARE(exitOf(words("machines --model qwen3-8b --budget 2k")), 2);
        QCOMPARE(exitOf(words("machines --model qwen3-8b --min-speed fast")), 2);
        // Headroom order: the most headroom first within fits.
        const json m = cliJson(words("machines --model qwen3-8b --context 8192 --sort headroom --json"));
        const json& rows = m.at("rows");
        for (size_t i = 1; i < rows.size() && rows[i].at("verdict") == "fits"; ++i)
            QVERIFY(rows[i - 1].at("headroom_bytes").get<int64_t>() >= rows[i].at("headroom_bytes").get<int64_t>());
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

    void sglangAdvisesFp8Cache()
    {
        // Qwen3 8B BF16 at 40960 tokens under SGLang on an RTX 4090: the pool (mem_fraction_static 0.847 of the
        // free memory, less 16.4 GB of weights) holds fewer tokens than the request, at 36 layers x 8 heads x 128
        // x 2 (K, V) x 2 bytes = 147,456 bytes a token. SGLang's fp8 cache (--kv-cache-dtype fp8_e4m3) is one byte a
        // value, half of that: 73,728 bytes a token, 40960 x 73,728 = 3,019,898,880 bytes for the request, and the
        // advice offers it (before, it offered llama.cpp's q8_0, which SGLang does not take, so nothing).
        const json e = cliJson(
            words("estimate --model qwen3-8b --runtime sglang --hardware rtx-4090 --context 40960 --advise --json"));
        QCOMPARE(QString::fromStdString(e.at("verdict").get<std::string>()), QStringLiteral("does-not-fit"));
        const json* q8 = nullptr;
        for (const json& a : e.at("advice"))
            if (a.at("kind") == "kv-q8")
                q8 = &a;
        QVERIFY(q8);
        QVERIFY(q8->at("args") == json::parse(R"(["--kv-type", "fp8"])"));
        QCOMPARE(QString::fromStdString(q8->at("verdict").get<std::string>()), QStringLiteral("fits"));
        QCOMPARE(e.at("kv_bytes").get<uint64_t>(), 40960ull * 147'456); // the bf16 request
        const json fp8 = cliJson(words(
            "estimate --model qwen3-8b --runtime sglang --hardware rtx-4090 --context 40960 --kv-type fp8 --json"));
        QCOMPARE(fp8.at("kv_bytes").get<uint64_t>(), 3'019'898'880ull);
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
