#pragma once
// The numbers behind the verdict: memory by component (with the padding over the ideal cache), KV
// bytes per token split by layer kind, the limits (longest context, most users), the decode speed
// bound, the runtime's own prediction where it differs, the launch command with a Copy button, and
// the warnings in plain words.

#include "estimate.h"
#include "figuretable.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace kvgui {

class PlannerDocument;

class ResultsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ResultsPanel(PlannerDocument* document, QWidget* parent = nullptr);

    QString memoryText() const; // the memory section as plain text (tests)
    QString limitsText() const;
    QString launchCommand() const;
    QString warningsText() const;
    QPushButton* copyButton() const { return m_copy; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void fitSections();
    void updateCopyMenu(const kv::Estimate& e);
    QString weightsTip(const kv::WeightsInfo& weights) const;
    QList<FigureTable::Row> memoryRows(const kv::Estimate& e) const;
    QList<FigureTable::Row> tokenRows(const kv::Estimate& e) const;
    QString warningsText(const kv::Estimate& e) const;

    PlannerDocument* m_document;
    QLabel* m_memoryTitle;
    FigureTable* m_memory;
    QLabel* m_tokensTitle;
    FigureTable* m_tokens;
    QLabel* m_launchTitle;
    QPlainTextEdit* m_launch;
    QPushButton* m_copy;
    QLabel* m_warnings;
    int m_fittedHeight = -1;
};

} // namespace kvgui
