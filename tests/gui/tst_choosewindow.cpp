// Choosing in the window (issue 15 §5): the advice under the banner applies a change as one undoable
// step that really fits; the Models-that-fit and Machines tables show, cell by cell, the core's value
// for that figure and open a row as a plan; pins are compared in columns, kept in the file and undone.
// KV_SCREENSHOT_DIR=DIR keeps pictures of each tab in en, ja and it.

#include "../support/failure.h"
#include "guitestutil.h"

#include "advicepanel.h"
#include "choosewindow.h"
#include "dialogprovider.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "settings.h"

#include "choose.h"
#include "estimator.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace kvgui;

namespace {

void spillingMoe(PlannerDocument& doc)
{
    doc.setModelById(QStringLiteral("qwen3-30b-a3b"));
    doc.setWeightScheme(QStringLiteral("Q4_K_M"));
    doc.setContextPerUser(65536);
    MachineChoice m;
    m.presetId = QStringLiteral("rtx-4060-ti-16gb");
    m.ramBytes = 64ull << 30;
    doc.setMachine(m);
}

} // namespace

class TestChooseWindow : public QObject
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

    void adviceAppliesAsOneStep()
    {
        PlannerDocument doc(kvtest::catalog());
        spillingMoe(doc);
        QCOMPARE(doc.estimate().verdict, kv::Verdict::Spills);
        AdvicePanel panel(&doc);
        panel.refreshNow();
        QVERIFY(panel.advice().size() >= 3);
        QVERIFY(!panel.isHidden());
        const kv::Scenario before = doc.scenario();
        const kv::Estimate spilled = doc.estimate();
        for (int i = 0; i < int(panel.advice().size()); ++i) {
            const kv::Advice a = panel.advice()[size_t(i)];
            QVERIFY(!panel.rowText(i).isEmpty());
            const int steps = doc.undoStack()->index();
            panel.apply(i);
            QCOMPARE(doc.undoStack()->index(), steps + 1);
            // The applied plan is the suggestion, and its figures are what the suggestion promised.
            QCOMPARE(doc.scenario(), a.scenario);
            QCOMPARE(doc.estimate().verdict, a.verdict);
            QCOMPARE(doc.estimate().memory.total(), a.totalBytes);
            QCOMPARE(doc.estimate().speed.tokensPerSecond, a.tokensPerSecond);
            // Each fits, but those that only spill less (listed after them), which spill fewer layers
            // or decode faster than the plan did.
            if (a.partial) {
                QCOMPARE(doc.estimate().verdict, kv::Verdict::Spills);
                QVERIFY(a.layersInRam < spilled.layersInRam ||
                        a.tokensPerSecond >= spilled.speed.tokensPerSecond * 1.05);
                QCOMPARE(panel.resultText(i).contains(QStringLiteral("tokens/s")), true);
            } else {
                QCOMPARE(doc.estimate().verdict, kv::Verdict::Fits);
            }
            doc.undoStack()->undo();
            QCOMPARE(doc.scenario(), before);
            panel.refreshNow();
        }
        // A plan with room to spare hides the panel.
        doc.setModelById(QStringLiteral("qwen3-0.6b"));
        panel.refreshNow();
        QVERIFY(panel.isHidden());
    }

    // No single change fits Llama 3.3 70B at 32k x 2 on a 48 GB Mac mini: the panel offers changes that fit
    // together and machines that run it; each applies as one step and gives what it promised.
    void combinationsAndMachinesApply()
    {
        PlannerDocument doc(kvtest::catalog());
        doc.setModelById(QStringLiteral("llama-3.3-70b"));
        doc.setContextPerUser(32768);
        doc.setUsers(2);
        MachineChoice m;
        m.presetId = QStringLiteral("mac-mini-m4-pro-48gb");
        doc.setMachine(m);
        QCOMPARE(doc.estimate().verdict, kv::Verdict::DoesNotFit);
        AdvicePanel panel(&doc);
        panel.refreshNow();
        QCOMPARE(panel.advice().size(), size_t(5));
        QCOMPARE(panel.advice()[0].kind, kv::AdviceKind::Combination);
        QCOMPARE(panel.advice()[4].kind, kv::AdviceKind::Machine);
        // By hand: 45 GiB for the GPU (48 less the OS's 3) and Q2_K weights: 44.8 GiB in all.
        QVERIFY(panel.rowText(0).startsWith(QStringLiteral("Together: a 45.0 GiB GPU limit + Q2_K weights.")));
        QVERIFY(panel.rowText(4).startsWith(QStringLiteral("Run it as it is on ")));
        const kv::Scenario before = doc.scenario();
        for (int i = 0; i < 5; ++i) {
            const kv::Advice a = panel.advice()[size_t(i)];
            panel.apply(i);
            QCOMPARE(doc.scenario(), a.scenario);
            QCOMPARE(doc.estimate().verdict, kv::Verdict::Fits);
            QCOMPARE(doc.estimate().memory.total(), a.totalBytes);
            if (a.kind == kv::AdviceKind::Machine)
                QCOMPARE(doc.machineChoice().presetId, QString::fromStdString(a.text));
            doc.undoStack()->undo();
            QCOMPARE(doc.scenario(), before);
            panel.refreshNow();
        }
    }

    void fitTableShowsCoreValues()
    {
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc);
        ChooseWindow w(&doc);
        QAbstractItemModelTester tester(w.fitModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester tester2(w.machineModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w.refreshNow();
        const auto schemes = kv::schemesFor(doc.scenario().runtime, doc.catalog());
        FitTableModel* m = w.fitModel();
        QCOMPARE(size_t(m->rowCount()), doc.catalog().models.size() * schemes.size());
        // Every 11th row: each cell's number is the core's figure for that model and scheme.
        for (int r = 0; r < m->rowCount(); r += 11) {
            const kv::FitRow& row = m->row(r);
            const kv::Scenario s = kv::withModel(doc.scenario(), *doc.catalog().findModel(row.model),
                                                 *doc.catalog().findScheme(row.weights));
            const kv::Estimate e = kv::plan(s);
            auto cell = [&](int c) { return m->index(r, c).data(SortRole); };
            QCOMPARE(cell(FitTableModel::TotalColumn).toULongLong(), e.memory.total());
            QCOMPARE(cell(FitTableModel::ContextColumn).toULongLong(), e.limits.maxContextPerUser);
            QCOMPARE(cell(FitTableModel::OffloadContextColumn).toULongLong(), e.limits.maxContextPerUserOffloaded);
            QCOMPARE(cell(FitTableModel::UsersColumn).toUInt(), e.limits.maxUsers);
            if (e.verdict != kv::Verdict::DoesNotFit)
                QCOMPARE(cell(FitTableModel::SpeedColumn).toDouble(), e.speed.tokensPerSecond);
        }
        // Search and "only what fits".
        w.search()->setText(QStringLiteral("llama3.1:8b")); // as Ollama names it: the same model's rows (issue 34)
        QVERIFY(w.fitFilter()->rowCount() == int(schemes.size()));
        w.search()->setText(QStringLiteral("Llama 3.1 8B"));
        QVERIFY(w.fitFilter()->rowCount() == int(schemes.size()));
        w.fitFilter()->setShow(ChooseFilter::Show::Fits);
        for (int r = 0; r < w.fitFilter()->rowCount(); ++r)
            QCOMPARE(w.fitFilter()->index(r, FitTableModel::VerdictColumn).data().toString(), QStringLiteral("fits"));
        // Double-click plans that row, as one undoable step.
        const QModelIndex first = w.fitFilter()->index(0, 0);
        const kv::FitRow& picked = m->row(w.fitFilter()->mapToSource(first).row());
        Q_EMIT w.fitView()->doubleClicked(first);
        QCOMPARE(doc.scenario().model.id, picked.model);
        QCOMPARE(doc.scenario().weights.id, picked.weights);
        QCOMPARE(doc.estimate().verdict, kv::Verdict::Fits);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().model.id, std::string("qwen3-32b"));
    }

    void machineTableShowsCoreValues()
    {
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc);
        ChooseWindow w(&doc);
        w.refreshNow();
        MachineTableModel* m = w.machineModel();
        const auto ranking = kv::machineRanking(doc.scenario(), doc.catalog().hardware, 4);
        QCOMPARE(size_t(m->rowCount()), ranking.size());
        for (int r = 0; r < m->rowCount(); r += 9) {
            const kv::MachineRow& row = m->row(r);
            const kv::Estimate e =
                kv::plan(kv::onMachine(doc.scenario(), *doc.catalog().findHardware(row.hardware), row.gpus));
            QCOMPARE(m->index(r, MachineTableModel::HeadroomColumn).data(SortRole).toLongLong(),
                     e.refusal ? row.headroomBytes : e.pools.tightest);
            QCOMPARE(m->index(r, MachineTableModel::UsersColumn).data(SortRole).toUInt(), e.limits.maxUsers);
        }
        // The view opens cheapest first (in US dollars here, the C locale's): its first row is chooseMachines's
        // first by price.
        const auto cheapest = kv::chooseMachines(ranking, {.order = kv::MachineOrder::Price, .currency = "USD"});
        QCOMPARE(w.machineView()->model()->index(0, 0).data().toString(), QString::fromStdString(cheapest[0].name));
        Q_EMIT w.machineView()->doubleClicked(w.machineView()->model()->index(0, 0));
        QCOMPARE(doc.scenario().hardware.id, cheapest[0].hardware);
        QCOMPARE(doc.estimate().verdict, kv::Verdict::Fits);
    }

    // What to buy (issue 31): the shown prices are the core's, converted at the table's rate; the one-line answer
    // names the cheapest row that fits; a typed price is the user's own, kept in the settings, and re-ranks.
    void machinesTabPricesAndAnswer()
    {
        Settings::set(settings::kCurrency, QStringLiteral("USD"));
        Settings::set(settings::kUserPrices, QByteArray());
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc); // Qwen3 32B Q4_K_M at 32k for one user
        ChooseWindow w(&doc);
        w.minSpeedBox()->setValue(20);
        w.refreshNow();
        MachineTableModel* m = w.machineModel();
        QVERIFY(m->rowCount() > 0);
        // The first row is the cheapest that fits at 20 tokens/s or more; the answer names it, its price and speed.
        auto ranking = kv::machineRanking(doc.scenario(), doc.catalog().hardware, 4);
        const auto rows = kv::chooseMachines(
            ranking, {.order = kv::MachineOrder::Price, .currency = "USD", .minTokensPerSecond = 20});
        const kv::MachineRow& first = rows[0];
        QCOMPARE(m->row(0).hardware, first.hardware);
        QCOMPARE(m->row(0).gpus, first.gpus);
        QVERIFY(first.price);
        QCOMPARE(m->index(0, MachineTableModel::PriceColumn).data(SortRole).toDouble(), *first.price);
        QCOMPARE(m->index(0, MachineTableModel::PriceColumn).data().toString(),
                 QStringLiteral("%1 USD").arg(*first.price, 0, 'f', 0));
        const QString name = first.gpus > 1
                                 ? QStringLiteral("%1 × %2").arg(first.gpus).arg(QString::fromStdString(first.name))
                                 : QString::fromStdString(first.name);
        QCOMPARE(w.machineAnswer()->text(), QStringLiteral("Cheapest that fits: %1 at %2 USD, %3 tokens/s per user.")
                                                .arg(name)
                                                .arg(*first.price, 0, 'f', 0)
                                                .arg(first.tokensPerSecond, 0, 'f', 1));
        // Power and running cost, against the core's energy bound: board power x 4 h x 30 days at 0.1729 USD.
        QCOMPARE(m->index(0, MachineTableModel::PowerColumn).data(SortRole).toDouble(), *first.powerW);
        const double month = (*first.powerW * 4 + first.idlePowerW.value_or(0) * 20) * 30 / 1000 * 0.1729;
        QVERIFY(std::abs(m->index(0, MachineTableModel::CostColumn).data(SortRole).toDouble() - month) < 1e-9);

        // In yen, the same row's price is the dollar price x 156.67 (the table's rate of 2025-12-31).
        w.currencyBox()->setCurrentIndex(w.currencyBox()->findData(QStringLiteral("JPY")));
        Q_EMIT w.currencyBox()->activated(w.currencyBox()->currentIndex());
        QCOMPARE(w.currency(), QStringLiteral("JPY"));
        QCOMPARE(m->row(0).hardware, first.hardware);
        QVERIFY(std::abs(m->index(0, MachineTableModel::PriceColumn).data(SortRole).toDouble() -
                         *first.price * 156.67) < 1e-6);
        QVERIFY(m->index(0, MachineTableModel::PriceColumn).data().toString().endsWith(QStringLiteral(" JPY")));

        // Back in dollars, the user types 1 dollar for the second row: it becomes the first, marked as theirs, and
        // the price is kept in the settings.
        w.currencyBox()->setCurrentIndex(w.currencyBox()->findData(QStringLiteral("USD")));
        Q_EMIT w.currencyBox()->activated(w.currencyBox()->currentIndex());
        const kv::MachineRow second = m->row(1);
        QVERIFY(m->flags(m->index(1, MachineTableModel::PriceColumn)) & Qt::ItemIsEditable);
        QVERIFY(m->setData(m->index(1, MachineTableModel::PriceColumn), QString::number(second.gpus)));
        QTest::qWait(10);
        QCOMPARE(m->row(0).hardware, second.hardware);
        QVERIFY(m->row(0).ownPrice);
        QCOMPARE(*m->row(0).price, double(second.gpus)); // 1 dollar a card x its GPUs
        QVERIFY(m->index(0, MachineTableModel::PriceColumn).data().toString().endsWith(QStringLiteral(" *")));
        QVERIFY(Settings::get(settings::kUserPrices).contains(QByteArray::fromStdString(second.hardware)));
        QCOMPARE(w.userPrices().size(), size_t(1));
        // Empty: back to the list price.
        QVERIFY(m->setData(m->index(0, MachineTableModel::PriceColumn), QString()));
        QTest::qWait(10);
        QCOMPARE(w.userPrices().size(), size_t(0));
        QCOMPARE(m->row(0).hardware, first.hardware);
        // A budget under the cheapest price leaves no row, and the answer says so.
        w.budgetBox()->setValue(*first.price - 1);
        QCOMPARE(m->rowCount(), 0);
        QCOMPARE(w.machineAnswer()->text(), QStringLiteral("No machine of known price runs this plan."));
        w.budgetBox()->setValue(0);
        w.minSpeedBox()->setValue(0);
        Settings::set(settings::kCurrency, QString());
    }

    void tablesFillOffTheGuiThread()
    {
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc);
        {
            ChooseWindow w(&doc);
            QSignalSpy updated(&w, &ChooseWindow::tablesUpdated);
            w.show(); // starts the computation on a worker thread
            // Generous: under ASan a cold machines table builds a split compute graph per limit probe (issue 19).
            QVERIFY(updated.wait(60000));
            QVERIFY(w.fitModel()->rowCount() > 500);
            QVERIFY(w.machineModel()->rowCount() > 100);
            QVERIFY(!w.isComputing());
        }
        // Closed while a table is still being computed: the window waits for it, nothing dangles.
        auto* w = new ChooseWindow(&doc);
        w->show();
        QTest::qWait(1);
        delete w;
    }

    // A plan the core refuses: the tables are empty and both captions say why (the reason as
    // app/common/wording.cpp words "users-out-of-range"), instead of empty tables with no word.
    void refusedPlanSaysWhyTheTablesAreEmpty()
    {
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc);
        doc.setUsers(0);
        QVERIFY(doc.hasError());
        ChooseWindow w(&doc);
        w.refreshNow();
        QCOMPARE(w.fitModel()->rowCount(), 0);
        QCOMPARE(w.machineModel()->rowCount(), 0);
        const QString expected = QStringLiteral("No table for this plan: users 0 is out of range (1 to 65536)");
        int saying = 0;
        for (const QLabel* label : w.findChildren<QLabel*>())
            saying += label->text() == expected;
        QCOMPARE(saying, 2);
        doc.setUsers(1); // accepted again: the captions describe the tables once more
        w.refreshNow();
        QVERIFY(w.machineModel()->rowCount() > 0);
        for (const QLabel* label : w.findChildren<QLabel*>())
            QVERIFY(!label->text().startsWith(QStringLiteral("No table")));
    }

    void pinsCompareSaveAndUndo()
    {
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc);
        ChooseWindow w(&doc);
        doc.pinCurrent();
        QVERIFY(!doc.canPin()); // the same plan twice is one pin
        doc.setRuntime(kv::Runtime::Ollama);
        doc.pinCurrent();
        doc.setRuntime(kv::Runtime::Vllm);
        doc.pinCurrent();
        QCOMPARE(doc.pins().size(), size_t(3));
        QTableWidget* t = w.compareTable();
        QCOMPARE(t->columnCount(), 3);
        // Runtime differs (bold), the model does not.
        int runtimeRow = -1, modelRow = -1;
        for (int r = 0; r < t->rowCount(); ++r) {
            if (t->verticalHeaderItem(r)->text() == QStringLiteral("Runtime"))
                runtimeRow = r;
            if (t->verticalHeaderItem(r)->text() == QStringLiteral("Model"))
                modelRow = r;
        }
        QVERIFY(runtimeRow >= 0 && modelRow >= 0);
        QVERIFY(t->item(runtimeRow, 0)->font().bold());
        QVERIFY(!t->item(modelRow, 0)->font().bold());
        QCOMPARE(t->item(runtimeRow, 2)->text(), QStringLiteral("vLLM"));
        // Kept in the file.
        const QString path = m_dir.filePath(QStringLiteral("pins.kvplan"));
        QCOMPARE(kvtest::errorText([&] { doc.save(path); }), QString());
        PlannerDocument other(kvtest::catalog());
        QCOMPARE(kvtest::errorText([&] { other.load(path); }), QString());
        QCOMPARE(other.pins(), doc.pins());
        // Unpinning is undoable and marks the document changed.
        doc.unpin(0);
        QCOMPARE(doc.pins().size(), size_t(2));
        QVERIFY(doc.isDirty());
        doc.undoStack()->undo();
        QCOMPARE(doc.pins().size(), size_t(3));
        QCOMPARE(t->columnCount(), 3);
    }

    void screenshots()
    {
        if (!qEnvironmentVariableIsSet("KV_SCREENSHOT_DIR"))
            QSKIP("set KV_SCREENSHOT_DIR to keep pictures");
        const QString dir = qEnvironmentVariable("KV_SCREENSHOT_DIR");
        LanguageManager languages;
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc);
        doc.pinCurrent();
        doc.setRuntime(kv::Runtime::Ollama);
        doc.pinCurrent();
        spillingMoe(doc);
        doc.pinCurrent();
        QCOMPARE(kvtest::errorText([&] { doc.save(QStringLiteral("%1/pins.kvplan").arg(dir)); }),
                 QString()); // for `kvplanner-cli report --scenario`
        MainWindow window(&doc, &languages);
        window.resize(1280, 860);
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("it")}) {
            languages.setLanguage(lang);
            window.show();
            window.advice()->refreshNow();
            QTest::qWait(200);
            window.grab().save(QStringLiteral("%1/choose-main-%2.png").arg(dir, lang));
            ChooseWindow* w = window.chooseWindow();
            w->refreshNow();
            w->show();
            for (int tab : {0, 1, 2}) {
                w->showTab(ChooseWindow::Tab(tab));
                QTest::qWait(150);
                w->grab().save(QStringLiteral("%1/choose-%2-%3.png").arg(dir).arg(tab).arg(lang));
            }
        }
    }
};

QTEST_MAIN(TestChooseWindow)
#include "tst_choosewindow.moc"
