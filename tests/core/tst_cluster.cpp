// Clusters (issue 18): nodes and links, llama.cpp RPC placement over local and remote devices, vLLM on
// Ray (pipeline stages x tensor parallelism, blocks as the minimum over the ranks), the
// per-node totals and launch commands, the link's share of the decode-speed bound, and cluster files —
// each with its arithmetic written out.
//
// The RPC rules come from llama.cpp v0.5.0 (0ad4a86): src/llama.cpp puts the RPC servers' devices at
// the FRONT of the device list, then the local GPUs; src/llama-model.cpp splits the last -ngl layers
// (and the output layer, counted as layer n_layer) over that list by upper_bound of (il - start) / act
// into the cumulative split, by free memory or --tensor-split; ggml-rpc.cpp copies between two servers
// through the main host.

#include <QTest>

#include "cluster.h"
#include "errors.h"
#include "estimator.h"
#include "groundtruth.h"
#include "hardware.h"
#include "scenariojson.h"
#include "specs.h"
#include "weightscheme.h"

#include <cmath>

namespace {

constexpr uint64_t kMiB = 1048576;

// 10 layers of exactly 100 MiB of f16 weights (52428800 parameters each), 1 KV head x 64, vocab 1000,
// n_embd 64, no embedding or output weights. At 1024 tokens, 1 user, f16: KV per layer = 1024 x (64 +
// 64) x 2 = 262144 bytes (0.25 MiB). Compute (ubatch 512): 4 x 512 x 64 = 131072 bytes on a device
// holding layers, plus 4 x 512 x 1000 = 2048000 on the device holding the output layer.
kv::Scenario tenLayers()
{
    kv::Scenario s;
    kvtest::useTenLayers(s);
    s.contextPerUser = 1024;
    s.users = 1;
    return s;
}

kv::Device dev(const char* name, kv::DeviceKind kind, uint64_t bytes, double bw, uint32_t node)
{
    kv::Device d;
    d.name = name;
    d.kind = kind;
    d.capacityBytes = bytes;
    d.bandwidthGBs = bw;
    d.node = node;
    return d;
}

kv::Link link(double gbps, double latencyUs)
{
    kv::Link l;
    l.gbps = gbps;
    l.latencyUs = latencyUs;
    return l;
}

// Two nodes, each a 700 MiB GPU at 1000 GB/s and 4 GiB of RAM at 100 GB/s; no reserves; 1 Gbit/s, 50 us.
kv::Hardware twoNodes()
{
    kv::Hardware hw;
    hw.devices = {dev("node 1 GPU 0", kv::DeviceKind::Gpu, 700 * kMiB, 1000, 0),
                  dev("node 1 RAM", kv::DeviceKind::Ram, 4096 * kMiB, 100, 0),
                  dev("node 2 GPU 0", kv::DeviceKind::Gpu, 700 * kMiB, 1000, 1),
                  dev("node 2 RAM", kv::DeviceKind::Ram, 4096 * kMiB, 100, 1)};
    hw.link = link(1, 50);
    hw.hosts = {"10.0.0.1", "10.0.0.2"};
    return hw;
}

bool hasWarning(const kv::Estimate& e, const std::string& code)
{
    return std::any_of(e.warnings.begin(), e.warnings.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

QString errorOf(const std::string& text)
{
    try {
        kv::clusterFromJson(text, "test.json", kvtest::presets().hardware);
    } catch (const kv::InputError& e) {
        return QString::fromStdString(e.code() + " " + e.subject());
    }
    return QStringLiteral("accepted");
}

} // namespace

class TestCluster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nodesRepeatTheMachine();
    void rpcSplitPutsRemoteDevicesFirst();
    void rpcSpeedBoundAddsTheLink();
    void remoteToRemoteGoesThroughTheMainNode();
    void llama70bOnTwo3090s();
    void slowLinkCrawls();
    void clusterFileRoundTrip();
    void badClusterFiles_data();
    void badClusterFiles();
    void runtimesWithoutClusters();
    void vllmOnRay();
    void vllmStagesAndRefusals();
    void tensorParallelAcrossNodes();
};

void TestCluster::nodesRepeatTheMachine()
{
    // An RTX 3090 preset (24 GiB, 936 GB/s; 64 GiB RAM) twice: node 1 GPU 0, node 1 RAM, node 2 GPU 0,
    // node 2 RAM, the second pair on node 1; the 10 GbE preset is 10 Gbit/s and 20 us.
    const kv::Catalog cat = kvtest::presets();
    const kv::Hardware one = kv::machineFrom(*cat.findHardware("rtx-3090"), {});
    const kv::Hardware two = kv::clusterOf(one, 2, *kv::linkPreset("10gbe"));
    QCOMPARE(two.nodeCount(), 2u);
    QCOMPARE(two.devices.size(), size_t(4));
    QCOMPARE(two.devices[0].name, std::string("node 1 GPU 0"));
    QCOMPARE(two.devices[3].name, std::string("node 2 RAM"));
    QCOMPARE(two.devices[2].node, 1u);
    QCOMPARE(two.devices[2].capacityBytes, uint64_t(24) << 30);
    QCOMPARE(two.link.gbps, 10.0);
    QCOMPARE(two.link.latencyUs, 20.0);
    QCOMPARE(two.host(1), std::string("node2"));
    QCOMPARE(kv::clusterOf(one, 1, two.link), one); // one node is the machine itself
    QVERIFY(!kv::linkPreset("3gbe"));
}

void TestCluster::rpcSplitPutsRemoteDevicesFirst()
{
    // Device list: [node 2 GPU 0 (RPC), node 1 GPU 0 (local)], both 700 MiB usable -> split points
    // [0.5, 1]. All 10 layers + output (-ngl 11, start 0, act 11): layer il goes to device
    // upper_bound(il / 11): il 0..5 (5/11 = 0.45 < 0.5) on node 2, il 6..9 and the output (10/11) on node 1.
    //   node 2 GPU: 6 x 100 MiB + 6 x 0.25 MiB KV + 131072 compute          = 630849536 bytes <= 700 MiB
    //   node 1 GPU: 4 x 100 MiB + 4 x 0.25 MiB KV + 131072 + 2048000 output = 422658048 bytes
    // So the auto fit offloads everything: -ngl 999, verdict Fits, node 2 RAM holds nothing.
    kv::Scenario s = tenLayers();
    s.hardware = twoNodes();
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.placement.nGpuLayers, 11u);
    QCOMPARE(e.devices[2].layers, 6u);
    QCOMPARE(e.devices[2].memory.weights, 600 * kMiB);
    QCOMPARE(e.devices[2].memory.kv, uint64_t(6) * 262144);
    QCOMPARE(e.devices[2].used(), uint64_t(630849536));
    QCOMPARE(e.devices[0].layers, 4u);
    QCOMPARE(e.devices[0].memory.kv, uint64_t(4) * 262144);
    QCOMPARE(e.devices[0].used(), uint64_t(422658048));
    QCOMPARE(e.devices[3].used(), uint64_t(0));
    QCOMPARE(e.verdict, kv::Verdict::Fits);

