#include "startup.h"

#include "apperror.h"
#include "planoptions.h"
#include "thismachine.h"

#include "filecontroller.h"
#include "mainwindow.h"
#include "plannerdocument.h"
#include "settings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QUndoStack>

#include <algorithm>
#include <string_view>

namespace kvgui {

namespace {

// lupdate files tr() in free functions under the namespace's name; a class context keeps the .ts
// context and the one looked up at run time the same.
struct Startup
{
    Q_DECLARE_TR_FUNCTIONS(Startup)
};

struct OptionSpec
{
    const char* name;
    const char* valueName;
    const char* help;
};

// The window's own options; the plan options come from kvapp::scenarioOptions().
constexpr OptionSpec kOptions[] = {
    {"screenshot", "OUT.png", QT_TRANSLATE_NOOP("Startup", "Render the window to a PNG and exit.")},
    {"size", "WxH", QT_TRANSLATE_NOOP("Startup", "Window size for --screenshot (default 1280x800).")},
    {"lang", "xx", QT_TRANSLATE_NOOP("Startup", "Interface language: en, ja, it.")},
    {"theme", "NAME", QT_TRANSLATE_NOOP("Startup", "system, light or dark.")},
    {"explain-step", "N", QT_TRANSLATE_NOOP("Startup", "With --explain: show step N (1 = first).")},
    {"talk-step", "N", QT_TRANSLATE_NOOP("Startup", "With --talk: start at step N (1 = first).")},
    {"talk-file", "FILE",
     QT_TRANSLATE_NOOP("Startup", "With --talk: a talk description (JSON) instead of the default.")},
};

std::optional<int> stepOption(const QCommandLineParser& p, const char* name)
{
    const QString key = QString::fromLatin1(name);
    if (!p.isSet(key))
        return std::nullopt;
    return static_cast<int>(kvapp::parseCount(key, p.value(key), 1, 99));
}

bool planOptionGiven(const QCommandLineParser& p)
{
    return std::any_of(kvapp::scenarioOptions().begin(), kvapp::scenarioOptions().end(),
                       [&p](const kvapp::ScenarioOption& o) {
                           return std::string_view(o.name) != "scenario" && p.isSet(QString::fromLatin1(o.name));
                       });
}

} // namespace

bool StartupOptions::hasInputs() const
{
    return !file.isEmpty() || (parser && kvapp::anyScenarioOption(*parser));
}

StartupOptions parseStartup(const QStringList& arguments)
{
    auto p = std::make_shared<QCommandLineParser>();
    p->setApplicationDescription(Startup::tr("Will this language model fit your machine?"));
    p->addHelpOption();
    p->addVersionOption();
    p->addPositionalArgument(QStringLiteral("file"), Startup::tr("A scenario (.kvplan) or a model file to open."),
                             QStringLiteral("[FILE]"));
    kvapp::addScenarioOptions(*p);
    for (const OptionSpec& o : kOptions)
        p->addOption(
            QCommandLineOption(QString::fromLatin1(o.name), Startup::tr(o.help), QString::fromLatin1(o.valueName)));
    p->addOption(
        QCommandLineOption(QStringLiteral("talk"), Startup::tr("Start the full-screen talk (F5 in the window).")));
    p->addOption(
        QCommandLineOption(QStringLiteral("explain"), Startup::tr("Open the Explain panel (F6 in the window).")));
    if (!p->parse(arguments))
        throw kvapp::AppError{p->errorText()};
    if (p->isSet(QStringLiteral("help")))
        p->showHelp(); // exits
    if (p->isSet(QStringLiteral("version")))
        p->showVersion(); // exits
    if (p->positionalArguments().size() > 1)
        throw kvapp::AppError{Startup::tr("one file at a time, not “%1”").arg(p->positionalArguments().at(1))};
    StartupOptions s;
    s.file = p->positionalArguments().value(0);
    s.screenshot = p->value(QStringLiteral("screenshot"));
    s.lang = p->value(QStringLiteral("lang"));
    s.theme = p->value(QStringLiteral("theme"));
    s.talk = p->isSet(QStringLiteral("talk"));
    s.explain = p->isSet(QStringLiteral("explain"));
    s.talkFile = p->value(QStringLiteral("talk-file"));
    s.talkStep = stepOption(*p, "talk-step");
    s.explainStep = stepOption(*p, "explain-step");
    if (p->isSet(QStringLiteral("size"))) {
        const auto m =
            QRegularExpression(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$")).match(p->value(QStringLiteral("size")));
        if (!m.hasMatch())
            throw kvapp::AppError{Startup::tr("--size needs WIDTHxHEIGHT, e.g. 1280x800")};
        s.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
    s.parser = std::move(p);
    return s;
}

kvapp::ThisMachine addThisMachine(kv::Catalog& catalog)
{
    kvapp::ThisMachine m = kvapp::detectThisMachine(catalog.hardware);
    if (m.found())
        catalog.hardware.insert(catalog.hardware.begin(), kvapp::thisMachinePreset(m));
    return m;
}

void openStartupFile(const StartupOptions& o, PlannerDocument& d)
{
    if (o.file.isEmpty())
        return;
    if (FileController::isScenarioFile(o.file))
        d.load(o.file);
    else
        d.openModelFile(o.file);
}

void applyStartup(const StartupOptions& o, PlannerDocument& d)
{
    if (!o.parser)
        return;
    const QCommandLineParser& p = *o.parser;
    const bool saved = p.isSet(QStringLiteral("scenario"));
    if (saved) {
        const QString file = p.value(QStringLiteral("scenario"));
        (void)kvapp::readScenarioFile(file, d.catalog()); // refused with the CLI's reason, like every plan option
        d.load(file);
    }
    if (!planOptionGiven(p))
        return;
    const kvapp::Start start = saved || (!o.file.isEmpty() && FileController::isScenarioFile(o.file))
                                   ? kvapp::Start::SavedScenario
                                   : kvapp::Start::Defaults;
    kv::Scenario plan = kvapp::applyScenarioOptions(p, d.catalog(), d.scenario(), start);
    const bool gpusAlone = plan.hardware.devices.empty(); // --gpus without a machine: the CLI plans none
    if (gpusAlone)
        plan.hardware = d.scenario().hardware;
    d.setScenario(plan, Startup::tr("Options from the command line"));
    if (gpusAlone) { // ... the window has one: that many of its GPUs
        MachineChoice c = d.machineChoice();
        c.gpus = static_cast<uint32_t>(
            kvapp::parseCount(QStringLiteral("gpus"), p.value(QStringLiteral("gpus")), kv::defaults::kGpus));
        d.setMachine(c);
    }
    if (o.file.isEmpty() && !saved)
        d.undoStack()->clear(); // the options describe the starting point, not an undoable edit
}

bool restoreLastSession(PlannerDocument& d)
{
    // A last file or session that no longer opens (moved, corrupt settings) is not worth a message at
    // start-up: the window opens on the next best thing. Only the worded failures (AppError) are
    // expected here; anything else is a bug and goes on to main().
    const QString lastFile = Settings::get(settings::kLastFile);
    if (!lastFile.isEmpty()) {
        try {
            d.load(lastFile);
            return true;
        } catch (const kvapp::AppError&) {
        }
    }
    const QByteArray last = Settings::get(settings::kLastScenario);
    if (last.isEmpty())
        return false;
    try {
        d.restore(last);
        return true;
    } catch (const kvapp::AppError&) {
        return false;
    }
}

void takeScreenshot(MainWindow& window, const QString& path, const QSize& size)
{
    window.resize(size);
    window.show();
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // e.g. replaced chart axes
    QCoreApplication::processEvents();
    QPixmap shot = window.grab();
    QDockWidget* dock = window.explainDock();
    if (dock->isVisible() && dock->isFloating()) {
        // The floating panel where it stands beside (or over) the window.
        const QRect win = window.geometry(), panel = dock->geometry();
        const QRect all = win.united(panel);
        QPixmap both(all.size());
        both.fill(Qt::darkGray);
        QPainter painter(&both);
        painter.drawPixmap(win.topLeft() - all.topLeft(), shot);
        painter.drawPixmap(panel.topLeft() - all.topLeft(), dock->grab());
        painter.end();
        shot = both;
    }
    if (!shot.save(path, "PNG"))
        throw kvapp::AppError{Startup::tr("cannot write the screenshot “%1”").arg(path), 1};
}

} // namespace kvgui
