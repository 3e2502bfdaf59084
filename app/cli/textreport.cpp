#include "textreport.h"

#include "choosewording.h"
#include "format.h"
#include "verdictwording.h"
#include "wording.h"

#include "clitr.h"

#include <QCoreApplication>
#include <QLocale>

namespace kvcli {

namespace {

QString row(const QString& label, const QString& value)
{
    return label.leftJustified(12) + value + QLatin1Char('\n');
}

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// The model, the question asked and the runtime's parameters.
QString questionRows(const kv::Scenario& s, const kv::Estimate& e)
{
    QString out;
    const kv::LayerCensus lc = kv::census(s.model);
    if (lc.chunked > 0) // Llama 4: chunked local attention instead of sliding windows
        out += row(Cli::tr("Model"), Cli::tr("%1 (%2), %3 layers: %4 full, %5 chunked local, %6 latent, %7 recurrent")
                                         .arg(q(s.model.name), q(s.model.id))
                                         .arg(s.model.nLayer())
                                         .arg(lc.full)
                                         .arg(lc.chunked)
                                         .arg(lc.mla)
                                         .arg(lc.recurrent));
    else
        out += row(Cli::tr("Model"), Cli::tr("%1 (%2), %3 layers: %4 full, %5 sliding-window, %6 latent, %7 recurrent")
                                         .arg(q(s.model.name), q(s.model.id))
                                         .arg(s.model.nLayer())
                                         .arg(lc.full)
                                         .arg(lc.swa)
                                         .arg(lc.mla)
                                         .arg(lc.recurrent));
    if (s.runtime == kv::Runtime::LlamaCpp && s.llama.serverDefaults)
        out +=
            row(Cli::tr("Question"),
                //: %1 slots, %2 the context llama-server settled on
                Cli::tr("what plain llama-server allocates: %1 slots, a context of %2 cells, weights %3, K %4, "
                        "V %5")
                    .arg(e.runtime.nSeq)
                    .arg(e.runtime.nCtx)
                    .arg(kvapp::weightsText(s), q(std::string(kv::name(s.typeK))), q(std::string(kv::name(s.typeV)))));
    else if (s.runtime == kv::Runtime::Ollama && s.ollama.serverDefaults)
        out +=
            row(Cli::tr("Question"),
                //: %1 Ollama's num_ctx, %2 parallel requests
                Cli::tr("what plain `ollama serve` allocates: num_ctx %1, %2 parallel, weights %3, K %4, V %5")
                    .arg(e.runtime.numCtx)
                    .arg(e.runtime.nSeq)
                    .arg(kvapp::weightsText(s), q(std::string(kv::name(s.typeK))), q(std::string(kv::name(s.typeV)))));
    else
        out +=
            row(Cli::tr("Question"),
                Cli::tr("%1 tokens per user x %n users, weights %2, K %3, V %4", nullptr, int(s.users))
                    .arg(s.contextPerUser)
                    .arg(kvapp::weightsText(s), q(std::string(kv::name(s.typeK))), q(std::string(kv::name(s.typeV)))));
    const kv::RuntimeParams& r = e.runtime;
    out += row(Cli::tr("Runtime"), Cli::tr("%1 (rules checked against %2)").arg(q(r.name), q(r.rulesVersion)));
    if (!r.launch.empty())
        out += row(Cli::tr("Launch"), q(r.launch));
    out += row(Cli::tr("Context"),
               Cli::tr("n_ctx %1, n_ctx_seq %2, %3 streams, n_batch %4, n_ubatch %5, flash attention %6")
                   .arg(r.nCtx)
                   .arg(r.nCtxSeq)
                   .arg(r.streams)
                   .arg(r.nBatch)
                   .arg(r.nUbatch)
                   .arg(r.flashAttn ? Cli::tr("on") : Cli::tr("off")));
    return out;
}

// The caches and what the plan holds, part by part.
QString memoryRows(const kv::Scenario& s, const kv::Estimate& e)
{
    using kvapp::formatBytes;
    const QLocale c = QLocale::c();
    QString out;
    for (const kv::CacheBlock& b : e.caches) {
        out += row(QString(), Cli::tr("%1: %2 layers x %3 cells x %4 streams = %5 (K %6, V %7)")
                                  .arg(kvapp::cacheKindText(b.kind))
                                  .arg(b.layers)
                                  .arg(b.cellsPerStream)
                                  .arg(b.streams)
                                  .arg(kvapp::formatMiB(b.bytes(), c), kvapp::formatMiB(b.kBytes, c),
                                       kvapp::formatMiB(b.vBytes, c)));
    }
    out += row(Cli::tr("KV cache"), Cli::tr("%1 (%2 bytes; %3 per token)")
                                        .arg(formatBytes(e.memory.kv, c))
                                        .arg(e.memory.kv)
                                        .arg(formatBytes(e.kvBytesPerToken, c)));
    if (e.memory.recurrent)
        out += row(Cli::tr("Recurrent"), Cli::tr("%1 (%2 bytes, constant in context)")
                                             .arg(formatBytes(e.memory.recurrent, c))
                                             .arg(e.memory.recurrent));
    if (const auto* preflight = e.view<kv::OllamaPreflight>())
        out += row(Cli::tr("Ollama says"),
                   Cli::tr("%1 (its own pre-flight estimate of the KV cache)").arg(formatBytes(preflight->kvBytes, c)));
    out += row(Cli::tr("Weights"), Cli::tr("%1 (%2)").arg(formatBytes(e.memory.weights, c), kvapp::weightsText(s)));
    out += row(Cli::tr("Compute"),
               (e.computeIsApproximate ? Cli::tr("about %1") : Cli::tr("%1")).arg(formatBytes(e.memory.compute, c)));
    out += row(Cli::tr("Overhead"), formatBytes(e.memory.other, c));
    if (e.side.projectorBytes > 0)
        out += row(Cli::tr("Projector"),
                   Cli::tr("%1: %2 %3 (in the weights above)")
                       .arg(q(s.side.projector->name), formatBytes(e.side.projectorBytes, c),
                            s.side.projector->offload ? Cli::tr("on the first GPU") : Cli::tr("in RAM")));
    if (e.side.draft.total() > 0)
        out +=
            row(Cli::tr("Draft"), Cli::tr("%1 (%2): %3 — weights %4, KV cache %5, compute %6 (in the figures above)")
                                      .arg(q(e.side.draftId), q(s.side.draft->weights.id),
                                           formatBytes(e.side.draft.total(), c), formatBytes(e.side.draft.weights, c),
                                           formatBytes(e.side.draft.cache(), c), formatBytes(e.side.draft.compute, c)));
    out += row(Cli::tr("Total"), Cli::tr("%1 (%2 bytes)").arg(formatBytes(e.memory.total(), c)).arg(e.memory.total()));
    return out;
}

// Each device and, for a cluster, each node and the link.
QString placementRows(const kv::Scenario& s, const kv::Estimate& e)
{
    using kvapp::formatBytes;
    const QLocale c = QLocale::c();
    QString out;
    for (const kv::DeviceUse& d : e.devices) {
        QString line = Cli::tr("%1: %2 of %3 usable (%4, %5 reserved), %6 layers — %7")
                           .arg(q(d.name), formatBytes(d.used(), c), formatBytes(d.usableBytes, c),
                                formatBytes(d.capacityBytes, c), formatBytes(d.reserveBytes, c))
                           .arg(d.layers)
                           .arg(d.fits ? Cli::tr("fits") : Cli::tr("over capacity"));
        if (d.mayGrowBytes > 0)
            //: after a device line: %1 the line, %2 what the server's prompt cache and checkpoints may add there
            line = Cli::tr("%1 at start; may grow by %2 while it serves").arg(line, formatBytes(d.mayGrowBytes, c));
        out += row(Cli::tr("Device"), line);
    }
    for (const kv::NodeUse& n : e.nodes) {
        //: %1 node name, %2 its host, %3 used, %4 usable, %5 layers, %6 fits / over capacity
        out += row(Cli::tr("Node"),
                   Cli::tr("%1 (%2): %3 of %4 usable, %5 layers — %6")
                       .arg(q(n.name), q(n.host), formatBytes(n.usedBytes, c), formatBytes(n.usableBytes, c))
                       .arg(n.layers)
                       .arg(n.fits ? Cli::tr("fits") : Cli::tr("over capacity")));
        for (const std::string& cmd : n.commands)
            //: %1 node name, %2 the command to run there
            out += row(Cli::tr("Start"), Cli::tr("on %1: %2").arg(q(n.name), q(cmd)));
    }
    if (!e.nodes.empty())
        //: %1 link bandwidth (Gbit/s), %2 latency (us), %3 crossings, %4 bytes per step
        out += row(Cli::tr("Link"), Cli::tr("%1 Gbit/s, %2 µs one way; crossings per token: %3, carrying %4")
                                        .arg(s.hardware.link.gbps)
                                        .arg(s.hardware.link.latencyUs)
                                        .arg(e.placement.linkCrossings)
                                        .arg(formatBytes(e.placement.linkBytesPerStep, c)));
    if (e.placement.allReduceSteps > 0)
        //: %1 ring all-reduce steps per token over the link, %2 the bytes they move
        out += row(Cli::tr("Link"), Cli::tr("of which tensor-parallel all-reduces across nodes: %1 steps, %2")
                                        .arg(e.placement.allReduceSteps)
                                        .arg(formatBytes(e.placement.allReduceBytes, c)));
    return out;
}

// What the serving runtimes set aside: vLLM's, SGLang's and ExLlamaV3's pools, MLX's growth, Apple's band.
QString runtimePoolRows(const kv::Scenario& s, const kv::Estimate& e)
{
    using kvapp::formatBytes;
    const QLocale c = QLocale::c();
    QString out;
    const kv::VllmPool* vllm = e.view<kv::VllmPool>();
    const kv::MlxInfo* mlx = e.view<kv::MlxInfo>();
    const kv::ExLlamaV3Plan* exl3 = e.view<kv::ExLlamaV3Plan>();
    const kv::SglangPool* sglang = e.view<kv::SglangPool>();
    if (vllm && vllm->blockBytes && vllm->reservedBytes == 0 && s.vllm.kvPoolBytes)
        out += row(Cli::tr("vLLM"),
                   Cli::tr("KV pool %1 (given) = %2 blocks of %3 = %4 tokens; %5x concurrency; the users hold %6; "
                           "no machine, so the reservation is not known")
                       .arg(formatBytes(vllm->kvPoolBytes, c))
                       .arg(vllm->numBlocks)
                       .arg(formatBytes(vllm->blockBytes, c))
                       .arg(vllm->kvTokens)
                       .arg(vllm->maxConcurrency, 0, 'f', 2)
                       .arg(formatBytes(vllm->usedBytes, c)));
    else if (vllm && vllm->blockBytes)
        out += row(Cli::tr("vLLM"),
                   Cli::tr("reserves %1 per GPU; KV pool %2 = %3 blocks of %4 = %5 tokens; %6x concurrency; "
                           "the users hold %7")
                       .arg(formatBytes(vllm->reservedBytes, c), formatBytes(vllm->kvPoolBytes, c))
                       .arg(vllm->numBlocks)
                       .arg(formatBytes(vllm->blockBytes, c))
                       .arg(vllm->kvTokens)
                       .arg(vllm->maxConcurrency, 0, 'f', 2)
                       .arg(formatBytes(vllm->usedBytes, c)));
    if (mlx)
        //: MLX: %1 KV bytes once the prompt is read, %2 the peak while it is read, %3 sequences decoded together
        out += row(Cli::tr("MLX"), Cli::tr("nothing reserved at load; the cache grows in steps of 256 tokens: %1 once "
                                           "the prompt is read, %2 at the peak of its prefill, %3 sequences")
                                       .arg(formatBytes(mlx->kvBytesAfterPrompt, c), formatBytes(mlx->kvBytesPeak, c))
                                       .arg(mlx->sequences));
    if (e.band.band != kv::MemoryBand::None) {
        const QString band = kvapp::memoryBandText(e.band.band);
        //: %1 the band, %2 bytes needed, %3 working-set limit, %4 the runtime's hard limit
        out += row(Cli::tr("Band"),
                   Cli::tr("%1: needs %2; working-set limit %3, hard limit %4")
                       .arg(band, formatBytes(e.band.neededBytes, c), formatBytes(e.band.workingSetBytes, c),
                            formatBytes(e.band.hardLimitBytes, c)));
        if (e.band.wiredLimitMb > 0)
            out +=
                row(Cli::tr("Sysctl"), QStringLiteral("sudo sysctl iogpu.wired_limit_mb=%1").arg(e.band.wiredLimitMb));
    }
    if (exl3)
        //: %1 cache_size tokens, %2 bytes of one 256-token page, %3 max_seq_len, %4 jobs of max_seq_len at once,
        //: %5 max_batch_size, %6 bytes of one job's state slot, %7 what the users hold
        out += row(Cli::tr("ExLlamaV3"),
                   Cli::tr("cache of %1 tokens for all jobs (pages of 256 tokens, %2 each); max_seq_len %3 (%4 at "
                           "once); %5 slots of %6 state; the users hold %7")
                       .arg(exl3->cacheSize)
                       .arg(formatBytes(exl3->pageBytes, c))
                       .arg(exl3->maxSeqLen)
                       .arg(exl3->maxConcurrency, 0, 'f', 2)
                       .arg(exl3->maxBatchSize)
                       .arg(formatBytes(exl3->slotBytes, c))
                       .arg(formatBytes(exl3->usedBytes, c)));
    if (sglang && sglang->reservedBytes > 0)
        //: %1 mem_fraction_static, %2 bytes of the static region per GPU, %3 bytes of the token pool, %4 tokens,
        //: %5 requests of context_length at once, %6 what the users hold
        out += row(Cli::tr("SGLang"),
                   Cli::tr("mem_fraction_static %1: %2 per GPU for the weights and the pool; pool %3 = %4 tokens; "
                           "%5x concurrency; the users hold %6")
                       .arg(sglang->memFractionStatic)
                       .arg(formatBytes(sglang->reservedBytes, c), formatBytes(sglang->kvPoolBytes, c))
                       .arg(sglang->maxTotalTokens)
                       .arg(sglang->maxConcurrency, 0, 'f', 2)
                       .arg(formatBytes(sglang->usedBytes, c)));
    return out;
}

// The verdict and the limits.
QString verdictRows(const kv::Scenario& s, const kv::Estimate& e)
{
    QString out;
    const kvapp::VerdictWords verdict = kvapp::verdictWords(s, e);
    out += row(Cli::tr("Verdict"), Cli::tr("%1 %2 — %3").arg(verdict.symbol, verdict.headline, verdict.detail));
    if (e.limits.known)
        out += row(Cli::tr("Limits"),
                   Cli::tr("all on GPU: longest context per user %1 tokens, most users %2; with offload: "
                           "%3 tokens, %4 users; a request is cut off at %5 tokens")
                       .arg(e.limits.maxContextPerUser)
                       .arg(e.limits.maxUsers)
                       .arg(e.limits.maxContextPerUserOffloaded)
                       .arg(e.limits.maxUsersOffloaded)
                       .arg(e.limits.admissionTokens));
    return out;
}

// The decode and prefill bounds.
QString speedRows(const kv::Estimate& e)
{
    QString out;
    if (e.speed.tokensPerSecond > 0)
        out += row(Cli::tr("Speed"), Cli::tr("at most %1 tokens/s per user (%2 in total), limited by %3's bandwidth")
                                         .arg(e.speed.tokensPerSecond, 0, 'f', 1)
                                         .arg(e.speed.aggregateTokensPerSecond, 0, 'f', 1)
                                         .arg(q(e.speed.limitingDevice)));
    if (e.speed.tokensPerSecond > 0 && e.speed.networkSeconds > 0)
        //: %1 and %2 milliseconds per token, %3 "memory" or "the network"
        out += row(Cli::tr("Speed"), Cli::tr("per token %1 ms reading memory + %2 ms on the link: %3 limits")
                                         .arg(e.speed.memorySeconds * 1e3, 0, 'f', 3)
                                         .arg(e.speed.networkSeconds * 1e3, 0, 'f', 3)
                                         .arg(e.speed.networkLimited() ? Cli::tr("the network") : Cli::tr("memory")));
    if (const auto& b = e.speed.prefill) {
        const QString limit = kvapp::prefillLimitText(b->limitedBy);
        //: %1 seconds (a lower bound), %2 prompt tokens, %3 "compute", "the host link (PCIe)" or "memory bandwidth",
        //: %4 prompt tokens per second (an upper bound)
        out += row(Cli::tr("First token"),
                   Cli::tr("after at least %1 s (prompt %2 tokens, limited by %3; at most %4 prompt tokens/s)")
                       .arg(b->firstTokenSeconds, 0, 'f', 2)
                       .arg(b->promptTokens)
                       .arg(limit)
                       .arg(b->tokensPerSecond, 0, 'f', 0));
        if (b->efficiency > 0)
            //: %1 seconds, %2 the measured prompt speed over the bound as a percentage, e.g. "20.6"
            out += row(Cli::tr("Expected"), Cli::tr("first token after about %1 s (this machine's profile: %2 % of "
                                                    "the bound)")
                                                .arg(b->expectedFirstTokenSeconds, 0, 'f', 2)
                                                .arg(b->efficiency * 100.0, 0, 'f', 1));
        if (b->answerSeconds > 0)
            //: %1 answer tokens, %2 seconds (a lower bound)
            out += row(
                Cli::tr("Answer"),
                Cli::tr("%1 tokens, done after at least %2 s").arg(b->answerTokens).arg(b->answerSeconds, 0, 'f', 1));
    }
    return out;
}

} // namespace

QString estimateText(const kv::Scenario& s, const kv::Estimate& e, const QString& runningCost)
{
    QString out = questionRows(s, e) + memoryRows(s, e) + placementRows(s, e) + runtimePoolRows(s, e) +
                  verdictRows(s, e) + speedRows(e);
    if (!runningCost.isEmpty())
        //: row label: the energy and money the machine's board power costs (upper bounds)
        out += row(Cli::tr("Power cost"), runningCost);
    for (const kv::Warning& w : e.warnings)
        out += row(Cli::tr("Note"), kvapp::describeWarning(w));
    return out;
}

QString adviceText(const kv::Scenario& s, const kv::Estimate& e, const std::vector<kv::Advice>& advice,
                   const kvapp::AdvicePricing* pricing)
{
    const QLocale c = QLocale::c();
    QString out = QLatin1Char('\n') + Cli::tr("Advice") + QLatin1Char('\n');
    if (advice.empty()) {
        out += e.verdict == kv::Verdict::Fits ? Cli::tr("  It fits with room to spare: nothing to change.\n")
                                              : Cli::tr("  No single change makes it fit.\n");
        return out;
    }
    for (size_t i = 0; i < advice.size(); ++i) {
        const kv::Advice& a = advice[i];
        out += QStringLiteral("  %1. [%2] %3\n")
                   .arg(i + 1)
                   .arg(kvapp::adviceCostText(a), kvapp::adviceText(a, s, e, pricing));
        const QString verdict = kvapp::rowVerdictText(a.verdict, a.layersInRam, false);
        const QString bytes = kvapp::formatBytes(a.totalBytes, c);
        if (a.kind == kv::AdviceKind::Machine)
            //: %1 the flags that replace the machine's (--hardware ID --gpus N), %2 its verdict, %3 bytes
            out += Cli::tr("     instead of the machine's flags: %1  ->  %2, %3 in all\n")
                       .arg(kvapp::adviceFlags(a), verdict, bytes);
        else if (a.partial)
            //: a change that spills less: %1 flags, %2 verdict, %3 bytes, %4 its speed bound, %5 today's
            out += Cli::tr("     add: %1  ->  %2, %3 in all, at most %4 tokens/s per user (now %5)\n")
                       .arg(kvapp::adviceFlags(a), verdict, bytes)
                       .arg(a.tokensPerSecond, 0, 'f', 1)
                       .arg(e.speed.tokensPerSecond, 0, 'f', 1);
        else
            out += Cli::tr("     add: %1  ->  %2, %3 in all\n").arg(kvapp::adviceFlags(a), verdict, bytes);
    }
    return out;
}

} // namespace kvcli
