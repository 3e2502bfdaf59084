// What a log's buffer lines say about the machine (#30 §5): the devices and the offload they imply, the weights a log
// without a file type loaded, the repacked copies of the CPU backend, and how far kvplanner's compute buffer is from
// every compute buffer the fixtures print. Every expectation is worked out from the log's own lines in the comments.

#include <QTest>

#include "errors.h"
#include "logfixtures.h"

#include <algorithm>

using kv::CheckMatch;
using kvtest::kGiB;
using kvtest::kMiB;

class TestLogDevices : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deviceNames();
    void cpuOnlyRun_data();
    void cpuOnlyRun();
    void gpusFromBuffers_data();
    void gpusFromBuffers();
    void partialOffload();
    void nativeSchemeWithoutFileType();
    void printedMoeFileType();
    void computeBufferSecondTruth_data();
    void computeBufferSecondTruth();
};

namespace {

// The check of a log with the model named (check LOG --model ID).
kvtest::Checked checkText(const std::string& text, const std::string& modelId)
{
    kvtest::Checked c;
    c.log = kv::parseRuntimeLog(text);
    if (modelId.empty()) {
        c.rebuilt = kv::rebuildScenario(c.log, kvtest::catalog());
    } else {
        const kv::ModelSpec* m = kvtest::catalog().findModel(modelId);
        if (!m)
            return c;
        c.rebuilt = kv::rebuildScenario(c.log, kvtest::catalog(), *m);
    }
    c.estimate = kv::estimate(c.rebuilt.scenario);
    c.lines = kv::compareWithLog(c.log, c.rebuilt.scenario, c.estimate);
    return c;
}

kvtest::Checked checkFile(const std::string& file, const std::string& modelId)
{
    return checkText(kvtest::fixture(file), modelId);
}

const kv::Warning* assumption(const kv::RebuiltScenario& r, kv::Diag code)
{
    const auto it = std::find_if(r.assumptions.begin(), r.assumptions.end(),
                                 [code](const kv::Warning& w) { return w.code == code; });
    return it == r.assumptions.end() ? nullptr : &*it;
}

std::vector<std::string> deviceNamesOf(const kv::Scenario& s)
{
    std::vector<std::string> out;
    for (const kv::Device& d : s.hardware.devices)
        out.push_back(d.name);
    return out;
}

} // namespace

void TestLogDevices::deviceNames()
{
    // ggml's buffer type names: the CPU's own (and its extra, repacking types), a GPU backend's pinned host memory,
    // and the GPUs.
    for (const char* host :
         {"CPU", "CPU_Mapped", "CPU_REPACK", "CPU_AARCH64", "AMX", "CUDA_Host", "Vulkan_Host", "ROCm_Host", "cpu"})
        QCOMPARE(kv::deviceOf(host), std::string("CPU"));
    for (const char* gpu : {"CUDA0", "CUDA3", "Vulkan1", "ROCm0", "Metal", "SYCL0", "RPC[192.168.1.20:50052]",
                            "AMD Radeon RX 7900 XTX (RADV NAVI31)"})
        QCOMPARE(kv::deviceOf(gpu), std::string(gpu));
    QCOMPARE(kv::deviceOf("Metal_Mapped"), std::string("Metal"));
    QCOMPARE(kv::deviceOf("CUDA1_Mapped"), std::string("CUDA1"));
    for (const char* copy : {"AMX", "CPU_REPACK", "CPU_AARCH64", "CPU_KLEIDIAI"})
        QVERIFY2(kv::isRepackedCopy(copy), copy);
    for (const char* weights : {"CPU", "CPU_Mapped", "CUDA0", "Metal_Mapped", "CUDA_Host"})
        QVERIFY2(!kv::isRepackedCopy(weights), weights);
}

