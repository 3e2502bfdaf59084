// Every figure the banner and the results panel show is the core's value for THAT figure (issue 14
// §5): swapping the total and the KV cache, or summing RAM into the GPU pool, fails here. The usable
// memory is checked against the machine's own arithmetic (capacity minus reserves over the GPU pool),
// written out, not against the core's pool sums.

#include "../support/specs.h"
#include "guitestutil.h"

#include "breakdownmodel.h"
#include "charts/memorycharts.h"
#include "charts/promptchart.h"
#include "chartspanel.h"
#include "choosewindow.h"
#include "dialogprovider.h"
#include "legendbar.h"
#include "mainwindow.h"
#include "resultspanel.h"
#include "settings.h"
#include "verdictbanner.h"

#include "components.h"
#include "estimator.h"
#include "format.h"
#include "modeljson.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <nlohmann/json.hpp>

using namespace kvgui;

namespace {

QString rowValue(const QString& table, const QString& label)
{
    for (const QString& line : table.split(QLatin1Char('\n')))
        if (line.section(QLatin1Char('\t'), 0, 0).trimmed() == label)
            return line.section(QLatin1Char('\t'), 1).trimmed();
    return QStringLiteral("(no row %1)").arg(label);
}

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// A figure drawn in GiB (bytes / 2^30, exact in a double) back as bytes.
uint64_t bytesOf(qreal gib)
{
    return static_cast<uint64_t>(std::llround(gib * kGiB));
}

// One RTX 4090 with 64 GB of RAM planning `model` at `scheme` and `context` tokens for one user.
void planOn4090(PlannerDocument& doc, const QString& model, const QString& scheme, uint64_t context)
{
    doc.setModelById(model);
    doc.setWeightScheme(scheme);
    doc.setContextPerUser(context);
    MachineChoice m;
    m.presetId = QStringLiteral("rtx-4090");
    m.ramBytes = 64ull << 30;
    doc.setMachine(m);
}

// Qwen3-32B Q8_0 at 32768 tokens: too big for the card, so llama.cpp puts some layers in RAM and the table has two
// rows with different figures in every column.
void spillingPlan(PlannerDocument& doc)
{
    planOn4090(doc, QStringLiteral("qwen3-32b"), QStringLiteral("Q8_0"), 32768);
}

} // namespace

