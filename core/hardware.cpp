#include "hardware.h"

#include "errors.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <utility>

namespace kv {

namespace {

constexpr double kGiB = 1073741824.0;

uint64_t gibToBytes(double gib)
{
    return static_cast<uint64_t>(std::llround(gib * kGiB));
}

double number(const nlohmann::json& o, const char* key, double fallback, double max, const std::string& file)
{
    auto it = o.find(key);
    if (it == o.end() || it->is_null())
        return fallback;
    if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < 0 || it->get<double>() > max)
        throw InputError("preset-invalid", file, reason::kFieldRange, {key, "0", std::to_string(max)});
    return it->get<double>();
}

std::string text(const nlohmann::json& o, const char* key, const std::string& file, bool required)
{
    auto it = o.find(key);
    if (it == o.end() || it->is_null()) {
        if (required)
            throw InputError("preset-invalid", file, reason::kFieldMissing, {key});
        return {};
    }
    if (!it->is_string())
        throw InputError("preset-invalid", file, reason::kFieldInvalid, {key});
    return it->get<std::string>();
}

// An optional figure: absent or null = unknown; otherwise above 0 and at most max.
std::optional<double> positive(const nlohmann::json& o, const char* key, double max, const std::string& id,
                               const std::string& file)
{
    auto it = o.find(key);
    if (it == o.end() || it->is_null())
        return std::nullopt;
    const std::string field = id + "." + key;
    if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() <= 0 || it->get<double>() > max)
        throw InputError("preset-invalid", file, reason::kFieldRange, {field, "0", std::to_string(max)});
    return it->get<double>();
}

bool isCurrencyCode(const std::string& s)
{
    return s.size() == 3 && std::all_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

std::optional<Price> price(const nlohmann::json& o, const std::string& id, const std::string& file)
{
    auto it = o.find("price");
    if (it == o.end() || it->is_null())
        return std::nullopt;
    if (!it->is_object())
        throw InputError("preset-invalid", file, reason::kFieldInvalid, {id + ".price"});
    Price p;
    p.amount = positive(*it, "amount", 1e8, id + ".price", file).value_or(0);
    if (p.amount == 0)
        throw InputError("preset-invalid", file, reason::kFieldMissing, {id + ".price.amount"});
    auto field = [&](const char* key) {
        auto f = it->find(key);
        if (f == it->end() || !f->is_string() || f->get<std::string>().empty())
            throw InputError("preset-invalid", file, reason::kFieldInvalid, {id + ".price." + key});
        return f->get<std::string>();
    };
    p.currency = field("currency");
    if (!isCurrencyCode(p.currency))
        throw InputError("preset-invalid", file, reason::kFieldInvalid, {id + ".price.currency"});
    p.date = field("date");
    p.source = field("source");
    return p;
}

Device gpuDevice(uint32_t index, const HardwarePreset& p, const MachineOptions& o)
{
    Device d;
    d.name = "GPU " + std::to_string(index);
    d.kind = DeviceKind::Gpu;
    d.capacityBytes = p.memoryBytes;
    d.bandwidthGBs = p.bandwidthGBs;
    d.peakTflops = p.peakTflops.value_or(0);
    d.hostLinkGBs = p.hostLinkGBs.value_or(0);
    d.reserveBytes = o.reserves.gpuDriverBytes + (index == 0 && !o.headless ? o.reserves.gpuDisplayBytes : 0);
    return d;
}

} // namespace

NodeUnits nodeUnits(const Hardware& hw, uint32_t node, const std::vector<HardwarePreset>& presets)
{
    const std::string& id = hw.nodePreset(node);
    const auto preset = std::find_if(presets.begin(), presets.end(),
                                     [&](const HardwarePreset& h) { return !id.empty() && h.id == id; });
    if (preset == presets.end() || !preset->cards.empty())
        return {};
    uint32_t count = 1;
    if (preset->kind == DeviceKind::Gpu)
        count = static_cast<uint32_t>(std::count_if(hw.devices.begin(), hw.devices.end(), [&](const Device& d) {
            return d.kind == DeviceKind::Gpu && d.node == node;
        }));
    if (count == 0)
        return {};
    return {&*preset, count};
}

