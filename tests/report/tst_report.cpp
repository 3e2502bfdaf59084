// The sizing report as a reader gets it: each language's PDF through poppler (pdftotext, pdffonts,
// pdfimages, pdfinfo). The expected words and numbers are formatted by the same wording/format calls
// the estimate uses, in the report's language; the counts come from the estimate itself.
// KV_REPORT_KEEP=DIR keeps the PDFs for looking at them (pdftoppm -png -r 80); KV_REPORT_RCC=FILE.rcc
// registers a binary resource holding draft :/i18n/kvplanner_xx.qm files, to preview translations.

#include "../support/failure.h"
#include "../support/specs.h"

#include "catalog.h"
#include "cluster.h"
#include "comparerows.h"
#include "estimator.h"
#include "format.h"
#include "hardware.h"
#include "modeljson.h"
#include "reportexport.h"
#include "reportlanguage.h"
#include "reportrenderer.h"
#include "reporttext.h"
#include "reporttr.h"
#include "wording.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QResource>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <nlohmann/json.hpp>

using namespace kvreport;

namespace {

kv::Scenario qwenOn4090(uint64_t context, uint32_t users)
{
    static const kv::Catalog cat =
        kv::loadCatalog(qEnvironmentVariable("KVPLANNER_DATA_DIR").toStdString() + "/presets");
    kv::Scenario s;
    s.model = *cat.findModel("qwen3-32b");
    s.weights = *cat.findScheme("Q4_K_M");
    s.contextPerUser = context;
    s.users = users;
    s.hardware = kv::machineFrom(*cat.findHardware("rtx-4090"), kv::MachineOptions{});
    return s;
}

QString run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return QStringLiteral("<%1 failed: %2>").arg(program, QString::fromUtf8(p.readAllStandardError()));
    return QString::fromUtf8(p.readAllStandardOutput());
}

// pdftotext wraps lines where the report wraps them; compare without any whitespace.
QString squeeze(QString s)
{
    return s.remove(QRegularExpression(QStringLiteral("\\s+")));
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pdfInEachLanguage_data();
    void pdfInEachLanguage();
    void languageDoesNotLeak();
    void unwritablePathLeavesNothing_data();
    void unwritablePathLeavesNothing();
    void deviceFull();
    void exports();
    void previewMatchesPageCount();
    void memoryRowsReadBack();
    void weightsRowsAreTheWeights();
    void firstTokenReadsBack();
    void figuresReadBack();
    void comparisonPage();
    void pinThatNoLongerPlansSaysWhy();
    void clusterPage();
    void whatToBuyPage();

private:
    QTemporaryDir m_dir;
};

void TestReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (qEnvironmentVariableIsSet("KV_REPORT_RCC"))
        QVERIFY(QResource::registerResource(qEnvironmentVariable("KV_REPORT_RCC")));
    for (const char* tool : {"pdftotext", "pdffonts", "pdfimages", "pdfinfo"})
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            QSKIP("poppler-utils is not installed");
}

void TestReport::pdfInEachLanguage_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<PageSize>("page");
    QTest::addRow("en a4") << QStringLiteral("en") << PageSize::A4;
    QTest::addRow("ja a4") << QStringLiteral("ja") << PageSize::A4;
    QTest::addRow("it a4") << QStringLiteral("it") << PageSize::A4;
    QTest::addRow("en letter") << QStringLiteral("en") << PageSize::Letter;
}

