#pragma once
// Test support: writes small GGUF v3 files (metadata + tensor infos), with the tensor data as a sparse
// hole (resize_file), so a 16 GB model's header costs a few kilobytes on disk.
//   GgufWriter w;
//   w.str("general.architecture", "llama").u32("llama.block_count", 32);
//   w.tensor("token_embd.weight", {4096, 128256}, kvtest::kF16);
//   w.write("/tmp/x.gguf");

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace kvtest {

inline constexpr uint32_t kF32 = 0, kF16 = 1, kQ8_0 = 8, kQ4_K = 12, kQ6_K = 14, kMXFP4 = 39;

class GgufWriter
{
public:
    uint32_t version = 3;

    GgufWriter& u32(const std::string& key, uint32_t v) { return scalar(key, 4, &v, 4); }
    GgufWriter& u64(const std::string& key, uint64_t v) { return scalar(key, 10, &v, 8); }
    GgufWriter& f32(const std::string& key, float v) { return scalar(key, 6, &v, 4); }
    GgufWriter& boolean(const std::string& key, bool v)
    {
        const uint8_t b = v;
        return scalar(key, 7, &b, 1);
    }
    GgufWriter& str(const std::string& key, const std::string& v)
    {
        header(key, 8);
        putString(m_kv, v);
        return *this;
    }
    GgufWriter& u32s(const std::string& key, const std::vector<uint32_t>& v)
    {
        header(key, 9);
        put(m_kv, uint32_t(4));
        put(m_kv, uint64_t(v.size()));
        for (uint32_t x : v)
            put(m_kv, x);
        return *this;
    }
    GgufWriter& bools(const std::string& key, const std::vector<bool>& v)
    {
        header(key, 9);
        put(m_kv, uint32_t(7));
        put(m_kv, uint64_t(v.size()));
        for (bool x : v)
            put(m_kv, uint8_t(x));
        return *this;
    }
    GgufWriter& strs(const std::string& key, size_t count, const std::string& prefix = "t")
    {
        header(key, 9);
        put(m_kv, uint32_t(8));
        put(m_kv, uint64_t(count));
        for (size_t i = 0; i < count; ++i)
            putString(m_kv, prefix + std::to_string(i));
        return *this;
    }
    // bytes: exact data size (the test states it; the reader must agree)
    GgufWriter& tensor(const std::string& name, const std::vector<uint64_t>& dims, uint32_t type, uint64_t bytes)
    {
        putString(m_ti, name);
        put(m_ti, uint32_t(dims.size()));
        for (uint64_t d : dims)
            put(m_ti, d);
        put(m_ti, type);
        put(m_ti, m_data);
        m_data += (bytes + 31) / 32 * 32;
        ++m_tensors;
        return *this;
    }
    std::string bytes(bool withData = false) const
    {
        std::string out = "GGUF";
        put(out, version);
        put(out, m_tensors);
        put(out, m_kvCount);
        out += m_kv;
        out += m_ti;
        out.resize((out.size() + 31) / 32 * 32, '\0');
        if (withData)
            out.resize(out.size() + m_data, '\0');
        return out;
    }
    uint64_t dataBytes() const { return m_data; }
    void write(const std::filesystem::path& path) const
    {
        const std::string head = bytes();
        std::ofstream(path, std::ios::binary | std::ios::trunc).write(head.data(), std::streamsize(head.size()));
        std::filesystem::resize_file(path, head.size() + m_data); // sparse: no disk used for the data
    }

private:
    template <class T> static void put(std::string& s, T v)
    {
        char b[sizeof(T)];
        std::memcpy(b, &v, sizeof v);
        s.append(b, sizeof b);
    }
    static void putString(std::string& s, const std::string& v)
    {
        put(s, uint64_t(v.size()));
        s += v;
    }
    void header(const std::string& key, uint32_t type)
    {
        putString(m_kv, key);
        put(m_kv, type);
        ++m_kvCount;
    }
    GgufWriter& scalar(const std::string& key, uint32_t type, const void* v, size_t n)
    {
        header(key, type);
        m_kv.append(static_cast<const char*>(v), n);
        return *this;
    }
    std::string m_kv, m_ti;
    uint64_t m_kvCount = 0, m_tensors = 0, m_data = 0;
};

inline uint64_t f16(uint64_t a, uint64_t b)
{
    return a * b * 2;
}

// Tensors of a llama-like layer stack: q/k/v/o, SwiGLU, two norms per layer.
inline void llamaTensors(GgufWriter& w, uint64_t L, uint64_t E, uint64_t H, uint64_t KV, uint64_t hd, uint64_t F,
                         uint64_t V, bool tied)
{
    w.tensor("token_embd.weight", {E, V}, kF16, f16(E, V));
    for (uint64_t i = 0; i < L; ++i) {
        const std::string b = "blk." + std::to_string(i) + ".";
        w.tensor(b + "attn_norm.weight", {E}, kF32, 4 * E);
        w.tensor(b + "attn_q.weight", {E, H * hd}, kF16, f16(E, H * hd));
        w.tensor(b + "attn_k.weight", {E, KV * hd}, kF16, f16(E, KV * hd));
        w.tensor(b + "attn_v.weight", {E, KV * hd}, kF16, f16(E, KV * hd));
        w.tensor(b + "attn_output.weight", {H * hd, E}, kF16, f16(H * hd, E));
        w.tensor(b + "ffn_norm.weight", {E}, kF32, 4 * E);
        w.tensor(b + "ffn_gate.weight", {E, F}, kF16, f16(E, F));
        w.tensor(b + "ffn_up.weight", {E, F}, kF16, f16(E, F));
        w.tensor(b + "ffn_down.weight", {F, E}, kF16, f16(F, E));
    }
    w.tensor("output_norm.weight", {E}, kF32, 4 * E);
    if (!tied)
        w.tensor("output.weight", {E, V}, kF16, f16(E, V));
}

} // namespace kvtest
