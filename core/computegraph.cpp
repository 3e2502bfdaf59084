#include "computegraph.h"

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <mutex>

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
    m_t.push_back(std::move(t));
    return static_cast<int>(m_t.size() - 1);
}

int GraphSketch::op(uint64_t bytes, std::vector<int> src, Reuse reuse)
{
    Tensor t;
    t.bytes = bytes;
    t.src = std::move(src);
    t.reuse = reuse;
    m_t.push_back(std::move(t));
    return static_cast<int>(m_t.size() - 1);
}

int GraphSketch::view(int of)
{
    Tensor t;
    t.bytes = m_t[static_cast<size_t>(of)].bytes;
    t.src = {of};
    const int owner = m_t[static_cast<size_t>(of)].viewOf;
    t.viewOf = owner >= 0 ? owner : of; // ggml views always point at the tensor owning the storage
    t.storage = false;
    m_t.push_back(std::move(t));
    return static_cast<int>(m_t.size() - 1);
}

void GraphSketch::sink(std::vector<int> src)
{
    Tensor t;
    t.src = std::move(src);
    t.storage = false;
    m_t.push_back(std::move(t));
}

void GraphSketch::markOutput(int t)
{
    m_t[static_cast<size_t>(t)].output = true;
}

// ggml_gallocr_alloc_graph_impl (ggml-alloc.c, llama.cpp v0.5.0): inputs first, then every node in order
// (reusing a parent in place when allowed), freeing each parent after its last child or view is done.
uint64_t GraphSketch::allocatorPeak(uint64_t alignment) const
{
    struct State
    {
        int children = 0, views = 0;
        bool allocated = false;
        uint64_t addr = 0;
    };
    std::vector<State> st(m_t.size());
    DynAllocator alloc(alignment);
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
                if (!st[p].allocated || m_t[p].output || m_t[p].bytes != t.bytes)
                    continue;
                if (st[p].children == 1 && st[p].views == 0) {
                    s.addr = st[p].addr;
                    st[p].allocated = false;
                    return;
                }
            }
        }
        s.addr = alloc.alloc(t.bytes);
    };
    auto release = [&](size_t i) {
        if (m_t[i].output)
            return;
        alloc.free(st[i].addr, m_t[i].bytes);
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
    return alloc.maxSize();
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

struct Dims
{
    uint64_t embd = 0, headsQ = 0, headDimK = 0, headDimV = 0, headsKv = 0, ff = 0, vocab = 0;
    uint32_t layers = 0;
};

// build_llama (src/models/llama.cpp) with build_attn (src/llama-graph.cpp), as the v0.5.0 CPU graph orders
// its tensors (checked against a dump of that graph): per layer RMS norm, Q/V/K projections, RoPE on Q and
// K, copies into the cache, attention (flash: one fused op; otherwise KQ scores, softmax in place, KQV and a
// contiguous copy), output projection, residual, RMS norm, SwiGLU FFN, residual. The last layer keeps
// only the output rows; then the output norm and the logits.
GraphSketch llamaGraph(const Dims& d, uint64_t tokens, uint64_t outputs, uint64_t cells, bool fa)
{
    using R = GraphSketch::Reuse;
    GraphSketch g;
    const uint64_t T = tokens, E = d.embd;
    const int tok = g.input(kI32 * T);
    g.input(kF32 * E * T); // inp_embd: allocated for embedding input, unused with tokens
    const int pos = g.input(kI32 * T);
    const int kIdx = g.input(kI64 * T);
    // Without flash attention V is stored transposed: one row index per element.
    const int vIdx = g.input(kI64 * T * (fa ? 1 : d.headsKv * d.headDimV));
    // The KQ mask, cells x tokens per stream (f16 with flash attention).
    const int mask = g.input((fa ? kF16 : kF32) * cells * T);
    const int outIds = g.input(kI32 * outputs);
    int inpL = g.op(kF32 * E * T, {tok});
    for (uint32_t il = 0; il < d.layers; ++il) {
        const int norm = g.op(kF32 * E * T, {inpL}, R::InPlace);
        const int an = g.op(kF32 * E * T, {norm}, R::InPlace);
        const uint64_t qBytes = kF32 * d.headsQ * d.headDimK * T;
        const int q = g.op(qBytes, {an});
        const int qRope = g.op(qBytes, {g.view(q), pos}, R::InPlace);
        const int v = g.op(kF32 * d.headsKv * d.headDimV * T, {an});
        const int vr = g.view(v);
        const uint64_t kBytes = kF32 * d.headsKv * d.headDimK * T;
        const int k = g.op(kBytes, {an});
        const int kRope = g.op(kBytes, {g.view(k), pos}, R::InPlace);
        g.sink({g.view(kRope), kIdx});
        if (fa) {
            g.sink({g.view(vr), vIdx});
        } else {
            g.sink({g.view(g.view(vr)), vIdx});
        }
        const int qPerm = g.view(g.view(qRope));
        int attnIn = 0;
        if (fa) {
            attnIn = g.view(g.op(kF32 * d.headDimV * d.headsQ * T, {qPerm, mask}));
        } else {
            const uint64_t kqBytes = kF32 * cells * T * d.headsQ;
            const int kq = g.op(kqBytes, {qPerm});
            const int sm = g.op(kqBytes, {kq, mask}, R::InPlace);
            const int kqv = g.op(kF32 * d.headDimV * T * d.headsQ, {sm});
            attnIn = g.op(kF32 * d.headsQ * d.headDimV * T, {g.view(kqv)});
        }
        int attn = g.op(kF32 * E * T, {attnIn});
        int residual = inpL;
        uint64_t rows = T;
        if (il + 1 == d.layers) {
            rows = outputs;
            attn = g.op(kF32 * E * rows, {attn, outIds});
            residual = g.op(kF32 * E * rows, {inpL, outIds});
        }
        const int ffnInp = g.op(kF32 * E * rows, {attn, residual}, R::InPlace);
        const int fnorm = g.op(kF32 * E * rows, {g.op(kF32 * E * rows, {ffnInp}, R::InPlace)}, R::InPlace);
        const int gate = g.op(kF32 * d.ff * rows, {fnorm});
        const int up = g.op(kF32 * d.ff * rows, {fnorm});
        const int glu = g.op(kF32 * d.ff * rows, {gate, up});
        const int down = g.op(kF32 * E * rows, {glu});
        inpL = g.op(kF32 * E * rows, {down, ffnInp}, R::InPlace);
    }
    const int resultNorm = g.op(kF32 * E * outputs, {g.op(kF32 * E * outputs, {inpL}, R::InPlace)}, R::InPlace);
    g.markOutput(resultNorm);
    g.markOutput(g.op(kF32 * d.vocab * outputs, {resultNorm}));
    return g;
}

// The dense llama-architecture models whose graph llamaGraph reproduces.
std::optional<Dims> llamaDims(const ModelSpec& m)
{
    if (m.arch != "llama" || m.isMoe() || m.layers.empty() || m.nHead == 0 || m.nEmbd == 0 || m.nVocab == 0)
        return std::nullopt;
    const LayerSpec& l0 = m.layers.front();
    for (const LayerSpec& l : m.layers)
        if (l.attn != AttnKind::Full || l.hasRecurrent() || l.nHeadKv != l0.nHeadKv || l.headDimK != l0.headDimK ||
            l.headDimV != l0.headDimV || l.nHeadKv == 0)
            return std::nullopt;
    Dims d;
    d.embd = m.nEmbd;
    d.headsQ = m.nHead;
    d.headDimK = l0.headDimK;
    d.headDimV = l0.headDimV;
    d.headsKv = l0.nHeadKv;
    d.ff = ffnWidth(m);
    d.vocab = m.nVocab;
    d.layers = m.nLayer();
    if (d.ff == 0)
        return std::nullopt;
    return d;
}

} // namespace

