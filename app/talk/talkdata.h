#pragma once
// The numbers one talk step shows, computed once when the step starts (never per frame) from the
// core: the step's scenario (the presenter's scenario with the step's overrides), its plan, and the
// sweeps, timelines and comparisons its picture draws.
//
//   StepData d = prepareStep(step, document.scenario(), document.catalog());
//   d.estimate.kvBytesPerToken     // step 1's big number, == kv::estimate(d.scenario).kvBytesPerToken
//   d.overflowToken                // step 4: == d.estimate.limits.admissionTokens
// Unknown preset ids do not throw: error says which, and the rest uses the presenter's scenario.
#include "catalog.h"
#include "energy.h"
#include "estimate.h"
#include "estimator.h"
#include "scenario.h"
#include "talkscript.h"

#include <QString>

#include <optional>

#include <vector>

namespace kvgui::talk {

// Applies a step's (or the talk's plan's) overrides to `s`; returns which preset id was unknown ("" when
// none was): the step then says so and keeps the presenter's value.
QString applyOverrides(const ScenarioOverrides& o, const kv::Catalog& catalog, kv::Scenario& s);

// One model of the architecture comparison, at the step's context for one user.
struct ArchBar
{
    QString name;
    QString badges; // "GQA", "MLA · MoE", ...
    uint64_t bytesPerToken = 0;
    kv::MemoryParts memory; // kv and recurrent
};

// One runtime of the "runtimes differ" step: the same model, context and users under its own rules.
struct RuntimeBar
{
    kv::Runtime runtime = kv::Runtime::LlamaCpp;
    kv::CacheReservation cache;         // what it sets aside at load, and what the plan's tokens hold
    std::optional<kv::Warning> refusal; // the runtime cannot run this plan (no bar)
};

enum class Remedy : uint8_t { Baseline, Paged, Q8, Q4, Kivi2, Budget, Window };

// One way to shrink the cache, with the KV it leaves and the longest context that then fits.
struct RemedyRow
{
    Remedy remedy = Remedy::Baseline;
    kv::MemoryParts memory;  // the cache the remedy leaves (kv)
    uint64_t maxContext = 0; // 0 = unknown (no hardware)
    uint32_t value = 0;      // block size, window or budget, when the remedy has one
};

struct StepData
{
    TalkStep step;
    kv::Scenario scenario;
    kv::Estimate estimate; // kv::plan(scenario)
    QString error;

    uint64_t kvCapacity = 0;            // usable memory left for the cache beside the weights (0 = no hardware)
    std::vector<kv::SweepPoint> growth; // Growth: ideal KV against retained tokens
    std::vector<ArchBar> architectures;
    std::vector<RuntimeBar> runtimes; // Runtimes: every runtime but the ideal baseline
    uint64_t promptTokens = 0, answerTokens = 0;
    std::vector<kv::TimelinePoint> timeline; // Conversation
    uint64_t overflowToken = 0;              // the last token a request may hold (admission limit)
    std::vector<kv::TimelinePoint> joining;  // Users
    uint64_t sharedPrefix = 0, kvSharedBytes = 0, kvUnsharedBytes = 0;
    std::vector<RemedyRow> remedies; // What-ifs
    kv::Estimate kvInRam;            // FAQ: the same plan with --no-kv-offload
    kv::Estimate moreInRam;          // FAQ: the plan with moreInRamLayers (half its layers) more in RAM
    uint32_t moreInRamLayers = 0;
    kv::MachinePower power; // FAQ: the machine's published power (kv::machinePower; unknown: none)
    kv::EnergyUse energy;   // FAQ: the hours a day and the price of a kWh the running cost is priced at
};

// `energy`: what the FAQ's running cost is priced at (the window's money settings, or the CLI's options).
StepData prepareStep(const TalkStep& step, const kv::Scenario& base, const kv::Catalog& catalog,
                     const kv::EnergyUse& energy);

// The first attention layer with a full cache (for the formula), or nullptr.
const kv::LayerSpec* formulaLayer(const kv::ModelSpec& model);

} // namespace kvgui::talk
