#include "commands.h"

#include "catalog.h"
#include "check.h"
#include "checked.h"
#include "choosecmd.h"
#include "choosejson.h"
#include "choosewording.h"
#include "clierror.h"
#include "cliio.h"
#include "clitr.h"
#include "datapaths.h"
#include "defaults.h"
#include "errors.h"
#include "estimatejson.h"
#include "estimator.h"
#include "format.h"
#include "inspect.h"
#include "localmodels.h"
#include "planoptions.h"
#include "prefill.h"
#include "report.h"
#include "talkcmd.h"
#include "textreport.h"
#include "thismachine.h"
#include "wording.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace kvcli {

namespace {

const char* const kUsage =
    "Usage: kvplanner-cli <command> [options]\n\n"
    "Commands:\n"
    "  estimate   memory for a model, context, users, precision and runtime\n"
    "  sweep      memory against context, users or a conversation (--over ...)\n"
    "  fit        which models fit this computer (or --hardware ID), best first (--all: every\n"
    "             model at every weight scheme)\n"
    "  machines   which machines run a plan, best first; marks the one closest to this computer\n"
    "  models     the model presets; --local: the models already on this computer\n"
    "  inspect    what was read from a GGUF or config.json file\n"
    "  hardware   the hardware presets (GPUs, Macs, mini PCs, NAS, boards); --this-machine\n"
    "             what this computer has\n"
    "  schemes    the weight quantisation schemes and their calibration\n"
    "  check      compare kvplanner with a llama.cpp / Ollama / vLLM start-up log\n"
    "  report     the sizing report as PDF (--out FILE.pdf [--lang en|ja|it])\n"
    "  talk       talk mode as PDF slides (--out FILE.pdf [--model ID] [--lang en|ja|it] [--notes])\n\n"
    "Run 'kvplanner-cli <command> --help' for a command's options.\n";

// Parses a command's arguments; handles --help. Returns false when the command should stop (help shown).
bool parse(QCommandLineParser& p, const QStringList& args, const QString& description,
           const char* jsonSchema = kv::kEstimateSchema)
{
    return parseCommand(p, args, description, jsonSchema);
}

int cmdEstimate(const QStringList& args)
{
    QCommandLineParser p;
    kvapp::addScenarioOptions(p);
    p.addOption(
        QCommandLineOption(QStringLiteral("advise"),
                           Cli::tr("Also list the changes that make the plan fit: single ones, else two or three "
                                   "together and the machines that run it as it is; for a plan that "
                                   "spills, also those that spill less (each estimated; its flags "
                                   "appended to this command reproduce it).")));
    addPromptOptions(p);
    addMoneyOptions(p, false);
    if (!parse(p, args, Cli::tr("Estimate the memory a model needs: weights, KV cache, recurrent state, buffers.")))
        return 0;
    const kv::Catalog cat = loadPresets();
    const MoneyOptions money = moneyFromOptions(p, cat, false);
    kv::Scenario s = kvapp::scenarioFromOptions(p, cat);
    applyPromptOptions(p, s);
    const kv::Estimate e = kv::plan(s);
    if (e.refusal)
        throw CliError{kvapp::describeRefusal(*e.refusal), kExitRefused};
    const kvapp::AdvicePricing pricing{&cat.hardware, money.prices, money.currency};
    std::vector<kv::Advice> advice;
    if (p.isSet(QStringLiteral("advise")))
        advice = kv::advise(
            s, e,
            {kv::schemesFor(s.runtime, cat), kvapp::machineBuilder(p, cat), 8, cat.hardware, kvapp::priceOf(pricing)});
    const kv::EnergyBound energy = kvapp::planEnergy(s, e, cat.hardware, money.use);
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json j = kv::estimateToJson(s, e);
        // What the machine costs to run, from its preset's power (null figures for a custom machine).
        j["power"] = kv::energyToJson(energy, money.use);
        for (size_t i = 0; i < e.warnings.size(); ++i)
            j["warnings"][i]["message"] = kvapp::describeWarning(e.warnings[i]).toStdString();
        if (p.isSet(QStringLiteral("advise"))) {
            j["advice"] = kv::adviceToJson(advice);
            for (size_t i = 0; i < advice.size(); ++i)
                j["advice"][i]["summary"] = kvapp::adviceText(advice[i], s, e, &pricing).toStdString();
        }
        printJson(j);
    } else {
        print(estimateText(s, e, kvapp::runningCostText(energy, money.use, QLocale::c())));
        if (p.isSet(QStringLiteral("advise")))
            print(adviceText(s, e, advice, &pricing));
    }
    return 0;
}

