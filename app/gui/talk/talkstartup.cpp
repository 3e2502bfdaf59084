#include "talkstartup.h"
#include "moneysettings.h"
#include "talktr.h"

#include "apperror.h"
#include "mainwindow.h"
#include "plannerdocument.h"
#include "startup.h"
#include "stepview.h"
#include "talkexport.h"
#include "talkwindow.h"

#include <QApplication>
#include <QFileInfo>
#include <QPixmap>

namespace kvgui::talk {

void exportTalkPdf(const PlannerDocument& document, const QString& path, const SlideOptions& options)
{
    const TalkScript script = bindToPlan(defaultTalk(), PlanFields::modelAndMachine());
    SlideOptions o = options;
    if (o.title.isEmpty())
        o.title = script.title;
    if (o.version.isEmpty())
        o.version = QCoreApplication::applicationVersion();
    writeSlidesPdf(path, prepareTalk(script, document.scenario(), document.catalog(), savedEnergyUse()), o);
}

void saveTalkScreenshot(const PlannerDocument& document, const TalkScript& script, int index, const QSize& size,
                        const QString& path)
{
    TalkWindow w(&document, script);
    w.resize(size);
    w.goTo(index);
    w.view()->finish();
    w.show();
    QCoreApplication::processEvents();
    if (!w.grab().save(path, "PNG"))
        throw kvapp::AppError{Talk::tr("cannot write the screenshot “%1”").arg(path), 1};
}

std::optional<int> runTalkOption(const StartupOptions& o, MainWindow& window)
{
    if (!o.talk)
        return std::nullopt;
    const TalkScript script = o.talkFile.isEmpty() ? defaultTalk() : loadTalkScript(o.talkFile);
    const int index = o.talkStep.value_or(1) - 1;
    if (!o.screenshot.isEmpty()) {
        saveTalkScreenshot(*window.document(), script, index, o.size, o.screenshot);
        return 0;
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