// llamacpp-cpu-llama8b-shape-q4_0-repack.log is llama.cpp v0.5.0's own log (llamacpp-measure's serverprobe, CPU
// build, AVX2: the Q4_0 matrices are repacked into CPU_REPACK); the -amx variant is the same log with the buffer
// named as a CPU with AMX names it (llama.cpp#19184, #13475: "AMX model buffer size"). Every buffer is in main memory:
//   load_tensors:   CPU_Mapped model buffer size =  3932.33 MiB
//   load_tensors:   CPU_REPACK model buffer size =  4025.81 MiB          (or AMX)
//   llama_context:        CPU  output buffer size =     0.49 MiB
//   llama_kv_cache:        CPU KV buffer size =   512.00 MiB
//   sched_reserve:        CPU compute buffer size =   120.01 MiB
void TestLogDevices::cpuOnlyRun_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("repack");
    QTest::addRow("CPU_REPACK (measured)") << "llamacpp-cpu-llama8b-shape-q4_0-repack.log"
                                           << "CPU_REPACK";
    QTest::addRow("AMX") << "variant-cpu-llama8b-shape-q4_0-amx.log"
                         << "AMX";
}

void TestLogDevices::cpuOnlyRun()
{
    QFETCH(QString, file);
    QFETCH(QString, repack);
    const std::string copy = repack.toStdString();
    const kvtest::Checked c = checkFile(file.toStdString(), "llama-3.1-8b");
    // No GPU buffer: a machine of one CPU and no layer offloaded (before, "AMX" was taken for a GPU: -ngl 999 on it,
    // the KV cache there, and 20.01 MiB of compute left on the CPU against the 120.01 MiB it allocated).
    QCOMPARE(deviceNamesOf(c.rebuilt.scenario), std::vector<std::string>{"CPU"});
    QCOMPARE(c.rebuilt.scenario.placement.nGpuLayers, 0u);
    const kv::Warning* cpu = assumption(c.rebuilt, kv::Diag::LogCpuOnly);
    QVERIFY(cpu);
    // The buffer names in the order printed: the two model buffers, then the output, KV and compute buffers (CPU).
    QCOMPARE(cpu->args, (std::vector<std::string>{"CPU_Mapped, " + copy + ", CPU"}));
    QVERIFY(!assumption(c.rebuilt, kv::Diag::LogDevicesInferred));
    // KV: 4096 cells x 32 layers x (8 KV heads x 128) x 2 bytes (f16) x 2 (K and V) = 536870912 = 512.00 MiB, all
    // of it on the CPU.
    QCOMPARE(*c.line("kv.device.CPU")->predicted, 536870912.0);
    COMPARE_MATCH(c, "kv.device.CPU", CheckMatch::Exact);
    // The whole compute graph on the CPU: the printed 120.01 MiB (measured), to the digit.
    COMPARE_MATCH(c, "compute.CPU", CheckMatch::Exact);
    // The weights line holds the mapped file's buffer only; the repacked copy is a line of its own, not predicted.
    QCOMPARE(c.line("weights")->logged->text, std::string("3932.33 MiB"));
    const kv::CheckLine* r = c.line("weights.repack." + copy);
    QVERIFY(r);
    QCOMPARE(r->logged->text, std::string("4025.81 MiB"));
    QVERIFY(!r->predicted);
    QCOMPARE(r->match, CheckMatch::NotPredicted);
    QCOMPARE(kvtest::reasonOf(r), std::string("repacked-copy"));
    QCOMPARE(r->reason->args, std::vector<std::string>{copy});
}

