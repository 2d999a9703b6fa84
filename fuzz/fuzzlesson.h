#pragma once

// The body of the fuzz_lesson target, shared with tests/fuzz/tst_fuzzcorpus.cpp: arbitrary
// bytes given to the lesson-file reader (ui/lab/lesson/lessonfile.h) are refused with a message
// or accepted; an accepted lesson has an English title and 1 … kMaxSlides slides, each naming a
// tab and a view, and saved again it reads back the same, without warnings. A broken invariant
// throws fuzz::Violation.
#include "fuzzcheck.h"
#include "lesson/lessonfile.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <string>

namespace pelab::fuzz {

// fuzz_lesson. `name` is unused (the reader's messages do not name the file; load() adds it).
inline Outcome fuzzLesson(const char *data, std::size_t size, const std::string &)
{
    Outcome outcome;
    LessonFile lesson;
    QString error;
    QStringList warnings;
    if (!LessonFile::fromJson(QByteArray(data, qsizetype(size)), &lesson, &error, &warnings)) {
        require(!error.trimmed().isEmpty(), "a lesson is refused without a message");
        require(!error.contains(QLatin1Char('\n')), "a refusal is more than one line");
        ++outcome.refused;
        return outcome;
    }
    ++outcome.loaded;
    for (const QString &warning : std::as_const(warnings))
        require(!warning.trimmed().isEmpty(), "an accepted lesson gives an empty warning");
    require(!lesson.title.en.trimmed().isEmpty(), "an accepted lesson has no English title");
    require(!lesson.slides.isEmpty() && lesson.slides.size() <= LessonFile::kMaxSlides,
            "an accepted lesson has " + std::to_string(lesson.slides.size()) + " slides");
    for (const LessonSlide &slide : std::as_const(lesson.slides))
        require(!slide.tab.isEmpty() && !slide.view.isEmpty(),
                "an accepted slide names no tab or no view");

    // Saved again (as the window saves it), the lesson reads back the same, with no warnings.
    LessonFile again;
    QString againError;
    QStringList againWarnings;
    require(LessonFile::fromJson(lesson.toJson(), &again, &againError, &againWarnings),
            "a saved lesson is refused: " + againError.toStdString());
    require(againWarnings.isEmpty(), "a saved lesson gives warnings: " +
                                         againWarnings.join(QLatin1String("; ")).toStdString());
    require(again == lesson, "the lesson changes when saved");
    return outcome;
}

} // namespace pelab::fuzz
