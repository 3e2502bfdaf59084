#include "ggmltype.h"

#include "checked.h"
#include "errors.h"

#include <array>

namespace kv {

namespace {

constexpr uint32_t kTypeCount = 40;

constexpr std::array<GgmlTypeInfo, kTypeCount> makeTable()
{
    std::array<GgmlTypeInfo, kTypeCount> t{};
    auto set = [&t](GgmlType id, const char* name, uint32_t values, uint32_t bytes) {
        t[static_cast<uint32_t>(id)] = {name, values, bytes};
    };
    set(GgmlType::F32, "F32", 1, 4);
    set(GgmlType::F16, "F16", 1, 2);
    set(GgmlType::Q4_0, "Q4_0", 32, 18);   // d + 16 nibble bytes
    set(GgmlType::Q4_1, "Q4_1", 32, 20);   // d, m + 16
    set(GgmlType::Q5_0, "Q5_0", 32, 22);   // d + qh[4] + 16
    set(GgmlType::Q5_1, "Q5_1", 32, 24);   // d, m + qh[4] + 16
    set(GgmlType::Q8_0, "Q8_0", 32, 34);   // d + 32
    set(GgmlType::Q8_1, "Q8_1", 32, 36);   // d, s + 32
    set(GgmlType::Q2_K, "Q2_K", 256, 84);  // scales 16 + qs 64 + d, dmin
    set(GgmlType::Q3_K, "Q3_K", 256, 110); // hmask 32 + qs 64 + scales 12 + d
    set(GgmlType::Q4_K, "Q4_K", 256, 144); // d, dmin + scales 12 + qs 128
    set(GgmlType::Q5_K, "Q5_K", 256, 176); // d, dmin + scales 12 + qh 32 + qs 128
    set(GgmlType::Q6_K, "Q6_K", 256, 210); // ql 128 + qh 64 + scales 16 + d
    set(GgmlType::Q8_K, "Q8_K", 256, 292); // float d + qs 256 + bsums 16 x int16
    set(GgmlType::IQ2_XXS, "IQ2_XXS", 256, 66);
    set(GgmlType::IQ2_XS, "IQ2_XS", 256, 74);
    set(GgmlType::IQ3_XXS, "IQ3_XXS", 256, 98);
    set(GgmlType::IQ1_S, "IQ1_S", 256, 50);
    set(GgmlType::IQ4_NL, "IQ4_NL", 32, 18);
    set(GgmlType::IQ3_S, "IQ3_S", 256, 110);
    set(GgmlType::IQ2_S, "IQ2_S", 256, 82);
    set(GgmlType::IQ4_XS, "IQ4_XS", 256, 136);
    set(GgmlType::I8, "I8", 1, 1);
    set(GgmlType::I16, "I16", 1, 2);
    set(GgmlType::I32, "I32", 1, 4);
    set(GgmlType::I64, "I64", 1, 8);
    set(GgmlType::F64, "F64", 1, 8);
    set(GgmlType::IQ1_M, "IQ1_M", 256, 56);
    set(GgmlType::BF16, "BF16", 1, 2);
    set(GgmlType::TQ1_0, "TQ1_0", 256, 54); // qs 48 + qh 4 + d
    set(GgmlType::TQ2_0, "TQ2_0", 256, 66); // qs 64 + d
    set(GgmlType::MXFP4, "MXFP4", 32, 17);  // shared exponent e + 16 nibble bytes
    return t;
}

constexpr std::array<GgmlTypeInfo, kTypeCount> kTable = makeTable();

} // namespace

GgmlTypeInfo ggmlTypeInfo(uint32_t type)
{
    return type < kTypeCount ? kTable[type] : GgmlTypeInfo{};
}

uint64_t ggmlTensorBytes(uint32_t type, std::span<const uint64_t> dims)
{
    const GgmlTypeInfo info = ggmlTypeInfo(type);
    if (!info.name)
        throw InputError("gguf-value-invalid", "tensor type", std::to_string(type));
    if (dims.empty())
        return info.blockBytes; // a scalar: one element
    if (dims[0] % info.blockValues != 0)
        throw InputError("gguf-value-invalid", "tensor shape", reason::kRowBlocks,
                         {std::to_string(dims[0]), info.name});
    uint64_t bytes = mul(dims[0] / info.blockValues, info.blockBytes);
    for (size_t i = 1; i < dims.size(); ++i)
        bytes = mul(bytes, dims[i]);
    return bytes;
}

const char* llamaFileTypeName(uint64_t fileType)
{
    // Indexed by id; "" where llama.h retired an id (4-6, 33-35).
    static constexpr const char* kNames[] = {"F32",    "F16",    "Q4_0",    "Q4_1",      "",       "",        "",
                                             "Q8_0",   "Q5_0",   "Q5_1",    "Q2_K",      "Q3_K_S", "Q3_K_M",  "Q3_K_L",
                                             "Q4_K_S", "Q4_K_M", "Q5_K_S",  "Q5_K_M",    "Q6_K",   "IQ2_XXS", "IQ2_XS",
                                             "Q2_K_S", "IQ3_XS", "IQ3_XXS", "IQ1_S",     "IQ4_NL", "IQ3_S",   "IQ3_M",
                                             "IQ2_S",  "IQ2_M",  "IQ4_XS",  "IQ1_M",     "BF16",   "",        "",
                                             "",       "TQ1_0",  "TQ2_0",   "MXFP4_MOE", "NVFP4",  "Q1_0",    "Q2_0"};
    return fileType < std::size(kNames) ? kNames[fileType] : "";
}

} // namespace kv
