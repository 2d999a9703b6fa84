// The sinusoidal encoding against values computed here, independently, from the formula of
// Vaswani et al. (2017) §3.5: PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i), ω_i = base^(−2i/d).
#include "error.h"
#include "sinusoidal.h"
#include "testutils.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <random>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;
using pelab::Layout;
using pelab::SinusoidalParams;

Q_DECLARE_METATYPE(pelab::Layout)

namespace {

SinusoidalParams params(std::int64_t positions, std::int64_t dim, double base = 10000.0,
                        std::int64_t start = 0, Layout layout = Layout::Interleaved)
{
    SinusoidalParams p;
    p.positions = positions;
    p.dim = dim;
    p.base = base;
    p.start = start;
    p.layout = layout;
    return p;
}

// ω_i straight from the formula.
double omegaOf(double base, std::int64_t dim, std::int64_t pair)
{
    return std::pow(base, -2.0 * double(pair) / double(dim));
}

// Where pair i's sin and cos sit, written out from the two layouts' definitions.
std::int64_t sinCol(Layout layout, std::int64_t /*dim*/, std::int64_t pair)
{
    return layout == Layout::Interleaved ? 2 * pair : pair;
}
std::int64_t cosCol(Layout layout, std::int64_t dim, std::int64_t pair)
{
    return layout == Layout::Interleaved ? 2 * pair + 1 : dim / 2 + pair;
}

// The popular PyTorch module ("The Annotated Transformer", the PyTorch tutorial) in float64:
//   div_term = exp(arange(0, d, 2) * (−ln(base) / d))
//   pe[:, 0::2] = sin(position * div_term);  pe[:, 1::2] = cos(position * div_term)
std::vector<double> pytorchTable(std::int64_t positions, std::int64_t dim, double base)
{
    std::vector<double> divTerm;
    const double scale = -std::log(base) / double(dim);
    for (std::int64_t j = 0; j < dim; j += 2)
        divTerm.push_back(std::exp(double(j) * scale));
    std::vector<double> pe(std::size_t(positions * dim));
    for (std::int64_t t = 0; t < positions; ++t) {
        for (std::size_t i = 0; i < divTerm.size(); ++i) {
            pe[std::size_t(t * dim) + 2 * i] = std::sin(double(t) * divTerm[i]);
            pe[std::size_t(t * dim) + 2 * i + 1] = std::cos(double(t) * divTerm[i]);
        }
    }
    return pe;
}

QByteArray cellName(std::int64_t row, std::int64_t column)
{
    return QByteArray("row ") + QByteArray::number(qint64(row)) + " column " +
           QByteArray::number(qint64(column));
}

} // namespace

class TestSinusoidal : public QObject
{
    Q_OBJECT

private slots:
    void positionZero_data();
    void positionZero();
    void handComputedCells_data();
    void handComputedCells();
    void sinusoidalValueMatchesFormula();
    void pytorchFormula_data();
    void pytorchFormula();
    void splitIsPermutedInterleaved_data();
    void splitIsPermutedInterleaved();
    void startPosition_data();
    void startPosition();
    void largeTableRowsMatchSmallTables();
    void accuracyAtLargePositions_data();
    void accuracyAtLargePositions();
    void accuracyOfRandomCells();
    void angularFrequency();
    void pairTable_data();
    void pairTable();
    void pairTableDenominatorsOfTheStepLab();
    void columnRoles_data();
    void columnRoles();
    void layoutNames();
    void validation_data();
    void validation();
    void pairTableValidation_data();
    void pairTableValidation();
    void memoryLimitRefusedBeforeAllocating();
};

void TestSinusoidal::positionZero_data()
{
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<Layout>("layout");
    for (qint64 d : {2, 4, 8, 16, 512, 1024}) {
        QTest::addRow("interleaved d=%lld", d) << d << Layout::Interleaved;
        QTest::addRow("split d=%lld", d) << d << Layout::Split;
    }
}

// PE(0) is [0, 1, 0, 1, …] (interleaved) or [0 … 0 | 1 … 1] (split): exactly, not all zeros.
void TestSinusoidal::positionZero()
{
    QFETCH(qint64, dim);
    QFETCH(Layout, layout);
    const pelab::Matrix table = pelab::sinusoidalTable(params(3, dim, 10000.0, 0, layout));
    for (qint64 c = 0; c < dim; ++c) {
        const bool isSin = layout == Layout::Interleaved ? c % 2 == 0 : c < dim / 2;
        QVERIFY2(table(0, std::size_t(c)) == (isSin ? 0.0 : 1.0), cellName(0, c).constData());
    }
}

