#pragma once
// The report's look: the four memory parts with their ONE colour each (the window uses these too), the verdict
// tones, and the fonts pinned per language so that PDF text is embedded and extracts correctly
// (DejaVu Sans for Latin without ligatures; IPAPGothic for Japanese, whose ToUnicode map is clean).
//   kvreport::partColor(kvreport::Part::Kv) == QColor(0xf0, 0x8a, 0x24)
//   kvreport::reportFont(kvreport::FontRole::Body, u"ja"_s).families() == {"DejaVu Sans", "IPAPGothic"}
// Font sizes are points; the renderer paints at 72 dpi logical, so 1 unit = 1 pt on every device.

#include "estimate.h"
#include "estimator.h"
#include "parts.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPen>
#include <QString>

#include <array>
#include <cstdint>

namespace kvreport {

// The memory parts are kvapp's (bottom to top in every stack, left to right in every legend); their
// one colour each is defined here, for the report and the window alike.
using kvapp::kParts;
using kvapp::Part;
using kvapp::partBytes;
using kvapp::partName;
QColor partColor(Part part);
// What may grow while the server runs (kv::DeviceUse::mayGrowBytes): the KV cache's colour, hatched and outlined,
// on top of the host's bar (mostly cached prompts' KV states).
QBrush growthBrush();
QPen growthPen();

// Verdict accents; the verdict's words never depend on them.
QColor verdictColor(kv::Verdict verdict);

// Ink: text, secondary text, rules and grid lines, the capacity lines.
inline const QColor kInk{0x1f, 0x23, 0x28};
inline const QColor kMuted{0x5f, 0x66, 0x6d};
inline const QColor kRule{0xd0, 0xd4, 0xd9};
inline const QColor kPanel{0xf3, 0xf5, 0xf7};

enum class FontRole : uint8_t { Title, Verdict, Heading, Body, Bold, Small, Mono, ChartLabel };
QFont reportFont(FontRole role, const QString& language);

} // namespace kvreport
