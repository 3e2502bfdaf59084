#!/usr/bin/env python3
"""Synthetic GGUF files of llama.cpp's `deepseek32` (DeepSeek-V3.2: MLA + DSA lightning indexer) and
`kimi-linear` (Kimi Linear: KDA recurrent layers + MLA) architectures, for the llamacpp-measure probes.

It extends ../shared/tools/llamacpp-measure/gguf_writer.py (imported from GGUF_WRITER_DIR) with the two
architectures, writing the keys and tensors llama.cpp v0.5.0 reads (src/models/deepseek32.cpp,
src/models/kimi-linear.cpp; conversion/deepseek.py and conversion/kimi_linear.py). The cache-relevant shapes
are the real models'; hidden size, FFN and experts are shrunk so that the files stay small.

  python3 tests/tools/dsa_kda_gguf.py deepseek32 /tmp/lcm-models/m/dsv32.gguf
  python3 tests/tools/dsa_kda_gguf.py kimi-linear /tmp/lcm-models/m/kimi-linear.gguf
"""
import argparse
import os
import sys

sys.path.insert(0, os.environ.get("GGUF_WRITER_DIR", os.path.join(os.path.dirname(__file__), "../../../shared/tools/llamacpp-measure")))
import gguf_writer as gw  # noqa: E402

U32, F32, Arr = gw.U32, gw.F32, gw.Arr


def deepseek32(m, n_layer=61, n_nextn=1, n_embd=256, n_head=16, q_lora=256, kv_lora=512, rope=64, nope=128,
               v_head=128, idx_heads=64, idx_dim=128, idx_top_k=2048, n_expert=8, n_used=2, n_ff_exp=64,
               n_dense=3, n_ff=512, n_vocab=1024, n_ctx_train=163840):
    """DeepSeek-V3.2 layout: block_count = trunk + NextN layers (the converter appends the MTP block); this file
    is "trunk only" (no blk.61 tensors), which the loader accepts (deepseek32.cpp: trunk_only)."""
    m.add("general.architecture", m.arch)
    m.add("general.type", "model")
    m.add("general.name", "synthetic-deepseek32")
    m.add("general.file_type", U32(gw.FTYPE_BY_WTYPE[m.wtype]))
    m.add("general.quantization_version", U32(2))
    m.add("general.alignment", U32(gw.ALIGNMENT))
    m.a("vocab_size", U32(n_vocab))
    m.a("context_length", U32(n_ctx_train))
    m.a("embedding_length", U32(n_embd))
    m.a("block_count", U32(n_layer + n_nextn))
    m.a("nextn_predict_layers", U32(n_nextn))
    m.a("rope.freq_base", F32(10000.0))
    m.a("attention.layer_norm_rms_epsilon", F32(1e-6))
    m.a("feed_forward_length", U32(n_ff))
    m.a("leading_dense_block_count", U32(n_dense))
    m.a("attention.head_count", U32(n_head))
    m.a("attention.head_count_kv", U32(1))
    m.a("attention.key_length", U32(kv_lora + rope))
    m.a("attention.value_length", U32(kv_lora))
    m.a("attention.key_length_mla", U32(nope + rope))
    m.a("attention.value_length_mla", U32(v_head))
    m.a("attention.kv_lora_rank", U32(kv_lora))
    m.a("attention.q_lora_rank", U32(q_lora))
    m.a("attention.indexer.head_count", U32(idx_heads))
    m.a("attention.indexer.key_length", U32(idx_dim))
    m.a("attention.indexer.top_k", U32(idx_top_k))
    m.a("rope.dimension_count", U32(rope))
    m.a("expert_feed_forward_length", U32(n_ff_exp))
    m.a("expert_count", U32(n_expert))
    m.a("expert_used_count", U32(n_used))
    m.a("expert_shared_count", U32(1))
    m.a("expert_weights_scale", F32(2.5))
    m.a("expert_weights_norm", True)
    m.a("expert_gating_func", U32(2))  # sigmoid
    m.t("token_embd.weight", [n_embd, n_vocab])
    m.t("output_norm.weight", [n_embd], "norm")
    m.t("output.weight", [n_embd, n_vocab])
    for i in range(n_layer):
        m.t("blk.%d.attn_norm.weight" % i, [n_embd], "norm")
        m.t("blk.%d.attn_q_a_norm.weight" % i, [q_lora], "norm")
        m.t("blk.%d.attn_kv_a_norm.weight" % i, [kv_lora], "norm")
        m.t("blk.%d.attn_q_a.weight" % i, [n_embd, q_lora])
        m.t("blk.%d.attn_q_b.weight" % i, [q_lora, n_head * (nope + rope)])
        m.t("blk.%d.attn_kv_a_mqa.weight" % i, [n_embd, kv_lora + rope])
        m.t("blk.%d.attn_k_b.weight" % i, [nope, kv_lora, n_head])
        m.t("blk.%d.attn_v_b.weight" % i, [kv_lora, v_head, n_head])
        m.t("blk.%d.attn_output.weight" % i, [n_head * v_head, n_embd])
        m.t("blk.%d.ffn_norm.weight" % i, [n_embd], "norm")
        m.t("blk.%d.indexer.k_norm.weight" % i, [idx_dim], "norm")
        m.t("blk.%d.indexer.k_norm.bias" % i, [idx_dim], "f32", 0.0)
        m.t("blk.%d.indexer.proj.weight" % i, [n_embd, idx_heads])
        m.t("blk.%d.indexer.attn_k.weight" % i, [n_embd, idx_dim])
        m.t("blk.%d.indexer.attn_q_b.weight" % i, [q_lora, idx_heads * idx_dim])
        if i < n_dense:
            for n, s in (("gate", [n_embd, n_ff]), ("up", [n_embd, n_ff]), ("down", [n_ff, n_embd])):
                m.t("blk.%d.ffn_%s.weight" % (i, n), s)
        else:
            m.t("blk.%d.ffn_gate_inp.weight" % i, [n_embd, n_expert], "f32")
            m.t("blk.%d.exp_probs_b.bias" % i, [n_expert], "f32", 0.0)
            m.t("blk.%d.ffn_gate_exps.weight" % i, [n_embd, n_ff_exp, n_expert])
            m.t("blk.%d.ffn_up_exps.weight" % i, [n_embd, n_ff_exp, n_expert])
            m.t("blk.%d.ffn_down_exps.weight" % i, [n_ff_exp, n_embd, n_expert])
            m.t("blk.%d.ffn_gate_shexp.weight" % i, [n_embd, n_ff_exp])
            m.t("blk.%d.ffn_up_shexp.weight" % i, [n_embd, n_ff_exp])
            m.t("blk.%d.ffn_down_shexp.weight" % i, [n_ff_exp, n_embd])
    gw.add_tokenizer(m, n_vocab)


