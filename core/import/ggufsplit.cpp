// Opening a GGUF file by path, including split models (name-00001-of-00003.gguf): every part is read,
// the metadata comes from the first part and the tensors from all of them.
#include "checked.h"
#include "errors.h"
#include "ggufmodel.h"

#include <cstdio>
#include <optional>
#include <regex>

namespace kv {

namespace {

namespace fs = std::filesystem;

struct SplitName
{
    std::string prefix; // "Model-Q4_K_M"
    uint32_t count = 1;
};

std::optional<SplitName> splitName(const fs::path& path)
{
    static const std::regex re(R"((.*)-(\d{5})-of-(\d{5})\.gguf)", std::regex::icase);
    std::smatch mt;
    const std::string name = path.filename().string();
    if (!std::regex_match(name, mt, re))
        return std::nullopt;
    const uint32_t count = static_cast<uint32_t>(std::stoul(mt[3].str()));
    if (count < 1)
        return std::nullopt;
    return SplitName{mt[1].str(), count};
}

fs::path partPath(const fs::path& any, const SplitName& s, uint32_t k)
{
    char suffix[32];
    std::snprintf(suffix, sizeof suffix, "-%05u-of-%05u.gguf", k, s.count);
    return any.parent_path() / (s.prefix + suffix);
}

uint64_t splitCount(const GgufFile& f)
{
    auto it = f.meta.find("split.count");
    return it != f.meta.end() && it->second.isInteger() ? it->second.u : 1;
}

} // namespace

ImportResult importGgufFile(const fs::path& path)
{
    const auto split = splitName(path);
    if (!split || split->count == 1) {
        GgufFile f = readGgufFile(path);
        if (splitCount(f) > 1)
            throw InputError("gguf-split-missing", path.filename().string(), reason::kSplitName,
                             {std::to_string(splitCount(f))});
        return importGguf(f);
    }
    std::error_code ec;
    GgufFile first;
    for (uint32_t k = 1; k <= split->count; ++k) {
        const fs::path p = partPath(path, *split, k);
        if (!fs::exists(p, ec))
            throw InputError("gguf-split-missing", p.filename().string());
        GgufFile part = readGgufFile(p);
        if (k == 1) {
            if (splitCount(part) != split->count)
                throw InputError("gguf-value-invalid", "split.count", reason::kSplitCount);
            first = std::move(part);
        } else {
            for (GgufTensor& t : part.tensors)
                first.tensors.push_back(std::move(t));
        }
    }
    ImportResult r = importGguf(first);
    r.fileParts = split->count;
    r.tensorCount = first.tensors.size();
    return r;
}

ProjectorOptions projectorFromGguf(const GgufFile& file, const std::string& name)
{
    const auto arch = file.meta.find("general.architecture");
    if (arch == file.meta.end() || arch->second.str != "clip")
        throw InputError("gguf-not-projector", name);
    ProjectorOptions p;
    p.name = name;
    for (const GgufTensor& t : file.tensors)
        p.bytes = add(p.bytes, t.bytes);
    return p;
}

ProjectorOptions projectorFromGgufFile(const fs::path& path)
{
    return projectorFromGguf(readGgufFile(path), path.filename().string());
}

} // namespace kv
