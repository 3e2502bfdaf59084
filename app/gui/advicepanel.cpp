#include "advicepanel.h"

#include "moneysettings.h"

#include "elidedlabel.h"
#include "plannerdocument.h"

#include "choosewording.h"
#include "format.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>

namespace kvgui {

AdvicePanel::AdvicePanel(PlannerDocument* document, QWidget* parent)
    : QFrame(parent), m_document(document), m_timer(new QTimer(this)), m_title(new QLabel(this)),
      m_more(new QToolButton(this)), m_scroll(new QScrollArea(this)), m_rows(new QWidget),
      m_grid(new QGridLayout(m_rows))
{
    setObjectName(QStringLiteral("advicePanel"));
    setFrameShape(QFrame::StyledPanel);
    // The title and the "N more" button stay put; the suggestions between them scroll when unfolded.
    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(10, 4, 6, 4);
    outer->setSpacing(10);
    m_scroll->setWidget(m_rows);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->viewport()->setAutoFillBackground(false);
    m_rows->setAutoFillBackground(false);
    outer->addWidget(m_title, 0, Qt::AlignTop);
    outer->addWidget(m_scroll, 1);
    outer->addWidget(m_more, 0, Qt::AlignTop);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(10);
    m_grid->setVerticalSpacing(3);
    m_grid->setColumnStretch(1, 1);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_more->setArrowType(Qt::RightArrow);
    m_more->setCheckable(true);
    m_more->setAutoRaise(true);
    connect(m_more, &QToolButton::toggled, this, &AdvicePanel::setExpanded);
    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, &AdvicePanel::refreshNow);
    connect(m_document, &PlannerDocument::estimateChanged, m_timer, qOverload<>(&QTimer::start));
    connect(m_document, &PlannerDocument::moneyChanged, m_timer, qOverload<>(&QTimer::start));
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
    const kvapp::AdvicePricing pricing{&m_document->catalog().hardware, savedUserPrices(m_document->catalog()),
                                       displayCurrency()};
    return kvapp::adviceText(m_advice[size_t(i)], m_document->scenario(), m_document->estimate(), &pricing);
}

QString AdvicePanel::resultText(int i) const
{
    if (i < 0 || static_cast<size_t>(i) >= m_advice.size())
        return {};
    //: what a suggestion leads to: %1 e.g. "fits, 23.0 GiB in all"
    return tr("→ %1").arg(kvapp::adviceResultText(m_advice[size_t(i)], m_document->estimate()));
}

ElidedLabel* AdvicePanel::rowLabel(int i) const
{
    return i >= 0 && static_cast<size_t>(i) < m_texts.size() ? m_texts[size_t(i)] : nullptr;
}

void AdvicePanel::apply(int i)
{
    if (i < 0 || static_cast<size_t>(i) >= m_advice.size())
        return;
    const kv::Advice a = m_advice[size_t(i)]; // the document's change rebuilds this panel
    //: an undo step; %1 what the suggestion costs (free, quality, speed, ...)
    m_document->applyAdvice(a, tr("Apply suggestion (%1)").arg(kvapp::adviceCostText(a)));
}

void AdvicePanel::setExpanded(bool open)
{
    m_expanded = open;
    if (m_more->isChecked() != open)
        m_more->setChecked(open);
    m_more->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    for (QWidget* w : m_extra)
        w->setVisible(open);
    retranslateUi();
    fitHeight();
}