void TestSinusoidal::handComputedCells_data()
{
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<qint64>("position");
    QTest::addColumn<qint64>("column");
    QTest::addColumn<double>("expected");

    const Layout I = Layout::Interleaved;
    const Layout S = Layout::Split;
    // Pair 0 has ω = 1 for every d and base.
    QTest::newRow("PE(1)[0] = sin 1") << 512LL << 1e4 << I << 1LL << 0LL << std::sin(1.0);
    QTest::newRow("PE(1)[1] = cos 1") << 512LL << 1e4 << I << 1LL << 1LL << std::cos(1.0);
    QTest::newRow("PE(2)[0] = sin 2, d=2") << 2LL << 1e4 << I << 2LL << 0LL << std::sin(2.0);
    QTest::newRow("PE(5000)[1] = cos 5000")
        << 64LL << 1e4 << I << 5000LL << 1LL << std::cos(5000.0);
    // d = 8, base 10⁴: ω = 1, 1/10, 1/100, 1/1000 (the step-through lab's four pairs).
    QTest::newRow("d=8 PE(3)[2] = sin 0.3") << 8LL << 1e4 << I << 3LL << 2LL << std::sin(0.3);
    QTest::newRow("d=8 PE(3)[3] = cos 0.3") << 8LL << 1e4 << I << 3LL << 3LL << std::cos(0.3);
    QTest::newRow("d=8 PE(6)[4] = sin 0.06") << 8LL << 1e4 << I << 6LL << 4LL << std::sin(0.06);
    QTest::newRow("d=8 PE(100)[7] = cos 0.1") << 8LL << 1e4 << I << 100LL << 7LL << std::cos(0.1);
    QTest::newRow("d=8 PE(3)[6] = sin 0.003") << 8LL << 1e4 << I << 3LL << 6LL << std::sin(0.003);
    // Split: pair i's sin at column i, cos at column d/2 + i.
    QTest::newRow("split d=8 PE(3)[1] = sin 0.3") << 8LL << 1e4 << S << 3LL << 1LL << std::sin(0.3);
    QTest::newRow("split d=8 PE(3)[5] = cos 0.3") << 8LL << 1e4 << S << 3LL << 5LL << std::cos(0.3);
    QTest::newRow("split d=8 PE(7)[4] = cos 7") << 8LL << 1e4 << S << 7LL << 4LL << std::cos(7.0);
    // Other bases: d = 4, base 100: ω = 1, 1/10.
    QTest::newRow("base 100 d=4 PE(5)[2] = sin 0.5")
        << 4LL << 100.0 << I << 5LL << 2LL << std::sin(0.5);
    QTest::newRow("base 4 d=4 PE(9)[3] = cos 4.5")
        << 4LL << 4.0 << I << 9LL << 3LL << std::cos(4.5);
    // d = 512: pair 128 has ω = 10⁴^(−1/2) = 1/100.
    QTest::newRow("d=512 PE(70)[256] = sin 0.7")
        << 512LL << 1e4 << I << 70LL << 256LL << std::sin(0.7);
    QTest::newRow("d=512 PE(70)[257] = cos 0.7")
        << 512LL << 1e4 << I << 70LL << 257LL << std::cos(0.7);
    QTest::newRow("split d=512 PE(70)[384] = cos 0.7")
        << 512LL << 1e4 << S << 70LL << 384LL << std::cos(0.7);
}

void TestSinusoidal::handComputedCells()
{
    QFETCH(qint64, dim);
    QFETCH(double, base);
    QFETCH(Layout, layout);
    QFETCH(qint64, position);
    QFETCH(qint64, column);
    QFETCH(double, expected);
    // The table starts at 0 so that the cell goes through the whole kernel.
    const pelab::Matrix table = pelab::sinusoidalTable(params(position + 1, dim, base, 0, layout));
    // 1e-15: ω_i and t·ω_i are rounded once each, the literals (0.3, 0.06 …) once.
    PELAB_COMPARE_NEAR(table(std::size_t(position), std::size_t(column)), expected, 1e-15);
}

