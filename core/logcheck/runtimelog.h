#pragma once
// What a runtime's start-up log says: the model, the run parameters, and every allocation it reported.
// parseRuntimeLog() reads llama.cpp (llama-server / llama-cli stderr, every wording generation from
// llm_load_print_meta + llama_kv_cache_init to print_info + llama_kv_cache_iswa), ik_llama.cpp, Ollama
// server logs (msg= lines with the embedded llama.cpp output), vLLM V0 / V1 start-up logs, TabbyAPI's
// ExLlamaV3 load lines (exllamav3log.cpp), mlx_lm.generate --verbose / mlx_lm.server output (mlxlog.cpp),
// KoboldCpp consoles (its own lines around llama.cpp's) and SGLang server logs. It is
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

enum class LogDialect : uint8_t { Unknown, LlamaCpp, IkLlamaCpp, Ollama, Vllm, ExLlamaV3, Mlx, KoboldCpp, SGLang };

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
    std::optional<Measured> params;      // print_info's "model params = 552.11 M", in parameters
    std::optional<uint64_t> nFf, nFfExp; // n_ff (the largest, when printed per layer), n_ff_exp
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

// TabbyAPI loading an ExLlamaV3 model (backends/exllamav3/model.py at e632af4, and the 2025 wording of
// adjust_cache_size). It prints the sizes it settled on, never bytes: exllamav3 reports no allocation.
//   "Using configured max_seq_len: 16384 tokens."  "Using configured cache_size: 32768 tokens."
//   "The given cache size (20000) is not a multiple of 256." / "Overriding cache_size with an overestimated
//   value of 20224 tokens."   "The given max_seq_len (65536) is larger than the cache size and will be limited
//   to 32768 tokens."   config.yml lines pasted with the log: "cache_mode: Q4", "max_batch_size: 2".
struct LogExllamaV3
{
    std::string modelDir;                     // "Loading model: /models/Qwen3-32B-exl3_4.5bpw"
    std::optional<uint64_t> maxSeqLen;        // the max_seq_len asked for (configured, the model's, or 8192)
    std::string maxSeqLenFrom;                // "configured" | "model" | "default"
    std::optional<uint64_t> maxSeqLenLimit;   // "... will be limited to N tokens" (max_seq_len lowered to cache_size)
    std::optional<uint64_t> cacheSize;        // the cache_size asked for (configured, or defaulted to max_seq_len)
    bool cacheSizeDefaulted = false;          // "cache_size is undefined. Defaulting to N tokens."
    std::optional<uint64_t> cacheSizeRounded; // older TabbyAPI: "Overriding cache_size with ... value of N tokens."
    std::string cacheMode;                    // config.yml cache_mode ("FP16", "Q4", "8,6"); "" = not in the paste
    std::optional<uint64_t> maxBatchSize;     // config.yml max_batch_size
    std::string split;                        // "autosplit" | "tensor-parallel" | "manual" (one GPU or gpu_split)
    bool loaded = false;                      // "Model successfully loaded."
    bool operator==(const LogExllamaV3&) const = default;
};

// mlx-lm (mlx_lm/generate.py and server.py at d78bf58). GB are 10^9 bytes (mx.get_peak_memory() / 1e9).
//   "Prompt: 1929 tokens, 775.695 tokens-per-sec"  "Generation: 256 tokens, 72.733 tokens-per-sec"
//   "Peak memory: 5.197 GB"   server: "Prompt Cache: 3 sequences, 1.20 GB"
//   command line: "mlx_lm.generate --model M --max-kv-size N --kv-bits B --kv-group-size G --quantized-kv-start S"
struct LogMlx
{
    std::string tool; // "mlx_lm.generate" | "mlx_lm.server" (from the command line), "" = not named
    std::optional<uint64_t> promptTokens, generationTokens;
    std::optional<Measured> promptTps, generationTps;
    std::optional<Measured> peakMemory;  // the process's peak: weights + caches + activations + transients
    std::optional<Measured> promptCache; // the server's prompt cache, every sequence it keeps
    std::optional<uint64_t> promptCacheSequences;
    std::optional<uint64_t> maxKvSize, kvBits, kvGroupSize, quantizedKvStart;
    bool operator==(const LogMlx&) const = default;
};

