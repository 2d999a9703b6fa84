// The property checks of SPEC §2 (range, ‖PE(t)‖² = d/2, dot product by offset, M_k rotation):
// they pass on correct tables with tiny errors and find a corrupted cell where it is.
#include "error.h"
#include "sinusoidal.h"
#include "sinusoidalchecks.h"
#include "testutils.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <limits>

using namespace Qt::StringLiterals;
using pelab::Layout;
using pelab::SinusoidalParams;

Q_DECLARE_METATYPE(pelab::Layout)

namespace {

SinusoidalParams params(std::int64_t positions, std::int64_t dim, std::int64_t start = 0,
                        Layout layout = Layout::Interleaved)
{
    SinusoidalParams p;
    p.positions = positions;
    p.dim = dim;
    p.start = start;
    p.layout = layout;
    return p;
}

// A table that is the exact encoding except for one cell.
pelab::Matrix corrupted(const SinusoidalParams &p, std::int64_t row, std::int64_t column,
                        double change)
{
    pelab::Matrix table = pelab::sinusoidalTable(p);
    table(std::size_t(row), std::size_t(column)) += change;
    return table;
}

} // namespace

class TestSinusoidalChecks : public QObject
{
    Q_OBJECT

private slots:
    void correctTablesPass_data();
    void correctTablesPass();
    void shiftResidualPerPosition();
    void corruptedCellIsFound_data();
    void corruptedCellIsFound();
    void tinyCorruptionAboveTheTolerance();
    void valueOutsideTheUnitRange();
    void nanCellIsFound();
    void explicitTolerance();
    void fewRows();
    void badInputIsRefused();
    void automaticTolerance_data();
    void automaticTolerance();
};

void TestSinusoidalChecks::correctTablesPass_data()
{
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<qint64>("start");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<qint64>("shift");
    QTest::addColumn<double>("smallError"); // what "tiny" means at these positions
    QTest::newRow("128 x 512 (default)")
        << 128LL << 512LL << 0LL << Layout::Interleaved << 1LL << 1e-12;
    QTest::newRow("128 x 512 split") << 128LL << 512LL << 0LL << Layout::Split << 1LL << 1e-12;
    QTest::newRow("300 x 64, k = 5") << 300LL << 64LL << 0LL << Layout::Interleaved << 5LL << 1e-13;
    QTest::newRow("100 x 8 from 1000, k = 17")
        << 100LL << 8LL << 1000LL << Layout::Split << 17LL << 1e-13;
    QTest::newRow("2048 x 1024 (threaded kernel)")
        << 2048LL << 1024LL << 0LL << Layout::Interleaved << 1LL << 1e-11;
    // At t ≈ 2^30 the angles fl(t·ω) themselves carry ~1e-7 of rounding: only the norm stays
    // tiny; the automatic tolerance covers the rest.
    QTest::newRow("64 x 16 from 2^30")
        << 64LL << 16LL << (1LL << 30) << Layout::Interleaved << 1LL << 1e-13;
}

void TestSinusoidalChecks::correctTablesPass()
{
    QFETCH(qint64, positions);
    QFETCH(qint64, dim);
    QFETCH(qint64, start);
    QFETCH(Layout, layout);
    QFETCH(qint64, shift);
    QFETCH(double, smallError);
    const SinusoidalParams p = params(positions, dim, start, layout);
    pelab::CheckOptions options;
    options.shift = shift;
    const pelab::SinusoidalChecks checks =
        pelab::checkSinusoidal(pelab::sinusoidalTable(p), p, options);

    QVERIFY(checks.passed());
    QVERIFY(checks.inUnitRange);
    QVERIFY(checks.minValue >= -1.0 && checks.maxValue <= 1.0);
    QCOMPARE(checks.tolerance, pelab::automaticTolerance(p));
    QCOMPARE(checks.shift, shift);
    QCOMPARE(checks.dotOffsetsChecked, qint64(4));
    PELAB_COMPARE_NEAR(checks.maxNormError, 0.0, smallError);
    if (start == 0) {
        QCOMPARE(checks.maxValue, 1.0); // cos 0
        PELAB_COMPARE_NEAR(checks.maxDotError, 0.0, smallError);
        PELAB_COMPARE_NEAR(checks.maxShiftResidual, 0.0, smallError);
    } else {
        QVERIFY(checks.maxDotError <= checks.tolerance);
        QVERIFY(checks.maxShiftResidual <= checks.tolerance);
    }
    // Reported positions are absolute positions inside the table.
    QVERIFY(checks.worstNormPosition >= start && checks.worstNormPosition < start + positions);
    QVERIFY(checks.worstShiftPosition >= start &&
            checks.worstShiftPosition + shift < start + positions);
    QVERIFY(checks.worstShiftPair >= 0 && checks.worstShiftPair < dim / 2);
}

