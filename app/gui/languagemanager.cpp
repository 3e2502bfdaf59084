#include "languagemanager.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace kvgui {

LanguageManager::LanguageManager(QObject* parent) : QObject(parent)
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

LanguageManager::~LanguageManager()
{
    if (QCoreApplication::instance()) {
        QCoreApplication::instance()->removeEventFilter(this);
        if (m_appTranslator)
            QCoreApplication::removeTranslator(m_appTranslator.get());
        if (m_qtTranslator)
            QCoreApplication::removeTranslator(m_qtTranslator.get());
    }
}

QStringList LanguageManager::availableLanguages()
{
    QStringList codes{QStringLiteral("en")};
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("kvplanner_*.qm")});
    for (const QString& f : files) {
        const QString code = f.mid(10, f.size() - 13); // kvplanner_XX.qm
        if (!codes.contains(code))
            codes << code;
    }
    return codes;
}

bool LanguageManager::setLanguage(const QString& code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    m_language = code;
    QLocale::setDefault(locale);
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
    m_appTranslator = std::make_unique<QTranslator>();
    m_qtTranslator = std::make_unique<QTranslator>();
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    bool found = english;
    if (!english && m_appTranslator->load(locale, QStringLiteral("kvplanner"), QStringLiteral("_"),
                                          QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(m_appTranslator.get());
        found = true;
    }
    if (!english && m_qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                                         QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(m_qtTranslator.get());
    // Switching to English removes translators only; make sure everyone still hears about it.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    // QApplication forwards it to the windows as posted events: deliver them now, so that everything
    // has switched when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    return found;
}

bool LanguageManager::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        Q_EMIT languageChanged();
    return QObject::eventFilter(watched, event);
}

} // namespace kvgui
