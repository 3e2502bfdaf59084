// kvplanner: the planner window. See startup.h for the command line.

#include "apperror.h"
#include "catalog.h"
#include "datapaths.h"
#include "dialogprovider.h"
#include "explainpanel.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "palette.h"
#include "plannerdocument.h"
#include "settings.h"
#include "startup.h"
#include "talkstartup.h"
#include "thismachine.h"

#include <QApplication>
#include <QDockWidget>
#include <QTemporaryDir>

#include <cstdio>
#include <string_view>

namespace {

kvgui::Theme themeFrom(const QString& name)
{
    if (name == QStringLiteral("dark"))
        return kvgui::Theme::Dark;
    if (name == QStringLiteral("light"))
        return kvgui::Theme::Light;
    return kvgui::Theme::System;
}

// Inside a catch block: says what failed, in the CLI's words (kvapp::currentFailure), and returns the
// exit status.
int reportFailure()
{
    const kvapp::Failure f = kvapp::currentFailure();
    std::fprintf(stderr, "kvplanner: error: %s\n", f.message.toUtf8().constData());
    return f.exitCode;
}

kv::Catalog loadCatalog()
{
    try {
        return kv::loadCatalog(kvapp::presetDir().toStdString());
    } catch (...) {
        reportFailure(); // the window opens without presets
    }
    return {};
}

// --screenshot, --help and --version never show a window: they must work without a display too.
bool needsNoDisplay(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view a(argv[i]);
        if (a == "--screenshot" || a.rfind("--screenshot=", 0) == 0 || a == "--help" || a == "-h" || a == "--version" ||
            a == "-v")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    if (needsNoDisplay(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("kvplanner"));
    QApplication::setOrganizationName(QStringLiteral("kvplanner"));
    QApplication::setApplicationDisplayName(QStringLiteral("kvplanner"));
    QApplication::setApplicationVersion(QStringLiteral(KV_VERSION));

    kvgui::StartupOptions options;
    try {
        options = kvgui::parseStartup(QApplication::arguments());
    } catch (...) {
        return reportFailure();
    }
    const bool screenshot = !options.screenshot.isEmpty();
    QTemporaryDir scratch;
    if (screenshot) {
        // Reproducible pictures: fresh settings, no dialogs.
        kvgui::Settings::useFile(scratch.filePath(QStringLiteral("settings.ini")));
        kvgui::DialogProvider::setTestMode(true);
    }
    kvgui::applyTheme(
        themeFrom(options.theme.isEmpty() ? kvgui::Settings::get(kvgui::settings::kTheme) : options.theme));
    kvgui::LanguageManager languages;
    languages.setLanguage(options.lang.isEmpty() ? kvgui::Settings::get(kvgui::settings::kLanguage) : options.lang);

    // This computer, first among the machines (KVPLANNER_SYSROOT points detection elsewhere for tests).
    kv::Catalog catalog = loadCatalog();
    kvapp::ThisMachine detected = kvgui::addThisMachine(catalog);
    kvgui::PlannerDocument document(std::move(catalog));
    document.setThisMachine(std::move(detected));
    // The models already on this computer: found in the background (at once for a screenshot).
    const QStringList folders = kvgui::Settings::get(kvgui::settings::kModelFolders);
    if (screenshot)
        document.setLocalModels(kvapp::scanLocalModels(folders));
    else
        document.scanLocalModelsInBackground(folders);
    // A saved or last-used plan wins; else the first run opens on a plan that works on this computer
    // (screenshots, which never restore a session, show that first run too).
    const QString firstRunNote = kvgui::openStartPlan(options, document, screenshot);
    try {
        kvgui::openStartupFile(options, document);
    } catch (...) {
        const int status = reportFailure(); // the window opens anyway, on the plan it had
        if (screenshot)
            return status; // a script asked for a picture of something that could not be set up
    }
    try {
        kvgui::applyStartup(options, document); // the plan options: refused before the window opens
    } catch (...) {
        return reportFailure();
    }

    kvgui::MainWindow window(&document, &languages);
    window.setStartNote(firstRunNote);
    try {
        if (const auto talkExit = kvgui::talk::runTalkOption(options, window))
            return *talkExit;
    } catch (...) {
        return reportFailure(); // a --talk-file that cannot be read, a talk screenshot that cannot be written
    }
    if (options.explain) {
        window.resize(options.size);
        if (auto* panel = qobject_cast<kvgui::talk::ExplainPanel*>(window.explainDock()->widget()))
            panel->goTo(options.explainStep.value_or(1) - 1);
        window.explainDock()->show();
    }
    if (screenshot) {
        try {
            kvgui::takeScreenshot(window, options.screenshot, options.size);
        } catch (...) {
            return reportFailure();
        }
        return 0;
    }
    window.restoreWindowState();
    window.show();
    return app.exec();
}
