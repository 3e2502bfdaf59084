#pragma once
// What every sub-command shares: UTF-8 output, and parsing its arguments with -h/--help.
//   QCommandLineParser p;  p.addOption(...);
//   if (!kvcli::parseArgs(p, args)) return 0;   // help was printed; a bad option throws CliError

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include "catalog.h"

#include <nlohmann/json_fwd.hpp>

namespace kvcli {

void print(const QString& text);            // stdout, UTF-8
void printJson(const nlohmann::json& json); // stdout, indented, with a final newline
kv::Catalog loadPresets();                  // the installed (or build tree's) presets
// Adds -h/--help, parses (a parse error throws CliError), prints the help when asked. args[0] names the
// command ("kvplanner-cli fit", run() sets it): the help's usage line says it.
// Returns false when the command should stop because the help was shown.
bool parseArgs(QCommandLineParser& parser, const QStringList& args);
// A sub-command that writes a file (report, talk): parseArgs, no positional arguments, and --out given
// ("talk needs --out FILE.pdf" otherwise).
bool parseWriterCommand(QCommandLineParser& parser, const QStringList& args, const char* command);
// parseArgs plus --json (naming the command's schema) and no positional arguments.
bool parseCommand(QCommandLineParser& parser, const QStringList& args, const QString& description,
                  const char* jsonSchema);

} // namespace kvcli
