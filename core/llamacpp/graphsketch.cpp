#include "graphsketch.h"

#include <algorithm>
#include <limits>
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

} // namespace kv
