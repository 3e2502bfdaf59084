// Runtime logs -> extracted fields -> rebuilt scenario -> line-by-line comparison. The fixtures in
// tests/data/logs/ extend the real quotes of groundtruth/runtime-log-cases.json into whole start-up logs
// (see tests/data/logs/README.md); the expected figures below are derived by hand in the comments.

#include <QProcess>
#include <QTest>

#include "checkjson.h"
#include "errors.h"
#include "logcheck.h"
#include "logfixtures.h"
#include "logtext.h"

#include <nlohmann/json.hpp>

using kv::CheckMatch;
using kvtest::kGiB;
using kvtest::kMiB;

class TestLogCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void measuredNumbers();
    void gptOssExtracted();
    void gptOssCompared();
    void noisyEqualsClean_data();
    void noisyEqualsClean();
    void truncatedAfterNonSwa();
    void badInput_data();
    void badInput();
    void everyPrefixParses();
    void qwen25TwoGpus2024();
    void ikQwen3Padding();
    void ikDeepSeekMla();
    void ikNemotronZeroHeadLayers();
    void gemma3TwoStreamsMetal();
    void olderPaddingExplained();
    void forkSwaFullExplained();
    void hybridRecurrent();
    void ollamaClamp();
    void ollamaEmbeddedLlamaCpp();
    void vllmV0();
    void vllmV1();
    void vllmRefusedMla();
    void vllmPoolUnknown();
    void jsonSchema();
    void modelFromCommandLine();
    void modelFromLoaderLine();
    void fileNameWords();
    void unnamedExcerptShowsReported();
    void cliUnnamedExcerpt();
    void oneCall();
    void cliCheck();
    void cliBadInput();
    void koboldCppExcerpt();
    void koboldCppNamespaceTruncated();
    void koboldCppAutofit();
    void sglangQwen3Tp4();
    void sglangHybridTp2();
    void sglangPoolFromLog();
    void cliKoboldSglang();
};

void TestLogCheck::measuredNumbers()
{
    const auto m = kv::parseMeasured("3072.00 MiB");
    QVERIFY(m);
    QCOMPARE(m->value, 3072.0 * kMiB);
    QCOMPARE(m->halfStep, 0.005 * kMiB);
    QVERIFY(m->prints(3221225472.0));
    QVERIFY(!m->prints(3072.006 * kMiB));
    QCOMPARE(kv::parseMeasured("3.81GiB")->value, 3.81 * kGiB);
    QCOMPARE(kv::parseMeasured("14.9888 GB", true)->value, 14.9888 * kGiB); // vLLM's "GB" is 2^30
    QCOMPARE(kv::parseMeasured("1.8 GiB")->halfStep, 0.05 * kGiB);
    QCOMPARE(kv::parseNumber("43,648")->value, 43648.0);
    QCOMPARE(kv::parseNumber("1.56")->halfStep, 0.005);
    QVERIFY(!kv::parseMeasured("12 cells"));
    QVERIFY(!kv::parseMeasured("MiB"));
    const kv::Measured sum = kv::sumOf(*kv::parseMeasured("996.09 MiB"), *kv::parseMeasured("3253.91 MiB"));
    QCOMPARE(sum.text, std::string("4250.00 MiB"));
    QCOMPARE(sum.halfStep, 0.01 * kMiB);
}

void TestLogCheck::gptOssExtracted()
{
    const kv::RuntimeLog log = kv::parseRuntimeLog(kvtest::fixture("llamacpp-gptoss20b-131k.log"));
    QCOMPARE(log.dialect, kv::LogDialect::LlamaCpp);
    QCOMPARE(log.generation, std::string("kv_cache"));
    QCOMPARE(log.buildInfo, std::string("b6699 (c08002a1)"));
    const kv::LogModel& m = log.model;
    QCOMPARE(m.name, std::string("Gpt Oss 20b"));
    QCOMPARE(m.arch, std::string("gpt-oss"));
    QCOMPARE(m.fileType, std::string("MXFP4 MoE"));
    QCOMPARE(m.fileSize->value, 11.27 * kGiB);
    QCOMPARE(*m.nLayer, uint64_t(24));
    QCOMPARE(*m.nHeadKv, uint64_t(8));
    QCOMPARE(*m.headDimK, uint64_t(64));
    QCOMPARE(*m.nSwa, uint64_t(128));
    QCOMPARE(*m.nExpert, uint64_t(32));
    QCOMPARE(*m.nExpertUsed, uint64_t(4));
    QCOMPARE(*m.nVocab, uint64_t(201088));
    QCOMPARE(*m.nCtxTrain, uint64_t(131072));
    const kv::LogRun& r = log.run;
    QCOMPARE(*r.nSeqMax, uint64_t(1));
    QCOMPARE(*r.nCtx, uint64_t(131072));
    QCOMPARE(*r.nCtxSeq, uint64_t(131072));
    QCOMPARE(*r.nBatch, uint64_t(2048));
    QCOMPARE(*r.nUbatch, uint64_t(512));
    QCOMPARE(*r.flashAttn, true); // "flash_attn = auto", then "Flash Attention was auto, set to enabled"
    QCOMPARE(*r.kvUnified, false);
    QCOMPARE(*r.offloadedLayers, uint64_t(25));
    QCOMPARE(*r.offloadableLayers, uint64_t(25));
    QCOMPARE(r.typeK, std::string("f16"));
    // free CUDA0, 2 model buffers, output, 2 KV buffers, 2 compute buffers
    QCOMPARE(log.buffers.size(), size_t(8));
    QCOMPARE(log.buffers[0].what, std::string("free"));
    QCOMPARE(log.buffers[0].size.value, 7176.0 * kMiB);
    QCOMPARE(log.buffers[2].device, std::string("CPU_Mapped"));
    QCOMPARE(log.buffers[2].size.text, std::string("10949.33 MiB"));
    QCOMPARE(log.buffers[4].cache, std::string("non-swa"));
    QCOMPARE(log.buffers[5].cache, std::string("swa"));
    QCOMPARE(log.caches.size(), size_t(2));
    const kv::LogCache& full = log.caches[0];
    QCOMPARE(full.cache, std::string("non-swa"));
    QCOMPARE(full.size.value, 3072.0 * kMiB);
    QCOMPARE(*full.cells, uint64_t(131072));
    QCOMPARE(*full.layers, uint64_t(12));
    QCOMPARE(*full.seqs, uint64_t(1));
    QCOMPARE(*full.streams, uint64_t(1));
    QCOMPARE(full.k->value, 1536.0 * kMiB);
    QCOMPARE(log.caches[1].cache, std::string("swa"));
    QCOMPARE(*log.caches[1].cells, uint64_t(768));
    QCOMPARE(kv::logProblem(log), std::string_view());
}

