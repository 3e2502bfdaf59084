#pragma once
// The per-dialect line readers behind parseRuntimeLog() (internal to core/logcheck). Each takes one
// cleaned line and returns true when the line said something it kept.

#include "logtext.h"
#include "runtimelog.h"

#include <optional>
#include <string>
#include <string_view>

namespace kv::logread {

// What a reader remembers between lines: which KV cache llama.cpp is creating right now.
struct State
{
    std::string cache;                         // "non-swa" | "swa" | ""
    std::optional<uint64_t> ollamaPromptCount; // `ollama run --verbose`: "prompt eval count" before its rate
};

// A printed prompt speed of any runtime (RuntimeLog::prompts; promptlog.cpp).
bool promptLine(std::string_view line, RuntimeLog& log, State& state);
// Keeps one printed prompt speed: the last of each prompt length, at most kMaxLogPrompts lengths.
void notePrompt(RuntimeLog& log, std::string_view source, uint64_t tokens, const Measured& tokensPerSecond);
bool llamaCppLine(const logtext::Tagged& t, RuntimeLog& log, State& state);
bool ollamaLine(std::string_view line, RuntimeLog& log);
bool vllmLine(std::string_view line, RuntimeLog& log);
bool exllamav3Line(std::string_view line, RuntimeLog& log); // TabbyAPI / ExLlamaV3 (exllamav3log.cpp)
bool mlxLine(std::string_view line, RuntimeLog& log);       // mlx_lm.generate / mlx_lm.server (mlxlog.cpp)
// KoboldCpp's banner, Namespace(...) and Autofit lines; its llama.cpp lines go to llamaCppLine (koboldcpplog.cpp).
bool koboldLine(std::string_view line, RuntimeLog& log);
// SGLang's scheduler lines, server_args and launch command (sglanglog.cpp).
bool sglangLine(std::string_view line, RuntimeLog& log);
// A llama-server / llama-cli / Ollama runner command line ("... -c 32000 -fa -ctk q8_0 -ts 3,10").
bool commandLine(std::string_view line, RuntimeLog& log);

// Model keys shared by print_info and the GGUF key dump ("n_layer", "block_count", ...).
bool modelKey(std::string_view key, std::string_view value, LogModel& m);

} // namespace kv::logread
