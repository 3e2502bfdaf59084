// llamacpp_graphprobe: how core/llamacpp/computegraph.cpp's graph sketches were read off llama.cpp itself.
// It rebuilds the worst-case reserve graph as llama_context::sched_reserve does (llama.cpp v0.5.0, the
// source bundled in node-llama-cpp 3.22.1), runs a fresh ggml graph allocator on it and writes every
// tensor (name, op, shape, bytes, offset in the compute buffer, view owner, inputs) as JSON lines; its
// "size" equals the context's compute buffer. tests/tools/llamacpp_graphnodes.py prints them.
// Not part of the build. With ../shared/tools/llamacpp-measure set up in SCRATCH:
//   B=SCRATCH/node_modules/@node-llama-cpp/linux-x64/bins/linux-x64; S=SCRATCH/llama-src
//   g++ -std=c++17 -O1 -w -DKVPROBE_DEFAULT_BINS="\"$B\"" -I ../shared/tools/llamacpp-measure \
//       -I $S/include -I $S/ggml/include -I $S/ggml/src -I $S/src tests/tools/llamacpp_graphprobe.cpp \
//       $B/libllama.v0.5.0.so $B/libggml.v0.5.0.so $B/libggml-base.so -Wl,-rpath,$B -o graphprobe
//   ./graphprobe MODEL.gguf --ctx 4096 --seqs 1 --fa off --out g.json
//   python3 tests/tools/llamacpp_graphnodes.py g.json pp
#define KVPROBE_NO_MAIN
#include "ggml-alloc.h"
#include "ggml-impl.h"
#include "kvprobe.cpp"
static ggml_backend_buffer_type_t cpu_buft()
{
    return ggml_backend_dev_buffer_type(ggml_backend_dev_by_type(GGML_BACKEND_DEVICE_TYPE_CPU));
}

static void dump_graph(const char* tag, ggml_cgraph* gf, FILE* out)
{
    ggml_gallocr_t ga = ggml_gallocr_new(cpu_buft());
    if (!ggml_gallocr_alloc_graph(ga, gf)) {
        fprintf(stderr, "alloc failed\n");
        exit(1);
    }
    size_t size = ggml_gallocr_get_buffer_size(ga, 0);
    std::map<const ggml_tensor*, int> idx;
    int n = ggml_graph_n_nodes(gf);
    std::vector<ggml_tensor*> all;
    for (int i = 0; i < gf->n_leafs; i++) {
        idx[gf->leafs[i]] = all.size();
        all.push_back(gf->leafs[i]);
    }
    for (int i = 0; i < n; i++) {
        ggml_tensor* t = ggml_graph_node(gf, i);
        if (!idx.count(t)) {
            idx[t] = all.size();
            all.push_back(t);
        }
    }
    // own buffer base: the buffer of any non-view node
    ggml_backend_buffer_t own = nullptr;
    for (int i = 0; i < n; i++) {
        ggml_tensor* t = ggml_graph_node(gf, i);
        if (!t->view_src && t->buffer) {
            own = t->buffer;
            break;
        }
    }
    const char* base = own ? (const char*)ggml_backend_buffer_get_base(own) : nullptr;
    fprintf(out, "{\"tag\":\"%s\",\"size\":%zu,\"n_leafs\":%d,\"n_nodes\":%d,\"tensors\":[", tag, size, gf->n_leafs, n);
    for (size_t k = 0; k < all.size(); k++) {
        ggml_tensor* t = all[k];
        long off = -1;
        bool mine = own && t->buffer == own;
        if (mine && t->data)
            off = (long)((const char*)t->data - base);
        fprintf(out,
                "%s{\"i\":%zu,\"leaf\":%s,\"name\":\"%s\",\"op\":\"%s\",\"type\":\"%s\",\"ne\":[%lld,%lld,%lld,%lld],"
                "\"nbytes\":%zu,"
                "\"alloc\":%zu,\"off\":%ld,\"view\":%d,\"flags\":%d,\"src\":[",
                k ? "," : "", k, (int)k < gf->n_leafs ? "true" : "false", t->name, ggml_op_name(t->op),
                ggml_type_name(t->type), (long long)t->ne[0], (long long)t->ne[1], (long long)t->ne[2],
                (long long)t->ne[3], ggml_nbytes(t), ggml_backend_buft_get_alloc_size(cpu_buft(), t), off,
                t->view_src ? (idx.count(t->view_src) ? idx[t->view_src] : -2) : -1, t->flags);
        for (int j = 0; j < GGML_MAX_SRC; j++) {
            if (!t->src[j])
                continue;
            fprintf(out, "%s%d", j ? "," : "", idx.count(t->src[j]) ? idx[t->src[j]] : -2);
        }
        fprintf(out, "]}");
    }
    fprintf(out, "]}\n");
    ggml_gallocr_free(ga);
}