void TestLogCheck::gptOssCompared()
{
    const kvtest::Checked c = kvtest::check("llamacpp-gptoss20b-131k.log");
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("gpt-oss-20b"));
    QCOMPARE(*c.rebuilt.scenario.llama.ctxSize, uint64_t(131072));
    // non-SWA: 12 layers x 131072 cells x 512 values x 2 bytes x (K + V) = 3072 MiB exactly
    QCOMPARE(*c.line("kv.non_swa")->predicted, 3221225472.0);
    COMPARE_MATCH(c, "kv.non_swa", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.non_swa.k", CheckMatch::Exact);
    // SWA: PAD(128 + 512, 256) = 768 cells x 12 layers x 1024 values x 2 bytes x 2 = 18 MiB
    QCOMPARE(*c.line("kv.swa")->predicted, 18874368.0);
    COMPARE_MATCH(c, "kv.swa", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.swa.cells", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.device.CUDA0", CheckMatch::Exact);
    COMPARE_MATCH(c, "n_ctx", CheckMatch::Exact);
    // output: 201088 vocab x 1 seq x 4 bytes = 0.767 MiB, printed 0.77
    QCOMPARE(*c.line("output")->predicted, 804352.0);
    COMPARE_MATCH(c, "output", CheckMatch::Exact);
    COMPARE_MATCH(c, "compute.CUDA0", CheckMatch::Differs);
    QCOMPARE(kvtest::reasonOf(c.line("compute.CUDA0")), std::string("compute-approximate"));
    QCOMPARE(c.line("compute.CUDA0")->logged->text, std::string("456.98 MiB"));
    QCOMPARE(kvtest::reasonOf(c.line("weights")), std::string("weights-approximate"));
}

void TestLogCheck::noisyEqualsClean_data()
{
    QTest::addColumn<QString>("noisy");
    QTest::addColumn<QString>("clean");
    QTest::addRow("llama.cpp ansi crlf timestamps") << "noisy-gptoss20b-ansi-crlf.log"
                                                    << "llamacpp-gptoss20b-131k.log";
    QTest::addRow("ollama ansi crlf") << "noisy-ollama-llama31-crlf.log"
                                      << "ollama-0.5-llama31-8b-np4.log";
    QTest::addRow("vllm compose prefix") << "noisy-vllm-v0-compose.log"
                                         << "vllm-v0-llama31-8b-3090.log";
}

void TestLogCheck::noisyEqualsClean()
{
    QFETCH(QString, noisy);
    QFETCH(QString, clean);
    const kvtest::Checked n = kvtest::check(noisy.toStdString());
    const kvtest::Checked c = kvtest::check(clean.toStdString());
    QCOMPARE(n.log.dialect, c.log.dialect);
    QVERIFY(n.log.model == c.log.model);
    QVERIFY(n.log.run == c.log.run);
    QVERIFY(n.log.buffers == c.log.buffers);
    QVERIFY(n.log.caches == c.log.caches);
    QVERIFY(n.log.vllm == c.log.vllm);
    QVERIFY(n.lines == c.lines);
    QVERIFY(n.log.lines > n.log.recognised);
}

void TestLogCheck::truncatedAfterNonSwa()
{
    const kvtest::Checked c = kvtest::check("truncated-gptoss20b-after-nonswa.log");
    QCOMPARE(c.log.caches.size(), size_t(1));
    COMPARE_MATCH(c, "kv.non_swa", CheckMatch::Exact);
    QVERIFY(!c.line("kv.swa"));
    COMPARE_MATCH(c, "compute", CheckMatch::NotInLog);
    QCOMPARE(kvtest::reasonOf(c.line("compute")), std::string("not-in-log"));
    const kv::RuntimeLog none = kv::parseRuntimeLog(kvtest::fixture("truncated-gptoss20b-no-allocations.log"));
    QCOMPARE(kv::logProblem(none), std::string_view("log-no-allocations"));
    QCOMPARE(none.model.name, std::string("Gpt Oss 20b"));
}

void TestLogCheck::badInput_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("problem");
    QTest::addRow("empty") << "bad-empty.log"
                           << "log-empty";
    QTest::addRow("whitespace") << "bad-whitespace.log"
                                << "log-empty";
    QTest::addRow("markdown") << "bad-not-a-log.txt"
                              << "log-not-recognised";
    QTest::addRow("binary") << "bad-binary.bin"
                            << "log-binary";
}

void TestLogCheck::badInput()
{
    QFETCH(QString, file);
    QFETCH(QString, problem);
    const kv::RuntimeLog log = kv::parseRuntimeLog(kvtest::fixture(file.toStdString()));
    QCOMPARE(QString::fromUtf8(kv::logProblem(log).data()), problem);
}

void TestLogCheck::everyPrefixParses()
{
    // Truncation anywhere (mid-line, mid-number, mid-escape) never throws from the parser, and a log
    // that still has allocations can be rebuilt or is refused with an InputError.
    for (const char* name :
         {"llamacpp-gptoss20b-131k.log", "ik-nemotron-ultra-4gpu.log", "noisy-gptoss20b-ansi-crlf.log",
          "ollama-0.16-orca-mini-clamp.log", "vllm-v1-llama31-8b-4090.log"}) {
        const std::string text = kvtest::fixture(name);
        for (size_t cut = 0; cut < text.size(); cut += 61) {
            const kv::RuntimeLog log = kv::parseRuntimeLog(std::string_view(text).substr(0, cut));
            if (!kv::logProblem(log).empty())
                continue;
            try {
                const kv::RebuiltScenario r = kv::rebuildScenario(log, kvtest::catalog());
                const kv::Estimate e = kv::estimate(r.scenario);
                (void)kv::compareWithLog(log, r.scenario, e);
            } catch (const kv::InputError&) {
            }
        }
    }
}

void TestLogCheck::qwen25TwoGpus2024()
{
    const kvtest::Checked c = kvtest::check("llamacpp-qwen25coder32b-2gpu-2024.log");
    QCOMPARE(c.log.generation, std::string("kv_cache_init"));
    QCOMPARE(c.log.run.tensorSplit, (std::vector<double>{3, 10}));
    QCOMPARE(*c.log.run.ctxRequested, uint64_t(32000));
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("qwen2.5-32b")); // by shape: the name says "Coder"
    // 64 layers x 32000 cells x 1024 values x 34/32 bytes, K and V: 2125.00 MiB each
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total.k", CheckMatch::Exact);
    // -ts 3,10 over 65 offloaded layers: layers 0-14 on CUDA0 (15 x 66.40625 MiB = 996.09), 49 on CUDA1
    COMPARE_MATCH(c, "kv.device.CUDA0", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.device.CUDA1", CheckMatch::Exact);
    QCOMPARE(kvtest::reasonOf(c.line("compute.CUDA1")), std::string("compute-approximate"));
    COMPARE_MATCH(c, "output", CheckMatch::Exact); // 152064 x 4 bytes = 0.58 MiB
}

void TestLogCheck::ikQwen3Padding()
{
    const kvtest::Checked c = kvtest::check("ik-qwen3-32b-vulkan.log");
    QCOMPARE(c.log.dialect, kv::LogDialect::IkLlamaCpp);
    QCOMPARE(*c.log.run.ctxRequested, uint64_t(16768));
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("qwen3-32b"));
    // --ctx-size 16768 pads to 16896; 64 x 16896 x 1088 bytes x 2 = 2244.00 MiB
    COMPARE_MATCH(c, "n_ctx", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total.k", CheckMatch::Exact);
    // output GPU: (151936 vocab + 5120 embd) x 512 x 4 bytes = 306.75 MiB
    COMPARE_MATCH(c, "compute.AMD Radeon RX 7900 XTX (RADV NAVI31)", CheckMatch::Exact);
}

