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

QString waitText(double seconds)
{
    const QLocale locale;
    if (seconds >= 120)
        //: a lower bound on a wait, in minutes
        return QCoreApplication::translate("Component", "≥ %1 min").arg(locale.toString(seconds / 60, 'f', 1));
    //: a lower bound on a wait, in seconds
    return QCoreApplication::translate("Component", "≥ %1 s").arg(locale.toString(seconds, 'f', seconds < 10 ? 2 : 0));
}

} // namespace kvgui
