#include "planoptions.h"

#include "apperror.h"
#include "calibration.h"
#include "choose.h"
#include "choosewording.h"
#include "cluster.h"
#include "defaults.h"
#include "errors.h"
#include "estimator.h"
#include "exllamav3/exllamav3.h"
#include "ggufmodel.h"
#include "koboldcpp/koboldcpp.h"
#include "localmodels.h"
#include "mlx/mlx.h"
#include "modelfile.h"
#include "modeljson.h"
#include "optiontr.h"
#include "scenariojson.h"
#include "thismachine.h"
#include "vllm/vllm.h"
#include "wording.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace kvapp {

namespace {

constexpr kv::Range kNotACount{0, 0};

constexpr ScenarioOption kOptions[] = {
    {"model", "ID|FILE",
     QT_TRANSLATE_NOOP("Cli", "Model preset id, a model file (kvplanner spec JSON, config.json, GGUF), a model "
                              "folder (config.json + *.safetensors; an MLX folder implies --runtime mlx), or "
                              "ollama:NAME[:TAG] for a model Ollama has pulled."),
     std::nullopt, kNotACount},
    {"context", "N", QT_TRANSLATE_NOOP("Cli", "Context per user, in tokens (default 4096)."), std::nullopt,
     kv::defaults::kContext},
    {"users", "N", QT_TRANSLATE_NOOP("Cli", "Concurrent users (default 1)."), std::nullopt, kv::defaults::kUsersRange},
    {"weights", "SCHEME",
     QT_TRANSLATE_NOOP("Cli", "Weight quantisation: Q4_K_M (default), Q8_0, BF16, ... (see --help)."), std::nullopt,
     kNotACount},
    {"kv-type", "T", QT_TRANSLATE_NOOP("Cli", "KV cache type for both K and V: f16 (default), q8_0, q4_0, ..."),
     std::nullopt, kNotACount},
    {"cache-type-k", "T", QT_TRANSLATE_NOOP("Cli", "K cache type (llama.cpp -ctk)."), kv::Runtime::LlamaCpp,
     kNotACount},
    {"cache-type-v", "T", QT_TRANSLATE_NOOP("Cli", "V cache type (llama.cpp -ctv)."), kv::Runtime::LlamaCpp,
     kNotACount},
    {"runtime", "NAME",
     QT_TRANSLATE_NOOP("Cli", "llama.cpp (default), ollama, vllm, sglang, mlx, exllamav3 (TabbyAPI), koboldcpp or "
                              "ideal."),
     std::nullopt, kNotACount},
    {"ctx-size", "N",
     QT_TRANSLATE_NOOP("Cli", "llama.cpp -c: TOTAL context over all sequences (overrides context x users)."),
     kv::Runtime::LlamaCpp, kv::defaults::kCtxSize, "llama.ctx_size"},
    {"parallel", "N", QT_TRANSLATE_NOOP("Cli", "llama.cpp -np: number of sequences (overrides users)."),
     kv::Runtime::LlamaCpp, kv::defaults::kUsersRange, "llama.parallel"},
    {"server-defaults", nullptr,
     QT_TRANSLATE_NOOP("Cli", "Plan plain llama-server: -np omitted = 4 slots sharing one cache, -c omitted = the "
                              "training context x the slots, shrunk until each GPU keeps 1 GiB free (also implied "
                              "by --ctx-size without --parallel)."),
     kv::Runtime::LlamaCpp, kNotACount, "llama.server_defaults"},
    {"ollama-defaults", nullptr,
     QT_TRANSLATE_NOOP("Cli", "Plan plain `ollama serve` + `ollama run MODEL` (implies --runtime ollama; so does "
                              "--runtime ollama --server-defaults): num_ctx 4096, 32768 or 262144 by the machine's "
                              "total VRAM (under 23 GiB, under 47 GiB, more), one request at a time, num_batch as "
                              "Ollama picks it. --context and --users, when given, are num_ctx and "
                              "OLLAMA_NUM_PARALLEL."),
     kv::Runtime::Ollama, kNotACount, "ollama.server_defaults"},
    {"ollama-version", "0.32|0.24",
     QT_TRANSLATE_NOOP("Cli", "Ollama's rules: 0.32 (default; every model runs in llama-server) or 0.24 (its own Go "
                              "engine for Gemma 3, Qwen 3, gpt-oss, Llama 4, Mistral 3, ...)."),
     kv::Runtime::Ollama, kNotACount, "ollama.release"},
    {"batch-size", "N", QT_TRANSLATE_NOOP("Cli", "llama.cpp -b (default 2048)."), kv::Runtime::LlamaCpp,
     kv::defaults::kBatch, "llama.batch_size"},
    {"ubatch-size", "N", QT_TRANSLATE_NOOP("Cli", "llama.cpp -ub (default 512)."), kv::Runtime::LlamaCpp,
     kv::defaults::kBatch, "llama.ubatch_size"},
    {"flash-attn", "on|off|auto", QT_TRANSLATE_NOOP("Cli", "llama.cpp -fa (default auto, which resolves to on)."),
     kv::Runtime::LlamaCpp, kNotACount, "llama.flash_attn"},
    {"swa-full", nullptr,
     QT_TRANSLATE_NOOP("Cli", "llama.cpp --swa-full: sliding-window layers keep the full context."),
     kv::Runtime::LlamaCpp, kNotACount, "llama.swa_full"},
    {"kv-unified", nullptr, QT_TRANSLATE_NOOP("Cli", "llama.cpp --kv-unified: one cache shared by all sequences."),
     kv::Runtime::LlamaCpp, kNotACount, "llama.kv_unified"},
    {"compute-mib", "MIB", QT_TRANSLATE_NOOP("Cli", "Use this compute buffer size instead of the approximation."),
     std::nullopt, kv::defaults::kComputeMiB},
    {"n-gpu-layers", "N",
     QT_TRANSLATE_NOOP("Cli", "llama.cpp -ngl: repeating layers on the GPUs (default: as many as fit)."),
     kv::Runtime::LlamaCpp, kv::defaults::kLayers, "placement.n_gpu_layers"},
    {"no-kv-offload", nullptr, QT_TRANSLATE_NOOP("Cli", "llama.cpp --no-kv-offload: keep the KV cache in RAM."),
     kv::Runtime::LlamaCpp, kNotACount, "placement.kv_offload"},
    {"n-cpu-moe", "N",
     QT_TRANSLATE_NOOP("Cli", "llama.cpp --n-cpu-moe: keep the experts of the first N layers in RAM."),
     kv::Runtime::LlamaCpp, kv::defaults::kLayers, "placement.n_cpu_moe"},
    {"tensor-split", "A,B,...", QT_TRANSLATE_NOOP("Cli", "llama.cpp --tensor-split: proportions of layers per GPU."),
     kv::Runtime::LlamaCpp, kNotACount, "placement.tensor_split"},
    {"mmproj", "FILE",
     QT_TRANSLATE_NOOP("Cli", "llama.cpp --mmproj: a vision projector (mmproj GGUF), loaded on the first GPU."),
     kv::Runtime::LlamaCpp, kNotACount},
    {"no-mmproj-offload", nullptr,
     QT_TRANSLATE_NOOP("Cli", "llama.cpp --no-mmproj-offload: keep the vision projector in RAM."),
     kv::Runtime::LlamaCpp, kNotACount},
    {"model-draft", "ID|FILE",
     QT_TRANSLATE_NOOP("Cli", "llama.cpp -md: a draft model for speculative decoding (preset id or file); its "
                              "weights and its own KV cache at the main context."),
     kv::Runtime::LlamaCpp, kNotACount},
    {"draft-weights", "SCHEME",
     QT_TRANSLATE_NOOP("Cli", "Weight quantisation of a preset draft model (default: the main model's)."),
     kv::Runtime::LlamaCpp, kNotACount},
    {"gpu-layers-draft", "N", QT_TRANSLATE_NOOP("Cli", "llama.cpp -ngld: draft layers on the GPUs (default: all)."),
     kv::Runtime::LlamaCpp, kv::defaults::kLayers},
    {"cache-type-k-draft", "T", QT_TRANSLATE_NOOP("Cli", "llama.cpp -ctkd: the draft's K cache type (default f16)."),
     kv::Runtime::LlamaCpp, kNotACount},
    {"cache-type-v-draft", "T", QT_TRANSLATE_NOOP("Cli", "llama.cpp -ctvd: the draft's V cache type (default f16)."),
     kv::Runtime::LlamaCpp, kNotACount},
    {"contextsize", "N",
     QT_TRANSLATE_NOOP("Cli", "KoboldCpp --contextsize (the same as --context; KoboldCpp adds 128 cells)."),
     kv::Runtime::KoboldCpp, kv::Range{kv::kKoboldMinContext, kv::kKoboldMaxContext}, "koboldcpp.context_size"},
    {"quantkv", "T",
     QT_TRANSLATE_NOOP("Cli", "KoboldCpp --quantkv: f16 (default), bf16, q8_0, q5_1 or q4_0 (or 0, 1, 2 as in older "
                              "releases) for K and V; without flash attention only K."),
     kv::Runtime::KoboldCpp, kNotACount},
    {"useswa", nullptr,
     QT_TRANSLATE_NOOP("Cli", "KoboldCpp --useswa: sliding-window layers keep only their window (without it they "
                              "keep the whole context)."),
     kv::Runtime::KoboldCpp, kNotACount, "koboldcpp.use_swa"},
    {"flashattention", nullptr, QT_TRANSLATE_NOOP("Cli", "KoboldCpp --flashattention (on by default since 1.10x)."),
     kv::Runtime::KoboldCpp, kNotACount, "koboldcpp.flash_attention"},
    {"noflashattention", nullptr, QT_TRANSLATE_NOOP("Cli", "KoboldCpp --noflashattention."), kv::Runtime::KoboldCpp,
     kNotACount, "koboldcpp.flash_attention"},
    {"gpulayers", "N", QT_TRANSLATE_NOOP("Cli", "KoboldCpp --gpulayers (default -1: as many as fit)."),
     kv::Runtime::KoboldCpp, kv::defaults::kLayers, "placement.n_gpu_layers"},
    {"blasbatchsize", "N",
     QT_TRANSLATE_NOOP("Cli", "KoboldCpp --batchsize / --blasbatchsize: the micro-batch (default 512)."),
     kv::Runtime::KoboldCpp, kv::Range{1, 4096}, "koboldcpp.batch_size"},
    {"lowvram", nullptr, QT_TRANSLATE_NOOP("Cli", "KoboldCpp --lowvram: keep the KV cache in RAM."),
     kv::Runtime::KoboldCpp, kNotACount, "placement.kv_offload"},
    {"max-model-len", "N", QT_TRANSLATE_NOOP("Cli", "vLLM --max-model-len (default: the context per user)."),
     kv::Runtime::Vllm, kv::defaults::kContext, "vllm.max_model_len"},
    {"max-num-seqs", "N", QT_TRANSLATE_NOOP("Cli", "vLLM --max-num-seqs."), kv::Runtime::Vllm,
     kv::defaults::kUsersRange, "vllm.max_num_seqs"},
    {"max-num-batched-tokens", "N", QT_TRANSLATE_NOOP("Cli", "vLLM --max-num-batched-tokens (default 8192)."),
     kv::Runtime::Vllm, kv::defaults::kContext, "vllm.max_num_batched_tokens"},
    {"gpu-memory-utilization", "F", QT_TRANSLATE_NOOP("Cli", "vLLM --gpu-memory-utilization (default 0.9)."),
     kv::Runtime::Vllm, kNotACount, "vllm.gpu_memory_utilization"},
    {"block-size", "N", QT_TRANSLATE_NOOP("Cli", "vLLM --block-size (default 16)."), kv::Runtime::Vllm,
     kv::defaults::kBlockSize, "vllm.block_size"},
    {"kv-cache-dtype", "T",
     QT_TRANSLATE_NOOP("Cli", "vLLM --kv-cache-dtype: auto (bf16), fp8, fp8_ds_mla (DeepSeek-V3.2), ..."),
     kv::Runtime::Vllm, kNotACount},
    {"mamba-cache-dtype", "T",
     QT_TRANSLATE_NOOP("Cli", "vLLM --mamba-cache-dtype (hybrid models' conv state): auto (bf16), float32, ..."),
     kv::Runtime::Vllm, kNotACount, "vllm.mamba_cache_dtype"},
    {"mamba-ssm-cache-dtype", "T",
     QT_TRANSLATE_NOOP("Cli", "vLLM --mamba-ssm-cache-dtype (hybrid models' SSM state): auto, float32, ..."),
     kv::Runtime::Vllm, kNotACount, "vllm.mamba_ssm_cache_dtype"},
    {"tensor-parallel-size", "N", QT_TRANSLATE_NOOP("Cli", "vLLM --tensor-parallel-size (default 1)."),
     kv::Runtime::Vllm, kv::defaults::kTensorParallel, "vllm.tensor_parallel"},
    {"pipeline-parallel-size", "N",
     QT_TRANSLATE_NOOP("Cli", "vLLM --pipeline-parallel-size: layer stages over the GPUs (default: one stage per "
                              "node of a cluster)."),
     kv::Runtime::Vllm, kv::Range{1, 64}, "vllm.pipeline_parallel"},
    {"weights-gib", "GIB", QT_TRANSLATE_NOOP("Cli", "vLLM log: \"model weights took\" (per GPU)."), kv::Runtime::Vllm,
     kNotACount, "vllm.weights_bytes"},
    {"cache-size", "N",
     QT_TRANSLATE_NOOP("Cli", "ExLlamaV3 / TabbyAPI cache_size: tokens shared by all jobs, a multiple of 256 "
                              "(default: context x users, rounded up to 256)."),
     kv::Runtime::ExLlamaV3, kv::Range{256, kv::kMaxContext}, "exllamav3.cache_size"},
    {"max-seq-len", "N", QT_TRANSLATE_NOOP("Cli", "ExLlamaV3 / TabbyAPI max_seq_len (default: the context per user)."),
     kv::Runtime::ExLlamaV3, kv::defaults::kContext, "exllamav3.max_seq_len"},
    {"cache-mode", "MODE",
     QT_TRANSLATE_NOOP("Cli", "ExLlamaV3 / TabbyAPI cache_mode: FP16 (default), Q4, Q6, Q8, or K,V bits from 2 to 8 "
                              "such as 8,4."),
     kv::Runtime::ExLlamaV3, kNotACount, "exllamav3.cache_mode"},
    {"max-batch-size", "N", QT_TRANSLATE_NOOP("Cli", "ExLlamaV3 / TabbyAPI max_batch_size (default: the users)."),
     kv::Runtime::ExLlamaV3, kv::defaults::kUsersRange, "exllamav3.max_batch_size"},
    {"mem-fraction-static", "F",
     QT_TRANSLATE_NOOP("Cli", "SGLang --mem-fraction-static (default: SGLang's own, from the GPU's memory and the TP "
                              "size)."),
     kv::Runtime::SGLang, kNotACount, "sglang.mem_fraction_static"},
    {"context-length", "N", QT_TRANSLATE_NOOP("Cli", "SGLang --context-length (default: the context per user)."),
     kv::Runtime::SGLang, kv::defaults::kContext, "sglang.context_length"},
    {"max-running-requests", "N", QT_TRANSLATE_NOOP("Cli", "SGLang --max-running-requests (default: the users)."),
     kv::Runtime::SGLang, kv::defaults::kUsersRange, "sglang.max_running_requests"},
    {"tp-size", "N", QT_TRANSLATE_NOOP("Cli", "SGLang --tp-size (default 1; --tensor-parallel-size also works)."),
     kv::Runtime::SGLang, kv::defaults::kTensorParallel, "sglang.tp_size"},
    {"page-size", "N", QT_TRANSLATE_NOOP("Cli", "SGLang --page-size: tokens per KV page (default 1)."),
     kv::Runtime::SGLang, kv::Range{1, 4096}, "sglang.page_size"},
    {"activation-peak-gib", "GIB", QT_TRANSLATE_NOOP("Cli", "vLLM log: peak activations of the profiling run."),
     kv::Runtime::Vllm, kNotACount, "vllm.activation_peak_bytes"},
    {"non-torch-gib", "GIB", QT_TRANSLATE_NOOP("Cli", "vLLM log: non-torch memory."), kv::Runtime::Vllm, kNotACount,
     "vllm.non_torch_bytes"},
    {"kv-pool-gib", "GIB", QT_TRANSLATE_NOOP("Cli", "vLLM log: available KV cache memory (overrides the three above)."),
     kv::Runtime::Vllm, kNotACount, "vllm.kv_pool_bytes"},
    {"max-kv-size", "N",
     QT_TRANSLATE_NOOP("Cli", "MLX (mlx_lm.generate) --max-kv-size: every layer keeps at most N tokens (a rotating "
                              "cache; models that build their own caches ignore it)."),
     kv::Runtime::Mlx, kv::Range{kv::kMlxMaxKvKeep + 1, kv::kMaxContext}, "mlx.max_kv_size"},
    {"kv-bits", "N", QT_TRANSLATE_NOOP("Cli", "MLX --kv-bits: quantise the KV cache to 2, 3, 4, 5, 6 or 8 bits."),
     kv::Runtime::Mlx, kv::Range{2, 8}, "mlx.kv_bits"},
    {"kv-group-size", "N", QT_TRANSLATE_NOOP("Cli", "MLX --kv-group-size: 32, 64 (default) or 128."), kv::Runtime::Mlx,
     kv::Range{32, 128}, "mlx.kv_group_size"},
    {"quantized-kv-start", "N",
     QT_TRANSLATE_NOOP("Cli", "MLX --quantized-kv-start: quantise once this many tokens are cached (default 5000)."),
     kv::Runtime::Mlx, kv::Range{0, kv::kMaxContext}, "mlx.quantized_kv_start"},
    {"hardware", "ID", QT_TRANSLATE_NOOP("Cli", "Hardware preset (see 'kvplanner-cli hardware')."), std::nullopt,
     kNotACount},
    {"this-machine", nullptr,
     QT_TRANSLATE_NOOP("Cli",
                       "This computer: its RAM and GPUs as detected (see 'kvplanner-cli hardware --this-machine')."),
     std::nullopt, kNotACount},
    {"bandwidth-gbs", "GBS",
     QT_TRANSLATE_NOOP("Cli",
                       "Memory bandwidth of the GPUs (or of the one memory pool), in GB/s, for the speed bound."),
     std::nullopt, kNotACount},
    {"vram", "GIB", QT_TRANSLATE_NOOP("Cli", "GPU memory per GPU, in GiB (a custom machine)."), std::nullopt,
     kNotACount},
    {"ram", "GIB", QT_TRANSLATE_NOOP("Cli", "System RAM, in GiB."), std::nullopt, kNotACount},
    {"gpus", "N", QT_TRANSLATE_NOOP("Cli", "Number of identical GPUs (default 1)."), std::nullopt, kv::defaults::kGpus},
    {"gpu-limit-gib", "GIB",
     QT_TRANSLATE_NOOP("Cli", "Unified memory: the GPU working-set limit (iogpu.wired_limit_mb)."), std::nullopt,
     kNotACount},
    {"os-reserve-gib", "GIB", QT_TRANSLATE_NOOP("Cli", "RAM kept for the OS and desktop (default 3)."), std::nullopt,
     kNotACount},
    {"gpu-reserve-mib", "MIB", QT_TRANSLATE_NOOP("Cli", "VRAM per GPU kept by the driver context (default 400)."),
     std::nullopt, kv::defaults::kReserveMiB},
    {"display-reserve-mib", "MIB", QT_TRANSLATE_NOOP("Cli", "VRAM of GPU 0 kept by the desktop (default 512)."),
     std::nullopt, kv::defaults::kReserveMiB},
    {"headless", nullptr, QT_TRANSLATE_NOOP("Cli", "No desktop on GPU 0 (no display reserve)."), std::nullopt,
     kNotACount},
    {"nodes", "N",
     QT_TRANSLATE_NOOP("Cli", "A cluster of N identical machines, each the hardware given: llama.cpp over RPC "
                              "(ggml-rpc-server on nodes 2 to N, llama-server --rpc on node 1), vLLM over Ray. Needs "
                              "--link."),
     std::nullopt, kv::Range{1, kv::kMaxNodes}},
    {"cluster", "FILE",
     QT_TRANSLATE_NOOP("Cli", "A cluster whose nodes differ, described in a JSON file (schema kvplanner.cluster/1, "
                              "see the README)."),
     std::nullopt, kNotACount},
    {"link", "ID",
     QT_TRANSLATE_NOOP("Cli", "The network between the nodes: 1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5 or "
                              "ib-hdr."),
     std::nullopt, kNotACount},
    {"link-gbps", "X", QT_TRANSLATE_NOOP("Cli", "The link's usable bandwidth in Gbit/s (overrides --link's)."),
     std::nullopt, kNotACount},
    {"link-latency-us", "Y",
     QT_TRANSLATE_NOOP("Cli", "The link's one-way latency per message in microseconds (overrides --link's)."),
     std::nullopt, kNotACount},
    {"hosts", "A,B,...",
     QT_TRANSLATE_NOOP("Cli", "The nodes' host names or addresses, in node order, for the launch commands "
                              "(default node1, node2, ...)."),
     std::nullopt, kNotACount},
    {"paged-block", "N", QT_TRANSLATE_NOOP("Cli", "What-if: paged KV blocks of N tokens."), std::nullopt,
     kv::defaults::kPagedBlock, "what_ifs.paged_block"},
    {"shared-prefix", "N",
     QT_TRANSLATE_NOOP("Cli", "What-if: a prompt prefix of N tokens shared by all users, counted once."), std::nullopt,
     kv::defaults::kCtxSize, "what_ifs.shared_prefix_tokens"},
    {"kivi-bits", "2|4",
     QT_TRANSLATE_NOOP("Cli", "What-if: KIVI-style 2- or 4-bit KV with a full-precision recent window."), std::nullopt,
     kv::Range{2, 4}, "what_ifs.kivi_bits"},
    {"token-budget", "N", QT_TRANSLATE_NOOP("Cli", "What-if: H2O-style eviction to at most N tokens per user."),
     std::nullopt, kv::defaults::kContext, "what_ifs.token_budget"},
    {"sliding-window", "N",
     QT_TRANSLATE_NOOP("Cli", "What-if: every full-attention layer keeps only the last N tokens."), std::nullopt,
     kv::defaults::kSlidingWindow, "what_ifs.sliding_window"},
    {"scenario", "FILE", QT_TRANSLATE_NOOP("Cli", "Start from a saved scenario (.kvplan)."), std::nullopt, kNotACount},
    {"profile", "FILE",
     QT_TRANSLATE_NOOP("Cli", "Apply a machine profile saved by 'check --save-profile' (measured buffers)."),
     std::nullopt, kNotACount},
};

kv::ElemType elemOption(const QString& option, const QString& value)
{
    const auto t = kv::elemTypeFromName(value.toStdString());
    if (!t)
        throw AppError{
            Cli::tr("unknown cache type “%1” for --%2 (f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0, iq4_nl, "
                    "fp8)")
                .arg(value, option)};
    return *t;
}

bool isSet(const QCommandLineParser& p, const char* n)
{
    return p.isSet(QString::fromLatin1(n));
}

QString value(const QCommandLineParser& p, const char* n)
{
    return p.value(QString::fromLatin1(n));
}

// A whole-number option, in the range its row gives.
uint64_t countOption(const QCommandLineParser& p, const char* n)
{
    const ScenarioOption* o = findScenarioOption(n);
    Q_ASSERT(o && o->isCount());
    return parseCount(QString::fromLatin1(n), value(p, n), o->range);
}

uint64_t gibOption(const QCommandLineParser& p, const char* n)
{
    return static_cast<uint64_t>(std::llround(parseGiB(QString::fromLatin1(n), value(p, n)) * 1073741824.0));
}

void applyPlacement(const QCommandLineParser& p, kv::Scenario& s)
{
    if (isSet(p, "n-gpu-layers"))
        s.placement.nGpuLayers = static_cast<uint32_t>(countOption(p, "n-gpu-layers"));
    if (isSet(p, "no-kv-offload"))
        s.placement.kvOffload = false;
    if (isSet(p, "n-cpu-moe"))
        s.placement.nCpuMoe = static_cast<uint32_t>(countOption(p, "n-cpu-moe"));
    if (isSet(p, "tensor-split")) {
        s.placement.tensorSplit.clear();
        for (const QString& part : value(p, "tensor-split").split(QLatin1Char(','))) {
            bool ok = false;
            const double v = part.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(v) || v < 0 || v > 1e6)
                throw AppError{Cli::tr("--tensor-split takes non-negative numbers separated by commas, not “%1”")
                                   .arg(value(p, "tensor-split"))};
            s.placement.tensorSplit.push_back(v);
        }
    }
}

