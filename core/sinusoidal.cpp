#include "sinusoidal.h"

#include "csvformat.h"
#include "error.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <functional>
#include <numbers>
#include <string>
#include <system_error>
#include <thread>

namespace pelab {

namespace {

std::string number(double value)
{
    return formatDouble(value);
}

// Rows of working memory the kernel may allocate beside the table (see makePlan and
// fillSinusoidal): up to 32 offset rows, 16 step rows and 2 rows for each of up to 8 threads.
std::int64_t scratchRows(std::int64_t positions)
{
    return std::min<std::int64_t>(positions, 32) + 16 + 2 * 8;
}

} // namespace

std::string_view layoutName(Layout layout)
{
    return layout == Layout::Interleaved ? "interleaved" : "split";
}

std::optional<Layout> parseLayout(std::string_view name)
{
    if (name == "interleaved")
        return Layout::Interleaved;
    if (name == "split")
        return Layout::Split;
    return std::nullopt;
}

void validate(const SinusoidalParams &p, std::uint64_t memoryLimit)
{
    if (p.dim < 2)
        throw Error("dimension must be an even number of at least 2 (got " + std::to_string(p.dim) +
                    ")");
    if (p.dim % 2 != 0)
        throw Error("dimension must be even: each frequency has a sin and a cos (got " +
                    std::to_string(p.dim) + ")");
    if (p.dim > kMaxSinusoidalDim)
        throw Error("dimension must be at most " + std::to_string(kMaxSinusoidalDim) + " (got " +
                    std::to_string(p.dim) + ")");
    if (p.positions < 1)
        throw Error("positions must be at least 1 (got " + std::to_string(p.positions) + ")");
    if (!std::isfinite(p.base) || p.base <= 1.0)
        throw Error("base must be a finite number greater than 1 (got " + number(p.base) + ")");
    if (p.start < 0)
        throw Error("start position must be 0 or more (got " + std::to_string(p.start) + ")");
    if (p.start > kMaxPosition || p.positions > kMaxPosition - p.start)
        throw Error("positions beyond 2^40 are not supported (start " + std::to_string(p.start) +
                    " + " + std::to_string(p.positions) + " positions)");
    checkMatrixAllocation(std::uint64_t(p.positions), std::uint64_t(p.dim), memoryLimit,
                          "the sinusoidal table");
    // The kernel's working rows count too: a very wide, short table needs more of them than
    // of the table itself.
    const std::uint64_t rows = std::uint64_t(p.positions + scratchRows(p.positions));
    if (std::uint64_t(p.dim) > memoryLimit / sizeof(double) / rows) {
        const long double bytes = (long double)rows * (long double)p.dim * sizeof(double);
        throw Error("the sinusoidal table of " + std::to_string(p.positions) + " x " +
                    std::to_string(p.dim) + " values and its working memory would need " +
                    (bytes < 1e19L ? formatBytes(std::uint64_t(bytes)) : "more than 16 EiB") +
                    ", above the memory limit of " + formatBytes(memoryLimit));
    }
}

double angularFrequency(double base, std::int64_t dim, std::int64_t pair)
{
    return std::pow(base, -2.0 * double(pair) / double(dim));
}

std::vector<double> angularFrequencies(double base, std::int64_t dim)
{
    std::vector<double> omega(std::size_t(dim / 2));
    for (std::int64_t i = 0; i < dim / 2; ++i)
        omega[std::size_t(i)] = angularFrequency(base, dim, i);
    return omega;
}

std::int64_t sinColumn(Layout layout, std::int64_t dim, std::int64_t pair)
{
    (void)dim;
    return layout == Layout::Interleaved ? 2 * pair : pair;
}

std::int64_t cosColumn(Layout layout, std::int64_t dim, std::int64_t pair)
{
    return layout == Layout::Interleaved ? 2 * pair + 1 : dim / 2 + pair;
}

ColumnRole columnRole(Layout layout, std::int64_t dim, std::int64_t column)
{
    if (layout == Layout::Interleaved)
        return {column / 2, column % 2 == 0};
    const std::int64_t half = dim / 2;
    return column < half ? ColumnRole{column, true} : ColumnRole{column - half, false};
}

double sinusoidalValue(const SinusoidalParams &p, std::int64_t position, std::int64_t column)
{
    const ColumnRole role = columnRole(p.layout, p.dim, column);
    const double angle = double(position) * angularFrequency(p.base, p.dim, role.pair);
    return role.isSin ? std::sin(angle) : std::cos(angle);
}

namespace {

// The kernel. Every position is split t = A + b + k: the coarse anchor A = t − t mod kSpan, the
// step b (a multiple of kBlock below kSpan) and the offset k < kBlock. sin/cos(A·ω_i) are
// evaluated once per kSpan rows; sin/cos(b·ω_i) and sin/cos(k·ω_i) once per table; the block
// anchor a = A + b is one rotation of A by b, and each row one rotation of a by k. So only
// n/kSpan + kSpan/kBlock + kBlock rows of sin/cos calls are made (64 for 8192 positions, not
// 8192), and a row's values depend on its position alone: bit-identical whatever the table's
// start, size or thread count.
//
// A rotation composes the angles fl(xω) + fl(yω) (x = a, y = k, or x = A, y = b), which differ
// from the directly evaluated fl((x + y)ω) by δ = (fl((x + y)ω) − fl(xω)) − fl(yω). Both
// subtractions are exact (Sterbenz: x = 0, or x ≥ the span of y, so the operands are within a
// factor of two), hence δ is exact and the correction
//   sin(θ + δ) = sin θ·cos δ + cos θ·sin δ
// makes every value agree with std::sin(fl(t·ω)) to a few ulps however large t is (measured:
// at most 4.4e-16 up to 2⁴⁰). |δ| ≤ t·2⁻⁵² (three roundings of products ≤ t·ω ≤ t), so
// sin δ = δ and cos δ = 1 up to δ²/2 < 2⁻⁵⁶ for t < kLargePosition; beyond it the next terms
// are needed (|δ| reaches 2⁻¹² at 2⁴⁰). This needs separately rounded products: core is
// compiled with -ffp-contract=off.

// Rows per block anchor: the offsets k = 0 … kBlock − 1.
constexpr std::int64_t kBlock = 32;
// Rows per coarse anchor (a multiple of kBlock): the steps b = 0, kBlock, … kSpan − kBlock.
constexpr std::int64_t kSpan = 512;
// From this position on the correction uses sin δ = δ − δ³/6 and cos δ = 1 − δ²/2.
constexpr std::int64_t kLargePosition = std::int64_t(1) << 24;
static_assert(kLargePosition % 512 == 0, "a span must lie on one side of kLargePosition");
// Tables of at least this many values (16 MiB) are shared out between threads: a smaller one
// takes about a millisecond alone, little more than starting a thread and waiting for it.
// Each thread takes kSpan rows at a time, so one that gets no processor simply takes fewer.
constexpr std::int64_t kParallelValues = std::int64_t(1) << 21;
// More threads than this gain nothing once the writes saturate memory bandwidth.
constexpr unsigned kMaxThreads = 8;

// sin/cos(m·step·ω_i) for the multiples m a table needs; row m is [sin … | cos …] (d values).
struct AngleRows
{
    std::vector<std::int64_t> slot; // row of multiple m in `values`, −1 when unused
    const double *values = nullptr;
    std::int64_t dim = 0;
    const double *row(std::int64_t m) const { return values + slot[std::size_t(m)] * dim; }
};

// What every thread shares.
struct Plan
{
    std::int64_t start = 0;
    std::int64_t half = 0;
    Layout layout = Layout::Interleaved;
    std::vector<double> omega;
    AngleRows offsets; // k·ω, k < kBlock
    AngleRows steps;   // b·ω, b = m·kBlock < kSpan
    // Both tables in one allocation: glibc hands a freed pair of large blocks back to the OS
    // and the next call would page-fault them in again.
    std::vector<double> storage;
};

// Rotates (as, ac) by (ks, kc) with the δ correction: sin/cos of fl(t·ω_i) for i < half,
// where the anchor holds angle fl(a·ω_i) and the offset fl(k·ω_i), k = t − a. Writes them
// interleaved into out[2i], out[2i+1] or split into out[i], out[half + i].
// Inlined into the target_clones function below so that it is vectorised for each target.
template <bool Large, bool Interleaved>
[[gnu::always_inline]] inline void rotate(std::int64_t half, double t, double a, double k,
                                          const double *__restrict w, const double *__restrict as,
                                          const double *__restrict ac, const double *__restrict ks,
                                          const double *__restrict kc, double *__restrict out)
{
    for (std::int64_t i = 0; i < half; ++i) {
        const double s = as[i] * kc[i] + ac[i] * ks[i];
        const double c = ac[i] * kc[i] - as[i] * ks[i];
        // fl(a·ω) and fl(k·ω) are recomputed (the same values as the arguments of the sin/cos
        // calls): a multiply is cheaper than another load stream.
        const double delta = (t * w[i] - a * w[i]) - k * w[i];
        double sinT = 0.0;
        double cosT = 0.0;
        if constexpr (Large) {
            const double d2 = delta * delta;
            const double sinDelta = delta - delta * (d2 * (1.0 / 6.0));
            const double oneMinusCos = 0.5 * d2;
            sinT = s + (sinDelta * c - oneMinusCos * s);
            cosT = c - (sinDelta * s + oneMinusCos * c);
        } else {
            sinT = s + delta * c;
            cosT = c - delta * s;
        }
        // Stored straight from registers: a separate interleaving pass would sweep twice.
        if constexpr (Interleaved) {
            out[2 * i] = sinT;
            out[2 * i + 1] = cosT;
        } else {
            out[i] = sinT;
            out[half + i] = cosT;
        }
    }
}

// One rotation of a whole row (or anchor) in the given layout.
template <bool Large>
[[gnu::always_inline]] inline void rotateInto(const Plan &plan, Layout layout, std::int64_t t,
                                              std::int64_t a, const double *anchor,
                                              const double *offset, double *out)
{
    const std::int64_t h = plan.half;
    const double *w = plan.omega.data();
    const double tt = double(t), aa = double(a), kk = double(t - a);
    if (layout == Layout::Interleaved)
        rotate<Large, true>(h, tt, aa, kk, w, anchor, anchor + h, offset, offset + h, out);
    else
        rotate<Large, false>(h, tt, aa, kk, w, anchor, anchor + h, offset, offset + h, out);
}

// Rows [r0, r1), which lie within one span of kSpan positions. `coarse` and `anchor` are this
// thread's scratch, d values each ([sin … | cos …]).
template <bool Large>
[[gnu::always_inline]] inline void fillSpanImpl(const Plan &plan, std::int64_t r0, std::int64_t r1,
                                                double *out, double *coarse, double *anchor)
{
    const std::int64_t h = plan.half;
    const std::int64_t d = 2 * h;
    const std::int64_t first = plan.start + r0;
    const std::int64_t spanStart = first - first % kSpan;
    for (std::int64_t i = 0; i < h; ++i) {
        const double angle = double(spanStart) * plan.omega[std::size_t(i)];
        coarse[i] = std::sin(angle);
        coarse[h + i] = std::cos(angle);
    }
    std::int64_t currentAnchor = -1;
    for (std::int64_t r = r0; r < r1; ++r) {
        const std::int64_t t = plan.start + r;
        const std::int64_t a = t - t % kBlock;
        if (a != currentAnchor) {
            rotateInto<Large>(plan, Layout::Split, a, spanStart, coarse,
                              plan.steps.row((a - spanStart) / kBlock), anchor);
            currentAnchor = a;
        }
        rotateInto<Large>(plan, plan.layout, t, a, anchor, plan.offsets.row(t - a), out + r * d);
    }
}

// Compiled for AVX2 as well as the baseline; the loader picks the clone the processor supports.
// (GCC 12's AVX-512 code for these loops ran slower than its AVX2 code here: no such clone.)
__attribute__((target_clones("avx2", "default"))) void fillSpan(const Plan &plan, std::int64_t r0,
                                                                std::int64_t r1, double *out,
                                                                double *coarse, double *anchor)
{
    // Decided per span, not per table, so that a row's value depends on its position alone
    // (kLargePosition is a multiple of kSpan: a span lies wholly on one side of it).
    const std::int64_t first = plan.start + r0;
    if (first - first % kSpan >= kLargePosition)
        fillSpanImpl<true>(plan, r0, r1, out, coarse, anchor);
    else
        fillSpanImpl<false>(plan, r0, r1, out, coarse, anchor);
}

// Rows of sin/cos(m·step·ω_i) for the multiples m < count that the table's positions need
// (m = (t mod step·count) / step), written from `values` on; returns how many rows.
std::int64_t makeAngleRows(const SinusoidalParams &p, const std::vector<double> &omega,
                           std::int64_t step, std::int64_t count, AngleRows &rows, double *values)
{
    rows.slot.assign(std::size_t(count), -1);
    rows.values = values;
    rows.dim = p.dim;
    std::int64_t used = 0;
    for (std::int64_t r = 0; r < std::min(p.positions, step * count); ++r) {
        const std::int64_t m = (p.start + r) % (step * count) / step;
        if (rows.slot[std::size_t(m)] >= 0)
            continue;
        rows.slot[std::size_t(m)] = used;
        if (values) {
            double *row = values + used * p.dim;
            const std::int64_t half = p.dim / 2;
            for (std::int64_t i = 0; i < half; ++i) {
                const double angle = double(m * step) * omega[std::size_t(i)];
                row[i] = std::sin(angle);
                row[half + i] = std::cos(angle);
            }
        }
        ++used;
    }
    return used;
}

// The shared tables. A short table computes only the offsets and steps its positions use, so
// from 64 rows on the scratch (at most 48 rows of tables, 2 rows per thread) is no larger than
// the table itself.
Plan makePlan(const SinusoidalParams &p)
{
    Plan plan;
    plan.start = p.start;
    plan.half = p.dim / 2;
    plan.layout = p.layout;
    plan.omega = angularFrequencies(p.base, p.dim);
    // First count the rows, then allocate once and fill.
    const std::int64_t offsetRows = makeAngleRows(p, plan.omega, 1, kBlock, plan.offsets, nullptr);
    const std::int64_t stepRows =
        makeAngleRows(p, plan.omega, kBlock, kSpan / kBlock, plan.steps, nullptr);
    plan.storage.resize(std::size_t((offsetRows + stepRows) * p.dim));
    makeAngleRows(p, plan.omega, 1, kBlock, plan.offsets, plan.storage.data());
    makeAngleRows(p, plan.omega, kBlock, kSpan / kBlock, plan.steps,
                  plan.storage.data() + offsetRows * p.dim);
    return plan;
}

} // namespace

void fillSinusoidal(const SinusoidalParams &p, double *out)
{
    const Plan plan = makePlan(p);
    const std::int64_t n = p.positions;
    // Work items are the spans of kSpan positions the table touches (absolute, so that the
    // split cannot change any value), handed out in order to whichever thread asks next.
    const std::int64_t firstSpan = p.start / kSpan;
    const std::int64_t spans = (p.start + n - 1) / kSpan - firstSpan + 1;

    unsigned threads = 1;
    if (n * p.dim >= kParallelValues)
        threads = std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads);
    threads = unsigned(std::min<std::int64_t>(threads, spans));

