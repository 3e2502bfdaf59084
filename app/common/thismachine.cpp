#include "thismachine.h"

#include "format.h"
#include "systemtext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringList>

#include <algorithm>
#include <string_view>

namespace kvapp {

namespace {

struct Detect
{
    Q_DECLARE_TR_FUNCTIONS(Detect)
};

constexpr int kToolTimeoutMs = 3000;
constexpr qint64 kMaxFileBytes = 1 << 20;
constexpr qint64 kMaxPciIdsBytes = 16 << 20;
// What the planner assumes when no preset names a device's bandwidth (the user can type it).
constexpr double kAssumedGpuGBs = 500;
constexpr double kAssumedRamGBs = 80; // dual-channel DDR5

// The whole of a small system file, or nothing (missing, unreadable, or not a small text file).
std::optional<QByteArray> readSystemFile(const QString& path)
{
    QFile f(systemPath(path));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    QByteArray data = f.read(kMaxFileBytes);
    return data;
}

std::string_view view(const QByteArray& data)
{
    return {data.constData(), static_cast<size_t>(data.size())};
}

std::optional<uint64_t> readNumber(const QString& path)
{
    const auto data = readSystemFile(path);
    return data ? kv::sysfsNumber(view(*data)) : std::nullopt;
}

// A tool's standard output, or nothing when it is not on PATH; a failure is noted.
std::optional<QString> runTool(const QString& tool, const QStringList& args, std::vector<Finding>& findings)
{
    const QString exe = QStandardPaths::findExecutable(tool);
    if (exe.isEmpty())
        return std::nullopt;
    QProcess p;
    p.start(exe, args, QIODevice::ReadOnly);
    if (!p.waitForFinished(kToolTimeoutMs) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        p.kill();
        p.waitForFinished(500);
        findings.push_back({FindingCode::ToolFailed, tool, 0});
        return std::nullopt;
    }
    return QString::fromUtf8(p.readAllStandardOutput().left(kMaxFileBytes));
}

kv::DeviceQuery query(const DetectedGpu& g, kv::DeviceKind kind)
{
    return {g.name.toStdString(), g.pciId.toStdString(), kind == kv::DeviceKind::Gpu ? g.memoryBytes : 0, kind};
}

void matchGpu(DetectedGpu& g, const std::vector<kv::HardwarePreset>& presets)
{
    if (const kv::HardwarePreset* p = kv::matchPreset(presets, query(g, kv::DeviceKind::Gpu))) {
        g.presetId = QString::fromStdString(p->id);
        g.bandwidthGBs = p->bandwidthGBs;
    }
}

uint64_t meminfoTotal(ThisMachine& m)
{
    const QString path = QStringLiteral("/proc/meminfo");
    const auto data = readSystemFile(path);
    if (!data) {
        m.findings.push_back({FindingCode::Unreadable, path, 0});
        return 0;
    }
    const auto bytes = kv::meminfoTotalBytes(view(*data));
    if (!bytes) {
        m.findings.push_back({FindingCode::Malformed, path, 0});
        return 0;
    }
    m.ramSource = path;
    return *bytes;
}

QString cpuModel()
{
    const auto data = readSystemFile(QStringLiteral("/proc/cpuinfo"));
    if (!data)
        return {};
    return QString::fromStdString(kv::cpuinfoModel(view(*data)));
}

// "NVIDIA GeForce RTX 4090, 24564, 0x268410DE" per GPU (pci.device_id: device id then vendor id).
void nvidiaSmi(ThisMachine& m, bool& answered)
{
    const auto out = runTool(QStringLiteral("nvidia-smi"),
                             {QStringLiteral("--query-gpu=name,memory.total,pci.device_id"),
                              QStringLiteral("--format=csv,noheader,nounits")},
                             m.findings);
    answered = out.has_value();
    if (!out)
        return;
    const kv::SmiGpus parsed = kv::parseNvidiaSmi(out->toStdString());
    for (uint32_t k = 0; k < parsed.malformed; ++k)
        m.findings.push_back({FindingCode::Malformed, QStringLiteral("nvidia-smi"), 0});
    for (const kv::SmiGpu& smi : parsed.gpus) {
        DetectedGpu g;
        g.name = QString::fromStdString(smi.name);
        g.source = QStringLiteral("nvidia-smi");
        g.memoryBytes = smi.memoryBytes;
        g.pciId = QString::fromStdString(smi.pciId);
        m.gpus.push_back(g);
    }
}

// /proc/driver/nvidia/gpus/<bus>/information: "Model: NVIDIA GeForce RTX 4090" (no memory size).
void nvidiaProc(ThisMachine& m)
{
    const QString base = QStringLiteral("/proc/driver/nvidia/gpus");
    QDir dir(systemPath(base));
    const QStringList buses = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString& bus : buses) {
        const QString path = base + QLatin1Char('/') + bus + QStringLiteral("/information");
        const auto data = readSystemFile(path);
        const std::string model = data ? kv::nvidiaInformationModel(view(*data)) : std::string();
        if (model.empty()) {
            m.findings.push_back({data ? FindingCode::Malformed : FindingCode::Unreadable, path, 0});
            continue;
        }
        DetectedGpu g;
        g.name = QString::fromStdString(model);
        g.source = path;
        m.gpus.push_back(g);
    }
}

// A name for a PCI device from the system's pci.ids ("Navi 31 [Radeon RX 7900 XT/7900 XTX/...]").
QString pciName(const QString& vendor, const QString& device)
{
    for (const QString& path :
         {QStringLiteral("/usr/share/misc/pci.ids"), QStringLiteral("/usr/share/hwdata/pci.ids")}) {
        QFile f(systemPath(path));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray ids = f.read(kMaxPciIdsBytes); // about 1.4 MB today
        const std::string name = kv::pciIdsName(view(ids), vendor.toStdString(), device.toStdString());
        if (!name.empty())
            return QString::fromStdString(name);
    }
    return {};
}

// amdgpu, xe and i915 cards under /sys/class/drm (NVIDIA's driver publishes no memory there).
void drmCards(ThisMachine& m, const std::vector<kv::HardwarePreset>& presets)
{
    const QString base = QStringLiteral("/sys/class/drm");
    QDir dir(systemPath(base));
    static const QRegularExpression cardName(QStringLiteral("^card\\d+$"));
    for (const QString& card : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System, QDir::Name)) {
        if (!cardName.match(card).hasMatch())
            continue;
        const QString dev = base + QLatin1Char('/') + card + QStringLiteral("/device");
        const auto vendorId = readNumber(dev + QStringLiteral("/vendor"));
        const auto deviceId = readNumber(dev + QStringLiteral("/device"));
        if (!vendorId || !deviceId)
            continue; // not a PCI card (a connector, a virtual display)
        if (*vendorId != 0x1002 && *vendorId != 0x8086)
            continue;
        const QString vendor = QStringLiteral("%1").arg(*vendorId, 4, 16, QLatin1Char('0'));
        const QString device = QStringLiteral("%1").arg(*deviceId, 4, 16, QLatin1Char('0'));
        DetectedGpu g;
        g.pciId = vendor + QLatin1Char(':') + device;
        g.source = dev;
        const QString listed = pciName(vendor, device);
        g.name =
            listed.isEmpty()
                ? (*vendorId == 0x1002 ? QStringLiteral("AMD GPU %1") : QStringLiteral("Intel GPU %1")).arg(g.pciId)
                : listed;
        if (*vendorId == 0x1002) {
            const auto vram = readNumber(dev + QStringLiteral("/mem_info_vram_total"));
            if (!vram) {
                m.findings.push_back({FindingCode::Unreadable, dev + QStringLiteral("/mem_info_vram_total"), 0});
                continue;
            }
            g.memoryBytes = *vram;
            g.gttBytes = readNumber(dev + QStringLiteral("/mem_info_gtt_total")).value_or(0);
        } else {
            uint64_t tiles = 0;
            for (int t = 0; t < 4; ++t) {
                const QString tile = dev + QStringLiteral("/tile%1").arg(t);
                tiles +=
                    readNumber(tile + QStringLiteral("/physical_vram_size_bytes"))
                        .value_or(readNumber(tile + QStringLiteral("/memory/physical_vram_size_bytes")).value_or(0));
            }
            g.memoryBytes = tiles > 0 ? tiles : readNumber(dev + QStringLiteral("/lmem_total_bytes")).value_or(0);
            if (g.memoryBytes == 0) {
                // An integrated Intel GPU (no local memory), or a discrete one the driver does not size.
                const kv::HardwarePreset* p = kv::matchPreset(presets, query(g, kv::DeviceKind::Gpu));
                if (!p) {
                    m.findings.push_back({FindingCode::Integrated, g.name, 0});
                    continue;
                }
                g.memoryBytes = p->memoryBytes;
                m.findings.push_back({FindingCode::NoMemorySize, g.name, 0});
            }
        }
        m.gpus.push_back(g);
    }
}

