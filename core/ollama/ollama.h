#pragma once
// Ollama's rules: what `ollama serve` gives llama-server (or, before v0.30, its own Go engine) for a scenario.

#include "llamacpp/rules.h"

#include <cstdint>
#include <optional>

namespace kv {

// Ollama, per OllamaRelease: v0.32.15 runs llama-server with its own num_ctx, parallel and
// num_batch choices; v0.24.0 ran its Go engine's cache for the architectures that required it.
LlamaCppAllocation estimateOllama(const Scenario& s);
// What plain `ollama serve` takes for num_ctx on this machine (server/routes.go): total VRAM
// >= 47 GiB -> 262144, >= 23 GiB -> 32768, else 4096.   RTX 4090 (24 GiB) -> 32768
uint64_t ollamaDefaultNumCtx(const Hardware& hw);
// The scheduler's one retry after an out-of-memory load with an automatic num_ctx (nextLowerAutoNumCtx):
// > 32768 -> 32768, > 4096 -> 4096, else none.
std::optional<uint64_t> ollamaLowerAutoNumCtx(uint64_t numCtx);

} // namespace kv
