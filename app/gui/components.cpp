#include "components.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <climits>

namespace kvgui {

QString componentName(Component c)
{
    switch (c) {
    case Component::Weights:
        return QCoreApplication::translate("Component", "Weights");
    case Component::Kv:
        return QCoreApplication::translate("Component", "KV cache");
    case Component::Recurrent:
        return QCoreApplication::translate("Component", "Recurrent state");
    case Component::Compute:
        //: compute buffer plus fixed overhead (output buffer)
        return QCoreApplication::translate("Component", "Compute & overhead");
    }
    return {};
}

QString componentHint(Component c)
{
    switch (c) {
    case Component::Weights:
        return QCoreApplication::translate("Component", "The model's parameters at the chosen precision.");
    case Component::Kv:
        return QCoreApplication::translate("Component",
                                           "Keys and values kept for every token of context, for every user.");
    case Component::Recurrent:
        return QCoreApplication::translate("Component",
                                           "State of recurrent (Mamba-style) layers: fixed per user, not per token.");
    case Component::Compute:
        return QCoreApplication::translate("Component",
                                           "Scratch memory for one micro-batch, plus the output buffer.");
    }
    return {};
}

QString tokensText(uint64_t tokens)
{
    const int n = static_cast<int>(std::min<uint64_t>(tokens, INT_MAX));
    //: a token count such as a context length, e.g. "32,768 tokens"
    return QCoreApplication::translate("Component", "%Ln tokens", nullptr, n);
}

QString speedText(double tps)
{
    //: an upper bound on generation speed, per user
    return QCoreApplication::translate("Component", "≤ %1 tokens/s")
        .arg(QLocale().toString(tps, 'f', tps < 100 ? 1 : 0));
}

uint64_t bytesOf(Component c, const kv::DeviceUse& d)
{
    switch (c) {
    case Component::Weights:
        return d.weightsBytes;
    case Component::Kv:
        return d.kvBytes;
    case Component::Recurrent:
        return d.recurrentBytes;
    case Component::Compute:
        return d.computeBytes + d.otherBytes;
    }
    return 0;
}

uint64_t bytesOf(Component c, const kv::SweepPoint& p)
{
    switch (c) {
    case Component::Weights:
        return p.weightsBytes;
    case Component::Kv:
        return p.kvBytes;
    case Component::Recurrent:
        return p.recurrentBytes;
    case Component::Compute:
        return p.computeBytes + p.overheadBytes;
    }
    return 0;
}

uint64_t bytesOf(Component c, const kv::Estimate& e)
{
    switch (c) {
    case Component::Weights:
        return e.weightsBytes;
    case Component::Kv:
        return e.kvBytes;
    case Component::Recurrent:
        return e.recurrentBytes;
    case Component::Compute:
        return e.computeBytes + e.overheadBytes;
    }
    return 0;
}

} // namespace kvgui
