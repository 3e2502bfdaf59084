#include "wording.h"

#include <QCoreApplication>

namespace kvapp {

namespace {

QString tr(const char* text, const char* comment = nullptr)
{
    return QCoreApplication::translate("Wording", text, comment);
}

QString arg(const std::vector<std::string>& args, size_t i)
{
    return i < args.size() ? QString::fromStdString(args[i]) : QString();
}

} // namespace

QString describeWarning(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == "compute-approximate")
        return tr("The compute buffer is an approximation (logits and activations of one micro-batch); "
                  "the runtime's own figure may differ by some tens of MiB.");
    if (w.code == "context-padded")
        return tr("llama.cpp rounds the requested %1 cells up to %2 (a multiple of 256 per sequence).")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == "context-exceeds-training")
        return tr("Each sequence gets %1 cells, more than the %2 tokens the model was trained on: quality "
                  "may drop beyond the training context.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == "context-clamped")
        return tr("Ollama limits num_ctx to the model's training context: %1 becomes %2.").arg(arg(a, 0), arg(a, 1));
    if (w.code == "tied-output-duplicated")
        return tr("The output layer shares its weights with the embedding; llama.cpp keeps a second copy on the "
                  "GPU, which is counted in the weights.");
    if (w.code == "vllm-activation-approximate")
        return tr("vLLM's activation peak and non-torch memory are estimates; give the figures from a vLLM "
                  "start-up log for an exact block count.");
    if (w.code == "vllm-cannot-serve-one-request")
        return tr("vLLM refuses to start: one request of max_model_len needs %1 bytes of KV cache but the pool "
                  "holds %2. Lower max_model_len or raise gpu_memory_utilization.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == "vllm-concurrency-below-users")
        return tr("vLLM can hold %1 requests of max_model_len at once; more than that of the %2 users wait "
                  "in the queue.")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == "vllm-reserve-exceeds-free")
        return tr("gpu_memory_utilization reserves more than the GPU has free after the driver and display.");
    if (w.code == "whatif-active")
        return tr("What-if: %1. It trades quality or speed for memory and is not what the runtime does by "
                  "default.")
            .arg(arg(a, 0));
    if (w.code == "ollama-kv-type-needs-flash-attention")
        return tr("Ollama uses a %1 KV cache only with flash attention; without it, it falls back to f16.")
            .arg(arg(a, 0));
    // Assumptions of the model file readers (core/import).
    if (w.code == "head-dim-derived")
        return tr("The head size is not in the file: taken as hidden size %1 / %2 heads = %3.").arg(arg(a, 0), arg(a, 1), arg(a, 2));
    if (w.code == "kv-heads-default")
        return tr("num_key_value_heads is missing: every one of the %1 heads keeps its own K and V.").arg(arg(a, 0));
    if (w.code == "swa-ignored")
        return tr("The file names a sliding window of %2 tokens, but llama.cpp does not apply it for %1: every layer caches the whole context.").arg(arg(a, 0), arg(a, 1));
    if (w.code == "swa-window-default" || w.code == "swa-generic")
        return tr("Sliding window for %1 taken as %2 tokens.").arg(arg(a, 0), arg(a, 1));
    if (w.code == "config-default")
        return tr("“%1” is not in the config: using the library default %2.").arg(arg(a, 0), arg(a, 1));
    if (w.code == "tied-default")
        return tr("The config does not say whether the output layer shares the embedding; assumed %1.").arg(arg(a, 0));
    if (w.code == "ctx-train-unknown")
        return tr("The file does not give the training context length.");
    if (w.code == "vocab-from-embedding" || w.code == "vocab-unknown")
        return tr("The vocabulary size is taken from the embedding tensor (%1).").arg(arg(a, 0));
    if (w.code == "mla-legacy-gguf")
        return tr("This %1 file predates llama.cpp's latent cache: llama.cpp caches full K and V per head for it.").arg(arg(a, 0));
    if (w.code == "arch-unknown")
        return tr("The architecture “%1” is not known to kvplanner: read with the generic keys, check the result.").arg(arg(a, 0));
    if (w.code == "model-type-missing")
        return tr("The config has no model_type: read as a %1-like model.").arg(arg(a, 0));
    if (w.code == "ffn-auto-adjusted")
        return tr("The FFN width %1 is adjusted to %2 as the model code does.").arg(arg(a, 0), arg(a, 1));
    if (w.code == "full-attention-interval-default")
        return tr("Full attention assumed every %1 layers.").arg(arg(a, 0));
    if (w.code == "params-derived")
        return tr("Parameter counts are derived from the config's dimensions.");
    if (w.code == "weights-from-index")
        return tr("Weight size %1 bytes from model.safetensors.index.json.").arg(arg(a, 0));
    return QString::fromStdString(w.code);
}

