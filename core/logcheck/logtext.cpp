#include "logtext.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace kv::logtext {

namespace {

bool isIdent(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// Length of an ANSI sequence starting at s[i] == ESC (CSI "ESC [ ... final", OSC "ESC ] ... BEL").
size_t escapeLength(std::string_view s, size_t i)
{
    size_t j = i + 1;
    if (j < s.size() && s[j] == '[') {
        ++j;
        while (j < s.size() && !(s[j] >= 0x40 && s[j] <= 0x7e))
            ++j;
        return (j < s.size() ? j + 1 : j) - i;
    }
    if (j < s.size() && s[j] == ']') {
        while (j < s.size() && s[j] != '\a')
            ++j;
        return (j < s.size() ? j + 1 : j) - i;
    }
    return j < s.size() ? 2 : 1;
}

// "[32m", "[0m", "[1;31m" left behind when a copy lost the ESC byte.
size_t orphanColourLength(std::string_view s, size_t i)
{
    if (s[i] != '[')
        return 0;
    size_t j = i + 1;
    while (j < s.size() && j - i < 12 && (std::isdigit(static_cast<unsigned char>(s[j])) || s[j] == ';'))
        ++j;
    return j > i + 1 && j < s.size() && s[j] == 'm' ? j + 1 - i : 0;
}

// llama.cpp's function tags, longest first so that "llama_kv_cache_iswa" wins over "llama_kv_cache".
constexpr std::array<std::string_view, 27> kTags = {"llama_kv_cache_unified_iswa",
                                                    "llama_model_load_from_file_impl",
                                                    "llama_new_context_with_model",
                                                    "llama_kv_cache_recurrent",
                                                    "llama_memory_recurrent",
                                                    "llama_kv_cache_unified",
                                                    "llama_init_from_model",
                                                    "llama_kv_cache_hybrid",
                                                    "llm_load_print_meta",
                                                    "llama_memory_hybrid",
                                                    "llama_kv_cache_iswa",
                                                    "llama_kv_cache_init",
                                                    "llama_model_loader",
                                                    "llama_kv_cache",
                                                    "llm_load_tensors",
                                                    "llama_context",
                                                    "llama_model_load",
                                                    "load_tensors",
                                                    "print_info",
                                                    "sched_reserve",
                                                    "system_info",
                                                    "llama_server",
                                                    "build",
                                                    "main",
                                                    "load",
                                                    "init",
                                                    "srv"};

// Length of the valid UTF-8 sequence at s[i] (1..4), or 0 when the bytes are not valid UTF-8
// (overlong forms and surrogates included), so that every kept string serialises as JSON.
size_t utf8Length(std::string_view s, size_t i)
{
    const auto b = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
    const unsigned c = b(0);
    if (c < 0x80)
        return 1;
    size_t n = 0;
    unsigned lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF)
        n = 3, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    else if (c >= 0xF0 && c <= 0xF4)
        n = 4, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    else
        return 0;
    if (b(1) < lo || b(1) > hi)
        return 0;
    for (size_t k = 2; k < n; ++k)
        if (b(k) < 0x80 || b(k) > 0xBF)
            return 0;
    return n;
}

} // namespace

std::string cleanLine(std::string_view raw)
{
    std::string out;
    out.reserve(raw.size());
    for (size_t i = 0; i < raw.size();) {
        const auto c = static_cast<unsigned char>(raw[i]);
        if (c == 0x1b) {
            i += escapeLength(raw, i);
        } else if (const size_t n = orphanColourLength(raw, i)) {
            i += n;
        } else if (c >= 0x80) {
            const size_t len = utf8Length(raw, i);
            out += len ? raw.substr(i, len) : std::string_view("?");
            i += len ? len : 1;
        } else {
            out += (c < 0x20 && c != '\t') || c == 0x7f ? ' ' : raw[i];
            ++i;
        }
    }
    while (!out.empty() && (out.back() == ' ' || out.back() == '\t'))
        out.pop_back();
    return out;
}

std::optional<Tagged> findTag(std::string_view line)
{
    for (std::string_view tag : kTags) {
        size_t pos = 0;
        while ((pos = line.find(tag, pos)) != std::string_view::npos) {
            const size_t end = pos + tag.size();
            const bool startOk = pos == 0 || !isIdent(line[pos - 1]);
            if (startOk && end < line.size() && line[end] == ':')
                return Tagged{line.substr(pos, tag.size()), line.substr(end + 1)};
            pos = end;
        }
    }
    return std::nullopt;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

std::string utf8Prefix(std::string_view s, size_t maxBytes)
{
    if (s.size() <= maxBytes)
        return std::string(s);
    size_t n = maxBytes;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80)
        --n;
    return std::string(s.substr(0, n));
}

bool contains(std::string_view s, std::string_view part)
{
    return s.find(part) != std::string_view::npos;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

std::optional<std::string_view> after(std::string_view s, std::string_view marker)
{
    const size_t pos = s.find(marker);
    if (pos == std::string_view::npos)
        return std::nullopt;
    return s.substr(pos + marker.size());
}

std::optional<std::pair<std::string_view, std::string_view>> keyValue(std::string_view msg)
{
    const size_t eq = msg.find('=');
    if (eq == std::string_view::npos)
        return std::nullopt;
    const std::string_view key = trim(msg.substr(0, eq));
    if (key.empty())
        return std::nullopt;
    return std::pair{key, trim(msg.substr(eq + 1))};
}

std::optional<uint64_t> toUInt(std::string_view s)
{
    s = trim(s);
    uint64_t v = 0;
    size_t digits = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c >= '0' && c <= '9') {
            if (++digits > 19)
                return std::nullopt;
            v = v * 10 + static_cast<uint64_t>(c - '0');
        } else if (c == ',' && digits > 0 && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1]))) {
            continue;
        } else {
            break;
        }
    }
    return digits > 0 ? std::optional<uint64_t>(v) : std::nullopt;
}

