#include "matrixmodel.h"

#include <cmath>

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

QString MatrixModel::displayText(double value)
{
    // Six decimals where they say something; a value too small or too large for them (an error
    // of 1e-10 would read 0.000000) in scientific notation with four digits. The tooltip has
    // every digit.
    const double magnitude = std::abs(value);
    if (value == 0.0 || !std::isfinite(value) || (magnitude >= 1e-3 && magnitude < 1e9))
        return QString::number(value, 'f', 6);
    return QString::number(value, 'e', 3);
}

QVariant MatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const double value = (*m_table.matrix)(std::size_t(index.row()), std::size_t(index.column()));
    switch (role) {
    case Qt::DisplayRole:
        if (m_table.integral || m_table.wholeNumbers)
            return std::isfinite(value) ? QString::number(value, 'f', 0)
                                        : (value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞"));
        return displayText(value);
    case Qt::ToolTipRole:
        if (!std::isfinite(value) && !std::isnan(value))
            return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
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
        if (m_table.columnTitle)
            return m_table.columnTitle(section);
        return m_table.columnLabel ? m_table.columnLabel(section) : QString::number(section);
    }
    if (section >= rowCount())
        return {};
    return m_table.rowLabel ? m_table.rowLabel(section) : QString::number(section);
}
