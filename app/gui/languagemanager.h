#pragma once
// Switches the interface language while the app runs (STYLE 11).
//
// setLanguage("ja") sets the default QLocale (numbers, byte units), swaps kvplanner's and Qt's own
// translators and so makes Qt send QEvent::LanguageChange to every widget (each one handles it with
// retranslateUi()). Objects that are not widgets — item models, charts — connect to
// languageChanged(), which fires after every switch, whoever installed the translator.
//   LanguageManager lm;  lm.setLanguage(u"it"_s);  // "1,5 GiB", Italian menus, at once

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QTranslator;

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
    static QStringList availableLanguages(); // codes with an embedded translation, "en" first

Q_SIGNALS:
    void languageChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QString m_language;
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
};

} // namespace kvgui
