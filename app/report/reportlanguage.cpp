#include "reportlanguage.h"

#include <QCoreApplication>
#include <QTranslator>

namespace kvreport {

// Answers from the language's own translation, else with the source text: a non-null answer stops
// QCoreApplication::translate() from asking the window's translators. It loads no messages itself, so
// isEmpty() stays true and (un)installing it sends no LanguageChange event.
class ScopedReportLanguage::MaskingTranslator : public QTranslator
{
public:
    bool loadLanguage(const QLocale& locale)
    {
        return m_inner.load(locale, QStringLiteral("kvplanner"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    }

    QString translate(const char* context, const char* sourceText, const char* disambiguation, int n) const override
    {
        if (!sourceText)
            return QString();
        QString text = m_inner.isEmpty() ? QString() : m_inner.translate(context, sourceText, disambiguation, n);
        return text.isEmpty() ? QString::fromUtf8(sourceText) : text;
    }

private:
    QTranslator m_inner;
};

ScopedReportLanguage::ScopedReportLanguage(const QString& language)
    : m_translator(std::make_unique<MaskingTranslator>()), m_previousLocale(QLocale()),
      m_locale(isReportLanguage(language) ? QLocale(language) : QLocale(QLocale::English, QLocale::UnitedStates))
{
    // English has a translation too: its plural forms only ("1 user"; translations/CMakeLists.txt).
    m_translated = m_translator->loadLanguage(m_locale) || m_locale.language() == QLocale::English;
    QLocale::setDefault(m_locale);
    QCoreApplication::installTranslator(m_translator.get());
}

ScopedReportLanguage::~ScopedReportLanguage()
{
    QCoreApplication::removeTranslator(m_translator.get());
    QLocale::setDefault(m_previousLocale);
}

QStringList reportLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("it")};
}

bool isReportLanguage(const QString& language)
{
    return reportLanguages().contains(language);
}

} // namespace kvreport
