#include "ropetexts.h"

#include "rope/ropesequencetexts.h"
#include "rope/ropeviews.h"

#include <QStringList>

#include <cmath>

namespace {

QString num(double value, int digits = 6)
{
    return QString::number(value, 'g', digits);
}

QString precisionText(pelab::Precision precision)
{
    return QString::fromUtf8(pelab::precisionName(precision));
}

} // namespace

QString RopeTexts::heatmapTitle(const pelab::RopeSetup &s, std::int64_t first, std::int64_t size)
{
    QString title = tr("RoPE scores a(t, s) = q̂_t·k̂_s/√d, d = %1, t, s = %2 … %3, %4, %5")
                        .arg(s.dim)
                        .arg(s.start)
                        .arg(s.start + s.positions - 1)
                        .arg(s.pairing == pelab::RopePairing::Interleaved ? tr("interleaved")
                                                                          : tr("half-split"))
                        .arg(precisionText(s.precision));
    if (first != 0 || size != s.positions)
        title += tr(" (window t, s = %1 … %2 of N = %3)")
                     .arg(s.start + first)
                     .arg(s.start + first + size - 1)
                     .arg(s.positions);
    return title;
}

QString RopeTexts::describeCell(const pelab::RopeAnalysis &analysis, const pelab::Matrix &scores,
                                std::int64_t row, std::int64_t column, std::int64_t first)
{
    const pelab::RopeSetup &s = analysis.setup;
    if (row < 0 || column < 0 || row >= std::int64_t(scores.rows()) ||
        column >= std::int64_t(scores.cols()))
        return {};
    const std::int64_t t = s.start + first + row;
    const std::int64_t key = s.start + first + column;
    const std::int64_t offset = column - row;
    const std::int64_t covered = analysis.invariance.maxOffset;
    const double value = scores(std::size_t(row), std::size_t(column));
    if (offset < -covered || offset > covered)
        return tr("<b>t = %1</b>, <b>s = %2</b>, offset Δ = s − t = %3<br>a(t, s) = <b>%4</b>")
            .arg(t)
            .arg(key)
            .arg(offset)
            .arg(value, 0, 'g', 17);
    const double exact = analysis.exact[std::size_t(offset + covered)];
    return tr("<b>t = %1</b>, <b>s = %2</b>, offset Δ = s − t = %3<br>"
              "a(t, s) = <b>%4</b> · exact qᵀR<sub>Δ</sub>k/√d = %5 · difference %6")
        .arg(t)
        .arg(key)
        .arg(offset)
        .arg(value, 0, 'g', 17)
        .arg(exact, 0, 'g', 17)
        .arg(value - exact, 0, 'g', 3);
}

