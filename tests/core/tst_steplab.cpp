#include "error.h"
#include "steplab.h"

#include "testutils.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

namespace {

// The formula of SPEC §2, evaluated here independently of core.
double omega(int i, int d, double base = 10000.0)
{
    return 1.0 / std::pow(base, 2.0 * i / d);
}

std::vector<double> pe(double t, int d, double base = 10000.0)
{
    std::vector<double> v;
    for (int i = 0; i < d / 2; ++i) {
        v.push_back(std::sin(t * omega(i, d, base)));
        v.push_back(std::cos(t * omega(i, d, base)));
    }
    return v;
}

double length(const std::vector<double> &a, const std::vector<double> &b)
{
    double sum = 0.0;
    for (std::size_t j = 0; j < a.size(); ++j)
        sum += (a[j] - b[j]) * (a[j] - b[j]);
    return std::sqrt(sum);
}

pelab::StepLabParams params(std::int64_t p, std::int64_t q, std::int64_t d = 8, bool on = true)
{
    pelab::StepLabParams out;
    out.p = p;
    out.q = q;
    out.dim = d;
    out.positionSignal = on;
    return out;
}

} // namespace

class TestStepLab : public QObject
{
    Q_OBJECT

private slots:
    void defaultWalkThrough();
    void walkThrough_data();
    void walkThrough();
    void lengthByPositionIsNotMonotonic();
    void firstLengthDecrease_data();
    void firstLengthDecrease();
    void steps();
    void offControl();
    void onlyTheOffsetMatters();
    void invalidInput_data();
    void invalidInput();
    void presets();
    void sameAddedEverywhere();
    void twoDenominators();
    void amplitudeByPosition();
    void concatenation();
    void positionAsIndex();
    void mistakeIds();
    void cost();
};

void TestStepLab::defaultWalkThrough()
{
    const pelab::StepLabResult r = pelab::computeStepLab(pelab::StepLabParams{});
    QCOMPARE(r.params.p, 0);
    QCOMPARE(r.params.q, 3);
    QCOMPARE(r.params.dim, 8);
    QCOMPARE(r.pairs.size(), std::size_t(4));
    // Denominators 1, 10, 100, 1000 for d = 8.
    const double denominators[] = {1.0, 10.0, 100.0, 1000.0};
    for (int i = 0; i < 4; ++i) {
        PELAB_COMPARE_NEAR(r.pairs[std::size_t(i)].denominator, denominators[i], 1e-12);
        PELAB_COMPARE_NEAR(r.pairs[std::size_t(i)].angleQ, 3.0 / denominators[i], 1e-15);
        PELAB_COMPARE_NEAR(r.pairs[std::size_t(i)].angleP, 0.0, 0.0);
    }
    // Reference values to 6 decimals, as on the blackboard.
    PELAB_COMPARE_NEAR(r.peQ[0], 0.141120, 5e-7);
    PELAB_COMPARE_NEAR(r.peQ[1], -0.989992, 5e-7);
    PELAB_COMPARE_NEAR(r.peQ[2], 0.295520, 5e-7);
    PELAB_COMPARE_NEAR(r.peQ[3], 0.955336, 5e-7);
    const std::vector<double> zeroPosition = {0, 1, 0, 1, 0, 1, 0, 1};
    QCOMPARE(r.peP, zeroPosition);
}

void TestStepLab::walkThrough_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::newRow("default") << 0 << 3 << 8 << 10000.0;
    QTest::newRow("fast pair") << 0 << 6 << 8 << 10000.0;
    QTest::newRow("one pair") << 2 << 5 << 2 << 10000.0;
    QTest::newRow("wide") << 7 << 31 << 64 << 10000.0;
    QTest::newRow("small base") << 1 << 2 << 6 << 2.0;
    QTest::newRow("same position") << 4 << 4 << 8 << 10000.0;
    QTest::newRow("far") << 1000000 << 3 << 16 << 10000.0;
}

