// The config.json reader against the shipped presets (written and cross-checked by hand from the same
// configs): every layer, every parameter class, the training context and the vocabulary. And every real
// config in tests/data/models/hf-configs imports, with per-token KV bytes derived by hand below.

#include "catalog.h"
#include "elemtype.h"
#include "errors.h"
#include "hfconfig.h"
#include "llamacpp/rules.h"
#include "modelfile.h"
#include "modelimport.h"

#include <QTest>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

namespace {

const kv::Catalog& catalog()
{
    static const kv::Catalog cat = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
    return cat;
}

std::string dataPath(const char* rel)
{
    return std::string(KV_SOURCE_DIR "/tests/data/models/") + rel;
}

struct Pair
{
    const char* config;
    const char* preset;
};

// Every config under tests/data/models with a preset written from it.
const Pair kPairs[] = {
    {"hf-configs/Llama-3.1-8B.json", "llama-3.1-8b"},
    {"hf-configs/Llama-3.1-70B-Instruct.json", "llama-3.1-70b"},
    {"reference-configs/Llama-3.1-405B.json", "llama-3.1-405b"},
    {"hf-configs/Llama-3.2-1B-Instruct.json", "llama-3.2-1b"},
    {"hf-configs/Llama-3.2-3B.json", "llama-3.2-3b"},
    {"reference-configs/Llama-3.3-70B-Instruct.json", "llama-3.3-70b"},
    {"hf-configs/Mistral-7B-v0.1.json", "mistral-7b-v0.1"},
    {"reference-configs/Mistral-7B-v0.3.json", "mistral-7b-v0.3"},
    {"reference-configs/Mistral-Nemo-Instruct-2407.json", "mistral-nemo-12b"},
    {"reference-configs/Mistral-Small-24B-Instruct-2501.json", "mistral-small-24b"},
    {"hf-configs/Mixtral-8x7B-v0.1.json", "mixtral-8x7b"},
    {"hf-configs/Qwen2.5-3B.json", "qwen2.5-3b"},
    {"hf-configs/Qwen2.5-7B.json", "qwen2.5-7b"},
    {"hf-configs/Qwen2.5-14B.json", "qwen2.5-14b"},
    {"hf-configs/Qwen2.5-32B.json", "qwen2.5-32b"},
    {"reference-configs/Qwen2.5-72B.json", "qwen2.5-72b"},
    {"hf-configs/Qwen3-0.6B.json", "qwen3-0.6b"},
    {"hf-configs/Qwen3-4B.json", "qwen3-4b"},
    {"hf-configs/Qwen3-8B.json", "qwen3-8b"},
    {"hf-configs/Qwen3-14B.json", "qwen3-14b"},
    {"hf-configs/Qwen3-32B.json", "qwen3-32b"},
    {"hf-configs/Qwen3-30B-A3B.json", "qwen3-30b-a3b"},
    {"reference-configs/Qwen3-235B-A22B.json", "qwen3-235b-a22b"},
    {"hf-configs/Gemma-2-9B.json", "gemma-2-9b"},
    {"hf-configs/Gemma-2-27B.json", "gemma-2-27b"},
    {"hf-configs/Gemma-3-1B-it.json", "gemma-3-1b"},
    {"reference-configs/Gemma-3-4B-it.json", "gemma-3-4b"},
    {"hf-configs/Gemma-3-12B-it.json", "gemma-3-12b"},
    {"reference-configs/Gemma-3-27B-it.json", "gemma-3-27b"},
    {"hf-configs/Phi-3.5-mini-instruct.json", "phi-3.5-mini"},
    {"reference-configs/Phi-4.json", "phi-4"},
    {"hf-configs/DeepSeek-V2-Lite.json", "deepseek-v2-lite"},
    {"deepseek-native-configs/DeepSeek-V2-Lite_native-16B.json", "deepseek-v2-lite"},
    {"deepseek-native-configs/DeepSeek-V3.json", "deepseek-v3"},
    {"hf-configs/gpt-oss-20b.json", "gpt-oss-20b"},
    {"reference-configs/gpt-oss-120b.json", "gpt-oss-120b"},
    {"hf-configs/AI21-Jamba-1.5-Mini.json", "jamba-1.5-mini"},
    {"reference-configs/Granite-4.0-H-Tiny.json", "granite-4.0-h-tiny"},
    {"reference-configs/Qwen3-Next-80B-A3B-Instruct.json", "qwen3-next-80b-a3b"},
    {"reference-configs/Falcon-H1-7B.json", "falcon-h1-7b"},
    {"reference-configs/LFM2-1.2B.json", "lfm2-1.2b"},
    {"hf-configs/Qwen3-30B-A3B-Instruct-2507.json", "qwen3-30b-a3b-instruct-2507"},
    {"hf-configs/Qwen3-Coder-30B-A3B-Instruct.json", "qwen3-coder-30b-a3b"},
    {"hf-configs/Mistral-Small-3.1-24B-Instruct-2503.json", "mistral-small-3.1-24b"},
    {"hf-configs/SmolLM3-3B.json", "smollm3-3b"},
    {"reference-configs/Phi-4-mini-instruct.json", "phi-4-mini"},
    {"reference-configs/Seed-OSS-36B-Instruct.json", "seed-oss-36b"},
    {"hf-configs/GLM-4.5-Air.json", "glm-4.5-air"},
    {"reference-configs/GLM-4.6.json", "glm-4.6"},
    {"reference-configs/GLM-4.7.json", "glm-4.7"},
    {"hf-configs/GLM-4.7-Flash.json", "glm-4.7-flash"},
    {"hf-configs/Kimi-K2-Instruct.json", "kimi-k2"},
    {"hf-configs/DeepSeek-V3.2.json", "deepseek-v3.2"},
    {"hf-configs/Kimi-Linear-48B-A3B-Instruct.json", "kimi-linear-48b-a3b"},
    {"hf-configs/MiniMax-M2.7.json", "minimax-m2.7"},
    {"reference-configs/LFM2-8B-A1B.json", "lfm2-8b-a1b"},
    {"reference-configs/Qwen3.5-9B.json", "qwen3.5-9b"},
    {"reference-configs/Qwen3.5-27B.json", "qwen3.5-27b"},
    {"reference-configs/Qwen3.5-35B-A3B.json", "qwen3.5-35b-a3b"},
    {"reference-configs/Qwen3.5-397B-A17B.json", "qwen3.5-397b-a17b"},
    {"reference-configs/Llama-4-Scout-17B-16E-Instruct.json", "llama-4-scout-17b-16e"},
    {"reference-configs/Llama-4-Maverick-17B-128E-Instruct.json", "llama-4-maverick-17b-128e"},
    {"reference-configs/NVIDIA-Nemotron-Nano-9B-v2.json", "nemotron-nano-9b-v2"},
    {"reference-configs/NVIDIA-Nemotron-3-Nano-30B-A3B.json", "nemotron-3-nano-30b-a3b"},
    {"reference-configs/Nemotron-3-Nano-4B.json", "nemotron-3-nano-4b"},
    {"reference-configs/Granite-4.0-H-Small.json", "granite-4.0-h-small"},
    {"reference-configs/OLMo-3-7B.json", "olmo-3-7b"},
    {"reference-configs/Ministral-3-3B-Instruct-2512.json", "ministral-3-3b"},
    {"reference-configs/Ministral-3-8B-Instruct-2512.json", "ministral-3-8b"},
    {"reference-configs/Devstral-Small-2-24B-Instruct-2512.json", "devstral-small-2-24b"},
    {"hf-configs/Qwen3.5-4B.json", "qwen3.5-4b"},
    {"reference-configs/Qwen3.5-122B-A10B.json", "qwen3.5-122b-a10b"},
};

// f16 K+V bytes per token over all attention layers, by hand: layers x kv_heads x head_dim x 2 (K, V)
// x 2 bytes; MLA: layers x (kv_lora_rank + rope) x 2 bytes, K only.
const std::pair<const char*, uint64_t> kKvPerToken[] = {
    {"AI21-Jamba-1.5-Mini.json", 4 * 8 * 128 * 4},  // attention only at 4, 12, 20, 28
    {"DeepSeek-V2-Lite.json", 27 * (512 + 64) * 2}, // latent, K only
    {"Gemma-2-27B.json", 46 * 16 * 128 * 4},
    {"Gemma-2-9B.json", 42 * 8 * 256 * 4},
    {"Gemma-3-12B-it.json", 48 * 8 * 256 * 4},
    // Gemma 4 26B A4B: 25 sliding layers x 8 KV heads x 256 and 5 global x 2 x 512 (k_eq_v: V still cached).
    {"Gemma-4-26B-A4B-it.json", 25 * 8 * 256 * 4 + 5 * 2 * 512 * 4},
    {"Gemma-3-1B-it.json", 26 * 1 * 256 * 4},
    {"Llama-3.1-70B-Instruct.json", 80 * 8 * 128 * 4},
    {"Llama-3.1-8B.json", 32 * 8 * 128 * 4},
    {"Llama-3.2-1B-Instruct.json", 16 * 8 * 64 * 4},
    {"Llama-3.2-3B.json", 28 * 8 * 128 * 4},
    {"Mistral-7B-v0.1.json", 32 * 8 * 128 * 4},
    {"Mixtral-8x7B-v0.1.json", 32 * 8 * 128 * 4},
    {"Phi-3.5-mini-instruct.json", 32 * 32 * 96 * 4},
    {"Qwen2.5-14B.json", 48 * 8 * 128 * 4},
    {"Qwen2.5-32B.json", 64 * 8 * 128 * 4},
    {"Qwen2.5-3B.json", 36 * 2 * 128 * 4},
    {"Qwen2.5-7B.json", 28 * 4 * 128 * 4},
    {"Qwen3-0.6B.json", 28 * 8 * 128 * 4},
    {"Qwen3-14B.json", 40 * 8 * 128 * 4},
    {"Qwen3-30B-A3B.json", 48 * 4 * 128 * 4},
    {"Qwen3-32B.json", 64 * 8 * 128 * 4},
    {"Qwen3-4B.json", 36 * 8 * 128 * 4},
    {"Qwen3-8B.json", 36 * 8 * 128 * 4},
    {"gpt-oss-20b.json", 24 * 8 * 64 * 4},
    {"GLM-4.5-Air.json", 46 * 8 * 128 * 4},                    // MTP layer 46 gets no cache
    {"GLM-4.7-Flash.json", 47 * (512 + 64) * 2},               // latent, K only
    {"Kimi-K2-Instruct.json", 61 * (512 + 64) * 2},            // latent, K only
    {"DeepSeek-V3.2.json", 61 * (512 + 64 + 128) * 2},         // latent + the lightning indexer's key, K only
    {"Kimi-Linear-48B-A3B-Instruct.json", 7 * (512 + 64) * 2}, // latent on 7 of 27 layers (KDA state elsewhere)
    {"MiniMax-M2.7.json", 62 * 8 * 128 * 4},
    {"Mistral-Small-3.1-24B-Instruct-2503.json", 40 * 8 * 128 * 4},
    {"Qwen3-30B-A3B-Instruct-2507.json", 48 * 4 * 128 * 4},
    {"Qwen3-Coder-30B-A3B-Instruct.json", 48 * 4 * 128 * 4},
    {"Qwen3.5-4B.json", 8 * 4 * 256 * 4}, // full attention at 3, 7, ..., 31 only
    {"SmolLM3-3B.json", 36 * 4 * 128 * 4},
};

// Same cache layout (what a layer caches); head sizes of a layer without attention do not matter.
bool sameLayer(const kv::LayerSpec& a, const kv::LayerSpec& b)
{
    if (a.attn != b.attn || a.hasAttention() != b.hasAttention() || a.kvShared != b.kvShared || a.stateR != b.stateR ||
        a.stateS != b.stateS)
        return false;
    return !a.hasAttention() ||
           (a.nHeadKv == b.nHeadKv && a.headDimK == b.headDimK && a.headDimV == b.headDimV && a.window == b.window);
}

bool hasAssumption(const kv::ImportResult& r, const std::string& code)
{
    for (const auto& a : r.assumptions)
        if (kv::codeName(a.code) == code)
            return true;
    return false;
}

} // namespace

class TestHfConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void againstPreset_data();
    void againstPreset();
    void everyConfig_data();
    void everyConfig();
    void traps();
    void architectures2026();
    void llama4();
    void gemma4Layouts_data();
    void gemma4Layouts();
    void safetensorsIndex();
    void badInput();
};

void TestHfConfig::againstPreset_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("preset");
    for (const Pair& p : kPairs)
        QTest::addRow("%s", p.config) << QString::fromLatin1(p.config) << QString::fromLatin1(p.preset);
}

void TestHfConfig::againstPreset()
{
    QFETCH(QString, config);
    QFETCH(QString, preset);
    const kv::ModelSpec* want = catalog().findModel(preset.toStdString());
    QVERIFY(want);
    kv::ImportResult r;
    try {
        r = kv::importModelFile(dataPath(config.toLatin1().constData()));
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    const kv::ModelSpec& got = r.model;
    QCOMPARE(got.origin, kv::ModelSource::HfConfig);
    QCOMPARE(got.arch, want->arch);
    QCOMPARE(got.nLayer(), want->nLayer());
    for (uint32_t i = 0; i < got.nLayer(); ++i)
        QVERIFY2(sameLayer(got.layers[i], want->layers[i]), qPrintable(QStringLiteral("layer %1").arg(i)));
    QCOMPARE(got.recurrent, want->recurrent);
    QCOMPARE(got.nVocab, want->nVocab);
    QCOMPARE(got.nEmbd, want->nEmbd);
    QCOMPARE(got.nHead, want->nHead);
    QCOMPARE(got.nExpert, want->nExpert);
    QCOMPARE(got.nExpertUsed, want->nExpertUsed);
    QCOMPARE(got.kvLoraRank, want->kvLoraRank);
    QCOMPARE(got.tiedEmbeddings, want->tiedEmbeddings);
    if (got.nCtxTrain != 0) // DeepSeek's native config does not say
        QCOMPARE(got.nCtxTrain, want->nCtxTrain);
    else
        QVERIFY(hasAssumption(r, "ctx-train-unknown"));
    QCOMPARE(got.params, want->params);
    QCOMPARE(got.activeParams, want->activeParams);
}

void TestHfConfig::everyConfig_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qulonglong>("kvPerToken");
    size_t n = 0;
    for (const auto& e : std::filesystem::directory_iterator(KV_SOURCE_DIR "/tests/data/models/hf-configs")) {
        const std::string name = e.path().filename().string();
        const auto* row = std::find_if(std::begin(kKvPerToken), std::end(kKvPerToken),
                                       [&](const auto& p) { return name == p.first; });
        QVERIFY2(row != std::end(kKvPerToken), name.c_str()); // every file has a hand-derived value
        QTest::addRow("%s", name.c_str()) << QString::fromStdString(e.path().string()) << qulonglong(row->second);
        ++n;
    }
    QCOMPARE(n, std::size(kKvPerToken));
}

