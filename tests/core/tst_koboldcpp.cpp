// KoboldCpp's rules (core/koboldcpp/koboldcpp.h): the launcher's and adapter's parameters (KoboldCpp 1.113.1 /
// gpttype_adapter.cpp >= 1.102.2) on llama.cpp's allocation. Checked against what llama.cpp v0.5.0 allocated
// for contexts built the way KoboldCpp builds them (groundtruth/llamacpp-koboldcpp.json, kvprobe), and
// worked out by hand.
#include "errors.h"
#include "estimator.h"
#include "groundtruth.h"
#include "hardware.h"
#include "koboldcpp/koboldcpp.h"
#include "modeljson.h"
#include "scenariojson.h"
#include "specs.h"

#include <QtTest>

#include <algorithm>

using nlohmann::json;

namespace {

// The synthetic models of the fixture, as its gguf_writer lines made them.
kv::ModelSpec fixtureModel(const std::string& name)
{
    if (name == "llama-small")
        return kv::modelFromJson({{"id", name},
                                  {"arch", "llama"},
                                  {"n_layer", 4},
                                  {"n_head", 8},
                                  {"n_head_kv", 2},
                                  {"head_dim", 32},
                                  {"n_embd", 256},
                                  {"n_ff", 768},
                                  {"n_vocab", 32000},
                                  {"n_ctx_train", 131072}});
    return kv::modelFromJson({{"id", name},
                              {"arch", "gemma3"},
                              {"n_layer", 12},
                              {"n_head", 8},
                              {"n_head_kv", 4},
                              {"head_dim", 256},
                              {"n_embd", 256},
                              {"n_ff", 512},
                              {"n_vocab", 32000},
                              {"n_ctx_train", 131072},
                              {"sliding_window", 1024},
                              {"swa_pattern", 6}});
}

kv::Hardware ramOnly()
{
    kv::Hardware h;
    kv::Device ram;
    ram.name = "RAM";
    ram.kind = kv::DeviceKind::Ram;
    ram.capacityBytes = uint64_t(1) << 40;
    h.devices = {ram};
    return h;
}

kv::Scenario kobold(const kv::ModelSpec& m, uint64_t context)
{
    kv::Scenario s;
    s.model = m;
    s.runtime = kv::Runtime::KoboldCpp;
    s.contextPerUser = context;
    return s;
}

uint64_t kvBytes(const kv::Estimate& e)
{
    return e.memory.kv;
}

bool hasWarning(const kv::Estimate& e, const std::string& code)
{
    return std::any_of(e.warnings.begin(), e.warnings.end(),
                       [&](const kv::Warning& w) { return kv::codeName(w.code) == code; });
}

} // namespace

class TestKoboldCpp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void measured_data();
    void measured();
    void handDerived();
    void withoutFlashAttentionOnlyK();
    void oneRequestAtATime();
    void refusals();
    void launchLines();
    void scenarioRoundTrip();
};

void TestKoboldCpp::measured_data()
{
    QTest::addColumn<int>("index");
    const json cases = kvtest::loadJson("groundtruth/llamacpp-koboldcpp.json").at("cases");
    for (size_t i = 0; i < cases.size(); ++i)
        QTest::newRow(cases[i].at("as_koboldcpp").get<std::string>().c_str()) << static_cast<int>(i);
}

