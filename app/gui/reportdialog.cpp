#include "reportdialog.h"

#include "moneysettings.h"

#include "dialogprovider.h"
#include "plannerdocument.h"

#include "reportexport.h"
#include "reportrenderer.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace kvgui {

ReportDialog::ReportDialog(const PlannerDocument* document, QWidget* parent) : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Export Report"));
    m_language = new QComboBox(this);
    // Each language in its own name: the reader may not read the window's language.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("日本語"), QStringLiteral("ja"));
    m_language->addItem(QStringLiteral("Italiano"), QStringLiteral("it"));
    const int current = m_language->findData(QLocale().name().left(2));
    m_language->setCurrentIndex(current >= 0 ? current : 0);
    m_page = new QComboBox(this);
    m_page->addItem(tr("A4"), 0);
    m_page->addItem(tr("Letter"), 1);
    m_page->setCurrentIndex(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? 1 : 0);
    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Page size:"), m_page);

    m_preview = new QLabel(this);
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setAccessibleName(tr("Report preview"));
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_preview);
    scroll->setWidgetResizable(true);
    scroll->setMinimumSize(640, 600);
    scroll->setBackgroundRole(QPalette::Dark);
    m_prev = new QToolButton(this);
    m_prev->setArrowType(Qt::LeftArrow);
    m_prev->setAccessibleName(tr("Previous page"));
    m_next = new QToolButton(this);
    m_next->setArrowType(Qt::RightArrow);
    m_next->setAccessibleName(tr("Next page"));
    m_pageLabel = new QLabel(this);
    auto* nav = new QHBoxLayout;
    nav->addStretch();
    nav->addWidget(m_prev);
    nav->addWidget(m_pageLabel);
    nav->addWidget(m_next);
    nav->addStretch();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* pdf = buttons->addButton(tr("Save &PDF…"), QDialogButtonBox::AcceptRole);
    pdf->setDefault(true);
    QPushButton* csv = buttons->addButton(tr("Sweep as &CSV…"), QDialogButtonBox::ActionRole);
    QPushButton* json = buttons->addButton(tr("Estimate as &JSON…"), QDialogButtonBox::ActionRole);
    QPushButton* png = buttons->addButton(tr("Charts as P&NG…"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(pdf, &QPushButton::clicked, this, [this] {
        if (savePdf())
            accept();
    });
    connect(csv, &QPushButton::clicked, this, &ReportDialog::saveCsv);
    connect(json, &QPushButton::clicked, this, &ReportDialog::saveJson);
    connect(png, &QPushButton::clicked, this, &ReportDialog::saveCharts);
    connect(m_prev, &QToolButton::clicked, this, [this] { showPage(m_current - 1); });
    connect(m_next, &QToolButton::clicked, this, [this] { showPage(m_current + 1); });
    connect(m_language, &QComboBox::currentIndexChanged, this, &ReportDialog::rebuild);
    connect(m_page, &QComboBox::currentIndexChanged, this, &ReportDialog::rebuild);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(scroll, 1);
    layout->addLayout(nav);
    layout->addWidget(buttons);
    rebuild();
}

ReportDialog::~ReportDialog() = default;

void ReportDialog::setLanguage(const QString& code)
{
    const int i = m_language->findData(code);
    if (i >= 0)
        m_language->setCurrentIndex(i);
}

int ReportDialog::pageCount() const
{
    return m_renderer ? m_renderer->pageCount() : 0;
}

void ReportDialog::rebuild()
{
    kvreport::ReportOptions options;
    options.language = m_language->currentData().toString();
    options.page = m_page->currentData().toInt() == 1 ? kvreport::PageSize::Letter : kvreport::PageSize::A4;
    kvreport::ReportInput input = kvreport::makeReportInput(m_document->scenario(), m_document->estimate());
    input.pins = m_document->pins();
    input.pinEstimates = m_document->pinEstimates();
    if (!input.estimate.refusal) // priced as the Machines tab prices: the display currency, the user's own prices
        input.buy = kvreport::whatToBuy(m_document->scenario(), m_document->catalog().hardware,
                                        savedUserPrices(m_document->catalog()), displayCurrency().toStdString(),
                                        savedEnergyUse());
    m_renderer = std::make_unique<kvreport::ReportRenderer>(std::move(input), options);
    showPage(std::min(m_current, m_renderer->pageCount() - 1));
}

void ReportDialog::showPage(int page)
{
    m_current = std::clamp(page, 0, m_renderer->pageCount() - 1);
    const qreal dpr = devicePixelRatioF();
    QImage image = m_renderer->pageImage(m_current, 1.0 * dpr);
    image.setDevicePixelRatio(dpr);
    m_preview->setPixmap(QPixmap::fromImage(image));
    //: report preview: page %1 of %2
    m_pageLabel->setText(tr("Page %1 of %2").arg(m_current + 1).arg(m_renderer->pageCount()));
    m_prev->setEnabled(m_current > 0);
    m_next->setEnabled(m_current + 1 < m_renderer->pageCount());
}

QString ReportDialog::suggestedName(const QString& suffix) const
{
    const QString stem = QString::fromStdString(m_document->scenario().model.id);
    return QDir::home().filePath((stem.isEmpty() ? QStringLiteral("kvplanner") : stem) + suffix);
}

bool ReportDialog::report(const std::function<void()>& write)
{
    try {
        write();
    } catch (...) {
        DialogProvider::showCurrentFailure(this, tr("Export Report"));
        return false;
    }
    return true;
}

bool ReportDialog::savePdf()
{
    const QString path = DialogProvider::saveFileName(this, tr("Save Report"),
                                                      suggestedName(QStringLiteral("-report.pdf")), tr("PDF (*.pdf)"));
    return !path.isEmpty() && report([&] { kvreport::writePdf(path, *m_renderer); });
}

bool ReportDialog::saveCsv()
{
    const QString path = DialogProvider::saveFileName(this, tr("Save Sweep"),
                                                      suggestedName(QStringLiteral("-context.csv")), tr("CSV (*.csv)"));
    return !path.isEmpty() && report([&] { kvreport::writeSweepCsv(path, m_renderer->input()); });
}

bool ReportDialog::saveJson()
{
    const QString path = DialogProvider::saveFileName(this, tr("Save Estimate"), suggestedName(QStringLiteral(".json")),
                                                      tr("JSON (*.json)"));
    return !path.isEmpty() && report([&] { kvreport::writeEstimateJson(path, m_renderer->input()); });
}

bool ReportDialog::saveCharts()
{
    //: the user names a folder; devices.png, context.png and bytes-per-token.png are written into it
    const QString dir = DialogProvider::saveFileName(this, tr("Folder for the Chart Images"),
                                                     suggestedName(QStringLiteral("-charts")), QString());
    return !dir.isEmpty() && report([&] { kvreport::writeChartPngs(dir, *m_renderer, 2.0); });
}

} // namespace kvgui
