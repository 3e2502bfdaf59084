#!/usr/bin/env python3
"""Measure llama.cpp's CPU compute buffer over a grid of model shapes and llama-server flags.

Writes tests/data/groundtruth/llamacpp-compute.json: per case the synthetic model's shape (the
writer's resolved config), the llama-server flags, what llama.cpp resolved (n_ctx, n_ubatch, ...),
the compute buffer in exact bytes, the whole allocation (model_bytes: the mapped weights, the file's tensor
bytes, total_bytes: weights + KV + recurrent state + compute + output), and the two commands that produced it.

Runtime: llama.cpp v0.5.0 (commit 0ad4a86) as bundled in node-llama-cpp 3.22.1, CPU backend, through
../shared/tools/llamacpp-measure (serverprobe parses real llama-server flags and reserves logits for
one row per slot, as llama-server does).

  bash ../shared/tools/llamacpp-measure/setup.sh /tmp/lcm-models
  python3 tests/tools/measure_llamacpp_compute.py --scratch /tmp/lcm-models \
      --tool ../shared/tools/llamacpp-measure -o tests/data/groundtruth/llamacpp-compute.json

About 1-2 minutes on 2 cores; models go to a temporary folder and are deleted. With --only SUBSTRING --merge
only the matching cases are measured and merged into the existing file. The deepseek2 cases with DeepSeek-V3 /
Kimi K2 routing or V2-Lite's attn_q at any layer count are written by tests/tools/deepseek2_gguf.py (gguf_writer.py
plus those keys); the deepseek2 cases were added with

  python3 tests/tools/measure_llamacpp_compute.py --only ds2 --merge     # ds2, ds2moe, ds2router, ds2gate, ds2shared

and the mamba2 and granitehybrid cases (45 + 72, about 3 minutes) with --only mamba2 --merge, then
--only granitehybrid --merge; granitehybrid is written by tests/tools/granitehybrid_gguf.py (NoPE as llama.cpp
converts Granite 4.0 H, routed and shared experts, Granite's multipliers). The qwen2, mistral3, smollm3, seed_oss and
olmo2 cases (138, under a minute) were added with --only qwen2 --merge, then mistral3, smollm3, seed_oss and olmo2;
tests/tools/gguf_decoders.py writes them. The llama-with-experts cases (42, Mixtral's graph) with --only llama-moe
--merge, the phi3 cases (42) with --only phi3 --merge, the glm4moe cases
(70) with --only glm4moe --merge, the llama4 cases (42) with --only llama4 --merge.
"""
import argparse, json, os, shlex, subprocess, sys, tempfile

# Base shape: small enough to load in ~0.1 s, every dimension distinct so that a rule mixing them up fails.
BASE = {"arch": "llama", "n_layer": 4, "n_embd": 256, "n_head": 8, "n_head_kv": 2, "head_dim": 32, "n_ff": 768,
        "n_vocab": 1000, "n_ctx_train": 131072}

def model(**kw):
    m = dict(BASE)
    m.update(kw)
    return m

