#pragma once

#include "alibi.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

// Per-head results of the ALiBi tab: slope, effective span, attention statistics over every
// query row, and the extrapolation split at L_train. The span and extrapolation views each
// show their columns of this one model (their exports are AlibiTables').
class AlibiHeadModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns
    {
        HeadColumn,
        SlopeColumn,
        SpanColumn,
        MeanDistanceColumn,
        MeanSpanColumn,
        WithinTrainColumn,
        BeyondTrainColumn,
        NUM_COLUMNS
    };
    enum Roles
    {
        RawValueRole = Qt::UserRole
    };

    struct Row
    {
        double slope = 0.0;
        std::int64_t span = 0;
        std::optional<pelab::HeadAttentionStats> stats; // absent: not computed (too large)
        double beyond = 0.0;                            // fraction of mass beyond L_train
    };

    explicit AlibiHeadModel(QObject *parent = nullptr);

    void setRows(std::vector<Row> rows);
    // Only the extrapolation columns change (a new L_train or L_infer).
    void setFractions(const std::vector<double> &beyond);
    const std::vector<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::optional<double> value(int row, int column) const;

    std::vector<Row> m_rows;
};
