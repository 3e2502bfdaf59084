// The GGUF reader: files written by the test's own GGUF writer with exactly the hyperparameters of the
// real llama.cpp measurements in groundtruth/llamacpp-measured-cases.json must give those measured
// bytes; a Llama-3.1-8B-shaped file must give the preset's parameter counts; malformed files of every kind
// must give a clean InputError.

#include "catalog.h"
#include "checked.h"
#include "elemtype.h"
#include "errors.h"
#include "estimator.h"
#include "ggmltype.h"
#include "ggufmodel.h"
#include "ggufwriter.h"
#include "llamacpp/rules.h"
#include "modelfile.h"
#include "modelimport.h"
#include "modeljson.h"

#include <QProcess>
#include <QTest>
#include <fstream>
#include <nlohmann/json.hpp>

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const std::string kData = KV_SOURCE_DIR "/tests/data";

fs::path tmpDir()
{
    fs::path d = fs::temp_directory_path() / "kv-tst-gguf";
    fs::create_directories(d);
    return d;
}

using kvtest::f16;
using kvtest::llamaTensors;

// A GGUF with a measured case's hyperparameters ("model" object of the ground-truth file).
kvtest::GgufWriter writerFor(const json& m)
{
    kvtest::GgufWriter w;
    const std::string a = m.at("arch");
    const uint32_t L = m.at("n_layer"), E = m.at("n_embd");
    w.str("general.architecture", a).str("general.name", m.at("name").get<std::string>());
    w.u32(a + ".block_count", L).u32(a + ".embedding_length", E).u32(a + ".context_length", m.at("n_ctx_train"));
    w.u32(a + ".feed_forward_length", m.at("n_ff"));
    w.strs("tokenizer.ggml.tokens", m.at("n_vocab").get<size_t>());
    const uint32_t H = m.at("n_head"), hd = m.at("head_dim");
    if (H > 0) {
        w.u32(a + ".attention.head_count", H);
        if (m.contains("attn_layers")) { // hybrid: KV heads only where attention is
            std::vector<uint32_t> kv(L, 0);
            std::string s = m.at("attn_layers");
            for (size_t p = 0; p < s.size();) {
                const size_t c = s.find(',', p);
                kv[std::stoul(s.substr(p, c - p))] = m.at("n_head_kv");
                p = c == std::string::npos ? s.size() : c + 1;
            }
            w.u32s(a + ".attention.head_count_kv", kv);
        } else {
            w.u32(a + ".attention.head_count_kv", m.at("n_head_kv"));
        }
    }
    if (m.contains("kv_lora_rank")) { // MLA as converted since llama.cpp's latent cache
        const uint32_t rank = m.at("kv_lora_rank"), rope = m.at("qk_rope");
        w.u32(a + ".attention.kv_lora_rank", rank).u32(a + ".rope.dimension_count", rope);
        w.u32(a + ".attention.key_length", rank + rope).u32(a + ".attention.value_length", rank);
        w.u32(a + ".attention.key_length_mla", hd).u32(a + ".attention.value_length_mla", m.at("v_head_dim"));
    } else if (H > 0) {
        w.u32(a + ".attention.key_length", hd).u32(a + ".attention.value_length", hd);
    }
    if (m.contains("swa"))
        w.u32(a + ".attention.sliding_window", m.at("swa"));
    if (m.contains("n_expert"))
        w.u32(a + ".expert_count", m.at("n_expert")).u32(a + ".expert_used_count", m.at("n_expert_used"));
    if (m.contains("ssm_state"))
        w.u32(a + ".ssm.conv_kernel", m.at("ssm_conv"))
            .u32(a + ".ssm.inner_size", m.at("ssm_inner"))
            .u32(a + ".ssm.state_size", m.at("ssm_state"))
            .u32(a + ".ssm.group_count", m.at("ssm_groups"))
            .u32(a + ".ssm.time_step_rank", m.at("ssm_heads"));
    w.tensor("token_embd.weight", {E, m.at("n_vocab").get<uint64_t>()}, kvtest::kQ8_0,
             E / 32 * 34 * m.at("n_vocab").get<uint64_t>());
    return w;
}

kv::InputError importError(const fs::path& p)
{
    try {
        kv::importModelFile(p);
    } catch (const kv::InputError& e) {
        return e;
    }
    return kv::InputError("no-error", p.string());
}

std::string codeOf(const std::string& bytes)
{
    try {
        auto src = kv::memorySource(bytes);
        kv::importGguf(kv::readGguf(*src));
    } catch (const kv::InputError& e) {
        return e.code();
    } catch (const kv::OverflowError&) {
        return "overflow";
    }
    return "no error";
}

} // namespace

class TestGguf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void measured_data();
    void measured();
    void llama8bParams();
    void typeSizes();
    void swaPatternKey();
    void llama4Chunked();
    void hybrids2026_data();
    void hybrids2026();
    void layerRules2026();
    void gemma4Layers();
    void loaderDefaults();
    void splitFiles();
    void malformed_data();
    void malformed();
    void truncatedEverywhere();
    void badCorpus();
    void paths();
    void inspectShowsBytesByClass();
    void deepseek2Routing();
    void nextnBlock_data();
    void nextnBlock();
};

void TestGguf::measured_data()
{
    QTest::addColumn<QByteArray>("caseJson");
    const json cases = json::parse(kv::readTextFile(kData + "/groundtruth/llamacpp-measured-cases.json")).at("cases");
    for (const json& c : cases)
        QTest::addRow("%s", c.at("id").get<std::string>().c_str()) << QByteArray::fromStdString(c.dump());
}

