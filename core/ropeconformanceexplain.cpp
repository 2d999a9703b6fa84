// The search for the likely cause of a RoPE table's difference from the reference: the
// hypotheses (ropeconformancehypotheses.cpp), for a sequence's cache under every layout of its
// ids and sections (ropeconformancesequence.cpp), the fewest faults first, each tried in every
// mode; a large sequence's on a sample of rows first (a necessary test: a hypothesis that fits
// is then tried on every row). A NoPE layer's cache: the identity (cos 1, sin 0), else the table
// of the rotating reference (the model's base and scaling) with its own cause as the detail.
#include "ropeconformancehypotheses.h"

#include "error.h"

#include <utility>

namespace pelab::conformance {

namespace {

// A NoPE layer's cache.
Explanation explainNope(const Setup &setup, const Matrix &cos, const Matrix &sin)
{
    const RopeReference &ref = setup.reference;
    Hypothesis identity; // no θ: every pair passes through
    identity.pairing = ref.pairing;
    const bool rows = !setup.ids || setup.ids->positions.size() == std::int64_t(cos.rows());
    if (rows && fitsCosSin(identity, cos, sin, setup.roundoff, Mode::Exact))
        return describe(identity, Mode::Exact);
    Setup rotating = setup;
    RopeReference &r = rotating.reference;
    r.nope = false;
    r.base = ref.globalBase.value_or(ref.base);
    r.scaling = ref.globalScaling.value_or(ref.scaling);
    r.globalBase.reset();
    r.globalScaling.reset();
    const Explanation e = explainCosSin(rotating, cos, sin);
    if (e.cause == LikelyCause::Unknown)
        return e;
    const CauseNote note{.cause = LikelyCause::NopeLayerRotated,
                         .value = r.base,
                         .id = std::string(scalingName(r.scaling.type)),
                         .text = "rotated with base " + shortestNumber(r.base) +
                                 scalingText(r.scaling) +
                                 " on a NoPE layer (expected cos 1, sin 0)"};
    Explanation out{LikelyCause::NopeLayerRotated, note.text, e.mode, {note}};
    if (e.cause != LikelyCause::Match) {
        out.detail += "; " + e.detail;
        out.notes.insert(out.notes.end(), e.notes.begin(), e.notes.end());
    }
    return out;
}

} // namespace

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
    if (ref.nope)
        return explainNope(setup, cos, sin);
    const std::size_t width = cos.cols();
    const RopePairing other =
        ref.pairing == RopePairing::Half ? RopePairing::Interleaved : RopePairing::Half;
    const std::vector<Layout> layouts = sequenceLayouts(setup, cos.rows());
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
                for (const Layout &layout : layouts) {
                    Hypothesis l = h;
                    applyLayout(setup, layout, width, l);
                    if (const std::int64_t c = estimateShift(l, cos, sin); c != 0) {
                        Hypothesis shifted = l;
                        shifted.shift = c;
                        addFault(shifted,
                                 {.cause = LikelyCause::PositionsShifted,
                                  .value = double(c),
                                  .text = "positions t " + std::string(c > 0 ? "+ " : "- ") +
                                          std::to_string(std::abs(c))});
                        hypotheses.push_back(std::move(shifted));
                    }
                    hypotheses.push_back(std::move(l));
                }
            }
        }
    }
    sortHypotheses(hypotheses);
    // The estimated wrong bases last, on the reference's width and pairing, in every layout.
    if (const std::vector<double> angles = estimatedAngles(setup, layouts.front(), cos, sin);
        !angles.empty()) {
        std::vector<Hypothesis> bases;
        for (const Hypothesis &h : wrongBases(setup, angles)) {
            for (const Layout &layout : layouts) {
                bases.push_back(h);
                applyLayout(setup, layout, width, bases.back());
            }
        }
        sortHypotheses(bases);
        for (Hypothesis &h : bases)
            hypotheses.push_back(std::move(h));
    }
    const std::vector<std::size_t> sample =
        layouts.front().ids ? sampleRows(*layouts.front().ids) : std::vector<std::size_t>{};
    for (const Hypothesis &h : hypotheses) {
        for (Mode mode : modes(setup, true)) {
            if (!sample.empty() && !fitsCosSin(h, cos, sin, setup.roundoff, mode, &sample))
                continue;
            if (fitsCosSin(h, cos, sin, setup.roundoff, mode))
                return describe(h, mode);
        }
    }
    return {LikelyCause::Unknown, "no tested cause reproduces the table", Mode::Exact, {}};
}

} // namespace pelab::conformance