def cases():
    out = []
    def add(cid, m, flags):
        out.append((cid, m, flags))
    base = model()
    # context and flash attention
    for c in (256, 1000, 4096, 16384, 65536):
        for fa in ("on", "off"):
            add(f"llama-c{c}-fa{fa}", base, ["-c", str(c), "-np", "1", "-fa", fa])
    # micro-batch and batch
    for ub in (1, 32, 128, 300, 1024, 2048):
        for fa in ("on", "off"):
            add(f"llama-c8192-ub{ub}-fa{fa}", base, ["-c", "8192", "-np", "1", "-ub", str(ub), "-fa", fa])
    for b, ub in ((256, 512), (64, 64), (4096, 4096)):
        for fa in ("on", "off"):
            add(f"llama-c8192-b{b}-ub{ub}-fa{fa}", base, ["-c", "8192", "-np", "1", "-b", str(b), "-ub", str(ub), "-fa", fa])
    # slots: non-unified (one stream each), unified, and a count that does not divide the ubatch
    for np_, kvu in ((2, False), (4, False), (3, False), (4, True), (3, True), (8, False)):
        for fa in ("on", "off"):
            flags = ["-c", "16384", "-np", str(np_), "-fa", fa] + (["-kvu"] if kvu else [])
            add(f"llama-c16384-np{np_}{'-kvu' if kvu else ''}-fa{fa}", base, flags)
    # vocabulary, width, heads, FFN, layers
    shapes = {
        "vocab32000": model(n_vocab=32000),
        "vocab262144": model(n_vocab=262144),
        "embd1024": model(n_embd=1024, n_head=16, head_dim=64, n_ff=2816),
        "mha": model(n_head=8, n_head_kv=8),
        "mqa": model(n_head=16, n_head_kv=1, head_dim=64),
        "hd128": model(n_head=4, n_head_kv=4, head_dim=128, n_embd=512, n_ff=1536),
        "qwide": model(n_embd=256, n_head=16, n_head_kv=4, head_dim=64, n_ff=512),   # n_head*head_dim > n_embd
        "ffnarrow": model(n_ff=256),
        "ffwide": model(n_ff=4096),
        "layers1": model(n_layer=1),
        "layers3": model(n_layer=3),
        "layers7": model(n_layer=7),
        "big": model(n_layer=6, n_embd=2048, n_head=16, n_head_kv=8, head_dim=128, n_ff=5632, n_vocab=32000),
    }
    for name, m in shapes.items():
        for c in (4096, 32768):
            for fa in ("on", "off"):
                add(f"llama-{name}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
        add(f"llama-{name}-c8192-np4-faon", m, ["-c", "8192", "-np", "4", "-fa", "on"])
    # cache types (the graph copies into the cache; the compute buffer should not change with them)
    add("llama-c8192-q8-faon", base, ["-c", "8192", "-np", "1", "-fa", "on", "-ctk", "q8_0", "-ctv", "q8_0"])
    add("llama-c8192-q8k-faoff", base, ["-c", "8192", "-np", "1", "-fa", "off", "-ctk", "q8_0"])
    # A quantised cache whose head is a multiple of 64: llama.cpp v0.5.0 rotates Q and K (a quantised K) or V and the
    # attention output (a quantised V) by a Hadamard matrix (llama_kv_cache attn_rot_k / attn_rot_v), which moves the
    # peak of a small model with a large micro-batch. Added with --only rot --merge.
    rot64 = model(n_layer=8, n_embd=384, n_head=6, n_head_kv=2, head_dim=64, n_ff=1024, n_vocab=2000)
    rot128 = model(n_head=4, n_head_kv=2, head_dim=128, n_embd=512, n_ff=1536)
    rotg = model(arch="gemma3", n_layer=6, n_head=4, n_head_kv=2, head_dim=256, swa=1024, swa_pattern=6)
    for name, m in (("hd64", rot64), ("hd128", rot128), ("gemma3", rotg)):
        for ub in (512, 2048):
            for k, v, fa in (("q8_0", "q8_0", "on"), ("q4_0", "q8_0", "on"), ("q8_0", "f16", "on"),
                             ("q8_0", "f16", "off")):
                add(f"rot-{name}-ub{ub}-{k}-{v}-fa{fa}", m,
                    ["-c", "8192", "-np", "1", "-b", "2048", "-ub", str(ub), "-fa", fa, "-ctk", k, "-ctv", v])
    rot_phi = model(arch="phi3", n_head=4, n_head_kv=2, head_dim=64)
    for name, m in (("phi3", rot_phi),):
        for k, v, fa in (("q8_0", "q8_0", "on"), ("q8_0", "f16", "off")):
            add(f"rot-{name}-ub2048-{k}-{v}-fa{fa}", m,
                ["-c", "8192", "-np", "1", "-b", "2048", "-ub", "2048", "-fa", fa, "-ctk", k, "-ctv", v])
    # other architectures: measured for the record (the rule may still approximate them)
    others = {
        "qwen3": model(arch="qwen3"),
        "gemma3": model(arch="gemma3", n_layer=6, n_head=4, n_head_kv=2, head_dim=64, swa=512, swa_pattern=6),
        "gemma2": model(arch="gemma2", n_layer=4, n_head=4, n_head_kv=2, head_dim=64, swa=1024, swa_pattern=2),
        "qwen3moe": model(arch="qwen3moe", n_expert=8, n_expert_used=2, n_ff_exp=128),
        "gpt-oss": model(arch="gpt-oss", n_head=8, n_head_kv=2, head_dim=64, swa=128, swa_pattern=2,
                         n_expert=8, n_expert_used=4, n_ff_exp=128),
        "deepseek2": {"preset": "deepseek2-v3", "n_layer": 4, "n_dense_lead": 1, "n_vocab": 1000},
        "mamba2": {"preset": "mamba2-small", "n_layer": 4, "n_vocab": 1000},
        # as llama.cpp converts Granite 4.0 H: rope.scaling.finetuned = false (tests/tools/granitehybrid_gguf.py)
        "granitehybrid": {"preset": "granite-h", "n_layer": 8, "attn_layers": "3,7", "n_vocab": 1000, "no_rope": True},
    }
    for name, m in others.items():
        for c in (4096, 32768):
            for fa in ("on", "off"):
                add(f"{name}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
        add(f"{name}-c8192-np4-faon", m, ["-c", "8192", "-np", "4", "-fa", "on"])
    # the architectures whose graph kvplanner reproduces: slots (split and unified), micro-batches, windows, experts
    exact = {k: others[k] for k in ("qwen3", "gemma3", "gemma2", "qwen3moe", "gpt-oss")}
    for name, m in exact.items():
        add(f"{name}-c8192-np4-faoff", m, ["-c", "8192", "-np", "4", "-fa", "off"])
        for fa in ("on", "off"):
            add(f"{name}-c16384-np2-fa{fa}", m, ["-c", "16384", "-np", "2", "-fa", fa])
            add(f"{name}-c16384-np3-kvu-fa{fa}", m, ["-c", "16384", "-np", "3", "-kvu", "-fa", fa])
            add(f"{name}-c8192-ub128-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "128", "-fa", fa])
        add(f"{name}-c8192-ub1024-faoff", m, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", "off"])
        add(f"{name}-c1000-faoff", m, ["-c", "1000", "-np", "1", "-fa", "off"])
    variants = {
        "qwen3-qwide": model(arch="qwen3", n_head=16, n_head_kv=4, head_dim=64, n_ff=512),
        "gemma3-swa256-p3": model(arch="gemma3", n_layer=7, n_head=4, n_head_kv=2, head_dim=64, swa=256,
                                  swa_pattern=3),
        "gemma2-swa128": model(arch="gemma2", n_layer=5, n_head=8, n_head_kv=4, head_dim=32, swa=128, swa_pattern=2),
        "qwen3moe-e16k4": model(arch="qwen3moe", n_expert=16, n_expert_used=4, n_ff_exp=192),
        "gpt-oss-e16k2-swa256": model(arch="gpt-oss", n_head=8, n_head_kv=2, head_dim=64, swa=256, swa_pattern=2,
                                      n_expert=16, n_expert_used=2, n_ff_exp=64),
    }
    for name, m in variants.items():
        for fa in ("on", "off"):
            add(f"{name}-c8192-np2-fa{fa}", m, ["-c", "8192", "-np", "2", "-fa", fa])
    # gpt-oss-20b's real widths (2 of its 24 layers, 4 of its 32 experts: the peak does not depend on either)
    real = model(arch="gpt-oss", n_layer=2, n_embd=2880, n_head=64, n_head_kv=8, head_dim=64, swa=128, swa_pattern=2,
                 n_expert=4, n_expert_used=4, n_ff_exp=2880, n_vocab=201088)
    for fa in ("on", "off"):
        add(f"gpt-oss-20b-widths-c65536-np2-fa{fa}", real, ["-c", "65536", "-np", "2", "-fa", fa])
    # gemma-3-4b's widths (6 of 34 layers: one full) and qwen3-30b-a3b's (2 of 48 layers, all 128 experts)
    real = model(arch="gemma3", n_layer=6, n_embd=2560, n_head=8, n_head_kv=4, head_dim=256, n_ff=10240,
                 n_vocab=262144, swa=1024, swa_pattern=6)
    for fa in ("on", "off"):
        add(f"gemma3-4b-widths-c32768-np2-fa{fa}", real, ["-c", "32768", "-np", "2", "-fa", fa])
    real = model(arch="qwen3moe", n_layer=2, n_embd=2048, n_head=32, n_head_kv=4, head_dim=128, n_expert=128,
                 n_expert_used=8, n_ff_exp=768, n_vocab=151936)
    for fa in ("on", "off"):
        add(f"qwen3moe-30b-widths-c32768-np2-fa{fa}", real, ["-c", "32768", "-np", "2", "-fa", fa])
    # deepseek2 (MLA, K-only cache): V3-style q_lora (wq_a/wq_b), leading dense layers, routed plus shared experts;
    # V2-Lite's single attn_q (q_lora_rank 0); DeepSeek-V2's softmax router, Kimi K2's sigmoid with selection bias,
    # normalised and scaled weights, DeepSeek-V3's expert groups (tests/tools/deepseek2_gguf.py writes the routing)
    ds = dict(arch="deepseek2", n_layer=3, n_dense_lead=1, n_embd=256, n_head=8, n_head_kv=1, head_dim=96,
              kv_lora_rank=160, q_lora_rank=224, qk_rope=32, qk_nope=64, v_head_dim=48, n_expert=8, n_expert_used=2,
              n_expert_shared=2, n_ff_exp=96, n_ff=384, n_vocab=1000)
    mla = {
        "ds2": ds,
        "ds2-lite": dict(ds, q_lora_rank=0, q_lora_zero_key=True, n_layer=4, n_dense_lead=2),
        "ds2-k2": dict(ds, gating="sigmoid", weights_norm=True, weights_scale=2.827, probs_bias=True, n_expert_used=3),
        "ds2-v3": dict(ds, gating="sigmoid", weights_norm=True, weights_scale=2.5, probs_bias=True, expert_groups=4,
                       group_used=2, n_dense_lead=0),
    }
    for name, m in mla.items():
        for c in (4096, 32768):
            for fa in ("on", "off"):
                add(f"{name}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
        for fa in ("on", "off"):
            add(f"{name}-c16384-np2-fa{fa}", m, ["-c", "16384", "-np", "2", "-fa", fa])
            add(f"{name}-c8192-np3-kvu-fa{fa}", m, ["-c", "8192", "-np", "3", "-kvu", "-fa", fa])
        add(f"{name}-c8192-ub128-faoff", m, ["-c", "8192", "-np", "1", "-ub", "128", "-fa", "off"])
        add(f"{name}-c8192-ub1024-faon", m, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", "on"])
        add(f"{name}-c1000-faoff", m, ["-c", "1000", "-np", "1", "-fa", "off"])
    # the same routings with the peak in the experts (64 of 512, 6 used): the router's tensors are part of it
    heavy = dict(ds, n_expert=64, n_expert_used=6, n_ff_exp=512, n_expert_shared=1)
    moe = {
        "ds2moe-softmax": heavy,
        "ds2moe-softmax-scaled": dict(heavy, weights_scale=16.0),
        "ds2moe-k2": dict(heavy, gating="sigmoid", weights_norm=True, weights_scale=2.827, probs_bias=True),
        "ds2moe-v3": dict(heavy, gating="sigmoid", weights_norm=True, weights_scale=2.5, probs_bias=True,
                          expert_groups=8, group_used=4),
        "ds2moe-lite": dict(heavy, q_lora_rank=0, q_lora_zero_key=True),
    }
    for name, m in moe.items():
        add(f"{name}-c4096-faon", m, ["-c", "4096", "-np", "1", "-fa", "on"])
        add(f"{name}-c8192-np2-faon", m, ["-c", "8192", "-np", "2", "-fa", "on"])
        add(f"{name}-c1000-ub1024-faon", m, ["-c", "1000", "-np", "1", "-ub", "1024", "-fa", "on"])
        add(f"{name}-c1000-faoff", m, ["-c", "1000", "-np", "1", "-fa", "off"])
    # DeepSeek-V3's group-limited routing with the peak in the router (256 experts, narrow attention and experts)
    router = dict(ds, n_head=2, kv_lora_rank=64, q_lora_rank=64, qk_rope=32, qk_nope=32, head_dim=64, v_head_dim=32,
                  n_expert=256, n_expert_used=8, n_ff_exp=32, n_expert_shared=1, gating="sigmoid", weights_norm=True,
                  weights_scale=2.5, probs_bias=True)
    for g, u in ((8, 4), (16, 3), (4, 1)):
        m = dict(router, expert_groups=g, group_used=u)
        for c, fa in ((1000, "on"), (4096, "on"), (1000, "off")):
            add(f"ds2router-g{g}u{u}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
        add(f"ds2router-g{g}u{u}-c4096-np2-faon", m, ["-c", "4096", "-np", "2", "-fa", "on"])
    add("ds2router-nogroups-c1000-faon", router, ["-c", "1000", "-np", "1", "-fa", "on"])
    # ... and narrower still (n_embd 64, 2 of 256 experts used): here the groups' tensors set the peak
    gate = dict(router, n_embd=64, n_expert_used=2, n_ff=128)
    for g, u in ((8, 4), (16, 3), (4, 2), (32, 8), (0, 0)):
        m = dict(gate, expert_groups=g, group_used=u) if g else gate
        for c, ub in ((1000, 512), (4096, 512), (4096, 256), (1000, 1024)):
            add(f"ds2gate-g{g}u{u}-c{c}-ub{ub}-faon", m, ["-c", str(c), "-np", "1", "-ub", str(ub), "-fa", "on"])
        add(f"ds2gate-g{g}u{u}-c1000-faoff", m, ["-c", "1000", "-np", "1", "-fa", "off"])
    # wide shared experts (8 of 256 beside 2 routed ones): the shared FFN sets the peak
    shared = dict(ds, n_expert_shared=8, n_ff_exp=256)
    for c, ub in ((1000, 512), (4096, 512), (4096, 1024)):
        add(f"ds2shared-c{c}-ub{ub}-faon", shared, ["-c", str(c), "-np", "1", "-ub", str(ub), "-fa", "on"])
    add("ds2shared-c1000-faoff", shared, ["-c", "1000", "-np", "1", "-fa", "off"])
    add("ds2shared-c4096-np2-faon", shared, ["-c", "4096", "-np", "2", "-fa", "on"])
    add("ds2-c8192-q8-faon", ds, ["-c", "8192", "-np", "1", "-fa", "on", "-ctk", "q8_0", "-ctv", "q8_0"])
    # The latent and its RoPE part, 576 = 9 x 64 (MLA takes one cache type for K and V): the rotation leaves its peak.
    rot_ds = dict(ds, kv_lora_rank=512, qk_rope=64, head_dim=128)
    add("rot-ds2-ub2048-q8_0-q8_0-faon", rot_ds,
        ["-c", "8192", "-np", "1", "-b", "2048", "-ub", "2048", "-fa", "on", "-ctk", "q8_0", "-ctv", "q8_0"])
    # DeepSeek-V2-Lite's real widths (3 of its 27 layers: 1 dense, 2 MoE with all 64 experts; q4_0 weights)
    real = dict(arch="deepseek2", n_layer=3, n_dense_lead=1, n_embd=2048, n_head=16, n_head_kv=1, head_dim=192,
                kv_lora_rank=512, q_lora_rank=0, q_lora_zero_key=True, qk_rope=64, qk_nope=128, v_head_dim=128,
                n_expert=64, n_expert_used=6, n_expert_shared=2, n_ff_exp=1408, n_ff=10944, n_vocab=102400,
                n_ctx_train=163840, wtype="q4_0", fill="zero")
    for fa in ("on", "off"):
        add(f"ds2-lite-widths-c32768-np2-fa{fa}", real, ["-c", "32768", "-np", "2", "-fa", fa])
    add("ds2-lite-widths-c8192-np1-faoff", real, ["-c", "8192", "-np", "1", "-fa", "off"])
    # mamba2: micro-batches, slots (the recurrent state has one row per slot; the scan's output carries it), and the
    # SSM's widths one at a time (state, heads, groups, inner width, convolution), vocabulary, width and layers
    mb = others["mamba2"]
    for ub in (1, 32, 128, 300, 1024, 2048):
        add(f"mamba2-c8192-ub{ub}-faon", mb, ["-c", "8192", "-np", "1", "-ub", str(ub), "-fa", "on"])
    for np_, kvu in ((2, False), (3, False), (8, False), (4, True), (3, True)):
        add(f"mamba2-c16384-np{np_}{'-kvu' if kvu else ''}-faon", mb,
            ["-c", "16384", "-np", str(np_), "-fa", "on"] + (["-kvu"] if kvu else []))
    add("mamba2-c1000-faoff", mb, ["-c", "1000", "-np", "1", "-fa", "off"])
    mshapes = {
        "state16": dict(mb, ssm_state=16),
        "state64": dict(mb, ssm_state=64),
        "heads8": dict(mb, ssm_heads=8),
        "heads32": dict(mb, ssm_heads=32),
        "groups2": dict(mb, ssm_groups=2),
        "groups8": dict(mb, ssm_groups=8, ssm_state=64),
        "inner512": dict(mb, ssm_inner=512, ssm_heads=8),
        "inner2048": dict(mb, ssm_inner=2048, ssm_heads=32),
        "conv2": dict(mb, ssm_conv=2),
        "embd256": dict(mb, n_embd=256),
        "vocab32000": dict(mb, n_vocab=32000),
        "layers1": dict(mb, n_layer=1),
        "layers7": dict(mb, n_layer=7),
    }
    for name, m in mshapes.items():
        add(f"mamba2-{name}-c4096-faon", m, ["-c", "4096", "-np", "1", "-fa", "on"])
        add(f"mamba2-{name}-c8192-np4-ub256-faon", m, ["-c", "8192", "-np", "4", "-ub", "256", "-fa", "on"])
    # Mamba-2 2.7B's widths (2 of its 64 layers: n_embd 2560, d_inner 5120, 80 heads of 64, state 128, vocab 50288)
    real = dict(mb, n_layer=2, n_embd=2560, ssm_inner=5120, ssm_heads=80, ssm_state=128, n_vocab=50288)
    add("mamba2-2.7b-widths-c4096-faon", real, ["-c", "4096", "-np", "1", "-fa", "on"])
    add("mamba2-2.7b-widths-c8192-np4-faon", real, ["-c", "8192", "-np", "4", "-fa", "on"])
    # granitehybrid: context, micro-batches, slots with flash attention on and off; where the attention layers are;
    # attention and SSM shapes; FFN, vocabulary; Granite 4.0 H Micro's widths
    gh = others["granitehybrid"]
    # Without rope.scaling.finetuned = false (Bamba, or a file that leaves the key out) the attention is roped.
    for fa in ("on", "off"):
        add(f"granitehybrid-rope-c8192-np1-fa{fa}", {k: v for k, v in gh.items() if k != "no_rope"}, ["-c", "8192", "-np", "1", "-fa", fa])
        add(f"granitehybrid-rope-c16384-np2-fa{fa}", {k: v for k, v in gh.items() if k != "no_rope"}, ["-c", "16384", "-np", "2", "-fa", fa])
    for k, v, fa in (("q8_0", "q8_0", "on"), ("q8_0", "f16", "off")):  # a quantised cache's rotation (head 128)
        add(f"rot-granitehybrid-ub2048-{k}-{v}-fa{fa}", gh,
            ["-c", "8192", "-np", "1", "-b", "2048", "-ub", "2048", "-fa", fa, "-ctk", k, "-ctv", v])
    for fa in ("on", "off"):
        add(f"granitehybrid-c1000-fa{fa}", gh, ["-c", "1000", "-np", "1", "-fa", fa])
        add(f"granitehybrid-c16384-np2-fa{fa}", gh, ["-c", "16384", "-np", "2", "-fa", fa])
        add(f"granitehybrid-c16384-np3-kvu-fa{fa}", gh, ["-c", "16384", "-np", "3", "-kvu", "-fa", fa])
        add(f"granitehybrid-c8192-ub128-fa{fa}", gh, ["-c", "8192", "-np", "1", "-ub", "128", "-fa", fa])
        add(f"granitehybrid-c8192-ub1024-fa{fa}", gh, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", fa])
    add("granitehybrid-c65536-faon", gh, ["-c", "65536", "-np", "1", "-fa", "on"])
    add("granitehybrid-c8192-np4-kvu-faoff", gh, ["-c", "8192", "-np", "4", "-kvu", "-fa", "off"])
    gshapes = {
        "attn0": dict(gh, attn_layers="0"),
        "attn01": dict(gh, attn_layers="0,1"),
        "attn7": dict(gh, attn_layers="7"),
        "attn0to6": dict(gh, attn_layers="0,1,2,3,4,5,6"),
        "nemotronh": dict(gh, n_layer=10, attn_layers="2,6"),
        "gqa8x64": dict(gh, n_head=8, n_head_kv=2, head_dim=64),
        "mqa": dict(gh, n_head=16, n_head_kv=1, head_dim=64),
        "state64-heads32": dict(gh, ssm_state=64, ssm_heads=32),
        "groups2": dict(gh, ssm_groups=2),
        "ff2048": dict(gh, n_ff=2048),
        "embd256": dict(gh, n_embd=256, n_head=4, n_head_kv=2, head_dim=64, ssm_heads=8),
        "vocab100352": dict(gh, n_vocab=100352),
    }
    for name, m in gshapes.items():
        for fa in ("on", "off"):
            add(f"granitehybrid-{name}-c4096-fa{fa}", m, ["-c", "4096", "-np", "1", "-fa", fa])
        add(f"granitehybrid-{name}-c16384-np2-faon", m, ["-c", "16384", "-np", "2", "-fa", "on"])
    # Granite 4.0 H Micro's widths (5 of its 40 layers, one attention): n_embd 2048, 32 heads x 64 (8 KV heads),
    # n_ff 8192, 64 SSM heads of 64, state 128, vocab 100352
    real = dict(gh, n_layer=5, attn_layers="2", n_embd=2048, n_head=32, n_head_kv=8, head_dim=64, n_ff=8192,
                ssm_heads=64, ssm_state=128, n_vocab=100352)
    for fa in ("on", "off"):
        add(f"granitehybrid-micro-widths-c32768-np2-fa{fa}", real, ["-c", "32768", "-np", "2", "-fa", fa])
    # granitehybrid with routed experts (softmax router, normalised weights) and a shared expert, as Granite 4.0 H
    # Tiny / Small; without the shared expert; with the peak in the experts; Granite's multipliers (no bytes)
    gmoe = dict(gh, n_expert=8, n_expert_used=2, n_ff_exp=128, n_ff_shexp=256)
    for fa in ("on", "off"):
        add(f"granitehybrid-moe-c4096-fa{fa}", gmoe, ["-c", "4096", "-np", "1", "-fa", fa])
        add(f"granitehybrid-moe-noshared-c4096-fa{fa}", dict(gmoe, n_ff_shexp=0), ["-c", "4096", "-np", "1", "-fa", fa])
        add(f"granitehybrid-scales-c4096-fa{fa}", dict(gh, residual_scale=0.22, logit_scale=8.0, embedding_scale=12.0,
                                                       attention_scale=0.0078125), ["-c", "4096", "-np", "1", "-fa", fa])
    add("granitehybrid-moe-c16384-np2-faon", gmoe, ["-c", "16384", "-np", "2", "-fa", "on"])
    add("granitehybrid-moe-c8192-ub1024-faon", gmoe, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", "on"])
    add("granitehybrid-moe-c1000-faoff", gmoe, ["-c", "1000", "-np", "1", "-fa", "off"])
    heavy = dict(gh, n_expert=32, n_expert_used=8, n_ff_exp=512, n_ff_shexp=1024)
    add("granitehybrid-moeheavy-c4096-faon", heavy, ["-c", "4096", "-np", "1", "-fa", "on"])
    add("granitehybrid-moeheavy-c8192-ub1024-faon", heavy, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", "on"])
    add("granitehybrid-moeheavy-c8192-np4-faon", heavy, ["-c", "8192", "-np", "4", "-fa", "on"])
    add("granitehybrid-moeheavy-c1000-faoff", heavy, ["-c", "1000", "-np", "1", "-fa", "off"])
    # Granite 4.0 H Tiny's widths (2 of its 40 layers, the second attention): n_embd 1536, 12 heads x 128 (4 KV
    # heads), 48 SSM heads of 64, state 128, 64 experts of 512 (6 used), shared expert 1024, vocab 100352
    real = dict(gh, n_layer=2, attn_layers="1", n_embd=1536, n_head=12, n_head_kv=4, head_dim=128, ssm_heads=48,
                ssm_state=128, n_expert=64, n_expert_used=6, n_ff_exp=512, n_ff_shexp=1024, n_vocab=100352)
    for fa in ("on", "off"):
        add(f"granitehybrid-tiny-widths-c32768-np2-fa{fa}", real, ["-c", "32768", "-np", "2", "-fa", fa])
    # ... and its first 6 layers as they are (attention at layer 5 after five Mamba-2 layers; q4_0, zero-filled), as
    # llama-server runs it by default (4 slots, unified cache) at 65536
    real6 = dict(real, n_layer=6, attn_layers="5", wtype="q4_0", fill="zero")
    add("granitehybrid-tiny-6layers-c65536-np4-kvu-faon", real6, ["-c", "65536", "-np", "4", "-kvu", "-fa", "on"])
    # decoders whose graph is llama's with small differences (tests/tools/gguf_decoders.py writes them): qwen2's q/k/v
    # biases, mistral3 with and without the attention temperature's input (Ministral 3 / Devstral Small 2 vs Mistral
    # Small 3.1), smollm3's NoPE layers (every 4th), seed_oss's biases and attn_post_norm, olmo2's Q/K norms over the
    # whole projection and post-norms without pre-norms, with OLMo 3's sliding window (3 of every 4 layers). qwen2 and
    # olmo2 size Q as n_embd (their load_arch_tensors), so their heads x head_dim stay n_embd; the others go wider.
    decoders = {
        "qwen2": model(arch="qwen2"),
        "mistral3": model(arch="mistral3"),
        "mistral3-temp": model(arch="mistral3", attn_temp_scale=0.1),
        "smollm3": model(arch="smollm3"),
        "seed_oss": model(arch="seed_oss"),
        "olmo2": model(arch="olmo2"),
        "olmo2-swa": model(arch="olmo2", n_layer=8, swa=512, swa_pattern=4),
    }
    for name, m in decoders.items():
        for fa in ("on", "off"):
            for c in (1000, 4096, 32768):
                add(f"{name}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
            add(f"{name}-c8192-np4-fa{fa}", m, ["-c", "8192", "-np", "4", "-fa", fa])
            add(f"{name}-c16384-np3-kvu-fa{fa}", m, ["-c", "16384", "-np", "3", "-kvu", "-fa", fa])
            add(f"{name}-c8192-ub128-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "128", "-fa", fa])
            add(f"{name}-c8192-ub1024-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", fa])
    dshapes = {
        "qwen2-vocab32000": model(arch="qwen2", n_vocab=32000),
        "mistral3-temp-qwide": model(arch="mistral3", attn_temp_scale=0.1, n_head=16, n_head_kv=4, head_dim=64,
                                     n_ff=512),
        "smollm3-layers8": model(arch="smollm3", n_layer=8),
        "smollm3-layers3": model(arch="smollm3", n_layer=3),
        "smollm3-embd512": model(arch="smollm3", n_embd=512, n_head=4, n_head_kv=1, head_dim=128, n_ff=1536),
        "seed_oss-qwide": model(arch="seed_oss", n_head=16, n_head_kv=4, head_dim=64, n_ff=512),
        "olmo2-mha": model(arch="olmo2", n_head=8, n_head_kv=8),
        "olmo2-swa128-p3": model(arch="olmo2", n_layer=7, swa=128, swa_pattern=3),
        "olmo2-swa-vocab32000": model(arch="olmo2", n_layer=8, swa=512, swa_pattern=4, n_vocab=32000),
    }
    for name, m in dshapes.items():
        for fa in ("on", "off"):
            add(f"{name}-c4096-fa{fa}", m, ["-c", "4096", "-np", "1", "-fa", fa])
            add(f"{name}-c16384-np2-fa{fa}", m, ["-c", "16384", "-np", "2", "-fa", fa])
    # Qwen2.5-3B's and OLMo 3 7B's widths (2 and 4 of their layers; OLMo 3: three sliding over 4096, one full)
    real = model(arch="qwen2", n_layer=2, n_embd=2048, n_head=16, n_head_kv=2, head_dim=128, n_ff=11008,
                 n_vocab=151936)
    for fa in ("on", "off"):
        add(f"qwen2-2.5-3b-widths-c32768-np2-fa{fa}", real, ["-c", "32768", "-np", "2", "-fa", fa])
    real = model(arch="olmo2", n_layer=4, n_embd=4096, n_head=32, n_head_kv=32, head_dim=128, n_ff=11008,
                 n_vocab=100278, swa=4096, swa_pattern=4)
    for fa in ("on", "off"):
        add(f"olmo2-3-7b-widths-c32768-np2-fa{fa}", real, ["-c", "32768", "-np", "2", "-fa", fa])
    # phi3 (Phi-4, Phi-4-mini, Phi-3.5-mini): fused attn_qkv, ffn_up of 2 x n_ff split by SwiGLU; Phi-3.5's sliding
    # window is written but llama.cpp turns it off (phi3-swa must measure as phi3)
    phi = {
        "phi3": model(arch="phi3"),
        "phi3-swa": model(arch="phi3", swa=128),
    }
    for name, m in phi.items():
        for fa in ("on", "off"):
            for c in (1000, 4096, 32768):
                add(f"{name}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
            add(f"{name}-c8192-np4-fa{fa}", m, ["-c", "8192", "-np", "4", "-fa", fa])
            add(f"{name}-c16384-np3-kvu-fa{fa}", m, ["-c", "16384", "-np", "3", "-kvu", "-fa", fa])
            add(f"{name}-c8192-ub128-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "128", "-fa", fa])
            add(f"{name}-c8192-ub1024-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", fa])
    for name, m in {"phi3-mha": model(arch="phi3", n_head_kv=8), "phi3-ffwide": model(arch="phi3", n_ff=2048),
                    "phi3-vocab32000": model(arch="phi3", n_vocab=32000)}.items():
        for fa in ("on", "off"):
            add(f"{name}-c4096-fa{fa}", m, ["-c", "4096", "-np", "1", "-fa", fa])
            add(f"{name}-c16384-np2-fa{fa}", m, ["-c", "16384", "-np", "2", "-fa", fa])
    # Phi-3.5-mini's widths (2 of its 32 layers): n_embd 3072, 32 heads x 96 (MHA), n_ff 8192, vocab 32064
    real = model(arch="phi3", n_layer=2, n_embd=3072, n_head=32, n_head_kv=32, head_dim=96, n_ff=8192, n_vocab=32064)
    for fa in ("on", "off"):
        add(f"phi3-3.5-mini-widths-c32768-np2-fa{fa}", real, ["-c", "32768", "-np", "2", "-fa", fa])
    # glm4moe (GLM-4.5-Air / 4.6 / 4.7): q/k/v biases, leading dense layers, a sigmoid router with selection bias,
    # normalised (and scaled) weights, one shared expert; partial RoPE; GLM-4.7's per-head Q/K norms
    glm = model(arch="glm4moe", n_expert=8, n_expert_used=2, n_ff_exp=128, n_expert_shared=1, n_dense_lead=1, n_rot=16)
    glms = {
        "glm4moe": glm,
        "glm4moe-qknorm": dict(glm, qk_norm=True, weights_scale=2.5),
        "glm4moe-heavy": dict(glm, n_expert=32, n_expert_used=8, n_ff_exp=512, n_dense_lead=2, n_layer=5),
        "glm4moe-heavy-qknorm": dict(glm, n_expert=32, n_expert_used=8, n_ff_exp=512, n_dense_lead=2, n_layer=5,
                                     qk_norm=True),
        "glm4moe-qwide-qknorm": dict(glm, n_head=16, n_head_kv=4, head_dim=64, n_rot=32, qk_norm=True),
    }
    for name, m in glms.items():
        for fa in ("on", "off"):
            for c in (1000, 4096, 32768):
                add(f"{name}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
            add(f"{name}-c8192-np4-fa{fa}", m, ["-c", "8192", "-np", "4", "-fa", fa])
            add(f"{name}-c16384-np3-kvu-fa{fa}", m, ["-c", "16384", "-np", "3", "-kvu", "-fa", fa])
            add(f"{name}-c8192-ub128-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "128", "-fa", fa])
            add(f"{name}-c8192-ub1024-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", fa])
    # llama4 (Scout: every layer routed, 1 of 16 experts; Maverick: every other layer, 1 of 128): chunked attention
    # (8192-token chunks, fixed by llama.cpp without a sliding_window key) in 3 of 4 layers, NoPE global layers with the
    # attention temperature, router weights applied before the experts, one shared expert
    l4 = model(arch="llama4", n_layer=8, n_expert=8, n_expert_used=1, n_ff_exp=256, n_ff=512)
    l4s = {
        "llama4-scout": l4,
        "llama4-maverick": dict(l4, moe_step=2, n_ff=1024),
        "llama4-k2": dict(l4, n_expert_used=2, n_ff_exp=512),
    }
    for name, m in l4s.items():
        for fa in ("on", "off"):
            for c in (1000, 4096, 16384):
                add(f"{name}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
            add(f"{name}-c32768-np2-fa{fa}", m, ["-c", "32768", "-np", "2", "-fa", fa])
            add(f"{name}-c16384-np3-kvu-fa{fa}", m, ["-c", "16384", "-np", "3", "-kvu", "-fa", fa])
            add(f"{name}-c8192-ub128-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "128", "-fa", fa])
            add(f"{name}-c8192-ub1024-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", fa])
    # llama with routed experts (Mixtral: softmax router, normalised top-k weights, no shared expert); gguf_writer.py's
    # llama takes the experts' width from n_ff
    lmoe = {
        "llama-moe": model(n_expert=8, n_expert_used=2, n_ff=256),
        "llama-moe-heavy": model(n_expert=8, n_expert_used=2, n_ff=1024),
        "llama-moe-e16k4": model(n_expert=16, n_expert_used=4, n_ff=512, n_vocab=32000),
    }
    for name, m in lmoe.items():
        for fa in ("on", "off"):
            for c in (1000, 4096, 32768):
                add(f"{name}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
            add(f"{name}-c8192-np4-fa{fa}", m, ["-c", "8192", "-np", "4", "-fa", fa])
            add(f"{name}-c16384-np3-kvu-fa{fa}", m, ["-c", "16384", "-np", "3", "-kvu", "-fa", fa])
            add(f"{name}-c8192-ub128-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "128", "-fa", fa])
            add(f"{name}-c8192-ub1024-fa{fa}", m, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", fa])
    out += gated_deltanet_cases()
    out += nemotron_h_cases()
    return out

# nemotron_h (Nemotron-H / Nemotron Nano 2 / Nemotron 3 Nano dense; tests/tools/gguf_hybrids2026.py): Mamba-2 (M),
# attention without RoPE (*) and MLP-only (-) layers from one pattern. Context, flash attention, micro-batches, slots,
# the pattern (which kind comes first, attention next to Mamba-2, MLP layers between them), the SSM and FFN widths,
# vocabulary and embedding width, and Nemotron 3 Nano 4B's widths.
def nemotron_h_cases():
    out = []
    def add(cid, m, flags):
        out.append((cid, m, flags))
    nh = dict(arch="nemotron_h", pattern="M-M*-M-", n_embd=256, n_head=8, n_head_kv=2, head_dim=32, n_ff=512,
              ssm_heads=8, ssm_head_dim=32, ssm_groups=2, ssm_state=16, ssm_conv=4, n_vocab=1000)
    for k, v, fa in (("q8_0", "q8_0", "on"), ("q8_0", "f16", "off")):  # a quantised cache's rotation (head 64)
        add(f"rot-nemotron_h-ub2048-{k}-{v}-fa{fa}", dict(nh, n_head=4, head_dim=64),
            ["-c", "8192", "-np", "1", "-b", "2048", "-ub", "2048", "-fa", fa, "-ctk", k, "-ctv", v])
    for c in (1000, 4096, 32768):
        for fa in ("on", "off"):
            add(f"nemotron_h-c{c}-fa{fa}", nh, ["-c", str(c), "-np", "1", "-fa", fa])
    add("nemotron_h-c65536-faon", nh, ["-c", "65536", "-np", "1", "-fa", "on"])
    for ub in (1, 32, 100, 300, 1024):
        add(f"nemotron_h-c8192-ub{ub}-faon", nh, ["-c", "8192", "-np", "1", "-ub", str(ub), "-fa", "on"])
    for ub in (100, 1024):
        add(f"nemotron_h-c8192-ub{ub}-faoff", nh, ["-c", "8192", "-np", "1", "-ub", str(ub), "-fa", "off"])
    for np_, kvu in ((2, False), (4, False), (3, True), (4, True)):
        for fa in ("on", "off"):
            add(f"nemotron_h-c16384-np{np_}{'-kvu' if kvu else ''}-fa{fa}", nh,
                ["-c", "16384", "-np", str(np_), "-fa", fa] + (["-kvu"] if kvu else []))
    add("nemotron_h-c8192-np3-ub100-faon", nh, ["-c", "8192", "-np", "3", "-ub", "100", "-fa", "on"])
    shapes = {
        "attnfirst": dict(nh, pattern="*-M-M"),
        "mlpfirst": dict(nh, pattern="--M*M"),
        "alternating": dict(nh, pattern="M*M*-"),
        "ssmpair": dict(nh, pattern="MM-*M-"),
        "nanolike": dict(nh, pattern="M-M-M*-M-"),
        "nomlp": dict(nh, pattern="MM*M"),
        "ff2048": dict(nh, n_ff=2048),
        "embd512": dict(nh, n_embd=512, n_head=16),
        "vocab32000": dict(nh, n_vocab=32000),
        "state64-heads16": dict(nh, ssm_state=64, ssm_heads=16),
        "groups1": dict(nh, ssm_groups=1),
        "mqa": dict(nh, n_head_kv=1),
        "conv2": dict(nh, ssm_conv=2),
    }
    for name, m in shapes.items():
        for fa in ("on", "off"):
            add(f"nemotron_h-{name}-c4096-fa{fa}", m, ["-c", "4096", "-np", "1", "-fa", fa])
        add(f"nemotron_h-{name}-c16384-np2-faon", m, ["-c", "16384", "-np", "2", "-fa", "on"])
    # Nemotron 3 Nano 4B's widths (its first five layers' kinds, M-M*-: n_embd 3136, 40 heads x 128, 8 KV heads, 96
    # SSM heads of 80, 8 groups, state 128, n_ff 12544, vocab 131072; q4_0)
    real = dict(nh, pattern="M-M*-", n_embd=3136, n_head=40, n_head_kv=8, head_dim=128, n_ff=12544, ssm_heads=96,
                ssm_head_dim=80, ssm_groups=8, ssm_state=128, n_vocab=131072, wtype="q4_0")
    for fa in ("on", "off"):
        add(f"nemotron_h-nano4b-widths-c32768-np2-fa{fa}", real, ["-c", "32768", "-np", "2", "-fa", fa])
    add("nemotron_h-nano4b-widths-c8192-ub1024-faon", real, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", "on"])
    return out

# The Gated DeltaNet hybrids (qwen35, qwen35moe, qwen3next; tests/tools/gguf_qwen35.py): context, flash attention,
# micro-batches (the chunked delta rule works in chunks of 64 tokens, so also sizes that are not multiples of 64),
# slots (split and unified), the layer pattern (full_attention_interval, layer counts), key heads equal to or fewer
# than the value heads (qwen3next repeats Q and K then), the recurrent widths, vocabulary and embedding width, MoE
# with its gated shared expert, and the real models' widths.
def gated_deltanet_cases():
    out = []
    def add(cid, m, flags):
        out.append((cid, m, flags))
    q35 = dict(arch="qwen35", n_layer=4, n_embd=256, n_head=6, n_head_kv=2, head_dim=64, n_ff=640, ssm_state=32,
               ssm_groups=2, ssm_heads=6, ssm_conv=4, full_attn_interval=4, n_vocab=1000)
    moe = dict(q35, arch="qwen35moe", n_expert=8, n_expert_used=2, n_ff_exp=128, n_ff_shexp=192)
    for k, v, fa in (("q8_0", "q8_0", "on"), ("q8_0", "f16", "off")):  # a quantised cache's rotation (head 64)
        add(f"rot-qwen35-ub2048-{k}-{v}-fa{fa}", q35,
            ["-c", "8192", "-np", "1", "-b", "2048", "-ub", "2048", "-fa", fa, "-ctk", k, "-ctv", v])
    del moe["n_ff"]
    nxt = dict(moe, arch="qwen3next")
    for name, m in (("qwen35", q35), ("qwen35moe", moe), ("qwen3next", nxt)):
        for c in (1000, 4096, 32768):
            for fa in ("on", "off"):
                add(f"{name}-c{c}-fa{fa}", m, ["-c", str(c), "-np", "1", "-fa", fa])
        add(f"{name}-c65536-faon", m, ["-c", "65536", "-np", "1", "-fa", "on"])
        for ub in (1, 32, 100, 300, 1024):
            add(f"{name}-c8192-ub{ub}-faon", m, ["-c", "8192", "-np", "1", "-ub", str(ub), "-fa", "on"])
        for ub in (100, 1024):
            add(f"{name}-c8192-ub{ub}-faoff", m, ["-c", "8192", "-np", "1", "-ub", str(ub), "-fa", "off"])
        for np_, kvu in ((2, False), (4, False), (3, True), (4, True)):
            for fa in ("on", "off"):
                add(f"{name}-c16384-np{np_}{'-kvu' if kvu else ''}-fa{fa}", m,
                    ["-c", "16384", "-np", str(np_), "-fa", fa] + (["-kvu"] if kvu else []))
        add(f"{name}-c8192-np3-ub100-faon", m, ["-c", "8192", "-np", "3", "-ub", "100", "-fa", "on"])
        shapes = {
            "interval2": dict(m, full_attn_interval=2),
            "interval3-layers7": dict(m, full_attn_interval=3, n_layer=7),
            "layers6": dict(m, n_layer=6),
            "heads-equal": dict(m, ssm_groups=6),
            "heads4x2": dict(m, ssm_groups=2, ssm_heads=8, ssm_state=16),
            "state64": dict(m, ssm_state=64),
            "conv2": dict(m, ssm_conv=2),
            "embd512": dict(m, n_embd=512, n_head=8),
            "vocab32000": dict(m, n_vocab=32000),
            "mha": dict(m, n_head=4, n_head_kv=4),
        }
        if name != "qwen35":
            shapes["experts32k8"] = dict(m, n_expert=32, n_expert_used=8, n_ff_exp=256, n_ff_shexp=64)
            shapes["shexp1024"] = dict(m, n_ff_shexp=1024)
        else:
            shapes["ff2048"] = dict(m, n_ff=2048)
            # one KV head, 4 key and 8 value heads of 32, n_ff 512: the peak is layer 0's ssm_conv output
            shapes["convpeak"] = dict(m, n_head=4, n_head_kv=1, n_ff=512, ssm_groups=4, ssm_heads=8)
        for sname, sm in shapes.items():
            for fa in ("on", "off"):
                add(f"{name}-{sname}-c4096-fa{fa}", sm, ["-c", "4096", "-np", "1", "-fa", fa])
            add(f"{name}-{sname}-c16384-np2-faon", sm, ["-c", "16384", "-np", "2", "-fa", "on"])
    # Wide recurrent layers beside narrow attention and FFN (d_inner 2048: 16 value heads of 128, 4 key heads), so
    # that the Gated DeltaNet's own tensors (the fused op's output and state, the conv input, the repeated Q and K)
    # set the peak: micro-batches and slots (the state has one row per sequence)
    heavy = dict(q35, n_ff=256, head_dim=64, n_head=4, n_head_kv=1, ssm_state=128, ssm_groups=4, ssm_heads=16)
    hmoe = dict(heavy, arch="qwen35moe", n_expert=8, n_expert_used=2, n_ff_exp=64, n_ff_shexp=64)
    del hmoe["n_ff"]
    for name, m in (("qwen35", heavy), ("qwen35moe", hmoe), ("qwen3next", dict(hmoe, arch="qwen3next"))):
        for ub in (1, 32, 512, 1024):
            add(f"{name}-gdnheavy-c4096-ub{ub}-faon", m, ["-c", "4096", "-np", "1", "-ub", str(ub), "-fa", "on"])
        for np_ in (4, 8):
            add(f"{name}-gdnheavy-c8192-np{np_}-faon", m, ["-c", "8192", "-np", str(np_), "-fa", "on"])
        add(f"{name}-gdnheavy-c8192-np8-ub64-faon", m, ["-c", "8192", "-np", "8", "-ub", "64", "-fa", "on"])
        add(f"{name}-gdnheavy-c4096-faoff", m, ["-c", "4096", "-np", "1", "-fa", "off"])
    # The real models' widths, 4 layers (3 Gated DeltaNet, then gated attention), q4_0, zero-filled, tied embeddings:
    # Qwen3.5-9B (n_embd 4096, 16 heads x 256, 4 KV heads, 16 key heads and 32 value heads of 128, n_ff 12288, vocab
    # 248320), Qwen3.5-35B-A3B (n_embd 2048, 2 KV heads, 16 of its 256 experts of 512, 8 used, shared expert 512) and
    # Qwen3-Next-80B-A3B (the same attention and recurrent widths, 16 of 512 experts, 10 used, vocab 151936)
    real = dict(arch="qwen35", n_layer=4, n_embd=4096, n_head=16, n_head_kv=4, head_dim=256, n_ff=12288, ssm_state=128,
                ssm_groups=16, ssm_heads=32, ssm_conv=4, full_attn_interval=4, n_vocab=248320, tied=True,
                wtype="q4_0", fill="zero")
    rmoe = dict(real, arch="qwen35moe", n_embd=2048, n_head_kv=2, n_expert=16, n_expert_used=8, n_ff_exp=512,
                n_ff_shexp=512)
    del rmoe["n_ff"]
    rnxt = dict(rmoe, arch="qwen3next", n_expert_used=10, n_vocab=151936)
    for name, m in (("qwen35-9b", real), ("qwen35moe-35b-a3b", rmoe), ("qwen3next-80b-a3b", rnxt)):
        for fa in ("on", "off"):
            add(f"{name}-widths-c32768-np2-fa{fa}", m, ["-c", "32768", "-np", "2", "-fa", fa])
        add(f"{name}-widths-c65536-faon", m, ["-c", "65536", "-np", "1", "-fa", "on"])
        add(f"{name}-widths-c8192-ub1024-faoff", m, ["-c", "8192", "-np", "1", "-ub", "1024", "-fa", "off"])
    return out

# The routing options only tests/tools/deepseek2_gguf.py knows (it takes gguf_writer.py's flags too).
DS2_EXTRA = ("gating", "weights_norm", "weights_scale", "probs_bias", "expert_groups", "group_used", "q_lora_zero_key")

def writer_args(m):
    args = []
    for k, v in m.items():
        if v is True:
            args += ["--" + k.replace("_", "-")]
        elif str(v).startswith("-"):  # a nemotron_h pattern such as --M*M: one argument, or argparse takes it for a flag
            args += ["--" + k.replace("_", "-") + "=" + str(v)]
        else:
            args += ["--" + k.replace("_", "-"), str(v)]
    return args

# The options only tests/tools/granitehybrid_gguf.py knows: Granite 4.0 H as llama.cpp converts it.
GH_EXTRA = ("no_rope", "n_ff_shexp", "residual_scale", "logit_scale", "embedding_scale", "attention_scale")

# The Gated DeltaNet hybrids' writer (tests/tools/gguf_qwen35.py) and the options only it knows.
GDN_ARCHS = ("qwen35", "qwen35moe", "qwen3next")
GDN_EXTRA = ("full_attn_interval", "tied")

# nemotron_h's writer (tests/tools/gguf_hybrids2026.py) and the options only it knows.
NH_EXTRA = ("pattern", "ssm_head_dim")

# The architectures only tests/tools/gguf_decoders.py writes, and its own option.
DECODER_ARCHS = ("qwen2", "mistral3", "smollm3", "seed_oss", "olmo2", "phi3", "glm4moe", "llama4")
DEC_EXTRA = ("attn_temp_scale", "qk_norm", "weights_scale", "moe_step")

def writer_for(m, tool):
    if m.get("arch") in DECODER_ARCHS:
        return os.path.join(os.path.dirname(os.path.abspath(__file__)), "gguf_decoders.py"), "gguf_decoders.py"
    if m.get("arch") == "nemotron_h":
        return os.path.join(os.path.dirname(os.path.abspath(__file__)), "gguf_hybrids2026.py"), "gguf_hybrids2026.py"
    if m.get("arch") in GDN_ARCHS:
        return os.path.join(os.path.dirname(os.path.abspath(__file__)), "gguf_qwen35.py"), "gguf_qwen35.py"
    if any(k in m for k in GH_EXTRA):
        return os.path.join(os.path.dirname(os.path.abspath(__file__)), "granitehybrid_gguf.py"), "granitehybrid_gguf.py"
    if any(k in m for k in DS2_EXTRA):
        return os.path.join(os.path.dirname(os.path.abspath(__file__)), "deepseek2_gguf.py"), "deepseek2_gguf.py"
    return os.path.join(tool, "gguf_writer.py"), "gguf_writer.py"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scratch", default=os.environ.get("LLAMACPP_MEASURE_DIR", "/tmp/lcm-models"))
    ap.add_argument("--tool", default="../shared/tools/llamacpp-measure")
    ap.add_argument("-o", "--out", default="tests/data/groundtruth/llamacpp-compute.json")
    ap.add_argument("--only", help="substring of case ids to run")
    ap.add_argument("--merge", action="store_true",
                    help="keep the output file's other cases (replacing those measured again) instead of rewriting it")
    a = ap.parse_args()
    probe = os.path.join(a.scratch, "bin", "serverprobe")
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        files = {}
        for cid, m, flags in cases():
            if a.only and a.only not in cid:
                continue
            key = json.dumps(m, sort_keys=True)
            if key not in files:
                path = os.path.join(tmp, f"m{len(files)}.gguf")
                writer, wname = writer_for(m, a.tool)
                wcmd = ["python3", wname] + writer_args(m) + ["-o", "MODEL.gguf"]
                env = dict(os.environ, GGUF_WRITER_DIR=os.path.abspath(a.tool))
                subprocess.run(["python3", writer] + writer_args(m) + ["-o", path], check=True, capture_output=True,
                               env=env)
                files[key] = (path, json.load(open(path + ".json")), wcmd)
            path, cfg, wcmd = files[key]
            r = subprocess.run([probe, "-m", path] + flags, capture_output=True, text=True)
            line = [l for l in r.stdout.splitlines() if l.startswith("{")]
            if not line:
                print(cid, "failed:", r.stderr[-400:], file=sys.stderr)
                continue
            d = json.loads(line[-1])
            if not d.get("ok"):
                print(cid, "refused:", d.get("error"), file=sys.stderr)
                continue
            # (.get: gguf_qwen35.py's config has no SWA, MLA or preset keys; every other writer has them all)
            shape = {k: cfg.get(k) for k in ("arch", "n_layer", "n_embd", "n_head", "n_head_kv", "head_dim", "head_dim_v",
                                         "n_ff", "n_vocab", "n_ctx_train", "swa", "swa_pattern", "n_expert",
                                         "n_expert_used", "n_expert_shared", "n_ff_exp", "n_dense_lead",
                                         "kv_lora_rank", "q_lora_rank", "qk_rope", "qk_nope", "v_head_dim",
                                         "ssm_state", "ssm_heads", "ssm_groups", "ssm_conv", "ssm_inner",
                                         "attn_layers", "preset")}
            shape.update({k: cfg[k] for k in DS2_EXTRA + GH_EXTRA if k in cfg})
            if cfg["arch"] in GDN_ARCHS:
                shape.update({k: cfg[k] for k in GDN_EXTRA})
            if cfg["arch"] == "nemotron_h":
                shape.update({k: cfg[k] for k in NH_EXTRA})
            shape.update({k: cfg[k] for k in DEC_EXTRA if cfg.get(k)})
            res = {k: d[k] for k in ("n_ctx", "n_ctx_seq", "n_seq_max", "n_batch", "n_ubatch", "n_outputs_max",
                                     "flash_attn", "kv_unified", "memory", "kv_bytes", "recurrent_bytes",
                                     "compute_bytes", "output_bytes", "model_bytes", "total_bytes")}
            res["file_tensor_bytes"] = d["model"]["file_tensor_bytes"]
            results.append({
                "id": cid, "model": shape, "flags": flags, "result": res,
                "command": "python3 " + shlex.join(wcmd[1:]) + " && serverprobe -m MODEL.gguf " + shlex.join(flags),
            })
            print(cid, d["compute_bytes"], file=sys.stderr)
    doc = {
        "about": "llama.cpp CPU compute buffers (the scheduler's compute buffer after sched_reserve), exact bytes, for "
                 "synthetic GGUF models, measured as llama-server is launched (serverprobe: real llama-server flags, "
                 "n_outputs_max = slots). Runtime: llama.cpp v0.5.0 (commit 0ad4a86) in node-llama-cpp 3.22.1, CPU "
                 "backend only. Generated by tests/tools/measure_llamacpp_compute.py; 'command' reproduces each case "
                 "(gguf_writer.py and serverprobe from ../shared/tools/llamacpp-measure).",
        "runtime": "llama.cpp v0.5.0 (0ad4a86), node-llama-cpp 3.22.1, CPU",
        "cases": results,
    }
    if a.merge and os.path.exists(a.out):
        fresh = {c["id"]: c for c in results}
        kept = [fresh.pop(c["id"], c) for c in json.load(open(a.out))["cases"]]
        doc["cases"] = kept + list(fresh.values())
    with open(a.out, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")

if __name__ == "__main__":
    main()
