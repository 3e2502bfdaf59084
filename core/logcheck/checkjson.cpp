#include "checkjson.h"

#include "estimator.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace kv {

using nlohmann::json;

namespace {

json measured(const std::optional<Measured>& m)
{
    if (!m)
        return nullptr;
    json v = std::fabs(m->value - std::round(m->value)) < 1e-6 && m->value < 9.0e15
                 ? json(static_cast<uint64_t>(std::llround(m->value)))
                 : json(m->value);
    return {{"text", m->text}, {"value", v}, {"half_step", m->halfStep}};
}

json number(const std::optional<uint64_t>& v)
{
    return v ? json(*v) : json(nullptr);
}

json flag(const std::optional<bool>& b)
{
    return b ? json(*b) : json(nullptr);
}

json buffers(const std::vector<LogBuffer>& list)
{
    json a = json::array();
    for (const LogBuffer& b : list)
        a.push_back({{"what", b.what}, {"device", b.device}, {"cache", b.cache}, {"size", measured(b.size)}});
    return a;
}

json modelJson(const LogModel& m)
{
    return {{"name", m.name},
            {"arch", m.arch},
            {"file_type", m.fileType},
            {"file", m.file},
            {"file_size", measured(m.fileSize)},
            {"n_layer", number(m.nLayer)},
            {"n_head", number(m.nHead)},
            {"n_embd", number(m.nEmbd)},
            {"n_head_kv", number(m.nHeadKv)},
            {"n_head_kv_per_layer", m.nHeadKvPerLayer},
            {"n_embd_head_k", number(m.headDimK)},
            {"n_embd_head_v", number(m.headDimV)},
            {"n_swa", number(m.nSwa)},
            {"swa_pattern", number(m.swaPattern)},
            {"swa_layers", m.swaLayers},
            {"n_expert", number(m.nExpert)},
            {"n_expert_used", number(m.nExpertUsed)},
            {"n_ctx_train", number(m.nCtxTrain)},
            {"n_vocab", number(m.nVocab)},
            {"kv_lora_rank", number(m.kvLoraRank)},
            {"n_rot", number(m.nRot)},
            {"ssm_d_conv", number(m.ssmDConv)},
            {"ssm_d_inner", number(m.ssmDInner)},
            {"ssm_d_state", number(m.ssmDState)},
            {"ssm_n_group", number(m.ssmNGroup)}};
}

json runJson(const LogRun& r)
{
    return {{"n_ctx", number(r.nCtx)},
            {"n_ctx_seq", number(r.nCtxSeq)},
            {"n_seq_max", number(r.nSeqMax)},
            {"n_batch", number(r.nBatch)},
            {"n_ubatch", number(r.nUbatch)},
            {"kv_padding", number(r.kvPadding)},
            {"ctx_requested", number(r.ctxRequested)},
            {"parallel", number(r.parallel)},
            {"n_gpu_layers", number(r.nGpuLayers)},
            {"n_cpu_moe", number(r.nCpuMoe)},
            {"offloaded_layers", number(r.offloadedLayers)},
            {"offloadable_layers", number(r.offloadableLayers)},
            {"type_k", r.typeK},
            {"type_v", r.typeV},
            {"flash_attn", flag(r.flashAttn)},
            {"kv_unified", flag(r.kvUnified)},
            {"swa_full", flag(r.swaFull)},
            {"kv_offload", flag(r.kvOffload)},
            {"tensor_split", r.tensorSplit},
            {"command_line", r.commandLine},
            {"num_ctx_requested", number(r.numCtxRequested)},
            {"max_model_len", number(r.maxModelLen)},
            {"block_size", number(r.blockSize)},
            {"tensor_parallel", number(r.tensorParallel)},
            {"max_num_seqs", number(r.maxNumSeqs)},
            {"max_num_batched_tokens", number(r.maxNumBatchedTokens)},
            {"gpu_memory_utilization", measured(r.gpuMemoryUtilization)},
            {"dtype", r.dtype},
            {"kv_cache_dtype", r.kvCacheDtype}};
}

json cachesJson(const std::vector<LogCache>& caches)
{
    json a = json::array();
    for (const LogCache& c : caches)
        a.push_back({{"cache", c.cache},
                     {"size", measured(c.size)},
                     {"k", measured(c.k)},
                     {"v", measured(c.v)},
                     {"type_k", c.typeK},
                     {"type_v", c.typeV},
                     {"cells", number(c.cells)},
                     {"layers", number(c.layers)},
                     {"seqs", number(c.seqs)},
                     {"streams", number(c.streams)}});
    return a;
}

json vllmJson(const LogVllm& v)
{
    return {{"engine", v.engine},
            {"version", v.version},
            {"weights", measured(v.weights)},
            {"peak_torch", measured(v.peakTorch)},
            {"activation_peak", measured(v.activationPeak)},
            {"non_torch", measured(v.nonTorch)},
            {"kv_pool", measured(v.kvPool)},
            {"total_gpu_memory", measured(v.totalGpuMemory)},
            {"max_concurrency", measured(v.maxConcurrency)},
            {"kv_needed", measured(v.kvNeeded)},
            {"gpu_blocks", number(v.gpuBlocks)},
            {"cpu_blocks", number(v.cpuBlocks)},
            {"kv_tokens", number(v.kvTokens)},
            {"concurrency_tokens", number(v.concurrencyTokens)}};
}

json exllamav3Json(const LogExllamaV3& x)
{
    return {{"model_dir", x.modelDir},
            {"max_seq_len", number(x.maxSeqLen)},
            {"max_seq_len_from", x.maxSeqLenFrom},
            {"max_seq_len_limit", number(x.maxSeqLenLimit)},
            {"cache_size", number(x.cacheSize)},
            {"cache_size_defaulted", x.cacheSizeDefaulted},
            {"cache_size_rounded", number(x.cacheSizeRounded)},
            {"cache_mode", x.cacheMode},
            {"max_batch_size", number(x.maxBatchSize)},
            {"split", x.split},
            {"loaded", x.loaded}};
}

json mlxJson(const LogMlx& x)
{
    return {{"tool", x.tool},
            {"prompt_tokens", number(x.promptTokens)},
            {"generation_tokens", number(x.generationTokens)},
            {"prompt_tps", measured(x.promptTps)},
            {"generation_tps", measured(x.generationTps)},
            {"peak_memory", measured(x.peakMemory)},
            {"prompt_cache", measured(x.promptCache)},
            {"prompt_cache_sequences", number(x.promptCacheSequences)},
            {"max_kv_size", number(x.maxKvSize)},
            {"kv_bits", number(x.kvBits)},
            {"kv_group_size", number(x.kvGroupSize)},
            {"quantized_kv_start", number(x.quantizedKvStart)}};
}

json koboldJson(const LogKobold& k)
{
    return {{"version", k.version},
            {"context_size", number(k.contextSize)},
            {"batch_size", number(k.batchSize)},
            {"gpu_layers", k.gpuLayers ? json(*k.gpuLayers) : json(nullptr)},
            {"quant_kv", k.quantKv},
            {"flash_attention", k.flashAttention ? json(*k.flashAttention) : json(nullptr)},
            {"use_swa", k.useSwa ? json(*k.useSwa) : json(nullptr)},
            {"low_vram", k.lowVram ? json(*k.lowVram) : json(nullptr)},
            {"autofit_context", number(k.autofitContext)},
            {"autofit_gpu_layers", number(k.autofitGpuLayers)}};
}

json sglangJson(const LogSglang& g)
{
    return {{"avail_before_load", measured(g.availBeforeLoad)},
            {"avail_after_load", measured(g.availAfterLoad)},
            {"weights", measured(g.weights)},
            {"k_size", measured(g.kSize)},
            {"v_size", measured(g.vSize)},
            {"kv_size", measured(g.kvSize)},
            {"kv_tokens", number(g.kvTokens)},
            {"max_total_num_tokens", number(g.maxTotalTokens)},
            {"max_running_requests", number(g.maxRunningRequests)},
            {"context_len", number(g.contextLen)},
            {"chunked_prefill_size", number(g.chunkedPrefill)},
            {"mem_fraction_static", measured(g.memFractionStatic)},
            {"context_length", number(g.contextLength)},
            {"tp_size", number(g.tpSize)},
            {"page_size", number(g.pageSize)},
            {"tp_ranks", number(g.tpRanks)},
            {"kv_cache_dtype", g.kvCacheDtype},
            {"dtype", g.dtype},
            {"model_type", g.modelType}};
}

json warning(const std::optional<Warning>& w)
{
    return w ? json{{"code", w->code}, {"args", w->args}} : json(nullptr);
}

// Bytes and counts are whole; a ratio and a speed (the prefill lines' tokens/s) keep their fraction.
bool fractional(const CheckLine& l)
{
    return l.unit == "ratio" || l.unit == "tokens/s";
}

json predictedJson(const CheckLine& l)
{
    if (!l.predicted)
        return nullptr;
    if (fractional(l))
        return *l.predicted;
    return static_cast<uint64_t>(std::llround(*l.predicted));
}

} // namespace

