#include "diagnostics.h"

#include "errors.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

namespace kv {

namespace {

constexpr std::array kCatalogue = {
#define KV_DIAG_INFO(e, code, kinds, args) DiagInfo{Diag::e, code, kinds, args},
    KV_DIAGNOSTICS(KV_DIAG_INFO)
#undef KV_DIAG_INFO
};

// The enumerators count up from 0 in the catalogue's order, so an entry's index is its value.
constexpr bool indexedByValue()
{
    for (size_t i = 0; i < kCatalogue.size(); ++i)
        if (static_cast<size_t>(kCatalogue[i].diag) != i)
            return false;
    return true;
}
static_assert(indexedByValue());

} // namespace

std::span<const DiagInfo> allDiagnostics()
{
    return kCatalogue;
}

const DiagInfo& info(Diag d)
{
    return kCatalogue[static_cast<size_t>(d)];
}

std::string_view codeName(Diag d)
{
    return info(d).code;
}

std::optional<Diag> diagFromCode(std::string_view code)
{
    const auto it =
        std::find_if(kCatalogue.begin(), kCatalogue.end(), [code](const DiagInfo& i) { return i.code == code; });
    if (it == kCatalogue.end())
        return std::nullopt;
    return it->diag;
}

void to_json(nlohmann::json& j, Diag d)
{
    j = std::string(codeName(d));
}

void from_json(const nlohmann::json& j, Diag& d)
{
    const std::string code = j.is_string() ? j.get<std::string>() : std::string();
    const std::optional<Diag> found = diagFromCode(code);
    if (!found)
        throw InputError("diagnostic-unknown", code);
    d = *found;
}

} // namespace kv
