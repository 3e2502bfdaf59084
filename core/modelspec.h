#pragma once
// What kvplanner knows about a model: its layers (how each one caches), and its weights.
//
// A model is a list of layers. Each layer caches attention keys/values (full, sliding-window or
// latent), recurrent state, both (Falcon-H1), or nothing. Example, Gemma 3 27B (pattern 6, window
// 1024): layers 5, 11, ..., 59 are Full with 16 KV heads of 128; the other 52 are Swa with window 1024.
// DeepSeek-V3: 61 Mla layers caching kv_lora_rank + rope = 512 + 64 = 576 values per token, K only.
// DeepSeek-V3.2 adds its sparse attention's lightning indexer: each of the 61 layers also caches one 128-value
// indexer key per token (indexerK = 128), beside the latent.
// Kimi Linear 48B: 7 Mla layers; the other 20 are recurrent-only "kda" layers (conv + 32 x 128 x 128 state).
// Llama 4 Scout (chunk 8192, pattern 4): layers 3, 7, ..., 47 are Full (NoPE, global); the other 36 are
// Chunked with window 8192: a token attends only to the tokens of its own 8192-token chunk.
// Gemma 4 E2B (35 layers, 4 sliding + 1 full, 20 KV-shared): layers 0..14 cache (12 Swa with 1 KV head x 256,
// 3 Full with 1 x 512); layers 15..34 attend too but are kvShared: they read layer 13's (sliding) or 14's (full)
// cache and have none of their own (llama.cpp n_layer_kv_from_start, vLLM kv_sharing_target_layer_name).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

enum class AttnKind : uint8_t {
    None, // no attention cache in this layer (recurrent-only, or n_head_kv = 0)
    Full, // global attention over the whole context
    Swa,  // sliding-window attention over the last `window` tokens
    Mla,  // multi-head latent attention: one latent row per token, K only
    // Chunked local attention (Llama 4): positions split into chunks of `window` tokens, a token attends
    // only within its own chunk, so at most `window` tokens (the current chunk) are needed.
    Chunked,
};

struct LayerSpec
{
    AttnKind attn = AttnKind::Full;
    uint32_t nHeadKv = 0;  // KV heads (1 for MLA)
    uint32_t headDimK = 0; // K values per head (MLA: kv_lora_rank + qk_rope_head_dim)
    uint32_t headDimV = 0; // V values per head (MLA: 0, the latent serves as V)
    uint32_t window = 0;   // tokens: the sliding window (Swa) or the chunk size (Chunked)
    uint64_t stateR = 0;   // recurrent conv/shift state, f32 values per sequence
    uint64_t stateS = 0;   // recurrent SSM/WKV state, f32 values per sequence
    // DeepSeek sparse attention (DSA): the lightning indexer's key, one head of indexerK values per token, cached
    // beside an attention layer's K/V (llama.cpp: a second cache of the K type; vLLM: fp8 keys + f32 scales).
    uint32_t indexerK = 0;
    bool kvShared = false; // attends over an earlier layer's cache (Gemma 3n / 4): its shapes, no cache of its own

    // Attends (has attention heads), whether or not it owns a cache.
    bool attends() const { return attn != AttnKind::None && nHeadKv > 0; }
    // Owns an attention cache: attends and is not KV-shared.
    bool hasAttention() const { return attends() && !kvShared; }
    bool hasIndexer() const { return hasAttention() && indexerK > 0; }
    bool hasRecurrent() const { return stateR + stateS > 0; }
    uint64_t kValues() const { return uint64_t(nHeadKv) * headDimK; }
    uint64_t vValues() const { return uint64_t(nHeadKv) * headDimV; }
    bool operator==(const LayerSpec&) const = default;
};

// Parameter counts by tensor class. `experts` is every routed expert (all are resident);
// `output` is 0 when the output projection is tied to the embedding.
struct ParamCounts
{
    uint64_t embedding = 0;
    uint64_t attention = 0; // q/k/v/o (or MLA projections)
    uint64_t ffn = 0;       // dense FFN and shared experts
    uint64_t experts = 0;   // routed experts, all of them
    uint64_t recurrent = 0; // SSM / linear-attention / conv blocks
    uint64_t norm = 0;      // 1-D tensors kept in f32
    uint64_t output = 0;
    uint64_t other = 0; // routers, vision towers, ...

    uint64_t total() const { return embedding + attention + ffn + experts + recurrent + norm + output + other; }
    bool operator==(const ParamCounts&) const = default;
};

