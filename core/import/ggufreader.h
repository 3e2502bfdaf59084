#pragma once
// Low-level GGUF (v2, v3) header reader: metadata key/values and tensor infos, never the tensor data.
//
// Layout (little-endian): "GGUF", u32 version, u64 tensor_count, u64 kv_count, then kv_count entries
// (string key, u32 value type, value), then tensor_count infos (string name, u32 n_dims, u64 dims[n_dims],
// u32 ggml type, u64 offset), padded to general.alignment (default 32), then the tensor data.
//   kv::GgufFile f = kv::readGgufFile("model.gguf");
//   f.meta.at("general.architecture").str == "llama"; f.tensors[0].bytes == exact size of its data
//
// Untrusted input is handled with bounded memory and time: every count or length is checked against the
// bytes left in the file before anything is allocated; arrays longer than kMaxStoredArray keep only their
// length (the tokenizer's 150k tokens are counted, not stored); strings longer than kMaxStoredString keep
// only their length; nesting is limited to kMaxArrayDepth; at most kMaxKv keys, kMaxTensors tensors and
// kMaxArrayElementsTotal array elements are walked. Errors are InputError with the codes "gguf-bad-magic",
// "gguf-unsupported-version", "gguf-truncated" (subject: what was being read) and "gguf-value-invalid".

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

enum class GgufType : uint32_t {
    U8 = 0,
    I8 = 1,
    U16 = 2,
    I16 = 3,
    U32 = 4,
    I32 = 5,
    F32 = 6,
    Bool = 7,
    String = 8,
    Array = 9,
    U64 = 10,
    I64 = 11,
    F64 = 12,
};

struct GgufValue
{
    GgufType type = GgufType::U8;
    uint64_t u = 0;  // unsigned integers and bools
    int64_t i = 0;   // signed integers
    double f = 0;    // floats
    std::string str; // strings (empty when longer than kMaxStoredString; see strLength)
    uint64_t strLength = 0;
    GgufType elemType = GgufType::U8; // arrays
    uint64_t count = 0;               // arrays: number of elements
    std::vector<GgufValue> items;     // arrays: the elements, when count <= kMaxStoredArray
    bool itemsStored = false;

    bool isInteger() const;
    bool isArray() const { return type == GgufType::Array; }
};

struct GgufTensor
{
    std::string name;
    std::vector<uint64_t> dims; // ne0 first
    uint32_t type = 0;          // ggml type id
    uint64_t offset = 0;        // from the start of the data section
    uint64_t bytes = 0;         // exact size of the data
    uint64_t elements = 0;
};

struct GgufFile
{
    uint32_t version = 0;
    std::map<std::string, GgufValue> meta;
    std::vector<GgufTensor> tensors;
    uint64_t dataOffset = 0; // where tensor data begins
    uint64_t fileSize = 0;
};

inline constexpr uint64_t kMaxStoredArray = 4096;
inline constexpr uint64_t kMaxStoredString = 1 << 20;
inline constexpr uint32_t kMaxArrayDepth = 4;
inline constexpr uint64_t kMaxKv = 1 << 16;
inline constexpr uint64_t kMaxTensors = 1 << 22;
inline constexpr uint64_t kMaxArrayElementsTotal = uint64_t(1) << 26;

// Where the bytes come from: a file (read through a small buffer) or memory (fuzzing, tests).
class ByteSource
{
public:
    virtual ~ByteSource() = default;
    virtual uint64_t size() const = 0;
    virtual void read(uint64_t offset, void* dst, size_t n) = 0; // offset + n <= size(), checked by the caller
};

std::unique_ptr<ByteSource> openFileSource(const std::filesystem::path& path);
std::unique_ptr<ByteSource> memorySource(std::string_view bytes);

GgufFile readGguf(ByteSource& source);
GgufFile readGgufFile(const std::filesystem::path& path);

} // namespace kv