// An integrated GPU that is the machine's only GPU and matches a unified preset (Ryzen AI Max, DGX
// Spark) makes the machine one pool; small integrated Radeons of ordinary CPUs are left out.
void resolvePools(ThisMachine& m, const std::vector<kv::HardwarePreset>& presets)
{
    std::vector<DetectedGpu> discrete;
    for (DetectedGpu& g : m.gpus) {
        kv::DeviceQuery q = query(g, kv::DeviceKind::Unified);
        q.memoryBytes = m.ramBytes + g.memoryBytes;
        const kv::HardwarePreset* pool = kv::matchPreset(presets, q);
        if (!pool && g.memoryBytes > 0 && g.memoryBytes < (uint64_t(2) << 30) && g.gttBytes > 0) {
            m.findings.push_back({FindingCode::Integrated, g.name, 0}); // a 512 MiB carve-out of a laptop APU
            continue;
        }
        if (pool && !m.unified) {
            m.unified = true;
            m.unifiedBytes = m.ramBytes + (g.source.startsWith(QLatin1String("nvidia")) ? 0 : g.memoryBytes);
            m.poolPresetId = QString::fromStdString(pool->id);
            m.poolBandwidthGBs = pool->bandwidthGBs;
            m.poolGpuLimitFraction = pool->gpuLimitFraction;
            if (g.gttBytes > 0) {
                m.gpuLimitBytes = std::min(m.unifiedBytes, g.memoryBytes + g.gttBytes);
                m.gpuLimitSource = g.source + QStringLiteral("/mem_info_vram_total + mem_info_gtt_total");
            }
            g.presetId = m.poolPresetId;
            g.bandwidthGBs = pool->bandwidthGBs;
            continue;
        }
        if (g.memoryBytes == 0) {
            // nvidia-smi failed to size it and /proc names it: take the memory from its preset.
            const kv::HardwarePreset* p = kv::matchPreset(presets, query(g, kv::DeviceKind::Gpu));
            if (!p) {
                m.findings.push_back({FindingCode::UnknownMemory, g.name, 0});
                continue;
            }
            g.memoryBytes = p->memoryBytes;
            m.findings.push_back({FindingCode::NoMemorySize, g.name, 0});
        }
        matchGpu(g, presets);
        if (g.presetId.isEmpty()) {
            g.bandwidthGBs = kAssumedGpuGBs;
            m.findings.push_back({FindingCode::NoPreset, g.name, kAssumedGpuGBs});
        }
        discrete.push_back(g);
    }
    if (m.unified) {
        m.gpus.clear();
        return;
    }
    m.gpus = std::move(discrete);
}