// Side models (after --model and --weights: a preset draft takes the main model's scheme by default).
void applySide(const QCommandLineParser& p, kv::Scenario& s, const kv::Catalog& catalog)
{
    if (isSet(p, "mmproj")) {
        const QString file = value(p, "mmproj");
        if (!QFileInfo(file).isFile())
            throw AppError{Cli::tr("--mmproj: no such file “%1”").arg(file)};
        s.side.projector = kv::projectorFromGgufFile(QFile::encodeName(file).toStdString());
    } else if (isSet(p, "model") && value(p, "model").startsWith(QLatin1String("ollama:")) && !s.side.projector) {
        // Ollama loads the projector layer of its manifest with the model.
        const auto m = findOllamaModel(value(p, "model"));
        if (m && !m->projector.isEmpty()) {
            s.side.projector = kv::projectorFromGgufFile(QFile::encodeName(m->projector).toStdString());
            s.side.projector->name = m->name.toStdString() + " (projector)";
        }
    }
    if (isSet(p, "no-mmproj-offload")) {
        if (!s.side.projector)
            throw AppError{Cli::tr("--no-mmproj-offload needs a vision projector (--mmproj FILE)")};
        s.side.projector->offload = false;
    }
    const bool draftOption = isSet(p, "draft-weights") || isSet(p, "gpu-layers-draft") ||
                             isSet(p, "cache-type-k-draft") || isSet(p, "cache-type-v-draft");
    if (isSet(p, "model-draft")) {
        kv::DraftOptions d;
        d.model = resolveModel(value(p, "model-draft"), catalog);
        d.weights = s.weights;
        s.side.draft = d;
    } else if (draftOption && !s.side.draft) {
        throw AppError{Cli::tr("the draft options need a draft model (--model-draft ID|FILE)")};
    }
    if (!s.side.draft)
        return;
    kv::DraftOptions& d = *s.side.draft;
    if (isSet(p, "draft-weights")) {
        const kv::WeightScheme* w = catalog.findScheme(value(p, "draft-weights").toStdString());
        if (!w)
            throw kv::InputError("unknown-weights", value(p, "draft-weights").toStdString());
        d.weights = *w;
    }
    if (isSet(p, "gpu-layers-draft"))
        d.nGpuLayers = static_cast<uint32_t>(countOption(p, "gpu-layers-draft"));
    if (isSet(p, "cache-type-k-draft"))
        d.typeK = elemOption(QStringLiteral("cache-type-k-draft"), value(p, "cache-type-k-draft"));
    if (isSet(p, "cache-type-v-draft"))
        d.typeV = elemOption(QStringLiteral("cache-type-v-draft"), value(p, "cache-type-v-draft"));
}

