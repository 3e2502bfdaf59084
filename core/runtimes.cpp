#include "runtimes.h"

#include "defaults.h"
#include "koboldcpp/koboldcpp.h"

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
     .capsAtTrainingContext = true},
    {.runtime = Runtime::Ollama,
     .id = "ollama",
     .weightScheme = defaults::kWeightScheme,
     .acceptsCache = llamaCppTypes,
     .placesLayers = true,
     .singleNode = true},
    {.runtime = Runtime::Vllm,
     .id = "vllm",
     .weights = WeightsFormat::Checkpoint,
     .weightScheme = defaults::kVllmWeightScheme, // the checkpoint as published
     .cacheType = defaults::kVllmKvType,
     .acceptsCache = autoOrFp8,
     .placesPools = true},
    {.runtime = Runtime::Ideal, .id = "ideal", .weightScheme = defaults::kWeightScheme, .acceptsCache = anyType},
    {.runtime = Runtime::KoboldCpp,
     .id = "koboldcpp",
     .aliases = {"kobold", "kobold.cpp"},
     .weightScheme = defaults::kWeightScheme,
     .acceptsCache = koboldTypes,
     .oneRequestAtATime = true,
     .minContext = kKoboldMinContext,
     .maxContext = kKoboldMaxContext},
    {.runtime = Runtime::Mlx,
     .id = "mlx",
     .weights = WeightsFormat::Checkpoint,
     .weightScheme = defaults::kMlxWeightScheme,
     .acceptsCache = mlxTypes},
    {.runtime = Runtime::ExLlamaV3,
     .id = "exllamav3",
     .aliases = {"tabbyapi"},
     .weights = WeightsFormat::Checkpoint,
     .weightScheme = defaults::kExl3WeightScheme,
     .acceptsCache = exl3Types},
    {.runtime = Runtime::SGLang,
     .id = "sglang",
     .weights = WeightsFormat::Checkpoint,
     .weightScheme = defaults::kVllmWeightScheme,
     .cacheType = defaults::kVllmKvType,
     .acceptsCache = autoOrFp8,
     .placesPools = true},
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
