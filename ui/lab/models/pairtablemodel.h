#pragma once

#include "sinusoidal.h"

#include <QAbstractTableModel>

#include <vector>

// The per-pair table of a sinusoidal encoding: ω_i, its denominator, wavelength and columns.
class PairTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns
    {
        PairColumn,
        DenominatorColumn,
        OmegaColumn,
        WavelengthColumn,
        SinColumn,
        CosColumn,
        NUM_COLUMNS
    };
    enum Roles
    {
        RawValueRole = Qt::UserRole
    };

    explicit PairTableModel(QObject *parent = nullptr);

    void setPairs(std::vector<pelab::PairInfo> pairs);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<pelab::PairInfo> m_pairs;
};