QString RopeTexts::verdict(const pelab::RopeAnalysis &analysis)
{
    const pelab::InvarianceReport &inv = analysis.invariance;
    const pelab::RopeSetup &s = analysis.setup;
    const QString precision = precisionText(s.precision);
    QString text;
    if (inv.nonFinite > 0) {
        text = tr("<b style='color:#c62828'>Scores overflow</b>: %1 of them are inf or NaN in %2.")
                   .arg(inv.nonFinite)
                   .arg(precision);
        if (analysis.overflowedPositions > 0)
            text += tr(" %1 positions exceed %2's largest value (65504 for f16) and become inf.")
                        .arg(analysis.overflowedPositions)
                        .arg(precision);
        return text;
    }
    text = analysis.invariant
               ? tr("<b style='color:#2e7d32'>Relative: a(t, t + Δ) depends only on Δ</b> "
                    "within the tolerance.")
               : tr("<b style='color:#c62828'>Not relative: the absolute position leaks into "
                    "the scores</b>.");
    text += tr("<br>max_invariance_error = %1 (the largest spread max − min of a(t, t + Δ) "
               "over t), tolerance %2 (%3), precision %4.")
                .arg(inv.maxError, 0, 'g', 4)
                .arg(analysis.tolerance, 0, 'g', 3)
                .arg(analysis.toleranceGiven ? tr("given")
                                             : tr("S·(16·u + 64·2⁻⁵³·max angle), S = %1")
                                                   .arg(pelab::scoreScale(s), 0, 'g', 4))
                .arg(precision);
    if (inv.maxError > 0.0) {
        const std::size_t j = std::size_t(inv.worstOffset + inv.maxOffset);
        text += tr("<br>Worst offset Δ = %1: min %2 at t = %3, max %4 at t = %5.")
                    .arg(inv.worstOffset)
                    .arg(inv.minimum[j], 0, 'g', 10)
                    .arg(inv.worstMinT)
                    .arg(inv.maximum[j], 0, 'g', 10)
                    .arg(inv.worstMaxT);
    }
    text += tr("<br>Deviation from the exact qᵀR<sub>s−t</sub>k/√d: %1 at (t, s) = (%2, %3).")
                .arg(inv.maxExactError, 0, 'g', 4)
                .arg(inv.exactWorstT)
                .arg(inv.exactWorstS);
    const pelab::RotationReport &rot = analysis.rotation;
    text += tr("<br>max_rotation_error |R_tᵀR_s − R_{s−t}| = %1 at t = %2, s = %3, pair %4 "
               "(%5 rows × every column).")
                .arg(rot.maxError, 0, 'g', 4)
                .arg(rot.worstT)
                .arg(rot.worstS)
                .arg(rot.worstPair)
                .arg(rot.rowsChecked);
    if (analysis.distinctPositions < s.positions)
        text += tr("<br><b>Positions collapse</b>: in %1 the %2 positions round to only %3 "
                   "distinct values, so rows repeat and a(t, s) is no function of s − t (the "
                   "spread along a diagonal can even be 0); see the deviation from the exact "
                   "score.")
                    .arg(precision)
                    .arg(s.positions)
                    .arg(analysis.distinctPositions);
    return text;
}

QString RopeTexts::pairing(std::int64_t dim)
{
    return tr("Pair i rotates dims (2i, 2i+1) when interleaved, (i, i + d/2) when half-split.\n"
              "The two are the same up to this permutation of dimensions: rotating a half-split\n"
              "vector and permuting it equals permuting it and rotating interleaved, so the "
              "scores\n"
              "agree when q and k are permuted too.\n\n") +
           permutation(dim);
}

QString RopeTexts::permutation(std::int64_t dim)
{
    const std::vector<std::int64_t> p = pelab::halfToInterleavedPermutation(dim);
    QString text = tr("interleaved dim j ← half-split dim p[j]:\n");
    for (std::size_t j = 0; j < p.size(); ++j) {
        text += QStringLiteral("%1←%2").arg(j).arg(p[j]);
        text += (j + 1) % 8 == 0 ? QStringLiteral("\n") : QStringLiteral("  ");
    }
    return text.trimmed();
}

