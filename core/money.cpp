#include "money.h"

#include "errors.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <set>

namespace kv {

using nlohmann::json;

namespace {

// A JSON parse error's line, counted from the byte it names (1-based).
std::string lineOf(const std::string& text, size_t byte)
{
    const size_t end = std::min(byte, text.size());
    return std::to_string(1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
}

json parseOrThrow(const std::string& text, const std::string& file, const char* code)
{
    try {
        return json::parse(text);
    } catch (const json::parse_error& e) {
        throw InputError(code, file, "", {lineOf(text, e.byte == 0 ? 0 : e.byte - 1)});
    } catch (const json::exception&) {
        throw InputError(code, file, "", {"1"});
    }
}

bool isCurrencyCode(const std::string& s)
{
    return s.size() == 3 && std::all_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

std::string text(const json& o, const char* key, const std::string& file, bool required)
{
    const auto it = o.find(key);
    if (it == o.end() || it->is_null()) {
        if (required)
            throw InputError("preset-invalid", file, reason::kFieldMissing, {key});
        return {};
    }
    if (!it->is_string() || it->get_ref<const std::string&>().size() > 4096)
        throw InputError("preset-invalid", file, reason::kFieldInvalid, {key});
    return it->get<std::string>();
}

double positive(const json& o, const char* key, const std::string& file, double max)
{
    const auto it = o.find(key);
    if (it == o.end())
        throw InputError("preset-invalid", file, reason::kFieldMissing, {key});
    if (!it->is_number() || !(it->get<double>() > 0) || it->get<double>() > max)
        throw InputError("preset-invalid", file, reason::kFieldRange, {key, "0", std::to_string(int64_t(max))});
    return it->get<double>();
}

} // namespace

std::optional<double> MoneyTable::rate(std::string_view currency) const
{
    for (const auto& [code, r] : perUsd)
        if (code == currency)
            return r;
    return std::nullopt;
}

const Electricity* MoneyTable::electricityIn(std::string_view currency) const
{
    for (const Electricity& e : electricity)
        if (e.currency == currency)
            return &e;
    return nullptr;
}

std::vector<std::string> MoneyTable::currencies() const
{
    std::vector<std::string> out;
    out.reserve(perUsd.size());
    for (const auto& p : perUsd)
        out.push_back(p.first);
    return out;
}

MoneyTable moneyTableFromJson(const std::string& txt, const std::string& file)
{
    const json j = parseOrThrow(txt, file, "json-malformed");
    const auto schema = j.is_object() ? j.find("schema") : j.end();
    if (!j.is_object() || schema == j.end() || !schema->is_string() || schema->get<std::string>() != kMoneySchema)
        throw InputError("preset-invalid", file, reason::kFieldChoice, {"schema", kMoneySchema});
    MoneyTable t;
    const auto rates = j.find("rates");
    if (rates == j.end() || !rates->is_object())
        throw InputError("preset-invalid", file, reason::kFieldMissing, {"rates"});
    t.date = text(*rates, "date", file, true);
    t.name = text(*rates, "name", file, true);
    t.source = text(*rates, "source", file, true);
    const auto per = rates->find("per_usd");
    if (per == rates->end() || !per->is_object() || per->empty())
        throw InputError("preset-invalid", file, reason::kFieldMissing, {"per_usd"});
    for (const auto& [code, v] : per->items()) {
        if (!isCurrencyCode(code) || !v.is_number() || !(v.get<double>() > 0) || v.get<double>() > 1e9)
            throw InputError("preset-invalid", file, reason::kFieldInvalid, {"per_usd." + code});
        t.perUsd.emplace_back(code, v.get<double>());
    }
    if (t.rate("USD") != 1.0)
        throw InputError("preset-invalid", file, reason::kFieldInvalid, {"per_usd.USD"});
    const auto el = j.find("electricity");
    if (el != j.end()) {
        if (!el->is_array())
            throw InputError("preset-invalid", file, reason::kFieldInvalid, {"electricity"});
        for (const json& e : *el) {
            if (!e.is_object())
                throw InputError("preset-invalid", file, reason::kFieldInvalid, {"electricity"});
            Electricity x;
            x.currency = text(e, "currency", file, true);
            if (!t.rate(x.currency))
                throw InputError("preset-invalid", file, reason::kFieldInvalid, {"electricity.currency"});
            x.region = text(e, "region", file, false);
            x.pricePerKwh = positive(e, "price_per_kwh", file, 1e6);
            x.date = text(e, "date", file, true);
            x.source = text(e, "source", file, true);
            t.electricity.push_back(std::move(x));
        }
    }
    return t;
}

MoneyTable loadMoneyTable(const std::filesystem::path& presetDir)
{
    return moneyTableFromJson(readTextFile(presetDir / "money.json", 1 << 20), "money.json");
}

std::optional<double> convert(const MoneyTable& table, double amount, std::string_view from, std::string_view to)
{
    if (from == to)
        return amount;
    const std::optional<double> f = table.rate(from);
    const std::optional<double> t = table.rate(to);
    if (!f || !t)
        return std::nullopt;
    return amount / *f * *t;
}

void checkUserPrice(const UserPrice& p, const Catalog& catalog, const MoneyTable& table)
{
    if (!catalog.findHardware(p.hardware))
        throw InputError("prices-unknown-hardware", "hardware", "", {p.hardware});
    if (!table.rate(p.currency)) {
        std::string known;
        for (const std::string& c : table.currencies())
            known += (known.empty() ? "" : ", ") + c;
        throw InputError("prices-invalid", "currency", reason::kChoice, {known});
    }
    const std::optional<double> usd = convert(table, p.amount, p.currency, "USD");
    if (!std::isfinite(p.amount) || !(p.amount > 0) || !usd || *usd > kMaxPriceUsd) {
        const double max = kMaxPriceUsd * *table.rate(p.currency);
        throw InputError("prices-invalid", "amount", reason::kOutOfRange, {"0", std::to_string(int64_t(max))});
    }
    if (p.note.size() > 200)
        throw InputError("prices-invalid", "note", reason::kNotShortText);
}

std::vector<UserPrice> userPricesFromJson(const std::string& txt, const std::string& file, const Catalog& catalog,
                                          const MoneyTable& table)
{
    const json j = parseOrThrow(txt, file, "prices-malformed");
    if (!j.is_object())
        throw InputError("prices-invalid", "(top level)", reason::kNotObject);
    for (const auto& [key, v] : j.items())
        if (key != "schema" && key != "prices")
            throw InputError("prices-invalid", key, reason::kFieldInvalid, {key});
    const auto schema = j.find("schema");
    if (schema == j.end() || !schema->is_string() || schema->get<std::string>() != kPricesSchema)
        throw InputError("prices-invalid", "schema", reason::kChoice, {kPricesSchema});
    const auto list = j.find("prices");
    if (list == j.end())
        throw InputError("prices-invalid", "prices", reason::kMissing);
    if (!list->is_array())
        throw InputError("prices-invalid", "prices", reason::kNotList);
    if (list->size() > 10000)
        throw InputError("prices-invalid", "prices", reason::kTooManyElements);
    std::vector<UserPrice> out;
    std::set<std::string> seen;
    for (size_t i = 0; i < list->size(); ++i) {
        const json& e = (*list)[i];
        const std::string at = "prices[" + std::to_string(i) + "]";
        if (!e.is_object())
            throw InputError("prices-invalid", at, reason::kNotObject);
        for (const auto& [key, v] : e.items())
            if (key != "hardware" && key != "amount" && key != "currency" && key != "note")
                throw InputError("prices-invalid", std::string(at).append(".").append(key), reason::kFieldInvalid,
                                 {key});
        UserPrice p;
        const auto field = [&](const char* key) -> const json& {
            const auto it = e.find(key);
            if (it == e.end())
                throw InputError("prices-invalid", std::string(at).append(".").append(key), reason::kMissing);
            return *it;
        };
        const json& hw = field("hardware");
        const json& amount = field("amount");
        const json& currency = field("currency");
        if (!hw.is_string())
            throw InputError("prices-invalid", at + ".hardware", reason::kNotText);
        if (!amount.is_number())
            throw InputError("prices-invalid", at + ".amount", reason::kNotPositive);
        if (!currency.is_string())
            throw InputError("prices-invalid", at + ".currency", reason::kNotText);
        p.hardware = hw.get<std::string>();
        p.amount = amount.get<double>();
        p.currency = currency.get<std::string>();
        if (const auto note = e.find("note"); note != e.end()) {
            if (!note->is_string())
                throw InputError("prices-invalid", at + ".note", reason::kNotText);
            p.note = note->get<std::string>();
        }
        try {
            checkUserPrice(p, catalog, table);
        } catch (const InputError& err) {
            throw InputError(err.code(), std::string(at).append(".").append(err.subject()), err.reason(), err.args());
        }
        if (!seen.insert(p.hardware).second)
            throw InputError("prices-invalid", at + ".hardware", reason::kDuplicateId, {p.hardware});
        out.push_back(std::move(p));
    }
    return out;
}

void overlayUserPrices(std::vector<UserPrice>& base, const std::vector<UserPrice>& over)
{
    for (const UserPrice& p : over) {
        std::erase_if(base, [&](const UserPrice& kept) { return kept.hardware == p.hardware; });
        base.push_back(p);
    }
}

json userPricesToJson(const std::vector<UserPrice>& prices)
{
    json arr = json::array();
    for (const UserPrice& p : prices) {
        json e = {{"hardware", p.hardware}, {"amount", p.amount}, {"currency", p.currency}};
        if (!p.note.empty())
            e["note"] = p.note;
        arr.push_back(std::move(e));
    }
    return {{"schema", kPricesSchema}, {"prices", arr}};
}

void priceRows(std::vector<MachineRow>& rows, const std::vector<UserPrice>& prices, const MoneyTable& table,
               const std::string& currency)
{
    for (MachineRow& r : rows) {
        const auto own =
            std::find_if(prices.begin(), prices.end(), [&](const UserPrice& p) { return p.hardware == r.hardware; });
        if (own != prices.end()) {
            r.price = own->amount * r.gpus;
            r.currency = own->currency;
            r.priceCurrency = own->currency;
            r.priceSource = own->note;
            r.ownPrice = true;
        }
        if (!r.price)
            continue;
        if (r.priceCurrency.empty())
            r.priceCurrency = r.currency;
        if (const std::optional<double> c = convert(table, *r.price, r.currency, currency)) {
            r.price = *c;
            r.currency = currency;
        }
        r.pricePerTokenPerSecond.reset();
        if (!r.refusal && r.verdict != Verdict::DoesNotFit && r.tokensPerSecond > 0)
            r.pricePerTokenPerSecond = *r.price / r.tokensPerSecond;
    }
}

std::optional<MachinePrice> machinePrice(const Hardware& hw, const std::vector<HardwarePreset>& presets,
                                         const std::vector<UserPrice>& prices, const MoneyTable& table,
                                         const std::string& currency)
{
    const uint32_t nodes = hw.nodeCount();
    if (nodes == 0)
        return std::nullopt;
    MachinePrice out;
    out.currency = currency;
    for (uint32_t n = 0; n < nodes; ++n) {
        const NodeUnits u = nodeUnits(hw, n, presets);
        if (!u.preset)
            return std::nullopt;
        const auto own =
            std::find_if(prices.begin(), prices.end(), [&](const UserPrice& p) { return p.hardware == u.preset->id; });
        Price one;
        if (own != prices.end()) {
            one = {own->amount, own->currency, "", own->note};
            out.own = true;
        } else if (u.preset->price) {
            one = *u.preset->price;
        } else {
            return std::nullopt;
        }
        const std::optional<double> amount = convert(table, one.amount * u.count, one.currency, currency);
        if (!amount)
            return std::nullopt;
        out.amount += *amount;
        if (std::find(out.givenIn.begin(), out.givenIn.end(), one.currency) == out.givenIn.end())
            out.givenIn.push_back(one.currency);
    }
    return out;
}

} // namespace kv
