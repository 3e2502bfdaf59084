#pragma once
// The machine: a preset (GPU cards, Macs, mini PCs …) or custom capacities, the number of GPUs, the
// system RAM, and the reserves the planner keeps back (driver, display, OS), shown so nobody wonders
// why a 24 GiB card offers less. Without hardware presets only custom capacities are offered.
// Nodes > 1 makes a cluster of that many such machines over the chosen link (llama.cpp RPC, vLLM on
// Ray); a cluster whose nodes differ comes from a cluster file (clusterFileRequested).

#include "scenario.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace kvgui {

class PlannerDocument;
struct MachineChoice;

class HardwarePanel : public QWidget
{
    Q_OBJECT

public:
    explicit HardwarePanel(PlannerDocument* document, QWidget* parent = nullptr);

    QComboBox* presetCombo() const { return m_preset; }
    QSpinBox* gpuSpin() const { return m_gpus; }
    QDoubleSpinBox* vramSpin() const { return m_vram; }
    QDoubleSpinBox* ramSpin() const { return m_ram; }
    QSpinBox* nodesSpin() const { return m_nodes; }
    QComboBox* linkCombo() const { return m_link; }

Q_SIGNALS:
    void clusterFileRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillPresets();
    void retranslateUi();
    void showMachine();
    void showDetected(bool shown);
    void showCluster(const MachineChoice& choice, bool mixed); // mixed: the nodes differ
    void edited();

    PlannerDocument* m_document;
    QComboBox* m_preset;
    QSpinBox* m_gpus;
    QDoubleSpinBox* m_vram;
    QDoubleSpinBox* m_ram;
    QSpinBox* m_nodes;
    QComboBox* m_link;
    QPushButton* m_clusterFile;
    QLabel* m_presetLabel;
    QLabel* m_nodesLabel;
    QLabel* m_linkLabel;
    QLabel* m_mixed; // a cluster whose nodes differ: what the fields show
    QLabel* m_gpusLabel;
    QLabel* m_vramLabel;
    QLabel* m_ramLabel;
    QLabel* m_reserves;
    QLabel* m_detected; // what detection found, when the machine is this computer
    kv::Hardware m_shownHardware;
};

} // namespace kvgui
