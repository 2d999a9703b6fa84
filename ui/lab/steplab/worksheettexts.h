#pragma once

#include "steplab.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>

struct WorksheetEntry;

// Every sentence of the step-through worksheets and their printed answer key (plain text; the
// render layer's WorksheetWriter lays them out), in the language installed when called.
class WorksheetTexts
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetTexts)

public:
    static QString pageTitle(int student); // "Step-through worksheet — student 7"
    static QString nameLine();             // "Name and student number:"
    static QString parameters(const pelab::StepLabParams &params);
    static QString instructions();
    static QString pairQuestion(const pelab::StepLabParams &params);
    static QString distancesQuestion();
    static QString pairBlank(const pelab::StepLabPair &pair); // "pair 1 (÷ 10):"
    static QString lengthQuestion();
    static QString offQuestion();
    // "5. One of the five common mistakes makes the width of each input 16 (correct: 8). …"
    static QString mistakeQuestion(const pelab::StepMistakeResult &mistake);
    // The quantity the question names, e.g. "the radius √(sin² + cos²) of pair 0 at q".
    static QString measureName(pelab::StepMistake mistake);
    // The measure as the worksheet shows it: six decimals, the width as an integer.
    static QString measureText(pelab::StepMistake mistake, double value);
    static QString footer(); // "PE Lab — step-through lab worksheet"

    // The printed key: one block per student, each answer beside its label.
    static QString keyTitle(std::uint64_t seed, int students);
    static QString keyNote();
    // "Student 7 — p = 30, q = 0, d = 8"
    static QString keyStudent(int student, const pelab::StepLabParams &params);
    static QString keySin();          // "1. sin(q·ω₀)"
    static QString keyCos();          // "1. cos(q·ω₀)"
    static QString keyPair(int pair); // "2. pair 0", then "pair 1", …
    static QString keyLength();       // "3. length"
    static QString keyMistake();      // "5. mistake"
    // "(c) Amplitude scaled by position: 0.000000 (correct 1.000000)"
    static QString keyMistakeAnswer(const pelab::StepMistakeResult &mistake);
    static QString answer(pelab::StepMistake mistake); // "(b) One sin/cos pair given …"
};
