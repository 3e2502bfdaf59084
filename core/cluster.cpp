#include "cluster.h"

#include "errors.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace kv {

namespace {

// Bandwidth is the usable rate; latency one message's one-way cost between applications, without the
// time the bytes take on the wire (the bandwidth term counts that). Sources:
//  - Ethernet line rates: IEEE 802.3ab (1000BASE-T), 802.3bz (2.5GBASE-T), 802.3an (10GBASE-T),
//    802.3by (25 GbE), 802.3ba (100 GbE).
//  - TCP latency on 1 GbE: a 1500-byte ping-pong between tuned servers takes 120-180 us round trip,
//    a third of it serialisation (AppNeta, "Why is 10G better for network latency?", 2009): ~50 us
//    one way without the wire time.
//  - TCP latency on 10 GbE: 20 us end to end between applications (Hurwitz & Feng, "Initial end-to-end
//    performance evaluation of 10-Gigabit Ethernet", HOTI 2003), as low as 10 us (Larsen et al.,
//    SBAC-PAD 2007). Faster Ethernet keeps the same host stack, which dominates (WWT, "The basics of
//    high-performance networking": ~95% of the latency is inside the servers), so 25 and 100 GbE keep
//    20 us.
//  - Thunderbolt 4 networking: a USB4 peer-to-peer link negotiates 20 Gbit/s each way; iperf3 measured
//    16.4 Gbit/s of TCP (jiribrejcha.net, "Direct 20 Gbps connection between Mac and Windows 11").
//  - Thunderbolt 5: 80 Gbit/s each way by the specification (Intel); no TCP measurement known to us,
//    so the nominal rate: edit it when you have one.
//  - InfiniBand HDR: 200 Gbit/s (4x HDR); RDMA latency about 1-2 us (NVIDIA ConnectX-6: under 600 ns
//    adapter latency). llama.cpp RPC uses RDMA only on RoCE NICs; over IPoIB it pays TCP latency.
const std::vector<LinkPreset> kLinks = {
    {"1gbe", "1 Gigabit Ethernet", 1, 50},       {"2.5gbe", "2.5 Gigabit Ethernet", 2.5, 50},
    {"10gbe", "10 Gigabit Ethernet", 10, 20},    {"25gbe", "25 Gigabit Ethernet", 25, 20},
    {"100gbe", "100 Gigabit Ethernet", 100, 20}, {"tb4", "Thunderbolt 4 networking", 16, 20},
    {"tb5", "Thunderbolt 5 networking", 80, 20}, {"ib-hdr", "InfiniBand HDR", 200, 2},
};

constexpr double kGiB = 1073741824.0;

[[noreturn]] void bad(const std::string& field, const std::string& why)
{
    throw InputError("cluster-invalid", field, why);
}

double number(const nlohmann::json& o, const std::string& field, const char* key, double min, double max,
              std::optional<double> fallback)
{
    auto it = o.find(key);
    if (it == o.end() || it->is_null()) {
        if (!fallback)
            bad(field + "." + key, "required");
        return *fallback;
    }
    if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < min || it->get<double>() > max)
        bad(field + "." + key, "a number from " + std::to_string(min) + " to " + std::to_string(max));
    return it->get<double>();
}

std::string text(const nlohmann::json& o, const std::string& field, const char* key)
{
    auto it = o.find(key);
    if (it == o.end() || it->is_null())
        return {};
    if (!it->is_string())
        bad(field + "." + key, "text");
    return it->get<std::string>();
}

bool flag(const nlohmann::json& o, const std::string& field, const char* key)
{
    auto it = o.find(key);
    if (it == o.end() || it->is_null())
        return false;
    if (!it->is_boolean())
        bad(field + "." + key, "true or false");
    return it->get<bool>();
}

uint64_t gib(double g)
{
    return static_cast<uint64_t>(std::llround(g * kGiB));
}

Link linkFromJson(const nlohmann::json& j)
{
    if (j.is_string()) {
        const auto l = linkPreset(j.get<std::string>());
        if (!l)
            bad("link", "unknown link \"" + j.get<std::string>() + "\"");
        return *l;
    }
    if (!j.is_object())
        bad("link", "a link id or {gbps, latency_us}");
    Link l;
    l.gbps = number(j, "link", "gbps", 0.001, 1e5, std::nullopt);
    l.latencyUs = number(j, "link", "latency_us", 0, 1e6, std::nullopt);
    return l;
}

