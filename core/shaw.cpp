#include "shaw.h"

#include "error.h"
#include "random.h"
#include "shawsummary.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace pelab {

namespace {

// One summation order everywhere (four running sums, then added pairwise), so that a cell, a
// row and a block give bit-identical values.
double dot(const double *a, const double *b, std::int64_t n)
{
    double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
    std::int64_t j = 0;
    for (; j + 4 <= n; j += 4) {
        s0 += a[j] * b[j];
        s1 += a[j + 1] * b[j + 1];
        s2 += a[j + 2] * b[j + 2];
        s3 += a[j + 3] * b[j + 3];
    }
    for (; j < n; ++j)
        s0 += a[j] * b[j];
    return (s0 + s1) + (s2 + s3);
}

std::string text(std::int64_t value)
{
    return std::to_string(value);
}

void requireFinite(const Matrix &m, const char *name)
{
    std::size_t bad = 0;
    for (std::size_t i = 0; i < m.size(); ++i)
        bad += std::isfinite(m.data()[i]) ? 0 : 1;
    if (bad > 0)
        throw Error(std::string(name) + " has " + std::to_string(bad) +
                    " non-finite values (NaN or infinity); it must be finite");
}

} // namespace

std::string_view shawTermName(ShawTerm term)
{
    switch (term) {
    case ShawTerm::Content:
        return "content";
    case ShawTerm::Position:
        return "position";
    case ShawTerm::Total:
        break;
    }
    return "total";
}

std::optional<ShawTerm> parseShawTerm(std::string_view name)
{
    if (name == "total")
        return ShawTerm::Total;
    if (name == "content")
        return ShawTerm::Content;
    if (name == "position")
        return ShawTerm::Position;
    return std::nullopt;
}

void validateShawPositions(std::int64_t positions)
{
    if (positions < 1 || positions > kMaxShawPositions)
        throw Error("positions N must be 1 … " + text(kMaxShawPositions) + " (got " +
                    text(positions) + ")");
}

void validateShawDim(std::int64_t dim)
{
    if (dim < 1 || dim > kMaxShawDim)
        throw Error("the head width d must be 1 … " + text(kMaxShawDim) + " (got " + text(dim) +
                    ")");
}

void validateShawClip(std::int64_t clip)
{
    if (clip < 0)
        throw Error("the clipping distance K must be at least 0 (got " + text(clip) + ")");
    if (clip > kMaxShawClip)
        throw Error("the clipping distance K must be at most " + text(kMaxShawClip) + " (got " +
                    text(clip) + ")");
}

void validateShawSeed(std::uint64_t seed)
{
    if (seed > kMaxShawSeed)
        throw Error("the seed must be at most 2^53 − 1 = " + std::to_string(kMaxShawSeed) +
                    " (got " + std::to_string(seed) + ")");
}

void validateShawQuery(std::int64_t query, std::int64_t positions)
{
    if (query < 0 || query >= positions)
        throw Error("the query row must be 0 … " + text(positions - 1) + " (got " + text(query) +
                    ")");
}

ShawScores::ShawScores(Matrix q, Matrix k, Matrix rel)
{
    validateShawPositions(std::int64_t(q.rows()));
    validateShawDim(std::int64_t(q.cols()));
    if (k.rows() != q.rows() || k.cols() != q.cols())
        throw Error("k must have the shape of q, " + std::to_string(q.rows()) + " × " +
                    std::to_string(q.cols()) + " (got " + std::to_string(k.rows()) + " × " +
                    std::to_string(k.cols()) + ")");
    if (rel.rows() % 2 == 0 || rel.rows() < 1)
        throw Error("the relative vectors need an odd number of rows, 2K + 1 (got " +
                    std::to_string(rel.rows()) + ")");
    if (rel.cols() != q.cols())
        throw Error("the relative vectors must have d = " + std::to_string(q.cols()) +
                    " columns like q and k (got " + std::to_string(rel.cols()) + ")");
    validateShawClip(std::int64_t(rel.rows() / 2));
    requireFinite(q, "q");
    requireFinite(k, "k");
    requireFinite(rel, "the relative vectors r");
    m_dim = std::int64_t(q.cols());
    m_clip = std::int64_t(rel.rows() / 2);
    m_scale = 1.0 / std::sqrt(double(m_dim));
    m_q = std::move(q);
    m_k = std::move(k);
    m_rel = std::move(rel);
}