void TestReport::pdfInEachLanguage()
{
    QFETCH(QString, lang);
    QFETCH(PageSize, page);
    const ReportRenderer r(makeReportInput(qwenOn4090(32768, 4)),
                           {lang, page, QDate(2025, 3, 14), QStringLiteral("9.8.7")});
    const QString keep = qEnvironmentVariable("KV_REPORT_KEEP");
    const QString path = (keep.isEmpty() ? m_dir.path() : keep) +
                         QStringLiteral("/report-%1-%2.pdf").arg(lang, page == PageSize::A4 ? u"a4" : u"letter");
    QCOMPARE(kvtest::errorText([&] { writePdf(path, r); }), QString());

    // Designed: 1 the answer, 2 why, 3 how to run it and the caveats.
    QCOMPARE(r.pageCount(), 3);
    const QString info = run(QStringLiteral("pdfinfo"), {path});
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+3\\n"))), qPrintable(info));
    QVERIFY(info.contains(page == PageSize::A4 ? QStringLiteral("595 x 842") : QStringLiteral("612 x 792")));

    const QString text = squeeze(run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}));
    const kv::Estimate& e = r.input().estimate;
    QStringList expected;
    {
        ScopedReportLanguage language(lang);
        QVERIFY(language.translated() || lang != QLatin1String("en"));
        expected << verdictHeadline(r.input().scenario, e) << kvapp::formatBytes(e.memory.total())
                 << kvapp::formatBytes(e.memory.kv) << kvapp::formatBytes(e.memory.weights)
                 << kvapp::formatCount(e.limits.maxContextPerUser)
                 << kvapp::formatCount(e.limits.maxContextPerUserOffloaded) << kvapp::formatBytes(e.kvBytesPerToken)
                 << QString::fromStdString(e.runtime.launch) << Tr::tr("Memory against context") << Tr::tr("Limits")
                 << Tr::tr("Not modelled") << Tr::tr("Page %1 of %2").arg(kvapp::formatCount(3), kvapp::formatCount(3))
                 << QLocale().toString(QDate(2025, 3, 14), QLocale::LongFormat) << QStringLiteral("9.8.7");
    }
    for (const QString& s : expected)
        QVERIFY2(text.contains(squeeze(s)), qPrintable(QStringLiteral("missing “%1”").arg(s)));
    if (lang == QLatin1String("ja"))
        QVERIFY2(text.contains(u"2025年3月14日"), "Japanese date broken (Kangxi radicals?)");
    if (lang == QLatin1String("it"))
        QVERIFY(
            text.contains(squeeze(kvapp::formatBytes(e.memory.total(), QLocale(QStringLiteral("it")))))); // "50,8 GiB"

    const QStringList fonts = run(QStringLiteral("pdffonts"), {path}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(fonts.size() > 2);
    static const QRegularExpression row(QStringLiteral("\\s(yes|no)\\s+(yes|no)\\s+(yes|no)\\s+\\d+\\s+\\d+\\s*$"));
    for (const QString& line : fonts.mid(2)) {
        const auto m = row.match(line);
        QVERIFY2(m.hasMatch() && m.captured(1) == QLatin1String("yes"), qPrintable(line));
    }
    const QStringList images =
        run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(images.size(), 2); // the header lines only: every chart is vector
}

void TestReport::languageDoesNotLeak()
{
    const QLocale before;
    {
        ScopedReportLanguage it(QStringLiteral("it"));
        QCOMPARE(QLocale().language(), QLocale::Italian);
    }
    QCOMPARE(QLocale(), before);
}

void TestReport::unwritablePathLeavesNothing_data()
{
    QTest::addColumn<QString>("path");
    QTest::addRow("missing folder") << m_dir.filePath(QStringLiteral("no/such/folder/r.pdf"));
    QTest::addRow("parent is a file") << m_dir.filePath(QStringLiteral("plain.txt/r.pdf"));
    QTest::addRow("a folder") << m_dir.path();
}

