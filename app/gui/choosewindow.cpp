#include "choosewindow.h"

#include "plannerdocument.h"

#include "apperror.h"

#include "choosewording.h"
#include "comparerows.h"
#include "errors.h"
#include "money.h"
#include "reportcharts.h"
#include "reportstyle.h"
#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QPointer>
#include <QPushButton>
#include <QShortcut>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <memory>

namespace kvgui {

// The pinned plans' device bars side by side under one legend, drawn by the report's renderer.
class PinBars : public QWidget
{
public:
    explicit PinBars(PlannerDocument* document, QWidget* parent = nullptr) : QWidget(parent), m_document(document)
    {
        setMinimumHeight(160);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        const auto& pins = m_document->pinEstimates();
        if (pins.empty())
            return;
        // The report lays text out against a 72 dpi reference (a point is one unit). Painted straight onto the
        // widget, whose fonts are larger per unit, labels outgrew the room measured for them and were cut; drawn
        // into an image of the reference's resolution they keep the report's proportions, at a scale fit for the
        // screen.
        constexpr double kScreenScale = 1.3; // about a point on screen (96 / 72) per report unit
        constexpr double kMinWidth = 280;    // chart units a plan's bars need: labels, bar and its caption
        constexpr double kTitle = 22, kMargin = 8;
        const QString lang = QLocale().name().left(2);
        const double n = static_cast<double>(pins.size());
        double tallest = 1;
        bool recurrent = false, growth = false;
        for (const kvapp::PinnedPlan& pin : pins) {
            tallest = std::max(tallest, kvreport::deviceBarsHeight(pin.estimate, kvreport::Legend::Omitted));
            recurrent = recurrent || pin.estimate.memory.recurrent > 0;
            growth = growth || kvreport::anyGrowth(pin.estimate);
        }
        const double legendRow = 18 + 6;
        const double k = std::max(0.1, std::min({kScreenScale, (width() / n - 2 * kMargin) / kMinWidth,
                                                 (height() - kMargin) / (kMargin + legendRow + kTitle + tallest)}));
        const qreal dpr = devicePixelRatioF();
        QImage image((QSizeF(size()) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDotsPerMeterX(2835); // 72 dpi, as kvreport's reference device
        image.setDotsPerMeterY(2835);
        image.fill(Qt::white); // the report's ink is meant for paper
        {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            p.scale(dpr * k, dpr * k);
            const double colW = width() / k / n;
            kvreport::drawPartsLegend(p, QPointF(kMargin, kMargin / 2), recurrent, growth, lang);
            const double top = kMargin / 2 + legendRow;
            for (size_t i = 0; i < pins.size(); ++i) {
                const kv::Estimate& e = pins[i].estimate;
                const double left = colW * static_cast<double>(i) + kMargin;
                p.setPen(kvreport::kInk);
                p.setFont(kvreport::reportFont(kvreport::FontRole::Bold, lang));
                p.drawText(QRectF(left, top, colW - 2 * kMargin, kTitle - 4), Qt::AlignLeft | Qt::AlignVCenter,
                           ChooseWindow::tr("Plan %1").arg(i + 1));
                if (!e.devices.empty())
                    kvreport::drawDeviceBars(p,
                                             QRectF(left, top + kTitle, colW - 2 * kMargin,
                                                    kvreport::deviceBarsHeight(e, kvreport::Legend::Omitted)),
                                             e, lang, kvreport::Legend::Omitted);
            }
        }
        image.setDevicePixelRatio(dpr);
        QPainter(this).drawImage(QPointF(0, 0), image);
    }

private:
    PlannerDocument* m_document;
};

namespace {

QTableView* makeTable(QAbstractItemModel* model, QWidget* parent)
{
    auto* v = new QTableView(parent);
    v->setModel(model);
    v->setSortingEnabled(true);
    v->setSelectionBehavior(QAbstractItemView::SelectRows);
    v->setSelectionMode(QAbstractItemView::SingleSelection);
    v->setEditTriggers(QAbstractItemView::NoEditTriggers);
    v->setAlternatingRowColors(true);
    v->verticalHeader()->hide();
    v->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    v->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch); // the model or machine name
    v->setWordWrap(false);
    return v;
}

// Enter opens the selected row like a double-click.
void openOnEnter(QTableView* view, QObject* context, const std::function<void(const QModelIndex&)>& open)
{
    auto* enter = new QShortcut(QKeySequence(Qt::Key_Return), view, nullptr, nullptr, Qt::WidgetShortcut);
    QObject::connect(enter, &QShortcut::activated, context, [view, open] {
        if (view->currentIndex().isValid())
            open(view->currentIndex());
    });
}

void fillShowCombo(QComboBox* c, bool runs)
{
    const int current = std::max(0, c->currentIndex());
    c->clear();
    c->addItem(ChooseWindow::tr("Everything"), int(ChooseFilter::Show::All));
    c->addItem(runs ? ChooseWindow::tr("What runs (fits or spills)") : ChooseWindow::tr("What runs"),
               int(ChooseFilter::Show::Runs));
    c->addItem(ChooseWindow::tr("Only what fits on the GPU"), int(ChooseFilter::Show::Fits));
    c->setCurrentIndex(current);
}

} // namespace

ChooseWindow::ChooseWindow(PlannerDocument* document, QWidget* parent)
    : QWidget(parent, Qt::Window), m_document(document), m_tabs(new QTabWidget(this)), m_fit(new FitTableModel(this)),
      m_machines(new MachineTableModel(this)), m_fitFilter(new ChooseFilter(this)),
      m_machineFilter(new ChooseFilter(this)), m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("chooseWindow"));
    m_fitFilter->setSourceModel(m_fit);
    m_fitFilter->setSortRole(SortRole);
    m_machineFilter->setSourceModel(m_machines);
    m_machineFilter->setSortRole(SortRole);
    auto* layout = new QVBoxLayout(this);
    m_tabs->addTab(buildModelsTab(), QString());
    m_tabs->addTab(buildMachinesTab(), QString());
    m_tabs->addTab(buildCompareTab(), QString());
    layout->addWidget(m_tabs);
    resize(1180, 660);
    m_timer->setSingleShot(true);
    m_timer->setInterval(300);
    connect(m_timer, &QTimer::timeout, this, &ChooseWindow::startRefresh);
    connect(m_document, &PlannerDocument::scenarioChanged, this, &ChooseWindow::scheduleRefresh);
    connect(m_document, &PlannerDocument::pinsChanged, this, &ChooseWindow::showCompare);
    connect(m_document, &PlannerDocument::estimateChanged, this, [this] { m_pin->setEnabled(m_document->canPin()); });
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        showTab(ModelsTab);
        m_search->setFocus();
        m_search->selectAll();
    });
    retranslateUi();
    showCompare();
}

