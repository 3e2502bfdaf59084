#pragma once
// What a runtime's start-up log says: the model, the run parameters, and every allocation it reported.
// parseRuntimeLog() reads llama.cpp (llama-server / llama-cli stderr, every wording generation from
// llm_load_print_meta + llama_kv_cache_init to print_info + llama_kv_cache_iswa), ik_llama.cpp, Ollama
// server logs (msg= lines with the embedded llama.cpp output) and vLLM V0 / V1 start-up logs. It is
// tolerant: ANSI colours, CRLF, timestamps and prefixes, interleaved unrelated lines, truncation and
// binary garbage are skipped, never fatal. Every number keeps its printed precision (Measured).
//
//   const kv::RuntimeLog log = kv::parseRuntimeLog(text);
//   // "llama_kv_cache: size = 3072.00 MiB (131072 cells,  12 layers,  1/1 seqs), K (f16): 1536.00 MiB, ..."
//   log.kvCaches[0].size.value == 3221225472.0;  log.kvCaches[0].cells == 131072
//   kv::logProblem(log) == ""   // usable; "log-empty", "log-binary", ... otherwise

#include "measured.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

enum class LogDialect : uint8_t { Unknown, LlamaCpp, IkLlamaCpp, Ollama, Vllm };

// The model as the log describes it (print_info / llm_load_print_meta, the GGUF key dump, vLLM config).
struct LogModel
{
    std::string name; // general.name, or vLLM's model='...'
    std::string arch;
    std::string fileType; // "Q4_K - Medium", "MXFP4 MoE", ...
    // The model file as the log names it: llama_model_loader's "loaded meta data ... from PATH", else
    // the command line's -m / --model ("/models/Qwen_Qwen3-0.6B-Q6_K.gguf").
    std::string file;
    std::optional<Measured> fileSize;
    std::optional<uint64_t> nLayer, nHead, nEmbd, nHeadKv, headDimK, headDimV, nSwa, swaPattern, nExpert, nExpertUsed,
        nCtxTrain, nVocab, kvLoraRank, nRot, ssmDConv, ssmDInner, ssmDState, ssmNGroup;
    std::vector<uint64_t> nHeadKvPerLayer; // when printed as a per-layer list
    std::vector<uint64_t> swaLayers;       // per-layer 0/1, when printed
    bool operator==(const LogModel&) const = default;
};

// How the runtime was run: printed parameters and, when present, the command line's flags.
struct LogRun
{
    std::optional<uint64_t> nCtx, nCtxSeq, nSeqMax, nBatch, nUbatch, kvPadding;
    std::optional<uint64_t> ctxRequested, parallel, nGpuLayers, nCpuMoe; // command line / Ollama request
    std::optional<uint64_t> offloadedLayers, offloadableLayers;          // "offloaded X/Y layers to GPU"
    std::string typeK, typeV;                                            // "f16", "q8_0", ... ("" = not printed)
    std::optional<bool> flashAttn, kvUnified, swaFull, kvOffload;
    std::vector<double> tensorSplit;
    std::string commandLine;
    // Ollama
    std::optional<uint64_t> numCtxRequested; // before clamping to the training context
    // vLLM
    std::optional<uint64_t> maxModelLen, blockSize, tensorParallel, maxNumSeqs, maxNumBatchedTokens;
    std::optional<Measured> gpuMemoryUtilization;
    std::string dtype, kvCacheDtype;
    bool operator==(const LogRun&) const = default;
};

// One allocation line: "CUDA0 compute buffer size = 456.98 MiB", "CUDA0 KV buffer size = ...".
struct LogBuffer
{
    std::string what;   // "model", "kv", "recurrent", "compute", "output"
    std::string device; // as printed: "CUDA0", "CUDA_Host", "CPU_Mapped", "Metal", ...
    std::string cache;  // kv buffers: "non-swa" | "swa" | "" (the only cache)
    Measured size;
    bool operator==(const LogBuffer&) const = default;
};

// One cache summary: "llama_kv_cache: size = ... (N cells, L layers, a/b seqs), K (t): ..., V (t): ..."
// or the older "KV self size = ..., K (t): ..., V (t): ..."; recurrent state "R (f32): ..., S (f32): ...".
struct LogCache
{
    std::string cache; // "non-swa" | "swa" | "" (the only cache) | "recurrent"
    Measured size;
    std::optional<Measured> k, v; // recurrent: R and S
    std::string typeK, typeV;
    std::optional<uint64_t> cells, layers, seqs, streams;
    bool operator==(const LogCache&) const = default;
};

struct LogVllm
{
    std::string engine; // "V0" | "V1" | ""
    std::string version;
    std::optional<Measured> weights, peakTorch, activationPeak, nonTorch, kvPool, totalGpuMemory, maxConcurrency;
    std::optional<Measured> kvNeeded; // "... GiB KV cache is needed" (vLLM refusing to start)
    std::optional<uint64_t> gpuBlocks, cpuBlocks, kvTokens, concurrencyTokens;
    bool operator==(const LogVllm&) const = default;
};

// Ollama's own figures (msg= lines).
struct LogOllama
{
    std::vector<LogBuffer> allocations;        // "model weights", "kv cache", "compute graph" per device
    std::optional<Measured> total, requiredKv; // "total memory"; memory.required.kv (its pre-flight estimate)
    std::string version;
    bool operator==(const LogOllama&) const = default;
};

struct RuntimeLog
{
    LogDialect dialect = LogDialect::Unknown;
    std::string generation; // llama.cpp wording: "kv_cache" | "kv_cache_unified" | "kv_cache_init"
    std::string buildInfo;  // "build: 6699 (c08002a1)" and the like
    LogModel model;
    LogRun run;
    std::vector<LogBuffer> buffers;
    std::vector<LogCache> caches;
    LogVllm vllm;
    LogOllama ollama;
    uint64_t lines = 0;      // lines read
    uint64_t recognised = 0; // lines that said something
    bool binary = false;     // the text looks like a binary file
    bool operator==(const RuntimeLog&) const = default;

    bool hasAllocations() const;
};

RuntimeLog parseRuntimeLog(std::string_view text);

// Why a log cannot be checked: "" (it can), "log-empty", "log-binary", "log-not-recognised" (no line of
// any runtime), "log-no-allocations" (recognised, but it ends before any buffer was allocated).
std::string_view logProblem(const RuntimeLog& log);

std::string_view dialectId(LogDialect dialect); // "llama.cpp", "ik_llama.cpp", "ollama", "vllm", "unknown"

} // namespace kv
