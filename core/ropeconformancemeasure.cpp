// A RoPE table against one recomputed under a hypothesis, in one mode: the expected value of
// each element, the amplitude its relative error is taken against and its tolerance. The search
// for a cause (fits*, stopping at the first value out of tolerance) and the comparison a verdict
// shows (measure*, every value) use the same values and the same test, so that a table a
// verdict calls a match has every element within the tolerance drawn, and a mismatch one past it.
//
// Relative errors: inv_freq |x − θ_i| / θ_i (a pass-through pair of a head-width table, whose
// θ is 0: relative to the largest θ); a cache |x − v| / a, with a the amplitude of the pair's
// rotation (cos² + sin² = a²: the attention factor, 1 for a pass-through pair) — cos and sin
// themselves pass through 0, where a relative error has no meaning.
#include "ropeconformancehypotheses.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pelab::conformance {

namespace {

struct Cell
{
    double cos = 1.0;
    double sin = 0.0;
    double amplitude = 1.0;
    double tolerance = 0.0; // absolute
};

// The expected cache of `h` in `mode` for a table with `rows` rows, cell by cell.
class CacheModel
{
public:
    CacheModel(const Hypothesis &h, std::size_t rows, double roundoff, Mode mode)
        : m_h(h), m_mode(mode), m_af32(float(h.attentionFactor))
    {
        const std::int64_t first = h.ids ? h.ids->minId : 0;
        const std::int64_t last = h.ids ? h.ids->maxId : std::int64_t(rows) - 1;
        const double tMax = double(std::max(std::abs(first + h.shift), std::abs(last + h.shift)));
        m_exact = cacheTolerance(h.theta, 1.0, tMax, roundoff);
        m_floor = 2.0 * roundoff + 4.0 * kUnit32;
        m_slope.resize(h.theta.size());
        for (std::size_t p = 0; p < m_slope.size(); ++p)
            m_slope[p] = kUnit32 * h.theta[p] * (4.0 + 2.0 * std::abs(std::log(h.theta[p])));
    }

