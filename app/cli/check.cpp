#include "check.h"

#include "catalog.h"
#include "checkjson.h"
#include "clierror.h"
#include "datapaths.h"
#include "errors.h"
#include "estimator.h"
#include "logcompare.h"
#include "rebuild.h"
#include "runtimelog.h"
#include "wording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>

namespace kvcli {

namespace {

constexpr uint64_t kMaxLogBytes = 64ull << 20;

QString tr(const char* s)
{
    return QCoreApplication::translate("kvplanner-cli", s);
}

void print(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, static_cast<size_t>(utf8.size()), stdout);
}

std::string readInput(const QString& file)
{
    if (file != QLatin1String("-"))
        return kv::readTextFile(file.toStdString(), kMaxLogBytes);
    std::string text;
    char buf[65536];
    size_t n = 0;
    while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0) {
        text.append(buf, n);
        if (text.size() > kMaxLogBytes)
            throw kv::InputError("file-too-large", "-");
    }
    return text;
}

// "found the model “Gpt Oss 20b” (gpt-oss, 24 layers), n_ctx 131072; no buffer lines"
QString foundText(const kv::RuntimeLog& log)
{
    QStringList found;
    if (!log.model.name.empty() || log.model.nLayer)
        found << tr("the model “%1” (%2, %3 layers)")
                     .arg(QString::fromStdString(log.model.name), QString::fromStdString(log.model.arch))
                     .arg(log.model.nLayer.value_or(0));
    if (log.run.nCtx)
        found << tr("n_ctx %1").arg(*log.run.nCtx);
    if (log.run.maxModelLen)
        found << tr("max_model_len %1").arg(*log.run.maxModelLen);
    if (!log.run.commandLine.empty())
        found << tr("the command line");
    const QString what = found.isEmpty() ? tr("nothing a runtime prints at start-up") : found.join(QStringLiteral(", "));
    return tr("%1 of %2 lines recognised; found %3").arg(log.recognised).arg(log.lines).arg(what);
}

// The predicted value in the logged value's unit and precision ("3072.00 MiB"), or a count.
QString inUnitOf(double v, const kv::CheckLine& l)
{
    if (l.unit == "ratio")
        return QString::number(v, 'f', 2);
    if (l.unit != "bytes")
        return QString::number(static_cast<qlonglong>(std::llround(v)));
    QString unit = QStringLiteral("MiB");
    int decimals = 2;
    if (l.logged) {
        const QString t = QString::fromStdString(l.logged->text);
        const qsizetype dot = t.indexOf(QLatin1Char('.'));
        qsizetype end = dot + 1;
        while (end < t.size() && t.at(end).isDigit())
            ++end;
        decimals = dot < 0 ? 0 : static_cast<int>(end - dot - 1);
        unit = t.section(QLatin1Char(' '), -1).remove(QRegularExpression(QStringLiteral("^[0-9.,]+")));
    }
    const double scale = unit == QLatin1String("GiB") ? 1073741824.0 : unit == QLatin1String("KiB") ? 1024.0
                       : unit == QLatin1String("GB") ? 1073741824.0 : unit == QLatin1String("B") ? 1.0 : 1048576.0;
    return QStringLiteral("%1 %2").arg(v / scale, 0, 'f', decimals).arg(unit);
}

QString whyText(const kv::CheckLine& l)
{
    if (l.reason && l.match != kv::CheckMatch::Exact && l.match != kv::CheckMatch::WithinRounding)
        return kvapp::describeCheckReason(*l.reason);
    return kvapp::checkMatchText(l.match);
}

QString lineText(const kv::CheckLine& l)
{
    const QString logged = l.logged ? QString::fromStdString(l.logged->text) : QStringLiteral("—");
    const QString predicted = l.predicted ? inUnitOf(*l.predicted, l) : QStringLiteral("—");
    QString diff = QStringLiteral("—");
    if (l.logged && l.predicted)
        diff = l.match == kv::CheckMatch::Exact ? QStringLiteral("0") : inUnitOf(l.difference(), l);
    if (diff.size() > 1 && !diff.startsWith(QLatin1Char('-')) && diff != QLatin1String("0"))
        diff.prepend(QLatin1Char('+'));
    return QStringLiteral("%1 %2 %3 %4 %5\n")
        .arg(QString::fromStdString(l.item).leftJustified(24), logged.leftJustified(16), predicted.leftJustified(16),
             diff.leftJustified(13), whyText(l));
}

