#include "computegraph.h"

#include <algorithm>
#include <limits>
#include <map>
#include <mutex>
#include <stdexcept>
#include <utility>

namespace kv {

namespace {

uint64_t alignUp(uint64_t x, uint64_t a)
{
    return (x + a - 1) / a * a;
}

// ggml_dyn_tallocr with one chunk (the CPU buffer type has no size limit): free blocks sorted by offset,
// the last one open-ended; best fit among the others first (ties: the later block), else the last.
class DynAllocator
{
public:
    explicit DynAllocator(uint64_t alignment) : m_align(alignment) {}

    uint64_t alloc(uint64_t size)
    {
        size = alignUp(size, m_align);
        if (m_blocks.empty() && !m_started) {
            m_started = true;
            m_blocks.push_back({0, std::max<uint64_t>(size, std::numeric_limits<uint64_t>::max() / 2)});
        }
        size_t best = m_blocks.size();
        uint64_t bestSize = std::numeric_limits<uint64_t>::max();
        for (size_t i = 0; i + 1 < m_blocks.size(); ++i) {
            if (m_blocks[i].size >= size && m_blocks[i].size <= bestSize) {
                best = i;
                bestSize = m_blocks[i].size;
            }
        }
        if (best == m_blocks.size())
            best = m_blocks.size() - 1; // the open-ended last block always fits
        const uint64_t addr = m_blocks[best].offset;
        m_blocks[best].offset += size;
        m_blocks[best].size -= size;
        if (m_blocks[best].size == 0)
            m_blocks.erase(m_blocks.begin() + static_cast<std::ptrdiff_t>(best));
        m_max = std::max(m_max, addr + size);
        return addr;
    }

    // ggml_dyn_tallocr_free_bytes: merge with the block ending here or starting right after, else insert.
    void free(uint64_t addr, uint64_t size)
    {
        size = alignUp(size, m_align);
        for (size_t i = 0; i < m_blocks.size(); ++i) {
            Block& b = m_blocks[i];
            if (b.offset + b.size == addr) {
                b.size += size;
                if (i + 1 < m_blocks.size() && b.offset + b.size == m_blocks[i + 1].offset) {
                    b.size += m_blocks[i + 1].size;
                    m_blocks.erase(m_blocks.begin() + static_cast<std::ptrdiff_t>(i + 1));
                }
                return;
            }
            if (addr + size == b.offset) {
                b.offset = addr;
                b.size += size;
                if (i > 0 && m_blocks[i - 1].offset + m_blocks[i - 1].size == b.offset) {
                    m_blocks[i - 1].size += b.size;
                    m_blocks.erase(m_blocks.begin() + static_cast<std::ptrdiff_t>(i));
                }
                return;
            }
        }
        size_t pos = 0;
        while (pos < m_blocks.size() && m_blocks[pos].offset < addr)
            ++pos;
        m_blocks.insert(m_blocks.begin() + static_cast<std::ptrdiff_t>(pos), Block{addr, size});
    }

