#include "check.h"

#include "atomicfile.h"
#include "calibration.h"
#include "catalog.h"
#include "checkformat.h"
#include "checkjson.h"
#include "clierror.h"
#include "cliio.h"
#include "clitr.h"
#include "datapaths.h"
#include "errors.h"
#include "estimator.h"
#include "logcompare.h"
#include "planoptions.h"
#include "rebuild.h"
#include "runtimelog.h"
#include "wording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>

namespace kvcli {

namespace {

constexpr uint64_t kMaxLogBytes = 64ull << 20;

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
        found << Cli::tr("the model “%1” (%2, %3 layers)")
                     .arg(QString::fromStdString(log.model.name), QString::fromStdString(log.model.arch))
                     .arg(log.model.nLayer.value_or(0));
    if (log.run.nCtx)
        found << Cli::tr("n_ctx %1").arg(*log.run.nCtx);
    if (log.run.maxModelLen)
        found << Cli::tr("max_model_len %1").arg(*log.run.maxModelLen);
    if (log.kobold.contextSize)
        found << Cli::tr("KoboldCpp --contextsize %1").arg(*log.kobold.contextSize);
    if (log.sglang.contextLen)
        found << Cli::tr("SGLang context_len %1").arg(*log.sglang.contextLen);
    if (!log.run.commandLine.empty())
        found << Cli::tr("the command line");
    if (!log.exllamav3.modelDir.empty())
        found << Cli::tr("the model directory “%1”").arg(QString::fromStdString(log.exllamav3.modelDir));
    const QString what =
        found.isEmpty() ? Cli::tr("nothing a runtime prints at start-up") : found.join(QStringLiteral(", "));
    return Cli::tr("%1 of %2 lines recognised; found %3").arg(log.recognised).arg(log.lines).arg(what);
}

QString lineText(const kv::CheckLine& l)
{
    return QStringLiteral("%1 %2 %3 %4 %5\n")
        .arg(QString::fromStdString(l.item).leftJustified(24), kvapp::checkLoggedText(l).leftJustified(16),
             kvapp::checkPredictedText(l).leftJustified(16), kvapp::checkDifferenceText(l).leftJustified(13),
             kvapp::checkWhyText(l));
}

QString tableHead()
{
    return QStringLiteral("\n%1 %2 %3 %4 %5\n")
        .arg(Cli::tr("item").leftJustified(24), Cli::tr("runtime logged").leftJustified(16),
             Cli::tr("kvplanner").leftJustified(16), Cli::tr("difference").leftJustified(13), Cli::tr("why"));
}

QString checkText(const QString& file, const kv::RuntimeLog& log, const kv::RebuiltScenario& r, const kv::Estimate& e,
                  const std::vector<kv::CheckLine>& lines)
{
    const QString preset = r.matchedPresetId.empty()
                               ? Cli::tr("rebuilt from the log's numbers")
                               : Cli::tr("preset %1").arg(QString::fromStdString(r.matchedPresetId));
    QString t =
        Cli::tr("log: %1 (%2%3)\n")
            .arg(file, QString::fromStdString(std::string(kv::dialectId(log.dialect))),
                 log.buildInfo.empty() ? QString() : QStringLiteral(", ") + QString::fromStdString(log.buildInfo));
    t += Cli::tr("model: %1 (%2)\n").arg(QString::fromStdString(r.scenario.model.name), preset);
    t += Cli::tr("as kvplanner runs it: %1\n").arg(QString::fromStdString(e.runtime.launch));
    for (const kv::Warning& a : r.assumptions)
        t += Cli::tr("assumed: %1\n").arg(kvapp::describeLogAssumption(a));
    t += tableHead();
    for (const kv::CheckLine& l : lines)
        t += lineText(l);
    const kv::CheckSummary s = kv::summarize(lines);
    t += Cli::tr("\n%1 of %2 lines match to the printed digit, %3 within the log's rounding, %4 differ, %5 not in the "
                 "log.\n")
             .arg(s.exact)
             .arg(lines.size())
             .arg(s.withinRounding)
             .arg(s.differs)
             .arg(s.notInLog);
    if (s.withinBound > 0)
        //: %1 a count of compared lines; a bound: mlx-lm's peak memory, which includes activations
        t += Cli::tr("%1 lie within the bound the log gives (a peak that includes what kvplanner does not model).\n")
                 .arg(s.withinBound);
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

// A log whose model kvplanner cannot tell: what the runtime reported, and how to name the model.
void printReported(const QString& file, const kv::RuntimeLog& log, const kv::InputError& e, bool json)
{
    const std::vector<kv::CheckLine> lines = kv::reportedLines(log);
    if (json) {
        nlohmann::json j = kv::checkToJson(log, nullptr, nullptr, lines);
        j["problem"] = e.code();
        j["problem_message"] = kvapp::describeError(e).toStdString();
        addMessages(j);
        print(QString::fromStdString(j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n"));
        return;
    }
    QString t =
        Cli::tr("log: %1 (%2%3)\n")
            .arg(file, QString::fromStdString(std::string(kv::dialectId(log.dialect))),
                 log.buildInfo.empty() ? QString() : QStringLiteral(", ") + QString::fromStdString(log.buildInfo));
    //: %1 why the model is not known, e.g. "the log neither names a model kvplanner knows nor prints its shape"
    t += Cli::tr("model: not known — %1; what the runtime reported is below. Name the model with --model ID|FILE "
                 "to compare.\n")
             .arg(kvapp::describeError(e));
    t += tableHead();
    for (const kv::CheckLine& l : lines)
        t += lineText(l);
    print(t);
}

void saveProfile(const QString& path, const kv::LogCheck& check)
{
    kv::MachineProfile profile = kv::calibrationFromCheck(check);
    if (profile.empty())
        throw CliError{
            Cli::tr("the log measured nothing a machine profile can keep (no compute buffers, no vLLM profile)")};
    profile.name = QFileInfo(path).completeBaseName().toStdString();
    kvapp::saveBytes(path, QByteArray::fromStdString(kv::profileToJson(profile).dump(2) + "\n"));
}

} // namespace

int cmdCheck(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr("Compare kvplanner's numbers with a llama.cpp, Ollama or vLLM start-up log."));
    p.addPositionalArgument(QStringLiteral("logfile"), Cli::tr("The runtime's log, or - for standard input."));
    p.addOption(QCommandLineOption(QStringLiteral("json"), Cli::tr("Write JSON (schema kvplanner.check/1).")));
    p.addOption(QCommandLineOption(QStringLiteral("model"),
                                   Cli::tr("The model that ran, when the log does not tell: a preset id, a GGUF or "
                                           "config.json file, or ollama:NAME."),
                                   QStringLiteral("ID|FILE")));
    p.addOption(QCommandLineOption(QStringLiteral("save-profile"),
                                   Cli::tr("Keep what the log measured (compute buffers, vLLM figures) as a machine "
                                           "profile for 'estimate --profile'."),
                                   QStringLiteral("FILE")));
    if (!parseArgs(p, args))
        return 0;
    if (p.positionalArguments().size() != 1)
        throw CliError{Cli::tr("check takes exactly one log file (or - for standard input)")};
    const QString file = p.positionalArguments().constFirst();
    const kv::RuntimeLog log = kv::parseRuntimeLog(readInput(file));
    const std::string_view problem = kv::logProblem(log);
    if (!problem.empty())
        throw CliError{
            Cli::tr("cannot check “%1”: %2 (%3)").arg(file, kvapp::describeLogProblem(problem), foundText(log))};
    const kv::Catalog cat = kv::loadCatalog(kvapp::presetDir().toStdString());
    kv::RebuiltScenario r;
    try {
        r = p.isSet(QStringLiteral("model"))
                ? kv::rebuildScenario(log, cat, kvapp::resolveModel(p.value(QStringLiteral("model")), cat))
                : kv::rebuildScenario(log, cat);
    } catch (const kv::InputError& e) {
        if (e.code() != "log-model-unknown")
            throw CliError{Cli::tr("cannot check “%1”: %2 (%3)").arg(file, kvapp::describeError(e), foundText(log))};
        // Nothing to predict with, but what the runtime reported is worth showing.
        printReported(file, log, e, p.isSet(QStringLiteral("json")));
        return 0;
    }
    const kv::Estimate e = kv::estimate(r.scenario);
    if (e.refusal)
        throw CliError{Cli::tr("kvplanner refuses the configuration this log describes: %1")
                           .arg(kvapp::describeRefusal(*e.refusal)),
                       kExitRefused};
    const std::vector<kv::CheckLine> lines = kv::compareWithLog(log, r.scenario, e);
    if (p.isSet(QStringLiteral("save-profile")))
        saveProfile(p.value(QStringLiteral("save-profile")), kv::LogCheck{log, r, e, lines, {}, {}});
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
