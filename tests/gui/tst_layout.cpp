// The window's geometry (issue 34 §1): the charts are the stable centre. At 1280x800, 1366x768 and the
// smallest first-run size, in English, Japanese and Italian, with a plan that does not fit (several
// suggestions), both charts are on screen, each at least kChartShare of the window's height with room
// for its axes, while the verdict, the sliders and the top suggestion stay in view; long texts are cut
// at a word with "…" and a tooltip; the Explain panel docks beside the charts instead of covering them.

#include "guitestutil.h"

#include "advicepanel.h"
#include "charts/memorycharts.h"
#include "chartspanel.h"
#include "chartstage.h"
#include "dialogprovider.h"
#include "elidedlabel.h"
#include "inputsliders.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modelpicker.h"
#include "resultspanel.h"
#include "settings.h"
#include "verdictbanner.h"

#include "estimator.h"
#include "format.h"

#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace kvgui;

namespace {

// Each chart keeps at least this share of the window's height (measured: 0.33-0.36 at the sizes below).
constexpr double kEachChartShare = 0.30;

// Llama 3.3 70B Q4_K_M at 32k x 2 users on a 48 GB Mac mini: does not fit, and no single change makes it
// fit: three combinations and two machines, with long sentences.
void doesNotFit(PlannerDocument& doc)
{
    doc.setModelById(QStringLiteral("llama-3.3-70b"));
    doc.setWeightScheme(QStringLiteral("Q4_K_M"));
    doc.setContextPerUser(32768);
    doc.setUsers(2);
    MachineChoice m;
    m.presetId = QStringLiteral("mac-mini-m4-pro-48gb");
    doc.setMachine(m);
}

QRect inWindow(const QWidget* w)
{
    return QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size());
}

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

} // namespace

