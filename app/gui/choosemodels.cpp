#include "choosemodels.h"

#include "palette.h"

#include "choosewording.h"
#include "components.h"
#include "format.h"
#include "modelsearch.h"

#include <QLocale>

#include <algorithm>

namespace kvgui {

namespace {

QVariant verdictColorOf(kv::Verdict v, bool refused)
{
    if (refused || v == kv::Verdict::DoesNotFit)
        return verdictColor(VerdictTone::Bad);
    if (v == kv::Verdict::Spills)
        return verdictColor(VerdictTone::Warn);
    if (v == kv::Verdict::Fits)
        return verdictColor(VerdictTone::Good);
    return {};
}

QString countOrDash(uint64_t n)
{
    return n > 0 ? kvapp::formatCount(n) : QStringLiteral("–");
}

QString speedOrDash(double tps, kv::Verdict v)
{
    return tps > 0 && v != kv::Verdict::DoesNotFit ? speedText(tps) : QStringLiteral("–");
}

// Sorting: verdicts fits < spills < does not fit < refused; within a verdict, the table's own order.
constexpr int kRankStep = 1 << 20;
int verdictRank(kv::Verdict v, bool refused)
{
    return refused ? 3 : v == kv::Verdict::Fits ? 0 : v == kv::Verdict::Spills ? 1 : 2;
}

QVariant alignment(int column, int textColumns)
{
    return column < textColumns ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                : QVariant(Qt::AlignRight | Qt::AlignVCenter);
}

} // namespace

// --- models x schemes ------------------------------------------------------------------------------

void FitTableModel::setRows(std::vector<kv::FitRow> rows, std::vector<QString> names)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_names = std::move(names);
    endResetModel();
}

int FitTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int FitTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FitTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const kv::FitRow& r = m_rows[static_cast<size_t>(index.row())];
    const bool refused = r.refusal.has_value();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ModelColumn: return m_names[static_cast<size_t>(index.row())];
        case WeightsColumn:
            return r.best ? tr("%1 ★").arg(QString::fromStdString(r.weights)) : QString::fromStdString(r.weights);
        case VerdictColumn: return kvapp::rowVerdictText(r.verdict, r.layersInRam, refused);
        case TotalColumn: return refused ? QStringLiteral("–") : kvapp::formatBytes(r.totalBytes);
        case ContextColumn: return countOrDash(r.limits.maxContextPerUser);
        case OffloadContextColumn: return countOrDash(r.limits.maxContextPerUserOffloaded);
        case UsersColumn: return countOrDash(r.limits.maxUsers);
        case SpeedColumn: return speedOrDash(r.tokensPerSecond, r.verdict);
        default: return {};
        }
    case SortRole:
        switch (index.column()) {
        case ModelColumn: return m_names[static_cast<size_t>(index.row())];
        case WeightsColumn: return r.bodyBits;
        case VerdictColumn: return verdictRank(r.verdict, refused) * kRankStep + index.row();
        case TotalColumn: return static_cast<qulonglong>(r.totalBytes);
        case ContextColumn: return static_cast<qulonglong>(r.limits.maxContextPerUser);
        case OffloadContextColumn: return static_cast<qulonglong>(r.limits.maxContextPerUserOffloaded);
        case UsersColumn: return r.limits.maxUsers;
        case SpeedColumn: return r.verdict == kv::Verdict::DoesNotFit ? 0.0 : r.tokensPerSecond;
        default: return {};
        }
    case Qt::DecorationRole: return index.column() == VerdictColumn ? verdictColorOf(r.verdict, refused) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == TotalColumn && !refused)
            return tr("%1 bytes").arg(QLocale().toString(static_cast<qulonglong>(r.totalBytes)));
        if (index.column() == WeightsColumn && r.best)
            return tr("The highest-precision scheme of this model that fits without spilling.");
        return {};
    case Qt::TextAlignmentRole: return alignment(index.column(), VerdictColumn + 1);
    default: return {};
    }
}

