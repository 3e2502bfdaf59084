#include "reporttext.h"

#include "verdictwording.h"

#include "estimator.h"
#include "format.h"
#include "reporttr.h"
#include "wording.h"

#include <QLocale>

#include <algorithm>
#include <climits>

namespace kvreport {

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString machineText(const kv::Hardware& h)
{
    QStringList parts;
    for (const kv::Device& d : h.devices)
        //: a device and its size, e.g. "GPU 0 24.0 GiB"
        parts << Tr::tr("%1 %2").arg(kvapp::deviceText(d.name), kvapp::formatBytes(d.capacityBytes));
    return parts.isEmpty() ? q(h.name) : Tr::tr("%1 (%2)").arg(q(h.name), parts.join(QStringLiteral(", ")));
}

QString kvTypes(const kv::Scenario& s)
{
    if (s.typeK == s.typeV)
        return q(kv::name(s.typeK));
    return Tr::tr("K %1, V %2").arg(q(kv::name(s.typeK)), q(kv::name(s.typeV)));
}

} // namespace

QString question(const kv::Scenario& s, const kv::Estimate&)
{
    const QString model = q(s.model.name.empty() ? s.model.id : s.model.name);
    const QString ctx = kvapp::formatCount(s.contextPerUser), users = kvapp::formatCount(s.users);
    if (s.hardware.devices.empty())
        return s.users == 1
                   ? Tr::tr("How much memory does %1 need for %2 tokens of context for one user?").arg(model, ctx)
                   : Tr::tr("How much memory does %1 need for %2 tokens of context for each of %3 users?")
                         .arg(model, ctx, users);
    if (s.users == 1)
        //: %1 model, %2 context, %3 machine
        return Tr::tr("Will %1 run with %2 tokens of context for one user on %3?").arg(model, ctx, q(s.hardware.name));
    //: %1 model, %2 context per user, %3 users, %4 machine
    return Tr::tr("Will %1 run with %2 tokens of context for each of %3 users on %4?")
        .arg(model, ctx, users, q(s.hardware.name));
}

QString verdictSymbol(const kv::Scenario& s, const kv::Estimate& e)
{
    return kvapp::verdictWords(s, e).symbol;
}

QString verdictHeadline(const kv::Scenario& s, const kv::Estimate& e)
{
    return kvapp::verdictWords(s, e).headline;
}

QString verdictDetail(const kv::Scenario& s, const kv::Estimate& e)
{
    return kvapp::verdictWords(s, e).detail;
}

Rows keyFigures(const kv::Estimate& e)
{
    Rows rows{{Tr::tr("Memory needed"), kvapp::formatBytes(e.memory.total())},
              {Tr::tr("KV cache"), kvapp::formatBytes(e.memory.kv)}};
    if (e.limits.known)
        rows.emplace_back(
            Tr::tr("Longest context on the GPU"),
            e.limits.maxContextPerUser == 0
                ? Tr::tr("none")
                : Tr::tr("%Ln tokens", nullptr, int(std::min<uint64_t>(e.limits.maxContextPerUser, INT_MAX))));
    if (e.speed.tokensPerSecond > 0)
        rows.emplace_back(Tr::tr("Speed bound"),
                          Tr::tr("≤ %1 tok/s").arg(QLocale().toString(e.speed.tokensPerSecond, 'f', 1)));
    return rows;
}

