#!/usr/bin/env python3
"""Measures the caches llama.cpp v0.5.0 allocates for the synthetic deepseek32 and kimi-linear files written by
dsa_kda_gguf.py, and writes tests/data/groundtruth/llamacpp-dsa-kda.json.

  S=/tmp/lcm-models   # llamacpp-measure's scratch folder (setup.sh)
  python3 tests/tools/dsa_kda_gguf.py deepseek32 $S/m/dsv32.gguf
  python3 tests/tools/dsa_kda_gguf.py kimi-linear $S/m/kimi-linear.gguf
  python3 tests/tools/measure_dsa_kda.py $S > tests/data/groundtruth/llamacpp-dsa-kda.json

kvprobe walks llama_kv_cache and the hybrid memory exactly; llama_kv_cache_dsa (two llama_kv_cache objects: the
MLA latent and the indexer keys) is reported as memory "other" with an exact total (context_bytes). Its two
caches' cells, layers and MiB come from llama.cpp's own log lines ("llama_kv_cache: size = ..."), kept verbatim.
"""
import json
import re
import subprocess
import sys
import tempfile

S = sys.argv[1] if len(sys.argv) > 1 else "/tmp/lcm-models"
CASES = [
    # model file, ctx (total), seqs, type_k, type_v, fa, unified
    ("dsv32", 8192, 2, "f16", "f16", "auto", False),
    ("dsv32", 5000, 3, "q8_0", "q8_0", "on", False),
    ("dsv32", 16384, 4, "f16", "f16", "auto", True),
    ("dsv32", 4096, 1, "q4_0", "q4_0", "on", False),
    ("dsv32", 4096, 1, "q8_0", "f16", "on", False),
    ("kimi-linear", 8192, 2, "f16", "f16", "auto", False),
    ("kimi-linear", 5000, 2, "q8_0", "q8_0", "on", False),  # 3 sequences abort in graph reserve (below)
    ("kimi-linear", 16384, 4, "f16", "f16", "auto", True),
    ("kimi-linear", 4096, 1, "q4_0", "q4_0", "on", False),
]
SIZE_LINE = re.compile(r"^(llama_kv_cache|llama_memory_recurrent): size = .*$")

out = {
    "about": "Exact cache bytes that llama.cpp v0.5.0 (node-llama-cpp 3.22.1, commit 0ad4a86, CPU) allocated for "
             "synthetic GGUF files of arch deepseek32 (61 trunk layers + 1 NextN layer in block_count, MLA 512 + 64, "
             "DSA indexer 64 heads x 128, top_k 2048) and kimi-linear (27 layers: MLA 512 + 64 on layers "
             "3,7,11,15,19,23,26, KDA 32 heads x 128 with short conv 4 elsewhere), written by "
             "tests/tools/dsa_kda_gguf.py and measured with kvprobe by tests/tools/measure_dsa_kda.py. "
             "context_bytes is llama_get_memory_breakdown()'s exact total; log_sizes are llama.cpp's own per-cache "
             "log lines (MiB, 2 decimals). "
             "kimi-linear with 3 sequences (e.g. --ctx 5000 --seqs 3) aborts in llama.cpp's worst-case graph "
             "(GGML_ASSERT(ggml_can_repeat(b, a)) in ggml.c, 513 tokens over 3 sequences): not measured.",
    "cases": [],
}
for model, ctx, seqs, tk, tv, fa, unified in CASES:
    with tempfile.NamedTemporaryFile(suffix=".log") as log:
        cmd = [S + "/bin/kvprobe", "%s/m/%s.gguf" % (S, model), "--ctx", str(ctx), "--seqs", str(seqs),
               "--type-k", tk, "--type-v", tv, "--fa", fa, "--brief", "--log", log.name]
        if unified:
            cmd.append("--kv-unified")
        r = subprocess.run(cmd, capture_output=True, text=True)
        lines = [x for x in r.stdout.splitlines() if x.startswith("{")]
        if not lines:
            sys.exit("no result from %s:\n%s" % (" ".join(cmd), r.stderr[-2000:]))
        line = lines[-1]
        j = json.loads(line)
        sizes = [x.strip() for x in open(log.name, errors="replace") if SIZE_LINE.match(x.strip())]
    case = {
        "id": "%s_c%d_s%d_%s_%s_fa%s%s" % (model, ctx, seqs, tk, tv, fa, "_unified" if unified else ""),
        "command": " ".join(["kvprobe", "%s.gguf" % model] + cmd[2:-3] + (["--kv-unified"] if unified else [])),
        "request": j["request"],
        "ok": j["ok"],
    }
    if j["ok"]:
        case["result"] = {k: j[k] for k in ("n_ctx", "n_ctx_seq", "n_seq_max", "n_ubatch", "flash_attn", "kv_unified",
                                            "memory", "kv_bytes", "recurrent_bytes", "context_bytes", "output_bytes")}
        case["result"]["caches"] = [{k: c[k] for k in ("kind", "cells", "n_stream", "layers", "type_k", "k_bytes",
                                                       "v_bytes")} for c in j["caches"]]
        case["result"]["recurrent"] = [{k: c[k] for k in ("cells", "layers", "type_r", "type_s", "r_bytes", "s_bytes")}
                                       for c in j["recurrent"]]
        case["result"]["log_sizes"] = sizes
    else:
        case["error"] = j.get("error")
    out["cases"].append(case)
json.dump(out, sys.stdout, indent=1)
print()
