#pragma once

#include "matrix.h"

#include <QString>

#include <functional>
#include <memory>

// The data side of an export: a matrix with its row and column labels, as written to CSV
// (a header row, then one row per matrix row: the label, then the values) and .npy.
// Exports run off the GUI thread: the label functions must capture values, not widgets.
struct ExportTable
{
    std::shared_ptr<const pelab::Matrix> matrix;
    QString cornerHeader = QStringLiteral("row"); // header of the label column
    std::function<QString(qsizetype row)>
        rowLabel; // e.g. the absolute position; row index if empty
    std::function<QString(qsizetype column)> columnLabel; // header of each value column
    // What the window's table header shows, in words and in the window's language
    // ("wavelength unscaled"); the files keep columnLabel's ids ("wavelength_none"). Empty:
    // the header shows columnLabel.
    std::function<QString(qsizetype column)> columnTitle;
    // Every value is an integer (bucket ids, counts): .npy stores them as int64 ('<i8'), as
    // the model's code has them.
    bool integral = false;
    // Every finite value is a whole number (distances, counts, ids; the unbounded ones inf):
    // the window shows them without decimals, inf as ∞ (an integral table too).
    bool wholeNumbers = false;

    bool isValid() const { return matrix && !matrix->empty(); }
};