// Every fixture that prints a GPU buffer, with the GPUs named and "offloaded N/M layers to GPU".
void TestLogDevices::gpusFromBuffers_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("devices");
    QTest::addColumn<QString>("offloaded");
    // "CUDA0 model buffer size", "CPU_Mapped", "CUDA_Host" (host); "offloaded 25/25 layers to GPU"
    QTest::addRow("gpt-oss CUDA0") << "llamacpp-gptoss20b-131k.log"
                                   << "CUDA0"
                                   << "25/25";
    // "CUDA0 / CUDA1 model buffer size"; "offloaded 65/65 layers to GPU"
    QTest::addRow("qwen2.5 two GPUs") << "llamacpp-qwen25coder32b-2gpu-2024.log"
                                      << "CUDA0, CUDA1"
                                      << "65/65";
    // "Metal_Mapped model buffer size", "Metal KV buffer size"; "offloaded 19/19 layers to GPU"
    QTest::addRow("gemma3 Metal") << "llamacpp-gemma3-270m-np2-metal.log"
                                  << "Metal"
                                  << "19/19";
    // ik_llama.cpp's Vulkan build names the device by its description; "offloaded 65/65 layers to GPU"
    QTest::addRow("ik Vulkan") << "ik-qwen3-32b-vulkan.log"
                               << "AMD Radeon RX 7900 XTX (RADV NAVI31)"
                               << "65/65";
    // "CUDA0 .. CUDA3 KV buffer size"; "offloaded 163/163 layers to GPU"
    QTest::addRow("ik four GPUs") << "ik-nemotron-ultra-4gpu.log"
                                  << "CUDA0, CUDA1, CUDA2, CUDA3"
                                  << "163/163";
}

void TestLogDevices::gpusFromBuffers()
{
    QFETCH(QString, file);
    QFETCH(QString, devices);
    QFETCH(QString, offloaded);
    const kvtest::Checked c = kvtest::check(file.toStdString());
    const kv::Warning* w = assumption(c.rebuilt, kv::Diag::LogDevicesInferred);
    QVERIFY(w);
    QCOMPARE(w->args, (std::vector<std::string>{devices.toStdString(), offloaded.toStdString()}));
    QVERIFY(!assumption(c.rebuilt, kv::Diag::LogCpuOnly));
    const QString n = offloaded.section(QLatin1Char('/'), 0, 0);
    QCOMPARE(c.rebuilt.scenario.placement.nGpuLayers, n.toUInt());
}

// A constructed llama.cpp log of Llama-3.1-8B with -ngl 20 on one GPU, in llama.cpp v0.5.0's words
// (src/llama-model.cpp): i_gpu_start = n_layer + 1 - n_gpu_layers = 33 - 20 = 13, so layers 13..31 (19) and the
// output layer go to the GPU: "offloading output layer to GPU", "offloading 19 repeating layers to GPU",
// "offloaded 20/33 layers to GPU". Each layer's KV is 4096 cells x 1024 values x 2 bytes x 2 = 16 MiB: 19 x 16 =
// 304.00 MiB on CUDA0, 13 x 16 = 208.00 MiB on the CPU. The excerpt with no "offloaded" line names its GPU only:
// every layer is assumed there.
void TestLogDevices::partialOffload()
{
    const std::string text = "load_tensors: offloading output layer to GPU\n"
                             "load_tensors: offloading 19 repeating layers to GPU\n"
                             "load_tensors: offloaded 20/33 layers to GPU\n"
                             "llama_context: n_seq_max     = 1\n"
                             "llama_context: n_ctx         = 4096\n"
                             "llama_context: n_ctx_per_seq = 4096\n"
                             "llama_context: n_batch       = 2048\n"
                             "llama_context: n_ubatch      = 512\n"
                             "llama_context: flash_attn    = 1\n"
                             "llama_kv_cache:        CPU KV buffer size =   208.00 MiB\n"
                             "llama_kv_cache:      CUDA0 KV buffer size =   304.00 MiB\n"
                             "llama_kv_cache: size =  512.00 MiB (  4096 cells,  32 layers,  1/1 seqs), K (f16):  "
                             "256.00 MiB, V (f16):  256.00 MiB\n";
    const kvtest::Checked c = checkText(text, "llama-3.1-8b");
    QCOMPARE(c.rebuilt.scenario.placement.nGpuLayers, 20u);
    QCOMPARE(deviceNamesOf(c.rebuilt.scenario), (std::vector<std::string>{"CUDA0", "CPU"}));
    const kv::Warning* w = assumption(c.rebuilt, kv::Diag::LogDevicesInferred);
    QVERIFY(w);
    QCOMPARE(w->args, (std::vector<std::string>{"CUDA0", "20/33"}));
    QCOMPARE(*c.line("kv.device.CUDA0")->predicted, 19 * 16 * kMiB);
    COMPARE_MATCH(c, "kv.device.CUDA0", CheckMatch::Exact);
    QCOMPARE(*c.line("kv.device.CPU")->predicted, 13 * 16 * kMiB);
    COMPARE_MATCH(c, "kv.device.CPU", CheckMatch::Exact);

    const kvtest::Checked all = checkFile("excerpt-unnamed-buffers.log", "qwen3-0.6b");
    const kv::Warning* a = assumption(all.rebuilt, kv::Diag::LogDevicesAllLayers);
    QVERIFY(a);
    QCOMPARE(a->args, std::vector<std::string>{"CUDA0"});
    QVERIFY(!assumption(all.rebuilt, kv::Diag::LogDevicesInferred));
}

