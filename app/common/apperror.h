#pragma once
// app/'s one way to fail: throw, and word the failure once, where it is reported.
//
//   - What the core refuses throws kv::InputError (a stable code and its argument) or kv::OverflowError;
//     app/ never rewords those at the throw site.
//   - What app/ itself refuses (an option's value, a file it cannot write) throws kvapp::AppError, whose
//     message is already translated, with the exit status a command line reports.
//   - The boundary (the CLI's run(), the window's main(), a slot) catches everything and asks
//     kvapp::currentFailure() for the one line to show and the exit status:
//
//       try { plan = kvapp::scenarioFromOptions(parser, catalog); }
//       catch (...) { const kvapp::Failure f = kvapp::currentFailure(); print(f.message); return f.exitCode; }
//
// Below the boundary, catch only what is expected at that place (kv::InputError, kv::OverflowError, or an
// AppError to add which file or step it is about, then rethrow), and say what failed: a pin that no
// longer computes says why in its Verdict row (comparerows.h), the Choose window's captions give the reason for empty
// tables. No `optional<QString>` meaning "success when empty", no empty-QString-means-success returns, no `bool` +
// `QString*` out-parameters: file writers (atomicfile.h, reportexport.h, talkexport.h), the document's
// file operations (plannerdocument.h) and the talk readers (talkscript.h) all throw.

#include <QString>

namespace kvapp {

inline constexpr int kExitBadInput = 2; // bad input or usage
inline constexpr int kExitRefused = 3;  // a configuration the runtime itself refuses

struct AppError
{
    QString message;
    int exitCode = kExitBadInput;
};

// A failure as it is reported: one translated line and the exit status.
struct Failure
{
    QString message;
    int exitCode = kExitBadInput;
};

// Call inside a catch block: words the exception being handled (AppError as it is, kv::InputError by
// describeError, kv::OverflowError and any other std::exception by their text). Rethrows nothing.
Failure currentFailure();

} // namespace kvapp
