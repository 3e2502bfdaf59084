#pragma once
// The report's language, independent of the window's: while a ScopedReportLanguage lives, every
// QCoreApplication::translate() (the report's own strings and kvapp's wording alike) answers in that
// language, and QLocale() formats numbers and dates in it. Strings the translation lacks come out in
// English, never in the window's language; without a translation file the whole report is English with
// the language's number and date formats. Nothing is sent to widgets (no LanguageChange event).
//   {
//       kvreport::ScopedReportLanguage ja(u"ja"_s);   // loads :/i18n/kvplanner_ja.qm when embedded
//       QLocale().toString(1234.5, 'f', 1)             // "1,234.5"; in "it": "1.234,5"
//   }                                                  // the previous translators and locale are back
// Use on the GUI thread only (it installs an application-wide translator for its lifetime).

#include <QLocale>
#include <QString>
#include <QStringList>

#include <memory>

class QTranslator;

namespace kvreport {

class ScopedReportLanguage
{
public:
    explicit ScopedReportLanguage(const QString& language);
    ~ScopedReportLanguage();
    ScopedReportLanguage(const ScopedReportLanguage&) = delete;
    ScopedReportLanguage& operator=(const ScopedReportLanguage&) = delete;

    bool translated() const { return m_translated; } // false: English text (no .qm for the language)
    QLocale locale() const { return m_locale; }

private:
    class MaskingTranslator;
    std::unique_ptr<MaskingTranslator> m_translator;
    QLocale m_previousLocale;
    QLocale m_locale;
    bool m_translated = false;
};

// "en", "ja", "it": the languages a report can be written in.
QStringList reportLanguages();
bool isReportLanguage(const QString& language);

} // namespace kvreport
