#!/usr/bin/env python3
"""Synthetic GGUF files for more llama-like decoders, for the llamacpp-measure probes.

../shared/tools/llamacpp-measure/gguf_writer.py (imported from GGUF_WRITER_DIR, not copied) writes llama, qwen3,
gemma and a few others. This adds the decoders whose llama.cpp v0.5.0 graphs differ from llama's in small ways, with
the tensor names and keys their loaders read (src/models/<arch>.cpp, load_arch_hparams / load_arch_tensors):

  qwen2     llama with q/k/v biases (blk.N.attn_{q,k,v}.bias; create_tensor_qkv in src/llama-model.cpp)
  mistral3  llama; --attn-temp-scale B writes attention.temperature_scale (Ministral 3 / Devstral Small 2:
            conversion/mistral3.py writes llama_4_scaling_beta there), which adds the inp_attn_scale input
  smollm3   llama without RoPE in every 4th layer (n_no_rope_layer_step = 4, fixed in the loader)
  seed_oss  llama with q/k/v biases and blk.N.post_attention_norm in place of ffn_norm
  olmo2     no pre-norms: Q/K RMS norms over the whole projection, post-attention and post-FFN norms, untied output;
            --swa N --swa-pattern P writes attention.sliding_window and the per-layer sliding_window_pattern array
            (OLMo 3: layer l slides when l mod P < P - 1, as conversion/olmo.py writes it from layer_types)
  phi3      fused blk.N.attn_qkv.weight (n_embd -> n_embd + 2 x KV width), ffn_up of 2 x n_ff (SwiGLU halves) and
            ffn_down; --swa N writes attention.sliding_window, which llama.cpp ignores for phi3 (Phi-3.5-mini's
            2047; load_arch_hparams turns it off)
  glm4moe   GLM-4.5 / 4.6 / 4.7: q/k/v biases, post_attention_norm, --n-dense-lead dense layers of n_ff, then routed
            experts (--n-expert, --n-expert-used, --n-ff-exp; a sigmoid router with blk.N.exp_probs_b.bias, normalised
            weights, --weights-scale) plus --n-expert-shared shared experts of n_ff_exp; --qk-norm adds the per-head
            attn_q_norm / attn_k_norm (GLM-4.7); --n-rot for the partial RoPE; --nextn N appends N NextN (MTP)
            blocks after the --n-layer trunk as the converter writes them (block_count = trunk + N,
            nextn_predict_layers N; each a whole MoE layer plus nextn.eh_proj / enorm / hnorm / shared_head_norm,
            and --nextn-heads adds its own nextn.embed_tokens and nextn.shared_head_head)
  llama4    Llama 4 Scout / Maverick: no sliding_window key, so llama.cpp chunks 3 of every 4 layers by 8192 tokens
            (the 4th: global, NoPE) and scales Q by the attention temperature; every --moe-step-th layer routes
            (--n-expert, --n-expert-used, --n-ff-exp; sigmoid, weights applied before the experts) beside one shared
            expert of n_ff_exp, the other layers have a dense FFN of n_ff (interleave_moe_layer_step)

It takes gguf_writer.py's flags (--arch is one of the above) plus --attn-temp-scale and --orig-ctx.

  python3 tests/tools/gguf_decoders.py --arch smollm3 --n-layer 4 --n-embd 256 --n-head 8 --n-head-kv 2 \
      --head-dim 32 --n-ff 768 --n-vocab 1000 -o MODEL.gguf
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.environ.get("GGUF_WRITER_DIR", os.path.join(os.path.dirname(__file__),
                                                                  "../../../shared/tools/llamacpp-measure")))
import gguf_writer as gw  # noqa: E402

ARCHS = ("qwen2", "mistral3", "smollm3", "seed_oss", "olmo2", "phi3", "glm4moe", "llama4")


def qkv_bias(m, a, i):
    m.t("blk.%d.attn_q.bias" % i, [a.head_dim * a.n_head], "f32", 0.0)
    m.t("blk.%d.attn_k.bias" % i, [a.head_dim * a.n_head_kv], "f32", 0.0)
    m.t("blk.%d.attn_v.bias" % i, [a.head_dim * a.n_head_kv], "f32", 0.0)


def build_llamalike(m, a, extra):
    gw.common_kv(m, a)
    m.a("feed_forward_length", gw.U32(a.n_ff))
    gw.attn_kv(m, a)
    if a.arch == "mistral3" and extra.attn_temp_scale:
        m.a("attention.temperature_scale", gw.F32(extra.attn_temp_scale))
        m.a("rope.scaling.original_context_length", gw.U32(extra.orig_ctx))
    gw.embed_out(m, a, tied=True)
    for i in range(a.n_layer):
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        gw.qkvo(m, a, i)
        if a.arch in ("qwen2", "seed_oss"):
            qkv_bias(m, a, i)
        if a.arch == "seed_oss":
            m.t("blk.%d.post_attention_norm.weight" % i, [a.n_embd], "norm")
        else:
            m.t("blk.%d.ffn_norm.weight" % i, [a.n_embd], "norm")
        gw.dense_ffn(m, a, i)


def build_olmo2(m, a):
    if a.n_head * a.head_dim != a.n_embd:
        sys.exit("olmo2: llama.cpp sizes Q as n_embd, so n_head x head_dim must equal n_embd")
    gw.common_kv(m, a)
    m.a("feed_forward_length", gw.U32(a.n_ff))
    gw.attn_kv(m, a)
    if a.swa:
        p = a.swa_pattern or 4
        m.a("attention.sliding_window", gw.U32(a.swa))
        m.a("attention.sliding_window_pattern", gw.Arr(gw.T_BOOL, [i % p < p - 1 for i in range(a.n_layer)]))
    gw.embed_out(m, a, tied=False)
    kv = a.head_dim * a.n_head_kv
    for i in range(a.n_layer):
        m.t("blk.%d.attn_q.weight" % i, [a.n_embd, a.n_embd])
        m.t("blk.%d.attn_k.weight" % i, [a.n_embd, kv])
        m.t("blk.%d.attn_v.weight" % i, [a.n_embd, kv])
        m.t("blk.%d.attn_output.weight" % i, [a.n_embd, a.n_embd])
        m.t("blk.%d.attn_q_norm.weight" % i, [a.n_embd], "norm")
        m.t("blk.%d.attn_k_norm.weight" % i, [kv], "norm")
        m.t("blk.%d.post_attention_norm.weight" % i, [a.n_embd], "norm")
        gw.dense_ffn(m, a, i)
        m.t("blk.%d.post_ffw_norm.weight" % i, [a.n_embd], "norm")


def build_phi3(m, a):
    if a.n_head * a.head_dim != a.n_embd:
        sys.exit("phi3: llama.cpp sizes Q as n_embd, so n_head x head_dim must equal n_embd")
    # A general.name containing "phi3" makes llama-vocab.cpp look up <|endoftext|>, which the filler vocabulary lacks.
    a.name = a.name or "synthetic-fused-qkv"
    gw.common_kv(m, a)
    m.a("feed_forward_length", gw.U32(a.n_ff))
    gw.attn_kv(m, a)
    if a.swa:
        m.a("attention.sliding_window", gw.U32(a.swa))
    gw.embed_out(m, a, tied=True)
    kv = a.head_dim * a.n_head_kv
    for i in range(a.n_layer):
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        m.t("blk.%d.attn_qkv.weight" % i, [a.n_embd, a.n_embd + 2 * kv])
        m.t("blk.%d.attn_output.weight" % i, [a.n_embd, a.n_embd])
        m.t("blk.%d.ffn_norm.weight" % i, [a.n_embd], "norm")
        m.t("blk.%d.ffn_up.weight" % i, [a.n_embd, 2 * a.n_ff])
        m.t("blk.%d.ffn_down.weight" % i, [a.n_ff, a.n_embd])


def build_glm4moe(m, a, extra):
    trunk = a.n_layer
    a.n_layer = trunk + extra.nextn  # block_count
    gw.common_kv(m, a)
    if extra.nextn:
        m.a("nextn_predict_layers", gw.U32(extra.nextn))
    m.a("feed_forward_length", gw.U32(a.n_ff))
    gw.attn_kv(m, a)
    m.a("expert_count", gw.U32(a.n_expert))
    m.a("expert_used_count", gw.U32(a.n_expert_used))
    m.a("expert_feed_forward_length", gw.U32(a.n_ff_exp))
    m.a("expert_shared_count", gw.U32(a.n_expert_shared))
    m.a("leading_dense_block_count", gw.U32(a.n_dense_lead))
    m.a("expert_gating_func", gw.U32(2))  # sigmoid
    m.a("expert_weights_norm", True)
    m.a("expert_weights_scale", gw.F32(extra.weights_scale))
    gw.embed_out(m, a, tied=False)
    E, F, S = a.n_expert, a.n_ff_exp, a.n_ff_exp * a.n_expert_shared
    for i in range(a.n_layer):
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        gw.qkvo(m, a, i, q_norm=extra.qk_norm)
        qkv_bias(m, a, i)
        m.t("blk.%d.post_attention_norm.weight" % i, [a.n_embd], "norm")
        if i >= trunk:
            m.t("blk.%d.nextn.eh_proj.weight" % i, [2 * a.n_embd, a.n_embd])
            m.t("blk.%d.nextn.enorm.weight" % i, [a.n_embd], "norm")
            m.t("blk.%d.nextn.hnorm.weight" % i, [a.n_embd], "norm")
            m.t("blk.%d.nextn.shared_head_norm.weight" % i, [a.n_embd], "norm")
            if extra.nextn_heads:
                m.t("blk.%d.nextn.embed_tokens.weight" % i, [a.n_embd, a.n_vocab])
                m.t("blk.%d.nextn.shared_head_head.weight" % i, [a.n_embd, a.n_vocab])
        if i < a.n_dense_lead:
            gw.dense_ffn(m, a, i)
            continue
        m.t("blk.%d.ffn_gate_inp.weight" % i, [a.n_embd, E], "f32")
        m.t("blk.%d.exp_probs_b.bias" % i, [E], "f32", 0.0)
        m.t("blk.%d.ffn_gate_exps.weight" % i, [a.n_embd, F, E])
        m.t("blk.%d.ffn_up_exps.weight" % i, [a.n_embd, F, E])
        m.t("blk.%d.ffn_down_exps.weight" % i, [F, a.n_embd, E])
        if S:
            m.t("blk.%d.ffn_gate_shexp.weight" % i, [a.n_embd, S])
            m.t("blk.%d.ffn_up_shexp.weight" % i, [a.n_embd, S])
            m.t("blk.%d.ffn_down_shexp.weight" % i, [S, a.n_embd])


def build_llama4(m, a, extra):
    gw.common_kv(m, a)
    m.a("feed_forward_length", gw.U32(a.n_ff))
    gw.attn_kv(m, a)
    m.a("expert_count", gw.U32(a.n_expert))
    m.a("expert_used_count", gw.U32(a.n_expert_used))
    m.a("expert_feed_forward_length", gw.U32(a.n_ff_exp))
    m.a("interleave_moe_layer_step", gw.U32(extra.moe_step))
    gw.embed_out(m, a, tied=False)
    E, F = a.n_expert, a.n_ff_exp
    for i in range(a.n_layer):
        m.t("blk.%d.attn_norm.weight" % i, [a.n_embd], "norm")
        gw.qkvo(m, a, i)
        m.t("blk.%d.ffn_norm.weight" % i, [a.n_embd], "norm")
        if (i + 1) % extra.moe_step != 0:
            gw.dense_ffn(m, a, i)
            continue
        m.t("blk.%d.ffn_gate_inp.weight" % i, [a.n_embd, E], "f32")
        m.t("blk.%d.ffn_gate_exps.weight" % i, [a.n_embd, F, E])
        m.t("blk.%d.ffn_up_exps.weight" % i, [a.n_embd, F, E])
        m.t("blk.%d.ffn_down_exps.weight" % i, [F, a.n_embd, E])
        m.t("blk.%d.ffn_gate_shexp.weight" % i, [a.n_embd, F])
        m.t("blk.%d.ffn_up_shexp.weight" % i, [a.n_embd, F])
        m.t("blk.%d.ffn_down_shexp.weight" % i, [F, a.n_embd])


def main():
    ex = argparse.ArgumentParser(add_help=False)
    ex.add_argument("--arch", choices=ARCHS, required=True)
    ex.add_argument("--attn-temp-scale", type=float, default=0.0)
    ex.add_argument("--orig-ctx", type=int, default=8192)
    ex.add_argument("--qk-norm", action="store_true")
    ex.add_argument("--weights-scale", type=float, default=1.0)
    ex.add_argument("--moe-step", type=int, default=1)
    ex.add_argument("--nextn", type=int, default=0)
    ex.add_argument("--nextn-heads", action="store_true")
    extra, rest = ex.parse_known_args()
    a = gw.parse_args(rest + ["--arch", "llama"])  # gguf_writer.py knows only its own archs: parse as llama
    a.arch = extra.arch
    m = gw.Model(a.arch, gw.WTYPE_BY_NAME[a.wtype], a.fill)
    if a.arch == "olmo2":
        build_olmo2(m, a)
    elif a.arch == "phi3":
        build_phi3(m, a)
    elif a.arch == "glm4moe":
        build_glm4moe(m, a, extra)
    elif a.arch == "llama4":
        build_llama4(m, a, extra)
    else:
        build_llamalike(m, a, extra)
    gw.add_tokenizer(m, a.n_vocab)
    size = m.write(a.out)
    cfg = {k: v for k, v in vars(a).items() if k not in ("out", "print_config", "list_presets")}
    cfg.update({"attn_temp_scale": extra.attn_temp_scale, "orig_ctx": extra.orig_ctx, "qk_norm": extra.qk_norm,
                "weights_scale": extra.weights_scale, "moe_step": extra.moe_step, "nextn": extra.nextn,
                "nextn_heads": extra.nextn_heads})
    cfg["file"] = os.path.abspath(a.out)
    cfg["file_bytes"] = size
    cfg["n_tensors"] = len(m.tensors)
    with open(a.out + ".json", "w") as f:
        json.dump(cfg, f, indent=1)
    print("wrote %s (%.1f MiB, %d tensors)" % (a.out, size / 2**20, len(m.tensors)), file=sys.stderr)


if __name__ == "__main__":
    main()