void TestLogCheck::ikDeepSeekMla()
{
    const kvtest::Checked c = kvtest::check("ik-deepseek-r1-mla.log");
    QCOMPARE(*c.log.run.ctxRequested, uint64_t(65536)); // from a command split over lines with "\"
    QCOMPARE(c.log.caches[0].typeK, std::string("q8_0"));
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("deepseek-v3"));
    // 61 layers x 65536 cells x 576 values x 34/32 bytes = 2333.25 MiB, K only
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.device.CUDA0", CheckMatch::Differs); // 2333.28 on the device
    QCOMPARE(kvtest::reasonOf(c.line("kv.device.CUDA0")), std::string("per-device-alignment"));
}

void TestLogCheck::ikNemotronZeroHeadLayers()
{
    const kvtest::Checked c = kvtest::check("ik-nemotron-ultra-4gpu.log");
    QCOMPARE(c.log.model.nHeadKvPerLayer.size(), size_t(162));
    QVERIFY(c.rebuilt.matchedPresetId.empty());
    // 64 layers with 8 heads x 12288 cells: K 1024 x 34/32, V 1024 x 18/32 bytes per cell
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total.k", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total.v", CheckMatch::Exact);
    for (const char* dev : {"kv.device.CUDA0", "kv.device.CUDA1", "kv.device.CUDA2", "kv.device.CUDA3"})
        QCOMPARE(kvtest::reasonOf(c.line(dev)), std::string("per-device-alignment"));
}

void TestLogCheck::gemma3TwoStreamsMetal()
{
    const kvtest::Checked c = kvtest::check("llamacpp-gemma3-270m-np2-metal.log");
    QCOMPARE(c.rebuilt.scenario.users, 2u);
    // non-SWA: 3 layers x 2048 cells x 2 streams x 256 values x 2 bytes x 2 = 12 MiB
    COMPARE_MATCH(c, "kv.non_swa", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.non_swa.cells", CheckMatch::Exact);
    // SWA: min(2048, PAD(512 + 512, 256)) = 1024 cells x 15 layers x 2 streams = 30 MiB
    COMPARE_MATCH(c, "kv.swa", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.device.Metal", CheckMatch::Exact);
    COMPARE_MATCH(c, "output", CheckMatch::Exact); // 262144 x 2 seqs x 4 bytes = 2.00 MiB
}

void TestLogCheck::olderPaddingExplained()
{
    const kvtest::Checked c = kvtest::check("llamacpp-llama32-3b-2024-nofa.log");
    // -c 4100 without flash attention: this build padded to 32 (4128), today's rule to 256 (4352).
    COMPARE_MATCH(c, "n_ctx", CheckMatch::Differs);
    const kv::CheckLine* n = c.line("n_ctx");
    QCOMPARE(std::string(kv::codeName(n->reason->code)), std::string("older-padding"));
    QCOMPARE(n->reason->args, (std::vector<std::string>{"4128", "4352", "32"}));
    // 28 x 4128 x 1024 x 2 bytes x 2 = 451.50 MiB logged; kvplanner 28 x 4352 x ... = 476.00 MiB
    COMPARE_MATCH(c, "kv.total", CheckMatch::Differs);
    QCOMPARE(*c.line("kv.total")->predicted, 476.0 * kMiB);
    QCOMPARE(kvtest::reasonOf(c.line("kv.total")), std::string("older-padding"));
}

void TestLogCheck::forkSwaFullExplained()
{
    const kvtest::Checked c = kvtest::check("ik-gemma3-270m-swa-full.log");
    // ik_llama.cpp keeps all 18 layers at 4096 cells: 18 x 4096 x 256 x 2 bytes x 2 = 72 MiB; mainline
    // keeps the 15 SWA layers at PAD(512 + 512, 256) = 1024 cells: 3 x 4 MiB + 15 x 1 MiB = 27 MiB.
    COMPARE_MATCH(c, "kv.total", CheckMatch::Differs);
    QCOMPARE(*c.line("kv.total")->predicted, 27.0 * kMiB);
    const kv::CheckLine* t = c.line("kv.total");
    QCOMPARE(std::string(kv::codeName(t->reason->code)), std::string("fork-swa-full"));
    QCOMPARE(t->reason->args, std::vector<std::string>{"4096"});
    COMPARE_MATCH(c, "output", CheckMatch::Exact); // 262144 x 4 bytes = 1.00 MiB
}

void TestLogCheck::hybridRecurrent()
{
    const kvtest::Checked c = kvtest::check("llamacpp-granite-h-hybrid-np4.log");
    // 4 attention layers x 8192 cells x 4 streams x 512 values x 2 bytes x 2 = 256 MiB
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);
    // 36 Mamba-2 layers x 4 seqs x ((4-1)(1024 + 2x128) + 128x1024) x 4 bytes = 77709312 = 74.11 MiB
    QCOMPARE(*c.line("recurrent")->predicted, 77709312.0);
    COMPARE_MATCH(c, "recurrent", CheckMatch::Exact);
    COMPARE_MATCH(c, "recurrent.r", CheckMatch::Exact);
    COMPARE_MATCH(c, "recurrent.s", CheckMatch::Exact);
    COMPARE_MATCH(c, "recurrent.device.CPU", CheckMatch::Exact);
}

void TestLogCheck::ollamaClamp()
{
    const kvtest::Checked c = kvtest::check("ollama-0.16-orca-mini-clamp.log");
    QCOMPARE(c.log.dialect, kv::LogDialect::Ollama);
    QCOMPARE(c.log.ollama.version, std::string("0.16.3"));
    QCOMPARE(*c.log.run.numCtxRequested, uint64_t(4096));
    QCOMPARE(*c.log.model.nCtxTrain, uint64_t(2048));
    QCOMPARE(*c.log.model.nVocab, uint64_t(32000));
    QCOMPARE(c.rebuilt.scenario.runtime, kv::Runtime::Ollama);
    // num_ctx 4096 clamps to 2048: 26 x 2048 x 3200 x 2 bytes x 2 = 681574400 = 650.0 MiB
    QCOMPARE(*c.line("ollama.kv.CPU")->predicted, 681574400.0);
    COMPARE_MATCH(c, "ollama.kv.CPU", CheckMatch::Exact);
}

void TestLogCheck::ollamaEmbeddedLlamaCpp()
{
    const kvtest::Checked c = kvtest::check("ollama-0.5-llama31-8b-np4.log");
    QCOMPARE(*c.log.run.ctxRequested, uint64_t(8192));
    QCOMPARE(*c.log.run.parallel, uint64_t(4));
    QCOMPARE(c.rebuilt.scenario.contextPerUser, uint64_t(2048));
    COMPARE_MATCH(c, "n_ctx", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);            // 32 x 8192 x 1024 x 2 x 2 = 1024 MiB
    COMPARE_MATCH(c, "ollama.predicted_kv", CheckMatch::Exact); // Ollama's own "1.0 GiB"
    COMPARE_MATCH(c, "output", CheckMatch::Exact);              // 128256 x 4 seqs x 4 bytes = 1.96 MiB
}

void TestLogCheck::vllmV0()
{
    const kvtest::Checked c = kvtest::check("vllm-v0-llama31-8b-3090.log");
    const kv::LogVllm& v = c.log.vllm;
    QCOMPARE(v.engine, std::string("V0"));
    QCOMPARE(v.version, std::string("0.6.4.post1"));
    QCOMPARE(v.weights->value, 14.9888 * kGiB);
    QCOMPARE(v.peakTorch->value, 17.06 * kGiB);
    QCOMPARE(*v.gpuBlocks, uint64_t(1952));
    QCOMPARE(*v.cpuBlocks, uint64_t(2048));
    QCOMPARE(*c.log.run.maxModelLen, uint64_t(20000));
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("llama-3.1-8b"));
    // pool = 0.9 x 23.58 - 14.9888 - (17.06 - 14.9888) - 0.35 = 3.812 GiB, printed 3.81
    COMPARE_MATCH(c, "vllm.kv_pool", CheckMatch::Exact);
    // floor(3.812 GiB / 2 MiB) = 1951 blocks; the log's 1952 lies within its 0.01 GiB rounding
    QCOMPARE(*c.line("vllm.num_blocks")->predicted, 1951.0);
    COMPARE_MATCH(c, "vllm.num_blocks", CheckMatch::WithinRounding);
    COMPARE_MATCH(c, "vllm.max_concurrency", CheckMatch::Exact); // 1951 / 1250 pages = 1.56
}