// Tensor classes, and bytes (or parameters) by class.
enum class TensorClass : uint8_t { Embedding, Attention, Ffn, Experts, Recurrent, Norm, Output, Other };
struct ClassBytes
{
    uint64_t embedding = 0, attention = 0, ffn = 0, experts = 0, recurrent = 0, norm = 0, output = 0, other = 0;
    uint64_t& at(TensorClass c);
    uint64_t total() const { return embedding + attention + ffn + experts + recurrent + norm + output + other; }
    bool operator==(const ClassBytes&) const = default;
};

// A real file's tensor bytes by where llama.cpp places them (GGUF import; empty for presets). A tied output
// has no bytes of its own: llama.cpp loads a copy of token_embd for it when the output layer is on a GPU.
struct FileWeights
{
    std::vector<uint64_t> layerDense;   // per repeating layer: blk.N.* except routed experts
    std::vector<uint64_t> layerExperts; // per repeating layer: routed experts (*_exps)
    uint64_t embedding = 0;             // token_embd
    uint64_t output = 0;                // output.weight (0 when tied)
    uint64_t outside = 0;               // output_norm, rope_freqs, ...: the rest outside the layers
    // NextN (multi-token prediction) blocks after the trunk: in the file (ModelSpec::weightsBytesExact counts
    // them), but llama.cpp neither loads, caches nor runs them unless --spec-type draft-mtp (v0.5.0 TENSOR_SKIP).
    uint32_t nextnLayers = 0;
    uint64_t nextnBytes = 0;
    ClassBytes bytesByClass; // the loaded tensors (without the NextN blocks)
    bool empty() const { return layerDense.empty(); }
    bool operator==(const FileWeights&) const = default;
};

// Safetensors: a model folder (config.json + *.safetensors headers), e.g. one of mlx-community's.
enum class ModelSource : uint8_t { Preset, Gguf, HfConfig, Spec, Safetensors };

// An MLX folder's quantization block (config.json "quantization": {"group_size": 64, "bits": 4}); bits 0 = the
// folder is not MLX-quantised. overrides: per-layer entries that quantise a layer differently (or not at all).
struct MlxQuantization
{
    uint32_t bits = 0;
    uint32_t groupSize = 0;
    uint32_t overrides = 0;
    std::string mode; // mlx-lm's "mode": "affine" (the default), "mxfp4", ...
    bool operator==(const MlxQuantization&) const = default;
};

// The recurrent block a model's recurrent layers run, named in spec files as "mamba", "mamba2", "gated-deltanet",
// "short-conv", "kda" (Kimi Delta Attention: d_inner = heads x head_dim, d_state = head_dim; conv state over q, k
// and v: 3 (d_conv - 1) d_inner; state d_state x d_inner) and "custom" (a spec's own state_r / state_s).
enum class RecurrentKind : uint8_t { None, Mamba, Mamba2, GatedDeltaNet, ShortConv, Kda, Custom };
std::string_view recurrentKindName(RecurrentKind k); // "" for None
std::optional<RecurrentKind> recurrentKindFromName(std::string_view name);

struct RecurrentInfo
{
    RecurrentKind kind = RecurrentKind::None;
    uint32_t dConv = 0, dInner = 0, dState = 0, nGroup = 0;
    bool operator==(const RecurrentInfo&) const = default;
};

// How a mixture-of-experts model routes, where llama.cpp's graph depends on it (DeepSeek-style models):
// leading dense layers, shared experts, the expert width, the gating function, the router's selection
// bias, normalised and scaled top-k weights and group-limited routing.
// DeepSeek-V3: 3 dense layers, 1 shared expert of 2048, sigmoid, bias, normalised, x 2.5, 8 groups of which 4 used.
struct MoeRouting
{
    enum class Gating : uint8_t { Softmax, Sigmoid };
    uint32_t nDenseLead = 0; // first_k_dense_replace / leading_dense_block_count
    uint32_t nShared = 0;    // n_shared_experts / expert_shared_count
    uint32_t nFfExp = 0;     // moe_intermediate_size / expert_feed_forward_length; 0 = derive from params.experts
    Gating gating = Gating::Softmax;
    bool probsBias = false;              // e_score_correction_bias / exp_probs_b
    bool weightsNorm = false;            // norm_topk_prob / expert_weights_norm
    double weightsScale = 1.0;           // routed_scaling_factor / expert_weights_scale
    uint32_t groups = 0, groupsUsed = 0; // n_group / topk_group (expert_group_count / _used_count); 0 or 1 = none
    bool operator==(const MoeRouting&) const = default;
};

