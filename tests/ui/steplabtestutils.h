#pragma once

// Helpers for the Step-through lab's page tests: PE from the formula (SPEC §2, independently of
// core), lengths, the 6-decimal text the lab shows, and waiting for the page's computation.
#include "export/exporttable.h"
#include "tabs/steplab/steplabpage.h"

#include <QAbstractItemModel>
#include <QCheckBox>
#include <QTest>

#include <cmath>
#include <vector>

namespace StepLabTest {

inline std::vector<double> pe(double t, int d = 8)
{
    std::vector<double> v;
    for (int i = 0; i < d / 2; ++i) {
        const double angle = t / std::pow(10000.0, 2.0 * i / d);
        v.push_back(std::sin(angle));
        v.push_back(std::cos(angle));
    }
    return v;
}

inline double distance(const std::vector<double> &a, const std::vector<double> &b)
{
    double s = 0.0;
    for (std::size_t j = 0; j < a.size(); ++j)
        s += (a[j] - b[j]) * (a[j] - b[j]);
    return std::sqrt(s);
}

inline QString six(double v)
{
    return QString::number(v, 'f', 6);
}

// Clicks a check box on its indicator (the middle of a wide row is outside its hit area).
inline void clickCheckBox(QCheckBox *box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
}

inline double value(const ExportTable &table, int row, int column)
{
    return (*table.matrix)(std::size_t(row), std::size_t(column));
}

inline QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

inline int columnOf(const ExportTable &table, const QString &id)
{
    for (qsizetype c = 0; c < qsizetype(table.matrix->cols()); ++c) {
        if (table.columnLabel(c) == id)
            return int(c);
    }
    return -1;
}

// Waits until the walk-through of the current parameters is shown (or refused).
inline bool settle(const StepLabPage &page)
{
    return QTest::qWaitFor([&page] { return !page.isComputing() && page.shownResult(); }, 20000);
}

} // namespace StepLabTest
