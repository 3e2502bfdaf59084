#pragma once
// Writing a file all at once or not at all, for every file kvplanner writes (scenarios, reports,
// exports, machine profiles): a QSaveFile writes a temporary file and renames it over the target, so an
// unwritable folder, a full disk or a crash mid-way leaves the old file (or none) — never half a file.
// Devices and pipes (/dev/full, /dev/stdout) cannot be replaced by a rename — and root could turn
// /dev/full into a regular file that way — so they are written directly.
// A file that cannot be written throws kvapp::AppError (app/common/apperror.h) with the worded reason
// and exit status 2; the boundary (a dialog's handler, the CLI's run()) shows it:
//   kvapp::saveBytes(u"plan.kvplan"_s, json);
//   // throws AppError{"Cannot write “/dev/full”: No space left on device"}

#include <QByteArray>
#include <QString>

#include <functional>

class QFileDevice;

namespace kvapp {

void saveAtomically(const QString& path, const std::function<bool(QFileDevice&)>& write);
void saveBytes(const QString& path, const QByteArray& bytes);
QString cannotWriteText(const QString& path, const QString& reason);

} // namespace kvapp
