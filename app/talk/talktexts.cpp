#include "talktexts.h"
#include "talktr.h"

#include "components.h"
#include "defaults.h"
#include "elemtype.h"
#include "format.h"
#include "wording.h"

#include <QCoreApplication>
#include <QLocale>

namespace kvgui::talk {

namespace {

QString count(uint64_t n)
{
    return kvapp::formatCount(n);
}

QString bytesPerValue(kv::ElemType t)
{
    const kv::ElemTypeInfo& i = kv::info(t);
    return QLocale().toString(double(i.blockBytes) / i.blockValues, 'g', 4);
}

} // namespace

QStringList linesFor(const StepData& d); // talklines.cpp

QString formulaText(const kv::ModelSpec& model, kv::ElemType k)
{
    const kv::LayerSpec* l = formulaLayer(model);
    if (!l)
        return Talk::tr("no attention layers: no KV cache, only a fixed state");
    const kv::LayerCensus c = kv::census(model);
    const uint32_t layers = c.full + c.swa + c.chunked + c.mla;
    if (l->attn == kv::AttnKind::Mla)
        //: MLA formula: %1 layers, %2 latent values per token, %3 bytes per value
        return Talk::tr("%1 layers × %2 latent values (K only) × %3 bytes")
            .arg(layers)
            .arg(l->headDimK)
            .arg(bytesPerValue(k));
    //: the KV formula: %1 layers, %2 KV heads, %3 head dimension, %4 bytes per value
    return Talk::tr("%1 layers × %2 KV heads × %3 × 2 (K and V) × %4 bytes")
        .arg(layers)
        .arg(l->nHeadKv)
        .arg(l->headDimK)
        .arg(bytesPerValue(k));
}

uint64_t tokensThatFit(const StepData& d)
{
    return kv::tokensThatFit(d.growth, d.kvCapacity, d.estimate.kvBytesPerToken);
}

QString stepTitle(const StepData& d)
{
    if (!d.step.title.isEmpty())
        return d.step.title;
    switch (d.step.kind) {
    case StepKind::BytesPerToken: return Talk::tr("Every token leaves a key and a value in every layer");
    case StepKind::Growth: return Talk::tr("The cache grows with every token kept");
    case StepKind::Architectures: return Talk::tr("The architecture sets the bytes per token");
    case StepKind::Conversation: return Talk::tr("The answer keeps growing the cache");
    case StepKind::Users: return Talk::tr("Every user brings their own cache");
    case StepKind::WhatIfs: return Talk::tr("Tricks move the limit, not the cause");
    case StepKind::Limit: return Talk::tr("Where it stops");
    case StepKind::Faq: return Talk::tr("Questions people ask");
    case StepKind::Runtimes: return Talk::tr("Each runtime sets the cache aside its own way");
    }
    return {};
}

QStringList stepLines(const StepData& d)
{
    if (!d.step.text.isEmpty())
        return d.step.text.split(QLatin1Char('\n'));
    if (d.estimate.refusal)
        return {kvapp::describeRefusal(*d.estimate.refusal)};
    return linesFor(d);
}

QString scenarioLine(const kv::Scenario& s)
{
    const QString machine =
        s.hardware.devices.empty() ? Talk::tr("no machine chosen") : QString::fromStdString(s.hardware.name);
    //: footer: %1 model, %2 machine, %3 runtime, %4 tokens per user, %5 concurrent users, %6 KV type
    return Talk::tr("%1 · %2 · %3 · %4 tokens per user · users: %5 · KV %6")
        .arg(QString::fromStdString(s.model.name), machine, kvapp::runtimeText(s.runtime), count(s.contextPerUser),
             count(s.users), QString::fromLatin1(kv::name(s.typeK).data()));
}

} // namespace kvgui::talk
