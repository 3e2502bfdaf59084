#include "weightlayout.h"

#include "checked.h"
#include "ggmltype.h"

#include <algorithm>
#include <cassert>
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

std::string blk(uint32_t il, std::string_view part)
{
    std::string out = "blk.";
    out.reserve(16 + part.size());
    out += std::to_string(il);
    out += '.';
    out += part;
    return out;
}

// llama_model_loader's weight_name_comparer: by layer (-1 first), then by name. The quantizer walks the
// tensors in this order, so its attn_v / ffn_down counters follow it.
[[maybe_unused]] bool loaderOrder(const TensorWeight& a, const TensorWeight& b)
{
    return a.layer != b.layer ? a.layer < b.layer : a.name < b.name;
}

ClassBytes asClasses(const ParamCounts& p)
{
    return {p.embedding, p.attention, p.ffn, p.experts, p.recurrent, p.norm, p.output, p.other};
}

ClassBytes paramsOf(const std::vector<TensorWeight>& tensors)
{
    ClassBytes c;
    for (const TensorWeight& t : tensors)
        c.at(t.cls) = add(c.at(t.cls), t.elements());
    return c;
}

} // namespace

TensorClass classifyTensor(std::string_view name)
{
    const std::string_view s = stem(name);
    if (s == "token_embd" || s == "per_layer_token_embd") // Gemma 3n / 4: the per-layer embeddings (input layer)
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
    return paramsOf(tensors);
}