void TestGguf::measured()
{
    QFETCH(QByteArray, caseJson);
    const json c = json::parse(caseJson.toStdString());
    const json& req = c.at("request");
    const json& res = c.at("result");
    const fs::path file = tmpDir() / (c.at("model").at("name").get<std::string>() + ".gguf");
    writerFor(c.at("model")).write(file);

    kv::Scenario s;
    s.model = kv::loadModelFile(file);
    QCOMPARE(s.model.origin, kv::ModelSource::Gguf);
    QCOMPARE(s.model.nVocab, c.at("model").at("n_vocab").get<uint32_t>());
    s.runtime = kv::Runtime::LlamaCpp;
    s.llama.ctxSize = req.at("ctx_size").get<uint64_t>();
    s.llama.parallel = req.at("parallel").get<uint32_t>();
    s.llama.batchSize = req.at("batch_size");
    s.llama.ubatchSize = req.at("ubatch_size");
    s.llama.swaFull = req.at("swa_full");
    s.llama.kvUnified = req.at("kv_unified");
    s.llama.flashAttn = kv::FlashAttn::Auto;
    s.typeK = *kv::elemTypeFromName(req.at("cache_type_k").get<std::string>());
    s.typeV = *kv::elemTypeFromName(req.at("cache_type_v").get<std::string>());
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.runtime.nCtx, res.at("n_ctx").get<uint64_t>());
    uint64_t k = 0, v = 0;
    for (const json& want : res.at("caches")) {
        k += want.at("k_bytes").get<uint64_t>();
        v += want.at("v_bytes").get<uint64_t>();
    }
    uint64_t gotK = 0, gotV = 0;
    for (const auto& b : e.caches)
        if (b.kind != kv::CacheKind::Recurrent) {
            gotK += b.kBytes;
            gotV += b.vBytes;
        }
    QCOMPARE(gotK, k);
    QCOMPARE(gotV, v);
    QCOMPARE(e.memory.recurrent, res.at("recurrent_bytes").get<uint64_t>());
    QCOMPARE(e.memory.kv + e.memory.recurrent, res.at("context_bytes_exact").get<uint64_t>());
}

void TestGguf::llama8bParams()
{
    kvtest::GgufWriter w;
    w.str("general.architecture", "llama").u32("llama.block_count", 32).u32("llama.embedding_length", 4096);
    w.u32("llama.context_length", 131072).u32("llama.attention.head_count", 32).u32("llama.attention.head_count_kv", 8);
    w.u32("llama.vocab_size", 128256);
    llamaTensors(w, 32, 4096, 32, 8, 128, 14336, 128256, false);
    const fs::path file = tmpDir() / "llama-8b-shape.gguf";
    w.write(file);
    const kv::ImportResult r = kv::importModelFile(file);
    const kv::Catalog cat = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
    const kv::ModelSpec* preset = cat.findModel("llama-3.1-8b");
    QVERIFY(preset);
    QCOMPARE(r.model.params, preset->params);
    for (size_t i = 0; i < r.model.layers.size(); ++i)
        QVERIFY2(r.model.layers[i] == preset->layers[i], kv::modelToJson(r.model)["layers"][i].dump().c_str());
    // f16 matrices, f32 norms: 2 bytes per matrix parameter, 4 per norm parameter.
    const kv::ParamCounts& p = preset->params;
    QCOMPARE(r.model.weightsBytesExact, 2 * (p.total() - p.norm) + 4 * p.norm);
    QCOMPARE(r.layerWeightBytes.size(), size_t(32));
    QCOMPARE(r.layerWeightBytes[0], uint64_t(2 * (41943040 + 3 * 4096 * 14336) + 4 * 2 * 4096));
    QCOMPARE(r.model.weightsBytesExact, r.otherWeightBytes + 32 * r.layerWeightBytes[0]);
    bool derived = false;
    for (const auto& a : r.assumptions)
        derived = derived || kv::codeName(a.code) == "head-dim-derived";
    QVERIFY(derived); // no key_length in this file: 4096 / 32
}

void TestGguf::typeSizes()
{
    const std::pair<uint32_t, uint64_t> rows[] = {
        // bytes of a 4096 x 2 tensor
        {0, 4096 * 2 * 4},  {1, 4096 * 2 * 2},  {30, 4096 * 2 * 2}, {2, 128 * 18 * 2},  {3, 128 * 20 * 2},
        {6, 128 * 22 * 2},  {7, 128 * 24 * 2},  {8, 128 * 34 * 2},  {10, 16 * 84 * 2},  {11, 16 * 110 * 2},
        {12, 16 * 144 * 2}, {13, 16 * 176 * 2}, {14, 16 * 210 * 2}, {15, 16 * 292 * 2}, {16, 16 * 66 * 2},
        {17, 16 * 74 * 2},  {18, 16 * 98 * 2},  {19, 16 * 50 * 2},  {20, 128 * 18 * 2}, {21, 16 * 110 * 2},
        {22, 16 * 82 * 2},  {23, 16 * 136 * 2}, {29, 16 * 56 * 2},  {34, 16 * 54 * 2},  {35, 16 * 66 * 2},
        {39, 128 * 17 * 2}};
    for (const auto& [type, bytes] : rows) {
        const uint64_t dims[] = {4096, 2};
        QCOMPARE(kv::ggmlTensorBytes(type, dims), bytes);
    }
    const uint64_t odd[] = {100, 2};
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::ggmlTensorBytes(8, odd)); // 100 is not whole Q8_0 blocks
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::ggmlTensorBytes(4, odd)); // Q4_2: retired
    QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::ggmlTensorBytes(1000, odd));
}

void TestGguf::swaPatternKey()
{
    auto spec = [](auto addPattern) {
        kvtest::GgufWriter w;
        w.str("general.architecture", "gemma3").u32("gemma3.block_count", 6).u32("gemma3.embedding_length", 64);
        w.u32("gemma3.attention.head_count", 4).u32("gemma3.attention.head_count_kv", 2);
        w.u32("gemma3.attention.sliding_window", 512);
        addPattern(w);
        const std::string b = w.bytes();
        auto src = kv::memorySource(b);
        return kv::importGguf(kv::readGguf(*src)).model;
    };
    kv::ModelSpec byInt = spec([](kvtest::GgufWriter& w) { w.u32("gemma3.attention.sliding_window_pattern", 3); });
    QCOMPARE(kv::census(byInt).swa, 4u); // 0,1 and 3,4 slide; 2 and 5 are global
    QCOMPARE(byInt.layers[2].attn, kv::AttnKind::Full);
    kv::ModelSpec byList = spec([](kvtest::GgufWriter& w) {
        w.bools("gemma3.attention.sliding_window_pattern", {true, false, false, false, false, true});
    });
    QCOMPARE(kv::census(byList).swa, 2u);
    QCOMPARE(byList.layers[5].window, 512u);
    kv::ModelSpec byDefault = spec([](kvtest::GgufWriter&) {});
    QCOMPARE(kv::census(byDefault).swa, 5u); // gemma3: pattern 6
}

