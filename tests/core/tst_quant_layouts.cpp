// Weights tensor by tensor against llama.cpp's own quantizer: groundtruth/llamacpp-quant-layouts.json holds, for
// synthetic models of nine architectures (llama dense and 8-expert MoE, qwen3, qwen3moe, gemma2, gemma3, gpt-oss,
// deepseek2 with and without a query LoRA, mamba2, granitehybrid) written by ../shared/tools/llamacpp-measure/
// gguf_writer.py with F16 matrices, every tensor that llama.cpp v0.5.0's llama_model_quantize wrote for 13 file
// types made without an importance matrix (tests/tools/quantprobe.cpp, tests/tools/measure_quant_layouts.py):
// name, shape, ggml type and bytes. Each case's model is built as a preset would be (dimensions, and parameter
// counts by class from the file's tensor shapes) and kv::quantizedLayout must give the same tensors in the same
// order with the same type and bytes, and the same total.
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
#include "modeljson.h"
#include "quantrules.h"
#include "weightlayout.h"

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

// The models of every quantizer fixture in the groundtruth folder: llamacpp-quant-layouts.json and the families'
// llamacpp-quant-layouts-<family>.json (hybrids: nemotron_h, nemotron_h_moe, lfm2, lfm2moe, falcon-h1, jamba, by
// tests/tools/gguf_hybrids.py), in file-name order.
const json& allModels()
{
    static const json all = [] {
        std::vector<std::string> names;
        for (const auto& f : std::filesystem::directory_iterator(std::string(KV_TEST_DATA) + "/groundtruth")) {
            const std::string n = f.path().filename().string();
            if (n.rfind("llamacpp-quant-layouts", 0) == 0 && f.path().extension() == ".json")
                names.push_back(n);
        }
        std::sort(names.begin(), names.end());
        json models = json::array();
        for (const std::string& n : names) {
            const json file = kvtest::loadJson("groundtruth/" + n);
            for (const json& m : file.at("models"))
                models.push_back(m);
        }
        return models;
    }();
    return all;
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
           {"tied_embeddings", arch != "gpt-oss" && arch != "deepseek2"}};
    if (num(c, "n_expert") > 0) {
        j["n_expert"] = c.at("n_expert");
        j["n_expert_used"] = c.at("n_expert_used");
    }
    if (arch == "deepseek2") {
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
    kv::ClassBytes p;
    for (const json& t : model.at("tensors")) {
        const json& ne = t.at(1);
        p.at(kv::classifyTensor(t.at(0).get<std::string>())) +=
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
