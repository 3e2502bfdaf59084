#include "settings.h"

namespace kvgui {

namespace {

std::unique_ptr<QSettings>& instance()
{
    static std::unique_ptr<QSettings> s;
    return s;
}

} // namespace

QSettings& Settings::store()
{
    auto& s = instance();
    if (!s)
        s = std::make_unique<QSettings>();
    return *s;
}

void Settings::useFile(const QString& iniPath)
{
    instance() = std::make_unique<QSettings>(iniPath, QSettings::IniFormat);
}

void Settings::sync()
{
    store().sync();
}

} // namespace kvgui
