// The safetensors header reader and the model-folder import (MLX folders as mlx-community publishes them),
// on real-format files written here: a header over zero data (sparse, never read), with every tensor's bytes
// worked out by hand below and the totals added up by hand. Malformed headers are refused with their reason.

#include "catalog.h"
#include "errors.h"
#include "modelfile.h"
#include "modelimport.h"
#include "safetensors.h"
#include "safetensorsmodel.h"
#include "safetensorswriter.h"
#include "weightscheme.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

using sttest::append;
using sttest::le64;
using sttest::linear4;
using sttest::Tensor;
using sttest::writeSafetensors;

void writeText(const fs::path& path, const std::string& text)
{
    std::ofstream(path) << text;
}

// Llama 3.1 8B's shape with 2 layers (hidden 4096, 32 heads, 8 KV heads of 128, FFN 14336, vocab 128256).
std::string llamaConfig(const std::string& quantization)
{
    return R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096,
      "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 2, "num_key_value_heads": 8,
      "head_dim": 128, "max_position_embeddings": 131072, "vocab_size": 128256, "tie_word_embeddings": false,
      "torch_dtype": "bfloat16")" +
           (quantization.empty() ? std::string() : ", \"quantization\": " + quantization) + "}";
}

// Layer `l` of the 4-bit model; `down8` makes its down_proj 8-bit (a per-layer override).
//   q_proj, o_proj [4096, 4096]: weight 4096 x 4096 / 8 values a word x 4 bytes = 8388608; scales 4096 x 64 x 2
//     = 524288 each: 9437184
//   k_proj, v_proj [1024, 4096]: weight 1024 x 512 x 4 = 2097152; scales 1024 x 64 x 2 = 131072 each: 2359296
//   attention: 2 x 9437184 + 2 x 2359296 = 23592960
//   gate_proj, up_proj [14336, 4096]: weight 14336 x 512 x 4 = 29360128; scales 14336 x 64 x 2 = 1835008 each:
//     33030144
//   down_proj [4096, 14336]: weight 4096 x 1792 x 4 = 29360128; scales 4096 x 224 x 2 = 1835008 each: 33030144
//     (8-bit: weight U32 [4096, 3584] = 4096 x 3584 x 4 = 58720256; + 2 x 1835008 = 62390272)
//   ffn: 3 x 33030144 = 99090432 (8-bit down_proj: 2 x 33030144 + 62390272 = 128450560)
//   norms: 2 x 4096 x 2 = 16384
std::vector<Tensor> layer(int l, bool down8 = false)
{
    const std::string p = "model.layers." + std::to_string(l) + ".";
    std::vector<Tensor> t;
    append(t, linear4(p + "self_attn.q_proj", 4096, 4096, 8388608, 524288));
    append(t, linear4(p + "self_attn.k_proj", 1024, 4096, 2097152, 131072));
    append(t, linear4(p + "self_attn.v_proj", 1024, 4096, 2097152, 131072));
    append(t, linear4(p + "self_attn.o_proj", 4096, 4096, 8388608, 524288));
    append(t, linear4(p + "mlp.gate_proj", 14336, 4096, 29360128, 1835008));
    append(t, linear4(p + "mlp.up_proj", 14336, 4096, 29360128, 1835008));
    if (down8)
        append(t, {{p + "mlp.down_proj.weight", "U32", {4096, 3584}, 58720256},
                   {p + "mlp.down_proj.scales", "BF16", {4096, 224}, 1835008},
                   {p + "mlp.down_proj.biases", "BF16", {4096, 224}, 1835008}});
    else
        append(t, linear4(p + "mlp.down_proj", 4096, 14336, 29360128, 1835008));
    t.push_back({p + "input_layernorm.weight", "BF16", {4096}, 8192});
    t.push_back({p + "post_attention_layernorm.weight", "BF16", {4096}, 8192});
    return t;
}

// embed_tokens and lm_head [128256, 4096] at 4 bits: weight 128256 x 512 x 4 = 262668288; scales 128256 x 64 x 2
// = 16416768 each: 295501824. model.norm [4096] bf16: 8192.
std::vector<Tensor> embedding()
{
    return linear4("model.embed_tokens", 128256, 4096, 262668288, 16416768);
}
std::vector<Tensor> head()
{
    std::vector<Tensor> t = linear4("lm_head", 128256, 4096, 262668288, 16416768);
    t.push_back({"model.norm.weight", "BF16", {4096}, 8192});
    return t;
}

