#pragma once
// Choosing: which models fit this machine, which machines run this plan, and single changes that make a
// plan fit. Every row is an ordinary Scenario planned with plan(), so each number equals what
// `kvplanner-cli estimate` prints for the same model, scheme, machine and question.
//
//   kv::Scenario q;  q.hardware = machineFrom(rtx3090, {.ramBytes = 64 GiB});  q.contextPerUser = 16384;  q.users = 2;
//   auto rows = kv::fitTable(q, catalog.models, kv::schemesFor(q.runtime, catalog));
//   // rows: every model x scheme, each with its verdict, total, limits and speed; per model the
//   // highest-precision scheme that fits without spilling is marked best.
//   auto ranking = kv::machineRanking(plan70b, catalog.hardware, 4);
//   auto cheapest = kv::chooseMachines(ranking, {.order = kv::MachineOrder::Price, .budget = 2000,
//                                                .minTokensPerSecond = 20});
//   auto advice = kv::advise(s, kv::plan(s), {.schemes = ..., .machine = builder});

#include "catalog.h"
#include "estimate.h"
#include "hardware.h"
#include "scenario.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kv {

// The weight schemes a runtime loads: GGUF types for llama.cpp, Ollama, KoboldCpp and the ideal baseline
// (F32 only when asked for), published checkpoints (BF16, F16, FP8, AWQ, GPTQ) for vLLM and SGLang, MLX's
// affine mlx-4/6/8bit and the BF16/F16 checkpoints for MLX, EXL3 at published bit rates for ExLlamaV3.
// Highest precision first.
bool loadsScheme(Runtime runtime, const WeightScheme& scheme);
std::vector<WeightScheme> schemesFor(Runtime runtime, const Catalog& catalog);

// The weights a runtime gets when the user switches to it: the current scheme when the runtime loads it, else
// the runtime's default (defaultWeightScheme): Q4_K_M -> vLLM/SGLang BF16, MLX mlx-4bit, ExLlamaV3 EXL3-4.0BPW;
// KoboldCpp keeps Q4_K_M.
WeightScheme weightsForRuntime(Runtime runtime, const WeightScheme& current, const Catalog& catalog);

// The question with another model and scheme, exactly as `estimate --model ID --weights S` would build it.
Scenario withModel(const Scenario& question, const ModelSpec& model, const WeightScheme& scheme);

// One model at one scheme for one machine and question.
struct FitRow
{
    std::string model; // preset id
    std::string family;
    std::string weights; // scheme id
    double bodyBits = 0; // the scheme's precision, for ordering
    Verdict verdict = Verdict::Unknown;
    std::optional<Warning> refusal; // the runtime refuses this combination
    uint32_t layersInRam = 0;       // Verdict::Spills
    uint64_t totalBytes = 0;
    Limits limits;
    double tokensPerSecond = 0; // decode-speed bound per user
    // The prefill bound for the question's prompt (Scenario::promptTokens, else half the context): nullopt when a
    // peak figure is unknown, the row does not run or the prompt exceeds the context (core/prefill.h).
    std::optional<PrefillBound> prefill;
    bool best = false; // the highest-precision scheme of its model that fits without spilling
    bool operator==(const FitRow&) const = default;
};

// Rows model by model (in the given order), schemes from the highest precision down.
std::vector<FitRow> fitTable(const Scenario& question, const std::vector<ModelSpec>& models,
                             const std::vector<WeightScheme>& schemes);