void TestGguf::gemma4Layers()
{
    // The keys llama.cpp's converter writes for Gemma 4 (conversion/gemma.py) and its loader reads
    // (src/models/gemma4.cpp): 7 layers, 2 sliding + 1 global (per-layer pattern array), sliding 4 KV heads x 64
    // (key_length_swa), global 1 x 128 (head_count_kv array, key_length), the last 3 layers KV-shared.
    auto spec = [](const std::string& arch, bool sharedKey) {
        kvtest::GgufWriter w;
        w.str("general.architecture", arch).u32(arch + ".block_count", 7).u32(arch + ".embedding_length", 64);
        w.u32(arch + ".attention.head_count", 4);
        w.u32s(arch + ".attention.head_count_kv", {4, 4, 1, 4, 4, 1, 4});
        w.u32(arch + ".attention.key_length", 128).u32(arch + ".attention.value_length", 128);
        w.u32(arch + ".attention.key_length_swa", 64).u32(arch + ".attention.value_length_swa", 64);
        w.u32(arch + ".attention.sliding_window", 512);
        w.bools(arch + ".attention.sliding_window_pattern", {true, true, false, true, true, false, true});
        if (sharedKey)
            w.u32(arch + ".attention.shared_kv_layers", 3);
        w.u32(arch + ".embedding_length_per_layer_input", 32);
        const std::string b = w.bytes();
        auto src = kv::memorySource(b);
        return kv::importGguf(kv::readGguf(*src)).model;
    };
    const kv::ModelSpec m = spec("gemma4", true);
    const kv::LayerCensus c = kv::census(m);
    // Layers 0..3 own a cache (3 sliding, 1 global); 4..6 attend over it.
    QCOMPARE(c.swa, 3u);
    QCOMPARE(c.full, 1u);
    QCOMPARE(c.shared, 3u);
    QCOMPARE(m.layers[0].kValues(), uint64_t(4 * 64));
    QCOMPARE(m.layers[2].kValues(), uint64_t(1 * 128));
    QCOMPARE(m.layers[2].vValues(), uint64_t(1 * 128));
    QVERIFY(m.layers[5].kvShared && m.layers[5].attn == kv::AttnKind::Full);
    QCOMPARE(m.layers[6].window, 512u);
    QCOMPARE(m.nEmbdPerLayer, 32u);
    // f16 per token, owning layers only: 3 x 256 x 2 x 2 + 1 x 128 x 2 x 2 = 3584.
    QCOMPARE(kv::kvBytesPerToken(m, kv::ElemType::F16, kv::ElemType::F16), uint64_t(3584));
    // Without the key nothing is shared.
    QCOMPARE(kv::census(spec("gemma4", false)).shared, 0u);
    // gemma3n: n_layer_kv_from_start is fixed at 20, whatever the file says: 7 layers all own a cache.
    QCOMPARE(kv::census(spec("gemma3n", true)).shared, 0u);
}

void TestGguf::llama4Chunked()
{
    // llama.cpp's llama4 loader: LLAMA_SWA_TYPE_CHUNKED with n_swa fixed at 8192 and pattern 4 (layers
    // 3, 7, ... full) -- convert_hf_to_gguf writes neither key for Scout or Maverick.
    auto spec = [](auto addKeys) {
        kvtest::GgufWriter w;
        w.str("general.architecture", "llama4").u32("llama4.block_count", 8).u32("llama4.embedding_length", 64);
        w.u32("llama4.attention.head_count", 4).u32("llama4.attention.head_count_kv", 2);
        w.u32("llama4.expert_count", 16).u32("llama4.expert_used_count", 1);
        addKeys(w);
        const std::string b = w.bytes();
        auto src = kv::memorySource(b);
        return kv::importGguf(kv::readGguf(*src));
    };
    const kv::ImportResult plain = spec([](kvtest::GgufWriter&) {});
    QVERIFY(std::none_of(plain.assumptions.begin(), plain.assumptions.end(),
                         [](const kv::Warning& w) { return kv::codeName(w.code) == "arch-unknown"; }));
    QCOMPARE(kv::census(plain.model).chunked, 6u);
    QCOMPARE(kv::census(plain.model).full, 2u);
    QCOMPARE(plain.model.layers[3].attn, kv::AttnKind::Full);
    QCOMPARE(plain.model.layers[7].attn, kv::AttnKind::Full);
    QCOMPARE(plain.model.layers[0].attn, kv::AttnKind::Chunked);
    QCOMPARE(plain.model.layers[0].window, 8192u);
    // A non-zero sliding_window does not change the chunk (llama.cpp sets n_swa = 8192 regardless).
    const kv::ImportResult other = spec([](kvtest::GgufWriter& w) { w.u32("llama4.attention.sliding_window", 4096); });
    QCOMPARE(other.model.layers[0].window, 8192u);
    // sliding_window 0 (MobileLLM): no chunked layers.
    const kv::ImportResult none = spec([](kvtest::GgufWriter& w) { w.u32("llama4.attention.sliding_window", 0); });
    QCOMPARE(kv::census(none.model).chunked, 0u);
    QCOMPARE(kv::census(none.model).full, 8u);
    // The pattern key, as load_swa_pattern reads it: P = 2 makes the odd layers full.
    const kv::ImportResult p2 =
        spec([](kvtest::GgufWriter& w) { w.u32("llama4.attention.sliding_window_pattern", 2); });
    QCOMPARE(kv::census(p2.model).chunked, 4u);
    QCOMPARE(p2.model.layers[1].attn, kv::AttnKind::Full);
}

