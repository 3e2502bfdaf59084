#pragma once
// The translation context of every talk text: "Talk". A class at global scope, so that lupdate files
// the strings under the same context that Talk::tr() looks up at run time.
//   Talk::tr("Where it stops")
#include <QCoreApplication>

struct Talk
{
    Q_DECLARE_TR_FUNCTIONS(Talk)
};
