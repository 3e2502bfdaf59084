#pragma once
// The estimate options shared by `estimate`, `sweep` and `report` (DESIGN §7), and the Scenario they
// describe. --scenario FILE.kvplan loads a saved scenario first; the other options then override it.

#include <QCommandLineParser>

#include "catalog.h"
#include "defaults.h"
#include "scenario.h"

namespace kvcli {

void addScenarioOptions(QCommandLineParser& parser);
// Throws CliError on bad values (kvplanner-cli: error: ...).
kv::Scenario scenarioFromOptions(const QCommandLineParser& parser, const kv::Catalog& catalog);

// Strict number parsing for option values; throws CliError naming the option.
uint64_t parseCount(const QString& option, const QString& value, uint64_t min, uint64_t max);
uint64_t parseCount(const QString& option, const QString& value, kv::Range range);
double parseGiB(const QString& option, const QString& value);

} // namespace kvcli
