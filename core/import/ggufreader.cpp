#include "ggufreader.h"

#include "checked.h"
#include "errors.h"
#include "ggmltype.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>

namespace kv {

static_assert(std::endian::native == std::endian::little, "the GGUF reader assumes a little-endian host");

bool GgufValue::isInteger() const
{
    switch (type) {
    case GgufType::U8:
    case GgufType::I8:
    case GgufType::U16:
    case GgufType::I16:
    case GgufType::U32:
    case GgufType::I32:
    case GgufType::U64:
    case GgufType::I64:
    case GgufType::Bool: return true;
    default: return false;
    }
}

namespace {

class FileSource final : public ByteSource
{
public:
    FileSource(std::FILE* f, uint64_t size) : m_file(f), m_size(size) {}
    ~FileSource() override { std::fclose(m_file); }
    uint64_t size() const override { return m_size; }
    void read(uint64_t offset, void* dst, size_t n) override
    {
        if (offset >= m_bufStart && offset + n <= m_bufStart + m_bufLen) {
            std::memcpy(dst, m_buf + (offset - m_bufStart), n);
            return;
        }
        if (n > sizeof(m_buf)) {
            fill(offset, static_cast<char*>(dst), n);
            return;
        }
        m_bufLen = static_cast<size_t>(std::min<uint64_t>(sizeof(m_buf), m_size - offset));
        fill(offset, m_buf, m_bufLen);
        m_bufStart = offset;
        std::memcpy(dst, m_buf, n);
    }

private:
    void fill(uint64_t offset, char* dst, size_t n)
    {
        if (fseeko(m_file, static_cast<off_t>(offset), SEEK_SET) != 0 || std::fread(dst, 1, n, m_file) != n) {
            m_bufLen = 0;
            throw InputError("gguf-truncated", "file", reason::kReadFailed);
        }
    }
    std::FILE* m_file;
    uint64_t m_size;
    char m_buf[64 * 1024] = {};
    uint64_t m_bufStart = 0;
    size_t m_bufLen = 0;
};

class MemorySource final : public ByteSource
{
public:
    explicit MemorySource(std::string_view bytes) : m_bytes(bytes) {}
    uint64_t size() const override { return m_bytes.size(); }
    void read(uint64_t offset, void* dst, size_t n) override { std::memcpy(dst, m_bytes.data() + offset, n); }

private:
    std::string_view m_bytes;
};

class Cursor
{
public:
    explicit Cursor(ByteSource& s) : m_src(s), m_size(s.size()) {}
    uint64_t pos() const { return m_pos; }
    uint64_t remaining() const { return m_size - m_pos; }
    void need(uint64_t n, const std::string& what) const
    {
        if (n > remaining())
            throw InputError("gguf-truncated", what);
    }
    template <class T> T read(const std::string& what)
    {
        need(sizeof(T), what);
        T v{};
        m_src.read(m_pos, &v, sizeof v);
        m_pos += sizeof v;
        return v;
    }
    void skip(uint64_t n, const std::string& what)
    {
        need(n, what);
        m_pos += n;
    }
    // A length-prefixed string; only the first maxStore bytes are kept (the rest is skipped).
    std::string readString(const std::string& what, uint64_t maxStore, uint64_t* length = nullptr)
    {
        const auto n = read<uint64_t>(what);
        need(n, what);
        if (length)
            *length = n;
        if (n > maxStore) {
            m_pos += n;
            return {};
        }
        std::string s(static_cast<size_t>(n), '\0');
        m_src.read(m_pos, s.data(), s.size());
        m_pos += n;
        return s;
    }

private:
    ByteSource& m_src;
    uint64_t m_size;
    uint64_t m_pos = 0;
};

uint64_t fixedSize(GgufType t)
{
    switch (t) {
    case GgufType::U8:
    case GgufType::I8:
    case GgufType::Bool: return 1;
    case GgufType::U16:
    case GgufType::I16: return 2;
    case GgufType::U32:
    case GgufType::I32:
    case GgufType::F32: return 4;
    case GgufType::U64:
    case GgufType::I64:
    case GgufType::F64: return 8;
    default: return 0;
    }
}

uint64_t minSize(GgufType t)
{
    if (t == GgufType::String)
        return 8;
    if (t == GgufType::Array)
        return 12;
    return fixedSize(t);
}

GgufType checkedType(uint32_t raw, const std::string& key)
{
    if (raw > static_cast<uint32_t>(GgufType::F64))
        throw InputError("gguf-value-invalid", key, reason::kUnknownType, {std::to_string(raw)});
    return static_cast<GgufType>(raw);
}

struct Walk
{
    Cursor& c;
    const std::string& key;
    uint64_t elementBudget = kMaxArrayElementsTotal;

