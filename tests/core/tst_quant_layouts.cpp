// Weights tensor by tensor against llama.cpp's own quantizer: groundtruth/llamacpp-quant-layouts.json holds, for
// synthetic models of nine architectures (llama dense and 8-expert MoE, qwen3, qwen3moe, gemma2, gemma3, gpt-oss,
// deepseek2 with and without a query LoRA, mamba2, granitehybrid) written by ../shared/tools/llamacpp-measure/
// gguf_writer.py with F16 matrices, every tensor that llama.cpp v0.5.0's llama_model_quantize wrote for 13 file
// types made without an importance matrix (tests/tools/quantprobe.cpp, tests/tools/measure_quant_layouts.py):
// name, shape, ggml type and bytes. Each case's model is built as a preset would be (dimensions, and parameter
// counts by class from the file's tensor shapes) and kv::quantizedLayout must give the same tensors in the same
// order with the same type and bytes, and the same total.
// groundtruth/llamacpp-quant-layouts-qwen35.json does the same for the linear-attention hybrids qwen35, qwen35moe,
// qwen3next and kimi-linear, and for minimax-m2 (9 models written by tests/tools/gguf_qwen35.py,
// measure_quant_layouts.py --family qwen35); quantizer runs the cases of every llamacpp-quant-layouts*.json.
// groundtruth/llamacpp-quant-layouts-gemma.json does the same for gemma4 (per-layer embeddings, KV-shared layers
// with the double-wide FFN, k_eq_v, experts beside a dense FFN) and gemma3n (AltUp, LAuReL), whose files
// tests/tools/gguf_gemma_layouts.py writes with the full tensor list llama.cpp's loader expects; every
// llamacpp-quant-layouts*.json in the folder runs through quantizer.
// -deepseek32.json: DeepSeek-V3.2's deepseek32 (deepseek2 plus the lightning indexer), written by
// tests/tools/gguf_deepseek32_layouts.py.
// groundtruth/llamacpp-quant-layouts-hybrids.json does the same for the recurrent hybrids (nemotron_h,
// nemotron_h_moe, lfm2, lfm2moe, falcon-h1, jamba; tests/tools/gguf_hybrids.py writes them with the full tensor lists
// llama.cpp's loader asks for, measure_quant_layouts.py --family hybrids quantizes them); quantizer runs the models of
// every llamacpp-quant-layouts*.json.
// olmo2, llama4 and glm4moe, which gguf_writer.py cannot write, are checked against their tensor lists in llama.cpp
// v0.5.0's source (src/models/<arch>.cpp load_arch_tensors) on small shapes whose counts and bytes are worked out
// by hand in the tests.

#include <QTest>

#include "ggmltype.h"
#include "groundtruth.h"
#include "llamacpp/quantrules.h"
#include "llamacpp/weightlayout.h"
#include "modeljson.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

using nlohmann::json;

namespace {

const json& fixture()
{
    static const json j = kvtest::loadJson("groundtruth/llamacpp-quant-layouts.json");
    return j;
}

// Every case of every llamacpp-quant-layouts*.json in the groundtruth folder (the first fixture, then one per
// family measured apart: -qwen35 for the Gated DeltaNet hybrids, -gemma for gemma4 and gemma3n, -deepseek32, -hybrids),
// in file-name order.
const json& allModels()
{
    static const json all = [] {
        std::vector<std::string> files;
        for (const auto& f : std::filesystem::directory_iterator(std::string(KV_TEST_DATA) + "/groundtruth")) {
            const std::string n = f.path().filename().string();
            if (n.rfind("llamacpp-quant-layouts", 0) == 0 && f.path().extension() == ".json")
                files.push_back(n);
        }
        std::sort(files.begin(), files.end());
        json models = json::array();
        for (const std::string& n : files) {
            const json f = kvtest::loadJson("groundtruth/" + n);
            for (const json& m : f.at("models"))
                models.push_back(m);
        }
        return models;
    }();
    return all;
}

// "3,7,11" -> [3, 7, 11]
json indexList(const std::string& s)
{
    json idx = json::array();
    for (size_t pos = 0; pos < s.size();) {
        const size_t comma = s.find(',', pos);
        idx.push_back(std::stoul(s.substr(pos, comma - pos)));
        pos = comma == std::string::npos ? s.size() : comma + 1;
    }
    return idx;
}

std::string upper(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); });
    return s;
}

uint64_t num(const json& c, const char* key, uint64_t fallback = 0)
{
    const auto it = c.find(key);
    return it == c.end() || it->is_null() ? fallback : it->get<uint64_t>();
}

