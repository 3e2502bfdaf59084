#include "localstores.h"

#include <nlohmann/json.hpp>

namespace kv {

namespace {

std::optional<nlohmann::json> parsed(std::string_view text)
{
    try {
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

bool isLowerHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
}

// "sha256:<64 hex>" (or "sha256-<64 hex>") -> "sha256-<64 hex>", else "".
std::string blobName(const nlohmann::json& digest)
{
    if (!digest.is_string())
        return {};
    const std::string& d = digest.get_ref<const std::string&>();
    constexpr size_t kHex = 64;
    if (d.size() != 7 + kHex || d.compare(0, 6, "sha256") != 0 || (d[6] != ':' && d[6] != '-'))
        return {};
    for (size_t k = 7; k < d.size(); ++k)
        if (!isLowerHex(d[k]))
            return {};
    return "sha256-" + d.substr(7);
}

} // namespace

std::optional<OllamaManifest> parseOllamaManifest(std::string_view text)
{
    const auto j = parsed(text);
    if (!j || !j->is_object())
        return std::nullopt;
    const auto layers = j->find("layers");
    if (layers == j->end() || !layers->is_array())
        return std::nullopt;
    OllamaManifest m;
    for (const auto& layer : *layers) {
        if (!layer.is_object())
            continue;
        const auto type = layer.find("mediaType");
        if (type == layer.end() || !type->is_string())
            continue;
        const auto digest = layer.find("digest");
        const std::string blob = digest == layer.end() ? std::string() : blobName(*digest);
        const std::string& t = type->get_ref<const std::string&>();
        if (t == "application/vnd.ollama.image.model" && m.modelBlob.empty())
            m.modelBlob = blob;
        else if (t == "application/vnd.ollama.image.params")
            m.paramsBlob = blob;
        else if (t == "application/vnd.ollama.image.projector")
            m.projectorBlob = blob;
    }
    return m;
}

std::optional<uint64_t> ollamaParamsNumCtx(std::string_view text)
{
    const auto j = parsed(text);
    if (!j || !j->is_object())
        return std::nullopt;
    const auto n = j->find("num_ctx");
    if (n == j->end() || !n->is_number_unsigned())
        return std::nullopt;
    return n->get<uint64_t>();
}

std::optional<std::string> configModelType(std::string_view text)
{
    const auto j = parsed(text);
    if (!j || !j->is_object())
        return std::nullopt;
    const auto t = j->find("model_type");
    if (t == j->end())
        return std::nullopt;
    return t->is_string() ? t->get<std::string>() : std::string();
}

} // namespace kv
