#pragma once
// A model folder as Hugging Face and mlx-community publish it: config.json for the shape, and the weights in
// model.safetensors or model-0000k-of-0000N.safetensors (listed by model.safetensors.index.json's weight_map).
// Only the safetensors headers are read (never the tensor data): the weights are exactly the bytes the headers
// give, per tensor, per class and per layer. An MLX folder's config.json carries a "quantization" block
// ({"group_size": 64, "bits": 4}, plus per-layer overrides); its quantised Linear layers are three tensors,
// .weight (U32, bits/32 of a value per element) + .scales + .biases (one each per group), all counted in the
// layer's class.
//   a 4-bit group-64 q_proj [4096, 4096]: weight U32 [4096, 512] = 4096 x 4096 / 8 = 8388608 bytes,
//   scales and biases BF16 [4096, 64] = 524288 bytes each: 9437184 bytes, attention.
//
//   kv::ImportResult r = kv::importSafetensorsFolder("Llama-3.1-8B-Instruct-4bit");
//   r.format == "safetensors"; r.model.origin == ModelSource::Safetensors; r.model.mlxQuant.bits == 4
//
// Errors throw InputError: "file-unreadable" (no config.json; a file the index names is missing or is not a
// plain file name in the folder), "safetensors-invalid" (a header, see safetensors.h; a tensor the index names
// missing from its file: reason kMissing; a tensor in two files: kDuplicateKey), "model-field-invalid" (a
// quantization block without whole bits / group_size), and the config reader's own codes.
// Assumptions: "weights-from-headers" {bytes, files}; "index-size-differs" {index total_size, header bytes}.

#include "importresult.h"

#include <filesystem>
#include <string_view>

namespace kv {

// The class of a tensor by its Hugging Face / MLX name: embed_tokens -> Embedding, lm_head -> Output, *norm* ->
// Norm, .experts. / .switch_mlp. -> Experts, MoE routers (mlp.gate, *_gate of shared experts) -> Other,
// self_attn / q_proj k_proj v_proj o_proj -> Attention, mlp / gate_proj up_proj down_proj -> Ffn, mamba / mixer /
// linear_attn / conv -> Recurrent; vision towers and the rest -> Other.
TensorClass classifyHfTensor(std::string_view name);

// The repeating layer of a tensor ("model.layers.12.mlp.up_proj.weight" -> 12), -1 outside the layers.
int64_t hfLayerOf(std::string_view name);

// True when the folder holds at least one *.safetensors file.
bool hasSafetensors(const std::filesystem::path& folder);

ImportResult importSafetensorsFolder(const std::filesystem::path& folder);

} // namespace kv
