// PlannerDocument: recompute, undo/redo with merged drags, dirty flag, files, errors, and numbers that
// equal the core's and the CLI's for the same scenario.

#include "../support/failure.h"
#include "guitestutil.h"

#include "choosewindow.h"
#include "settings.h"

#include "estimator.h"
#include "format.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <nlohmann/json.hpp>

using kvgui::PlannerDocument;
using kvgui::Settings;
namespace settings = kvgui::settings;
using kvgui::savedUserPrices;

class TestPlannerDocument : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settings;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        Settings::useFile(m_settings.filePath(QStringLiteral("settings.ini")));
    }

    void startsWithQwenOnA24GiBCard()
    {
        PlannerDocument doc(kvtest::catalog());
        QCOMPARE(doc.scenario().model.id, std::string("qwen3-32b"));
        QCOMPARE(doc.scenario().weights.id, std::string("Q4_K_M"));
        QVERIFY(!doc.scenario().hardware.devices.empty());
        QCOMPARE(doc.scenario().hardware.devices.front().capacityBytes, 24ull << 30);
        QVERIFY(!doc.isDirty());
        QVERIFY(!doc.hasError());
    }

    void estimateEqualsTheCore()
    {
        PlannerDocument doc(kvtest::catalog());
        QSignalSpy spy(&doc, &PlannerDocument::estimateChanged);
        kvtest::qwenOn4090(doc);
        QVERIFY(spy.count() >= 1);
        QCOMPARE(doc.estimate(), kv::plan(doc.scenario()));
        const kv::Estimate core = kv::estimate(doc.scenario());
        QCOMPARE(doc.estimate().memory.kv, core.memory.kv);
        // Qwen3 32B: 64 layers x 8 KV heads x 128 x (K + V) x f16 = 256 KiB per token, 32768 tokens.
        QCOMPARE(core.memory.kv, 8ull << 30);
        QCOMPARE(kvapp::formatBytes(doc.estimate().memory.kv), QStringLiteral("8.00 GiB"));
    }

    void numbersEqualTheCli()
    {
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("qwen.kvplan"));
        QCOMPARE(kvtest::errorText([&] { doc.save(file); }), QString());
        // The same scenario on both sides: the document and the CLI each read the file.
        QCOMPARE(kvtest::errorText([&] { doc.load(file); }), QString());
        QProcess cli;
        cli.start(QStringLiteral(KV_CLI_PATH),
                  {QStringLiteral("estimate"), QStringLiteral("--scenario"), file, QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject j = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const kv::Estimate& e = doc.estimate();
        QCOMPARE(j.value(QStringLiteral("kv_bytes")).toInteger(), qint64(e.memory.kv));
        QCOMPARE(j.value(QStringLiteral("weights_bytes")).toInteger(), qint64(e.memory.weights));
        QCOMPARE(j.value(QStringLiteral("total_bytes")).toInteger(), qint64(e.memory.total()));
        const QJsonArray devices = j.value(QStringLiteral("devices")).toArray();
        QCOMPARE(devices.size(), qsizetype(e.devices.size()));
        for (qsizetype i = 0; i < devices.size(); ++i)
            QCOMPARE(devices[i].toObject().value(QStringLiteral("used_bytes")).toInteger(),
                     qint64(e.devices[size_t(i)].used()));
    }

    void dragMergesIntoOneUndoStep()
    {
        PlannerDocument doc(kvtest::catalog());
        const uint64_t before = doc.scenario().contextPerUser;
        for (uint64_t c : {12288ull, 16384ull, 24576ull})
            doc.setContextPerUser(c);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.endMergeGroup();
        doc.setContextPerUser(32768);
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.setUsers(4);
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().users, 1u);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().contextPerUser, 24576ull);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().contextPerUser, before);
        QCOMPARE(doc.estimate(), kv::plan(doc.scenario()));
        QVERIFY(!doc.isDirty());
        doc.undoStack()->redo();
        QCOMPARE(doc.scenario().contextPerUser, 24576ull);
        QVERIFY(doc.isDirty());
    }

    void unchangedValueIsNoCommand()
    {
        PlannerDocument doc(kvtest::catalog());
        doc.setContextPerUser(doc.scenario().contextPerUser);
        doc.setWeightScheme(QString::fromStdString(doc.scenario().weights.id));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.setWeightScheme(QStringLiteral("Q9_NOPE")));
        QVERIFY(!doc.setModelById(QStringLiteral("no-such-model")));
    }

    void errorsBecomeState()
    {
        PlannerDocument doc(kvtest::catalog());
        doc.setContextPerUser(0); // the core refuses 0 tokens
        QVERIFY(doc.hasError());
        QVERIFY(!doc.errorText().isEmpty());
        QCOMPARE(doc.estimate(), kv::Estimate{});
        doc.undoStack()->undo();
        QVERIFY(!doc.hasError());
        QVERIFY(doc.estimate().memory.kv > 0);
    }

    void saveAndLoadRoundTrip()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("a.kvplan"));
        PlannerDocument doc(kvtest::catalog());
        QSignalSpy dirty(&doc, &PlannerDocument::dirtyChanged);
        doc.setUsers(3);
        QVERIFY(doc.isDirty());
        QCOMPARE(kvtest::errorText([&] { doc.save(file); }), QString());
        QVERIFY(!doc.isDirty());
        QCOMPARE(doc.filePath(), file);
        QVERIFY(dirty.count() >= 2);

        PlannerDocument other(kvtest::catalog());
        QCOMPARE(kvtest::errorText([&] { other.load(file); }), QString());
        QCOMPARE(other.scenario().model, doc.scenario().model);
        QCOMPARE(other.scenario().users, 3u);
        QCOMPARE(other.scenario().contextPerUser, doc.scenario().contextPerUser);
        QCOMPARE(other.scenario().weights, doc.scenario().weights);
        QCOMPARE(other.scenario().hardware.devices.size(), doc.scenario().hardware.devices.size());
        QCOMPARE(other.scenario().hardware, doc.scenario().hardware);
        QCOMPARE(other.undoStack()->count(), 0);
        QVERIFY(!other.isDirty());
    }

    // The user's own prices travel in the .kvplan file: saved from the settings, and on open they join the
    // settings again (the file's win for the same hardware). A bad price refuses the whole file, nothing changed.
    void pricesTravelInThePlanFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("priced.kvplan"));
        const kv::UserPrice used{.hardware = "rtx-3090", .amount = 700, .currency = "EUR", .note = "used"};
        Settings::set(settings::kUserPrices, QByteArray::fromStdString(kv::userPricesToJson({used}).dump()));
        PlannerDocument doc(kvtest::catalog());
        doc.setUsers(2);
        QCOMPARE(kvtest::errorText([&] { doc.save(file); }), QString());
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const nlohmann::json saved = nlohmann::json::parse(written.readAll().toStdString());
        QCOMPARE(saved.at("prices").at("prices")[0].at("amount").get<double>(), 700.0);

        const kv::UserPrice quote{.hardware = "rtx-3090", .amount = 650, .currency = "EUR", .note = "quote"};
        const kv::UserPrice mine{.hardware = "arc-b580", .amount = 249, .currency = "USD", .note = ""};
        Settings::set(settings::kUserPrices, QByteArray::fromStdString(kv::userPricesToJson({quote, mine}).dump()));
        PlannerDocument other(kvtest::catalog());
        QCOMPARE(kvtest::errorText([&] { other.load(file); }), QString());
        QCOMPARE(savedUserPrices(kvtest::catalog()), (std::vector<kv::UserPrice>{mine, used}));

        nlohmann::json bad = saved;
        bad["prices"]["prices"][0]["currency"] = "XYZ";
        const QString badFile = dir.filePath(QStringLiteral("bad-price.kvplan"));
        QFile f(badFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(bad.dump()));
        f.close();
        const kv::Scenario before = other.scenario();
        const auto error = kvtest::errorOf([&] { other.load(badFile); });
        QVERIFY(error);
        QVERIFY2(error->contains(QStringLiteral("bad-price.kvplan")), qPrintable(*error));
        QCOMPARE(other.scenario(), before);
        QCOMPARE(other.filePath(), file);
        QCOMPARE(savedUserPrices(kvtest::catalog()), (std::vector<kv::UserPrice>{mine, used}));
        Settings::set(settings::kUserPrices, QByteArray());
    }

    void corruptFileLeavesEverythingAsItWas()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("broken.kvplan"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"schemaVersion\": 1, \"model\": ");
        f.close();
        PlannerDocument doc(kvtest::catalog());
        doc.setUsers(2);
        const kv::Scenario before = doc.scenario();
        const auto error = kvtest::errorOf([&] { doc.load(file); });
        QVERIFY(error);
        QVERIFY2(error->contains(QStringLiteral("broken.kvplan")), qPrintable(*error));
        QCOMPARE(doc.scenario(), before);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(doc.filePath().isEmpty());
        QVERIFY(kvtest::errorOf([&] { doc.load(dir.filePath(QStringLiteral("missing.kvplan"))); }));
    }

    void openModelFileIsUndoable()
    {
        PlannerDocument doc(kvtest::catalog());
        QCOMPARE(kvtest::errorText([&] { doc.openModelFile(kvtest::tinySpec()); }), QString());
        QCOMPARE(doc.scenario().model.id, std::string("tiny"));
        QCOMPARE(doc.openedModels().size(), size_t(1));
        QVERIFY(doc.setModelById(QStringLiteral("tiny")));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().model.id, std::string("qwen3-32b"));
        QVERIFY(kvtest::errorOf([&] { doc.openModelFile(QStringLiteral(KV_SOURCE_DIR "/README.md")); }));
    }

    void sweepsAreCachedAcrossContextSteps()
    {
        PlannerDocument doc(kvtest::catalog());
        const std::vector<uint64_t> xs{256, 1024, 4096, 16384};
        const quint64 g1 = doc.sweep(kv::SweepAxis::Context, xs).generation;
        doc.setContextPerUser(16384);
        QCOMPARE(doc.sweep(kv::SweepAxis::Context, xs).generation, g1);
        doc.setUsers(2);
        const kvgui::SweepResult& r = doc.sweep(kv::SweepAxis::Context, xs);
        QVERIFY(r.generation != g1);
        kv::Scenario s = doc.scenario();
        QCOMPARE(r.points, kv::sweep(s, kv::SweepAxis::Context, xs));
    }

    void machineChoiceRoundTrips()
    {
        PlannerDocument doc(kvtest::catalog());
        kvgui::MachineChoice m;
        m.gpus = 2;
        m.vramBytes = 48ull << 30;
        m.ramBytes = 128ull << 30;
        doc.setMachine(m);
        QCOMPARE(doc.machineChoice(), m);
        QCOMPARE(doc.estimate().devices.size(), size_t(3));
        m.gpus = 0; // CPU only
        doc.setMachine(m);
        QCOMPARE(doc.estimate().devices.size(), size_t(1));
        QCOMPARE(doc.estimate().devices.front().kind, kv::DeviceKind::Ram);
    }
};

QTEST_GUILESS_MAIN(TestPlannerDocument)
#include "tst_plannerdocument.moc"