void TestStepLab::walkThrough()
{
    QFETCH(int, p);
    QFETCH(int, q);
    QFETCH(int, d);
    QFETCH(double, base);
    pelab::StepLabParams in = params(p, q, d);
    in.base = base;
    const pelab::StepLabResult r = pelab::computeStepLab(in);
    const std::vector<double> peP = pe(p, d, base);
    const std::vector<double> peQ = pe(q, d, base);
    QCOMPARE(r.peP.size(), std::size_t(d));
    for (int j = 0; j < d; ++j) {
        PELAB_COMPARE_NEAR(r.peP[std::size_t(j)], peP[std::size_t(j)], 1e-12);
        PELAB_COMPARE_NEAR(r.peQ[std::size_t(j)], peQ[std::size_t(j)], 1e-12);
        PELAB_COMPARE_NEAR(r.addedQ[std::size_t(j)], peQ[std::size_t(j)], 1e-12);
        PELAB_COMPARE_NEAR(r.difference[std::size_t(j)], peQ[std::size_t(j)] - peP[std::size_t(j)],
                           1e-12);
    }
    PELAB_COMPARE_NEAR(r.norm, length(peQ, peP), 1e-12);
    PELAB_COMPARE_NEAR(r.normOn, r.norm, 0.0);
    double squares = 0.0;
    for (int i = 0; i < d / 2; ++i) {
        const pelab::StepLabPair &pair = r.pairs[std::size_t(i)];
        PELAB_COMPARE_NEAR(pair.omega, omega(i, d, base), 1e-15);
        PELAB_COMPARE_NEAR(pair.sinQ, std::sin(q * omega(i, d, base)), 1e-12);
        PELAB_COMPARE_NEAR(pair.cosP, std::cos(p * omega(i, d, base)), 1e-12);
        // The chord between two points of the unit circle: 2·|sin(Δ·ω/2)|.
        const double chord = 2.0 * std::abs(std::sin((q - p) * omega(i, d, base) / 2.0));
        PELAB_COMPARE_NEAR(pair.distance, chord, 1e-9);
        PELAB_COMPARE_NEAR(r.pairDistances[std::size_t(i)], pair.distance, 0.0);
        squares += pair.distance * pair.distance;
    }
    // The length splits into the pairs: ‖Δ‖² = Σ_i distance_i².
    PELAB_COMPARE_NEAR(r.norm * r.norm, squares, 1e-12);
    QCOMPARE(r.normByPosition.size(), std::size_t(32));
    for (int t = 1; t <= 32; ++t)
        PELAB_COMPARE_NEAR(r.normByPosition[std::size_t(t - 1)], length(pe(t, d, base), peP),
                           1e-12);
}

void TestStepLab::lengthByPositionIsNotMonotonic()
{
    const pelab::StepLabResult r = pelab::computeStepLab(pelab::StepLabParams{});
    // From p = 0, the fast pair comes round near q = 6 (6 ≈ 2π): the length falls there.
    QVERIFY(r.normByPosition[5] < r.normByPosition[2]);
    PELAB_COMPARE_NEAR(r.normByPosition[5], length(pe(6, 8), pe(0, 8)), 1e-12);
    bool falls = false;
    for (std::size_t k = 1; k < r.normByPosition.size(); ++k)
        falls = falls || r.normByPosition[k] < r.normByPosition[k - 1];
    QVERIFY(falls);
}

void TestStepLab::firstLengthDecrease_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<bool>("on");
    QTest::newRow("the at 0, d 8") << 0 << 8 << 10000.0 << true;
    QTest::newRow("off: the on curve still counts") << 0 << 8 << 10000.0 << false;
    QTest::newRow("p 10") << 10 << 8 << 10000.0 << true;
    QTest::newRow("d 2") << 0 << 2 << 10000.0 << true;
    QTest::newRow("d 64") << 0 << 64 << 10000.0 << true;
    QTest::newRow("d 64, p 5") << 5 << 64 << 10000.0 << true;
    QTest::newRow("base 2") << 0 << 64 << 2.0 << true;
}

