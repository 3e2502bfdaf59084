#include "cliio.h"

#include "clierror.h"
#include "clitr.h"
#include "datapaths.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace kvcli {

namespace {

// Qt's help begins "Usage: /usr/bin/kvplanner-cli [options] ..." (the binary as it was started); the
// sub-command's help names the sub-command instead: "Usage: kvplanner-cli fit [options]".
QString usageNamed(QString help, const QString& command)
{
    const qsizetype eol = help.indexOf(u'\n');
    const QString prefix = QStringLiteral("Usage: ");
    const qsizetype options = help.lastIndexOf(QLatin1String(" [options]"), eol);
    if (command.isEmpty() || !help.startsWith(prefix) || options < prefix.size())
        return help;
    return help.replace(prefix.size(), options - prefix.size(), command);
}

} // namespace

void print(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, static_cast<size_t>(utf8.size()), stdout);
}

void printJson(const nlohmann::json& j)
{
    const std::string s = j.dump(2) + "\n";
    std::fwrite(s.data(), 1, s.size(), stdout);
}

kv::Catalog loadPresets()
{
    return kv::loadCatalog(kvapp::presetDir().toStdString());
}

bool parseCommand(QCommandLineParser& p, const QStringList& args, const QString& description, const char* jsonSchema)
{
    p.setApplicationDescription(description);
    p.addOption(QCommandLineOption(QStringLiteral("json"),
                                   Cli::tr("Write JSON (schema %1).").arg(QString::fromLatin1(jsonSchema))));
    if (!parseArgs(p, args))
        return false;
    if (!p.positionalArguments().isEmpty())
        throw CliError{Cli::tr("unexpected argument “%1”").arg(p.positionalArguments().constFirst())};
    return true;
}

bool parseArgs(QCommandLineParser& p, const QStringList& args)
{
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, Cli::tr("Show this help."));
    p.addOption(help);
    if (!p.parse(args))
        throw CliError{p.errorText()};
    if (p.isSet(help)) {
        print(usageNamed(p.helpText(), args.value(0)));
        return false;
    }
    return true;
}

bool parseWriterCommand(QCommandLineParser& p, const QStringList& args, const char* command)
{
    if (!parseArgs(p, args))
        return false;
    if (!p.positionalArguments().isEmpty())
        throw CliError{Cli::tr("unexpected argument “%1”").arg(p.positionalArguments().constFirst())};
    if (!p.isSet(QStringLiteral("out")))
        //: %1 the sub-command (report, talk)
        throw CliError{Cli::tr("%1 needs --out FILE.pdf").arg(QString::fromLatin1(command))};
    return true;
}

} // namespace kvcli
