#pragma once
// Opens a model description from a file, whatever its kind: kvplanner's own spec JSON, a Hugging Face
// config.json, or a GGUF file (the last two through their readers). The kind is told by content, not
// by the file name. A folder (or a .safetensors file in one) opens as a model folder (modelimport.h).
// Errors throw InputError naming the file and the problem.
//   kv::ModelSpec m = kv::loadModelFile("Qwen3-32B/config.json");   // m.origin == ModelSource::HfConfig

#include "modelspec.h"

#include <filesystem>

namespace kv {

enum class ModelFileKind : uint8_t { Unknown, Spec, HfConfig, Gguf };

ModelFileKind detectModelFile(const std::filesystem::path& path);
ModelSpec loadModelFile(const std::filesystem::path& path);

} // namespace kv
