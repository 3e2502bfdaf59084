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

#include "elemtype.h"
#include "modelspec.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
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

// What the worst-case graph depends on besides the model.
struct ComputeGraphParams
{
    uint32_t tokens = 0;    // the micro-batch, a multiple of `sequences`
    uint32_t sequences = 1; // n_seq_max
    uint32_t streams = 1;   // KV streams: 1 when unified, else n_seq_max
    uint32_t outputs = 1;   // logits rows
    uint64_t cellsFull = 0; // cells per stream of the full-attention cache
    uint64_t cellsSwa = 0;  // cells per stream of the sliding-window cache (0 without one)
    bool flashAttn = true;
    ElemType typeK = ElemType::F16; // the K cache's type (MLA without flash attention copies it out as V)
    ElemType typeV = ElemType::F16;
};

// The CPU compute buffer of llama.cpp v0.5.0 for `m`, if kvplanner knows its graph; nullopt otherwise.
// Known, with the same attention shape (KV heads, head sizes) in every layer:
//   llama    full attention (GQA/MQA/MHA), SwiGLU FFN, or routed experts (Mixtral: softmax, normalised top-k weights);
//   qwen2, seed_oss, smollm3, mistral3  llama's graph to the byte: q/k/v biases (qwen2, seed_oss) are added in place,
//            smollm3's NoPE layers (every 4th) leave Q and K unroped, and mistral3 with attention.temperature_scale
//            (ModelSpec::attnTemperature: Ministral 3, Devstral Small 2) adds a 4 x tokens input scaling Q in place;
//   phi3     llama with one fused attn_qkv product (Q, K, V its views), Q scaled after RoPE, and an FFN of ffn_up
//            (2 x n_ff) split by SwiGLU; llama.cpp ignores its sliding window (Phi-3.5-mini);
//   glm4moe  llama's attention, leading dense layers, routed experts (selection bias, normalised scaled weights) plus a
//            shared expert (ModelSpec::moe: nDenseLead, nFfExp, nShared);
//   llama4   chunked layers over the sliding-window cache, every 4th layer global and NoPE with the attention
//            temperature, interleaved routed layers (weights applied before the experts) plus a shared expert;
//   olmo2    no pre-norms; Q/K RMS norms over the whole projection; post-attention and post-FFN norms; OLMo 3's
//            sliding-window layers (a per-layer pattern) with their own KQ mask;
//   qwen3    llama plus per-head RMS norms of Q and K;
//   gemma3   Q/K norms, scaled embeddings and Q, post-attention and post-FFN norms, GeGLU, sliding-window layers
//            with their own KQ mask (cellsSwa wide);
//   gemma2   gemma3 without Q/K norms, plus soft-capped scores (without flash attention) and logits;
//   qwen3moe qwen3 with a routed-expert FFN (softmax router, top-k, normalised weights, ggml_mul_mat_id; the
//            expert width is params.experts / (n_layer x n_expert x 3 x n_embd));
//   gpt-oss  sliding-window layers, attention-output bias, biased experts with softmax-weighted top-k, and the
//            last layer run on every token (its output is kept: t_h_nextn).
//   deepseek2 MLA with the absorbed K/V projections (a K-only latent cache read back as V), V3's q_lora or
//            V2-Lite's single attn_q, leading dense layers, routed experts (softmax or sigmoid gating, selection
//            bias, normalised and scaled weights, group-limited routing) plus shared experts; it needs
//            qk_nope_head_dim and v_head_dim (ModelSpec::qkNopeHeadDim, vHeadDimMla).
//   mamba2   Mamba-2 layers without FFN: ssm_in, the conv state gathered per sequence (rs_s_copy) and concatenated,
//            ggml_ssm_conv, ggml_ssm_scan (output and final state), the gated grouped RMS norm, ssm_out; the SSM heads
//            come from the layers' recurrent parameters (ModelSpec::params.recurrent);
//   granitehybrid  Mamba-2 or llama-style full-attention layers without RoPE (as llama.cpp converts Granite 4.0 H),
//            each followed by a SwiGLU FFN or by routed experts (softmax, normalised weights; width from
//            params.experts) plus a shared expert (width from params.ffn).
//   qwen35, qwen35moe, qwen3next  Gated DeltaNet layers (conv state gathered and concatenated, ssm_conv, L2-normed Q
//   and
//            K, qwen3next's repeat of them to the value heads, the decay gate and beta, one fused ggml_gated_delta_net:
//            on the CPU llama.cpp runs it for prompt and generation batches alike, so the chunk size plays no part),
//            gated full attention (query and output gate in one projection, Q/K RMS norms; M-RoPE positions, four
//            per token, for qwen35*), a SwiGLU FFN (qwen35) or routed experts (softmax, normalised weights) plus a
//            sigmoid-gated shared expert (width from params.ffn); every layer on all tokens, the output rows taken
//            after the final norm. The value heads are d_inner / d_state, the key heads n_group.
//   nemotron_h  Mamba-2 layers (mamba2's block), attention layers without RoPE and MLP-only layers (ReLU² FFN, width
//            from n_ff or params.ffn), in any order; every layer on all tokens, the output rows taken after the final
//            norm. Not nemotron_h_moe (Nemotron 3 Nano 30B-A3B: latent experts, another graph).
// Not yet: granitehybrid with RoPE (Bamba: not told apart from Granite 4.0 H in a ModelSpec), other hybrids
// (lfm2, nemotron_h_moe, falcon-h1, jamba, ...), and every other architecture.
std::optional<uint64_t> llamaCppCpuComputeBytes(const ModelSpec& m, const ComputeGraphParams& p);

// llama.cpp v0.5.0's compute buffers on CUDA GPUs holding every repeating layer, the output layer and the KV cache
// (-ngl > n_layer, layer split): gpus[k] for GPU k (CUDA0, CUDA1, ...), host for CUDA_Host. deviceOfLayer has
// n_layer + 1 entries (the output layer last), each a GPU index below nGpus; copies is 4 with pipeline parallelism
// (several GPUs, full offload, KV offloaded), else 1. The GPUs' buffers are 128-byte aligned (CUDA's
// ggml_backend_cuda_buffer_type_get_alignment), the host's 32. Known for the dense decoders of
// llamaCppCpuComputeBytes (llama, qwen3, gemma2, gemma3) with an f16 cache; nullopt otherwise: routed experts
// (CUDA's graph_optimize keeps fused MoE tensors alive longer: add_alloc_dep), MLA and recurrent graphs and the
// llama-like decoders added with CPU fixtures only (qwen2, seed_oss, smollm3, mistral3, olmo2) are not checked, and
// with a quantized cache CUDA's flash attention allocates f16 copies of K and V whose need depends on the kernel the
// GPU picks (fattn.cu ggml_cuda_flash_attn_ext_get_alloc_size).
struct GpuComputeBytes
{
    std::vector<uint64_t> gpus;
    uint64_t host = 0;
};
std::optional<GpuComputeBytes> llamaCppGpuComputeBytes(const ModelSpec& m, const ComputeGraphParams& p,
                                                       const std::vector<int>& deviceOfLayer, int nGpus,
                                                       uint32_t copies);

// The FFN width used by the graph: nFf when the model states it, else derived from the FFN parameters of
// a gated FFN (3 x n_embd x n_ff per layer); 0 when neither is known.
uint64_t ffnWidth(const ModelSpec& m);

} // namespace kv
