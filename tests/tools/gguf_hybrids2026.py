#!/usr/bin/env python3
"""Synthetic GGUF files for two architectures the shared writer does not build: nemotron_h (Nemotron-H /
Nemotron Nano 2: Mamba-2, attention and MLP-only layers from one pattern string) and olmo2 with a sliding
window (OLMo 3: llama.cpp converts Olmo3ForCausalLM as olmo2 with attention.sliding_window and a per-layer
sliding_window_pattern array from layer_types).

It extends ../shared/tools/llamacpp-measure/gguf_writer.py (imported, not copied) with the tensor names and
keys llama.cpp v0.5.0 loads (src/models/nemotron-h.cpp, src/models/olmo2.cpp; conversion/nemotron.py,
conversion/olmo.py):

  nemotron_h  pattern "M-M*-": M = Mamba-2 (head_count_kv 0, feed_forward_length 0), * = attention
              (head_count_kv > 0, feed_forward_length 0), - = MLP only (head_count_kv 0, feed_forward_length > 0)
  olmo2       --swa N --swa-layers 1,1,1,0,...  (1 = sliding, per layer)

  python3 tests/tools/gguf_hybrids2026.py --tool ../shared/tools/llamacpp-measure --arch nemotron_h \
      --pattern "M-M*-" --n-embd 256 --n-head 8 --n-head-kv 2 --head-dim 64 --n-ff 512 --ssm-heads 8 \
      --ssm-head-dim 32 --ssm-groups 2 --ssm-state 16 --ssm-conv 4 -o /tmp/nh.gguf
"""
import argparse, importlib.util, json, os, sys


def load_writer(tool):
    spec = importlib.util.spec_from_file_location("gguf_writer", os.path.join(tool, "gguf_writer.py"))
    w = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(w)
    return w


