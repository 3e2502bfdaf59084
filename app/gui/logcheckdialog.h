#pragma once
// File → Check Against a Log…: a runtime's start-up log beside kvplanner's prediction, line by line
// (kv::checkLog), with the reason wherever they differ. From there the user can plan the logged run
// ("Plan This Run") or keep what the log measured for this machine ("Use Measurements for This
// Machine": the compute buffers and vLLM figures, applied to the current plan and saved as a profile).

#include <QAbstractTableModel>
#include <QDialog>

#include "logcheck.h"

class QLabel;
class QPushButton;

namespace kvgui {

class PlannerDocument;

// One row per compared line: item, runtime logged, kvplanner, difference, why.
class CheckLineModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit CheckLineModel(QObject* parent = nullptr);
    void setLines(std::vector<kv::CheckLine> lines);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<kv::CheckLine> m_lines;
};

class LogCheckDialog : public QDialog
{
    Q_OBJECT

public:
    // Reads and checks `logPath`; problems (not a log, no allocations) show in the dialog itself.
    LogCheckDialog(PlannerDocument* document, const QString& logPath, QWidget* parent = nullptr);

    const kv::LogCheck& check() const { return m_check; }
    CheckLineModel* model() const { return m_model; }
    // What the rebuilt run assumed or inferred (the devices, the offload, the weights), one line each; "" when nothing.
    QString assumptionsText() const;
    void planThisRun();
    void useMeasurements();

private:
    QString summaryText() const;
    QString prefillSummary() const;
    QString floorSummary() const; // vLLM / SGLang interval averages: a floor, never kept

    PlannerDocument* m_document;
    QString m_path;
    kv::LogCheck m_check;
    CheckLineModel* m_model;
    QPushButton* m_plan = nullptr;
    QPushButton* m_calibrate = nullptr;
};

} // namespace kvgui
