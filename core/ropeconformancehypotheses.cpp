// The likely cause of a RoPE table's difference from the reference: every hypothesis is a table
// recomputed under it (ropeconformancemeasure.cpp), compared in float64 and, for a table stored in
// float32 (or lower, or float32 printed as text), also as computed in float32 (see Mode); a cache
// also as one whose angles were formed in float16 or bfloat16 (half-precision-angles). Hypotheses
// are tried with the fewest faults first and, among as many, in the order match,
// float32-rounding, scaling-ignored, attention-factor-missing, pairing-differs,
// partial-rotary-ignored, positions-shifted; the estimated wrong-base last. A combination is named
// by its most structural fault (kPrimaryOrder) and causeDetail lists them all.
//
// Combinations recognised: each fault with float32 computation or half-precision angles; for a
// cache, any subset of {scaling-ignored or attention-factor-missing, pairing-differs,
// positions-shifted}, on the rotary width or (partial-rotary-ignored) on the head width;
// partial-rotary-ignored with scaling-ignored for inv_freq; wrong-base with or without the
// configured scaling. Not combined: wrong-base with a wrong width, pairing, shift or attention
// factor; attention-factor-missing with scaling-ignored (the unscaled table has no factor).
#include "ropeconformancehypotheses.h"

#include "error.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <optional>

