#pragma once
// Clusters: one machine made of several nodes and the link between them (DESIGN §8, issue 18).
//
// A cluster is an ordinary Hardware whose devices carry their node (Device::node) and whose link says
// how fast the nodes talk. Every view that lists devices keeps working; names say the node:
//   clusterOf(machineFrom(rtx3090, {}), 2, linkPreset("10gbe"))
//     -> "node 1 GPU 0", "node 1 RAM" (node 0), "node 2 GPU 0", "node 2 RAM" (node 1), link 10 Gbit/s, 20 us
//
// A cluster file describes nodes that differ (schema "kvplanner.cluster/1"):
//   { "schema": "kvplanner.cluster/1", "name": "two gaming PCs",
//     "link": "10gbe",                                  // or { "gbps": 10, "latency_us": 20 }
//     "nodes": [ { "host": "192.168.1.10", "hardware": "rtx-3090", "gpus": 1, "ram_gib": 64 },
//                { "host": "192.168.1.11", "headless": true,
//                  "devices": [ { "kind": "gpu", "memory_gib": 24, "bandwidth_gbs": 936 },
//                               { "kind": "ram", "memory_gib": 32, "bandwidth_gbs": 60 } ] } ] }
// A node names a hardware preset (with "gpus", "ram_gib", "headless") or lists its devices. Bad input
// throws InputError("cluster-invalid", field, why): a missing or unknown schema, no nodes, more than
// kMaxNodes, a node with neither preset nor devices, sizes or speeds out of range. Unknown keys are ignored.

#include "hardware.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kv {

inline constexpr uint32_t kMaxNodes = 64;

struct LinkPreset
{
    const char* id;
    const char* name;
    double gbps;
    double latencyUs;
};

// The links the planner knows, with the figures' sources beside them (cluster.cpp).
const std::vector<LinkPreset>& linkPresets();
std::optional<Link> linkPreset(std::string_view id);

// `nodes` copies of a one-node machine, each on its own node, names prefixed "node N ".
Hardware clusterOf(const Hardware& node, uint32_t nodes, const Link& link);

Hardware clusterFromJson(const std::string& text, const std::string& fileName,
                         const std::vector<HardwarePreset>& presets);

} // namespace kv
