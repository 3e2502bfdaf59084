#pragma once
// Opens an outside model file — GGUF (also split) or Hugging Face config.json — and says what was read
// and what was assumed. kvplanner's own spec JSON is accepted too (with no assumptions). A directory
// holding a config.json and *.safetensors is a model folder (safetensorsmodel.h: exact bytes from the headers;
// an mlx-community folder's MLX quantization); one holding only a config.json opens that config; a
// .safetensors file beside a config.json opens its folder.
//   kv::ImportResult r = kv::importModelFile("gemma-3-27b-it-Q4_K_M.gguf");
//   r.format == "gguf"; r.model.weightsBytesExact == 16546688736 (say); r.assumptions: [...]
// Errors throw InputError: "file-unreadable" (missing, unreadable, a directory or a .safetensors file without
// config.json),
// "model-file-unknown", and the readers' own codes (gguf-*, model-field-invalid, model-arch-unknown).

#include "importresult.h"

#include <filesystem>

namespace kv {

ImportResult importModelFile(const std::filesystem::path& path);

} // namespace kv
