// The architecture descriptions (core/arch/architecture.h) walked as a whole: names are unique, every preset's
// architecture is described and laid out, every model type a description lists is imported as its architecture,
// and a few traits read from the runtimes' sources are spelled out so that an edit of the table is seen here.

#include "arch/architecture.h"
#include "catalog.h"
#include "errors.h"
#include "import/hfconfig.h"
#include "runtimes.h"

#include <QSet>
#include <QTest>

#include <nlohmann/json.hpp>

class TestArchitectures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesAreUnique()
    {
        QSet<QString> names, types;
        for (const kv::Architecture& a : kv::allArchitectures()) {
            QVERIFY(!a.id.empty());
            for (std::string_view n : a.aliases)
                if (!n.empty()) {
                    QVERIFY2(!names.contains(QString::fromUtf8(n)), n.data());
                    names.insert(QString::fromUtf8(n));
                }
            QVERIFY2(!names.contains(QString::fromUtf8(a.id)), a.id.data());
            names.insert(QString::fromUtf8(a.id));
            QCOMPARE(&kv::architecture(a.id), &a);
        }
        // A model type may serve two architectures (nemotron_h: dense or with experts); it is imported as the first.
        for (const kv::Architecture& a : kv::allArchitectures())
            for (const kv::ModelType& t : a.modelTypes) {
                QVERIFY(!t.name.empty());
                QVERIFY(kv::architectureOfModelType(t.name) != nullptr);
                types.insert(QString::fromUtf8(t.name));
            }
        QVERIFY(types.size() > 40);
    }

    void unknownNamesAreBlank()
    {
        const kv::Architecture& u = kv::architecture("no-such-architecture");
        QVERIFY(u.id.empty());
        QVERIFY(!u.tensors.known);
        QVERIFY(!u.ollama.goEngine && !u.mlx.ownsMakeCache && !u.sglang.hybridSwa && !u.exllamav3.slidingRing);
        QCOMPARE(u.modelType("llama").name, std::string_view());
        QVERIFY(kv::architecture("").id.empty());
        QVERIFY(!kv::architectureOfModelType("no_such_type"));
    }

    // Every preset names a described architecture that kvplanner lays out tensor by tensor, and a model type (where it
    // states one) of that architecture.
    void everyPresetIsDescribed()
    {
        const kv::Catalog cat = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
        QVERIFY(cat.models.size() >= 78);
        for (const kv::ModelSpec& m : cat.models) {
            const kv::Architecture& a = kv::architecture(m.arch);
            QVERIFY2(a.id == m.arch, m.id.c_str());
            QVERIFY2(a.tensors.known, m.id.c_str());
            if (!m.modelType.empty()) {
                QVERIFY2(!a.modelTypes.empty(), m.id.c_str());
                QCOMPARE(a.modelType(m.modelType).name, std::string_view(m.modelType));
            }
        }
    }

    // config.json's model_type -> the architecture llama.cpp converts it as (convert_hf_to_gguf.py), for every model
    // type in the descriptions, through the importer itself.
    void importerReadsTheDescriptions()
    {
        for (const kv::Architecture& a : kv::allArchitectures())
            for (const kv::ModelType& t : a.modelTypes) {
                if (t.name == "deepseek_native" || t.convert.wrapper)
                    continue; // DeepSeek's own format and multimodal wrappers have their own shapes
                const nlohmann::json cfg{{"model_type", std::string(t.name)},
                                         {"num_hidden_layers", 4},
                                         {"hidden_size", 256},
                                         {"num_attention_heads", 4},
                                         {"num_key_value_heads", 4},
                                         {"intermediate_size", 512},
                                         {"vocab_size", 1000},
                                         {"max_position_embeddings", 4096}};
                try {
                    const kv::ImportResult r = kv::importHfConfig(cfg);
                    QCOMPARE(QString::fromStdString(r.model.arch),
                             QString::fromUtf8(kv::architectureOfModelType(t.name)->id));
                    QCOMPARE(QString::fromStdString(r.model.modelType), QString::fromUtf8(t.name));
                } catch (const kv::InputError&) {
                    // A family whose config needs more fields than this sketch (recurrent, latent attention) is
                    // refused for the sketch, not mistaken for another architecture.
                }
            }
        // Hand-checked: Mixtral converts as llama, OLMo 3 as olmo2, GLM-4.7-Flash and Kimi K2 as deepseek2.
        QCOMPARE(kv::architectureOfModelType("mixtral")->id, std::string_view("llama"));
        QCOMPARE(kv::architectureOfModelType("olmo3")->id, std::string_view("olmo2"));
        QCOMPARE(kv::architectureOfModelType("glm4_moe_lite")->id, std::string_view("deepseek2"));
        QCOMPARE(kv::architectureOfModelType("kimi_k2")->id, std::string_view("deepseek2"));
        QCOMPARE(kv::architectureOfModelType("nemotron_h")->modelType("nemotron_h").convert.withExperts,
                 std::string_view("nemotron_h_moe"));
    }

    // Traits as the runtimes' sources state them (the files are named in architecture.h).
    void traitsFromTheSources()
    {
        // Ollama v0.24.0: gpt-oss's sliding caches of 4096 (NewSWAMemCache), under its converter's name too.
        QVERIFY(kv::architecture("gpt-oss").ollama.swaMemory4096);
        QCOMPARE(&kv::architecture("gptoss"), &kv::architecture("gpt-oss"));
        QVERIFY(!kv::architecture("gemma3").ollama.swaMemory4096);
        // server/sched.go: Qwen3.5 and LFM2 are served with num_parallel 1.
        QVERIFY(kv::architecture("qwen35").ollama.parallelForcedToOne);
        QVERIFY(kv::architecture("lfm2").ollama.parallelForcedToOne);
        QVERIFY(!kv::architecture("llama").ollama.parallelForcedToOne);
        // exllamav3 v1.4.1: a SlidingAttention ring for gpt-oss and Gemma 4, not for Gemma 3.
        QVERIFY(kv::architecture("gpt-oss").exllamav3.slidingRing);
        QVERIFY(kv::architecture("gemma4").exllamav3.slidingRing);
        QVERIFY(!kv::architecture("gemma3").exllamav3.slidingRing);
        // SGLang is_hybrid_swa_model: gpt-oss, Gemma 4, Llama 4.
        QVERIFY(kv::architecture("llama4").sglang.hybridSwa);
        QVERIFY(!kv::architecture("gemma3").sglang.hybridSwa);
        // llama.cpp's tensors: Qwen3's per-head q/k norms, OLMo 2's whole-projection ones, Qwen2's q/k/v biases.
        QVERIFY(kv::architecture("qwen3").tensors.qkNorm && !kv::architecture("qwen3").tensors.qkNormFull);
        QVERIFY(kv::architecture("olmo2").tensors.qkNormFull && !kv::architecture("olmo2").tensors.preNorms);
        QVERIFY(kv::architecture("qwen2").tensors.qkvBias);
        QVERIFY(!kv::architecture("mamba2").tensors.ffn);
        // The quantizer's 70B question: llama only with GQA at 80 layers, qwen2 at 80 layers.
        QVERIFY(kv::architecture("llama").llamacpp.type70b == kv::Architecture::LlamaCpp::Type70b::At80LayersWithGqa);
        QVERIFY(kv::architecture("qwen2").llamacpp.type70b == kv::Architecture::LlamaCpp::Type70b::At80Layers);
    }

    // The runtime descriptions (core/runtimes.h) walked the same way: ids unique and read back, the other names
    // --runtime accepts (llama-server is llama.cpp's server binary, TabbyAPI serves ExLlamaV3, kobold.cpp is
    // KoboldCpp's old name), and the rules spelled out per runtime.
    void runtimesAreDescribed()
    {
        QSet<QString> ids;
        for (kv::Runtime r : kv::kAllRuntimes) {
            const kv::RuntimeDescription& d = kv::describe(r);
            QVERIFY(d.runtime == r);
            QVERIFY(!d.id.empty() && !d.weightScheme.empty() && d.acceptsCache);
            QVERIFY(d.acceptsCache(d.cacheType)); // its default cache is one it accepts
            QVERIFY(kv::runtimeFromId(d.id) == r);
            ids.insert(QString::fromUtf8(d.id.data(), qsizetype(d.id.size())));
        }
        QCOMPARE(ids.size(), qsizetype(std::size(kv::kAllRuntimes)));
        QVERIFY(kv::runtimeFromId("llama-server") == kv::Runtime::LlamaCpp);
        QVERIFY(kv::runtimeFromId("llamacpp") == kv::Runtime::LlamaCpp);
        QVERIFY(kv::runtimeFromId("tabbyapi") == kv::Runtime::ExLlamaV3);
        QVERIFY(kv::runtimeFromId("kobold.cpp") == kv::Runtime::KoboldCpp);
        QVERIFY(!kv::runtimeFromId("") && !kv::runtimeFromId("tabby"));
        QVERIFY(kv::weightsFormat(kv::Runtime::Ollama) == kv::WeightsFormat::Gguf);
        QVERIFY(kv::weightsFormat(kv::Runtime::Mlx) == kv::WeightsFormat::Checkpoint);
        QVERIFY(kv::describe(kv::Runtime::Ollama).singleNode && !kv::describe(kv::Runtime::LlamaCpp).singleNode);
        QCOMPARE(kv::describe(kv::Runtime::KoboldCpp).maxContext, uint64_t(262144)); // --contextsize check_range
    }
};

QTEST_APPLESS_MAIN(TestArchitectures)
#include "tst_architectures.moc"
