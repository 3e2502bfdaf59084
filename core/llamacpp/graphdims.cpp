#include "graphdims.h"

#include "arch/architecture.h"

#include <algorithm>

namespace kv::llamacpp {

uint64_t ffnWidth(const ModelSpec& m)
{
    if (m.nFf > 0)
        return m.nFf;
    if (m.nLayer() == 0 || m.nEmbd == 0)
        return 0;
    return m.params.ffn / (uint64_t(m.nLayer()) * 3 * m.nEmbd);
}

namespace {

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

// The models whose graph decoderGraph reproduces (Sketch::Decoder): llama and the decoders that differ from it in a
// few steps stated in their descriptions, with one attention shape in every layer (full, or full and sliding-window
// where the architecture has it: olmo2 with attention.sliding_window, OLMo 3). qwen2 and seed_oss add q/k/v biases
// (ggml_add in place on each projection: no bytes) and seed_oss names its FFN norm attn_post_norm: llama's graph to
// the byte; mistral3 may add the attention temperature's input; smollm3 skips RoPE in every 4th layer (il + 1
// divisible by n_no_rope_layer_step = 4, set in its loader).
std::optional<Dims> decoderDims(const ModelSpec& m, const Architecture& a)
{
    const Architecture::Graph& g = a.graph;
    const Architecture::Tensors& t = a.tensors;
    if (m.layers.empty() || m.nHead == 0 || m.nEmbd == 0 || m.nVocab == 0)
        return std::nullopt;
    // qwen2, olmo2 and phi3 size Q as n_embd (src/models/{qwen2,olmo2,phi3}.cpp load_arch_tensors): llama.cpp loads no
    // other head shape for them.
    if (g.qSizedAsEmbd && uint64_t(m.nHead) * m.layers.front().headDimK != m.nEmbd)
        return std::nullopt;
    // The attention temperature is a mistral3 (or llama4) graph's; on any other architecture it is not read.
    if (m.attnTemperature && !g.attnTemperature)
        return std::nullopt;
    const LayerSpec& l0 = m.layers.front();
    Dims d;
    for (const LayerSpec& l : m.layers) {
        const bool swaOk = g.slidingWindow && l.attn == AttnKind::Swa;
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
    d.qkNorm = t.qkNorm;
    d.gemma = g.gemma;
    d.attnSoftcap = g.softcaps;
    d.logitSoftcap = g.softcaps;
    d.qkvOrder = g.qkvOrder;
    d.gptOss = t.gptOss;
    d.olmo2 = t.qkNormFull && !t.preNorms;
    d.phi3 = t.fusedQkv;
    d.attnTemp = m.attnTemperature;
    if (g.noRopeStep > 0)
        for (uint32_t il = 0; il < d.layers; ++il)
            d.noRope.push_back((il + 1) % g.noRopeStep == 0);
    if (t.glmMoe)
        return glm4moeDims(m, d);
    if (m.isMoe()) {
        // llama with routed experts (Mixtral): src/models/llama.cpp's MoE branch, build_moe_ffn with a softmax
        // router and normalised top-k weights (norm_w = true; expert_weights_scale 0 scales nothing), no shared
        // expert.
        d.experts = m.nExpert;
        d.expertsUsed = m.nExpertUsed;
        d.ffExp = expertWidth(m, d.gptOss);
        d.moeNorm = g.normalisedTopK;
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
std::optional<Dims> ssmDims(const ModelSpec& m, const Architecture& a)
{
    // granitehybrid: attention and FFN layers beside the Mamba-2 ones; mamba2 has neither (Tensors::ffn).
    const bool granite = a.tensors.ffn;
    const RecurrentInfo& r = m.recurrent;
    if (m.layers.empty() || m.nEmbd == 0 || m.nVocab == 0 || r.kind != RecurrentKind::Mamba2 || r.dConv < 2 ||
        r.dInner == 0 || r.dState == 0 || r.nGroup == 0 || r.dInner % r.nGroup != 0 || (granite && m.nHead == 0))
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
        d.rope = !a.graph.ropeless || m.ropeFinetuned;
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
std::optional<Dims> deltaNetDims(const ModelSpec& m, const Architecture& a)
{
    const bool moe = m.isMoe();
    const RecurrentInfo& r = m.recurrent;
    if (m.layers.empty() || m.nHead == 0 || m.nEmbd == 0 || m.nVocab == 0 || r.kind != RecurrentKind::GatedDeltaNet ||
        r.dConv < 2 || r.dState == 0 || r.nGroup == 0 || r.dInner % r.dState != 0 ||
        (r.dInner / r.dState) % r.nGroup != 0)
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
    d.deltaNetNext = a.graph.qkRepeated;
    d.mrope = a.graph.mrope;
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
    if (m.layers.empty() || m.nHead == 0 || m.nEmbd == 0 || m.nVocab == 0 || r.kind != RecurrentKind::Mamba2 ||
        r.dConv < 2 || r.dInner == 0 || r.dState == 0 || r.nGroup == 0 || r.dInner % r.nGroup != 0)
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

} // namespace

std::optional<Dims> graphDims(const ModelSpec& m)
{
    const Architecture& a = architecture(m.arch);
    using G = Architecture::Graph;
    if ((a.graph.experts == G::Experts::Never && m.isMoe()) || (a.graph.experts == G::Experts::Always && !m.isMoe()))
        return std::nullopt;
    switch (a.graph.sketch) {
    case G::Sketch::None: return std::nullopt;
    case G::Sketch::Decoder: return decoderDims(m, a);
    case G::Sketch::Llama4: return llama4Dims(m);
    case G::Sketch::Mla: return deepseek2Dims(m);
    case G::Sketch::Mamba2: return ssmDims(m, a);
    case G::Sketch::DeltaNet: return deltaNetDims(m, a);
    case G::Sketch::NemotronH: return nemotronHDims(m);
    }
    return std::nullopt;
}

bool cudaChecked(const ModelSpec& m)
{
    return architecture(m.arch).graph.cudaChecked;
}

} // namespace kv::llamacpp