std::optional<uint64_t> llamaCppCpuComputeBytes(const ModelSpec& m, const ComputeGraphParams& p)
{
    const std::optional<Dims> d = llamaDims(m);
    if (!d || p.tokens == 0 || p.sequences == 0)
        return std::nullopt;
    // The answer is a pure function of the graph's dimensions and parameters (never of the weights or the
    // machine), and the limit searches, `fit` and `machines` ask for the same ones many times (every
    // scheme of a model, every machine of a ranking probes the same contexts): memoised.
    using Key = std::array<uint64_t, 14>;
    const Key key{d->embd,   d->headsQ, d->headDimK, d->headDimV, d->headsKv, d->ff,       d->vocab,
                  d->layers, p.tokens,  p.sequences, p.streams,   p.outputs,  p.cellsFull, uint64_t(p.flashAttn)};
    static std::mutex mutex;
    static std::map<Key, uint64_t> memo;
    {
        const std::lock_guard lock(mutex);
        if (auto it = memo.find(key); it != memo.end())
            return it->second;
    }
    // sched_reserve: the prompt graph (tokens, min(tokens, n_outputs_max) outputs), then the generation graph
    // (one token per sequence); the buffer keeps the larger. The caller has rounded tokens to the sequences.
    const uint64_t pp = llamaGraph(*d, p.tokens, p.outputs, p.cellsFull, p.flashAttn).allocatorPeak(kCpuAlignment);
    const uint64_t tg = llamaGraph(*d, p.sequences, p.sequences, p.cellsFull, p.flashAttn).allocatorPeak(kCpuAlignment);
    const uint64_t bytes = std::max(pp, tg);
    const std::lock_guard lock(mutex);
    if (memo.size() > 16384)
        memo.clear();
    memo.emplace(key, bytes);
    return bytes;
}

} // namespace kv