void TestSinusoidal::sinusoidalValueMatchesFormula()
{
    for (const Layout layout : {Layout::Interleaved, Layout::Split}) {
        const auto p = params(10, 16, 10000.0, 0, layout);
        for (qint64 t : {0LL, 1LL, 7LL, 1000LL, 123456789LL}) {
            for (qint64 i = 0; i < 8; ++i) {
                const double angle = double(t) * omegaOf(1e4, 16, i);
                QCOMPARE(pelab::sinusoidalValue(p, t, sinCol(layout, 16, i)), std::sin(angle));
                QCOMPARE(pelab::sinusoidalValue(p, t, cosCol(layout, 16, i)), std::cos(angle));
            }
        }
    }
}

void TestSinusoidal::pytorchFormula_data()
{
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<double>("base");
    QTest::newRow("128 x 512 (the app's default)") << 128LL << 512LL << 1e4;
    QTest::newRow("1000 x 64") << 1000LL << 64LL << 1e4;
    QTest::newRow("2048 x 1024") << 2048LL << 1024LL << 1e4;
    QTest::newRow("300 x 8, base 100") << 300LL << 8LL << 100.0;
    QTest::newRow("70 x 2") << 70LL << 2LL << 1e4;
    QTest::newRow("129 x 6, base 500000 (Llama 3's θ)") << 129LL << 6LL << 5e5;
}

// The exp/log form of ω differs from base^(−2i/d) by a few ulps; at t ≤ 2048 that moves the
// angle by < 1e-12.
void TestSinusoidal::pytorchFormula()
{
    QFETCH(qint64, positions);
    QFETCH(qint64, dim);
    QFETCH(double, base);
    const pelab::Matrix table = pelab::sinusoidalTable(params(positions, dim, base));
    const std::vector<double> reference = pytorchTable(positions, dim, base);
    double worst = 0.0;
    for (std::size_t j = 0; j < reference.size(); ++j)
        worst = std::max(worst, std::abs(table.data()[j] - reference[j]));
    PELAB_COMPARE_NEAR(worst, 0.0, 1e-12);
}

void TestSinusoidal::splitIsPermutedInterleaved_data()
{
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<qint64>("start");
    QTest::newRow("128 x 512") << 128LL << 512LL << 0LL;
    QTest::newRow("5 x 2") << 5LL << 2LL << 0LL;
    QTest::newRow("200 x 10 from 77") << 200LL << 10LL << 77LL;
    QTest::newRow("2048 x 1024 (threaded)") << 2048LL << 1024LL << 0LL;
}

// Split holds the same numbers as interleaved, column 2i → i and 2i+1 → d/2 + i: bit for bit.
void TestSinusoidal::splitIsPermutedInterleaved()
{
    QFETCH(qint64, positions);
    QFETCH(qint64, dim);
    QFETCH(qint64, start);
    const pelab::Matrix inter =
        pelab::sinusoidalTable(params(positions, dim, 1e4, start, Layout::Interleaved));
    const pelab::Matrix split =
        pelab::sinusoidalTable(params(positions, dim, 1e4, start, Layout::Split));
    const qint64 half = dim / 2;
    for (qint64 r = 0; r < positions; ++r) {
        for (qint64 i = 0; i < half; ++i) {
            const auto row = std::size_t(r);
            if (inter(row, std::size_t(2 * i)) != split(row, std::size_t(i)) ||
                inter(row, std::size_t(2 * i + 1)) != split(row, std::size_t(half + i)))
                QFAIL(("pair " + std::to_string(i) + " of row " + std::to_string(r) +
                       " differs between the layouts")
                          .c_str());
        }
    }
}

void TestSinusoidal::startPosition_data()
{
    QTest::addColumn<qint64>("start");
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<Layout>("layout");
    for (qint64 start : {1LL, 5LL, 63LL, 64LL, 65LL, 1000LL, 4095LL}) {
        QTest::addRow("T0=%lld, 1 row", start) << start << 1LL << Layout::Interleaved;
        QTest::addRow("T0=%lld, 70 rows", start) << start << 70LL << Layout::Interleaved;
        QTest::addRow("T0=%lld, 130 rows split", start) << start << 130LL << Layout::Split;
    }
}