// The case's model as a kvplanner spec: the writer's dimensions, and the parameter counts by class that the
// written file holds (what a preset states from the checkpoint). Widths the presets leave out (dense FFN, expert
// FFN outside deepseek2, SSM heads) are not given: the layout must read them back from the counts.
kv::ModelSpec specOf(const json& model)
{
    const json& c = model.at("config");
    const std::string arch = c.at("arch");
    json j{{"schemaVersion", 1},
           {"id", model.at("id")},
           {"arch", arch},
           {"n_ctx_train", 4096},
           {"n_layer", c.at("n_layer")},
           {"n_embd", c.at("n_embd")},
           {"n_vocab", c.at("n_vocab")},
           {"n_head", num(c, "n_head")},
           {"n_head_kv", num(c, "n_head_kv")},
           {"head_dim", num(c, "head_dim")},
           // gguf_writer.py writes output.weight only for gpt-oss and deepseek2
           {"tied_embeddings", arch != "gpt-oss" && arch != "deepseek2" && arch != "deepseek32"}};
    if (num(c, "n_expert") > 0) {
        j["n_expert"] = c.at("n_expert");
        j["n_expert_used"] = c.at("n_expert_used");
    }
    if (arch == "deepseek2" || arch == "deepseek32") {
        j["n_head_kv"] = c.at("n_head");
        j["n_ff"] = c.at("n_ff");
        j["mla"] = {{"kv_lora_rank", c.at("kv_lora_rank")},
                    {"qk_rope_head_dim", c.at("qk_rope")},
                    {"q_lora_rank", num(c, "q_lora_rank")},
                    {"qk_nope_head_dim", c.at("qk_nope")},
                    {"v_head_dim", c.at("v_head_dim")}};
        j["moe"] = {{"n_dense_lead", c.at("n_dense_lead")},
                    {"n_shared", c.at("n_expert_shared")},
                    {"n_ff_exp", c.at("n_ff_exp")}};
    }
    if (arch == "deepseek32") { // the indexer's key size (its head count is read back from the counts)
        j["indexer"] = {{"head_dim", c.at("indexer_dim")}, {"top_k", 2048}};
        j["moe"]["probs_bias"] = true; // dsa_kda_gguf.py writes exp_probs_b.bias, as V3.2 has it
    }
    if (arch == "gemma4" || arch == "gemma3n") {
        // tests/tools/gguf_gemma_layouts.py: every period-th layer full, the others sliding; gemma4's full layers
        // have their own KV heads and head size, the last kv_shared layers share KV; n_ff as the presets state it.
        // k_eq_v and the double-wide FFN are not given: the layout must find them from the counts.
        const uint64_t n = c.at("n_layer"), period = c.at("period");
        json swa = json::array();
        for (uint64_t i = 0; i < n; ++i)
            swa.push_back(i % period < period - 1);
        j["swa_layers"] = swa;
        j["sliding_window"] = 512;
        j["n_ff"] = c.at("n_ff");
        j["n_embd_per_layer"] = num(c, "n_ple", arch == "gemma3n" ? 256 : 0);
        j["kv_shared_layers"] = num(c, "kv_shared");
        if (arch == "gemma4") {
            j["n_head_kv_full"] = c.at("n_head_kv_full");
            j["head_dim_full"] = c.at("head_dim_full");
        }
    }
    // gguf_hybrids.py states its model in preset keys: attention_layers, recurrent (kind, widths, which layers),
    // n_expert, tied_embeddings (lfm2); its other archs have output.weight.
    if (const auto it = c.find("spec"); it != c.end()) {
        j["tied_embeddings"] = false;
        j.update(*it);
    }
    if (arch == "mamba2" || arch == "granitehybrid") {
        j["recurrent"] = {{"kind", "mamba2"},
                          {"d_conv", c.at("ssm_conv")},
                          {"d_inner", num(c, "ssm_inner", 2 * c.at("n_embd").get<uint64_t>())},
                          {"d_state", c.at("ssm_state")},
                          {"n_group", c.at("ssm_groups")}};
        if (arch == "mamba2") {
            j["n_head"] = 0;
            j["n_head_kv"] = 0;
        } else {
            json idx = json::array();
            const std::string s = c.at("attn_layers");
            for (size_t pos = 0; pos < s.size();) {
                const size_t comma = s.find(',', pos);
                idx.push_back(std::stoul(s.substr(pos, comma - pos)));
                pos = comma == std::string::npos ? s.size() : comma + 1;
            }
            j["attention_layers"] = idx;
        }
    }
    // Gated DeltaNet hybrids (tests/tools/gguf_qwen35.py): linear attention in the layers not listed, output tied when
    // the writer was asked to. The linear-attention layers' attn_qkv and attn_gate are counted as recurrent, as the
    // presets count them (the checkpoint's linear_attn.in_proj_qkv / in_proj_z; qwen3.5-4b's recurrent 1011353088 =
    // 24 x 42139712 holds them).
    const bool deltaNet = arch == "qwen35" || arch == "qwen35moe" || arch == "qwen3next";
    if (deltaNet) {
        j["tied_embeddings"] = c.value("tied", false);
        j["attention_layers"] = indexList(c.at("attn_layers"));
        j["recurrent"] = {{"kind", "gated-deltanet"},
                          {"d_conv", c.at("ssm_conv")},
                          {"d_inner", c.at("ssm_inner")},
                          {"d_state", c.at("ssm_state")},
                          {"n_group", c.at("ssm_groups")}};
    }
    // Kimi Linear (dsa_kda_gguf.py's kimi_linear): MLA on the listed layers, KDA of n_head x kda_dim elsewhere; the
    // KDA layers' attn_{q,k,v,output} are counted as recurrent, as the kimi-linear-48b-a3b preset counts them
    // (recurrent 790282880 = 20 x 39514144 holds them).
    const bool kimi = arch == "kimi-linear";
    std::vector<bool> mlaLayer;
    if (kimi) {
        j["n_head_kv"] = c.at("n_head");
        j["head_dim"] = c.at("kda_dim");
        j["tied_embeddings"] = false;
        j["attention_layers"] = indexList(c.at("attn_layers"));
        j["mla"] = {{"kv_lora_rank", c.at("kv_lora")},
                    {"qk_rope_head_dim", c.at("qk_rope")},
                    {"qk_nope_head_dim", c.at("qk_nope")},
                    {"v_head_dim", c.at("v_head_dim")}};
        j["recurrent"] = {{"kind", "kda"},
                          {"d_conv", c.at("ssm_conv")},
                          {"d_inner", c.at("ssm_inner")},
                          {"d_state", c.at("kda_dim")}};
        mlaLayer.assign(c.at("n_layer").get<size_t>(), false);
        for (const json& i : j["attention_layers"])
            mlaLayer.at(i.get<size_t>()) = true;
    }
    if (arch == "minimax-m2") // gguf_qwen35.py writes output.weight, as MiniMax-M2 has it
        j["tied_embeddings"] = false;
    kv::ClassBytes p;
    for (const json& t : model.at("tensors")) {
        const json& ne = t.at(1);
        const std::string name = t.at(0);
        bool proj =
            deltaNet && (name.find(".attn_qkv.") != std::string::npos || name.find(".attn_gate.") != std::string::npos);
        if (kimi && name.rfind("blk.", 0) == 0 && name.find(".attn_") != std::string::npos &&
            name.find("_norm") == std::string::npos)
            proj = !mlaLayer.at(std::stoul(name.substr(4)));
        p.at(proj ? kv::TensorClass::Recurrent : kv::classifyTensor(name)) +=
            ne.at(0).get<uint64_t>() * ne.at(1).get<uint64_t>() * ne.at(2).get<uint64_t>();
    }
    j["params"] = {{"embedding", p.embedding}, {"attention", p.attention}, {"ffn", p.ffn},       {"experts", p.experts},
                   {"recurrent", p.recurrent}, {"norm", p.norm},           {"output", p.output}, {"other", p.other}};
    return kv::modelFromJson(j);
}

// A small model of an architecture gguf_writer.py cannot write, for the hand-derived layouts below: 256 wide,
// 4 query heads and 2 KV heads of 64, 1000 tokens, untied output; params by class as written out in each test.
kv::ModelSpec smallSpec(const char* arch, uint32_t nLayer, json params, json extra = json::object())
{
    json j{{"schemaVersion", 1}, {"id", std::string("small-") + arch},
           {"arch", arch},       {"n_ctx_train", 4096},
           {"n_layer", nLayer},  {"n_embd", 256},
           {"n_vocab", 1000},    {"n_head", 4},
           {"n_head_kv", 2},     {"head_dim", 64},
           {"params", params},   {"tied_embeddings", false}};
    j.update(extra);
    return kv::modelFromJson(j);
}

json paramsJson(uint64_t attention, uint64_t ffn, uint64_t experts, uint64_t norm, uint64_t other)
{
    // token_embd and output: 256 x 1000 each
    return {{"embedding", 256000}, {"attention", attention}, {"ffn", ffn},       {"experts", experts},
            {"recurrent", 0},      {"norm", norm},           {"output", 256000}, {"other", other}};
}

const kv::TensorWeight* find(const std::vector<kv::TensorWeight>& l, const std::string& name)
{
    const auto it = std::find_if(l.begin(), l.end(), [&](const kv::TensorWeight& t) { return t.name == name; });
    return it == l.end() ? nullptr : &*it;
}

std::array<uint64_t, 3> shape(const std::vector<kv::TensorWeight>& l, const std::string& name)
{
    const kv::TensorWeight* t = find(l, name);
    return t ? t->ne : std::array<uint64_t, 3>{0, 0, 0};
}

using Ne = std::array<uint64_t, 3>;

} // namespace

class TestQuantLayouts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureCoversTheArchitectures();
    void qwen35FixtureCoversTheArchitectures();
    void quantizer_data();
    void quantizer();
    void hybridsFixtureCoversTheArchitectures();
    void presetsOfTheNewArchitecturesAreLaidOut();
    void olmo2ByHand();
    void llama4ByHand();
    void glm4moeByHand();
};

void TestQuantLayouts::fixtureCoversTheArchitectures()
{
    // The fixture is what the header comments promise: nine architectures, 13 file types each, widths of whole
    // 256-blocks and not (2880 as gpt-oss, 1152 as Gemma 3 1B).
    const json& models = fixture().at("models");
    std::vector<std::string> archs;
    bool w2880 = false, w1152 = false;
    for (const json& m : models) {
        const std::string a = m.at("config").at("arch");
        if (std::find(archs.begin(), archs.end(), a) == archs.end())
            archs.push_back(a);
        QCOMPARE(m.at("quants").size(), size_t(13));
        w2880 = w2880 || m.at("config").at("n_embd") == 2880;
        w1152 = w1152 || m.at("config").at("n_embd") == 1152;
    }
    QCOMPARE(archs.size(), size_t(9));
    QVERIFY(w2880 && w1152);
}