void TestHfConfig::everyConfig()
{
    QFETCH(QString, file);
    QFETCH(qulonglong, kvPerToken);
    const kv::ModelSpec m = kv::loadModelFile(file.toStdString());
    QCOMPARE(kv::kvBytesPerToken(m, kv::ElemType::F16, kv::ElemType::F16), uint64_t(kvPerToken));
}

void TestHfConfig::traps()
{
    // Qwen2.5: sliding_window present, use_sliding_window false -> every layer caches the whole context.
    kv::ImportResult q = kv::importModelFile(dataPath("hf-configs/Qwen2.5-7B.json"));
    QCOMPARE(kv::census(q.model).swa, 0u);
    QVERIFY(hasAssumption(q, "swa-ignored"));
    // Phi-3.5: its window is ignored by llama.cpp.
    kv::ImportResult phi = kv::importModelFile(dataPath("hf-configs/Phi-3.5-mini-instruct.json"));
    QCOMPARE(kv::census(phi.model).swa, 0u);
    // Qwen3: head_dim 128 although 5120 / 64 = 80.
    kv::ImportResult q3 = kv::importModelFile(dataPath("hf-configs/Qwen3-32B.json"));
    QCOMPARE(q3.model.layers[0].headDimK, 128u);
    QVERIFY(!hasAssumption(q3, "head-dim-derived"));
    // Llama 3.1: no head_dim field -> derived, and said so.
    kv::ImportResult l = kv::importModelFile(dataPath("hf-configs/Llama-3.1-8B.json"));
    QVERIFY(hasAssumption(l, "head-dim-derived"));
    // Gemma 3 4B's sparse text_config: heads and vocabulary from Gemma3TextConfig's defaults.
    kv::ImportResult g = kv::importModelFile(dataPath("reference-configs/Gemma-3-4B-it.json"));
    QCOMPARE(kv::census(g.model).swa, 29u);
    QCOMPARE(kv::census(g.model).full, 5u);
}

