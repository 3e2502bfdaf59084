#include "hardwarepanel.h"

#include "thismachine.h"

#include "cluster.h"

#include "plannerdocument.h"

#include "format.h"
#include "wording.h"

#include <cmath>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace kvgui {

namespace {

constexpr double kGiB = 1073741824.0;

uint64_t fromGiB(double gib)
{
    return static_cast<uint64_t>(std::llround(gib * kGiB));
}

QString categoryText(const std::string& category)
{
    if (category == "consumer-gpu")
        return HardwarePanel::tr("Consumer GPUs");
    if (category == "workstation-gpu")
        return HardwarePanel::tr("Workstation GPUs");
    if (category == "datacenter-gpu")
        return HardwarePanel::tr("Data-centre GPUs");
    if (category == "apple")
        return HardwarePanel::tr("Apple silicon");
    if (category == "unified")
        return HardwarePanel::tr("Unified memory");
    if (category == "mini-pc")
        return HardwarePanel::tr("Mini PCs");
    if (category == "nas")
        return HardwarePanel::tr("NAS boxes");
    if (category == "sbc")
        return HardwarePanel::tr("Single-board computers");
    return QString::fromStdString(category);
}

QDoubleSpinBox* gibSpin(QWidget* parent, double max)
{
    auto* s = new QDoubleSpinBox(parent);
    s->setRange(0, max);
    s->setDecimals(0);
    s->setSingleStep(8);
    s->setKeyboardTracking(false);
    s->setAlignment(Qt::AlignRight);
    return s;
}

} // namespace

HardwarePanel::HardwarePanel(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_preset(new QComboBox(this)), m_gpus(new QSpinBox(this)),
      m_vram(gibSpin(this, 4096)), m_ram(gibSpin(this, 65536)), m_nodes(new QSpinBox(this)),
      m_link(new QComboBox(this)), m_clusterFile(new QPushButton(this)), m_presetLabel(new QLabel(this)),
      m_nodesLabel(new QLabel(this)), m_linkLabel(new QLabel(this)), m_mixed(new QLabel(this)),
      m_gpusLabel(new QLabel(this)), m_vramLabel(new QLabel(this)), m_ramLabel(new QLabel(this)),
      m_reserves(new QLabel(this)), m_detected(new QLabel(this))
{
    auto* nodesRow = new QHBoxLayout;
    nodesRow->setContentsMargins(0, 0, 0, 0);
    nodesRow->addWidget(m_nodes, 1);
    nodesRow->addWidget(m_clusterFile);
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_presetLabel, m_preset);
    form->addRow(m_gpusLabel, m_gpus);
    form->addRow(m_vramLabel, m_vram);
    form->addRow(m_ramLabel, m_ram);
    form->addRow(m_nodesLabel, nodesRow);
    form->addRow(m_linkLabel, m_link);
    form->addRow(m_mixed);
    form->addRow(m_detected);
    form->addRow(m_reserves);
    m_presetLabel->setBuddy(m_preset);
    m_gpusLabel->setBuddy(m_gpus);
    m_vramLabel->setBuddy(m_vram);
    m_ramLabel->setBuddy(m_ram);
    m_nodesLabel->setBuddy(m_nodes);
    m_linkLabel->setBuddy(m_link);
    m_nodes->setRange(1, 16);
    m_nodes->setKeyboardTracking(false);
    m_mixed->setWordWrap(true);
    m_mixed->setForegroundRole(QPalette::PlaceholderText);
    m_preset->setMaxVisibleItems(20);
    m_preset->setMinimumContentsLength(16);
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpus->setRange(0, 16);
    m_gpus->setKeyboardTracking(false);
    m_reserves->setWordWrap(true);
    m_reserves->setForegroundRole(QPalette::PlaceholderText);
    m_detected->setWordWrap(true);
    m_detected->setForegroundRole(QPalette::PlaceholderText);
    m_detected->setTextInteractionFlags(Qt::TextSelectableByMouse);

    retranslateUi();
    connect(m_preset, &QComboBox::activated, this, &HardwarePanel::edited);
    for (QDoubleSpinBox* s : {m_vram, m_ram})
        connect(s, &QDoubleSpinBox::valueChanged, this, &HardwarePanel::edited);
    connect(m_gpus, &QSpinBox::valueChanged, this, &HardwarePanel::edited);
    connect(m_nodes, &QSpinBox::valueChanged, this, &HardwarePanel::edited);
    connect(m_link, &QComboBox::activated, this, &HardwarePanel::edited);
    connect(m_clusterFile, &QPushButton::clicked, this, &HardwarePanel::clusterFileRequested);
    connect(m_document, &PlannerDocument::scenarioChanged, this, [this](const kv::Scenario& s) {
        if (s.hardware != m_shownHardware)
            showMachine();
    });
    showMachine();
}