void TestLogCheck::vllmV1()
{
    const kvtest::Checked c = kvtest::check("vllm-v1-llama31-8b-4090.log");
    QCOMPARE(c.log.vllm.engine, std::string("V1"));
    QCOMPARE(*c.log.vllm.kvTokens, uint64_t(40384));
    QCOMPARE(*c.log.vllm.concurrencyTokens, uint64_t(32768));
    // floor(4.93 GiB / 2 MiB) = 2524 blocks x 16 = 40384 tokens; 40384 / 32768 = 1.23
    COMPARE_MATCH(c, "vllm.kv_tokens", CheckMatch::Exact);
    COMPARE_MATCH(c, "vllm.max_concurrency", CheckMatch::Exact);
}

void TestLogCheck::vllmRefusedMla()
{
    const kvtest::Checked c = kvtest::check("vllm-v1-deepseek-v2-lite-refused.log");
    QCOMPARE(*c.log.run.tensorParallel, uint64_t(2));
    QCOMPARE(c.log.vllm.kvNeeded->value, 0.95 * kGiB);
    // 27 layers x 576 values x 2 bytes x 32768 tokens = 0.949 GiB, replicated on both GPUs
    COMPARE_MATCH(c, "vllm.kv_needed", CheckMatch::Exact);
}

void TestLogCheck::jsonSchema()
{
    const kvtest::Checked c = kvtest::check("llamacpp-gptoss20b-131k.log");
    const nlohmann::json j = kv::checkToJson(c.log, &c.rebuilt, &c.estimate, c.lines);
    QCOMPARE(j.at("schema").get<std::string>(), std::string("kvplanner.check/1"));
    QCOMPARE(j.at("lines").size(), c.lines.size());
    QCOMPARE(j.at("extracted").at("model").at("n_layer").get<int>(), 24);
    QCOMPARE(j.at("extracted").at("caches").at(0).at("size").at("value").get<uint64_t>(), uint64_t(3221225472));
    for (const auto& l : j.at("lines"))
        if (l.at("item") == "kv.non_swa") {
            QCOMPARE(l.at("match").get<std::string>(), std::string("exact"));
            QCOMPARE(l.at("predicted").get<uint64_t>(), uint64_t(3221225472));
        }
    QCOMPARE(j.at("rebuilt").at("preset").get<std::string>(), std::string("gpt-oss-20b"));
}

// A user's excerpt: the command line and the buffers, no print_info. The model is the file's name:
// "--model /models/Qwen_Qwen3-0.6B-Q6_K.gguf" -> qwen3-0.6b (publisher prefix "Qwen_"), weights Q6_K.
void TestLogCheck::modelFromCommandLine()
{
    const kvtest::Checked c = kvtest::check("excerpt-qwen3-0.6b-cmdline.log");
    QCOMPARE(c.log.model.file, std::string("/models/Qwen_Qwen3-0.6B-Q6_K.gguf"));
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("qwen3-0.6b"));
    QCOMPARE(c.rebuilt.scenario.weights.id, std::string("Q6_K"));
    QCOMPARE(c.rebuilt.scenario.llama.ctxSize.value_or(0), uint64_t(4096)); // -c 4096
    const auto has = [&](const char* code) {
        return std::any_of(c.rebuilt.assumptions.begin(), c.rebuilt.assumptions.end(),
                           [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
    };
    QVERIFY(has("log-preset-by-file-name"));
    QVERIFY(has("log-weights-from-file-name"));
    // Qwen3-0.6B: 28 layers, 8 KV heads of 128, f16: K = 4096 cells x 28 x 8 x 128 x 2 bytes
    // = 234881024 bytes = 224.00 MiB, V the same, 448.00 MiB in all.
    QCOMPARE(4096.0 * 28 * 8 * 128 * 2, 224.0 * kMiB);
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total.k", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.device.CUDA0", CheckMatch::Exact);
    // Output buffer: one row of 151936 logits x 4 bytes = 607744 bytes = 0.58 MiB.
    QCOMPARE(c.line("output")->predicted.value_or(0), 151936.0 * 4);
    COMPARE_MATCH(c, "output", CheckMatch::Exact);
    QVERIFY(c.line("compute.CUDA0")); // the excerpt's compute buffers are compared, not refused
}

// llama_model_loader's "loaded meta data ... from PATH" names the file even without a command line;
// bartowski's cache name carries the publisher twice and the repository.
void TestLogCheck::modelFromLoaderLine()
{
    const kvtest::Checked c = kvtest::check("excerpt-qwen3-0.6b-loader.log");
    QCOMPARE(c.log.model.file,
             std::string("/home/me/.cache/llama.cpp/bartowski_Qwen_Qwen3-0.6B-GGUF_Qwen_Qwen3-0.6B-Q8_0.gguf"));
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("qwen3-0.6b"));
    QCOMPARE(c.rebuilt.scenario.weights.id, std::string("Q8_0"));
    // q8_0 rows: 1024 values = 32 blocks x 34 bytes = 1088 bytes. 4 streams x 8192 cells x 28 layers x 1088
    // = 998244352 bytes = 952.00 MiB for K, the same for V.
    QCOMPARE(4.0 * 8192 * 28 * 1088, 952.0 * kMiB);
    COMPARE_MATCH(c, "kv.total.k", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);
    COMPARE_MATCH(c, "n_ctx_seq", CheckMatch::Exact);
    // Output: 4 slots x 151936 x 4 bytes = 2430976 bytes = 2.32 MiB.
    QCOMPARE(c.line("output")->predicted.value_or(0), 4.0 * 151936 * 4);
}