    // Pair p at `position` (the row's id in the column, shift included).
    Cell at(std::int64_t position, std::size_t p) const
    {
        Cell cell;
        const bool rotated = p < m_h.theta.size();
        cell.amplitude = rotated ? m_h.attentionFactor : 1.0;
        const double a = cell.amplitude;
        cell.tolerance = a * (m_mode == Mode::Exact ? m_exact : m_floor);
        if (!rotated)
            return cell; // cos 1, sin 0
        switch (m_mode) {
        case Mode::Framework32: {
            const float angle = float(position) * m_h.theta32[p];
            cell.cos = double(std::cos(angle) * m_af32);
            cell.sin = double(std::sin(angle) * m_af32);
            return cell;
        }
        case Mode::AnglesF16:
        case Mode::AnglesBF16: {
            const Precision precision =
                m_mode == Mode::AnglesF16 ? Precision::F16 : Precision::BF16;
            const double t = roundTo(precision, double(position));
            const double angle = roundTo(precision, t * roundTo(precision, double(m_h.theta32[p])));
            cell.cos = std::cos(angle) * a;
            cell.sin = std::sin(angle) * a;
            return cell;
        }
        case Mode::Exact:
        case Mode::Bound32:
            break;
        }
        const double angle = double(position) * m_h.theta[p];
        cell.cos = std::cos(angle) * a;
        cell.sin = std::sin(angle) * a;
        if (m_mode == Mode::Bound32)
            cell.tolerance += std::abs(double(position)) * a * m_slope[p];
        return cell;
    }

private:
    const Hypothesis &m_h;
    Mode m_mode;
    float m_af32;
    double m_exact = 0.0; // per unit of amplitude
    double m_floor = 0.0; // per unit of amplitude
    std::vector<double> m_slope;
};

// The ids of row t, column by column: t + shift, or for a sequence the token's id on the
// column's axis + shift.
class Ids
{
public:
    Ids(const Hypothesis &h, std::size_t t) : m_h(h), m_t(t) {}
    std::int64_t operator()(std::size_t column) const
    {
        if (!m_h.ids)
            return std::int64_t(m_t) + m_h.shift;
        return m_h.ids->positions.axis(m_h.columnAxis[column])[m_t] + m_h.shift;
    }

private:
    const Hypothesis &m_h;
    std::size_t m_t;
};

// The expected θ_i of `h` in `mode`, its absolute tolerance and the scale of its relative error.
struct Value
{
    double expected = 0.0;
    double tolerance = 0.0;
    double scale = 1.0;
};

Value invFreqValue(const Hypothesis &h, std::size_t i, double exact, double roundoff, Mode mode)
{
    if (i >= h.theta.size()) // pass-through: θ = 0, relative to the largest θ
        return {0.0, 0.0,
                h.theta.empty() ? 1.0 : *std::max_element(h.theta.begin(), h.theta.end())};
    const double theta = h.theta[i];
    double relative = exact;
    double expected = theta;
    if (mode == Mode::Framework32) {
        expected = double(h.theta32[i]);
        relative = 2.0 * roundoff + 4.0 * kUnit32;
    } else if (mode == Mode::Bound32) {
        relative = 2.0 * roundoff + kUnit32 * (4.0 + 2.0 * std::abs(std::log(theta)));
    }
    return {expected, relative * std::abs(theta), std::abs(theta)};
}

// error / tolerance, infinite for an error where none is tolerated.
double ratio(double error, double tolerance)
{
    if (tolerance > 0.0)
        return error / tolerance;
    return error > 0.0 ? std::numeric_limits<double>::infinity() : 0.0;
}

// Per pair, the element of the largest error / tolerance.
struct PairTracker
{
    explicit PairTracker(std::size_t pairs)
        : ratio(pairs, -1.0), error(pairs, 0.0), tolerance(pairs, 0.0), position(pairs, 0),
          column(pairs, 0)
    {}
    std::vector<double> ratio, error, tolerance;
    std::vector<std::int64_t> position, column;
};

void finish(const PairTracker &pairs, RopeComparison &out)
{
    out.pairError = pairs.error;
    out.pairTolerance = pairs.tolerance;
    out.worstPair = std::int64_t(std::max_element(pairs.ratio.begin(), pairs.ratio.end()) -
                                 pairs.ratio.begin());
    out.tolerance = pairs.tolerance.empty() ? 0.0 : pairs.tolerance[std::size_t(out.worstPair)];
}

// Whether row t fits: a plain cache has one position per row (one cell per pair), a sequence's
// pair has one per column.
template <bool Sequence>
bool fitsRow(const Hypothesis &h, const CacheModel &model, const Matrix &cos, const Matrix &sin,
             std::size_t t)
{
    const std::size_t width = cos.cols();
    for (std::size_t p = 0; p < width / 2; ++p) {
        const auto [j, k] = pairColumns(h.pairing, width, p);
        if constexpr (Sequence) {
            const Ids ids(h, t);
            const std::int64_t pj = ids(j), pk = ids(k);
            const Cell cj = model.at(pj, p);
            const Cell ck = pk == pj ? cj : model.at(pk, p);
            if (!(std::abs(cos(t, j) - cj.cos) <= cj.tolerance &&
                  std::abs(cos(t, k) - ck.cos) <= ck.tolerance &&
                  std::abs(sin(t, j) - cj.sin) <= cj.tolerance &&
                  std::abs(sin(t, k) - ck.sin) <= ck.tolerance))
                return false;
        } else {
            const Cell cell = model.at(std::int64_t(t) + h.shift, p);
            if (!(std::abs(cos(t, j) - cell.cos) <= cell.tolerance &&
                  std::abs(cos(t, k) - cell.cos) <= cell.tolerance &&
                  std::abs(sin(t, j) - cell.sin) <= cell.tolerance &&
                  std::abs(sin(t, k) - cell.sin) <= cell.tolerance))
                return false;
        }
    }
    return true;
}

template <bool Sequence>
bool fitsRows(const Hypothesis &h, const CacheModel &model, const Matrix &cos, const Matrix &sin,
              const std::vector<std::size_t> *rows)
{
    if (rows) {
        for (std::size_t t : *rows)
            if (!fitsRow<Sequence>(h, model, cos, sin, t))
                return false;
        return true;
    }
    for (std::size_t t = 0; t < cos.rows(); ++t)
        if (!fitsRow<Sequence>(h, model, cos, sin, t))
            return false;
    return true;
}

// Measures rows 0 … rows − 1 into `pairs` and `out` (maxAbsError, maxRelError); a pair's element
// is its column of the larger error (the columns share a tolerance), or of the larger error /
// tolerance where a sequence's columns take different ids.
template <bool Sequence>
bool measureRows(const Hypothesis &h, const CacheModel &model, const Matrix &cos, const Matrix &sin,
                 std::size_t rows, PairTracker &pairs, RopeComparison &out)
{
    const std::size_t width = cos.cols();
    bool within = true;
    for (std::size_t t = 0; t < rows; ++t) {
        for (std::size_t p = 0; p < width / 2; ++p) {
            const auto [j, k] = pairColumns(h.pairing, width, p);
            std::int64_t pj = std::int64_t(t) + h.shift, pk = pj;
            if constexpr (Sequence) {
                const Ids ids(h, t);
                pj = ids(j);
                pk = ids(k);
            }
            const Cell cj = model.at(pj, p);
            const Cell ck = !Sequence || pk == pj ? cj : model.at(pk, p);
            const double ej = std::max(std::abs(cos(t, j) - cj.cos), std::abs(sin(t, j) - cj.sin));
            const double ek = std::max(std::abs(cos(t, k) - ck.cos), std::abs(sin(t, k) - ck.sin));
            bool second = ek > ej;
            double r = ratio(second ? ek : ej, cj.tolerance);
            if (Sequence && pk != pj) {
                const double rj = ratio(ej, cj.tolerance), rk = ratio(ek, ck.tolerance);
                second = rk > rj;
                r = second ? rk : rj;
            }
            within = within && ej <= cj.tolerance && ek <= ck.tolerance;
            out.maxAbsError = std::max(out.maxAbsError, std::max(ej, ek));
            out.maxRelError = std::max(out.maxRelError, std::max(ej, ek) / cj.amplitude);
            if (r > pairs.ratio[p]) {
                const Cell &cell = second ? ck : cj;
                pairs.ratio[p] = r;
                pairs.error[p] = (second ? ek : ej) / cell.amplitude;
                pairs.tolerance[p] = cell.tolerance / cell.amplitude;
                pairs.position[p] = std::int64_t(t);
                pairs.column[p] = std::int64_t(second ? k : j);
            }
        }
    }
    return within;
}

} // namespace

