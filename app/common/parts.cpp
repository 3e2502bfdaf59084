#include "parts.h"

#include <QCoreApplication>

namespace kvapp {

uint64_t partBytes(Part part, const kv::MemoryParts& m)
{
    switch (part) {
    case Part::Weights: return m.weights;
    case Part::Kv: return m.kv;
    case Part::Recurrent: return m.recurrent;
    case Part::Compute: return kv::add(m.compute, m.other);
    }
    return 0;
}

QString partName(Part part)
{
    switch (part) {
    case Part::Weights: return QCoreApplication::translate("Component", "Weights");
    case Part::Kv: return QCoreApplication::translate("Component", "KV cache");
    case Part::Recurrent: return QCoreApplication::translate("Component", "Recurrent state");
    case Part::Compute:
        //: compute buffer plus fixed overhead (output buffer)
        return QCoreApplication::translate("Component", "Compute & overhead");
    }
    return {};
}

QString partHint(Part part)
{
    switch (part) {
    case Part::Weights:
        return QCoreApplication::translate("Component", "The model's parameters at the chosen precision.");
    case Part::Kv:
        return QCoreApplication::translate("Component",
                                           "Keys and values kept for every token of context, for every user.");
    case Part::Recurrent:
        return QCoreApplication::translate("Component",
                                           "State of recurrent (Mamba-style) layers: fixed per user, not per token.");
    case Part::Compute:
        return QCoreApplication::translate("Component", "Scratch memory for one micro-batch, plus the output buffer.");
    }
    return {};
}

QString growthName()
{
    //: hatched part of a device bar: memory the server may add while it serves
    return QCoreApplication::translate("Component", "May grow");
}

QString growthHint()
{
    return QCoreApplication::translate("Component",
                                       "What the server may add here while it serves, beyond the memory at start: "
                                       "llama-server's prompt cache (--cache-ram) and context checkpoints, "
                                       "mlx_lm.server's prompt cache.");
}

} // namespace kvapp
