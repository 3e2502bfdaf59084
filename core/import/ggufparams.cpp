// Parameter counts and exact weight bytes from GGUF tensor infos, by llama.cpp tensor name.
#include "checked.h"
#include "ggufmodel.h"

#include <charconv>

namespace kv {

namespace {

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

} // namespace

void applyTensors(const GgufFile& file, ImportResult& r, uint32_t nextnLayers)
{
    ParamCounts p;
    bool hasOutput = false;
    uint64_t total = 0;
    r.layerWeightBytes.assign(r.model.layers.size(), 0);
    r.otherWeightBytes = 0;
    FileWeights fw;
    fw.layerDense.assign(r.model.layers.size(), 0);
    fw.layerExperts.assign(r.model.layers.size(), 0);
    const auto trunk = static_cast<int64_t>(r.model.layers.size());
    fw.nextnLayers = nextnLayers;
    for (const GgufTensor& t : file.tensors) {
        total = add(total, t.bytes);
        const int64_t layer = layerOf(t.name);
        if (layer >= trunk && layer < trunk + nextnLayers) { // a NextN block: not loaded (see FileWeights)
            fw.nextnBytes = add(fw.nextnBytes, t.bytes);
            continue;
        }
        uint64_t* slot = nullptr;
        const TensorClass cls = classifyTensor(t.name);
        fw.bytesByClass.at(cls) = add(fw.bytesByClass.at(cls), t.bytes);
        switch (cls) {
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
        if (layer >= 0 && static_cast<uint64_t>(layer) < r.layerWeightBytes.size()) {
            const auto il = static_cast<size_t>(layer);
            r.layerWeightBytes[il] = add(r.layerWeightBytes[il], t.bytes);
            uint64_t& part = cls == TensorClass::Experts ? fw.layerExperts[il] : fw.layerDense[il];
            part = add(part, t.bytes);
        } else {
            r.otherWeightBytes = add(r.otherWeightBytes, t.bytes);
            uint64_t& part = cls == TensorClass::Embedding ? fw.embedding
                             : cls == TensorClass::Output  ? fw.output
                                                           : fw.outside;
            part = add(part, t.bytes);
        }
    }
    ModelSpec& m = r.model;
    m.params = p;
    m.tiedEmbeddings = !hasOutput && p.embedding > 0;
    m.weightsBytesExact = total;
    m.fileWeights = fw.layerDense.empty() ? FileWeights{} : std::move(fw);
    m.activeParams = 0;
    if (m.nExpert > 1 && m.nExpertUsed > 0 && p.experts > 0)
        m.activeParams = p.total() - p.experts + p.experts / m.nExpert * m.nExpertUsed;
}

} // namespace kv
