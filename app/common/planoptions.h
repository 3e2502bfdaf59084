#pragma once
// The one table of plan options (DESIGN §7) and the Scenario they describe, shared by both command
// lines: `kvplanner-cli estimate|sweep|report|talk|fit|machines|check` and the window's own
// (`kvplanner --model qwen3-8b --runtime koboldcpp --context 32768` opens on that plan). Each row names
// the option, its value, its help (context "Cli"), the runtime whose flag it is and, for a whole
// number, its range from the core's table (core/defaults.h):
//
//   {"contextsize", "N", "KoboldCpp --contextsize ...", kv::Runtime::KoboldCpp, {256, 262144},
//   "koboldcpp.context_size"}
//
// The options of KoboldCpp, ExLlamaV3, SGLang and MLX are refused with another runtime ("--contextsize is
// an option of --runtime koboldcpp; this plan runs llama.cpp"); the llama.cpp, Ollama and vLLM columns
// only say whose flag it is. Every function here throws kvapp::AppError (or kv::InputError) on a bad value,
// worded by kvapp::currentFailure() (apperror.h); --scenario FILE loads a saved scenario first and the
// other options override it.

#include <QCommandLineParser>

#include "catalog.h"
#include "choose.h"
#include "defaults.h"
#include "money.h"
#include "scenario.h"
#include "thismachine.h"

#include <optional>
#include <span>

namespace kvapp {

struct ScenarioOption
{
    const char* name;
    const char* valueName;              // nullptr for a switch
    const char* help;                   // QT_TRANSLATE_NOOP("Cli", ...): translate with Cli::tr
    std::optional<kv::Runtime> runtime; // whose flag it is; nullopt: the planner's own
    kv::Range range;                    // a whole number's accepted range; {0, 0}: not a whole number
    const char* scenarioKey = nullptr;  // the scenario file's key it sets ("llama.ctx_size", kv::scenarioJsonKeys())
    bool isCount() const { return range.max > 0; }
};

// Every plan option, in the order --help lists them.
std::span<const ScenarioOption> scenarioOptions();
// The row of `name` (without the dashes), or nullptr.
const ScenarioOption* findScenarioOption(std::string_view name);
// Adds every row to `parser` (help translated now). The rows named in `hidden` are still parsed (so a
// command can refuse them with its reason) but left out of --help: the command does not take them.
void addScenarioOptions(QCommandLineParser& parser, std::span<const char* const> hidden = {});
// True when the user gave at least one plan option.
bool anyScenarioOption(const QCommandLineParser& parser);

// --model's value: a preset id, a model file (GGUF, config.json, spec) or ollama:NAME[:TAG]. Throws.
kv::ModelSpec resolveModel(const QString& value, const kv::Catalog& catalog);
// --scenario's file as both front-ends read it; throws kv::InputError ("“/tmp/a.kvplan” is not valid
// JSON"), so `kvplanner --scenario F` is refused with the CLI's reason.
kv::Scenario readScenarioFile(const QString& path, const kv::Catalog& catalog);
// The user's own prices the same file keeps (none when it has no "prices"); as strict as a price file.
std::vector<kv::UserPrice> readScenarioPrices(const QString& path, const kv::Catalog& catalog);
// --model (or --scenario) is required.
kv::Scenario scenarioFromOptions(const QCommandLineParser& parser, const kv::Catalog& catalog);
// The same without a model: the machine and the question for `fit` (a list in --weights is left to it).
kv::Scenario questionFromOptions(const QCommandLineParser& parser, const kv::Catalog& catalog);

// Where the options start from: the defaults (a runtime given without --weights then takes its own
// default scheme, vLLM BF16 ...) or a saved scenario (whose scheme stays).
enum class Start : uint8_t { Defaults, SavedScenario };
// The options other than --scenario applied on top of `base`: what the window does with the plan it
// opened (the document's default, or the FILE / --scenario it loaded).
kv::Scenario applyScenarioOptions(const QCommandLineParser& parser, const kv::Catalog& catalog, kv::Scenario base,
                                  Start start);

// Rebuilds the options' machine with a tweak (more GPUs, a GPU limit), for advice whose flags must
// reproduce it; nullopt when the machine came from a scenario file. Keeps references to its arguments.
kv::MachineBuilder machineBuilder(const QCommandLineParser& parser, const kv::Catalog& catalog);

// This computer, detected once per process (KVPLANNER_SYSROOT and PATH are the test seams), and as
// a preset; the latter throws AppError with the reasons when nothing could be detected.
const ThisMachine& thisMachine(const kv::Catalog& catalog);
kv::HardwarePreset thisMachinePreset(const kv::Catalog& catalog);

// Strict number parsing for option values; throws AppError naming the option.
uint64_t parseCount(const QString& option, const QString& value, uint64_t min, uint64_t max);
uint64_t parseCount(const QString& option, const QString& value, kv::Range range);
double parseGiB(const QString& option, const QString& value);

} // namespace kvapp