QString describeRefusal(const kv::Warning& r)
{
    const auto& a = r.args;
    if (r.code == "quantized-v-needs-flash-attention")
        return tr("llama.cpp refuses a quantised V cache (%1) without flash attention: turn flash attention "
                  "on, or keep V at f16.")
            .arg(arg(a, 0));
    if (r.code == "mla-kv-types-differ")
        return tr("This model caches one latent vector per token (MLA), so llama.cpp needs the same type for K "
                  "and V (got %1 and %2).")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == "unsupported-cache-type")
        return tr("llama.cpp has no %1 cache type (it offers f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0 "
                  "and iq4_nl).")
            .arg(arg(a, 0));
    if (r.code == "vllm-cache-type")
        return tr("vLLM's KV cache is auto (the model's 16-bit type) or fp8, the same for K and V; got %1 and %2.")
            .arg(arg(a, 0), arg(a, 1));
    if (r.code == "vllm-tp-exceeds-gpus")
        return tr("Tensor parallelism over %1 GPUs needs %1 GPUs; the machine has %2.").arg(arg(a, 0), arg(a, 1));
    if (r.code == "ollama-one-kv-type")
        return tr("Ollama sets one type for both K and V (OLLAMA_KV_CACHE_TYPE); got %1 and %2.")
            .arg(arg(a, 0), arg(a, 1));
    return QString::fromStdString(r.code);
}

QString describeError(const kv::InputError& e)
{
    const QString s = QString::fromStdString(e.subject());
    const QString d = QString::fromStdString(e.detail());
    const QString detail = d.isEmpty() ? QString() : tr(" (%1)").arg(d);
    const std::string& c = e.code();
    if (c == "unknown-model")
        return tr("no model preset is called “%1” (see “kvplanner-cli models”)").arg(s);
    if (c == "unknown-weights")
        return tr("unknown weight scheme “%1”").arg(s);
    if (c == "unknown-hardware")
        return tr("no hardware preset is called “%1” (see “kvplanner-cli hardware”)").arg(s);
    if (c == "context-out-of-range")
        return tr("context %1 is out of range (1 to 4294967296 tokens)").arg(s);
    if (c == "users-out-of-range")
        return tr("users %1 is out of range (1 to 65536)").arg(s);
    if (c == "batch-out-of-range")
        return tr("batch/ubatch size %1 is out of range").arg(s);
    if (c == "file-unreadable")
        return tr("cannot read “%1”%2").arg(s, detail);
    if (c == "file-too-large")
        return tr("“%1” is too large to be a model description").arg(s);
    if (c == "json-malformed")
        return tr("“%1” is not valid JSON").arg(s);
    if (c == "model-field-invalid")
        return tr("the model description's field “%1” is invalid%2").arg(s, detail);
    if (c == "scenario-field-invalid")
        return tr("the scenario's field “%1” is invalid%2").arg(s, detail);
    if (c == "schema-too-new")
        return tr("this file was written by a newer kvplanner (schema version %1); update kvplanner to open it")
            .arg(s);
    if (c == "preset-invalid")
        return tr("the preset file “%1” is damaged%2").arg(s, detail);
    if (c == "model-file-unknown")
        return tr("“%1” is neither a GGUF file, a config.json nor a kvplanner model description").arg(s);
    if (c == "model-file-unsupported")
        return tr("reading %2 files (“%1”) is not supported yet").arg(s, d);
    if (c == "gguf-bad-magic")
        return tr("not a GGUF file (wrong magic bytes)");
    if (c == "gguf-unsupported-version")
        return tr("GGUF version %1 is not supported (versions 2 and 3 are)").arg(s);
    if (c == "gguf-truncated")
        return tr("the GGUF file ends early, while reading %1%2").arg(s, detail);
    if (c == "gguf-value-invalid")
        return tr("the GGUF file's “%1” is invalid%2").arg(s, detail);
    if (c == "gguf-split-missing")
        return tr("a part of the split GGUF model is missing: “%1”%2").arg(s, detail);
    if (c == "model-arch-unknown")
        return tr("the model architecture “%1” is not known, and the file lacks the generic fields to read it").arg(s);
    if (c == "runtime-not-modelled")
        return tr("the runtime “%1” is not modelled yet").arg(s);
    if (c == "value-invalid")
        return tr("invalid value for %1%2").arg(s, detail);
    if (c == "log-model-unknown" && s.isEmpty())
        return tr("the log neither names a model kvplanner knows nor prints its shape (layers, KV heads, head size)");
    if (c == "log-model-unknown")
        return tr("the log names the model “%1”, which is not a preset, and does not print its shape "
                  "(layers, KV heads, head size)").arg(s);
    if (c == "overflow")
        return tr("the numbers are too large to compute (%1)").arg(s);
    return QString::fromStdString(e.what());
}

