#!/usr/bin/env python3
"""Synthetic granitehybrid GGUF files as llama.cpp converts Granite 4.0 H, for the llamacpp-measure probes.

../shared/tools/llamacpp-measure/gguf_writer.py (imported from GGUF_WRITER_DIR) writes granitehybrid with a dense
FFN in every layer and without Granite's keys, so llama.cpp applies RoPE and no scales. llama.cpp's converter
(conversion/granite.py in the v0.5.0 source bundled with node-llama-cpp 3.22.1) writes
granitehybrid.rope.scaling.finetuned = false for every hybrid that is not Bamba, which turns RoPE off
(src/models/granite-hybrid.cpp: rope_pattern from rope_finetuned), and Granite 4.0 H Tiny / Small have routed experts
plus a shared expert in every layer. This takes every gguf_writer.py flag plus:

  --no-rope                  granitehybrid.rope.scaling.finetuned = false (Granite 4.0 H: NoPE attention)
  --n-expert E --n-expert-used K --n-ff-exp F   routed experts of width F in every layer (feed_forward_length = F,
                             as the converter writes it), softmax router, normalised weights
  --n-ff-shexp S             a shared expert of width S (expert_shared_feed_forward_length) beside them
  --residual-scale X --logit-scale X --embedding-scale X --attention-scale X   Granite's multipliers

  python3 tests/tools/granitehybrid_gguf.py --preset granite-h --n-layer 8 --attn-layers 3,7 --no-rope \
      --n-expert 8 --n-expert-used 2 --n-ff-exp 128 --n-ff-shexp 256 -o MODEL.gguf
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.environ.get("GGUF_WRITER_DIR", os.path.join(os.path.dirname(__file__),
                                                                  "../../../shared/tools/llamacpp-measure")))
import gguf_writer as gw  # noqa: E402


def main():
    ex = argparse.ArgumentParser(add_help=False)
    ex.add_argument("--no-rope", action="store_true")
    ex.add_argument("--n-ff-shexp", type=int, default=0)
    for k in ("residual", "logit", "embedding", "attention"):
        ex.add_argument("--%s-scale" % k, type=float, default=0.0)
    extra, rest = ex.parse_known_args()
    a = gw.parse_args(rest)
    if a.arch != "granitehybrid":
        sys.exit("granitehybrid_gguf.py writes granitehybrid only")
    m = gw.Model(a.arch, gw.WTYPE_BY_NAME[a.wtype], a.fill)
    gw.BUILDERS[a.arch](m, a)
    if a.n_expert:
        # the dense FFN's tensors replaced by routed experts (and the shared expert) in every layer
        dense = ("ffn_gate", "ffn_up", "ffn_down")
        m.tensors = [t for t in m.tensors if not (t[0].startswith("blk.") and t[0].split(".")[2] in dense)]
        m.a("feed_forward_length", gw.U32(a.n_ff_exp))
        m.a("expert_count", gw.U32(a.n_expert))
        m.a("expert_used_count", gw.U32(a.n_expert_used))
        for i in range(a.n_layer):
            gw.moe_ffn(m, a, i)
            if extra.n_ff_shexp:
                m.t("blk.%d.ffn_gate_shexp.weight" % i, [a.n_embd, extra.n_ff_shexp])
                m.t("blk.%d.ffn_up_shexp.weight" % i, [a.n_embd, extra.n_ff_shexp])
                m.t("blk.%d.ffn_down_shexp.weight" % i, [extra.n_ff_shexp, a.n_embd])
        if extra.n_ff_shexp:
            m.a("expert_shared_feed_forward_length", gw.U32(extra.n_ff_shexp))
    if extra.no_rope:
        m.a("rope.scaling.finetuned", False)
    for k, key in (("residual", "residual_scale"), ("logit", "logit_scale"), ("embedding", "embedding_scale"),
                   ("attention", "attention.scale")):
        v = getattr(extra, "%s_scale" % k)
        if v:
            m.a(key, gw.F32(v))
    gw.add_tokenizer(m, a.n_vocab)
    size = m.write(a.out)
    cfg = {k: v for k, v in vars(a).items() if k not in ("out", "print_config", "list_presets")}
    cfg.update({"no_rope": extra.no_rope, "n_ff_shexp": extra.n_ff_shexp, "residual_scale": extra.residual_scale,
                "logit_scale": extra.logit_scale, "embedding_scale": extra.embedding_scale,
                "attention_scale": extra.attention_scale})
    cfg["file"] = os.path.abspath(a.out)
    cfg["file_bytes"] = size
    cfg["n_tensors"] = len(m.tensors)
    with open(a.out + ".json", "w") as f:
        json.dump(cfg, f, indent=1)
    print("wrote %s (%.1f MiB, %d tensors)" % (a.out, size / 2**20, len(m.tensors)), file=sys.stderr)


if __name__ == "__main__":
    main()