// excerpt-gptoss20b-no-file-type.log: llamacpp-gptoss20b-131k.log from load_tensors on (no print_info: neither the
// file type nor the file size). gpt-oss ships its experts in MXFP4 (openai/gpt-oss-20b quantization_config
// "mxfp4"), and a GGUF of it keeps them: llama.cpp's MXFP4_MOE file type, the experts MXFP4 (17 bytes per 32), the
// other matrices Q8_0 (34 bytes per 32), vectors and routers f32. gpt-oss-20b (preset counts):
//   experts  24 x 3 x 2880 x 2880 x 32 = 19110297600 weights x 17/32 = 10152345600
//   expert biases 24 x 3 x 2880 x 32 = 6635520 x 4                     =    26542080
//   attention q/k/v/o 24 x 26542080 = 637009920 x 34/32                 =   676823040
//   attention biases 24 x 8000 x 4 + sinks 24 x 64 x 4                  =      774144
//   token_embd and output 2 x 201088 x 2880 = 2 x 579133440 x 34/32     =  1230658560
//   routers 24 x 2880 x 32 x 4 + their biases 24 x 32 x 4               =     8850432
//   norms 141120 x 4                                                    =      564480
//   total                                                                 12096558336 bytes = 11.27 GiB
// which is the file size the whole log prints for ggml-org's gpt-oss-20b-mxfp4.gguf ("file size = 11.27 GiB");
// Q4_K_M, the old default, made it 15060.55 MiB.
void TestLogDevices::nativeSchemeWithoutFileType()
{
    const kvtest::Checked c = checkFile("excerpt-gptoss20b-no-file-type.log", "gpt-oss-20b");
    QVERIFY(c.log.model.fileType.empty());
    QVERIFY(!c.log.model.fileSize);
    QCOMPARE(c.rebuilt.scenario.weights.id, std::string("MXFP4_MOE"));
    const kv::Warning* w = assumption(c.rebuilt, kv::Diag::LogWeightsNativeScheme);
    QVERIFY(w);
    QCOMPARE(w->args, (std::vector<std::string>{"MXFP4_MOE", "gpt-oss-20b"}));
    QVERIFY(!assumption(c.rebuilt, kv::Diag::LogWeightsSchemeAssumed));
    const double predicted = *c.line("weights")->predicted;
    QCOMPARE(predicted, 12096558336.0);
    QVERIFY(kv::parseMeasured("11.27 GiB")->prints(predicted));
    // A 16-bit release keeps the old default: Llama-3.1-8B with the same excerpt's lines is taken as Q4_K_M.
    const kvtest::Checked llama = checkFile("excerpt-gptoss20b-no-file-type.log", "llama-3.1-8b");
    QCOMPARE(llama.rebuilt.scenario.weights.id, std::string("Q4_K_M"));
    QVERIFY(!assumption(llama.rebuilt, kv::Diag::LogWeightsNativeScheme));
}

