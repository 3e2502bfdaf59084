#include "moneysettings.h"

#include "catalog.h"
#include "choosewording.h"
#include "errors.h"
#include "settings.h"

#include <QLocale>

#include <algorithm>

namespace kvgui {

QString displayCurrency()
{
    QString chosen = Settings::get(settings::kCurrency);
    if (!chosen.isEmpty() && kvapp::moneyTable().rate(chosen.toStdString()))
        return chosen;
    const QString byLanguage = kvapp::defaultCurrency(QLocale().name());
    return kvapp::moneyTable().rate(byLanguage.toStdString()) ? byLanguage : QStringLiteral("USD");
}

std::vector<kv::UserPrice> savedUserPrices(const kv::Catalog& catalog)
{
    const QByteArray stored = Settings::get(settings::kUserPrices);
    if (stored.isEmpty())
        return {};
    try {
        return kv::userPricesFromJson(stored.toStdString(), "settings", catalog, kvapp::moneyTable());
    } catch (const kv::InputError&) {
        return {}; // written by the window, so only an edited or outdated settings file gets here
    }
}

kv::EnergyUse savedEnergyUse()
{
    kv::EnergyUse use = kvapp::defaultEnergyUse(displayCurrency());
    use.hoursPerDay = std::clamp(Settings::get(settings::kHoursPerDay), 0.0, 24.0);
    if (const double own = Settings::get(settings::kKwhPrice); own > 0)
        use.pricePerKwh = own;
    return use;
}

} // namespace kvgui
