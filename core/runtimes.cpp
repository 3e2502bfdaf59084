#include "runtimes.h"

#include "defaults.h"
#include "koboldcpp/koboldcpp.h"
#include "scenario.h"

#include <algorithm>

namespace kv {

namespace {

bool anyType(ElemType)
{
    return true;
}

bool llamaCppTypes(ElemType t) // the ggml cache types (--cache-type-k/-v; Ollama's OLLAMA_KV_CACHE_TYPE)
{
    return info(t).llamaCppCacheType;
}

// vLLM's and SGLang's --kv-cache-dtype: auto (the model's f16 / bf16), fp8 (fp8_e4m3, fp8_e5m2)
bool autoOrFp8(ElemType t)
{
    return t == ElemType::F16 || t == ElemType::BF16 || t == ElemType::FP8;
}

bool mlxTypes(ElemType t) // the activation dtype (--kv-bits quantises apart from the cache type)
{
    return t == ElemType::F16 || t == ElemType::BF16 || t == ElemType::F32;
}

bool exl3Types(ElemType t) // FP16 or its own quantised layout (ExLlamaV3Options' bits), never a ggml type
{
    return t == ElemType::F16;
}

bool checkpointSchemes(const WeightScheme& w) // vLLM, SGLang: the checkpoint as published, or its FP8 / INT4 forms
{
    return w.id == "BF16" || w.id == "F16" || w.id == "FP8" || w.id == "AWQ-INT4" || w.id == "GPTQ-INT4";
}

bool exl3Schemes(const WeightScheme& w) // EXL3 only (exl3Scheme's ids)
{
    return w.id.rfind("EXL3-", 0) == 0;
}

bool mlxSchemes(const WeightScheme& w) // mlx-lm's own affine quantisations and unquantised checkpoints
{
    return w.id.rfind("mlx-", 0) == 0 || w.id == "BF16" || w.id == "F16";
}

bool ggufSchemes(const WeightScheme& w) // every GGUF file type: none of the checkpoint-only forms
{
    return w.id.rfind("mlx-", 0) != 0 && w.id != "FP8" && w.id != "AWQ-INT4" && w.id != "GPTQ-INT4" &&
           w.id.rfind("EXL3-", 0) != 0;
}

void vllmTensorParallel(Scenario& s, uint32_t gpus)
{
    s.vllm.tensorParallel = gpus;
}

void sglangTensorParallel(Scenario& s, uint32_t gpus)
{
    s.sglang.tpSize = gpus;
}

bool koboldTypes(ElemType t) // --quantkv
{
    return t == ElemType::F16 || t == ElemType::BF16 || t == ElemType::Q8_0 || t == ElemType::Q5_1 ||
           t == ElemType::Q4_0;
}

const RuntimeDescription kRuntimes[] = {
    {.runtime = Runtime::LlamaCpp,
     .id = "llama.cpp",
     .aliases = {"llamacpp", "llama-server"},
     .weightScheme = defaults::kWeightScheme,
     .acceptsCache = llamaCppTypes,
     .placesLayers = true,
     .capsAtTrainingContext = true,
     .loadsScheme = ggufSchemes,
     .llamaCppGraph = true},
    {.runtime = Runtime::Ollama,
     .id = "ollama",
     .weightScheme = defaults::kWeightScheme,
     .acceptsCache = llamaCppTypes,
     .placesLayers = true,
     .singleNode = true,
     .loadsScheme = ggufSchemes,
     .llamaCppGraph = true},
    {.runtime = Runtime::Vllm,
     .id = "vllm",
     .weights = WeightsFormat::Checkpoint,
     .weightScheme = defaults::kVllmWeightScheme, // the checkpoint as published
     .cacheType = defaults::kVllmKvType,
     .acceptsCache = autoOrFp8,
     .placesPools = true,
     .loadsScheme = checkpointSchemes,
     .gpuOnly = true,
     .eightBitCache = ElemType::FP8,
     .tensorParallelFlag = "--tensor-parallel-size",
     .setTensorParallel = vllmTensorParallel},
    {.runtime = Runtime::Ideal,
     .id = "ideal",
     .weightScheme = defaults::kWeightScheme,
     .acceptsCache = anyType,
     .loadsScheme = ggufSchemes,
     .llamaCppGraph = true},
    {.runtime = Runtime::KoboldCpp,
     .id = "koboldcpp",
     .aliases = {"kobold", "kobold.cpp"},
     .weightScheme = defaults::kWeightScheme,
     .acceptsCache = koboldTypes,
     .oneRequestAtATime = true,
     .minContext = kKoboldMinContext,
     .maxContext = kKoboldMaxContext,
     .loadsScheme = ggufSchemes,
     .llamaCppGraph = true},
    {.runtime = Runtime::Mlx,
     .id = "mlx",
     .weights = WeightsFormat::Checkpoint,
     .weightScheme = defaults::kMlxWeightScheme,
     .acceptsCache = mlxTypes,
     .loadsScheme = mlxSchemes,
     .bandDecidesVerdict = true},
    {.runtime = Runtime::ExLlamaV3,
     .id = "exllamav3",
     .aliases = {"tabbyapi"},
     .weights = WeightsFormat::Checkpoint,
     .weightScheme = defaults::kExl3WeightScheme,
     .acceptsCache = exl3Types,
     .loadsScheme = exl3Schemes,
     .gpuOnly = true},
    {.runtime = Runtime::SGLang,
     .id = "sglang",
     .weights = WeightsFormat::Checkpoint,
     .weightScheme = defaults::kVllmWeightScheme,
     .cacheType = defaults::kVllmKvType,
     .acceptsCache = autoOrFp8,
     .placesPools = true,
     .loadsScheme = checkpointSchemes,
     .gpuOnly = true,
     .eightBitCache = ElemType::FP8,
     .tensorParallelFlag = "--tp-size",
     .setTensorParallel = sglangTensorParallel},
};

} // namespace

const RuntimeDescription& describe(Runtime runtime)
{
    const auto it = std::find_if(std::begin(kRuntimes), std::end(kRuntimes),
                                 [runtime](const RuntimeDescription& d) { return d.runtime == runtime; });
    return it != std::end(kRuntimes) ? *it : kRuntimes[0];
}

std::string_view runtimeId(Runtime runtime)
{
    return describe(runtime).id;
}

std::optional<Runtime> runtimeFromId(std::string_view id)
{
    if (id.empty())
        return std::nullopt;
    for (Runtime r : kAllRuntimes)
        if (runtimeId(r) == id)
            return r;
    for (const RuntimeDescription& d : kRuntimes)
        if (std::find(d.aliases.begin(), d.aliases.end(), id) != d.aliases.end())
            return d.runtime;
    return std::nullopt;
}

} // namespace kv