// mlx_lm.generate's KV flags: only with --runtime mlx, in range (kv::validateMlx words the set-valued ones).
void applyMlx(const QCommandLineParser& p, kv::Scenario& s)
{
    for (const ScenarioOption& o : kOptions)
        if (o.runtime == kv::Runtime::Mlx && isSet(p, o.name) && s.runtime != kv::Runtime::Mlx)
            throw AppError{
                Cli::tr("--%1 is an MLX option (mlx_lm.generate); it needs --runtime mlx").arg(QLatin1String(o.name))};
    kv::MlxOptions& o = s.mlx;
    if (isSet(p, "max-kv-size"))
        o.maxKvSize = countOption(p, "max-kv-size");
    if (isSet(p, "kv-bits"))
        o.kvBits = static_cast<uint32_t>(countOption(p, "kv-bits"));
    if (isSet(p, "kv-group-size"))
        o.kvGroupSize = static_cast<uint32_t>(countOption(p, "kv-group-size"));
    if (isSet(p, "quantized-kv-start"))
        o.quantizedKvStart = countOption(p, "quantized-kv-start");
    kv::validateMlx(o);
}

void applyVllm(const QCommandLineParser& p, kv::Scenario& s)
{
    kv::VllmOptions& v = s.vllm;
    if (isSet(p, "max-model-len"))
        v.maxModelLen = countOption(p, "max-model-len");
    if (isSet(p, "max-num-seqs"))
        v.maxNumSeqs = static_cast<uint32_t>(countOption(p, "max-num-seqs"));
    if (isSet(p, "max-num-batched-tokens"))
        v.maxNumBatchedTokens = countOption(p, "max-num-batched-tokens");
    if (isSet(p, "block-size"))
        v.blockSize = static_cast<uint32_t>(countOption(p, "block-size"));
    if (isSet(p, "tensor-parallel-size"))
        v.tensorParallel = static_cast<uint32_t>(countOption(p, "tensor-parallel-size"));
    if (isSet(p, "pipeline-parallel-size"))
        v.pipelineParallel = static_cast<uint32_t>(countOption(p, "pipeline-parallel-size"));
    if (isSet(p, "gpu-memory-utilization")) {
        bool ok = false;
        const double u = value(p, "gpu-memory-utilization").toDouble(&ok);
        if (!ok || !(u > 0 && u <= 1))
            throw AppError{Cli::tr("--gpu-memory-utilization takes a fraction above 0 and at most 1, not “%1”")
                               .arg(value(p, "gpu-memory-utilization"))};
        v.gpuMemoryUtilization = u;
    }
    if (isSet(p, "kv-cache-dtype") && s.runtime != kv::Runtime::SGLang) {
        const QString t = value(p, "kv-cache-dtype");
        // fp8_ds_mla: DeepSeek-V3.2's sparse MLA layout of an fp8 cache, which vLLM's FlashMLA sparse backend
        // also takes plain fp8 for; kv::estimateVllm prices FP8 on such a model as fp8_ds_mla (656 bytes a token).
        if (t == QLatin1String("fp8_ds_mla"))
            s.typeK = s.typeV = kv::ElemType::FP8;
        else if (t != QLatin1String("auto"))
            s.typeK = s.typeV = elemOption(QStringLiteral("kv-cache-dtype"), t);
        else
            s.typeK = s.typeV = kv::defaultCacheType(kv::Runtime::Vllm);
        v.fp8E5m2 = t == QLatin1String("fp8_e5m2"); // the same byte a value, named in the launch line
    }
    for (const char* o : {"mamba-cache-dtype", "mamba-ssm-cache-dtype"}) {
        if (!isSet(p, o))
            continue;
        const QString t = value(p, o);
        if (t != QLatin1String("auto") && t != QLatin1String("float32") && t != QLatin1String("float16") &&
            t != QLatin1String("bfloat16"))
            throw AppError{Cli::tr("--%1 takes auto, float32, float16 or bfloat16, not “%2”").arg(QLatin1String(o), t)};
        (std::string_view(o) == "mamba-cache-dtype" ? v.mambaCacheDtype : v.mambaSsmCacheDtype) =
            kv::vllmMambaDtype(t.toStdString());
    }
    if (isSet(p, "weights-gib"))
        v.weightsBytes = gibOption(p, "weights-gib");
    if (isSet(p, "activation-peak-gib"))
        v.activationPeakBytes = gibOption(p, "activation-peak-gib");
    if (isSet(p, "non-torch-gib"))
        v.nonTorchBytes = gibOption(p, "non-torch-gib");
    if (isSet(p, "kv-pool-gib"))
        v.kvPoolBytes = gibOption(p, "kv-pool-gib");
}