void HardwarePanel::fillPresets()
{
    const QSignalBlocker block(m_preset);
    m_preset->clear();
    if (const kv::HardwarePreset* here = m_document->catalog().findHardware(kvapp::kThisMachineId)) {
        //: the machine picker's first entry: %1 what was detected ("NVIDIA GeForce RTX 4090 + 62.5 GiB RAM")
        m_preset->addItem(tr("This computer: %1").arg(QString::fromStdString(here->name)),
                          QString::fromLatin1(kvapp::kThisMachineId));
        m_preset->setItemData(m_preset->count() - 1, kvapp::thisMachineLines(m_document->thisMachine()).join(u'\n'),
                              Qt::ToolTipRole);
    }
    m_preset->addItem(tr("Custom capacities"), QString());
    std::string category = "\x01";
    for (const kv::HardwarePreset& p : m_document->catalog().hardware) {
        if (p.id == kvapp::kThisMachineId)
            continue; // first, above
        if (p.category != category) {
            category = p.category;
            m_preset->insertSeparator(m_preset->count());
            m_preset->addItem(categoryText(category), QVariant());
            // A heading, not a choice: no item flags (QComboBox's model keeps flags in UserRole - 1).
            m_preset->setItemData(m_preset->count() - 1, 0, Qt::UserRole - 1);
        }
        m_preset->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
        //: tooltip of a hardware preset: %1 its memory, %2 bandwidth in GB/s
        m_preset->setItemData(
            m_preset->count() - 1,
            tr("%1, %2 GB/s").arg(kvapp::formatBytes(p.memoryBytes), QLocale().toString(p.bandwidthGBs, 'f', 0)),
            Qt::ToolTipRole);
    }
}

void HardwarePanel::retranslateUi()
{
    m_presetLabel->setText(tr("&Machine"));
    m_gpusLabel->setText(tr("&GPUs"));
    m_vramLabel->setText(tr("&VRAM per GPU"));
    m_ramLabel->setText(tr("System &RAM"));
    m_vram->setSuffix(tr(" GiB"));
    m_ram->setSuffix(tr(" GiB"));
    m_preset->setAccessibleName(tr("Machine"));
    m_preset->setToolTip(tr("A known GPU or computer, or your own capacities."));
    m_gpus->setAccessibleName(tr("Number of GPUs"));
    m_gpus->setToolTip(tr("Identical GPUs; llama.cpp splits the layers between them. 0 = no GPU."));
    m_vram->setAccessibleName(tr("VRAM per GPU in GiB"));
    m_vram->setToolTip(tr("Memory of each GPU, as the card's box says (24 GiB for an RTX 4090)."));
    m_ram->setAccessibleName(tr("System RAM in GiB"));
    m_ram->setToolTip(tr("The computer's RAM; layers that do not fit on the GPU run from here, slowly."));
    m_nodesLabel->setText(tr("&Nodes"));
    m_nodes->setAccessibleName(tr("Number of machines"));
    m_nodes->setToolTip(tr("Machines that run one model together over the network: llama.cpp with its RPC "
                           "servers, or vLLM on a Ray cluster. 1 = this one machine; more = that many of it."));
    m_clusterFile->setText(tr("Cluster &File…"));
    m_clusterFile->setToolTip(tr("Machines that differ: open a kvplanner.cluster/1 file that lists each node."));
    m_linkLabel->setText(tr("Lin&k"));
    m_link->setAccessibleName(tr("Network between the machines"));
    m_link->setToolTip(tr("How the machines talk. Per generated token only a few hundred KiB cross it, but every "
                          "crossing waits for its latency."));
    fillPresets();
    showMachine();
}