    // Scratch for every thread allocated here, so that nothing can throw inside a thread.
    std::vector<double> scratch(std::size_t(threads) * 2 * std::size_t(p.dim));
    std::atomic<std::int64_t> nextSpan{0};
    const auto work = [&](unsigned j) {
        double *coarse = scratch.data() + std::size_t(j) * 2 * std::size_t(p.dim);
        for (std::int64_t s = nextSpan++; s < spans; s = nextSpan++) {
            const std::int64_t r0 = std::max<std::int64_t>((firstSpan + s) * kSpan - p.start, 0);
            const std::int64_t r1 =
                std::min<std::int64_t>((firstSpan + s + 1) * kSpan - p.start, n);
            fillSpan(plan, r0, r1, out, coarse, coarse + p.dim);
        }
    };
    std::vector<std::thread> workers;
    workers.reserve(threads); // so that only starting a thread can throw once one runs
    for (unsigned j = 1; j < threads; ++j) {
        try {
            workers.emplace_back(work, j);
        } catch (const std::system_error &) {
            break; // no thread to be had: the others share its work
        }
    }
    work(0);
    for (std::thread &worker : workers)
        worker.join();
}

Matrix sinusoidalTable(const SinusoidalParams &p, std::uint64_t memoryLimit)
{
    validate(p, memoryLimit);
    Matrix table(static_cast<std::size_t>(p.positions), static_cast<std::size_t>(p.dim));
    fillSinusoidal(p, table.data());
    return table;
}

std::vector<PairInfo> pairTable(const SinusoidalParams &p)
{
    // The table's rows do not matter here; d and the base must be valid.
    SinusoidalParams shape = p;
    shape.positions = 1;
    shape.start = 0;
    validate(shape, ~std::uint64_t(0));
    std::vector<PairInfo> pairs;
    pairs.reserve(std::size_t(p.dim / 2));
    for (std::int64_t i = 0; i < p.dim / 2; ++i) {
        PairInfo info;
        info.pair = i;
        info.omega = angularFrequency(p.base, p.dim, i);
        info.wavelength = 2.0 * std::numbers::pi / info.omega;
        info.denominator = std::pow(p.base, 2.0 * double(i) / double(p.dim));
        info.sinDim = sinColumn(p.layout, p.dim, i);
        info.cosDim = cosColumn(p.layout, p.dim, i);
        pairs.push_back(info);
    }
    return pairs;
}

} // namespace pelab
