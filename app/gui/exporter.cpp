#include "exporter.h"

#include "apperror.h"
#include "components.h"
#include "plannerdocument.h"

#include "estimatejson.h"
#include "format.h"
#include "wording.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QImageWriter>

#include <nlohmann/json.hpp>

namespace kvgui {

namespace {

// lupdate files tr() in free functions under the namespace's name; a class context keeps the .ts
// context and the one looked up at run time the same.
struct Exporter
{
    Q_DECLARE_TR_FUNCTIONS(Exporter)
};

QString mdRow(const QString& a, const QString& b)
{
    return QStringLiteral("| %1 | %2 |\n").arg(a, b);
}

} // namespace

QString estimateJson(const PlannerDocument& d)
{
    if (d.hasError())
        return QString();
    return QString::fromStdString(kv::estimateToJson(d.scenario(), d.estimate()).dump(2));
}

QString estimateMarkdown(const PlannerDocument& d)
{
    const kv::Scenario& s = d.scenario();
    const kv::Estimate& e = d.estimate();
    QString md;
    //: Markdown heading: %1 model, %2 machine
    md += Exporter::tr("## %1 on %2\n\n")
              .arg(QString::fromStdString(s.model.name), QString::fromStdString(s.hardware.name));
    if (d.hasError())
        return md + d.errorText() + QLatin1Char('\n');
    if (e.refusal)
        return md + kvapp::describeRefusal(*e.refusal) + QLatin1Char('\n');
    md += Exporter::tr("**Verdict: %1**\n\n").arg(kvapp::verdictText(e.verdict));
    //: %1 context per user, %n users, %2 weight scheme, %3 KV type, %4 runtime
    md += Exporter::tr("%1 tokens per user × %Ln users · weights %2 · KV cache %3 · %4\n\n", nullptr, int(s.users))
              .arg(kvapp::formatCount(s.contextPerUser), QString::fromStdString(s.weights.id),
                   QString::fromLatin1(kv::name(s.typeK).data(), static_cast<qsizetype>(kv::name(s.typeK).size())),
                   kvapp::runtimeText(s.runtime));
    md += mdRow(Exporter::tr("Part"), Exporter::tr("Memory")) + QStringLiteral("|---|---:|\n");
    for (Part c : kParts)
        if (c != Part::Recurrent || e.memory.recurrent > 0)
            md += mdRow(partName(c), kvapp::formatBytes(partBytes(c, e.memory)));
    md += mdRow(Exporter::tr("**Total**"), QStringLiteral("**%1**").arg(kvapp::formatBytes(e.memory.total())));
    if (!e.devices.empty()) {
        md += QLatin1Char('\n') + mdRow(Exporter::tr("Device"), Exporter::tr("Used / usable")) +
              QStringLiteral("|---|---:|\n");
        for (const kv::DeviceUse& u : e.devices)
            md += mdRow(kvapp::deviceText(u.name),
                        Exporter::tr("%1 / %2").arg(kvapp::formatBytes(u.used()), kvapp::formatBytes(u.usableBytes)));
    }
    if (e.limits.known)
        md += QLatin1Char('\n') +
              Exporter::tr("Longest context that fits: %1 tokens per user; most users at this context: %2.\n")
                  .arg(kvapp::formatCount(e.limits.maxContextPerUser), kvapp::formatCount(e.limits.maxUsers));
    if (!e.runtime.launch.empty())
        md += QStringLiteral("\n```\n%1\n```\n").arg(kvapp::launchText(e));
    for (const kv::Warning& w : e.warnings)
        md += QStringLiteral("- %1\n").arg(kvapp::describeWarning(w));
    return md;
}

void copyEstimateJson(const PlannerDocument& d)
{
    QGuiApplication::clipboard()->setText(estimateJson(d));
}

void copyEstimateMarkdown(const PlannerDocument& d)
{
    QGuiApplication::clipboard()->setText(estimateMarkdown(d));
}

void savePng(const QImage& image, const QString& path)
{
    QImageWriter writer(path, "png");
    if (!writer.write(image))
        throw kvapp::AppError{
            Exporter::tr("Cannot write “%1”: %2").arg(QFileInfo(path).fileName(), writer.errorString())};
}

} // namespace kvgui