json runtimeLogToJson(const RuntimeLog& log)
{
    json j = {{"model", modelJson(log.model)},
              {"run", runJson(log.run)},
              {"buffers", buffers(log.buffers)},
              {"caches", cachesJson(log.caches)},
              {"vllm", vllmJson(log.vllm)},
              {"koboldcpp", koboldJson(log.kobold)},
              {"sglang", sglangJson(log.sglang)},
              {"ollama",
               {{"version", log.ollama.version},
                {"allocations", buffers(log.ollama.allocations)},
                {"total", measured(log.ollama.total)},
                {"required_kv", measured(log.ollama.requiredKv)}}},
              {"exllamav3", exllamav3Json(log.exllamav3)},
              {"mlx", mlxJson(log.mlx)}};
    // Only when the log printed one, so that every other log's output stays as it was.
    if (const std::optional<LogThroughput>& t = log.promptThroughput)
        j["prompt_throughput"] = {
            {"source", t->source}, {"tokens_per_second", measured(t->tokensPerSecond)}, {"intervals", t->intervals}};
    return j;
}

json checkLineToJson(const CheckLine& l)
{
    json diff = nullptr;
    if (l.predicted && l.logged)
        diff = fractional(l) ? json(l.difference()) : json(static_cast<int64_t>(std::llround(l.difference())));
    return {{"item", l.item},
            {"unit", l.unit},
            {"logged", measured(l.logged)},
            {"predicted", predictedJson(l)},
            {"tolerance", l.tolerance},
            {"difference", diff},
            {"match", checkMatchId(l.match)},
            {"reason", warning(l.reason)}};
}

