// llama.cpp's start-up lines, every wording generation:
//   2024:      llm_load_print_meta / llm_load_tensors / llama_new_context_with_model / llama_kv_cache_init
//   mid-2025:  print_info / load_tensors / llama_context / llama_kv_cache_unified(_iswa)
//   late 2025: print_info / load_tensors / llama_context / llama_kv_cache(_iswa) / llama_memory_recurrent
// and ik_llama.cpp (the 2024 wording plus mla_attn, "c^KV" caches).
#include "logreaders.h"

#include <algorithm>

namespace kv::logread {

using namespace logtext;

namespace {

bool isKvTag(std::string_view tag)
{
    return startsWith(tag, "llama_kv_cache") || startsWith(tag, "llama_memory");
}

bool isContextTag(std::string_view tag)
{
    // sched_reserve: 2026 builds print the compute buffers under the scheduler's own tag
    return tag == "llama_context" || tag == "llama_new_context_with_model" || tag == "llama_init_from_model" ||
           tag == "sched_reserve";
}

// "<device> [model|KV|RS|compute|output] buffer size = 3072.00 MiB"
bool bufferLine(std::string_view msg, std::string_view defaultWhat, RuntimeLog& log, const State& st)
{
    const size_t pos = msg.find(" buffer size");
    const auto eq = after(msg, "buffer size");
    if (pos == std::string_view::npos || !eq || trim(*eq).empty() || trim(*eq)[0] != '=')
        return false;
    const auto size = parseMeasured(trim(*eq).substr(1));
    if (!size)
        return false;
    std::string_view head = trim(msg.substr(0, pos));
    std::string what(defaultWhat);
    const size_t sp = head.rfind(' ');
    const std::string_view last = sp == std::string_view::npos ? head : head.substr(sp + 1);
    struct Kind
    {
        std::string_view word, what;
    };
    for (const Kind k : {Kind{"model", "model"}, Kind{"KV", "kv"}, Kind{"RS", "recurrent"}, Kind{"compute", "compute"},
                         Kind{"output", "output"}}) {
        if (last == k.word) {
            what = std::string(k.what);
            head = sp == std::string_view::npos ? std::string_view{} : trim(head.substr(0, sp));
        }
    }
    if (head.empty() || what.empty())
        return false;
    log.buffers.push_back({what, std::string(head), what == "kv" ? st.cache : std::string(), *size});
    return true;
}

// ", K (f16): 1536.00 MiB" parts after a size summary.
void cacheParts(std::string_view rest, LogCache& c)
{
    size_t pos = 0;
    while ((pos = rest.find(", ", pos)) != std::string_view::npos) {
        std::string_view part = rest.substr(pos + 2);
        pos += 2;
        const size_t open = part.find(" (");
        const size_t close = part.find("):");
        if (open == std::string_view::npos || close == std::string_view::npos || close < open)
            continue;
        const std::string_view name = part.substr(0, open);
        const std::string type(part.substr(open + 2, close - open - 2));
        const auto size = parseMeasured(part.substr(close + 2));
        if (!size)
            continue;
        if (name == "K" || name == "R" || name == "c^KV") {
            c.k = size;
            c.typeK = type;
        } else if (name == "V" || name == "S") {
            c.v = size;
            c.typeV = type;
        }
    }
}

// "size = 3072.00 MiB (131072 cells,  12 layers,  1/1 seqs), K (f16): ..." or "KV self size = ...".
bool cacheSummary(std::string_view msg, RuntimeLog& log, const State& st, std::string_view tag)
{
    auto rest = after(msg, "size");
    if (!rest || contains(msg, "buffer size"))
        return false;
    *rest = trim(*rest);
    if (rest->empty() || rest->front() != '=')
        return false;
    rest->remove_prefix(1);
    const auto size = parseMeasured(*rest);
    if (!size)
        return false;
    LogCache c;
    c.cache = contains(tag, "recurrent") ? "recurrent" : st.cache;
    c.size = *size;
    if (auto inner = after(*rest, "(")) {
        const std::string_view in = inner->substr(0, inner->find(')'));
        if (auto cells = toUInt(in))
            c.cells = cells;
        if (const size_t l = in.find(" layers"); l != std::string_view::npos)
            c.layers = toUInt(in.substr(in.rfind(' ', l - 1) + 1));
        if (const size_t sq = in.find(" seqs"); sq != std::string_view::npos) {
            const std::string_view seqs = in.substr(in.rfind(' ', sq - 1) + 1, sq - in.rfind(' ', sq - 1) - 1);
            c.seqs = toUInt(seqs);
            if (auto slash = after(seqs, "/"))
                c.streams = toUInt(*slash);
        }
    }
    cacheParts(*rest, c);
    log.caches.push_back(c);
    if (c.cache != "recurrent") { // the printed cache types outrank the command line's
        if (!c.typeK.empty())
            log.run.typeK = c.typeK;
        if (!c.typeV.empty())
            log.run.typeV = c.typeV;
    }
    return true;
}

// "kv_size = 4096, offload = 1, type_k = 'f16', type_v = 'f16', n_layer = 32, can_shift = 1, padding = 32"
bool kvInitLine(std::string_view msg, RuntimeLog& log)
{
    if (!contains(msg, "type_k ="))
        return false;
    auto quoted = [&](std::string_view key) -> std::string {
        const auto v = after(msg, key);
        if (!v)
            return {};
        std::string_view s = trim(*v);
        if (!s.empty() && s[0] == '\'')
            s.remove_prefix(1);
        return std::string(s.substr(0, s.find_first_of(",' ")));
    };
    log.run.typeK = quoted("type_k =");
    log.run.typeV = quoted("type_v =");
    if (auto p = after(msg, "padding ="))
        log.run.kvPadding = toUInt(*p);
    return true;
}

bool kvLine(const Tagged& t, RuntimeLog& log, State& st)
{
    const std::string_view msg = trim(t.msg);
    if (t.tag == "llama_kv_cache_init")
        log.generation = "kv_cache_init";
    else if (startsWith(t.tag, "llama_kv_cache_unified"))
        log.generation = "kv_cache_unified";
    else if (startsWith(t.tag, "llama_kv_cache") && log.generation.empty())
        log.generation = "kv_cache";
    if (startsWith(msg, "creating non-SWA KV cache")) {
        st.cache = "non-swa";
        return true;
    }
    if (startsWith(msg, "creating") && contains(msg, "SWA KV cache")) {
        st.cache = "swa";
        return true;
    }
    if (contains(msg, "using full-size SWA cache")) {
        log.run.swaFull = true;
        return true;
    }
    if (bufferLine(msg, contains(t.tag, "recurrent") ? "recurrent" : "kv", log, st))
        return true;
    return kvInitLine(msg, log) || cacheSummary(msg, log, st, t.tag);
}

bool contextKey(std::string_view key, std::string_view value, RuntimeLog& log)
{
    LogRun& r = log.run;
    if (key == "n_seq_max")
        r.nSeqMax = toUInt(value);
    else if (key == "n_ctx")
        r.nCtx = toUInt(value);
    else if (key == "n_ctx_per_seq" || key == "n_ctx_seq")
        r.nCtxSeq = toUInt(value);
    else if (key == "n_batch")
        r.nBatch = toUInt(value);
    else if (key == "n_ubatch")
        r.nUbatch = toUInt(value);
    else if (key == "flash_attn" || key == "kv_unified" || key == "swa_full") {
        // "auto" stays unknown until "Flash Attention was auto, set to ..."
        std::optional<bool>& flag = key == "flash_attn" ? r.flashAttn : (key == "kv_unified" ? r.kvUnified : r.swaFull);
        if (auto b = toBool(value))
            flag = b;
    } else if (key == "mla_attn" || key == "attn_max_b" || key == "fused_moe")
        log.dialect = LogDialect::IkLlamaCpp;
    else
        return false;
    return true;
}

bool contextLine(std::string_view msg, RuntimeLog& log, State& st)
{
    if (bufferLine(msg, "", log, st))
        return true;
    if (contains(msg, "KV self size"))
        return cacheSummary(msg, log, st, "llama_kv_cache");
    if (auto fa = after(msg, "Flash Attention was auto, set to")) {
        log.run.flashAttn = toBool(*fa);
        return true;
    }
    if (auto kv = keyValue(msg))
        return contextKey(kv->first, kv->second, log);
    return false;
}

bool tensorsLine(std::string_view msg, RuntimeLog& log, State& st)
{
    if (auto off = after(msg, "offloaded ")) {
        log.run.offloadedLayers = toUInt(*off);
        if (auto slash = after(*off, "/"))
            log.run.offloadableLayers = toUInt(*slash);
        return true;
    }
    return bufferLine(msg, "model", log, st);
}

// "- kv   3:                          llama.block_count u32              = 32"
bool loaderLine(std::string_view msg, RuntimeLog& log)
{
    // "loaded meta data with 33 key-value pairs and 292 tensors from ./x.gguf (version GGUF V3 (latest))"
    if (contains(msg, "loaded meta data"))
        if (const auto from = after(msg, " tensors from ")) {
            const size_t end = from->rfind(" (version");
            log.model.file = utf8Prefix(trim(from->substr(0, end)), 1000);
            return !log.model.file.empty();
        }
    const auto kvPart = after(msg, "- kv ");
    if (!kvPart)
        return false;
    const auto body = after(*kvPart, ":");
    const auto kv = body ? keyValue(*body) : std::nullopt;
    if (!kv)
        return false;
    std::string_view key = kv->first.substr(0, kv->first.find(' '));
    std::string_view value = kv->second;
    if (key == "general.architecture" || key == "general.name")
        return modelKey(key, value, log.model);
    if (startsWith(kv->first.substr(key.size()), " arr[") || contains(kv->first, " arr["))
        value = trim(kv->first.substr(kv->first.find(" arr[") + 1)); // "arr[str,128256]"
    if (startsWith(key, "tokenizer."))
        return key == "tokenizer.ggml.tokens" && modelKey("tokens", value, log.model);
    const size_t dot = key.find('.');
    if (dot == std::string_view::npos || startsWith(key, "general."))
        return false;
    return modelKey(key.substr(dot + 1), value, log.model);
}

} // namespace

bool llamaCppLine(const Tagged& t, RuntimeLog& log, State& st)
{
    if (log.dialect == LogDialect::Unknown)
        log.dialect = LogDialect::LlamaCpp;
    const std::string_view msg = trim(t.msg);
    if (t.tag == "print_info" || t.tag == "llm_load_print_meta") {
        const auto kv = keyValue(msg);
        return kv && modelKey(kv->first, kv->second, log.model);
    }
    if (t.tag == "llama_model_loader")
        return loaderLine(msg, log);
    if (t.tag == "load_tensors" || t.tag == "llm_load_tensors")
        return tensorsLine(msg, log, st);
    if (isKvTag(t.tag))
        return kvLine(t, log, st);
    if (isContextTag(t.tag))
        return contextLine(msg, log, st);
    if (t.tag == "build" && log.buildInfo.empty()) {
        log.buildInfo = "b" + utf8Prefix(msg.substr(0, msg.find(" with ")), 60);
        return true;
    }
    if (auto dev = after(msg, "using device ")) {
        // "using device CUDA0 (NVIDIA GeForce RTX 3070) - 7176 MiB free"
        const std::string_view name = dev->substr(0, dev->find(' '));
        const auto dash = after(*dev, " - ");
        const auto free = dash ? parseMeasured(*dash) : std::nullopt;
        if (free)
            log.buffers.push_back({"free", std::string(name), "", *free});
        return free.has_value();
    }
    return false;
}

} // namespace kv::logread
