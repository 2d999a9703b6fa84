#pragma once

#include <cstdint>

namespace pelab {

// Exact widening of 16-bit floats (every value, subnormals, ±Inf and NaN included).

// IEEE 754 binary16: 1 sign bit, 5 exponent bits (bias 15), 10 fraction bits.
double halfToDouble(std::uint16_t bits);

// bfloat16: the upper 16 bits of a binary32 (1 sign, 8 exponent bits, 7 fraction bits).
double bfloat16ToDouble(std::uint16_t bits);

} // namespace pelab