ChooseWindow::~ChooseWindow()
{
    // A table still being computed reads the document's catalog: let it finish first.
    for (const QPointer<QThread>& thread : m_threads) {
        if (thread) {
            thread->wait();
            delete thread.data(); // its finished() would have reached this window, which is going
        }
    }
}

QWidget* ChooseWindow::buildModelsTab()
{
    auto* page = new QWidget;
    auto* v = new QVBoxLayout(page);
    m_fitCaption = new QLabel(page);
    m_fitCaption->setWordWrap(true);
    auto* bar = new QHBoxLayout;
    m_search = new QLineEdit(page);
    m_search->setClearButtonEnabled(true);
    m_fitShow = new QComboBox(page);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_fitShow);
    m_fitView = makeTable(m_fitFilter, page);
    m_fitView->sortByColumn(FitTableModel::ModelColumn, Qt::AscendingOrder); // by model, schemes in precision order
    v->addWidget(m_fitCaption);
    v->addLayout(bar);
    v->addWidget(m_fitView, 1);
    connect(m_search, &QLineEdit::textChanged, m_fitFilter, &ChooseFilter::setSearch);
    connect(m_fitShow, qOverload<int>(&QComboBox::activated), this,
            [this](int) { m_fitFilter->setShow(static_cast<ChooseFilter::Show>(m_fitShow->currentData().toInt())); });
    connect(m_fitView, &QTableView::doubleClicked, this, &ChooseWindow::openFitRow);
    openOnEnter(m_fitView, this, [this](const QModelIndex& i) { openFitRow(i); });
    return page;
}

