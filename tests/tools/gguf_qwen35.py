#!/usr/bin/env python3
"""Synthetic GGUF files of llama.cpp's Gated DeltaNet hybrids: `qwen35` (Qwen3.5 dense), `qwen35moe` (Qwen3.5 MoE)
and `qwen3next` (Qwen3-Next), for the llamacpp-measure probes (tests/tools/measure_quant_layouts.py).

It extends ../shared/tools/llamacpp-measure/gguf_writer.py (imported from GGUF_WRITER_DIR, not copied) with the
keys and the full tensor list llama.cpp v0.5.0 loads (src/models/qwen35.cpp, qwen35moe.cpp, qwen3next.cpp
load_arch_hparams / load_arch_tensors) under the names the converter writes (conversion/qwen.py Qwen3NextModel,
_LinearAttentionVReorderBase, Qwen3_5TextModel, Qwen3_5MoeTextModel; gguf-py tensor_mapping.py):

  every layer       attn_norm, post_attention_norm [n_embd]
  attention layers  ((il + 1) % full_attention_interval == 0): attn_q [n_embd, 2 x n_head x head_dim] (query and
                    its output gate), attn_k / attn_v [n_embd, n_head_kv x head_dim], attn_output, attn_q_norm /
                    attn_k_norm [head_dim]
  linear attention  attn_qkv [n_embd, 2 key_dim + value_dim], attn_gate [n_embd, value_dim] (qwen3next: from the
                    fused in_proj_qkvz), ssm_conv1d [d_conv, 2 key_dim + value_dim], ssm_dt.bias and ssm_a
                    [n_v_heads], qwen35*: ssm_beta and ssm_alpha [n_embd, n_v_heads], qwen3next: ssm_ba
                    [n_embd, 2 n_v_heads]; ssm_norm [head_v_dim], ssm_out [value_dim, n_embd]
                    (key_dim = ssm.state_size x ssm.group_count, value_dim = ssm.state_size x ssm.time_step_rank)
  FFN               qwen35: ffn_gate/up/down of n_ff; qwen35moe, qwen3next: ffn_gate_inp [n_embd, n_expert],
                    ffn_{gate,up,down}_exps, ffn_gate_inp_shexp [n_embd, 1] (the shared expert's gate,
                    shared_expert_gate [1, hidden] in the checkpoint), ffn_{gate,up,down}_shexp of n_ff_shexp

--arch kimi-linear (Kimi Linear: KDA linear attention + MLA) calls the kimi_linear writer of tests/tools/dsa_kda_gguf.py
(src/models/kimi-linear.cpp; conversion/kimi_linear.py) with these small dimensions (--n-head KDA and MLA heads,
--kda-dim, --kv-lora, --qk-rope, --qk-nope, --v-head-dim, --attn-layers the MLA layers, --n-dense-lead).

--arch minimax-m2 (MiniMax-M2: full attention in every layer, src/models/minimax-m2.cpp; conversion/minimax.py
MiniMaxM2Model): attn_norm, attn_q/k/v/output, attn_q_norm [n_head x head_dim] and attn_k_norm [n_head_kv x
head_dim] over the whole projection, ffn_norm, ffn_gate_inp, exp_probs_b.bias [n_expert] and the routed experts of
--n-ff-exp (expert_feed_forward_length); no shared expert.

No MTP (nextn) block is written: the presets do not count it (the converter appends one unless --no-mtp).

  python3 tests/tools/gguf_qwen35.py --arch qwen35moe --n-layer 8 --n-embd 256 --n-head 4 --n-head-kv 1 \
      --head-dim 64 --n-expert 8 --n-expert-used 2 --n-ff-exp 128 --n-ff-shexp 128 --ssm-state 32 \
      --ssm-groups 4 --ssm-heads 8 --n-vocab 512 --wtype f16 -o /tmp/q35moe.gguf
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.environ.get("GGUF_WRITER_DIR",
                                  os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                               "../../../shared/tools/llamacpp-measure")))
import gguf_writer as gw  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dsa_kda_gguf  # noqa: E402

U32, F32, Arr = gw.U32, gw.F32, gw.Arr


def build(m, a):
    gw.common_kv(m, a)
    moe = a.arch != "qwen35"
    m.a("feed_forward_length", U32(a.n_ff if not moe else 0))
    gw.attn_kv(m, a)
    m.a("rope.dimension_count", U32(a.head_dim // 4))  # partial_rotary_factor 0.25
    if a.arch != "qwen3next":  # required by qwen35*.cpp load_arch_hparams (the converter's default mrope section)
        m.a("rope.dimension_sections", Arr(gw.T_INT32, [11, 11, 10, 0]))
    key_dim = a.ssm_state * a.ssm_groups
    value_dim = a.ssm_state * a.ssm_heads
    conv_dim = 2 * key_dim + value_dim
    m.a("ssm.conv_kernel", U32(a.ssm_conv))
    m.a("ssm.state_size", U32(a.ssm_state))
    m.a("ssm.group_count", U32(a.ssm_groups))
    m.a("ssm.time_step_rank", U32(a.ssm_heads))
    m.a("ssm.inner_size", U32(value_dim))
    m.a("full_attention_interval", U32(a.full_attn_interval))
    if moe:
        m.a("expert_count", U32(a.n_expert))
        m.a("expert_used_count", U32(a.n_expert_used))
        m.a("expert_feed_forward_length", U32(a.n_ff_exp))
        m.a("expert_shared_feed_forward_length", U32(a.n_ff_shexp))
    gw.embed_out(m, a, tied=a.tied)
    e, hd = a.n_embd, a.head_dim
    attn = []
    for i in range(a.n_layer):
        m.t("blk.%d.attn_norm.weight" % i, [e], "norm")
        m.t("blk.%d.post_attention_norm.weight" % i, [e], "norm")
        if (i + 1) % a.full_attn_interval == 0:
            attn.append(i)
            m.t("blk.%d.attn_q.weight" % i, [e, 2 * a.n_head * hd])
            m.t("blk.%d.attn_k.weight" % i, [e, a.n_head_kv * hd])
            m.t("blk.%d.attn_v.weight" % i, [e, a.n_head_kv * hd])
            m.t("blk.%d.attn_output.weight" % i, [a.n_head * hd, e])
            m.t("blk.%d.attn_q_norm.weight" % i, [hd], "norm")
            m.t("blk.%d.attn_k_norm.weight" % i, [hd], "norm")
        else:
            m.t("blk.%d.attn_qkv.weight" % i, [e, conv_dim])
            m.t("blk.%d.attn_gate.weight" % i, [e, value_dim])
            m.t("blk.%d.ssm_conv1d.weight" % i, [a.ssm_conv, conv_dim], "f32", 0.01)
            m.t("blk.%d.ssm_dt.bias" % i, [a.ssm_heads], "f32", 0.0)
            m.t("blk.%d.ssm_a" % i, [a.ssm_heads], "f32", -1.0)
            if a.arch == "qwen3next":
                m.t("blk.%d.ssm_ba.weight" % i, [e, 2 * a.ssm_heads])
            else:
                m.t("blk.%d.ssm_beta.weight" % i, [e, a.ssm_heads])
                m.t("blk.%d.ssm_alpha.weight" % i, [e, a.ssm_heads])
            m.t("blk.%d.ssm_norm.weight" % i, [a.ssm_state], "norm")
            m.t("blk.%d.ssm_out.weight" % i, [value_dim, e])
        if moe:
            gw.moe_ffn(m, a, i)
            m.t("blk.%d.ffn_gate_inp_shexp.weight" % i, [e, 1], "f32", 0.01)
            m.t("blk.%d.ffn_gate_shexp.weight" % i, [e, a.n_ff_shexp])
            m.t("blk.%d.ffn_up_shexp.weight" % i, [e, a.n_ff_shexp])
            m.t("blk.%d.ffn_down_shexp.weight" % i, [a.n_ff_shexp, e])
        else:
            gw.dense_ffn(m, a, i)
    return attn


def build_minimax_m2(m, a):
    gw.common_kv(m, a)
    m.a("feed_forward_length", U32(a.n_ff_exp))  # TextModel writes intermediate_size, the expert width
    gw.attn_kv(m, a)
    m.a("rope.dimension_count", U32(a.head_dim // 2))  # rotary_dim 64 of head_dim 128
    m.a("expert_count", U32(a.n_expert))
    m.a("expert_used_count", U32(a.n_expert_used))
    m.a("expert_feed_forward_length", U32(a.n_ff_exp))
    m.a("expert_gating_func", U32(2))  # sigmoid (scoring_func)
    gw.embed_out(m, a, tied=False)
    for i in range(a.n_layer):
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        gw.qkvo(m, a, i)
        m.t("blk.%d.attn_q_norm.weight" % i, [a.n_head * a.head_dim], "norm")
        m.t("blk.%d.attn_k_norm.weight" % i, [a.n_head_kv * a.head_dim], "norm")
        m.t("blk.%d.ffn_norm.weight" % i, [a.n_embd], "norm")
        gw.moe_ffn(m, a, i)
        m.t("blk.%d.exp_probs_b.bias" % i, [a.n_expert], "f32", 0.0)
    return list(range(a.n_layer))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--arch", required=True, choices=["qwen35", "qwen35moe", "qwen3next", "kimi-linear", "minimax-m2"])
    p.add_argument("-o", "--out", required=True)
    p.add_argument("--name")
    p.add_argument("--n-layer", type=int, default=8)
    p.add_argument("--n-embd", type=int, default=256)
    p.add_argument("--n-head", type=int, default=4)
    p.add_argument("--n-head-kv", type=int, default=1)
    p.add_argument("--head-dim", type=int, default=64)
    p.add_argument("--n-ff", type=int, default=512)
    p.add_argument("--n-expert", type=int, default=0)
    p.add_argument("--n-expert-used", type=int, default=0)
    p.add_argument("--n-ff-exp", type=int, default=0)
    p.add_argument("--n-ff-shexp", type=int, default=0)
    p.add_argument("--ssm-state", type=int, default=32, help="head_k_dim = head_v_dim (linear_key_head_dim)")
    p.add_argument("--ssm-groups", type=int, default=4, help="key heads (linear_num_key_heads)")
    p.add_argument("--ssm-heads", type=int, default=8, help="value heads (linear_num_value_heads)")
    p.add_argument("--ssm-conv", type=int, default=4)
    p.add_argument("--full-attn-interval", type=int, default=4)
    p.add_argument("--kda-dim", type=int, default=128)
    p.add_argument("--kv-lora", type=int, default=512)
    p.add_argument("--qk-rope", type=int, default=64)
    p.add_argument("--qk-nope", type=int, default=128)
    p.add_argument("--v-head-dim", type=int, default=128)
    p.add_argument("--attn-layers", default="3,7", help="kimi-linear: the MLA layers")
    p.add_argument("--n-dense-lead", type=int, default=1)
    p.add_argument("--tied", action="store_true", help="no output.weight (tie_word_embeddings)")
    p.add_argument("--n-vocab", type=int, default=512)
    p.add_argument("--n-ctx-train", type=int, default=262144)
    p.add_argument("--rope-base", type=float, default=10000000.0)
    p.add_argument("--wtype", default="f16")
    p.add_argument("--fill", default="random", choices=["random", "zero"])
    a = p.parse_args()
    a.n_rot = None
    a.head_dim_v = None
    m = gw.Model(a.arch, gw.WTYPE_BY_NAME[a.wtype], a.fill)
    if a.arch == "kimi-linear":
        attn = [int(x) for x in a.attn_layers.split(",")]
        dsa_kda_gguf.kimi_linear(m, n_layer=a.n_layer, mla_layers=tuple(attn), n_embd=a.n_embd, n_head=a.n_head,
                                 kv_lora=a.kv_lora, rope=a.qk_rope, nope=a.qk_nope, v_head=a.v_head_dim,
                                 kda_dim=a.kda_dim, d_conv=a.ssm_conv, n_expert=a.n_expert, n_used=a.n_expert_used,
                                 n_ff_exp=a.n_ff_exp, n_dense=a.n_dense_lead, n_ff=a.n_ff, n_vocab=a.n_vocab)
    else:
        attn = (build_minimax_m2 if a.arch == "minimax-m2" else build)(m, a)
        gw.add_tokenizer(m, a.n_vocab)
    size = m.write(a.out)
    cfg = {k: v for k, v in vars(a).items() if k not in ("out", "name", "n_rot", "head_dim_v", "fill")}
    kimi = ("kda_dim", "kv_lora", "qk_rope", "qk_nope", "v_head_dim", "n_dense_lead")
    if a.arch == "minimax-m2":
        for k in ("ssm_state", "ssm_groups", "ssm_heads", "ssm_conv", "full_attn_interval", "n_ff_shexp", "tied",
                  "n_ff") + kimi:
            cfg.pop(k)
    elif a.arch == "kimi-linear":
        for k in ("ssm_state", "ssm_groups", "ssm_heads", "full_attn_interval", "n_ff_shexp", "tied", "head_dim",
                  "n_head_kv"):
            cfg.pop(k)
    else:
        for k in kimi:
            cfg.pop(k)
    if a.arch == "qwen35":
        for k in ("n_expert", "n_expert_used", "n_ff_exp", "n_ff_shexp"):
            cfg.pop(k)
    elif a.arch == "qwen35moe" or a.arch == "qwen3next":
        cfg.pop("n_ff")
    if a.arch != "minimax-m2":
        cfg["ssm_inner"] = a.kda_dim * a.n_head if a.arch == "kimi-linear" else a.ssm_state * a.ssm_heads
    cfg["attn_layers"] = ",".join(str(i) for i in attn)
    cfg["file"] = os.path.abspath(a.out)
    cfg["file_bytes"] = size
    cfg["n_tensors"] = len(m.tensors)
    with open(a.out + ".json", "w") as f:
        json.dump(cfg, f, indent=1)
    print("wrote %s (%.1f MiB, %d tensors)" % (a.out, size / 2**20, len(m.tensors)), file=sys.stderr)


if __name__ == "__main__":
    main()
