#pragma once

#include "export/exporttable.h"

#include <QAbstractTableModel>

// A read-only table model that is only a view over a matrix and its labels: data() reads the
// value on demand, headers come from the label functions, nothing is copied. Reset on change.
class MatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // The text a cell shows: "0.123457", or "1.500e-10" where six decimals would hide it.
    static QString displayText(double value);
    enum Roles
    {
        RawValueRole = Qt::UserRole
    };

    explicit MatrixModel(QObject *parent = nullptr);

    void setTable(const ExportTable &table);
    void clear();
    const ExportTable &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    ExportTable m_table;
};
