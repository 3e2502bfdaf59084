#pragma once
// llama.cpp's CPU compute buffer, reproduced rather than fitted.
//
// The compute buffer is what ggml's graph allocator (ggml/src/ggml-alloc.c, llama.cpp v0.5.0 0ad4a86)
// needs for the worst-case graph that llama_context::sched_reserve builds: a micro-batch of
// T = min(n_ctx, n_ubatch) tokens (rounded up to a multiple of the sequences), the full cache visible, and
// min(T, n_outputs_max) logits rows (llama-server: one per slot). The allocator walks the graph in order,
// places every intermediate tensor best-fit in one buffer (32-byte aligned on the CPU), frees it after its
// last consumer and lets some ops reuse their input in place. The buffer is the high-water mark, so it
// depends on the order and sizes of the tensors, not just on their sum; no closed formula is exact.
//
// So kvplanner keeps a sketch of the graph (each tensor llama.cpp allocates, its size, its inputs, whether
// it is a view or may be computed in place) for the architectures whose graph it knows, and runs the
// allocator's own algorithm on it. Checked byte for byte against tests/data/groundtruth/llamacpp-compute.json.
//
// Example: llama, 2 layers, n_embd 256, 8 heads x 32 (2 KV heads), n_ff 512, vocab 1000, -c 4096 -np 1,
// ub 512, FA off: the inputs (tokens 2048, embeddings 524288, positions 2048, K/V row indices 4096 and
// 262144, the 4096 x 512 f32 mask 8388608, one output id, 32-aligned) take 9183264 bytes; the layer's
// input, its norm, Q and roped Q (4 x 256 x 512 x 4) stack above them, and the 8 heads' scores
// (4096 x 512 x 8 x 4 = 64 MiB) land on top: 11280416 + 67108864 = 78389280 bytes, as measured. With
// flash attention the mask is f16 and the peak is in the FFN instead: 4730912 + 3 x 524288 + 2 x 1048576.

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace kv {

// A ggml graph reduced to what the allocator sees. Tensors are added in graph order; external tensors
// (weights, KV cache) are left out, as the allocator does not place them.
class GraphSketch
{
public:
    enum class Reuse : uint8_t { None, InPlace };
    // The tensors a node reads: at most kMaxSrc (ggml_flash_attn_ext reads five), kept in place so that a sketch
    // of thousands of nodes costs no allocation per node (the GPU split sketches a graph per estimate).
    class Srcs
    {
    public:
        static constexpr size_t kMaxSrc = 7;
        Srcs() = default;
        Srcs(std::initializer_list<int> l) { assign(l.begin(), l.end()); }
        Srcs(const std::vector<int>& v) { assign(v.data(), v.data() + v.size()); }
        const int* begin() const { return m_v.data(); }
        const int* end() const { return m_v.data() + m_n; }
        int* begin() { return m_v.data(); }
        int* end() { return m_v.data() + m_n; }
        size_t size() const { return m_n; }
        bool empty() const { return m_n == 0; }
        int front() const { return m_v[0]; }
        int operator[](size_t i) const { return m_v[i]; }

    private:
        void assign(const int* b, const int* e);
        std::array<int, kMaxSrc> m_v{};
        uint8_t m_n = 0;
    };
    // Room for n tensors (a decoder adds a few dozen per layer).
    void reserve(size_t n) { m_t.reserve(n); }
    // A graph input (llama.cpp's inp_* tensors): placed before any node, in the order added.
    int input(uint64_t bytes);
    // A node with storage of its own; src are earlier tensors it reads. InPlace: the op may take over its
    // first reusable src's memory (ggml_op_can_inplace and the same layout as that src).
    int op(uint64_t bytes, const Srcs& src, Reuse reuse = Reuse::None);
    // A view (reshape, permute, view, transpose) of `of`'s storage, read from `of`.
    int view(int of);
    // A view of `of`'s storage computed from src (ggml_set_rows into `of`: src = {rows, indices, of}).
    int viewFrom(int of, const Srcs& src);
    // A node without storage of its own here (a copy into the KV cache): it only reads src.
    void sink(const Srcs& src);
    void markOutput(int t);
    // The tensors added from here on belong to layer `il` (-1 before the first layer; n_layer for the output
    // layer): on a GPU machine the scheduler runs them on that layer's device.
    void beginLayer(int il) { m_layer = il; }
    // A node that runs on the host whatever the offload: the token embeddings' get_rows (token_embd stays in
    // host memory, and CUDA never offloads GET_ROWS: get_op_batch_size is 0 for it).
    int hostOp(uint64_t bytes, const Srcs& src);

    // ggml_gallocr's buffer size for this graph with the given alignment.
    uint64_t allocatorPeak(uint64_t alignment) const;
    // The same with one buffer per device (a scheduled graph): alignments[d] for device d; one peak each.
    std::vector<uint64_t> allocatorPeaks(const std::vector<uint64_t>& alignments) const;

    // The graph as ggml_backend_sched hands it to ggml-alloc (ggml-backend.cpp ggml_backend_sched_split_graph,
    // llama.cpp v0.5.0 0ad4a86), every layer on a GPU: inputs and hostOp nodes on `host`, each layer's nodes on
    // deviceOfLayer[il + 1] (layer -1 included), views with what they view. Consecutive nodes of one device
    // form a split; a split's tensors from another device are copied in at its start (a view of the source, a
    // copy tensor on the split's device), once per tensor and device. With `copies` > 1 (pipeline parallelism,
    // GGML_SCHED_MAX_COPIES = 4) every graph input and every split input exists `copies` times, allocated
    // first and never freed (ggml_set_input + ggml_set_output).
    // Consumes the sketch (its tensors move into the result).
    GraphSketch scheduled(const std::vector<int>& deviceOfLayer, int host, uint32_t copies) &&;

private:
    struct Tensor
    {
        uint64_t bytes = 0;
        Srcs src;
        int viewOf = -1; // the tensor owning the storage, for views
        bool input = false;
        bool output = false;
        bool storage = true; // false for sinks
        bool viewOp = false; // made by view(): skipped when the scheduler looks for split inputs
        bool host = false;   // hostOp
        int layer = -1;
        int device = 0; // the buffer it is allocated in (allocatorPeaks)
        Reuse reuse = Reuse::None;
    };
    std::vector<Tensor> m_t;
    int m_layer = -1;
};

} // namespace kv