int printConversation(const QCommandLineParser& p, const kv::Scenario& s)
{
    const kv::ConversationLengths lengths = kv::defaultConversation(s);
    auto count = [&](const char* name, uint64_t fallback) {
        const QString n = QString::fromLatin1(name);
        return p.isSet(n) ? kvapp::parseCount(n, p.value(n), 0, kv::kMaxContext) : fallback;
    };
    const uint64_t prompt = count("prompt", lengths.promptTokens);
    const uint64_t answer = count("answer", lengths.answerTokens);
    const auto n = static_cast<uint32_t>(count("points", 16));
    const auto points = kv::conversationTimeline(s, prompt, answer, std::max<uint32_t>(n, 2));
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& t : points)
            arr.push_back({{"tokens", t.tokens},
                           {"users", t.users},
                           {"phase", t.generating ? "generate" : "prompt"},
                           {"used_bytes", t.usedBytes},
                           {"reserved_bytes", t.reservedBytes},
                           {"admitted", t.admitted}});
        printJson({{"schema", "kvplanner.conversation/1"},
                   {"model", s.model.id},
                   {"prompt_tokens", prompt},
                   {"answer_tokens", answer},
                   {"points", arr}});
        return 0;
    }
    print(QStringLiteral("tokens\tphase\tused_bytes\treserved_bytes\tadmitted\n"));
    for (const auto& t : points)
        print(QStringLiteral("%1\t%2\t%3\t%4\t%5\n")
                  .arg(t.tokens)
                  .arg(t.generating ? QStringLiteral("generate") : QStringLiteral("prompt"))
                  .arg(t.usedBytes)
                  .arg(t.reservedBytes)
                  .arg(t.admitted ? QStringLiteral("yes") : QStringLiteral("no")));
    return 0;
}

// `sweep --over prompt`: the prefill bound as the prompt grows, from --from (default 256) to --to (default the
// tokens a sequence may hold); the answer is --answer (default half the context). A --to past the context is
// refused with the core's diagnostic.
int printPromptSweep(const QCommandLineParser& p, kv::Scenario s)
{
    if (p.isSet(QStringLiteral("answer")))
        s.answerTokens =
            kvapp::parseCount(QStringLiteral("answer"), p.value(QStringLiteral("answer")), 1, kv::kMaxContext);
    const kv::Estimate e = kv::estimate(s);
    if (e.refusal)
        throw CliError{kvapp::describeRefusal(*e.refusal), kExitRefused};
    const uint64_t capacity = kv::promptCapacity(s, e);
    const auto option = [&](const char* name, uint64_t fallback, uint64_t min, uint64_t max) {
        const QString n = QString::fromLatin1(name);
        return p.isSet(n) ? kvapp::parseCount(n, p.value(n), min, max) : fallback;
    };
    const uint64_t to = option("to", capacity, 1, kv::kMaxContext);
    if (to > capacity)
        throw CliError{
            kvapp::describeWarning({kv::Diag::PromptExceedsContext, {std::to_string(to), std::to_string(capacity)}})};
    const uint64_t from = option("from", std::min<uint64_t>(256, to), 1, to);
    const auto n = static_cast<uint32_t>(option("points", 16, 2, 100000));
    const std::vector<kv::PromptPoint> points = kv::promptSweep(s, kv::linearPoints(from, to, n));
    if (p.isSet(QStringLiteral("json"))) {
        printJson(kv::promptSweepToJson(s, points));
        return 0;
    }
    const auto figure = [](double v, int decimals) {
        return v > 0 ? QString::number(v, 'f', decimals) : QStringLiteral("-");
    };
    print(QStringLiteral("prompt\tfirst_token_seconds\tanswer_seconds\tprompt_tokens_per_second\tlimited_by\n"));
    for (const kv::PromptPoint& pt : points) {
        const kv::PrefillBound b = pt.bound.value_or(kv::PrefillBound{});
        print(QStringLiteral("%1\t%2\t%3\t%4\t%5\n")
                  .arg(pt.promptTokens)
                  .arg(figure(b.firstTokenSeconds, 4), figure(b.answerSeconds, 3), figure(b.tokensPerSecond, 0),
                       pt.bound ? QString::fromLatin1(kv::prefillLimitId(b.limitedBy)) : QStringLiteral("-")));
    }
    return 0;
}

