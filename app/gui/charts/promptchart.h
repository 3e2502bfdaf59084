#pragma once
// The wait against prompt length: the lower bound on the time to the first token (solid, left axis) and on the whole
// answer's time (dashed, right axis: the first token plus the answer at the decode-speed bound) as the prompt grows
// from 256 tokens to what one sequence holds, for the plan's context, users and answer (kv::promptSweep). Where the
// term that limits the bound changes (compute, the host link, memory bandwidth), a dotted line marks the prompt length
// it changes at. Values are seconds, straight from the core, so tests compare them with kv::promptSweep:
//   chart.firstToken()[i] == QPointF(points[i].promptTokens, points[i].bound->firstTokenSeconds)
// Like the other charts it recomputes only while shown.

#include "components.h"
#include "prefill.h"

#include <QList>
#include <QPointF>
#include <QWidget>

class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace kvgui {

class PlannerDocument;

class PromptChart : public QWidget
{
    Q_OBJECT

public:
    static constexpr uint32_t kPoints = 48;

    explicit PromptChart(PlannerDocument* document, QWidget* parent = nullptr);

    QList<QPointF> firstToken() const; // as drawn: (prompt tokens, seconds)
    QList<QPointF> answer() const;
    qreal answerAxisMax() const;       // the top of the whole answer's axis (right)
    QList<qreal> limitChanges() const; // x of each marker where the limiting term changes
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
    void showTip(const QPointF& point, bool on);

    PlannerDocument* m_document;
    QChart* m_chart;
    QChartView* m_view = nullptr;
    QLineSeries* m_first;
    QLineSeries* m_answer;
    QList<QLineSeries*> m_changes; // one dotted line per change of the limiting term
    QValueAxis* m_x;
    QValueAxis* m_y;       // the first token's seconds
    QValueAxis* m_yAnswer; // the whole answer's seconds, on the right: decoding the answer dwarfs the prompt's wait
    std::vector<kv::PromptPoint> m_points;
    bool m_stale = true;
};

} // namespace kvgui
