#include "error.h"
#include "stepworksheets.h"

#include <QString>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <set>
#include <tuple>
#include <vector>

// The class sets of step-through worksheets: parameters in range, deterministic by seed,
// distinct within a class, the mistakes spread evenly over the class, and a mistake question
// whose value differs visibly from the correct one (both computed here from the formulas).

namespace {

// PE(t) of SPEC §2 with base 10000, and the "position as index" mistake's sin(2i / base^(t/d)).
std::vector<double> pe(double t, int d, bool swapped = false)
{
    std::vector<double> v;
    for (int i = 0; i < d / 2; ++i) {
        const double angle =
            swapped ? 2.0 * i / std::pow(10000.0, t / d) : t / std::pow(10000.0, 2.0 * i / d);
        v.push_back(std::sin(angle));
        v.push_back(std::cos(angle));
    }
    return v;
}

double dot(const std::vector<double> &a, const std::vector<double> &b)
{
    double s = 0.0;
    for (std::size_t j = 0; j < a.size(); ++j)
        s += a[j] * b[j];
    return s;
}

double largest(const std::vector<double> &a)
{
    double m = 0.0;
    for (double x : a)
        m = std::max(m, std::abs(x));
    return m;
}

// The quantity the worksheet's question 5 names, {correct, mistaken}, from the formulas.
std::pair<double, double> measures(const pelab::StepLabParams &s, pelab::StepMistake mistake)
{
    const int d = int(s.dim);
    const double p = double(s.p);
    const double q = double(s.q);
    switch (mistake) {
    case pelab::StepMistake::SamePeEverywhere: { // the length; PE(0) everywhere gives 0
        const auto a = pe(p, d);
        const auto b = pe(q, d);
        double sum = 0.0;
        for (std::size_t j = 0; j < a.size(); ++j)
            sum += (b[j] - a[j]) * (b[j] - a[j]);
        return {std::sqrt(sum), 0.0};
    }
    case pelab::StepMistake::TwoDenominators: // pair 0's radius; cos given pair 1's denominator
        return {1.0, std::hypot(std::sin(q), std::cos(q / std::pow(10000.0, 2.0 / d)))};
    case pelab::StepMistake::AmplitudeByPosition:
        return {largest(pe(q, d)), q * largest(pe(q, d))};
    case pelab::StepMistake::Concatenation:
        return {double(d), double(2 * d)};
    case pelab::StepMistake::PositionAsIndex: {
        const auto offsetOnly = [&](bool swapped) {
            return std::abs(dot(pe(p, d, swapped), pe(q, d, swapped)) -
                            dot(pe(p + 1, d, swapped), pe(q + 1, d, swapped)));
        };
        return {offsetOnly(false), offsetOnly(true)};
    }
    }
    return {};
}

QString printed(pelab::StepMistake mistake, double value)
{
    if (mistake == pelab::StepMistake::Concatenation)
        return QString::number(qint64(value));
    return QString::number(value, 'f', 6);
}

} // namespace
class TestStepWorksheets : public QObject
{
    Q_OBJECT

private slots:
    void parametersInRange();
    void sameSeedSameClass();
    void otherSeedOtherClass();
    void distinctWithinAClass();
    void mistakeValueIsRecognisable();
    void mistakeValueDiffersVisibly();
    void mistakesSpreadEvenly();
    void everyMistakeIsAsked();
    void studentCountLimits();
};

using pelab::worksheetStudents;

void TestStepWorksheets::parametersInRange()
{
    const auto students = worksheetStudents(7, pelab::kWorksheetMaxStudents);
    QCOMPARE(int(students.size()), 500);
    for (std::size_t i = 0; i < students.size(); ++i) {
        const pelab::WorksheetStudent &s = students[i];
        QCOMPARE(s.number, int(i) + 1);
        QVERIFY(s.params.p >= 0 && s.params.p <= 32);
        QVERIFY(s.params.q >= 0 && s.params.q <= 32);
        QVERIFY(s.params.p != s.params.q);
        QVERIFY(s.params.dim >= 4 && s.params.dim <= 16 && s.params.dim % 2 == 0);
        QCOMPARE(s.params.base, 10000.0);
        QVERIFY(s.params.positionSignal);
    }
}

void TestStepWorksheets::sameSeedSameClass()
{
    for (std::uint64_t seed :
         {std::uint64_t(0), std::uint64_t(42), std::numeric_limits<std::uint64_t>::max()}) {
        const auto a = worksheetStudents(seed, 60);
        const auto b = worksheetStudents(seed, 60);
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].params.p, b[i].params.p);
            QCOMPARE(a[i].params.q, b[i].params.q);
            QCOMPARE(a[i].params.dim, b[i].params.dim);
            QCOMPARE(int(a[i].mistake), int(b[i].mistake));
        }
        // A smaller class is the start of the larger one.
        const auto first = worksheetStudents(seed, 10);
        for (std::size_t i = 0; i < first.size(); ++i)
            QCOMPARE(first[i].params.q, a[i].params.q);
    }
    // Pinned: the generator is portable, so a class of seed 1 never changes (a printed class
    // set can be drawn again from its seed on any machine).
    const auto one = worksheetStudents(1, 2);
    QCOMPARE(one[0].params.p, std::int64_t(5));
    QCOMPARE(one[0].params.q, std::int64_t(2));
    QCOMPARE(one[0].params.dim, std::int64_t(4));
    QCOMPARE(int(one[0].mistake), int(pelab::StepMistake::SamePeEverywhere));
    QCOMPARE(one[1].params.p, std::int64_t(9));
    QCOMPARE(one[1].params.q, std::int64_t(1));
    QCOMPARE(one[1].params.dim, std::int64_t(4));
    QCOMPARE(int(one[1].mistake), int(pelab::StepMistake::TwoDenominators));
}

