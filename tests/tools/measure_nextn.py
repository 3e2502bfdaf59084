#!/usr/bin/env python3
"""Measures what llama.cpp v0.5.0 does with a GGUF file's NextN (multi-token prediction) block, and writes
tests/data/groundtruth/llamacpp-nextn.json.

  S=/tmp/lcm                     # llamacpp-measure's scratch folder (setup.sh)
  python3 tests/tools/measure_nextn.py $S > tests/data/groundtruth/llamacpp-nextn.json

Two glm4moe files of the same trunk (4 layers, the first dense, then 8 routed experts + 1 shared), written by
gguf_decoders.py: one without a NextN block, one with the block the converter appends (block_count 5,
nextn_predict_layers 1: a whole MoE layer plus nextn.eh_proj / enorm / hnorm / shared_head_norm and its own
nextn.embed_tokens and nextn.shared_head_head). Each is run through serverprobe (llama-server's defaults, -c 4096
-np 1) and the fixture keeps, for each, the buffers in bytes and the file's tensor table (name, dims, ggml type,
bytes), so that a test can rebuild the same file with its GGUF writer and compare.
"""
import json
import os
import struct
import subprocess
import sys
import tempfile

S = sys.argv[1] if len(sys.argv) > 1 else "/tmp/lcm"
HERE = os.path.dirname(os.path.abspath(__file__))
SHAPE = ["--arch", "glm4moe", "--n-layer", "4", "--n-embd", "256", "--n-head", "8", "--n-head-kv", "2",
         "--head-dim", "32", "--n-ff", "512", "--n-vocab", "1000", "--n-expert", "8", "--n-expert-used", "2",
         "--n-ff-exp", "128", "--n-expert-shared", "1", "--n-dense-lead", "1", "--n-rot", "16"]
PROBE = ["-c", "4096", "-np", "1"]
BLOCK = {0: (1, 4), 1: (1, 2), 8: (32, 34)}  # ggml type -> (values, bytes) per block: f32, f16, q8_0


def read_tensors(path):
    """The tensor table of a GGUF v3 file: [name, dims, type, bytes] in file order."""
    with open(path, "rb") as f:
        def rd(fmt):
            return struct.unpack("<" + fmt, f.read(struct.calcsize(fmt)))

        def rs():
            (n,) = rd("Q")
            return f.read(n).decode()

        sizes = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}

        def skip(t):
            if t == 8:
                rs()
            elif t == 9:
                (et,) = rd("I")
                (n,) = rd("Q")
                for _ in range(n):
                    skip(et)
            else:
                rd(sizes[t])

        assert f.read(4) == b"GGUF"
        rd("I")
        n_tensors, n_kv = rd("QQ")
        for _ in range(n_kv):
            rs()
            (t,) = rd("I")
            skip(t)
        out = []
        for _ in range(n_tensors):
            name = rs()
            (nd,) = rd("I")
            dims = list(rd("Q" * nd))
            (t,) = rd("I")
            rd("Q")
            n = 1
            for d in dims:
                n *= d
            per, size = BLOCK[t]
            out.append([name, dims, t, n // per * size])
        return out


def main():
    cases = []
    with tempfile.TemporaryDirectory() as tmp:
        for nextn in (0, 1):
            path = os.path.join(tmp, "glm4moe-nextn%d.gguf" % nextn)
            flags = SHAPE + (["--nextn", str(nextn), "--nextn-heads"] if nextn else [])
            subprocess.run([sys.executable, os.path.join(HERE, "gguf_decoders.py")] + flags + ["-o", path],
                           check=True, capture_output=True)
            probe = subprocess.run([os.path.join(S, "bin", "serverprobe"), "-m", path] + PROBE, check=True,
                                   capture_output=True, text=True)
            r = json.loads([l for l in probe.stdout.splitlines() if l.startswith("{")][-1])
            cases.append({
                "id": "glm4moe-4+%d" % nextn,
                "writer": "python3 tests/tools/gguf_decoders.py " + " ".join(flags),
                "serverprobe": PROBE,
                "n_layer": r["model"]["n_layer"],
                "file_tensor_bytes": r["model"]["file_tensor_bytes"],
                "model_bytes": r["model_bytes"],
                "kv_bytes": r["kv_bytes"],
                "kv_layers": [c["layers"] for c in r["caches"]],
                "compute_bytes": r["compute_bytes"],
                "output_bytes": r["output_bytes"],
                "tensors": read_tensors(path),
            })
    json.dump({
        "about": "What llama.cpp v0.5.0 (node-llama-cpp 3.22.1, commit 0ad4a86, CPU) allocates for a GGUF file with "
                 "and without the NextN (MTP) block its converter appends after the trunk, llama-server's defaults "
                 "(no --spec-type draft-mtp). Written by tests/tools/measure_nextn.py (gguf_decoders.py --nextn, "
                 "serverprobe). The NextN block's tensors are skipped at load (TENSOR_SKIP), the KV cache and the "
                 "graph hold the trunk alone (n_layer() = block_count - nextn_predict_layers).",
        "cases": cases,
    }, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