ShawScores ShawScores::seeded(std::int64_t positions, std::int64_t dim, std::int64_t clip,
                              std::uint64_t seed, std::uint64_t memoryLimit)
{
    validateShawPositions(positions);
    validateShawDim(dim);
    validateShawClip(clip);
    validateShawSeed(seed);
    checkMatrixAllocation(2 * std::uint64_t(positions) + 2 * std::uint64_t(clip) + 1,
                          std::uint64_t(dim), memoryLimit, "the q, k and r vectors");
    Matrix q{std::size_t(positions), std::size_t(dim)};
    Matrix k{std::size_t(positions), std::size_t(dim)};
    Matrix rel(std::size_t(2 * clip + 1), std::size_t(dim));
    Random random(seed);
    random.fillNormal(q.data(), q.size());
    random.fillNormal(k.data(), k.size());
    random.fillNormal(rel.data(), rel.size());
    return ShawScores(std::move(q), std::move(k), std::move(rel));
}

void ShawScores::checkCell(std::int64_t t, std::int64_t s) const
{
    const std::int64_t n = positions();
    if (t < 0 || t >= n || s < 0 || s >= n)
        throw Error("cell (" + text(t) + ", " + text(s) + ") is outside the " + text(n) + " × " +
                    text(n) + " table");
}

ShawCell ShawScores::cell(std::int64_t t, std::int64_t s) const
{
    checkCell(t, s);
    ShawCell c;
    c.offset = s - t;
    c.clippedOffset = clipOffset(c.offset, m_clip);
    const double *q = m_q.row(std::size_t(t));
    c.content = dot(q, m_k.row(std::size_t(s)), m_dim) * m_scale;
    c.position = dot(q, relative(c.clippedOffset), m_dim) * m_scale;
    c.total = c.content + c.position;
    return c;
}

double ShawScores::value(ShawTerm term, std::int64_t t, std::int64_t s) const
{
    const ShawCell c = cell(t, s);
    return term == ShawTerm::Content ? c.content
                                     : (term == ShawTerm::Position ? c.position : c.total);
}

void ShawScores::positionScores(std::int64_t t, std::int64_t lo, std::int64_t hi, double *out) const
{
    const double *q = m_q.row(std::size_t(t));
    for (std::int64_t j = lo; j <= hi; ++j)
        out[j - lo] = dot(q, relative(j), m_dim) * m_scale;
}

void ShawScores::fillRow(ShawTerm term, std::int64_t t, double *out) const
{
    checkCell(t, 0);
    const std::int64_t n = positions();
    // Only the offsets this row reaches: clip(−t) … clip(N − 1 − t).
    const std::int64_t lo = clipOffset(-t, m_clip);
    const std::int64_t hi = clipOffset(n - 1 - t, m_clip);
    std::vector<double> pos(std::size_t(hi - lo + 1));
    if (term != ShawTerm::Content)
        positionScores(t, lo, hi, pos.data());
    const double *q = m_q.row(std::size_t(t));
    for (std::int64_t s = 0; s < n; ++s) {
        const double p =
            term == ShawTerm::Content ? 0.0 : pos[std::size_t(clipOffset(s - t, m_clip) - lo)];
        if (term == ShawTerm::Position) {
            out[s] = p;
            continue;
        }
        const double c = dot(q, m_k.row(std::size_t(s)), m_dim) * m_scale;
        out[s] = term == ShawTerm::Content ? c : c + p;
    }
}

Matrix ShawScores::block(ShawTerm term, std::int64_t firstRow, std::int64_t rows,
                         std::int64_t firstColumn, std::int64_t columns, std::uint64_t memoryLimit,
                         const ProgressCallback &progress) const
{
    const std::int64_t n = positions();
    if (rows < 1 || columns < 1 || firstRow < 0 || firstColumn < 0 || firstRow + rows > n ||
        firstColumn + columns > n)
        throw Error("the block of rows " + text(firstRow) + " + " + text(rows) + " and columns " +
                    text(firstColumn) + " + " + text(columns) + " is outside the " + text(n) +
                    " × " + text(n) + " table");
    checkMatrixAllocation(std::uint64_t(rows), std::uint64_t(columns), memoryLimit,
                          "the " + std::string(shawTermName(term)) + " term table");
    Matrix out{std::size_t(rows), std::size_t(columns)};
    std::vector<double> pos(std::size_t(std::min<std::int64_t>(2 * m_clip + 1, n + columns)));
    for (std::int64_t r = 0; r < rows; ++r) {
        const std::int64_t t = firstRow + r;
        const std::int64_t lo = clipOffset(firstColumn - t, m_clip);
        const std::int64_t hi = clipOffset(firstColumn + columns - 1 - t, m_clip);
        if (term != ShawTerm::Content)
            positionScores(t, lo, hi, pos.data());
        const double *q = m_q.row(std::size_t(t));
        double *row = out.row(std::size_t(r));
        for (std::int64_t c = 0; c < columns; ++c) {
            const std::int64_t s = firstColumn + c;
            const double p =
                term == ShawTerm::Content ? 0.0 : pos[std::size_t(clipOffset(s - t, m_clip) - lo)];
            if (term == ShawTerm::Position) {
                row[c] = p;
                continue;
            }
            const double content = dot(q, m_k.row(std::size_t(s)), m_dim) * m_scale;
            row[c] = term == ShawTerm::Content ? content : content + p;
        }
        if (progress && (r % 64 == 63) && !progress(double(r + 1) / double(rows)))
            return {};
    }
    return out;
}

