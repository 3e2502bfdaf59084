#pragma once
// The presets shipped in resources/presets/: model descriptions and weight schemes, loaded at run time.
//
//   kv::Catalog cat = kv::loadCatalog("/usr/share/kvplanner/presets");
//   const kv::ModelSpec* m = cat.findModel("llama-3.1-8b");
//   const kv::WeightScheme* w = cat.findScheme("Q4_K_M");
// A malformed preset file throws InputError("preset-invalid", file name, reason).

#include "hardware.h"
#include "modelspec.h"
#include "weightscheme.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

struct SchemeInfo
{
    WeightScheme scheme;
    std::string source; // where the calibration came from
    std::string check;  // the independent comparison, if any
};

struct Catalog
{
    std::vector<ModelSpec> models;        // sorted by family, then name
    std::vector<SchemeInfo> schemes;      // in file order
    std::vector<HardwarePreset> hardware; // from every hardware*.json, in file order

    const ModelSpec* findModel(std::string_view id) const;
    const WeightScheme* findScheme(std::string_view id) const; // case-insensitive
    const HardwarePreset* findHardware(std::string_view id) const;
};

Catalog loadCatalog(const std::filesystem::path& presetDir);

// Reads a whole file; throws InputError("file-unreadable", path) on failure, and
// InputError("file-too-large", path) beyond maxBytes.
std::string readTextFile(const std::filesystem::path& path, uint64_t maxBytes = 64ull << 20);

std::vector<SchemeInfo> schemesFromJson(const std::string& text);

} // namespace kv
