// llama.cpp's compute buffers on CUDA machines (DESIGN §4.1): the scheduler's split of the graph whose CPU buffer
// tst_compute_buffer checks byte for byte. Against the compute-buffer lines of public logs
// (groundtruth/llamacpp-gpu-compute.json), and against the split worked out by hand from a measured CPU case.

#include <QTest>

#include "estimator.h"
#include "groundtruth.h"

#include <algorithm>
#include <cmath>

using nlohmann::json;

namespace {

constexpr uint64_t kMiB = 1024 * 1024;
constexpr uint64_t kGiB = 1024 * kMiB;

kv::ModelSpec preset(const std::string& id)
{
    const kv::Catalog cat = kvtest::presets();
    const auto it =
        std::find_if(cat.models.begin(), cat.models.end(), [&](const kv::ModelSpec& m) { return m.id == id; });
    if (it == cat.models.end())
        qFatal("no preset %s", id.c_str());
    return *it;
}

// `gpus` discrete 24 GiB GPUs beside 64 GiB of RAM, every layer and the output on the GPUs.
kv::Scenario onGpus(const kv::ModelSpec& m, uint32_t gpus)
{
    kv::Scenario s;
    s.model = m;
    s.runtime = kv::Runtime::LlamaCpp;
    for (uint32_t k = 0; k < gpus; ++k) {
        kv::Device g;
        g.name = "GPU " + std::to_string(k);
        g.kind = kv::DeviceKind::Gpu;
        g.capacityBytes = 24 * kGiB;
        s.hardware.devices.push_back(g);
    }
    kv::Device ram;
    ram.name = "RAM";
    ram.kind = kv::DeviceKind::Ram;
    ram.capacityBytes = 64 * kGiB;
    s.hardware.devices.push_back(ram);
    s.placement.nGpuLayers = m.nLayer() + 1;
    return s;
}

// The header example of llamacpp/graphsketch.h, measured on the CPU (llamacpp-compute.json's llama case): llama, 2
// layers, n_embd 256, 8 heads x 32, 2 KV heads, n_ff 512, vocab 1000, -c 4096 -np 1, ub 512, FA off.
kv::ModelSpec tinyLlama()
{
    const json j{{"id", "tiny-llama"}, {"arch", "llama"}, {"n_layer", 2},    {"n_head", 8},         {"n_head_kv", 2},
                 {"head_dim", 32},     {"n_embd", 256},   {"n_vocab", 1000}, {"n_ctx_train", 4096}, {"n_ff", 512}};
    return kv::modelFromJson(j);
}

} // namespace

class TestGpuCompute : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void publicLogs_data();
    void publicLogs();
    void oneGpuFromTheCpuGraph();
    void pipelineCopiesOnTheHost();
    void partialOffloadKeepsTheApproximation();
};

void TestGpuCompute::publicLogs_data()
{
    QTest::addColumn<QString>("caseName");
    QTest::addColumn<int>("figure");
    const json fixture = kvtest::loadJson("groundtruth/llamacpp-gpu-compute.json");
    for (const json& c : fixture.at("cases"))
        for (size_t i = 0; i < c.at("printed").size(); ++i) {
            const std::string name =
                c.at("name").get<std::string>() + "/" + c.at("printed")[i].at("buffer").get<std::string>();
            QTest::newRow(name.c_str()) << QString::fromStdString(c.at("name")) << int(i);
        }
}

void TestGpuCompute::publicLogs()
{
    QFETCH(QString, caseName);
    QFETCH(int, figure);
    json c;
    const json fixture = kvtest::loadJson("groundtruth/llamacpp-gpu-compute.json");
    for (const json& x : fixture.at("cases"))
        if (x.at("name") == caseName.toStdString())
            c = x;
    const json& p = c.at("params");
    const json& f = c.at("printed")[size_t(figure)];
    kv::Scenario s = onGpus(preset(c.at("model")), p.at("gpus"));
    s.llama.ctxSize = p.at("ctx").get<uint64_t>();
    s.llama.parallel = p.at("parallel").get<uint32_t>();
    s.llama.kvUnified = p.value("unified", false);
    s.llama.ubatchSize = p.at("ubatch");
    s.llama.flashAttn = p.at("flash_attn").get<bool>() ? kv::FlashAttn::On : kv::FlashAttn::Off;
    s.llama.outputsPerBatchToken = p.at("outputs_per_batch_token");
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.placement.nGpuLayers, s.model.nLayer() + 1);
    const std::string buffer = f.at("buffer");
    // CUDA<k> is the k-th GPU; CUDA_Host is the RAM device, the last one.
    const size_t dev = buffer == "CUDA_Host" ? e.devices.size() - 1 : std::stoul(buffer.substr(4));
    const double mib = static_cast<double>(e.devices.at(dev).memory.compute) / kMiB;
    const double printed = f.at("mib");
    // The log rounds to `decimals` places: an exact rule lands within half of the last place.
    const double tolerance = 0.5 * std::pow(10.0, -f.at("decimals").get<int>()) + 1e-9;
    qInfo("%s %s: kvplanner %.4f MiB, printed %.4f MiB", qPrintable(caseName), buffer.c_str(), mib, printed);
    if (f.at("status") == "unexplained") {
        // The gap as recorded, so that a change of the rule that moves it is seen; and the figure itself, expected
        // to miss until the gap is understood.
        QVERIFY2(std::abs(printed - mib - f.at("gap_mib").get<double>()) < 0.01 + tolerance,
                 qPrintable(QString("gap %1 MiB").arg(printed - mib)));
        QEXPECT_FAIL("", qPrintable(QString::fromStdString(f.at("note"))), Continue);
    }
    QVERIFY2(std::abs(mib - printed) <= tolerance, qPrintable(QString("kvplanner %1 MiB").arg(mib, 0, 'f', 4)));
}

