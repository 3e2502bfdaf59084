#!/usr/bin/env python3
"""measure_quant_layouts.py - llama.cpp's own quantizer as the truth for kvplanner's per-tensor weight layout.

For each synthetic model below (../shared/tools/llamacpp-measure/gguf_writer.py, F16 big matrices, F32 norms), run
llama.cpp v0.5.0's llama_model_quantize (tests/tools/quantprobe.cpp, linked against the prebuilt libllama of
node-llama-cpp 3.22.1) for every file type that needs no importance matrix, and record each output tensor's
name, shape, ggml type and bytes, and the file size. Writes tests/data/groundtruth/llamacpp-quant-layouts.json,
which tests/core/tst_quant_layouts.cpp compares kv::quantizedLayout against.

  bash ../shared/tools/llamacpp-measure/setup.sh /tmp/lcm            # once: runtime + bundled source
  python3 tests/tools/measure_quant_layouts.py --scratch /tmp/lcm [--only CASE] [-o FIXTURE]
  python3 tests/tools/measure_quant_layouts.py --scratch /tmp/lcm --family hybrids   # HYBRID_CASES below, into
                                                                # groundtruth/llamacpp-quant-layouts-hybrids.json

The probe is compiled into SCRATCH/bin/quantprobe if missing. Models are written to SCRATCH/quant/, quantized and
deleted one by one (the largest input is about 100 MB); each measured model is kept as SCRATCH/quant/CASE.result.json
so that a rerun resumes. IQ4_NL / IQ4_XS are the slow ones: about 10-15 minutes in all on 2 cores.
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_TOOLS = os.path.join(os.path.dirname(ROOT), "shared", "tools", "llamacpp-measure")
FIXTURE = os.path.join(ROOT, "tests", "data", "groundtruth", "llamacpp-quant-layouts.json")

# The file types llama-quantize makes without an importance matrix (tensor_requires_imatrix: none of their
# target types is IQ1/IQ2/IQ3_XXS, and Q2_K needs one only inside Q2_K_S).
FTYPES = ["Q2_K", "Q3_K_S", "Q3_K_M", "Q3_K_L", "Q4_0", "Q4_K_S", "Q4_K_M", "Q5_K_S", "Q5_K_M", "Q6_K", "Q8_0",
          "IQ4_NL", "IQ4_XS"]

# Shapes: widths that are whole 256-blocks and widths that are not (1152 as Gemma 3 1B, 2880 as gpt-oss, FFN
# widths of 32-multiples only), 8-16 layers so use_more_bits (first/last eighth, every third between) shows,
# GQA >= 4 and < 4 (the Q2_K / IQ4 attn_v rules), 8 experts (the n_expert == 8 rules) and other counts.
CASES = [
    ("llama-e256-gqa4", ["--arch", "llama", "--n-layer", "16", "--n-embd", "256", "--n-head", "8", "--n-head-kv", "2",
                         "--head-dim", "32", "--n-ff", "768", "--n-vocab", "1024"]),
    ("llama-e1152-mha", ["--arch", "llama", "--n-layer", "12", "--n-embd", "1152", "--n-head", "4", "--n-head-kv", "4",
                         "--head-dim", "64", "--n-ff", "544", "--n-vocab", "512"]),
    ("llama-moe8-e512", ["--arch", "llama", "--n-layer", "8", "--n-embd", "512", "--n-head", "8", "--n-head-kv", "2",
                         "--head-dim", "64", "--n-ff", "256", "--n-expert", "8", "--n-expert-used", "2",
                         "--n-vocab", "512"]),
    ("qwen3-e512", ["--arch", "qwen3", "--n-layer", "12", "--n-embd", "512", "--n-head", "8", "--n-head-kv", "4",
                    "--head-dim", "64", "--n-ff", "1024", "--n-vocab", "1024"]),
    ("qwen3moe-e256", ["--arch", "qwen3moe", "--n-layer", "12", "--n-embd", "256", "--n-head", "8", "--n-head-kv", "2",
                       "--head-dim", "64", "--n-ff", "512", "--n-expert", "16", "--n-expert-used", "4",
                       "--n-ff-exp", "160", "--n-vocab", "512"]),
    ("gemma2-e768", ["--arch", "gemma2", "--n-layer", "10", "--n-embd", "768", "--n-head", "4", "--n-head-kv", "2",
                     "--head-dim", "128", "--n-ff", "1152", "--n-vocab", "512", "--swa", "512", "--swa-pattern", "2"]),
    ("gemma3-e1152", ["--arch", "gemma3", "--n-layer", "13", "--n-embd", "1152", "--n-head", "2", "--n-head-kv", "1",
                      "--head-dim", "256", "--n-ff", "576", "--n-vocab", "512", "--swa", "512", "--swa-pattern", "6"]),
    ("gpt-oss-e2880", ["--arch", "gpt-oss", "--n-layer", "8", "--n-embd", "2880", "--n-head", "4", "--n-head-kv", "1",
                       "--head-dim", "64", "--n-expert", "4", "--n-expert-used", "2", "--n-ff-exp", "96",
                       "--n-vocab", "512", "--swa", "128", "--swa-pattern", "2"]),
    # llama.cpp reads deepseek2 without a query LoRA ("lite") only at 26 or 27 layers (src/models/deepseek2.cpp).
    ("deepseek2-lite-e256", ["--arch", "deepseek2", "--n-layer", "26", "--n-embd", "256", "--n-head", "4",
                             "--kv-lora-rank", "128", "--q-lora-rank", "0", "--qk-rope", "32", "--qk-nope", "32",
                             "--v-head-dim", "32", "--n-ff", "512", "--n-expert", "4", "--n-expert-used", "2",
                             "--n-expert-shared", "1", "--n-ff-exp", "64", "--n-dense-lead", "1",
                             "--n-vocab", "512"]),
    ("deepseek2-qlora-e576", ["--arch", "deepseek2", "--n-layer", "9", "--n-embd", "576", "--n-head", "8",
                              "--kv-lora-rank", "256", "--q-lora-rank", "384", "--qk-rope", "32", "--qk-nope", "96",
                              "--v-head-dim", "96", "--n-ff", "1152", "--n-expert", "8", "--n-expert-used", "2",
                              "--n-expert-shared", "1", "--n-ff-exp", "96", "--n-dense-lead", "2",
                              "--n-vocab", "512"]),
    ("mamba2-e512", ["--arch", "mamba2", "--n-layer", "12", "--n-embd", "512", "--ssm-state", "64", "--ssm-heads", "16",
                     "--ssm-groups", "1", "--ssm-conv", "4", "--n-vocab", "512"]),
    ("granitehybrid-e512", ["--arch", "granitehybrid", "--n-layer", "12", "--n-embd", "512", "--n-head", "8",
                            "--n-head-kv", "2", "--head-dim", "64", "--n-ff", "1024", "--ssm-state", "64",
                            "--ssm-heads", "16", "--ssm-groups", "1", "--ssm-conv", "4", "--attn-layers", "3,7,11",
                            "--n-vocab", "512"]),
]

# --family hybrids: llama.cpp's recurrent hybrids, written by tests/tools/gguf_hybrids.py with their full tensor
# lists (each F16 input also loads in llama.cpp: kvprobe), into llamacpp-quant-layouts-hybrids.json. Widths that are
# not whole 256-blocks as the real models have them (Nemotron 3 Nano 4B n_embd 3136, 30B-A3B 2688, experts 1856).
HYBRID_CASES = [
    ("nemotron_h-e384", ["--arch", "nemotron_h", "--pattern", "M-M*-M-M*-M-", "--n-embd", "384", "--n-head", "6",
                         "--n-head-kv", "2", "--head-dim", "64", "--n-ff", "768", "--ssm-heads", "12",
                         "--ssm-head-dim", "64", "--ssm-groups", "2", "--ssm-state", "32", "--n-vocab", "512"]),
    ("nemotron_h_moe-e384", ["--arch", "nemotron_h_moe", "--pattern", "MEM*EMEM*E", "--n-embd", "384", "--n-head", "6",
                             "--n-head-kv", "2", "--head-dim", "64", "--n-expert", "16", "--n-expert-used", "2",
                             "--n-ff-exp", "160", "--n-ff-shexp", "384", "--ssm-heads", "8", "--ssm-head-dim", "64",
                             "--ssm-groups", "2", "--ssm-state", "32", "--n-vocab", "512"]),
    ("lfm2-e256", ["--arch", "lfm2", "--pattern", "CCACCACACA", "--n-embd", "256", "--n-head", "4", "--n-head-kv", "2",
                   "--head-dim", "64", "--n-ff", "768", "--n-vocab", "512"]),
    ("lfm2moe-e256", ["--arch", "lfm2moe", "--pattern", "CCACCACA", "--n-embd", "256", "--n-head", "4",
                      "--n-head-kv", "2", "--head-dim", "64", "--n-ff", "512", "--n-expert", "16",
                      "--n-expert-used", "2", "--n-ff-exp", "160", "--n-dense-lead", "2", "--n-vocab", "512"]),
    ("falcon-h1-e256", ["--arch", "falcon-h1", "--n-layer", "8", "--n-embd", "256", "--n-head", "4", "--n-head-kv", "2",
                        "--head-dim", "32", "--n-ff", "768", "--ssm-heads", "8", "--ssm-head-dim", "32",
                        "--ssm-groups", "1", "--ssm-state", "32", "--n-vocab", "512"]),
    ("jamba-e256", ["--arch", "jamba", "--n-layer", "8", "--n-embd", "256", "--n-head", "8", "--n-head-kv", "2",
                    "--head-dim", "32", "--n-ff", "512", "--n-expert", "4", "--n-expert-used", "2", "--ssm-state", "16",
                    "--ssm-dt-rank", "64", "--attn-period", "4", "--attn-offset", "2", "--n-vocab", "512"]),
]
FAMILIES = {"hybrids": (HYBRID_CASES, "gguf_hybrids.py")}

CONFIG_KEYS = ["arch", "n_layer", "n_embd", "n_head", "n_head_kv", "head_dim", "head_dim_v", "n_ff", "n_vocab",
               "n_expert", "n_expert_used", "n_expert_shared", "n_ff_exp", "n_dense_lead", "kv_lora_rank",
               "q_lora_rank", "qk_rope", "qk_nope", "v_head_dim", "ssm_state", "ssm_heads", "ssm_groups",
               "ssm_conv", "ssm_inner", "attn_layers", "swa", "swa_pattern", "wtype"]


def build_probe(scratch):
    probe = os.path.join(scratch, "bin", "quantprobe")
    bins = os.path.join(scratch, "node_modules", "@node-llama-cpp", "linux-x64", "bins", "linux-x64")
    src = os.path.join(HERE, "quantprobe.cpp")
    if os.path.exists(probe) and os.path.getmtime(probe) >= os.path.getmtime(src):
        return probe
    cmd = ["g++", "-std=c++17", "-O1", "-w", "-o", probe, src,
           "-I", os.path.join(scratch, "llama-src", "include"), "-I", os.path.join(scratch, "llama-src", "ggml", "include"),
           os.path.join(bins, "libllama.v0.5.0.so"), os.path.join(bins, "libggml.v0.5.0.so"),
           os.path.join(bins, "libggml-base.so"), "-Wl,-rpath," + bins]
    subprocess.run(cmd, check=True)
    return probe


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scratch", default=os.environ.get("LLAMACPP_MEASURE_DIR", "/tmp/llamacpp-measure"))
    ap.add_argument("--tools", default=DEFAULT_TOOLS)
    ap.add_argument("--only", action="append", help="case id (repeatable)")
    ap.add_argument("--ftype", action="append", help="file type (repeatable; default: all of FTYPES)")
    ap.add_argument("--threads", default="2")
    ap.add_argument("--family", choices=sorted(FAMILIES), help="another case list, into its own fixture")
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    cases = FAMILIES[a.family][0] if a.family else CASES
    a.out = a.out or (FIXTURE.replace(".json", "-%s.json" % a.family) if a.family else FIXTURE)
    probe = build_probe(a.scratch)
    work = os.path.join(a.scratch, "quant")
    os.makedirs(work, exist_ok=True)
    writer = os.path.join(a.tools, "gguf_writer.py")
    models = []
    started = time.time()
    for cid, args in cases:
        if a.only and cid not in a.only:
            continue
        cache = os.path.join(work, cid + ".result.json")  # a measured model is kept here, so a rerun resumes
        if os.path.exists(cache) and not a.ftype:
            with open(cache) as f:
                done = json.load(f)
            if done.get("args") == args:
                models.append(done["model"])
                print("%-22s (measured before: %s)" % (cid, cache), file=sys.stderr)
                continue
        src = os.path.join(work, cid + "-f16.gguf")
        wargs = args + ["--wtype", "f16", "-o", src]
        if a.family:  # the family's own writer, which imports gguf_writer.py from --tools
            fw = os.path.join(HERE, FAMILIES[a.family][1])
            subprocess.run([sys.executable, fw, "--tool", a.tools] + wargs, check=True, stderr=subprocess.DEVNULL)
        else:
            subprocess.run([sys.executable, writer] + wargs, check=True, stderr=subprocess.DEVNULL)
        with open(src + ".json") as f:
            cfg = json.load(f)
        wcmd = ("python3 tests/tools/%s --tool ../shared/tools/llamacpp-measure " % FAMILIES[a.family][1]
                if a.family else "python3 ../shared/tools/llamacpp-measure/gguf_writer.py ")
        model = {
            "id": cid,
            "writer_command": wcmd +
                              " ".join(shlex.quote(x) for x in args + ["--wtype", "f16", "-o", cid + "-f16.gguf"]),
            "config": ({k: v for k, v in cfg.items() if k != "file_bytes"} if a.family else
                       {k: cfg.get(k) for k in CONFIG_KEYS if cfg.get(k) not in (None, 0) or k in ("n_expert",)}),
            "input_file_bytes": cfg["file_bytes"],
            "tensors": None,
            "quants": [],
        }
        for ft in a.ftype or FTYPES:
            dst = os.path.join(work, cid + "-" + ft + ".gguf")
            r = subprocess.run([probe, src, dst, ft, "--threads", a.threads], check=True, capture_output=True,
                               text=True)
            res = json.loads(r.stdout)
            os.remove(dst)
            shapes = [[t[0], t[2]] for t in res["tensors"]]
            if model["tensors"] is None:
                model["tensors"] = shapes
            elif model["tensors"] != shapes:
                raise SystemExit("%s %s: tensor list differs between file types" % (cid, ft))
            model["quants"].append({
                "ftype": ft,
                "command": "quantprobe %s-f16.gguf %s-%s.gguf %s" % (cid, cid, ft, ft),
                "types": [t[1] for t in res["tensors"]],
                "bytes": [t[3] for t in res["tensors"]],
                "tensor_bytes": res["tensor_bytes"],
                "file_bytes": res["file_bytes"],
            })
            print("%-22s %-7s %12d bytes (%.1f s)" % (cid, ft, res["tensor_bytes"], time.time() - started),
                  file=sys.stderr)
        os.remove(src)
        os.remove(src + ".json")
        models.append(model)
        if not a.ftype:
            with open(cache, "w") as f:
                json.dump({"args": args, "model": model}, f)
    out = {
        "description": "llama.cpp's own quantizer (llama_model_quantize, no imatrix, from F16 big matrices and F32 "
                       "norms) on synthetic GGUF models: every output tensor's ggml type and bytes per file type. "
                       "tensors[i] = [name, ne]; quants[].types[i] / bytes[i] belong to tensors[i], in the order "
                       "the quantizer wrote them.",
        "runtime": "llama.cpp v0.5.0 (commit 0ad4a86), the prebuilt CPU libllama of node-llama-cpp 3.22.1 "
                   "(@node-llama-cpp/linux-x64); rules in src/llama-quant.cpp llama_tensor_get_type",
        "made_with": "python3 tests/tools/measure_quant_layouts.py --scratch /tmp/lcm%s (after bash "
                     "../shared/tools/llamacpp-measure/setup.sh /tmp/lcm); probe tests/tools/quantprobe.cpp%s"
                     % ((" --family " + a.family, ", models by tests/tools/" + FAMILIES[a.family][1])
                        if a.family else ("", "")),
        "models": models,
    }
    with open(a.out, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    print("wrote %s (%d models, %.0f s)" % (a.out, len(models), time.time() - started), file=sys.stderr)


if __name__ == "__main__":
    main()