// "print_info: file type = MXFP4 MoE" is llama.cpp's MXFP4_MOE file type (was read as "MXFP4", no scheme, Q4_K_M).
void TestLogDevices::printedMoeFileType()
{
    const kvtest::Checked c = kvtest::check("llamacpp-gptoss20b-131k.log");
    QCOMPARE(c.rebuilt.scenario.weights.id, std::string("MXFP4_MOE"));
    QVERIFY(!assumption(c.rebuilt, kv::Diag::LogWeightsNativeScheme));
}

// Public logs as a second truth for the compute buffer (#30 §2 and §5): every fixture that prints a compute buffer,
// kvplanner's figure beside the printed one. `bound` is how far kvplanner may be today (MiB, either side); the
// README's table ("confirmed by") lists the same rows. Only the rows marked exact are claimed to the digit.
void TestLogDevices::computeBufferSecondTruth_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("printed");
    QTest::addColumn<double>("bound");
    // public: ikawrakow/ik_llama.cpp#822, mainline b6699, RTX 3070
    QTest::addRow("llamacpp-gptoss20b-131k CUDA0") << "llamacpp-gptoss20b-131k.log"
                                                   << ""
                                                   << "compute.CUDA0"
                                                   << "456.98 MiB" << 13.6;
    QTest::addRow("llamacpp-gptoss20b-131k CUDA_Host") << "llamacpp-gptoss20b-131k.log"
                                                       << ""
                                                       << "compute.CUDA_Host"
                                                       << "263.15 MiB" << 0.04;
    // public: ggml-org/llama.cpp#10547, b4179, two GPUs -ts 3,10 (pipeline copies: section 2)
    QTest::addRow("llamacpp-qwen25coder32b-2gpu-2024 CUDA0") << "llamacpp-qwen25coder32b-2gpu-2024.log"
                                                             << ""
                                                             << "compute.CUDA0"
                                                             << "459.26 MiB" << 449.27;
    QTest::addRow("llamacpp-qwen25coder32b-2gpu-2024 CUDA1") << "llamacpp-qwen25coder32b-2gpu-2024.log"
                                                             << ""
                                                             << "compute.CUDA1"
                                                             << "472.02 MiB" << 165.03;
    QTest::addRow("llamacpp-qwen25coder32b-2gpu-2024 CUDA_Host") << "llamacpp-qwen25coder32b-2gpu-2024.log"
                                                                 << ""
                                                                 << "compute.CUDA_Host"
                                                                 << "260.02 MiB" << 29.99;
    // public: ikawrakow/ik_llama.cpp#503, ik_llama.cpp 3701, Vulkan, experts on the CPU (-ot exps=CPU)
    QTest::addRow("ik-qwen3-32b-vulkan AMD Radeon RX 7900 XTX (RADV NAVI31)")
        << "ik-qwen3-32b-vulkan.log"
        << ""
        << "compute.AMD Radeon RX 7900 XTX (RADV NAVI31)"
        << "306.75 MiB" << 0.005;
    QTest::addRow("ik-qwen3-32b-vulkan Vulkan_Host") << "ik-qwen3-32b-vulkan.log"
                                                     << ""
                                                     << "compute.Vulkan_Host"
                                                     << "209.42 MiB" << 166.43;
    // public: ikawrakow/ik_llama.cpp#258, ik_llama.cpp, MLA 2, experts on the CPU
    QTest::addRow("ik-deepseek-r1-mla CUDA0") << "ik-deepseek-r1-mla.log"
                                              << ""
                                              << "compute.CUDA0"
                                              << "6081.00 MiB" << 5753.67;
    QTest::addRow("ik-deepseek-r1-mla CUDA_Host") << "ik-deepseek-r1-mla.log"
                                                  << ""
                                                  << "compute.CUDA_Host"
                                                  << "240.01 MiB" << 98.02;
    // public: ikawrakow/ik_llama.cpp#377, ik_llama.cpp 3667, four GPUs
    QTest::addRow("ik-nemotron-ultra-4gpu CUDA0") << "ik-nemotron-ultra-4gpu.log"
                                                  << ""
                                                  << "compute.CUDA0"
                                                  << "412.00 MiB" << 380.01;
    QTest::addRow("ik-nemotron-ultra-4gpu CUDA1") << "ik-nemotron-ultra-4gpu.log"
                                                  << ""
                                                  << "compute.CUDA1"
                                                  << "420.00 MiB" << 388.01;
    QTest::addRow("ik-nemotron-ultra-4gpu CUDA2") << "ik-nemotron-ultra-4gpu.log"
                                                  << ""
                                                  << "compute.CUDA2"
                                                  << "2560.00 MiB" << 2528.01;
    // public, verbatim: LostRuins/koboldcpp#1929 (no model named: Mistral Small 3.1 24B's shape), partial offload
    QTest::addRow("koboldcpp-40layer-16k-excerpt CUDA0") << "koboldcpp-40layer-16k-excerpt.log"
                                                         << "mistral-small-3.1-24b"
                                                         << "compute.CUDA0"
                                                         << "342.75 MiB" << 76.76;
    QTest::addRow("koboldcpp-40layer-16k-excerpt CUDA_Host") << "koboldcpp-40layer-16k-excerpt.log"
                                                             << "mistral-small-3.1-24b"
                                                             << "compute.CUDA_Host"
                                                             << "42.51 MiB" << 0.02;
    // measured: llama.cpp v0.5.0 CPU build (llamacpp-measure), and its AMX variant
    QTest::addRow("llamacpp-cpu-llama8b-shape-q4_0-repack CPU") << "llamacpp-cpu-llama8b-shape-q4_0-repack.log"
                                                                << ""
                                                                << "compute.CPU"
                                                                << "120.01 MiB" << 0.005;
    QTest::addRow("variant-cpu-llama8b-shape-q4_0-amx CPU") << "variant-cpu-llama8b-shape-q4_0-amx.log"
                                                            << "llama-3.1-8b"
                                                            << "compute.CPU"
                                                            << "120.01 MiB" << 0.005;
    // reconstructed figures (tests/data/logs/README.md): listed, not a truth
    QTest::addRow("llamacpp-llama31-8b-q8-4k CUDA0") << "llamacpp-llama31-8b-q8-4k.log"
                                                     << ""
                                                     << "compute.CUDA0"
                                                     << "258.50 MiB" << 0.005;
    QTest::addRow("llamacpp-llama31-8b-q8-4k CUDA_Host") << "llamacpp-llama31-8b-q8-4k.log"
                                                         << ""
                                                         << "compute.CUDA_Host"
                                                         << "16.01 MiB" << 0.02;
    QTest::addRow("llamacpp-gemma3-270m-np2-metal Metal") << "llamacpp-gemma3-270m-np2-metal.log"
                                                          << ""
                                                          << "compute.Metal"
                                                          << "519.25 MiB" << 6.01; // Metal: the approximation
    QTest::addRow("llamacpp-gemma3-270m-np2-metal CPU") << "llamacpp-gemma3-270m-np2-metal.log"
                                                        << ""
                                                        << "compute.CPU"
                                                        << "13.26 MiB" << 6.02;
    QTest::addRow("llamacpp-granite-h-hybrid-np4 CPU") << "llamacpp-granite-h-hybrid-np4.log"
                                                       << ""
                                                       << "compute.CPU"
                                                       << "140.51 MiB" << 61.02;
    QTest::addRow("llamacpp-llama32-3b-2024-nofa CPU") << "llamacpp-llama32-3b-2024-nofa.log"
                                                       << ""
                                                       << "compute.CPU"
                                                       << "256.50 MiB" << 10.0;
    QTest::addRow("ollama-0.5-llama31-8b-np4 CUDA0") << "ollama-0.5-llama31-8b-np4.log"
                                                     << ""
                                                     << "compute.CUDA0"
                                                     << "560.00 MiB" << 392.0;
    QTest::addRow("ollama-0.5-llama31-8b-np4 CUDA_Host") << "ollama-0.5-llama31-8b-np4.log"
                                                         << ""
                                                         << "compute.CUDA_Host"
                                                         << "24.01 MiB" << 0.005;
    QTest::addRow("excerpt-qwen3-0.6b-cmdline CUDA0") << "excerpt-qwen3-0.6b-cmdline.log"
                                                      << ""
                                                      << "compute.CUDA0"
                                                      << "299.14 MiB" << 269.14;
    QTest::addRow("excerpt-qwen3-0.6b-cmdline CUDA_Host") << "excerpt-qwen3-0.6b-cmdline.log"
                                                          << ""
                                                          << "compute.CUDA_Host"
                                                          << "12.01 MiB" << 4.01;
    QTest::addRow("excerpt-qwen3-0.6b-loader CUDA0") << "excerpt-qwen3-0.6b-loader.log"
                                                     << ""
                                                     << "compute.CUDA0"
                                                     << "303.75 MiB" << 5.01;
    QTest::addRow("excerpt-qwen3-0.6b-loader CUDA_Host") << "excerpt-qwen3-0.6b-loader.log"
                                                         << ""
                                                         << "compute.CUDA_Host"
                                                         << "72.01 MiB" << 54.02;
    QTest::addRow("excerpt-unnamed-buffers CUDA0") << "excerpt-unnamed-buffers.log"
                                                   << "qwen3-0.6b"
                                                   << "compute.CUDA0"
                                                   << "299.14 MiB" << 269.14;
    QTest::addRow("excerpt-unnamed-buffers CUDA_Host") << "excerpt-unnamed-buffers.log"
                                                       << "qwen3-0.6b"
                                                       << "compute.CUDA_Host"
                                                       << "12.01 MiB" << 4.01;
    QTest::addRow("excerpt-gptoss20b-no-file-type CUDA0") << "excerpt-gptoss20b-no-file-type.log"
                                                          << "gpt-oss-20b"
                                                          << "compute.CUDA0"
                                                          << "456.98 MiB" << 13.6;
    QTest::addRow("excerpt-gptoss20b-no-file-type CUDA_Host") << "excerpt-gptoss20b-no-file-type.log"
                                                              << "gpt-oss-20b"
                                                              << "compute.CUDA_Host"
                                                              << "263.15 MiB" << 0.04;
}

void TestLogDevices::computeBufferSecondTruth()
{
    QFETCH(QString, file);
    QFETCH(QString, model);
    QFETCH(QString, item);
    QFETCH(QString, printed);
    QFETCH(double, bound);
    const kvtest::Checked c = checkFile(file.toStdString(), model.toStdString());
    const kv::CheckLine* l = c.line(item.toStdString());
    QVERIFY(l);
    QVERIFY(l->logged && l->predicted);
    QCOMPARE(QString::fromStdString(l->logged->text), printed);
    const double diff = l->difference() / kMiB;
    qInfo("%s %s: printed %s, kvplanner %.2f MiB, difference %+.2f MiB (%+.1f %%)", qPrintable(file), qPrintable(item),
          qPrintable(printed), *l->predicted / kMiB, diff, 100 * l->difference() / l->logged->value);
    QVERIFY2(std::fabs(diff) <= bound, qPrintable(QStringLiteral("%1 MiB beyond %2").arg(diff).arg(bound)));
}

QTEST_APPLESS_MAIN(TestLogDevices)
#include "tst_logdevices.moc"