// An option of one runtime given with another is refused: it would change nothing.
void requireRuntime(const QCommandLineParser& p, const kv::Scenario& s, kv::Runtime runtime)
{
    if (s.runtime == runtime)
        return;
    for (const ScenarioOption& o : kOptions)
        if (o.runtime == runtime && isSet(p, o.name))
            //: %1 an option, %2 the runtime it belongs to (exllamav3, sglang), %3 the runtime chosen
            throw AppError{Cli::tr("--%1 is an option of --runtime %2; this plan runs %3")
                               .arg(QLatin1String(o.name), QString::fromStdString(std::string(kv::runtimeId(runtime))),
                                    QString::fromStdString(std::string(kv::runtimeId(s.runtime))))};
}

// KoboldCpp's own option names (koboldcpp.py 1.113.1), refused with another runtime.
void applyKoboldCpp(const QCommandLineParser& p, kv::Scenario& s)
{
    requireRuntime(p, s, kv::Runtime::KoboldCpp);
    if (s.runtime != kv::Runtime::KoboldCpp)
        return;
    kv::KoboldCppOptions& k = s.kobold;
    if (isSet(p, "contextsize"))
        k.contextSize = countOption(p, "contextsize");
    if (isSet(p, "quantkv")) {
        const QString q = value(p, "quantkv");
        static const QStringList kLegacy = {QStringLiteral("f16"), QStringLiteral("q8_0"), QStringLiteral("q4_0")};
        bool isNumber = false;
        const int level = q.toInt(&isNumber);
        const QString t = isNumber && level >= 0 && level < 3 ? kLegacy[level] : q;
        const auto type = kv::elemTypeFromName(t.toStdString());
        if (!type || !kv::acceptsCacheType(kv::Runtime::KoboldCpp, *type))
            throw AppError{Cli::tr("--quantkv takes f16, bf16, q8_0, q5_1 or q4_0 (or 0, 1, 2), not “%1”").arg(q)};
        s.typeK = s.typeV = *type;
    }
    if (isSet(p, "useswa"))
        k.useSwa = true;
    if (isSet(p, "flashattention") && isSet(p, "noflashattention"))
        throw AppError{Cli::tr("--flashattention and --noflashattention contradict each other")};
    if (isSet(p, "noflashattention"))
        k.flashAttention = false;
    if (isSet(p, "gpulayers")) {
        const QString g = value(p, "gpulayers");
        if (g == QLatin1String("-1"))
            s.placement.nGpuLayers.reset();
        else
            s.placement.nGpuLayers = static_cast<uint32_t>(countOption(p, "gpulayers"));
    }
    if (isSet(p, "blasbatchsize"))
        k.batchSize = static_cast<uint32_t>(countOption(p, "blasbatchsize"));
    if (isSet(p, "lowvram"))
        s.placement.kvOffload = false;
}

