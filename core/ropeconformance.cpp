// An implementation's RoPE tables against the reference of a configuration: the errors, a
// verdict against a tolerance of the table's precision, and the likely cause (the hypotheses
// are in ropeconformancehypotheses.cpp).
//
// Tolerances (u: the unit roundoff of the storage precision, 0 for float64; 2⁻²⁴ for float32,
// or 2⁻¹¹ / 2⁻⁸ when every value is a float16 / bfloat16 one; float64 input whose values are
// all float32 values counts as float32):
//   inv_freq, relative to each |θ_i|:  2u + 8·2⁻⁵³·(1 + max_i |ln θ_i|)
//   cos/sin cache, absolute:           af·(2u + 8·2⁻⁵³·(1 + t_max·max_i θ_i·(1 + |ln θ_i|)))
// i.e. the rounding of the stored values plus a few float64 ulps of the values, of θ's
// exponent −(2i/d)·ln base and of the angle t·θ. A table computed in float32 as frameworks do
// exceeds this at large t (its angle error grows with t) and is a match with cause
// float32-rounding when it equals the float32 recomputation within 2u + 4·2⁻²⁴ (times af), or
// lies within float32's error bound 2u + 2⁻²⁴·(4 + |t|·θ_i·(4 + 2|ln θ_i|)) (times af; for
// inv_freq 2u + 2⁻²⁴·(4 + 2|ln θ_i|) relative), which other orders of operation keep to.
//
// The errors are against the reference. A table of the head width (partial rotary ignored) is
// compared pair by pair with the rotation the head gets: the reference's pairs, then angle 0
// (θ = 0: cos 1, sin 0) for the pass-through pairs. maxRelError is maxAbsError over the
// reference's largest magnitude (max θ_i for inv_freq, the attention factor for a cache).
#include "ropeconformance.h"

#include "error.h"
#include "precision.h"
#include "ropeconformancehypotheses.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <initializer_list>

