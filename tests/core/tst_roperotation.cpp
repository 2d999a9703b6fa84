// The RoPE report's shared sin/cos tables (ropeangles.h) and the rotation check (roperotation.h)
// against the plain computations written here: every table value the libm's own cos/sin call
// (also the offsets −Δ, which the tables take from +Δ), the exact scores and rotations made from
// the tables equal to those made without them, and the rotation check equal, value and place,
// to the sequential scan over rows, columns and pairs — in every precision, with overflowed
// positions (NaN), a maximum offset, pair counts that are not a multiple of eight and sampled
// rows.
#include "ropeanalysis.h"
#include "ropeangles.h"
#include "roperotation.h"
#include "ropescores.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

using namespace pelab;

namespace {

struct Case
{
    std::int64_t positions = 0;
    std::int64_t dim = 0;
    std::int64_t start = 0;
    Precision precision = Precision::F64;
    std::optional<std::int64_t> maxOffset;
    bool yarn = false;
};

RopeSetup setupOf(const Case &c)
{
    RopeParameters p;
    p.dim = c.dim;
    p.positions = c.positions;
    p.start = c.start;
    p.precision = c.precision;
    p.maxOffset = c.maxOffset;
    p.seed = 3;
    p.keepScores = false;
    if (c.yarn) {
        p.scaling.type = RopeScalingType::Yarn;
        p.scaling.factor = 4.0;
        p.scaling.originalMaxPositions = 64;
    }
    return makeRopeSetup(p);
}

bool same(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

bool sameValues(const double *a, const double *b, std::size_t count)
{
    return std::memcmp(a, b, count * sizeof(double)) == 0;
}

// The rotation check as its definition scans: rows in order, then columns, then pairs, keeping
// the first largest error; NaN counts as +inf; cos/sin called here for every cell.
RotationReport sequentialCheck(const RopeSetup &setup)
{
    const std::int64_t n = setup.positions;
    const std::int64_t D = checkedMaxOffset(setup);
    const auto pairs = std::size_t(setup.dim / 2);
    std::vector<std::int64_t> rows;
    for (std::int64_t j = 0; j < std::min(n, kRotationCheckRows); ++j)
        rows.push_back(n > kRotationCheckRows ? j * (n - 1) / (kRotationCheckRows - 1) : j);
    RotationReport report;
    report.maxError = -1.0;
    std::vector<double> ct(pairs), st(pairs), cs(pairs), ss(pairs);
    for (std::int64_t t : rows) {
        ropeAnglesAt(setup, setup.start + t, 1.0, ct.data(), st.data());
        for (std::int64_t s = std::max<std::int64_t>(0, t - D); s <= std::min(n - 1, t + D); ++s) {
            ropeAnglesAt(setup, setup.start + s, 1.0, cs.data(), ss.data());
            for (std::size_t i = 0; i < pairs; ++i) {
                const double angle = double(s - t) * setup.theta[i];
                const double C = ct[i] * cs[i] + st[i] * ss[i];
                const double S = ct[i] * ss[i] - st[i] * cs[i];
                double error =
                    std::max(std::fabs(C - std::cos(angle)), std::fabs(S - std::sin(angle)));
                if (std::isnan(error))
                    error = std::numeric_limits<double>::infinity();
                if (error > report.maxError) {
                    report.maxError = error;
                    report.worstT = setup.start + t;
                    report.worstS = setup.start + s;
                    report.worstPair = std::int64_t(i);
                }
            }
        }
    }
    report.rowsChecked = std::int64_t(rows.size());
    report.sampled = n > kRotationCheckRows;
    return report;
}

} // namespace

class TestRopeRotation : public QObject
{
    Q_OBJECT

private slots:
    void tablesAreTheCalls_data();
    void tablesAreTheCalls();
    void rotationCheckIsTheSequentialScan_data();
    void rotationCheckIsTheSequentialScan();
};

namespace {

void addCases()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("dim");
    QTest::addColumn<qint64>("start");
    QTest::addColumn<int>("precision");
    QTest::addColumn<int>("maxOffset"); // 0: every offset
    QTest::addColumn<bool>("yarn");
    const auto f64 = int(Precision::F64);
    QTest::newRow("N=40 d=32") << 40 << 32 << qint64(0) << f64 << 0 << false;
    QTest::newRow("N=1") << 1 << 2 << qint64(0) << f64 << 0 << false;
    QTest::newRow("N=257 d=6, sampled") << 257 << 6 << qint64(0) << f64 << 0 << false;
    QTest::newRow("N=1000 d=18 T0=12345") << 1000 << 18 << qint64(12345) << f64 << 0 << false;
    QTest::newRow("N=2000 d=128") << 2000 << 128 << qint64(0) << f64 << 0 << false;
    QTest::newRow("N=700 d=64 bf16 T0=2^20")
        << 700 << 64 << (qint64(1) << 20) << int(Precision::BF16) << 0 << false;
    QTest::newRow("N=300 d=40 f32 T0=2^20")
        << 300 << 40 << (qint64(1) << 20) << int(Precision::F32) << 0 << false;
    QTest::newRow("N=200 d=16 f16 overflow (NaN)")
        << 200 << 16 << qint64(65500) << int(Precision::F16) << 0 << false;
    QTest::newRow("N=3000 d=64 D=37") << 3000 << 64 << qint64(0) << f64 << 37 << false;
    QTest::newRow("N=900 d=24 D=300 T0=5") << 900 << 24 << qint64(5) << f64 << 300 << false;
    QTest::newRow("N=500 d=64 yarn") << 500 << 64 << qint64(0) << f64 << 0 << true;
}

Case caseOf()
{
    QFETCH(int, positions);
    QFETCH(int, dim);
    QFETCH(qint64, start);
    QFETCH(int, precision);
    QFETCH(int, maxOffset);
    QFETCH(bool, yarn);
    Case c{positions, dim, start, Precision(precision), std::nullopt, yarn};
    if (maxOffset > 0)
        c.maxOffset = maxOffset;
    return c;
}

} // namespace

