// Prompt speeds as runtimes print them (RuntimeLog::prompts, runtimelog.h has the wordings). Sources:
//   llama.cpp v0.5.0 src/llama-context.cpp llama_perf_context_print, common/sampling.cpp and
//   tools/server/server-context.cpp print the same "prompt eval time = %10.2f ms / %5d tokens (%8.2f ms per token,
//   %8.2f tokens per second)"; tools/llama-bench/llama-bench.cpp names a test "pp%d" (" @ d%d" with a depth,
//   "pp%d+tg%d" combined) and prints its speed "%.2f ± %.2f"; Ollama's `run --verbose` summary prints
//   "prompt eval count:    %d token(s)" and "prompt eval rate:     %.2f tokens/s".
// Interval averages (runtimelog.h LogThroughput has the sources): vLLM V1 "Engine 000: Avg prompt throughput: %.1f
//   tokens/s, ...", V0 the same without the engine, SGLang "Prefill batch, ..., input throughput (token/s): %.2f".
#include "logreaders.h"

#include <algorithm>
#include <cmath>

namespace kv::logread {

using namespace logtext;

namespace {

// "   5068.63 ms /  1024 tokens (    4.95 ms per token,   202.03 tokens per second)"
bool llamaCppTimings(std::string_view line, RuntimeLog& log)
{
    const auto rest = after(line, "prompt eval time =");
    if (!rest)
        return false;
    const auto slash = after(*rest, "/");
    const auto comma = after(*rest, ",");
    if (!slash || !comma)
        return false;
    const auto tokens = toUInt(trim(*slash));
    const size_t end = comma->find("tokens per second");
    if (!tokens || *tokens < 2 || end == std::string_view::npos)
        return false; // a single token is a decode step, not a prompt (llama.cpp counts it as a prompt of 1)
    const auto rate = parseNumber(trim(comma->substr(0, end)));
    if (!rate || !(rate->value > 0))
        return false;
    notePrompt(log, "llama.cpp", *tokens, *rate);
    if (log.dialect == LogDialect::Unknown)
        log.dialect = LogDialect::LlamaCpp;
    return true;
}

// "| llama 8B Q4_K - Medium |   4.58 GiB |     8.03 B | CUDA       |  99 |           pp512 |  11723.35 ± 41.65 |"
bool llamaBenchRow(std::string_view line, RuntimeLog& log)
{
    if (!startsWith(line, "|") || !contains(line, "pp"))
        return false;
    std::vector<std::string_view> cells;
    size_t pos = 1;
    while (pos < line.size()) {
        const size_t bar = line.find('|', pos);
        if (bar == std::string_view::npos)
            break;
        cells.push_back(trim(line.substr(pos, bar - pos)));
        pos = bar + 1;
    }
    if (cells.size() < 2)
        return false;
    std::optional<uint64_t> tokens;
    for (const std::string_view c : cells)
        if (c.size() > 2 && startsWith(c, "pp") &&
            std::all_of(c.begin() + 2, c.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
            tokens = toUInt(c.substr(2));
    const std::string_view speed = cells.back();
    const size_t pm = speed.find(" ± ");
    if (!tokens || *tokens < 2 || pm == std::string_view::npos)
        return false;
    const auto rate = parseNumber(trim(speed.substr(0, pm)));
    if (!rate || !(rate->value > 0))
        return false;
    notePrompt(log, "llama-bench", *tokens, *rate);
    if (log.dialect == LogDialect::Unknown)
        log.dialect = LogDialect::LlamaCpp;
    return true;
}

// "prompt eval count:    26 token(s)" ... "prompt eval rate:     680.63 tokens/s"
bool ollamaVerbose(std::string_view line, RuntimeLog& log, State& st)
{
    if (const auto count = after(line, "prompt eval count:")) {
        st.ollamaPromptCount = toUInt(trim(*count));
        return st.ollamaPromptCount.has_value();
    }
    const auto rate = after(line, "prompt eval rate:");
    if (!rate)
        return false;
    const size_t end = rate->find("tokens/s");
    const auto tps = end == std::string_view::npos ? std::nullopt : parseNumber(trim(rate->substr(0, end)));
    const std::optional<uint64_t> tokens = st.ollamaPromptCount;
    st.ollamaPromptCount.reset();
    if (!tps || !(tps->value > 0) || !tokens || *tokens < 2)
        return false;
    notePrompt(log, "ollama", *tokens, *tps);
    if (log.dialect == LogDialect::Unknown)
        log.dialect = LogDialect::Ollama;
    return true;
}

// The number that follows `marker`, up to the next space or comma: "3276.8 tokens/s, ..." -> 3276.8 (halfStep 0.05).
std::optional<Measured> rateAfter(std::string_view line, std::string_view marker)
{
    const auto rest = after(line, marker);
    if (!rest)
        return std::nullopt;
    const std::string_view t = trim(*rest);
    auto rate = parseNumber(t.substr(0, t.find_first_of(", ")));
    if (!rate || !std::isfinite(rate->value) || rate->value < 0)
        return std::nullopt;
    return rate;
}

// "Engine 000: Avg prompt throughput: 3276.8 tokens/s, Avg generation throughput: ..." (vLLM V1; V0 without the
// engine) or "Prefill batch, ..., input throughput (token/s): 5210.40" (SGLang). A line at 0 (an idle interval, or
// SGLang's first batch) says the engine ran, not how fast.
bool throughputLine(std::string_view line, RuntimeLog& log)
{
    std::string_view source = "vllm";
    std::optional<Measured> rate = rateAfter(line, "Avg prompt throughput:");
    if (rate && !contains(line, "tokens/s"))
        return false;
    if (!rate && contains(line, "Prefill batch")) {
        source = "sglang";
        rate = rateAfter(line, "input throughput (token/s):");
    }
    if (!rate)
        return false;
    if (rate->value > 0) {
        std::optional<LogThroughput>& kept = log.promptThroughput;
        if (!kept || kept->source != source)
            kept = LogThroughput{std::string(source), *rate, 0};
        else if (rate->value > kept->tokensPerSecond.value)
            kept->tokensPerSecond = *rate;
        ++kept->intervals;
    }
    if (log.dialect == LogDialect::Unknown)
        log.dialect = source == "vllm" ? LogDialect::Vllm : LogDialect::SGLang;
    return true;
}

} // namespace

void notePrompt(RuntimeLog& log, std::string_view source, uint64_t tokens, const Measured& tokensPerSecond)
{
    for (LogPrompt& p : log.prompts)
        if (p.tokens == tokens) {
            p = {std::string(source), tokens, tokensPerSecond};
            return;
        }
    if (log.prompts.size() == kMaxLogPrompts)
        log.prompts.erase(log.prompts.begin());
    log.prompts.push_back({std::string(source), tokens, tokensPerSecond});
}

bool promptLine(std::string_view line, RuntimeLog& log, State& state)
{
    return llamaCppTimings(line, log) || llamaBenchRow(line, log) || ollamaVerbose(line, log, state) ||
           throughputLine(line, log);
}

} // namespace kv::logread