// KoboldCpp's own lines around llama.cpp's: "Welcome to KoboldCpp - Version 1.114.1", the printed
// Namespace(...) of its arguments, "Autofit Success: 1, Autofit Result: -c 8320 -ngl 0".
//   Namespace(... contextsize=8192, ... flashattention=False, ...) -> contextSize 8192, flashAttention false
struct LogKobold
{
    std::string version;                            // "1.114.1"
    std::optional<uint64_t> contextSize, batchSize; // contextsize=, batchsize= (older: blasbatchsize=)
    std::optional<int64_t> gpuLayers;               // gpulayers= (-1: KoboldCpp's automatic fit)
    std::string quantKv;                            // quantkv= as printed ("0", "1", "2", or a type name)
    std::optional<bool> flashAttention, useSwa, lowVram;
    std::optional<uint64_t> autofitContext, autofitGpuLayers; // "Autofit Result: -c N -ngl M"
    bool operator==(const LogKobold&) const = default;
};

// SGLang's scheduler lines (model_runner.py, memory_pool.py, scheduler.py) and its ServerArgs dump.
//   "Load weight end. type=..., dtype=torch.bfloat16, avail mem=19.08 GB, mem usage=3.76 GB."
//   "KV Cache is allocated. #tokens: 580364, K size: 4.15 GB, V size: 4.15 GB"  (MLA: "KV size: X GB")
//   "max_total_num_tokens=580364, chunked_prefill_size=2048, ..., max_running_requests=1, context_len=8192, ..."
// SGLang's "GB" is 2^30 bytes (it divides by 1 << 30).
struct LogSglang
{
    std::optional<Measured> availBeforeLoad, availAfterLoad, weights; // Load weight begin / end (per GPU)
    std::optional<Measured> kSize, vSize, kvSize;                     // KV Cache is allocated (kvSize: MLA)
    std::optional<uint64_t> kvTokens, maxTotalTokens, maxRunningRequests, contextLen, chunkedPrefill;
    std::optional<Measured> memFractionStatic;               // server_args mem_fraction_static / --mem-fraction-static
    std::optional<uint64_t> contextLength, tpSize, pageSize; // --context-length, --tp-size, --page-size
    std::optional<uint64_t> tpRanks;                         // the most ranks the prefixes name ("[... TP1]" -> 2)
    std::string kvCacheDtype, dtype, modelType;              // "auto" / "fp8_e5m2"; torch.bfloat16; Qwen2ForCausalLM
    bool operator==(const LogSglang&) const = default;
};

// A prompt-processing speed the run printed (issue 32), checked against the prefill bound (promptcheck.h):
//   llama.cpp (llama-cli, llama-server, llama_perf_context_print):
//     "prompt eval time =    5068.63 ms /  1024 tokens (    4.95 ms per token,   202.03 tokens per second)"
//   llama-bench's markdown table: "| llama 8B Q4_K - Medium | 4.58 GiB | 8.03 B | CUDA | 99 | pp512 | 11723.35 ± 41.65
//   |"
//     (only plain ppN rows: "pp512 @ d4096" starts at a depth and "pp512+tg128" mixes in decoding)
//   `ollama run --verbose`: "prompt eval count:    26 token(s)" then "prompt eval rate:     680.63 tokens/s"
//   mlx-lm: "Prompt: 1929 tokens, 775.695 tokens-per-sec" (kept in LogMlx too)
struct LogPrompt
{
    std::string source; // "llama.cpp", "llama-bench", "ollama", "mlx"
    uint64_t tokens = 0;
    Measured tokensPerSecond;
    bool operator==(const LogPrompt&) const = default;
};
inline constexpr size_t kMaxLogPrompts = 16; // the last 16 prompt lengths a log printed