namespace pelab {

namespace {

using conformance::Setup;

struct Span
{
    const double *data;
    std::size_t size;
};

// The unit roundoff of the coarsest format every value is exactly representable in (at least
// float32's with `float32`), 0 for float64.
double storageRoundoff(std::initializer_list<Span> spans, bool float32)
{
    const auto all = [&](Precision precision) {
        for (const Span &span : spans)
            for (std::size_t i = 0; i < span.size; ++i)
                if (roundTo(precision, span.data[i]) != span.data[i])
                    return false;
        return true;
    };
    for (Precision precision : {Precision::BF16, Precision::F16, Precision::F32})
        if (all(precision))
            return unitRoundoff(precision);
    return float32 ? unitRoundoff(Precision::F32) : 0.0;
}

Setup setupFor(const RopeReference &reference, std::int64_t length,
               std::initializer_list<Span> values, bool float32)
{
    validateRopeDim(reference.rotaryDim);
    validateRopeBase(reference.base);
    Setup setup{reference, length, storageRoundoff(values, float32), float32};
    if (setup.reference.headDim == 0)
        setup.reference.headDim = reference.rotaryDim;
    if (setup.reference.headDim < reference.rotaryDim)
        throw Error("the head width " + std::to_string(setup.reference.headDim) +
                    " is below the rotary width " + std::to_string(reference.rotaryDim));
    if (!float32) {
        setup.float32Like = true;
        for (const Span &span : values)
            for (std::size_t i = 0; i < span.size && setup.float32Like; ++i)
                setup.float32Like = std::abs(span.data[i] - double(float(span.data[i]))) <=
                                    1e-8 * std::abs(span.data[i]);
    }
    return setup;
}

std::string nonFinite(double value)
{
    return std::isnan(value) ? "nan" : value > 0 ? "inf" : "-inf";
}

void requireFinite(const Matrix &m, const std::string &name, const char *what)
{
    for (std::size_t r = 0; r < m.rows(); ++r)
        for (std::size_t c = 0; c < m.cols(); ++c)
            if (!std::isfinite(m(r, c)))
                throw Error(name + ": " + what + "[" + std::to_string(r) + "][" +
                            std::to_string(c) + "] is " + nonFinite(m(r, c)) +
                            ", not a finite number");
}

// Whether a table of `width` (inv_freq values × 2, or cache columns) is the head width of a
// model with partial rotary.
bool isHeadWidth(const RopeReference &reference, std::int64_t width)
{
    return reference.headDim != reference.rotaryDim && reference.headDim % 2 == 0 &&
           width == reference.headDim;
}

void finish(RopeComparison &out, const conformance::Explanation &explanation)
{
    out.cause = explanation.cause;
    out.causeDetail = explanation.detail;
    out.match = out.cause == LikelyCause::Match || out.cause == LikelyCause::Float32Rounding;
    out.worstPair = std::int64_t(std::max_element(out.pairError.begin(), out.pairError.end()) -
                                 out.pairError.begin());
}

} // namespace

namespace conformance {

double invFreqTolerance(const std::vector<double> &theta, double roundoff)
{
    double largest = 0.0;
    for (double t : theta)
        if (t > 0.0)
            largest = std::max(largest, std::abs(std::log(t)));
    return 2.0 * roundoff + 8.0 * kUnit64 * (1.0 + largest);
}

double cacheTolerance(const std::vector<double> &theta, double attentionFactor, double tMax,
                      double roundoff)
{
    double largest = 0.0;
    for (double t : theta)
        if (t > 0.0)
            largest = std::max(largest, t * (1.0 + std::abs(std::log(t))));
    return attentionFactor * (2.0 * roundoff + 8.0 * kUnit64 * (1.0 + tMax * largest));
}

std::pair<std::size_t, std::size_t> pairColumns(RopePairing pairing, std::size_t width,
                                                std::size_t pair)
{
    if (pairing == RopePairing::Interleaved)
        return {2 * pair, 2 * pair + 1};
    return {pair, pair + width / 2};
}

std::string shortestNumber(double value)
{
    const double integer = std::round(value);
    if (std::abs(value) < 1e15 && std::abs(value - integer) <= 1e-9 * std::abs(value))
        return std::to_string(std::int64_t(integer));
    char text[64];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

} // namespace conformance

std::string_view likelyCauseName(LikelyCause cause)
{
    switch (cause) {
    case LikelyCause::Match:
        return "match";
    case LikelyCause::ScalingIgnored:
        return "scaling-ignored";
    case LikelyCause::WrongBase:
        return "wrong-base";
    case LikelyCause::PairingDiffers:
        return "pairing-differs";
    case LikelyCause::PartialRotaryIgnored:
        return "partial-rotary-ignored";
    case LikelyCause::AttentionFactorMissing:
        return "attention-factor-missing";
    case LikelyCause::PositionsShifted:
        return "positions-shifted";
    case LikelyCause::Float32Rounding:
        return "float32-rounding";
    case LikelyCause::Unknown:
        return "unknown";
    }
    return "unknown";
}

RopeComparison compareInvFreq(const RopeReference &reference, const std::vector<double> &invFreq,
                              bool float32, const std::string &name)
{
    // Without a given length, the short regime (dynamic unscaled, longrope's short factors).
    const Setup setup = setupFor(reference, std::max<std::int64_t>(reference.maxPosition, 1),
                                 {Span{invFreq.data(), invFreq.size()}}, float32);
    const RopeReference &ref = setup.reference;
    const auto values = std::int64_t(invFreq.size());
    if (values * 2 != ref.rotaryDim && !isHeadWidth(ref, values * 2)) {
        std::string message = name + ": inv_freq has " + std::to_string(values) +
                              " values, expected r/2 = " + std::to_string(ref.rotaryDim / 2);
        if (ref.headDim != ref.rotaryDim && ref.headDim % 2 == 0)
            message +=
                " (or head_dim/2 = " + std::to_string(ref.headDim / 2) + " without partial rotary)";
        throw Error(message);
    }
    for (std::size_t i = 0; i < invFreq.size(); ++i)
        if (!std::isfinite(invFreq[i]))
            throw Error(name + ": inv_freq[" + std::to_string(i) + "] is " + nonFinite(invFreq[i]) +
                        ", not a finite number");

    const RopeFrequencies f = ropeFrequencies(ref.rotaryDim, ref.base, ref.scaling, setup.length);
    RopeComparison out;
    out.quantity = "inv_freq";
    out.tolerance = conformance::invFreqTolerance(f.invFreq, setup.roundoff);
    out.pairError.resize(invFreq.size());
    double largest = 0.0;
    for (std::size_t i = 0; i < invFreq.size(); ++i) {
        const double expected = i < f.invFreq.size() ? f.invFreq[i] : 0.0; // pass-through: θ = 0
        largest = std::max(largest, std::abs(expected));
        out.pairError[i] = std::abs(invFreq[i] - expected);
        if (i == 0 || out.pairError[i] > out.maxAbsError) {
            out.maxAbsError = out.pairError[i];
            out.worstIndex = {std::int64_t(i)};
        }
    }
    out.maxRelError = largest > 0.0 ? out.maxAbsError / largest : out.maxAbsError;
    finish(out, conformance::explainInvFreq(setup, invFreq));
    return out;
}

RopeComparison compareCosSin(const RopeReference &reference, const Matrix &cos, const Matrix &sin,
                             bool float32, const std::string &name)
{
    if (cos.rows() != sin.rows() || cos.cols() != sin.cols())
        throw Error(name + ": cos is " + std::to_string(cos.rows()) + " × " +
                    std::to_string(cos.cols()) + " but sin is " + std::to_string(sin.rows()) +
                    " × " + std::to_string(sin.cols()) + ": they must have the same shape");
    if (cos.rows() == 0)
        throw Error(name + ": cos and sin have no rows (positions)");
    const Setup setup = setupFor(
        reference, reference.maxPosition > 0 ? reference.maxPosition : std::int64_t(cos.rows()),
        {Span{cos.data(), cos.size()}, Span{sin.data(), sin.size()}}, float32);
    const RopeReference &ref = setup.reference;
    const auto width = std::int64_t(cos.cols());
    if (width % 2 != 0)
        throw Error(name + ": cos and sin have " + std::to_string(width) +
                    " columns, an odd number: RoPE rotates pairs of columns");
    if (width != ref.rotaryDim && !isHeadWidth(ref, width)) {
        std::string message = name + ": cos and sin have " + std::to_string(width) +
                              " columns, expected r = " + std::to_string(ref.rotaryDim);
        if (ref.headDim != ref.rotaryDim && ref.headDim % 2 == 0)
            message +=
                " (or head_dim = " + std::to_string(ref.headDim) + " without partial rotary)";
        throw Error(message);
    }
    requireFinite(cos, name, "cos");
    requireFinite(sin, name, "sin");

    const RopeFrequencies f = ropeFrequencies(ref.rotaryDim, ref.base, ref.scaling, setup.length);
    const double af = f.attentionFactor;
    RopeComparison out;
    out.quantity = "cos_sin";
    out.tolerance =
        conformance::cacheTolerance(f.invFreq, af, double(cos.rows() - 1), setup.roundoff);
    const std::size_t pairs = std::size_t(width / 2);
    out.pairError.assign(pairs, 0.0);
    out.worstIndex = {0, 0};
    double largest = 0.0;
    for (std::size_t t = 0; t < cos.rows(); ++t) {
        for (std::size_t p = 0; p < pairs; ++p) {
            // Pass-through pairs of a head-width table: not rotated, cos 1, sin 0.
            const bool rotated = p < f.invFreq.size();
            const double angle = rotated ? double(t) * f.invFreq[p] : 0.0;
            const double scale = rotated ? af : 1.0;
            const double c = std::cos(angle) * scale;
            const double s = std::sin(angle) * scale;
            largest = std::max({largest, std::abs(c), std::abs(s)});
            const auto [j, k] = conformance::pairColumns(ref.pairing, std::size_t(width), p);
            for (std::size_t column : {j, k}) {
                const double error =
                    std::max(std::abs(cos(t, column) - c), std::abs(sin(t, column) - s));
                out.pairError[p] = std::max(out.pairError[p], error);
                if (error > out.maxAbsError) {
                    out.maxAbsError = error;
                    out.worstIndex = {std::int64_t(t), std::int64_t(column)};
                }
            }
        }
    }
    out.maxRelError = largest > 0.0 ? out.maxAbsError / largest : out.maxAbsError;
    finish(out, conformance::explainCosSin(setup, cos, sin));
    return out;
}

} // namespace pelab
