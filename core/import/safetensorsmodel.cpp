#include "safetensorsmodel.h"

#include "catalog.h"
#include "checked.h"
#include "errors.h"
#include "hfconfig.h"
#include "modeljson.h"
#include "safetensors.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <map>
#include <set>

namespace kv {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// "model.layers.0.self_attn.q_proj.weight" -> {model, layers, 0, self_attn, q_proj, weight}
std::vector<std::string_view> components(std::string_view name)
{
    std::vector<std::string_view> out;
    while (!name.empty()) {
        const size_t dot = name.find('.');
        out.push_back(name.substr(0, dot));
        if (dot == std::string_view::npos)
            break;
        name.remove_prefix(dot + 1);
    }
    return out;
}

bool contains(std::string_view s, std::string_view part)
{
    return s.find(part) != std::string_view::npos;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

template <size_t N> bool oneOf(std::string_view s, const std::array<std::string_view, N>& set)
{
    return std::find(set.begin(), set.end(), s) != set.end();
}

constexpr std::array<std::string_view, 4> kParamSuffixes{"weight", "scales", "biases", "bias"};
constexpr std::array<std::string_view, 4> kRouters{"gate", "router", "shared_expert_gate", "gate_inp"};
constexpr std::array<std::string_view, 5> kRecurrent{"mixer", "mamba", "linear_attn", "conv", "ssm"};
constexpr std::array<std::string_view, 3> kAttention{"self_attn", "attn", "attention"};
constexpr std::array<std::string_view, 8> kAttentionProj{"q_proj",   "k_proj",   "v_proj",   "o_proj",
                                                         "qkv_proj", "q_a_proj", "q_b_proj", "kv_b_proj"};
constexpr std::array<std::string_view, 5> kFfn{"mlp", "feed_forward", "ffn", "shared_expert", "shared_experts"};
constexpr std::array<std::string_view, 4> kFfnProj{"gate_proj", "up_proj", "down_proj", "gate_up_proj"};

std::string_view text(const json& j, const char* key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? std::string_view(it->get_ref<const std::string&>()) : std::string_view();
}

uint32_t quantNumber(const json& q, const char* key, uint32_t lo, uint32_t hi)
{
    const auto it = q.find(key);
    if (it == q.end() || !it->is_number_unsigned() || it->get<uint64_t>() < lo || it->get<uint64_t>() > hi)
        throw InputError("model-field-invalid", std::string("quantization.") + key, reason::kOutOfRange,
                         {std::to_string(lo), std::to_string(hi)});
    return static_cast<uint32_t>(it->get<uint64_t>());
}

// mlx-lm's quantization block (utils.py save_config writes it as "quantization" and "quantization_config");
// a Hugging Face quantization_config of another method (quant_method: gptq, awq, fp8, ...) is not MLX's.
MlxQuantization readQuantization(const json& config)
{
    MlxQuantization q;
    const json* block = nullptr;
    if (auto it = config.find("quantization"); it != config.end())
        block = &*it;
    else if (auto hf = config.find("quantization_config");
             hf != config.end() && hf->is_object() && !hf->contains("quant_method") && hf->contains("bits"))
        block = &*hf;
    if (!block)
        return q;
    if (!block->is_object())
        throw InputError("model-field-invalid", "quantization", reason::kNotObject);
    q.bits = quantNumber(*block, "bits", 1, 8);
    q.groupSize = quantNumber(*block, "group_size", 1, 1u << 16);
    q.mode = text(*block, "mode").empty() ? std::string("affine") : std::string(text(*block, "mode"));
    for (const auto& [key, value] : block->items())
        if (value.is_object() || value.is_boolean())
            ++q.overrides;
    return q;
}

// The shard files: the index's weight_map (each a plain file name in the folder), else every *.safetensors.
std::vector<std::string> shardFiles(const fs::path& folder, const json* index)
{
    std::set<std::string> names;
    if (index) {
        const auto map = index->find("weight_map");
        if (map == index->end() || !map->is_object())
            throw InputError("model-field-invalid", "weight_map", reason::kNotObject);
        for (const auto& [tensor, file] : map->items()) {
            if (!file.is_string())
                throw InputError("model-field-invalid", "weight_map", reason::kFieldInvalid, {tensor});
            const std::string& f = file.get_ref<const std::string&>();
            if (f.empty() || fs::path(f).filename().string() != f || f == "." || f == "..")
                throw InputError("file-unreadable", f, reason::kFieldInvalid, {"weight_map"});
            names.insert(f);
        }
        return {names.begin(), names.end()};
    }
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".safetensors" && it->is_regular_file(ec))
            names.insert(it->path().filename().string());
    return {names.begin(), names.end()};
}

// The dtype holding most bytes ("BF16"), for an unquantised folder's file type.
std::string dominantDtype(const std::map<std::string, uint64_t>& bytesByDtype)
{
    std::string best;
    uint64_t most = 0;
    for (const auto& [dtype, bytes] : bytesByDtype)
        if (bytes > most) {
            most = bytes;
            best = dtype;
        }
    return best;
}

struct Tally
{
    FileWeights fw;
    uint64_t total = 0;
    std::map<std::string, uint64_t> bytesByDtype;
    std::map<std::string, std::string> fileOf; // tensor -> the file holding it

