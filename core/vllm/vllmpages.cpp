#include "vllm/vllmpages.h"
#include "vllm/vllm.h"

#include "checked.h"
#include "llamacpp/placement.h"
#include "weightscheme.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

namespace kv {

namespace vllmpages {

uint32_t tp(const Scenario& s)
{
    return std::max<uint32_t>(1, s.vllm.tensorParallel);
}

namespace {

uint64_t batchedTokens(const Scenario& s)
{
    return s.vllm.maxNumBatchedTokens.value_or(8192);
}
} // namespace

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
namespace {

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
} // namespace

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
namespace {

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
} // namespace

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
namespace {

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
} // namespace

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
namespace {

bool sparseMla(const Scenario& s)
{
    return std::any_of(s.model.layers.begin(), s.model.layers.end(), [](const LayerSpec& l) { return l.hasIndexer(); });
}
} // namespace

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
    if (sparseMla(s))
        return " --kv-cache-dtype fp8_ds_mla";
    return s.vllm.fp8E5m2 ? " --kv-cache-dtype fp8_e5m2" : " --kv-cache-dtype fp8";
}

} // namespace vllmpages

using namespace vllmpages; // this runtime's own helpers (vllmpages.h)

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

} // namespace kv