QString verdictText(kv::Verdict v)
{
    switch (v) {
    case kv::Verdict::Fits:
        return tr("fits");
    case kv::Verdict::Spills:
        return tr("spills to RAM");
    case kv::Verdict::DoesNotFit:
        return tr("does not fit");
    case kv::Verdict::Unknown:
        break;
    }
    return tr("no hardware chosen");
}

QString cacheKindText(kv::CacheKind k)
{
    switch (k) {
    case kv::CacheKind::Full:
        return tr("full attention");
    case kv::CacheKind::Swa:
        return tr("sliding window");
    case kv::CacheKind::Mla:
        return tr("latent (MLA)");
    case kv::CacheKind::Recurrent:
        return tr("recurrent state");
    }
    return {};
}

QString deviceText(const std::string& coreName)
{
    if (coreName.rfind("GPU ", 0) == 0)
        //: a graphics card; %1 is its number, from 0
        return tr("GPU %1").arg(QString::fromStdString(coreName.substr(4)));
    if (coreName == "RAM")
        return tr("RAM");
    if (coreName == "Unified memory")
        return tr("Unified memory");
    return QString::fromStdString(coreName);
}

QString runtimeText(kv::Runtime runtime)
{
    switch (runtime) {
    case kv::Runtime::LlamaCpp:
        return tr("llama.cpp");
    case kv::Runtime::Ollama:
        return tr("Ollama");
    case kv::Runtime::Vllm:
        return tr("vLLM");
    case kv::Runtime::Ideal:
        //: the textbook baseline: exactly tokens x bytes per token, no padding
        return tr("Ideal (on demand)");
    }
    return {};
}

QString describeCheckReason(const kv::Warning& r)
{
    const auto& a = r.args;
    if (r.code == "older-padding")
        return tr("An older llama.cpp build padded the context to a multiple of %3 without flash attention "
                  "(%1 cells); today's rule pads to 256 (%2 cells). Update llama.cpp, or expect the older figure.")
            .arg(arg(a, 0), arg(a, 1), arg(a, 2));
    if (r.code == "fork-swa-full")
        return tr("This runtime (a fork such as ik_llama.cpp) keeps sliding-window layers at the full context "
                  "(%1 cells each); mainline llama.cpp keeps only the window plus one micro-batch.")
            .arg(arg(a, 0));
    if (r.code == "older-swa-full")
        return tr("This llama.cpp build predates the sliding-window cache: every layer holds the full context "
                  "(%1 cells). Newer builds need much less.")
            .arg(arg(a, 0));
    if (r.code == "compute-approximate")
        return tr("The compute buffer is an approximation; keep the measured figure as an override for this machine.");
    if (r.code == "not-in-log")
        return tr("The log does not print this (it may be cut short, or this runtime version does not report it).");
    if (r.code == "not-predicted")
        return tr("kvplanner does not model this allocation, or not on this device.");
    if (r.code == "per-device-alignment")
        return tr("Each device's buffer carries a little alignment padding; the cache itself matches.");
    if (r.code == "placement-differs")
        return tr("The runtime split the layers over the devices differently (the log does not give the split).");
    if (r.code == "weights-approximate")
        return tr("Weights are estimated from the file size and the quantisation scheme; buffers include "
                  "mapped and repacked copies.");
    if (r.code == "ollama-estimate")
        return tr("This is Ollama's own pre-flight estimate, which prices quantised caches crudely.");
    if (r.code == "rule-differs")
        return tr("kvplanner's rule for this runtime version does not reproduce this figure.");
    return QString::fromStdString(r.code);
}

