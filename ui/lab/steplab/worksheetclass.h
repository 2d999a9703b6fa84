#pragma once

#include "spec/tabstate.h"

#include "stepworksheets.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

class StepLabTabResult;

// One student's worksheet: the student (number, parameters, mistake asked), the tab state of
// those parameters as `pelab-cli steplab --positions P,Q --dim D --mistake M` sets it, and its
// computed walk-through.
struct WorksheetEntry
{
    pelab::WorksheetStudent student;
    TabState state;
    std::shared_ptr<const StepLabTabResult> result;

    const pelab::StepMistakeResult &mistake() const;
};

// A class set of step-through worksheets drawn from a seed (pelab::worksheetStudents), and its
// answer keys, for the window's File → Export Worksheets… and `pelab-cli steplab --worksheet`.
// The JSON key is {"seed": S, "students": [...]}, each entry exactly the `pelab-cli steplab
// --json` report of the student's parameters (StepReport, with the question's mistake) with
// "student" added; the CSV key one row per student. Both are the same bytes for the same seed.
class WorksheetClass
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetClass)

public:
    enum class KeyFormat
    {
        Json,
        Csv,
        Pdf,
    };
    // By the file name's extension (.json, .csv, .pdf, any case); nullopt for any other.
    static std::optional<KeyFormat> keyFormat(const QString &fileName);
    // "--seed must be a non-negative integer up to 18446744073709551615 (got 'x')" style
    // parsing: nullopt unless the whole text is a decimal integer 0 … 2^64 − 1.
    static std::optional<std::uint64_t> parseSeed(const QString &text);

    // Throws pelab::Error unless 1 ≤ students ≤ 500.
    WorksheetClass(std::uint64_t seed, int students);

    std::uint64_t seed() const { return m_seed; }
    const QList<WorksheetEntry> &entries() const { return m_entries; }

    // The keys' bytes (the PDF key is drawn by the render layer's WorksheetWriter).
    QByteArray jsonKey() const;
    QByteArray csvKey() const;

private:
    std::uint64_t m_seed = 0;
    QList<WorksheetEntry> m_entries;
};
