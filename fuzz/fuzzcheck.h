#pragma once

#include "arrayfile.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace pelab::fuzz {

// The readers' memory limit in the fuzz targets: small, so that a legitimately large request is
// refused by the reader rather than reaching libFuzzer's -rss_limit_mb.
inline constexpr std::uint64_t kFuzzMemoryLimit = std::uint64_t(64) << 20; // 64 MiB

inline ArrayReadOptions fuzzOptions()
{
    ArrayReadOptions options;
    options.memoryLimit = kFuzzMemoryLimit;
    return options;
}

// What every successful read must satisfy; a violation aborts, which libFuzzer reports.
inline void checkLoaded(const LoadedArray &array)
{
    const auto fail = [](const char *what) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    };
    if (array.ndim != 1 && array.ndim != 2)
        fail("ndim is neither 1 nor 2");
    if (array.ndim == 1 && array.values.rows() > 1)
        fail("a 1-D array has more than one row");
    if (array.values.size() * sizeof(double) > kFuzzMemoryLimit)
        fail("the result exceeds the memory limit");
    if (array.values.size() > 0 && array.values.data() == nullptr)
        fail("values without storage");
    std::size_t nan = 0;
    std::size_t inf = 0;
    const double *v = array.values.data();
    for (std::size_t i = 0; i < array.values.size(); ++i) {
        if (std::isnan(v[i]))
            ++nan;
        else if (std::isinf(v[i]))
            ++inf;
    }
    if (nan != array.nanCount)
        fail("nanCount does not match the values");
    if (inf != array.infCount)
        fail("infCount does not match the values");
}

} // namespace pelab::fuzz
