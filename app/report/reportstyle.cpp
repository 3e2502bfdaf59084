#include "reportstyle.h"

#include <QCoreApplication>
#include <QStringList>

namespace kvreport {

QColor partColor(Part part)
{
    switch (part) {
    case Part::Weights: return QColor(0x4c, 0x78, 0xc4);   // blue
    case Part::Kv: return QColor(0xf0, 0x8a, 0x24);        // orange: the part that grows with every token
    case Part::Recurrent: return QColor(0x2a, 0xa1, 0x8a); // teal
    case Part::Compute: return QColor(0x9b, 0x86, 0xc7);   // lavender
    }
    return Qt::gray;
}

QBrush growthBrush()
{
    return QBrush(partColor(Part::Kv), Qt::FDiagPattern);
}

QPen growthPen()
{
    return QPen(partColor(Part::Kv), 0.8);
}

QColor verdictColor(kv::Verdict verdict)
{
    switch (verdict) {
    case kv::Verdict::Fits: return QColor(0x2e, 0x9e, 0x4f);
    case kv::Verdict::Spills: return QColor(0xd9, 0x8e, 0x04);
    case kv::Verdict::DoesNotFit: return QColor(0xd6, 0x3b, 0x3b);
    case kv::Verdict::Unknown: break;
    }
    return QColor(0x80, 0x80, 0x80);
}

QFont reportFont(FontRole role, const QString& language)
{
    QStringList families{QStringLiteral("DejaVu Sans")};
    if (role == FontRole::Mono)
        families = {QStringLiteral("DejaVu Sans Mono")};
    if (language == QLatin1String("ja"))
        families << QStringLiteral("IPAPGothic") << QStringLiteral("IPAGothic");
    QFont font;
    font.setFamilies(families);
    // No ligatures ("ﬀ" would extract as one code point) and design metrics, so the preview and the PDF
    // break lines at the same places.
    font.setStyleStrategy(QFont::PreferNoShaping);
    font.setHintingPreference(QFont::PreferNoHinting);
    struct Spec
    {
        double size;
        bool bold;
    };
    static constexpr std::array<Spec, 8> kSpecs{{{15.0, true},
                                                 {14.0, true},
                                                 {11.5, true},
                                                 {9.0, false},
                                                 {9.0, true},
                                                 {7.5, false},
                                                 {8.0, false},
                                                 {7.5, false}}};
    const Spec spec = kSpecs[static_cast<size_t>(role)];
    font.setPointSizeF(spec.size);
    font.setBold(spec.bold);
    return font;
}

} // namespace kvreport
