#pragma once
// What kvplanner knows about each runtime beside its estimate, described once: its id and the other names it is
// given, what it loads its weights from, its default weights and cache, the cache types it accepts, and the
// rules of its own that the estimator, the limit searches and the advice ask about. Each runtime's estimate lives
// in its own folder (core/llamacpp/, core/ollama/, core/vllm/, core/sglang/, core/mlx/, core/exllamav3/,
// core/koboldcpp/).
//   kv::describe(kv::Runtime::Vllm).id == "vllm";  kv::describe(kv::Runtime::KoboldCpp).oneRequestAtATime
//   kv::runtimeFromId("tabbyapi") == kv::Runtime::ExLlamaV3
// Adding a runtime: one entry in core/runtimes.cpp, its estimate stage (its row in stageOf, core/estimator.cpp;
// a runtime that runs another's rules composes that runtime's steps), its options in app/common/planoptions.cpp.

#include "elemtype.h"
#include "weightscheme.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace kv {

struct Scenario;

enum class Runtime : uint8_t { LlamaCpp, Ollama, Vllm, Ideal, KoboldCpp, Mlx, ExLlamaV3, SGLang };
inline constexpr Runtime kAllRuntimes[] = {Runtime::LlamaCpp, Runtime::Ollama,    Runtime::Vllm,      Runtime::SGLang,
                                           Runtime::Mlx,      Runtime::ExLlamaV3, Runtime::KoboldCpp, Runtime::Ideal};

struct RuntimeDescription
{
    Runtime runtime = Runtime::LlamaCpp;
    std::string_view id;                       // "llama.cpp": the CLI's --runtime, JSON's runtime.name
    std::array<std::string_view, 2> aliases{}; // other names --runtime accepts ("llama-server", "tabbyapi")
    // GGUF files (the llama.cpp family; the ideal baseline prices the same file) or checkpoints.
    WeightsFormat weights = WeightsFormat::Gguf;
    std::string_view weightScheme;            // when none is asked for
    ElemType cacheType = ElemType::F16;       // when none is asked for (vLLM "auto": the model dtype)
    bool (*acceptsCache)(ElemType) = nullptr; // the cache types it accepts
    // llama.cpp's placement lays the layers out over the devices (llama.cpp, Ollama: -ngl, the fit rules).
    bool placesLayers = false;
    // Its own estimate placed the pools on every GPU already (vLLM, SGLang: the reservation is per GPU).
    bool placesPools = false;
    // Runs one machine only (Ollama exposes no --rpc): a cluster is refused.
    bool singleNode = false;
    // Serves one request at a time, whatever the memory (KoboldCpp).
    bool oneRequestAtATime = false;
    // The context its own flag accepts, when narrower than the search's (KoboldCpp --contextsize check_range).
    uint64_t minContext = 0, maxContext = 0; // 0, 0: no range of its own
    // A request is never admitted past the model's training context (llama-server's n_ctx_train cap).
    bool capsAtTrainingContext = false;
    // The weight schemes it loads (the advice and the fit table offer no other).
    bool (*loadsScheme)(const WeightScheme&) = nullptr;
    // Its rules need GPUs (vLLM's and SGLang's pools, ExLlamaV3's CUDA): no unified or CPU-only machine runs it.
    bool gpuOnly = false;
    // Runs llama.cpp's graph (the ideal baseline prices the same file): MLA attends in the latent, and the input
    // embedding stays in host memory; the others decompress MLA's keys and values for the prompt.
    bool llamaCppGraph = false;
    // The 8-bit cache type the advice offers (when the runtime accepts it).
    ElemType eightBitCache = ElemType::Q8_0;
    // More GPUs through tensor parallelism: its flag and the scenario's field it sets (none: more GPUs are more
    // devices for the placement).
    std::string_view tensorParallelFlag;
    void (*setTensorParallel)(Scenario&, uint32_t gpus) = nullptr;
    // The Apple silicon band decides the verdict (MLX: above the working set the plan pages, it does not fail).
    bool bandDecidesVerdict = false;
};

const RuntimeDescription& describe(Runtime runtime);

std::string_view runtimeId(Runtime runtime); // "llama.cpp", "ollama", "vllm", "ideal"
std::optional<Runtime> runtimeFromId(std::string_view id);

// What each runtime loads its weights from (weightscheme.h).
inline WeightsFormat weightsFormat(Runtime r)
{
    return describe(r).weights;
}

} // namespace kv
