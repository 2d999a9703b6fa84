#pragma once

#include "steplab/steptable.h"

#include <QAbstractTableModel>

// A read-only view over a StepTable: the shown text, the full-precision value as tool tip and
// RawValueRole, greyed columns in the disabled text colour. Reset on change.
class StepTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Roles
    {
        RawValueRole = Qt::UserRole,
        GreyedRole
    };

    explicit StepTableModel(QObject *parent = nullptr);

    void setTable(const StepTable &table);
    const StepTable &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    StepTable m_table;
};
