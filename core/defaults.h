#pragma once
// The one table of defaults and limits every front-end builds scenarios with: the CLI's options, the
// window's start-up and command line, talk overrides and the report. A default or a range changed
// here changes everywhere.
//
//   kv::defaults::weightSchemeFor(Runtime::Vllm) == "BF16"   // vLLM serves the checkpoint as published
//   kv::trainingContext(model_without_n_ctx_train) == 131072  // the fallback when a file does not say
//   kv::cacheTypesFor(Runtime::Vllm) == {F16, BF16, FP8}

#include "elemtype.h"
#include "estimator.h"
#include "modelspec.h"
#include "scenario.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace kv {

// An inclusive range of whole numbers a user may enter.
struct Range
{
    uint64_t min = 0;
    uint64_t max = 0;
    constexpr bool contains(uint64_t v) const { return v >= min && v <= max; }
};

namespace defaults {

inline constexpr uint64_t kContextPerUser = 4096;
inline constexpr uint32_t kUsers = 1;
inline constexpr std::string_view kWeightScheme = "Q4_K_M";      // llama.cpp, Ollama, KoboldCpp, ideal
inline constexpr std::string_view kVllmWeightScheme = "BF16";    // vLLM and SGLang: the checkpoint as published
inline constexpr std::string_view kMlxWeightScheme = "mlx-4bit"; // MLX: mlx_lm.convert -q's default (4 bits, group 64)
inline constexpr ElemType kVllmKvType = ElemType::BF16;          // vLLM --kv-cache-dtype auto (SGLang's too)
// ExLlamaV3: an EXL3 quantisation at 4.0 bits per weight, head at 6 (exl3Scheme in core/exllamav3/exllamav3.h).
inline constexpr std::string_view kExl3WeightScheme = "EXL3-4.0BPW";
inline constexpr uint64_t kTrainingContextFallback = 131072; // when a model does not state n_ctx_train

// Ranges of every number a user can enter (CLI options, spin boxes, scenario files).
inline constexpr Range kContext{1, kMaxContext};
inline constexpr Range kCtxSize{0, kMaxContext}; // llama.cpp -c (0 = the training context)
inline constexpr Range kUsersRange{1, kMaxUsers};
inline constexpr Range kBatch{1, 1u << 20}; // -b / -ub
inline constexpr Range kGpus{1, 64};
inline constexpr Range kLayers{0, kMaxLayers}; // -ngl, --n-cpu-moe
inline constexpr Range kBlockSize{1, 4096};    // vLLM --block-size
inline constexpr Range kTensorParallel{1, 64};
inline constexpr Range kComputeMiB{0, 1u << 24};
inline constexpr Range kReserveMiB{0, 1u << 20};
inline constexpr Range kPagedBlock{1, 1u << 20};
inline constexpr Range kSlidingWindow{1, 1u << 30};
inline constexpr double kMaxGiB = 1e6; // sizes in GiB: above 0, at most this

} // namespace defaults

std::string_view defaultWeightScheme(Runtime runtime);
// The KV cache type a runtime uses when none is asked for (llama.cpp: f16; vLLM "auto": the model dtype).
ElemType defaultCacheType(Runtime runtime);

// The model's training context, or the fallback when it does not say.
uint64_t trainingContext(const ModelSpec& model);

// The cache types a runtime accepts, precise to coarse. llama.cpp and Ollama: the ggml cache types;
// vLLM: f16, bf16, fp8; the ideal baseline: every type.
std::vector<ElemType> cacheTypesFor(Runtime runtime);
bool acceptsCacheType(Runtime runtime, ElemType type);

// Where a chart or table samples memory against context or users: from 256 tokens (1 user) to the
// training context (to 4 × users, 16 to 256), at most n points, evenly or logarithmically spread,
// always ending at the top and always including the current value's range.
enum class Spacing : uint8_t { Linear, Logarithmic };
std::vector<uint64_t> sweepPoints(const Scenario& scenario, SweepAxis axis, uint32_t n, Spacing spacing);
// The report's and talk's context sweep: 1 token, then evenly to the training context (or the
// context asked, if longer), n points.
std::vector<uint64_t> contextSweepPoints(const Scenario& scenario, uint32_t n);

// The most tokens per user whose attention cache stays within `kvCapacity` bytes, found on the exact
// cache of a one-user ideal sweep (sliding-window layers stop growing at their window): the last
// sampled point that fits, refined to the exact count where the cache grows linearly past it.
uint64_t tokensThatFit(const std::vector<SweepPoint>& growth, uint64_t kvCapacity, uint64_t kvBytesPerToken);

} // namespace kv