void TestStepLab::firstLengthDecrease()
{
    QFETCH(int, p);
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(bool, on);
    pelab::StepLabParams in = params(p, 3, d, on);
    in.base = base;
    // The lengths ‖PE(q') − PE(p)‖ for q' = 1 … 32 from the formula, and where they first fall.
    std::vector<double> lengths;
    for (int t = 1; t <= 32; ++t)
        lengths.push_back(length(pe(t, d, base), pe(p, d, base)));
    std::int64_t expected = 0;
    for (std::size_t k = 1; k < lengths.size() && expected == 0; ++k) {
        if (lengths[k] < lengths[k - 1])
            expected = std::int64_t(k) + 1;
    }
    QCOMPARE(pelab::firstLengthDecrease(pelab::computeStepLab(in)), expected);
}

void TestStepLab::steps()
{
    for (std::int64_t step = 1; step <= pelab::kStepLabStepCount; ++step)
        pelab::validateStep(step);
    for (std::int64_t step : {std::int64_t(0), std::int64_t(8), std::int64_t(-1)}) {
        try {
            pelab::validateStep(step);
            QFAIL("no error");
        } catch (const pelab::Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("between 1 and 7")),
                     e.what());
        }
    }
}

void TestStepLab::offControl()
{
    const pelab::StepLabResult r = pelab::computeStepLab(params(0, 3, 8, false));
    const std::vector<double> zeros(8, 0.0);
    QCOMPARE(r.addedP, zeros);
    QCOMPARE(r.addedQ, zeros);
    QCOMPARE(r.difference, zeros);
    QCOMPARE(r.norm, 0.0);
    // The candidates are still computed; off changes whether PE is added, not the formula.
    PELAB_COMPARE_NEAR(r.peQ[0], std::sin(3.0), 1e-15);
    PELAB_COMPARE_NEAR(r.normOn, length(pe(3, 8), pe(0, 8)), 1e-12);
    for (double v : r.pairDistances)
        QCOMPARE(v, 0.0);
    for (std::size_t k = 0; k < 32; ++k) {
        QCOMPARE(r.normByPosition[k], 0.0);
        PELAB_COMPARE_NEAR(r.normByPositionOn[k], length(pe(double(k + 1), 8), pe(0, 8)), 1e-12);
    }
}

void TestStepLab::onlyTheOffsetMatters()
{
    const double a = pelab::computeStepLab(params(0, 3)).norm;
    const double b = pelab::computeStepLab(params(10, 13)).norm;
    const double c = pelab::computeStepLab(params(13, 10)).norm;
    PELAB_COMPARE_NEAR(a, b, 1e-12);
    PELAB_COMPARE_NEAR(a, c, 1e-12);
}

void TestStepLab::invalidInput_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<QString>("keyword");
    QTest::newRow("odd d") << 0 << 3 << 7 << 10000.0 << "even";
    QTest::newRow("d 0") << 0 << 3 << 0 << 10000.0 << "between 2 and 64";
    QTest::newRow("d 66") << 0 << 3 << 66 << 10000.0 << "between 2 and 64";
    QTest::newRow("negative p") << -1 << 3 << 8 << 10000.0 << "position p";
    QTest::newRow("negative q") << 0 << -3 << 8 << 10000.0 << "position q";
    QTest::newRow("base 1") << 0 << 3 << 8 << 1.0 << "base";
    QTest::newRow("base nan") << 0 << 3 << 8 << std::numeric_limits<double>::quiet_NaN() << "base";
}

void TestStepLab::invalidInput()
{
    QFETCH(int, p);
    QFETCH(int, q);
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(QString, keyword);
    pelab::StepLabParams in = params(p, q, d);
    in.base = base;
    try {
        pelab::computeStepLab(in);
        QFAIL("no error");
    } catch (const pelab::Error &e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(keyword), e.what());
    }
    QVERIFY_THROWS_EXCEPTION(pelab::Error,
                             pelab::computeMistake(in, pelab::StepMistake::Concatenation));
    pelab::StepLabParams far = params(0, (std::int64_t(1) << 40) + 1);
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::validate(far));
}

