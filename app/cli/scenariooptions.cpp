#include "scenariooptions.h"

#include "clierror.h"
#include "errors.h"
#include "estimator.h"
#include "modelfile.h"
#include "modeljson.h"
#include "scenariojson.h"
#include "wording.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

namespace kvcli {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("kvplanner-cli", s);
}

struct Opt
{
    const char* name;
    const char* value; // nullptr for a switch
    const char* help;
};

constexpr Opt kOptions[] = {
    {"model", "ID|FILE", "Model preset id, or a model file (kvplanner spec JSON, config.json, GGUF)."},
    {"context", "N", "Context per user, in tokens (default 4096)."},
    {"users", "N", "Concurrent users (default 1)."},
    {"weights", "SCHEME", "Weight quantisation: Q4_K_M (default), Q8_0, BF16, ... (see --help)."},
    {"kv-type", "T", "KV cache type for both K and V: f16 (default), q8_0, q4_0, ..."},
    {"cache-type-k", "T", "K cache type (llama.cpp -ctk)."},
    {"cache-type-v", "T", "V cache type (llama.cpp -ctv)."},
    {"runtime", "NAME", "llama.cpp (default), ollama, vllm or ideal."},
    {"ctx-size", "N", "llama.cpp -c: TOTAL context over all sequences (overrides context x users)."},
    {"parallel", "N", "llama.cpp -np: number of sequences (overrides users)."},
    {"batch-size", "N", "llama.cpp -b (default 2048)."},
    {"ubatch-size", "N", "llama.cpp -ub (default 512)."},
    {"flash-attn", "on|off|auto", "llama.cpp -fa (default auto, which resolves to on)."},
    {"swa-full", nullptr, "llama.cpp --swa-full: sliding-window layers keep the full context."},
    {"kv-unified", nullptr, "llama.cpp --kv-unified: one cache shared by all sequences."},
    {"compute-mib", "MIB", "Use this compute buffer size instead of the approximation."},
    {"hardware", "ID", "Hardware preset."},
    {"vram", "GIB", "GPU memory per GPU, in GiB."},
    {"ram", "GIB", "System RAM, in GiB."},
    {"gpus", "N", "Number of identical GPUs (default 1)."},
    {"scenario", "FILE", "Start from a saved scenario (.kvplan)."},
};

kv::ElemType elemOption(const QString& option, const QString& value)
{
    const auto t = kv::elemTypeFromName(value.toStdString());
    if (!t)
        throw CliError{tr("unknown cache type “%1” for --%2 (f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0, iq4_nl, "
                          "fp8)")
                           .arg(value, option)};
    return *t;
}

kv::ModelSpec resolveModel(const QString& value, const kv::Catalog& catalog)
{
    if (const kv::ModelSpec* m = catalog.findModel(value.toStdString()))
        return *m;
    const QFileInfo fi(value);
    if (!fi.exists())
        throw kv::InputError("unknown-model", value.toStdString());
    return kv::loadModelFile(fi.absoluteFilePath().toStdString());
}

} // namespace

uint64_t parseCount(const QString& option, const QString& value, uint64_t min, uint64_t max)
{
    bool ok = false;
    const qulonglong v = value.trimmed().toULongLong(&ok);
    if (!ok || v < min || v > max)
        throw CliError{tr("--%1 needs a whole number from %2 to %3, not “%4”")
                           .arg(option)
                           .arg(static_cast<qulonglong>(min))
                           .arg(static_cast<qulonglong>(max))
                           .arg(value)};
    return v;
}

double parseGiB(const QString& option, const QString& value)
{
    bool ok = false;
    const double v = value.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0 || v > 1e6)
        throw CliError{tr("--%1 needs a size in GiB greater than 0 (at most 1000000), not “%2”").arg(option, value)};
    return v;
}

void addScenarioOptions(QCommandLineParser& p)
{
    for (const Opt& o : kOptions) {
        QCommandLineOption opt(QString::fromLatin1(o.name), tr(o.help));
        if (o.value)
            opt.setValueName(QString::fromLatin1(o.value));
        p.addOption(opt);
    }
}

