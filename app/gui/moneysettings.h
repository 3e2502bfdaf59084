#pragma once

#include "energy.h"
#include "money.h"

#include <QString>

#include <vector>

namespace kv {
struct Catalog;
}

namespace kvgui {

// The money settings the window and the advice share: the display currency (the user's choice, else the
// interface language's: kvapp::defaultCurrency) and the user's own prices (Settings kUserPrices; a damaged
// entry is dropped).
QString displayCurrency();
std::vector<kv::UserPrice> savedUserPrices(const kv::Catalog& catalog);
// The electricity use the window's Machines tab shows: hours a day (kHoursPerDay) and the price per kWh in the
// display currency (kKwhPrice, else the shipped average: kvapp::defaultEnergyUse).
kv::EnergyUse savedEnergyUse();

} // namespace kvgui
