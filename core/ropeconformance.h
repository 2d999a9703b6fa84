#pragma once

#include "matrix.h"
#include "mrope.h"
#include "precision.h"
#include "rope.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// Checks an implementation's RoPE tables against the reference of a configuration: its
// inv_freq vector, or its cos/sin cache (N positions × the rotary width), as a port of a model
// to an inference engine produces them. The verdict comes with the likely cause, each cause
// found by recomputing the table under that hypothesis and comparing, never guessed.

enum class LikelyCause
{
    Match,                  // the reference, within the tolerance of the file's precision
    ScalingIgnored,         // equals the unscaled table (rope_scaling parsed, never applied)
    WrongBase,              // equals the table of another base (causeDetail says which)
    PairingDiffers,         // equal after the half ↔ interleaved permutation of the columns
    PartialRotaryIgnored,   // the head width rotated instead of the rotary part
    AttentionFactorMissing, // a cos/sin cache off by exactly the attention factor
    PositionsShifted,       // equals the table at positions t + c (causeDetail says c)
    HalfPrecisionAngles,    // a cache whose angles t·θ were formed in float16 or bfloat16
    Float32Rounding,        // equals the table computed in float32 as frameworks do
    // A sequence's cache (RopeReference::sequence):
    SectionsNotApplied,     // every pair takes the temporal id (1-D RoPE over M-RoPE ids)
    InterleavedVsChunked,   // the other section layout (chunked where the model interleaves, …)
    SectionsOverWholeHead,  // one split of the doubled sections over head_dim, not per half
    TextPositionsForImages, // image and video tokens given consecutive ids t = h = w
    MergeIgnored,           // ids on the unmerged grid (T·H·W tokens per image)
    NextStartDiffers,       // the segment after an image starts at its token count, not max + 1
    // A layer of a schedule (RopeReference::nope, globalBase/globalScaling):
    NopeLayerRotated, // a NoPE layer's table rotates (expected: cos 1, sin 0)
    LocalBaseIgnored, // a sliding layer's table uses the global base and scaling
    Unknown,
};

// "match", "scaling-ignored", "wrong-base", "pairing-differs", "partial-rotary-ignored",
// "attention-factor-missing", "positions-shifted", "half-precision-angles", "float32-rounding",
// "sections-not-applied", "interleaved-vs-chunked", "sections-over-whole-head",
// "text-positions-for-images", "merge-ignored", "next-start-differs", "nope-layer-rotated",
// "local-base-ignored", "unknown".
std::string_view likelyCauseName(LikelyCause cause);

// What a verdict was judged against: the values and the tolerance.
enum class RopeBasis
{
    Reference,    // the float64 reference, within the tolerance of the table's precision
    Float32Table, // the table recomputed in float32 as frameworks do, within 2u + 4·2⁻²⁴
    Float32Bound, // the float64 reference within float32's error bound (for a cache it grows
                  // with t): a float32 table computed otherwise, and a float32 table's mismatch
};

// "reference", "float32-table", "float32-bound".
std::string_view ropeBasisName(RopeBasis basis);

// One fault of the likely cause, with its numbers, for the window to put in words (`text` is the
// English of causeDetail). value/other: WrongBase the base found and the reference's;
// PartialRotaryIgnored the head width rotated and the rotary part; AttentionFactorMissing the
// factor; PositionsShifted the shift c; MergeIgnored the table's rows (the unmerged tokens) and
// the sequence's tokens; LocalBaseIgnored the global base found and the layer's local base;
// NopeLayerRotated the base it rotates with. id: ScalingIgnored the scaling's name,
// PairingDiffers the file's pairing, SectionsNotApplied the configured section layout,
// InterleavedVsChunked the file's ("chunked", "interleaved"), SectionsOverWholeHead
// "whole-head", LocalBaseIgnored and NopeLayerRotated the scaling found with the base ("none"
// unscaled). precision: the angles' (HalfPrecisionAngles) or F32 for a fault found in float32
// (Float32Rounding: basis says how).
struct CauseNote
{
    LikelyCause cause = LikelyCause::Unknown;
    double value = 0.0;
    double other = 0.0;
    std::string id;
    Precision precision = Precision::F64;
    std::string text;
};

