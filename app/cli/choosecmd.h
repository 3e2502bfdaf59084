#pragma once
// `kvplanner-cli fit` (which models fit this machine) and `kvplanner-cli machines` (which machines run
// this plan). Every number in a row equals what `estimate` prints for the same model, scheme and machine.

#include "energy.h"
#include "money.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace kvcli {

// What money and electricity the options ask for: --currency (default USD, the CLI's English), --prices FILE,
// --hours-per-day, --kwh-price (in the currency; default the table's average for it).
struct MoneyOptions
{
    QString currency;
    std::vector<kv::UserPrice> prices;
    kv::EnergyUse use;
};
void addMoneyOptions(QCommandLineParser& p, bool prices);
MoneyOptions moneyFromOptions(const QCommandLineParser& p, const kv::Catalog& catalog, bool prices);

int cmdFit(const QStringList& args);
int cmdMachines(const QStringList& args);

} // namespace kvcli
