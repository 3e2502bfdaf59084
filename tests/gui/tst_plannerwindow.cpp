// The planner window driven like a user: slider steps reach the document, the estimate and the chart
// series (whose values equal the core's numbers), switching model, runtime and hardware, opening
// files through the dialog seam, undo/redo, and item-model consistency.

#include "../support/failure.h"
#include "guitestutil.h"

#include "breakdownmodel.h"
#include "charts/memorycharts.h"
#include "chartspanel.h"
#include "defaults.h"
#include "dialogprovider.h"
#include "exporter.h"
#include "filecontroller.h"
#include "hardwarepanel.h"
#include "inputsliders.h"
#include "languagemanager.h"
#include "legendbar.h"
#include "mainwindow.h"
#include "modelpicker.h"
#include "resultspanel.h"
#include "runtimepanel.h"
#include "settings.h"
#include "snapslider.h"
#include "startup.h"
#include "verdictbanner.h"

#include "estimator.h"
#include "format.h"
#include "safetensorswriter.h"
#include "wording.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>
#include <QUrl>

#include <memory>

using namespace kvgui;

class TestPlannerWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<PlannerDocument> m_doc;
    std::unique_ptr<MainWindow> m_window;

    static constexpr double kGiB = 1073741824.0;

    void checkChartsEqualCore()
    {
        const kv::Estimate core = kv::plan(m_doc->scenario());
        QCOMPARE(m_doc->estimate(), core);
        DeviceBarsChart* bars = m_window->charts()->deviceChart();
        for (Part c : kParts) {
            const QList<qreal> v = bars->values(c);
            QCOMPARE(v.size(), qsizetype(core.devices.size()));
            for (qsizetype i = 0; i < v.size(); ++i)
                QCOMPARE(v[i] * kGiB, double(partBytes(c, core.devices[size_t(i)].memory)));
        }
        const QList<qreal> grow = bars->growth();
        QCOMPARE(grow.size(), qsizetype(core.devices.size()));
        for (qsizetype i = 0; i < grow.size(); ++i)
            QCOMPARE(grow[i] * kGiB, double(core.devices[size_t(i)].mayGrowBytes));
        SweepChart* sweep = m_window->charts()->contextChart();
        QCOMPARE(sweep->markerX(), double(m_doc->scenario().contextPerUser));
        const QList<QPointF> kv = sweep->band(Part::Kv);
        QVERIFY(kv.size() > 100);
        for (qsizetype i : {qsizetype(0), kv.size() / 2, kv.size() - 1}) {
            kv::Scenario s = m_doc->scenario();
            s.contextPerUser = uint64_t(kv[i].x());
            QCOMPARE(kv[i].y() * kGiB, double(kv::estimate(s).memory.kv));
        }
        QCOMPARE(m_window->banner()->kvText(), kvapp::formatBytes(core.memory.kv));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        Settings::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
        DialogProvider::setTestMode(true);
    }

    void init()
    {
        DialogProvider::reset();
        m_languages = std::make_unique<LanguageManager>();
        m_doc = std::make_unique<PlannerDocument>(kvtest::catalog());
        m_window = std::make_unique<MainWindow>(m_doc.get(), m_languages.get());
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        m_doc.reset();
        m_languages.reset();
    }

    void sliderStepReachesDocumentEstimateAndCharts()
    {
        kvtest::qwenOn4090(*m_doc);
        checkChartsEqualCore();
        QSlider* slider = m_window->sliders()->contextSlider()->slider();
        const int position = slider->value();
        QTest::keyClick(slider, Qt::Key_Left);
        QCOMPARE(slider->value(), position - 1);
        const uint64_t expected = uint64_t(InputSliders::contextStops(40960)[position - 1]);
        QCOMPARE(m_doc->scenario().contextPerUser, expected);
        QCOMPARE(m_window->sliders()->contextSlider()->spinBox()->value(), int(expected));
        checkChartsEqualCore();
        // Keyboard steps continue the same undo step as the set-up's context change (same kind, no
        // release in between); one undo goes back to the start.
        QCOMPARE(m_doc->undoStack()->count(), 1);
        m_doc->endMergeGroup();
        QTest::keyClick(slider, Qt::Key_Left);
        QCOMPARE(m_doc->undoStack()->count(), 2);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->scenario().contextPerUser, expected);
        QCOMPARE(slider->value(), position - 1);
    }

    void growthIsHatchedOnTheHost()
    {
        // llama-server's prompt cache (--cache-ram, 8192 MiB by default) may fill the RAM beside the GPU while it
        // serves; Qwen3 32B has no sliding-window or recurrent layers, so no checkpoints: 8 GiB exactly, on RAM.
        kvtest::qwenOn4090(*m_doc);
        const QList<qreal> grow = m_window->charts()->deviceChart()->growth();
        QCOMPARE(grow.size(), qsizetype(2));
        QCOMPARE(grow[0], 0.0);
        QCOMPARE(grow[1], 8.0);
        QVERIFY(m_window->charts()->legend()->texts().contains(kvapp::growthName()));
        checkChartsEqualCore();
        // KoboldCpp keeps no prompt cache: the hatch and its legend entry go.
        m_doc->setRuntime(kv::Runtime::KoboldCpp);
        QCOMPARE(m_window->charts()->deviceChart()->growth().value(1), 0.0);
        QVERIFY(!m_window->charts()->legend()->texts().contains(kvapp::growthName()));
    }

    void spinBoxTakesAnExactContext()
    {
        QSpinBox* spin = m_window->sliders()->contextSlider()->spinBox();
        spin->setValue(30001);
        QCOMPARE(m_doc->scenario().contextPerUser, 30001ull);
        checkChartsEqualCore();
    }

    void draggingContextCrossesTheVramLine()
    {
        kvtest::qwenOn4090(*m_doc);
        m_doc->setContextPerUser(4096);
        QCOMPARE(m_doc->estimate().verdict, kv::Verdict::Fits);
        QCOMPARE(m_window->banner()->headline(), QStringLiteral("Fits"));
        m_doc->setContextPerUser(40960);
        QVERIFY(m_doc->estimate().verdict != kv::Verdict::Fits);
        QVERIFY(m_window->banner()->headline() != QStringLiteral("Fits"));
        const QPointF limit = m_window->charts()->contextChart()->limitPoint();
        QCOMPARE(limit.x(), double(m_doc->estimate().limits.maxContextPerUser));
    }

    void switchingModelThroughThePicker()
    {
        ModelPicker* picker = m_window->modelPicker();
        QTest::keyClicks(picker->searchField(), QStringLiteral("Llama 3.1 8B"));
        const QModelIndexList hits =
            picker->proxyModel()->match(picker->proxyModel()->index(0, 0), ModelPicker::IdRole,
                                        QStringLiteral("llama-3.1-8b"), 1, Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(hits.size(), 1);
        picker->view()->setCurrentIndex(hits.front());
        QTest::keyClick(picker->view(), Qt::Key_Return);
        QCOMPARE(m_doc->scenario().model.id, std::string("llama-3.1-8b"));
        QCOMPARE(m_window->sliders()->contextSlider()->slider()->maximum() + 1,
                 InputSliders::contextStops(kv::trainingContext(m_doc->scenario().model)).size());
        checkChartsEqualCore();
    }

    // Issue 34 §2, as a person does it: Ctrl+F, type a name from Ollama, Hugging Face or the README, Return.
    void findingAModelByWhatPeopleType_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("id");
        QTest::addRow("preset id") << "gemma-3-27b"
                                   << "gemma-3-27b";
        QTest::addRow("ollama tag") << "qwen3:30b-a3b"
                                    << "qwen3-30b-a3b";
        QTest::addRow("hugging face repo") << "Qwen/Qwen3-32B"
                                           << "qwen3-32b";
        QTest::addRow("words with a space") << "gpt oss 20b"
                                            << "gpt-oss-20b";
    }

    void findingAModelByWhatPeopleType()
    {
        QFETCH(QString, query);
        QFETCH(QString, id);
        QVERIFY(m_doc->setModelById(QStringLiteral("llama-3.2-1b")));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
        QLineEdit* search = m_window->modelPicker()->searchField();
        QVERIFY(search->hasFocus());
        QTest::keyClicks(search, query);
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(QString::fromStdString(m_doc->scenario().model.id), id);
    }

    // Down moves into the list, Down again to the next match, Return plans it; Escape clears the search.
    void searchKeysMoveThroughTheMatches()
    {
        ModelPicker* picker = m_window->modelPicker();
        QVERIFY(m_doc->setModelById(QStringLiteral("qwen3-8b")));
        QLineEdit* search = picker->searchField();
        search->setFocus();
        // By hand: the Llama 3.1 presets are the 8B, 70B and 405B, listed by size.
        QTest::keyClicks(search, QStringLiteral("llama3.1"));
        const QModelIndex family = picker->proxyModel()->index(0, 0);
        QCOMPARE(picker->proxyModel()->rowCount(), 1);
        QCOMPARE(picker->proxyModel()->rowCount(family), 3);
        QCOMPARE(picker->view()->currentIndex().data(ModelPicker::IdRole).toString(), QStringLiteral("llama-3.1-8b"));
        QTest::keyClick(search, Qt::Key_Down);
        QVERIFY(picker->view()->hasFocus());
        QTest::keyClick(picker->view(), Qt::Key_Down);
        QCOMPARE(m_doc->scenario().model.id, std::string("qwen3-8b")); // moving does not plan
        QTest::keyClick(picker->view(), Qt::Key_Return);
        QCOMPARE(m_doc->scenario().model.id, std::string("llama-3.1-70b"));
        QTest::keyClick(picker->view(), Qt::Key_Escape);
        QVERIFY(search->text().isEmpty());
        QVERIFY(search->hasFocus());
        QCOMPARE(picker->proxyModel()->rowCount(), picker->sourceModel()->rowCount());
        // Nothing matches: Return plans nothing.
        QTest::keyClicks(search, QStringLiteral("zzqx"));
        QCOMPARE(picker->proxyModel()->rowCount(), 0);
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(m_doc->scenario().model.id, std::string("llama-3.1-70b"));
        QTest::keyClick(search, Qt::Key_Escape);
        QVERIFY(search->text().isEmpty());
    }

    void switchingRuntime()
    {
        QComboBox* combo = m_window->runtimePanel()->runtimeCombo();
        for (kv::Runtime r : {kv::Runtime::Ollama, kv::Runtime::Vllm, kv::Runtime::Ideal, kv::Runtime::LlamaCpp}) {
            const int i = combo->findData(int(r));
            combo->setCurrentIndex(i);
            Q_EMIT combo->activated(i);
            QCOMPARE(m_doc->scenario().runtime, r);
            checkChartsEqualCore();
        }
        QVERIFY(m_window->results()->launchCommand().startsWith(QStringLiteral("llama-server")));
    }

    void quantisedVWithoutFlashAttentionIsARefusal()
    {
        QComboBox* fa = m_window->runtimePanel()->flashAttnCombo();
        fa->setCurrentIndex(2);
        Q_EMIT fa->activated(2);
        QCOMPARE(m_doc->scenario().llama.flashAttn, kv::FlashAttn::Off);
        QComboBox* kvCombo = m_window->sliders()->kvCombo();
        const int q8 = kvCombo->findData(int(kv::ElemType::Q8_0));
        kvCombo->setCurrentIndex(q8);
        Q_EMIT kvCombo->activated(q8);
        QVERIFY(m_doc->estimate().refusal.has_value());
        QVERIFY(m_window->banner()->headline().contains(QStringLiteral("refuses")));
        QVERIFY(!m_window->results()->warningsText().isEmpty());
    }

    void switchingHardware()
    {
        HardwarePanel* hw = m_window->hardwarePanel();
        const int custom = hw->presetCombo()->findData(QString());
        hw->presetCombo()->setCurrentIndex(custom);
        Q_EMIT hw->presetCombo()->activated(custom);
        hw->vramSpin()->setValue(48);
        QCOMPARE(m_doc->scenario().hardware.devices.front().capacityBytes, 48ull << 30);
        hw->gpuSpin()->setValue(2);
        QCOMPARE(m_doc->estimate().devices.size(), size_t(3));
        QCOMPARE(m_window->charts()->deviceChart()->categories().size(), 3);
        checkChartsEqualCore();
        if (m_doc->catalog().findHardware("rtx-4090")) {
            const int i = hw->presetCombo()->findData(QStringLiteral("rtx-4090"));
            hw->presetCombo()->setCurrentIndex(i);
            Q_EMIT hw->presetCombo()->activated(i);
            QCOMPARE(m_doc->scenario().hardware.id, std::string("rtx-4090"));
            checkChartsEqualCore();
        }
    }

    void openingAModelFile()
    {
        DialogProvider::setNextFileName(kvtest::tinySpec());
        QVERIFY(m_window->files()->openModelFile());
        QCOMPARE(m_doc->scenario().model.id, std::string("tiny"));
        const QModelIndexList hits = m_window->modelPicker()->sourceModel()->match(
            m_window->modelPicker()->sourceModel()->index(0, 0), ModelPicker::IdRole, QStringLiteral("tiny"), 1,
            Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(hits.size(), 1);
        checkChartsEqualCore();
        QVERIFY(m_window->files()->recentFiles().contains(kvtest::tinySpec()));
    }

    // File > Open MLX / safetensors Folder…: the folder's exact bytes, planned under MLX at the folder's bits.
    void openingAnMlxFolder()
    {
        QTemporaryDir dir;
        sttest::writeTinyMlxFolder(dir.path().toStdString()); // 1544448 bytes of weights, worked out there
        const QList<QAction*> actions = m_window->menuBar()->actions().constFirst()->menu()->actions();
        QVERIFY(std::any_of(actions.begin(), actions.end(), [](const QAction* a) {
            return a->text() == MainWindow::tr("Open MLX / safetensors Fol&der…");
        }));
        DialogProvider::setNextFileName(dir.path());
        QVERIFY(m_window->files()->openModelFolder());
        const kv::Scenario& s = m_doc->scenario();
        QCOMPARE(s.model.origin, kv::ModelSource::Safetensors);
        QCOMPARE(s.runtime, kv::Runtime::Mlx);
        QCOMPARE(s.weights.id, std::string("mlx-4bit"));
        QCOMPARE(m_doc->estimate().memory.weights, uint64_t(1544448));
        QCOMPARE(kvapp::weightsText(s), QStringLiteral("from the folder: MLX 4-bit, group 64"));
        m_doc->undoStack()->undo(); // one step: model, runtime and weights together
        QCOMPARE(m_doc->scenario().runtime, kv::Runtime::LlamaCpp);
    }

    void corruptScenarioIsReportedAndNothingIsLost()
    {
        const QString file = m_dir.filePath(QStringLiteral("broken.kvplan"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ this is not json");
        f.close();
        m_doc->setUsers(5);
        const kv::Scenario before = m_doc->scenario();
        DialogProvider::setNextAnswer(DialogProvider::Answer::Discard);
        DialogProvider::setNextFileName(file);
        QVERIFY(!m_window->files()->open());
        QVERIFY(DialogProvider::lastError().contains(QStringLiteral("broken.kvplan")));
        QCOMPARE(m_doc->scenario(), before);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QVERIFY(m_doc->isDirty());
    }

    void unsavedChangesPrompt()
    {
        m_doc->setUsers(7);
        DialogProvider::setNextAnswer(DialogProvider::Answer::Cancel);
        QVERIFY(!m_window->files()->newDocument());
        QCOMPARE(m_doc->scenario().users, 7u);
        DialogProvider::setNextAnswer(DialogProvider::Answer::Discard);
        QVERIFY(m_window->files()->newDocument());
        QCOMPARE(m_doc->scenario().users, 1u);
        QCOMPARE(DialogProvider::questionCount(), 2);
    }

    void saveAsAndReopen()
    {
        m_doc->setUsers(3);
        const QString file = m_dir.filePath(QStringLiteral("saved.kvplan"));
        DialogProvider::setNextFileName(file);
        QVERIFY(m_window->files()->saveAs());
        QVERIFY(!m_doc->isDirty());
        QVERIFY(!m_window->isWindowModified());
        m_doc->newDocument();
        QVERIFY(m_window->files()->openPath(file));
        QCOMPARE(m_doc->scenario().users, 3u);
        QCOMPARE(m_window->sliders()->usersSlider()->spinBox()->value(), 3);
    }

    void undoRedoThroughTheWindow()
    {
        QSpinBox* users = m_window->sliders()->usersSlider()->spinBox();
        users->setValue(8);
        QCOMPARE(m_doc->scenario().users, 8u);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->scenario().users, 1u);
        QCOMPARE(users->value(), 1);
        m_doc->undoStack()->redo();
        QCOMPARE(users->value(), 8);
        checkChartsEqualCore();
    }

    void modelsAreConsistent()
    {
        QAbstractItemModelTester breakdown(m_window->breakdown(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester source(m_window->modelPicker()->sourceModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxy(m_window->modelPicker()->proxyModel(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        kvgui::MachineChoice m;
        m.gpus = 3;
        m_doc->setMachine(m);
        m.gpus = 0;
        m_doc->setMachine(m);
        m_doc->setContextPerUser(0); // error state: no rows
        QCOMPARE(m_window->breakdown()->rowCount(), 0);
        m_doc->undoStack()->undo();
        m_window->modelPicker()->setFilterText(QStringLiteral("gemma"));
        m_window->modelPicker()->setFilterText(QString());
        DialogProvider::setNextFileName(kvtest::tinySpec());
        QVERIFY(m_window->files()->openModelFile());
        const QModelIndex kvCell = m_window->breakdown()->index(0, BreakdownModel::KvColumn);
        QCOMPARE(kvCell.data(BreakdownModel::BytesRole).toULongLong(), m_doc->estimate().devices.front().memory.kv);
    }

    void languageSwitchReformatsNumbers()
    {
        kvtest::qwenOn4090(*m_doc);
        QCOMPARE(m_window->banner()->kvText(), QStringLiteral("8.00 GiB"));
        m_languages->setLanguage(QStringLiteral("it"));
        QCOMPARE(m_window->banner()->kvText(), QStringLiteral("8,00 GiB"));
        QVERIFY(m_window->breakdown()->index(0, BreakdownModel::KvColumn).data().toString().contains(QLatin1Char(',')));
        m_languages->setLanguage(QStringLiteral("en"));
        QCOMPARE(m_window->banner()->kvText(), QStringLiteral("8.00 GiB"));
        QLocale::setDefault(QLocale::c());
    }

    void lastSessionComesBack()
    {
        m_doc->setUsers(12);
        m_doc->setContextPerUser(20000);
        m_window->saveWindowState(); // what closing the window does
        PlannerDocument next(kvtest::catalog());
        QVERIFY(restoreLastSession(next));
        QCOMPARE(next.scenario().users, 12u);
        QCOMPARE(next.scenario().contextPerUser, 20000ull);
        QCOMPARE(next.scenario().model, m_doc->scenario().model);
        QVERIFY(!next.isDirty());
        QCOMPARE(next.scenario().hardware, m_doc->scenario().hardware);

        const QString file = m_dir.filePath(QStringLiteral("last.kvplan"));
        QCOMPARE(kvtest::errorText([&] { m_doc->save(file); }), QString());
        m_window->saveWindowState();
        PlannerDocument again(kvtest::catalog());
        QVERIFY(restoreLastSession(again));
        QCOMPARE(again.filePath(), file);
        Settings::set(settings::kLastFile, QString());
        Settings::set(settings::kLastScenario, QByteArray());
    }

    void droppingAModelFileOpensIt()
    {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(kvtest::tinySpec())});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &drop);
        QCOMPARE(m_doc->scenario().model.id, std::string("tiny"));
    }

    void exportsTheEstimate()
    {
        kvtest::qwenOn4090(*m_doc);
        const QString json = estimateJson(*m_doc);
        QVERIFY(json.contains(QStringLiteral("\"kv_bytes\": 8589934592")));
        const QString md = estimateMarkdown(*m_doc);
        QVERIFY(md.contains(QStringLiteral("Qwen3 32B")));
        QVERIFY(md.contains(kvapp::formatBytes(m_doc->estimate().memory.kv)));
        const QImage png = m_window->charts()->render(2.0);
        QCOMPARE(png.width(), m_window->charts()->width() * 2);
        QVERIFY(!m_window->charts()->legend()->texts().isEmpty());
    }
};

QTEST_MAIN(TestPlannerWindow)
#include "tst_plannerwindow.moc"
