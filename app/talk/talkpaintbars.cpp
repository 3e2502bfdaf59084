// Step pictures 3 and 6: models side by side, and the remedies with their price; bar-row helper.
#include "talkpaint.h"
#include "talktr.h"

#include "components.h"
#include "format.h"
#include "talktexts.h"
#include "wording.h"

#include <QCoreApplication>

#include <algorithm>

namespace kvgui::talk {

namespace {

} // namespace

void paintBarRows(const Canvas& c, const std::vector<BarRow>& rows, double labelWidth, double barShare)
{
    if (rows.empty())
        return;
    uint64_t maxBytes = 1;
    for (const BarRow& r : rows) {
        uint64_t sum = 0;
        for (const auto& seg : r.segments)
            sum += seg.first;
        maxBytes = std::max(maxBytes, sum);
    }
    const double rowH = std::min(c.area.height() / rows.size(), 130 * c.s);
    const double barLeft = c.area.left() + labelWidth * c.s;
    const double barMax = (c.area.right() - barLeft) * barShare;
    for (size_t i = 0; i < rows.size(); ++i) {
        const BarRow& r = rows[i];
        const double y = c.area.top() + i * rowH;
        const double grow = ease(c.t, 0.08 * i, 0.08 * i + 0.45);
        c.line(QRectF(c.area.left(), y, labelWidth * c.s - 24 * c.s, rowH * 0.55), r.label, 32, c.theme.text,
               Qt::AlignLeft | Qt::AlignBottom, true);
        c.line(QRectF(c.area.left(), y + rowH * 0.55, labelWidth * c.s - 24 * c.s, rowH * 0.45), r.note, 23,
               c.theme.dim, Qt::AlignLeft | Qt::AlignTop);
        double x = barLeft;
        for (const auto& [bytes, color] : r.segments) {
            const double w = barMax * double(bytes) / double(maxBytes) * grow;
            c.p.fillRect(QRectF(x, y + rowH * 0.2, w, rowH * 0.6), color);
            x += w;
        }
        c.text(QRectF(x + 18 * c.s, y, c.area.right() - x, rowH), r.value, 30, c.theme.text,
               Qt::AlignLeft | Qt::AlignVCenter);
    }
}

void paintArchitectures(const Canvas& c, const StepData& d)
{
    std::vector<BarRow> rows;
    for (const ArchBar& a : d.architectures) {
        BarRow r;
        r.label = a.name;
        //: under a model's name: %1 its attention badges (GQA, MLA, ...), %2 what they mean
        r.note = Talk::tr("%1: %2").arg(a.badges, badgeHint(a.badges));
        r.segments = {{a.memory.kv, partColor(Part::Kv)}, {a.memory.recurrent, partColor(Part::Recurrent)}};
        //: at the end of a bar: %1 total KV, %2 bytes per token
        r.value = Talk::tr("%1 · %2/token")
                      .arg(kvapp::formatBytes(a.memory.kv + a.memory.recurrent), kvapp::formatBytes(a.bytesPerToken));
        rows.push_back(r);
    }
    paintBarRows(c, rows, 560);
}

void paintRuntimes(const Canvas& c, const StepData& d)
{
    std::vector<BarRow> rows;
    for (const RuntimeBar& b : d.runtimes) {
        BarRow r;
        r.label = kvapp::runtimeText(b.runtime);
        r.note = runtimeRule(b.runtime);
        const uint64_t start = b.cache.atStartBytes, held = b.cache.heldBytes;
        // Solid: what is both set aside and held; lighter: set aside but unused (a pool), or grown later (MLX).
        const QColor kv = partColor(Part::Kv);
        r.segments = {{std::min(start, held), kv}, {std::max(start, held) - std::min(start, held), kv.lighter(150)}};
        if (b.refusal) {
            r.segments.clear();
            //: at the end of a runtime's (missing) bar: it does not run this plan
            r.value = Talk::tr("refuses this plan");
        } else if (start == held) {
            //: at the end of a runtime's bar: %1 the cache, all of it allocated when the model loads
            r.value = Talk::tr("%1, all at load").arg(kvapp::formatBytes(start));
        } else if (start < held) {
            //: at the end of a runtime's bar: %1 allocated at load, %2 what the cache grows to
            r.value = Talk::tr("%1 at load · grows to %2").arg(kvapp::formatBytes(start), kvapp::formatBytes(held));
        } else {
            //: at the end of a runtime's bar: %1 allocated at load (a pool), %2 what these users fill of it
            r.value = Talk::tr("%1 at load · %2 filled").arg(kvapp::formatBytes(start), kvapp::formatBytes(held));
        }
        rows.push_back(r);
    }
    paintBarRows(c, rows, 620, 0.38); // two figures after the longest bars
}

void paintRemedies(const Canvas& c, const StepData& d)
{
    std::vector<BarRow> rows;
    for (const RemedyRow& m : d.remedies) {
        BarRow r;
        r.label = remedyLabel(m);
        r.note = remedyCost(m);
        QColor col = partColor(Part::Kv);
        if (m.remedy != Remedy::Baseline)
            col = col.darker(125);
        r.segments = {{m.memory.kv, col}};
        r.value = kvapp::formatBytes(m.memory.kv);
        if (m.maxContext)
            //: after a remedy's cache size: %1 the longest context that then fits
            r.value = Talk::tr("%1 · fits %2 tokens").arg(r.value, kvapp::formatCount(m.maxContext));
        rows.push_back(r);
    }
    paintBarRows(c, rows, 520);
}

} // namespace kvgui::talk