void TestQuantLayouts::qwen35FixtureCoversTheArchitectures()
{
    // llamacpp-quant-layouts-qwen35.json: 9 models of qwen35, qwen35moe, qwen3next, kimi-linear and minimax-m2, 13
    // file types each, all run by quantizer (allModels holds them after the first fixture's).
    const json f = kvtest::loadJson("groundtruth/llamacpp-quant-layouts-qwen35.json");
    std::vector<std::string> archs;
    for (const json& m : f.at("models")) {
        const std::string a = m.at("config").at("arch");
        if (std::find(archs.begin(), archs.end(), a) == archs.end())
            archs.push_back(a);
        QCOMPARE(m.at("quants").size(), size_t(13));
        QVERIFY(std::find(allModels().begin(), allModels().end(), m) != allModels().end());
    }
    QCOMPARE(f.at("models").size(), size_t(9));
    QCOMPARE(archs, (std::vector<std::string>{"qwen35", "qwen35moe", "qwen3next", "kimi-linear", "minimax-m2"}));
    // Every family's file runs: the first fixture's models, these 9, gemma's 5, deepseek32's 1 and the hybrids' 6.
    size_t all = 0;
    for (const char* name :
         {"llamacpp-quant-layouts.json", "llamacpp-quant-layouts-qwen35.json", "llamacpp-quant-layouts-gemma.json",
          "llamacpp-quant-layouts-deepseek32.json", "llamacpp-quant-layouts-hybrids.json"})
        all += kvtest::loadJson(std::string("groundtruth/") + name).at("models").size();
    QCOMPARE(allModels().size(), all);
}

void TestQuantLayouts::quantizer_data()
{
    QTest::addColumn<int>("model");
    QTest::addColumn<int>("quant");
    const json& models = allModels();
    for (size_t i = 0; i < models.size(); ++i)
        for (size_t k = 0; k < models[i].at("quants").size(); ++k)
            QTest::addRow("%s %s", models[i].at("id").get<std::string>().c_str(),
                          models[i].at("quants")[k].at("ftype").get<std::string>().c_str())
                << int(i) << int(k);
}

void TestQuantLayouts::quantizer()
{
    QFETCH(int, model);
    QFETCH(int, quant);
    const json& m = allModels().at(size_t(model));
    const json& q = m.at("quants").at(size_t(quant));
    const json& tensors = m.at("tensors");
    const kv::ModelSpec spec = specOf(m);
    const auto layout = kv::quantizedLayout(spec, q.at("ftype").get<std::string>());
    QVERIFY2(layout, "not laid out (the tensor list does not reproduce the parameter counts)");
    QCOMPARE(layout->tensors.size(), tensors.size());
    QString diffs;
    int nDiffs = 0;
    for (size_t i = 0; i < tensors.size(); ++i) {
        const kv::TensorWeight& t = layout->tensors[i];
        const std::string name = tensors[i].at(0);
        const json& ne = tensors[i].at(1);
        const std::string type = upper(q.at("types")[i].get<std::string>());
        const uint64_t bytes = q.at("bytes")[i];
        const char* ours = kv::ggmlTypeInfo(t.type).name;
        const bool same = t.name == name && t.ne[0] == ne[0].get<uint64_t>() && t.ne[1] == ne[1].get<uint64_t>() &&
                          t.ne[2] == ne[2].get<uint64_t>() && ours && upper(ours) == type && t.bytes == bytes;
        if (!same && ++nDiffs <= 6)
            diffs += QStringLiteral("\n  %1 [%2 %3 %4]: llama.cpp %5 %6 bytes, kvplanner %7 [%8 %9 %10] %11 %12")
                         .arg(QString::fromStdString(name))
                         .arg(ne[0].get<uint64_t>())
                         .arg(ne[1].get<uint64_t>())
                         .arg(ne[2].get<uint64_t>())
                         .arg(QString::fromStdString(type))
                         .arg(bytes)
                         .arg(QString::fromStdString(t.name))
                         .arg(t.ne[0])
                         .arg(t.ne[1])
                         .arg(t.ne[2])
                         .arg(QString::fromLatin1(ours ? ours : "?"))
                         .arg(t.bytes);
    }
    QVERIFY2(nDiffs == 0, qPrintable(QStringLiteral("%1 tensors differ:%2").arg(nDiffs).arg(diffs)));
    QCOMPARE(layout->fileBytes(), q.at("tensor_bytes").get<uint64_t>());
}

void TestQuantLayouts::hybridsFixtureCoversTheArchitectures()
{
    // llamacpp-quant-layouts-hybrids.json: the six hybrid architectures, 13 file types each, all run by quantizer.
    const json h = kvtest::loadJson("groundtruth/llamacpp-quant-layouts-hybrids.json");
    std::vector<std::string> archs;
    for (const json& m : h.at("models")) {
        archs.push_back(m.at("config").at("arch"));
        QCOMPARE(m.at("quants").size(), size_t(13));
    }
    std::sort(archs.begin(), archs.end());
    QCOMPARE(archs,
             (std::vector<std::string>{"falcon-h1", "jamba", "lfm2", "lfm2moe", "nemotron_h", "nemotron_h_moe"}));
    // and quantizer_data reads them (with the models of the other fixtures)
    for (const json& m : h.at("models"))
        QVERIFY(std::any_of(allModels().begin(), allModels().end(),
                            [&](const json& x) { return x.at("id") == m.at("id"); }));
}

