#include "scenariojson.h"

#include "errors.h"
#include "estimator.h"
#include "exllamav3/exllamav3.h"
#include "koboldcpp/koboldcpp.h"
#include "mlx/mlx.h"
#include "modeljson.h"
#include "vllm/vllm.h"

#include <nlohmann/json.hpp>

#include <array>
#include <limits>
#include <variant>

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

// A section's plain fields (numbers, switches, optional numbers, a list of numbers), each spelled once: the
// reader and the writer walk the same list. What needs a codec of its own (an enum, ExLlamaV3's cache mode) is
// read and written beside it, and its key is listed in kCodecKeys below so that scenarioJsonKeys() names it too.
template <class O>
using Member = std::variant<std::optional<uint64_t> O::*, std::optional<uint32_t> O::*, std::optional<double> O::*,
                            uint64_t O::*, uint32_t O::*, double O::*, bool O::*, std::vector<double> O::*>;
template <class O> struct Field
{
    const char* key;
    Member<O> member;
};
template <class T> struct IsOptional : std::false_type
{
};
template <class T> struct IsOptional<std::optional<T>> : std::true_type
{
};

// Missing or null keys keep what `o` holds (the options' defaults).
template <class O, size_t N> void readFields(const json& j, const std::array<Field<O>, N>& fields, O& o)
{
    for (const Field<O>& f : fields)
        std::visit(
            [&](auto m) {
                using T = std::remove_cvref_t<decltype(o.*m)>;
                if constexpr (IsOptional<T>::value)
                    o.*m = optField<typename T::value_type>(j, f.key);
                else
                    o.*m = field<T>(j, f.key, o.*m);
            },
            f.member);
}

// Unset optional numbers are written as null.
template <class O, size_t N> json writeFields(const std::array<Field<O>, N>& fields, const O& o)
{
    json j = json::object();
    for (const Field<O>& f : fields)
        std::visit(
            [&](auto m) {
                using T = std::remove_cvref_t<decltype(o.*m)>;
                if constexpr (IsOptional<T>::value)
                    j[f.key] = o.*m ? json(*(o.*m)) : json(nullptr);
                else
                    j[f.key] = o.*m;
            },
            f.member);
    return j;
}

using L = LlamaCppOptions;
const std::array kLlamaFields{Field<L>{"ctx_size", &L::ctxSize},
                              Field<L>{"parallel", &L::parallel},
                              Field<L>{"batch_size", &L::batchSize},
                              Field<L>{"ubatch_size", &L::ubatchSize},
                              Field<L>{"swa_full", &L::swaFull},
                              Field<L>{"kv_unified", &L::kvUnified},
                              Field<L>{"server_defaults", &L::serverDefaults}};
using Ol = OllamaOptions;
const std::array kOllamaFields{Field<Ol>{"server_defaults", &Ol::serverDefaults}, Field<Ol>{"num_ctx", &Ol::numCtx},
                               Field<Ol>{"num_parallel", &Ol::numParallel}, Field<Ol>{"num_batch", &Ol::numBatch}};
using Kb = KoboldCppOptions;
const std::array kKoboldFields{Field<Kb>{"context_size", &Kb::contextSize}, Field<Kb>{"batch_size", &Kb::batchSize},
                               Field<Kb>{"flash_attention", &Kb::flashAttention}, Field<Kb>{"use_swa", &Kb::useSwa}};
using Pl = PlacementOptions;
const std::array kPlacementFields{Field<Pl>{"n_gpu_layers", &Pl::nGpuLayers}, Field<Pl>{"kv_offload", &Pl::kvOffload},
                                  Field<Pl>{"n_cpu_moe", &Pl::nCpuMoe}, Field<Pl>{"tensor_split", &Pl::tensorSplit}};
using V = VllmOptions;
const std::array kVllmFields{Field<V>{"max_model_len", &V::maxModelLen},
                             Field<V>{"max_num_seqs", &V::maxNumSeqs},
                             Field<V>{"gpu_memory_utilization", &V::gpuMemoryUtilization},
                             Field<V>{"block_size", &V::blockSize},
                             Field<V>{"tensor_parallel", &V::tensorParallel},
                             Field<V>{"pipeline_parallel", &V::pipelineParallel},
                             Field<V>{"max_num_batched_tokens", &V::maxNumBatchedTokens},
                             Field<V>{"weights_bytes", &V::weightsBytes},
                             Field<V>{"activation_peak_bytes", &V::activationPeakBytes},
                             Field<V>{"non_torch_bytes", &V::nonTorchBytes},
                             Field<V>{"kv_pool_bytes", &V::kvPoolBytes},
                             Field<V>{"fp8_e5m2", &V::fp8E5m2}};
