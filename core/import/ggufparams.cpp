// Parameter counts and exact weight bytes from GGUF tensor infos, by llama.cpp tensor name.
#include "checked.h"
#include "ggufmodel.h"

#include <charconv>

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

// "blk.12.attn_q.weight" -> 12; -1 for tensors outside the repeating layers.
int64_t layerOf(std::string_view name)
{
    if (!startsWith(name, "blk."))
        return -1;
    name.remove_prefix(4);
    uint64_t n = 0;
    const auto [ptr, ec] = std::from_chars(name.data(), name.data() + name.size(), n);
    if (ec != std::errc() || ptr == name.data() || n > (uint64_t(1) << 31))
        return -1;
    return static_cast<int64_t>(n);
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

void applyTensors(const GgufFile& file, ImportResult& r)
{
    ParamCounts p;
    bool hasOutput = false;
    uint64_t total = 0;
    r.layerWeightBytes.assign(r.model.layers.size(), 0);
    r.otherWeightBytes = 0;
    for (const GgufTensor& t : file.tensors) {
        uint64_t* slot = nullptr;
        switch (classifyTensor(t.name)) {
        case TensorClass::Embedding: slot = &p.embedding; break;
        case TensorClass::Attention: slot = &p.attention; break;
        case TensorClass::Ffn: slot = &p.ffn; break;
        case TensorClass::Experts: slot = &p.experts; break;
        case TensorClass::Recurrent: slot = &p.recurrent; break;
        case TensorClass::Norm: slot = &p.norm; break;
        case TensorClass::Output:
            slot = &p.output;
            hasOutput = true;
            break;
        case TensorClass::Other: slot = &p.other; break;
        }
        *slot = add(*slot, t.elements);
        total = add(total, t.bytes);
        const int64_t layer = layerOf(t.name);
        if (layer >= 0 && static_cast<uint64_t>(layer) < r.layerWeightBytes.size())
            r.layerWeightBytes[static_cast<size_t>(layer)] =
                add(r.layerWeightBytes[static_cast<size_t>(layer)], t.bytes);
        else
            r.otherWeightBytes = add(r.otherWeightBytes, t.bytes);
    }
    ModelSpec& m = r.model;
    m.params = p;
    m.tiedEmbeddings = !hasOutput && p.embedding > 0;
    m.weightsBytesExact = total;
    m.activeParams = 0;
    if (m.nExpert > 1 && m.nExpertUsed > 0 && p.experts > 0)
        m.activeParams = p.total() - p.experts + p.experts / m.nExpert * m.nExpertUsed;
}

} // namespace kv
