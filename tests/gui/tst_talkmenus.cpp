// The talk from the planner window's menus: View → Speaker Notes (the notes window follows the talk,
// shows the notes kvtalk writes on the PDF's notes pages, closes with the talk, goes on another screen)
// and File → Export Talk as PDF… through the dialog seam (atomic file, a slide and a notes page per
// step read back with poppler, an unwritable path: an error and no file).
#include "guitestutil.h"
#include "moneysettings.h"

#include "dialogprovider.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "plannerdocument.h"
#include "settings.h"
#include "speakernotes.h"
#include "stepview.h"
#include "talkdata.h"
#include "talkscript.h"
#include "talktexts.h"
#include "talkwindow.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kvgui;

namespace {

QString run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString squeeze(QString s)
{
    return s.remove(QRegularExpression(QStringLiteral("\\s+")));
}

} // namespace

class TestTalkMenus : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<PlannerDocument> m_doc;
    std::unique_ptr<MainWindow> m_window;

    QAction* action(const char* name) const { return m_window->findChild<QAction*>(QString::fromLatin1(name)); }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        Settings::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
        DialogProvider::setTestMode(true);
    }

    void init()
    {
        DialogProvider::reset();
        m_languages = std::make_unique<LanguageManager>();
        m_doc = std::make_unique<PlannerDocument>(kvtest::catalog());
        kvtest::qwenOn4090(*m_doc);
        m_window = std::make_unique<MainWindow>(m_doc.get(), m_languages.get());
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        if (m_window->talkWindow())
            m_window->talkWindow()->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        m_window.reset();
        m_doc.reset();
        m_languages.reset();
    }

    void speakerNotesFollowTheTalk()
    {
        QAction* notesAction = action("speakerNotesAction");
        QVERIFY(notesAction);
        QCOMPARE(notesAction->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F5));
        notesAction->trigger(); // starts the talk, with its notes
        talk::TalkWindow* talkWindow = m_window->talkWindow();
        QVERIFY(talkWindow);
        QPointer<talk::SpeakerNotes> notes = m_window->speakerNotes();
        QVERIFY(notes);
        QVERIFY(notes->isVisible());
        QVERIFY(notes->isWindow());
        const talk::TalkScript script = talk::defaultTalk();
        for (int step : {0, 1, 2, 3}) {
            if (step > 0)
                QTest::keyClick(talkWindow, Qt::Key_Right);
            QCOMPARE(talkWindow->currentStep(), step);
            // The same text the PDF's notes page carries for this step (kvtalk's stepNotes), computed
            // here from the step and the plan, not read from the window.
            const talk::StepData d =
                talk::prepareStep(script.steps[size_t(step)], m_doc->scenario(), m_doc->catalog(), savedEnergyUse());
            QCOMPARE(notes->notesText(), talk::stepNotes(d));
            QCOMPARE(notes->titleText(), talk::stepTitle(d));
            QVERIFY(!notes->notesText().isEmpty());
        }
        // Keys pressed in the notes window drive the talk.
        QTest::keyClick(notes.data(), Qt::Key_Left);
        QCOMPARE(talkWindow->currentStep(), 2);
        QCOMPARE(notes->titleText(), talkWindow->stepTitleAt(2));
        // Esc ends the talk; its notes window goes with it.
        QTest::keyClick(talkWindow, Qt::Key_Escape);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!m_window->talkWindow());
        QVERIFY(!notes);
    }

    void speakerNotesPlacement()
    {
        const QRect laptop(0, 0, 1440, 900), projector(1440, 0, 1920, 1080);
        // Two screens, the talk on the projector: the notes take the laptop's screen, and the other way round.
        QCOMPARE(talk::SpeakerNotes::placement({laptop, projector}, 1), laptop);
        QCOMPARE(talk::SpeakerNotes::placement({laptop, projector}, 0), projector);
        // One screen: its right third, 1440 / 3 = 480 px wide from x = 960.
        QCOMPARE(talk::SpeakerNotes::placement({laptop}, 0), QRect(960, 0, 480, 900));
    }

    void exportTalkPdf()
    {
        QTemporaryDir out;
        const QString path = out.filePath(QStringLiteral("talk.pdf"));
        QFile old(path); // an older file at the path is replaced whole
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old contents");
        old.close();
        DialogProvider::setNextFileName(path);
        QAction* exportAction = action("exportTalkAction");
        QVERIFY(exportAction);
        exportAction->trigger();
        QVERIFY2(DialogProvider::lastError().isEmpty(), qPrintable(DialogProvider::lastError()));
        // Atomic: the one file, complete, and no temporary file left beside it.
        QCOMPARE(QDir(out.path()).entryList(QDir::Files), QStringList{QStringLiteral("talk.pdf")});
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        // The default talk has 8 steps; the window exports each as a slide followed by its notes page:
        // 8 x 2 = 16 pages, the step's title on each slide (odd pages).
        const talk::TalkScript script = talk::defaultTalk();
        QCOMPARE(int(script.steps.size()), 9);
        const QString info = run(QStringLiteral("pdfinfo"), {path});
        if (info.isEmpty())
            QSKIP("pdfinfo (poppler-utils) is not installed");
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+18\\b"))), qPrintable(info));
        for (int i = 0; i < 8; ++i) {
            const QString n = QString::number(2 * i + 1);
            const QString text =
                squeeze(run(QStringLiteral("pdftotext"),
                            {QStringLiteral("-f"), n, QStringLiteral("-l"), n, path, QStringLiteral("-")}));
            talk::StepData d;
            d.step = script.steps[size_t(i)];
            QVERIFY2(text.contains(squeeze(talk::stepTitle(d))), qPrintable(text));
        }
    }

    void exportTalkToAnUnwritablePath()
    {
        QTemporaryDir out;
        QFile blocker(out.filePath(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        // The parent is a file: nothing can be written there (even as root).
        const QString path = out.filePath(QStringLiteral("not-a-folder/talk.pdf"));
        DialogProvider::setNextFileName(path);
        action("exportTalkAction")->trigger();
        QVERIFY(!DialogProvider::lastError().isEmpty());
        QVERIFY2(DialogProvider::lastError().contains(QStringLiteral("talk.pdf")),
                 qPrintable(DialogProvider::lastError()));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(out.path()).entryList(QDir::Files), QStringList{QStringLiteral("not-a-folder")});
    }
};

QTEST_MAIN(TestTalkMenus)
#include "tst_talkmenus.moc"
