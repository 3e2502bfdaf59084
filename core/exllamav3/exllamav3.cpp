#include "exllamav3/exllamav3.h"

#include "arch/architecture.h"

#include "checked.h"
#include "errors.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace kv {

namespace {

constexpr const char* kRules = "ExLlamaV3 4f8ad01 (cache/*.py, modules/sliding_attn.py, gated_delta_net.py, "
                               "short_conv.py); TabbyAPI e632af4 (backends/exllamav3/model.py)";
constexpr uint64_t kPage = 256;     // exllamav3/constants.py PAGE_SIZE
constexpr uint64_t kSwaOverp = 512; // SlidingAttention's sliding_window_overp default, 2 x PAGE_SIZE
constexpr uint64_t kFp16 = 2;       // torch.half / torch.bfloat16
constexpr uint64_t kF32 = 4;        // torch.float

// Architectures (llama.cpp's names) whose sliding-window layers exllamav3 builds as SlidingAttention, a per-slot ring
// (architecture/gpt_oss.py, gemma4.py, afmoe.py, laguna.py, step3_5.py); the others run them as full attention.
bool slidingRing(const ModelSpec& m)
{
    return architecture(m.arch).exllamav3.slidingRing;
}

} // namespace

uint32_t tabbyDefaultMaxBatchSize(const ModelSpec& m)
{
    const bool ring = slidingRing(m);
    const bool state = std::any_of(m.layers.begin(), m.layers.end(), [ring](const LayerSpec& l) {
        return l.hasRecurrent() || (ring && l.attn == AttnKind::Swa && l.hasAttention());
    });
    return state ? 4 : 128;
}

namespace {

uint64_t ringTokens(const LayerSpec& l)
{
    return ceilDiv(uint64_t(l.window) + kSwaOverp, kPage) * kPage;
}

// One slot's recurrent state of a layer: {conv bytes, state bytes}, and whether the rule is pinned.
struct State
{
    uint64_t conv = 0, ssm = 0;
    bool pinned = true;
};

State stateOf(const ModelSpec& m, const LayerSpec& l)
{
    const RecurrentInfo& r = m.recurrent;
    State st;
    const uint64_t channels = r.dConv > 1 ? l.stateR / (r.dConv - 1) : 0;
    if (r.kind == RecurrentKind::GatedDeltaNet ||
        r.kind == RecurrentKind::Mamba2) { // GDNLayerState: bf16 conv, f32 state
        st.conv = mul(mul(channels, r.dConv), kFp16);
        st.ssm = mul(l.stateS, kF32);
    } else if (r.kind == RecurrentKind::ShortConv) { // ShortConvLayerState: fp16 conv, no state
        st.conv = mul(mul(channels, r.dConv), kFp16);
    } else {
        st.conv = mul(l.stateR, kF32);
        st.ssm = mul(l.stateS, kF32);
        st.pinned = false;
    }
    return st;
}

// Bytes of one token of a paged layer's K and V.
std::pair<uint64_t, uint64_t> tokenBytes(const ModelSpec& m, const LayerSpec& l, const ExLlamaV3Options& o)
{
    if (l.attn == AttnKind::Mla) { // CacheLayer_MLA_*: latent (quantised with K's bits) + fp16 rope key, no V
        const uint64_t rope = m.qkRopeHeadDim;
        const uint64_t latent = l.headDimK > rope ? l.headDimK - rope : 0;
        return {add(exllamav3RowBytes(latent, o.kBits), mul(rope, kFp16)), 0};
    }
    return {exllamav3RowBytes(l.kValues(), o.kBits), exllamav3RowBytes(l.vValues(), o.vBits)};
}

CacheBlock blockOf(CacheKind kind, uint64_t cells, uint32_t streams)
{
    CacheBlock b;
    b.kind = kind;
    b.cellsPerStream = cells;
    b.streams = streams;
    b.typeK = ElemType::F16;
    b.typeV = ElemType::F16;
    return b;
}

std::string num(uint64_t v)
{
    return std::to_string(v);
}

} // namespace

uint64_t exllamav3RowBytes(uint64_t n, uint32_t bits)
{
    if (bits == 16)
        return mul(n, kFp16);
    return add(mul(mul(n / 32, bits), 4), mul(n / 32, kFp16)); // int32 words of packed bits + fp16 scales
}

std::pair<uint32_t, uint32_t> exllamav3CacheMode(std::string_view mode)
{
    std::string m;
    for (char c : mode)
        if (c != ' ')
            m += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (m == "FP16")
        return {16, 16};
    if (m == "Q4" || m == "Q6" || m == "Q8") {
        const uint32_t b = static_cast<uint32_t>(m[1] - '0');
        return {b, b};
    }
    if (m.size() == 3 && m[1] == ',' && m[0] >= '2' && m[0] <= '8' && m[2] >= '2' && m[2] <= '8')
        return {static_cast<uint32_t>(m[0] - '0'), static_cast<uint32_t>(m[2] - '0')};
    throw InputError("exllamav3-cache-mode-invalid", std::string(mode));
}