QWidget* ChooseWindow::buildMachinesTab()
{
    auto* page = new QWidget;
    auto* v = new QVBoxLayout(page);
    m_machineCaption = new QLabel(page);
    m_machineCaption->setWordWrap(true);
    m_machineAnswer = new QLabel(page);
    m_machineAnswer->setObjectName(QStringLiteral("machineAnswer"));
    m_machineAnswer->setWordWrap(true);
    m_machineAnswer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_machineAnswer->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    m_machineAnswer->setFont(bold);
    m_machineShow = new QComboBox(page);
    m_currency = new QComboBox(page);
    for (const std::string& c : kvapp::moneyTable().currencies())
        m_currency->addItem(QString::fromStdString(c), QString::fromStdString(c));
    auto spin = [page](double max, int decimals, double step) {
        auto* b = new QDoubleSpinBox(page);
        b->setRange(0, max);
        b->setDecimals(decimals);
        b->setSingleStep(step);
        b->setKeyboardTracking(false);
        return b;
    };
    m_budget = spin(1e9, 0, 100);
    m_budget->setValue(Settings::get(settings::kBudget));
    m_minSpeed = spin(1e6, 1, 5);
    m_minSpeed->setValue(Settings::get(settings::kMinSpeed));
    m_hours = spin(24, 1, 1);
    m_hours->setValue(Settings::get(settings::kHoursPerDay));
    m_kwh = spin(1e6, 4, 0.01);
    m_currencyLabel = new QLabel(page);
    m_budgetLabel = new QLabel(page);
    m_minSpeedLabel = new QLabel(page);
    m_hoursLabel = new QLabel(page);
    m_kwhLabel = new QLabel(page);
    m_currencyLabel->setBuddy(m_currency);
    m_budgetLabel->setBuddy(m_budget);
    m_minSpeedLabel->setBuddy(m_minSpeed);
    m_hoursLabel->setBuddy(m_hours);
    m_kwhLabel->setBuddy(m_kwh);
    auto* bar = new QHBoxLayout;
    for (auto [label, box] : {std::pair<QLabel*, QWidget*>{m_currencyLabel, m_currency},
                              {m_budgetLabel, m_budget},
                              {m_minSpeedLabel, m_minSpeed},
                              {m_hoursLabel, m_hours},
                              {m_kwhLabel, m_kwh}}) {
        bar->addWidget(label);
        bar->addWidget(box);
    }
    bar->addStretch(1);
    bar->addWidget(m_machineShow);
    m_machineView = makeTable(m_machineFilter, page);
    m_machineView->sortByColumn(MachineTableModel::VerdictColumn, Qt::AscendingOrder); // chooseMachines's order
    // The machine's name in full: the price, power and cost columns make the table wider than the window.
    // What to buy first: the machine, its GPUs and verdict, then what it costs, then the memory figures. The
    // machine's column keeps a readable width (the full name and id are its tooltip).
    QHeaderView* header = m_machineView->horizontalHeader();
    int at = MachineTableModel::VerdictColumn + 1;
    for (const int column :
         {MachineTableModel::PriceColumn, MachineTableModel::PricePerSpeedColumn, MachineTableModel::SpeedColumn,
          MachineTableModel::PowerColumn, MachineTableModel::CostColumn})
        header->moveSection(header->visualIndex(column), at++);
    header->setSectionResizeMode(MachineTableModel::HardwareColumn, QHeaderView::Interactive);
    header->resizeSection(MachineTableModel::HardwareColumn, 250);
    header->setStretchLastSection(true);
    m_moneyNote = new QLabel(page);
    m_moneyNote->setWordWrap(true);
    QFont small = m_moneyNote->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_moneyNote->setFont(small);
    v->addWidget(m_machineCaption);
    v->addLayout(bar);
    v->addWidget(m_machineAnswer);
    v->addWidget(m_machineView, 1);
    v->addWidget(m_moneyNote);
    connect(m_machineShow, qOverload<int>(&QComboBox::activated), this, [this](int) {
        m_machineFilter->setShow(static_cast<ChooseFilter::Show>(m_machineShow->currentData().toInt()));
    });
    connect(m_currency, qOverload<int>(&QComboBox::activated), this, [this](int) {
        Settings::set(settings::kCurrency, m_currency->currentData().toString());
        m_kwh->blockSignals(true);
        m_kwh->setValue(kvapp::defaultEnergyUse(currency()).pricePerKwh);
        m_kwh->blockSignals(false);
        Settings::set(settings::kKwhPrice, 0.0);
        showMachines();
        m_document->notifyMoneyChanged();
    });
    // `priced`: the setting is one the main window's priced figures read (the running cost), not only this table.
    auto remember = [this](QDoubleSpinBox* box, const Setting<double>& key, bool priced) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, &key, priced](double v) {
            Settings::set(key, v);
            showMachines();
            if (priced)
                m_document->notifyMoneyChanged();
        });
    };
    remember(m_budget, settings::kBudget, false);
    remember(m_minSpeed, settings::kMinSpeed, false);
    remember(m_hours, settings::kHoursPerDay, true);
    connect(m_kwh, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        // The shipped average is not stored: it follows the currency until the user types another.
        Settings::set(settings::kKwhPrice, v == kvapp::defaultEnergyUse(currency()).pricePerKwh ? 0.0 : v);
        showMachines();
        m_document->notifyMoneyChanged();
    });
    connect(m_machines, &MachineTableModel::priceEdited, this,
            [this](const QString& hardware, double amount, const QString& cur) {
                // Later: the model is reset by showMachines, which the edit's own commit must not see half-done.
                QTimer::singleShot(0, this, [this, hardware, amount, cur] { setUserPrice(hardware, amount, cur); });
            });
    connect(m_machineView, &QTableView::doubleClicked, this, &ChooseWindow::openMachineRow);
    openOnEnter(m_machineView, this, [this](const QModelIndex& i) { openMachineRow(i); });
    return page;
}

