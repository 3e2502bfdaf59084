// llamacpp_promptprobe: a real llama.cpp log with a measured prompt speed, for the log check's prefill line
// (issue 32). It loads a GGUF on the CPU, reads a prompt of N tokens in micro-batches as llama-cli does, and ends
// with llama.cpp's own llama_perf_context_print ("prompt eval time = X ms / N tokens (..., Z tokens per second)").
// Every line of the log is llama.cpp's (v0.5.0, the build bundled in node-llama-cpp 3.22.1). Not part of the build.
// With ../shared/tools/llamacpp-measure set up in SCRATCH:
//   B=SCRATCH/node_modules/@node-llama-cpp/linux-x64/bins/linux-x64; S=SCRATCH/llama-src
//   g++ -std=c++17 -O1 -w -DKVPROBE_DEFAULT_BINS="\"$B\"" -I ../shared/tools/llamacpp-measure \
//       -I $S/include -I $S/ggml/include -I $S/ggml/src -I $S/src tests/tools/llamacpp_promptprobe.cpp \
//       $B/libllama.v0.5.0.so $B/libggml.v0.5.0.so $B/libggml-base.so -Wl,-rpath,$B -o promptprobe
//   ./promptprobe MODEL.gguf --ctx 4096 --prompt 2048 --threads 2 --log run.log
#define KVPROBE_NO_MAIN
#include "kvprobe.cpp"

#include <random>

int main(int argc, char** argv)
{
    const char* model_path = nullptr;
    const char* log_path = nullptr;
    uint32_t n_ctx = 4096, n_prompt = 2048, n_batch = 2048, n_ubatch = 512;
    int n_threads = 2;
    for (int i = 1; i < argc; i++) {
        const std::string a = argv[i];
        auto next = [&]() -> const char* {
            if (i + 1 >= argc)
                exit(2);
            return argv[++i];
        };
        if (a == "--ctx")
            n_ctx = (uint32_t)atol(next());
        else if (a == "--prompt")
            n_prompt = (uint32_t)atol(next());
        else if (a == "--batch")
            n_batch = (uint32_t)atol(next());
        else if (a == "--ubatch")
            n_ubatch = (uint32_t)atol(next());
        else if (a == "--threads")
            n_threads = atoi(next());
        else if (a == "--log")
            log_path = next();
        else
            model_path = argv[i];
    }
    if (!model_path || n_prompt == 0 || n_prompt > n_ctx) {
        fprintf(stderr, "usage: %s MODEL.gguf [--ctx N] [--prompt N <= ctx] [--threads N] [--log FILE]\n", argv[0]);
        return 2;
    }
    if (log_path)
        g_log = fopen(log_path, "w");
    llama_log_set(log_cb, nullptr);
    load_backends();

    llama_model_params mp = llama_model_default_params();
    mp.n_gpu_layers = 0;
    mp.progress_callback = [](float, void*) { return true; };
    llama_model* model = llama_model_load_from_file(model_path, mp);
    if (!model)
        return 1;
    llama_context_params cp = llama_context_default_params();
    cp.n_ctx = n_ctx;
    cp.n_batch = n_batch;
    cp.n_ubatch = n_ubatch;
    cp.n_threads = cp.n_threads_batch = n_threads;
    cp.no_perf = false; // llama_context_default_params() turns the timings off; llama-cli keeps them
    llama_context* ctx = llama_init_from_model(model, cp);
    if (!ctx)
        return 1;

    // A prompt of random tokens (only its length matters for the work), read n_batch tokens per llama_decode.
    const int32_t n_vocab = llama_vocab_n_tokens(llama_model_get_vocab(model));
    std::mt19937 rng(42);
    std::vector<llama_token> prompt(n_prompt);
    for (auto& t : prompt)
        t = (llama_token)(rng() % (uint32_t)n_vocab);
    for (uint32_t pos = 0; pos < n_prompt; pos += n_batch) {
        const uint32_t n = std::min(n_batch, n_prompt - pos);
        llama_batch b = llama_batch_init((int32_t)n, 0, 1);
        for (uint32_t k = 0; k < n; k++) {
            b.token[k] = prompt[pos + k];
            b.pos[k] = (llama_pos)(pos + k);
            b.n_seq_id[k] = 1;
            b.seq_id[k][0] = 0;
            b.logits[k] = pos + k == n_prompt - 1; // logits for the last prompt token only, as llama-cli asks
        }
        b.n_tokens = (int32_t)n;
        if (llama_decode(ctx, b) != 0)
            return 1;
        llama_synchronize(ctx); // where llama.cpp adds the batch's time to the prompt eval counters
        llama_batch_free(b);
    }
    llama_perf_context_print(ctx);
    llama_free(ctx);
    llama_model_free(model);
    if (g_log)
        fclose(g_log);
    return 0;
}
