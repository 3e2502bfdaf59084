#pragma once
// The memory breakdown, one row per device (GPU 0, GPU 1, RAM …), or one "Whole model" row when no
// hardware is chosen. Both the table and the device chart read it (STYLE 5).
//
// Columns: Device | Weights | KV cache | Recurrent state | Compute & overhead | Used | Usable | Free |
// Layers | May grow (what the server may add there while it serves, DeviceUse::mayGrowBytes). DisplayRole is worded
// ("8.00 GiB"), BytesRole the exact count (qulonglong; Free may be negative as qlonglong), ToolTipRole the exact bytes,
// DecorationRole on the component headers the component's colour.
//   model.data(model.index(0, BreakdownModel::KvColumn), BreakdownModel::BytesRole) == estimate.devices[0].memory.kv

#include "components.h"
#include "estimate.h"

#include <QAbstractTableModel>

#include <vector>

namespace kvgui {

class BreakdownModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        DeviceColumn,
        WeightsColumn,
        KvColumn,
        RecurrentColumn,
        ComputeColumn,
        UsedColumn,
        UsableColumn,
        FreeColumn,
        LayersColumn,
        MayGrowColumn,
        ColumnCount
    };
    // NodeRole: the cluster node the row's device is on (0 for one machine); ShortNameRole: the device
    // without its node ("GPU 0" for "node 2 · GPU 0").
    enum Role { BytesRole = Qt::UserRole + 1, KindRole, NodeRole, ShortNameRole };

    explicit BreakdownModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static Column columnOf(Part c);
    // The exact bytes of one cell (Free: usable minus used, may be negative).
    qint64 signedBytes(int row, Column column) const;

public Q_SLOTS:
    void setEstimate(const kv::Estimate& estimate);
    void retranslate();

private:
    QString deviceName(int row) const;
    QVariant display(int row, int column) const;

    struct Row
    {
        std::string name; // the core's device name ("GPU 0"); empty for the whole model
        kv::DeviceKind kind = kv::DeviceKind::Gpu;
        kv::MemoryParts memory;
        uint64_t usable = 0;
        uint32_t layers = 0;
        uint32_t node = 0;
        uint64_t mayGrow = 0;
    };
    std::vector<Row> m_rows;
    bool m_hasHardware = false;
};

} // namespace kvgui
