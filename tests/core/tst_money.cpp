// Money and energy (core/money.h, core/energy.h): the shipped rates table against its source, conversion at
// the table's rate, the user's price file (strict), a user price re-ranking machines, and the running-cost
// bounds, each figure worked out by hand in the test.

#include "catalog.h"
#include "choose.h"
#include "cluster.h"
#include "energy.h"
#include "errors.h"
#include "money.h"
#include "scenariojson.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

namespace {

const std::string kPresets = std::string(KV_SOURCE_DIR) + "/resources/presets";

kv::MachineRow row(const std::string& id, uint32_t gpus, double price, double tokensPerSecond)
{
    kv::MachineRow r;
    r.hardware = id;
    r.gpus = gpus;
    r.verdict = kv::Verdict::Fits;
    r.tokensPerSecond = tokensPerSecond;
    r.price = price;
    r.currency = "USD";
    r.priceCurrency = "USD";
    return r;
}

std::string codeOf(const std::string& text, const kv::Catalog& cat, const kv::MoneyTable& t, std::string* subject)
{
    try {
        (void)kv::userPricesFromJson(text, "prices.json", cat, t);
    } catch (const kv::InputError& e) {
        *subject = e.subject();
        return e.code() + (e.args().empty() ? "" : " " + e.args().front());
    }
    return "accepted";
}

} // namespace

