#pragma once

#include <QAbstractTableModel>

#include <optional>
#include <vector>

// The slope table of the ALiBi tab: per head, the reference code's slope and the paper-text
// reading side by side, their difference, and the slope the tab uses (by the chosen rule or
// entered by hand). Heads where the two rules disagree are highlighted.
class AlibiSlopeModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns
    {
        HeadColumn,
        OfficialColumn,
        PaperColumn,
        DifferenceColumn,
        UsedColumn,
        NUM_COLUMNS
    };
    enum Roles
    {
        RawValueRole = Qt::UserRole,
        DiffersRole
    };

    explicit AlibiSlopeModel(QObject *parent = nullptr);

    // official and paper have one slope per head (empty when the head count is out of range);
    // used has the slopes the other views use.
    void setSlopes(std::vector<double> official, std::vector<double> paper,
                   std::vector<double> used);
    bool differs(int head) const; // 0-based; the two rules give different slopes
    int differingHeads() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::optional<double> value(int row, int column) const;

    std::vector<double> m_official;
    std::vector<double> m_paper;
    std::vector<double> m_used;
};