    // Per node: node 2 = its GPU (its RAM is empty); node 1 = its GPU plus the host buffers in its RAM.
    QCOMPARE(e.nodes.size(), size_t(2));
    QCOMPARE(e.nodes[1].usedBytes, uint64_t(630849536));
    QCOMPARE(e.nodes[1].usableBytes, 700 * kMiB); // its rpc-server lends the GPU, not the RAM beside it
    QCOMPARE(e.nodes[0].usableBytes, 700 * kMiB + 4096 * kMiB);
    QCOMPARE(e.nodes[1].layers, 6u);
    QCOMPARE(e.nodes[0].usedBytes, uint64_t(422658048) + e.devices[1].used());
    QCOMPARE(e.nodes[0].layers, 4u);
    QVERIFY(e.nodes[0].fits && e.nodes[1].fits);

    // Launch: llama-server on node 1 with the RPC server of node 2; ggml-rpc-server on node 2 on all
    // interfaces, port 50052, with its local cache.
    QCOMPARE(e.nodes[0].role, std::string("main"));
    QCOMPARE(e.nodes[0].commands.at(0),
             std::string("llama-server -m MODEL.gguf -c 1024 -np 1 -fa on -ngl 999 --rpc 10.0.0.2:50052"));
    QCOMPARE(e.nodes[1].role, std::string("rpc-server"));
    QCOMPARE(e.nodes[1].commands.at(0), std::string("ggml-rpc-server -H 0.0.0.0 -p 50052 -c"));
    QCOMPARE(e.runtime.launch, e.nodes[0].commands.at(0));
    QVERIFY(hasWarning(e, "rpc-trusted-network"));