bool fitsInvFreq(const Hypothesis &h, const std::vector<double> &x, double roundoff, Mode mode)
{
    const double exact = invFreqTolerance(h.theta, roundoff);
    for (std::size_t i = 0; i < x.size(); ++i) {
        const Value v = invFreqValue(h, i, exact, roundoff, mode);
        if (!(std::abs(x[i] - v.expected) <= v.tolerance))
            return false;
    }
    return true;
}

bool measureInvFreq(const Hypothesis &h, const std::vector<double> &x, double roundoff, Mode mode,
                    RopeComparison &out)
{
    const double exact = invFreqTolerance(h.theta, roundoff);
    PairTracker pairs(x.size());
    bool within = true;
    out.maxAbsError = 0.0;
    out.maxRelError = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const Value v = invFreqValue(h, i, exact, roundoff, mode);
        const double error = std::abs(x[i] - v.expected);
        within = within && error <= v.tolerance;
        out.maxAbsError = std::max(out.maxAbsError, error);
        out.maxRelError = std::max(out.maxRelError, error / v.scale);
        pairs.ratio[i] = ratio(error, v.tolerance);
        pairs.error[i] = error / v.scale;
        pairs.tolerance[i] = v.tolerance / v.scale;
    }
    finish(pairs, out);
    out.worstIndex = {out.worstPair};
    return within;
}

bool fitsCosSin(const Hypothesis &h, const Matrix &cos, const Matrix &sin, double roundoff,
                Mode mode, const std::vector<std::size_t> *rows)
{
    if (h.ids && std::size_t(h.ids->positions.size()) != cos.rows())
        return false;
    const CacheModel model(h, cos.rows(), roundoff, mode);
    return h.ids ? fitsRows<true>(h, model, cos, sin, rows)
                 : fitsRows<false>(h, model, cos, sin, rows);
}

bool measureCosSin(const Hypothesis &h, const Matrix &cos, const Matrix &sin, double roundoff,
                   Mode mode, RopeComparison &out)
{
    std::size_t rows = cos.rows();
    if (h.ids)
        rows = std::min(rows, std::size_t(h.ids->positions.size()));
    const CacheModel model(h, rows, roundoff, mode);
    PairTracker pairs(cos.cols() / 2);
    out.maxAbsError = 0.0;
    out.maxRelError = 0.0;
    const bool within = h.ids ? measureRows<true>(h, model, cos, sin, rows, pairs, out)
                              : measureRows<false>(h, model, cos, sin, rows, pairs, out);
    finish(pairs, out);
    out.pairPosition = pairs.position;
    const auto w = std::size_t(out.worstPair);
    out.worstIndex = {pairs.position[w], pairs.column[w]};
    return within;
}

} // namespace pelab::conformance
