// The architecture descriptions (architecture.h), one entry per llama.cpp architecture name. The sources of each
// trait are named in architecture.h beside its field; an entry sets only what differs from the blank description.
// Entries beyond kvplanner's presets (mllama, qwen3vl, bert, ...) are there because a runtime's rule names them.

#include "architecture.h"

#include <algorithm>

namespace kv {

namespace {

using Gguf = Architecture::Gguf;

// How each family's config.json is read (ModelType::Hf; transformers' configuration_*.py and modeling_*.py, and
// llama.cpp's converter where it reads the same fields).
using Hf = ModelType::Hf;
using Swa = Hf::Swa;
constexpr Hf kQwen2Hf{.qkvBias = true};
constexpr Hf kQwen3Hf{.qkNorm = true};
constexpr Hf kQwen2MoeHf{.qkvBias = true, .ffn = Hf::Ffn::SharedExpert, .sharedExpertGate = true};
constexpr Hf kQwen35Hf{.qkNorm = true,
                       .gatedQuery = Hf::GatedQuery::UnlessDisabled,
                       .ffn = Hf::Ffn::SharedWithExperts,
                       .sharedExpertGate = true,
                       .recurrent = Hf::Recurrent::DeltaNet,
                       .layers = Hf::Layers::FullInterval};
constexpr Hf kQwen3NextHf{.qkNorm = true,
                          .gatedQuery = Hf::GatedQuery::Always,
                          .ffn = Hf::Ffn::SharedWithExperts,
                          .sharedExpertGate = true,
                          .recurrent = Hf::Recurrent::DeltaNet,
                          .layers = Hf::Layers::FullInterval};
constexpr Hf kGemmaHf{.tiedByDefault = true};
constexpr Hf kGemma2Hf{.tiedByDefault = true,
                       .normsPerLayer = 4,
                       .swa = {.kind = Swa::Kind::Pattern, .windowDefault = 4096, .pattern = 2}};
constexpr Hf kGemma3Hf{.tiedByDefault = true,
                       .qkNorm = true,
                       .normsPerLayer = 4,
                       .swa = {.kind = Swa::Kind::LayerTypesElse,
                               .windowDefault = 4096,
                               .pattern = 6,
                               .patternKey = "sliding_window_pattern",
                               .patternAssumed = "_sliding_window_pattern"}};
constexpr Hf kGemma3nHf{
    .tiedByDefault = true, .normsPerLayer = 4, .swa = {.kind = Swa::Kind::LayerTypes}, .gemma4Shapes = true};
constexpr Hf kGemma4Hf{.tiedByDefault = true, .swa = {.kind = Swa::Kind::LayerTypes}, .gemma4Shapes = true};
constexpr Hf kGptOssHf{.sinks = true, .swa = {.kind = Swa::Kind::LayerTypes}};
constexpr Hf kCohere2Hf{
    .swa = {.kind = Swa::Kind::LayerTypesElse, .pattern = 4, .patternAssumed = "sliding_window_pattern"}};
constexpr Hf kOlmo3Hf{.qkNorm = true,
                      .qkNormAllHeads = true,
                      .swa = {.kind = Swa::Kind::LayerTypesElse, .pattern = 4, .patternIsDefault = true}};
constexpr Hf kGlm4MoeHf{.attention = Hf::Attention::QkvBiasAndQkNormFlags, .ffn = Hf::Ffn::Glm};
constexpr Hf kSeedOssHf{.attention = Hf::Attention::SeedOss};
constexpr Hf kMinimaxM2Hf{.attention = Hf::Attention::QkNormType, .ffn = Hf::Ffn::RoutingBiasFlag};
constexpr Hf kLlama4Hf{.ffn = Hf::Ffn::Llama4, .chunkedAttention = true};
constexpr Hf kLfm2Hf{.qkNorm = true,
                     .ffn = Hf::Ffn::Lfm2AutoAdjust,
                     .recurrent = Hf::Recurrent::ShortConv,
                     .layers = Hf::Layers::LayerTypesFull};
constexpr Hf kLfm2MoeHf{.tiedByDefault = true,
                        .qkNorm = true,
                        .ffn = Hf::Ffn::Lfm2Moe,
                        .recurrent = Hf::Recurrent::ShortConv,
                        .layers = Hf::Layers::LayerTypesFull};
constexpr Hf kDeepseekHf{.ffn = Hf::Ffn::Deepseek};
constexpr Hf kDeepseekV3Hf{.ffn = Hf::Ffn::Deepseek, .routerBias = true};
constexpr Hf kGlm4MoeLiteHf{.ffn = Hf::Ffn::Deepseek, .sigmoidRouting = true};
constexpr Hf kDeepseekV32Hf{.ffn = Hf::Ffn::Deepseek, .indexer = true};
constexpr Hf kKimiLinearHf{
    .ffn = Hf::Ffn::Deepseek, .routerBias = true, .recurrent = Hf::Recurrent::Kda, .layers = Hf::Layers::FullAttnList};
constexpr Hf kNemotronHHf{.normsPerLayer = 1,
                          .ffn = Hf::Ffn::NemotronH,
                          .recurrent = Hf::Recurrent::NemotronH,
                          .layers = Hf::Layers::BlockPattern};
constexpr Hf kJambaHf{.ffn = Hf::Ffn::JambaPeriod, .recurrent = Hf::Recurrent::Mamba1, .layers = Hf::Layers::Period};
constexpr Hf kGraniteHybridHf{.ffn = Hf::Ffn::Granite,
                              .recurrent = Hf::Recurrent::Mamba2,
                              .ssmNormAlways = true,
                              .layers = Hf::Layers::LayerTypesAttention};
constexpr Hf kFalconH1Hf{.recurrent = Hf::Recurrent::Mamba2, .recurrentEveryLayer = true};

// Hugging Face model types (config.json model_type) of each architecture, the usual one first, with mlx-lm's model
// file for each (mlx_lm/utils.py MODEL_REMAPPING: mistral -> llama, kimi_k2 -> deepseek_v3, minimax_m2 -> minimax).
constexpr ModelType kLlamaTypes[] = {
    {.name = "llama", .mlx = {.file = "llama"}},
    {.name = "mistral", .mlx = {.file = "llama"}},
    {.name = "mixtral", .mlx = {.file = "mixtral", .defaultCaches = true}},
};

constexpr ModelType kQwen3Types[] = {
    {.name = "qwen3", .mlx = {.file = "qwen3"}, .hf = kQwen3Hf},
};

constexpr ModelType kQwen2Types[] = {
    {.name = "qwen2", .mlx = {.file = "qwen2"}, .hf = kQwen2Hf},
};

constexpr ModelType kGemma4Types[] = {
    {.name = "gemma4", .mlx = {.file = "gemma4"}, .hf = kGemma4Hf},
    {.name = "gemma4_text", .mlx = {.file = "gemma4_text"}, .hf = kGemma4Hf},
};

constexpr ModelType kQwen3moeTypes[] = {
    {.name = "qwen3_moe", .mlx = {.file = "qwen3_moe"}, .hf = kQwen3Hf},
};

constexpr ModelType kMistral3Types[] = {
    {.name = "mistral3", .convert = {.wrapper = true}, .mlx = {.file = "mistral3"}},
    {.name = "ministral3", .convert = {.attentionTemperature = true}, .mlx = {.file = "mistral3"}},
};

constexpr ModelType kGemma3Types[] = {
    {.name = "gemma3", .mlx = {.file = "gemma3"}, .hf = kGemma3Hf},
    {.name = "gemma3_text", .mlx = {.file = "gemma3_text"}, .hf = kGemma3Hf},
};

constexpr ModelType kDeepseek2Types[] = {
    {.name = "deepseek_v3", .mlx = {.file = "deepseek_v3", .quantizedLatentFails = true}, .hf = kDeepseekV3Hf},
    {.name = "deepseek_v2",
     .mlx = {.file = "deepseek_v2", .mla = ModelType::Mlx::MlaCache::PerHead},
     .hf = kDeepseekHf},
    {.name = "deepseek_native", .mlx = {.file = "deepseek_v3", .quantizedLatentFails = true}, .hf = kDeepseekHf},
    {.name = "glm4_moe_lite", .mlx = {.file = "glm4_moe_lite", .quantizedLatentFails = true}, .hf = kGlm4MoeLiteHf},
    {.name = "kimi_k2", .mlx = {.file = "deepseek_v3", .quantizedLatentFails = true}, .hf = kDeepseekHf},
};

constexpr ModelType kQwen35moeTypes[] = {
    {.name = "qwen3_5_moe", .mlx = {.file = "qwen3_5_moe"}, .hf = kQwen35Hf},
    {.name = "qwen3_5_moe_text", .mlx = {.file = "qwen3_5_moe"}, .hf = kQwen35Hf},
};

constexpr ModelType kQwen35Types[] = {
    {.name = "qwen3_5", .mlx = {.file = "qwen3_5"}, .hf = kQwen35Hf},
    {.name = "qwen3_5_text", .mlx = {.file = "qwen3_5"}, .hf = kQwen35Hf},
};

constexpr ModelType kPhi3Types[] = {
    {.name = "phi3", .mlx = {.file = "phi3"}},
};

constexpr ModelType kGlm4moeTypes[] = {
    {.name = "glm4_moe", .mlx = {.file = "glm4_moe"}, .hf = kGlm4MoeHf},
};

constexpr ModelType kNemotronHTypes[] = {
    {.name = "nemotron_h",
     .convert = {.withExperts = "nemotron_h_moe"},
     .mlx = {.file = "nemotron_h"},
     .hf = kNemotronHHf},
};

constexpr ModelType kLlama4Types[] = {
    {.name = "llama4", .mlx = {.file = "llama4"}, .hf = kLlama4Hf},
    {.name = "llama4_text",
     .mlx = {.file = "llama4_text", .defaultCaches = true, .noSlidingWindow = true},
     .hf = kLlama4Hf},
};

constexpr ModelType kGranitehybridTypes[] = {
    {.name = "granitemoehybrid", .mlx = {.file = "granitemoehybrid"}, .hf = kGraniteHybridHf},
};

constexpr ModelType kGptOssTypes[] = {
    {.name = "gpt_oss", .mlx = {.file = "gpt_oss"}, .hf = kGptOssHf},
};

constexpr ModelType kGemma3nTypes[] = {
    {.name = "gemma3n", .mlx = {.file = "gemma3n"}, .hf = kGemma3nHf},
    {.name = "gemma3n_text", .mlx = {.file = "gemma3n_text"}, .hf = kGemma3nHf},
};

constexpr ModelType kGemma2Types[] = {
    {.name = "gemma2", .mlx = {.file = "gemma2", .noSlidingWindow = true}, .hf = kGemma2Hf},
};

constexpr ModelType kSmollm3Types[] = {
    {.name = "smollm3", .mlx = {.file = "smollm3"}},
};

constexpr ModelType kSeedOssTypes[] = {
    {.name = "seed_oss", .mlx = {.file = "seed_oss"}, .hf = kSeedOssHf},
};

constexpr ModelType kQwen3nextTypes[] = {
    {.name = "qwen3_next", .mlx = {.file = "qwen3_next"}, .hf = kQwen3NextHf},
};

constexpr ModelType kOlmo2Types[] = {
    {.name = "olmo3", .mlx = {.file = "olmo3"}, .hf = kOlmo3Hf},
};

constexpr ModelType kNemotronHMoeTypes[] = {
    {.name = "nemotron_h", .mlx = {.file = "nemotron_h"}, .hf = kNemotronHHf},
};

constexpr ModelType kMinimaxM2Types[] = {
    {.name = "minimax_m2", .mlx = {.file = "minimax"}, .hf = kMinimaxM2Hf},
};

constexpr ModelType kLfm2moeTypes[] = {
    {.name = "lfm2_moe", .mlx = {.file = "lfm2_moe"}, .hf = kLfm2MoeHf},
};

constexpr ModelType kLfm2Types[] = {
    {.name = "lfm2", .mlx = {.file = "lfm2"}, .hf = kLfm2Hf},
};

constexpr ModelType kKimiLinearTypes[] = {
    {.name = "kimi_linear", .mlx = {.file = "kimi_linear", .quantizedLatentFails = true}, .hf = kKimiLinearHf},
};

constexpr ModelType kJambaTypes[] = {
    {.name = "jamba", .mlx = {.file = "jamba", .stateInModelDtype = true}, .hf = kJambaHf},
};

constexpr ModelType kFalconH1Types[] = {
    {.name = "falcon_h1", .mlx = {.file = "falcon_h1", .cacheList = true}, .hf = kFalconH1Hf},
};

constexpr ModelType kDeepseek32Types[] = {
    {.name = "deepseek_v32",
     .mlx = {.file = "deepseek_v32", .cacheList = true, .indexerKey = true},
     .hf = kDeepseekV32Hf},
};

constexpr ModelType kGlm4Types[] = {
    {.name = "glm4", .mlx = {.file = "glm4"}},
};

constexpr ModelType kGraniteTypes[] = {
    {.name = "granite", .mlx = {.file = "granite"}},
};

constexpr ModelType kCommandRTypes[] = {
    {.name = "cohere", .mlx = {.file = "cohere"}},
};

constexpr ModelType kGemmaTypes[] = {
    {.name = "gemma", .mlx = {.file = "gemma"}, .hf = kGemmaHf},
};

constexpr ModelType kQwen2moeTypes[] = {
    {.name = "qwen2_moe", .mlx = {.file = "qwen2_moe"}, .hf = kQwen2MoeHf},
};

constexpr ModelType kCohere2Types[] = {
    {.name = "cohere2", .mlx = {.file = "cohere2"}, .hf = kCohere2Hf},
};

constexpr Architecture kArchitectures[] = {
    {.id = "llama",
     .modelTypes = kLlamaTypes,
     .tensors = {.known = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder,
               .experts = Architecture::Graph::Experts::Either,
               .normalisedTopK = true,
               .cudaChecked = true},
     .llamacpp = {.type70b = Architecture::LlamaCpp::Type70b::At80LayersWithGqa},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true}},
    {.id = "qwen3",
     .modelTypes = kQwen3Types,
     .tensors = {.known = true, .qkNorm = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder, .cudaChecked = true},
     .ollama = {.goEngine = true, .flashByDefault = true},
     .gguf = {.known = true}},
    {.id = "qwen2",
     .modelTypes = kQwen2Types,
     .tensors = {.known = true, .qkvBias = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder, .qSizedAsEmbd = true},
     .llamacpp = {.type70b = Architecture::LlamaCpp::Type70b::At80Layers},
     .gguf = {.known = true}},
    {.id = "gemma4",
     .modelTypes = kGemma4Types,
     .tensors = {.known = true, .qkNorm = true, .postNorms = true, .gemma4 = true, .perLayerEmbd = true},
     .ollama = {.goEngine = true, .flashByDefault = true, .swaMemory4096 = true},
     .mlx = {.ownsMakeCache = true},
     .sglang = {.hybridSwa = true},
     .exllamav3 = {.slidingRing = true},
     .gguf = {.known = true, .swa = true, .sharedKv = Gguf::SharedKv::FromSharedKvLayers}},
    {.id = "qwen3moe",
     .modelTypes = kQwen3moeTypes,
     .tensors = {.known = true, .qkNorm = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder,
               .experts = Architecture::Graph::Experts::Always,
               .normalisedTopK = true},
     .ollama = {.goEngine = true, .flashByDefault = true},
     .gguf = {.known = true}},
    {.id = "mistral3",
     .modelTypes = kMistral3Types,
     .tensors = {.known = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder, .attnTemperature = true},
     .ollama = {.goEngine = true, .flashByDefault = true},
     .gguf = {.known = true}},
    {.id = "gemma3",
     .modelTypes = kGemma3Types,
     .tensors = {.known = true, .qkNorm = true, .postNorms = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder,
               .slidingWindow = true,
               .gemma = true,
               .qkvOrder = true,
               .cudaChecked = true},
     .llamacpp = {.swaPattern = 6},
     .ollama = {.goEngine = true, .flashByDefault = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .swa = true, .swaPattern = 6}},
    {.id = "deepseek2",
     .modelTypes = kDeepseek2Types,
     .tensors = {.known = true, .mla = true, .sharedExperts = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Mla, .experts = Architecture::Graph::Experts::Always},
     .ollama = {.goEngine = true},
     .gguf = {.known = true, .routing = Gguf::Routing::SoftmaxUnlessSaid}},
    {.id = "qwen35moe",
     .modelTypes = kQwen35moeTypes,
     .tensors = {.known = true, .qkNorm = true, .sharedExperts = true, .gatedDeltaNet = true},
     .graph = {.sketch = Architecture::Graph::Sketch::DeltaNet,
               .experts = Architecture::Graph::Experts::Always,
               .mrope = true},
     .llamacpp = {.oneKvHeadCount = true},
     .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true,
              .recurrentLayers = Gguf::RecurrentLayers::FullInterval,
              .recurrentKind = RecurrentKind::GatedDeltaNet}},
    {.id = "qwen35",
     .modelTypes = kQwen35Types,
     .tensors = {.known = true, .qkNorm = true, .gatedDeltaNet = true},
     .graph = {.sketch = Architecture::Graph::Sketch::DeltaNet, .mrope = true},
     .llamacpp = {.oneKvHeadCount = true},
     .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true,
              .recurrentLayers = Gguf::RecurrentLayers::FullInterval,
              .recurrentKind = RecurrentKind::GatedDeltaNet}},
    {.id = "phi3",
     .modelTypes = kPhi3Types,
     .tensors = {.known = true, .fusedQkv = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder, .qSizedAsEmbd = true},
     .gguf = {.known = true}},
    {.id = "glm4moe",
     .modelTypes = kGlm4moeTypes,
     .tensors = {.known = true, .qkvBias = true, .sharedExperts = true, .glmMoe = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder, .experts = Architecture::Graph::Experts::Always},
     .gguf = {.known = true, .routing = Gguf::Routing::SigmoidUnlessSaid}},
    {.id = "nemotron_h",
     .modelTypes = kNemotronHTypes,
     .tensors = {.known = true, .mamba2 = true, .sharedExperts = true, .nemotronH = true},
     .graph = {.sketch = Architecture::Graph::Sketch::NemotronH},
     .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .recurrentLayers = Gguf::RecurrentLayers::NemotronH}},
    {.id = "llama4",
     .modelTypes = kLlama4Types,
     .tensors = {.known = true, .sharedExperts = true, .interleavedMoe = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Llama4, .experts = Architecture::Graph::Experts::Always},
     .ollama = {.goEngine = true},
     .mlx = {.ownsMakeCache = true},
     .sglang = {.hybridSwa = true},
     .gguf = {.known = true, .chunked = true, .routing = Gguf::Routing::SoftmaxUnlessSaid}},
    {.id = "mamba2",
     .tensors = {.known = true, .mamba2 = true, .ffn = false},
     .graph = {.sketch = Architecture::Graph::Sketch::Mamba2},
     .gguf = {.known = true, .recurrentLayers = Gguf::RecurrentLayers::Every}},
    {.id = "granitehybrid",
     .modelTypes = kGranitehybridTypes,
     .tensors = {.known = true, .mamba2 = true, .sharedExperts = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Mamba2,
               .experts = Architecture::Graph::Experts::Either,
               .ropeless = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .ropeFromFinetuned = true}},
    {.id = "gpt-oss",
     .aliases = {"gptoss"},
     .modelTypes = kGptOssTypes,
     .nativeScheme = "MXFP4_MOE",
     .tensors = {.known = true, .qkvBias = true, .gptOss = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder,
               .experts = Architecture::Graph::Experts::Always,
               .slidingWindow = true,
               .qkvOrder = true},
     .llamacpp = {.swaPattern = 2},
     .ollama = {.goEngine = true, .flashByDefault = true, .swaMemory4096 = true},
     .mlx = {.ownsMakeCache = true},
     .sglang = {.hybridSwa = true},
     .exllamav3 = {.slidingRing = true},
     .gguf = {.known = true, .swa = true, .swaPattern = 2}},
    {.id = "gemma3n",
     .modelTypes = kGemma3nTypes,
     .tensors = {.known = true, .qkNorm = true, .postNorms = true, .perLayerEmbd = true, .altup = true},
     .llamacpp = {.swaPattern = 6},
     .ollama = {.goEngine = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .swa = true, .swaPattern = 5, .sharedKv = Gguf::SharedKv::From20}},
    {.id = "gemma2",
     .modelTypes = kGemma2Types,
     .tensors = {.known = true, .postNorms = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder,
               .slidingWindow = true,
               .gemma = true,
               .softcaps = true,
               .qkvOrder = true,
               .cudaChecked = true},
     .llamacpp = {.swaPattern = 2},
     .gguf = {.known = true, .swa = true, .swaPattern = 2, .swaWindow = 4096}},
    {.id = "smollm3",
     .modelTypes = kSmollm3Types,
     .tensors = {.known = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder, .noRopeStep = 4}},
    {.id = "seed_oss",
     .modelTypes = kSeedOssTypes,
     .tensors = {.known = true, .qkvBias = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder}},
    {.id = "qwen3next",
     .modelTypes = kQwen3nextTypes,
     .tensors = {.known = true, .qkNorm = true, .sharedExperts = true, .gatedDeltaNet = true, .ssmBa = true},
     .graph = {.sketch = Architecture::Graph::Sketch::DeltaNet,
               .experts = Architecture::Graph::Experts::Always,
               .qkRepeated = true},
     .llamacpp = {.oneKvHeadCount = true},
     .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true,
              .recurrentLayers = Gguf::RecurrentLayers::FullInterval,
              .recurrentKind = RecurrentKind::GatedDeltaNet}},
    {.id = "olmo2",
     .modelTypes = kOlmo2Types,
     .tensors = {.known = true, .qkNormFull = true, .preNorms = false, .postNorms = true},
     .graph = {.sketch = Architecture::Graph::Sketch::Decoder, .slidingWindow = true, .qSizedAsEmbd = true},
     .gguf = {.known = true, .swa = true, .swaPattern = 4}},
    {.id = "nemotron_h_moe",
     .modelTypes = kNemotronHMoeTypes,
     .tensors = {.known = true, .mamba2 = true, .sharedExperts = true, .nemotronH = true},
     .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .recurrentLayers = Gguf::RecurrentLayers::NemotronH}},
    {.id = "minimax-m2",
     .modelTypes = kMinimaxM2Types,
     .tensors = {.known = true, .qkNormFull = true, .routerBias = true}},
    {.id = "lfm2moe",
     .modelTypes = kLfm2moeTypes,
     .tensors = {.known = true, .qkNorm = true, .routerBias = true, .shortConv = true},
     .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true},
     .mlx = {.ownsMakeCache = true}},
    {.id = "lfm2",
     .modelTypes = kLfm2Types,
     .tensors = {.known = true, .qkNorm = true, .routerBias = true, .shortConv = true},
     .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .recurrentKind = RecurrentKind::ShortConv}},
    {.id = "kimi-linear",
     .modelTypes = kKimiLinearTypes,
     .tensors = {.known = true, .mla = true, .sharedExperts = true, .kimiLinear = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .recurrentKind = RecurrentKind::Kda}},
    {.id = "jamba",
     .modelTypes = kJambaTypes,
     .tensors = {.known = true, .interleavedMoe = true, .mamba1 = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .recurrentKind = RecurrentKind::Mamba}},
    {.id = "falcon-h1",
     .modelTypes = kFalconH1Types,
     .tensors = {.known = true, .mamba2 = true, .falconH1 = true, .ssmNorm = false},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .recurrentLayers = Gguf::RecurrentLayers::Every}},
    {.id = "deepseek32",
     .modelTypes = kDeepseek32Types,
     .tensors = {.known = true, .mla = true, .sharedExperts = true, .dsaIndexer = true},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true}},
    {.id = "glm4", .modelTypes = kGlm4Types, .gguf = {.known = true}},
    {.id = "granite", .modelTypes = kGraniteTypes, .gguf = {.known = true}},
    {.id = "command-r", .modelTypes = kCommandRTypes, .gguf = {.known = true}},
    {.id = "gemma", .modelTypes = kGemmaTypes, .gguf = {.known = true}},
    {.id = "qwen2moe", .modelTypes = kQwen2moeTypes, .gguf = {.known = true}},
    {.id = "mllama", .ollama = {.parallelForcedToOne = true, .goEngine = true}},
    {.id = "qwen3vl", .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true}},
    {.id = "qwen3vlmoe", .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true}},
    {.id = "nemotron_h_omni", .ollama = {.parallelForcedToOne = true, .goEngine = true, .flashByDefault = true}},
    {.id = "bert", .ollama = {.goEngine = true, .flashByDefault = true}},
    {.id = "deepseekocr", .ollama = {.goEngine = true}},
    {.id = "laguna", .ollama = {.goEngine = true}, .exllamav3 = {.slidingRing = true}},
    {.id = "nomic-bert", .ollama = {.goEngine = true}},
    {.id = "olmo3", .ollama = {.goEngine = true, .flashByDefault = true}},
    {.id = "qwen25vl", .ollama = {.goEngine = true}},
    {.id = "glm4moelite", .ollama = {.goEngine = true, .flashByDefault = true}},
    {.id = "glmocr", .ollama = {.goEngine = true, .flashByDefault = true}},
    {.id = "cohere2",
     .modelTypes = kCohere2Types,
     .llamacpp = {.swaPattern = 4},
     .mlx = {.ownsMakeCache = true},
     .gguf = {.known = true, .swa = true, .swaPattern = 4}},
    {.id = "exaone4", .mlx = {.ownsMakeCache = true}},
    {.id = "step35", .sglang = {.hybridSwa = true}, .exllamav3 = {.slidingRing = true}},
    {.id = "afmoe", .exllamav3 = {.slidingRing = true}},
    {.id = "deci", .llamacpp = {.type70b = Architecture::LlamaCpp::Type70b::At80Layers}},
    {.id = "falcon", .llamacpp = {.falconQuant = true}},
    {.id = "bailingmoe3", .llamacpp = {.expertsQ8UnderMxfp4 = true}},
    {.id = "olmo", .llamacpp = {.type70b = Architecture::LlamaCpp::Type70b::At80Layers}},
    // Read from GGUF files only (their hyperparameters are llama's or their neighbour's; no preset).
    {.id = "deepseek", .gguf = {.known = true}},
    {.id = "granitemoe", .gguf = {.known = true}},
    {.id = "mamba",
     .gguf = {.known = true, .recurrentLayers = Gguf::RecurrentLayers::Every, .recurrentKind = RecurrentKind::Mamba}},
    {.id = "qwen2vl", .gguf = {.known = true}},
};

constexpr Architecture kUnknown{};
constexpr ModelType kNoModelType{};

} // namespace

const ModelType& Architecture::modelType(std::string_view name) const
{
    if (modelTypes.empty())
        return kNoModelType;
    const auto it =
        std::find_if(modelTypes.begin(), modelTypes.end(), [name](const ModelType& t) { return t.name == name; });
    return it == modelTypes.end() ? modelTypes.front() : *it;
}

const Architecture& architecture(std::string_view name)
{
    if (name.empty())
        return kUnknown;
    const auto it = std::find_if(std::begin(kArchitectures), std::end(kArchitectures), [name](const Architecture& a) {
        return a.id == name || std::find(a.aliases.begin(), a.aliases.end(), name) != a.aliases.end();
    });
    return it == std::end(kArchitectures) ? kUnknown : *it;
}

const Architecture* architectureOfModelType(std::string_view modelType)
{
    for (const Architecture& a : kArchitectures)
        for (const ModelType& t : a.modelTypes)
            if (t.name == modelType)
                return &a;
    return nullptr;
}

std::span<const Architecture> allArchitectures()
{
    return kArchitectures;
}

} // namespace kv
