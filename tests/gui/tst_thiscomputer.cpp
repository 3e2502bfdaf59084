// The window on this computer: detection (a fake system root and a fake nvidia-smi on PATH) puts
// "This computer" first in the machine picker and opens on it; the models of a fake Ollama store
// appear under "On this computer" and plan their exact file.

#include "ggufwriter.h"
#include "guitestutil.h"

#include "apperror.h"
#include "hardwarepanel.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modelpicker.h"
#include "startup.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

namespace {

constexpr uint64_t kMiB = 1048576;

void writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
}

} // namespace

class TestThisComputer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void opensOnThisComputer();
    void modelsOnThisComputer();
    void notDetected();

private:
    QTemporaryDir m_dir;
    QByteArray m_path;
    QString root() const { return m_dir.path() + QStringLiteral("/root"); }
};

void TestThisComputer::initTestCase()
{
    m_path = qgetenv("PATH");
    writeFile(root() + QStringLiteral("/proc/meminfo"), "MemTotal:       65536000 kB\n");
    const QString smi = m_dir.path() + QStringLiteral("/bin/nvidia-smi");
    writeFile(smi, "#!/bin/sh\necho 'NVIDIA GeForce RTX 4090, 24564, 0x268410DE'\n");
    QFile::setPermissions(smi, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    // Ollama: qwen3:32b, a two-layer GGUF header written by the test writer.
    const QString store = root() + QStringLiteral("/home/user/.ollama/models");
    const QString digest(64, QLatin1Char('a'));
    QDir().mkpath(store + QStringLiteral("/blobs"));
    kvtest::GgufWriter w;
    w.str("general.architecture", "qwen3").u32("general.file_type", 15);
    w.u32("qwen3.block_count", 2).u32("qwen3.embedding_length", 64).u32("qwen3.context_length", 4096);
    w.u32("qwen3.attention.head_count", 4).u32("qwen3.attention.head_count_kv", 2);
    w.strs("tokenizer.ggml.tokens", 100);
    kvtest::llamaTensors(w, 2, 64, 4, 2, 16, 128, 100, true);
    w.write((store + QStringLiteral("/blobs/sha256-") + digest).toStdString());
    writeFile(store + QStringLiteral("/manifests/registry.ollama.ai/library/qwen3/32b"),
              R"({"schemaVersion":2,"layers":[{"mediaType":"application/vnd.ollama.image.model","digest":"sha256:)" +
                  digest.toLatin1() + R"(","size":1}]})");
    qputenv("KVPLANNER_SYSROOT", root().toUtf8());
    qputenv("HOME", "/home/user");
    qputenv("PATH", m_dir.path().toUtf8() + "/bin:/usr/bin:/bin");
}

void TestThisComputer::cleanupTestCase()
{
    qputenv("PATH", m_path);
}