void TestReport::unwritablePathLeavesNothing()
{
    QFETCH(QString, path);
    QFile plain(m_dir.filePath(QStringLiteral("plain.txt")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    const ReportRenderer r(makeReportInput(qwenOn4090(8192, 1)), {});
    const QString error = kvtest::errorText([&] { writePdf(path, r); });
    QVERIFY2(error.startsWith(QStringLiteral("Cannot write “")), qPrintable(error));
    QVERIFY(!QFileInfo(path).isFile());
    const QString stem = QFileInfo(path).fileName();
    for (const QString& left : QDir(m_dir.path()).entryList(QDir::Files))
        QVERIFY2(!left.startsWith(stem), qPrintable(left)); // no temporary or partial file
}

void TestReport::deviceFull()
{
    const QFileInfo full(QStringLiteral("/dev/full"));
    if (!full.exists() || full.isFile())
        QSKIP("no /dev/full character device here");
    const ReportRenderer r(makeReportInput(qwenOn4090(8192, 1)), {});
    const QString error = kvtest::errorText([&] { writePdf(full.filePath(), r); });
    QVERIFY2(error.startsWith(QStringLiteral("Cannot write “/dev/full”")), qPrintable(error));
    QVERIFY(!QFileInfo(QStringLiteral("/dev/full")).isFile()); // still the device, never replaced
    QVERIFY(kvtest::errorOf([&] { writeSweepCsv(full.filePath(), r.input()); }));
}

void TestReport::exports()
{
    const ReportRenderer r(makeReportInput(qwenOn4090(32768, 4)), {});
    const QString csvPath = m_dir.filePath(QStringLiteral("sweep.csv"));
    QCOMPARE(kvtest::errorText([&] { writeSweepCsv(csvPath, r.input()); }), QString());
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QVERIFY(lines.first().startsWith("context_per_user,weights_bytes,kv_bytes"));
    const auto& last = r.input().contextSweep.back();
    QCOMPARE(last.x, uint64_t(r.input().scenario.model.nCtxTrain));
    QVERIFY(lines.contains(QByteArray::number(last.x) + ',' + QByteArray::number(last.memory.weights) + ',' +
                           QByteArray::number(last.memory.kv) + ',' + QByteArray::number(last.memory.recurrent) + ',' +
                           QByteArray::number(last.memory.compute) + ',' + QByteArray::number(last.memory.other) + ',' +
                           QByteArray::number(last.memory.total())));

    const QString jsonPath = m_dir.filePath(QStringLiteral("e.json"));
    QCOMPARE(kvtest::errorText([&] { writeEstimateJson(jsonPath, r.input()); }), QString());
    QFile json(jsonPath);
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QByteArray j = json.readAll();
    QVERIFY(j.contains("\"schema\": \"kvplanner.estimate/1\""));
    QVERIFY(j.contains("\"total_bytes\": " + QByteArray::number(r.input().estimate.memory.total())));

    const QString pngDir = m_dir.filePath(QStringLiteral("charts"));
    QCOMPARE(kvtest::errorText([&] { writeChartPngs(pngDir, r, 2.0); }), QString());
    for (ReportChart chart : kReportCharts) {
        const QImage image(QDir(pngDir).filePath(chartFileStem(chart) + QStringLiteral(".png")));
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), qCeil((r.chartSize(chart).width() + 24) * 2));
    }
}

void TestReport::previewMatchesPageCount()
{
    const ReportRenderer r(makeReportInput(qwenOn4090(32768, 4)), {QStringLiteral("ja")});
    for (int page = 0; page < r.pageCount(); ++page) {
        const QImage image = r.pageImage(page, 1.0);
        QCOMPARE(image.width(), qCeil(r.pageSize().width()));
        QVERIFY(image.pixel(300, 60) != 0u);
    }
}

// Page 1's memory table, read back line by line: each part's row carries that part's bytes (a swapped
// row fails, a value found elsewhere on the page does not pass).
void TestReport::memoryRowsReadBack()
{
    const ReportRenderer r(makeReportInput(qwenOn4090(32768, 4)), {QStringLiteral("en"), PageSize::A4});
    const QString path = m_dir.filePath(QStringLiteral("rows.pdf"));
    QCOMPARE(kvtest::errorText([&] { writePdf(path, r); }), QString());
    const QStringList lines =
        run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), QStringLiteral("-f"), QStringLiteral("1"),
                                          QStringLiteral("-l"), QStringLiteral("1"), path, QStringLiteral("-")})
            .split(QLatin1Char('\n'));
    const kv::Estimate& e = r.input().estimate;
    auto valueOf = [&](const QString& label) {
        static const QRegularExpression bytes(QStringLiteral("([0-9.,]+ (?:B|KiB|MiB|GiB|TiB))"));
        // The row is the line that starts with the label and goes on with a size (not the chart legend).
        for (const QString& l : lines) {
            const QString rest = l.trimmed().mid(label.size());
            if (l.trimmed().startsWith(label + QLatin1Char(' ')) && rest.trimmed().front().isDigit())
                return bytes.match(rest).captured(1);
        }
        return QStringLiteral("(no row)");
    };
    QCOMPARE(valueOf(QStringLiteral("Weights")), kvapp::formatBytes(e.memory.weights));
    QCOMPARE(valueOf(QStringLiteral("KV cache")), kvapp::formatBytes(e.memory.kv));
    QCOMPARE(valueOf(QStringLiteral("Compute & overhead")), kvapp::formatBytes(e.memory.compute + e.memory.other));
    QCOMPARE(valueOf(QStringLiteral("Total")), kvapp::formatBytes(e.memory.total()));
}

