#include "wording.h"

#include "defaults.h"
#include "estimatejson.h"
#include "format.h"
#include "mlx/mlx.h"

#include <QCoreApplication>
#include <QLocale>

#include <optional>

namespace kvapp {

namespace {

// lupdate files tr() in free functions under the namespace's name; a class context keeps the .ts
// context and the one looked up at run time the same.
struct Wording
{
    Q_DECLARE_TR_FUNCTIONS(Wording)
};

// The core's arguments are plain strings; whole numbers among them (cell counts, bytes) are written
// the local way ("32.768" in Italian), everything else (names, types, 0.90) as it is.
QString arg(const std::vector<std::string>& args, size_t i)
{
    if (i >= args.size())
        return QString();
    const QString text = QString::fromStdString(args[i]);
    bool whole = false;
    const qulonglong n = text.size() >= 4 && text.size() <= 19 ? text.toULongLong(&whole) : 0;
    return whole && text.front().isDigit() ? QLocale().toString(n) : text;
}

} // namespace

namespace {

// The notes of MLX's and Apple silicon's (mlx.h, the memory bands).
std::optional<QString> mlxWarning(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == kv::Diag::MlxComputeNotModelled)
        return Wording::tr("MLX's activation memory is not modelled (counted as 0 unless --compute-mib is given).");
    if (w.code == kv::Diag::MlxMaxKvSizeIgnored)
        return Wording::tr("mlx-lm builds this model's (%1) caches itself and ignores --max-kv-size.").arg(arg(a, 0));
    if (w.code == kv::Diag::MlxServerSequential)
        //: %1 the number of users
        return Wording::tr("mlx_lm.server cannot batch this model (its chunked-attention cache has no merge): it "
                           "answers the %1 users one after another, so one user's cache is live at a time and the "
                           "others wait.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::AppleBandPages || w.code == kv::Diag::AppleBandFails) {
        const auto bytes = [&](size_t i) { return i < a.size() ? QString::fromStdString(a[i]).toULongLong() : 0ull; };
        //: %1 bytes the plan needs, %2 bytes of the GPU working-set limit, %3 bytes of the runtime's hard limit
        QString text = w.code == kv::Diag::AppleBandPages
                           ? Wording::tr("The plan needs %1, more than the GPU working-set limit (%2) but within the "
                                         "hard limit (%3): it loads, then pages and slows down.")
                           : Wording::tr("The plan needs %1, more than the GPU working-set limit (%2) and the hard "
                                         "limit (%3): it fails to load.");
        text = text.arg(formatBytes(bytes(0)), formatBytes(bytes(1)), formatBytes(bytes(2)));
        if (bytes(3) > 0)
            //: %1 the sysctl command line
            text += Wording::tr(" Raise the limit with %1 (the plan plus the OS reserve).")
                        .arg(QStringLiteral("sudo sysctl iogpu.wired_limit_mb=%1").arg(bytes(3)));
        else
            text += Wording::tr(" No wired limit can help: the plan and the OS reserve exceed the memory.");
        return text;
    }
    return std::nullopt;
}

// The notes of llama.cpp's, llama-server's, KoboldCpp's and Ollama's.
std::optional<QString> llamaCppWarning(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == kv::Diag::ComputeApproximate)
        return Wording::tr("The compute buffer is an approximation (logits and activations of one micro-batch); "
                           "the runtime's own figure may differ by some tens of MiB.");
    if (w.code == kv::Diag::ComputeGpuSplit)
        //: %1 bytes of compute buffer in host memory (CUDA_Host)
        return Wording::tr("The GPUs' compute buffers follow llama.cpp's own graph as its scheduler splits it over the "
                           "devices; the share in host memory (%1) is not yet confirmed by a runtime log and may be "
                           "a few MiB short.")
            .arg(formatBytes(a.empty() ? 0 : QString::fromStdString(a[0]).toULongLong()));
    if (w.code == kv::Diag::ContextPadded)
        return Wording::tr("llama.cpp rounds the requested %1 cells up to %2 (a multiple of 256 per sequence).")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::ServerMayGrow) {
        const auto bytes = [&](size_t i) { return i < a.size() ? QString::fromStdString(a[i]).toULongLong() : 0ull; };
        const uint64_t checkpoints = bytes(1);
        //: %1 bytes, llama-server's prompt cache limit
        QString text = Wording::tr("While it serves, llama-server's prompt cache can take up to %1 more of system "
                                   "RAM (--cache-ram; 0 turns it off).")
                           .arg(formatBytes(bytes(0)));
        if (checkpoints > 0)
            //: %1 bytes of context checkpoints
            text += Wording::tr(" Context checkpoints of the sliding-window or recurrent state can add up to %1 "
                                "(--ctx-checkpoints, 32 per slot).")
                        .arg(formatBytes(checkpoints));
        return text;
    }
    if (w.code == kv::Diag::KoboldcppContext)
        //: %1 --contextsize, %2 the cells llama.cpp allocates
        return Wording::tr("KoboldCpp adds 128 cells to --contextsize %1 against fragmentation, and llama.cpp "
                           "rounds the cache up to %2 cells (a multiple of 256).")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::KoboldcppOneRequest)
        //: %1 the number of users
        return Wording::tr("KoboldCpp serves one request at a time: the %1 users take turns (--multiuser queues "
                           "them), and the cache holds one conversation.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::KoboldcppVF16)
        //: %1 a cache type such as q8_0
        return Wording::tr("Without flash attention KoboldCpp quantises only the K cache to %1; the V cache stays "
                           "f16.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::ServerDefaultSlots)
        return Wording::tr("Without -np, llama-server opens %1 slots that share one cache (--kv-unified); each "
                           "request may use up to the training context of it.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::ServerContextFitted)
        //: %1 the training context x the slots, %2 the context llama-server settles on
        return Wording::tr("Without -c, llama-server wants %1 cells (the training context for every slot) and "
                           "shrinks that to %2 so that each GPU keeps 1 GiB free (-fit on). Give -c to choose.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::ContextExceedsTraining)
        return Wording::tr("Each sequence gets %1 cells, more than the %2 tokens the model was trained on: quality "
                           "may drop beyond the training context.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::OllamaParallelForced)
        //: %1 the model's architecture, %2 OLLAMA_NUM_PARALLEL as set
        return Wording::tr("Ollama runs %1 models one request at a time: OLLAMA_NUM_PARALLEL=%2 becomes 1.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::OllamaContextRetried)
        //: %1 Ollama's automatic num_ctx, %2 the lower one it retries with
        return Wording::tr("At num_ctx %1 the load runs out of memory; Ollama retries once with num_ctx %2 (its "
                           "automatic context only). Set OLLAMA_CONTEXT_LENGTH to choose.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::OllamaEngineNotModelled)
        return Wording::tr("Ollama 0.24 ran %1 on its own Go engine, whose latent or recurrent caches kvplanner "
                           "does not model: the figures follow llama.cpp's rules.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::ContextClamped)
        return Wording::tr("Ollama limits num_ctx to the model's training context: %1 becomes %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::TiedOutputDuplicated)
        return Wording::tr(
            "The output layer shares its weights with the embedding; llama.cpp keeps a second copy on the "
            "GPU, which is counted in the weights.");
    if (w.code == kv::Diag::OllamaKvTypeNeedsFlashAttention)
        return Wording::tr("Ollama uses a %1 KV cache only with flash attention; without it, it falls back to f16.")
            .arg(arg(a, 0));
    // Assumptions of the model file readers (core/import).
    return std::nullopt;
}

// The notes of the plan's own: side models, clusters, what-ifs, the prompt.
std::optional<QString> planWarning(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == kv::Diag::ProjectorComputeNotCounted)
        return Wording::tr("The vision projector's weights are counted; the compute buffer of its image encoder is not "
                           "(llama.cpp measures it at start-up, and it depends on the image size).");
    if (w.code == kv::Diag::DraftNotOllama)
        return Wording::tr("Ollama has no speculative decoding: the draft model is left out of this plan.");
    if (w.code == kv::Diag::SideModelsIgnored)
        //: %1 a runtime (vllm, ideal)
        return Wording::tr("The vision projector and the draft model are modelled for llama.cpp; this %1 plan leaves "
                           "them out.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::RpcTrustedNetwork)
        return Wording::tr("llama.cpp's RPC server has no authentication: run ggml-rpc-server only on a network you "
                           "trust, never on an open one.");
    if (w.code == kv::Diag::WhatifActive)
        return Wording::tr("What-if: %1. It trades quality or speed for memory and is not what the runtime does by "
                           "default.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::PromptExceedsContext)
        //: %1 the prompt's tokens (--prompt), %2 the tokens one sequence may hold; no first-token time is given
        return Wording::tr("A prompt of %1 tokens does not fit in the %2 tokens a sequence may hold: the runtime "
                           "refuses such a request, so no time to the first token is given. Shorten the prompt or "
                           "raise the context.")
            .arg(arg(a, 0), arg(a, 1));
    return std::nullopt;
}

// The notes of vLLM's.
std::optional<QString> vllmWarning(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == kv::Diag::VllmActivationApproximate)
        return Wording::tr("vLLM's activation peak and non-torch memory are estimates; give the figures from a vLLM "
                           "start-up log for an exact block count.");
    if (w.code == kv::Diag::VllmCannotServeOneRequest)
        return Wording::tr(
                   "vLLM refuses to start: one request of max_model_len needs %1 bytes of KV cache but the pool "
                   "holds %2. Lower max_model_len or raise gpu_memory_utilization.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::VllmSparseBlockSize)
        //: %1 the --block-size given, %2 the block size vLLM uses instead (tokens)
        return Wording::tr(
                   "vLLM's sparse MLA backend (FlashMLA sparse) replaces --block-size %1 by %2 tokens, its only "
                   "block size.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::VllmHybridBlockSize)
        //: %1 the --block-size given, %2 the block size vLLM uses instead (tokens)
        return Wording::tr("vLLM raises --block-size %1 to %2 tokens so that one attention page holds a recurrent "
                           "layer's state (hybrid model).")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::VllmConcurrencyBelowUsers)
        return Wording::tr("vLLM can hold %1 requests of max_model_len at once; more than that of the %2 users wait "
                           "in the queue.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::VllmPoolLeavesLess)
        //: %1 the KV pool from a vLLM log, %2 what it leaves of the reservation, %3 kvplanner's estimate, in bytes
        return Wording::tr("The KV pool from the log (%1 bytes) leaves %2 bytes of vLLM's reservation for the weights, "
                           "activations and non-torch memory, less than kvplanner estimates for them (%3 bytes): the "
                           "GPU is shown as the log says. Was the log taken on a GPU with more memory?")
            .arg(arg(a, 0), arg(a, 1), arg(a, 2));
    if (w.code == kv::Diag::VllmReserveExceedsFree)
        return Wording::tr("gpu_memory_utilization reserves more than the GPU has free after the driver and display.");
    return std::nullopt;
}

// The notes of ExLlamaV3's and TabbyAPI's.
std::optional<QString> exllamav3Warning(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == kv::Diag::Exllamav3ActivationsNotModelled)
        return Wording::tr("ExLlamaV3's activation buffers and the CUDA context are not modelled: leave some hundreds "
                           "of MiB of VRAM free beside the weights and the cache.");
    if (w.code == kv::Diag::Exllamav3WeightsNotExl3)
        //: %1 the weight scheme chosen (Q4_K_M)
        return Wording::tr("ExLlamaV3 loads EXL3 models only; %1 is priced as chosen, but choose an EXL3 scheme "
                           "such as exl3-4.0bpw for what TabbyAPI loads.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::Exllamav3StateUnpinned)
        //: %1 the kind of recurrent layer (mamba, kda)
        return Wording::tr("How ExLlamaV3 stores the state of %1 layers is not pinned from its source: priced at "
                           "llama.cpp's f32 state per slot.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::Exllamav3MaxSeqLenLimited)
        //: %1 max_seq_len given, %2 cache_size (tokens)
        return Wording::tr("max_seq_len %1 is larger than the cache: TabbyAPI limits it to cache_size %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::Exllamav3ContextOverMaxSeqLen)
        return Wording::tr("A conversation of %1 tokens is longer than max_seq_len %2: TabbyAPI refuses it.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::Exllamav3CacheBelowUsers)
        //: %1 cache_size, %2 context x users (tokens)
        return Wording::tr("The cache holds %1 tokens for all jobs; the users need %2 at once, so some jobs wait "
                           "for pages.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::Exllamav3BatchBelowUsers)
        return Wording::tr("max_batch_size %1 runs fewer jobs at once than the %2 users; the others wait.")
            .arg(arg(a, 0), arg(a, 1));
    return std::nullopt;
}

// The notes of SGLang's.
std::optional<QString> sglangWarning(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == kv::Diag::SglangDefaultFraction)
        //: %1 the fraction, %2 MiB SGLang keeps back, %3 the GPU's memory in MiB
        return Wording::tr("SGLang's default --mem-fraction-static for this GPU: %1 (it keeps %2 MiB of %3 MiB for "
                           "activations and CUDA graphs). The heuristic changes between SGLang versions: give "
                           "--mem-fraction-static from your log to be sure.")
            .arg(arg(a, 0), arg(a, 1), arg(a, 2));
    if (w.code == kv::Diag::SglangNotEnoughMemory)
        //: %1 bytes of the static region, %2 bytes of weights
        return Wording::tr("SGLang refuses to start (\"Not enough memory\"): its static region of %1 bytes does "
                           "not hold the %2 bytes of weights and a KV pool. Raise --mem-fraction-static.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::SglangContextOverContextLength)
        return Wording::tr("A conversation of %1 tokens is longer than --context-length %2: SGLang refuses it.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::SglangRunningBelowUsers)
        return Wording::tr("--max-running-requests %1 runs fewer requests at once than the %2 users; the others "
                           "wait.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::SglangPoolBelowUsers)
        //: %1 tokens of the pool, %2 tokens the users need
        return Wording::tr("SGLang's token pool holds %1 tokens; the users need %2 at once, so some requests wait.")
            .arg(arg(a, 0), arg(a, 1));
    return std::nullopt;
}

// The notes of what reading a model file or config.json assumed.
std::optional<QString> importWarning(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == kv::Diag::HeadDimDerived)
        return Wording::tr("The head size is not in the file: taken as hidden size %1 / %2 heads = %3.")
            .arg(arg(a, 0), arg(a, 1), arg(a, 2));
    if (w.code == kv::Diag::KvHeadsDefault)
        return Wording::tr("num_key_value_heads is missing: every one of the %1 heads keeps its own K and V.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::SwaIgnored)
        return Wording::tr("The file names a sliding window of %2 tokens, but llama.cpp does not apply it for %1: "
                           "every layer caches the whole context.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::SwaWindowDefault || w.code == kv::Diag::SwaGeneric)
        return Wording::tr("Sliding window for %1 taken as %2 tokens.").arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::ConfigDefault)
        return Wording::tr("“%1” is not in the config: using the library default %2.").arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::TiedDefault)
        return Wording::tr("The config does not say whether the output layer shares the embedding; assumed %1.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::CtxTrainUnknown)
        return Wording::tr("The file does not give the training context length.");
    if (w.code == kv::Diag::VocabFromEmbedding || w.code == kv::Diag::VocabUnknown)
        return Wording::tr("The vocabulary size is taken from the embedding tensor (%1).").arg(arg(a, 0));
    if (w.code == kv::Diag::MlaLegacyGguf)
        return Wording::tr(
                   "This %1 file predates llama.cpp's latent cache: llama.cpp caches full K and V per head for it.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::ArchUnknown)
        return Wording::tr(
                   "The architecture “%1” is not known to kvplanner: read with the generic keys, check the result.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::ModelTypeMissing)
        return Wording::tr("The config has no model_type: read as a %1-like model.").arg(arg(a, 0));
    if (w.code == kv::Diag::FfnAutoAdjusted)
        return Wording::tr("The FFN width %1 is adjusted to %2 as the model code does.").arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::FullAttentionIntervalDefault)
        return Wording::tr("Full attention assumed every %1 layers.").arg(arg(a, 0));
    if (w.code == kv::Diag::ParamsDerived)
        return Wording::tr("Parameter counts are derived from the config's dimensions.");
    if (w.code == kv::Diag::WeightsFromIndex)
        return Wording::tr("Weight size %1 bytes from model.safetensors.index.json.").arg(arg(a, 0));
    if (w.code == kv::Diag::WeightsFromHeaders)
        //: %1 bytes, %2 the number of .safetensors files whose headers were read
        return Wording::tr("Weight size %1 bytes exactly, from the headers of %2 safetensors file(s).")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::GgufNextnNotLoaded)
        //: %1 the number of NextN (multi-token prediction) layers in the file, %2 their size
        return Wording::tr("The file holds %1 NextN (multi-token prediction) layer(s), %2, that llama.cpp neither "
                           "loads nor caches unless MTP drafting is on (--spec-type draft-mtp): they are not counted.")
            .arg(arg(a, 0), kvapp::formatBytes(a.size() > 1 ? QString::fromStdString(a[1]).toULongLong() : 0ull));
    if (w.code == kv::Diag::IndexSizeDiffers)
        return Wording::tr("model.safetensors.index.json states %1 bytes of weights, the headers %2: the headers "
                           "are used.")
            .arg(arg(a, 0), arg(a, 1));
    return std::nullopt;
}

} // namespace

QString describeWarning(const kv::Warning& w)
{
    for (auto* words :
         {&mlxWarning, &llamaCppWarning, &planWarning, &vllmWarning, &exllamav3Warning, &sglangWarning, &importWarning})
        if (std::optional<QString> text = words(w))
            return *text;
    return QString::fromUtf8(kv::codeName(w.code));
}

QString describeRefusal(const kv::Warning& r)
{
    const auto& a = r.args;
    if (r.code == kv::Diag::QuantizedVNeedsFlashAttention)
        return Wording::tr("llama.cpp refuses a quantised V cache (%1) without flash attention: turn flash attention "
                           "on, or keep V at f16.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::DraftRefused) {
        // %1: the draft's own refusal, carried by its code.
        const std::optional<kv::Diag> inner = a.empty() ? std::nullopt : kv::diagFromCode(a[0]);
        return Wording::tr("llama.cpp refuses the draft model: %1")
            .arg(inner ? describeRefusal(kv::Warning{*inner, {}}) : arg(a, 0));
    }
    if (r.code == kv::Diag::MlaKvTypesDiffer)
        return Wording::tr(
                   "This model caches one latent vector per token (MLA), so llama.cpp needs the same type for K "
                   "and V (got %1 and %2).")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::UnsupportedCacheType)
        return Wording::tr("llama.cpp has no %1 cache type (it offers f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0 "
                           "and iq4_nl).")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::VllmCacheType)
        return Wording::tr(
                   "vLLM's KV cache is auto (the model's 16-bit type) or fp8, the same for K and V; got %1 and %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::MlxKvType)
        return Wording::tr("MLX caches keys and values in the model's own type (f16, bf16 or f32, the same for K and "
                           "V; got %1 and %2): quantise with --kv-bits instead.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::MlxServerNoKvOptions)
        return Wording::tr("mlx_lm.server has no --max-kv-size or --kv-bits: those are mlx_lm.generate's, which "
                           "serves one prompt, not %1 users.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::MlxRotatingQuantized)
        return Wording::tr("mlx-lm cannot quantise a rotating cache (sliding-window layers or --max-kv-size): it "
                           "stops with “RotatingKVCache Quantization NYI” once %1 tokens are cached.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::MlxKvGroupSize)
        return Wording::tr("MLX cannot quantise this model's cache rows in groups of %1: a row's size must be a "
                           "multiple of the group size.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::MlxMlaHeadsUnknown)
        //: %1 the checkpoint's Hugging Face model_type, e.g. deepseek_v2
        return Wording::tr("mlx-lm's %1 model file caches each head's keys and values, but the model does not state "
                           "qk_nope_head_dim and v_head_dim: import its config.json.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::MlxLatentQuantized)
        //: %1 mlx-lm's model file, e.g. deepseek_v3; %2 tokens (--quantized-kv-start)
        return Wording::tr("mlx-lm's %1 model file cannot read a quantised latent cache: with --kv-bits it stops at "
                           "the first step after %2 tokens are cached. Leave --kv-bits off, or keep the context "
                           "below --quantized-kv-start.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::VllmTpExceedsGpus)
        return Wording::tr("Tensor parallelism over %1 GPUs needs %1 GPUs; the machine has %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::VllmTpHeads)
        //: %1 the model's attention heads, %2 the tensor-parallel size
        return Wording::tr("vLLM splits the %1 attention heads over the tensor-parallel GPUs, so their number must "
                           "divide %1; %2 does not.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::OllamaNoCluster)
        //: %1 the number of nodes
        return Wording::tr("Ollama runs a model on one machine; it cannot spread it over %1 nodes (use llama.cpp "
                           "with RPC).")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::VllmTpKvHeads)
        //: %1 the model's KV heads, %2 the tensor-parallel size
        return Wording::tr("With more tensor-parallel GPUs than its %1 KV heads, vLLM replicates them, so %2 must "
                           "be a multiple of %1.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::VllmPpExceedsLayers)
        return Wording::tr("vLLM cannot split %2 layers into %1 pipeline stages.").arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::VllmRanksExceedGpus)
        //: %1 tensor-parallel x pipeline-parallel GPUs, %2 the cluster's GPUs
        return Wording::tr("Tensor parallelism x pipeline parallelism needs %1 GPUs; the cluster has %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::KoboldcppContextRange)
        //: %1 the context asked for, %2 .. %3 KoboldCpp's range
        return Wording::tr("KoboldCpp's --contextsize takes %2 to %3 tokens, not %1.")
            .arg(arg(a, 0), arg(a, 1), arg(a, 2));
    if (r.code == kv::Diag::KoboldcppOneKvType)
        return Wording::tr("KoboldCpp sets one type for both K and V (--quantkv); got %1 and %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::KoboldcppKvType)
        return Wording::tr("KoboldCpp's --quantkv offers f16, bf16, q8_0, q5_1 and q4_0, not %1.").arg(arg(a, 0));
    if (r.code == kv::Diag::KoboldcppNoCluster)
        //: %1 the number of nodes
        return Wording::tr("KoboldCpp runs a model on one machine; it cannot spread it over %1 nodes (use llama.cpp "
                           "with RPC).")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::Exllamav3CacheType)
        return Wording::tr("ExLlamaV3's cache is FP16 or its own quantised format: choose it with --cache-mode (FP16, "
                           "Q4, Q6, Q8 or K,V bits), not the cache types %1 and %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::Exllamav3CacheSizePage)
        return Wording::tr("ExLlamaV3 needs cache_size to be a multiple of 256 tokens (its page); %1 is not.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::Exllamav3QuantWidth)
        return Wording::tr("ExLlamaV3 quantises the cache in groups of 32 values; this model's rows of %1 values do "
                           "not divide into them. Use cache_mode FP16.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::Exllamav3NeedsGpu)
        return Wording::tr("ExLlamaV3 runs on NVIDIA GPUs only (Ampere or newer); this machine has none.");
    if (r.code == kv::Diag::SglangCacheType)
        return Wording::tr("SGLang's KV cache is auto (the model's 16-bit type), fp8_e5m2 or fp8_e4m3, the same for K "
                           "and V; got %1 and %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::SglangTpHeads)
        //: %1 the model's attention heads, %2 the tensor-parallel size
        return Wording::tr("SGLang splits the %1 attention heads over the --tp-size GPUs, so %2 must divide them.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::SglangTpExceedsGpus)
        return Wording::tr("Tensor parallelism over %1 GPUs needs %1 GPUs; the machine has %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::SglangNeedsGpu)
        return Wording::tr("SGLang is planned here on GPUs only; this machine has none.");
    if (r.code == kv::Diag::OllamaOneKvType)
        return Wording::tr("Ollama sets one type for both K and V (OLLAMA_KV_CACHE_TYPE); got %1 and %2.")
            .arg(arg(a, 0), arg(a, 1));
    return QString::fromUtf8(kv::codeName(r.code));
}

namespace {

// Why a value was refused (kv::reason), in the reader's language; a bare value is shown as it is.
QString reasonText(const std::string& r, const std::vector<std::string>& args)
{
    namespace R = kv::reason;
    const auto a = [&args](size_t i) { return i < args.size() ? QString::fromStdString(args[i]) : QString(); };
    if (r == R::kNotInteger)
        return Wording::tr("expected a whole number");
    if (r == R::kNegative)
        return Wording::tr("must not be negative");
    if (r == R::kTooLarge)
        return Wording::tr("the value is too large");
    if (r == R::kMultipleOf)
        return Wording::tr("must be a multiple of %1").arg(a(0));
    if (r == R::kChoice)
        //: %1 the values allowed
        return Wording::tr("must be one of: %1").arg(a(0));
    if (r == R::kOutOfRange)
        //: %1 .. %2 the allowed range
        return Wording::tr("must lie between %1 and %2").arg(a(0), a(1));
    if (r == R::kNotText)
        return Wording::tr("expected text");
    if (r == R::kNotShortText)
        return Wording::tr("expected a short text");
    if (r == R::kNotBool)
        return Wording::tr("expected true or false");
    if (r == R::kNotObject)
        return Wording::tr("expected an object ({…})");
    if (r == R::kNotList)
        return Wording::tr("expected a list ([…])");
    if (r == R::kMissing)
        return Wording::tr("it is missing");
    if (r == R::kNeedsFields)
        //: %1 field names, e.g. "d_conv, d_inner"
        return Wording::tr("%1 are required").arg(a(0));
    if (r == R::kNeedsOneOf)
        //: %1 and %2 are field names
        return Wording::tr("give %1 or %2").arg(a(0), a(1));
    if (r == R::kPerLayerCount)
        return Wording::tr("expected one entry per layer");
    if (r == R::kBadEntries)
        //: %1 what each entry should be, e.g. "true/false" or "{}"
        return Wording::tr("each entry must be %1").arg(a(0));
    if (r == R::kLayerIndex)
        return Wording::tr("layer numbers must lie between 0 and the number of layers minus 1");
    if (r == R::kAtLeastOne)
        return Wording::tr("must be at least 1");
    if (r == R::kNotPositive)
        return Wording::tr("layers, hidden size and heads must be positive");
    if (r == R::kNotBelowLayers)
        return Wording::tr("must be less than the number of layers");
    if (r == R::kCharacters)
        //: %1 the allowed characters
        return Wording::tr("only these characters are allowed: %1").arg(a(0));
    if (r == R::kFolder)
        return Wording::tr("it is a folder");
    if (r == R::kReadFailed)
        return Wording::tr("the read failed");
    if (r == R::kNotPowerOfTwo)
        return Wording::tr("must be a power of two");
    if (r == R::kCountsExceedFile)
        return Wording::tr("its counts are larger than the file");
    if (r == R::kUnknownType)
        return Wording::tr("unknown value type %1").arg(a(0));
    if (r == R::kNestedTooDeep)
        return Wording::tr("arrays are nested too deeply");
    if (r == R::kArrayCut)
        //: %1 the number of elements the array should have
        return Wording::tr("an array of %1 elements is cut off").arg(a(0));
    if (r == R::kTooManyElements)
        return Wording::tr("too many array elements");
    if (r == R::kKeyTooLong)
        return Wording::tr("a key is longer than 64 KiB");
    if (r == R::kDuplicateKey)
        return Wording::tr("the key appears twice");
    if (r == R::kNameLength)
        return Wording::tr("impossible name length %1").arg(a(0));
    if (r == R::kDimensions)
        return Wording::tr("impossible number of dimensions: %1").arg(a(0));
    if (r == R::kOverflow)
        return Wording::tr("its size overflows");
    if (r == R::kUnaligned)
        return Wording::tr("its data is not aligned");
    if (r == R::kBeyondFile)
        return Wording::tr("its data lies beyond the end of the file");
    if (r == R::kRowBlocks)
        //: %1 values per row, %2 a ggml type such as Q4_K
        return Wording::tr("a row of %1 values is not a whole number of %2 blocks").arg(a(0), a(1));
    if (r == R::kSplitName)
        //: %1 the number of parts
        return Wording::tr("it is one of %1 parts but is not named -0000k-of-0000N").arg(a(0));
    if (r == R::kSplitCount)
        return Wording::tr("it does not match the file names");
    if (r == R::kDuplicateId)
        return Wording::tr("the id “%1” appears twice").arg(a(0));
    if (r == R::kFieldInvalid)
        return Wording::tr("“%1” is invalid").arg(a(0));
    if (r == R::kFieldMissing)
        return Wording::tr("“%1” is required").arg(a(0));
    if (r == R::kFieldRange)
        //: %1 a field, %2 .. %3 its allowed range
        return Wording::tr("“%1” must be a number from %2 to %3").arg(a(0), a(1), a(2));
    if (r == R::kFieldChoice)
        //: %1 a field, %2 the values it may take
        return Wording::tr("“%1” must be one of: %2").arg(a(0), a(1));
    if (r == R::kTooFewOwnCaches)
        return Wording::tr("it leaves fewer than 2 layers with a cache of their own");
    if (r == R::kNotScenario)
        return Wording::tr("missing: this is not a kvplanner scenario");
    if (r == R::kNotProfile)
        return Wording::tr("this is not a kvplanner machine profile");
    if (r == R::kTooManyPins)
        return Wording::tr("at most %1 pinned plans").arg(a(0));
    if (r == R::kNestedPins)
        return Wording::tr("a pinned plan cannot hold pins of its own");
    if (r == R::kWrongTypes)
        return Wording::tr("values of the wrong types");
    if (r == R::kNoLayers)
        return Wording::tr("a model needs at least one layer");
    if (r == R::kAbsurdHeads)
        return Wording::tr("impossible KV head count or head size");
    if (r == R::kNoWindow)
        return Wording::tr("a sliding-window layer without a window");
    if (r == R::kNoChunk)
        return Wording::tr("a chunked-attention layer without a chunk size");
    if (r == R::kAbsurdState)
        return Wording::tr("impossible recurrent state size");
    if (r == R::kSharedKind)
        return Wording::tr("a layer that shares another's KV cache must be an attention layer");
    if (r == R::kZeroHead)
        return Wording::tr("an attention layer with zero head size");
    if (r == R::kBadIndexer)
        return Wording::tr("indexer keys need an attention layer and a possible size");
    if (r == R::kNothingCached)
        return Wording::tr("no layer caches anything");
    if (r == R::kOverlap)
        return Wording::tr("its data overlaps the tensor “%1”").arg(a(0));
    if (r == R::kSizeMismatch)
        //: a tensor's shape and dtype give %1 bytes, its data offsets %2
        return Wording::tr("its shape needs %1 bytes, its data offsets give %2").arg(a(0), a(1));
    if (r == R::kDataGap)
        return Wording::tr("%1 bytes of data belong to no tensor").arg(a(0));
    return QString::fromStdString(r); // a value read from the input
}

} // namespace

QString describeReason(const kv::InputError& e)
{
    return e.reason().empty() ? QString() : reasonText(e.reason(), e.args());
}

QString describeError(const kv::InputError& e)
{
    const QString s = QString::fromStdString(e.subject());
    const QString d = describeReason(e);
    //: a reason after a message, e.g. " (expected a whole number)"
    const QString detail = d.isEmpty() ? QString() : Wording::tr(" (%1)").arg(d);
    const std::string& c = e.code();
    if (c == "unknown-model")
        return Wording::tr("no model preset is called “%1” (see “kvplanner-cli models”)").arg(s);
    if (c == "unknown-ollama-model")
        return Wording::tr("Ollama has no model called “%1” on this computer (see “kvplanner-cli models --local”)")
            .arg(s);
    if (c == "unknown-weights")
        return Wording::tr("unknown weight scheme “%1”").arg(s);
    if (c == "unknown-hardware")
        return Wording::tr("no hardware preset is called “%1” (see “kvplanner-cli hardware”)").arg(s);
    if (c == "context-out-of-range")
        return Wording::tr("context %1 is out of range (%2 to %3 tokens)")
            .arg(s, formatCount(kv::defaults::kContext.min), formatCount(kv::defaults::kContext.max));
    if (c == "users-out-of-range")
        return Wording::tr("users %1 is out of range (%2 to %3)")
            .arg(s, formatCount(kv::defaults::kUsersRange.min), formatCount(kv::defaults::kUsersRange.max));
    if (c == "batch-out-of-range")
        return Wording::tr("batch/ubatch size %1 is out of range").arg(s);
    if (c == "kv-bits-invalid")
        return Wording::tr("--kv-bits %1 is not one MLX quantises to (2, 3, 4, 5, 6 or 8)").arg(s);
    if (c == "kv-group-size-invalid")
        return Wording::tr("--kv-group-size %1 is not one MLX offers (32, 64 or 128)").arg(s);
    if (c == "max-kv-size-invalid")
        //: %2 the smallest size, %3 the largest, %4 the tokens mlx-lm always keeps
        return Wording::tr("--max-kv-size %1 is out of range (%2 to %3 tokens; mlx-lm keeps the first %4)")
            .arg(s, formatCount(kv::kMlxMaxKvKeep + 1), formatCount(kv::kMaxContext), formatCount(kv::kMlxMaxKvKeep));
    if (c == "quantized-kv-start-invalid")
        return Wording::tr("--quantized-kv-start %1 is out of range (0 to %2 tokens)")
            .arg(s, formatCount(kv::kMaxContext));
    if (c == "file-unreadable")
        return Wording::tr("cannot read “%1”%2").arg(s, detail);
    if (c == "file-too-large")
        return Wording::tr("“%1” is too large to be a model description").arg(s);
    if (c == "json-malformed")
        return Wording::tr("“%1” is not valid JSON").arg(s);
    if (c == "model-field-invalid")
        return Wording::tr("the model description's field “%1” is invalid%2").arg(s, detail);
    if (c == "exllamav3-cache-mode-invalid")
        return Wording::tr("cache mode “%1” is not FP16, Q4, Q6, Q8 or K,V with K and V from 2 to 8 bits").arg(s);
    if (c == "sglang-mem-fraction-invalid")
        return Wording::tr("--mem-fraction-static %1 is not a fraction above 0 and below 1").arg(s);
    if (c == "sglang-option-invalid")
        return Wording::tr("SGLang's --tp-size / --page-size %1 is out of range").arg(s);
    if (c == "vllm-mamba-dtype-invalid")
        return Wording::tr("vLLM's recurrent state dtype “%1” is not auto, float32, float16 or bfloat16").arg(s);
    if (c == "scenario-field-invalid")
        return Wording::tr("the scenario's field “%1” is invalid%2").arg(s, detail);
    if (c == "schema-too-new")
        return Wording::tr(
                   "this file was written by a newer kvplanner (schema version %1); update kvplanner to open it")
            .arg(s);
    if (c == "cluster-invalid")
        //: %1 the field, %2 what is wrong with it (in brackets)
        return Wording::tr("the cluster file's field “%1” is invalid%2").arg(s, detail);
    if (c == "prices-malformed")
        //: %1 the price file, %2 a line number
        return Wording::tr("the price file “%1” is not valid JSON (line %2)")
            .arg(s, QString::fromStdString(e.args().empty() ? std::string("1") : e.args().front()));
    if (c == "prices-unknown-hardware")
        //: %1 the field of the price file (prices[0].hardware), %2 the id given
        return Wording::tr("the price file's “%1”: no hardware preset is called “%2” (see “kvplanner-cli hardware”)")
            .arg(s, QString::fromStdString(e.args().empty() ? std::string() : e.args().front()));
    if (c == "prices-invalid")
        //: %1 the field of the price file (prices[0].amount), %2 what is wrong with it (in brackets)
        return Wording::tr("the price file's field “%1” is invalid%2").arg(s, detail);
    if (c == "preset-invalid")
        return Wording::tr("the preset file “%1” is damaged%2").arg(s, detail);
    if (c == "model-file-unknown")
        return Wording::tr("“%1” is neither a GGUF file, a config.json nor a kvplanner model description").arg(s);
    if (c == "gguf-bad-magic")
        return Wording::tr("not a GGUF file (wrong magic bytes)");
    if (c == "gguf-unsupported-version")
        return Wording::tr("GGUF version %1 is not supported (versions 2 and 3 are)").arg(s);
    if (c == "gguf-truncated")
        return Wording::tr("the GGUF file ends early, while reading %1%2").arg(s, detail);
    if (c == "gguf-value-invalid")
        return Wording::tr("the GGUF file's “%1” is invalid%2").arg(s, detail);
    if (c == "safetensors-invalid")
        //: %1 the file and the tensor (or header part), %2 what is wrong (in brackets)
        return Wording::tr("the safetensors file's “%1” is invalid%2").arg(s, detail);
    if (c == "gguf-split-missing")
        return Wording::tr("a part of the split GGUF model is missing: “%1”%2").arg(s, detail);
    if (c == "model-arch-unknown")
        return Wording::tr("the model architecture “%1” is not known, and the file lacks the generic fields to read it")
            .arg(s);
    if (c == "runtime-not-modelled")
        return Wording::tr("the runtime “%1” is not modelled yet").arg(s);
    if (c == "profile-invalid")
        return Wording::tr("the machine profile's field “%1” is invalid%2").arg(s, detail);
    if (c == "value-invalid")
        return Wording::tr("invalid value for %1%2").arg(s, detail);
    if (c == "log-model-unknown" && s.isEmpty())
        return Wording::tr(
            "the log neither names a model kvplanner knows nor prints its shape (layers, KV heads, head size)");
    if (c == "log-model-unknown")
        return Wording::tr("the log names the model “%1”, which is not a preset, and does not print its shape "
                           "(layers, KV heads, head size)")
            .arg(s);
    if (c == "overflow")
        return Wording::tr("the numbers are too large to compute (%1)").arg(s);
    return QString::fromStdString(e.what());
}

QString verdictText(kv::Verdict v)
{
    switch (v) {
    case kv::Verdict::Fits: return Wording::tr("fits");
    case kv::Verdict::Spills: return Wording::tr("spills to RAM");
    case kv::Verdict::DoesNotFit: return Wording::tr("does not fit");
    case kv::Verdict::Unknown: break;
    }
    return Wording::tr("no hardware chosen");
}

QString memoryBandText(kv::MemoryBand band)
{
    switch (band) {
    case kv::MemoryBand::Fits: return Wording::tr("fits (below the GPU working-set limit)");
    case kv::MemoryBand::Pages: return Wording::tr("pages (loads, then slows down)");
    case kv::MemoryBand::Fails: return Wording::tr("fails (above the hard limit)");
    case kv::MemoryBand::None: break;
    }
    return {};
}

QString prefillLimitText(kv::PrefillLimit limit)
{
    switch (limit) {
    //: what limits the prefill bound: the devices' peak arithmetic
    case kv::PrefillLimit::Compute: return Wording::tr("compute", "prefill limit");
    //: what limits the prefill bound: weights in system RAM copied to the GPU over PCIe for every micro-batch
    case kv::PrefillLimit::HostLink: return Wording::tr("the host link (PCIe)", "prefill limit");
    //: what limits the prefill bound: reading the weights from memory once per micro-batch
    case kv::PrefillLimit::Memory: return Wording::tr("memory bandwidth", "prefill limit");
    }
    return {};
}

QString firstTokenText(const kv::PrefillBound& b)
{
    const QLocale locale;
    //: the time to the first token, a lower bound: %1 seconds, %2 prompt tokens, %3 what limits it
    QString bound = Wording::tr("at least %1 s (prompt %2 tokens, limited by %3)")
                        .arg(locale.toString(b.firstTokenSeconds, 'f', b.firstTokenSeconds < 10 ? 2 : 1),
                             locale.toString(static_cast<qulonglong>(b.promptTokens)), prefillLimitText(b.limitedBy));
    if (b.efficiency <= 0)
        return bound;
    //: %1 the bound's wording above; %2 seconds expected at the efficiency a machine profile measured, %3 that
    //: efficiency as a percentage such as "20.6"
    return Wording::tr("%1; about %2 s at this machine's measured %3 %")
        .arg(bound, locale.toString(b.expectedFirstTokenSeconds, 'f', b.expectedFirstTokenSeconds < 10 ? 2 : 1),
             locale.toString(b.efficiency * 100.0, 'f', 1));
}

QString memoryBandWord(kv::MemoryBand band)
{
    switch (band) {
    //: Apple memory band, one word in a table
    case kv::MemoryBand::Fits: return Wording::tr("fits", "memory band");
    //: Apple memory band, one word in a table: it loads, then pages and slows down
    case kv::MemoryBand::Pages: return Wording::tr("pages", "memory band");
    //: Apple memory band, one word in a table: it fails to load
    case kv::MemoryBand::Fails: return Wording::tr("fails", "memory band");
    case kv::MemoryBand::None: break;
    }
    return {};
}

QString cacheKindText(kv::CacheKind k)
{
    switch (k) {
    case kv::CacheKind::Full: return Wording::tr("full attention");
    case kv::CacheKind::Swa: return Wording::tr("sliding window");
    case kv::CacheKind::Mla: return Wording::tr("latent (MLA)");
    case kv::CacheKind::Recurrent: return Wording::tr("recurrent state");
    //: Llama 4's layers that attend only within the current chunk of tokens (e.g. 8192)
    case kv::CacheKind::Chunked: return Wording::tr("chunked local attention");
    //: DeepSeek sparse attention: the small per-token keys its "lightning indexer" caches to pick which tokens to
    //: attend
    case kv::CacheKind::Indexer: return Wording::tr("sparse-attention indexer keys");
    }
    return {};
}

QString deviceText(const std::string& coreName)
{
    // A cluster's devices are "node N GPU 0", "node N RAM" (kv::clusterOf).
    if (coreName.rfind("node ", 0) == 0) {
        const size_t space = coreName.find(' ', 5);
        if (space != std::string::npos && space > 5 && coreName.find_first_not_of("0123456789", 5) == space)
            //: a device of a cluster's node: %1 the node's number (from 1), %2 the device (GPU 0, RAM)
            return Wording::tr("node %1 · %2")
                .arg(QString::fromStdString(coreName.substr(5, space - 5)), deviceText(coreName.substr(space + 1)));
    }
    if (coreName.rfind("GPU ", 0) == 0)
        //: a graphics card; %1 is its number, from 0
        return Wording::tr("GPU %1").arg(QString::fromStdString(coreName.substr(4)));
    if (coreName == "RAM")
        return Wording::tr("RAM");
    if (coreName == "Unified memory")
        return Wording::tr("Unified memory");
    return QString::fromStdString(coreName);
}

QString nodeText(const std::string& coreName)
{
    if (coreName.rfind("node ", 0) == 0)
        //: a machine of a cluster; %1 its number, from 1
        return Wording::tr("node %1").arg(QString::fromStdString(coreName.substr(5)));
    return QString::fromStdString(coreName);
}

QString deviceTextWithoutNode(const std::string& coreName)
{
    if (coreName.rfind("node ", 0) == 0) {
        const size_t space = coreName.find(' ', 5);
        if (space != std::string::npos && space > 5 && coreName.find_first_not_of("0123456789", 5) == space)
            return deviceText(coreName.substr(space + 1));
    }
    return deviceText(coreName);
}

QString linkText(const kv::Link& l)
{
    if (l.id == "1gbe")
        return Wording::tr("1 Gigabit Ethernet");
    if (l.id == "2.5gbe")
        return Wording::tr("2.5 Gigabit Ethernet");
    if (l.id == "10gbe")
        return Wording::tr("10 Gigabit Ethernet");
    if (l.id == "25gbe")
        return Wording::tr("25 Gigabit Ethernet");
    if (l.id == "100gbe")
        return Wording::tr("100 Gigabit Ethernet");
    if (l.id == "tb4")
        return Wording::tr("Thunderbolt 4 networking");
    if (l.id == "tb5")
        return Wording::tr("Thunderbolt 5 networking");
    if (l.id == "ib-hdr")
        return Wording::tr("InfiniBand HDR");
    //: a network link the user described: %1 Gbit/s, %2 one-way latency in microseconds
    return Wording::tr("%1 Gbit/s, %2 µs")
        .arg(QLocale().toString(l.gbps, 'g', 4), QLocale().toString(l.latencyUs, 'g', 4));
}

QString launchText(const kv::Estimate& e)
{
    if (e.nodes.empty())
        return QString::fromStdString(e.runtime.launch);
    QStringList blocks;
    for (const kv::NodeUse& n : e.nodes)
        blocks << nodeLaunchText(n);
    return blocks.join(QStringLiteral("\n\n"));
}

QString nodeLaunchText(const kv::NodeUse& n)
{
    QStringList lines;
    //: a shell comment above a cluster node's commands: %1 the node (node 1), %2 its host name or address
    lines << Wording::tr("# on %1 (%2)").arg(nodeText(n.name), QString::fromStdString(n.host));
    for (const std::string& c : n.commands)
        lines << QString::fromStdString(c);
    return lines.join(u'\n');
}

QString runtimeText(kv::Runtime runtime)
{
    switch (runtime) {
    case kv::Runtime::LlamaCpp: return Wording::tr("llama.cpp");
    case kv::Runtime::Ollama: return Wording::tr("Ollama");
    case kv::Runtime::Vllm: return Wording::tr("vLLM");
    case kv::Runtime::KoboldCpp: return Wording::tr("KoboldCpp");
    case kv::Runtime::Mlx: return Wording::tr("MLX (mlx-lm)");
    case kv::Runtime::Ideal:
        //: the textbook baseline: exactly tokens x bytes per token, no padding
        return Wording::tr("Ideal (on demand)");
    case kv::Runtime::ExLlamaV3: return Wording::tr("ExLlamaV3 (TabbyAPI)");
    case kv::Runtime::SGLang: return Wording::tr("SGLang");
    }
    return {};
}

QString mlxWeightsText(const kv::MlxQuantization& q)
{
    //: an MLX model folder's weights: %1 bits per weight, %2 values per group sharing a scale and a bias
    return Wording::tr("from the folder: MLX %1-bit, group %2").arg(q.bits).arg(q.groupSize);
}

QString weightsText(const kv::Scenario& s)
{
    if (s.model.weightsBytesExact > 0 && s.model.mlxQuant.bits > 0)
        return mlxWeightsText(s.model.mlxQuant);
    if (s.model.weightsBytesExact > 0 && s.model.origin == kv::ModelSource::Safetensors &&
        !s.model.weightsFileType.empty())
        //: the weights are the model folder's own (its safetensors headers); %1 their type, such as BF16
        return Wording::tr("from the folder: %1").arg(QString::fromStdString(s.model.weightsFileType));
    if (s.model.weightsBytesExact > 0 && !s.model.weightsFileType.empty())
        //: the weights are the model file's own; %1 its quantisation, such as Q8_0
        return Wording::tr("from the file: %1").arg(QString::fromStdString(s.model.weightsFileType));
    if (s.model.weightsBytesExact > 0)
        return Wording::tr("from the file");
    return QString::fromStdString(s.weights.id);
}

QString describeCheckReason(const kv::Warning& r)
{
    const auto& a = r.args;
    if (r.code == kv::Diag::OlderPadding)
        return Wording::tr(
                   "An older llama.cpp build padded the context to a multiple of %3 without flash attention "
                   "(%1 cells); today's rule pads to 256 (%2 cells). Update llama.cpp, or expect the older figure.")
            .arg(arg(a, 0), arg(a, 1), arg(a, 2));
    if (r.code == kv::Diag::ForkSwaFull)
        return Wording::tr("This runtime (a fork such as ik_llama.cpp) keeps sliding-window layers at the full context "
                           "(%1 cells each); mainline llama.cpp keeps only the window plus one micro-batch.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::OlderSwaFull)
        return Wording::tr("This llama.cpp build predates the sliding-window cache: every layer holds the full context "
                           "(%1 cells). Newer builds need much less.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::ComputeApproximate)
        return Wording::tr(
            "The compute buffer is an approximation; keep the measured figure as an override for this machine.");
    if (r.code == kv::Diag::NotInLog)
        return Wording::tr(
            "The log does not print this (it may be cut short, or this runtime version does not report it).");
    if (r.code == kv::Diag::NotPredicted)
        return Wording::tr("kvplanner does not model this allocation, or not on this device.");
    if (r.code == kv::Diag::PerDeviceAlignment)
        return Wording::tr("Each device's buffer carries a little alignment padding; the cache itself matches.");
    if (r.code == kv::Diag::PlacementDiffers)
        return Wording::tr(
            "The runtime split the layers over the devices differently (the log does not give the split).");
    if (r.code == kv::Diag::WeightsApproximate)
        return Wording::tr("Weights are estimated from the file size and the quantisation scheme; a mapped buffer "
                           "spans the stretch of the file it maps, not only its own tensors.");
    if (r.code == kv::Diag::RepackedCopy)
        //: %1 the buffer's printed name, "AMX" or "CPU_REPACK"
        return Wording::tr("A second copy of weights already counted, rearranged for the CPU's kernels (%1): it "
                           "takes RAM of its own beside the mapped file, and is not added to the weights.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::OllamaEstimate)
        return Wording::tr("This is Ollama's own pre-flight estimate, which prices quantised caches crudely.");
    if (r.code == kv::Diag::ModelUnknown)
        return Wording::tr("The log does not say which model ran, so kvplanner has nothing to compare this with.");
    if (r.code == kv::Diag::RuleDiffers)
        return Wording::tr("kvplanner's rule for this runtime version does not reproduce this figure.");
    if (r.code == kv::Diag::Exllamav3NoBytesInLog)
        return Wording::tr("TabbyAPI and ExLlamaV3 print the sizes they settled on, not the bytes they allocate: "
                           "this is kvplanner's figure for them.");
    if (r.code == kv::Diag::VllmPoolUnknown)
        return Wording::tr("The log prints neither the KV cache memory nor the GPUs' total memory, so the KV pool "
                           "this figure follows from is unknown: kvplanner has nothing to compare it with.");
    if (r.code == kv::Diag::Exllamav3CacheNotPages)
        //: %1 the cache_size TabbyAPI used (its max_seq_len, by default)
        return Wording::tr("TabbyAPI took cache_size %1 (its max_seq_len), which is not a whole number of 256-token "
                           "pages: current ExLlamaV3 refuses it; kvplanner plans whole pages.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::MlxPeakIsBound)
        //: %1 how far the printed peak lies above kvplanner's weights + KV cache, e.g. "0.375 GB"
        return Wording::tr("The peak memory includes activations and transient buffers that kvplanner does not "
                           "model, so kvplanner's weights + KV cache must lie at or below it: it lies %1 below.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::MlxPeakBelowPlan)
        //: %1 how far kvplanner's weights + KV cache lie above the printed peak, e.g. "0.250 GB"
        return Wording::tr("kvplanner's weights + KV cache lie %1 above the peak the runtime printed: the weights "
                           "scheme or the cache rule do not match this run.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::PrefillWithinBound) {
        // The limiting term travels as its JSON id (estimatejson.h prefillLimitId).
        QString limit = arg(a, 1);
        for (const kv::PrefillLimit l :
             {kv::PrefillLimit::Compute, kv::PrefillLimit::HostLink, kv::PrefillLimit::Memory})
            if (limit == QString::fromUtf8(kv::prefillLimitId(l)))
                limit = prefillLimitText(l);
        //: %1 the logged prompt speed as a percentage of the bound, e.g. "20.6"; %2 what limits the bound, e.g.
        //: "compute"; %3 the program that printed the speed, e.g. "llama-bench"
        return Wording::tr("The run read its prompt at %1 % of the most this machine allows (as %3 printed it; the "
                           "bound is limited by %2). "
                           "Save a machine profile to plan the first token at this speed.")
            .arg(arg(a, 0), limit, arg(a, 2));
    }
    if (r.code == kv::Diag::PrefillAboveBound)
        //: %1 the logged prompt speed as a percentage of the bound, e.g. "140.0"
        return Wording::tr("The run read its prompt faster than the machine's peak figures allow (%1 % of the "
                           "bound): the peak compute or bandwidth figure is too low, or another machine ran the log.")
            .arg(arg(a, 0));
    if (r.code == kv::Diag::PrefillNoBound)
        return Wording::tr("kvplanner has no peak compute or bandwidth figure for the machine that ran this log, so "
                           "it cannot say how close to the bound the run came. Name the machine (--hardware ID, or "
                           "--peak-tflops and --bandwidth-gbs).");
    if (r.code == kv::Diag::PrefillOverContext)
        //: %1 the prompt's tokens, %2 the most tokens one sequence may hold in the rebuilt plan
        return Wording::tr("A prompt of %1 tokens does not fit the rebuilt plan's %2 tokens per sequence, so it has "
                           "no bound.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == kv::Diag::PrefillFloorWithinBound) {
        QString limit = arg(a, 2);
        for (const kv::PrefillLimit l :
             {kv::PrefillLimit::Compute, kv::PrefillLimit::HostLink, kv::PrefillLimit::Memory})
            if (limit == QString::fromUtf8(kv::prefillLimitId(l)))
                limit = prefillLimitText(l);
        //: %1 the logged throughput as a percentage of the bound, e.g. "59.8"; %2 the plan's prompt in tokens;
        //: %3 what limits the bound, e.g. "compute"; %4 the runtime that printed it, "vllm" or "sglang"
        return Wording::tr("%4 prints its prompt throughput averaged over a logging interval, with no prompt length: "
                           "the run read prompts at least this fast, %1 % of the bound for a %2-token prompt (limited "
                           "by %3). A floor is not the run's speed, so no machine profile keeps it.")
            .arg(arg(a, 0), arg(a, 1), limit, arg(a, 3));
    }
    if (r.code == kv::Diag::PrefillFloorAboveBound)
        //: %1 the logged throughput as a percentage of the bound, e.g. "119.6"; %2 the plan's prompt in tokens;
        //: %3 the runtime that printed it, "vllm" or "sglang"
        return Wording::tr("%3's prompt throughput, averaged over a logging interval, is %1 % of the bound for a "
                           "%2-token prompt: shorter prompts, prompt tokens served from the prefix cache (vLLM V1 "
                           "counts them) or a prompt begun in the interval before can lift it there; otherwise the "
                           "machine's peak compute or bandwidth figure is too low.")
            .arg(arg(a, 0), arg(a, 1), arg(a, 2));
    return QString::fromUtf8(kv::codeName(r.code));
}

QString checkMatchText(kv::CheckMatch m)
{
    switch (m) {
    case kv::CheckMatch::Exact: return Wording::tr("matches to the printed digit");
    case kv::CheckMatch::WithinRounding: return Wording::tr("within the log's rounding");
    case kv::CheckMatch::Differs: return Wording::tr("differs");
    case kv::CheckMatch::NotInLog: return Wording::tr("not in the log");
    case kv::CheckMatch::WithinBound: return Wording::tr("within the bound the log gives");
    case kv::CheckMatch::NotPredicted: break;
    }
    return Wording::tr("not predicted");
}

namespace {

// The assumptions of the KoboldCpp and SGLang log readers (core/logcheck/koboldcppcheck.cpp, sglangcheck.cpp).
QString koboldSglangAssumption(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == kv::Diag::LogKoboldcppContextFromAutofit)
        //: %1 KoboldCpp's --contextsize, %2 the -c of its "Autofit Result" line (the context size plus 128)
        return Wording::tr("The log does not print --contextsize; taken as %1 from Autofit's -c %2 (KoboldCpp adds "
                           "128 cells).")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogKoboldcppContextFromCells)
        //: %1 KoboldCpp's --contextsize, %2 the cache's printed cells
        return Wording::tr("The log does not print --contextsize; taken as %1 from the cache's %2 cells (KoboldCpp "
                           "adds 128 cells before padding, so nearby sizes give the same cache).")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogFreeMemoryFromLoadEnd)
        return Wording::tr("The log does not print the free memory before the weights; taken as what was left after "
                           "them plus their size (%1).")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::LogFreeMemoryUnknown)
        return Wording::tr("The log does not give the GPU's free memory: the token pool cannot be predicted.");
    if (w.code == kv::Diag::LogContextLengthAssumed)
        return Wording::tr("The log gives no context length; %1 assumed.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogTpFromRanks)
        return Wording::tr("The log does not print the TP size; taken as %1 from the ranks its lines name.")
            .arg(arg(a, 0));
    return {};
}

} // namespace

QString describeLogAssumption(const kv::Warning& w)
{
    if (QString more = koboldSglangAssumption(w); !more.isEmpty())
        return more;
    const auto& a = w.args;
    if (w.code == kv::Diag::LogPresetShapeDiffers)
        return Wording::tr("The name suggests the preset “%1”, but its %2 differs from the log: the model is rebuilt "
                           "from the log's numbers.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogPresetByShape)
        return Wording::tr("The preset “%1” has exactly the log's shape and is used for it.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogPresetByFileName)
        //: %1 a model preset id, %2 the model file the log names
        return Wording::tr("The log does not name the model; its file “%2” is taken as the preset “%1”.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogWeightsFromFileName)
        //: %1 a weight scheme such as Q6_K, %2 the model file the log names
        return Wording::tr("The log does not print the file type; weights taken as %1 from the file name “%2”.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogModelGiven)
        return Wording::tr("The model is the one you gave (%1).").arg(arg(a, 0));
    if (w.code == kv::Diag::LogGivenModelDiffers)
        //: %1 the model the user gave, %2 a shape figure such as n_layer
        return Wording::tr("The model you gave (%1) has a different %2 from the log's: the comparison may not hold.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogWeightsFromFileSize)
        return Wording::tr("Weights taken as the file size the log prints (%1).").arg(arg(a, 0));
    if (w.code == kv::Diag::LogWeightsSchemeAssumed)
        return Wording::tr("The file type “%1” is not a known scheme; weights assumed %2.").arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogWeightsTypeUnprinted)
        //: %1 a weight scheme such as Q4_K_M or BF16
        return Wording::tr("The log does not print the weights' file type; weights assumed %1.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogSwaPatternAssumed)
        return Wording::tr("The log gives a sliding window but not which layers use it: every %2nd layer assumed (%1).")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogHeadDimDerived)
        return Wording::tr("The head size is not in the log: taken as n_embd / n_head = %1.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogVocabUnknown)
        return Wording::tr("The log does not give the vocabulary size: the output buffer cannot be predicted.");
    if (w.code == kv::Diag::LogCacheTypeUnknown)
        return Wording::tr("The cache type “%1” is not known to kvplanner; f16 assumed.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogCacheTypeDefault)
        return Wording::tr("The log does not name the cache types; %1 assumed.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogContextFromCache)
        return Wording::tr("The log does not print n_ctx; taken from the cache's %1 cells.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogContextUnknown)
        return Wording::tr("The log gives no context size; %1 assumed.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogUbatchDefault)
        return Wording::tr("The log does not print n_ubatch; the default %1 assumed.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogFlashAttnUnknown)
        return Wording::tr("The log does not say whether flash attention was on; assumed on.");
    if (w.code == kv::Diag::LogOlderUnifiedCache)
        return Wording::tr("This llama.cpp build shared one cache among its %1 slots (before per-slot streams).")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::LogMaxModelLenAssumed)
        return Wording::tr("The log gives no max_model_len; %1 assumed.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogExllamav3CacheModeDefault)
        return Wording::tr("The log does not give cache_mode; TabbyAPI's default %1 assumed (paste config.yml with "
                           "the log to give it).")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::LogExllamav3CacheRounded)
        //: %1 the cache_size configured, %2 the multiple of 256 TabbyAPI used instead
        return Wording::tr("This TabbyAPI rounded cache_size %1 up to %2 tokens; current ExLlamaV3 refuses a size "
                           "that is not a multiple of 256.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogExllamav3MaxSeqLenUnknown)
        return Wording::tr("The log does not give max_seq_len; %1 assumed.").arg(arg(a, 0));
    if (w.code == kv::Diag::LogExllamav3BatchUnknown)
        //: %1 the number of job slots
        return Wording::tr("The log does not give max_batch_size: TabbyAPI's default for this model, %1 job slots "
                           "(4 for models with recurrent state or a sliding-window ring, else 128), assumed.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::LogExllamav3OneJob)
        return Wording::tr("One job of max_seq_len tokens is planned: the cache pool itself does not depend on the "
                           "traffic.");
    if (w.code == kv::Diag::LogKvPoolGiven)
        return Wording::tr("The KV pool is taken from the log (%1), not computed from the memory profile.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::LogCpuOnly)
        //: %1 the buffer names the log prints, e.g. "CPU_Mapped, AMX, CPU"
        return Wording::tr("Every buffer the log prints is in main memory (%1): planned as a CPU run, no layer "
                           "offloaded.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::LogDevicesInferred)
        //: %1 the GPUs the buffer lines name, e.g. "CUDA0, CUDA1"; %2 the log's "offloaded N/M layers", e.g. "25/25"
        return Wording::tr("Devices taken from the log's buffer lines: %1, holding %2 layers as the log offloaded "
                           "them; the rest stays on the CPU.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == kv::Diag::LogDevicesAllLayers)
        //: %1 the GPUs the buffer lines name, e.g. "Metal"
        return Wording::tr("Devices taken from the log's buffer lines: %1. The log does not say how many layers were "
                           "offloaded: all of them assumed.")
            .arg(arg(a, 0));
    if (w.code == kv::Diag::LogWeightsNativeScheme)
        //: %1 a llama.cpp file type such as MXFP4_MOE, %2 the model
        return Wording::tr("The log prints neither the file type nor the file size; weights taken in %2's native "
                           "scheme, %1.")
            .arg(arg(a, 0), arg(a, 1));
    return describeWarning(w);
}

QString describeLogProblem(std::string_view code)
{
    if (code == "log-empty")
        return Wording::tr("the log is empty");
    if (code == "log-binary")
        return Wording::tr("this is a binary file, not a runtime log");
    if (code == "log-not-recognised")
        return Wording::tr("no line of a llama.cpp, Ollama, vLLM, KoboldCpp, SGLang, TabbyAPI (ExLlamaV3) or mlx-lm "
                           "log was found");
    if (code == "log-exllamav3-no-sizes")
        return Wording::tr("this TabbyAPI (ExLlamaV3) log names neither max_seq_len nor cache_size, and ExLlamaV3 "
                           "prints no allocation: there is nothing to check");
    if (code == "log-refused")
        return Wording::tr("kvplanner refuses the configuration this log describes (see the estimate for why)");
    if (code == "log-no-allocations")
        return Wording::tr("the log ends before the runtime allocated any memory (no model, KV cache or compute buffer "
                           "lines)");
    return QString::fromUtf8(code.data(), static_cast<qsizetype>(code.size()));
}

} // namespace kvapp
