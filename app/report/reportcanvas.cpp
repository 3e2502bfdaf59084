#include "reportcanvas.h"

#include "reportstyle.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QStringList>

#include <algorithm>

namespace kvreport {

namespace {

constexpr int kWrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
constexpr double kFooter = 36; // bottom band kept for the footer

// 72 dpi: font point sizes are then the same number of units as on the PDF writer.
const QPaintDevice* referenceDevice()
{
    static const QImage image = [] {
        QImage i(1, 1, QImage::Format_ARGB32_Premultiplied);
        i.setDotsPerMeterX(2835);
        i.setDotsPerMeterY(2835);
        return i;
    }();
    return &image;
}

} // namespace

ReportCanvas::ReportCanvas(QPainter* painter, QSizeF pageSize, int targetPage, std::function<void()> newPage)
    : m_painter(painter), m_page(pageSize), m_targetPage(targetPage), m_newPage(std::move(newPage))
{
}

double ReportCanvas::textHeight(const QString& text, const QFont& font, double width)
{
    const QFontMetricsF fm(font, referenceDevice());
    return fm.boundingRect(QRectF(0, 0, width, 1e6), kWrap, text).height();
}

double ReportCanvas::textWidth(const QString& text, const QFont& font)
{
    return QFontMetricsF(font, referenceDevice()).horizontalAdvance(text);
}

bool ReportCanvas::painting() const
{
    return m_painter && (m_targetPage < 0 || m_targetPage == m_pageIndex);
}

void ReportCanvas::startPage()
{
    m_started = true;
    if (painting() && m_pageHook)
        m_pageHook(*m_painter, m_pageIndex);
}

void ReportCanvas::pageBreak()
{
    if (!m_started)
        startPage();
    if (m_painter && m_targetPage < 0 && m_newPage)
        m_newPage();
    ++m_pageIndex;
    m_y = kMargin;
    startPage();
}

void ReportCanvas::ensure(double height)
{
    if (!m_started)
        startPage();
    if (m_y + height > m_page.height() - kFooter - 12 && m_y > kMargin + 1)
        pageBreak();
}

QRectF ReportCanvas::take(double height)
{
    ensure(height);
    const QRectF r(kMargin, m_y, width(), height);
    m_y += height;
    return r;
}

void ReportCanvas::finish()
{
    if (!m_started)
        startPage();
}

void ReportCanvas::paragraph(const QString& text, const QFont& font, const QColor& color, double indent)
{
    const double w = width() - indent;
    const QRectF r = take(textHeight(text, font, w)).adjusted(indent, 0, 0, 0);
    if (!painting())
        return;
    m_painter->setFont(font);
    m_painter->setPen(color);
    m_painter->drawText(r, kWrap, text);
}

void ReportCanvas::heading(const QString& text, const QFont& font)
{
    const double h = textHeight(text, font, width());
    ensure(h + 70); // never leave a heading alone at the bottom of a page
    space(6);
    const QRectF r = take(h + 4);
    space(4);
    if (!painting())
        return;
    m_painter->setFont(font);
    m_painter->setPen(kInk);
    m_painter->drawText(r, kWrap, text);
    m_painter->setPen(QPen(kRule, 0.75));
    m_painter->drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.bottom()));
}

void ReportCanvas::table(const std::vector<std::pair<QString, QString>>& rows, const QFont& font, double labelWidth)
{
    const double gap = 10;
    const double valueWidth = width() - labelWidth - gap;
    for (const auto& [label, value] : rows) {
        const double h = std::max(textHeight(label, font, labelWidth), textHeight(value, font, valueWidth)) + 3;
        const QRectF r = take(h);
        if (!painting())
            continue;
        m_painter->setFont(font);
        m_painter->setPen(kMuted);
        m_painter->drawText(QRectF(r.left(), r.top(), labelWidth, h), kWrap, label);
        m_painter->setPen(kInk);
        m_painter->drawText(QRectF(r.left() + labelWidth + gap, r.top(), valueWidth, h), kWrap, value);
    }
}

void ReportCanvas::bullets(const QStringList& items, const QFont& font)
{
    const double indent = 12;
    for (const QString& item : items) {
        const double h = textHeight(item, font, width() - indent) + 3;
        const QRectF r = take(h);
        if (!painting())
            continue;
        m_painter->setFont(font);
        m_painter->setPen(kMuted);
        m_painter->drawText(QRectF(r.left(), r.top(), indent, h), kWrap, QStringLiteral("•"));
        m_painter->setPen(kInk);
        m_painter->drawText(r.adjusted(indent, 0, 0, 0), kWrap, item);
    }
}

void ReportCanvas::columnsRow(const QString& label, const QStringList& values, const ColumnsRow& st)
{
    const double colW = (width() - st.labelWidth) / static_cast<double>(std::max<qsizetype>(1, values.size()));
    double h = textHeight(label, st.labelFont, st.labelWidth - st.gap);
    for (const QString& v : values)
        h = std::max(h, textHeight(v, st.valueFont, colW - st.gap));
    const QRectF r = take(h + 4);
    if (!painting())
        return;
    QPainter& p = *painter();
    if (st.band.alpha() > 0)
        p.fillRect(QRectF(r.left(), r.top(), r.width(), h + 2), st.band);
    if (st.lastColumn.alpha() > 0 && !values.isEmpty())
        p.fillRect(QRectF(r.left() + st.labelWidth + colW * static_cast<double>(values.size() - 1) - st.gap / 2,
                          r.top(), colW, h + 2),
                   st.lastColumn);
    p.setPen(kMuted);
    p.setFont(st.labelFont);
    p.drawText(QRectF(r.left(), r.top(), st.labelWidth - st.gap, h), Qt::TextWordWrap, label);
    p.setPen(kInk);
    p.setFont(st.valueFont);
    for (int i = 0; i < values.size(); ++i)
        p.drawText(QRectF(r.left() + st.labelWidth + colW * i, r.top(), colW - st.gap, h), Qt::TextWordWrap, values[i]);
    p.setPen(QPen(kRule, 0.5));
    p.drawLine(QPointF(r.left(), r.top() + h + 2), QPointF(r.right(), r.top() + h + 2));
}

} // namespace kvreport