QString checkMatchText(kv::CheckMatch m)
{
    switch (m) {
    case kv::CheckMatch::Exact:
        return tr("matches to the printed digit");
    case kv::CheckMatch::WithinRounding:
        return tr("within the log's rounding");
    case kv::CheckMatch::Differs:
        return tr("differs");
    case kv::CheckMatch::NotInLog:
        return tr("not in the log");
    case kv::CheckMatch::NotPredicted:
        break;
    }
    return tr("not predicted");
}

QString describeLogAssumption(const kv::Warning& w)
{
    const auto& a = w.args;
    if (w.code == "log-preset-shape-differs")
        return tr("The name suggests the preset “%1”, but its %2 differs from the log: the model is rebuilt "
                  "from the log's numbers.").arg(arg(a, 0), arg(a, 1));
    if (w.code == "log-preset-by-shape")
        return tr("The preset “%1” has exactly the log's shape and is used for it.").arg(arg(a, 0));
    if (w.code == "log-weights-from-file-size")
        return tr("Weights taken as the file size the log prints (%1).").arg(arg(a, 0));
    if (w.code == "log-weights-scheme-assumed")
        return tr("The file type “%1” is not a known scheme; weights assumed %2.").arg(arg(a, 0), arg(a, 1));
    if (w.code == "log-swa-pattern-assumed")
        return tr("The log gives a sliding window but not which layers use it: every %2nd layer assumed (%1).")
            .arg(arg(a, 0), arg(a, 1));
    if (w.code == "log-head-dim-derived")
        return tr("The head size is not in the log: taken as n_embd / n_head = %1.").arg(arg(a, 0));
    if (w.code == "log-vocab-unknown")
        return tr("The log does not give the vocabulary size: the output buffer cannot be predicted.");
    if (w.code == "log-cache-type-unknown")
        return tr("The cache type “%1” is not known to kvplanner; f16 assumed.").arg(arg(a, 0));
    if (w.code == "log-cache-type-default")
        return tr("The log does not name the cache types; %1 assumed.").arg(arg(a, 0));
    if (w.code == "log-context-from-cache")
        return tr("The log does not print n_ctx; taken from the cache's %1 cells.").arg(arg(a, 0));
    if (w.code == "log-context-unknown")
        return tr("The log gives no context size; %1 assumed.").arg(arg(a, 0));
    if (w.code == "log-ubatch-default")
        return tr("The log does not print n_ubatch; the default %1 assumed.").arg(arg(a, 0));
    if (w.code == "log-flash-attn-unknown")
        return tr("The log does not say whether flash attention was on; assumed on.");
    if (w.code == "log-older-unified-cache")
        return tr("This llama.cpp build shared one cache among its %1 slots (before per-slot streams).").arg(arg(a, 0));
    if (w.code == "log-max-model-len-assumed")
        return tr("The log gives no max_model_len; %1 assumed.").arg(arg(a, 0));
    if (w.code == "log-kv-pool-given")
        return tr("The KV pool is taken from the log (%1), not computed from the memory profile.").arg(arg(a, 0));
    return describeWarning(w);
}

QString describeLogProblem(std::string_view code)
{
    if (code == "log-empty")
        return tr("the log is empty");
    if (code == "log-binary")
        return tr("this is a binary file, not a runtime log");
    if (code == "log-not-recognised")
        return tr("no line of a llama.cpp, Ollama or vLLM start-up log was found");
    if (code == "log-refused")
        return tr("kvplanner refuses the configuration this log describes (see the estimate for why)");
    if (code == "log-no-allocations")
        return tr("the log ends before the runtime allocated any memory (no model, KV cache or compute buffer "
                  "lines)");
    return QString::fromUtf8(code.data(), static_cast<qsizetype>(code.size()));
}

} // namespace kvapp
