#include "catalog.h"

#include "errors.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

namespace kv {

namespace fs = std::filesystem;

namespace {

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

double bits(const nlohmann::json& o, const char* key, double fallback)
{
    auto it = o.find(key);
    if (it == o.end())
        return fallback;
    if (!it->is_number() || it->get<double>() <= 0 || it->get<double>() > 64)
        throw InputError("preset-invalid", "weights.json", reason::kFieldRange, {key, "0", "64"});
    return it->get<double>();
}

} // namespace

const ModelSpec* Catalog::findModel(std::string_view id) const
{
    for (const auto& m : models)
        if (m.id == id)
            return &m;
    return nullptr;
}

const WeightScheme* Catalog::findScheme(std::string_view id) const
{
    for (const auto& s : schemes)
        if (equalsIgnoreCase(s.scheme.id, id))
            return &s.scheme;
    return nullptr;
}

const HardwarePreset* Catalog::findHardware(std::string_view id) const
{
    for (const auto& h : hardware)
        if (h.id == id)
            return &h;
    return nullptr;
}

std::string readTextFile(const fs::path& path, uint64_t maxBytes)
{
    std::error_code ec;
    if (fs::is_directory(path, ec))
        throw InputError("file-unreadable", path.string(), reason::kFolder);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError("file-unreadable", path.string());
    std::string data;
    char buf[65536];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        data.append(buf, static_cast<size_t>(in.gcount()));
        if (data.size() > maxBytes)
            throw InputError("file-too-large", path.string());
    }
    if (in.bad())
        throw InputError("file-unreadable", path.string());
    return data;
}

std::vector<SchemeInfo> schemesFromJson(const std::string& text)
{
    const nlohmann::json j = parseJsonText(text, "weights.json");
    auto arr = j.find("schemes");
    if (!j.is_object() || arr == j.end() || !arr->is_array())
        throw InputError("preset-invalid", "weights.json", reason::kFieldMissing, {"schemes"});
    std::vector<SchemeInfo> out;
    for (const auto& o : *arr) {
        if (!o.is_object() || !o.contains("id") || !o["id"].is_string())
            throw InputError("preset-invalid", "weights.json", reason::kFieldMissing, {"id"});
        SchemeInfo s;
        s.scheme.id = o["id"].get<std::string>();
        s.scheme.bodyBits = bits(o, "body_bits", 16);
        s.scheme.embeddingBits = bits(o, "embedding_bits", s.scheme.bodyBits);
        s.scheme.outputBits = bits(o, "output_bits", s.scheme.bodyBits);
        s.scheme.normBits = bits(o, "norm_bits", 32);
        const auto textOf = [&o](const char* key) {
            const auto it = o.find(key);
            if (it == o.end())
                return std::string();
            if (!it->is_string())
                throw InputError("preset-invalid", "weights.json", reason::kFieldInvalid, {key});
            return it->get<std::string>();
        };
        if (const auto im = o.find("imatrix"); im != o.end() && !im->is_boolean())
            throw InputError("preset-invalid", "weights.json", reason::kFieldInvalid, {"imatrix"});
        s.scheme.imatrix = o.value("imatrix", false);
        s.source = textOf("source");
        s.check = textOf("check");
        out.push_back(std::move(s));
    }
    return out;
}

Catalog loadCatalog(const fs::path& dir)
{
    Catalog cat;
    cat.schemes = schemesFromJson(readTextFile(dir / "weights.json"));
    std::error_code ec;
    std::vector<fs::path> hwFiles;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.path().extension() == ".json" && entry.path().filename().string().rfind("hardware", 0) == 0)
            hwFiles.push_back(entry.path());
    std::sort(hwFiles.begin(), hwFiles.end());
    for (const auto& f : hwFiles) {
        for (auto& h : hardwareFromJson(readTextFile(f), f.filename().string())) {
            if (cat.findHardware(h.id))
                throw InputError("preset-invalid", f.filename().string(), reason::kDuplicateId, {h.id});
            cat.hardware.push_back(std::move(h));
        }
    }
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir / "models", ec))
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    if (ec)
        throw InputError("file-unreadable", (dir / "models").string());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        try {
            ModelSpec m = modelFromJson(parseJsonText(readTextFile(f), f.filename().string()));
            m.origin = ModelSource::Preset;
            if (m.id.empty())
                throw InputError("model-field-invalid", "id", reason::kMissing);
            if (cat.findModel(m.id))
                throw InputError("model-field-invalid", "id", reason::kDuplicateId, {m.id});
            cat.models.push_back(std::move(m));
        } catch (const InputError& e) {
            throw InputError("preset-invalid", f.filename().string(), e.what());
        }
    }
    std::stable_sort(cat.models.begin(), cat.models.end(), [](const ModelSpec& a, const ModelSpec& b) {
        if (a.family != b.family)
            return a.family < b.family;
        if (a.params.total() != b.params.total())
            return a.params.total() < b.params.total();
        return a.name < b.name;
    });
    return cat;
}

} // namespace kv