std::string exllamav3CacheModeName(uint32_t kBits, uint32_t vBits)
{
    if (kBits == 16)
        return "FP16";
    return std::to_string(kBits) + "," + std::to_string(vBits);
}

std::optional<WeightScheme> exl3Scheme(std::string_view id)
{
    std::string s;
    for (char c : id)
        s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (s.rfind("exl3-", 0) != 0)
        return std::nullopt;
    std::string rest = s.substr(5);
    uint32_t head = 6;
    if (const size_t h = rest.find("-h"); h != std::string::npos) {
        const std::string hb = rest.substr(h + 2);
        uint32_t v = 0;
        const auto [p, ec] = std::from_chars(hb.data(), hb.data() + hb.size(), v);
        if (ec != std::errc() || p != hb.data() + hb.size() || !((v >= 1 && v <= 8) || v == 16))
            return std::nullopt;
        head = v;
        rest.resize(h);
    }
    if (rest.size() > 3 && rest.compare(rest.size() - 3, 3, "bpw") == 0)
        rest.resize(rest.size() - 3);
    double bpw = 0;
    const auto [end, err] = std::from_chars(rest.data(), rest.data() + rest.size(), bpw);
    if (rest.empty() || err != std::errc() || end != rest.data() + rest.size() || !(bpw >= 1 && bpw <= 8))
        return std::nullopt;
    char digits[32];
    const auto written = std::to_chars(digits, digits + sizeof digits, bpw); // shortest: 4, 2.25 (no locale)
    std::string label = "EXL3-" + std::string(digits, written.ptr) + "BPW";
    if (label.find('.') == std::string::npos) // "EXL3-4BPW" -> "EXL3-4.0BPW"
        label.insert(label.size() - 3, ".0");
    if (head != 6)
        label += "-H" + std::to_string(head);
    WeightScheme w;
    w.id = label;
    w.bodyBits = bpw;
    w.embeddingBits = 16;
    w.outputBits = head;
    w.normBits = 16;
    return w;
}

