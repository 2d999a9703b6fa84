#pragma once

#include <optional>
#include <string_view>

namespace pelab {

// The floating-point formats a framework may form RoPE angles and rotations in, emulated by
// rounding float64 values (round to nearest, ties to even).
enum class Precision
{
    F64,  // IEEE binary64: the reference, no rounding
    F32,  // IEEE binary32: 24-bit significand
    BF16, // bfloat16, the top 16 bits of a binary32: 8-bit significand, binary32's exponent range
    F16,  // IEEE binary16: 11-bit significand, largest finite 65504, subnormals below 2^−14
};

std::string_view precisionName(Precision precision); // "f64", "f32", "bf16", "f16"
std::optional<Precision> parsePrecision(std::string_view name);

// x rounded to the nearest value of the format (ties to even), subnormals included; values
// beyond the format's range become ±inf (f16 above 65504: x ≥ 65520 rounds to inf). NaN stays NaN.
// bf16 rounds through binary32 first, as frameworks convert (float64 → float32 → bfloat16).
double roundTo(Precision precision, double x);

// The unit roundoff 2^−p of the format (p = its significand bits): half the gap above 1.
double unitRoundoff(Precision precision);

// The largest finite value of the format.
double largestFinite(Precision precision);

} // namespace pelab