QString RopeTexts::scaling(const pelab::RopeFrequencies &f, pelab::RopeScalingType type)
{
    using pelab::RopeScalingType;
    switch (type) {
    case RopeScalingType::None:
        return tr("No scaling: θ_i = base^(−2i/d).");
    case RopeScalingType::Linear:
        return tr("linear: θ_i / %1.").arg(num(f.factor));
    case RopeScalingType::Dynamic:
        if (f.sequenceLength <= f.originalMaxPositions)
            return tr("dynamic: sequence length %1 ≤ original %2, the base is unchanged.")
                .arg(f.sequenceLength)
                .arg(f.originalMaxPositions);
        return tr("dynamic (NTK): sequence length %1 > original %2: base' = base·(factor·L/L_orig "
                  "− (factor − 1))^(d/(d−2)) = %3 (factor %4).")
            .arg(f.sequenceLength)
            .arg(f.originalMaxPositions)
            .arg(num(f.effectiveBase, 10))
            .arg(num(f.factor));
    case RopeScalingType::Yarn:
        return tr("yarn: factor %1, original %2; ramp over pairs %3 … %4; "
                  "attention_factor = 0.1·ln(factor) + 1 = %5 (multiplies cos and sin).")
            .arg(num(f.factor))
            .arg(f.originalMaxPositions)
            .arg(num(f.yarnLow))
            .arg(num(f.yarnHigh))
            .arg(num(f.attentionFactor, 10));
    case RopeScalingType::Llama3:
        return tr("llama3: factor %1, original %2: wavelengths above the original length / "
                  "low_freq_factor divided by the factor, below it / high_freq_factor kept, "
                  "blended between.")
            .arg(num(f.factor))
            .arg(f.originalMaxPositions);
    case RopeScalingType::Longrope:
        return tr("longrope: θ_i divided by the %1 factor list (sequence length %2, original %3); "
                  "attention_factor = %4 (multiplies cos and sin).")
            .arg(f.longFactors ? QStringLiteral("long_factor") : QStringLiteral("short_factor"))
            .arg(f.sequenceLength)
            .arg(f.originalMaxPositions)
            .arg(num(f.attentionFactor, 10));
    }
    return {};
}

// core's notes of the likely cause in the window's words (core's causeDetail is their English,
// for the JSON report).
QString RopeTexts::causeDetail(const pelab::RopeComparison &comparison)
{
    QStringList parts;
    for (const pelab::CauseNote &note : comparison.causeNotes) {
        switch (note.cause) {
        case pelab::LikelyCause::WrongBase:
            parts << tr("base %1 instead of %2").arg(num(note.value, 10), num(note.other, 10));
            break;
        case pelab::LikelyCause::ScalingIgnored:
            parts << tr("the %1 scaling not applied").arg(QString::fromStdString(note.id));
            break;
        case pelab::LikelyCause::PartialRotaryIgnored:
            parts << tr("the head width %1 rotated instead of the rotary part %2")
                         .arg(num(note.value), num(note.other));
            break;
        case pelab::LikelyCause::AttentionFactorMissing:
            parts << tr("cos and sin not multiplied by the attention factor %1")
                         .arg(num(note.value, 10));
            break;
        case pelab::LikelyCause::PairingDiffers:
            parts << (note.id == "interleaved"
                          ? tr("columns paired interleaved where the configuration pairs "
                               "half-split")
                          : tr("columns paired half-split where the configuration pairs "
                               "interleaved"));
            break;
        case pelab::LikelyCause::PositionsShifted:
            parts << tr("positions t %1 %2")
                         .arg(note.value > 0 ? QStringLiteral("+") : QStringLiteral("−"))
                         .arg(num(std::abs(note.value), 10));
            break;
        case pelab::LikelyCause::HalfPrecisionAngles:
            parts << (note.precision == pelab::Precision::F16
                          ? tr("angles t·θ formed in float16 (positions above 2048 are not "
                               "even exact there)")
                          : tr("angles t·θ formed in bfloat16 (positions above 256 are not "
                               "even exact there)"));
            break;
        case pelab::LikelyCause::Float32Rounding:
            parts << (comparison.causeNotes.size() > 1 ? tr("in float32")
                      : comparison.basis == pelab::RopeBasis::Float32Table
                          ? tr("computed in float32 as frameworks do (inv_freq, angle t·θ, "
                               "cos and sin)")
                          : tr("within float32 rounding of θ, ln θ and the angle t·θ"));
            break;
        case pelab::LikelyCause::Match:
        case pelab::LikelyCause::Unknown:
            break;
        default: // a sequence's or a layer's cause
            if (const std::optional<QString> text = RopeSequenceTexts::detail(note);
                text && !text->isEmpty())
                parts << *text;
            break;
        }
    }
    return parts.join(tr("; "));
}