// Rows of a table started at T0 are the rows T0 … of the table started at 0 (bit for bit: a
// row's values depend on its position only).
void TestSinusoidal::startPosition()
{
    QFETCH(qint64, start);
    QFETCH(qint64, positions);
    QFETCH(Layout, layout);
    const qint64 dim = 96;
    const pelab::Matrix shifted =
        pelab::sinusoidalTable(params(positions, dim, 1e4, start, layout));
    const pelab::Matrix full =
        pelab::sinusoidalTable(params(start + positions, dim, 1e4, 0, layout));
    for (qint64 r = 0; r < positions; ++r) {
        for (qint64 c = 0; c < dim; ++c) {
            QVERIFY2(shifted(std::size_t(r), std::size_t(c)) ==
                         full(std::size_t(start + r), std::size_t(c)),
                     cellName(r, c).constData());
        }
    }
}

// A table large enough to be computed by several threads equals small tables cut from it.
void TestSinusoidal::largeTableRowsMatchSmallTables()
{
    const qint64 n = 4099;
    const qint64 dim = 1024; // 4.2 million values: shared out between threads
    const pelab::Matrix large = pelab::sinusoidalTable(params(n, dim));
    for (qint64 start : {0LL, 1LL, 1000LL, 2047LL, 2048LL, 2049LL, 4000LL}) {
        const qint64 rows = std::min<qint64>(99, n - start);
        const pelab::Matrix small = pelab::sinusoidalTable(params(rows, dim, 1e4, start));
        for (qint64 r = 0; r < rows; ++r)
            for (qint64 c = 0; c < dim; ++c)
                QVERIFY2(small(std::size_t(r), std::size_t(c)) ==
                             large(std::size_t(start + r), std::size_t(c)),
                         cellName(start + r, c).constData());
    }
}

void TestSinusoidal::accuracyAtLargePositions_data()
{
    QTest::addColumn<qint64>("start");
    QTest::addColumn<Layout>("layout");
    QTest::newRow("0") << 0LL << Layout::Interleaved;
    QTest::newRow("9999") << 9999LL << Layout::Interleaved;
    QTest::newRow("2^20 - 3") << (1LL << 20) - 3 << Layout::Interleaved;
    QTest::newRow("across 2^24") << (1LL << 24) - 70 << Layout::Interleaved;
    QTest::newRow("123456789") << 123456789LL << Layout::Split;
    QTest::newRow("2^30 - 140") << (1LL << 30) - 140 << Layout::Interleaved;
    QTest::newRow("2^30 - 140 split") << (1LL << 30) - 140 << Layout::Split;
    QTest::newRow("2^35 + 17") << (1LL << 35) + 17 << Layout::Interleaved;
    QTest::newRow("2^40 - 140 (the largest position)") << (1LL << 40) - 140 << Layout::Split;
}

// Every cell of 140 consecutive rows against std::sin/std::cos of fl(t·ω_i) evaluated directly:
// within the spec's 1e-12, and within a few ulps (the kernel's exact δ correction).
void TestSinusoidal::accuracyAtLargePositions()
{
    QFETCH(qint64, start);
    QFETCH(Layout, layout);
    const qint64 n = 140;
    const qint64 dim = 256;
    const pelab::Matrix table = pelab::sinusoidalTable(params(n, dim, 1e4, start, layout));
    double worst = 0.0;
    for (qint64 r = 0; r < n; ++r) {
        const double t = double(start + r);
        for (qint64 i = 0; i < dim / 2; ++i) {
            const double angle = t * omegaOf(1e4, dim, i);
            const auto row = std::size_t(r);
            worst = std::max(
                worst, std::abs(table(row, std::size_t(sinCol(layout, dim, i))) - std::sin(angle)));
            worst = std::max(
                worst, std::abs(table(row, std::size_t(cosCol(layout, dim, i))) - std::cos(angle)));
        }
    }
    PELAB_COMPARE_NEAR(worst, 0.0, 1e-12);
    PELAB_COMPARE_NEAR(worst, 0.0, 1e-15);
}