    // --tensor-split 1,3 (RPC device first): split points [0.25, 1]: il 0..2 (2/11 = 0.18) on node 2,
    // il 3..9 on node 1 (7 layers, 700 MiB + KV: too much) -> the fit lowers -ngl. With -ngl 999 forced:
    s.placement.tensorSplit = {1, 3};
    s.placement.nGpuLayers = 999;
    const kv::Estimate split = kv::estimate(s);
    QCOMPARE(split.devices[2].layers, 3u);
    QCOMPARE(split.devices[0].layers, 7u);
    QVERIFY(!split.devices[0].fits);
    QCOMPARE(split.verdict, kv::Verdict::DoesNotFit);
    QVERIFY(split.runtime.launch.find(" -ts 1,3 --rpc 10.0.0.2:50052") != std::string::npos);
}

void TestCluster::rpcSpeedBoundAddsTheLink()
{
    // The layout above. Memory per step: node 2 GPU reads 600 MiB + its 6/10 of the 2.5 MiB ideal KV
    // = 630718464 bytes at 1000 GB/s = 630.718464 us; node 1 GPU 400 MiB + 1 MiB = 420478976 bytes =
    // 420.478976 us; node 1 RAM reads no weights. Memory 1051.19744 us.
    // Link: main (input embedding) -> node 2 -> node 1 (output): 2 crossings of 64 x 4 bytes = 512
    // bytes, at 1 Gbit/s 4.096 us, plus 2 x 50 us latency: 104.096 us. Step 1155.29344 us.
    kv::Scenario s = tenLayers();
    s.hardware = twoNodes();
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.placement.linkCrossings, 2u);
    QCOMPARE(e.placement.linkBytesPerStep, uint64_t(512));
    QVERIFY(std::abs(e.speed.memorySeconds - 1051.19744e-6) < 1e-12);
    QVERIFY(std::abs(e.speed.networkSeconds - 104.096e-6) < 1e-12);
    QVERIFY(std::abs(e.speed.tokensPerSecond - 1 / 1155.29344e-6) < 1e-6);
    QVERIFY(!e.speed.networkLimited());

    // 4 users decode together: 4 x 256 bytes per crossing (2048 bytes: 16.384 us), the latency once
    // per crossing: 116.384 us of link per step.
    s.users = 4;
    const kv::Estimate four = kv::estimate(s);
    QCOMPARE(four.placement.linkBytesPerStep, uint64_t(2048));
    QVERIFY(std::abs(four.speed.networkSeconds - 116.384e-6) < 1e-12);

    // One machine has no link term.
    kv::Scenario local = tenLayers();
    local.hardware.devices = {dev("GPU 0", kv::DeviceKind::Gpu, 2000 * kMiB, 1000, 0),
                              dev("RAM", kv::DeviceKind::Ram, 4096 * kMiB, 100, 0)};
    const kv::Estimate one = kv::estimate(local);
    QCOMPARE(one.speed.networkSeconds, 0.0);
    QCOMPARE(one.placement.linkCrossings, 0u);
    QVERIFY(one.nodes.empty());
}

void TestCluster::remoteToRemoteGoesThroughTheMainNode()
{
    // Three nodes: node 1 (main) a GPU + RAM, node 2 a GPU, node 3 a CPU-only box (its rpc-server lends
    // its RAM). Device list [node 2 GPU, node 3 RAM, node 1 GPU]; --tensor-split 3,3,4 -> split points
    // [0.3, 0.6, 1]; -ngl 11: il 0..3 (3/11 = 0.27) on node 2, il 4..6 (6/11 = 0.55) on node 3, il 7..9
    // and the output on node 1.
    // Crossings: main -> node 2 (1), node 2 -> node 3 through the main node (2), node 3 -> node 1 (1) =
    // 4, each 256 bytes: 1024 bytes. At 10 Gbit/s and 20 us: 0.8192 us + 80 us.
    kv::Scenario s = tenLayers();
    s.hardware.devices = {dev("node 1 GPU 0", kv::DeviceKind::Gpu, 2000 * kMiB, 1000, 0),
                          dev("node 1 RAM", kv::DeviceKind::Ram, 4096 * kMiB, 100, 0),
                          dev("node 2 GPU 0", kv::DeviceKind::Gpu, 2000 * kMiB, 1000, 1),
                          dev("node 3 RAM", kv::DeviceKind::Ram, 4096 * kMiB, 100, 2)};
    s.hardware.link = link(10, 20);
    s.placement.tensorSplit = {3, 3, 4};
    s.placement.nGpuLayers = 11;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.devices[2].layers, 4u);
    QCOMPARE(e.devices[3].layers, 3u);
    QCOMPARE(e.devices[3].memory.weights, 300 * kMiB);
    QCOMPARE(e.devices[0].layers, 3u);
    QCOMPARE(e.devices[1].layers, 0u);
    QCOMPARE(e.placement.linkCrossings, 4u);
    QCOMPARE(e.placement.linkBytesPerStep, uint64_t(1024));
    QVERIFY(std::abs(e.speed.networkSeconds - 80.8192e-6) < 1e-12);
    QVERIFY(e.runtime.launch.find(" --rpc node2:50052,node3:50052") != std::string::npos);
    QCOMPARE(e.nodes.size(), size_t(3));
    QCOMPARE(e.nodes[2].layers, 3u);

    // Output layer remote (the whole model on node 2: --tensor-split 1,0,0): main -> node 2 (1), and
    // the logits back (1): 256 + 1000 x 4 = 4256 bytes.
    s.placement.tensorSplit = {1, 0, 0};
    const kv::Estimate remote = kv::estimate(s);
    QCOMPARE(remote.devices[2].layers, 10u);
    QCOMPARE(remote.placement.linkCrossings, 2u);
    QCOMPARE(remote.placement.linkBytesPerStep, uint64_t(256 + 4000));
}

