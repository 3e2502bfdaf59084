#!/usr/bin/env python3
"""Synthetic deepseek2 GGUF files with DeepSeek-V3 / Kimi K2's routing, for the llamacpp-measure probes.

../shared/tools/llamacpp-measure/gguf_writer.py (imported from GGUF_WRITER_DIR) writes deepseek2 with DeepSeek-V2's
router: softmax gating, expert_weights_scale 1, no weight normalisation, no selection bias. DeepSeek-V3 and Kimi K2
route with a sigmoid, a per-expert selection bias (blk.N.exp_probs_b.bias, e_score_correction_bias), normalised
top-k weights and a scale (routed_scaling_factor 2.5 / 2.827), and DeepSeek-V3 picks experts within the best
groups (n_group 8, topk_group 4). This takes every gguf_writer.py flag plus:

  --gating softmax|sigmoid   deepseek2.expert_gating_func (1 or 2)            [softmax]
  --weights-norm             deepseek2.expert_weights_norm = true              [false]
  --weights-scale X          deepseek2.expert_weights_scale                    [1.0]
  --probs-bias               blk.N.exp_probs_b.bias (n_expert f32) in every MoE layer
  --expert-groups G --group-used U   deepseek2.expert_group_count / expert_group_used_count
  --q-lora-zero-key          write attention.q_lora_rank = 0 (with --q-lora-rank 0): DeepSeek-V2-Lite's graph (one
                             attn_q, no q_lora) at any layer count; llama.cpp reads the key unless n_layer is 26 or 27

  python3 tests/tools/deepseek2_gguf.py --arch deepseek2 --n-layer 3 ... --gating sigmoid --weights-norm \
      --weights-scale 2.5 --probs-bias -o MODEL.gguf
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
    ex.add_argument("--gating", choices=("softmax", "sigmoid"), default="softmax")
    ex.add_argument("--weights-norm", action="store_true")
    ex.add_argument("--weights-scale", type=float, default=1.0)
    ex.add_argument("--probs-bias", action="store_true")
    ex.add_argument("--expert-groups", type=int, default=0)
    ex.add_argument("--group-used", type=int, default=0)
    ex.add_argument("--q-lora-zero-key", action="store_true")
    extra, rest = ex.parse_known_args()
    a = gw.parse_args(rest)
    if a.arch != "deepseek2":
        sys.exit("deepseek2_gguf.py writes deepseek2 only")
    m = gw.Model(a.arch, gw.WTYPE_BY_NAME[a.wtype], a.fill)
    gw.BUILDERS[a.arch](m, a)
    m.a("expert_gating_func", gw.U32(2 if extra.gating == "sigmoid" else 1))
    m.a("expert_weights_scale", gw.F32(extra.weights_scale))
    if extra.q_lora_zero_key:
        m.a("attention.q_lora_rank", gw.U32(0))
    if extra.weights_norm:
        m.a("expert_weights_norm", True)
    if extra.expert_groups:
        m.a("expert_group_count", gw.U32(extra.expert_groups))
        m.a("expert_group_used_count", gw.U32(extra.group_used))
    if extra.probs_bias:
        for i in range(a.n_dense_lead, a.n_layer):
            m.t("blk.%d.exp_probs_b.bias" % i, [a.n_expert], "f32", 0.0)
    gw.add_tokenizer(m, a.n_vocab)
    size = m.write(a.out)
    cfg = {k: v for k, v in vars(a).items() if k not in ("out", "print_config", "list_presets")}
    cfg.update({"gating": extra.gating, "weights_norm": extra.weights_norm, "weights_scale": extra.weights_scale,
                "probs_bias": extra.probs_bias, "expert_groups": extra.expert_groups,
                "group_used": extra.group_used, "q_lora_zero_key": extra.q_lora_zero_key})
    cfg["file"] = os.path.abspath(a.out)
    cfg["file_bytes"] = size
    cfg["n_tensors"] = len(m.tensors)
    with open(a.out + ".json", "w") as f:
        json.dump(cfg, f, indent=1)
    print("wrote %s (%.1f MiB, %d tensors)" % (a.out, size / 2**20, len(m.tensors)), file=sys.stderr)


if __name__ == "__main__":
    main()