// Every "Weights" row of the report (the memory rows and "What the runtime allocates") against weights counted by
// hand: ten layers of 52,428,800 f16 parameters = 10 x 100 MiB = 1000 MiB, no embedding or output weights.
void TestReport::weightsRowsAreTheWeights()
{
    kv::Scenario s = qwenOn4090(1024, 1);
    kvtest::useTenLayers(s);
    const ReportRenderer r(makeReportInput(s), {QStringLiteral("en"), PageSize::A4});
    const QString path = m_dir.filePath(QStringLiteral("weights.pdf"));
    QCOMPARE(kvtest::errorText([&] { writePdf(path, r); }), QString());
    const QStringList lines = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")})
                                  .split(QLatin1Char('\n'));
    static const QRegularExpression row(QStringLiteral("^Weights\\s+([0-9.,]+ (?:B|KiB|MiB|GiB|TiB))"));
    QStringList values;
    for (const QString& l : lines)
        if (const auto m = row.match(l.trimmed()); m.hasMatch())
            values << m.captured(1);
    QCOMPARE(values.size(), qsizetype(2)); // the memory rows and the runtime's allocation
    for (const QString& v : values)
        QCOMPARE(v, kvapp::formatBytes(uint64_t(1000) << 20));
}

// The first-token bound in the speed section, against the hand-worked figure of core/prefill.h: Llama 3.1 8B Q4_K_M
// on an RTX 4090 reading a prompt of 4096 tokens needs at least 0.1864 s, limited by compute.
void TestReport::firstTokenReadsBack()
{
    static const kv::Catalog cat =
        kv::loadCatalog(qEnvironmentVariable("KVPLANNER_DATA_DIR").toStdString() + "/presets");
    kv::Scenario s = qwenOn4090(8192, 1);
    s.model = *cat.findModel("llama-3.1-8b");
    s.promptTokens = 4096;
    s.answerTokens = 512;
    const ReportRenderer r(makeReportInput(s), {QStringLiteral("en"), PageSize::A4});
    QVERIFY(r.input().estimate.speed.prefill.has_value());
    QVERIFY(std::fabs(r.input().estimate.speed.prefill->firstTokenSeconds - 0.1864) < 5e-5);
    const QString path = m_dir.filePath(QStringLiteral("first-token.pdf"));
    QCOMPARE(kvtest::errorText([&] { writePdf(path, r); }), QString());
    const QString text = squeeze(run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}));
    QVERIFY2(text.contains(squeeze(QStringLiteral("The first token comes after at least 0.19 s for a prompt of 4,096 "
                                                  "tokens, limited by compute"))),
             qPrintable(text.left(4000)));
    QVERIFY(text.contains(squeeze(QStringLiteral("An answer of 512 tokens is complete after at least"))));
}

