#pragma once
// `kvplanner-cli fit` (which models fit this machine) and `kvplanner-cli machines` (which machines run
// this plan). Every number in a row equals what `estimate` prints for the same model, scheme and machine.

#include <QStringList>

namespace kvcli {

int cmdFit(const QStringList& args);
int cmdMachines(const QStringList& args);

} // namespace kvcli