    void count(const SafetensorsTensor& t, const std::string& file)
    {
        if (!fileOf.emplace(t.name, file).second)
            throw InputError("safetensors-invalid", file + ": " + t.name, reason::kDuplicateKey);
        const TensorClass cls = classifyHfTensor(t.name);
        fw.bytesByClass.at(cls) = add(fw.bytesByClass.at(cls), t.bytes());
        total = add(total, t.bytes());
        bytesByDtype[t.dtype] = add(bytesByDtype[t.dtype], t.bytes());
        const int64_t layer = hfLayerOf(t.name);
        if (layer >= 0 && static_cast<uint64_t>(layer) < fw.layerDense.size()) {
            const auto il = static_cast<size_t>(layer);
            uint64_t& part = cls == TensorClass::Experts ? fw.layerExperts[il] : fw.layerDense[il];
            part = add(part, t.bytes());
            return;
        }
        uint64_t& part = cls == TensorClass::Embedding ? fw.embedding
                         : cls == TensorClass::Output  ? fw.output
                                                       : fw.outside;
        part = add(part, t.bytes());
    }
};

} // namespace

TensorClass classifyHfTensor(std::string_view name)
{
    std::vector<std::string_view> c = components(name);
    if (c.size() > 1 && oneOf(c.back(), kParamSuffixes))
        c.pop_back(); // the module path: q_proj.weight, q_proj.scales and q_proj.biases are one Linear
    const std::string_view last = c.empty() ? std::string_view() : c.back();
    auto any = [&c](auto pred) { return std::any_of(c.begin(), c.end(), pred); };
    if (any([](std::string_view s) {
            return startsWith(s, "vision") || startsWith(s, "multi_modal") || startsWith(s, "audio");
        }))
        return TensorClass::Other;
    if (any([](std::string_view s) { return contains(s, "embed_tokens") || s == "wte" || s == "tok_embeddings"; }))
        return TensorClass::Embedding;
    if (any([](std::string_view s) { return s == "lm_head"; }))
        return TensorClass::Output;
    if (contains(last, "norm"))
        return TensorClass::Norm;
    if (any([](std::string_view s) { return s == "experts" || s == "switch_mlp"; }))
        return TensorClass::Experts;
    if (any([](std::string_view s) { return oneOf(s, kRouters) || contains(s, "e_score_correction"); }))
        return TensorClass::Other;
    if (any([](std::string_view s) { return oneOf(s, kRecurrent); }))
        return TensorClass::Recurrent;
    if (any([](std::string_view s) { return oneOf(s, kAttention) || oneOf(s, kAttentionProj); }))
        return TensorClass::Attention;
    if (any([](std::string_view s) { return oneOf(s, kFfn) || oneOf(s, kFfnProj); }))
        return TensorClass::Ffn;
    return TensorClass::Other;
}

