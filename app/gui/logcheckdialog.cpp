#include "logcheckdialog.h"

#include "atomicfile.h"
#include "calibration.h"
#include "checkformat.h"
#include "dialogprovider.h"
#include "errors.h"
#include "plannerdocument.h"
#include "promptcheck.h"
#include "wording.h"

#include <QBrush>
#include <QColor>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace kvgui {

CheckLineModel::CheckLineModel(QObject* parent) : QAbstractTableModel(parent) {}

void CheckLineModel::setLines(std::vector<kv::CheckLine> lines)
{
    beginResetModel();
    m_lines = std::move(lines);
    endResetModel();
}

int CheckLineModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_lines.size());
}

int CheckLineModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 5;
}

QVariant CheckLineModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const kv::CheckLine& l = m_lines[static_cast<size_t>(index.row())];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case 0: return QString::fromStdString(l.item);
        case 1: return kvapp::checkLoggedText(l);
        case 2: return kvapp::checkPredictedText(l);
        case 3: return kvapp::checkDifferenceText(l);
        default: return kvapp::checkWhyText(l);
        }
    }
    if (role == Qt::ForegroundRole && index.column() == 4 && l.match == kv::CheckMatch::Differs)
        return QBrush(QColor(0xd9, 0x8e, 0x04));
    if (role == Qt::TextAlignmentRole && index.column() >= 1 && index.column() <= 3)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant CheckLineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case 0: return tr("Item");
    case 1: return tr("Runtime logged");
    case 2: return tr("kvplanner");
    case 3: return tr("Difference");
    default: return tr("Why");
    }
}

