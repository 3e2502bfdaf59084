// The speaker's notes of each step: what to say, and the one number on the slide to point at. A step
// with literal "notes" in the talk file shows those instead. Read by the presenter, not the room, so
// they may be longer than the slide's sentences.
#include "talktexts.h"
#include "talktr.h"

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

QString growthNotes(const StepData& d)
{
    const uint64_t fit = tokensThatFit(d);
    const uint64_t beyond = kv::kvBytesPerTokenBeyondWindows(d.scenario.model, d.scenario.typeK, d.scenario.typeV);
    if (beyond != d.estimate.kvBytesPerToken) {
        //: speaker notes, growth step of a sliding-window model: %1 bytes per token at first, %2 after
        QString text = Talk::tr("The line rises by %1 per token until the sliding windows are full; after that "
                                "only the layers that keep every token grow, by %2 per token.")
                           .arg(bytes(d.estimate.kvBytesPerToken), bytes(beyond));
        if (fit)
            //: speaker notes: %1 bytes free beside the weights, %2 tokens
            text += Talk::tr(" Point at the dashed line: beside the weights there is %1, so the cache is full after "
                             "about %2 tokens.")
                        .arg(bytes(d.kvCapacity), count(fit));
        return text;
    }
    if (!fit)
        //: speaker notes, growth step without a machine: %1 bytes per token
        return Talk::tr("The line is straight: %1 for every token kept, for as long as the conversation lasts. "
                        "Nothing is ever freed while the tokens stay in the context.")
            .arg(bytes(d.estimate.kvBytesPerToken));
    //: speaker notes, growth step: %1 bytes per token, %2 bytes free beside the weights, %3 tokens
    return Talk::tr("The line is straight: %1 for every token kept. Point at the dashed line: beside the weights "
                    "there is %2, so the cache is full after about %3 tokens.")
        .arg(bytes(d.estimate.kvBytesPerToken), bytes(d.kvCapacity), count(fit));
}

QString conversationNotes(const StepData& d)
{
    const uint64_t end = d.promptTokens + d.answerTokens;
    if (d.overflowToken && end > d.overflowToken)
        //: speaker notes, conversation step: %1 the token at which the slot is full
        return Talk::tr("Reading the prompt fills the cache quickly; then every generated token adds its own "
                        "key and value. Point at token %1: there the slot is full and the answer is cut off.")
            .arg(count(d.overflowToken));
    //: speaker notes, conversation step: %1 tokens in prompt and answer together
    return Talk::tr("Reading the prompt fills the cache quickly; then every generated token adds its own key and "
                    "value. Point at the end: all %1 tokens still fit in the slot.")
        .arg(count(end));
}

QString limitNotes(const StepData& d)
{
    const kv::Limits& l = d.estimate.limits;
    if (!l.known)
        return Talk::tr("Without a machine there is no limit to show: choose one and the slide shows where it stops.");
    //: speaker notes, limit step: %1 tokens per user, %2 users
    return Talk::tr("Weights are fixed; the cache is what is left. Point at %1 tokens per user: that is the "
                    "longest context this machine holds for %2 users at once. Beyond it, requests wait, "
                    "spill to RAM or fail.")
        .arg(count(l.maxContextPerUser), count(d.scenario.users));
}

} // namespace

QString stepNotes(const StepData& d)
{
    if (!d.step.notes.isEmpty())
        return d.step.notes;
    switch (d.step.kind) {
    case StepKind::BytesPerToken:
        //: speaker notes, first step: %1 bytes per token
        return Talk::tr("Start with one token. Each layer stores a key and a value for it, so the cost per token "
                        "is a product of the model's shape. Point at %1: every token of every conversation costs "
                        "that much.")
            .arg(bytes(d.estimate.kvBytesPerToken));
    case StepKind::Growth: return growthNotes(d);
    case StepKind::Architectures:
        //: speaker notes, architectures step: %1 tokens
        return Talk::tr("Same context of %1 tokens, models of similar size: grouped-query, multi-query and latent "
                        "attention, sliding windows and recurrent layers change the bytes per token by large "
                        "factors. Point at the shortest and the longest bar.")
            .arg(count(d.scenario.contextPerUser));
    case StepKind::Conversation: return conversationNotes(d);
    case StepKind::Users:
        //: speaker notes, users step: %1 users, %2 bytes of KV cache
        return Talk::tr("Nobody shares a cache by default: each user keeps their own. Point at %2 for %1 users, "
                        "and at how much a shared system prompt saves.")
            .arg(count(d.scenario.users), bytes(d.kvUnsharedBytes));
    case StepKind::WhatIfs:
        return Talk::tr("Quantising the cache, paging it, or keeping fewer tokens each moves the limit. Point at "
                        "each price: precision, recall of old tokens, or runtime support.");
    case StepKind::Limit: return limitNotes(d);
    case StepKind::Runtimes:
        return Talk::tr("Same model, same tokens, same users: the runtime decides how much is set aside up front. "
                        "llama.cpp and Ollama reserve every slot's whole context at load, vLLM and SGLang take a "
                        "fixed share of the GPU and fill it, MLX reserves nothing and grows as tokens arrive. Point "
                        "at the solid part (held) and the light part (set aside but empty, or grown later).");
    case StepKind::Faq:
        return Talk::tr("Take the questions the room asks most. Each answer is computed for this plan and this "
                        "runtime.") +
               QLatin1Char(' ') +
               Talk::tr("The running cost is an upper bound: the full board power for every hour of use, at the "
                        "average price of a kWh; memory-bound decoding rarely draws all of it.");
    }
    return {};
}

} // namespace kvgui::talk