class TestLayout : public QObject
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

    void chartsKeepTheirRoom_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("lang");
        for (const char* lang : {"en", "ja", "it"}) {
            QTest::addRow("1280x800 %s", lang) << QSize(1280, 800) << QString::fromLatin1(lang);
            QTest::addRow("1366x768 %s", lang) << QSize(1366, 768) << QString::fromLatin1(lang);
            QTest::addRow("1180x680 %s", lang) << QSize(1180, 680) << QString::fromLatin1(lang);
        }
    }

    void chartsKeepTheirRoom()
    {
        QFETCH(QSize, size);
        QFETCH(QString, lang);
        LanguageManager languages;
        languages.setLanguage(lang);
        PlannerDocument doc(kvtest::catalog());
        doesNotFit(doc);
        QCOMPARE(doc.estimate().verdict, kv::Verdict::DoesNotFit);
        MainWindow w(&doc, &languages);
        w.charts()->tabs()->setCurrentIndex(0); // against context
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.advice()->refreshNow();
        settle();
        QCOMPARE(w.size(), size);
        QCOMPARE(w.advice()->advice().size(), size_t(5));
        const QRect window = w.rect();
        const int h = w.height();
        for (QWidget* chart :
             {static_cast<QWidget*>(w.charts()->deviceChart()), static_cast<QWidget*>(w.charts()->contextChart())}) {
            QVERIFY(chart->isVisible());
            const QRect r = inWindow(chart);
            QVERIFY2(window.contains(r), qPrintable(QString::fromLatin1(chart->metaObject()->className())));
            qInfo("%s at %dx%d (%s): %d px = %.2f of the height", chart->metaObject()->className(), size.width(),
                  size.height(), qPrintable(lang), chart->height(), double(chart->height()) / h);
            QVERIFY2(chart->height() >= kEachChartShare * h,
                     qPrintable(QStringLiteral("%1 px of %2").arg(chart->height()).arg(h)));
            // Room for the axes: the plot area sits inside the chart with space below for the x labels
            // and beside it for the y labels.
            const QChartView* view = chart->findChild<QChartView*>();
            QVERIFY(view);
            const QChart* c = view->chart();
            QVERIFY(c);
            const QRectF plot = c->plotArea();
            QVERIFY2(plot.height() >= 0.45 * chart->height(), qPrintable(QString::number(plot.height())));
            QVERIFY(plot.bottom() + 2 * chart->fontMetrics().height() <= c->size().height());
            QVERIFY(plot.left() >= chart->fontMetrics().horizontalAdvance(QStringLiteral("00")));
        }
        // The verdict, the sliders and the top suggestion are in view without scrolling.
        for (QWidget* part : {static_cast<QWidget*>(w.banner()), static_cast<QWidget*>(w.sliders()),
                              static_cast<QWidget*>(w.advice()->rowLabel(0))}) {
            QVERIFY(part->isVisible());
            QVERIFY(window.contains(inWindow(part)));
        }
        // The inputs' column is not cut at the right: its content is no wider than the scroll area shows.
        const auto* sidebar = w.findChild<QScrollArea*>(QStringLiteral("inputs"));
        QVERIFY(sidebar);
        QVERIFY2(
            sidebar->widget()->width() <= sidebar->viewport()->width(),
            qPrintable(QStringLiteral("%1 > %2").arg(sidebar->widget()->width()).arg(sidebar->viewport()->width())));
        // The numbers' columns are not cut at the right (the launch command's Copy button is in view).
        settle();
        const QRect copy = inWindow(w.results()->copyButton());
        QVERIFY2(w.rect().contains(copy), qPrintable(QStringLiteral("%1 of %2").arg(copy.right()).arg(w.width())));
        QCOMPARE(w.size(), size);
        // The top suggestion's figures are the core's for its plan.
        const kv::Advice& top = w.advice()->advice().front();
        const kv::Estimate planned = kv::plan(top.scenario);
        QCOMPARE(top.totalBytes, planned.memory.total());
        QCOMPARE(top.verdict, planned.verdict);
        QVERIFY(w.advice()->resultText(0).contains(kvapp::formatBytes(planned.memory.total())));
        QCOMPARE(w.advice()->rowLabel(0)->fullText(), w.advice()->rowText(0));
        // The other suggestions wait behind "N more".
        QVERIFY(w.advice()->moreButton()->isVisible());
        QVERIFY(!w.advice()->rowLabel(1)->isVisible());
        w.advice()->moreButton()->click();
        QVERIFY(w.advice()->rowLabel(1)->isVisible());
        settle();
        // Unfolded, the suggestions scroll past kAdviceShare of the height: the charts keep their axes.
        QVERIFY(w.advice()->height() <= AdvicePanel::kAdviceShare * h + 2 * w.advice()->fontMetrics().height());
        for (QWidget* chart :
             {static_cast<QWidget*>(w.charts()->deviceChart()), static_cast<QWidget*>(w.charts()->contextChart())}) {
            QVERIFY(window.contains(inWindow(chart)));
            QVERIFY2(chart->height() >= 0.25 * h,
                     qPrintable(QStringLiteral("%1 px of %2").arg(chart->height()).arg(h)));
            const QChart* c = chart->findChild<QChartView*>()->chart();
            QVERIFY(c->plotArea().bottom() + 2 * chart->fontMetrics().height() <= c->size().height());
        }
        // Every chart tab in view, beside the log-scale toggle: no scroll arrows hide the last one.
        {
            const QTabBar* bar = w.charts()->tabs()->tabBar();
            const QRect last = bar->tabRect(bar->count() - 1);
            QVERIFY2(
                last.right() <= bar->width(),
                qPrintable(
                    QStringLiteral("%1: last tab ends at %2 of %3").arg(lang).arg(last.right()).arg(bar->width())));
        }
        if (const QString dir = qEnvironmentVariable("KV_LAYOUT_SHOTS"); !dir.isEmpty()) { // to look at
            settle();
            w.grab().save(
                QStringLiteral("%1/layout-%2-%3x%4-open.png").arg(dir, lang).arg(size.width()).arg(size.height()));
        }
        w.advice()->moreButton()->click();
        QVERIFY(!w.advice()->rowLabel(1)->isVisible());
    }

    void textsAreCutAtAWord()
    {
        const QString full = QStringLiteral("Store the KV cache as q8_0: about half the memory of 16-bit values, with "
                                            "a barely measurable loss of quality.");
        QWidget host; // a child resizes at once (a top-level window waits for the platform)
        host.resize(800, 100);
        ElidedLabel label(&host);
        label.setFullText(full);
        host.show();
        for (int width : {120, 200, 300, 420, 560}) {
            label.resize(width, label.sizeHint().height());
            const QString shown = label.text();
            QVERIFY(shown.endsWith(QChar(0x2026)));
            const QString head = shown.chopped(1);
            QVERIFY(full.startsWith(head));
            const QChar next = full.at(head.size());
            QVERIFY2(next.isSpace() || next.isPunct(), qPrintable(shown)); // never in the middle of a word
            QVERIFY2(label.fontMetrics().horizontalAdvance(shown) <= width,
                     qPrintable(QStringLiteral("%1 at %2: %3").arg(shown).arg(width).arg(label.width())));
            QCOMPARE(label.toolTip(), full);
        }
        label.resize(label.sizeHint());
        QCOMPARE(label.text(), full);
        QVERIFY(label.toolTip().isEmpty());
        // Japanese has no spaces: it is cut between characters, still ending in "…".
        const QString ja = QStringLiteral(
            "KV キャッシュを q8_0 で保持します。16 ビットの約半分のメモリで、品質の低下はほとんど測れません。");
        label.setFullText(ja);
        label.resize(160, label.sizeHint().height());
        QVERIFY(label.text().endsWith(QChar(0x2026)));
        QVERIFY(ja.startsWith(label.text().chopped(1)));
    }

    void explainDocksBesideTheCharts()
    {
        LanguageManager languages;
        PlannerDocument doc(kvtest::catalog());
        doesNotFit(doc);
        MainWindow w(&doc, &languages);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.explainDock()->show();
        settle();
        QVERIFY(!w.explainDock()->isFloating());
        QCOMPARE(w.size(), QSize(1280, 800));
        const QRect panel = inWindow(w.explainDock());
        for (QWidget* part : {static_cast<QWidget*>(w.banner()), static_cast<QWidget*>(w.charts()->deviceChart()),
                              static_cast<QWidget*>(w.charts()->contextChart())}) {
            QVERIFY(part->isVisible());
            QVERIFY(!panel.intersects(inWindow(part)));
            QVERIFY(w.rect().contains(inWindow(part)));
        }
        // At this width the inputs make way while the panel is open, and come back when it closes.
        QVERIFY(!w.modelPicker()->isVisible());
        w.explainDock()->hide();
        settle();
        QVERIFY(w.modelPicker()->isVisible());
        // Wide enough for both: the inputs stay.
        w.resize(1600, 900);
        w.explainDock()->show();
        settle();
        QVERIFY(w.modelPicker()->isVisible());
        QVERIFY(!w.explainDock()->isFloating());
    }

    // Keyboard only (issue 34 §2): Tab from the model search visits every control a person can use, each
    // once, the inputs' column first and top to bottom, then the plan on the right; and comes back round.
    void tabWalksEveryControlInOrder()
    {
        LanguageManager languages;
        PlannerDocument doc(kvtest::catalog());
        doesNotFit(doc);
        MainWindow w(&doc, &languages);
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.advice()->refreshNow();
        settle();
        QWidget* search = w.modelPicker()->findChild<QLineEdit*>();
        QVERIFY(search);
        search->setFocus(Qt::TabFocusReason);
        settle();
        QCOMPARE(QApplication::focusWidget(), search);
        std::vector<QWidget*> visited;
        for (int i = 0; i < 200; ++i) {
            visited.push_back(QApplication::focusWidget());
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            if (QApplication::focusWidget() == search)
                break;
        }
        QCOMPARE(QApplication::focusWidget(), search); // round, not stuck
        // Each visited once.
        std::vector<QWidget*> sorted = visited;
        std::sort(sorted.begin(), sorted.end());
        QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
        // Every visible, enabled control that takes Tab is on the walk.
        const auto* inputs = w.findChild<QScrollArea*>(QStringLiteral("inputs"));
        for (QWidget* c : w.findChildren<QWidget*>()) {
            if (!c->isVisibleTo(&w) || !c->isEnabled() || !(c->focusPolicy() & Qt::TabFocus) || c->focusProxy())
                continue;
            if (qobject_cast<QScrollArea*>(c) || qobject_cast<QScrollBar*>(c))
                continue;
            QVERIFY2(std::find(visited.begin(), visited.end(), c) != visited.end(),
                     qPrintable(QStringLiteral("%1 %2 (%3) is not reached by Tab")
                                    .arg(QString::fromLatin1(c->metaObject()->className()), c->objectName(),
                                         c->accessibleName())));
        }
        // The inputs' column first, then the right-hand side; within the column, top to bottom.
        size_t firstRight = visited.size();
        for (size_t i = 0; i < visited.size(); ++i)
            if (!inputs->isAncestorOf(visited[i])) {
                firstRight = i;
                break;
            }
        QVERIFY(firstRight > 3);
        for (size_t i = firstRight; i < visited.size(); ++i)
            QVERIFY2(!inputs->isAncestorOf(visited[i]),
                     qPrintable(QStringLiteral("back to the inputs at step %1: %2")
                                    .arg(i)
                                    .arg(QString::fromLatin1(visited[i]->metaObject()->className()))));
        int lastY = -1;
        for (size_t i = 0; i < firstRight; ++i) {
            const int y = visited[i]->mapTo(inputs->widget(), QPoint(0, 0)).y();
            QVERIFY2(y + 4 >= lastY, qPrintable(QStringLiteral("%1 above the one before it")
                                                    .arg(QString::fromLatin1(visited[i]->metaObject()->className()))));
            lastY = y;
        }
    }

    void firstRunOpensOnTheScreen()
    {
        // A 1440x900 desktop with a 30 px panel: most of it, centred; a small screen: the minimum size.
        const QRect big = MainWindow::openingGeometry(QRect(0, 30, 1440, 870), QSize(1180, 680));
        QCOMPARE(big.size(), QSize(1382, 835));
        QVERIFY(QRect(0, 30, 1440, 870).contains(big));
        const QRect small = MainWindow::openingGeometry(QRect(0, 0, 1280, 720), QSize(1180, 680));
        QCOMPARE(small.size(), QSize(1229, 691));
        QCOMPARE(MainWindow::openingGeometry(QRect(0, 0, 1024, 600), QSize(1180, 680)).size(), QSize(1180, 680));
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
