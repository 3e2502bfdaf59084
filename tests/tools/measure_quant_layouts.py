#!/usr/bin/env python3
"""measure_quant_layouts.py - llama.cpp's own quantizer as the truth for kvplanner's per-tensor weight layout.

For each synthetic model below (../shared/tools/llamacpp-measure/gguf_writer.py, F16 big matrices, F32 norms), run
llama.cpp v0.5.0's llama_model_quantize (tests/tools/quantprobe.cpp, linked against the prebuilt libllama of
node-llama-cpp 3.22.1) for every file type that needs no importance matrix, and record each output tensor's
name, shape, ggml type and bytes, and the file size. Writes tests/data/groundtruth/llamacpp-quant-layouts.json,
which tests/core/tst_quant_layouts.cpp compares kv::quantizedLayout against.

  bash ../shared/tools/llamacpp-measure/setup.sh /tmp/lcm            # once: runtime + bundled source
  python3 tests/tools/measure_quant_layouts.py --scratch /tmp/lcm [--only CASE] [-o FIXTURE]
  python3 tests/tools/measure_quant_layouts.py --scratch /tmp/lcm --family qwen35   # -> ...-qwen35.json
  python3 tests/tools/measure_quant_layouts.py --scratch /tmp/lcm --family gemma   # GEMMA_CASES, own fixture
  python3 tests/tools/measure_quant_layouts.py --scratch /tmp/lcm --family hybrids # HYBRID_CASES -> ...-hybrids.json

A family's cases (FAMILIES) are written by its own script in tests/tools (e.g. gguf_qwen35.py, which imports
gguf_writer.py from --tools) into its own fixture, llamacpp-quant-layouts-FAMILY.json.

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

# Family "qwen35" (--family qwen35, fixture llamacpp-quant-layouts-qwen35.json): the Gated DeltaNet hybrids, written
# by tests/tools/gguf_qwen35.py (the third element names the writer). Linear attention in 3 of 4 layers
# (full_attention_interval 4, as every Qwen3.5 and Qwen3-Next); GQA 4 and 8 as the presets (qwen3.5-4b 16/4,
# qwen3.5-35b-a3b 16/2) and 2; 8 experts (the n_expert == 8 rules) and 16; expert and FFN widths of whole 256-blocks
# and not; tied (qwen3.5-4b) and untied output.
QWEN35_CASES = [
    ("qwen35-e512-gqa4-tied", ["--arch", "qwen35", "--n-layer", "16", "--n-embd", "512", "--n-head", "8",
                               "--n-head-kv", "2", "--head-dim", "64", "--n-ff", "1024", "--ssm-state", "64",
                               "--ssm-groups", "4", "--ssm-heads", "8", "--tied", "--n-vocab", "1024"],
     "gguf_qwen35.py"),
    ("qwen35-e256-gqa2", ["--arch", "qwen35", "--n-layer", "8", "--n-embd", "256", "--n-head", "4", "--n-head-kv", "2",
                          "--head-dim", "64", "--n-ff", "736", "--ssm-state", "32", "--ssm-groups", "2",
                          "--ssm-heads", "4", "--n-vocab", "512"],
     "gguf_qwen35.py"),
    ("qwen35moe-e512-moe8-gqa8", ["--arch", "qwen35moe", "--n-layer", "12", "--n-embd", "512", "--n-head", "8",
                                  "--n-head-kv", "1", "--head-dim", "64", "--n-expert", "8", "--n-expert-used", "2",
                                  "--n-ff-exp", "256", "--n-ff-shexp", "256", "--ssm-state", "64", "--ssm-groups", "4",
                                  "--ssm-heads", "8", "--n-vocab", "512"],
     "gguf_qwen35.py"),
    ("qwen35moe-e256-moe16", ["--arch", "qwen35moe", "--n-layer", "8", "--n-embd", "256", "--n-head", "4",
                              "--n-head-kv", "1", "--head-dim", "64", "--n-expert", "16", "--n-expert-used", "4",
                              "--n-ff-exp", "96", "--n-ff-shexp", "160", "--ssm-state", "32", "--ssm-groups", "2",
                              "--ssm-heads", "4", "--n-vocab", "512"],
     "gguf_qwen35.py"),
    ("qwen3next-e512-moe16-gqa8", ["--arch", "qwen3next", "--n-layer", "12", "--n-embd", "512", "--n-head", "8",
                                   "--n-head-kv", "1", "--head-dim", "64", "--n-expert", "16", "--n-expert-used", "4",
                                   "--n-ff-exp", "256", "--n-ff-shexp", "256", "--ssm-state", "64",
                                   "--ssm-groups", "4", "--ssm-heads", "8", "--n-vocab", "512"],
     "gguf_qwen35.py"),
    # Kimi Linear (KDA + MLA, tests/tools/dsa_kda_gguf.py's kimi_linear through gguf_qwen35.py): MLA on layers 3 and 7,
    # 1 dense layer, 8 experts (the n_expert == 8 rules) and 16 of a width that is not whole 256-blocks.
    ("kimi-linear-e256-moe8", ["--arch", "kimi-linear", "--n-layer", "8", "--n-embd", "256", "--n-head", "4",
                               "--n-ff", "512", "--n-expert", "8", "--n-expert-used", "2", "--n-ff-exp", "256",
                               "--attn-layers", "3,7", "--n-vocab", "512"],
     "gguf_qwen35.py"),
    ("kimi-linear-e512-moe16", ["--arch", "kimi-linear", "--n-layer", "8", "--n-embd", "512", "--n-head", "4",
                                "--n-ff", "1024", "--n-expert", "16", "--n-expert-used", "4", "--n-ff-exp", "160",
                                "--attn-layers", "3,7", "--n-vocab", "512"],
     "gguf_qwen35.py"),
    # MiniMax-M2 (gguf_qwen35.py --arch minimax-m2): GQA 6 with 8 experts (the n_expert == 8 rules; attn_output rows of
    # 384, not whole 256-blocks) and GQA 4 with 16 experts.
    ("minimax-m2-e256-moe8-gqa6", ["--arch", "minimax-m2", "--n-layer", "8", "--n-embd", "256", "--n-head", "6",
                                   "--n-head-kv", "1", "--head-dim", "64", "--n-expert", "8", "--n-expert-used", "2",
                                   "--n-ff-exp", "256", "--n-vocab", "512"],
     "gguf_qwen35.py"),
    ("minimax-m2-e512-moe16-gqa4", ["--arch", "minimax-m2", "--n-layer", "8", "--n-embd", "512", "--n-head", "8",
                                    "--n-head-kv", "2", "--head-dim", "64", "--n-expert", "16", "--n-expert-used",
                                    "4", "--n-ff-exp", "512", "--n-vocab", "512"],
     "gguf_qwen35.py"),
]
QWEN35_FIXTURE = os.path.join(ROOT, "tests", "data", "groundtruth", "llamacpp-quant-layouts-qwen35.json")

# gemma4 and gemma3n (tests/tools/gguf_gemma_layouts.py, which gguf_writer.py cannot write): per-layer embeddings
# (rows of 640: not whole 256-blocks, and of 3072), KV-shared layers with the double-wide FFN, attention_k_eq_v
# (no attn_v on full layers), sliding and full layers of different head sizes, GQA 8 / 4 / 2, 16 experts of 96
# (fused gate_up, rows of 96 not whole blocks) beside a dense FFN of 288; gemma3n's AltUp and LAuReL tensors.
# Written to tests/data/groundtruth/llamacpp-quant-layouts-gemma.json.
GEMMA_WRITER = os.path.join(HERE, "gguf_gemma_layouts.py")
GEMMA_CASES = [
    ("gemma4-ple64-shared-e256", ["gemma4", "--n-layer", "10", "--period", "5", "--n-embd", "256", "--n-head", "8",
                                  "--n-head-kv", "1", "--n-head-kv-full", "1", "--head-dim", "64",
                                  "--head-dim-full", "128", "--n-ff", "512", "--double-wide", "--kv-shared", "5",
                                  "--n-ple", "64", "--n-vocab", "512"], GEMMA_WRITER),
    ("gemma4-ple256-shared-e512", ["gemma4", "--n-layer", "12", "--period", "6", "--n-embd", "512", "--n-head", "8",
                                   "--n-head-kv", "2", "--n-head-kv-full", "2", "--head-dim", "64",
                                   "--head-dim-full", "128", "--n-ff", "1024", "--kv-shared", "6", "--n-ple", "256",
                                   "--n-vocab", "512"], GEMMA_WRITER),
    ("gemma4-keqv-e512", ["gemma4", "--n-layer", "12", "--period", "6", "--n-embd", "512", "--n-head", "4",
                          "--n-head-kv", "2", "--n-head-kv-full", "1", "--head-dim", "64", "--head-dim-full", "128",
                          "--n-ff", "1024", "--k-eq-v", "--n-vocab", "512"], GEMMA_WRITER),
    ("gemma4-moe16-e256", ["gemma4", "--n-layer", "6", "--period", "3", "--n-embd", "256", "--n-head", "4",
                           "--n-head-kv", "2", "--n-head-kv-full", "1", "--head-dim", "64", "--head-dim-full", "128",
                           "--n-ff", "288", "--k-eq-v", "--n-expert", "16", "--n-expert-used", "4",
                           "--n-ff-exp", "96", "--n-vocab", "512"], GEMMA_WRITER),
    ("gemma3n-e512", ["gemma3n", "--n-layer", "12", "--period", "5", "--n-embd", "512", "--n-head", "4",
                      "--n-head-kv", "1", "--head-dim", "64", "--n-ff", "1024", "--n-vocab", "512"], GEMMA_WRITER),
]
GEMMA_CONFIG_KEYS = ["arch", "n_layer", "period", "n_embd", "n_head", "n_head_kv", "n_head_kv_full", "head_dim",
                     "head_dim_full", "n_ff", "double_wide", "k_eq_v", "kv_shared", "n_ple", "n_expert",
                     "n_expert_used", "n_ff_exp", "n_vocab", "wtype"]
GEMMA_FIXTURE = os.path.join(ROOT, "tests", "data", "groundtruth", "llamacpp-quant-layouts-gemma.json")

# deepseek32 (DeepSeek-V3.2, tests/tools/gguf_deepseek32_layouts.py): deepseek2's MLA with a query LoRA and MoE plus
# the lightning indexer (indexer.proj F32 as the converter writes it); 16 experts of 96 (rows not whole blocks).
DSV32_WRITER = os.path.join(HERE, "gguf_deepseek32_layouts.py")
DSV32_CASES = [
    ("deepseek32-e256", ["--n-layer", "6", "--n-embd", "256", "--n-head", "8", "--q-lora-rank", "256",
                         "--kv-lora-rank", "128", "--qk-rope", "32", "--qk-nope", "64", "--v-head-dim", "64",
                         "--indexer-heads", "8", "--indexer-dim", "64", "--n-expert", "16", "--n-expert-used", "4",
                         "--n-ff-exp", "96", "--n-dense-lead", "2", "--n-ff", "512", "--n-vocab", "512"],
     DSV32_WRITER),
]
DSV32_CONFIG_KEYS = ["arch", "n_layer", "n_embd", "n_head", "kv_lora_rank", "q_lora_rank", "qk_rope", "qk_nope",
                     "v_head_dim", "indexer_heads", "indexer_dim", "n_expert", "n_expert_used", "n_expert_shared",
                     "n_ff_exp", "n_dense_lead", "n_ff", "n_vocab", "wtype"]
DSV32_FIXTURE = os.path.join(ROOT, "tests", "data", "groundtruth", "llamacpp-quant-layouts-deepseek32.json")

# --family hybrids: llama.cpp's recurrent hybrids, written by tests/tools/gguf_hybrids.py with their full tensor
# lists (each F16 input also loads in llama.cpp: kvprobe), into llamacpp-quant-layouts-hybrids.json. Widths that are
# not whole 256-blocks as the real models have them (Nemotron 3 Nano 4B n_embd 3136, 30B-A3B 2688, experts 1856).
HYBRIDS_FIXTURE = os.path.join(ROOT, "tests", "data", "groundtruth", "llamacpp-quant-layouts-hybrids.json")
HYBRID_CASES = [
    ("nemotron_h-e384", ["--arch", "nemotron_h", "--pattern", "M-M*-M-M*-M-", "--n-embd", "384", "--n-head", "6",
                         "--n-head-kv", "2", "--head-dim", "64", "--n-ff", "768", "--ssm-heads", "12",
                         "--ssm-head-dim", "64", "--ssm-groups", "2", "--ssm-state", "32", "--n-vocab", "512"], "gguf_hybrids.py"),
    ("nemotron_h_moe-e384", ["--arch", "nemotron_h_moe", "--pattern", "MEM*EMEM*E", "--n-embd", "384", "--n-head", "6",
                             "--n-head-kv", "2", "--head-dim", "64", "--n-expert", "16", "--n-expert-used", "2",
                             "--n-ff-exp", "160", "--n-ff-shexp", "384", "--ssm-heads", "8", "--ssm-head-dim", "64",
                             "--ssm-groups", "2", "--ssm-state", "32", "--n-vocab", "512"], "gguf_hybrids.py"),
    ("lfm2-e256", ["--arch", "lfm2", "--pattern", "CCACCACACA", "--n-embd", "256", "--n-head", "4", "--n-head-kv", "2",
                   "--head-dim", "64", "--n-ff", "768", "--n-vocab", "512"], "gguf_hybrids.py"),
    ("lfm2moe-e256", ["--arch", "lfm2moe", "--pattern", "CCACCACA", "--n-embd", "256", "--n-head", "4",
                      "--n-head-kv", "2", "--head-dim", "64", "--n-ff", "512", "--n-expert", "16",
                      "--n-expert-used", "2", "--n-ff-exp", "160", "--n-dense-lead", "2", "--n-vocab", "512"], "gguf_hybrids.py"),
    ("falcon-h1-e256", ["--arch", "falcon-h1", "--n-layer", "8", "--n-embd", "256", "--n-head", "4", "--n-head-kv", "2",
                        "--head-dim", "32", "--n-ff", "768", "--ssm-heads", "8", "--ssm-head-dim", "32",
                        "--ssm-groups", "1", "--ssm-state", "32", "--n-vocab", "512"], "gguf_hybrids.py"),
    ("jamba-e256", ["--arch", "jamba", "--n-layer", "8", "--n-embd", "256", "--n-head", "8", "--n-head-kv", "2",
                    "--head-dim", "32", "--n-ff", "512", "--n-expert", "4", "--n-expert-used", "2", "--ssm-state", "16",
                    "--ssm-dt-rank", "64", "--attn-period", "4", "--attn-offset", "2", "--n-vocab", "512"], "gguf_hybrids.py"),
]
# --family: case list, config keys kept in the fixture (None: CONFIG_KEYS), fixture file, and the writer as the
# fixture names it (None: each case names its own, which takes gguf_writer.py's arguments and --wtype). Config
# keys "all": the writer's whole sidecar (gguf_hybrids.py states the model in preset keys).
FAMILIES = {
    "qwen35": (QWEN35_CASES, None, QWEN35_FIXTURE, None),
    "gemma": (GEMMA_CASES, GEMMA_CONFIG_KEYS, GEMMA_FIXTURE, "tests/tools/gguf_gemma_layouts.py"),
    "deepseek32": (DSV32_CASES, DSV32_CONFIG_KEYS, DSV32_FIXTURE, "tests/tools/gguf_deepseek32_layouts.py"),
    "hybrids": (HYBRID_CASES, "all", HYBRIDS_FIXTURE, None),
}

CONFIG_KEYS = ["arch", "n_layer", "n_embd", "n_head", "n_head_kv", "head_dim", "head_dim_v", "n_ff", "n_vocab",
               "n_expert", "n_expert_used", "n_expert_shared", "n_ff_exp", "n_dense_lead", "kv_lora_rank",
               "q_lora_rank", "qk_rope", "qk_nope", "v_head_dim", "ssm_state", "ssm_heads", "ssm_groups",
               "ssm_conv", "ssm_inner", "attn_layers", "swa", "swa_pattern", "wtype"]
CONFIG_KEYS += ["n_ff_shexp", "tied", "full_attn_interval", "kda_dim", "kv_lora"]  # gguf_qwen35.py


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
    ap.add_argument("--family", choices=["base"] + sorted(FAMILIES), default="base",
                    help="which case list: CASES (gguf_writer.py) or a family's own (FAMILIES), to its own fixture")
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    family = FAMILIES.get(a.family)
    own_writer = family is not None and family[3] is not None  # its own arguments, without --wtype
    cases = family[0] if family else CASES
    config_keys = family[1] if family and family[1] else CONFIG_KEYS
    a.out = a.out or (family[2] if family else FIXTURE)
    probe = build_probe(a.scratch)
    work = os.path.join(a.scratch, "quant")
    os.makedirs(work, exist_ok=True)
    writer = os.path.join(a.tools, "gguf_writer.py")
    models = []
    started = time.time()
    for case in cases:
        cid, args = case[0], case[1]
        script = os.path.join(HERE, case[2]) if len(case) > 2 else writer  # a case may name its own writer
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
        wargs = (args if own_writer else args + ["--wtype", "f16"]) + ["-o", src]
        env = dict(os.environ, GGUF_WRITER_DIR=a.tools)
        subprocess.run([sys.executable, script] + wargs, check=True, stderr=subprocess.DEVNULL, env=env)
        with open(src + ".json") as f:
            cfg = json.load(f)
        model = {
            "id": cid,
            "writer_command": "python3 " + (os.path.relpath(script, ROOT) if script != writer else
                                            "../shared/tools/llamacpp-measure/gguf_writer.py") + " " +
                              " ".join(shlex.quote(x) for x in (args if own_writer else args + ["--wtype", "f16"]) +
                                       ["-o", cid + "-f16.gguf"]),
            "config": ({k: v for k, v in cfg.items() if k != "file_bytes"} if config_keys == "all" else
                       {k: cfg.get(k) for k in config_keys if cfg.get(k) not in (None, 0) or k in ("n_expert",)}),
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
                     % (" --family " + a.family if family else "",
                        "; models written by " + family[3] if own_writer else ""),
        "models": models,
    }
    with open(a.out, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    print("wrote %s (%d models, %.0f s)" % (a.out, len(models), time.time() - started), file=sys.stderr)


if __name__ == "__main__":
    main()