// The architectures added for the end-of-2026 presets, against arithmetic done here by hand from the configs.
void TestHfConfig::architectures2026()
{
    // GLM-4.5-Air (glm4_moe): attention per layer q 4096x(96x128) + k, v 2 x 4096x(8x128) + o (96x128)x4096,
    // with q/k/v biases 12288 + 2 x 1024 and none on o: 50331648 + 8388608 + 50331648 + 14336 = 109066240.
    kv::ImportResult glm = kv::importModelFile(dataPath("hf-configs/GLM-4.5-Air.json"));
    QCOMPARE(glm.model.arch, std::string("glm4moe"));
    QCOMPARE(glm.model.params.attention, uint64_t(46) * 109066240);
    // 1 dense layer 3 x 4096 x 10944; 45 MoE layers with a shared expert 3 x 4096 x 1408 each.
    QCOMPARE(glm.model.params.ffn, uint64_t(3) * 4096 * 10944 + uint64_t(45) * 3 * 4096 * 1408);
    QCOMPARE(glm.model.params.experts, uint64_t(45) * 128 * 3 * 4096 * 1408);
    // Router 4096 x 128 plus its 128 score biases, per MoE layer.
    QCOMPARE(glm.model.params.other, uint64_t(45) * (4096 * 128 + 128));
    QCOMPARE(kv::census(glm.model).full, 46u); // the MTP layer is not a layer of the main model

    // MiniMax-M2.7: q/k norms over all heads, 48 x 128 + 8 x 128 = 7168 per layer, plus 2 x 3072 layer norms.
    kv::ImportResult mm = kv::importModelFile(dataPath("hf-configs/MiniMax-M2.7.json"));
    QCOMPARE(mm.model.arch, std::string("minimax-m2"));
    QCOMPARE(mm.model.params.norm, uint64_t(62) * (7168 + 2 * 3072) + 3072);
    QCOMPARE(mm.model.params.experts, uint64_t(62) * 256 * 3 * 3072 * 1536);
    QCOMPARE(mm.model.params.other, uint64_t(62) * (3072 * 256 + 256)); // router + e_score_correction_bias

    // Seed-OSS 36B: q/k/v biases (80 x 128 + 2 x 8 x 128 = 12288) but no o_proj bias.
    kv::ImportResult seed = kv::importModelFile(dataPath("reference-configs/Seed-OSS-36B-Instruct.json"));
    QCOMPARE(seed.model.arch, std::string("seed_oss"));
    const uint64_t seedAttn = 5120ull * 10240 + 2ull * 5120 * 1024 + 10240ull * 5120 + 12288;
    QCOMPARE(seed.model.params.attention, 64 * seedAttn);
    QVERIFY(hasAssumption(seed, "config-default"));

    // Kimi K2 and GLM-4.7-Flash: DeepSeek-V3 latent attention, arch deepseek2, 576 cached values per layer.
    for (const char* f : {"hf-configs/Kimi-K2-Instruct.json", "hf-configs/GLM-4.7-Flash.json"}) {
        kv::ImportResult r = kv::importModelFile(dataPath(f));
        QCOMPARE(r.model.arch, std::string("deepseek2"));
        QCOMPARE(kv::census(r.model).mla, r.model.nLayer());
        QCOMPARE(r.model.layers[0].kValues(), uint64_t(576));
    }
    // Kimi K2 attention per layer: q_a 7168x1536 + q_b 1536x(64x192) + kv_a 7168x576 + kv_b 512x(64x256)
    // + o (64x128)x7168 = 11010048 + 18874368 + 4128768 + 8388608 + 58720256 = 101122048.
    kv::ImportResult kimi = kv::importModelFile(dataPath("hf-configs/Kimi-K2-Instruct.json"));
    QCOMPARE(kimi.model.params.attention, uint64_t(61) * 101122048);

    // Mistral Small 3.1: a "mistral" text_config inside Mistral3ForConditionalGeneration -> arch mistral3.
    kv::ImportResult ms = kv::importModelFile(dataPath("hf-configs/Mistral-Small-3.1-24B-Instruct-2503.json"));
    QCOMPARE(ms.model.arch, std::string("mistral3"));
    QCOMPARE(ms.model.nVocab, 131072u);
    QVERIFY(!ms.model.tiedEmbeddings);

    // Qwen3.5-4B: layer_types in a nested text_config; full attention at 3, 7, ..., 31, Gated DeltaNet
    // elsewhere. Conv state (4 - 1) x (2 x 16 x 128 + 32 x 128) = 3 x 8192; SSM state 32 x 128 x 128.
    kv::ImportResult q35 = kv::importModelFile(dataPath("hf-configs/Qwen3.5-4B.json"));
    QCOMPARE(q35.model.arch, std::string("qwen35"));
    QCOMPARE(kv::census(q35.model).full, 8u);
    QCOMPARE(kv::census(q35.model).recurrent, 24u);
    QVERIFY(q35.model.layers[3].hasAttention() && !q35.model.layers[3].hasRecurrent());
    QCOMPARE(q35.model.layers[0].stateR, uint64_t(3) * 8192);
    QCOMPARE(q35.model.layers[0].stateS, uint64_t(32) * 128 * 128);
    // Gated attention: q projects to 2 x 16 x 256 (query and gate), k and v to 4 x 256, o back to 2560.
    QCOMPARE(q35.model.params.attention, uint64_t(8) * (2560ull * 8192 + 2ull * 2560 * 1024 + 4096ull * 2560));
    QVERIFY(q35.model.tiedEmbeddings);
    QCOMPARE(q35.model.params.ffn, uint64_t(32) * 3 * 2560 * 9216);

    // Nemotron Nano 9B v2 (nemotron_h): hybrid_override_pattern of 56 blocks; the fixture spells the groups
    // mamba_num_groups (llama.cpp's find_hparam takes it as well as n_groups). Per Mamba-2 block: in_proj
    // 4480 x (2 x 10240 + 2 x 8 x 128 + 128) = 101498880, conv (10240 + 2048) x 4 + 12288 bias = 61440, dt_bias,
    // A_log, D 3 x 128, out_proj 10240 x 4480 = 45875200: 147435904. Norms: one per block (56 x 4480), the
    // gated norm of each Mamba block (27 x 10240) and the final one (4480).
    kv::ImportResult nh = kv::importModelFile(dataPath("reference-configs/NVIDIA-Nemotron-Nano-9B-v2.json"));
    QCOMPARE(nh.model.arch, std::string("nemotron_h"));
    QCOMPARE(kv::census(nh.model).full, 4u);
    QCOMPARE(kv::census(nh.model).recurrent, 27u);
    QVERIFY(!nh.model.layers[1].hasAttention() && !nh.model.layers[1].hasRecurrent()); // '-': MLP only
    QCOMPARE(nh.model.recurrent.nGroup, 8u);
    QCOMPARE(nh.model.recurrent.dInner, 128u * 80);
    QCOMPARE(nh.model.params.recurrent, uint64_t(27) * 147435904);
    QCOMPARE(nh.model.params.norm, uint64_t(56) * 4480 + uint64_t(27) * 10240 + 4480);
    QCOMPARE(nh.model.params.ffn, uint64_t(25) * 2 * 4480 * 15680); // squared ReLU: up and down only
    // Nemotron 3 Nano 30B-A3B: experts make it nemotron_h_moe; router 2688 x 128 plus 128 score biases per
    // MoE block; no conv_kernel in the config: NemotronHConfig's 4, said so.
    kv::ImportResult nm = kv::importModelFile(dataPath("reference-configs/NVIDIA-Nemotron-3-Nano-30B-A3B.json"));
    QCOMPARE(nm.model.arch, std::string("nemotron_h_moe"));
    QCOMPARE(nm.model.params.other, uint64_t(23) * (2688 * 128 + 128));
    QCOMPARE(nm.model.params.ffn, uint64_t(23) * 2 * 2688 * 3712); // the shared experts
    QCOMPARE(nm.model.recurrent.dConv, 4u);
    QVERIFY(hasAssumption(nm, "config-default"));
    // A pattern that does not match the layer count is an error naming the field.
    {
        nlohmann::json bad =
            nlohmann::json::parse(kv::readTextFile(dataPath("reference-configs/Nemotron-3-Nano-4B.json")));
        bad["hybrid_override_pattern"] = "M-M*";
        QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::importHfConfig(bad));
        bad["hybrid_override_pattern"] = std::string(42, 'X');
        QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::importHfConfig(bad));
    }
    // OLMo 3 7B (olmo3 -> llama.cpp's olmo2): no layer_types, so every 4th layer is global (the converter's
    // and Olmo3Config's default, said so); window 4096. Norms per layer: q_norm over 32 x 128, k_norm over
    // 32 x 128, post-attention and post-FFN norms 2 x 4096; plus the final norm.
    kv::ImportResult ol = kv::importModelFile(dataPath("reference-configs/OLMo-3-7B.json"));
    QCOMPARE(ol.model.arch, std::string("olmo2"));
    QCOMPARE(kv::census(ol.model).swa, 24u);
    QCOMPARE(kv::census(ol.model).full, 8u);
    QCOMPARE(ol.model.layers[7].attn, kv::AttnKind::Full);
    QCOMPARE(ol.model.layers[8].window, 4096u);
    QCOMPARE(ol.model.params.norm, uint64_t(32) * (4096 + 4096 + 2 * 4096) + 4096);
    QVERIFY(hasAssumption(ol, "config-default"));

    // Command R7B's shape (cohere2 -> llama.cpp's cohere2) without layer_types or sliding_window_pattern: one global
    // layer in every 4 (Cohere2Config's and llama.cpp's default, said so under the pattern's name), window 4096.
    // 32 layers: layers 3, 7, ..., 31 global = 8, the other 24 sliding; per token 8 full layers x 2 x 8 x 128 x 2 B.
    {
        const nlohmann::json c2 = {
            {"model_type", "cohere2"},    {"num_hidden_layers", 32},  {"hidden_size", 4096},
            {"num_attention_heads", 32},  {"num_key_value_heads", 8}, {"vocab_size", 256000},
            {"intermediate_size", 14336}, {"sliding_window", 4096},   {"max_position_embeddings", 131072},
            {"tie_word_embeddings", true}};
        const kv::ImportResult r = kv::importHfConfig(c2);
        QCOMPARE(r.model.arch, std::string("cohere2"));
        QCOMPARE(kv::census(r.model).swa, 24u);
        QCOMPARE(kv::census(r.model).full, 8u);
        QCOMPARE(r.model.layers[3].attn, kv::AttnKind::Full);
        QCOMPARE(r.model.layers[4].window, 4096u);
        QVERIFY(hasAssumption(r, "config-default"));
        nlohmann::json five = c2;
        five["sliding_window_pattern"] = 5; // stated: layers 4, 9, ..., 29 global
        QCOMPARE(kv::census(kv::importHfConfig(five).model).full, 6u);
        nlohmann::json noWindow = c2;
        noWindow.erase("sliding_window"); // cohere2 states its window; without one the reader refuses, naming it
        QVERIFY_THROWS_EXCEPTION(kv::InputError, kv::importHfConfig(noWindow));
    }

    // LFM2-8B-A1B: 2 dense layers (7168) then MoE; conv width defaults to the hidden size; tied by default.
    kv::ImportResult lfm = kv::importModelFile(dataPath("reference-configs/LFM2-8B-A1B.json"));
    QCOMPARE(lfm.model.arch, std::string("lfm2moe"));
    QCOMPARE(lfm.model.params.ffn, uint64_t(2) * 3 * 2048 * 7168);
    QCOMPARE(lfm.model.params.experts, uint64_t(22) * 32 * 3 * 2048 * 1792);
    QCOMPARE(lfm.model.layers[0].stateR, uint64_t(2) * 2048);
    QVERIFY(lfm.model.tiedEmbeddings);
    QVERIFY(hasAssumption(lfm, "tied-default"));
}

