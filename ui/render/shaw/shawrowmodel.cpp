#include "shawrowmodel.h"

#include "shaw/shawscoremodel.h"

#include "shaw.h"

#include <QBrush>

ShawRowModel::ShawRowModel(QObject *parent) : QAbstractTableModel(parent) {}

void ShawRowModel::setRow(Row row)
{
    beginResetModel();
    m_row = std::move(row);
    endResetModel();
}

void ShawRowModel::clear()
{
    setRow({});
}

int ShawRowModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_row.content.size());
}

int ShawRowModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

double ShawRowModel::value(int row, int column) const
{
    const auto s = std::size_t(row);
    const std::int64_t offset = std::int64_t(row) - m_row.query;
    switch (column) {
    case KeyColumn:
        return double(row);
    case OffsetColumn:
        return double(offset);
    case ClipIndexColumn:
        return double(pelab::clipOffset(offset, m_row.clip));
    case ContentColumn:
        return m_row.content[s];
    case PositionColumn:
        return m_row.position[s];
    case TotalColumn:
        return m_row.content[s] + m_row.position[s];
    default:
        return s < m_row.weights.size() ? m_row.weights[s] : 0.0;
    }
}

QVariant ShawRowModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= NUM_COLUMNS)
        return {};
    const bool clipped = std::abs(std::int64_t(index.row()) - m_row.query) > m_row.clip;
    const double raw = value(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() <= ClipIndexColumn)
            return QString::number(qint64(raw));
        return QString::number(raw, 'g', index.column() == WeightColumn ? 4 : 6);
    case Qt::ToolTipRole:
        if (index.column() == ClipIndexColumn && clipped)
            return tr("|s − t| > K = %1: the key uses r_%2").arg(m_row.clip).arg(qint64(raw));
        return index.column() <= ClipIndexColumn ? QVariant()
                                                 : QVariant(QString::number(raw, 'g', 17));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        return clipped ? QVariant(QBrush(ShawScoreModel::clippedColor())) : QVariant();
    case RawValueRole:
        return raw;
    case ClippedRole:
        return clipped ? QStringLiteral("true") : QStringLiteral("false");
    default:
        return {};
    }
}

QVariant ShawRowModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= NUM_COLUMNS)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ClipIndexColumn:
            return tr("clip(s − t) = max(−K, min(K, s − t)): the relative vector used");
        case ContentColumn:
            return tr("q_t·k_s / √d");
        case PositionColumn:
            return tr("q_t·r_clip(s−t) / √d");
        case TotalColumn:
            return tr("a(t, s) = content + position");
        case WeightColumn:
            return tr("α(t, s) = softmax over s of a(t, s)");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn:
        return tr("Key s");
    case OffsetColumn:
        return tr("s − t");
    case ClipIndexColumn:
        return tr("Clip index");
    case ContentColumn:
        return tr("Content");
    case PositionColumn:
        return tr("Position");
    case TotalColumn:
        return tr("Total");
    default:
        return tr("Weight α");
    }
}
