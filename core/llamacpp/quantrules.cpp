#include "llamacpp/quantrules.h"

#include "arch/architecture.h"

#include "ggmltype.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string>

namespace kv {

namespace {

using T = GgmlType;

// llama_ftype (include/llama.h).
namespace ft {
constexpr int F32 = 0, F16 = 1, Q4_0 = 2, Q4_1 = 3, Q8_0 = 7, Q5_0 = 8, Q5_1 = 9, Q2_K = 10, Q3_K_S = 11, Q3_K_M = 12,
              Q3_K_L = 13, Q4_K_S = 14, Q4_K_M = 15, Q5_K_S = 16, Q5_K_M = 17, Q6_K = 18, IQ2_XXS = 19, IQ2_XS = 20,
              Q2_K_S = 21, IQ3_XS = 22, IQ3_XXS = 23, IQ1_S = 24, IQ4_NL = 25, IQ3_S = 26, IQ3_M = 27, IQ2_S = 28,
              IQ2_M = 29, IQ4_XS = 30, IQ1_M = 31, BF16 = 32, TQ1_0 = 36, TQ2_0 = 37, MXFP4_MOE = 38;
} // namespace ft

// llama_ftype_get_default_type; nullopt for file types without one here.
std::optional<T> defaultType(int f)
{
    switch (f) {
    case ft::Q4_0: return T::Q4_0;
    case ft::Q4_1: return T::Q4_1;
    case ft::Q5_0: return T::Q5_0;
    case ft::Q5_1: return T::Q5_1;
    case ft::Q8_0: return T::Q8_0;
    case ft::F16: return T::F16;
    case ft::BF16: return T::BF16;
    case ft::F32: return T::F32;
    case ft::MXFP4_MOE: return T::MXFP4;
    case ft::Q2_K_S:
    case ft::Q2_K: return T::Q2_K;
    case ft::IQ3_XS: return T::IQ3_S;
    case ft::Q3_K_S:
    case ft::Q3_K_M:
    case ft::Q3_K_L: return T::Q3_K;
    case ft::Q4_K_S:
    case ft::Q4_K_M: return T::Q4_K;
    case ft::Q5_K_S:
    case ft::Q5_K_M: return T::Q5_K;
    case ft::Q6_K: return T::Q6_K;
    case ft::TQ1_0: return T::TQ1_0;
    case ft::TQ2_0: return T::TQ2_0;
    case ft::IQ2_XXS: return T::IQ2_XXS;
    case ft::IQ2_XS:
    case ft::IQ2_S: return T::IQ2_XS;
    case ft::IQ2_M: return T::IQ2_S;
    case ft::IQ3_XXS: return T::IQ3_XXS;
    case ft::IQ1_S: return T::IQ1_S;
    case ft::IQ1_M: return T::IQ1_M;
    case ft::IQ4_NL: return T::IQ4_NL;
    case ft::IQ4_XS: return T::IQ4_XS;
    case ft::IQ3_S:
    case ft::IQ3_M: return T::IQ3_S;
    default: return std::nullopt;
    }
}

enum class Cat { Output, TokenEmbd, AttnQkv, AttnKvB, AttnV, AttnK, AttnQ, AttnOutput, FfnUp, FfnGate, FfnDown, Other };

bool has(const std::string& s, const char* part)
{
    return s.find(part) != std::string::npos;
}

// tensor_get_category
Cat category(const std::string& n)
{
    if (n == "output.weight")
        return Cat::Output;
    if (n == "token_embd.weight" || n == "per_layer_token_embd.weight")
        return Cat::TokenEmbd;
    if (has(n, "attn_qkv.weight"))
        return Cat::AttnQkv;
    if (has(n, "attn_kv_b.weight"))
        return Cat::AttnKvB;
    if (has(n, "attn_v.weight"))
        return Cat::AttnV;
    if (has(n, "attn_k.weight"))
        return Cat::AttnK;
    if (has(n, "attn_q.weight"))
        return Cat::AttnQ;
    if (has(n, "attn_output.weight"))
        return Cat::AttnOutput;
    if (has(n, "ffn_up"))
        return Cat::FfnUp;
    if (has(n, "ffn_gate"))
        return Cat::FfnGate;
    if (has(n, "ffn_down"))
        return Cat::FfnDown;
    return Cat::Other;
}

bool isAttnV(Cat c)
{
    return c == Cat::AttnV || c == Cat::AttnQkv || c == Cat::AttnKvB;
}

// tensor_allows_quantization by name, for the tensors a converted text model holds (the shape is
// tested apart: ggml_n_dims < 2 is never quantised).
bool nameAllowsQuantization(const std::string& n)
{
    if (n.size() < 6 || n.compare(n.size() - 6, 6, "weight") != 0)
        return false;
    for (const char* no : {"_norm.weight",
                           "ffn_gate_inp.weight",
                           "ffn_gate_tid2eid.weight",
                           "altup",
                           "laurel",
                           "per_layer_model_proj",
                           "ssm_conv1d",
                           "shortconv.conv.weight",
                           "attn_rel_b.weight",
                           "time_mix_first.weight",
                           "time_mix_w0.weight",
                           "time_mix_w1.weight",
                           "time_mix_w2.weight",
                           "time_mix_v0.weight",
                           "time_mix_v1.weight",
                           "time_mix_v2.weight",
                           "time_mix_a0.weight",
                           "time_mix_a1.weight",
                           "time_mix_a2.weight",
                           "time_mix_g1.weight",
                           "time_mix_g2.weight",
                           "time_mix_decay_w1.weight",
                           "time_mix_decay_w2.weight",
                           "time_mix_lerp_fused.weight",
                           "indexer.k_proj.weight",
                           "indexer.q_proj.weight"})
        if (has(n, no))
            return false;
    return n != "position_embd.weight" && n != "token_types.weight";
}

bool isQuantized(T t)
{
    return ggmlTypeInfo(static_cast<uint32_t>(t)).blockValues > 1;
}

uint32_t blockOf(T t)
{
    return ggmlTypeInfo(static_cast<uint32_t>(t)).blockValues;
}

struct State
{
    const ModelSpec& m;
    int ftype;
    bool imatrix;
    bool tied = true; // until output.weight is seen
    int nAttnWv = 0, iAttnWv = 0, nFfnDown = 0, iFfnDown = 0;
    uint32_t nGqa = 0;
    uint32_t nExpert = 0;
    bool is70b = false;
    bool falcon = false;
};

// tensor_type_fallback: a row that is not whole blocks of the target type.
T fallback(uint64_t ncols, T target)
{
    if (ncols % blockOf(target) == 0)
        return target;
    T r = target;
    switch (target) {
    case T::IQ1_S:
    case T::IQ1_M:
    case T::IQ2_XXS:
    case T::IQ2_XS:
    case T::IQ2_S:
    case T::IQ3_XXS:
    case T::IQ3_S:
    case T::IQ4_XS: r = T::IQ4_NL; break;
    case T::Q2_K:
    case T::Q3_K:
    case T::TQ1_0:
    case T::TQ2_0: r = T::Q4_0; break;
    case T::Q4_K: r = T::Q5_0; break;
    case T::Q5_K: r = T::Q5_1; break;
    case T::Q6_K: r = T::Q8_0; break;
    default: break; // a 32-block type: F16 below
    }
    return ncols % blockOf(r) == 0 ? r : T::F16;
}

bool useMoreBits(int i, int n)
{
    return i < n / 8 || i >= 7 * n / 8 || (i - n / 8) % 3 == 2;
}

// llama_tensor_get_type_impl, line by line.
T typeImpl(State& s, T t, const TensorWeight& w, Cat cat)
{
    const int f = s.ftype;
    const int nLayer = static_cast<int>(s.m.nLayer());
    // For MoE the layer comes from the tensor's name, else from the running counter.
    auto layerOf = [&](int counter) { return s.nExpert > 1 ? w.layer : counter; };
    auto oneOf = [f](std::initializer_list<int> l) { return std::find(l.begin(), l.end(), f) != l.end(); };
    const bool iq12 = oneOf({ft::IQ2_XXS, ft::IQ2_XS, ft::IQ1_S, ft::IQ2_S, ft::IQ2_M, ft::IQ1_M});

    if (cat == Cat::Output || (s.tied && cat == Cat::TokenEmbd)) {
        if (f == ft::MXFP4_MOE || s.falcon || w.ne[0] % blockOf(t) != 0)
            t = T::Q8_0;
        else if (oneOf({ft::IQ2_XXS, ft::IQ2_XS, ft::IQ3_XXS, ft::IQ1_S, ft::IQ2_S, ft::IQ2_M, ft::IQ1_M}))
            t = T::Q5_K;
        else if (t != T::Q8_0)
            t = T::Q6_K;
    } else if (f == ft::MXFP4_MOE) {
        t = w.ne[2] > 1 && !architecture(s.m.arch).llamacpp.expertsQ8UnderMxfp4 ? T::MXFP4 : T::Q8_0;
    } else if (cat == Cat::TokenEmbd) {
        if (oneOf({ft::IQ2_XXS, ft::IQ2_XS, ft::IQ1_S, ft::IQ1_M}))
            t = T::Q2_K;
        else if (oneOf({ft::IQ2_S, ft::IQ2_M, ft::IQ3_XXS}))
            t = T::IQ3_S;
        else if (oneOf({ft::TQ1_0, ft::TQ2_0}))
            t = T::Q4_K;
    } else if (iq12) {
        if (isAttnV(cat)) {
            if (s.nGqa >= 4 || s.nExpert >= 4)
                t = T::Q4_K;
            else
                t = oneOf({ft::IQ2_S, ft::IQ2_M}) ? T::IQ3_S : T::Q2_K;
            ++s.iAttnWv;
        } else if (s.nExpert == 8 && cat == Cat::AttnK) {
            t = T::Q4_K;
        } else if (cat == Cat::FfnDown) {
            if (s.iFfnDown < s.nFfnDown / 8)
                t = oneOf({ft::IQ2_S, ft::IQ2_M}) ? T::IQ3_S : T::Q2_K;
            ++s.iFfnDown;
        } else if (cat == Cat::AttnOutput) {
            if (s.nExpert == 8)
                t = T::Q5_K;
            else if (oneOf({ft::IQ1_S, ft::IQ1_M}))
                t = T::IQ2_XXS;
            else if (oneOf({ft::IQ2_S, ft::IQ2_M}))
                t = T::IQ3_S;
        }
    } else if (isAttnV(cat)) {
        if (f == ft::Q2_K)
            t = s.nGqa >= 4 ? T::Q4_K : T::Q3_K;
        // (llama.cpp's chain, with the branches of equal result merged: each tests a different file type)
        else if ((oneOf({ft::Q2_K_S, ft::IQ3_XS, ft::IQ3_S}) && s.nGqa >= 4) || f == ft::IQ3_M)
            t = T::Q4_K;
        else if (f == ft::IQ3_XXS)
            t = s.nGqa >= 4 ? T::Q4_K : !s.imatrix ? T::IQ3_S : T::IQ3_XXS;
        else if (f == ft::Q3_K_M)
            t = s.iAttnWv < 2 ? T::Q5_K : T::Q4_K;
        else if (f == ft::Q3_K_L || (oneOf({ft::IQ4_NL, ft::IQ4_XS}) && s.nGqa >= 4) ||
                 (f == ft::Q4_K_S && s.iAttnWv < 4))
            t = T::Q5_K;
        else if (oneOf({ft::Q4_K_M, ft::Q5_K_M}) && useMoreBits(s.iAttnWv, s.nAttnWv))
            t = T::Q6_K;
        if (s.is70b && (t == T::Q3_K || t == T::Q4_K))
            t = T::Q5_K;
        if (s.nExpert == 8)
            t = T::Q8_0;
        ++s.iAttnWv;
    } else if (cat == Cat::AttnK) {
        if (s.nExpert == 8)
            t = T::Q8_0;
        else if (f == ft::IQ3_XS)
            t = T::IQ3_XXS;
        else if (f == ft::IQ3_XXS)
            t = T::IQ2_S;
    } else if (cat == Cat::AttnQ) {
        if (f == ft::IQ3_XS)
            t = T::IQ3_XXS;
        else if (f == ft::IQ3_XXS)
            t = T::IQ2_S;
    } else if (cat == Cat::FfnDown) {
        const int i = layerOf(s.iFfnDown), n = s.nFfnDown;
        if (f == ft::Q2_K)
            t = T::Q3_K;
        else if (f == ft::Q2_K_S) {
            if (i < n / 8)
                t = T::Q4_K;
        } else if (f == ft::IQ3_XXS && !s.imatrix)
            t = i < n / 8 ? T::Q4_K : T::Q3_K;
        else if (f == ft::Q3_K_M)
            t = i < n / 16 ? T::Q5_K : !s.falcon || useMoreBits(i, n) ? T::Q4_K : T::Q3_K;
        else if (f == ft::IQ3_M && (i < n / 8 || (s.nExpert == 8 && useMoreBits(i, n))))
            t = T::Q4_K;
        else if (f == ft::Q3_K_L)
            t = s.falcon ? T::Q4_K : T::Q5_K;
        else if (f == ft::Q4_K_M) {
            if (s.falcon)
                t = i < n / 16 ? T::Q6_K : useMoreBits(i, n) ? T::Q5_K : T::Q4_K;
            else if (useMoreBits(i, n))
                t = T::Q6_K;
        } else if (i < n / 8 && oneOf({ft::IQ4_NL, ft::IQ4_XS}) && !s.imatrix)
            // NOLINTNEXTLINE(bugprone-branch-clone): kept in llama.cpp's order, where the Q4_K_S rule comes later
            t = T::Q5_K;
        else if (f == ft::Q5_K_M && useMoreBits(i, n))
            t = T::Q6_K;
        else if (f == ft::Q4_K_S && !s.falcon && i < n / 8)
            t = T::Q5_K;
        else if (oneOf({ft::Q4_0, ft::Q5_0}) && s.imatrix && i < n / 8)
            t = f == ft::Q4_0 ? T::Q4_1 : T::Q5_1;
        ++s.iFfnDown;
    } else if (cat == Cat::AttnOutput) {
        if (!s.falcon) {
            if (s.nExpert == 8) {
                if (oneOf({ft::Q2_K, ft::IQ3_XS, ft::IQ3_XXS, ft::Q3_K_S, ft::Q3_K_M, ft::IQ4_NL, ft::Q4_K_S,
                           ft::Q4_K_M, ft::IQ3_S, ft::IQ3_M, ft::IQ4_XS}))
                    t = T::Q5_K;
            } else if (f == ft::Q2_K)
                t = T::Q3_K;
            else if (f == ft::IQ3_XXS)
                t = T::IQ3_S;
            else if (f == ft::Q3_K_M || f == ft::IQ3_M)
                t = T::Q4_K;
            else if (f == ft::Q3_K_L)
                t = T::Q5_K;
        } else if (f == ft::Q3_K_L)
            t = T::Q4_K;
    } else if (cat == Cat::AttnQkv) {
        if (oneOf({ft::Q3_K_M, ft::Q3_K_L, ft::IQ3_M}))
            t = T::Q4_K;
        else if (f == ft::Q4_K_M)
            t = T::Q5_K;
        else if (f == ft::Q5_K_M)
            t = T::Q6_K;
    } else if (cat == Cat::FfnGate || cat == Cat::FfnUp) {
        const int i = w.layer, n = nLayer; // the counters equal the layer for the IQ3_XS rule
        if (f == ft::IQ3_XS && i >= n / 8 && i < 7 * n / 8)
            t = T::IQ3_XXS;
    }
    return t;
}

// llama.cpp's model type 70B (src/models/*.cpp load_arch_hparams), the only one its quantizer asks about.
bool is70b(const ModelSpec& m)
{
    const uint32_t kv0 = m.layers.empty() ? 0 : m.layers[0].nHeadKv;
    if (m.nLayer() != 80)
        return false;
    using Type70b = Architecture::LlamaCpp::Type70b;
    switch (architecture(m.arch).llamacpp.type70b) {
    case Type70b::Never: return false;
    case Type70b::At80Layers: return true;
    case Type70b::At80LayersWithGqa: return m.nHead != kv0;
    }
    return false;
}

// hparams.n_gqa() of layer 0, as the quantizer asks it. qwen35, qwen35moe, qwen3next: the converter writes
// head_count_kv as one number (Qwen3NextModel: num_key_value_heads) that llama.cpp gives every layer, the linear-
// attention ones too, so layer 0 (linear attention) has the attention layers' ratio; kvplanner keeps 0 KV heads there.
uint32_t nGqaOf(const ModelSpec& m)
{
    uint32_t kv0 = m.layers.empty() ? 0 : m.layers[0].nHeadKv;
    if (architecture(m.arch).llamacpp.oneKvHeadCount) {
        const auto it =
            std::find_if(m.layers.begin(), m.layers.end(), [](const LayerSpec& l) { return l.nHeadKv > 0; });
        kv0 = it == m.layers.end() ? 0 : it->nHeadKv;
    }
    return kv0 ? m.nHead / kv0 : 0;
}

} // namespace

int llamaFileTypeOf(std::string_view schemeId)
{
    std::string up(schemeId);
    std::transform(up.begin(), up.end(), up.begin(), [](unsigned char c) { return std::toupper(c); });
    for (uint64_t f = 0; f < 64; ++f)
        if (const char* name = llamaFileTypeName(f); name && *name && up == name && defaultType(int(f)))
            return static_cast<int>(f);
    return -1;
}

void assignQuantTypes(const ModelSpec& m, int fileType, bool imatrix, std::vector<TensorWeight>& tensors)
{
    const std::optional<T> def = defaultType(fileType);
    if (!def)
        return;
    State s{m, fileType, imatrix};
    // Every layer repeats the same names after "blk.N.": their category and whether the name may be
    // quantised are worked out once per distinct name (names outside the layers: once each).
    struct Named
    {
        std::string_view suffix; // empty outside the layers
        Cat cat;
        bool allows;
    };
    std::vector<Named> names;
    std::vector<size_t> nameOf(tensors.size());
    for (size_t i = 0; i < tensors.size(); ++i) {
        const std::string& n = tensors[i].name;
        std::string_view suffix;
        if (n.compare(0, 4, "blk.") == 0)
            if (const size_t dot = n.find('.', 4); dot != std::string::npos)
                suffix = std::string_view(n).substr(dot + 1);
        auto it = names.end();
        if (!suffix.empty()) {
            // Layers repeat their names in order: the name after the last one seen is the likely match.
            const size_t next = i > 0 ? nameOf[i - 1] + 1 : 0;
            if (next < names.size() && names[next].suffix == suffix)
                it = names.begin() + static_cast<std::ptrdiff_t>(next);
            else
                it = std::find_if(names.begin(), names.end(), [&](const Named& x) { return x.suffix == suffix; });
        }
        if (it == names.end()) {
            names.push_back({suffix, category(n), nameAllowsQuantization(n)});
            it = names.end() - 1;
        }
        nameOf[i] = static_cast<size_t>(it - names.begin());
        s.nAttnWv += isAttnV(it->cat) ? 1 : 0;
        s.tied = s.tied && it->cat != Cat::Output;
    }
    s.nFfnDown = static_cast<int>(m.nLayer());
    s.nGqa = nGqaOf(m);
    s.nExpert = m.nExpert;
    s.is70b = is70b(m);
    s.falcon = architecture(m.arch).llamacpp.falconQuant;
    for (size_t i = 0; i < tensors.size(); ++i) {
        TensorWeight& t = tensors[i];
        const Named& x = names[nameOf[i]];
        if (x.allows && (t.ne[1] > 1 || t.ne[2] > 1)) {
            T type = *def;
            if (isQuantized(*def))
                type = fallback(t.ne[0], typeImpl(s, type, t, x.cat));
            t.type = static_cast<uint32_t>(type);
        }
        t.bytes = ggmlTensorBytes(t.type, t.ne);
    }
}

std::optional<WeightLayout> quantizedLayout(const ModelSpec& m, std::string_view schemeId, bool imatrix)
{
    const int f = llamaFileTypeOf(schemeId);
    if (f < 0)
        return std::nullopt;
    const auto base = static_cast<uint32_t>(f == ft::BF16 ? T::BF16 : f == ft::F32 ? T::F32 : T::F16);
    WeightLayout out{archTensors(m, base), kQuantRulesVersion};
    if (out.tensors.empty())
        return std::nullopt;
    // llama-quantize refuses IQ1/IQ2/IQ3_XXS without an importance matrix (tensor_requires_imatrix), so
    // those files were made with one.
    const bool required = f == ft::IQ2_XXS || f == ft::IQ2_XS || f == ft::IQ2_S || f == ft::IQ3_XXS || f == ft::IQ1_S ||
                          f == ft::IQ1_M || f == ft::IQ2_M;
    assignQuantTypes(m, f, imatrix || required, out.tensors);
    return out;
}

} // namespace kv
