#pragma once
// The words for the core's codes. The core reports warnings, refusals and input errors as stable
// codes with arguments; this is the one place that turns them into translated sentences.
//   kv::Warning{"context-padded", {"16768", "16896"}} ->
//   "llama.cpp rounds the requested 16768 cells up to 16896 (a multiple of 256)."

#include <QString>

#include "errors.h"
#include "estimate.h"
#include "logcompare.h"
#include "scenario.h"

namespace kvapp {

QString describeWarning(const kv::Warning& warning);
QString describeRefusal(const kv::Warning& refusal);
QString describeError(const kv::InputError& error);
// Why the input was refused (its kv::reason with arguments), or empty when the error gives none.
QString describeReason(const kv::InputError& error);
QString verdictText(kv::Verdict verdict);
QString cacheKindText(kv::CacheKind kind);
// Apple silicon's memory band (kv::BandInfo): "fits (below the GPU working-set limit)", ...; "" for None.
QString memoryBandText(kv::MemoryBand band);
QString memoryBandWord(kv::MemoryBand band); // the band in one word for a table: "fits", "pages", "fails"
// The core's device names ("GPU 0", "RAM", "Unified memory") in the user's language.
QString deviceText(const std::string& coreName);
// "node 2" -> "node 2" in the UI language.
QString nodeText(const std::string& coreName);
// A cluster device's name without its node: "node 2 GPU 0" -> "GPU 0" (other names as deviceText).
QString deviceTextWithoutNode(const std::string& coreName);
// A link preset's name ("10gbe" -> "10 Gigabit Ethernet"); a link the user typed: its figures.
QString linkText(const kv::Link& link);
// The launch command; for a cluster one block per node, each under a shell comment naming the node:
//   # on node 1 (node1)
//   llama-server -m MODEL.gguf ... --rpc node2:50052
//
//   # on node 2 (node2)
//   ggml-rpc-server -H 0.0.0.0 -p 50052 -c
QString launchText(const kv::Estimate& e);
QString nodeLaunchText(const kv::NodeUse& node);
// "llama.cpp", "Ollama", "vLLM", "Ideal (on demand)".
QString runtimeText(kv::Runtime runtime);
// Where the plan's weights come from: "from the file: Q8_0" (a GGUF's own tensors and file type),
// "from the file", or the scheme ("Q4_K_M").
QString weightsText(const kv::Scenario& scenario);
// An MLX folder's weights: "from the folder: MLX 4-bit, group 64".
QString mlxWeightsText(const kv::MlxQuantization& quantization);
// The prefill bound (kv::PrefillBound), a lower bound on the wait: what limits it ("compute", "the host link
// (PCIe)", "memory bandwidth") and the whole line "at least 0.19 s (prompt 4,096 tokens, limited by compute)".
QString prefillLimitText(kv::PrefillLimit limit);
QString firstTokenText(const kv::PrefillBound& bound);

// Checking a runtime log (core/logcheck): why a line differs, how it matched, what the rebuild assumed,
// and why a log cannot be checked (kv::logProblem codes).
//   kv::Warning{"older-padding", {"4128", "4352", "32"}} ->
//   "An older llama.cpp padded the context to a multiple of 32 without flash attention: 4128 cells, ..."
QString describeCheckReason(const kv::Warning& reason);
QString checkMatchText(kv::CheckMatch match);
QString describeLogAssumption(const kv::Warning& assumption);
QString describeLogProblem(std::string_view code);

} // namespace kvapp