QWidget* ChooseWindow::buildCompareTab()
{
    auto* page = new QWidget;
    auto* v = new QVBoxLayout(page);
    auto* bar = new QHBoxLayout;
    m_pin = new QPushButton(page);
    m_openPin = new QPushButton(page);
    m_unpin = new QPushButton(page);
    bar->addWidget(m_pin);
    bar->addStretch(1);
    bar->addWidget(m_openPin);
    bar->addWidget(m_unpin);
    m_compareEmpty = new QLabel(page);
    m_compareEmpty->setWordWrap(true);
    m_compare = new QTableWidget(page);
    m_compare->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_compare->setSelectionBehavior(QAbstractItemView::SelectItems); // a click picks that plan's column
    m_compare->setSelectionMode(QAbstractItemView::SingleSelection);
    m_compare->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_compare->setWordWrap(true);
    m_bars = new PinBars(m_document, page);
    v->addLayout(bar);
    v->addWidget(m_compareEmpty);
    v->addWidget(m_compare, 3);
    v->addWidget(m_bars, 2);
    connect(m_pin, &QPushButton::clicked, m_document, &PlannerDocument::pinCurrent);
    auto selectedPin = [this] {
        const auto cols = m_compare->selectionModel()->selectedColumns();
        return cols.isEmpty() ? m_compare->currentColumn() : cols.front().column();
    };
    connect(m_unpin, &QPushButton::clicked, this, [this, selectedPin] { m_document->unpin(selectedPin()); });
    connect(m_openPin, &QPushButton::clicked, this, [this, selectedPin] {
        const int i = selectedPin();
        if (i >= 0 && static_cast<size_t>(i) < m_document->pins().size())
            m_document->setScenario(m_document->pins()[size_t(i)], tr("Open pinned plan %1").arg(i + 1));
    });
    return page;
}

