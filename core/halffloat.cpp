#include "halffloat.h"

#include <bit>
#include <cmath>
#include <limits>

namespace pelab {

double halfToDouble(std::uint16_t bits)
{
    const bool negative = (bits & 0x8000u) != 0;
    const int exponent = (bits >> 10) & 0x1f;
    const int fraction = bits & 0x3ff;
    double magnitude = 0.0;
    if (exponent == 0x1f) {
        magnitude = fraction == 0 ? std::numeric_limits<double>::infinity()
                                  : std::numeric_limits<double>::quiet_NaN();
    } else if (exponent == 0) {
        magnitude = std::ldexp(double(fraction), -24); // subnormal: fraction · 2^-24
    } else {
        magnitude = std::ldexp(double(1024 + fraction), exponent - 25);
    }
    return negative ? -magnitude : magnitude;
}

double bfloat16ToDouble(std::uint16_t bits)
{
    return double(std::bit_cast<float>(std::uint32_t(bits) << 16));
}

} // namespace pelab
