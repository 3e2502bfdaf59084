#pragma once
// KoboldCpp: llama.cpp's allocation with KoboldCpp's own launcher and adapter choices.
//
// KoboldCpp (LostRuins/koboldcpp; launcher 1.113.1, adapter gpttype_adapter.cpp of 1.102.2 or later) links
// libllama and builds one llama_context itself, so the KV cache, compute and output buffers follow
// llama.cpp's rules (core/llamacpp/rules.h, v0.5.0) with these parameters:
//  - n_ctx = --contextsize (default 8192, 256 .. 262144) + 128 cells it always adds to absorb
//    fragmentation (extra_context_handle_fragmentation), padded by llama.cpp to a multiple of 256;
//  - one sequence: requests are served one at a time (--multiuser only queues them), the cache unified;
//  - n_ubatch = --batchsize (default 512) and n_batch twice that (pipeline parallelism is on by default);
//    a program calling libllama leaves n_outputs_max at n_batch, so the worst-case graph keeps the logits
//    of every micro-batch token (llama-server keeps one per slot);
//  - flash attention on unless --noflashattention (never llama.cpp's "auto");
//  - --quantkv one type for K and V: f16, bf16, q8_0, q5_1 or q4_0; without flash attention only K is
//    quantised and V stays f16 (bf16 applies to both);
//  - sliding-window layers keep the whole context unless --useswa (swa_full = !useswa);
//  - --gpulayers -1 (the default) fits the layers to the GPUs like llama.cpp's -fit; --lowvram keeps the KV
//    cache in RAM (offload_kqv false); --tensor_split as llama.cpp's -ts.
// Not modelled: KoboldCpp's SmartCache snapshots (--smartcache, off by default, allocated in RAM only when
// a state is saved), the hidden --contbatch slots, the margin its autofit keeps on the first GPU
// (--autofitpadding 1024 MiB plus its own estimate of the side models), --swapadding's extra SWA cells.
//
//   Llama 3.1 8B, --contextsize 8192, f16, flash attention: n_ctx 8192 + 128 = 8320 -> 8448 cells,
//   32 layers x 8448 x 2 x 8 x 128 x 2 bytes = 1,107,296,256 bytes of KV cache (1056 MiB).

#include "estimate.h"
#include "llamacpp/rules.h"
#include "scenario.h"

#include <optional>

namespace kv {

inline constexpr uint64_t kKoboldExtraContext = 128; // extra_context_handle_fragmentation
inline constexpr uint64_t kKoboldMinContext = 256;   // --contextsize check_range
inline constexpr uint64_t kKoboldMaxContext = 262144;
inline constexpr uint64_t kKoboldDefaultContext = 8192;

// The context KoboldCpp is launched with: --contextsize, or the planner's context per user.
uint64_t koboldContextSize(const Scenario& s);

// Why KoboldCpp cannot run the plan (a context outside its range, K and V of different types, a cache type
// it does not offer, more than one node), or nothing.
std::optional<Warning> koboldCppRefusal(const Scenario& s);

// The llama.cpp scenario KoboldCpp's launcher and adapter make of `s`.
Scenario koboldCppAsLlamaCpp(const Scenario& s);
// The llama.cpp rules inside KoboldCpp: mainline's, without llama-server's prompt cache and checkpoints, and
// without the "context-padded" note (relabelKoboldCpp's "koboldcpp-context" says the context).
const LlamaCppProfile& koboldCppLlama();

// Turns the llama.cpp estimate of koboldCppAsLlamaCpp(s) into KoboldCpp's: its name, rules, launch line
// and notes (one request at a time).
void relabelKoboldCpp(const Scenario& s, Estimate& e);

} // namespace kv