void ChooseWindow::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

void ChooseWindow::scheduleRefresh()
{
    if (isVisible())
        m_timer->start();
}

void ChooseWindow::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_timer->start(0);
}

namespace {

struct Tables
{
    std::vector<kv::FitRow> fit;
    std::vector<kv::MachineRow> machines;
    std::exception_ptr failure; // the plan the core refuses (InputError, OverflowError): worded in the captions
};

Tables computeTables(const kv::Scenario& s, const kv::Catalog& cat)
{
    Tables t;
    try {
        if (!s.hardware.devices.empty())
            t.fit = kv::fitTable(s, cat.models, kv::schemesFor(s.runtime, cat));
        t.machines = kv::machineRanking(s, cat.hardware, 4);
    } catch (const kv::InputError&) {
        t = Tables{{}, {}, std::current_exception()}; // empty tables, and the captions say why
    } catch (const kv::OverflowError&) {
        t = Tables{{}, {}, std::current_exception()};
    }
    return t;
}

} // namespace

void ChooseWindow::startRefresh()
{
    const quint64 generation = ++m_generation;
    const kv::Scenario s = m_document->scenario();
    const kv::Catalog* cat = &m_document->catalog();
    auto result = std::make_shared<Tables>();
    QThread* thread = QThread::create([s, cat, result] { *result = computeTables(s, *cat); });
    ++m_running;
    std::erase_if(m_threads, [](const QPointer<QThread>& t) { return t.isNull(); });
    m_threads.emplace_back(thread);
    QPointer<ChooseWindow> self(this);
    connect(thread, &QThread::finished, this, [this, self, thread, result, generation] {
        thread->deleteLater();
        if (!self)
            return;
        --m_running;
        if (generation != m_generation)
            return; // a newer plan is being computed
        showTables(std::move(result->fit), std::move(result->machines), result->failure);
    });
    thread->start();
}

void ChooseWindow::refreshNow()
{
    ++m_generation;
    Tables t = computeTables(m_document->scenario(), m_document->catalog());
    showTables(std::move(t.fit), std::move(t.machines), t.failure);
}

void ChooseWindow::showTables(std::vector<kv::FitRow> fit, std::vector<kv::MachineRow> machines,
                              std::exception_ptr failure)
{
    std::vector<QString> names;
    for (const kv::FitRow& r : fit) {
        const kv::ModelSpec* m = m_document->catalog().findModel(r.model);
        names.push_back(QString::fromStdString(m ? m->name : r.model));
    }
    m_fit->setRows(std::move(fit), std::move(names));
    m_ranking = std::move(machines);
    m_tablesFailure = std::move(failure);
    showMachines();
    retranslateUi();
    Q_EMIT tablesUpdated();
}

void ChooseWindow::openFitRow(const QModelIndex& proxyIndex)
{
    const QModelIndex i = m_fitFilter->mapToSource(proxyIndex);
    if (!i.isValid())
        return;
    const kv::FitRow& r = m_fit->row(i.row());
    m_document->applyModelAndScheme(QString::fromStdString(r.model), QString::fromStdString(r.weights));
}

void ChooseWindow::openMachineRow(const QModelIndex& proxyIndex)
{
    const QModelIndex i = m_machineFilter->mapToSource(proxyIndex);
    if (!i.isValid())
        return;
    if (i.column() == MachineTableModel::PriceColumn && (m_machines->flags(i) & Qt::ItemIsEditable)) {
        m_machineView->edit(proxyIndex); // the price cell: the user's own price
        return;
    }
    const kv::MachineRow& r = m_machines->row(i.row());
    m_document->applyMachine(QString::fromStdString(r.hardware), r.gpus);
}

QString ChooseWindow::currency() const
{
    return displayCurrency();
}

std::vector<kv::UserPrice> ChooseWindow::userPrices() const
{
    return savedUserPrices(m_document->catalog());
}

