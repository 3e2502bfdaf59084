// quantprobe.cpp - run llama.cpp's own quantizer (llama_model_quantize, as `llama-quantize IN OUT TYPE` does
// without an imatrix) on a GGUF file and print, as one JSON line, every tensor of the output: name, ggml type,
// shape and exact bytes, in the order the quantizer wrote them, plus the output file's size.
//
// It is the truth for kvplanner's per-tensor weight layout (core/llamacpp/quantrules.cpp,
// core/llamacpp/weightlayout.cpp): the fixture tests/data/groundtruth/llamacpp-quant-layouts.json is made with it by
// measure_quant_layouts.py.
//
// Build (the compile line of ../shared/tools/llamacpp-measure/setup.sh for its probes; S = that SCRATCH_DIR,
// B = S/node_modules/@node-llama-cpp/linux-x64/bins/linux-x64, the prebuilt llama.cpp v0.5.0 of
// node-llama-cpp 3.22.1, which exports llama_model_quantize):
//   g++ -std=c++17 -O1 -w -o S/bin/quantprobe tests/tools/quantprobe.cpp -I S/llama-src/include \
//       -I S/llama-src/ggml/include B/libllama.v0.5.0.so B/libggml.v0.5.0.so B/libggml-base.so -Wl,-rpath,B
// usage: quantprobe IN.gguf OUT.gguf FTYPE [--threads N]
//   FTYPE: a llama_ftype number (15) or its llama-quantize name (Q4_K_M). OUT is left in place; delete it.

#include "ggml.h"
#include "gguf.h"
#include "llama.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/stat.h>

namespace {

struct Named
{
    const char* name;
    llama_ftype ftype;
};

// llama-quantize's names (tools/quantize/quantize.cpp) for the file types this probe is used with.
const Named kTypes[] = {
    {"Q4_0", LLAMA_FTYPE_MOSTLY_Q4_0},     {"Q4_1", LLAMA_FTYPE_MOSTLY_Q4_1},     {"Q5_0", LLAMA_FTYPE_MOSTLY_Q5_0},
    {"Q5_1", LLAMA_FTYPE_MOSTLY_Q5_1},     {"Q8_0", LLAMA_FTYPE_MOSTLY_Q8_0},     {"Q2_K", LLAMA_FTYPE_MOSTLY_Q2_K},
    {"Q3_K_S", LLAMA_FTYPE_MOSTLY_Q3_K_S}, {"Q3_K_M", LLAMA_FTYPE_MOSTLY_Q3_K_M}, {"Q3_K_L", LLAMA_FTYPE_MOSTLY_Q3_K_L},
    {"Q4_K_S", LLAMA_FTYPE_MOSTLY_Q4_K_S}, {"Q4_K_M", LLAMA_FTYPE_MOSTLY_Q4_K_M}, {"Q5_K_S", LLAMA_FTYPE_MOSTLY_Q5_K_S},
    {"Q5_K_M", LLAMA_FTYPE_MOSTLY_Q5_K_M}, {"Q6_K", LLAMA_FTYPE_MOSTLY_Q6_K},     {"IQ4_NL", LLAMA_FTYPE_MOSTLY_IQ4_NL},
    {"IQ4_XS", LLAMA_FTYPE_MOSTLY_IQ4_XS}, {"F16", LLAMA_FTYPE_MOSTLY_F16},       {"BF16", LLAMA_FTYPE_MOSTLY_BF16},
};

void quiet(ggml_log_level level, const char* text, void*)
{
    if (level == GGML_LOG_LEVEL_ERROR)
        std::fputs(text, stderr);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: quantprobe IN.gguf OUT.gguf FTYPE [--threads N]\n");
        return 2;
    }
    const char* in = argv[1];
    const char* out = argv[2];
    const std::string want = argv[3];
    int threads = 2;
    for (int i = 4; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--threads") == 0)
            threads = std::atoi(argv[++i]);
    int ftype = -1;
    const char* ftypeName = nullptr;
    for (const Named& t : kTypes)
        if (want == t.name || want == std::to_string(int(t.ftype))) {
            ftype = t.ftype;
            ftypeName = t.name;
        }
    if (ftype < 0) {
        std::fprintf(stderr, "quantprobe: unknown file type %s\n", want.c_str());
        return 2;
    }
    llama_log_set(getenv("QUANTPROBE_VERBOSE") ? nullptr : quiet, nullptr);
    llama_backend_init();
    llama_model_quantize_params p = llama_model_quantize_default_params();
    p.nthread = threads;
    p.ftype = static_cast<llama_ftype>(ftype);
    if (llama_model_quantize(in, out, &p) != 0) {
        std::fprintf(stderr, "quantprobe: llama_model_quantize failed\n");
        return 1;
    }

    gguf_init_params gp{};
    gp.no_alloc = true;
    gp.ctx = nullptr;
    gguf_context* g = gguf_init_from_file(out, gp);
    if (!g) {
        std::fprintf(stderr, "quantprobe: cannot read %s\n", out);
        return 1;
    }
    struct stat st
    {
    };
    stat(out, &st);
    const int64_t n = gguf_get_n_tensors(g);
    uint64_t total = 0;
    std::printf("{\"ok\":true,\"ftype\":\"%s\",\"ftype_id\":%d,\"tensors\":[", ftypeName, ftype);
    for (int64_t i = 0; i < n; ++i) {
        const int64_t* ne = gguf_get_tensor_ne(g, i);
        const size_t bytes = gguf_get_tensor_size(g, i);
        total += bytes;
        std::printf("%s[\"%s\",\"%s\",[%lld,%lld,%lld],%zu]", i ? "," : "", gguf_get_tensor_name(g, i),
                    ggml_type_name(gguf_get_tensor_type(g, i)), (long long)ne[0], (long long)ne[1], (long long)ne[2],
                    bytes);
    }
    std::printf("],\"tensor_bytes\":%llu,\"file_bytes\":%lld}\n", (unsigned long long)total, (long long)st.st_size);
    gguf_free(g);
    llama_backend_free();
    return 0;
}