class TestMoney : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shippedTable()
    {
        // ECB reference rates of 2025-12-31: EUR 1 = USD 1.1750 = JPY 184.09, so USD 1 = EUR 1/1.1750 = 0.8511
        // and JPY 184.09 / 1.1750 = 156.67.
        const kv::MoneyTable t = kv::loadMoneyTable(kPresets);
        QCOMPARE(t.date, std::string("2025-12-31"));
        QVERIFY(t.source.find("ECB") != std::string::npos);
        QCOMPARE(*t.rate("USD"), 1.0);
        QCOMPARE(*t.rate("JPY"), 156.67);
        QCOMPARE(*t.rate("EUR"), 0.8511);
        QVERIFY(std::abs(*t.rate("EUR") - 1 / 1.1750) < 5e-5);
        QVERIFY(std::abs(*t.rate("JPY") - 184.09 / 1.1750) < 5e-3);
        // Electricity: EIA 2025 US average 17.29 cents; TEPCO 8,634 yen / 260 kWh = 33.2; Eurostat Italy 0.33.
        QCOMPARE(t.electricityIn("USD")->pricePerKwh, 0.1729);
        QCOMPARE(t.electricityIn("JPY")->pricePerKwh, 33.2);
        QVERIFY(std::abs(8634.0 / 260 - 33.2) < 0.01);
        QCOMPARE(t.electricityIn("EUR")->pricePerKwh, 0.33);
        QVERIFY(t.electricityIn("GBP") == nullptr);
    }

    void conversion()
    {
        const kv::MoneyTable t = kv::loadMoneyTable(kPresets);
        // RTX 3090's $1,499 in yen: 1,499 x 156.67 = 235,005 - 156.67 = 234,848.33.
        QVERIFY(std::abs(*kv::convert(t, 1499, "USD", "JPY") - 234848.33) < 1e-6);
        // 700 euros in dollars: 700 / 0.8511 = 822.4650...
        QVERIFY(std::abs(*kv::convert(t, 700, "EUR", "USD") - 822.465) < 1e-3);
        // Euros to yen goes through the dollar: 100 / 0.8511 = 117.4950 dollars; x 156.67 = 18,407.94 yen.
        QVERIFY(std::abs(*kv::convert(t, 100, "EUR", "JPY") - 18407.94) < 0.01);
        QCOMPARE(*kv::convert(t, 42, "USD", "USD"), 42.0);
        QVERIFY(!kv::convert(t, 1, "GBP", "USD"));
    }

    void badTables()
    {
        QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::moneyTableFromJson("{"));
        QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::moneyTableFromJson(R"({"schema":"x"})"));
        // A schema that is not a string (here the second of two keys, which nlohmann keeps) is a clear error,
        // not nlohmann's type_error escaping the parser (found by fuzz_prices in CI).
        QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::moneyTableFromJson(R"({"schema":"x","schema":[{"a":1}]})"));
        QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::moneyTableFromJson(R"({"schema":7})"));
        QVERIFY_THROWS_EXCEPTION(
            kv::InputError, kv::moneyTableFromJson(R"({"schema":"kvplanner.money/1","rates":{"date":"d","source":"s",
                                   "per_usd":{"USD":1,"EUR":-1}}})"));
        QVERIFY_THROWS_EXCEPTION(
            kv::InputError, kv::moneyTableFromJson(R"({"schema":"kvplanner.money/1","rates":{"date":"d","source":"s",
                                                   "per_usd":{"USD":2}}})"));
    }

    void priceFile()
    {
        const kv::Catalog cat = kv::loadCatalog(kPresets);
        const kv::MoneyTable t = kv::loadMoneyTable(kPresets);
        const auto p = kv::userPricesFromJson(
            R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-3090","amount":700,"currency":"EUR","note":"used"}]})",
            "prices.json", cat, t);
        QCOMPARE(p.size(), size_t(1));
        QCOMPARE(p[0].hardware, std::string("rtx-3090"));
        QCOMPARE(p[0].amount, 700.0);
        QCOMPARE(p[0].currency, std::string("EUR"));
        QCOMPARE(p[0].note, std::string("used"));
        QCOMPARE(kv::userPricesFromJson(kv::userPricesToJson(p).dump(), "x", cat, t), p);
    }

    // The user's prices travel in a .kvplan file: written as a kvplanner.prices/1 document under "prices", read
    // back equal; a file without them has none; a bad entry refuses them all, naming the field.
    void pricesInPlanFile()
    {
        const kv::Catalog cat = kv::loadCatalog(kPresets);
        const kv::MoneyTable t = kv::loadMoneyTable(kPresets);
        kv::Scenario s;
        s.model = *cat.findModel("qwen3-8b");
        s.weights = *cat.findScheme("Q4_K_M");
        const std::vector<kv::UserPrice> own = {{"rtx-3090", 700, "EUR", "used"}, {"arc-b580", 39800, "JPY", ""}};
        const nlohmann::json file = kv::planFileToJson(s, {}, own);
        QCOMPARE(file.at("prices").at("schema").get<std::string>(), std::string("kvplanner.prices/1"));
        QCOMPARE(kv::pricesFromPlanFile(nlohmann::json::parse(file.dump()), "a.kvplan", cat, t), own);
        QVERIFY(!kv::planFileToJson(s, {}, {}).contains("prices"));
        QVERIFY(kv::pricesFromPlanFile(kv::planFileToJson(s, {}), "a.kvplan", cat, t).empty());
        QCOMPARE(kv::scenarioFromJson(file, cat), kv::scenarioFromJson(kv::planFileToJson(s, {}), cat));
        nlohmann::json bad = file;
        bad["prices"]["prices"][1]["amount"] = -5;
        try {
            (void)kv::pricesFromPlanFile(bad, "a.kvplan", cat, t);
            QFAIL("a negative amount was accepted");
        } catch (const kv::InputError& e) {
            QCOMPARE(e.code(), std::string("prices-invalid"));
            QCOMPARE(e.subject(), std::string("prices[1].amount"));
        }
        bad = file;
        bad["prices"]["prices"][0]["hardware"] = "rtx-9999";
        QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::pricesFromPlanFile(bad, "a.kvplan", cat, t));
    }

    void badPriceFiles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("subject");
        const QString good = QStringLiteral(R"("hardware":"rtx-3090","amount":700,"currency":"EUR")");
        QTest::newRow("malformed, line 3")
            << QStringLiteral("{\n\"schema\": \"kvplanner.prices/1\",\n\"prices\": [,]}") << "prices-malformed 3"
            << "prices.json";
        QTest::newRow("schema") << QStringLiteral(R"({"schema":"kvplanner.prices/2","prices":[]})")
                                << "prices-invalid kvplanner.prices/1"
                                << "schema";
        QTest::newRow("no schema") << QStringLiteral(R"({"prices":[]})") << "prices-invalid kvplanner.prices/1"
                                   << "schema";
        QTest::newRow("unknown hardware")
            << QStringLiteral(
                   R"({"schema":"kvplanner.prices/1","prices":[{%1},{"hardware":"rtx-9999","amount":1,"currency":"USD"}]})")
                   .arg(good)
            << "prices-unknown-hardware rtx-9999"
            << "prices[1].hardware";
        QTest::newRow("currency")
            << QStringLiteral(
                   R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-3090","amount":1,"currency":"GBP"}]})")
            << "prices-invalid EUR, JPY, USD"
            << "prices[0].currency";
        QTest::newRow("negative")
            << QStringLiteral(
                   R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-3090","amount":-5,"currency":"USD"}]})")
            << "prices-invalid 0"
            << "prices[0].amount";
        QTest::newRow("zero")
            << QStringLiteral(
                   R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-3090","amount":0,"currency":"USD"}]})")
            << "prices-invalid 0"
            << "prices[0].amount";
        // 2e9 yen = 2e9 / 156.67 = 12.8 million dollars, above the 10 million accepted.
        QTest::newRow("absurd")
            << QStringLiteral(
                   R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-3090","amount":2e9,"currency":"JPY"}]})")
            << "prices-invalid 0"
            << "prices[0].amount";
        QTest::newRow("text amount")
            << QStringLiteral(
                   R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-3090","amount":"700","currency":"USD"}]})")
            << "prices-invalid"
            << "prices[0].amount";
        QTest::newRow("missing currency")
            << QStringLiteral(R"({"schema":"kvplanner.prices/1","prices":[{"hardware":"rtx-3090","amount":7}]})")
            << "prices-invalid"
            << "prices[0].currency";
        QTest::newRow("unknown field")
            << QStringLiteral(R"({"schema":"kvplanner.prices/1","prices":[{%1,"price":3}]})").arg(good)
            << "prices-invalid price"
            << "prices[0].price";
        QTest::newRow("twice") << QStringLiteral(R"({"schema":"kvplanner.prices/1","prices":[{%1},{%1}]})").arg(good)
                               << "prices-invalid rtx-3090"
                               << "prices[1].hardware";
        QTest::newRow("not a list") << QStringLiteral(R"({"schema":"kvplanner.prices/1","prices":{}})")
                                    << "prices-invalid"
                                    << "prices";
    }

    void badPriceFiles()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        QFETCH(QString, subject);
        const kv::Catalog cat = kv::loadCatalog(kPresets);
        const kv::MoneyTable t = kv::loadMoneyTable(kPresets);
        std::string got;
        QCOMPARE(QString::fromStdString(codeOf(text.toStdString(), cat, t, &got)), code);
        QCOMPARE(QString::fromStdString(got), subject);
    }

    void userPriceChangesRanking()
    {
        // Three machines that fit, list prices in dollars: RTX 3090 $1,499 at 30 tok/s, RTX 4090 $1,599 at
        // 32 tok/s, 2 x RTX 3060 12 GB 2 x $329 = $658 at 12 tok/s. Cheapest first: 3060 x2, 3090, 4090.
        const kv::MoneyTable t = kv::loadMoneyTable(kPresets);
        std::vector<kv::MachineRow> rows = {row("rtx-3090", 1, 1499, 30), row("rtx-4090", 1, 1599, 32),
                                            row("rtx-3060-12gb", 2, 658, 12)};
        const kv::MachineChoice cheapest{.order = kv::MachineOrder::Price, .currency = "USD"};
        auto ids = [](const std::vector<kv::MachineRow>& rs) {
            std::string s;
            for (const auto& r : rs)
                s += r.hardware + " ";
            return s;
        };
        QCOMPARE(ids(kv::chooseMachines(rows, cheapest)), std::string("rtx-3060-12gb rtx-3090 rtx-4090 "));
        // A used RTX 4090 at 450 euros: 450 / 0.8511 = 528.73 dollars, now the cheapest. A user price for the
        // 3060 of 300 euros a card: 2 x 300 / 0.8511 = 704.97 dollars, now dearer than the 4090.
        const std::vector<kv::UserPrice> own = {{"rtx-4090", 450, "EUR", "used"}, {"rtx-3060-12gb", 300, "EUR", ""}};
        kv::priceRows(rows, own, t, "USD");
        const auto ranked = kv::chooseMachines(rows, cheapest);
        QCOMPARE(ids(ranked), std::string("rtx-4090 rtx-3060-12gb rtx-3090 "));
        QVERIFY(std::abs(*ranked[0].price - 528.727) < 1e-3);
        QVERIFY(ranked[0].ownPrice);
        QCOMPARE(ranked[0].priceCurrency, std::string("EUR"));
        QCOMPARE(ranked[0].currency, std::string("USD"));
        QCOMPARE(ranked[0].priceSource, std::string("used"));
        // 528.727 / 32 tok/s = 16.52 dollars per token/s.
        QVERIFY(std::abs(*ranked[0].pricePerTokenPerSecond - 16.5227) < 1e-3);
        QVERIFY(std::abs(*ranked[1].price - 704.970) < 1e-3);
        QVERIFY(!ranked[2].ownPrice);
        QCOMPARE(*ranked[2].price, 1499.0);
        // A budget of 600 dollars keeps only the used 4090.
        kv::MachineChoice budget = cheapest;
        budget.budget = 600;
        QCOMPARE(ids(kv::chooseMachines(rows, budget)), std::string("rtx-4090 "));
    }

    void displayCurrency()
    {
        // The same rows shown in yen: $1,499 x 156.67 = 234,848.33 yen; 1,599 x 156.67 = 250,515.33 yen.
        const kv::MoneyTable t = kv::loadMoneyTable(kPresets);
        std::vector<kv::MachineRow> rows = {row("rtx-3090", 1, 1499, 30), row("rtx-4090", 1, 1599, 32)};
        kv::priceRows(rows, {}, t, "JPY");
        QCOMPARE(rows[0].currency, std::string("JPY"));
        QCOMPARE(rows[0].priceCurrency, std::string("USD"));
        QVERIFY(std::abs(*rows[0].price - 234848.33) < 1e-6);
        QVERIFY(std::abs(*rows[1].price - 250515.33) < 1e-6);
        // 234,848.33 / 30 = 7,828.28 yen per token/s.
        QVERIFY(std::abs(*rows[0].pricePerTokenPerSecond - 7828.2777) < 1e-3);
        // A budget of 240,000 yen keeps the 3090 only.
        const auto kept =
            kv::chooseMachines(rows, {.order = kv::MachineOrder::Price, .currency = "JPY", .budget = 240000});
        QCOMPARE(kept.size(), size_t(1));
        QCOMPARE(kept[0].hardware, std::string("rtx-3090"));
    }

    void energy()
    {
        // 2 x RTX 3090 (2 x 350 = 700 W), 2 users at 20 tokens/s each = 40 tokens/s in all: a million tokens take
        // 1e6 / 40 = 25,000 s; 700 W x 25,000 s = 17,500,000 J = 17,500,000 / 3600 = 4,861.11 Wh.
        const kv::EnergyUse use{.hoursPerDay = 4, .pricePerKwh = 0.1729, .currency = "USD"};
        const kv::EnergyBound b = kv::energyBound(700, std::nullopt, 40, use);
        QVERIFY(std::abs(*b.whPerMillionTokens - 4861.111) < 1e-3);
        // A month of 4 h a day, no idle figure: 700 W x 4 h x 30 = 84,000 Wh = 84 kWh; x 0.1729 = 14.5236 dollars.
        QVERIFY(std::abs(*b.kwhPerMonth - 84) < 1e-9);
        QVERIFY(std::abs(*b.costPerMonth - 14.5236) < 1e-9);
        // A 65 W mini PC idling at 6 W, 8 h a day at 33.2 yen: (65 x 8 + 6 x 16) x 30 = (520 + 96) x 30 =
        // 18,480 Wh = 18.48 kWh; x 33.2 = 613.536 yen. At 10 tokens/s: 65 x 100,000 / 3600 = 1,805.56 Wh.
        const kv::EnergyBound m =
            kv::energyBound(65, 6, 10, {.hoursPerDay = 8, .pricePerKwh = 33.2, .currency = "JPY"});
        QVERIFY(std::abs(*m.kwhPerMonth - 18.48) < 1e-9);
        QVERIFY(std::abs(*m.costPerMonth - 613.536) < 1e-9);
        QVERIFY(std::abs(*m.whPerMillionTokens - 1805.556) < 1e-3);
        // Unknown power: no figures; a plan that does not run: no per-token figure but still a month.
        const kv::EnergyBound none = kv::energyBound(std::nullopt, 6, 10, use);
        QVERIFY(!none.whPerMillionTokens && !none.costPerMonth);
        const kv::EnergyBound stopped = kv::energyBound(700, std::nullopt, 0, use);
        QVERIFY(!stopped.whPerMillionTokens);
        QVERIFY(stopped.costPerMonth);
    }

    // A cluster is priced and powered as one machine, node by node (issue 31): what the nodes cost and draw
    // together, from their presets' list figures or the user's own price.
    void clusterPricedAsOneMachine()
    {
        const kv::Catalog cat = kv::loadCatalog(kPresets);
        const kv::MoneyTable t = kv::loadMoneyTable(kPresets);
        const kv::HardwarePreset* studio = cat.findHardware("mac-studio-m2-ultra-192gb");
        const kv::HardwarePreset* r3090 = cat.findHardware("rtx-3090");
        QVERIFY(studio && r3090);
        // One Mac Studio M2 Ultra 192 GB: its list price $5,599, 295 W, 10 W idle.
        const kv::Hardware one = kv::machineFrom(*studio, {});
        QCOMPARE(kv::machinePrice(one, cat.hardware, {}, t, "USD")->amount, 5599.0);
        // Two of them over Thunderbolt: 2 x $5,599 = $11,198, 2 x 295 = 590 W, 2 x 10 = 20 W idle (it was priced
        // and powered as one Mac before).
        const kv::Hardware two = kv::clusterOf(one, 2, *kv::linkPreset("tb5"));
        QCOMPARE(kv::machinePrice(two, cat.hardware, {}, t, "USD")->amount, 11198.0);
        QCOMPARE(*kv::machinePower(two, cat.hardware).boardW, 590.0);
        QCOMPARE(*kv::machinePower(two, cat.hardware).idleW, 20.0);
        // In euros at 0.8511 a dollar: 11,198 x 0.8511 = 9,530.6178 EUR, given in dollars.
        const auto euros = kv::machinePrice(two, cat.hardware, {}, t, "EUR");
        QVERIFY(std::abs(euros->amount - 9530.6178) < 1e-6);
        QCOMPARE(euros->givenIn, std::vector<std::string>{"USD"});
        // A cluster file of two PCs, one RTX 3090 each ($1,499 and 350 W a card, no idle figure): $2,998, 700 W,
        // idle unknown; with a used 3090 at 600 euros each: 2 x 600 = 1,200 EUR, the user's own.
        const std::string file = R"({ "schema": "kvplanner.cluster/1", "link": "10gbe", "nodes": [
            { "hardware": "rtx-3090", "ram_gib": 64 }, { "hardware": "rtx-3090", "ram_gib": 32 } ] })";
        const kv::Hardware pcs = kv::clusterFromJson(file, "two-pcs.json", cat.hardware);
        QCOMPARE(pcs.nodePresets, (std::vector<std::string>{"rtx-3090", "rtx-3090"}));
        QCOMPARE(kv::machinePrice(pcs, cat.hardware, {}, t, "USD")->amount, 2998.0);
        QCOMPARE(*kv::machinePower(pcs, cat.hardware).boardW, 700.0);
        QVERIFY(!kv::machinePower(pcs, cat.hardware).idleW);
        const kv::UserPrice used{.hardware = "rtx-3090", .amount = 600, .currency = "EUR", .note = "used"};
        const auto own = kv::machinePrice(pcs, cat.hardware, {used}, t, "EUR");
        QCOMPARE(own->amount, 1200.0);
        QVERIFY(own->own);
        // The plan file keeps the nodes' presets, so a saved cluster is priced again when it is opened.
        kv::Scenario s;
        s.model = *cat.findModel("qwen3-8b");
        s.weights = *cat.findScheme("Q4_K_M");
        s.hardware = pcs;
        QCOMPARE(kv::scenarioFromJson(kv::scenarioToJson(s), cat).hardware.nodePresets, pcs.nodePresets);
        // A node that lists its own devices is of unknown make: no price and no power, not the known node's.
        const std::string mixed = R"({ "schema": "kvplanner.cluster/1", "link": "10gbe", "nodes": [
            { "hardware": "rtx-3090" },
            { "devices": [ { "kind": "gpu", "memory_gib": 24, "bandwidth_gbs": 936 } ] } ] })";
        const kv::Hardware m = kv::clusterFromJson(mixed, "mixed.json", cat.hardware);
        QVERIFY(!kv::machinePrice(m, cat.hardware, {}, t, "USD"));
        QVERIFY(!kv::machinePower(m, cat.hardware).boardW);
    }
};

QTEST_APPLESS_MAIN(TestMoney)
#include "tst_money.moc"
