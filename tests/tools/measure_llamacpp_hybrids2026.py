#!/usr/bin/env python3
"""Measure llama.cpp's KV cache and recurrent state for Nemotron-H (nemotron_h: Mamba-2, attention and MLP-only
layers) and OLMo 3 (olmo2 with a sliding window on the layers layer_types marks sliding).

Writes tests/data/groundtruth/llamacpp-hybrids2026.json: per case the synthetic model (the writer's command),
the kvprobe command, and what llama.cpp allocated: every cache (cells, streams, layers, K and V bytes, per
layer) and every recurrent buffer (R and S bytes per layer).

Runtime: llama.cpp v0.5.0 (commit 0ad4a86) as bundled in node-llama-cpp 3.22.1, CPU backend, through
../shared/tools/llamacpp-measure (kvprobe).

  bash ../shared/tools/llamacpp-measure/setup.sh /tmp/lcm-models
  python3 tests/tools/measure_llamacpp_hybrids2026.py --scratch /tmp/lcm-models \
      --tool ../shared/tools/llamacpp-measure -o tests/data/groundtruth/llamacpp-hybrids2026.json

A few seconds; models go to a temporary folder and are deleted.
"""
import argparse, json, os, shlex, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

NEMOTRON = ["--arch", "nemotron_h", "--pattern", "M-M*-", "--n-embd", "256", "--n-head", "8", "--n-head-kv", "2",
            "--head-dim", "64", "--n-ff", "512", "--ssm-heads", "8", "--ssm-head-dim", "32", "--ssm-groups", "2",
            "--ssm-state", "16", "--ssm-conv", "4"]
OLMO3 = ["--arch", "olmo2", "--n-layer", "8", "--n-embd", "256", "--n-head", "8", "--n-head-kv", "8",
         "--head-dim", "32", "--n-ff", "512", "--swa", "128", "--swa-layers", "1,1,1,0,1,1,1,0"]

CASES = [
    ("nemotron_h-M-M*--c4096-np2", NEMOTRON, ["--ctx", "4096", "--seqs", "2", "--fa", "on"]),
    ("nemotron_h-M-M*--c8192-np4-kvu-q8_0", NEMOTRON,
     ["--ctx", "8192", "--seqs", "4", "--kv-unified", "--type-k", "q8_0", "--type-v", "q8_0", "--fa", "on"]),
    ("olmo2-swa128-c4096-np1", OLMO3, ["--ctx", "4096", "--seqs", "1", "--fa", "on"]),
    ("olmo2-swa128-c8192-np4", OLMO3, ["--ctx", "8192", "--seqs", "4", "--fa", "on"]),
    ("olmo2-swa128-c8192-np4-swafull", OLMO3, ["--ctx", "8192", "--seqs", "4", "--fa", "on", "--swa-full"]),
]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--scratch", required=True)
    p.add_argument("--tool", required=True)
    p.add_argument("-o", "--out", required=True)
    a = p.parse_args()
    probe = os.path.join(a.scratch, "bin", "kvprobe")
    out = {"about": {"runtime": "llama.cpp v0.5.0 (commit 0ad4a86), node-llama-cpp 3.22.1, CPU",
                     "made_by": "python3 tests/tools/measure_llamacpp_hybrids2026.py --scratch /tmp/lcm-models "
                                "--tool ../shared/tools/llamacpp-measure -o tests/data/groundtruth/llamacpp-hybrids2026.json"},
           "cases": []}
    with tempfile.TemporaryDirectory() as tmp:
        for cid, model, flags in CASES:
            path = os.path.join(tmp, cid + ".gguf")
            write = [sys.executable, os.path.join(HERE, "gguf_hybrids2026.py"), "--tool", a.tool] + model + ["-o", path]
            subprocess.run(write, check=True, capture_output=True)
            run = [probe, path] + flags
            res = subprocess.run(run, check=True, capture_output=True, text=True)
            j = json.loads(res.stdout.strip().splitlines()[-1])
            os.remove(path)
            out["cases"].append({
                "id": cid,
                "model_command": "python3 tests/tools/gguf_hybrids2026.py --tool ../shared/tools/llamacpp-measure "
                                 + " ".join(shlex.quote(x) for x in model) + " -o MODEL.gguf",
                "probe_command": "kvprobe MODEL.gguf " + " ".join(flags),
                "result": {k: j[k] for k in ("model", "n_ctx", "n_ctx_seq", "n_seq_max", "n_ubatch", "kv_unified",
                                             "memory", "caches", "recurrent", "kv_bytes", "recurrent_bytes")},
            })
    with open(a.out, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
