#include "pairtablemodel.h"

PairTableModel::PairTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void PairTableModel::setPairs(std::vector<pelab::PairInfo> pairs)
{
    beginResetModel();
    m_pairs = std::move(pairs);
    endResetModel();
}

int PairTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_pairs.size());
}

int PairTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant PairTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= NUM_COLUMNS)
        return {};
    const pelab::PairInfo &p = m_pairs[std::size_t(index.row())];
    double raw = 0.0;
    switch (index.column()) {
    case PairColumn:
        raw = double(p.pair);
        break;
    case DenominatorColumn:
        raw = p.denominator;
        break;
    case OmegaColumn:
        raw = p.omega;
        break;
    case WavelengthColumn:
        raw = p.wavelength;
        break;
    case SinColumn:
        raw = double(p.sinDim);
        break;
    case CosColumn:
        raw = double(p.cosDim);
        break;
    default:
        return {};
    }
    const bool integral =
        index.column() == PairColumn || index.column() == SinColumn || index.column() == CosColumn;
    switch (role) {
    case Qt::DisplayRole:
        return integral ? QString::number(qint64(raw)) : QString::number(raw, 'g', 8);
    case Qt::ToolTipRole:
        return QString::number(raw, 'g', 17);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case RawValueRole:
        return raw;
    default:
        return {};
    }
}

QVariant PairTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return role == Qt::DisplayRole ? QVariant(section) : QVariant();
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case DenominatorColumn:
            return tr("base^(2i/d): the denominator of t in the angle t / base^(2i/d)");
        case OmegaColumn:
            return tr("Angular frequency ω_i = base^(−2i/d), radians per position");
        case WavelengthColumn:
            return tr("Wavelength 2π/ω_i: how many positions one period spans");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PairColumn:
        return tr("Pair i");
    case DenominatorColumn:
        return tr("Denominator");
    case OmegaColumn:
        return tr("ω_i");
    case WavelengthColumn:
        return tr("Wavelength");
    case SinColumn:
        return tr("sin dim");
    case CosColumn:
        return tr("cos dim");
    default:
        return {};
    }
}
