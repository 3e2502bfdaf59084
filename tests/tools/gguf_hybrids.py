#!/usr/bin/env python3
"""Synthetic GGUF files of llama.cpp's recurrent hybrids with their FULL tensor lists, for the quantizer fixture
tests/data/groundtruth/llamacpp-quant-layouts-hybrids.json (measure_quant_layouts.py --family hybrids):

  nemotron_h      Nemotron-H / Nemotron Nano 2 / Nemotron 3 Nano 4B: --pattern of M (Mamba-2), * (attention),
                  - (MLP: ffn_up, ffn_down; squared ReLU, no gate). Written by gguf_hybrids2026.py (reused).
  nemotron_h_moe  Nemotron 3 Nano 30B-A3B: M, *, E (MoE: ffn_gate_inp, exp_probs_b, ffn_{up,down}_exps, a shared
                  expert ffn_{up,down}_shexp; src/models/nemotron-h.cpp load_arch_tensors)
  lfm2            LFM2: --pattern of A (attention, attn_{q,k}_norm [head_dim]) and C (shortconv.conv
                  [l_cache, n_embd], shortconv.in_proj [n_embd, 3 n_embd], shortconv.out_proj); every layer
                  attn_norm, ffn_norm, ffn_{gate,up,down}; output norm named token_embd_norm (src/models/lfm2.cpp)
  lfm2moe         LFM2-8B-A1B: as lfm2, layers from --n-dense-lead on route (ffn_gate_inp, ffn_{gate,up,down}_exps,
                  exp_probs_b.bias; src/models/lfm2moe.cpp)
  falcon-h1       Falcon-H1: every layer attention AND Mamba-2 side by side, then a SwiGLU FFN; the FFN norm is
                  "blk.N.ffn_norm" without ".weight" (the converter maps pre_ff_layernorm.weight to FFN_PRE_NORM,
                  gguf-py tensor_mapping.py; src/models/falcon-h1.cpp asks for tn(LLM_TENSOR_FFN_NORM, i));
                  ssm_norm only with --ssm-norm (mamba_rms_norm, false in the released configs)
  jamba           Jamba: attention every --attn-period layers from --attn-offset, Mamba-1 elsewhere (ssm_in,
                  ssm_conv1d + bias, ssm_x, ssm_dt + bias, ssm_dt_norm, ssm_b_norm, ssm_c_norm, ssm_a [d_state,
                  d_inner], ssm_d [d_inner], ssm_out); MoE every --expert-period layers from --expert-offset, dense
                  FFN elsewhere, both n_ff wide (src/models/jamba.cpp, conversion/jamba.py)

Keys and tensors as llama.cpp v0.5.0 loads them (the source bundled with node-llama-cpp 3.22.1). Big matrices in
--wtype (f16 for the quantizer), norms and 1-D tensors, ssm_conv1d, shortconv.conv, routers, ssm_a/ssm_d F32
(conversion/base.py prepare_tensors). Beside OUT it writes OUT.json: the resolved configuration, with a "spec"
object in kvplanner's preset keys (attention_layers, recurrent, n_expert) for tests/core/tst_quant_layouts.cpp.

  python3 tests/tools/gguf_hybrids.py --arch lfm2 --pattern CCACCACACA --n-embd 256 --n-head 4 --n-head-kv 2 \
      --head-dim 64 --n-ff 768 --wtype f16 -o /tmp/lfm2.gguf
"""
import argparse
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TOOLS = os.path.join(os.path.dirname(os.path.dirname(HERE)), "..", "shared", "tools", "llamacpp-measure")


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def mamba2_layer(w, m, a, i, norm=True):
    """src/models/mamba2.cpp's per-layer Mamba-2 tensors (d_in_proj = 2 d_inner + 2 n_group d_state + n_head)."""
    d_inner = a.ssm_heads * a.ssm_head_dim
    conv = d_inner + 2 * a.ssm_groups * a.ssm_state
    m.t("blk.%d.ssm_in.weight" % i, [a.n_embd, d_inner + conv + a.ssm_heads])
    m.t("blk.%d.ssm_conv1d.weight" % i, [a.ssm_conv, conv], "f32", 0.01)
    m.t("blk.%d.ssm_conv1d.bias" % i, [conv], "f32", 0.0)
    m.t("blk.%d.ssm_dt.bias" % i, [a.ssm_heads], "f32", 0.0)
    m.t("blk.%d.ssm_a" % i, [1, a.ssm_heads], "f32", -1.0)
    m.t("blk.%d.ssm_d" % i, [1, a.ssm_heads], "f32", 1.0)
    if norm:
        m.t("blk.%d.ssm_norm.weight" % i, [d_inner // a.ssm_groups, a.ssm_groups], "norm")
    m.t("blk.%d.ssm_out.weight" % i, [d_inner, a.n_embd])


def ssm2_kv(w, m, a):
    m.a("ssm.conv_kernel", w.U32(a.ssm_conv))
    m.a("ssm.inner_size", w.U32(a.ssm_heads * a.ssm_head_dim))
    m.a("ssm.state_size", w.U32(a.ssm_state))
    m.a("ssm.time_step_rank", w.U32(a.ssm_heads))
    m.a("ssm.group_count", w.U32(a.ssm_groups))


def mamba2_spec(a, layers):
    return {"kind": "mamba2", "d_conv": a.ssm_conv, "d_inner": a.ssm_heads * a.ssm_head_dim, "d_state": a.ssm_state,
            "n_group": a.ssm_groups, "layers": layers}


def build_nemotron_h_moe(w, m, a):
    pat = a.pattern
    a.n_layer = len(pat)
    w.common_kv(m, a)
    # conversion/nemotron.py: feed_forward_length per layer (moe_intermediate_size on the MoE layers), expert keys
    m.a("feed_forward_length", w.Arr(w.T_UINT32, [a.n_ff_exp if c == "E" else 0 for c in pat]))
    m.a("attention.head_count", w.U32(a.n_head))
    m.a("attention.head_count_kv", w.Arr(w.T_UINT32, [a.n_head_kv if c == "*" else 0 for c in pat]))
    m.a("attention.key_length", w.U32(a.head_dim))
    m.a("attention.value_length", w.U32(a.head_dim))
    m.a("attention.layer_norm_epsilon", w.F32(1e-5))
    m.a("rope.dimension_count", w.U32(a.head_dim))
    m.a("expert_count", w.U32(a.n_expert))
    m.a("expert_used_count", w.U32(a.n_expert_used))
    m.a("expert_feed_forward_length", w.U32(a.n_ff_exp))
    m.a("expert_shared_feed_forward_length", w.U32(a.n_ff_shexp))
    m.a("expert_shared_count", w.U32(1))
    m.a("expert_weights_norm", True)
    m.a("expert_weights_scale", w.F32(2.5))
    ssm2_kv(w, m, a)
    w.embed_out(m, a, tied=False)
    for i, c in enumerate(pat):
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        if c == "M":
            mamba2_layer(w, m, a, i)
        elif c == "*":
            w.qkvo(m, a, i)
        elif c == "E":
            m.t("blk.%d.ffn_gate_inp.weight" % i, [a.n_embd, a.n_expert], "f32")
            m.t("blk.%d.exp_probs_b.bias" % i, [a.n_expert], "f32", 0.0)
            m.t("blk.%d.ffn_down_exps.weight" % i, [a.n_ff_exp, a.n_embd, a.n_expert])
            m.t("blk.%d.ffn_up_exps.weight" % i, [a.n_embd, a.n_ff_exp, a.n_expert])
            m.t("blk.%d.ffn_down_shexp.weight" % i, [a.n_ff_shexp, a.n_embd])
            m.t("blk.%d.ffn_up_shexp.weight" % i, [a.n_embd, a.n_ff_shexp])
        else:
            raise SystemExit("nemotron_h_moe pattern characters: M, *, E")
    return {"attention_layers": [i for i, c in enumerate(pat) if c == "*"],
            "recurrent": mamba2_spec(a, [i for i, c in enumerate(pat) if c == "M"]),
            "n_expert": a.n_expert, "n_expert_used": a.n_expert_used}


def build_nemotron_h(w, m, a):
    load(os.path.join(HERE, "gguf_hybrids2026.py"), "gguf_hybrids2026").build_nemotron_h(w, m, a)
    pat = a.pattern
    return {"attention_layers": [i for i, c in enumerate(pat) if c == "*"],
            "recurrent": mamba2_spec(a, [i for i, c in enumerate(pat) if c == "M"])}


def build_lfm2(w, m, a):
    pat = a.pattern
    a.n_layer = len(pat)
    moe = m.arch == "lfm2moe"
    if a.n_head * a.head_dim != a.n_embd:
        raise SystemExit("lfm2: attn_q is n_embd x n_embd, so n_head x head_dim must be n_embd")
    w.common_kv(m, a)
    m.a("feed_forward_length", w.U32(a.n_ff))
    w.attn_kv(m, a, w.Arr(w.T_UINT32, [a.n_head_kv if c == "A" else 0 for c in pat]))
    m.a("shortconv.l_cache", w.U32(a.conv_l))
    if moe:
        m.a("expert_count", w.U32(a.n_expert))
        m.a("expert_used_count", w.U32(a.n_expert_used))
        m.a("expert_feed_forward_length", w.U32(a.n_ff_exp))
        m.a("leading_dense_block_count", w.U32(a.n_dense_lead))
        m.a("expert_gating_func", w.U32(2))  # sigmoid
    m.t("token_embd.weight", [a.n_embd, a.n_vocab])
    m.t("token_embd_norm.weight", [a.n_embd], "norm")  # LLM_TENSOR_OUTPUT_NORM_LFM2
    for i, c in enumerate(pat):
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        m.t("blk.%d.ffn_norm.weight" % i, [a.n_embd], "norm")
        if moe and i >= a.n_dense_lead:
            m.t("blk.%d.ffn_gate_inp.weight" % i, [a.n_embd, a.n_expert], "f32")
            m.t("blk.%d.ffn_gate_exps.weight" % i, [a.n_embd, a.n_ff_exp, a.n_expert])
            m.t("blk.%d.ffn_down_exps.weight" % i, [a.n_ff_exp, a.n_embd, a.n_expert])
            m.t("blk.%d.ffn_up_exps.weight" % i, [a.n_embd, a.n_ff_exp, a.n_expert])
            m.t("blk.%d.exp_probs_b.bias" % i, [a.n_expert], "f32", 0.0)
        else:
            w.dense_ffn(m, a, i)
        if c == "A":
            w.qkvo(m, a, i, q_norm=True)
        elif c == "C":
            m.t("blk.%d.shortconv.conv.weight" % i, [a.conv_l, a.n_embd], "f32", 0.01)
            m.t("blk.%d.shortconv.in_proj.weight" % i, [a.n_embd, 3 * a.n_embd])
            m.t("blk.%d.shortconv.out_proj.weight" % i, [a.n_embd, a.n_embd])
        else:
            raise SystemExit("lfm2 pattern characters: A, C")
    spec = {"attention_layers": [i for i, c in enumerate(pat) if c == "A"],
            "recurrent": {"kind": "short-conv", "d_conv": a.conv_l, "d_inner": a.n_embd, "layers": "non-attention"},
            "tied_embeddings": True}
    if moe:
        spec.update({"n_expert": a.n_expert, "n_expert_used": a.n_expert_used})
    return spec


def build_falcon_h1(w, m, a):
    w.common_kv(m, a)
    m.a("feed_forward_length", w.U32(a.n_ff))
    w.attn_kv(m, a)
    ssm2_kv(w, m, a)
    w.embed_out(m, a, tied=False)
    for i in range(a.n_layer):
        mamba2_layer(w, m, a, i, norm=a.ssm_norm)
        w.qkvo(m, a, i)
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        m.t("blk.%d.ffn_norm" % i, [a.n_embd], "norm")
        w.dense_ffn(m, a, i)
    return {"recurrent": mamba2_spec(a, "all")}


def build_jamba(w, m, a):
    n = a.n_layer
    att = [i for i in range(n) if i >= a.attn_offset and (i - a.attn_offset) % a.attn_period == 0]
    moe = [i for i in range(n) if i >= a.expert_offset and (i - a.expert_offset) % a.expert_period == 0]
    d_inner = 2 * a.n_embd  # jamba.cpp: only an expansion factor of 2
    w.common_kv(m, a)
    m.a("feed_forward_length", w.U32(a.n_ff))
    w.attn_kv(m, a, w.Arr(w.T_UINT32, [a.n_head_kv if i in att else 0 for i in range(n)]))
    m.a("ssm.conv_kernel", w.U32(a.ssm_conv))
    m.a("ssm.inner_size", w.U32(d_inner))
    m.a("ssm.state_size", w.U32(a.ssm_state))
    m.a("ssm.time_step_rank", w.U32(a.ssm_dt_rank))
    m.a("expert_count", w.U32(a.n_expert))
    m.a("expert_used_count", w.U32(a.n_expert_used))
    w.embed_out(m, a, tied=False)
    ds, dt = a.ssm_state, a.ssm_dt_rank
    for i in range(n):
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        if i in att:
            w.qkvo(m, a, i)
        else:
            m.t("blk.%d.ssm_in.weight" % i, [a.n_embd, 2 * d_inner])
            m.t("blk.%d.ssm_conv1d.weight" % i, [a.ssm_conv, d_inner], "f32", 0.01)
            m.t("blk.%d.ssm_conv1d.bias" % i, [d_inner], "f32", 0.0)
            m.t("blk.%d.ssm_x.weight" % i, [d_inner, dt + 2 * ds])
            m.t("blk.%d.ssm_dt_norm.weight" % i, [dt], "norm")
            m.t("blk.%d.ssm_dt.weight" % i, [dt, d_inner])
            m.t("blk.%d.ssm_dt.bias" % i, [d_inner], "f32", 0.0)
            m.t("blk.%d.ssm_b_norm.weight" % i, [ds], "norm")
            m.t("blk.%d.ssm_c_norm.weight" % i, [ds], "norm")
            m.t("blk.%d.ssm_a" % i, [ds, d_inner], "f32", -1.0)
            m.t("blk.%d.ssm_d" % i, [d_inner], "f32", 1.0)
            m.t("blk.%d.ssm_out.weight" % i, [d_inner, a.n_embd])
        m.t("blk.%d.ffn_norm.weight" % i, [a.n_embd], "norm")
        if i in moe:
            a.n_ff_exp = a.n_ff
            w.moe_ffn(m, a, i)
        else:
            w.dense_ffn(m, a, i)
    return {"attention_layers": att,
            "recurrent": {"kind": "mamba", "d_conv": a.ssm_conv, "d_inner": d_inner, "d_state": ds, "n_group": 0,
                          "layers": "non-attention"},
            "n_expert": a.n_expert, "n_expert_used": a.n_expert_used}


BUILDERS = {"nemotron_h": build_nemotron_h, "nemotron_h_moe": build_nemotron_h_moe, "lfm2": build_lfm2,
            "lfm2moe": build_lfm2, "falcon-h1": build_falcon_h1, "jamba": build_jamba}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tool", default=os.environ.get("GGUF_WRITER_DIR", DEFAULT_TOOLS),
                   help="../shared/tools/llamacpp-measure (gguf_writer.py)")
    p.add_argument("--arch", required=True, choices=sorted(BUILDERS))
    p.add_argument("-o", "--out", required=True)
    p.add_argument("--name")
    p.add_argument("--pattern", default="", help="per-layer kinds (nemotron_h: M * -; nemotron_h_moe: M * E; "
                                                 "lfm2/lfm2moe: A C)")
    p.add_argument("--n-layer", type=int, default=8)
    p.add_argument("--n-embd", type=int, default=256)
    p.add_argument("--n-head", type=int, default=4)
    p.add_argument("--n-head-kv", type=int, default=2)
    p.add_argument("--head-dim", type=int, default=64)
    p.add_argument("--n-ff", type=int, default=512)
    p.add_argument("--n-vocab", type=int, default=512)
    p.add_argument("--n-ctx-train", type=int, default=4096)
    p.add_argument("--rope-base", type=float, default=10000.0)
    p.add_argument("--n-expert", type=int, default=0)
    p.add_argument("--n-expert-used", type=int, default=0)
    p.add_argument("--n-ff-exp", type=int, default=0)
    p.add_argument("--n-ff-shexp", type=int, default=0)
    p.add_argument("--n-dense-lead", type=int, default=0)
    p.add_argument("--ssm-heads", type=int, default=8)
    p.add_argument("--ssm-head-dim", type=int, default=32)
    p.add_argument("--ssm-groups", type=int, default=1)
    p.add_argument("--ssm-state", type=int, default=16)
    p.add_argument("--ssm-conv", type=int, default=4)
    p.add_argument("--ssm-norm", action="store_true", help="falcon-h1: write ssm_norm (mamba_rms_norm)")
    p.add_argument("--ssm-dt-rank", type=int, default=16, help="jamba")
    p.add_argument("--conv-l", type=int, default=3, help="lfm2: shortconv.l_cache")
    p.add_argument("--attn-period", type=int, default=8)
    p.add_argument("--attn-offset", type=int, default=4)
    p.add_argument("--expert-period", type=int, default=2)
    p.add_argument("--expert-offset", type=int, default=1)
    p.add_argument("--wtype", default="f16")
    a = p.parse_args()
    a.n_rot = None
    a.head_dim_v = None
    if a.pattern:
        a.n_layer = len(a.pattern)
    w = load(os.path.join(a.tool, "gguf_writer.py"), "gguf_writer")
    m = w.Model(a.arch, w.WTYPE_BY_NAME[a.wtype], "random")
    spec = BUILDERS[a.arch](w, m, a)
    w.add_tokenizer(m, a.n_vocab)
    size = m.write(a.out)
    cfg = {"arch": a.arch, "n_layer": a.n_layer, "n_embd": a.n_embd, "n_vocab": a.n_vocab, "n_head": a.n_head,
           "n_head_kv": a.n_head_kv, "head_dim": a.head_dim, "wtype": a.wtype, "pattern": a.pattern or None,
           "spec": spec, "file_bytes": size}
    with open(a.out + ".json", "w") as f:
        json.dump(cfg, f, indent=1)
    print("wrote %s (%d bytes, %d tensors)" % (a.out, size, len(m.tensors)), file=sys.stderr)


if __name__ == "__main__":
    main()