void applyExLlamaV3(const QCommandLineParser& p, kv::Scenario& s)
{
    requireRuntime(p, s, kv::Runtime::ExLlamaV3);
    kv::ExLlamaV3Options& x = s.exllamav3;
    if (isSet(p, "cache-size")) {
        x.cacheSize = countOption(p, "cache-size");
        if (*x.cacheSize % 256 != 0)
            throw AppError{Cli::tr("--cache-size must be a multiple of 256 (ExLlamaV3's page), not %1; %2 would do")
                               .arg(*x.cacheSize)
                               .arg((*x.cacheSize + 255) / 256 * 256)};
    }
    if (isSet(p, "max-seq-len"))
        x.maxSeqLen = countOption(p, "max-seq-len");
    if (isSet(p, "max-batch-size"))
        x.maxBatchSize = static_cast<uint32_t>(countOption(p, "max-batch-size"));
    if (isSet(p, "cache-mode")) {
        try {
            const auto [k, v] = kv::exllamav3CacheMode(value(p, "cache-mode").toStdString());
            x.kBits = k;
            x.vBits = v;
        } catch (const kv::InputError&) {
            throw AppError{
                Cli::tr("--cache-mode takes FP16, Q4, Q6, Q8 or K,V bits from 2 to 8 (such as 8,4), not “%1”")
                    .arg(value(p, "cache-mode"))};
        }
    }
}