QString attentionLayout(const kv::ModelSpec& m)
{
    const kv::LayerCensus c = kv::census(m);
    QStringList kinds;
    if (c.full)
        kinds << Tr::tr("%1 full attention").arg(c.full);
    if (c.swa) {
        const auto swa = std::find_if(m.layers.begin(), m.layers.end(),
                                      [](const kv::LayerSpec& l) { return l.attn == kv::AttnKind::Swa; });
        kinds << Tr::tr("%1 sliding window (%2 tokens)").arg(c.swa).arg(kvapp::formatCount(swa->window));
    }
    if (c.chunked) {
        const auto chunked = std::find_if(m.layers.begin(), m.layers.end(),
                                          [](const kv::LayerSpec& l) { return l.attn == kv::AttnKind::Chunked; });
        //: Llama 4: %1 layers attending only within chunks of %2 tokens
        kinds << Tr::tr("%1 chunked local (%2-token chunks)").arg(c.chunked).arg(kvapp::formatCount(chunked->window));
    }
    if (c.mla)
        kinds << Tr::tr("%1 latent (MLA)").arg(c.mla);
    if (c.recurrent)
        kinds << Tr::tr("%1 recurrent").arg(c.recurrent);
    const auto first =
        std::find_if(m.layers.begin(), m.layers.end(), [](const kv::LayerSpec& l) { return l.hasAttention(); });
    QString heads;
    if (first != m.layers.end())
        heads = Tr::tr("; %1 KV heads × %2 values").arg(first->nHeadKv).arg(first->headDimK);
    QStringList badges;
    for (const std::string& b : kv::attentionBadges(m))
        badges << q(b);
    //: %1 layer count, %2 kinds of layers, %3 head sizes, %4 badges such as GQA
    return Tr::tr("%1 layers: %2%3 (%4)")
        .arg(m.nLayer())
        .arg(kinds.join(QStringLiteral(", ")), heads, badges.join(QStringLiteral(", ")));
}

Rows inputRows(const kv::Scenario& s, const kv::Estimate& e)
{
    const kv::ModelSpec& m = s.model;
    Rows rows;
    rows.emplace_back(Tr::tr("Model"), Tr::tr("%1 (%2), %3 parameters, trained on %4 tokens of context")
                                           .arg(q(m.name), q(m.id), kvapp::formatParams(m.params.total()),
                                                kvapp::formatCount(m.nCtxTrain)));
    rows.emplace_back(Tr::tr("Attention layout"), attentionLayout(m));
    rows.emplace_back(
        Tr::tr("Runtime"),
        Tr::tr("%1, rules checked against %2").arg(kvapp::runtimeText(s.runtime), q(e.runtime.rulesVersion)));
    rows.emplace_back(Tr::tr("Hardware"), s.hardware.devices.empty() ? Tr::tr("none chosen") : machineText(s.hardware));
    QStringList reserves;
    for (const kv::Device& d : s.hardware.devices)
        reserves << Tr::tr("%1 %2").arg(kvapp::deviceText(d.name), kvapp::formatBytes(d.reserveBytes));
    if (!reserves.isEmpty())
        rows.emplace_back(Tr::tr("Reserved for the system"), reserves.join(QStringLiteral(", ")));
    rows.emplace_back(Tr::tr("Context per user"),
                      Tr::tr("%Ln tokens", nullptr, int(std::min<uint64_t>(s.contextPerUser, INT_MAX))));
    rows.emplace_back(Tr::tr("Concurrent users"), kvapp::formatCount(s.users));
    rows.emplace_back(Tr::tr("Weight precision"), kvapp::weightsText(s));
    rows.emplace_back(Tr::tr("KV cache precision"), kvTypes(s));
    if (s.side.projector && e.side.projectorBytes > 0)
        rows.emplace_back(Tr::tr("Vision projector"),
                          Tr::tr("%1, %2 %3 (in the weights)")
                              .arg(q(s.side.projector->name), kvapp::formatBytes(e.side.projectorBytes),
                                   s.side.projector->offload ? Tr::tr("on the first GPU") : Tr::tr("in RAM")));
    if (s.side.draft && e.side.draft.total() > 0)
        //: %1 model id, %2 weight scheme, %3 its total, %4 weights, %5 its KV cache, %6 compute
        rows.emplace_back(Tr::tr("Draft model"),
                          Tr::tr("%1 at %2: %3 (weights %4, KV cache %5, compute %6), in the figures above")
                              .arg(q(e.side.draftId), q(s.side.draft->weights.id),
                                   kvapp::formatBytes(e.side.draft.total()), kvapp::formatBytes(e.side.draft.weights),
                                   kvapp::formatBytes(e.side.draft.cache()), kvapp::formatBytes(e.side.draft.compute)));
    return rows;
}

} // namespace kvreport
