#include "logcheck.h"

#include "checked.h"
#include "errors.h"
#include "estimator.h"
#include "promptcheck.h"

namespace kv {

LogCheck checkLog(std::string_view text, const Catalog& catalog, const std::optional<Hardware>& machine)
{
    LogCheck c;
    c.log = parseRuntimeLog(text);
    c.problem = std::string(logProblem(c.log));
    if (!c.problem.empty())
        return c;
    try {
        c.rebuilt = rebuildScenario(c.log, catalog);
        c.estimate = estimate(c.rebuilt->scenario);
        c.lines = compareWithLog(c.log, c.rebuilt->scenario, *c.estimate);
        if (!c.estimate->refusal)
            for (CheckLine& l : promptLines(c.log, c.rebuilt->scenario, machine))
                c.lines.push_back(std::move(l));
        if (c.estimate->refusal)
            c.problem = "log-refused";
    } catch (const InputError& e) {
        c.problem = e.code();
        c.problemSubject = e.subject();
        if (c.problem == "log-model-unknown")
            c.lines = reportedLines(c.log);
    } catch (const OverflowError&) {
        c.problem = "overflow";
    }
    return c;
}

} // namespace kv
