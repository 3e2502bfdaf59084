#!/bin/sh
# Measures the Gemma 4 layouts with the llamacpp-measure harness (llama.cpp v0.5.0, CPU) and writes
# tests/data/groundtruth/llamacpp-gemma4.json. Needs the harness set up in $LLAMACPP_MEASURE_DIR
# (default /tmp/lcm-models; ../shared/tools/llamacpp-measure/setup.sh).
set -e
D=${LLAMACPP_MEASURE_DIR:-/tmp/lcm-models}
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$D/m"
python3 "$HERE/gemma4_gguf.py" --shape 12b -o "$D/m/g4-12b.gguf"
python3 "$HERE/gemma4_gguf.py" --shape e2b -o "$D/m/g4-e2b.gguf"
python3 - "$D" "$HERE/../data/groundtruth/llamacpp-gemma4.json" <<'PY'
import json, subprocess, sys
d, out = sys.argv[1], sys.argv[2]
cases = [
    ("12b", ["--ctx", "8192", "--seqs", "2", "--fa", "on"]),
    ("12b", ["--ctx", "8192", "--seqs", "2", "--fa", "off"]),
    ("e2b", ["--ctx", "8192", "--seqs", "2", "--fa", "on"]),
    ("e2b", ["--ctx", "8192", "--seqs", "2", "--fa", "off"]),
    ("e2b", ["--ctx", "40000", "--seqs", "1", "--fa", "on", "--type-k", "q8_0", "--type-v", "q8_0"]),
    ("12b", ["--ctx", "20000", "--seqs", "4", "--fa", "on", "--kv-unified"]),
]
res = []
for shape, args in cases:
    cmd = [d + "/bin/kvprobe", d + "/m/g4-%s.gguf" % shape] + args
    o = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1])
    for c in o["caches"]:
        c["layer_ids"] = [p[0] for p in c.pop("per_layer")]
    res.append({"shape": shape, "command": "kvprobe g4-%s.gguf %s" % (shape, " ".join(args)), "result": o})
json.dump({"about": "llama.cpp v0.5.0 (node-llama-cpp 3.22.1, commit 0ad4a86), CPU build, kvprobe of "
           "../shared/tools/llamacpp-measure on synthetic gemma4 GGUFs written by tests/tools/gemma4_gguf.py "
           "(12b: 48 layers, 5 sliding + 1 full, sliding 8 KV heads x 256, full 1 x 512, k_eq_v (no attn_v on "
           "full layers), window 1024; e2b: 35 layers, 4 + 1, 1 KV head, 256 / 512, window 512, the last 20 layers "
           "share KV). Made by tests/tools/measure_gemma4.sh. per_layer entries reduced to layer_ids.",
           "cases": res}, open(out, "w"), indent=1)
PY
