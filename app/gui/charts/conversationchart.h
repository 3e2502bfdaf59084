#pragma once
// Memory over a conversation: what the plan really fills (stacked areas: weights, KV cache, compute
// & overhead, in the parts' one colours) against what the runtime reserved at start (a dashed line),
// as one prompt is read and its answer generated (x = tokens per user, kv::conversationTimeline), or
// as the users join one by one (x = users, kv::usersJoining). A red line marks the token at which the
// runtime cuts the request off (Limits::admissionTokens) when the conversation reaches it.
// Values are GiB (bytes / 2^30, exact), so tests compare them with the core's byte counts:
//   chart.used()[i] == QPointF(timeline[i].tokens, timeline[i].usedBytes / 2^30)
// Like SweepChart it recomputes only while shown (a slider drag on another tab costs nothing).

#include "components.h"
#include "estimator.h"

#include <QList>
#include <QPointF>
#include <QWidget>

#include <array>

class QAreaSeries;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace kvgui {

class PlannerDocument;

class ConversationChart : public QWidget
{
    Q_OBJECT

public:
    enum class Mode : uint8_t { Conversation, UsersJoining };
    static constexpr uint32_t kPoints = 121; // points of the conversation's timeline

    explicit ConversationChart(PlannerDocument* document, QWidget* parent = nullptr);

    void setLengths(const kv::ConversationLengths& lengths);
    kv::ConversationLengths lengths() const { return m_lengths; }
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }

    // As drawn: the top of the stack (used), the reserved line, one part's thickness, all at each x.
    QList<QPointF> used() const;
    QList<QPointF> reserved() const;
    QList<QPointF> band(Part c) const;
    qreal cutOffX() const; // x of the cut-off marker, 0 when it is not shown
    QString title() const;
    QString tipAt(qreal x) const; // the tooltip for the point nearest x

public Q_SLOTS:
    void refresh();
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fill();
    void placeMarkers(double xMax);
    void updateTitle();
    void showTip(const QPointF& point, bool on);

    PlannerDocument* m_document;
    kv::ConversationLengths m_lengths;
    Mode m_mode = Mode::Conversation;
    quint64 m_generation = 0;
    bool m_stale = true;
    std::vector<kv::TimelinePoint> m_points;
    QChartView* m_view;
    QChart* m_chart;
    std::array<QAreaSeries*, 3> m_areas{}; // weights, KV cache, compute & overhead
    QLineSeries* m_reserved;
    QLineSeries* m_cutOff;
    QLineSeries* m_answerStart;
    QValueAxis* m_x;
    QValueAxis* m_y;
};

} // namespace kvgui