void HardwarePanel::showMachine()
{
    m_shownHardware = m_document->scenario().hardware;
    const MachineChoice c = m_document->machineChoice();
    const kv::HardwarePreset* preset = m_document->catalog().findHardware(c.presetId.toStdString());
    const bool custom = preset == nullptr;
    const bool unified = preset && preset->kind != kv::DeviceKind::Gpu;
    const bool here = c.presetId == QLatin1String(kvapp::kThisMachineId);
    const QSignalBlocker b1(m_preset), b2(m_gpus), b3(m_vram), b4(m_ram);
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(c.presetId)));
    m_gpus->setMinimum(custom ? 0 : 1);
    m_gpus->setValue(static_cast<int>(c.gpus));
    // A Mac, a mini PC or a NAS has no separate GPU memory: no GPU count, no VRAM.
    if (auto* form = qobject_cast<QFormLayout*>(layout())) {
        form->setRowVisible(m_gpus, !unified && !here); // this computer has the GPUs it has
        form->setRowVisible(m_vram, !unified && !here);
    }
    showDetected(here);
    m_vram->setValue(static_cast<double>(c.vramBytes) / kGiB);
    m_vram->setEnabled(custom && c.gpus > 0);
    m_ram->setValue(static_cast<double>(unified ? preset->memoryBytes : c.ramBytes) / kGiB);
    m_ram->setEnabled(!unified);
    m_ramLabel->setText(unified ? tr("&Memory") : tr("System &RAM"));
    const bool mixed = m_document->machineHasMixedNodes();
    showCluster(c, mixed);

    QStringList parts;
    // A cluster of identical nodes: node 1's reserves stand for every node's.
    const bool eachNode = c.nodes > 1 && !mixed;
    for (const kv::Device& d : m_document->scenario().hardware.devices) {
        if (d.reserveBytes > 0 && (!eachNode || d.node == 0))
            //: %1 device (GPU 0, RAM), %2 bytes kept back for the driver/display/OS
            parts << tr("%1 %2").arg(eachNode ? kvapp::deviceTextWithoutNode(d.name) : kvapp::deviceText(d.name),
                                     kvapp::formatBytes(d.reserveBytes));
    }
    m_reserves->setText(
        parts.isEmpty() ? QString()
        : eachNode
            //: a cluster of identical machines: %1 the reserves of one of them
            ? tr("Kept back for the driver, display and OS on each node: %1").arg(parts.join(QStringLiteral(", ")))
            : tr("Kept back for the driver, display and OS: %1").arg(parts.join(QStringLiteral(", "))));
}

void HardwarePanel::showCluster(const MachineChoice& c, bool mixed)
{
    const QSignalBlocker b1(m_nodes), b2(m_link);
    m_nodes->setValue(static_cast<int>(c.nodes));
    m_link->clear();
    for (const kv::LinkPreset& p : kv::linkPresets()) {
        const kv::Link l = kv::linkPreset(p.id).value_or(kv::Link{});
        m_link->addItem(kvapp::linkText(l), QString::fromLatin1(p.id));
        //: tooltip of a network link: %1 Gbit/s, %2 one-way latency in microseconds
        m_link->setItemData(m_link->count() - 1,
                            tr("%1 Gbit/s, %2 µs one way")
                                .arg(QLocale().toString(l.gbps, 'g', 4), QLocale().toString(l.latencyUs, 'g', 4)),
                            Qt::ToolTipRole);
    }
    if (c.nodes > 1 && c.link.id.empty()) // figures from a file: shown as they are
        m_link->addItem(kvapp::linkText(c.link), QString());
    const int at = m_link->findData(QString::fromStdString(c.link.id));
    m_link->setCurrentIndex(c.nodes > 1 && at >= 0 ? at : std::max(0, m_link->findData(QStringLiteral("10gbe"))));
    if (auto* form = qobject_cast<QFormLayout*>(layout()))
        form->setRowVisible(m_link, c.nodes > 1);
    m_mixed->setVisible(mixed);
    m_mixed->setText(mixed ? tr("%1: its nodes differ (from a file). The fields above show node 1; changing them "
                                "makes every node the same.")
                                 .arg(QString::fromStdString(m_document->scenario().hardware.name))
                           : QString());
}

void HardwarePanel::showDetected(bool shown)
{
    const kvapp::ThisMachine& m = m_document->thisMachine();
    QStringList lines;
    if (shown) {
        lines << tr("Detected on this computer:") << kvapp::thisMachineLines(m);
        for (const kvapp::Finding& f : m.findings)
            lines << kvapp::findingText(f);
    }
    m_detected->setText(lines.join(u'\n'));
    m_detected->setVisible(shown);
}

void HardwarePanel::edited()
{
    MachineChoice c = m_document->machineChoice();
    const QVariant id = m_preset->currentData();
    if (!id.isValid())
        return; // a heading
    const QString presetId = id.toString();
    const bool presetChanged = presetId != c.presetId;
    c.presetId = presetId;
    c.gpus = static_cast<uint32_t>(m_gpus->value());
    c.nodes = static_cast<uint32_t>(m_nodes->value());
    if (const QString link = m_link->currentData().toString(); !link.isEmpty() && c.nodes > 1)
        c.link = kv::linkPreset(link.toStdString()).value_or(c.link);
    if (!presetChanged) {
        c.vramBytes = fromGiB(m_vram->value());
        c.ramBytes = fromGiB(m_ram->value());
    } else {
        c = m_document->choiceForPreset(presetId);
    }
    m_document->setMachine(c);
}

void HardwarePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kvgui
