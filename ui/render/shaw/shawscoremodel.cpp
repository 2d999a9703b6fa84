#include "shawscoremodel.h"

#include <QBrush>
#include <QColor>

ShawScoreModel::ShawScoreModel(QObject *parent) : QAbstractTableModel(parent) {}

void ShawScoreModel::setScores(std::shared_ptr<const pelab::ShawScores> scores)
{
    beginResetModel();
    m_scores = std::move(scores);
    endResetModel();
}

QColor ShawScoreModel::clippedColor()
{
    return QColor(0xff, 0xb7, 0x4d, 90);
}

int ShawScoreModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_scores ? 0 : int(m_scores->positions());
}

int ShawScoreModel::columnCount(const QModelIndex &parent) const
{
    return rowCount(parent);
}

QVariant ShawScoreModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_scores || index.row() >= rowCount() ||
        index.column() >= columnCount())
        return {};
    const std::int64_t t = index.row();
    const std::int64_t s = index.column();
    switch (role) {
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case ClipIndexRole:
        return qint64(pelab::clipOffset(s - t, m_scores->clip()));
    case ClippedRole:
        return std::abs(s - t) > m_scores->clip();
    case Qt::BackgroundRole:
        return std::abs(s - t) > m_scores->clip() ? QVariant(QBrush(clippedColor())) : QVariant();
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case RawValueRole:
    case ContentRole:
    case PositionRole:
        break;
    default:
        return {};
    }
    const pelab::ShawCell cell = m_scores->cell(t, s);
    switch (role) {
    case Qt::DisplayRole:
        return QString::number(cell.total, 'f', 4);
    case Qt::ToolTipRole: {
        QString text = tr("a(%1, %2) = %3\ncontent q_t·k_s/√d = %4\nposition q_t·r_%5/√d = %6\n"
                          "offset s − t = %7, clip index %5")
                           .arg(t)
                           .arg(s)
                           .arg(cell.total, 0, 'g', 17)
                           .arg(cell.content, 0, 'g', 17)
                           .arg(cell.clippedOffset)
                           .arg(cell.position, 0, 'g', 17)
                           .arg(cell.offset);
        if (cell.clipped())
            text += tr(" (clipped: |s − t| > K = %1)").arg(m_scores->clip());
        return text;
    }
    case RawValueRole:
        return cell.total;
    case ContentRole:
        return cell.content;
    case PositionRole:
        return cell.position;
    default:
        return {};
    }
}

QVariant ShawScoreModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= rowCount())
        return {};
    if (role == Qt::ToolTipRole)
        return orientation == Qt::Horizontal ? tr("Key position s = %1").arg(section)
                                             : tr("Query position t = %1").arg(section);
    if (role != Qt::DisplayRole)
        return {};
    return orientation == Qt::Horizontal ? QStringLiteral("s=%1").arg(section)
                                         : QStringLiteral("t=%1").arg(section);
}
