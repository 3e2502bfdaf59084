// "This computer" detection, on fake system trees (KVPLANNER_SYSROOT) and fake tools on PATH: an
// NVIDIA desktop with one and two GPUs, the same without nvidia-smi, an AMD discrete GPU, a Ryzen AI
// Max APU, an Intel Arc on the xe driver, a CPU-only mini PC, a Jetson board, a Mac (fake sysctl),
// and broken trees. Expected figures come from the fake files written here and from the vendors'
// published bandwidths, never from the detection code.

#include "catalog.h"
#include "thismachine.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

namespace {

constexpr uint64_t kMiB = 1048576;
constexpr uint64_t kGiB = 1073741824;

class FakeSystem
{
public:
    FakeSystem()
    {
        QDir(m_root.path()).mkpath(QStringLiteral("root"));
        QDir(m_root.path()).mkpath(QStringLiteral("bin"));
    }
    QString root() const { return m_root.path() + QStringLiteral("/root"); }
    QString bin() const { return m_root.path() + QStringLiteral("/bin"); }

    void file(const QString& path, const QByteArray& content) const
    {
        const QString full = root() + path;
        QDir().mkpath(QFileInfo(full).absolutePath());
        QFile f(full);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    // A tool on PATH printing `output` and exiting with `code`.
    void tool(const QString& name, const QByteArray& output, int code = 0) const
    {
        const QString path = bin() + QLatin1Char('/') + name;
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\ncat <<'EOF'\n" + output + "\nEOF\nexit " + QByteArray::number(code) + "\n");
        f.close();
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    void meminfoKiB(uint64_t kib) const
    {
        file(QStringLiteral("/proc/meminfo"), "MemTotal:       " + QByteArray::number(qulonglong(kib)) +
                                                  " kB\nMemFree:         1000 kB\nMemAvailable:   2000 kB\n");
    }
    void cpu(const QByteArray& model) const
    {
        file(QStringLiteral("/proc/cpuinfo"), "processor\t: 0\nvendor_id\t: x\nmodel name\t: " + model + "\n\n");
    }
    void drmCard(int n, const QByteArray& vendor, const QByteArray& device) const
    {
        const QString dev = QStringLiteral("/sys/class/drm/card%1/device/").arg(n);
        file(dev + QStringLiteral("vendor"), vendor + "\n");
        file(dev + QStringLiteral("device"), device + "\n");
    }

private:
    QTemporaryDir m_root;
};

} // namespace

class TestThisMachine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void nvidiaDesktop();
    void twoDifferentNvidiaGpus();
    void nvidiaWithoutSmi();
    void amdDiscrete();
    void ryzenAiMaxApu();
    void intelArcOnXe();
    void cpuOnlyMiniPc();
    void jetsonBoard();
    void macViaSysctl();
    void brokenTrees();
    void presetMatching_data();
    void presetMatching();
    void cliHardwareThisMachine();
    void cliEstimateOnThisMachine();
    void cliFitDefaultsToThisMachine();
    void cliMachinesMarksThisComputer_data();
    void cliMachinesMarksThisComputer();

private:
    kv::Catalog m_catalog;
    QByteArray m_path;
    std::unique_ptr<FakeSystem> m_sys;
    kvapp::ThisMachine detect() const { return kvapp::detectLinux(m_catalog.hardware); }
};

void TestThisMachine::initTestCase()
{
    m_catalog = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
    m_path = qgetenv("PATH");
}

void TestThisMachine::init()
{
    m_sys = std::make_unique<FakeSystem>();
    qputenv("KVPLANNER_SYSROOT", m_sys->root().toUtf8());
    // Only the fake tools, plus what a shell script needs (sh, cat).
    qputenv("PATH", m_sys->bin().toUtf8() + ":/usr/bin:/bin");
    QVERIFY(QStandardPaths::findExecutable(QStringLiteral("nvidia-smi")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("nvidia-smi")).startsWith(m_sys->bin()));
}

void TestThisMachine::cleanupTestCase()
{
    qputenv("PATH", m_path);
    qunsetenv("KVPLANNER_SYSROOT");
}

void TestThisMachine::nvidiaDesktop()
{
    m_sys->meminfoKiB(65'536'000); // 62.5 GiB as the kernel reports a 64 GB desktop
    m_sys->cpu("AMD Ryzen 9 7950X 16-Core Processor");
    m_sys->tool(QStringLiteral("nvidia-smi"), "NVIDIA GeForce RTX 4090, 24564, 0x268410DE");
    const kvapp::ThisMachine m = detect();
    QVERIFY(m.found());
    QCOMPARE(m.ramBytes, 65'536'000ull * 1024);
    QCOMPARE(m.ramSource, QStringLiteral("/proc/meminfo"));
    QCOMPARE(m.cpuName, QStringLiteral("AMD Ryzen 9 7950X 16-Core Processor"));
    QCOMPARE(m.unified, false);
    QCOMPARE(m.gpus.size(), size_t(1));
    QCOMPARE(m.gpus[0].name, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(m.gpus[0].memoryBytes, 24564 * kMiB);
    QCOMPARE(m.gpus[0].pciId, QStringLiteral("10de:2684"));
    QCOMPARE(m.gpus[0].source, QStringLiteral("nvidia-smi"));
    QCOMPARE(m.gpus[0].presetId, QStringLiteral("rtx-4090"));
    QCOMPARE(m.gpus[0].bandwidthGBs, 1008.0); // NVIDIA: 384-bit GDDR6X at 21 Gbps

    const kv::Hardware hw = kv::machineFrom(kvapp::thisMachinePreset(m), {});
    QCOMPARE(hw.id, std::string("this-machine"));
    QCOMPARE(hw.devices.size(), size_t(2));
    QCOMPARE(hw.devices[0].kind, kv::DeviceKind::Gpu);
    QCOMPARE(hw.devices[0].capacityBytes, 24564 * kMiB);
    QCOMPARE(hw.devices[0].bandwidthGBs, 1008.0);
    QCOMPARE(hw.devices[0].reserveBytes, (400 + 512) * kMiB); // driver + display, as for any preset
    QCOMPARE(hw.devices[1].kind, kv::DeviceKind::Ram);
    QCOMPARE(hw.devices[1].capacityBytes, 65'536'000ull * 1024);
}

void TestThisMachine::twoDifferentNvidiaGpus()
{
    m_sys->meminfoKiB(131'072'000);
    m_sys->tool(QStringLiteral("nvidia-smi"),
                "NVIDIA GeForce RTX 4090, 24564, 0x268410DE\nNVIDIA GeForce RTX 3090, 24576, 0x220410DE");
    const kvapp::ThisMachine m = detect();
    QCOMPARE(m.gpus.size(), size_t(2));
    QCOMPARE(m.gpus[1].presetId, QStringLiteral("rtx-3090"));
    const kv::Hardware hw = kv::machineFrom(kvapp::thisMachinePreset(m), {});
    QCOMPARE(hw.devices.size(), size_t(3));
    QCOMPARE(hw.devices[0].bandwidthGBs, 1008.0);
    QCOMPARE(hw.devices[1].bandwidthGBs, 936.0); // NVIDIA: 384-bit GDDR6X at 19.5 Gbps
    QCOMPARE(hw.devices[1].capacityBytes, 24576 * kMiB);
    QCOMPARE(hw.devices[1].reserveBytes, 400 * kMiB); // no display on the second card
    QCOMPARE(hw.devices[2].capacityBytes, 131'072'000ull * 1024);
}

void TestThisMachine::nvidiaWithoutSmi()
{
    m_sys->meminfoKiB(32'768'000);
    m_sys->file(QStringLiteral("/proc/driver/nvidia/gpus/0000:01:00.0/information"),
                "Model: \t\t NVIDIA GeForce RTX 3060\nIRQ:   130\nGPU UUID: GPU-x\nBus Type: PCIe\n");
    const kvapp::ThisMachine m = detect();
    QCOMPARE(m.gpus.size(), size_t(1));
    QCOMPARE(m.gpus[0].name, QStringLiteral("NVIDIA GeForce RTX 3060"));
    QCOMPARE(m.gpus[0].source, QStringLiteral("/proc/driver/nvidia/gpus/0000:01:00.0/information"));
    QCOMPARE(m.gpus[0].memoryBytes, 12 * kGiB); // the preset's size: the driver's file has none
    QCOMPARE(m.gpus[0].presetId, QStringLiteral("rtx-3060-12gb"));
    QVERIFY(std::any_of(m.findings.begin(), m.findings.end(),
                        [](const kvapp::Finding& f) { return f.code == kvapp::FindingCode::NoMemorySize; }));
}

void TestThisMachine::amdDiscrete()
{
    m_sys->meminfoKiB(65'536'000);
    m_sys->drmCard(0, "0x1002", "0x744c");
    m_sys->file(QStringLiteral("/sys/class/drm/card0/device/mem_info_vram_total"), "25753026560\n");
    m_sys->file(QStringLiteral("/sys/class/drm/card0/device/mem_info_gtt_total"), "33554432000\n");
    m_sys->file(QStringLiteral("/usr/share/misc/pci.ids"),
                "# pci.ids\n1002  Advanced Micro Devices, Inc. [AMD/ATI]\n"
                "\t744c  Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]\n\t\t1002 0e3b  Radeon RX 7900 XTX\n"
                "8086  Intel Corporation\n\t744c  Not this one\n");
    m_sys->file(QStringLiteral("/sys/class/drm/card0-DP-1/status"), "connected\n"); // a connector, not a card
    const kvapp::ThisMachine m = detect();
    QCOMPARE(m.gpus.size(), size_t(1));
    QCOMPARE(m.gpus[0].name, QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]"));
    QCOMPARE(m.gpus[0].pciId, QStringLiteral("1002:744c"));
    QCOMPARE(m.gpus[0].memoryBytes, 25753026560ull);
    // The same PCI id as the 20 GB 7900 XT: the 24 GiB of VRAM make it the XTX.
    QCOMPARE(m.gpus[0].presetId, QStringLiteral("rx-7900-xtx"));
    QCOMPARE(m.gpus[0].bandwidthGBs, 960.0); // AMD: 384-bit at 20 Gbps
    QCOMPARE(m.unified, false);
}

void TestThisMachine::ryzenAiMaxApu()
{
    // 128 GB with a 512 MiB BIOS carve-out; the kernel lets the GPU map 96 GiB more (GTT).
    m_sys->meminfoKiB(131'000'000);
    m_sys->cpu("AMD RYZEN AI MAX+ 395 w/ Radeon 8060S");
    m_sys->drmCard(1, "0x1002", "0x1586");
    m_sys->file(QStringLiteral("/sys/class/drm/card1/device/mem_info_vram_total"), "536870912\n");
    m_sys->file(QStringLiteral("/sys/class/drm/card1/device/mem_info_gtt_total"), "103079215104\n");
    const kvapp::ThisMachine m = detect();
    QVERIFY(m.unified);
    QCOMPARE(m.gpus.size(), size_t(0));
    QCOMPARE(m.unifiedBytes, 131'000'000ull * 1024 + 536870912);
    QCOMPARE(m.gpuLimitBytes, 536870912ull + 103079215104ull);
    QCOMPARE(m.poolPresetId, QStringLiteral("ryzen-ai-max-395-128gb"));
    QCOMPARE(m.poolBandwidthGBs, 256.0); // AMD: 256-bit LPDDR5X-8000
    const kv::Hardware hw = kv::machineFrom(kvapp::thisMachinePreset(m), {});
    QCOMPARE(hw.devices.size(), size_t(1));
    QCOMPARE(hw.devices[0].kind, kv::DeviceKind::Unified);
    QCOMPARE(hw.devices[0].capacityBytes, 131'000'000ull * 1024 + 536870912);
    QCOMPARE(hw.devices[0].gpuLimitBytes, 536870912ull + 103079215104ull);
}

void TestThisMachine::intelArcOnXe()
{
    m_sys->meminfoKiB(32'768'000);
    m_sys->drmCard(0, "0x8086", "0xe20b");
    m_sys->file(QStringLiteral("/sys/class/drm/card0/device/tile0/physical_vram_size_bytes"), "12884901888\n");
    m_sys->drmCard(1, "0x8086", "0x4680"); // the CPU's integrated GPU: no local memory
    const kvapp::ThisMachine m = detect();
    QCOMPARE(m.gpus.size(), size_t(1));
    QCOMPARE(m.gpus[0].memoryBytes, 12 * kGiB);
    QCOMPARE(m.gpus[0].presetId, QStringLiteral("arc-b580"));
    QCOMPARE(m.gpus[0].bandwidthGBs, 456.0); // Intel: 192-bit at 19 Gbps
    QVERIFY(std::any_of(m.findings.begin(), m.findings.end(),
                        [](const kvapp::Finding& f) { return f.code == kvapp::FindingCode::Integrated; }));
}

void TestThisMachine::cpuOnlyMiniPc()
{
    m_sys->meminfoKiB(16'000'000);
    m_sys->cpu("Intel(R) N100");
    const kvapp::ThisMachine m = detect();
    QVERIFY(m.found());
    QCOMPARE(m.gpus.size(), size_t(0));
    QCOMPARE(m.poolPresetId, QStringLiteral("intel-n100-mini-pc-16gb"));
    QCOMPARE(m.poolBandwidthGBs, 38.4); // one channel of DDR5-4800
    const kv::Hardware hw = kv::machineFrom(kvapp::thisMachinePreset(m), {});
    QCOMPARE(hw.devices.size(), size_t(1));
    QCOMPARE(hw.devices[0].kind, kv::DeviceKind::Ram);
    QCOMPARE(hw.devices[0].capacityBytes, 16'000'000ull * 1024);
    QCOMPARE(hw.devices[0].reserveBytes, 3 * kGiB);

    // An unknown CPU: RAM still found, the bandwidth assumed and said so.
    m_sys->cpu("Some Future CPU 9000");
    const kvapp::ThisMachine u = detect();
    QVERIFY(u.found());
    QVERIFY(u.poolPresetId.isEmpty());
    QCOMPARE(u.poolBandwidthGBs, 80.0);
    QVERIFY(std::any_of(u.findings.begin(), u.findings.end(),
                        [](const kvapp::Finding& f) { return f.code == kvapp::FindingCode::NoPreset; }));
}

void TestThisMachine::jetsonBoard()
{
    m_sys->meminfoKiB(64'000'000);
    m_sys->file(QStringLiteral("/proc/device-tree/model"), QByteArray("NVIDIA Jetson AGX Orin Developer Kit\0", 38));
    const kvapp::ThisMachine m = detect();
    QCOMPARE(m.boardName, QStringLiteral("NVIDIA Jetson AGX Orin Developer Kit"));
    QVERIFY(m.unified);
    QCOMPARE(m.poolPresetId, QStringLiteral("jetson-agx-orin-64gb"));
    QCOMPARE(m.poolBandwidthGBs, 204.8); // 256-bit LPDDR5 at 6400 MT/s
}

void TestThisMachine::macViaSysctl()
{
    m_sys->tool(QStringLiteral("sysctl"),
                "hw.memsize: 137438953472\nmachdep.cpu.brand_string: Apple M4 Max\niogpu.wired_limit_mb: 0");
    const kvapp::ThisMachine m = kvapp::detectMac(m_catalog.hardware);
    QVERIFY(m.found());
    QVERIFY(m.unified);
    QCOMPARE(m.unifiedBytes, 128 * kGiB);
    QCOMPARE(m.gpuLimitBytes, 0ull); // 0 = macOS's own default
    QVERIFY(m.poolPresetId.contains(QLatin1String("m4-max-128gb")));
    QCOMPARE(m.poolBandwidthGBs, 546.0); // Apple: M4 Max (16-core CPU) 546 GB/s
    const kv::Hardware hw = kv::machineFrom(kvapp::thisMachinePreset(m), {});
    // macOS's default working-set limit for a 128 GB Mac: the preset's share, as for the preset itself.
    const kv::HardwarePreset* preset = m_catalog.findHardware(m.poolPresetId.toStdString());
    QVERIFY(preset);
    QCOMPARE(hw.devices[0].gpuLimitBytes, kv::machineFrom(*preset, {}).devices[0].gpuLimitBytes);

    // A raised limit (sudo sysctl iogpu.wired_limit_mb=120000) is read.
    m_sys->tool(QStringLiteral("sysctl"),
                "hw.memsize: 137438953472\nmachdep.cpu.brand_string: Apple M4 Max\niogpu.wired_limit_mb: 120000");
    const kvapp::ThisMachine raised = kvapp::detectMac(m_catalog.hardware);
    QCOMPARE(raised.gpuLimitBytes, 120000 * kMiB);
    QCOMPARE(kv::machineFrom(kvapp::thisMachinePreset(raised), {}).devices[0].gpuLimitBytes, 120000 * kMiB);

    // An M4 is not an M4 Max: a 16 GB M4 matches the Mac mini M4 16 GB.
    m_sys->tool(QStringLiteral("sysctl"), "hw.memsize: 17179869184\nmachdep.cpu.brand_string: Apple M4");
    QCOMPARE(kvapp::detectMac(m_catalog.hardware).poolPresetId, QStringLiteral("mac-mini-m4-16gb"));
}

void TestThisMachine::brokenTrees()
{
    // Nothing at all: not detected, with the reason.
    kvapp::ThisMachine m = detect();
    QVERIFY(!m.found());
    QVERIFY(!m.findings.empty());
    QCOMPARE(m.findings[0].code, kvapp::FindingCode::Unreadable);
    QCOMPARE(m.findings[0].subject, QStringLiteral("/proc/meminfo"));
    QVERIFY(kvapp::findingText(m.findings[0]).contains(QLatin1String("/proc/meminfo")));

    // Garbage everywhere, a failing nvidia-smi, a card without its memory file, a binary cpuinfo.
    m_sys->file(QStringLiteral("/proc/meminfo"), "MemTotal: lots\n");
    m_sys->file(QStringLiteral("/proc/cpuinfo"), QByteArray(5000, '\xff'));
    m_sys->tool(QStringLiteral("nvidia-smi"), "NVIDIA-SMI has failed because it couldn't communicate", 9);
    m_sys->drmCard(0, "0x1002", "0x744c");
    m_sys->file(QStringLiteral("/sys/class/drm/card1/device/vendor"), "not a number\n");
    m = detect();
    QVERIFY(!m.found());
    auto has = [&](kvapp::FindingCode c) {
        return std::any_of(m.findings.begin(), m.findings.end(), [c](const kvapp::Finding& f) { return f.code == c; });
    };
    QVERIFY(has(kvapp::FindingCode::Malformed));
    QVERIFY(has(kvapp::FindingCode::ToolFailed));
    QVERIFY(has(kvapp::FindingCode::Unreadable)); // mem_info_vram_total
    for (const kvapp::Finding& f : m.findings)
        QVERIFY(!kvapp::findingText(f).isEmpty());

    // nvidia-smi answering nonsense: the line is skipped, RAM still found.
    m_sys->meminfoKiB(8'000'000);
    m_sys->tool(QStringLiteral("nvidia-smi"), ", , ,\n\n");
    m = detect();
    QVERIFY(m.found());
    QVERIFY(has(kvapp::FindingCode::Malformed));
    QCOMPARE(m.gpus.size(), size_t(0));

    // A Mac whose sysctl says nothing useful.
    m_sys->tool(QStringLiteral("sysctl"), "hw.memsize: -1");
    QVERIFY(!kvapp::detectMac(m_catalog.hardware).found());
}

void TestThisMachine::presetMatching_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("pci");
    QTest::addColumn<qulonglong>("memory");
    QTest::addColumn<QString>("expected");
    QTest::newRow("4090") << "NVIDIA GeForce RTX 4090"
                          << "" << qulonglong(24564 * kMiB) << "rtx-4090";
    // Memory not reported: the words alone must tell the laptop part from the desktop card.
    QTest::newRow("4090 laptop is not a 4090") << "NVIDIA GeForce RTX 4090 Laptop GPU"
                                               << "" << qulonglong(0) << "";
    QTest::newRow("4070 Ti is not a 4070") << "NVIDIA GeForce RTX 4070 Ti"
                                           << "" << qulonglong(12 * kGiB) << "rtx-4070-ti";
    QTest::newRow("4070 Ti SUPER") << "NVIDIA GeForce RTX 4070 Ti SUPER"
                                   << "" << qulonglong(16 * kGiB) << "rtx-4070-ti-super";
    QTest::newRow("4060 Ti by memory") << "NVIDIA GeForce RTX 4060 Ti"
                                       << "" << qulonglong(16 * kGiB) << "rtx-4060-ti-16gb";
    QTest::newRow("4060 Ti 8 GB") << "NVIDIA GeForce RTX 4060 Ti"
                                  << "" << qulonglong(8188 * kMiB) << "rtx-4060-ti-8gb";
    QTest::newRow("A100 SXM4 80GB") << "NVIDIA A100-SXM4-80GB"
                                    << "" << qulonglong(81920 * kMiB) << "a100-80gb";
    QTest::newRow("RTX PRO 6000") << "NVIDIA RTX PRO 6000 Blackwell Workstation Edition"
                                  << "" << qulonglong(97887 * kMiB) << "rtx-pro-6000-blackwell";
    QTest::newRow("Tesla P40") << "Tesla P40"
                               << "" << qulonglong(24576 * kMiB) << "tesla-p40";
    QTest::newRow("memory disagrees") << "NVIDIA GeForce RTX 4090"
                                      << "" << qulonglong(48 * kGiB) << "";
    QTest::newRow("7900 XT by memory") << ""
                                       << "1002:744c" << qulonglong(20 * kGiB) << "rx-7900-xt";
    QTest::newRow("R9700") << ""
                           << "1002:7551" << qulonglong(32 * kGiB) << "radeon-ai-pro-r9700";
    QTest::newRow("unknown pci id") << ""
                                    << "1002:ffff" << qulonglong(16 * kGiB) << "";
}

void TestThisMachine::presetMatching()
{
    QFETCH(QString, name);
    QFETCH(QString, pci);
    QFETCH(qulonglong, memory);
    QFETCH(QString, expected);
    const kv::HardwarePreset* p =
        kv::matchPreset(m_catalog.hardware, {name.toStdString(), pci.toStdString(), memory, kv::DeviceKind::Gpu});
    QCOMPARE(p ? QString::fromStdString(p->id) : QString(), expected);
}

void TestThisMachine::cliHardwareThisMachine()
{
    m_sys->meminfoKiB(65'536'000);
    m_sys->tool(QStringLiteral("nvidia-smi"), "NVIDIA GeForce RTX 4090, 24564, 0x268410DE");
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH),
            {QStringLiteral("hardware"), QStringLiteral("--this-machine"), QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(p.exitCode(), 0);
    const auto j = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    QCOMPARE(j["schema"].get<std::string>(), std::string("kvplanner.this-machine/1"));
    QCOMPARE(j["ram_bytes"].get<uint64_t>(), 65'536'000ull * 1024);
    QCOMPARE(j["gpus"][0]["preset"].get<std::string>(), std::string("rtx-4090"));
    QCOMPARE(j["gpus"][0]["memory_bytes"].get<uint64_t>(), 24564 * kMiB);
    QCOMPARE(j["machine"]["devices"][0]["capacity_bytes"].get<uint64_t>(), 24564 * kMiB);

    // Text: each figure with where it was read.
    p.start(QStringLiteral(KV_CLI_PATH), {QStringLiteral("hardware"), QStringLiteral("--this-machine")});
    QVERIFY(p.waitForFinished(20000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(text.contains(QLatin1String("NVIDIA GeForce RTX 4090")) && text.contains(QLatin1String("nvidia-smi")) &&
                 text.contains(QLatin1String("/proc/meminfo")) && text.contains(QLatin1String("rtx-4090")),
             qPrintable(text));

    // Nothing detected: exit 2 and the reason, never a crash.
    qputenv("KVPLANNER_SYSROOT", (m_sys->root() + QStringLiteral("/nothing-here")).toUtf8());
    p.start(QStringLiteral(KV_CLI_PATH), {QStringLiteral("estimate"), QStringLiteral("--model"),
                                          QStringLiteral("qwen3-8b"), QStringLiteral("--this-machine")});
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("/proc/meminfo")));
}

void TestThisMachine::cliEstimateOnThisMachine()
{
    m_sys->meminfoKiB(65'536'000);
    m_sys->tool(QStringLiteral("nvidia-smi"),
                "NVIDIA GeForce RTX 4090, 24564, 0x268410DE\nNVIDIA GeForce RTX 3090, 24576, 0x220410DE");
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH),
            {QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("qwen3-8b"),
             QStringLiteral("--this-machine"), QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(p.exitCode(), 0);
    const auto j = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    const auto& devices = j["machine"]["devices"];
    QCOMPARE(devices.size(), size_t(3));
    QCOMPARE(devices[0]["capacity_bytes"].get<uint64_t>(), 24564 * kMiB);
    QCOMPARE(devices[1]["capacity_bytes"].get<uint64_t>(), 24576 * kMiB);
    QCOMPARE(devices[2]["capacity_bytes"].get<uint64_t>(), 65'536'000ull * 1024);
    QCOMPARE(j["machine"]["id"].get<std::string>(), std::string("this-machine"));

    // --gpus cannot change what was detected; --bandwidth-gbs can correct a bandwidth.
    p.start(QStringLiteral(KV_CLI_PATH),
            {QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("qwen3-8b"),
             QStringLiteral("--this-machine"), QStringLiteral("--gpus"), QStringLiteral("4")});
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(p.exitCode(), 2);
    p.start(QStringLiteral(KV_CLI_PATH),
            {QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("qwen3-8b"),
             QStringLiteral("--this-machine"), QStringLiteral("--bandwidth-gbs"), QStringLiteral("500"),
             QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(p.exitCode(), 0);
    const auto b = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    QCOMPARE(b["machine"]["devices"][0]["bandwidth_gbs"].get<double>(), 500.0);
    QCOMPARE(b["machine"]["devices"][1]["bandwidth_gbs"].get<double>(), 500.0);
}

namespace {

struct CliRun
{
    int exitCode = -1;
    QString out, err;
};

CliRun runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

// Issue 34 §3: `fit` without a machine plans for this computer as --this-machine does, and says so.
void TestThisMachine::cliFitDefaultsToThisMachine()
{
    m_sys->meminfoKiB(65'536'000);
    m_sys->tool(QStringLiteral("nvidia-smi"), "NVIDIA GeForce RTX 4090, 24564, 0x268410DE");
    const QStringList question{QStringLiteral("fit"), QStringLiteral("--context"), QStringLiteral("8192"),
                               QStringLiteral("--weights"), QStringLiteral("Q4_K_M")};
    CliRun r = runCli(question + QStringList{QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(j["machine"]["id"].get<std::string>(), std::string("this-machine"));
    QCOMPARE(j["machine"]["devices"][0]["capacity_bytes"].get<uint64_t>(), 24564 * kMiB); // the fake nvidia-smi's
    QCOMPARE(j["machine"]["devices"][1]["capacity_bytes"].get<uint64_t>(), 65'536'000ull * 1024);
    // The same rows as --this-machine gives.
    CliRun named = runCli(question + QStringList{QStringLiteral("--this-machine"), QStringLiteral("--json")});
    QCOMPARE(named.exitCode, 0);
    QVERIFY(nlohmann::json::parse(named.out.toStdString()) == j);

    // Text: the first line says which machine was planned.
    r = runCli(question);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(QLatin1String("No machine given: planning for this computer, as --this-machine does")),
             qPrintable(r.out));
    QVERIFY2(r.out.section(u'\n', 1, 1).contains(QLatin1String("NVIDIA GeForce RTX 4090")), qPrintable(r.out));
    // A machine named on the command line: no such line.
    r = runCli(question + QStringList{QStringLiteral("--hardware"), QStringLiteral("rtx-3090")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(QLatin1String("Machine ")), qPrintable(r.out));

    // Nothing detected: exit 2 with the reason and what to give instead, never a crash.
    qputenv("KVPLANNER_SYSROOT", (m_sys->root() + QStringLiteral("/nothing-here")).toUtf8());
    r = runCli(question);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QLatin1String("kvplanner-cli: error: fit needs a machine and this computer could not be "
                                            "detected (")),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("/proc/meminfo")) && r.err.contains(QLatin1String("--hardware ID")),
             qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY(r.out.isEmpty());
}

// Issue 34 §3: `machines` marks the row closest to this computer: the preset its GPU (or its box) matched,
// with as many GPUs as were detected; --this-machine's own row when it is ranked.
void TestThisMachine::cliMachinesMarksThisComputer_data()
{
    QTest::addColumn<QByteArray>("smi");
    QTest::addColumn<qulonglong>("ramKiB");
    QTest::addColumn<QByteArray>("cpu");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addRow("one 4090") << QByteArray("NVIDIA GeForce RTX 4090, 24564, 0x268410DE") << qulonglong(65'536'000)
                              << QByteArray("AMD Ryzen 9 7950X 16-Core Processor") << "rtx-4090" << 1;
    QTest::addRow("a 4090 and a 3090: the first card's preset, two of them")
        << QByteArray("NVIDIA GeForce RTX 4090, 24564, 0x268410DE\nNVIDIA GeForce RTX 3090, 24576, 0x220410DE")
        << qulonglong(131'072'000) << QByteArray("AMD Ryzen 9 7950X 16-Core Processor") << "rtx-4090" << 2;
    QTest::addRow("a CPU-only N100 box") << QByteArray() << qulonglong(16'000'000) << QByteArray("Intel(R) N100")
                                         << "intel-n100-mini-pc-16gb" << 1;
}

void TestThisMachine::cliMachinesMarksThisComputer()
{
    QFETCH(QByteArray, smi);
    QFETCH(qulonglong, ramKiB);
    QFETCH(QByteArray, cpu);
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    m_sys->meminfoKiB(ramKiB);
    m_sys->cpu(cpu);
    if (!smi.isEmpty())
        m_sys->tool(QStringLiteral("nvidia-smi"), smi);
    const QStringList plan{QStringLiteral("machines"), QStringLiteral("--model"), QStringLiteral("qwen3-8b"),
                           QStringLiteral("--context"), QStringLiteral("8192")};
    CliRun r = runCli(plan + QStringList{QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QVERIFY(j["closest_to_this_machine"].is_number_unsigned());
    const auto& row = j["rows"][j["closest_to_this_machine"].get<size_t>()];
    QCOMPARE(QString::fromStdString(row["hardware"].get<std::string>()), hardware);
    QCOMPARE(row["gpus"].get<int>(), gpus);

    // Text: exactly one row is marked, that one.
    r = runCli(plan);
    QCOMPARE(r.exitCode, 0);
    const QStringList marked = r.out.split(u'\n').filter(QStringLiteral("◀ this computer"));
    QCOMPARE(marked.size(), 1);
    QVERIFY2(marked[0].startsWith(hardware + u' '), qPrintable(marked[0]));
    QCOMPARE(marked[0].mid(44).trimmed().section(u' ', 0, 0), QString::number(gpus));
    QVERIFY2(r.out.contains(QStringLiteral("◀ the row closest to this computer (")), qPrintable(r.out));

    // --this-machine ranks this computer itself: its own row is the one marked.
    r = runCli(plan + QStringList{QStringLiteral("--this-machine"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto self = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(self["rows"][self["closest_to_this_machine"].get<size_t>()]["hardware"].get<std::string>(),
             std::string("this-machine"));

    // Nothing detected: no row is marked, and the text says why.
    qputenv("KVPLANNER_SYSROOT", (m_sys->root() + QStringLiteral("/nothing-here")).toUtf8());
    qputenv("PATH", "/usr/bin:/bin");
    r = runCli(plan + QStringList{QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(nlohmann::json::parse(r.out.toStdString())["closest_to_this_machine"].is_null());
    r = runCli(plan);
    QVERIFY(!r.out.contains(QStringLiteral("◀")));
    QVERIFY2(r.out.contains(QLatin1String("This computer was not detected (")), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestThisMachine)
#include "tst_thismachine.moc"
