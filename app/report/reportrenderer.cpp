#include "reportrenderer.h"

#include "defaults.h"
#include "format.h"
#include "reportcanvas.h"
#include "reportcharts.h"
#include "reportlanguage.h"
#include "reportstyle.h"
#include "reporttext.h"
#include "reporttr.h"

#include <QPageSize>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace kvreport {

namespace {

QImage blankImage(QSizeF points, double scale)
{
    QImage image(static_cast<int>(std::ceil(points.width() * scale)),
                 static_cast<int>(std::ceil(points.height() * scale)), QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(2835); // 72 dpi logical: point-sized fonts are one unit per point
    image.setDotsPerMeterY(2835);
    image.fill(Qt::white);
    return image;
}

} // namespace

ReportInput makeReportInput(const kv::Scenario& scenario)
{
    return makeReportInput(scenario, kv::plan(scenario));
}

ReportInput makeReportInput(const kv::Scenario& scenario, const kv::Estimate& estimate)
{
    ReportInput in{scenario, estimate, {}, {}, {}, {}};
    if (estimate.refusal)
        return in;
    in.contextSweep = kv::sweep(scenario, kv::SweepAxis::Context, kv::contextSweepPoints(scenario, 97));
    std::erase_if(in.contextSweep, [](const kv::SweepPoint& p) { return p.refused; });
    return in;
}

QString chartFileStem(ReportChart chart)
{
    switch (chart) {
    case ReportChart::DeviceBars: return QStringLiteral("devices");
    case ReportChart::Context: return QStringLiteral("context");
    case ReportChart::BytesPerToken: break;
    }
    return QStringLiteral("bytes-per-token");
}

ReportRenderer::ReportRenderer(ReportInput input, ReportOptions options)
    : m_input(std::move(input)), m_options(std::move(options))
{
    ScopedReportLanguage language(m_options.language);
    ReportCanvas measure(nullptr, pageSize(), -1, {});
    flow(measure);
    m_pageCount = measure.pageCount();
}

QSizeF ReportRenderer::pageSize() const
{
    const QPageSize size(m_options.page == PageSize::Letter ? QPageSize::Letter : QPageSize::A4);
    return size.size(QPageSize::Point);
}

QString ReportRenderer::title() const
{
    ScopedReportLanguage language(m_options.language);
    return question(m_input.scenario, m_input.estimate);
}

void ReportRenderer::paint(QPainter& painter, const std::function<void()>& newPage) const
{
    ScopedReportLanguage language(m_options.language);
    const double s = painter.device()->width() / pageSize().width();
    painter.save();
    painter.scale(s, s);
    painter.setRenderHint(QPainter::Antialiasing);
    ReportCanvas canvas(&painter, pageSize(), -1, newPage);
    canvas.setPageHook([this](QPainter& p, int page) { pageFrame(p, page); });
    flow(canvas);
    painter.restore();
}

void ReportRenderer::paintPage(QPainter& painter, int page) const
{
    ScopedReportLanguage language(m_options.language);
    const double s = painter.device()->width() / pageSize().width();
    painter.save();
    painter.scale(s, s);
    painter.setRenderHint(QPainter::Antialiasing);
    ReportCanvas canvas(&painter, pageSize(), page, {});
    canvas.setPageHook([this](QPainter& p, int n) { pageFrame(p, n); });
    flow(canvas);
    painter.restore();
}

QImage ReportRenderer::pageImage(int page, double scale) const
{
    QImage image = blankImage(pageSize(), scale);
    QPainter painter(&image);
    paintPage(painter, page);
    return image;
}

void ReportRenderer::flow(ReportCanvas& c) const
{
    answerPage(c);
    if (m_input.estimate.refusal) {
        c.finish();
        return;
    }
    c.pageBreak();
    whyPage(c);
    c.pageBreak();
    howPage(c);
    if (!m_input.estimate.nodes.empty()) {
        c.pageBreak();
        clusterPage(c);
    }
    if (!m_input.pins.empty()) {
        c.pageBreak();
        comparePage(c);
    }
    if (m_input.buy) {
        c.pageBreak();
        buyPage(c);
    }
    c.finish();
}

void ReportRenderer::pageFrame(QPainter& p, int page) const
{
    const QSizeF size = pageSize();
    const QFont small = reportFont(FontRole::Small, m_options.language);
    const double m = ReportCanvas::kMargin;
    p.setFont(small);
    p.setPen(kMuted);
    const QRectF top(m, 22, size.width() - 2 * m, 14);
    p.drawText(top, Qt::AlignLeft | Qt::AlignVCenter, Tr::tr("kvplanner sizing report"));
    p.drawText(top, Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(m_options.date, QLocale::LongFormat));
    const QRectF bottom(m, size.height() - 32, size.width() - 2 * m, 14);
    p.setPen(QPen(kRule, 0.75));
    p.drawLine(bottom.topLeft(), bottom.topRight());
    p.setPen(kMuted);
    //: footer: %1 app version
    p.drawText(bottom, Qt::AlignLeft | Qt::AlignVCenter, Tr::tr("kvplanner %1").arg(m_options.version));
    //: footer: page %1 of %2
    p.drawText(bottom, Qt::AlignRight | Qt::AlignVCenter,
               Tr::tr("Page %1 of %2")
                   .arg(kvapp::formatCount(static_cast<uint64_t>(page) + 1),
                        kvapp::formatCount(static_cast<uint64_t>(m_pageCount))));
}

} // namespace kvreport