void TestQuantLayouts::presetsOfTheNewArchitecturesAreLaidOut()
{
    // The presets of the architectures laid out from this fixture on no longer fall back to average bits.
    const kv::Catalog cat = kvtest::presets();
    // olmo2, llama4 and glm4moe are laid out from llama.cpp's source (no fixture: gguf_writer.py cannot write them;
    // see olmo2ByHand and the two after it).
    for (const char* id : {"gpt-oss-20b",
                           "gpt-oss-120b",
                           "deepseek-v2-lite",
                           "deepseek-v3",
                           "kimi-k2",
                           "glm-4.7-flash",
                           "granite-4.0-h-tiny",
                           "granite-4.0-h-small",
                           "olmo-3-7b",
                           "llama-4-scout-17b-16e",
                           "llama-4-maverick-17b-128e",
                           "glm-4.5-air",
                           "glm-4.6",
                           "glm-4.7",
                           "nemotron-3-nano-4b",
                           "nemotron-nano-9b-v2",
                           "nemotron-3-nano-30b-a3b",
                           "lfm2-1.2b",
                           "lfm2-8b-a1b",
                           "falcon-h1-7b",
                           "jamba-1.5-mini"}) {
        const kv::ModelSpec* m = cat.findModel(id);
        QVERIFY2(m, id);
        QVERIFY2(kv::quantizedLayout(*m, "Q4_K_M"), id);
    }
    // gpt-oss-20b's experts are 2880 wide (config.json intermediate_size), not the 2881 that 3 x n_embd x width
    // would read from counts that include the expert biases: [2880, 2880, 32] (gate, up) and the down bias
    // [2880, 32].
    const auto l = kv::archTensors(*cat.findModel("gpt-oss-20b"), uint32_t(kv::GgmlType::F16));
    const auto it = std::find_if(l.begin(), l.end(),
                                 [](const kv::TensorWeight& t) { return t.name == "blk.0.ffn_gate_exps.weight"; });
    QVERIFY(it != l.end());
    QCOMPARE(it->ne, (std::array<uint64_t, 3>{2880, 2880, 32}));
    // 3 outside + 24 x (2 norms, q/k/v/o weights and biases, sinks, router and its bias, 3 experts and their
    // biases) = 3 + 24 x 19.
    QCOMPARE(l.size(), size_t(3 + 24 * 19));

    // Llama 4 (text_config in tests/data/models/reference-configs/Llama-4-{Scout,Maverick}-*.json): Scout routes in
    // every layer (interleave_moe_layer_step 1), Maverick in every second (step 2: layers 1, 3, ..., 47) with dense
    // layers of intermediate_size_mlp 16384 between; experts and the shared expert are intermediate_size 8192 wide.
    const auto f16 = uint32_t(kv::GgmlType::F16);
    const auto scout = kv::archTensors(*cat.findModel("llama-4-scout-17b-16e"), f16);
    QCOMPARE(shape(scout, "blk.0.ffn_gate_exps.weight"), (Ne{5120, 8192, 16}));
    QVERIFY(!find(scout, "blk.0.ffn_gate.weight"));
    const auto mav = kv::archTensors(*cat.findModel("llama-4-maverick-17b-128e"), f16);
    QCOMPARE(shape(mav, "blk.0.ffn_up.weight"), (Ne{5120, 16384, 1}));
    QVERIFY(!find(mav, "blk.0.ffn_up_exps.weight"));
    QCOMPARE(shape(mav, "blk.1.ffn_up_exps.weight"), (Ne{5120, 8192, 128}));
    QCOMPARE(shape(mav, "blk.1.ffn_up_shexp.weight"), (Ne{5120, 8192, 1}));
    QCOMPARE(shape(mav, "blk.47.ffn_gate_inp.weight"), (Ne{5120, 128, 1}));
    QVERIFY(!find(mav, "blk.46.ffn_gate_inp.weight"));
    // GLM-4.5-Air (tests/data/models/hf-configs/GLM-4.5-Air.json): first_k_dense_replace 1 (intermediate_size 10944),
    // moe_intermediate_size 1408; GLM-4.7 has q/k norms of head_dim 128, GLM-4.6 not (use_qk_norm;
    // reference-configs/GLM-4.{6,7}.json).
    const auto air = kv::archTensors(*cat.findModel("glm-4.5-air"), f16);
    QCOMPARE(shape(air, "blk.0.ffn_down.weight"), (Ne{10944, 4096, 1}));
    QCOMPARE(shape(air, "blk.1.ffn_down_exps.weight"), (Ne{1408, 4096, 128}));
    QCOMPARE(shape(air, "blk.1.ffn_down_shexp.weight"), (Ne{1408, 4096, 1}));
    QCOMPARE(shape(air, "blk.1.exp_probs_b.bias"), (Ne{128, 1, 1}));
    QVERIFY(find(air, "blk.1.ffn_gate_inp.weight") && !find(air, "blk.0.ffn_gate_inp.weight"));
    const auto g47 = kv::archTensors(*cat.findModel("glm-4.7"), f16);
    const auto g46 = kv::archTensors(*cat.findModel("glm-4.6"), f16);
    QCOMPARE(shape(g47, "blk.0.attn_k_norm.weight"), (Ne{128, 1, 1}));
    QVERIFY(!find(g46, "blk.0.attn_k_norm.weight"));
    QCOMPARE(shape(g46, "blk.3.ffn_gate_exps.weight"), (Ne{5120, 1536, 160}));
    QCOMPARE(shape(g46, "blk.2.ffn_gate.weight"), (Ne{5120, 12288, 1}));
    QCOMPARE(g47.size(), g46.size() + 92 * 2);

    // Qwen3.5 and Qwen3-Next (Gated DeltaNet in 3 of 4 layers, full_attention_interval 4). Qwen3.5-4B
    // (tests/data/models/hf-configs/Qwen3.5-4B.json): tie_word_embeddings true, intermediate_size 9216, linear
    // attention of linear_num_key_heads 16 x linear_key_head_dim 128 and linear_num_value_heads 32 x 128: attn_qkv
    // [2560, 2 x 2048 + 4096], attn_gate [2560, 4096], ssm_beta / ssm_alpha [2560, 32], ssm_conv1d [4, 8192], ssm_norm
    // [128]; attention layers (3, 7, ...) attn_q [2560, 2 x 16 x 256] (query and gate), attn_k [2560, 4 x 256].
    for (const char* id : {"qwen3.5-4b", "qwen3.5-9b", "qwen3.5-27b", "qwen3.5-35b-a3b", "qwen3.5-122b-a10b",
                           "qwen3.5-397b-a17b", "qwen3-next-80b-a3b"}) {
        const kv::ModelSpec* m = cat.findModel(id);
        QVERIFY2(m && kv::quantizedLayout(*m, "Q4_K_M"), id);
    }
    const auto q4 = kv::archTensors(*cat.findModel("qwen3.5-4b"), f16);
    QCOMPARE(shape(q4, "blk.0.attn_qkv.weight"), (Ne{2560, 8192, 1}));
    QCOMPARE(shape(q4, "blk.0.attn_gate.weight"), (Ne{2560, 4096, 1}));
    QCOMPARE(shape(q4, "blk.0.ssm_beta.weight"), (Ne{2560, 32, 1}));
    QCOMPARE(shape(q4, "blk.0.ssm_conv1d.weight"), (Ne{4, 8192, 1}));
    QCOMPARE(shape(q4, "blk.0.ssm_norm.weight"), (Ne{128, 1, 1}));
    QCOMPARE(shape(q4, "blk.0.ffn_up.weight"), (Ne{2560, 9216, 1}));
    QCOMPARE(shape(q4, "blk.3.attn_q.weight"), (Ne{2560, 8192, 1}));
    QCOMPARE(shape(q4, "blk.3.attn_k.weight"), (Ne{2560, 1024, 1}));
    QVERIFY(!find(q4, "output.weight") && !find(q4, "blk.3.attn_qkv.weight") && !find(q4, "blk.0.attn_q.weight"));
    // 2 outside + 24 linear x (2 norms, qkv, gate, conv1d, dt, a, beta, alpha, ssm_norm, ssm_out, 3 FFN) + 8 attention
    // x (2 norms, q, k, v, o, q/k norms, 3 FFN) = 2 + 336 + 88
    QCOMPARE(q4.size(), size_t(426));
    // The same counts with attn_qkv and attn_gate read as attention (a GGUF's names): 24 x (2560 x 8192 + 2560 x
    // 4096) = 754974720 moved; laid out the same, the class follows.
    kv::ModelSpec asGguf = *cat.findModel("qwen3.5-4b");
    asGguf.params.recurrent -= 754974720;
    asGguf.params.attention += 754974720;
    const auto q4g = kv::archTensors(asGguf, f16);
    QCOMPARE(q4g.size(), q4.size());
    QCOMPARE(find(q4g, "blk.0.attn_qkv.weight")->cls, kv::TensorClass::Attention);
    QCOMPARE(find(q4, "blk.0.attn_qkv.weight")->cls, kv::TensorClass::Recurrent);
    // Qwen3.5-9B / 27B (reference-configs/Qwen3.5-{9B,27B}.json): intermediate_size 12288 / 17408; 27B has
    // linear_num_value_heads 48: attn_gate [5120, 6144], conv over 2 x 2048 + 6144 channels.
    QCOMPARE(shape(kv::archTensors(*cat.findModel("qwen3.5-9b"), f16), "blk.0.ffn_down.weight"), (Ne{12288, 4096, 1}));
    const auto q27 = kv::archTensors(*cat.findModel("qwen3.5-27b"), f16);
    QCOMPARE(shape(q27, "blk.0.attn_gate.weight"), (Ne{5120, 6144, 1}));
    QCOMPARE(shape(q27, "blk.0.ssm_conv1d.weight"), (Ne{4, 10240, 1}));
    QCOMPARE(shape(q27, "blk.62.ffn_gate.weight"), (Ne{5120, 17408, 1}));
    QCOMPARE(shape(q27, "blk.63.attn_q.weight"), (Ne{5120, 12288, 1}));
    // Qwen3.5-35B-A3B (reference-configs/Qwen3.5-35B-A3B.json): num_experts 256, moe_intermediate_size 512,
    // shared_expert_intermediate_size 512, the shared expert's gate [2048]; 122B-A10B: 256 experts of 1024,
    // linear_num_value_heads 64; 397B-A17B: 512 experts of 1024.
    const auto q35 = kv::archTensors(*cat.findModel("qwen3.5-35b-a3b"), f16);
    QCOMPARE(shape(q35, "blk.0.ffn_gate_exps.weight"), (Ne{2048, 512, 256}));
    QCOMPARE(shape(q35, "blk.0.ffn_up_shexp.weight"), (Ne{2048, 512, 1}));
    QCOMPARE(shape(q35, "blk.39.ffn_gate_inp_shexp.weight"), (Ne{2048, 1, 1}));
    QCOMPARE(shape(q35, "blk.0.ffn_gate_inp.weight"), (Ne{2048, 256, 1}));
    QVERIFY(!find(q35, "blk.0.ffn_up.weight"));
    const auto q122 = kv::archTensors(*cat.findModel("qwen3.5-122b-a10b"), f16);
    QCOMPARE(shape(q122, "blk.0.ffn_down_exps.weight"), (Ne{1024, 3072, 256}));
    QCOMPARE(shape(q122, "blk.0.ssm_alpha.weight"), (Ne{3072, 64, 1}));
    QCOMPARE(shape(kv::archTensors(*cat.findModel("qwen3.5-397b-a17b"), f16), "blk.59.ffn_up_exps.weight"),
             (Ne{4096, 1024, 512}));
    // Qwen3-Next-80B-A3B (reference-configs/Qwen3-Next-80B-A3B-Instruct.json): 512 experts of moe_intermediate_size
    // 512, a shared expert of 512; the converter splits in_proj_qkvz into attn_qkv and attn_gate and writes in_proj_ba
    // as one ssm_ba [2048, 2 x 32].
    const auto next = kv::archTensors(*cat.findModel("qwen3-next-80b-a3b"), f16);
    QCOMPARE(shape(next, "blk.0.ssm_ba.weight"), (Ne{2048, 64, 1}));
    QVERIFY(!find(next, "blk.0.ssm_beta.weight"));
    QCOMPARE(shape(next, "blk.0.ffn_gate_exps.weight"), (Ne{2048, 512, 512}));
    QCOMPARE(shape(next, "blk.47.attn_q.weight"), (Ne{2048, 8192, 1}));

    // Kimi Linear 48B-A3B (tests/data/models/hf-configs/Kimi-Linear-48B-A3B-Instruct.json): first_k_dense_replace 1
    // (intermediate_size 9216), 256 experts of moe_intermediate_size 1024 and num_shared_experts 1; KDA layers of
    // linear_attn_config num_heads 32 x head_dim 128, short_conv_kernel_size 4; MLA on full_attn_layers (from 1:
    // 0-based 3, 7, ..., 26) without q_lora_rank, qk_nope_head_dim 128 + qk_rope_head_dim 64, v_head_dim 128,
    // kv_lora_rank 512.
    const auto kimi = kv::archTensors(*cat.findModel("kimi-linear-48b-a3b"), f16);
    QVERIFY(!kimi.empty());
    QCOMPARE(shape(kimi, "blk.0.ffn_down.weight"), (Ne{9216, 2304, 1}));
    QCOMPARE(shape(kimi, "blk.1.ffn_gate_exps.weight"), (Ne{2304, 1024, 256}));
    QCOMPARE(shape(kimi, "blk.1.ffn_up_shexp.weight"), (Ne{2304, 1024, 1}));
    QCOMPARE(shape(kimi, "blk.1.exp_probs_b.bias"), (Ne{256, 1, 1}));
    QCOMPARE(shape(kimi, "blk.0.attn_q.weight"), (Ne{2304, 4096, 1}));
    QCOMPARE(shape(kimi, "blk.0.ssm_conv1d_q.weight"), (Ne{4, 1, 4096}));
    QCOMPARE(shape(kimi, "blk.0.ssm_f_b.weight"), (Ne{128, 4096, 1}));
    QCOMPARE(shape(kimi, "blk.0.ssm_a"), (Ne{1, 32, 1}));
    QCOMPARE(shape(kimi, "blk.3.attn_q.weight"), (Ne{2304, 6144, 1}));
    QCOMPARE(shape(kimi, "blk.3.attn_k_b.weight"), (Ne{128, 512, 32}));
    QCOMPARE(shape(kimi, "blk.26.attn_kv_a_mqa.weight"), (Ne{2304, 576, 1}));
    QVERIFY(!find(kimi, "blk.3.attn_k.weight") && !find(kimi, "blk.0.attn_k_b.weight") &&
            !find(kimi, "blk.0.ffn_gate_inp.weight"));
    QCOMPARE(find(kimi, "blk.0.attn_v.weight")->cls, kv::TensorClass::Recurrent);
    QCOMPARE(find(kimi, "blk.3.attn_output.weight")->cls, kv::TensorClass::Attention);

    // MiniMax-M2.7 (tests/data/models/hf-configs/MiniMax-M2.7.json): 48 query heads and 8 KV heads of head_dim 128
    // with q/k norms over all heads (attn_q_norm [6144], attn_k_norm [1024]), 256 experts of intermediate_size 1536
    // in every layer with a routing bias (e_score_correction_bias -> exp_probs_b), no shared expert.
    const auto mm = kv::archTensors(*cat.findModel("minimax-m2.7"), f16);
    QVERIFY(!mm.empty());
    QCOMPARE(shape(mm, "blk.0.attn_q_norm.weight"), (Ne{6144, 1, 1}));
    QCOMPARE(shape(mm, "blk.0.attn_k_norm.weight"), (Ne{1024, 1, 1}));
    QCOMPARE(shape(mm, "blk.61.ffn_down_exps.weight"), (Ne{1536, 3072, 256}));
    QCOMPARE(shape(mm, "blk.0.exp_probs_b.bias"), (Ne{256, 1, 1}));
    QVERIFY(!find(mm, "blk.0.ffn_up_shexp.weight") && !find(mm, "blk.0.ffn_up.weight"));
    // 3 outside + 62 x (attn_norm, q, k, v, o, q/k norms, ffn_norm, router, its bias, 3 experts) = 3 + 62 x 13
    QCOMPARE(mm.size(), size_t(3 + 62 * 13));

    // Gemma 4 and Gemma 3n (fixture llamacpp-quant-layouts-gemma.json for the rules; shapes from the configs).
    for (const char* id : {"gemma-4-e2b", "gemma-4-e4b", "gemma-4-12b", "gemma-4-26b-a4b", "gemma-4-31b",
                           "gemma-3n-e2b", "gemma-3n-e4b"}) {
        const kv::ModelSpec* m = cat.findModel(id);
        QVERIFY2(m, id);
        QVERIFY2(kv::quantizedLayout(*m, "Q4_K_M"), id);
    }
    // Gemma-4-E2B (reference-configs/Gemma-4-E2B.json): intermediate_size 6144, use_double_wide_mlp on the last
    // num_kv_shared_layers 20 (12288 from layer 15), attention_k_eq_v false (attn_v on full layer 4, 512 wide),
    // hidden_size_per_layer_input 256 x 35 layers, global_head_dim 512 (rope_freqs of 256).
    const auto e2b = kv::archTensors(*cat.findModel("gemma-4-e2b"), f16);
    QCOMPARE(shape(e2b, "blk.14.ffn_up.weight"), (Ne{1536, 6144, 1}));
    QCOMPARE(shape(e2b, "blk.15.ffn_up.weight"), (Ne{1536, 12288, 1}));
    QCOMPARE(shape(e2b, "blk.4.attn_v.weight"), (Ne{1536, 512, 1}));
    QCOMPARE(shape(e2b, "per_layer_token_embd.weight"), (Ne{8960, 262144, 1}));
    QCOMPARE(shape(e2b, "blk.34.inp_gate.weight"), (Ne{1536, 256, 1}));
    QCOMPARE(shape(e2b, "rope_freqs.weight"), (Ne{256, 1, 1}));
    // Gemma-4-12B (reference-configs/Gemma-4-12B.json): attention_k_eq_v true, so full layer 5 has no attn_v; its
    // K is num_global_key_value_heads 1 x 512; no per-layer embeddings.
    const auto g12 = kv::archTensors(*cat.findModel("gemma-4-12b"), f16);
    QVERIFY(!find(g12, "blk.5.attn_v.weight") && find(g12, "blk.4.attn_v.weight"));
    QCOMPARE(shape(g12, "blk.5.attn_k.weight"), (Ne{3840, 512, 1}));
    QCOMPARE(shape(g12, "blk.5.attn_q_norm.weight"), (Ne{512, 1, 1}));
    QVERIFY(!find(g12, "per_layer_token_embd.weight"));
    // Gemma-4-26B-A4B-it (hf-configs): moe_intermediate_size 704 of num_experts 128 (gate and up fused), beside the
    // dense intermediate_size 2112.
    const auto g26 = kv::archTensors(*cat.findModel("gemma-4-26b-a4b"), f16);
    QCOMPARE(shape(g26, "blk.0.ffn_gate_up_exps.weight"), (Ne{2816, 1408, 128}));
    QCOMPARE(shape(g26, "blk.29.ffn_down_exps.weight"), (Ne{704, 2816, 128}));
    QCOMPARE(shape(g26, "blk.0.ffn_down.weight"), (Ne{2112, 2816, 1}));
    QCOMPARE(shape(g26, "blk.0.ffn_down_exps.scale"), (Ne{128, 1, 1}));
    // Gemma-3n-E2B-it (reference-configs): altup_num_inputs 4, laurel_rank 64, hidden_size_per_layer_input 256,
    // vocab_size 262400 (the per-layer table padded to it by conversion/gemma.py).
    const auto g3n = kv::archTensors(*cat.findModel("gemma-3n-e2b"), f16);
    QCOMPARE(shape(g3n, "altup_proj.weight"), (Ne{2048, 2048, 3}));
    QCOMPARE(shape(g3n, "per_layer_token_embd.weight"), (Ne{7680, 262400, 1}));
    QCOMPARE(shape(g3n, "blk.29.laurel_l.weight"), (Ne{2048, 64, 1}));
    QCOMPARE(shape(g3n, "blk.29.altup_predict_coef.weight"), (Ne{4, 16, 1}));
    QCOMPARE(shape(g3n, "blk.0.ffn_gate.weight"), (Ne{2048, 8192, 1}));

    // DeepSeek-V3.2 (fixture llamacpp-quant-layouts-deepseek32.json; hf-configs/DeepSeek-V3.2.json): the indexer's
    // index_n_heads 64 x index_head_dim 128 beside q_lora_rank 1536, first_k_dense_replace 3, moe_intermediate_size
    // 2048 of n_routed_experts 256.
    const kv::ModelSpec* v32m = cat.findModel("deepseek-v3.2");
    QVERIFY(v32m && kv::quantizedLayout(*v32m, "Q4_K_M"));
    const auto v32 = kv::archTensors(*v32m, f16);
    QCOMPARE(shape(v32, "blk.0.indexer.attn_q_b.weight"), (Ne{1536, 8192, 1}));
    QCOMPARE(shape(v32, "blk.60.indexer.proj.weight"), (Ne{7168, 64, 1}));
    QCOMPARE(shape(v32, "blk.0.indexer.attn_k.weight"), (Ne{7168, 128, 1}));
    QCOMPARE(shape(v32, "blk.2.ffn_down.weight"), (Ne{18432, 7168, 1}));
    QCOMPARE(shape(v32, "blk.3.ffn_gate_exps.weight"), (Ne{7168, 2048, 256}));
    const kv::TensorWeight* proj = find(v32, "blk.0.indexer.proj.weight");
    QVERIFY(proj && proj->type == uint32_t(kv::GgmlType::F32));

    // The hybrids (fixture llamacpp-quant-layouts-hybrids.json). Nemotron 3 Nano 4B
    // (tests/data/models/reference-configs/Nemotron-3-Nano-4B.json): hybrid_override_pattern "M-M-M-MM-M-M*-...",
    // so layer 0 Mamba-2, 1 MLP, 12 attention; mamba_num_heads 96 x mamba_head_dim 80 = d_inner 7680, n_groups 8,
    // ssm_state_size 128: ssm_in 2 x 7680 + 2 x 8 x 128 + 96 = 17504 wide, ssm_norm [960, 8]; intermediate_size
    // 12544 (up and down only); num_key_value_heads 8 x head_dim 128.
    const auto n4 = kv::archTensors(*cat.findModel("nemotron-3-nano-4b"), f16);
    QCOMPARE(shape(n4, "blk.0.ssm_in.weight"), (Ne{3136, 17504, 1}));
    QCOMPARE(shape(n4, "blk.0.ssm_norm.weight"), (Ne{960, 8, 1}));
    QCOMPARE(shape(n4, "blk.1.ffn_up.weight"), (Ne{3136, 12544, 1}));
    QCOMPARE(shape(n4, "blk.12.attn_k.weight"), (Ne{3136, 1024, 1}));
    QVERIFY(!find(n4, "blk.1.ffn_gate.weight") && !find(n4, "blk.1.ffn_norm.weight") &&
            !find(n4, "blk.0.ffn_up.weight"));
    QVERIFY(find(n4, "blk.12.attn_norm.weight") && !find(n4, "blk.12.ssm_in.weight"));
    // Nemotron Nano 9B v2 (reference-configs/NVIDIA-Nemotron-Nano-9B-v2.json): mamba_num_heads 128 x 80, 8 groups:
    // ssm_in 2 x 10240 + 2048 + 128 = 22656; intermediate_size 15680.
    const auto n9 = kv::archTensors(*cat.findModel("nemotron-nano-9b-v2"), f16);
    QCOMPARE(shape(n9, "blk.0.ssm_in.weight"), (Ne{4480, 22656, 1}));
    QCOMPARE(shape(n9, "blk.1.ffn_down.weight"), (Ne{15680, 4480, 1}));
    // Nemotron 3 Nano 30B-A3B (reference-configs/NVIDIA-Nemotron-3-Nano-30B-A3B.json): pattern "MEMEM*E...",
    // n_routed_experts 128 of moe_intermediate_size 1856 (up, down), moe_shared_expert_intermediate_size 3712, a router
    // score bias; mamba_num_heads 64 x 64: ssm_in 2 x 4096 + 2048 + 64 = 10304.
    const auto n30 = kv::archTensors(*cat.findModel("nemotron-3-nano-30b-a3b"), f16);
    QCOMPARE(shape(n30, "blk.1.ffn_up_exps.weight"), (Ne{2688, 1856, 128}));
    QCOMPARE(shape(n30, "blk.1.ffn_down_shexp.weight"), (Ne{3712, 2688, 1}));
    QCOMPARE(shape(n30, "blk.1.exp_probs_b.bias"), (Ne{128, 1, 1}));
    QCOMPARE(shape(n30, "blk.0.ssm_in.weight"), (Ne{2688, 10304, 1}));
    QVERIFY(!find(n30, "blk.1.ffn_gate_exps.weight") && !find(n30, "blk.5.ffn_gate_inp.weight"));
    // LFM2 1.2B (reference-configs/LFM2-1.2B.json): layer_types conv, conv, full_attention, ...; conv_L_cache 3 over
    // conv_dim 2048; intermediate_size 12288 auto-adjusted to 8192 (block_auto_adjust_ff_dim); tied embeddings, so
    // no output.weight; the output norm is token_embd_norm.
    const auto lf = kv::archTensors(*cat.findModel("lfm2-1.2b"), f16);
    QCOMPARE(shape(lf, "blk.0.shortconv.conv.weight"), (Ne{3, 2048, 1}));
    QCOMPARE(shape(lf, "blk.0.shortconv.in_proj.weight"), (Ne{2048, 6144, 1}));
    QCOMPARE(shape(lf, "blk.0.ffn_up.weight"), (Ne{2048, 8192, 1}));
    QCOMPARE(shape(lf, "blk.2.attn_q_norm.weight"), (Ne{64, 1, 1}));
    QCOMPARE(shape(lf, "token_embd_norm.weight"), (Ne{2048, 1, 1}));
    QVERIFY(!find(lf, "output.weight") && !find(lf, "output_norm.weight") && !find(lf, "blk.2.shortconv.conv.weight"));
    QCOMPARE(find(lf, "blk.0.shortconv.conv.weight")->type, uint32_t(kv::GgmlType::F32));
    // LFM2-8B-A1B (reference-configs/LFM2-8B-A1B.json): num_dense_layers 2 (intermediate_size 7168), then 32 experts
    // of moe_intermediate_size 1792 with use_expert_bias.
    const auto l8 = kv::archTensors(*cat.findModel("lfm2-8b-a1b"), f16);
    QCOMPARE(shape(l8, "blk.1.ffn_up.weight"), (Ne{2048, 7168, 1}));
    QCOMPARE(shape(l8, "blk.2.ffn_gate_exps.weight"), (Ne{2048, 1792, 32}));
    QCOMPARE(shape(l8, "blk.2.exp_probs_b.bias"), (Ne{32, 1, 1}));
    QVERIFY(!find(l8, "blk.1.ffn_gate_inp.weight") && !find(l8, "blk.2.ffn_up.weight"));
    // Falcon-H1 7B (reference-configs/Falcon-H1-7B.json): attention (12 x 128 = 1536 query width) and Mamba-2
    // (mamba_n_heads 24, mamba_d_ssm 3072, mamba_d_state 256, 1 group: ssm_in 3072 + 3584 + 24 = 6680) in every layer;
    // no ssm_norm (mamba_rms_norm false, as Falcon-H1-0.5B.json states it; the 7B counts have none); the FFN norm
    // without ".weight".
    const auto fh = kv::archTensors(*cat.findModel("falcon-h1-7b"), f16);
    QCOMPARE(shape(fh, "blk.43.ssm_in.weight"), (Ne{3072, 6680, 1}));
    QCOMPARE(shape(fh, "blk.43.attn_q.weight"), (Ne{3072, 1536, 1}));
    QCOMPARE(shape(fh, "blk.0.ffn_norm"), (Ne{3072, 1, 1}));
    QCOMPARE(shape(fh, "blk.0.ffn_gate.weight"), (Ne{3072, 12288, 1}));
    QVERIFY(!find(fh, "blk.0.ssm_norm.weight") && !find(fh, "blk.0.ffn_norm.weight"));
    // Jamba 1.5 Mini (tests/data/models/hf-configs/AI21-Jamba-1.5-Mini.json): mamba_dt_rank 256, mamba_d_state 16,
    // mamba_expand 2 (d_inner 8192): ssm_x [8192, 256 + 2 x 16], ssm_dt [256, 8192], ssm_a [16, 8192];
    // attn_layer_period 8 / offset 4 (layer 4 attends); expert_layer_period 2 / offset 1 (layer 1 routes over
    // num_experts 16 of intermediate_size 14336, layer 0 is dense).
    const auto jb = kv::archTensors(*cat.findModel("jamba-1.5-mini"), f16);
    QCOMPARE(shape(jb, "blk.0.ssm_x.weight"), (Ne{8192, 288, 1}));
    QCOMPARE(shape(jb, "blk.0.ssm_dt.weight"), (Ne{256, 8192, 1}));
    QCOMPARE(shape(jb, "blk.0.ssm_a"), (Ne{16, 8192, 1}));
    QCOMPARE(shape(jb, "blk.4.attn_k.weight"), (Ne{4096, 1024, 1}));
    QCOMPARE(shape(jb, "blk.1.ffn_gate_exps.weight"), (Ne{4096, 14336, 16}));
    QCOMPARE(shape(jb, "blk.0.ffn_gate.weight"), (Ne{4096, 14336, 1}));
    QVERIFY(!find(jb, "blk.4.ssm_in.weight") && !find(jb, "blk.0.ffn_gate_inp.weight") &&
            !find(jb, "blk.2.ffn_gate_exps.weight"));
}

