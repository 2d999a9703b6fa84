#include "alibislopemodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>
#include <cmath>

AlibiSlopeModel::AlibiSlopeModel(QObject *parent) : QAbstractTableModel(parent) {}

void AlibiSlopeModel::setSlopes(std::vector<double> official, std::vector<double> paper,
                                std::vector<double> used)
{
    beginResetModel();
    m_official = std::move(official);
    m_paper = std::move(paper);
    m_used = std::move(used);
    endResetModel();
}

bool AlibiSlopeModel::differs(int head) const
{
    const auto h = std::size_t(head);
    if (h >= m_official.size() || h >= m_paper.size())
        return false;
    // The rules agree to the last bit or two when they agree at all.
    return std::abs(m_official[h] - m_paper[h]) > 1e-12 * std::max(m_official[h], m_paper[h]);
}

int AlibiSlopeModel::differingHeads() const
{
    int count = 0;
    for (int h = 0; h < rowCount(); ++h)
        count += differs(h) ? 1 : 0;
    return count;
}

int AlibiSlopeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(std::max(m_used.size(), m_official.size()));
}

int AlibiSlopeModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

std::optional<double> AlibiSlopeModel::value(int row, int column) const
{
    const auto h = std::size_t(row);
    const auto at = [h](const std::vector<double> &v) {
        return h < v.size() ? std::optional<double>(v[h]) : std::nullopt;
    };
    switch (column) {
    case HeadColumn:
        return double(row + 1);
    case OfficialColumn:
        return at(m_official);
    case PaperColumn:
        return at(m_paper);
    case DifferenceColumn:
        if (h < m_official.size() && h < m_paper.size())
            return m_official[h] - m_paper[h];
        return std::nullopt;
    case UsedColumn:
        return at(m_used);
    default:
        return std::nullopt;
    }
}

QVariant AlibiSlopeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= NUM_COLUMNS)
        return {};
    const std::optional<double> raw = value(index.row(), index.column());
    const bool highlight = differs(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (!raw)
            return QStringLiteral("–");
        if (index.column() == HeadColumn)
            return QString::number(index.row() + 1);
        return QString::number(*raw, 'g', 10);
    case Qt::ToolTipRole:
        if (highlight)
            return tr("The reference code and the paper's text give head %1 different slopes")
                .arg(index.row() + 1);
        return raw ? QVariant(QString::number(*raw, 'g', 17)) : QVariant();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        return highlight ? QVariant(QBrush(QColor(0xff, 0xb7, 0x4d, 110))) : QVariant();
    case Qt::FontRole:
        if (highlight && index.column() == DifferenceColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case RawValueRole:
        return raw ? QVariant(*raw) : QVariant();
    case DiffersRole:
        return highlight;
    default:
        return {};
    }
}

QVariant AlibiSlopeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case OfficialColumn:
            return tr("The reference code (get_slopes): 2^(−8h/H) for H a power of two; "
                      "otherwise the list for the power of two below H, then every other slope "
                      "of the list for twice that");
        case PaperColumn:
            return tr("The paper's text read literally: the geometric sequence starting at "
                      "2^(−8/H) with that ratio, m_h = 2^(−8h/H)");
        case DifferenceColumn:
            return tr("Official minus paper text; non-zero only when H is not a power of two");
        case UsedColumn:
            return tr("The slope m_h the bias, attention, span and extrapolation views use");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case HeadColumn:
        return tr("Head h");
    case OfficialColumn:
        return tr("Official (reference code)");
    case PaperColumn:
        return tr("Paper text");
    case DifferenceColumn:
        return tr("Difference");
    case UsedColumn:
        return tr("Used m_h");
    default:
        return {};
    }
}