Matrix ShawScores::matrix(ShawTerm term, std::uint64_t memoryLimit,
                          const ProgressCallback &progress) const
{
    return block(term, 0, positions(), 0, positions(), memoryLimit, progress);
}

std::optional<ShawSummary> ShawScores::summary(const ProgressCallback &progress) const
{
    return shawSummary(*this, progress);
}

std::uint64_t shawClippedCells(std::int64_t positions, std::int64_t clip)
{
    // Offsets d = K + 1 … N − 1 occur N − d times on each side of the diagonal.
    if (clip >= positions - 1)
        return 0;
    const auto m = std::uint64_t(positions - 1 - clip); // the number of clipped offsets per side
    return m * (m + 1);                                 // 2 · Σ_{i=1}^{m} i
}

ShawValueRow shawValueRow(const ShawScores &scores, const Matrix &v, const Matrix &relV,
                          std::int64_t t)
{
    const std::int64_t n = scores.positions();
    const std::int64_t d = scores.dim();
    const std::int64_t clip = scores.clip();
    if (scores.isEmpty())
        throw Error("no scores to attend with");
    if (std::int64_t(v.rows()) != n || std::int64_t(v.cols()) != d)
        throw Error("the values v must be " + text(n) + " × " + text(d) + " (got " +
                    std::to_string(v.rows()) + " × " + std::to_string(v.cols()) + ")");
    if (std::int64_t(relV.rows()) != 2 * clip + 1 || std::int64_t(relV.cols()) != d)
        throw Error("the relative value vectors a^V must be " + text(2 * clip + 1) + " × " +
                    text(d) + " (got " + std::to_string(relV.rows()) + " × " +
                    std::to_string(relV.cols()) + ")");
    validateShawQuery(t, n);
    ShawValueRow out;
    out.weights.resize(std::size_t(n));
    scores.fillRow(ShawTerm::Total, t, out.weights.data());
    const double largest = *std::max_element(out.weights.begin(), out.weights.end());
    double sum = 0.0;
    for (double &w : out.weights) {
        w = std::exp(w - largest);
        sum += w;
    }
    for (double &w : out.weights)
        w /= sum;
    out.plain.assign(std::size_t(d), 0.0);
    out.massPerIndex.assign(std::size_t(2 * clip + 1), 0.0);
    for (std::int64_t s = 0; s < n; ++s) {
        const double w = out.weights[std::size_t(s)];
        const double *vs = v.row(std::size_t(s));
        for (std::int64_t j = 0; j < d; ++j)
            out.plain[std::size_t(j)] += w * vs[j];
        out.massPerIndex[std::size_t(clipOffset(s - t, clip) + clip)] += w;
    }
    // Σ_s α_s a^V_clip(s−t) = Σ_j (mass on index j) · a^V_j.
    out.relative = out.plain;
    for (std::int64_t i = 0; i < 2 * clip + 1; ++i) {
        const double m = out.massPerIndex[std::size_t(i)];
        if (m == 0.0)
            continue;
        const double *a = relV.row(std::size_t(i));
        for (std::int64_t j = 0; j < d; ++j)
            out.relative[std::size_t(j)] += m * a[j];
    }
    return out;
}

std::pair<Matrix, Matrix> seededShawValues(std::int64_t positions, std::int64_t dim,
                                           std::int64_t clip, std::uint64_t seed,
                                           std::uint64_t memoryLimit)
{
    validateShawPositions(positions);
    validateShawDim(dim);
    validateShawClip(clip);
    validateShawSeed(seed);
    checkMatrixAllocation(std::uint64_t(positions) + 2 * std::uint64_t(clip) + 1,
                          std::uint64_t(dim), memoryLimit, "the value vectors v and a^V");
    std::uint64_t state = seed;
    Random random(splitMix64(state));
    Matrix v{std::size_t(positions), std::size_t(dim)};
    Matrix relV(std::size_t(2 * clip + 1), std::size_t(dim));
    random.fillNormal(v.data(), v.size());
    random.fillNormal(relV.data(), relV.size());
    return {std::move(v), std::move(relV)};
}

} // namespace pelab