// The key figures, the device bars' labels and the limits, read back from the PDF at their own places: the tiles
// in their order, each device's label in the core's device order, each limit row by its label.
void TestReport::figuresReadBack()
{
    // Qwen3-32B Q4_K_M at 16384 tokens for 2 users on an RTX 4090 with 64 GB of RAM: fits on the GPU, with limits.
    kv::Scenario s = qwenOn4090(16384, 2);
    s.hardware = kv::machineFrom(*kv::loadCatalog(qEnvironmentVariable("KVPLANNER_DATA_DIR").toStdString() + "/presets")
                                      .findHardware("rtx-4090"),
                                 [] {
                                     kv::MachineOptions o;
                                     o.ramBytes = uint64_t(64) << 30;
                                     return o;
                                 }());
    const ReportRenderer r(makeReportInput(s), {QStringLiteral("en"), PageSize::A4});
    const kv::Estimate& e = r.input().estimate;
    QVERIFY(e.limits.known && e.limits.maxContextPerUser > 0 && e.limits.maxUsers > 0);
    const QString path = m_dir.filePath(QStringLiteral("figures.pdf"));
    writePdf(path, r);
    const QStringList lines =
        run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), QStringLiteral("-f"), QStringLiteral("1"),
                                          QStringLiteral("-l"), QStringLiteral("2"), path, QStringLiteral("-")})
            .split(QLatin1Char('\n'));
    static const QRegularExpression columns(QStringLiteral("\\s{2,}"));
    // The tiles: the line after their labels holds the values, in the labels' order.
    int labels = -1;
    for (int i = 0; i < lines.size() && labels < 0; ++i)
        if (lines[i].trimmed().startsWith(QLatin1String("Memory needed")))
            labels = i;
    QVERIFY(labels >= 0);
    QStringList tiles;
    for (int i = labels + 1; i < lines.size() && tiles.size() < 3; ++i) // a label may wrap onto the next line
        tiles = lines[i].trimmed().split(columns, Qt::SkipEmptyParts);
    QVERIFY2(tiles.size() >= 3, qPrintable(tiles.join(QLatin1Char('|'))));
    QCOMPARE(tiles[0], kvapp::formatBytes(e.memory.total()));
    QCOMPARE(tiles[1], kvapp::formatBytes(e.memory.kv));
    QCOMPARE(tiles[2], QStringLiteral("%1 tokens").arg(kvapp::formatCount(e.limits.maxContextPerUser)));

    // The device bars: "used of usable usable · layers", one per device, in order.
    QStringList deviceLabels;
    for (const QString& l : lines)
        if (l.contains(QStringLiteral(" usable · ")))
            deviceLabels << l.trimmed();
    QCOMPARE(deviceLabels.size(), qsizetype(e.devices.size()));
    for (size_t i = 0; i < e.devices.size(); ++i) {
        const kv::DeviceUse& d = e.devices[i];
        QVERIFY2(deviceLabels[qsizetype(i)].startsWith(
                     QStringLiteral("%1 of %2 usable · ")
                         .arg(kvapp::formatBytes(d.memory.total()), kvapp::formatBytes(d.usableBytes))),
                 qPrintable(deviceLabels[qsizetype(i)]));
    }
    // The RTX 4090's usable memory by hand: 24 GiB - 400 MiB driver - 512 MiB display = 23664 MiB.
    QCOMPARE(e.devices.at(0).usableBytes, uint64_t(23664) << 20);

    // The limits, each row's value by its label.
    auto row = [&](const QString& label) {
        for (const QString& l : lines)
            if (l.trimmed().startsWith(label + QLatin1String("  ")))
                return l.trimmed().mid(label.size()).trimmed();
        return QStringLiteral("(no row %1)").arg(label);
    };
    const kv::Limits& lim = e.limits;
    QCOMPARE(row(QStringLiteral("Longest context per user, all on the GPU")),
             QStringLiteral("%1 tokens (for 2 users)").arg(kvapp::formatCount(lim.maxContextPerUser)));
    QCOMPARE(row(QStringLiteral("Most users, all on the GPU")),
             QStringLiteral("%1 (at 16,384 tokens each)").arg(kvapp::formatCount(lim.maxUsers)));
    QCOMPARE(row(QStringLiteral("Longest context per user, spilling to RAM")),
             QStringLiteral("%1 tokens").arg(kvapp::formatCount(lim.maxContextPerUserOffloaded)));
    QCOMPARE(row(QStringLiteral("Most users, spilling to RAM")), kvapp::formatCount(lim.maxUsersOffloaded));
    QVERIFY(lim.maxUsers != lim.maxUsersOffloaded); // the two rows are told apart
}

