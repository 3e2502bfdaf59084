#!/usr/bin/env python3
"""Synthetic Gemma 4 GGUF files for the llamacpp-measure harness (which has no gemma4 builder).

Uses the harness's gguf_writer.py (../shared/tools/llamacpp-measure) for the file format and tokenizer, and
writes the tensors and keys llama.cpp v0.5.0 reads for arch gemma4 (src/models/gemma4.cpp,
load_arch_hparams / load_arch_tensors):
  - attention.sliding_window_pattern: one bool per layer (from layer_types);
  - attention.head_count_kv: one count per layer (num_key_value_heads on sliding layers,
    num_global_key_value_heads on full ones, as conversion/gemma.py writes it);
  - attention.key_length / value_length = global_head_dim, key_length_swa / value_length_swa = head_dim;
  - attention.shared_kv_layers = num_kv_shared_layers (n_layer_kv_from_start = n_layer - shared);
  - embedding_length_per_layer_input = 0 (no per-layer embeddings: they do not change any KV buffer);
  - k_eq_v: the full layers get no attn_v tensor (llama.cpp then uses K as V).
Only the shapes matter; n_embd and n_ff are shrunk so the files stay small.

  python3 tests/tools/gemma4_gguf.py --shape 12b -o /tmp/lcm-models/m/g4-12b.gguf
  python3 tests/tools/gemma4_gguf.py --shape e2b -o /tmp/lcm-models/m/g4-e2b.gguf
"""
import argparse
import os
import sys

HARNESS = os.environ.get("LLAMACPP_MEASURE_TOOLS",
                         os.path.join(os.path.dirname(__file__), "../../../shared/tools/llamacpp-measure"))
sys.path.insert(0, os.path.abspath(HARNESS))
import gguf_writer as gw  # noqa: E402

# Attention shapes of the real models (tests/data/models/reference-configs/Gemma-4-*.json).
SHAPES = {
    # 48 layers, 5 sliding + 1 full; sliding 8 KV heads x 256, full 1 KV head x 512, k_eq_v, no sharing
    "12b": dict(n_layer=48, period=6, n_head=16, kv_swa=8, kv_full=1, hd_swa=256, hd_full=512, swa=1024,
                shared=0, k_eq_v=True),
    # 35 layers, 4 sliding + 1 full; 1 KV head everywhere, 256 / 512; the last 20 layers share KV
    "e2b": dict(n_layer=35, period=5, n_head=8, kv_swa=1, kv_full=1, hd_swa=256, hd_full=512, swa=512,
                shared=20, k_eq_v=False),
}


def build(shape, out, n_embd=256, n_ff=512, n_vocab=1024):
    s = SHAPES[shape]
    m = gw.Model("gemma4", gw.WTYPE_BY_NAME["q8_0"], "random")
    a = argparse.Namespace(n_vocab=n_vocab, n_ctx_train=131072, n_embd=n_embd, n_layer=s["n_layer"],
                           rope_base=1000000.0, name="synthetic-gemma4-" + shape)
    gw.common_kv(m, a)
    n = s["n_layer"]
    swa = [(i % s["period"]) < s["period"] - 1 for i in range(n)]
    m.a("feed_forward_length", gw.U32(n_ff))
    m.a("attention.head_count", gw.U32(s["n_head"]))
    m.a("attention.head_count_kv", gw.Arr(gw.T_INT32, [s["kv_swa"] if w else s["kv_full"] for w in swa]))
    m.a("attention.key_length", gw.U32(s["hd_full"]))
    m.a("attention.value_length", gw.U32(s["hd_full"]))
    m.a("attention.key_length_swa", gw.U32(s["hd_swa"]))
    m.a("attention.value_length_swa", gw.U32(s["hd_swa"]))
    m.a("rope.dimension_count", gw.U32(s["hd_full"]))
    m.a("rope.dimension_count_swa", gw.U32(s["hd_swa"]))
    m.a("rope.freq_base_swa", gw.F32(10000.0))
    m.a("attention.sliding_window", gw.U32(s["swa"]))
    m.a("attention.sliding_window_pattern", gw.Arr(gw.T_BOOL, swa))
    m.a("attention.shared_kv_layers", gw.U32(s["shared"]))
    m.a("embedding_length_per_layer_input", gw.U32(0))
    m.a("final_logit_softcapping", gw.F32(30.0))
    m.t("token_embd.weight", [n_embd, n_vocab])
    m.t("output_norm.weight", [n_embd], "norm")
    rope_done = False
    for i in range(n):
        hd = s["hd_swa"] if swa[i] else s["hd_full"]
        hkv = s["kv_swa"] if swa[i] else s["kv_full"]
        m.t("blk.%d.attn_norm.weight" % i, [n_embd], "norm")
        m.t("blk.%d.attn_q.weight" % i, [n_embd, hd * s["n_head"]])
        m.t("blk.%d.attn_k.weight" % i, [n_embd, hd * hkv])
        if swa[i] or not s["k_eq_v"]:
            m.t("blk.%d.attn_v.weight" % i, [n_embd, hd * hkv])
        m.t("blk.%d.attn_output.weight" % i, [hd * s["n_head"], n_embd])
        m.t("blk.%d.attn_q_norm.weight" % i, [hd], "norm")
        m.t("blk.%d.attn_k_norm.weight" % i, [hd], "norm")
        m.t("blk.%d.post_attention_norm.weight" % i, [n_embd], "norm")
        if not swa[i] and not rope_done:
            m.t("rope_freqs.weight", [hd // 2], "norm")
            rope_done = True
        m.t("blk.%d.ffn_norm.weight" % i, [n_embd], "norm")
        m.t("blk.%d.ffn_gate.weight" % i, [n_embd, n_ff])
        m.t("blk.%d.ffn_up.weight" % i, [n_embd, n_ff])
        m.t("blk.%d.ffn_down.weight" % i, [n_ff, n_embd])
        m.t("blk.%d.post_ffw_norm.weight" % i, [n_embd], "norm")
    gw.add_tokenizer(m, n_vocab)
    m.write(out)


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--shape", choices=sorted(SHAPES), required=True)
    p.add_argument("-o", "--out", required=True)
    a = p.parse_args()
    build(a.shape, a.out)
