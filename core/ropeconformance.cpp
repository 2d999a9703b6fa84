// An implementation's RoPE tables against the reference of a configuration: a verdict against a
// tolerance of the table's precision, the likely cause (the hypotheses are in
// ropeconformancehypotheses.cpp), and the comparison the verdict was judged by, measured element
// by element (ropeconformancemeasure.cpp).
//
// Tolerances (u: the unit roundoff of the values' precision, 0 for float64; 2⁻²⁴ for float32,
// or 2⁻¹¹ / 2⁻⁸ when every value is a float16 / bfloat16 one; float64 input whose values are
// all float32 values counts as float32), relative to θ_i for inv_freq and to the pair's
// amplitude af for a cache:
//   inv_freq:      2u + 8·2⁻⁵³·(1 + max_i |ln θ_i|)
//   cos/sin cache: 2u + 8·2⁻⁵³·(1 + t_max·max_i θ_i·(1 + |ln θ_i|))
// i.e. the rounding of the stored values plus a few float64 ulps of the values, of θ's
// exponent −(2i/d)·ln base and of the angle t·θ. A table computed in float32 as frameworks do
// exceeds this at large t (its angle error grows with t) and is a match with cause
// float32-rounding when it equals the float32 recomputation within 2u + 4·2⁻²⁴, or lies within
// float32's error bound 2u + 2⁻²⁴·(4 + |t|·θ_i·(4 + 2|ln θ_i|)) (for inv_freq 2u + 2⁻²⁴·(4 +
// 2|ln θ_i|)), which other orders of operation keep to; the comparison shown is then that one.
// A mismatch is shown against the reference with the loosest tolerance it was tried with
// (float32's bound for a float32 table). A table of the head width (partial rotary ignored) is
// compared pair by pair with the rotation the head gets: the reference's pairs, then angle 0
// (θ = 0: cos 1, sin 0) for the pass-through pairs.
#include "ropeconformance.h"

#include "error.h"
#include "precision.h"
#include "ropeconformancehypotheses.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <memory>

