#include "shawrowpanel.h"

#include "shaw.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

ShawRowPanel::ShawRowPanel(QWidget *parent) : QWidget(parent)
{
    m_model = new ShawRowModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ShawRowModel::RawValueRole);
    m_proxy->setFilterRole(ShawRowModel::ClippedRole);
    m_proxy->setFilterKeyColumn(ShawRowModel::KeyColumn);

    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("rowNote"));
    m_note->setWordWrap(true);
    top->addWidget(m_note, 1);
    m_filter = new QComboBox(this);
    m_filter->setObjectName(QStringLiteral("rowFilter"));
    m_filter->addItem(tr("All keys"));
    m_filter->addItem(tr("Clipped offsets only (|s − t| > K)"));
    m_filter->addItem(tr("Within ±K only"));
    m_filter->setToolTip(tr("Which keys of row t to list; click a header to sort"));
    top->addWidget(m_filter);
    layout->addLayout(top);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("rowTable"));
    m_view->setModel(m_proxy);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_view->verticalHeader()->setVisible(false);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ShawRowModel::KeyColumn, Qt::AscendingOrder);
    layout->addWidget(m_view, 1);

    connect(m_filter, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this](int index) { setFilter(Filter(index)); });
}

void ShawRowPanel::setFilter(Filter filter)
{
    if (m_filter->currentIndex() != filter)
        m_filter->setCurrentIndex(filter); // comes back here through the signal
    m_proxy->setFilterFixedString(filter == ClippedKeys     ? QStringLiteral("true")
                                  : filter == UnclippedKeys ? QStringLiteral("false")
                                                            : QString());
}

ShawRowPanel::Filter ShawRowPanel::filter() const
{
    return Filter(m_filter->currentIndex());
}

void ShawRowPanel::setSort(int column, Qt::SortOrder order)
{
    m_view->sortByColumn(column, order);
}

int ShawRowPanel::sortColumn() const
{
    return m_view->horizontalHeader()->sortIndicatorSection();
}

Qt::SortOrder ShawRowPanel::sortOrder() const
{
    return m_view->horizontalHeader()->sortIndicatorOrder();
}

void ShawRowPanel::setRow(ShawRowModel::Row row)
{
    const std::size_t n = row.content.size();
    auto table = std::make_shared<pelab::Matrix>(n, 6);
    double clippedMass = 0.0;
    std::size_t clippedKeys = 0;
    for (std::size_t s = 0; s < n; ++s) {
        const std::int64_t offset = std::int64_t(s) - row.query;
        const double cells[6] = {double(offset),
                                 double(pelab::clipOffset(offset, row.clip)),
                                 row.content[s],
                                 row.position[s],
                                 row.content[s] + row.position[s],
                                 row.weights[s]};
        std::copy(cells, cells + 6, table->row(s));
        if (std::abs(offset) > row.clip) {
            clippedMass += row.weights[s];
            ++clippedKeys;
        }
    }
    m_table = table;
    m_note->setText(tr("Query row t = %1: %2 keys, %3 with a clipped offset holding %4 % of the "
                       "attention α(t, ·) = softmax over s of a(t, s).")
                        .arg(row.query)
                        .arg(n)
                        .arg(clippedKeys)
                        .arg(100.0 * clippedMass, 0, 'f', 2));
    m_model->setRow(std::move(row));
}

ExportTable ShawRowPanel::exportTable() const
{
    ExportTable out;
    out.matrix = m_table;
    out.cornerHeader = QStringLiteral("s");
    out.columnLabel = [](qsizetype c) {
        static const char *names[] = {"offset",   "clip_index", "content",
                                      "position", "total",      "weight"};
        return QString::fromLatin1(names[c]);
    };
    return out;
}
