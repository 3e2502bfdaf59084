#!/usr/bin/env python3
"""A synthetic F16 GGUF of llama.cpp's `deepseek32` (DeepSeek-V3.2) in the converter's types, for the quantizer truth
of kvplanner's per-tensor weight layout (tests/tools/measure_quant_layouts.py --family deepseek32).

The tensor list is tests/tools/dsa_kda_gguf.py's deepseek32() (llama.cpp v0.5.0 src/models/deepseek32.cpp
load_arch_tensors: DeepSeek-V3's MLA and MoE tensors plus the lightning indexer's indexer.k_norm weight and bias,
indexer.proj [n_embd, n_indexer_head], indexer.attn_k [n_embd, indexer_head_size], indexer.attn_q_b [q_lora_rank,
n_indexer_head x indexer_head_size]; trunk only, no NextN block), written with F16 matrices; indexer.proj is F32
as conversion/base.py prepare_tensors keeps MODEL_TENSOR.INDEXER_PROJ ("DSA indexer weights should be F32").

  python3 tests/tools/gguf_deepseek32_layouts.py --n-layer 6 -o /tmp/dsv32.gguf
Writes OUT and OUT.json (the shape and file_bytes, as gguf_writer.py does).
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dsa_kda_gguf  # noqa: E402  (imports gguf_writer from GGUF_WRITER_DIR)

gw = dsa_kda_gguf.gw


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--n-layer", type=int, default=6)
    p.add_argument("--n-embd", type=int, default=256)
    p.add_argument("--n-head", type=int, default=8)
    p.add_argument("--q-lora-rank", type=int, default=256)
    p.add_argument("--kv-lora-rank", type=int, default=128)
    p.add_argument("--qk-rope", type=int, default=32)
    p.add_argument("--qk-nope", type=int, default=64)
    p.add_argument("--v-head-dim", type=int, default=64)
    p.add_argument("--indexer-heads", type=int, default=8)
    p.add_argument("--indexer-dim", type=int, default=64)
    p.add_argument("--n-expert", type=int, default=16)
    p.add_argument("--n-expert-used", type=int, default=4)
    p.add_argument("--n-ff-exp", type=int, default=96)
    p.add_argument("--n-dense-lead", type=int, default=2)
    p.add_argument("--n-ff", type=int, default=512)
    p.add_argument("--n-vocab", type=int, default=512)
    p.add_argument("-o", "--out", required=True)
    a = p.parse_args()
    m = gw.Model("deepseek32", gw.WTYPE_BY_NAME["f16"], "random")
    dsa_kda_gguf.deepseek32(m, n_layer=a.n_layer, n_nextn=1, n_embd=a.n_embd, n_head=a.n_head, q_lora=a.q_lora_rank,
                            kv_lora=a.kv_lora_rank, rope=a.qk_rope, nope=a.qk_nope, v_head=a.v_head_dim,
                            idx_heads=a.indexer_heads, idx_dim=a.indexer_dim, n_expert=a.n_expert,
                            n_used=a.n_expert_used, n_ff_exp=a.n_ff_exp, n_dense=a.n_dense_lead, n_ff=a.n_ff,
                            n_vocab=a.n_vocab)
    m.tensors = [(n, s, gw.GGML_F32, None) if n.endswith("indexer.proj.weight") else (n, s, t, v)
                 for (n, s, t, v) in m.tensors]
    m.write(a.out)
    cfg = {"arch": "deepseek32", "n_layer": a.n_layer, "n_embd": a.n_embd, "n_head": a.n_head,
           "kv_lora_rank": a.kv_lora_rank, "q_lora_rank": a.q_lora_rank, "qk_rope": a.qk_rope, "qk_nope": a.qk_nope,
           "v_head_dim": a.v_head_dim, "indexer_heads": a.indexer_heads, "indexer_dim": a.indexer_dim,
           "n_expert": a.n_expert, "n_expert_used": a.n_expert_used, "n_expert_shared": 1, "n_ff_exp": a.n_ff_exp,
           "n_dense_lead": a.n_dense_lead, "n_ff": a.n_ff, "n_vocab": a.n_vocab, "wtype": "f16",
           "file_bytes": os.path.getsize(a.out)}
    with open(a.out + ".json", "w") as f:
        json.dump(cfg, f, indent=1)


if __name__ == "__main__":
    main()
