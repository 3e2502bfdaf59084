#include "choosewording.h"

#include "format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace kvapp {

namespace {

struct Choose
{
    Q_DECLARE_TR_FUNCTIONS(Choose)
};

QString speed(double tps)
{
    return QLocale().toString(tps, 'f', tps < 100 ? 1 : 0);
}

// "at most 12.3 tokens/s instead of 30.1", or nothing when a bound is unknown.
QString speedCost(double now, double then)
{
    if (now <= 0 || then <= 0)
        return {};
    //: %1 the new decode-speed bound, %2 the current one
    return Choose::tr(" (at most %1 tokens/s per user; now %2)").arg(speed(then), speed(now));
}

// One change of a combination, in a few words: "a q8_0 KV cache", "Q3_K_M weights".
QString stepText(const kv::AdviceStep& step, const kv::Scenario& base)
{
    switch (step.kind) {
    case kv::AdviceKind::GpuLimit:
        //: one change of several: %1 the GPU working-set limit of a Mac (45.0 GiB)
        return Choose::tr("a %1 GPU limit").arg(formatBytes(step.value));
    case kv::AdviceKind::VllmUtilization:
        //: one change of several: %1 a percentage
        return Choose::tr("vLLM reserving %1% of the GPU").arg(step.value);
    case kv::AdviceKind::KvQ8:
    case kv::AdviceKind::KvQ4:
        //: one change of several: %1 a KV cache type (q8_0)
        return Choose::tr("a %1 KV cache").arg(QString::fromStdString(step.text));
    case kv::AdviceKind::Weights:
        //: one change of several: %1 a weight scheme (Q3_K_M)
        return Choose::tr("%1 weights").arg(QString::fromStdString(step.text));
    case kv::AdviceKind::NCpuMoe:
        //: one change of several: %1 layers whose experts stay in system RAM
        return Choose::tr("the experts of %1 layers in RAM").arg(step.value);
    case kv::AdviceKind::Context:
        //: one change of several: %1 the context per user, %2 the context asked for
        return Choose::tr("%1 tokens per user (not %2)").arg(formatCount(step.value), formatCount(base.contextPerUser));
    case kv::AdviceKind::Users:
        //: one change of several: %1 users at once, %2 the users asked for
        return Choose::tr("%1 users at once (not %2)").arg(formatCount(step.value), formatCount(base.users));
    case kv::AdviceKind::MoreGpus:
        //: one change of several: %1 a number of GPUs
        return Choose::tr("%1 GPUs").arg(step.value);
    case kv::AdviceKind::Offload:
    case kv::AdviceKind::Combination:
    case kv::AdviceKind::Machine: break;
    }
    return {};
}

int costRank(kv::AdviceKind kind)
{
    switch (kind) {
    case kv::AdviceKind::GpuLimit:
    case kv::AdviceKind::VllmUtilization: return 0;
    case kv::AdviceKind::KvQ8:
    case kv::AdviceKind::Weights:
    case kv::AdviceKind::KvQ4: return 1;
    case kv::AdviceKind::NCpuMoe:
    case kv::AdviceKind::Offload: return 2;
    case kv::AdviceKind::Context:
    case kv::AdviceKind::Users: return 3;
    case kv::AdviceKind::MoreGpus:
    case kv::AdviceKind::Combination:
    case kv::AdviceKind::Machine: return 4;
    }
    return 4;
}

} // namespace

