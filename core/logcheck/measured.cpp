#include "measured.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <utility>

namespace kv {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Reads "[-]digits[,digits][.digits]" at the start of s; returns the characters used (0 = none).
size_t readDecimal(std::string_view s, double& value, int& decimals)
{
    size_t i = 0;
    double v = 0;
    bool any = false;
    decimals = 0;
    while (i < s.size() && (isDigit(s[i]) || (s[i] == ',' && any && i + 1 < s.size() && isDigit(s[i + 1])))) {
        if (s[i] != ',') {
            v = v * 10 + (s[i] - '0');
            any = true;
        }
        ++i;
        if (i > 24)
            return 0; // absurd: not a number a log prints
    }
    if (i < s.size() && s[i] == '.' && i + 1 < s.size() && isDigit(s[i + 1])) {
        ++i;
        double scale = 0.1;
        while (i < s.size() && isDigit(s[i]) && decimals < 12) {
            v += (s[i] - '0') * scale;
            scale /= 10;
            ++decimals;
            ++i;
        }
        while (i < s.size() && isDigit(s[i]))
            ++i;
    }
    if (!any)
        return 0;
    value = v;
    return i;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

std::optional<double> unitBytes(std::string_view u, bool gbIsBinary)
{
    struct Unit
    {
        std::string_view name;
        double bytes;
    };
    static constexpr Unit kUnits[] = {{"TiB", 1099511627776.0},
                                      {"GiB", 1073741824.0},
                                      {"MiB", 1048576.0},
                                      {"KiB", 1024.0},
                                      {"TB", 1e12},
                                      {"GB", 1e9},
                                      {"MB", 1e6},
                                      {"KB", 1e3},
                                      {"kB", 1e3},
                                      {"B", 1.0}};
    for (const Unit& x : kUnits) {
        if (u.substr(0, x.name.size()) != x.name)
            continue;
        if (u.size() > x.name.size() && std::isalpha(static_cast<unsigned char>(u[x.name.size()])))
            continue;
        if (gbIsBinary && x.name == "GB")
            return 1073741824.0;
        return x.bytes;
    }
    return std::nullopt;
}

} // namespace

bool Measured::prints(double predicted) const
{
    if (halfStep <= 0)
        return predicted == value;
    return std::fabs(predicted - value) < halfStep;
}

std::optional<Measured> parseNumber(std::string_view text)
{
    text = trim(text);
    double v = 0;
    int decimals = 0;
    const size_t used = readDecimal(text, v, decimals);
    if (used == 0)
        return std::nullopt;
    Measured m;
    m.text = std::string(text.substr(0, used));
    m.value = v;
    m.halfStep = decimals > 0 ? 0.5 * std::pow(10.0, -decimals) : 0;
    return m;
}

std::optional<Measured> parseMeasured(std::string_view text, bool gbIsBinary)
{
    text = trim(text);
    double v = 0;
    int decimals = 0;
    const size_t used = readDecimal(text, v, decimals);
    if (used == 0)
        return std::nullopt;
    size_t u = used;
    while (u < text.size() && text[u] == ' ')
        ++u;
    const auto unit = unitBytes(text.substr(u), gbIsBinary);
    if (!unit)
        return std::nullopt;
    size_t end = u;
    while (end < text.size() && std::isalpha(static_cast<unsigned char>(text[end])))
        ++end;
    Measured m;
    m.text = std::string(text.substr(0, end));
    m.value = v * *unit;
    m.halfStep = 0.5 * std::pow(10.0, -decimals) * *unit;
    if (*unit == 1.0 && decimals == 0)
        m.halfStep = 0; // whole bytes
    return m;
}

// "3072.00 MiB" -> {"MiB", 2}; a count -> {"", 0}.
static std::pair<std::string, int> unitAndDecimals(const std::string& text)
{
    const size_t space = text.rfind(' ');
    const std::string unit = space == std::string::npos ? std::string() : text.substr(space + 1);
    const size_t dot = text.find('.');
    const size_t end = space == std::string::npos ? text.size() : space;
    return {unit, dot == std::string::npos || dot > end ? 0 : static_cast<int>(end - dot - 1)};
}

Measured sumOf(const Measured& a, const Measured& b)
{
    Measured m;
    const auto [unitA, decA] = unitAndDecimals(a.text);
    const auto [unitB, decB] = unitAndDecimals(b.text);
    const auto scale = unitBytes(unitA, false);
    if (unitA == unitB && decA == decB && scale && !a.text.empty()) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.*f %s", decA, (a.value + b.value) / *scale, unitA.c_str());
        m.text = buf;
    } else {
        m.text = a.text.empty() ? b.text : a.text + " + " + b.text;
    }
    m.value = a.value + b.value;
    m.halfStep = a.halfStep + b.halfStep;
    return m;
}

} // namespace kv