void TestCluster::llama70bOnTwo3090s()
{
    // Issue 18's case: Llama-3.3-70B Q4_K_M, 32768 x 2 users, two PCs with an RTX 3090 (24 GiB: 400 MiB
    // driver + 512 MiB display reserved -> 24813502464 usable) and 64 GiB RAM each, over 10 GbE.
    // All layers offloaded (-ngl 999: start 0, act 81), split points [0.5, 1] (equal GPUs): il / 81 < 0.5
    // for il <= 40 -> layers 0..40 (41) on node 2's GPU (the RPC device comes first), 41..79 (39) and
    // the output layer (80) on node 1's GPU.
    // KV per layer: 65536 cells (2 streams x 32768) x 8 heads x 128 x (K + V) x 2 bytes = 268435456.
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario s;
    s.model = *cat.findModel("llama-3.3-70b");
    s.weights = *cat.findScheme("Q4_K_M");
    s.contextPerUser = 32768;
    s.users = 2;
    s.placement.nGpuLayers = 999;
    s.hardware = kv::clusterOf(kv::machineFrom(*cat.findHardware("rtx-3090"), {}), 2, *kv::linkPreset("10gbe"));
    const kv::Estimate e = kv::estimate(s);
    const auto split = kv::sharedWeightSplit(s.model, s.weights, kv::weightsFormat(s.runtime));
    auto layers = [&](uint32_t from, uint32_t to) {
        uint64_t b = 0;
        for (uint32_t il = from; il <= to; ++il)
            b += split->layerDense[il];
        return b;
    };
    const kv::DeviceUse& n2 = e.devices[2];
    QCOMPARE(n2.name, std::string("node 2 GPU 0"));
    QCOMPARE(n2.layers, 41u);
    QCOMPARE(n2.memory.weights, layers(0, 40));
    QCOMPARE(n2.memory.kv, uint64_t(41) * 268435456);
    QCOMPARE(n2.memory.compute, uint64_t(4) * 512 * 8192); // activations of one micro-batch (n_embd 8192)
    QCOMPARE(e.nodes[1].usedBytes, layers(0, 40) + uint64_t(41) * 268435456 + 16777216);
    QVERIFY(e.nodes[1].usedBytes > 24813502464ull); // about 32 GiB: node 2 does not hold its half
    QVERIFY(!e.nodes[1].fits);
    QCOMPARE(e.devices[0].layers, 39u);
    QCOMPARE(e.devices[0].memory.weights, layers(41, 79) + split->output);
    QCOMPARE(e.devices[0].memory.kv, uint64_t(39) * 268435456);
    QCOMPARE(e.devices[3].used(), uint64_t(0));
    QCOMPARE(e.verdict, kv::Verdict::DoesNotFit);
    // Link per step: node 1 (input embedding) -> node 2 -> node 1 (layers 41.., output): 2 crossings x
    // 2 users x 8192 x 4 bytes = 131072 bytes: 104.8576 us at 10 Gbit/s + 2 x 20 us = 144.8576 us.
    QCOMPARE(e.placement.linkCrossings, 2u);
    QCOMPARE(e.placement.linkBytesPerStep, uint64_t(131072));
    QVERIFY(std::abs(e.speed.networkSeconds - 144.8576e-6) < 1e-12);
    QVERIFY(!e.speed.networkLimited());
    QCOMPARE(e.nodes[0].commands.at(0),
             std::string("llama-server -m MODEL.gguf -c 65536 -np 2 -fa on -ngl 999 --rpc node2:50052"));

    // Left to the fit, fewer layers go to the GPUs, the rest to node 1's RAM: it spills, each node fits.
    s.placement.nGpuLayers.reset();
    const kv::Estimate fitted = kv::estimate(s);
    QCOMPARE(fitted.verdict, kv::Verdict::Spills);
    QVERIFY(fitted.nodes[0].fits && fitted.nodes[1].fits);
    QCOMPARE(fitted.devices[1].layers + fitted.devices[0].layers + fitted.devices[2].layers, 80u);
}