int cmdSweep(const QStringList& args)
{
    QCommandLineParser p;
    kvapp::addScenarioOptions(p);
    p.addOption(QCommandLineOption(QStringLiteral("over"),
                                   Cli::tr("context (default), users, conversation (memory as a prompt is read and "
                                           "an answer generated; see --prompt and --answer), or prompt (the time to "
                                           "the first token and to the whole --answer as the prompt grows)."),
                                   QStringLiteral("AXIS")));
    p.addOption(QCommandLineOption(QStringLiteral("prompt"),
                                   Cli::tr("Conversation: prompt tokens (default: half the context)."),
                                   QStringLiteral("N")));
    p.addOption(QCommandLineOption(QStringLiteral("answer"),
                                   Cli::tr("Conversation and prompt: answer tokens (default: half the context)."),
                                   QStringLiteral("N")));
    p.addOption(
        QCommandLineOption(QStringLiteral("points"), Cli::tr("Number of points (default 16)."), QStringLiteral("N")));
    p.addOption(QCommandLineOption(QStringLiteral("from"), Cli::tr("First x (default 256 tokens or 1 user)."),
                                   QStringLiteral("N")));
    p.addOption(QCommandLineOption(QStringLiteral("to"),
                                   Cli::tr("Last x (default the training context, 64 users, or for prompt the "
                                           "context per user)."),
                                   QStringLiteral("N")));
    if (!parse(p, args,
               Cli::tr("Memory against context per user or against users; the first token's wait against the "
                       "prompt."),
               "kvplanner.sweep/1"))
        return 0;
    const kv::Catalog cat = loadPresets();
    const kv::Scenario s = kvapp::scenarioFromOptions(p, cat);
    const QString over = p.isSet(QStringLiteral("over")) ? p.value(QStringLiteral("over")) : QStringLiteral("context");
    if (over == QLatin1String("conversation"))
        return printConversation(p, s);
    if (over == QLatin1String("prompt"))
        return printPromptSweep(p, s);
    if (over != QLatin1String("context") && over != QLatin1String("users"))
        throw CliError{Cli::tr("--over takes context, users, conversation or prompt, not “%1”").arg(over)};
    const auto axis = over == QLatin1String("users") ? kv::SweepAxis::Users : kv::SweepAxis::Context;
    const uint64_t maxX = axis == kv::SweepAxis::Users ? kv::kMaxUsers : kv::kMaxContext;
    const uint64_t defTo = axis == kv::SweepAxis::Users ? 64 : kv::trainingContext(s.model);
    const uint64_t from = p.isSet(QStringLiteral("from"))
                              ? kvapp::parseCount(QStringLiteral("from"), p.value(QStringLiteral("from")), 1, maxX)
                              : (axis == kv::SweepAxis::Users ? 1 : 256);
    const uint64_t to = p.isSet(QStringLiteral("to"))
                            ? kvapp::parseCount(QStringLiteral("to"), p.value(QStringLiteral("to")), 1, maxX)
                            : defTo;
    const auto n = static_cast<uint32_t>(
        p.isSet(QStringLiteral("points"))
            ? kvapp::parseCount(QStringLiteral("points"), p.value(QStringLiteral("points")), 2, 100000)
            : 16);
    const auto points = kv::sweep(s, axis, kv::linearPoints(from, to, n));
    if (p.isSet(QStringLiteral("json"))) {
        printJson(kv::sweepToJson(s, axis, points));
        return 0;
    }
    print(QStringLiteral("%1\tweights_bytes\tkv_bytes\trecurrent_bytes\tcompute_bytes\toverhead_bytes\ttotal_bytes\n")
              .arg(over));
    for (const auto& pt : points)
        print(QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\t%7\n")
                  .arg(pt.x)
                  .arg(pt.memory.weights)
                  .arg(pt.memory.kv)
                  .arg(pt.memory.recurrent)
                  .arg(pt.memory.compute)
                  .arg(pt.memory.other)
                  .arg(pt.memory.total()));
    return 0;
}

