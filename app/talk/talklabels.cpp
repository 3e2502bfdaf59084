// Labels inside the talk pictures: remedies and their price, attention badges, the closing questions.
#include "talktexts.h"
#include "talktr.h"

#include "choosewording.h"
#include "components.h"
#include "format.h"
#include "wording.h"

#include <QCoreApplication>

#include <QLocale>

#include <algorithm>

namespace kvgui::talk {

namespace {

QString reservedAnswer(const StepData& d)
{
    const kv::Estimate& e = d.estimate;
    const kv::VllmPool* vllm = e.view<kv::VllmPool>();
    const kv::SglangPool* sglang = e.view<kv::SglangPool>();
    switch (d.scenario.runtime) {
    case kv::Runtime::LlamaCpp:
    case kv::Runtime::Ollama:
    case kv::Runtime::KoboldCpp:
        //: %1 runtime, %2 tokens, %3 bytes
        return Talk::tr("In %1, yes: all %2 tokens (%3) are reserved at start")
            .arg(kvapp::runtimeText(d.scenario.runtime), kvapp::formatCount(e.runtime.nCtx),
                 kvapp::formatBytes(e.memory.kv));
    case kv::Runtime::Vllm:
        //: %1 bytes reserved on the GPU
        return Talk::tr("vLLM reserves %1 at start, then fills it block by block")
            .arg(kvapp::formatBytes(vllm ? vllm->reservedBytes : e.memory.total()));
    case kv::Runtime::SGLang:
        //: %1 bytes reserved on the GPU
        return Talk::tr("SGLang reserves %1 at start for the weights and its token pool")
            .arg(kvapp::formatBytes(sglang ? sglang->reservedBytes : e.memory.total()));
    case kv::Runtime::ExLlamaV3:
        //: %1 tokens, %2 bytes
        return Talk::tr("ExLlamaV3 allocates its whole cache of %1 tokens (%2) at load, shared by every job")
            .arg(kvapp::formatCount(e.runtime.nCtx), kvapp::formatBytes(e.memory.kv));
    case kv::Runtime::Ideal:
    case kv::Runtime::Mlx: break;
    }
    return Talk::tr("A dynamic cache grows as tokens arrive, and can still run out later");
}

QString ramAnswer(const StepData& d)
{
    const double gpu = d.estimate.speed.tokensPerSecond, ram = d.kvInRam.speed.tokensPerSecond;
    const auto& devices = d.estimate.devices;
    const auto has = [&](kv::DeviceKind k) {
        return std::any_of(devices.begin(), devices.end(), [k](const kv::DeviceUse& u) { return u.kind == k; });
    };
    if (has(kv::DeviceKind::Unified))
        return Talk::tr("On unified memory the GPU and the CPU share one pool: the cache is already in it");
    if (!devices.empty() && !has(kv::DeviceKind::Gpu))
        return Talk::tr("It already is: this machine has no GPU, so the cache lives in RAM");
    if (gpu > 0 && ram > 0 && ram >= gpu * 0.995)
        //: %1 a speed bound like "≤ 12.5 tokens/s"
        return Talk::tr("Yes (--no-kv-offload), and here the speed bound hardly changes: %1").arg(speedText(ram));
    if (gpu <= 0 || ram <= 0)
        return Talk::tr("Yes, but every token then reads the whole cache over the slower RAM bus");
    //: %1 and %2 speed bounds like "≤ 12.5 tokens/s"
    return Talk::tr("Yes (--no-kv-offload), but decoding drops from %1 to %2").arg(speedText(gpu), speedText(ram));
}

// Why a long prompt takes long once the plan spills: llama.cpp reads a prompt's large micro-batches on the GPU and
// copies the weights of the layers in RAM over PCIe for each one (core/prefill.h), so the first token waits on the
// link. The plan's first-token bound beside the same plan with half its layers more in RAM.
QString spillAnswer(const StepData& d)
{
    const auto& now = d.estimate.speed.prefill;
    const auto& spilled = d.moreInRam.speed.prefill;
    if (!now || !spilled || d.moreInRamLayers == 0)
        return Talk::tr("The prompt is read in large batches on the GPU; weights kept in RAM cross the PCIe link for "
                        "each batch, so the link sets the pace. Pick a GPU with published figures to see by how much");
    const QLocale locale;
    const auto secs = [&locale](double x) { return locale.toString(x, 'f', x < 10 ? 2 : 1); };
    const QString tokens = locale.toString(static_cast<qulonglong>(now->promptTokens));
    if (spilled->firstTokenSeconds < now->firstTokenSeconds * 1.1)
        //: %1 prompt tokens, %2 seconds now (a lower bound), %3 a number of layers, %4 seconds with them in RAM
        return Talk::tr("Not always: the GPU still reads the prompt, and here PCIe keeps up. %1 tokens need at least "
                        "%2 s, %4 s with %3 more layers in RAM")
            .arg(tokens, secs(now->firstTokenSeconds))
            .arg(d.moreInRamLayers)
            .arg(secs(spilled->firstTokenSeconds));
    //: %1 prompt tokens, %2 seconds now (a lower bound), %3 a number of layers, %4 seconds with them in RAM
    return Talk::tr("Weights in RAM cross PCIe for every batch of the prompt: %1 tokens need at least %2 s here, %4 s "
                    "with %3 more layers in RAM")
        .arg(tokens, secs(now->firstTokenSeconds))
        .arg(d.moreInRamLayers)
        .arg(secs(spilled->firstTokenSeconds));
}

// What it costs to run at home, as bounds: the machine's board power at the decode-speed bound of all users,
// the hours a day and the price of a kWh the step was prepared with (StepData::energy).
QString costAnswer(const StepData& d)
{
    if (!d.power.boardW)
        return Talk::tr("This machine has no published power figure; the Machines view gives every preset's price, "
                        "power and running cost");
    const kv::EnergyUse& use = d.energy;
    const bool runs = !d.estimate.refusal && d.estimate.verdict != kv::Verdict::DoesNotFit;
    const kv::EnergyBound b = kv::energyBound(d.power.boardW, d.power.idleW,
                                              runs ? d.estimate.speed.tokensPerSecond * d.scenario.users : 0, use);
    const QString power = kvapp::formatWatts(*b.boardW);
    const QString hours = QLocale().toString(use.hoursPerDay, 'g', 4);
    if (!b.costPerMonth)
        //: %1 kWh (an upper bound), %2 hours a day, %3 board power
        return Talk::tr("At most %1 kWh a month at %2 h a day: %3 of board power, which decoding rarely draws in full")
            .arg(QLocale().toString(*b.kwhPerMonth, 'f', 1), hours, power);
    const QString month = kvapp::formatPrice(*b.costPerMonth, QString::fromStdString(use.currency));
    if (!b.whPerMillionTokens)
        //: %1 a price (an upper bound), %2 hours a day, %3 board power
        return Talk::tr("At most %1 a month at %2 h a day: %3 of board power, which decoding rarely draws in full")
            .arg(month, hours, power);
    //: %1 a price a month (an upper bound), %2 hours a day, %3 watt-hours per million tokens, %4 board power
    return Talk::tr("At most %1 a month at %2 h a day, %3 Wh per million tokens: %4 of board power, which decoding "
                    "rarely draws in full")
        .arg(month, hours, QLocale().toString(*b.whPerMillionTokens, 'f', 0), power);
}

} // namespace

QString remedyLabel(const RemedyRow& r)
{
    switch (r.remedy) {
    case Remedy::Baseline: return Talk::tr("f16 cache, as is");
    case Remedy::Paged:
        //: %1 tokens per block
        return Talk::tr("Paged, blocks of %1").arg(r.value);
    case Remedy::Q8: return Talk::tr("q8_0 cache");
    case Remedy::Q4: return Talk::tr("q4_0 cache");
    case Remedy::Kivi2: return Talk::tr("2-bit KV (KIVI)");
    case Remedy::Budget:
        //: %1 tokens kept
        return Talk::tr("Keep %1 tokens").arg(kvapp::formatCount(r.value));
    case Remedy::Window:
        //: %1 tokens
        return Talk::tr("Window of %1").arg(kvapp::formatCount(r.value));
    }
    return {};
}

QString remedyCost(const RemedyRow& r)
{
    switch (r.remedy) {
    case Remedy::Baseline: return Talk::tr("the reference");
    case Remedy::Paged: return Talk::tr("allocates as it goes; wastes a block's tail");
    case Remedy::Q8: return Talk::tr("tiny quality loss");
    case Remedy::Q4: return Talk::tr("some quality loss");
    case Remedy::Kivi2: return Talk::tr("research code; more loss");
    case Remedy::Budget: return Talk::tr("forgets what it evicts");
    case Remedy::Window: return Talk::tr("sees only recent tokens");
    }
    return {};
}

QString runtimeRule(kv::Runtime runtime)
{
    switch (runtime) {
    case kv::Runtime::LlamaCpp: return Talk::tr("every slot's whole context, at load");
    case kv::Runtime::Ollama: return Talk::tr("num_ctx for each parallel request, at load");
    case kv::Runtime::Vllm: return Talk::tr("a share of the GPU at load; the cache gets what the weights leave");
    case kv::Runtime::KoboldCpp: return Talk::tr("one request: its context plus 128 tokens, at load");
    case kv::Runtime::Mlx: return Talk::tr("nothing at load; grows in steps of 256 tokens");
    case kv::Runtime::ExLlamaV3: return Talk::tr("one pool of cache_size tokens that every request shares");
    case kv::Runtime::SGLang: return Talk::tr("a fixed share of the GPU; the token pool gets what the weights leave");
    case kv::Runtime::Ideal: return Talk::tr("exactly the tokens kept");
    }
    return {};
}

QString badgeHint(const QString& badges)
{
    if (badges.contains(QStringLiteral("hybrid")))
        return Talk::tr("few attention layers, fixed state");
    if (badges.contains(QStringLiteral("MLA")))
        return Talk::tr("one compressed latent per layer");
    if (badges.contains(QStringLiteral("SWA")))
        return Talk::tr("most layers keep a window");
    if (badges.contains(QStringLiteral("MQA")))
        return Talk::tr("all heads share one K and V");
    if (badges.contains(QStringLiteral("GQA")))
        return Talk::tr("groups of heads share K and V");
    if (badges.contains(QStringLiteral("MHA")))
        return Talk::tr("every head keeps its own K and V");
    return {};
}

std::vector<FaqItem> faqItems(const StepData& d)
{
    return {{Talk::tr("Does the model file grow?"),
             //: %1 weights size, %2 KV cache size
             Talk::tr("No. The weights stay %1; only the cache grows (%2 here)")
                 .arg(kvapp::formatBytes(d.estimate.memory.weights), kvapp::formatBytes(d.estimate.memory.kv))},
            {Talk::tr("Is the maximum context allocated at once?"), reservedAnswer(d)},
            {Talk::tr("Can RAM hold the cache when VRAM is full?"), ramAnswer(d)},
            {Talk::tr("What would it cost to run this at home?"), costAnswer(d)},
            {Talk::tr("Why does a long prompt take so long once it spills to RAM?"), spillAnswer(d)}};
}

} // namespace kvgui::talk
