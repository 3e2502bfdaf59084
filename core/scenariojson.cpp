#include "scenariojson.h"

#include "errors.h"
#include "estimator.h"
#include "exllamav3.h"
#include "koboldcpp.h"
#include "mlx.h"
#include "modeljson.h"
#include "vllm.h"

#include <nlohmann/json.hpp>

#include <limits>

namespace kv {

using nlohmann::json;

std::string_view flashAttnId(FlashAttn fa)
{
    switch (fa) {
    case FlashAttn::On: return "on";
    case FlashAttn::Off: return "off";
    case FlashAttn::Auto: break;
    }
    return "auto";
}

std::optional<FlashAttn> flashAttnFromId(std::string_view id)
{
    if (id == "auto")
        return FlashAttn::Auto;
    if (id == "on" || id == "1" || id == "true")
        return FlashAttn::On;
    if (id == "off" || id == "0" || id == "false")
        return FlashAttn::Off;
    return std::nullopt;
}

namespace {

template <typename T> T field(const json& j, const char* key, T fallback)
{
    auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return fallback;
    try {
        if constexpr (std::is_unsigned_v<T> && !std::is_same_v<T, bool>) {
            // Whole numbers within the field's type: 4294967297 users is an error, not 1 user.
            const bool whole =
                it->is_number_unsigned() || (it->is_number_integer() && it->template get<int64_t>() >= 0);
            if (!whole)
                throw InputError("scenario-field-invalid", key, reason::kNotInteger);
            if (it->template get<uint64_t>() > std::numeric_limits<T>::max())
                throw InputError("scenario-field-invalid", key, reason::kTooLarge);
        }
        return it->get<T>();
    } catch (const json::exception&) {
        throw InputError("scenario-field-invalid", key);
    }
}

ElemType elemField(const json& j, const char* key)
{
    const auto s = field<std::string>(j, key, "f16");
    const auto t = elemTypeFromName(s);
    if (!t)
        throw InputError("scenario-field-invalid", key, s);
    return *t;
}

template <typename T> std::optional<T> optField(const json& j, const char* key)
{
    if (!j.contains(key) || j[key].is_null())
        return std::nullopt;
    return field<T>(j, key, T{});
}

void readPlacement(const json& p, PlacementOptions& o)
{
    if (!p.is_object())
        throw InputError("scenario-field-invalid", "placement");
    o.nGpuLayers = optField<uint32_t>(p, "n_gpu_layers");
    o.kvOffload = field<bool>(p, "kv_offload", true);
    o.nCpuMoe = field<uint32_t>(p, "n_cpu_moe", 0);
    o.tensorSplit = field<std::vector<double>>(p, "tensor_split", {});
}

void readVllm(const json& v, VllmOptions& o)
{
    if (!v.is_object())
        throw InputError("scenario-field-invalid", "vllm");
    o.maxModelLen = optField<uint64_t>(v, "max_model_len");
    o.maxNumSeqs = optField<uint32_t>(v, "max_num_seqs");
    o.gpuMemoryUtilization = field<double>(v, "gpu_memory_utilization", 0.9);
    if (!(o.gpuMemoryUtilization > 0 && o.gpuMemoryUtilization <= 1))
        throw InputError("scenario-field-invalid", "vllm.gpu_memory_utilization");
    o.blockSize = field<uint32_t>(v, "block_size", 16);
    o.tensorParallel = field<uint32_t>(v, "tensor_parallel", 1);
    o.pipelineParallel = field<uint32_t>(v, "pipeline_parallel", 0);
    if (o.pipelineParallel > 64)
        throw InputError("scenario-field-invalid", "vllm.pipeline_parallel");
    if (o.blockSize == 0 || o.tensorParallel == 0 || o.tensorParallel > 64)
        throw InputError("scenario-field-invalid", "vllm.block_size/tensor_parallel");
    o.maxNumBatchedTokens = optField<uint64_t>(v, "max_num_batched_tokens");
    o.weightsBytes = optField<uint64_t>(v, "weights_bytes");
    o.activationPeakBytes = optField<uint64_t>(v, "activation_peak_bytes");
    o.nonTorchBytes = optField<uint64_t>(v, "non_torch_bytes");
    o.kvPoolBytes = optField<uint64_t>(v, "kv_pool_bytes");
    o.mambaCacheDtype = vllmMambaDtype(field<std::string>(v, "mamba_cache_dtype", "auto"));
    o.mambaSsmCacheDtype = vllmMambaDtype(field<std::string>(v, "mamba_ssm_cache_dtype", "auto"));
}

// MLX's options; out-of-range values are InputErrors with validateMlx's codes (kv-bits-invalid, ...).
void readMlx(const json& m, MlxOptions& o)
{
    if (!m.is_object())
        throw InputError("scenario-field-invalid", "mlx");
    o.maxKvSize = optField<uint64_t>(m, "max_kv_size");
    o.kvBits = optField<uint32_t>(m, "kv_bits");
    o.kvGroupSize = field<uint32_t>(m, "kv_group_size", 64);
    o.quantizedKvStart = field<uint64_t>(m, "quantized_kv_start", 5000);
    validateMlx(o);
}

// Out-of-range values are InputErrors ("scenario-field-invalid" naming the field): cache_size a multiple of 256,
// the bits FP16 (16, 16) or 2..8 each.
void readExLlamaV3(const json& x, ExLlamaV3Options& o)
{
    if (!x.is_object())
        throw InputError("scenario-field-invalid", "exllamav3");
    o.cacheSize = optField<uint64_t>(x, "cache_size");
    if (o.cacheSize && (*o.cacheSize == 0 || *o.cacheSize % 256 != 0 || *o.cacheSize > kMaxContext * 16))
        throw InputError("scenario-field-invalid", "exllamav3.cache_size", reason::kMultipleOf, {"256"});
    o.maxSeqLen = optField<uint64_t>(x, "max_seq_len");
    if (o.maxSeqLen && (*o.maxSeqLen == 0 || *o.maxSeqLen > kMaxContext))
        throw InputError("scenario-field-invalid", "exllamav3.max_seq_len");
    o.maxBatchSize = optField<uint32_t>(x, "max_batch_size");
    if (o.maxBatchSize && (*o.maxBatchSize == 0 || *o.maxBatchSize > kMaxUsers))
        throw InputError("scenario-field-invalid", "exllamav3.max_batch_size");
    try {
        const auto [k, v] = exllamav3CacheMode(field<std::string>(x, "cache_mode", "FP16"));
        o.kBits = k;
        o.vBits = v;
    } catch (const InputError&) {
        throw InputError("scenario-field-invalid", "exllamav3.cache_mode", reason::kChoice,
                         {"FP16, Q4, Q6, Q8, K,V (2..8)"});
    }
}

void readSglang(const json& x, SglangOptions& o)
{
    if (!x.is_object())
        throw InputError("scenario-field-invalid", "sglang");
    o.memFractionStatic = optField<double>(x, "mem_fraction_static");
    if (o.memFractionStatic && !(*o.memFractionStatic > 0 && *o.memFractionStatic < 1))
        throw InputError("scenario-field-invalid", "sglang.mem_fraction_static", reason::kOutOfRange, {"0", "1"});
    o.contextLength = optField<uint64_t>(x, "context_length");
    if (o.contextLength && (*o.contextLength == 0 || *o.contextLength > kMaxContext))
        throw InputError("scenario-field-invalid", "sglang.context_length");
    o.maxRunningRequests = optField<uint32_t>(x, "max_running_requests");
    if (o.maxRunningRequests && (*o.maxRunningRequests == 0 || *o.maxRunningRequests > kMaxUsers))
        throw InputError("scenario-field-invalid", "sglang.max_running_requests");
    o.tpSize = field<uint32_t>(x, "tp_size", 1);
    if (o.tpSize == 0 || o.tpSize > 64)
        throw InputError("scenario-field-invalid", "sglang.tp_size");
    o.pageSize = field<uint32_t>(x, "page_size", 1);
    if (o.pageSize == 0 || o.pageSize > 4096)
        throw InputError("scenario-field-invalid", "sglang.page_size");
    o.fp8E5m2 = field<bool>(x, "fp8_e5m2", false);
    o.weightsBytes = optField<uint64_t>(x, "weights_bytes");
}

void readWhatIfs(const json& w, WhatIfs& o)
{
    if (!w.is_object())
        throw InputError("scenario-field-invalid", "what_ifs");
    o.pagedBlock = field<uint32_t>(w, "paged_block", 0);
    o.sharedPrefixTokens = field<uint64_t>(w, "shared_prefix_tokens", 0);
    o.kiviBits = field<uint32_t>(w, "kivi_bits", 0);
    o.kiviGroup = field<uint32_t>(w, "kivi_group", 32);
    o.kiviResidual = field<uint32_t>(w, "kivi_residual", 128);
    o.tokenBudget = field<uint64_t>(w, "token_budget", 0);
    o.slidingWindow = field<uint32_t>(w, "sliding_window", 0);
    if (o.kiviGroup == 0)
        throw InputError("scenario-field-invalid", "what_ifs.kivi_group");
}

// A cluster's per-node list of strings (hardware.hosts, hardware.node_presets): absent is empty.
std::vector<std::string> nodeStrings(const json& hw, const char* key)
{
    const std::string what = std::string("hardware.") + key;
    const json list = hw.value(key, json::array());
    if (!list.is_array() || list.size() > 256)
        throw InputError("scenario-field-invalid", what);
    std::vector<std::string> out;
    for (const json& item : list) {
        if (!item.is_string())
            throw InputError("scenario-field-invalid", what);
        out.push_back(item.get<std::string>());
    }
    return out;
}

void readHardware(const json& hw, Hardware& out)
{
    if (!hw.is_object())
        throw InputError("scenario-field-invalid", "hardware");
    out.id = field<std::string>(hw, "id", "");
    out.name = field<std::string>(hw, "name", "");
    const json devs = hw.value("devices", json::array());
    if (!devs.is_array() || devs.size() > 256)
        throw InputError("scenario-field-invalid", "hardware.devices");
    for (const json& d : devs) {
        if (!d.is_object())
            throw InputError("scenario-field-invalid", "hardware.devices");
        Device dev;
        dev.name = field<std::string>(d, "name", "");
        const auto kind = deviceKindFromId(field<std::string>(d, "kind", "gpu"));
        if (!kind)
            throw InputError("scenario-field-invalid", "hardware.devices.kind");
        dev.kind = *kind;
        dev.capacityBytes = field<uint64_t>(d, "capacity_bytes", 0);
        dev.reserveBytes = field<uint64_t>(d, "reserve_bytes", 0);
        dev.gpuLimitBytes = field<uint64_t>(d, "gpu_limit_bytes", 0);
        dev.bandwidthGBs = field<double>(d, "bandwidth_gbs", 0);
        if (!(dev.bandwidthGBs >= 0 && dev.bandwidthGBs < 1e6))
            throw InputError("scenario-field-invalid", "hardware.devices.bandwidth_gbs");
        dev.peakTflops = field<double>(d, "peak_tflops", 0);
        if (!(dev.peakTflops >= 0 && dev.peakTflops < 1e6))
            throw InputError("scenario-field-invalid", "hardware.devices.peak_tflops");
        dev.hostLinkGBs = field<double>(d, "host_link_gbs", 0);
        if (!(dev.hostLinkGBs >= 0 && dev.hostLinkGBs < 1e6))
            throw InputError("scenario-field-invalid", "hardware.devices.host_link_gbs");
        dev.splitAsCuda = field<bool>(d, "split_as_cuda", true);
        dev.node = field<uint32_t>(d, "node", 0);
        if (dev.node >= 256)
            throw InputError("scenario-field-invalid", "hardware.devices.node");
        out.devices.push_back(dev);
    }
    // A cluster (absent in one-machine files): the link, the nodes' hosts and presets.
    if (const json link = hw.value("link", json::object()); link.is_object()) {
        out.link.id = field<std::string>(link, "id", "");
        out.link.gbps = field<double>(link, "gbps", 0);
        out.link.latencyUs = field<double>(link, "latency_us", 0);
        if (!(out.link.gbps >= 0 && out.link.gbps <= 1e5) || !(out.link.latencyUs >= 0 && out.link.latencyUs <= 1e6))
            throw InputError("scenario-field-invalid", "hardware.link");
    } else {
        throw InputError("scenario-field-invalid", "hardware.link");
    }
    out.hosts = nodeStrings(hw, "hosts");
    out.nodePresets = nodeStrings(hw, "node_presets");
}

} // namespace

namespace {

json sideToJson(const SideModels& side)
{
    json j = json::object();
    if (const auto& p = side.projector)
        j["projector"] = {{"name", p->name}, {"bytes", p->bytes}, {"offload", p->offload}};
    if (const auto& d = side.draft) {
        json model{{"spec", modelToJson(d->model)}};
        if (d->model.origin == ModelSource::Preset)
            model["preset"] = d->model.id;
        j["draft"] = {{"model", std::move(model)},
                      {"weights", d->weights.id},
                      {"cache_type_k", name(d->typeK)},
                      {"cache_type_v", name(d->typeV)},
                      {"n_gpu_layers", d->nGpuLayers ? json(*d->nGpuLayers) : json(nullptr)}};
    }
    return j;
}

// A model as saved: a preset id (its spec as saved when the preset is gone) or a spec.
ModelSpec readModel(const json& model, const Catalog& catalog, const char* key)
{
    if (!model.is_object())
        throw InputError("scenario-field-invalid", key);
    const std::string preset = field<std::string>(model, "preset", "");
    if (const ModelSpec* m = preset.empty() ? nullptr : catalog.findModel(preset))
        return *m;
    if (auto spec = model.find("spec"); spec != model.end()) {
        ModelSpec m = modelFromJson(*spec);
        m.origin = preset.empty() ? ModelSource::Spec : ModelSource::Preset;
        return m;
    }
    throw InputError(preset.empty() ? "scenario-field-invalid" : "unknown-model", preset.empty() ? key : preset);
}

void readSide(const json& j, const Catalog& catalog, SideModels& side)
{
    if (!j.is_object())
        throw InputError("scenario-field-invalid", "side_models");
    if (auto p = j.find("projector"); p != j.end() && !p->is_null()) {
        if (!p->is_object())
            throw InputError("scenario-field-invalid", "side_models.projector");
        ProjectorOptions o;
        o.name = field<std::string>(*p, "name", "");
        o.bytes = field<uint64_t>(*p, "bytes", 0);
        o.offload = field<bool>(*p, "offload", true);
        side.projector = o;
    }
    if (auto d = j.find("draft"); d != j.end() && !d->is_null()) {
        if (!d->is_object())
            throw InputError("scenario-field-invalid", "side_models.draft");
        DraftOptions o;
        o.model = readModel(d->value("model", json::object()), catalog, "side_models.draft.model");
        const std::string weights = field<std::string>(*d, "weights", "Q8_0");
        const WeightScheme* w = catalog.findScheme(weights);
        if (!w)
            throw InputError("unknown-weights", weights);
        o.weights = *w;
        o.typeK = elemField(*d, "cache_type_k");
        o.typeV = elemField(*d, "cache_type_v");
        o.nGpuLayers = optField<uint32_t>(*d, "n_gpu_layers");
        side.draft = o;
    }
}

} // namespace

json scenarioToJson(const Scenario& s)
{
    json devices = json::array();
    for (const Device& d : s.hardware.devices) {
        json dev{{"name", d.name},
                 {"kind", deviceKindId(d.kind)},
                 {"capacity_bytes", d.capacityBytes},
                 {"reserve_bytes", d.reserveBytes},
                 {"gpu_limit_bytes", d.gpuLimitBytes},
                 {"bandwidth_gbs", d.bandwidthGBs},
                 {"node", d.node}};
        // Written only when known, so the files of machines without them stay as they were.
        if (d.peakTflops > 0)
            dev["peak_tflops"] = d.peakTflops;
        if (d.hostLinkGBs > 0)
            dev["host_link_gbs"] = d.hostLinkGBs;
        if (!d.splitAsCuda)
            dev["split_as_cuda"] = false;
        devices.push_back(std::move(dev));
    }
    const LlamaCppOptions& l = s.llama;
    const PlacementOptions& pl = s.placement;
    const VllmOptions& v = s.vllm;
    const WhatIfs& w = s.whatIfs;
    auto opt = [](const auto& o) { return o ? json(*o) : json(nullptr); };
    json model{{"spec", modelToJson(s.model)}};
    if (s.model.origin == ModelSource::Preset)
        model["preset"] = s.model.id;
    json j = {{"schemaVersion", s.side.any() ? kScenarioSchemaVersion : 2},
              {"app", "kvplanner"},
              {"model", std::move(model)},
              {"runtime", runtimeId(s.runtime)},
              {"context_per_user", s.contextPerUser},
              {"users", s.users},
              {"weights", s.weights.id},
              {"weights_scheme",
               {{"body_bits", s.weights.bodyBits},
                {"embedding_bits", s.weights.embeddingBits},
                {"output_bits", s.weights.outputBits},
                {"norm_bits", s.weights.normBits},
                {"imatrix", s.weights.imatrix}}},
              {"cache_type_k", name(s.typeK)},
              {"cache_type_v", name(s.typeV)},
              {"llama",
               {{"ctx_size", opt(l.ctxSize)},
                {"parallel", opt(l.parallel)},
                {"batch_size", l.batchSize},
                {"ubatch_size", l.ubatchSize},
                {"flash_attn", flashAttnId(l.flashAttn)},
                {"swa_full", l.swaFull},
                {"kv_unified", l.kvUnified},
                {"server_defaults", l.serverDefaults}}},
              {"ollama",
               {{"release", s.ollama.release == OllamaRelease::V0_24 ? "0.24" : "0.32"},
                {"server_defaults", s.ollama.serverDefaults},
                {"num_ctx", opt(s.ollama.numCtx)},
                {"num_parallel", opt(s.ollama.numParallel)},
                {"num_batch", opt(s.ollama.numBatch)}}},
              {"koboldcpp",
               {{"context_size", opt(s.kobold.contextSize)},
                {"batch_size", s.kobold.batchSize},
                {"flash_attention", s.kobold.flashAttention},
                {"use_swa", s.kobold.useSwa}}},
              {"placement",
               {{"n_gpu_layers", opt(pl.nGpuLayers)},
                {"kv_offload", pl.kvOffload},
                {"n_cpu_moe", pl.nCpuMoe},
                {"tensor_split", pl.tensorSplit}}},
              {"vllm",
               {{"max_model_len", opt(v.maxModelLen)},
                {"max_num_seqs", opt(v.maxNumSeqs)},
                {"gpu_memory_utilization", v.gpuMemoryUtilization},
                {"block_size", v.blockSize},
                {"tensor_parallel", v.tensorParallel},
                {"pipeline_parallel", v.pipelineParallel},
                {"max_num_batched_tokens", opt(v.maxNumBatchedTokens)},
                {"weights_bytes", opt(v.weightsBytes)},
                {"activation_peak_bytes", opt(v.activationPeakBytes)},
                {"non_torch_bytes", opt(v.nonTorchBytes)},
                {"kv_pool_bytes", opt(v.kvPoolBytes)},
                {"mamba_cache_dtype", vllmMambaDtypeName(v.mambaCacheDtype)},
                {"mamba_ssm_cache_dtype", vllmMambaDtypeName(v.mambaSsmCacheDtype)}}},
              {"mlx",
               {{"max_kv_size", opt(s.mlx.maxKvSize)},
                {"kv_bits", opt(s.mlx.kvBits)},
                {"kv_group_size", s.mlx.kvGroupSize},
                {"quantized_kv_start", s.mlx.quantizedKvStart}}},
              {"exllamav3",
               {{"cache_size", opt(s.exllamav3.cacheSize)},
                {"max_seq_len", opt(s.exllamav3.maxSeqLen)},
                {"max_batch_size", opt(s.exllamav3.maxBatchSize)},
                {"cache_mode", exllamav3CacheModeName(s.exllamav3.kBits, s.exllamav3.vBits)}}},
              {"sglang",
               {{"mem_fraction_static", opt(s.sglang.memFractionStatic)},
                {"context_length", opt(s.sglang.contextLength)},
                {"max_running_requests", opt(s.sglang.maxRunningRequests)},
                {"tp_size", s.sglang.tpSize},
                {"page_size", s.sglang.pageSize},
                {"fp8_e5m2", s.sglang.fp8E5m2},
                {"weights_bytes", opt(s.sglang.weightsBytes)}}},
              {"what_ifs",
               {{"paged_block", w.pagedBlock},
                {"shared_prefix_tokens", w.sharedPrefixTokens},
                {"kivi_bits", w.kiviBits},
                {"kivi_group", w.kiviGroup},
                {"kivi_residual", w.kiviResidual},
                {"token_budget", w.tokenBudget},
                {"sliding_window", w.slidingWindow}}},
              {"compute_bytes", opt(s.computeBytesOverride)},
              {"compute_scale", s.computeScale},
              {"hardware", {{"id", s.hardware.id}, {"name", s.hardware.name}, {"devices", std::move(devices)}}}};
    if (s.prefillEfficiency > 0)
        j["prefill_efficiency"] = s.prefillEfficiency;
    if (s.hardware.nodeCount() > 1) {
        j["hardware"]["link"] = {
            {"id", s.hardware.link.id}, {"gbps", s.hardware.link.gbps}, {"latency_us", s.hardware.link.latencyUs}};
        j["hardware"]["hosts"] = s.hardware.hosts;
        if (!s.hardware.nodePresets.empty())
            j["hardware"]["node_presets"] = s.hardware.nodePresets;
    }
    if (s.side.any())
        j["side_models"] = sideToJson(s.side);
    if (s.promptTokens > 0)
        j["prompt_tokens"] = s.promptTokens;
    if (s.answerTokens > 0)
        j["answer_tokens"] = s.answerTokens;
    return j;
}

Scenario scenarioFromJson(const json& j, const Catalog& catalog)
{
    if (!j.is_object())
        throw InputError("scenario-field-invalid", "(top level)", reason::kNotObject);
    const auto version = field<uint64_t>(j, "schemaVersion", 0);
    if (version == 0)
        throw InputError("scenario-field-invalid", "schemaVersion", reason::kNotScenario);
    if (version > kScenarioSchemaVersion)
        throw InputError("schema-too-new", std::to_string(version));

    Scenario s;
    s.model = readModel(j.value("model", json::object()), catalog, "model");

    const auto rt = runtimeFromId(field<std::string>(j, "runtime", "llama.cpp"));
    if (!rt)
        throw InputError("scenario-field-invalid", "runtime");
    s.runtime = *rt;
    s.contextPerUser = field<uint64_t>(j, "context_per_user", s.contextPerUser);
    s.users = field<uint32_t>(j, "users", s.users);
    s.promptTokens = field<uint64_t>(j, "prompt_tokens", 0);
    s.answerTokens = field<uint64_t>(j, "answer_tokens", 0);
    if (s.promptTokens > kMaxContext || s.answerTokens > kMaxContext)
        throw InputError("scenario-field-invalid", s.promptTokens > kMaxContext ? "prompt_tokens" : "answer_tokens");
    const std::string weights = field<std::string>(j, "weights", "Q4_K_M");
    if (const WeightScheme* w = catalog.findScheme(weights)) {
        s.weights = *w;
        if (auto ws = j.find("weights_scheme"); ws != j.end() && ws->is_object())
            s.weights.imatrix = field<bool>(*ws, "imatrix", s.weights.imatrix);
    } else if (auto ws = j.find("weights_scheme"); ws != j.end() && ws->is_object()) {
        s.weights.id = weights;
        s.weights.bodyBits = field<double>(*ws, "body_bits", 16);
        s.weights.embeddingBits = field<double>(*ws, "embedding_bits", 16);
        s.weights.outputBits = field<double>(*ws, "output_bits", 16);
        s.weights.normBits = field<double>(*ws, "norm_bits", 32);
        s.weights.imatrix = field<bool>(*ws, "imatrix", false);
    } else if (const auto exl3 = exl3Scheme(weights)) {
        s.weights = *exl3;
    } else {
        throw InputError("unknown-weights", weights);
    }
    s.typeK = elemField(j, "cache_type_k");
    s.typeV = elemField(j, "cache_type_v");

    const json l = j.value("llama", json::object());
    if (l.is_object()) {
        if (l.contains("ctx_size") && !l["ctx_size"].is_null())
            s.llama.ctxSize = field<uint64_t>(l, "ctx_size", 0);
        if (l.contains("parallel") && !l["parallel"].is_null())
            s.llama.parallel = field<uint32_t>(l, "parallel", 1);
        s.llama.batchSize = field<uint32_t>(l, "batch_size", s.llama.batchSize);
        s.llama.ubatchSize = field<uint32_t>(l, "ubatch_size", s.llama.ubatchSize);
        const auto fa = flashAttnFromId(field<std::string>(l, "flash_attn", "auto"));
        if (!fa)
            throw InputError("scenario-field-invalid", "llama.flash_attn");
        s.llama.flashAttn = *fa;
        s.llama.swaFull = field<bool>(l, "swa_full", false);
        s.llama.kvUnified = field<bool>(l, "kv_unified", false);
        s.llama.serverDefaults = field<bool>(l, "server_defaults", false);
    }
    const json ol = j.value("ollama", json::object());
    if (ol.is_object()) {
        const std::string release = field<std::string>(ol, "release", "0.32");
        if (release != "0.32" && release != "0.24")
            throw InputError("scenario-field-invalid", "ollama.release");
        s.ollama.release = release == "0.24" ? OllamaRelease::V0_24 : OllamaRelease::V0_32;
        s.ollama.serverDefaults = field<bool>(ol, "server_defaults", false);
        if (ol.contains("num_ctx") && !ol["num_ctx"].is_null())
            s.ollama.numCtx = field<uint64_t>(ol, "num_ctx", 4096);
        if (ol.contains("num_parallel") && !ol["num_parallel"].is_null())
            s.ollama.numParallel = field<uint32_t>(ol, "num_parallel", 1);
        if (ol.contains("num_batch") && !ol["num_batch"].is_null())
            s.ollama.numBatch = field<uint32_t>(ol, "num_batch", 512);
    }
    const json kb = j.value("koboldcpp", json::object());
    if (kb.is_object()) {
        if (kb.contains("context_size") && !kb["context_size"].is_null())
            s.kobold.contextSize = field<uint64_t>(kb, "context_size", kKoboldDefaultContext);
        s.kobold.batchSize = field<uint32_t>(kb, "batch_size", 512);
        if (s.kobold.batchSize == 0 || s.kobold.batchSize > 4096)
            throw InputError("scenario-field-invalid", "koboldcpp.batch_size", reason::kOutOfRange, {"1", "4096"});
        s.kobold.flashAttention = field<bool>(kb, "flash_attention", true);
        s.kobold.useSwa = field<bool>(kb, "use_swa", false);
    }
    if (j.contains("compute_bytes") && !j["compute_bytes"].is_null())
        s.computeBytesOverride = field<uint64_t>(j, "compute_bytes", 0);
    s.computeScale = field<double>(j, "compute_scale", 1.0);
    if (!(s.computeScale > 0 && s.computeScale < 100))
        throw InputError("scenario-field-invalid", "compute_scale");
    s.prefillEfficiency = field<double>(j, "prefill_efficiency", 0.0);
    if (!(s.prefillEfficiency >= 0 && s.prefillEfficiency <= kMaxPrefillEfficiency))
        throw InputError("scenario-field-invalid", "prefill_efficiency", reason::kOutOfRange, {"0", "2"});

    readSide(j.value("side_models", json::object()), catalog, s.side);
    readPlacement(j.value("placement", json::object()), s.placement);
    readVllm(j.value("vllm", json::object()), s.vllm);
    readMlx(j.value("mlx", json::object()), s.mlx);
    readExLlamaV3(j.value("exllamav3", json::object()), s.exllamav3);
    readSglang(j.value("sglang", json::object()), s.sglang);
    readWhatIfs(j.value("what_ifs", json::object()), s.whatIfs);
    readHardware(j.value("hardware", json::object()), s.hardware);
    return s;
}

json planFileToJson(const Scenario& s, const std::vector<Scenario>& pins)
{
    json j = scenarioToJson(s);
    if (!pins.empty()) {
        json arr = json::array();
        for (const Scenario& p : pins)
            arr.push_back(scenarioToJson(p));
        j["pins"] = std::move(arr);
    }
    return j;
}

json planFileToJson(const Scenario& s, const std::vector<Scenario>& pins, const std::vector<UserPrice>& prices)
{
    json j = planFileToJson(s, pins);
    if (!prices.empty())
        j["prices"] = userPricesToJson(prices);
    return j;
}

std::vector<UserPrice> pricesFromPlanFile(const json& j, const std::string& file, const Catalog& catalog,
                                          const MoneyTable& table)
{
    if (!j.is_object() || !j.contains("prices") || j["prices"].is_null())
        return {};
    return userPricesFromJson(j["prices"].dump(), file + ": prices", catalog, table);
}

std::vector<Scenario> pinsFromJson(const json& j, const Catalog& catalog)
{
    std::vector<Scenario> out;
    if (!j.is_object() || !j.contains("pins") || j["pins"].is_null())
        return out;
    const json& arr = j["pins"];
    if (!arr.is_array() || arr.size() > kMaxPins)
        throw InputError("scenario-field-invalid", "pins", reason::kTooManyPins, {"4"});
    for (const json& p : arr) {
        if (p.is_object() && p.contains("pins"))
            throw InputError("scenario-field-invalid", "pins", reason::kNestedPins);
        out.push_back(scenarioFromJson(p, catalog));
    }
    return out;
}

} // namespace kv
