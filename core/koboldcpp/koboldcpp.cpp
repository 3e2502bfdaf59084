#include "koboldcpp/koboldcpp.h"

#include "defaults.h"
#include "llamacpp/placement.h"

#include <algorithm>
#include <string>

namespace kv {

namespace {

} // namespace

uint64_t koboldContextSize(const Scenario& s)
{
    return s.kobold.contextSize.value_or(s.contextPerUser);
}

std::optional<Warning> koboldCppRefusal(const Scenario& s)
{
    const uint64_t c = koboldContextSize(s);
    if (c < kKoboldMinContext || c > kKoboldMaxContext)
        return Warning{Diag::KoboldcppContextRange,
                       {std::to_string(c), std::to_string(kKoboldMinContext), std::to_string(kKoboldMaxContext)}};
    if (s.typeK != s.typeV)
        return Warning{Diag::KoboldcppOneKvType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
    if (!acceptsCacheType(Runtime::KoboldCpp, s.typeK))
        return Warning{Diag::KoboldcppKvType, {std::string(name(s.typeK))}};
    if (s.hardware.nodeCount() > 1)
        return Warning{Diag::KoboldcppNoCluster, {std::to_string(s.hardware.nodeCount())}};
    return std::nullopt;
}

const LlamaCppProfile& koboldCppLlama()
{
    static const LlamaCppProfile p = [] {
        LlamaCppProfile q = mainlineLlamaCpp();
        q.serverCaches = false; // no llama-server prompt cache; SmartCache is off by default
        q.notesPadding = false; // koboldcpp-context says the context, padding included
        return q;
    }();
    return p;
}

Scenario koboldCppAsLlamaCpp(const Scenario& s)
{
    Scenario t = s;
    t.runtime = Runtime::LlamaCpp;
    const KoboldCppOptions& k = s.kobold;
    LlamaCppOptions& l = t.llama;
    l = LlamaCppOptions{};
    l.ctxSize = koboldContextSize(s) + kKoboldExtraContext;
    l.parallel = 1;
    l.kvUnified = true;
    l.ubatchSize = k.batchSize;
    l.batchSize = 2 * k.batchSize;
    l.flashAttn = k.flashAttention ? FlashAttn::On : FlashAttn::Off;
    l.swaFull = !k.useSwa;
    l.swaExtraCells = k.useSwa ? static_cast<uint32_t>(kKoboldExtraContext) : 0; // llama-kv-cache-iswa.cpp
    l.outputsPerBatchToken = true;
    if (!k.flashAttention && t.typeV != ElemType::BF16)
        t.typeV = ElemType::F16; // KoboldCpp quantises only K without flash attention
    return t;
}

void relabelKoboldCpp(const Scenario& s, Estimate& e)
{
    const KoboldCppOptions& k = s.kobold;
    e.runtime.name = "koboldcpp";
    e.runtime.rulesVersion = "KoboldCpp 1.113.1 (launcher; adapter ≥ 1.102.2) on llama.cpp v0.5.0 (0ad4a86)";
    std::string cmd = "koboldcpp --model MODEL.gguf --contextsize " + std::to_string(koboldContextSize(s));
    const bool gpu = std::any_of(s.hardware.devices.begin(), s.hardware.devices.end(),
                                 [](const Device& d) { return d.kind != DeviceKind::Ram; });
    if (gpu) {
        const uint32_t n = e.placement.nLayer;
        cmd += " --gpulayers " + std::to_string(e.placement.nGpuLayers > n ? 999 : e.placement.nGpuLayers);
        if (!s.placement.tensorSplit.empty())
            cmd += " --tensor_split " + joinSplit(s.placement.tensorSplit, ' ');
    }
    if (!s.placement.kvOffload)
        cmd += " --lowvram";
    if (k.batchSize != KoboldCppOptions{}.batchSize)
        cmd += " --batchsize " + std::to_string(k.batchSize);
    if (!k.flashAttention)
        cmd += " --noflashattention";
    if (s.typeK != ElemType::F16)
        cmd += " --quantkv " + std::string(name(s.typeK));
    if (k.useSwa)
        cmd += " --useswa";
    if (s.side.projector)
        cmd += s.side.projector->offload ? " --mmproj MMPROJ.gguf" : " --mmproj MMPROJ.gguf --mmprojcpu";
    if (s.side.draft)
        cmd += " --draftmodel DRAFT.gguf";
    e.runtime.launch = cmd;
    const uint64_t asked = koboldContextSize(s);
    e.warnings.push_back({Diag::KoboldcppContext, {std::to_string(asked), std::to_string(e.runtime.nCtx)}});
    if (s.users > 1)
        e.warnings.push_back({Diag::KoboldcppOneRequest, {std::to_string(s.users)}});
    if (!k.flashAttention && s.typeV != ElemType::F16 && s.typeV != ElemType::BF16)
        e.warnings.push_back({Diag::KoboldcppVF16, {std::string(name(s.typeV))}});
}

} // namespace kv