void TestQuantLayouts::olmo2ByHand()
{
    // llama.cpp src/models/olmo2.cpp (load_arch_tensors, the source bundled with the v0.5.0 runtime): no attn_norm
    // or ffn_norm; post_attention_norm and post_ffw_norm [n_embd]; attn_q_norm [n_head x head_dim] = [256] and
    // attn_k_norm [n_head_kv x head_dim] = [128], over the whole projection, not per head.
    // 2 layers, n_ff 512. Per layer: attention q, o 256 x 256 and k, v 256 x 128 = 196608; FFN 3 x 256 x 512 =
    // 393216; norms 256 + 128 + 256 + 256 = 896. Norm total 2 x 896 + 256 (output_norm) = 2048.
    const kv::ModelSpec m = smallSpec("olmo2", 2, paramsJson(2 * 196608, 2 * 393216, 0, 2048, 0));
    const auto l = kv::archTensors(m, uint32_t(kv::GgmlType::F16));
    // 3 outside + 2 x (q, k, v, o, q_norm, k_norm, post_attention_norm, gate, up, down, post_ffw_norm) = 25
    QCOMPARE(l.size(), size_t(25));
    QCOMPARE(l[0].name, std::string("output.weight"));
    QCOMPARE(l[3].name, std::string("blk.0.attn_k.weight"));
    QCOMPARE(l[4].name, std::string("blk.0.attn_k_norm.weight"));
    QCOMPARE(l[13].name, std::string("blk.0.post_ffw_norm.weight"));
    QCOMPARE(shape(l, "blk.1.attn_q_norm.weight"), (Ne{256, 1, 1}));
    QCOMPARE(shape(l, "blk.1.attn_k_norm.weight"), (Ne{128, 1, 1}));
    QCOMPARE(shape(l, "blk.1.post_attention_norm.weight"), (Ne{256, 1, 1}));
    QCOMPARE(shape(l, "blk.1.ffn_down.weight"), (Ne{512, 256, 1}));
    QVERIFY(!find(l, "blk.0.attn_norm.weight") && !find(l, "blk.0.ffn_norm.weight"));
    // F16 file: matrices 2 x 256000 + 393216 + 786432 = 1691648 values x 2 bytes = 3383296, norms F32 2048 x 4 =
    // 8192: 3391488 bytes.
    const auto f16 = kv::quantizedLayout(m, "F16");
    QVERIFY(f16);
    QCOMPARE(f16->fileBytes(), uint64_t(3391488));
    // Per-head norms (64 + 64, as qwen3 has them: 2 x 640 + 256 = 1536) are not what olmo2 writes: refused.
    QVERIFY(kv::archTensors(smallSpec("olmo2", 2, paramsJson(2 * 196608, 2 * 393216, 0, 1536, 0)), 1).empty());
}

