// The shipped model presets (resources/presets/models): every required model is there, every preset
// round-trips through the spec format, each one agrees with the real config.json it was written from
// (read here with nlohmann::json and sized by hand formulas, independently of the parser), and each one's
// parameter count is within 2% of the published figure.

#include "catalog.h"
#include "elemtype.h"
#include "errors.h"
#include "llamacpp/rules.h"
#include "modeljson.h"
#include "vllm/vllm.h"

#include <QTest>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

using nlohmann::json;

namespace {

struct PresetReference
{
    const char* id;
    const char* config; // under tests/data/models/, nullptr = no config to cross-check
    double published;   // total parameters, as published (source in the comment above each row)
};

// Published total parameter counts. "HF count" = the parameter count Hugging Face shows for the model's
// safetensors files. Multimodal models are compared text-only (llama.cpp keeps the vision tower in a
// separate mmproj file); DeepSeek-V3 without its multi-token-prediction module.
const PresetReference kReferences[] = {
    // meta-llama/Llama-3.1-8B, HF count
    {"llama-3.1-8b", "hf-configs/Llama-3.1-8B.json", 8030261248.0},
    // meta-llama/Llama-3.1-70B, HF count
    {"llama-3.1-70b", "hf-configs/Llama-3.1-70B-Instruct.json", 70553706496.0},
    // meta-llama/Llama-3.1-405B, HF count ("405B" in the model card)
    {"llama-3.1-405b", "reference-configs/Llama-3.1-405B.json", 405853388800.0},
    // meta-llama/Llama-3.2-1B, HF count ("1.23B" in the model card)
    {"llama-3.2-1b", "hf-configs/Llama-3.2-1B-Instruct.json", 1235814400.0},
    // meta-llama/Llama-3.2-3B, HF count ("3.21B" in the model card)
    {"llama-3.2-3b", "hf-configs/Llama-3.2-3B.json", 3212749824.0},
    // meta-llama/Llama-3.3-70B-Instruct, HF count
    {"llama-3.3-70b", "reference-configs/Llama-3.3-70B-Instruct.json", 70553706496.0},
    // mistralai/Mistral-7B-v0.1, HF count ("7.3B" in Mistral's announcement)
    {"mistral-7b-v0.1", "hf-configs/Mistral-7B-v0.1.json", 7241732096.0},
    // mistralai/Mistral-7B-v0.3, HF count
    {"mistral-7b-v0.3", "reference-configs/Mistral-7B-v0.3.json", 7248023552.0},
    // mistralai/Mistral-Nemo-Base-2407, HF count ("12B" in the model card)
    {"mistral-nemo-12b", "reference-configs/Mistral-Nemo-Instruct-2407.json", 12247782400.0},
    // mistralai/Mistral-Small-24B-Instruct-2501, HF count ("24B" in the model card)
    {"mistral-small-24b", "reference-configs/Mistral-Small-24B-Instruct-2501.json", 23572403200.0},
    // mistralai/Mixtral-8x7B-v0.1, HF count ("46.7B total, 12.9B active" in Mistral's announcement)
    {"mixtral-8x7b", "hf-configs/Mixtral-8x7B-v0.1.json", 46702792704.0},
    // Qwen/Qwen2.5-3B model card: 3.09B (2.77B non-embedding)
    {"qwen2.5-3b", "hf-configs/Qwen2.5-3B.json", 3.09e9},
    // Qwen/Qwen2.5-7B model card: 7.61B (6.53B non-embedding)
    {"qwen2.5-7b", "hf-configs/Qwen2.5-7B.json", 7.61e9},
    // Qwen/Qwen2.5-14B model card: 14.7B (13.1B non-embedding)
    {"qwen2.5-14b", "hf-configs/Qwen2.5-14B.json", 14.7e9},
    // Qwen/Qwen2.5-32B model card: 32.5B (31.0B non-embedding)
    {"qwen2.5-32b", "hf-configs/Qwen2.5-32B.json", 32.5e9},
    // Qwen/Qwen2.5-72B model card: 72.7B (70.0B non-embedding)
    {"qwen2.5-72b", "reference-configs/Qwen2.5-72B.json", 72.7e9},
    // Qwen/Qwen3-0.6B model card: 0.6B (0.44B non-embedding)
    {"qwen3-0.6b", "hf-configs/Qwen3-0.6B.json", 0.6e9},
    // Qwen/Qwen3-4B model card: 4.0B (3.6B non-embedding)
    {"qwen3-4b", "hf-configs/Qwen3-4B.json", 4.0e9},
    // Qwen/Qwen3-8B model card: 8.2B (6.95B non-embedding)
    {"qwen3-8b", "hf-configs/Qwen3-8B.json", 8.2e9},
    // Qwen/Qwen3-14B model card: 14.8B (13.2B non-embedding)
    {"qwen3-14b", "hf-configs/Qwen3-14B.json", 14.8e9},
    // Qwen/Qwen3-32B model card: 32.8B (31.2B non-embedding)
    {"qwen3-32b", "hf-configs/Qwen3-32B.json", 32.8e9},
    // Qwen/Qwen3-30B-A3B model card: 30.5B total, 3.3B activated
    {"qwen3-30b-a3b", "hf-configs/Qwen3-30B-A3B.json", 30.5e9},
    // Qwen/Qwen3-235B-A22B model card: 235B total, 22B activated
    {"qwen3-235b-a22b", "reference-configs/Qwen3-235B-A22B.json", 235e9},
    // google/gemma-2-9b, HF count
    {"gemma-2-9b", "hf-configs/Gemma-2-9B.json", 9241705984.0},
    // google/gemma-2-27b, HF count
    {"gemma-2-27b", "hf-configs/Gemma-2-27B.json", 27227128320.0},
    // Gemma 3 technical report, table 1: 302M embedding + 698M non-embedding
    {"gemma-3-1b", "hf-configs/Gemma-3-1B-it.json", 1000e6},
    // Gemma 3 technical report, table 1: 675M embedding + 3,209M non-embedding (+417M vision, not counted);
    // llama.cpp prints "model params = 3.88 B" for the text model
    {"gemma-3-4b", "reference-configs/Gemma-3-4B-it.json", 3884e6},
    // Gemma 3 technical report, table 1: 1,012M embedding + 10,759M non-embedding (+417M vision, not counted)
    {"gemma-3-12b", "hf-configs/Gemma-3-12B-it.json", 11771e6},
    // Gemma 3 technical report, table 1: 1,416M embedding + 25,600M non-embedding (+417M vision, not counted)
    {"gemma-3-27b", "reference-configs/Gemma-3-27B-it.json", 27016e6},
    // microsoft/Phi-3.5-mini-instruct, HF count ("3.8B" in the model card)
    {"phi-3.5-mini", "hf-configs/Phi-3.5-mini-instruct.json", 3821079552.0},
    // microsoft/phi-4, HF count ("14B" in the model card)
    {"phi-4", "reference-configs/Phi-4.json", 14659507200.0},
    // deepseek-ai/DeepSeek-V2-Lite, HF count ("15.7B total, 2.4B activated" in the model card)
    {"deepseek-v2-lite", "hf-configs/DeepSeek-V2-Lite.json", 15706484224.0},
    // DeepSeek-V3 technical report and model card: 671B total (plus a 14B MTP module), 37B activated
    {"deepseek-v3", "deepseek-native-configs/DeepSeek-V3.json", 671e9},
    // gpt-oss model card, table 1: 20.91B total, 3.61B active
    {"gpt-oss-20b", "hf-configs/gpt-oss-20b.json", 20.91e9},
    // gpt-oss model card, table 1: 116.83B total, 5.13B active
    {"gpt-oss-120b", "reference-configs/gpt-oss-120b.json", 116.83e9},
    // AI21 Jamba 1.5 announcement / model card: 52B total, 12B active
    {"jamba-1.5-mini", "hf-configs/AI21-Jamba-1.5-Mini.json", 52e9},
    // IBM Granite 4.0 announcement / ibm-granite/granite-4.0-h-tiny model card: 7B total, 1B active
    {"granite-4.0-h-tiny", "reference-configs/Granite-4.0-H-Tiny.json", 7e9},
    // Qwen/Qwen3-Next-80B-A3B-Instruct model card: 80B total, 3B activated
    {"qwen3-next-80b-a3b", "reference-configs/Qwen3-Next-80B-A3B-Instruct.json", 80e9},
    // tiiuae/Falcon-H1-7B-Base, HF count 7.59B (marketed as "7B")
    {"falcon-h1-7b", "reference-configs/Falcon-H1-7B.json", 7.59e9},
    // LiquidAI/LFM2-1.2B, HF count ("1.2B" in the model card)
    {"lfm2-1.2b", "reference-configs/LFM2-1.2B.json", 1170340608.0},
    // ---- end of 2026 ----
    // Qwen3-30B-A3B model card: 30.5B total, 3.3B activated (the 2507 update keeps the shape)
    {"qwen3-30b-a3b-instruct-2507", "hf-configs/Qwen3-30B-A3B-Instruct-2507.json", 30.5e9},
    // Qwen3-Coder-30B-A3B-Instruct: the same Qwen3-30B-A3B shape, 30.5B total, 3.3B activated
    {"qwen3-coder-30b-a3b", "hf-configs/Qwen3-Coder-30B-A3B-Instruct.json", 30.5e9},
    // Text decoder only: HF count of Mistral-Small-24B-Instruct-2501, the same decoder (the 3.1 card's 24B adds vision)
    {"mistral-small-3.1-24b", "hf-configs/Mistral-Small-3.1-24B-Instruct-2503.json", 23572403200.0},
    // SmolLM3 release blog (Hugging Face): 3.08B parameters
    {"smollm3-3b", "hf-configs/SmolLM3-3B.json", 3.08e9},
    // microsoft/Phi-4-mini-instruct model card: 3.8B parameters
    {"phi-4-mini", "reference-configs/Phi-4-mini-instruct.json", 3.8e9},
    // ByteDance-Seed/Seed-OSS-36B model card: 36B parameters
    {"seed-oss-36b", "reference-configs/Seed-OSS-36B-Instruct.json", 36e9},
    // GLM-4.5 model card: GLM-4.5-Air has 106 billion total parameters, 12 billion active
    {"glm-4.5-air", "hf-configs/GLM-4.5-Air.json", 106e9},
    // GLM-4.5 model card: 355 billion total, 32 billion active (GLM-4.6 and 4.7 keep the 355B-A32B topology)
    {"glm-4.6", "reference-configs/GLM-4.6.json", 355e9},
    {"glm-4.7", "reference-configs/GLM-4.7.json", 355e9},
    // GLM-4.7-Flash: 30B-A3B (THUDM/slime glm4.7-30B-A3B)
    {"glm-4.7-flash", "hf-configs/GLM-4.7-Flash.json", 30e9},
    // Kimi-K2-Instruct: safetensors total 1,026,470,731,056 in the report the config comes from (FP8 scales included)
    {"kimi-k2", "hf-configs/Kimi-K2-Instruct.json", 1026470731056.0},
    // DeepSeek-V3.2: DeepSeek's "671B" main model (the V3 figure; the indexer adds 0.85B). The 685B of the model
    // report the config comes from adds the MTP layer, its copies of embedding and head, and the FP8 scales.
    {"deepseek-v3.2", "hf-configs/DeepSeek-V3.2.json", 671e9},
    // Kimi Linear 48B-A3B: safetensors total 49,122,681,728 in the report the config comes from (bf16, no scales)
    {"kimi-linear-48b-a3b", "hf-configs/Kimi-Linear-48B-A3B-Instruct.json", 49122681728.0},
    // MiniMax-M2.7: safetensors total 228,703,644,928 in the report the config comes from (FP8 scales included)
    {"minimax-m2.7", "hf-configs/MiniMax-M2.7.json", 228703644928.0},
    // Liquid AI LFM2-8B-A1B release: 8.3B total, 1.5B active
    {"lfm2-8b-a1b", "reference-configs/LFM2-8B-A1B.json", 8.3e9},
    // Qwen3.5: the size in the model name (text decoder only; the vision tower is a separate mmproj file)
    {"qwen3.5-9b", "reference-configs/Qwen3.5-9B.json", 9e9},
    {"qwen3.5-27b", "reference-configs/Qwen3.5-27B.json", 27e9},
    {"qwen3.5-35b-a3b", "reference-configs/Qwen3.5-35B-A3B.json", 35e9},
    {"qwen3.5-397b-a17b", "reference-configs/Qwen3.5-397B-A17B.json", 397e9},
    // Meta's Llama 4 model card: Scout 17B active / 109B total, Maverick 17B active / 400B total. Both figures
    // include the vision encoder, which llama.cpp keeps in a separate mmproj file (not counted here).
    {"llama-4-scout-17b-16e", "reference-configs/Llama-4-Scout-17B-16E-Instruct.json", 109e9},
    {"llama-4-maverick-17b-128e", "reference-configs/Llama-4-Maverick-17B-128E-Instruct.json", 400e9},
    // nvidia/NVIDIA-Nemotron-Nano-9B-v2, HF count 8.89B (marketed as 9B)
    {"nemotron-nano-9b-v2", "reference-configs/NVIDIA-Nemotron-Nano-9B-v2.json", 8.89e9},
    // NVIDIA Nemotron 3 Nano model card: 31.6B total, about 3.6B active with embeddings
    {"nemotron-3-nano-30b-a3b", "reference-configs/NVIDIA-Nemotron-3-Nano-30B-A3B.json", 31.6e9},
    // Nemotron 3 Nano 4B: the size in the model name
    {"nemotron-3-nano-4b", "reference-configs/Nemotron-3-Nano-4B.json", 4e9},
    // IBM Granite 4.0 announcement / ibm-granite/granite-4.0-h-small model card: 32B total, 9B active
    {"granite-4.0-h-small", "reference-configs/Granite-4.0-H-Small.json", 32e9},
    // allenai/Olmo-3-1025-7B, HF count 7.3B (marketed as 7B)
    {"olmo-3-7b", "reference-configs/OLMo-3-7B.json", 7.3e9},
    // Ministral 3 model cards: 3.4B / 8.4B language model (+ 0.4B vision encoder, not counted)
    {"ministral-3-3b", "reference-configs/Ministral-3-3B-Instruct-2512.json", 3.4e9},
    {"ministral-3-8b", "reference-configs/Ministral-3-8B-Instruct-2512.json", 8.4e9},
    // Devstral Small 2 shares Mistral Small 3.x's text decoder: HF count of Mistral-Small-24B-Instruct-2501
    {"devstral-small-2-24b", "reference-configs/Devstral-Small-2-24B-Instruct-2512.json", 23572403200.0},
    // Qwen3.5: the size in the model name (text decoder only). "4B" rounds the text decoder's 4.21B down
    // (its 248,320-token vocabulary alone is 0.64B): see kLooseTolerance.
    {"qwen3.5-4b", "hf-configs/Qwen3.5-4B.json", 4e9},
    {"qwen3.5-122b-a10b", "reference-configs/Qwen3.5-122B-A10B.json", 122e9},
    // Gemma 4 and Gemma 3n, text decoder only (llama.cpp keeps vision and audio in the mmproj file). Gemma 4
    // model card: 26B A4B = 25.2B total / 3.8B active, 31B = 30.7B; 12B as in the name; E2B 5.1B and E4B 8B
    // "with embeddings", each less its ~150M vision and ~300M audio encoders. Gemma 3n: HF count 5.44B (E2B) and
    // 7.85B (E4B), each less the ~0.68B audio and ~0.3B MobileNet-V5 vision encoders.
    {"gemma-4-e2b", "reference-configs/Gemma-4-E2B.json", 4.65e9},
    {"gemma-4-e4b", "reference-configs/Gemma-4-E4B.json", 7.55e9},
    {"gemma-4-12b", "reference-configs/Gemma-4-12B.json", 12e9},
    {"gemma-4-26b-a4b", "hf-configs/Gemma-4-26B-A4B-it.json", 25.2e9},
    {"gemma-4-31b", "reference-configs/Gemma-4-31B.json", 30.7e9},
    {"gemma-3n-e2b", "reference-configs/Gemma-3n-E2B-it.json", 4.46e9},
    {"gemma-3n-e4b", "reference-configs/Gemma-3n-E4B-it.json", 6.87e9},
};

// Presets whose only published figure is the rounded size in the name, further than 2% from the count.
const std::pair<const char*, double> kLooseTolerance[] = {{"qwen3.5-4b", 0.06}};

double toleranceFor(const QString& id)
{
    for (const auto& [pid, tol] : kLooseTolerance)
        if (id == QLatin1String(pid))
            return tol;
    return 0.02;
}

const char* const kRequiredIds[] = {
    "llama-3.1-8b",
    "llama-3.1-70b",
    "llama-3.1-405b",
    "llama-3.2-1b",
    "llama-3.2-3b",
    "llama-3.3-70b",
    "mistral-7b-v0.1",
    "mistral-7b-v0.3",
    "mistral-nemo-12b",
    "mistral-small-24b",
    "mixtral-8x7b",
    "qwen2.5-7b",
    "qwen2.5-14b",
    "qwen2.5-32b",
    "qwen2.5-72b",
    "qwen3-0.6b",
    "qwen3-4b",
    "qwen3-8b",
    "qwen3-14b",
    "qwen3-32b",
    "qwen3-30b-a3b",
    "qwen3-235b-a22b",
    "gemma-2-9b",
    "gemma-2-27b",
    "gemma-3-1b",
    "gemma-3-4b",
    "gemma-3-12b",
    "gemma-3-27b",
    "phi-3.5-mini",
    "phi-4",
    "deepseek-v2-lite",
    "deepseek-v3",
    "gpt-oss-20b",
    "gpt-oss-120b",
    "jamba-1.5-mini",
    "granite-4.0-h-tiny",
    "qwen3-next-80b-a3b",
    "falcon-h1-7b",
    "lfm2-1.2b",
    "qwen3-30b-a3b-instruct-2507",
    "glm-4.5-air",
    "glm-4.7-flash",
    "kimi-k2",
    "minimax-m2.7",
    "qwen3.5-27b",
    "qwen3.5-35b-a3b",
    "nemotron-nano-9b-v2",
    "nemotron-3-nano-30b-a3b",
    "nemotron-3-nano-4b",
    "granite-4.0-h-small",
    "olmo-3-7b",
    "ministral-3-3b",
    "ministral-3-8b",
    "devstral-small-2-24b",
    "qwen3.5-4b",
    "qwen3.5-122b-a10b",
    "deepseek-v3.2",
    "kimi-linear-48b-a3b",
    "gemma-4-e2b",
    "gemma-4-e4b",
    "gemma-4-12b",
    "gemma-4-26b-a4b",
    "gemma-4-31b",
    "gemma-3n-e2b",
    "gemma-3n-e4b",
};

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
    return cat;
}

