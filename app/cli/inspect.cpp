#include "inspect.h"

#include "cliio.h"

#include "clierror.h"
#include "clitr.h"
#include "modelimport.h"
#include "modeljson.h"
#include "wording.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace kvcli {

namespace {

nlohmann::json classBytesJson(const kv::ClassBytes& c)
{
    return {{"embedding", c.embedding}, {"attention", c.attention}, {"ffn", c.ffn},       {"experts", c.experts},
            {"recurrent", c.recurrent}, {"norm", c.norm},           {"output", c.output}, {"other", c.other}};
}

nlohmann::json inspectJson(const QString& file, const kv::ImportResult& r)
{
    const kv::LayerCensus c = kv::census(r.model);
    nlohmann::json assumptions = nlohmann::json::array();
    for (const kv::Warning& a : r.assumptions)
        assumptions.push_back(
            {{"code", a.code}, {"args", a.args}, {"message", kvapp::describeWarning(a).toStdString()}});
    return {{"schema", "kvplanner.inspect/1"},
            {"file", file.toStdString()},
            {"format", r.format},
            {"arch", r.model.arch},
            {"gguf_version", r.ggufVersion},
            {"tensor_count", r.tensorCount},
            {"file_parts", r.fileParts},
            {"layers",
             {{"total", r.model.nLayer()},
              {"full", c.full},
              {"swa", c.swa},
              {"chunked", c.chunked},
              {"mla", c.mla},
              {"recurrent", c.recurrent},
              {"none", c.none}}},
            {"model", kv::modelToJson(r.model)},
            {"weights_bytes_exact", r.model.weightsBytesExact},
            {"weight_bytes_by_class", classBytesJson(r.model.fileWeights.bytesByClass)},
            {"layer_weight_bytes", r.layerWeightBytes},
            {"other_weight_bytes", r.otherWeightBytes},
            {"assumptions", assumptions}};
}

QString layerLine(const kv::ModelSpec& m)
{
    const kv::LayerCensus c = kv::census(m);
    QString heads;
    for (const kv::LayerSpec& l : m.layers)
        if (l.hasAttention()) {
            heads = Cli::tr("%1 KV heads x K %2 / V %3").arg(l.nHeadKv).arg(l.headDimK).arg(l.headDimV);
            if (l.attn == kv::AttnKind::Swa || l.window)
                heads += Cli::tr(", window %1").arg(l.window);
            break;
        }
    if (c.chunked > 0) // Llama 4: chunked local attention instead of sliding windows
        return Cli::tr("layers: %1 (full %2, chunked %3, latent %4, recurrent %5, none %6); %7\n")
            .arg(m.nLayer())
            .arg(c.full)
            .arg(c.chunked)
            .arg(c.mla)
            .arg(c.recurrent)
            .arg(c.none)
            .arg(heads);
    return Cli::tr("layers: %1 (full %2, sliding %3, latent %4, recurrent %5, none %6); %7\n")
        .arg(m.nLayer())
        .arg(c.full)
        .arg(c.swa)
        .arg(c.mla)
        .arg(c.recurrent)
        .arg(c.none)
        .arg(heads);
}

QString inspectText(const QString& file, const kv::ImportResult& r)
{
    const kv::ModelSpec& m = r.model;
    QString t = Cli::tr("file: %1 (%2)\narch: %3\n")
                    .arg(file, QString::fromStdString(r.format), QString::fromStdString(m.arch));
    t += layerLine(m);
    t += Cli::tr("n_embd %1, n_head %2, n_ctx_train %3, n_vocab %4\n")
             .arg(m.nEmbd)
             .arg(m.nHead)
             .arg(m.nCtxTrain)
             .arg(m.nVocab);
    if (m.kvLoraRank)
        t += Cli::tr("MLA: kv_lora_rank %1, rope %2\n").arg(m.kvLoraRank).arg(m.qkRopeHeadDim);
    if (m.recurrent.kind != kv::RecurrentKind::None)
        t += Cli::tr("recurrent: %1, d_conv %2, d_inner %3, d_state %4, n_group %5\n")
                 .arg(QString::fromUtf8(kv::recurrentKindName(m.recurrent.kind)))
                 .arg(m.recurrent.dConv)
                 .arg(m.recurrent.dInner)
                 .arg(m.recurrent.dState)
                 .arg(m.recurrent.nGroup);
    if (m.isMoe())
        t += Cli::tr("experts: %1, %2 used per token\n").arg(m.nExpert).arg(m.nExpertUsed);
    const kv::ParamCounts& p = m.params;
    t +=
        Cli::tr(
            "params: %1 (embedding %2, attention %3, ffn %4, experts %5, recurrent %6, norm %7, output %8, other %9)\n")
            .arg(p.total())
            .arg(p.embedding)
            .arg(p.attention)
            .arg(p.ffn)
            .arg(p.experts)
            .arg(p.recurrent)
            .arg(p.norm)
            .arg(p.output)
            .arg(p.other);
    if (m.weightsBytesExact)
        t += Cli::tr("weights: %1 bytes exactly\n").arg(m.weightsBytesExact);
    if (m.mlxQuant.bits > 0)
        //: %1 "from the folder: MLX 4-bit, group 64"; %2 how many layers the folder quantises otherwise
        t += Cli::tr("weights %1 (%2 per-layer overrides)\n")
                 .arg(kvapp::mlxWeightsText(m.mlxQuant))
                 .arg(m.mlxQuant.overrides);
    if (const kv::ClassBytes& c = m.fileWeights.bytesByClass; c.total() > 0)
        t += Cli::tr("weight bytes by class: embedding %1, attention %2, ffn %3, experts %4, recurrent %5, norm %6, "
                     "output %7, other %8\n")
                 .arg(c.embedding)
                 .arg(c.attention)
                 .arg(c.ffn)
                 .arg(c.experts)
                 .arg(c.recurrent)
                 .arg(c.norm)
                 .arg(c.output)
                 .arg(c.other);
    for (const kv::Warning& a : r.assumptions)
        t += Cli::tr("assumed: %1\n").arg(kvapp::describeWarning(a));
    return t;
}

} // namespace

int cmdInspect(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Show what kvplanner reads from a GGUF file, a config.json or a model folder, and what it assumes."));
    p.addPositionalArgument(QStringLiteral("file"),
                            Cli::tr("A GGUF file, a config.json, a model folder (config.json + *.safetensors, e.g. "
                                    "an MLX one) or a kvplanner model spec."));
    p.addOption(QCommandLineOption(QStringLiteral("json"), Cli::tr("Write JSON (schema kvplanner.inspect/1).")));
    if (!parseArgs(p, args))
        return 0;
    if (p.positionalArguments().size() != 1)
        throw CliError{Cli::tr("inspect takes exactly one file")};
    const QString file = p.positionalArguments().constFirst();
    const kv::ImportResult r = kv::importModelFile(file.toStdString());
    if (p.isSet(QStringLiteral("json")))
        print(QString::fromStdString(inspectJson(file, r).dump(2) + "\n"));
    else
        print(inspectText(file, r));
    return 0;
}

} // namespace kvcli
