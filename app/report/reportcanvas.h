#pragma once
// A flowing page layout in points: blocks are placed top to bottom and a block that does not fit starts
// a new page. The same flow runs twice: once without a painter to count the pages, once to paint them
// (all pages to a QPdfWriter, or one page to a preview image). Text is measured on a fixed 72 dpi
// reference device, so the preview and the PDF break lines at the same places.
//   ReportCanvas c(nullptr, QSizeF(595, 842), -1, {});     // measuring pass
//   c.paragraph(u"Hello"_s, font);  c.finish();  c.pageCount() == 1
// A block is painted only when painting() is true (its page is the one being painted).

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

class QPainter;

namespace kvreport {

class ReportCanvas
{
public:
    using PageHook = std::function<void(QPainter&, int page)>;

    // painter null = measure only; targetPage -1 = paint every page, calling newPage between them.
    ReportCanvas(QPainter* painter, QSizeF pageSize, int targetPage, std::function<void()> newPage);

    void setPageHook(PageHook hook) { m_pageHook = std::move(hook); } // header and footer of each page
    static constexpr double kMargin = 48;

    QRectF take(double height); // the next block's rect (content width), breaking if needed
    void ensure(double height); // starts a new page unless `height` fits
    void space(double height) { m_y += height; }
    void pageBreak();
    bool painting() const;
    QPainter* painter() const { return m_painter; }
    double width() const { return m_page.width() - 2 * kMargin; }
    int page() const { return m_pageIndex; }
    int pageCount() const { return m_pageIndex + 1; }
    void finish();

    // Text blocks: word-wrapped to the content width (or `indent` narrower).
    static double textHeight(const QString& text, const QFont& font, double width);
    static double textWidth(const QString& text, const QFont& font);
    void paragraph(const QString& text, const QFont& font, const QColor& color = QColor(0x1f, 0x23, 0x28),
                   double indent = 0);
    void heading(const QString& text, const QFont& font);
    // Two columns: label (muted) and value, each row wrapped; rows stay whole across page breaks.
    void table(const std::vector<std::pair<QString, QString>>& rows, const QFont& font, double labelWidth);
    void bullets(const QStringList& items, const QFont& font);
    // One row of a label column (muted, in `labelFont`) and equal value columns over the rest of the width, each
    // wrapped, a rule below; `band` fills the row (a header, an emphasis), `lastColumn` the last value column.
    struct ColumnsRow
    {
        double labelWidth = 110, gap = 6;
        QFont labelFont, valueFont;
        QColor band = Qt::transparent, lastColumn = Qt::transparent;
    };
    void columnsRow(const QString& label, const QStringList& values, const ColumnsRow& style);

private:
    void startPage();

    QPainter* m_painter;
    QSizeF m_page;
    int m_targetPage;
    std::function<void()> m_newPage;
    PageHook m_pageHook;
    int m_pageIndex = 0;
    double m_y = kMargin;
    bool m_started = false;
};

} // namespace kvreport
