#pragma once
// An error the CLI reports as one line on stderr ("kvplanner-cli: error: ...") with an exit status:
// 2 for bad input or usage, 3 for a configuration the runtime itself refuses.

#include <QString>

namespace kvcli {

inline constexpr int kExitBadInput = 2;
inline constexpr int kExitRefused = 3;

struct CliError
{
    QString message;
    int exitCode = kExitBadInput;
};

} // namespace kvcli
