// kvplanner-cli: the command-line twin of the planner, over the same core. A stable contract for
// scripts and tests: flags, exit codes (0 ok, 2 bad input, 3 refused by the runtime) and JSON shape.

#include <QCoreApplication>

#include "clierror.h"
#include "commands.h"

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kvplanner-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KV_VERSION));
    return kvcli::run(QCoreApplication::arguments());
}