void TestQuantLayouts::llama4ByHand()
{
    // llama.cpp src/models/llama4.cpp (load_arch_tensors): layer il routes when (il + 1) % n_moe_layer_step == 0;
    // a routed layer has ffn_gate_inp [n_embd, n_expert], ffn_{gate,up}_exps [n_embd, n_ff_exp, n_expert],
    // ffn_down_exps [n_ff_exp, n_embd, n_expert] and a shared expert of n_ff_shexp = n_ff_exp; the others
    // ffn_{gate,up,down} of n_ff; attn_norm and ffn_norm in every layer; no q/k norm tensors (its kq norm has
    // no weight).
    // 4 layers, step 2 (layers 1 and 3 route), 4 experts of 128, dense n_ff 512. Attention 4 x 196608; FFN
    // 2 x 3 x 256 x 512 (dense) + 2 x 3 x 256 x 128 (shared) = 786432 + 196608 = 983040; experts
    // 2 x 4 x 3 x 256 x 128 = 786432; routers 2 x 256 x 4 = 2048; norms 4 x 2 x 256 + 256 = 2304.
    const json extra{{"n_expert", 4}, {"n_expert_used", 1}};
    const kv::ModelSpec m = smallSpec("llama4", 4, paramsJson(4 * 196608, 983040, 786432, 2304, 2048), extra);
    const auto l = kv::archTensors(m, uint32_t(kv::GgmlType::F16));
    // 3 outside + 2 dense x (6 + 3) + 2 routed x (6 + router + 3 experts + 3 shared) = 3 + 18 + 26 = 47
    QCOMPARE(l.size(), size_t(47));
    QCOMPARE(shape(l, "blk.0.ffn_gate.weight"), (Ne{256, 512, 1}));
    QCOMPARE(shape(l, "blk.2.ffn_down.weight"), (Ne{512, 256, 1}));
    QCOMPARE(shape(l, "blk.1.ffn_gate_exps.weight"), (Ne{256, 128, 4}));
    QCOMPARE(shape(l, "blk.3.ffn_down_exps.weight"), (Ne{128, 256, 4}));
    QCOMPARE(shape(l, "blk.3.ffn_down_shexp.weight"), (Ne{128, 256, 1}));
    QCOMPARE(shape(l, "blk.1.ffn_gate_inp.weight"), (Ne{256, 4, 1}));
    QVERIFY(!find(l, "blk.0.ffn_gate_inp.weight") && !find(l, "blk.2.ffn_up_exps.weight"));
    QVERIFY(!find(l, "blk.1.ffn_up.weight"));
    const kv::TensorWeight* router = find(l, "blk.1.ffn_gate_inp.weight");
    QVERIFY(router && router->type == uint32_t(kv::GgmlType::F32));
    // F16: matrices 512000 + 786432 + 983040 + 786432 = 3067904 values x 2 = 6135808; F32 routers 2048 x 4 =
    // 8192 and norms 2304 x 4 = 9216: 6153216 bytes.
    const auto f16 = kv::quantizedLayout(m, "F16");
    QVERIFY(f16);
    QCOMPARE(f16->fileBytes(), uint64_t(6153216));
    // Routers in 3 of 4 layers cannot be an interleave step: refused.
    QVERIFY(
        kv::archTensors(smallSpec("llama4", 4, paramsJson(4 * 196608, 983040, 786432, 2304, 3072), extra), 1).empty());
}

