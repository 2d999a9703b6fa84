#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace pelab {

// The portable seeded generator every tab uses for random q, k and r vectors: the same seed
// gives bit-identical numbers on every platform and compiler. xoshiro256** (Blackman and
// Vigna 2018) seeded through SplitMix64; uniform doubles from the top 53 bits; standard
// normals by the Marsaglia polar method with deterministicLog() (no libm calls).
class Random
{
public:
    explicit Random(std::uint64_t seed = 0);

    std::uint64_t next(); // the next 64 raw bits
    double uniform();     // uniform in [0, 1), a multiple of 2^−53
    double normal();      // standard normal N(0, 1)
    void fillNormal(double *out, std::size_t count);

private:
    std::array<std::uint64_t, 4> m_state{};
    double m_spare = 0.0;
    bool m_hasSpare = false;
};

// SplitMix64 (Steele, Lea and Flood 2014): advances `state` and returns the next output.
std::uint64_t splitMix64(std::uint64_t &state);

// The natural logarithm computed with IEEE basic operations only (+ − × ÷ and exact scaling
// by powers of two), so its last bit is the same everywhere; within 2 ulps of ln x.
// ln 0 = −∞, ln x = NaN for x < 0 or NaN, ln +∞ = +∞.
double deterministicLog(double x);

} // namespace pelab
