// Switching the running window en → ja → it → en (STYLE 11): menu titles, the verdict banner, a
// results label, chart titles and axis titles change at once, numbers follow the language
// ("8,00 GiB" in Italian), and everything comes back in English. The Language menu lists the native
// names, checks the current choice and remembers it in the settings.

#include "guitestutil.h"

#include "charts/memorycharts.h"
#include "chartspanel.h"
#include "dialogprovider.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modelpicker.h"
#include "reportdialog.h"
#include "resultspanel.h"
#include "settings.h"
#include "verdictbanner.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kvgui;

namespace {

// What a user sees of the window's words and numbers, in one snapshot.
struct Texts
{
    QStringList menus;
    QString headline;
    QString kv;
    QString memory;
    QStringList chartTitles;
    QStringList axisTitles;
    QStringList chartLocales;
    QString font;
    QString contextBox; // the exact context in its spin box: "32,768" / "32.768"
    QString modelSize;  // the model list's size column for Qwen3 32B: "32.8B" / "32,8B"
};

QMenu* languageMenu(MainWindow& w)
{
    for (QMenu* m : w.findChildren<QMenu*>())
        for (QAction* a : m->actions())
            if (a->text() == u"日本語")
                return m;
    return nullptr;
}

Texts snapshot(MainWindow& w)
{
    // KV_SCREENSHOT_DIR=DIR keeps a picture of the window after every switch, to look at.
    if (qEnvironmentVariableIsSet("KV_SCREENSHOT_DIR")) {
        static int n = 0;
        QTest::qWait(200); // deferred layouts and chart scenes, as a user would see them
        const QString prefix = QStringLiteral("%1/switch-%2-%3")
                                   .arg(qEnvironmentVariable("KV_SCREENSHOT_DIR"))
                                   .arg(++n)
                                   .arg(QLocale().name());
        w.grab().save(prefix + QStringLiteral(".png"));
        ReportDialog report(w.document(), &w);
        report.show();
        QTest::qWait(200);
        report.grab().save(prefix + QStringLiteral("-report.png"));
    }
    Texts t;
    for (QAction* a : w.menuBar()->actions())
        t.menus << a->text();
    t.headline = w.banner()->headline();
    t.kv = w.banner()->kvText();
    t.memory = w.results()->memoryText();
    for (QChartView* v : w.charts()->findChildren<QChartView*>()) {
        t.chartTitles << v->chart()->title();
        t.chartLocales << v->chart()->locale().name();
        for (QAbstractAxis* axis : v->chart()->axes())
            t.axisTitles << axis->titleText();
    }
    t.chartTitles << w.charts()->contextChart()->title() << w.charts()->usersChart()->title();
    t.font = QApplication::font().families().value(0);
    const QAbstractItemModel* models = w.modelPicker()->sourceModel();
    for (int f = 0; f < models->rowCount(); ++f) {
        const QModelIndex family = models->index(f, 0);
        for (int r = 0; r < models->rowCount(family); ++r)
            if (models->index(r, 0, family).data().toString() == u"Qwen3 32B")
                t.modelSize = models->index(r, 1, family).data().toString();
    }
    for (QSpinBox* box : w.findChildren<QSpinBox*>())
        if (box->value() == 32768)
            t.contextBox = box->text();
    return t;
}

} // namespace

