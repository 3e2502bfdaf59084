#!/usr/bin/env python3
"""Synthetic F16 GGUF files of llama.cpp's `gemma4` and `gemma3n` with their FULL tensor lists, for the quantizer
truth of kvplanner's per-tensor weight layout (tests/tools/measure_quant_layouts.py, GEMMA_CASES).

Uses ../shared/tools/llamacpp-measure/gguf_writer.py (GGUF_WRITER_DIR) for the file format and the tokenizer, and
writes the keys and tensors llama.cpp v0.5.0 reads (src/models/gemma4.cpp and gemma3n.cpp, load_arch_hparams /
load_arch_tensors; tensor names in src/llama-arch.cpp), in the types conversion/base.py prepare_tensors gives them:
1-D tensors, *_norm.weight, altup_correct_coef / altup_predict_coef and names not ending in ".weight" F32, the
other matrices F16.

gemma4 (conversion/gemma.py Gemma4Model):
  - outside the layers: token_embd [n_embd, n_vocab] (output tied), output_norm, rope_freqs [head_dim_full / 2]
    (generate_extra_tensors; used by the full-attention layers), and with per-layer embeddings
    per_layer_token_embd [n_ple x n_layer, n_vocab], per_layer_model_proj [n_embd, n_ple x n_layer],
    per_layer_proj_norm [n_ple];
  - per layer: attn_norm, attn_q / attn_k / attn_v (no attn_v on full layers with attention_k_eq_v), attn_output,
    attn_q_norm / attn_k_norm [head_dim of the layer], post_attention_norm, layer_output_scale [1] (layer_scalar),
    ffn_norm, ffn_gate / ffn_up / ffn_down (n_ff; twice as wide on the KV-shared layers with use_double_wide_mlp),
    post_ffw_norm; with experts also ffn_gate_inp [n_embd, n_expert] and ffn_gate_inp.scale [n_embd] (router.proj,
    router.scale), pre_ffw_norm_2, post_ffw_norm_1, post_ffw_norm_2, ffn_gate_up_exps [n_embd, 2 n_ff_exp, n_expert]
    (experts.gate_up_proj, fused), ffn_down_exps [n_ff_exp, n_embd, n_expert] and ffn_down_exps.scale [n_expert]
    (router.per_expert_scale); with per-layer embeddings inp_gate [n_embd, n_ple], proj [n_ple, n_embd], post_norm.
gemma3n (Gemma3NModel; n_altup 4, laurel rank 64, n_embd_altup 256 are llama.cpp's fixed hparams):
  - outside: token_embd, output_norm, altup_proj / altup_unembd_proj [n_embd, n_embd, 3], per_layer_token_embd,
    per_layer_model_proj, per_layer_proj_norm;
  - per layer: attn_norm, q/k/v/o, q/k norms, post_attention_norm, ffn_norm, ffn_gate/up/down, post_ffw_norm,
    inp_gate, proj, post_norm, altup_correct_coef [4, 4], altup_correct_scale [n_embd], altup_predict_coef
    [4, 16], altup_router [n_embd, 4], altup_router_norm, laurel_l [n_embd, 64], laurel_r [64, n_embd],
    laurel_post_norm.

  python3 tests/tools/gguf_gemma_layouts.py gemma4 --n-layer 10 --period 5 --n-ple 64 --kv-shared 4 \
      --double-wide -o /tmp/g4.gguf
Writes OUT and OUT.json (the resolved configuration and file_bytes, as gguf_writer.py does).
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.environ.get("GGUF_WRITER_DIR",
                                  os.path.join(os.path.dirname(__file__), "../../../shared/tools/llamacpp-measure")))
import gguf_writer as gw  # noqa: E402

U32, F32, Arr = gw.U32, gw.F32, gw.Arr
N_ALTUP, LAUREL_RANK = 4, 64


def gemma4(m, a):
    n = a.n_layer
    swa = [(i % a.period) < a.period - 1 for i in range(n)]
    shared_from = n - a.kv_shared
    n_ff = [a.n_ff * (2 if a.double_wide and i >= shared_from else 1) for i in range(n)]
    m.a("feed_forward_length", Arr(gw.T_INT32, n_ff) if a.double_wide else U32(a.n_ff))
    m.a("attention.head_count", U32(a.n_head))
    m.a("attention.head_count_kv", Arr(gw.T_INT32, [a.n_head_kv if w else a.n_head_kv_full for w in swa]))
    m.a("attention.key_length", U32(a.head_dim_full))
    m.a("attention.value_length", U32(a.head_dim_full))
    m.a("attention.key_length_swa", U32(a.head_dim))
    m.a("attention.value_length_swa", U32(a.head_dim))
    m.a("rope.dimension_count", U32(a.head_dim_full))
    m.a("rope.dimension_count_swa", U32(a.head_dim))
    m.a("rope.freq_base_swa", F32(10000.0))
    m.a("attention.sliding_window", U32(512))
    m.a("attention.sliding_window_pattern", Arr(gw.T_BOOL, swa))
    m.a("attention.shared_kv_layers", U32(a.kv_shared))
    m.a("embedding_length_per_layer_input", U32(a.n_ple))
    m.a("final_logit_softcapping", F32(30.0))
    if a.n_expert:
        m.a("expert_count", U32(a.n_expert))
        m.a("expert_used_count", U32(a.n_expert_used))
        m.a("expert_feed_forward_length", U32(a.n_ff_exp))
    e = a.n_embd
    m.t("token_embd.weight", [e, a.n_vocab])
    m.t("output_norm.weight", [e], "norm")
    if False in swa:
        m.t("rope_freqs.weight", [a.head_dim_full // 2], "norm")
    if a.n_ple:
        m.t("per_layer_token_embd.weight", [a.n_ple * n, a.n_vocab])
        m.t("per_layer_model_proj.weight", [e, a.n_ple * n])
        m.t("per_layer_proj_norm.weight", [a.n_ple], "norm")
    for i in range(n):
        hd = a.head_dim if swa[i] else a.head_dim_full
        hkv = a.n_head_kv if swa[i] else a.n_head_kv_full
        b = "blk.%d." % i
        m.t(b + "attn_norm.weight", [e], "norm")
        m.t(b + "attn_q.weight", [e, hd * a.n_head])
        m.t(b + "attn_k.weight", [e, hd * hkv])
        if swa[i] or not a.k_eq_v:
            m.t(b + "attn_v.weight", [e, hd * hkv])
        m.t(b + "attn_output.weight", [hd * a.n_head, e])
        m.t(b + "attn_q_norm.weight", [hd], "norm")
        m.t(b + "attn_k_norm.weight", [hd], "norm")
        m.t(b + "post_attention_norm.weight", [e], "norm")
        m.t(b + "layer_output_scale.weight", [1], "norm")
        m.t(b + "ffn_norm.weight", [e], "norm")
        m.t(b + "ffn_gate.weight", [e, n_ff[i]])
        m.t(b + "ffn_up.weight", [e, n_ff[i]])
        m.t(b + "ffn_down.weight", [n_ff[i], e])
        m.t(b + "post_ffw_norm.weight", [e], "norm")
        if a.n_expert:
            m.t(b + "ffn_gate_inp.weight", [e, a.n_expert], "f32")
            m.t(b + "ffn_gate_inp.scale", [e], "norm")
            m.t(b + "pre_ffw_norm_2.weight", [e], "norm")
            m.t(b + "post_ffw_norm_1.weight", [e], "norm")
            m.t(b + "post_ffw_norm_2.weight", [e], "norm")
            m.t(b + "ffn_gate_up_exps.weight", [e, 2 * a.n_ff_exp, a.n_expert])
            m.t(b + "ffn_down_exps.weight", [a.n_ff_exp, e, a.n_expert])
            m.t(b + "ffn_down_exps.scale", [a.n_expert], "norm")
        if a.n_ple:
            m.t(b + "inp_gate.weight", [e, a.n_ple])
            m.t(b + "proj.weight", [a.n_ple, e])
            m.t(b + "post_norm.weight", [e], "norm")


def gemma3n(m, a):
    n = a.n_layer
    swa = [(i % a.period) < a.period - 1 for i in range(n)]
    m.a("feed_forward_length", U32(a.n_ff))
    m.a("attention.head_count", U32(a.n_head))
    m.a("attention.head_count_kv", U32(a.n_head_kv))
    m.a("attention.key_length", U32(a.head_dim))
    m.a("attention.value_length", U32(a.head_dim))
    m.a("rope.dimension_count", U32(a.head_dim))
    m.a("rope.freq_base_swa", F32(10000.0))
    m.a("attention.sliding_window", U32(512))
    m.a("attention.sliding_window_pattern", Arr(gw.T_BOOL, swa))
    m.a("attention.shared_kv_layers", U32(a.kv_shared))
    m.a("altup.active_idx", U32(0))
    m.a("altup.num_inputs", U32(N_ALTUP))
    m.a("embedding_length_per_layer_input", U32(a.n_ple))
    m.a("final_logit_softcapping", F32(30.0))
    e, ple = a.n_embd, a.n_ple
    m.t("token_embd.weight", [e, a.n_vocab])
    m.t("output_norm.weight", [e], "norm")
    m.t("altup_proj.weight", [e, e, N_ALTUP - 1])
    m.t("altup_unembd_proj.weight", [e, e, N_ALTUP - 1])
    m.t("per_layer_token_embd.weight", [ple * n, a.n_vocab])
    m.t("per_layer_model_proj.weight", [e, ple * n])
    m.t("per_layer_proj_norm.weight", [ple], "norm")
    hd, hkv = a.head_dim, a.n_head_kv
    for i in range(n):
        b = "blk.%d." % i
        m.t(b + "attn_norm.weight", [e], "norm")
        m.t(b + "attn_q.weight", [e, hd * a.n_head])
        m.t(b + "attn_k.weight", [e, hd * hkv])
        m.t(b + "attn_v.weight", [e, hd * hkv])
        m.t(b + "attn_output.weight", [hd * a.n_head, e])
        m.t(b + "attn_q_norm.weight", [hd], "norm")
        m.t(b + "attn_k_norm.weight", [hd], "norm")
        m.t(b + "post_attention_norm.weight", [e], "norm")
        m.t(b + "ffn_norm.weight", [e], "norm")
        m.t(b + "ffn_gate.weight", [e, a.n_ff])
        m.t(b + "ffn_up.weight", [e, a.n_ff])
        m.t(b + "ffn_down.weight", [a.n_ff, e])
        m.t(b + "post_ffw_norm.weight", [e], "norm")
        m.t(b + "inp_gate.weight", [e, ple])
        m.t(b + "proj.weight", [ple, e])
        m.t(b + "post_norm.weight", [e], "norm")
        m.t(b + "altup_correct_coef.weight", [N_ALTUP, N_ALTUP], "f32", 0.0)
        m.t(b + "altup_correct_scale.weight", [e], "norm")
        m.t(b + "altup_predict_coef.weight", [N_ALTUP, N_ALTUP * N_ALTUP], "f32", 0.0)
        m.t(b + "altup_router.weight", [e, N_ALTUP])
        m.t(b + "altup_router_norm.weight", [e], "norm")
        m.t(b + "laurel_l.weight", [e, LAUREL_RANK])
        m.t(b + "laurel_r.weight", [LAUREL_RANK, e])
        m.t(b + "laurel_post_norm.weight", [e], "norm")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("arch", choices=["gemma4", "gemma3n"])
    p.add_argument("--n-layer", type=int, default=10)
    p.add_argument("--period", type=int, default=5, help="sliding layers per full one, plus one")
    p.add_argument("--n-embd", type=int, default=256)
    p.add_argument("--n-head", type=int, default=4)
    p.add_argument("--n-head-kv", type=int, default=1, help="sliding layers (gemma3n: all)")
    p.add_argument("--n-head-kv-full", type=int, default=1)
    p.add_argument("--head-dim", type=int, default=64, help="sliding layers (gemma3n: all)")
    p.add_argument("--head-dim-full", type=int, default=128)
    p.add_argument("--n-ff", type=int, default=512)
    p.add_argument("--double-wide", action="store_true", help="gemma4 use_double_wide_mlp on the KV-shared layers")
    p.add_argument("--k-eq-v", action="store_true", help="gemma4 attention_k_eq_v: no attn_v on full layers")
    p.add_argument("--kv-shared", type=int, default=0)
    p.add_argument("--n-ple", type=int, default=0, help="per-layer embedding width (gemma3n: 256 if 0)")
    p.add_argument("--n-expert", type=int, default=0)
    p.add_argument("--n-expert-used", type=int, default=2)
    p.add_argument("--n-ff-exp", type=int, default=0)
    p.add_argument("--n-vocab", type=int, default=512)
    p.add_argument("-o", "--out", required=True)
    a = p.parse_args()
    if a.arch == "gemma3n" and a.n_ple == 0:
        a.n_ple = 256  # llama.cpp's hparams.n_embd_altup
    m = gw.Model(a.arch, gw.WTYPE_BY_NAME["f16"], "random")
    gw.common_kv(m, argparse.Namespace(n_vocab=a.n_vocab, n_ctx_train=32768, n_embd=a.n_embd, n_layer=a.n_layer,
                                       rope_base=1000000.0, name="synthetic-" + a.arch))
    (gemma4 if a.arch == "gemma4" else gemma3n)(m, a)
    gw.add_tokenizer(m, a.n_vocab)
    m.write(a.out)
    cfg = {k: v for k, v in vars(a).items() if k != "out"}
    cfg["wtype"] = "f16"
    cfg["file_bytes"] = os.path.getsize(a.out)
    with open(a.out + ".json", "w") as f:
        json.dump(cfg, f, indent=1)


if __name__ == "__main__":
    main()