// The configuration an implementation is checked against.
struct RopeReference
{
    std::int64_t headDim = 0;   // the head width (partial-rotary-ignored rotates all of it)
    std::int64_t rotaryDim = 0; // the rotated part, even, ≤ headDim
    double base = kDefaultRopeBase;
    RopePairing pairing = RopePairing::Half; // Half: cache columns cat(freqs, freqs)
    RopeScaling scaling;
    // The sequence length dynamic and longrope scale for when scaling.sequenceLength is unset;
    // 0: the compared table's number of positions (a sequence's: its largest id + 1).
    std::int64_t maxPosition = 0;
    // A cache of a sequence (M-RoPE or a multimodal sequence): row r holds token r, its ids from
    // tokenPositions(segments, rules) and its columns' axes from `sections`. Unset: rows are
    // positions 0 … N − 1 of one text segment (every pair takes the one id).
    struct Sequence
    {
        std::vector<Segment> segments;
        LayoutRules rules;
        MropeSections sections;
    };
    std::optional<Sequence> sequence;
    // A layer of a schedule: NoPE (the expected cache is cos 1, sin 0 everywhere, amplitude 1;
    // inv_freq has nothing to check: compareInvFreq throws; rotaryDim stays the model's, the
    // width a rotating table would have, tested as nope-layer-rotated with globalBase/
    // globalScaling if set, else base/scaling), or a sliding layer whose base/scaling replaced
    // the model's (`globalBase`/`globalScaling` are the model's, an unset one the layer's own,
    // tested as local-base-ignored, with and without the global scaling).
    bool nope = false;
    std::optional<double> globalBase;
    std::optional<RopeScaling> globalScaling;
};

// The comparison a verdict was judged by: `basis`'s values against the table's, element by
// element. Relative errors are per element: inv_freq |x − θ_i| / θ_i; a cache |x − v| / a, with
// a the amplitude of the element's pair (cos² + sin² = a²: the attention factor, 1 for a
// pass-through pair), since cos and sin themselves pass through 0. Tolerances are relative the
// same way. A match has every element within its tolerance, a mismatch at least one past it.
struct RopeComparison
{
    std::string quantity;  // "inv_freq" or "cos_sin"
    std::string precision; // of the values, the tolerance's: "float64", "float32", …
    // A cache's rows compared, positions 0 … N − 1; 0 for inv_freq. A sequence's rows are its
    // tokens: the tokens compared (with a table of another row count, merge-ignored, the rows
    // the table and the sequence have in common), and a position below (worstIndex[0],
    // pairPosition) is a token's row index, not its id.
    std::int64_t positions = 0;
    RopeBasis basis = RopeBasis::Reference;
    double maxAbsError = 0.0;
    double maxRelError = 0.0;
    // The element of the largest error / tolerance: {pair} for inv_freq, {position, column} for a
    // cache; its pair, and its relative tolerance.
    std::vector<std::int64_t> worstIndex;
    std::int64_t worstPair = 0;
    double tolerance = 0.0;
    // Per pair, its element of the largest error / tolerance (where the tolerance is the same for
    // the whole pair, its largest relative error): the relative error, the relative tolerance,
    // and for a cache the position.
    std::vector<double> pairError;
    std::vector<double> pairTolerance;
    std::vector<std::int64_t> pairPosition;
    // Against the float64 reference, whatever the basis: the largest relative error.
    double referenceMaxRelError = 0.0;
    bool match = false; // the reference within `tolerance`, or float32-rounding
    LikelyCause cause = LikelyCause::Unknown;
    std::string causeDetail;           // e.g. "base 500000 instead of 10000", "t + 3"
    std::vector<CauseNote> causeNotes; // causeDetail's parts, with their numbers
};

// `stored`: the precision of the file's values (F64 for text); the tolerance follows it, or a
// coarser format every value is exactly representable in. Throws pelab::Error (starting with
// `name: `) for a table of the wrong shape or with non-finite values; the shape of the head width
// (instead of the rotary part) is not an error: it is tested as partial-rotary-ignored.
RopeComparison compareInvFreq(const RopeReference &reference, const std::vector<double> &invFreq,
                              Precision stored, const std::string &name);
// cos and sin: N × width each, positions 0 … N − 1 in rows; for reference.sequence, one row per
// token (sequenceTokens()). Throws pelab::Error naming both counts for a sequence's table of
// another row count, unless it is the count without the spatial merge and merge-ignored (with
// other faults) reproduces it; and as validateLayout/validateSections for a sequence that does
// not fit.
RopeComparison compareCosSin(const RopeReference &reference, const Matrix &cos, const Matrix &sin,
                             Precision stored, const std::string &name);

} // namespace pelab