Hardware machineFrom(const HardwarePreset& p, const MachineOptions& o)
{
    Hardware hw;
    hw.id = p.id;
    hw.name = p.name;
    if (p.kind == DeviceKind::Gpu && !p.cards.empty()) {
        for (uint32_t i = 0; i < p.cards.size(); ++i) {
            HardwarePreset card = p;
            card.memoryBytes = p.cards[i].memoryBytes;
            card.bandwidthGBs = p.cards[i].bandwidthGBs;
            hw.devices.push_back(gpuDevice(i, card, o));
        }
    } else if (p.kind == DeviceKind::Gpu) {
        for (uint32_t i = 0; i < std::max<uint32_t>(1, o.gpus); ++i)
            hw.devices.push_back(gpuDevice(i, p, o));
    }
    if (p.kind == DeviceKind::Gpu) {
        Device ram;
        ram.name = "RAM";
        ram.kind = DeviceKind::Ram;
        ram.capacityBytes = o.ramBytes.value_or(p.systemRamBytes);
        ram.reserveBytes = o.reserves.ramOsBytes;
        ram.bandwidthGBs = p.ramBandwidthGBs > 0 ? p.ramBandwidthGBs : 80;
        if (ram.capacityBytes > 0)
            hw.devices.push_back(ram);
    } else {
        Device d;
        d.name = p.kind == DeviceKind::Unified ? "Unified memory" : "RAM";
        d.kind = p.kind;
        d.capacityBytes = p.memoryBytes;
        d.bandwidthGBs = p.bandwidthGBs;
        d.peakTflops = p.peakTflops.value_or(0);
        d.reserveBytes = o.reserves.ramOsBytes;
        if (p.kind == DeviceKind::Unified) {
            // The share; on a Mac rounded up to whole 16 KiB pages (Apple silicon's page size): that reproduces every
            // recommendedMaxWorkingSetSize ggml_metal_init printed that we hold (16 GB x 2/3 = 10922.67 MiB,
            // 32 GB x 2/3 = 21845.34 MiB, where 2/3 alone gives 21845.33; 64 GB x 3/4 = 49152 MiB, 96 GB x 3/4
            // = 73728 MiB; tst_hardware_presets names the logs).
            constexpr uint64_t kPage = 16384;
            const long double exact = static_cast<long double>(p.memoryBytes) * p.gpuLimitFraction;
            const uint64_t limit = p.category == "apple"
                                       ? (static_cast<uint64_t>(std::ceil(exact)) + kPage - 1) / kPage * kPage
                                       : static_cast<uint64_t>(std::llround(exact));
            d.gpuLimitBytes = o.gpuLimitBytes.value_or(p.gpuLimitFraction > 0 ? limit : 0);
        }
        hw.devices.push_back(d);
    }
    return hw;
}

Hardware customMachine(uint64_t vramBytes, uint32_t gpus, uint64_t ramBytes, const MachineOptions& o)
{
    HardwarePreset p;
    p.id = "";
    p.name = "Custom";
    p.kind = vramBytes > 0 && gpus > 0 ? DeviceKind::Gpu : DeviceKind::Ram;
    p.memoryBytes = p.kind == DeviceKind::Gpu ? vramBytes : ramBytes;
    p.systemRamBytes = ramBytes;
    p.bandwidthGBs = p.kind == DeviceKind::Gpu ? 1000 : 80;
    p.ramBandwidthGBs = 80;
    MachineOptions opts = o;
    opts.gpus = std::max<uint32_t>(1, gpus);
    opts.ramBytes = ramBytes;
    return machineFrom(p, opts);
}

