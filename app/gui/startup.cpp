#include "startup.h"

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

constexpr OptionSpec kOptions[] = {
    {"scenario", "FILE", QT_TRANSLATE_NOOP("Startup", "Open a saved scenario (.kvplan).")},
    {"model", "ID|FILE",
     QT_TRANSLATE_NOOP("Startup", "Model preset id, a model file (GGUF, config.json, spec JSON), or ollama:NAME.")},
    {"context", "N", QT_TRANSLATE_NOOP("Startup", "Context per user, in tokens.")},
    {"users", "N", QT_TRANSLATE_NOOP("Startup", "Concurrent users.")},
    {"weights", "SCHEME", QT_TRANSLATE_NOOP("Startup", "Weight quantisation, e.g. Q4_K_M.")},
    {"hardware", "ID", QT_TRANSLATE_NOOP("Startup", "Hardware preset id (this-machine: this computer as detected).")},
    {"vram", "GIB", QT_TRANSLATE_NOOP("Startup", "Custom machine: VRAM per GPU, in GiB.")},
    {"ram", "GIB", QT_TRANSLATE_NOOP("Startup", "Custom machine: system RAM, in GiB.")},
    {"gpus", "N", QT_TRANSLATE_NOOP("Startup", "Number of GPUs.")},
    {"screenshot", "OUT.png", QT_TRANSLATE_NOOP("Startup", "Render the window to a PNG and exit.")},
    {"size", "WxH", QT_TRANSLATE_NOOP("Startup", "Window size for --screenshot (default 1280x800).")},
    {"lang", "xx", QT_TRANSLATE_NOOP("Startup", "Interface language: en, ja, it.")},
    {"theme", "NAME", QT_TRANSLATE_NOOP("Startup", "system, light or dark.")},
    {"explain-step", "N", QT_TRANSLATE_NOOP("Startup", "With --explain: show step N (1 = first).")},
    {"talk-step", "N", QT_TRANSLATE_NOOP("Startup", "With --talk: start at step N (1 = first).")},
    {"talk-file", "FILE",
     QT_TRANSLATE_NOOP("Startup", "With --talk: a talk description (JSON) instead of the default.")},
};

bool parseNumber(const QCommandLineParser& p, const char* name, qint64 lo, qint64 hi, std::optional<qint64>* out,
                 QString* error)
{
    const QString key = QString::fromLatin1(name);
    if (!p.isSet(key))
        return true;
    bool ok = false;
    const qint64 v = p.value(key).toLongLong(&ok);
    if (!ok || v < lo || v > hi) {
        *error =
            Startup::tr("--%1 needs a whole number from %2 to %3, not “%4”").arg(key).arg(lo).arg(hi).arg(p.value(key));
        return false;
    }
    *out = v;
    return true;
}

bool parseGiB(const QCommandLineParser& p, const char* name, std::optional<double>* out, QString* error)
{
    const QString key = QString::fromLatin1(name);
    if (!p.isSet(key))
        return true;
    bool ok = false;
    const double v = p.value(key).toDouble(&ok);
    if (!ok || v < 0 || v > 1e6) {
        *error = Startup::tr("--%1 needs a size in GiB, not “%2”").arg(key, p.value(key));
        return false;
    }
    *out = v;
    return true;
}

} // namespace

bool StartupOptions::hasInputs() const
{
    return !file.isEmpty() || !scenario.isEmpty() || !model.isEmpty() || context || users || !weights.isEmpty() ||
           !hardware.isEmpty() || vramGiB || ramGiB || gpus;
}