void TestRopeRotation::tablesAreTheCalls_data()
{
    addCases();
}

// Every value is the call the report made before the tables were shared: ropeAnglesAt at each
// position, cos/sin of double(Δ)·θ_i at each offset (−Δ as well: the libm's cos must be even and
// its sin odd bit for bit, which the tables rely on); the exact scores and the rotated pair from
// the tables equal exactScores and rotatedRows.
void TestRopeRotation::tablesAreTheCalls()
{
    const RopeSetup setup = setupOf(caseOf());
    const RopeAngleTables tables = ropeAngleTables(setup);
    const std::int64_t D = checkedMaxOffset(setup);
    const std::size_t pairs = tables.pairs;
    QCOMPARE(tables.maxOffset, D);
    std::vector<double> c(pairs), s(pairs);
    for (std::int64_t r = 0; r < setup.positions; ++r) {
        ropeAnglesAt(setup, setup.start + r, 1.0, c.data(), s.data());
        QVERIFY2(sameValues(tables.cosAt(r), c.data(), pairs), qPrintable(QString::number(r)));
        QVERIFY2(sameValues(tables.sinAt(r), s.data(), pairs), qPrintable(QString::number(r)));
    }
    bool finite = true;
    for (std::int64_t delta = -D; delta <= D; ++delta) {
        for (std::size_t i = 0; i < pairs; ++i) {
            const double angle = double(delta) * setup.theta[i];
            QVERIFY2(same(tables.cosOffset(delta)[i], std::cos(angle)),
                     qPrintable(QString::number(delta)));
            QVERIFY2(same(tables.sinOffset(delta)[i], std::sin(angle)),
                     qPrintable(QString::number(delta)));
            finite = finite && std::isfinite(std::cos(angle)) && std::isfinite(std::sin(angle));
        }
    }
    for (std::int64_t r = 0; r < setup.positions; ++r) {
        for (std::size_t i = 0; i < pairs; ++i)
            finite =
                finite && std::isfinite(tables.cosAt(r)[i]) && std::isfinite(tables.sinAt(r)[i]);
    }
    QCOMPARE(tables.finite, finite); // the rotation check's NaN-free path relies on it
    const std::vector<double> exact = exactScores(setup, tables);
    const std::vector<double> plain = exactScores(setup);
    QCOMPARE(exact.size(), plain.size());
    QVERIFY(sameValues(exact.data(), plain.data(), exact.size()));
    Matrix qHat, kHat;
    rotatedPair(setup, tables, qHat, kHat);
    const Matrix q = rotatedRows(setup, setup.q), k = rotatedRows(setup, setup.k);
    QVERIFY(sameValues(qHat.data(), q.data(), q.size()));
    QVERIFY(sameValues(kHat.data(), k.data(), k.size()));
}

void TestRopeRotation::rotationCheckIsTheSequentialScan_data()
{
    addCases();
}

void TestRopeRotation::rotationCheckIsTheSequentialScan()
{
    const RopeSetup setup = setupOf(caseOf());
    const RotationReport expected = sequentialCheck(setup);
    const RotationReport report = rotationCheck(setup, ropeAngleTables(setup));
    // Equal values (the check and the scan may give a zero different signs).
    QVERIFY2(report.maxError == expected.maxError ||
                 (std::isnan(report.maxError) && std::isnan(expected.maxError)),
             qPrintable(QStringLiteral("%1 against %2")
                            .arg(report.maxError, 0, 'g', 17)
                            .arg(expected.maxError, 0, 'g', 17)));
    QCOMPARE(report.worstT, expected.worstT);
    QCOMPARE(report.worstS, expected.worstS);
    QCOMPARE(report.worstPair, expected.worstPair);
    QCOMPARE(report.rowsChecked, expected.rowsChecked);
    QCOMPARE(report.sampled, expected.sampled);
}

QTEST_APPLESS_MAIN(TestRopeRotation)
#include "tst_roperotation.moc"