void TestKoboldCpp::measured()
{
    QFETCH(int, index);
    const json c = kvtest::loadJson("groundtruth/llamacpp-koboldcpp.json").at("cases").at(index);
    const std::string cmd = c.at("as_koboldcpp");
    const bool useSwa = cmd.find("--useswa") != std::string::npos;
    const bool noFa = cmd.find("--noflashattention") != std::string::npos;
    const bool q8 = cmd.find("--quantkv q8_0") != std::string::npos;
    const uint64_t context = cmd.find("32768") != std::string::npos ? 32768 : 8192;
    kv::Scenario s = kobold(fixtureModel(c.at("model")), context);
    s.kobold.useSwa = useSwa;
    s.kobold.flashAttention = !noFa;
    if (q8)
        s.typeK = s.typeV = kv::ElemType::Q8_0;
    s.hardware = ramOnly();
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    const json& r = c.at("result");
    // The fixture is llama.cpp v0.5.0 built as KoboldCpp's adapter builds its context; KoboldCpp's bundled
    // llama-kv-cache-iswa.cpp gives each sliding-window layer 128 cells more than mainline (1.104 b7428048, 1.113.1
    // de2c5f1c): with --useswa, that many more K and V rows on the model's sliding layers.
    uint64_t koboldSwaExtra = 0;
    if (useSwa)
        for (const kv::LayerSpec& l : s.model.layers)
            if (l.attn == kv::AttnKind::Swa && l.hasAttention())
                koboldSwaExtra += 128 * (kv::rowBytes(s.typeK, l.kValues()) + kv::rowBytes(s.typeV, l.vValues()));
    QCOMPARE(e.runtime.nCtx, r.at("n_ctx").get<uint64_t>());
    QCOMPARE(e.runtime.nBatch, r.at("n_batch").get<uint32_t>());
    QCOMPARE(e.runtime.nUbatch, r.at("n_ubatch").get<uint32_t>());
    QCOMPARE(e.runtime.nOutputsMax, r.at("n_outputs_max").get<uint32_t>());
    QCOMPARE(e.runtime.flashAttn, r.at("flash_attn").get<bool>());
    QCOMPARE(kvBytes(e), r.at("kv_bytes").get<uint64_t>() + koboldSwaExtra);
    QCOMPARE(e.outputBytes, r.at("output_bytes").get<uint64_t>());
    const uint64_t measured = r.at("compute_bytes").get<uint64_t>();
    // The graph sketch with every micro-batch token's logits (n_outputs_max = n_batch), byte for byte; with --useswa
    // the sliding-window cache is 128 cells wider than the measured one, and so is the graph's KQ mask over it (f32,
    // one row per micro-batch token, padded): not measured on KoboldCpp itself, so only bounded here.
    if (useSwa) {
        QVERIFY(e.memory.compute >= measured);
        QVERIFY(e.memory.compute <= measured + uint64_t(e.runtime.nUbatch) * 128 * 4 * 2);
    } else {
        QCOMPARE(e.memory.compute, measured);
    }
    QVERIFY(!e.computeIsApproximate);
}