int printLocalModels(const QCommandLineParser& p)
{
    const kvapp::LocalScan scan = kvapp::scanLocalModels(p.values(QStringLiteral("folder")));
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json arr = nlohmann::json::array();
        for (const kvapp::LocalModel& m : scan.models) {
            nlohmann::json o = {{"name", m.name.toStdString()},
                                {"source", kvapp::localSourceId(m.source).toStdString()},
                                {"path", m.path.toStdString()},
                                {"bytes", m.bytes},
                                {"file_type", m.fileType.toStdString()},
                                {"arch", m.arch.toStdString()},
                                {"parts", m.parts},
                                {"projector", m.projector.toStdString()}};
            if (m.numCtx)
                o["num_ctx"] = *m.numCtx;
            arr.push_back(std::move(o));
        }
        nlohmann::json notes = nlohmann::json::array();
        for (const kvapp::LocalNote& n : scan.notes)
            notes.push_back({{"path", n.path.toStdString()}, {"message", kvapp::localNoteText(n).toStdString()}});
        printJson({{"schema", "kvplanner.local-models/1"}, {"models", arr}, {"notes", notes}});
        return 0;
    }
    QString out;
    for (const kvapp::LocalModel& m : scan.models) {
        QString extra;
        if (m.parts > 1)
            extra += Cli::tr("  %1 parts").arg(m.parts);
        if (!m.projector.isEmpty())
            extra += Cli::tr("  + projector");
        if (m.numCtx)
            extra += Cli::tr("  num_ctx %1").arg(*m.numCtx);
        out += QStringLiteral("%1  %2  %3  %4  %5%6\n  %7\n")
                   .arg(kvapp::localSourceId(m.source).leftJustified(9), m.name.leftJustified(36),
                        kvapp::formatBytes(m.bytes).rightJustified(10), m.fileType.leftJustified(8),
                        m.arch.leftJustified(10), extra, m.path);
    }
    if (scan.models.empty())
        out += Cli::tr("No models found in Ollama's, LM Studio's, llama.cpp's or Hugging Face's folders (add "
                       "yours with --folder DIR).\n");
    for (const kvapp::LocalNote& n : scan.notes)
        out += Cli::tr("Note: %1\n").arg(kvapp::localNoteText(n));
    if (!scan.models.empty())
        out += Cli::tr("Plan one with --model ollama:NAME or --model PATH.\n");
    print(out);
    return 0;
}

int cmdModels(const QStringList& args)
{
    QCommandLineParser p;
    p.addOption(QCommandLineOption(QStringLiteral("local"),
                                   Cli::tr("The models already on this computer (Ollama, LM Studio, llama.cpp's cache, "
                                           "the Hugging Face cache), read header-only.")));
    p.addOption(QCommandLineOption(QStringLiteral("folder"),
                                   Cli::tr("With --local: also look in this folder (may be repeated)."),
                                   QStringLiteral("DIR")));
    if (!parseCommand(p, args, Cli::tr("List the model presets."), "kvplanner.models/1"))
        return 0;
    if (p.isSet(QStringLiteral("local")) || p.isSet(QStringLiteral("folder")))
        return printLocalModels(p);
    const kv::Catalog cat = loadPresets();
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& m : cat.models) {
            const kv::LayerCensus c = kv::census(m);
            arr.push_back({{"id", m.id},
                           {"name", m.name},
                           {"family", m.family},
                           {"arch", m.arch},
                           {"n_layer", m.nLayer()},
                           {"n_ctx_train", m.nCtxTrain},
                           {"params_total", m.params.total()},
                           {"layers",
                            {{"full", c.full},
                             {"swa", c.swa},
                             {"chunked", c.chunked},
                             {"mla", c.mla},
                             {"recurrent", c.recurrent}}},
                           {"badges", kv::attentionBadges(m)},
                           {"source", m.source}});
        }
        printJson({{"schema", "kvplanner.models/1"}, {"models", arr}});
        return 0;
    }
    for (const auto& m : cat.models) {
        QStringList badges;
        for (const auto& b : kv::attentionBadges(m))
            badges << QString::fromStdString(b);
        print(QStringLiteral("%1  %2  %3B params  %4  ctx %5\n")
                  .arg(QString::fromStdString(m.id).leftJustified(22), QString::fromStdString(m.name).leftJustified(28))
                  .arg(QString::number(static_cast<double>(m.params.total()) / 1e9, 'f', 1).rightJustified(6))
                  .arg(badges.join(QLatin1Char(' ')).leftJustified(16))
                  .arg(m.nCtxTrain));
    }
    return 0;
}

