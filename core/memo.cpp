#include "memo.h"

#include <algorithm>

namespace kv {

namespace {

struct Registry
{
    std::mutex mutex;
    std::vector<MemoBase*> memos;
};

Registry& registry()
{
    static Registry r;
    return r;
}

} // namespace

MemoBase::MemoBase(std::string_view name, size_t capacity) : m_name(name), m_capacity(std::max<size_t>(1, capacity))
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    r.memos.push_back(this);
}

MemoBase::~MemoBase()
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    r.memos.erase(std::remove(r.memos.begin(), r.memos.end(), this), r.memos.end());
}

std::vector<MemoStat> memoStats()
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    std::vector<MemoStat> out;
    for (const MemoBase* m : r.memos)
        out.push_back({m->name(), m->entries(), m->capacity()});
    return out;
}

void clearMemos()
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    for (MemoBase* m : r.memos)
        m->clear();
}

} // namespace kv