void TestCluster::slowLinkCrawls()
{
    // The same two-node layout over a link of 0.001 Gbit/s (1 Mbit/s) and 10 ms: 512 bytes = 4.096 ms
    // + 2 x 10 ms = 24.096 ms per step, far above the 1.05 ms of memory: the network limits.
    kv::Scenario s = tenLayers();
    s.hardware = twoNodes();
    s.hardware.link = link(0.001, 10000);
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(std::abs(e.speed.networkSeconds - 24.096e-3) < 1e-12);
    QVERIFY(e.speed.networkLimited());
}

void TestCluster::clusterFileRoundTrip()
{
    // Node 1 from the rtx-3090 preset with 32 GiB of RAM; node 2 listed: a 16 GiB GPU at 448 GB/s,
    // headless (driver reserve only), and 16 GiB RAM at 60 GB/s.
    const std::string text = R"({ "schema": "kvplanner.cluster/1", "name": "desk and den",
        "link": { "gbps": 2.5, "latency_us": 45 }, "unknown_key": 1,
        "nodes": [ { "host": "192.168.1.10", "hardware": "rtx-3090", "ram_gib": 32 },
                   { "host": "192.168.1.11", "headless": true,
                     "devices": [ { "kind": "gpu", "memory_gib": 16, "bandwidth_gbs": 448 },
                                  { "kind": "ram", "memory_gib": 16, "bandwidth_gbs": 60 } ] } ] })";
    const kv::Hardware hw = kv::clusterFromJson(text, "c.json", kvtest::presets().hardware);
    QCOMPARE(hw.name, std::string("desk and den"));
    QCOMPARE(hw.nodeCount(), 2u);
    QCOMPARE(hw.devices.size(), size_t(4));
    QCOMPARE(hw.devices[1].name, std::string("node 1 RAM"));
    QCOMPARE(hw.devices[1].capacityBytes, uint64_t(32) << 30);
    QCOMPARE(hw.devices[2].name, std::string("node 2 GPU 0"));
    QCOMPARE(hw.devices[2].capacityBytes, uint64_t(16) << 30);
    QCOMPARE(hw.devices[2].reserveBytes, uint64_t(400) << 20);
    QCOMPARE(hw.devices[3].bandwidthGBs, 60.0);
    QCOMPARE(hw.link.gbps, 2.5);
    QCOMPARE(hw.link.latencyUs, 45.0);
    QCOMPARE(hw.host(1), std::string("192.168.1.11"));
    // A scenario with that cluster saves and loads unchanged.
    kv::Scenario s = tenLayers();
    s.hardware = hw;
    const kv::Scenario back = kv::scenarioFromJson(kv::scenarioToJson(s), kvtest::presets());
    QCOMPARE(back.hardware, s.hardware);
}