namespace {

// A GGUF with the keys tests/tools/gguf_hybrids2026.py writes for the measured cases (nemotron_h, olmo2).
std::string hybridFile(const json& model)
{
    kvtest::GgufWriter w;
    const std::string a = model.at("arch");
    const uint32_t L = model.at("n_layer");
    w.str("general.architecture", a).u32(a + ".block_count", L).u32(a + ".embedding_length", 256);
    w.u32(a + ".context_length", 131072).u32(a + ".vocab_size", 1000);
    w.u32(a + ".attention.head_count", 8).u32(a + ".attention.key_length", model.at("head_dim"));
    w.u32(a + ".attention.value_length", model.at("head_dim"));
    if (a == "nemotron_h") { // pattern M-M*-: Mamba-2, MLP, Mamba-2, attention, MLP
        w.u32s(a + ".attention.head_count_kv", {0, 0, 0, 2, 0}).u32s(a + ".feed_forward_length", {0, 512, 0, 0, 512});
        w.u32(a + ".ssm.conv_kernel", 4).u32(a + ".ssm.inner_size", 8 * 32).u32(a + ".ssm.state_size", 16);
        w.u32(a + ".ssm.group_count", 2).u32(a + ".ssm.time_step_rank", 8);
    } else { // olmo2 as OLMo 3 converts: window 128 on 0-2 and 4-6
        w.u32(a + ".attention.head_count_kv", 8).u32(a + ".feed_forward_length", 512);
        w.u32(a + ".attention.sliding_window", 128);
        w.bools(a + ".attention.sliding_window_pattern", {true, true, true, false, true, true, true, false});
    }
    return w.bytes();
}

} // namespace

// The GGUF reader plus the llama.cpp rules against groundtruth/llamacpp-hybrids2026.json, measured on real
// llama.cpp v0.5.0 with files of the same keys (tests/tools/measure_llamacpp_hybrids2026.py).
void TestGguf::hybrids2026_data()
{
    QTest::addColumn<QByteArray>("caseJson");
    const json doc = json::parse(kv::readTextFile(kData + "/groundtruth/llamacpp-hybrids2026.json"));
    QCOMPARE(doc.at("cases").size(), size_t(5));
    for (const json& c : doc.at("cases"))
        QTest::addRow("%s", c.at("id").get<std::string>().c_str()) << QByteArray::fromStdString(c.dump());
}

void TestGguf::hybrids2026()
{
    QFETCH(QByteArray, caseJson);
    const json c = json::parse(caseJson.toStdString());
    const json& res = c.at("result");
    const std::string flags = c.at("probe_command");
    auto flag = [&](const std::string& name) -> std::string {
        const size_t p = flags.find(name + " ");
        return p == std::string::npos
                   ? std::string()
                   : flags.substr(p + name.size() + 1, flags.find(' ', p + name.size() + 1) - p - name.size() - 1);
    };
    json model = res.at("model");
    model["head_dim"] = model.at("arch") == "nemotron_h" ? 64 : 32;
    const std::string bytes = hybridFile(model);
    auto src = kv::memorySource(bytes);
    const kv::ImportResult r = kv::importGguf(kv::readGguf(*src));
    QVERIFY(std::none_of(r.assumptions.begin(), r.assumptions.end(),
                         [](const kv::Warning& w) { return kv::codeName(w.code) == "arch-unknown"; }));

    kv::Scenario s;
    s.model = r.model;
    s.runtime = kv::Runtime::LlamaCpp;
    s.llama.ctxSize = std::stoull(flag("--ctx"));
    s.llama.parallel = uint32_t(std::stoul(flag("--seqs")));
    s.llama.kvUnified = flags.find("--kv-unified") != std::string::npos;
    s.llama.swaFull = flags.find("--swa-full") != std::string::npos;
    s.llama.flashAttn = kv::FlashAttn::On;
    const std::string type = flag("--type-k").empty() ? "f16" : flag("--type-k");
    s.typeK = s.typeV = *kv::elemTypeFromName(type);
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.runtime.nCtx, res.at("n_ctx").get<uint64_t>());
    QCOMPARE(e.runtime.nCtxSeq, res.at("n_ctx_seq").get<uint64_t>());
    QCOMPARE(e.memory.kv, res.at("kv_bytes").get<uint64_t>());
    QCOMPARE(e.memory.recurrent, res.at("recurrent_bytes").get<uint64_t>());
    std::vector<kv::CacheBlock> attention, recurrent;
    for (const auto& b : e.caches)
        (b.kind == kv::CacheKind::Recurrent ? recurrent : attention).push_back(b);
    const json& caches = res.at("caches");
    QCOMPARE(attention.size(), caches.size());
    for (const json& want : caches) {
        const bool swa = want.at("kind") == "swa";
        const auto got = std::find_if(attention.begin(), attention.end(),
                                      [&](const kv::CacheBlock& b) { return (b.kind == kv::CacheKind::Swa) == swa; });
        QVERIFY(got != attention.end());
        QCOMPARE(got->layers, want.at("layers").get<uint32_t>());
        QCOMPARE(got->cellsPerStream, want.at("cells").get<uint64_t>());
        QCOMPARE(got->streams, want.at("n_stream").get<uint32_t>());
        QCOMPARE(got->kBytes, want.at("k_bytes").get<uint64_t>());
        QCOMPARE(got->vBytes, want.at("v_bytes").get<uint64_t>());
    }
    const json& rec = res.at("recurrent");
    QCOMPARE(recurrent.size(), rec.size());
    if (!rec.empty()) {
        QCOMPARE(recurrent[0].layers, rec[0].at("layers").get<uint32_t>());
        QCOMPARE(recurrent[0].kBytes, rec[0].at("r_bytes").get<uint64_t>());
        QCOMPARE(recurrent[0].vBytes, rec[0].at("s_bytes").get<uint64_t>());
    }
}

