#include "stepworksheets.h"

#include "error.h"
#include "random.h"

#include <cmath>
#include <set>
#include <string>
#include <tuple>

namespace pelab {

namespace {

// Uniform in 0 … n − 1 without modulo bias: raw values above the last whole multiple of n are
// drawn again.
std::uint64_t below(Random &random, std::uint64_t n)
{
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t value = random.next();
    while (value >= limit)
        value = random.next();
    return value % n;
}

} // namespace

bool isRecognisable(const StepMistakeResult &mistake)
{
    return std::abs(mistake.wrongMeasure - mistake.correctMeasure) >= 5e-7;
}

std::vector<WorksheetStudent> worksheetStudents(std::uint64_t seed, int count)
{
    if (count < kWorksheetMinStudents || count > kWorksheetMaxStudents)
        throw Error("the number of students must be " + std::to_string(kWorksheetMinStudents) +
                    " … " + std::to_string(kWorksheetMaxStudents) + " (got " +
                    std::to_string(count) + ")");
    Random random(seed);
    const auto positions = std::uint64_t(kWorksheetMaxPosition + 1);
    const auto dims = std::uint64_t((kWorksheetMaxDim - kWorksheetMinDim) / 2 + 1);
    std::set<std::tuple<std::int64_t, std::int64_t, std::int64_t>> taken;
    std::vector<WorksheetStudent> students;
    students.reserve(std::size_t(count));
    // 33 · 32 · 7 = 7392 combinations for at most 500 students: a repeat is drawn again.
    while (int(students.size()) < count) {
        WorksheetStudent student;
        student.number = int(students.size()) + 1;
        student.params.p = std::int64_t(below(random, positions));
        // q ≠ p: one of the other 32 positions.
        const auto other = std::int64_t(below(random, positions - 1));
        student.params.q = other < student.params.p ? other : other + 1;
        student.params.dim = kWorksheetMinDim + 2 * std::int64_t(below(random, dims));
        student.params.base = kWorksheetBase;
        auto mistake = int(below(random, kStepMistakeCount));
        if (!taken.emplace(student.params.p, student.params.q, student.params.dim).second)
            continue;
        // A mistake whose value equals the correct one here (the two-denominator radius at
        // q = 0 is 1) asks nothing: the next mistake instead. Concatenation always doubles d.
        while (!isRecognisable(computeMistake(student.params, StepMistake(mistake))))
            mistake = (mistake + 1) % kStepMistakeCount;
        student.mistake = StepMistake(mistake);
        students.push_back(student);
    }
    return students;
}

} // namespace pelab
