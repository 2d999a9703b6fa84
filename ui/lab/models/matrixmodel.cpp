#include "matrixmodel.h"

MatrixModel::MatrixModel(QObject *parent) : QAbstractTableModel(parent) {}

void MatrixModel::setTable(const ExportTable &table)
{
    beginResetModel();
    m_table = table;
    endResetModel();
}

void MatrixModel::clear()
{
    setTable({});
}

int MatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_table.matrix ? 0 : int(m_table.matrix->rows());
}

int MatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_table.matrix ? 0 : int(m_table.matrix->cols());
}

QVariant MatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const double value = (*m_table.matrix)(std::size_t(index.row()), std::size_t(index.column()));
    switch (role) {
    case Qt::DisplayRole:
        return QString::number(value, 'f', 6);
    case Qt::ToolTipRole:
        return QString::number(value, 'g', 17);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case RawValueRole:
        return value;
    default:
        return {};
    }
}

QVariant MatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0)
        return {};
    if (orientation == Qt::Horizontal) {
        if (section >= columnCount())
            return {};
        return m_table.columnLabel ? m_table.columnLabel(section) : QString::number(section);
    }
    if (section >= rowCount())
        return {};
    return m_table.rowLabel ? m_table.rowLabel(section) : QString::number(section);
}
