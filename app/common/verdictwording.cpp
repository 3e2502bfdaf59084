#include "verdictwording.h"

#include "format.h"
#include "wording.h"

#include <QCoreApplication>

#include <algorithm>

namespace kvapp {

namespace {

struct Verdict
{
    Q_DECLARE_TR_FUNCTIONS(Verdict)
};

// What llama-server (or mlx_lm.server) may add while it serves (Estimate::growth), when the memory it goes to has less
// room than that: system RAM beside GPUs, else the machine's one pool. Empty when it has room.
QString growthClause(const kv::Estimate& e)
{
    const kv::PoolUse& host = e.pools.ram.present ? e.pools.ram : e.pools.machine;
    const uint64_t grow = e.growth.total();
    if (grow == 0 || !host.present || host.headroom() >= static_cast<int64_t>(grow))
        return {};
    const uint64_t free = host.headroom() > 0 ? static_cast<uint64_t>(host.headroom()) : 0;
    if (e.view<kv::MlxInfo>())
        //: %1 bytes mlx_lm.server's prompt cache may keep, %2 bytes free there now
        return Verdict::tr(" While it serves, mlx_lm.server's prompt cache can keep up to %1 more (ten finished "
                           "caches, --prompt-cache-size; --prompt-cache-bytes bounds it), and %2 is free.")
            .arg(formatBytes(grow), formatBytes(free));
    //: %1 bytes llama-server's prompt cache and checkpoints may add, %2 bytes free there now
    return Verdict::tr(" That is at start: while it serves, llama-server's prompt cache can take up to %1 more "
                       "of RAM, and %2 is free (--cache-ram bounds it).")
        .arg(formatBytes(grow), formatBytes(free));
}

} // namespace

bool refusedAnywhere(const kv::Scenario& s, const kv::Estimate& e)
{
    const kv::VllmPool* vllmPool = e.view<kv::VllmPool>();
    // Only a pool from a log is the same on every machine; one vLLM carves from a GPU grows with the GPU.
    const bool poolGiven = s.runtime == kv::Runtime::Vllm && s.vllm.kvPoolBytes.has_value();
    return e.refusal || (poolGiven && vllmPool && vllmPool->maxConcurrency < 1);
}

VerdictWords verdictWords(const kv::Scenario& s, const kv::Estimate& e)
{
    const kv::VllmPool* vllmPool = e.view<kv::VllmPool>();
    if (e.refusal)
        //: %1 is a runtime name such as llama.cpp
        return {QStringLiteral("\u2717"), Verdict::tr("%1 refuses this setup").arg(runtimeText(s.runtime)),
                describeRefusal(*e.refusal)};
    // A pool given from a log that cannot hold one request of max_model_len: vLLM stops at start-up
    // whatever machine it runs on, so this is the verdict even without a machine.
    if (refusedAnywhere(s, e))
        return {QStringLiteral("\u2717"), Verdict::tr("vLLM will not start"),
                //: %1 the KV pool, %2 the tokens it holds, %3 --max-model-len
                Verdict::tr("Its KV cache pool of %1 holds %2 tokens, less than one request of --max-model-len %3: "
                            "vLLM refuses to start on any machine. Shorten the context or give it a larger pool.")
                    .arg(formatBytes(vllmPool->kvPoolBytes), formatCount(vllmPool->kvTokens),
                         formatCount(s.vllm.maxModelLen.value_or(s.contextPerUser)))};
    const QString total = formatBytes(e.memory.total());
    const kv::PoolUse& gpu = e.pools.primary();
    switch (e.verdict) {
    case kv::Verdict::Fits:
        return {QStringLiteral("\u2713"), Verdict::tr("Fits"),
                //: %1 the whole plan, %2 used of the %3 usable (GPUs, unified pool, or the machine), %4 left
                Verdict::tr("Needs %1 in all; uses %2 of the %3 usable, %4 to spare.")
                        .arg(total, formatBytes(gpu.used), formatBytes(gpu.usable),
                             formatBytes(gpu.usable - std::min(gpu.used, gpu.usable))) +
                    growthClause(e)};
    case kv::Verdict::Spills:
        if (e.band.band == kv::MemoryBand::Pages)
            return {QStringLiteral("\u26a0"), Verdict::tr("Loads, but pages"),
                    //: %1 the whole plan, %2 the GPU working-set limit of a Mac's unified memory
                    Verdict::tr("Needs %1, more than the GPU working-set limit (%2): it loads, then pages and slows "
                                "down.")
                        .arg(total, formatBytes(e.band.workingSetBytes))};
        return {QStringLiteral("\u26a0"),
                e.layersInRam > 0
                    //: %1 layers of %2 run from system RAM instead of the GPU
                    ? Verdict::tr("Spills %1 of %2 layers to RAM")
                          .arg(formatCount(e.layersInRam), formatCount(s.model.nLayer()))
                    : Verdict::tr("Spills to RAM"),
                s.runtime == kv::Runtime::LlamaCpp
                    ? Verdict::tr("Needs %1 but the GPU has %2 usable: the rest runs from system RAM, and every "
                                  "token waits for it. Launch with -ngl %3.")
                          .arg(total, formatBytes(e.pools.gpu.usable), formatCount(e.placement.nGpuLayers))
                    : Verdict::tr("Needs %1 but the GPU has %2 usable: the rest runs from system RAM, and every "
                                  "token waits for it.")
                          .arg(total, formatBytes(e.pools.gpu.usable))};
    case kv::Verdict::DoesNotFit:
        if (vllmPool && vllmPool->reservedBytes > 0 && vllmPool->numBlocks == 0)
            return {QStringLiteral("\u2717"), Verdict::tr("Does not fit"),
                    //: vLLM: %1 what it reserves on each GPU (gpu_memory_utilization x VRAM)
                    Verdict::tr("vLLM reserves %1 on each GPU, and the weights, activations and CUDA context leave "
                                "no room in it for the KV cache.")
                        .arg(formatBytes(vllmPool->reservedBytes))};
        if (vllmPool && vllmPool->reservedBytes > 0)
            return {QStringLiteral("\u2717"), Verdict::tr("Does not fit"),
                    //: vLLM: %1 reserved per GPU, %2 tokens its KV pool holds, %3 how many requests of the full
                    //: context fit (e.g. 0.62), %4 users asked for
                    Verdict::tr("vLLM reserves %1 on each GPU; what is left holds %2 tokens of KV cache: room for "
                                "%3 requests of the full context, and %4 are asked for.")
                        .arg(formatBytes(vllmPool->reservedBytes), formatCount(vllmPool->kvTokens),
                             QLocale().toString(vllmPool->maxConcurrency, 'f', 2), formatCount(s.users))};
        return {QStringLiteral("\u2717"), Verdict::tr("Does not fit"),
                Verdict::tr("Needs %1, but the whole machine has %2 usable.")
                    .arg(total, formatBytes(e.pools.machine.usable))};
    case kv::Verdict::Unknown: break;
    }
    return {QStringLiteral("?"), Verdict::tr("Needs %1").arg(total),
            Verdict::tr("Choose a machine to see whether it fits.")};
}

} // namespace kvapp
