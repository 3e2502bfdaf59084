#pragma once
// Colours, defined once. Each memory part has ONE colour everywhere — table swatches, bars, areas,
// legends, banner tiles, the report — kvreport::partColor (through components.h), chosen mid-luminance so
// it reads on a light and on a dark background.
// The verdict has its own colours, but its text never relies on them.

#include "components.h"

#include <QColor>
#include <QPalette>

namespace kvgui {

enum class VerdictTone : uint8_t { Good, Warn, Bad, Neutral };
QColor verdictColor(VerdictTone tone);

// The capacity lines: the window's text colour, so they stay visible in both palettes.
QColor capacityColor(const QPalette& palette);

enum class Theme : uint8_t { System, Light, Dark };
QPalette darkPalette();
// Applies Fusion + a fixed light or dark palette, or restores the platform's own for System.
void applyTheme(Theme theme);
bool isDark(const QPalette& palette);

} // namespace kvgui
