#pragma once
// Runs fn(i) for i in [0, n) on the machine's cores; each call writes only its own result slot, so the
// output is the same, in the same order, as a plain loop. Exceptions are rethrown (the first one).
//   std::vector<Estimate> out(rows.size());
//   kv::parallelFor(rows.size(), [&](size_t i) { out[i] = plan(rows[i]); });

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace kv {

template <typename Fn> void parallelFor(size_t n, Fn fn)
{
    const size_t threads = std::min<size_t>(std::max(1u, std::thread::hardware_concurrency()), 8);
    if (n < 2 || threads < 2) {
        for (size_t i = 0; i < n; ++i)
            fn(i);
        return;
    }
    std::atomic<size_t> next{0};
    std::exception_ptr error;
    std::mutex errorMutex;
    auto work = [&] {
        for (size_t i = next++; i < n; i = next++) {
            try {
                fn(i);
            } catch (...) {
                const std::lock_guard<std::mutex> lock(errorMutex);
                if (!error)
                    error = std::current_exception();
            }
        }
    };
    std::vector<std::thread> pool;
    for (size_t t = 1; t < std::min(threads, n); ++t)
        pool.emplace_back(work);
    work();
    for (std::thread& t : pool)
        t.join();
    if (error)
        std::rethrow_exception(error);
}

} // namespace kv
