#include "breakdownmodel.h"

#include "palette.h"

#include "format.h"
#include "wording.h"

#include <QColor>
#include <QFont>

namespace kvgui {

BreakdownModel::BreakdownModel(QObject* parent) : QAbstractTableModel(parent)
{
}

int BreakdownModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int BreakdownModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

BreakdownModel::Column BreakdownModel::columnOf(Component c)
{
    switch (c) {
    case Component::Weights:
        return WeightsColumn;
    case Component::Kv:
        return KvColumn;
    case Component::Recurrent:
        return RecurrentColumn;
    case Component::Compute:
        return ComputeColumn;
    }
    return WeightsColumn;
}

void BreakdownModel::setEstimate(const kv::Estimate& e)
{
    std::vector<kv::DeviceUse> rows = e.devices;
    m_hasHardware = !rows.empty();
    if (rows.empty() && e.totalBytes > 0) {
        kv::DeviceUse whole;
        whole.weightsBytes = e.weightsBytes;
        whole.kvBytes = e.kvBytes;
        whole.recurrentBytes = e.recurrentBytes;
        whole.computeBytes = e.computeBytes;
        whole.otherBytes = e.overheadBytes;
        whole.usedBytes = e.totalBytes;
        rows.push_back(whole);
    }
    if (rows.size() == m_rows.size()) {
        m_rows = std::move(rows);
        if (!m_rows.empty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

void BreakdownModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

qint64 BreakdownModel::signedBytes(int row, Column column) const
{
    const kv::DeviceUse& d = m_rows[static_cast<size_t>(row)];
    switch (column) {
    case WeightsColumn:
        return static_cast<qint64>(bytesOf(Component::Weights, d));
    case KvColumn:
        return static_cast<qint64>(bytesOf(Component::Kv, d));
    case RecurrentColumn:
        return static_cast<qint64>(bytesOf(Component::Recurrent, d));
    case ComputeColumn:
        return static_cast<qint64>(bytesOf(Component::Compute, d));
    case UsedColumn:
        return static_cast<qint64>(d.usedBytes);
    case UsableColumn:
        return static_cast<qint64>(d.usableBytes);
    case FreeColumn:
        return static_cast<qint64>(d.usableBytes) - static_cast<qint64>(d.usedBytes);
    case LayersColumn:
        return d.layers;
    default:
        return 0;
    }
}

QString BreakdownModel::deviceName(int row) const
{
    if (!m_hasHardware)
        return tr("Whole model");
    return kvapp::deviceText(m_rows[static_cast<size_t>(row)].name);
}

QVariant BreakdownModel::display(int row, int column) const
{
    if (column == DeviceColumn)
        return deviceName(row);
    if (!m_hasHardware && column >= UsableColumn)
        return tr("–");
    const qint64 v = signedBytes(row, static_cast<Column>(column));
    if (column == LayersColumn)
        return kvapp::formatCount(static_cast<uint64_t>(v));
    if (column == FreeColumn && v < 0)
        //: a device is over its capacity by %1 (e.g. 2.1 GiB)
        return tr("%1 over").arg(kvapp::formatBytes(static_cast<uint64_t>(-v)));
    return kvapp::formatBytes(static_cast<uint64_t>(v));
}

QVariant BreakdownModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row(), column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case BytesRole:
        if (column == DeviceColumn)
            return {};
        if (column == FreeColumn)
            return signedBytes(row, FreeColumn);
        return static_cast<qulonglong>(signedBytes(row, static_cast<Column>(column)));
    case KindRole:
        return QString::fromStdString(m_rows[static_cast<size_t>(row)].kind);
    case Qt::ToolTipRole:
        if (column == DeviceColumn || column == LayersColumn)
            return {};
        //: exact byte count, e.g. "8,589,934,592 bytes"
        return tr("%1 bytes").arg(QLocale().toString(signedBytes(row, static_cast<Column>(column))));
    case Qt::TextAlignmentRole:
        return column == DeviceColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (column == FreeColumn && signedBytes(row, FreeColumn) < 0) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

QVariant BreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool component = section >= WeightsColumn && section <= ComputeColumn;
    const auto c = static_cast<Component>(section - WeightsColumn);
    if (role == Qt::DecorationRole && component)
        return componentColor(c);
    if (role == Qt::ToolTipRole && component)
        return componentHint(c);
    if (role != Qt::DisplayRole)
        return {};
    if (component)
        return componentName(c);
    switch (section) {
    case DeviceColumn:
        return tr("Device");
    case UsedColumn:
        return tr("Used");
    case UsableColumn:
        return tr("Usable");
    case FreeColumn:
        return tr("Free");
    case LayersColumn:
        return tr("Layers");
    default:
        return {};
    }
}

} // namespace kvgui
