#pragma once

// Internal to the RoPE conformance check (ropeconformance.cpp, ropeconformancehypotheses.cpp,
// ropeconformanceexplain.cpp, ropeconformancesequence.cpp, ropeconformancemeasure.cpp): the
// tolerances, a table recomputed under a hypothesis and in a mode, how well an implementation's
// table fits it, and the search for the likely cause.

#include "matrix.h"
#include "precision.h"
#include "ropeconformance.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace pelab::conformance {

inline constexpr double kUnit64 = 0x1p-53; // float64's unit roundoff
inline constexpr double kUnit32 = 0x1p-24; // float32's

// A sequence's ids under some layout rules (tokenPositions), and their extent over the three
// axes.
struct SequenceIds
{
    TokenPositions positions;
    std::int64_t minId = 0;
    std::int64_t maxId = 0;
};

// A checked configuration: headDim ≥ rotaryDim (0 became rotaryDim).
struct Setup
{
    RopeReference reference;
    std::int64_t length = 1; // the sequence length dynamic and longrope scale for
    // The precision of the table's values: the coarsest format every value is exactly
    // representable in (at least the file's own); its unit roundoff, 0 for float64.
    Precision precision = Precision::F64;
    double roundoff = 0.0;
    // Stored in float32 or lower, or every value within 1e-8 relative of a float32 value (float32
    // printed to CSV): only then is a table tested as computed in float32.
    bool float32Like = false;
    // A sequence's cache (reference.sequence): the expected ids, one row per token.
    std::shared_ptr<const SequenceIds> ids;
};

// How a table is recomputed under a hypothesis, and its tolerance.
enum class Mode
{
    Exact,       // in float64, within cacheTolerance / invFreqTolerance
    Framework32, // in float32 as frameworks do, within a couple of float32 ulps
    Bound32,     // in float64, within float32's error bound: a few float32 ulps of θ, of ln θ and
                 // of the angle t·θ (for a cache it grows with t)
    AnglesF16,   // a cache whose angles were formed in float16: t, θ_i and t·θ_i rounded to it
    AnglesBF16,  // … in bfloat16
};

// A table recomputed under some faults.
struct Hypothesis
{
    std::vector<double> theta;
    std::vector<float> theta32; // θ as frameworks compute it in float32
    double attentionFactor = 1.0;
    RopePairing pairing = RopePairing::Half;
    std::int64_t shift = 0; // row t holds position t + shift (a sequence: every id + shift)
    // A sequence's cache: row r is token r and column c takes its id on axis columnAxis[c]
    // (a pair's two columns may differ: whole-head). Null: every column of row t takes t.
    std::shared_ptr<const SequenceIds> ids;
    std::vector<std::uint8_t> columnAxis;
    unsigned faults = 0; // a bit per LikelyCause
    std::vector<CauseNote> notes;
};

struct Explanation
{
    LikelyCause cause = LikelyCause::Unknown;
    std::string detail;
    Mode mode = Mode::Exact;      // of the hypothesis that fits (Exact for unknown)
    std::vector<CauseNote> notes; // detail's parts
};

// inv_freq, relative to each |θ_i|: 2u + 8·2⁻⁵³·(1 + max_i |ln θ_i|), u the storage roundoff
// (0 for float64): a few ulps of θ and of its exponent −(2i/d)·ln base.
double invFreqTolerance(const std::vector<double> &theta, double roundoff);
// A cos/sin cache, absolute: af·(2u + 8·2⁻⁵³·(1 + t_max·max_i θ_i·(1 + |ln θ_i|))): a few
// ulps of the values and of the angle t·θ_i.
double cacheTolerance(const std::vector<double> &theta, double attentionFactor, double tMax,
                      double roundoff);

// The columns of pair p in a table `width` columns wide: half (p, p + width/2), interleaved
// (2p, 2p + 1).
std::pair<std::size_t, std::size_t> pairColumns(RopePairing pairing, std::size_t width,
                                                std::size_t pair);

// The shortest decimal that reads back as `value`; an integer when within 1e-9 relative.
std::string shortestNumber(double value);

// The configuration's own table: its θ (and float32 θ) and attention factor, no fault; for a
// cache `width` wide of a sequence, its ids and column axes; for a NoPE layer no θ (identity).
Hypothesis referenceHypothesis(const Setup &setup, std::size_t width = 0);