void TestHfConfig::llama4()
{
    // Scout: Llama4ForConditionalGeneration, text_config llama4_text. no_rope_layers [1,1,1,0] x 12: layers
    // 0-2, 4-6, ... are chunked (attention_chunk_size 8192), 3, 7, ..., 47 global.
    kv::ImportResult scout = kv::importModelFile(dataPath("reference-configs/Llama-4-Scout-17B-16E-Instruct.json"));
    QCOMPARE(scout.model.arch, std::string("llama4"));
    QCOMPARE(kv::census(scout.model).chunked, 36u);
    QCOMPARE(kv::census(scout.model).full, 12u);
    QCOMPARE(scout.model.layers[2].attn, kv::AttnKind::Chunked);
    QCOMPARE(scout.model.layers[2].window, 8192u);
    QCOMPARE(scout.model.layers[47].attn, kv::AttnKind::Full);
    QCOMPARE(scout.model.nExpert, 16u);
    // Every layer MoE (interleave 1): 16 experts + 1 shared expert of 3 x 5120 x 8192; no dense MLP.
    QCOMPARE(scout.model.params.experts, uint64_t(48) * 16 * 3 * 5120 * 8192);
    QCOMPARE(scout.model.params.ffn, uint64_t(48) * 3 * 5120 * 8192);

    // Maverick: no no_rope_layers, so transformers' interval 4 (recorded); interleave 2: MoE on 1, 3, ..., 47,
    // dense 3 x 5120 x 16384 on 0, 2, ...; tie_word_embeddings absent (default false, recorded).
    kv::ImportResult mav = kv::importModelFile(dataPath("reference-configs/Llama-4-Maverick-17B-128E-Instruct.json"));
    QCOMPARE(kv::census(mav.model).chunked, 36u);
    QCOMPARE(mav.model.layers[3].attn, kv::AttnKind::Full);
    QVERIFY(hasAssumption(mav, "config-default"));
    QVERIFY(hasAssumption(mav, "tied-default"));
    QCOMPARE(mav.model.params.experts, uint64_t(24) * 128 * 3 * 5120 * 8192);
    QCOMPARE(mav.model.params.ffn, uint64_t(24) * 3 * 5120 * 16384 + uint64_t(24) * 3 * 5120 * 8192);

    // Without attention_chunk_size every layer is global (vLLM: plain Attention).
    nlohmann::json j =
        nlohmann::json::parse(kv::readTextFile(dataPath("reference-configs/Llama-4-Scout-17B-16E-Instruct.json")));
    j["text_config"].erase("attention_chunk_size");
    QCOMPARE(kv::census(kv::importHfConfig(j).model).full, 48u);
}

