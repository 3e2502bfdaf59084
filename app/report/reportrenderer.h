#pragma once
// The sizing report: ONE renderer that draws from values (Scenario + Estimate + a context sweep) onto
// any QPainter — every page of a QPdfWriter, one page of a preview QImage, or a chart alone for a PNG.
// It never reads widgets. Coordinates are points (1/72 in) on an A4 or Letter page; the painter is
// scaled so the same layout lands on any device, and text is laid out on a 72 dpi reference, so the
// preview breaks lines exactly where the PDF does.
//
//   kvreport::ReportRenderer r(kvreport::makeReportInput(scenario), {.language = u"ja"_s});
//   r.pageCount() == 3;                 // 1 the answer, 2 why (charts, limits, speed), 3 how (launch, notes),
//                                       // then a cluster's page (nodes, link, ranks, commands per node)
//                                       // and, with pins, the plans side by side; with
//                                       // input.buy, what to buy
//   QImage preview = r.pageImage(0, 1.5);
//   kvreport::writePdf(u"r.pdf"_s, r);  // reportexport.h: atomic, worded errors
//
// Everything worded is worded in options.language ("en", "ja", "it"), whatever the window speaks.

#include "comparerows.h"
#include "estimate.h"
#include "estimator.h"
#include "reportbuy.h"
#include "scenario.h"

#include <QDate>
#include <QImage>
#include <QSizeF>
#include <QString>

#include <functional>
#include <vector>

class QPainter;

namespace kvreport {

class ReportCanvas;

struct ReportInput
{
    kv::Scenario scenario;
    kv::Estimate estimate;
    std::vector<kv::SweepPoint> contextSweep; // memory against context per user, 0 to the training context
    // Pinned plans (kv::kMaxPins at most) and their plans: a comparison page when there are any.
    std::vector<kv::Scenario> pins;
    std::vector<kvapp::PinnedPlan> pinEstimates; // kvapp::planPins(pins)
    // What to buy (whatToBuy): a page with the cheapest machines that run the plan, when set.
    std::optional<WhatToBuy> buy;
};
// plan() (with limits) and the context sweep for a scenario; or around an estimate already at hand.
ReportInput makeReportInput(const kv::Scenario& scenario);
ReportInput makeReportInput(const kv::Scenario& scenario, const kv::Estimate& estimate);

enum class PageSize : uint8_t { A4, Letter };

struct ReportOptions
{
    QString language = QStringLiteral("en");
    PageSize page = PageSize::A4;
    QDate date = QDate::currentDate();
    QString version = QStringLiteral(KV_VERSION);
};

enum class ReportChart : uint8_t { DeviceBars, Context, BytesPerToken };
inline constexpr ReportChart kReportCharts[] = {ReportChart::DeviceBars, ReportChart::Context,
                                                ReportChart::BytesPerToken};
QString chartFileStem(ReportChart chart); // "devices", "context", "bytes-per-token"

class ReportRenderer
{
public:
    ReportRenderer(ReportInput input, ReportOptions options);

    const ReportInput& input() const { return m_input; }
    const ReportOptions& options() const { return m_options; }
    QSizeF pageSize() const; // points: A4 595.3 x 841.9, Letter 612 x 792
    int pageCount() const { return m_pageCount; }
    QString title() const; // the question, in the report's language

    // Every page onto a painter whose device is pageSize() scaled; newPage() between pages.
    void paint(QPainter& painter, const std::function<void()>& newPage) const;
    void paintPage(QPainter& painter, int page) const;
    QImage pageImage(int page, double scale) const; // white page, scale x points pixels

    QSizeF chartSize(ReportChart chart) const;
    void paintChart(QPainter& painter, ReportChart chart) const; // at the origin, chartSize() points
    QImage chartImage(ReportChart chart, double scale) const;    // PNG export: scale 2 = 144 dpi

private:
    void flow(ReportCanvas& canvas) const;
    void pageFrame(QPainter& p, int page) const;
    void answerPage(ReportCanvas& c) const;
    void whyPage(ReportCanvas& c) const;
    void howPage(ReportCanvas& c) const;
    void comparePage(ReportCanvas& c) const;
    void clusterPage(ReportCanvas& c) const;
    void buyPage(ReportCanvas& c) const; // reportbuy.cpp // a cluster's nodes, link, vLLM ranks and per-node commands
    void verdictBox(ReportCanvas& c) const;
    void figureTiles(ReportCanvas& c) const;
    void partsTable(ReportCanvas& c) const;
    void deviceSection(ReportCanvas& c) const;
    void chartBlock(ReportCanvas& c, ReportChart chart) const;
    void codeBlock(ReportCanvas& c, const QString& text) const;

    ReportInput m_input;
    ReportOptions m_options;
    int m_pageCount = 1;
};

} // namespace kvreport