void applySglang(const QCommandLineParser& p, kv::Scenario& s)
{
    requireRuntime(p, s, kv::Runtime::SGLang);
    if (s.runtime != kv::Runtime::SGLang)
        return;
    kv::SglangOptions& g = s.sglang;
    if (isSet(p, "mem-fraction-static")) {
        bool ok = false;
        const double f = value(p, "mem-fraction-static").toDouble(&ok);
        if (!ok || !(f > 0 && f < 1))
            throw AppError{Cli::tr("--mem-fraction-static takes a fraction above 0 and below 1, not “%1”")
                               .arg(value(p, "mem-fraction-static"))};
        g.memFractionStatic = f;
    }
    if (isSet(p, "context-length"))
        g.contextLength = countOption(p, "context-length");
    if (isSet(p, "max-running-requests"))
        g.maxRunningRequests = static_cast<uint32_t>(countOption(p, "max-running-requests"));
    for (const char* o : {"tp-size", "tensor-parallel-size"})
        if (isSet(p, o))
            g.tpSize = static_cast<uint32_t>(countOption(p, o));
    if (isSet(p, "page-size"))
        g.pageSize = static_cast<uint32_t>(countOption(p, "page-size"));
    if (isSet(p, "kv-cache-dtype")) {
        const QString t = value(p, "kv-cache-dtype");
        if (t == QLatin1String("auto")) {
            s.typeK = s.typeV = kv::defaultCacheType(kv::Runtime::SGLang);
        } else if (t == QLatin1String("fp8_e5m2") || t == QLatin1String("fp8_e4m3")) {
            s.typeK = s.typeV = kv::ElemType::FP8;
            g.fp8E5m2 = t == QLatin1String("fp8_e5m2");
        } else {
            throw AppError{Cli::tr("SGLang's --kv-cache-dtype takes auto, fp8_e5m2 or fp8_e4m3, not “%1”").arg(t)};
        }
    }
}

void applyWhatIfs(const QCommandLineParser& p, kv::Scenario& s)
{
    kv::WhatIfs& w = s.whatIfs;
    if (isSet(p, "paged-block"))
        w.pagedBlock = static_cast<uint32_t>(countOption(p, "paged-block"));
    if (isSet(p, "shared-prefix"))
        w.sharedPrefixTokens = countOption(p, "shared-prefix");
    if (isSet(p, "kivi-bits")) {
        w.kiviBits = static_cast<uint32_t>(countOption(p, "kivi-bits"));
        if (w.kiviBits == 3)
            throw AppError{Cli::tr("--kivi-bits takes 2 or 4")};
    }
    if (isSet(p, "token-budget"))
        w.tokenBudget = countOption(p, "token-budget");
    if (isSet(p, "sliding-window"))
        w.slidingWindow = static_cast<uint32_t>(countOption(p, "sliding-window"));
}

bool machineGiven(const QCommandLineParser& p)
{
    return isSet(p, "hardware") || isSet(p, "vram") || isSet(p, "ram") || isSet(p, "this-machine") ||
           isSet(p, "cluster");
}

double linkNumber(const QCommandLineParser& p, const char* n, double min, double max)
{
    bool ok = false;
    const double v = value(p, n).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > max)
        //: %1 option name, %2 and %3 the range accepted, %4 what the user typed
        throw AppError{Cli::tr("--%1 needs a number from %2 to %3, not “%4”")
                           .arg(QString::fromLatin1(n), QString::number(min), QString::number(max), value(p, n))};
    return v;
}

// The link the options name, on top of `link` (a cluster file's, or none).
kv::Link linkFromOptions(const QCommandLineParser& p, kv::Link link)
{
    if (isSet(p, "link")) {
        const auto preset = kv::linkPreset(value(p, "link").toStdString());
        if (!preset)
            throw AppError{Cli::tr("unknown link “%1” (1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5, ib-hdr)")
                               .arg(value(p, "link"))};
        link = *preset;
    }
    if (isSet(p, "link-gbps")) {
        link.gbps = linkNumber(p, "link-gbps", 0.001, 1e5);
        link.id.clear();
    }
    if (isSet(p, "link-latency-us")) {
        link.latencyUs = linkNumber(p, "link-latency-us", 0, 1e6);
        link.id.clear();
    }
    return link;
}

// --nodes, --cluster, --link*, --hosts around the machine the other options describe.
kv::Hardware clusterFromOptions(const QCommandLineParser& p, const kv::Catalog& catalog, kv::Hardware hw)
{
    const bool linkGiven = isSet(p, "link") || isSet(p, "link-gbps") || isSet(p, "link-latency-us");
    if (isSet(p, "cluster")) {
        if (isSet(p, "hardware") || isSet(p, "vram") || isSet(p, "ram") || isSet(p, "gpus") || isSet(p, "nodes") ||
            isSet(p, "this-machine"))
            throw AppError{Cli::tr("--cluster describes every node: it does not combine with --hardware, --vram, "
                                   "--ram, --gpus, --nodes or --this-machine")};
        const std::string path = value(p, "cluster").toStdString();
        hw = kv::clusterFromJson(kv::readTextFile(path, 1u << 20), path, catalog.hardware);
        hw.link = linkFromOptions(p, hw.link);
    } else if (isSet(p, "nodes")) {
        const auto n = static_cast<uint32_t>(countOption(p, "nodes"));
        if (n > 1 && !linkGiven)
            throw AppError{Cli::tr("a cluster needs its link: --link ID (1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, "
                                   "tb5, ib-hdr) or --link-gbps X --link-latency-us Y")};
        hw = kv::clusterOf(hw, n, linkFromOptions(p, {}));
    } else if (linkGiven || isSet(p, "hosts")) {
        throw AppError{Cli::tr("--link, --link-gbps, --link-latency-us and --hosts describe a cluster: give "
                               "--nodes N or --cluster FILE")};
    }
    if (hw.nodeCount() > 1 && hw.link.gbps <= 0)
        throw AppError{Cli::tr("the cluster's link has no bandwidth: give --link ID or --link-gbps X")};
    if (isSet(p, "hosts")) {
        const QStringList hosts = value(p, "hosts").split(QLatin1Char(','));
        if (static_cast<uint32_t>(hosts.size()) != hw.nodeCount())
            throw AppError{Cli::tr("--hosts names %1 hosts for %2 nodes").arg(hosts.size()).arg(hw.nodeCount())};
        hw.hosts.clear();
        for (const QString& h : hosts) {
            if (h.trimmed().isEmpty() || h.trimmed().contains(QLatin1Char(' ')))
                throw AppError{Cli::tr("--hosts takes host names or addresses separated by commas, not “%1”")
                                   .arg(value(p, "hosts"))};
            hw.hosts.push_back(h.trimmed().toStdString());
        }
    }
    return hw;
}

void applyBandwidth(const QCommandLineParser& p, kv::Hardware& hw)
{
    if (!isSet(p, "bandwidth-gbs"))
        return;
    bool ok = false;
    const double gbs = value(p, "bandwidth-gbs").trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(gbs) || gbs <= 0 || gbs > 1e5)
        throw AppError{Cli::tr("--bandwidth-gbs needs a bandwidth in GB/s greater than 0 (at most 100000), not “%1”")
                           .arg(value(p, "bandwidth-gbs"))};
    const bool gpus = std::any_of(hw.devices.begin(), hw.devices.end(),
                                  [](const kv::Device& d) { return d.kind == kv::DeviceKind::Gpu; });
    for (kv::Device& d : hw.devices)
        if (!gpus || d.kind == kv::DeviceKind::Gpu)
            d.bandwidthGBs = gbs;
}

