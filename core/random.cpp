#include "random.h"

#include <bit>
#include <cmath>
#include <limits>

namespace pelab {

std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Random::Random(std::uint64_t seed)
{
    std::uint64_t s = seed;
    for (std::uint64_t &word : m_state)
        word = splitMix64(s);
}

std::uint64_t Random::next()
{
    const std::uint64_t result = std::rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = std::rotl(m_state[3], 45);
    return result;
}

double Random::uniform()
{
    return double(next() >> 11) * 0x1.0p-53;
}

// Marsaglia and Bray (1964): for (u, v) uniform in the unit disc, s = u² + v²,
// u·√(−2 ln s / s) and v·√(−2 ln s / s) are independent standard normals.
double Random::normal()
{
    if (m_hasSpare) {
        m_hasSpare = false;
        return m_spare;
    }
    double u = 0.0;
    double v = 0.0;
    double s = 0.0;
    do {
        u = 2.0 * uniform() - 1.0;
        v = 2.0 * uniform() - 1.0;
        s = u * u + v * v;
    } while (s >= 1.0 || s == 0.0);
    const double factor = std::sqrt(-2.0 * deterministicLog(s) / s);
    m_spare = v * factor;
    m_hasSpare = true;
    return u * factor;
}

void Random::fillNormal(double *out, std::size_t count)
{
    for (std::size_t i = 0; i < count; ++i)
        out[i] = normal();
}

// x = 2^e · m with m in [√½, √2); ln m = 2·atanh(f) with f = (m − 1)/(m + 1), |f| ≤ 0.1716,
// summed as 2f + 2f·z·(1/3 + z/5 + z²/7 + …), z = f², to the term below 2^−60; then
// ln x = e·ln2_hi + (ln m + e·ln2_lo) with ln 2 split so that e·ln2_hi is exact (fdlibm).
double deterministicLog(double x)
{
    if (std::isnan(x) || x < 0.0)
        return std::numeric_limits<double>::quiet_NaN();
    if (x == 0.0)
        return -std::numeric_limits<double>::infinity();
    if (x == std::numeric_limits<double>::infinity())
        return x;
    int exponent = 0;
    if (x < 0x1.0p-1022) { // subnormal: scale into the normal range (exact)
        x *= 0x1.0p54;
        exponent -= 54;
    }
    const std::uint64_t bits = std::bit_cast<std::uint64_t>(x);
    exponent += int((bits >> 52) & 0x7ff) - 1023;
    double m = std::bit_cast<double>((bits & 0x000fffffffffffffULL) | 0x3ff0000000000000ULL);
    if (m >= 1.4142135623730951) { // √2: halve m (exact)
        m *= 0.5;
        ++exponent;
    }
    const double f = (m - 1.0) / (m + 1.0); // m − 1 and m + 1 are exact here
    const double z = f * f;
    constexpr double c3 = 1.0 / 3.0, c5 = 1.0 / 5.0, c7 = 1.0 / 7.0, c9 = 1.0 / 9.0,
                     c11 = 1.0 / 11.0, c13 = 1.0 / 13.0, c15 = 1.0 / 15.0, c17 = 1.0 / 17.0,
                     c19 = 1.0 / 19.0, c21 = 1.0 / 21.0, c23 = 1.0 / 23.0, c25 = 1.0 / 25.0;
    const double series =
        c3 +
        z * (c5 +
             z * (c7 +
                  z * (c9 +
                       z * (c11 +
                            z * (c13 +
                                 z * (c15 +
                                      z * (c17 + z * (c19 + z * (c21 + z * (c23 + z * c25))))))))));
    const double lnM = 2.0 * f + 2.0 * f * z * series;
    constexpr double ln2Hi = 6.93147180369123816490e-01; // 0x3fe62e42fee00000
    constexpr double ln2Lo = 1.90821492927058770002e-10; // 0x3dea39ef35793c76
    const double e = double(exponent);
    return e * ln2Hi + (lnM + e * ln2Lo);
}

} // namespace pelab
