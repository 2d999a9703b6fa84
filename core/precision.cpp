#include "precision.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pelab {

namespace {

struct Format
{
    int significandBits; // precision p, the implicit bit included
    int minExponent;     // exponent of the smallest normal number
    double maxFinite;
};

Format formatOf(Precision precision)
{
    switch (precision) {
    case Precision::F32:
        return {24, -126, double(std::numeric_limits<float>::max())};
    case Precision::BF16:
        return {8, -126, std::ldexp(255.0, 120)}; // (2 − 2^−7)·2^127
    case Precision::F16:
        return {11, -14, 65504.0};
    case Precision::F64:
        break;
    }
    return {53, -1022, std::numeric_limits<double>::max()};
}

} // namespace

std::string_view precisionName(Precision precision)
{
    switch (precision) {
    case Precision::F64:
        return "f64";
    case Precision::F32:
        return "f32";
    case Precision::BF16:
        return "bf16";
    case Precision::F16:
        return "f16";
    }
    return "f64";
}

std::optional<Precision> parsePrecision(std::string_view name)
{
    for (Precision p : {Precision::F64, Precision::F32, Precision::BF16, Precision::F16}) {
        if (precisionName(p) == name)
            return p;
    }
    return std::nullopt;
}

double roundTo(Precision precision, double x)
{
    if (precision == Precision::F64 || !std::isfinite(x) || x == 0.0)
        return x;
    if (precision == Precision::F32)
        return double(static_cast<float>(x)); // IEEE conversion: round to nearest even
    if (precision == Precision::BF16) {
        // A framework forms bf16 from binary32 (float64 → float32 → bfloat16), so round twice
        // as it does: the result differs from one direct rounding when the first lands on a tie.
        x = double(static_cast<float>(x));
        if (!std::isfinite(x))
            return x;
    }
    const Format format = formatOf(precision);
    int exponent = 0;
    std::frexp(x,
               &exponent); // |x| = m·2^exponent, m in [0.5, 1): the leading bit is 2^(exponent−1)
    const int leading = std::max(exponent - 1, format.minExponent);
    // The spacing of the format's values near x (fixed below the normal range: subnormals).
    const int quantumExponent = leading - (format.significandBits - 1);
    // x / quantum is exact (a power-of-two scaling); nearbyint rounds half to even.
    const double rounded =
        std::ldexp(std::nearbyint(std::ldexp(x, -quantumExponent)), quantumExponent);
    if (std::fabs(rounded) > format.maxFinite)
        return std::copysign(std::numeric_limits<double>::infinity(), x);
    return rounded;
}

double unitRoundoff(Precision precision)
{
    return std::ldexp(1.0, -formatOf(precision).significandBits);
}

double largestFinite(Precision precision)
{
    return formatOf(precision).maxFinite;
}

} // namespace pelab
