#pragma once
// ggml tensor types as GGUF stores them, and the exact bytes of a tensor of each type.
//
// A row of n values of a block-quantised type costs n / block * blockBytes. The table follows ggml's
// block structs (ggml/src/ggml-common.h, checked against the static_asserts in ollama's vendored copy,
// ollama/ollama ml/backend/ggml/ggml/src/ggml-common.h @ 074d639b): Q8_0 = 32 values in 34 bytes,
// Q4_K = 256 values in 144 bytes, MXFP4 (gpt-oss) = 32 values in 17 bytes, ...
//   kv::ggmlTensorBytes(kv::GgmlType::Q8_0, {4096, 4096}) == 4096 / 32 * 34 * 4096 == 17825792
// An unknown or retired type id, or a row length that is not a whole number of blocks, throws
// InputError("gguf-value-invalid", ...).

#include <cstdint>
#include <span>
#include <string>

namespace kv {

enum class GgmlType : uint32_t {
    F32 = 0,
    F16 = 1,
    Q4_0 = 2,
    Q4_1 = 3,
    Q5_0 = 6,
    Q5_1 = 7,
    Q8_0 = 8,
    Q8_1 = 9,
    Q2_K = 10,
    Q3_K = 11,
    Q4_K = 12,
    Q5_K = 13,
    Q6_K = 14,
    Q8_K = 15,
    IQ2_XXS = 16,
    IQ2_XS = 17,
    IQ3_XXS = 18,
    IQ1_S = 19,
    IQ4_NL = 20,
    IQ3_S = 21,
    IQ2_S = 22,
    IQ4_XS = 23,
    I8 = 24,
    I16 = 25,
    I32 = 26,
    I64 = 27,
    F64 = 28,
    IQ1_M = 29,
    BF16 = 30,
    TQ1_0 = 34,
    TQ2_0 = 35,
    MXFP4 = 39,
};

struct GgmlTypeInfo
{
    const char* name = nullptr; // nullptr: no such type (retired or unknown id)
    uint32_t blockValues = 0;
    uint32_t blockBytes = 0;
};

GgmlTypeInfo ggmlTypeInfo(uint32_t type);

// Bytes of a tensor with the given dimensions (ne0 first, as GGUF stores them). Throws on a bad type,
// on ne0 not divisible by the block size, and on 64-bit overflow.
uint64_t ggmlTensorBytes(uint32_t type, std::span<const uint64_t> dims);

// A GGUF file's general.file_type (llama.cpp's llama_ftype, include/llama.h) as quantisers name it:
// 15 -> "Q4_K_M", 7 -> "Q8_0", 38 -> "MXFP4_MOE"; "" for ids llama.cpp retired or does not define.
const char* llamaFileTypeName(uint64_t fileType);

} // namespace kv
