#pragma once
// A weight quantisation scheme, and the bytes a model's weights take under it.
//
// For a llama.cpp file type (Q4_K_M, Q8_0, ...) on an architecture archTensors() lays out, the weights are
// laid out tensor by tensor with the types llama.cpp's quantizer picks (quantrules.h): the bits per weight
// are then an output, what the file would be. Anything else (FP8, AWQ/GPTQ, an architecture not laid out
// yet) falls back to the scheme's average bits per tensor class, calibrated against published file sizes
// (resources/presets/weights.json). A real file (GGUF) keeps its exact tensor bytes.
//   Q4_K_M on Llama-3.1-8B: 224 tensors Q4_K, 32 Q6_K (half of attn_v and ffn_down, use_more_bits),
//   token_embd Q4_K, output Q6_K, 65 norms F32 = 4912898304 bytes = 4.8944 bits per weight (published 4.8944).
// The layout is a GGUF file's: only the runtimes that load GGUF files get it. vLLM, SGLang, MLX and
// ExLlamaV3 load checkpoints whose tensors keep the scheme's dtype (a BF16 checkpoint has no F32 routers or
// biases; gpt-oss-20b would gain 18 MB of them), so they get the average bits even for "BF16".

#include "llamacpp/weightlayout.h"
#include "modelspec.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace kv {

struct WeightScheme
{
    std::string id;       // "Q4_K_M", "BF16", "AWQ-INT4", ...
    double bodyBits = 16; // fallback: attention, FFN, experts, recurrent blocks
    double embeddingBits = 16;
    double outputBits = 16;
    double normBits = 32;
    bool imatrix = false; // llama.cpp file types: quantised with an importance matrix (changes a few rules)
    bool operator==(const WeightScheme&) const = default;
};

// How the weight bytes were obtained.
enum class WeightsMethod : uint8_t {
    File,        // a real file's tensor bytes (GGUF), or a total it states (safetensors index, a log)
    PerTensor,   // laid out tensor by tensor with llama.cpp's quantizer rules
    AverageBits, // the scheme's average bits per tensor class
};

// The weights by where llama.cpp places them. A tied output has no bytes of its own in the file:
// outputCopy is the copy of token_embd llama.cpp loads on the output layer's device when that is a GPU.
struct WeightSplit
{
    std::vector<uint64_t> layerDense;   // per repeating layer (attention, dense FFN, norms, routers)
    std::vector<uint64_t> layerExperts; // per repeating layer: routed experts (--n-cpu-moe keeps them in RAM)
    uint64_t embedding = 0;             // token_embd: always in RAM
    uint64_t output = 0;                // output.weight and the other tensors outside the layers
    uint64_t outputCopy = 0;            // tied: bytes of the token_embd copy on a GPU holding the output layer
    uint64_t fileBytes() const;         // everything once: what the file holds (and what mmap maps)
    bool operator==(const WeightSplit&) const = default;
};

// What the weights file is (or would be): bytes, bits per weight, by class and by ggml type.
struct WeightsInfo
{
    WeightsMethod method = WeightsMethod::AverageBits;
    std::string_view rules; // PerTensor: kQuantRulesVersion (static text)
    uint64_t fileBytes = 0;
    double bitsPerWeight = 0;           // fileBytes x 8 / parameters
    ClassBytes bytesByClass;            // empty when only a total is known
    std::vector<TypeBytes> bytesByType; // PerTensor only
    bool operator==(const WeightsInfo&) const = default;
};

// What the runtime loads: a GGUF file (llama.cpp, Ollama, KoboldCpp, the ideal baseline) or a checkpoint.
enum class WeightsFormat : uint8_t { Gguf, Checkpoint };

WeightSplit weightSplit(const ModelSpec& model, const WeightScheme& scheme, WeightsFormat format);
// The same without copying: the memoised layout of a preset is shared, not copied, per estimate.
std::shared_ptr<const WeightSplit> sharedWeightSplit(const ModelSpec& model, const WeightScheme& scheme,
                                                     WeightsFormat format);

// A model's weights under one scheme and format, looked up once. The searches and sweeps that vary only the context
// and the users carry it in their scenario (Scenario::resolved), so that each of their steps does not look the layout
// up again; it names what it was resolved for, and a scenario whose model or scheme is another ignores it.
struct ResolvedWeights
{
    std::string model, scheme; // ids
    bool imatrix = false;
    WeightsFormat format = WeightsFormat::Gguf;
    std::shared_ptr<const WeightSplit> split;
    WeightsInfo info;
    bool resolves(const ModelSpec& m, const WeightScheme& w, WeightsFormat f) const
    {
        return format == f && imatrix == w.imatrix && model == m.id && scheme == w.id;
    }
};
// What a scenario carries, never part of its value: equal whatever it holds, and no file reads or writes it.
struct ResolvedRef
{
    std::shared_ptr<const ResolvedWeights> weights;
    bool operator==(const ResolvedRef&) const { return true; }
};
// `known` when it already resolves this model, scheme and format; else they resolved now.
ResolvedRef resolveWeights(const ModelSpec& model, const WeightScheme& scheme, WeightsFormat format,
                           const ResolvedRef& known = {});
// sharedWeightSplit, answered from `known` when it was resolved for this model, scheme and format.
std::shared_ptr<const WeightSplit> sharedWeightSplit(const ModelSpec& model, const WeightScheme& scheme,
                                                     WeightsFormat format, const ResolvedRef& known);
WeightsInfo weightsInfo(const ModelSpec& model, const WeightScheme& scheme, WeightsFormat format);
WeightsInfo weightsInfo(const ModelSpec& model, const WeightScheme& scheme, WeightsFormat format,
                        const ResolvedRef& known);

// Bytes of the model's weights under the scheme (weightsInfo().fileBytes).
uint64_t weightBytes(const ModelSpec& model, const WeightScheme& scheme, WeightsFormat format);

// Bytes of one tensor class under average bits.
uint64_t classBytes(uint64_t params, double bits);

} // namespace kv
