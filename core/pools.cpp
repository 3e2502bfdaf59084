#include "estimate.h"

#include "checked.h"

#include <algorithm>

namespace kv {

MachinePools poolsOf(const std::vector<DeviceUse>& devices)
{
    MachinePools p;
    bool first = true;
    for (const DeviceUse& d : devices) {
        PoolUse& pool = d.kind == DeviceKind::Ram ? p.ram : p.gpu;
        for (PoolUse* q : {&pool, &p.machine}) {
            q->usable = add(q->usable, d.usableBytes);
            q->used = add(q->used, d.used());
            q->present = true;
        }
        p.unified = p.unified || d.kind == DeviceKind::Unified;
        p.tightest = first ? d.headroom() : std::min(p.tightest, d.headroom());
        first = false;
    }
    return p;
}

} // namespace kv