QString adviceText(const kv::Advice& a, const kv::Scenario& base, const kv::Estimate& current)
{
    switch (a.kind) {
    case kv::AdviceKind::GpuLimit: {
        const uint64_t mib = a.value >> 20;
        //: %1 the new GPU memory limit (e.g. 120 GiB), %2 the same in MiB for the sysctl command
        return Choose::tr("Let the GPU use up to %1 of the unified memory (sudo sysctl iogpu.wired_limit_mb=%2): "
                          "free, but it leaves less memory for other programs until the next restart.")
            .arg(formatBytes(a.value), QString::number(mib));
    }
    case kv::AdviceKind::VllmUtilization:
        //: %1 a percentage, %2 the flag's value (0.95)
        return Choose::tr("Let vLLM reserve %1% of the GPU (--gpu-memory-utilization %2): free, if nothing else "
                          "needs that GPU memory.")
            .arg(a.value)
            .arg(QString::number(static_cast<double>(a.value) / 100, 'f', 2));
    case kv::AdviceKind::KvQ8:
        return Choose::tr("Store the KV cache as %1: about half the memory of 16-bit values, with a barely "
                          "measurable loss of quality.")
            .arg(QString::fromStdString(a.text));
    case kv::AdviceKind::Weights:
        //: %1 a weight scheme (Q3_K_M), %2 its size, %3 the current scheme
        return Choose::tr("Use %1 weights (%2 in all) instead of %3: smaller, at some loss of quality.")
            .arg(QString::fromStdString(a.text), formatBytes(a.totalBytes), QString::fromStdString(base.weights.id));
    case kv::AdviceKind::KvQ4:
        return Choose::tr("Store the KV cache as %1: about a quarter of the memory of 16-bit values, with a "
                          "noticeable loss of quality on long contexts.")
            .arg(QString::fromStdString(a.text));
    case kv::AdviceKind::NCpuMoe:
        //: %1 a number of layers whose experts stay in system RAM
        return Choose::tr("Keep the experts of the first %1 layers in system RAM (--n-cpu-moe %1): everything else "
                          "stays on the GPU, and every token reads those experts from RAM%2.")
            .arg(a.value)
            .arg(speedCost(current.speed.tokensPerSecond, a.tokensPerSecond));
    case kv::AdviceKind::Offload:
        return Choose::tr("Put %1 layers on the GPU and the rest in system RAM (-ngl %1): it runs, but slower%2.")
            .arg(a.value)
            .arg(speedCost(current.speed.tokensPerSecond, a.tokensPerSecond));
    case kv::AdviceKind::Context:
        //: %1 the longest context per user that fits, %2 the context asked for
        return Choose::tr("Shorten the context to %1 tokens per user (instead of %2): longer conversations are cut "
                          "off.")
            .arg(formatCount(a.value), formatCount(base.contextPerUser));
    case kv::AdviceKind::Users:
        //: %1 the users that fit at once, %2 the users asked for
        return Choose::tr("Serve %1 of the %2 users at once: the others wait their turn.")
            .arg(formatCount(a.value), formatCount(base.users));
    case kv::AdviceKind::MoreGpus:
        //: %1 a number of GPUs (two or more), %2 the speed bound with them
        return Choose::tr("Use %1 GPUs of this kind: it costs the cards you add%2.")
            .arg(a.value)
            .arg(a.tokensPerSecond > 0 ? Choose::tr(", at most %1 tokens/s per user").arg(speed(a.tokensPerSecond))
                                       : QString());
    case kv::AdviceKind::Combination: {
        QStringList steps;
        QString sysctl;
        for (const kv::AdviceStep& step : a.steps) {
            steps << stepText(step, base);
            if (step.kind == kv::AdviceKind::GpuLimit)
                //: after a combination with a larger GPU limit: %1 the limit in MiB
                sysctl = Choose::tr(" The GPU limit: sudo sysctl iogpu.wired_limit_mb=%1 (until the next restart).")
                             .arg(step.value >> 20);
        }
        //: two or three changes that fit only together; %1 the changes joined by " + " (e.g. "Q3_K_M weights +
        //: a q8_0 KV cache")
        return Choose::tr("Together: %1. No one of them alone makes it fit.")
                   //: the separator between the changes of a combination
                   .arg(steps.join(Choose::tr(" + "))) +
               sysctl;
    }
    case kv::AdviceKind::Machine:
        //: %1 a machine's name (with its GPU count), %2 the speed bound there
        return Choose::tr("Run it as it is on %1: it fits there%2.")
            .arg(machineName(a), a.tokensPerSecond > 0
                                     ? Choose::tr(", at most %1 tokens/s per user").arg(speed(a.tokensPerSecond))
                                     : QString());
    }
    return {};
}

QString machineName(const kv::Advice& a)
{
    QString name = QString::fromStdString(a.scenario.hardware.name);
    if (a.value <= 1)
        return name;
    //: %1 a number of GPUs, %2 the machine or GPU's name
    return Choose::tr("%1 × %2").arg(a.value).arg(name);
}

QString adviceCostText(const kv::Advice& a)
{
    if (a.kind != kv::AdviceKind::Combination || a.steps.empty())
        return adviceCostText(a.kind);
    // A combination costs what its costliest change costs.
    kv::AdviceKind worst = a.steps.front().kind;
    for (const kv::AdviceStep& step : a.steps)
        if (costRank(step.kind) > costRank(worst))
            worst = step.kind;
    return adviceCostText(worst);
}

QString adviceResultText(const kv::Advice& a, const kv::Estimate& current)
{
    const QString verdict = rowVerdictText(a.verdict, a.layersInRam, false);
    if (a.partial && a.tokensPerSecond > 0 && current.speed.tokensPerSecond > 0)
        //: a change that spills less: %1 its verdict (spills 4 layers), %2 its speed bound, %3 today's, %4 bytes
        return Choose::tr("%1, %2 tokens/s instead of %3, %4 in all")
            .arg(verdict, speed(a.tokensPerSecond), speed(current.speed.tokensPerSecond), formatBytes(a.totalBytes));
    //: a suggestion's outcome: %1 its verdict (fits), %2 the plan's bytes
    return Choose::tr("%1, %2 in all").arg(verdict, formatBytes(a.totalBytes));
}

QString adviceCostText(kv::AdviceKind kind)
{
    switch (kind) {
    case kv::AdviceKind::GpuLimit:
    case kv::AdviceKind::VllmUtilization: return Choose::tr("free");
    case kv::AdviceKind::KvQ8:
    case kv::AdviceKind::Weights:
    case kv::AdviceKind::KvQ4: return Choose::tr("quality");
    case kv::AdviceKind::NCpuMoe:
    case kv::AdviceKind::Offload: return Choose::tr("speed");
    case kv::AdviceKind::Context:
    case kv::AdviceKind::Users: return Choose::tr("capability");
    case kv::AdviceKind::MoreGpus:
    case kv::AdviceKind::Machine: return Choose::tr("money");
    case kv::AdviceKind::Combination: return Choose::tr("several");
    }
    return {};
}

QString adviceFlags(const kv::Advice& a)
{
    QStringList flags;
    for (const std::string& f : a.args)
        flags << QString::fromStdString(f);
    return flags.join(QLatin1Char(' '));
}

QString rowVerdictText(kv::Verdict v, uint32_t layersInRam, bool refused)
{
    if (refused)
        //: the runtime refuses this combination (e.g. a quantised V cache without flash attention)
        return Choose::tr("refused");
    switch (v) {
    case kv::Verdict::Fits: return Choose::tr("fits");
    case kv::Verdict::Spills:
        return layersInRam > 0 ? Choose::tr("spills %Ln layers", nullptr, static_cast<int>(layersInRam))
                               : Choose::tr("spills");
    case kv::Verdict::DoesNotFit: return Choose::tr("does not fit");
    case kv::Verdict::Unknown: break;
    }
    return Choose::tr("no machine");
}

} // namespace kvapp
