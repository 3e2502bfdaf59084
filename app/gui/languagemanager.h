#pragma once
// Switches the interface language while the app runs (STYLE 11).
//
// setLanguage("ja") sets the default QLocale (numbers, byte units), swaps kvplanner's and Qt's own
// translators and so makes Qt send QEvent::LanguageChange to every widget (each one handles it with
// retranslateUi()). Objects that are not widgets — item models, charts — connect to
// languageChanged(), which fires after every switch, whoever installed the translator.
//   LanguageManager lm;  lm.setLanguage(u"it"_s);  // "1,5 GiB", Italian menus, at once
// Fonts are pinned so Japanese never falls back to tofu or to Chinese glyph shapes: in "ja" the
// application font is Noto Sans CJK JP (then IPAGothic), in the other languages the system font with
// those two as fallbacks (the Language menu shows "日本語" in every language).

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QMenu;
class QTranslator;
class QWidget;

namespace kvgui {

class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;

    // "en", "ja", "it"; "" follows the system. Returns false when no translation for it is built in
    // (the locale still switches, the texts stay English).
    bool setLanguage(const QString& code);
    QString language() const { return m_language; }
    static QStringList availableLanguages();        // codes with an embedded translation, "en" first
    static QString nativeName(const QString& code); // "English", "日本語", "Italiano" — never translated
    static QStringList pinnedFontFamilies(const QString& code); // the families setLanguage() puts first

    // A "Language" menu: "System Language", then every available language by its native name. Choosing
    // one switches at once and remembers the choice (settings::kLanguage; "" follows the system).
    QMenu* createMenu(QWidget* parent);

Q_SIGNALS:
    void languageChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyFont(const QLocale& locale);

    QString m_language;
    QStringList m_baseFamilies; // the application font's families before any pinning
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
};

} // namespace kvgui
