#include "talkstartup.h"
#include "talktr.h"

#include "mainwindow.h"
#include "plannerdocument.h"
#include "startup.h"
#include "stepview.h"
#include "talkexport.h"
#include "talkwindow.h"

#include <QApplication>
#include <QFileInfo>
#include <QPixmap>

#include <cstdio>

namespace kvgui::talk {

QString exportTalkPdf(const PlannerDocument& document, const QString& path, const SlideOptions& options)
{
    const TalkScript script = bindToPlan(defaultTalk(), PlanFields::modelAndMachine());
    SlideOptions o = options;
    if (o.title.isEmpty())
        o.title = script.title;
    if (o.version.isEmpty())
        o.version = QCoreApplication::applicationVersion();
    return writeSlidesPdf(path, prepareTalk(script, document.scenario(), document.catalog()), o);
}

bool saveTalkScreenshot(const PlannerDocument& document, const TalkScript& script, int index, const QSize& size,
                        const QString& path, QString* error)
{
    TalkWindow w(&document, script);
    w.resize(size);
    w.goTo(index);
    w.view()->finish();
    w.show();
    QCoreApplication::processEvents();
    if (!w.grab().save(path, "PNG")) {
        *error = Talk::tr("cannot write the screenshot “%1”").arg(path);
        return false;
    }
    return true;
}

std::optional<int> runTalkOption(const StartupOptions& o, MainWindow& window)
{
    if (!o.talk)
        return std::nullopt;
    QString error;
    TalkScript script = defaultTalk();
    if (!o.talkFile.isEmpty()) {
        auto custom = loadTalkScript(o.talkFile, &error);
        if (!custom) {
            std::fprintf(stderr, "kvplanner: %s\n", qPrintable(error));
            return 2;
        }
        script = *custom;
    }
    const int index = o.talkStep.value_or(1) - 1;
    if (!o.screenshot.isEmpty()) {
        if (saveTalkScreenshot(*window.document(), script, index, o.size, o.screenshot, &error))
            return 0;
        std::fprintf(stderr, "kvplanner: %s\n", qPrintable(error));
        return 1;
    }
    window.restoreWindowState();
    window.show();
    auto* talk = new TalkWindow(window.document(), script);
    talk->setAttribute(Qt::WA_DeleteOnClose);
    talk->goTo(index);
    talk->showFullScreen();
    return QApplication::exec();
}

} // namespace kvgui::talk
