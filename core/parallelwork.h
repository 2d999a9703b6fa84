#pragma once

#include "similarity.h"

#include <cstdint>
#include <functional>

namespace pelab {

// Runs units 0 … count − 1 of independent work on every core. Each worker takes the next unit
// from a shared counter, so the units one worker runs come in increasing order (the tiled
// reductions rely on that to keep "the first occurrence" of an extreme). The progress callback
// is called after every finished unit, from whichever thread finished it, one call at a time
// (a mutex), with a fraction that increases, mapped onto [from, to] (units finished together
// are reported once); when it answers
// false every worker stops before its next unit. The first exception a unit throws is rethrown
// on the calling thread after every worker has stopped.
class ParallelWork
{
public:
    // `count` units; `minUnitsPerThread` keeps small jobs on fewer threads.
    explicit ParallelWork(std::int64_t count, std::int64_t minUnitsPerThread = 1);

    // The number of workers run() uses (1 … hardware threads, at most 64); worker indices passed
    // to the work function are 0 … workers() − 1, index 0 being the calling thread.
    unsigned workers() const { return m_workers; }

    // Returns false when cancelled through `progress` (some units then never ran).
    bool run(const std::function<void(std::int64_t unit, unsigned worker)> &work,
             const ProgressCallback &progress = {}, double from = 0.0, double to = 1.0) const;

private:
    std::int64_t m_count = 0;
    unsigned m_workers = 1;
};

} // namespace pelab
