#pragma once

#include "export/exporttable.h"
#include "shaw/shawrowmodel.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QTableView;
class QSortFilterProxyModel;

// The Shaw tab's Row view: every key s of one query row t with its offset, clip index, terms
// and attention weight, sortable by any column and filtered to the clipped offsets or to those
// within ±K.
class ShawRowPanel : public QWidget
{
    Q_OBJECT

public:
    enum Filter
    {
        AllKeys,
        ClippedKeys,
        UnclippedKeys
    };

    explicit ShawRowPanel(QWidget *parent = nullptr);

    void setRow(ShawRowModel::Row row);
    void setFilter(Filter filter);
    Filter filter() const;
    // The column the list is sorted by (ShawRowModel::Columns) and the order, as a header click.
    void setSort(int column, Qt::SortOrder order);
    int sortColumn() const;
    Qt::SortOrder sortOrder() const;
    ShawRowModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    // N rows: offset, clip_index, content, position, total, weight (every key, unsorted).
    ExportTable exportTable() const;

private:
    ShawRowModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QComboBox *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_note = nullptr;
    std::shared_ptr<const pelab::Matrix> m_table;
};
