#include "alibiextrapolationpanel.h"

#include "alibi/alibifigures.h"
#include "alibi/alibiviews.h"
#include "figures/linechartwidget.h"
#include "models/alibiheadmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

AlibiExtrapolationPanel::AlibiExtrapolationPanel(AlibiHeadModel *model, QWidget *lengths,
                                                 QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Vertical, this);
    auto *top = new QWidget(split);
    auto *topLayout = new QVBoxLayout(top);
    lengths->setParent(top);
    lengths->setMaximumWidth(360);
    topLayout->addWidget(lengths);
    m_note = new QLabel(top);
    m_note->setObjectName(QStringLiteral("extrapolationNote"));
    m_note->setWordWrap(true);
    topLayout->addWidget(m_note);
    auto *table = new QTableView(top);
    table->setObjectName(QStringLiteral("extrapolationView"));
    table->setModel(model);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->verticalHeader()->setVisible(false);
    table->setAlternatingRowColors(true);
    for (int c : {AlibiHeadModel::SpanColumn, AlibiHeadModel::MeanDistanceColumn,
                  AlibiHeadModel::MeanSpanColumn})
        table->setColumnHidden(c, true);
    topLayout->addWidget(table, 1);
    m_chart = new LineChartWidget(split);
    m_chart->setObjectName(QStringLiteral("extrapolationChart"));
    split->addWidget(top);
    split->addWidget(m_chart);
    layout->addWidget(split);
}

void AlibiExtrapolationPanel::showResult(const ViewData &data)
{
    const auto &e = data.viewResultAs<AlibiExtrapolationResult>();
    m_note->setText(tr("Trained on L_train = %1, run on L_infer = %2: the share of the last "
                       "query's attention (causal, zero content) on keys at distance ≥ %1, "
                       "which training never showed.")
                        .arg(e.train)
                        .arg(e.infer));
    AlibiFigures::drawExtrapolation(*m_chart, data);
}