class TestFigures : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        Settings::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
        DialogProvider::setTestMode(true);
    }

    void bannerAndResults_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<qulonglong>("context");
        QTest::addColumn<QString>("usable"); // by hand
        // RTX 4090: 24 GiB - 400 MiB driver - 512 MiB display = 23664 MiB = 23.1 GiB (RAM not counted).
        QTest::addRow("qwen3-32b on a 4090 + 64 GB") << "qwen3-32b"
                                                     << "rtx-4090" << 1 << 32768ull << "23.1 GiB";
        // Two: 2 x 24576 - 2 x 400 - 512 = 47840 MiB = 46.7 GiB.
        QTest::addRow("qwen3-32b on two 4090s") << "qwen3-32b"
                                                << "rtx-4090" << 2 << 32768ull << "46.7 GiB";
        // Mac mini M4 Pro 48 GB: the GPU may use 75% = 36 GiB (below 48 - 3 GiB OS).
        QTest::addRow("gemma on a 48 GB mac") << "gemma-3-27b"
                                              << "mac-mini-m4-pro-48gb" << 1 << 32768ull << "36.0 GiB";
        // A CPU-only NAS with 32 GB: 32 - 3 GiB OS = 29 GiB.
        QTest::addRow("qwen3-8b on a NAS") << "qwen3-8b"
                                           << "zimacube-pro-32gb" << 1 << 8192ull << "29.0 GiB";
    }

    void bannerAndResults()
    {
        QFETCH(QString, model);
        QFETCH(QString, hardware);
        QFETCH(int, gpus);
        QFETCH(qulonglong, context);
        QFETCH(QString, usable);
        PlannerDocument doc(kvtest::catalog());
        doc.setModelById(model);
        doc.setWeightScheme(QStringLiteral("Q4_K_M"));
        doc.setContextPerUser(context);
        MachineChoice m;
        m.presetId = hardware;
        m.gpus = uint32_t(gpus);
        m.ramBytes = 64ull << 30;
        doc.setMachine(m);
        MainWindow w(&doc, nullptr);
        const kv::Estimate e = kv::plan(doc.scenario());
        QCOMPARE(doc.estimate(), e);

        const QStringList tiles = w.banner()->tileValues();
        QCOMPARE(tiles[0], kvapp::formatBytes(e.memory.total()));
        QCOMPARE(tiles[1], usable);
        QCOMPARE(tiles[2], kvapp::formatBytes(e.memory.kv));
        QVERIFY(tiles[0] != tiles[2]);
        // The context tile is the limit all on the GPUs, not the one spilling to RAM (they differ for Qwen3-32B).
        QCOMPARE(tiles[3], tokensText(e.limits.maxContextPerUser));
        if (model == QLatin1String("qwen3-32b") && gpus == 1)
            QVERIFY(e.limits.maxContextPerUser != e.limits.maxContextPerUserOffloaded);
        QCOMPARE(tiles[4], speedText(e.speed.tokensPerSecond));

        const QString mem = w.results()->memoryText();
        QCOMPARE(rowValue(mem, QStringLiteral("Weights")), kvapp::formatBytes(e.memory.weights));
        QCOMPARE(rowValue(mem, QStringLiteral("KV cache")), kvapp::formatBytes(e.memory.kv));
        QCOMPARE(rowValue(mem, QStringLiteral("Compute & overhead")),
                 kvapp::formatBytes(e.memory.compute + e.memory.other));
        QCOMPARE(rowValue(mem, QStringLiteral("Total")), kvapp::formatBytes(e.memory.total()));
    }

    void bannerContextAndSpeed()
    {
        // Ten layers of 100 MiB of f16 weights, a cache of 10 layers x (64 + 64) values x 2 bytes = 2560 bytes a
        // token, planned as tokens x bytes per token on a GPU of 1000 MiB + 4096 x 2560 bytes at 1000 GB/s, with
        // 8 GiB of RAM at 100 GB/s. By hand: the longest context all on the GPU is 4096 tokens; at 1024 tokens a step
        // reads 1000 MiB + 1024 x 2560 bytes = 1051197440 bytes, so the speed bound is 1e12 / 1051197440 = 951.3
        // tokens/s.
        kv::Scenario s;
        kvtest::useTenLayers(s);
        s.runtime = kv::Runtime::Ideal;
        s.contextPerUser = 1024;
        s.users = 1;
        kv::Device gpu;
        gpu.name = "GPU 0";
        gpu.kind = kv::DeviceKind::Gpu;
        gpu.capacityBytes = (uint64_t(1000) << 20) + 4096 * 2560;
        gpu.bandwidthGBs = 1000;
        kv::Device ram;
        ram.name = "RAM";
        ram.kind = kv::DeviceKind::Ram;
        ram.capacityBytes = uint64_t(8) << 30;
        ram.bandwidthGBs = 100;
        s.hardware.devices = {gpu, ram};
        PlannerDocument doc(kvtest::catalog());
        doc.setScenario(s, QStringLiteral("hand-made plan"));
        MainWindow w(&doc, nullptr);
        const kv::Estimate& e = doc.estimate();
        QCOMPARE(e.limits.maxContextPerUser, uint64_t(4096));
        const QStringList tiles = w.banner()->tileValues();
        QCOMPARE(tiles[3], tokensText(4096));
        QCOMPARE(tiles[4], speedText(1e12 / 1051197440.0));
        QCOMPARE(tiles[4], QStringLiteral("≤ 951 tokens/s"));
    }

    void runtimeRows()
    {
        // MLX on a Mac mini M4 Pro 48 GB: nothing set aside at load, the cache fills as tokens arrive; the band and
        // the GPU working-set limit (75% of 48 GiB = 36 GiB, by hand) have their own rows.
        PlannerDocument doc(kvtest::catalog());
        doc.setModelById(QStringLiteral("gemma-3-27b"));
        doc.setRuntime(kv::Runtime::Mlx);
        doc.setContextPerUser(32768);
        MachineChoice m;
        m.presetId = QStringLiteral("mac-mini-m4-pro-48gb");
        doc.setMachine(m);
        MainWindow w(&doc, nullptr);
        const kv::Estimate e = kv::plan(doc.scenario());
        QCOMPARE(doc.scenario().weights.id, std::string("mlx-4bit")); // switching to MLX leaves GGUF behind
        const QString mem = w.results()->memoryText();
        QCOMPARE(rowValue(mem, QStringLiteral("Cache set aside at load")), kvapp::formatBytes(0));
        QCOMPARE(rowValue(mem, QStringLiteral("Cache the users fill")), kvapp::formatBytes(e.memory.kv));
        QCOMPARE(rowValue(mem, QStringLiteral("Memory band")), QStringLiteral("fits"));
        QCOMPARE(rowValue(mem, QStringLiteral("GPU working-set limit")), QStringLiteral("36.0 GiB"));

        // SGLang on a 4090: the whole static fraction is reserved; its pool is what the BF16 weights leave.
        doc.setModelById(QStringLiteral("llama-3.1-8b"));
        doc.setRuntime(kv::Runtime::SGLang);
        doc.setContextPerUser(8192);
        m.presetId = QStringLiteral("rtx-4090");
        doc.setMachine(m);
        const kv::Estimate s = kv::plan(doc.scenario());
        QVERIFY(s.view<kv::SglangPool>());
        const QString sg = w.results()->memoryText();
        QCOMPARE(rowValue(sg, QStringLiteral("SGLang reserves")),
                 kvapp::formatBytes(s.view<kv::SglangPool>()->reservedBytes));
        QCOMPARE(rowValue(sg, QStringLiteral("Cache set aside at load")),
                 kvapp::formatBytes(s.view<kv::SglangPool>()->kvPoolBytes));
        QCOMPARE(rowValue(sg, QStringLiteral("Cache the users fill")),
                 kvapp::formatBytes(uint64_t(8192) * 131072)); // 32 layers x 2048 values x 2 bytes per token
    }
    void firstTokenRow()
    {
        // Llama 3.1 8B Q4_K_M at 8192 tokens on one RTX 4090: the prompt defaults to half the context, 4096 tokens;
        // their work (tst_prefill, by hand) is 61,574,775,570,432 FLOPs, at the 4090's 330.3 TFLOPS 0.186 s.
        PlannerDocument doc(kvtest::catalog());
        planOn4090(doc, QStringLiteral("llama-3.1-8b"), QStringLiteral("Q4_K_M"), 8192);
        MainWindow w(&doc, nullptr);
        const kv::Estimate e = kv::plan(doc.scenario());
        QVERIFY(e.speed.prefill);
        QCOMPARE(e.speed.prefill->promptTokens, uint64_t(4096));
        QVERIFY(std::abs(e.speed.prefill->firstTokenSeconds - 61574775570432.0 / 330.3e12) < 1e-9);
        QCOMPARE(rowValue(w.results()->limitsText(), QStringLiteral("First token after")),
                 QStringLiteral("at least 0.19 s (prompt 4096 tokens, limited by compute)"));
        // A Mac mini M4: Apple publishes no figure, so no row rather than a guess.
        MachineChoice m;
        m.presetId = QStringLiteral("mac-mini-m4-32gb");
        doc.setMachine(m);
        QVERIFY(!kv::plan(doc.scenario()).speed.prefill);
        QCOMPARE(rowValue(w.results()->limitsText(), QStringLiteral("First token after")),
                 QStringLiteral("(no row First token after)"));
    }

    void runningCostRows()
    {
        // Llama 3.1 8B Q4_K_M at 8192 tokens, one user, on one RTX 4090 (board power 450 W, no idle figure):
        // a million tokens take 1e6 / speed seconds at 450 W: 450 x 1e6 / speed / 3600 Wh. A month of 4 h a day:
        // 450 x 4 x 30 / 1000 = 54 kWh, at the shipped US average of 0.1729 USD per kWh 9.3366 USD.
        Settings::set(settings::kCurrency, QStringLiteral("USD"));
        Settings::set(settings::kHoursPerDay, 4.0);
        Settings::set(settings::kKwhPrice, 0.0);
        PlannerDocument doc(kvtest::catalog());
        planOn4090(doc, QStringLiteral("llama-3.1-8b"), QStringLiteral("Q4_K_M"), 8192);
        MainWindow w(&doc, nullptr);
        const kv::Estimate e = kv::plan(doc.scenario());
        QVERIFY(e.speed.tokensPerSecond > 0);
        const double wh = 450 * 1e6 / e.speed.tokensPerSecond / 3600;
        QCOMPARE(rowValue(w.results()->limitsText(), QStringLiteral("Energy per million tokens")),
                 QStringLiteral("at most %1 Wh").arg(QLocale::c().toString(wh, 'f', 0)));
        QCOMPARE(rowValue(w.results()->limitsText(), QStringLiteral("Running cost a month")),
                 QStringLiteral("at most 9.34 USD"));
        // 8 h a day at the user's own 0.40 USD: 450 x 8 x 30 / 1000 = 108 kWh x 0.40 = 43.20 USD. Two users
        // decode together at twice the per-user bound's rate: half the energy per million tokens of one user's.
        Settings::set(settings::kHoursPerDay, 8.0);
        Settings::set(settings::kKwhPrice, 0.40);
        doc.setUsers(2);
        const kv::Estimate two = kv::plan(doc.scenario());
        QCOMPARE(rowValue(w.results()->limitsText(), QStringLiteral("Running cost a month")),
                 QStringLiteral("at most 43.20 USD"));
        QCOMPARE(rowValue(w.results()->limitsText(), QStringLiteral("Energy per million tokens")),
                 QStringLiteral("at most %1 Wh")
                     .arg(QLocale::c().toString(450 * 1e6 / (2 * two.speed.tokensPerSecond) / 3600, 'f', 0)));
        // A custom machine has no published power: no rows rather than a guess.
        MachineChoice custom;
        custom.vramBytes = 24ull << 30;
        doc.setMachine(custom);
        QCOMPARE(rowValue(w.results()->limitsText(), QStringLiteral("Running cost a month")),
                 QStringLiteral("(no row Running cost a month)"));
        Settings::set(settings::kHoursPerDay, 4.0);
        Settings::set(settings::kKwhPrice, 0.0);
    }

    void runningCostFollowsTheMachinesTab()
    {
        // The Machines tab's hours, kWh price and currency are what the results panel prices with: an edit there
        // shows in the main window at once, without another change to the plan. Llama 3.1 8B Q4_K_M on an RTX
        // 4090 (450 W): 8 h a day is 450 x 8 x 30 / 1000 = 108 kWh, x 0.1729 USD = 18.67 USD; at 0.40 USD 43.20
        // USD; in euros at the shipped Italian average of 0.33 EUR per kWh (the kWh price follows the currency)
        // 108 x 0.33 = 35.64 EUR.
        Settings::set(settings::kCurrency, QStringLiteral("USD"));
        Settings::set(settings::kHoursPerDay, 4.0);
        Settings::set(settings::kKwhPrice, 0.0);
        PlannerDocument doc(kvtest::catalog());
        planOn4090(doc, QStringLiteral("llama-3.1-8b"), QStringLiteral("Q4_K_M"), 8192);
        MainWindow w(&doc, nullptr);
        ChooseWindow* c = w.chooseWindow();
        const auto cost = [&] { return rowValue(w.results()->limitsText(), QStringLiteral("Running cost a month")); };
        QCOMPARE(cost(), QStringLiteral("at most 9.34 USD"));
        c->hoursBox()->setValue(8);
        QCOMPARE(cost(), QStringLiteral("at most 18.67 USD"));
        c->kwhBox()->setValue(0.40);
        QCOMPARE(cost(), QStringLiteral("at most 43.20 USD"));
        c->currencyBox()->setCurrentIndex(c->currencyBox()->findData(QStringLiteral("EUR")));
        Q_EMIT c->currencyBox()->activated(c->currencyBox()->currentIndex());
        QCOMPARE(cost(), QStringLiteral("at most 35.64 EUR"));
        Settings::set(settings::kCurrency, QString());
        Settings::set(settings::kHoursPerDay, 4.0);
        Settings::set(settings::kKwhPrice, 0.0);
    }

    void breakdownTable()
    {
        // Each column of each device row is the core's figure for THAT column of THAT device, found by the
        // column's header (so two swapped columns, or the RAM row showing the GPU's figures, fail).
        PlannerDocument doc(kvtest::catalog());
        spillingPlan(doc);
        MainWindow w(&doc, nullptr);
        const kv::Estimate e = kv::plan(doc.scenario());
        QCOMPARE(e.devices.size(), size_t(2));
        QVERIFY(e.devices[0].layers > 0 && e.devices[1].layers > 0); // really split
        const BreakdownModel* model = w.breakdown();
        QCOMPARE(model->rowCount(), 2);
        auto column = [&](const QString& header) {
            for (int c = 0; c < model->columnCount(); ++c)
                if (model->headerData(c, Qt::Horizontal).toString() == header)
                    return c;
            return -1;
        };
        // The GPU's usable memory by hand: 24 GiB - 400 MiB driver - 512 MiB display = 23664 MiB; RAM: 64 GiB
        // - 3 GiB for the OS = 61 GiB.
        QCOMPARE(e.devices[0].usableBytes, uint64_t(23664) << 20);
        QCOMPARE(e.devices[1].usableBytes, uint64_t(61) << 30);
        for (int row = 0; row < 2; ++row) {
            const kv::DeviceUse& d = e.devices[size_t(row)];
            auto cell = [&](const QString& header) {
                const int c = column(header);
                return c < 0 ? QStringLiteral("(no column %1)").arg(header) : model->index(row, c).data().toString();
            };
            QCOMPARE(cell(QStringLiteral("Device")), row == 0 ? QStringLiteral("GPU 0") : QStringLiteral("RAM"));
            QCOMPARE(cell(QStringLiteral("Weights")), kvapp::formatBytes(d.memory.weights));
            QCOMPARE(cell(QStringLiteral("KV cache")), kvapp::formatBytes(d.memory.kv));
            QCOMPARE(cell(QStringLiteral("Recurrent state")), kvapp::formatBytes(d.memory.recurrent));
            QCOMPARE(cell(QStringLiteral("Compute & overhead")), kvapp::formatBytes(d.memory.compute + d.memory.other));
            QCOMPARE(cell(QStringLiteral("Used")), kvapp::formatBytes(d.memory.total()));
            QCOMPARE(cell(QStringLiteral("Usable")), kvapp::formatBytes(d.usableBytes));
            QVERIFY(d.usableBytes >= d.memory.total());
            QCOMPARE(cell(QStringLiteral("Free")), kvapp::formatBytes(d.usableBytes - d.memory.total()));
            QCOMPARE(cell(QStringLiteral("Layers")), kvapp::formatCount(d.layers));
        }
        // Qwen3-32B has 64 layers (config.json num_hidden_layers); the output layer is not counted.
        QCOMPARE(e.devices[0].layers + e.devices[1].layers, 64u);
    }

    void deviceBarsAndLegend()
    {
        // The bars: each part of each device, as drawn (GiB), is that part's bytes; the capacity line is the
        // device's usable memory. The legend names the parts in the one order, then the lines.
        PlannerDocument doc(kvtest::catalog());
        spillingPlan(doc);
        MainWindow w(&doc, nullptr);
        const kv::Estimate e = kv::plan(doc.scenario());
        const DeviceBarsChart* bars = w.charts()->deviceChart();
        // Each bar's category: the device, then its usable memory ("GPU 0<br>23.1 GiB").
        QCOMPARE(bars->categories().size(), 2);
        for (size_t i = 0; i < e.devices.size(); ++i)
            QCOMPARE(bars->categories().at(int(i)), QStringLiteral("%1<br>%2")
                                                        .arg(i == 0 ? QStringLiteral("GPU 0") : QStringLiteral("RAM"),
                                                             kvapp::formatBytes(e.devices[i].usableBytes)));
        for (size_t i = 0; i < e.devices.size(); ++i) {
            const kv::MemoryParts& m = e.devices[i].memory;
            QCOMPARE(bytesOf(bars->values(Part::Weights).at(int(i))), m.weights);
            QCOMPARE(bytesOf(bars->values(Part::Kv).at(int(i))), m.kv);
            QCOMPARE(bytesOf(bars->values(Part::Recurrent).at(int(i))), m.recurrent);
            QCOMPARE(bytesOf(bars->values(Part::Compute).at(int(i))), m.compute + m.other);
            QCOMPARE(bytesOf(bars->capacities().at(int(i))), e.devices[i].usableBytes);
        }
        w.show();
        QCoreApplication::processEvents();
        // A dense model: no recurrent state, so no legend entry for it; a machine: the capacity line and the limit.
        const QStringList legend = w.charts()->legend()->texts();
        QCOMPARE(legend.mid(0, 3), QStringList({QStringLiteral("Weights"), QStringLiteral("KV cache"),
                                                QStringLiteral("Compute & overhead")}));
        QVERIFY2(legend.contains(QStringLiteral("Usable capacity")) &&
                     legend.contains(QStringLiteral("Limit that still fits")),
                 qPrintable(legend.join(QLatin1Char('|'))));
    }

    void firstTokenTileAndPromptChart()
    {
        // The same plan as firstTokenRow: 4096 prompt tokens take 61,574,775,570,432 FLOPs / 330.3 TFLOPS = 0.1864 s.
        PlannerDocument doc(kvtest::catalog());
        planOn4090(doc, QStringLiteral("llama-3.1-8b"), QStringLiteral("Q4_K_M"), 8192);
        MainWindow w(&doc, nullptr);
        w.show();
        QCOMPARE(w.banner()->tileValues().value(5), QStringLiteral("≥ 0.19 s"));
        // The chart's tab: from 256 tokens to the 8192 a sequence holds, each point the core's bound for it.
        w.charts()->tabs()->setCurrentWidget(w.charts()->promptChart());
        PromptChart* chart = w.charts()->promptChart();
        chart->refresh();
        const QList<QPointF> first = chart->firstToken(), answer = chart->answer();
        QCOMPARE(first.size(), qsizetype(PromptChart::kPoints));
        QCOMPARE(first.front().x(), 256.0);
        QCOMPARE(first.back().x(), 8192.0);
        const std::vector<kv::PromptPoint> core =
            kv::promptSweep(doc.scenario(), kv::linearPoints(256, 8192, PromptChart::kPoints));
        for (qsizetype i = 0; i < first.size(); ++i) {
            const kv::PrefillBound& b = *core[static_cast<size_t>(i)].bound;
            QCOMPARE(first[i].y(), b.firstTokenSeconds);
            QCOMPARE(answer[i].y(), b.answerSeconds);
            QVERIFY(answer[i].y() > first[i].y()); // the answer's 4096 tokens come after the first
        }
        // The work grows faster than the prompt (attention over the tokens before), so the wait does too: the
        // 8192-token prompt takes more than twice the 4096-token one's 0.1864 s.
        QVERIFY(first.back().y() > 2 * 61574775570432.0 / 330.3e12);
        QVERIFY(chart->answerAxisMax() >= answer.back().y()); // the whole answer's own axis holds its line
        QVERIFY(chart->limitChanges().isEmpty()); // compute limits it throughout on one GPU that holds everything
        QVERIFY(chart->title().contains(QStringLiteral("limited by compute")));
        if (const QString dir = qEnvironmentVariable("KV_SCREENSHOT_DIR"); !dir.isEmpty()) { // to look at
            w.resize(1280, 800);
            QTest::qWait(200);
            w.grab().save(dir + QStringLiteral("/prompt-chart-en.png"));
        }
        // A Mac mini M4 has no sourced peak figure: no tile, no lines, and the title says why.
        MachineChoice m;
        m.presetId = QStringLiteral("mac-mini-m4-32gb");
        doc.setMachine(m);
        chart->refresh();
        QCOMPARE(w.banner()->tileValues().value(5), QStringLiteral("–"));
        QVERIFY(chart->firstToken().isEmpty());
        QVERIFY(chart->title().contains(QStringLiteral("no bound for this machine")));
        w.charts()->tabs()->setCurrentIndex(0); // the tab is a setting: the next window opens on the context chart
    }

    void contextSweepChart()
    {
        // Llama 3.1 8B, f16 cache, one user on an RTX 4090 + 64 GB: every swept context's KV band is
        // 32 layers x 8 KV heads x 128 x 2 (K and V) x 2 bytes = 131072 bytes per cell, llama.cpp's cells being
        // the context rounded up to 256; the weights band is flat; the lines are the GPU's usable 23664 MiB and
        // that plus RAM's 61 GiB.
        PlannerDocument doc(kvtest::catalog());
        planOn4090(doc, QStringLiteral("llama-3.1-8b"), QStringLiteral("Q4_K_M"), 8192);
        MainWindow w(&doc, nullptr);
        w.show();
        SweepChart* chart = w.charts()->contextChart();
        chart->refresh();
        const QList<QPointF> kvBand = chart->band(Part::Kv), weights = chart->band(Part::Weights);
        QVERIFY(kvBand.size() >= 8);
        QCOMPARE(weights.size(), kvBand.size());
        const uint64_t weightBytes = kv::plan(doc.scenario()).memory.weights;
        for (int i = 0; i < kvBand.size(); ++i) {
            const auto x = static_cast<uint64_t>(kvBand[i].x());
            const uint64_t cells = (x + 255) / 256 * 256;
            QCOMPARE(bytesOf(kvBand[i].y()), cells * 131072);
            QCOMPARE(bytesOf(weights[i].y()), weightBytes);
        }
        const QList<qreal> lines = chart->capacityLines();
        QVERIFY(!lines.isEmpty());
        QCOMPARE(bytesOf(lines.at(0)), uint64_t(23664) << 20);
        if (lines.size() > 1)
            QCOMPARE(bytesOf(lines.at(1)), (uint64_t(23664) << 20) + (uint64_t(61) << 30));
        // The limit dot sits at the longest context that still fits on the GPU, the core's figure.
        QCOMPARE(static_cast<uint64_t>(chart->limitPoint().x()), kv::plan(doc.scenario()).limits.maxContextPerUser);
    }
};

QTEST_MAIN(TestFigures)
#include "tst_figures.moc"