std::vector<uint64_t> toUIntList(std::string_view s)
{
    s = trim(s);
    if (s.size() < 2 || s.front() != '[')
        return {};
    std::vector<uint64_t> out;
    size_t i = 1;
    while (i < s.size() && s[i] != ']') {
        while (i < s.size() && (s[i] == ' ' || s[i] == ','))
            ++i;
        if (i < s.size() && s[i] == ']')
            break;
        size_t j = i;
        uint64_t v = 0;
        while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j])) && j - i < 19)
            v = v * 10 + static_cast<uint64_t>(s[j++] - '0');
        if (j == i)
            return {}; // not a list of whole numbers (or truncated mid-way)
        out.push_back(v);
        i = j;
    }
    return i < s.size() ? out : std::vector<uint64_t>{};
}

std::optional<bool> toBool(std::string_view s)
{
    s = trim(s);
    for (std::string_view t : {"1", "true", "True", "enabled", "on", "yes"})
        if (s == t)
            return true;
    for (std::string_view f : {"0", "false", "False", "disabled", "off", "no"})
        if (s == f)
            return false;
    return std::nullopt;
}

std::vector<std::pair<std::string, std::string>> logfmt(std::string_view line)
{
    std::vector<std::pair<std::string, std::string>> out;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ')
            ++i;
        const size_t k = i;
        while (i < line.size() && line[i] != '=' && line[i] != ' ')
            ++i;
        if (i >= line.size() || line[i] != '=') {
            continue;
        }
        std::string key(line.substr(k, i - k));
        std::string value;
        ++i;
        if (i < line.size() && line[i] == '"') {
            for (++i; i < line.size() && line[i] != '"'; ++i) {
                if (line[i] == '\\' && i + 1 < line.size())
                    ++i;
                value += line[i];
            }
            ++i;
        } else {
            while (i < line.size() && line[i] != ' ')
                value += line[i++];
        }
        out.emplace_back(std::move(key), std::move(value));
    }
    return out;
}

std::optional<std::string> pyValue(std::string_view text, std::string_view key)
{
    const std::string forms[] = {std::string(key) + "=",
                                 "'" + std::string(key) + "': ", "\"" + std::string(key) + "\": "};
    for (const std::string& f : forms) {
        size_t pos = 0;
        while ((pos = text.find(f, pos)) != std::string_view::npos) {
            if (pos > 0 && isIdent(text[pos - 1])) {
                pos += f.size();
                continue;
            }
            std::string_view v = text.substr(pos + f.size());
            size_t end = 0;
            while (end < v.size() && v[end] != ',' && v[end] != ')' && v[end] != '}' && v[end] != ' ')
                ++end;
            std::string_view value = v.substr(0, end);
            if (value.size() >= 2 && (value.front() == '\'' || value.front() == '"'))
                value = value.substr(1, value.size() - 2);
            return std::string(value);
        }
    }
    return std::nullopt;
}

std::optional<uint64_t> pyCount(std::string_view text, std::string_view key)
{
    const auto v = pyValue(text, key);
    return v ? toUInt(*v) : std::nullopt;
}

std::vector<std::string> words(std::string_view line)
{
    std::vector<std::string> out;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i])))
            ++i;
        if (i >= line.size())
            break;
        std::string w;
        while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) {
            const char q = line[i];
            if (q == '"' || q == '\'') {
                const size_t end = line.find(q, i + 1);
                const size_t stop = end == std::string_view::npos ? line.size() : end;
                w += line.substr(i + 1, stop - i - 1);
                i = stop == line.size() ? stop : stop + 1;
            } else {
                w += q;
                ++i;
            }
        }
        out.push_back(std::move(w));
    }
    return out;
}

NameWords nameWords(std::string_view file)
{
    if (const size_t slash = file.find_last_of("/\\"); slash != std::string_view::npos)
        file = file.substr(slash + 1);
    auto lower = [](std::string_view s) {
        std::string out(s);
        for (char& c : out)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return out;
    };
    std::string stem = lower(file);
    if (stem.size() > 5 && stem.substr(stem.size() - 5) == ".gguf")
        stem.resize(stem.size() - 5);
    if (const size_t of = stem.rfind("-of-"); of != std::string::npos && of >= 6 && stem[of - 6] == '-')
        stem.resize(of - 6); // "-00001-of-00003"
    NameWords w;
    bool inWord = false;
    for (char c : stem) {
        const bool alnum = std::isalnum(static_cast<unsigned char>(c)) != 0;
        if (alnum && !inWord)
            w.bounds.push_back(w.text.size());
        if (alnum)
            w.text += c;
        inWord = alnum;
    }
    w.bounds.push_back(w.text.size());
    return w;
}

size_t spansWords(const NameWords& name, std::string_view key)
{
    std::string k;
    for (char c : key)
        if (std::isalnum(static_cast<unsigned char>(c)))
            k += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (k.empty())
        return 0;
    auto isBound = [&](size_t p) { return std::find(name.bounds.begin(), name.bounds.end(), p) != name.bounds.end(); };
    for (size_t at = name.text.find(k); at != std::string::npos; at = name.text.find(k, at + 1))
        if (isBound(at) && isBound(at + k.size()))
            return k.size();
    return 0;
}

} // namespace kv::logtext
