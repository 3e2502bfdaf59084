#include "elemtype.h"

#include "checked.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace kv {

namespace {

constexpr std::array<ElemTypeInfo, 10> kInfos{{
    {ElemType::F32, "f32", 1, 4, true},
    {ElemType::F16, "f16", 1, 2, true},
    {ElemType::BF16, "bf16", 1, 2, true},
    {ElemType::Q8_0, "q8_0", 32, 34, true},
    {ElemType::Q5_1, "q5_1", 32, 24, true},
    {ElemType::Q5_0, "q5_0", 32, 22, true},
    {ElemType::Q4_1, "q4_1", 32, 20, true},
    {ElemType::Q4_0, "q4_0", 32, 18, true},
    {ElemType::IQ4_NL, "iq4_nl", 32, 18, true},
    {ElemType::FP8, "fp8", 1, 1, false},
}};

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

} // namespace

const ElemTypeInfo& info(ElemType type)
{
    return kInfos[static_cast<size_t>(type)];
}

std::string_view name(ElemType type)
{
    return info(type).name;
}

std::optional<ElemType> elemTypeFromName(std::string_view name)
{
    const std::string n = lower(name);
    for (const auto& i : kInfos) {
        if (i.name == n)
            return i.type;
    }
    if (n == "fp8_e4m3" || n == "fp8_e5m2" || n == "fp8_e4m3fn")
        return ElemType::FP8;
    return std::nullopt;
}

uint64_t rowBytes(ElemType type, uint64_t n)
{
    const auto& i = info(type);
    if (i.blockValues == 1) // f16, bf16, f32, fp8: no block rounding
        return mul(n, i.blockBytes);
    return mul(ceilDiv(n, i.blockValues), i.blockBytes);
}

bool isBlockQuantized(ElemType type)
{
    return info(type).blockValues > 1;
}

} // namespace kv