const char* findingId(kvapp::FindingCode c)
{
    switch (c) {
    case kvapp::FindingCode::Unreadable: return "unreadable";
    case kvapp::FindingCode::Malformed: return "malformed";
    case kvapp::FindingCode::ToolFailed: return "tool-failed";
    case kvapp::FindingCode::NoMemorySize: return "memory-from-preset";
    case kvapp::FindingCode::UnknownMemory: return "memory-unknown";
    case kvapp::FindingCode::NoPreset: return "no-preset";
    case kvapp::FindingCode::Integrated: return "integrated-gpu";
    }
    return "unreadable";
}

int printThisMachine(const QCommandLineParser& p, const kv::Catalog& cat)
{
    const kvapp::ThisMachine& m = kvapp::thisMachine(cat);
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json gpus = nlohmann::json::array();
        for (const kvapp::DetectedGpu& g : m.gpus)
            gpus.push_back({{"name", g.name.toStdString()},
                            {"pci_id", g.pciId.toStdString()},
                            {"memory_bytes", g.memoryBytes},
                            {"gtt_bytes", g.gttBytes},
                            {"source", g.source.toStdString()},
                            {"preset", g.presetId.toStdString()},
                            {"bandwidth_gbs", g.bandwidthGBs}});
        nlohmann::json findings = nlohmann::json::array();
        for (const kvapp::Finding& f : m.findings)
            findings.push_back({{"code", findingId(f.code)},
                                {"subject", f.subject.toStdString()},
                                {"message", kvapp::findingText(f).toStdString()}});
        nlohmann::json j = {{"schema", "kvplanner.this-machine/1"},
                            {"found", m.found()},
                            {"ram_bytes", m.ramBytes},
                            {"ram_source", m.ramSource.toStdString()},
                            {"cpu", m.cpuName.toStdString()},
                            {"board", m.boardName.toStdString()},
                            {"unified", m.unified},
                            {"unified_bytes", m.unifiedBytes},
                            {"gpu_limit_bytes", m.gpuLimitBytes},
                            {"gpu_limit_source", m.gpuLimitSource.toStdString()},
                            {"pool_preset", m.poolPresetId.toStdString()},
                            {"pool_bandwidth_gbs", m.poolBandwidthGBs},
                            {"gpus", gpus},
                            {"findings", findings}};
        if (m.found())
            j["machine"] = kv::hardwareToJson(kv::machineFrom(kvapp::thisMachinePreset(m), {}));
        printJson(j);
        return m.found() ? 0 : kExitBadInput;
    }
    QString out = m.found() ? Cli::tr("This computer\n") : Cli::tr("This computer: not detected\n");
    for (const QString& line : kvapp::thisMachineLines(m))
        out += QStringLiteral("  ") + line + QLatin1Char('\n');
    for (const kvapp::Finding& f : m.findings)
        out += Cli::tr("  Note: %1\n").arg(kvapp::findingText(f));
    if (m.found())
        out += Cli::tr("Plan on it with --this-machine (or --hardware this-machine).\n");
    print(out);
    return m.found() ? 0 : kExitBadInput;
}

int cmdHardware(const QStringList& args)
{
    QCommandLineParser p;
    p.addOption(QCommandLineOption(QStringLiteral("this-machine"),
                                   Cli::tr("What this computer has (RAM, CPU, GPUs), where each figure was read, and "
                                           "the preset each device matched.")));
    if (!parseCommand(p, args, Cli::tr("List the hardware presets."), "kvplanner.hardware/1"))
        return 0;
    const kv::Catalog cat = loadPresets();
    if (p.isSet(QStringLiteral("this-machine")))
        return printThisMachine(p, cat);
    const bool json = p.isSet(QStringLiteral("json"));
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& h : cat.hardware) {
        const char* kind = kv::deviceKindId(h.kind).data();
        if (json) {
            arr.push_back({{"id", h.id},
                           {"name", h.name},
                           {"vendor", h.vendor},
                           {"category", h.category},
                           {"kind", kind},
                           {"memory_bytes", h.memoryBytes},
                           {"bandwidth_gbs", h.bandwidthGBs},
                           {"system_ram_bytes", h.systemRamBytes},
                           {"gpu_limit_fraction", h.gpuLimitFraction},
                           {"source", h.source},
                           {"price", h.price ? nlohmann::json{{"amount", h.price->amount},
                                                              {"currency", h.price->currency},
                                                              {"date", h.price->date},
                                                              {"source", h.price->source}}
                                             : nlohmann::json(nullptr)},
                           {"price_note", h.priceNote},
                           {"power_w", h.powerW ? nlohmann::json(*h.powerW) : nlohmann::json(nullptr)},
                           {"idle_power_w", h.idlePowerW ? nlohmann::json(*h.idlePowerW) : nlohmann::json(nullptr)},
                           {"power_source", h.powerSource}});
            continue;
        }
        print(QStringLiteral("%1  %2  %3  %4 GiB  %5 GB/s\n")
                  .arg(QString::fromStdString(h.id).leftJustified(28), QString::fromStdString(h.name).leftJustified(40),
                       QString::fromLatin1(kind).leftJustified(8))
                  .arg(static_cast<double>(h.memoryBytes) / 1073741824.0, 6, 'f', 0)
                  .arg(h.bandwidthGBs, 6, 'f', 0));
    }
    if (json)
        printJson({{"schema", "kvplanner.hardware/1"}, {"hardware", arr}});
    return 0;
}