using M = MlxOptions;
const std::array kMlxFields{Field<M>{"max_kv_size", &M::maxKvSize}, Field<M>{"kv_bits", &M::kvBits},
                            Field<M>{"kv_group_size", &M::kvGroupSize},
                            Field<M>{"quantized_kv_start", &M::quantizedKvStart}};
using X = ExLlamaV3Options;
const std::array kExllamav3Fields{Field<X>{"cache_size", &X::cacheSize}, Field<X>{"max_seq_len", &X::maxSeqLen},
                                  Field<X>{"max_batch_size", &X::maxBatchSize}};
using Sg = SglangOptions;
const std::array kSglangFields{Field<Sg>{"mem_fraction_static", &Sg::memFractionStatic},
                               Field<Sg>{"context_length", &Sg::contextLength},
                               Field<Sg>{"max_running_requests", &Sg::maxRunningRequests},
                               Field<Sg>{"tp_size", &Sg::tpSize},
                               Field<Sg>{"page_size", &Sg::pageSize},
                               Field<Sg>{"fp8_e5m2", &Sg::fp8E5m2},
                               Field<Sg>{"weights_bytes", &Sg::weightsBytes}};
using W = WhatIfs;
const std::array kWhatIfFields{
    Field<W>{"paged_block", &W::pagedBlock},      Field<W>{"shared_prefix_tokens", &W::sharedPrefixTokens},
    Field<W>{"kivi_bits", &W::kiviBits},          Field<W>{"kivi_group", &W::kiviGroup},
    Field<W>{"kivi_residual", &W::kiviResidual},  Field<W>{"token_budget", &W::tokenBudget},
    Field<W>{"sliding_window", &W::slidingWindow}};
// The keys read and written by their own codecs beside the lists.
constexpr std::array kCodecKeys{"llama.flash_attn", "ollama.release", "vllm.mamba_cache_dtype",
                                "vllm.mamba_ssm_cache_dtype", "exllamav3.cache_mode"};

void readPlacement(const json& p, PlacementOptions& o)
{
    if (!p.is_object())
        throw InputError("scenario-field-invalid", "placement");
    readFields(p, kPlacementFields, o);
}

void readVllm(const json& v, VllmOptions& o)
{
    if (!v.is_object())
        throw InputError("scenario-field-invalid", "vllm");
    readFields(v, kVllmFields, o);
    if (!(o.gpuMemoryUtilization > 0 && o.gpuMemoryUtilization <= 1))
        throw InputError("scenario-field-invalid", "vllm.gpu_memory_utilization");
    if (o.pipelineParallel > 64)
        throw InputError("scenario-field-invalid", "vllm.pipeline_parallel");
    if (o.blockSize == 0 || o.tensorParallel == 0 || o.tensorParallel > 64)
        throw InputError("scenario-field-invalid", "vllm.block_size/tensor_parallel");
    o.mambaCacheDtype = vllmMambaDtype(field<std::string>(v, "mamba_cache_dtype", "auto"));
    o.mambaSsmCacheDtype = vllmMambaDtype(field<std::string>(v, "mamba_ssm_cache_dtype", "auto"));
}

// MLX's options; out-of-range values are InputErrors with validateMlx's codes (kv-bits-invalid, ...).
void readMlx(const json& m, MlxOptions& o)
{
    if (!m.is_object())
        throw InputError("scenario-field-invalid", "mlx");
    readFields(m, kMlxFields, o);
    validateMlx(o);
}