// Pinned plans add a last page with the plans in columns.
void TestReport::comparisonPage()
{
    ReportInput in = makeReportInput(qwenOn4090(32768, 1));
    kv::Scenario ollama = in.scenario;
    ollama.runtime = kv::Runtime::Ollama;
    in.pins = {in.scenario, ollama};
    in.pinEstimates = kvapp::planPins(in.pins);
    const ReportRenderer r(in, {QStringLiteral("en"), PageSize::A4});
    QCOMPARE(r.pageCount(), 4);
    const QString path = m_dir.filePath(QStringLiteral("pins.pdf"));
    QCOMPARE(kvtest::errorText([&] { writePdf(path, r); }), QString());
    const QString last = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), QStringLiteral("-f"),
                                                           QStringLiteral("4"), path, QStringLiteral("-")});
    QVERIFY(last.contains(QStringLiteral("Plans side by side")));
    QVERIFY(last.contains(QStringLiteral("Plan 1")) && last.contains(QStringLiteral("Plan 2")));
    static const QRegularExpression runtimeRow(QStringLiteral("Runtime\\s+llama\\.cpp\\s+Ollama"));
    QVERIFY2(runtimeRow.match(last).hasMatch(), qPrintable(last));
}

// A pin the core no longer plans (here: 0 users, which a file could not hold, standing for a preset gone or a
// rule changed) keeps its column with no figures, and its Verdict row says why, as the CLI would.
void TestReport::pinThatNoLongerPlansSaysWhy()
{
    ReportInput in = makeReportInput(qwenOn4090(32768, 1));
    kv::Scenario broken = in.scenario;
    broken.users = 0;
    in.pins = {in.scenario, broken};
    in.pinEstimates = kvapp::planPins(in.pins);
    const QString why = QStringLiteral("users 0 is out of range (1 to 65,536)");
    QCOMPARE(in.pinEstimates[0].failure, QString());
    QCOMPARE(in.pinEstimates[1].failure, why);
    QString verdict, total;
    for (const kvapp::CompareRow& row : kvapp::compareRows(in.pins, in.pinEstimates)) {
        if (row.label == QStringLiteral("Verdict"))
            verdict = row.values.value(1);
        if (row.label == QStringLiteral("Total"))
            total = row.values.value(1);
    }
    QCOMPARE(verdict, why);
    QCOMPARE(total, QStringLiteral("–"));
    const ReportRenderer r(in, {QStringLiteral("en"), PageSize::A4});
    const QString path = m_dir.filePath(QStringLiteral("broken-pin.pdf"));
    QCOMPARE(kvtest::errorText([&] { writePdf(path, r); }), QString());
    const QString last = squeeze(run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QString::number(r.pageCount()),
                                                                   path, QStringLiteral("-")}));
    QVERIFY2(last.contains(QStringLiteral("users0isoutofrange(1to65,536)")), qPrintable(last));
}

