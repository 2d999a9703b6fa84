#pragma once

#include "matrix.h"
#include "memorylimit.h"
#include "similarity.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// Relative position representations (Shaw, Uszkoreit and Vaswani 2018, "Self-Attention with
// Relative Position Representations", eq. 4–5): a(t, s) = (q_t·k_s + q_t·r_clip(s−t)) / √d,
// clip(x) = max(−K, min(K, x)), with 2K + 1 relative vectors r_−K … r_K; and eq. 3, the
// value side z_t = Σ_s α(t, s)(v_s + a^V_clip(s−t)), α(t, ·) = softmax_s a(t, s).

// Largest sizes accepted (memory is checked separately against the limit).
inline constexpr std::int64_t kMaxShawPositions = std::int64_t(1) << 20;
inline constexpr std::int64_t kMaxShawDim = 65536;
inline constexpr std::int64_t kMaxShawClip = std::int64_t(1) << 20;
// Seeds below 2^53: every one is exact as a JSON number, so a session records it exactly.
inline constexpr std::uint64_t kMaxShawSeed = (std::uint64_t(1) << 53) - 1;

// The three matrices of the decomposition: total = content + position.
enum class ShawTerm
{
    Total,    // (q_t·k_s + q_t·r_clip(s−t)) / √d
    Content,  // q_t·k_s / √d
    Position, // q_t·r_clip(s−t) / √d
};

std::string_view shawTermName(ShawTerm term); // "total", "content", "position"
std::optional<ShawTerm> parseShawTerm(std::string_view name);

// clip(x) = max(−K, min(K, x)).
inline std::int64_t clipOffset(std::int64_t offset, std::int64_t clip)
{
    return offset < -clip ? -clip : (offset > clip ? clip : offset);
}

// Throw pelab::Error naming the parameter when it is out of range.
void validateShawPositions(std::int64_t positions);
void validateShawDim(std::int64_t dim);
void validateShawClip(std::int64_t clip);
void validateShawSeed(std::uint64_t seed);
// The query row t of an N-position table: 0 … N − 1.
void validateShawQuery(std::int64_t query, std::int64_t positions);

// One cell of the table with its decomposition.
struct ShawCell
{
    double content = 0.0;
    double position = 0.0;
    double total = 0.0;
    std::int64_t offset = 0;        // s − t
    std::int64_t clippedOffset = 0; // clip(s − t): r_clippedOffset is used
    bool clipped() const { return offset != clippedOffset; }
};

// Minimum and maximum of one term over the N × N table.
struct ShawRange
{
    double min = 0.0;
    double max = 0.0;
};
struct ShawSummary
{
    ShawRange content;
    ShawRange position;
    ShawRange total;
    std::uint64_t clippedCells = 0; // cells with |s − t| > K
};

// The queries, keys and relative vectors of one head; every cell is computed on demand in O(d),
// a row in O(N·d + min(2K + 1, N)·d). Nothing of size N × N is held.
class ShawScores
{
public:
    ShawScores() = default;
    // q and k: N × d; rel: (2K + 1) × d, row 0 = r_−K. Throws pelab::Error naming the problem
    // (shapes that disagree, non-finite values, sizes out of range).
    ShawScores(Matrix q, Matrix k, Matrix rel);
    // Standard-normal q, k and r from one Random(seed): all of q row by row, then k, then r.
    static ShawScores seeded(std::int64_t positions, std::int64_t dim, std::int64_t clip,
                             std::uint64_t seed, std::uint64_t memoryLimit = kDefaultMemoryLimit);

    bool isEmpty() const { return m_dim == 0; }
    std::int64_t positions() const { return std::int64_t(m_q.rows()); }
    std::int64_t dim() const { return m_dim; }
    std::int64_t clip() const { return m_clip; }
    const Matrix &q() const { return m_q; }
    const Matrix &k() const { return m_k; }
    const Matrix &rel() const { return m_rel; }
    // r_j for j = −K … K.
    const double *relative(std::int64_t j) const { return m_rel.row(std::size_t(j + m_clip)); }

    ShawCell cell(std::int64_t t, std::int64_t s) const;
    double value(ShawTerm term, std::int64_t t, std::int64_t s) const;
    // Row t of a term, N values, into `out`.
    void fillRow(ShawTerm term, std::int64_t t, double *out) const;
    // Rows firstRow … firstRow + rows − 1, columns firstColumn … firstColumn + columns − 1.
    // Throws above the memory limit or outside the table. Returns an empty matrix when cancelled.
    Matrix block(ShawTerm term, std::int64_t firstRow, std::int64_t rows, std::int64_t firstColumn,
                 std::int64_t columns, std::uint64_t memoryLimit = kDefaultMemoryLimit,
                 const ProgressCallback &progress = {}) const;
    // The whole N × N term (refused above the memory limit).
    Matrix matrix(ShawTerm term, std::uint64_t memoryLimit = kDefaultMemoryLimit,
                  const ProgressCallback &progress = {}) const;
    // Min and max of every term over the whole table, tiled, in O(N·d + tile) memory, on every
    // core (shawSummary(), shawsummary.h). Returns std::nullopt when cancelled.
    std::optional<ShawSummary> summary(const ProgressCallback &progress = {}) const;

private:
    void checkCell(std::int64_t t, std::int64_t s) const;
    // q_t·r_j / √d for j = lo … hi into out[0 … hi − lo].
    void positionScores(std::int64_t t, std::int64_t lo, std::int64_t hi, double *out) const;

    Matrix m_q;
    Matrix m_k;
    Matrix m_rel;
    std::int64_t m_dim = 0;
    std::int64_t m_clip = 0;
    double m_scale = 1.0; // 1 / √d
};

// The value side (Shaw et al. eq. 3) for one query row t, bidirectional as in the paper.
struct ShawValueRow
{
    std::vector<double> weights;  // α(t, s), s = 0 … N − 1 (softmax of the total scores)
    std::vector<double> plain;    // Σ_s α(t, s) v_s (d values)
    std::vector<double> relative; // Σ_s α(t, s)(v_s + a^V_clip(s−t)) (d values)
    std::vector<double> massPerIndex; // Σ of α(t, s) over the s with clip(s − t) = j, j = −K … K
};
// v: N × d values; relV: (2K + 1) × d vectors a^V, row 0 = a^V_−K. Throws on shapes that do not
// match the scores or t out of range.
ShawValueRow shawValueRow(const ShawScores &scores, const Matrix &v, const Matrix &relV,
                          std::int64_t t);
// Seeded v (N × d) then a^V ((2K + 1) × d), from Random(seed) run through SplitMix64 once, so
// that they differ from the q, k and r of the same seed.
std::pair<Matrix, Matrix> seededShawValues(std::int64_t positions, std::int64_t dim,
                                           std::int64_t clip, std::uint64_t seed,
                                           std::uint64_t memoryLimit = kDefaultMemoryLimit);

// The number of cells of an N × N table with |s − t| > K.
std::uint64_t shawClippedCells(std::int64_t positions, std::int64_t clip);

} // namespace pelab