void ChooseWindow::setUserPrice(const QString& hardware, double amount, const QString& cur)
{
    std::vector<kv::UserPrice> prices = userPrices();
    std::erase_if(prices, [&](const kv::UserPrice& p) { return p.hardware == hardware.toStdString(); });
    if (amount > 0) {
        const kv::UserPrice p{hardware.toStdString(), amount, cur.toStdString(), tr("typed in").toStdString()};
        try {
            kv::checkUserPrice(p, m_document->catalog(), kvapp::moneyTable());
        } catch (const kv::InputError&) {
            return; // out of range: the list price stays
        }
        prices.push_back(p);
    }
    Settings::set(settings::kUserPrices, QByteArray::fromStdString(kv::userPricesToJson(prices).dump()));
    showMachines();
    m_document->notifyMoneyChanged();
}

void ChooseWindow::showMachines()
{
    const QString cur = currency();
    m_currency->setCurrentIndex(m_currency->findData(cur));
    kv::EnergyUse use = kvapp::defaultEnergyUse(cur);
    use.hoursPerDay = m_hours->value();
    const double ownKwh = Settings::get(settings::kKwhPrice);
    if (ownKwh > 0)
        use.pricePerKwh = ownKwh;
    m_kwh->blockSignals(true);
    m_kwh->setDecimals(cur == QLatin1String("JPY") ? 2 : 4);
    m_kwh->setValue(use.pricePerKwh);
    m_kwh->blockSignals(false);
    m_budget->setSuffix(QLatin1Char(' ') + cur);
    m_kwh->setSuffix(QLatin1Char(' ') + cur);
    std::vector<kv::MachineRow> rows = m_ranking;
    kv::priceRows(rows, userPrices(), kvapp::moneyTable(), cur.toStdString());
    kv::MachineChoice choice;
    choice.order = kv::MachineOrder::Price;
    choice.currency = cur.toStdString();
    if (m_budget->value() > 0)
        choice.budget = m_budget->value();
    choice.minTokensPerSecond = m_minSpeed->value();
    rows = kv::chooseMachines(std::move(rows), choice);
    const QString answer = m_ranking.empty() ? QString() : kvapp::cheapestAnswer(rows);
    const QString converted = kvapp::conversionNote(rows, cur);
    m_machines->setRows(std::move(rows), use, m_document->scenario().users);
    m_machineAnswer->setText(answer);
    m_machineAnswer->setVisible(!answer.isEmpty());
    m_moneyNote->setText((converted.isEmpty() ? QString() : converted + QLatin1Char(' ')) +
                         kvapp::energyNote(use, QLocale(), false));
}

void ChooseWindow::showCompare()
{
    const auto rows = kvapp::compareRows(m_document->pins(), m_document->pinEstimates());
    const int n = static_cast<int>(m_document->pins().size());
    m_compare->clear();
    m_compare->setColumnCount(n);
    m_compare->setRowCount(n > 0 ? static_cast<int>(rows.size()) : 0);
    QStringList headers, labels;
    for (int c = 0; c < n; ++c)
        headers << tr("Plan %1").arg(c + 1);
    for (int r = 0; n > 0 && r < static_cast<int>(rows.size()); ++r) {
        const kvapp::CompareRow& row = rows[size_t(r)];
        labels << row.label;
        for (int c = 0; c < n; ++c) {
            auto* item = new QTableWidgetItem(row.values.value(c));
            item->setToolTip(row.values.value(c));
            if (row.differs) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setBackground(QColor(0xf0, 0x8a, 0x24, 40)); // the KV orange, faint: "this differs"
            }
            m_compare->setItem(r, c, item);
        }
    }
    m_compare->setHorizontalHeaderLabels(headers);
    m_compare->setVerticalHeaderLabels(labels);
    m_compare->resizeRowsToContents();
    m_compare->setVisible(n > 0);
    m_bars->setVisible(n > 0);
    m_bars->update();
    m_compareEmpty->setVisible(n == 0);
    m_tabs->setTabText(CompareTab, tr("&Compare (%1)").arg(n));
    m_pin->setEnabled(m_document->canPin());
    m_unpin->setEnabled(n > 0);
    m_openPin->setEnabled(n > 0);
}