    uint64_t maxSize() const { return m_max; }

private:
    struct Block
    {
        uint64_t offset = 0, size = 0;
    };
    std::vector<Block> m_blocks;
    uint64_t m_align;
    uint64_t m_max = 0;
    bool m_started = false;
};

} // namespace

int GraphSketch::input(uint64_t bytes)
{
    Tensor t;
    t.bytes = bytes;
    t.input = true;
    t.layer = m_layer;
    m_t.push_back(t);
    return static_cast<int>(m_t.size() - 1);
}

void GraphSketch::Srcs::assign(const int* b, const int* e)
{
    if (e - b > static_cast<std::ptrdiff_t>(kMaxSrc))
        throw std::length_error("a graph node reads more tensors than GraphSketch::Srcs holds");
    m_n = static_cast<uint8_t>(std::copy(b, e, m_v.begin()) - m_v.begin());
}

int GraphSketch::op(uint64_t bytes, const Srcs& src, Reuse reuse)
{
    Tensor t;
    t.bytes = bytes;
    t.src = src;
    t.reuse = reuse;
    t.layer = m_layer;
    m_t.push_back(t);
    return static_cast<int>(m_t.size() - 1);
}

int GraphSketch::hostOp(uint64_t bytes, const Srcs& src)
{
    const int t = op(bytes, src);
    m_t.back().host = true;
    return t;
}

int GraphSketch::view(int of)
{
    Tensor t;
    t.bytes = m_t[static_cast<size_t>(of)].bytes;
    t.src = {of};
    const int owner = m_t[static_cast<size_t>(of)].viewOf;
    t.viewOf = owner >= 0 ? owner : of; // ggml views always point at the tensor owning the storage
    t.storage = false;
    t.viewOp = true;
    t.layer = m_layer;
    m_t.push_back(t);
    return static_cast<int>(m_t.size() - 1);
}

int GraphSketch::viewFrom(int of, const Srcs& src)
{
    const int v = view(of);
    m_t.back().src = src;
    m_t.back().viewOp = false; // an op (ggml_set_rows) whose result views `of`
    return v;
}

void GraphSketch::sink(const Srcs& src)
{
    Tensor t;
    t.src = src;
    t.storage = false;
    t.layer = m_layer;
    m_t.push_back(t);
}

void GraphSketch::markOutput(int t)
{
    m_t[static_cast<size_t>(t)].output = true;
}

GraphSketch GraphSketch::scheduled(const std::vector<int>& deviceOfLayer, int host, uint32_t copies) &&
{
    const size_t n = m_t.size();
    // Pass 1-4 of ggml_backend_sched_split_graph, as they come out for a graph whose layers are all on GPUs:
    // inputs on the CPU ("1.inp"), token_embd's get_rows with its host weights, every node with a weight on
    // the weight's device, the KV copies on the cache's, and the rest expanded from their neighbours within
    // the layer (llama_context::graph_get_cb pins each layer's "norm" to the layer's device under full
    // offload, so no layer starts on the previous one's device). Views live with what they view.
    std::vector<int> dev(n, host);
    for (size_t i = 0; i < n; ++i) {
        const Tensor& t = m_t[i];
        if (t.input || t.host)
            dev[i] = host;
        else if (t.viewOp)
            dev[i] = dev[static_cast<size_t>(t.viewOf)];
        else
            dev[i] = deviceOfLayer[static_cast<size_t>(std::clamp<int>(t.layer + 1, 0, int(deviceOfLayer.size()) - 1))];
    }
    // Pass 5: splits of consecutive non-view nodes on one device, and the tensors each reads from another.
    struct Split
    {
        size_t start = 0;
        int device = 0;
        std::vector<int> inputs; // original tensors copied in, in the order found
    };
    std::vector<Split> splits;
    // (original tensor, device) -> the copy in `out`: -2 none, -1 found but not made yet.
    int nDev = host + 1;
    for (int d : deviceOfLayer)
        nDev = std::max(nDev, d + 1);
    std::vector<int> copies_(n * static_cast<size_t>(nDev), -2);
    auto copyOf = [&](int src, int device) -> int& {
        return copies_[static_cast<size_t>(src) * static_cast<size_t>(nDev) + static_cast<size_t>(device)];
    };
    std::vector<bool> graphInput(n, false);
    for (size_t i = 0; i < n; ++i) {
        const Tensor& t = m_t[i];
        if (t.input || t.viewOp)
            continue;
        if (splits.empty() || splits.back().device != dev[i]) {
            Split s;
            s.start = i;
            s.device = dev[i];
            splits.push_back(std::move(s));
        }
        for (int src : t.src) {
            const auto si = static_cast<size_t>(src);
            if (m_t[si].input)
                graphInput[si] = true;
            if (dev[si] != dev[i] && copyOf(src, dev[i]) == -2) {
                copyOf(src, dev[i]) = -1;
                splits.back().inputs.push_back(src);
            }
        }
    }
    GraphSketch out;
    out.m_t.reserve(n + 64);
    std::vector<int> map(n, -1);
    auto emit = [&](Tensor c, int device) {
        c.device = device;
        out.m_t.push_back(c);
        return static_cast<int>(out.m_t.size() - 1);
    };
    auto leaf = [&](uint64_t bytes, int device, bool output) {
        Tensor c;
        c.bytes = bytes;
        c.input = true;
        c.output = output;
        return emit(c, device);
    };
    // The leafs, which ggml-alloc places before any node: the graph's inputs (with copies, each one read by a
    // node `copies` times over, the original among them), then every split input's copies on its device.
    for (size_t i = 0; i < n; ++i) {
        if (!m_t[i].input)
            continue;
        const bool copied = copies > 1 && graphInput[i];
        map[i] = leaf(m_t[i].bytes, host, copied);
        for (uint32_t c = 1; copied && c < copies; ++c)
            leaf(m_t[i].bytes, host, true);
    }
    if (copies > 1)
        for (const Split& s : splits)
            for (int src : s.inputs)
                for (uint32_t c = 0; c < copies; ++c) {
                    const int l = leaf(m_t[static_cast<size_t>(src)].bytes, s.device, true);
                    if (c == 0)
                        copyOf(src, s.device) = l;
                }
    for (size_t k = 0; k < splits.size(); ++k) {
        const Split& s = splits[k];
        // At the split's start, per input: a view of the source on its device (it keeps the source alive until
        // the copy), then the copy (a node here; a leaf above with copies).
        for (int src : s.inputs) {
            Tensor dep;
            dep.src = {map[static_cast<size_t>(src)]};
            dep.storage = false;
            emit(dep, dev[static_cast<size_t>(src)]);
            if (copies == 1) {
                Tensor cpy;
                cpy.bytes = m_t[static_cast<size_t>(src)].bytes;
                copyOf(src, s.device) = emit(cpy, s.device);
            }
        }
        const size_t end = k + 1 < splits.size() ? splits[k + 1].start : n;
        for (size_t i = s.start; i < end; ++i) {
            if (m_t[i].input)
                continue;
            Tensor t = m_t[i]; // a copy: nothing in it owns memory
            if (t.viewOf >= 0)
                t.viewOf = map[static_cast<size_t>(t.viewOf)];
            for (int& src : t.src) {
                const int copy = t.viewOp ? -2 : copyOf(src, dev[i]);
                src = copy >= 0 ? copy : map[static_cast<size_t>(src)];
            }
            map[i] = emit(t, dev[i]);
        }
    }
    return out;
}

uint64_t GraphSketch::allocatorPeak(uint64_t alignment) const
{
    return allocatorPeaks({alignment}).front();
}

// ggml_gallocr_alloc_graph_impl (ggml-alloc.c, llama.cpp v0.5.0): leafs (inputs) first, then every node in order
// (reusing a parent in place when allowed), freeing each parent after its last child or view is done; one
// dynamic allocator per buffer.
std::vector<uint64_t> GraphSketch::allocatorPeaks(const std::vector<uint64_t>& alignments) const
{
    struct State
    {
        int children = 0, views = 0;
        bool allocated = false;
        uint64_t addr = 0;
    };
    std::vector<State> st(m_t.size());
    std::vector<DynAllocator> alloc;
    alloc.reserve(alignments.size());
    for (uint64_t a : alignments)
        alloc.emplace_back(a);
    auto isView = [&](size_t i) { return !m_t[i].storage; };
    auto place = [&](size_t i) {
        const Tensor& t = m_t[i];
        State& s = st[i];
        if (s.allocated || isView(i))
            return;
        s.allocated = true;
        if (t.reuse == Reuse::InPlace) {
            for (int pi : t.src) {
                const auto p = static_cast<size_t>(pi);
                // ggml_gallocr_is_own: only a parent placed here and still held; views never qualify.
                if (!st[p].allocated || m_t[p].output || m_t[p].bytes != t.bytes || m_t[p].device != t.device)
                    continue;
                if (st[p].children == 1 && st[p].views == 0) {
                    s.addr = st[p].addr;
                    st[p].allocated = false;
                    return;
                }
            }
        }
        s.addr = alloc[static_cast<size_t>(t.device)].alloc(t.bytes);
    };
    auto release = [&](size_t i) {
        if (m_t[i].output)
            return;
        alloc[static_cast<size_t>(m_t[i].device)].free(st[i].addr, m_t[i].bytes);
        st[i].allocated = false;
    };
    for (size_t i = 0; i < m_t.size(); ++i)
        if (m_t[i].input)
            place(i);
    for (const Tensor& t : m_t) {
        if (t.input)
            continue;
        if (t.viewOf >= 0)
            st[static_cast<size_t>(t.viewOf)].views += 1;
        for (int p : t.src)
            st[static_cast<size_t>(p)].children += 1;
    }
    for (size_t i = 0; i < m_t.size(); ++i) {
        if (m_t[i].input)
            continue;
        place(i);
        for (int pi : m_t[i].src) {
            const auto p = static_cast<size_t>(pi);
            State& ps = st[p];
            ps.children -= 1;
            if (ps.children != 0 || ps.views != 0)
                continue;
            if (m_t[p].viewOf >= 0) {
                const auto v = static_cast<size_t>(m_t[p].viewOf);
                st[v].views -= 1;
                if (st[v].views == 0 && st[v].children == 0 && st[v].allocated)
                    release(v);
            } else if (ps.allocated) {
                release(p);
            }
        }
    }
    std::vector<uint64_t> peaks;
    peaks.reserve(alloc.size());
    for (const DynAllocator& a : alloc)
        peaks.push_back(a.maxSize());
    return peaks;
}

uint64_t ffnWidth(const ModelSpec& m)
{
    if (m.nFf > 0)
        return m.nFf;
    if (m.nLayer() == 0 || m.nEmbd == 0)
        return 0;
    return m.params.ffn / (uint64_t(m.nLayer()) * 3 * m.nEmbd);
}

namespace {

constexpr uint64_t kF32 = 4, kF16 = 2, kI32 = 4, kI64 = 8;
constexpr uint64_t kCpuAlignment = 32; // TENSOR_ALIGNMENT, ggml/src/ggml-impl.h

// The graph's shape: the model's dimensions and which of the per-architecture steps its graph has.
struct Dims
{
    uint64_t embd = 0, headsQ = 0, headDimK = 0, headDimV = 0, headsKv = 0, ff = 0, vocab = 0;
    uint32_t layers = 0;
    bool qkNorm = false;       // RMS norm of Q and K per head before RoPE (qwen3, gemma3)
    bool gemma = false;        // gemma2/3: scaled embeddings, Q scaled after RoPE, post-attention and post-FFN norms
    bool attnSoftcap = false;  // gemma2 without flash attention: scale, tanh, scale of the scores
    bool logitSoftcap = false; // gemma2: scale, tanh, scale of the logits
    bool qkvOrder = false;     // the graph computes Q, K, then V (gemma, gpt-oss); else Q, V, K
    bool gptOss = false;       // attention output bias; experts with biases and softmax-weighted routing; the last
                               // layer on every token, its output kept, the output rows taken after it
    uint64_t experts = 0, expertsUsed = 0, ffExp = 0; // MoE FFN (qwen3moe, gpt-oss): ggml_mul_mat_id per layer
    // build_moe_ffn's options: normalised top-k weights (qwen3moe, deepseek2's expert_weights_norm), the router's
    // selection bias (exp_probs_b), a weight scale other than 1, group-limited routing (groups > 1).
    bool moeNorm = false, moeBias = false, moeScale = false;
    uint64_t moeGroups = 0, moeGroupsUsed = 0;
    uint32_t denseLead = 0; // deepseek2: leading layers with a dense FFN of width ff
    uint64_t sharedFf = 0;  // deepseek2: the shared experts' FFN width (n_ff_exp x n_shared), 0 = none
    // deepseek2's MLA (mla = true): query LoRA rank (0 = one attn_q), latent rank, RoPE and non-RoPE head parts,
    // and the decompressed value head.
    bool mla = false;
    uint64_t qLora = 0, kvLora = 0, qkRope = 0, qkNope = 0, vHeadMla = 0;
    std::vector<bool> swa; // per layer: attends over the sliding-window cache
    // mamba2 and granitehybrid (ssmGraph): which layers are Mamba-2 layers (the others attend over the full cache),
    // the SSM's widths (conv kernel, d_inner, d_state, groups, heads = ssm_dt_rank) and whether each layer ends in a
    // dense FFN (granitehybrid; mamba2 has none).
    std::vector<bool> ssm;
    uint64_t ssmConv = 0, ssmInner = 0, ssmState = 0, ssmGroups = 0, ssmHeads = 0;
    bool ssmFfn = false;
    bool rope = true; // false: attention without RoPE (granitehybrid as llama.cpp converts Granite 4.0 H)
    // The Gated DeltaNet hybrids (deltaNetGraph): `ssm` marks the Gated DeltaNet layers (the others are gated full
    // attention) and the ssm* widths are conv kernel, value width (d_inner), head width (d_state), key heads (groups)
    // and value heads. deltaNetNext: qwen3next's graph (one fused beta/alpha projection; Q and K heads repeated up to
    // the value heads); mrope: four positions per token (qwen35, qwen35moe: M-RoPE); the shared expert is gated.
    bool deltaNet = false, deltaNetNext = false, mrope = false;
    // nemotron_h (nemotronHGraph): `ssm` marks the Mamba-2 layers, mlpOnly the MLP-only layers (a ReLU² FFN of width
    // ff), the others attend (without RoPE).
    bool nemotronH = false;
    std::vector<bool> mlpOnly;
    // Per layer: no RoPE in this layer (smollm3's every 4th layer, src/models/smollm3.cpp n_no_rope_layer_step);
    // empty = every layer ropes (when `rope`).
    std::vector<bool> noRope;
    // mistral3 with attention.temperature_scale (Ministral 3, Devstral Small 2): build_inp_attn_scale's 1 x 1 x tokens
    // f32 input, multiplied into each layer's roped Q (src/models/mistral3.cpp).
    bool attnTemp = false;
    // olmo2 (src/models/olmo2.cpp): no pre-norms; Q and K RMS-normed over the whole projection before the per-head
    // view and RoPE; RMS norms after the attention output and after the FFN (post_attention_norm, post_ffw_norm).
    bool olmo2 = false;
    // phi3 (src/models/phi3.cpp): one fused attn_qkv product viewed as Q, K and V, Q scaled after RoPE; the FFN is
    // ffn_up of 2 x n_ff split by SwiGLU (LLM_FFN_SWIGLU, no ffn_gate) and ffn_down; the layer's last add reads the
    // residual first.
    bool phi3 = false;
    // llama4 (src/models/llama4.cpp): the attention temperature scales Q only in the NoPE (global) layers; routed
    // layers every moeStep-th layer (interleave_moe_layer_step; 0 = every layer past denseLead), routed as
    // llama4MoeFfn does, beside a shared expert of sharedFf; the others have a dense FFN of ff.
    bool llama4 = false;
    uint32_t moeStep = 0;
};

// One cache's graph inputs: the K and V row indices of the tokens and the KQ mask.
struct CacheInputs
{
    int kIdx = -1, vIdx = -1, mask = -1;
    int attnScale = -1; // mistral3's inp_attn_scale (not the cache's, read by every layer's attention)
};

struct Batch
{
    uint64_t tokens = 0, outputs = 0, cellsFull = 0, cellsSwa = 0, streams = 1, sequences = 1;
    bool fa = true;
    ElemType typeK = ElemType::F16;
};

// build_attn (src/llama-graph.cpp) after the Q/K/V projections: copies into the cache, then attention (flash:
// one fused op; otherwise KQ scores, gemma2's soft-capping, softmax in place, KQV and a contiguous copy).
int attention(GraphSketch& g, const Dims& d, const Batch& b, const CacheInputs& in, uint64_t cells, int qRope,
              int kRope, int vr)
{
    using R = GraphSketch::Reuse;
    const uint64_t T = b.tokens;
    g.sink({g.view(kRope), in.kIdx});
    if (b.fa) {
        g.sink({g.view(vr), in.vIdx});
    } else {
        g.sink({g.view(g.view(vr)), in.vIdx});
    }
    const int qPerm = g.view(g.view(qRope));
    if (b.fa)
        return g.view(g.op(kF32 * d.headDimV * d.headsQ * T, {qPerm, in.mask}));
    const uint64_t kqBytes = kF32 * cells * T * d.headsQ;
    int kq = g.op(kqBytes, {qPerm});
    if (d.attnSoftcap)
        for (int i = 0; i < 3; ++i)
            kq = g.op(kqBytes, {kq}, R::InPlace);
    const int sm = g.op(kqBytes, {kq, in.mask}, R::InPlace);
    const int kqv = g.op(kF32 * d.headDimV * T * d.headsQ, {sm});
    return g.op(kF32 * d.headsQ * d.headDimV * T, {g.view(kqv)});
}

// An RMS norm and its weight, both in place where the input is free.
int rmsNorm(GraphSketch& g, uint64_t bytes, int x)
{
    using R = GraphSketch::Reuse;
    return g.op(bytes, {g.op(bytes, {x}, R::InPlace)}, R::InPlace);
}

// A RoPE'd head projection: the matmul, its per-head view, qwen3/gemma3's RMS norm (a new tensor: a view's
// storage is never taken over; then the weight multiplied in place) and RoPE (in place after the norm; none
// without RoPE: the per-head view is the projection).
int ropedProjection(GraphSketch& g, const Dims& d, uint64_t bytes, int an, int pos)
{
    using R = GraphSketch::Reuse;
    int x = -1;
    if (d.olmo2) // olmo2: the RMS norm (in place) over the whole 2-D projection, then the per-head view
        x = g.view(rmsNorm(g, bytes, g.op(bytes, {an})));
    else
        x = g.view(g.op(bytes, {an}));
    if (d.qkNorm)
        x = g.op(bytes, {g.op(bytes, {x})}, R::InPlace);
    if (!d.rope || pos < 0) // pos < 0: a NoPE layer
        return x;
    return g.op(bytes, {x, pos}, R::InPlace);
}

// DeepSeek-V3's group-limited routing in build_moe_ffn: the selection scores viewed as groups, each group's two best
// (argsort, top-2 view, get_rows) summed, the best groups (argsort, top-k view), their scores gathered, a copy of
// the scores filled with -inf and the chosen groups' scores set back into it (ggml_set_rows, a view of the fill).
int groupLimited(GraphSketch& g, const Dims& d, uint64_t rows, int selection)
{
    const uint64_t X = d.experts, G = d.moeGroups, U = d.moeGroupsUsed;
    const int groups = g.view(selection);
    const int groups4 = g.view(groups);
    const int best2 = g.view(g.op(kI32 * X * rows, {groups}));
    const int scores = g.view(g.op(kF32 * 2 * G * rows, {groups4, best2}));
    const int sums = g.view(g.op(kF32 * G * rows, {scores}));
    const int topGroups = g.view(g.op(kI32 * G * rows, {sums}));
    const int kept = g.op(kF32 * (X / G) * U * rows, {groups, topGroups});
    const int fill = g.op(kF32 * X * rows, {groups});
    return g.view(g.viewFrom(fill, {kept, topGroups, fill}));
}

// build_moe_ffn (src/llama-graph.cpp) on `rows` tokens: router logits, softmax in place (gpt-oss: a bias added in
// place), argsort and its top-k view, the chosen weights (qwen3moe: normalised by their sum; gpt-oss: a softmax of
// the chosen ones), the gate/up/down expert products (ggml_mul_mat_id; gpt-oss adds their biases in place), the
// weighting in place and the sum over the used experts' views.
int moeFfn(GraphSketch& g, const Dims& d, uint64_t rows, int x)
{
    using R = GraphSketch::Reuse;
    const uint64_t X = d.experts, K = d.expertsUsed;
    const int probs = g.op(kF32 * X * rows, {g.op(kF32 * X * rows, {x})}, R::InPlace);
    const int probsRows = g.view(probs);
    int selection = probs;
    if (d.moeBias)
        selection = g.op(kF32 * X * rows, {probs});
    if (d.moeGroups > 1)
        selection = groupLimited(g, d, rows, selection);
    const int topk = g.view(g.op(kI32 * X * rows, {selection}));
    const int chosenRows = g.op(kF32 * K * rows, {probsRows, topk});
    int weights = chosenRows;
    if (d.gptOss) {
        weights = g.view(g.op(kF32 * K * rows, {g.view(chosenRows)}, R::InPlace));
    } else if (d.moeNorm) {
        const int chosen = g.view(chosenRows);
        const int sum = g.op(kF32 * rows, {g.op(kF32 * rows, {chosen})}, R::InPlace);
        weights = g.view(g.op(kF32 * K * rows, {chosen, sum}, R::InPlace));
    }
    if (d.moeScale)
        weights = g.op(kF32 * K * rows, {weights}, R::InPlace);
    const int xr = g.view(x);
    const uint64_t hBytes = kF32 * d.ffExp * K * rows, oBytes = kF32 * d.embd * K * rows;
    int gate = g.op(hBytes, {xr, topk});
    if (d.gptOss)
        gate = g.op(hBytes, {gate, topk}, R::InPlace);
    int up = g.op(hBytes, {xr, topk});
    if (d.gptOss)
        up = g.op(hBytes, {up, topk}, R::InPlace);
    int down = g.op(oBytes, {g.op(hBytes, {gate, up}), topk});
    if (d.gptOss)
        down = g.op(oBytes, {down, topk}, R::InPlace);
    const int weighted = g.op(oBytes, {down, weights}, R::InPlace);
    std::vector<int> perExpert;
    for (uint64_t k = 0; k < K; ++k)
        perExpert.push_back(g.view(weighted));
    int out = g.op(kF32 * d.embd * rows, {perExpert[0], perExpert[1]});
    for (uint64_t k = 2; k < K; ++k)
        out = g.op(kF32 * d.embd * rows, {out, perExpert[k]}, R::InPlace);
    return out;
}

// build_moe_ffn for llama4 (weight_before_ffn): sigmoid of the router logits (a new tensor: the experts are chosen on
// the logits, so argsort still reads them), the chosen weights, the input repeated per used expert and weighted in
// place, the gate/up/down expert products of the weighted rows, no weighting after, the experts' views summed (one
// used expert: made contiguous).
int llama4MoeFfn(GraphSketch& g, const Dims& d, uint64_t rows, int x)
{
    using R = GraphSketch::Reuse;
    const uint64_t X = d.experts, K = d.expertsUsed;
    const int logits = g.op(kF32 * X * rows, {x});
    const int probsRows = g.view(g.op(kF32 * X * rows, {logits}, R::InPlace));
    const int topk = g.view(g.op(kI32 * X * rows, {logits}));
    const int weights = g.op(kF32 * K * rows, {probsRows, topk});
    const uint64_t inBytes = kF32 * d.embd * K * rows, hBytes = kF32 * d.ffExp * K * rows;
    const int weighted = g.op(inBytes, {g.op(inBytes, {g.view(x)}), weights}, R::InPlace);
    const int gate = g.op(hBytes, {weighted, topk});
    const int up = g.op(hBytes, {weighted, topk});
    const int down = g.op(kF32 * d.embd * K * rows, {g.op(hBytes, {gate, up}), topk});
    std::vector<int> perExpert;
    for (uint64_t k = 0; k < K; ++k)
        perExpert.push_back(g.view(down));
    if (K == 1)
        return g.op(kF32 * d.embd * rows, {perExpert[0]});
    int out = g.op(kF32 * d.embd * rows, {perExpert[0], perExpert[1]});
    for (uint64_t k = 2; k < K; ++k)
        out = g.op(kF32 * d.embd * rows, {out, perExpert[k]}, R::InPlace);
    return out;
}

// The dense gated FFN of width ff: gate, up, their GLU and the down projection.
int denseFfn(GraphSketch& g, const Dims& d, uint64_t ff, uint64_t rows, int x)
{
    const int gate = g.op(kF32 * ff * rows, {x});
    const int up = g.op(kF32 * ff * rows, {x});
    return g.op(kF32 * d.embd * rows, {g.op(kF32 * ff * rows, {gate, up})});
}

// build_attn_mha with MLA's absorbed projections (v0.5.0 src/llama-graph.cpp): the latent K row copied into the
// cache; with flash attention one fused op over the latent, its permuted product with wv_b and a contiguous copy;
// without it the transposed latent copied out of the cache as V (ggml_cont, in the cache's type), the scores,
// softmax in place, KQV over the latent, the product with wv_b and a contiguous copy.
int mlaAttention(GraphSketch& g, const Dims& d, const Batch& b, const CacheInputs& in, int qCur, int kCur)
{
    using R = GraphSketch::Reuse;
    const uint64_t T = b.tokens, H = d.headsQ, cells = b.cellsFull;
    g.sink({g.view(kCur), in.kIdx});
    if (b.fa) {
        const int fa = g.op(kF32 * d.kvLora * H * T, {g.view(g.view(qCur)), in.mask});
        const int wvb = g.op(kF32 * d.vHeadMla * T * H, {g.view(fa)});
        return g.view(g.op(kF32 * d.vHeadMla * H * T, {g.view(wvb)}));
    }
    const int vCont = g.op(rowBytes(b.typeK, cells) * d.kvLora * b.streams, {});
    const uint64_t kqBytes = kF32 * cells * T * H;
    const int kq = g.op(kqBytes, {g.view(g.view(qCur))});
    const int sm = g.op(kqBytes, {kq, in.mask}, R::InPlace);
    const int kqv = g.op(kF32 * d.kvLora * T * H, {vCont, sm});
    const int wvb = g.op(kF32 * d.vHeadMla * T * H, {kqv});
    return g.op(kF32 * H * d.vHeadMla * T, {g.view(wvb)});
}

// deepseek2's attention block from the attention norm `an` (src/models/deepseek2.cpp, MLA): Q (attn_q, or q_lora's
// wq_a, RMS norm and wq_b) viewed as its non-RoPE part, absorbed by wk_b, and its RoPE part, roped, concatenated;
// the compressed KV and RoPE key (wkv_a_mqa) split, the latent RMS-normed, the key roped and concatenated.
int mlaBlock(GraphSketch& g, const Dims& d, const Batch& b, const CacheInputs& in, int an, int pos)
{
    const uint64_t T = b.tokens, H = d.headsQ;
    int q = -1;
    if (d.qLora > 0)
        q = g.op(kF32 * H * (d.qkNope + d.qkRope) * T,
                 {rmsNorm(g, kF32 * d.qLora * T, g.op(kF32 * d.qLora * T, {an}))});
    else
        q = g.op(kF32 * H * (d.qkNope + d.qkRope) * T, {an});
    const int qHeads = g.view(q);
    const int absorbed = g.view(g.op(kF32 * d.kvLora * T * H, {g.view(g.view(qHeads))}));
    const int qPe = g.op(kF32 * d.qkRope * H * T, {g.view(qHeads), pos});
    const int qCur = g.op(kF32 * (d.kvLora + d.qkRope) * H * T, {absorbed, qPe});
    const int kvPe = g.op(kF32 * (d.kvLora + d.qkRope) * T, {an});
    const int latent = g.view(rmsNorm(g, kF32 * d.kvLora * T, g.view(kvPe)));
    const int kPe = g.op(kF32 * d.qkRope * T, {g.view(kvPe), pos});
    const int kCur = g.op(kF32 * (d.kvLora + d.qkRope) * T, {latent, kPe});
    return mlaAttention(g, d, b, in, qCur, kCur);
}

// The Q/K/V projections of llama, qwen3, gemma and gpt-oss from the attention norm `an`, then build_attn.
int attentionBlock(GraphSketch& g, const Dims& d, const Batch& b, const CacheInputs& in, uint64_t cells, int an,
                   int pos)
{
    using R = GraphSketch::Reuse;
    const uint64_t T = b.tokens;
    const uint64_t qBytes = kF32 * d.headsQ * d.headDimK * T;
    const uint64_t kBytes = kF32 * d.headsKv * d.headDimK * T;
    const uint64_t vBytes = kF32 * d.headsKv * d.headDimV * T;
    if (d.phi3) { // build_qkv's fused path: views of one product; RoPE makes new tensors of Q and K
        const int qkv = g.op(qBytes + kBytes + vBytes, {an});
        const int q = g.op(qBytes, {g.op(qBytes, {g.view(qkv), pos})}, R::InPlace); // roped, then ggml_scale
        const int k = g.op(kBytes, {g.view(qkv), pos});
        return attention(g, d, b, in, cells, q, k, g.view(qkv));
    }
    int qRope = ropedProjection(g, d, qBytes, an, pos);
    if (d.gemma)
        qRope = g.op(qBytes, {qRope}, R::InPlace);
    // mistral3's temperature scale, in place on the roped Q; llama4's only in NoPE layers, on Q's per-head view (a new
    // tensor). llama4's L2 norms of the roped Q and K (Scout) work in place and move no bytes.
    if (in.attnScale >= 0 && (!d.llama4 || pos < 0))
        qRope = g.op(qBytes, {qRope, in.attnScale}, R::InPlace);
    int kRope = -1, vr = -1;
    if (d.qkvOrder) {
        kRope = ropedProjection(g, d, kBytes, an, pos);
        vr = g.view(g.op(vBytes, {an}));
    } else {
        vr = g.view(g.op(vBytes, {an}));
        kRope = ropedProjection(g, d, kBytes, an, pos);
    }
    return attention(g, d, b, in, cells, qRope, kRope, vr);
}

// The graphs of src/models/{llama,qwen3,qwen3moe,gemma2,gemma3,openai-moe}.cpp with build_attn and build_moe_ffn,
// as the v0.5.0 CPU graph orders its tensors (checked against dumps of that graph,
// tests/tools/llamacpp_graphprobe.cpp): inputs (each cache's row indices and mask where a layer first uses it),
// then per layer RMS norm, Q/V/K projections (gemma, gpt-oss: Q/K/V), attention, output projection, residual, RMS
// norm, gated or routed FFN, residual. The last layer keeps only the output rows (gpt-oss: taken after it); then
// the output norm and the logits.
GraphSketch decoderGraph(const Dims& d, const Batch& b)
{
    using R = GraphSketch::Reuse;
    GraphSketch g;
    g.reserve(64 * (size_t(d.layers) + 2));
    const uint64_t T = b.tokens, E = d.embd;
    const int tok = g.input(kI32 * T);
    g.input(kF32 * E * T); // inp_embd: allocated for embedding input, unused with tokens
    const int pos = g.input(kI32 * T);
    const int attnScale = d.attnTemp ? g.input(kF32 * T) : -1;
    CacheInputs full, swa;
    full.attnScale = swa.attnScale = attnScale;
    auto inputsFor = [&](bool isSwa) {
        CacheInputs& c = isSwa ? swa : full;
        if (c.mask >= 0)
            return;
        c.kIdx = g.input(kI64 * T);
        // Without flash attention V is stored transposed: one row index per element.
        if (!d.mla) // MLA caches K only
            c.vIdx = g.input(kI64 * T * (b.fa ? 1 : d.headsKv * d.headDimV));
        // The KQ mask, cells x tokens per stream (f16 with flash attention).
        c.mask = g.input((b.fa ? kF16 : kF32) * (isSwa ? b.cellsSwa : b.cellsFull) * T);
    };
    for (uint32_t il = 0; il < d.layers; ++il)
        inputsFor(d.swa[il]);
    const int outIds = g.input(kI32 * b.outputs);
    int inpL = g.hostOp(kF32 * E * T, {tok});
    if (d.gemma)
        inpL = g.op(kF32 * E * T, {inpL}, R::InPlace);
    for (uint32_t il = 0; il < d.layers; ++il) {
        g.beginLayer(static_cast<int>(il));
        const int an = d.olmo2 ? inpL : rmsNorm(g, kF32 * E * T, inpL); // olmo2 has no pre-norm
        const bool isSwa = d.swa[il];
        const int layerPos = !d.noRope.empty() && d.noRope[il] ? -1 : pos;
        int attnIn = -1;
        if (d.mla) {
            attnIn = mlaBlock(g, d, b, full, an, pos);
        } else {
            attnIn = attentionBlock(g, d, b, isSwa ? swa : full, isSwa ? b.cellsSwa : b.cellsFull, an, layerPos);
        }
        int attn = g.op(kF32 * E * T, {attnIn});
        if (d.gptOss)
            attn = g.op(kF32 * E * T, {attn}, R::InPlace);
        int residual = inpL;
        uint64_t rows = T;
        const bool last = il + 1 == d.layers;
        const bool selectRows = last && !d.gptOss;
        if (selectRows) {
            rows = b.outputs;
            attn = g.op(kF32 * E * rows, {attn, outIds});
        }
        if (d.gemma || d.olmo2)
            attn = rmsNorm(g, kF32 * E * rows, attn);
        if (selectRows)
            residual = g.op(kF32 * E * rows, {inpL, outIds});
        const int ffnInp = g.op(kF32 * E * rows, {attn, residual}, R::InPlace);
        const int fnorm = d.olmo2 ? ffnInp : rmsNorm(g, kF32 * E * rows, ffnInp);
        int down = -1;
        const bool routed = d.experts > 0 && il >= d.denseLead && (d.moeStep == 0 || (il + 1) % d.moeStep == 0);
        if (routed) {
            down = d.llama4 ? llama4MoeFfn(g, d, rows, fnorm) : moeFfn(g, d, rows, fnorm);
            if (d.sharedFf > 0)
                down = g.op(kF32 * E * rows, {down, denseFfn(g, d, d.sharedFf, rows, fnorm)}, R::InPlace);
        } else if (d.phi3) {
            const int up = g.op(kF32 * 2 * d.ff * rows, {fnorm});
            down = g.op(kF32 * E * rows, {g.op(kF32 * d.ff * rows, {up})});
        } else {
            down = denseFfn(g, d, d.ff, rows, fnorm);
        }
        if (d.gemma || d.olmo2)
            down = rmsNorm(g, kF32 * E * rows, down);
        inpL = d.phi3 ? g.op(kF32 * E * rows, {ffnInp, down}, R::InPlace)
                      : g.op(kF32 * E * rows, {down, ffnInp}, R::InPlace);
    }
    g.beginLayer(static_cast<int>(d.layers));
    if (d.gptOss) {
        g.markOutput(inpL); // t_h_nextn
        inpL = g.op(kF32 * E * b.outputs, {inpL, outIds});
    }
    const int resultNorm = rmsNorm(g, kF32 * E * b.outputs, inpL);
    g.markOutput(resultNorm);
    int logits = g.op(kF32 * d.vocab * b.outputs, {resultNorm});
    if (d.logitSoftcap)
        for (int i = 0; i < 3; ++i)
            logits = g.op(kF32 * d.vocab * b.outputs, {logits}, R::InPlace);
    g.markOutput(logits);
    return g;
}

// The recurrent state's graph inputs (build_rs_inp_impl, src/llama-graph.cpp): rs_s_copy, one i32 row index per
// cell of the recurrent memory (n_seq_max cells), and its two views, the rows of the ubatch's sequences
// (s_copy_main) and the others (s_copy_extra), made where the first SSM layer reads them.
struct RsInputs
{
    int sCopy = -1, sMain = -1, sExtra = -1;
};

// build_rs for a Mamba-2 layer's conv state: the sequences' rows gathered from the cache (ggml_get_rows over
// s_copy_main; the zeroed row is a view of the cache), the rows of the other cells copied (n_rs - n_seqs = 0 of
// them in the reserve graph: a zero-byte tensor, which still takes and returns a place in the allocator's free
// list), reshaped to (d_conv - 1) x conv_dim x n_seqs.
int convStates(GraphSketch& g, const Dims& d, const Batch& b, RsInputs& rs)
{
    const uint64_t convDim = d.ssmInner + 2 * d.ssmGroups * d.ssmState;
    if (rs.sMain < 0)
        rs.sMain = g.view(rs.sCopy);
    const int rows = g.op(kF32 * (d.ssmConv - 1) * convDim * b.sequences, {rs.sMain});
    if (rs.sExtra < 0)
        rs.sExtra = g.view(rs.sCopy);
    g.sink({g.op(0, {rs.sExtra})});
    return g.view(rows);
}

// The part of build_mamba2_layer (src/models/mamba-base.cpp) that the graph expands first: ssm_in's product zxBCdt
// (2 d_inner + 2 groups x d_state + heads rows), the conv state concatenated with xBC transposed ((d_conv - 1 +
// tokens per sequence) x conv_dim x n_seqs; its last columns copied back into the cache), ssm_conv with its bias and
// SiLU in place, dt made contiguous with its bias added in place, and ggml_ssm_scan (y, d_inner per token, followed
// by the final state, d_state x d_inner per sequence) whose state is copied into the cache.
struct SsmScan
{
    int zx = -1, x = -1, scan = -1;
};
SsmScan ssmScan(GraphSketch& g, const Dims& d, const Batch& b, const RsInputs& rs, int conv, int an)
{
    using R = GraphSketch::Reuse;
    const uint64_t T = b.tokens, S = b.sequences, DI = d.ssmInner, N = d.ssmState, H = d.ssmHeads;
    const uint64_t convDim = DI + 2 * d.ssmGroups * N;
    SsmScan s;
    s.zx = g.view(g.op(kF32 * (DI + convDim + H) * T, {an}));
    const int xBCt = g.view(g.view(s.zx));
    const int convX = g.op(kF32 * (d.ssmConv - 1 + T / S) * convDim * S, {conv, xBCt});
    g.sink({g.view(convX)});
    int xBC = g.op(kF32 * convDim * T, {convX});
    xBC = g.op(kF32 * convDim * T, {xBC}, R::InPlace);
    xBC = g.op(kF32 * convDim * T, {xBC}, R::InPlace);
    s.x = g.view(xBC);
    int dt = g.op(kF32 * H * T, {g.view(s.zx)});
    dt = g.op(kF32 * H * T, {dt}, R::InPlace);
    const int bView = g.view(xBC), cView = g.view(xBC);
    s.scan = g.op(kF32 * (DI * T + N * DI * S), {s.x, dt, bView, cView, rs.sMain});
    g.sink({g.op(0, {rs.sExtra})});
    g.sink({g.view(s.scan)});
    return s;
}

// The rest of the Mamba-2 layer, pulled in by the next expansion: z made contiguous, y + x * D (in place on the
// product; y is a view of the scan's output), the SwiGLU of z and y, the grouped RMS norm (a new tensor: it reads a
// view) with its weight in place, and ssm_out.
int ssmOut(GraphSketch& g, const Dims& d, const Batch& b, const SsmScan& s)
{
    using R = GraphSketch::Reuse;
    const uint64_t T = b.tokens, bytes = kF32 * d.ssmInner * T;
    const int z = g.op(bytes, {g.view(s.zx)});
    const int yView = g.view(s.scan);
    const int y = g.op(bytes, {yView, g.op(bytes, {s.x})}, R::InPlace);
    const int gated = g.op(bytes, {z, y});
    const int normed = rmsNorm(g, bytes, g.view(gated));
    return g.op(kF32 * d.embd * T, {g.view(normed)});
}

// The graphs of src/models/mamba.cpp (mamba2) and granite-hybrid.cpp (llama.cpp v0.5.0), in the order the CPU graph
// holds them (checked against dumps of that graph, tests/tools/llamacpp_graphprobe.cpp). Inputs as the graph first
// reads them: tokens, embeddings, then layer by layer rs_s_copy (SSM) or positions (with RoPE only), K/V row indices
// and the mask (attention), then the output ids. Each layer: RMS norm, then a Mamba-2 block or attention
// (granitehybrid's is llama's Q, V, K and build_attn, without RoPE); the next SSM layer's conv-state rows are
// gathered as soon as this layer's expanded part is done (after the state copy of an SSM layer, after the attention
// of an attention layer; with experts, after the routed experts' sum), before the rest of this layer; the residual (the
// last layer keeps only the output rows), and for granitehybrid an RMS norm, a SwiGLU FFN (or the routed experts plus
// the shared expert, added in place) and a second residual. Granite's residual and logit scales are in-place ops on a
// tensor with one consumer: they move no bytes and are left out (granitehybrid-scales-* measure the same as without
// them).
GraphSketch ssmGraph(const Dims& d, const Batch& b)
{
    using R = GraphSketch::Reuse;
    GraphSketch g;
    const uint64_t T = b.tokens, E = d.embd;
    const int tok = g.input(kI32 * T);
    g.input(kF32 * E * T); // inp_embd
    RsInputs rs;
    CacheInputs full;
    int pos = -1;
    for (uint32_t il = 0; il < d.layers; ++il) {
        if (d.ssm[il]) {
            if (rs.sCopy < 0)
                rs.sCopy = g.input(kI32 * b.sequences);
        } else if (full.mask < 0) {
            if (d.rope)
                pos = g.input(kI32 * T);
            full.kIdx = g.input(kI64 * T);
            full.vIdx = g.input(kI64 * T * (b.fa ? 1 : d.headsKv * d.headDimV));
            full.mask = g.input((b.fa ? kF16 : kF32) * b.cellsFull * T);
        }
    }
    const int outIds = g.input(kI32 * b.outputs);
    int inpL = g.op(kF32 * E * T, {tok});
    int conv = d.ssm[0] ? convStates(g, d, b, rs) : -1;
    for (uint32_t il = 0; il < d.layers; ++il) {
        const int an = rmsNorm(g, kF32 * E * T, inpL);
        // The next SSM layer's conv rows follow this layer's last expanded node: the mixer's, or with experts the
        // routed experts' sum (build_moe_ffn expands moe_out).
        const bool nextSsm = il + 1 < d.layers && d.ssm[il + 1], afterMixer = nextSsm && d.experts == 0;
        int mixed = -1;
        if (d.ssm[il]) {
            const SsmScan s = ssmScan(g, d, b, rs, conv, an);
            if (afterMixer)
                conv = convStates(g, d, b, rs);
            mixed = ssmOut(g, d, b, s);
        } else {
            const int kqv = attentionBlock(g, d, b, full, b.cellsFull, an, pos);
            if (afterMixer)
                conv = convStates(g, d, b, rs);
            mixed = g.op(kF32 * E * T, {kqv});
        }
        int residual = inpL;
        uint64_t rows = T;
        if (il + 1 == d.layers) {
            rows = b.outputs;
            mixed = g.op(kF32 * E * rows, {mixed, outIds});
            residual = g.op(kF32 * E * rows, {inpL, outIds});
        }
        const int ffnInp = g.op(kF32 * E * rows, {mixed, residual}, R::InPlace);
        if (!d.ssmFfn) {
            inpL = ffnInp;
            continue;
        }
        const int fnorm = rmsNorm(g, kF32 * E * rows, ffnInp);
        int down = -1;
        if (d.experts > 0) {
            down = moeFfn(g, d, rows, fnorm);
            if (nextSsm)
                conv = convStates(g, d, b, rs);
            if (d.sharedFf > 0)
                down = g.op(kF32 * E * rows, {down, denseFfn(g, d, d.sharedFf, rows, fnorm)}, R::InPlace);
        } else {
            down = denseFfn(g, d, d.ff, rows, fnorm);
        }
        inpL = g.op(kF32 * E * rows, {down, ffnInp}, R::InPlace);
    }
    const int resultNorm = rmsNorm(g, kF32 * E * b.outputs, inpL);
    g.markOutput(resultNorm);
    g.markOutput(g.op(kF32 * d.vocab * b.outputs, {resultNorm}));
    return g;
}

// A Gated DeltaNet layer from its attention norm `an` (build_layer_attn_linear in src/models/qwen35.cpp, qwen35moe.cpp,
// qwen3next.cpp with llm_build_delta_net_base's build_conv_state and build_recurrent_attn, llama.cpp v0.5.0), on the
// CPU where llama_context resolves fused_gdn_ar and fused_gdn_ch to the fused op, so prompt and generation graphs both
// run one ggml_gated_delta_net per layer and the chunked delta rule (chunks of 64 tokens) is never built. In graph
// order: the conv state rows (convStates), the qkv projection transposed and concatenated after them (its last columns
// copied back), the SSM state rows gathered like the conv rows (rs_s_copy's views: a state row per sequence and a
// zero-byte get_rows), ssm_conv and SiLU in place, Q and K L2-normed (ggml_rms_norm then a scale in place: key heads x
// d_state per token), and qwen3next repeats them to the value heads (ggml_repeat_4d: a new tensor each); V is a view.
// Then the decay gate (qwen35*: ssm_alpha's product, + dt bias into a new tensor, softplus and x A in place; qwen3next:
// a view of ssm_ba's product made contiguous, then the same three in place) and beta (qwen35*: the sigmoid of
// ssm_beta's product into a new tensor; qwen3next: ssm_ba's other half made contiguous, sigmoid in place). The fused
// op's output holds y (value heads x d_state per token) followed by the final state (d_state x d_state per value head
// and sequence), which is copied into the cache. Last, the gated RMS norm (a new tensor: it reads a view; the weight in
// place), z (attn_gate's product) through SiLU into a new tensor, their product in place and ssm_out.
int deltaNetLayer(GraphSketch& g, const Dims& d, const Batch& b, RsInputs& rs, int an)
{
    using R = GraphSketch::Reuse;
    const uint64_t T = b.tokens, S = b.sequences, N = d.ssmState, Hk = d.ssmGroups, Hv = d.ssmHeads;
    const uint64_t convDim = d.ssmInner + 2 * Hk * N;
    const int conv = convStates(g, d, b, rs);
    const int qkv = g.op(kF32 * convDim * T, {an});
    const int convIn = g.op(kF32 * (d.ssmConv - 1 + T / S) * convDim * S, {conv, g.view(g.view(qkv))});
    g.sink({g.view(convIn)});
    const int state = g.op(kF32 * N * d.ssmInner * S, {rs.sMain});
    g.sink({g.op(0, {rs.sExtra})});
    const int x = g.op(kF32 * convDim * T, {g.op(kF32 * convDim * T, {convIn})}, R::InPlace);
    auto l2norm = [&] {
        int t = g.op(kF32 * N * Hk * T, {g.op(kF32 * N * Hk * T, {g.view(x)})}, R::InPlace);
        if (d.deltaNetNext && Hk != Hv)
            t = g.view(g.op(kF32 * N * Hv * T, {g.view(t)}));
        return t;
    };
    const int q = l2norm();
    const int k = l2norm();
    const int v = g.view(x);
    const uint64_t headsBytes = kF32 * Hv * T;
    int gate = -1, beta = -1;
    if (d.deltaNetNext) {
        const int ba = g.view(g.op(2 * headsBytes, {an}));
        gate = g.op(headsBytes, {g.view(ba)});
        for (int i = 0; i < 3; ++i)
            gate = g.op(headsBytes, {gate}, R::InPlace);
        gate = g.view(gate);
        beta = g.view(g.op(headsBytes, {g.op(headsBytes, {g.view(ba)})}, R::InPlace));
    } else {
        gate = g.op(headsBytes, {g.view(g.op(headsBytes, {an}))});
        for (int i = 0; i < 2; ++i)
            gate = g.op(headsBytes, {gate}, R::InPlace);
        gate = g.view(gate);
        beta = g.op(headsBytes, {g.view(g.op(headsBytes, {an}))});
    }
    const int out = g.op(kF32 * (N * Hv * T + N * N * Hv * S), {q, k, v, gate, beta, g.view(state)});
    g.sink({g.view(out)});
    const uint64_t yBytes = kF32 * N * Hv * T;
    const int normed = g.op(yBytes, {g.op(yBytes, {g.view(out)})}, R::InPlace);
    const int z = g.op(yBytes, {g.view(g.op(yBytes, {an}))});
    const int gated = g.op(yBytes, {normed, z}, R::InPlace);
    return g.view(g.op(kF32 * d.embd * T, {g.view(gated)}));
}

// The gated full-attention layer of the same files (build_layer_attn): attn_q's product holds each head's query and
// its output gate side by side (2 x head_dim per head); the query view RMS-normed into a new tensor (weight and RoPE in
// place), V's product, K's product normed and roped the same way, build_attn, then the gate view made contiguous,
// sigmoid in place, multiplied into the attention output in place, and wo.
int gatedAttention(GraphSketch& g, const Dims& d, const Batch& b, const CacheInputs& in, int an, int pos)
{
    using R = GraphSketch::Reuse;
    const uint64_t T = b.tokens, hd = d.headDimK;
    const uint64_t qBytes = kF32 * d.headsQ * hd * T, kvBytes = kF32 * d.headsKv * hd * T;
    auto normRope = [&](int view, uint64_t bytes) {
        const int n = g.op(bytes, {g.op(bytes, {view})}, R::InPlace);
        return g.op(bytes, {n, pos}, R::InPlace);
    };
    const int qFull = g.op(2 * qBytes, {an});
    const int qRope = normRope(g.view(qFull), qBytes);
    const int vr = g.view(g.op(kvBytes, {an}));
    const int kRope = normRope(g.view(g.op(kvBytes, {an})), kvBytes);
    const int attn = attention(g, d, b, in, b.cellsFull, qRope, kRope, vr);
    const int gate = g.op(qBytes, {g.op(qBytes, {g.view(qFull)})}, R::InPlace);
    return g.op(kF32 * d.embd * T, {g.op(qBytes, {attn, gate}, R::InPlace)});
}

// The graphs of src/models/qwen35.cpp, qwen35moe.cpp and qwen3next.cpp (llama.cpp v0.5.0) in the CPU graph's order
// (checked against dumps of that graph, tests/tools/llamacpp_graphprobe.cpp). Inputs as the graph first reads them:
// tokens, embeddings, then layer by layer rs_s_copy (Gated DeltaNet) or the positions (four per token with M-RoPE),
// K/V row indices and the mask (attention), then the output ids. Each layer: RMS norm, a Gated DeltaNet or gated
// attention block, the residual, the post-attention RMS norm, the SwiGLU FFN or the routed experts plus the shared
// expert (its gate: a 1-wide product per token, sigmoid in place, multiplied in place) added in place, the residual.
// Every layer runs on all tokens: the output rows are taken after the final norm, whose result (t_h_nextn, for the
// MTP head) is kept as a graph output.
GraphSketch deltaNetGraph(const Dims& d, const Batch& b)
{
    using R = GraphSketch::Reuse;
    GraphSketch g;
    const uint64_t T = b.tokens, E = d.embd;
    const int tok = g.input(kI32 * T);
    g.input(kF32 * E * T); // inp_embd
    RsInputs rs;
    CacheInputs full;
    int pos = -1;
    for (uint32_t il = 0; il < d.layers; ++il) {
        if (d.ssm[il]) {
            if (rs.sCopy < 0)
                rs.sCopy = g.input(kI32 * b.sequences);
        } else if (full.mask < 0) {
            pos = g.input(kI32 * T * (d.mrope ? 4 : 1));
            full.kIdx = g.input(kI64 * T);
            full.vIdx = g.input(kI64 * T * (b.fa ? 1 : d.headsKv * d.headDimV));
            full.mask = g.input((b.fa ? kF16 : kF32) * b.cellsFull * T);
        }
    }
    const int outIds = g.input(kI32 * b.outputs);
    int inpL = g.op(kF32 * E * T, {tok});
    for (uint32_t il = 0; il < d.layers; ++il) {
        const int an = rmsNorm(g, kF32 * E * T, inpL);
        const int mixed = d.ssm[il] ? deltaNetLayer(g, d, b, rs, an) : gatedAttention(g, d, b, full, an, pos);
        const int residual = g.op(kF32 * E * T, {mixed, inpL}, R::InPlace);
        const int pn = rmsNorm(g, kF32 * E * T, residual);
        int down = -1;
        if (d.experts > 0) {
            down = moeFfn(g, d, T, pn);
            if (d.sharedFf > 0) {
                const int shared = denseFfn(g, d, d.sharedFf, T, pn);
                const int gate = g.op(kF32 * T, {g.op(kF32 * T, {pn})}, R::InPlace);
                down = g.op(kF32 * E * T, {down, g.op(kF32 * E * T, {shared, gate}, R::InPlace)}, R::InPlace);
            }
        } else {
            down = denseFfn(g, d, d.ff, T, pn);
        }
        inpL = g.op(kF32 * E * T, {down, residual}, R::InPlace);
    }
    const int hNextn = rmsNorm(g, kF32 * E * T, inpL);
    g.markOutput(hNextn);
    const int resultNorm = g.op(kF32 * E * b.outputs, {hNextn, outIds});
    g.markOutput(resultNorm);
    g.markOutput(g.op(kF32 * d.vocab * b.outputs, {resultNorm}));
    return g;
}

// The graph of src/models/nemotron-h.cpp (llama.cpp v0.5.0) in the CPU graph's order (checked against dumps of that
// graph, tests/tools/llamacpp_graphprobe.cpp). Inputs as the graph first reads them: tokens, embeddings, then layer by
// layer rs_s_copy (Mamba-2) or K/V row indices and the mask (attention; no positions), then the output ids. Each layer:
// RMS norm, then a Mamba-2 block (ssmScan, ssmOut: build_mamba2_layer as in mamba2 and granitehybrid), attention
// (llama's Q, V, K and build_attn, then wo) or the MLP (up, ReLU and square in place, down), and the residual. The
// conv-state rows of a Mamba-2 layer are gathered right after the graph's previous expansion point: the token
// embeddings when no Mamba-2 or attention layer comes before it, else the last such layer's state copy (Mamba-2) or
// attention output (before wo); MLP layers have none, so they and that layer's rest follow the rows. Every layer runs
// on all tokens: the output rows are taken after the final norm, which is kept (t_h_nextn).
GraphSketch nemotronHGraph(const Dims& d, const Batch& b)
{
    using R = GraphSketch::Reuse;
    GraphSketch g;
    const uint64_t T = b.tokens, E = d.embd;
    const int tok = g.input(kI32 * T);
    g.input(kF32 * E * T); // inp_embd
    RsInputs rs;
    CacheInputs full;
    for (uint32_t il = 0; il < d.layers; ++il) {
        if (d.ssm[il]) {
            if (rs.sCopy < 0)
                rs.sCopy = g.input(kI32 * b.sequences);
        } else if (!d.mlpOnly[il] && full.mask < 0) {
            full.kIdx = g.input(kI64 * T);
            full.vIdx = g.input(kI64 * T * (b.fa ? 1 : d.headsKv * d.headDimV));
            full.mask = g.input((b.fa ? kF16 : kF32) * b.cellsFull * T);
        }
    }
    const int outIds = g.input(kI32 * b.outputs);
    // Whether the first Mamba-2 or attention layer from `il` on is a Mamba-2 layer (its rows come next).
    auto nextMixerIsSsm = [&](uint32_t il) {
        for (; il < d.layers; ++il)
            if (!d.mlpOnly[il])
                return bool(d.ssm[il]);
        return false;
    };
    int inpL = g.op(kF32 * E * T, {tok});
    int conv = nextMixerIsSsm(0) ? convStates(g, d, b, rs) : -1;
    for (uint32_t il = 0; il < d.layers; ++il) {
        const int an = rmsNorm(g, kF32 * E * T, inpL);
        int out = -1;
        if (d.ssm[il]) {
            const SsmScan s = ssmScan(g, d, b, rs, conv, an);
            if (nextMixerIsSsm(il + 1))
                conv = convStates(g, d, b, rs);
            out = ssmOut(g, d, b, s);
        } else if (d.mlpOnly[il]) {
            const int up = g.op(kF32 * d.ff * T, {an});
            out = g.op(kF32 * E * T, {g.op(kF32 * d.ff * T, {g.op(kF32 * d.ff * T, {up}, R::InPlace)}, R::InPlace)});
        } else {
            const int kqv = attentionBlock(g, d, b, full, b.cellsFull, an, -1);
            if (nextMixerIsSsm(il + 1))
                conv = convStates(g, d, b, rs);
            out = g.op(kF32 * E * T, {kqv});
        }
        inpL = g.op(kF32 * E * T, {out, inpL}, R::InPlace);
    }
    const int hNextn = rmsNorm(g, kF32 * E * T, inpL);
    g.markOutput(hNextn);
    const int resultNorm = g.op(kF32 * E * b.outputs, {hNextn, outIds});
    g.markOutput(resultNorm);
    g.markOutput(g.op(kF32 * d.vocab * b.outputs, {resultNorm}));
    return g;
}

// The FFN width of one routed expert, from the experts' parameters: gate, up and down matrices of n_embd x n_ff_exp
// each, plus (gpt-oss) biases of n_ff_exp, n_ff_exp and n_embd. gpt-oss-20b: 24 x 32 experts of 3 x 2880 x 2880 +
// 2 x 2880 + 2880 = 24891840 parameters -> (24891840 - 2880) / (3 x 2880 + 2) = 2880 (without the biases the
// division gives 2881).
uint64_t expertWidth(const ModelSpec& m, bool biased)
{
    const uint64_t n = uint64_t(m.nLayer()) * m.nExpert, e = m.nEmbd;
    if (n == 0 || e == 0 || m.params.experts % n != 0)
        return n == 0 || e == 0 ? 0 : m.params.experts / (n * 3 * e);
    const uint64_t perExpert = m.params.experts / n;
    if (biased && perExpert > e && (perExpert - e) % (3 * e + 2) == 0)
        return (perExpert - e) / (3 * e + 2);
    return perExpert / (3 * e);
}

// glm4moe (src/models/glm4-moe.cpp): llama's attention (q/k/v biases in place; partial RoPE keeps the head's size),
// attn_post_norm where llama has ffn_norm, moe.nDenseLead dense layers of n_ff, then build_moe_ffn with the
// selection bias (exp_probs_b), normalised and scaled weights (sigmoid or softmax: the same bytes) plus the shared
// experts' FFN (n_ff_exp x n_shared) added to the routed output. The expert width is moe.nFfExp, else from
// params.experts over the MoE layers. GLM-4.5-Air: 46 layers, 1 dense of 10944, 128 experts of 1408 (8 used), 1 shared.
// GLM-4.7's per-head Q/K norms are not told apart: on the per-head view the norm makes the new tensor RoPE would have
// made, and RoPE then works in place, so they move no bytes (the glm4moe-*qknorm cases measure as without them).
std::optional<Dims> glm4moeDims(const ModelSpec& m, Dims d)
{
    const MoeRouting& r = m.moe;
    if (r.nDenseLead >= m.nLayer() || (r.nDenseLead > 0 && m.nFf == 0))
        return std::nullopt;
    d.denseLead = r.nDenseLead;
    d.ff = m.nFf;
    d.experts = m.nExpert;
    d.expertsUsed = m.nExpertUsed;
    const uint64_t routed = uint64_t(m.nLayer() - r.nDenseLead) * m.nExpert * 3 * m.nEmbd;
    d.ffExp = r.nFfExp > 0 ? r.nFfExp : m.params.experts / routed;
    d.sharedFf = d.ffExp * r.nShared;
    d.moeNorm = r.weightsNorm;
    d.moeBias = r.probsBias;
    d.moeScale = r.weightsScale != 1.0;
    if (d.expertsUsed < 2 || d.expertsUsed > d.experts || d.ffExp == 0 || r.groups > 1)
        return std::nullopt;
    return d;
}

// llama4 (src/models/llama4.cpp) as llama.cpp loads a GGUF without attention.sliding_window: Chunked layers over the
// sliding-window cache's cells, every 4th layer global and NoPE (n_no_rope_layer_step 4) with the attention
// temperature; routed layers every (n_layer / routed layers)-th, the routed layers counted from params.experts
// (n_expert x 3 x n_embd x moe.nFfExp each), one shared expert of moe.nFfExp; the other layers a dense FFN of n_ff.
// Llama 4 Maverick: 24 of 48 layers routed (128 experts of 8192, 1 used), dense 16384; Scout: all 48 (16 experts).
std::optional<Dims> llama4Dims(const ModelSpec& m)
{
    const uint64_t perLayer = uint64_t(m.nExpert) * 3 * m.nEmbd * m.moe.nFfExp;
    if (m.layers.empty() || m.nHead == 0 || m.nEmbd == 0 || m.nVocab == 0 || !m.isMoe() || m.nExpertUsed == 0 ||
        m.nExpertUsed > m.nExpert || perLayer == 0 || m.params.experts % perLayer != 0 || m.moe.nShared > 1)
        return std::nullopt;
    const uint64_t routed = m.params.experts / perLayer;
    if (routed == 0 || m.nLayer() % routed != 0 || (routed < m.nLayer() && m.nFf == 0))
        return std::nullopt;
    const LayerSpec& l0 = m.layers.front();
    Dims d;
    for (uint32_t il = 0; il < m.nLayer(); ++il) {
        const LayerSpec& l = m.layers[il];
        const bool global = (il + 1) % 4 == 0;
        if (l.attn != (global ? AttnKind::Full : AttnKind::Chunked) || l.hasRecurrent() || l.kvShared ||
            l.nHeadKv != l0.nHeadKv || l.headDimK != l0.headDimK || l.headDimV != l0.headDimV || l.nHeadKv == 0 ||
            (!global && l.window != 8192))
            return std::nullopt;
        d.swa.push_back(!global);
        d.noRope.push_back(global);
    }
    d.embd = m.nEmbd;
    d.headsQ = m.nHead;
    d.headDimK = l0.headDimK;
    d.headDimV = l0.headDimV;
    d.headsKv = l0.nHeadKv;
    d.vocab = m.nVocab;
    d.layers = m.nLayer();
    d.llama4 = true;
    d.attnTemp = true;
    d.experts = m.nExpert;
    d.expertsUsed = m.nExpertUsed;
    d.ffExp = m.moe.nFfExp;
    d.sharedFf = d.ffExp;
    d.moeStep = static_cast<uint32_t>(m.nLayer() / routed);
    d.ff = m.nFf;
    return d;
}

// The decoders whose graph is llama's to the byte (src/models/<arch>.cpp, llama.cpp v0.5.0): qwen2 and seed_oss add
// q/k/v biases (ggml_add in place on each projection: no bytes) and seed_oss names its FFN norm attn_post_norm;
// mistral3 may add the attention temperature's input; smollm3 skips RoPE in every 4th layer (il + 1 divisible by
// n_no_rope_layer_step = 4, set in its loader).
bool llamaLike(const std::string& a)
{
    return a == "llama" || a == "qwen2" || a == "seed_oss" || a == "mistral3" || a == "smollm3";
}

// The models whose graph decoderGraph reproduces: llama (dense) and the llama-like decoders, qwen3, qwen3moe, gemma2,
// gemma3, gpt-oss and olmo2 with one attention shape in every layer (full, or full and sliding-window where the
// architecture has it: olmo2 with attention.sliding_window, OLMo 3).
std::optional<Dims> decoderDims(const ModelSpec& m)
{
    const std::string& a = m.arch;
    if (a == "llama4")
        return llama4Dims(m);
    const bool gemma = a == "gemma2" || a == "gemma3";
    // llama with routed experts (Mixtral): src/models/llama.cpp's MoE branch, build_moe_ffn with a softmax router and
    // normalised top-k weights (norm_w = true; expert_weights_scale 0 scales nothing), no shared expert.
    const bool llamaMoe = a == "llama" && m.isMoe();
    const bool glm = a == "glm4moe";
    const bool moe = a == "qwen3moe" || a == "gpt-oss" || llamaMoe || glm;
    const bool swaArch = gemma || a == "gpt-oss" || a == "olmo2";
    if (!(llamaLike(a) || a == "qwen3" || a == "olmo2" || a == "phi3" || gemma || moe) || m.isMoe() != moe ||
        m.layers.empty() || m.nHead == 0 || m.nEmbd == 0 || m.nVocab == 0)
        return std::nullopt;
    // qwen2, olmo2 and phi3 size Q as n_embd (src/models/{qwen2,olmo2,phi3}.cpp load_arch_tensors): llama.cpp loads no
    // other head shape for them.
    if ((a == "qwen2" || a == "olmo2" || a == "phi3") && uint64_t(m.nHead) * m.layers.front().headDimK != m.nEmbd)
        return std::nullopt;
    // The attention temperature is a mistral3 (or llama4) graph's; on any other architecture it is not read.
    if (m.attnTemperature && a != "mistral3")
        return std::nullopt;
    const LayerSpec& l0 = m.layers.front();
    Dims d;
    for (const LayerSpec& l : m.layers) {
        const bool swaOk = swaArch && l.attn == AttnKind::Swa;
        if ((l.attn != AttnKind::Full && !swaOk) || l.hasRecurrent() || l.kvShared || l.nHeadKv != l0.nHeadKv ||
            l.headDimK != l0.headDimK || l.headDimV != l0.headDimV || l.nHeadKv == 0)
            return std::nullopt;
        d.swa.push_back(l.attn == AttnKind::Swa);
    }
    d.embd = m.nEmbd;
    d.headsQ = m.nHead;
    d.headDimK = l0.headDimK;
    d.headDimV = l0.headDimV;
    d.headsKv = l0.nHeadKv;
    d.vocab = m.nVocab;
    d.layers = m.nLayer();
    d.qkNorm = a == "qwen3" || a == "qwen3moe" || a == "gemma3";
    d.gemma = gemma;
    d.attnSoftcap = a == "gemma2";
    d.logitSoftcap = a == "gemma2";
    d.qkvOrder = gemma || a == "gpt-oss";
    d.gptOss = a == "gpt-oss";
    d.olmo2 = a == "olmo2";
    d.phi3 = a == "phi3";
    d.attnTemp = m.attnTemperature;
    if (a == "smollm3")
        for (uint32_t il = 0; il < d.layers; ++il)
            d.noRope.push_back((il + 1) % 4 == 0);
    if (glm)
        return glm4moeDims(m, d);
    if (moe) {
        d.experts = m.nExpert;
        d.expertsUsed = m.nExpertUsed;
        d.ffExp = expertWidth(m, d.gptOss);
        d.moeNorm = a == "qwen3moe" || llamaMoe;
        if (d.expertsUsed < 2 || d.expertsUsed > d.experts || d.ffExp == 0)
            return std::nullopt;
    } else {
        d.ff = ffnWidth(m);
        if (d.ff == 0)
            return std::nullopt;
    }
    return d;
}

// deepseek2 with MLA in every layer (the absorbed form llama.cpp builds from GGUFs with attn_k_b / attn_v_b): the
// per-head shapes must be known. The expert width comes from the routed experts' parameters when not stated
// ((n_layer - n_dense_lead) x n_expert x 3 x n_embd x n_ff_exp); the dense layers' width must be stated (n_ff).
// DeepSeek-V2-Lite: 27 layers, 1 dense (n_ff 10944), 64 experts of 1408, 6 used, 2 shared, q_lora_rank 0.
std::optional<Dims> deepseek2Dims(const ModelSpec& m)
{
    const MoeRouting& r = m.moe;
    if (m.layers.empty() || m.nHead == 0 || m.nEmbd == 0 || m.nVocab == 0 || m.kvLoraRank == 0 ||
        m.qkRopeHeadDim == 0 || m.qkNopeHeadDim == 0 || m.vHeadDimMla == 0 || !m.isMoe() ||
        r.nDenseLead >= m.nLayer() || (r.nDenseLead > 0 && m.nFf == 0))
        return std::nullopt;
    for (const LayerSpec& l : m.layers)
        if (l.attn != AttnKind::Mla || l.hasRecurrent() || l.kvShared || l.indexerK != 0 ||
            l.headDimK != m.kvLoraRank + m.qkRopeHeadDim)
            return std::nullopt;
    Dims d;
    d.embd = m.nEmbd;
    d.headsQ = m.nHead;
    d.headsKv = 1;
    d.headDimK = m.kvLoraRank + m.qkRopeHeadDim;
    d.vocab = m.nVocab;
    d.layers = m.nLayer();
    d.swa.assign(m.nLayer(), false);
    d.mla = true;
    d.qLora = m.qLoraRank;
    d.kvLora = m.kvLoraRank;
    d.qkRope = m.qkRopeHeadDim;
    d.qkNope = m.qkNopeHeadDim;
    d.vHeadMla = m.vHeadDimMla;
    d.denseLead = r.nDenseLead;
    d.ff = m.nFf;
    d.experts = m.nExpert;
    d.expertsUsed = m.nExpertUsed;
    const uint64_t routed = uint64_t(m.nLayer() - r.nDenseLead) * m.nExpert * 3 * m.nEmbd;
    d.ffExp = r.nFfExp > 0 ? r.nFfExp : m.params.experts / routed;
    d.sharedFf = d.ffExp * r.nShared;
    d.moeNorm = r.weightsNorm;
    d.moeBias = r.probsBias;
    d.moeScale = r.weightsScale != 1.0;
    if (r.groups > 1) {
        d.moeGroups = r.groups;
        d.moeGroupsUsed = r.groupsUsed;
        if (m.nExpert % r.groups != 0 || r.groupsUsed == 0 || r.groupsUsed >= r.groups)
            return std::nullopt;
    }
    if (d.expertsUsed < 2 || d.expertsUsed > d.experts || d.ffExp == 0)
        return std::nullopt;
    return d;
}

// The SSM heads (ssm_dt_rank) of a Mamba-2 layer, from its parameters: ssm_in n_embd x (2 d_inner + 2 groups x d_state
// + heads), ssm_conv1d weight and bias (d_conv + 1) x conv_dim, dt bias, A and D (heads each), ssm_out d_inner x
// n_embd (ssm_norm counts as a norm). Granite 4.0 H Tiny: 36 layers of 14639504 = 1536 x 6448 + 5 x 3328 + 144 +
// 3072 x 1536, so (14639504 - 1536 x (3 x 3072 + 256) - 5 x 3328) / (1536 + 3) = 48 heads. 0 when they do not divide.
uint64_t ssmHeadsFromParams(const ModelSpec& m, uint64_t ssmLayers)
{
    const RecurrentInfo& r = m.recurrent;
    const uint64_t e = m.nEmbd, di = r.dInner, convDim = di + 2ull * r.nGroup * r.dState;
    if (ssmLayers == 0 || m.params.recurrent % ssmLayers != 0)
        return 0;
    const uint64_t perLayer = m.params.recurrent / ssmLayers;
    const uint64_t fixed = e * (3 * di + 2ull * r.nGroup * r.dState) + (uint64_t(r.dConv) + 1) * convDim;
    if (perLayer <= fixed || (perLayer - fixed) % (e + 3) != 0)
        return 0;
    return (perLayer - fixed) / (e + 3);
}

// mamba2 (every layer Mamba-2, no FFN) and granitehybrid (each layer Mamba-2 or full attention of one shape, then a
// SwiGLU FFN, or routed experts with a softmax router and normalised weights plus an optional shared expert). The
// heads come from the SSM parameters (ssmHeadsFromParams) and must divide d_inner; groups must divide d_inner.
// granitehybrid's attention has no RoPE: llama.cpp's converter (v0.5.0 conversion/granite.py) writes
// rope.scaling.finetuned = false for every hybrid but Bamba, and src/models/granite-hybrid.cpp then skips RoPE and
// the positions input. The expert width comes from params.experts (n_layer x n_expert x 3 x n_embd x n_ff_exp), the
// shared expert's from params.ffn (n_layer x 3 x n_embd x n_ff_shexp; a GGUF's feed_forward_length is the experts'
// width there). Granite 4.0 H Tiny: 64 experts of 512 (6 used) and a shared expert of 1024 in each of 40 layers.
std::optional<Dims> ssmDims(const ModelSpec& m)
{
    const bool granite = m.arch == "granitehybrid";
    const RecurrentInfo& r = m.recurrent;
    if (m.layers.empty() || m.nEmbd == 0 || m.nVocab == 0 || r.kind != "mamba2" || r.dConv < 2 || r.dInner == 0 ||
        r.dState == 0 || r.nGroup == 0 || r.dInner % r.nGroup != 0 || (m.isMoe() && !granite) ||
        (granite && m.nHead == 0))
        return std::nullopt;
    Dims d;
    const LayerSpec* attn = nullptr;
    uint64_t ssmLayers = 0;
    for (const LayerSpec& l : m.layers) {
        const bool isSsm = l.hasRecurrent() && !l.attends();
        if (isSsm) {
            if (l.stateS != uint64_t(r.dState) * r.dInner)
                return std::nullopt;
            ++ssmLayers;
        } else {
            if (!granite || l.hasRecurrent() || l.attn != AttnKind::Full || l.kvShared || l.nHeadKv == 0 ||
                (attn && (l.nHeadKv != attn->nHeadKv || l.headDimK != attn->headDimK || l.headDimV != attn->headDimV)))
                return std::nullopt;
            attn = &l;
        }
        d.ssm.push_back(isSsm);
    }
    d.ssmHeads = ssmHeadsFromParams(m, ssmLayers);
    if (d.ssmHeads == 0 || r.dInner % d.ssmHeads != 0)
        return std::nullopt;
    d.embd = m.nEmbd;
    d.vocab = m.nVocab;
    d.layers = m.nLayer();
    d.swa.assign(m.nLayer(), false);
    d.ssmConv = r.dConv;
    d.ssmInner = r.dInner;
    d.ssmState = r.dState;
    d.ssmGroups = r.nGroup;
    if (granite) {
        d.ssmFfn = true;
        d.rope = false;
        if (m.isMoe()) {
            const uint64_t perLayer = uint64_t(m.nLayer()) * 3 * m.nEmbd;
            d.experts = m.nExpert;
            d.expertsUsed = m.nExpertUsed;
            d.ffExp = expertWidth(m, false);
            d.moeNorm = true;
            d.sharedFf = m.params.ffn / perLayer;
            if (d.expertsUsed < 2 || d.expertsUsed > d.experts || d.ffExp == 0 ||
                m.params.experts != perLayer * d.experts * d.ffExp || m.params.ffn != perLayer * d.sharedFf)
                return std::nullopt;
        } else {
            d.ff = ffnWidth(m);
            if (d.ff == 0)
                return std::nullopt;
        }
        if (attn) {
            d.headsQ = m.nHead;
            d.headDimK = attn->headDimK;
            d.headDimV = attn->headDimV;
            d.headsKv = attn->nHeadKv;
        }
    } else if (attn) {
        return std::nullopt;
    }
    return d;
}

// qwen35 (Qwen3.5 dense), qwen35moe (Qwen3.5 MoE) and qwen3next (Qwen3-Next): Gated DeltaNet layers (recurrent only,
// conv state (d_conv - 1) x (d_inner + 2 groups x d_state), state d_state x d_inner) and full-attention layers of one
// shape (K and V heads of one width: llama.cpp asserts n_embd_head_k == n_embd_head_v), at least one of each. The value
// heads are d_inner / d_state (head_v_dim = head_k_dim = ssm_d_state in src/models/qwen35.cpp) and a multiple of the
// key heads (ssm_n_group). qwen35 has a SwiGLU FFN of width ffnWidth; the MoE ones route with a softmax and normalised
// weights (build_moe_ffn's norm_w = true in qwen35moe.cpp / qwen3next.cpp) and add a sigmoid-gated shared expert whose
// width comes from params.ffn (n_layer x 3 x n_embd x n_ff_shexp). Qwen3.5-35B-A3B: 40 layers (attention at 3, 7, ...,
// 39, 2 KV heads of 256), 16 key and 4096 / 128 = 32 value heads, 256 experts of 512 (8 used), shared expert
// 125829120 / (40 x 3 x 2048) = 512.
std::optional<Dims> deltaNetDims(const ModelSpec& m)
{
    const std::string& a = m.arch;
    const bool moe = a == "qwen35moe" || a == "qwen3next";
    const RecurrentInfo& r = m.recurrent;
    if (!(a == "qwen35" || moe) || m.isMoe() != moe || m.layers.empty() || m.nHead == 0 || m.nEmbd == 0 ||
        m.nVocab == 0 || r.kind != "gated-deltanet" || r.dConv < 2 || r.dState == 0 || r.nGroup == 0 ||
        r.dInner % r.dState != 0 || (r.dInner / r.dState) % r.nGroup != 0)
        return std::nullopt;
    const uint64_t convDim = uint64_t(r.dInner) + 2ull * r.nGroup * r.dState;
    Dims d;
    const LayerSpec* attn = nullptr;
    for (const LayerSpec& l : m.layers) {
        const bool isGdn = l.hasRecurrent() && !l.attends();
        if (isGdn) {
            if (l.stateS != uint64_t(r.dState) * r.dInner || l.stateR != uint64_t(r.dConv - 1) * convDim)
                return std::nullopt;
        } else if (l.hasRecurrent() || l.attn != AttnKind::Full || l.kvShared || l.nHeadKv == 0 ||
                   l.headDimK != l.headDimV || (attn && (l.nHeadKv != attn->nHeadKv || l.headDimK != attn->headDimK))) {
            return std::nullopt;
        } else {
            attn = &l;
        }
        d.ssm.push_back(isGdn);
    }
    if (!attn || std::find(d.ssm.begin(), d.ssm.end(), true) == d.ssm.end())
        return std::nullopt;
    d.embd = m.nEmbd;
    d.vocab = m.nVocab;
    d.layers = m.nLayer();
    d.swa.assign(m.nLayer(), false);
    d.headsQ = m.nHead;
    d.headDimK = attn->headDimK;
    d.headDimV = attn->headDimV;
    d.headsKv = attn->nHeadKv;
    d.ssmConv = r.dConv;
    d.ssmInner = r.dInner;
    d.ssmState = r.dState;
    d.ssmGroups = r.nGroup;
    d.ssmHeads = r.dInner / r.dState;
    d.deltaNet = true;
    d.deltaNetNext = a == "qwen3next";
    d.mrope = !d.deltaNetNext;
    if (moe) {
        const uint64_t perLayer = uint64_t(m.nLayer()) * 3 * m.nEmbd;
        d.experts = m.nExpert;
        d.expertsUsed = m.nExpertUsed;
        d.ffExp = m.moe.nFfExp > 0 ? m.moe.nFfExp : expertWidth(m, false);
        d.moeNorm = true;
        d.moeScale = m.moe.weightsScale != 0.0 && m.moe.weightsScale != 1.0;
        d.sharedFf = m.params.ffn / perLayer;
        if (d.expertsUsed < 2 || d.expertsUsed > d.experts || d.ffExp == 0 || m.params.ffn != perLayer * d.sharedFf)
            return std::nullopt;
    } else {
        d.ff = ffnWidth(m);
        if (d.ff == 0)
            return std::nullopt;
    }
    return d;
}

// nemotron_h (Nemotron-H, Nemotron Nano 2, Nemotron 3 Nano dense): each layer is Mamba-2 (recurrent only), attention
// of one shape (no RoPE: src/models/nemotron-h.cpp build_attention_layer ropes nothing) or MLP-only (no cache and no
// state), at least one Mamba-2 and one attention layer. The SSM heads come from the Mamba-2 layers' parameters
// (ssmHeadsFromParams); the MLP width is n_ff when stated, else params.ffn over the MLP layers' up and down matrices
// (2 x n_embd x n_ff each). Nemotron 3 Nano 4B: 21 Mamba-2 layers of 96 heads, 4 attention layers, 17 MLP layers of
// 1337491456 / (17 x 2 x 3136) = 12544.
std::optional<Dims> nemotronHDims(const ModelSpec& m)
{
    const RecurrentInfo& r = m.recurrent;
    if (m.arch != "nemotron_h" || m.isMoe() || m.layers.empty() || m.nHead == 0 || m.nEmbd == 0 || m.nVocab == 0 ||
        r.kind != "mamba2" || r.dConv < 2 || r.dInner == 0 || r.dState == 0 || r.nGroup == 0 ||
        r.dInner % r.nGroup != 0)
        return std::nullopt;
    Dims d;
    const LayerSpec* attn = nullptr;
    uint64_t ssmLayers = 0, mlpLayers = 0;
    for (const LayerSpec& l : m.layers) {
        const bool isSsm = l.hasRecurrent() && !l.attends();
        const bool isMlp = !l.hasRecurrent() && !l.attends();
        if (isSsm) {
            if (l.stateS != uint64_t(r.dState) * r.dInner)
                return std::nullopt;
            ++ssmLayers;
        } else if (isMlp) {
            ++mlpLayers;
        } else if (l.hasRecurrent() || l.attn != AttnKind::Full || l.kvShared || l.headDimK != l.headDimV ||
                   (attn && (l.nHeadKv != attn->nHeadKv || l.headDimK != attn->headDimK))) {
            return std::nullopt;
        } else {
            attn = &l;
        }
        d.ssm.push_back(isSsm);
        d.mlpOnly.push_back(isMlp);
    }
    d.ssmHeads = ssmHeadsFromParams(m, ssmLayers);
    if (!attn || d.ssmHeads == 0 || r.dInner % d.ssmHeads != 0)
        return std::nullopt;
    if (mlpLayers > 0) {
        d.ff = m.nFf > 0 ? m.nFf : m.params.ffn / (mlpLayers * 2 * m.nEmbd);
        if (d.ff == 0 || (m.nFf == 0 && m.params.ffn != mlpLayers * 2 * m.nEmbd * d.ff))
            return std::nullopt;
    }
    d.embd = m.nEmbd;
    d.vocab = m.nVocab;
    d.layers = m.nLayer();
    d.swa.assign(m.nLayer(), false);
    d.ssmConv = r.dConv;
    d.ssmInner = r.dInner;
    d.ssmState = r.dState;
    d.ssmGroups = r.nGroup;
    d.rope = false;
    d.nemotronH = true;
    d.headsQ = m.nHead;
    d.headDimK = attn->headDimK;
    d.headDimV = attn->headDimV;
    d.headsKv = attn->nHeadKv;
    return d;
}

// Everything the graph depends on, as the memo's key.
std::vector<uint64_t> memoKey(const Dims& d, const ComputeGraphParams& p)
{
    std::vector<uint64_t> k{d.embd, d.headsQ, d.headDimK, d.headDimV, d.headsKv, d.ff, d.vocab, d.layers};
    k.insert(k.end(), {d.experts, d.expertsUsed, d.ffExp});
    k.insert(k.end(), {uint64_t(d.qkNorm), uint64_t(d.gemma), uint64_t(d.attnSoftcap), uint64_t(d.logitSoftcap),
                       uint64_t(d.qkvOrder), uint64_t(d.gptOss)});
    k.insert(k.end(), {uint64_t(d.moeNorm), uint64_t(d.moeBias), uint64_t(d.moeScale), d.moeGroups, d.moeGroupsUsed,
                       d.denseLead, d.sharedFf, uint64_t(d.mla), d.qLora, d.kvLora, d.qkRope, d.qkNope, d.vHeadMla});
    k.insert(k.end(), {p.tokens, p.sequences, p.streams, p.outputs, p.cellsFull, p.cellsSwa, uint64_t(p.flashAttn),
                       uint64_t(p.typeK)});
    k.insert(k.end(),
             {d.ssmConv, d.ssmInner, d.ssmState, d.ssmGroups, d.ssmHeads, uint64_t(d.ssmFfn), uint64_t(d.rope)});
    k.insert(k.end(), {uint64_t(d.deltaNet), uint64_t(d.deltaNetNext), uint64_t(d.mrope), uint64_t(d.nemotronH),
                       d.mlpOnly.size()});
    k.insert(k.end(), d.mlpOnly.begin(), d.mlpOnly.end());
    k.insert(k.end(), {uint64_t(d.attnTemp), uint64_t(d.olmo2), uint64_t(d.phi3), uint64_t(d.llama4), d.moeStep,
                       d.noRope.size()});
    k.insert(k.end(), d.swa.begin(), d.swa.end());
    k.insert(k.end(), d.ssm.begin(), d.ssm.end());
    k.insert(k.end(), d.noRope.begin(), d.noRope.end());
    return k;
}

} // namespace

namespace {

// The two graphs sched_reserve builds: the prompt graph (tokens, min(tokens, n_outputs_max) outputs) and the
// generation graph (one token and one output per sequence).
std::pair<Batch, Batch> reservedBatches(const ComputeGraphParams& p)
{
    Batch pp;
    pp.tokens = p.tokens;
    pp.outputs = p.outputs;
    pp.cellsFull = p.cellsFull;
    pp.cellsSwa = p.cellsSwa;
    pp.streams = p.streams;
    pp.sequences = p.sequences;
    pp.typeK = p.typeK;
    pp.fa = p.flashAttn;
    Batch tg = pp;
    tg.tokens = p.sequences;
    tg.outputs = p.sequences;
    return {pp, tg};
}

} // namespace

std::optional<uint64_t> llamaCppCpuComputeBytes(const ModelSpec& m, const ComputeGraphParams& p)
{
    const bool ssm = m.arch == "mamba2" || m.arch == "granitehybrid";
    const bool gdn = m.arch == "qwen35" || m.arch == "qwen35moe" || m.arch == "qwen3next";
    const bool nemotronH = m.arch == "nemotron_h";
    const std::optional<Dims> d = m.arch == "deepseek2" ? deepseek2Dims(m)
                                  : ssm                 ? ssmDims(m)
                                  : gdn                 ? deltaNetDims(m)
                                  : nemotronH           ? nemotronHDims(m)
                                                        : decoderDims(m);
    if (!d || p.tokens == 0 || p.sequences == 0)
        return std::nullopt;
    // The answer is a pure function of the graph's dimensions and parameters (never of the weights or the
    // machine), and the limit searches, `fit` and `machines` ask for the same ones many times (every
    // scheme of a model, every machine of a ranking probes the same contexts): memoised.
    std::vector<uint64_t> key = memoKey(*d, p);
    static std::mutex mutex;
    static std::map<std::vector<uint64_t>, uint64_t> memo;
    {
        const std::lock_guard lock(mutex);
        if (auto it = memo.find(key); it != memo.end())
            return it->second;
    }
    // sched_reserve: the prompt graph (tokens, min(tokens, n_outputs_max) outputs), then the generation graph
    // (one token per sequence); the buffer keeps the larger. The caller has rounded tokens to the sequences.
    const auto [pp, tg] = reservedBatches(p);
    auto graph = [&](const Batch& b) {
        return gdn         ? deltaNetGraph(*d, b)
               : nemotronH ? nemotronHGraph(*d, b)
               : ssm       ? ssmGraph(*d, b)
                           : decoderGraph(*d, b);
    };
    const uint64_t bytes = std::max(graph(pp).allocatorPeak(kCpuAlignment), graph(tg).allocatorPeak(kCpuAlignment));
    const std::lock_guard lock(mutex);
    if (memo.size() > 16384)
        memo.clear();
    memo.emplace(std::move(key), bytes);
    return bytes;
}

std::optional<GpuComputeBytes> llamaCppGpuComputeBytes(const ModelSpec& m, const ComputeGraphParams& p,
                                                       const std::vector<int>& deviceOfLayer, int nGpus,
                                                       uint32_t copies)
{
    constexpr uint64_t kCudaAlignment = 128; // ggml_backend_cuda_buffer_type_get_alignment (ggml-cuda.cu)
    // Only the architectures checked against CUDA buffers (tst_gpu_compute); the llama-like decoders added later
    // (qwen2, seed_oss, smollm3, mistral3, olmo2) have CPU fixtures only.
    const bool gpuChecked = m.arch == "llama" || m.arch == "qwen3" || m.arch == "gemma2" || m.arch == "gemma3";
    const std::optional<Dims> d = gpuChecked ? decoderDims(m) : std::nullopt;
    if (!d || d->experts > 0 || p.tokens == 0 || p.sequences == 0 || nGpus <= 0 ||
        deviceOfLayer.size() != size_t(d->layers) + 1 || copies == 0)
        return std::nullopt;
    if (p.flashAttn && (p.typeK != ElemType::F16 || p.typeV != ElemType::F16))
        return std::nullopt;
    for (int dev : deviceOfLayer)
        if (dev < 0 || dev >= nGpus)
            return std::nullopt;
    std::vector<uint64_t> key = memoKey(*d, p);
    key.insert(key.end(), {uint64_t(nGpus), copies, uint64_t(p.typeV), 0xC0DA});
    key.insert(key.end(), deviceOfLayer.begin(), deviceOfLayer.end());
    static std::mutex mutex;
    static std::map<std::vector<uint64_t>, GpuComputeBytes> memo;
    {
        const std::lock_guard lock(mutex);
        if (auto it = memo.find(key); it != memo.end())
            return it->second;
    }
    // Layer -1 (the nodes before the first layer's norm, e.g. gemma's embedding scale) runs where layer 0 does:
    // the scheduler expands the first GPU node's device upwards.
    std::vector<int> devs{deviceOfLayer.front()};
    devs.insert(devs.end(), deviceOfLayer.begin(), deviceOfLayer.end());
    std::vector<uint64_t> alignments(static_cast<size_t>(nGpus), kCudaAlignment);
    alignments.push_back(kCpuAlignment); // CUDA_Host: ggml_backend_cuda_host_buffer_type takes the CPU's alignment
    const auto [pp, tg] = reservedBatches(p);
    // sched_reserve reserves the prompt graph, the generation graph and the prompt graph again; each buffer
    // keeps the largest size it was asked for.
    const std::vector<uint64_t> a = decoderGraph(*d, pp).scheduled(devs, nGpus, copies).allocatorPeaks(alignments);
    const std::vector<uint64_t> b = decoderGraph(*d, tg).scheduled(devs, nGpus, copies).allocatorPeaks(alignments);
    GpuComputeBytes out;
    for (int k = 0; k < nGpus; ++k)
        out.gpus.push_back(std::max(a[static_cast<size_t>(k)], b[static_cast<size_t>(k)]));
    out.host = std::max(a.back(), b.back());
    const std::lock_guard lock(mutex);
    if (memo.size() > 4096)
        memo.clear();
    memo.emplace(std::move(key), out);
    return out;
}

} // namespace kv
