#include "vllm.h"

#include "checked.h"
#include "llamacpp/placement.h"
#include "weightscheme.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

namespace kv {

namespace {

constexpr const char* kVllmRules = "vLLM 0.6 (V0) / 0.8 (V1)";

uint32_t tp(const Scenario& s)
{
    return std::max<uint32_t>(1, s.vllm.tensorParallel);
}

uint64_t batchedTokens(const Scenario& s)
{
    return s.vllm.maxNumBatchedTokens.value_or(8192);
}

// What every vLLM plan sets the same way: one sequence per user of max_model_len tokens, the scheduler's
// batched tokens as the batch.
void fillRuntime(const Scenario& s, uint64_t mml, const std::string& rules, RuntimeParams& rt)
{
    rt.name = "vllm";
    rt.rulesVersion = rules;
    rt.nSeq = s.users;
    rt.streams = s.users;
    rt.nCtxSeq = mml;
    rt.nCtx = mul(mml, s.users);
    rt.nCtxRequested = rt.nCtx;
    rt.nBatch = static_cast<uint32_t>(std::min<uint64_t>(batchedTokens(s), UINT32_MAX));
    rt.nUbatch = rt.nBatch;
}

uint64_t maxModelLen(const Scenario& s)
{
    return s.vllm.maxModelLen.value_or(s.contextPerUser);
}

// Bytes of one block_size page of a layer's sparse-attention indexer keys. vLLM's DeepseekV32IndexerCache
// (model_executor/models/deepseek_v2.py, commit 002d6073) is an MLAAttentionSpec of one head of
// index_head_dim + index_head_dim / 128 * 4 uint8 values, whatever --kv-cache-dtype: the key in fp8 and one f32
// scale per 128 values ("fp8 naive cache"), replicated on every GPU.   DeepSeek-V3.2: 128 + 4 = 132 bytes a token
uint64_t indexerPageBytes(const Scenario& s, const LayerSpec& l)
{
    if (!l.hasIndexer())
        return 0;
    return mul(s.vllm.blockSize, uint64_t(l.indexerK) + uint64_t(l.indexerK) / 128 * 4);
}

// DeepSeek-V3.2's sparse MLA with an fp8 cache: vLLM's FlashMLA sparse backend takes --kv-cache-dtype fp8 as an
// alias of fp8_ds_mla (v1/attention/backends/mla/flashmla_sparse.py, commit 008a0c31: supported_kv_cache_dtypes;
// MLAAttentionSpec.real_page_size_bytes = block x 656 in v1/kv_cache_interface.py, commit 001cabc1). A token is
// the 512 NoPE latent values in fp8_e4m3, one f32 scale per 128 of them, and the 64 RoPE values left in bf16:
//   512 + 512 / 128 x 4 + 64 x 2 = 512 + 16 + 128 = 656 bytes (bf16 "auto": 576 x 2 = 1152).
// The backend's head size is 576 = 512 + 64 (get_supported_head_sizes), so the RoPE part is kValues() - 512.
uint64_t fp8DsMlaTokenBytes(const LayerSpec& l)
{
    constexpr uint64_t rope = 64;
    const uint64_t nope = l.kValues() > rope ? l.kValues() - rope : 0;
    return nope + nope / 128 * 4 + rope * 2;
}

// Bytes of one block_size page of one layer on one GPU (with its indexer keys: vLLM gives every layer of one
// group its own page size and splits the pool in proportion, so a block costs the sum over the layers).
uint64_t pageBytes(const Scenario& s, const LayerSpec& l)
{
    const uint64_t dtype = rowBytes(s.typeK, 1);
    const uint64_t block = s.vllm.blockSize;
    if (l.attn == AttnKind::Mla && l.hasIndexer() && s.typeK == ElemType::FP8) // fp8_ds_mla, K only
        return add(mul(block, fp8DsMlaTokenBytes(l)), indexerPageBytes(s, l));
    if (l.attn == AttnKind::Mla) // the latent, replicated on every GPU, K only
        return add(mul(mul(block, l.kValues()), dtype), indexerPageBytes(s, l));
    // KV heads split over the GPUs; replicated when there are fewer heads than GPUs.
    const uint64_t heads = std::max<uint64_t>(1, l.nHeadKv / tp(s));
    return mul(mul(mul(block, heads), uint64_t(l.headDimK) + l.headDimV), dtype);
}

// Pages a request of `tokens` holds in one layer (v1/kv_cache_interface.py, max_memory_usage_bytes of
// each spec, capped at the request's own tokens as for max_model_len):
//   SlidingWindowSpec          cdiv(min(window - 1 + max_num_batched_tokens, tokens), block) + 1
//   ChunkedLocalAttentionSpec  cdiv(min(chunk + max_num_batched_tokens, tokens), block)
//   FullAttentionSpec          cdiv(tokens, block)
// The hybrid KV-cache manager groups the layers of each kind (Llama 4 Scout: 12 full + 3 x 12 chunked; see
// unifyPages); a request holds these pages in every group of a kind, padding slots included.
uint64_t pagesAt(const Scenario& s, const LayerSpec& l, uint64_t tokens, uint64_t block)
{
    if (l.attn == AttnKind::Swa) {
        const uint64_t span = std::min<uint64_t>(uint64_t(l.window) - 1 + batchedTokens(s), tokens);
        return ceilDiv(span, block) + 1;
    }
    if (l.attn == AttnKind::Chunked)
        return ceilDiv(std::min<uint64_t>(uint64_t(l.window) + batchedTokens(s), tokens), block);
    return ceilDiv(tokens, block);
}

uint64_t pagesFor(const Scenario& s, const LayerSpec& l, uint64_t tokens)
{
    return pagesAt(s, l, tokens, s.vllm.blockSize);
}

// The caches the users' requests hold, with the split KV heads counted on each of `ranks` GPUs (the latent and
// the indexer keys are replicated; they are counted once).
std::vector<CacheBlock> userCaches(const Scenario& s, uint64_t ranks)
{
    CacheBlock full{CacheKind::Full}, swa{CacheKind::Swa}, chunked{CacheKind::Chunked}, mla{CacheKind::Mla},
        idx{CacheKind::Indexer};
    for (const LayerSpec& l : s.model.layers) {
        if (!l.hasAttention())
            continue;
        CacheBlock& b = l.attn == AttnKind::Swa       ? swa
                        : l.attn == AttnKind::Chunked ? chunked
                        : l.attn == AttnKind::Mla     ? mla
                                                      : full;
        const uint64_t pages = pagesFor(s, l, s.contextPerUser);
        const uint64_t indexer = mul(mul(pages, indexerPageBytes(s, l)), s.users);
        const uint64_t bytes =
            mul(mul(mul(pages, pageBytes(s, l)), s.users), l.attn == AttnKind::Mla ? 1 : ranks) - indexer;
        for (CacheBlock* c : {&b, &idx}) {
            if (c == &idx && indexer == 0)
                continue;
            c->layers += 1;
            c->cellsPerStream = pages * s.vllm.blockSize;
            c->streams = s.users;
            c->typeK = s.typeK;
            c->typeV = s.typeV;
        }
        idx.typeK = idx.typeV = ElemType::FP8;
        idx.kBytes += indexer;
        const uint64_t k = l.attn == AttnKind::Mla ? bytes : bytes * l.headDimK / (uint64_t(l.headDimK) + l.headDimV);
        b.kBytes += k;
        b.vBytes += bytes - k;
    }
    std::vector<CacheBlock> out;
    for (const CacheBlock* b : {&full, &swa, &chunked, &mla, &idx})
        if (b->layers > 0)
            out.push_back(*b);
    return out;
}

// Default activation peak of the profiling run: per batched token the FFN's gate/up/act rows and a few
// hidden-size rows in 16-bit, plus f32 logits for max_num_seqs sampled tokens. On Llama-3.1-8B at
// 20000 tokens this gives 3.17 GiB where a V0 log measured 3.10 GiB (peak 17.06 - weights 13.96).
uint64_t defaultActivation(const Scenario& s)
{
    const ModelSpec& m = s.model;
    const uint64_t nLayer = std::max<uint64_t>(1, m.nLayer());
    uint64_t nFf = m.nEmbd ? m.params.ffn / (3 * nLayer * m.nEmbd) : 0;
    if (m.isMoe() && m.nEmbd)
        nFf += m.params.experts / (3 * nLayer * m.nEmbd * m.nExpert) * m.nExpertUsed;
    const uint64_t perToken = (8 * nFf + 12 * uint64_t(m.nEmbd)) / tp(s);
    const uint64_t logits = mul(mul(s.vllm.maxNumSeqs.value_or(256), m.nVocab), 4);
    return add(mul(batchedTokens(s), perToken), logits);
}

// ---- Hybrid models: attention layers beside recurrent state (Mamba-1/2, Gated DeltaNet, KDA, short conv) ----
// vLLM v1 as read at commits 1936cf38 (model_executor/models/config.py), bc8282e6 (v1/kv_cache_interface.py),
// 001cabc1 (v1/core/kv_cache_utils.py) and 02d71083 (model_executor/layers/mamba/mamba_utils.py):
//  - every recurrent layer is a MambaSpec of one page per request (mamba_cache_mode "none", prefix caching off):
//    its state in bytes, conv state and temporal (SSM) state summed. Per GPU (mamba_utils.py):
//      mamba2        conv (d_conv-1) x (d_inner + 2 g' d_state)/T, g' = n_group, or T when T does not divide it
//                    (extra_groups_for_head_shards); ssm (heads/T) x head_dim x d_state = d_inner d_state / T
//      mamba1        conv (d_conv-1) x d_inner/T;          ssm d_inner/T x d_state
//      gated delta   conv (d_conv-1) x (2 nk dk + nv dv)/T; ssm nv/T x dv x dk
//      kda           conv (d_conv-1) x (3 d_inner)/T;      ssm heads/T x d x d, always f32
//      short conv    conv (d_conv-1) x d_inner/T;          no ssm
//    (the same values llama.cpp keeps as r and s, divided over the GPUs). Dtypes: conv in --mamba-cache-dtype
//    (auto = the model dtype, 16-bit), ssm in --mamba-ssm-cache-dtype (auto = the conv dtype), KDA's in f32.
//  - HybridAttentionMambaModelConfig raises the attention block to the smallest multiple of A tokens whose page
//    holds one state: block = A x cdiv(state, A x attention bytes per token) (A = 16, 64 for MLA), or keeps a
//    larger --block-size; the state page is then padded to the attention page.
//  - kv_cache_utils groups the layers by spec: group size = the fewest layers of one kind (the most when that is
//    < 1.5 x the fewest); each kind gives cdiv(layers, size) groups; one block id holds size pages;
//    num_blocks = pool / page / size. A request holds cdiv(tokens, block) blocks in each full-attention group and
//    one block in each recurrent group; max concurrency = num_blocks / blocks of a max_model_len request; the log's
//    "GPU KV cache size" = num_blocks / groups x min(block, max_model_len) tokens.
// One kind of attention layer (one KV-cache spec: kind, window, head shapes) after vLLM's page-size unification.
struct KindGroup
{
    const LayerSpec* layer = nullptr; // the kind's first layer
    uint32_t layers = 0;              // layers of the kind
    uint32_t block = 0;               // its block size: the base block x (largest page / its page)
    uint32_t groups = 0;              // groups of groupSize layer slots
};

struct HybridPlan
{
    bool active = false;
    bool unified = false; // attention only, kinds grouped, pages unified (Gemma 4); `kinds`, `page`, `groupSize`
    std::vector<KindGroup> kinds; // unified: every kind of attention layer
    uint32_t block = 0;           // the attention block size vLLM uses (unified: the largest pages')
    uint64_t statePage = 0;       // one layer's state, per GPU, unpadded
    uint64_t stateConv = 0;       // of which the conv state
    uint64_t page = 0;            // one layer's page, per GPU (the attention page; the state padded to it)
    uint32_t groupSize = 0;       // layers per group
    uint32_t attnGroups = 0;      // groups of attention layers
    uint32_t stateGroups = 0;     // groups of recurrent layers
    uint32_t attnLayers = 0, stateLayers = 0;
};

uint64_t bytesOf(ElemType t)
{
    return rowBytes(t, 1);
}

// One recurrent layer's state on one GPU: conv and ssm bytes.
std::pair<uint64_t, uint64_t> stateBytes(const Scenario& s, const LayerSpec& l)
{
    const RecurrentInfo& r = s.model.recurrent;
    const uint64_t t = tp(s);
    uint64_t conv = l.stateR / t;
    if (r.kind == RecurrentKind::Mamba2 && r.dConv > 1 && r.nGroup > 0 && r.nGroup % t != 0)
        conv = uint64_t(r.dConv - 1) * (uint64_t(r.dInner) + 2 * t * r.dState) / t;
    const ElemType convType = s.vllm.mambaCacheDtype.value_or(ElemType::BF16);
    const ElemType ssmType =
        r.kind == RecurrentKind::Kda ? ElemType::F32 : s.vllm.mambaSsmCacheDtype.value_or(convType);
    return {mul(conv, bytesOf(convType)), mul(l.stateS / t, bytesOf(ssmType))};
}

// Attention bytes of one token in one layer on one GPU (the model's first attention layer: vLLM takes the
// model-wide KV heads and head size), and the block alignment its backend needs.
uint64_t attnTokenBytes(const Scenario& s)
{
    for (const LayerSpec& l : s.model.layers)
        if (l.hasAttention())
            return pageBytes(s, l) / s.vllm.blockSize;
    return 0;
}

// The block size the attention backend takes before any hybrid raise: DeepSeek's sparse MLA (layers with an
// indexer) runs on FlashMLA sparse, whose only kernel block size is 64 (flashmla_sparse.py, commit 008a0c31,
// get_supported_kernel_block_sizes); vllm/platforms/cuda.py (check_and_update_config) forces cache_config.block_size
// to 64 for it whatever --block-size says ("Forcing kv cache block size to 64 for FlashMLASparse backend.").
uint32_t backendBlock(const Scenario& s)
{
    for (const LayerSpec& l : s.model.layers)
        if (l.hasIndexer())
            return 64;
    return s.vllm.blockSize;
}

bool sameSpec(const LayerSpec& a, const LayerSpec& b)
{
    return a.attn == b.attn && a.window == b.window && a.nHeadKv == b.nHeadKv && a.headDimK == b.headDimK &&
           a.headDimV == b.headDimV && a.indexerK == b.indexerK;
}

// vLLM v1's KV-cache groups of attention-only models with more than one kind of layer, and the page-size
// unification where the kinds differ in page size
// (v1/core/kv_cache_utils.py at commit 001cabc1: get_kv_cache_groups -> unify_kv_cache_spec_page_size ->
// _get_kv_cache_groups_uniform_page_size; the specs of v1/kv_cache_interface.py at the same commit):
//  - layers of one spec share a kind; when every kind needs the same token slots (all full attention, MLA too, or
//    one window) vLLM keeps one group of per-layer pages (UniformTypeKVCacheSpecs): priced per layer, not here;
//  - otherwise the largest page P stays and every smaller page's block is scaled by P / its page (vLLM raises
//    NotImplementedError when that does not divide; left to the per-layer pricing). Equal pages (Gemma 3, gpt-oss,
//    Llama 4) need no scaling but are grouped the same way, padding included: Gemma 3 27B's 52 sliding + 10 full
//    layers make 7 groups of 10 ("Add 8 padding layers");
//  - the groups as for hybrids: group size = the fewest layers of one kind (the most when that is < 1.5 x the
//    fewest), cdiv(layers, size) groups per kind, one block id = size pages of P; num_blocks = pool / P / size.
// Gemma 4 31B, bf16, block 16: sliding 16 heads x 512 x 2 B = 16384 B a token (page 262144), global 4 x 1024 x 2 B
// = 8192 B (page 131072) -> the global block becomes 32; 50 sliding + 10 global: size 10, 5 + 1 groups.
void unifyPages(const Scenario& s, HybridPlan& h)
{
    std::vector<KindGroup> kinds;
    std::vector<uint64_t> tokenBytes;
    for (const LayerSpec& l : s.model.layers) {
        if (!l.hasAttention())
            continue;
        auto k = std::find_if(kinds.begin(), kinds.end(), [&](const KindGroup& g) { return sameSpec(*g.layer, l); });
        if (k == kinds.end()) {
            KindGroup g;
            g.layer = &l;
            kinds.push_back(g);
            tokenBytes.push_back(pageBytes(s, l) / s.vllm.blockSize);
            k = kinds.end() - 1;
        }
        ++k->layers;
    }
    if (kinds.size() < 2)
        return;
    const auto slots = [](const LayerSpec& l) { // the spec class and its window, as is_uniform_type compares them
        return std::pair{l.attn == AttnKind::Mla ? AttnKind::Full : l.attn, l.attn == AttnKind::Full ? 0u : l.window};
    };
    if (std::all_of(kinds.begin(), kinds.end(),
                    [&](const KindGroup& g) { return slots(*g.layer) == slots(*kinds.front().layer); }))
        return;
    const uint64_t largest = *std::max_element(tokenBytes.begin(), tokenBytes.end());
    if (largest == 0)
        return;
    for (const uint64_t t : tokenBytes)
        if (t == 0 || largest % t != 0)
            return;
    uint32_t fewest = UINT32_MAX, most = 0;
    for (size_t i = 0; i < kinds.size(); ++i) {
        kinds[i].block = static_cast<uint32_t>(h.block * (largest / tokenBytes[i]));
        fewest = std::min(fewest, kinds[i].layers);
        most = std::max(most, kinds[i].layers);
    }
    h.unified = true;
    h.page = mul(h.block, largest);
    h.groupSize = 2 * most < 3 * fewest ? most : fewest;
    h.attnGroups = 0;
    for (KindGroup& g : kinds) {
        g.groups = static_cast<uint32_t>(ceilDiv(g.layers, h.groupSize));
        h.attnGroups += g.groups;
    }
    h.kinds = std::move(kinds);
}

HybridPlan hybridPlan(const Scenario& s)
{
    HybridPlan h;
    h.block = backendBlock(s);
    const LayerSpec* rec = nullptr;
    bool mla = false;
    for (const LayerSpec& l : s.model.layers) {
        if (l.hasRecurrent()) {
            ++h.stateLayers;
            rec = rec ? rec : &l;
        }
        if (l.hasAttention()) {
            ++h.attnLayers;
            mla = mla || l.attn == AttnKind::Mla;
        }
    }
    if (!rec) {
        unifyPages(s, h);
        return h;
    }
    h.active = true;
    const auto [conv, ssm] = stateBytes(s, *rec);
    h.stateConv = conv;
    h.statePage = add(conv, ssm);
    const uint64_t token = attnTokenBytes(s);
    if (token == 0) { // recurrent only: one group per layer kind, pages of the state
        h.block = s.vllm.blockSize;
        h.page = h.statePage;
        h.groupSize = h.stateLayers;
        h.stateGroups = 1;
        return h;
    }
    const uint64_t align = mla ? 64 : 16;
    const uint64_t need = align * ceilDiv(h.statePage, align * token);
    h.block = static_cast<uint32_t>(std::max<uint64_t>(s.vllm.blockSize, need));
    h.page = mul(h.block, token);
    const uint32_t fewest = std::min(h.attnLayers, h.stateLayers), most = std::max(h.attnLayers, h.stateLayers);
    h.groupSize = 2 * most < 3 * fewest ? most : fewest;
    h.attnGroups = static_cast<uint32_t>(ceilDiv(h.attnLayers, h.groupSize));
    h.stateGroups = static_cast<uint32_t>(ceilDiv(h.stateLayers, h.groupSize));
    return h;
}

// The scenario with vLLM's block size after the hybrid unification.
Scenario withBlock(const Scenario& s, uint32_t block)
{
    Scenario out = s;
    out.vllm.blockSize = block;
    return out;
}

// Blocks one request of `tokens` holds: the attention groups' pages (any kind, with the hybrid block) and
// one block per recurrent group.
uint64_t hybridRequestBlocks(const Scenario& hs, const HybridPlan& h, uint64_t tokens)
{
    uint64_t attnPages = 0;
    for (const LayerSpec& l : hs.model.layers)
        if (l.hasAttention()) {
            attnPages = pagesFor(hs, l, tokens);
            break;
        }
    return add(mul(h.attnGroups, attnPages), h.stateGroups);
}

// Unified pages: blocks one request of `tokens` holds, each kind's pages at its own block size in each of its
// groups (get_max_concurrency_for_kv_cache_config: sum over the groups of max_memory_usage_bytes / page).
uint64_t unifiedRequestBlocks(const Scenario& s, const HybridPlan& h, uint64_t tokens)
{
    uint64_t blocks = 0;
    for (const KindGroup& g : h.kinds)
        blocks = add(blocks, mul(g.groups, pagesAt(s, *g.layer, tokens, g.block)));
    return blocks;
}

// Unified pages: the users' caches summed over `ranks` GPUs, one block per cache kind: every group of the kind
// holds the request's pages, each a block id of groupSize pages (padding slots included).
std::vector<CacheBlock> unifiedCaches(const Scenario& s, const HybridPlan& h, uint64_t ranks)
{
    CacheBlock full{CacheKind::Full}, swa{CacheKind::Swa}, chunked{CacheKind::Chunked}, mla{CacheKind::Mla};
    const uint64_t blockBytes = mul(h.page, h.groupSize);
    for (const KindGroup& g : h.kinds) {
        const LayerSpec& l = *g.layer;
        CacheBlock& b = l.attn == AttnKind::Swa       ? swa
                        : l.attn == AttnKind::Chunked ? chunked
                        : l.attn == AttnKind::Mla     ? mla
                                                      : full;
        const uint64_t pages = pagesAt(s, l, s.contextPerUser, g.block);
        const uint64_t bytes =
            mul(mul(mul(pages, g.groups), blockBytes), mul(s.users, l.attn == AttnKind::Mla ? 1 : ranks));
        const uint64_t k = l.attn == AttnKind::Mla ? bytes : bytes * l.headDimK / (uint64_t(l.headDimK) + l.headDimV);
        b.layers += g.layers;
        b.cellsPerStream = std::max(b.cellsPerStream, pages * g.block);
        b.streams = s.users;
        b.typeK = s.typeK;
        b.typeV = s.typeV;
        b.kBytes += k;
        b.vBytes += bytes - k;
    }
    std::vector<CacheBlock> out;
    for (const CacheBlock* b : {&full, &swa, &chunked, &mla})
        if (b->layers > 0)
            out.push_back(*b);
    return out;
}

// The users' caches of a hybrid model, summed over `ranks` GPUs: the attention groups' blocks (Full, or the
// attention kind of the layers) and the recurrent groups' blocks (conv state as k, the rest of the padded
// pages, the SSM state and the padding, as v).
std::vector<CacheBlock> hybridCaches(const Scenario& hs, const HybridPlan& h, uint64_t ranks)
{
    std::vector<CacheBlock> out;
    const uint64_t blockBytes = mul(h.page, h.groupSize);
    if (h.attnLayers > 0) {
        CacheBlock a;
        for (const LayerSpec& l : hs.model.layers)
            if (l.hasAttention()) {
                a.kind = l.attn == AttnKind::Swa       ? CacheKind::Swa
                         : l.attn == AttnKind::Chunked ? CacheKind::Chunked
                         : l.attn == AttnKind::Mla     ? CacheKind::Mla
                                                       : CacheKind::Full;
                a.cellsPerStream = pagesFor(hs, l, hs.contextPerUser) * h.block;
                const uint64_t bytes =
                    mul(mul(mul(pagesFor(hs, l, hs.contextPerUser), h.attnGroups), blockBytes), mul(hs.users, ranks));
                a.kBytes = l.attn == AttnKind::Mla ? bytes : bytes * l.headDimK / (uint64_t(l.headDimK) + l.headDimV);
                a.vBytes = bytes - a.kBytes;
                break;
            }
        a.layers = h.attnLayers;
        a.streams = hs.users;
        a.typeK = hs.typeK;
        a.typeV = hs.typeV;
        out.push_back(a);
    }
    CacheBlock r;
    r.kind = CacheKind::Recurrent;
    r.layers = h.stateLayers;
    r.cellsPerStream = 1;
    r.streams = hs.users;
    r.typeK = hs.vllm.mambaCacheDtype.value_or(ElemType::BF16);
    r.typeV =
        hs.model.recurrent.kind == RecurrentKind::Kda ? ElemType::F32 : hs.vllm.mambaSsmCacheDtype.value_or(r.typeK);
    const uint64_t held = mul(mul(h.stateGroups, blockBytes), mul(hs.users, ranks));
    r.kBytes = std::min(held, mul(mul(h.stateConv, h.stateLayers), mul(hs.users, ranks)));
    r.vBytes = held - r.kBytes;
    out.push_back(r);
    return out;
}

// Layers of one block id on the GPUs that hold layers [first, first + count) (a pipeline stage): the most of one
// group there. Groups take the layers of their kind round-robin (layers[i::num_groups], kv_cache_utils.py).
uint32_t hybridStageGroupSize(const Scenario& s, const HybridPlan& h, uint32_t first, uint32_t count)
{
    std::vector<uint32_t> attn(std::max<uint32_t>(1, h.attnGroups)), state(std::max<uint32_t>(1, h.stateGroups));
    uint32_t ia = 0, is = 0;
    for (uint32_t il = 0; il < s.model.nLayer(); ++il) {
        const LayerSpec& l = s.model.layers[il];
        const bool here = il >= first && il < first + count;
        if (l.hasAttention() && h.attnGroups > 0)
            attn[ia++ % h.attnGroups] += here ? 1 : 0;
        if (l.hasRecurrent())
            state[is++ % h.stateGroups] += here ? 1 : 0;
    }
    return std::max(*std::max_element(attn.begin(), attn.end()), *std::max_element(state.begin(), state.end()));
}

// Unified pages: layers of one block id on the GPUs that hold layers [first, first + count), the most of one group
// there (each kind's layers go to its groups round-robin, as for hybrids).
uint32_t unifiedStageGroupSize(const Scenario& s, const HybridPlan& h, uint32_t first, uint32_t count)
{
    uint32_t most = 0;
    for (const KindGroup& g : h.kinds) {
        std::vector<uint32_t> slots(std::max<uint32_t>(1, g.groups));
        uint32_t i = 0;
        for (uint32_t il = 0; il < s.model.nLayer(); ++il) {
            const LayerSpec& l = s.model.layers[il];
            if (!l.hasAttention() || !sameSpec(l, *g.layer))
                continue;
            slots[i++ % slots.size()] += il >= first && il < first + count ? 1 : 0;
        }
        most = std::max(most, *std::max_element(slots.begin(), slots.end()));
    }
    return most;
}

// One block id over all layers of one GPU, in bytes.
uint64_t blockBytesOf(const Scenario& s, const HybridPlan& h)
{
    if (h.active || h.unified)
        return mul(h.page, h.groupSize);
    uint64_t bytes = 0;
    for (const LayerSpec& l : s.model.layers)
        if (l.hasAttention())
            bytes = add(bytes, pageBytes(s, l));
    return bytes;
}

uint64_t requestBytes(const Scenario& s, const HybridPlan& h, uint64_t tokens)
{
    if (h.active)
        return mul(hybridRequestBlocks(s, h, tokens), blockBytesOf(s, h));
    if (h.unified)
        return mul(unifiedRequestBlocks(s, h, tokens), blockBytesOf(s, h));
    uint64_t bytes = 0;
    for (const LayerSpec& l : s.model.layers)
        if (l.hasAttention())
            bytes = add(bytes, mul(pagesFor(s, l, tokens), pageBytes(s, l)));
    return bytes;
}

// Tokens of the pool as vLLM's log reports them ("GPU KV cache size"): hybrid models num_blocks / groups x the
// smallest block size (the attention block; the recurrent groups' block is max_model_len).
uint64_t poolTokens(const Scenario& s, const HybridPlan& h, uint64_t numBlocks, uint64_t mml)
{
    if (h.unified) { // _report_kv_cache_config: num_blocks // groups x the smallest block size
        uint32_t smallest = UINT32_MAX;
        for (const KindGroup& g : h.kinds)
            smallest = std::min(smallest, g.block);
        return numBlocks / h.attnGroups * smallest;
    }
    if (!h.active)
        return numBlocks * s.vllm.blockSize;
    const uint64_t groups = uint64_t(h.attnGroups) + h.stateGroups;
    return numBlocks / groups * (h.attnLayers ? std::min<uint64_t>(h.block, mml) : mml);
}

bool sparseMla(const Scenario& s)
{
    return std::any_of(s.model.layers.begin(), s.model.layers.end(), [](const LayerSpec& l) { return l.hasIndexer(); });
}

// The rules a plan follows, with the vLLM commits of the parts it takes.
std::string rulesFor(const Scenario& s, const HybridPlan& h, const char* base)
{
    std::string r = base;
    if (h.active)
        r += "; hybrid state: vLLM 1936cf38 / 001cabc1";
    if (h.unified)
        r += "; KV-cache groups, page-size unification: vLLM 001cabc1";
    if (sparseMla(s))
        r += "; sparse MLA: vLLM 008a0c31";
    return r;
}

// The warning when vLLM raises the block size the user gave (16, vLLM's default, counts as not given), or when
// the sparse MLA backend replaces it by 64.
void warnBlockSize(const Scenario& given, const HybridPlan& h, Estimate& e)
{
    if (h.active && h.attnLayers > 0 && h.block != given.vllm.blockSize && given.vllm.blockSize != 16)
        e.warnings.push_back(
            {Diag::VllmHybridBlockSize, {std::to_string(given.vllm.blockSize), std::to_string(h.block)}});
    else if (!h.active && sparseMla(given) && h.block != given.vllm.blockSize && given.vllm.blockSize != 16)
        e.warnings.push_back(
            {Diag::VllmSparseBlockSize, {std::to_string(given.vllm.blockSize), std::to_string(h.block)}});
}

// vLLM's name for the cache type in a launch command (DeepSeek's sparse MLA takes fp8 as fp8_ds_mla).
std::string cacheDtypeFlag(const Scenario& s)
{
    if (s.typeK != ElemType::FP8)
        return {};
    return sparseMla(s) ? " --kv-cache-dtype fp8_ds_mla" : " --kv-cache-dtype fp8";
}

} // namespace

std::optional<ElemType> vllmMambaDtype(std::string_view name)
{
    if (name == "auto")
        return std::nullopt;
    if (name == "float32" || name == "f32")
        return ElemType::F32;
    if (name == "float16" || name == "f16")
        return ElemType::F16;
    if (name == "bfloat16" || name == "bf16")
        return ElemType::BF16;
    throw InputError("vllm-mamba-dtype-invalid", std::string(name));
}

std::string vllmMambaDtypeName(const std::optional<ElemType>& t)
{
    if (!t)
        return "auto";
    return *t == ElemType::F32 ? "float32" : *t == ElemType::F16 ? "float16" : "bfloat16";
}

uint64_t vllmRequestBytes(const Scenario& s, uint64_t tokens)
{
    const HybridPlan h = hybridPlan(s);
    return requestBytes(h.block != s.vllm.blockSize ? withBlock(s, h.block) : s, h, tokens);
}

Estimate estimateVllm(const Scenario& given)
{
    Estimate e;
    const HybridPlan h = hybridPlan(given);
    const bool reblocked = h.block != given.vllm.blockSize;
    const Scenario hybrid = reblocked ? withBlock(given, h.block) : Scenario{};
    const Scenario& s = reblocked ? hybrid : given;
    const VllmOptions& o = s.vllm;
    if (s.typeK != s.typeV || !(s.typeK == ElemType::F16 || s.typeK == ElemType::BF16 || s.typeK == ElemType::FP8 ||
                                s.typeK == ElemType::F32)) {
        e.refusal = Warning{Diag::VllmCacheType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
        return e;
    }
    // vLLM splits the attention heads over the tensor-parallel GPUs (config.py,
    // verify_with_parallel_config: "Total number of attention heads must be divisible by tensor parallel size").
    if (s.model.nHead > 0 && s.model.nHead % tp(s) != 0) {
        e.refusal = Warning{Diag::VllmTpHeads, {std::to_string(s.model.nHead), std::to_string(tp(s))}};
        return e;
    }
    const uint64_t mml = maxModelLen(s);
    RuntimeParams& rt = e.runtime;
    fillRuntime(s, mml, rulesFor(s, h, kVllmRules), rt);
    warnBlockSize(given, h, e);

    VllmPool pool;
    pool.blockBytes = blockBytesOf(s, h);
    pool.usedBytes = mul(requestBytes(s, h, s.contextPerUser), s.users);

    // Caches as the users hold them, summed over the tensor-parallel GPUs.
    e.caches = h.active ? hybridCaches(s, h, tp(s)) : h.unified ? unifiedCaches(s, h, tp(s)) : userCaches(s, tp(s));

    const uint64_t weightsPerGpu =
        o.weightsBytes.value_or(weightBytes(s.model, s.weights, WeightsFormat::Checkpoint) / tp(s));
    const uint64_t activation = o.activationPeakBytes.value_or(defaultActivation(s));
    const uint64_t nonTorch = o.nonTorchBytes.value_or((tp(s) > 1 ? 600ull : 400ull) << 20);
    e.memory.compute = mul(activation, tp(s));
    e.outputBytes = mul(nonTorch, tp(s)); // reported as overhead
    e.computeIsApproximate = !o.activationPeakBytes && !o.kvPoolBytes;
    if (e.computeIsApproximate)
        e.warnings.push_back({Diag::VllmActivationApproximate, {}});

    std::vector<const Device*> gpus;
    for (const Device& d : s.hardware.devices)
        if (d.kind == DeviceKind::Gpu)
            gpus.push_back(&d);
    if (!gpus.empty() && gpus.size() < tp(s)) {
        e.refusal = Warning{Diag::VllmTpExceedsGpus, {std::to_string(tp(s)), std::to_string(gpus.size())}};
        return e;
    }
    const uint64_t taken = weightsPerGpu + activation + nonTorch;
    if (!gpus.empty())
        pool.reservedBytes = static_cast<uint64_t>(
            std::floor(o.gpuMemoryUtilization * static_cast<double>(gpus.front()->capacityBytes)));
    // A pool from a log holds whatever the machine: blocks, tokens and concurrency follow from it alone.
    const bool poolKnown = !gpus.empty() || o.kvPoolBytes;
    const uint64_t perRequest = requestBytes(s, h, mml);
    const uint64_t poolHeld = [&] {
        if (!poolKnown)
            return uint64_t(0);
        pool.kvPoolBytes = o.kvPoolBytes.value_or(pool.reservedBytes > taken ? pool.reservedBytes - taken : 0);
        pool.numBlocks = pool.blockBytes ? pool.kvPoolBytes / pool.blockBytes : 0;
        pool.kvTokens = poolTokens(s, h, pool.numBlocks, mml);
        pool.maxConcurrency = perRequest ? static_cast<double>(pool.numBlocks * pool.blockBytes) / perRequest : 0;
        return pool.numBlocks * pool.blockBytes;
    }();
    const bool oneRequest = perRequest <= poolHeld;
    const bool served = oneRequest && pool.maxConcurrency >= s.users;
    if (poolKnown && !oneRequest)
        e.warnings.push_back({Diag::VllmCannotServeOneRequest, {std::to_string(perRequest), std::to_string(poolHeld)}});
    if (poolKnown && oneRequest && !served) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.2f", pool.maxConcurrency);
        e.warnings.push_back({Diag::VllmConcurrencyBelowUsers, {buf, std::to_string(s.users)}});
    }
    // vLLM computed a given pool as reservation - weights - activation peak - non-torch: whatever it
    // measured for the rest fitted in what the pool leaves, so the GPU holds exactly the reservation.
    // Where kvplanner's estimates of the rest are larger, the device follows the log.
    const uint64_t rest = pool.reservedBytes > pool.kvPoolBytes ? pool.reservedBytes - pool.kvPoolBytes : 0;
    const bool clampToPool = o.kvPoolBytes && !gpus.empty() && taken > rest;
    if (clampToPool)
        e.warnings.push_back({Diag::VllmPoolLeavesLess,
                              {std::to_string(pool.kvPoolBytes), std::to_string(rest), std::to_string(taken)}});
    if (!gpus.empty()) {
        for (uint32_t g = 0; g < tp(s); ++g) {
            const Device& d = *gpus[g];
            DeviceUse u = emptyUse(d);
            u.memory.weights = clampToPool ? std::min(weightsPerGpu, rest) : weightsPerGpu;
            u.memory.compute = clampToPool ? std::min(activation, rest - u.memory.weights) : activation;
            u.memory.other = clampToPool ? rest - u.memory.weights - u.memory.compute : nonTorch;
            u.memory.kv = pool.kvPoolBytes;
            // The reservation is taken whatever the parts add up to (a pool read from a log may leave
            // a few MiB of it unaccounted): that slack counts as other overhead.
            if (u.used() < pool.reservedBytes)
                u.memory.other += pool.reservedBytes - u.used();
            u.bandwidthGBs = d.bandwidthGBs;
            u.layers = s.model.nLayer();
            u.fits = u.used() <= u.usableBytes && oneRequest;
            e.devices.push_back(u);
        }
        const bool inVram = e.devices.front().used() <= e.devices.front().usableBytes;
        e.verdict = served && inVram ? Verdict::Fits : Verdict::DoesNotFit;
        if (!inVram)
            e.warnings.push_back({Diag::VllmReserveExceedsFree, {}});
    }
    e.detail = pool;

    char util[16];
    std::snprintf(util, sizeof util, "%g", o.gpuMemoryUtilization);
    std::string cmd = "vllm serve MODEL --max-model-len " + std::to_string(mml) + " --gpu-memory-utilization " + util +
                      " --max-num-seqs " + std::to_string(o.maxNumSeqs.value_or(std::max<uint32_t>(s.users, 1)));
    if (given.vllm.blockSize != 16)
        cmd += " --block-size " + std::to_string(given.vllm.blockSize);
    cmd += cacheDtypeFlag(s);
    if (tp(s) > 1)
        cmd += " --tensor-parallel-size " + std::to_string(tp(s));
    rt.launch = cmd;
    return e;
}

namespace {

// vllm/distributed/utils.py get_pp_indices (vLLM commit 5a6541d): n / P layers per stage; the
// remainder r goes one each to the stages before the last, from the second-to-last backwards.
//   80 layers, P 3: 80 / 3 = 26 rem 2 -> the second-to-last and the third-to-last + 1: 27, 27, 26
std::vector<uint32_t> ppPartition(uint32_t layers, uint32_t pp)
{
    std::vector<uint32_t> parts(pp, layers / pp);
    const uint32_t rem = layers % pp;
    for (uint32_t i = 2; i < rem + 2 && i <= pp; ++i)
        parts[pp - i] += 1;
    return parts;
}

} // namespace

namespace {

// A Ray deployment's shape, shared by its steps: the tensor- and pipeline-parallel sizes, the GPUs the ranks take
// (in node order: Ray packs a stage's TP group), the layers of each stage, and the per-rank figures.
struct RayPlan
{
    RayPlan(const Scenario& scenario, HybridPlan hybrid) : s(scenario), h(std::move(hybrid)) {}
    const Scenario& s; // with the hybrid block size applied
    HybridPlan h;
    uint32_t t = 1, pp = 1, kvHeads = 0;
    uint64_t mml = 0, activation = 0, nonTorch = 0;
    std::vector<size_t> gpus;
    std::vector<uint32_t> parts;
    std::shared_ptr<const WeightSplit> weights;
};

// QKVParallelLinear: more GPUs than KV heads replicate the heads, which needs T a multiple of them.
uint32_t firstKvHeads(const ModelSpec& m)
{
    uint32_t kvHeads = 0;
    for (const LayerSpec& l : m.layers)
        if (l.hasAttention() && l.attn != AttnKind::Mla) {
            kvHeads = l.nHeadKv;
            break;
        }
    return kvHeads;
}

// Why vLLM would not start this deployment, if it would not.
std::optional<Warning> rayRefusal(const RayPlan& plan)
{
    const Scenario& s = plan.s;
    const ModelSpec& m = plan.s.model;
    const uint32_t t = plan.t;
    const uint32_t pp = plan.pp;
    const uint32_t kvHeads = plan.kvHeads;
    const std::vector<size_t>& gpus = plan.gpus;
    if (s.typeK != s.typeV || !(s.typeK == ElemType::F16 || s.typeK == ElemType::BF16 || s.typeK == ElemType::FP8 ||
                                s.typeK == ElemType::F32)) {
        return Warning{Diag::VllmCacheType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
    }
    if (m.nHead > 0 && m.nHead % t != 0) {
        return Warning{Diag::VllmTpHeads, {std::to_string(m.nHead), std::to_string(t)}};
    }
    if (kvHeads > 0 && t > kvHeads && t % kvHeads != 0) {
        return Warning{Diag::VllmTpKvHeads, {std::to_string(kvHeads), std::to_string(t)}};
    }
    if (pp > m.nLayer()) {
        return Warning{Diag::VllmPpExceedsLayers, {std::to_string(pp), std::to_string(m.nLayer())}};
    }
    if (gpus.size() < uint64_t(t) * pp) {
        return Warning{Diag::VllmRanksExceedGpus, {std::to_string(uint64_t(t) * pp), std::to_string(gpus.size())}};
    }
    return std::nullopt;
}

// Each rank's weights, activations, non-torch memory and KV pool (its reservation less what it holds).
std::vector<VllmRank> placeRanks(const RayPlan& plan, Estimate& e)
{
    const Scenario& s = plan.s;
    const VllmOptions& o = plan.s.vllm;
    const Hardware& hw = plan.s.hardware;
    const ModelSpec& m = plan.s.model;
    const HybridPlan& h = plan.h;
    const uint32_t t = plan.t;
    const uint32_t pp = plan.pp;
    const uint32_t kvHeads = plan.kvHeads;
    const std::vector<size_t>& gpus = plan.gpus;
    const std::vector<uint32_t>& parts = plan.parts;
    const uint64_t activation = plan.activation;
    const uint64_t nonTorch = plan.nonTorch;
    const WeightSplit& w = *plan.weights;
    e.devices.clear();
    for (const Device& d : hw.devices)
        e.devices.push_back(emptyUse(d));
    std::vector<VllmRank> ranks;
    uint32_t first = 0;
    for (uint32_t st = 0; st < pp; ++st) {
        uint64_t dense = 0, page = 0;
        for (uint32_t il = first; il < first + parts[st]; ++il) {
            dense = add(dense, add(w.layerDense[il], w.layerExperts[il]));
            const LayerSpec& l = m.layers[il];
            if (l.hasAttention())
                page = add(page, pageBytes(s, l));
        }
        if (h.active) // a block id holds one page per layer slot of the stage's fullest group
            page = mul(h.page, hybridStageGroupSize(s, h, first, parts[st]));
        if (h.unified)
            page = mul(h.page, unifiedStageGroupSize(s, h, first, parts[st]));
        // The embedding on the first stage, the LM head on the last (a tied head loads its own copy there).
        uint64_t bytes = dense;
        if (st == 0)
            bytes = add(bytes, w.embedding);
        if (st + 1 == pp)
            bytes = add(bytes, add(w.output, pp > 1 ? w.outputCopy : 0));
        for (uint32_t r = 0; r < t; ++r) {
            const size_t dev = gpus[st * t + r];
            const Device& d = hw.devices[dev];
            VllmRank k;
            k.rank = st * t + r;
            k.node = d.node;
            k.gpu = d.name;
            k.stage = st;
            k.tpRank = r;
            k.firstLayer = first;
            k.layers = parts[st];
            k.kvHeads = kvHeads ? std::max<uint32_t>(1, kvHeads / t) : 0;
            k.weightsBytes = bytes / t;
            const uint64_t reserved =
                static_cast<uint64_t>(std::floor(o.gpuMemoryUtilization * static_cast<double>(d.capacityBytes)));
            const uint64_t taken = k.weightsBytes + activation + nonTorch;
            k.kvPoolBytes = o.kvPoolBytes.value_or(reserved > taken ? reserved - taken : 0);
            k.blockBytes = page;
            k.numBlocks = page ? k.kvPoolBytes / page : 0;
            DeviceUse& u = e.devices[dev];
            u.memory.weights = k.weightsBytes;
            u.memory.compute = activation;
            u.memory.other = nonTorch;
            u.layers = k.layers;
            ranks.push_back(k);
        }
        first += parts[st];
    }
    return ranks;
}

// The pool every worker gets (vLLM v1 gives all the smallest block count), the concurrency of the tightest rank,
// and whether the users are served.
void poolOverRanks(const RayPlan& plan, std::vector<VllmRank> ranks, Estimate& e)
{
    const Scenario& s = plan.s;
    const VllmOptions& o = plan.s.vllm;
    const ModelSpec& m = plan.s.model;
    const HybridPlan& h = plan.h;
    const uint32_t t = plan.t;
    const uint64_t mml = plan.mml;
    const std::vector<size_t>& gpus = plan.gpus;
    const uint64_t activation = plan.activation;
    const uint64_t nonTorch = plan.nonTorch;
    // vLLM v1 (core/kv_cache_utils.py): every worker gets the smallest block count of them all.
    VllmPool pool;
    const auto fewest = std::min_element(
        ranks.begin(), ranks.end(), [](const VllmRank& a, const VllmRank& b) { return a.numBlocks < b.numBlocks; });
    pool.numBlocks = fewest == ranks.end() ? 0 : fewest->numBlocks;
    pool.kvTokens = poolTokens(s, h, pool.numBlocks, mml);
    double concurrency = -1;
    uint64_t tightRequest = 0, tightPool = 0;
    for (const VllmRank& k : ranks) {
        DeviceUse& u = e.devices[gpus[k.rank]];
        u.memory.kv = mul(pool.numBlocks, k.blockBytes);
        const uint64_t reserved =
            static_cast<uint64_t>(std::floor(o.gpuMemoryUtilization * static_cast<double>(u.capacityBytes)));
        if (u.used() < reserved)
            u.memory.other += reserved - u.used(); // the reservation is taken whatever its parts
        pool.reservedBytes = std::max(pool.reservedBytes, reserved);
        pool.kvPoolBytes = k.rank == 0 ? k.kvPoolBytes : std::min(pool.kvPoolBytes, k.kvPoolBytes);
        pool.blockBytes = std::max(pool.blockBytes, k.blockBytes);
        uint64_t request = 0;
        for (uint32_t il = k.firstLayer; il < k.firstLayer + k.layers; ++il)
            if (m.layers[il].hasAttention())
                request = add(request, mul(pagesFor(s, m.layers[il], mml), pageBytes(s, m.layers[il])));
        if (h.active) // every rank holds a block id in every group
            request = mul(hybridRequestBlocks(s, h, mml), k.blockBytes);
        if (h.unified)
            request = mul(unifiedRequestBlocks(s, h, mml), k.blockBytes);
        const double c = request ? static_cast<double>(pool.numBlocks * k.blockBytes) / request : 0;
        if (concurrency < 0 || c < concurrency) {
            concurrency = c;
            tightRequest = request; // the rank that admits the fewest requests
            tightPool = pool.numBlocks * k.blockBytes;
        }
    }
    pool.maxConcurrency = std::max(0.0, concurrency);
    pool.usedBytes = mul(requestBytes(s, h, s.contextPerUser), s.users);
    const bool oneRequest = pool.maxConcurrency >= 1;
    const bool served = oneRequest && pool.maxConcurrency >= s.users;
    bool inVram = true;
    for (DeviceUse& u : e.devices) {
        u.fits = u.used() <= u.usableBytes && (u.used() == 0 || oneRequest);
        inVram = inVram && u.used() <= u.usableBytes;
    }
    e.memory.compute = mul(activation, ranks.size());
    e.outputBytes = mul(nonTorch, ranks.size()); // reported as overhead
    // Caches as the users hold them, over all ranks (hybrid: priced with the whole model's groups on every rank).
    e.caches = h.active ? hybridCaches(s, h, t) : h.unified ? unifiedCaches(s, h, t) : userCaches(s, t);
    if (!oneRequest)
        e.warnings.push_back(
            {Diag::VllmCannotServeOneRequest, {std::to_string(tightRequest), std::to_string(tightPool)}}); // per rank
    else if (!served) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.2f", pool.maxConcurrency);
        e.warnings.push_back({Diag::VllmConcurrencyBelowUsers, {buf, std::to_string(s.users)}});
    }
    e.verdict = served && inVram ? Verdict::Fits : Verdict::DoesNotFit;
    pool.ranks = std::move(ranks);
    e.detail = std::move(pool);
}

// The command on the head node (vLLM docs, "Distributed inference and serving": a Ray cluster, then vllm serve).
std::string rayLaunch(const RayPlan& plan, const Scenario& given)
{
    const Scenario& s = plan.s;
    const VllmOptions& o = plan.s.vllm;
    const uint32_t t = plan.t;
    const uint32_t pp = plan.pp;
    const uint64_t mml = plan.mml;
    char util[16];
    std::snprintf(util, sizeof util, "%g", o.gpuMemoryUtilization);
    std::string cmd = "vllm serve MODEL --max-model-len " + std::to_string(mml) + " --gpu-memory-utilization " + util +
                      " --max-num-seqs " + std::to_string(o.maxNumSeqs.value_or(std::max<uint32_t>(s.users, 1))) +
                      " --tensor-parallel-size " + std::to_string(t) + " --pipeline-parallel-size " +
                      std::to_string(pp) + " --distributed-executor-backend ray";
    if (given.vllm.blockSize != 16)
        cmd += " --block-size " + std::to_string(given.vllm.blockSize);
    cmd += cacheDtypeFlag(s);
    return cmd;
}

// Each node's share and the commands to start it.
void rayNodes(const RayPlan& plan, const std::string& cmd, Estimate& e)
{
    const Hardware& hw = plan.s.hardware;
    e.nodes.clear();
    for (uint32_t n = 0; n < hw.nodeCount(); ++n) {
        NodeUse node;
        node.name = "node " + std::to_string(n + 1);
        node.host = hw.host(n);
        node.role = n == 0 ? "ray-head" : "ray-worker";
        for (const DeviceUse& u : e.devices) {
            if (u.node != n)
                continue;
            node.devices.push_back(u.name);
            if (u.kind == DeviceKind::Gpu)
                node.usableBytes = add(node.usableBytes, u.usableBytes);
            node.usedBytes = add(node.usedBytes, u.used());
            node.fits = node.fits && u.fits;
        }
        for (const VllmRank& k : e.view<VllmPool>()->ranks)
            if (k.node == n && k.tpRank == 0)
                node.layers += k.layers;
        if (n == 0) {
            node.commands.emplace_back("ray start --head --port=6379");
            node.commands.push_back(cmd);
        } else {
            node.commands.push_back("ray start --address=" + hw.host(0) + ":6379");
        }
        e.nodes.push_back(std::move(node));
    }
}

// What crosses the link per token: the stage boundaries between nodes, and tensor-parallel all-reduces.
void rayLinkTraffic(const RayPlan& plan, Estimate& e)
{
    const Scenario& s = plan.s;
    const ModelSpec& m = plan.s.model;
    const uint32_t t = plan.t;
    const uint32_t pp = plan.pp;
    const std::vector<uint32_t>& parts = plan.parts;
    // Per token, each stage boundary on a different node carries the hidden state and the residual
    // (IntermediateTensors of the decoder models, 16-bit) of every sequence.
    const std::vector<VllmRank>& ranks = e.view<VllmPool>()->ranks;
    uint32_t crossings = 0;
    for (uint32_t st = 1; st < pp; ++st)
        if (ranks[st * t].node != ranks[(st - 1) * t].node)
            ++crossings;
    e.placement.linkCrossings = crossings;
    e.placement.linkBytesPerStep = mul(mul(mul(crossings, 2 * 2), m.nEmbd), std::max<uint32_t>(1, s.users));
    // Tensor parallelism over the link: every decoder layer ends its attention and its MLP with an
    // all-reduce of the hidden state (RowParallelLinear with reduce_results, vLLM 5a6541d
    // model_executor/layers/linear.py), 16-bit, n_embd values per sequence. A ring all-reduce over T
    // ranks takes 2(T-1) steps, each moving 1/T of it; when a stage's ranks sit on more than one node the
    // ring runs at the link's pace, so every step counts as a message over it. Within one node the
    // all-reduce runs over PCIe or NVLink, which is not modelled (counted as free).
    if (t > 1)
        for (uint32_t st = 0; st < pp; ++st) {
            bool spans = false;
            for (uint32_t r = 1; r < t; ++r)
                spans = spans || ranks[st * t + r].node != ranks[st * t].node;
            if (!spans)
                continue;
            const uint64_t steps = mul(mul(2, parts[st]), 2 * (uint64_t(t) - 1));
            const uint64_t chunk = mul(mul(2, m.nEmbd), std::max<uint32_t>(1, s.users)) / t;
            e.placement.allReduceSteps = add(e.placement.allReduceSteps, steps);
            e.placement.allReduceBytes = add(e.placement.allReduceBytes, mul(steps, chunk));
        }
    e.placement.linkCrossings = static_cast<uint32_t>(
        std::min<uint64_t>(UINT32_MAX, add(e.placement.linkCrossings, e.placement.allReduceSteps)));
    e.placement.linkBytesPerStep = add(e.placement.linkBytesPerStep, e.placement.allReduceBytes);
}

} // namespace

Estimate estimateVllmRay(const Scenario& given)
{
    Estimate e;
    const HybridPlan h = hybridPlan(given);
    const bool reblocked = h.block != given.vllm.blockSize;
    const Scenario hybrid = reblocked ? withBlock(given, h.block) : Scenario{};
    const Scenario& s = reblocked ? hybrid : given;
    const VllmOptions& o = s.vllm;
    RayPlan plan(s, h);
    plan.t = tp(s);
    plan.pp = o.pipelineParallel > 0 ? o.pipelineParallel : s.hardware.nodeCount();
    plan.kvHeads = firstKvHeads(s.model);
    for (size_t i = 0; i < s.hardware.devices.size(); ++i)
        if (s.hardware.devices[i].kind == DeviceKind::Gpu)
            plan.gpus.push_back(i);
    if (std::optional<Warning> refused = rayRefusal(plan)) {
        e.refusal = std::move(refused);
        return e;
    }
    plan.mml = maxModelLen(s);
    fillRuntime(s, plan.mml, rulesFor(s, h, "vLLM 0.6 (V0) / 0.8 (V1); pipeline stages: vLLM 5a6541d"), e.runtime);
    warnBlockSize(given, h, e);
    plan.weights = sharedWeightSplit(s.model, s.weights, WeightsFormat::Checkpoint, s.resolved);
    plan.parts = ppPartition(s.model.nLayer(), plan.pp);
    plan.activation = o.activationPeakBytes.value_or(defaultActivation(s));
    plan.nonTorch = o.nonTorchBytes.value_or((plan.t > 1 ? 600ull : 400ull) << 20);
    e.computeIsApproximate = !o.activationPeakBytes && !o.kvPoolBytes;
    if (e.computeIsApproximate)
        e.warnings.push_back({Diag::VllmActivationApproximate, {}});
    poolOverRanks(plan, placeRanks(plan, e), e);
    e.runtime.launch = rayLaunch(plan, given);
    rayNodes(plan, e.runtime.launch, e);
    rayLinkTraffic(plan, e);
    return e;
}

} // namespace kv