// The CPU box (or board) for the RAM bandwidth.
void matchBox(ThisMachine& m, const std::vector<kv::HardwarePreset>& presets)
{
    if (m.unified)
        return;
    for (const QString& name : {m.boardName, m.cpuName}) {
        if (name.isEmpty())
            continue;
        const kv::HardwarePreset* p =
            kv::matchPreset(presets, {name.toStdString(), {}, m.gpus.empty() ? m.ramBytes : 0, kv::DeviceKind::Ram});
        if (p) {
            m.poolPresetId = QString::fromStdString(p->id);
            m.poolBandwidthGBs = p->bandwidthGBs;
            return;
        }
    }
    m.poolBandwidthGBs = kAssumedRamGBs;
    if (m.gpus.empty())
        m.findings.push_back(
            {FindingCode::NoPreset, m.cpuName.isEmpty() ? Detect::tr("the CPU") : m.cpuName, kAssumedRamGBs});
}

QString gib(uint64_t bytes)
{
    return formatBytes(bytes);
}

} // namespace

QString systemPath(const QString& absolutePath)
{
    const QString root = qEnvironmentVariable("KVPLANNER_SYSROOT");
    return root.isEmpty() ? absolutePath : QDir::cleanPath(root + QLatin1Char('/') + absolutePath);
}

