// kvplanner-cli talk as a reader of the slides gets them: each language's PDF through poppler
// (pdfinfo, pdftotext, pdffonts). The expected titles come from the same talk texts in the slides'
// language, for the same plan; the page count from the talk itself (seven steps and the FAQ).
// KV_SLIDES_KEEP=DIR keeps the PDFs for looking at them (pdftoppm -png -r 40).

#include "catalog.h"
#include "choosewording.h"
#include "hardware.h"
#include "reportlanguage.h"
#include "talkdata.h"
#include "talkexport.h"
#include "talkscript.h"
#include "talktexts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kvgui::talk;

namespace {

struct Run
{
    int exitCode = -1;
    QString out, err;
};

Run run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(120000))
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

Run cli(const QStringList& args)
{
    return run(QStringLiteral(KV_CLI_PATH), args);
}

QString squeeze(QString s)
{
    return s.remove(QRegularExpression(QStringLiteral("\\s+")));
}

QString pageText(const QString& pdf, int page)
{
    const QString n = QString::number(page);
    return squeeze(
        run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), n, QStringLiteral("-l"), n, pdf, QStringLiteral("-")})
            .out);
}

const QStringList kPlan{QStringLiteral("--model"), QStringLiteral("qwen3-8b"), QStringLiteral("--hardware"),
                        QStringLiteral("rtx-4090")};

// The titles the slides should carry, in `lang`, for the default talk bound to the plan.
QStringList expectedTitles(const QString& lang)
{
    const kv::Catalog cat = kv::loadCatalog(qEnvironmentVariable("KVPLANNER_DATA_DIR").toStdString() + "/presets");
    kv::Scenario plan;
    plan.model = *cat.findModel("qwen3-8b");
    plan.hardware = kv::machineFrom(*cat.findHardware("rtx-4090"), kv::MachineOptions{});
    const kvreport::ScopedReportLanguage scope(lang);
    PlanFields fields;
    fields.model = fields.hardware = true;
    QStringList titles;
    for (const StepData& d :
         prepareTalk(bindToPlan(defaultTalk(), fields), plan, cat, kvapp::defaultEnergyUse(QStringLiteral("USD"))))
        titles << stepTitle(d);
    return titles;
}

} // namespace

class TestSlides : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void slidesInEachLanguage_data();
    void slidesInEachLanguage();
    void pngDir();
    void unwritableOut_data();
    void unwritableOut();
    void customTalkWithNotes();
    void faqRamAnswerFitsTheMachine();
    void faqCostAnswer();
    void faqSpillAnswer();

private:
    QString path(const QString& name) const
    {
        const QString keep = qEnvironmentVariable("KV_SLIDES_KEEP");
        return (keep.isEmpty() ? m_dir.path() : keep) + QLatin1Char('/') + name;
    }
    QTemporaryDir m_dir;
};

void TestSlides::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char* tool : {"pdftotext", "pdffonts", "pdfinfo"})
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            QSKIP("poppler-utils is not installed");
}

void TestSlides::slidesInEachLanguage_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("notes");
    QTest::addRow("en") << QStringLiteral("en") << false;
    QTest::addRow("ja") << QStringLiteral("ja") << false;
    QTest::addRow("ja notes") << QStringLiteral("ja") << true;
    QTest::addRow("it notes") << QStringLiteral("it") << true;
}

void TestSlides::slidesInEachLanguage()
{
    QFETCH(QString, lang);
    QFETCH(bool, notes);
    const QString pdf = path(QStringLiteral("slides-%1%2.pdf").arg(lang, notes ? u"-notes" : u""));
    QStringList args{QStringLiteral("talk"), QStringLiteral("--out"), pdf, QStringLiteral("--lang"), lang};
    args << kPlan;
    if (notes)
        args << QStringLiteral("--notes");
    const Run r = cli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    // Seven steps and the FAQ, each followed by its notes page with --notes; 16:9 pages.
    const QStringList titles = expectedTitles(lang);
    QCOMPARE(titles.size(), 9);
    const int perStep = notes ? 2 : 1;
    const QString info = run(QStringLiteral("pdfinfo"), {pdf}).out;
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(9 * perStep))), qPrintable(info));
    QVERIFY2(info.contains(QStringLiteral("960 x 540 pts")), qPrintable(info));

    // Fonts embedded; every page names the model and machine, and each slide its own step's title.
    const QString fonts = run(QStringLiteral("pdffonts"), {pdf}).out;
    QVERIFY(!fonts.contains(QRegularExpression(QStringLiteral("\\sno\\s+(yes|no)\\s+(yes|no)\\s+\\d+\\s+0\\n"))));
    for (int i = 0; i < titles.size(); ++i) {
        for (int k = 0; k < perStep; ++k) {
            const QString text = pageText(pdf, i * perStep + 1 + k);
            QVERIFY2(
                text.contains(squeeze(titles[i])),
                qPrintable(QStringLiteral("page %1 lacks “%2”: %3").arg(i * perStep + 1 + k).arg(titles[i], text)));
            QVERIFY(text.contains(QStringLiteral("Qwen38B")));
            QVERIFY(text.contains(QStringLiteral("RTX4090")));
            QVERIFY(text.contains(QStringLiteral("llama.cpp")));
        }
    }
}