QString RopeTexts::causeSummary(const pelab::RopeComparison &comparison)
{
    const QString detail = causeDetail(comparison);
    QString text;
    if (RopeSequenceTexts::isSequenceCause(comparison.cause)) {
        text = RopeSequenceTexts::summary(comparison.cause);
        return detail.isEmpty() ? text : tr("%1 (%2)").arg(text, detail);
    }
    switch (comparison.cause) {
    case pelab::LikelyCause::Match:
        return tr("match: equals the reference");
    case pelab::LikelyCause::ScalingIgnored:
        return tr("scaling ignored: equals the unscaled table");
    case pelab::LikelyCause::WrongBase:
        text = tr("wrong base: equals the table of another base");
        break;
    case pelab::LikelyCause::PairingDiffers:
        return tr("pairing differs: equal after the half ↔ interleaved permutation");
    case pelab::LikelyCause::PartialRotaryIgnored:
        return tr("partial rotary ignored: the whole head width is rotated");
    case pelab::LikelyCause::AttentionFactorMissing:
        text = tr("attention factor missing: off by exactly the attention factor");
        break;
    case pelab::LikelyCause::PositionsShifted:
        text = tr("positions shifted: equals the table at positions t + c");
        break;
    case pelab::LikelyCause::HalfPrecisionAngles:
        text = tr("half-precision angles: equals the table whose angles t·θ were formed in "
                  "float16 or bfloat16");
        break;
    case pelab::LikelyCause::Float32Rounding:
        return tr("float32 rounding: equals the table computed in float32, a match");
    case pelab::LikelyCause::Unknown:
        return tr("unknown: no hypothesis explains the difference");
    default:
        break;
    }
    return detail.isEmpty() ? text : tr("%1 (%2)").arg(text, detail);
}

QString RopeTexts::causeExplanation(pelab::LikelyCause cause)
{
    if (RopeSequenceTexts::isSequenceCause(cause))
        return RopeSequenceTexts::explanation(cause);
    switch (cause) {
    case pelab::LikelyCause::Match:
        return tr("Every value is within the tolerance of the file's precision.");
    case pelab::LikelyCause::ScalingIgnored:
        return tr("The config's rope_scaling was read but never applied (or read under the wrong "
                  "key): past the original context the low-frequency pairs rotate too fast.");
    case pelab::LikelyCause::WrongBase:
        return tr("The implementation uses another θ base than the config's rope_theta (often a "
                  "default of 10000 left in place).");
    case pelab::LikelyCause::PairingDiffers:
        return tr("The implementation pairs dimensions the other way: Hugging Face's "
                  "rotate_half pairs i with i + d/2, GPT-J and Meta's code pair 2i with 2i + 1.");
    case pelab::LikelyCause::PartialRotaryIgnored:
        return tr("The config rotates only part of the head (partial_rotary_factor, rotary_pct or "
                  "rotary_dim); the implementation rotates all of it.");
    case pelab::LikelyCause::AttentionFactorMissing:
        return tr("YaRN and longrope scale cos and sin by the attention factor; the "
                  "implementation leaves it out (or applies it twice).");
    case pelab::LikelyCause::PositionsShifted:
        return tr("The cache starts at another position than 0 (an off-by-one in the position "
                  "ids or a cache offset).");
    case pelab::LikelyCause::HalfPrecisionAngles:
        return tr("The angles t·θ_i were formed in float16 or bfloat16 (the positions or "
                  "inv_freq cast to the model's dtype before the product): the angles are rounded "
                  "to that precision, and positions past 2048 (float16) or 256 (bfloat16) are not "
                  "even exact integers there. Form them in float32 and cast cos and sin after.");
    case pelab::LikelyCause::Float32Rounding:
        return tr("The differences are those of computing in float32 as frameworks do: a match.");
    case pelab::LikelyCause::Unknown:
        return tr("None of the fixed hypotheses (scaling, base, pairing, partial rotary, "
                  "attention factor, position shift, half-precision angles, float32) reproduces "
                  "the table.");
    default:
        break;
    }
    return {};
}

