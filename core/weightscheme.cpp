#include "weightscheme.h"

#include "checked.h"

#include <cmath>

namespace kv {

uint64_t classBytes(uint64_t params, double bits)
{
    const long double bytes = static_cast<long double>(params) * bits / 8.0L;
    if (!(bytes < 1.8e19L))
        throw OverflowError("weight bytes do not fit in 64 bits");
    return static_cast<uint64_t>(std::llround(static_cast<double>(bytes)));
}

uint64_t weightBytes(const ModelSpec& model, const WeightScheme& scheme)
{
    if (model.weightsBytesExact > 0)
        return model.weightsBytesExact;
    const ParamCounts& p = model.params;
    const uint64_t body = add(add(add(p.attention, p.ffn), add(p.experts, p.recurrent)), p.other);
    uint64_t total = classBytes(body, scheme.bodyBits);
    total = add(total, classBytes(p.embedding, scheme.embeddingBits));
    total = add(total, classBytes(p.output, scheme.outputBits));
    total = add(total, classBytes(p.norm, scheme.normBits));
    return total;
}

} // namespace kv
