#include "talkdata.h"

#include "defaults.h"
#include "hardware.h"
#include "modelspec.h"

#include <algorithm>

namespace kvgui::talk {

void prepareArchitectures(StepData& d, const kv::Catalog& catalog); // talkcompare.cpp
void prepareRemedies(StepData& d);                                  // talkcompare.cpp
void prepareRuntimes(StepData& d, const kv::Catalog& catalog);      // talkcompare.cpp

QString applyOverrides(const ScenarioOverrides& o, const kv::Catalog& catalog, kv::Scenario& s)
{
    QString unknown;
    if (!o.model.isEmpty()) {
        if (const kv::ModelSpec* m = catalog.findModel(o.model.toStdString()))
            s.model = *m;
        else
            unknown = QStringLiteral("model “%1”?").arg(o.model);
    }
    if (!o.hardware.isEmpty()) {
        if (const kv::HardwarePreset* h = catalog.findHardware(o.hardware.toStdString()))
            s.hardware = kv::machineFrom(*h, {});
        else
            unknown = QStringLiteral("hardware “%1”?").arg(o.hardware);
    }
    if (const auto r = kv::runtimeFromId(o.runtime.toStdString()); r && !o.runtime.isEmpty())
        s.runtime = *r;
    if (const auto t = kv::elemTypeFromName(o.kvType.toStdString()); t && !o.kvType.isEmpty())
        s.typeK = s.typeV = *t;
    if (o.context)
        s.contextPerUser = *o.context;
    if (o.users)
        s.users = *o.users;
    return unknown;
}

namespace {

uint64_t usableBytes(const kv::Estimate& e)
{
    // The cache should live with the layers on the GPUs (or the unified pool; a CPU-only box: its RAM).
    const kv::PoolUse& pool = e.pools.primary();
    uint64_t kvThere = 0;
    for (const kv::DeviceUse& d : e.devices)
        if (e.pools.gpu.present ? d.kind != kv::DeviceKind::Ram : true)
            kvThere += d.memory.kv;
    const uint64_t fixed = pool.used - kvThere;
    return pool.usable > fixed ? pool.usable - fixed : 0;
}

void prepareGrowth(StepData& d)
{
    kv::Scenario ideal = d.scenario;
    ideal.runtime = kv::Runtime::Ideal;
    ideal.users = 1;
    const uint64_t top =
        d.step.scenario.context
            ? *d.step.scenario.context
            : std::min<uint64_t>(std::max<uint64_t>(kv::trainingContext(d.scenario.model), 4096), 131072);
    d.growth = kv::sweep(ideal, kv::SweepAxis::Context, kv::linearPoints(1, top, 97));
}

void prepareConversation(StepData& d)
{
    const uint64_t ctx = d.scenario.contextPerUser;
    d.promptTokens = d.step.scenario.promptTokens.value_or(ctx * 3 / 4);
    d.answerTokens = d.step.scenario.answerTokens.value_or(ctx / 2);
    d.timeline = kv::conversationTimeline(d.scenario, d.promptTokens, d.answerTokens, 121);
    d.overflowToken =
        d.estimate.limits.admissionTokens ? d.estimate.limits.admissionTokens : d.estimate.runtime.nCtxSeq;
}

void prepareUsers(StepData& d)
{
    d.joining = kv::usersJoining(d.scenario);
    d.sharedPrefix = d.step.scenario.sharedPrefix.value_or(d.scenario.contextPerUser / 4);
    kv::Scenario ideal = d.scenario;
    ideal.runtime = kv::Runtime::Ideal;
    d.kvUnsharedBytes = kv::estimate(ideal).memory.kv;
    ideal.whatIfs.sharedPrefixTokens = d.sharedPrefix;
    d.kvSharedBytes = kv::estimate(ideal).memory.kv;
}

} // namespace

const kv::LayerSpec* formulaLayer(const kv::ModelSpec& model)
{
    for (const kv::LayerSpec& l : model.layers)
        if (l.hasAttention() && l.attn == kv::AttnKind::Full)
            return &l;
    for (const kv::LayerSpec& l : model.layers)
        if (l.hasAttention())
            return &l;
    return nullptr;
}

StepData prepareStep(const TalkStep& step, const kv::Scenario& base, const kv::Catalog& catalog,
                     const kv::EnergyUse& energy)
{
    StepData d;
    d.step = step;
    d.scenario = base;
    d.error = applyOverrides(step.scenario, catalog, d.scenario);
    d.estimate = kv::plan(d.scenario);
    d.kvCapacity = usableBytes(d.estimate);
    switch (step.kind) {
    case StepKind::BytesPerToken:
    case StepKind::Limit: break;
    case StepKind::Growth: prepareGrowth(d); break;
    case StepKind::Architectures: prepareArchitectures(d, catalog); break;
    case StepKind::Conversation: prepareConversation(d); break;
    case StepKind::Users: prepareUsers(d); break;
    case StepKind::WhatIfs: prepareRemedies(d); break;
    case StepKind::Runtimes: prepareRuntimes(d, catalog); break;
    case StepKind::Faq: {
        kv::Scenario ram = d.scenario;
        ram.placement.kvOffload = false;
        d.kvInRam = kv::estimate(ram);
        // Half the layers (at least 4) more in RAM than the plan keeps there: what spilling does to the first token
        // (llama.cpp's -ngl N keeps the last N - 1 repeating layers and the output on the GPU).
        const uint32_t n = d.scenario.model.nLayer();
        const uint32_t onGpu = std::min(d.estimate.placement.nGpuLayers, n);
        d.moreInRamLayers = std::min(onGpu, std::max<uint32_t>(4, n / 2));
        if (d.moreInRamLayers > 0 && !d.estimate.devices.empty()) {
            kv::Scenario spill = d.scenario;
            spill.placement.nGpuLayers = onGpu - d.moreInRamLayers + 1;
            d.moreInRam = kv::estimate(spill);
        }
        d.power = kv::machinePower(d.scenario.hardware, catalog.hardware);
        d.energy = energy;
        break;
    }
    }
    return d;
}

} // namespace kvgui::talk