// A serving engine's prompt throughput averaged over a span of wall time (issue 32): not a prompt's speed, and no
// prompt length. The span holds the prompt work and whatever else the engine did (decoding, waiting), so the
// figure is at most a floor on the prefill speed while prompts were being read, never an efficiency.
//   vLLM V1 (vllm/v1/metrics/loggers.py LoggingStatLogger.log, at 005a810; the same wording in 0.9.1):
//     "Engine 000: Avg prompt throughput: 3276.8 tokens/s, Avg generation throughput: 48.2 tokens/s, Running: ..."
//     the prompt lengths of the requests whose first token came in the interval (vllm/v1/metrics/stats.py
//     IterationStats.update_from_output adds a request's whole prompt then, prefix-cache hits included) over the
//     interval, VLLM_LOG_STATS_INTERVAL (vllm/envs.py, 10 s by default)
//   vLLM V0 (vllm/engine/metrics.py LoggingStatLogger.log, at 00c33e8, vLLM 0.4-0.6):
//     "Avg prompt throughput: 812.4 tokens/s, Avg generation throughput: 30.2 tokens/s, Running: 1 reqs, ..."
//     the prompt tokens each step scheduled (the chunks of chunked prefill) over at least 5 s
//     (vllm/engine/llm_engine.py _LOCAL_LOGGING_INTERVAL_SEC)
//   SGLang (python/sglang/srt/observability/scheduler_metrics_mixin.py report_prefill_stats, at 00eef54):
//     "Prefill batch, #new-seq: 1, #new-token: 8192, #cached-token: 0, ..., input throughput (token/s): 5210.40"
//     the new (not cached) tokens of the previous prefill batch over the wall time since the previous such line;
//     older builds (managers/scheduler.py, scheduler_metrics_mixin.py at 01bb3c8) print it only on a disaggregated
//     prefill server
// Kept: the busiest line's figure (the highest, with its printed rounding), and how many lines printed one above 0.
struct LogThroughput
{
    std::string source; // "vllm" | "sglang"
    Measured tokensPerSecond;
    uint64_t intervals = 0; // lines with a prompt throughput above 0
    bool operator==(const LogThroughput&) const = default;
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
    LogExllamaV3 exllamav3;
    LogMlx mlx;
    LogKobold kobold;
    LogSglang sglang;
    std::vector<LogPrompt> prompts;                // one per prompt length, the last printed, in the order first seen
    std::optional<LogThroughput> promptThroughput; // vLLM's / SGLang's interval averages: a floor, not a speed
    uint64_t lines = 0;                            // lines read
    uint64_t recognised = 0;                       // lines that said something
    bool binary = false;                           // the text looks like a binary file
    bool operator==(const RuntimeLog&) const = default;

    bool hasAllocations() const;
};

RuntimeLog parseRuntimeLog(std::string_view text);

// Why a log cannot be checked: "" (it can), "log-empty", "log-binary", "log-not-recognised" (no line of
// any runtime), "log-no-allocations" (recognised, but it ends before any buffer was allocated and prints no prompt
// speed or prompt throughput: a llama-bench table or `ollama run --verbose` alone can be checked on its prompt speeds),
// "log-exllamav3-no-sizes" (a TabbyAPI / ExLlamaV3 log that names neither max_seq_len nor cache_size: ExLlamaV3
// prints no allocation, so those sizes are all it can be checked on).
std::string_view logProblem(const RuntimeLog& log);

// "llama.cpp", "ik_llama.cpp", "ollama", "vllm", "exllamav3", "mlx", "koboldcpp", "sglang", "unknown"
// (kv::runtimeId's spelling)
std::string_view dialectId(LogDialect dialect);

} // namespace kv
