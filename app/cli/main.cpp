// kvplanner-cli: the command-line twin of the planner, over the same core. A stable contract for
// scripts and tests: flags, exit codes (0 ok, 2 bad input, 3 refused by the runtime) and JSON shape.

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTranslator>

#include "clierror.h"
#include "commands.h"
#include "report.h"
#include "talkcmd.h"

#include <cstdio>
#include <memory>

namespace {

// Only `report` and `talk` paint (fonts, QPdfWriter), so only they get a QGuiApplication — offscreen unless the
// user chose a platform; every other command keeps working without any display.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv)
{
    if (!kvcli::isReportCommand(argc, argv) && !kvcli::isTalkCommand(argc, argv))
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace

int main(int argc, char** argv)
{
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kvplanner-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KV_VERSION));
    // The CLI speaks English; its plurals ("1 user", "2 users") come from the English plural forms
    // (translations/CMakeLists.txt). A report or talk in another language masks it while it renders.
    QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/kvplanner_en.qm")))
        QCoreApplication::installTranslator(&plurals);
    return kvcli::run(QCoreApplication::arguments());
}