// Which layers keep what, per arch, by hand from llama.cpp's loaders.
void TestGguf::layerRules2026()
{
    // nemotron_h "M-M*-": Mamba-2 state on 0 and 2 only (head_count_kv 0 and feed_forward_length 0); the MLP
    // blocks 1 and 4 keep nothing; KV on 3. State per sequence, f32 values: r = (4 - 1) x (256 + 2 x 2 x 16) = 960,
    // s = 16 x 256 = 4096.
    const std::string nh = hybridFile({{"arch", "nemotron_h"}, {"n_layer", 5}, {"head_dim", 64}});
    auto src = kv::memorySource(nh);
    const kv::ModelSpec m = kv::importGguf(kv::readGguf(*src)).model;
    QCOMPARE(kv::census(m).recurrent, 2u);
    QCOMPARE(kv::census(m).full, 1u);
    QVERIFY(!m.layers[1].hasRecurrent() && !m.layers[1].hasAttention());
    QVERIFY(!m.layers[4].hasRecurrent() && !m.layers[4].hasAttention());
    QCOMPARE(m.layers[0].stateR, uint64_t(960));
    QCOMPARE(m.layers[2].stateS, uint64_t(4096));
    QCOMPARE(m.recurrent.kind, kv::RecurrentKind::Mamba2);

    // olmo2 without attention.sliding_window (OLMo 2): every layer global, no assumption about a window.
    kvtest::GgufWriter w;
    w.str("general.architecture", "olmo2").u32("olmo2.block_count", 8).u32("olmo2.embedding_length", 64);
    w.u32("olmo2.attention.head_count", 4).u32("olmo2.attention.head_count_kv", 4);
    const std::string o2 = w.bytes();
    auto src2 = kv::memorySource(o2);
    QCOMPARE(kv::census(kv::importGguf(kv::readGguf(*src2)).model).full, 8u);
    // olmo2 with a window but no pattern key: load_swa_pattern's default 4 (layers 3 and 7 global).
    w.u32("olmo2.attention.sliding_window", 4096);
    const std::string o3 = w.bytes();
    auto src3 = kv::memorySource(o3);
    const kv::ModelSpec ol = kv::importGguf(kv::readGguf(*src3)).model;
    QCOMPARE(kv::census(ol).swa, 6u);
    QCOMPARE(ol.layers[3].attn, kv::AttnKind::Full);

    // qwen35: recurrent unless (i + 1) % full_attention_interval == 0 (default 4), whatever head_count_kv says;
    // Gated DeltaNet state from the ssm keys: r = (4 - 1) x (d_inner 512 + 2 x 4 x 32) = 2304, s = 32 x 512.
    kvtest::GgufWriter q;
    q.str("general.architecture", "qwen35").u32("qwen35.block_count", 8).u32("qwen35.embedding_length", 64);
    q.u32("qwen35.attention.head_count", 4).u32("qwen35.attention.head_count_kv", 2);
    q.u32("qwen35.ssm.conv_kernel", 4).u32("qwen35.ssm.inner_size", 512).u32("qwen35.ssm.state_size", 32);
    q.u32("qwen35.ssm.group_count", 4).u32("qwen35.ssm.time_step_rank", 16);
    const std::string qb = q.bytes();
    auto src4 = kv::memorySource(qb);
    const kv::ImportResult qr = kv::importGguf(kv::readGguf(*src4));
    QCOMPARE(kv::census(qr.model).full, 2u);
    QCOMPARE(kv::census(qr.model).recurrent, 6u);
    QVERIFY(qr.model.layers[7].hasAttention());
    QCOMPARE(qr.model.layers[0].stateR, uint64_t(2304));
    QCOMPARE(qr.model.layers[0].stateS, uint64_t(32 * 512));
    QCOMPARE(qr.model.recurrent.kind, kv::RecurrentKind::GatedDeltaNet);
    // An explicit attention.recurrent_layers list wins over the interval.
    q.bools("qwen35.attention.recurrent_layers", {true, false, true, false, true, false, true, false});
    const std::string qb2 = q.bytes();
    auto src5 = kv::memorySource(qb2);
    const kv::ModelSpec q2 = kv::importGguf(kv::readGguf(*src5)).model;
    QCOMPARE(kv::census(q2).recurrent, 4u);
    QVERIFY(q2.layers[1].hasAttention() && !q2.layers[1].hasRecurrent());
}

void TestGguf::loaderDefaults()
{
    // The sliding-window pattern and window each loader sets when the file states none (src/models/<arch>.cpp
    // load_arch_hparams, llama.cpp v0.5.0), on 20 layers (gemma3n's
    // cache-owning ones), where patterns 2 to 7 leave 10, 14, 15, 16, 17, 18 sliding (one global in every `pattern`:
    // 20 - 20 / p).
    struct Case
    {
        const char* arch;
        uint32_t sliding; // layers that slide
        uint32_t window;  // the window they get
    };
    const Case cases[] = {
        {"gemma2", 10, 4096}, // set_swa_pattern(2), window 4096 when the file has none
        {"gemma3", 17, 512},  // pattern 6
        {"cohere2", 15, 512}, // pattern 4
        {"gpt-oss", 10, 512}, // pattern 2
        {"gemma3n", 16, 512}, // load_swa_pattern(ml, 5)
    };
    for (const Case& c : cases) {
        const std::string a = c.arch;
        kvtest::GgufWriter w;
        w.str("general.architecture", a).u32(a + ".block_count", 20).u32(a + ".embedding_length", 64);
        w.u32(a + ".attention.head_count", 4).u32(a + ".attention.head_count_kv", 2);
        if (a != "gemma2")
            w.u32(a + ".attention.sliding_window", 512);
        const std::string b = w.bytes();
        auto src = kv::memorySource(b);
        const kv::ModelSpec m = kv::importGguf(kv::readGguf(*src)).model;
        QVERIFY2(kv::census(m).swa == c.sliding, c.arch);
        QVERIFY2(m.layers[0].window == c.window, c.arch);
    }
    // mamba (src/models/mamba.cpp): every layer recurrent, Mamba-1's state kind.
    kvtest::GgufWriter w;
    w.str("general.architecture", "mamba").u32("mamba.block_count", 4).u32("mamba.embedding_length", 64);
    w.u32("mamba.attention.head_count", 0).u32("mamba.ssm.conv_kernel", 4).u32("mamba.ssm.inner_size", 128);
    w.u32("mamba.ssm.state_size", 16);
    const std::string b = w.bytes();
    auto src = kv::memorySource(b);
    const kv::ModelSpec m = kv::importGguf(kv::readGguf(*src)).model;
    QCOMPARE(m.recurrent.kind, kv::RecurrentKind::Mamba);
    QCOMPARE(kv::census(m).recurrent, 4u);
    QCOMPARE(m.layers[0].stateR, uint64_t(3 * 128)); // (d_conv - 1) x d_inner, no groups
}