json checkToJson(const RuntimeLog& log, const RebuiltScenario* rebuilt, const Estimate* e,
                 const std::vector<CheckLine>& lines)
{
    json j{{"schema", kCheckSchema},     {"dialect", dialectId(log.dialect)}, {"generation", log.generation},
           {"build", log.buildInfo},     {"lines_read", log.lines},           {"lines_recognised", log.recognised},
           {"problem", logProblem(log)}, {"extracted", runtimeLogToJson(log)}};
    if (rebuilt) {
        json assumptions = json::array();
        for (const Warning& w : rebuilt->assumptions)
            assumptions.push_back(warning(w));
        j["rebuilt"] = {{"preset", rebuilt->matchedPresetId},
                        {"model", rebuilt->scenario.model.name},
                        {"runtime", runtimeId(rebuilt->scenario.runtime)},
                        {"launch", e ? e->runtime.launch : std::string()},
                        {"assumptions", assumptions}};
    }
    json a = json::array();
    for (const CheckLine& l : lines)
        a.push_back(checkLineToJson(l));
    j["lines"] = a;
    const CheckSummary s = summarize(lines);
    j["summary"] = {{"exact", s.exact},         {"within_rounding", s.withinRounding}, {"differs", s.differs},
                    {"not_in_log", s.notInLog}, {"not_predicted", s.notPredicted},     {"within_bound", s.withinBound}};
    return j;
}

} // namespace kv