struct ModelSpec
{
    std::string id;
    std::string name;
    std::string family;
    std::string arch; // llama.cpp architecture name: llama, gemma3, deepseek2, ...
    // The checkpoint's Hugging Face model_type ("deepseek_v2", "mixtral"): which of its architecture's checkpoint
    // families it is (arch/architecture.h), where that matters to a runtime (mlx-lm's model file); "" = the usual one.
    std::string modelType;
    std::string source;
    // Other names people type for this model: Ollama library tags ("gemma3:27b") and Hugging Face repos
    // ("google/gemma-3-27b-it"). Search data only; nothing is planned from them.
    std::vector<std::string> aliases;
    ModelSource origin = ModelSource::Spec;

    uint32_t nCtxTrain = 0;
    uint32_t nVocab = 0;
    uint32_t nEmbd = 0;
    uint32_t nHead = 0;
    uint32_t nFf = 0; // dense FFN width (feed_forward_length); 0 = unknown (derived from params.ffn)
    // Per-layer embeddings (Gemma 3n / 4 "PLE"): a second token table of n_vocab x (n_layer x nEmbdPerLayer)
    // values, counted in params.embedding with token_embd. llama.cpp keeps it with token_embd (an input-layer
    // tensor, on the CPU, quantised like token_embd); a tied output copies token_embd only, never this table.
    uint32_t nEmbdPerLayer = 0;
    uint32_t nExpert = 0;
    uint32_t nExpertUsed = 0;
    uint32_t kvLoraRank = 0;    // MLA
    uint32_t qkRopeHeadDim = 0; // MLA
    // MLA's per-head shapes (DeepSeek-V2/V3, Kimi K2): the query's LoRA rank (0: one attn_q, as in DeepSeek-V2-Lite),
    // the non-RoPE part of each query/key head and each value head after decompression. The cache does not
    // depend on them; llama.cpp's compute graph does. 0 = unknown.
    uint32_t qLoraRank = 0, qkNopeHeadDim = 0, vHeadDimMla = 0;
    MoeRouting moe;
    RecurrentInfo recurrent;
    // Llama-4-style attention temperature tuning (GGUF attention.temperature_scale; Ministral 3 and Devstral Small 2's
    // llama_4_scaling_beta): the cache does not depend on it, llama.cpp's compute graph does (one more input).
    bool attnTemperature = false;
    // An architecture ropeless by default whose file switches RoPE on (granitehybrid's rope.scaling.finetuned: Bamba,
    // or a file without the key): llama.cpp then ropes Q and K and reads the positions.
    bool ropeFinetuned = false;

    std::vector<LayerSpec> layers;
    ParamCounts params;
    uint64_t activeParams = 0; // per token (MoE: shared + used experts); 0 = same as total
    bool tiedEmbeddings = false;
    uint64_t weightsBytesExact = 0; // from a real file (GGUF tensors); 0 = derive from the scheme
    std::string weightsFileType;    // GGUF general.file_type as quantisers name it ("Q8_0"); "" = unknown
    FileWeights fileWeights;        // GGUF and safetensors folders: the exact bytes by layer and class
    MlxQuantization mlxQuant;       // an MLX folder's quantization (bits 0 = none)

    uint32_t nLayer() const { return static_cast<uint32_t>(layers.size()); }
    bool isMoe() const { return nExpert > 1; }
    // Parameters of the per-layer embedding table (part of params.embedding).
    uint64_t perLayerEmbeddingParams() const { return uint64_t(nVocab) * nLayer() * nEmbdPerLayer; }
    bool operator==(const ModelSpec&) const = default;
};

// Counts of layers by what they cache.
struct LayerCensus
{
    uint32_t full = 0, swa = 0, mla = 0, recurrent = 0, none = 0;
    uint32_t chunked = 0;
    uint32_t shared = 0; // attend over an earlier layer's cache, own none
};
LayerCensus census(const ModelSpec& model);

// Attention-type badges: "GQA", "MQA", "MHA", "SWA", "chunked", "MLA", "hybrid", "MoE".
std::vector<std::string> attentionBadges(const ModelSpec& model);

// True for the layers that keep only a bounded span of tokens (Swa and Chunked, both sized by `window`).
inline bool isLocal(AttnKind k)
{
    return k == AttnKind::Swa || k == AttnKind::Chunked;
}

// Structural checks (layer count, head sizes, windows in range). Throws InputError.
void validate(const ModelSpec& model);

} // namespace kv