void TestGguf::splitFiles()
{
    const fs::path dir = tmpDir() / "split";
    fs::create_directories(dir);
    for (uint32_t part = 1; part <= 2; ++part) {
        kvtest::GgufWriter w;
        w.u32("split.no", part - 1).u32("split.count", 2);
        if (part == 1) {
            w.str("general.architecture", "qwen3").u32("qwen3.block_count", 1).u32("qwen3.embedding_length", 64);
            w.u32("qwen3.attention.head_count", 4).u32("qwen3.attention.head_count_kv", 2);
            w.tensor("token_embd.weight", {64, 1000}, kvtest::kF16, f16(64, 1000));
        } else {
            w.tensor("output.weight", {64, 1000}, kvtest::kQ8_0, 2 * 34 * 1000);
        }
        w.write(dir / ("m-0000" + std::to_string(part) + "-of-00002.gguf"));
    }
    const kv::ImportResult r = kv::importModelFile(dir / "m-00002-of-00002.gguf");
    QCOMPARE(r.fileParts, 2u);
    QCOMPARE(r.model.weightsBytesExact, uint64_t(f16(64, 1000) + 2 * 34 * 1000));
    QVERIFY(!r.model.tiedEmbeddings);
    fs::remove(dir / "m-00002-of-00002.gguf");
    QCOMPARE(importError(dir / "m-00001-of-00002.gguf").code(), std::string("gguf-split-missing"));
}

namespace {

kvtest::GgufWriter tinyLlama()
{
    kvtest::GgufWriter w;
    w.str("general.architecture", "llama").u32("llama.block_count", 2).u32("llama.embedding_length", 64);
    w.u32("llama.attention.head_count", 4).u32("llama.attention.head_count_kv", 2).u32("llama.context_length", 4096);
    w.strs("tokenizer.ggml.tokens", 100);
    llamaTensors(w, 2, 64, 4, 2, 16, 128, 100, true);
    return w;
}

std::string withU64At(std::string b, size_t offset, uint64_t v)
{
    std::memcpy(b.data() + offset, &v, 8);
    return b;
}

} // namespace

void TestGguf::malformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("code");
    auto row = [](const char* name, const std::string& b, const char* code) {
        QTest::addRow("%s", name) << QByteArray::fromStdString(b) << QString::fromLatin1(code);
    };
    const std::string good = tinyLlama().bytes(true);
    row("valid", good, "no error");
    row("empty", "", "gguf-truncated");
    row("bad magic", "GGML" + good.substr(4), "gguf-bad-magic");
    kvtest::GgufWriter v1 = tinyLlama();
    v1.version = 1;
    row("version 1", v1.bytes(true), "gguf-unsupported-version");
    v1.version = 0x03000000; // big-endian v3
    row("big-endian", v1.bytes(true), "gguf-unsupported-version");
    row("2^60 tensors", withU64At(good, 8, uint64_t(1) << 60), "gguf-value-invalid");
    row("2^60 keys", withU64At(good, 16, uint64_t(1) << 60), "gguf-value-invalid");
    row("key longer than the file", withU64At(good, 24, uint64_t(1) << 40), "gguf-truncated");
    {
        kvtest::GgufWriter w;
        w.str("general.architecture", "llama").u32("llama.block_count", 2);
        std::string b = w.bytes();
        // the architecture string's length (after magic, version, counts, key length + key, type)
        const size_t at = 24 + 8 + std::string("general.architecture").size() + 4;
        row("string longer than the file", withU64At(b, at, uint64_t(1) << 62), "gguf-truncated");
    }
    {
        kvtest::GgufWriter w;
        w.str("general.architecture", "llama").str("llama.block_count", "32");
        row("block_count as text", w.bytes(), "gguf-value-invalid");
    }
    {
        kvtest::GgufWriter w;
        w.str("general.architecture", "llama").u32("llama.block_count", 4).u32("llama.embedding_length", 64);
        w.u32s("llama.attention.head_count_kv", {8, 8});
        row("per-layer array too short", w.bytes(), "gguf-value-invalid");
    }
    {
        kvtest::GgufWriter w;
        w.str("general.architecture", "frobnicator").u32("frobnicator.embedding_length", 64);
        row("unknown arch without block_count", w.bytes(), "model-arch-unknown");
    }
    {
        kvtest::GgufWriter w;
        w.str("general.architecture", "llama").u32("llama.block_count", 2).u32("llama.embedding_length", 64);
        w.u32("llama.attention.head_count", 4);
        w.tensor("token_embd.weight", {64, 100}, kvtest::kF16, 12800);
        row("tensor data missing", w.bytes(false), "gguf-truncated");
        w.tensor("bad.weight", {100, 2}, kvtest::kQ8_0, 256);
        row("tensor shape not whole blocks", w.bytes(true), "gguf-value-invalid");
    }
    {
        std::string b = "GGUF";
        const uint32_t version = 3;
        b.append(reinterpret_cast<const char*>(&version), 4);
        b += std::string(8, '\0');
        const uint64_t one = 1;
        b.append(reinterpret_cast<const char*>(&one), 8);
        const std::string key = "x";
        const uint64_t len = key.size();
        b.append(reinterpret_cast<const char*>(&len), 8);
        b += key;
        for (int depth = 0; depth < 20; ++depth) { // array of array of ... 20 deep
            const uint32_t arr = 9;
            b.append(reinterpret_cast<const char*>(&arr), 4);
            if (depth > 0)
                b.append(reinterpret_cast<const char*>(&one), 8);
        }
        b += std::string(64, '\0');
        row("arrays nested 20 deep", b, "gguf-value-invalid");
    }
    row("no architecture", kvtest::GgufWriter().bytes(), "gguf-value-invalid");
}