const PresetReference* referenceFor(std::string_view id)
{
    for (const auto& r : kReferences)
        if (id == r.id)
            return &r;
    return nullptr;
}

json readJsonFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path);
    std::stringstream ss;
    ss << in.rdbuf();
    return json::parse(ss.str());
}

// ---- What llama.cpp allocates for a model, derived by hand from its config ----

struct FromConfig
{
    std::string modelType;
    uint64_t nLayer = 0, nVocab = 0, nEmbd = 0, nHead = 0, nCtxTrain = 0; // nCtxTrain 0: the config does not say
    uint64_t nExpert = 0, nExpertUsed = 0;
    bool tied = false;
    std::vector<uint64_t> kvHeads; // per layer; 0 = the layer caches no attention
    uint64_t headDimK = 0, headDimV = 0;
    std::vector<uint64_t> headDim; // per layer (Gemma 4: global_head_dim on full layers); empty = headDimK
    std::vector<bool> kvShared;    // per layer: attends over an earlier layer's cache (num_kv_shared_layers)
    uint64_t perLayerEmbd = 0;     // hidden_size_per_layer_input
    bool mla = false;
    std::vector<bool> swa; // per layer
    uint64_t window = 0;
    std::vector<bool> chunked; // per layer: Llama 4's chunked local attention
    uint64_t chunk = 0;
    std::vector<bool> recurrent; // per layer
    uint64_t stateR = 0, stateS = 0;
    uint64_t indexerK = 0; // DeepSeek-V3.2: the lightning indexer's key per token and attention layer
};