// Random cells, t up to 2^30, in tables of random width and start.
void TestSinusoidal::accuracyOfRandomCells()
{
    std::mt19937_64 rng(20240611);
    std::uniform_int_distribution<qint64> startDist(0, (1LL << 30) - 200);
    std::uniform_int_distribution<qint64> halfDist(1, 300);
    double worst = 0.0;
    for (int trial = 0; trial < 40; ++trial) {
        const qint64 start = startDist(rng);
        const qint64 dim = 2 * halfDist(rng);
        const qint64 n = 1 + qint64(rng() % 200);
        const Layout layout = trial % 2 ? Layout::Split : Layout::Interleaved;
        const double base = trial % 3 ? 1e4 : 2.0 + double(rng() % 100000);
        const pelab::Matrix table = pelab::sinusoidalTable(params(n, dim, base, start, layout));
        for (int cell = 0; cell < 500; ++cell) {
            const qint64 r = qint64(rng() % std::uint64_t(n));
            const qint64 i = qint64(rng() % std::uint64_t(dim / 2));
            const double angle = double(start + r) * omegaOf(base, dim, i);
            worst = std::max(worst,
                             std::abs(table(std::size_t(r), std::size_t(sinCol(layout, dim, i))) -
                                      std::sin(angle)));
            worst = std::max(worst,
                             std::abs(table(std::size_t(r), std::size_t(cosCol(layout, dim, i))) -
                                      std::cos(angle)));
        }
    }
    PELAB_COMPARE_NEAR(worst, 0.0, 1e-12);
}

void TestSinusoidal::angularFrequency()
{
    QCOMPARE(pelab::angularFrequency(1e4, 512, 0), 1.0);
    PELAB_COMPARE_NEAR(pelab::angularFrequency(1e4, 8, 1), 0.1, 1e-17);
    PELAB_COMPARE_NEAR(pelab::angularFrequency(1e4, 8, 3), 0.001, 1e-19);
    // The largest pair approaches 1/base but never reaches it.
    PELAB_COMPARE_NEAR(pelab::angularFrequency(1e4, 512, 255), std::pow(1e4, -510.0 / 512.0),
                       1e-19);
    const std::vector<double> all = pelab::angularFrequencies(1e4, 64);
    QCOMPARE(all.size(), std::size_t(32));
    for (std::size_t i = 0; i < all.size(); ++i) {
        QCOMPARE(all[i], pelab::angularFrequency(1e4, 64, qint64(i)));
        if (i > 0)
            QVERIFY(all[i] < all[i - 1]);
    }
}

void TestSinusoidal::pairTable_data()
{
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<Layout>("layout");
    QTest::newRow("512, 10^4, interleaved") << 512LL << 1e4 << Layout::Interleaved;
    QTest::newRow("512, 10^4, split") << 512LL << 1e4 << Layout::Split;
    QTest::newRow("6, base 2") << 6LL << 2.0 << Layout::Interleaved;
    QTest::newRow("128, base 500000, split") << 128LL << 5e5 << Layout::Split;
}

// ω_i = exp(−(2i/d)·ln base), wavelength 2π/ω_i, denominator base^(2i/d), the two columns.
void TestSinusoidal::pairTable()
{
    QFETCH(qint64, dim);
    QFETCH(double, base);
    QFETCH(Layout, layout);
    const std::vector<pelab::PairInfo> pairs = pelab::pairTable(params(1, dim, base, 0, layout));
    QCOMPARE(qint64(pairs.size()), dim / 2);
    for (qint64 i = 0; i < dim / 2; ++i) {
        const pelab::PairInfo &info = pairs[std::size_t(i)];
        const double omega = std::exp(-2.0 * double(i) / double(dim) * std::log(base));
        QCOMPARE(info.pair, i);
        PELAB_COMPARE_NEAR(info.omega / omega, 1.0, 1e-13);
        PELAB_COMPARE_NEAR(info.wavelength / (2.0 * std::numbers::pi / omega), 1.0, 1e-13);
        PELAB_COMPARE_NEAR(info.denominator * omega, 1.0, 1e-13);
        QCOMPARE(info.sinDim, sinCol(layout, dim, i));
        QCOMPARE(info.cosDim, cosCol(layout, dim, i));
    }
    // Pair 0 turns once every 2π positions.
    PELAB_COMPARE_NEAR(pairs.front().wavelength, 2.0 * std::numbers::pi, 1e-15);
}

// d = 8: the denominators of the classroom example are 1, 10, 100, 1000.
void TestSinusoidal::pairTableDenominatorsOfTheStepLab()
{
    const std::vector<pelab::PairInfo> pairs = pelab::pairTable(params(2, 8));
    QCOMPARE(pairs.size(), std::size_t(4));
    const double expected[] = {1.0, 10.0, 100.0, 1000.0};
    for (std::size_t i = 0; i < 4; ++i) {
        PELAB_COMPARE_NEAR(pairs[i].denominator, expected[i], 1e-12);
        PELAB_COMPARE_NEAR(pairs[i].wavelength, 2.0 * std::numbers::pi * expected[i], 1e-10);
    }
}