kv::Scenario scenarioFromOptions(const QCommandLineParser& p, const kv::Catalog& catalog)
{
    kv::Scenario s;
    auto has = [&](const char* n) { return p.isSet(QString::fromLatin1(n)); };
    auto val = [&](const char* n) { return p.value(QString::fromLatin1(n)); };

    if (has("scenario")) {
        const std::string path = val("scenario").toStdString();
        s = kv::scenarioFromJson(kv::parseJsonText(kv::readTextFile(path, 16u << 20), path), catalog);
    } else {
        if (!has("model"))
            throw CliError{tr("--model is required (a preset id such as llama-3.1-8b, or a model file)")};
        const kv::WeightScheme* w = catalog.findScheme("Q4_K_M");
        if (w)
            s.weights = *w;
    }
    if (has("model"))
        s.model = resolveModel(val("model"), catalog);
    if (has("context"))
        s.contextPerUser = parseCount(QStringLiteral("context"), val("context"), 1, kv::kMaxContext);
    if (has("users"))
        s.users = static_cast<uint32_t>(parseCount(QStringLiteral("users"), val("users"), 1, kv::kMaxUsers));
    if (has("weights")) {
        const kv::WeightScheme* w = catalog.findScheme(val("weights").toStdString());
        if (!w)
            throw kv::InputError("unknown-weights", val("weights").toStdString());
        s.weights = *w;
    }
    if (has("kv-type"))
        s.typeK = s.typeV = elemOption(QStringLiteral("kv-type"), val("kv-type"));
    if (has("cache-type-k"))
        s.typeK = elemOption(QStringLiteral("cache-type-k"), val("cache-type-k"));
    if (has("cache-type-v"))
        s.typeV = elemOption(QStringLiteral("cache-type-v"), val("cache-type-v"));
    if (has("runtime")) {
        const auto r = kv::runtimeFromId(val("runtime").toStdString());
        if (!r)
            throw CliError{tr("unknown runtime “%1” (llama.cpp, ollama, vllm, ideal)").arg(val("runtime"))};
        s.runtime = *r;
    }
    if (has("ctx-size"))
        s.llama.ctxSize = parseCount(QStringLiteral("ctx-size"), val("ctx-size"), 0, kv::kMaxContext);
    if (has("parallel"))
        s.llama.parallel = static_cast<uint32_t>(parseCount(QStringLiteral("parallel"), val("parallel"), 1, kv::kMaxUsers));
    if (has("batch-size"))
        s.llama.batchSize = static_cast<uint32_t>(parseCount(QStringLiteral("batch-size"), val("batch-size"), 1, 1u << 20));
    if (has("ubatch-size"))
        s.llama.ubatchSize =
            static_cast<uint32_t>(parseCount(QStringLiteral("ubatch-size"), val("ubatch-size"), 1, 1u << 20));
    if (has("flash-attn")) {
        const auto fa = kv::flashAttnFromId(val("flash-attn").toStdString());
        if (!fa)
            throw CliError{tr("--flash-attn takes on, off or auto, not “%1”").arg(val("flash-attn"))};
        s.llama.flashAttn = *fa;
    }
    if (has("swa-full"))
        s.llama.swaFull = true;
    if (has("kv-unified"))
        s.llama.kvUnified = true;
    if (has("compute-mib"))
        s.computeBytesOverride = parseCount(QStringLiteral("compute-mib"), val("compute-mib"), 0, 1u << 24) << 20;

    if (has("hardware"))
        throw kv::InputError("unknown-hardware", val("hardware").toStdString());
    if (has("vram") || has("ram") || has("gpus")) {
        s.hardware = {};
        const uint32_t gpus =
            has("gpus") ? static_cast<uint32_t>(parseCount(QStringLiteral("gpus"), val("gpus"), 1, 64)) : 1;
        if (has("vram")) {
            const double gib = parseGiB(QStringLiteral("vram"), val("vram"));
            for (uint32_t i = 0; i < gpus; ++i)
                s.hardware.devices.push_back({"GPU " + std::to_string(i), kv::DeviceKind::Gpu,
                                              static_cast<uint64_t>(std::llround(gib * 1073741824.0))});
        }
        if (has("ram")) {
            const double gib = parseGiB(QStringLiteral("ram"), val("ram"));
            s.hardware.devices.push_back(
                {"RAM", kv::DeviceKind::Ram, static_cast<uint64_t>(std::llround(gib * 1073741824.0))});
        }
    }
    return s;
}

} // namespace kvcli
