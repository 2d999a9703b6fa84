#pragma once

#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QTableView;
class ShawRowModel;
class ShawRowResult;
class TabController;

// The Shaw tab's Row view: every key s of the query row t with its offset, clip index, terms
// and attention weight, sorted by the column whose header was clicked and filtered to the
// clipped offsets or to those within ±K: the "row-sort", "row-order" and "row-filter" values
// of the tab, bound both ways. What it exports is every key, in order (ShawTables::row).
class ShawRowPanel : public QWidget
{
    Q_OBJECT

public:
    ShawRowPanel(TabController &controller, QWidget *parent = nullptr);

    void setRow(const ShawRowResult &result);
    ShawRowModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }

private:
    void showFilter();
    void showSort();

    TabController &m_controller;
    ShawRowModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_note = nullptr;
};
