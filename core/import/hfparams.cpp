// Parameter counts of a Hugging Face model, derived from its config dimensions (tensor by tensor as
// transformers builds the model). Example, Llama 3.1 8B: attention per layer 4096x4096 (q) + 2 x
// 4096x1024 (k, v) + 4096x4096 (o) = 41,943,040, x 32 = 1,342,177,280.
#include "checked.h"
#include "hfdims.h"

namespace kv {

namespace {

uint64_t mla(const HfDims& d)
{
    const uint64_t qk = d.qkNope + d.qkRope;
    const uint64_t q = d.qLora ? d.E * d.qLora + d.qLora * d.H * qk : d.E * d.H * qk;
    const uint64_t kvA = d.E * (d.kvLora + d.qkRope);
    const uint64_t kvB = d.kvLora * d.H * (d.qkNope + d.vHead);
    // DeepSeek-V3.2's lightning indexer: wq_b (q_lora -> heads x dim), wk (E -> dim), weights_proj (E -> heads)
    const uint64_t indexer = d.idxDim ? d.qLora * d.idxHeads * d.idxDim + d.E * d.idxDim + d.E * d.idxHeads : 0;
    return q + kvA + kvB + d.H * d.vHead * d.E + indexer;
}

uint64_t attention(const HfDims& d)
{
    if (d.kvLora)
        return mla(d);
    const uint64_t q = d.H * d.hd, kv = d.KV * d.hd;
    uint64_t n = d.E * q * (d.gatedQ ? 2 : 1) + 2 * d.E * kv + q * d.E;
    if (d.attnBias || d.qkvBias)
        n += q + 2 * kv;
    if (d.attnBias)
        n += d.E;
    if (d.sinks)
        n += d.H;
    return n;
}

uint64_t attentionNorms(const HfDims& d)
{
    if (d.kvLora)
        return d.kvLora + d.qLora + 2 * d.idxDim; // the indexer's k_norm is a LayerNorm: weight and bias
    if (d.qkNormAllHeads)
        return (d.H + d.KV) * d.hd;
    return d.qkNorm ? 2 * d.hd : 0;
}

struct RecParams
{
    uint64_t weights = 0, norms = 0;
};

RecParams recurrent(const HfDims& d)
{
    const RecurrentInfo& r = d.rec;
    const uint64_t di = r.dInner, ds = r.dState, k = r.dConv;
    if (r.kind == RecurrentKind::Mamba) { // Mamba-1 (Jamba)
        uint64_t n = d.E * 2 * di + di * k + (d.convBias ? di : 0) + di * (d.dtRank + 2 * ds) + d.dtRank * di + di +
                     di * ds + di + di * d.E;
        if (d.projBias)
            n += 2 * di + d.E;
        return {n, d.hf.recurrent == ModelType::Hf::Recurrent::Mamba1 ? d.dtRank + 2 * ds : 0};
    }
    if (r.kind == RecurrentKind::Mamba2) {
        const uint64_t conv = di + 2 * r.nGroup * ds;
        const uint64_t n = d.E * (2 * di + 2 * r.nGroup * ds + d.ssmHeads) + conv * k + (d.convBias ? conv : 0) +
                           3 * d.ssmHeads + di * d.E;
        return {n, d.ssmNorm ? di : 0};
    }
    if (r.kind == RecurrentKind::GatedDeltaNet) {
        const uint64_t keyDim = d.linNk * d.linDk, valueDim = d.linNv * d.linDv;
        const uint64_t n = d.E * (2 * keyDim + 2 * valueDim) + d.E * 2 * d.linNv + (2 * keyDim + valueDim) * k +
                           2 * d.linNv + valueDim * d.E;
        return {n, d.linDv};
    }
    if (r.kind ==
        RecurrentKind::Kda) { // Kimi Delta Attention (modeling_kimi.py KimiDeltaAttention), no biases but dt_bias
        const uint64_t proj = d.linNv * d.linDv;
        const uint64_t n = 3 * d.E * proj + 3 * proj * k + d.linNv + d.E * d.linDk + d.linDk * proj + proj +
                           d.E * d.linNv + d.E * d.linDk + d.linDk * proj + proj * d.E;
        return {n, d.linDv}; // q/k/v, their convs, A_log, f_a/f_b, dt_bias, b_proj, g_a/g_b, o_proj; o_norm
    }
    if (r.kind == RecurrentKind::ShortConv) {
        const uint64_t c = d.convDim;
        return {d.E * 3 * c + c * k + (d.convBias ? c : 0) + c * d.E, 0};
    }
    return {};
}

// Nemotron-H: a block is a mixer (M, *) or an FFN (-: up and down with squared ReLU; E: routed experts of
// up and down, one shared expert, a router with a score-correction bias), never both.
void nemotronFeedForward(const HfDims& d, uint64_t layer, ParamCounts& p)
{
    const char b = d.blocks[layer];
    if (b == '-') {
        p.ffn += 2 * d.E * d.F;
    } else if (b == 'E') {
        p.experts += d.nExpert * 2 * d.E * d.moeF;
        p.ffn += d.nShared * 2 * d.E * d.sharedF;
        p.other += d.E * d.nExpert + d.nExpert;
    }
}

void feedForward(const HfDims& d, uint64_t layer, ParamCounts& p)
{
    if (d.hf.ffn == ModelType::Hf::Ffn::NemotronH) {
        nemotronFeedForward(d, layer, p);
        return;
    }
    const uint64_t mlp = 3 * d.E; // gate, up, down per unit of width
    const bool moeLayer = d.nExpert > 1 && layer >= d.firstDense && layer % d.expertPeriod == d.expertOffset;
    if (!moeLayer) {
        p.ffn += mlp * d.F;
        return;
    }
    if (d.hf.sinks)
        p.experts += d.nExpert * (d.E * 2 * d.moeF + 2 * d.moeF + d.moeF * d.E + d.E);
    else
        p.experts += d.nExpert * mlp * d.moeF;
    p.other += d.E * d.nExpert + (d.hf.sinks || d.expertBias ? d.nExpert : 0);
    p.ffn += d.nShared * mlp * d.sharedF;
    if (d.nShared && d.hf.sharedExpertGate)
        p.other += d.E; // shared-expert gate
}

} // namespace

ParamCounts hfParams(const HfDims& d)
{
    ParamCounts p;
    p.embedding = mul(d.V, d.E);
    p.output = d.tied ? 0 : p.embedding;
    const RecParams rec = recurrent(d);
    for (uint64_t i = 0; i < d.L; ++i) {
        if (d.attn[i]) {
            p.attention += attention(d);
            p.norm += attentionNorms(d);
        }
        if (d.rec_[i]) {
            p.recurrent += rec.weights;
            p.norm += rec.norms;
        }
        feedForward(d, i, p);
        p.norm += d.normsPerLayer * d.E;
    }
    p.norm += d.E;
    return p;
}

} // namespace kv
