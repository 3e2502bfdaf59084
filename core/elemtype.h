#pragma once
// Element types of KV caches and their exact storage cost.
//
// ggml stores quantised values in blocks: q8_0 keeps 32 values in 34 bytes (32 int8 + one f16
// scale), so a row of 1024 q8_0 values costs 1024 / 32 * 34 = 1088 bytes, never 1024.
//   kv::rowBytes(kv::ElemType::Q8_0, 1024) == 1088
//   kv::rowBytes(kv::ElemType::F16, 1024)  == 2048

#include <cstdint>
#include <optional>
#include <string_view>

namespace kv {

enum class ElemType : uint8_t { F32, F16, BF16, Q8_0, Q5_1, Q5_0, Q4_1, Q4_0, IQ4_NL, FP8 };

struct ElemTypeInfo
{
    ElemType type;
    std::string_view name;  // llama.cpp's spelling: "f16", "q8_0", ...
    uint32_t blockValues;   // values per block
    uint32_t blockBytes;    // bytes per block
    bool llamaCppCacheType; // accepted by llama.cpp's -ctk / -ctv
};

const ElemTypeInfo& info(ElemType type);
std::string_view name(ElemType type);
// Case-insensitive; also accepts vLLM's "fp8_e4m3" / "fp8_e5m2" and "auto" is NOT accepted here.
std::optional<ElemType> elemTypeFromName(std::string_view name);

// Bytes of a row of n values: ceil(n / block) * blockBytes.
uint64_t rowBytes(ElemType type, uint64_t n);

// True for block-quantised types (q8_0 ... iq4_nl); these need flash attention for V in llama.cpp.
bool isBlockQuantized(ElemType type);

// Every type, in display order (precise to coarse).
inline constexpr ElemType kAllElemTypes[] = {ElemType::F32,    ElemType::F16,  ElemType::BF16, ElemType::Q8_0,
                                             ElemType::FP8,    ElemType::Q5_1, ElemType::Q5_0, ElemType::Q4_1,
                                             ElemType::IQ4_NL, ElemType::Q4_0};

} // namespace kv