namespace pelab::conformance {

namespace {

unsigned bit(LikelyCause cause)
{
    return 1u << unsigned(cause);
}

// The testing order of single faults, and which fault names a combination (the one that shapes
// the table most: a wrong base or width changes every angle, a shift the fewest).
constexpr LikelyCause kTestOrder[] = {
    LikelyCause::ScalingIgnored,   LikelyCause::AttentionFactorMissing,
    LikelyCause::PairingDiffers,   LikelyCause::PartialRotaryIgnored,
    LikelyCause::PositionsShifted, LikelyCause::WrongBase};
constexpr LikelyCause kPrimaryOrder[] = {
    LikelyCause::WrongBase,      LikelyCause::PartialRotaryIgnored,
    LikelyCause::ScalingIgnored, LikelyCause::AttentionFactorMissing,
    LikelyCause::PairingDiffers, LikelyCause::PositionsShifted};

void addFault(Hypothesis &h, CauseNote note)
{
    h.faults |= bit(note.cause);
    h.notes.push_back(std::move(note));
}

CauseNote scalingIgnored(const RopeReference &ref)
{
    const std::string name(scalingName(ref.scaling.type));
    return {.cause = LikelyCause::ScalingIgnored,
            .id = name,
            .text = "the " + name + " scaling not applied"};
}

struct Frequencies
{
    std::vector<double> theta;
    std::vector<float> theta32;
    double attentionFactor = 1.0;
};

// inv_freq in float32 as Hugging Face computes it: 1.0 / (base ** (arange(0, d, 2).float() /
// d)), every operation in float32; a scaling's ratio to the unscaled θ_i then applied in
// float32 (exact for the power-of-two factors of llama3 and most linear ones).
std::vector<float> framework32(std::int64_t width, double base, const RopeFrequencies &f)
{
    std::vector<float> out(f.invFreq.size());
    const float b = float(base);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const float exponent = float(2 * i) / float(width);
        const float inv = 1.0f / std::pow(b, exponent);
        const double ratio = f.invFreq[i] / f.base[i];
        out[i] = ratio == 1.0 ? inv : float(double(inv) * ratio);
    }
    return out;
}

std::optional<Frequencies> frequencies(std::int64_t width, double base, const RopeScaling &scaling,
                                       std::int64_t length)
{
    try {
        const RopeFrequencies f = ropeFrequencies(width, base, scaling, length);
        return Frequencies{f.invFreq, framework32(width, base, f), f.attentionFactor};
    } catch (const Error &) {
        return std::nullopt; // e.g. longrope's factor lists do not fit the head width
    }
}

Hypothesis hypothesis(const Frequencies &f, RopePairing pairing)
{
    Hypothesis h;
    h.theta = f.theta;
    h.theta32 = f.theta32;
    h.attentionFactor = f.attentionFactor;
    h.pairing = pairing;
    return h;
}

// The decimal of fewest significant digits within `window` relative of x (locale-free).
double shortestDecimalWithin(double x, double window)
{
    for (int digits = 1; digits <= 17; ++digits) {
        char text[40];
        const char *end =
            std::to_chars(text, text + sizeof text, x, std::chars_format::scientific, digits - 1)
                .ptr;
        double rounded = x;
        std::from_chars(text, end, rounded);
        if (std::abs(rounded - x) <= window * x)
            return rounded;
    }
    return x;
}

// c from the slowest pair's angle in row 0: atan2(sin, cos) / θ_min (0 when none is found).
std::int64_t estimateShift(const Hypothesis &h, const Matrix &cos, const Matrix &sin)
{
    const auto slowest =
        std::size_t(std::min_element(h.theta.begin(), h.theta.end()) - h.theta.begin());
    const std::size_t column = pairColumns(h.pairing, cos.cols(), slowest).first;
    const double c = std::atan2(sin(0, column), cos(0, column)) / h.theta[slowest];
    return std::isfinite(c) && std::abs(c) < 1e9 ? std::int64_t(std::llround(c)) : 0;
}

// Bases that could have produced the angles x_i = θ_i under `scaling`: θ_1/θ_0 = B^(−2/d), then
// refined from the last pair (B = (θ_last/θ_0)^(−d/(d−2)) with the scaling's ratio to the
// unscaled θ divided out). First the decimal of fewest significant digits within 1e-5 relative
// (float32 data estimate a base to about 1e-6), then within 1e-9, then the estimate itself.
std::vector<double> estimateBases(const std::vector<double> &x, std::int64_t dim,
                                  const RopeScaling &scaling, std::int64_t length)
{
    const std::size_t last = x.size() - 1;
    if (x.size() < 2 || !(x[0] > 0.0) || !(x[1] > 0.0) || !(x[last] > 0.0))
        return {};
    double base = std::pow(x[1] / x[0], -double(dim) / 2.0);
    for (int step = 0; step < 3; ++step) {
        if (!std::isfinite(base) || base <= 1.0)
            return {};
        RopeFrequencies f;
        try {
            f = ropeFrequencies(dim, base, scaling, length);
        } catch (const Error &) {
            return {};
        }
        const double first = x[0] / (f.invFreq[0] / f.base[0]);
        const double slowest = x[last] / (f.invFreq[last] / f.base[last]);
        base = std::pow(slowest / first, -double(dim) / double(dim - 2));
    }
    if (!std::isfinite(base) || base <= 1.0)
        return {};
    std::vector<double> out;
    for (double window : {1e-5, 1e-9}) {
        const double snapped = shortestDecimalWithin(base, window);
        if (std::find(out.begin(), out.end(), snapped) == out.end())
            out.push_back(snapped);
    }
    if (std::find(out.begin(), out.end(), base) == out.end())
        out.push_back(base);
    return out;
}

// The wrong-base hypotheses for angles x (of the rotary width), with the configured scaling
// and without it.
std::vector<Hypothesis> wrongBases(const Setup &setup, const std::vector<double> &x)
{
    const RopeReference &ref = setup.reference;
    std::vector<Hypothesis> out;
    const RopeScaling none{};
    for (const RopeScaling *scaling : {&ref.scaling, &none}) {
        if (scaling == &none && ref.scaling.type == RopeScalingType::None)
            break;
        for (double base : estimateBases(x, ref.rotaryDim, *scaling, setup.length)) {
            if (std::abs(base - ref.base) <= 1e-9 * ref.base)
                continue;
            const std::optional<Frequencies> f =
                frequencies(ref.rotaryDim, base, *scaling, setup.length);
            if (!f)
                continue;
            Hypothesis h = hypothesis(*f, ref.pairing);
            addFault(h, {.cause = LikelyCause::WrongBase,
                         .value = base,
                         .other = ref.base,
                         .text = "base " + shortestNumber(base) + " instead of " +
                                 shortestNumber(ref.base)});
            if (scaling == &none)
                addFault(h, scalingIgnored(ref));
            out.push_back(std::move(h));
        }
    }
    return out;
}

// The frequencies a table of `pairs` pairs may have been computed with: the rotary width's
// (scaled and unscaled) or, for a table of the head width, the head width's.
std::vector<Hypothesis> widthHypotheses(const Setup &setup, std::size_t pairs)
{
    const RopeReference &ref = setup.reference;
    const bool headWidth = std::int64_t(pairs) * 2 != ref.rotaryDim;
    const std::int64_t width = headWidth ? ref.headDim : ref.rotaryDim;
    std::vector<Hypothesis> out;
    const RopeScaling none{};
    for (const RopeScaling *scaling : {&ref.scaling, &none}) {
        if (scaling == &none && ref.scaling.type == RopeScalingType::None)
            break;
        const std::optional<Frequencies> f = frequencies(width, ref.base, *scaling, setup.length);
        if (!f)
            continue;
        Hypothesis h = hypothesis(*f, ref.pairing);
        if (headWidth)
            addFault(h, {.cause = LikelyCause::PartialRotaryIgnored,
                         .value = double(ref.headDim),
                         .other = double(ref.rotaryDim),
                         .text = "the head width " + std::to_string(ref.headDim) +
                                 " rotated instead of the rotary part " +
                                 std::to_string(ref.rotaryDim)});
        if (scaling == &none)
            addFault(h, scalingIgnored(ref));
        out.push_back(std::move(h));
    }
    return out;
}

// Fewest faults first; among as many, the earlier in kTestOrder first.
void sortHypotheses(std::vector<Hypothesis> &hypotheses)
{
    const auto key = [](const Hypothesis &h) {
        unsigned ordered = 0;
        for (LikelyCause cause : kTestOrder)
            ordered = ordered << 1 | ((h.faults & bit(cause)) ? 1u : 0u);
        return std::pair{std::popcount(h.faults), ~ordered};
    };
    std::stable_sort(hypotheses.begin(), hypotheses.end(),
                     [&](const Hypothesis &a, const Hypothesis &b) { return key(a) < key(b); });
}

// The modes a table is tried in: float64 always, float32 for a table of float32 values, and
// for a cache the angles of half precision.
std::vector<Mode> modes(const Setup &setup, bool cache)
{
    std::vector<Mode> out{Mode::Exact};
    if (setup.float32Like)
        out.insert(out.end(), {Mode::Framework32, Mode::Bound32});
    if (cache)
        out.insert(out.end(), {Mode::AnglesF16, Mode::AnglesBF16});
    return out;
}

std::string halfAngles(Mode mode)
{
    return mode == Mode::AnglesF16
               ? "angles t·θ formed in float16 (t, θ_i and their product rounded to it; "
                 "positions above 2048 are not even exact there)"
               : "angles t·θ formed in bfloat16 (t, θ_i and their product rounded to it; "
                 "positions above 256 are not even exact there)";
}

Explanation describe(const Hypothesis &h, Mode mode)
{
    const bool half = mode == Mode::AnglesF16 || mode == Mode::AnglesBF16;
    const Precision angles = mode == Mode::AnglesF16 ? Precision::F16 : Precision::BF16;
    const CauseNote halfNote{
        .cause = LikelyCause::HalfPrecisionAngles, .precision = angles, .text = halfAngles(mode)};
    if (h.faults == 0) {
        if (mode == Mode::Exact)
            return {LikelyCause::Match, {}, mode, {}};
        if (half)
            return {LikelyCause::HalfPrecisionAngles, halfNote.text, mode, {halfNote}};
        const CauseNote f32{.cause = LikelyCause::Float32Rounding,
                            .precision = Precision::F32,
                            .text = mode == Mode::Framework32
                                        ? "computed in float32 as frameworks do (inv_freq, "
                                          "angle t·θ, cos and sin)"
                                        : "within float32 rounding of θ, ln θ and the angle t·θ"};
        return {LikelyCause::Float32Rounding, f32.text, mode, {f32}};
    }
    Explanation out;
    out.mode = mode;
    for (LikelyCause cause : kPrimaryOrder) {
        for (const CauseNote &note : h.notes) {
            if (note.cause != cause)
                continue;
            if (out.detail.empty())
                out.cause = cause;
            else
                out.detail += "; ";
            out.detail += note.text;
            out.notes.push_back(note);
        }
    }
    if (half) {
        out.detail += "; " + halfNote.text;
        out.notes.push_back(halfNote);
    } else if (mode != Mode::Exact) {
        out.detail += "; in float32";
        out.notes.push_back({.cause = LikelyCause::Float32Rounding,
                             .precision = Precision::F32,
                             .text = "in float32"});
    }
    return out;
}

} // namespace

