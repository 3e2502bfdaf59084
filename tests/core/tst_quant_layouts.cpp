// Weights tensor by tensor against llama.cpp's own quantizer: groundtruth/llamacpp-quant-layouts.json holds, for
// synthetic models of nine architectures (llama dense and 8-expert MoE, qwen3, qwen3moe, gemma2, gemma3, gpt-oss,
// deepseek2 with and without a query LoRA, mamba2, granitehybrid) written by ../shared/tools/llamacpp-measure/
// gguf_writer.py with F16 matrices, every tensor that llama.cpp v0.5.0's llama_model_quantize wrote for 13 file
// types made without an importance matrix (tests/tools/quantprobe.cpp, tests/tools/measure_quant_layouts.py):
// name, shape, ggml type and bytes. Each case's model is built as a preset would be (dimensions, and parameter
// counts by class from the file's tensor shapes) and kv::quantizedLayout must give the same tensors in the same
// order with the same type and bytes, and the same total.

#include <QTest>

#include "ggmltype.h"
#include "groundtruth.h"
#include "modeljson.h"
#include "quantrules.h"
#include "weightlayout.h"

#include <algorithm>
#include <cctype>
#include <string>

using nlohmann::json;

namespace {

const json& fixture()
{
    static const json j = kvtest::loadJson("groundtruth/llamacpp-quant-layouts.json");
    return j;
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

} // namespace

class TestQuantLayouts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureCoversTheArchitectures();
    void quantizer_data();
    void quantizer();
    void presetsOfTheNewArchitecturesAreLaidOut();
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
    const json& models = fixture().at("models");
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
    const json& m = fixture().at("models").at(size_t(model));
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

void TestQuantLayouts::presetsOfTheNewArchitecturesAreLaidOut()
{
    // The presets of the architectures laid out from this fixture on no longer fall back to average bits.
    const kv::Catalog cat = kvtest::presets();
    for (const char* id : {"gpt-oss-20b", "gpt-oss-120b", "deepseek-v2-lite", "deepseek-v3", "kimi-k2", "glm-4.7-flash",
                           "granite-4.0-h-tiny", "granite-4.0-h-small"}) {
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
}

QTEST_APPLESS_MAIN(TestQuantLayouts)
#include "tst_quant_layouts.moc"