    GgufValue scalar(GgufType t)
    {
        GgufValue v;
        v.type = t;
        switch (t) {
        case GgufType::U8: v.u = read<uint8_t>(); break;
        case GgufType::Bool: v.u = read<uint8_t>() != 0; break;
        case GgufType::U16: v.u = read<uint16_t>(); break;
        case GgufType::U32: v.u = read<uint32_t>(); break;
        case GgufType::U64: v.u = read<uint64_t>(); break;
        case GgufType::I8: v.i = read<int8_t>(); break; // NOLINT(bugprone-signed-char-misuse): GGUF I8 is signed
        case GgufType::I16: v.i = read<int16_t>(); break;
        case GgufType::I32: v.i = read<int32_t>(); break;
        case GgufType::I64: v.i = read<int64_t>(); break;
        case GgufType::F32: v.f = read<float>(); break;
        case GgufType::F64: v.f = read<double>(); break;
        default: break;
        }
        if (t == GgufType::I8 || t == GgufType::I16 || t == GgufType::I32 || t == GgufType::I64)
            v.u = v.i < 0 ? 0 : static_cast<uint64_t>(v.i);
        return v;
    }
    template <class T> T read() { return c.read<T>(key); }

    GgufValue value(GgufType t, uint32_t depth)
    {
        if (t == GgufType::String) {
            GgufValue v;
            v.type = t;
            v.str = c.readString(key, kMaxStoredString, &v.strLength);
            return v;
        }
        if (t == GgufType::Array)
            return array(depth + 1);
        return scalar(t);
    }