QString RopeTexts::basisText(pelab::RopeBasis basis)
{
    switch (basis) {
    case pelab::RopeBasis::Reference:
        return tr("against the reference");
    case pelab::RopeBasis::Float32Table:
        return tr("against the table recomputed in float32 as frameworks do");
    case pelab::RopeBasis::Float32Bound:
        return tr("against the reference within float32's error bound");
    }
    return {};
}

CheckVerdict RopeTexts::checkVerdict(const RopeCheckResult &result)
{
    using Kind = CheckVerdict::Kind;
    if (!result.comparison)
        return {Kind::NoFile, tr("No implementation loaded"),
                tr("Load the table your implementation produced: its inv_freq vector, or its cos "
                   "and sin cache (N × rotary dim, in Hugging Face's cat(freqs, freqs) layout or "
                   "interleaved; leading axes of size 1 are dropped), as .npy, safetensors or "
                   "CSV. It is checked against the values on the left.")};
    const pelab::RopeComparison &c = *result.comparison;
    const bool cache = c.quantity == "cos_sin";
    CheckVerdict v;
    v.kind = c.match ? Kind::Match : Kind::Mismatch;
    v.heading =
        c.match ? (c.cause == pelab::LikelyCause::Float32Rounding ? tr("Match (float32 rounding)")
                                                                  : tr("Match"))
                : tr("Does not match");
    const auto n = [](double x) { return CheckVerdict::number(x); };
    const QString what = cache ? tr("cos/sin cache, %1 positions (0 … %2) × %3 columns")
                                     .arg(c.positions)
                                     .arg(c.positions - 1)
                                     .arg(2 * c.pairError.size())
                               : tr("inv_freq, %1 values").arg(c.pairError.size());
    QString file = tr("%1: %2, stored as %3, tolerance of %4")
                       .arg(result.file, what, CheckVerdict::dtypeName(result.dtype),
                            QString::fromStdString(c.precision));
    if (!result.squeezedAxes.empty())
        file += tr("; shape %1").arg(CheckVerdict::shape(result.shape, result.squeezedAxes));
    std::size_t past = 0;
    for (std::size_t p = 0; p < c.pairError.size(); ++p)
        past += c.pairError[p] > c.pairTolerance[p] ? 1 : 0;
    const std::size_t w = std::size_t(c.worstPair);
    QString where = tr("pair %1").arg(c.worstPair);
    if (cache && !c.pairPosition.empty())
        where = tr("pair %1, position %2").arg(c.worstPair).arg(c.pairPosition[w]);
    const QString within =
        past == 0 ? tr("every pair within its tolerance")
                  : tr("%1 of %2 pairs past their tolerance").arg(past).arg(c.pairError.size());
    const QString scale =
        cache ? tr("relative to the amplitude of the pair's rotation") : tr("relative to each θ_i");
    QString numbers;
    if (n(c.pairError[w]) == n(c.maxRelError)) // the same number as written
        numbers = tr("largest relative error %1 at %2, tolerance %3")
                      .arg(n(c.maxRelError), where, n(c.tolerance));
    else
        numbers = tr("largest relative error %1; nearest its tolerance (or furthest past it): "
                     "%2, relative error %3 against a tolerance of %4")
                      .arg(n(c.maxRelError), where, n(c.pairError[w]), n(c.tolerance));
    v.details = tr("%1<br>Compared %2 (%3): %4; %5.<br>%6")
                    .arg(file.toHtmlEscaped(), basisText(c.basis), scale, within,
                         numbers.toHtmlEscaped(), causeExplanation(c.cause).toHtmlEscaped());
    if (!c.match)
        v.details = tr("Likely cause: %1").arg(causeSummary(c).toHtmlEscaped()) +
                    QStringLiteral("<br>") + v.details;
    return v;
}