std::vector<HardwarePreset> hardwareFromJson(const std::string& textIn, const std::string& file)
{
    const nlohmann::json j = parseJsonText(textIn, file);
    auto arr = j.is_object() ? j.find("hardware") : j.end();
    if (!j.is_object() || arr == j.end() || !arr->is_array())
        throw InputError("preset-invalid", file, reason::kFieldMissing, {"hardware"});
    std::vector<HardwarePreset> out;
    for (const auto& o : *arr) {
        if (!o.is_object())
            throw InputError("preset-invalid", file, reason::kBadEntries, {"{}"});
        HardwarePreset p;
        p.id = text(o, "id", file, true);
        p.name = text(o, "name", file, true);
        p.vendor = text(o, "vendor", file, false);
        p.category = text(o, "category", file, false);
        const auto kind = deviceKindFromId(text(o, "kind", file, true));
        if (kind)
            p.kind = *kind;
        else
            throw InputError("preset-invalid", file, reason::kFieldChoice, {p.id + ".kind", "gpu, unified, cpu"});
        p.memoryBytes = gibToBytes(number(o, "memory_gib", 0, 1 << 20, file));
        if (p.memoryBytes == 0)
            throw InputError("preset-invalid", file, reason::kFieldMissing, {p.id + ".memory_gib"});
        p.bandwidthGBs = number(o, "bandwidth_gbs", 0, 1e5, file);
        p.systemRamBytes = gibToBytes(number(o, "system_ram_gib", p.kind == DeviceKind::Gpu ? 64 : 0, 1 << 20, file));
        p.ramBandwidthGBs = number(o, "ram_bandwidth_gbs", 80, 1e5, file);
        p.gpuLimitFraction = number(o, "gpu_limit_fraction", 0, 1, file);
        p.source = text(o, "source", file, false);
        p.price = price(o, p.id, file);
        p.priceNote = text(o, "price_note", file, false);
        p.powerW = positive(o, "power_w", 1e5, p.id, file);
        p.idlePowerW = positive(o, "idle_power_w", 1e5, p.id, file);
        p.powerSource = text(o, "power_source", file, false);
        p.powerNote = text(o, "power_note", file, false);
        p.peakTflops = positive(o, "peak_tflops", 1e5, p.id, file);
        p.peakSource = text(o, "peak_source", file, false);
        p.peakNote = text(o, "peak_note", file, false);
        p.hostLinkGBs = positive(o, "host_link_gbs", 1e4, p.id, file);
        p.hostLinkSource = text(o, "host_link_source", file, false);
        if ((p.peakTflops && p.peakSource.empty()) || (p.hostLinkGBs && p.hostLinkSource.empty()))
            throw InputError("preset-invalid", file, reason::kFieldMissing,
                             {p.id + (p.peakTflops && p.peakSource.empty() ? ".peak_source" : ".host_link_source")});
        if (auto m = o.find("match"); m != o.end() && !m->is_null()) {
            if (!m->is_array())
                throw InputError("preset-invalid", file, reason::kFieldInvalid, {p.id + ".match"});
            for (const auto& name : *m) {
                if (!name.is_string() || name.get<std::string>().empty())
                    throw InputError("preset-invalid", file, reason::kFieldInvalid, {p.id + ".match"});
                p.match.push_back(name.get<std::string>());
            }
        }
        out.push_back(std::move(p));
    }
    return out;
}

namespace {

bool isPciId(std::string_view s)
{
    return s.size() == 9 && s[4] == ':' && std::all_of(s.begin(), s.end(), [](char c) {
               return c == ':' || std::isxdigit(static_cast<unsigned char>(c));
           });
}

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

bool startsWithWords(const std::vector<std::string>& words, const std::vector<std::string>& prefix)
{
    return !prefix.empty() && prefix.size() <= words.size() && std::equal(prefix.begin(), prefix.end(), words.begin());
}

// Words a reported name may carry beyond the preset's own without naming another product.
bool neutralWord(const std::string& w)
{
    static const std::set<std::string> kNeutral = {"workstation", "edition", "generation", "graphics",
                                                   "hbm3",        "hbm3e",   "max",        "q"};
    return kNeutral.count(w) > 0;
}

bool memoryAgrees(const HardwarePreset& p, uint64_t reported)
{
    if (reported == 0)
        return true;
    const double ratio = static_cast<double>(reported) / static_cast<double>(p.memoryBytes);
    return ratio > 0.88 && ratio < 1.12;
}

} // namespace

