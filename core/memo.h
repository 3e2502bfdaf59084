#pragma once
// The core's memo tables, each named and registered where it is defined, so that one call lists them all: each is a
// bounded, thread-safe map from a pure function's full inputs to its answer, so a repeated question (every scheme of a
// model in `fit`, every machine of a ranking, every step of a limit search) is answered once. A memo never changes a
// figure: the key holds every input the answer depends on, and a full table is emptied rather than evicted piecemeal.
//   kv::Memo<std::vector<uint64_t>, uint64_t> m{"llama.cpp CPU compute", 16384};
//   if (auto hit = m.find(key)) return *hit;  ...  m.store(std::move(key), bytes);
// kv::memoStats() lists every table with its size (kvplanner-bench prints them); kv::clearMemos() empties them.

#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <string_view>
#include <vector>

namespace kv {

struct MemoStat
{
    std::string_view name;
    size_t entries = 0;
    size_t capacity = 0;
};

class MemoBase
{
public:
    MemoBase(std::string_view name, size_t capacity);
    MemoBase(const MemoBase&) = delete;
    MemoBase& operator=(const MemoBase&) = delete;
    std::string_view name() const { return m_name; }
    size_t capacity() const { return m_capacity; }
    virtual size_t entries() const = 0;
    virtual void clear() = 0;
    virtual ~MemoBase(); // leaves the list

private:
    std::string_view m_name;
    size_t m_capacity;
};

template <class Key, class Value, class Compare = std::less<Key>> class Memo final : public MemoBase
{
public:
    using MemoBase::MemoBase;
    std::optional<Value> find(const Key& k) const
    {
        const std::lock_guard lock(m_mutex);
        if (auto it = m_map.find(k); it != m_map.end())
            return it->second;
        return std::nullopt;
    }
    void store(Key k, Value v)
    {
        const std::lock_guard lock(m_mutex);
        if (m_map.size() >= capacity())
            m_map.clear();
        m_map.emplace(std::move(k), std::move(v));
    }
    size_t entries() const override
    {
        const std::lock_guard lock(m_mutex);
        return m_map.size();
    }
    void clear() override
    {
        const std::lock_guard lock(m_mutex);
        m_map.clear();
    }

private:
    mutable std::mutex m_mutex;
    std::map<Key, Value, Compare> m_map;
};

// Every memo table the core keeps, with its size.
std::vector<MemoStat> memoStats();
// Empties every memo table (a benchmark's cold run; never needed for correctness).
void clearMemos();

} // namespace kv
