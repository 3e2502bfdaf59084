// The report's later sections: limits, speed, the runtime's parameters, notes (declared in reporttext.h).
#include "reporttext.h"

#include "format.h"
#include "reporttr.h"
#include "wording.h"

#include <QLocale>

#include <algorithm>
#include <climits>

namespace kvreport {

namespace {

QString tokens(uint64_t n)
{
    return n == 0 ? Tr::tr("none") : Tr::tr("%Ln tokens", nullptr, int(std::min<uint64_t>(n, INT_MAX)));
}

QString users(uint32_t n)
{
    return n == 0 ? Tr::tr("none") : kvapp::formatCount(n);
}

// "full attention" -> "Full attention" as a row label (no-op for Japanese).
QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

Rows limitRows(const kv::Scenario& s, const kv::Estimate& e)
{
    if (!e.limits.known)
        return {{Tr::tr("Limits"), Tr::tr("Choose a machine to find the limits.")}};
    const kv::Limits& l = e.limits;
    Rows rows;
    rows.emplace_back(Tr::tr("Longest context per user, all on the GPU"),
                      //: %1 a token count ("8,192 tokens"); %n the number of users
                      Tr::tr("%1 (for %Ln users)", nullptr, int(s.users)).arg(tokens(l.maxContextPerUser)));
    rows.emplace_back(Tr::tr("Most users, all on the GPU"),
                      //: %1 a number of users; %n the context per user in tokens
                      Tr::tr("%1 (at %Ln tokens each)", nullptr, int(std::min<uint64_t>(s.contextPerUser, INT_MAX)))
                          .arg(users(l.maxUsers)));
    rows.emplace_back(Tr::tr("Longest context per user, spilling to RAM"), tokens(l.maxContextPerUserOffloaded));
    rows.emplace_back(Tr::tr("Most users, spilling to RAM"), users(l.maxUsersOffloaded));
    if (l.admissionTokens > 0)
        rows.emplace_back(Tr::tr("A request is cut off at"), tokens(l.admissionTokens));
    return rows;
}

QString speedText(const kv::Estimate& e)
{
    const kv::SpeedBound& sp = e.speed;
    if (sp.tokensPerSecond <= 0)
        return Tr::tr("No machine was chosen, so there is no speed bound.");
    //: %1 tokens/s per user, %2 in total, %3 device, %4 bytes read per token
    return Tr::tr("At most %1 tokens/s per user (%2 tokens/s for all users together), limited by the memory "
                  "bandwidth of %3: every generated token reads %4 of weights and KV cache. Real speed is lower.")
        .arg(QLocale().toString(sp.tokensPerSecond, 'f', 1), QLocale().toString(sp.aggregateTokensPerSecond, 'f', 1),
             kvapp::deviceText(sp.limitingDevice), kvapp::formatBytes(sp.bytesPerToken));
}

QString firstTokenParagraph(const kv::Estimate& e)
{
    if (!e.speed.prefill)
        return {};
    const kv::PrefillBound& b = *e.speed.prefill;
    const QLocale locale;
    //: %1 seconds (a lower bound), %2 prompt tokens, %3 what limits it ("compute", "the host link (PCIe)",
    //: "memory bandwidth"), %4 prompt tokens per second (an upper bound)
    QString t = Tr::tr("The first token comes after at least %1 s for a prompt of %2 tokens, limited by %3: the "
                       "prompt is read at most at %4 tokens/s.")
                    .arg(locale.toString(b.firstTokenSeconds, 'f', b.firstTokenSeconds < 10 ? 2 : 1),
                         locale.toString(static_cast<qulonglong>(b.promptTokens)), kvapp::prefillLimitText(b.limitedBy),
                         locale.toString(b.tokensPerSecond, 'f', 0));
    if (b.answerSeconds > 0)
        //: %1 answer tokens, %2 seconds (a lower bound)
        t += QLatin1Char(' ') + Tr::tr("An answer of %1 tokens is complete after at least %2 s.")
                                    .arg(locale.toString(static_cast<qulonglong>(b.answerTokens)),
                                         locale.toString(b.answerSeconds, 'f', 1));
    if (b.efficiency > 0)
        //: %1 seconds, %2 the share of the bound a log measured on this machine, e.g. "22.3"
        t += QLatin1Char(' ') + Tr::tr("At the %2 % of the bound this machine reached in a log, expect the first "
                                       "token after about %1 s.")
                                    .arg(locale.toString(b.expectedFirstTokenSeconds, 'f', 1),
                                         locale.toString(b.efficiency * 100.0, 'f', 1));
    return t;
}

QString networkText(const kv::Estimate& e)
{
    const kv::SpeedBound& sp = e.speed;
    if (e.nodes.empty() || sp.tokensPerSecond <= 0)
        return {};
    //: a cluster's decode step: %1 ms reading memory, %2 ms on the network link, %3 which of the two limits
    return Tr::tr("Per token, reading memory takes %1 ms and the network %2 ms: %3.")
        .arg(QLocale().toString(sp.memorySeconds * 1e3, 'f', 2), QLocale().toString(sp.networkSeconds * 1e3, 'f', 2),
             sp.networkLimited() ? Tr::tr("the network limits") : Tr::tr("memory limits"));
}

Rows clusterRows(const kv::Scenario& s, const kv::Estimate& e)
{
    Rows rows;
    const kv::Link& l = s.hardware.link;
    //: %1 Gbit/s, %2 one-way latency in microseconds, %3 messages per token, %4 bytes they carry
    rows.emplace_back(Tr::tr("Link"),
                      Tr::tr("%1 Gbit/s, %2 µs one way; per token %3 messages carrying %4")
                          .arg(QLocale().toString(l.gbps, 'g', 4), QLocale().toString(l.latencyUs, 'g', 4),
                               kvapp::formatCount(e.placement.linkCrossings),
                               kvapp::formatBytes(e.placement.linkBytesPerStep)));
    if (e.placement.allReduceSteps > 0)
        rows.emplace_back(
            Tr::tr("Tensor parallel"),
            //: %1 ring all-reduce steps per token across nodes, %2 their bytes
            Tr::tr("of those, %1 all-reduce steps across nodes carrying %2")
                .arg(kvapp::formatCount(e.placement.allReduceSteps), kvapp::formatBytes(e.placement.allReduceBytes)));
    for (const kv::NodeUse& n : e.nodes) {
        QStringList devices;
        for (const std::string& d : n.devices)
            devices << kvapp::deviceText(d);
        //: a cluster node's row: %1 used, %2 usable, %3 layers, %4 fits / over capacity, %5 its devices
        rows.emplace_back(Tr::tr("%1 (%2)").arg(kvapp::nodeText(n.name), QString::fromStdString(n.host)),
                          Tr::tr("%1 of %2 usable, %3 layers — %4; %5")
                              .arg(kvapp::formatBytes(n.usedBytes), kvapp::formatBytes(n.usableBytes),
                                   kvapp::formatCount(n.layers), n.fits ? Tr::tr("fits") : Tr::tr("over capacity"),
                                   devices.join(QStringLiteral(", "))));
    }
    const kv::VllmPool* vllm = e.view<kv::VllmPool>();
    if (!vllm)
        return rows;
    for (const kv::VllmRank& k : vllm->ranks)
        //: a vLLM worker: %1 rank number, %2 its GPU
        rows.emplace_back(Tr::tr("Rank %1 — %2").arg(k.rank).arg(kvapp::deviceText(k.gpu)),
                          //: %1 pipeline stage, %2 first layer, %3 last layer, %4 KV heads per layer, %5 weights,
                          //: %6 KV pool, %7 blocks
                          Tr::tr("stage %1, layers %2–%3, %4 KV heads; weights %5, KV pool %6 (%7 blocks)")
                              .arg(k.stage)
                              .arg(k.firstLayer)
                              .arg(k.firstLayer + k.layers - (k.layers > 0 ? 1 : 0))
                              .arg(k.kvHeads)
                              .arg(kvapp::formatBytes(k.weightsBytes), kvapp::formatBytes(k.kvPoolBytes),
                                   kvapp::formatCount(k.numBlocks)));
    return rows;
}

Rows runtimeRows(const kv::Estimate& e)
{
    const kv::VllmPool* vllm = e.view<kv::VllmPool>();
    const kv::RuntimeParams& r = e.runtime;
    Rows rows;
    rows.emplace_back(Tr::tr("Context"), Tr::tr("n_ctx %1, n_ctx_seq %2, %3 streams")
                                             .arg(kvapp::formatCount(r.nCtx), kvapp::formatCount(r.nCtxSeq),
                                                  kvapp::formatCount(r.streams)));
    rows.emplace_back(Tr::tr("Batches"), Tr::tr("n_batch %1, n_ubatch %2, flash attention %3")
                                             .arg(kvapp::formatCount(r.nBatch), kvapp::formatCount(r.nUbatch),
                                                  r.flashAttn ? Tr::tr("on") : Tr::tr("off")));
    for (const kv::CacheBlock& b : e.caches)
        rows.emplace_back(capitalised(kvapp::cacheKindText(b.kind)),
                          //: %1 layers x %2 cells x %3 streams = %4
                          Tr::tr("%1 layers × %2 cells × %3 streams = %4")
                              .arg(kvapp::formatCount(b.layers), kvapp::formatCount(b.cellsPerStream),
                                   kvapp::formatCount(b.streams), kvapp::formatBytes(b.bytes())));
    rows.emplace_back(Tr::tr("Weights"), kvapp::formatBytes(e.memory.weights));
    rows.emplace_back(Tr::tr("Compute buffer"), e.computeIsApproximate
                                                    ? Tr::tr("about %1").arg(kvapp::formatBytes(e.memory.compute))
                                                    : kvapp::formatBytes(e.memory.compute));
    rows.emplace_back(Tr::tr("Output buffer and overhead"), kvapp::formatBytes(e.memory.other));
    rows.emplace_back(
        Tr::tr("Total"),
        Tr::tr("%1 (%2 bytes)").arg(kvapp::formatBytes(e.memory.total()), kvapp::formatCount(e.memory.total())));
    if (const auto* preflight = e.view<kv::OllamaPreflight>())
        rows.emplace_back(
            Tr::tr("Ollama's own estimate"),
            Tr::tr("%1 of KV cache (it prices quantised caches too low)").arg(kvapp::formatBytes(preflight->kvBytes)));
    if (vllm && vllm->blockBytes)
        rows.emplace_back(Tr::tr("vLLM pool"),
                          Tr::tr("reserves %1 per GPU; KV pool %2 = %3 blocks = %4 tokens")
                              .arg(kvapp::formatBytes(vllm->reservedBytes), kvapp::formatBytes(vllm->kvPoolBytes),
                                   kvapp::formatCount(vllm->numBlocks), kvapp::formatCount(vllm->kvTokens)));
    return rows;
}

QStringList notes(const kv::Estimate& e)
{
    QStringList out;
    for (const kv::Warning& w : e.warnings)
        out << kvapp::describeWarning(w);
    return out;
}

QStringList notModelled(const kv::Scenario& s)
{
    QStringList out{
        Tr::tr("The compute buffer is an approximation of one micro-batch's logits and activations; "
               "multi-GPU pipeline-parallel buffers can differ by more."),
        Tr::tr("Only mainline llama.cpp's current rules: older builds padded differently and forks differ "
               "(ik_llama.cpp keeps sliding-window layers full)."),
        Tr::tr("Both speed figures are bounds from peak figures: the decode bound from memory bandwidth alone, the "
               "first-token bound from peak compute, memory bandwidth and the host link. Real kernels run below them."),
        Tr::tr("Other programs' memory beyond the reserves above; adapters; the speed gain of a draft model and "
               "the compute of a projector's image encoder."),
    };
    if (s.hardware.nodeCount() > 1)
        out << Tr::tr("Prompt processing over the network, and tensor-parallel traffic inside one node (PCIe or "
                      "NVLink, counted as free).");
    if (s.runtime == kv::Runtime::Vllm)
        out << Tr::tr("vLLM's activation peak and non-torch memory are estimates unless taken from its log; "
                      "hybrid models' recurrent state follows vLLM's rules without prefix caching or speculative "
                      "decoding, and Blackwell's larger block alignment for 256-wide heads is not modelled.");
    if (s.runtime == kv::Runtime::KoboldCpp)
        out << Tr::tr("KoboldCpp's SmartCache snapshots (RAM, only when saved), its hidden continuous-batching "
                      "slots, the margin its autofit keeps on the first GPU and --swapadding's extra cells.");
    if (s.whatIfs.any())
        out << Tr::tr("What-ifs are research ideas that trade quality or speed for memory, not runtime behaviour.");
    return out;
}

} // namespace kvreport
