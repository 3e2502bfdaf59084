#include "talkscript.h"
#include "talktr.h"

#include "apperror.h"
#include "datapaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <array>
#include <utility>

namespace kvgui::talk {

namespace {

constexpr std::array<std::pair<StepKind, const char*>, 9> kKinds{{
    {StepKind::BytesPerToken, "bytes-per-token"},
    {StepKind::Growth, "growth"},
    {StepKind::Architectures, "architectures"},
    {StepKind::Conversation, "conversation"},
    {StepKind::Users, "users"},
    {StepKind::Runtimes, "runtimes"},
    {StepKind::WhatIfs, "what-ifs"},
    {StepKind::Limit, "limit"},
    {StepKind::Faq, "faq"},
}};

// Reads an optional whole number in [lo, hi]; throws AppError (the reason) when present but invalid.
template <typename T>
void readNumber(const QJsonObject& o, const char* key, uint64_t lo, uint64_t hi, std::optional<T>& out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return;
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d < double(lo) || d > double(hi) || d != double(uint64_t(d)))
        //: error in a talk file: %1 the field name, %2 lowest, %3 highest allowed value
        throw kvapp::AppError{
            Talk::tr("“%1” must be a whole number from %2 to %3").arg(QLatin1String(key)).arg(lo).arg(hi)};
    out = static_cast<T>(d);
}

void readOverrides(const QJsonObject& o, ScenarioOverrides& s)
{
    s.model = o.value(QLatin1String("model")).toString();
    s.hardware = o.value(QLatin1String("hardware")).toString();
    s.runtime = o.value(QLatin1String("runtime")).toString();
    s.kvType = o.value(QLatin1String("kvType")).toString();
    for (const QJsonValue m : o.value(QLatin1String("models")).toArray())
        s.models << m.toString();
    readNumber(o, "context", 1, uint64_t(1) << 32, s.context);
    readNumber(o, "users", 1, 65536, s.users);
    readNumber(o, "promptTokens", 1, uint64_t(1) << 32, s.promptTokens);
    readNumber(o, "answerTokens", 0, uint64_t(1) << 32, s.answerTokens);
    readNumber(o, "sharedPrefix", 0, uint64_t(1) << 32, s.sharedPrefix);
}

TalkStep readStep(const QJsonValue& v, int index)
{
    //: error in a talk file: %1 the step's number (1 = first)
    const QString where = Talk::tr("step %1: ").arg(index + 1);
    const QJsonObject o = v.toObject();
    const auto kind = stepKindFromId(o.value(QLatin1String("kind")).toString());
    if (!v.isObject() || !kind)
        //: error in a talk file; %1 the step, %2 the known kinds
        throw kvapp::AppError{where + Talk::tr("“kind” must be one of %1")
                                          .arg(QStringLiteral("bytes-per-token, growth, architectures, "
                                                              "conversation, users, what-ifs, limit, faq"))};
    TalkStep step;
    step.kind = *kind;
    step.id = o.value(QLatin1String("id")).toString(stepKindId(*kind));
    step.title = o.value(QLatin1String("title")).toString();
    step.text = o.value(QLatin1String("text")).toString();
    step.notes = o.value(QLatin1String("notes")).toString();
    std::optional<int> duration;
    try {
        readNumber(o, "durationMs", 0, 600000, duration);
        readOverrides(o.value(QLatin1String("scenario")).toObject(), step.scenario);
    } catch (kvapp::AppError& e) {
        e.message = where + e.message; // which step the field is in
        throw;
    }
    step.durationMs = duration.value_or(step.durationMs);
    return step;
}

} // namespace

std::optional<StepKind> stepKindFromId(const QString& id)
{
    for (const auto& [kind, name] : kKinds)
        if (id == QLatin1String(name))
            return kind;
    return std::nullopt;
}

QString stepKindId(StepKind kind)
{
    for (const auto& [k, name] : kKinds)
        if (k == kind)
            return QString::fromLatin1(name);
    return {};
}

TalkScript parseTalkScript(const QByteArray& json)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        //: error in a talk file: %1 the parser's reason, %2 the byte offset
        throw kvapp::AppError{Talk::tr("not valid JSON: %1 at byte %2").arg(pe.errorString()).arg(pe.offset)};
    const QJsonArray steps = doc.object().value(QLatin1String("steps")).toArray();
    if (!doc.isObject() || steps.isEmpty())
        throw kvapp::AppError{Talk::tr("a talk needs a non-empty “steps” array")};
    TalkScript script;
    script.title = doc.object().value(QLatin1String("title")).toString();
    try {
        readOverrides(doc.object().value(QLatin1String("plan")).toObject(), script.plan);
    } catch (kvapp::AppError& e) {
        //: error in a talk file: its default plan (the "plan" object) has a bad field; %1 the reason
        e.message = Talk::tr("plan: %1").arg(e.message);
        throw;
    }
    for (int i = 0; i < steps.size(); ++i)
        script.steps.push_back(readStep(steps.at(i), i));
    return script;
}

TalkScript loadTalkScript(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        //: error: %1 a file path
        throw kvapp::AppError{Talk::tr("cannot read the talk “%1”").arg(path)};
    try {
        return parseTalkScript(f.read(4 << 20));
    } catch (kvapp::AppError& e) {
        e.message = QStringLiteral("%1: %2").arg(path, e.message); // which file
        throw;
    }
}

QString defaultTalkPath()
{
    return kvapp::dataDir() + QStringLiteral("/talks/default.json");
}

PlanFields PlanFields::modelAndMachine()
{
    PlanFields f;
    f.model = f.hardware = f.runtime = f.kvType = true;
    return f;
}

TalkScript bindToPlan(TalkScript script, const PlanFields& fields)
{
    for (TalkStep& step : script.steps) {
        ScenarioOverrides& o = step.scenario;
        if (fields.model)
            o.model.clear();
        if (fields.hardware)
            o.hardware.clear();
        if (fields.runtime)
            o.runtime.clear();
        if (fields.kvType)
            o.kvType.clear();
        if (fields.context)
            o.context.reset();
        if (fields.users)
            o.users.reset();
    }
    return script;
}

TalkScript builtinTalk()
{
    TalkScript s;
    for (StepKind k : {StepKind::BytesPerToken, StepKind::Growth, StepKind::Architectures, StepKind::Conversation,
                       StepKind::Users, StepKind::Runtimes, StepKind::WhatIfs, StepKind::Limit, StepKind::Faq}) {
        TalkStep step;
        step.kind = k;
        step.id = stepKindId(k);
        s.steps.push_back(step);
    }
    return s;
}

TalkScript defaultTalk()
{
    if (QFileInfo::exists(defaultTalkPath())) {
        try {
            return loadTalkScript(defaultTalkPath());
        } catch (const kvapp::AppError&) {
            // a malformed shipped file: the built-in steps (tst_talk checks the shipped one loads)
        }
    }
    return builtinTalk();
}

} // namespace kvgui::talk
