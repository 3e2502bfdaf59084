#include "format.h"

#include <QCoreApplication>

#include <cmath>

namespace kvapp {

QString formatBytes(uint64_t bytes, const QLocale& locale)
{
    static const char* const kUnits[] = {QT_TRANSLATE_NOOP("Units", "B"),   QT_TRANSLATE_NOOP("Units", "KiB"),
                                         QT_TRANSLATE_NOOP("Units", "MiB"), QT_TRANSLATE_NOOP("Units", "GiB"),
                                         QT_TRANSLATE_NOOP("Units", "TiB"), QT_TRANSLATE_NOOP("Units", "PiB")};
    double v = static_cast<double>(bytes);
    int unit = 0;
    while (v >= 1024.0 && unit < 5) {
        v /= 1024.0;
        ++unit;
    }
    const int decimals = unit == 0 ? 0 : (v < 10 ? 2 : (v < 100 ? 1 : 0));
    //: %1 is a number, %2 a byte unit such as GiB
    return QCoreApplication::translate("Units", "%1 %2")
        .arg(locale.toString(v, 'f', decimals), QCoreApplication::translate("Units", kUnits[unit]));
}

QString formatMiB(uint64_t bytes, const QLocale& locale)
{
    return QCoreApplication::translate("Units", "%1 %2")
        .arg(locale.toString(static_cast<double>(bytes) / 1048576.0, 'f', 2),
             QCoreApplication::translate("Units", "MiB"));
}

QString formatCount(uint64_t n, const QLocale& locale)
{
    return locale.toString(static_cast<qulonglong>(n));
}

QString formatGiB(double gib, const QLocale& locale)
{
    return QCoreApplication::translate("Units", "%1 %2")
        .arg(locale.toString(gib, 'f', gib < 10 ? 2 : 1), QCoreApplication::translate("Units", "GiB"));
}

QString formatPrice(double amount, const QString& currency, const QLocale& locale)
{
    // The yen has no minor unit in use (ISO 4217: 0 decimals).
    const bool whole = amount == std::floor(amount) || amount >= 1000 || currency == QLatin1String("JPY");
    return QCoreApplication::translate("Units", "%1 %2").arg(locale.toString(amount, 'f', whole ? 0 : 2), currency);
}

QString formatWatts(double watts, const QLocale& locale)
{
    return QCoreApplication::translate("Units", "%1 %2")
        .arg(locale.toString(watts, 'f', 0), QCoreApplication::translate("Units", "W"));
}

QString formatParams(uint64_t params, const QLocale& locale)
{
    const double p = static_cast<double>(params);
    if (p >= 1e12)
        //: parameter count in trillions, e.g. 1.2T
        return QCoreApplication::translate("Units", "%1T").arg(locale.toString(p / 1e12, 'f', 1));
    if (p >= 0.9995e9)
        //: parameter count in billions, e.g. 32.8B
        return QCoreApplication::translate("Units", "%1B").arg(locale.toString(p / 1e9, 'f', p < 1e11 ? 1 : 0));
    //: parameter count in millions, e.g. 600M
    return QCoreApplication::translate("Units", "%1M").arg(locale.toString(p / 1e6, 'f', 0));
}

} // namespace kvapp
