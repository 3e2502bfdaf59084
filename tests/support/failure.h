#pragma once
// What a call that follows app/'s error convention (app/common/apperror.h) says when it fails: the
// one line and the exit status kvapp::currentFailure() gives the boundary, or nothing when the call
// succeeded.
//   const auto error = kvtest::errorOf([&] { doc.save(u"/dev/full"_s); });
//   QVERIFY(error && error->startsWith(u"Cannot write “/dev/full”"));
//   QCOMPARE(kvtest::errorText([&] { doc.load(path); }), QString());   // loaded (else prints why not)

#include "apperror.h"

#include <QString>

#include <optional>

namespace kvtest {

template <typename F> std::optional<kvapp::Failure> failureOf(const F& call)
{
    try {
        call();
    } catch (...) {
        return kvapp::currentFailure();
    }
    return std::nullopt;
}

template <typename F> std::optional<QString> errorOf(const F& call)
{
    if (const auto f = failureOf(call))
        return f->message;
    return std::nullopt;
}

// The error's text, "" when the call succeeded.
template <typename F> QString errorText(const F& call)
{
    return errorOf(call).value_or(QString());
}

} // namespace kvtest