void TestGpuCompute::oneGpuFromTheCpuGraph()
{
    // One GPU holding everything: the GPU's allocator walks the CPU graph without what stays on the host, the
    // tokens (512 x 4 = 2048) and inp_embd (256 x 512 x 4 = 524288), and with every tensor 128-aligned instead of
    // 32 (only the 4-byte output id grows, 32 -> 128: +96). The host keeps the inputs (9183264, graphsketch.h)
    // and token_embd's get_rows (524288). The measured CPU figure is 78389280 (llamacpp-compute.json).
    kv::Scenario s = onGpus(tinyLlama(), 1);
    s.llama.ctxSize = 4096;
    s.llama.parallel = 1;
    s.llama.flashAttn = kv::FlashAttn::Off;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.devices[0].memory.compute, uint64_t(78389280 - 2048 - 524288 + 96));
    QCOMPARE(e.devices[1].memory.compute, uint64_t(9183264 + 524288));
    // The note says the figure is the split graph's and names the host's share, still unconfirmed by a log.
    QVERIFY(e.computeIsApproximate);
    const auto note = std::find_if(e.warnings.begin(), e.warnings.end(),
                                   [](const kv::Warning& w) { return kv::codeName(w.code) == "compute-gpu-split"; });
    QVERIFY(note != e.warnings.end());
    QCOMPARE(note->args, std::vector<std::string>{std::to_string(9183264 + 524288)});
    QVERIFY(std::none_of(e.warnings.begin(), e.warnings.end(),
                         [](const kv::Warning& w) { return kv::codeName(w.code) == "compute-approximate"; }));
    // The same machine without the GPU is the measured CPU figure.
    kv::Scenario cpu = s;
    cpu.hardware.devices.erase(cpu.hardware.devices.begin());
    cpu.placement.nGpuLayers.reset();
    QCOMPARE(kv::estimate(cpu).devices[0].memory.compute, uint64_t(78389280));
}

void TestGpuCompute::pipelineCopiesOnTheHost()
{
    // Two GPUs, full offload, cache offloaded: pipeline parallelism, 4 copies of every graph input read by a node
    // (ggml_backend_sched_split_graph), all allocated first and never freed, beside the unread inp_embd and the
    // get_rows: 4 x (tokens 2048 + positions 2048 + K rows 4096 + V rows 512 x 2 x 32 x 8 = 262144 + mask 4096 x 512 x
    // 4 = 8388608 + output id 4 -> 32) + 524288 + 524288.
    kv::Scenario s = onGpus(tinyLlama(), 2);
    s.llama.ctxSize = 4096;
    s.llama.parallel = 1;
    s.llama.flashAttn = kv::FlashAttn::Off;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.devices[2].memory.compute, uint64_t(4 * (2048 + 2048 + 4096 + 262144 + 8388608 + 32) + 2 * 524288));
    // llama.cpp splits the 3 layers (2 repeating, then the output) by equal shares: fractions 0 and 1/3 fall on
    // GPU 0, 2/3 on GPU 1. GPU 0 then holds both attentions, each with its 64 MiB of scores (4096 x 512 x 8 x 4);
    // GPU 1 only the output layer: the copied-in activations (4 x 512 x 256 x 4), the norm and 1 x 1000 logits.
    QCOMPARE(e.devices[0].layers, 2u);
    QCOMPARE(e.devices[1].layers, 0u);
    QVERIFY(e.devices[0].memory.compute > uint64_t(64) * kMiB);
    QVERIFY(e.devices[1].memory.compute > 0 && e.devices[1].memory.compute < 8 * kMiB);
}

void TestGpuCompute::partialOffloadKeepsTheApproximation()
{
    // With a layer on the CPU the scheduler offloads the host layer's big products to the GPU with their weights
    // copied in (op_offload): not modelled, the approximation stays and says so.
    kv::Scenario s = onGpus(preset("qwen3-4b"), 1);
    s.llama.ctxSize = 4096;
    s.llama.parallel = 1;
    s.placement.nGpuLayers = 20;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(e.computeIsApproximate);
}

QTEST_GUILESS_MAIN(TestGpuCompute)
#include "tst_gpu_compute.moc"