int64_t hfLayerOf(std::string_view name)
{
    const std::vector<std::string_view> c = components(name);
    for (size_t i = 0; i + 1 < c.size(); ++i) {
        if (c[i] != "layers" && c[i] != "h" && c[i] != "blocks")
            continue;
        const std::string_view n = c[i + 1];
        uint64_t v = 0;
        const auto [ptr, ec] = std::from_chars(n.data(), n.data() + n.size(), v);
        if (ec == std::errc() && ptr == n.data() + n.size() && !n.empty() && v <= (uint64_t(1) << 31))
            return static_cast<int64_t>(v);
    }
    return -1;
}

bool hasSafetensors(const fs::path& folder)
{
    return !shardFiles(folder, nullptr).empty();
}

ImportResult importSafetensorsFolder(const fs::path& folder)
{
    const fs::path configPath = folder / "config.json";
    std::error_code ec;
    if (!fs::is_regular_file(configPath, ec))
        throw InputError("file-unreadable", configPath.string());
    const json config = parseJsonText(readTextFile(configPath), "config.json");
    ImportResult r = importHfConfig(config);
    r.format = "safetensors";
    ModelSpec& m = r.model;
    m.origin = ModelSource::Safetensors;
    m.id = fs::absolute(folder, ec).filename().string();
    if (m.id.empty())
        m.id = folder.filename().string();
    m.name = m.id;
    m.mlxQuant = readQuantization(config);

    const fs::path indexPath = folder / "model.safetensors.index.json";
    std::optional<json> index;
    if (fs::is_regular_file(indexPath, ec))
        index = parseJsonText(readTextFile(indexPath), indexPath.filename().string());
    if (index && !index->is_object())
        throw InputError("model-field-invalid", indexPath.filename().string(), reason::kNotObject);
    const std::vector<std::string> files = shardFiles(folder, index ? &*index : nullptr);
    if (files.empty())
        throw InputError("file-unreadable", (folder / "model.safetensors").string());

    Tally tally;
    tally.fw.layerDense.assign(m.nLayer(), 0);
    tally.fw.layerExperts.assign(m.nLayer(), 0);
    for (const std::string& file : files) {
        const SafetensorsHeader h = readSafetensorsHeader(folder / file);
        for (const SafetensorsTensor& t : h.tensors)
            tally.count(t, file);
    }
    if (index) {
        for (const auto& [tensor, file] : (*index)["weight_map"].items()) {
            const auto it = tally.fileOf.find(tensor);
            if (it == tally.fileOf.end() || it->second != file.get_ref<const std::string&>())
                throw InputError("safetensors-invalid", file.get<std::string>() + ": " + tensor, reason::kMissing);
        }
        const json* meta = index->contains("metadata") ? &(*index)["metadata"] : nullptr;
        if (meta && meta->is_object() && meta->contains("total_size") && (*meta)["total_size"].is_number_unsigned() &&
            (*meta)["total_size"].get<uint64_t>() != tally.total)
            r.assume(Diag::IndexSizeDiffers,
                     {std::to_string((*meta)["total_size"].get<uint64_t>()), std::to_string(tally.total)});
    }
    m.weightsBytesExact = tally.total;
    m.weightsFileType =
        m.mlxQuant.bits > 0 ? "mlx-" + std::to_string(m.mlxQuant.bits) + "bit" : dominantDtype(tally.bytesByDtype);
    m.fileWeights = std::move(tally.fw);
    r.tensorCount = tally.fileOf.size();
    r.fileParts = static_cast<uint32_t>(files.size());
    r.layerWeightBytes.clear();
    for (size_t i = 0; i < m.fileWeights.layerDense.size(); ++i)
        r.layerWeightBytes.push_back(add(m.fileWeights.layerDense[i], m.fileWeights.layerExperts[i]));
    r.otherWeightBytes = add(add(m.fileWeights.embedding, m.fileWeights.output), m.fileWeights.outside);
    r.assume(Diag::WeightsFromHeaders, {std::to_string(m.weightsBytesExact), std::to_string(files.size())});
    return r;
}

} // namespace kv
