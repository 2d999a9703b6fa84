#pragma once

#include "steplab.h"

class JsonWriter;
class StepLabTabResult;
class TabState;

// The numbers of `pelab-cli steplab --json`, declared once: the command's report and each
// student's entry of a worksheet answer key (StepWorksheets) are the same fields in the same
// order. PE(p), PE(q), what is added, the difference and its length (on, following the switch,
// and with the position signal off, which is always 0), the per-pair distances, the length
// against q = 1 … 32, the pairs and the cost; with a mistake in the state, its numbers and
// consequence.
class StepReport
{
public:
    // The step `pelab-cli steplab` writes and reports unless --step says otherwise: the
    // difference and its length.
    static constexpr int kCommandStep = 6;

    // Writes the fields into the open object of `json`.
    static void write(JsonWriter &json, const StepLabTabResult &result, const TabState &state);

private:
    static void writeWalk(JsonWriter &json, const pelab::StepLabResult &result, int step);
    static void writeMistake(JsonWriter &json, const pelab::StepMistakeResult &mistake);
};
