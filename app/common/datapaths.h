#pragma once
// Where kvplanner's data lives, relative to the executable, so the same binary works from the build
// folder (build/bin -> build/share/kvplanner) and installed (/usr/bin -> /usr/share/kvplanner).
// KVPLANNER_DATA_DIR overrides it (tests point it at the source tree's resources/).

#include <QString>

namespace kvapp {

QString dataDir();   // .../share/kvplanner
QString presetDir(); // .../share/kvplanner/presets

} // namespace kvapp