// Unfolded, the suggestions take at most kAdviceShare of the window's height and scroll beyond it, so the
// charts below keep their axes on a laptop-sized screen.
void AdvicePanel::fitHeight()
{
    m_grid->activate();
    const int own = m_rows->sizeHint().height();
    int row = 1; // the first suggestion's height: its tallest cell (the Apply button)
    for (int c = 0; c < m_grid->columnCount(); ++c)
        if (const QLayoutItem* item = m_grid->itemAtPosition(0, c))
            row = std::max(row, item->sizeHint().height());
    m_title->setMinimumHeight(row); // level with the first suggestion
    int h = own;
    if (m_expanded) { // whole rows only, at least two
        const int step = row + m_grid->verticalSpacing();
        const int rows = std::max(2, static_cast<int>(window()->height() * kAdviceShare) / step);
        h = std::min(own, rows * step - m_grid->verticalSpacing());
    }
    if (m_scroll->height() != h || m_scroll->minimumHeight() != h)
        m_scroll->setFixedHeight(h);
}

bool AdvicePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == window() && event->type() == QEvent::Resize)
        fitHeight();
    return QFrame::eventFilter(watched, event);
}

void AdvicePanel::showEvent(QShowEvent* event)
{
    QFrame::showEvent(event);
    if (window() != this)
        window()->installEventFilter(this); // installing twice keeps one filter
    fitHeight();
}

void AdvicePanel::rebuild()
{
    m_extra.clear();
    m_texts.clear();
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    setVisible(!m_advice.empty());
    std::vector<QPushButton*> buttons;
    for (size_t i = 0; i < m_advice.size(); ++i) {
        const kv::Advice& a = m_advice[i];
        const int row = static_cast<int>(i);
        auto* cost = new QLabel(kvapp::adviceCostText(a), m_rows);
        cost->setStyleSheet(QStringLiteral("QLabel { border: 1px solid palette(mid); border-radius: 3px; "
                                           "padding: 0 4px; }"));
        cost->setAlignment(Qt::AlignCenter);
        auto* text = new ElidedLabel(m_rows);
        text->setFullText(rowText(row));
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto* result = new QLabel(resultText(row), m_rows);
        auto* button = new QPushButton(tr("Apply"), m_rows);
        button->setAccessibleName(tr("Apply: %1").arg(text->fullText()));
        button->setToolTip(
            tr("Makes this change as one step (Edit → Undo takes it back). Flags: %1").arg(kvapp::adviceFlags(a)));
        connect(button, &QPushButton::clicked, this, [this, row] { apply(row); });
        m_grid->addWidget(cost, row, 0);
        m_grid->addWidget(text, row, 1);
        m_grid->addWidget(result, row, 2);
        m_grid->addWidget(button, row, 3);
        m_texts.push_back(text);
        buttons.push_back(button);
        if (row > 0)
            m_extra.insert(m_extra.end(), {cost, result, button});
    }
    for (size_t i = 1; i < m_texts.size(); ++i)
        m_extra.push_back(m_texts[i]);
    // New rows join the end of the window's Tab order; put them back in reading order: the top suggestion's
    // Apply, "N more" beside it, then the other rows' Apply buttons, top to bottom.
    if (!buttons.empty()) {
        setTabOrder(m_more, buttons.front());
        setTabOrder(buttons.front(), m_more);
        QWidget* previous = m_more;
        for (size_t i = 1; i < buttons.size(); ++i) {
            setTabOrder(previous, buttons[i]);
            previous = buttons[i];
        }
    }
    m_more->setVisible(m_advice.size() > 1);
    setExpanded(m_expanded && m_advice.size() > 1);
}

void AdvicePanel::retranslateUi()
{
    const bool fits = m_document->estimate().verdict == kv::Verdict::Fits;
    m_title->setText(fits ? tr("To reach a longer context:") : tr("Ways to make it fit:"));
    const int more = std::max(0, static_cast<int>(m_advice.size()) - 1);
    //: the button that unfolds the other suggestions; %Ln how many
    m_more->setText(m_expanded ? tr("Fewer") : tr("%Ln more", nullptr, more));
    m_more->setToolTip(tr("Show every suggestion (%Ln in all)", nullptr, static_cast<int>(m_advice.size())));
    setAccessibleName(tr("Suggestions"));
}

void AdvicePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QFrame::changeEvent(event);
}

} // namespace kvgui
