#pragma once
// `kvplanner-cli fit` (which models fit this machine) and `kvplanner-cli machines` (which machines run
// this plan). Every number in a row equals what `estimate` prints for the same model, scheme and machine.

#include "energy.h"
#include "money.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace kvcli {

// What money and electricity the options ask for: --currency (default the `language`'s: USD for the CLI's English,
// JPY for ja, EUR for it), --prices FILE, --hours-per-day, --kwh-price (in the currency; default the table's
// average for it).
struct MoneyOptions
{
    QString currency;
    std::vector<kv::UserPrice> prices;
    kv::EnergyUse use;
};
void addMoneyOptions(QCommandLineParser& p, bool prices);
MoneyOptions moneyFromOptions(const QCommandLineParser& p, const kv::Catalog& catalog, bool prices,
                              const QString& language = QStringLiteral("en"));

// --prompt N and --answer M: the prompt read before the first token and the answer after it, for the prefill bound
// (estimate, fit, machines, report; default half the context per user each). Applied to the plan's
// Scenario::promptTokens and answerTokens; a bad count is refused naming the option.
void addPromptOptions(QCommandLineParser& p);
void applyPromptOptions(const QCommandLineParser& p, kv::Scenario& s);

int cmdFit(const QStringList& args);
int cmdMachines(const QStringList& args);

} // namespace kvcli
