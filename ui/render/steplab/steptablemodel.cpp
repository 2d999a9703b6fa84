#include "steptablemodel.h"

#include <QApplication>
#include <QPalette>

StepTableModel::StepTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void StepTableModel::setTable(const StepTable &table)
{
    beginResetModel();
    m_table = table;
    endResetModel();
}

int StepTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_table.rowCount();
}

int StepTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_table.columnCount();
}

QVariant StepTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const bool greyed = m_table.greyedColumns.value(column, false);
    switch (role) {
    case Qt::DisplayRole:
        return m_table.cells.value(row).value(column);
    case Qt::ToolTipRole:
        return m_table.toolTips.value(row).value(column);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (greyed)
            return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case GreyedRole:
        return greyed;
    case RawValueRole: {
        const auto &matrix = m_table.data.matrix;
        if (!matrix || std::size_t(row) >= matrix->rows() || std::size_t(column) >= matrix->cols())
            return {};
        return (*matrix)(std::size_t(row), std::size_t(column));
    }
    default:
        return {};
    }
}

QVariant StepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0)
        return {};
    if (orientation == Qt::Horizontal)
        return m_table.columnTitles.value(section);
    return m_table.rowTitles.value(section);
}