void ChooseWindow::retranslateUi()
{
    setWindowTitle(tr("Choose — kvplanner"));
    m_tabs->setTabText(ModelsTab, tr("&Models that fit"));
    m_tabs->setTabText(MachinesTab, tr("M&achines"));
    m_tabs->setTabText(CompareTab, tr("&Compare (%1)").arg(m_document->pins().size()));
    const kv::Scenario& s = m_document->scenario();
    const QString machine = s.hardware.devices.empty() ? tr("no machine") : QString::fromStdString(s.hardware.name);
    m_fitCaption->setText(
        s.hardware.devices.empty()
            ? tr("Choose a machine in the main window to see which models fit it.")
            //: %1 machine, %2 context per user, %n users
            : tr("Every model preset at every weight scheme on %1, for %2 tokens of context per user and %Ln users at "
                 "once. "
                 "★ marks each model's highest-precision scheme that fits without spilling. Double-click a row to "
                 "plan it.",
                 nullptr, int(s.users))
                  .arg(machine, QLocale().toString(static_cast<qulonglong>(s.contextPerUser))));
    m_machineCaption->setText(
        tr("%1 at %2, %3 tokens of context per user and %Ln users at once, on every machine with 1 to 4 of each "
           "GPU: what fits on the GPU first (cheapest first), then what spills, then the "
           "closest misses. Double-click a row to plan it, a price to type your own.",
           nullptr, int(s.users))
            .arg(QString::fromStdString(s.model.name), QString::fromStdString(s.weights.id),
                 QLocale().toString(static_cast<qulonglong>(s.contextPerUser))));
    if (m_tablesFailure) { // worded here, so that it follows a change of language
        QString why;
        try {
            std::rethrow_exception(m_tablesFailure);
        } catch (...) {
            why = kvapp::currentFailure().message;
        }
        //: the Choose window's tables are empty because the core refuses the current plan; %1 its reason
        const QString text = tr("No table for this plan: %1").arg(why);
        m_fitCaption->setText(text);
        m_machineCaption->setText(text);
    }
    m_search->setPlaceholderText(tr("Search models or schemes… (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search the models that fit"));
    fillShowCombo(m_fitShow, true);
    fillShowCombo(m_machineShow, true);
    m_currencyLabel->setText(tr("C&urrency:"));
    m_budgetLabel->setText(tr("&Budget:"));
    m_budget->setSpecialValueText(tr("any"));
    m_budget->setToolTip(
        tr("Only machines whose price is at most this much (machines of unknown price are left out)."));
    m_minSpeedLabel->setText(tr("Mi&n. speed:"));
    m_minSpeed->setSpecialValueText(tr("any"));
    m_minSpeed->setSuffix(tr(" tokens/s"));
    m_minSpeed->setToolTip(tr("Only machines whose decode-speed bound per user is at least this."));
    m_hoursLabel->setText(tr("&Hours a day:"));
    m_hours->setToolTip(tr("Hours of generation a day, for the running cost (idle the rest of the day)."));
    m_kwhLabel->setText(tr("&kWh:"));
    m_kwh->setToolTip(tr("The price of a kWh (the shipped national average until you type yours)."));
    m_pin->setText(tr("&Pin current plan"));
    m_pin->setToolTip(tr("Keep the main window's plan here to compare (up to four; saved in the file)."));
    m_unpin->setText(tr("&Unpin"));
    m_openPin->setText(tr("&Open in the planner"));
    m_compareEmpty->setText(tr("No pinned plans yet. Pin the current plan (Choose → Pin This Plan, Ctrl+D), change the "
                               "model, machine or runtime, and pin again: the plans appear here side by side, with "
                               "the rows that differ in bold."));
    m_fit->retranslate();
    m_machines->retranslate();
}

void ChooseWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        showMachines(); // the currency may follow the language
        retranslateUi();
        showCompare();
    }
    QWidget::changeEvent(event);
}

} // namespace kvgui