void TestThisComputer::opensOnThisComputer()
{
    kv::Catalog cat = kvtest::catalog();
    const kvapp::ThisMachine detected = kvgui::addThisMachine(cat);
    QVERIFY(detected.found());
    QCOMPARE(cat.hardware.front().id, std::string("this-machine"));
    kvgui::PlannerDocument doc(std::move(cat));
    doc.setThisMachine(detected);
    // The default plan is on this computer: the fake tree's GPU and RAM, the 4090's bandwidth.
    const kv::Hardware& hw = doc.scenario().hardware;
    QCOMPARE(hw.id, std::string("this-machine"));
    QCOMPARE(hw.devices.size(), size_t(2));
    QCOMPARE(hw.devices[0].capacityBytes, 24564 * kMiB);
    QCOMPARE(hw.devices[0].bandwidthGBs, 1008.0);
    QCOMPARE(hw.devices[1].capacityBytes, 65'536'000ull * 1024);

    kvgui::LanguageManager languages;
    kvgui::MainWindow window(&doc, &languages);
    QComboBox* machines = window.hardwarePanel()->presetCombo();
    QCOMPARE(machines->itemData(0).toString(), QStringLiteral("this-machine"));
    QVERIFY(machines->itemText(0).contains(QLatin1String("NVIDIA GeForce RTX 4090")));
    QVERIFY(machines->itemData(0, Qt::ToolTipRole).toString().contains(QLatin1String("nvidia-smi")));
    QCOMPARE(machines->currentIndex(), 0);
    QVERIFY(window.hardwarePanel()->gpuSpin()->isHidden()); // this computer has the GPUs it has

    // Away to a preset and back: the detected RAM comes back, not the preset's.
    machines->setCurrentIndex(machines->findData(QStringLiteral("rtx-3090")));
    Q_EMIT machines->activated(machines->currentIndex());
    QCOMPARE(doc.scenario().hardware.id, std::string("rtx-3090"));
    machines->setCurrentIndex(0);
    Q_EMIT machines->activated(0);
    QCOMPARE(doc.scenario().hardware.devices.back().capacityBytes, 65'536'000ull * 1024);
    QCOMPARE(doc.scenario().hardware.devices[0].capacityBytes, 24564 * kMiB);

    // The command line's --this-machine.
    doc.setMachine(doc.choiceForPreset(QStringLiteral("rtx-3090")));
    kvgui::applyStartup(kvgui::parseStartup({QStringLiteral("kvplanner"), QStringLiteral("--this-machine")}), doc);
    QCOMPARE(doc.scenario().hardware.id, std::string("this-machine"));
    QCOMPARE(doc.scenario().hardware.devices[0].capacityBytes, 24564 * kMiB);
}

void TestThisComputer::modelsOnThisComputer()
{
    kvgui::PlannerDocument doc(kvtest::catalog());
    kvgui::LanguageManager languages;
    kvgui::MainWindow window(&doc, &languages);
    QSignalSpy found(&doc, &kvgui::PlannerDocument::localModelsChanged);
    doc.scanLocalModelsInBackground({});
    QVERIFY(found.wait(10000));
    QCOMPARE(doc.localModels().models.size(), size_t(1));

    kvgui::ModelPicker* picker = window.modelPicker();
    QStandardItem* group = picker->sourceModel()->item(0);
    QCOMPARE(group->text(), QStringLiteral("On this computer"));
    QCOMPARE(group->rowCount(), 1);
    QCOMPARE(group->child(0, 0)->text(), QStringLiteral("qwen3:32b"));
    QVERIFY(group->child(0, 2)->text().contains(QLatin1String("Q4_K_M")));
    QVERIFY(group->child(0, 2)->text().contains(QLatin1String("Ollama")));
    const QModelIndex row = picker->proxyModel()->mapFromSource(group->child(0, 0)->index());
    Q_EMIT picker->view()->activated(row);
    QCOMPARE(doc.scenario().model.id, std::string("ollama:qwen3:32b"));
    QCOMPARE(doc.scenario().model.nLayer(), 2u);
    QCOMPARE(doc.scenario().model.origin, kv::ModelSource::Gguf);
}

void TestThisComputer::notDetected()
{
    qputenv("KVPLANNER_SYSROOT", (m_dir.path() + QStringLiteral("/empty")).toUtf8());
    qputenv("PATH", "/usr/bin:/bin");
    kv::Catalog cat = kvtest::catalog();
    QVERIFY(!kvgui::addThisMachine(cat).found());
    QVERIFY(!cat.findHardware("this-machine"));
    kvgui::PlannerDocument doc(std::move(cat));
    QCOMPARE(doc.scenario().hardware.id, std::string("rtx-4090")); // the usual default
    // Refused with the CLI's reason (kvplanner-cli estimate --this-machine), the machine left as it was.
    QString reason;
    try {
        kvgui::applyStartup(kvgui::parseStartup({QStringLiteral("kvplanner"), QStringLiteral("--this-machine")}), doc);
    } catch (...) {
        reason = kvapp::currentFailure().message;
    }
    QVERIFY2(reason.startsWith(QLatin1String("this computer could not be detected: ")), qPrintable(reason));
    QCOMPARE(doc.scenario().hardware.id, std::string("rtx-4090"));
}

QTEST_MAIN(TestThisComputer)
#include "tst_thiscomputer.moc"
