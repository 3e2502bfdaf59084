#pragma once
// Money: a small shipped table of exchange rates and electricity prices (resources/presets/money.json,
// dated and sourced), conversion between the currencies it knows, and the user's own prices.
//
//   kv::MoneyTable t = kv::loadMoneyTable(presetDir);          // rates of 2025-12-31: USD 1 = JPY 156.67
//   kv::convert(t, 1499, "USD", "JPY");                        // 1499 x 156.67 = 234,848.33 yen
//   auto own = kv::userPricesFromJson(text, "prices.json", catalog, t);   // strict: throws InputError
//   kv::priceRows(rows, own, t, "EUR");                        // every row's price in euros
//
// The user's price file ("kvplanner.prices/1"):
//   { "schema": "kvplanner.prices/1",
//     "prices": [ { "hardware": "rtx-3090", "amount": 700, "currency": "EUR", "note": "used" } ] }
// hardware: a preset id; amount: per card for a discrete GPU (the row's price is amount x GPUs), the whole
// system's otherwise, > 0 and at most the equivalent of kMaxPriceUsd; currency: one the table knows; note:
// optional text shown with the price. A hardware id given twice, an unknown field, or any bad value refuses
// the whole file (InputError "prices-invalid" naming the field, "prices-malformed" with the line).

#include "catalog.h"
#include "choose.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

inline constexpr const char* kMoneySchema = "kvplanner.money/1";
inline constexpr const char* kPricesSchema = "kvplanner.prices/1";
inline constexpr double kMaxPriceUsd = 10'000'000; // a price above this (converted) is refused as absurd

// The average residential price of a kWh in one currency's country (the shipped defaults).
struct Electricity
{
    std::string currency; // ISO 4217
    std::string region;   // "US", "JP", "IT"
    double pricePerKwh = 0;
    std::string date;
    std::string source;
    bool operator==(const Electricity&) const = default;
};

struct MoneyTable
{
    std::string date;                                   // of the exchange rates: "2025-12-31"
    std::string name;                                   // of the rates, short: "ECB euro reference rates"
    std::string source;                                 // where they come from
    std::vector<std::pair<std::string, double>> perUsd; // units of each currency per US dollar, in file order
    std::vector<Electricity> electricity;

    std::optional<double> rate(std::string_view currency) const;       // per US dollar
    const Electricity* electricityIn(std::string_view currency) const; // nullptr when the table has none
    std::vector<std::string> currencies() const;                       // in file order
    bool operator==(const MoneyTable&) const = default;
};

// Throws InputError("preset-invalid", file, ...) on a damaged table.
MoneyTable moneyTableFromJson(const std::string& text, const std::string& file = "money.json");
MoneyTable loadMoneyTable(const std::filesystem::path& presetDir); // presetDir / "money.json"

// amount in `from` expressed in `to`: amount / rate(from) x rate(to). nullopt when either is not in the table.
std::optional<double> convert(const MoneyTable& table, double amount, std::string_view from, std::string_view to);

// The user's own price of one preset (see the file format above).
struct UserPrice
{
    std::string hardware;
    double amount = 0;
    std::string currency;
    std::string note;
    bool operator==(const UserPrice&) const = default;
};

// Strict reader of a price file: every entry checked against the catalog and the table; nothing is returned
// unless every entry is good.
std::vector<UserPrice> userPricesFromJson(const std::string& text, const std::string& file, const Catalog& catalog,
                                          const MoneyTable& table);
nlohmann::json userPricesToJson(const std::vector<UserPrice>& prices);
// Each price of `over` replaces `base`'s for the same hardware (prices are looked up by hardware) or joins it.
void overlayUserPrices(std::vector<UserPrice>& base, const std::vector<UserPrice>& over);
// One entry checked as the reader checks it (the window's price cell): throws InputError("prices-invalid", ...).
void checkUserPrice(const UserPrice& price, const Catalog& catalog, const MoneyTable& table);

// Every row's price in `currency`: a user price replaces the list price (amount x GPUs for a discrete GPU,
// ownPrice set, the note as priceSource), then prices in another currency are converted at the table's rate
// (priceCurrency keeps the one it was given in); price per token/s follows. A price in a currency the table
// does not know stays as it is (and chooseMachines's price order puts it after the others).
void priceRows(std::vector<MachineRow>& rows, const std::vector<UserPrice>& prices, const MoneyTable& table,
               const std::string& currency);

// The price of a whole machine in `currency`, node by node (kv::nodeUnits): each node's preset at the user's own
// price, else its list price, times the node's GPUs for a discrete GPU (the cards only), once for a whole system,
// each converted at the table's rate and summed; so two Mac Studios over Thunderbolt cost two Mac Studios. nullopt
// when a node names no preset, has no price, or is in a currency the table does not know.
struct MachinePrice
{
    double amount = 0;
    std::string currency;
    std::vector<std::string> givenIn; // the currencies the nodes' prices were given in (converted when not `currency`)
    bool own = false;                 // a node is at the user's own price
};
std::optional<MachinePrice> machinePrice(const Hardware& hardware, const std::vector<HardwarePreset>& presets,
                                         const std::vector<UserPrice>& prices, const MoneyTable& table,
                                         const std::string& currency);

} // namespace kv
