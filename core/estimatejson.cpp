#include "estimatejson.h"

#include "exllamav3/exllamav3.h"

#include <nlohmann/json.hpp>

namespace kv {

using nlohmann::json;

std::string_view modelSourceId(ModelSource s)
{
    switch (s) {
    case ModelSource::Preset: return "preset";
    case ModelSource::Gguf: return "gguf";
    case ModelSource::HfConfig: return "hf-config";
    case ModelSource::Safetensors: return "safetensors";
    case ModelSource::Spec: break;
    }
    return "spec";
}

std::string_view prefillLimitId(PrefillLimit limit)
{
    switch (limit) {
    case PrefillLimit::Compute: return "compute";
    case PrefillLimit::HostLink: return "host_link";
    case PrefillLimit::Memory: return "memory";
    }
    return "compute";
}

namespace {

// The prefill bound (core/prefill.h): a lower bound on the wait, so first_token_seconds is "at least".
nlohmann::json prefillJson(const std::optional<PrefillBound>& b)
{
    if (!b)
        return nullptr;
    const std::string_view limit = prefillLimitId(b->limitedBy);
    nlohmann::json j = {{"prompt_tokens", b->promptTokens},
                        {"answer_tokens", b->answerTokens},
                        {"tokens_per_second", b->tokensPerSecond},
                        {"first_token_seconds", b->firstTokenSeconds},
                        {"limited_by", limit},
                        {"answer_seconds", b->answerSeconds},
                        {"flops", b->flops},
                        {"compute_seconds", b->computeSeconds},
                        {"host_link_seconds", b->hostLinkSeconds},
                        {"memory_seconds", b->memorySeconds},
                        {"is_lower_bound", true}};
    if (b->efficiency > 0) { // a machine profile's measured efficiency: what to expect, beside the bound
        j["measured_efficiency"] = b->efficiency;
        j["expected_first_token_seconds"] = b->expectedFirstTokenSeconds;
    }
    return j;
}

json modelJson(const Scenario& s)
{
    const ModelSpec& m = s.model;
    const LayerCensus c = census(m);
    json j{{"id", m.id},
           {"name", m.name},
           {"source", modelSourceId(m.origin)},
           {"arch", m.arch},
           {"n_layer", m.nLayer()},
           {"n_ctx_train", m.nCtxTrain},
           {"n_vocab", m.nVocab},
           {"layers",
            {{"full", c.full},
             {"swa", c.swa},
             {"chunked", c.chunked},
             {"mla", c.mla},
             {"recurrent", c.recurrent},
             {"none", c.none}}},
           {"params_total", m.params.total()},
           {"badges", attentionBadges(m)}};
    if (m.mlxQuant.bits > 0) // an MLX folder: its quantization block
        j["mlx_quantization"] = {{"bits", m.mlxQuant.bits}, {"group_size", m.mlxQuant.groupSize}};
    return j;
}

json warningJson(const Warning& w)
{
    return {{"code", w.code}, {"args", w.args}};
}

json weightsFileJson(const WeightsInfo& w)
{
    const ClassBytes& c = w.bytesByClass;
    json j{{"method", w.method == WeightsMethod::File        ? "file"
                      : w.method == WeightsMethod::PerTensor ? "per-tensor"
                                                             : "average-bits"},
           {"bytes", w.fileBytes},
           {"bits_per_weight", w.bitsPerWeight}};
    if (!w.rules.empty())
        j["rules"] = w.rules;
    if (c.total() > 0)
        j["bytes_by_class"] = {{"embedding", c.embedding}, {"attention", c.attention}, {"ffn", c.ffn},
                               {"experts", c.experts},     {"recurrent", c.recurrent}, {"norm", c.norm},
                               {"output", c.output},       {"other", c.other}};
    if (!w.bytesByType.empty()) {
        json types = json::array();
        for (const TypeBytes& t : w.bytesByType)
            types.push_back({{"type", t.type}, {"tensors", t.tensors}, {"bytes", t.bytes}});
        j["bytes_by_type"] = std::move(types);
    }
    return j;
}

} // namespace

json hardwareToJson(const Hardware& h)
{
    json devices = json::array();
    for (const Device& d : h.devices) {
        json dj{{"name", d.name},
                {"kind", deviceKindId(d.kind)},
                {"capacity_bytes", d.capacityBytes},
                {"reserve_bytes", d.reserveBytes},
                {"usable_bytes", d.usableBytes()},
                {"bandwidth_gbs", d.bandwidthGBs}};
        if (d.kind == DeviceKind::Unified)
            dj["gpu_limit_bytes"] = d.gpuLimitBytes;
        if (h.nodeCount() > 1)
            dj["node"] = d.node;
        devices.push_back(std::move(dj));
    }
    return {{"id", h.id}, {"name", h.name}, {"devices", std::move(devices)}};
}

namespace {

// estimateToJson's parts, one per key (nlohmann::json keeps keys sorted, so the document does not depend on the
// order they are set in).
json runtimeJson(const Estimate& e)
{
    const VllmPool* vllmPool = e.view<VllmPool>();
    const MlxInfo* mlxInfo = e.view<MlxInfo>();
    const ExLlamaV3Plan* exl3 = e.view<ExLlamaV3Plan>();
    const SglangPool* sglangPool = e.view<SglangPool>();
    const RuntimeParams& r = e.runtime;
    json rt{{"name", r.name},
            {"rules_version", r.rulesVersion},
            {"n_ctx", r.nCtx},
            {"n_ctx_seq", r.nCtxSeq},
            {"n_ctx_requested", r.nCtxRequested},
            {"n_seq", r.nSeq},
            {"n_batch", r.nBatch},
            {"n_ubatch", r.nUbatch},
            {"streams", r.streams},
            {"flash_attn", r.flashAttn},
            {"kv_unified", r.kvUnified},
            {"swa_full", r.swaFull},
            {"launch", r.launch}};
    if (r.name == "ollama") {
        rt["num_ctx"] = r.numCtx;
        rt["engine"] = r.engine;
    }
    if (vllmPool)
        rt["vllm"] = {{"reserved_bytes", vllmPool->reservedBytes}, {"kv_pool_bytes", vllmPool->kvPoolBytes},
                      {"block_bytes", vllmPool->blockBytes},       {"num_blocks", vllmPool->numBlocks},
                      {"kv_tokens", vllmPool->kvTokens},           {"max_concurrency", vllmPool->maxConcurrency},
                      {"used_bytes", vllmPool->usedBytes}};
    if (mlxInfo)
        rt["mlx"] = {{"kv_bytes_after_prompt", mlxInfo->kvBytesAfterPrompt},
                     {"kv_bytes_peak", mlxInfo->kvBytesPeak},
                     {"sequences", mlxInfo->sequences},
                     {"max_kv_size_honoured", mlxInfo->maxKvSizeHonoured},
                     {"quantized", mlxInfo->quantized},
                     {"prompt_cache_entries", mlxInfo->promptCacheEntries},
                     {"reserved_at_load_bytes", 0}};
    if (exl3) {
        const ExLlamaV3Plan& x = *exl3;
        rt["exllamav3"] = {{"cache_size", x.cacheSize},
                           {"max_seq_len", x.maxSeqLen},
                           {"max_batch_size", x.maxBatchSize},
                           {"cache_mode", exllamav3CacheModeName(x.kBits, x.vBits)},
                           {"page_tokens", 256},
                           {"page_bytes", x.pageBytes},
                           {"slot_bytes", x.slotBytes},
                           {"max_concurrency", x.maxConcurrency},
                           {"used_bytes", x.usedBytes},
                           {"served", x.served}};
    }
    if (sglangPool) {
        const SglangPool& p = *sglangPool;
        rt["sglang"] = {{"mem_fraction_static", p.memFractionStatic},
                        {"reserved_bytes", p.reservedBytes},
                        {"default_reserved_mib", p.reservedMiB},
                        {"kv_pool_bytes", p.kvPoolBytes},
                        {"cell_bytes", p.cellBytes},
                        {"max_total_num_tokens", p.maxTotalTokens},
                        {"swa_tokens", p.swaTokens},
                        {"context_length", p.contextLength},
                        {"max_running_requests", p.maxRunningRequests},
                        {"max_concurrency", p.maxConcurrency},
                        {"used_bytes", p.usedBytes}};
    }
    return rt;
}

json cachesJson(const Estimate& e)
{
    json caches = json::array();
    for (const CacheBlock& c : e.caches) {
        caches.push_back({{"kind", cacheKindId(c.kind)},
                          {"layers", c.layers},
                          {"cells_per_stream", c.cellsPerStream},
                          {"streams", c.streams},
                          {"type_k", name(c.typeK)},
                          {"type_v", name(c.typeV)},
                          {"k_bytes", c.kBytes},
                          {"v_bytes", c.vBytes},
                          {"bytes", c.bytes()}});
    }
    return caches;
}

json sideModelsJson(const Scenario& s, const Estimate& e)
{
    json side = json::object();
    if (s.side.projector)
        side["projector"] = {
            {"name", s.side.projector->name}, {"bytes", e.side.projectorBytes}, {"offload", s.side.projector->offload}};
    if (s.side.draft && e.side.draft.total() > 0)
        side["draft"] = {{"model", e.side.draftId},
                         {"weights", s.side.draft->weights.id},
                         {"weights_bytes", e.side.draft.weights},
                         {"kv_bytes", e.side.draft.kv},
                         {"recurrent_bytes", e.side.draft.recurrent},
                         {"compute_bytes", e.side.draft.compute},
                         {"overhead_bytes", e.side.draft.other},
                         {"total_bytes", e.side.draft.total()}};
    return side;
}

json devicesJson(const Estimate& e)
{
    json devices = json::array();
    for (const DeviceUse& d : e.devices) {
        devices.push_back({{"name", d.name},
                           {"kind", deviceKindId(d.kind)},
                           {"capacity_bytes", d.capacityBytes},
                           {"reserve_bytes", d.reserveBytes},
                           {"usable_bytes", d.usableBytes},
                           {"used_bytes", d.used()},
                           {"weights_bytes", d.memory.weights},
                           {"kv_bytes", d.memory.kv},
                           {"recurrent_bytes", d.memory.recurrent},
                           {"compute_bytes", d.memory.compute},
                           {"other_bytes", d.memory.other},
                           {"layers", d.layers},
                           {"bandwidth_gbs", d.bandwidthGBs},
                           {"may_grow_bytes", d.mayGrowBytes},
                           {"fits", d.fits}});
    }
    if (!e.nodes.empty())
        for (size_t i = 0; i < e.devices.size(); ++i)
            devices[i]["node"] = e.devices[i].node;
    return devices;
}

// A cluster's nodes and link (the caller adds them only for a cluster).
void clusterJson(const Scenario& s, const Estimate& e, json& j)
{
    json nodes = json::array();
    for (const NodeUse& n : e.nodes)
        nodes.push_back({{"name", n.name},
                         {"host", n.host},
                         {"role", n.role},
                         {"devices", n.devices},
                         {"usable_bytes", n.usableBytes},
                         {"used_bytes", n.usedBytes},
                         {"layers", n.layers},
                         {"fits", n.fits},
                         {"commands", n.commands}});
    j["nodes"] = std::move(nodes);
    j["link"] = {{"id", s.hardware.link.id},
                 {"gbps", s.hardware.link.gbps},
                 {"latency_us", s.hardware.link.latencyUs},
                 {"crossings_per_token", e.placement.linkCrossings},
                 {"bytes_per_token", e.placement.linkBytesPerStep},
                 {"all_reduce_steps_per_token", e.placement.allReduceSteps},
                 {"all_reduce_bytes_per_token", e.placement.allReduceBytes}};
}

json limitsJson(const Limits& l)
{
    if (!l.known)
        return nullptr;
    return {{"max_context_per_user", l.maxContextPerUser},
            {"max_users", l.maxUsers},
            {"max_context_per_user_offloaded", l.maxContextPerUserOffloaded},
            {"max_users_offloaded", l.maxUsersOffloaded},
            {"admission_tokens", l.admissionTokens}};
}

json speedBoundJson(const SpeedBound& sp)
{
    if (sp.tokensPerSecond <= 0)
        return nullptr;
    return {{"tokens_per_second_per_user", sp.tokensPerSecond},
            {"tokens_per_second_total", sp.aggregateTokensPerSecond},
            {"bytes_read_per_token", sp.bytesPerToken},
            {"limiting_device", sp.limitingDevice},
            {"memory_seconds_per_token", sp.memorySeconds},
            {"network_seconds_per_token", sp.networkSeconds},
            {"limited_by", sp.networkLimited() ? "network" : "memory"},
            {"is_upper_bound", true},
            {"prefill", prefillJson(sp.prefill)}};
}

json memoryBandJson(const BandInfo& b)
{
    return {{"band", memoryBandId(b.band)},
            {"device", b.device},
            {"needed_bytes", b.neededBytes},
            {"working_set_bytes", b.workingSetBytes},
            {"hard_limit_bytes", b.hardLimitBytes},
            {"reserve_bytes", b.reserveBytes},
            {"wired_limit_mb", b.wiredLimitMb},
            {"sysctl", b.wiredLimitMb > 0 ? "sudo sysctl iogpu.wired_limit_mb=" + std::to_string(b.wiredLimitMb)
                                          : std::string()}};
}

json ranksJson(const std::vector<VllmRank>& ranks)
{
    json out = json::array();
    for (const VllmRank& k : ranks)
        out.push_back({{"rank", k.rank},
                       {"node", k.node},
                       {"gpu", k.gpu},
                       {"stage", k.stage},
                       {"tp_rank", k.tpRank},
                       {"first_layer", k.firstLayer},
                       {"layers", k.layers},
                       {"kv_heads", k.kvHeads},
                       {"weights_bytes", k.weightsBytes},
                       {"kv_pool_bytes", k.kvPoolBytes},
                       {"block_bytes", k.blockBytes},
                       {"num_blocks", k.numBlocks}});
    return out;
}

// The memory figures of the plan as a whole.
void memoryJson(const Estimate& e, json& j)
{
    j["kv_bytes"] = e.memory.kv;
    j["recurrent_bytes"] = e.memory.recurrent;
    j["weights_bytes"] = e.memory.weights;
    j["weights_file"] = weightsFileJson(e.weightsFile);
    j["compute_bytes"] = e.memory.compute;
    j["compute_is_approximate"] = e.computeIsApproximate;
    j["output_bytes"] = e.outputBytes;
    j["overhead_bytes"] = e.memory.other;
    j["total_bytes"] = e.memory.total();
    j["kv_bytes_per_token"] = e.kvBytesPerToken;
    j["ideal_kv_bytes"] = e.idealKvBytes;
    j["may_grow"] = {{"prompt_cache_bytes", e.growth.promptCacheBytes},
                     {"checkpoint_bytes", e.growth.checkpointBytes},
                     {"bytes", e.growth.total()}};
}

} // namespace

json estimateToJson(const Scenario& s, const Estimate& e)
{
    json j;
    j["schema"] = kEstimateSchema;
    j["model"] = modelJson(s);
    j["machine"] = hardwareToJson(s.hardware);
    j["scenario"] = {{"context_per_user", s.contextPerUser},
                     {"users", s.users},
                     {"weights", s.weights.id},
                     {"cache_type_k", name(s.typeK)},
                     {"cache_type_v", name(s.typeV)}};
    if (e.refusal) {
        j["refused"] = warningJson(*e.refusal);
        return j;
    }
    j["runtime"] = runtimeJson(e);
    j["caches"] = cachesJson(e);
    memoryJson(e, j);
    if (e.side.any())
        j["side_models"] = sideModelsJson(s, e);
    if (const OllamaPreflight* preflight = e.view<OllamaPreflight>())
        j["ollama_predicted_kv_bytes"] = preflight->kvBytes;
    j["devices"] = devicesJson(e);
    if (!e.nodes.empty())
        clusterJson(s, e, j);
    j["verdict"] = verdictId(e.verdict);
    j["fits"] = e.verdict == Verdict::Unknown ? json(nullptr) : json(e.verdict == Verdict::Fits);
    j["limits"] = limitsJson(e.limits);
    j["placement"] = {{"n_gpu_layers", e.placement.nGpuLayers},   {"n_layer", e.placement.nLayer},
                      {"output_on_gpu", e.placement.outputOnGpu}, {"kv_offload", e.placement.kvOffload},
                      {"n_cpu_moe", e.placement.nCpuMoe},         {"layers_in_ram", e.layersInRam}};
    j["speed"] = speedBoundJson(e.speed);
    if (e.band.band != MemoryBand::None)
        j["memory_band"] = memoryBandJson(e.band);
    if (const VllmPool* pool = e.view<VllmPool>(); pool && !pool->ranks.empty())
        j["ranks"] = ranksJson(pool->ranks);
    json warnings = json::array();
    for (const Warning& w : e.warnings)
        warnings.push_back(warningJson(w));
    j["warnings"] = std::move(warnings);
    return j;
}

json sweepToJson(const Scenario& s, SweepAxis axis, const std::vector<SweepPoint>& points)
{
    json pts = json::array();
    for (const SweepPoint& p : points) {
        pts.push_back({{"x", p.x},
                       {"refused", p.refused},
                       {"weights_bytes", p.memory.weights},
                       {"kv_bytes", p.memory.kv},
                       {"recurrent_bytes", p.memory.recurrent},
                       {"compute_bytes", p.memory.compute},
                       {"overhead_bytes", p.memory.other},
                       {"total_bytes", p.memory.total()}});
    }
    return {{"schema", "kvplanner.sweep/1"},
            {"model", s.model.id},
            {"runtime", runtimeId(s.runtime)},
            {"over", axis == SweepAxis::Context ? "context" : "users"},
            {"points", std::move(pts)}};
}

json promptSweepToJson(const Scenario& s, const std::vector<PromptPoint>& points)
{
    json pts = json::array();
    for (const PromptPoint& p : points) {
        const auto figure = [&](double v) { return p.bound ? json(v) : json(nullptr); };
        pts.push_back(
            {{"x", p.promptTokens},
             {"exceeds_context", p.exceedsContext},
             {"first_token_seconds", figure(p.bound ? p.bound->firstTokenSeconds : 0)},
             {"answer_seconds", p.bound && p.bound->answerSeconds > 0 ? json(p.bound->answerSeconds) : json(nullptr)},
             {"tokens_per_second", figure(p.bound ? p.bound->tokensPerSecond : 0)},
             {"limited_by", p.bound ? json(prefillLimitId(p.bound->limitedBy)) : json(nullptr)}});
    }
    const ConversationLengths def = defaultConversation(s);
    return {{"schema", "kvplanner.sweep/1"},   {"model", s.model.id},
            {"runtime", runtimeId(s.runtime)}, {"over", "prompt"},
            {"context", s.contextPerUser},     {"answer_tokens", s.answerTokens ? s.answerTokens : def.answerTokens},
            {"is_lower_bound", true},          {"points", std::move(pts)}};
}

} // namespace kv