void TestCluster::badClusterFiles_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    const QString node = QStringLiteral(R"({"hardware": "rtx-3090"})");
    QTest::addRow("not json") << QStringLiteral("{nodes") << QStringLiteral("json-malformed test.json");
    QTest::addRow("no schema") << QStringLiteral(R"({"nodes": [%1]})").arg(node)
                               << QStringLiteral("cluster-invalid schema");
    QTest::addRow("other schema") << QStringLiteral(R"({"schema": "kvplanner.estimate/1", "nodes": [%1]})").arg(node)
                                  << QStringLiteral("cluster-invalid schema");
    QTest::addRow("newer schema") << QStringLiteral(R"({"schema": "kvplanner.cluster/2", "nodes": [%1]})").arg(node)
                                  << QStringLiteral("schema-too-new kvplanner.cluster/2");
    QTest::addRow("zero nodes") << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "nodes": []})")
                                << QStringLiteral("cluster-invalid nodes");
    QTest::addRow("nodes not a list") << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "nodes": 2})")
                                      << QStringLiteral("cluster-invalid nodes");
    QTest::addRow("two nodes, no link")
        << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "nodes": [%1, %1]})").arg(node)
        << QStringLiteral("cluster-invalid link");
    QTest::addRow("unknown link")
        << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "link": "5gbe", "nodes": [%1, %1]})").arg(node)
        << QStringLiteral("cluster-invalid link");
    QTest::addRow("zero bandwidth") << QStringLiteral(
                                           R"({"schema": "kvplanner.cluster/1", "link": {"gbps": 0, "latency_us": 1},
                              "nodes": [%1, %1]})")
                                           .arg(node)
                                    << QStringLiteral("cluster-invalid link.gbps");
    QTest::addRow("node without hardware")
        << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "nodes": [{"host": "a"}]})")
        << QStringLiteral("cluster-invalid nodes[0]");
    QTest::addRow("unknown preset") << QStringLiteral(
                                           R"({"schema": "kvplanner.cluster/1", "nodes": [{"hardware": "rtx-9999"}]})")
                                    << QStringLiteral("cluster-invalid nodes[0].hardware");
    QTest::addRow("absurd memory") << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "nodes": [{"devices": [
                              {"kind": "gpu", "memory_gib": 1e12, "bandwidth_gbs": 900}]}]})")
                                   << QStringLiteral("cluster-invalid nodes[0].devices[0].memory_gib");
    QTest::addRow("missing bandwidth") << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "nodes": [{"devices": [
                              {"kind": "gpu", "memory_gib": 24}]}]})")
                                       << QStringLiteral("cluster-invalid nodes[0].devices[0].bandwidth_gbs");
    QTest::addRow("unknown kind") << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "nodes": [{"devices": [
                              {"kind": "tpu", "memory_gib": 24, "bandwidth_gbs": 900}]}]})")
                                  << QStringLiteral("cluster-invalid nodes[0].devices[0].kind");
    QTest::addRow("host with a comma")
        << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "nodes": [{"hardware": "rtx-3090", "host": "a,b"}]})")
        << QStringLiteral("cluster-invalid nodes[0].host");
    QString many;
    for (int i = 0; i < 65; ++i)
        many += (i ? QStringLiteral(",") : QString()) + node;
    QTest::addRow("65 nodes")
        << QStringLiteral(R"({"schema": "kvplanner.cluster/1", "link": "1gbe", "nodes": [%1]})").arg(many)
        << QStringLiteral("cluster-invalid nodes");
}

void TestCluster::badClusterFiles()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    QCOMPARE(errorOf(text.toStdString()), error);
}

void TestCluster::runtimesWithoutClusters()
{
    // Ollama has no --rpc: it refuses a cluster.
    kv::Scenario s = tenLayers();
    s.hardware = twoNodes();
    s.runtime = kv::Runtime::Ollama;
    QVERIFY(kv::estimate(s).refusal);
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("ollama-no-cluster"));
}

