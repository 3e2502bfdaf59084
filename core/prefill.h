#pragma once
// The prefill bound: how soon the first token can come, at best, once a prompt of N tokens is read
// (Estimate::speed.prefill). A lower bound on the time, never a promise: every limit below is a figure the
// hardware cannot beat, and the runtime's real kernels run below it.
//
// Work per prompt token (2 FLOPs per weight a token multiplies, one multiply-add):
//   2 x (attention + FFN + recurrent weights + routed experts x n_expert_used / n_expert)  (the input embedding is
//   a row lookup; norms and routers are left out) + 2 x the output layer once per sequence (only the last prompt
//   token needs logits) + attention over the earlier tokens: 2 x n_head x (K + V values per head) per key attended,
//   a full layer over every earlier token, a sliding-window layer over min(position, window), a chunked layer within
//   its chunk, none for recurrent-only layers. MLA as the runtime computes it: llama.cpp absorbed (K = kv_lora_rank
//   + rope, V = kv_lora_rank), vLLM, SGLang and MLX expanded (K = qk_nope + qk_rope, V = v_head_dim) where known.
//   Llama 3.1 8B: 2 x 6,979,321,856 = 13.96 GFLOP per token plus 2 x 32 x 256 = 16,384 FLOPs per key per layer.
//
// Time for the prompt = the largest of three limits, each a pipeline over the micro-batches (llama.cpp n_ubatch):
//   compute   each device's share of the work at its peak (PrefillBound::computeSeconds)
//   host link llama.cpp with weights or experts in RAM beside a GPU: micro-batches of at least 32 tokens run those
//             weights on the GPU (ggml-cuda.cu ggml_backend_cuda_device_offload_op, min_batch_size = 32), copying
//             them over PCIe for every micro-batch (hostLinkSeconds)
//   memory    every device reads its weights once per micro-batch (memorySeconds)
// Stages run one after another (llama.cpp's layer split, pipelined over micro-batches): with stage times t_d per
// micro-batch and B micro-batches, the time is at least sum t_d + (B - 1) x max t_d. Tensor-parallel GPUs (vLLM,
// SGLang) run side by side, each with its share.
#include "estimate.h"
#include "scenario.h"

#include <optional>
#include <vector>

namespace kv {

// llama.cpp's op-offload threshold: a matrix product with weights in host memory runs on the CUDA GPU when its
// batch has at least this many tokens (ggml/src/ggml-cuda/ggml-cuda.cu, ggml_backend_cuda_device_offload_op:
// min_batch_size = 32 against get_op_batch_size, ne[1] of MUL_MAT and ne[2] of MUL_MAT_ID; the same 32 in every
// ggml-cuda version found, 2024-2025, and in the Metal and Kompute backends; not re-read at v0.5.0 0ad4a86).
inline constexpr uint32_t kOpOffloadMinBatch = 32;

// The micro-batch a runtime reads a prompt in when it does not say (vLLM, SGLang, MLX's prefill step): 2048.
inline constexpr uint32_t kDefaultPrefillChunk = 2048;

// Keys attended over a prompt of n tokens read from an empty context by one layer (each token attends to
// itself and the tokens before it): full n(n+1)/2; sliding window w: each token min(position, w);
// chunked w: each token within its own chunk of w.
//   full, 4: 1+2+3+4 = 10; swa 2, 4: 1+2+2+2 = 7; chunked 2, 5: 1+2+1+2+1 = 7
double keysAttended(AttnKind kind, uint64_t window, uint64_t n);

// The prompt's work in FLOPs (see above), one sequence of n tokens.
double prefillFlops(const ModelSpec& m, Runtime runtime, uint64_t n);

// The most tokens one sequence may hold, which a prompt must fit in: the runtime's cells per sequence
// (Estimate::runtime.nCtxSeq, llama.cpp's n_ctx_seq) when it has one, else the context per user. A longer prompt is
// refused by the runtime (llama-server answers "the request exceeds the available context size"; vLLM refuses a
// prompt longer than max_model_len), so it has no bound: the estimate notes Diag::PromptExceedsContext instead.
//   Llama 3.1 8B, --context 8192 on llama.cpp: 8192; --prompt 9000 -> no bound, the note {"9000", "8192"}
uint64_t promptCapacity(const Scenario& s, const Estimate& e);

// The bound for the plan (nullopt: no hardware, a cluster, a prompt over promptCapacity(), or a peak figure the
// prompt needs is unknown). Prompt and answer: Scenario::promptTokens / answerTokens, or defaultConversation()'s.
std::optional<PrefillBound> boundPrefill(const Scenario& s, const Estimate& e);

// The bound as the prompt grows (`sweep --over prompt`, the window's "Against prompt length"): the plan estimated
// once, at its own context and users, and boundPrefill() for each prompt length; the answer (and the decode bound
// it runs at) stays the plan's. A point past promptCapacity() is marked and has no bound.
//   Llama 3.1 8B Q4_K_M on an RTX 4090, prompts {1024, 4096}: first token at least 0.0443 s and 0.1864 s, compute
struct PromptPoint
{
    uint64_t promptTokens = 0;
    bool exceedsContext = false;
    std::optional<PrefillBound> bound;
    bool operator==(const PromptPoint&) const = default;
};
std::vector<PromptPoint> promptSweep(const Scenario& s, const std::vector<uint64_t>& prompts);
// The same over an estimate of `s` already made (the window's document holds one: no second estimate per step).
std::vector<PromptPoint> promptSweep(const Scenario& s, const Estimate& e, const std::vector<uint64_t>& prompts);

} // namespace kv
