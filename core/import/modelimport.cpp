#include "modelimport.h"

#include "catalog.h"
#include "errors.h"
#include "ggufmodel.h"
#include "hfconfig.h"
#include "modelfile.h"
#include "modeljson.h"
#include "safetensorsmodel.h"

#include <nlohmann/json.hpp>

namespace kv {

ImportResult importModelFile(const std::filesystem::path& given)
{
    std::filesystem::path path = given;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        if (!std::filesystem::is_regular_file(path / "config.json", ec))
            throw InputError("file-unreadable", path.string(), reason::kFolder);
        if (hasSafetensors(path))
            return importSafetensorsFolder(path);
        path /= "config.json";
    }
    // One shard of a model folder stands for the folder: its config.json gives the shape.
    if (path.extension() == ".safetensors" && std::filesystem::is_regular_file(path, ec)) {
        const std::filesystem::path folder = path.parent_path().empty() ? "." : path.parent_path();
        if (!std::filesystem::is_regular_file(folder / "config.json", ec))
            throw InputError("file-unreadable", (folder / "config.json").string());
        return importSafetensorsFolder(folder);
    }
    switch (detectModelFile(path)) {
    case ModelFileKind::Gguf: return importGgufFile(path);
    case ModelFileKind::HfConfig: return importHfConfigFile(path);
    case ModelFileKind::Spec: {
        ImportResult r;
        r.format = "spec";
        r.model = modelFromJson(parseJsonText(readTextFile(path), path.filename().string()));
        r.model.origin = ModelSource::Spec;
        if (r.model.id.empty())
            r.model.id = path.stem().string();
        return r;
    }
    case ModelFileKind::Unknown: break;
    }
    throw InputError("model-file-unknown", path.filename().string());
}

} // namespace kv
