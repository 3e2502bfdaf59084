#include "talkcmd.h"

#include "catalog.h"
#include "choosecmd.h"
#include "clierror.h"
#include "cliio.h"
#include "clitr.h"
#include "datapaths.h"
#include "defaults.h"
#include "planoptions.h"
#include "reportlanguage.h"
#include "talkdata.h"
#include "talkexport.h"
#include "talkscript.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstring>

namespace kvcli {

namespace {

namespace talk = kvgui::talk;

void addTalkOptions(QCommandLineParser& p)
{
    const auto add = [&p](const char* name, const char* help, const char* value) {
        QCommandLineOption o(QString::fromLatin1(name), Cli::tr(help));
        if (value)
            o.setValueName(QString::fromLatin1(value));
        p.addOption(o);
    };
    add("out", QT_TRANSLATE_NOOP("Cli", "Write the slides to this PDF file (required)."), "FILE.pdf");
    add("lang", QT_TRANSLATE_NOOP("Cli", "Language of the slides: en (default), ja or it."), "LANG");
    add("talk-file", QT_TRANSLATE_NOOP("Cli", "The talk to export (default: the built-in talk)."), "FILE.json");
    add("notes", QT_TRANSLATE_NOOP("Cli", "Add a page with the speaker notes after each slide."), nullptr);
    add("png-dir", QT_TRANSLATE_NOOP("Cli", "Also write each slide as a 1920x1080 PNG into this folder."), "DIR");
}

bool planNamed(const QCommandLineParser& p)
{
    return p.isSet(QStringLiteral("model")) || p.isSet(QStringLiteral("scenario"));
}

// The options the user gave win over the default talk's scenario fields.
talk::PlanFields givenFields(const QCommandLineParser& p)
{
    const auto has = [&p](const char* name) { return p.isSet(QString::fromLatin1(name)); };
    const bool file = has("scenario");
    talk::PlanFields f;
    f.model = planNamed(p);
    f.hardware = file || has("hardware") || has("vram") || has("ram") || has("this-machine");
    f.runtime = file || has("runtime") || has("ollama-defaults");
    f.kvType = file || has("kv-type") || has("cache-type-k") || has("cache-type-v");
    f.context = file || has("context");
    f.users = file || has("users");
    return f;
}

talk::TalkScript talkFile(const QCommandLineParser& p)
{
    return p.isSet(QStringLiteral("talk-file")) ? talk::loadTalkScript(p.value(QStringLiteral("talk-file")))
                                                : talk::defaultTalk();
}

// The plan the options name, or (without --model and --scenario) the talk's own plan with the options on top.
kv::Scenario talkPlan(const QCommandLineParser& p, const kv::Catalog& catalog, const talk::TalkScript& script)
{
    if (planNamed(p))
        return kvapp::scenarioFromOptions(p, catalog);
    const QString file =
        p.isSet(QStringLiteral("talk-file")) ? p.value(QStringLiteral("talk-file")) : talk::defaultTalkPath();
    if (script.plan.model.isEmpty())
        //: %1 the talk file, which has no "plan" naming a model
        throw CliError{Cli::tr("talk needs --model ID: the talk “%1” names no default plan").arg(file)};
    kv::Scenario base;
    if (const kv::WeightScheme* w = catalog.findScheme(kv::defaults::kWeightScheme))
        base.weights = *w;
    if (const QString unknown = talk::applyOverrides(script.plan, catalog, base); !unknown.isEmpty())
        //: %1 the talk file, %2 what it names that kvplanner does not know ("model “x”?")
        throw CliError{Cli::tr("the default plan of the talk “%1” names an unknown preset: %2").arg(file, unknown)};
    return kvapp::applyScenarioOptions(p, catalog, std::move(base), kvapp::Start::Defaults);
}

} // namespace

bool isTalkCommand(int argc, char** argv)
{
    return argc >= 2 && std::strcmp(argv[1], "talk") == 0;
}

int cmdTalk(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Write talk mode as PDF slides (one 16:9 page per step) for a model, context, users and machine "
                "(without --model: the plan the talk file names)."));
    kvapp::addScenarioOptions(p);
    addTalkOptions(p);
    addMoneyOptions(p, false);
    if (!parseWriterCommand(p, args, "talk"))
        return 0;
    const QString language = p.isSet(QStringLiteral("lang")) ? p.value(QStringLiteral("lang")) : QStringLiteral("en");
    if (!kvreport::isReportLanguage(language))
        throw CliError{Cli::tr("--lang takes en, ja or it, not “%1”").arg(language)};
    const kv::Catalog catalog = kv::loadCatalog(kvapp::presetDir().toStdString());
    const talk::TalkScript file = talkFile(p);
    const kv::Scenario plan = talkPlan(p, catalog, file);
    // The default talk bends to the options given; a custom talk file keeps its steps' fields.
    const talk::TalkScript script =
        p.isSet(QStringLiteral("talk-file")) ? file : talk::bindToPlan(file, givenFields(p));

    // The FAQ's running cost: without --currency, the slides' language's (ja yen, it euros).
    const MoneyOptions money = moneyFromOptions(p, catalog, false, language);

    const kvreport::ScopedReportLanguage scope(language);
    const std::vector<talk::StepData> steps = talk::prepareTalk(script, plan, catalog, money.use);
    talk::SlideOptions options;
    options.notes = p.isSet(QStringLiteral("notes"));
    options.title = script.title;
    options.version = QCoreApplication::applicationVersion();
    const QString out = p.value(QStringLiteral("out"));
    talk::writeSlidesPdf(out, steps, options);
    print(Cli::tr("wrote %1 (%2 pages)").arg(out).arg(talk::slidePageCount(steps, options)) + u'\n');
    if (p.isSet(QStringLiteral("png-dir")))
        talk::writeSlidePngs(p.value(QStringLiteral("png-dir")), steps);
    return 0;
}

} // namespace kvcli
