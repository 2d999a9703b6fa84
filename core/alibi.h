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

// ALiBi, attention with linear biases (Press, Smith and Lewis 2022, "Train Short, Test Long"):
// a_h(t, s) = q_t·k_s/√d_k − m_h·|t − s|, causal by default (keys s ≤ t).

// How the head slopes m_1 … m_H are chosen.
enum class SlopeRule
{
    Official, // the reference code (ofirpress/attention_with_linear_biases, get_slopes)
    Paper,    // the paper's text read literally: the geometric sequence from 2^(−8/H)
    Custom,   // entered by hand
    Mpt,      // MPT's gen_slopes (llm-foundry, Hugging Face's MptModel), with alibi_bias_max B
};

std::string_view slopeRuleName(SlopeRule rule); // "official", "paper", "custom", "mpt"
std::optional<SlopeRule> parseSlopeRule(std::string_view name);

// MPT's default alibi_bias_max (attn_config), the B of the mpt rule.
inline constexpr double kDefaultAlibiBiasMax = 8.0;

// Largest head count and sequence length accepted.
inline constexpr std::int64_t kMaxAlibiHeads = 4096;
inline constexpr std::int64_t kMaxAlibiPositions = std::int64_t(1) << 24;
inline constexpr std::int64_t kMaxAlibiLength = std::int64_t(1) << 40;
// Largest head width d_k and seed of the random content scores.
inline constexpr std::int64_t kMaxAlibiHeadDim = 65536;
inline constexpr std::int64_t kMaxAlibiSeed = 2147483647; // 2^31 − 1
// The fraction of attention mass the effective span holds.
inline constexpr double kEffectiveSpanMass = 0.9;

// The reference code: for H a power of two, m_h = 2^(−8h/H), h = 1 … H; otherwise the list
// for c = 2^⌊log₂H⌋ followed by every other slope (h = 1, 3, 5, …) of the list for 2c, until
// there are H. Throws pelab::Error for H < 1 or H > kMaxAlibiHeads.
std::vector<double> officialSlopes(std::int64_t heads);
// The paper's text: m_h = 2^(−8h/H), h = 1 … H, for every H (equals the official rule exactly
// when H is a power of two).
std::vector<double> paperSlopes(std::int64_t heads);
// MPT's gen_slopes: H′ = 2^⌈log₂H⌉, slopes 2^(−m·B/H′) for m = 1 … H′; for H not a power of
// two the odd-indexed slopes (slopes[1::2]) then the even-indexed ones (slopes[::2]), the
// first H. With B = 8 these are the reference code's slopes; with any other B they are not.
// Throws pelab::Error for H out of range or an invalid B (validateAlibiBiasMax).
std::vector<double> mptSlopes(std::int64_t heads, double alibiBiasMax = kDefaultAlibiBiasMax);
// The same as MPT computes them, in float32 (each torch operation rounded to float32: the
// exponent m·fl(B/H′), the power 2^x, the quotient 1/2^x), returned as float64 numbers that
// are float32 values.
std::vector<double> mptSlopesFloat32(std::int64_t heads,
                                     double alibiBiasMax = kDefaultAlibiBiasMax);
// Throws pelab::Error unless B is finite and above 0.
void validateAlibiBiasMax(double alibiBiasMax);
// Official, paper or mpt (B is used by the mpt rule only; Custom is not a rule that
// generates slopes: throws).
std::vector<double> slopesFor(SlopeRule rule, std::int64_t heads,
                              double alibiBiasMax = kDefaultAlibiBiasMax);
// The rule in words, e.g. "mpt, alibi_bias_max 8 (equals the reference rule)" (the equality
// is tested on the slopes of H heads, not assumed).
std::string slopeRuleDescription(SlopeRule rule, std::int64_t heads,
                                 double alibiBiasMax = kDefaultAlibiBiasMax);
// Throws pelab::Error unless there are 1 … kMaxAlibiHeads slopes, each finite and ≥ 0.
void validateSlopes(const std::vector<double> &slopes);
// Throws pelab::Error unless 1 ≤ heads ≤ kMaxAlibiHeads.
void validateHeads(std::int64_t heads);

// Throws pelab::Error unless 1 ≤ positions ≤ kMaxAlibiPositions.
void validatePositions(std::int64_t positions);

// The bias of one head over an N × N block, every cell: B(t, s) = −m·|t − s|.
// Throws pelab::Error above the memory limit.
Matrix biasMatrix(double slope, std::int64_t positions,
                  std::uint64_t memoryLimit = kDefaultMemoryLimit);
