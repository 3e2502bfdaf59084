#include "checkformat.h"

#include "promptcheck.h"
#include "wording.h"

#include <QRegularExpression>

#include <cmath>

namespace kvapp {

QString checkValueText(double v, const kv::CheckLine& l)
{
    if (l.unit == "ratio")
        return QString::number(v, 'f', 2);
    if (l.unit == "tokens/s") // a prompt speed and its prefill bound, as llama.cpp prints speeds
        return QStringLiteral("%1 tok/s").arg(v, 0, 'f', 2);
    if (l.unit != "bytes")
        return QString::number(static_cast<qlonglong>(std::llround(v)));
    QString unit = QStringLiteral("MiB");
    int decimals = 2;
    if (l.logged) {
        const QString t = QString::fromStdString(l.logged->text);
        const qsizetype dot = t.indexOf(QLatin1Char('.'));
        qsizetype end = dot + 1;
        while (end < t.size() && t.at(end).isDigit())
            ++end;
        decimals = dot < 0 ? 0 : static_cast<int>(end - dot - 1);
        unit = t.section(QLatin1Char(' '), -1).remove(QRegularExpression(QStringLiteral("^[0-9.,]+")));
    }
    double scale = unit == QLatin1String("GiB") || unit == QLatin1String("GB") ? 1073741824.0
                   : unit == QLatin1String("KiB")                              ? 1024.0
                   : unit == QLatin1String("B")                                ? 1.0
                                                                               : 1048576.0;
    // The unit as the log meant it: vLLM's "GB" is 2^30, mlx-lm's 10^9 (the parser knows which).
    if (l.logged) {
        bool ok = false;
        const double printed = QString::fromStdString(l.logged->text)
                                   .section(QLatin1Char(' '), 0, 0)
                                   .remove(QLatin1Char(','))
                                   .toDouble(&ok);
        if (ok && printed > 0)
            scale = l.logged->value / printed;
    }
    return QStringLiteral("%1 %2").arg(v / scale, 0, 'f', decimals).arg(unit);
}

QString checkLoggedText(const kv::CheckLine& l)
{
    if (l.logged && l.item == kv::kPrefillFloorItem) // an interval average: the run read prompts at least this fast
        return QStringLiteral("≥ %1").arg(checkValueText(l.logged->value, l));
    if (l.logged && l.unit == "tokens/s")
        return checkValueText(l.logged->value, l);
    return l.logged ? QString::fromStdString(l.logged->text) : QStringLiteral("—");
}

QString checkPredictedText(const kv::CheckLine& l)
{
    return l.predicted ? checkValueText(*l.predicted, l) : QStringLiteral("—");
}

QString checkDifferenceText(const kv::CheckLine& l)
{
    if (!l.logged || !l.predicted)
        return QStringLiteral("—");
    if (l.match == kv::CheckMatch::Exact)
        return QStringLiteral("0");
    QString d = checkValueText(l.difference(), l);
    if (!d.startsWith(QLatin1Char('-')))
        d.prepend(QLatin1Char('+'));
    return d;
}

QString checkWhyText(const kv::CheckLine& l)
{
    if (l.reason && l.match != kv::CheckMatch::Exact && l.match != kv::CheckMatch::WithinRounding)
        return describeCheckReason(*l.reason);
    return checkMatchText(l.match);
}

} // namespace kvapp