// One node's devices as listed in the file.
Hardware listedNode(const nlohmann::json& devs, const std::string& field, const MachineOptions& mo)
{
    if (!devs.is_array() || devs.empty())
        bad(field + ".devices", "a non-empty list");
    Hardware hw;
    hw.name = "Custom";
    uint32_t gpus = 0;
    for (size_t i = 0; i < devs.size(); ++i) {
        const nlohmann::json& d = devs[i];
        const std::string f = field + ".devices[" + std::to_string(i) + "]";
        if (!d.is_object())
            bad(f, "an object");
        const auto kind = deviceKindFromId(text(d, f, "kind"));
        if (!kind)
            bad(f + ".kind", "gpu, ram or unified");
        Device dev;
        dev.kind = *kind;
        dev.capacityBytes = gib(number(d, f, "memory_gib", 0.001, 1 << 20, std::nullopt));
        dev.bandwidthGBs = number(d, f, "bandwidth_gbs", 0.001, 1e5, std::nullopt);
        if (dev.kind == DeviceKind::Gpu) {
            dev.name = "GPU " + std::to_string(gpus);
            dev.reserveBytes =
                mo.reserves.gpuDriverBytes + (gpus == 0 && !mo.headless ? mo.reserves.gpuDisplayBytes : 0);
            ++gpus;
        } else {
            dev.name = dev.kind == DeviceKind::Unified ? "Unified memory" : "RAM";
            dev.reserveBytes = mo.reserves.ramOsBytes;
            if (dev.kind == DeviceKind::Unified)
                dev.gpuLimitBytes = gib(number(d, f, "gpu_limit_gib", 0, 1 << 20, 0.0));
        }
        const std::string name = text(d, f, "name");
        if (!name.empty())
            dev.name = name;
        hw.devices.push_back(dev);
    }
    return hw;
}

} // namespace

const std::vector<LinkPreset>& linkPresets()
{
    return kLinks;
}

std::optional<Link> linkPreset(std::string_view id)
{
    for (const LinkPreset& p : kLinks)
        if (id == p.id) {
            Link l;
            l.id = p.id;
            l.gbps = p.gbps;
            l.latencyUs = p.latencyUs;
            return l;
        }
    return std::nullopt;
}

Hardware clusterOf(const Hardware& node, uint32_t nodes, const Link& link)
{
    if (nodes <= 1)
        return node;
    Hardware hw;
    hw.id = node.id;
    hw.name = std::to_string(nodes) + " x " + node.name;
    hw.link = link;
    for (uint32_t n = 0; n < nodes; ++n)
        for (Device d : node.devices) {
            d.node = n;
            d.name = "node " + std::to_string(n + 1) + " " + d.name;
            hw.devices.push_back(std::move(d));
        }
    return hw;
}

Hardware clusterFromJson(const std::string& textIn, const std::string& file, const std::vector<HardwarePreset>& presets)
{
    const nlohmann::json j = parseJsonText(textIn, file);
    if (!j.is_object())
        bad("schema", "expected an object with \"schema\": \"kvplanner.cluster/1\"");
    const std::string schema = text(j, "", "schema");
    if (schema.empty())
        bad("schema", "missing; expected \"kvplanner.cluster/1\"");
    if (schema.rfind("kvplanner.cluster/", 0) == 0 && schema != "kvplanner.cluster/1")
        throw InputError("schema-too-new", schema);
    if (schema != "kvplanner.cluster/1")
        bad("schema", "expected \"kvplanner.cluster/1\", not \"" + schema + "\"");
    auto nodes = j.find("nodes");
    if (nodes == j.end() || !nodes->is_array() || nodes->empty())
        bad("nodes", "a list of at least one node");
    if (nodes->size() > kMaxNodes)
        bad("nodes", "at most " + std::to_string(kMaxNodes) + " nodes");
    Hardware hw;
    hw.name = text(j, "", "name");
    if (auto l = j.find("link"); l != j.end() && !l->is_null())
        hw.link = linkFromJson(*l);
    else if (nodes->size() > 1)
        bad("link", "required with more than one node");
    for (size_t n = 0; n < nodes->size(); ++n) {
        const nlohmann::json& o = (*nodes)[n];
        const std::string f = "nodes[" + std::to_string(n) + "]";
        if (!o.is_object())
            bad(f, "an object");
        MachineOptions mo;
        mo.headless = flag(o, f, "headless");
        Hardware one;
        const std::string preset = text(o, f, "hardware");
        if (!preset.empty() && o.contains("devices"))
            bad(f, "either \"hardware\" or \"devices\", not both");
        if (!preset.empty()) {
            auto p =
                std::find_if(presets.begin(), presets.end(), [&](const HardwarePreset& h) { return h.id == preset; });
            if (p == presets.end())
                bad(f + ".hardware", "no hardware preset is called \"" + preset + "\"");
            mo.gpus = static_cast<uint32_t>(number(o, f, "gpus", 1, 16, 1.0));
            if (o.contains("ram_gib"))
                mo.ramBytes = gib(number(o, f, "ram_gib", 0.001, 1 << 20, std::nullopt));
            one = machineFrom(*p, mo);
        } else if (o.contains("devices")) {
            one = listedNode(o["devices"], f, mo);
        } else {
            bad(f, "needs \"hardware\" (a preset id) or \"devices\"");
        }
        const std::string host = text(o, f, "host");
        if (host.find_first_of(" \t\r\n,") != std::string::npos)
            bad(f + ".host", "a host name or address without spaces or commas");
        hw.hosts.push_back(host);
        hw.nodePresets.push_back(preset);
        if (hw.name.empty())
            hw.name = one.name;
        for (Device d : one.devices) {
            d.node = static_cast<uint32_t>(n);
            if (nodes->size() > 1)
                d.name = "node " + std::to_string(n + 1) + " " + d.name;
            hw.devices.push_back(std::move(d));
        }
    }
    if (nodes->size() == 1)
        hw.link = {};
    return hw;
}

} // namespace kv