    GgufValue array(uint32_t depth)
    {
        if (depth > kMaxArrayDepth)
            throw InputError("gguf-value-invalid", key, reason::kNestedTooDeep);
        GgufValue v;
        v.type = GgufType::Array;
        v.elemType = checkedType(read<uint32_t>(), key);
        v.count = read<uint64_t>();
        const uint64_t least = minSize(v.elemType);
        if (v.count > c.remaining() / least)
            throw InputError("gguf-truncated", key, reason::kArrayCut, {std::to_string(v.count)});
        if (v.count > elementBudget)
            throw InputError("gguf-value-invalid", key, reason::kTooManyElements);
        elementBudget -= v.count;
        if (v.count <= kMaxStoredArray) {
            v.items.reserve(static_cast<size_t>(v.count));
            for (uint64_t k = 0; k < v.count; ++k)
                v.items.push_back(value(v.elemType, depth));
            v.itemsStored = true;
        } else if (const uint64_t fixed = fixedSize(v.elemType)) {
            c.skip(v.count * fixed, key);
        } else {
            for (uint64_t k = 0; k < v.count; ++k)
                (void)value(v.elemType, depth); // strings keep at most kMaxStoredString bytes each
        }
        return v;
    }
};

void readMetadata(Cursor& c, uint64_t kvCount, GgufFile& f)
{
    uint64_t budget = kMaxArrayElementsTotal;
    for (uint64_t k = 0; k < kvCount; ++k) {
        const std::string where = "metadata key " + std::to_string(k);
        uint64_t keyLength = 0;
        std::string key = c.readString(where, 65536, &keyLength);
        if (keyLength > 65536)
            throw InputError("gguf-value-invalid", where, reason::kKeyTooLong);
        const GgufType t = checkedType(c.read<uint32_t>(key), key);
        Walk w{c, key, budget};
        GgufValue v = w.value(t, 0);
        budget = w.elementBudget;
        if (!f.meta.emplace(std::move(key), std::move(v)).second)
            throw InputError("gguf-value-invalid", where, reason::kDuplicateKey);
    }
}

GgufTensor readTensorInfo(Cursor& c, uint64_t index)
{
    const std::string where = "tensor info " + std::to_string(index);
    GgufTensor t;
    uint64_t nameLength = 0;
    t.name = c.readString(where, 256, &nameLength);
    if (nameLength > 256 || nameLength == 0)
        throw InputError("gguf-value-invalid", where, reason::kNameLength, {std::to_string(nameLength)});
    const auto nDims = c.read<uint32_t>(t.name);
    if (nDims > 4)
        throw InputError("gguf-value-invalid", t.name, reason::kDimensions, {std::to_string(nDims)});
    t.elements = 1;
    for (uint32_t d = 0; d < nDims; ++d) {
        const auto n = c.read<uint64_t>(t.name);
        if (n > uint64_t(INT64_MAX) || (n > 0 && t.elements > uint64_t(INT64_MAX) / n))
            throw InputError("gguf-value-invalid", t.name, reason::kOverflow);
        t.elements *= n;
        t.dims.push_back(n);
    }
    t.type = c.read<uint32_t>(t.name);
    t.offset = c.read<uint64_t>(t.name);
    try {
        t.bytes = ggmlTensorBytes(t.type, t.dims);
    } catch (const OverflowError&) {
        throw InputError("gguf-value-invalid", t.name, reason::kOverflow);
    }
    return t;
}

uint64_t alignmentOf(const GgufFile& f)
{
    auto it = f.meta.find("general.alignment");
    if (it == f.meta.end())
        return 32;
    const uint64_t a = it->second.isInteger() ? it->second.u : 0;
    if (a == 0 || a > (1u << 20) || (a & (a - 1)) != 0)
        throw InputError("gguf-value-invalid", "general.alignment", reason::kNotPowerOfTwo);
    return a;
}

void checkTensorData(GgufFile& f, uint64_t alignment)
{
    const uint64_t dataBytes = f.fileSize > f.dataOffset ? f.fileSize - f.dataOffset : 0;
    for (const GgufTensor& t : f.tensors) {
        if (t.offset % alignment != 0)
            throw InputError("gguf-value-invalid", t.name, reason::kUnaligned);
        if (t.offset > dataBytes || t.bytes > dataBytes - t.offset)
            throw InputError("gguf-truncated", t.name, reason::kBeyondFile);
    }
}

} // namespace

std::unique_ptr<ByteSource> openFileSource(const std::filesystem::path& path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw InputError("file-unreadable", path.string(), reason::kFolder);
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f)
        throw InputError("file-unreadable", path.string());
    if (fseeko(f, 0, SEEK_END) != 0) {
        std::fclose(f);
        throw InputError("file-unreadable", path.string());
    }
    const off_t size = ftello(f);
    if (size < 0) {
        std::fclose(f);
        throw InputError("file-unreadable", path.string());
    }
    return std::make_unique<FileSource>(f, static_cast<uint64_t>(size));
}

std::unique_ptr<ByteSource> memorySource(std::string_view bytes)
{
    return std::make_unique<MemorySource>(bytes);
}

GgufFile readGguf(ByteSource& source)
{
    Cursor c(source);
    GgufFile f;
    f.fileSize = source.size();
    if (c.read<uint32_t>("magic") != 0x46554747u) // "GGUF"
        throw InputError("gguf-bad-magic", "GGUF");
    f.version = c.read<uint32_t>("version");
    if (f.version != 2 && f.version != 3)
        throw InputError("gguf-unsupported-version", std::to_string(f.version));
    const auto tensorCount = c.read<uint64_t>("tensor count");
    const auto kvCount = c.read<uint64_t>("metadata count");
    if (kvCount > kMaxKv)
        throw InputError("gguf-value-invalid", "metadata count", std::to_string(kvCount));
    if (tensorCount > kMaxTensors)
        throw InputError("gguf-value-invalid", "tensor count", std::to_string(tensorCount));
    if (kvCount > c.remaining() / 13 || tensorCount > c.remaining() / 24)
        throw InputError("gguf-truncated", "metadata", reason::kCountsExceedFile);
    readMetadata(c, kvCount, f);
    f.tensors.reserve(static_cast<size_t>(std::min<uint64_t>(tensorCount, 65536)));
    for (uint64_t k = 0; k < tensorCount; ++k)
        f.tensors.push_back(readTensorInfo(c, k));
    const uint64_t alignment = alignmentOf(f);
    f.dataOffset = padTo(c.pos(), alignment);
    checkTensorData(f, alignment);
    return f;
}

GgufFile readGgufFile(const std::filesystem::path& path)
{
    auto src = openFileSource(path);
    return readGguf(*src);
}

} // namespace kv