bool has(const json& j, const char* key)
{
    return j.contains(key) && !j[key].is_null();
}

uint64_t num(const json& j, const char* key)
{
    if (!has(j, key) || !j[key].is_number())
        throw std::runtime_error(std::string("config lacks ") + key);
    return j[key].get<uint64_t>();
}

uint64_t numOr(const json& j, const char* key, uint64_t fallback)
{
    return has(j, key) ? num(j, key) : fallback;
}

std::string layerType(const json& cfg, uint64_t i)
{
    if (!has(cfg, "layer_types") || cfg["layer_types"].size() <= i)
        throw std::runtime_error("config lacks layer_types");
    return cfg["layer_types"][i].get<std::string>();
}

FromConfig deriveFromConfig(const json& file)
{
    FromConfig d;
    json cfg = file;
    // Multimodal Gemma 3: the text decoder's config is nested, and the real files omit every field that
    // equals a Gemma3TextConfig default (transformers configuration_gemma3.py).
    const std::string nestedType =
        has(file, "text_config") ? file["text_config"].value("model_type", std::string()) : "";
    const bool nestedGemma3 = nestedType.rfind("gemma3", 0) == 0 && nestedType.rfind("gemma3n", 0) != 0;
    if (has(file, "text_config") && !nestedGemma3) {
        // Other multimodal wrappers (Mistral 3, Qwen3.5): the text model's own fields, nothing implied.
        cfg = file["text_config"];
        if (!has(cfg, "tie_word_embeddings") && has(file, "tie_word_embeddings"))
            cfg["tie_word_embeddings"] = file["tie_word_embeddings"];
    } else if (has(file, "text_config")) {
        cfg = file["text_config"];
        for (auto [key, value] : {std::pair<const char*, json>{"head_dim", 256},
                                  {"num_attention_heads", 8},
                                  {"num_key_value_heads", 4},
                                  {"vocab_size", 262208},
                                  {"max_position_embeddings", 131072},
                                  {"sliding_window", 4096},
                                  {"sliding_window_pattern", 6},
                                  {"tie_word_embeddings", true}})
            if (!has(cfg, key))
                cfg[key] = value;
    }
    const bool native = has(cfg, "n_layers") && has(cfg, "kv_lora_rank"); // DeepSeek's own inference config
    d.modelType = native ? std::string("deepseek_native") : cfg.value("model_type", std::string());
    if (d.modelType.empty() && has(cfg, "global_head_dim")) // Gemma 4 12B's lock file omits model_type
        d.modelType = "gemma4_text";
    const std::string& t = d.modelType;
    // Kimi K2 (DeepseekV3ForCausalLM) and GLM-4.7-Flash (Glm4MoeLite) use DeepSeek-V3's latent attention.
    const bool deepseek = t == "deepseek_native" || t == "deepseek_v2" || t == "deepseek_v3" || t == "kimi_k2" ||
                          t == "glm4_moe_lite" || t == "deepseek_v32" || t == "kimi_linear";
    const bool deltaNet = t == "qwen3_next" || t.rfind("qwen3_5", 0) == 0; // Qwen3-Next and Qwen3.5 hybrids
    // Nemotron-H: one character per block; M = Mamba-2, * = attention, - = MLP, E = MoE (the FFN blocks cache nothing)
    const std::string blocks = t == "nemotron_h" ? cfg.value("hybrid_override_pattern", std::string()) : "";

    d.nLayer = native ? num(cfg, "n_layers") : num(cfg, "num_hidden_layers");
    d.nVocab = num(cfg, "vocab_size");
    d.nEmbd = native ? num(cfg, "dim") : num(cfg, "hidden_size");
    d.nHead = native ? num(cfg, "n_heads") : num(cfg, "num_attention_heads");
    d.nCtxTrain = numOr(cfg, "max_position_embeddings", numOr(cfg, "model_max_length", 0));
    for (const char* k : {"num_local_experts", "num_experts", "n_routed_experts"})
        d.nExpert = numOr(cfg, k, d.nExpert);
    for (const char* k : {"num_experts_per_tok", "n_activated_experts", "num_experts_per_token", "top_k_experts"})
        d.nExpertUsed = numOr(cfg, k, d.nExpertUsed);

    if (has(cfg, "tie_word_embeddings"))
        d.tied = cfg["tie_word_embeddings"].get<bool>();
    else if (has(cfg, "tie_embedding")) // LFM2 spelling
        d.tied = cfg["tie_embedding"].get<bool>();
    // Gemma2Config / Gemma3TextConfig and Lfm2MoeConfig (vLLM's transformers_utils/configs/lfm2_moe.py)
    // default to tied
    else if (t.rfind("gemma", 0) == 0 || t == "lfm2_moe")
        d.tied = true;
    // DeepseekV2Config / V3, MistralConfig, Llama4TextConfig, NemotronHConfig and Olmo3Config: untied
    else if (deepseek || t == "mistral" || t == "ministral3" || t == "llama4_text" || t == "nemotron_h" || t == "olmo3")
        d.tied = false;
    else
        throw std::runtime_error("config does not say whether embeddings are tied");

    // Head size as llama.cpp takes it: the explicit head_dim (key_length), else n_embd / n_head.
    const uint64_t headDim = has(cfg, "head_dim") ? num(cfg, "head_dim") : d.nEmbd / d.nHead;
    uint64_t kvHeads = has(cfg, "num_key_value_heads") ? num(cfg, "num_key_value_heads") : d.nHead;
    d.headDimK = d.headDimV = headDim;
    if (deepseek) {
        // MLA: llama.cpp caches the compressed latent plus the shared rope key, one row per token, K only.
        d.mla = true;
        kvHeads = 1;
        d.headDimK = num(cfg, "kv_lora_rank") + num(cfg, "qk_rope_head_dim");
        d.headDimV = 0;
        // DeepSeek-V3.2 (DeepSeek Sparse Attention): one index_head_dim key per token beside the latent.
        d.indexerK = numOr(cfg, "index_head_dim", 0);
    }

    const uint64_t n = d.nLayer;
    d.kvHeads.assign(n, kvHeads);
    d.swa.assign(n, false);
    d.chunked.assign(n, false);
    d.recurrent.assign(n, false);
    for (uint64_t i = 0; i < n; ++i) {
        bool attn = true;
        if (t == "jamba")
            attn = i % num(cfg, "attn_layer_period") == num(cfg, "attn_layer_offset");
        else if (t == "granitemoehybrid")
            attn = layerType(cfg, i) == "attention";
        else if (t == "lfm2" || t == "lfm2_moe" || (deltaNet && has(cfg, "layer_types")))
            attn = layerType(cfg, i) == "full_attention";
        else if (deltaNet)
            attn = (i + 1) % num(cfg, "full_attention_interval") == 0;
        else if (t == "nemotron_h")
            attn = blocks.at(i) == '*';
        else if (t == "kimi_linear") { // full_attn_layers counts from 1 (llama.cpp's converter: il + 1 in the list)
            attn = false;
            for (const json& e : cfg["linear_attn_config"]["full_attn_layers"])
                attn = attn || e.get<uint64_t>() == i + 1;
        }
        if (!attn)
            d.kvHeads[i] = 0;
    }

    // Gemma 4 (llama.cpp conversion/gemma.py + src/models/gemma4.cpp; vLLM models/gemma4.py): global layers use
    // global_head_dim and, with attention_k_eq_v, num_global_key_value_heads; the last num_kv_shared_layers
    // layers (Gemma 3n too) attend over an earlier layer's cache and own none.
    const bool gemma4 = t == "gemma4_text" || t == "gemma4", gemma3n = t == "gemma3n_text" || t == "gemma3n";
    if (gemma4 || gemma3n) {
        d.window = num(cfg, "sliding_window");
        d.headDim.assign(n, headDim);
        d.kvShared.assign(n, false);
        const uint64_t shared = numOr(cfg, "num_kv_shared_layers", 0);
        const bool kEqV = cfg.value("attention_k_eq_v", false);
        for (uint64_t i = 0; i < n; ++i) {
            d.swa[i] = layerType(cfg, i) == "sliding_attention";
            d.kvShared[i] = i >= n - shared;
            if (gemma4 && !d.swa[i]) {
                d.headDim[i] = numOr(cfg, "global_head_dim", headDim);
                if (kEqV)
                    d.kvHeads[i] = numOr(cfg, "num_global_key_value_heads", kvHeads);
            }
        }
        d.perLayerEmbd = numOr(cfg, "hidden_size_per_layer_input", 0);
    }
    // Sliding windows, as llama.cpp applies them. Only these architectures get SWA layers; Mistral 7B
    // v0.1's window (arch llama), Qwen2's inert sliding_window (use_sliding_window false) and Phi-3's
    // (disabled in llama.cpp) leave every layer caching the whole context.
    if (t == "gemma2") {
        d.window = num(cfg, "sliding_window");
        for (uint64_t i = 0; i < n; ++i)
            d.swa[i] = i % 2 == 0;
    } else if (t == "gemma3" || t == "gemma3_text") {
        d.window = num(cfg, "sliding_window");
        if (has(cfg, "layer_types")) {
            for (uint64_t i = 0; i < n; ++i)
                d.swa[i] = layerType(cfg, i) == "sliding_attention";
        } else {
            const uint64_t p = has(cfg, "sliding_window_pattern") ? num(cfg, "sliding_window_pattern")
                                                                  : numOr(cfg, "_sliding_window_pattern", 6);
            for (uint64_t i = 0; i < n; ++i)
                d.swa[i] = i % p < p - 1;
        }
    } else if (t == "gpt_oss") {
        d.window = num(cfg, "sliding_window");
        for (uint64_t i = 0; i < n; ++i)
            d.swa[i] = layerType(cfg, i) == "sliding_attention";
    } else if (t == "olmo3") {
        // llama.cpp converts OLMo 3 as olmo2: sliding_window on the layers layer_types marks sliding, and
        // without layer_types every layer but each 4th (conversion/olmo.py, Olmo3Config's default)
        d.window = num(cfg, "sliding_window");
        for (uint64_t i = 0; i < n; ++i)
            d.swa[i] = has(cfg, "layer_types") ? layerType(cfg, i) == "sliding_attention" : (i + 1) % 4 != 0;
    }

    // Llama 4: chunked local attention in the RoPE layers, no_rope_layers[i] == 1 (transformers' default
    // list when absent: every layer but each 4th); the NoPE layers attend over the whole context.
    if (t == "llama4_text" && has(cfg, "attention_chunk_size")) {
        d.chunk = num(cfg, "attention_chunk_size");
        for (uint64_t i = 0; i < n; ++i)
            d.chunked[i] = has(cfg, "no_rope_layers") ? cfg["no_rope_layers"][i].get<int>() == 1 : (i + 1) % 4 != 0;
    }

    // Recurrent state per sequence (f32 values): conv state r and SSM / linear-attention state s.
    if (t == "jamba") { // Mamba-1: d_inner = expand * hidden, no groups
        const uint64_t di = num(cfg, "mamba_expand") * d.nEmbd;
        d.stateR = (num(cfg, "mamba_d_conv") - 1) * di;
        d.stateS = num(cfg, "mamba_d_state") * di;
        for (uint64_t i = 0; i < n; ++i)
            d.recurrent[i] = d.kvHeads[i] == 0;
    } else if (t == "granitemoehybrid" || t == "falcon_h1") { // Mamba-2: conv over x, B and C
        const uint64_t di =
            has(cfg, "mamba_d_ssm") ? num(cfg, "mamba_d_ssm") : num(cfg, "mamba_n_heads") * num(cfg, "mamba_d_head");
        const uint64_t ds = num(cfg, "mamba_d_state");
        d.stateR = (num(cfg, "mamba_d_conv") - 1) * (di + 2 * num(cfg, "mamba_n_groups") * ds);
        d.stateS = ds * di;
        for (uint64_t i = 0; i < n; ++i)
            d.recurrent[i] = t == "falcon_h1" ? true : layerType(cfg, i) == "mamba";
    } else if (t == "nemotron_h") { // Mamba-2 with d_inner = heads x head size; groups spelled two ways
        const uint64_t di = num(cfg, "mamba_num_heads") * num(cfg, "mamba_head_dim");
        const uint64_t ds = num(cfg, "ssm_state_size");
        const uint64_t groups = has(cfg, "n_groups") ? num(cfg, "n_groups") : num(cfg, "mamba_num_groups");
        d.stateR = (numOr(cfg, "conv_kernel", 4) - 1) * (di + 2 * groups * ds); // NemotronHConfig: conv_kernel 4
        d.stateS = ds * di;
        for (uint64_t i = 0; i < n; ++i)
            d.recurrent[i] = blocks.at(i) == 'M';
    } else if (deltaNet) { // Gated DeltaNet: conv over q, k, v; one dk x dv matrix per value head
        const uint64_t dk = num(cfg, "linear_key_head_dim"), dv = num(cfg, "linear_value_head_dim");
        const uint64_t nk = num(cfg, "linear_num_key_heads"), nv = num(cfg, "linear_num_value_heads");
        d.stateR = (num(cfg, "linear_conv_kernel_dim") - 1) * (2 * nk * dk + nv * dv);
        d.stateS = nv * dk * dv;
        for (uint64_t i = 0; i < n; ++i)
            d.recurrent[i] = d.kvHeads[i] == 0;
    } else if (t == "kimi_linear") { // KDA: convs over q, k, v of heads x head_dim; one head_dim^2 state per head
        const json& la = cfg["linear_attn_config"];
        const uint64_t inner = num(la, "num_heads") * num(la, "head_dim");
        d.stateR = 3 * (num(la, "short_conv_kernel_size") - 1) * inner;
        d.stateS = num(la, "head_dim") * inner;
        for (uint64_t i = 0; i < n; ++i)
            d.recurrent[i] = d.kvHeads[i] == 0;
    } else if (t == "lfm2" || t == "lfm2_moe") { // short convolution: the last L_cache - 1 inputs of width conv_dim
        d.stateR = (num(cfg, "conv_L_cache") - 1) * numOr(cfg, "conv_dim", d.nEmbd); // Lfm2Moe: hidden size
        for (uint64_t i = 0; i < n; ++i)
            d.recurrent[i] = layerType(cfg, i) == "conv";
    }
    return d;
}

