// The parts of the search for the likely cause of a RoPE table's difference from the reference
// (ropeconformanceexplain.cpp runs it): every hypothesis is a table recomputed under it
// (ropeconformancemeasure.cpp), compared in float64 and, for a table stored in float32 (or lower,
// or float32 printed as text), also as computed in float32 (see Mode); a cache also as one whose
// angles were formed in float16 or bfloat16 (half-precision-angles). Hypotheses are tried with
// the fewest faults first and, among as many, in the order match, float32-rounding, then
// kTestOrder: a sequence's layout faults, local-base-ignored, scaling-ignored,
// attention-factor-missing, pairing-differs, partial-rotary-ignored, positions-shifted; the
// estimated wrong-base last. A combination is named by its most structural fault
// (kPrimaryOrder) and causeDetail lists them all.
//
// Combinations recognised: each fault with float32 computation or half-precision angles; for a
// cache, any subset of {scaling-ignored or attention-factor-missing, pairing-differs,
// positions-shifted}, on the rotary width or (partial-rotary-ignored) on the head width, and for
// a sequence with one fault of the ids and one of the sections (ropeconformancesequence.cpp);
// partial-rotary-ignored with scaling-ignored for inv_freq; wrong-base with or without the
// configured scaling (and a sequence's layout faults). Not combined: wrong-base with a wrong
// width, pairing, shift or attention factor; attention-factor-missing with scaling-ignored (the
// unscaled table has no factor); local-base-ignored with wrong-base. A sequence's wrong base is
// estimated at its token of t = h = w and the smallest positive id (its angles are id·θ_i in
// every column whatever the sections); where that id is large enough for id·θ_0 to pass π (a
// sequence that opens with a large image), no base is estimated and the table is unknown.
#include "ropeconformancehypotheses.h"

#include "error.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <optional>

