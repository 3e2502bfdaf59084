#include "graphblocks.h"

namespace kv::llamacpp {

namespace {

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
    if (b.fa) {
        const uint64_t out = kF32 * d.headDimV * d.headsQ * T;
        const int fa = g.view(g.op(out, {qPerm, in.mask}));
        // A rotated V cache: the output rotated back (llama_mul_mat_hadamard on the reshaped rows).
        return in.vRot >= 0 ? g.view(g.op(out, {g.view(fa), in.vRot})) : fa;
    }
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

// llama.cpp v0.5.0's rotation of a quantised cache (llama_kv_cache: attn_rot_k when K is block-quantised and
// n_embd_head_k % 64 == 0, attn_rot_v likewise for V; PR #21038): Q and K, or V, multiplied by a Hadamard matrix over
// their reshaped rows before they are stored (build_attn, llama_mul_mat_hadamard), a new tensor each.
int rotated(GraphSketch& g, uint64_t bytes, int x, int rot)
{
    return rot >= 0 ? g.view(g.op(bytes, {g.view(x), rot})) : x;
}

// The rotations' inputs, after a cache's mask (f32 matrices): K's of the largest power of two from 64 that divides
// the head, V's of 64 (llama_kv_cache::build_input_k_rot / build_input_v_rot).
void rotationInputs(GraphSketch& g, const Dims& d, const Batch& b, CacheInputs& c)
{
    if (isBlockQuantized(b.typeK) && d.headDimK % 64 == 0) {
        uint64_t n = 64;
        while (d.headDimK % (2 * n) == 0)
            n *= 2;
        c.kRot = g.input(kF32 * n * n);
    }
    if (isBlockQuantized(b.typeV) && d.headDimV % 64 == 0)
        c.vRot = g.input(kF32 * 64 * 64);
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
        const int q = rotated(g, qBytes, g.op(qBytes, {g.op(qBytes, {g.view(qkv), pos})}, R::InPlace), in.kRot);
        const int k = rotated(g, kBytes, g.op(kBytes, {g.view(qkv), pos}), in.kRot); // roped Q scaled; K roped
        const int v = rotated(g, vBytes, g.view(qkv), in.vRot);
        return attention(g, d, b, in, cells, q, k, v);
    }
    int qRope = ropedProjection(g, d, qBytes, an, pos);
    if (d.gemma)
        qRope = g.op(qBytes, {qRope}, R::InPlace);
    // mistral3's temperature scale, in place on the roped Q; llama4's only in NoPE layers, on Q's per-head view (a new
    // tensor). llama4's L2 norms of the roped Q and K (Scout) work in place and move no bytes.
    if (in.attnScale >= 0 && (!d.llama4 || pos < 0))
        qRope = g.op(qBytes, {qRope, in.attnScale}, R::InPlace);
    qRope = rotated(g, qBytes, qRope, in.kRot);
    int kRope = -1, vr = -1;
    if (d.qkvOrder) {
        kRope = rotated(g, kBytes, ropedProjection(g, d, kBytes, an, pos), in.kRot);
        vr = rotated(g, vBytes, g.view(g.op(vBytes, {an})), in.vRot);
    } else {
        vr = rotated(g, vBytes, g.view(g.op(vBytes, {an})), in.vRot);
        kRope = rotated(g, kBytes, ropedProjection(g, d, kBytes, an, pos), in.kRot);
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
        if (!d.mla) // MLA: measured unchanged (DeepSeek-V2's 576-wide latent)
            rotationInputs(g, d, b, c);
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
            rotationInputs(g, d, b, full);
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
    const int qRope = rotated(g, qBytes, normRope(g.view(qFull), qBytes), in.kRot);
    const int vr = rotated(g, kvBytes, g.view(g.op(kvBytes, {an})), in.vRot);
    const int kRope = rotated(g, kvBytes, normRope(g.view(g.op(kvBytes, {an})), kvBytes), in.kRot);
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
            rotationInputs(g, d, b, full);
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
            rotationInputs(g, d, b, full);
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

} // namespace

GraphSketch buildGraph(const Dims& d, const Batch& b)
{
    if (d.deltaNet)
        return deltaNetGraph(d, b);
    if (d.nemotronH)
        return nemotronHGraph(d, b);
    if (!d.ssm.empty())
        return ssmGraph(d, b);
    return decoderGraph(d, b);
}

} // namespace kv::llamacpp