LogCheckDialog::LogCheckDialog(PlannerDocument* document, const QString& logPath, QWidget* parent)
    : QDialog(parent), m_document(document), m_path(logPath), m_model(new CheckLineModel(this))
{
    setWindowTitle(tr("Check Against a Log — %1").arg(QFileInfo(logPath).fileName()));
    try {
        // The printed prompt speeds are set beside the bound of the machine the window plans for: the log's own
        // devices carry no peak figures.
        const kv::Hardware& machine = document->scenario().hardware;
        m_check = kv::checkLog(kv::readTextFile(logPath.toStdString(), 64ull << 20), document->catalog(),
                               machine.devices.empty() ? std::nullopt : std::optional<kv::Hardware>(machine));
    } catch (const kv::InputError& e) {
        m_check.problem = e.code();
        m_check.problemSubject = e.subject();
    }
    m_model->setLines(m_check.lines);
    auto* layout = new QVBoxLayout(this);
    auto* summary = new QLabel(summaryText(), this);
    summary->setWordWrap(true);
    summary->setTextFormat(Qt::PlainText);
    layout->addWidget(summary);
    if (const QString assumed = assumptionsText(); !assumed.isEmpty()) {
        auto* assumptions = new QLabel(assumed, this);
        assumptions->setObjectName(QStringLiteral("assumptions"));
        assumptions->setWordWrap(true);
        assumptions->setTextFormat(Qt::PlainText);
        layout->addWidget(assumptions);
    }
    auto* table = new QTableView(this);
    table->setModel(m_model);
    table->setAccessibleName(tr("Compared lines"));
    table->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    table->verticalHeader()->hide();
    table->setWordWrap(false);
    table->resizeColumnsToContents();
    layout->addWidget(table, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_plan = buttons->addButton(tr("Plan This Run"), QDialogButtonBox::ActionRole);
    m_plan->setToolTip(tr("Replace the current plan with the run this log describes."));
    m_calibrate = buttons->addButton(tr("Use Measurements for This Machine"), QDialogButtonBox::ActionRole);
    m_calibrate->setToolTip(tr("Keep what the log measured (compute buffers, vLLM figures, the prompt speed "
                               "against the bound): apply it to the current plan and save it as a machine profile."));
    const bool usable = m_check.problem.empty() && m_check.rebuilt.has_value();
    m_plan->setEnabled(usable);
    m_calibrate->setEnabled(usable && !kv::calibrationFromCheck(m_check).empty());
    connect(m_plan, &QPushButton::clicked, this, &LogCheckDialog::planThisRun);
    connect(m_calibrate, &QPushButton::clicked, this, &LogCheckDialog::useMeasurements);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(980, 560);
}

QString LogCheckDialog::summaryText() const
{
    if (m_check.problem == "log-model-unknown" && !m_check.lines.empty())
        //: %1 why kvplanner cannot tell the model; the table then lists the runtime's own figures
        return tr("The model is not known: %1. Below is what the runtime reported, without kvplanner's figures; "
                  "open the model that ran and plan it to compare.")
            .arg(kvapp::describeError(kv::InputError(m_check.problem, m_check.problemSubject)));
    if (!m_check.problem.empty()) {
        QString what = kvapp::describeLogProblem(m_check.problem);
        if (!m_check.problemSubject.empty())
            what += QStringLiteral(" (%1)").arg(QString::fromStdString(m_check.problemSubject));
        return tr("This file cannot be checked: %1. Lines read: %2, recognised: %3.")
            .arg(what)
            .arg(m_check.log.lines)
            .arg(m_check.log.recognised);
    }
    const kv::CheckSummary s = kv::summarize(m_check.lines);
    const QString model = m_check.rebuilt ? QString::fromStdString(m_check.rebuilt->scenario.model.name) : QString();
    //: %1 runtime (llama.cpp, ollama, vllm), %2 model name, then counts of compared lines
    return tr("%1 log of %2. %3 of %4 lines match to the printed digit, %5 within the log's rounding, %6 differ "
              "(the reason is in the last column).")
               .arg(QString::fromStdString(std::string(kv::dialectId(m_check.log.dialect))), model)
               .arg(s.exact)
               .arg(m_check.lines.size())
               .arg(s.withinRounding)
               .arg(s.differs) +
           prefillSummary();
}

QString LogCheckDialog::prefillSummary() const
{
    if (m_check.log.prompts.empty())
        return floorSummary();
    if (const std::optional<double> eff = kv::prefillEfficiency(m_check.lines))
        //: %1 the longest logged prompt's speed over the prefill bound of the planned machine, e.g. "20.6"
        return QLatin1Char(' ') +
               tr("The run read its longest prompt at %1 % of the most the planned machine "
                  "allows; Use Measurements keeps this for the first-token estimate.")
                   .arg(QLocale().toString(*eff * 100.0, 'f', 1)) +
               floorSummary();
    return QLatin1Char(' ') +
           tr("The log prints prompt speeds; pick the machine that ran it in the plan (with its "
              "peak compute) to compare them with the bound.") +
           floorSummary();
}

QString LogCheckDialog::floorSummary() const
{
    const std::optional<kv::LogThroughput>& t = m_check.log.promptThroughput;
    if (!t)
        return {};
    //: %1 the busiest logging interval's prompt throughput, e.g. "3276.8"; %2 the runtime, "vllm" or "sglang"
    return QLatin1Char(' ') +
           tr("%2 prints prompt throughput averaged over each logging interval: the run read "
              "prompts at least %1 tokens/s, a floor rather than a speed, so Use Measurements "
              "does not keep it.")
               .arg(QString::fromStdString(t->tokensPerSecond.text), QString::fromStdString(t->source));
}

QString LogCheckDialog::assumptionsText() const
{
    if (!m_check.rebuilt || m_check.rebuilt->assumptions.empty())
        return {};
    //: heading of the list of what the rebuilt run assumed or inferred from the log (devices, weights, defaults)
    QString t = tr("What kvplanner read into the log:");
    for (const kv::Warning& a : m_check.rebuilt->assumptions)
        t += QStringLiteral("\n• ") + kvapp::describeLogAssumption(a);
    return t;
}

void LogCheckDialog::planThisRun()
{
    if (!m_check.rebuilt)
        return;
    m_document->setScenario(m_check.rebuilt->scenario, tr("Plan From Log"));
    accept();
}

void LogCheckDialog::useMeasurements()
{
    kv::MachineProfile profile = kv::calibrationFromCheck(m_check);
    if (profile.empty())
        return;
    kv::Scenario s = m_document->scenario();
    kv::applyProfile(profile, s);
    m_document->setScenario(s, tr("Use Measured Buffers"));
    const QString path = DialogProvider::saveFileName(this, tr("Save Machine Profile"),
                                                      QFileInfo(m_path).completeBaseName() + QStringLiteral(".json"),
                                                      tr("Machine profiles (*.json)"));
    if (path.isEmpty())
        return;
    profile.name = QFileInfo(path).completeBaseName().toStdString();
    try {
        kvapp::saveBytes(path, QByteArray::fromStdString(kv::profileToJson(profile).dump(2) + "\n"));
    } catch (...) {
        DialogProvider::showCurrentFailure(this, tr("Save Machine Profile"));
    }
}

} // namespace kvgui
