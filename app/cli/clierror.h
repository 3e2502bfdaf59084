#pragma once
// An error the CLI reports as one line on stderr ("kvplanner-cli: error: ...") with an exit status:
// 2 for bad input or usage, 3 for a configuration the runtime itself refuses. It is app/'s one error
// type (app/common/apperror.h) under the CLI's old name.

#include "apperror.h"

namespace kvcli {

inline constexpr int kExitBadInput = kvapp::kExitBadInput;
inline constexpr int kExitRefused = kvapp::kExitRefused;

using CliError = kvapp::AppError;

} // namespace kvcli
