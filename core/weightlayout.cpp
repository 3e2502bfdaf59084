#include "weightlayout.h"

#include "checked.h"
#include "ggmltype.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace kv {

namespace {

bool has(std::string_view s, std::string_view part)
{
    return s.find(part) != std::string_view::npos;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

// The tensor's own part: "blk.12.attn_q.weight" -> "attn_q".
std::string_view stem(std::string_view name)
{
    if (startsWith(name, "blk.")) {
        name.remove_prefix(4);
        const size_t dot = name.find('.');
        name = dot == std::string_view::npos ? std::string_view() : name.substr(dot + 1);
    }
    const size_t dot = name.find('.');
    return dot == std::string_view::npos ? name : name.substr(0, dot);
}

// What an architecture's converter writes per layer (llama.cpp's convert_hf_to_gguf.py and the tensor
// lists in src/models/*.cpp of the rules version).
struct ArchShape
{
    bool qkvBias = false;   // qwen2, seed_oss: attn_{q,k,v}.bias
    bool qkNorm = false;    // qwen3, qwen3moe, gemma3: attn_{q,k}_norm [head_dim]
    bool postNorms = false; // gemma2, gemma3: post_attention_norm, post_ffw_norm
    bool fusedQkv = false;  // phi3: attn_qkv, and ffn_up holding gate and up
};

bool archShape(const std::string& arch, ArchShape& s)
{
    if (arch == "llama" || arch == "mistral3" || arch == "smollm3")
        return true;
    if (arch == "qwen2" || arch == "seed_oss") {
        s.qkvBias = true;
        return true;
    }
    if (arch == "qwen3" || arch == "qwen3moe") {
        s.qkNorm = true;
        return true;
    }
    if (arch == "gemma2" || arch == "gemma3") {
        s.postNorms = true;
        s.qkNorm = arch == "gemma3";
        return true;
    }
    if (arch == "phi3") {
        s.fusedQkv = true;
        return true;
    }
    return false;
}

std::string blk(uint32_t il, const char* part)
{
    char buf[96];
    std::snprintf(buf, sizeof buf, "blk.%u.%s", il, part);
    return buf;
}

// llama_model_loader's weight_name_comparer: by layer (-1 first), then by name. The quantizer walks the
// tensors in this order, so its attn_v / ffn_down counters follow it.
bool loaderOrder(const TensorWeight& a, const TensorWeight& b)
{
    return a.layer != b.layer ? a.layer < b.layer : a.name < b.name;
}

ClassBytes asClasses(const ParamCounts& p)
{
    return {p.embedding, p.attention, p.ffn, p.experts, p.recurrent, p.norm, p.output, p.other};
}

} // namespace

TensorClass classifyTensor(std::string_view name)
{
    const std::string_view s = stem(name);
    if (s == "token_embd")
        return TensorClass::Embedding;
    if (s == "output")
        return TensorClass::Output;
    if (has(s, "norm"))
        return TensorClass::Norm;
    if (has(s, "_exps") || has(s, "_exp_")) // ffn_up_exps, ffn_gate_up_exps; biases of experts too
        return has(s, "probs") ? TensorClass::Other : TensorClass::Experts;
    if (s == "ffn_gate_inp" || has(s, "gate_inp") || has(s, "exp_probs"))
        return TensorClass::Other; // routers, shared-expert gates, expert score biases
    if (startsWith(s, "attn_"))
        return TensorClass::Attention;
    if (startsWith(s, "ffn_"))
        return TensorClass::Ffn;
    if (startsWith(s, "ssm_") || startsWith(s, "shortconv") || startsWith(s, "time_mix"))
        return TensorClass::Recurrent;
    return TensorClass::Other;
}

uint64_t WeightLayout::fileBytes() const
{
    uint64_t total = 0;
    for (const TensorWeight& t : tensors)
        total = add(total, t.bytes);
    return total;
}

ClassBytes WeightLayout::bytesByClass() const
{
    ClassBytes c;
    for (const TensorWeight& t : tensors)
        c.at(t.cls) = add(c.at(t.cls), t.bytes);
    return c;
}

ClassBytes WeightLayout::paramsByClass() const
{
    ClassBytes c;
    for (const TensorWeight& t : tensors)
        c.at(t.cls) = add(c.at(t.cls), t.elements());
    return c;
}

std::vector<TypeBytes> WeightLayout::bytesByType() const
{
    std::map<std::string, TypeBytes> by;
    for (const TensorWeight& t : tensors) {
        const char* name = ggmlTypeInfo(t.type).name;
        TypeBytes& b = by[name ? name : "?"];
        b.type = name ? name : "?";
        b.tensors += 1;
        b.bytes = add(b.bytes, t.bytes);
    }
    std::vector<TypeBytes> out;
    out.reserve(by.size());
    for (auto& [_, b] : by)
        out.push_back(b);
    std::stable_sort(out.begin(), out.end(), [](const TypeBytes& a, const TypeBytes& b) { return a.bytes > b.bytes; });
    return out;
}

std::vector<TensorWeight> archTensors(const ModelSpec& m, uint32_t baseType)
{
    ArchShape shape;
    const uint32_t n = m.nLayer();
    const uint64_t e = m.nEmbd;
    if (!archShape(m.arch, shape) || n == 0 || e == 0 || m.nVocab == 0 || m.nHead == 0)
        return {};
    const ParamCounts& p = m.params;
    const bool moe = m.isMoe();
    // The FFN widths are not in the preset; they are what the parameter counts leave: 3 matrices of
    // n_embd x width per layer (and per expert).
    const uint64_t nFf = p.ffn / (uint64_t(n) * 3 * e);
    const uint64_t nFfExp = moe ? p.experts / (uint64_t(n) * m.nExpert * 3 * e) : 0;
    if ((moe && (nFfExp == 0 || p.ffn != 0)) || (!moe && (nFf == 0 || p.experts != 0)))
        return {};

    std::vector<TensorWeight> out;
    auto put = [&](std::string name, int32_t layer, uint64_t ne0, uint64_t ne1 = 1, uint64_t ne2 = 1) {
        TensorWeight t;
        t.cls = classifyTensor(name);
        // convert_hf_to_gguf.py: 1-D tensors, norms, biases and routers are F32; other weights the base type.
        const bool f32 = ne1 == 1 || t.cls == TensorClass::Norm || has(name, "ffn_gate_inp") ||
                         name.substr(name.size() - 7) != ".weight";
        t.name = std::move(name);
        t.layer = layer;
        t.ne = {ne0, ne1, ne2};
        t.type = f32 ? uint32_t(GgmlType::F32) : baseType;
        out.push_back(std::move(t));
    };
    put("token_embd.weight", -1, e, m.nVocab);
    put("output_norm.weight", -1, e);
    if (!m.tiedEmbeddings)
        put("output.weight", -1, e, m.nVocab);
    for (uint32_t il = 0; il < n; ++il) {
        const LayerSpec& l = m.layers[il];
        const auto i = static_cast<int32_t>(il);
        const uint64_t q = uint64_t(m.nHead) * l.headDimK, k = l.kValues(), v = l.vValues();
        const uint64_t o = uint64_t(m.nHead) * l.headDimV;
        put(blk(il, "attn_norm.weight"), i, e);
        put(blk(il, "ffn_norm.weight"), i, e);
        if (shape.postNorms) {
            put(blk(il, "post_attention_norm.weight"), i, e);
            put(blk(il, "post_ffw_norm.weight"), i, e);
        }
        if (shape.qkNorm) {
            put(blk(il, "attn_q_norm.weight"), i, l.headDimK);
            put(blk(il, "attn_k_norm.weight"), i, l.headDimK);
        }
        if (shape.fusedQkv) {
            put(blk(il, "attn_qkv.weight"), i, e, q + k + v);
        } else {
            put(blk(il, "attn_q.weight"), i, e, q);
            put(blk(il, "attn_k.weight"), i, e, k);
            put(blk(il, "attn_v.weight"), i, e, v);
        }
        if (shape.qkvBias) {
            put(blk(il, "attn_q.bias"), i, q);
            put(blk(il, "attn_k.bias"), i, k);
            put(blk(il, "attn_v.bias"), i, v);
        }
        put(blk(il, "attn_output.weight"), i, o, e);
        if (moe) {
            put(blk(il, "ffn_gate_inp.weight"), i, e, m.nExpert);
            put(blk(il, "ffn_gate_exps.weight"), i, e, nFfExp, m.nExpert);
            put(blk(il, "ffn_up_exps.weight"), i, e, nFfExp, m.nExpert);
            put(blk(il, "ffn_down_exps.weight"), i, nFfExp, e, m.nExpert);
        } else if (shape.fusedQkv) {
            put(blk(il, "ffn_up.weight"), i, e, 2 * nFf);
            put(blk(il, "ffn_down.weight"), i, nFf, e);
        } else {
            put(blk(il, "ffn_gate.weight"), i, e, nFf);
            put(blk(il, "ffn_up.weight"), i, e, nFf);
            put(blk(il, "ffn_down.weight"), i, nFf, e);
        }
    }
    std::sort(out.begin(), out.end(), loaderOrder);
    WeightLayout check{out, {}};
    ClassBytes want = asClasses(p);
    if (m.tiedEmbeddings)
        want.output = 0;
    if (check.paramsByClass() != want)
        return {};
    return out;
}

} // namespace kv
