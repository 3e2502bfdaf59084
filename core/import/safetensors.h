#pragma once
// A safetensors file's header, read without touching the tensor data (the format of Hugging Face and of
// MLX model folders): 8 bytes little-endian N, then N bytes of JSON, then the data. The JSON maps each tensor
// name to {"dtype", "shape", "data_offsets": [begin, end]} (offsets into the data, after the header), and may
// hold "__metadata__", an object of strings.
//   an MLX 4-bit, group 64 q_proj of Llama 3.1 8B:
//   "model.layers.0.self_attn.q_proj.weight": {"dtype": "U32", "shape": [4096, 512], "data_offsets": [0, 8388608]}
//   "model.layers.0.self_attn.q_proj.scales": {"dtype": "BF16", "shape": [4096, 64], ...}   // 524288 bytes
//
// Strict, as the format's own reader (safetensors 0.4) is: the header at most kSafetensorsMaxHeader bytes and
// inside the file; JSON starting with '{'; every dtype known; shape x the dtype's size == end - begin; the
// tensors' data contiguous from 0 to the end of the file, none overlapping, none beyond. Errors throw
// InputError("safetensors-invalid", "<file>: <tensor or part>", reason, args) with reasons kTooLarge,
// kBeyondFile, kUnknownType {dtype}, kSizeMismatch {expected, given}, kOverlap {other tensor}, kDataGap {bytes},
// kFieldMissing / kFieldInvalid {field}, kDimensions {n}, kOverflow, kNotObject; JSON that does not parse
// is "json-malformed". No allocation beyond the header's bytes.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

// The format's own limit (safetensors' MAX_HEADER_SIZE, 100 MB).
inline constexpr uint64_t kSafetensorsMaxHeader = 100'000'000;

struct SafetensorsTensor
{
    std::string name;
    std::string dtype; // "BF16", "U32", ...
    std::vector<uint64_t> shape;
    uint64_t begin = 0; // offsets into the data (after the header)
    uint64_t end = 0;
    uint64_t bytes() const { return end - begin; }
    bool operator==(const SafetensorsTensor&) const = default;
};

struct SafetensorsHeader
{
    uint64_t headerBytes = 0;               // N, the JSON's length
    uint64_t fileBytes = 0;                 // 8 + N + the data
    std::vector<SafetensorsTensor> tensors; // in offset order
    std::map<std::string, std::string> metadata;
    uint64_t dataBytes() const { return fileBytes - 8 - headerBytes; }
    bool operator==(const SafetensorsHeader&) const = default;
};

// Bytes per element of a safetensors dtype (BOOL, U8, I8, F8_E5M2, F8_E4M3, F8_E8M0, I16, U16, F16, BF16,
// I32, U32, F32, F64, I64, U64); nullopt for another.
std::optional<uint32_t> safetensorsDtypeBytes(std::string_view dtype);

// `head` holds the file's first bytes (at least 8 + N of them: the length and the JSON); `fileBytes` is the
// whole file's size. `where` names the file in errors.
SafetensorsHeader parseSafetensorsHeader(std::string_view head, uint64_t fileBytes, const std::string& where);

// Reads only the first 8 + N bytes of the file.
SafetensorsHeader readSafetensorsHeader(const std::filesystem::path& path);

} // namespace kv