class TestLanguageSwitch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        Settings::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
        DialogProvider::setTestMode(true);
    }

    void languagesAreEmbedded()
    {
        const QStringList codes = LanguageManager::availableLanguages();
        QCOMPARE(codes, (QStringList{QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("ja")}));
        QCOMPARE(LanguageManager::nativeName(QStringLiteral("ja")), QStringLiteral("日本語"));
        QCOMPARE(LanguageManager::nativeName(QStringLiteral("it")), QStringLiteral("Italiano"));
    }

    void switchesAndComesBack()
    {
        LanguageManager languages;
        languages.setLanguage(QStringLiteral("en"));
        PlannerDocument doc(kvtest::catalog());
        kvtest::qwenOn4090(doc);
        MainWindow window(&doc, &languages);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const Texts en = snapshot(window);
        QVERIFY(en.menus.contains(QStringLiteral("&File")));
        QVERIFY(en.menus.contains(QStringLiteral("&View")));
        QCOMPARE(en.kv, QStringLiteral("8.00 GiB"));
        QCOMPARE(en.contextBox, QStringLiteral("32,768"));
        QCOMPARE(en.modelSize, QStringLiteral("32.8B"));
        QVERIFY(en.memory.contains(QStringLiteral("Total")));
        QVERIFY(en.chartTitles.contains(QStringLiteral("Memory per device")));
        QVERIFY(en.axisTitles.contains(QStringLiteral("Context per user (tokens)")));
        QVERIFY(en.chartLocales.contains(QStringLiteral("en_US")));

        // The menu: native names, the current choice checked, a choice remembered.
        QMenu* menu = languageMenu(window);
        QVERIFY(menu);
        QCOMPARE(menu->title(), QStringLiteral("La&nguage"));
        QStringList names;
        for (QAction* a : menu->actions())
            if (!a->isSeparator())
                names << a->text();
        QCOMPARE(names, (QStringList{QStringLiteral("&System Language"), QStringLiteral("English"),
                                     QStringLiteral("Italiano"), QStringLiteral("日本語")}));

        // ja, chosen from the menu like a user.
        for (QAction* a : menu->actions())
            if (a->text() == u"日本語")
                a->trigger();
        QCOMPARE(languages.language(), QStringLiteral("ja"));
        QCOMPARE(Settings::get(settings::kLanguage), QStringLiteral("ja"));
        const Texts ja = snapshot(window);
        QVERIFY(ja.menus.contains(QStringLiteral("ファイル(&F)")));
        QVERIFY(ja.menus.contains(QStringLiteral("表示(&V)")));
        QCOMPARE(menu->title(), QStringLiteral("言語(&N)"));
        QVERIFY(ja.headline != en.headline);
        QVERIFY(ja.memory.contains(QStringLiteral("合計")));
        QVERIFY(ja.chartTitles.contains(QStringLiteral("デバイスごとのメモリ")));
        QVERIFY(ja.axisTitles.contains(QStringLiteral("ユーザーあたりのコンテキスト（トークン）")));
        QVERIFY(ja.chartLocales.contains(QStringLiteral("ja_JP")));
        QCOMPARE(ja.font, QStringLiteral("Noto Sans CJK JP")); // pinned: never tofu, never Chinese glyphs
        QCOMPARE(ja.kv, QStringLiteral("8.00 GiB"));
        // Qt's own strings (dialog buttons) come from qt6-translations-l10n.
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("キャンセル"));

        // it, through the manager.
        languages.setLanguage(QStringLiteral("it"));
        const Texts it = snapshot(window);
        QVERIFY(it.menus.contains(QStringLiteral("&Visualizza")));
        QVERIFY(it.menus.contains(QStringLiteral("&Modifica")));
        QCOMPARE(menu->title(), QStringLiteral("Li&ngua"));
        QVERIFY(it.headline != en.headline && it.headline != ja.headline);
        QCOMPARE(it.kv, QStringLiteral("8,00 GiB"));
        QCOMPARE(it.contextBox, QStringLiteral("32.768"));
        QCOMPARE(it.modelSize, QStringLiteral("32,8B"));
        QVERIFY(it.memory.contains(QStringLiteral("Totale")));
        QVERIFY(it.memory.contains(QLatin1Char(',')));
        QVERIFY(it.chartTitles.contains(QStringLiteral("Memoria per dispositivo")));
        QVERIFY(it.axisTitles.contains(QStringLiteral("Contesto per utente (token)")));
        QVERIFY(it.chartLocales.contains(QStringLiteral("it_IT")));
        QVERIFY(it.font != ja.font);
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Annulla"));

        // And back: everything as it was.
        languages.setLanguage(QStringLiteral("en"));
        const Texts back = snapshot(window);
        QCOMPARE(back.menus, en.menus);
        QCOMPARE(back.headline, en.headline);
        QCOMPARE(back.kv, en.kv);
        QCOMPARE(back.memory, en.memory);
        QCOMPARE(back.chartTitles, en.chartTitles);
        QCOMPARE(back.axisTitles, en.axisTitles);
        QCOMPARE(back.chartLocales, en.chartLocales);
        QCOMPARE(back.font, en.font);
        QCOMPARE(back.contextBox, en.contextBox);
        QCOMPARE(back.modelSize, en.modelSize);
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