void TestReport::clusterPage()
{
    // Two RTX 4090 PCs over 10 GbE (llama.cpp RPC): a fourth page with the nodes and the commands for each;
    // the commands as llama.cpp's RPC guide gives them (tools/rpc/README.md): ggml-rpc-server on the remote
    // node listening on all interfaces at port 50052 with its local cache, llama-server --rpc on the first.
    kv::Scenario s = qwenOn4090(32768, 1);
    s.hardware = kv::clusterOf(s.hardware, 2, *kv::linkPreset("10gbe"));
    s.hardware.hosts = {"10.0.0.1", "10.0.0.2"};
    const ReportInput in = makeReportInput(s);
    QCOMPARE(in.estimate.nodes.size(), size_t(2));
    const ReportRenderer r(in, {QStringLiteral("en"), PageSize::A4});
    QCOMPARE(r.pageCount(), 4);
    const QString path = m_dir.filePath(QStringLiteral("cluster.pdf"));
    QCOMPARE(kvtest::errorText([&] { writePdf(path, r); }), QString());
    const QString page = squeeze(
        run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("4"), path, QStringLiteral("-")}));
    QVERIFY2(page.contains(squeeze(QStringLiteral("The cluster"))), qPrintable(page));
    QVERIFY(page.contains(squeeze(QStringLiteral("Launch commands, one block per node"))));
    QVERIFY(page.contains(squeeze(QStringLiteral("# on node 1 (10.0.0.1)"))));
    QVERIFY(page.contains(squeeze(QStringLiteral("--rpc 10.0.0.2:50052"))));
    QVERIFY(page.contains(squeeze(QStringLiteral("# on node 2 (10.0.0.2) ggml-rpc-server -H 0.0.0.0 -p 50052 -c"))));
    // The link row: 10 Gbit/s, 20 us, and the node rows with what each holds.
    QVERIFY(page.contains(squeeze(QStringLiteral("10 Gbit/s, 20 µs one way"))));
    for (const kv::NodeUse& n : in.estimate.nodes)
        QVERIFY(page.contains(squeeze(QStringLiteral("%1 of %2 usable")
                                          .arg(kvapp::formatBytes(n.usedBytes), kvapp::formatBytes(n.usableBytes)))));
    // The how page no longer repeats the launch; one machine keeps its three pages.
    const QString how =
        run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("3"), QStringLiteral("-l"),
                                          QStringLiteral("3"), path, QStringLiteral("-")});
    QVERIFY(!how.contains(QStringLiteral("-p 50052 -c"))); // (the RPC security note names ggml-rpc-server)
    QCOMPARE(ReportRenderer(makeReportInput(qwenOn4090(32768, 1)), {QStringLiteral("en"), PageSize::A4}).pageCount(),
             3);
    // vLLM on the same two PCs over Ray: one rank per GPU, a pipeline stage each. Qwen3 32B's 64 layers split in two
    // (get_pp_indices: 64 / 2 = 32, no remainder), rank 1 holds layers 32-63 with all 8 KV heads (TP 1).
    kv::Scenario v = s;
    v.runtime = kv::Runtime::Vllm;
    v.weights =
        *kv::loadCatalog(qEnvironmentVariable("KVPLANNER_DATA_DIR").toStdString() + "/presets").findScheme("BF16");
    const ReportInput vin = makeReportInput(v);
    const kv::VllmPool* pool = vin.estimate.view<kv::VllmPool>();
    QVERIFY(pool);
    QCOMPARE(pool->ranks.size(), size_t(2));
    const QString vpath = m_dir.filePath(QStringLiteral("cluster-vllm.pdf"));
    QCOMPARE(kvtest::errorText([&] {
                 writePdf(vpath, ReportRenderer(vin, {QStringLiteral("en"), PageSize::A4}));
             }),
             QString());
    const QString all = squeeze(run(QStringLiteral("pdftotext"), {vpath, QStringLiteral("-")}));
    QVERIFY2(all.contains(squeeze(QStringLiteral("stage 0, layers 0–31, 8 KV heads"))), qPrintable(all));
    QVERIFY(all.contains(squeeze(QStringLiteral("stage 1, layers 32–63, 8 KV heads"))));
}

