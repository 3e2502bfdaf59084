// The sentences of each step, with the step's live numbers. Short: they must read from the back of a room.
#include "talktexts.h"
#include "talktr.h"

#include "components.h"
#include "format.h"
#include "llamacpp/rules.h"
#include "wording.h"

#include <QCoreApplication>

namespace kvgui::talk {

namespace {

QString bytes(uint64_t b)
{
    return kvapp::formatBytes(b);
}

QString count(uint64_t n)
{
    return kvapp::formatCount(n);
}

QStringList bytesPerTokenLines(const StepData& d)
{
    const kv::Estimate& e = d.estimate;
    return {//: %1 bytes per token (e.g. 128 KiB), %2 the formula
            Talk::tr("Every token adds %1: %2")
                .arg(bytes(e.kvBytesPerToken), formulaText(d.scenario.model, d.scenario.typeK)),
            //: %1 tokens, %2 bytes, %3 runtime name
            Talk::tr("%1 tokens of context: %2 of KV cache in %3")
                .arg(count(d.scenario.contextPerUser), bytes(e.memory.kv), kvapp::runtimeText(d.scenario.runtime))};
}

QStringList growthLines(const StepData& d)
{
    if (d.growth.empty())
        return {};
    const kv::SweepPoint& top = d.growth.back();
    const uint64_t beyond = kv::kvBytesPerTokenBeyondWindows(d.scenario.model, d.scenario.typeK, d.scenario.typeV);
    QStringList out{beyond != d.estimate.kvBytesPerToken
                        //: %1 bytes per token while the sliding windows fill, %2 after, %3 tokens, %4 bytes
                        ? Talk::tr("%1 per token until the sliding windows are full, %2 after: %3 tokens need %4")
                              .arg(bytes(d.estimate.kvBytesPerToken), bytes(beyond), count(top.x), bytes(top.memory.kv))
                        //: %1 bytes per token, %2 tokens, %3 bytes
                        : Talk::tr("%1 per token: %2 tokens need %3")
                              .arg(bytes(d.estimate.kvBytesPerToken), count(top.x), bytes(top.memory.kv))};
    if (const uint64_t fit = tokensThatFit(d); fit && fit < top.x)
        //: %1 bytes free beside the weights, %2 tokens
        out << Talk::tr("Beside the weights there is room for %1: about %2 tokens")
                   .arg(bytes(d.kvCapacity), count(fit));
    return out;
}

QStringList architectureLines(const StepData& d)
{
    uint64_t lo = UINT64_MAX, hi = 0;
    for (const ArchBar& a : d.architectures) {
        lo = std::min(lo, a.memory.kv);
        hi = std::max(hi, a.memory.kv);
    }
    if (d.architectures.empty())
        return {};
    //: %1 tokens; %2 and %3 the smallest and largest cache
    return {Talk::tr("Models of similar size, %1 tokens, one user: from %2 to %3")
                .arg(count(d.scenario.contextPerUser), bytes(lo), bytes(hi))};
}

QStringList runtimeLines(const StepData& d)
{
    uint64_t lo = UINT64_MAX, hi = 0;
    for (const RuntimeBar& b : d.runtimes)
        if (!b.refusal) {
            lo = std::min(lo, b.cache.atStartBytes);
            hi = std::max(hi, b.cache.atStartBytes);
        }
    if (hi == 0 && lo == UINT64_MAX)
        return {};
    //: %1 tokens per user, %2 users; %3 and %4 the least and the most KV cache a runtime allocates at load
    return {Talk::tr("The same %1 tokens per user, users: %2 — from %3 to %4 set aside when the model loads")
                .arg(count(d.scenario.contextPerUser), count(d.scenario.users), bytes(lo), bytes(hi))};
}

QStringList conversationLines(const StepData& d)
{
    const uint64_t end = d.promptTokens + d.answerTokens;
    //: %1 prompt tokens, %2 answer tokens
    QStringList out{Talk::tr("A prompt of %1 tokens fits. The answer adds %2 more.")
                        .arg(count(d.promptTokens), count(d.answerTokens))};
    if (d.overflowToken && end > d.overflowToken)
        //: %1 the last token that fits in one user's slot
        out << Talk::tr("After token %1 the slot is full: the answer is cut, or old tokens are dropped")
                   .arg(count(d.overflowToken));
    else
        out << Talk::tr("All %1 tokens stay within the %2-token slot").arg(count(end), count(d.overflowToken));
    return out;
}

QStringList usersLines(const StepData& d)
{
    const uint64_t kv = d.joining.empty() ? 0 : d.kvUnsharedBytes;
    //: %n users, %1 tokens each, %2 bytes of KV cache
    QStringList out{Talk::tr("%Ln users × %1 tokens: %2 of KV cache", nullptr, static_cast<int>(d.scenario.users))
                        .arg(count(d.scenario.contextPerUser), bytes(kv))};
    if (d.scenario.users > 1 && d.sharedPrefix)
        //: %1 tokens of a shared system prompt, %2 and %3 bytes
        out << Talk::tr("A shared %1-token prompt stored once: %2 instead of %3 (vLLM prefix caching)")
                   .arg(count(d.sharedPrefix), bytes(d.kvSharedBytes), bytes(d.kvUnsharedBytes));
    return out;
}

QStringList limitLines(const StepData& d)
{
    const kv::Limits& l = d.estimate.limits;
    if (!l.known)
        return {Talk::tr("Choose a machine (H) to see where it stops")};
    QStringList out;
    //: %1 machine, %2 tokens per user, %3 number of concurrent users
    out << Talk::tr("On %1: at most %2 tokens per user when %3 share it")
               .arg(QString::fromStdString(d.scenario.hardware.name), count(l.maxContextPerUser),
                    count(d.scenario.users));
    //: %n users that fit, %1 tokens each, %2 the first request that does not fit
    out << Talk::tr("%Ln users at %1 tokens; request %2 must wait, spill to RAM or fail", nullptr,
                    static_cast<int>(l.maxUsers))
               .arg(count(d.scenario.contextPerUser), count(uint64_t(l.maxUsers) + 1));
    return out;
}

} // namespace

QStringList linesFor(const StepData& d);

QStringList linesFor(const StepData& d)
{
    switch (d.step.kind) {
    case StepKind::BytesPerToken: return bytesPerTokenLines(d);
    case StepKind::Growth: return growthLines(d);
    case StepKind::Architectures: return architectureLines(d);
    case StepKind::Conversation: return conversationLines(d);
    case StepKind::Users: return usersLines(d);
    case StepKind::WhatIfs: return {Talk::tr("Each one still grows with every token, and each has a price")};
    case StepKind::Limit: return limitLines(d);
    case StepKind::Faq: return {};
    case StepKind::Runtimes: return runtimeLines(d);
    }
    return {};
}

} // namespace kvgui::talk
