#include "safetensors.h"

#include "checked.h"
#include "errors.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <fstream>
#include <utility>

namespace kv {

namespace {

using json = nlohmann::json;

constexpr size_t kMaxDims = 16;

struct Dtype
{
    std::string_view name;
    uint32_t bytes;
};

constexpr std::array<Dtype, 16> kDtypes{{{"BOOL", 1},
                                         {"U8", 1},
                                         {"I8", 1},
                                         {"F8_E5M2", 1},
                                         {"F8_E4M3", 1},
                                         {"F8_E8M0", 1},
                                         {"I16", 2},
                                         {"U16", 2},
                                         {"F16", 2},
                                         {"BF16", 2},
                                         {"I32", 4},
                                         {"U32", 4},
                                         {"F32", 4},
                                         {"F64", 8},
                                         {"I64", 8},
                                         {"U64", 8}}};

[[noreturn]] void refuse(const std::string& where, const std::string& part, const char* why,
                         std::vector<std::string> args = {})
{
    throw InputError("safetensors-invalid", where + ": " + part, why, std::move(args));
}

uint64_t offset(const json& t, size_t i, const std::string& where, const std::string& name)
{
    const json& v = t[i];
    if (!v.is_number_unsigned())
        refuse(where, name, reason::kFieldInvalid, {"data_offsets"});
    return v.get<uint64_t>();
}

SafetensorsTensor readTensor(const std::string& name, const json& t, const std::string& where)
{
    if (!t.is_object())
        refuse(where, name, reason::kNotObject);
    for (const char* field : {"dtype", "shape", "data_offsets"})
        if (!t.contains(field))
            refuse(where, name, reason::kFieldMissing, {field});
    SafetensorsTensor out;
    out.name = name;
    const json& dtype = t["dtype"];
    if (!dtype.is_string())
        refuse(where, name, reason::kFieldInvalid, {"dtype"});
    out.dtype = dtype.get<std::string>();
    const auto size = safetensorsDtypeBytes(out.dtype);
    if (!size)
        refuse(where, name, reason::kUnknownType, {out.dtype.substr(0, 32)});
    const json& shape = t["shape"];
    if (!shape.is_array())
        refuse(where, name, reason::kFieldInvalid, {"shape"});
    if (shape.size() > kMaxDims)
        refuse(where, name, reason::kDimensions, {std::to_string(shape.size())});
    uint64_t bytes = *size;
    for (const json& d : shape) {
        if (!d.is_number_unsigned())
            refuse(where, name, reason::kFieldInvalid, {"shape"});
        out.shape.push_back(d.get<uint64_t>());
        try {
            bytes = mul(bytes, out.shape.back());
        } catch (const OverflowError&) {
            refuse(where, name, reason::kOverflow);
        }
    }
    const json& offsets = t["data_offsets"];
    if (!offsets.is_array() || offsets.size() != 2)
        refuse(where, name, reason::kFieldInvalid, {"data_offsets"});
    out.begin = offset(offsets, 0, where, name);
    out.end = offset(offsets, 1, where, name);
    if (out.end < out.begin)
        refuse(where, name, reason::kFieldInvalid, {"data_offsets"});
    if (out.bytes() != bytes)
        refuse(where, name, reason::kSizeMismatch, {std::to_string(bytes), std::to_string(out.bytes())});
    return out;
}

// The tensors' data must tile 0 .. dataBytes exactly: sorted by offset, each begins where the last ended.
void checkTiling(std::vector<SafetensorsTensor>& tensors, uint64_t dataBytes, const std::string& where)
{
    std::sort(tensors.begin(), tensors.end(), [](const SafetensorsTensor& a, const SafetensorsTensor& b) {
        return std::pair(a.begin, a.end) < std::pair(b.begin, b.end);
    });
    uint64_t at = 0;
    const SafetensorsTensor* last = nullptr;
    for (const SafetensorsTensor& t : tensors) {
        if (t.end > dataBytes)
            refuse(where, t.name, reason::kBeyondFile);
        if (t.begin < at)
            refuse(where, t.name, reason::kOverlap, {last ? last->name : std::string()});
        if (t.begin > at)
            refuse(where, t.name, reason::kDataGap, {std::to_string(t.begin - at)});
        at = t.end;
        last = &t;
    }
    if (at != dataBytes)
        refuse(where, "data", reason::kDataGap, {std::to_string(dataBytes - at)});
}

} // namespace

std::optional<uint32_t> safetensorsDtypeBytes(std::string_view dtype)
{
    for (const Dtype& d : kDtypes)
        if (d.name == dtype)
            return d.bytes;
    return std::nullopt;
}

SafetensorsHeader parseSafetensorsHeader(std::string_view head, uint64_t fileBytes, const std::string& where)
{
    if (head.size() < 8 || fileBytes < 8)
        refuse(where, "header length", reason::kBeyondFile);
    uint64_t n = 0;
    for (int i = 7; i >= 0; --i)
        n = (n << 8) | static_cast<unsigned char>(head[static_cast<size_t>(i)]);
    if (n > kSafetensorsMaxHeader)
        refuse(where, "header length", reason::kTooLarge, {std::to_string(n)});
    if (n > fileBytes - 8 || n > head.size() - 8)
        refuse(where, "header length", reason::kBeyondFile, {std::to_string(n)});
    const std::string_view text = head.substr(8, n);
    if (text.empty() || text.front() != '{')
        refuse(where, "header", reason::kNotObject);
    json j = json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded())
        throw InputError("json-malformed", where);
    if (!j.is_object())
        refuse(where, "header", reason::kNotObject);
    SafetensorsHeader h;
    h.headerBytes = n;
    h.fileBytes = fileBytes;
    for (const auto& [key, value] : j.items()) {
        if (key == "__metadata__") {
            if (!value.is_object())
                refuse(where, key, reason::kNotObject);
            for (const auto& [mk, mv] : value.items()) {
                if (!mv.is_string())
                    refuse(where, key, reason::kFieldInvalid, {mk.substr(0, 64)});
                h.metadata[mk] = mv.get<std::string>();
            }
            continue;
        }
        h.tensors.push_back(readTensor(key, value, where));
    }
    checkTiling(h.tensors, h.dataBytes(), where);
    return h;
}

SafetensorsHeader readSafetensorsHeader(const std::filesystem::path& path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw InputError("file-unreadable", path.string(), reason::kFolder);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError("file-unreadable", path.string());
    const uint64_t size = std::filesystem::file_size(path, ec);
    if (ec)
        throw InputError("file-unreadable", path.string(), reason::kReadFailed);
    const std::string where = path.filename().string();
    std::string head(8, '\0');
    if (size < 8 || !in.read(head.data(), 8))
        refuse(where, "header length", reason::kBeyondFile);
    uint64_t n = 0;
    for (int i = 7; i >= 0; --i)
        n = (n << 8) | static_cast<unsigned char>(head[static_cast<size_t>(i)]);
    // Checked before allocating: the length is at most the format's limit and inside the file.
    if (n <= kSafetensorsMaxHeader && n <= size - 8) {
        head.resize(8 + n);
        if (!in.read(head.data() + 8, static_cast<std::streamsize>(n)))
            throw InputError("file-unreadable", path.string(), reason::kReadFailed);
    }
    return parseSafetensorsHeader(head, size, where);
}

} // namespace kv
