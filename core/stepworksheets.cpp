#include "stepworksheets.h"

#include "error.h"
#include "random.h"

#include <array>
#include <cmath>
#include <numeric>
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
    return std::abs(mistake.wrongMeasure - mistake.correctMeasure) >= kWorksheetVisibleDifference;
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
    std::array<int, kStepMistakeCount> round{};
    while (int(students.size()) < count) {
        const int seat = int(students.size()) % kStepMistakeCount;
        if (seat == 0) { // the next five students: the five mistakes, shuffled (Fisher–Yates)
            std::iota(round.begin(), round.end(), 0);
            for (int i = kStepMistakeCount - 1; i > 0; --i)
                std::swap(round[std::size_t(i)],
                          round[std::size_t(below(random, std::uint64_t(i + 1)))]);
        }
        WorksheetStudent student;
        student.number = int(students.size()) + 1;
        student.mistake = StepMistake(round[std::size_t(seat)]);
        student.params.base = kWorksheetBase;
        // Drawn again until new to the class and the mistake's value is visibly wrong here:
        // of the 33 · 32 · 7 = 7392 combinations, the scarcest mistake (e) has 1666, enough for
        // its 100 students of the largest class.
        do {
            student.params.p = std::int64_t(below(random, positions));
            // q ≠ p: one of the other 32 positions.
            const auto other = std::int64_t(below(random, positions - 1));
            student.params.q = other < student.params.p ? other : other + 1;
            student.params.dim = kWorksheetMinDim + 2 * std::int64_t(below(random, dims));
        } while (taken.count({student.params.p, student.params.q, student.params.dim}) > 0 ||
                 !isRecognisable(computeMistake(student.params, student.mistake)));
        taken.emplace(student.params.p, student.params.q, student.params.dim);
        students.push_back(student);
    }
    return students;
}

} // namespace pelab