void TestStepLab::presets()
{
    const auto &presets = pelab::stepLabPresets();
    QVERIFY(presets.size() >= 4);
    QCOMPARE(QLatin1String(presets[0].id.data()), QLatin1String("default"));
    for (const pelab::StepLabPreset &preset : presets) {
        QVERIFY(preset.step >= 1 && preset.step <= pelab::kStepLabStepCount);
        const pelab::StepLabResult r = pelab::computeStepLab(preset.params);
        const std::string_view id = preset.id;
        if (id == "default") {
            QCOMPARE(preset.params.p, 0);
            QCOMPARE(preset.params.q, 3);
            QCOMPARE(preset.params.dim, 8);
            QVERIFY(preset.params.positionSignal);
        } else if (id == "fast-pair-repeats") {
            QCOMPARE(preset.params.q, 6);
            // 6 rad is within 0.3 of a full turn: the fast pair nearly repeats …
            QVERIFY(std::abs(r.pairs[0].angleQ - 2.0 * std::numbers::pi) < 0.3);
            QVERIFY(r.pairs[0].distance < 0.3);
            // … while the second pair still separates the two.
            QVERIFY(r.pairs[1].distance > r.pairs[0].distance);
            PELAB_COMPARE_NEAR(r.pairs[1].distance, 2.0 * std::sin(0.3), 1e-12);
        } else if (id == "position-zero") {
            QCOMPARE(preset.params.p, 0);
            QCOMPARE(r.peP, (std::vector<double>{0, 1, 0, 1, 0, 1, 0, 1}));
        } else if (id == "off-control") {
            QVERIFY(!preset.params.positionSignal);
            QCOMPARE(preset.step, 7);
            QCOMPARE(r.norm, 0.0);
            QVERIFY(r.normOn > 1.0);
        } else if (id == "offset-only") {
            PELAB_COMPARE_NEAR(r.norm, pelab::computeStepLab(params(0, 3)).norm, 1e-12);
        } else {
            QFAIL(id.data());
        }
    }
}

void TestStepLab::sameAddedEverywhere()
{
    const auto m = pelab::computeMistake(params(0, 3), pelab::StepMistake::SamePeEverywhere);
    QCOMPARE(m.wrongP, pe(0, 8));
    QCOMPARE(m.wrongQ, pe(0, 8));
    QCOMPARE(m.wrongNorm, 0.0); // the two "the" are identical again
    PELAB_COMPARE_NEAR(m.correctNorm, length(pe(3, 8), pe(0, 8)), 1e-12);
    QCOMPARE(m.wrongMeasure, 0.0);
}

void TestStepLab::twoDenominators()
{
    const auto m = pelab::computeMistake(params(0, 3), pelab::StepMistake::TwoDenominators);
    // sin uses denominator 1, cos pair 1's denominator 10: cos(3/10).
    PELAB_COMPARE_NEAR(m.wrongQ[0], std::sin(3.0), 1e-15);
    PELAB_COMPARE_NEAR(m.wrongQ[1], std::cos(0.3), 1e-15);
    const double radius = std::sqrt(std::sin(3.0) * std::sin(3.0) + std::cos(0.3) * std::cos(0.3));
    PELAB_COMPARE_NEAR(m.wrongMeasure, radius, 1e-12);
    QVERIFY(std::abs(m.wrongMeasure - 1.0) > 0.03); // off the unit circle
    PELAB_COMPARE_NEAR(m.correctMeasure, 1.0, 1e-15);
    PELAB_COMPARE_NEAR(m.wrongMeasureAtP, 1.0, 1e-15); // at p = 0 both are (0, 1)
    // The other pairs are untouched.
    for (std::size_t j = 2; j < 8; ++j)
        QCOMPARE(m.wrongQ[j], m.correctQ[j]);
}

