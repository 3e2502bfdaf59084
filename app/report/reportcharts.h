#pragma once
// The report's three charts, drawn with QPainter paths into a rect given in points, so they are vector
// in a PDF and sharp in a PNG at any scale. They read values only (Estimate, sweep), never widgets.
//
// Device bars: one horizontal stacked bar per device (weights, KV cache, recurrent state, compute &
// overhead), on one GiB scale, with the usable capacity as a line and the reserve shaded.
// Context chart: stacked areas of memory against context per user (0 to the training context), the
// GPU and GPU + RAM capacity lines, this plan's context and the limits as labelled markers.
// Bytes per token: one bar per kind of attention layer (full, sliding window, latent), the recurrent
// state per user as a note.
//   drawDeviceBars(p, QRectF(48, 300, 499, deviceBarsHeight(e)), e, lang);

#include "estimate.h"
#include "estimator.h"
#include "scenario.h"

#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace kvreport {

// Legend::Omitted leaves out the row of swatches above the bars, for a caller that shows several plans' bars under
// one legend (drawPartsLegend; the Choose window's pinned plans).
enum class Legend : uint8_t { Shown, Omitted };
double deviceBarsHeight(const kv::Estimate& estimate, Legend legend = Legend::Shown);
void drawDeviceBars(QPainter& p, const QRectF& rect, const kv::Estimate& estimate, const QString& language,
                    Legend legend = Legend::Shown);
// The device bars' swatches in one row, with the recurrent state's and the hatched "may grow" when any plan has
// them; returns its height.
double drawPartsLegend(QPainter& p, QPointF topLeft, bool recurrent, bool growth, const QString& language);
bool anyGrowth(const kv::Estimate& estimate); // some device may grow while the server runs

inline constexpr double kContextChartHeight = 300;
void drawContextChart(QPainter& p, const QRectF& rect, const kv::Scenario& scenario, const kv::Estimate& estimate,
                      const std::vector<kv::SweepPoint>& sweep, const QString& language);

double bytesPerTokenHeight(const kv::Estimate& estimate);
void drawBytesPerToken(QPainter& p, const QRectF& rect, const kv::Estimate& estimate, const QString& language);

} // namespace kvreport