// f16 K and V bytes per token over all attention layers, by hand.
uint64_t kvBytesF16(const FromConfig& d)
{
    uint64_t bytes = 0;
    for (uint64_t i = 0; i < d.nLayer; ++i) {
        if (d.kvHeads[i] == 0 || (!d.kvShared.empty() && d.kvShared[i]))
            continue;
        const uint64_t dk = d.headDim.empty() ? d.headDimK : d.headDim[i];
        const uint64_t dv = d.headDim.empty() ? d.headDimV : d.headDim[i];
        bytes += d.mla ? 2 * (d.headDimK + d.indexerK) : 2 * d.kvHeads[i] * (dk + dv);
    }
    return bytes;
}

} // namespace

class TestPresets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bytesPerTokenBeyondWindows();
    void catalogComplete();
    void roundTrip_data();
    void roundTrip();
    void againstConfig_data();
    void againstConfig();
    void parameterCount_data();
    void parameterCount();
    void spotChecks();
    void vllmPages2026();
};

void TestPresets::bytesPerTokenBeyondWindows()
{
    using kv::ElemType;
    // Gemma 3 27B: 62 layers, 16 KV heads x 128, 10 of them full attention, 52 sliding. Per token, f16:
    // all layers 62 x 16 x 128 x 2 x 2 = 507904 bytes (496 KiB); beyond the windows 10 x 8192 = 81920 (80 KiB).
    const kv::ModelSpec& g = *catalog().findModel("gemma-3-27b");
    QCOMPARE(kv::kvBytesPerToken(g, ElemType::F16, ElemType::F16), uint64_t(507904));
    QCOMPARE(kv::kvBytesPerTokenBeyondWindows(g, ElemType::F16, ElemType::F16), uint64_t(81920));
    // q8_0: a row of 128 values is 4 blocks of 34 bytes: 10 x 16 x 136 x 2.
    QCOMPARE(kv::kvBytesPerTokenBeyondWindows(g, ElemType::Q8_0, ElemType::Q8_0), uint64_t(10 * 16 * 136 * 2));
    // Llama 3.1 8B has no sliding layers: 32 x 8 x 128 x 2 x 2 = 131072 either way.
    const kv::ModelSpec& l = *catalog().findModel("llama-3.1-8b");
    QCOMPARE(kv::kvBytesPerTokenBeyondWindows(l, ElemType::F16, ElemType::F16), uint64_t(131072));
    QCOMPARE(kv::kvBytesPerToken(l, ElemType::F16, ElemType::F16), uint64_t(131072));
}

