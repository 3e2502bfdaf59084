#pragma once
// Text helpers of the log parser (internal to core/logcheck): cleaning a raw line, finding llama.cpp's
// "function: message" tag behind any prefix, and reading "key = value", lists and logfmt pairs.
//
//   cleanLine("\x1b[32mINFO\x1b[0m llama_context: n_ctx = 4096\r") == "INFO llama_context: n_ctx = 4096"
//   findTag("0.00.018.455 I llama_context: n_ctx = 4096") -> {tag "llama_context", msg " n_ctx = 4096"}
//   keyValue(" n_ctx         = 4096") -> {"n_ctx", "4096"}

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kv::logtext {

// Drops ANSI escape sequences (and their remains "[32m" when the ESC was lost), CR, and control bytes;
// bytes that are not valid UTF-8 become '?'.
std::string cleanLine(std::string_view raw);

struct Tagged
{
    std::string_view tag; // "llama_context", "print_info", ...
    std::string_view msg; // the text after "tag:"
};
std::optional<Tagged> findTag(std::string_view line);

std::string_view trim(std::string_view s);
// At most maxBytes of s, never ending inside a UTF-8 sequence.
std::string utf8Prefix(std::string_view s, size_t maxBytes);
bool contains(std::string_view s, std::string_view part);
bool startsWith(std::string_view s, std::string_view prefix);
// The text after the first `marker`, or nullopt.
std::optional<std::string_view> after(std::string_view s, std::string_view marker);

// "key   = value" (first '='); both trimmed.
std::optional<std::pair<std::string_view, std::string_view>> keyValue(std::string_view msg);

// Whole numbers: "4096", "43,648"; a leading number of a longer text ("768 cells").
std::optional<uint64_t> toUInt(std::string_view s);
// "[8, 8, 0, ...]" -> {8, 8, 0, ...}; empty when not a list of whole numbers.
std::vector<uint64_t> toUIntList(std::string_view s);
// "1", "true", "enabled", "on" -> true; "0", "false", "disabled", "off" -> false.
std::optional<bool> toBool(std::string_view s);

// logfmt pairs: key=value key="quoted \"value\"" ...
std::vector<std::pair<std::string, std::string>> logfmt(std::string_view line);
// Python-ish pairs: key=value, 'key': value, "key": value (vLLM config and args dumps); values unquoted.
std::optional<std::string> pyValue(std::string_view text, std::string_view key);
// pyValue read as a whole number ("max_num_seqs=256" -> 256); nullopt when absent or not a number.
std::optional<uint64_t> pyCount(std::string_view text, std::string_view key);

// Whitespace-separated words, with "..." or '...' kept together and unquoted.
std::vector<std::string> words(std::string_view line);

// A model file's name as words: the last path part without ".gguf" and a split's "-00001-of-00003",
// lowercased letters and digits only, with where each word starts and ends.
//   nameWords("/models/Qwen_Qwen3-0.6B-Q6_K.gguf"): text "qwenqwen306bq6k", words qwen|qwen3|0|6b|q6|k
struct NameWords
{
    std::string text;
    std::vector<size_t> bounds; // every word's start, and the end
};
NameWords nameWords(std::string_view file);
// Whether `key`, squashed the same way, spans whole words of the name ("Qwen3 0.6B" and "Q6_K" in the
// example above; "gemma-3-1b" not in "gemma-3-12b", "F16" not in "BF16"). Returns its squashed length, 0 if not.
size_t spansWords(const NameWords& name, std::string_view key);

} // namespace kv::logtext
