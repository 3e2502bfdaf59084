#pragma once
// The estimator: a pure function from a Scenario to an Estimate. Same input, same bytes, every time.
//
//   kv::Scenario s;  s.model = llama31_8b;  s.contextPerUser = 8192;  s.users = 1;
//   kv::Estimate e = kv::estimate(s);
//   e.memory.kv == 1073741824   // 32 layers x 8192 cells x (1024 + 1024) values x 2 bytes
//
// estimate() answers "how many bytes, where"; plan() adds the limits (longest context per user, most
// users) found by searching estimate() itself, which costs a few dozen estimates.

#include "estimate.h"
#include "scenario.h"

namespace kv {

Estimate estimate(const Scenario& scenario);

// estimate() plus limits (when the scenario has hardware).
Estimate plan(const Scenario& scenario);

// The largest context per user / the most users for which the scenario still fits entirely in its
// devices' memory (Verdict::Fits). Search over estimate(), not a formula's inverse.
// Each limit alone (findLimits computes all four): everything on the GPUs (Fits), or with layers that may
// spill to RAM (Fits or Spills). 0 without hardware, or when even 1 does not fit.
Limits findLimits(const Scenario& scenario);
uint64_t maxContextPerUser(const Scenario& scenario);
uint32_t maxUsers(const Scenario& scenario);
uint64_t maxContextPerUserOffloaded(const Scenario& scenario);
uint32_t maxUsersOffloaded(const Scenario& scenario);
// The token at which a request is cut off (Limits::admissionTokens) while `users` requests run side by
// side: vLLM min(max_model_len, pool tokens / users); llama.cpp's unified cache n_ctx / users, else
// n_ctx_seq, and llama-server caps a slot at the training context (server-context.cpp n_ctx_slot(),
// v0.5.0). 0 = no limit known. The conversation timeline and the limits both use it.
uint64_t admissionTokens(const Scenario& s, const Estimate& estimate, uint32_t users = 1);

// Memory against one input: the totals of estimate() at each point.
struct SweepPoint
{
    uint64_t x = 0; // context per user, or users
    MemoryParts memory;
    bool refused = false;
    bool operator==(const SweepPoint&) const = default;
};
enum class SweepAxis : uint8_t { Context, Users };
std::vector<SweepPoint> sweep(const Scenario& scenario, SweepAxis axis, const std::vector<uint64_t>& xs);

// Evenly spread points from lo to hi inclusive (n >= 2), deduplicated.
std::vector<uint64_t> linearPoints(uint64_t lo, uint64_t hi, uint32_t n);

// Growth over a conversation: used versus reserved memory while every user's prompt is read and the
// answer generated, token by token (sampled at `points` points). "used" counts the KV the tokens so
// far really fill (the ideal cache); "reserved" what the runtime allocated up front (llama.cpp: the
// whole context at start; vLLM: its gpu_memory_utilization share). A token past the runtime's
// admission limit (llama.cpp's n_ctx_seq) is marked not admitted.
struct TimelinePoint
{
    uint64_t tokens = 0; // per user
    uint32_t users = 0;
    bool generating = false; // false while the prompt is read
    uint64_t usedBytes = 0;
    uint64_t reservedBytes = 0;
    bool admitted = true;
    bool operator==(const TimelinePoint&) const = default;
};
std::vector<TimelinePoint> conversationTimeline(const Scenario& s, uint64_t promptTokens, uint64_t answerTokens,
                                                uint32_t points);
// The conversation drawn when no lengths are given (`sweep --over conversation`, the window's
// "Over a conversation" tab): half the context per user read as the prompt, half generated, each at
// least one token. Context 32768 -> prompt 16384, answer 16384; context 1 -> 1 and 1.
struct ConversationLengths
{
    uint64_t promptTokens = 1;
    uint64_t answerTokens = 1;
    bool operator==(const ConversationLengths&) const = default;
};
ConversationLengths defaultConversation(const Scenario& s);
// Users joining one by one, each at the full context per user.
std::vector<TimelinePoint> usersJoining(const Scenario& s);

// The KV cache (with recurrent state) a runtime sets aside before the first token, and what this plan's tokens
// hold once every user is at the full context per user (the talk's "runtimes differ" step, the comparisons):
//   llama.cpp, Ollama, KoboldCpp, ideal  every cell at load: atStart == held == memory.kv + memory.recurrent
//   vLLM, SGLang     the whole block / token pool at load (with hardware: the devices' KV), held = the users' need
//   ExLlamaV3        the cache_size page pool and the state slots at load, held = the pages the users hold
//   MLX              nothing at load (the caches grow in 256-token steps), held = the steps at the full context
//   llama-3.1-8b, 8192 tokens, 1 user, f16: llama.cpp {1073741824, 1073741824}, MLX {0, 1073741824}
struct CacheReservation
{
    uint64_t atStartBytes = 0;
    uint64_t heldBytes = 0;
    bool operator==(const CacheReservation&) const = default;
};
CacheReservation cacheReservation(const Estimate& estimate);

std::string_view verdictId(Verdict verdict);    // "fits", "spills", "does-not-fit", "unknown"
std::string_view memoryBandId(MemoryBand band); // "fits", "pages", "fails", "none"
std::string_view cacheKindId(CacheKind kind);   // "full", "swa", "mla", "recurrent", "chunked"

} // namespace kv