void TestQuantLayouts::glm4moeByHand()
{
    // llama.cpp src/models/glm4-moe.cpp (load_arch_tensors): attn_norm and post_attention_norm [n_embd] (no
    // ffn_norm), q/k/v weights and biases, optional attn_{q,k}_norm [head_dim]; layers below
    // leading_dense_block_count have ffn_{gate,up,down} of n_ff, the others ffn_gate_inp, exp_probs_b.bias
    // [n_expert], routed experts of n_ff_exp and n_shared shared experts of n_ff_exp. The NextN (MTP) layer is not
    // laid out: the presets do not count it.
    // 3 layers, 1 dense (n_ff 512), 4 experts of 128, 1 shared. Attention 3 x (196608 + biases 256 + 128 + 128) =
    // 3 x 197120 = 591360; FFN 3 x 256 x 512 + 2 x 3 x 256 x 128 = 393216 + 196608 = 589824; experts
    // 2 x 4 x 3 x 256 x 128 = 786432; other 2 x (256 x 4 + 4) = 2056; norms 3 x 2 x 256 + 256 = 1792.
    const json extra{{"n_expert", 4}, {"n_expert_used", 2}};
    const kv::ModelSpec m = smallSpec("glm4moe", 3, paramsJson(591360, 589824, 786432, 1792, 2056), extra);
    const auto l = kv::archTensors(m, uint32_t(kv::GgmlType::F16));
    // 3 outside + 1 dense x (9 + 3) + 2 routed x (9 + router, its bias, 3 experts, 3 shared) = 3 + 12 + 34 = 49
    QCOMPARE(l.size(), size_t(49));
    QCOMPARE(l[3].name, std::string("blk.0.attn_k.bias"));
    QCOMPARE(shape(l, "blk.0.ffn_up.weight"), (Ne{256, 512, 1}));
    QCOMPARE(shape(l, "blk.1.exp_probs_b.bias"), (Ne{4, 1, 1}));
    QCOMPARE(shape(l, "blk.2.ffn_up_exps.weight"), (Ne{256, 128, 4}));
    QCOMPARE(shape(l, "blk.2.ffn_up_shexp.weight"), (Ne{256, 128, 1}));
    QCOMPARE(shape(l, "blk.2.post_attention_norm.weight"), (Ne{256, 1, 1}));
    QVERIFY(!find(l, "blk.0.ffn_norm.weight") && !find(l, "blk.1.ffn_up.weight") &&
            !find(l, "blk.0.attn_q_norm.weight"));
    // F16: matrices 512000 + 589824 + 589824 + 786432 = 2478080 values x 2 = 4956160; F32 biases 3 x 512, routers
    // 2048, probs biases 8, norms 1792 = 5384 values x 4 = 21536: 4977696 bytes.
    const auto f16 = kv::quantizedLayout(m, "F16");
    QVERIFY(f16);
    QCOMPARE(f16->fileBytes(), uint64_t(4977696));
    // With q/k norms of head_dim (GLM-4.7): norms 1792 + 3 x (64 + 64) = 2176, 6 tensors more.
    const auto qk = kv::archTensors(smallSpec("glm4moe", 3, paramsJson(591360, 589824, 786432, 2176, 2056), extra), 1);
    QCOMPARE(qk.size(), size_t(55));
    QCOMPARE(shape(qk, "blk.2.attn_q_norm.weight"), (Ne{64, 1, 1}));
}

QTEST_APPLESS_MAIN(TestQuantLayouts)
#include "tst_quant_layouts.moc"