void TestCluster::vllmOnRay()
{
    // vLLM, TP 1 x PP 2 (one stage per node), the ten-layer model (f16 cache), 1024 tokens, 1 user;
    // node 1 GPU 1000 MiB, node 2 GPU 1100 MiB; activation peak and non-torch memory 100 MiB each.
    // get_pp_indices: 10 / 2 = 5 layers per stage: stage 0 = layers 0..4, stage 1 = 5..9; weights 500 MiB
    // each (no embedding or head weights). Reservation floor(0.9 x capacity): 900 MiB = 943718400 and
    // 990 MiB = 1038090240. Pools: 900 - 500 - 100 - 100 = 200 MiB = 209715200; 290 MiB = 304087040.
    // A block of one rank: 5 layers x 16 tokens x 1 head x (64 + 64) x 2 bytes = 20480 bytes. Blocks:
    // 10240 and 14848 -> every rank gets the minimum, 10240 blocks = 163840 tokens. One request of 1024
    // tokens takes 64 pages x 5 layers x 4096 = 1310720 bytes of a rank: 10240 x 20480 / 1310720 = 160.
    kv::Scenario s = tenLayers();
    s.runtime = kv::Runtime::Vllm;
    s.hardware = twoNodes();
    s.hardware.devices[0].capacityBytes = 1000 * kMiB;
    s.hardware.devices[2].capacityBytes = 1100 * kMiB;
    s.vllm.activationPeakBytes = 100 * kMiB;
    s.vllm.nonTorchBytes = 100 * kMiB;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->ranks.size(), size_t(2));
    const kv::VllmRank& r0 = e.view<kv::VllmPool>()->ranks[0];
    const kv::VllmRank& r1 = e.view<kv::VllmPool>()->ranks[1];
    QCOMPARE(r0.gpu, std::string("node 1 GPU 0"));
    QCOMPARE(r1.gpu, std::string("node 2 GPU 0"));
    QCOMPARE(r1.node, 1u);
    QCOMPARE(r0.firstLayer, 0u);
    QCOMPARE(r1.firstLayer, 5u);
    QCOMPARE(r1.layers, 5u);
    QCOMPARE(r1.kvHeads, 1u);
    QCOMPARE(r0.weightsBytes, 500 * kMiB);
    QCOMPARE(r0.kvPoolBytes, uint64_t(209715200));
    QCOMPARE(r1.kvPoolBytes, uint64_t(304087040));
    QCOMPARE(r0.blockBytes, uint64_t(20480));
    QCOMPARE(r0.numBlocks, uint64_t(10240));
    QCOMPARE(r1.numBlocks, uint64_t(14848));
    QCOMPARE(e.view<kv::VllmPool>()->numBlocks, uint64_t(10240));
    QCOMPARE(e.view<kv::VllmPool>()->kvTokens, uint64_t(163840));
    QCOMPARE(e.view<kv::VllmPool>()->maxConcurrency, 160.0);
    // Each GPU holds its reservation; node 2's KV pool is the minimum's 10240 x 20480 bytes.
    QCOMPARE(e.devices[2].memory.kv, uint64_t(209715200));
    QCOMPARE(e.devices[2].used(), uint64_t(1038090240));
    QCOMPARE(e.devices[0].used(), uint64_t(943718400));
    QCOMPARE(e.verdict, kv::Verdict::Fits);
    // Launch: the Ray head, a worker joining it, vllm serve on the head.
    QCOMPARE(e.nodes.size(), size_t(2));
    QCOMPARE(e.nodes[0].commands.at(0), std::string("ray start --head --port=6379"));
    QCOMPARE(e.nodes[0].commands.at(1),
             std::string("vllm serve MODEL --max-model-len 1024 --gpu-memory-utilization 0.9 --max-num-seqs 1 "
                         "--tensor-parallel-size 1 --pipeline-parallel-size 2 --distributed-executor-backend ray"));
    QCOMPARE(e.nodes[1].commands.at(0), std::string("ray start --address=10.0.0.1:6379"));
    QCOMPARE(e.nodes[1].layers, 5u);
    // Speed: stage 0 reads 500 MiB + half the 2621440-byte ideal KV = 525598720 bytes at 1000 GB/s =
    // 525.59872 us, stage 1 the same: 1051.19744 us. One stage boundary crosses the link with the hidden
    // state and the residual, 2 x 64 x 2 bytes = 256 bytes: 2.048 us at 1 Gbit/s + 50 us.
    QCOMPARE(e.placement.linkCrossings, 1u);
    QCOMPARE(e.placement.linkBytesPerStep, uint64_t(256));
    QVERIFY(std::abs(e.speed.memorySeconds - 1051.19744e-6) < 1e-12);
    QVERIFY(std::abs(e.speed.networkSeconds - 52.048e-6) < 1e-12);

    // A pool of 1000000 bytes per rank (from a log): 48 blocks of 20480 = 983040 bytes, less than the
    // 1310720 bytes one request needs on a rank: vLLM would not start, and says so per rank.
    s.vllm.kvPoolBytes = 1000000;
    const kv::Estimate small = kv::estimate(s);
    QCOMPARE(small.view<kv::VllmPool>()->numBlocks, uint64_t(48));
    const auto w = std::find_if(small.warnings.begin(), small.warnings.end(), [](const kv::Warning& x) {
        return kv::codeName(x.code) == "vllm-cannot-serve-one-request";
    });
    QVERIFY(w != small.warnings.end());
    QCOMPARE(w->args, (std::vector<std::string>{"1310720", "983040"}));
    QCOMPARE(small.verdict, kv::Verdict::DoesNotFit);
}

