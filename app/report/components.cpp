#include "components.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <climits>

namespace kvgui {

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

} // namespace kvgui