kv::InputError parseError(const std::string& file, uint64_t fileBytes)
{
    try {
        kv::parseSafetensorsHeader(file, fileBytes, "x.safetensors");
    } catch (const kv::InputError& e) {
        return e;
    }
    return kv::InputError("no-error", "");
}

std::string headerFile(const std::string& headerJson)
{
    return le64(headerJson.size()) + headerJson;
}

} // namespace

class TestSafetensors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneQuantisedLinear()
    {
        QTemporaryDir dir;
        const fs::path f = dir.filePath(QStringLiteral("model.safetensors")).toStdString();
        writeSafetensors(f, linear4("model.layers.0.self_attn.q_proj", 4096, 4096, 8388608, 524288),
                         {{"format", "mlx"}});
        const kv::SafetensorsHeader h = kv::readSafetensorsHeader(f);
        QCOMPARE(h.tensors.size(), size_t(3));
        QCOMPARE(h.metadata.at("format"), std::string("mlx"));
        // 4096 x 4096 4-bit values = 4096 x 4096 / 8 U32 words = 2097152 words = 8388608 bytes
        QCOMPARE(h.tensors[0].name, std::string("model.layers.0.self_attn.q_proj.weight"));
        QCOMPARE(h.tensors[0].bytes(), uint64_t(8388608));
        QCOMPARE(h.tensors[1].bytes(), uint64_t(524288)); // [4096, 64] bf16
        QCOMPARE(h.tensors[2].bytes(), uint64_t(524288));
        QCOMPARE(h.dataBytes(), uint64_t(8388608 + 2 * 524288));
        QCOMPARE(h.fileBytes, uint64_t(fs::file_size(f)));
        QCOMPARE(kv::classifyHfTensor(h.tensors[1].name), kv::TensorClass::Attention);
    }

    void classes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("cls");
        auto row = [](const char* n, kv::TensorClass c) { QTest::addRow("%s", n) << QString::fromLatin1(n) << int(c); };
        row("model.embed_tokens.weight", kv::TensorClass::Embedding);
        row("model.embed_tokens.scales", kv::TensorClass::Embedding);
        row("lm_head.biases", kv::TensorClass::Output);
        row("model.norm.weight", kv::TensorClass::Norm);
        row("model.layers.3.input_layernorm.weight", kv::TensorClass::Norm);
        row("model.layers.3.self_attn.q_norm.weight", kv::TensorClass::Norm);
        row("model.layers.3.self_attn.k_proj.scales", kv::TensorClass::Attention);
        row("model.layers.3.self_attn.o_proj.bias", kv::TensorClass::Attention);
        row("model.layers.3.mlp.down_proj.weight", kv::TensorClass::Ffn);
        row("model.layers.3.mlp.gate.weight", kv::TensorClass::Other);                   // Qwen3-MoE router
        row("model.layers.3.mlp.switch_mlp.gate_proj.weight", kv::TensorClass::Experts); // MLX's stacked experts
        row("model.layers.3.mlp.experts.7.up_proj.weight", kv::TensorClass::Experts);
        row("model.layers.3.block_sparse_moe.gate.weight", kv::TensorClass::Other);    // Mixtral router
        row("model.layers.3.mlp.shared_experts.up_proj.weight", kv::TensorClass::Ffn); // DeepSeek shared expert
        row("model.layers.3.mlp.shared_expert_gate.weight", kv::TensorClass::Other);
        row("model.layers.3.mlp.gate.e_score_correction_bias", kv::TensorClass::Other);
        row("model.layers.3.linear_attn.in_proj_qkvz.weight", kv::TensorClass::Recurrent);
        row("model.layers.3.mixer.conv1d.weight", kv::TensorClass::Recurrent);
        row("language_model.model.layers.0.self_attn.v_proj.weight", kv::TensorClass::Attention);
        row("vision_tower.encoder.layers.0.self_attn.q_proj.weight", kv::TensorClass::Other);
    }
    void classes()
    {
        QFETCH(QString, name);
        QFETCH(int, cls);
        QCOMPARE(int(kv::classifyHfTensor(name.toStdString())), cls);
    }

    void layers()
    {
        QCOMPARE(kv::hfLayerOf("model.layers.12.mlp.up_proj.weight"), int64_t(12));
        QCOMPARE(kv::hfLayerOf("language_model.model.layers.0.self_attn.q_proj.weight"), int64_t(0));
        QCOMPARE(kv::hfLayerOf("model.embed_tokens.weight"), int64_t(-1));
        QCOMPARE(kv::hfLayerOf("model.layers.x.mlp.weight"), int64_t(-1));
    }

    // One model.safetensors, a 4-bit group-64 Llama of 2 layers, opened as a folder and as its .safetensors file.
    void mlxFolder()
    {
        QTemporaryDir dir;
        const fs::path d = dir.path().toStdString();
        std::vector<Tensor> all = embedding();
        append(all, layer(0));
        append(all, layer(1));
        append(all, head());
        writeSafetensors(d / "model.safetensors", all, {{"format", "mlx"}});
        writeText(d / "config.json", llamaConfig(R"({"group_size": 64, "bits": 4})"));
        for (const fs::path& open : {d, d / "model.safetensors"}) {
            const kv::ImportResult r = kv::importModelFile(open);
            const kv::ModelSpec& m = r.model;
            QCOMPARE(r.format, std::string("safetensors"));
            QCOMPARE(m.origin, kv::ModelSource::Safetensors);
            QCOMPARE(m.mlxQuant.bits, 4u);
            QCOMPARE(m.mlxQuant.groupSize, 64u);
            QCOMPARE(m.mlxQuant.overrides, 0u);
            QCOMPARE(m.weightsFileType, std::string("mlx-4bit"));
            QCOMPARE(r.tensorCount, uint64_t(3 + 2 * 23 + 4));
            QCOMPARE(r.fileParts, 1u);
            const kv::ClassBytes& c = m.fileWeights.bytesByClass;
            QCOMPARE(c.embedding, uint64_t(295501824));
            QCOMPARE(c.output, uint64_t(295501824));
            QCOMPARE(c.attention, uint64_t(2 * 23592960));
            QCOMPARE(c.ffn, uint64_t(2 * 99090432));
            QCOMPARE(c.norm, uint64_t(2 * 16384 + 8192));
            QCOMPARE(c.experts + c.recurrent + c.other, uint64_t(0));
            // 2 x (23592960 + 99090432 + 16384) + 2 x 295501824 + 8192 = 245399552 + 591003648 + 8192
            QCOMPARE(m.weightsBytesExact, uint64_t(836411392));
            QCOMPARE(m.fileWeights.layerDense, (std::vector<uint64_t>{122699776, 122699776}));
            QCOMPARE(m.fileWeights.embedding, uint64_t(295501824));
            QCOMPARE(m.fileWeights.output, uint64_t(295501824));
            QCOMPARE(m.fileWeights.outside, uint64_t(8192));
            // The shape still comes from config.json.
            QCOMPARE(m.nLayer(), 2u);
            QCOMPARE(m.layers[0].nHeadKv, 8u);
            QCOMPARE(m.layers[0].headDimK, 128u);
            // The weights are the headers' bytes whatever scheme is asked for.
            const kv::WeightsInfo w = kv::weightsInfo(m, kv::WeightScheme{}, kv::WeightsFormat::Checkpoint);
            QCOMPARE(w.method, kv::WeightsMethod::File);
            QCOMPARE(w.fileBytes, uint64_t(836411392));
            QCOMPARE(kv::weightSplit(m, kv::WeightScheme{}, kv::WeightsFormat::Checkpoint).fileBytes(),
                     uint64_t(836411392));
            QCOMPARE(kv::loadModelFile(open), m);
        }
    }

    // Cross-check of the preset's mlx-4bit scheme (4 + 2 x 16 / 64 = 4.5 bits, norms bf16) against a folder laid
    // out tensor by tensor as mlx_lm.convert -q writes Llama 3.1 8B: 32 layers of 122699776 bytes (layer() above),
    // embed_tokens and lm_head 295501824 each, model.norm 8192:
    //   32 x 122699776 + 2 x 295501824 + 8192 = 3926392832 + 591003648 + 8192 = 4517404672 bytes.
    // (No published mlx-community total_size was found to compare with; this checks the scheme's arithmetic.)
    void presetMlx4bitMatchesAFolder()
    {
        QTemporaryDir dir;
        const fs::path d = dir.path().toStdString();
        std::vector<Tensor> all = embedding();
        for (int l = 0; l < 32; ++l)
            append(all, layer(l));
        append(all, head());
        writeSafetensors(d / "model.safetensors", all);
        std::string config = llamaConfig(R"({"group_size": 64, "bits": 4})");
        const std::string two = "\"num_hidden_layers\": 2,";
        config.replace(config.find(two), two.size(), "\"num_hidden_layers\": 32,");
        writeText(d / "config.json", config);
        const kv::ModelSpec folder = kv::importModelFile(d).model;
        QCOMPARE(folder.weightsBytesExact, uint64_t(4517404672));
        const kv::Catalog cat = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
        const kv::ModelSpec* preset = cat.findModel("llama-3.1-8b");
        const kv::WeightScheme* mlx4 = cat.findScheme("mlx-4bit");
        QVERIFY(preset && mlx4);
        QCOMPARE(kv::weightBytes(*preset, *mlx4, kv::WeightsFormat::Checkpoint), uint64_t(4517404672));
    }

    // Two shards named by model.safetensors.index.json; layer 0's down_proj at 8 bits (a per-layer override).
    void shardedWithOverride()
    {
        QTemporaryDir dir;
        const fs::path d = dir.path().toStdString();
        std::vector<Tensor> first = embedding();
        append(first, layer(0, true));
        std::vector<Tensor> second = layer(1);
        append(second, head());
        writeSafetensors(d / "model-00001-of-00002.safetensors", first);
        writeSafetensors(d / "model-00002-of-00002.safetensors", second);
        json map = json::object();
        for (const Tensor& t : first)
            map[t.name] = "model-00001-of-00002.safetensors";
        for (const Tensor& t : second)
            map[t.name] = "model-00002-of-00002.safetensors";
        // 836411392 - 33030144 + 62390272: layer 0's down_proj at 8 bits
        const uint64_t total = 865771520;
        writeText(d / "model.safetensors.index.json",
                  json{{"metadata", {{"total_size", total}}}, {"weight_map", map}}.dump());
        writeText(d / "config.json", llamaConfig(R"({"group_size": 64, "bits": 4,
                                  "model.layers.0.mlp.down_proj": {"group_size": 64, "bits": 8}})"));
        const kv::ImportResult r = kv::importModelFile(d);
        const kv::ModelSpec& m = r.model;
        QCOMPARE(r.fileParts, 2u);
        QCOMPARE(m.mlxQuant.bits, 4u);
        QCOMPARE(m.mlxQuant.overrides, 1u);
        QCOMPARE(m.weightsBytesExact, total);
        // layer 0: 23592960 + 128450560 + 16384; layer 1: 122699776
        QCOMPARE(m.fileWeights.layerDense, (std::vector<uint64_t>{152059904, 122699776}));
        QCOMPARE(m.fileWeights.bytesByClass.ffn, uint64_t(128450560 + 99090432));
        bool fromHeaders = false, differs = false;
        for (const kv::Warning& a : r.assumptions) {
            fromHeaders |=
                kv::codeName(a.code) == "weights-from-headers" && a.args == std::vector<std::string>{"865771520", "2"};
            differs |= kv::codeName(a.code) == "index-size-differs";
        }
        QVERIFY(fromHeaders);
        QVERIFY(!differs);

        // An index whose total disagrees with the headers: the headers win, and it is said.
        writeText(d / "model.safetensors.index.json",
                  json{{"metadata", {{"total_size", 865771000}}}, {"weight_map", map}}.dump());
        const kv::ImportResult r2 = kv::importModelFile(d);
        QCOMPARE(r2.model.weightsBytesExact, total);
        QVERIFY(std::any_of(r2.assumptions.begin(), r2.assumptions.end(), [](const kv::Warning& a) {
            return kv::codeName(a.code) == "index-size-differs" &&
                   a.args == std::vector<std::string>{"865771000", "865771520"};
        }));

        // The index names a tensor the shard does not hold.
        map["model.layers.1.self_attn.q_proj.extra"] = "model-00002-of-00002.safetensors";
        writeText(d / "model.safetensors.index.json", json{{"weight_map", map}}.dump());
        try {
            kv::importModelFile(d);
            QFAIL("a tensor missing from its shard was accepted");
        } catch (const kv::InputError& e) {
            QCOMPARE(e.code(), std::string("safetensors-invalid"));
            QCOMPARE(e.reason(), std::string(kv::reason::kMissing));
        }
        // The index names a file outside the folder.
        map["model.layers.1.self_attn.q_proj.extra"] = "../elsewhere.safetensors";
        writeText(d / "model.safetensors.index.json", json{{"weight_map", map}}.dump());
        try {
            kv::importModelFile(d);
            QFAIL("a shard outside the folder was accepted");
        } catch (const kv::InputError& e) {
            QCOMPARE(e.code(), std::string("file-unreadable"));
        }
    }

    // An unquantised (bf16) Hugging Face folder: exact bytes too, no MLX quantization.
    void plainFolder()
    {
        QTemporaryDir dir;
        const fs::path d = dir.path().toStdString();
        // [4096, 4096] bf16 = 33554432 bytes; [1024, 4096] bf16 = 8388608; [4096] f32 = 16384
        writeSafetensors(d / "model.safetensors",
                         {{"model.layers.0.self_attn.q_proj.weight", "BF16", {4096, 4096}, 33554432},
                          {"model.layers.0.self_attn.k_proj.weight", "BF16", {1024, 4096}, 8388608},
                          {"model.norm.weight", "F32", {4096}, 16384}});
        writeText(d / "config.json", llamaConfig(""));
        const kv::ModelSpec m = kv::importModelFile(d).model;
        QCOMPARE(m.mlxQuant.bits, 0u);
        QCOMPARE(m.weightsFileType, std::string("BF16"));
        QCOMPARE(m.weightsBytesExact, uint64_t(33554432 + 8388608 + 16384));
        QCOMPARE(m.fileWeights.bytesByClass.attention, uint64_t(41943040));
    }

    void folderErrors()
    {
        QTemporaryDir dir;
        const fs::path d = dir.path().toStdString();
        writeSafetensors(d / "model.safetensors", {{"model.norm.weight", "BF16", {4096}, 8192}});
        // A .safetensors file without a config.json beside it.
        try {
            kv::importModelFile(d / "model.safetensors");
            QFAIL("a safetensors file without config.json was accepted");
        } catch (const kv::InputError& e) {
            QCOMPARE(e.code(), std::string("file-unreadable"));
        }
        // A quantization block without whole bits.
        writeText(d / "config.json", llamaConfig(R"({"group_size": 64, "bits": 4.5})"));
        try {
            kv::importModelFile(d);
            QFAIL("bits 4.5 was accepted");
        } catch (const kv::InputError& e) {
            QCOMPARE(e.code(), std::string("model-field-invalid"));
            QCOMPARE(e.subject(), std::string("quantization.bits"));
        }
        // The same tensor in two shards.
        writeText(d / "config.json", llamaConfig(R"({"group_size": 64, "bits": 4})"));
        writeSafetensors(d / "model-2.safetensors", {{"model.norm.weight", "BF16", {4096}, 8192}});
        try {
            kv::importModelFile(d);
            QFAIL("a tensor in two shards was accepted");
        } catch (const kv::InputError& e) {
            QCOMPARE(e.code(), std::string("safetensors-invalid"));
            QCOMPARE(e.reason(), std::string(kv::reason::kDuplicateKey));
        }
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<qulonglong>("size"); // the file's size (beyond the bytes given: the data)
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("reason");
        auto row = [](const char* name, const std::string& f, uint64_t size, const char* code, const char* why) {
            QTest::addRow("%s", name) << QByteArray(f.data(), qsizetype(f.size())) << qulonglong(size)
                                      << QString::fromLatin1(code) << QString::fromLatin1(why);
        };
        const std::string ok = R"({"a":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}})";
        const std::string okFile = headerFile(ok);
        row("shorter than 8 bytes", "abc", 3, "safetensors-invalid", kv::reason::kBeyondFile);
        row("header beyond the file", le64(1000) + "{}", 10, "safetensors-invalid", kv::reason::kBeyondFile);
        row("header length 2^63", le64(uint64_t(1) << 63) + "{}", 10, "safetensors-invalid", kv::reason::kTooLarge);
        row("header 100 MB + 1", le64(100000001) + "{}", 200000000, "safetensors-invalid", kv::reason::kTooLarge);
        row("not an object", headerFile("[1,2]"), 13, "safetensors-invalid", kv::reason::kNotObject);
        row("not JSON", headerFile("{\"a\":"), 13, "json-malformed", "");
        row("unknown dtype", headerFile(R"({"a":{"dtype":"Q4","shape":[2],"data_offsets":[0,2]}})"), 0,
            "safetensors-invalid", kv::reason::kUnknownType);
        // F32 [2, 2] = 16 bytes, the offsets give 15
        row("shape and offsets differ", headerFile(R"({"a":{"dtype":"F32","shape":[2,2],"data_offsets":[0,15]}})"), 0,
            "safetensors-invalid", kv::reason::kSizeMismatch);
        const std::string overlap = headerFile(R"({"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},)"
                                               R"("b":{"dtype":"F32","shape":[4],"data_offsets":[8,24]}})");
        row("overlapping", overlap, overlap.size() + 24, "safetensors-invalid", kv::reason::kOverlap);
        row("data beyond the file", okFile, okFile.size() + 8, "safetensors-invalid", kv::reason::kBeyondFile);
        row("data no tensor holds", okFile, okFile.size() + 20, "safetensors-invalid", kv::reason::kDataGap);
        const std::string gap = headerFile(R"({"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},)"
                                           R"("b":{"dtype":"F32","shape":[4],"data_offsets":[20,36]}})");
        row("a gap between tensors", gap, gap.size() + 36, "safetensors-invalid", kv::reason::kDataGap);
        row("missing dtype", headerFile(R"({"a":{"shape":[4],"data_offsets":[0,16]}})"), 0, "safetensors-invalid",
            kv::reason::kFieldMissing);
        row("negative offset", headerFile(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[-4,0]}})"), 0,
            "safetensors-invalid", kv::reason::kFieldInvalid);
        row("offsets backwards", headerFile(R"({"a":{"dtype":"U8","shape":[0],"data_offsets":[4,0]}})"), 0,
            "safetensors-invalid", kv::reason::kFieldInvalid);
        row("shape overflows",
            headerFile(R"({"a":{"dtype":"F64","shape":[4294967296,4294967296],"data_offsets":[0,0]}})"), 0,
            "safetensors-invalid", kv::reason::kOverflow);
        row("metadata not text", headerFile(R"({"__metadata__":{"format":1}})"), 0, "safetensors-invalid",
            kv::reason::kFieldInvalid);
    }
    void malformed()
    {
        QFETCH(QByteArray, file);
        QFETCH(qulonglong, size);
        QFETCH(QString, code);
        QFETCH(QString, reason);
        const std::string f(file.constData(), size_t(file.size()));
        const uint64_t fileBytes = size > 0 ? size : f.size() + 16; // 0: the header and 16 bytes of data
        const kv::InputError e = parseError(f, fileBytes);
        QCOMPARE(QString::fromStdString(e.code()), code);
        QCOMPARE(QString::fromStdString(e.reason()), reason);
    }

    // A well-formed file in memory parses (the table above changes one thing of it at a time).
    void wellFormed()
    {
        const std::string f = headerFile(R"({"a":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}})");
        const kv::SafetensorsHeader h = kv::parseSafetensorsHeader(f, f.size() + 16, "x.safetensors");
        QCOMPARE(h.tensors.size(), size_t(1));
        QCOMPARE(h.tensors[0].shape, (std::vector<uint64_t>{2, 2}));
        QCOMPARE(h.dataBytes(), uint64_t(16));
    }

    // The fuzz seeds (tests/data/fuzz/safetensors) are well-formed files: the fuzzer starts from real headers.
    void fuzzSeeds()
    {
        const fs::path seeds = KV_SOURCE_DIR "/tests/data/fuzz/safetensors";
        // mlx-linear-4bit: a 4-bit group-64 Linear [8, 64]: weight U32 [8, 8] = 256 bytes, scales and biases
        // BF16 [8, 1] = 16 bytes each; bf16-two: F32 [4] = 16, BF16 [4, 2] = 16; empty: no tensors.
        QCOMPARE(kv::readSafetensorsHeader(seeds / "mlx-linear-4bit.safetensors").dataBytes(), uint64_t(288));
        QCOMPARE(kv::readSafetensorsHeader(seeds / "bf16-two.safetensors").dataBytes(), uint64_t(32));
        QCOMPARE(kv::readSafetensorsHeader(seeds / "empty.safetensors").tensors.size(), size_t(0));
    }

    // A header length far beyond the file is refused before anything is allocated for it.
    void hugeLengthOnDisk()
    {
        QTemporaryDir dir;
        const fs::path f = dir.filePath(QStringLiteral("big.safetensors")).toStdString();
        std::ofstream(f, std::ios::binary) << le64(uint64_t(1) << 62) << "{}";
        try {
            kv::readSafetensorsHeader(f);
            QFAIL("a 2^62-byte header was accepted");
        } catch (const kv::InputError& e) {
            QCOMPARE(e.reason(), std::string(kv::reason::kTooLarge));
        }
    }
};

QTEST_APPLESS_MAIN(TestSafetensors)
#include "tst_safetensors.moc"
