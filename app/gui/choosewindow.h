#pragma once
// The Choose window (View → Choose…): three tabs over the current plan.
//  - Models that fit: every model preset x weight scheme on the current machine and question
//    (kv::fitTable), sortable, searchable (Ctrl+F), filtered to what fits or runs; double-click (or
//    Enter) plans that model and scheme.
//  - Machines: the current plan on every hardware preset with 1-4 GPUs (kv::machineRanking), best
//    first; double-click plans that machine.
//  - Compare: the pinned plans in columns, the rows that differ in bold, their device bars side by side.
// The tables are computed off the GUI thread and replaced when done, so the window stays responsive.

#include "choosemodels.h"
#include "moneysettings.h"

#include <QPointer>
#include <QThread>
#include <QWidget>

#include <exception>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableView;
class QTableWidget;
class QTimer;

namespace kvgui {

class PlannerDocument;
class PinBars;

class ChooseWindow : public QWidget
{
    Q_OBJECT

public:
    enum Tab { ModelsTab, MachinesTab, CompareTab };
    explicit ChooseWindow(PlannerDocument* document, QWidget* parent = nullptr);
    ~ChooseWindow() override;

    void showTab(Tab tab);
    FitTableModel* fitModel() const { return m_fit; }
    MachineTableModel* machineModel() const { return m_machines; }
    QTableView* fitView() const { return m_fitView; }
    QTableView* machineView() const { return m_machineView; }
    QTableWidget* compareTable() const { return m_compare; }
    QLineEdit* search() const { return m_search; }
    ChooseFilter* fitFilter() const { return m_fitFilter; }
    QLabel* machineAnswer() const { return m_machineAnswer; }
    QComboBox* currencyBox() const { return m_currency; }
    QDoubleSpinBox* budgetBox() const { return m_budget; }
    QDoubleSpinBox* minSpeedBox() const { return m_minSpeed; }
    QDoubleSpinBox* hoursBox() const { return m_hours; }
    QDoubleSpinBox* kwhBox() const { return m_kwh; }
    // The display currency: the user's choice, else the interface language's (kvapp::defaultCurrency).
    QString currency() const;
    // The user's own prices (Settings kUserPrices); a damaged entry in the settings is dropped.
    std::vector<kv::UserPrice> userPrices() const;
    void setUserPrice(const QString& hardware, double amount, const QString& currency); // amount 0: forget it
    // Computes both tables now, on this thread (tests, screenshots).
    void refreshNow();
    bool isComputing() const { return m_running > 0; }

Q_SIGNALS:
    void tablesUpdated();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    QWidget* buildModelsTab();
    QWidget* buildMachinesTab();
    QWidget* buildCompareTab();
    void scheduleRefresh();
    void startRefresh();
    // `failure`: why the tables are empty (the core refused the plan), or null.
    void showTables(std::vector<kv::FitRow> fit, std::vector<kv::MachineRow> machines, std::exception_ptr failure);
    void showCompare();
    void showMachines(); // the ranking priced, filtered and ordered as the money controls say
    void retranslateUi();
    void openFitRow(const QModelIndex& proxyIndex);
    void openMachineRow(const QModelIndex& proxyIndex);

    PlannerDocument* m_document;
    QTabWidget* m_tabs;
    FitTableModel* m_fit;
    MachineTableModel* m_machines;
    ChooseFilter* m_fitFilter;
    ChooseFilter* m_machineFilter;
    QTableView* m_fitView = nullptr;
    QTableView* m_machineView = nullptr;
    QLineEdit* m_search = nullptr;
    QComboBox* m_fitShow = nullptr;
    QComboBox* m_machineShow = nullptr;
    QLabel* m_fitCaption = nullptr;
    QLabel* m_machineCaption = nullptr;
    QLabel* m_machineAnswer = nullptr;
    QLabel* m_moneyNote = nullptr;
    QLabel* m_currencyLabel = nullptr;
    QLabel* m_budgetLabel = nullptr;
    QLabel* m_minSpeedLabel = nullptr;
    QLabel* m_hoursLabel = nullptr;
    QLabel* m_kwhLabel = nullptr;
    QComboBox* m_currency = nullptr;
    QDoubleSpinBox* m_budget = nullptr;
    QDoubleSpinBox* m_minSpeed = nullptr;
    QDoubleSpinBox* m_hours = nullptr;
    QDoubleSpinBox* m_kwh = nullptr;
    std::vector<kv::MachineRow> m_ranking; // machineRanking's rows, at list prices
    QTableWidget* m_compare = nullptr;
    QLabel* m_compareEmpty = nullptr;
    QPushButton* m_pin = nullptr;
    QPushButton* m_unpin = nullptr;
    QPushButton* m_openPin = nullptr;
    PinBars* m_bars = nullptr;
    QTimer* m_timer;
    std::vector<QPointer<QThread>> m_threads; // waited for on destruction
    quint64 m_generation = 0;
    int m_running = 0;
    std::exception_ptr m_tablesFailure; // why the last tables are empty (the core refused the plan), or null
};

} // namespace kvgui