void TestStepWorksheets::otherSeedOtherClass()
{
    const auto a = worksheetStudents(1, 30);
    const auto b = worksheetStudents(2, 30);
    int same = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        same += a[i].params.p == b[i].params.p && a[i].params.q == b[i].params.q &&
                a[i].params.dim == b[i].params.dim;
    QVERIFY2(same < 3, qPrintable(QString::number(same)));
}

void TestStepWorksheets::distinctWithinAClass()
{
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        std::set<std::tuple<std::int64_t, std::int64_t, std::int64_t>> seen;
        for (const auto &s : worksheetStudents(seed, 500))
            QVERIFY(seen.emplace(s.params.p, s.params.q, s.params.dim).second);
        QCOMPARE(int(seen.size()), 500);
    }
}

void TestStepWorksheets::mistakeValueIsRecognisable()
{
    for (const auto &s : worksheetStudents(3, 500)) {
        const pelab::StepMistakeResult m = pelab::computeMistake(s.params, s.mistake);
        QVERIFY(pelab::isRecognisable(m));
    }
    // The two-denominator radius of pair 0 at q = 0 is 1, as it should be: not a question.
    pelab::StepLabParams atZero;
    atZero.p = 5;
    atZero.q = 0;
    QVERIFY(
        !pelab::isRecognisable(pelab::computeMistake(atZero, pelab::StepMistake::TwoDenominators)));
}

// Each student's mistake value and the correct one, printed as the worksheet prints them,
// differ by a tenth or more, for many seeds and every student of the largest class.
void TestStepWorksheets::mistakeValueDiffersVisibly()
{
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        for (const auto &s : worksheetStudents(seed, seed < 4 ? 500 : 60)) {
            const auto [correct, wrong] = measures(s.params, s.mistake);
            const QString shownCorrect = printed(s.mistake, correct);
            const QString shownWrong = printed(s.mistake, wrong);
            QVERIFY2(std::abs(shownWrong.toDouble() - shownCorrect.toDouble()) >= 0.1 - 1e-9,
                     qPrintable(QStringLiteral("seed %1 student %2: %3 beside %4")
                                    .arg(seed)
                                    .arg(s.number)
                                    .arg(shownWrong, shownCorrect)));
        }
    }
}

// Every class, of any size, asks each of the five mistakes as often as the others, give or take
// one; and neighbours rarely share one (each five in a row ask all five).
void TestStepWorksheets::mistakesSpreadEvenly()
{
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        for (int count : {1, 4, 5, 7, 13, 30, 31, 64, 137}) {
            std::array<int, pelab::kStepMistakeCount> asked{};
            const auto students = worksheetStudents(seed * 7919 + 3, count);
            for (const auto &s : students)
                ++asked[std::size_t(s.mistake)];
            const auto [least, most] = std::minmax_element(asked.begin(), asked.end());
            QVERIFY2(*most - *least <= 1, qPrintable(QStringLiteral("seed %1, %2 students: %3 … %4")
                                                         .arg(seed)
                                                         .arg(count)
                                                         .arg(*least)
                                                         .arg(*most)));
            for (std::size_t start = 0; start + 5 <= students.size(); start += 5) {
                std::set<int> five;
                for (std::size_t i = start; i < start + 5; ++i)
                    five.insert(int(students[i].mistake));
                QCOMPARE(int(five.size()), pelab::kStepMistakeCount);
            }
        }
    }
    // The class of the report: 30 students, six of each.
    std::array<int, pelab::kStepMistakeCount> asked{};
    for (const auto &s : worksheetStudents(7, 30))
        ++asked[std::size_t(s.mistake)];
    for (int n : asked)
        QCOMPARE(n, 6);
}

void TestStepWorksheets::everyMistakeIsAsked()
{
    std::set<int> asked;
    for (const auto &s : worksheetStudents(11, 100))
        asked.insert(int(s.mistake));
    QCOMPARE(int(asked.size()), pelab::kStepMistakeCount);
}

void TestStepWorksheets::studentCountLimits()
{
    QCOMPARE(int(worksheetStudents(5, 1).size()), 1);
    QVERIFY_THROWS_EXCEPTION(pelab::Error, worksheetStudents(5, 0));
    QVERIFY_THROWS_EXCEPTION(pelab::Error, worksheetStudents(5, 501));
    QVERIFY_THROWS_EXCEPTION(pelab::Error, worksheetStudents(5, -1));
}

QTEST_APPLESS_MAIN(TestStepWorksheets)
#include "tst_stepworksheets.moc"
