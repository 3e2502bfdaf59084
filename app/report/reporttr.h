#pragma once
// The report's translation context, "Report": Tr::tr("Verdict") is what lupdate collects and what a
// ScopedReportLanguage answers in the report's language.

#include <QCoreApplication>

namespace kvreport {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

} // namespace kvreport
