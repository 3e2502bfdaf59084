#include "chartspanel.h"

#include "breakdownmodel.h"
#include "charts/memorycharts.h"
#include "charts/promptchart.h"
#include "conversationtab.h"
#include "legendbar.h"
#include "plannerdocument.h"
#include "settings.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPainter>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace kvgui {

ChartsPanel::ChartsPanel(PlannerDocument* document, BreakdownModel* breakdown, QWidget* parent)
    : QWidget(parent), m_bars(new DeviceBarsChart(breakdown)),
      m_context(new SweepChart(document, kv::SweepAxis::Context)),
      m_users(new SweepChart(document, kv::SweepAxis::Users)), m_table(new QTableView),
      m_conversation(new ConversationTab(document)), m_prompt(new PromptChart(document)), m_tabs(new QTabWidget),
      m_log(new QCheckBox), m_area(new QWidget(this)), m_legend(new LegendBar(document))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_area);
    auto* area = new QVBoxLayout(m_area);
    area->setContentsMargins(0, 0, 0, 0);
    area->setSpacing(4);
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_bars);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({320, 600});
    area->addWidget(splitter, 1);
    area->addWidget(m_legend);

    m_tabs->addTab(m_context, QString());
    m_tabs->addTab(m_users, QString());
    m_tabs->addTab(m_table, QString());
    m_tabs->addTab(m_conversation, QString());
    m_tabs->addTab(m_prompt, QString()); // new tabs go last, so a saved tab index keeps its meaning
    m_tabs->setCornerWidget(m_log, Qt::TopRightCorner);
    m_tabs->setDocumentMode(true);

    m_table->setModel(breakdown);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(BreakdownModel::DeviceColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setTextElideMode(Qt::ElideMiddle);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();

    // After the charts have refreshed (they connected first): the legend lists what is drawn.
    auto syncLegend = [this, document] {
        m_legend->setMachineLineShown(m_context->capacityLines().size() > 1);
        const kv::Estimate& e = document->estimate();
        m_table->setColumnHidden(BreakdownModel::RecurrentColumn, e.memory.recurrent == 0);
        m_table->setColumnHidden(BreakdownModel::MayGrowColumn,
                                 std::none_of(e.devices.begin(), e.devices.end(),
                                              [](const kv::DeviceUse& d) { return d.mayGrowBytes > 0; }));
    };
    connect(document, &PlannerDocument::estimateChanged, this, syncLegend);
    connect(m_log, &QCheckBox::toggled, this, &ChartsPanel::setLogScale);
    connect(m_tabs, &QTabWidget::currentChanged, this, [](int i) { Settings::set(settings::kChartTab, i); });
    m_tabs->setCurrentIndex(std::clamp(Settings::get(settings::kChartTab), 0, m_tabs->count() - 1));
    m_log->setChecked(Settings::get(settings::kLogScale));
    setLogScale(m_log->isChecked());
    retranslate();
    syncLegend();
}

void ChartsPanel::setLogScale(bool on)
{
    if (m_log->isChecked() != on)
        m_log->setChecked(on);
    m_context->setLogScale(on);
    m_users->setLogScale(on);
    Settings::set(settings::kLogScale, on);
}

QImage ChartsPanel::render(qreal scale) const
{
    QImage image(m_area->size() * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(palette().color(QPalette::Base));
    QPainter painter(&image);
    m_area->render(&painter);
    return image;
}

void ChartsPanel::retranslate()
{
    m_tabs->setTabText(0, tr("By &context"));
    m_tabs->setTabText(1, tr("By &users"));
    m_tabs->setTabText(2, tr("&Table"));
    m_tabs->setTabText(3, tr("Con&versation"));
    m_tabs->setTabText(4, tr("By &prompt"));
    m_tabs->setTabToolTip(0, tr("Memory as the context per user grows, with the longest context that still fits."));
    m_tabs->setTabToolTip(1, tr("Memory as users are added, with the most users that still fit."));
    m_tabs->setTabToolTip(2, tr("Every device's memory, part by part."));
    m_tabs->setTabToolTip(3, tr("Memory in use beside what the runtime reserved, as a prompt is read and the answer "
                                "written (or as users join)."));
    m_tabs->setTabToolTip(4, tr("How long the prompt takes to read before the first token, as it grows: a lower "
                                "bound from the machine's peak compute, its host link and memory bandwidth."));
    m_log->setText(tr("&Log scale"));
    m_log->setToolTip(tr("Spread the context (or users) axis logarithmically: every doubling gets the same "
                         "width, like the slider."));
    m_table->setAccessibleName(tr("Memory breakdown per device"));
    m_bars->retranslate();
    m_context->retranslate();
    m_users->retranslate();
    m_conversation->retranslate();
    m_prompt->retranslate();
}

void ChartsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace kvgui
