#pragma once
// File → Export Report…: a preview of the sizing report with its language and page size, and the
// exports that go with it (PDF, the context sweep as CSV, the estimate as JSON, the charts as PNG at 2x).
// The preview is the PDF's own renderer drawn into an image (kvreport::ReportRenderer), never a copy of
// the window's widgets. File names come through DialogProvider, so tests drive it without dialogs:
//   DialogProvider::setNextFileName(u"/tmp/r.pdf"_s);
//   ReportDialog d(&document);  d.setLanguage(u"ja"_s);  d.savePdf();   // writes /tmp/r.pdf atomically

#include <QDialog>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QToolButton;

namespace kvreport {
class ReportRenderer;
}

namespace kvgui {

class PlannerDocument;

class ReportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ReportDialog(const PlannerDocument* document, QWidget* parent = nullptr);
    ~ReportDialog() override;

    void setLanguage(const QString& code); // "en", "ja", "it"
    int pageCount() const;

public Q_SLOTS:
    bool savePdf();
    bool saveCsv();
    bool saveJson();
    bool saveCharts();

private:
    void rebuild();
    void showPage(int page);
    QString suggestedName(const QString& suffix) const;
    // Runs one export; what it throws is shown (the report dialog's title) and false returned.
    bool report(const std::function<void()>& write);

    const PlannerDocument* m_document;
    std::unique_ptr<kvreport::ReportRenderer> m_renderer;
    QComboBox* m_language = nullptr;
    QComboBox* m_page = nullptr;
    QLabel* m_preview = nullptr;
    QLabel* m_pageLabel = nullptr;
    QToolButton* m_prev = nullptr;
    QToolButton* m_next = nullptr;
    int m_current = 0;
};

} // namespace kvgui