void TestHfConfig::gemma4Layouts_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("preset");
    const std::pair<const char*, const char*> pairs[] = {
        {"reference-configs/Gemma-4-E2B.json", "gemma-4-e2b"},
        {"reference-configs/Gemma-4-E4B.json", "gemma-4-e4b"},
        {"reference-configs/Gemma-4-31B.json", "gemma-4-31b"},
        {"hf-configs/Gemma-4-26B-A4B-it.json", "gemma-4-26b-a4b"},
        {"reference-configs/Gemma-3n-E2B-it.json", "gemma-3n-e2b"},
        {"reference-configs/Gemma-3n-E4B-it.json", "gemma-3n-e4b"},
    };
    for (const auto& [config, preset] : pairs)
        QTest::addRow("%s", config) << QString::fromLatin1(config) << QString::fromLatin1(preset);
}

void TestHfConfig::gemma4Layouts()
{
    // The reader's layers (per-layer head shapes, sliding windows, KV sharing) and per-layer embedding width
    // agree with the presets, which tst_presets checks against the same configs by hand. (The parameter count
    // of these architectures is not read from the config yet: the presets carry it.)
    QFETCH(QString, config);
    QFETCH(QString, preset);
    const kv::ModelSpec* want = catalog().findModel(preset.toStdString());
    QVERIFY(want);
    const kv::ModelSpec got = kv::importModelFile(dataPath(config.toLatin1().constData())).model;
    QCOMPARE(got.arch, want->arch);
    QCOMPARE(got.nLayer(), want->nLayer());
    for (uint32_t i = 0; i < got.nLayer(); ++i)
        QVERIFY2(sameLayer(got.layers[i], want->layers[i]), qPrintable(QStringLiteral("layer %1").arg(i)));
    QCOMPARE(got.nEmbdPerLayer, want->nEmbdPerLayer);
    QCOMPARE(got.nExpert, want->nExpert);
    QCOMPARE(got.nExpertUsed, want->nExpertUsed);
    QCOMPARE(got.nVocab, want->nVocab);
    QCOMPARE(got.nCtxTrain, want->nCtxTrain);
}

