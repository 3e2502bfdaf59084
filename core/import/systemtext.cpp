#include "systemtext.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace kv {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// Runs of whitespace become one space; none at either end.
std::string simplified(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    bool gap = false;
    for (const char c : s) {
        if (isSpace(c)) {
            gap = !out.empty();
            continue;
        }
        if (gap)
            out += ' ';
        gap = false;
        out += c;
    }
    return out;
}

// Calls fn(line) for each line (without its '\n') until fn returns true.
template <typename Fn> void eachLine(std::string_view text, Fn&& fn)
{
    while (!text.empty()) {
        const size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        if (fn(line))
            return;
        if (end == std::string_view::npos)
            return;
        text.remove_prefix(end + 1);
    }
}

// The simplified value of the first line "<key><spaces>:<value>" whose key is one of `keys` and whose
// value is not blank.
std::string firstValue(std::string_view text, std::initializer_list<std::string_view> keys)
{
    std::string found;
    eachLine(text, [&](std::string_view line) {
        const size_t colon = line.find(':');
        if (colon == std::string_view::npos)
            return false;
        std::string_view key = line.substr(0, colon);
        while (!key.empty() && isSpace(key.back()))
            key.remove_suffix(1);
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            return false;
        found = simplified(line.substr(colon + 1));
        return !found.empty();
    });
    return found;
}

std::optional<uint64_t> unsignedIn(std::string_view digits, int base)
{
    uint64_t v = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
    if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size())
        return std::nullopt;
    return v;
}

} // namespace

std::optional<uint64_t> meminfoTotalBytes(std::string_view text)
{
    constexpr uint64_t kMaxKiB = uint64_t(1) << 40;
    std::optional<uint64_t> kib;
    eachLine(text, [&](std::string_view line) {
        constexpr std::string_view key = "MemTotal:";
        if (line.substr(0, key.size()) != key)
            return false;
        std::string_view rest = line.substr(key.size());
        if (rest.empty() || !isSpace(rest.front()))
            return false;
        rest = trimmed(rest);
        if (rest.size() < 2 || rest.substr(rest.size() - 2) != "kB")
            return false;
        rest = trimmed(rest.substr(0, rest.size() - 2));
        if (rest.empty() || !std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return false;
        kib = unsignedIn(rest, 10).value_or(0); // a line of the right shape decides, even when it overflows
        return true;
    });
    if (!kib || *kib == 0 || *kib > kMaxKiB)
        return std::nullopt;
    return *kib * 1024;
}

std::string cpuinfoModel(std::string_view text)
{
    return firstValue(text, {"model name", "Model", "Hardware"});
}

std::string nvidiaInformationModel(std::string_view text)
{
    return firstValue(text, {"Model"});
}

std::string deviceTreeModel(std::string_view text)
{
    std::string s(text);
    s.erase(std::remove(s.begin(), s.end(), '\0'), s.end());
    return simplified(s);
}

std::optional<uint64_t> sysfsNumber(std::string_view text)
{
    const std::string_view s = trimmed(text);
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        return unsignedIn(s.substr(2), 16);
    if (s.size() > 1 && s[0] == '0')
        return unsignedIn(s.substr(1), 8);
    return unsignedIn(s, 10);
}

std::string pciIdsName(std::string_view text, std::string_view vendor, std::string_view device)
{
    std::string found;
    bool inVendor = false;
    eachLine(text, [&](std::string_view line) {
        if (line.empty() || line.front() == '#' || trimmed(line).empty())
            return false;
        if (line.front() != '\t') {
            inVendor =
                line.size() > vendor.size() && line.substr(0, vendor.size()) == vendor && line[vendor.size()] == ' ';
            return false;
        }
        if (inVendor && line.size() > 1 && line[1] != '\t' && line.substr(1, 4) == device) {
            found = std::string(trimmed(line.substr(std::min<size_t>(5, line.size()))));
            return true;
        }
        return false;
    });
    return found;
}

SmiGpus parseNvidiaSmi(std::string_view text)
{
    SmiGpus out;
    eachLine(text, [&](std::string_view line) {
        if (line.empty())
            return false;
        std::vector<std::string_view> f;
        for (size_t start = 0;;) {
            const size_t comma = line.find(',', start);
            f.push_back(line.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
            if (comma == std::string_view::npos)
                break;
            start = comma + 1;
        }
        if (f.size() < 2 || trimmed(f[0]).empty()) {
            ++out.malformed;
            return false;
        }
        SmiGpu g;
        g.name = std::string(trimmed(f[0]));
        const std::string_view memory = trimmed(f[1]); // "[N/A]" on unified parts (GB10)
        double mib = 0;
        const auto [end, ec] = std::from_chars(memory.data(), memory.data() + memory.size(), mib);
        if (ec == std::errc() && end == memory.data() + memory.size() && mib > 0 && mib < double(1 << 30))
            g.memoryBytes = static_cast<uint64_t>(std::llround(mib * 1048576.0));
        if (f.size() >= 3) {
            std::string lower;
            for (const char c : trimmed(f[2]))
                lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
            std::string id; // every "0x" dropped, in one pass from the left
            for (size_t k = 0; k < lower.size(); ++k) {
                if (lower.compare(k, 2, "0x") == 0)
                    ++k;
                else
                    id += lower[k];
            }
            if (id.size() == 8)
                g.pciId = id.substr(4) + ':' + id.substr(0, 4);
        }
        out.gpus.push_back(std::move(g));
        return false;
    });
    return out;
}

SysctlValues parseSysctl(std::string_view text)
{
    SysctlValues v;
    eachLine(text, [&](std::string_view line) {
        const size_t colon = line.find(':');
        if (colon == std::string_view::npos)
            return false;
        const std::string_view key = trimmed(line.substr(0, colon));
        const std::string_view value = trimmed(line.substr(colon + 1));
        if (key == "hw.memsize")
            v.memsize = unsignedIn(value, 10).value_or(0);
        else if (key == "machdep.cpu.brand_string")
            v.cpuName = std::string(value);
        else if (key == "iogpu.wired_limit_mb")
            v.wiredLimitMb = unsignedIn(value, 10).value_or(0);
        return false;
    });
    return v;
}

} // namespace kv