// The machine the options describe, with a tweak (a GPU count, a unified GPU limit) applied on top.
kv::Hardware machineFromOptions(const QCommandLineParser& p, const kv::Catalog& catalog, const kv::MachineTweak& tweak)
{
    const bool custom = isSet(p, "vram") || isSet(p, "ram");
    kv::MachineOptions mo;
    if (isSet(p, "gpus"))
        mo.gpus = static_cast<uint32_t>(countOption(p, "gpus"));
    if (isSet(p, "ram"))
        mo.ramBytes = gibOption(p, "ram");
    if (isSet(p, "gpu-limit-gib"))
        mo.gpuLimitBytes = gibOption(p, "gpu-limit-gib");
    if (isSet(p, "os-reserve-gib"))
        mo.reserves.ramOsBytes = static_cast<uint64_t>(
            std::llround(parseGiB(QStringLiteral("os-reserve-gib"), value(p, "os-reserve-gib")) * 1073741824.0));
    if (isSet(p, "gpu-reserve-mib"))
        mo.reserves.gpuDriverBytes = countOption(p, "gpu-reserve-mib") << 20;
    if (isSet(p, "display-reserve-mib"))
        mo.reserves.gpuDisplayBytes = countOption(p, "display-reserve-mib") << 20;
    mo.headless = isSet(p, "headless");
    if (tweak.gpus)
        mo.gpus = *tweak.gpus;
    if (tweak.gpuLimitBytes)
        mo.gpuLimitBytes = *tweak.gpuLimitBytes;
    kv::Hardware hw;
    if (isSet(p, "this-machine") || value(p, "hardware") == QLatin1String(kThisMachineId)) {
        if (isSet(p, "vram") || isSet(p, "gpus"))
            throw AppError{Cli::tr("--vram and --gpus do not apply to this computer: its GPUs are what was detected")};
        kv::HardwarePreset preset = thisMachinePreset(catalog);
        if (isSet(p, "ram") && preset.kind != kv::DeviceKind::Gpu)
            preset.memoryBytes = gibOption(p, "ram");
        hw = kv::machineFrom(preset, mo);
    } else if (isSet(p, "hardware")) {
        const kv::HardwarePreset* h = catalog.findHardware(value(p, "hardware").toStdString());
        if (!h)
            throw kv::InputError("unknown-hardware", value(p, "hardware").toStdString());
        kv::HardwarePreset preset = *h;
        if (isSet(p, "vram") && preset.kind == kv::DeviceKind::Gpu)
            preset.memoryBytes = gibOption(p, "vram");
        hw = kv::machineFrom(preset, mo);
    } else if (custom) {
        hw = kv::customMachine(isSet(p, "vram") ? gibOption(p, "vram") : 0, mo.gpus,
                               isSet(p, "ram") ? gibOption(p, "ram") : 0, mo);
    } else if (!isSet(p, "cluster")) {
        return {};
    }
    applyBandwidth(p, hw);
    return clusterFromOptions(p, catalog, std::move(hw));
}

void applyHardware(const QCommandLineParser& p, kv::Scenario& s, const kv::Catalog& catalog)
{
    if (!machineGiven(p) && (isSet(p, "nodes") || isSet(p, "hosts")))
        throw AppError{
            Cli::tr("--nodes and --hosts need the hardware of one node (--hardware ID, or --vram and --ram)")};
    if (!machineGiven(p) && !isSet(p, "gpus"))
        return;
    s.hardware = machineFromOptions(p, catalog, {});
}

} // namespace

kv::ModelSpec resolveModel(const QString& value, const kv::Catalog& catalog)
{
    if (const kv::ModelSpec* m = catalog.findModel(value.toStdString()))
        return *m;
    if (!value.startsWith(QLatin1String("ollama:")) && !QFileInfo::exists(value))
        throw kv::InputError("unknown-model", value.toStdString());
    return loadLocalModel(value); // a file, or ollama:NAME[:TAG]
}

const ThisMachine& thisMachine(const kv::Catalog& catalog)
{
    static const ThisMachine detected = detectThisMachine(catalog.hardware);
    return detected;
}

kv::HardwarePreset thisMachinePreset(const kv::Catalog& catalog)
{
    if (const kv::HardwarePreset* listed = catalog.findHardware(kThisMachineId))
        return *listed; // detected already (the window, `machines --this-machine`)
    const ThisMachine& m = thisMachine(catalog);
    if (!m.found()) {
        QStringList why;
        for (const Finding& f : m.findings)
            why << findingText(f);
        throw AppError{Cli::tr("this computer could not be detected: %1")
                           .arg(why.isEmpty() ? Cli::tr("no memory size was found") : why.join(QLatin1Char(' ')))};
    }
    return thisMachinePreset(m);
}

uint64_t parseCount(const QString& option, const QString& value, kv::Range range)
{
    return parseCount(option, value, range.min, range.max);
}

uint64_t parseCount(const QString& option, const QString& value, uint64_t min, uint64_t max)
{
    bool ok = false;
    const qulonglong v = value.trimmed().toULongLong(&ok);
    if (!ok || v < min || v > max)
        throw AppError{Cli::tr("--%1 needs a whole number from %2 to %3, not “%4”")
                           .arg(option)
                           .arg(static_cast<qulonglong>(min))
                           .arg(static_cast<qulonglong>(max))
                           .arg(value)};
    return v;
}

double parseGiB(const QString& option, const QString& value)
{
    bool ok = false;
    const double v = value.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0 || v > kv::defaults::kMaxGiB)
        //: %1 option name, %2 the largest size accepted, %3 what the user typed
        throw AppError{Cli::tr("--%1 needs a size in GiB greater than 0 (at most %2), not “%3”")
                           .arg(option, QString::number(kv::defaults::kMaxGiB, 'f', 0), value)};
    return v;
}

std::span<const ScenarioOption> scenarioOptions()
{
    return kOptions;
}

const ScenarioOption* findScenarioOption(std::string_view name)
{
    const auto* it = std::find_if(std::begin(kOptions), std::end(kOptions),
                                  [name](const ScenarioOption& o) { return name == o.name; });
    return it == std::end(kOptions) ? nullptr : it;
}

void addScenarioOptions(QCommandLineParser& p, std::span<const char* const> hidden)
{
    for (const ScenarioOption& o : kOptions) {
        QCommandLineOption opt(QString::fromLatin1(o.name), Cli::tr(o.help));
        if (o.valueName)
            opt.setValueName(QString::fromLatin1(o.valueName));
        if (std::any_of(hidden.begin(), hidden.end(), [&o](const char* h) { return std::string_view(h) == o.name; }))
            opt.setFlags(QCommandLineOption::HiddenFromHelp);
        p.addOption(opt);
    }
}

bool anyScenarioOption(const QCommandLineParser& p)
{
    return std::any_of(std::begin(kOptions), std::end(kOptions),
                       [&p](const ScenarioOption& o) { return isSet(p, o.name); });
}