int main(int argc, char** argv)
{
    // usage: graphprobe MODEL --ctx N --seqs S --batch B --ubatch U --fa on|off --outputs-max N [--kv-unified]
    // [--swa-full] --out FILE
    const char* model_path = argv[1];
    uint32_t n_ctx = 4096, n_seq = 1, n_batch = 2048, n_ubatch = 512;
    long outputs_max = -1;
    const char *fa_s = "auto", *out_path = "/dev/stdout", *tk = "f16", *tv = "f16";
    bool swa_full = false, kv_unified = false;
    for (int i = 2; i < argc; i++) {
        std::string a = argv[i];
        if (a == "--ctx")
            n_ctx = atol(argv[++i]);
        else if (a == "--seqs")
            n_seq = atol(argv[++i]);
        else if (a == "--batch")
            n_batch = atol(argv[++i]);
        else if (a == "--ubatch")
            n_ubatch = atol(argv[++i]);
        else if (a == "--fa")
            fa_s = argv[++i];
        else if (a == "--type-k")
            tk = argv[++i];
        else if (a == "--type-v")
            tv = argv[++i];
        else if (a == "--outputs-max")
            outputs_max = atol(argv[++i]);
        else if (a == "--kv-unified")
            kv_unified = true;
        else if (a == "--swa-full")
            swa_full = true;
        else if (a == "--out")
            out_path = argv[++i];
    }
    llama_log_set(log_cb, nullptr);
    load_backends();
    llama_model_params mp = llama_model_default_params();
    mp.n_gpu_layers = 0;
    mp.progress_callback = [](float, void*) { return true; };
    llama_model* model = llama_model_load_from_file(model_path, mp);
    llama_context_params cp = llama_context_default_params();
    cp.n_ctx = n_ctx;
    cp.n_seq_max = n_seq;
    cp.n_batch = n_batch;
    cp.n_ubatch = n_ubatch;
    cp.type_k = parse_type(tk);
    cp.type_v = parse_type(tv);
    std::string fa = fa_s;
    cp.flash_attn_type = fa == "auto" ? LLAMA_FLASH_ATTN_TYPE_AUTO
                         : fa == "on" ? LLAMA_FLASH_ATTN_TYPE_ENABLED
                                      : LLAMA_FLASH_ATTN_TYPE_DISABLED;
    cp.swa_full = swa_full;
    cp.kv_unified = kv_unified;
    cp.n_threads = cp.n_threads_batch = 2;
    if (outputs_max < 0)
        outputs_max = n_seq;
    if (outputs_max > (long)n_batch)
        outputs_max = n_batch;
    cp.n_outputs_max = outputs_max;
    cp.n_outputs_max_per_seq = 1;
    llama_context* ctx = llama_init_from_model(model, cp);
    if (!ctx) {
        fprintf(stderr, "context failed\n");
        return 1;
    }
    size_t comp = 0;
    for (const auto& [buft, d] : llama_get_memory_breakdown(ctx))
        comp += d.compute;
    FILE* out = fopen(out_path, "w");
    fprintf(out, "{\"compute_bytes\":%zu}\n", comp);
    auto mctx = ctx->memory ? ctx->memory->init_full() : nullptr;
    const uint32_t n_seqs = ctx->cparams.n_seq_max;
    const uint32_t n_tokens = std::min(ctx->cparams.n_ctx, ctx->cparams.n_ubatch);
    const uint32_t n_out_pp = std::min(n_tokens, ctx->cparams.n_outputs_max);
    ggml_cgraph* gf = ctx->graph_reserve(n_tokens, n_seqs, n_out_pp, mctx.get(), true, nullptr);
    dump_graph("pp", gf, out);
    gf = ctx->graph_reserve(n_seqs, n_seqs, n_seqs, mctx.get(), true, nullptr);
    dump_graph("tg", gf, out);
    fclose(out);
    return 0;
}
