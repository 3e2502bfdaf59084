#include "datapaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kvapp {

QString dataDir()
{
    const QString env = qEnvironmentVariable("KVPLANNER_DATA_DIR");
    if (!env.isEmpty())
        return QDir(env).absolutePath();
    const QString app = QCoreApplication::applicationDirPath();
    for (const QString& rel : {QStringLiteral("../share/kvplanner"), QStringLiteral("../../share/kvplanner")}) {
        const QString candidate = QDir(app).absoluteFilePath(rel);
        if (QFileInfo::exists(candidate + QStringLiteral("/presets")))
            return QDir::cleanPath(candidate);
    }
    return QDir::cleanPath(QDir(app).absoluteFilePath(QStringLiteral("../share/kvplanner")));
}

QString presetDir()
{
    return dataDir() + QStringLiteral("/presets");
}

} // namespace kvapp