void TestHfConfig::safetensorsIndex()
{
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "kv-tst-hfconfig-index";
    std::filesystem::create_directories(dir);
    std::filesystem::copy_file(dataPath("hf-configs/Llama-3.1-8B.json"), dir / "config.json",
                               std::filesystem::copy_options::overwrite_existing);
    std::ofstream(dir / "model.safetensors.index.json")
        << R"({"metadata": {"total_size": 16060522496}, "weight_map": {}})";
    const kv::ImportResult r = kv::importModelFile(dir); // a directory holding config.json
    QCOMPARE(r.model.weightsBytesExact, uint64_t(16060522496));
    QVERIFY(hasAssumption(r, "weights-from-index"));
    std::filesystem::remove_all(dir);
}

void TestHfConfig::badInput()
{
    using nlohmann::json;
    auto code = [](const json& j) -> std::string {
        try {
            kv::importHfConfig(j);
        } catch (const kv::InputError& e) {
            return e.code();
        }
        return "no error";
    };
    QCOMPARE(code(json{{"model_type", "frobnicator"}}), std::string("model-arch-unknown"));
    QCOMPARE(code(json{{"model_type", "llama"}, {"num_hidden_layers", "32"}}), std::string("model-field-invalid"));
    QCOMPARE(code(json{{"model_type", "llama"}, {"num_hidden_layers", -1}}), std::string("model-field-invalid"));
    QCOMPARE(code(json::array()), std::string("model-field-invalid"));
    QCOMPARE(code(json{{"text_config", 3}}), std::string("model-field-invalid"));
    // An unknown type with the generic fields imports, saying which type it did not know.
    const kv::ImportResult r = kv::importHfConfig(json{{"model_type", "newthing"},
                                                       {"num_hidden_layers", 2},
                                                       {"hidden_size", 64},
                                                       {"num_attention_heads", 4},
                                                       {"vocab_size", 100},
                                                       {"intermediate_size", 128}});
    QVERIFY(hasAssumption(r, "arch-unknown"));
    QCOMPARE(r.model.layers[0].headDimK, 16u);
}

QTEST_APPLESS_MAIN(TestHfConfig)
#include "tst_hfconfig.moc"