ThisMachine detectLinux(const std::vector<kv::HardwarePreset>& presets)
{
    ThisMachine m;
    m.ramBytes = meminfoTotal(m);
    m.cpuName = cpuModel();
    if (const auto model = readSystemFile(QStringLiteral("/proc/device-tree/model")))
        m.boardName = QString::fromStdString(kv::deviceTreeModel(view(*model)));
    bool smiAnswered = false;
    nvidiaSmi(m, smiAnswered);
    if (!smiAnswered)
        nvidiaProc(m);
    drmCards(m, presets);
    if (!m.boardName.isEmpty() && m.gpus.empty()) {
        // Jetson: the board names the unified module.
        if (const kv::HardwarePreset* p =
                kv::matchPreset(presets, {m.boardName.toStdString(), {}, 0, kv::DeviceKind::Unified})) {
            m.unified = true;
            m.unifiedBytes = m.ramBytes;
            m.poolPresetId = QString::fromStdString(p->id);
            m.poolBandwidthGBs = p->bandwidthGBs;
            m.poolGpuLimitFraction = p->gpuLimitFraction;
        }
    }
    resolvePools(m, presets);
    matchBox(m, presets);
    return m;
}

ThisMachine detectMac(const std::vector<kv::HardwarePreset>& presets)
{
    ThisMachine m;
    const auto out = runTool(QStringLiteral("sysctl"),
                             {QStringLiteral("hw.memsize"), QStringLiteral("machdep.cpu.brand_string"),
                              QStringLiteral("iogpu.wired_limit_mb")},
                             m.findings);
    if (!out)
        return m;
    const kv::SysctlValues v = kv::parseSysctl(out->toStdString());
    const uint64_t memsize = v.memsize;
    const uint64_t wiredMb = v.wiredLimitMb;
    m.cpuName = QString::fromStdString(v.cpuName);
    if (memsize == 0 || memsize > (uint64_t(1) << 50)) {
        m.findings.push_back({FindingCode::Malformed, QStringLiteral("sysctl hw.memsize"), 0});
        return m;
    }
    m.ramBytes = memsize;
    m.ramSource = QStringLiteral("sysctl hw.memsize");
    m.unified = true;
    m.unifiedBytes = memsize;
    if (wiredMb > 0) { // 0 means macOS's own default
        // A limit past 2^44 MiB would wrap when shifted; it is past any memsize (at most 2^50) anyway.
        m.gpuLimitBytes = wiredMb > (memsize >> 20) ? memsize : wiredMb << 20;
        m.gpuLimitSource = QStringLiteral("sysctl iogpu.wired_limit_mb");
    }
    if (const kv::HardwarePreset* p =
            kv::matchPreset(presets, {m.cpuName.toStdString(), {}, memsize, kv::DeviceKind::Unified})) {
        m.poolPresetId = QString::fromStdString(p->id);
        m.poolBandwidthGBs = p->bandwidthGBs;
        m.poolGpuLimitFraction = p->gpuLimitFraction;
    } else {
        m.poolBandwidthGBs = kAssumedRamGBs;
        m.findings.push_back({FindingCode::NoPreset, m.cpuName, kAssumedRamGBs});
    }
    return m;
}

ThisMachine detectThisMachine(const std::vector<kv::HardwarePreset>& presets)
{
#ifdef Q_OS_MACOS
    return detectMac(presets);
#else
    return detectLinux(presets);
#endif
}

