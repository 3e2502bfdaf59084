#include "weightscheme.h"

#include "checked.h"
#include "llamacpp/quantrules.h"
#include "memo.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <numeric>
#include <tuple>

namespace kv {

namespace {

ClassBytes averageBitsByClass(const ModelSpec& m, const WeightScheme& w)
{
    const ParamCounts& p = m.params;
    ClassBytes c;
    c.embedding = classBytes(p.embedding, w.embeddingBits);
    c.attention = classBytes(p.attention, w.bodyBits);
    c.ffn = classBytes(p.ffn, w.bodyBits);
    c.experts = classBytes(p.experts, w.bodyBits);
    c.recurrent = classBytes(p.recurrent, w.bodyBits);
    c.norm = classBytes(p.norm, w.normBits);
    c.output = m.tiedEmbeddings ? 0 : classBytes(p.output, w.outputBits);
    c.other = classBytes(p.other, w.bodyBits);
    return c;
}

WeightSplit fromFile(const ModelSpec& m)
{
    const FileWeights& f = m.fileWeights;
    WeightSplit s;
    s.layerDense = f.layerDense;
    s.layerExperts = f.layerExperts;
    s.embedding = f.embedding;
    s.output = add(f.output, f.outside);
    s.outputCopy = m.tiedEmbeddings ? f.embedding : 0;
    // Gemma 3n / 4: the embedding bytes include per_layer_token_embd; the tied output copies token_embd alone.
    // Both tables have the token-embedding type (llama-quant.cpp), so token_embd's share is nEmbd of every
    // nEmbd + nLayer x nEmbdPerLayer values of a row.
    if (m.tiedEmbeddings && m.nEmbdPerLayer > 0 && m.nEmbd > 0) {
        const uint64_t width = uint64_t(m.nEmbd) + uint64_t(m.nLayer()) * m.nEmbdPerLayer;
        s.outputCopy = static_cast<uint64_t>(static_cast<long double>(f.embedding) * m.nEmbd / width);
    }
    return s;
}

WeightSplit fromLayout(const ModelSpec& m, const WeightLayout& l)
{
    WeightSplit s;
    s.layerDense.assign(m.nLayer(), 0);
    s.layerExperts.assign(m.nLayer(), 0);
    uint64_t tokenEmbd = 0;
    for (const TensorWeight& t : l.tensors) {
        if (t.layer >= 0 && static_cast<uint32_t>(t.layer) < m.nLayer()) {
            uint64_t& part = t.cls == TensorClass::Experts ? s.layerExperts[t.layer] : s.layerDense[t.layer];
            part = add(part, t.bytes);
        } else if (t.cls == TensorClass::Embedding) {
            s.embedding = add(s.embedding, t.bytes);
            tokenEmbd = t.name == "token_embd.weight" ? t.bytes : tokenEmbd;
        } else {
            s.output = add(s.output, t.bytes);
        }
    }
    // The tied output copies token_embd alone, not Gemma 3n / 4's per_layer_token_embd beside it.
    s.outputCopy = m.tiedEmbeddings ? tokenEmbd : 0;
    return s;
}

// What a laid-out preset's weights come to: the file and where llama.cpp places it.
struct LaidOut
{
    WeightsInfo info;
    WeightSplit split;
};

// The layout is a pure function of these fields; the limit searches, sweeps and `fit` ask for the same
// one thousands of times, so its results are memoised (the answer never depends on the memo). A lookup
// hashes and compares the fields in place: nothing is allocated when the layout is known.
struct LayoutInputs
{
    std::string arch, scheme;
    bool imatrix = false;
    std::array<uint64_t, 13> sizes{};
    std::vector<uint64_t> layers; // n_head_kv, head_dim_k, head_dim_v packed per layer
    bool operator<(const LayoutInputs& o) const
    {
        return std::tie(arch, scheme, imatrix, sizes, layers) <
               std::tie(o.arch, o.scheme, o.imatrix, o.sizes, o.layers);
    }
};

std::array<uint64_t, 13> sizesOf(const ModelSpec& m)
{
    const ParamCounts& p = m.params;
    return {uint64_t(m.nEmbd),
            uint64_t(m.nHead),
            uint64_t(m.nVocab),
            uint64_t(m.nExpert),
            uint64_t(m.tiedEmbeddings),
            p.embedding,
            p.attention,
            p.ffn,
            p.experts,
            p.recurrent,
            p.norm,
            p.output,
            p.other};
}

uint64_t packedLayer(const LayerSpec& l)
{
    return uint64_t(l.nHeadKv) << 40 | uint64_t(l.headDimK) << 20 | l.headDimV;
}

// FNV-1a over the inputs.
std::shared_ptr<const LaidOut> laidOut(const ModelSpec& m, const WeightScheme& w)
{
    // fit asks for every preset x scheme: about a thousand layouts.
    static Memo<LayoutInputs, std::shared_ptr<const LaidOut>> memo{"per-tensor weight layouts", 8192};
    LayoutInputs key;
    key.arch = m.arch;
    key.scheme = w.id;
    key.imatrix = w.imatrix;
    key.sizes = sizesOf(m);
    key.layers.reserve(m.layers.size());
    for (const LayerSpec& l : m.layers)
        key.layers.push_back(packedLayer(l));
    if (auto hit = memo.find(key))
        return *hit;
    std::shared_ptr<const LaidOut> out;
    if (const auto layout = quantizedLayout(m, w.id, w.imatrix)) {
        LaidOut r;
        r.info.method = WeightsMethod::PerTensor;
        r.info.rules = kQuantRulesVersion;
        r.info.fileBytes = layout->fileBytes();
        r.info.bytesByClass = layout->bytesByClass();
        r.info.bytesByType = layout->bytesByType();
        r.split = fromLayout(m, *layout);
        out = std::make_shared<const LaidOut>(std::move(r));
    }
    memo.store(std::move(key), out);
    return out;
}

WeightSplit fromAverageBits(const ModelSpec& m, const WeightScheme& w)
{
    const ParamCounts& p = m.params;
    const uint64_t n = std::max<uint64_t>(1, m.nLayer());
    const uint64_t dense =
        classBytes(p.attention + p.ffn + p.recurrent + p.other, w.bodyBits) + classBytes(p.norm, w.normBits);
    const uint64_t experts = classBytes(p.experts, w.bodyBits);
    WeightSplit s;
    s.layerDense.assign(m.nLayer(), dense / n);
    s.layerExperts.assign(m.nLayer(), experts / n);
    s.embedding = classBytes(p.embedding, w.embeddingBits) + dense % n + experts % n;
    s.output = m.tiedEmbeddings ? 0 : classBytes(p.output, w.outputBits);
    // The tied output is a copy of token_embd alone, not of the per-layer embedding table beside it.
    s.outputCopy = m.tiedEmbeddings
                       ? classBytes(p.embedding - std::min(p.embedding, m.perLayerEmbeddingParams()), w.embeddingBits)
                       : 0;
    return s;
}

// A stated total (safetensors index, a runtime's log) rescales a derived split; the rounding goes to
// the embedding so that the file bytes are the total exactly.
void rescale(WeightSplit& s, uint64_t total)
{
    const uint64_t derived = s.fileBytes();
    if (derived == total)
        return;
    if (derived == 0) { // no parameter counts to split by: the layers share the total evenly
        const uint64_t n = s.layerDense.size();
        for (uint64_t& b : s.layerDense)
            b = total / n;
        s.embedding = n ? total % n : total;
        return;
    }
    const long double f = static_cast<long double>(total) / derived;
    auto scaled = [f](uint64_t b) { return static_cast<uint64_t>(std::floor(static_cast<long double>(b) * f)); };
    for (uint64_t& b : s.layerDense)
        b = scaled(b);
    for (uint64_t& b : s.layerExperts)
        b = scaled(b);
    s.output = scaled(s.output);
    s.outputCopy = scaled(s.outputCopy);
    const uint64_t rest = std::accumulate(s.layerDense.begin(), s.layerDense.end(), uint64_t(0)) +
                          std::accumulate(s.layerExperts.begin(), s.layerExperts.end(), uint64_t(0)) + s.output;
    s.embedding = total > rest ? total - rest : 0;
}

} // namespace

uint64_t WeightSplit::fileBytes() const
{
    uint64_t total = add(embedding, output);
    for (uint64_t b : layerDense)
        total = add(total, b);
    for (uint64_t b : layerExperts)
        total = add(total, b);
    return total;
}

uint64_t classBytes(uint64_t params, double bits)
{
    const long double bytes = static_cast<long double>(params) * bits / 8.0L;
    if (!(bytes < 1.8e19L))
        throw OverflowError("weight bytes do not fit in 64 bits");
    return static_cast<uint64_t>(std::llround(static_cast<double>(bytes)));
}

WeightSplit weightSplit(const ModelSpec& m, const WeightScheme& w, WeightsFormat format)
{
    return *sharedWeightSplit(m, w, format);
}

std::shared_ptr<const WeightSplit> sharedWeightSplit(const ModelSpec& m, const WeightScheme& w, WeightsFormat format)
{
    if (!m.fileWeights.empty())
        return std::make_shared<const WeightSplit>(fromFile(m));
    const auto laid = format == WeightsFormat::Gguf ? laidOut(m, w) : nullptr;
    if (laid && m.weightsBytesExact == 0)
        return {laid, &laid->split}; // the memoised layout itself, not a copy of its per-layer vectors
    WeightSplit s = laid ? laid->split : fromAverageBits(m, w);
    if (m.weightsBytesExact > 0)
        rescale(s, m.weightsBytesExact);
    return std::make_shared<const WeightSplit>(std::move(s));
}

ResolvedRef resolveWeights(const ModelSpec& m, const WeightScheme& w, WeightsFormat format, const ResolvedRef& known)
{
    if (known.weights && known.weights->resolves(m, w, format))
        return known;
    return {std::make_shared<const ResolvedWeights>(
        ResolvedWeights{m.id, w.id, w.imatrix, format, sharedWeightSplit(m, w, format), weightsInfo(m, w, format)})};
}

std::shared_ptr<const WeightSplit> sharedWeightSplit(const ModelSpec& m, const WeightScheme& w, WeightsFormat format,
                                                     const ResolvedRef& known)
{
    if (known.weights && known.weights->resolves(m, w, format))
        return known.weights->split;
    return sharedWeightSplit(m, w, format);
}

WeightsInfo weightsInfo(const ModelSpec& m, const WeightScheme& w, WeightsFormat format, const ResolvedRef& known)
{
    if (known.weights && known.weights->resolves(m, w, format))
        return known.weights->info;
    return weightsInfo(m, w, format);
}

WeightsInfo weightsInfo(const ModelSpec& m, const WeightScheme& w, WeightsFormat format)
{
    WeightsInfo info;
    if (!m.fileWeights.empty() || m.weightsBytesExact > 0) {
        info.method = WeightsMethod::File;
        info.fileBytes = m.weightsBytesExact;
        info.bytesByClass = m.fileWeights.bytesByClass;
    } else if (const auto laid = format == WeightsFormat::Gguf ? laidOut(m, w) : nullptr) {
        info = laid->info;
    } else {
        info.method = WeightsMethod::AverageBits;
        info.bytesByClass = averageBitsByClass(m, w);
        info.fileBytes = info.bytesByClass.total();
    }
    const uint64_t params = m.params.total();
    // Over what is loaded: a GGUF file's NextN blocks are neither loaded nor counted in the parameters.
    const uint64_t nextn = std::min(info.fileBytes, m.fileWeights.nextnBytes);
    info.bitsPerWeight = params ? static_cast<double>(info.fileBytes - nextn) * 8.0 / static_cast<double>(params) : 0;
    return info;
}

uint64_t weightBytes(const ModelSpec& m, const WeightScheme& w, WeightsFormat format)
{
    return weightsInfo(m, w, format).fileBytes;
}

} // namespace kv
