#pragma once

#include "export/exporttable.h"

#include <QList>
#include <QString>
#include <QStringList>

// One step of the step-through lab as a table: the numbers exported (CSV, .npy) and the text
// shown for them in class (6 decimals, symbolic cells such as "e_3 + 0.955336", full precision
// in the tool tips). Columns that are computed but not used (the PE candidates while the
// position signal is off) are greyed.
struct StepTable
{
    ExportTable data;
    QStringList rowTitles;
    QStringList columnTitles;
    QList<QStringList> cells;    // [row][column]
    QList<QStringList> toolTips; // [row][column]
    QList<bool> greyedColumns;

    int rowCount() const { return int(rowTitles.size()); }
    int columnCount() const { return int(columnTitles.size()); }
};
