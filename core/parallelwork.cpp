#include "parallelwork.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace pelab {

namespace {

constexpr unsigned kMaxWorkers = 64;

} // namespace

ParallelWork::ParallelWork(std::int64_t count, std::int64_t minUnitsPerThread)
    : m_count(std::max<std::int64_t>(count, 0))
{
    const unsigned hardware = std::clamp(std::thread::hardware_concurrency(), 1u, kMaxWorkers);
    const std::int64_t byWork = m_count / std::max<std::int64_t>(minUnitsPerThread, 1);
    m_workers = unsigned(std::clamp<std::int64_t>(byWork, 1, hardware));
}

bool ParallelWork::run(const std::function<void(std::int64_t unit, unsigned worker)> &work,
                       const ProgressCallback &progress, double from, double to) const
{
    std::atomic<std::int64_t> next{0};
    std::atomic<std::int64_t> done{0};
    std::atomic<bool> stop{false};
    std::mutex reportMutex;
    std::int64_t reported = 0; // guarded by reportMutex
    std::mutex errorMutex;
    std::exception_ptr error;
    const auto body = [&](unsigned worker) {
        try {
            for (;;) {
                if (stop.load(std::memory_order_relaxed))
                    break;
                const std::int64_t unit = next.fetch_add(1);
                if (unit >= m_count)
                    break;
                work(unit, worker);
                done.fetch_add(1);
                if (progress) {
                    const std::lock_guard<std::mutex> lock(reportMutex);
                    if (stop.load())
                        break;
                    // Read under the lock: the reported fractions increase. A unit another
                    // thread's report already counted is not reported twice.
                    const std::int64_t now = done.load();
                    if (now == reported)
                        continue;
                    reported = now;
                    if (!progress(from + (to - from) * double(now) / double(m_count)))
                        stop.store(true);
                }
            }
        } catch (...) {
            const std::lock_guard<std::mutex> lock(errorMutex);
            if (!error)
                error = std::current_exception();
            stop.store(true);
        }
    };
    std::vector<std::thread> helpers;
    helpers.reserve(m_workers);
    for (unsigned w = 1; w < m_workers; ++w) {
        try {
            helpers.emplace_back(body, w);
        } catch (const std::system_error &) {
            break; // run on fewer threads
        }
    }
    body(0);
    for (std::thread &helper : helpers)
        helper.join();
    if (error)
        std::rethrow_exception(error);
    return !stop.load(); // a cancel at the last report still drops the result
}

} // namespace pelab
