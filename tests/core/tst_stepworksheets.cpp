#include "error.h"
#include "stepworksheets.h"

#include <QTest>

#include <cstdint>
#include <limits>
#include <set>
#include <tuple>

// The class sets of step-through worksheets: parameters in range, deterministic by seed,
// distinct within a class, and a mistake question whose value is not the correct one.
class TestStepWorksheets : public QObject
{
    Q_OBJECT

private slots:
    void parametersInRange();
    void sameSeedSameClass();
    void otherSeedOtherClass();
    void distinctWithinAClass();
    void mistakeValueIsRecognisable();
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
    QCOMPARE(one[0].params.p, std::int64_t(10));
    QCOMPARE(one[0].params.q, std::int64_t(11));
    QCOMPARE(one[0].params.dim, std::int64_t(12));
    QCOMPARE(int(one[0].mistake), int(pelab::StepMistake::Concatenation));
    QCOMPARE(one[1].params.p, std::int64_t(5));
    QCOMPARE(one[1].params.q, std::int64_t(2));
    QCOMPARE(one[1].params.dim, std::int64_t(4));
    QCOMPARE(int(one[1].mistake), int(pelab::StepMistake::PositionAsIndex));
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