void TestPresets::catalogComplete()
{
    const kv::Catalog& cat = catalog();
    QVERIFY2(cat.models.size() >= 36, qPrintable(QString::number(cat.models.size())));
    for (const char* id : kRequiredIds)
        QVERIFY2(cat.findModel(id), id);
    for (const auto& m : cat.models) {
        QVERIFY2(!m.name.empty() && !m.family.empty() && !m.arch.empty(), m.id.c_str());
        QVERIFY2(m.source.size() > 40, m.id.c_str());
        QVERIFY2(m.nCtxTrain > 0 && m.nVocab > 0 && m.nEmbd > 0 && m.nHead > 0, m.id.c_str());
        // Every preset comes with a published parameter count to check against.
        QVERIFY2(referenceFor(m.id), m.id.c_str());
    }
    for (const auto& r : kReferences)
        QVERIFY2(cat.findModel(r.id), r.id);
}

void TestPresets::roundTrip_data()
{
    QTest::addColumn<QString>("id");
    for (const auto& m : catalog().models)
        QTest::addRow("%s", m.id.c_str()) << QString::fromStdString(m.id);
}

void TestPresets::roundTrip()
{
    QFETCH(QString, id);
    const kv::ModelSpec* m = catalog().findModel(id.toStdString());
    QVERIFY(m);
    kv::ModelSpec back = kv::modelFromJson(kv::modelToJson(*m));
    back.origin = m->origin;
    QVERIFY2(back == *m, kv::modelToJson(back).dump().c_str());
}