Estimate estimateExLlamaV3(const Scenario& s)
{
    Estimate e;
    const ExLlamaV3Options& o = s.exllamav3;
    const ModelSpec& m = s.model;
    RuntimeParams& rt = e.runtime;
    rt.name = "exllamav3";
    rt.rulesVersion = kRules;
    if (!((o.kBits == 16 && o.vBits == 16) || (o.kBits >= 2 && o.kBits <= 8 && o.vBits >= 2 && o.vBits <= 8)))
        throw InputError("exllamav3-cache-mode-invalid", std::to_string(o.kBits) + "," + std::to_string(o.vBits));
    // The cache's element type is the cache mode's; the planner's K / V types must stay at f16.
    if (s.typeK != ElemType::F16 || s.typeV != ElemType::F16) {
        e.refusal = Warning{Diag::Exllamav3CacheType, {std::string(name(s.typeK)), std::string(name(s.typeV))}};
        return e;
    }
    if (o.cacheSize && (*o.cacheSize == 0 || *o.cacheSize % kPage != 0)) {
        e.refusal = Warning{Diag::Exllamav3CacheSizePage, {num(*o.cacheSize)}};
        return e;
    }
    for (const LayerSpec& l : m.layers) {
        if (!l.hasAttention() || !o.quantised())
            continue;
        const uint64_t n =
            l.attn == AttnKind::Mla ? l.headDimK - std::min<uint64_t>(l.headDimK, m.qkRopeHeadDim) : l.kValues();
        if (n % 32 != 0 || (l.attn != AttnKind::Mla && l.vValues() % 32 != 0)) {
            e.refusal = Warning{Diag::Exllamav3QuantWidth, {num(n)}};
            return e;
        }
    }
    if (!s.hardware.devices.empty() && std::none_of(s.hardware.devices.begin(), s.hardware.devices.end(),
                                                    [](const Device& d) { return d.kind == DeviceKind::Gpu; })) {
        e.refusal = Warning{Diag::Exllamav3NeedsGpu, {}};
        return e;
    }

    std::string scheme;
    for (char c : s.weights.id)
        scheme += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (m.weightsBytesExact == 0 && scheme.rfind("EXL3-", 0) != 0)
        e.warnings.push_back({Diag::Exllamav3WeightsNotExl3, {s.weights.id}});

    const uint64_t asked = mul(s.contextPerUser, s.users);
    const uint64_t cacheSize = o.cacheSize.value_or(ceilDiv(asked, kPage) * kPage);
    uint64_t maxSeqLen = o.maxSeqLen.value_or(s.contextPerUser);
    if (maxSeqLen > cacheSize) {
        e.warnings.push_back({Diag::Exllamav3MaxSeqLenLimited, {num(maxSeqLen), num(cacheSize)}});
        maxSeqLen = cacheSize;
    }
    const uint32_t slots = o.maxBatchSize.value_or(s.users);

    CacheBlock full = blockOf(CacheKind::Full, cacheSize, 1), swa = blockOf(CacheKind::Swa, cacheSize, 1),
               mla = blockOf(CacheKind::Mla, cacheSize, 1), ring = blockOf(CacheKind::Swa, 0, slots),
               rec = blockOf(CacheKind::Recurrent, 1, slots);
    rec.typeK = ElemType::BF16;
    rec.typeV = ElemType::F32;
    ExLlamaV3Plan plan;
    bool unpinned = false;
    uint64_t usedPerUser = 0; // pages a user's job holds, plus its slot
    const uint64_t userPages = ceilDiv(std::min(s.contextPerUser, maxSeqLen), kPage);
    for (const LayerSpec& l : m.layers) {
        if (l.hasAttention()) {
            if (l.attn == AttnKind::Swa && slidingRing(m)) {
                const uint64_t cells = ringTokens(l);
                ring.layers += 1;
                ring.cellsPerStream = std::max(ring.cellsPerStream, cells);
                const uint64_t k = mul(mul(cells, l.kValues()), kFp16), v = mul(mul(cells, l.vValues()), kFp16);
                ring.kBytes = add(ring.kBytes, mul(k, slots));
                ring.vBytes = add(ring.vBytes, mul(v, slots));
                plan.slotBytes = add(plan.slotBytes, add(k, v));
            } else {
                CacheBlock& b = l.attn == AttnKind::Mla ? mla : l.attn == AttnKind::Swa ? swa : full;
                const auto [k, v] = tokenBytes(m, l, o);
                b.layers += 1;
                b.kBytes = add(b.kBytes, mul(k, cacheSize));
                b.vBytes = add(b.vBytes, mul(v, cacheSize));
                plan.pageBytes = add(plan.pageBytes, mul(add(k, v), kPage));
            }
        }
        if (l.hasRecurrent()) {
            const State st = stateOf(m, l);
            unpinned = unpinned || !st.pinned;
            rec.layers += 1;
            rec.kBytes = add(rec.kBytes, mul(st.conv, slots));
            rec.vBytes = add(rec.vBytes, mul(st.ssm, slots));
            plan.slotBytes = add(plan.slotBytes, add(st.conv, st.ssm));
        }
    }
    for (CacheBlock* b : {&full, &swa, &mla, &ring, &rec})
        if (b->layers > 0)
            e.caches.push_back(*b);
    if (unpinned)
        e.warnings.push_back({Diag::Exllamav3StateUnpinned, {std::string(recurrentKindName(m.recurrent.kind))}});
    usedPerUser = add(mul(userPages, plan.pageBytes), plan.slotBytes);

    plan.cacheSize = cacheSize;
    plan.maxSeqLen = maxSeqLen;
    plan.maxBatchSize = slots;
    plan.kBits = o.kBits;
    plan.vBits = o.vBits;
    plan.maxConcurrency = maxSeqLen ? static_cast<double>(cacheSize) / static_cast<double>(maxSeqLen) : 0;
    plan.usedBytes = mul(usedPerUser, std::min(s.users, slots));
    e.detail = plan;

    rt.nCtx = cacheSize;
    rt.nCtxSeq = maxSeqLen;
    rt.nCtxRequested = asked;
    rt.nSeq = slots;
    rt.streams = 1;
    rt.kvUnified = true;
    rt.flashAttn = true;
    e.memory.compute = 0;
    e.outputBytes = 0;
    e.computeIsApproximate = true;
    e.warnings.push_back({Diag::Exllamav3ActivationsNotModelled, {}});

    // Whether the users' jobs run at once (the dynamic generator otherwise queues them).
    bool served = true;
    if (s.contextPerUser > maxSeqLen) {
        e.warnings.push_back({Diag::Exllamav3ContextOverMaxSeqLen, {num(s.contextPerUser), num(maxSeqLen)}});
        served = false;
    }
    if (asked > cacheSize) {
        e.warnings.push_back({Diag::Exllamav3CacheBelowUsers, {num(cacheSize), num(asked)}});
        served = false;
    }
    if (s.users > slots) {
        e.warnings.push_back({Diag::Exllamav3BatchBelowUsers, {num(slots), num(s.users)}});
        served = false;
    }
    e.view<ExLlamaV3Plan>()->served = served; // finish() places the memory; a job that must wait is not a fit

    rt.launch = "model:\n  model_name: MODEL\n  max_seq_len: " + num(maxSeqLen) + "\n  cache_size: " + num(cacheSize) +
                "\n  cache_mode: " + exllamav3CacheModeName(o.kBits, o.vBits) + "\n  max_batch_size: " + num(slots);
    return e;
}

} // namespace kv
