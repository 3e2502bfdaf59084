#include "modelfile.h"

#include "catalog.h"
#include "errors.h"
#include "modelimport.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <fstream>

namespace kv {

namespace fs = std::filesystem;

ModelFileKind detectModelFile(const fs::path& path)
{
    std::error_code ec;
    if (fs::is_directory(path, ec))
        throw InputError("file-unreadable", path.string(), reason::kFolder);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError("file-unreadable", path.string());
    char magic[4] = {};
    in.read(magic, 4);
    if (in.gcount() == 4 && magic[0] == 'G' && magic[1] == 'G' && magic[2] == 'U' && magic[3] == 'F')
        return ModelFileKind::Gguf;
    const nlohmann::json j = parseJsonText(readTextFile(path), path.filename().string());
    if (!j.is_object())
        return ModelFileKind::Unknown;
    if (j.contains("n_layer") || j.contains("layers"))
        return ModelFileKind::Spec;
    if (j.contains("model_type") || j.contains("architectures") || j.contains("text_config") ||
        j.contains("num_hidden_layers") || j.contains("n_layers"))
        return ModelFileKind::HfConfig;
    return ModelFileKind::Unknown;
}

ModelSpec loadModelFile(const fs::path& path)
{
    std::error_code ec;
    if (fs::is_directory(path, ec) || path.extension() == ".safetensors")
        return importModelFile(path).model; // a model folder (config.json + *.safetensors)
    switch (detectModelFile(path)) {
    case ModelFileKind::Spec: {
        ModelSpec m = modelFromJson(parseJsonText(readTextFile(path), path.filename().string()));
        m.origin = ModelSource::Spec;
        if (m.id.empty())
            m.id = path.stem().string();
        return m;
    }
    case ModelFileKind::HfConfig:
    case ModelFileKind::Gguf: return importModelFile(path).model;
    case ModelFileKind::Unknown: break;
    }
    throw InputError("model-file-unknown", path.filename().string());
}

} // namespace kv
