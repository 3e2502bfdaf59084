#pragma once
// The estimate options shared by `estimate`, `sweep` and `report` (DESIGN §7), and the Scenario they
// describe. --scenario FILE.kvplan loads a saved scenario first; the other options then override it.

#include <QCommandLineParser>

#include "catalog.h"
#include "choose.h"
#include "defaults.h"
#include "scenario.h"
#include "thismachine.h"

namespace kvcli {

void addScenarioOptions(QCommandLineParser& parser);
// --model's value: a preset id, a model file (GGUF, config.json, spec) or ollama:NAME[:TAG]. Throws.
kv::ModelSpec resolveModel(const QString& value, const kv::Catalog& catalog);
// Throws CliError on bad values (kvplanner-cli: error: ...). --model (or --scenario) is required.
kv::Scenario scenarioFromOptions(const QCommandLineParser& parser, const kv::Catalog& catalog);
// The same without a model: the machine and the question for `fit` (a list in --weights is left to it).
kv::Scenario questionFromOptions(const QCommandLineParser& parser, const kv::Catalog& catalog);
// Rebuilds the options' machine with a tweak (more GPUs, a GPU limit), for advice whose flags must
// reproduce it; nullopt when the machine came from a scenario file. Keeps references to its arguments.
kv::MachineBuilder machineBuilder(const QCommandLineParser& parser, const kv::Catalog& catalog);

// This computer, detected once per process (KVPLANNER_SYSROOT and PATH are the test seams), and as
// a preset; the latter throws CliError with the reasons when nothing could be detected.
const kvapp::ThisMachine& thisMachine(const kv::Catalog& catalog);
kv::HardwarePreset thisMachinePreset(const kv::Catalog& catalog);

// Strict number parsing for option values; throws CliError naming the option.
uint64_t parseCount(const QString& option, const QString& value, uint64_t min, uint64_t max);
uint64_t parseCount(const QString& option, const QString& value, kv::Range range);
double parseGiB(const QString& option, const QString& value);

} // namespace kvcli
