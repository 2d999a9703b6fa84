#pragma once

#include "shaw/shawviews.h"

#include <QAbstractTableModel>

#include <cstdint>
#include <vector>

// One query row t of the Shaw table, one line per key s: offset, clip index, content,
// position, total and the attention weight α(t, s). Meant to be sorted and filtered through a
// QSortFilterProxyModel: RawValueRole gives every column's number, ClippedRole whether the
// offset is clipped (as "true"/"false", usable as a fixed-string filter).
class ShawRowModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns
    {
        KeyColumn,
        OffsetColumn,
        ClipIndexColumn,
        ContentColumn,
        PositionColumn,
        TotalColumn,
        WeightColumn,
        NUM_COLUMNS
    };
    enum Roles
    {
        RawValueRole = Qt::UserRole,
        ClippedRole,
    };

    using Row = ShawRow;

    explicit ShawRowModel(QObject *parent = nullptr);

    void setRow(Row row);
    void clear();
    const Row &row() const { return m_row; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    double value(int row, int column) const;

    Row m_row;
};
