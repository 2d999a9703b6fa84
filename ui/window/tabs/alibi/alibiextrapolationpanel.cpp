#include "alibiextrapolationpanel.h"

#include "alibi/alibifigure.h"
#include "figures/linechartwidget.h"
#include "models/alibiheadmodel.h"

#include "alibi.h"
#include "error.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

AlibiExtrapolationPanel::AlibiExtrapolationPanel(AlibiHeadModel *model, QWidget *parent)
    : QWidget(parent), m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Vertical, this);
    auto *top = new QWidget(split);
    auto *topLayout = new QVBoxLayout(top);
    m_note = new QLabel(top);
    m_note->setObjectName(QStringLiteral("extrapolationNote"));
    m_note->setWordWrap(true);
    topLayout->addWidget(m_note);
    m_table = new QTableView(top);
    m_table->setObjectName(QStringLiteral("extrapolationView"));
    m_table->setModel(model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setVisible(false);
    m_table->setAlternatingRowColors(true);
    for (int c : {AlibiHeadModel::SpanColumn, AlibiHeadModel::MeanDistanceColumn,
                  AlibiHeadModel::MeanSpanColumn})
        m_table->setColumnHidden(c, true);
    topLayout->addWidget(m_table, 1);
    m_chart = new LineChartWidget(split);
    m_chart->setObjectName(QStringLiteral("extrapolationChart"));
    m_chart->setYLabelFormat(QStringLiteral("%.3g"));
    split->addWidget(top);
    split->addWidget(m_chart);
    layout->addWidget(split);
}

bool AlibiExtrapolationPanel::update(const std::vector<double> &slopes, std::int64_t train,
                                     std::int64_t infer)
{
    try {
        pelab::validateLengths(train, infer);
    } catch (const pelab::Error &e) {
        // The last good lengths stay, for these slopes (a new result may have come meanwhile).
        if (m_shownTrain > 0)
            showLengths(slopes, m_shownTrain, m_shownInfer);
        m_note->setText(tr("<b>Cannot compute:</b> %1").arg(QString::fromUtf8(e.what())));
        m_valid = false;
        return false;
    }
    showLengths(slopes, train, infer);
    m_note->setText(tr("Trained on L_train = %1, run on L_infer = %2: the share of the last "
                       "query's attention (causal, zero content) on keys at distance ≥ %1, "
                       "which training never showed.")
                        .arg(train)
                        .arg(infer));
    m_valid = true;
    m_shownTrain = train;
    m_shownInfer = infer;
    return true;
}

void AlibiExtrapolationPanel::showLengths(const std::vector<double> &slopes, std::int64_t train,
                                          std::int64_t infer)
{
    std::vector<double> beyond;
    for (double m : slopes)
        beyond.push_back(pelab::fractionBeyond(m, train, infer));
    m_model->setFractions(beyond);
    // The fraction as the inference length grows from L_train + 1 to L_infer (log-spaced).
    constexpr int kPoints = 160;
    const int heads = int(slopes.size());
    m_chart->setSeriesCount(heads);
    for (int h = 0; h < heads; ++h) {
        QList<QPointF> points;
        std::int64_t previous = train;
        for (int i = 0; i <= kPoints; ++i) {
            const double x = double(train + 1) *
                             std::pow(double(infer) / double(train + 1), double(i) / kPoints);
            const std::int64_t length = std::clamp<std::int64_t>(std::llround(x), train + 1, infer);
            if (length == previous)
                continue;
            previous = length;
            points.append(
                QPointF(double(length),
                        100.0 * pelab::fractionBeyond(slopes[std::size_t(h)], train, length)));
        }
        m_chart->setSeries(h, tr("head %1").arg(h + 1), points);
    }
    m_chart->setTitle(tr("Attention beyond L_train = %1 against the inference length").arg(train));
    m_chart->setAxisTitles(tr("inference length L_infer"), tr("% of attention"));
    double highest = 0.0;
    for (double b : beyond)
        highest = std::max(highest, b);
    AlibiFigure::finishChart(*m_chart, heads, 0.0, 100.0 * highest * 1.05);
}
