#include "conversationchart.h"

#include "chartstyle.h"

#include "palette.h"
#include "plannerdocument.h"

#include "format.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kvgui {

using namespace charts;

namespace {

constexpr std::array<Part, 3> kDrawn = {Part::Weights, Part::Kv, Part::Compute};

// The fixed parts of every point: what the plan holds before the first token.
uint64_t fixedBytes(const kv::MemoryParts& m, Part c)
{
    return c == Part::Weights ? m.weights : m.compute + m.other;
}

double pointX(const kv::TimelinePoint& p, ConversationChart::Mode mode)
{
    return static_cast<double>(mode == ConversationChart::Mode::Conversation ? p.tokens : p.users);
}

} // namespace

ConversationChart::ConversationChart(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_lengths(document->defaultConversation()), m_chart(new QChart),
      m_reserved(new QLineSeries(this)), m_cutOff(new QLineSeries(this)), m_answerStart(new QLineSeries(this)),
      m_x(new QValueAxis), m_y(new QValueAxis)
{
    m_view = makeView(m_chart, this);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    for (size_t i = 0; i < kDrawn.size(); ++i) {
        auto* area = new QAreaSeries;
        area->setUpperSeries(new QLineSeries(area));
        area->setLowerSeries(new QLineSeries(area));
        QColor fill = partColor(kDrawn[i]);
        fill.setAlpha(215);
        area->setBrush(fill);
        area->setPen(QPen(partColor(kDrawn[i]).darker(120), 1.0));
        connect(area, &QAreaSeries::hovered, this, &ConversationChart::showTip);
        m_chart->addSeries(area);
        m_areas[i] = area;
    }
    for (QLineSeries* line : {m_reserved, m_answerStart, m_cutOff})
        m_chart->addSeries(line);
    connect(m_reserved, &QLineSeries::hovered, this, &ConversationChart::showTip);
    for (QAbstractSeries* s : m_chart->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    connect(m_document, &PlannerDocument::estimateChanged, this, &ConversationChart::refresh);
    retranslate();
}

void ConversationChart::setLengths(const kv::ConversationLengths& lengths)
{
    if (lengths == m_lengths)
        return;
    m_lengths = lengths;
    refresh();
}

void ConversationChart::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    m_generation = 0;
    retranslate();
}

void ConversationChart::refresh()
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const TimelineResult& r =
        m_mode == Mode::Conversation ? m_document->conversation(m_lengths, kPoints) : m_document->usersJoining();
    if (r.generation != m_generation) {
        m_generation = r.generation;
        m_points = r.points;
        fill();
    }
    updateTitle();
}

void ConversationChart::fill()
{
    const kv::MemoryParts& m = m_document->estimate().memory;
    std::array<QList<QPointF>, 3> upper, lower;
    QList<QPointF> reserved;
    double top = 0;
    for (const kv::TimelinePoint& p : m_points) {
        const double x = pointX(p, m_mode);
        const uint64_t weights = fixedBytes(m, Part::Weights), overhead = fixedBytes(m, Part::Compute);
        const uint64_t kv = p.usedBytes - weights - overhead;
        const std::array<uint64_t, 3> parts = {weights, kv, overhead};
        double base = 0;
        for (size_t i = 0; i < parts.size(); ++i) {
            lower[i] << QPointF(x, base);
            base += toGiB(parts[i]);
            upper[i] << QPointF(x, base);
        }
        reserved << QPointF(x, toGiB(p.reservedBytes));
        top = std::max({top, base, toGiB(p.reservedBytes)});
    }
    for (size_t i = 0; i < m_areas.size(); ++i) {
        m_areas[i]->upperSeries()->replace(upper[i]);
        m_areas[i]->lowerSeries()->replace(lower[i]);
    }
    m_reserved->replace(reserved);
    setYRange(m_y, top);
    const double xMin = m_points.empty() ? 0 : pointX(m_points.front(), m_mode);
    const double xMax = m_points.empty() ? 1 : std::max(xMin + 1, pointX(m_points.back(), m_mode));
    m_x->setRange(m_mode == Mode::Conversation ? 0 : xMin, xMax);
    placeMarkers(xMax);
}

void ConversationChart::placeMarkers(double xMax)
{
    const kv::Estimate& e = m_document->estimate();
    const double yTop = m_y->max();
    const auto cut = static_cast<double>(e.limits.admissionTokens);
    const bool showCut = m_mode == Mode::Conversation && !m_points.empty() && cut > 0 && cut <= xMax;
    m_cutOff->replace(showCut ? QList<QPointF>{QPointF(cut, 0), QPointF(cut, yTop)} : QList<QPointF>{});
    m_cutOff->setVisible(showCut);
    const auto start = static_cast<double>(m_lengths.promptTokens);
    const bool showStart = m_mode == Mode::Conversation && !m_points.empty() && start < xMax;
    m_answerStart->replace(showStart ? QList<QPointF>{QPointF(start, 0), QPointF(start, yTop)} : QList<QPointF>{});
    m_answerStart->setVisible(showStart);
}