QTEST_MAIN(TestReport)
// What to buy: Qwen3 32B Q4_K_M at 32,768 tokens for 2 users does not fit one RTX 4090 (it spills). The cheapest
// machines that fit, at the presets' list prices: 4 x Intel Arc B580 at 4 x 249 = 996 USD, 2 x Arc Pro B60 at
// 2 x 499 = 998 USD, 3 x Arc A770 16 GB at 3 x 349 = 1,047 USD. The B580's 190 W board power x 4 = 760 W; 4 h a
// day for 30 days: 760 x 4 x 30 / 1000 = 91.2 kWh x 0.1729 USD = 15.77 USD a month. A used RTX 3090 at 300 USD
// makes two of them 600 USD, the cheapest, and the small print names it as the user's own price.
void TestReport::whatToBuyPage()
{
    static const kv::Catalog cat =
        kv::loadCatalog(qEnvironmentVariable("KVPLANNER_DATA_DIR").toStdString() + "/presets");
    const kv::Scenario s = qwenOn4090(32768, 2);
    const kv::EnergyUse use{.hoursPerDay = 4, .pricePerKwh = 0.1729, .currency = "USD"};
    ReportInput in = makeReportInput(s);
    QCOMPARE(in.estimate.verdict, kv::Verdict::Spills);
    in.buy = whatToBuy(s, cat.hardware, {}, "USD", use);
    const WhatToBuy& b = *in.buy;
    QCOMPARE(b.cheapest.size(), size_t(3));
    QCOMPARE(b.cheapest[0].hardware, std::string("arc-b580"));
    QCOMPARE(b.cheapest[0].gpus, 4u);
    QCOMPARE(*b.cheapest[0].price, 4 * 249.0);
    QCOMPARE(b.cheapest[1].hardware, std::string("arc-pro-b60"));
    QCOMPARE(*b.cheapest[1].price, 2 * 499.0);
    QCOMPARE(b.cheapest[2].hardware, std::string("arc-a770-16gb"));
    QCOMPARE(*b.cheapest[2].price, 3 * 349.0);
    QCOMPARE(b.ownPrice->amount, 1599.0); // the RTX 4090's list price
    QCOMPARE(*b.ownBoardW, 450.0);

    const ReportRenderer r(in, {QStringLiteral("en"), PageSize::A4});
    QCOMPARE(r.pageCount(), 4);
    const QString path = m_dir.filePath(QStringLiteral("buy.pdf"));
    QCOMPARE(kvtest::errorText([&] { writePdf(path, r); }), QString());
    const QString page = squeeze(
        run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("4"), path, QStringLiteral("-")}));
    for (const char* want : {"Whattobuy", "996USD", "998USD", "1,047USD", "1,599USD", "atmost15.77USD", "760W",
                             "Yourmachine:", "spills22layers", "Prices:4×IntelArcB58012GB:"})
        QVERIFY2(page.contains(QString::fromUtf8(want)), want);
    // Your RTX 4090 spills: no user fits at 32k with every layer on the GPU, and it runs the plan with layers in RAM,
    // as its column says beside the all-on-GPU figures (it used to show a bare 0).
    const kv::Limits& l = in.estimate.limits;
    QCOMPARE(l.maxUsers, 0u);
    QVERIFY(l.maxUsersOffloaded >= 2);
    QVERIFY2(page.contains(QStringLiteral("0(%1withlayersinRAM)").arg(l.maxUsersOffloaded)), qPrintable(page));
    QVERIFY(page.contains(QStringLiteral("(%1tokenswithlayersinRAM)")
                              .arg(QLocale(QLocale::English).toString(qulonglong(l.maxContextPerUserOffloaded)))));
    // The energy per million tokens of the B580s, at their decode bound for both users: 760 x 1e6 / (2 x speed) /
    // 3600 Wh, the speed being the core's.
    const double wh = 760 * 1e6 / (2 * b.cheapest[0].tokensPerSecond) / 3600;
    QVERIFY(page.contains(QStringLiteral("atmost%1Wh").arg(QLocale(QLocale::English).toString(wh, 'f', 0))));

    const kv::UserPrice used{.hardware = "rtx-3090", .amount = 300, .currency = "USD", .note = "used"};
    const WhatToBuy own = whatToBuy(s, cat.hardware, {used}, "USD", use);
    QCOMPARE(own.cheapest[0].hardware, std::string("rtx-3090"));
    QCOMPARE(own.cheapest[0].gpus, 2u);
    QCOMPARE(*own.cheapest[0].price, 600.0);
    QVERIFY(own.cheapest[0].ownPrice);
    in.buy = own;
    const QString ownPath = m_dir.filePath(QStringLiteral("buy-own.pdf"));
    QCOMPARE(kvtest::errorText([&] {
                 writePdf(ownPath, ReportRenderer(in, {QStringLiteral("en"), PageSize::A4}));
             }),
             QString());
    const QString ownPage = squeeze(
        run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("4"), ownPath, QStringLiteral("-")}));
    QVERIFY2(ownPage.contains(QStringLiteral("600USD*")), qPrintable(ownPage));
    QVERIFY(ownPage.contains(QStringLiteral("yourownprice(used)")));

    // In yen: 996 USD x 156.67 = 156,043.32, shown whole.
    in.buy = whatToBuy(s, cat.hardware, {}, "JPY", {.hoursPerDay = 4, .pricePerKwh = 33.2, .currency = "JPY"});
    QVERIFY(std::abs(*in.buy->cheapest[0].price - 996 * 156.67) < 1e-6);
    const QString jaPath = m_dir.filePath(QStringLiteral("buy-ja.pdf"));
    QCOMPARE(kvtest::errorText([&] {
                 writePdf(jaPath, ReportRenderer(in, {QStringLiteral("ja"), PageSize::A4}));
             }),
             QString());
    QVERIFY(squeeze(run(QStringLiteral("pdftotext"),
                        {QStringLiteral("-f"), QStringLiteral("4"), jaPath, QStringLiteral("-")}))
                .contains(QStringLiteral("156,043JPY")));
}

#include "tst_report.moc"