namespace pelab {

namespace {

using conformance::Setup;

struct Span
{
    const double *data;
    std::size_t size;
};

// The coarsest format every value is exactly representable in, else the stored one.
Precision valuesPrecision(std::initializer_list<Span> spans, Precision stored)
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
            return precision;
    return stored;
}

std::string precisionText(Precision precision)
{
    switch (precision) {
    case Precision::F32:
        return "float32";
    case Precision::F16:
        return "float16";
    case Precision::BF16:
        return "bfloat16";
    case Precision::F64:
        break;
    }
    return "float64";
}

Setup setupFor(const RopeReference &reference, std::int64_t length,
               std::initializer_list<Span> values, Precision stored)
{
    validateRopeDim(reference.rotaryDim);
    validateRopeBase(reference.base);
    Setup setup{reference, length};
    setup.precision = valuesPrecision(values, stored);
    setup.roundoff = setup.precision == Precision::F64 ? 0.0 : unitRoundoff(setup.precision);
    if (setup.reference.headDim == 0)
        setup.reference.headDim = reference.rotaryDim;
    if (setup.reference.headDim < reference.rotaryDim)
        throw Error("the head width " + std::to_string(setup.reference.headDim) +
                    " is below the rotary width " + std::to_string(reference.rotaryDim));
    setup.float32Like = stored != Precision::F64;
    if (!setup.float32Like) {
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

RopeBasis basisOf(conformance::Mode mode)
{
    switch (mode) {
    case conformance::Mode::Framework32:
        return RopeBasis::Float32Table;
    case conformance::Mode::Bound32:
        return RopeBasis::Float32Bound;
    default:
        return RopeBasis::Reference;
    }
}

// The verdict and the comparison it is judged by: against the reference in the mode the
// explanation found it to fit, else with the loosest tolerance (which the search tried and the
// table failed, unless the search could not try the reference: a head-width table, measured here
// with its pass-through pairs). `measure(mode, out)` measures the reference in `mode`.
template <class Measure>
void judge(const Setup &setup, const conformance::Explanation &explanation, bool searched,
           const Measure &measure, RopeComparison &out)
{
    using conformance::Mode;
    out.cause = explanation.cause;
    out.causeDetail = explanation.detail;
    out.causeNotes = explanation.notes;
    const bool fits = explanation.cause == LikelyCause::Match ||
                      explanation.cause == LikelyCause::Float32Rounding;
    std::vector<Mode> modes{Mode::Exact};
    if (setup.float32Like)
        modes.insert(modes.end(), {Mode::Framework32, Mode::Bound32});
    Mode used = fits ? explanation.mode : modes.back();
    bool within = false;
    if (fits || searched) {
        within = measure(used, out);
    } else {
        for (Mode mode : modes) {
            used = mode;
            if ((within = measure(mode, out)))
                break;
        }
        if (within) {
            const conformance::Explanation e = conformance::describeReference(used);
            out.cause = e.cause;
            out.causeDetail = e.detail;
            out.causeNotes = e.notes;
        }
    }
    out.match = within;
    out.basis = basisOf(used);
    out.precision = precisionText(setup.precision);
    if (used == Mode::Exact) {
        out.referenceMaxRelError = out.maxRelError;
    } else {
        RopeComparison exact;
        measure(Mode::Exact, exact);
        out.referenceMaxRelError = exact.maxRelError;
    }
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
    static constexpr std::string_view kNames[] = {
        "match",
        "scaling-ignored",
        "wrong-base",
        "pairing-differs",
        "partial-rotary-ignored",
        "attention-factor-missing",
        "positions-shifted",
        "half-precision-angles",
        "float32-rounding",
        "sections-not-applied",
        "interleaved-vs-chunked",
        "sections-over-whole-head",
        "text-positions-for-images",
        "merge-ignored",
        "next-start-differs",
        "nope-layer-rotated",
        "local-base-ignored",
        "unknown",
    };
    static_assert(std::size(kNames) == std::size_t(LikelyCause::Unknown) + 1);
    const auto index = std::size_t(cause);
    return index < std::size(kNames) ? kNames[index] : "unknown";
}

std::string_view ropeBasisName(RopeBasis basis)
{
    switch (basis) {
    case RopeBasis::Reference:
        return "reference";
    case RopeBasis::Float32Table:
        return "float32-table";
    case RopeBasis::Float32Bound:
        return "float32-bound";
    }
    return "reference";
}

RopeComparison compareInvFreq(const RopeReference &reference, const std::vector<double> &invFreq,
                              Precision stored, const std::string &name)
{
    // Without a given length, the short regime (dynamic unscaled, longrope's short factors).
    if (reference.nope)
        throw Error(name + ": a NoPE layer has no inv_freq to check");
    const Setup setup = setupFor(reference, std::max<std::int64_t>(reference.maxPosition, 1),
                                 {Span{invFreq.data(), invFreq.size()}}, stored);
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

    const conformance::Hypothesis h0 = conformance::referenceHypothesis(setup);
    RopeComparison out;
    out.quantity = "inv_freq";
    judge(
        setup, conformance::explainInvFreq(setup, invFreq), values * 2 == ref.rotaryDim,
        [&](conformance::Mode mode, RopeComparison &into) {
            return conformance::measureInvFreq(h0, invFreq, setup.roundoff, mode, into);
        },
        out);
    return out;
}

RopeComparison compareCosSin(const RopeReference &reference, const Matrix &cos, const Matrix &sin,
                             Precision stored, const std::string &name)
{
    if (cos.rows() != sin.rows() || cos.cols() != sin.cols())
        throw Error(name + ": cos is " + std::to_string(cos.rows()) + " × " +
                    std::to_string(cos.cols()) + " but sin is " + std::to_string(sin.rows()) +
                    " × " + std::to_string(sin.cols()) + ": they must have the same shape");
    if (cos.rows() == 0)
        throw Error(name + ": cos and sin have no rows (positions)");
    // A sequence: its ids (row r is token r); the sequence length is its largest id + 1.
    std::shared_ptr<const conformance::SequenceIds> ids;
    if (reference.sequence) {
        validateSections(reference.sequence->sections, reference.rotaryDim);
        ids = conformance::sequenceIds(reference.sequence->segments, reference.sequence->rules);
    }
    const std::int64_t length = reference.maxPosition > 0 ? reference.maxPosition
                                : ids ? std::max<std::int64_t>(ids->maxId + 1, 1)
                                      : std::int64_t(cos.rows());
    Setup setup = setupFor(reference, length,
                           {Span{cos.data(), cos.size()}, Span{sin.data(), sin.size()}}, stored);
    setup.ids = ids;
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
    // A sequence's rows are its tokens; the unmerged count is tested as merge-ignored.
    const auto rows = std::int64_t(cos.rows());
    const std::int64_t expected = ids ? ids->positions.size() : rows;
    const std::int64_t unmerged = ids ? conformance::unmergedTokens(ref) : 0;
    const auto rowsError = [&] {
        return Error(name + ": cos and sin have " + std::to_string(rows) + " rows, expected " +
                     std::to_string(expected) + " (the tokens of the sequence " +
                     sequenceText(ref.sequence->segments) + ")" +
                     (rows == unmerged
                          ? "; without the spatial merge it has " + std::to_string(unmerged) +
                                ", but that does not reproduce the table either"
                          : ""));
    };
    if (rows != expected && rows != unmerged)
        throw rowsError();
    requireFinite(cos, name, "cos");
    requireFinite(sin, name, "sin");

    const conformance::Hypothesis h0 = conformance::referenceHypothesis(setup, cos.cols());
    const conformance::Explanation explanation = conformance::explainCosSin(setup, cos, sin);
    if (rows != expected && explanation.cause == LikelyCause::Unknown)
        throw rowsError();
    RopeComparison out;
    out.quantity = "cos_sin";
    out.positions = std::min(rows, expected); // the rows compared with the reference's
    judge(
        setup, explanation, width == ref.rotaryDim,
        [&](conformance::Mode mode, RopeComparison &into) {
            return conformance::measureCosSin(h0, cos, sin, setup.roundoff, mode, into);
        },
        out);
    out.match = out.match && rows == expected;
    return out;
}

} // namespace pelab