void TestSinusoidal::columnRoles_data()
{
    QTest::addColumn<Layout>("layout");
    QTest::newRow("interleaved") << Layout::Interleaved;
    QTest::newRow("split") << Layout::Split;
}

void TestSinusoidal::columnRoles()
{
    QFETCH(Layout, layout);
    const qint64 dim = 12;
    std::vector<int> seen(std::size_t(dim), 0);
    for (qint64 i = 0; i < dim / 2; ++i) {
        const qint64 s = pelab::sinColumn(layout, dim, i);
        const qint64 c = pelab::cosColumn(layout, dim, i);
        QCOMPARE(s, sinCol(layout, dim, i));
        QCOMPARE(c, cosCol(layout, dim, i));
        ++seen[std::size_t(s)];
        ++seen[std::size_t(c)];
        const pelab::ColumnRole sinRole = pelab::columnRole(layout, dim, s);
        const pelab::ColumnRole cosRole = pelab::columnRole(layout, dim, c);
        QCOMPARE(sinRole.pair, i);
        QVERIFY(sinRole.isSin);
        QCOMPARE(cosRole.pair, i);
        QVERIFY(!cosRole.isSin);
    }
    // Every column belongs to exactly one pair.
    for (int count : seen)
        QCOMPARE(count, 1);
}

void TestSinusoidal::layoutNames()
{
    QCOMPARE(pelab::layoutName(Layout::Interleaved), std::string_view("interleaved"));
    QCOMPARE(pelab::layoutName(Layout::Split), std::string_view("split"));
    QCOMPARE(pelab::parseLayout("interleaved"), std::optional<Layout>(Layout::Interleaved));
    QCOMPARE(pelab::parseLayout("split"), std::optional<Layout>(Layout::Split));
    QVERIFY(!pelab::parseLayout("Split").has_value());
    QVERIFY(!pelab::parseLayout("").has_value());
}

namespace {
void addInvalidParameterRows()
{
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("start");
    QTest::addColumn<QStringList>("messageParts");

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("odd d") << 10LL << 7LL << 1e4 << 0LL << QStringList{u"even"_s, u"7"_s};
    QTest::newRow("d = 1") << 10LL << 1LL << 1e4 << 0LL << QStringList{u"dimension"_s, u"1"_s};
    QTest::newRow("d = 0") << 10LL << 0LL << 1e4 << 0LL << QStringList{u"dimension"_s, u"0"_s};
    QTest::newRow("negative d") << 10LL << -4LL << 1e4 << 0LL
                                << QStringList{u"dimension"_s, u"-4"_s};
    QTest::newRow("base 1") << 10LL << 8LL << 1.0 << 0LL
                            << QStringList{u"base"_s, u"greater than 1"_s};
    QTest::newRow("base 0.5") << 10LL << 8LL << 0.5 << 0LL << QStringList{u"base"_s, u"0.5"_s};
    QTest::newRow("base -3") << 10LL << 8LL << -3.0 << 0LL << QStringList{u"base"_s, u"-3"_s};
    QTest::newRow("base nan") << 10LL << 8LL << nan << 0LL << QStringList{u"base"_s, u"nan"_s};
    QTest::newRow("base inf") << 10LL << 8LL << inf << 0LL
                              << QStringList{u"base"_s, u"finite"_s, u"inf"_s};
    QTest::newRow("base -inf") << 10LL << 8LL << -inf << 0LL << QStringList{u"base"_s};
}
} // namespace

void TestSinusoidal::validation_data()
{
    addInvalidParameterRows();
    QTest::newRow("no positions") << 0LL << 8LL << 1e4 << 0LL
                                  << QStringList{u"positions"_s, u"at least 1"_s, u"0"_s};
    QTest::newRow("negative positions")
        << -5LL << 8LL << 1e4 << 0LL << QStringList{u"positions"_s, u"-5"_s};
    QTest::newRow("negative start")
        << 10LL << 8LL << 1e4 << -1LL << QStringList{u"start"_s, u"-1"_s};
    QTest::newRow("start beyond 2^40")
        << 10LL << 8LL << 1e4 << (1LL << 40) + 1 << QStringList{u"2^40"_s};
    QTest::newRow("last position beyond 2^40")
        << 10LL << 8LL << 1e4 << (1LL << 40) - 5 << QStringList{u"2^40"_s};
}

