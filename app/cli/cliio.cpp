#include "cliio.h"

#include "clierror.h"
#include "clitr.h"

#include <cstdio>

namespace kvcli {

void print(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, static_cast<size_t>(utf8.size()), stdout);
}

bool parseArgs(QCommandLineParser& p, const QStringList& args)
{
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, Cli::tr("Show this help."));
    p.addOption(help);
    if (!p.parse(args))
        throw CliError{p.errorText()};
    if (p.isSet(help)) {
        print(p.helpText());
        return false;
    }
    return true;
}

} // namespace kvcli