def build_nemotron_h(w, m, a):
    pat = a.pattern
    n = len(pat)
    d_inner = a.ssm_heads * a.ssm_head_dim
    w.common_kv(m, a)
    m.a("feed_forward_length", w.Arr(w.T_UINT32, [a.n_ff if c == "-" else 0 for c in pat]))
    m.a("attention.head_count", w.U32(a.n_head))
    m.a("attention.head_count_kv", w.Arr(w.T_UINT32, [a.n_head_kv if c == "*" else 0 for c in pat]))
    m.a("attention.key_length", w.U32(a.head_dim))
    m.a("attention.value_length", w.U32(a.head_dim))
    m.a("attention.layer_norm_epsilon", w.F32(1e-5))
    m.a("rope.dimension_count", w.U32(a.head_dim))
    m.a("ssm.conv_kernel", w.U32(a.ssm_conv))
    m.a("ssm.inner_size", w.U32(d_inner))
    m.a("ssm.state_size", w.U32(a.ssm_state))
    m.a("ssm.time_step_rank", w.U32(a.ssm_heads))
    m.a("ssm.group_count", w.U32(a.ssm_groups))
    w.embed_out(m, a, tied=False)
    conv_dim = d_inner + 2 * a.ssm_groups * a.ssm_state
    for i, c in enumerate(pat):
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        if c == "M":
            m.t("blk.%d.ssm_in.weight" % i, [a.n_embd, d_inner + conv_dim + a.ssm_heads])
            m.t("blk.%d.ssm_conv1d.weight" % i, [a.ssm_conv, conv_dim], "f32", 0.01)
            m.t("blk.%d.ssm_conv1d.bias" % i, [conv_dim], "f32", 0.0)
            m.t("blk.%d.ssm_dt.bias" % i, [a.ssm_heads], "f32", 0.0)
            m.t("blk.%d.ssm_a" % i, [1, a.ssm_heads], "f32", -1.0)
            m.t("blk.%d.ssm_d" % i, [1, a.ssm_heads], "f32", 1.0)
            m.t("blk.%d.ssm_norm.weight" % i, [d_inner // a.ssm_groups, a.ssm_groups], "norm")
            m.t("blk.%d.ssm_out.weight" % i, [d_inner, a.n_embd])
        elif c == "*":
            w.qkvo(m, a, i)
        elif c == "-":
            m.t("blk.%d.ffn_up.weight" % i, [a.n_embd, a.n_ff])
            m.t("blk.%d.ffn_down.weight" % i, [a.n_ff, a.n_embd])
        else:
            raise SystemExit("pattern characters: M, *, -")
    a.n_layer = n


def build_olmo2(w, m, a):
    w.common_kv(m, a)
    m.a("feed_forward_length", w.U32(a.n_ff))
    w.attn_kv(m, a)
    if a.swa:
        m.a("attention.sliding_window", w.U32(a.swa))
        flags = [x == "1" for x in a.swa_layers.split(",")]
        if len(flags) != a.n_layer:
            raise SystemExit("--swa-layers needs one entry per layer")
        m.a("attention.sliding_window_pattern", w.Arr(w.T_BOOL, flags))
    w.embed_out(m, a, tied=False)
    hd = a.head_dim
    for i in range(a.n_layer):
        m.t("blk.%d.attn_q.weight" % i, [a.n_embd, a.n_embd])
        m.t("blk.%d.attn_k.weight" % i, [a.n_embd, hd * a.n_head_kv])
        m.t("blk.%d.attn_v.weight" % i, [a.n_embd, hd * a.n_head_kv])
        m.t("blk.%d.attn_output.weight" % i, [a.n_embd, a.n_embd])
        m.t("blk.%d.attn_q_norm.weight" % i, [a.n_embd], "norm")
        m.t("blk.%d.attn_k_norm.weight" % i, [hd * a.n_head_kv], "norm")
        m.t("blk.%d.post_attention_norm.weight" % i, [a.n_embd], "norm")
        w.dense_ffn(m, a, i)
        m.t("blk.%d.post_ffw_norm.weight" % i, [a.n_embd], "norm")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tool", default=os.environ.get("GGUF_WRITER_DIR", os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "../../../shared/tools/llamacpp-measure")),
        help="../shared/tools/llamacpp-measure (default: $GGUF_WRITER_DIR)")
    p.add_argument("--arch", required=True, choices=["nemotron_h", "olmo2"])
    p.add_argument("-o", "--out", required=True)
    p.add_argument("--name")
    p.add_argument("--pattern", default="M-M*-")
    p.add_argument("--n-layer", type=int, default=4)
    p.add_argument("--n-embd", type=int, default=256)
    p.add_argument("--n-head", type=int, default=8)
    p.add_argument("--n-head-kv", type=int, default=2)
    p.add_argument("--head-dim", type=int, default=32)
    p.add_argument("--n-ff", type=int, default=512)
    p.add_argument("--n-vocab", type=int, default=1000)
    p.add_argument("--n-ctx-train", type=int, default=131072)
    p.add_argument("--rope-base", type=float, default=500000.0)
    p.add_argument("--swa", type=int, default=0)
    p.add_argument("--swa-layers", default="")
    p.add_argument("--ssm-heads", type=int, default=8)
    p.add_argument("--ssm-head-dim", type=int, default=32)
    p.add_argument("--ssm-groups", type=int, default=2)
    p.add_argument("--ssm-state", type=int, default=16)
    p.add_argument("--ssm-conv", type=int, default=4)
    p.add_argument("--wtype", default="q8_0")
    a = p.parse_args()
    a.n_rot = None
    a.head_dim_v = None
    if a.arch == "nemotron_h":
        a.n_layer = len(a.pattern)
    w = load_writer(a.tool)
    m = w.Model(a.arch, w.WTYPE_BY_NAME[a.wtype], "random")
    (build_nemotron_h if a.arch == "nemotron_h" else build_olmo2)(w, m, a)
    w.add_tokenizer(m, a.n_vocab)
    size = m.write(a.out)
    # MODEL.gguf.json beside the model, as gguf_writer.py writes it: the resolved configuration (nemotron_h: the
    # layer kinds as attn_layers and the SSM width d_inner = heads x head_dim as ssm_inner), for
    # tests/tools/measure_llamacpp_compute.py
    cfg = {k: v for k, v in vars(a).items() if k not in ("out", "name", "tool", "n_rot", "head_dim_v")}
    if a.arch == "nemotron_h":
        for k in ("swa", "swa_layers"):
            cfg.pop(k, None)
        cfg["ssm_inner"] = a.ssm_heads * a.ssm_head_dim
        cfg["attn_layers"] = ",".join(str(i) for i, c in enumerate(a.pattern) if c == "*")
    cfg["file"] = os.path.abspath(a.out)
    cfg["file_bytes"] = size
    cfg["n_tensors"] = len(m.tensors)
    with open(a.out + ".json", "w") as f:
        json.dump(cfg, f, indent=1)
    print("wrote %s (%d bytes, %d tensors)" % (a.out, size, len(m.tensors)), file=sys.stderr)


if __name__ == "__main__":
    main()