void TestGguf::malformed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, code);
    QCOMPARE(QString::fromStdString(codeOf(bytes.toStdString())), code);
    // KV_WRITE_BAD_CORPUS=1 refreshes tests/data/gguf/bad and the fuzz seeds from these rows.
    if (qEnvironmentVariableIsSet("KV_WRITE_BAD_CORPUS")) {
        const std::string name =
            QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')).toStdString();
        const std::string dir = code == QLatin1String("no error") ? "/fuzz/gguf/" : "/gguf/bad/";
        std::ofstream(kData + dir + name + ".gguf", std::ios::binary).write(bytes.constData(), bytes.size());
    }
}

void TestGguf::truncatedEverywhere()
{
    const std::string good = tinyLlama().bytes(true);
    QCOMPARE(codeOf(good), std::string("no error"));
    for (size_t n = 0; n < good.size(); ++n) {
        const std::string code = codeOf(good.substr(0, n));
        QVERIFY2(code == "gguf-truncated",
                 qPrintable(QStringLiteral("%1 bytes: %2").arg(n).arg(QString::fromStdString(code))));
    }
}

void TestGguf::badCorpus()
{
    size_t n = 0;
    for (const auto& e : fs::directory_iterator(kData + "/gguf/bad")) {
        const kv::InputError err = importError(e.path());
        QVERIFY2(err.code() != "no-error", e.path().filename().string().c_str());
        ++n;
    }
    QVERIFY(n >= 5);
}

void TestGguf::paths()
{
    QCOMPARE(importError(tmpDir() / "does-not-exist.gguf").code(), std::string("file-unreadable"));
    QCOMPARE(importError(tmpDir()).code(), std::string("file-unreadable")); // a directory without config.json
}

void TestGguf::inspectShowsBytesByClass()
{
    // tinyLlama: 2 layers, n_embd 64, 4 heads x 16, 2 KV heads, n_ff 128, vocab 100, tied, f16 weights:
    //   embedding 64 x 100 x 2 = 12800; attention per layer q 8192 + k 4096 + v 4096 + o 8192 = 24576, x 2;
    //   ffn per layer 3 x 64 x 128 x 2 = 49152, x 2; norms 2 x (2 x 64 x 4) + 64 x 4 = 1280; output tied: 0.
    const fs::path file = tmpDir() / "inspect-tiny.gguf";
    tinyLlama().write(file);
    QProcess p;
    p.start(QStringLiteral(KV_CLI_PATH), {QStringLiteral("inspect"), QString::fromStdString(file.string())});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("weight bytes by class: embedding 12800, attention 49152, ffn 98304, "
                                         "experts 0, recurrent 0, norm 1280, output 0, other 0")),
             qPrintable(out));
}

void TestGguf::deepseek2Routing()
{
    // deepseek2 as convert_hf_to_gguf writes DeepSeek-V3, at the fixture's ds2moe-v3 shape (llamacpp-compute.json):
    // q_lora 224, kv_lora 160, rope 32, key_length_mla 96 = nope 64 + rope, value_length_mla 48, 1 dense layer of
    // 384, 64 experts of 512 (6 used, 1 shared), sigmoid gating, normalised weights scaled by 2.5, 8 groups of which
    // 4 are used, and the selection bias tensors in the MoE layers.
    kvtest::GgufWriter w;
    const std::string a = "deepseek2";
    w.str("general.architecture", a).str("general.name", "ds2moe-v3");
    w.u32(a + ".block_count", 3).u32(a + ".embedding_length", 256).u32(a + ".context_length", 131072);
    w.u32(a + ".feed_forward_length", 384).u32(a + ".leading_dense_block_count", 1);
    w.u32(a + ".attention.head_count", 8).u32(a + ".attention.head_count_kv", 1);
    w.u32(a + ".attention.key_length", 192).u32(a + ".attention.value_length", 160);
    w.u32(a + ".attention.key_length_mla", 96).u32(a + ".attention.value_length_mla", 48);
    w.u32(a + ".attention.kv_lora_rank", 160).u32(a + ".attention.q_lora_rank", 224);
    w.u32(a + ".rope.dimension_count", 32);
    w.u32(a + ".expert_count", 64).u32(a + ".expert_used_count", 6).u32(a + ".expert_shared_count", 1);
    w.u32(a + ".expert_feed_forward_length", 512).u32(a + ".expert_gating_func", 2);
    w.boolean(a + ".expert_weights_norm", true).f32(a + ".expert_weights_scale", 2.5F);
    w.u32(a + ".expert_group_count", 8).u32(a + ".expert_group_used_count", 4);
    w.strs("tokenizer.ggml.tokens", 1000);
    w.tensor("token_embd.weight", {256, 1000}, kvtest::kQ8_0, 256 / 32 * 34 * 1000);
    for (int i = 1; i < 3; ++i)
        w.tensor("blk." + std::to_string(i) + ".exp_probs_b.bias", {64}, kvtest::kF32, 64 * 4);
    const fs::path file = tmpDir() / "ds2moe-v3.gguf";
    w.write(file);
    kv::Scenario s;
    s.model = kv::loadModelFile(file);
    QCOMPARE(s.model.qLoraRank, 224u);
    QCOMPARE(s.model.qkNopeHeadDim, 64u);
    QCOMPARE(s.model.vHeadDimMla, 48u);
    const kv::MoeRouting& r = s.model.moe;
    QCOMPARE(r.nDenseLead, 1u);
    QCOMPARE(r.nShared, 1u);
    QCOMPARE(r.nFfExp, 512u);
    QCOMPARE(r.gating, kv::MoeRouting::Gating::Sigmoid);
    QVERIFY(r.probsBias);
    QVERIFY(r.weightsNorm);
    QCOMPARE(r.weightsScale, 2.5);
    QCOMPARE(r.groups, 8u);
    QCOMPARE(r.groupsUsed, 4u);
    // As llama-server -c 4096 -np 1 -fa on on the CPU: the measured compute buffer of ds2moe-v3-c4096-faon.
    s.runtime = kv::Runtime::LlamaCpp;
    s.hardware.devices = {{"RAM", kv::DeviceKind::Ram, uint64_t(1) << 40}};
    s.llama.ctxSize = 4096;
    s.llama.parallel = 1;
    s.llama.flashAttn = kv::FlashAttn::On;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.computeIsApproximate);
    QCOMPARE(e.memory.compute, uint64_t(24911904));
}