// One machine (a preset, with 1..maxGpus of a discrete GPU) for one plan.
struct MachineRow
{
    std::string hardware; // preset id
    std::string name;
    std::string category;
    uint32_t gpus = 1; // discrete GPUs; 1 for unified and CPU-only machines
    Verdict verdict = Verdict::Unknown;
    std::optional<Warning> refusal;
    uint32_t layersInRam = 0;
    int64_t headroomBytes = 0; // usable minus used on the tightest device (negative: over)
    uint64_t totalBytes = 0;
    Limits limits;
    double tokensPerSecond = 0;
    std::optional<PrefillBound> prefill; // as FitRow::prefill, for the plan's prompt
    // What it costs, from the preset's list price and power (unknown when the preset has none, and for a
    // machine described card by card): a discrete GPU's price and board power times the GPU count (the
    // cards only, not the PC around them), a whole system's own. 2 x RTX 3090 at $1,499 and 350 W:
    // price 2998 USD, 700 W; at 20 tokens/s, 149.9 USD per token/s.
    std::optional<double> price;
    std::string currency;    // the price's, ISO 4217 ("USD"); empty when unknown
    std::string priceSource; // the preset's price source
    std::optional<double> powerW;
    std::optional<double> idlePowerW;             // the maker's idle figure, times the GPU count; unknown: none
    std::optional<double> pricePerTokenPerSecond; // price / tokensPerSecond; unknown when the plan does not run
    // Set by priceRows (money.h): the currency the price was given in (differs from `currency` when it was
    // converted), and whether it is the user's own price rather than the list price.
    std::string priceCurrency;
    bool ownPrice = false;
    bool operator==(const MachineRow&) const = default;
};

// The plan on every preset: `machineFrom(preset, {.gpus = g})` with the preset's system RAM and the
// default reserves, g = 1..maxGpus for discrete GPUs (vLLM: discrete GPUs only, rows with
// --tensor-parallel-size g; head counts g does not divide are refused rows). Ordered:
// fits without spilling (fastest first), spills (fastest first), does not fit (closest first).
std::vector<MachineRow> machineRanking(const Scenario& plan, const std::vector<HardwarePreset>& presets,
                                       uint32_t maxGpus);

// Another order and a filter over a ranking's rows. Every order keeps the groups: fits without spilling,
// then spills, then does not fit (closest first); within the first two groups
//   Speed:    fastest first (machineRanking's order);
//   Price:    cheapest first, prices in `currency` only (no conversion: other currencies and unknown prices
//             come after them, fastest first); equal prices fastest first;
//   Headroom: the most headroom on the tightest device first.
// Ties: faster first, then fewer GPUs. A budget keeps the rows priced in `currency` at or under it (unknown prices are
// left out: they cannot be checked); a minimum speed keeps the rows that run at least that fast per user
// (the ones that do not run at all are left out).
enum class MachineOrder : uint8_t { Speed, Price, Headroom };
struct MachineChoice
{
    MachineOrder order = MachineOrder::Speed;
    std::string currency = "USD";
    std::optional<double> budget;  // in `currency`
    double minTokensPerSecond = 0; // 0: any
};
std::vector<MachineRow> chooseMachines(std::vector<MachineRow> rows, const MachineChoice& choice);
// The scenario of one ranking row (what `estimate --hardware ID --gpus G` plans).
Scenario onMachine(const Scenario& plan, const HardwarePreset& preset, uint32_t gpus);

// Ways to make a plan fit, each estimated. Ordered by what they cost the user: free settings first,
// then quality, then speed, then capability (less context, fewer users), then money.
enum class AdviceKind : uint8_t {
    GpuLimit,        // unified memory: raise the GPU working-set limit (iogpu.wired_limit_mb)
    VllmUtilization, // vLLM: a larger --gpu-memory-utilization
    KvQ8,            // a q8_0 (vLLM: fp8) KV cache, flash attention on where the runtime needs it
    Weights,         // the largest weight scheme that fits
    KvQ4,            // a q4_0 KV cache
    NCpuMoe,         // MoE: the smallest --n-cpu-moe that fits (experts in RAM: slower)
    Offload,         // partial offload: -ngl that runs (layers in RAM: slower)
    Context,         // the longest context per user that fits
    Users,           // the most users that fit
    MoreGpus,        // more GPUs of the same kind
    Combination,     // two or three of the changes above together (Advice::steps), when no single one fits
    Machine,         // another machine (a preset from machineRanking) that runs the plan as it is
};
std::string_view adviceKindId(AdviceKind kind); // "gpu-limit", "vllm-utilization", "kv-q8", ...