kv::MachineBuilder machineBuilder(const QCommandLineParser& p, const kv::Catalog& catalog)
{
    return [&p, &catalog](const kv::MachineTweak& tweak) -> std::optional<kv::Hardware> {
        if (!machineGiven(p))
            return std::nullopt; // the machine came from a scenario file: flags cannot rebuild it
        if (tweak.gpus && (isSet(p, "this-machine") || value(p, "hardware") == QLatin1String(kThisMachineId)))
            return std::nullopt; // this computer has the GPUs it has
        return machineFromOptions(p, catalog, tweak);
    };
}

kv::Scenario scenarioFromOptions(const QCommandLineParser& p, const kv::Catalog& catalog)
{
    if (!p.isSet(QStringLiteral("scenario")) && !p.isSet(QStringLiteral("model")))
        throw AppError{Cli::tr("--model is required (a preset id such as llama-3.1-8b, or a model file)")};
    return questionFromOptions(p, catalog);
}

namespace {
nlohmann::json planFileJson(const std::string& file)
{
    return kv::parseJsonText(kv::readTextFile(file, 16u << 20), file);
}
} // namespace

kv::Scenario readScenarioFile(const QString& path, const kv::Catalog& catalog)
{
    return kv::scenarioFromJson(planFileJson(path.toStdString()), catalog);
}

std::vector<kv::UserPrice> readScenarioPrices(const QString& path, const kv::Catalog& catalog)
{
    const std::string file = path.toStdString();
    return kv::pricesFromPlanFile(planFileJson(file), file, catalog, moneyTable());
}

kv::Scenario questionFromOptions(const QCommandLineParser& p, const kv::Catalog& catalog)
{
    if (p.isSet(QStringLiteral("scenario")))
        return applyScenarioOptions(p, catalog, readScenarioFile(p.value(QStringLiteral("scenario")), catalog),
                                    Start::SavedScenario);
    kv::Scenario s;
    if (const kv::WeightScheme* w = catalog.findScheme(kv::defaults::kWeightScheme))
        s.weights = *w;
    return applyScenarioOptions(p, catalog, std::move(s), Start::Defaults);
}

kv::Scenario applyScenarioOptions(const QCommandLineParser& p, const kv::Catalog& catalog, kv::Scenario s, Start start)
{
    auto has = [&](const char* n) { return p.isSet(QString::fromLatin1(n)); };
    auto val = [&](const char* n) { return p.value(QString::fromLatin1(n)); };
    const bool ownScheme = has("weights") || start == Start::SavedScenario;

    if (has("model"))
        s.model = resolveModel(val("model"), catalog);
    if (has("context"))
        s.contextPerUser = countOption(p, "context");
    if (has("users"))
        s.users = static_cast<uint32_t>(countOption(p, "users"));
    if (has("model") && !has("runtime") && start != Start::SavedScenario && s.model.mlxQuant.bits > 0)
        s.runtime = kv::Runtime::Mlx; // an MLX folder (mlx-community's): mlx-lm runs it
    if (has("runtime")) {
        const auto r = kv::runtimeFromId(val("runtime").toStdString());
        if (!r)
            throw AppError{
                Cli::tr("unknown runtime “%1” (llama.cpp, ollama, vllm, sglang, mlx, exllamav3, koboldcpp, ideal)")
                    .arg(val("runtime"))};
        s.runtime = *r;
    }
    // vLLM and SGLang serve the checkpoint as published, MLX an mlx_lm.convert -q folder (4 bits, group 64) or
    // the folder's own bits (mlx-6bit for a 6-bit folder), ExLlamaV3 an EXL3 quantisation at 4.0 bpw: the GGUF
    // default is not theirs.
    if (!ownScheme) {
        const kv::WeightScheme* own = s.runtime == kv::Runtime::Mlx && s.model.mlxQuant.bits > 0
                                          ? catalog.findScheme(s.model.weightsFileType)
                                          : nullptr;
        s.weights = own ? *own : kv::weightsForRuntime(s.runtime, s.weights, catalog);
    }
    if (has("weights") && !val("weights").contains(QLatin1Char(','))) {
        const kv::WeightScheme* w = catalog.findScheme(val("weights").toStdString());
        const auto exl3 = w ? std::nullopt : kv::exl3Scheme(val("weights").toStdString());
        if (!w && !exl3)
            throw kv::InputError("unknown-weights", val("weights").toStdString());
        s.weights = w ? *w : *exl3;
    }
    if (has("kv-type"))
        s.typeK = s.typeV = elemOption(QStringLiteral("kv-type"), val("kv-type"));
    if (has("cache-type-k"))
        s.typeK = elemOption(QStringLiteral("cache-type-k"), val("cache-type-k"));
    if (has("cache-type-v"))
        s.typeV = elemOption(QStringLiteral("cache-type-v"), val("cache-type-v"));
    if (has("ctx-size"))
        s.llama.ctxSize = countOption(p, "ctx-size");
    if (has("parallel"))
        s.llama.parallel = static_cast<uint32_t>(countOption(p, "parallel"));
    // Speaking llama-server's language (-c without -np), or asking for its defaults outright: what it
    // does with what the command leaves out (4 unified slots; an omitted -c fitted to the machine).
    if (has("server-defaults") || (has("ctx-size") && !has("parallel")))
        s.llama.serverDefaults = true;
    if (has("ollama-defaults"))
        s.runtime = kv::Runtime::Ollama;
    if (s.runtime == kv::Runtime::Ollama && (has("ollama-defaults") || has("server-defaults"))) {
        // Plain `ollama serve`: what the user gives is num_ctx / OLLAMA_NUM_PARALLEL, the rest Ollama's choice.
        s.ollama.serverDefaults = true;
        if (has("context"))
            s.ollama.numCtx = s.contextPerUser;
        if (has("users"))
            s.ollama.numParallel = s.users;
    }
    if (has("ollama-version")) {
        if (val("ollama-version") == QLatin1String("0.32"))
            s.ollama.release = kv::OllamaRelease::V0_32;
        else if (val("ollama-version") == QLatin1String("0.24"))
            s.ollama.release = kv::OllamaRelease::V0_24;
        else
            throw AppError{Cli::tr("--ollama-version takes 0.32 or 0.24, not “%1”").arg(val("ollama-version"))};
    }
    if (has("batch-size"))
        s.llama.batchSize = static_cast<uint32_t>(countOption(p, "batch-size"));
    if (has("ubatch-size"))
        s.llama.ubatchSize = static_cast<uint32_t>(countOption(p, "ubatch-size"));
    if (has("flash-attn")) {
        const auto fa = kv::flashAttnFromId(val("flash-attn").toStdString());
        if (!fa)
            throw AppError{Cli::tr("--flash-attn takes on, off or auto, not “%1”").arg(val("flash-attn"))};
        s.llama.flashAttn = *fa;
    }
    if (has("swa-full"))
        s.llama.swaFull = true;
    if (has("kv-unified"))
        s.llama.kvUnified = true;
    if (has("compute-mib"))
        s.computeBytesOverride = countOption(p, "compute-mib") << 20;

    if (has("profile")) {
        const std::string path = val("profile").toStdString();
        kv::applyProfile(kv::profileFromJson(kv::parseJsonText(kv::readTextFile(path, 1u << 20), path)), s);
    }
    applyPlacement(p, s);
    applySide(p, s, catalog);
    applyVllm(p, s);
    applyKoboldCpp(p, s);
    applyMlx(p, s);
    applyExLlamaV3(p, s);
    applySglang(p, s);
    applyWhatIfs(p, s);
    applyHardware(p, s, catalog);
    return s;
}

} // namespace kvapp
