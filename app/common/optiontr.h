#pragma once
// The translation context "Cli" for what the command lines share (app/common/planoptions.cpp,
// apperror.cpp): the options' help and their errors, shown by kvplanner-cli and by the window's command
// line alike. The CLI's own strings use kvcli::Cli (app/cli/clitr.h), the same context: lupdate files a
// Q_DECLARE_TR_FUNCTIONS class's strings under the macro's argument, so both land in one .ts context.
//   throw kvapp::AppError{kvapp::Cli::tr("--users takes a number from 1 to 256, not “%1”").arg(value)};

#include <QCoreApplication>

namespace kvapp {

struct Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace kvapp