QTEST_APPLESS_MAIN(TestGguf)
// A GGUF file's NextN (multi-token prediction) block against groundtruth/llamacpp-nextn.json
// (tests/tools/measure_nextn.py): llama.cpp v0.5.0 skips the block's tensors at load and caches and runs the trunk
// alone, so the file of 4 + 1 blocks takes what the file of 4 takes: 4,518,240 bytes of weights of the 6,330,496
// the file holds, a KV cache of 4 layers x 4096 cells x 2 x 2 heads x 32 x 2 bytes = 4,194,304.
void TestGguf::nextnBlock_data()
{
    QTest::addColumn<QByteArray>("caseJson");
    const json doc = json::parse(kv::readTextFile(kData + "/groundtruth/llamacpp-nextn.json"));
    QCOMPARE(doc.at("cases").size(), size_t(2));
    for (const json& c : doc.at("cases"))
        QTest::addRow("%s", c.at("id").get<std::string>().c_str()) << QByteArray::fromStdString(c.dump());
}

void TestGguf::nextnBlock()
{
    QFETCH(QByteArray, caseJson);
    const json c = json::parse(caseJson.toStdString());
    const uint32_t nextn = c.at("id") == "glm4moe-4+1" ? 1 : 0;
    kvtest::GgufWriter w; // the keys gguf_decoders.py writes for the case's shape
    const std::string a = "glm4moe";
    w.str("general.architecture", a).u32("general.file_type", 7).u32(a + ".block_count", 4 + nextn);
    if (nextn)
        w.u32(a + ".nextn_predict_layers", nextn);
    w.u32(a + ".vocab_size", 1000).u32(a + ".context_length", 131072).u32(a + ".embedding_length", 256);
    w.u32(a + ".feed_forward_length", 512).u32(a + ".attention.head_count", 8).u32(a + ".attention.head_count_kv", 2);
    w.u32(a + ".attention.key_length", 32).u32(a + ".attention.value_length", 32).u32(a + ".rope.dimension_count", 16);
    w.f32(a + ".attention.layer_norm_rms_epsilon", 1e-6F).f32(a + ".rope.freq_base", 500000.0F);
    w.u32(a + ".expert_count", 8).u32(a + ".expert_used_count", 2).u32(a + ".expert_feed_forward_length", 128);
    w.u32(a + ".expert_shared_count", 1).u32(a + ".leading_dense_block_count", 1).u32(a + ".expert_gating_func", 2);
    w.boolean(a + ".expert_weights_norm", true).f32(a + ".expert_weights_scale", 1.0F);
    w.strs("tokenizer.ggml.tokens", 1000);
    uint64_t fileBytes = 0;
    for (const json& t : c.at("tensors")) {
        w.tensor(t.at(0), t.at(1).get<std::vector<uint64_t>>(), t.at(2), t.at(3));
        fileBytes += t.at(3).get<uint64_t>();
    }
    QCOMPARE(fileBytes, c.at("file_tensor_bytes").get<uint64_t>()); // the table is the whole file
    const std::string bytes = w.bytes(true);
    auto src = kv::memorySource(bytes);
    const kv::ImportResult r = kv::importGguf(kv::readGguf(*src));
    QCOMPARE(r.model.nLayer(), c.at("n_layer").get<uint32_t>());
    QCOMPARE(r.model.weightsBytesExact, fileBytes); // the file, NextN block included
    QCOMPARE(r.model.fileWeights.nextnLayers, nextn);
    // The NextN block: blk.4's trunk-layer tensors plus its own eh_proj, norms, embedding and head.
    QCOMPARE(r.model.fileWeights.nextnBytes, fileBytes - c.at("model_bytes").get<uint64_t>());
    const auto note = std::find_if(r.assumptions.begin(), r.assumptions.end(),
                                   [](const kv::Warning& x) { return x.code == kv::Diag::GgufNextnNotLoaded; });
    QCOMPARE(note != r.assumptions.end(), nextn > 0);
    if (nextn)
        QCOMPARE(note->args, (std::vector<std::string>{"1", "1812256"})); // 6,330,496 - 4,518,240

    kv::Scenario s;
    s.model = r.model;
    s.runtime = kv::Runtime::LlamaCpp;
    s.contextPerUser = 4096;
    s.users = 1;
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(!e.refusal);
    QCOMPARE(e.memory.weights, c.at("model_bytes").get<uint64_t>());
    QCOMPARE(e.memory.kv, c.at("kv_bytes").get<uint64_t>());
    QCOMPARE(e.memory.kv, uint64_t(4) * 4096 * 2 * 2 * 32 * 2);
    QCOMPARE(e.weightsFile.fileBytes, fileBytes);
    QCOMPARE(e.outputBytes, c.at("output_bytes").get<uint64_t>());
    // On a machine without a GPU the whole graph runs on the CPU: the trunk's graph, as measured.
    s.hardware.devices = {{"RAM", kv::DeviceKind::Ram, uint64_t(1) << 40}};
    const kv::Estimate cpu = kv::estimate(s);
    QVERIFY(!cpu.computeIsApproximate);
    QCOMPARE(cpu.memory.compute, c.at("compute_bytes").get<uint64_t>());
}

#include "tst_gguf.moc"