void TestKoboldCpp::handDerived()
{
    // Llama 3.1 8B: 32 layers x 8 KV heads x 128 = 1024 K + 1024 V values per layer per token.
    // --contextsize 8192: n_ctx 8192 + 128 = 8320, padded to 8448 (33 x 256).
    kv::Scenario s = kobold(kvtest::llamaLike(), 8192);
    kv::Estimate e = kv::estimate(s);
    QCOMPARE(e.runtime.nCtx, uint64_t(8448));
    QCOMPARE(e.runtime.nSeq, 1u);
    // f16: 2048 values x 2 bytes = 4096 bytes per layer per cell; x 32 layers x 8448 cells.
    QCOMPARE(kvBytes(e), uint64_t(4096) * 32 * 8448);
    QCOMPARE(kvBytes(e), uint64_t(1107296256));
    QCOMPARE(e.runtime.name, std::string("koboldcpp"));
    // The 128 extra cells decide the padding at the edge: 8064 + 128 = 8192 cells exactly, 8065 + 128 = 8193 -> 8448.
    s.contextPerUser = 8064;
    QCOMPARE(kv::estimate(s).runtime.nCtx, uint64_t(8192));
    s.contextPerUser = 8065;
    QCOMPARE(kv::estimate(s).runtime.nCtx, uint64_t(8448));
    s.contextPerUser = 8192;
    QVERIFY(hasWarning(e, "koboldcpp-context"));
    QVERIFY(!hasWarning(e, "server-may-grow")); // no llama-server prompt cache
    QCOMPARE(e.growth.total(), uint64_t(0));

    // --quantkv q8_0: 1024 values = 32 blocks x 34 bytes = 1088 bytes each for K and V.
    s.typeK = s.typeV = kv::ElemType::Q8_0;
    e = kv::estimate(s);
    QCOMPARE(kvBytes(e), uint64_t(2 * 1088) * 32 * 8448);
    QCOMPARE(kvBytes(e), uint64_t(588251136));

    // Gemma 3 27B geometry at --contextsize 32768 (62 layers, 16 KV heads x 128: 8192 bytes per cell per layer
    // in f16; window 1024, 10 full layers and 52 sliding): n_ctx 32768 + 128 = 32896 -> 33024 cells.
    kv::Scenario g = kobold(kv::modelFromJson({{"id", "gemma3-like"},
                                               {"arch", "gemma3"},
                                               {"n_layer", 62},
                                               {"n_head", 32},
                                               {"n_head_kv", 16},
                                               {"head_dim", 128},
                                               {"n_embd", 5376},
                                               {"n_vocab", 262208},
                                               {"n_ctx_train", 131072},
                                               {"sliding_window", 1024},
                                               {"swa_pattern", 6}}),
                            32768);
    // Without --useswa every layer keeps the whole context: 62 x 33024 x 8192.
    QCOMPARE(kvBytes(kv::estimate(g)), uint64_t(62) * 33024 * 8192);
    // With --useswa the 52 sliding layers keep llama.cpp's min(33024, 1024 + 512 (one micro-batch)) = 1536 cells,
    // padded to 256, plus the 128 that KoboldCpp's bundled src/llama-kv-cache-iswa.cpp adds ("additional padding for
    // the swa kv cache itself", 1.104 b7428048; 1.113.1 de2c5f1c clamps it to the full cache and adds --swapadding, 0):
    // 1664 cells, 52 x 1664 x 8192 = 708837376 bytes (mainline llama.cpp: 654311424).
    g.kobold.useSwa = true;
    QCOMPARE(kvBytes(kv::estimate(g)), uint64_t(10) * 33024 * 8192 + uint64_t(52) * 1664 * 8192);
    QCOMPARE(kvBytes(kv::estimate(g)), uint64_t(2705326080) + uint64_t(708837376));
    // --contextsize 1024: n_ctx 1152 -> 1280 cells; the window's 1536 is clamped to 1280, and the 128 more to 1280 too.
    g.contextPerUser = 1024;
    QCOMPARE(kvBytes(kv::estimate(g)), uint64_t(62) * 1280 * 8192);
}

void TestKoboldCpp::withoutFlashAttentionOnlyK()
{
    // --noflashattention --quantkv q8_0: K q8_0 (1088 bytes per layer per cell), V stays f16 (2048).
    kv::Scenario s = kobold(kvtest::llamaLike(), 8192);
    s.typeK = s.typeV = kv::ElemType::Q8_0;
    s.kobold.flashAttention = false;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal); // llama.cpp itself refuses a quantised V without flash attention; KoboldCpp avoids it
    QCOMPARE(kvBytes(e), uint64_t(1088 + 2048) * 32 * 8448);
    QVERIFY(hasWarning(e, "koboldcpp-v-f16"));
    // bf16 applies to both.
    s.typeK = s.typeV = kv::ElemType::BF16;
    QCOMPARE(kvBytes(kv::estimate(s)), uint64_t(4096) * 32 * 8448);
}

void TestKoboldCpp::oneRequestAtATime()
{
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario s = kobold(kvtest::llamaLike(), 8192);
    const uint64_t one = kvBytes(kv::estimate(s));
    s.users = 3;
    const kv::Estimate e = kv::estimate(s);
    QCOMPARE(kvBytes(e), one); // the users take turns
    QVERIFY(hasWarning(e, "koboldcpp-one-request"));
    s.hardware = kv::machineFrom(*cat.findHardware("rtx-4090"), {});
    const kv::Estimate p = kv::plan(s);
    QCOMPARE(p.limits.maxUsers, 1u);
    QCOMPARE(p.limits.admissionTokens, uint64_t(8192)); // a request may use all of --contextsize
    // The longest context is searched over --contextsize's own range (256 .. 262144; a search from 1 would stop
    // at the refused 1): Llama 3.1 8B in F16 (15 GiB) with an f16 cache of 128 KiB per cell fits the 4090's
    // 23.1 GiB at some tens of thousands of tokens.
    kv::Scenario big = s;
    big.model = *cat.findModel("llama-3.1-8b");
    big.weights = *cat.findScheme("F16");
    const uint64_t longest = kv::plan(big).limits.maxContextPerUser;
    QVERIFY(longest >= 32768 && longest < 131072);
    kv::Scenario at = big;
    at.users = 1;
    at.contextPerUser = longest;
    QCOMPARE(kv::estimate(at).verdict, kv::Verdict::Fits);
    at.contextPerUser = longest + 256; // one more padding step of cells: a layer goes to RAM
    QCOMPARE(kv::estimate(at).verdict, kv::Verdict::Spills);
}

