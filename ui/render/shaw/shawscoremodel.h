#pragma once

#include "shaw.h"

#include <QAbstractTableModel>

#include <memory>

// The Shaw relative-score table as a lazy model over q, k and r (rows = query t, columns =
// key s): data() computes the asked cell in O(d), so an N × N table of N = 100 000 costs only
// the vectors. Cells whose offset s − t is clipped (|s − t| > K) are tinted.
class ShawScoreModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Roles
    {
        RawValueRole = Qt::UserRole, // the total a(t, s)
        ContentRole,                 // q_t·k_s / √d
        PositionRole,                // q_t·r_clip(s−t) / √d
        ClipIndexRole,               // clip(s − t)
        ClippedRole,                 // |s − t| > K
    };

    explicit ShawScoreModel(QObject *parent = nullptr);

    void setScores(std::shared_ptr<const pelab::ShawScores> scores);
    const std::shared_ptr<const pelab::ShawScores> &scores() const { return m_scores; }

    // The tint of clipped cells in every Shaw view.
    static QColor clippedColor();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const pelab::ShawScores> m_scores;
};
