#pragma once
// Every diagnostic the core reports, declared once: a note on an estimate or an import (what was assumed,
// approximated or clamped), a refusal (the runtime would not start), why a runtime log differs from the plan, and
// what rebuilding a plan from a log assumed. Each entry is its enumerator, its stable code (the JSON's "code" and the
// CLI's contract; never renamed), the kinds it is reported as, and how many arguments it carries (plain strings:
// numbers, names, types). app/ words each one (app/common/wording.cpp) and tst_diagnostics checks that every entry has
// a wording in English, Japanese and Italian that uses its arguments.
//   kv::Warning{kv::Diag::ContextPadded, {"16768", "16896"}}  // JSON {"code": "context-padded", "args": [...]}
//   -> "llama.cpp rounds the requested 16768 cells up to 16896 (a multiple of 256 per sequence)."
// A code is never rewritten or erased after it is emitted to mean something else; a later stage adds its own.
// Input errors (kv::InputError, errors.h) are a separate catalogue: they stop the work instead of annotating it.

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace kv {

// The kinds a diagnostic is reported as (a bit set: compute-approximate is both a note and a log check's reason).
inline constexpr uint8_t kDiagNote = 1;          // Estimate::warnings, ImportResult::assumptions
inline constexpr uint8_t kDiagRefusal = 2;       // Estimate::refusal
inline constexpr uint8_t kDiagCheckReason = 4;   // LineCheck::reason (logcompare.h)
inline constexpr uint8_t kDiagLogAssumption = 8; // Rebuilt::assumptions (logcheck/rebuild.h)

// X(enumerator, code, kinds, number of arguments)
#define KV_DIAGNOSTICS(X)                                                                                              \
    /* Notes on an estimate or an import: what was assumed, approximated or clamped */                                 \
    X(MlxComputeNotModelled, "mlx-compute-not-modelled", kDiagNote, 0)                                                 \
    X(MlxMaxKvSizeIgnored, "mlx-max-kv-size-ignored", kDiagNote, 1)                                                    \
    X(MlxServerSequential, "mlx-server-sequential", kDiagNote, 1)                                                      \
    X(AppleBandPages, "apple-band-pages", kDiagNote, 4)                                                                \
    X(AppleBandFails, "apple-band-fails", kDiagNote, 4)                                                                \
    X(ComputeApproximate, "compute-approximate", kDiagNote | kDiagCheckReason, 0)                                      \
    X(ComputeGpuSplit, "compute-gpu-split", kDiagNote, 1)                                                              \
    X(ContextPadded, "context-padded", kDiagNote, 2)                                                                   \
    X(ServerMayGrow, "server-may-grow", kDiagNote, 2)                                                                  \
    X(KoboldcppContext, "koboldcpp-context", kDiagNote, 2)                                                             \
    X(KoboldcppOneRequest, "koboldcpp-one-request", kDiagNote, 1)                                                      \
    X(KoboldcppVF16, "koboldcpp-v-f16", kDiagNote, 1)                                                                  \
    X(ServerDefaultSlots, "server-default-slots", kDiagNote, 1)                                                        \
    X(ServerContextFitted, "server-context-fitted", kDiagNote, 2)                                                      \
    X(ContextExceedsTraining, "context-exceeds-training", kDiagNote, 2)                                                \
    X(OllamaParallelForced, "ollama-parallel-forced", kDiagNote, 2)                                                    \
    X(OllamaContextRetried, "ollama-context-retried", kDiagNote, 2)                                                    \
    X(OllamaEngineNotModelled, "ollama-engine-not-modelled", kDiagNote, 1)                                             \
    X(ContextClamped, "context-clamped", kDiagNote, 2)                                                                 \
    X(ProjectorComputeNotCounted, "projector-compute-not-counted", kDiagNote, 0)                                       \
    X(DraftNotOllama, "draft-not-ollama", kDiagNote, 0)                                                                \
    X(SideModelsIgnored, "side-models-ignored", kDiagNote, 1)                                                          \
    X(RpcTrustedNetwork, "rpc-trusted-network", kDiagNote, 0)                                                          \
    X(TiedOutputDuplicated, "tied-output-duplicated", kDiagNote, 0)                                                    \
    X(VllmActivationApproximate, "vllm-activation-approximate", kDiagNote, 0)                                          \
    X(VllmCannotServeOneRequest, "vllm-cannot-serve-one-request", kDiagNote, 2)                                        \
    X(VllmSparseBlockSize, "vllm-sparse-block-size", kDiagNote, 2)                                                     \
    X(VllmHybridBlockSize, "vllm-hybrid-block-size", kDiagNote, 2)                                                     \
    X(VllmConcurrencyBelowUsers, "vllm-concurrency-below-users", kDiagNote, 2)                                         \
    X(VllmPoolLeavesLess, "vllm-pool-leaves-less", kDiagNote, 3)                                                       \
    X(VllmReserveExceedsFree, "vllm-reserve-exceeds-free", kDiagNote, 0)                                               \
    X(Exllamav3ActivationsNotModelled, "exllamav3-activations-not-modelled", kDiagNote, 0)                             \
    X(Exllamav3WeightsNotExl3, "exllamav3-weights-not-exl3", kDiagNote, 1)                                             \
    X(Exllamav3StateUnpinned, "exllamav3-state-unpinned", kDiagNote, 1)                                                \
    X(Exllamav3MaxSeqLenLimited, "exllamav3-max-seq-len-limited", kDiagNote, 2)                                        \
    X(Exllamav3ContextOverMaxSeqLen, "exllamav3-context-over-max-seq-len", kDiagNote, 2)                               \
    X(Exllamav3CacheBelowUsers, "exllamav3-cache-below-users", kDiagNote, 2)                                           \
    X(Exllamav3BatchBelowUsers, "exllamav3-batch-below-users", kDiagNote, 2)                                           \
    X(SglangDefaultFraction, "sglang-default-fraction", kDiagNote, 3)                                                  \
    X(SglangNotEnoughMemory, "sglang-not-enough-memory", kDiagNote, 2)                                                 \
    X(SglangContextOverContextLength, "sglang-context-over-context-length", kDiagNote, 2)                              \
    X(SglangRunningBelowUsers, "sglang-running-below-users", kDiagNote, 2)                                             \
    X(SglangPoolBelowUsers, "sglang-pool-below-users", kDiagNote, 2)                                                   \
    X(WhatifActive, "whatif-active", kDiagNote, 1)                                                                     \
    X(OllamaKvTypeNeedsFlashAttention, "ollama-kv-type-needs-flash-attention", kDiagNote, 1)                           \
    X(HeadDimDerived, "head-dim-derived", kDiagNote, 3)                                                                \
    X(KvHeadsDefault, "kv-heads-default", kDiagNote, 1)                                                                \
    X(SwaIgnored, "swa-ignored", kDiagNote, 2)                                                                         \
    X(SwaWindowDefault, "swa-window-default", kDiagNote, 2)                                                            \
    X(SwaGeneric, "swa-generic", kDiagNote, 2)                                                                         \
    X(ConfigDefault, "config-default", kDiagNote, 2)                                                                   \
    X(TiedDefault, "tied-default", kDiagNote, 1)                                                                       \
    X(CtxTrainUnknown, "ctx-train-unknown", kDiagNote, 0)                                                              \
    X(VocabFromEmbedding, "vocab-from-embedding", kDiagNote, 1)                                                        \
    X(VocabUnknown, "vocab-unknown", kDiagNote, 1)                                                                     \
    X(MlaLegacyGguf, "mla-legacy-gguf", kDiagNote, 1)                                                                  \
    X(ArchUnknown, "arch-unknown", kDiagNote, 1)                                                                       \
    X(ModelTypeMissing, "model-type-missing", kDiagNote, 1)                                                            \
    X(FfnAutoAdjusted, "ffn-auto-adjusted", kDiagNote, 2)                                                              \
    X(FullAttentionIntervalDefault, "full-attention-interval-default", kDiagNote, 1)                                   \
    X(ParamsDerived, "params-derived", kDiagNote, 0)                                                                   \
    X(WeightsFromIndex, "weights-from-index", kDiagNote, 1)                                                            \
    X(WeightsFromHeaders, "weights-from-headers", kDiagNote, 2)                                                        \
    X(GgufNextnNotLoaded, "gguf-nextn-not-loaded", kDiagNote, 2)                                                       \
    X(IndexSizeDiffers, "index-size-differs", kDiagNote, 2)                                                            \
    X(PromptExceedsContext, "prompt-exceeds-context", kDiagNote, 2)                                                    \
    /* Refusals: the runtime itself would not start with this configuration */                                         \
    X(QuantizedVNeedsFlashAttention, "quantized-v-needs-flash-attention", kDiagRefusal, 1)                             \
    X(DraftRefused, "draft-refused", kDiagRefusal, 1)                                                                  \
    X(MlaKvTypesDiffer, "mla-kv-types-differ", kDiagRefusal, 2)                                                        \
    X(UnsupportedCacheType, "unsupported-cache-type", kDiagRefusal, 1)                                                 \
    X(VllmCacheType, "vllm-cache-type", kDiagRefusal, 2)                                                               \
    X(MlxKvType, "mlx-kv-type", kDiagRefusal, 2)                                                                       \
    X(MlxServerNoKvOptions, "mlx-server-no-kv-options", kDiagRefusal, 1)                                               \
    X(MlxRotatingQuantized, "mlx-rotating-quantized", kDiagRefusal, 1)                                                 \
    X(MlxKvGroupSize, "mlx-kv-group-size", kDiagRefusal, 1)                                                            \
    X(MlxMlaHeadsUnknown, "mlx-mla-heads-unknown", kDiagRefusal, 1)                                                    \
    X(MlxLatentQuantized, "mlx-latent-quantized", kDiagRefusal, 2)                                                     \
    X(VllmTpExceedsGpus, "vllm-tp-exceeds-gpus", kDiagRefusal, 2)                                                      \
    X(VllmTpHeads, "vllm-tp-heads", kDiagRefusal, 2)                                                                   \
    X(OllamaNoCluster, "ollama-no-cluster", kDiagRefusal, 1)                                                           \
    X(VllmTpKvHeads, "vllm-tp-kv-heads", kDiagRefusal, 2)                                                              \
    X(VllmPpExceedsLayers, "vllm-pp-exceeds-layers", kDiagRefusal, 2)                                                  \
    X(VllmRanksExceedGpus, "vllm-ranks-exceed-gpus", kDiagRefusal, 2)                                                  \
    X(KoboldcppContextRange, "koboldcpp-context-range", kDiagRefusal, 3)                                               \
    X(KoboldcppOneKvType, "koboldcpp-one-kv-type", kDiagRefusal, 2)                                                    \
    X(KoboldcppKvType, "koboldcpp-kv-type", kDiagRefusal, 1)                                                           \
    X(KoboldcppNoCluster, "koboldcpp-no-cluster", kDiagRefusal, 1)                                                     \
    X(Exllamav3CacheType, "exllamav3-cache-type", kDiagRefusal, 2)                                                     \
    X(Exllamav3CacheSizePage, "exllamav3-cache-size-page", kDiagRefusal, 1)                                            \
    X(Exllamav3QuantWidth, "exllamav3-quant-width", kDiagRefusal, 1)                                                   \
    X(Exllamav3NeedsGpu, "exllamav3-needs-gpu", kDiagRefusal, 0)                                                       \
    X(SglangCacheType, "sglang-cache-type", kDiagRefusal, 2)                                                           \
    X(SglangTpHeads, "sglang-tp-heads", kDiagRefusal, 2)                                                               \
    X(SglangTpExceedsGpus, "sglang-tp-exceeds-gpus", kDiagRefusal, 2)                                                  \
    X(SglangNeedsGpu, "sglang-needs-gpu", kDiagRefusal, 0)                                                             \
    X(OllamaOneKvType, "ollama-one-kv-type", kDiagRefusal, 2)                                                          \
    /* Why a log line differs from the plan (kv::checkLog) */                                                          \
    X(OlderPadding, "older-padding", kDiagCheckReason, 3)                                                              \
    X(ForkSwaFull, "fork-swa-full", kDiagCheckReason, 1)                                                               \
    X(OlderSwaFull, "older-swa-full", kDiagCheckReason, 1)                                                             \
    X(NotInLog, "not-in-log", kDiagCheckReason, 0)                                                                     \
    X(NotPredicted, "not-predicted", kDiagCheckReason, 0)                                                              \
    X(PerDeviceAlignment, "per-device-alignment", kDiagCheckReason, 0)                                                 \
    X(PlacementDiffers, "placement-differs", kDiagCheckReason, 0)                                                      \
    X(WeightsApproximate, "weights-approximate", kDiagCheckReason, 0)                                                  \
    X(OllamaEstimate, "ollama-estimate", kDiagCheckReason, 0)                                                          \
    X(ModelUnknown, "model-unknown", kDiagCheckReason, 0)                                                              \
    X(RuleDiffers, "rule-differs", kDiagCheckReason, 0)                                                                \
    X(Exllamav3NoBytesInLog, "exllamav3-no-bytes-in-log", kDiagCheckReason, 0)                                         \
    X(Exllamav3CacheNotPages, "exllamav3-cache-not-pages", kDiagCheckReason, 1)                                        \
    X(VllmPoolUnknown, "vllm-pool-unknown", kDiagCheckReason, 0)                                                       \
    X(MlxPeakIsBound, "mlx-peak-is-bound", kDiagCheckReason, 1)                                                        \
    X(MlxPeakBelowPlan, "mlx-peak-below-plan", kDiagCheckReason, 1)                                                    \
    X(RepackedCopy, "repacked-copy", kDiagCheckReason, 1)                                                              \
    X(PrefillWithinBound, "prefill-within-bound", kDiagCheckReason, 3)                                                 \
    X(PrefillAboveBound, "prefill-above-bound", kDiagCheckReason, 1)                                                   \
    X(PrefillNoBound, "prefill-no-bound", kDiagCheckReason, 0)                                                         \
    X(PrefillOverContext, "prefill-over-context", kDiagCheckReason, 2)                                                 \
    X(PrefillFloorWithinBound, "prefill-floor-within-bound", kDiagCheckReason, 4)                                      \
    X(PrefillFloorAboveBound, "prefill-floor-above-bound", kDiagCheckReason, 3)                                        \
    /* What rebuilding a plan from a runtime log assumed */                                                            \
    X(LogKoboldcppContextFromAutofit, "log-koboldcpp-context-from-autofit", kDiagLogAssumption, 2)                     \
    X(LogKoboldcppContextFromCells, "log-koboldcpp-context-from-cells", kDiagLogAssumption, 2)                         \
    X(LogFreeMemoryFromLoadEnd, "log-free-memory-from-load-end", kDiagLogAssumption, 1)                                \
    X(LogFreeMemoryUnknown, "log-free-memory-unknown", kDiagLogAssumption, 0)                                          \
    X(LogContextLengthAssumed, "log-context-length-assumed", kDiagLogAssumption, 1)                                    \
    X(LogTpFromRanks, "log-tp-from-ranks", kDiagLogAssumption, 1)                                                      \
    X(LogPresetShapeDiffers, "log-preset-shape-differs", kDiagLogAssumption, 2)                                        \
    X(LogPresetByShape, "log-preset-by-shape", kDiagLogAssumption, 1)                                                  \
    X(LogPresetByFileName, "log-preset-by-file-name", kDiagLogAssumption, 2)                                           \
    X(LogWeightsFromFileName, "log-weights-from-file-name", kDiagLogAssumption, 2)                                     \
    X(LogModelGiven, "log-model-given", kDiagLogAssumption, 1)                                                         \
    X(LogGivenModelDiffers, "log-given-model-differs", kDiagLogAssumption, 2)                                          \
    X(LogWeightsFromFileSize, "log-weights-from-file-size", kDiagLogAssumption, 1)                                     \
    X(LogWeightsSchemeAssumed, "log-weights-scheme-assumed", kDiagLogAssumption, 2)                                    \
    X(LogWeightsTypeUnprinted, "log-weights-type-unprinted", kDiagLogAssumption, 1)                                    \
    X(LogSwaPatternAssumed, "log-swa-pattern-assumed", kDiagLogAssumption, 2)                                          \
    X(LogHeadDimDerived, "log-head-dim-derived", kDiagLogAssumption, 1)                                                \
    X(LogVocabUnknown, "log-vocab-unknown", kDiagLogAssumption, 0)                                                     \
    X(LogCacheTypeUnknown, "log-cache-type-unknown", kDiagLogAssumption, 1)                                            \
    X(LogCacheTypeDefault, "log-cache-type-default", kDiagLogAssumption, 1)                                            \
    X(LogContextFromCache, "log-context-from-cache", kDiagLogAssumption, 1)                                            \
    X(LogContextUnknown, "log-context-unknown", kDiagLogAssumption, 1)                                                 \
    X(LogUbatchDefault, "log-ubatch-default", kDiagLogAssumption, 1)                                                   \
    X(LogFlashAttnUnknown, "log-flash-attn-unknown", kDiagLogAssumption, 0)                                            \
    X(LogOlderUnifiedCache, "log-older-unified-cache", kDiagLogAssumption, 1)                                          \
    X(LogMaxModelLenAssumed, "log-max-model-len-assumed", kDiagLogAssumption, 1)                                       \
    X(LogExllamav3CacheModeDefault, "log-exllamav3-cache-mode-default", kDiagLogAssumption, 1)                         \
    X(LogExllamav3CacheRounded, "log-exllamav3-cache-rounded", kDiagLogAssumption, 2)                                  \
    X(LogExllamav3MaxSeqLenUnknown, "log-exllamav3-max-seq-len-unknown", kDiagLogAssumption, 1)                        \
    X(LogExllamav3BatchUnknown, "log-exllamav3-batch-unknown", kDiagLogAssumption, 1)                                  \
    X(LogExllamav3OneJob, "log-exllamav3-one-job", kDiagLogAssumption, 0)                                              \
    X(LogKvPoolGiven, "log-kv-pool-given", kDiagLogAssumption, 1)                                                      \
    X(LogCpuOnly, "log-cpu-only", kDiagLogAssumption, 1)                                                               \
    X(LogDevicesInferred, "log-devices-inferred", kDiagLogAssumption, 2)                                               \
    X(LogDevicesAllLayers, "log-devices-all-layers", kDiagLogAssumption, 1)                                            \
    X(LogWeightsNativeScheme, "log-weights-native-scheme", kDiagLogAssumption, 2)

// (end of the catalogue)

enum class Diag : uint16_t {
#define KV_DIAG_ENUM(e, code, kinds, args) e,
    KV_DIAGNOSTICS(KV_DIAG_ENUM)
#undef KV_DIAG_ENUM
};

struct DiagInfo
{
    Diag diag;
    std::string_view code;
    uint8_t kinds;
    uint8_t args;
};

// Every diagnostic, in the catalogue's order.
std::span<const DiagInfo> allDiagnostics();
const DiagInfo& info(Diag d);
// The stable code: Diag::ContextPadded -> "context-padded".
std::string_view codeName(Diag d);
// The diagnostic with this code, or nullopt (a code from a newer release, a typo in a file).
std::optional<Diag> diagFromCode(std::string_view code);

// JSON: a diagnostic is its code. Reading an unknown code throws InputError("diagnostic-unknown", code).
void to_json(nlohmann::json& j, Diag d);
void from_json(const nlohmann::json& j, Diag& d);

} // namespace kv