// A change to the machine that only its builder knows how to make (the CLI from its options, the
// window from its machine choice): a GPU count, or a unified pool's GPU limit.
struct MachineTweak
{
    std::optional<uint32_t> gpus;
    std::optional<uint64_t> gpuLimitBytes;
};
using MachineBuilder = std::function<std::optional<Hardware>(const MachineTweak&)>;

struct AdviceOptions
{
    std::vector<WeightScheme> schemes; // candidates for a smaller scheme (schemesFor)
    MachineBuilder machine;            // empty: no machine changes are suggested
    uint32_t maxGpus = 8;
    // Presets for the machines that run the plan as it is (machineRanking with up to maxGpus GPUs); only
    // ranked when no single change makes the plan fit. Empty: no machines are suggested.
    std::vector<HardwarePreset> machines;
    // The price of `gpus` of a preset (a whole system's own for gpus 1) in one currency; nullopt when unknown.
    // Set: the machines suggested are the cheapest that run the plan (at a usable speed first, then the priced
    // ones, cheapest first); unset: the smallest (fewest GPUs, least to spare).
    std::function<std::optional<double>(const HardwarePreset&, uint32_t gpus)> priceOf;
};

// One change of a combination: what a single suggestion of that kind sets.
struct AdviceStep
{
    AdviceKind kind = AdviceKind::Context;
    std::vector<std::string> args;
    uint64_t value = 0;
    std::string text;
    bool operator==(const AdviceStep&) const = default;
};

struct Advice
{
    AdviceKind kind = AdviceKind::Context;
    std::vector<std::string> args; // `kvplanner-cli estimate` flags that realise it, e.g. {"--kv-type", "q8_0"}
    uint64_t value = 0;            // the number it sets: context, users, GPUs, -ngl, --n-cpu-moe, limit bytes,
                                   // utilization in hundredths
    std::string text;              // the scheme or cache type it sets ("Q3_K_M", "q8_0"); Machine: the preset id
    std::vector<AdviceStep> steps; // Combination: its changes, cheapest first (args is their args in order)
    bool partial = false;          // spills less or decodes faster than now, without making the plan fit
    Scenario scenario;             // the plan with the change applied
    Verdict verdict = Verdict::Unknown;
    uint32_t layersInRam = 0;
    uint64_t totalBytes = 0;
    double tokensPerSecond = 0;
    double firstTokenSeconds = 0; // the plan's prefill bound with the change (PrefillBound; 0 = none)
    Limits limits;
    bool operator==(const Advice&) const = default;
};

// Suggestions when the plan spills or does not fit, or fits with under 10% headroom (then the changes
// that reach a longer context). Each suggestion fits when applied; for a plan that does not run at all,
// a change that makes it run with layers in RAM is listed too (its verdict says Spills); those of 3.
// below only spill less. In this order:
//   1. single changes, by what they cost (AdviceKind's order);
//   2. when none of them fits: up to three combinations of two or three changes that fit together
//      (Combination; fewer and cheaper changes first, then more users and context kept, better weights),
//      each planned exactly like a single change, and no combination that holds one that fits already;
//   3. for a plan that spills: the single changes that decode at least 5% faster, spilling no more
//      layers, without making it fit (partial), the fastest first;
//   4. when no single change fits: up to two machines (options.machines) that run it as it is, among
//      machineRanking's machines with up to four GPUs (onMachine): at 10 tokens/s per user or more first,
//      then the cheapest (options.priceOf), else the smallest (fewest GPUs, least to spare) (Machine; args
//      --hardware ID --gpus G replace the machine's own flags).
// E.g. Llama 3.3 70B Q4_K_M at 32k x 2 users on a 48 GB Mac mini (36 GiB for the GPU): no single change
// fits; a 45 GiB GPU limit with Q2_K weights, a q4_0 cache with IQ3_M weights, and a 45 GiB limit with
// 8,448 tokens per user do, and two machines run it as it is.
std::vector<Advice> advise(const Scenario& scenario, const Estimate& current, const AdviceOptions& options);

} // namespace kv
