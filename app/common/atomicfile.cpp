#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace kvapp {

namespace {

struct Files
{
    Q_DECLARE_TR_FUNCTIONS(Files)
};

QString writeDirectly(const QString& path, const std::function<bool(QFileDevice&)>& write)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWriteText(path, file.errorString());
    const bool ok = write(file) && file.flush() && file.error() == QFileDevice::NoError;
    const QString reason = file.errorString();
    file.close();
    return ok ? QString() : cannotWriteText(path, reason);
}

} // namespace

QString cannotWriteText(const QString& path, const QString& reason)
{
    //: %1 file name, %2 the system's reason
    return Files::tr("Cannot write “%1”: %2").arg(QDir::toNativeSeparators(path), reason);
}

QString saveAtomically(const QString& path, const std::function<bool(QFileDevice&)>& write)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir())
        return writeDirectly(path, write);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWriteText(path, file.errorString());
    if (!write(file)) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return cannotWriteText(path, reason.isEmpty() ? Files::tr("the data could not be written") : reason);
    }
    if (!file.commit())
        return cannotWriteText(path, file.errorString());
    return QString();
}

QString saveBytes(const QString& path, const QByteArray& bytes)
{
    return saveAtomically(path, [&bytes](QFileDevice& f) { return f.write(bytes) == bytes.size(); });
}

} // namespace kvapp