def kimi_linear(m, n_layer=27, mla_layers=(3, 7, 11, 15, 19, 23, 26), n_embd=256, n_head=32, kv_lora=512, rope=64,
                nope=128, v_head=128, kda_dim=128, d_conv=4, n_expert=8, n_used=2, n_ff_exp=64, n_dense=1, n_ff=512,
                n_vocab=1024, n_ctx_train=1048576):
    """Kimi-Linear-48B-A3B layout: MLA on the 0-based layers of linear_attn_config.full_attn_layers minus one
    (head_count_kv 1 there, 0 on the KDA layers), KDA (32 heads x 128, short conv 4) elsewhere."""
    m.add("general.architecture", m.arch)
    m.add("general.type", "model")
    m.add("general.name", "synthetic-kimi-linear")
    m.add("general.file_type", U32(gw.FTYPE_BY_WTYPE[m.wtype]))
    m.add("general.quantization_version", U32(2))
    m.add("general.alignment", U32(gw.ALIGNMENT))
    m.a("vocab_size", U32(n_vocab))
    m.a("context_length", U32(n_ctx_train))
    m.a("embedding_length", U32(n_embd))
    m.a("block_count", U32(n_layer))
    m.a("rope.freq_base", F32(10000.0))
    m.a("attention.layer_norm_rms_epsilon", F32(1e-5))
    m.a("feed_forward_length", U32(n_ff))
    m.a("leading_dense_block_count", U32(n_dense))
    m.a("attention.head_count", U32(n_head))
    m.a("attention.head_count_kv", Arr(gw.T_UINT32, [1 if i in mla_layers else 0 for i in range(n_layer)]))
    m.a("attention.key_length", U32(kv_lora + rope))
    m.a("attention.value_length", U32(kv_lora))
    m.a("attention.key_length_mla", U32(nope + rope))
    m.a("attention.value_length_mla", U32(v_head))
    m.a("attention.kv_lora_rank", U32(kv_lora))
    m.a("rope.dimension_count", U32(rope))
    m.a("ssm.conv_kernel", U32(d_conv))
    m.a("kda.head_dim", U32(kda_dim))
    m.a("expert_feed_forward_length", U32(n_ff_exp))
    m.a("expert_count", U32(n_expert))
    m.a("expert_used_count", U32(n_used))
    m.a("expert_shared_count", U32(1))
    m.a("expert_weights_scale", F32(2.446))
    m.a("expert_weights_norm", True)
    m.a("expert_gating_func", U32(2))  # sigmoid
    m.t("token_embd.weight", [n_embd, n_vocab])
    m.t("output_norm.weight", [n_embd], "norm")
    m.t("output.weight", [n_embd, n_vocab])
    d_inner = n_head * kda_dim
    for i in range(n_layer):
        m.t("blk.%d.attn_norm.weight" % i, [n_embd], "norm")
        if i in mla_layers:
            m.t("blk.%d.attn_kv_a_norm.weight" % i, [kv_lora], "norm")
            m.t("blk.%d.attn_q.weight" % i, [n_embd, n_head * (nope + rope)])
            m.t("blk.%d.attn_kv_a_mqa.weight" % i, [n_embd, kv_lora + rope])
            m.t("blk.%d.attn_k_b.weight" % i, [nope, kv_lora, n_head])
            m.t("blk.%d.attn_v_b.weight" % i, [kv_lora, v_head, n_head])
            m.t("blk.%d.attn_output.weight" % i, [n_head * v_head, n_embd])
        else:
            for x in "qkv":
                m.t("blk.%d.ssm_conv1d_%s.weight" % (i, x), [d_conv, 1, d_inner], "f32", 0.01)
                m.t("blk.%d.attn_%s.weight" % (i, x), [n_embd, d_inner])
            m.t("blk.%d.ssm_f_a.weight" % i, [n_embd, kda_dim])
            m.t("blk.%d.ssm_f_b.weight" % i, [kda_dim, d_inner])
            m.t("blk.%d.ssm_beta.weight" % i, [n_embd, n_head])
            m.t("blk.%d.ssm_a" % i, [1, n_head], "f32", -1.0)
            m.t("blk.%d.ssm_dt.bias" % i, [d_inner], "f32", 0.0)
            m.t("blk.%d.ssm_g_a.weight" % i, [n_embd, kda_dim])
            m.t("blk.%d.ssm_g_b.weight" % i, [kda_dim, d_inner])
            m.t("blk.%d.ssm_norm.weight" % i, [kda_dim], "norm")
            m.t("blk.%d.attn_output.weight" % i, [d_inner, n_embd])
        m.t("blk.%d.ffn_norm.weight" % i, [n_embd], "norm")
        if i < n_dense:
            for n, s in (("gate", [n_embd, n_ff]), ("up", [n_embd, n_ff]), ("down", [n_ff, n_embd])):
                m.t("blk.%d.ffn_%s.weight" % (i, n), s)
        else:
            m.t("blk.%d.ffn_gate_inp.weight" % i, [n_embd, n_expert], "f32")
            m.t("blk.%d.exp_probs_b.bias" % i, [n_expert], "f32", 0.0)
            m.t("blk.%d.ffn_gate_exps.weight" % i, [n_embd, n_ff_exp, n_expert])
            m.t("blk.%d.ffn_up_exps.weight" % i, [n_embd, n_ff_exp, n_expert])
            m.t("blk.%d.ffn_down_exps.weight" % i, [n_ff_exp, n_embd, n_expert])
            m.t("blk.%d.ffn_gate_shexp.weight" % i, [n_embd, n_ff_exp])
            m.t("blk.%d.ffn_up_shexp.weight" % i, [n_embd, n_ff_exp])
            m.t("blk.%d.ffn_down_shexp.weight" % i, [n_ff_exp, n_embd])
    gw.add_tokenizer(m, n_vocab)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("arch", choices=["deepseek32", "kimi-linear"])
    p.add_argument("out")
    a = p.parse_args()
    m = gw.Model(a.arch, gw.WTYPE_BY_NAME["q8_0"], "random")
    (deepseek32 if a.arch == "deepseek32" else kimi_linear)(m)
    size = m.write(a.out)
    print("wrote %s (%.1f MiB, %d tensors)" % (a.out, size / 2**20, len(m.tensors)), file=sys.stderr)


if __name__ == "__main__":
    main()
