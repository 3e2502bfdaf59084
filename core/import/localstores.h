#pragma once
// The metadata of local model stores, parsed from text: Ollama's manifests (manifests/<registry>/
// <namespace>/<model>/<tag>) and params blobs, and the config.json of a Hugging Face snapshot or a folder.
// app/common/localmodels.cpp finds and reads the files; these functions only read text, so they are
// fuzzed (tests/fuzz/fuzz_localstores) and tested on real-shaped samples (tests/import/tst_systemtext).
// None throws.
//
//   parseOllamaManifest(R"({"schemaVersion":2,"layers":[{"mediaType":"application/vnd.ollama.image.model",
//                           "digest":"sha256:6a0746a1..."}]})")  -> {modelBlob "sha256-6a0746a1...", "", ""}

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kv {

struct OllamaManifest
{
    // Blob file names under blobs/ ("sha256-<64 hex>"), "" when the manifest names none (or names
    // one by anything but a sha256 digest, which could point outside blobs/).
    std::string modelBlob;     // the first application/vnd.ollama.image.model layer
    std::string paramsBlob;    // application/vnd.ollama.image.params (the last one)
    std::string projectorBlob; // application/vnd.ollama.image.projector (the last one)
};

// nullopt when the text is not a JSON object with a "layers" array (not a manifest Ollama writes).
std::optional<OllamaManifest> parseOllamaManifest(std::string_view text);

// A params blob's num_ctx, when it is a JSON object whose num_ctx is an unsigned integer.
std::optional<uint64_t> ollamaParamsNumCtx(std::string_view text);

// config.json's model_type: nullopt when the text is not a JSON object with a "model_type" key (some
// other program's config.json); "" when the key holds something other than a string.
std::optional<std::string> configModelType(std::string_view text);

} // namespace kv