// Out-of-range values are InputErrors ("scenario-field-invalid" naming the field): cache_size a multiple of 256,
// the bits FP16 (16, 16) or 2..8 each.
void readExLlamaV3(const json& x, ExLlamaV3Options& o)
{
    if (!x.is_object())
        throw InputError("scenario-field-invalid", "exllamav3");
    readFields(x, kExllamav3Fields, o);
    if (o.cacheSize && (*o.cacheSize == 0 || *o.cacheSize % 256 != 0 || *o.cacheSize > kMaxContext * 16))
        throw InputError("scenario-field-invalid", "exllamav3.cache_size", reason::kMultipleOf, {"256"});
    if (o.maxSeqLen && (*o.maxSeqLen == 0 || *o.maxSeqLen > kMaxContext))
        throw InputError("scenario-field-invalid", "exllamav3.max_seq_len");
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
    readFields(x, kSglangFields, o);
    if (o.memFractionStatic && !(*o.memFractionStatic > 0 && *o.memFractionStatic < 1))
        throw InputError("scenario-field-invalid", "sglang.mem_fraction_static", reason::kOutOfRange, {"0", "1"});
    if (o.contextLength && (*o.contextLength == 0 || *o.contextLength > kMaxContext))
        throw InputError("scenario-field-invalid", "sglang.context_length");
    if (o.maxRunningRequests && (*o.maxRunningRequests == 0 || *o.maxRunningRequests > kMaxUsers))
        throw InputError("scenario-field-invalid", "sglang.max_running_requests");
    if (o.tpSize == 0 || o.tpSize > 64)
        throw InputError("scenario-field-invalid", "sglang.tp_size");
    if (o.pageSize == 0 || o.pageSize > 4096)
        throw InputError("scenario-field-invalid", "sglang.page_size");
}

void readWhatIfs(const json& w, WhatIfs& o)
{
    if (!w.is_object())
        throw InputError("scenario-field-invalid", "what_ifs");
    readFields(w, kWhatIfFields, o);
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
    const VllmOptions& v = s.vllm;
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
              {"llama", writeFields(kLlamaFields, l)},
              {"ollama", writeFields(kOllamaFields, s.ollama)},
              {"koboldcpp", writeFields(kKoboldFields, s.kobold)},
              {"placement", writeFields(kPlacementFields, s.placement)},
              {"vllm", writeFields(kVllmFields, v)},
              {"mlx", writeFields(kMlxFields, s.mlx)},
              {"exllamav3", writeFields(kExllamav3Fields, s.exllamav3)},
              {"sglang", writeFields(kSglangFields, s.sglang)},
              {"what_ifs", writeFields(kWhatIfFields, s.whatIfs)},
              {"compute_bytes", opt(s.computeBytesOverride)},
              {"compute_scale", s.computeScale},
              {"hardware", {{"id", s.hardware.id}, {"name", s.hardware.name}, {"devices", std::move(devices)}}}};
    j["llama"]["flash_attn"] = flashAttnId(l.flashAttn);
    j["ollama"]["release"] = s.ollama.release == OllamaRelease::V0_24 ? "0.24" : "0.32";
    j["vllm"]["mamba_cache_dtype"] = vllmMambaDtypeName(v.mambaCacheDtype);
    j["vllm"]["mamba_ssm_cache_dtype"] = vllmMambaDtypeName(v.mambaSsmCacheDtype);
    j["exllamav3"]["cache_mode"] = exllamav3CacheModeName(s.exllamav3.kBits, s.exllamav3.vBits);
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

std::vector<std::string> scenarioJsonKeys()
{
    std::vector<std::string> out;
    auto add = [&](const char* section, const auto& fields) {
        for (const auto& f : fields)
            out.push_back(std::string(section) + "." + f.key);
    };
    add("llama", kLlamaFields);
    add("ollama", kOllamaFields);
    add("koboldcpp", kKoboldFields);
    add("placement", kPlacementFields);
    add("vllm", kVllmFields);
    add("mlx", kMlxFields);
    add("exllamav3", kExllamav3Fields);
    add("sglang", kSglangFields);
    add("what_ifs", kWhatIfFields);
    out.insert(out.end(), kCodecKeys.begin(), kCodecKeys.end());
    return out;
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
        readFields(l, kLlamaFields, s.llama);
        const auto fa = flashAttnFromId(field<std::string>(l, "flash_attn", "auto"));
        if (!fa)
            throw InputError("scenario-field-invalid", "llama.flash_attn");
        s.llama.flashAttn = *fa;
    }
    const json ol = j.value("ollama", json::object());
    if (ol.is_object()) {
        const std::string release = field<std::string>(ol, "release", "0.32");
        if (release != "0.32" && release != "0.24")
            throw InputError("scenario-field-invalid", "ollama.release");
        s.ollama.release = release == "0.24" ? OllamaRelease::V0_24 : OllamaRelease::V0_32;
        readFields(ol, kOllamaFields, s.ollama);
    }
    const json kb = j.value("koboldcpp", json::object());
    if (kb.is_object()) {
        readFields(kb, kKoboldFields, s.kobold);
        if (s.kobold.batchSize == 0 || s.kobold.batchSize > 4096)
            throw InputError("scenario-field-invalid", "koboldcpp.batch_size", reason::kOutOfRange, {"1", "4096"});
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
