#include "shawrowpanel.h"

#include "editors/parametereditors.h"
#include "shaw/shawrowmodel.h"
#include "shaw/shawspec.h"
#include "shaw/shawviews.h"
#include "spec/tabspec.h"
#include "task/tabcontroller.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace {} // namespace

ShawRowPanel::ShawRowPanel(TabController &controller, QWidget *parent)
    : QWidget(parent), m_controller(controller)
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
    top->addWidget(ParameterEditors::createBound(controller.spec().parameter(ShawKeys::rowFilter),
                                                 controller, this));
    layout->addLayout(top);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("rowTable"));
    m_view->setModel(m_proxy);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_view->verticalHeader()->setVisible(false);
    m_view->setSortingEnabled(true);
    layout->addWidget(m_view, 1);
    showFilter();
    showSort();

    // A click on a header sorts by its column (the order flips on a second click).
    connect(m_view->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this](int column, Qt::SortOrder order) {
                const QStringList columns =
                    m_controller.spec().parameter(ShawKeys::rowSort).choiceIds();
                m_controller.setValue(ShawKeys::rowSort,
                                      columns.value(column, columns.constFirst()));
                m_controller.setValue(ShawKeys::rowOrder, order == Qt::DescendingOrder
                                                              ? QStringLiteral("descending")
                                                              : QStringLiteral("ascending"));
            });
    connect(&controller, &TabController::valueChanged, this, [this](const QString &key) {
        if (key == ShawKeys::rowFilter)
            showFilter();
        else if (key == ShawKeys::rowSort || key == ShawKeys::rowOrder)
            showSort();
    });
}

void ShawRowPanel::showFilter()
{
    const QString filter = m_controller.state().text(ShawKeys::rowFilter);
    m_proxy->setFilterFixedString(filter == QLatin1String("clipped")  ? QStringLiteral("true")
                                  : filter == QLatin1String("within") ? QStringLiteral("false")
                                                                      : QString());
}

void ShawRowPanel::showSort()
{
    const int column = int(m_controller.spec()
                               .parameter(ShawKeys::rowSort)
                               .choiceIds()
                               .indexOf(m_controller.state().text(ShawKeys::rowSort)));
    const Qt::SortOrder order =
        m_controller.state().text(ShawKeys::rowOrder) == QLatin1String("descending")
            ? Qt::DescendingOrder
            : Qt::AscendingOrder;
    const QSignalBlocker blocker(m_view->horizontalHeader());
    m_view->sortByColumn(std::max(column, 0), order);
}

void ShawRowPanel::setRow(const ShawRowResult &result)
{
    const ShawRow &row = result.row;
    m_note->setText(tr("Query row t = %1: %2 keys, %3 with a clipped offset holding %4 % of the "
                       "attention α(t, ·) = softmax over s of a(t, s).")
                        .arg(row.query)
                        .arg(row.content.size())
                        .arg(result.clippedKeys)
                        .arg(100.0 * result.clippedMass, 0, 'f', 2));
    m_model->setRow(row);
}