void TestKoboldCpp::refusals()
{
    kv::Scenario s = kobold(kvtest::llamaLike(), 8192);
    s.typeK = kv::ElemType::Q8_0;
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("koboldcpp-one-kv-type"));
    s.typeK = s.typeV = kv::ElemType::Q4_1;
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("koboldcpp-kv-type"));
    s.typeK = s.typeV = kv::ElemType::F16;
    s.contextPerUser = 100;
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("koboldcpp-context-range"));
    s.contextPerUser = 262145;
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("koboldcpp-context-range"));
    s.contextPerUser = 262144;
    QVERIFY(!kv::estimate(s).refusal);
    const kv::Catalog cat = kvtest::presets();
    s.contextPerUser = 8192;
    s.hardware = kv::machineFrom(*cat.findHardware("rtx-3090"), {});
    for (kv::Device& d : s.hardware.devices) {
        kv::Device copy = d;
        copy.node = 1;
        s.hardware.devices.push_back(copy);
        break;
    }
    QCOMPARE(std::string(kv::codeName(kv::estimate(s).refusal->code)), std::string("koboldcpp-no-cluster"));
}

void TestKoboldCpp::launchLines()
{
    kv::Scenario s = kobold(kvtest::llamaLike(), 8192);
    s.typeK = s.typeV = kv::ElemType::Q8_0;
    QCOMPARE(kv::estimate(s).runtime.launch,
             std::string("koboldcpp --model MODEL.gguf --contextsize 8192 --quantkv q8_0"));
    const kv::Catalog cat = kvtest::presets();
    s.hardware = kv::machineFrom(*cat.findHardware("rtx-4090"), {});
    s.kobold.flashAttention = false;
    s.kobold.useSwa = true;
    s.kobold.batchSize = 256;
    s.placement.kvOffload = false;
    QCOMPARE(kv::estimate(s).runtime.launch,
             std::string("koboldcpp --model MODEL.gguf --contextsize 8192 --gpulayers 999 --lowvram --batchsize 256 "
                         "--noflashattention --quantkv q8_0 --useswa"));
    s = kobold(kvtest::llamaLike(), 8192);
    s.hardware = kv::machineFrom(*cat.findHardware("rtx-4090"), {});
    s.placement.nGpuLayers = 20;
    QCOMPARE(kv::estimate(s).runtime.launch,
             std::string("koboldcpp --model MODEL.gguf --contextsize 8192 --gpulayers 20"));
}

void TestKoboldCpp::scenarioRoundTrip()
{
    const kv::Catalog cat = kvtest::presets();
    kv::Scenario s = kobold(kvtest::llamaLike(), 8192);
    s.kobold.contextSize = 16384;
    s.kobold.batchSize = 1024;
    s.kobold.flashAttention = false;
    s.kobold.useSwa = true;
    const kv::Scenario back = kv::scenarioFromJson(kv::scenarioToJson(s), cat);
    QCOMPARE(back.runtime, kv::Runtime::KoboldCpp);
    QVERIFY(back.kobold == s.kobold);
    json bad = kv::scenarioToJson(s);
    bad["koboldcpp"]["batch_size"] = 0;
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::scenarioFromJson(bad, cat));
    // --contextsize wins over the planner's context.
    // --contextsize wins over the planner's context: 16384 + 128 = 16512 cells, padded to 65 x 256 = 16640.
    QCOMPARE(kv::estimate(s).runtime.nCtx, uint64_t(16640));
}

QTEST_APPLESS_MAIN(TestKoboldCpp)
#include "tst_koboldcpp.moc"