kv::HardwarePreset thisMachinePreset(const ThisMachine& m)
{
    kv::HardwarePreset p;
    p.id = kThisMachineId;
    p.category = kThisMachineId;
    QStringList parts;
    if (m.unified) {
        p.kind = kv::DeviceKind::Unified;
        p.memoryBytes = m.unifiedBytes;
        p.bandwidthGBs = m.poolBandwidthGBs;
        // The GPU limit when detected; else the matched preset's default share (set by the caller's
        // MachineOptions in the same way as for the preset).
        p.gpuLimitFraction = m.gpuLimitBytes > 0
                                 ? static_cast<double>(m.gpuLimitBytes) / static_cast<double>(m.unifiedBytes)
                                 : m.poolGpuLimitFraction;
        parts << (m.cpuName.isEmpty() ? QStringLiteral("Unified") : m.cpuName) << gib(m.unifiedBytes);
    } else if (!m.gpus.empty()) {
        p.kind = kv::DeviceKind::Gpu;
        for (const DetectedGpu& g : m.gpus) {
            p.cards.push_back({g.name.toStdString(), g.memoryBytes, g.bandwidthGBs});
            parts << g.name;
        }
        p.memoryBytes = m.gpus.front().memoryBytes;
        p.bandwidthGBs = m.gpus.front().bandwidthGBs;
        p.systemRamBytes = m.ramBytes;
        p.ramBandwidthGBs = m.poolBandwidthGBs;
        parts << QStringLiteral("%1 RAM").arg(gib(m.ramBytes));
    } else {
        p.kind = kv::DeviceKind::Ram;
        p.memoryBytes = m.ramBytes;
        p.bandwidthGBs = m.poolBandwidthGBs;
        parts << (m.cpuName.isEmpty() ? QStringLiteral("CPU") : m.cpuName)
              << QStringLiteral("%1 RAM").arg(gib(m.ramBytes));
    }
    p.name = parts.join(QStringLiteral(" + ")).toStdString();
    p.source = "detected";
    return p;
}

QString findingText(const Finding& f)
{
    switch (f.code) {
    case FindingCode::Unreadable: return Detect::tr("%1 could not be read.").arg(f.subject);
    case FindingCode::Malformed:
        return Detect::tr("%1 does not say what kvplanner expects; it was skipped.").arg(f.subject);
    case FindingCode::ToolFailed: return Detect::tr("%1 did not answer; it was skipped.").arg(f.subject);
    case FindingCode::NoMemorySize:
        return Detect::tr("The system does not report the memory of %1; its preset's size is used.").arg(f.subject);
    case FindingCode::UnknownMemory:
        return Detect::tr("The memory of %1 is not reported and no preset knows it: it is left out (choose a "
                          "preset or custom capacities instead).")
            .arg(f.subject);
    case FindingCode::NoPreset:
        //: %1 a device name, %2 the memory bandwidth assumed, in GB/s
        return Detect::tr("No preset matches %1: its memory bandwidth is assumed to be %2 GB/s (type the real "
                          "figure with --bandwidth-gbs, or pick a preset).")
            .arg(f.subject, QLocale().toString(f.value, 'f', 0));
    case FindingCode::Integrated:
        return Detect::tr("%1 is an integrated GPU without memory of its own: models are planned in system RAM.")
            .arg(f.subject);
    }
    return {};
}

QStringList thisMachineLines(const ThisMachine& m)
{
    QStringList lines;
    const auto bandwidth = [](const QString& preset, double gbs) {
        return preset.isEmpty() ? Detect::tr("no preset, %1 GB/s assumed").arg(QLocale().toString(gbs, 'f', 0))
                                : Detect::tr("preset %1, %2 GB/s").arg(preset, QLocale().toString(gbs, 'f', 0));
    };
    if (m.unified) {
        lines << Detect::tr("Unified memory: %1 (%2) — %3")
                     .arg(gib(m.unifiedBytes), m.ramSource, bandwidth(m.poolPresetId, m.poolBandwidthGBs));
        if (m.gpuLimitBytes > 0)
            lines << Detect::tr("GPU limit: %1 (%2)").arg(gib(m.gpuLimitBytes), m.gpuLimitSource);
    }
    for (size_t i = 0; i < m.gpus.size(); ++i) {
        const DetectedGpu& g = m.gpus[i];
        lines << Detect::tr("GPU %1: %2, %3 (%4) — %5")
                     .arg(i)
                     .arg(g.name, gib(g.memoryBytes), g.source, bandwidth(g.presetId, g.bandwidthGBs));
    }
    if (!m.unified && m.ramBytes > 0)
        lines << Detect::tr("RAM: %1 (%2) — %3")
                     .arg(gib(m.ramBytes), m.ramSource,
                          m.gpus.empty() ? bandwidth(m.poolPresetId, m.poolBandwidthGBs)
                                         : Detect::tr("%1 GB/s").arg(QLocale().toString(m.poolBandwidthGBs, 'f', 0)));
    if (!m.cpuName.isEmpty())
        lines << Detect::tr("CPU: %1").arg(m.cpuName);
    if (!m.boardName.isEmpty())
        lines << Detect::tr("Board: %1").arg(m.boardName);
    return lines;
}

} // namespace kvapp