void TestLogCheck::fileNameWords()
{
    namespace lt = kv::logtext;
    const lt::NameWords q = lt::nameWords("/models/Qwen_Qwen3-0.6B-Q6_K.gguf");
    QCOMPARE(q.text, std::string("qwenqwen306bq6k"));
    QVERIFY(lt::spansWords(q, "qwen3-0.6b") > 0);
    QVERIFY(lt::spansWords(q, "Qwen3 0.6B") > 0);
    QVERIFY(lt::spansWords(q, "Q6_K") > 0);
    QCOMPARE(lt::spansWords(q, "qwen3-0.6"), size_t(0)); // ends inside "6b"
    QCOMPARE(lt::spansWords(lt::nameWords("gemma-3-12b-it-Q4_K_M.gguf"), "gemma-3-1b"), size_t(0));
    QCOMPARE(lt::spansWords(lt::nameWords("gemma-3-270m-it-BF16.gguf"), "F16"), size_t(0));
    QVERIFY(lt::spansWords(lt::nameWords("Llama-3.1-8B-Q8_0-00001-of-00002.gguf"), "Q8_0") > 0);
    // Ollama's blobs name nothing.
    const kv::RuntimeLog ollama = kv::parseRuntimeLog(kvtest::fixture("ollama-0.5-llama31-8b-np4.log"));
    QVERIFY(kv::logtext::startsWith(kv::logtext::nameWords(ollama.model.file).text, "sha256"));
}

// Buffers and nothing else: no name, no file, no shape. What the runtime reported is shown.
void TestLogCheck::unnamedExcerptShowsReported()
{
    const kv::LogCheck c = kv::checkLog(kvtest::fixture("excerpt-unnamed-buffers.log"), kvtest::catalog());
    QCOMPARE(c.problem, std::string("log-model-unknown"));
    QVERIFY(!c.estimate);
    std::vector<std::string> items;
    for (const kv::CheckLine& l : c.lines) {
        items.push_back(l.item);
        QVERIFY(l.logged);
        QVERIFY(!l.predicted);
        QCOMPARE(l.match, CheckMatch::NotPredicted);
        QCOMPARE(std::string(kv::codeName(l.reason->code)), std::string("model-unknown"));
    }
    QCOMPARE(items, (std::vector<std::string>{"kv.total", "kv.total.k", "kv.total.v", "kv.cells", "kv.layers",
                                              "kv.device.CUDA0", "compute.CUDA0", "compute.CUDA_Host", "output"}));
    QCOMPARE(c.lines[0].logged->value, 448.0 * kMiB);
    QCOMPARE(c.lines[6].logged->value, 299.14 * kMiB);
}

void TestLogCheck::cliUnnamedExcerpt()
{
    const QString log = QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/excerpt-unnamed-buffers.log");
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH), {QStringLiteral("check"), log});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY2(out.contains("--model ID|FILE"), out.constData());
    QVERIFY(out.contains("448.00 MiB"));
    QVERIFY(out.contains("299.14 MiB"));
    QProcess j;
    j.start(QStringLiteral(KV_CLI_PATH), {QStringLiteral("check"), log, QStringLiteral("--json")});
    QVERIFY(j.waitForFinished(30000));
    QCOMPARE(j.exitCode(), 0);
    const auto doc = nlohmann::json::parse(j.readAllStandardOutput().toStdString());
    QCOMPARE(doc.at("problem").get<std::string>(), std::string("log-model-unknown"));
    QCOMPARE(doc.at("lines").size(), size_t(9));
    QCOMPARE(doc.at("summary").at("not_predicted").get<int>(), 9);
    // --model supplies the model: the same excerpt is then compared, 448.00 MiB exactly as above.
    QProcess m;
    m.start(QStringLiteral(KV_CLI_PATH), {QStringLiteral("check"), log, QStringLiteral("--model"),
                                          QStringLiteral("qwen3-0.6b"), QStringLiteral("--json")});
    QVERIFY(m.waitForFinished(30000));
    QCOMPARE(m.exitCode(), 0);
    const auto given = nlohmann::json::parse(m.readAllStandardOutput().toStdString());
    QCOMPARE(given.at("rebuilt").at("preset").get<std::string>(), std::string("qwen3-0.6b"));
    bool kvExact = false;
    for (const auto& l : given.at("lines"))
        if (l.at("item") == "kv.total")
            kvExact = l.at("match") == "exact" && l.at("predicted").get<uint64_t>() == uint64_t(469762048);
    QVERIFY(kvExact);
    QCOMPARE(given.at("rebuilt").at("assumptions").at(0).at("code").get<std::string>(), std::string("log-model-given"));
}

void TestLogCheck::oneCall()
{
    const kv::LogCheck ok = kv::checkLog(kvtest::fixture("llamacpp-gptoss20b-131k.log"), kvtest::catalog());
    QVERIFY(ok.problem.empty());
    QVERIFY(ok.lines == kvtest::check("llamacpp-gptoss20b-131k.log").lines);
    QCOMPARE(kv::checkLog("", kvtest::catalog()).problem, std::string("log-empty"));
    // A log with allocations but neither a known name nor a shape: what it reported, nothing predicted.
    const kv::LogCheck unknown =
        kv::checkLog("llama_kv_cache: size = 12.00 MiB (2048 cells, 3 layers, 1/1 seqs)\n", kvtest::catalog());
    QCOMPARE(unknown.problem, std::string("log-model-unknown"));
    QVERIFY(!unknown.rebuilt);
    QCOMPARE(unknown.lines.size(), size_t(3)); // kv.total, kv.cells, kv.layers
    QCOMPARE(unknown.lines[0].item, std::string("kv.total"));
    QCOMPARE(unknown.lines[0].logged->value, 12.0 * kMiB);
    QVERIFY(!unknown.lines[0].predicted);
}

