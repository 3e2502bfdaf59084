#pragma once
// The CLI's translation context, "Cli". lupdate files tr() calls in free functions under the
// enclosing namespace's name, so a plain helper would put the strings in a context the program never
// asks for; Cli::tr("...") is collected and looked up under the same name.
//   throw CliError{Cli::tr("--users takes a number from 1 to 256, not “%1”").arg(value)};

#include <QCoreApplication>

namespace kvcli {

struct Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace kvcli
