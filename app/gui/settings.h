#pragma once
// Every setting kvplanner keeps, in one typed table: key and default side by side.
//   Settings::get(settings::kRecentFiles)             // QStringList, {} when never set
//   Settings::set(settings::kLogScale, true);
// Tests point the store at a temporary file with Settings::useFile(path) so they never touch the
// user's own settings.

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>

namespace kvgui {

template <typename T> struct Setting
{
    QString key;
    T defaultValue;
};

namespace settings {

inline const Setting<QByteArray> kGeometry{QStringLiteral("window/geometry"), {}};
inline const Setting<QByteArray> kSplitterState{QStringLiteral("window/splitter"), {}};
inline const Setting<QByteArray> kLastScenario{QStringLiteral("document/lastScenario"), {}}; // *.kvplan JSON
inline const Setting<QString> kLastFile{QStringLiteral("document/lastFile"), {}};
inline const Setting<QStringList> kRecentFiles{QStringLiteral("document/recentFiles"), {}};
inline const Setting<QString> kLastDirectory{QStringLiteral("document/lastDirectory"), {}};
inline const Setting<QStringList> kModelFolders{QStringLiteral("models/folders"), {}}; // scanned for GGUF files
inline const Setting<bool> kLogScale{QStringLiteral("charts/logScale"), false};
inline const Setting<int> kChartTab{QStringLiteral("charts/tab"), 0};
inline const Setting<QString> kTheme{QStringLiteral("ui/theme"), QStringLiteral("system")}; // system|light|dark
inline const Setting<QString> kLanguage{QStringLiteral("ui/language"), {}};                 // "" = follow the system
inline const Setting<bool> kAdvancedOpen{QStringLiteral("ui/advancedOpen"), false};
// What to buy (the Choose window's Machines tab): the display currency ("" = by language: ja JPY, it EUR, else
// USD), the user's own prices (a kvplanner.prices/1 document, as --prices reads it), hours of generation a day,
// the price per kWh in the display currency (0 = the shipped average), the budget (0 = none) and minimum speed.
inline const Setting<QString> kCurrency{QStringLiteral("money/currency"), {}};
inline const Setting<QByteArray> kUserPrices{QStringLiteral("money/prices"), {}};
inline const Setting<double> kHoursPerDay{QStringLiteral("money/hoursPerDay"), 4.0};
inline const Setting<double> kKwhPrice{QStringLiteral("money/kwhPrice"), 0.0};
inline const Setting<double> kBudget{QStringLiteral("money/budget"), 0.0};
inline const Setting<double> kMinSpeed{QStringLiteral("money/minSpeed"), 0.0};

inline constexpr int kMaxRecentFiles = 8;

} // namespace settings

class Settings
{
public:
    template <typename T> static T get(const Setting<T>& s)
    {
        const QVariant v = store().value(s.key);
        return v.isValid() && v.canConvert<T>() ? v.value<T>() : s.defaultValue;
    }
    template <typename T> static void set(const Setting<T>& s, const T& value)
    {
        store().setValue(s.key, QVariant::fromValue(value));
    }
    // Use an INI file instead of the platform store (tests, --screenshot runs).
    static void useFile(const QString& iniPath);
    static void sync();

private:
    static QSettings& store();
};

} // namespace kvgui
