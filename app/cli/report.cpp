#include "report.h"

#include "catalog.h"
#include "choosecmd.h"
#include "choosewording.h"
#include "clierror.h"
#include "cliio.h"
#include "clitr.h"
#include "datapaths.h"
#include "estimator.h"
#include "modeljson.h"
#include "reportexport.h"
#include "reportlanguage.h"
#include "reportrenderer.h"
#include "scenariojson.h"

#include "planoptions.h"
#include "wording.h"
#include <nlohmann/json.hpp>

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstring>

namespace kvcli {

namespace {

void addReportOptions(QCommandLineParser& p)
{
    const auto add = [&p](const char* name, const char* help, const char* value) {
        p.addOption(QCommandLineOption(QString::fromLatin1(name), Cli::tr(help), QString::fromLatin1(value)));
    };
    add("out", QT_TRANSLATE_NOOP("Cli", "Write the report to this PDF file (required)."), "FILE.pdf");
    add("lang", QT_TRANSLATE_NOOP("Cli", "Language of the report: en (default), ja or it."), "LANG");
    add("page", QT_TRANSLATE_NOOP("Cli", "Page size: a4 (default) or letter."), "SIZE");
    add("png-charts", QT_TRANSLATE_NOOP("Cli", "Also write each chart as a PNG at 2x into this folder."), "DIR");
    add("csv", QT_TRANSLATE_NOOP("Cli", "Also write memory against context as CSV."), "FILE");
    add("json-out", QT_TRANSLATE_NOOP("Cli", "Also write the estimate as JSON (kvplanner.estimate/1)."), "FILE");
    add("date", QT_TRANSLATE_NOOP("Cli", "The date printed on the report (YYYY-MM-DD; default today)."), "DATE");
}

kvreport::ReportOptions reportOptions(const QCommandLineParser& p)
{
    kvreport::ReportOptions o;
    if (p.isSet(QStringLiteral("lang"))) {
        o.language = p.value(QStringLiteral("lang"));
        if (!kvreport::isReportLanguage(o.language))
            throw CliError{Cli::tr("--lang takes en, ja or it, not “%1”").arg(o.language)};
    }
    const QString page = p.value(QStringLiteral("page")).toLower();
    if (!page.isEmpty() && page != QLatin1String("a4") && page != QLatin1String("letter"))
        throw CliError{Cli::tr("--page takes a4 or letter, not “%1”").arg(page)};
    o.page = page == QLatin1String("letter") ? kvreport::PageSize::Letter : kvreport::PageSize::A4;
    if (p.isSet(QStringLiteral("date"))) {
        o.date = QDate::fromString(p.value(QStringLiteral("date")), Qt::ISODate);
        if (!o.date.isValid())
            throw CliError{Cli::tr("--date takes YYYY-MM-DD, not “%1”").arg(p.value(QStringLiteral("date")))};
    }
    return o;
}

} // namespace

bool isReportCommand(int argc, char** argv)
{
    return argc >= 2 && std::strcmp(argv[1], "report") == 0;
}

int cmdReport(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr("Write the sizing report (PDF) for a model, context, users and machine."));
    kvapp::addScenarioOptions(p);
    addReportOptions(p);
    addMoneyOptions(p, true);
    addPromptOptions(p);
    if (!parseWriterCommand(p, args, "report"))
        return 0;
    const kvreport::ReportOptions options = reportOptions(p);
    const kv::Catalog catalog = kv::loadCatalog(kvapp::presetDir().toStdString());
    // Without --currency, the report's language's currency: ja yen, it euros.
    const MoneyOptions money = moneyFromOptions(p, catalog, true, options.language);
    kv::Scenario s = kvapp::scenarioFromOptions(p, catalog);
    applyPromptOptions(p, s);
    kvreport::ReportInput input = kvreport::makeReportInput(s);
    if (!input.estimate.refusal)
        input.buy = kvreport::whatToBuy(s, catalog.hardware, money.prices, money.currency.toStdString(), money.use);
    if (p.isSet(QStringLiteral("scenario"))) { // the file's pinned plans: a comparison page
        const std::string path = p.value(QStringLiteral("scenario")).toStdString();
        input.pins = kv::pinsFromJson(kv::parseJsonText(kv::readTextFile(path, 16u << 20), path), catalog);
        input.pinEstimates = kvapp::planPins(input.pins);
    }
    if (input.estimate.refusal)
        throw CliError{kvapp::describeRefusal(*input.estimate.refusal), kExitRefused};
    const kvreport::ReportRenderer renderer(std::move(input), options);
    const QString out = p.value(QStringLiteral("out"));
    kvreport::writePdf(out, renderer);
    print(Cli::tr("wrote %1 (%2 pages)").arg(out).arg(renderer.pageCount()) + u'\n');
    if (p.isSet(QStringLiteral("csv")))
        kvreport::writeSweepCsv(p.value(QStringLiteral("csv")), renderer.input());
    if (p.isSet(QStringLiteral("json-out")))
        kvreport::writeEstimateJson(p.value(QStringLiteral("json-out")), renderer.input());
    if (p.isSet(QStringLiteral("png-charts")))
        kvreport::writeChartPngs(p.value(QStringLiteral("png-charts")), renderer, 2.0);
    return 0;
}

} // namespace kvcli