namespace pelab::conformance {

namespace {

// The testing order of single faults, and which fault names a combination (the one that shapes
// the table most: a wrong base or width changes every angle, the ids of a sequence every image
// token, its sections some columns of them, a shift the fewest).
constexpr LikelyCause kTestOrder[] = {LikelyCause::SectionsNotApplied,
                                      LikelyCause::InterleavedVsChunked,
                                      LikelyCause::SectionsOverWholeHead,
                                      LikelyCause::TextPositionsForImages,
                                      LikelyCause::MergeIgnored,
                                      LikelyCause::NextStartDiffers,
                                      LikelyCause::LocalBaseIgnored,
                                      LikelyCause::ScalingIgnored,
                                      LikelyCause::AttentionFactorMissing,
                                      LikelyCause::PairingDiffers,
                                      LikelyCause::PartialRotaryIgnored,
                                      LikelyCause::PositionsShifted,
                                      LikelyCause::WrongBase};
constexpr LikelyCause kPrimaryOrder[] = {
    LikelyCause::NopeLayerRotated,       LikelyCause::WrongBase,
    LikelyCause::LocalBaseIgnored,       LikelyCause::PartialRotaryIgnored,
    LikelyCause::ScalingIgnored,         LikelyCause::MergeIgnored,
    LikelyCause::TextPositionsForImages, LikelyCause::NextStartDiffers,
    LikelyCause::SectionsNotApplied,     LikelyCause::SectionsOverWholeHead,
    LikelyCause::InterleavedVsChunked,   LikelyCause::AttentionFactorMissing,
    LikelyCause::PairingDiffers,         LikelyCause::PositionsShifted};

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

std::string halfAngles(Mode mode)
{
    return mode == Mode::AnglesF16
               ? "angles t·θ formed in float16 (t, θ_i and their product rounded to it; "
                 "positions above 2048 are not even exact there)"
               : "angles t·θ formed in bfloat16 (t, θ_i and their product rounded to it; "
                 "positions above 256 are not even exact there)";
}

} // namespace

unsigned faultBit(LikelyCause cause)
{
    return 1u << unsigned(cause);
}

void addFault(Hypothesis &h, CauseNote note)
{
    h.faults |= faultBit(note.cause);
    h.notes.push_back(std::move(note));
}

std::string scalingText(const RopeScaling &scaling)
{
    if (scaling.type == RopeScalingType::None)
        return {};
    std::string out = " (" + std::string(scalingName(scaling.type));
    if (scaling.factor)
        out += " ×" + shortestNumber(*scaling.factor);
    return out + ")";
}

// c from the slowest pair's angle in row 0: atan2(sin, cos) / θ_min less the row's id there (0
// when none is found).
std::int64_t estimateShift(const Hypothesis &h, const Matrix &cos, const Matrix &sin)
{
    const auto slowest =
        std::size_t(std::min_element(h.theta.begin(), h.theta.end()) - h.theta.begin());
    const std::size_t column = pairColumns(h.pairing, cos.cols(), slowest).first;
    const std::int64_t id = h.ids ? h.ids->positions.axis(h.columnAxis[column])[0] : 0;
    const double c = std::atan2(sin(0, column), cos(0, column)) / h.theta[slowest] - double(id);
    return std::isfinite(c) && std::abs(c) < 1e9 ? std::int64_t(std::llround(c)) : 0;
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
// (scaled and unscaled; a sliding layer's also with the global base and scaling, and the global
// base unscaled) or, for a table of the head width, the head width's.
std::vector<Hypothesis> widthHypotheses(const Setup &setup, std::size_t pairs)
{
    const RopeReference &ref = setup.reference;
    const bool headWidth = std::int64_t(pairs) * 2 != ref.rotaryDim;
    const std::int64_t width = headWidth ? ref.headDim : ref.rotaryDim;
    const RopeScaling none{};
    struct Variant
    {
        double base;
        const RopeScaling *scaling;
        bool global;
    };
    std::vector<Variant> variants{{ref.base, &ref.scaling, false}};
    if (ref.scaling.type != RopeScalingType::None)
        variants.push_back({ref.base, &none, false});
    const RopeScaling &globalScaling = ref.globalScaling ? *ref.globalScaling : ref.scaling;
    const double globalBase = ref.globalBase.value_or(ref.base);
    if (ref.globalBase || ref.globalScaling) {
        variants.push_back({globalBase, &globalScaling, true});
        if (globalScaling.type != RopeScalingType::None)
            variants.push_back({globalBase, &none, true});
    }
    std::vector<Hypothesis> out;
    std::vector<Frequencies> seen;
    for (const Variant &v : variants) {
        const std::optional<Frequencies> f = frequencies(width, v.base, *v.scaling, setup.length);
        const auto same = [&](const Frequencies &g) {
            return g.theta == f->theta && g.attentionFactor == f->attentionFactor;
        };
        if (!f || std::any_of(seen.begin(), seen.end(), same))
            continue; // e.g. a global base and scaling that are the layer's own
        seen.push_back(*f);
        Hypothesis h = hypothesis(*f, ref.pairing);
        if (headWidth)
            addFault(h, {.cause = LikelyCause::PartialRotaryIgnored,
                         .value = double(ref.headDim),
                         .other = double(ref.rotaryDim),
                         .text = "the head width " + std::to_string(ref.headDim) +
                                 " rotated instead of the rotary part " +
                                 std::to_string(ref.rotaryDim)});
        if (v.global)
            addFault(h, {.cause = LikelyCause::LocalBaseIgnored,
                         .value = v.base,
                         .other = ref.base,
                         .id = std::string(scalingName(v.scaling->type)),
                         .text = "base " + shortestNumber(v.base) + scalingText(*v.scaling) +
                                 " instead of the local " + shortestNumber(ref.base) +
                                 scalingText(ref.scaling)});
        else if (v.scaling == &none)
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
            ordered = ordered << 1 | ((h.faults & faultBit(cause)) ? 1u : 0u);
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

Explanation describeReference(Mode mode)
{
    return describe(Hypothesis{}, mode);
}

Hypothesis referenceHypothesis(const Setup &setup, std::size_t width)
{
    const RopeReference &ref = setup.reference;
    Hypothesis h;
    h.pairing = ref.pairing;
    if (!ref.nope) {
        const RopeFrequencies f =
            ropeFrequencies(ref.rotaryDim, ref.base, ref.scaling, setup.length);
        h = hypothesis({f.invFreq, framework32(ref.rotaryDim, ref.base, f), f.attentionFactor},
                       ref.pairing);
    }
    if (setup.ids && width > 0) {
        h.ids = setup.ids;
        h.columnAxis = tableColumnAxes(ref.sequence->sections, ref.rotaryDim, width, ref.pairing);
    }
    return h;
}

} // namespace pelab::conformance
