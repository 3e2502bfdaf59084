#include "advicepanel.h"

#include "plannerdocument.h"

#include "choosewording.h"
#include "format.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace kvgui {

namespace {

QString resultText(const kv::Advice& a)
{
    return AdvicePanel::tr("→ %1, %2")
        .arg(kvapp::rowVerdictText(a.verdict, a.layersInRam, false), kvapp::formatBytes(a.totalBytes));
}

} // namespace

AdvicePanel::AdvicePanel(PlannerDocument* document, QWidget* parent)
    : QFrame(parent), m_document(document), m_timer(new QTimer(this)), m_toggle(new QToolButton(this)),
      m_body(new QWidget(this)), m_grid(new QGridLayout(m_body))
{
    setObjectName(QStringLiteral("advicePanel"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 4, 10, 6);
    layout->setSpacing(2);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::DownArrow);
    m_toggle->setCheckable(true);
    m_toggle->setChecked(true);
    m_toggle->setAutoRaise(true);
    QFont bold = m_toggle->font();
    bold.setBold(true);
    m_toggle->setFont(bold);
    layout->addWidget(m_toggle);
    layout->addWidget(m_body);
    m_grid->setContentsMargins(4, 0, 0, 0);
    m_grid->setHorizontalSpacing(10);
    m_grid->setVerticalSpacing(3);
    m_grid->setColumnStretch(1, 1);
    connect(m_toggle, &QToolButton::toggled, this, [this](bool open) {
        m_body->setVisible(open);
        m_toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });
    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, &AdvicePanel::refreshNow);
    connect(m_document, &PlannerDocument::estimateChanged, m_timer, qOverload<>(&QTimer::start));
    hide();
    refreshNow();
}

void AdvicePanel::refreshNow()
{
    m_timer->stop();
    m_advice = m_document->advice();
    rebuild();
}

QString AdvicePanel::rowText(int i) const
{
    if (i < 0 || static_cast<size_t>(i) >= m_advice.size())
        return {};
    return kvapp::adviceText(m_advice[size_t(i)], m_document->scenario(), m_document->estimate());
}

void AdvicePanel::apply(int i)
{
    if (i < 0 || static_cast<size_t>(i) >= m_advice.size())
        return;
    const kv::Advice a = m_advice[size_t(i)]; // the document's change rebuilds this panel
    //: an undo step; %1 what the suggestion costs (free, quality, speed, ...)
    m_document->applyAdvice(a, tr("Apply suggestion (%1)").arg(kvapp::adviceCostText(a.kind)));
}

void AdvicePanel::rebuild()
{
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_texts.clear();
    setVisible(!m_advice.empty());
    for (size_t i = 0; i < m_advice.size(); ++i) {
        const kv::Advice& a = m_advice[i];
        const int row = static_cast<int>(i);
        auto* cost = new QLabel(kvapp::adviceCostText(a.kind), m_body);
        cost->setStyleSheet(QStringLiteral("QLabel { border: 1px solid palette(mid); border-radius: 3px; "
                                           "padding: 0 4px; }"));
        cost->setAlignment(Qt::AlignCenter);
        auto* text = new QLabel(rowText(row), m_body);
        text->setWordWrap(true);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto* result = new QLabel(resultText(a), m_body);
        auto* button = new QPushButton(tr("Apply"), m_body);
        button->setAccessibleName(tr("Apply: %1").arg(text->text()));
        button->setToolTip(
            tr("Makes this change as one step (Edit → Undo takes it back). Flags: %1").arg(kvapp::adviceFlags(a)));
        connect(button, &QPushButton::clicked, this, [this, row] { apply(row); });
        m_grid->addWidget(cost, row, 0, Qt::AlignTop);
        m_grid->addWidget(text, row, 1);
        m_grid->addWidget(result, row, 2, Qt::AlignTop);
        m_grid->addWidget(button, row, 3, Qt::AlignTop);
        m_texts.push_back(text);
    }
    retranslateUi();
}

void AdvicePanel::retranslateUi()
{
    const bool fits = m_document->estimate().verdict == kv::Verdict::Fits;
    const int n = static_cast<int>(m_advice.size());
    //: %1 the number of suggestions
    m_toggle->setText((fits ? tr("To reach a longer context (%1)") : tr("Ways to make it fit (%1)")).arg(n));
    setAccessibleName(tr("Suggestions"));
}

void AdvicePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QFrame::changeEvent(event);
}

} // namespace kvgui
