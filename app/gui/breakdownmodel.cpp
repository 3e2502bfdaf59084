#include "breakdownmodel.h"

#include "palette.h"

#include "format.h"
#include "wording.h"

#include <QColor>
#include <QFont>

namespace kvgui {

BreakdownModel::BreakdownModel(QObject* parent) : QAbstractTableModel(parent) {}

int BreakdownModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int BreakdownModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

BreakdownModel::Column BreakdownModel::columnOf(Part c)
{
    // The part columns follow kvapp::kParts' order.
    return static_cast<Column>(WeightsColumn + static_cast<int>(c));
}

void BreakdownModel::setEstimate(const kv::Estimate& e)
{
    std::vector<Row> rows;
    for (const kv::DeviceUse& d : e.devices)
        rows.push_back({d.name, d.kind, d.memory, d.usableBytes, d.layers, d.node, d.mayGrowBytes});
    m_hasHardware = !rows.empty();
    if (rows.empty() && e.memory.total() > 0)
        rows.push_back({{}, kv::DeviceKind::Gpu, e.memory, 0, 0, 0, 0}); // the whole model, no machine
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
    const Row& d = m_rows[static_cast<size_t>(row)];
    const auto used = static_cast<qint64>(d.memory.total());
    switch (column) {
    case WeightsColumn:
    case KvColumn:
    case RecurrentColumn:
    case ComputeColumn: return static_cast<qint64>(partBytes(static_cast<Part>(column - WeightsColumn), d.memory));
    case UsedColumn: return used;
    case UsableColumn: return static_cast<qint64>(d.usable);
    case FreeColumn: return static_cast<qint64>(d.usable) - used;
    case LayersColumn: return d.layers;
    case MayGrowColumn: return static_cast<qint64>(d.mayGrow);
    default: return 0;
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
    if (column == MayGrowColumn && m_rows[static_cast<size_t>(row)].mayGrow == 0)
        return QString();
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
    case Qt::DisplayRole: return display(row, column);
    case BytesRole:
        if (column == DeviceColumn)
            return {};
        if (column == FreeColumn)
            return signedBytes(row, FreeColumn);
        return static_cast<qulonglong>(signedBytes(row, static_cast<Column>(column)));
    case KindRole: return QString::fromLatin1(kv::deviceKindId(m_rows[static_cast<size_t>(row)].kind).data());
    case NodeRole: return m_rows[static_cast<size_t>(row)].node;
    case ShortNameRole:
        return m_hasHardware ? kvapp::deviceTextWithoutNode(m_rows[static_cast<size_t>(row)].name) : deviceName(row);
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
    default: return {};
    }
}

QVariant BreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool component = section >= WeightsColumn && section <= ComputeColumn;
    const auto c = static_cast<Part>(section - WeightsColumn);
    if (role == Qt::DecorationRole && component)
        return partColor(c);
    if (role == Qt::ToolTipRole && component)
        return partHint(c);
    if (role == Qt::ToolTipRole && section == MayGrowColumn)
        return kvapp::growthHint();
    if (role != Qt::DisplayRole)
        return {};
    if (component)
        return partName(c);
    switch (section) {
    case DeviceColumn: return tr("Device");
    case UsedColumn: return tr("Used");
    case UsableColumn: return tr("Usable");
    case FreeColumn: return tr("Free");
    case LayersColumn: return tr("Layers");
    case MayGrowColumn: return kvapp::growthName();
    default: return {};
    }
}

} // namespace kvgui