// Each problem is refused by validate() and by sinusoidalTable() with a message naming it.
void TestSinusoidal::validation()
{
    QFETCH(qint64, positions);
    QFETCH(qint64, dim);
    QFETCH(double, base);
    QFETCH(qint64, start);
    QFETCH(QStringList, messageParts);
    const SinusoidalParams p = params(positions, dim, base, start);
    for (int entry = 0; entry < 2; ++entry) {
        QString message;
        try {
            if (entry == 0)
                pelab::validate(p);
            else
                (void)pelab::sinusoidalTable(p);
        } catch (const pelab::Error &e) {
            message = QString::fromUtf8(e.what());
        }
        QVERIFY2(!message.isEmpty(),
                 entry == 0 ? "validate() accepted it" : "sinusoidalTable() accepted it");
        for (const QString &part : messageParts)
            QVERIFY2(message.contains(part, Qt::CaseInsensitive),
                     qPrintable(u"\""_s + part + u"\" missing from: "_s + message));
    }
}

void TestSinusoidal::pairTableValidation_data()
{
    addInvalidParameterRows();
}

// The pair table needs d and base only; the same problems with them are refused.
void TestSinusoidal::pairTableValidation()
{
    QFETCH(qint64, positions);
    QFETCH(qint64, dim);
    QFETCH(double, base);
    QFETCH(qint64, start);
    QFETCH(QStringList, messageParts);
    QString message;
    try {
        (void)pelab::pairTable(params(positions, dim, base, start));
    } catch (const pelab::Error &e) {
        message = QString::fromUtf8(e.what());
    }
    QVERIFY2(!message.isEmpty(), "pairTable() accepted it");
    for (const QString &part : messageParts)
        QVERIFY2(message.contains(part, Qt::CaseInsensitive),
                 qPrintable(u"\""_s + part + u"\" missing from: "_s + message));
}

// A table above the limit is refused with a pelab::Error naming the sizes, before any
// allocation: these requests would otherwise need terabytes or overflow 64 bits.
void TestSinusoidal::memoryLimitRefusedBeforeAllocating()
{
    const std::uint64_t oneMiB = std::uint64_t(1) << 20;
    try {
        (void)pelab::sinusoidalTable(params(1000, 1000), oneMiB);
        QFAIL("a 7.6 MiB table was accepted under a 1 MiB limit");
    } catch (const pelab::Error &e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.contains(u"memory limit"_s), qPrintable(message));
        QVERIFY2(message.contains(u"1.0 MiB"_s), qPrintable(message));
        QVERIFY2(message.contains(u"7.6 MiB"_s), qPrintable(message));
        QVERIFY2(message.contains(u"1000 x 1000"_s), qPrintable(message));
    }
    // Exactly at the limit is allowed: the table and the kernel's working rows (64 for a table
    // of 32 rows or more: 32 offsets, 16 steps, 2 for each of up to 8 threads).
    QCOMPARE(pelab::sinusoidalTable(params(64, 1024), oneMiB).size(), std::size_t(64 * 1024));
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::sinusoidalTable(params(65, 1024), oneMiB));
    // A very wide, short table: its working rows need more memory than the table itself.
    try {
        (void)pelab::sinusoidalTable(params(1, 1LL << 20), 2 * 8 * oneMiB);
        QFAIL("a 1 x 2^20 table whose working memory exceeds 16 MiB was accepted");
    } catch (const pelab::Error &e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(u"working memory"_s), e.what());
    }

    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::sinusoidalTable(params(1LL << 30, 1LL << 20)));
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::validate(params(1LL << 30, 1LL << 20)));
    // A width beyond 2^20 is refused before any size is computed (rows × cols × 8 would
    // overflow 64 bits here).
    try {
        (void)pelab::sinusoidalTable(params(1LL << 40, 1LL << 40), ~std::uint64_t(0));
        QFAIL("an overflowing request was accepted");
    } catch (const pelab::Error &e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(u"at most 1048576"_s), e.what());
    }
}

QTEST_APPLESS_MAIN(TestSinusoidal)
#include "tst_sinusoidal.moc"