void TestSinusoidalChecks::shiftResidualPerPosition()
{
    const SinusoidalParams p = params(50, 32);
    pelab::CheckOptions options;
    options.shift = 3;
    const pelab::SinusoidalChecks checks =
        pelab::checkSinusoidal(pelab::sinusoidalTable(p), p, options);
    QCOMPARE(checks.shiftResidualByPosition.size(), std::size_t(50 - 3));
    double largest = 0.0;
    for (double r : checks.shiftResidualByPosition) {
        QVERIFY(r >= 0.0 && r < 1e-14);
        largest = std::max(largest, r);
    }
    QCOMPARE(largest, checks.maxShiftResidual);
}

void TestSinusoidalChecks::corruptedCellIsFound_data()
{
    QTest::addColumn<qint64>("start");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<qint64>("row");
    QTest::addColumn<qint64>("pair");
    QTest::addColumn<bool>("sinCell");
    QTest::addColumn<qint64>("shift");
    QTest::newRow("sin of pair 3, row 40")
        << 0LL << Layout::Interleaved << 40LL << 3LL << true << 1LL;
    QTest::newRow("cos of pair 0, row 1")
        << 0LL << Layout::Interleaved << 1LL << 0LL << false << 1LL;
    QTest::newRow("split, cos of pair 60, row 99")
        << 0LL << Layout::Split << 99LL << 60LL << false << 1LL;
    QTest::newRow("from 500, k = 7, sin of pair 10")
        << 500LL << Layout::Interleaved << 70LL << 10LL << true << 7LL;
}

// One cell of row r moved by 1e-6: the norm check points at position start + r; the rotation
// identity PE(t+k) = M_k PE(t) breaks worst where row r is the predicted one, t = r − k, and
// at the corrupted pair; the dot products break for the pairs of rows that include row r.
void TestSinusoidalChecks::corruptedCellIsFound()
{
    QFETCH(qint64, start);
    QFETCH(Layout, layout);
    QFETCH(qint64, row);
    QFETCH(qint64, pair);
    QFETCH(bool, sinCell);
    QFETCH(qint64, shift);
    const qint64 dim = 128;
    const SinusoidalParams p = params(100, dim, start, layout);
    const qint64 column =
        sinCell ? pelab::sinColumn(layout, dim, pair) : pelab::cosColumn(layout, dim, pair);
    const double change = 1e-6;
    pelab::CheckOptions options;
    options.shift = shift;
    const pelab::SinusoidalChecks checks =
        pelab::checkSinusoidal(corrupted(p, row, column, change), p, options);

    QVERIFY(!checks.passed());
    QVERIFY(checks.inUnitRange);

    QVERIFY(!checks.normPassed());
    QCOMPARE(checks.worstNormPosition, start + row);
    // ‖x + e‖² − ‖x‖² = 2·x·e + e²
    const double value = pelab::sinusoidalValue(p, start + row, column);
    PELAB_COMPARE_NEAR(checks.maxNormError, std::abs(2.0 * value * change + change * change),
                       1e-12);

    QVERIFY(!checks.shiftPassed());
    const qint64 expectedShiftRow = row >= shift ? row - shift : row;
    QCOMPARE(checks.worstShiftPosition, start + expectedShiftRow);
    QCOMPARE(checks.worstShiftPair, pair);
    if (row >= shift)
        PELAB_COMPARE_NEAR(checks.maxShiftResidual, change, 1e-12);
    QCOMPARE(checks.shiftResidualByPosition[std::size_t(expectedShiftRow)],
             checks.maxShiftResidual);

    QVERIFY(!checks.dotPassed());
    QVERIFY(checks.worstDotOffset >= 1 && checks.worstDotOffset <= 4);
    QVERIFY2(checks.worstDotPosition == start + row ||
                 checks.worstDotPosition + checks.worstDotOffset == start + row,
             "the worst dot product does not involve the corrupted row");
}

// 1e-9 is far below anything a heatmap shows, but 10× the automatic tolerance.
void TestSinusoidalChecks::tinyCorruptionAboveTheTolerance()
{
    const SinusoidalParams p = params(128, 512);
    const pelab::SinusoidalChecks checks = pelab::checkSinusoidal(corrupted(p, 64, 301, 1e-9), p);
    QCOMPARE(checks.tolerance, 1e-10);
    QVERIFY(!checks.shiftPassed());
    QCOMPARE(checks.worstShiftPosition, qint64(63));
    QCOMPARE(checks.worstShiftPair, qint64(150));
    QVERIFY(!checks.passed());
}

void TestSinusoidalChecks::valueOutsideTheUnitRange()
{
    const SinusoidalParams p = params(20, 8);
    pelab::Matrix table = pelab::sinusoidalTable(p);
    table(7, 3) = 1.5;
    table(9, 2) = -1.25;
    const pelab::SinusoidalChecks checks = pelab::checkSinusoidal(table, p);
    QVERIFY(!checks.inUnitRange);
    QCOMPARE(checks.maxValue, 1.5);
    QCOMPARE(checks.minValue, -1.25);
    QVERIFY(!checks.passed());
}

