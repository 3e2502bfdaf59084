#pragma once
// Sub-commands of kvplanner-cli. run() parses the arguments, dispatches, and turns every failure into
// one "kvplanner-cli: error: ..." line on stderr with a non-zero exit status.

#include <QStringList>

namespace kvcli {

int run(const QStringList& arguments);

} // namespace kvcli