QString checkText(const QString& file, const kv::RuntimeLog& log, const kv::RebuiltScenario& r, const kv::Estimate& e,
                  const std::vector<kv::CheckLine>& lines)
{
    const QString preset = r.matchedPresetId.empty() ? tr("rebuilt from the log's numbers")
                                                     : tr("preset %1").arg(QString::fromStdString(r.matchedPresetId));
    QString t = tr("log: %1 (%2%3)\n")
                    .arg(file, QString::fromStdString(std::string(kv::dialectId(log.dialect))),
                         log.buildInfo.empty() ? QString() : QStringLiteral(", ") + QString::fromStdString(log.buildInfo));
    t += tr("model: %1 (%2)\n").arg(QString::fromStdString(r.scenario.model.name), preset);
    t += tr("as kvplanner runs it: %1\n").arg(QString::fromStdString(e.runtime.launch));
    for (const kv::Warning& a : r.assumptions)
        t += tr("assumed: %1\n").arg(kvapp::describeLogAssumption(a));
    t += QStringLiteral("\n%1 %2 %3 %4 %5\n")
             .arg(tr("item").leftJustified(24), tr("runtime logged").leftJustified(16), tr("kvplanner").leftJustified(16),
                  tr("difference").leftJustified(13), tr("why"));
    for (const kv::CheckLine& l : lines)
        t += lineText(l);
    const kv::CheckSummary s = kv::summarize(lines);
    t += tr("\n%1 of %2 lines match to the printed digit, %3 within the log's rounding, %4 differ, %5 not in the log.\n")
             .arg(s.exact).arg(lines.size()).arg(s.withinRounding).arg(s.differs).arg(s.notInLog);
    return t;
}

void addMessages(nlohmann::json& j)
{
    for (auto& l : j["lines"])
        if (l["reason"].is_object())
            l["reason"]["message"] =
                kvapp::describeCheckReason({l["reason"]["code"], l["reason"]["args"]}).toStdString();
    if (j.contains("rebuilt"))
        for (auto& a : j["rebuilt"]["assumptions"])
            a["message"] = kvapp::describeLogAssumption({a["code"], a["args"]}).toStdString();
}

} // namespace

int cmdCheck(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("Compare kvplanner's numbers with a llama.cpp, Ollama or vLLM start-up log."));
    p.addPositionalArgument(QStringLiteral("logfile"), tr("The runtime's log, or - for standard input."));
    p.addOption(QCommandLineOption(QStringLiteral("json"), tr("Write JSON (schema kvplanner.check/1).")));
    QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    p.addOption(help);
    if (!p.parse(args))
        throw CliError{p.errorText()};
    if (p.isSet(help)) {
        print(p.helpText());
        return 0;
    }
    if (p.positionalArguments().size() != 1)
        throw CliError{tr("check takes exactly one log file (or - for standard input)")};
    const QString file = p.positionalArguments().constFirst();
    const kv::RuntimeLog log = kv::parseRuntimeLog(readInput(file));
    const std::string_view problem = kv::logProblem(log);
    if (!problem.empty())
        throw CliError{tr("cannot check “%1”: %2 (%3)").arg(file, kvapp::describeLogProblem(problem), foundText(log))};
    const kv::Catalog cat = kv::loadCatalog(kvapp::presetDir().toStdString());
    kv::RebuiltScenario r;
    try {
        r = kv::rebuildScenario(log, cat);
    } catch (const kv::InputError& e) {
        throw CliError{tr("cannot check “%1”: %2 (%3)").arg(file, kvapp::describeError(e), foundText(log))};
    }
    const kv::Estimate e = kv::estimate(r.scenario);
    if (e.refusal)
        throw CliError{tr("kvplanner refuses the configuration this log describes: %1").arg(kvapp::describeRefusal(*e.refusal)),
                       kExitRefused};
    const std::vector<kv::CheckLine> lines = kv::compareWithLog(log, r.scenario, e);
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json j = kv::checkToJson(log, &r, &e, lines);
        addMessages(j);
        print(QString::fromStdString(j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n"));
    } else {
        print(checkText(file, log, r, e, lines));
    }
    return 0;
}

} // namespace kvcli
