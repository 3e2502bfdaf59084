#pragma once
// The two tables of choosing, as item models: every model preset x scheme for the current machine
// (FitTableModel, rows of kv::fitTable) and every machine for the current plan (MachineTableModel, rows
// of kv::machineRanking). DisplayRole is worded, SortRole the raw number (so sorting is numeric),
// ToolTipRole the exact bytes; the verdict column carries the verdict's colour as a decoration.
//   model.data(model.index(r, FitTableModel::TotalColumn), SortRole) == rows[r].totalBytes

#include "choose.h"
#include "energy.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <vector>

namespace kvgui {

inline constexpr int SortRole = Qt::UserRole + 1;

class FitTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        ModelColumn,
        WeightsColumn,
        VerdictColumn,
        TotalColumn,
        ContextColumn,
        OffloadContextColumn,
        UsersColumn,
        SpeedColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setRows(std::vector<kv::FitRow> rows, std::vector<QString> modelNames);
    const kv::FitRow& row(int r) const { return m_rows[static_cast<size_t>(r)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void retranslate();

private:
    std::vector<kv::FitRow> m_rows;
    std::vector<QString> m_names; // the model's display name per row
};

class MachineTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        HardwareColumn,
        GpusColumn,
        VerdictColumn,
        HeadroomColumn,
        ContextColumn,
        UsersColumn,
        SpeedColumn,
        PriceColumn,         // in the rows' currency (priceRows); editable: the user's own price for the row
        PricePerSpeedColumn, // price / speed bound
        PowerColumn,         // board power (the cards', or the system's maximum)
        CostColumn,          // running cost per month, an upper bound (kv::energyBound)
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    // rows already priced (kv::priceRows) and ordered (kv::chooseMachines); `use` and `users` give the
    // running cost.
    void setRows(std::vector<kv::MachineRow> rows, kv::EnergyUse use = {}, uint32_t users = 1);
    const kv::MachineRow& row(int r) const { return m_rows[static_cast<size_t>(r)]; }
    kv::EnergyBound energy(int r) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    // The price cell: a number in the rows' currency for the whole row (all its cards); empty: the list price.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    void retranslate();

Q_SIGNALS:
    // The user typed a price for a row: per card (the row's price / its GPUs) in `currency`; amount 0: back to
    // the list price.
    void priceEdited(const QString& hardware, double amountPerCard, const QString& currency);

private:
    std::vector<kv::MachineRow> m_rows;
    kv::EnergyUse m_use;
    uint32_t m_users = 1;
};

// Filters either table: the search text matches the model or machine column; "only what fits" keeps
// rows whose verdict is Fits (or, with spills allowed, Spills too).
class ChooseFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum class Show : uint8_t { All, Runs, Fits };
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setShow(Show show);
    void setSearch(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    Show m_show = Show::All;
    QString m_search;
};

} // namespace kvgui