void TestSlides::pngDir()
{
    const QString dir = path(QStringLiteral("png"));
    QStringList args{QStringLiteral("talk"), QStringLiteral("--out"), path(QStringLiteral("p.pdf")),
                     QStringLiteral("--png-dir"), dir};
    args << kPlan;
    const Run r = cli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList pngs = QDir(dir).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(pngs.size(), 9);
    QCOMPARE(pngs.first(), QStringLiteral("01-bytes-per-token.png"));
    QCOMPARE(QImage(QDir(dir).filePath(pngs.last())).size(), QSize(1920, 1080));
}

void TestSlides::unwritableOut_data()
{
    QTest::addColumn<QString>("out");
    QTest::addRow("missing folder") << m_dir.filePath(QStringLiteral("no/such/folder/slides.pdf"));
    QTest::addRow("folder is a file") << m_dir.filePath(QStringLiteral("plain-file/slides.pdf"));
}

void TestSlides::unwritableOut()
{
    QFETCH(QString, out);
    QFile plain(m_dir.filePath(QStringLiteral("plain-file")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    QStringList args{QStringLiteral("talk"), QStringLiteral("--out"), out};
    args << kPlan;
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("kvplanner-cli: error: Cannot write")), qPrintable(r.err));
    QVERIFY2(r.err.contains(out), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(out));
    QVERIFY(r.out.isEmpty());
}

void TestSlides::customTalkWithNotes()
{
    const QString file = path(QStringLiteral("custom.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({ "steps": [ { "kind": "growth", "title": "Our lab box", "notes": "Point at the dashed line.",
                               "scenario": { "model": "llama-3.1-8b" } },
                             { "kind": "limit" } ] })");
    f.close();
    const QString pdf = path(QStringLiteral("custom.pdf"));
    QStringList args{QStringLiteral("talk"),    QStringLiteral("--out"),       pdf,
                     QStringLiteral("--notes"), QStringLiteral("--talk-file"), file};
    args << kPlan;
    const Run r = cli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("4 pages")));
    QVERIFY(pageText(pdf, 1).contains(QStringLiteral("Ourlabbox")));
    QVERIFY(pageText(pdf, 1).contains(QStringLiteral("Llama3.1"))); // the file's own model wins
    QVERIFY(pageText(pdf, 2).contains(QStringLiteral("Pointatthedashedline.")));
    QVERIFY(pageText(pdf, 3).contains(QStringLiteral("Qwen38B"))); // the plan fills in the rest

    const Run bad = cli({QStringLiteral("talk"), QStringLiteral("--out"), pdf, QStringLiteral("--talk-file"),
                         path(QStringLiteral("missing.json")), QStringLiteral("--model"), QStringLiteral("qwen3-8b")});
    QCOMPARE(bad.exitCode, 2);
}

void TestSlides::faqRamAnswerFitsTheMachine()
{
    // "Can RAM hold the cache when VRAM is full?" answered for the machine in the plan.
    const auto answer = [](const std::vector<kv::DeviceKind>& kinds, double gpuTps, double ramTps) {
        StepData d;
        for (kv::DeviceKind k : kinds) {
            kv::DeviceUse u;
            u.kind = k;
            d.estimate.devices.push_back(u);
        }
        d.estimate.speed.tokensPerSecond = gpuTps;
        d.kvInRam.speed.tokensPerSecond = ramTps;
        return faqItems(d).at(2).answer;
    };
    // A GPU box: the speed bound falls from 40 to 8 tokens/s with the cache in RAM.
    const QString gpu = answer({kv::DeviceKind::Gpu, kv::DeviceKind::Ram}, 40, 8);
    QVERIFY2(gpu.contains(QStringLiteral("40")) && gpu.contains(QStringLiteral("8")), qPrintable(gpu));
    QVERIFY(gpu.contains(QStringLiteral("--no-kv-offload")));
    // A mini PC without a GPU: the cache is in RAM already (it used to say "drops from 3.7 to 3.7").
    const QString cpu = answer({kv::DeviceKind::Ram}, 3.7, 3.7);
    QVERIFY2(cpu.contains(QStringLiteral("no GPU")), qPrintable(cpu));
    // A Mac: one pool.
    QVERIFY(answer({kv::DeviceKind::Unified}, 20, 20).contains(QStringLiteral("unified memory")));
    // A GPU box where the bound hardly moves (the weights dominate): said, with the one figure.
    QVERIFY(answer({kv::DeviceKind::Gpu, kv::DeviceKind::Ram}, 10, 9.99).contains(QStringLiteral("hardly changes")));
}

