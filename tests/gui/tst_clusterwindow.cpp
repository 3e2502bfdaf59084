// Clusters in the window, used like a person would: Nodes in the machine panel makes a cluster of that
// machine over the chosen link, the device chart groups the bars by node, the launch shows one block per
// node with a Copy menu per node, and a cluster file (kvplanner.cluster/1) brings nodes that differ.
// The commands are the ones llama.cpp's RPC guide gives (tools/rpc/README.md, v0.5.0): ggml-rpc-server on
// each remote node on all interfaces, port 50052, with its local cache (-c); llama-server --rpc on node 1.

#include "guitestutil.h"

#include "charts/memorycharts.h"
#include "chartspanel.h"
#include "dialogprovider.h"
#include "filecontroller.h"
#include "format.h"
#include "hardwarepanel.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "resultspanel.h"
#include "settings.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace kvgui;

class TestClusterWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<PlannerDocument> m_doc;
    std::unique_ptr<MainWindow> m_window;

    void choosePreset(const char* id)
    {
        QComboBox* combo = m_window->hardwarePanel()->presetCombo();
        const int i = combo->findData(QString::fromLatin1(id));
        QVERIFY(i >= 0);
        combo->setCurrentIndex(i);
        Q_EMIT combo->activated(i);
    }

    QString writeFile(const QString& name, const QByteArray& bytes)
    {
        QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return path;
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
        choosePreset("rtx-3090");
        m_doc->endMergeGroup(); // what follows is a new undo step
    }

    void cleanup()
    {
        m_window.reset();
        m_doc.reset();
        m_languages.reset();
    }

    void nodesMakeACluster()
    {
        HardwarePanel* hw = m_window->hardwarePanel();
        QVERIFY(!hw->linkCombo()->isVisible()); // one machine: no link to choose
        hw->nodesSpin()->setValue(2);
        const kv::Hardware& h = m_doc->scenario().hardware;
        QCOMPARE(h.nodeCount(), 2u);
        // Each node an RTX 3090 PC: its GPU and its RAM, names prefixed by the node; 10 GbE by default.
        QCOMPARE(h.devices.size(), size_t(4));
        QCOMPARE(h.devices[2].name, std::string("node 2 GPU 0"));
        QCOMPARE(h.devices[2].capacityBytes, 24ull << 30);
        QCOMPARE(h.link.id, std::string("10gbe"));
        QCOMPARE(h.link.gbps, 10.0);
        QVERIFY(hw->linkCombo()->isVisible());
        m_doc->endMergeGroup();
        // 1 GbE: 1 Gbit/s, 50 us one way.
        const int gbe = hw->linkCombo()->findData(QStringLiteral("1gbe"));
        hw->linkCombo()->setCurrentIndex(gbe);
        Q_EMIT hw->linkCombo()->activated(gbe);
        QCOMPARE(m_doc->scenario().hardware.link.gbps, 1.0);
        QCOMPARE(m_doc->scenario().hardware.link.latencyUs, 50.0);
        QCOMPARE(m_doc->scenario().hardware.nodeCount(), 2u);
        // Back to 10 GbE, then to one machine, one undo step each.
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->scenario().hardware.link.id, std::string("10gbe"));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->scenario().hardware.nodeCount(), 1u);
        QCOMPARE(hw->nodesSpin()->value(), 1);
    }

    void chartGroupsByNode()
    {
        m_window->hardwarePanel()->nodesSpin()->setValue(2);
        DeviceBarsChart* bars = m_window->charts()->deviceChart();
        // node 1 GPU 0, node 1 RAM | node 2 GPU 0, node 2 RAM: one line between bar 1 and bar 2.
        QCOMPARE(bars->nodeSeparators(), QList<qreal>{1.5});
        // Each bar names its device and usable memory (24 GiB less 912 MiB reserved); the node stands above.
        QCOMPARE(QString(bars->categories().at(2)).remove(QChar(0x200B)),
                 QStringLiteral("GPU 0<br>%1").arg(kvapp::formatBytes((24ull << 30) - (912ull << 20))));
        QVERIFY(bars->categories().at(1).startsWith(QStringLiteral("RAM<br>")));
        QCOMPARE(bars->categories().size(), 4); // every bar its own category, though both nodes have a "GPU 0"
        QVERIFY(bars->categories().at(0) != bars->categories().at(2));
        QCOMPARE(bars->nodeLabels(), (QStringList{QStringLiteral("node 1"), QStringLiteral("node 2")}));
        m_window->hardwarePanel()->nodesSpin()->setValue(3);
        QCOMPARE(bars->nodeSeparators(), (QList<qreal>{1.5, 3.5}));
        m_window->hardwarePanel()->nodesSpin()->setValue(1);
        QVERIFY(bars->nodeSeparators().isEmpty());
        QVERIFY(bars->nodeLabels().isEmpty());
    }

    void launchHasABlockPerNode()
    {
        m_window->hardwarePanel()->nodesSpin()->setValue(2);
        const QString launch = m_window->results()->launchCommand();
        const QStringList blocks = launch.split(QStringLiteral("\n\n"));
        QCOMPARE(blocks.size(), 2);
        QVERIFY2(blocks[0].startsWith(QStringLiteral("# on node 1 (node1)\nllama-server ")), qPrintable(launch));
        QVERIFY(blocks[0].endsWith(QStringLiteral(" --rpc node2:50052")));
        QCOMPARE(blocks[1], QStringLiteral("# on node 2 (node2)\nggml-rpc-server -H 0.0.0.0 -p 50052 -c"));
        // Copy: all nodes, or one node's block to paste on that node.
        QMenu* menu = m_window->results()->copyButton()->menu();
        QVERIFY(menu);
        QStringList items;
        QAction* node2 = nullptr;
        for (QAction* a : menu->actions()) {
            if (a->isSeparator())
                continue;
            items << a->text();
            if (a->text() == QLatin1String("node 2 (node2)"))
                node2 = a;
        }
        QCOMPARE(items, (QStringList{QStringLiteral("All nodes"), QStringLiteral("node 1 (node1)"),
                                     QStringLiteral("node 2 (node2)")}));
        node2->trigger();
        QCOMPARE(QApplication::clipboard()->text(), blocks[1]);
        menu->actions().first()->trigger();
        QCOMPARE(QApplication::clipboard()->text(), launch);
        // The speed row says the network's share: 2 crossings per token at 10 GbE.
        QVERIFY(m_window->results()->limitsText().contains(QStringLiteral("of which the network")));
        m_window->hardwarePanel()->nodesSpin()->setValue(1);
        QVERIFY(!m_window->results()->copyButton()->menu());
        QVERIFY(m_window->results()->launchCommand().startsWith(QStringLiteral("llama-server")));
    }

    void clusterFileBringsNodesThatDiffer()
    {
        // Node 1 an RTX 3090 PC, node 2 a headless box with one 16 GiB GPU and 32 GiB of RAM.
        const QString path = writeFile(QStringLiteral("mixed.json"),
                                       R"({ "schema": "kvplanner.cluster/1", "name": "desk and den", "link": "2.5gbe",
                 "nodes": [ { "host": "10.0.0.1", "hardware": "rtx-3090", "ram_gib": 64 },
                            { "host": "10.0.0.2", "headless": true,
                              "devices": [ { "kind": "gpu", "memory_gib": 16, "bandwidth_gbs": 448 },
                                           { "kind": "ram", "memory_gib": 32, "bandwidth_gbs": 60 } ] } ] })");
        QVERIFY(!path.isEmpty());
        DialogProvider::setNextFileName(path);
        QVERIFY(m_window->files()->openClusterFile());
        const kv::Hardware& h = m_doc->scenario().hardware;
        QCOMPARE(h.nodeCount(), 2u);
        QCOMPARE(h.link.id, std::string("2.5gbe"));
        QCOMPARE(h.devices[2].capacityBytes, 16ull << 30);
        QVERIFY(m_doc->machineHasMixedNodes());
        const QList<QLabel*> mixed = m_window->hardwarePanel()->findChildren<QLabel*>();
        bool said = false;
        for (QLabel* l : mixed)
            said = said || (l->isVisible() && l->text().contains(QStringLiteral("its nodes differ")));
        QVERIFY(said);
        QVERIFY(m_window->results()->launchCommand().contains(QStringLiteral("--rpc 10.0.0.2:50052")));
        // One undo step back to the one machine.
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->scenario().hardware.nodeCount(), 1u);
    }

    void badClusterFileChangesNothing()
    {
        const kv::Scenario before = m_doc->scenario();
        const QString path =
            writeFile(QStringLiteral("none.json"), R"({ "schema": "kvplanner.cluster/1", "nodes": [] })");
        DialogProvider::setNextFileName(path);
        QVERIFY(!m_window->files()->openClusterFile());
        QVERIFY2(DialogProvider::lastError().contains(QStringLiteral("none.json")),
                 qPrintable(DialogProvider::lastError()));
        QCOMPARE(m_doc->scenario(), before);
        DialogProvider::setNextFileName(m_dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(!m_window->files()->openClusterFile());
        QCOMPARE(m_doc->scenario(), before);
    }
};

QTEST_MAIN(TestClusterWindow)
#include "tst_clusterwindow.moc"