std::vector<TypeBytes> WeightLayout::bytesByType() const
{
    std::map<std::string_view, TypeBytes> by;
    std::map<uint32_t, TypeBytes> byId; // names looked up once per type, merged by name ("?" for unknown ids)
    for (const TensorWeight& t : tensors) {
        TypeBytes& b = byId[t.type];
        b.tensors += 1;
        b.bytes = add(b.bytes, t.bytes);
    }
    for (const auto& [id, b] : byId) {
        const char* name = ggmlTypeInfo(id).name;
        TypeBytes& n = by[name ? name : "?"];
        n.type = name ? name : "?";
        n.tensors += b.tensors;
        n.bytes = add(n.bytes, b.bytes);
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

    // What one layer holds, the same names in every layer; the sizes are read per layer.
    enum class Dim { One, Embd, Vocab, Q, K, V, O, Qkv, HeadK, Ff, TwoFf, FfExp, Experts };
    struct Part
    {
        std::string_view name;
        std::array<Dim, 3> ne;
        TensorClass cls = TensorClass::Other;
        bool f32 = false;
    };
    std::vector<Part> parts;
    auto part = [&parts](std::string_view name, Dim d0, Dim d1 = Dim::One, Dim d2 = Dim::One) {
        parts.push_back({name, {d0, d1, d2}});
    };
    part("attn_norm.weight", Dim::Embd);
    part("ffn_norm.weight", Dim::Embd);
    if (shape.postNorms) {
        part("post_attention_norm.weight", Dim::Embd);
        part("post_ffw_norm.weight", Dim::Embd);
    }
    if (shape.qkNorm) {
        part("attn_q_norm.weight", Dim::HeadK);
        part("attn_k_norm.weight", Dim::HeadK);
    }
    if (shape.fusedQkv) {
        part("attn_qkv.weight", Dim::Embd, Dim::Qkv);
    } else {
        part("attn_q.weight", Dim::Embd, Dim::Q);
        part("attn_k.weight", Dim::Embd, Dim::K);
        part("attn_v.weight", Dim::Embd, Dim::V);
    }
    if (shape.qkvBias) {
        part("attn_q.bias", Dim::Q);
        part("attn_k.bias", Dim::K);
        part("attn_v.bias", Dim::V);
    }
    part("attn_output.weight", Dim::O, Dim::Embd);
    if (moe) {
        part("ffn_gate_inp.weight", Dim::Embd, Dim::Experts);
        part("ffn_gate_exps.weight", Dim::Embd, Dim::FfExp, Dim::Experts);
        part("ffn_up_exps.weight", Dim::Embd, Dim::FfExp, Dim::Experts);
        part("ffn_down_exps.weight", Dim::FfExp, Dim::Embd, Dim::Experts);
    } else if (shape.fusedQkv) {
        part("ffn_up.weight", Dim::Embd, Dim::TwoFf);
        part("ffn_down.weight", Dim::Ff, Dim::Embd);
    } else {
        part("ffn_gate.weight", Dim::Embd, Dim::Ff);
        part("ffn_up.weight", Dim::Embd, Dim::Ff);
        part("ffn_down.weight", Dim::Ff, Dim::Embd);
    }
    // convert_hf_to_gguf.py: 1-D tensors, norms, biases and routers are F32; other weights the base type.
    auto classify = [](Part& pt) {
        pt.cls = classifyTensor(pt.name);
        pt.f32 = pt.ne[1] == Dim::One || pt.cls == TensorClass::Norm || has(pt.name, "ffn_gate_inp") ||
                 pt.name.substr(pt.name.size() - 7) != ".weight";
    };
    for (Part& pt : parts)
        classify(pt);
    // Loader order (by layer, then by name): the tensors outside the layers first, then each layer's
    // tensors, whose names sort the same way in every layer.
    std::sort(parts.begin(), parts.end(), [](const Part& x, const Part& y) { return x.name < y.name; });

    std::vector<TensorWeight> out;
    out.reserve(3 + size_t(n) * parts.size());
    auto put = [&](std::string name, const Part& pt, int32_t layer, const std::array<uint64_t, 3>& ne) {
        TensorWeight t;
        t.name = std::move(name);
        t.cls = pt.cls;
        t.layer = layer;
        t.ne = ne;
        t.type = pt.f32 ? uint32_t(GgmlType::F32) : baseType;
        out.push_back(std::move(t));
    };
    std::vector<Part> outside;
    if (!m.tiedEmbeddings)
        outside.push_back({"output.weight", {Dim::Embd, Dim::Vocab, Dim::One}});
    outside.push_back({"output_norm.weight", {Dim::Embd, Dim::One, Dim::One}});
    outside.push_back({"token_embd.weight", {Dim::Embd, Dim::Vocab, Dim::One}});
    for (Part& pt : outside) {
        classify(pt);
        put(std::string(pt.name), pt, -1, {e, pt.ne[1] == Dim::Vocab ? uint64_t(m.nVocab) : 1, 1});
    }
    for (uint32_t il = 0; il < n; ++il) {
        const LayerSpec& l = m.layers[il];
        auto size = [&](Dim d) -> uint64_t {
            switch (d) {
            case Dim::One: return 1;
            case Dim::Embd: return e;
            case Dim::Vocab: return m.nVocab;
            case Dim::Q: return uint64_t(m.nHead) * l.headDimK;
            case Dim::K: return l.kValues();
            case Dim::V: return l.vValues();
            case Dim::O: return uint64_t(m.nHead) * l.headDimV;
            case Dim::Qkv: return uint64_t(m.nHead) * l.headDimK + l.kValues() + l.vValues();
            case Dim::HeadK: return l.headDimK;
            case Dim::Ff: return nFf;
            case Dim::TwoFf: return 2 * nFf;
            case Dim::FfExp: return nFfExp;
            case Dim::Experts: return m.nExpert;
            }
            return 1;
        };
        for (const Part& pt : parts)
            put(blk(il, pt.name), pt, static_cast<int32_t>(il), {size(pt.ne[0]), size(pt.ne[1]), size(pt.ne[2])});
    }
    assert(std::is_sorted(out.begin(), out.end(), loaderOrder));
    ClassBytes want = asClasses(p);
    if (m.tiedEmbeddings)
        want.output = 0;
    if (paramsOf(out) != want)
        return {};
    return out;
}

} // namespace kv