void ConversationChart::updateTitle()
{
    QString title;
    const kv::Estimate& e = m_document->estimate();
    if (m_mode == Mode::UsersJoining) {
        //: chart title; %1 tokens each user holds
        title =
            tr("Memory as users join (%1 tokens each)").arg(kvapp::formatCount(m_document->scenario().contextPerUser));
    } else if (e.limits.admissionTokens > 0 &&
               e.limits.admissionTokens < m_lengths.promptTokens + m_lengths.answerTokens) {
        //: chart title; %1 prompt tokens, %2 answer tokens, %3 the token at which the runtime stops the request
        title = tr("Memory over a conversation (%1 + %2 tokens): cut off at token %3")
                    .arg(kvapp::formatCount(m_lengths.promptTokens), kvapp::formatCount(m_lengths.answerTokens),
                         kvapp::formatCount(e.limits.admissionTokens));
    } else {
        //: chart title; %1 prompt tokens, %2 answer tokens
        title = tr("Memory over a conversation (%1 + %2 tokens)")
                    .arg(kvapp::formatCount(m_lengths.promptTokens), kvapp::formatCount(m_lengths.answerTokens));
    }
    if (title != m_chart->title()) {
        m_chart->setTitle(title);
        setAccessibleName(title);
    }
}

QList<QPointF> ConversationChart::used() const
{
    return m_areas.back()->upperSeries()->points();
}

QList<QPointF> ConversationChart::reserved() const
{
    return m_reserved->points();
}

QList<QPointF> ConversationChart::band(Part c) const
{
    const auto it = std::find(kDrawn.begin(), kDrawn.end(), c);
    if (it == kDrawn.end())
        return {};
    const QAreaSeries* area = m_areas[static_cast<size_t>(it - kDrawn.begin())];
    QList<QPointF> out;
    const QList<QPointF> up = area->upperSeries()->points(), low = area->lowerSeries()->points();
    for (qsizetype i = 0; i < up.size() && i < low.size(); ++i)
        out << QPointF(up[i].x(), up[i].y() - low[i].y());
    return out;
}

qreal ConversationChart::cutOffX() const
{
    return m_cutOff->isVisible() && m_cutOff->count() > 0 ? m_cutOff->at(0).x() : 0.0;
}

QString ConversationChart::title() const
{
    return m_chart->title();
}

QString ConversationChart::tipAt(qreal x) const
{
    if (m_points.empty())
        return {};
    const auto p = *std::min_element(m_points.begin(), m_points.end(), [&](const auto& a, const auto& b) {
        return std::abs(pointX(a, m_mode) - x) < std::abs(pointX(b, m_mode) - x);
    });
    const kv::MemoryParts& m = m_document->estimate().memory;
    QStringList lines;
    if (m_mode == Mode::UsersJoining)
        //: chart tooltip heading; %1 tokens each user holds
        lines << tr("%n user(s) at once, %1 tokens each", nullptr, int(p.users)).arg(kvapp::formatCount(p.tokens));
    else if (p.generating)
        //: chart tooltip heading; %1 tokens so far (prompt and answer)
        lines << tr("Writing the answer: %1 tokens so far").arg(kvapp::formatCount(p.tokens));
    else
        //: chart tooltip heading; %1 prompt tokens read so far
        lines << tr("Reading the prompt: %1 tokens so far").arg(kvapp::formatCount(p.tokens));
    //: chart tooltip: %1 memory the plan really fills at this point
    lines << tr("In use: %1").arg(kvapp::formatBytes(p.usedBytes));
    //: chart tooltip: %1 weights, %2 KV cache filled so far, %3 compute buffer and overhead
    lines << tr("weights %1, KV cache %2, compute and overhead %3")
                 .arg(kvapp::formatBytes(m.weights), kvapp::formatBytes(p.usedBytes - m.weights - m.compute - m.other),
                      kvapp::formatBytes(m.compute + m.other));
    //: chart tooltip: %1 memory the runtime set aside when it started
    lines << tr("Reserved by the runtime at start: %1").arg(kvapp::formatBytes(p.reservedBytes));
    if (!p.admitted)
        lines << (m_mode == Mode::UsersJoining
                      ? tr("This user does not fit the runtime's slots: the request is refused.")
                      : tr("Past the runtime's limit: the answer is cut off before this token."));
    return lines.join(QLatin1Char('\n'));
}

void ConversationChart::showTip(const QPointF& point, bool on)
{
    if (!on || m_points.empty()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), tipAt(point.x()), m_view);
}

void ConversationChart::retranslate()
{
    m_x->setTitleText(m_mode == Mode::Conversation ? tr("Tokens per user (the prompt, then the answer)")
                                                   : tr("Users joining"));
    m_y->setTitleText(tr("GiB"));
    for (size_t i = 0; i < kDrawn.size(); ++i)
        m_areas[i]->setName(kDrawn[i] == Part::Kv ? tr("KV cache in use") : partName(kDrawn[i]));
    m_reserved->setName(tr("Reserved by the runtime"));
    m_cutOff->setName(tr("Cut off"));
    m_answerStart->setName(tr("Answer starts"));
    QPen reserved = capacityPen(this);
    reserved.setStyle(Qt::DashLine);
    m_reserved->setPen(reserved);
    m_cutOff->setPen(QPen(verdictColor(VerdictTone::Bad), 2.0));
    m_answerStart->setPen(QPen(capacityColor(palette()), 1.0, Qt::DotLine));
    styleChart(m_chart, this);
    m_generation = 0; // names and pens changed; redraw
    refresh();
}

void ConversationChart::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void ConversationChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace kvgui
