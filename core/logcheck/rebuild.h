#pragma once
// The scenario a runtime log describes, rebuilt so that kvplanner can estimate it and put its numbers
// beside the log's. The model is a preset when one agrees with the log (by name, checked against every
// shape figure the log prints, or by shape alone), otherwise a ModelSpec built from the log's own
// numbers (its weights then spread the printed file size over the layers). The run parameters are the log's (n_ctx,
// n_seq_max, n_batch, n_ubatch, cache types, flash attention, unified cache, SWA full, offloaded layers, tensor split);
// the machine has one device per device the log names (capacities from "MiB free" when printed). Whatever the log does
// not say is assumed and listed as a Warning in `assumptions` (codes "log-*", worded in app/); what the buffer lines
// say about the devices is listed too: "log-cpu-only" (every buffer the CPU's: -ngl 0), "log-devices-inferred"
// (the GPUs and "offloaded N/M"), "log-devices-all-layers" (GPUs, no offload count). No file type and no file size:
// the weights are the model's native scheme when its architecture ships one ("log-weights-native-scheme":
// gpt-oss -> MXFP4_MOE), else Q4_K_M.
//
//   gpt-oss-20b log: print_info general.name = Gpt Oss 20b, n_layer 24, n_head_kv 8, n_swa 128 ...
//   rebuildScenario(log, catalog).matchedPresetId == "gpt-oss-20b";  scenario.llama.ctxSize == 131072
// No name? The model file the log names ("/models/Qwen_Qwen3-0.6B-Q6_K.gguf") is matched against the
// presets' ids and names, word by word (qwen3-0.6b), and, when the log prints no file type, against the
// weight schemes (Q6_K); both are listed as assumptions ("log-preset-by-file-name", "log-weights-from-file-name").
// Throws InputError("log-model-unknown", name) when no preset matches and the log lacks the shape
// (layers, KV heads, head size), as vLLM logs do for models kvplanner has no preset of.

#include "catalog.h"
#include "estimate.h"
#include "runtimelog.h"
#include "scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace kv {

struct RebuiltScenario
{
    Scenario scenario;
    std::string matchedPresetId; // "" when the model was built from the log's numbers
    std::vector<Warning> assumptions;
    bool operator==(const RebuiltScenario&) const = default;
};

RebuiltScenario rebuildScenario(const RuntimeLog& log, const Catalog& catalog);
// The same run with the model the user names (check LOG --model ID|FILE): assumptions "log-model-given"
// and, when a shape figure the log prints differs, "log-given-model-differs" (model, field). Never throws
// for the model; a GGUF's own weights (weightsBytesExact) are kept.
RebuiltScenario rebuildScenario(const RuntimeLog& log, const Catalog& catalog, const ModelSpec& model);
// The first shape figure the log prints that `model` does not have ("n_layer", "n_head_kv", ...), or "".
std::string logModelDisagreement(const LogModel& logged, const ModelSpec& model);

// The model alone: a preset or a spec from the log's numbers (see above), with its assumptions; the
// scenario part is left at its defaults. Same exceptions.
RebuiltScenario modelFromLog(const RuntimeLog& log, const Catalog& catalog);

// Where a printed buffer lives in kvplanner's machine: host buffers ("CPU", "CPU_Mapped", "CUDA_Host",
// "Vulkan_Host", "ROCm_Host", "CPU_REPACK", "AMX") -> "CPU"; "Metal_Mapped" -> "Metal"; GPUs keep their printed name
// ("CUDA1", "Vulkan0", "ROCm0", "RPC[192.168.1.2:50052]").
std::string deviceOf(std::string_view printed);
// A model buffer that holds weights again, rearranged for the CPU's kernels: "AMX", "CPU_REPACK" (and its older name
// "CPU_AARCH64"), "CPU_KLEIDIAI". A copy of tensors the file (and its mapping) already holds, not more weights.
bool isRepackedCopy(std::string_view printed);
inline constexpr std::string_view kHostDevice = "CPU";

} // namespace kv
