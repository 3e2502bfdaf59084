#include "atomicfile.h"

#include "apperror.h"

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

[[noreturn]] void cannotWrite(const QString& path, const QString& reason)
{
    throw AppError{cannotWriteText(path, reason)};
}

void writeDirectly(const QString& path, const std::function<bool(QFileDevice&)>& write)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        cannotWrite(path, file.errorString());
    const bool ok = write(file) && file.flush() && file.error() == QFileDevice::NoError;
    const QString reason = file.errorString();
    file.close();
    if (!ok)
        cannotWrite(path, reason);
}

} // namespace

QString cannotWriteText(const QString& path, const QString& reason)
{
    //: %1 file name, %2 the system's reason
    return Files::tr("Cannot write “%1”: %2").arg(QDir::toNativeSeparators(path), reason);
}

void saveAtomically(const QString& path, const std::function<bool(QFileDevice&)>& write)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        writeDirectly(path, write);
        return;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        cannotWrite(path, file.errorString());
    if (!write(file)) {
        const QString reason = file.errorString();
        file.cancelWriting(); // nothing half-written: the old file (or none) stays
        cannotWrite(path, reason.isEmpty() ? Files::tr("the data could not be written") : reason);
    }
    if (!file.commit())
        cannotWrite(path, file.errorString());
}

void saveBytes(const QString& path, const QByteArray& bytes)
{
    saveAtomically(path, [&bytes](QFileDevice& f) { return f.write(bytes) == bytes.size(); });
}

} // namespace kvapp