QVariant FitTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ModelColumn: return tr("Model");
    case WeightsColumn: return tr("Weights");
    case VerdictColumn: return tr("Verdict");
    case TotalColumn: return tr("Total");
    case ContextColumn: return tr("Context on GPU");
    case OffloadContextColumn: return tr("With offload");
    case UsersColumn: return tr("Users");
    case SpeedColumn: return tr("Speed bound");
    default: return {};
    }
}

void FitTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

// --- machines --------------------------------------------------------------------------------------

void MachineTableModel::setRows(std::vector<kv::MachineRow> rows, kv::EnergyUse use, uint32_t users)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_use = std::move(use);
    m_users = users;
    endResetModel();
}

kv::EnergyBound MachineTableModel::energy(int r) const
{
    return kvapp::rowEnergy(m_rows[static_cast<size_t>(r)], m_users, m_use);
}

Qt::ItemFlags MachineTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == PriceColumn && !m_rows[size_t(index.row())].hardware.empty() &&
        m_rows[size_t(index.row())].hardware != "this-machine")
        f |= Qt::ItemIsEditable;
    return f;
}

bool MachineTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() != PriceColumn)
        return false;
    const kv::MachineRow& r = m_rows[static_cast<size_t>(index.row())];
    const QString text = value.toString().trimmed();
    double amount = 0;
    if (!text.isEmpty()) {
        bool ok = false;
        amount = QLocale().toDouble(text, &ok);
        if (!ok)
            amount = QLocale::c().toDouble(text, &ok);
        if (!ok || !(amount > 0))
            return false;
    }
    Q_EMIT priceEdited(QString::fromStdString(r.hardware), amount / std::max<uint32_t>(1, r.gpus),
                       QString::fromStdString(m_use.currency));
    return true;
}

int MachineTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int MachineTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MachineTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const kv::MachineRow& r = m_rows[static_cast<size_t>(index.row())];
    const bool refused = r.refusal.has_value();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case HardwareColumn: return QString::fromStdString(r.name);
        case GpusColumn: return kvapp::formatCount(r.gpus);
        case VerdictColumn: return kvapp::rowVerdictText(r.verdict, r.layersInRam, refused);
        case HeadroomColumn:
            if (refused)
                return QStringLiteral("–");
            //: a plan over the tightest device's memory by %1
            return r.headroomBytes < 0 ? tr("%1 over").arg(kvapp::formatBytes(uint64_t(-r.headroomBytes)))
                                       : kvapp::formatBytes(uint64_t(r.headroomBytes));
        case ContextColumn: return countOrDash(r.limits.maxContextPerUser);
        case UsersColumn: return countOrDash(r.limits.maxUsers);
        case SpeedColumn: return speedOrDash(r.tokensPerSecond, r.verdict);
        case PriceColumn: return kvapp::rowPriceText(r) + (r.ownPrice ? QStringLiteral(" *") : QString());
        case PricePerSpeedColumn:
            return r.pricePerTokenPerSecond
                       ? kvapp::formatPrice(*r.pricePerTokenPerSecond, QString::fromStdString(r.currency))
                       : QStringLiteral("–");
        case PowerColumn: return r.powerW ? kvapp::formatWatts(*r.powerW) : QStringLiteral("–");
        case CostColumn: {
            const kv::EnergyBound e = energy(index.row());
            return e.costPerMonth ? kvapp::formatPrice(*e.costPerMonth, QString::fromStdString(m_use.currency))
                                  : QStringLiteral("–");
        }
        default: return {};
        }
    case Qt::EditRole:
        if (index.column() == PriceColumn && r.price)
            return QLocale().toString(*r.price, 'f', r.currency == "JPY" || *r.price >= 1000 ? 0 : 2);
        return {};
    case SortRole:
        switch (index.column()) {
        case HardwareColumn: return QString::fromStdString(r.name);
        case GpusColumn: return r.gpus;
        case VerdictColumn: return verdictRank(r.verdict, refused) * kRankStep + index.row(); // the ranking's order
        case HeadroomColumn: return static_cast<qlonglong>(r.headroomBytes);
        case ContextColumn: return static_cast<qulonglong>(r.limits.maxContextPerUser);
        case UsersColumn: return r.limits.maxUsers;
        case SpeedColumn: return r.verdict == kv::Verdict::DoesNotFit ? 0.0 : r.tokensPerSecond;
        // Unknown prices sort after every known one.
        case PriceColumn: return r.price ? *r.price : 1e300;
        case PricePerSpeedColumn: return r.pricePerTokenPerSecond ? *r.pricePerTokenPerSecond : 1e300;
        case PowerColumn: return r.powerW ? *r.powerW : 1e300;
        case CostColumn: {
            const kv::EnergyBound e = energy(index.row());
            return e.costPerMonth ? *e.costPerMonth : 1e300;
        }
        default: return {};
        }
    case Qt::DecorationRole: return index.column() == VerdictColumn ? verdictColorOf(r.verdict, refused) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == HardwareColumn)
            return QString::fromStdString(r.hardware);
        if (index.column() == PriceColumn) {
            QString tip = r.ownPrice ? tr("Your price: %1").arg(QString::fromStdString(r.priceSource))
                                     : tr("List price: %1").arg(QString::fromStdString(r.priceSource));
            if (r.price && r.priceCurrency != r.currency)
                //: %1 the currency a price was given in (USD), %2 the rates' date
                tip += QLatin1Char('\n') + tr("Converted from %1 at the rate of %2.")
                                               .arg(QString::fromStdString(r.priceCurrency),
                                                    QString::fromStdString(kvapp::moneyTable().date));
            return tip + QLatin1Char('\n') +
                   tr("Double-click to type your own price for this row (empty: back to the list price).");
        }
        if (index.column() == CostColumn)
            return kvapp::energyNote(m_use);
        if (index.column() == HeadroomColumn)
            return tr("Usable minus used on the tightest device.");
        return {};
    case Qt::TextAlignmentRole: return alignment(index.column(), 1);
    default: return {};
    }
}