void TestLogCheck::cliCheck()
{
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH),
            {QStringLiteral("check"), QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/llamacpp-gptoss20b-131k.log"),
             QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const auto j = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    QCOMPARE(j.at("summary").at("differs").get<int>() > 0, true);
    for (const auto& l : j.at("lines"))
        if (l.at("item") == "compute.CUDA0")
            QVERIFY(!l.at("reason").at("message").get<std::string>().empty());
    QProcess in; // "-" reads standard input
    in.setStandardInputFile(QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/ik-qwen3-32b-vulkan.log"));
    in.start(QStringLiteral(KV_CLI_PATH), {QStringLiteral("check"), QStringLiteral("-")});
    QVERIFY(in.waitForFinished(30000));
    QCOMPARE(in.exitCode(), 0);
    QVERIFY(in.readAllStandardOutput().contains("kv.total"));
}

void TestLogCheck::cliBadInput()
{
    for (const char* f :
         {"bad-empty.log", "bad-binary.bin", "bad-not-a-log.txt", "truncated-gptoss20b-no-allocations.log"}) {
        QProcess p;
        p.start(QStringLiteral(KV_CLI_PATH),
                {QStringLiteral("check"), QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/") + QLatin1String(f)});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 2);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.startsWith("kvplanner-cli: error: cannot check"), err.constData());
        QVERIFY(err.contains("lines recognised"));
    }
}

namespace {

// The check of a log with the model named (check LOG --model ID), as for an excerpt that prints no name.
kvtest::Checked checkTextWithModel(const std::string& text, const std::string& modelId)
{
    kvtest::Checked c;
    c.log = kv::parseRuntimeLog(text);
    const kv::ModelSpec* m = kvtest::catalog().findModel(modelId);
    if (!m)
        return c;
    c.rebuilt = kv::rebuildScenario(c.log, kvtest::catalog(), *m);
    c.estimate = kv::estimate(c.rebuilt.scenario);
    c.lines = kv::compareWithLog(c.log, c.rebuilt.scenario, c.estimate);
    return c;
}

kvtest::Checked checkWithModel(const std::string& file, const std::string& modelId)
{
    return checkTextWithModel(kvtest::fixture(file), modelId);
}

bool hasAssumption(const kv::RebuiltScenario& r, const std::string& code)
{
    for (const kv::Warning& w : r.assumptions)
        if (kv::codeName(w.code) == code)
            return true;
    return false;
}

} // namespace

// LostRuins/koboldcpp#1929: KoboldCpp's llama.cpp lines and its own "Threadpool set to ..." / "Load Text Model OK".
// The excerpt names no model; its cache is that of a 40-layer model with 8 KV heads of 128 (Mistral Small 3.1 24B's
// shape; the output buffer 0.50 MiB = 131072 vocab x 4 bytes agrees).
void TestLogCheck::koboldCppExcerpt()
{
    const kvtest::Checked c = checkWithModel("koboldcpp-40layer-16k-excerpt.log", "mistral-small-3.1-24b");
    QCOMPARE(c.log.dialect, kv::LogDialect::KoboldCpp);
    QCOMPARE(kv::dialectId(c.log.dialect), kv::runtimeId(kv::Runtime::KoboldCpp));
    QCOMPARE(c.log.caches.size(), size_t(1));
    QCOMPARE(*c.log.caches[0].cells, uint64_t(16640));
    QCOMPARE(*c.log.caches[0].layers, uint64_t(40));
    QCOMPARE(c.log.caches[0].size.value, 2600.0 * kMiB);
    QCOMPARE(*c.log.run.flashAttn, true);
    const kv::Scenario& s = c.rebuilt.scenario;
    QCOMPARE(s.runtime, kv::Runtime::KoboldCpp);
    // No --contextsize printed: 16640 cells - the 128 KoboldCpp adds = 16512; pad(16512 + 128, 256) = 16640 again.
    QCOMPARE(*s.kobold.contextSize, uint64_t(16512));
    QVERIFY(hasAssumption(c.rebuilt, "log-koboldcpp-context-from-cells"));
    QCOMPARE(s.users, uint32_t(1));
    QVERIFY(s.kobold.flashAttention);
    QCOMPARE(c.estimate.runtime.name, std::string("koboldcpp"));
    QCOMPARE(c.estimate.runtime.nCtx, uint64_t(16640));
    // 40 layers x 16640 cells x 8 heads x 128 x 2 bytes = 1,363,148,800 bytes = 1300.00 MiB each for K and V
    QVERIFY(c.line("kv.total.k") && c.line("kv.total"));
    QCOMPARE(*c.line("kv.total.k")->predicted, 1363148800.0);
    COMPARE_MATCH(c, "kv.total.k", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.total.v", CheckMatch::Exact);
    QCOMPARE(*c.line("kv.total")->predicted, 2726297600.0);
    COMPARE_MATCH(c, "kv.total", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.cells", CheckMatch::Exact);
    COMPARE_MATCH(c, "kv.layers", CheckMatch::Exact);
    // one output row: 131072 x 4 bytes = 0.50 MiB
    QVERIFY(c.line("output"));
    QCOMPARE(*c.line("output")->predicted, 524288.0);
    COMPARE_MATCH(c, "output", CheckMatch::Exact);
    // 2026 builds print the compute buffers under "sched_reserve:"; the excerpt gives no layer split, so the
    // per-device KV (1365 MiB CPU, 1235 MiB CUDA0: 21 and 19 layers of 65 MiB) differs as a placement matter.
    QVERIFY(c.line("compute.CUDA0"));
    QCOMPARE(c.line("compute.CUDA0")->logged->text, std::string("342.75 MiB"));
    COMPARE_MATCH(c, "kv.device.CUDA0", CheckMatch::Differs);
    QCOMPARE(kvtest::reasonOf(c.line("kv.device.CUDA0")), std::string("placement-differs"));
}

// LostRuins/koboldcpp#2330: KoboldCpp 1.114.1's banner and a Namespace cut mid-line (as pasted), no allocation.
void TestLogCheck::koboldCppNamespaceTruncated()
{
    const kv::RuntimeLog log = kv::parseRuntimeLog(kvtest::fixture("truncated-koboldcpp-1.114.1-namespace.log"));
    QCOMPARE(log.dialect, kv::LogDialect::KoboldCpp);
    QCOMPARE(log.kobold.version, std::string("1.114.1"));
    QCOMPARE(*log.kobold.contextSize, uint64_t(8192));
    QCOMPARE(*log.kobold.batchSize, uint64_t(512));
    QCOMPARE(*log.kobold.flashAttention, false);
    QVERIFY(!log.kobold.gpuLayers); // "draftgpulayers=999" is not gpulayers; the line ends before gpulayers=
    QVERIFY(!log.kobold.useSwa);
    QCOMPARE(log.recognised, uint64_t(2)); // the banner and the Namespace
    QCOMPARE(kv::logProblem(log), std::string_view("log-no-allocations"));
}

// LostRuins/koboldcpp#2003: KoboldCpp 1.108.2 running llama.cpp's fit, then failing to load (no allocation).
void TestLogCheck::koboldCppAutofit()
{
    const kv::RuntimeLog log = kv::parseRuntimeLog(kvtest::fixture("truncated-koboldcpp-1.108.2-autofit.log"));
    QCOMPARE(log.dialect, kv::LogDialect::KoboldCpp);
    QCOMPARE(*log.kobold.autofitContext, uint64_t(8320));
    QCOMPARE(*log.kobold.autofitGpuLayers, uint64_t(0));
    QCOMPARE(kv::logProblem(log), std::string_view("log-no-allocations"));
    const kv::RebuiltScenario r = kv::rebuildScenario(log, kvtest::catalog());
    QCOMPARE(r.matchedPresetId, std::string("gemma-3-27b")); // from "...\gemma-3-27b-it-abliterated.q4_k_m.gguf"
    QCOMPARE(r.scenario.runtime, kv::Runtime::KoboldCpp);
    // -c 8320 = --contextsize + 128 -> --contextsize 8192; -ngl 0
    QCOMPARE(*r.scenario.kobold.contextSize, uint64_t(8192));
    QVERIFY(hasAssumption(r, "log-koboldcpp-context-from-autofit"));
    QCOMPARE(*r.scenario.placement.nGpuLayers, uint32_t(0));
    // llama.cpp pads the 8320 cells: ceil(8320 / 256) x 256 = 8448
    QCOMPARE(kv::estimate(r.scenario).runtime.nCtx, uint64_t(8448));
}

// vllm-project/vllm#21348: SGLang's "KV Cache is allocated" line and its launch command, Qwen3-235B-A22B-FP8 on 4 GPUs.
void TestLogCheck::sglangQwen3Tp4()
{
    const kvtest::Checked c = kvtest::check("sglang-qwen3-235b-fp8-tp4-excerpt.log");
    QCOMPARE(c.log.dialect, kv::LogDialect::SGLang);
    QCOMPARE(kv::dialectId(c.log.dialect), kv::runtimeId(kv::Runtime::SGLang));
    const kv::LogSglang& g = c.log.sglang;
    QCOMPARE(*g.kvTokens, uint64_t(367404));
    QCOMPARE(g.kSize->value, 8.23 * kGiB);
    QCOMPARE(*g.tpSize, uint64_t(4));
    QCOMPARE(g.memFractionStatic->value, 0.93);
    QCOMPARE(c.rebuilt.matchedPresetId, std::string("qwen3-235b-a22b"));
    const kv::Scenario& s = c.rebuilt.scenario;
    QCOMPARE(s.runtime, kv::Runtime::SGLang);
    QCOMPARE(s.sglang.tpSize, uint32_t(4));
    QCOMPARE(*s.sglang.memFractionStatic, 0.93);
    QCOMPARE(s.typeK, kv::ElemType::BF16); // kv_cache_dtype auto: the activations' bf16, not the FP8 weights
    // 94 layers x (4 KV heads / TP 4 = 1) x 128 x 2 bytes = 24064 bytes a token per GPU;
    // 367404 x 24064 = 8,841,209,856 bytes = 8.234 GiB, printed "8.23 GB"
    QVERIFY(c.line("sglang.k"));
    QCOMPARE(*c.line("sglang.k")->predicted, 8841209856.0);
    COMPARE_MATCH(c, "sglang.k", CheckMatch::Exact);
    COMPARE_MATCH(c, "sglang.v", CheckMatch::Exact);
    // No free memory in the excerpt: the pool itself is not predicted.
    COMPARE_MATCH(c, "sglang.kv_tokens", CheckMatch::NotPredicted);
    QVERIFY(hasAssumption(c.rebuilt, "log-free-memory-unknown"));
}

// kvcache-ai/ktransformers#1870: SGLang (under ktransformers) serving Qwen3.5-397B-A17B on two ranks, a hybrid with
// 15 attention layers of 2 KV heads of 256 (its Gated DeltaNet state is the "Mamba Cache" line, not compared).
void TestLogCheck::sglangHybridTp2()
{
    const kvtest::Checked c = checkWithModel("sglang-ktransformers-qwen3.5-397b-tp2-excerpt.log", "qwen3.5-397b-a17b");
    const kv::LogSglang& g = c.log.sglang;
    QCOMPARE(c.log.dialect, kv::LogDialect::SGLang);
    QCOMPARE(*g.tpRanks, uint64_t(2));
    QCOMPARE(g.modelType, std::string("Qwen3_5MoeForConditionalGeneration"));
    QCOMPARE(g.weights->value, 3.76 * kGiB);
    QCOMPARE(g.availAfterLoad->value, 19.08 * kGiB);
    QCOMPARE(*g.maxTotalTokens, uint64_t(580364));
    QCOMPARE(*g.maxRunningRequests, uint64_t(1));
    QCOMPARE(*g.contextLen, uint64_t(8192));
    const kv::Scenario& s = c.rebuilt.scenario;
    QCOMPARE(s.sglang.tpSize, uint32_t(2));
    QVERIFY(hasAssumption(c.rebuilt, "log-tp-from-ranks"));
    // free before the weights = 19.08 + 3.76 = 22.84 GiB
    QVERIFY(hasAssumption(c.rebuilt, "log-free-memory-from-load-end"));
    QCOMPARE(s.hardware.devices.size(), size_t(2));
    QCOMPARE(s.hardware.devices[0].capacityBytes, uint64_t(22.84 * kGiB));
    QCOMPARE(*s.sglang.weightsBytes, uint64_t(3.76 * kGiB));
    // 15 layers x (2 heads / TP 2 = 1) x 256 x 2 bytes = 7680 bytes a token; 580364 x 7680 = 4,457,195,520 bytes
    // = 4.151 GiB, printed "4.15 GB"
    QVERIFY(c.line("sglang.k"));
    QCOMPARE(*c.line("sglang.k")->predicted, 4457195520.0);
    COMPARE_MATCH(c, "sglang.k", CheckMatch::Exact);
    COMPARE_MATCH(c, "sglang.v", CheckMatch::Exact);
    COMPARE_MATCH(c, "sglang.context_len", CheckMatch::Exact);
    COMPARE_MATCH(c, "sglang.kv_tokens", CheckMatch::NotPredicted); // the fraction is not in the excerpt
    // ANSI colours, CRLF and an interleaved HTTP line read the same (the excerpt names no model: no check() here)
    const kvtest::Checked n = checkWithModel("noisy-sglang-ktransformers-ansi-crlf.log", "qwen3.5-397b-a17b");
    QCOMPARE(n.log.dialect, kv::LogDialect::SGLang);
    QVERIFY(n.log.sglang == c.log.sglang);
    QVERIFY(n.log.model == c.log.model);
    QVERIFY(n.lines == c.lines);
    QCOMPARE(n.log.lines, c.log.lines + 1);
    QCOMPARE(n.log.recognised, c.log.recognised);
}

// A constructed log (SGLang's wording, numbers chosen here) where the pool follows from the log's own figures:
// Llama-3.1-8B bf16, free 23.50 GiB before the weights, weights 15.00 GiB, mem_fraction_static 0.85.
void TestLogCheck::sglangPoolFromLog()
{
    const std::string text =
        "[2026-01-01 10:00:00] server_args=ServerArgs(model_path='meta-llama/Llama-3.1-8B-Instruct', "
        "tokenizer_path='meta-llama/Llama-3.1-8B-Instruct', mem_fraction_static=0.85, context_length=8192, "
        "tp_size=1, page_size=1, kv_cache_dtype='auto', dtype='auto')\n"
        "[2026-01-01 10:00:01 TP0] Load weight begin. avail mem=23.50 GB\n"
        "[2026-01-01 10:00:09 TP0] Load weight end. type=LlamaForCausalLM, dtype=torch.bfloat16, avail mem=8.50 GB, "
        "mem usage=15.00 GB.\n"
        "[2026-01-01 10:00:09 TP0] KV Cache is allocated. #tokens: 40755, K size: 2.49 GB, V size: 2.49 GB\n"
        "[2026-01-01 10:00:12 TP0] max_total_num_tokens=40755, chunked_prefill_size=2048, max_prefill_tokens=16384, "
        "max_running_requests=48, context_len=8192, available_gpu_mem=3.10 GB\n";
    const kv::RuntimeLog log = kv::parseRuntimeLog(text);
    QCOMPARE(log.dialect, kv::LogDialect::SGLang);
    QCOMPARE(log.sglang.availBeforeLoad->value, 23.50 * kGiB);
    const kv::RebuiltScenario r = kv::rebuildScenario(log, kvtest::catalog());
    QCOMPARE(r.matchedPresetId, std::string("llama-3.1-8b"));
    QCOMPARE(*r.scenario.sglang.maxRunningRequests, uint32_t(48));
    const kv::Estimate e = kv::estimate(r.scenario);
    const std::vector<kv::CheckLine> lines = kv::compareWithLog(log, r.scenario, e);
    // free 23.50 GiB = 25,232,932,864 bytes; floor(0.85 x free) = 21,447,992,934; minus 15.00 GiB of weights
    // (16,106,127,360) = 5,341,865,574 bytes; cell 32 layers x 8 heads x 128 x 2 (K, V) x 2 bytes = 131072;
    // floor(5,341,865,574 / 131072) = 40755 tokens
    QCOMPARE(e.view<kv::SglangPool>()->maxTotalTokens, uint64_t(40755));
    const auto find = [&](const std::string& item) -> const kv::CheckLine* {
        for (const kv::CheckLine& l : lines)
            if (l.item == item)
                return &l;
        return nullptr;
    };
    QVERIFY(find("sglang.kv_tokens"));
    QCOMPARE(find("sglang.kv_tokens")->match, CheckMatch::Exact);
    // the printed 0.01 GiB steps move the pool by (0.85 x 0.005 + 0.005) GiB / 128 KiB = 75.8 -> 76 tokens, + 1 page
    QCOMPARE(find("sglang.kv_tokens")->tolerance, 77.0);
    // 40755 x 65536 = 2,670,919,680 bytes = 2.487 GiB, printed "2.49 GB"
    QVERIFY(find("sglang.k"));
    QCOMPARE(find("sglang.k")->match, CheckMatch::Exact);
    // One token fewer than the log would still be inside the rounding; 200 fewer would not.
    std::string off = text;
    off.replace(off.find("max_total_num_tokens=40755"), 26, "max_total_num_tokens=40555");
    off.replace(off.find("#tokens: 40755"), 14, "#tokens: 40555");
    const kv::RuntimeLog offLog = kv::parseRuntimeLog(off);
    const std::vector<kv::CheckLine> offLines = kv::compareWithLog(offLog, r.scenario, e);
    for (const kv::CheckLine& l : offLines)
        if (l.item == "sglang.kv_tokens")
            QCOMPARE(l.match, CheckMatch::Differs);
}

void TestLogCheck::cliKoboldSglang()
{
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH),
            {QStringLiteral("check"),
             QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/sglang-qwen3-235b-fp8-tp4-excerpt.log"),
             QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const auto j = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    QCOMPARE(j.at("dialect").get<std::string>(), std::string("sglang"));
    QCOMPARE(j.at("rebuilt").at("runtime").get<std::string>(), std::string("sglang"));
    QCOMPARE(j.at("extracted").at("sglang").at("kv_tokens").get<uint64_t>(), uint64_t(367404));
    bool k = false;
    for (const auto& l : j.at("lines"))
        if (l.at("item") == "sglang.k")
            k = l.at("match").get<std::string>() == "exact";
    QVERIFY(k);
    QProcess kobold; // a KoboldCpp excerpt without a model name, the model given
    kobold.start(QStringLiteral(KV_CLI_PATH),
                 {QStringLiteral("check"),
                  QStringLiteral(KV_SOURCE_DIR "/tests/data/logs/koboldcpp-40layer-16k-excerpt.log"),
                  QStringLiteral("--model"), QStringLiteral("mistral-small-3.1-24b"), QStringLiteral("--json")});
    QVERIFY(kobold.waitForFinished(30000));
    QCOMPARE(kobold.exitCode(), 0);
    const auto jk = nlohmann::json::parse(kobold.readAllStandardOutput().toStdString());
    QCOMPARE(jk.at("dialect").get<std::string>(), std::string("koboldcpp"));
    QCOMPARE(jk.at("rebuilt").at("runtime").get<std::string>(), std::string("koboldcpp"));
    QVERIFY(jk.at("rebuilt").at("launch").get<std::string>().find("--contextsize 16512") != std::string::npos);
}

// vllm#26646 as quoted: the two sizing lines with neither "Available KV cache memory" nor the GPUs' total memory.
// The pool is unknown, so neither line is predicted; before, a nominal GPU's pool predicted 39,222,336 tokens.
void TestLogCheck::vllmPoolUnknown()
{
    const kvtest::Checked c = checkWithModel("vllm-v1-qwen3-next-80b-tp2-fp8-excerpt.log", "qwen3-next-80b-a3b");
    QCOMPARE(*c.log.vllm.kvTokens, uint64_t(90048));
    QVERIFY(!c.log.vllm.kvPool && !c.log.vllm.totalGpuMemory);
    QCOMPARE(c.lines.size(), size_t(2));
    // The weights' dtype is only on the command line (--dtype float16).
    QCOMPARE(c.rebuilt.scenario.weights.id, std::string("F16"));
    QVERIFY(!hasAssumption(c.rebuilt, "log-weights-scheme-assumed"));
    // --kv-cache-dtype fp8_e5m2 is re-planned as itself (one byte a value, as fp8_e4m3), not as plain fp8.
    QCOMPARE(c.rebuilt.scenario.typeK, kv::ElemType::FP8);
    QVERIFY(c.rebuilt.scenario.vllm.fp8E5m2);
    for (const char* item : {"vllm.kv_tokens", "vllm.max_concurrency"}) {
        const kv::CheckLine* l = c.line(item);
        QVERIFY2(l, item);
        QCOMPARE(l->match, CheckMatch::NotPredicted);
        QVERIFY(!l->predicted);
        QCOMPARE(l->reason->code, kv::Diag::VllmPoolUnknown);
    }
    // Without its "GPU KV cache size" line the excerpt has only the concurrency line: that one is not predicted
    // either, and no block count of a nominal GPU's pool is added in its place.
    std::string text = kvtest::fixture("vllm-v1-qwen3-next-80b-tp2-fp8-excerpt.log");
    const size_t at = text.find("GPU KV cache size");
    QVERIFY(at != std::string::npos);
    const size_t start = text.rfind('\n', at) + 1;
    text.erase(start, text.find('\n', at) + 1 - start);
    const kvtest::Checked only = checkTextWithModel(text, "qwen3-next-80b-a3b");
    QVERIFY(!only.log.vllm.kvTokens && only.log.vllm.maxConcurrency);
    QCOMPARE(only.lines.size(), size_t(1));
    QCOMPARE(only.lines[0].item, std::string("vllm.max_concurrency"));
    QCOMPARE(only.lines[0].match, CheckMatch::NotPredicted);
    // Without --dtype the log prints no type at all: vLLM's checkpoints are assumed BF16, and the assumption says
    // the type is missing rather than naming an empty one.
    const size_t dtype = text.find(" --dtype float16");
    QVERIFY(dtype != std::string::npos);
    text.erase(dtype, std::string(" --dtype float16").size());
    const kvtest::Checked bare = checkTextWithModel(text, "qwen3-next-80b-a3b");
    QCOMPARE(bare.rebuilt.scenario.weights.id, std::string("BF16"));
    QVERIFY(hasAssumption(bare.rebuilt, "log-weights-type-unprinted"));
    QVERIFY(!hasAssumption(bare.rebuilt, "log-weights-scheme-assumed"));
}

QTEST_APPLESS_MAIN(TestLogCheck)
#include "tst_logcheck.moc"