// A NaN is the most likely corruption of all (an uninitialised or overflowed value).
void TestSinusoidalChecks::nanCellIsFound()
{
    const SinusoidalParams p = params(20, 8);
    pelab::Matrix table = pelab::sinusoidalTable(p);
    table(7, 3) = std::numeric_limits<double>::quiet_NaN();
    const pelab::SinusoidalChecks checks = pelab::checkSinusoidal(table, p);
    QVERIFY(!checks.passed());
    QVERIFY(!checks.inUnitRange);
    QCOMPARE(checks.nanCount, 1);
    QCOMPARE(checks.worstNormPosition, 7);
    QVERIFY(std::isinf(checks.maxNormError));
    QVERIFY(std::isinf(checks.maxShiftResidual));
}

void TestSinusoidalChecks::explicitTolerance()
{
    const SinusoidalParams p = params(100, 64);
    const pelab::Matrix bad = corrupted(p, 50, 10, 1e-6);
    pelab::CheckOptions options;
    options.tolerance = 1e-5;
    pelab::SinusoidalChecks checks = pelab::checkSinusoidal(bad, p, options);
    QCOMPARE(checks.tolerance, 1e-5);
    QVERIFY(checks.passed());
    options.tolerance = 1e-7;
    checks = pelab::checkSinusoidal(bad, p, options);
    QVERIFY(!checks.passed());
    // A zero tolerance demands exact identities: the norm of row 0 is exactly d/2.
    options.tolerance = 0.0;
    const pelab::Matrix oneRow = pelab::sinusoidalTable(params(1, 64));
    checks = pelab::checkSinusoidal(oneRow, params(1, 64), options);
    QCOMPARE(checks.maxNormError, 0.0);
    QVERIFY(checks.passed());
}

// Tables shorter than the shift or the checked offsets: nothing to compare, nothing fails.
void TestSinusoidalChecks::fewRows()
{
    const SinusoidalParams p = params(3, 16);
    pelab::CheckOptions options;
    options.shift = 5;
    options.dotOffsets = 10;
    const pelab::SinusoidalChecks checks =
        pelab::checkSinusoidal(pelab::sinusoidalTable(p), p, options);
    QCOMPARE(checks.dotOffsetsChecked, qint64(2));
    QVERIFY(checks.shiftResidualByPosition.empty());
    QCOMPARE(checks.maxShiftResidual, 0.0);
    QVERIFY(checks.passed());

    options.dotOffsets = 0;
    QCOMPARE(pelab::checkSinusoidal(pelab::sinusoidalTable(p), p, options).dotOffsetsChecked,
             qint64(0));
}

void TestSinusoidalChecks::badInputIsRefused()
{
    const SinusoidalParams p = params(10, 8);
    const pelab::Matrix table = pelab::sinusoidalTable(p);
    try {
        (void)pelab::checkSinusoidal(table, params(11, 8));
        QFAIL("a table of the wrong shape was accepted");
    } catch (const pelab::Error &e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.contains(u"10 x 8"_s) && message.contains(u"11 x 8"_s), e.what());
    }
    pelab::CheckOptions options;
    options.shift = 0;
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::checkSinusoidal(table, p, options));
    options = {};
    options.dotOffsets = -1;
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::checkSinusoidal(table, p, options));
    options = {};
    options.tolerance = std::numeric_limits<double>::quiet_NaN();
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::checkSinusoidal(table, p, options));
    SinusoidalParams odd = p;
    odd.dim = 7;
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::checkSinusoidal(table, odd));
}

void TestSinusoidalChecks::automaticTolerance_data()
{
    QTest::addColumn<qint64>("start");
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<double>("expected");
    const double u = std::ldexp(1.0, -52);
    QTest::newRow("default table: the floor 1e-10") << 0LL << 128LL << 1e-10;
    QTest::newRow("one position") << 0LL << 1LL << 1e-10;
    QTest::newRow("t_max 7000: still the floor") << 0LL << 7001LL << 1e-10;
    QTest::newRow("t_max 10^6") << 0LL << 1000001LL << 64.0 * u * 1e6;
    QTest::newRow("t_max 2^30") << (1LL << 30) - 9 << 10LL << 64.0 * u * double(1LL << 30);
    QTest::newRow("t_max 2^40 - 1") << (1LL << 40) - 1 << 1LL << 64.0 * u * double((1LL << 40) - 1);
}

// max(1e-10, 64·2⁻⁵²·t_max), t_max = start + positions − 1: the floor, then linear in t_max.
void TestSinusoidalChecks::automaticTolerance()
{
    QFETCH(qint64, start);
    QFETCH(qint64, positions);
    QFETCH(double, expected);
    const double tolerance = pelab::automaticTolerance(params(positions, 8, start));
    PELAB_COMPARE_NEAR(tolerance / expected, 1.0, 1e-15);
    // It depends on the largest position only.
    QCOMPARE(pelab::automaticTolerance(params(1, 512, start + positions - 1)), tolerance);
}

QTEST_APPLESS_MAIN(TestSinusoidalChecks)
#include "tst_sinusoidalchecks.moc"