QVariant MachineTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case HardwareColumn: return tr("Machine");
    case GpusColumn: return tr("GPUs");
    case VerdictColumn: return tr("Verdict");
    case HeadroomColumn: return tr("Headroom");
    case ContextColumn: return tr("Context on GPU");
    case UsersColumn: return tr("Users");
    case SpeedColumn: return tr("Speed bound");
    case PriceColumn: return tr("Price");
    case PricePerSpeedColumn: return tr("Per token/s");
    case PowerColumn: return tr("Power");
    case CostColumn: return tr("Per month, at most");
    default: return {};
    }
}

void MachineTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

// --- filter ----------------------------------------------------------------------------------------

void ChooseFilter::setShow(Show show)
{
    m_show = show;
    invalidateFilter();
}

void ChooseFilter::setSearch(const QString& text)
{
    m_search = text.trimmed();
    invalidateFilter();
}

bool ChooseFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* m = sourceModel();
    if (!m_search.isEmpty()) {
        const QString a = m->index(sourceRow, 0, sourceParent).data().toString();
        const QString b = m->index(sourceRow, 0, sourceParent).data(Qt::ToolTipRole).toString();
        const QString c = m->index(sourceRow, 1, sourceParent).data().toString();
        // The model (or machine) by its name or id as the picker matches them ("gemma 3 27b", "qwen3:8b");
        // the scheme (or GPU count) as typed.
        if (!kvapp::matchesModelSearch({a, b}, m_search) && !c.contains(m_search, Qt::CaseInsensitive))
            return false;
    }
    if (m_show == Show::All)
        return true;
    const int verdictColumn = 2; // both tables: model/machine, weights/GPUs, verdict
    const int rank = m->index(sourceRow, verdictColumn, sourceParent).data(SortRole).toInt() / kRankStep;
    return m_show == Show::Fits ? rank == 0 : rank <= 1;
}

} // namespace kvgui
