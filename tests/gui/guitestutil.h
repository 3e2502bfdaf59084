#pragma once
// Shared set-up for the GUI tests: the presets from the source tree, and the scenario the issue
// names (Qwen3 32B, Q4_K_M, 32768 tokens, 1 user, RTX 4090 or a custom 24 GiB card).

#include "catalog.h"
#include "plannerdocument.h"

#include <QString>

namespace kvtest {

inline kv::Catalog catalog()
{
    static const kv::Catalog c = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
    return c;
}

inline void qwenOn4090(kvgui::PlannerDocument& doc)
{
    doc.setModelById(QStringLiteral("qwen3-32b"));
    doc.setWeightScheme(QStringLiteral("Q4_K_M"));
    doc.setContextPerUser(32768);
    doc.setUsers(1);
    kvgui::MachineChoice m;
    if (doc.catalog().findHardware("rtx-4090"))
        m.presetId = QStringLiteral("rtx-4090");
    m.vramBytes = 24ull << 30;
    doc.setMachine(m);
}

inline QString tinySpec()
{
    return QStringLiteral(KV_SOURCE_DIR "/tests/data/cli/tiny-spec.json");
}

} // namespace kvtest
