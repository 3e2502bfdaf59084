#pragma once
// Numbers as people read them, through QLocale: bytes in binary units (1 GiB = 2^30 bytes), token
// counts with digit grouping. Example in en: formatBytes(1073741824) == "1.00 GiB", in it: "1,00 GiB".

#include <QLocale>
#include <QString>

#include <cstdint>

namespace kvapp {

// 2 decimals below 10 units, 1 below 100, none above: 1.00 GiB, 17.3 GiB, 128 GiB.
QString formatBytes(uint64_t bytes, const QLocale& locale = QLocale());
// Exact MiB with two decimals, the way llama.cpp logs sizes: "3090.00 MiB".
QString formatMiB(uint64_t bytes, const QLocale& locale = QLocale());
QString formatCount(uint64_t n, const QLocale& locale = QLocale());
QString formatGiB(double gib, const QLocale& locale = QLocale());
// A price with its ISO 4217 code, as given (never converted): whole amounts without decimals, others with
// cents below 1000 (yen always whole): "1599 USD", "46.39 USD", "2998 USD", "614 JPY" (en, C locale).
QString formatPrice(double amount, const QString& currency, const QLocale& locale = QLocale());
// Watts, whole: "450 W".
QString formatWatts(double watts, const QLocale& locale = QLocale());
// Parameter counts the way model cards write them: "32.8B", "600M", "1.2T" (locale digits).
QString formatParams(uint64_t params, const QLocale& locale = QLocale());

} // namespace kvapp
