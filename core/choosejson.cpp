#include "choosejson.h"

#include "estimatejson.h"
#include "estimator.h"

#include <nlohmann/json.hpp>

namespace kv {

using nlohmann::json;

namespace {

json speedJson(double tps)
{
    return tps > 0 ? json(tps) : json(nullptr);
}

json optionalJson(const std::optional<double>& v)
{
    return v ? json(*v) : json(nullptr);
}

json textOrNull(const std::string& s)
{
    return s.empty() ? json(nullptr) : json(s);
}

// A row's time to the first token (a lower bound) and what limits it; null without a bound.
void firstTokenJson(json& j, const std::optional<PrefillBound>& b)
{
    j["first_token_seconds"] = b ? json(b->firstTokenSeconds) : json(nullptr);
    j["first_token_limited_by"] = b ? json(prefillLimitId(b->limitedBy)) : json(nullptr);
}

json question(const Scenario& s)
{
    const ConversationLengths def = defaultConversation(s);
    return {{"context", s.contextPerUser},
            {"prompt_tokens", s.promptTokens ? s.promptTokens : def.promptTokens},
            {"answer_tokens", s.answerTokens ? s.answerTokens : def.answerTokens},
            {"users", s.users},
            {"runtime", runtimeId(s.runtime)},
            {"cache_type_k", name(s.typeK)},
            {"cache_type_v", name(s.typeV)}};
}

} // namespace

json fitToJson(const Scenario& q, const std::vector<FitRow>& rows)
{
    json arr = json::array();
    for (const FitRow& r : rows) {
        json j{{"model", r.model},
               {"family", r.family},
               {"weights", r.weights},
               {"verdict", r.refusal ? "refused" : verdictId(r.verdict)},
               {"fits", r.verdict == Verdict::Fits},
               {"layers_in_ram", r.layersInRam},
               {"total_bytes", r.totalBytes},
               {"max_context_per_user", r.limits.maxContextPerUser},
               {"max_users", r.limits.maxUsers},
               {"max_context_per_user_offloaded", r.limits.maxContextPerUserOffloaded},
               {"tokens_per_second_per_user", speedJson(r.tokensPerSecond)},
               {"best", r.best}};
        firstTokenJson(j, r.prefill);
        if (r.refusal)
            j["refused"] = {{"code", r.refusal->code}, {"args", r.refusal->args}};
        arr.push_back(std::move(j));
    }
    return {{"schema", kFitSchema}, {"machine", hardwareToJson(q.hardware)}, {"question", question(q)}, {"rows", arr}};
}

std::string_view machineOrderId(MachineOrder order)
{
    switch (order) {
    case MachineOrder::Speed: return "speed";
    case MachineOrder::Price: return "price";
    case MachineOrder::Headroom: return "headroom";
    }
    return "speed";
}

json machinesToJson(const Scenario& plan, const std::vector<MachineRow>& rows, const MachineChoice& choice)
{
    json arr = json::array();
    for (const MachineRow& r : rows) {
        json j{{"hardware", r.hardware},
               {"name", r.name},
               {"gpus", r.gpus},
               {"verdict", r.refusal ? "refused" : verdictId(r.verdict)},
               {"fits", r.verdict == Verdict::Fits},
               {"layers_in_ram", r.layersInRam},
               {"headroom_bytes", r.refusal ? json(nullptr) : json(r.headroomBytes)},
               {"total_bytes", r.totalBytes},
               {"max_context_per_user", r.limits.maxContextPerUser},
               {"max_users", r.limits.maxUsers},
               {"tokens_per_second_per_user", speedJson(r.tokensPerSecond)},
               {"price", optionalJson(r.price)},
               {"currency", textOrNull(r.currency)},
               {"price_source", textOrNull(r.priceSource)},
               {"power_w", optionalJson(r.powerW)},
               {"price_per_token_per_s", optionalJson(r.pricePerTokenPerSecond)}};
        firstTokenJson(j, r.prefill);
        if (r.refusal)
            j["refused"] = {{"code", r.refusal->code}, {"args", r.refusal->args}};
        arr.push_back(std::move(j));
    }
    json q = question(plan);
    q["model"] = plan.model.id;
    q["weights"] = plan.weights.id;
    q["sort"] = machineOrderId(choice.order);
    q["currency"] = choice.currency;
    q["budget"] = optionalJson(choice.budget);
    q["min_speed"] = choice.minTokensPerSecond > 0 ? json(choice.minTokensPerSecond) : json(nullptr);
    return {{"schema", kMachinesSchema}, {"question", q}, {"rows", arr}};
}

json adviceToJson(const std::vector<Advice>& advice)
{
    json arr = json::array();
    for (const Advice& a : advice) {
        json j = {{"kind", adviceKindId(a.kind)},
                  {"args", a.args},
                  {"value", a.value},
                  {"verdict", verdictId(a.verdict)},
                  {"fits", a.verdict == Verdict::Fits},
                  {"partial", a.partial},
                  {"layers_in_ram", a.layersInRam},
                  {"total_bytes", a.totalBytes},
                  {"tokens_per_second_per_user", speedJson(a.tokensPerSecond)},
                  {"first_token_seconds", a.firstTokenSeconds > 0 ? json(a.firstTokenSeconds) : json(nullptr)},
                  {"max_context_per_user", a.limits.maxContextPerUser}};
        if (a.kind == AdviceKind::Combination) {
            json steps = json::array();
            for (const AdviceStep& step : a.steps)
                steps.push_back({{"kind", adviceKindId(step.kind)}, {"args", step.args}, {"value", step.value}});
            j["steps"] = std::move(steps);
        }
        if (a.kind == AdviceKind::Machine)
            j["hardware"] = a.text;
        arr.push_back(std::move(j));
    }
    return arr;
}

} // namespace kv