void TestPresets::againstConfig_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("config");
    for (const auto& r : kReferences)
        if (r.config)
            QTest::addRow("%s", r.id) << QString::fromLatin1(r.id) << QString::fromLatin1(r.config);
}

void TestPresets::againstConfig()
{
    QFETCH(QString, id);
    QFETCH(QString, config);
    const kv::ModelSpec* m = catalog().findModel(id.toStdString());
    QVERIFY(m);
    FromConfig d;
    try {
        d = deriveFromConfig(readJsonFile(std::string(KV_TEST_DATA "/models/") + config.toStdString()));
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }

    QCOMPARE(uint64_t(m->nLayer()), d.nLayer);
    QCOMPARE(uint64_t(m->nVocab), d.nVocab);
    QCOMPARE(uint64_t(m->nEmbd), d.nEmbd);
    QCOMPARE(uint64_t(m->nHead), d.nHead);
    if (d.nCtxTrain)
        QCOMPARE(uint64_t(m->nCtxTrain), d.nCtxTrain);
    QCOMPARE(m->tiedEmbeddings, d.tied);
    QCOMPARE(uint64_t(m->nExpert), d.nExpert);
    QCOMPARE(uint64_t(m->nExpertUsed), d.nExpertUsed);

    uint64_t swaLayers = 0, chunkedLayers = 0;
    for (uint64_t i = 0; i < d.nLayer; ++i) {
        const kv::LayerSpec& l = m->layers[i];
        const QByteArray where = "layer " + QByteArray::number(qulonglong(i));
        const bool shared = !d.kvShared.empty() && d.kvShared[i];
        QVERIFY2(l.attends() == (d.kvHeads[i] > 0), where.constData());
        QVERIFY2(l.kvShared == shared, where.constData());
        if (d.kvHeads[i] > 0) {
            QCOMPARE(uint64_t(l.nHeadKv), d.kvHeads[i]);
            QCOMPARE(uint64_t(l.headDimK), d.headDim.empty() ? d.headDimK : d.headDim[i]);
            QCOMPARE(uint64_t(l.headDimV), d.headDim.empty() ? d.headDimV : d.headDim[i]);
            QVERIFY2((l.attn == kv::AttnKind::Mla) == d.mla, where.constData());
            QCOMPARE(uint64_t(l.indexerK), d.indexerK);
            QVERIFY2((l.attn == kv::AttnKind::Swa) == bool(d.swa[i]), where.constData());
            QVERIFY2((l.attn == kv::AttnKind::Chunked) == bool(d.chunked[i]), where.constData());
            if (d.swa[i]) {
                QCOMPARE(uint64_t(l.window), d.window);
                ++swaLayers;
            }
            if (d.chunked[i]) {
                QCOMPARE(uint64_t(l.window), d.chunk);
                ++chunkedLayers;
            }
        }
        QVERIFY2(l.hasRecurrent() == bool(d.recurrent[i]), where.constData());
        if (d.recurrent[i]) {
            QCOMPARE(l.stateR, d.stateR);
            QCOMPARE(l.stateS, d.stateS);
        }
    }
    QCOMPARE(uint64_t(m->nEmbdPerLayer), d.perLayerEmbd);
    uint64_t sharedSwa = 0;
    for (uint64_t i = 0; i < d.nLayer; ++i)
        sharedSwa += (!d.kvShared.empty() && d.kvShared[i] && d.swa[i]) ? 1 : 0;
    swaLayers -= sharedSwa; // census counts a KV-shared layer as shared, not as sliding
    QCOMPARE(uint64_t(kv::census(*m).swa), swaLayers);
    QCOMPARE(uint64_t(kv::census(*m).chunked), chunkedLayers);
    QCOMPARE(kv::kvBytesPerToken(*m, kv::ElemType::F16, kv::ElemType::F16), kvBytesF16(d));
}

void TestPresets::parameterCount_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("published");
    for (const auto& r : kReferences)
        QTest::addRow("%s", r.id) << QString::fromLatin1(r.id) << r.published;
}

void TestPresets::parameterCount()
{
    QFETCH(QString, id);
    QFETCH(double, published);
    const kv::ModelSpec* m = catalog().findModel(id.toStdString());
    QVERIFY(m);
    const kv::ParamCounts& p = m->params;
    const double total = double(p.total());
    QVERIFY2(std::abs(total - published) <= toleranceFor(id) * published,
             qPrintable(QStringLiteral("%1 vs published %2").arg(total, 0, 'f', 0).arg(published, 0, 'f', 0)));
    QVERIFY(p.embedding > 0 && p.norm > 0);
    // Gemma 3n / 4: the per-layer embedding table (n_vocab x n_layer x PLE width) sits beside token_embd.
    QCOMPARE(p.embedding, uint64_t(m->nVocab) * (m->nEmbd + uint64_t(m->nLayer()) * m->nEmbdPerLayer));
    QCOMPARE(p.output, m->tiedEmbeddings ? uint64_t(0) : uint64_t(m->nVocab) * m->nEmbd);
    if (m->isMoe()) {
        QVERIFY(p.experts > 0);
        QVERIFY(m->nExpertUsed > 0 && m->nExpertUsed < m->nExpert);
        // Active = everything but the routed experts a token does not use.
        QCOMPARE(m->activeParams, p.total() - p.experts + p.experts / m->nExpert * m->nExpertUsed);
    } else {
        QCOMPARE(p.experts, uint64_t(0));
        QCOMPARE(m->activeParams, uint64_t(0));
    }
}

