#include "whatifs.h"

#include "checked.h"

#include <algorithm>
#include <cmath>

namespace kv {

namespace {

// Bytes of one block after the what-ifs, from its geometry (layers x cells x streams x row).
uint64_t transformed(const WhatIfs& w, const CacheBlock& b, uint64_t& cellsOut)
{
    if (b.kind == CacheKind::Recurrent || b.cellsPerStream == 0 || b.streams == 0 || b.layers == 0)
        return b.bytes();
    const long double perCell =
        static_cast<long double>(b.bytes()) / (static_cast<long double>(b.cellsPerStream) * b.streams);
    uint64_t cells = b.cellsPerStream;
    if (w.tokenBudget)
        cells = std::min<uint64_t>(cells, w.tokenBudget);
    if (w.slidingWindow && b.kind == CacheKind::Full)
        cells = std::min<uint64_t>(cells, w.slidingWindow);
    if (w.pagedBlock)
        cells = padTo(cells, w.pagedBlock);
    cellsOut = cells;
    long double storedCells = static_cast<long double>(cells) * b.streams;
    if (w.sharedPrefixTokens && b.streams > 1)
        storedCells -= static_cast<long double>(std::min<uint64_t>(w.sharedPrefixTokens, cells)) * (b.streams - 1);
    long double bytes = storedCells * perCell;
    if (w.kiviBits) {
        // perCell is at the cache type; KIVI stores old tokens at b + 32/g bits instead of 16.
        const long double bitsPerValue16 = 16.0L;
        const long double quantBits = w.kiviBits + 32.0L / std::max<uint32_t>(1, w.kiviGroup);
        const long double recent = std::min<long double>(w.kiviResidual, cells) * b.streams;
        const long double old = std::max<long double>(0, storedCells - recent);
        const long double valuesPerCell = perCell * 8 / (rowBytes(b.typeK, 1024) * 8.0L / 1024);
        bytes = (old * valuesPerCell * quantBits + std::min(recent, storedCells) * valuesPerCell * bitsPerValue16) / 8;
    }
    return static_cast<uint64_t>(std::llround(static_cast<double>(bytes)));
}

std::string names(const WhatIfs& w)
{
    std::string out;
    auto add = [&](const std::string& x) { out += (out.empty() ? "" : ", ") + x; };
    if (w.tokenBudget)
        add("token budget " + std::to_string(w.tokenBudget));
    if (w.slidingWindow)
        add("sliding window " + std::to_string(w.slidingWindow));
    if (w.sharedPrefixTokens)
        add("shared prefix " + std::to_string(w.sharedPrefixTokens));
    if (w.kiviBits)
        add("KIVI " + std::to_string(w.kiviBits) + "-bit");
    if (w.pagedBlock)
        add("paged blocks of " + std::to_string(w.pagedBlock));
    return out;
}

} // namespace

void applyWhatIfs(const Scenario& s, Estimate& e, Allocation& alloc)
{
    const WhatIfs& w = s.whatIfs;
    if (!w.any())
        return;
    e.warnings.push_back({Diag::WhatifActive, {names(w)}});
    for (CacheBlock& b : e.caches) {
        uint64_t cells = b.cellsPerStream;
        const uint64_t before = b.bytes();
        const uint64_t after = transformed(w, b, cells);
        if (before == 0 || b.kind == CacheKind::Recurrent)
            continue;
        const long double ratio = static_cast<long double>(after) / before;
        const uint64_t k = static_cast<uint64_t>(b.kBytes * ratio);
        b.kBytes = k;
        b.vBytes = after - k;
        b.cellsPerStream = cells;
        // Scale the layers of this kind the same way, for placement.
        for (size_t i = 0; i < alloc.layers.size() && i < s.model.layers.size(); ++i) {
            const AttnKind a = s.model.layers[i].attn;
            const bool same = (b.kind == CacheKind::Full && a == AttnKind::Full) ||
                              (b.kind == CacheKind::Swa && a == AttnKind::Swa) ||
                              (b.kind == CacheKind::Chunked && a == AttnKind::Chunked) ||
                              (b.kind == CacheKind::Mla && a == AttnKind::Mla);
            if (same)
                alloc.layers[i].memory.kv = static_cast<uint64_t>(alloc.layers[i].memory.kv * ratio);
        }
    }
}

} // namespace kv
