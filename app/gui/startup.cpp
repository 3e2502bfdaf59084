#include "startup.h"

#include "apperror.h"
#include "choose.h"
#include "estimator.h"
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
#include <QLocale>
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

QString openFirstRunPlan(PlannerDocument& d)
{
    const kv::Scenario question = d.defaultScenario(); // 8,192 tokens, one user, this computer if detected
    if (question.hardware.devices.empty())
        return {};
    const kv::Catalog& cat = d.catalog();
    const std::vector<kv::FitRow> rows = kv::fitTable(question, cat.models, kv::schemesFor(question.runtime, cat));
    // Candidates: rows that fit at 4 bits or more, at a usable speed, with room for twice the context.
    std::vector<const kv::FitRow*> candidates;
    for (const kv::FitRow& r : rows) {
        const bool usable = r.tokensPerSecond == 0 || r.tokensPerSecond >= 10;
        const bool roomy = r.limits.maxContextPerUser >= 2 * question.contextPerUser;
        if (r.verdict == kv::Verdict::Fits && r.bodyBits >= 4 && usable && roomy && cat.findModel(r.model) &&
            cat.findScheme(r.weights))
            candidates.push_back(&r);
    }
    auto params = [&](const kv::FitRow* r) { return cat.findModel(r->model)->params.total(); };
    std::stable_sort(candidates.begin(), candidates.end(), [&](const kv::FitRow* a, const kv::FitRow* b) {
        return params(a) != params(b) ? params(a) > params(b) : a->bodyBits > b->bodyBits;
    });
    // The first with a tenth of its memory to spare (a tighter plan would open on "To reach a longer context").
    const kv::FitRow* pick = nullptr;
    for (const kv::FitRow* r : candidates) {
        const kv::Estimate e =
            kv::estimate(kv::withModel(question, *cat.findModel(r->model), *cat.findScheme(r->weights)));
        const kv::PoolUse& pool = e.pools.primary();
        if (pool.headroom() * 10 >= static_cast<int64_t>(pool.usable)) {
            pick = r;
            break;
        }
    }
    const kv::ModelSpec* model = pick ? cat.findModel(pick->model) : nullptr;
    const kv::WeightScheme* scheme = pick ? cat.findScheme(pick->weights) : nullptr;
    if (!model || !scheme)
        return {};
    d.setScenario(kv::withModel(question, *model, *scheme), QString());
    d.undoStack()->clear(); // the starting point, not an edit
    const QString machine = QString::fromStdString(question.hardware.name);
    const QString why =
        question.hardware.id == kvapp::kThisMachineId
            //: the first run's plan: %1 the model, %2 its weight scheme, %3 this computer's name, %4 context,
            //: %5 the decode-speed bound
            ? Startup::tr("Opened on %1 (%2): the largest model that fits this computer (%3) at %4 tokens for one "
                          "user, at most %5 tokens/s.")
            //: as above, when this computer could not be read: %3 the default machine
            : Startup::tr("Opened on %1 (%2): the largest model that fits the %3 at %4 tokens for one user, at "
                          "most %5 tokens/s (this computer could not be read, so this is the default machine).");
    return why.arg(QString::fromStdString(model->name), QString::fromStdString(scheme->id), machine,
                   QLocale().toString(qulonglong(question.contextPerUser)),
                   QLocale().toString(pick->tokensPerSecond, 'f', 1));
}

QString openStartPlan(const StartupOptions& o, PlannerDocument& d, bool screenshot)
{
    if (o.hasInputs() || (!screenshot && restoreLastSession(d)) || o.talk)
        return {};
    return openFirstRunPlan(d);
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