std::optional<StartupOptions> parseStartup(const QStringList& arguments, QString* error)
{
    QCommandLineParser p;
    p.setApplicationDescription(Startup::tr("Will this language model fit your machine?"));
    p.addHelpOption();
    p.addVersionOption();
    p.addPositionalArgument(QStringLiteral("file"), Startup::tr("A scenario (.kvplan) or a model file to open."),
                            QStringLiteral("[FILE]"));
    for (const OptionSpec& o : kOptions)
        p.addOption(
            QCommandLineOption(QString::fromLatin1(o.name), Startup::tr(o.help), QString::fromLatin1(o.valueName)));
    p.addOption(
        QCommandLineOption(QStringLiteral("talk"), Startup::tr("Start the full-screen talk (F5 in the window).")));
    p.addOption(
        QCommandLineOption(QStringLiteral("explain"), Startup::tr("Open the Explain panel (F6 in the window).")));
    p.addOption(QCommandLineOption(QStringLiteral("this-machine"),
                                   Startup::tr("Plan on this computer (its RAM and GPUs as detected).")));
    p.process(arguments); // --help / --version exit here
    StartupOptions s;
    s.file = p.positionalArguments().value(0);
    s.scenario = p.value(QStringLiteral("scenario"));
    s.model = p.value(QStringLiteral("model"));
    s.weights = p.value(QStringLiteral("weights"));
    s.hardware =
        p.isSet(QStringLiteral("this-machine")) ? QStringLiteral("this-machine") : p.value(QStringLiteral("hardware"));
    s.screenshot = p.value(QStringLiteral("screenshot"));
    s.lang = p.value(QStringLiteral("lang"));
    s.theme = p.value(QStringLiteral("theme"));
    s.talk = p.isSet(QStringLiteral("talk"));
    s.explain = p.isSet(QStringLiteral("explain"));
    s.talkFile = p.value(QStringLiteral("talk-file"));
    std::optional<qint64> gpus, talkStep, explainStep;
    if (!parseNumber(p, "talk-step", 1, 99, &talkStep, error) ||
        !parseNumber(p, "explain-step", 1, 99, &explainStep, error) ||
        !parseNumber(p, "context", 1, 1ll << 32, &s.context, error) ||
        !parseNumber(p, "users", 1, 65536, &s.users, error) || !parseNumber(p, "gpus", 0, 64, &gpus, error) ||
        !parseGiB(p, "vram", &s.vramGiB, error) || !parseGiB(p, "ram", &s.ramGiB, error))
        return std::nullopt;
    if (gpus)
        s.gpus = static_cast<int>(*gpus);
    if (talkStep)
        s.talkStep = static_cast<int>(*talkStep);
    if (explainStep)
        s.explainStep = static_cast<int>(*explainStep);
    if (p.isSet(QStringLiteral("size"))) {
        const auto m =
            QRegularExpression(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$")).match(p.value(QStringLiteral("size")));
        if (!m.hasMatch()) {
            *error = Startup::tr("--size needs WIDTHxHEIGHT, e.g. 1280x800");
            return std::nullopt;
        }
        s.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
    return s;
}

namespace {

void applyMachine(const StartupOptions& o, PlannerDocument& d, QStringList* errors)
{
    if (o.hardware.isEmpty() && !o.vramGiB && !o.ramGiB && !o.gpus)
        return;
    MachineChoice c = d.machineChoice();
    if (!o.hardware.isEmpty()) {
        if (o.hardware == QLatin1String(kvapp::kThisMachineId) && !d.catalog().findHardware(kvapp::kThisMachineId))
            *errors << Startup::tr("this computer could not be detected (kvplanner-cli hardware --this-machine says "
                                   "why)");
        else if (!d.catalog().findHardware(o.hardware.toStdString()))
            *errors << Startup::tr("no hardware preset is called “%1”").arg(o.hardware);
        else
            c = d.choiceForPreset(o.hardware);
    }
    if (o.vramGiB) {
        c.presetId.clear();
        c.vramBytes = static_cast<uint64_t>(*o.vramGiB * 1073741824.0);
    }
    if (o.ramGiB)
        c.ramBytes = static_cast<uint64_t>(*o.ramGiB * 1073741824.0);
    if (o.gpus)
        c.gpus = static_cast<uint32_t>(*o.gpus);
    d.setMachine(c);
}

} // namespace

kvapp::ThisMachine addThisMachine(kv::Catalog& catalog)
{
    kvapp::ThisMachine m = kvapp::detectThisMachine(catalog.hardware);
    if (m.found())
        catalog.hardware.insert(catalog.hardware.begin(), kvapp::thisMachinePreset(m));
    return m;
}

QStringList applyStartup(const StartupOptions& o, PlannerDocument& d)
{
    QStringList errors;
    for (const QString& path : {o.file, o.scenario}) {
        if (path.isEmpty())
            continue;
        const auto error =
            FileController::isScenarioFile(path) || path == o.scenario ? d.load(path) : d.openModelFile(path);
        if (error)
            errors << *error;
    }
    if (!o.model.isEmpty() && !d.setModelById(o.model)) {
        if (QFileInfo::exists(o.model) || o.model.startsWith(QLatin1String("ollama:"))) {
            if (const auto error = d.openModelFile(o.model))
                errors << *error;
        } else {
            errors << Startup::tr("no model preset is called “%1”").arg(o.model);
        }
    }
    if (o.context)
        d.setContextPerUser(static_cast<uint64_t>(*o.context));
    if (o.users)
        d.setUsers(static_cast<uint32_t>(*o.users));
    if (!o.weights.isEmpty() && !d.setWeightScheme(o.weights))
        errors << Startup::tr("unknown weight scheme “%1”").arg(o.weights);
    applyMachine(o, d, &errors);
    if (o.hasInputs() && o.file.isEmpty() && o.scenario.isEmpty())
        d.undoStack()->clear(); // quick options describe the starting point, not an undoable edit
    return errors;
}

bool restoreLastSession(PlannerDocument& d)
{
    const QString lastFile = Settings::get(settings::kLastFile);
    if (!lastFile.isEmpty() && !d.load(lastFile))
        return true;
    const QByteArray last = Settings::get(settings::kLastScenario);
    return !last.isEmpty() && !d.restore(last);
}

bool takeScreenshot(MainWindow& window, const QString& path, const QSize& size, QString* error)
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
    if (!shot.save(path, "PNG")) {
        *error = Startup::tr("cannot write the screenshot “%1”").arg(path);
        return false;
    }
    return true;
}

} // namespace kvgui