void TestStepLab::amplitudeByPosition()
{
    const auto m = pelab::computeMistake(params(2, 3), pelab::StepMistake::AmplitudeByPosition);
    const std::vector<double> correct = pe(3, 8);
    double largest = 0.0;
    for (std::size_t j = 0; j < 8; ++j) {
        PELAB_COMPARE_NEAR(m.wrongQ[j], 3.0 * correct[j], 1e-12);
        largest = std::max(largest, std::abs(correct[j]));
    }
    PELAB_COMPARE_NEAR(m.wrongMeasure, 3.0 * largest, 1e-12);
    QVERIFY(m.wrongMeasure > 1.0); // values leave [−1, 1]
    QVERIFY(m.correctMeasure <= 1.0);
}

void TestStepLab::concatenation()
{
    const auto m = pelab::computeMistake(params(0, 3), pelab::StepMistake::Concatenation);
    QCOMPARE(m.width, 16); // the width doubles
    QCOMPARE(m.wrongMeasure, 16.0);
    QCOMPARE(m.correctMeasure, 8.0);
    QCOMPARE(m.wrongQ.size(), std::size_t(16));
    for (std::size_t j = 0; j < 8; ++j) {
        QCOMPARE(m.wrongDifference[j], 0.0); // the E part
        PELAB_COMPARE_NEAR(m.wrongQ[8 + j], pe(3, 8)[j], 1e-12);
        QVERIFY(std::isnan(m.correctQ[8 + j]));
    }
    PELAB_COMPARE_NEAR(m.wrongNorm, m.correctNorm, 1e-12);
}

void TestStepLab::positionAsIndex()
{
    const auto m = pelab::computeMistake(params(0, 3), pelab::StepMistake::PositionAsIndex);
    // Swapped: sin(2i / base^(t/d)). At t = 0: sin(2i), cos(2i), not [0, 1, 0, 1, …].
    for (int i = 0; i < 4; ++i) {
        PELAB_COMPARE_NEAR(m.wrongP[std::size_t(2 * i)], std::sin(2.0 * i), 1e-15);
        PELAB_COMPARE_NEAR(m.wrongP[std::size_t(2 * i + 1)], std::cos(2.0 * i), 1e-15);
        PELAB_COMPARE_NEAR(m.wrongQ[std::size_t(2 * i)],
                           std::sin(2.0 * i / std::pow(10000.0, 3.0 / 8)), 1e-12);
    }
    QVERIFY(m.wrongP != pe(0, 8));
    const auto dot = [](const std::vector<double> &a, const std::vector<double> &b) {
        double s = 0.0;
        for (std::size_t j = 0; j < a.size(); ++j)
            s += a[j] * b[j];
        return s;
    };
    PELAB_COMPARE_NEAR(m.correctMeasure,
                       std::abs(dot(pe(0, 8), pe(3, 8)) - dot(pe(1, 8), pe(4, 8))), 1e-12);
    QVERIFY(m.correctMeasure < 1e-12); // correct: depends on the offset only
    QVERIFY(m.wrongMeasure > 1e-3);
}

void TestStepLab::mistakeIds()
{
    for (int k = 0; k < pelab::kStepMistakeCount; ++k) {
        const auto mistake = pelab::StepMistake(k);
        QCOMPARE(pelab::parseMistake(pelab::mistakeId(mistake)), mistake);
    }
    QVERIFY(!pelab::parseMistake("nonsense"));
}

void TestStepLab::cost()
{
    const pelab::StepLabCost c = pelab::stepLabCost(33, 8);
    QCOMPARE(c.values, 264);
    QCOMPARE(c.bytes, 264 * 8);
    QCOMPARE(c.valuesPerPosition, 8);
    QCOMPARE(pelab::stepLabCost(2 * 33, 8).values, 2 * c.values); // linear in n
    QCOMPARE(pelab::stepLabCost(33, 16).bytes, 2 * c.bytes);      // linear in d
}

QTEST_APPLESS_MAIN(TestStepLab)
#include "tst_steplab.moc"
