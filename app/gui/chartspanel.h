#pragma once
// The charts area: memory per device on the left (always visible, so the KV cache can be watched
// crossing the VRAM line), and on the right tabs with memory against context, memory against users,
// the breakdown table, memory over a conversation and the wait for the first token against prompt length. A toggle
// switches the swept axis between linear and logarithmic.

#include <QImage>
#include <QWidget>

class QCheckBox;
class QTabWidget;
class QTableView;

namespace kvgui {

class BreakdownModel;
class ConversationTab;
class DeviceBarsChart;
class LegendBar;
class PlannerDocument;
class PromptChart;
class SweepChart;

class ChartsPanel : public QWidget
{
    Q_OBJECT

public:
    ChartsPanel(PlannerDocument* document, BreakdownModel* breakdown, QWidget* parent = nullptr);

    DeviceBarsChart* deviceChart() const { return m_bars; }
    SweepChart* contextChart() const { return m_context; }
    SweepChart* usersChart() const { return m_users; }
    QTableView* table() const { return m_table; }
    ConversationTab* conversation() const { return m_conversation; }
    PromptChart* promptChart() const { return m_prompt; }
    QTabWidget* tabs() const { return m_tabs; }
    QCheckBox* logToggle() const { return m_log; }
    LegendBar* legend() const { return m_legend; }

    void setLogScale(bool on);
    // The device chart and the current tab, drawn at `scale` times their size (for PNG export).
    QImage render(qreal scale) const;

public Q_SLOTS:
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    DeviceBarsChart* m_bars;
    SweepChart* m_context;
    SweepChart* m_users;
    QTableView* m_table;
    ConversationTab* m_conversation;
    PromptChart* m_prompt;
    QTabWidget* m_tabs;
    QCheckBox* m_log;
    QWidget* m_area;
    LegendBar* m_legend;
};

} // namespace kvgui
