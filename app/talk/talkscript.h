#pragma once
// A talk as data: an ordered list of steps, each a kind of picture bound to a scenario (DESIGN issue 8).
//
// A talk file (resources/talks/default.json) looks like
//   { "schemaVersion": 1, "title": "Why the KV cache grows",
//     "plan": { "model": "llama-3.1-8b", "hardware": "rtx-4060-ti-16gb", "context": 8192 },
//     "steps": [ { "id": "bytes-per-token", "kind": "bytes-per-token",
//                  "scenario": { "model": "llama-3.1-8b", "context": 8192 } },
//                { "id": "my-own", "kind": "growth", "title": "Our lab box", "text": "Literal text",
//                  "scenario": { "model": "qwen3-8b", "hardware": "rtx-4090", "kvType": "q8_0" },
//                  "notes": "Point at the 8 GiB line.", "durationMs": 6000 } ] }
// Kinds: bytes-per-token, growth, architectures, conversation, users, runtimes, what-ifs, limit, faq.
// "notes" are the speaker's notes for the step (the notes window, the PDF's notes pages); without them
// the step gets the translated default notes for its kind (talktexts.h stepNotes).
// The default talk's texts are translated in C++ (talktexts.h) by step id; a step with "title" /
// "text" shows those literally. Scenario fields left out keep the presenter's current scenario.
// A malformed file throws kvapp::AppError (app/common/apperror.h, exit status 2) with a one-line
// reason, e.g. "talk.json: step 2: “kind” must be one of bytes-per-token, growth, ...".
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace kvgui::talk {

enum class StepKind : uint8_t {
    BytesPerToken,
    Growth,
    Architectures,
    Conversation,
    Users,
    WhatIfs,
    Limit,
    Faq,
    Runtimes
};

std::optional<StepKind> stepKindFromId(const QString& id);
QString stepKindId(StepKind kind);

// Scenario overrides of one step; unset = the presenter's scenario.
struct ScenarioOverrides
{
    QString model;    // preset id
    QString hardware; // hardware preset id
    QString runtime;  // "llama.cpp", "ollama", "vllm", "ideal"
    QString kvType;   // "f16", "q8_0", ...
    std::optional<uint64_t> context;
    std::optional<uint32_t> users;
    std::optional<uint64_t> promptTokens; // conversation: the prompt
    std::optional<uint64_t> answerTokens; // conversation: the answer
    std::optional<uint64_t> sharedPrefix; // users: a shared system prompt
    QStringList models;                   // architectures: the models side by side
    bool operator==(const ScenarioOverrides&) const = default;
};

struct TalkStep
{
    QString id;
    StepKind kind = StepKind::BytesPerToken;
    QString title; // literal; empty = the translated text for id
    QString text;  // literal; empty = the translated text for id
    QString notes; // literal speaker notes; empty = the translated notes for the kind
    ScenarioOverrides scenario;
    int durationMs = 4000; // the animation's length
    bool operator==(const TalkStep&) const = default;
};

struct TalkScript
{
    QString title;
    std::vector<TalkStep> steps;
    // The plan the talk is given for when the presenter names none ("plan": { "model": "llama-3.1-8b",
    // "hardware": "rtx-4060-ti-16gb", ... }, the same fields as a step's scenario): `kvplanner-cli talk
    // --out F.pdf` without --model. Empty model: the talk names no plan.
    ScenarioOverrides plan;
};

// The plan's fields that win over the steps' own scenario fields, for a talk given for one's own model
// and machine: bindToPlan drops the steps' overrides of the chosen fields, so every step shows the
// presenter's value (the steps keep their prompts, shared prefixes and comparison models).
struct PlanFields
{
    bool model = false, hardware = false, runtime = false, kvType = false, context = false, users = false;
    static PlanFields modelAndMachine(); // model, hardware, runtime and KV type
};
TalkScript bindToPlan(TalkScript script, const PlanFields& fields);

TalkScript parseTalkScript(const QByteArray& json); // throws AppError ("not valid JSON: ... at byte 3")
TalkScript loadTalkScript(const QString& path);     // throws AppError ("PATH: " + the parse reason)
// resources/talks/default.json next to the presets (kvapp::dataDir()).
QString defaultTalkPath();
// The shipped talk; never empty. A malformed default file falls back to the built-in steps.
TalkScript defaultTalk();
// The built-in steps: one of each kind, in story order, bound to the presenter's scenario.
TalkScript builtinTalk();

} // namespace kvgui::talk
