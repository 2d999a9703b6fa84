#include "alibiheadmodel.h"

AlibiHeadModel::AlibiHeadModel(QObject *parent) : QAbstractTableModel(parent) {}

void AlibiHeadModel::setRows(std::vector<Row> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

void AlibiHeadModel::setFractions(const std::vector<double> &beyond)
{
    for (std::size_t h = 0; h < m_rows.size() && h < beyond.size(); ++h)
        m_rows[h].beyond = beyond[h];
    if (!m_rows.empty())
        emit dataChanged(index(0, WithinTrainColumn), index(rowCount() - 1, BeyondTrainColumn));
}

int AlibiHeadModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AlibiHeadModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

std::optional<double> AlibiHeadModel::value(int row, int column) const
{
    const Row &r = m_rows[std::size_t(row)];
    switch (column) {
    case HeadColumn:
        return double(row + 1);
    case SlopeColumn:
        return r.slope;
    case SpanColumn:
        return double(r.span);
    case MeanDistanceColumn:
        return r.stats ? std::optional(r.stats->meanDistance) : std::nullopt;
    case MeanSpanColumn:
        return r.stats ? std::optional(r.stats->meanSpan) : std::nullopt;
    case WithinTrainColumn:
        return 1.0 - r.beyond;
    case BeyondTrainColumn:
        return r.beyond;
    default:
        return std::nullopt;
    }
}

QVariant AlibiHeadModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= NUM_COLUMNS)
        return {};
    const std::optional<double> raw = value(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        if (!raw)
            return tr("not computed");
        switch (index.column()) {
        case HeadColumn:
        case SpanColumn:
            return QString::number(qint64(*raw));
        case MeanDistanceColumn:
        case MeanSpanColumn:
            return QString::number(*raw, 'f', 2);
        case WithinTrainColumn:
        case BeyondTrainColumn:
            return QStringLiteral("%1 %").arg(100.0 * *raw, 0, 'g', 6);
        default:
            return QString::number(*raw, 'g', 10);
        }
    case Qt::ToolTipRole:
        if (!raw)
            return tr("H·N² is too large for the statistics over every query row");
        return QString::number(*raw, 'g', 17);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case RawValueRole:
        return raw ? QVariant(*raw) : QVariant();
    default:
        return {};
    }
}

QVariant AlibiHeadModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case SpanColumn:
            return tr("Smallest distance D such that, for the last query (t = N − 1, causal, "
                      "zero content), the keys at distance ≤ D hold at least 90 % of the "
                      "attention");
        case MeanDistanceColumn:
            return tr("Σ_s w(t, s)·|t − s| averaged over every query row t, with the content "
                      "scores and mask chosen");
        case MeanSpanColumn:
            return tr("The 90 % distance of each query row t, averaged over the rows");
        case WithinTrainColumn:
            return tr("Attention of the last query of L_infer on keys at distance < L_train");
        case BeyondTrainColumn:
            return tr("Attention of the last query of L_infer on keys at distance ≥ L_train: "
                      "distances never seen in training");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case HeadColumn:
        return tr("Head h");
    case SlopeColumn:
        return tr("Slope m_h");
    case SpanColumn:
        return tr("Effective span D (90 %)");
    case MeanDistanceColumn:
        return tr("Mean attention distance");
    case MeanSpanColumn:
        return tr("Mean 90 % span over queries");
    case WithinTrainColumn:
        return tr("Within L_train");
    case BeyondTrainColumn:
        return tr("Beyond L_train");
    default:
        return {};
    }
}
