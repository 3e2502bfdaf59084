#include "runtimelog.h"

#include "logreaders.h"

namespace kv {

namespace {

// A text is binary when NUL bytes or many control bytes appear in its first 64 KiB.
bool looksBinary(std::string_view text)
{
    const std::string_view head = text.substr(0, 65536);
    size_t control = 0;
    for (const char ch : head) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == 0)
            return true;
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != 0x1b)
            ++control;
    }
    return control * 20 > head.size();
}

// A second start in the same log (a restarted server, another model): keep only the last run.
bool newRunStarts(const logtext::Tagged* t, std::string_view line)
{
    if (t && t->tag == "llama_model_loader" && logtext::contains(t->msg, "loaded meta data"))
        return true;
    return logtext::contains(line, "Initializing a V1 LLM engine") ||
           logtext::contains(line, "Initializing an LLM engine") || logtext::contains(line, "Welcome to KoboldCpp") ||
           logtext::contains(line, "server_args=ServerArgs(");
}

bool readLine(std::string_view raw, RuntimeLog& log, logread::State& st)
{
    const std::string line = logtext::cleanLine(raw);
    if (line.empty())
        return false;
    const auto tagged = logtext::findTag(line);
    if (newRunStarts(tagged ? &*tagged : nullptr, line) && log.hasAllocations()) {
        const RuntimeLog previous = log;
        log = RuntimeLog{};
        log.lines = previous.lines;
        log.recognised = previous.recognised;
        log.dialect = previous.dialect;
        st = {};
    }
    bool kept = logread::promptLine(line, log, st) || logread::koboldLine(line, log) || logread::sglangLine(line, log);
    if (!kept)
        kept = logread::ollamaLine(line, log);
    if (!kept && tagged)
        kept = logread::llamaCppLine(*tagged, log, st);
    if (!kept)
        kept = logread::vllmLine(line, log);
    if (!kept)
        kept = logread::exllamav3Line(line, log);
    if (!kept)
        kept = logread::mlxLine(line, log);
    if (!kept)
        kept = logread::commandLine(line, log);
    if (logtext::contains(line, "ik_llama"))
        log.dialect = LogDialect::IkLlamaCpp;
    return kept;
}

} // namespace

bool RuntimeLog::hasAllocations() const
{
    for (const LogBuffer& b : buffers)
        if (b.what != "free")
            return true;
    return !caches.empty() || !ollama.allocations.empty() || vllm.kvPool || vllm.gpuBlocks || vllm.kvTokens ||
           vllm.kvNeeded || mlx.peakMemory || mlx.promptCache || sglang.kvTokens || sglang.maxTotalTokens;
}

RuntimeLog parseRuntimeLog(std::string_view text)
{
    RuntimeLog log;
    log.binary = looksBinary(text);
    logread::State st;
    std::string joined; // a shell command continued with "\" over several lines
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        // A line longer than 64 KiB is not a log line (minified JSON, a binary blob): skip its tail.
        std::string_view raw = text.substr(pos, std::min<size_t>(end - pos, 65536));
        pos = end + 1;
        const std::string_view bare = logtext::trim(raw);
        if (bare.empty())
            continue;
        ++log.lines;
        if (bare.back() == '\\' && joined.size() < 65536) {
            joined.append(bare.substr(0, bare.size() - 1)).push_back(' ');
            continue;
        }
        if (!joined.empty()) {
            joined.append(bare);
            raw = joined;
        }
        if (readLine(raw, log, st))
            ++log.recognised;
        joined.clear();
    }
    if (!joined.empty() && readLine(joined, log, st))
        ++log.recognised;
    return log;
}

std::string_view logProblem(const RuntimeLog& log)
{
    if (log.lines == 0)
        return "log-empty";
    if (log.binary && log.recognised < 3)
        return "log-binary"; // a stray log-like string inside a binary file is not a log
    if (log.recognised == 0)
        return "log-not-recognised";
    if (log.dialect == LogDialect::ExLlamaV3) // no bytes ever: the sizes it settled on are what can be checked
        return log.exllamav3.cacheSize || log.exllamav3.maxSeqLen ? "" : "log-exllamav3-no-sizes";
    if (!log.hasAllocations() && log.prompts.empty() && !log.promptThroughput)
        return "log-no-allocations";
    return "";
}

std::string_view dialectId(LogDialect dialect)
{
    switch (dialect) {
    case LogDialect::LlamaCpp: return "llama.cpp";
    case LogDialect::IkLlamaCpp: return "ik_llama.cpp";
    case LogDialect::Ollama: return "ollama";
    case LogDialect::Vllm: return "vllm";
    case LogDialect::ExLlamaV3: return "exllamav3";
    case LogDialect::Mlx: return "mlx";
    case LogDialect::KoboldCpp: return "koboldcpp";
    case LogDialect::SGLang: return "sglang";
    case LogDialect::Unknown: break;
    }
    return "unknown";
}

} // namespace kv
