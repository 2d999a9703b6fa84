#include "checkpanel.h"

#include "figures/linechartwidget.h"
#include "models/matrixmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

CheckPanel::CheckPanel(QWidget *form, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(form);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("checkVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setFrameShape(QFrame::StyledPanel);
    m_verdict->setMargin(6);
    layout->addWidget(m_verdict);
    auto *split = new QSplitter(Qt::Vertical, this);
    m_chart = new LineChartWidget(split);
    m_chart->setObjectName(QStringLiteral("checkChart"));
    m_model = new MatrixModel(this);
    auto *table = new QTableView(split);
    table->setObjectName(QStringLiteral("checkTable"));
    table->setModel(m_model);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    split->addWidget(m_chart);
    split->addWidget(table);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
}

void CheckPanel::show(const QString &verdict, const ExportTable &table)
{
    m_verdict->setText(verdict);
    if (table.isValid())
        m_model->setTable(table);
    else
        m_model->clear();
}

QString CheckPanel::verdict() const
{
    return m_verdict->text();
}