// Whether every value is within the tolerance of the table recomputed under `h` in `mode`
// (stops at the first that is not). Pairs beyond h.theta are pass-through: θ = 0, amplitude 1.
// `rows`: only those rows of the cache (a sample tried first); a hypothesis with ids fits no
// table of another number of rows.
bool fitsInvFreq(const Hypothesis &h, const std::vector<double> &x, double roundoff, Mode mode);
bool fitsCosSin(const Hypothesis &h, const Matrix &cos, const Matrix &sin, double roundoff,
                Mode mode, const std::vector<std::size_t> *rows = nullptr);

// The same test over every value, measured into `out`: maxAbsError, maxRelError, the per-pair
// error and tolerance of each pair's element of the largest error / tolerance, the worst pair
// and index, tolerance. Returns whether every value is within its tolerance (fits*'s answer).
// A cache with ids is measured over the rows the table and the ids have in common.
bool measureInvFreq(const Hypothesis &h, const std::vector<double> &x, double roundoff, Mode mode,
                    RopeComparison &out);
bool measureCosSin(const Hypothesis &h, const Matrix &cos, const Matrix &sin, double roundoff,
                   Mode mode, RopeComparison &out);

// The reference itself fits in `mode`: match, float32-rounding (or half-precision-angles).
Explanation describeReference(Mode mode);

// The parts of the search (ropeconformancehypotheses.cpp): a fault's bit and note, the
// frequencies a table of `pairs` pairs may have (scaled or not, the global base of a sliding
// layer, the head width), the wrong bases that could give the angles x_i = θ_i, the shift that
// row 0 suggests, the order hypotheses are tried in, the modes, and a fitting hypothesis's
// explanation.
unsigned faultBit(LikelyCause cause);
void addFault(Hypothesis &h, CauseNote note);
std::string scalingText(const RopeScaling &scaling); // " (linear ×8)", "" for none
std::vector<Hypothesis> widthHypotheses(const Setup &setup, std::size_t pairs);
std::vector<Hypothesis> wrongBases(const Setup &setup, const std::vector<double> &x);
std::int64_t estimateShift(const Hypothesis &h, const Matrix &cos, const Matrix &sin);
void sortHypotheses(std::vector<Hypothesis> &hypotheses);
std::vector<Mode> modes(const Setup &setup, bool cache);
Explanation describe(const Hypothesis &h, Mode mode);

// A sequence's layout under some faults (ropeconformancesequence.cpp): its ids and sections.
struct Layout
{
    std::shared_ptr<const SequenceIds> ids;
    MropeSections sections;
    unsigned faults = 0;
    std::vector<CauseNote> notes;
};

// The ids of `segments` under `rules`, with their extent. Throws pelab::Error as tokenPositions.
std::shared_ptr<const SequenceIds> sequenceIds(const std::vector<Segment> &segments,
                                               const LayoutRules &rules);
// The axis of each column of a table `width` wide (the rotary or the head width; pairs beyond
// the rotary part take t).
std::vector<std::uint8_t> tableColumnAxes(const MropeSections &sections, std::int64_t rotaryDim,
                                          std::size_t width, RopePairing pairing);
// The sequence's row count without the spatial merge (merge-ignored), or 0 when that is the
// expected count.
std::int64_t unmergedTokens(const RopeReference &reference);
// The layouts a cache of `rows` rows may have: the reference's and each fault of the ids and of
// the sections, alone and one of each combined (when `rows` is the unmerged count, those under
// merge-ignored only), the one of the table's rows first. A plain cache: {Layout{}}.
std::vector<Layout> sequenceLayouts(const Setup &setup, std::size_t rows);
// Applies a layout to a hypothesis (its ids, its column axes in h.pairing, its faults).
void applyLayout(const Setup &setup, const Layout &layout, std::size_t width, Hypothesis &h);
// The rows a sequence's hypotheses are tried on first (its segments' first tokens, then a
// stride), or empty when the cache is small enough to try whole.
std::vector<std::size_t> sampleRows(const SequenceIds &ids);
// The angles x_i = θ_i a cache of the reference's width shows: row 1 of a plain cache, or
// angle / id at a sequence's token of t = h = w and the smallest positive id. Empty if none.
std::vector<double> estimatedAngles(const Setup &setup, const Layout &layout, const Matrix &cos,
                                    const Matrix &sin);

// The likely cause (ropeconformanceexplain.cpp): hypotheses with the fewest faults first, each
// tried in every mode. A NoPE layer: the identity, then the rotating table's cause.
Explanation explainInvFreq(const Setup &setup, const std::vector<double> &invFreq);
Explanation explainCosSin(const Setup &setup, const Matrix &cos, const Matrix &sin);

} // namespace pelab::conformance
