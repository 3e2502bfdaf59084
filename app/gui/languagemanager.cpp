#include "languagemanager.h"

#include "settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFont>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
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

QString LanguageManager::nativeName(const QString& code)
{
    if (code == QStringLiteral("en"))
        return QStringLiteral("English");
    if (code == QStringLiteral("ja"))
        return QStringLiteral("日本語");
    if (code == QStringLiteral("it"))
        return QStringLiteral("Italiano");
    const QLocale locale(code);
    const QString name = locale.nativeLanguageName();
    return name.isEmpty() ? code : locale.toUpper(name.left(1)) + name.mid(1);
}

QStringList LanguageManager::pinnedFontFamilies(const QString& code)
{
    if (QLocale(code).language() == QLocale::Japanese)
        return {QStringLiteral("Noto Sans CJK JP"), QStringLiteral("IPAGothic"), QStringLiteral("IPAPGothic")};
    return {};
}

void LanguageManager::applyFont(const QLocale& locale)
{
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return;
    if (m_baseFamilies.isEmpty())
        m_baseFamilies = QApplication::font().families();
    const QStringList cjk{QStringLiteral("Noto Sans CJK JP"), QStringLiteral("IPAGothic")};
    QStringList families =
        locale.language() == QLocale::Japanese ? pinnedFontFamilies(QStringLiteral("ja")) : QStringList();
    for (const QString& f : m_baseFamilies + cjk)
        if (!families.contains(f))
            families << f;
    QFont font = QApplication::font();
    if (font.families() == families)
        return;
    font.setFamilies(families);
    QApplication::setFont(font);
}

QMenu* LanguageManager::createMenu(QWidget* parent)
{
    auto* menu = new QMenu(parent);
    auto* group = new QActionGroup(menu);
    const QString current = Settings::get(settings::kLanguage);
    QAction* system = menu->addAction(QString());
    system->setData(QString());
    menu->addSeparator();
    QList<QAction*> actions{system};
    for (const QString& code : availableLanguages()) {
        QAction* a = menu->addAction(nativeName(code));
        a->setData(code);
        actions << a;
    }
    for (QAction* a : actions) {
        a->setCheckable(true);
        a->setChecked(a->data().toString() == current);
        group->addAction(a);
    }
    if (!group->checkedAction())
        system->setChecked(true);
    connect(group, &QActionGroup::triggered, this, [this](QAction* a) {
        const QString code = a->data().toString();
        Settings::set(settings::kLanguage, code);
        setLanguage(code);
    });
    const auto retranslate = [menu, system] {
        menu->setTitle(tr("La&nguage")); // &L is the logarithmic axis in the same menu
        //: Language menu entry: use the language of the desktop (the choice is remembered)
        system->setText(tr("&System Language"));
    };
    retranslate();
    connect(this, &LanguageManager::languageChanged, menu, retranslate);
    return menu;
}

bool LanguageManager::setLanguage(const QString& code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    m_language = code;
    QLocale::setDefault(locale);
    // Widgets keep the locale they were created with (spin boxes would stay "32,768" in Italian):
    // hand the new one to every window; children without their own locale follow.
    if (qobject_cast<QApplication*>(QCoreApplication::instance()))
        for (QWidget* w : QApplication::topLevelWidgets())
            w->setLocale(locale);
    applyFont(locale);
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
    m_appTranslator = std::make_unique<QTranslator>();
    m_qtTranslator = std::make_unique<QTranslator>();
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    bool found = english;
    // English loads only its plural forms ("1 user"; translations/CMakeLists.txt).
    if (english && m_appTranslator->load(QStringLiteral(":/i18n/kvplanner_en.qm")))
        QCoreApplication::installTranslator(m_appTranslator.get());
    if (!english &&
        m_appTranslator->load(locale, QStringLiteral("kvplanner"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
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