Explanation describeReference(Mode mode)
{
    return describe(Hypothesis{}, mode);
}

Hypothesis referenceHypothesis(const Setup &setup)
{
    const RopeReference &ref = setup.reference;
    const RopeFrequencies f = ropeFrequencies(ref.rotaryDim, ref.base, ref.scaling, setup.length);
    return hypothesis({f.invFreq, framework32(ref.rotaryDim, ref.base, f), f.attentionFactor},
                      ref.pairing);
}

Explanation explainInvFreq(const Setup &setup, const std::vector<double> &invFreq)
{
    std::vector<Hypothesis> hypotheses = widthHypotheses(setup, invFreq.size());
    sortHypotheses(hypotheses);
    if (std::int64_t(invFreq.size()) * 2 == setup.reference.rotaryDim)
        for (Hypothesis &h : wrongBases(setup, invFreq))
            hypotheses.push_back(std::move(h));
    for (const Hypothesis &h : hypotheses)
        for (Mode mode : modes(setup, false))
            if (fitsInvFreq(h, invFreq, setup.roundoff, mode))
                return describe(h, mode);
    return {LikelyCause::Unknown, "no tested cause reproduces the values", Mode::Exact, {}};
}

Explanation explainCosSin(const Setup &setup, const Matrix &cos, const Matrix &sin)
{
    const RopeReference &ref = setup.reference;
    const std::size_t width = cos.cols();
    const RopePairing other =
        ref.pairing == RopePairing::Half ? RopePairing::Interleaved : RopePairing::Half;
    std::vector<Hypothesis> hypotheses;
    for (const Hypothesis &base : widthHypotheses(setup, width / 2)) {
        for (bool dropFactor : {false, true}) {
            if (dropFactor && base.attentionFactor == 1.0)
                continue;
            for (bool swap : {false, true}) {
                if (swap && width == 2)
                    continue; // one pair: both layouts are the same
                Hypothesis h = base;
                if (dropFactor) {
                    addFault(h, {.cause = LikelyCause::AttentionFactorMissing,
                                 .value = base.attentionFactor,
                                 .text = "cos and sin not multiplied by the attention factor " +
                                         shortestNumber(base.attentionFactor)});
                    h.attentionFactor = 1.0;
                }
                if (swap) {
                    h.pairing = other;
                    addFault(h, {.cause = LikelyCause::PairingDiffers,
                                 .id = std::string(pairingName(other)),
                                 .text = "columns in the " + std::string(pairingName(other)) +
                                         " layout where the configuration pairs " +
                                         std::string(pairingName(ref.pairing))});
                }
                if (const std::int64_t c = estimateShift(h, cos, sin); c != 0) {
                    Hypothesis shifted = h;
                    shifted.shift = c;
                    addFault(shifted, {.cause = LikelyCause::PositionsShifted,
                                       .value = double(c),
                                       .text = "positions t " + std::string(c > 0 ? "+ " : "- ") +
                                               std::to_string(std::abs(c))});
                    hypotheses.push_back(std::move(shifted));
                }
                hypotheses.push_back(std::move(h));
            }
        }
    }
    sortHypotheses(hypotheses);
    if (std::int64_t(width) == ref.rotaryDim && cos.rows() >= 2 && width >= 4) {
        // The angles of row 1 are the θ_i.
        std::vector<double> angles(width / 2);
        for (std::size_t p = 0; p < angles.size(); ++p) {
            const std::size_t column = pairColumns(ref.pairing, width, p).first;
            angles[p] = std::atan2(sin(1, column), cos(1, column));
        }
        for (Hypothesis &h : wrongBases(setup, angles))
            hypotheses.push_back(std::move(h));
    }
    for (const Hypothesis &h : hypotheses)
        for (Mode mode : modes(setup, true))
            if (fitsCosSin(h, cos, sin, setup.roundoff, mode))
                return describe(h, mode);
    return {LikelyCause::Unknown, "no tested cause reproduces the table", Mode::Exact, {}};
}

} // namespace pelab::conformance
