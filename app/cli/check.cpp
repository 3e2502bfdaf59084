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
#include "promptcheck.h"
#include "rebuild.h"
#include "runtimelog.h"
#include "thismachine.h"
#include "wording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

#include <nlohmann/json.hpp>

#include <algorithm>
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

// vLLM's / SGLang's interval average: at least this fast, and why it is not kept.
QString floorText(const kv::RuntimeLog& log)
{
    if (!log.promptThroughput)
        return {};
    //: %1 the busiest logging interval's prompt throughput, e.g. "3276.8"; %2 the runtime, "vllm" or "sglang"
    return Cli::tr("%2 prints prompt throughput averaged over each logging interval, with no prompt length: the run "
                   "read prompts at least %1 tokens/s. That is a floor, not the run's speed, so --save-profile does "
                   "not keep it.\n")
        .arg(QString::fromStdString(log.promptThroughput->tokensPerSecond.text),
             QString::fromStdString(log.promptThroughput->source));
}

// What the printed prompt speeds say about the machine: its efficiency, or how to get one.
QString promptSpeedText(const std::vector<kv::CheckLine>& lines)
{
    if (const std::optional<double> eff = kv::prefillEfficiency(lines))
        //: %1 the longest logged prompt's speed over kvplanner's prefill bound, as a percentage such as "20.6"
        return Cli::tr("The run read its longest prompt at %1 % of the prefill bound: --save-profile FILE keeps this, "
                       "and 'estimate --profile FILE' then says when to expect the first token.\n")
            .arg(QLocale().toString(*eff * 100.0, 'f', 1));
    return Cli::tr("The log prints prompt speeds; to compare them with the most the machine allows, name it: "
                   "--hardware ID (and --peak-tflops X when its peak compute is unknown, as for most CPUs), or give "
                   "--peak-tflops X --bandwidth-gbs Y for the log's own devices.\n");
}

QString prefillText(const kv::RuntimeLog& log, const std::vector<kv::CheckLine>& lines)
{
    if (!log.prompts.empty())
        return promptSpeedText(lines) + floorText(log);
    if (!log.promptThroughput)
        return {};
    const bool bound = std::any_of(lines.begin(), lines.end(), [](const kv::CheckLine& l) {
        return l.item == kv::kPrefillFloorItem && l.predicted.has_value();
    });
    if (bound)
        return floorText(log);
    return floorText(log) + Cli::tr("To set it beside the most the machine allows, name it: --hardware ID (and "
                                    "--peak-tflops X when its peak compute is unknown), or give --peak-tflops X "
                                    "--bandwidth-gbs Y for the log's own devices.\n");
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
        //: %1 a count of compared lines; a bound: mlx-lm's peak memory, or the prefill bound of the machine named
        t += Cli::tr("%1 lie within their bound (a peak that includes what kvplanner does not model, or the most a "
                     "machine's peak figures allow).\n")
                 .arg(s.withinBound);
    return t + prefillText(log, lines);
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
        throw CliError{Cli::tr("the log measured nothing a machine profile can keep (no compute buffers, no vLLM "
                               "profile, no prompt speed beside a bound: name the machine with --hardware ID)")};
    profile.name = QFileInfo(path).completeBaseName().toStdString();
    kvapp::saveBytes(path, QByteArray::fromStdString(kv::profileToJson(profile).dump(2) + "\n"));
}

// The machine that ran the log, for the prompt speeds' bound: --hardware ID [--gpus N], and --peak-tflops X on its
// compute devices (the GPUs, else the CPU's RAM or the unified pool), and --bandwidth-gbs X; without --hardware, the
// log's own devices with those figures.
std::optional<kv::Hardware> machineOf(const QCommandLineParser& p, const kv::Catalog& cat, const kv::Scenario& run)
{
    std::optional<kv::Hardware> machine;
    if (p.isSet(QStringLiteral("hardware"))) {
        const QString id = p.value(QStringLiteral("hardware"));
        kv::MachineOptions mo;
        if (p.isSet(QStringLiteral("gpus")))
            mo.gpus = static_cast<uint32_t>(
                kvapp::parseCount(QStringLiteral("gpus"), p.value(QStringLiteral("gpus")), 1, 64));
        if (id == QLatin1String(kvapp::kThisMachineId)) {
            machine = kv::machineFrom(kvapp::thisMachinePreset(cat), mo);
        } else {
            const kv::HardwarePreset* h = cat.findHardware(id.toStdString());
            if (!h)
                throw kv::InputError("unknown-hardware", id.toStdString());
            machine = kv::machineFrom(*h, mo);
        }
    }
    const auto figure = [&p](const char* name, const QString& unit) -> std::optional<double> {
        const QString option = QString::fromLatin1(name);
        if (!p.isSet(option))
            return std::nullopt;
        bool ok = false;
        const double x = p.value(option).trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(x) || x <= 0 || x > 1e5)
            //: %1 the option, %2 its unit (TFLOPS, GB/s), %3 what was given
            throw CliError{Cli::tr("--%1 needs a figure in %2 greater than 0 (at most 100000), not “%3”")
                               .arg(option, unit, p.value(option))};
        return x;
    };
    const std::optional<double> tflops = figure("peak-tflops", QStringLiteral("TFLOPS"));
    const std::optional<double> gbs = figure("bandwidth-gbs", QStringLiteral("GB/s"));
    if (!tflops && !gbs)
        return machine;
    if (!machine)
        machine = run.hardware;
    const bool gpus = std::any_of(machine->devices.begin(), machine->devices.end(),
                                  [](const kv::Device& d) { return d.kind == kv::DeviceKind::Gpu; });
    for (kv::Device& d : machine->devices) {
        if (gpus && d.kind != kv::DeviceKind::Gpu)
            continue;
        if (tflops)
            d.peakTflops = *tflops;
        if (gbs)
            d.bandwidthGBs = *gbs;
    }
    return machine;
}

} // namespace

int cmdCheck(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Compare kvplanner's numbers with a start-up log of llama.cpp, Ollama, vLLM, SGLang, KoboldCpp, "
                "TabbyAPI (ExLlamaV3) or mlx-lm."));
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
    p.addOption(QCommandLineOption(QStringLiteral("hardware"),
                                   Cli::tr("The machine that ran the log (a hardware preset id, or this-machine), for "
                                           "the bound beside its prompt speeds."),
                                   QStringLiteral("ID")));
    p.addOption(QCommandLineOption(QStringLiteral("gpus"), Cli::tr("With --hardware: how many of its GPUs."),
                                   QStringLiteral("N")));
    p.addOption(QCommandLineOption(QStringLiteral("peak-tflops"),
                                   Cli::tr("The peak compute of the machine that ran the log, in TFLOPS (its GPUs', "
                                           "else its CPU's), where the preset has none."),
                                   QStringLiteral("X")));
    p.addOption(QCommandLineOption(QStringLiteral("bandwidth-gbs"),
                                   Cli::tr("The memory bandwidth of the machine that ran the log, in GB/s (its GPUs', "
                                           "else its RAM's), where the preset has none or without --hardware."),
                                   QStringLiteral("X")));
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
    std::vector<kv::CheckLine> lines = kv::compareWithLog(log, r.scenario, e);
    for (kv::CheckLine& l : kv::promptLines(log, r.scenario, machineOf(p, cat, r.scenario)))
        lines.push_back(std::move(l));
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