void TestPresets::spotChecks()
{
    const kv::Catalog& cat = catalog();

    // Llama 3.1 8B, tensor by tensor: 128256 x 4096 embedding and output, 32 layers of
    // q/k/v/o (4096x4096, 2 x 4096x1024, 4096x4096), SwiGLU 3 x 4096x14336, 2 norms per layer + final.
    const kv::ModelSpec* llama = cat.findModel("llama-3.1-8b");
    QVERIFY(llama);
    QCOMPARE(llama->params.embedding, uint64_t(525336576));
    QCOMPARE(llama->params.attention, uint64_t(1342177280));
    QCOMPARE(llama->params.ffn, uint64_t(5637144576));
    QCOMPARE(llama->params.norm, uint64_t(266240));
    QCOMPARE(llama->params.output, uint64_t(525336576));
    QCOMPARE(llama->params.total(), uint64_t(8030261248));
    QCOMPARE(kv::kvBytesPerToken(*llama, kv::ElemType::F16, kv::ElemType::F16), uint64_t(131072));

    // Gemma 3 27B: 52 sliding layers (window 1024) and 10 global ones.
    const kv::ModelSpec* gemma = cat.findModel("gemma-3-27b");
    QVERIFY(gemma);
    kv::LayerCensus c = kv::census(*gemma);
    QCOMPARE(c.swa, 52u);
    QCOMPARE(c.full, 10u);
    for (const auto& l : gemma->layers)
        if (l.attn == kv::AttnKind::Swa)
            QCOMPARE(l.window, 1024u);
    QCOMPARE(gemma->layers[5].attn, kv::AttnKind::Full);
    QCOMPARE(gemma->layers[61].attn, kv::AttnKind::Swa);

    // DeepSeek-V3: 61 MLA layers, each caching 576 K values (512 latent + 64 rope) and no V.
    const kv::ModelSpec* ds = cat.findModel("deepseek-v3");
    QVERIFY(ds);
    c = kv::census(*ds);
    QCOMPARE(c.mla, 61u);
    QCOMPARE(c.full + c.swa + c.recurrent, 0u);
    for (const auto& l : ds->layers) {
        QCOMPARE(l.kValues(), uint64_t(576));
        QCOMPARE(l.vValues(), uint64_t(0));
    }
    QCOMPARE(ds->nExpert, 256u);
    QCOMPARE(ds->nExpertUsed, 8u);

    // Jamba 1.5 Mini: attention at 4, 12, 20, 28; Mamba in the other 28 layers.
    const kv::ModelSpec* jamba = cat.findModel("jamba-1.5-mini");
    QVERIFY(jamba);
    c = kv::census(*jamba);
    QCOMPARE(c.full, 4u);
    QCOMPARE(c.recurrent, 28u);
    QVERIFY(jamba->layers[4].hasAttention() && !jamba->layers[4].hasRecurrent());
    QVERIFY(!jamba->layers[0].hasAttention() && jamba->layers[0].hasRecurrent());

    // gpt-oss 20B: 12 sliding layers (window 128, the even ones) and 12 full ones.
    const kv::ModelSpec* oss = cat.findModel("gpt-oss-20b");
    QVERIFY(oss);
    c = kv::census(*oss);
    QCOMPARE(c.swa, 12u);
    QCOMPARE(c.full, 12u);
    QCOMPARE(oss->layers[0].attn, kv::AttnKind::Swa);
    QCOMPARE(oss->layers[0].window, 128u);
    QCOMPARE(oss->layers[1].attn, kv::AttnKind::Full);

    // Falcon-H1 7B: attention and Mamba-2 in every one of its 44 layers.
    const kv::ModelSpec* falcon = cat.findModel("falcon-h1-7b");
    QVERIFY(falcon);
    c = kv::census(*falcon);
    QCOMPARE(c.full, 44u);
    QCOMPARE(c.recurrent, 44u);

    // Qwen3-Next: full attention at 3, 7, ..., 47, Gated DeltaNet in the other 36.
    const kv::ModelSpec* next = cat.findModel("qwen3-next-80b-a3b");
    QVERIFY(next);
    c = kv::census(*next);
    QCOMPARE(c.full, 12u);
    QCOMPARE(c.recurrent, 36u);
    QCOMPARE(next->recurrent.kind, kv::RecurrentKind::GatedDeltaNet);

    // Llama 4 Scout: 36 chunked layers (chunk 8192) and 12 NoPE global ones at 3, 7, ..., 47; 16 experts, top-1.
    // Parameters by hand: embedding and output 202048 x 5120 = 1034485760 each; attention per layer
    // 2 x 5120 x 5120 (q, o) + 2 x 5120 x 1024 (k, v) = 62914560; per layer 16 experts and one shared expert
    // of 3 x 5120 x 8192 = 125829120 each; router 5120 x 16; 2 norms per layer + the final one.
    const kv::ModelSpec* scout = cat.findModel("llama-4-scout-17b-16e");
    QVERIFY(scout);
    c = kv::census(*scout);
    QCOMPARE(c.chunked, 36u);
    QCOMPARE(c.full, 12u);
    QCOMPARE(scout->layers[3].attn, kv::AttnKind::Full);
    QCOMPARE(scout->layers[0].attn, kv::AttnKind::Chunked);
    QCOMPARE(scout->layers[0].window, 8192u);
    QCOMPARE(scout->params.attention, uint64_t(48) * 62914560);
    QCOMPARE(scout->params.experts, uint64_t(48) * 16 * 125829120);
    QCOMPARE(scout->params.ffn, uint64_t(48) * 125829120);
    QCOMPARE(scout->params.other, uint64_t(48) * 5120 * 16);
    QCOMPARE(scout->params.total(), uint64_t(107769861120));
    // Active: everything but 15 of the 16 experts = 17172894720 ("17B active").
    QCOMPARE(scout->activeParams, uint64_t(107769861120) - uint64_t(48) * 15 * 125829120);
    // f16 K + V per token: 48 layers x 8 heads x 128 x 2 x 2 bytes = 196608.
    QCOMPARE(kv::kvBytesPerToken(*scout, kv::ElemType::F16, kv::ElemType::F16), uint64_t(196608));

    // Llama 4 Maverick: the same attention; dense layers (3 x 5120 x 16384 = 251658240) on the even layers,
    // 128 experts + a shared expert (125829120 each) on the 24 odd ones; routers 5120 x 128.
    const kv::ModelSpec* maverick = cat.findModel("llama-4-maverick-17b-128e");
    QVERIFY(maverick);
    QCOMPARE(kv::census(*maverick).chunked, 36u);
    QCOMPARE(maverick->params.experts, uint64_t(24) * 128 * 125829120);
    QCOMPARE(maverick->params.ffn, uint64_t(24) * 251658240 + uint64_t(24) * 125829120);
    QCOMPARE(maverick->params.other, uint64_t(24) * 5120 * 128);
    QCOMPARE(maverick->params.total(), uint64_t(400711848960));
    QCOMPARE(maverick->activeParams, uint64_t(400711848960) - uint64_t(24) * 127 * 125829120);

    // Nemotron Nano 9B v2 (pattern M-M-M-MM-M-M-M*-...): attention at 14, 21, 30, 39; 27 Mamba-2 blocks; the
    // 25 MLP blocks cache nothing. f16 KV per token: 4 layers x 8 heads x 128 x 2 (K, V) x 2 bytes = 16384.
    // Mamba-2 state per sequence (f32 values): r = (4 - 1) x (10240 + 2 x 8 x 128) = 36864, s = 128 x 10240.
    const kv::ModelSpec* nano = cat.findModel("nemotron-nano-9b-v2");
    QVERIFY(nano);
    c = kv::census(*nano);
    QCOMPARE(c.full, 4u);
    QCOMPARE(c.recurrent, 27u);
    for (uint32_t i : {14u, 21u, 30u, 39u})
        QVERIFY(nano->layers[i].hasAttention() && !nano->layers[i].hasRecurrent());
    QVERIFY(!nano->layers[1].hasAttention() && !nano->layers[1].hasRecurrent()); // '-': an MLP block
    QCOMPARE(nano->layers[0].stateR, uint64_t(36864));
    QCOMPARE(nano->layers[0].stateS, uint64_t(1310720));
    QCOMPARE(kv::kvBytesPerToken(*nano, kv::ElemType::F16, kv::ElemType::F16), uint64_t(16384));
    // 25 MLP blocks of up + down, 4480 x 15680 each.
    QCOMPARE(nano->params.ffn, uint64_t(25) * 2 * 4480 * 15680);

    // Nemotron 3 Nano 30B-A3B: attention at 5, 12, 19, 26, 33, 42 (2 KV heads of 128): 6 x 2 x 128 x 4 = 6144 bytes
    // per token in f16; 23 Mamba-2 blocks of d_inner 64 x 64; 23 MoE blocks of 128 experts, up + down 2688 x 1856.
    const kv::ModelSpec* n30 = cat.findModel("nemotron-3-nano-30b-a3b");
    QVERIFY(n30);
    QCOMPARE(kv::census(*n30).recurrent, 23u);
    QCOMPARE(kv::kvBytesPerToken(*n30, kv::ElemType::F16, kv::ElemType::F16), uint64_t(6144));
    QCOMPARE(n30->layers[5].nHeadKv, 2u);
    QCOMPARE(n30->layers[0].stateR, uint64_t(3) * (4096 + 2 * 8 * 128));
    QCOMPARE(n30->params.experts, uint64_t(23) * 128 * 2 * 2688 * 1856);
    QCOMPARE(n30->arch, std::string("nemotron_h_moe"));

    // OLMo 3 7B: 24 sliding layers (window 4096) and 8 global ones (3, 7, ..., 31), all 32 KV heads of 128.
    // f16 per token 32 x 32 x 128 x 4 = 524288; beyond the windows only the 8 global layers: 131072.
    const kv::ModelSpec* olmo = cat.findModel("olmo-3-7b");
    QVERIFY(olmo);
    c = kv::census(*olmo);
    QCOMPARE(c.swa, 24u);
    QCOMPARE(c.full, 8u);
    QCOMPARE(olmo->layers[3].attn, kv::AttnKind::Full);
    QCOMPARE(olmo->layers[0].attn, kv::AttnKind::Swa);
    QCOMPARE(olmo->layers[0].window, 4096u);
    QCOMPARE(kv::kvBytesPerToken(*olmo, kv::ElemType::F16, kv::ElemType::F16), uint64_t(524288));
    QCOMPARE(kv::kvBytesPerTokenBeyondWindows(*olmo, kv::ElemType::F16, kv::ElemType::F16), uint64_t(131072));
    QCOMPARE(olmo->arch, std::string("olmo2"));

    // Ministral 3 3B: 26 layers of 8 KV heads x 128 (head_dim wider than 3072 / 32): 26 x 8 x 128 x 4 = 106496.
    // Attention per layer 3072 x 4096 (q) + 2 x 3072 x 1024 (k, v) + 4096 x 3072 (o) = 31457280.
    const kv::ModelSpec* m3 = cat.findModel("ministral-3-3b");
    QVERIFY(m3);
    QCOMPARE(kv::kvBytesPerToken(*m3, kv::ElemType::F16, kv::ElemType::F16), uint64_t(106496));
    QCOMPARE(m3->params.attention, uint64_t(26) * 31457280);
    QVERIFY(m3->tiedEmbeddings);

    // Qwen3.5 4B: 8 full-attention layers of 4 KV heads x 256; Gated DeltaNet state per sequence
    // r = (4 - 1) x (2 x 16 x 128 + 32 x 128) = 24576, s = 128 x 32 x 128 = 524288 values.
    const kv::ModelSpec* q4 = cat.findModel("qwen3.5-4b");
    QVERIFY(q4);
    QCOMPARE(kv::census(*q4).recurrent, 24u);
    QCOMPARE(q4->layers[0].stateR, uint64_t(24576));
    QCOMPARE(q4->layers[0].stateS, uint64_t(524288));
    QCOMPARE(kv::kvBytesPerToken(*q4, kv::ElemType::F16, kv::ElemType::F16), uint64_t(8 * 4 * 256 * 4));

    // No SWA where llama.cpp does not apply one.
    for (const char* id : {"mistral-7b-v0.1", "qwen2.5-7b", "phi-3.5-mini"}) {
        const kv::ModelSpec* m = cat.findModel(id);
        QVERIFY2(m, id);
        QCOMPARE(kv::census(*m).swa, 0u);
    }
}