int cmdSchemes(const QStringList& args)
{
    QCommandLineParser p;
    if (!parseCommand(p, args, Cli::tr("List the weight quantisation schemes."), "kvplanner.schemes/1"))
        return 0;
    const kv::Catalog cat = loadPresets();
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& s : cat.schemes) {
        if (p.isSet(QStringLiteral("json")))
            arr.push_back({{"id", s.scheme.id},
                           {"body_bits", s.scheme.bodyBits},
                           {"embedding_bits", s.scheme.embeddingBits},
                           {"output_bits", s.scheme.outputBits},
                           {"source", s.source},
                           {"check", s.check}});
        else
            print(QStringLiteral("%1  body %2 bits  embedding %3  output %4  %5\n")
                      .arg(QString::fromStdString(s.scheme.id).leftJustified(10))
                      .arg(s.scheme.bodyBits, 7, 'f', 4)
                      .arg(s.scheme.embeddingBits, 7, 'f', 4)
                      .arg(s.scheme.outputBits, 7, 'f', 4)
                      .arg(QString::fromStdString(s.check)));
    }
    if (p.isSet(QStringLiteral("json")))
        printJson({{"schema", "kvplanner.schemes/1"}, {"schemes", arr}});
    return 0;
}

} // namespace

int run(const QStringList& arguments)
{
    try {
        if (arguments.size() < 2) {
            std::fputs(kUsage, stderr);
            return kExitBadInput;
        }
        const QString& cmd = arguments.at(1);
        QStringList rest = arguments;
        rest.removeAt(1);
        rest[0] = QStringLiteral("kvplanner-cli ") + cmd; // what the sub-command's --help calls it
        if (cmd == QLatin1String("--help") || cmd == QLatin1String("-h") || cmd == QLatin1String("help")) {
            print(QString::fromLatin1(kUsage));
            return 0;
        }
        if (cmd == QLatin1String("--version") || cmd == QLatin1String("-v")) {
            print(QStringLiteral("kvplanner-cli %1\n").arg(QCoreApplication::applicationVersion()));
            return 0;
        }
        if (cmd == QLatin1String("estimate"))
            return cmdEstimate(rest);
        if (cmd == QLatin1String("sweep"))
            return cmdSweep(rest);
        if (cmd == QLatin1String("fit"))
            return cmdFit(rest);
        if (cmd == QLatin1String("machines"))
            return cmdMachines(rest);
        if (cmd == QLatin1String("models"))
            return cmdModels(rest);
        if (cmd == QLatin1String("inspect"))
            return cmdInspect(rest);
        if (cmd == QLatin1String("schemes"))
            return cmdSchemes(rest);
        if (cmd == QLatin1String("hardware"))
            return cmdHardware(rest);
        if (cmd == QLatin1String("check"))
            return cmdCheck(rest);
        if (cmd == QLatin1String("report"))
            return cmdReport(rest);
        if (cmd == QLatin1String("talk"))
            return cmdTalk(rest);
        throw CliError{Cli::tr("unknown command “%1” (estimate, sweep, fit, machines, models, inspect, hardware, "
                               "schemes, check, report, talk; --help lists them)")
                           .arg(cmd)};
    } catch (...) {
        const kvapp::Failure f = kvapp::currentFailure();
        std::fprintf(stderr, "kvplanner-cli: error: %s\n", f.message.toUtf8().constData());
        return f.exitCode;
    }
}

} // namespace kvcli
