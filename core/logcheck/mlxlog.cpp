// mlx-lm's output, recognised by content behind any prefix. mlx_lm.generate (--verbose, the default on the
// command line) ends with (generate.py at d78bf58; GB = mx.get_peak_memory() / 1e9):
//   "Prompt: 1929 tokens, 775.695 tokens-per-sec"
//   "Generation: 256 tokens, 72.733 tokens-per-sec"
//   "Peak memory: 5.197 GB"
// mlx_lm.server logs its prompt cache (server.py _log_cache_stats): "Prompt Cache: 3 sequences, 1.20 GB".
// The command line ("mlx_lm.generate --model M -m 256 --max-kv-size N --kv-bits 8", also "mlx_lm generate",
// "python -m mlx_lm.generate", "mlx_lm.server --model M") gives the model and the cache flags. mlx_lm.generate's
// -m is --max-tokens, not the model.
#include "logreaders.h"

namespace kv::logread {

using namespace logtext;

namespace {

bool isMlxCommand(std::string_view line, std::string& tool)
{
    for (std::string_view t : {"mlx_lm.generate", "mlx_lm generate", "mlx_lm.server", "mlx_lm server"})
        if (contains(line, t) && contains(line, " -")) {
            tool = contains(t, "server") ? "mlx_lm.server" : "mlx_lm.generate";
            return true;
        }
    return false;
}

bool commandFlags(std::string_view line, RuntimeLog& log)
{
    std::string tool;
    if (!isMlxCommand(line, tool))
        return false;
    LogMlx& x = log.mlx;
    x.tool = tool;
    log.run.commandLine = utf8Prefix(trim(line), 4096);
    const std::vector<std::string> w = words(line);
    for (size_t i = 0; i + 1 < w.size(); ++i) {
        const std::string& f = w[i];
        const std::string& v = w[i + 1];
        if (f == "--model")
            log.model.file = v;
        else if (f == "--max-kv-size")
            x.maxKvSize = toUInt(v);
        else if (f == "--kv-bits")
            x.kvBits = toUInt(v);
        else if (f == "--kv-group-size")
            x.kvGroupSize = toUInt(v);
        else if (f == "--quantized-kv-start")
            x.quantizedKvStart = toUInt(v);
    }
    return true;
}

// "1929 tokens, 775.695 tokens-per-sec" -> {1929, 775.695}
bool tokensAndRate(std::string_view s, std::optional<uint64_t>& n, std::optional<Measured>& rate)
{
    const auto count = toUInt(s);
    const auto comma = after(s, " tokens, ");
    if (!count || !comma || !contains(*comma, "tokens-per-sec"))
        return false;
    n = count;
    rate = parseNumber(trim(comma->substr(0, comma->find(" tokens-per-sec"))));
    return true;
}

} // namespace

bool mlxLine(std::string_view line, RuntimeLog& log)
{
    LogMlx& x = log.mlx;
    bool kept = false;
    if (auto p = after(line, "Prompt: ")) {
        kept = tokensAndRate(*p, x.promptTokens, x.promptTps);
        if (kept && x.promptTokens && x.promptTps)
            notePrompt(log, "mlx", *x.promptTokens, *x.promptTps);
    } else if (auto g = after(line, "Generation: ")) {
        kept = tokensAndRate(*g, x.generationTokens, x.generationTps);
    } else if (auto m = after(line, "Peak memory: ")) {
        if (auto peak = parseMeasured(trim(*m))) {
            x.peakMemory = peak;
            kept = true;
        }
    } else if (auto c = after(line, "Prompt Cache: ")) {
        const auto comma = after(*c, " sequences, ");
        if (auto n = toUInt(*c); n && comma)
            if (auto bytes = parseMeasured(trim(*comma))) {
                x.promptCacheSequences = n;
                x.promptCache = bytes;
                kept = true;
            }
    } else {
        kept = commandFlags(line, log);
    }
    if (kept && log.dialect == LogDialect::Unknown)
        log.dialect = LogDialect::Mlx;
    return kept;
}

} // namespace kv::logread
