#pragma once
// Writes safetensors files for tests: the header over zero data (a sparse file: the data is never written, and
// kvplanner never reads it). Each tensor's bytes are given by the test, worked out by hand; the reader checks
// them against shape x dtype size, so a wrong hand figure fails the test.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace sttest {

struct Tensor
{
    std::string name;
    std::string dtype;
    std::vector<uint64_t> shape;
    uint64_t bytes; // worked out by hand in the test
};

inline std::string le64(uint64_t n)
{
    std::string s(8, '\0');
    for (size_t i = 0; i < 8; ++i)
        s[i] = static_cast<char>((n >> (8 * i)) & 0xff);
    return s;
}

// A safetensors file: the header, then `bytes` of zeros per tensor in order (a sparse file: nothing is written).
inline void writeSafetensors(const std::filesystem::path& path, const std::vector<Tensor>& tensors,
                             const nlohmann::json& metadata = nullptr)
{
    nlohmann::json h = nlohmann::json::object();
    if (!metadata.is_null())
        h["__metadata__"] = metadata;
    uint64_t at = 0;
    for (const Tensor& t : tensors) {
        h[t.name] = {{"dtype", t.dtype}, {"shape", t.shape}, {"data_offsets", {at, at + t.bytes}}};
        at += t.bytes;
    }
    std::string text = h.dump();
    text.append((8 - text.size() % 8) % 8, ' '); // the writers pad the header to 8 bytes with spaces
    {
        std::ofstream out(path, std::ios::binary);
        out << le64(text.size()) << text;
    }
    std::filesystem::resize_file(path, 8 + text.size() + at);
}

// One MLX 4-bit, group-64 Linear [out, in] in bf16: .weight U32 [out, in / 8] (eight 4-bit values a word),
// .scales and .biases BF16 [out, in / 64]; the bytes are given by the caller, worked out by hand.
inline std::vector<Tensor> linear4(const std::string& name, uint64_t out, uint64_t in, uint64_t weightBytes,
                                   uint64_t scaleBytes)
{
    return {{name + ".weight", "U32", {out, in / 8}, weightBytes},
            {name + ".scales", "BF16", {out, in / 64}, scaleBytes},
            {name + ".biases", "BF16", {out, in / 64}, scaleBytes}};
}

inline void append(std::vector<Tensor>& to, const std::vector<Tensor>& more)
{
    to.insert(to.end(), more.begin(), more.end());
}

// An MLX 4-bit group-64 folder of one layer (hidden 512, 8 heads, 2 KV heads of 64, FFN 1024, vocab 1000, tied
// embeddings), by hand (weight U32 [out, in / 8] x 4 bytes; scales and biases BF16 [out, in / 64] x 2 each):
//   embed_tokens [1000, 512]: 1000 x 64 x 4 = 256000 + 2 x 1000 x 8 x 2 = 32000: 288000
//   q_proj, o_proj [512, 512]: 512 x 64 x 4 = 131072 + 2 x 8192: 147456 each
//   k_proj, v_proj [128, 512]: 128 x 64 x 4 = 32768 + 2 x 2048: 36864 each
//   gate_proj, up_proj [1024, 512]: 1024 x 64 x 4 = 262144 + 2 x 16384: 294912 each
//   down_proj [512, 1024]: 512 x 128 x 4 = 262144 + 2 x 512 x 16 x 2: 294912
//   norms: 2 x 512 x 2 + 512 x 2 = 3072
//   288000 + 2 x 147456 + 2 x 36864 + 3 x 294912 + 3072 = 1544448
inline void writeTinyMlxFolder(const std::filesystem::path& d)
{
    std::vector<Tensor> t = linear4("model.embed_tokens", 1000, 512, 256000, 16000);
    const std::string p = "model.layers.0.";
    append(t, linear4(p + "self_attn.q_proj", 512, 512, 131072, 8192));
    append(t, linear4(p + "self_attn.k_proj", 128, 512, 32768, 2048));
    append(t, linear4(p + "self_attn.v_proj", 128, 512, 32768, 2048));
    append(t, linear4(p + "self_attn.o_proj", 512, 512, 131072, 8192));
    append(t, linear4(p + "mlp.gate_proj", 1024, 512, 262144, 16384));
    append(t, linear4(p + "mlp.up_proj", 1024, 512, 262144, 16384));
    append(t, linear4(p + "mlp.down_proj", 512, 1024, 262144, 16384));
    t.push_back({p + "input_layernorm.weight", "BF16", {512}, 1024});
    t.push_back({p + "post_attention_layernorm.weight", "BF16", {512}, 1024});
    t.push_back({"model.norm.weight", "BF16", {512}, 1024});
    writeSafetensors(d / "model.safetensors", t, {{"format", "mlx"}});
    std::ofstream(d / "config.json") << R"({"model_type": "llama", "hidden_size": 512, "intermediate_size": 1024,
        "num_attention_heads": 8, "num_hidden_layers": 1, "num_key_value_heads": 2, "head_dim": 64,
        "max_position_embeddings": 8192, "vocab_size": 1000, "tie_word_embeddings": true,
        "quantization": {"group_size": 64, "bits": 4}})";
}

} // namespace sttest