std::vector<std::string> productWords(std::string_view name)
{
    static const std::set<std::string> kVendor = {"nvidia", "geforce", "amd",         "ati", "radeon", "intel",
                                                  "r",      "tm",      "corporation", "inc", "apple"};
    std::vector<std::string> raw;
    std::string cur;
    for (char c : lower(name)) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            cur += c;
        } else if (!cur.empty()) {
            raw.push_back(std::exchange(cur, {}));
        }
    }
    if (!cur.empty())
        raw.push_back(cur);
    std::vector<std::string> out;
    for (size_t i = 0; i < raw.size(); ++i) {
        const std::string& w = raw[i];
        const bool digits =
            std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
        if (kVendor.count(w))
            continue;
        if (digits && i + 1 < raw.size() && (raw[i + 1] == "gb" || raw[i + 1] == "gib")) {
            ++i; // "24 GB"
            continue;
        }
        if (w.size() > 2 && (w.ends_with("gb") || w.ends_with("gib")) && std::isdigit(static_cast<unsigned char>(w[0])))
            continue; // "80GB"
        if (w == "sxm4" || w == "sxm5")
            out.emplace_back("sxm");
        else
            out.push_back(w);
    }
    return out;
}

const HardwarePreset* matchPreset(const std::vector<HardwarePreset>& presets, const DeviceQuery& q)
{
    const std::vector<std::string> words = productWords(q.name);
    const std::string pci = lower(q.pciId);
    const HardwarePreset* best = nullptr;
    size_t bestScore = 0;
    double bestDistance = 0;
    for (const HardwarePreset& p : presets) {
        if (p.kind != q.kind || !p.cards.empty() || !memoryAgrees(p, q.memoryBytes))
            continue;
        size_t score = 0;
        for (const std::string& m : p.match) {
            if (isPciId(m) ? lower(m) == pci && !pci.empty() : startsWithWords(words, productWords(m)))
                score = std::max(score, isPciId(m) ? size_t(100) : 100 + productWords(m).size());
        }
        if (score == 0 && !words.empty()) {
            const std::vector<std::string> own = productWords(p.name);
            const bool allThere = std::all_of(own.begin(), own.end(), [&](const std::string& w) {
                return std::find(words.begin(), words.end(), w) != words.end();
            });
            const bool nothingElse = std::all_of(words.begin(), words.end(), [&](const std::string& w) {
                return neutralWord(w) || std::find(own.begin(), own.end(), w) != own.end();
            });
            if (!own.empty() && allThere && nothingElse)
                score = own.size();
        }
        if (score == 0 && p.vendor == "Apple" && !words.empty()) {
            // "Apple M4 Max" in "Mac Studio M4 Max 36 GB", not in "Mac mini M4 Pro" or "... M4 Max" for "M4".
            const std::vector<std::string> own = productWords(p.name);
            auto at = std::search(own.begin(), own.end(), words.begin(), words.end());
            if (at != own.end()) {
                auto after = at + static_cast<std::ptrdiff_t>(words.size());
                if (after == own.end() || (*after != "pro" && *after != "max" && *after != "ultra"))
                    score = words.size();
            }
        }
        if (score == 0)
            continue;
        const double distance =
            q.memoryBytes == 0 ? 0 : std::abs(static_cast<double>(q.memoryBytes) - static_cast<double>(p.memoryBytes));
        if (!best || score > bestScore || (score == bestScore && distance < bestDistance)) {
            best = &p;
            bestScore = score;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace kv
