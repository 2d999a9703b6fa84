#pragma once

#include "export/documentoptions.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

class CommandOptions;
class QCommandLineParser;
struct ViewData;

// The printed documents of `pelab-cli steplab`: --handout FILE.pdf (the whole walk-through for
// the parameters) and --worksheet FILE.pdf --students N --seed S [--answers KEY] (one page per
// student and the answer key as .json, .csv or .pdf), with --paper a4|letter and --lang en|ja.
// Declares and checks the options before any work (CliError, exit 2, one line) and writes the
// files through HandoutWriter and WorksheetWriter, as the window does (a failed write: exit 1).
class StepLabPrintOptions
{
    Q_DECLARE_TR_FUNCTIONS(StepLabPrintOptions)

public:
    static constexpr int kDefaultStudents = 30;

    static void addTo(CommandOptions &options);
    void read(const QCommandLineParser &parser);

    bool writesFiles() const { return !m_handout.isEmpty() || !m_worksheet.isEmpty(); }
    // The language of the documents and of the report's sentences ("en" unless --lang).
    QString language() const { return m_options.language; }

    // Writes the handout of `data` (the Step-through lab's view) and the worksheets. Needs a
    // QApplication (figures and fonts) with the language installed.
    void write(const ViewData &data) const;

private:
    DocumentOptions m_options;
    QString m_handout;
    QString m_worksheet;
    QString m_answers;
    int m_students = kDefaultStudents;
    std::uint64_t m_seed = 0;
};