void TestSlides::faqCostAnswer()
{
    // "What would it cost to run this at home?" for one RTX 4090 (450 W, no idle figure) at 40 tokens/s for one
    // user, in US dollars (the C locale's): a month of 4 h a day is 450 x 4 x 30 / 1000 = 54 kWh x 0.1729 USD
    // (the shipped US average) = 9.3366 USD; a million tokens take 1e6 / 40 = 25,000 s: 450 x 25,000 / 3600 =
    // 3,125 Wh.
    const QLocale before;
    QLocale::setDefault(QLocale::c());
    StepData d;
    d.scenario.users = 1;
    d.estimate.verdict = kv::Verdict::Fits;
    d.estimate.speed.tokensPerSecond = 40;
    d.power.boardW = 450;
    d.energy = kvapp::defaultEnergyUse(QStringLiteral("USD"));
    const QString answer = faqItems(d).at(3).answer;
    QCOMPARE(faqItems(d).at(3).question, QStringLiteral("What would it cost to run this at home?"));
    QVERIFY2(
        answer.contains(QStringLiteral("At most 9.34 USD a month at 4 h a day, 3125 Wh per million tokens: 450 W")),
        qPrintable(answer));
    // Three users decode together: 120 tokens/s in all: 450 x 1e6 / 120 / 3600 = 1,041.7 Wh, shown 1042.
    d.scenario.users = 3;
    QVERIFY2(faqItems(d).at(3).answer.contains(QStringLiteral(", 1042 Wh per million")),
             qPrintable(faqItems(d).at(3).answer));
    // Priced as the step was prepared (the window's Machines tab: 8 h a day in euros at the shipped Italian
    // average of 0.33 EUR per kWh): 450 x 8 x 30 / 1000 = 108 kWh x 0.33 = 35.64 EUR.
    d.energy = kvapp::defaultEnergyUse(QStringLiteral("EUR"));
    d.energy.hoursPerDay = 8;
    QVERIFY2(faqItems(d).at(3).answer.contains(QStringLiteral("At most 35.64 EUR a month at 8 h a day")),
             qPrintable(faqItems(d).at(3).answer));
    // No published power: said, no figure guessed.
    d.power = {};
    QVERIFY(faqItems(d).at(3).answer.contains(QStringLiteral("no published power")));
    QLocale::setDefault(before);
}

void TestSlides::faqSpillAnswer()
{
    // "Why does a long prompt take so long once it spills to RAM?" for the default talk's plan (Llama 3.1 8B on an
    // RTX 4060 Ti 16 GB, 32,768 tokens, a prompt of half of it): the plan's first-token bound beside the same plan
    // with half its 32 layers in RAM (-ngl 17), both the core's; the spilled one waits on the PCIe link.
    const QLocale before;
    QLocale::setDefault(QLocale::c());
    const kv::Catalog cat = kv::loadCatalog(qEnvironmentVariable("KVPLANNER_DATA_DIR").toStdString() + "/presets");
    kv::Scenario plan;
    plan.model = *cat.findModel("llama-3.1-8b");
    plan.weights = *cat.findScheme("Q4_K_M");
    plan.contextPerUser = 32768;
    plan.hardware = kv::machineFrom(*cat.findHardware("rtx-4060-ti-16gb"), kv::MachineOptions{});
    const std::vector<StepData> steps =
        prepareTalk(defaultTalk(), plan, cat, kvapp::defaultEnergyUse(QStringLiteral("USD")));
    const StepData& d = steps.back();
    QCOMPARE(d.step.kind, StepKind::Faq);
    QCOMPARE(d.moreInRamLayers, 16u);
    QCOMPARE(d.moreInRam.layersInRam, d.estimate.layersInRam + 16);
    QVERIFY(d.estimate.speed.prefill && d.moreInRam.speed.prefill);
    QCOMPARE(d.moreInRam.speed.prefill->limitedBy, kv::PrefillLimit::HostLink);
    const FaqItem item = faqItems(d).at(4);
    QCOMPARE(item.question, QStringLiteral("Why does a long prompt take so long once it spills to RAM?"));
    const QString expected = QStringLiteral("%1 tokens need at least %2 s here, %3 s with 16 more layers in RAM")
                                 .arg(QLocale::c().toString(qulonglong(d.estimate.speed.prefill->promptTokens)))
                                 .arg(d.estimate.speed.prefill->firstTokenSeconds, 0, 'f', 2)
                                 .arg(d.moreInRam.speed.prefill->firstTokenSeconds, 0, 'f', 2);
    QVERIFY2(item.answer.contains(expected), qPrintable(item.answer + QStringLiteral(" / ") + expected));
    QVERIFY(item.answer.startsWith(QStringLiteral("Weights in RAM cross PCIe")));
    // No machine: no figures, the reason in words.
    StepData none;
    QVERIFY(faqItems(none).at(4).answer.contains(QStringLiteral("published figures")));
    QLocale::setDefault(before);
}

QTEST_MAIN(TestSlides)
#include "tst_slides.moc"
