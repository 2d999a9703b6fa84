#pragma once

#include "steplab.h"

#include <cstdint>
#include <vector>

namespace pelab {

// A class set of step-through worksheets (SPEC §3.2): each student gets positions p ≠ q in
// 0 … 32 (two tokens with one embedding anywhere in a text of 33 tokens), an even width d in
// 4 … 16 and base 10000, and one common mistake whose value they are asked to recognise. The
// mistakes go round the class evenly (each block of five students gets the five in a shuffled
// order, so any class's counts differ by at most one), and each student's parameters are drawn
// until that mistake's value differs visibly from the correct one. Drawn from the seed with
// pelab::Random, so the same seed gives the same class on every platform; no two students of
// a class share (p, q, d); a smaller class is the start of a larger one.

inline constexpr int kWorksheetMinStudents = 1;
inline constexpr int kWorksheetMaxStudents = 500;
inline constexpr std::int64_t kWorksheetMaxPosition = 32;
inline constexpr std::int64_t kWorksheetMinDim = 4;
inline constexpr std::int64_t kWorksheetMaxDim = 16;
inline constexpr double kWorksheetBase = 10000.0;
// The least difference between a mistake's value and the correct one on a worksheet: at the
// six decimals it prints, the two differ by a tenth or more (never 0.000061 beside 0.000000).
inline constexpr double kWorksheetVisibleDifference = 0.1;

struct WorksheetStudent
{
    int number = 0; // 1 … N
    StepLabParams params;
    // The mistake of the "which mistake gives this value?" question: its value is the
    // mistaken measure at q (StepMistakeResult::wrongMeasure), never the correct one.
    StepMistake mistake = StepMistake::SamePeEverywhere;
};

// Throws pelab::Error unless 1 ≤ count ≤ kWorksheetMaxStudents.
std::vector<WorksheetStudent> worksheetStudents(std::uint64_t seed, int count);

// The mistake's value differs from the correct one by at least kWorksheetVisibleDifference.
bool isRecognisable(const StepMistakeResult &mistake);

} // namespace pelab