// vLLM's pages for the new layouts, by hand (block 16, f16, max_num_batched_tokens 8192, one request of
// 32768 tokens). Hybrid models: the attention block raised so a page holds one Mamba-2 state (tst_vllm_hybrid).
void TestPresets::vllmPages2026()
{
    kv::Scenario s;
    s.runtime = kv::Runtime::Vllm;
    s.typeK = s.typeV = kv::ElemType::F16;
    s.vllm.maxNumBatchedTokens = 8192;
    // Nemotron Nano 9B v2 (vLLM 1936cf38 / 001cabc1): a Mamba-2 state is (3 x (10240 + 2 x 8 x 128) + 10240 x 128)
    // x 2 = 2695168 bytes; an attention token 8 x 256 x 2 = 4096; block 16 x cdiv(2695168, 16 x 4096) = 16 x 42 = 672,
    // page 672 x 4096 = 2752512; groups of 4 layers (4 attention, 27 Mamba-2 -> 7 groups): a block id 4 pages;
    // a request cdiv(32768, 672) = 49 attention blocks + 7 state blocks = 56 x 11010048 bytes. The MLP blocks: none.
    s.model = *catalog().findModel("nemotron-nano-9b-v2");
    QCOMPARE(kv::vllmRequestBytes(s, 32768), uint64_t(56) * 4 * 2752512);
    // OLMo 3 7B: 8 global layers x 2048 pages; 24 sliding layers x (cdiv(min(4096 - 1 + 8192, 32768), 16) + 1)
    // = 769 pages; a page is 16 x 32 x 256 x 2 = 262144 bytes.
    s.model = *catalog().findModel("olmo-3-7b");
    QCOMPARE(kv::vllmRequestBytes(s, 32768), (uint64_t(8) * 2048 + uint64_t(24) * 769) * 262144);
    // Granite 4.0 H Small: 4 attention layers of 8 KV heads x 128 (4096 bytes a token), 36 Mamba-2 of
    // (3 x (8192 + 256) + 8192 x 128) x 2 = 2147840 bytes: block 16 x cdiv(2147840, 65536) = 16 x 33 = 528, page
    // 528 x 4096 = 2162688, 10 groups of 4; a request cdiv(32768, 528) = 63 + 9 = 72 block ids of 4 pages.
    s.model = *catalog().findModel("granite-4.0-h-small");
    QCOMPARE(kv::vllmRequestBytes(s, 32768), uint64_t(72) * 4 * 2162688);
}

QTEST_APPLESS_MAIN(TestPresets)
#include "tst_presets.moc"
