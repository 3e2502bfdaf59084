// TabbyAPI's ExLlamaV3 load lines, recognised by content behind any prefix (loguru's "2025-10-07 19:06:55.754
// INFO:     ", docker-compose's "tabbyapi-1  | ", journald's "Dec 06 23:53:16 host tabby[123]: "). The wording is
// backends/exllamav3/model.py's at e632af4 plus the 2025 adjust_cache_size warnings (bdc5189):
//   "Loading model: /models/Qwen3-32B-exl3_4.5bpw"
//   "Using configured max_seq_len: 16384 tokens." | "Using default max_seq_len from model: 40960 tokens." |
//   "max_seq_len is undefined. Defaulting to 8192 tokens."
//   "Using configured cache_size: 32768 tokens." | "cache_size is undefined. Defaulting to 16384 tokens. ..."
//   "The given max_seq_len (65536) is larger than the cache size and will be limited to 32768 tokens."
//   "The given cache size (20000) is not a multiple of 256." + "Overriding cache_size with an overestimated value
//   of 20224 tokens."   "Loading with autosplit" | "Loading with tensor parallel" | "Loading with a manual GPU split"
//   "Model successfully loaded."
// and, when the user pastes config.yml beside the log, its "cache_mode:", "max_batch_size:", "cache_size:" and
// "max_seq_len:" and "model_name:" lines (indented YAML "key: value", comments dropped). Neither TabbyAPI nor
// exllamav3 prints bytes.
#include "logreaders.h"

#include <cctype>

namespace kv::logread {

using namespace logtext;

namespace {

// "16384 tokens." -> 16384
std::optional<uint64_t> tokens(std::string_view s)
{
    return toUInt(trim(s));
}

// A config.yml line: "  cache_mode: Q4  # comment" -> {"cache_mode", "Q4"}.
std::optional<std::pair<std::string_view, std::string_view>> yamlPair(std::string_view line)
{
    line = trim(line.substr(0, line.find('#')));
    const size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0)
        return std::nullopt;
    const std::string_view key = line.substr(0, colon);
    for (const char c : key)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
            return std::nullopt;
    std::string_view value = trim(line.substr(colon + 1));
    if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'') && value.back() == value.front())
        value = value.substr(1, value.size() - 2);
    return std::pair{key, value};
}

bool configLine(std::string_view line, RuntimeLog& log)
{
    LogExllamaV3& x = log.exllamav3;
    const auto kv = yamlPair(line);
    if (!kv || kv->second.empty())
        return false;
    const auto& [key, value] = *kv;
    if (key == "cache_mode") {
        x.cacheMode = std::string(value);
        return true;
    }
    if (key == "model_name") {
        if (x.modelDir.empty())
            x.modelDir = std::string(value);
        if (log.model.file.empty())
            log.model.file = x.modelDir;
        return true;
    }
    if (key == "max_batch_size" && toUInt(value)) {
        x.maxBatchSize = toUInt(value);
        return true;
    }
    if (key == "cache_size" && toUInt(value) && !x.cacheSize) {
        x.cacheSize = toUInt(value);
        return true;
    }
    if (key == "max_seq_len" && toUInt(value) && !x.maxSeqLen) {
        x.maxSeqLen = toUInt(value);
        x.maxSeqLenFrom = "configured";
        return true;
    }
    return false;
}

bool sizeLine(std::string_view line, LogExllamaV3& x)
{
    if (auto v = after(line, "Using configured max_seq_len: ")) {
        x.maxSeqLen = tokens(*v);
        x.maxSeqLenFrom = "configured";
    } else if (auto m = after(line, "Using default max_seq_len from model: ")) {
        x.maxSeqLen = tokens(*m);
        x.maxSeqLenFrom = "model";
    } else if (auto d = after(line, "max_seq_len is undefined. Defaulting to ")) {
        x.maxSeqLen = tokens(*d);
        x.maxSeqLenFrom = "default";
    } else if (auto c = after(line, "Using configured cache_size: ")) {
        x.cacheSize = tokens(*c);
        x.cacheSizeDefaulted = false;
    } else if (auto cd = after(line, "cache_size is undefined. Defaulting to ")) {
        x.cacheSize = tokens(*cd);
        x.cacheSizeDefaulted = true;
    } else if (auto lim = after(line, "is larger than the cache size and will be limited to ")) {
        x.maxSeqLenLimit = tokens(*lim);
        if (auto given = after(line, "The given max_seq_len ("); given && !x.maxSeqLen)
            x.maxSeqLen = tokens(*given);
    } else if (auto g = after(line, "The given cache size (")) {
        if (!contains(*g, "not a multiple of 256"))
            return false;
        if (!x.cacheSize)
            x.cacheSize = tokens(*g);
    } else if (auto r = after(line, "Overriding cache_size with an overestimated value of ")) {
        x.cacheSizeRounded = tokens(*r);
    } else {
        return false;
    }
    return true;
}

// How the layers were placed: one GPU or gpu_split ("manual"), autosplit, tensor parallelism.
bool splitLine(std::string_view line, LogExllamaV3& x)
{
    for (const auto& [text, split] : {std::pair<std::string_view, std::string_view>{"Disabling GPU split", "manual"},
                                      {"Loading with a manual GPU split", "manual"},
                                      {"Loading with autosplit", "autosplit"},
                                      {"Loading with tensor parallel", "tensor-parallel"}})
        if (contains(line, text)) {
            x.split = std::string(split);
            return true;
        }
    return false;
}

} // namespace

bool exllamav3Line(std::string_view line, RuntimeLog& log)
{
    LogExllamaV3& x = log.exllamav3;
    bool kept = sizeLine(line, x) || splitLine(line, x);
    if (!kept) {
        if (auto dir = after(line, "Loading model: ")) {
            x.modelDir = std::string(trim(*dir));
            if (log.model.file.empty())
                log.model.file = x.modelDir;
            kept = true;
        } else if (contains(line, "Model successfully loaded.")) {
            x.loaded = true;
            kept = true;
        }
    }
    // config.yml lines (pasted before or after the log) are kept, but say nothing on their own: they count as
    // recognised only in a log that is already TabbyAPI's.
    if (!kept)
        return configLine(line, log) && log.dialect == LogDialect::ExLlamaV3;
    if (kept && log.dialect == LogDialect::Unknown)
        log.dialect = LogDialect::ExLlamaV3;
    return kept;
}

} // namespace kv::logread
