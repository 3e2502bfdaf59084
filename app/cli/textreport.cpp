#include "textreport.h"

#include "format.h"
#include "wording.h"

#include <QCoreApplication>
#include <QLocale>

namespace kvcli {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("kvplanner-cli", s);
}

QString row(const QString& label, const QString& value)
{
    return label.leftJustified(12) + value + QLatin1Char('\n');
}

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

QString estimateText(const kv::Scenario& s, const kv::Estimate& e)
{
    using kvapp::formatBytes;
    const QLocale c = QLocale::c();
    QString out;
    const kv::LayerCensus lc = kv::census(s.model);
    out += row(tr("Model"), tr("%1 (%2), %3 layers: %4 full, %5 sliding-window, %6 latent, %7 recurrent")
                                .arg(q(s.model.name), q(s.model.id))
                                .arg(s.model.nLayer())
                                .arg(lc.full)
                                .arg(lc.swa)
                                .arg(lc.mla)
                                .arg(lc.recurrent));
    out += row(tr("Question"), tr("%1 tokens per user x %2 users, weights %3, K %4, V %5")
                                   .arg(s.contextPerUser)
                                   .arg(s.users)
                                   .arg(q(s.weights.id), q(std::string(kv::name(s.typeK))),
                                        q(std::string(kv::name(s.typeV)))));
    const kv::RuntimeParams& r = e.runtime;
    out += row(tr("Runtime"), tr("%1 (rules checked against %2)").arg(q(r.name), q(r.rulesVersion)));
    if (!r.launch.empty())
        out += row(tr("Launch"), q(r.launch));
    out += row(tr("Context"), tr("n_ctx %1, n_ctx_seq %2, %3 streams, n_batch %4, n_ubatch %5, flash attention %6")
                                  .arg(r.nCtx)
                                  .arg(r.nCtxSeq)
                                  .arg(r.streams)
                                  .arg(r.nBatch)
                                  .arg(r.nUbatch)
                                  .arg(r.flashAttn ? tr("on") : tr("off")));
    for (const kv::CacheBlock& b : e.caches) {
        out += row(QString(), tr("%1: %2 layers x %3 cells x %4 streams = %5 (K %6, V %7)")
                                  .arg(kvapp::cacheKindText(b.kind))
                                  .arg(b.layers)
                                  .arg(b.cellsPerStream)
                                  .arg(b.streams)
                                  .arg(kvapp::formatMiB(b.bytes(), c), kvapp::formatMiB(b.kBytes, c),
                                       kvapp::formatMiB(b.vBytes, c)));
    }
    out += row(tr("KV cache"), tr("%1 (%2 bytes; %3 per token)")
                                   .arg(formatBytes(e.kvBytes, c))
                                   .arg(e.kvBytes)
                                   .arg(formatBytes(e.kvBytesPerToken, c)));
    if (e.recurrentBytes)
        out += row(tr("Recurrent"), tr("%1 (%2 bytes, constant in context)").arg(formatBytes(e.recurrentBytes, c)).arg(e.recurrentBytes));
    if (e.ollamaPredictedKvBytes)
        out += row(tr("Ollama says"), tr("%1 (its own pre-flight estimate of the KV cache)")
                                          .arg(formatBytes(*e.ollamaPredictedKvBytes, c)));
    out += row(tr("Weights"), tr("%1 (%2)").arg(formatBytes(e.weightsBytes, c), q(s.weights.id)));
    out += row(tr("Compute"), (e.computeIsApproximate ? tr("about %1") : tr("%1")).arg(formatBytes(e.computeBytes, c)));
    out += row(tr("Overhead"), formatBytes(e.overheadBytes, c));
    out += row(tr("Total"), tr("%1 (%2 bytes)").arg(formatBytes(e.totalBytes, c)).arg(e.totalBytes));
    for (const kv::DeviceUse& d : e.devices)
        out += row(tr("Device"), tr("%1: %2 of %3 usable (%4, %5 reserved), %6 layers — %7")
                                     .arg(q(d.name), formatBytes(d.usedBytes, c), formatBytes(d.usableBytes, c),
                                          formatBytes(d.capacityBytes, c), formatBytes(d.reserveBytes, c))
                                     .arg(d.layers)
                                     .arg(d.fits ? tr("fits") : tr("over capacity")));
    if (e.vllm && e.vllm->blockBytes)
        out += row(tr("vLLM"), tr("reserves %1 per GPU; KV pool %2 = %3 blocks of %4 = %5 tokens; %6x concurrency; "
                                  "the users hold %7")
                                   .arg(formatBytes(e.vllm->reservedBytes, c), formatBytes(e.vllm->kvPoolBytes, c))
                                   .arg(e.vllm->numBlocks)
                                   .arg(formatBytes(e.vllm->blockBytes, c))
                                   .arg(e.vllm->kvTokens)
                                   .arg(e.vllm->maxConcurrency, 0, 'f', 2)
                                   .arg(formatBytes(e.vllm->usedBytes, c)));
    QString verdict = kvapp::verdictText(e.verdict);
    if (e.verdict == kv::Verdict::Spills)
        verdict = tr("spills %1 of %2 layers to RAM (-ngl %3)")
                      .arg(e.layersInRam)
                      .arg(e.placement.nLayer)
                      .arg(e.placement.nGpuLayers);
    out += row(tr("Verdict"), verdict);
    if (e.limits.known)
        out += row(tr("Limits"), tr("all on GPU: longest context per user %1 tokens, most users %2; with offload: "
                                    "%3 tokens, %4 users; a request is cut off at %5 tokens")
                                     .arg(e.limits.maxContextPerUser)
                                     .arg(e.limits.maxUsers)
                                     .arg(e.limits.maxContextPerUserOffloaded)
                                     .arg(e.limits.maxUsersOffloaded)
                                     .arg(e.limits.admissionTokens));
    if (e.speed.tokensPerSecond > 0)
        out += row(tr("Speed"), tr("at most %1 tokens/s per user (%2 in total), limited by %3's bandwidth")
                                    .arg(e.speed.tokensPerSecond, 0, 'f', 1)
                                    .arg(e.speed.aggregateTokensPerSecond, 0, 'f', 1)
                                    .arg(q(e.speed.limitingDevice)));
    for (const kv::Warning& w : e.warnings)
        out += row(tr("Note"), kvapp::describeWarning(w));
    return out;
}

} // namespace kvcli
