#pragma once
// The models already on this computer: GGUF files (and Hugging Face config.json snapshots) in the
// places people keep them, read header-only, without network.
//
//   LocalScan scan = scanLocalModels({"/data/models"});
//   for (const LocalModel& m : scan.models)  ->  {"qwen3:32b", Ollama, ".../blobs/sha256-…", 19.8 GB, "Q4_K_M",
//   "qwen3"}
//
// Stores: Ollama ($OLLAMA_MODELS, ~/.ollama/models, and the Linux service's
// /usr/share/ollama/.ollama/models): manifests/<registry>/<namespace>/<model>/<tag> name the model
// layer (application/vnd.ollama.image.model), the params layer (num_ctx) and the projector layer as
// sha256 blobs under blobs/sha256-<hex>; names as Ollama shows them ("qwen3:32b"; other namespaces
// and registries keep their prefix, "hf.co/bartowski/Qwen3-8B-GGUF:Q4_K_M"). LM Studio
// (~/.lmstudio/models, ~/.cache/lm-studio/models: <publisher>/<repo>/*.gguf). llama.cpp's download
// cache ($LLAMA_CACHE, ~/.cache/llama.cpp). The Hugging Face hub cache ($HF_HUB_CACHE, $HF_HOME/hub,
// ~/.cache/huggingface/hub: models--<org>--<name>/snapshots/<rev>/). Folders the user adds.
// Split GGUFs are one model (the first part, all parts' bytes); projector (mmproj) files are attached
// to the model beside them, not listed as models.
//
// Every path goes through systemPath() (KVPLANNER_SYSROOT), so tests build fake stores. Nothing
// throws: a broken manifest, a missing blob, an unreadable folder or a symlink loop is a LocalNote
// and the rest of the list still loads.

#include "modelspec.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace kvapp {

enum class LocalSource { Ollama, LmStudio, LlamaCpp, HuggingFace, Folder };

struct LocalModel
{
    QString name; // how the store names it
    LocalSource source = LocalSource::Folder;
    QString path;                   // the GGUF (a split model's first part) or the config.json
    uint64_t bytes = 0;             // on disk, all parts (a config.json snapshot: its safetensors)
    QString fileType;               // "Q4_K_M" (GGUF general.file_type), "" when unknown or a config.json
    QString arch;                   // general.architecture, or config.json's model_type
    uint32_t parts = 1;             // split GGUF parts
    QString projector;              // a vision projector file that belongs to it, or ""
    std::optional<uint64_t> numCtx; // Ollama: the params layer's num_ctx
    bool isConfig() const { return path.endsWith(QLatin1String(".json")); }
};

enum class LocalNoteCode {
    Unreadable,   // a folder or file that cannot be read (path)
    BadManifest,  // an Ollama manifest that is not the JSON Ollama writes (path)
    MissingBlob,  // a manifest whose model blob is not there (path = the manifest)
    NotAModel,    // a .gguf file that is not a readable GGUF (path)
    MissingParts, // a split GGUF with parts missing (path)
    Loop,         // a folder reached twice through symlinks, skipped (path)
};

struct LocalNote
{
    LocalNoteCode code = LocalNoteCode::Unreadable;
    QString path;
};

struct LocalScan
{
    std::vector<LocalModel> models; // by source, then name
    std::vector<LocalNote> notes;
};

LocalScan scanLocalModels(const QStringList& extraFolders);

// "ollama:qwen3:32b" / "ollama:qwen3" (tag latest) -> the blob of that model, or nullopt when the
// store has no such model. `value` without the "ollama:" prefix is not looked up.
std::optional<LocalModel> findOllamaModel(const QString& value);

// A model named on a command line: "ollama:NAME[:TAG]" (from the Ollama store) or a file path.
// Throws kv::InputError ("unknown-ollama-model", or the file readers' codes).
kv::ModelSpec loadLocalModel(const QString& value);
// A found model, read in full (an Ollama model gets the id "ollama:NAME" and, without a name of its
// own, Ollama's name).
kv::ModelSpec loadLocalModel(const LocalModel& model);

QString localSourceId(LocalSource s);   // "ollama", "lmstudio", "llama.cpp", "hf", "folder"
QString localSourceText(LocalSource s); // translated: "Ollama", "LM Studio", "llama.cpp cache", ...
QString localNoteText(const LocalNote& n);

} // namespace kvapp
