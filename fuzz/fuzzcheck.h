#pragma once

// What the fuzz targets (fuzz/fuzz_*.cpp) and their replay in the test suite
// (tests/fuzz/tst_fuzzcorpus.cpp) share: the memory limit, the invariants every successful read
// must satisfy, and how a broken one is reported (a Violation, never a pelab::Error, so that no
// refusal handler can swallow it; the libFuzzer wrapper aborts on it, the test fails).
#include "arrayfile.h"
#include "error.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

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

// A broken invariant: a finding.
class Violation : public std::logic_error
{
public:
    using std::logic_error::logic_error;
};

inline void require(bool ok, const std::string &what)
{
    if (!ok)
        throw Violation(what);
}

// What one input did: reads that succeeded and reads refused with an acceptable error.
struct Outcome
{
    int loaded = 0;
    int refused = 0;
};

// A refusal is a pelab::Error whose message starts with the file name: "name: problem".
inline void checkRefusal(const Error &error, const std::string &name)
{
    const std::string message = error.what();
    require(message.rfind(name + ": ", 0) == 0 && message.size() > name.size() + 2,
            "the error does not start with \"" + name + ": \": " + message);
}

// What every successful read must satisfy, whatever the format.
inline void checkLoaded(const LoadedArray &array)
{
    require(array.ndim == 1 || array.ndim == 2, "ndim is neither 1 nor 2");
    require(array.ndim == 2 || array.values.rows() == 1, "a 1-D array is not one row");
    require(!array.values.empty(), "a read succeeded with no values");
    require(array.values.size() * sizeof(double) <= kFuzzMemoryLimit,
            "the result exceeds the memory limit");
    require(array.values.data() != nullptr, "values without storage");
    std::size_t nan = 0;
    std::size_t inf = 0;
    const double *v = array.values.data();
    for (std::size_t i = 0; i < array.values.size(); ++i) {
        if (std::isnan(v[i]))
            ++nan;
        else if (std::isinf(v[i]))
            ++inf;
    }
    require(nan == array.nanCount, "nanCount does not match the values");
    require(inf == array.infCount, "infCount does not match the values");
}

// The rows and columns a 1-D or 2-D shape reads as: (n) is one row of n.
inline bool hasShape(const LoadedArray &array, std::size_t ndim, std::uint64_t rows,
                     std::uint64_t cols)
{
    return std::size_t(array.ndim) == ndim && array.values.rows() == rows &&
           array.values.cols() == cols;
}

// Runs one read: a result must pass checkLoaded() and then `check`; a pelab::Error must pass
// checkRefusal(). True when the read succeeded.
template <typename Read, typename Check>
bool attempt(Read read, Check check, const std::string &name, Outcome &outcome)
{
    LoadedArray array;
    try {
        array = read();
    } catch (const Error &error) {
        checkRefusal(error, name);
        ++outcome.refused;
        return false;
    }
    checkLoaded(array);
    check(array);
    ++outcome.loaded;
    return true;
}

// The body of a libFuzzer target: a broken invariant aborts, which libFuzzer reports. Any other
// exception escapes, which libFuzzer reports as well.
template <typename Target>
int runFuzzTarget(Target target, const std::uint8_t *data, std::size_t size, const char *name)
{
    try {
        target(reinterpret_cast<const char *>(data), size, name);
    } catch (const Violation &violation) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", violation.what());
        std::abort();
    }
    return 0;
}

} // namespace pelab::fuzz
