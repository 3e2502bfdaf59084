// Header read of a 40 GB GGUF (Llama-3.1-70B shape in Q4_K, 151k-token tokenizer): written once as a sparse
// file (the tensor data is a hole, no disk used), then opened and mapped to a ModelSpec per iteration.
// Budget: well under 100 ms; only the header is read.

#include <benchmark/benchmark.h>

#include "../import/ggufwriter.h"
#include "modelimport.h"

#include <filesystem>

namespace {

std::filesystem::path bigGguf()
{
    static const std::filesystem::path path = [] {
        const auto p = std::filesystem::temp_directory_path() / "kvplanner-bench-70b-q4k.gguf";
        const uint64_t E = 8192, F = 28672, V = 128256, L = 80;
        auto q4k = [](uint64_t a, uint64_t b) { return a * b / 256 * 144; };
        kvtest::GgufWriter w;
        w.str("general.architecture", "llama").str("general.name", "bench 70B");
        w.u32("llama.block_count", L).u32("llama.embedding_length", E).u32("llama.context_length", 131072);
        w.u32("llama.attention.head_count", 64).u32("llama.attention.head_count_kv", 8);
        w.u32("llama.feed_forward_length", F);
        w.strs("tokenizer.ggml.tokens", 151936, "token_").strs("tokenizer.ggml.merges", 151387, "m a_");
        w.tensor("token_embd.weight", {E, V}, kvtest::kQ4_K, q4k(E, V));
        for (uint64_t i = 0; i < L; ++i) {
            const std::string b = "blk." + std::to_string(i) + ".";
            w.tensor(b + "attn_norm.weight", {E}, kvtest::kF32, 4 * E);
            w.tensor(b + "attn_q.weight", {E, E}, kvtest::kQ4_K, q4k(E, E));
            w.tensor(b + "attn_k.weight", {E, 1024}, kvtest::kQ4_K, q4k(E, 1024));
            w.tensor(b + "attn_v.weight", {E, 1024}, kvtest::kQ4_K, q4k(E, 1024));
            w.tensor(b + "attn_output.weight", {E, E}, kvtest::kQ4_K, q4k(E, E));
            w.tensor(b + "ffn_norm.weight", {E}, kvtest::kF32, 4 * E);
            w.tensor(b + "ffn_gate.weight", {E, F}, kvtest::kQ4_K, q4k(E, F));
            w.tensor(b + "ffn_up.weight", {E, F}, kvtest::kQ4_K, q4k(E, F));
            w.tensor(b + "ffn_down.weight", {F, E}, kvtest::kQ4_K, q4k(F, E));
        }
        w.tensor("output_norm.weight", {E}, kvtest::kF32, 4 * E);
        w.tensor("output.weight", {E, V}, kvtest::kQ6_K, E * V / 256 * 210);
        w.write(p);
        return p;
    }();
    return path;
}

void BM_GgufHeader40GB(benchmark::State& state)
{
    const auto path = bigGguf();
    state.counters["file_GB"] = double(std::filesystem::file_size(path)) / 1e9;
    for (auto _ : state) {
        kv::ImportResult r = kv::importModelFile(path);
        benchmark::DoNotOptimize(r.model.weightsBytesExact);
    }
}
BENCHMARK(BM_GgufHeader40GB)->Unit(benchmark::kMillisecond);

} // namespace