void TestCluster::vllmStagesAndRefusals()
{
    // Three nodes, PP 3: 10 / 3 = 3 rem 1 -> the second-to-last stage takes one more: 3, 4, 3 layers.
    kv::Scenario s = tenLayers();
    s.runtime = kv::Runtime::Vllm;
    s.hardware.devices = {dev("node 1 GPU 0", kv::DeviceKind::Gpu, 2000 * kMiB, 1000, 0),
                          dev("node 2 GPU 0", kv::DeviceKind::Gpu, 2000 * kMiB, 1000, 1),
                          dev("node 3 GPU 0", kv::DeviceKind::Gpu, 2000 * kMiB, 1000, 2)};
    s.hardware.link = link(10, 20);
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->ranks.size(), size_t(3));
    QCOMPARE(e.view<kv::VllmPool>()->ranks[0].layers, 3u);
    QCOMPARE(e.view<kv::VllmPool>()->ranks[1].layers, 4u);
    QCOMPARE(e.view<kv::VllmPool>()->ranks[1].firstLayer, 3u);
    QCOMPARE(e.view<kv::VllmPool>()->ranks[2].firstLayer, 7u);
    QCOMPARE(e.placement.linkCrossings, 2u);
    // TP 2: one attention head cannot be split over 2 GPUs (vLLM: heads divisible by TP).
    s.vllm.tensorParallel = 2;
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("vllm-tp-heads"));
    // TP 1 x PP 4 needs 4 GPUs; the cluster has 3.
    s.vllm.tensorParallel = 1;
    s.vllm.pipelineParallel = 4;
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("vllm-ranks-exceed-gpus"));
    // 11 stages for 10 layers.
    s.vllm.pipelineParallel = 11;
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("vllm-pp-exceeds-layers"));
    // 8 heads, 3 KV heads, TP 4: more GPUs than KV heads and 4 is no multiple of 3.
    s.vllm.pipelineParallel = 0;
    s.vllm.tensorParallel = 4;
    s.model = kv::modelFromJson({{"id", "gqa"},
                                 {"n_layer", 10},
                                 {"n_head", 8},
                                 {"n_head_kv", 3},
                                 {"head_dim", 64},
                                 {"n_vocab", 1000},
                                 {"n_embd", 512},
                                 {"n_ctx_train", 8192},
                                 {"params", {{"attention", 524288000}}}});
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("vllm-tp-kv-heads"));
}

void TestCluster::tensorParallelAcrossNodes()
{
    // vLLM TP 2 x PP 1 on two nodes of one GPU each: the TP group spans the link. The model: 10 layers,
    // 2 heads (2 KV heads) of 64, n_embd 64, 2 users. Each layer ends its attention and its MLP with an
    // all-reduce of 2 users x 64 values x 2 bytes = 256 bytes; a ring over 2 ranks takes 2(2 - 1) = 2
    // steps of 256 / 2 = 128 bytes. Per token: 10 layers x 2 all-reduces x 2 steps = 40 steps, 40 x 128 =
    // 5120 bytes. No pipeline boundary (one stage). At 1 Gbit/s and 50 us: 5120 x 8 / 1e9 s = 40.96 us
    // of transfer + 40 x 50 us = 2000 us of latency = 2040.96 us on the link.
    kv::Scenario s = tenLayers();
    s.model = kv::modelFromJson({{"id", "two-heads"},
                                 {"n_layer", 10},
                                 {"n_head", 2},
                                 {"n_head_kv", 2},
                                 {"head_dim", 64},
                                 {"n_vocab", 1000},
                                 {"n_embd", 64},
                                 {"n_ctx_train", 8192},
                                 {"params", {{"attention", 524288000}}}});
    s.runtime = kv::Runtime::Vllm;
    s.users = 2;
    s.hardware = twoNodes();
    s.hardware.devices[0].capacityBytes = 2000 * kMiB;
    s.hardware.devices[2].capacityBytes = 2000 * kMiB;
    s.vllm.activationPeakBytes = 100 * kMiB;
    s.vllm.nonTorchBytes = 100 * kMiB;
    s.vllm.tensorParallel = 2;
    s.vllm.pipelineParallel = 1;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.view<kv::VllmPool>()->ranks.size(), size_t(2));
    QCOMPARE(e.view<kv::VllmPool>()->ranks[1].node, 1u);
    QCOMPARE(e.placement.allReduceSteps, uint64_t(40));
    QCOMPARE(e.placement.allReduceBytes, uint64_t(5120));
    QCOMPARE(e.placement.linkCrossings, 40u);
    QCOMPARE(e.placement.linkBytesPerStep, uint64_t(5120));
    QVERIFY(std::abs(e.speed.networkSeconds - 2040.96e-6) < 1e-12);
    // The same TP group inside one node (both GPUs on node 1): no all-reduce crosses the link.
    s.hardware.devices[2].node = 0;
    s.hardware.devices[3].node = 0;
    const kv::Estimate local = kv::estimate(s);
    QCOMPARE(local.placement.allReduceSteps, uint64_t(0));
    QCOMPARE(local.speed.networkSeconds, 0.0);
}

QTEST_APPLESS_MAIN(TestCluster)
#include "tst_cluster.moc"
