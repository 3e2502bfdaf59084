#include "promptchart.h"

#include "chartstyle.h"

#include "palette.h"
#include "plannerdocument.h"

#include "estimator.h"
#include "format.h"
#include "wording.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kvgui {

using namespace charts;

namespace {

constexpr uint64_t kShortestPrompt = 256;

double promptX(const kv::PromptPoint& p)
{
    return static_cast<double>(p.promptTokens);
}

} // namespace

PromptChart::PromptChart(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_chart(new QChart), m_first(new QLineSeries(this)),
      m_answer(new QLineSeries(this)), m_x(new QValueAxis), m_y(new QValueAxis), m_yAnswer(new QValueAxis)
{
    m_view = makeView(m_chart, this);
    m_chart->legend()->show(); // this chart's lines are not memory parts: its own legend names them
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_chart->addAxis(m_yAnswer, Qt::AlignRight);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    for (QLineSeries* line : {m_first, m_answer}) {
        m_chart->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(line == m_first ? m_y : m_yAnswer);
        connect(line, &QLineSeries::hovered, this, &PromptChart::showTip);
    }
    connect(m_document, &PlannerDocument::estimateChanged, this, &PromptChart::refresh);
    retranslate();
}

void PromptChart::refresh()
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    m_points.clear();
    const kv::Estimate& e = m_document->estimate();
    if (!m_document->hasError() && !e.refusal && e.speed.prefill) {
        const kv::Scenario& s = m_document->scenario();
        const uint64_t capacity = kv::promptCapacity(s, e);
        if (capacity > 0)
            m_points = kv::promptSweep(
                s, e, kv::linearPoints(std::min(kShortestPrompt, capacity), std::max<uint64_t>(capacity, 2), kPoints));
    }
    fill();
}

void PromptChart::fill()
{
    QList<QPointF> first, answer;
    double top = 0, answerTop = 0;
    QList<qreal> changes;
    std::optional<kv::PrefillLimit> last;
    for (const kv::PromptPoint& p : m_points) {
        if (!p.bound)
            continue;
        first << QPointF(promptX(p), p.bound->firstTokenSeconds);
        if (p.bound->answerSeconds > 0)
            answer << QPointF(promptX(p), p.bound->answerSeconds);
        top = std::max(top, p.bound->firstTokenSeconds);
        answerTop = std::max(answerTop, p.bound->answerSeconds);
        if (last && *last != p.bound->limitedBy)
            changes << promptX(p);
        last = p.bound->limitedBy;
    }
    m_first->replace(first);
    m_answer->replace(answer);
    setYRange(m_y, top); // the same headroom, nice numbers and label precision as the memory axes
    setYRange(m_yAnswer, answerTop);
    m_yAnswer->setVisible(!answer.isEmpty());
    const double xMax = first.isEmpty() ? 1 : std::max(first.back().x(), first.front().x() + 1);
    m_x->setRange(0, xMax);
    // One dotted line per change of the limiting term; reused, so a drag does not churn series.
    while (m_changes.size() < changes.size()) {
        auto* line = new QLineSeries(this);
        m_chart->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        m_chart->legend()->markers(line).value(0)->setVisible(false);
        line->setPen(QPen(capacityColor(palette()), 1.0, Qt::DotLine));
        m_changes << line;
    }
    for (qsizetype i = 0; i < m_changes.size(); ++i) {
        const bool shown = i < changes.size();
        m_changes[i]->replace(shown ? QList<QPointF>{QPointF(changes[i], 0), QPointF(changes[i], m_y->max())}
                                    : QList<QPointF>{});
        m_changes[i]->setVisible(shown);
    }
    const QString t = title();
    m_chart->setTitle(t);
    setAccessibleName(t);
}

QList<QPointF> PromptChart::firstToken() const
{
    return m_first->points();
}

QList<QPointF> PromptChart::answer() const
{
    return m_answer->points();
}

qreal PromptChart::answerAxisMax() const
{
    return m_yAnswer->max();
}

QList<qreal> PromptChart::limitChanges() const
{
    QList<qreal> out;
    for (const QLineSeries* line : m_changes)
        if (line->isVisible() && line->count() > 0)
            out << line->at(0).x();
    return out;
}

QString PromptChart::title() const
{
    const kv::Estimate& e = m_document->estimate();
    if (m_document->hasError() || e.refusal)
        return tr("Time to the first token: no plan");
    if (!e.speed.prefill || m_points.empty())
        //: chart title when the machine lacks a sourced peak compute figure (or no machine is chosen)
        return tr("Time to the first token: no bound for this machine (no sourced peak compute figure)");
    const kv::PrefillBound& last = *std::find_if(m_points.rbegin(), m_points.rend(), [](const kv::PromptPoint& p) {
                                        return p.bound.has_value();
                                    })->bound;
    //: chart title; %1 the longest prompt drawn, %2 its first-token bound, %3 what limits it
    return tr("Time to the first token: %1 tokens take %2, limited by %3")
        .arg(kvapp::formatCount(last.promptTokens), waitText(last.firstTokenSeconds),
             kvapp::prefillLimitText(last.limitedBy));
}

QString PromptChart::tipAt(qreal at) const
{
    const auto best = std::min_element(m_points.begin(), m_points.end(), [&](const auto& a, const auto& b) {
        return std::abs(promptX(a) - at) < std::abs(promptX(b) - at);
    });
    if (best == m_points.end() || !best->bound)
        return {};
    const kv::PrefillBound& b = *best->bound;
    QStringList lines;
    //: chart tooltip heading; %1 prompt tokens
    lines << tr("A prompt of %1 tokens").arg(kvapp::formatCount(b.promptTokens));
    lines << tr("First token: %1").arg(kvapp::firstTokenText(b));
    if (b.answerSeconds > 0)
        //: chart tooltip: %1 the answer's tokens, %2 the bound on the whole answer's time (prompt and answer)
        lines << tr("Whole answer of %1 tokens: %2").arg(kvapp::formatCount(b.answerTokens), waitText(b.answerSeconds));
    //: chart tooltip: %1 prompt tokens read per second at most
    lines << tr("Reads at most %1 prompt tokens/s").arg(QLocale().toString(b.tokensPerSecond, 'f', 0));
    return lines.join(QLatin1Char('\n'));
}

void PromptChart::showTip(const QPointF& point, bool on)
{
    if (!on || m_points.empty()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), tipAt(point.x()), m_view);
}

void PromptChart::retranslate()
{
    m_x->setTitleText(tr("Prompt tokens per user"));
    m_y->setTitleText(tr("First token, seconds (a lower bound)"));
    m_yAnswer->setTitleText(tr("Whole answer, seconds (a lower bound)"));
    m_first->setName(tr("First token"));
    m_answer->setName(tr("Whole answer"));
    m_first->setPen(QPen(partColor(Part::Kv).darker(115), 2.5));
    m_answer->setPen(QPen(partColor(Part::Weights).darker(110), 2.0, Qt::DashLine));
    for (QLineSeries* line : m_changes)
        line->setPen(QPen(capacityColor(palette()), 1.0, Qt::DotLine));
    styleChart(m_chart, this);
    refresh();
}

void PromptChart::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void PromptChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace kvgui
