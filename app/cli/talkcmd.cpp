#include "talkcmd.h"

#include "catalog.h"
#include "clierror.h"
#include "cliio.h"
#include "clitr.h"
#include "datapaths.h"
#include "planoptions.h"
#include "reportlanguage.h"
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

// The options the user gave win over the default talk's scenario fields.
talk::PlanFields givenFields(const QCommandLineParser& p)
{
    const auto has = [&p](const char* name) { return p.isSet(QString::fromLatin1(name)); };
    const bool file = has("scenario");
    talk::PlanFields f;
    f.model = true;
    f.hardware = file || has("hardware") || has("vram") || has("ram") || has("this-machine");
    f.runtime = file || has("runtime") || has("ollama-defaults");
    f.kvType = file || has("kv-type") || has("cache-type-k") || has("cache-type-v");
    f.context = file || has("context");
    f.users = file || has("users");
    return f;
}

talk::TalkScript talkScript(const QCommandLineParser& p)
{
    if (!p.isSet(QStringLiteral("talk-file")))
        return talk::bindToPlan(talk::defaultTalk(), givenFields(p));
    return talk::loadTalkScript(p.value(QStringLiteral("talk-file")));
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
        Cli::tr("Write talk mode as PDF slides (one 16:9 page per step) for a model, context, users and machine."));
    kvapp::addScenarioOptions(p);
    addTalkOptions(p);
    if (!parseWriterCommand(p, args, "talk"))
        return 0;
    const QString language = p.isSet(QStringLiteral("lang")) ? p.value(QStringLiteral("lang")) : QStringLiteral("en");
    if (!kvreport::isReportLanguage(language))
        throw CliError{Cli::tr("--lang takes en, ja or it, not “%1”").arg(language)};
    const kv::Catalog catalog = kv::loadCatalog(kvapp::presetDir().toStdString());
    const kv::Scenario plan = kvapp::scenarioFromOptions(p, catalog);
    const talk::TalkScript script = talkScript(p);

    const kvreport::ScopedReportLanguage scope(language);
    const std::vector<talk::StepData> steps = talk::prepareTalk(script, plan, catalog);
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
