// libFuzzer target: the user's price file (--prices FILE, kvplanner.prices/1) and the shipped money table
// on arbitrary text. Every input must end in a value or an InputError.
#include "catalog.h"
#include "errors.h"
#include "money.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static const kv::Catalog cat = kv::loadCatalog(std::string(KV_SOURCE_DIR) + "/resources/presets");
    static const kv::MoneyTable table = kv::loadMoneyTable(std::string(KV_SOURCE_DIR) + "/resources/presets");
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        (void)kv::userPricesFromJson(text, "prices.json", cat, table);
    } catch (const kv::InputError&) {
    }
    try {
        (void)kv::moneyTableFromJson(text, "money.json");
    } catch (const kv::InputError&) {
    }
    return 0;
}