// Row t of it, N values, into `out`.
void fillBiasRow(double slope, std::int64_t positions, std::int64_t query, double *out);

// Throws pelab::Error unless the positions are valid, 1 ≤ d_k ≤ kMaxAlibiHeadDim and
// 0 ≤ seed ≤ kMaxAlibiSeed (what ContentScores checks before it allocates).
void validateContent(std::int64_t positions, std::int64_t headDim, std::int64_t seed);

class ScoreKernel;

// Content scores q_t·k_s/√d_k from seeded standard-normal q and k (N × d_k each, drawn from one
// Random(seed): all of q row by row, then all of k). The same content is used for every head.
// Every score is the score kernel's (ScoreKernel: one sequential sum over k, times 1/√d_k), so a
// row, a block of rows and a single score agree bit for bit.
class ContentScores
{
public:
    ContentScores() = default; // zero content: the pure position prior
    // Throws pelab::Error for values validateContent() refuses, or above the memory limit.
    ContentScores(std::int64_t positions, std::int64_t headDim, std::uint64_t seed,
                  std::uint64_t memoryLimit = kDefaultMemoryLimit);

    bool isZero() const { return m_headDim == 0; }
    std::int64_t positions() const { return std::int64_t(m_q.rows()); }
    std::int64_t headDim() const { return m_headDim; }
    std::uint64_t seed() const { return m_seed; }
    const Matrix &q() const { return m_q; }
    const Matrix &k() const { return m_k; }
    double score(std::int64_t query, std::int64_t key) const;
    // Scores of query t against keys 0 … count − 1 into `out` (zeros when isZero()).
    void fillRow(std::int64_t query, std::int64_t count, double *out) const;
    // Rows query … query + rows − 1 against keys 0 … count − 1 into `out` (rows × count, row
    // stride count) by `kernel` (a thread's own; a temporary one when null). Not for isZero().
    void fillRows(std::int64_t query, std::int64_t rows, std::int64_t count, double *out,
                  ScoreKernel *kernel = nullptr) const;

private:
    double scale() const; // 1/√d_k

    Matrix m_q;
    Matrix m_k;
    std::int64_t m_headDim = 0;
    std::uint64_t m_seed = 0;
};

// The attention weights of query t for one head: softmax over the keys of content + bias,
// causal (keys s ≤ t; later keys get weight 0) or bidirectional. Numerically stable (the
// largest logit is subtracted). `content` may be zero or cover at least `positions` positions.
std::vector<double> attentionRow(double slope, std::int64_t positions, std::int64_t query,
                                 bool causal, const ContentScores &content = {});
// The same into `out` (N values); `logits` is scratch space of N values.
void fillAttentionRow(double slope, std::int64_t positions, std::int64_t query, bool causal,
                      const double *content, double *logits, double *out);

// The effective span of a head: for the last query (t = N − 1, causal, zero content), the
// smallest distance D such that the keys at distance ≤ D hold at least 90 % of the mass.
std::int64_t effectiveSpan(double slope, std::int64_t positions, double mass = kEffectiveSpanMass);

// The fraction of a head's attention that falls on keys further than L_train − 1 back (the
// distances never seen in training) for the last query of a sequence of L_infer, causal, zero
// content: Σ_{d=L_train}^{L_infer−1} e^(−m·d) / Σ_{d=0}^{L_infer−1} e^(−m·d), in closed form.
// Throws pelab::Error unless 1 ≤ L_train < L_infer ≤ kMaxAlibiLength.
double fractionBeyond(double slope, std::int64_t trainLength, std::int64_t inferLength);
void validateLengths(std::int64_t trainLength, std::int64_t inferLength);

// Per head, over every query row t = 0 … N − 1 of softmax(content + bias): the mean attention
// distance Σ_s w(t, s)·|t − s| averaged over t, and the mean 90 % span (the smallest D whose
// keys at distance ≤ D hold 90 % of row t's mass, measured both ways when bidirectional).
struct HeadAttentionStats
{
    double meanDistance = 0.0;
    double meanSpan = 0.0;
};
// H × N softmax rows of N keys (content computed once per row, shared by the heads).
// Returns an empty vector when cancelled through `progress`.
std::vector<HeadAttentionStats> attentionStats(const std::vector<double> &slopes,
                                               std::int64_t positions, bool causal,
                                               const ContentScores &content = {},
                                               const ProgressCallback &progress = {});

} // namespace pelab
